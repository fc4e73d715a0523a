"""What every benchmark in bench/ does at its end: its figures against their targets, and one table.

A script makes :class:`Figure` values and ends with ``return finish(figures)``: it prints its own
rows (with ``MISSED`` for each target missed), appends them as JSON lines to the file named by
``RUMMYLAB_BENCH_RESULTS`` when set (``make bench`` sets it), and returns the exit status (1 when
a target is missed). ``python bench/_report.py FILE`` prints the rows of every script side by
side, in one table, with each target and a pass or a miss; ``make bench`` runs it last.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

__all__ = ["Figure", "finish", "table"]


@dataclass(frozen=True)
class Figure:
    """One measured figure: ``value`` in ``unit``, and its target (``value <= most`` or
    ``value >= least``; neither: reported only). ``note`` says how it was measured."""

    bench: str
    name: str
    value: float
    unit: str
    most: float | None = None
    least: float | None = None
    note: str = ""

    @property
    def target(self) -> str:
        if self.most is not None:
            return f"<= {_num(self.most)} {self.unit}"
        if self.least is not None:
            return f">= {_num(self.least)} {self.unit}"
        return ""

    @property
    def met(self) -> bool | None:
        if self.most is not None:
            return self.value <= self.most
        if self.least is not None:
            return self.value >= self.least
        return None


def _num(x: float) -> str:
    if x == int(x) and abs(x) >= 10:
        return f"{x:.0f}"
    return f"{x:.3g}" if abs(x) < 10 else f"{x:.1f}"


def table(figures: list[Figure]) -> str:
    """The figures as one aligned table: benchmark, figure, value, target, result."""
    header = ("bench", "figure", "value", "target", "result")
    rows = [(f.bench, f.name, f"{_num(f.value)} {f.unit}", f.target,
             "" if f.met is None else ("pass" if f.met else "MISS")) for f in figures]
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(cell.rjust(w) if i == 2 else cell.ljust(w) for i, (cell, w) in enumerate(zip(row, widths)))
             for row in [header, *rows]]
    return "\n".join(line.rstrip() for line in lines)


def finish(figures: list[Figure], failures: list[str] | None = None) -> int:
    """Print the figures (and ``failures``: checks that are not figures, e.g. a wrong answer),
    record them for the closing table, and return the exit status."""
    print(table(figures))
    missed = [f"{f.name}: {_num(f.value)} {f.unit}, target {f.target}" for f in figures if f.met is False]
    missed += failures or []
    for failure in missed:
        print("MISSED:", failure)
    if not missed:
        print("all targets met")
    out = os.environ.get("RUMMYLAB_BENCH_RESULTS")
    if out:
        with open(out, "a", encoding="utf-8") as f:
            for fig in figures:
                f.write(json.dumps(asdict(fig)) + "\n")
            for failure in failures or []:
                f.write(json.dumps({"bench": figures[0].bench if figures else "?", "failure": failure}) + "\n")
    return 1 if missed else 0


def main(argv: list[str]) -> int:
    """``python bench/_report.py RESULTS``: the closing table of ``make bench``."""
    if len(argv) != 1:
        print("usage: python bench/_report.py RESULTS.jsonl", file=sys.stderr)
        return 2
    path = Path(argv[0])
    if not path.is_file():
        print(f"no benchmark results in {path}", file=sys.stderr)
        return 1
    figures: list[Figure] = []
    failures: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        data = json.loads(line)
        if "failure" in data:
            failures.append(f"{data['bench']}: {data['failure']}")
        else:
            figures.append(Figure(**data))
    print(table(figures))
    missed = [f for f in figures if f.met is False]
    for failure in failures:
        print("MISSED:", failure)
    print(f"{sum(f.met is True for f in figures)} targets met, {len(missed)} missed"
          + (f", {len(failures)} other failures" if failures else ""))
    return 1 if missed or failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
