"""Difficulty: a level 1-5 for each practice problem, measured from what the engine computes of it.

A problem's difficulty depends on the problem alone (its seed and rules), never on the reader:

- **meld puzzle**: how many melds look like a good start but lead to more deadwood than the best
  (*near-best*: the best arrangement that uses that meld is at most :data:`NEAR` points worse),
  whether the longest meld in the hand is such a trap (the longest-meld reflex), the wild cards,
  and how many melds the best arrangement needs;
- **settlement quiz**: which case of KR-10 the table is, fractions in the payments (several
  winners sharing), a tie with the knocker, the number of players;
- **knock coach**: how close knocking now and playing on are (the gap between the two
  estimates, from a fixed small sample: :data:`COACH_SAMPLES` draws with the estimate's seed 0).

Each problem gets a score; :data:`CUTS` turn scores into levels. The cuts were calibrated on a
few thousand generated problems (``bench/bench_difficulty.py`` prints the distribution) so that
each level holds a fair share of the problems a tool deals.

:func:`find_at_level` deals problems from seeds derived from a starting seed until one has the
level asked: the problem keeps its own seed, so its address deals it again, level or not.

>>> from rummylab.practice.puzzles import make_puzzle
>>> d = puzzle_difficulty(make_puzzle(11))
>>> 1 <= d.level <= 5, d == puzzle_difficulty(make_puzzle(11))
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from rummylab.core.budget import check
from rummylab.core.cards import Card
from rummylab.core.errors import MeldError, RequestError
from rummylab.core.rules import Rules
from rummylab.games.common import derive_seed
from rummylab.solver.melds import make_meld, min_deadwood

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.practice.coach import Position
    from rummylab.practice.puzzles import Puzzle
    from rummylab.practice.quiz import Quiz

__all__ = ["LEVELS", "NEAR", "COACH_SAMPLES", "CUTS", "Difficulty", "puzzle_difficulty", "quiz_difficulty",
           "coach_difficulty", "check_difficulty", "find_at_level", "level_of", "MAX_SEARCH"]

#: The levels, easiest first.
LEVELS = (1, 2, 3, 4, 5)
#: A meld is near-best when the best arrangement using it has at most this many points more deadwood.
NEAR = 10
#: The draws of the coach's difficulty estimate (fixed, so a position's level never changes).
COACH_SAMPLES = 16
#: How many problems :func:`find_at_level` deals at most before it keeps the closest one.
MAX_SEARCH = 60
#: For each tool (meld puzzles by game), the smallest score of levels 2, 3, 4 and 5 (calibrated: bench/bench_difficulty.py).
CUTS: dict[str, tuple[float, float, float, float]] = {
    "puzzle:knock": (2.0, 5.0, 9.0, 11.0),
    "puzzle:three-thirteen": (5.0, 13.0, 20.0, 33.0),
    "quiz": (1.0, 1.5, 2.5, 4.0),
    "coach": (12.0, 19.0, 23.0, 26.5),
}
_SEARCH_LABEL = 29  # derive_seed's label for the search, so its seeds differ from the tools' own


@dataclass(frozen=True, slots=True)
class Difficulty:
    """A problem's level (1-5), its score and the features the score adds up (JSON-ready values)."""

    level: int
    score: float
    features: dict[str, Any] = field(default_factory=dict, compare=False)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``{"level", "score", "features"}``."""
        return {"level": self.level, "score": round(self.score, 2), "features": dict(self.features)}


def level_of(tool: str, score: float) -> int:
    """The level of ``score`` for ``tool`` (:data:`CUTS`).

    >>> level_of("puzzle:knock", 0), level_of("puzzle:knock", 5), level_of("puzzle:knock", 100)
    (1, 3, 5)
    """
    return 1 + sum(score >= cut for cut in CUTS[tool])


def check_difficulty(level: object) -> int:
    """``level`` if it is a level (1-5); else a ``bad-difficulty`` error naming it."""
    if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
        raise RequestError(f"{level!r} is not a difficulty level (1 to {len(LEVELS)})", token=str(level)[:40],
                           code="bad-difficulty", limit=len(LEVELS))
    return level


# --- meld puzzles -------------------------------------------------------------------------------

def _candidate_melds(hand: tuple[Card, ...], rules: Rules) -> list[tuple[Card, ...]]:
    """Every legal meld the hand holds (distinct by its cards): sets and runs, with wild cards as the rules allow."""
    wilds = [c for c in hand if rules.is_wild(c)]
    naturals = [c for c in hand if not rules.is_wild(c)]
    groups: list[list[Card]] = []
    for rank in sorted({c.rank for c in naturals}):
        groups.append([c for c in naturals if c.rank == rank])
    for suit in sorted({c.suit for c in naturals}, key=str):
        groups.append([c for c in naturals if c.suit == suit])
    longest = len(hand)
    found: set[tuple[Card, ...]] = set()
    for group in groups:
        for size in range(1, min(len(group), longest) + 1):
            for part in combinations(group, size):
                for w in range(0, min(len(wilds), longest - size) + 1):
                    if size + w < 3:
                        continue
                    cards = tuple(sorted(part + tuple(wilds[:w]), key=lambda c: c.sort_key))
                    if cards in found:
                        continue
                    check()
                    try:
                        make_meld(cards, rules)
                    except MeldError:
                        continue
                    found.add(cards)
    if rules.all_wild and len(wilds) >= 3:
        for w in range(3, len(wilds) + 1):
            found.add(tuple(sorted(wilds[:w], key=lambda c: c.sort_key)))
    return sorted(found, key=lambda m: [c.sort_key for c in m])


def _without(hand: tuple[Card, ...], meld: tuple[Card, ...]) -> list[Card]:
    rest = list(hand)
    for card in meld:
        rest.remove(card)
    return rest


def puzzle_difficulty(puzzle: Puzzle) -> Difficulty:
    """The meld puzzle's difficulty: near-best melds (traps), the longest-meld trap, wild cards, melds to find.

    score = 3 × near-best melds + the other legal melds the hand holds beyond the best's (overlaps,
    choices to weigh) + 2 if the longest meld is a trap + 1 per wild card + (melds in the best
    arrangement − 1), − 1 when several arrangements are best (more ways to be right).
    """
    hand, rules = puzzle.hand, puzzle.rules
    best = puzzle.best.deadwood
    near = 0
    candidates = 0
    longest: tuple[int, int] = (0, 0)
    longest_trap = False
    for meld in _candidate_melds(hand, rules):
        candidates += 1
        using = min_deadwood(_without(hand, meld), rules)
        if best < using <= best + NEAR:
            near += 1
        size = (len(meld), sum(rules.value(c) for c in meld))
        if size > longest:
            longest, longest_trap = size, using > best
    wilds = sum(rules.is_wild(c) for c in hand)
    melds = len(puzzle.best.melds)
    overlaps = max(0, candidates - melds)
    score = 3 * near + overlaps + 2 * longest_trap + wilds + max(0, melds - 1) - (puzzle.ways > 1)
    features = {"near_best": near, "overlaps": overlaps, "longest_trap": longest_trap, "wilds": wilds, "melds": melds,
                "ways": puzzle.ways}
    return Difficulty(level_of(f"puzzle:{puzzle.game}", score), float(score), features)


# --- the settlement quiz ------------------------------------------------------------------------

#: Each KR-10 case's weight in a quiz's score (the target cases of :mod:`rummylab.practice.quiz`).
CASE_WEIGHT = {"knocker-wins": 0.0, "knocker-beaten": 1.0, "rum": 1.0, "no-knocker": 2.0, "knocker-tied": 2.5}


def quiz_difficulty(quiz: Quiz) -> Difficulty:
    """The quiz table's difficulty: its KR-10 case, fractions in the payments, a tie with the knocker, the players.

    score = the case's weight + 2 when a payment is not whole (winners sharing) + 1 for a tie
    with the knocker + 1 per winner past the first + 0.5 per player past two.
    """
    settlement = quiz.settlement
    case = settlement.case.value
    fractions = any(x.denominator != 1 for x in settlement.net)
    knocker = quiz.knocker
    tie = knocker is not None and any(settlement.deadwood[s] == settlement.deadwood[knocker]
                                      for s in range(quiz.players) if s != knocker)
    winners = len(settlement.winners)
    score = CASE_WEIGHT.get(case, 1.0) + 2 * fractions + tie + max(0, winners - 1) + 0.5 * (quiz.players - 2)
    features = {"case": case, "rule": settlement.case.rule, "fractions": fractions, "tie": tie,
                "winners": winners, "players": quiz.players}
    return Difficulty(level_of("quiz", score), score, features)


# --- the knock coach ----------------------------------------------------------------------------

def coach_difficulty(position: Position) -> Difficulty:
    """The coach position's difficulty: how close knocking now (its best card) and playing on are.

    The gap is the estimates' difference in points from :data:`COACH_SAMPLES` draws (the
    estimate's seed 0, so it never changes); score = 30 − gap, at least 0: an even choice is
    the hardest (level 5: the two within 4 points).
    """
    from rummylab.practice.coach import judge

    verdict = judge(position, "play", samples=COACH_SAMPLES, seed=0)
    knock = verdict.knock[verdict.best_knock].mean
    gap = abs(knock - verdict.play.mean)
    score = max(0.0, 30.0 - gap)
    features = {"gap": round(gap, 2), "knock": round(knock, 2), "play": round(verdict.play.mean, 2),
                "best": verdict.best}
    return Difficulty(level_of("coach", score), score, features)


# --- dealing at a level -------------------------------------------------------------------------

P = TypeVar("P")


def find_at_level(seed: int, level: int, make: Callable[[int, int], P], measure: Callable[[P], Difficulty],
                  *, tries: int = MAX_SEARCH) -> tuple[P, Difficulty]:
    """The first problem at ``level`` dealt from the seeds derived from ``seed``.

    ``make(problem_seed, attempt)`` deals a problem (its seed is the one a link carries);
    ``measure`` gives its difficulty. After ``tries`` problems none of that level (a Three
    Thirteen round of 3 cards has no level 5), the closest one found is kept (the first of them).
    """
    check_difficulty(level)
    closest: tuple[P, Difficulty] | None = None
    for attempt in range(tries):
        check()
        problem_seed = derive_seed(seed, _SEARCH_LABEL, attempt) % 2**53
        problem = make(problem_seed, attempt)
        difficulty = measure(problem)
        if difficulty.level == level:
            return problem, difficulty
        if closest is None or abs(difficulty.level - level) < abs(closest[1].level - level):
            closest = (problem, difficulty)
    assert closest is not None
    return closest
