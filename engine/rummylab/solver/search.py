"""The general search: wild cards (TT-3) and identical cards from several decks (TT-1, TT-4).

A depth-first search, cards ordered rank first: the lowest card still to place is left over, or
put in a set of its rank, or at the bottom of a run of its suit. It is memoised on (cards left,
wilds left, room) and cuts every branch that cannot beat the best arrangement found so far. Three
facts keep it small:

- each meld takes the fewest wild cards that make it legal; the other wilds are spare, and three
  spare wilds form a meld of their own, so a meld never needs more than two extra. At the end,
  spare wilds cost nothing if there are 3+ or if the melds have room for them, else the cheapest
  are left over (``room`` counts that capacity, capped at 2);
- a run takes every remaining card of its suit inside its span: a wild standing where a natural
  card is still available can swap places with it (the wild then stands for that card wherever
  the natural was);
- the moves of a card depend only on its rank's column, which ranks above it its suit still holds
  and the wilds left, so they are cached (:data:`MOVES`).

In the ace-high variant (TT-8) an ace may also be put aside at position 14, above the king, where
a run coming up from below can end on it.

When melds of wild cards only are not allowed (``Rules.all_wild`` False, a house rule on TT-3),
spare wild cards never meld on their own: each must join a meld with room, so ``room`` counts the
whole capacity (up to :data:`ROOM`) and the wilds no meld can take are left over, the cheapest
first. Every move's meld holds its lowest natural card, so no other meld is all wild.
"""

from __future__ import annotations

from itertools import product
from typing import Any, Iterator

from rummylab.core.budget import check
from rummylab.core.rules import Rules
from rummylab.solver.masks import rank_values

__all__ = ["Search", "MOVES", "ROOM", "variant_key"]

_SET_OPTIONS: dict[tuple[int, int | None], list[tuple[int, int, tuple[int, ...]]]] = {}


def _set_options(col: int, cap: int | None) -> list[tuple[int, int, tuple[int, ...]]]:
    """Sets containing the lowest card of a rank column (4-bit count per suit):
    (pattern, size, counts per suit), largest first."""
    key = (col, cap)
    opts = _SET_OPTIONS.get(key)
    if opts is None:
        counts = [(col >> (4 * s)) & 15 for s in range(4)]
        first = next(s for s in range(4) if counts[s])
        ranges = [range(1, counts[s] + 1) if s == first else range(counts[s] + 1) for s in range(4)]
        opts = []
        for a in product(*ranges):
            size = sum(a)
            if cap is not None and size > cap:
                continue
            opts.append((sum(n << (4 * s) for s, n in enumerate(a)), size, a))
        opts.sort(key=lambda o: -o[1])
        _SET_OPTIONS[key] = opts
    return opts


_INF = 1 << 30
#: The most room counted when spare wilds cannot meld alone (more wild cards than any hand holds).
ROOM = 64


def variant_key(rules: Rules) -> tuple[Any, ...]:
    """What the solver's caches depend on: the set cap, the card values and whether all-wild melds count."""
    return (rules.max_set_size, rules.ace_high, rules.court_values, rules.ace_points, rules.all_wild)



_NIBBLES = sum(15 << (16 * q) for q in range(16))  # one suit's counts in a rank-major state
_ONES = sum(1 << (16 * q) for q in range(16))
MOVES: dict[tuple[Any, ...], dict[tuple[int, int, int, int], list[tuple[int, int, int, int, tuple[Any, ...]]]]] = {}
#: Entries kept per rules variant before the move cache starts afresh (about
#: 0.8 kB each: some 16 MB at most, which matters in the browser).
_MOVES_CAP = 20_000


_KINDS = {"left": 0, "high": 1, "run": 2, "set": 3}


def _order(meld: tuple[Any, ...]) -> tuple[Any, ...]:
    """A total order of the moves on one card: the kind, then what the move holds."""
    return (_KINDS[meld[0]], meld[1:])


class Search:
    """Exact minimum deadwood over natural cards (4-bit counts) and k wild cards.

    Each meld is taken with the fewest wild cards that make it legal; spare
    wild cards either form melds of their own (three or more) or are absorbed
    by melds with room (``room``, capped at 2 since 3 spare wilds meld alone).
    A run starting at the lowest card takes every remaining card of its suit
    up to its top: a wild standing where a natural card is available can
    always swap places with it at no cost. Cards are ordered rank first, so
    what is left is "every card above rank r, minus the tails of the runs
    started below": few distinct states, well memoised.
    """

    def __init__(self, rules: Rules, wild_values: list[int]) -> None:
        values = rank_values(rules)
        values.append(values[1])  # position 14: the ace played high
        self.values = [values[i >> 2] if 1 <= (i >> 2) <= 14 else 0 for i in range(64)]
        self.cap = rules.max_set_size
        self.ace_high = rules.ace_high
        self.maxlen = 14 if rules.ace_high else 13
        wild_values = sorted(wild_values)
        # all_wild: three spare wilds meld alone, so at most two are ever left over and room past 2 is moot.
        self.all_wild = rules.all_wild
        self.room_cap = 2 if rules.all_wild else ROOM
        self.wild_cost = [sum(wild_values[:j]) for j in range(3 if rules.all_wild else len(wild_values) + 1)]
        self.memo: dict[tuple[int, int, int], tuple[int, bool, tuple[Any, ...] | None]] = {}
        variant = variant_key(rules)
        cache = MOVES.get(variant)
        if cache is None:
            cache = MOVES[variant] = {}
        self.cache = cache

    def moves(self, state: int, k: int) -> list[tuple[int, int, int, int, tuple[Any, ...]]]:
        """(cost, removed cards, wilds used, room, meld) for the lowest card.

        They depend only on the card, its rank's column, which ranks above it
        its suit still holds, and k: cached across hands."""
        low = state & -state
        i = (low.bit_length() - 1) >> 2
        s, r = i & 3, i >> 2
        col = (state >> (16 * r)) & 0xFFFF
        row = (state >> (4 * s)) & _NIBBLES
        above = ((row | row >> 1 | row >> 2 | row >> 3) & _ONES) >> (16 * r)
        key = (i, col, above, k)
        cache = self.cache
        got = cache.get(key)
        if got is None:
            if len(cache) > _MOVES_CAP:
                cache.clear()
            got = cache[key] = self._moves(i, col, above, k)
        return got

    def _moves(self, i: int, col: int, above: int, k: int) -> list[tuple[int, int, int, int, tuple[Any, ...]]]:
        s, r = i & 3, i >> 2
        if r == 14:  # an ace put aside to play high that no run came up to take
            return [(self.values[i], 1 << (4 * i), 0, 0, ("left", s, r))]
        cap = self.cap
        maxlen = self.maxlen
        most = self.room_cap
        by_wilds: list[list[tuple[int, int, int, int, tuple[Any, ...]]]] = [[] for _ in range(k + 1)]
        # Sets of rank r containing the card (TT-4: identical cards allowed), largest first.
        for pattern, size, counts in _set_options(col, cap):
            w = 3 - size if size < 3 else 0
            if w > k:
                continue
            room = most if cap is None else min(most, cap - size - w)
            by_wilds[w].append((0, pattern << (16 * r), w, room, ("set", r, counts, w)))
        # Runs of suit s whose lowest natural card is this one (KR-4, TT-4), longest first.
        runs: list[tuple[int, int, int, int, tuple[Any, ...]]] = []
        if k >= 2 and cap is not None:  # with uncapped sets, the card + 2 wilds is a set already
            runs.append((0, 1 << (4 * i), 2, min(most, maxlen - 3), ("run", s, (r,), 2)))
        delta = 1 << (4 * i)
        positions = [r]
        n = 1
        for q in range(r + 1, maxlen + 1):  # position 14: an ace put aside to play high
            if above >> (16 * (q - r)) & 1:
                n += 1
                delta += 1 << (16 * q + 4 * s)
                positions.append(q)
                w = max(3 - n, q - r + 1 - n)
                if w <= k:
                    runs.append((0, delta, w, min(most, maxlen - n - w), ("run", s, tuple(positions), w)))
            elif q - r + 1 - n > k:
                break
        for move in sorted(runs, key=lambda m: -len(m[4][2])):
            by_wilds[move[2]].append(move)
        out = [m for group in by_wilds for m in group]  # fewest wilds first
        reachable = k >= 2 or (above >> (16 * 12) & 1) + (above >> (16 * 11) & 1) + k >= 2  # K, Q, wilds
        if r == 1 and self.ace_high and reachable:
            # TT-8: the ace may play high instead; it waits at position 14, above
            # the king, where runs coming up from below can end on it (Q-K-A).
            out.append((0, (1 << (4 * i)) - (1 << (4 * (i + 52))), 0, 0, ("high", s)))
        out.append((self.values[i], 1 << (4 * i), 0, 0, ("left", s, r)))
        return out

    def solve(self, state: int, k: int, room: int, bound: int = _INF) -> int:
        """The minimum deadwood of what is left, if it is below ``bound``;
        otherwise some number >= ``bound`` (branch and bound: a branch that
        cannot beat the best arrangement found so far is cut)."""
        if room > k:
            room = k
        if state == 0:
            if k <= room or k >= 3 and self.all_wild:
                return 0
            return self.wild_cost[k - room]
        if bound <= 0:
            return bound  # no deadwood is below 0
        key = (state, k, room)
        memo = self.memo
        got = memo.get(key)
        if got is not None and (got[1] or got[0] >= bound):
            return got[0]
        best = bound
        chosen = None
        solve = self.solve
        most = self.room_cap
        for move in self.moves(state, k):
            cost = move[0]
            if cost >= best:
                continue
            nroom = room + move[3]
            total = cost + solve(state - move[1], k - move[2], nroom if nroom < most else most, best - cost)
            if total < best:
                best = total
                chosen = move
                if best == 0:
                    break
        if len(memo) & 0x3FF == 0:  # every 1,024 new states: is the request past its time budget?
            check()
        if chosen is not None:
            memo[key] = (best, True, chosen)
            return best
        memo[key] = (bound, False, None)  # only known: the value is at least the bound
        return bound

    def first_plan(self, state: int, k: int) -> tuple[list[tuple[Any, ...]], int]:
        """One optimal plan, following the moves that solve() kept."""
        room = 0
        self.solve(state, k, room)
        plan = []
        while state:
            if room > k:
                room = k
            move = self.memo[(state, k, room)][2]
            assert move is not None
            plan.append(move[4])
            state -= move[1]
            k -= move[2]
            room = min(self.room_cap, room + move[3])
        return plan, k

    def plans(self, state: int, k: int, room: int, first_only: bool,
              last: tuple[int, tuple[Any, ...], int] | None = None) -> Iterator[tuple[list[tuple[Any, ...]], int]]:
        """Every optimal sequence of moves as (melds and leftovers, spare wilds).

        Identical cards (several decks, TT-1) would give the same moves in every order: leaving
        one 5♠ and melding the other, or melding first. The moves made on copies of one card are
        taken in one order only (``last``: the previous move's card and its :func:`_order`, which
        never rises along the copies), so each plan comes once and the enumeration stays as small
        as the plans are few. The order cannot lose a plan: what the moves on a card's copies use
        (cards above, wilds, room) adds up the same in any order. With uncapped sets, the sets of
        one rank count as one (:func:`~rummylab.solver.build.grouping` merges them), and their
        union is a set as good as they are (it needs no more wild cards), so a rank gets one set.
        """
        check()
        if room > k:
            room = k
        if state == 0:
            yield [], k
            return
        target = self.solve(state, k, room)
        i = ((state & -state).bit_length() - 1) >> 2
        ceiling = last[1] if last is not None and last[0] == i else None
        set_rank = last[2] if last is not None and self.cap is None else -1
        for cost, delta, w, mroom, meld in self.moves(state, k):
            if cost > target:
                continue
            order = _order(meld)
            if ceiling is not None and order > ceiling or meld[0] == "set" and meld[1] == set_rank:
                continue
            nroom = min(self.room_cap, room + mroom)
            if cost + self.solve(state - delta, k - w, nroom, target - cost + 1) != target:
                continue
            step = (i, order, meld[1] if meld[0] == "set" else set_rank)
            for rest, spare in self.plans(state - delta, k - w, nroom, first_only, step):
                yield [meld] + rest, spare
                if first_only:
                    return
