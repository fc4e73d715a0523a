"""The meld solver: the exact minimum deadwood of a hand (KR-4, KR-5, TT-3, TT-4, TT-7, RU-3).

A hand is arranged into melds (sets of one rank, runs of one suit) and the
cards left over; the deadwood is the value of the leftovers, and each player's
deadwood is the minimum over every legal arrangement. Overlaps are resolved
for that minimum, never by taking the longest meld first:

>>> from rummylab.cards import parse_hand
>>> best = best_arrangement(parse_hand("4S 5S 6S 7S 7H 7D"))
>>> [str(m) for m in best.melds], best.deadwood
(['4♠ 5♠ 6♠', '7♦ 7♥ 7♠'], 0)

Wild cards (Three Thirteen, TT-3) stand for any card in a set or a run; a
meld may be made of wild cards only. A wild left over costs its face value
(TT-7), so kings wild in round 11:

>>> from rummylab.rules import three_thirteen
>>> arr = best_arrangement(parse_hand("4H 5H KS 9C 9D 2S"), three_thirteen(11))
>>> [str(m) for m in arr.melds], [str(c) for c in arr.unmatched], arr.deadwood
(['9♣ 9♦ K♠(9♥)'], ['4♥', '5♥', '2♠'], 11)

How it works, and why it is exact (the property tests check it against an
exhaustive reference solver on thousands of hands):

* No wild card and no repeated card (every Knock Rummy and Rummy hand): a
  rank has at most one set (3 or 4 of its cards), and once the sets are
  chosen, what is left of a suit is best covered by taking every maximal
  block of 3+ consecutive cards as one run (a card outside such a block is in
  no run). So the sets are enumerated per rank and each suit is looked up in
  a table of "runs only" deadwood over all 8192 rank masks; with many
  candidate sets (a big hand) a dynamic programme over the ranks replaces
  the enumeration.
* Otherwise a depth-first search, cards ordered rank first: the lowest card
  still to place is left over, or put in a set of its rank, or at the bottom
  of a run of its suit. It is memoised on (cards left, wilds left, room) and
  cuts every branch that cannot beat the best arrangement found so far.
  Three facts keep it small:
  - each meld takes the fewest wild cards that make it legal; the other
    wilds are spare, and three spare wilds form a meld of their own, so a
    meld never needs more than two extra. At the end, spare wilds cost
    nothing if there are 3+ or if the melds have room for them, else the
    cheapest are left over (``room`` counts that capacity, capped at 2);
  - a run takes every remaining card of its suit inside its span: a wild
    standing where a natural card is still available can swap places with
    it (the wild then stands for that card wherever the natural was);
  - the moves of a card depend only on its rank's column, which ranks above
    it its suit still holds and the wilds left, so they are cached.
  In the ace-high variant (TT-8) an ace may also be put aside at position
  14, above the king, where a run coming up from below can end on it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from itertools import product
from typing import Any, Iterable, Iterator, Sequence

from .cards import Card, Suit, format_hand, sort_cards
from .errors import CardError, MeldError
from .rules import KNOCK_RUMMY, Rules

__all__ = [
    "MeldKind",
    "Meld",
    "Arrangement",
    "best_arrangement",
    "all_best_arrangements",
    "min_deadwood",
    "make_meld",
    "check_arrangement",
]

_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_SUIT_NUM = {s.value: n for n, s in enumerate(_SUITS)}
#: _CARD[s][r]: the natural card of suit number s (0 = clubs) and rank r (1..13).
_CARD = tuple(tuple([None] + [Card(r, s) for r in range(1, 14)]) for s in _SUITS)  # type: ignore[list-item]


class MeldKind(enum.Enum):
    """A set (cards of one rank) or a run (consecutive cards of one suit)."""

    SET = "set"
    RUN = "run"


@dataclass(frozen=True, slots=True)
class Meld:
    """One legal meld.

    Attributes:
        kind: set or run.
        cards: the cards held, in display order (a run ascending by the
            rank each card stands for, each wild where it stands).
        stands_for: aligned with ``cards``: for a wild card the natural card
            it represents (possibly itself, a wild king in a set of kings),
            ``None`` for a natural card.

    >>> m = make_meld(Card.parse(t) for t in ("6H", "4H", "5H"))
    >>> str(m), m.kind.value
    ('4♥ 5♥ 6♥', 'run')
    """

    kind: MeldKind
    cards: tuple[Card, ...]
    stands_for: tuple[Card | None, ...]

    @property
    def wilds(self) -> dict[Card, Card]:
        """Wild card -> the card it represents. With two identical wilds in one
        meld the keys clash; use :meth:`pairs` then."""
        return {c: r for c, r in zip(self.cards, self.stands_for) if r is not None}

    def pairs(self) -> tuple[tuple[Card, Card], ...]:
        """Every card with the card it represents (a natural card represents itself)."""
        return tuple((c, c if r is None else r) for c, r in zip(self.cards, self.stands_for))

    @property
    def naturals(self) -> tuple[Card, ...]:
        """The cards that are not playing as wild cards."""
        return tuple(c for c, r in zip(self.cards, self.stands_for) if r is None)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: kind, cards, ``wilds`` (wild -> represented) and
        ``stands_for`` (aligned with cards; ``None`` for a natural card, kept
        because ``wilds`` cannot hold two identical wild cards)."""
        return {
            "kind": self.kind.value,
            "cards": [str(c) for c in self.cards],
            "wilds": {str(c): str(r) for c, r in zip(self.cards, self.stands_for) if r is not None},
            "stands_for": [None if r is None else str(r) for r in self.stands_for],
        }

    def __str__(self) -> str:
        return " ".join(str(c) if r is None else f"{c}({r})" for c, r in zip(self.cards, self.stands_for))


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A hand arranged into melds and leftovers.

    Attributes:
        melds: the melds, in canonical order (by the lowest rank they stand
            for, sets before runs).
        unmatched: the leftover cards, sorted for display.
        deadwood: the total value of ``unmatched`` (KR-5, TT-7).
    """

    melds: tuple[Meld, ...]
    unmatched: tuple[Card, ...]
    deadwood: int

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, e.g. ``{"deadwood": 8, "melds": [...], "unmatched": ["8♦"]}``.

        >>> from rummylab.cards import parse_hand
        >>> best_arrangement(parse_hand("4H 5H 6H QC QD QS 8D")).to_dict()["melds"][0]
        {'kind': 'run', 'cards': ['4♥', '5♥', '6♥'], 'wilds': {}, 'stands_for': [None, None, None]}
        """
        return {
            "deadwood": self.deadwood,
            "melds": [m.to_dict() for m in self.melds],
            "unmatched": [str(c) for c in self.unmatched],
        }

    def __str__(self) -> str:
        parts = [f"[{m}]" for m in self.melds]
        if self.unmatched:
            parts.append("left: " + format_hand(self.unmatched))
        return " ".join(parts) + f" = {self.deadwood}"


# ---------------------------------------------------------------------------
# Reading a hand


class _Hand:
    """A validated hand split into natural cards and wild cards."""

    __slots__ = ("cards", "masks", "state", "wilds", "simple")

    def __init__(self, cards: Iterable[Card], rules: Rules) -> None:
        hand = tuple(cards)
        masks = [0, 0, 0, 0]
        wild_rank = rules.wild_rank
        wilds: list[Card] = []
        repeats: list[int] = []  # second and later copies of a natural card
        state = 0  # 4-bit count per card, rank-major: bit 16 * rank + 4 * suit
        for c in hand:
            if type(c) is not Card:
                raise CardError(f"{c!r} is not a card", token=c)
            r = c.rank
            if r == 0 or r == wild_rank:
                wilds.append(c)
                continue
            s = _SUIT_NUM[c.suit._value_]
            bit = 1 << r
            if masks[s] & bit:
                repeats.append(16 * r + 4 * s)
            masks[s] |= bit
        if repeats or wilds:  # the search needs the counts; the table path does not
            for c in hand:
                if c.rank != 0 and c.rank != wild_rank:
                    state += 1 << (16 * c.rank + 4 * _SUIT_NUM[c.suit._value_])
        # Copies against the decks (TT-1, KR-1): counted here cheaply; the rules
        # object raises the DuplicateCardError naming the card.
        over = bool(repeats) and rules.decks == 1 or len(repeats) >= 15  # (a 16th copy would overflow)
        if repeats and not over:
            over = any((state >> shift) & 15 > rules.decks for shift in repeats)
        if wilds and not over:
            jokers = sum(1 for w in wilds if w.rank == 0)
            over = jokers > rules.jokers or len(wilds) - jokers > 1 and any(
                n > rules.decks for n in _copies(w for w in wilds if w.rank))
        if over:
            rules.check_hand(hand)
        self.cards = hand
        self.masks = masks
        self.wilds = wilds
        self.simple = not repeats and not wilds
        self.state = state


def _copies(cards: Iterable[Card]) -> Iterable[int]:
    seen: dict[Card, int] = {}
    for c in cards:
        seen[c] = seen.get(c, 0) + 1
    return seen.values()


# ---------------------------------------------------------------------------
# Fast path: one copy of each card, no wild card held (KR, RU, most TT hands)

_TABLES: dict[tuple[bool, bool], tuple[list[int], list[int]]] = {}


def _rank_values(rules: Rules) -> list[int]:
    """Index = rank (1..13) -> leftover value under these rules."""
    return [0] + [rules.value(_CARD[0][r]) for r in range(1, 14)]


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
    key = (rules.ace_high, rules.court_values)
    tables = _TABLES.get(key)
    if tables is None:
        values = _rank_values(rules)
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
    choices = _set_choices(masks, rules.max_set_size)
    if not choices:
        return cost[masks[0]] + cost[masks[1]] + cost[masks[2]] + cost[masks[3]], [()]
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

    layers: list[dict[tuple, tuple[int, list]]] = []
    layer: dict[tuple, tuple[int, list]] = {((0, 0, 0, 0), 0): (0, [])}
    for pos in range(1, top + 1):
        r = 1 if pos == 14 else pos
        nxt: dict[tuple, tuple[int, list]] = {}
        held = sum(1 << s for s in range(4) if masks[s] >> r & 1)
        for (blocks, high), (c0, _) in layer.items():
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
            for opt, present, nhigh in steps:
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
                    nxt[key] = (c, [((blocks, high), opt)])
                elif c == got[0]:
                    got[1].append(((blocks, high), opt))
        layers.append(nxt)
        layer = nxt
    finals = {k: c + sum(close(b, top) for b in k[0]) for k, (c, _) in layer.items()}
    best = min(finals.values())

    def walk(depth: int, key: tuple, acc: tuple) -> Iterator[tuple[tuple[int, int], ...]]:
        if depth < 0:
            yield tuple(sorted(o for o in acc if o is not None and o[1]))
            return
        for prev, opt in layers[depth][key][1]:
            yield from walk(depth - 1, prev, acc + (opt,))

    def combos() -> Iterator[tuple[tuple[int, int], ...]]:
        seen: set[tuple] = set()
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


def _simple_min(masks: list[int], rules: Rules) -> int:
    return _set_combos(masks, rules, True)[0]


_RUNS: dict[tuple[bool, bool], dict[int, tuple[tuple, tuple[Card, ...]]]] = {}


def _suit_parts(s: int, mask: int, rules: Rules) -> tuple[tuple, tuple[Card, ...]]:
    """One suit's runs (low position, cards, stands_for) and leftovers, cached per mask."""
    row = _CARD[s]
    runs = []
    for lo, hi in _suit_options(mask, _tables(rules)[1], rules.ace_high)[0][1]:
        cards = tuple(row[1 if p == 14 else p] for p in range(lo, hi + 1))
        runs.append((lo, cards, (None,) * len(cards)))
        for p in range(lo, hi + 1):
            mask &= ~(1 << (1 if p == 14 else p))
    return tuple(runs), tuple(row[r] for r in range(1, 14) if mask >> r & 1)


def _simple_best(masks: list[int], rules: Rules) -> Arrangement:
    """best_arrangement for the table path, built directly (the hot path of Knock Rummy)."""
    best, combos = _set_combos(masks, rules, True)
    combo = next(iter(combos))
    melds = []
    m = masks
    if combo:
        m = _without_sets(masks, combo)
        for r, suits in combo:
            held = tuple(_CARD[s][r] for s in range(4) if suits >> s & 1)
            melds.append(((r, 0, _SUIT_NUM[held[0].suit.value]), Meld(MeldKind.SET, held, (None,) * len(held))))
    parts_of = _RUNS.get((rules.ace_high, rules.court_values))
    if parts_of is None:
        parts_of = _RUNS[(rules.ace_high, rules.court_values)] = {}
    left: list[Card] = []
    for s in range(4):
        mask = m[s]
        if not mask:
            continue
        parts = parts_of.get(s << 16 | mask)
        if parts is None:
            parts = parts_of[s << 16 | mask] = _suit_parts(s, mask, rules)
        runs, rest = parts
        for lo, cards, stands in runs:
            melds.append(((lo, 1, s), Meld(MeldKind.RUN, cards, stands)))
        left.extend(rest)
    # The same order as _meld_key gives: lowest rank, sets first, then suit.
    melds.sort(key=lambda pair: pair[0])
    return Arrangement(tuple(m for _, m in melds), tuple(left), best)


def _simple_plans(masks: list[int], rules: Rules, first_only: bool) -> Iterator[list[tuple]]:
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


# ---------------------------------------------------------------------------
# General search: wild cards and identical cards from several decks

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


_NIBBLES = sum(15 << (16 * q) for q in range(16))  # one suit's counts in a rank-major state
_ONES = sum(1 << (16 * q) for q in range(16))
_MOVES: dict[tuple, dict[tuple[int, int, int, int], list[tuple[int, int, int, int, tuple]]]] = {}
#: Entries kept per rules variant before the move cache starts afresh (about
#: 0.8 kB each: some 16 MB at most, which matters in the browser).
_MOVES_CAP = 20_000


class _Search:
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
        values = _rank_values(rules)
        values.append(values[1])  # position 14: the ace played high
        self.values = [values[i >> 2] if 1 <= (i >> 2) <= 14 else 0 for i in range(64)]
        self.cap = rules.max_set_size
        self.ace_high = rules.ace_high
        self.maxlen = 14 if rules.ace_high else 13
        wild_values = sorted(wild_values)
        self.wild_cost = [sum(wild_values[:j]) for j in range(3)]
        self.memo: dict[tuple[int, int, int], tuple[int, bool, tuple | None]] = {}
        variant = (self.cap, self.ace_high, rules.court_values)
        cache = _MOVES.get(variant)
        if cache is None:
            cache = _MOVES[variant] = {}
        self.cache = cache

    def moves(self, state: int, k: int) -> list[tuple[int, int, int, int, tuple]]:
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

    def _moves(self, i: int, col: int, above: int, k: int) -> list[tuple[int, int, int, int, tuple]]:
        s, r = i & 3, i >> 2
        if r == 14:  # an ace put aside to play high that no run came up to take
            return [(self.values[i], 1 << (4 * i), 0, 0, ("left", s, r))]
        cap = self.cap
        maxlen = self.maxlen
        by_wilds: list[list[tuple[int, int, int, int, tuple]]] = [[] for _ in range(k + 1)]
        # Sets of rank r containing the card (TT-4: identical cards allowed), largest first.
        for pattern, size, counts in _set_options(col, cap):
            w = 3 - size if size < 3 else 0
            if w > k:
                continue
            room = 2 if cap is None else min(2, cap - size - w)
            by_wilds[w].append((0, pattern << (16 * r), w, room, ("set", r, counts, w)))
        # Runs of suit s whose lowest natural card is this one (KR-4, TT-4), longest first.
        runs: list[tuple[int, int, int, int, tuple]] = []
        if k >= 2 and cap is not None:  # with uncapped sets, the card + 2 wilds is a set already
            runs.append((0, 1 << (4 * i), 2, min(2, maxlen - 3), ("run", s, (r,), 2)))
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
                    runs.append((0, delta, w, min(2, maxlen - n - w), ("run", s, tuple(positions), w)))
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
            if k >= 3 or k <= room:
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
        for move in self.moves(state, k):
            cost = move[0]
            if cost >= best:
                continue
            nroom = room + move[3]
            total = cost + solve(state - move[1], k - move[2], nroom if nroom < 2 else 2, best - cost)
            if total < best:
                best = total
                chosen = move
                if best == 0:
                    break
        if chosen is not None:
            memo[key] = (best, True, chosen)
            return best
        memo[key] = (bound, False, None)  # only known: the value is at least the bound
        return bound

    def first_plan(self, state: int, k: int) -> tuple[list[tuple], int]:
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
            room = min(2, room + move[3])
        return plan, k

    def plans(self, state: int, k: int, room: int, first_only: bool) -> Iterator[tuple[list[tuple], int]]:
        """Every optimal sequence of moves as (melds and leftovers, spare wilds)."""
        if room > k:
            room = k
        if state == 0:
            yield [], k
            return
        target = self.solve(state, k, room)
        for cost, delta, w, mroom, meld in self.moves(state, k):
            if cost > target:
                continue
            nroom = min(2, room + mroom)
            if cost + self.solve(state - delta, k - w, nroom, target - cost + 1) != target:
                continue
            for rest, spare in self.plans(state - delta, k - w, nroom, first_only):
                yield [meld] + rest, spare
                if first_only:
                    return


# ---------------------------------------------------------------------------
# Building arrangements


class _Draft:
    """A meld under construction: natural cards by position plus wild cards."""

    __slots__ = ("kind", "key", "naturals", "wilds")

    def __init__(self, kind: MeldKind, key: int, naturals: list[tuple[int, Card]], wilds: int) -> None:
        self.kind = kind
        self.key = key  # rank of a set, suit number of a run
        self.naturals = naturals  # (position, card); positions only matter for runs
        self.wilds = wilds

    def copy(self) -> _Draft:
        return _Draft(self.kind, self.key, list(self.naturals), self.wilds)


def _positions(draft: _Draft, maxpos: int) -> tuple[int, int]:
    """The window a run occupies: gaps first, spare wilds above, then below."""
    ps = [p for p, _ in draft.naturals]
    length = len(ps) + draft.wilds
    if not ps:
        return 1, length
    lo, hi = ps[0], ps[-1]
    extra = length - (hi - lo + 1)
    up = min(extra, maxpos - hi)
    return lo - (extra - up), hi + up


def _room_of(draft: _Draft, cap: int | None, maxlen: int) -> int:
    size = len(draft.naturals) + draft.wilds
    if draft.kind is MeldKind.SET:
        return 1 << 30 if cap is None else cap - size
    return maxlen - size


def _build(raw: list[tuple], spare: int, hand: _Hand, rules: Rules) -> Arrangement:
    """Turn a raw plan into an Arrangement with canonical wild placement."""
    cap = rules.max_set_size
    maxlen = 14 if rules.ace_high else 13
    drafts: list[_Draft] = []
    left: list[Card] = []
    for item in raw:
        if item[0] == "high":
            continue
        if item[0] == "left":
            left.append(_CARD[item[1]][1 if item[2] == 14 else item[2]])
        elif item[0] == "set":
            _, r, counts, w = item
            r = 1 if r == 14 else r  # aces put aside to play high, in a set after all
            nat = [(r, _CARD[s][r]) for s in range(4) for _ in range(counts[s])]
            drafts.append(_Draft(MeldKind.SET, r, nat, w))
        else:
            _, s, positions, w = item
            nat = [(p, _CARD[s][1 if p == 14 else p]) for p in positions]
            drafts.append(_Draft(MeldKind.RUN, s, nat, w))
    # Spare wild cards: three or more meld on their own, fewer join melds with room.
    wild_only = spare if spare >= 3 else 0
    if wild_only or not spare:
        drafts = _merge(drafts, cap, maxlen)
    else:
        merged = _merge([d.copy() for d in drafts], cap, maxlen)
        if _absorb(merged, spare, cap, maxlen) == 0:
            drafts, spare = merged, 0  # glued melds still take every spare wild
        else:
            drafts.sort(key=_draft_key)
            spare = _absorb(drafts, spare, cap, maxlen)
    drafts.sort(key=_draft_key)
    # The cheapest wild cards are the ones left over (TT-7); the dearest go into melds.
    wild_order = sorted(hand.wilds, key=lambda c: (rules.value(c), c.sort_key))
    n_left = 0 if wild_only else spare
    left.extend(wild_order[:n_left])
    used = wild_order[n_left:][::-1]
    melds = []
    for d in drafts:
        mine, used = used[: d.wilds], used[d.wilds:]
        melds.append(_finish(d, mine, maxlen))
    if wild_only:
        melds.extend(_wild_only_melds(used, rules))
    melds.sort(key=_meld_key)
    unmatched = sort_cards(left)
    return Arrangement(tuple(melds), unmatched, sum(rules.value(c) for c in unmatched))


def _absorb(drafts: list[_Draft], spare: int, cap: int | None, maxlen: int) -> int:
    """Give spare wild cards to the first melds with room; return how many are left."""
    drafts.sort(key=_draft_key)
    for d in drafts:
        take = min(spare, _room_of(d, cap, maxlen))
        if take > 0:
            d.wilds += take
            spare -= take
    return spare


def _draft_key(d: _Draft) -> tuple:
    first = d.naturals[0][0] if d.naturals else 0
    return (first, 0 if d.kind is MeldKind.SET else 1, d.key, len(d.naturals))


def _merge(drafts: list[_Draft], cap: int | None, maxlen: int) -> list[_Draft]:
    """Glue runs that continue each other and sets of one rank that fit together,
    so cutting a meld in two is not a different arrangement."""
    changed = True
    while changed:
        changed = False
        for a in drafts:
            for b in drafts:
                if a is b or a.kind is not b.kind or a.key != b.key:
                    continue
                if a.kind is MeldKind.SET:
                    if cap is not None:
                        continue  # with a cap, two sets of one rank never fit in one
                elif a.wilds or b.wilds or a.naturals[-1][0] + 1 != b.naturals[0][0]:
                    continue
                a.naturals = a.naturals + b.naturals
                a.wilds += b.wilds
                drafts = [d for d in drafts if d is not b]
                changed = True
                break
            if changed:
                break
    return drafts


def _finish(d: _Draft, wilds: list[Card], maxlen: int) -> Meld:
    """The meld in display order: a set's natural cards by suit then its wilds
    (standing for the suits it lacks); a run by position."""
    if d.kind is MeldKind.SET:
        r = d.key
        have = {c.suit for _, c in d.naturals}
        suits = [s for s in _SUITS if s not in have] + list(_SUITS) * len(wilds)
        cards = list(sort_cards(c for _, c in d.naturals)) + wilds
        stands = [None] * len(d.naturals) + [Card(r, suits[j]) for j in range(len(wilds))]
        return Meld(MeldKind.SET, tuple(cards), tuple(stands))
    suit = _SUITS[d.key]
    lo, hi = _positions(d, maxlen)
    at = dict(d.naturals)
    cards, stands = [], []
    pool = list(wilds)
    for p in range(lo, hi + 1):
        if p in at:
            cards.append(at[p])
            stands.append(None)
        else:
            cards.append(pool.pop(0))
            stands.append(Card(1 if p == 14 else p, suit))
    return Meld(MeldKind.RUN, tuple(cards), tuple(stands))


def _wild_only_melds(wilds: list[Card], rules: Rules) -> list[Meld]:
    """Melds made of wild cards only (TT-3): one set if the cap allows, else runs.

    In a set of the wild rank, a wild card of that rank stands for itself.
    """
    cap = rules.max_set_size
    if cap is None or len(wilds) <= cap:
        rank = rules.wild_rank or 13
        own = [w for w in wilds if w.rank == rank]
        others = [w for w in wilds if w.rank != rank]
        have = {w.suit for w in own}
        suits = [s for s in _SUITS if s not in have] + list(_SUITS) * len(others)
        cards = own + others
        stands = own + [Card(rank, suits[j]) for j in range(len(others))]
        return [Meld(MeldKind.SET, tuple(cards), tuple(stands))]
    maxlen = 14 if rules.ace_high else 13
    chunks = -(-len(wilds) // maxlen)
    out = []
    for j in range(chunks):
        part = wilds[j::chunks]
        out.append(Meld(MeldKind.RUN, tuple(part), tuple(Card(p, Suit.SPADES) for p in range(1, len(part) + 1))))
    return out


def _meld_key(m: Meld) -> tuple:
    reps = [c if r is None else r for c, r in zip(m.cards, m.stands_for)]
    return (reps[0].rank, 0 if m.kind is MeldKind.SET else 1, [c.sort_key for c in reps], [c.sort_key for c in m.cards])


def _plans(hand: _Hand, rules: Rules, first_only: bool) -> Iterator[tuple[list[tuple], int]]:
    if hand.simple:
        for melds in _simple_plans(hand.masks, rules, first_only):
            used = 0
            for m in melds:
                if m[0] == "set":
                    for s in range(4):
                        if m[2][s]:
                            used |= 1 << (16 * s + m[1])
                else:
                    for p in m[2]:
                        used |= 1 << (16 * m[1] + (1 if p == 14 else p))
            left = [("left", s, r) for s in range(4) for r in range(1, 14)
                    if hand.masks[s] >> r & 1 and not used >> (16 * s + r) & 1]
            yield melds + left, 0
        return
    search = _Search(rules, [rules.value(c) for c in hand.wilds])
    if first_only:
        yield search.first_plan(hand.state, len(hand.wilds))
        return
    yield from search.plans(hand.state, len(hand.wilds), 0, first_only)


# ---------------------------------------------------------------------------
# Public API


def min_deadwood(hand: Iterable[Card], rules: Rules = KNOCK_RUMMY) -> int:
    """The smallest deadwood of the hand (KR-5, TT-7), without building melds.

    Raises:
        DuplicateCardError: more copies of a card than the decks hold.

    >>> from rummylab.cards import parse_hand
    >>> min_deadwood(parse_hand("AS AH AD 7C 8C 9C 3H"))
    3
    """
    h = _Hand(hand, rules)
    if h.simple:
        return _simple_min(h.masks, rules)
    return _Search(rules, [rules.value(c) for c in h.wilds]).solve(h.state, len(h.wilds), 0)


def best_arrangement(hand: Iterable[Card], rules: Rules = KNOCK_RUMMY) -> Arrangement:
    """One arrangement with the smallest deadwood (KR-5, TT-7), chosen
    deterministically.

    Raises:
        DuplicateCardError: more copies of a card than the decks hold.

    >>> from rummylab.cards import parse_hand
    >>> print(best_arrangement(parse_hand("4H 5H 6H QC QD QS 8D")))
    [4♥ 5♥ 6♥] [Q♣ Q♦ Q♠] left: 8♦ = 8
    """
    h = _Hand(hand, rules)
    if h.simple:
        return _simple_best(h.masks, rules)
    raw, spare = next(_plans(h, rules, True))
    return _build(raw, spare, h, rules)


def all_best_arrangements(
    hand: Iterable[Card], rules: Rules = KNOCK_RUMMY, *, limit: int | None = None
) -> tuple[Arrangement, ...]:
    """Every distinct arrangement with the smallest deadwood.

    Two arrangements are the same when they group the natural cards the same
    way: cutting a run or a set into pieces is not a new arrangement, and
    wild cards are interchangeable (where a spare wild goes is shown one
    canonical way). ``limit`` stops after that many; pass one for big hands,
    which can have astronomically many (a whole deck does).

    The order is canonical: by the melds' lowest ranks, sets before runs.

    >>> from rummylab.cards import parse_hand
    >>> from rummylab.rules import three_thirteen
    >>> tt = three_thirteen(1)  # threes wild
    >>> for a in all_best_arrangements(parse_hand("5S 6S 7S 6S 6H"), tt):
    ...     print(a)
    [5♠ 6♠ 7♠] left: 6♥ 6♠ = 12
    [6♥ 6♠ 6♠] left: 5♠ 7♠ = 12
    """
    h = _Hand(hand, rules)
    seen: set[tuple] = set()
    out: list[Arrangement] = []
    if limit is not None and limit < 1:
        return ()
    for raw, spare in _plans(h, rules, False):
        key = _grouping(raw, rules.max_set_size)
        if key in seen:
            continue
        seen.add(key)
        out.append(_build(raw, spare, h, rules))
        if limit is not None and len(out) >= limit:
            break
    out.sort(key=lambda a: ([_meld_key(m) for m in a.melds], [c.sort_key for c in a.unmatched]))
    return tuple(out)


def _grouping(raw: list[tuple], cap: int | None) -> tuple:
    """What makes two optimal plans different arrangements: how the natural
    cards are grouped and which are left over, once the sets of one rank are
    merged (uncapped sets) and runs of a suit that continue each other are
    glued (a meld with a single natural card counts as a piece of run).
    Wild cards are interchangeable, so where they go is not part of it."""
    left = []
    fixed: dict[int, list[int]] = {}
    capped_sets = []
    pieces: list[tuple[int, list[int]]] = []
    for item in raw:
        kind = item[0]
        if kind == "high":
            continue
        if kind == "left":
            left.append((item[1], 1 if item[2] == 14 else item[2]))
        elif kind == "set" and sum(item[2]) > 1:
            if cap is None:
                total = fixed.setdefault(1 if item[1] == 14 else item[1], [0, 0, 0, 0])
                for s, n in enumerate(item[2]):
                    total[s] += n
            else:
                capped_sets.append((1 if item[1] == 14 else item[1], item[2]))
        elif kind == "set":
            pieces.append((item[2].index(1), [1 if item[1] == 14 else item[1]]))
        else:
            pieces.append((item[1], list(item[2])))
    pieces.sort()
    glued = True
    while glued:
        glued = False
        for a in pieces:
            for b in pieces:
                if a is not b and a[0] == b[0] and a[1][-1] + 1 == b[1][0]:
                    a[1].extend(b[1])
                    pieces.remove(b)
                    glued = True
                    break
            if glued:
                break
    sets = sorted((r, tuple(n)) for r, n in fixed.items()) + sorted(capped_sets)
    return (tuple(sets), tuple(sorted((s, tuple(p)) for s, p in pieces)), tuple(sorted(left)))


def make_meld(cards: Iterable[Card], rules: Rules = KNOCK_RUMMY) -> Meld:
    """Check cards offered as one meld and return it in display order.

    Natural cards of one rank make a set, of one suit and different ranks a
    run; wild cards fill gaps (shown where they stand).

    Raises:
        MeldError: with a code naming why: ``too-short``, ``mixed-suits``,
            ``not-consecutive``, ``repeated-rank``, ``wrap-around``,
            ``set-too-large``, ``too-long``; the token is the cards as text.

    >>> from rummylab.cards import parse_hand
    >>> from rummylab.rules import three_thirteen
    >>> make_meld(parse_hand("KS QS AS"))
    Traceback (most recent call last):
    ...
    rummylab.errors.MeldError: K♠ Q♠ A♠ wraps around: the ace is low here, no run goes round the corner (KR-4)
    >>> print(make_meld(parse_hand("9S 9H 9S"), three_thirteen(1)))
    9♥ 9♠ 9♠
    >>> print(make_meld(parse_hand("3D 7S 5S"), three_thirteen(1)))
    5♠ 3♦(6♠) 7♠
    """
    cards = tuple(cards)
    for c in cards:
        if type(c) is not Card:
            raise CardError(f"{c!r} is not a card", token=c)
    text = format_hand(cards)
    if len(cards) < 3:
        raise MeldError(f"{text or 'nothing'} is too short: a meld has 3 cards or more", token=text, code="too-short")
    wild_key = lambda c: c.sort_key  # noqa: E731
    naturals = sort_cards(c for c in cards if not rules.is_wild(c))
    wilds = sorted((c for c in cards if rules.is_wild(c)), key=wild_key)
    cap = rules.max_set_size
    maxlen = 14 if rules.ace_high else 13
    ranks = {c.rank for c in naturals}
    suits = {c.suit for c in naturals}
    if not naturals and (cap is None or len(cards) <= cap or len(cards) <= maxlen):
        return _wild_only_melds(wilds, rules)[0]
    if len(ranks) <= 1:
        if cap is not None and len(cards) > cap:
            raise MeldError(f"{text} is too large: a set has at most {cap} cards", token=text,
                            code="set-too-large", cap=cap)
        return _finish(_Draft(MeldKind.SET, naturals[0].rank, [(0, c) for c in naturals], 0), wilds, maxlen)
    if len(suits) > 1:
        raise MeldError(f"{text} mixes suits and ranks: a run is of one suit, a set of one rank",
                        token=text, code="mixed-suits")
    if len(ranks) < len(naturals):
        raise MeldError(f"{text} repeats a rank: a run holds each rank once", token=text, code="repeated-rank")
    if len(cards) > maxlen:
        raise MeldError(f"{text} is too long: a run has at most {maxlen} cards", token=text,
                        code="too-long", limit=maxlen)
    choices = [sorted(ranks)]
    if rules.ace_high and 1 in ranks:
        choices.append(sorted((14 if r == 1 else r) for r in ranks))  # Q-K-A (TT-8)
    suit = _SUIT_NUM[naturals[0].suit.value]
    for positions in choices:
        if positions[-1] - positions[0] + 1 <= len(cards):
            nat = [(p, _CARD[suit][1 if p == 14 else p]) for p in positions]
            return _finish(_Draft(MeldKind.RUN, suit, nat, len(wilds)), wilds, maxlen)
    turned = sorted(r + 13 if r <= 6 else r for r in ranks)  # K-A-2 read round the corner
    if turned[-1] - turned[0] + 1 <= len(cards):
        why = "the ace is low here, no run goes round the corner" if not rules.ace_high else (
            "the ace is high or low, but no run goes round the corner")
        raise MeldError(f"{text} wraps around: {why} (KR-4)", token=text, code="wrap-around")
    gaps = f" ({len(wilds)} wild card{'s' if len(wilds) != 1 else ''} cannot fill the gaps)" if wilds else ""
    raise MeldError(f"{text} is not consecutive: a run needs neighbouring ranks{gaps}",
                    token=text, code="not-consecutive")


def check_arrangement(
    melds: Sequence[Sequence[Card]], hand: Iterable[Card], rules: Rules = KNOCK_RUMMY
) -> Arrangement:
    """Validate the reader's arrangement of a hand; the rest is left over.

    Every meld must be legal (:func:`make_meld`) and use cards of the hand, no
    card more often than it is held.

    Raises:
        DuplicateCardError: the hand itself is impossible.
        MeldError: a meld is illegal, or uses a card not in the hand
            (``card-not-in-hand``) or more often than held (``card-used-twice``).

    >>> from rummylab.cards import parse_hand
    >>> hand = parse_hand("4H 5H 6H QC QD QS 8D")
    >>> check_arrangement([parse_hand("QC QD QS")], hand).deadwood
    23
    """
    h = _Hand(hand, rules)
    remaining: dict[Card, int] = {}
    for c in h.cards:
        remaining[c] = remaining.get(c, 0) + 1
    built = []
    for cards in melds:
        meld = make_meld(cards, rules)
        for c in meld.cards:
            n = remaining.get(c)
            if n is None:
                raise MeldError(f"{c} is not in the hand", token=str(c), code="card-not-in-hand")
            if n == 0:
                raise MeldError(f"{c} is used more often than it is held", token=str(c), code="card-used-twice")
            remaining[c] = n - 1
        built.append(meld)
    left = sort_cards(c for c, n in remaining.items() for _ in range(n))
    return Arrangement(tuple(built), left, sum(rules.value(c) for c in left))
