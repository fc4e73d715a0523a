"""``rummylab solve`` and ``rummylab settle``: a hand's best arrangement, and who pays whom.

    rummylab solve 4H 5H 6H QC QD QS 8D
    rummylab solve --game three-thirteen --round 5 --all --json 4H 7C 6H 9S 9D 9C 2S
    rummylab solve --batch --json < hands.txt
    rummylab settle knock --deadwood 8 3 --knocker 1
    rummylab settle knock --hands "4H 5H 6H QC QD QS 8D" "AS AH AD 7C 8C 9C 3H" --knocker 1 --lang pt
    rummylab settle three-thirteen --round 1 --hands "3H 3C 3S" "KD 2S 4D" --out 1
    rummylab settle rummy --hands "" "KS 2C" "AH" --out 1

>>> from rummylab.cli import main
>>> main(["settle", "knock", "--deadwood", "8", "3", "--knocker", "1", "--json"])
{"deadwood": [8, 3], "knocker": 1, "case": "knocker-beaten", "transfers": [{"from": 1, "to": 2, "amount": "15"}], "net": ["-15", "15"]}
0
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Callable, Iterator, Sequence, TextIO

from rummylab.cli.house import options_of, rule_parent
from rummylab.cli.language import cli_text
from rummylab.core.cards import Card, parse_hand
from rummylab.core.errors import RequestError, RummyError
from rummylab.core.rules import Rules
from rummylab.games.knock.settle import check_deadwood_held, settle_knock, settle_knock_hands
from rummylab.games.registry import rules_for
from rummylab.solver.arrangement import Arrangement
from rummylab.words.error_text import localize_error
from rummylab.words.explain import explain
from rummylab.words.language import capitalized, colon, player_label

__all__ = ["add_commands"]


def _encoder() -> Callable[[Any], str]:
    """``json.dumps(data, ensure_ascii=False)``, with what it builds on every call built once.

    The C encoder is made once (dumps makes an encoder and a C encoder per call,
    a tenth of a batch line's time); it skips the check for circular data,
    which answers never are. Without the C accelerator, the encoder's own method.
    """
    plain = json.JSONEncoder(ensure_ascii=False)
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:
        return plain.encode
    encode = make(None, plain.default, json.encoder.encode_basestring, None, plain.key_separator,
                  plain.item_separator, False, False, True)

    def dump(data: Any) -> str:
        return plain.encode(data) if isinstance(data, str) else "".join(encode(data, 0))

    return dump


_json = _encoder()


def _draw(arrangement: Arrangement) -> str:
    """An arrangement on one line: ``[4♥ 5♥ 6♥] [Q♣ Q♦ Q♠] 8♦ → 8``."""
    parts = ["[" + " ".join(str(c) for c in meld.cards) + "]" for meld in arrangement.melds]
    parts += [str(c) for c in arrangement.unmatched]
    return " ".join(parts) + f" → {arrangement.deadwood}"


def _label(seat: int, lang: str) -> str:
    """``Player 1:`` (French puts a no-break space before the colon)."""
    label = player_label(seat, lang)
    return capitalized(label) + colon(lang)


def _rules(args: argparse.Namespace) -> Rules:
    game = args.game
    if game is None:  # a round or a wild rank only makes sense in Three Thirteen
        game = "three-thirteen" if args.round is not None or args.wild is not None else "knock"
    return rules_for(game, round=args.round, wild=args.wild, decks=args.decks, **options_of(args, game))


def _solve_one(cards: Sequence[Card], rules: Rules, want_all: bool,
               limit: int | None = None) -> tuple[Arrangement, tuple[Arrangement, ...]]:
    from rummylab.solver.melds import all_best_arrangements, best_arrangement

    if want_all:
        found = all_best_arrangements(cards, rules, limit=limit)
        return found[0], found
    best = best_arrangement(cards, rules)
    return best, (best,)


def _solve_dict(best: Arrangement, found: tuple[Arrangement, ...], want_all: bool) -> dict[str, Any]:
    data = best.to_dict()
    if want_all:
        data["alternatives"] = [a.to_dict() for a in found]
    return data


def _cmd_solve(args: argparse.Namespace, out: TextIO) -> int:
    rules = _rules(args)
    if args.limit is not None and args.limit < 1:
        raise RequestError(f"--limit {args.limit} is not a number of arrangements (1 or more)", token=args.limit,
                           code="bad-field", field="--limit")
    if args.batch:
        if args.cards:
            raise RequestError("--batch reads the hands from stdin; give no cards on the command line",
                               token=" ".join(args.cards), code="bad-request")
        return _solve_batch(args, rules, out)
    if not args.cards:
        raise RequestError("give the cards of a hand, e.g. 4H 5H 6H QC QD QS 8D", token="CARDS", code="missing-field")
    cards = parse_hand(args.cards)
    if not cards:  # solve "" or solve " "
        raise RequestError("give the cards of a hand, e.g. 4H 5H 6H QC QD QS 8D", token="CARDS", code="missing-field")
    best, found = _solve_one(cards, rules, args.all, args.limit)
    if args.json:
        print(_json(_solve_dict(best, found, args.all)), file=out)
        return 0
    for number, arrangement in enumerate(found, start=1):
        if len(found) > 1:
            print(f"{'' if number == 1 else chr(10)}({number}/{len(found)}) {_draw(arrangement)}", file=out)
        else:
            print(_draw(arrangement), file=out)
        for line in explain(arrangement, args.lang, rules=rules):
            print("  " + line, file=out)
    return 0


def _solve_batch(args: argparse.Namespace, rules: Rules, out: TextIO) -> int:
    """One JSON line per hand, as ``solve --json`` would print it; a bad line's error names it.

    The hot loop of a long batch: the usual line goes straight to its JSON
    (:mod:`rummylab.solver.lines`), any other through the solver; one write per
    line (still line by line, so a reader on the other end of a pipe gets each
    answer as it comes).
    """
    from rummylab.solver.lines import answer_line
    from rummylab.solver.melds import best_arrangement

    status = 0
    write = out.write
    want_all, limit = args.all, args.limit
    for number, line in enumerate(_lines(sys.stdin), start=1):
        if line is None:  # a line past MAX_LINE (or a stream with no line ends): refused, and the batch ends
            err = RequestError(f"the line is too large: at most {MAX_LINE} characters are allowed", token="size",
                               code="too-large", field="line", limit=MAX_LINE, count=MAX_LINE)
            data = err.to_dict()
            data["message"] = localize_error(err, args.lang)
            write(_json({"error": data, "line": number}) + "\n")
            return 2
        text = line.strip()
        if not text or text[0] == "#":
            continue
        if not want_all:  # the usual line, answered without building the cards (byte-identical)
            fast = answer_line(text, rules)
            if fast is not None:
                write(fast + "\n")
                continue
        try:
            if want_all:
                best, found = _solve_one(parse_hand(text), rules, True, limit)
                answer = _solve_dict(best, found, True)
            else:
                answer = best_arrangement(parse_hand(text), rules).to_dict()
        except RummyError as err:
            data = err.to_dict()
            data["message"] = localize_error(err, args.lang)
            answer = {"error": data, "line": number}
            status = 2
        write(_json(answer) + "\n")
    return status


#: The longest line ``solve --batch`` reads (a hand of 120 cards is some 500 characters).
MAX_LINE = 10_000


def _lines(stream: TextIO) -> Iterator[str | None]:
    """The stream's lines, each read with a bound: None for a line longer than :data:`MAX_LINE`
    (after which nothing more is read: ``/dev/zero`` has no line end to skip to)."""
    read = stream.readline
    while True:
        line = read(MAX_LINE + 1)
        if not line:
            return
        if len(line) > MAX_LINE:
            yield None
            return
        yield line


def _seat(value: int | None) -> int | None:
    return None if value is None else value - 1  # the command line counts players from 1


def _hands(texts: Sequence[str]) -> list[tuple[Card, ...]]:
    return [() if t.strip() in ("", "-") else parse_hand(t) for t in texts]


def _cmd_settle_knock(args: argparse.Namespace, out: TextIO) -> int:
    arrangements: tuple[Any, ...] = ()
    rules = rules_for("knock", **options_of(args, "knock"))
    if args.hands is not None:
        hands = _hands(args.hands)
        settlement, arrangements = settle_knock_hands(hands, _seat(args.knocker), rules=rules)
    else:
        check_deadwood_held(args.deadwood, rules)  # 99999999999999999999 is a typing mistake (KR-2)
        settlement = settle_knock(args.deadwood, _seat(args.knocker), rules=rules)
    if args.json:
        data = settlement.to_dict()
        if arrangements:
            data["arrangements"] = [a.to_dict() for a in arrangements]
        print(_json(data), file=out)
        return 0
    for seat, arrangement in enumerate(arrangements):
        print(f"{_label(seat, args.lang)} {_draw(arrangement)}", file=out)
    for line in explain(settlement, args.lang):
        print(line, file=out)
    return 0


def _cmd_settle_tt(args: argparse.Namespace, out: TextIO) -> int:

    from rummylab.games import get

    result: Any = get("three-thirteen").score_hands(_hands(args.hands), out=_seat(args.out), round=args.round,
                                               **options_of(args, "three-thirteen"))
    if args.json:
        print(_json(result.to_dict()), file=out)
        return 0
    for seat, arrangement in enumerate(result.arrangements):
        print(f"{_label(seat, args.lang)} {_draw(arrangement)}", file=out)
    for line in explain(result, args.lang):
        print(line, file=out)
    return 0


def _cmd_settle_rummy(args: argparse.Namespace, out: TextIO) -> int:
    from rummylab.games.rummy.scoring import score_rummy_round

    if args.out is None and not args.draw:
        raise RequestError("say who went out (--out K) or that the round was a draw (--draw)", token="--out",
                           code="missing-field")
    if args.out is not None and args.draw:
        raise RequestError("a round with someone out is not a draw: give --out or --draw, not both", token="--draw",
                           code="bad-request")
    result = score_rummy_round(_hands(args.hands), _seat(args.out), rules=rules_for("rummy", **options_of(args, "rummy")))
    if args.json:
        print(_json(result.to_dict()), file=out)
        return 0
    for line in explain(result, args.lang):
        print(line, file=out)
    return 0


def add_commands(sub: Any, *, lang: argparse.ArgumentParser, output: argparse.ArgumentParser) -> None:
    """Add ``solve`` and ``settle`` to the ``rummylab`` command (``lang`` and ``output`` give --lang and --json)."""
    solve = sub.add_parser("solve", parents=[lang, output, rule_parent()], help=cli_text("cli.cmd.solve"),
                           description=cli_text("cli.cmd.solve.about"))
    solve.add_argument("--game", help=cli_text("cli.arg.solve.game"))
    wild = solve.add_mutually_exclusive_group()
    wild.add_argument("--round", type=int, help=cli_text("cli.arg.solve.round"))
    wild.add_argument("--wild", metavar="rank", help=cli_text("cli.arg.solve.wild"))
    solve.add_argument("--decks", type=int, help=cli_text("cli.arg.solve.decks"))
    solve.add_argument("--all", action="store_true", help=cli_text("cli.arg.solve.all"))
    solve.add_argument("--limit", type=int, help=cli_text("cli.arg.solve.limit"))
    solve.add_argument("--batch", action="store_true", help=cli_text("cli.arg.solve.batch"))
    solve.add_argument("cards", nargs="*", help=cli_text("cli.arg.solve.cards"))
    solve.set_defaults(run=_cmd_solve)

    settle = sub.add_parser("settle", parents=[lang], help=cli_text("cli.cmd.settle"),
                            description=cli_text("cli.cmd.settle.about"))
    games = settle.add_subparsers(dest="game", metavar="game", required=True)

    knock = games.add_parser("knock", parents=[lang, output, rule_parent()], help=cli_text("cli.cmd.settle.knock"),
                             description=cli_text("cli.cmd.settle.knock.about"))
    given = knock.add_mutually_exclusive_group(required=True)
    given.add_argument("--deadwood", type=int, nargs="+", help=cli_text("cli.arg.settle.deadwood"))
    given.add_argument("--hands", nargs="+", metavar="cards", help=cli_text("cli.arg.settle.hands"))
    knock.add_argument("--knocker", type=int, help=cli_text("cli.arg.settle.knocker"))
    knock.set_defaults(run=_cmd_settle_knock)

    tt = games.add_parser("three-thirteen", aliases=["tt"], parents=[lang, output, rule_parent()],
                          help=cli_text("cli.cmd.settle.tt"), description=cli_text("cli.cmd.settle.tt.about"))
    tt.add_argument("--round", type=int, required=True, help=cli_text("cli.arg.settle.tt.round"))
    tt.add_argument("--hands", nargs="+", required=True, metavar="cards", help=cli_text("cli.arg.settle.tt.hands"))
    tt.add_argument("--out", type=int, help=cli_text("cli.arg.settle.out"))
    tt.set_defaults(run=_cmd_settle_tt)

    ru = games.add_parser("rummy", parents=[lang, output, rule_parent()], help=cli_text("cli.cmd.settle.rummy"),
                          description=cli_text("cli.cmd.settle.rummy.about"))
    ru.add_argument("--hands", nargs="+", required=True, metavar="cards", help=cli_text("cli.arg.settle.rummy.hands"))
    ru.add_argument("--out", type=int, help=cli_text("cli.arg.settle.out"))
    ru.add_argument("--draw", action="store_true", help=cli_text("cli.arg.settle.draw"))
    ru.set_defaults(run=_cmd_settle_rummy)
