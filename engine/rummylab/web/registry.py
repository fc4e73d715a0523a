"""Which function answers which operation: :func:`register` and :func:`handler_for`.

The operations of :mod:`rummylab.web.hands` (``version``, ``solve``,
``settle``, ``score``) are there from the start. The practice and game
operations live in their own modules, imported on the first request for
one of them (:data:`LAZY_OPS`), so the solver's first answer in the
browser does not wait for the games, the advisor and the generators. An
import that fails is a bug and fails loudly: the request gets the
``internal`` error, never an "unknown operation".
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

__all__ = ["Handler", "register", "handler_for", "ops", "LAZY_OPS"]

#: A handler takes the parsed request and returns a JSON-able dict.
Handler = Callable[[dict[str, Any]], dict[str, Any]]

#: The operations whose module loads on first use, and that module (under ``rummylab.web``).
LAZY_OPS = {
    "quiz": "practice", "quiz-check": "practice", "puzzle": "practice", "puzzle-check": "practice",
    "deal": "games", "advise": "games",
    "play-start": "play", "play-move": "play", "play-hint": "play",
    "sheet": "sheet",
    "worksheet": "worksheet",
    "coach": "coach", "coach-check": "coach",
    "daily": "daily",
}

_HANDLERS: dict[str, Handler] = {}


def register(op: str) -> Callable[[Handler], Handler]:
    """Decorator: make the function answer requests with ``{"op": op}``."""

    def decorate(handler: Handler) -> Handler:
        _HANDLERS[op] = handler
        return handler

    return decorate


def handler_for(op: str) -> Handler | None:
    """The function that answers ``op``, importing its module on first use; None for an unknown op."""
    if op not in _HANDLERS and op in LAZY_OPS:
        importlib.import_module(f"rummylab.web.{LAZY_OPS[op]}")
    return _HANDLERS.get(op)


def ops() -> tuple[str, ...]:
    """Every operation, sorted (this loads every operation module)."""
    for module in sorted(set(LAZY_OPS.values())):
        importlib.import_module(f"rummylab.web.{module}")
    return tuple(sorted(_HANDLERS))
