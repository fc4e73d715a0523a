"""Laying off on the melds of the player who went out: a Three Thirteen house rule on TT-6 (``last_lay_off``).

The model the engine plays: the player who goes out shows their arrangement (the solver's
canonical best one, every card melded). Each other player, at the end of their last turn and in
the order of those turns, lays off on the melds shown, as they stand after the lay-offs before
theirs, whatever lowers their own penalty the most: the engine tries every choice of cards that
can go on those melds (optimally, never greedily, since laying off a card can break a meld of
one's own) and scores the cards kept with the solver. Among equal penalties it lays off the
fewest cards. A card laid off extends a set of its rank or a run of its suit (the meld staying
legal, wild cards filling gaps); a wild card goes on any meld with room. A card never replaces a
wild card already in a meld.

>>> from rummylab.core.cards import parse_hand
>>> from rummylab.solver.melds import best_arrangement
>>> from rummylab.core.rules import three_thirteen
>>> rules = three_thirteen(4, last_lay_off=True)  # sixes wild
>>> shown = best_arrangement(parse_hand("7S 8S 9S QH QD QC"), rules).melds
>>> kept, laid, after = lay_off(parse_hand("10S JS 2D 5C QH 3C"), shown, rules)
>>> [str(c) for c in laid], [str(c) for c in kept]
(['Q♥', '10♠', 'J♠'], ['3♣', '5♣', '2♦'])
>>> [str(m) for m in after]
['7♠ 8♠ 9♠ 10♠ J♠', 'Q♣ Q♦ Q♥ Q♥']
"""

from __future__ import annotations

from collections import Counter
from itertools import product
from typing import Iterator, Sequence

from rummylab.core.cards import Card, sort_cards
from rummylab.core.errors import MeldError
from rummylab.core.rules import Rules
from rummylab.solver.arrangement import Meld, MeldKind

__all__ = ["lay_off", "lay_off_table"]


def _window(meld: Meld, ace_high: bool) -> tuple[int, int]:
    """The positions a run occupies (an ace above a king at 14)."""
    ranks = [c.rank for c, _ in meld.pairs()]
    high = ace_high and 13 in ranks and 2 not in ranks
    positions = [14 if r == 1 and high else r for r in ranks]
    return min(positions), max(positions)


class _Target:
    """A meld shown on the table, as lay-offs see it: a set's rank, or a run's suit and window."""

    def __init__(self, meld: Meld, rules: Rules) -> None:
        self.meld = meld
        pairs = meld.pairs()
        self.size = len(pairs)
        self.is_set = meld.kind is MeldKind.SET
        self.rank = pairs[0][1].rank
        self.suit = pairs[0][1].suit
        self.window = (0, 0) if self.is_set else _window(meld, rules.ace_high)

    def takes(self, card: Card, wilds: int, rules: Rules) -> bool:
        """Whether ``card`` could go on this meld with at most ``wilds`` wild cards filling the gap."""
        if self.is_set:
            return card.rank == self.rank
        if card.suit != self.suit:
            return False
        lo, hi = self.window
        positions = [card.rank] + ([14] if rules.ace_high and card.rank == 1 else [])
        return any(p < lo and lo - p - 1 <= wilds or p > hi and p - hi - 1 <= wilds for p in positions)


def _options_of(targets: list[_Target], cards: Sequence[Card], reach: int, rules: Rules) -> dict[Card, list[int]]:
    """The targets each card might go on, ``reach`` wild or laid-off cards filling a gap at most."""
    # Uncapped sets of one rank take the same cards (TT-4): trying the first of them is enough.
    alike = {i for i, t in enumerate(targets) if rules.max_set_size is None and t.is_set
             and any(u.is_set and u.rank == t.rank for u in targets[:i])}
    return {c: [i for i, t in enumerate(targets) if i not in alike and t.takes(c, reach, rules)] for c in cards}


def _placements(targets: list[_Target], naturals: Sequence[Card], wilds: int, options_of: dict[Card, list[int]],
                rules: Rules) -> list[tuple[int, int, list[list[Card]]]]:
    """Every way to put ``naturals`` on the targets, each as (wild cards its gaps need, room left, cards per target).

    ``wilds`` bounds the gaps; room past it is not counted. ``options_of``: :func:`_options_of`.
    """
    maxlen = 14 if rules.ace_high else 13
    cap = rules.max_set_size
    choices = [options_of[card] for card in naturals]
    found = []
    for pick in product(*choices):
        placed: list[list[Card]] = [[] for _ in targets]
        for card, i in zip(naturals, pick):
            placed[i].append(card)
        need = 0
        room = 0
        for target, cards in zip(targets, placed):
            if target.is_set:
                size = target.size + len(cards)
                if cap is not None and size > cap:
                    break
                room += wilds if cap is None else cap - size
                continue
            gaps = _run_gaps(target, cards, rules.ace_high, maxlen)
            if gaps is None:
                break
            need += gaps[0]
            room += gaps[1]
        else:
            if need <= wilds:
                found.append((need, room, placed))
    return found


def _run_gaps(target: _Target, cards: list[Card], ace_high: bool, maxlen: int) -> tuple[int, int] | None:
    """(wild cards the gaps need, room left) for ``cards`` added to a run, or None when they cannot go on it."""
    lo, hi = target.window
    best: tuple[int, int] | None = None
    readings = [[c.rank] + ([14] if ace_high and c.rank == 1 else []) for c in cards]
    for positions in product(*readings):
        if len(set(positions)) < len(positions) or any(lo <= p <= hi for p in positions):
            continue
        low, high = min([lo, *positions]), max([hi, *positions])
        length = high - low + 1
        if length > maxlen:
            continue
        gaps = length - target.size - len(positions)
        if best is None or gaps < best[0]:
            best = (gaps, maxlen - length)
    return best


def _share_wilds(targets: list[_Target], placed: list[list[Card]], wilds: int,
                 rules: Rules) -> list[tuple[list[Card], int]]:
    """How many of the wild cards each target takes: its gaps first, then the spare ones where there is room."""
    maxlen = 14 if rules.ace_high else 13
    cap = rules.max_set_size
    shares = []
    spare = wilds
    for target, cards in zip(targets, placed):
        gaps = 0 if target.is_set else (_run_gaps(target, cards, rules.ace_high, maxlen) or (0, 0))[0]
        shares.append(gaps)
        spare -= gaps
    for i, (target, cards) in enumerate(zip(targets, placed)):
        if target.is_set:
            room = spare if cap is None else cap - target.size - len(cards) - shares[i]
        else:
            room = (_run_gaps(target, cards, rules.ace_high, maxlen) or (0, 0))[1]
        take = min(spare, room)
        shares[i] += take
        spare -= take
    return [(cards, shares[i]) for i, cards in enumerate(placed)]


def _choices(hand: Sequence[Card], options_of: dict[Card, list[int]],
             rules: Rules) -> Iterator[tuple[tuple[Card, ...], int]]:
    """Every choice of natural cards (identical cards counted, not told apart) and of a number of wilds."""
    wilds = sum(1 for c in hand if rules.is_wild(c))
    naturals = Counter(c for c in hand if not rules.is_wild(c))
    candidates = [c for c in sort_cards(naturals) if options_of[c]]
    for counts in product(*(range(naturals[c] + 1) for c in candidates)):
        chosen = tuple(c for c, n in zip(candidates, counts) for _ in range(n))
        for j in range(wilds + 1):
            yield chosen, j


def lay_off(hand: Sequence[Card], shown: Sequence[Meld],
            rules: Rules) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Meld, ...]]:
    """The best lay-off of ``hand`` on the melds ``shown``: (cards kept, cards laid off, the melds after).

    The penalty of the cards kept is the least any lay-off leaves (TT-6, TT-7); among equal ones,
    the fewest cards are laid off. Wild cards laid off are the dearest ones (TT-7: a wild kept
    and left over costs its face value).
    """
    from rummylab.solver.melds import make_meld, min_deadwood

    targets = [_Target(m, rules) for m in shown]
    held = list(hand)
    wild_cards = sorted((c for c in held if rules.is_wild(c)), key=lambda c: (-rules.value(c), c.sort_key))
    naturals_held = [c for c in held if not rules.is_wild(c)]
    options_of = _options_of(targets, naturals_held, len(held), rules)  # a gap never spans more than the hand
    options = sorted(_choices(held, options_of, rules), key=lambda o: len(o[0]) + o[1]) if targets else []
    best: tuple[int, int, list[Card], list[Card], list[tuple[list[Card], int]]] | None = None
    cost_of: dict[tuple[Card, ...], int] = {}
    placements: dict[tuple[Card, ...], list[tuple[int, int, list[list[Card]]]]] = {}
    for naturals, j in options:
        if best is not None and best[0] == 0 and len(naturals) + j > best[1]:
            break  # nothing beats 0, and fewer cards laid off were tried first
        ways = placements.get(naturals)
        if ways is None:
            ways = placements[naturals] = _placements(targets, naturals, len(wild_cards), options_of, rules)
        way = next((placed for need, room, placed in ways if need <= j <= need + room), None)
        if way is None:
            continue
        plan = _share_wilds(targets, way, j, rules)
        kept = Counter(held)
        kept.subtract(naturals)
        kept.subtract(wild_cards[:j])
        rest = []
        for c in held:
            if kept[c] > 0:
                rest.append(c)
                kept[c] -= 1
        key = sort_cards(rest)
        cost = cost_of.get(key)
        if cost is None:
            cost = cost_of[key] = min_deadwood(key, rules)
        if best is None or cost < best[0]:
            best = (cost, len(naturals) + j, rest, list(naturals) + wild_cards[:j], plan)
    if best is None or not best[3]:
        return sort_cards(held), (), tuple(shown)
    _, _, rest, laid, plan = best
    wild_pool = list(wild_cards[:len(laid) - sum(len(cards) for cards, _ in plan)])
    after = []
    for meld, (cards, w) in zip(shown, plan):
        if not cards and not w:
            after.append(meld)
            continue
        extra, wild_pool = wild_pool[:w], wild_pool[w:]
        try:
            after.append(make_meld(meld.cards + tuple(cards) + tuple(extra), rules))
        except MeldError as err:  # pragma: no cover - _placements said it stays legal
            raise AssertionError(f"a lay-off broke a meld: {err}") from None
    return sort_cards(rest), sort_cards(laid), tuple(after)


def lay_off_table(hands: Sequence[Sequence[Card]], out: int, order: Sequence[int], shown: Sequence[Meld],
                  rules: Rules) -> tuple[tuple[tuple[Card, ...], ...], tuple[tuple[Card, ...], ...], tuple[Meld, ...]]:
    """Every player of ``order`` lays off in turn on the melds of ``out`` (:func:`lay_off`).

    Returns each seat's cards kept, each seat's cards laid off and the melds as they end.
    """
    kept = [tuple(h) for h in hands]
    laid: list[tuple[Card, ...]] = [() for _ in hands]
    melds = tuple(shown)
    for seat in order:
        if seat == out:
            continue
        kept[seat], laid[seat], melds = lay_off(hands[seat], melds, rules)
    return tuple(kept), tuple(laid), melds
