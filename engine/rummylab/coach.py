"""The knock coach: a decision reached in seeded bot play, the reader's choice and the engine's verdict.

KR-7 lets a player knock on any turn with any deadwood; the question is
whether the others hold more (KR-EX1). :func:`make_position` deals a hand
(KR-2) and lets bots play it (KR-6) up to one of the reader's turns, just
after the reader's draw: the reader sees their cards, the turn, the table
size and every card thrown face up so far, and chooses to knock (with a
discard put face down) or to play on.

:func:`judge` then estimates both choices by Monte Carlo over the opponents'
hands as the reader can know them (the advisor's model,
:func:`rummylab.advisor.sample_hands`: a card taken from the discard pile and
not thrown since stays in its taker's hand, the rest is dealt uniformly from
the unseen cards; and each opponent's last discard must be one its holder,
playing as the bots play, would have made: a hand that would have kept it is
redrawn, up to three times), the same draws serving both choices:

- knocking now: the ledger result of KR-10 for the reader, its mean, the
  chance of being undercut (KR-10c) and whether it is a rum (KR-10a);
- playing on: the reader discards the best card (the least deadwood,
  :func:`rummylab.bots.best_discard`), and bots play the hand to its end:
  every opponent as a threshold bot (:class:`rummylab.bots.KnockThresholdBot`)
  whose threshold is drawn from 3 to 12 (the reader does not know it), the
  reader's seat as a bot knocking at :data:`READER_THRESHOLD` or less: a
  one-step lookahead (this decision) with the bots' continuation.

>>> p = make_position(7)
>>> len(p.hand) == p.size + 1, 2 <= p.players <= 5
(True, True)
>>> v = judge(p, "play", samples=20)
>>> v.best in ("knock", "play"), v.samples
(True, 20)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

from .advisor import sample_hands
from .bots import KnockThresholdBot, best_discard
from .cards import Card, full_deck, sort_cards
from .errors import IllegalMoveError, RequestError, RummyError
from .games.common import Move, MoveKind, Phase, SplitMix64, check_seed, derive_seed
from .games.knock import KnockHand
from .melds import min_deadwood
from .rules import KNOCK_RUMMY
from .settle import KnockCase, KnockSettlement, settle_knock

__all__ = ["Position", "position_of", "Estimate", "Verdict", "make_position", "judge", "DEFAULT_SAMPLES", "MAX_SAMPLES",
           "THRESHOLDS", "READER_THRESHOLD"]

#: The samples of one verdict when the request names none (0.8-1.5 s in Pyodide on Node for a 5-player position).
DEFAULT_SAMPLES = 80
#: The most samples one verdict may ask for.
MAX_SAMPLES = 2000
#: The knocking thresholds of the bots that play the deals, and the ones the model draws from.
THRESHOLDS = range(3, 13)
#: How the reader's seat plays on after the decision (a bot knocking at this deadwood or less).
READER_THRESHOLD = 8
_TURNS = 6          # the reader's decision comes on one of their first six turns
_MAX_TRIES = 200
_REDRAWS = 3       # redraws of an opponent's hand whose last discard its holder would not have made
_LABEL = 17         # derive_seed's label for the coach (17), so its deals differ from the quiz's


@dataclass(frozen=True, slots=True)
class Thrown:
    """One card thrown face up on the discard pile (the up card of KR-2 has ``seat`` None)."""

    seat: int | None
    card: Card
    taken_by: int | None  # the seat that later drew it from the pile, or None


@dataclass(frozen=True, slots=True)
class Position:
    """A knock decision reached in bot play: the reader (seat ``seat``) has just drawn.

    Attributes:
        seed: the position's seed (a link carries it).
        players: 2-5 (KR-1).
        seat: the reader's seat (0-based).
        turn: the reader's turn number in this hand (1 = their first).
        hand: the reader's cards after the draw (one more than :attr:`size`).
        taken: the card just drawn from the discard pile (KR-8: it cannot be the discard), or None.
        history: every card thrown face up so far, oldest first.
        stock: how many cards the stock still holds.
        hands: every seat's actual cards (revealed after the choice).
        known: for each seat, the cards it took from the pile and still holds.
        last: for each seat, its last discard and the card it had taken from the pile that turn
            (KR-8), or None before its first discard.
        record: the hand's record up to here (it replays exactly).
    """

    seed: int
    players: int
    seat: int
    turn: int
    hand: tuple[Card, ...]
    taken: Card | None
    history: tuple[Thrown, ...]
    stock: int
    hands: tuple[tuple[Card, ...], ...]
    known: tuple[tuple[Card, ...], ...]
    last: tuple[tuple[Card, Card | None] | None, ...]
    record: dict[str, Any]

    @property
    def size(self) -> int:
        """The hand size of the table (KR-2): 10 with 2 players, 7 with 3-5."""
        return 10 if self.players == 2 else 7

    @property
    def opponents(self) -> tuple[int, ...]:
        """The other seats, in the order they play after the reader."""
        return tuple((self.seat + k) % self.players for k in range(1, self.players))

    def choices(self) -> tuple[Card, ...]:
        """The cards the reader may put down, face up or face down (all but the one just taken, KR-8)."""
        return tuple(c for c in self.hand if c != self.taken)

    def state(self) -> KnockHand:
        """The hand as the bots left it (replayed from :attr:`record`)."""
        from .games import replay

        hand = replay(self.record)
        assert isinstance(hand, KnockHand)
        return hand

    def question(self) -> dict[str, Any]:
        """The position as the reader sees it (1-based seats, cards with suit symbols)."""
        return {
            "seed": self.seed, "players": self.players, "seat": self.seat + 1, "turn": self.turn,
            "hand": [str(c) for c in sort_cards(self.hand)], "taken": None if self.taken is None else str(self.taken),
            "stock": self.stock, "choices": [str(c) for c in sort_cards(self.choices())],
            "history": [{"seat": None if t.seat is None else t.seat + 1, "card": str(t.card),
                         "taken_by": None if t.taken_by is None else t.taken_by + 1} for t in self.history],
        }


def _history(hand: KnockHand) -> tuple[tuple[Thrown, ...], tuple[tuple[Card, ...], ...],
                                      tuple[tuple[Card, Card | None] | None, ...]]:
    """What the discard pile showed, what each seat took from it and still holds, and each seat's last
    discard (with the card it had taken that turn), from the moves."""
    thrown: list[list[Any]] = [[None, hand.deck[hand.players * hand.hand_size], None]]  # KR-2's up card
    pile: list[int] = [0]
    last: list[tuple[Card, Card | None] | None] = [None] * hand.players
    taken: Card | None = None
    for move in hand.moves:
        if move.kind is MoveKind.DRAW:
            taken = None
            if move.source == "discard":
                at = pile.pop()
                thrown[at][2] = move.player
                taken = thrown[at][1]
        elif move.kind is MoveKind.DISCARD:
            pile.append(len(thrown))
            thrown.append([move.player, move.card, None])
            last[move.player] = (move.card, taken)
    known = tuple(tuple(c for c in hand.hands[s] if any(t[1] == c and t[2] == s for t in thrown))
                  for s in range(hand.players))
    return tuple(Thrown(s, c, by) for s, c, by in thrown), known, tuple(last)


def position_of(hand: KnockHand, *, seed: int = 0, turn: int = 1) -> Position:
    """The decision of the player to play in ``hand``, who has just drawn (a constructed position for tests).

    Raises:
        IllegalMoveError: the player to play has not drawn yet, or the hand is over.
    """
    if hand.phase is not Phase.DISCARD:
        raise IllegalMoveError("the coach's position comes just after a draw", rule="KR-6", code="not-drawn")
    seat = hand.to_play
    history, known, last = _history(hand)
    return Position(seed=seed, players=hand.players, seat=seat, turn=turn, hand=tuple(hand.hands[seat]),
                    taken=hand.taken, history=history, stock=len(hand.stock),
                    hands=tuple(tuple(h) for h in hand.hands), known=known, last=last, record=hand.to_record())


def make_position(seed: int) -> Position:
    """The coach's position number ``seed``: a hand played by bots up to the reader's decision.

    The table size (2-5), the dealer, the reader's seat, the turn (1-6) and the
    bots' thresholds come from the seed; the reader's seat is played until then
    by a bot that never knocks. A hand that a bot ends first is dealt again
    from the next derived seed.

    Raises:
        RequestError: the seed is not a whole number.
    """
    check_seed(seed)
    rng = SplitMix64(derive_seed(seed, _LABEL))
    for attempt in range(_MAX_TRIES):
        players = 2 + rng.below(4)
        dealer = rng.below(players)
        seat = rng.below(players)
        turn = 1 + rng.below(_TURNS)
        bots = [KnockThresholdBot(-1) if s == seat else KnockThresholdBot(THRESHOLDS[rng.below(len(THRESHOLDS))])
                for s in range(players)]
        hand = KnockHand(players, seed=derive_seed(seed, _LABEL, attempt), dealer=dealer)
        turns = 0
        while not hand.is_over:
            p = hand.to_play
            if p == seat and hand.phase is Phase.DRAW:
                turns += 1
                if turns == turn:
                    hand.apply(bots[p].choose(hand))
                    break
            hand.apply(bots[p].choose(hand))
        if hand.is_over or hand.phase is not Phase.DISCARD:
            continue
        return position_of(hand, seed=seed, turn=turn)
    raise RummyError(f"no coach position found for seed {seed}", token=seed, code="internal")  # pragma: no cover


@dataclass(frozen=True, slots=True)
class Estimate:
    """A Monte Carlo estimate of one choice's ledger result for the reader (points, KR-10)."""

    mean: float
    se: float
    beaten: float      # the chance of being undercut (KR-10c) when knocking
    beaten_se: float
    rum: bool          # KR-10a: a knock with deadwood 0
    deadwood: int      # the reader's deadwood after the card put down


@dataclass(frozen=True, slots=True)
class Verdict:
    """The engine's judgement of the reader's choice.

    Attributes:
        position: the position judged.
        choice: ``"knock"`` or ``"play"``; card: the card put down (for ``"play"``: the best discard).
        knock: each allowed knock card's estimate (same samples for all).
        best_knock: the knock card with the best mean.
        play: the estimate of playing on with :attr:`play_card`.
        best: the better choice, ``"knock"`` (with :attr:`best_knock`) or ``"play"``.
        loss: how many points the reader's choice gives up against the best one (0 when it is the best);
        loss_se: its standard error (the draws are shared, so it is the error of a paired difference).
        right: the reader's choice is the best one, or less than two standard errors from it.
        actual: the settlement had the reader knocked with :attr:`card` (or the best card) on the real hands.
    """

    position: Position
    choice: str
    card: Card
    knock: dict[Card, Estimate]
    best_knock: Card
    play_card: Card
    play: Estimate
    best: str
    loss: float
    loss_se: float
    samples: int
    right: bool
    actual: KnockSettlement


def _mean_se(values: Sequence[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


def _threw_best(hand: list[Card], throw: tuple[Card, Card | None]) -> bool:
    """Whether a threshold bot holding ``hand`` after its last discard would have made that discard
    (the least deadwood, :func:`~rummylab.bots.best_discard`; never the card it had taken, KR-8)."""
    card, taken = throw
    now = min_deadwood(hand, KNOCK_RUMMY)
    best, _ = best_discard(hand + [card], KNOCK_RUMMY, keep=taken)
    return now == best


def _consistent(hand: list[Card], fixed: int, throw: tuple[Card, Card | None] | None, rest: list[Card],
                rng: SplitMix64) -> list[Card]:
    """The opponent's sampled hand, redrawn (up to :data:`_REDRAWS` times) from ``rest`` until its last
    discard is one its holder would have made; ``rest`` keeps the cards not used (the stock)."""
    if throw is None or fixed >= len(hand):
        return hand
    for _ in range(_REDRAWS):
        if _threw_best(hand, throw):
            break
        free = hand[fixed:]
        rest.extend(free)
        rng.deal_prefix(rest, len(free))
        hand = hand[:fixed] + rest[:len(free)]
        del rest[:len(free)]
    return hand


def _play_on(position: Position, base: KnockHand, hands: list[list[Card]], stock: list[Card], card: Card,
             rng: SplitMix64) -> float:
    """One draw of playing on: discard ``card``, then bots play the hand to its end (the reader's seat too)."""
    state = base.copy()
    for s, h in zip(position.opponents, hands):
        state.hands[s] = list(h)
    state.stock = list(stock)
    state.apply(Move.discard(position.seat, card))
    bots = [KnockThresholdBot(THRESHOLDS[rng.below(len(THRESHOLDS))]) for _ in range(position.players)]
    bots[position.seat] = KnockThresholdBot(READER_THRESHOLD)
    while not state.is_over:
        state.apply(bots[state.to_play].choose(state))
    return float(state.result.net[position.seat])


def judge(position: Position, choice: str, card: Card | str | None = None, *, samples: int = DEFAULT_SAMPLES,
          seed: int = 0) -> Verdict:
    """Estimate knocking now and playing on from ``position``, and judge the reader's ``choice``.

    Args:
        choice: ``"knock"`` (then ``card`` is the card put face down) or ``"play"`` (then the
            engine plays on with the best discard; a ``card`` given is ignored).
        samples: how many draws of the opponents' hands (1 to :data:`MAX_SAMPLES`).
        seed: the estimate's own generator seed (the same inputs give the same verdict).

    Raises:
        RequestError: an unknown choice, a missing card for a knock, a bad sample count.
        IllegalMoveError: a knock card not in the hand, or the card just taken (KR-8).
    """
    if choice not in ("knock", "play"):
        raise RequestError(f"{choice!r} is not a choice (knock or play)", token=str(choice)[:40], code="bad-choice")
    if isinstance(samples, bool) or not isinstance(samples, int) or not 1 <= samples <= MAX_SAMPLES:
        raise RequestError(f"{samples!r} is not a number of samples (1 to {MAX_SAMPLES})", token=samples,
                           code="bad-samples")
    check_seed(seed)
    picked: Card | None = None
    if choice == "knock":
        if card is None:
            raise RequestError("a knock needs the card put face down", token="card", code="missing-field",
                               field="card")
        picked = Card.parse(card) if isinstance(card, str) else card
        if picked not in position.hand:
            raise IllegalMoveError(f"{picked} is not in your hand", rule="KR-6", code="not-in-hand", token=str(picked))
        if picked == position.taken:
            raise IllegalMoveError("cannot knock with the card just taken from the discard pile", rule="KR-8",
                                   code="discard-taken", token=str(picked))
    me = position.seat
    choices = list(sort_cards(set(position.choices())))
    mine = {c: min_deadwood([x for x in position.hand if x != c], KNOCK_RUMMY) for c in choices}
    _, play_card = best_discard(position.hand, KNOCK_RUMMY, keep=position.taken)
    base = position.state()
    known = [position.known[s] for s in position.opponents]
    pile = {t.card for t in position.history if t.taken_by is None}
    out = set(position.hand) | pile | {c for k in known for c in k}
    unseen = [c for c in full_deck() if c not in out]
    rng = SplitMix64(derive_seed(seed, _LABEL, position.seed))
    knock_values: dict[Card, list[float]] = {c: [] for c in choices}
    knock_beaten: dict[Card, int] = {c: 0 for c in choices}
    play_values: list[float] = []
    last = [position.last[s] for s in position.opponents]
    need = sum(position.size - len(k) for k in known)
    for _ in range(samples):
        pool = list(unseen)
        hands = sample_hands(rng, pool, known, position.size)
        stock = pool[need:]
        for i, throw in enumerate(last):
            hands[i] = _consistent(hands[i], len(known[i]), throw, stock, rng)
        rng.shuffle(stock)
        dead = [min_deadwood(h, KNOCK_RUMMY) for h in hands]
        for c in choices:
            table = [0] * position.players
            table[me] = mine[c]
            for s, d in zip(position.opponents, dead):
                table[s] = d
            settled = settle_knock(table, me)
            knock_values[c].append(float(settled.net[me]))
            knock_beaten[c] += settled.case is KnockCase.KNOCKER_BEATEN
        play_values.append(_play_on(position, base, hands, stock, play_card, rng))

    def estimate(values: list[float], beaten: int, deadwood: int) -> Estimate:
        mean, se = _mean_se(values)
        p = beaten / samples
        return Estimate(mean, se, p, math.sqrt(p * (1 - p) / samples), deadwood == 0, deadwood)

    knock = {c: estimate(knock_values[c], knock_beaten[c], mine[c]) for c in choices}
    best_knock = max(choices, key=lambda c: (knock[c].mean, -mine[c]))
    after_play = min_deadwood([x for x in position.hand if x != play_card], KNOCK_RUMMY)
    play = estimate(play_values, 0, after_play)
    best = "knock" if knock[best_knock].mean >= play.mean else "play"
    best_values = knock_values[best_knock] if best == "knock" else play_values
    mine_values = knock_values[picked] if picked is not None else play_values
    loss, loss_se = _mean_se([b - m for b, m in zip(best_values, mine_values)])
    right = loss <= 2 * loss_se or loss == 0
    actual_card = picked if picked is not None else best_knock
    table = [min_deadwood(h, KNOCK_RUMMY) for h in position.hands]
    table[me] = mine[actual_card]
    return Verdict(position=position, choice=choice, card=picked if picked is not None else play_card, knock=knock,
                   best_knock=best_knock, play_card=play_card, play=play, best=best, loss=max(loss, 0.0),
                   loss_se=loss_se, samples=samples, right=right, actual=settle_knock(table, me))
