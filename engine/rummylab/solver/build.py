"""From raw plans to arrangements: canonical wild placement, and what makes two arrangements differ.

A raw plan is the list of moves the solver took: ``("set", rank, counts per suit, wilds)``,
``("run", suit, positions, wilds)``, ``("left", suit, rank)`` and ``("high", suit)`` (an ace put
aside to play high, TT-8), with the number of spare wild cards.
"""

from __future__ import annotations

from typing import Any, Iterator

from rummylab.core.cards import Card, Suit, sort_cards
from rummylab.core.rules import Rules
from rummylab.solver.arrangement import Arrangement, Meld, MeldKind
from rummylab.solver.masks import CARD, SUITS, Hand
from rummylab.solver.search import Search
from rummylab.solver.tables import simple_plans

__all__ = ["Draft", "build", "finish", "wild_only_melds", "meld_key", "plans", "grouping"]


class Draft:
    """A meld under construction: natural cards by position plus wild cards."""

    __slots__ = ("kind", "key", "naturals", "wilds")

    def __init__(self, kind: MeldKind, key: int, naturals: list[tuple[int, Card]], wilds: int) -> None:
        self.kind = kind
        self.key = key  # rank of a set, suit number of a run
        self.naturals = naturals  # (position, card); positions only matter for runs
        self.wilds = wilds

    def copy(self) -> Draft:
        return Draft(self.kind, self.key, list(self.naturals), self.wilds)


def _positions(draft: Draft, maxpos: int) -> tuple[int, int]:
    """The window a run occupies: gaps first, spare wilds above, then below."""
    ps = [p for p, _ in draft.naturals]
    length = len(ps) + draft.wilds
    if not ps:
        return 1, length
    lo, hi = ps[0], ps[-1]
    extra = length - (hi - lo + 1)
    up = min(extra, maxpos - hi)
    return lo - (extra - up), hi + up


def _room_of(draft: Draft, cap: int | None, maxlen: int) -> int:
    size = len(draft.naturals) + draft.wilds
    if draft.kind is MeldKind.SET:
        return 1 << 30 if cap is None else cap - size
    return maxlen - size


def build(raw: list[tuple[Any, ...]], spare: int, hand: Hand, rules: Rules) -> Arrangement:
    """Turn a raw plan into an Arrangement with canonical wild placement."""
    cap = rules.max_set_size
    maxlen = 14 if rules.ace_high else 13
    drafts: list[Draft] = []
    left: list[Card] = []
    for item in raw:
        if item[0] == "high":
            continue
        if item[0] == "left":
            left.append(CARD[item[1]][1 if item[2] == 14 else item[2]])
        elif item[0] == "set":
            _, r, counts, w = item
            r = 1 if r == 14 else r  # aces put aside to play high, in a set after all
            nat = [(r, CARD[s][r]) for s in range(4) for _ in range(counts[s])]
            drafts.append(Draft(MeldKind.SET, r, nat, w))
        else:
            _, s, positions, w = item
            nat = [(p, CARD[s][1 if p == 14 else p]) for p in positions]
            drafts.append(Draft(MeldKind.RUN, s, nat, w))
    # Spare wild cards: three or more meld on their own (unless all-wild melds are refused, TT-3),
    # fewer join melds with room.
    wild_only = spare if spare >= 3 and rules.all_wild else 0
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
        melds.append(finish(d, mine, maxlen))
    if wild_only:
        melds.extend(wild_only_melds(used, rules))
    melds.sort(key=meld_key)
    unmatched = sort_cards(left)
    return Arrangement(tuple(melds), unmatched, sum(rules.value(c) for c in unmatched))


def _absorb(drafts: list[Draft], spare: int, cap: int | None, maxlen: int) -> int:
    """Give spare wild cards to the first melds with room; return how many are left."""
    drafts.sort(key=_draft_key)
    for d in drafts:
        take = min(spare, _room_of(d, cap, maxlen))
        if take > 0:
            d.wilds += take
            spare -= take
    return spare


def _draft_key(d: Draft) -> tuple[Any, ...]:
    first = d.naturals[0][0] if d.naturals else 0
    return (first, 0 if d.kind is MeldKind.SET else 1, d.key, len(d.naturals))


def _merge(drafts: list[Draft], cap: int | None, maxlen: int) -> list[Draft]:
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


def finish(d: Draft, wilds: list[Card], maxlen: int) -> Meld:
    """The meld in display order: a set's natural cards by suit then its wilds
    (standing for the suits it lacks); a run by position."""
    if d.kind is MeldKind.SET:
        r = d.key
        have = {c.suit for _, c in d.naturals}
        suits = [s for s in SUITS if s not in have] + list(SUITS) * len(wilds)
        cards = list(sort_cards(c for _, c in d.naturals)) + wilds
        stands = [None] * len(d.naturals) + [Card(r, suits[j]) for j in range(len(wilds))]
        return Meld(MeldKind.SET, tuple(cards), tuple(stands))
    suit = SUITS[d.key]
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


def wild_only_melds(wilds: list[Card], rules: Rules) -> list[Meld]:
    """Melds made of wild cards only (TT-3): one set if the cap allows, else runs.

    In a set of the wild rank, a wild card of that rank stands for itself.
    """
    cap = rules.max_set_size
    if cap is None or len(wilds) <= cap:
        rank = rules.wild_rank or 13
        own = [w for w in wilds if w.rank == rank]
        others = [w for w in wilds if w.rank != rank]
        have = {w.suit for w in own}
        suits = [s for s in SUITS if s not in have] + list(SUITS) * len(others)
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


def meld_key(m: Meld) -> tuple[Any, ...]:
    reps = [c if r is None else r for c, r in zip(m.cards, m.stands_for)]
    return (reps[0].rank, 0 if m.kind is MeldKind.SET else 1, [c.sort_key for c in reps], [c.sort_key for c in m.cards])


def plans(hand: Hand, rules: Rules, first_only: bool) -> Iterator[tuple[list[tuple[Any, ...]], int]]:
    if hand.simple:
        for melds in simple_plans(hand.masks, rules, first_only):
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
    search = Search(rules, [rules.value(c) for c in hand.wilds])
    if first_only:
        yield search.first_plan(hand.state, len(hand.wilds))
        return
    yield from search.plans(hand.state, len(hand.wilds), 0, first_only)


def grouping(raw: list[tuple[Any, ...]], cap: int | None) -> tuple[Any, ...]:
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
