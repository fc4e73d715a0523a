"""Laying off on the knocker's melds, a Knock Rummy house rule (``lay-off``: KR-4, KR-10).

The profile has no laying off (KR-4). At tables that play ``lay-off``, when the knocker is not at rum
each other player may add cards to the knocker's melds before their deadwood is counted: a run
grows at either end (a chain of cards, 3-4-5 on 6-7-8), a set up to the game's largest set (4 with
one deck, KR-4). Every player lays off for the smallest deadwood (KR-5): the search tries every
legal way, so a card of the player's own meld is laid off when that leaves less deadwood, and a
card is kept in its meld when laying it off would not.

>>> from rummylab.core.cards import parse_hand
>>> from rummylab.solver.melds import best_arrangement
>>> knocker = best_arrangement(parse_hand("4H 5H 6H QC QD QS 8D"))
>>> rest, laid = best_lay_off(parse_hand("7H 7C 7D 7S 8H KS 2C"), knocker.melds)
>>> [str(x.card) for x in laid], [x.meld for x in laid], rest.deadwood   # 7♥ 8♥ go on 4♥ 5♥ 6♥; three 7s stay
(['7♥', '8♥'], [0, 0], 12)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from rummylab.core.cards import Card
from rummylab.core.rules import KNOCK_RUMMY, Rules
from rummylab.solver.arrangement import Arrangement, Meld

__all__ = ["LaidOff", "best_lay_off", "lay_off_on_knocker"]


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


def best_lay_off(hand: Iterable[Card], melds: Sequence[Meld],
                 rules: Rules = KNOCK_RUMMY) -> tuple[Arrangement, tuple[LaidOff, ...]]:
    """The smallest deadwood ``hand`` can keep after laying off on ``melds`` (the knocker's), and how.

    Returns:
        The best arrangement of the cards kept (its deadwood is the player's, KR-5) and the cards laid
        off, each with its meld; among equal deadwoods, the way that lays off the fewest cards.
    """
    from rummylab.solver.lay_off import lay_off
    from rummylab.solver.melds import best_arrangement

    kept, _, after = lay_off(tuple(hand), melds, rules)
    # One deck (KR-1): a card in a meld after that was not in it before was laid off on it.
    laid = tuple(LaidOff(card, i, before.cards) for i, (before, now) in enumerate(zip(melds, after))
                 for card in now.cards if card not in before.cards)
    return best_arrangement(kept, rules), laid


def lay_off_on_knocker(hands: Sequence[Sequence[Card] | None], arrangements: Sequence[Arrangement | None],
                       knocker: int | None, rules: Rules) -> tuple[list[Any], tuple[tuple[LaidOff, ...], ...]] | None:
    """Every other player's lay-off on the knocker's melds (KR-4, KR-10 under ``lay_off``), or None for none.

    Nothing is laid off without the house rule, without a knocker, when the knocker's cards are not
    known (``arrangements[knocker]`` None) or at rum. A player whose cards are not known (None: a
    score sheet's number, taken as already counted) keeps their arrangement.

    Returns:
        Each seat's arrangement of the cards it keeps, and each seat's cards laid off.
    """
    shown = None if knocker is None else arrangements[knocker]
    if not rules.lay_off or shown is None or shown.deadwood == 0:
        return None
    kept: list[Any] = list(arrangements)
    laid: list[tuple[LaidOff, ...]] = [()] * len(hands)
    for seat, hand in enumerate(hands):
        if seat != knocker and hand is not None:
            kept[seat], laid[seat] = best_lay_off(hand, shown.melds, rules)
    return kept, tuple(laid)
