"""Time budgets: a deadline that the engine's long loops check, so every request ends with an answer.

An operation runs inside :func:`budget` (the browser's :func:`rummylab.web.handle` gives each
operation one); the loops that can run long on a hostile or absurd request — the solver's search
and its enumeration of arrangements, simulated hands, the advisor's and the coach's samples, the
generators' retries, a record's replay — call :func:`check`, which raises
:class:`~rummylab.core.errors.BudgetError` (code ``too-slow``, naming the operation) once the
deadline has passed. Outside a budget :func:`check` costs one comparison and never raises.

>>> with budget(5, "solve"):
...     check()
>>> with budget(0, "simulate"):
...     check()
Traceback (most recent call last):
...
rummylab.core.errors.BudgetError: simulate took longer than its budget of 0 s
"""

from __future__ import annotations

from contextlib import contextmanager
from time import monotonic
from typing import Iterator

from rummylab.core.errors import BudgetError

__all__ = ["budget", "check", "remaining"]

_deadline: float | None = None
_op = ""
_limit: float = 0


@contextmanager
def budget(seconds: float, op: str) -> Iterator[None]:
    """Run the block with a deadline ``seconds`` from now; a budget inside another keeps the earlier deadline."""
    global _deadline, _op, _limit
    saved = _deadline, _op, _limit
    deadline = monotonic() + seconds
    if _deadline is None or deadline < _deadline:
        _deadline, _op, _limit = deadline, op, seconds
    try:
        yield
    finally:
        _deadline, _op, _limit = saved


def check() -> None:
    """Raise :class:`~rummylab.core.errors.BudgetError` if the current budget's deadline has passed."""
    if _deadline is not None and monotonic() > _deadline:
        limit = int(_limit) if _limit == int(_limit) else _limit
        raise BudgetError(f"{_op} took longer than its budget of {limit} s", token=_op, code="too-slow", op=_op,
                          limit=limit)


def remaining() -> float | None:
    """Seconds left in the current budget (None outside one)."""
    return None if _deadline is None else _deadline - monotonic()
