"""Laying off on the knocker's melds, a Knock Rummy house rule (``lay-off``: KR-4, KR-10).

The profile has no laying off (KR-4). At tables that play ``lay-off``, when the knocker is not at rum
each other player may add cards to the knocker's melds before their deadwood is counted: a run
grows at either end (a chain of cards, 3-4-5 on 6-7-8), a set up to the game's largest set (4 with
one deck, KR-4). Every player lays off for the smallest deadwood (KR-5): the search tries every
legal way, so a card of the player's own meld is laid off when that leaves less deadwood, and a
card is kept in its meld when laying it off would not.

>>> from rummylab.cards import parse_hand
>>> from rummylab.melds import best_arrangement
>>> knocker = best_arrangement(parse_hand("4H 5H 6H QC QD QS 8D"))
>>> rest, laid = best_lay_off(parse_hand("7H 7C 7D 7S 8H KS 2C"), knocker.melds)
>>> [str(x.card) for x in laid], [x.meld for x in laid], rest.deadwood   # 7♥ 8♥ go on 4♥ 5♥ 6♥; three 7s stay
(['7♥', '8♥'], [0, 0], 12)
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Any, Iterable, Sequence

from .arrangement import Arrangement, Meld, MeldKind
from .cards import Card
from .rules import KNOCK_RUMMY, Rules

__all__ = ["LaidOff", "best_lay_off"]


@dataclass(frozen=True, slots=True)
class LaidOff:
    """One card laid off on one of the knocker's melds.

    Attributes:
        card: the card laid off.
        meld: the meld it goes on: its index in the knocker's arrangement (0-based).
        onto: that meld's cards, as the knocker showed them.
    """

    card: Card
    meld: int
    onto: tuple[Card, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, the meld counted from 1 as the knocker's arrangement lists them:
        ``{"card": "7♥", "meld": 1, "onto": ["4♥", "5♥", "6♥"]}``."""
        return {"card": str(self.card), "meld": self.meld + 1, "onto": [str(c) for c in self.onto]}


def _options(meld: Meld, hand: set[Card], rules: Rules) -> list[tuple[Card, ...]]:
    """Every group of the hand's cards that can go on ``meld`` together, the empty group first."""
    cards = meld.cards
    if meld.kind is MeldKind.SET:
        rank = cards[0].rank
        fits = sorted((c for c in hand if c.rank == rank), key=lambda c: c.sort_key)
        room = len(fits) if rules.max_set_size is None else max(rules.max_set_size - len(cards), 0)
        groups: list[tuple[Card, ...]] = [()]
        for size in range(1, min(room, len(fits)) + 1):
            groups += [g for g in _combinations(fits, size)]
        return groups
    suit = cards[0].suit
    ranks = [c.rank for c in cards]
    low, high = min(ranks), max(ranks)
    below: list[Card] = []
    r = low - 1
    while r >= 1 and Card(r, suit) in hand:  # a chain down from the run's lowest card
        below.append(Card(r, suit))
        r -= 1
    above: list[Card] = []
    r = high + 1
    while r <= 13 and Card(r, suit) in hand:  # a chain up from its highest
        above.append(Card(r, suit))
        r += 1
    return [tuple(below[:a]) + tuple(above[:b]) for a in range(len(below) + 1) for b in range(len(above) + 1)]


def _combinations(cards: Sequence[Card], size: int) -> Iterable[tuple[Card, ...]]:
    from itertools import combinations

    return combinations(cards, size)


def best_lay_off(hand: Iterable[Card], melds: Sequence[Meld],
                 rules: Rules = KNOCK_RUMMY) -> tuple[Arrangement, tuple[LaidOff, ...]]:
    """The smallest deadwood ``hand`` can keep after laying off on ``melds`` (the knocker's), and how.

    Returns:
        The best arrangement of the cards kept (its deadwood is the player's, KR-5) and the cards laid
        off, each with its meld; among equal deadwoods, the way that lays off the fewest cards.
    """
    from .melds import best_arrangement, min_deadwood

    cards = tuple(hand)
    held = set(cards)
    per_meld = [_options(meld, held, rules) for meld in melds]
    best: tuple[int, int, tuple[LaidOff, ...]] | None = None
    seen: dict[frozenset[Card], int] = {}
    for choice in product(*per_meld):
        used = [c for group in choice for c in group]
        if len(used) != len(set(used)):
            continue  # one card on two melds
        key = frozenset(used)
        dead = seen.get(key)
        if dead is None:
            rest = list(cards)
            for c in used:
                rest.remove(c)
            dead = seen[key] = min_deadwood(rest, rules)
        if best is None or (dead, len(used)) < best[:2]:
            laid = tuple(LaidOff(c, i, melds[i].cards) for i, group in enumerate(choice) for c in group)
            best = (dead, len(used), laid)
    assert best is not None  # the empty choice is always there
    laid = best[2]
    kept = list(cards)
    for item in laid:
        kept.remove(item.card)
    return best_arrangement(kept, rules), laid
