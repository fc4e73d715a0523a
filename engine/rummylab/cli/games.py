"""The games' commands for ``rummylab``: deal, play, simulate, advise.

:func:`add_commands` is called by :mod:`rummylab.cli` with its sub-parsers.

    rummylab deal --game knock --players 4 --seed 7
    rummylab play --game knock --players 3 --seed 1
    rummylab simulate --game knock --players 4 --hands 500 --seed 1 --bots threshold,greedy,cautious,threshold
    rummylab advise --hand "4H 5H 6H QC QD QS 8D" --players 4 --seen "KS 2D" --samples 2000 --json

Bad input raises a :class:`~rummylab.errors.RummyError`; the CLI prints it
on one line and exits with status 2.

>>> from rummylab.cli import main
>>> main(["deal", "--game", "knock", "--players", "2", "--seed", "2026", "--json"]) == 0   # doctest: +ELLIPSIS
{"game": "knock", "players": 2, "seed": 2026, ...}
True
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any, Callable, TextIO

from ..cards import format_hand, parse_hand
from ..games import get
from ..games.simulate import deal_summary, simulate
from ..games.terminal import play

__all__ = ["add_commands"]


def _json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False)

# -- deal ----------------------------------------------------------------------------------------

def _cmd_deal(args: argparse.Namespace, out: TextIO) -> int:
    game = get(args.game)
    state = game.deal(args.players, seed=args.seed, dealer=args.dealer - 1, round=args.round)
    data = deal_summary(state, args.seed)
    if args.json:
        print(_json(data), file=out)
        return 0
    print(f"{game.title}, {state.players} players, seed {args.seed}{game.deal_title(state)}", file=out)
    print(f"Dealer: player {state.dealer + 1}{game.dealer_note(state)}. Dealt one at a time from the dealer's left.",
          file=out)
    width = max(len(" ".join(h)) for h in data["hands"])
    for seat, cards in enumerate(data["hands"]):
        line = " ".join(cards)
        print(f"  player {seat + 1}: {line:<{width}}   deadwood {data['deadwood'][seat]}", file=out)
    print(f"Turned up: {data['discard']}   Stock: {data['stock']} cards   Player {data['first']} plays first.",
          file=out)
    return 0


# -- advise --------------------------------------------------------------------------------------

def _cmd_advise(args: argparse.Namespace, out: TextIO) -> int:
    from ..advisor import advise_knock

    hand = parse_hand(args.hand)
    seen = parse_hand(args.seen) if args.seen else ()
    started = time.perf_counter()
    advice = advise_knock(hand, args.players, seen=seen, samples=args.samples, seed=args.seed)
    elapsed = time.perf_counter() - started
    if args.json:
        print(_json(advice.to_dict()), file=out)
        return 0
    print(f"Knocking with {format_hand(advice.hand)} (deadwood {advice.deadwood}) at a table of {advice.players}:",
          file=out)
    if advice.knock_card is not None:
        print(f"  best card to put face down: {advice.knock_card}", file=out)

    def pct(p: float, se: float) -> str:
        return f"{100 * p:5.1f}% ± {100 * se:.1f}"

    print(f"  win     {pct(advice.win, advice.win_se)}", file=out)
    print(f"  tie     {pct(advice.tie, advice.tie_se)}   (KR-10d: no payment either way)", file=out)
    print(f"  beaten  {pct(advice.beaten, advice.beaten_se)}   (KR-10c: pay the difference + 10)", file=out)
    print(f"  expected ledger result {advice.expected:+.2f} ± {advice.expected_se:.2f} points", file=out)
    print(f"  ({advice.samples} random deals of the {advice.unseen} unseen cards, seed {args.seed}, "
          f"{elapsed:.2f} s; ± is one standard error)", file=out)
    return 0


# -- simulate ------------------------------------------------------------------------------------

def _cmd_simulate(args: argparse.Namespace, out: TextIO) -> int:
    summary = simulate(args.game, args.players, args.hands, seed=args.seed, bots=args.bots)
    if args.json:
        print(_json(summary), file=out)
        return 0
    game = get(summary["game"])
    print(f"{game.title}: {summary['hands']} {game.unit}s, {summary['players']} players, seed {summary['seed']}, "
          f"bots {', '.join(summary['bots'])}", file=out)
    for line in game.summary_lines(summary):
        print(line, file=out)
    print(f"  {summary['average_moves']} moves per {game.unit}, {summary['hands_per_second']} {game.unit}s/s", file=out)
    return 0


def _cmd_play(args: argparse.Namespace, out: TextIO) -> int:
    return play(args.game, args.players, seed=args.seed, bots=args.bots, rounds=args.rounds, target=args.target,
                lang=args.lang, out=out)


# -- wiring --------------------------------------------------------------------------------------

def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least 1")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a seed (a whole number)") from None


def add_commands(subparsers: Any, *, lang: argparse.ArgumentParser, output: argparse.ArgumentParser) -> None:
    """Add ``deal``, ``play``, ``simulate`` and ``advise`` to the ``rummylab`` command (``lang`` and ``output``
    give --lang and --json)."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--game", default="knock", help="knock (default), three-thirteen or rummy")
    common.add_argument("--players", type=_positive, default=None, help="players at the table")
    common.add_argument("--seed", type=_seed, default=0, help="seed of the deal (any whole number; default 0)")

    deal = subparsers.add_parser("deal", parents=[common, output], help="deal a hand as the rules say (KR-2, TT-2, RU-1)",
                                 description="Deal one hand: one card at a time from the dealer's left.")
    deal.add_argument("--dealer", type=_positive, default=1, help="the dealer's seat (1, 2, …; default 1)")
    deal.add_argument("--round", type=int, help="Three Thirteen round, 1-11 (default 1)")
    deal.set_defaults(run=_with_players(_cmd_deal))

    play = subparsers.add_parser("play", parents=[common, lang], help="play against bots in the terminal",
                                 description="Play as player 1 against bots. Cards: 8D, 10H, Q♥ …; 'help' lists "
                                             "the moves, 'quit' (or Ctrl-D) leaves.")
    play.add_argument("--bots", help="bot names, comma-separated (e.g. threshold,greedy,random)")
    play.add_argument("--rounds", type=int, default=11, help="Three Thirteen: rounds to play (default 11)")
    play.add_argument("--target", type=_positive, default=200, help="Rummy: points that end the game (default 200)")
    play.set_defaults(run=_with_players(_cmd_play))

    sim = subparsers.add_parser("simulate", parents=[common, output], help="bots play many hands; summary statistics",
                                description="Let bots play many hands and summarise (how often the knocker is "
                                            "beaten, average deadwood at the knock, rum rate, …).")
    sim.add_argument("--hands", type=_positive, default=100,
                     help="hands to play (default 100); Three Thirteen plays rounds 1-11 in turn, Rummy single rounds")
    sim.add_argument("--bots", help="bot names, comma-separated, one per player or one for all "
                                    "(knock: threshold, threshold=N, cautious, greedy, random)")
    sim.set_defaults(run=_with_players(_cmd_simulate))

    adv = subparsers.add_parser("advise", parents=[output], help="Knock Rummy: the odds of knocking now (Monte Carlo)",
                                description="Estimate the chance to win, tie or be beaten when knocking now, and the "
                                            "expected ledger result, from random deals of the unseen cards.")
    adv.add_argument("--hand", required=True, help="the cards you keep (or one more: the best goes face down)")
    adv.add_argument("--players", type=_positive, required=True, help="players at the table (2-5)")
    adv.add_argument("--seen", help="cards you know are not in the others' hands (the discard pile)")
    adv.add_argument("--samples", type=_positive, default=2000, help="random deals (default 2000)")
    adv.add_argument("--seed", type=_seed, default=0, help="seed (default 0)")
    adv.set_defaults(run=_cmd_advise)


def _with_players(command: Callable[[argparse.Namespace, TextIO], int]) -> Callable[[argparse.Namespace, TextIO], int]:
    """Fill in the game's default player count (4 for Knock Rummy and Rummy, 3 for Three Thirteen)."""

    def run(args: argparse.Namespace, out: TextIO) -> int:
        if args.players is None:
            args.players = get(args.game).default_players
        return command(args, out)

    run.__doc__ = command.__doc__
    return run
