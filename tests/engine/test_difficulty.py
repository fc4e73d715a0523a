"""Difficulty levels of the practice problems (rummylab.practice.difficulty), and dealing at a level.

The features are checked against hands built here with a known answer (a longest-meld trap, two
plain melds), so a wrong measure is caught; dealing at a level is checked over generated problems:
the same problem from the same seed, its own seed dealing it again, and the levels monotone in what
they claim (more near-best melds in level-5 meld puzzles than in level-1 ones, more fractions and
ties in level-5 quizzes, closer choices in level-5 coach positions). bench/bench_difficulty.py
measures the same over 1,000 puzzles per level.
"""

from __future__ import annotations

import json
import statistics

import pytest

from rummylab.core.cards import parse_hand, sort_cards
from rummylab.core.errors import RequestError
from rummylab.core.rules import KNOCK_RUMMY
from rummylab.practice.coach import make_position
from rummylab.practice.difficulty import (
    CUTS,
    coach_difficulty,
    find_at_level,
    level_of,
    puzzle_difficulty,
    quiz_difficulty,
)
from rummylab.practice.puzzles import Puzzle, make_puzzle
from rummylab.practice.quiz import make_quiz
from rummylab.solver.melds import all_best_arrangements, best_arrangement
from rummylab.web import handle


def _puzzle(text: str) -> Puzzle:
    hand = sort_cards(parse_hand(text))
    return Puzzle(0, "knock", None, KNOCK_RUMMY, hand, best_arrangement(hand),
                  len(all_best_arrangements(hand, limit=20)))


def test_a_longest_meld_that_is_a_trap_is_seen():
    # 5-6-7-8♠ is the longest meld, but the best takes 8♠ into the set of eights: 5-6-7♠ + 8♠ 8♥ 8♦.
    trap = puzzle_difficulty(_puzzle("5S 6S 7S 8S 8H 8D KC QD 2H 9C"))
    assert trap.features["longest_trap"] is True
    assert trap.features["melds"] == 2
    plain = puzzle_difficulty(_puzzle("5S 6S 7S 8H 8D 8C KC QD 2H 9C"))
    assert plain.features == {"near_best": 0, "overlaps": 0, "longest_trap": False, "wilds": 0, "melds": 2, "ways": 1}
    assert plain.level == 1 and trap.score > plain.score


def test_near_best_melds_are_counted():
    # A-2-3-4♥ with A♣ A♦: 2-3-4♥ and the three aces are best; A-2-3♥ leaves 4♥ A♣ A♦ (6 more
    # points: near-best), A-2-3-4♥ leaves A♣ A♦ (2 more: near-best, and the longest meld: a trap).
    d = puzzle_difficulty(_puzzle("AH 2H 3H 4H AC AD KC QD 9S 8C"))
    assert d.features["near_best"] == 2
    assert d.features["longest_trap"] is True


def test_levels_follow_the_cuts():
    for tool, cuts in CUTS.items():
        assert list(cuts) == sorted(cuts)
        assert level_of(tool, cuts[0] - 0.5) == 1 and level_of(tool, cuts[-1]) == 5


@pytest.mark.parametrize("seed", [0, 1, 7, 2**40 + 3])
def test_difficulty_is_deterministic(seed):
    assert puzzle_difficulty(make_puzzle(seed)).to_dict() == puzzle_difficulty(make_puzzle(seed)).to_dict()
    tt = make_puzzle(seed, game="three-thirteen", round=9)
    assert puzzle_difficulty(tt).to_dict() == puzzle_difficulty(make_puzzle(seed, game="three-thirteen", round=9)).to_dict()
    assert quiz_difficulty(make_quiz(seed, 3)).to_dict() == quiz_difficulty(make_quiz(seed, 3)).to_dict()
    assert coach_difficulty(make_position(seed)).to_dict() == coach_difficulty(make_position(seed)).to_dict()


def _ask(request: dict) -> dict:
    answer = json.loads(handle(json.dumps(request)))
    assert answer["ok"], answer
    return answer["result"]


@pytest.mark.parametrize("op, extra", [("puzzle", {}), ("puzzle", {"game": "three-thirteen", "round": 10}),
                                       ("quiz", {}), ("coach", {})])
def test_a_problem_dealt_at_a_level_keeps_its_address(op, extra):
    for level in (1, 4):
        asked = _ask({"op": op, "seed": 99, "difficulty": level, "lang": "pt", **extra})
        assert asked == _ask({"op": op, "seed": 99, "difficulty": level, "lang": "pt", **extra})
        assert asked["difficulty"]["level"] == level
        # The problem's own seed (and the quiz's own level) deals it again, with no difficulty asked.
        again = {"op": op, "seed": asked["seed"], "lang": "pt", **extra}
        if op == "quiz":
            again["level"] = asked["level"]
        assert _ask(again) == asked


def test_a_bad_difficulty_is_named():
    for bad in (0, 6, "3", True, 2.5):
        answer = json.loads(handle(json.dumps({"op": "puzzle", "seed": 1, "difficulty": bad, "lang": "fr"})))
        assert answer["error"]["code"] == "bad-difficulty"
        assert "difficulté" in answer["error"]["message"]


def test_find_at_level_keeps_the_closest_when_none_is_at_the_level():
    # Three Thirteen's first round deals 3 cards: no level 5 there.
    puzzle, d = find_at_level(5, 5, lambda s, _a: make_puzzle(s, game="three-thirteen", round=1), puzzle_difficulty,
                              tries=10)
    assert d.level < 5 and puzzle_difficulty(puzzle) == d
    with pytest.raises(RequestError):
        find_at_level(5, 0, lambda s, _a: make_puzzle(s), puzzle_difficulty)


def test_level_5_puzzles_have_more_near_best_melds_than_level_1():
    """Monotone over 50 puzzles per level (bench/bench_difficulty.py: 1,000 per level)."""
    means = []
    for level in (1, 3, 5):
        found = [find_at_level(seed, level, lambda s, _a: make_puzzle(s), puzzle_difficulty, tries=150)[1]
                 for seed in range(50)]
        assert sum(d.level == level for d in found) >= 0.9 * len(found)
        means.append((statistics.fmean(d.features["near_best"] for d in found),
                      statistics.fmean(d.score for d in found)))
    assert means[0][0] <= means[1][0] < means[2][0]
    assert means[0][1] < means[1][1] < means[2][1]


def test_level_5_quizzes_hold_more_fractions_and_ties_than_level_1():
    from rummylab.web.practice import QUIZ_KINDS

    def deal(level):
        kinds = QUIZ_KINDS[level]
        return [find_at_level(seed, level, lambda s, a: make_quiz(s, kinds[a % len(kinds)]), quiz_difficulty)[1]
                for seed in range(30)]

    easy, hard = deal(1), deal(5)
    hard_share = sum(d.features["fractions"] or d.features["tie"] or d.features["winners"] > 1 for d in hard)
    easy_share = sum(d.features["fractions"] or d.features["tie"] or d.features["winners"] > 1 for d in easy)
    assert hard_share > easy_share
    assert statistics.fmean(d.features["players"] for d in hard) > statistics.fmean(d.features["players"] for d in easy)


def test_level_5_coach_positions_are_closer_choices_than_level_1():
    def gaps(level):
        return [find_at_level(seed, level, lambda s, _a: make_position(s), coach_difficulty, tries=20)[1].features["gap"]
                for seed in range(8)]

    assert max(gaps(5)) < min(gaps(1))
