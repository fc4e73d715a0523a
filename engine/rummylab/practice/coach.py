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
redrawn, up to three times), the same draws serving both choices:

- knocking now: the ledger result of KR-10 for the reader, its mean, the
  chance of being undercut (KR-10c) and whether it is a rum (KR-10a);
- playing on: the reader discards the best card (the least deadwood,
  :func:`rummylab.games.bots.best_discard`), and bots play the hand to its end:
  every opponent as a threshold bot (:class:`rummylab.games.bots.KnockThresholdBot`)
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

from dataclasses import dataclass
from typing import Any

from rummylab.games.knock.bots import KnockThresholdBot
from rummylab.core.cards import Card, sort_cards
from rummylab.core.errors import IllegalMoveError, RummyError
from rummylab.games.common import MoveKind, Phase, SplitMix64, check_seed, derive_seed
from rummylab.games.knock.state import KnockHand
from rummylab.core.rules import KNOCK_RUMMY, Rules, knock_hand_size

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
        players = 2 + rng.below(4)
        dealer = rng.below(players)
        seat = rng.below(players)
        turn = 1 + rng.below(_TURNS)
        bots = [KnockThresholdBot(-1) if s == seat else KnockThresholdBot(THRESHOLDS[rng.below(len(THRESHOLDS))])
                for s in range(players)]
        hand = KnockHand(players, seed=derive_seed(seed, _LABEL, attempt), dealer=dealer, **options)
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
        if not any(m.kind is MoveKind.KNOCK for m in hand.legal_moves()):
            continue  # knock-max (KR-7): no knock to weigh against playing on
        return position_of(hand, seed=seed, turn=turn)
    # Only house rules that leave few knocks (knock-max, KR-7) get here: the profile always finds one.
    raise RummyError(f"no coach position found for seed {seed} under these house rules", token=seed,
                     code="coach-no-position", rule="KR-7")


# The verdict lives in its own module; its names are part of this one's API.
from rummylab.practice.coach_judge import Estimate, Verdict, judge  # noqa: E402 - it reads the Position defined above
