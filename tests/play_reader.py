"""The simple reader that plays the play operations' games in the engine tests and the benchmark.

``reader(view)`` chooses the reader's move from what a play answer's view offers (its ``legal``
moves), as a page would send it: draw from the stock when it can; then the first meld, lay-off or
going out offered; in Knock Rummy knock at deadwood 10 or less (KR-7 sets no limit: any deadwood
may knock); else the last discard offered. It never chooses a move the view does not list, so a
refusal in a game it plays is the engine's bug.
"""

from __future__ import annotations

from typing import Any

__all__ = ["reader", "KNOCK_AT"]

#: The deadwood at which the reader knocks in Knock Rummy.
KNOCK_AT = 10


def reader(view: dict[str, Any]) -> dict[str, Any]:
    """The reader's move in ``view`` (a play answer's view), as the page sends it (no text, no player)."""
    legal = [{k: v for k, v in m.items() if k not in ("text", "player")} for m in view["legal"]]
    assert legal, view
    if view["phase"] == "draw":
        return next((m for m in legal if m.get("from") == "stock"), legal[0])
    for kind in ("meld", "lay-off", "go-out"):
        for m in legal:
            if m["move"] == kind:
                return m
    if view["game"] == "knock" and view["arrangement"]["deadwood"] <= KNOCK_AT:
        knocks = [m for m in legal if m["move"] == "knock"]
        if knocks:
            return knocks[-1]
    discards = [m for m in legal if m["move"] == "discard"]
    return discards[-1] if discards else legal[0]
