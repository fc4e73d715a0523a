"""The ``rummylab`` command: solve hands and settle them from a terminal.

    rummylab solve 4H 5H 6H QC QD QS 8D
    rummylab solve --game three-thirteen --round 5 --all --json 4H 7C 6H 9S 9D 9C 2S
    rummylab solve --batch --json < hands.txt
    rummylab settle knock --deadwood 8 3 --knocker 1
    rummylab settle knock --hands "4H 5H 6H QC QD QS 8D" "AS AH AD 7C 8C 9C 3H" --knocker 1 --lang pt
    rummylab settle three-thirteen --round 1 --hands "3H 3C 3S" "KD 2S 4D" --out 1
    rummylab settle rummy --hands "" "KS 2C" "AH" --out 1

Each module of this package adds its commands with ``add_commands(sub, lang=…,
output=…)``: :mod:`~rummylab.cli.hands` (solve, settle),
:mod:`~rummylab.cli.practice` (puzzle, quiz), :mod:`~rummylab.cli.games`
(deal, play, simulate, advise), :mod:`~rummylab.cli.worksheet` (worksheet),
:mod:`~rummylab.cli.house` (rules, and ``--rule`` for the others). A command is ``run(args, out) -> status``
and raises :class:`~rummylab.core.errors.RummyError` for bad input, which this
module reports.

Bad input ends with status 2 and one line on stderr naming the bad part
(``rummylab: '5X' is not a card``), never a traceback.

>>> main(["settle", "knock", "--deadwood", "8", "3", "--knocker", "1", "--json"])
{"deadwood": [8, 3], "knocker": 1, "case": "knocker-beaten", "transfers": [{"from": 1, "to": 2, "amount": "15"}], "net": ["-15", "15"]}
0
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence, TextIO

from rummylab import __version__
from rummylab.cli import games, hands, house, practice, sheet, worksheet
from rummylab.cli.language import Parser, UsageError, cli_text, default_lang, lang_of, speaking
from rummylab.core.errors import RequestError, RummyError
from rummylab.words.error_text import localize_error, message
from rummylab.words.language import LANGS, colon

__all__ = ["main", "build_parser"]


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command line parser, every word of its help and its errors in ``lang``: each module of
    this package adds its commands."""
    with speaking(lang):
        languages = Parser(add_help=False)
        languages.add_argument("--lang", choices=[lg for lg in ("en", "pt", "es", "fr") if lg in LANGS],
                               default=default_lang(), help=cli_text("cli.arg.lang"))
        parser = Parser(prog="rummylab", description=cli_text("cli.about"), parents=[languages])
        parser.add_argument("--version", action="version", version=f"rummylab {__version__}",
                            help=cli_text("cli.arg.version"))
        sub = parser.add_subparsers(dest="command", metavar="command", required=True)
        output = Parser(add_help=False)
        output.add_argument("--json", action="store_true", help=cli_text("cli.arg.json"))
        for module in (hands, practice, games, sheet, worksheet, house):
            module.add_commands(sub, lang=languages, output=output)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0, or 2 for bad input).

    Everything it says is in the language of ``--lang``, or of the environment
    (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), English otherwise: its help
    screens and its refusals too.
    """
    args_list = _lang_last(list(sys.argv[1:] if argv is None else argv))
    out = sys.stdout
    lang = lang_of(args_list)
    with speaking(lang):
        try:
            args = build_parser(lang).parse_args(args_list)
            return _dispatch(args, out)
        except SystemExit as done:  # --help and --version
            return done.code if isinstance(done.code, int) else 0
        except UsageError as err:
            print(f"rummylab{colon(lang)} {err}", file=sys.stderr)
            return 2
        except RummyError as err:
            print(f"rummylab{colon(lang)} {localize_error(err, lang)}", file=sys.stderr)
            return 2
        except BrokenPipeError:
            return 0
        except KeyboardInterrupt:  # Ctrl-C, anywhere: end quietly, as shells expect (128 + SIGINT)
            print(file=sys.stderr)
            return 130
        except Exception as err:  # noqa: BLE001 - a bug must still end on one line
            print(f"rummylab{colon(lang)} {message('internal', lang)} ({type(err).__name__}: {err})", file=sys.stderr)
            return 1


def _lang_last(args: list[str]) -> list[str]:
    """``rummylab --lang fr solve …`` as ``rummylab solve … --lang fr``: every command takes
    ``--lang``, so it may come before the command too.

    >>> _lang_last(["--lang", "fr", "solve", "QH"]), _lang_last(["--lang=es", "settle", "knock"])
    (['solve', 'QH', '--lang', 'fr'], ['settle', 'knock', '--lang=es'])
    >>> _lang_last(["solve", "--lang", "pt", "QH"])
    ['solve', '--lang', 'pt', 'QH']
    """
    if args[:1] == ["--lang"] and len(args) >= 2:
        return args[2:] + args[:2]
    if args[:1] and args[0].startswith("--lang="):
        return args[1:] + args[:1]
    return args


def _dispatch(args: argparse.Namespace, out: TextIO) -> int:
    """Run the chosen command: every command is ``run(args, out) -> status``."""
    command = getattr(args, "run", None)
    if command is None:
        raise RequestError(f"{args.command!r} needs a sub-command", token=args.command, code="bad-request")
    return int(command(args, out) or 0)
