"""The knock coach's verdict timed: ``judge`` over seeded positions, in CPython (and in Pyodide by bench_coach.mjs).

    .venv/bin/python bench/bench_coach.py [--positions 20] [--samples 80]
    node bench/bench_coach.mjs --pyodide site/pyodide [--positions 20]     (after make build)

Prints the median and the worst time of one verdict (``coach-check``'s default samples, the
reader playing on, which runs both estimates) as JSON on the last line; and the estimate's
calibration: over positions 1..``--calibration`` (40), the actual result of the best knock
against the opponents' real hands less its estimate (the mean: the estimate's lean; the mean of
the absolute values: how far off one estimate is).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time

_HERE = os.path.dirname(os.path.abspath(__file__))
_ENGINE = os.path.join(_HERE, "..", "engine")
if os.path.isdir(_ENGINE) and _ENGINE not in sys.path:
    sys.path.insert(0, _ENGINE)


def timings(positions: int = 20, samples: int | None = None) -> dict[str, float]:
    """Median and worst seconds of one verdict over the coach's positions 1..``positions``."""
    from rummylab.practice.coach import DEFAULT_SAMPLES, expert_advice, judge, make_position

    n = DEFAULT_SAMPLES if samples is None else samples
    times: list[float] = []
    advice: list[float] = []
    for seed in range(1, positions + 1):
        position = make_position(seed)
        t0 = time.perf_counter()
        judge(position, "play", samples=n)
        times.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        expert_advice(position)  # the part of the verdict the expert adds
        advice.append(time.perf_counter() - t0)
    return {"positions": positions, "samples": n, "median_s": round(statistics.median(times), 3),
            "worst_s": round(max(times), 3), "mean_s": round(statistics.fmean(times), 3),
            "advice_median_s": round(statistics.median(advice), 3), "advice_worst_s": round(max(advice), 3)}


def calibration(positions: int = 40) -> dict[str, float]:
    """How far the estimate of the best knock is from what that knock gives against the real hands."""
    from rummylab.practice.coach import judge, make_position

    errors: list[float] = []
    agree = 0
    for seed in range(1, positions + 1):
        position = make_position(seed)
        verdict = judge(position, "play")  # (its actual: the best knock's, against the real hands)
        errors.append(float(verdict.actual.net[position.seat]) - verdict.knock[verdict.best_knock].mean)
        agree += verdict.best == verdict.expert.choice
    return {"positions": positions, "lean": round(statistics.fmean(errors), 1),
            "mean_abs": round(statistics.fmean(abs(e) for e in errors), 1), "agree": agree}


def main() -> int:
    import argparse  # (not in Pyodide's standard library: bench_coach.mjs runs timings() only)

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--samples", type=int, default=None)
    parser.add_argument("--calibration", type=int, default=40)
    args = parser.parse_args()
    t = timings(args.positions, args.samples)
    c = calibration(args.calibration)
    print(json.dumps({**t, "calibration": c}))
    sys.path.insert(0, _HERE)
    from _report import Figure, finish

    note = f"{t['positions']} positions, {t['samples']} samples, playing on (both estimates and the expert's advice)"
    return finish([Figure("coach", "verdict median (CPython)", t["median_s"], "s", note=note),
                   Figure("coach", "verdict worst (CPython)", t["worst_s"], "s", note=note),
                   Figure("coach", "expert's advice median (CPython)", t["advice_median_s"], "s"),
                   Figure("coach", "expert's advice worst (CPython)", t["advice_worst_s"], "s"),
                   Figure("coach", "best knock: actual − estimate, mean", c["lean"], "points",
                          note=f"{c['positions']} positions, against the real hands"),
                   Figure("coach", "best knock: |actual − estimate|, mean", c["mean_abs"], "points"),
                   Figure("coach", "verdict's best choice = the expert's", c["agree"], "positions",
                          note=f"of {c['positions']}")])


if __name__ == "__main__":
    sys.exit(main())
