"""A terminal game against bots: ``rummylab play``, in the reader's language.

The reader is player 1; bots take the other seats. Cards are shown with suit
symbols, every line typed is checked (a bad card or an illegal move is
explained in the chosen language, naming the rule, and asked again), and the
game ends cleanly on ``quit``, end of input or Ctrl-C. The moves are typed
with the reader's language's words (``bater 8D``, ``aide``, ``étaler 4H 5H 6H``:
the catalogue's ``cli.play.words.*``), English's always work too (``knock 8D``),
and ``help`` lists the reader's words.

>>> commands_of("fr")["knock"], commands_of("pt")["quit"]
(('frapper', 'knock', 'k'), ('terminar', 'quit', 'q', 'exit'))
>>> command_of("Défausse", "fr"), command_of("mao", "pt"), command_of("aide", "en")
('pile', 'hand', None)
"""

from __future__ import annotations

import json
import sys
import unicodedata
from functools import cache
from typing import Any, TextIO, cast

from rummylab.cli.language import quoted
from rummylab.cli.views import bot_name, view_of
from rummylab.core.cards import Card, format_hand, parse_hand, sort_cards
from rummylab.core.errors import CardError, IllegalMoveError, RequestError, RummyError
from rummylab.core.house import with_target
from rummylab.games.common import Move, MoveKind, Phase
from rummylab.games.protocol import AnyGame
from rummylab.games.registry import get
from rummylab.games.simulate import hand_deadwood
from rummylab.words.error_text import localize_error
from rummylab.words.explain import describe_move, explain
from rummylab.words.language import capitalized, player_label, text

__all__ = ["play", "COMMANDS", "commands_of", "command_of", "help_text"]


class _Quit(Exception):
    """The player left (quit, end of input or Ctrl-C)."""


#: What the player may type, by name: each a catalogue entry ``cli.play.words.<name>``.
COMMANDS = ("help", "quit", "hand", "hint", "stock", "pile", "decline", "knock", "out", "meld", "lay", "last",
            "discard")
#: Those drawing a card (typed when it is the player's turn to draw), and those naming a kind of move
#: other than a draw or a discard; a game accepts those of the kinds it has (:attr:`Game.move_kinds`).
_DRAWS = ("stock", "pile", "decline")
_VERBS = {"decline": MoveKind.DECLINE, "knock": MoveKind.KNOCK, "out": MoveKind.GO_OUT, "meld": MoveKind.MELD,
          "lay": MoveKind.LAY_OFF}


def _folded(word: str) -> str:
    """A typed word without case or accents: ``Défausse`` and ``defausse`` are one word."""
    return "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))


@cache
def commands_of(lang: str) -> dict[str, tuple[str, ...]]:
    """Each command's words in ``lang``, the language's first (the one its help shows), then English's."""
    words = {}
    for name in COMMANDS:
        own = text(f"cli.play.words.{name}", lang).split()
        english = text(f"cli.play.words.{name}", "en").split()
        words[name] = tuple(dict.fromkeys(own + english))
    return words


def command_of(word: str, lang: str, among: tuple[str, ...] = COMMANDS) -> str | None:
    """The command ``word`` names in ``lang`` (or English), among ``among``; None for none."""
    typed = _folded(word)
    for name in among:
        if any(_folded(w) == typed for w in commands_of(lang)[name]):
            return name
    return None


def help_text(view_text: str, lang: str) -> str:
    """A game's ``help`` (its catalogue template) with the reader's words, and English's named too."""
    words = commands_of(lang)
    lines = view_text.format(**{name: words[name][0] for name in COMMANDS})
    lines += "\n" + text("cli.play.hint.help", lang, hint=words["hint"][0])
    if lang != "en":
        english = ", ".join(text(f"cli.play.words.{name}", "en").split()[0] for name in COMMANDS
                            if name not in _VERBS or f"{{{name}}}" in view_text)  # only this game's moves
        lines += "\n" + text("cli.help.english", lang, words=english)
    return lines


class _Typo(RequestError):
    """A line that is not a move: its message is one of the ``cli.play.*`` catalogue entries."""

    def __init__(self, key: str, typed: str) -> None:
        super().__init__(f"{typed!r}: {key}", token=typed, code="bad-move")
        self.key = key


def _ask(prompt: str, out: TextIO, stdin: TextIO, lang: str) -> str:
    out.write(prompt)
    out.flush()
    line = stdin.readline()
    if not line:
        raise _Quit("end of input")
    typed = line.strip()
    if command_of(typed, lang, ("quit",)):
        raise _Quit("quit")
    return typed


def _show(game: AnyGame, state: Any, me: int, out: TextIO, lang: str) -> None:
    hand = sort_cards(state.hands[me])
    top = str(state.discard_pile[-1]) if state.discard_pile else text("cli.play.empty", lang)
    print("\n" + text("cli.play.table", lang, top=top, stock=len(state.stock), note=view_of(game).table_note(state, lang)),
          file=out)
    for line in view_of(game).table_lines(state, lang):
        print(line, file=out)
    others = ", ".join(text("cli.play.held", lang, player=player_label(p, lang), cards=len(h))
                       for p, h in enumerate(state.hands) if p != me)
    print(text("cli.play.hand", lang, cards=format_hand(hand), points=view_of(game).points_word(lang),
               value=hand_deadwood(state, hand), others=others), file=out)


def _card(word: str, state: Any, me: int, typed: str, lang: str) -> Card:
    """The card ``word`` names: a card code, or the word for the card just drawn ("." or its language's)."""
    if command_of(word, lang, ("last",)) != "last":
        return Card.parse(word)
    if state.moves and state.moves[-1].kind is MoveKind.DRAW and state.moves[-1].player == me:
        return cast(Card, state.hands[me][-1])
    raise _Typo("cli.play.last", typed)


def _parse_move(typed: str, state: Any, me: int, lang: str) -> Move:
    words = typed.replace(",", " ").split()
    if not words:
        raise _Typo("cli.play.type", typed)
    if state.phase is Phase.DRAW:
        draw = command_of(words[0], lang, _DRAWS)
        if draw == "stock":
            return Move.draw(me, "stock")
        if draw == "pile":
            return Move.draw(me, "discard")
        if draw == "decline" and MoveKind.DECLINE in state.move_kinds:
            return Move.decline(me)
        raise _Typo("cli.play.draw_how", typed)
    verb = command_of(words[0], lang, (*_VERBS, "last", "discard"))
    kind = _VERBS.get(verb or "")
    if kind not in state.move_kinds:
        kind = None
    if kind in (MoveKind.KNOCK, MoveKind.GO_OUT) and len(words) != 2:
        raise _Typo("cli.play.card_how", typed)
    if kind is MoveKind.KNOCK:
        return Move.knock(me, _card(words[1], state, me, typed, lang))
    if kind is MoveKind.GO_OUT:
        return Move.go_out(me, _card(words[1], state, me, typed, lang))
    if kind is MoveKind.MELD:
        if len(words) < 2:
            raise _Typo("cli.play.meld_how", typed)
        return Move.meld(me, parse_hand(words[1:]))
    if kind is MoveKind.LAY_OFF:
        if len(words) != 3 or not words[2].isdigit():
            raise _Typo("cli.play.lay_how", typed)
        return Move.lay_off(me, Card.parse(words[1]), int(words[2]) - 1)
    if verb == "last":
        return Move.discard(me, _card(words[0], state, me, typed, lang))
    if verb == "discard" and len(words) == 2:
        return Move.discard(me, _card(words[1], state, me, typed, lang))
    if len(words) == 1:
        return Move.discard(me, Card.parse(words[0]))
    raise _Typo("cli.play.what", typed)


def _refusal(err: RummyError, lang: str) -> str:
    if isinstance(err, _Typo):
        words: dict[str, Any] = {name: commands_of(lang)[name][0] for name in COMMANDS}
        return text(err.key, lang, q=quoted(err.token, lang), verb=str(err.token).split()[0], **words)
    return localize_error(err, lang)


def _hint(game: AnyGame, state: Any, lang: str) -> str:
    """The expert's move for the reader and its reason (:mod:`rummylab.games.expert`), from the reader's view only."""
    from rummylab.words.reasons import reason_text

    move, why = game.make_bot("expert", len(state.moves)).advise(state)  # type: ignore[attr-defined]
    # The reason starts with the move, told to the reader ("Discard K♣, not J♠: …"), so it stands alone.
    return text("cli.play.hint", lang, reason=reason_text(why, game.leftover, lang))


def _reveal(game: AnyGame, state: Any, out: TextIO, lang: str) -> None:
    print("\n" + text("cli.play.end", lang), file=out)
    for line in view_of(game).reveal_lines(state, lang):
        print(line, file=out)
    try:
        lines = explain(state.result, lang)
    except (RummyError, TypeError):  # pragma: no cover - a narration gap must not end the game
        lines = [json.dumps(state.result.to_dict(), ensure_ascii=False)]
    for line in lines:
        print("  " + line, file=out)


def play(game: str, players: int, *, seed: int = 0, bots: str | None = None, rounds: int = 11, target: int | None = None,
         lang: str = "en", out: TextIO | None = None, stdin: TextIO | None = None,
         options: dict[str, Any] | None = None) -> int:
    """Play a Knock Rummy session, a Three Thirteen game or a Rummy game as player 1 against bots.

    ``options``: the house rules (``Rules`` fields, :mod:`rummylab.core.house`) the game is played by.

    Returns the exit status: 0 (finished or left), 130 after Ctrl-C.
    """
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    kind = get(game)
    match = kind.new_series(players, seed=seed, rounds=rounds, **with_target(options or {}, target))
    team = kind.make_bots(bots, players - 1, seed)
    me = 0
    words = commands_of(lang)
    print(text("cli.play.intro", lang, count=players - 1, game=kind.title, bots=players - 1, seed=seed,
               help=words["help"][0], quit=words["quit"][0]), file=out)
    from rummylab.cli.house import house_line

    line = house_line(kind, options or {}, lang)
    if line:
        print(line, file=out)
    print(text("cli.play.seats", lang, you=player_label(me, lang),
               bots=", ".join(text("cli.bot", lang, n=p + 1, bot=bot_name(team[p - 1].name, lang))
                                  for p in range(1, players))),
          file=out)
    last = None
    shown_at: tuple[int, int] | None = None
    try:
        while not match.is_over:
            state = match.current
            if state is not last:
                last = state
                unit = text(f"cli.unit.{kind.unit}", lang, count=1)
                print("\n" + text("cli.play.part", lang, unit=unit[:1].upper() + unit[1:], number=match.number,
                                   dealer=player_label(state.dealer, lang)), file=out)
            if state.to_play != me:
                move = team[state.to_play - 1].choose(state)
                match.apply(move)
                print(f"  {capitalized(describe_move(move, lang))}", file=out)
            else:
                if state.phase is Phase.DRAW and shown_at != (id(state), len(state.moves)):
                    shown_at = (id(state), len(state.moves))
                    _show(kind, state, me, out, lang)
                prompt = "cli.play.prompt.draw" if state.phase is Phase.DRAW else "cli.play.prompt.play"
                typed = _ask(text(prompt, lang), out, stdin, lang)
                if not typed:
                    continue  # an empty line: the prompt again, as a shell does
                asked = command_of(typed, lang, ("help", "hand", "hint"))
                if asked == "hint":
                    print(_hint(kind, state, lang), file=out)
                    continue
                if asked == "help":
                    print(help_text(view_of(kind).help_text(lang), lang), file=out)
                    continue
                if asked == "hand":
                    _show(kind, state, me, out, lang)
                    continue
                try:
                    move = _parse_move(typed, state, me, lang)
                    match.apply(move)
                except (IllegalMoveError, CardError, RequestError) as err:
                    print(f"  ✗ {capitalized(_refusal(err, lang))}", file=out)
                    continue
                if move.kind is MoveKind.DRAW and move.source == "stock":
                    print(text("cli.play.you.draw", lang, card=state.hands[me][-1]), file=out)
                elif move.kind is MoveKind.DRAW:
                    print(text("cli.play.you.take", lang, card=state.hands[me][-1]), file=out)
                elif move.kind is MoveKind.KNOCK:
                    print(text("cli.play.you.knock", lang, card=move.card), file=out)
                elif move.kind is MoveKind.GO_OUT:
                    print(text("cli.play.you.out", lang, card=move.card), file=out)
                if state.phase is not Phase.DRAW and not state.is_over:
                    print(text("cli.play.your_hand", lang, cards=format_hand(sort_cards(state.hands[me]))), file=out)
            if state.is_over:
                _reveal(kind, state, out, lang)
        print("\n" + text("cli.play.final", lang), file=out)
        for line in explain(match.result, lang):
            print("  " + line, file=out)
        return 0
    except _Quit:
        print("\n" + text("cli.play.bye.quit", lang), file=out)
        return 0
    except KeyboardInterrupt:
        print("\n" + text("cli.play.bye.interrupted", lang), file=out)
        return 130
