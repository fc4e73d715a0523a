"""The play operations' engine time, in CPython or (through bench_play.mjs) inside Pyodide.

Plays whole games through ``rummylab.web.handle`` as the page does (``play-start``, then
``play-move`` with the record and one move, ``play-hint`` once a turn in Knock Rummy) with a
simple reader (tests/play_reader.py, the engine tests' own), and reports the time per ``play-move``
(median, worst), the bots' thinking time per move (``Policy.choose``) and the time of a
``play-move`` that must replay its record (the engine keeps the table it last answered, so a page
sending back its last answer replays nothing; a reload or a restarted worker replays once), per game. Run it with ``python bench/bench_play.py`` (CPython), or
``node bench/bench_play.mjs --pyodide site/pyodide`` after ``make build`` (Pyodide on Node).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

# The reader the engine tests play with (tests/play_reader.py); bench_play.mjs writes it into Pyodide.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.play_reader import reader

GAMES = [
    ("knock", {"game": "knock", "players": 2, "seed": 21}),
    ("knock, 4 players", {"game": "knock", "players": 4, "seed": 3}),
    ("three-thirteen, 11 rounds", {"game": "three-thirteen", "players": 3, "seed": 4}),
    ("rummy to 100", {"game": "rummy", "players": 3, "seed": 5, "target": 100}),
]


def run() -> dict[str, Any]:
    from rummylab.web import handle, play_view
    from rummylab.web.play import forget_live

    thinking: list[float] = []
    make = play_view.PlayTable.bot

    def timed_bot(self: Any, seat: int) -> Any:
        bot = make(self, seat)

        class Timed:
            name = bot.name

            def choose(self, state: Any) -> Any:
                t = time.perf_counter()
                try:
                    return bot.choose(state)
                finally:
                    thinking.append(time.perf_counter() - t)

        return Timed()

    play_view.PlayTable.bot = timed_bot  # type: ignore[method-assign]

    def ask(request: dict[str, Any]) -> tuple[dict[str, Any], float]:
        t = time.perf_counter()
        answer = json.loads(handle(json.dumps(request)))
        took = time.perf_counter() - t
        assert answer["ok"], answer
        return answer["result"], took

    report: dict[str, Any] = {}
    for name, start in GAMES:
        thinking.clear()
        moves: list[float] = []
        hints: list[float] = []
        result, first = ask({"op": "play-start", **start})
        while not result["over"]:
            view = result["view"]
            if view["your_turn"]:
                if view["game"] == "knock" and view["phase"] == "discard":
                    hints.append(ask({"op": "play-hint", "record": result["record"]})[1])
                move: dict[str, Any] | None = reader(view)
            else:
                move = None
            before = result
            result, took = ask({"op": "play-move", "record": result["record"], "move": move})
            moves.append(took)
        # The last move again, from its record replayed (after a reload or a restart of the worker).
        forget_live()
        thought = len(thinking)
        _, replayed = ask({"op": "play-move", "record": before["record"], "move": move})
        del thinking[thought:]
        ms = lambda xs: round(1000 * xs, 1)  # noqa: E731 - a named one-line function reads best here
        report[name] = {
            "play-start ms": ms(first),
            "play-move calls": len(moves),
            "play-move median ms": ms(statistics.median(moves)),
            "play-move worst ms": ms(max(moves)),
            "bot moves": len(thinking),
            "bot choose median ms": ms(statistics.median(thinking)),
            "bot choose worst ms": ms(max(thinking)),
            "play-hint median ms": ms(statistics.median(hints)) if hints else None,
            "play-hint worst ms": ms(max(hints)) if hints else None,
            "last play-move replayed ms": ms(replayed),
        }
    play_view.PlayTable.bot = make  # type: ignore[method-assign]
    return report


if __name__ == "__main__":
    for game, figures in run().items():
        print(game, json.dumps(figures))
