"""A terminal game against bots: ``rummylab play``.

The reader is player 1; bots take the other seats. Cards are shown with suit
symbols, every line typed is checked (a bad card or an illegal move is
explained, naming the rule, and asked again), and the game ends cleanly on
``quit``, end of input or Ctrl-C.
"""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from ..cards import Card, format_hand, parse_hand, sort_cards
from ..errors import CardError, IllegalMoveError, RequestError, RummyError
from .common import Move, MoveKind, Phase
from .game import Game, get
from .simulate import hand_deadwood

__all__ = ["play"]


class _Quit(Exception):
    """The player left (quit, end of input or Ctrl-C)."""


#: The words that name a move other than a draw or a discard, and the kind of move each names;
#: a game accepts those of the kinds it has (:attr:`Game.move_kinds`).
_VERBS = {"x": MoveKind.DECLINE, "decline": MoveKind.DECLINE, "knock": MoveKind.KNOCK, "k": MoveKind.KNOCK,
          "out": MoveKind.GO_OUT, "o": MoveKind.GO_OUT, "meld": MoveKind.MELD, "m": MoveKind.MELD,
          "lay": MoveKind.LAY_OFF, "l": MoveKind.LAY_OFF}


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


def _show(game: Game, state: Any, me: int, out: TextIO) -> None:
    hand = sort_cards(state.hands[me])
    top = str(state.discard_pile[-1]) if state.discard_pile else "(empty)"
    print(f"\nDiscard pile: {top}   Stock: {len(state.stock)} cards{game.table_note(state)}", file=out)
    for line in game.table_lines(state):
        print(line, file=out)
    others = ", ".join(f"P{p + 1} {len(h)}" for p, h in enumerate(state.hands) if p != me)
    print(f"Your hand: {format_hand(hand)}   ({game.points} {hand_deadwood(state, hand)}; cards held: {others})",
          file=out)


def _parse_move(text: str, state: Any, me: int) -> Move:
    words = text.replace(",", " ").split()
    if not words:
        raise RequestError("type a move, or 'help'", token=text, code="bad-move")
    verb = words[0].lower()
    kind = _VERBS.get(verb)
    if kind not in state.move_kinds:
        kind = None
    if state.phase is Phase.DRAW:
        if verb in ("s", "stock"):
            return Move.draw(me, "stock")
        if verb in ("d", "discard", "pile"):
            return Move.draw(me, "discard")
        if kind is MoveKind.DECLINE:
            return Move.decline(me)
        raise RequestError(f"{text!r}: draw with s (stock) or d (discard pile)", token=text, code="bad-move")
    if kind is MoveKind.KNOCK:
        return Move.knock(me, Card.parse(" ".join(words[1:]) or "?"))
    if kind is MoveKind.GO_OUT:
        return Move.go_out(me, Card.parse(" ".join(words[1:]) or "?"))
    if kind is MoveKind.MELD:
        return Move.meld(me, parse_hand(words[1:]))
    if kind is MoveKind.LAY_OFF:
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


def _reveal(game: Game, state: Any, out: TextIO, lang: str, names: list[str]) -> None:
    from ..explain import explain

    print("\n— end —", file=out)
    for line in game.reveal_lines(state, names):
        print(line, file=out)
    try:
        lines = explain(state.result, lang, names=names)
    except (RummyError, TypeError):  # pragma: no cover - a narration gap must not end the game
        lines = [json.dumps(state.result.to_dict(), ensure_ascii=False)]
    for line in lines:
        print("  " + line, file=out)


def play(game: str, players: int, *, seed: int = 0, bots: str | None = None, rounds: int = 11, target: int = 200,
         lang: str = "en", out: TextIO | None = None, stdin: TextIO | None = None) -> int:
    """Play a Knock Rummy session, a Three Thirteen game or a Rummy game as player 1 against bots.

    Returns the exit status: 0 (finished or left), 130 after Ctrl-C.
    """
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    kind = get(game)
    match = kind.new_series(players, seed=seed, rounds=rounds, target=target)
    team = kind.make_bots(bots, players - 1, seed)
    me = 0
    names = ["you"] + [f"P{p + 1} ({team[p - 1].name} bot)" for p in range(1, players)]
    print(f"{kind.title} against {players - 1} bot{'s' if players > 2 else ''}, seed {seed}. "
          "Type 'help' for the moves, 'quit' to leave.", file=out)
    last = None
    shown_at: tuple[int, int] | None = None
    try:
        while not match.is_over:
            state = match.current
            if state is not last:
                last = state
                print(f"\n=== {kind.unit.capitalize()} {match.number}: dealer {names[state.dealer]} ===", file=out)
            if state.to_play != me:
                move = team[state.to_play - 1].choose(state)
                match.apply(move)
                print(f"  {move}", file=out)
            else:
                if state.phase is Phase.DRAW and shown_at != (id(state), len(state.moves)):
                    shown_at = (id(state), len(state.moves))
                    _show(kind, state, me, out)
                text = _ask("draw> " if state.phase is Phase.DRAW else "play> ", out, stdin)
                if text.lower() in ("help", "h", "?"):
                    print(kind.cli_help, file=out)
                    continue
                if text.lower() == "hand":
                    _show(kind, state, me, out)
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
                if state.phase is not Phase.DRAW and not state.is_over:
                    print(f"  Your hand: {format_hand(sort_cards(state.hands[me]))}", file=out)
            if state.is_over:
                _reveal(kind, state, out, lang, names)
        from ..explain import explain

        print("\n=== final result ===", file=out)
        for line in explain(match.result, lang, names=names):
            print("  " + line, file=out)
        return 0
    except _Quit as why:
        print(f"\nBye ({why}).", file=out)
        return 0
    except KeyboardInterrupt:
        print("\nBye (interrupted).", file=out)
        return 130


