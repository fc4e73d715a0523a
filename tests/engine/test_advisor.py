"""The knock advisor against exact enumerations of small constructed positions (KR-7, KR-10)."""

from __future__ import annotations

import functools
import itertools
import math
from fractions import Fraction

import pytest

from rummylab.core.cards import Card, full_deck, parse_hand
from rummylab.core.errors import DuplicateCardError, HandError, RequestError, RulesError
from rummylab.practice.advisor import advise_knock

C = Card.parse


def slow_deadwood(hand: tuple[Card, ...]) -> int:
    """An exhaustive Knock Rummy deadwood (KR-4, KR-5), written only for the tests."""
    melds: list[frozenset[Card]] = []
    for rank in range(1, 14):
        same = [c for c in hand if c.rank == rank]
        for k in (3, 4):
            melds += [frozenset(m) for m in itertools.combinations(same, k)]
    held = set(hand)
    for c in hand:
        run = [c]
        while run[-1].rank < 13 and Card(run[-1].rank + 1, c.suit) in held:
            run.append(Card(run[-1].rank + 1, c.suit))
            if len(run) >= 3:
                melds.append(frozenset(run))
    best = sum(min(c.rank, 10) for c in hand)
    # Try every collection of pairwise disjoint melds.
    def search(start: int, used: frozenset[Card]) -> None:
        nonlocal best
        best = min(best, sum(min(c.rank, 10) for c in hand if c not in used))
        for i in range(start, len(melds)):
            if not melds[i] & used:
                search(i + 1, used | melds[i])
    search(0, frozenset())
    return best


def knocker_net(knocker: int, others: list[int]) -> tuple[str, Fraction]:
    """KR-10 from the knocker's side, computed directly from the rule text."""
    low = min(others)
    if knocker == 0:
        return "win", Fraction(sum(d + 25 for d in others))  # KR-10a rum
    if knocker < low:
        return "win", Fraction(sum(d - knocker for d in others))  # KR-10b
    if knocker == low:
        return "tie", Fraction(0)  # KR-10d: pays nothing, receives nothing
    return "beaten", Fraction(-(knocker - low + 10))  # KR-10c: pays (own - m) + 10, split among the winners


@functools.cache
def exact(hand: str, unseen: str, players: int) -> dict[str, Fraction]:
    """Enumerate every deal of the unseen cards to the opponents."""
    mine = slow_deadwood(parse_hand(hand))
    pool = parse_hand(unseen)
    size = 10 if players == 2 else 7
    cache: dict[frozenset[Card], int] = {}

    def dead(cards: tuple[Card, ...]) -> int:
        key = frozenset(cards)
        if key not in cache:
            cache[key] = slow_deadwood(cards)
        return cache[key]

    counts = {"win": 0, "tie": 0, "beaten": 0}
    total = Fraction(0)
    total_sq = Fraction(0)
    deals = 0

    def deal(rest: tuple[Card, ...], left: int, acc: list[int]) -> None:
        nonlocal total, total_sq, deals
        if left == 0:
            outcome, net = knocker_net(mine, acc)
            counts[outcome] += 1
            total += net
            total_sq += net * net
            deals += 1
            return
        for first in itertools.combinations(rest, size):
            remaining = tuple(c for c in rest if c not in first)
            deal(remaining, left - 1, acc + [dead(first)])

    deal(tuple(pool), players - 1, [])
    mean = total / deals
    return {"win": Fraction(counts["win"], deals), "tie": Fraction(counts["tie"], deals),
            "beaten": Fraction(counts["beaten"], deals), "expected": mean,
            "variance": total_sq / deals - mean * mean}


def seen_for(hand: str, unseen: str) -> list[Card]:
    known = set(parse_hand(hand)) | set(parse_hand(unseen))
    return [c for c in full_deck() if c not in known]


def test_slow_deadwood_reference_itself() -> None:
    assert slow_deadwood(parse_hand("4H 5H 6H QC QD QS 8D")) == 8  # KR-EX1, A
    assert slow_deadwood(parse_hand("AS AH AD 7C 8C 9C 3H")) == 3  # KR-EX1, B


CASES = [
    # 2 players: the opponent's 10 cards are 10 of these 12 unseen cards (66 hands).
    ("AS 2S 3S 4H 4D 4C 7H 8H 9D 3D", "5C 6C 7C 8C 5S 5D 5H JH QH KH 2D 10S", 2),
    # 3 players: the 14 unseen cards are split 7 + 7 between the two opponents (3,432 deals).
    ("AS AH AD 7C 8C 4H 2S", "2C 3C 4C 5D 5H 5S 6D 6S 6C KH KS 9S 8S 2H", 3),
]


@pytest.mark.parametrize(("hand", "unseen", "players"), CASES)
def test_monte_carlo_agrees_with_exact_enumeration(hand: str, unseen: str, players: int) -> None:
    truth = exact(hand, unseen, players)
    n = 3000
    advice = advise_knock(hand, players, seen=seen_for(hand, unseen), samples=n, seed=2024)
    assert advice.unseen == len(parse_hand(unseen)) and advice.samples == n
    assert advice.deadwood == slow_deadwood(parse_hand(hand))
    for name, est, se in (("win", advice.win, advice.win_se), ("tie", advice.tie, advice.tie_se),
                          ("beaten", advice.beaten, advice.beaten_se)):
        p = float(truth[name])
        true_se = math.sqrt(p * (1 - p) / n)
        assert abs(est - p) <= 4.5 * true_se + 1e-12, (name, est, p)
        assert se == pytest.approx(math.sqrt(est * (1 - est) / n))
    true_sd = math.sqrt(float(truth["variance"]))
    assert abs(advice.expected - float(truth["expected"])) <= 4.5 * true_sd / math.sqrt(n) + 1e-12
    assert advice.expected_se == pytest.approx(true_sd / math.sqrt(n), rel=0.15)
    assert advice.win + advice.tie + advice.beaten == pytest.approx(1.0)


def test_the_cases_are_not_trivial() -> None:
    # Each constructed case can end in a win, a tie or a beating, so the comparison means something.
    for hand, unseen, players in CASES:
        truth = exact(hand, unseen, players)
        assert all(truth[k] > 0 for k in ("win", "tie", "beaten"))


def test_rum_is_a_sure_win_worth_deadwood_plus_25() -> None:
    hand = "AS 2S 3S 4H 4D 4C 7H 8H 9H 10H"  # deadwood 0 (KR-10a)
    unseen = "5H 6H JH 5C 5D 5S KS KH 2D 3D 6C"
    truth = exact(hand, unseen, 2)
    advice = advise_knock(hand, 2, seen=seen_for(hand, unseen), samples=500, seed=1)
    assert advice.rum and advice.win == 1.0 and advice.win_se == 0.0 and advice.beaten == 0.0
    assert truth["win"] == 1
    assert abs(advice.expected - float(truth["expected"])) <= 4.5 * math.sqrt(float(truth["variance"]) / 500)


def test_seeded_and_reproducible() -> None:
    a = advise_knock("4H 5H 6H QC QD QS 8D", 4, samples=400, seed=9)
    b = advise_knock("4H 5H 6H QC QD QS 8D", 4, samples=400, seed=9)
    c = advise_knock("4H 5H 6H QC QD QS 8D", 4, samples=400, seed=10)
    assert a == b and a.to_dict() == b.to_dict()
    assert a != c


def test_one_card_more_means_the_best_discard_goes_face_down() -> None:
    advice = advise_knock("4H 5H 6H QC QD QS 8D KC", 3, samples=50, seed=1)
    assert advice.knock_card == C("KC") and advice.deadwood == 8
    assert C("KC") not in advice.hand and advice.unseen == 52 - 8


def test_kr_ex1_with_more_players_the_knock_gets_riskier() -> None:
    few = advise_knock("4H 5H 6H QC QD QS 8D", 3, samples=800, seed=3)
    many = advise_knock("4H 5H 6H QC QD QS 8D", 5, samples=800, seed=3)
    assert many.beaten > few.beaten


@pytest.mark.parametrize(
    ("kwargs", "error", "code"),
    [
        ({"hand": "4H 5H 6H", "players": 3}, HandError, "bad-hand-size"),
        ({"hand": "4H 5H 6H QC QD QS 8D", "players": 3, "seen": "8D"}, DuplicateCardError, "duplicate-card"),
        ({"hand": "4H 5H 6H QC QD QS 8D", "players": 6}, RulesError, "bad-players"),
        ({"hand": "4H 5H 6H QC QD QS 8D", "players": 3, "samples": 0}, RequestError, "bad-samples"),
        ({"hand": "4H 5H 6H QC QD QS 8D", "players": 3, "seed": "x"}, RequestError, "bad-seed"),
        ({"hand": "4H 5H 6H QC QD QS 8D", "players": 5,
          "seen": " ".join(c.ascii for c in full_deck()[:20] if c.ascii not in "4H 5H 6H QC QD QS 8D".split())},
         HandError, "too-few-unseen"),
    ],
)
def test_bad_input_is_refused_with_a_code(kwargs: dict, error: type, code: str) -> None:
    with pytest.raises(error) as err:
        advise_knock(**kwargs)
    assert err.value.code == code
