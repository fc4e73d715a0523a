"""The solver's enumeration of every optimal arrangement with identical cards (TT-1, TT-4, KR-5).

An audit found that with three decks, a 20-card hand of repeated 4–8s made
``all_best_arrangements`` walk hundreds of thousands of plans that were all one arrangement (the
same moves on copies of one card in every order, the sets of one rank split every way), so the
cap on distinct results never stopped it. The search now takes each plan once; these tests check
that it still finds every distinct arrangement, against the unpruned enumeration kept here.
"""

from __future__ import annotations

import time
from typing import Any, Iterator

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummylab.core.cards import Card, full_deck, parse_hand
from rummylab.core.rules import Rules, three_thirteen
from rummylab.games.registry import rules_for
from rummylab.solver.build import grouping
from rummylab.solver.masks import Hand
from rummylab.solver.melds import all_best_arrangements
from rummylab.solver.search import Search

#: The hand of the audit (three decks, KR-4 sets of one rank merged across copies).
AUDIT_HAND = "4C 4C 4C 4D 4D 4D 4H 4H 4H 4S 4S 4S 5C 5C 5C 5D 5D 5D 5H 5H"


class _Unpruned(Search):
    """The enumeration as it was before: every order of every move."""

    def all_plans(self, state: int, k: int, room: int) -> Iterator[tuple[list[tuple[Any, ...]], int]]:
        if room > k:
            room = k
        if state == 0:
            yield [], k
            return
        target = self.solve(state, k, room)
        for cost, delta, w, mroom, meld in self.moves(state, k):
            if cost > target:
                continue
            nroom = min(self.room_cap, room + mroom)
            if cost + self.solve(state - delta, k - w, nroom, target - cost + 1) != target:
                continue
            for rest, spare in self.all_plans(state - delta, k - w, nroom):
                yield [meld] + rest, spare


def _groupings(cards: tuple[Card, ...], rules: Rules, *, pruned: bool) -> set[tuple[Any, ...]]:
    hand = Hand(cards, rules)
    if pruned:
        search = Search(rules, [rules.value(c) for c in hand.wilds])
        plans = search.plans(hand.state, len(hand.wilds), 0, False)
    else:
        search = _Unpruned(rules, [rules.value(c) for c in hand.wilds])
        plans = search.all_plans(hand.state, len(hand.wilds), 0)
    return {grouping(raw, rules.max_set_size) for raw, _ in plans}


def _multi_deck_hand(decks: int, ranks: range, size: int) -> st.SearchStrategy[tuple[Card, ...]]:
    pool = [c for c in full_deck() if c.rank in ranks] * decks
    return st.lists(st.integers(0, len(pool) - 1), min_size=size, max_size=size, unique=True).map(
        lambda picks: tuple(pool[i] for i in picks))


RULES = [
    rules_for("knock", decks=2),                   # KR-4 with copies: sets uncapped
    rules_for("knock", decks=3),
    three_thirteen(2, decks=2),                     # TT-3 fours wild, TT-4 identical cards
    three_thirteen(4, decks=2),
    three_thirteen(4, decks=2, all_wild=False),     # TT-3 house rule: no all-wild melds
    three_thirteen(9, decks=2, ace_high=True),      # TT-8 ace high
]


@settings(derandomize=True, max_examples=150, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(range(len(RULES))), st.data())
def test_every_distinct_arrangement_is_still_found(which: int, data: st.DataObject) -> None:
    """TT-4, KR-5: the pruned enumeration finds exactly the arrangements the unpruned one finds."""
    rules = RULES[which]
    ranks = range(1, 14) if rules.ace_high else range(3, 8)
    cards = data.draw(_multi_deck_hand(rules.decks, ranks, data.draw(st.integers(3, 11))))
    assert _groupings(cards, rules, pruned=True) == _groupings(cards, rules, pruned=False)


def test_the_audit_hand_is_one_arrangement_found_at_once() -> None:
    """The audit's case: ``solve --all --decks 3`` on 20 repeated 4–8s (KR-4, KR-5)."""
    rules = rules_for("knock", decks=3)
    started = time.perf_counter()
    found = all_best_arrangements(parse_hand(AUDIT_HAND), rules)
    assert time.perf_counter() - started < 2.0
    assert len(found) == 1 and found[0].deadwood == 0
    hand = Hand(parse_hand(AUDIT_HAND), rules)
    search = Search(rules, [])
    assert sum(1 for _ in search.plans(hand.state, 0, 0, False)) == 1


def test_a_20_card_hand_of_4_to_8_stops_at_the_cap_at_once() -> None:
    """The web's cap (100 distinct) and an uncapped CLI ``--all`` end quickly on three decks."""
    rules = rules_for("knock", decks=3)
    for text in (AUDIT_HAND, "4S 5C 5C 5C 5D 5D 5H 5H 5S 5S 5S 6D 6D 7C 7C 7H 7H 7S 7S 8S",
                 "4H 4H 4S 4S 5H 5H 5S 5S 6H 6H 6S 6S 7H 7H 7S 7S 8H 8H 8S 8S"):
        started = time.perf_counter()
        all_best_arrangements(parse_hand(text), rules, limit=100)
        all_best_arrangements(parse_hand(text), rules)
        assert time.perf_counter() - started < 2.0, text
