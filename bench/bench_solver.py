"""Benchmark of the meld solver against the exhaustive reference.

Run from the repository root: ``python bench/bench_solver.py`` (``make bench``).
Fixed seeds; every hand is solved by both and the answers must agree. Each
time is the best of a few repeats of the same solve, so that another process
taking the CPU for a moment does not count as the solver's time.

Targets (the exit status is 1 if one is missed, naming it):
  * Knock Rummy, random 10-card hands: best_arrangement median <= 30 us, and
    min_deadwood (the question the reference answers) at least 30x faster
    than the reference;
  * Three Thirteen round 11 (kings wild, two decks), random 13-card hands:
    median <= 0.5 ms, worst <= 10 ms.
"""

from __future__ import annotations

import argparse
import itertools
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

from rummylab.core.cards import Card, Suit, full_deck
from rummylab.core.rules import KNOCK_RUMMY, Rules, three_thirteen
from rummylab.solver.melds import best_arrangement, min_deadwood
from rummylab.solver.search import MOVES

Hand = tuple[Card, ...]

BENCH = "solver"


def timed(fn: Callable[[Hand, Rules], object], hand: Hand, rules: Rules, repeats: int) -> tuple[float, object]:
    """Best of ``repeats`` solves of one hand. The solver caches the moves of a
    card across hands; each repeat starts from the cache as it was before the
    hand (what earlier hands left in it), so a repeat never finds this very
    hand's moves already cached."""
    before = {variant: (cache, len(cache)) for variant, cache in MOVES.items()}
    best = float("inf")
    result = None
    for j in range(repeats):
        if j:
            for variant in list(MOVES):
                cache = MOVES[variant]
                old = before.get(variant)
                if old is None or old[0] is not cache:
                    if old is None:
                        del MOVES[variant]
                    else:
                        MOVES[variant] = old[0]
                    continue
                for key in list(itertools.islice(cache, old[1], None)):
                    del cache[key]
        start = time.perf_counter()
        result = fn(hand, rules)
        best = min(best, time.perf_counter() - start)
    return best, result


def stats(times: Sequence[float]) -> tuple[float, float, float]:
    ordered = sorted(times)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], ordered[-1]


def fmt(seconds: float) -> str:
    if seconds < 1e-3:
        return f"{seconds * 1e6:8.1f} us"
    if seconds < 1:
        return f"{seconds * 1e3:8.2f} ms"
    return f"{seconds:8.2f} s "


def random_hands(seed: int, deck: Sequence[Card], size: int, count: int) -> list[Hand]:
    rng = random.Random(seed)
    return [tuple(rng.sample(list(deck), size)) for _ in range(count)]


def spades(decks: int) -> list[Card]:
    return [c for c in full_deck(decks=decks) if c.suit is Suit.SPADES]


def hard_families(seed: int) -> list[tuple[str, Rules, list[Hand], bool]]:
    """(name, rules, hands, compare with the reference?) for the hardest shapes found."""
    rng = random.Random(seed)
    tt11 = three_thirteen(11)
    kings = [c for c in full_deck(decks=2) if c.rank == 13]
    one_suit = spades(1)
    out = []
    # A..Q of one suit plus wild kings: every split of the long run is a candidate.
    out.append(("A-Q one suit + 2 wild kings (TT r11)", tt11,
                [tuple(one_suit[:12]) + (Card(13, Suit.HEARTS), Card(13, Suit.CLUBS))], True))
    # 13 cards of one suit from two decks: two interleaved runs.
    out.append(("13 spades from two decks (TT r11)", tt11,
                [tuple(rng.sample(spades(2), 13)) for _ in range(20)], True))
    # Many wild cards: 13-card hands holding 4 to 6 kings.
    many = []
    others = [c for c in full_deck(decks=2) if c.rank != 13]
    for j in range(20):
        n = 4 + j % 3
        many.append(tuple(rng.sample(kings, n)) + tuple(rng.sample(others, 13 - n)))
    out.append(("13 cards, 4-6 wild kings (TT r11)", tt11, many, True))
    # Two suits, one deck: runs crossing sets everywhere.
    two = [c for c in full_deck() if c.suit in (Suit.SPADES, Suit.HEARTS)]
    out.append(("13 of two suits, 1 wild (TT r5, decks=1)", three_thirteen(5, decks=1),
                [tuple(rng.sample(two, 13)) for _ in range(20)], True))
    # Big hands, no reference possible.
    out.append(("whole deck (Knock Rummy rules)", KNOCK_RUMMY, [tuple(full_deck())], False))
    out.append(("whole deck, ace high", KNOCK_RUMMY.with_options(ace_high=True), [tuple(full_deck())], False))
    out.append(("26 random cards, one deck", KNOCK_RUMMY, random_hands(seed, full_deck(), 26, 20), False))
    out.append(("two whole decks, kings wild (TT r11)", tt11, [tuple(full_deck(decks=2))], False))
    out.append(("26 spades from two decks (TT r11)", tt11, [tuple(spades(2))], False))
    out.append(("40 cards of two decks (TT r11)", tt11, random_hands(seed + 1, full_deck(decks=2), 40, 10), False))
    out.append(("26 spades + 6 more kings (TT r11)", tt11,
                [tuple(spades(2)) + tuple(k for k in kings if k.suit is not Suit.SPADES)], False))
    return out


def run(quick: bool, verbose: bool = False) -> int:
    n_kr = 400 if quick else 2000
    n_tt = 150 if quick else 600
    n_ref = 150 if quick else 300
    failures: list[str] = []
    rows: list[tuple[str, ...]] = []
    reference_runs: dict[tuple[int, Rules], list[tuple[float, object]]] = {}

    def family(name: str, fn: Callable[[Hand, Rules], object], rules: Rules, hands: list[Hand],
               ref_hands: int, repeats: int = 3) -> tuple[tuple[float, float, float], float | None]:
        times = []
        results = []
        for hand in hands:
            t, res = timed(fn, hand, rules, repeats)
            times.append(t)
            results.append(res)
        solver = stats(times)
        ref_median = None
        ref_cols = ("", "", "")
        if ref_hands:
            ref_key = (id(hands), rules)
            if ref_key not in reference_runs:
                reference_runs[ref_key] = [timed(reference_min_deadwood, hand, rules, 1) for hand in hands[:ref_hands]]
            ref_times = []
            for (t, ref), res, hand in zip(reference_runs[ref_key], results, hands):
                ref_times.append(t)
                got = res if isinstance(res, int) else res.deadwood  # type: ignore[attr-defined]
                if got != ref:
                    failures.append(f"{name}: solver says {got}, reference {ref} for {[str(c) for c in hand]}")
            ref = stats(ref_times)
            ref_median = ref[0]
            ref_cols = (fmt(ref[0]), fmt(ref[2]), f"{ref[0] / solver[0]:7.0f}x")
        rows.append((name, str(len(hands)), fmt(solver[0]), fmt(solver[1]), fmt(solver[2]), *ref_cols))
        if verbose:
            print(" | ".join(rows[-1]), file=sys.stderr, flush=True)
        return solver, ref_median

    kr_hands = random_hands(1, full_deck(), 10, n_kr)
    best_arrangement(kr_hands[0], KNOCK_RUMMY)  # build the tables once, outside the timing
    kr, kr_ref = family("KR 10 cards: best_arrangement", best_arrangement, KNOCK_RUMMY, kr_hands, n_ref)
    kr_min, _ = family("KR 10 cards: min_deadwood", min_deadwood, KNOCK_RUMMY, kr_hands, n_ref)
    family("KR 7 cards: best_arrangement", best_arrangement, KNOCK_RUMMY,
           random_hands(2, full_deck(), 7, n_kr // 2), n_ref // 2)
    tt11 = three_thirteen(11)
    tt_hands = random_hands(3, full_deck(decks=2), 13, n_tt)
    tt, _ = family("TT r11 13 cards: best_arrangement", best_arrangement, tt11, tt_hands, n_ref // 3)
    family("TT r11 13 cards: min_deadwood", min_deadwood, tt11, tt_hands, n_ref // 3)
    for name, rules, hands, compare in hard_families(4):
        family(name, best_arrangement, rules, hands, len(hands) if compare else 0)

    header = ("family", "hands", "median", "p95", "worst", "ref median", "ref worst", "speed-up")
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    for row in [header] + rows:
        print("  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths))))

    # The reference answers "what is the minimum deadwood?", so the speed-up
    # target compares it with min_deadwood; best_arrangement's own ratio
    # (it also builds the melds) is in its row of the table.
    figures = [
        Figure(BENCH, "KR 10 cards: best_arrangement, median", kr[0] * 1e6, "us", most=30),
        Figure(BENCH, "TT r11 13 cards: best_arrangement, median", tt[0] * 1e3, "ms", most=0.5),
        Figure(BENCH, "TT r11 13 cards: best_arrangement, worst", tt[2] * 1e3, "ms", most=10),
    ]
    if kr_ref is not None:
        figures.insert(1, Figure(BENCH, "KR 10 cards: min_deadwood vs the reference", kr_ref / kr_min[0], "x", least=30))
    return finish(figures, failures)

def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands (a smoke run)")
    parser.add_argument("--verbose", action="store_true", help="print each row as soon as it is measured")
    args = parser.parse_args(argv)
    return run(args.quick, args.verbose)


if __name__ == "__main__":
    sys.exit(main())
