"""Property tests: the solver against the slow exhaustive reference (KR-5, TT-3, TT-4, TT-7, TT-8).

Hypothesis runs derandomized (fixed seeds), so every run checks the same
hands. About 2,500 hands in all; the file takes about 15 s of CPU.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummylab.core.cards import Card, full_deck
from rummylab.core.rules import KNOCK_RUMMY, RUMMY, Rules, three_thirteen
from rummylab.solver.melds import (
    Arrangement,
    all_best_arrangements,
    best_arrangement,
    make_meld,
    min_deadwood,
)
from tests.engine.reference_solver import reference_is_meld, reference_min_deadwood


def fixed(examples: int) -> settings:
    return settings(derandomize=True, max_examples=examples, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


def hands_from(deck: Sequence[Card], sizes: Sequence[int]) -> st.SearchStrategy[tuple[Card, ...]]:
    return st.sampled_from(sizes).flatmap(
        lambda n: st.lists(st.integers(0, len(deck) - 1), min_size=n, max_size=n, unique=True)
    ).map(lambda picks: tuple(deck[i] for i in picks))


def round_for(size: int) -> int:
    """Three Thirteen round n deals n + 2 cards (TT-2); 14 is a 13-card hand after its draw."""
    return min(11, max(1, size - 2))


def assert_legal(arr: Arrangement, hand: Sequence[Card], rules: Rules) -> None:
    used = Counter(c for m in arr.melds for c in m.cards) + Counter(arr.unmatched)
    assert used == Counter(hand)
    for meld in arr.melds:
        assert reference_is_meld(meld.cards, rules), str(meld)
        again = make_meld(meld.cards, rules)
        assert again.kind is meld.kind
        assert len(meld.stands_for) == len(meld.cards)
        for card, stands in zip(meld.cards, meld.stands_for):
            assert (stands is not None) == rules.is_wild(card)
    assert arr.deadwood == sum(rules.value(c) for c in arr.unmatched)
    assert list(arr.unmatched) == sorted(arr.unmatched, key=lambda c: c.sort_key)
    # A wild card is left over only when no meld of the arrangement could take
    # it, and never three of them (they would meld on their own, TT-3).
    spare = [c for c in arr.unmatched if rules.is_wild(c)]
    assert len(spare) < 3
    for wild in spare[:1]:
        for meld in arr.melds:
            assert not reference_is_meld(meld.cards + (wild,), rules), (str(meld), str(wild))


def check(hand: tuple[Card, ...], rules: Rules) -> None:
    expected = reference_min_deadwood(hand, rules)
    assert min_deadwood(hand, rules) == expected
    best = best_arrangement(hand, rules)
    assert best.deadwood == expected
    assert_legal(best, hand, rules)
    assert best_arrangement(hand, rules) == best  # deterministic
    alternatives = all_best_arrangements(hand, rules, limit=50)
    assert alternatives
    assert len(set(alternatives)) == len(alternatives)
    assert best in alternatives  # the same canonical form both ways
    for arr in alternatives:
        assert arr.deadwood == expected
        assert_legal(arr, hand, rules)


ONE_DECK = full_deck()
TWO_DECKS = full_deck(decks=2)
TWO_DECKS_JOKERS = full_deck(decks=2, jokers=2)


@fixed(500)
@given(hands_from(ONE_DECK, (7, 8, 10, 11)))
def test_knock_rummy_one_deck(hand: tuple[Card, ...]) -> None:
    check(hand, KNOCK_RUMMY)


@fixed(150)
@given(hands_from(ONE_DECK, (7, 8)))
def test_rummy_one_deck(hand: tuple[Card, ...]) -> None:
    check(hand, RUMMY)


@fixed(200)
@given(hands_from(ONE_DECK, (7, 10, 11)))
def test_knock_rummy_ace_high_court_values(hand: tuple[Card, ...]) -> None:
    check(hand, KNOCK_RUMMY.with_options(ace_high=True, court_values=True))


@fixed(800)
@given(hands_from(TWO_DECKS, tuple(range(3, 15))))
def test_three_thirteen_two_decks(hand: tuple[Card, ...]) -> None:
    check(hand, three_thirteen(round_for(len(hand))))


@fixed(150)
@given(hands_from(ONE_DECK, tuple(range(3, 14))))
def test_three_thirteen_one_deck(hand: tuple[Card, ...]) -> None:
    check(hand, three_thirteen(round_for(len(hand)), decks=1))


@fixed(300)
@given(hands_from(TWO_DECKS_JOKERS, tuple(range(3, 13))))
def test_three_thirteen_jokers_ace_high(hand: tuple[Card, ...]) -> None:
    check(hand, three_thirteen(round_for(len(hand)), jokers=2, ace_high=True))


@fixed(150)
@given(hands_from(TWO_DECKS, (6, 8, 10)), st.sampled_from((3, 4)), st.integers(1, 13))
def test_capped_sets_with_wilds(hand: tuple[Card, ...], cap: int, wild: int) -> None:
    # Not a game of the site, but the solver must stay exact when sets are
    # capped and wild cards exist at once (a house rule).
    check(hand, Rules(game="rummy", decks=2, max_set_size=cap, wild_rank=wild))


@fixed(100)
@given(st.integers(0, 12), st.integers(0, 3))
def test_one_suit_with_wilds(start: int, wilds: int) -> None:
    # Long one-suit hands: every split of a long run competes.
    suit = [c for c in TWO_DECKS if c.suit.value == "S" and c.rank != 13]
    kings = [c for c in TWO_DECKS if c.rank == 13][:wilds]
    hand = tuple(suit[start:start + 12 - wilds]) + tuple(kings)
    check(hand, three_thirteen(11))
