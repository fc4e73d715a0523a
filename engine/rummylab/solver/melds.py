"""The meld solver: the exact minimum deadwood of a hand (KR-4, KR-5, TT-3, TT-4, TT-7, RU-3).

A hand is arranged into melds (sets of one rank, runs of one suit) and the
cards left over; the deadwood is the value of the leftovers, and each player's
deadwood is the minimum over every legal arrangement. Overlaps are resolved
for that minimum, never by taking the longest meld first:

>>> from rummylab.core.cards import parse_hand
>>> best = best_arrangement(parse_hand("4S 5S 6S 7S 7H 7D"))
>>> [str(m) for m in best.melds], best.deadwood
(['4♠ 5♠ 6♠', '7♦ 7♥ 7♠'], 0)

Wild cards (Three Thirteen, TT-3) stand for any card in a set or a run; a
meld may be made of wild cards only. A wild left over costs its face value
(TT-7), so kings wild in round 11:

>>> from rummylab.core.rules import three_thirteen
>>> arr = best_arrangement(parse_hand("4H 5H KS 9C 9D 2S"), three_thirteen(11))
>>> [str(m) for m in arr.melds], [str(c) for c in arr.unmatched], arr.deadwood
(['9♣ 9♦ K♠(9♥)'], ['4♥', '5♥', '2♠'], 11)

How it works, and why it is exact (the property tests check it against an
exhaustive reference solver on thousands of hands): a hand with one copy of
each card and no wild card is solved with lookup tables per suit and an
enumeration of the sets (:mod:`rummylab.solver.tables`); any other hand by a
memoised branch-and-bound search over the cards, rank first
(:mod:`rummylab.solver.search`). Their plans become arrangements with a
canonical placement of the wild cards (:mod:`rummylab.solver.build`).
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from rummylab.core.cards import Card, format_hand, sort_cards
from rummylab.core.errors import CardError, MeldError
from rummylab.core.rules import KNOCK_RUMMY, Rules
from rummylab.solver.arrangement import Arrangement, Meld, MeldKind
from rummylab.solver.build import Draft, build, finish, grouping, meld_key, plans, wild_only_melds
from rummylab.solver.masks import CARD, SUIT_NUM, Hand
from rummylab.solver.search import Search
from rummylab.solver.tables import simple_best, simple_min

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


def min_deadwood(hand: Iterable[Card], rules: Rules = KNOCK_RUMMY) -> int:
    """The smallest deadwood of the hand (KR-5, TT-7), without building melds.

    Raises:
        DuplicateCardError: more copies of a card than the decks hold.

    >>> from rummylab.core.cards import parse_hand
    >>> min_deadwood(parse_hand("AS AH AD 7C 8C 9C 3H"))
    3
    """
    h = Hand(hand, rules)
    if h.simple:
        return simple_min(h.masks, rules)
    return Search(rules, [rules.value(c) for c in h.wilds]).solve(h.state, len(h.wilds), 0)


def best_arrangement(hand: Iterable[Card], rules: Rules = KNOCK_RUMMY) -> Arrangement:
    """One arrangement with the smallest deadwood (KR-5, TT-7), chosen
    deterministically.

    Raises:
        DuplicateCardError: more copies of a card than the decks hold.

    >>> from rummylab.core.cards import parse_hand
    >>> print(best_arrangement(parse_hand("4H 5H 6H QC QD QS 8D")))
    [4♥ 5♥ 6♥] [Q♣ Q♦ Q♠] left: 8♦ = 8
    """
    h = Hand(hand, rules)
    if h.simple:
        return simple_best(h.masks, rules)
    raw, spare = next(plans(h, rules, True))
    return build(raw, spare, h, rules)


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

    >>> from rummylab.core.cards import parse_hand
    >>> from rummylab.core.rules import three_thirteen
    >>> tt = three_thirteen(1)  # threes wild
    >>> for a in all_best_arrangements(parse_hand("5S 6S 7S 6S 6H"), tt):
    ...     print(a)
    [5♠ 6♠ 7♠] left: 6♥ 6♠ = 12
    [6♥ 6♠ 6♠] left: 5♠ 7♠ = 12
    """
    h = Hand(hand, rules)
    seen: set[tuple[Any, ...]] = set()
    out: list[Arrangement] = []
    if limit is not None and limit < 1:
        return ()
    for raw, spare in plans(h, rules, False):
        key = grouping(raw, rules.max_set_size)
        if key in seen:
            continue
        seen.add(key)
        out.append(build(raw, spare, h, rules))
        if limit is not None and len(out) >= limit:
            break
    out.sort(key=lambda a: ([meld_key(m) for m in a.melds], [c.sort_key for c in a.unmatched]))
    return tuple(out)


def make_meld(cards: Iterable[Card], rules: Rules = KNOCK_RUMMY) -> Meld:
    """Check cards offered as one meld and return it in display order.

    Natural cards of one rank make a set, of one suit and different ranks a
    run; wild cards fill gaps (shown where they stand).

    Raises:
        MeldError: with a code naming why: ``too-short``, ``mixed-suits``,
            ``not-consecutive``, ``repeated-rank``, ``wrap-around``,
            ``set-too-large``, ``too-long``, ``all-wild`` (wild cards only, when the house
            rule ``all_wild`` is off, TT-3); the token is the cards as text.

    >>> from rummylab.core.cards import parse_hand
    >>> from rummylab.core.rules import three_thirteen
    >>> make_meld(parse_hand("KS QS AS"))
    Traceback (most recent call last):
    ...
    rummylab.core.errors.MeldError: K♠ Q♠ A♠ wraps around: the ace is low here, no run goes round the corner (KR-4)
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
    wild_key = lambda c: c.sort_key  # noqa: E731 - a named one-line function reads best here
    naturals = sort_cards(c for c in cards if not rules.is_wild(c))
    wilds = sorted((c for c in cards if rules.is_wild(c)), key=wild_key)
    cap = rules.max_set_size
    maxlen = 14 if rules.ace_high else 13
    ranks = {c.rank for c in naturals}
    suits = {c.suit for c in naturals}
    if not naturals and not rules.all_wild:
        raise MeldError(f"{text} is made of wild cards only: a meld needs a natural card here (TT-3)",
                        token=text, code="all-wild")
    if not naturals and (cap is None or len(cards) <= cap or len(cards) <= maxlen):
        return wild_only_melds(wilds, rules)[0]
    if len(ranks) <= 1:
        if cap is not None and len(cards) > cap:
            raise MeldError(f"{text} is too large: a set has at most {cap} cards", token=text,
                            code="set-too-large", cap=cap)
        return finish(Draft(MeldKind.SET, naturals[0].rank, [(0, c) for c in naturals], 0), wilds, maxlen)
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
    suit = SUIT_NUM[naturals[0].suit.value]
    for positions in choices:
        if positions[-1] - positions[0] + 1 <= len(cards):
            nat = [(p, CARD[suit][1 if p == 14 else p]) for p in positions]
            return finish(Draft(MeldKind.RUN, suit, nat, len(wilds)), wilds, maxlen)
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

    >>> from rummylab.core.cards import parse_hand
    >>> hand = parse_hand("4H 5H 6H QC QD QS 8D")
    >>> check_arrangement([parse_hand("QC QD QS")], hand).deadwood
    23
    """
    h = Hand(hand, rules)
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
