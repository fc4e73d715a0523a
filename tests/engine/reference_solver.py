"""A slow, exhaustive meld solver, written independently of ``rummylab.solver.melds``.

For the tests only. It knows nothing of the fast solver's shortcuts (set
tables, "minimal wilds", spare-wild room, runs taking every card in their
span): the first card still to place is either left over or put in a meld
with any subset of the other cards, and a meld is legal if some way of
reading it works, found by brute force over every window a run could occupy
and every way of playing each ace (low or, in the ace-high variant, high).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import combinations, product
from typing import Iterable, Sequence

from rummylab.core.cards import Card
from rummylab.core.rules import Rules


def reference_is_meld(cards: Sequence[Card], rules: Rules) -> bool:
    """True if the cards form a legal set or run under ``rules`` (KR-4, TT-3, TT-4, TT-8)."""
    if len(cards) < 3:
        return False
    naturals = [c for c in cards if not rules.is_wild(c)]
    size = len(cards)
    # A set: every natural card of one rank, at most max_set_size cards.
    if len({c.rank for c in naturals}) <= 1 and (rules.max_set_size is None or size <= rules.max_set_size):
        return True
    # A run: one suit, every card on its own position of a window of `size` consecutive positions.
    if len({c.suit for c in naturals}) > 1:
        return False
    top = 14 if rules.ace_high else 13
    readings = [[c.rank] + ([14] if rules.ace_high and c.rank == 1 else []) for c in naturals]
    for start in range(1, top - size + 2):
        window = range(start, start + size)
        for positions in product(*readings):
            if len(set(positions)) == len(positions) and all(p in window for p in positions):
                return True
    return False


def reference_min_deadwood(hand: Iterable[Card], rules: Rules) -> int:
    """The minimum deadwood by exhaustive search (exponential: small hands only)."""
    kinds = sorted(set(hand), key=lambda c: (rules.is_wild(c), c.sort_key))  # wild cards last
    index = {c: i for i, c in enumerate(kinds)}
    start = tuple(sorted(index[c] for c in hand))
    wild = [rules.is_wild(c) for c in kinds]

    def remove(multiset: tuple[int, ...], taken: tuple[int, ...]) -> tuple[int, ...]:
        rest = list(multiset)
        for t in taken:
            rest.remove(t)
        return tuple(rest)

    @lru_cache(maxsize=None)
    def best(rem: tuple[int, ...]) -> int:
        if not rem:
            return 0
        x, rest = rem[0], rem[1:]
        result = rules.value(kinds[x]) + best(rest)
        first = kinds[x]
        # Candidate partners: cards that could share a meld with the first card.
        if wild[x]:
            pools = [list(rest)]  # only wild cards remain after a wild one
        else:
            wilds = [y for y in rest if wild[y]]
            same_rank = [y for y in rest if not wild[y] and kinds[y].rank == first.rank]
            same_suit = [y for y in rest if not wild[y] and kinds[y].suit == first.suit]
            pools = [same_rank + wilds, same_suit + wilds]
        tried = set()
        for pool in pools:
            for size in range(2, len(pool) + 1):
                for combo in combinations(pool, size):
                    key = tuple(sorted(combo))
                    if key in tried:
                        continue
                    tried.add(key)
                    if reference_is_meld([first] + [kinds[y] for y in key], rules):
                        result = min(result, best(remove(rest, key)))
                        if result == 0:
                            return 0
        return result

    return best(start)


def reference_nets(deadwood: list[int], knocker: int | None, penalty: int = 10) -> list[Fraction]:
    """KR-10 read directly: each player's net for the hand (``penalty``: a beaten knocker's, KR-10c; a house rule)."""
    n = len(deadwood)
    net = [Fraction(0)] * n
    m = min(deadwood)
    if knocker is not None and deadwood[knocker] == 0:  # KR-10a rum
        for p in range(n):
            if p != knocker:
                net[p] -= deadwood[p] + 25
                net[knocker] += deadwood[p] + 25
        return net
    if knocker is not None and deadwood[knocker] == m and deadwood.count(m) == 1:  # KR-10b
        for p in range(n):
            if p != knocker:
                net[p] -= deadwood[p] - m
                net[knocker] += deadwood[p] - m
        return net
    winners = [p for p in range(n) if deadwood[p] == m and p != knocker]  # KR-10c, d, e
    for p in range(n):
        if deadwood[p] > m:
            owe = deadwood[p] - m + (penalty if p == knocker else 0)
            net[p] -= owe
            for w in winners:
                net[w] += Fraction(owe, len(winners))
    return net
