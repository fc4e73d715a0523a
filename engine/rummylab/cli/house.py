"""House rules on the command line: ``--rule NAME=VALUE`` (repeatable) and ``rummylab rules --game GAME``.

    rummylab settle knock --deadwood 8 3 --knocker 1 --rule penalty=20
    rummylab rules --game knock
    rummylab rules --game rummy --json

Every command that deals, plays, solves or settles takes ``--rule`` (its parser has
:func:`rule_parent` among its parents) and reads it with :func:`options_of`.

>>> from rummylab.cli import main
>>> main(["settle", "knock", "--deadwood", "8", "3", "--knocker", "1", "--rule", "penalty=20", "--json"])
{"deadwood": [8, 3], "knocker": 1, "case": "knocker-beaten", "transfers": [{"from": 1, "to": 2, "amount": "25"}], "net": ["-25", "25"]}
0
>>> main(["rules", "--game", "rummy"])  # doctest: +NORMALIZE_WHITESPACE
Rummy: house rules (--rule NAME=VALUE)
  reshuffle=false     true or false   RU-7    shuffle the turned-over pile
      When the stock runs out, the discard pile is shuffled before it becomes the stock. (a common house rule)
  discard-out=false   true or false   RU-6    go out only with a discard
      The last card must be a discard: a meld or lay-off may not empty the hand. (as some online card-game sites play it)
  target=200          50 to 1000      RU-8    points to win the game
      The game ends when a player reaches this score. (a common house rule)
  ace-points=1        1 or 15         RU-8    an ace counts
      What an ace left in a hand costs when someone goes out: 1 (the profile) or 15. (a common house rule)
0
"""

from __future__ import annotations

import argparse
import json
from typing import Any, Mapping, TextIO

from rummylab.cli.language import Parser, cli_text
from rummylab.core.house import Variant, describe_value, parse_house
from rummylab.games import AnyGame, get, names
from rummylab.words.language import text

__all__ = ["rule_parent", "options_of", "add_commands", "house_line"]


def rule_parent() -> argparse.ArgumentParser:
    """A parent parser adding ``--rule NAME=VALUE`` (repeatable) to a command."""
    parent = Parser(add_help=False)
    parent.add_argument("--rule", action="append", default=[], metavar="rule", help=cli_text("cli.arg.rule"))
    return parent


def options_of(args: argparse.Namespace, game: AnyGame | str) -> dict[str, Any]:
    """The ``Rules`` options the command's ``--rule`` items give for ``game``.

    Raises:
        RulesError: an item that is not NAME=VALUE, not a house rule of the game, or out of range.
    """
    return parse_house(get(game) if isinstance(game, str) else game, getattr(args, "rule", None) or [])


def _values(variant: Variant, lang: str) -> str:
    """The values a variant takes, as ``rules`` lists them: ``0 to 100``, ``1 or 15``, ``true or false``."""
    if variant.kind is bool:
        return text("cli.rules.bool", lang)
    if variant.choices:
        *first, last = map(str, variant.choices)  # "6 or 7", "1, 10 or 15"
        choices = f"{', '.join(first)} {text('or', lang)} {last}" if first else last
        return text("cli.rules.choices", lang, choices=choices)
    key = "cli.rules.range_none" if variant.none else "cli.rules.range"
    return text(key, lang, low=variant.low, high=variant.high)


def _variant_json(game: AnyGame, variant: Variant, lang: str) -> dict[str, Any]:
    data: dict[str, Any] = {"name": variant.name, "kind": variant.kind.__name__, "default": variant.default,
                            "rule": variant.rule, "source": variant.source,
                            "label": text(f"house.{game.key}.{variant.name}", lang),
                            "about": text(f"house.{game.key}.{variant.name}.about", lang)}
    if variant.kind is int:
        data.update({"choices": list(variant.choices)} if variant.choices else {"low": variant.low, "high": variant.high})
        data["none"] = variant.none
    return data


def _cmd_rules(args: argparse.Namespace, out: TextIO) -> int:
    chosen = [get(args.game)] if args.game is not None else [get(name) for name in names()]  # "" is no game
    if args.json:
        data = {g.key: [_variant_json(g, v, args.lang) for v in g.variants] for g in chosen}
        print(json.dumps(data if not args.game else data[chosen[0].key], ensure_ascii=False), file=out)
        return 0
    for number, game in enumerate(chosen):
        if number:
            print(file=out)
        print(text("cli.rules.title", args.lang, game=game.title), file=out)
        rows = [(f"{v.name}={describe_value(v, v.default)}", _values(v, args.lang), v) for v in game.variants]
        left = max(len(r[0]) for r in rows)
        middle = max(len(r[1]) for r in rows)
        for head, values, variant in rows:
            label = text(f"house.{game.key}.{variant.name}", args.lang)
            print(f"  {head.ljust(left)}   {values.ljust(middle)}   {variant.rule.ljust(8)}{label}", file=out)
            about = text(f"house.{game.key}.{variant.name}.about", args.lang)
            source = text("cli.rules.source", args.lang, source=text(f"house.source.{variant.source}", args.lang))
            print(f"      {about} {source}", file=out)
    return 0


def add_commands(sub: Any, *, lang: argparse.ArgumentParser, output: argparse.ArgumentParser) -> None:
    """Add ``rules`` to the ``rummylab`` command."""
    rules = sub.add_parser("rules", parents=[lang, output], help=cli_text("cli.cmd.rules"),
                           description=cli_text("cli.cmd.rules.about"))
    rules.add_argument("--game", help=cli_text("cli.arg.rules.game"))
    rules.set_defaults(run=_cmd_rules)


def house_line(game: AnyGame, options: Mapping[str, Any], lang: str) -> str | None:
    """``House rules: penalty=20, five-hand=6.`` for the options set (``Rules`` fields), or None for the profile.

    >>> from rummylab.games import get
    >>> house_line(get("knock"), {"penalty": 20, "lay_off": True}, "fr")
    'Règles maison\u202f: penalty=20, lay-off=true.'
    >>> house_line(get("knock"), {"penalty": 10}, "en") is None
    True
    """
    shown = [f"{v.name}={describe_value(v, options[v.field])}" for v in game.variants
             if v.field in options and options[v.field] != v.default]
    return text("cli.house", lang, items=", ".join(shown)) if shown else None
