"""Web operation ``daily``: each practice tool's problem of the day, and yesterday's answered.

The day's problem comes from the date alone (``"date": "2026-12-05"``, the reader's calendar
day): the same seed in every language, for every reader on that date. Its difficulty follows the
weekday (Monday 1 to Friday 5, Saturday 4, Sunday 3). The answer carries the day's problem as the
tool's own operation deals it, and yesterday's problem with the engine's answer to it: the tool's
check of the right answer (the best melds, the expected nets, the better choice), with its
explanation.

>>> import json
>>> from rummylab.web import handle
>>> pt = json.loads(handle('{"op": "daily", "tool": "puzzle", "date": "2026-12-05", "lang": "pt"}'))["result"]
>>> fr = json.loads(handle('{"op": "daily", "tool": "puzzle", "date": "2026-12-05", "lang": "fr"}'))["result"]
>>> pt["problem"]["seed"] == fr["problem"]["seed"], pt["yesterday"]["date"], pt["yesterday"]["answer"]["optimal"]
(True, '2026-12-04', True)
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any

from rummylab.core.errors import RequestError
from rummylab.games.common import derive_seed
from rummylab.web.registry import handler_for, register

__all__ = ["DAILY_TOOLS", "daily_seed", "daily_level"]

#: The tools with a problem of the day: each one's index seeds it, its operations deal and check it.
DAILY_TOOLS = ("puzzle", "quiz", "coach")
_LABEL = 31  # derive_seed's label for the daily problems
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_WEEKDAY_LEVEL = (1, 2, 3, 4, 5, 4, 3)


def daily_seed(tool: str, day: date) -> int:
    """The seed the day's problem of ``tool`` is dealt from (a JavaScript number keeps it exact).

    >>> daily_seed("quiz", date(2026, 12, 5)) == daily_seed("quiz", date(2026, 12, 5)) != daily_seed("quiz", date(2026, 12, 6))
    True
    """
    return derive_seed(day.toordinal(), _LABEL, DAILY_TOOLS.index(tool)) % 2**53


def daily_level(day: date) -> int:
    """The day's difficulty: Monday 1 to Friday 5, Saturday 4, Sunday 3."""
    return _WEEKDAY_LEVEL[day.weekday()]


def _date(request: dict[str, Any]) -> date:
    raw = request.get("date")
    if isinstance(raw, str) and _DATE.fullmatch(raw):
        try:
            return date.fromisoformat(raw)
        except ValueError:
            pass
    raise RequestError(f"{raw!r} is not a date (YYYY-MM-DD)", token=str(raw)[:40], code="bad-date")


def _ask(op: str, request: dict[str, Any]) -> dict[str, Any]:
    handler = handler_for(op)
    assert handler is not None
    return handler(request)


#: The tools whose problem of the day is dealt at the weekday's level.
_BY_LEVEL = ("puzzle", "quiz")


def _problem(tool: str, day: date, base: dict[str, Any]) -> dict[str, Any]:
    request = {**base, "seed": daily_seed(tool, day)}
    if tool in _BY_LEVEL:
        request["difficulty"] = daily_level(day)
    return _ask(tool, request)


def _answered(tool: str, problem: dict[str, Any], base: dict[str, Any]) -> dict[str, Any]:
    """The tool's check of the engine's own answer to ``problem``."""
    request = {**base, "seed": problem["seed"]}
    if tool == "quiz":  # each tool's right answer is its own: the nets, the best melds, the better choice
        request["level"] = problem["level"]
        probe = _ask("quiz-check", {**request, "answers": ["0"] * problem["players"]})
        return _ask("quiz-check", {**request, "answers": probe["expected"]})
    if tool == "puzzle":
        probe = _ask("puzzle-check", {**request, "melds": []})
        melds = [[c["card"] if isinstance(c, dict) else c for c in m["cards"]] for m in probe["better"]["melds"]]
        return _ask("puzzle-check", {**request, "melds": melds})
    probe = _ask("coach-check", {**request, "choice": "play"})  # the same draws judge both choices
    if probe["best"] == "play":
        return probe
    return _ask("coach-check", {**request, "choice": "knock", "card": probe["best_knock"]})


@register("daily")
def _daily(request: dict[str, Any]) -> dict[str, Any]:
    """``{"op": "daily", "tool": "quiz", "date": "2026-12-05", "lang": "es"}`` → today's problem and yesterday's answered."""
    tool = request.get("tool")
    if tool not in DAILY_TOOLS:
        raise RequestError(f"{tool!r} has no problem of the day ({', '.join(DAILY_TOOLS)})", token=str(tool)[:40],
                           code="bad-field", field="tool")
    day = _date(request)
    base: dict[str, Any] = {k: request[k] for k in ("lang", "house") if k in request}
    if tool == "puzzle":  # the day's meld puzzle is Knock Rummy's (the tool's first game)
        base["game"] = "knock"
    yesterday = day - timedelta(days=1)
    before = _problem(tool, yesterday, base)
    return {"tool": tool, "date": day.isoformat(), "problem": _problem(tool, day, base),
            "yesterday": {"date": yesterday.isoformat(), "problem": before, "answer": _answered(tool, before, base)}}
