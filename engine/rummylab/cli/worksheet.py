"""``rummylab worksheet``: the teachers' worksheet of the site (teachers/worksheets/), in a terminal.

    rummylab worksheet --seed 42                                 ten problems of every kind, with the key
    rummylab worksheet --kinds meld,settle --game knock --level 3 --count 20 --seed 7 --lang fr
    rummylab worksheet --kinds knock --level 2 --count 5 --seed 9     knock or not: the coach's verdicts
    rummylab worksheet --seed 42 --json                          the same sheet as the site's page, as JSON

The same choices and seed give the same sheet as the page's link (its address carries
``kinds``, ``game``, ``level``, ``count``, ``seed`` and ``title``), answer key included;
``--json`` prints exactly what the page receives from the engine, less the cards' names.

>>> from rummylab.cli import main
>>> main(["worksheet", "--seed", "3", "--count", "1", "--kinds", "settle", "--no-key"])  # doctest: +ELLIPSIS
Worksheet
Seed 3, level 1, 1 problem
On the site: teachers/worksheets/?kinds=settle&game=all&level=1&count=1&seed=3
<BLANKLINE>
1. Knock Rummy: player ... knocked. What does each player win or pay?
...
0
"""

from __future__ import annotations

import argparse
import json
import secrets
from typing import Any, TextIO

from rummylab.cli.house import rule_parent
from rummylab.cli.language import cli_text
from rummylab.teaching.worksheet import (
    ALL,
    DEFAULT_KINDS,
    GAMES,
    KINDS,
    LEVELS,
    MAX_KNOCK,
    MAX_PROBLEMS,
    MAX_SEED,
    make_worksheet,
    sheet_json,
    sheet_text,
)

__all__ = ["add_commands"]


def _cmd_worksheet(args: argparse.Namespace, out: TextIO) -> int:
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    sheet = make_worksheet(seed, kinds=args.kinds, game=args.game, level=args.level, count=args.count,
                           title=args.title, house=_house(args))
    if args.json:
        print(json.dumps(sheet_json(sheet, args.lang), ensure_ascii=False), file=out)
    else:
        print(sheet_text(sheet, args.lang, key=not args.no_key, questions=not args.key_only), file=out, end="")
    return 0


def _house(args: argparse.Namespace) -> dict[str, dict[str, Any]]:
    """``--rule`` items as each game's house rules: a worksheet mixes games, so each item goes to the
    games whose house rule it is (``penalty=20`` to Knock Rummy, ``target=100`` to Rummy).

    Raises:
        RulesError: an item no game of the sheet has, or a value out of range.
    """
    from rummylab.core.house import split_house
    from rummylab.games import games, get

    chosen = games() if args.game == ALL else (get(args.game),)
    return split_house(chosen, args.rule or [], texts=True)


def add_commands(sub: Any, *, lang: argparse.ArgumentParser, output: argparse.ArgumentParser) -> None:
    """Add ``worksheet`` to the ``rummylab`` command (``lang`` and ``output`` give --lang and --json)."""
    cmd = sub.add_parser("worksheet", parents=[lang, output, rule_parent()], help=cli_text("cli.cmd.worksheet"),
                         description=cli_text("cli.cmd.worksheet.about"))
    cmd.add_argument("--kinds", default=",".join(DEFAULT_KINDS),
                     help=cli_text("cli.arg.worksheet.kinds", most=MAX_KNOCK, default=",".join(DEFAULT_KINDS),
                                   kinds=", ".join(f"{kind} ({cli_text(f'cli.kind.{kind}')})" for kind in KINDS)))
    cmd.add_argument("--game", choices=GAMES, default="all", help=cli_text("cli.arg.worksheet.game"))
    cmd.add_argument("--level", type=int, choices=LEVELS, default=1, help=cli_text("cli.arg.worksheet.level"))
    cmd.add_argument("--count", type=int, default=10, help=cli_text("cli.arg.worksheet.count", most=MAX_PROBLEMS))
    cmd.add_argument("--title", default="", help=cli_text("cli.arg.worksheet.title", default=cli_text("ws.title")))
    cmd.add_argument("--seed", type=int, help=cli_text("cli.arg.worksheet.seed", most=MAX_SEED))
    parts = cmd.add_mutually_exclusive_group()
    parts.add_argument("--no-key", action="store_true", help=cli_text("cli.arg.worksheet.no_key"))
    parts.add_argument("--key-only", action="store_true", help=cli_text("cli.arg.worksheet.key_only"))
    cmd.set_defaults(run=_cmd_worksheet)
