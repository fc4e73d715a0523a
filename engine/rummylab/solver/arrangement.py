"""What the meld solver returns: melds and arrangements (KR-4, KR-5, TT-3, TT-4, TT-7, RU-3).

:mod:`rummylab.solver.melds` finds them (and re-exports these names); they are plain frozen values.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from rummylab.core.cards import Card, format_hand

__all__ = ["MeldKind", "Meld", "Arrangement"]


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

    >>> from rummylab.solver.melds import make_meld
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
        stands = self.stands_for
        if stands.count(None) == len(stands):  # no wild card (every Knock Rummy meld): the common case
            return {"kind": self.kind._value_, "cards": list(map(str, self.cards)), "wilds": {},
                    "stands_for": [None] * len(stands)}
        return {
            "kind": self.kind.value,
            "cards": [str(c) for c in self.cards],
            "wilds": {str(c): str(r) for c, r in zip(self.cards, stands) if r is not None},
            "stands_for": [None if r is None else str(r) for r in stands],
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

        >>> from rummylab.core.cards import parse_hand
        >>> from rummylab.solver.melds import best_arrangement
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
