"""The settlement quiz: seeded end-of-hand tables of Knock Rummy, and answer checking.

A quiz is fully determined by its seed and level, so a link carries it and
the checker recomputes it instead of trusting what the page sends back. The
engine deals the table, solves every hand (KR-5) and settles it (KR-10); the
reader answers each player's net result for the hand.

Levels bring the cases in gradually:

1. two players; the knocker wins alone or is beaten (KR-10b, KR-10c);
2. three or four players; a rum (KR-10a) and a knocker beaten at a bigger table;
3. three to five players; the knocker tied (KR-10d), several winners sharing
   with fractions (KR-10c), the stock run out (KR-10e).

>>> q = make_quiz(7, level=1)
>>> q.players, q.settlement.case.value in ("knocker-wins", "knocker-beaten")
(2, True)
>>> make_quiz(7, level=1) == q   # the seed is the puzzle
True
>>> check_quiz(q, [str(x) for x in q.settlement.net]).correct
True
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .cards import Card, Suit, full_deck, sort_cards
from .errors import RequestError, RummyError
from .games.common import SplitMix64, check_seed, derive_seed
from .melds import Arrangement, best_arrangement
from .rules import KNOCK_RUMMY, knock_hand_size
from .settle import KnockSettlement, format_amount, parse_amount, settle_knock

__all__ = ["LEVELS", "Quiz", "QuizCheck", "make_quiz", "check_quiz", "parse_answers"]

#: The cases each level draws from (the target case is chosen from the seed).
LEVELS: dict[int, tuple[str, ...]] = {
    1: ("knocker-wins", "knocker-beaten"),
    2: ("knocker-wins", "knocker-beaten", "rum"),
    3: ("knocker-tied", "shared-win", "no-knocker", "knocker-beaten"),
}
_PLAYERS = {1: (2, 2), 2: (3, 4), 3: (3, 5)}
_MAX_TRIES = 4000


@dataclass(frozen=True, slots=True)
class Quiz:
    """One end-of-hand table to settle.

    Attributes:
        seed: the quiz's seed (any integer; a link carries it).
        level: 1-3 (see the module's docstring).
        hands: each player's cards at the end of the hand (seat order).
        knocker: the seat that knocked (0-based), or None when the stock ran out.
        arrangements: each player's best arrangement (KR-5).
        settlement: the engine's settlement of the table (KR-10).
    """

    seed: int
    level: int
    hands: tuple[tuple[Card, ...], ...]
    knocker: int | None
    arrangements: tuple[Arrangement, ...]
    settlement: KnockSettlement

    @property
    def players(self) -> int:
        """The number of players at the table."""
        return len(self.hands)

    def question(self) -> dict[str, Any]:
        """The table as shown to the reader, without the answer (1-based knocker)."""
        return {
            "seed": self.seed,
            "level": self.level,
            "players": self.players,
            "knocker": None if self.knocker is None else self.knocker + 1,
            "hands": [[str(c) for c in h] for h in self.hands],
        }


@dataclass(frozen=True, slots=True)
class QuizCheck:
    """The verdict on a reader's answers.

    Attributes:
        quiz: the quiz that was answered.
        answers: the amounts read from the reader's answers (seat order).
        right: for each player, whether the answer equals the engine's net.
    """

    quiz: Quiz
    answers: tuple[Fraction, ...]
    right: tuple[bool, ...]

    @property
    def correct(self) -> bool:
        """True when every player's answer is right."""
        return all(self.right)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the verdict, the expected nets and the settlement (1-based players)."""
        return {
            "correct": self.correct,
            "right": list(self.right),
            "answers": [format_amount(a) for a in self.answers],
            "expected": [format_amount(x) for x in self.quiz.settlement.net],
            "settlement": self.quiz.settlement.to_dict(),
            "arrangements": [a.to_dict() for a in self.quiz.arrangements],
        }


def _check_level(level: object) -> int:
    if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
        raise RequestError(f"{level!r} is not a quiz level (1 to {len(LEVELS)})", token=level, code="bad-level",
                           limit=len(LEVELS))
    return level


def _meld_hand(rng: SplitMix64, size: int) -> list[Card]:
    """A hand of ``size`` cards made only of melds (for a rum, KR-10a): runs and a set, disjoint."""
    suits = [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]
    plans: dict[int, list[tuple[int, ...]]] = {7: [(3, 4), (4, 3)], 10: [(3, 3, 4), (4, 3, 3), (3, 4, 3)]}
    lengths = plans[size]
    plan = lengths[rng.below(len(lengths))]
    while True:
        cards: list[Card] = []
        used_ranks: set[int] = set()
        for i, n in enumerate(plan):
            if i == len(plan) - 1 and n <= 4:
                # The last meld is a set, of a rank no run touches.
                free = [r for r in range(1, 14) if r not in used_ranks]
                rank = free[rng.below(len(free))]
                picked = list(suits)
                rng.shuffle(picked)
                cards += [Card(rank, s) for s in picked[:n]]
            else:
                suit = suits[rng.below(4)]
                start = 1 + rng.below(14 - n)
                cards += [Card(r, suit) for r in range(start, start + n)]
                used_ranks.update(range(start, start + n))
        if len(set(cards)) == len(cards):
            return cards


def _deal(rng: SplitMix64, players: int, rum_seat: int | None) -> list[tuple[Card, ...]]:
    size = knock_hand_size(players)
    fixed = _meld_hand(rng, size) if rum_seat is not None else []
    deck = [c for c in full_deck() if c not in fixed]
    rng.shuffle(deck)
    hands: list[tuple[Card, ...]] = []
    for seat in range(players):
        if seat == rum_seat:
            hands.append(sort_cards(fixed))
        else:
            hands.append(sort_cards(deck[:size]))
            del deck[:size]
    return hands


def _pick_knocker(target: str, deadwood: list[int], rng: SplitMix64) -> tuple[bool, int | None]:
    """The knocker that makes this table an instance of ``target``, if any."""
    m = min(deadwood)
    low = [i for i, d in enumerate(deadwood) if d == m]
    high = [i for i, d in enumerate(deadwood) if d > m]
    if target == "knocker-wins":
        return (len(low) == 1 and m > 0, low[0])
    if target == "knocker-beaten":
        return (len(low) == 1 and bool(high), high[rng.below(len(high))] if high else None)
    if target == "shared-win":
        return (len(low) >= 2 and bool(high) and m > 0, high[rng.below(len(high))] if high else None)
    if target == "knocker-tied":
        return (len(low) >= 2 and bool(high) and m > 0, low[rng.below(len(low))])
    if target == "no-knocker":
        return (len(low) >= 1 and bool(high), None)
    raise AssertionError(target)  # pragma: no cover - LEVELS holds only the names above


def make_quiz(seed: int, level: int = 1) -> Quiz:
    """Deal the end-of-hand table of quiz ``seed`` at ``level`` and settle it.

    The target case is drawn from the level's cases; deals are drawn from
    the seed until one fits (a rum hand is built from melds, since random
    hands almost never are).

    Raises:
        RequestError: the seed is not an integer or the level is not 1-3.
    """
    check_seed(seed)
    _check_level(level)
    rng = SplitMix64(derive_seed(seed, level))
    cases = LEVELS[level]
    target = cases[rng.below(len(cases))]
    low, high = _PLAYERS[level]
    for _ in range(_MAX_TRIES):
        players = low + rng.below(high - low + 1)
        rum_seat = rng.below(players) if target == "rum" else None
        hands = _deal(rng, players, rum_seat)
        arrangements = [best_arrangement(h, KNOCK_RUMMY) for h in hands]
        deadwood = [a.deadwood for a in arrangements]
        if target == "rum":
            fits, knocker = True, rum_seat
        else:
            fits, knocker = _pick_knocker(target, deadwood, rng)
        if fits:
            settlement = settle_knock(deadwood, knocker)
            return Quiz(seed, level, tuple(hands), knocker, tuple(arrangements), settlement)
    raise RummyError(f"no table found for quiz {seed} at level {level}", token=seed, code="internal")  # pragma: no cover


def parse_answers(answers: object, players: int) -> tuple[Fraction, ...]:
    """Read one answer per player (``"-15"``, ``"7/2"``, ``"3,5"``, ``"3½"``).

    Raises:
        RequestError: not one answer per player (``answer-count``).
        RummyError: an empty answer (``empty-answer``) or one that is not an
            amount (``bad-amount``); ``params["player"]`` is the 1-based player.
    """
    if not isinstance(answers, (list, tuple)) or len(answers) != players:
        count = len(answers) if isinstance(answers, (list, tuple)) else 0
        raise RequestError(f"expected {players} answers, one per player, got {count}", token=count,
                           code="answer-count", expected=players)
    out = []
    for seat, raw in enumerate(answers):
        text = raw if isinstance(raw, str) else str(raw)
        if not text.strip():
            raise RummyError(f"the answer for player {seat + 1} is empty", token="", code="empty-answer",
                             player=seat + 1)
        try:
            out.append(parse_amount(text))
        except RummyError as err:
            err.params["player"] = seat + 1
            raise
    return tuple(out)


def check_quiz(quiz: Quiz, answers: object) -> QuizCheck:
    """Compare the reader's answers (each player's net for the hand) with the engine's settlement.

    >>> q = make_quiz(3, level=2)
    >>> wrong = ["0"] * q.players
    >>> check_quiz(q, wrong).correct
    False
    """
    amounts = parse_answers(answers, quiz.players)
    right = tuple(a == x for a, x in zip(amounts, quiz.settlement.net))
    return QuizCheck(quiz, amounts, right)
