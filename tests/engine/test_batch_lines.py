"""The batch's straight-to-JSON path (rummylab.solver.lines) says what the solver says, byte for byte.

Every answer is compared with ``json.dumps(best_arrangement(...).to_dict(), ensure_ascii=False)``
(the one-hand command's output), over hands built to reach every piece: whole suits (one run of
13, KR-4), runs of each length at each place, sets of three and four overlapping runs (KR-5's
overlap), the Three Thirteen rounds (a wild card sends the line to the general path, TT-3) and
court values (TT-8), and random hands of every size.
"""

from __future__ import annotations

import json
import random

import pytest

from rummylab.core.cards import format_hand, full_deck, parse_hand
from rummylab.core.rules import KNOCK_RUMMY, three_thirteen
from rummylab.games.registry import rules_for
from rummylab.solver.lines import answer_line
from rummylab.solver.melds import best_arrangement

DECK = full_deck()
RULES = [KNOCK_RUMMY, rules_for("rummy"), three_thirteen(5), three_thirteen(11, court_values=True)]


def solver_line(text: str, rules) -> str:
    return json.dumps(best_arrangement(parse_hand(text), rules).to_dict(), ensure_ascii=False)


RANKS = "A 2 3 4 5 6 7 8 9 10 J Q K".split()


def built_hands() -> list[str]:
    hands = []
    for suit in "CDHS":
        other = "D" if suit == "C" else "C"
        hands.append(" ".join(r + suit for r in RANKS))  # one run of 13
        for lo in range(1, 12):
            for length in range(3, 15 - lo):
                run = " ".join(r + suit for r in RANKS[lo - 1:lo - 1 + length])
                hands += [run, f"{run} 2{other} 9{other}"]
    hands += ["7S 7H 7D 7C 5S 6S 8S 9S", "4S 5S 6S 7S 7H 7D", "AC AD AH 2C 3C 2D 3D", "KS KH KD QS JS QH JH"]
    rng = random.Random(13)
    for size in range(1, 16):
        hands += [format_hand(rng.sample(DECK, size), ascii=rng.random() < 0.5) for _ in range(60)]
    return hands


@pytest.mark.parametrize("rules", RULES, ids=["knock", "rummy", "tt5", "tt11-court"])
def test_same_bytes_as_the_solver(rules):
    answered = 0
    for text in built_hands():
        fast = answer_line(text, rules)
        if fast is None:  # only a wild card sends one of these hands to the general path (TT-3)
            assert any(c.rank == rules.wild_rank for c in parse_hand(text)), text
            continue
        answered += 1
        assert fast == solver_line(text, rules), text
    assert answered > 500  # the fast path did answer most hands


def test_a_whole_suit_is_one_run_of_thirteen():  # KR-4: a run of any length, deadwood 0
    data = json.loads(answer_line("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", KNOCK_RUMMY))
    assert data["deadwood"] == 0 and data["unmatched"] == []
    assert [m["kind"] for m in data["melds"]] == ["run"] and len(data["melds"][0]["cards"]) == 13


def test_an_overlap_goes_where_the_deadwood_is_smallest():
    """KR-5: 7♠ in the set leaves 9♣ (9); in the run it would leave 7♥ 7♦ 9♣ (23)."""
    data = json.loads(answer_line("4S 5S 6S 7S 7H 7D 9C", KNOCK_RUMMY))
    assert data["deadwood"] == 9 and data["unmatched"] == ["9♣"]
    assert sorted(m["cards"] for m in data["melds"]) == [["4♠", "5♠", "6♠"], ["7♦", "7♥", "7♠"]]


@pytest.mark.parametrize("text", ["QH QH", "JK 5H 6H", "QH 5X", "Q♥ 10", "", "3H 4H 5H"])
def test_lines_for_the_general_path(text):
    """A card twice, a joker, a token that is no card: the solver words the error (None here).
    An empty line answers nothing; a wild three in round 1 (TT-3) goes to the general path."""
    got = answer_line(text, three_thirteen(1))
    if text == "":
        assert got == '{"deadwood": 0, "melds": [], "unmatched": []}'
    else:
        assert got is None


def test_ace_high_goes_to_the_general_path():  # TT-8's ace above the king
    assert answer_line("QH KH AH", three_thirteen(5, ace_high=True)) is None
