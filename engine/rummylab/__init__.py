"""rummylab: the rules engine for Knock Rummy, Three Thirteen and basic Rummy.

Every number the rummylab site shows comes from here: the exact meld solver,
the settlement of a hand, the scoring of rounds, and their explanation in
English, Portuguese, Spanish and French.
"""

from __future__ import annotations

from .cards import Card, Suit, format_hand, parse_hand
from .errors import RummyError
from .rules import KNOCK_RUMMY, RUMMY, Rules, rules_for, three_thirteen

__version__ = "0.1.0"

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
    "__version__",
]
