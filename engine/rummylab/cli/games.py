"""The games' commands for ``rummylab``: deal, play, simulate, advise.

:func:`add_commands` is called by :mod:`rummylab.cli` with its sub-parsers.

    rummylab deal --game knock --players 4 --seed 7
    rummylab play --game knock --players 3 --seed 1
    rummylab simulate --game knock --players 4 --hands 500 --seed 1 --bots threshold,greedy,cautious,threshold
    rummylab advise --hand "4H 5H 6H QC QD QS 8D" --players 4 --seen "KS 2D" --samples 2000 --json

Bad input raises a :class:`~rummylab.core.errors.RummyError`; the CLI prints it
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

from rummylab.cli.house import house_line, options_of, rule_parent
from rummylab.cli.language import Parser, cli_text, current_lang, quoted
from rummylab.cli.play import commands_of, play
from rummylab.cli.views import bot_name, seats_line, view_of
from rummylab.core.amounts import show_decimal, show_number, show_percent
from rummylab.core.cards import format_hand, parse_hand
from rummylab.games import games, get
from rummylab.games.simulate import deal_summary, simulate
from rummylab.words.language import capitalized, colon, player_label, text

__all__ = ["add_commands"]


def _json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False)

# -- deal ----------------------------------------------------------------------------------------

def _cmd_deal(args: argparse.Namespace, out: TextIO) -> int:
    game = get(args.game)
    state = game.deal(args.players, seed=args.seed, dealer=args.dealer - 1, round=args.round,
                      **options_of(args, game))
    data = deal_summary(state, args.seed)
    if args.json:
        print(_json(data), file=out)
        return 0
    lang = args.lang
    print(text("cli.deal.title", lang, game=game.title, players=state.players, seed=args.seed)
          + view_of(game).deal_title(state, lang), file=out)
    line = house_line(game, getattr(state, "options", {}), lang)
    if line:
        print(line, file=out)
    print(text("cli.deal.dealer", lang, dealer=player_label(state.dealer, lang), cut=view_of(game).dealer_note(state, lang)),
          file=out)
    width = max(len(" ".join(h)) for h in data["hands"])
    points = view_of(game).points_word(lang)
    for seat, cards in enumerate(data["hands"]):
        print("  " + text("cli.deal.hand", lang, player=capitalized(player_label(seat, lang)), cards=f"{' '.join(cards):<{width}}",
                          points=points, value=data["deadwood"][seat]), file=out)
    print(text("cli.deal.rest", lang, card=data["discard"], stock=data["stock"],
               first=capitalized(player_label(data["first"] - 1, lang, form="subj"))), file=out)
    return 0


# -- advise --------------------------------------------------------------------------------------

def _cmd_advise(args: argparse.Namespace, out: TextIO) -> int:
    from rummylab.practice.advisor import advise_knock

    hand = parse_hand(args.hand)
    seen = parse_hand(args.seen) if args.seen else ()
    started = time.perf_counter()
    advice = advise_knock(hand, args.players, seen=seen, samples=args.samples, seed=args.seed,
                          rules=get("knock").rules(**options_of(args, "knock")))
    elapsed = time.perf_counter() - started
    if args.json:
        print(_json(advice.to_dict()), file=out)
        return 0
    lang = args.lang
    print(text("cli.advise.head", lang, hand=format_hand(advice.hand), deadwood=advice.deadwood,
               players=advice.players), file=out)
    if advice.knock_card is not None:
        print(text("cli.advise.card", lang, card=advice.knock_card), file=out)

    labels = {key: text(f"cli.advise.{key}", lang) for key in ("win", "tie", "beaten")}
    width = max(len(label) for label in labels.values())
    for key, p, se in (("win", advice.win, advice.win_se), ("tie", advice.tie, advice.tie_se),
                       ("beaten", advice.beaten, advice.beaten_se)):
        note = "" if key == "win" else "   " + text(f"cli.advise.{key}.note", lang)
        print(f"  {labels[key]:<{width}} {show_percent(p, lang):>7} ± {show_decimal(100 * se, 1, lang)}{note}", file=out)
    print(text("cli.advise.expected", lang, value=show_decimal(advice.expected, 2, lang, signed=True),
               se=show_decimal(advice.expected_se, 2, lang)), file=out)
    print(text("cli.advise.samples", lang, samples=show_number(advice.samples, lang), unseen=advice.unseen, seed=args.seed,
               seconds=show_decimal(elapsed, 2, lang)), file=out)
    return 0


# -- simulate ------------------------------------------------------------------------------------

def _cmd_simulate(args: argparse.Namespace, out: TextIO) -> int:
    summary = simulate(args.game, args.players, args.hands, seed=args.seed, bots=args.bots,
                       options=options_of(args, args.game), seatings=args.seatings)
    if args.json:
        print(_json(summary), file=out)
        return 0
    game = get(summary["game"])
    lang = args.lang
    units = text(f"cli.unit.{game.unit}", lang, count=summary["hands"])
    print(text("cli.sim.head", lang, game=game.title, number=show_number(summary["hands"], lang), units=units, players=summary["players"],
               seed=summary["seed"], bots=_bots(summary["bots"], lang)), file=out)
    house = house_line(game, options_of(args, game), lang)
    if house:
        print(house, file=out)
    for line in view_of(game).summary_lines(summary, lang):
        print(line, file=out)
    for line in _by_bot_lines(summary, lang):
        print(line, file=out)
    print(text("cli.sim.pace", lang, moves=show_decimal(summary["average_moves"], 2, lang),
               unit=text(f"cli.unit.{game.unit}", lang, count=1), speed=show_decimal(summary["hands_per_second"], 1, lang),
               units=text(f"cli.unit.{game.unit}", lang, count=2)), file=out)
    return 0


#: The figure the command line shows for each bot, the first a game's figures hold.
HEADLINE = ("net", "penalty", "won")


def _by_bot_lines(summary: dict[str, Any], lang: str) -> list[str]:
    """Each bot's headline figure with its confidence interval (``by_bot``), after a line on the seatings."""
    game = get(summary["game"])
    lines = []
    if "seatings" in summary:
        lines.append(text("cli.sim.seatings", lang, deals=summary["deals"], seatings=summary["seatings"]))
    for name, figures in summary.get("by_bot", {}).items():
        # Each game's headline figure (its cli.sim.figure.* words): Knock Rummy's net, Three Thirteen's
        # penalty points, Rummy's share of the rounds won (RU-8: its points are the winner's alone).
        key = next((k for k in HEADLINE if k in figures), None)
        if key is None or figures[key]["mean"] is None:
            continue
        figure = figures[key]
        if key == "won":
            shown = [show_percent(x, lang) for x in (figure["mean"], *figure["ci95"])]
        else:
            shown = [show_decimal(x, 2, lang, signed=key == "net") for x in (figure["mean"], *figure["ci95"])]
        unit = "round" if key == "won" else game.unit
        lines.append(text("cli.sim.by_bot", lang, bot=bot_name(name, lang), figure=text(f"cli.sim.figure.{key}", lang),
                          mean=shown[0], low=shown[1], high=shown[2], n=figure["n"],
                          units=text(f"cli.unit.{unit}", lang, count=figure["n"])))
    return lines


def _bots(bots: list[str], lang: str) -> str:
    """A simulation's bots in words: ``guloso (todos)``, or ``J1 guloso, J2 joga ao acaso``."""
    if len(set(bots)) == 1:
        return text("cli.sim.bots.all", lang, bot=bot_name(bots[0], lang))
    return seats_line([bot_name(b, lang) for b in bots], lang)


def _cmd_play(args: argparse.Namespace, out: TextIO) -> int:
    return play(args.game, args.players, seed=args.seed, bots=args.bots, rounds=args.rounds, target=args.target,
                lang=args.lang, out=out, options=options_of(args, args.game))


# -- wiring --------------------------------------------------------------------------------------

def _positive(typed: str) -> int:
    try:
        value = int(typed)
    except ValueError:
        raise argparse.ArgumentTypeError(cli_text("cli.argparse.invalid", value=quoted(typed))) from None
    if value < 1:
        raise argparse.ArgumentTypeError(cli_text("cli.argparse.at_least_1", value=quoted(typed)))
    return value


def _seed(typed: str) -> int:
    try:
        return int(typed)
    except ValueError:
        raise argparse.ArgumentTypeError(cli_text("cli.argparse.seed", value=quoted(typed))) from None


def add_commands(subparsers: Any, *, lang: argparse.ArgumentParser, output: argparse.ArgumentParser) -> None:
    """Add ``deal``, ``play``, ``simulate`` and ``advise`` to the ``rummylab`` command (``lang`` and ``output``
    give --lang and --json)."""
    common = Parser(add_help=False, parents=[rule_parent()])
    common.add_argument("--game", default="knock", help=cli_text("cli.arg.game"))
    common.add_argument("--players", type=_positive, default=None, help=cli_text("cli.arg.players"))
    common.add_argument("--seed", type=_seed, default=0, help=cli_text("cli.arg.seed.deal"))

    deal = subparsers.add_parser("deal", parents=[common, lang, output], help=cli_text("cli.cmd.deal"),
                                 description=cli_text("cli.cmd.deal.about"))
    deal.add_argument("--dealer", type=_positive, default=1, help=cli_text("cli.arg.deal.dealer"))
    deal.add_argument("--round", type=int, help=cli_text("cli.arg.round"))
    deal.set_defaults(run=_with_players(_cmd_deal))

    words = {name: commands_of(current_lang())[name][0] for name in ("help", "quit")}
    play = subparsers.add_parser("play", parents=[common, lang], help=cli_text("cli.cmd.play"),
                                 description=cli_text("cli.cmd.play.about", **words))
    play.add_argument("--bots", help=cli_text("cli.arg.play.bots", bots=_bots_help(current_lang())))
    play.add_argument("--rounds", type=int, default=11, help=cli_text("cli.arg.play.rounds"))
    play.add_argument("--target", type=_positive, help=cli_text("cli.arg.play.target"))
    play.set_defaults(run=_with_players(_cmd_play))

    sim = subparsers.add_parser("simulate", parents=[common, lang, output], help=cli_text("cli.cmd.simulate"),
                                description=cli_text("cli.cmd.simulate.about"))
    sim.add_argument("--hands", type=_positive, default=100, help=cli_text("cli.arg.sim.hands"))
    sim.add_argument("--bots", help=cli_text("cli.arg.sim.bots", bots=_bots_help(current_lang())))
    sim.add_argument("--seatings", action="store_true", help=cli_text("cli.arg.sim.seatings"))
    sim.set_defaults(run=_with_players(_cmd_simulate))

    adv = subparsers.add_parser("advise", parents=[lang, output, rule_parent()], help=cli_text("cli.cmd.advise"),
                                description=cli_text("cli.cmd.advise.about"))
    adv.add_argument("--hand", required=True, help=cli_text("cli.arg.advise.hand"))
    adv.add_argument("--players", type=_positive, required=True, help=cli_text("cli.arg.advise.players"))
    adv.add_argument("--seen", help=cli_text("cli.arg.advise.seen"))
    adv.add_argument("--samples", type=_positive, default=2000, help=cli_text("cli.arg.advise.samples"))
    adv.add_argument("--seed", type=_seed, default=0, help=cli_text("cli.arg.advise.seed"))
    adv.set_defaults(run=_cmd_advise)


def _bots_help(lang: str) -> str:
    """Each game's bots as typed, each with what it does: ``knock: threshold (bate com 10 ou menos), …``."""
    parts = []
    for game in games():
        words = {name: bot_name(game.make_bot(name).name, lang) for name in game.bots}
        named = [name if words[name] == name else f"{name} ({words[name]})" for name in game.bots]
        parts.append(f"{game.key}{colon(lang)} {', '.join(named)}")
    semicolon = colon(lang).replace(":", ";") + " "  # French: a narrow no-break space before it
    parts.append(text("cli.arg.bots.threshold", lang, knocks=text("cli.botname.threshold", lang, n="N")))
    return semicolon.join(parts)


def _with_players(command: Callable[[argparse.Namespace, TextIO], int]) -> Callable[[argparse.Namespace, TextIO], int]:
    """Fill in the game's default player count (4 for Knock Rummy and Rummy, 3 for Three Thirteen)."""

    def run(args: argparse.Namespace, out: TextIO) -> int:
        if args.players is None:
            args.players = get(args.game).default_players
        return command(args, out)

    run.__doc__ = command.__doc__
    return run
