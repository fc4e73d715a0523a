"""``rummylab sheet``: a score sheet exported by the site's scorekeeper, scored and narrated in a terminal.

    rummylab sheet evening.json --lang pt       each hand's settlement explained, the totals, the winners
    rummylab sheet evening.json --json          the ``sheet`` operation's answer

>>> import json, tempfile, os
>>> from rummylab.cli import main
>>> data = {"format": "rummylab-sheet", "version": 1, "game": "knock", "players": ["Ana", "Rui"],
...         "entries": [{"knocker": 1, "values": ["8", "3"]}]}
>>> with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
...     _ = f.write(json.dumps(data))
>>> main(["sheet", f.name])
Hand 1
  Ana dealt.
  Deadwood: 8 for Ana and 3 for Rui.
  Ana knocked with 8, but Rui had only 3 (KR-10c).
  Every player above 3 pays the difference, and the knocker pays 10 more.
  Payment from Ana to Rui: 8 − 3 + 10 = 15.
  Ledger for this hand: Ana on −15, Rui on +15.
Ledger after 1 hand (KR-11): Ana on −15, Rui on +15.
In the lead: Rui, with +15.
1 hand to play in this session (KR-3).
Next to deal: Rui (KR-3).
0
>>> os.unlink(f.name)
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from rummylab.cli.house import rule_parent
from rummylab.cli.language import cli_text
from rummylab.core.errors import RequestError
from rummylab.web.limits import MAX_SHEET
from rummylab.web.sheet import sheet_answer, sheet_data
from rummylab.words.language import text

__all__ = ["add_commands"]


def _read(name: str) -> str:
    """The sheet's text from the file ``name`` (``-``: standard input), at most one character past
    :data:`~rummylab.web.limits.MAX_SHEET`, so that a huge file (or ``/dev/zero``) is refused for its size
    instead of read to its end."""
    if name == "-":
        return sys.stdin.read(MAX_SHEET + 1)
    try:
        with open(name, encoding="utf-8-sig") as file:
            return file.read(MAX_SHEET + 1)
    except (OSError, UnicodeDecodeError) as err:
        raise RequestError(f"cannot read {name}: {err}", token=name, code="sheet-file") from None


def _cmd_sheet(args: argparse.Namespace, out: TextIO) -> int:
    content = _read(args.file)
    answer = sheet_answer(content, args.lang, house=_house(content, args.rule) if args.rule else None)
    if args.json:
        print(json.dumps(answer, ensure_ascii=False), file=out)
        return 0
    where = "sheet.where.hand" if answer["unit"] == "hand" else "sheet.where.round"
    for entry in answer["entries"]:
        print(text(where, args.lang, n=entry["number"]), file=out)
        for line in entry["explanation"]:
            print(f"  {line}", file=out)
    for line in answer["summary"]:
        print(line, file=out)
    return 0


def _house(content: str, items: list[str]) -> dict[str, object]:
    """``--rule`` items as the house rules of the sheet's game, by name (``{"penalty": 20}``), replacing the sheet's.

    Raises:
        RulesError: an item that is not a house rule of the sheet's game, a value out of range.
    """
    from rummylab.core.house import parse_house
    from rummylab.games import get
    from rummylab.scoresheet import read_sheet

    game = get(read_sheet(sheet_data(content)).game)
    fields = {v.field: v.name for v in game.variants}
    return {fields[k]: v for k, v in parse_house(game, items).items()}


def add_commands(sub: Any, *, lang: argparse.ArgumentParser, output: argparse.ArgumentParser) -> None:
    """Add ``sheet`` to the ``rummylab`` command (``lang`` and ``output`` give --lang and --json)."""
    cmd = sub.add_parser("sheet", parents=[lang, output, rule_parent()], help=cli_text("cli.cmd.sheet"),
                         description=cli_text("cli.cmd.sheet.about"))
    cmd.add_argument("file", help=cli_text("cli.arg.sheet.file"))
    cmd.set_defaults(run=_cmd_sheet)
