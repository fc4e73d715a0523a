"""The practice tools' difficulty levels over generated problems: the calibration of ``CUTS``.

Deals problems from consecutive seeds with each tool's own generator (meld puzzles: Knock Rummy
and Three Thirteen rounds 5-11; the quiz: its levels 1-3; coach positions), measures each one's
difficulty (:mod:`rummylab.practice.difficulty`) and prints how many fall at each level, with the
score quantiles the cuts were read from. Then, for the meld puzzles, deals ``--per-level``
problems at each level with ``find_at_level`` and prints the mean near-best melds per level
(the engine test checks the same on fewer).

    .venv/bin/python bench/bench_difficulty.py [--count 2000] [--coach 400] [--per-level 1000]

``make bench`` runs it with its defaults (about 15 minutes on a busy 2-core machine; the figures in
ARCHITECTURE.md come from such a run). Ends as every benchmark does (``_report.finish``): the target
is that level-5 puzzles hold more near-best melds than level-1 ones, and that means rise with the level.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from typing import Any, Callable

from _report import Figure, finish

from rummylab.practice.coach import make_position
from rummylab.practice.difficulty import (
    CUTS,
    Difficulty,
    coach_difficulty,
    find_at_level,
    puzzle_difficulty,
    quiz_difficulty,
)
from rummylab.practice.puzzles import make_puzzle
from rummylab.practice.quiz import make_quiz

BENCH = "difficulty"


def _table(name: str, diffs: list[Difficulty], seconds: float) -> None:
    levels = Counter(d.level for d in diffs)
    scores = sorted(d.score for d in diffs)
    q = statistics.quantiles(scores, n=5) if len(scores) > 1 else scores
    n = len(diffs)
    shares = " ".join(f"{levels[lv]:5d} ({100 * levels[lv] / n:4.1f}%)" for lv in range(1, 6))
    print(f"{name:<22} n={n:5d}  {shares}   quintiles {', '.join(f'{x:g}' for x in q)}  cuts {CUTS[name.replace(' ', ':')]}"
          f"  {1000 * seconds / n:.1f} ms each")


def _run(count: int, make: Callable[[int], Any], measure: Callable[[Any], Difficulty]) -> tuple[list[Difficulty], float]:
    start = time.perf_counter()
    diffs = [measure(make(seed)) for seed in range(count)]
    return diffs, time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=2000, help="puzzles and quizzes per row")
    parser.add_argument("--coach", type=int, default=400, help="coach positions (each one estimated)")
    parser.add_argument("--per-level", type=int, default=1000, help="meld puzzles dealt at each level")
    args = parser.parse_args(argv)
    print(f"{'tool':<22} {'':7} {'level 1':>12} {'level 2':>12} {'level 3':>12} {'level 4':>12} {'level 5':>12}")
    diffs, t = _run(args.count, lambda s: make_puzzle(s), puzzle_difficulty)
    _table("puzzle knock", diffs, t)
    diffs, t = _run(args.count, lambda s: make_puzzle(s, game="three-thirteen", round=5 + s % 7), puzzle_difficulty)
    _table("puzzle three-thirteen", diffs, t)
    diffs, t = _run(args.count, lambda s: make_quiz(s, level=1 + s % 3), quiz_difficulty)
    _table("quiz", diffs, t)
    diffs, t = _run(args.coach, lambda s: make_position(s), coach_difficulty)
    _table("coach", diffs, t)
    print(f"\nmeld puzzles (Knock Rummy) dealt at each level, {args.per_level} per level: mean near-best melds")
    means = []
    hits = []
    for level in range(1, 6):
        start = time.perf_counter()
        found = [find_at_level(seed, level, lambda s, _a: make_puzzle(s), puzzle_difficulty)[1]
                 for seed in range(args.per_level)]
        means.append(statistics.fmean(d.features["near_best"] for d in found))
        hit = sum(d.level == level for d in found)
        hits.append(hit / len(found))
        print(f"  level {level}: near-best {means[-1]:5.2f}, at the level asked {hit}/{len(found)},"
              f" {time.perf_counter() - start:.1f} s")
    figures = [Figure(BENCH, f"near-best melds, level {lv} puzzles (mean)", m, "melds") for lv, m in enumerate(means, 1)]
    figures.append(Figure(BENCH, "near-best melds, level 5 minus level 1", means[-1] - means[0], "melds", least=1))
    figures.append(Figure(BENCH, "puzzles dealt at the level asked, worst level", 100 * min(hits), "%", least=80))
    rising = all(a <= b for a, b in zip(means, means[1:]))
    return finish(figures, [] if rising else [f"near-best melds do not rise with the level: {means}"])


if __name__ == "__main__":
    sys.exit(main())
