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
import statistics
import sys
import time
from typing import Any, Callable, Sequence, TextIO

from .cards import Card, format_hand, parse_hand, sort_cards
from .errors import CardError, IllegalMoveError, RequestError, RummyError
from .games.common import Move, MoveKind, derive_seed, play_out
from .games.knock import KnockHand, KnockSession
from .games.rummy import RummyGame, RummyRound
from .games.three_thirteen import ThirteenGame, ThirteenRound

__all__ = ["add_commands", "make_state", "simulate", "GAME_NAMES"]

GAME_NAMES = {"knock": "Knock Rummy", "three-thirteen": "Three Thirteen", "rummy": "Rummy"}
_ALIASES = {"knock": "knock", "knock-rummy": "knock", "kr": "knock", "three-thirteen": "three-thirteen",
            "tt": "three-thirteen", "3-13": "three-thirteen", "rummy": "rummy", "ru": "rummy"}
_DEFAULT_BOTS = {"knock": "threshold", "three-thirteen": "greedy", "rummy": "greedy"}
#: Upper bounds that keep a command from running for hours.
MAX_SIM_HANDS = 100_000


def _game(name: str) -> str:
    game = _ALIASES.get(str(name).strip().lower())
    if game is None:
        raise RequestError(f"{name!r} is not a game (choose knock, three-thirteen, rummy)", token=name,
                           code="bad-game")
    return game


def _json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False)


def make_state(game: str, players: int, *, seed: int, dealer: int = 0, round: int | None = None) -> Any:
    """A freshly dealt hand/round of ``game`` (dealer 0-based).

    >>> make_state("rummy", 4, seed=1).stock.__len__()
    23
    """
    game = _game(game)
    if game == "knock":
        if round is not None:
            raise RequestError("Knock Rummy has no rounds", token=round, code="no-rounds")
        return KnockHand(players, seed=seed, dealer=dealer)
    if game == "three-thirteen":
        return ThirteenRound(players, 1 if round is None else round, seed=seed, dealer=dealer)
    if round is not None:
        raise RequestError("Rummy has no numbered rounds", token=round, code="no-rounds")
    return RummyRound(players, seed=seed, dealer=dealer)


def _deadwood(state: Any, hand: Sequence[Card]) -> int:
    from .melds import min_deadwood

    rules = getattr(state, "rules", None)
    if rules is None:
        from .rules import KNOCK_RUMMY

        rules = KNOCK_RUMMY
    return min_deadwood(hand, rules)


def deal_summary(state: Any, seed: int) -> dict[str, Any]:
    """The deal as JSON-ready data: sorted hands (with suit symbols), the up card, the stock size."""
    hands = [sort_cards(h) for h in state.hands]
    data: dict[str, Any] = {
        "game": state.game, "players": state.players, "seed": seed, "dealer": state.dealer + 1,
        "first": state.to_play + 1,
    }
    if state.game == "three-thirteen":
        data["round"] = state.round
        data["wild"] = state.snapshot()["wild"]
        data["decks"] = state.rules.decks
    if getattr(state, "cut", None) is not None:
        data["cut"] = state.cut
    data.update({
        "hands": [[str(c) for c in h] for h in hands],
        "deadwood": [_deadwood(state, h) for h in hands],
        "discard": str(state.discard_pile[-1]),
        "stock": len(state.stock),
        "record": state.to_record(),
    })
    return data


# -- deal ----------------------------------------------------------------------------------------

def _cmd_deal(args: argparse.Namespace, out: TextIO) -> int:
    game = _game(args.game)
    state = make_state(game, args.players, seed=args.seed, dealer=args.dealer - 1, round=args.round)
    data = deal_summary(state, args.seed)
    if args.json:
        print(_json(data), file=out)
        return 0
    title = f"{GAME_NAMES[game]}, {state.players} players, seed {args.seed}"
    if game == "three-thirteen":
        title += f", round {state.round} ({data['wild']}s wild, {data['decks']} deck{'s' if data['decks'] > 1 else ''})"
    print(title, file=out)
    cut = f", cut at card {state.cut} by player {(state.dealer - 1) % state.players + 1}" if game == "knock" else ""
    print(f"Dealer: player {state.dealer + 1}{cut}. Dealt one at a time from the dealer's left.", file=out)
    width = max(len(" ".join(h)) for h in data["hands"])
    for seat, cards in enumerate(data["hands"]):
        line = " ".join(cards)
        print(f"  player {seat + 1}: {line:<{width}}   deadwood {data['deadwood'][seat]}", file=out)
    print(f"Turned up: {data['discard']}   Stock: {data['stock']} cards   Player {data['first']} plays first.",
          file=out)
    return 0


# -- advise --------------------------------------------------------------------------------------

def _cmd_advise(args: argparse.Namespace, out: TextIO) -> int:
    from .advisor import advise_knock

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
    pct = lambda p, se: f"{100 * p:5.1f}% ± {100 * se:.1f}"  # noqa: E731
    print(f"  win     {pct(advice.win, advice.win_se)}", file=out)
    print(f"  tie     {pct(advice.tie, advice.tie_se)}   (KR-10d: no payment either way)", file=out)
    print(f"  beaten  {pct(advice.beaten, advice.beaten_se)}   (KR-10c: pay the difference + 10)", file=out)
    print(f"  expected ledger result {advice.expected:+.2f} ± {advice.expected_se:.2f} points", file=out)
    print(f"  ({advice.samples} random deals of the {advice.unseen} unseen cards, seed {args.seed}, "
          f"{elapsed:.2f} s; ± is one standard error)", file=out)
    return 0


# -- simulate ------------------------------------------------------------------------------------

def _bots(game: str, spec: str | None, players: int, seed: int) -> list[Any]:
    from .bots import make_bot

    names = [s.strip() for s in (spec or _DEFAULT_BOTS[game]).split(",") if s.strip()]
    if not names:
        raise RequestError("--bots names no bot", token=spec, code="bad-bot")
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise RequestError(f"--bots names {len(names)} bots for {players} players", token=spec, code="bad-bot")
    return [make_bot(game, name, derive_seed(seed, 7_000 + i)) for i, name in enumerate(names)]


def simulate(game: str, players: int, hands: int, *, seed: int = 0, bots: str | None = None) -> dict[str, Any]:
    """Play ``hands`` hands/rounds with bots and summarise them.

    Hand ``i`` is dealt from ``derive_seed(seed, i)`` and the deal passes left.

    >>> s = simulate("knock", 3, 4, seed=1)
    >>> s["hands"], 0 <= s["knocker_beaten_rate"] <= 1
    (4, True)
    """
    game = _game(game)
    if isinstance(hands, bool) or not isinstance(hands, int) or not 1 <= hands <= MAX_SIM_HANDS:
        raise RequestError(f"{hands!r} is not a number of hands (1 to {MAX_SIM_HANDS})", token=hands,
                           code="bad-count")
    team = _bots(game, bots, players, seed)
    results = []
    moves = []
    started = time.perf_counter()
    for i in range(hands):
        dealer = i % players
        round_no = (i % 11) + 1 if game == "three-thirteen" else None
        state = make_state(game, players, seed=derive_seed(seed, i), dealer=dealer, round=round_no)
        play_out(state, team)
        results.append(state)
        moves.append(len(state.moves))
    elapsed = time.perf_counter() - started
    summary: dict[str, Any] = {"game": game, "players": players, "hands": hands, "seed": seed,
                               "bots": [b.name for b in team], "average_moves": round(statistics.fmean(moves), 2),
                               "seconds": round(elapsed, 3), "hands_per_second": round(hands / elapsed, 1)}
    if game == "knock":
        settled = [s.result for s in results]
        knocked = [r for r in settled if r.knocker is not None]
        n_knock = len(knocked) or 1
        summary.update({
            "knock_rate": round(len(knocked) / hands, 4),
            "no_knocker_rate": round((hands - len(knocked)) / hands, 4),
            "rum_rate": round(sum(r.case.value == "rum" for r in knocked) / n_knock, 4),
            "knocker_wins_rate": round(sum(r.case.value == "knocker-wins" for r in knocked) / n_knock, 4),
            "knocker_tied_rate": round(sum(r.case.value == "knocker-tied" for r in knocked) / n_knock, 4),
            "knocker_beaten_rate": round(sum(r.case.value == "knocker-beaten" for r in knocked) / n_knock, 4),
            "average_knock_deadwood": round(statistics.fmean(r.deadwood[r.knocker] for r in knocked), 2)
            if knocked else None,
            "average_net": [round(float(sum(r.net[s] for r in settled)) / hands, 3) for s in range(players)],
        })
    elif game == "three-thirteen":
        rounds = [s.result for s in results]
        summary.update({
            "out_rate": round(sum(s.out_player is not None for s in results) / hands, 4),
            "stock_turned_rate": round(sum(s.stock_turned for s in results) / hands, 4),
            "average_penalty": [round(statistics.fmean(r.penalties[s] for r in rounds), 2) for s in range(players)],
        })
    else:
        rounds = [s.result for s in results]
        summary.update({
            "draw_rate": round(sum(s.is_draw for s in results) / hands, 4),
            "stock_turned_rate": round(sum(s.stock_turned for s in results) / hands, 4),
            "wins": [sum(s.out_player == p for s in results) for p in range(players)],
            "average_points": [round(statistics.fmean(r.points[s] for r in rounds), 2) for s in range(players)],
        })
    return summary


def _cmd_simulate(args: argparse.Namespace, out: TextIO) -> int:
    summary = simulate(args.game, args.players, args.hands, seed=args.seed, bots=args.bots)
    if args.json:
        print(_json(summary), file=out)
        return 0
    game = summary["game"]
    unit = "hands" if game == "knock" else "rounds"
    print(f"{GAME_NAMES[game]}: {summary['hands']} {unit}, {summary['players']} players, seed {summary['seed']}, "
          f"bots {', '.join(summary['bots'])}", file=out)
    pct = lambda x: f"{100 * x:.1f}%"  # noqa: E731
    if game == "knock":
        print(f"  knocked {pct(summary['knock_rate'])}, stock ran out (KR-9) {pct(summary['no_knocker_rate'])}",
              file=out)
        print(f"  of the knocks: rum {pct(summary['rum_rate'])}, knocker alone lowest "
              f"{pct(summary['knocker_wins_rate'])}, tied {pct(summary['knocker_tied_rate'])}, "
              f"beaten {pct(summary['knocker_beaten_rate'])}", file=out)
        print(f"  average deadwood at the knock: {summary['average_knock_deadwood']}", file=out)
        print("  average result per hand: " + ", ".join(f"P{s + 1} {v:+.2f}" for s, v in
                                                       enumerate(summary["average_net"])), file=out)
    elif game == "three-thirteen":
        print(f"  someone went out {pct(summary['out_rate'])}, stock turned over {pct(summary['stock_turned_rate'])}",
              file=out)
        print("  average penalty per round: " + ", ".join(f"P{s + 1} {v}" for s, v in
                                                         enumerate(summary["average_penalty"])), file=out)
    else:
        print(f"  draws (RU-7) {pct(summary['draw_rate'])}, stock turned over {pct(summary['stock_turned_rate'])}",
              file=out)
        print("  rounds won: " + ", ".join(f"P{s + 1} {w}" for s, w in enumerate(summary["wins"])), file=out)
    print(f"  {summary['average_moves']} moves per {unit[:-1]}, {summary['hands_per_second']} {unit}/s", file=out)
    return 0


# -- play ----------------------------------------------------------------------------------------

class _Quit(Exception):
    """The player left (quit, end of input or Ctrl-C)."""


HELP = {
    "knock": "On your draw: s (stock), d (discard), or x to decline when the stock is empty (KR-9).\n"
             "Then: a card to discard (8D or 8♦; '.' for the card just drawn), or 'knock 8D' to knock\n"
             "putting 8D face down (KR-6b). 'hand' shows your hand again, 'quit' leaves.",
    "three-thirteen": "On your draw: s (stock) or d (discard).\n"
                      "Then: a card to discard ('.' for the card just drawn), or 'out 8D' to go out\n"
                      "discarding 8D (TT-6). 'hand' shows your hand again, 'quit' leaves.",
    "rummy": "On your draw: s (stock) or d (discard).\n"
             "Then: 'meld 4H 5H 6H', 'lay 7H 1' (lay off 7H on table meld 1, RU-4), or a card to discard\n"
             "('.' for the card just drawn). 'hand' shows your hand again, 'quit' leaves.",
}


def _ask(prompt: str, out: TextIO, stdin: TextIO) -> str:
    out.write(prompt)
    out.flush()
    line = stdin.readline()
    if not line:
        raise _Quit("end of input")
    text = line.strip()
    if text.lower() in ("q", "quit", "exit"):
        raise _Quit("quit")
    return text


def _show(state: Any, me: int, out: TextIO) -> None:
    hand = sort_cards(state.hands[me])
    top = str(state.discard_pile[-1]) if state.discard_pile else "(empty)"
    extra = ""
    if state.game == "three-thirteen":
        extra = f"   Round {state.round}: {state.snapshot()['wild']}s wild"
    print(f"\nDiscard pile: {top}   Stock: {len(state.stock)} cards{extra}", file=out)
    if state.game == "rummy" and state.table:
        for i, (owner, meld) in enumerate(state.table):
            print(f"  table meld {i + 1} (P{owner + 1}): {' '.join(str(c) for c in meld.cards)}", file=out)
    others = ", ".join(f"P{p + 1} {len(h)}" for p, h in enumerate(state.hands) if p != me)
    points = "penalty" if state.game == "three-thirteen" else "deadwood"
    print(f"Your hand: {format_hand(hand)}   ({points} {_deadwood(state, hand)}; cards held: {others})", file=out)


def _parse_move(text: str, state: Any, me: int) -> Move:
    words = text.replace(",", " ").split()
    if not words:
        raise RequestError("type a move, or 'help'", token=text, code="bad-move")
    verb = words[0].lower()
    if state.phase == "draw":
        if verb in ("s", "stock"):
            return Move.draw(me, "stock")
        if verb in ("d", "discard", "pile"):
            return Move.draw(me, "discard")
        if verb in ("x", "decline") and state.game == "knock":
            return Move.decline(me)
        raise RequestError(f"{text!r}: draw with s (stock) or d (discard pile)", token=text, code="bad-move")
    if verb in ("knock", "k") and state.game == "knock":
        return Move.knock(me, Card.parse(" ".join(words[1:]) or "?"))
    if verb in ("out", "o") and state.game == "three-thirteen":
        return Move.go_out(me, Card.parse(" ".join(words[1:]) or "?"))
    if verb in ("meld", "m") and state.game == "rummy":
        return Move.meld(me, parse_hand(words[1:]))
    if verb in ("lay", "l") and state.game == "rummy":
        if len(words) != 3 or not words[2].isdigit():
            raise RequestError("lay off as 'lay 7H 1' (card, then the table meld's number)", token=text,
                               code="bad-move")
        return Move.lay_off(me, Card.parse(words[1]), int(words[2]) - 1)
    if verb in (".", "last"):
        if state.moves and state.moves[-1].kind is MoveKind.DRAW and state.moves[-1].player == me:
            return Move.discard(me, state.hands[me][-1])
        raise RequestError("'.' throws the card you just drew; name the card to discard", token=text,
                           code="bad-move")
    if verb in ("discard", "throw", "d") and len(words) == 2:
        return Move.discard(me, Card.parse(words[1]))
    if len(words) == 1:
        return Move.discard(me, Card.parse(words[0]))
    raise RequestError(f"{text!r} is not a move here (type 'help')", token=text, code="bad-move")


def _reveal(state: Any, out: TextIO, lang: str, names: list[str]) -> None:
    from .explain import explain

    print("\n— end —", file=out)
    if state.game == "knock":
        arrangements = state.arrangements()
        for seat, arr in enumerate(arrangements):
            parts = ["[" + " ".join(str(c) for c in m.cards) + "]" for m in arr.melds]
            parts += [str(c) for c in arr.unmatched]
            print(f"  {names[seat]}: {' '.join(parts)} → deadwood {arr.deadwood}", file=out)
    elif state.game == "rummy":
        for seat, hand in enumerate(state.hands):
            print(f"  {names[seat]}: {format_hand(sort_cards(hand)) or '(no cards)'}", file=out)
    try:
        lines = explain(state.result, lang, names=names)
    except (RummyError, TypeError):  # pragma: no cover - a narration gap must not end the game
        lines = [_json(state.result.to_dict())]
    for line in lines:
        print("  " + line, file=out)


def _cmd_play(args: argparse.Namespace, out: TextIO, stdin: TextIO | None = None) -> int:
    stdin = stdin or sys.stdin
    game = _game(args.game)
    players = args.players
    if game == "knock":
        match: Any = KnockSession(players, seed=args.seed)
    elif game == "three-thirteen":
        match = ThirteenGame(players, seed=args.seed, rounds=args.rounds)
    else:
        match = RummyGame(players, seed=args.seed, target=args.target)
    bots = _bots(game, args.bots, players - 1, args.seed)
    me = 0
    names = ["you"] + [f"P{p + 1} ({bots[p - 1].name} bot)" for p in range(1, players)]
    print(f"{GAME_NAMES[game]} against {players - 1} bot{'s' if players > 2 else ''}, seed {args.seed}. "
          "Type 'help' for the moves, 'quit' to leave.", file=out)
    last = None
    shown_at: tuple[int, int] | None = None
    try:
        while not match.is_over:
            state = match.current
            if state is not last:
                last = state
                unit = "Hand" if game == "knock" else "Round"
                number = len(match.hands if game == "knock" else match.rounds)
                print(f"\n=== {unit} {number}: dealer {names[state.dealer]} ===", file=out)
            if state.to_play != me:
                move = bots[state.to_play - 1].choose(state)
                match.apply(move)
                print(f"  {move}", file=out)
            else:
                if state.phase == "draw" and shown_at != (id(state), len(state.moves)):
                    shown_at = (id(state), len(state.moves))
                    _show(state, me, out)
                text = _ask("draw> " if state.phase == "draw" else "play> ", out, stdin)
                if text.lower() in ("help", "h", "?"):
                    print(HELP[game], file=out)
                    continue
                if text.lower() == "hand":
                    _show(state, me, out)
                    continue
                try:
                    move = _parse_move(text, state, me)
                    match.apply(move)
                except (IllegalMoveError, CardError, RequestError) as err:
                    print(f"  ✗ {err}", file=out)
                    continue
                if move.kind is MoveKind.DRAW and move.source == "stock":
                    print(f"  You draw {state.hands[me][-1]}", file=out)
                elif move.kind is MoveKind.KNOCK:
                    print(f"  You knock, putting {move.card} face down.", file=out)
                elif move.kind is MoveKind.GO_OUT:
                    print(f"  You go out, discarding {move.card}.", file=out)
                if state.phase != "draw" and not state.is_over:
                    print(f"  Your hand: {format_hand(sort_cards(state.hands[me]))}", file=out)
            if state.is_over:
                _reveal(state, out, args.lang, names)
        from .explain import explain

        print("\n=== final result ===", file=out)
        for line in explain(match.result, args.lang, names=names):
            print("  " + line, file=out)
        return 0
    except _Quit as why:
        print(f"\nBye ({why}).", file=out)
        return 0
    except KeyboardInterrupt:
        print("\nBye (interrupted).", file=out)
        return 130


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


def add_commands(subparsers: Any) -> None:
    """Add ``deal``, ``play``, ``simulate`` and ``advise`` to the ``rummylab`` command."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--game", default="knock", help="knock (default), three-thirteen or rummy")
    common.add_argument("--players", type=_positive, default=None, help="players at the table")
    common.add_argument("--seed", type=_seed, default=0, help="seed of the deal (any whole number; default 0)")
    output = argparse.ArgumentParser(add_help=False)
    output.add_argument("--json", action="store_true", help="print JSON instead of text")
    lang = argparse.ArgumentParser(add_help=False)
    lang.add_argument("--lang", choices=("en", "pt", "es", "fr"), default="en", help="language of explanations")

    deal = subparsers.add_parser("deal", parents=[common, output], help="deal a hand as the rules say (KR-2, TT-2, RU-1)",
                                 description="Deal one hand: one card at a time from the dealer's left.")
    deal.add_argument("--dealer", type=_positive, default=1, help="the dealer's seat (1, 2, …; default 1)")
    deal.add_argument("--round", type=int, help="Three Thirteen round, 1-11 (default 1)")
    deal.set_defaults(func=_with_players(_cmd_deal))

    play = subparsers.add_parser("play", parents=[common, lang], help="play against bots in the terminal",
                                 description="Play as player 1 against bots. Cards: 8D, 10H, Q♥ …; 'help' lists "
                                             "the moves, 'quit' (or Ctrl-D) leaves.")
    play.add_argument("--bots", help="bot names, comma-separated (e.g. threshold,greedy,random)")
    play.add_argument("--rounds", type=int, default=11, help="Three Thirteen: rounds to play (default 11)")
    play.add_argument("--target", type=_positive, default=200, help="Rummy: points that end the game (default 200)")
    play.set_defaults(func=_with_players(_cmd_play))

    sim = subparsers.add_parser("simulate", parents=[common, output], help="bots play many hands; summary statistics",
                                description="Let bots play many hands and summarise (how often the knocker is "
                                            "beaten, average deadwood at the knock, rum rate, …).")
    sim.add_argument("--hands", type=_positive, default=100,
                     help="hands to play (default 100); Three Thirteen plays rounds 1-11 in turn, Rummy single rounds")
    sim.add_argument("--bots", help="bot names, comma-separated, one per player or one for all "
                                    "(knock: threshold, threshold=N, cautious, greedy, random)")
    sim.set_defaults(func=_with_players(_cmd_simulate))

    adv = subparsers.add_parser("advise", parents=[output], help="Knock Rummy: the odds of knocking now (Monte Carlo)",
                                description="Estimate the chance to win, tie or be beaten when knocking now, and the "
                                            "expected ledger result, from random deals of the unseen cards.")
    adv.add_argument("--hand", required=True, help="the cards you keep (or one more: the best goes face down)")
    adv.add_argument("--players", type=_positive, required=True, help="players at the table (2-5)")
    adv.add_argument("--seen", help="cards you know are not in the others' hands (the discard pile)")
    adv.add_argument("--samples", type=_positive, default=2000, help="random deals (default 2000)")
    adv.add_argument("--seed", type=_seed, default=0, help="seed (default 0)")
    adv.set_defaults(func=_cmd_advise)


def _with_players(command: Callable[[argparse.Namespace, TextIO], int]) -> Callable[[argparse.Namespace, TextIO], int]:
    """Fill in the default player count per game (4 for Knock Rummy and Rummy, 3 for Three Thirteen)."""

    def run(args: argparse.Namespace, out: TextIO) -> int:
        if args.players is None:
            args.players = 3 if _game(args.game) == "three-thirteen" else 4
        return command(args, out)

    run.__doc__ = command.__doc__
    return run
