"""The knock coach: a decision reached in seeded bot play, the reader's choice and the engine's verdict.

KR-7 lets a player knock on any turn with any deadwood; the question is
whether the others hold more (KR-EX1). :func:`make_position` deals a hand
(KR-2) and lets bots play it (KR-6) up to one of the reader's turns, just
after the reader's draw: the reader sees their cards, the turn, the table
size and every card thrown face up so far, and chooses to knock (with a
discard put face down) or to play on.

:func:`judge` then estimates both choices by Monte Carlo over the opponents'
hands as the reader can know them (the advisor's model,
:func:`rummylab.practice.advisor.sample_hands`: a card taken from the discard pile and
not thrown since stays in its taker's hand, the rest is dealt uniformly from
the unseen cards; and each opponent's last discard must be one its holder,
playing as the bots play, would have made: a hand that would have kept it is
redrawn, up to three times; then each hand is improved by that player's draws so
far, up to three, as the expert pictures the others' hands: one more card each,
the worst card left out of the melds thrown back, :func:`_improved`), the same
draws serving both choices. (Dealt at random and not improved, the others' hands
held far more deadwood than hands played for a few turns: against the real hands
of positions 1-40 the best knock's estimate leaned by −23.5 points; improved, by
+2.3, ``bench/bench_coach.py``.)

- knocking now: the ledger result of KR-10 for the reader, its mean, the
  chance of being undercut (KR-10c) and whether it is a rum (KR-10a);
- playing on: the reader discards the best card (the least deadwood,
  :func:`rummylab.games.bots.best_discard`), and the hand is played to its end:
  the reader's seat by the expert (:class:`rummylab.games.knock.expert.KnockExpert`,
  seeded from the estimate's seed, the position's and the draw's number, weighing each knock
  on :data:`READER_SAMPLES` deals of the others' hands), every opponent as a threshold bot
  (:class:`rummylab.games.bots.KnockThresholdBot`) whose threshold is drawn from 3 to 12
  (the reader does not know it): a one-step lookahead (this decision)
  with the expert's continuation. The expert sees only its own seat's view, in every draw.

The verdict also says what the expert would do in the reader's place, with its reason
(:func:`expert_advice`): it is handed the reader's :class:`~rummylab.games.seen.PlayerView` of
the position, never the other hands. The expert's continuation makes the verdict about 2.5 times as
long as a bot's in the reader's seat did (median; 3.5 to 6 times in the worst case; ``bench/bench_coach.py``,
the figures are in ARCHITECTURE.md's Benchmarks); the worksheets' knock problems keep that bot
(``reader`` in :func:`judge`).

>>> p = make_position(7)
>>> len(p.hand) == p.size + 1, 2 <= p.players <= 5
(True, True)
>>> v = judge(p, "play", samples=20)
>>> v.best in ("knock", "play"), v.samples
(True, 20)

The knock coach's verdict (:mod:`rummylab.practice.coach`): knocking now and playing on estimated, the reader's choice judged.

See :mod:`rummylab.practice.coach` for the model. Under house rules (the position's :attr:`~rummylab.practice.coach.Position.rules`)
the estimates settle by them: a knock over ``knock-max`` is not a choice (KR-7), the others lay off on the
knocker's melds with ``lay-off``, the penalty and bonus are the house's (KR-10).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

from rummylab.core.budget import check
from rummylab.core.cards import Card, full_deck, sort_cards
from rummylab.core.errors import IllegalMoveError, RequestError, RummyError
from rummylab.core.rules import KNOCK_RUMMY, Rules, knock_hand_size
from rummylab.games.bots import best_discard
from rummylab.games.common import Move, MoveKind, Phase, SplitMix64, check_seed, derive_seed
from rummylab.games.expert import Reason
from rummylab.games.knock.bots import KnockThresholdBot
from rummylab.games.knock.settle import KnockCase, KnockSettlement, settle_knock
from rummylab.games.knock.state import KnockHand
from rummylab.practice.advisor import sample_hands
from rummylab.solver.arrangement import Meld
from rummylab.solver.melds import best_arrangement, min_deadwood

__all__ = ["Position", "position_of", "Estimate", "Verdict", "Advice", "make_position", "judge", "expert_advice",
           "DEFAULT_SAMPLES", "MAX_SAMPLES", "THRESHOLDS", "READER_SAMPLES", "READERS", "READER_THRESHOLD"]

#: The samples of one verdict when the request names none (0.6 s median, 1.6 s worst in Pyodide on Node).
DEFAULT_SAMPLES = 80
#: The most samples one verdict may ask for.
MAX_SAMPLES = 2000
#: The knocking thresholds of the bots that play the deals, and the ones the model draws from.
THRESHOLDS = range(3, 13)
#: The deals the expert playing the reader's seat on settles for each knock it weighs (its own default: 160).
#: Over positions 1-40, playing on estimated with 10 is 0.5 points from the estimate with 160 on average
#: (lean −0.1; the same better choice in all 40); the verdict takes 0.6 s median in Pyodide on Node (1.1 s with 40).
READER_SAMPLES = 10
#: Who may play the reader's seat on in :func:`judge`: the expert, or the bot below (worksheets only).
READERS = ("expert", "threshold")
#: With ``reader="threshold"`` the reader's seat plays on as a bot knocking at this deadwood or less.
READER_THRESHOLD = 8
_TURNS = 6          # the reader's decision comes on one of their first six turns
_MAX_TRIES = 200
_IMPROVE = 3       # the most draws a sampled opponent's hand is improved by (as the expert's model, KR-6)
_REDRAWS = 3       # redraws of an opponent's hand whose last discard its holder would not have made
_LABEL = 17         # derive_seed's label for the coach, so its deals differ from the quiz's


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
        record: the hand's record up to here (it replays exactly, with its house rules).
        rules: the rules the hand is played by: the profile, or the house rules of :func:`make_position`.
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
    rules: Rules = KNOCK_RUMMY

    @property
    def size(self) -> int:
        """The hand size of the table (KR-2): 10 with 2 players, 7 with 3-5 (``five-hand``: 6 at five)."""
        return knock_hand_size(self.players, self.rules.five_hand)

    @property
    def opponents(self) -> tuple[int, ...]:
        """The other seats, in the order they play after the reader."""
        return tuple((self.seat + k) % self.players for k in range(1, self.players))

    def choices(self) -> tuple[Card, ...]:
        """The cards the reader may put down, face up or face down (all but the one just taken, KR-8)."""
        return tuple(c for c in self.hand if c != self.taken)

    def state(self) -> KnockHand:
        """The hand as the bots left it (replayed from :attr:`record`)."""
        from rummylab.games import replay

        hand = replay(self.record)
        assert isinstance(hand, KnockHand)
        return hand

    def question(self) -> dict[str, Any]:
        """The position as the reader sees it (1-based seats, cards with suit symbols).

        With the house rule ``knock-max`` (KR-7), ``knock_choices`` lists the cards the reader may knock with.
        """
        data: dict[str, Any] = {
            "seed": self.seed, "players": self.players, "seat": self.seat + 1, "turn": self.turn,
            "hand": [str(c) for c in sort_cards(self.hand)], "taken": None if self.taken is None else str(self.taken),
            "stock": self.stock, "choices": [str(c) for c in sort_cards(self.choices())],
            "history": [{"seat": None if t.seat is None else t.seat + 1, "card": str(t.card),
                         "taken_by": None if t.taken_by is None else t.taken_by + 1} for t in self.history],
        }
        if self.rules.knock_max is not None:
            knocks = {m.card for m in self.state().legal_moves() if m.kind is MoveKind.KNOCK}
            data["knock_choices"] = [str(c) for c in sort_cards(knocks)]
        return data


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
                    hands=tuple(tuple(h) for h in hand.hands), known=known, last=last, record=hand.to_record(),
                    rules=hand.rules)


def make_position(seed: int, **options: Any) -> Position:
    """The coach's position number ``seed``: a hand played by bots up to the reader's decision.

    The table size (2-5), the dealer, the reader's seat, the turn (1-6) and the
    bots' thresholds come from the seed; the reader's seat is played until then
    by a bot that never knocks. A hand that a bot ends first is dealt again
    from the next derived seed. ``options``: house rules (``Rules`` fields) the hand is played by.

    Raises:
        RequestError: the seed is not a whole number.
        RulesError: an option that is not a Knock Rummy house rule, a value out of range.
    """
    check_seed(seed)
    rng = SplitMix64(derive_seed(seed, _LABEL))
    for attempt in range(_MAX_TRIES):
        check()
        players = 2 + rng.below(4)
        dealer = rng.below(players)
        seat = rng.below(players)
        turn = 1 + rng.below(_TURNS)
        bots = [KnockThresholdBot(-1) if s == seat else KnockThresholdBot(THRESHOLDS[rng.below(len(THRESHOLDS))])
                for s in range(players)]
        hand = KnockHand(players, seed=derive_seed(seed, _LABEL, attempt), dealer=dealer, **options)
        turns = 0
        while not hand.is_over:
            check()
            p = hand.to_play
            if p == seat and hand.phase is Phase.DRAW:
                turns += 1
                if turns == turn:
                    hand.apply(bots[p].choose(hand))
                    break
            hand.apply(bots[p].choose(hand))
        if hand.is_over or hand.phase is not Phase.DISCARD:
            continue
        if not any(m.kind is MoveKind.KNOCK for m in hand.legal_moves()):
            continue  # knock-max (KR-7): no knock to weigh against playing on
        return position_of(hand, seed=seed, turn=turn)
    # Only house rules that leave few knocks (knock-max, KR-7) get here: the profile always finds one.
    raise RummyError(f"no coach position found for seed {seed} under these house rules", token=seed,
                     code="coach-no-position", rule="KR-7")


# The verdict lives in its own module; its names are part of this one's API.


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
        expert: what the expert would do in the reader's place, with its reason (:func:`expert_advice`).
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
    expert: Advice


@dataclass(frozen=True, slots=True)
class Advice:
    """The expert's move in the reader's place: ``choice`` (``"knock"`` or ``"play"``), the card it puts
    down (face down for a knock, on the pile for playing on) and its :class:`~rummylab.games.expert.Reason`."""

    choice: str
    card: Card
    reason: Reason


def expert_advice(position: Position) -> Advice:
    """What the expert would do at ``position``, decided from the reader's view only.

    The expert (:class:`~rummylab.games.knock.expert.KnockExpert`, seeded by the position's seed) is
    handed :func:`rummylab.games.seen.view_of` the replayed hand for the reader's seat: the reader's
    cards, the discard pile, what each player took and passed over, the hands' sizes, the stock's
    size and the rules; the other hands are not in it.

    >>> a = expert_advice(make_position(7))
    >>> a.choice in ("knock", "play"), a.card in make_position(7).choices(), a.reason.key != ""
    (True, True, True)
    """
    from rummylab.games.knock.expert import KnockExpert
    from rummylab.games.seen import view_of

    move, why = KnockExpert(position.seed).decide(view_of(position.state(), position.seat))
    assert move.card is not None  # a discard or a knock, just after the draw
    return Advice("knock" if move.kind is MoveKind.KNOCK else "play", move.card, why)


def _mean_se(values: Sequence[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


def _threw_best(hand: list[Card], throw: tuple[Card, Card | None], rules: Rules) -> bool:
    """Whether a threshold bot holding ``hand`` after its last discard would have made that discard
    (the least deadwood, :func:`~rummylab.games.bots.best_discard`; never the card it had taken, KR-8)."""
    card, taken = throw
    now = min_deadwood(hand, rules)
    best, _ = best_discard(hand + [card], rules, keep=taken)
    return now == best


def _consistent(hand: list[Card], fixed: int, throw: tuple[Card, Card | None] | None, rest: list[Card],
                rng: SplitMix64, rules: Rules) -> list[Card]:
    """The opponent's sampled hand, redrawn (up to :data:`_REDRAWS` times) from ``rest`` until its last
    discard is one its holder would have made; ``rest`` keeps the cards not used (the stock)."""
    if throw is None or fixed >= len(hand):
        return hand
    for _ in range(_REDRAWS):
        check()
        if _threw_best(hand, throw, rules):
            break
        free = hand[fixed:]
        rest.extend(free)
        rng.deal_prefix(rest, len(free))
        hand = hand[:fixed] + rest[:len(free)]
        del rest[:len(free)]
    return hand


def _improved(hand: list[Card], fixed: int, extra: int, stock: list[Card], rules: Rules) -> list[Card]:
    """The sampled hand as a player who kept the best of ``extra`` draws holds it (the expert's model
    of the others, :class:`~rummylab.games.knock.expert.KnockExpert`): ``extra`` cards more from
    ``stock``, then as many given back to it, the highest-valued of those its best arrangement
    leaves out (never the first ``fixed``, the cards it is known to hold). A hand dealt at random
    holds far more deadwood than one that has drawn a few times, and a knock judged against such
    hands looks better than it is."""
    if not extra or len(stock) < extra:
        return hand
    cards = hand + stock[:extra]
    del stock[:extra]
    known = set(hand[:fixed])
    out = set(best_arrangement(cards, rules).unmatched)
    free = [c for c in cards if c not in known]
    free.sort(key=lambda c: (c in out, rules.value(c)), reverse=True)
    for c in free[:extra]:
        cards.remove(c)
        stock.append(c)
    return cards


def _play_on(position: Position, base: KnockHand, hands: list[list[Card]], stock: list[Card], card: Card,
             rng: SplitMix64, expert_seed: int | None) -> float:
    """One draw of playing on: discard ``card``, then play the hand to its end: the reader's seat as the
    expert (seeded by ``expert_seed``, knocking on :data:`READER_SAMPLES` deals; None: a threshold bot
    knocking at :data:`READER_THRESHOLD`), the others as threshold bots."""
    from rummylab.games.knock.expert import KnockExpert

    state = base.copy()
    for s, h in zip(position.opponents, hands):
        state.hands[s] = list(h)
    state.stock = list(stock)
    state.apply(Move.discard(position.seat, card))
    # A threshold is drawn for every seat, the reader's too (unused): the generator then gives the next
    # draw of the others' hands as before, and the knock's estimates do not depend on the continuation.
    bots: list[Any] = [KnockThresholdBot(THRESHOLDS[rng.below(len(THRESHOLDS))]) for _ in range(position.players)]
    if expert_seed is not None:
        bots[position.seat] = KnockExpert(expert_seed, samples=READER_SAMPLES)
    else:
        bots[position.seat] = KnockThresholdBot(READER_THRESHOLD)
    while not state.is_over:
        check()
        state.apply(bots[state.to_play].choose(state))
    return float(state.result.net[position.seat])


def judge(position: Position, choice: str, card: Card | str | None = None, *, samples: int = DEFAULT_SAMPLES,
          seed: int = 0, reader: str = "expert") -> Verdict:
    """Estimate knocking now and playing on from ``position``, and judge the reader's ``choice``.

    Args:
        choice: ``"knock"`` (then ``card`` is the card put face down) or ``"play"`` (then the
            engine plays on with the best discard; a ``card`` given is ignored).
        samples: how many draws of the opponents' hands (1 to :data:`MAX_SAMPLES`).
        seed: the estimate's own generator seed (the same inputs give the same verdict).
        reader: who plays the reader's seat on after the decision: ``"expert"`` (the coach's model) or
            ``"threshold"``, a bot knocking at :data:`READER_THRESHOLD` or less. Only the worksheets'
            knock problems keep the bot (:mod:`rummylab.teaching.problems`): they judge positions
            until one is clear, and with the expert a sheet of four took about 7 times as long
            (0.6 s to 4.3 s median in CPython); on the clear positions they keep, the expert's
            verdict chose the same (36 of 36 measured).

    Raises:
        RequestError: an unknown choice, a missing card for a knock, a bad sample count, an unknown ``reader``.
        IllegalMoveError: a knock card not in the hand, or the card just taken (KR-8), or one that
            leaves more deadwood than the house's ``knock-max`` (KR-7).
    """
    rules = position.rules
    if choice not in ("knock", "play"):
        raise RequestError(f"{choice!r} is not a choice (knock or play)", token=str(choice)[:40], code="bad-choice")
    if isinstance(samples, bool) or not isinstance(samples, int) or not 1 <= samples <= MAX_SAMPLES:
        raise RequestError(f"{samples!r} is not a number of samples (1 to {MAX_SAMPLES})", token=samples,
                           code="bad-samples")
    check_seed(seed)
    if reader not in READERS:
        raise RequestError(f"{reader!r} is not a reader (expert or threshold)", token=str(reader)[:40], code="bad-field",
                           field="reader")
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
    mine = {c: min_deadwood([x for x in position.hand if x != c], rules) for c in set(position.choices())}
    limit = rules.knock_max
    choices = [c for c in sort_cards(mine) if limit is None or mine[c] <= limit]  # KR-7 (knock-max)
    if picked is not None and picked not in choices:
        raise IllegalMoveError(f"cannot knock with deadwood {mine[picked]}: at most {limit} here", rule="KR-7",
                               code="knock-over-max", token=mine[picked], limit=limit)
    if not choices:
        raise IllegalMoveError(f"no knock is allowed here: at most {limit} deadwood", rule="KR-7",
                               code="knock-over-max", token=min(mine.values()), limit=limit)
    lay_off = {c: _melds(position, c) for c in choices} if rules.lay_off else {}
    _, play_card = best_discard(position.hand, rules, keep=position.taken)
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
    # How many draws of each opponent the sampled hands are improved by (each turn is a draw; at most _IMPROVE).
    draws = [min(sum(t.seat == s for t in position.history), _IMPROVE) for s in position.opponents]
    for i in range(samples):
        check()
        pool = list(unseen)
        hands = sample_hands(rng, pool, known, position.size)
        stock = pool[need:]
        for i, throw in enumerate(last):
            hands[i] = _consistent(hands[i], len(known[i]), throw, stock, rng, rules)
            hands[i] = _improved(hands[i], len(known[i]), draws[i], stock, rules)
        rng.shuffle(stock)
        dead = [min_deadwood(h, rules) for h in hands]
        for c in choices:
            table = [0] * position.players
            table[me] = mine[c]
            for s, d in zip(position.opponents, _laid(hands, lay_off.get(c), rules) or dead):
                table[s] = d
            settled = settle_knock(table, me, rules=rules)
            knock_values[c].append(float(settled.net[me]))
            knock_beaten[c] += settled.case is KnockCase.KNOCKER_BEATEN
        play_values.append(_play_on(position, base, hands, stock, play_card, rng,
                                    derive_seed(seed, _LABEL, position.seed, i) if reader == "expert" else None))

    def estimate(values: list[float], beaten: int, deadwood: int) -> Estimate:
        mean, se = _mean_se(values)
        p = beaten / samples
        return Estimate(mean, se, p, math.sqrt(p * (1 - p) / samples), deadwood == 0, deadwood)

    knock = {c: estimate(knock_values[c], knock_beaten[c], mine[c]) for c in choices}
    best_knock = max(choices, key=lambda c: (knock[c].mean, -mine[c]))
    after_play = min_deadwood([x for x in position.hand if x != play_card], rules)
    play = estimate(play_values, 0, after_play)
    best = "knock" if knock[best_knock].mean >= play.mean else "play"
    best_values = knock_values[best_knock] if best == "knock" else play_values
    mine_values = knock_values[picked] if picked is not None else play_values
    loss, loss_se = _mean_se([b - m for b, m in zip(best_values, mine_values)])
    right = loss <= 2 * loss_se or loss == 0
    actual_card = picked if picked is not None else best_knock
    hands_now = [list(h) for h in position.hands]
    hands_now[me].remove(actual_card)
    table = [min_deadwood(h, rules) for h in hands_now]
    laid = _laid([hands_now[s] for s in position.opponents], lay_off.get(actual_card), rules)
    for s, d in zip(position.opponents, laid or []):
        table[s] = d
    return Verdict(position=position, choice=choice, card=picked if picked is not None else play_card, knock=knock,
                   best_knock=best_knock, play_card=play_card, play=play, best=best, loss=max(loss, 0.0),
                   loss_se=loss_se, samples=samples, right=right, actual=settle_knock(table, me, rules=rules),
                   expert=expert_advice(position))


def _melds(position: Position, card: Card) -> tuple[Meld, ...] | None:
    """The reader's melds after putting ``card`` down, for the others to lay off on (``lay-off``), or None at rum."""
    from rummylab.solver.melds import best_arrangement

    kept = best_arrangement([x for x in position.hand if x != card], position.rules)
    return kept.melds if kept.deadwood > 0 else None  # KR-10a: nobody lays off on a rum


def _laid(hands: Sequence[Sequence[Card]], melds: tuple[Meld, ...] | None, rules: Rules) -> list[int] | None:
    """Each hand's deadwood after laying off on ``melds`` (:func:`rummylab.games.knock.lay_off.best_lay_off`), or None without."""
    if melds is None:
        return None
    from rummylab.games.knock.lay_off import best_lay_off

    return [best_lay_off(h, melds, rules)[0].deadwood for h in hands]
