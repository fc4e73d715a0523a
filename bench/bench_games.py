"""Benchmarks of game play: simulated Knock Rummy hands per second, and the knock advisor's time.

    PYTHONPATH=engine python bench/bench_games.py [--hands 300] [--samples 2000] [--repeat 3]

Prints one row per figure (best of ``--repeat`` runs, so other processes on the
machine disturb the figure less), the advisor's with its target (bench/_report.py). The advisor must settle 2,000 samples in well
under a second for the browser (the practice pages ask for 2,000).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _report import Figure, finish

from rummylab.games.common import derive_seed, play_out
from rummylab.games.knock.bots import KnockGreedyBot, KnockThresholdBot
from rummylab.games.knock.state import KnockHand
from rummylab.practice.advisor import advise_knock


def bench_hands(players: int, hands: int, seed: int = 1) -> tuple[float, float]:
    """Seconds to play ``hands`` hands with a mixed table of bots, and the average moves per hand."""
    bots = [KnockThresholdBot(10), KnockGreedyBot(), KnockThresholdBot(5), KnockThresholdBot(8), KnockGreedyBot()]
    moves = 0
    started = time.perf_counter()
    for i in range(hands):
        hand = play_out(KnockHand(players, seed=derive_seed(seed, i), dealer=i % players), bots[:players])
        hand.result  # noqa: B018 - the settlement is part of a hand
        moves += len(hand.moves)
    return time.perf_counter() - started, moves / hands


def bench_advisor(players: int, samples: int) -> float:
    """Seconds for one advisor call (KR-EX1's knocker, or a 10-card hand for 2 players)."""
    hand = "4H 5H 6H QC QD QS 8D 2C 2S 9H" if players == 2 else "4H 5H 6H QC QD QS 8D"
    started = time.perf_counter()
    advise_knock(hand, players, seen="KS", samples=samples, seed=1)
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--samples", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}")
    best = min(bench_hands(4, args.hands) for _ in range(args.repeat))
    print(f"knock rummy, 4 players, mixed bots: {args.hands / best[0]:.1f} hands/s "
          f"({best[1]:.1f} moves per hand, {1000 * best[0] / args.hands:.2f} ms per hand)")
    figures = [Figure("games", "Knock Rummy, 4 players, mixed bots", args.hands / best[0], "hands/s")]
    for players in (2, 3, 4, 5):
        t = min(bench_advisor(players, args.samples) for _ in range(args.repeat))
        figures.append(Figure("games", f"advisor, {players} players, {args.samples} samples", t, "s", most=1.0))
    return finish(figures)

if __name__ == "__main__":
    raise SystemExit(main())
