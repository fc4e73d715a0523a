"""``rummylab puzzle`` and ``rummylab quiz``: the site's practice, in a terminal or a worksheet.

    rummylab puzzle --seed 11                      a 10-card Knock Rummy hand to arrange
    rummylab puzzle --game three-thirteen --round 6 --seed 3 --answer
    rummylab quiz --level 3 --seed 42 --answer --lang fr

The same seed gives the same puzzle as the site's ``?seed=`` links, so a
teacher can print the puzzles of a lesson and their answers.

>>> from rummylab.cli import main
>>> main(["puzzle", "--seed", "11", "--json"])  # doctest: +ELLIPSIS
{"seed": 11, "game": "knock", "round": null, "wild_rank": null, "decks": 1, "hand": [...]}
0
"""

from __future__ import annotations

import argparse
import json
import secrets
from typing import Any, TextIO

from rummylab.cli.house import options_of, rule_parent
from rummylab.cli.language import cli_text
from rummylab.cli.views import view_of
from rummylab.games import get
from rummylab.practice.puzzles import PUZZLE_GAMES, make_puzzle
from rummylab.practice.quiz import LEVELS, make_quiz
from rummylab.words.explain import explain
from rummylab.words.language import capitalized, colon, player_label, text

__all__ = ["add_commands"]


def _seed(args: argparse.Namespace) -> int:
    return args.seed if args.seed is not None else secrets.randbelow(2**31)


def _cmd_puzzle(args: argparse.Namespace, out: TextIO) -> int:
    puzzle = make_puzzle(_seed(args), game=args.game, round=args.round, options=options_of(args, args.game))
    if args.json:
        data = puzzle.question()
        if args.answer:
            data["best"] = puzzle.best.to_dict()
            data["ways"] = puzzle.ways
        print(json.dumps(data, ensure_ascii=False), file=out)
        return 0
    lang = args.lang
    game = view_of(get(puzzle.game)).describe(puzzle.rules, lang)
    print(text(f"cli.puzzle.{get(puzzle.game).points}", lang, seed=puzzle.seed, game=game), file=out)
    print("  " + " ".join(str(c) for c in puzzle.hand), file=out)
    if args.answer:
        for line in explain(puzzle.best, lang, rules=puzzle.rules):
            print(f"  {line}", file=out)
        if puzzle.ways > 1:
            print("  " + text("cli.ways", lang, ways=puzzle.ways), file=out)
    return 0


def _cmd_quiz(args: argparse.Namespace, out: TextIO) -> int:
    quiz = make_quiz(_seed(args), args.level, **options_of(args, "knock"))
    if args.json:
        data = quiz.question()
        if args.answer:
            data["settlement"] = quiz.settlement.to_dict()
        print(json.dumps(data, ensure_ascii=False), file=out)
        return 0
    lang = args.lang
    if quiz.knocker is None:
        print(text("cli.quiz.stock", lang, seed=quiz.seed, level=quiz.level), file=out)
    else:
        print(text("cli.quiz.knocker", lang, seed=quiz.seed, level=quiz.level,
                   player=player_label(quiz.knocker, lang, form="subj")), file=out)
    width = max(len(player_label(seat, lang)) for seat in range(quiz.players))
    for seat, hand in enumerate(quiz.hands):
        print(f"  {capitalized(player_label(seat, lang)):>{width}}{colon(lang)} " + " ".join(str(c) for c in hand),
              file=out)
    if args.answer:
        for line in explain(quiz.settlement, args.lang):
            print(f"  {line}", file=out)
    return 0


def add_commands(sub: Any, *, lang: argparse.ArgumentParser, output: argparse.ArgumentParser) -> None:
    """Add ``puzzle`` and ``quiz`` to the ``rummylab`` command (``lang`` and ``output`` give --lang and --json)."""
    parents = [lang, output, rule_parent()]
    puzzle = sub.add_parser("puzzle", parents=parents, help=cli_text("cli.cmd.puzzle"),
                            description=cli_text("cli.cmd.puzzle.about"))
    puzzle.add_argument("--game", choices=PUZZLE_GAMES, default="knock", help=cli_text("cli.arg.puzzle.game"))
    puzzle.add_argument("--round", type=int, help=cli_text("cli.arg.puzzle.round"))
    puzzle.add_argument("--seed", type=int, help=cli_text("cli.arg.puzzle.seed"))
    puzzle.add_argument("--answer", action="store_true", help=cli_text("cli.arg.puzzle.answer"))
    puzzle.set_defaults(run=_cmd_puzzle)

    quiz = sub.add_parser("quiz", parents=parents, help=cli_text("cli.cmd.quiz"), description=cli_text("cli.cmd.quiz.about"))
    quiz.add_argument("--level", type=int, choices=sorted(LEVELS), default=1, help=cli_text("cli.arg.quiz.level"))
    quiz.add_argument("--seed", type=int, help=cli_text("cli.arg.quiz.seed"))
    quiz.add_argument("--answer", action="store_true", help=cli_text("cli.arg.quiz.answer"))
    quiz.set_defaults(run=_cmd_quiz)
