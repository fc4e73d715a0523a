"""The fast path: one copy of each card and no wild card (every Knock Rummy and Rummy hand).

A rank has at most one set (3 or 4 of its cards), and once the sets are chosen, what is left of
a suit is best covered by taking every maximal block of 3+ consecutive cards as one run (a card
outside such a block is in no run). So the sets are enumerated per rank and each suit is looked
up in a table of "runs only" deadwood over all 8192 rank masks; with many candidate sets (a big
hand) a dynamic programme over the ranks replaces the enumeration. In the ace-high variant (TT-8)
an ace may also sit at position 14, above the king.
"""

from __future__ import annotations

from itertools import product
from operator import itemgetter
from typing import Any, Iterable, Iterator

from rummylab.core.cards import Card
from rummylab.core.rules import Rules
from rummylab.solver.arrangement import Arrangement, Meld, MeldKind
from rummylab.solver.masks import CARD, SUIT_NUM, rank_values

__all__ = ["simple_min", "simple_best", "simple_plans"]

_TABLES: dict[tuple[bool, bool, int], tuple[list[int], list[int]]] = {}


def _blocks(bits: int) -> list[tuple[int, int]]:
    """Maximal blocks of consecutive set bits as (low, high) positions."""
    out = []
    while bits:
        low = (bits & -bits).bit_length() - 1
        run = bits >> low
        length = ((run + 1) & ~run).bit_length() - 1  # trailing ones
        out.append((low, low + length - 1))
        bits &= ~(((1 << length) - 1) << low)
    return out


def _suit_options(mask: int, values: list[int], ace_high: bool) -> list[tuple[int, tuple[tuple[int, int], ...]]]:
    """Runs-only arrangements of one suit (mask bit r = rank r held, one copy).

    Returns the optimal (cost, runs) options; runs are (low, high) positions,
    position 14 being the ace played high. With one copy of each card and
    no wild, every maximal block of 3+ consecutive cards is best taken whole.
    """

    def evaluate(bits: int) -> tuple[int, tuple[tuple[int, int], ...]]:
        cost = 0
        runs = []
        for lo, hi in _blocks(bits):
            if hi - lo >= 2:
                runs.append((lo, hi))
            else:
                cost += sum(values[1 if p == 14 else p] for p in range(lo, hi + 1))
        return cost, tuple(runs)

    if not (ace_high and mask & 2) or mask & 0x3FFE == 0x3FFE:  # all 13: one run A..K
        return [evaluate(mask)]
    low = evaluate(mask)
    high = evaluate((mask & ~2) | (1 << 14))  # the ace plays high (TT-8)
    if low == high or low[0] < high[0]:
        return [low]
    return [high] if high[0] < low[0] else [low, high]


def _tables(rules: Rules) -> tuple[list[int], list[int]]:
    """Per rules variant: runs-only deadwood per suit mask, and value per rank.

    Built in one pass over the masks in increasing order: a mask's cost is
    its lowest block's (nothing if 3+ long, else the cards' values) plus the
    cost of the mask without that block, already known. Position 14 is the
    ace played high (TT-8), tried against the ace low.
    """
    key = (rules.ace_high, rules.court_values, rules.ace_points)  # the values a table counts
    tables = _TABLES.get(key)
    if tables is None:
        values = rank_values(rules)
        by_pos = values + [values[1]]  # position 14: the ace again
        size = 1 << (15 if rules.ace_high else 14)
        total = [0] * size
        cost = [0] * size
        for m in range(2, size, 2):
            low = m & -m
            total[m] = total[m ^ low] + by_pos[low.bit_length() - 1]
            block = m & ~(m + low)
            cost[m] = cost[m ^ block] + (0 if block.bit_count() >= 3 else total[block])
        if rules.ace_high:
            high = 1 << 14
            cost = [min(c, cost[(m & ~2) | high]) if m & 2 else c for m, c in enumerate(cost[: 1 << 14])]
        tables = _TABLES[key] = (cost, values)
    return tables


def _set_choices(masks: list[int], cap: int | None) -> list[list[tuple[int, int]]]:
    """Per rank held in 3+ suits: the possible sets as (rank, suit mask), (rank, 0) = no set."""
    m0, m1, m2, m3 = masks
    three = (m0 & m1 & (m2 | m3)) | (m2 & m3 & (m0 | m1))
    choices = []
    limit = 4 if cap is None else cap
    while three:
        low = three & -three
        r = low.bit_length() - 1
        three ^= low
        suits = sum(1 << s for s in range(4) if masks[s] & low)
        opts = [(r, 0)]
        present = [s for s in range(4) if suits >> s & 1]
        if len(present) <= limit:
            opts.append((r, suits))
        if len(present) == 4 and limit >= 3:
            opts.extend((r, suits & ~(1 << s)) for s in present)
        choices.append(opts)
    return choices


def _without_sets(masks: list[int], combo: Iterable[tuple[int, int]]) -> list[int]:
    m = list(masks)
    for r, suits in combo:
        for s in range(4):
            if suits >> s & 1:
                m[s] &= ~(1 << r)
    return m


def _set_combos(masks: list[int], rules: Rules, first_only: bool) -> tuple[int, Iterable[tuple[tuple[int, int], ...]]]:
    """The smallest deadwood and the optimal choices of sets (one option per rank).

    A few ranks with sets possible (the usual case): try every combination.
    Many (a big hand): dynamic programming over the ranks instead.
    """
    cost = _tables(rules)[0]
    m0, m1, m2, m3 = masks
    if not (m0 & m1 & (m2 | m3)) | (m2 & m3 & (m0 | m1)):  # no rank in 3 suits: no set (most hands)
        return cost[m0] + cost[m1] + cost[m2] + cost[m3], [()]
    choices = _set_choices(masks, rules.max_set_size)
    if not choices:
        return cost[m0] + cost[m1] + cost[m2] + cost[m3], [()]
    if len(choices) > 3:
        return _set_combos_dp(masks, rules, choices, first_only)
    best = 1 << 30
    found: list[tuple[tuple[int, int], ...]] = []
    for combo in product(*choices):
        m = _without_sets(masks, combo)
        total = cost[m[0]] + cost[m[1]] + cost[m[2]] + cost[m[3]]
        if total < best:
            best, found = total, [tuple(o for o in combo if o[1])]
        elif total == best and not first_only:
            found.append(tuple(o for o in combo if o[1]))
    return best, found


def _set_combos_dp(masks: list[int], rules: Rules, choices: list[list[tuple[int, int]]],
                   first_only: bool) -> tuple[int, Iterator[tuple[tuple[int, int], ...]]]:
    """Rank by rank, each suit's current block of consecutive cards (length 0, 1, 2
    or 3+) is all that matters; in the ace-high variant each free ace is played
    low or high, remembered until position 14."""
    values = _tables(rules)[1]
    top = 14 if rules.ace_high else 13
    by_rank = {opts[0][0]: opts for opts in choices}

    def val(pos: int) -> int:
        return values[1 if pos == 14 else pos]

    def close(b: int, end: int) -> int:
        if b == 1:
            return val(end)
        if b == 2:
            return val(end) + val(end - 1)
        return 0

    layers: list[dict[tuple[Any, ...], tuple[int, list[Any]]]] = []
    layer: dict[tuple[Any, ...], tuple[int, list[Any]]] = {((0, 0, 0, 0), 0): (0, [])}
    for pos in range(1, top + 1):
        r = 1 if pos == 14 else pos
        nxt: dict[tuple[Any, ...], tuple[int, list[Any]]] = {}
        held = sum(1 << s for s in range(4) if masks[s] >> r & 1)
        for (blocks, high), (c0, _) in layer.items():
            steps: list[tuple[tuple[int, int] | None, int, int]]
            if pos == 14:
                steps = [(None, high, high)]  # the aces kept for high play
            else:
                steps = []
                for opt in by_rank.get(r, [(r, 0)]):
                    free = held & ~opt[1]
                    if pos == 1 and rules.ace_high:
                        h = free
                        while True:  # every subset of the free aces plays high
                            steps.append((opt, free & ~h, h))
                            if h == 0:
                                break
                            h = (h - 1) & free
                    else:
                        steps.append((opt, free, high))
            for step, present, nhigh in steps:
                c = c0
                nb = []
                for s in range(4):
                    b = blocks[s]
                    if present >> s & 1:
                        nb.append(b + 1 if b < 3 else 3)
                    else:
                        c += close(b, pos - 1)
                        nb.append(0)
                key = (tuple(nb), nhigh)
                got = nxt.get(key)
                if got is None or c < got[0]:
                    nxt[key] = (c, [((blocks, high), step)])
                elif c == got[0]:
                    got[1].append(((blocks, high), step))
        layers.append(nxt)
        layer = nxt
    finals = {k: c + sum(close(b, top) for b in k[0]) for k, (c, _) in layer.items()}
    best = min(finals.values())

    def walk(depth: int, key: tuple[Any, ...], acc: tuple[Any, ...]) -> Iterator[tuple[tuple[int, int], ...]]:
        if depth < 0:
            yield tuple(sorted(o for o in acc if o is not None and o[1]))
            return
        for prev, opt in layers[depth][key][1]:
            yield from walk(depth - 1, prev, acc + (opt,))

    def combos() -> Iterator[tuple[tuple[int, int], ...]]:
        seen: set[tuple[Any, ...]] = set()
        for key, total in finals.items():
            if total != best:
                continue
            for combo in walk(top - 1, key, ()):
                if combo not in seen:  # the same sets, aces played differently
                    seen.add(combo)
                    yield combo
                    if first_only:
                        return

    return best, combos()


def simple_min(masks: list[int], rules: Rules) -> int:
    return _set_combos(masks, rules, True)[0]


_RUNS: dict[tuple[bool, bool, int], dict[int, tuple[tuple[tuple[int, Meld], ...], tuple[Card, ...]]]] = {}
_SETS: dict[int, tuple[int, Meld]] = {}


def _suit_parts(s: int, mask: int, rules: Rules) -> tuple[tuple[tuple[int, Meld], ...], tuple[Card, ...]]:
    """One suit's runs (low position, meld) and leftovers, cached per mask by the caller.

    Without the ace-high variant the runs are the blocks of 3+ consecutive
    cards, found with shifts: a card is in a run when a window of three held
    cards covers it.
    """
    row = CARD[s]
    if rules.ace_high:
        spans = _suit_options(mask, _tables(rules)[1], True)[0][1]
    else:
        starts = mask & mask >> 1 & mask >> 2
        spans = tuple(_blocks(starts | starts << 1 | starts << 2)) if starts else ()
    runs = []
    for lo, hi in spans:
        cards = tuple(row[1 if p == 14 else p] for p in range(lo, hi + 1))
        runs.append((lo, Meld(MeldKind.RUN, cards, (None,) * len(cards))))
        for p in range(lo, hi + 1):
            mask &= ~(1 << (1 if p == 14 else p))
    rest = []
    while mask:  # lowest rank first
        low = mask & -mask
        rest.append(row[low.bit_length() - 1])
        mask ^= low
    return tuple(runs), tuple(rest)


def _set_meld(r: int, suits: int) -> tuple[int, Meld]:
    """The set of rank r in the suits of the mask, with its first suit's number; cached (52 + 13 * 5 at most)."""
    key = r << 4 | suits
    found = _SETS.get(key)
    if found is None:
        held = tuple(CARD[s][r] for s in range(4) if suits >> s & 1)
        found = _SETS[key] = (SUIT_NUM[held[0].suit.value], Meld(MeldKind.SET, held, (None,) * len(held)))
    return found


def simple_best(masks: list[int], rules: Rules) -> Arrangement:
    """best_arrangement for the table path, built directly (the hot path of Knock Rummy).

    Melds are immutable, so the arrangements share them: each suit's runs
    and leftovers are cached per mask, each set per rank and suits.
    """
    best, combos = _set_combos(masks, rules, True)
    combo = next(iter(combos))
    keyed = []  # (meld_key order: lowest rank, sets first, then suit; never equal) -> meld
    m = masks
    if combo:
        m = _without_sets(masks, combo)
        for r, suits in combo:
            first, meld = _set_meld(r, suits)
            keyed.append(((r, 0, first), meld))
    variant = (rules.ace_high, rules.court_values, rules.ace_points)
    parts_of = _RUNS.get(variant)
    if parts_of is None:
        parts_of = _RUNS[variant] = {}
    left: list[Card] = []
    for s, mask in enumerate(m):
        if not mask:
            continue
        parts = parts_of.get(s << 16 | mask)
        if parts is None:
            parts = parts_of[s << 16 | mask] = _suit_parts(s, mask, rules)
        runs, rest = parts
        for lo, meld in runs:
            keyed.append(((lo, 1, s), meld))
        left += rest
    if len(keyed) > 1:
        keyed.sort(key=_FIRST)
    return Arrangement(tuple([meld for _, meld in keyed]), tuple(left), best)


_FIRST = itemgetter(0)


def simple_plans(masks: list[int], rules: Rules, first_only: bool) -> Iterator[list[tuple[Any, ...]]]:
    """Optimal groupings as raw meld lists: ("set", rank, suit counts, 0) / ("run", suit, positions, 0)."""
    values = _tables(rules)[1]
    _, combos = _set_combos(masks, rules, first_only)
    for combo in combos:
        m = _without_sets(masks, combo)
        sets = [("set", r, tuple(suits >> s & 1 for s in range(4)), 0) for r, suits in combo]
        per_suit = [_suit_options(m[s], values, rules.ace_high) for s in range(4)]
        for pick in product(*per_suit):
            melds = list(sets)
            for s, (_, runs) in enumerate(pick):
                melds.extend(("run", s, tuple(range(lo, hi + 1)), 0) for lo, hi in runs)
            yield melds
            if first_only:
                return
