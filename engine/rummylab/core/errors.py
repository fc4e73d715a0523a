"""The engine's errors: one root type, a subclass per kind of mistake.

Every error carries a stable ``code`` (for translation on the site and for
scripts) and the offending input as ``token``, so a message can always name
the bad part.

>>> from rummylab.core.cards import Card
>>> try:
...     Card.parse("5X")
... except RummyError as err:
...     print(err.code, repr(err.token), err)
bad-card '5X' '5X' is not a card
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "RummyError",
    "CardError",
    "DuplicateCardError",
    "HandError",
    "RulesError",
    "MeldError",
    "SettlementError",
    "IllegalMoveError",
    "RequestError",
    "BudgetError",
]


class RummyError(ValueError):
    """Root of every error the engine raises on bad input.

    Attributes:
        code: a stable, language-neutral identifier such as ``"bad-card"``.
        token: the offending input (a string, a number, a card), or ``None``.
        params: extra values a translated message may use.
    """

    code = "error"

    def __init__(self, message: str, *, token: Any = None, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.token = token
        self.params = params

    def to_dict(self) -> dict[str, Any]:
        """The error as JSON-ready data: code, token (as text) and message."""
        token = self.token
        if token is not None and not isinstance(token, (str, int, float, bool)):
            token = str(token)
        params = {k: (v if isinstance(v, (str, int, float, bool)) or v is None else str(v)) for k, v in self.params.items()}
        return {"code": self.code, "token": token, "message": str(self), "params": params}


class CardError(RummyError):
    """A piece of text that is not a card (``'5X' is not a card``)."""

    code = "bad-card"


class DuplicateCardError(RummyError):
    """More copies of a card than the game's decks hold."""

    code = "duplicate-card"


class HandError(RummyError):
    """A hand of the wrong size, or otherwise impossible for the game."""

    code = "bad-hand"


class RulesError(RummyError):
    """An impossible game configuration (round 12, zero decks, …)."""

    code = "bad-rules"


class MeldError(RummyError):
    """Cards offered as a meld that do not form a legal set or run."""

    code = "bad-meld"


class SettlementError(RummyError):
    """An impossible table to settle (one player, a knocker out of range, …)."""

    code = "bad-settlement"


class IllegalMoveError(RummyError):
    """A move that the rules forbid; ``rule`` names the rule id it breaks."""

    code = "illegal-move"

    def __init__(self, message: str, *, rule: str, token: Any = None, code: str | None = None, **params: Any) -> None:
        super().__init__(f"{message} ({rule})", token=token, code=code, rule=rule, **params)
        self.rule = rule


class RequestError(RummyError):
    """A malformed request to :func:`rummylab.web.handle` or the CLI."""

    code = "bad-request"


class BudgetError(RummyError):
    """A request that would take longer than its operation's time budget (:mod:`rummylab.core.budget`);
    ``op`` names the operation and ``limit`` its budget in seconds."""

    code = "too-slow"
