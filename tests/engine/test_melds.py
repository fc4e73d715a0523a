"""Unit tables for the meld solver, per rule id (KR-4, KR-5, TT-3, TT-4, TT-7, TT-8, RU-3).

Every expected deadwood below is worked out by hand in the comment next to it,
never copied from the engine's output.
"""

from __future__ import annotations

import pytest

from rummylab.core.cards import Card, parse_hand
from rummylab.core.errors import CardError, DuplicateCardError, MeldError
from rummylab.core.rules import KNOCK_RUMMY, RUMMY, Rules, three_thirteen
from rummylab.solver.melds import (
    Arrangement,
    Meld,
    MeldKind,
    all_best_arrangements,
    best_arrangement,
    check_arrangement,
    make_meld,
    min_deadwood,
)

TT1 = three_thirteen(1)  # threes wild, two decks, sets uncapped
TT11 = three_thirteen(11)  # kings wild
TT1_ONE_DECK = three_thirteen(1, decks=1)
ACE_HIGH = three_thirteen(5, ace_high=True)  # sevens wild; TT-8: leftover ace 15
COURT = three_thirteen(1, court_values=True)  # TT-8: J 11, Q 12, K 13
JOKERS = three_thirteen(1, jokers=2)  # TT-8: a leftover joker costs 20
KNOCK_TWO_DECKS_CAPPED = Rules(game="knock", decks=2)  # sets still capped at 4


def cards(text: str) -> tuple[Card, ...]:
    return parse_hand(text)


DEADWOOD_TABLE = [
    # --- KR-4, KR-5: Knock Rummy, one deck, sets of 3-4, ace low, no wrap
    ("KR-EX1 A", "4H 5H 6H QC QD QS 8D", KNOCK_RUMMY, 8),  # run + set, 8♦ left
    ("KR-EX1 B", "AS AH AD 7C 8C 9C 3H", KNOCK_RUMMY, 3),  # aces + 7-8-9♣, 3♥ left
    ("KR-5 longest meld is wrong", "4S 5S 6S 7S 7H 7D", KNOCK_RUMMY, 0),  # 4-5-6♠ + 7♠7♥7♦
    ("KR-5 four sevens feed a run", "7C 7D 7H 7S 5S 6S", KNOCK_RUMMY, 0),  # 7♣7♦7♥ + 5-6-7♠
    # 7♣7♦7♠ + 7-8-9♥ leaves 5♠6♠ = 11; 7♣7♦7♥ + 5-6-7♠ leaves 8+9 = 17; runs only leave 7+7 = 14
    ("KR-5 which seven to lend", "7C 7D 7H 7S 5S 6S 8H 9H", KNOCK_RUMMY, 11),
    ("KR-5 nothing melds", "2C 5D 9H KS", KNOCK_RUMMY, 2 + 5 + 9 + 10),
    ("KR-5 empty hand", "", KNOCK_RUMMY, 0),
    ("KR-4 A-2-3 is a run", "AS 2S 3S 9D", KNOCK_RUMMY, 9),
    ("KR-4 Q-K-A is not a run", "QS KS AS", KNOCK_RUMMY, 10 + 10 + 1),
    ("KR-4 no wrap K-A-2", "KS AS 2S", KNOCK_RUMMY, 10 + 1 + 2),
    ("KR-4 a set of four", "9C 9D 9H 9S 2C", KNOCK_RUMMY, 2),
    ("KR-4 runs need one suit", "4C 5D 6H", KNOCK_RUMMY, 15),
    # 10-J-Q-K♠ leaves Q♥Q♦ = 20; the set Q♠Q♥Q♦ leaves 10+J+K = 30
    ("KR-5 the run beats the set", "10S JS QS KS QH QD", KNOCK_RUMMY, 20),
    ("KR-4 court values", "KS QH JD", KNOCK_RUMMY, 30),
    ("RU-3 same melds in Rummy", "5H 6H 7H 8H KC KD", RUMMY, 20),
    # --- TT-4: sets uncapped, identical cards (two decks)
    ("TT-4 5-6-7-6-6", "5S 6S 7S 6S 6H", TT1, 12),  # set 6♠6♠6♥ leaves 5+7, run leaves 6+6
    ("TT-4 two identical cards in a set", "9S 9S 9H", TT1, 0),
    ("TT-4 five-card set", "9S 9S 9H 9D 9C", TT1, 0),
    ("TT-4 a run holds a rank once", "5S 6S 6S 7S", TT1, 6),  # 5-6-7♠, the other 6♠ left
    ("TT-4 two runs from two decks", "5S 6S 7S 5S 6S 7S", TT1, 0),
    ("TT-4 long run", "8S 9S 10S JS QS", TT1, 0),
    ("KR cap with two decks", "9S 9S 9H 9D 9C", KNOCK_TWO_DECKS_CAPPED, 9),  # 4 in the set, a 9 left
    ("KR cap: six nines make two sets", "9S 9S 9H 9H 9D 9C", KNOCK_TWO_DECKS_CAPPED, 0),
    # --- TT-3, TT-7: wild cards
    ("TT-3 all-wild meld", "3S 3H 3D", TT1, 0),
    ("TT-3 four wilds", "3S 3H 3D 3C", TT1, 0),
    ("TT-7 leftover wilds score face value", "3S 3H", TT1, 6),
    ("TT-7 a wild and a stranger", "3S 9H", TT1, 3 + 9),
    ("TT-3 wild at the top of a run", "3S 5H 6H", TT1, 0),
    ("TT-3 wild at the bottom of a run", "3S QH KH", TT1, 0),  # J♥ (no ace above the king)
    ("TT-3 wild fills a gap", "3S 5H 7H", TT1, 0),
    ("TT-3 one wild, two gaps", "3S 5H 8H", TT1, 3 + 5 + 8),
    ("TT-3 wild makes a set", "3S 9H 9C", TT1, 0),
    ("TT-3 wild goes where it saves most", "KS 9C 9D 2S 2H", TT11, 4),  # 9♣9♦K: leaves 2+2 (2♠2♥K leaves 18)
    ("TT-3 spare wild joins a meld", "3S 5H 6H 7H", TT1, 0),
    ("TT-3 two wilds, one card", "3S 3D KH", TT1, 0),  # K♥ + two wilds
    ("TT-3 whole suit and two kings", "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS KH", TT11, 0),
    ("TT-8 leftover joker 20", "JK 9D 4C", JOKERS, 20 + 9 + 4),
    ("TT-8 two jokers make a set", "JK JK 9D", JOKERS, 0),
    # --- TT-8 variants
    ("TT-8 ace high: Q-K-A", "QS KS AS 2H", ACE_HIGH, 2),
    ("TT-8 ace high costs 15", "AS 2C", ACE_HIGH, 15 + 2),
    ("TT-8 ace high: still no wrap", "KS AS 2S", ACE_HIGH, 10 + 15 + 2),
    ("TT-8 ace high: one ace, two runs", "AS 2S 4S QS KS", ACE_HIGH, 2 + 4),  # Q-K-A leaves 2+4; A-2-? no
    ("TT-8 ace high: low or high", "AS 2S 3S QS KS", ACE_HIGH, 5),  # Q-K-A leaves 2+3=5; A-2-3 leaves 20
    ("TT-8 court values", "KS QH JD 2C", COURT, 13 + 12 + 11 + 2),
]


@pytest.mark.parametrize(("rule", "hand", "rules", "expected"), DEADWOOD_TABLE, ids=[r[0] for r in DEADWOOD_TABLE])
def test_min_deadwood(rule: str, hand: str, rules: Rules, expected: int) -> None:
    h = cards(hand)
    assert min_deadwood(h, rules) == expected
    best = best_arrangement(h, rules)
    assert best.deadwood == expected
    assert sum(rules.value(c) for c in best.unmatched) == expected
    used = sorted([c for m in best.melds for c in m.cards] + list(best.unmatched), key=lambda c: c.sort_key)
    assert used == sorted(h, key=lambda c: c.sort_key)
    for meld in best.melds:
        assert make_meld(meld.cards, rules).kind is meld.kind


def test_kr_ex1_arrangements() -> None:
    a = best_arrangement(cards("4H 5H 6H QC QD QS 8D"))
    assert a.to_dict() == {
        "deadwood": 8,
        "melds": [
            {"kind": "run", "cards": ["4♥", "5♥", "6♥"], "wilds": {}, "stands_for": [None, None, None]},
            {"kind": "set", "cards": ["Q♣", "Q♦", "Q♠"], "wilds": {}, "stands_for": [None, None, None]},
        ],
        "unmatched": ["8♦"],
    }
    b = best_arrangement(cards("AS AH AD 7C 8C 9C 3H"))
    assert [m.kind for m in b.melds] == [MeldKind.SET, MeldKind.RUN]
    assert [str(c) for c in b.unmatched] == ["3♥"]


def test_longest_meld_is_not_taken() -> None:
    a = best_arrangement(cards("4S 5S 6S 7S 7H 7D"))
    assert sorted(str(m) for m in a.melds) == ["4♠ 5♠ 6♠", "7♦ 7♥ 7♠"]


def test_tt4_two_optimal_arrangements() -> None:
    found = all_best_arrangements(cards("5S 6S 7S 6S 6H"), TT1)
    assert {(tuple(str(c) for m in a.melds for c in m.cards), tuple(str(c) for c in a.unmatched)) for a in found} == {
        (("6♥", "6♠", "6♠"), ("5♠", "7♠")),
        (("5♠", "6♠", "7♠"), ("6♥", "6♠")),
    }
    assert all(a.deadwood == 12 for a in found)
    assert len(all_best_arrangements(cards("5S 6S 7S 6S 6H"), TT1, limit=1)) == 1
    assert all_best_arrangements(cards("5S 6S 7S 6S 6H"), TT1, limit=0) == ()


def test_all_best_is_deterministic_and_distinct() -> None:
    hand = cards("7C 7D 7H 7S 5S 6S 7S 8S")  # impossible in one deck: duplicates
    with pytest.raises(DuplicateCardError):
        all_best_arrangements(hand)
    hand = cards("5C 5D 5H 6C 7C 6D 7D")
    # 5♣6♣7♣ + 5♦6♦7♦ leaves 5♥ (5); the three fives leave 6+7+6+7 = 26: one optimum
    got = all_best_arrangements(hand)
    assert [a.deadwood for a in got] == [5]
    assert all_best_arrangements(hand) == got


def test_wild_positions() -> None:
    top = best_arrangement(cards("3S 5H 6H"), TT1).melds[0]
    assert top.kind is MeldKind.RUN
    assert [str(c) for c in top.cards] == ["5♥", "6♥", "3♠"]
    assert top.stands_for == (None, None, Card.parse("7H"))
    assert top.wilds == {Card.parse("3S"): Card.parse("7H")}
    bottom = best_arrangement(cards("3S QH KH"), TT1).melds[0]
    assert [str(c) for c in bottom.cards] == ["3♠", "Q♥", "K♥"]
    assert bottom.stands_for[0] == Card.parse("JH")
    gap = make_meld(cards("3D 7S 5S"), TT1)
    assert str(gap) == "5♠ 3♦(6♠) 7♠"


def test_identical_wilds_keep_stands_for() -> None:
    meld = make_meld(cards("3S 3S 9H"), TT1)  # two identical wild threes with the 9♥
    assert meld.kind is MeldKind.SET
    # the wilds take the suits the set lacks, clubs then diamonds
    assert meld.to_dict()["stands_for"] == [None, "9♣", "9♦"]
    assert meld.to_dict()["cards"] == ["9♥", "3♠", "3♠"]
    assert len(meld.to_dict()["wilds"]) == 1  # the keys clash: why stands_for exists
    assert [r for _, r in meld.pairs()] == [Card.parse(t) for t in ("9H", "9C", "9D")]


def test_all_wild_meld() -> None:
    a = best_arrangement(cards("3S 3H 3D"), TT1)
    assert a.deadwood == 0
    assert [m.kind for m in a.melds] == [MeldKind.SET]
    assert a.melds[0].naturals == ()
    # three wild kings: 4♣ + K + K is a set, but the third king cannot meld with 2♦ alone;
    # 4♣ with all three kings leaves 2♦ (2), 2♦ with two kings leaves 4♣ + K (14)
    b = best_arrangement(cards("KS KH KD 4C 2D"), TT11)
    assert b.deadwood == 2
    assert [str(c) for c in b.unmatched] == ["2♦"]


@pytest.mark.parametrize(
    ("text", "rules", "code"),
    [
        ("5S 6S", KNOCK_RUMMY, "too-short"),
        ("5S 6H 7S", KNOCK_RUMMY, "mixed-suits"),
        ("5S 6S 8S", KNOCK_RUMMY, "not-consecutive"),
        ("3D 5S 8S", TT1, "not-consecutive"),
        ("QS KS AS", KNOCK_RUMMY, "wrap-around"),
        ("KS AS 2S", ACE_HIGH, "wrap-around"),
        ("9S 9S 9H 9D 9C", KNOCK_TWO_DECKS_CAPPED, "set-too-large"),
        ("5S 5S 6S 7S", TT1, "repeated-rank"),
        ("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS 3H", TT1, "too-long"),
    ],
)
def test_make_meld_errors(text: str, rules: Rules, code: str) -> None:
    with pytest.raises(MeldError) as err:
        make_meld(cards(text), rules)
    assert err.value.code == code
    assert err.value.token == " ".join(str(c) for c in cards(text))


@pytest.mark.parametrize(
    ("text", "rules", "kind", "shown"),
    [
        ("7S 5S 6S", KNOCK_RUMMY, MeldKind.RUN, "5♠ 6♠ 7♠"),
        ("QS QC QD", KNOCK_RUMMY, MeldKind.SET, "Q♣ Q♦ Q♠"),
        ("KS AS QS", ACE_HIGH, MeldKind.RUN, "Q♠ K♠ A♠"),
        ("AS 2S 3S", ACE_HIGH, MeldKind.RUN, "A♠ 2♠ 3♠"),
        ("9S 9S 9H 9D 9C", TT1, MeldKind.SET, "9♣ 9♦ 9♥ 9♠ 9♠"),
        ("3S 3H 3D", TT1, MeldKind.SET, "3♦ 3♥ 3♠"),
    ],
)
def test_make_meld_accepts(text: str, rules: Rules, kind: MeldKind, shown: str) -> None:
    meld = make_meld(cards(text), rules)
    assert isinstance(meld, Meld)
    assert meld.kind is kind
    assert " ".join(str(c) for c in meld.cards) == shown


@pytest.mark.parametrize(
    ("hand", "rules", "code"),
    [
        ("QH QH", KNOCK_RUMMY, "duplicate-card"),
        ("QH 5S QH", RUMMY, "duplicate-card"),
        ("QH QH QH", TT1, "too-many-copies"),
        ("JK 5S", KNOCK_RUMMY, "joker-not-allowed"),
    ],
)
def test_duplicates_are_refused(hand: str, rules: Rules, code: str) -> None:
    for solve in (min_deadwood, best_arrangement, all_best_arrangements):
        with pytest.raises(DuplicateCardError) as err:
            solve(cards(hand), rules)
        assert err.value.code == code


def test_not_a_card() -> None:
    with pytest.raises(CardError):
        min_deadwood(["QH"])  # type: ignore[list-item]


def test_check_arrangement() -> None:
    hand = cards("4H 5H 6H QC QD QS 8D")
    a = check_arrangement([cards("QC QD QS"), cards("6H 4H 5H")], hand)
    assert isinstance(a, Arrangement)
    assert a.deadwood == 8
    assert [str(c) for c in a.melds[1].cards] == ["4♥", "5♥", "6♥"]
    assert check_arrangement([], hand).deadwood == 4 + 5 + 6 + 10 + 10 + 10 + 8
    with pytest.raises(MeldError) as err:
        check_arrangement([cards("QC QD QH")], hand)
    assert err.value.code == "card-not-in-hand"
    assert err.value.token == "Q♥"
    with pytest.raises(MeldError) as err:
        check_arrangement([cards("QC QD QS"), cards("QC QD QS")], hand)
    assert err.value.code == "card-used-twice"
    with pytest.raises(MeldError) as err:
        check_arrangement([cards("4H 5H 8D")], hand)
    assert err.value.code == "mixed-suits"


def test_to_dict_with_a_wild() -> None:
    # TT-3: the wild three goes above the 6♥ (canonical placement), standing for 7♥
    assert best_arrangement(cards("3S 5H 6H"), TT1).to_dict() == {
        "deadwood": 0,
        "melds": [{"kind": "run", "cards": ["5♥", "6♥", "3♠"], "wilds": {"3♠": "7♥"},
                   "stands_for": [None, None, "7♥"]}],
        "unmatched": [],
    }


def test_check_arrangement_with_wilds() -> None:
    a = check_arrangement([cards("6H 3S 5H")], cards("3S 5H 6H 9C"), TT1)
    assert a.deadwood == 9  # 9♣ left
    assert a.melds[0].stands_for == (None, None, Card.parse("7H"))


@pytest.mark.parametrize(
    ("hand", "rules", "expected"),
    [
        # KR-5 for any hand size: the whole deck is thirteen sets of four
        (" ".join(f"{r}{s}" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split() for s in "CDHS"), KNOCK_RUMMY, 0),
        # one whole suit is one run A..K; the 5♥ is left
        ("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS 5H", KNOCK_RUMMY, 5),
        # the spades of two decks, no wild: two runs A..K
        (" ".join(f"{r}S {r}S" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()), Rules(game="knock", decks=2), 0),
        # A..Q twice with the two wild K♠: each A..Q takes one wild (13 cards)
        (" ".join(f"{r}S {r}S" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()), TT11, 0),
    ],
)
def test_big_hands(hand: str, rules: Rules, expected: int) -> None:
    assert min_deadwood(cards(hand), rules) == expected
    assert best_arrangement(cards(hand), rules).deadwood == expected
    assert len(all_best_arrangements(cards(hand), rules, limit=3)) >= 1


def test_all_best_limit_on_a_whole_deck() -> None:
    deck = cards(" ".join(f"{r}{s}" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split() for s in "CDHS"))
    found = all_best_arrangements(deck, limit=5)
    assert len(found) == 5
    assert all(a.deadwood == 0 for a in found)
