"""A hand read once for the solver: natural cards as suit masks and counts, wild cards apart.

Copies are checked against the decks here, cheaply; only a hand that breaks the rules goes
through :meth:`Rules.check_hand <rummylab.core.rules.Rules.check_hand>`, which raises the error
naming the card (KR-1, TT-1).
"""

from __future__ import annotations

from typing import Iterable, cast

from rummylab.core.cards import Card, Suit
from rummylab.core.errors import CardError
from rummylab.core.rules import Rules

__all__ = ["SUITS", "SUIT_NUM", "CARD", "Hand", "rank_values"]

SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
SUIT_NUM = {s.value: n for n, s in enumerate(SUITS)}
#: CARD[s][r]: the natural card of suit number s (0 = clubs) and rank r (1..13).
#: Index 0 holds None, so that a rank indexes its card; no code reads it.
CARD = cast(tuple[tuple[Card, ...], ...], tuple(tuple([None] + [Card(r, s) for r in range(1, 14)]) for s in SUITS))


class Hand:
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
            s = SUIT_NUM[c.suit._value_]
            bit = 1 << r
            if masks[s] & bit:
                repeats.append(16 * r + 4 * s)
            masks[s] |= bit
        if repeats or wilds:  # the search needs the counts; the table path does not
            for c in hand:
                if c.rank != 0 and c.rank != wild_rank:
                    state += 1 << (16 * c.rank + 4 * SUIT_NUM[c.suit._value_])
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


def rank_values(rules: Rules) -> list[int]:
    """Index = rank (1..13) -> leftover value under these rules."""
    return [0] + [rules.value(CARD[0][r]) for r in range(1, 14)]
