"""rummylab: the rules engine for Knock Rummy, Three Thirteen and basic Rummy.

Every number the rummylab site shows comes from here: the exact meld solver,
the settlement of a hand, the scoring of rounds, and their explanation in
English, Portuguese, Spanish and French.

>>> import rummylab
>>> hand = rummylab.parse_hand("4H 5H 6H QC QD QS 8D")
>>> rummylab.best_arrangement(hand).deadwood
8
>>> rummylab.settle_knock([8, 3], knocker=0).net
(Fraction(-15, 1), Fraction(15, 1))
"""

from __future__ import annotations

__version__ = "0.1.0"

from typing import TYPE_CHECKING, Any

from rummylab.core.cards import Card, Suit, format_hand, parse_hand
from rummylab.core.errors import RummyError
from rummylab.core.rules import KNOCK_RUMMY, RUMMY, Rules, three_thirteen
from rummylab.games.registry import rules_for
from rummylab.solver.melds import (
    Arrangement,
    Meld,
    MeldKind,
    all_best_arrangements,
    best_arrangement,
    min_deadwood,
)
from rummylab.words.explain import explain
from rummylab.words.language import card_name

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.games.knock.settle import (
        KnockCase,
        KnockSettlement,
        settle_knock,
        settle_knock_hands,
        settle_session,
    )

# The settlement's names are imported on first use: the browser's solver never needs them, and
# importing rummylab.games.knock.settle (and the scoring it shares with the games) costs it ~40 ms in Pyodide.
_LAZY = {"KnockCase", "KnockSettlement", "settle_knock", "settle_knock_hands", "settle_session"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from rummylab.games.knock import settle

        return getattr(settle, name)
    raise AttributeError(f"module 'rummylab' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | _LAZY)

__all__ = [
    "Card",
    "Suit",
    "parse_hand",
    "format_hand",
    "RummyError",
    "Rules",
    "KNOCK_RUMMY",
    "RUMMY",
    "three_thirteen",
    "rules_for",
    "Meld",
    "MeldKind",
    "Arrangement",
    "best_arrangement",
    "all_best_arrangements",
    "min_deadwood",
    "KnockCase",
    "KnockSettlement",
    "settle_knock",
    "settle_knock_hands",
    "settle_session",
    "explain",
    "card_name",
    "__version__",
]
