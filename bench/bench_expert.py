"""The expert bot: its strength against today's strongest bots, and the time of one decision.

    PYTHONPATH=engine python bench/bench_expert.py [--hands 600] [--table-hands 200] [--decisions 400]
                                                   [--skip-strength] [--pyodide] [--json]

Strength (two players, every deal played in both seatings: ``rummylab simulate --seatings``, whose
``by_bot`` and ``versus`` give the figures with 95 % confidence intervals):

- Knock Rummy: the expert's net per hand against ``threshold`` (target ≥ +2.0) and ``cautious``
  (target ≥ +1.0) (KR-10: in a two-player hand one's gain is the other's loss);
- Three Thirteen: the expert's penalty per round over ``greedy``'s (target ≤ 0.85);
- Rummy: the expert's share of the rounds someone won against ``holder`` (target ≥ 58 %).

At 3 to 5 players (Knock Rummy) and 3 to 4 (Three Thirteen, Rummy) the expert plays against a
table of the strongest bot, every seating, ``--table-hands`` deals each: reported, no target.

Timings: every decision of the expert (its view, then its move and reason) over whole hands and
rounds (Three Thirteen rounds 1 to 11), two to four players; the median and the worst per game,
targets 50 ms and 300 ms in CPython. ``--pyodide`` times the same decisions in the site's Pyodide
on Node (``bench/bench_expert.mjs``, the runtime staged as the Pyodide tier stages it), targets
150 ms and 1 s.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from rummylab.games import get
from rummylab.games.common import derive_seed
from rummylab.games.simulate import simulate

#: The games' two-player matches: the opponent, the figure, how to read it, and its target.
MATCHES = (
    ("knock", "threshold", "net", "mean", ">=", 2.0),
    ("knock", "cautious", "net", "mean", ">=", 1.0),
    ("three-thirteen", "greedy", "penalty", "ratio", "<=", 0.85),
    ("rummy", "holder", "won", "share", ">=", 0.58),
)
#: The tables of the strongest bot the expert also meets (reported only).
TABLES = (("knock", "threshold", (3, 4, 5)), ("three-thirteen", "greedy", (3, 4)), ("rummy", "holder", (3, 4)))
SEED = 2026


def strength(hands: int, table_hands: int, seed: int = SEED) -> list[dict[str, Any]]:
    """The matches and tables above, each with the command that measures it and its figures."""
    rows = []
    for game, other, figure, how, sign, target in MATCHES:
        summary = simulate(game, 2, hands, seed=seed, bots=f"expert,{other}", seatings=True)
        theirs = get(game).make_bot(other).name  # by_bot names a bot as it names itself (threshold: knock<=10)
        mine = summary["by_bot"]["expert"][figure]
        versus = summary["versus"]
        if how == "ratio":
            value, ci = versus["ratio"]["value"], versus["ratio"]["ci95"]
        else:
            value, ci = mine["mean"], mine["ci95"]
        met = value >= target if sign == ">=" else value <= target
        rows.append({"game": game, "players": 2, "against": other, "figure": f"{figure} ({how})", "value": value,
                     "ci95": ci, "target": f"{sign} {target}", "met": met, "hands": summary["hands"],
                     "expert": mine, "other": summary["by_bot"][theirs][figure],
                     "command": f"rummylab simulate --game {game} --players 2 --hands {hands} --seed {seed} "
                                f"--bots expert,{other} --seatings --json"})
    for game, other, sizes in TABLES:
        for players in sizes:
            bots = ",".join(["expert"] + [other] * (players - 1))
            summary = simulate(game, players, table_hands, seed=seed, bots=bots, seatings=True)
            theirs = get(game).make_bot(other).name
            first = next(iter(summary["by_bot"]["expert"]))
            rows.append({"game": game, "players": players, "against": other, "figure": first,
                         "value": summary["by_bot"]["expert"][first]["mean"],
                         "ci95": summary["by_bot"]["expert"][first]["ci95"], "target": "", "met": None,
                         "hands": summary["hands"], "expert": summary["by_bot"]["expert"][first],
                         "other": summary["by_bot"][theirs][first],
                         "command": f"rummylab simulate --game {game} --players {players} --hands {table_hands} "
                                    f"--seed {seed} --bots {bots} --seatings --json"})
    return rows


def timings(decisions: int = 400, seed: int = SEED) -> dict[str, dict[str, float]]:
    """Per game: the median and the worst time of one expert decision (ms), over ``decisions`` or a few more;
    the wall-clock time (what a reader waits) and the processor time (the same, less what other processes
    on a busy machine took from it)."""
    out = {}
    for game in ("knock", "three-thirteen", "rummy"):
        kind = get(game)
        times: list[float] = []
        cpu: list[float] = []
        i = 0
        while len(times) < decisions:
            players = 2 + i % 3
            state = kind.deal(players, seed=derive_seed(seed, i), dealer=i % players, round=kind.round_of(i))
            bots = [kind.make_bot("expert", s) for s in range(players)]
            while not state.is_over:
                started, used = time.perf_counter(), time.process_time()
                move, _ = bots[state.to_play].advise(state)
                times.append(1000 * (time.perf_counter() - started))
                cpu.append(1000 * (time.process_time() - used))
                state.apply(move)
            i += 1
        out[game] = {"median_ms": round(statistics.median(times), 2), "worst_ms": round(max(times), 2),
                     "cpu_median_ms": round(statistics.median(cpu), 2), "cpu_worst_ms": round(max(cpu), 2),
                     "decisions": len(times)}
    return out


def on_pyodide(decisions: int) -> dict[str, dict[str, float]]:
    """:func:`timings` inside the site's Pyodide on Node (the runtime staged as the Pyodide tier stages it)."""
    import subprocess  # (imported here: the site's Pyodide, which runs timings(), ships neither)

    sys.path.insert(0, str(ROOT))
    from site_plugins.pyodide import stage_runtime

    runtime = stage_runtime(ROOT / "engine", ROOT / "node_modules", ROOT / "build" / "pyodide")
    proc = subprocess.run(["node", str(ROOT / "bench" / "bench_expert.mjs"), "--pyodide", str(runtime.path),
                           "--decisions", str(decisions)], capture_output=True, text=True, check=False, timeout=3600)
    if proc.returncode:
        raise RuntimeError(f"bench_expert.mjs failed:\n{proc.stdout}\n{proc.stderr}")
    result: dict[str, dict[str, float]] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def main(argv: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=600, help="deals per two-player match (each played twice)")
    parser.add_argument("--table-hands", type=int, default=200, help="deals per table of 3 to 5 (each in every seating)")
    parser.add_argument("--decisions", type=int, default=400, help="expert decisions timed per game")
    parser.add_argument("--skip-strength", action="store_true", help="time the decisions only")
    parser.add_argument("--pyodide", action="store_true", help="also time the decisions in Pyodide on Node")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    from _report import Figure, finish

    report: dict[str, Any] = {"timings": {"cpython": timings(args.decisions)}}
    if args.pyodide:
        report["timings"]["pyodide"] = on_pyodide(args.decisions)
    if not args.skip_strength:
        report["strength"] = strength(args.hands, args.table_hands)
    if args.json:
        print(json.dumps(report, indent=1))
    figures = []
    limits = {"cpython": (50, 300), "pyodide": (150, 1000)}
    for where, per_game in report["timings"].items():
        median, worst = limits[where]
        for game, t in per_game.items():
            figures.append(Figure("expert", f"{game} decision median ({where})", t["median_ms"], "ms", most=median,
                                  note=f"{t['decisions']} decisions"))
            figures.append(Figure("expert", f"{game} decision worst ({where})", t["worst_ms"], "ms", most=worst))
            figures.append(Figure("expert", f"{game} decision worst, processor time ({where})", t["cpu_worst_ms"], "ms",
                                  note="reported: the worst less what other processes took"))
    for row in report.get("strength", []):
        name = f"{row['game']} {row['players']}p vs {row['against']}: {row['figure']}"
        lo, hi = row["ci95"]
        note = f"95% CI {lo:.3f} to {hi:.3f}, {row['hands']} hands"
        if row["target"]:
            sign, target = row["target"].split()
            figures.append(Figure("expert", name, row["value"], "", most=float(target) if sign == "<=" else None,
                                  least=float(target) if sign == ">=" else None, note=note))
        else:
            figures.append(Figure("expert", name, row["value"], "", note=note))
    if args.json:  # the JSON alone on stdout; the table on stderr
        import contextlib

        with contextlib.redirect_stdout(sys.stderr):
            return finish(figures)
    for row in report.get("strength", []):
        lo, hi = row["ci95"]
        print(f"{row['game']:>14} {row['players']}p vs {row['against']:<9} {row['figure']:<15} "
              f"{row['value']:8.3f}  [{lo:.3f}, {hi:.3f}]  {row['target']:<7} {row['hands']} hands")
    return finish(figures)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
