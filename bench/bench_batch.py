"""Benchmark of ``rummylab solve --batch`` against the exhaustive reference solver.

Run from the repository root: ``python bench/bench_batch.py`` (``make bench``).
Fixed seed: random Knock Rummy 10-card hands, one per line in ASCII notation
(``QH 10D …``), as a file of hands would give them. Every figure is per hand:

  * parse: ``parse_hand`` of each line;
  * solve: ``best_arrangement`` of each parsed hand;
  * batch: the command ``rummylab solve --batch`` once its arguments are
    parsed: reading the lines from stdin, solving, writing the JSON lines (the
    argument parser, built once per run, is timed apart);
  * reference: ``reference_min_deadwood`` (tests/engine) of each hand.

The hands are cut into chunks of 20, and each chunk is timed by all four in
turn, so the load of other processes falls on them alike. A round passes over
every chunk, with the solver's cache of suit layouts emptied at its start (as
in a fresh process), and each of the four meets the cache as the chunk found
it; each runs twice in a row, so that one of them starts with the processor's
caches holding its own code and data, not the previous one's. A chunk's time is its best over the rounds (another process only ever adds
time) and a figure is the sum of those bests, divided by the hands. Times are
this process's CPU time, so that the machine's other work is not counted while
the process waits for a core. The batch's deadwood must equal the reference's
on every hand.

Target (exit status 1 if missed): the batch path at least 20x faster per hand
than the reference.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Callable, Sequence

ROOT = Path(__file__).resolve().parents[1]
for extra in (ROOT / "engine", ROOT / "tests" / "engine"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

from _report import Figure, finish
from reference_solver import reference_min_deadwood

from rummylab.cli import build_parser
from rummylab.core.cards import format_hand, full_deck, parse_hand
from rummylab.core.rules import KNOCK_RUMMY
from rummylab.solver import tables
from rummylab.solver.melds import best_arrangement

TARGET = 20.0


def run_batch(args: argparse.Namespace, text: str) -> str:
    """The parsed ``rummylab solve --batch`` on ``text`` as stdin; returns what it wrote."""
    old_in = sys.stdin
    sys.stdin, out = io.StringIO(text), io.StringIO()
    try:
        status = args.run(args, out)
    finally:
        sys.stdin = old_in
    if status != 0:
        raise SystemExit(f"solve --batch ended with status {status}")
    return out.getvalue()


def timed(fn: Callable[[], object]) -> tuple[float, object]:
    """The CPU time of ``fn()`` (this process's: the time others take the CPU is not counted)."""
    start = time.process_time()
    result = fn()
    return time.process_time() - start, result


def run(hands_count: int, rounds: int, chunk: int = 20) -> int:
    rng = random.Random(11)
    deck = list(full_deck())
    hands = [tuple(rng.sample(deck, 10)) for _ in range(hands_count)]
    lines = [format_hand(h, ascii=True) for h in hands]
    chunks = [(hands[i:i + chunk], lines[i:i + chunk]) for i in range(0, hands_count, chunk)]
    best_arrangement(hands[0], KNOCK_RUMMY)  # build the cost tables once, outside the timing
    start_up = []
    for _ in range(rounds):
        t, parsed = timed(lambda: build_parser().parse_args(["solve", "--batch"]))
        start_up.append(t)
    assert isinstance(parsed, argparse.Namespace)
    args = parsed

    names = ("parse", "solve", "batch", "reference")
    best: dict[str, list[float]] = {name: [float("inf")] * len(chunks) for name in names}
    answers: list[str] = [""] * len(chunks)
    reference: list[object] = [None] * len(chunks)
    key = (KNOCK_RUMMY.ace_high, KNOCK_RUMMY.court_values)
    for _ in range(rounds):
        tables._RUNS.clear()  # as in a fresh process (the cost tables, built once at start-up, stay)
        for k, (some, text_lines) in enumerate(chunks):
            text = "\n".join(text_lines) + "\n"
            before = dict(tables._RUNS.get(key, {}))  # each of the four meets the cache as the chunk found it
            # Each lambda runs within this iteration, so it reads this chunk's lines.
            for name, fn in (("parse", lambda: [parse_hand(line) for line in text_lines]),  # noqa: B023 - run at once
                             ("solve", lambda: [best_arrangement(h, KNOCK_RUMMY) for h in some]),  # noqa: B023 - idem
                             ("reference", lambda: [reference_min_deadwood(h, KNOCK_RUMMY) for h in some]),  # noqa: B023 - idem
                             ("batch", lambda: run_batch(args, text))):  # noqa: B023 - idem
                for _ in range(2):  # twice: the first run also clears the CPU's caches of the others' data
                    tables._RUNS[key] = dict(before)
                    t, result = timed(fn)
                    best[name][k] = min(best[name][k], t)
                if name == "batch":
                    answers[k] = str(result)
                elif name == "reference":
                    reference[k] = result

    failures = []
    got = [json.loads(line)["deadwood"] for text in answers for line in text.splitlines()]
    want = [d for found in reference for d in found]  # type: ignore[attr-defined]
    if got != want:
        bad = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)) - 1)
        failures.append(f"the batch and the reference disagree (line {bad + 1}: {lines[bad]})")

    per_hand = {name: sum(best[name]) / hands_count for name in names}
    print(f"{hands_count} random Knock Rummy 10-card hands in chunks of {chunk}, {rounds} rounds; per hand, "
          "each chunk's best round")
    for name in names:
        print(f"  {name:<10} {per_hand[name] * 1e6:8.1f} us")
    print(f"  the command's argument parser, once per run: {statistics.median(start_up) * 1e3:.1f} ms (median)")
    ratio = per_hand["reference"] / per_hand["batch"]
    return finish([Figure("batch", "solve --batch per hand", per_hand["batch"] * 1e6, "us"),
                   Figure("batch", "solve --batch vs the reference, per hand", ratio, "x", least=TARGET)], failures)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands and rounds (a smoke run)")
    args = parser.parse_args(argv)
    return run(200 if args.quick else 400, 3 if args.quick else 7)


if __name__ == "__main__":
    sys.exit(main())
