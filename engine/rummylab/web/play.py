"""Playing against the computer in the browser: ``play-start``, ``play-move`` and ``play-hint``.

The page keeps no rules and no state of its own: it holds the engine's record of the game (a
Knock Rummy session, a Three Thirteen game or a Rummy game, as :meth:`Series.to_record` writes
it, with the bots' names added) and sends it back with the reader's move. The engine replays
the record, applies the move (or refuses it, naming the rule), lets the bots play until it is
the reader's turn again or the hand or round ends, and answers with the new record and what
the reader may see. The reader is player 1 (seat 0).

- ``play-start``: ``game``, ``players``, ``seed``, ``bots`` (one name, or one per bot) or ``level``
  (``beginner``, ``intermediate``, ``expert``: the bots of :attr:`Game.levels`, kept in the record),
  ``rounds`` (Three Thirteen), ``target`` (Rummy) or ``hands`` (a shorter Knock Rummy session),
  ``house`` (the house rules, :mod:`rummylab.core.house`); or ``record`` to resume a saved game as it
  stands. Every answer gives the ``level`` (None when the bots were named) and the game's ``levels``
  with their names.

The record keeps the house rules (its ``"options"``), so every later move, hint and replay is played
by the rules the game started with; a ``house`` sent with a record is not read. Answers echo them
(``"house"``, by name).
- ``play-move``: ``record`` and ``move`` (``{"move": "draw", "from": "stock"}``,
  ``{"move": "discard", "card": "8♦"}``…, the player being the reader); ``move`` null lets the
  bots play the next hand or round after a pause at the end of the last one.
- ``play-hint``: ``record``: ``expert``, the expert's move for the reader's position
  (:mod:`rummylab.games.expert`, from the reader's view only) with its reason, as data (``reason``)
  and in the reader's language (``text``); in Knock Rummy, after the draw where a knock is legal,
  ``advice``: the advisor's estimate of knocking now (KR-7, KR-10).

Each move an answer lists carries the ``board`` after it (the piles, the counts, the reader's hand
when it changed, Rummy's melds), so the page can show every bot move on the position it left.

Replaying costs more as the game grows, so the engine keeps the table it last answered (the worker
keeps the engine loaded between requests): a request whose record is that answer's record goes on
from the kept table, any other record (a reload, a restart of the worker, another tab) is replayed.
The record stays the truth; the kept table only saves the replay.

>>> import json
>>> from rummylab.web import handle
>>> r = json.loads(handle('{"op": "play-start", "game": "knock", "players": 2, "seed": 5}'))["result"]
>>> r["view"]["to_play"], len(r["view"]["hand"]), r["record"]["game"]
(1, 10, 'knock-session')
>>> bad = json.loads(handle(json.dumps({"op": "play-move", "record": r["record"], "move": {"move": "knock", "card": "2C"}})))
>>> bad["error"]["code"], bad["error"]["params"]["rule"]
('draw-first', 'KR-6')
"""

from __future__ import annotations

import json
import re
from typing import Any

from rummylab.core.budget import check
from rummylab.core.cards import Card
from rummylab.core.errors import IllegalMoveError, RequestError, RummyError
from rummylab.core.house import public, with_target
from rummylab.games import Move, MoveKind, Phase
from rummylab.games import get as get_game
from rummylab.games.common import derive_seed
from rummylab.games.protocol import AnyGame
from rummylab.web.fields import card_labels, get_house
from rummylab.web.play_view import READER, Boards, PlayTable, answer_json, ended_json, move_json, view_of
from rummylab.web.registry import register
from rummylab.words.language import check_lang

__all__ = ["MAX_SEED", "HINT_SAMPLES", "forget_live"]

#: Seeds travel in URLs and through JavaScript numbers: keep them exact there.
MAX_SEED = 2**53 - 1
#: The advisor's samples for one hint (about half a second in Pyodide).
HINT_SAMPLES = 1000
#: The most bot moves one answer plays (a bot that never ends is a bug, not a long answer).
_MAX_BOT_MOVES = 5000

#: The series kind of each record, and its game.
_SERIES_GAME = {"knock-session": "knock", "three-thirteen-game": "three-thirteen", "rummy-game": "rummy"}

#: The table last answered and its record's key (see the module's docstring), or None.
_live: tuple[str, PlayTable] | None = None


def _record_key(record: dict[str, Any]) -> str:
    """The record as canonical JSON: two records are the same game as it stands when their keys are equal."""
    return json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _keep(table: PlayTable, answer: dict[str, Any]) -> dict[str, Any]:
    """Keep ``table`` for the next request, keyed by the record the answer gives the page."""
    global _live
    _live = (_record_key(answer["record"]), table)
    return answer


def _take_live(record: dict[str, Any]) -> PlayTable | None:
    """The kept table when ``record`` is its record (taken out: the caller changes it, and keeps it again)."""
    global _live
    kept, _live = _live, None
    if kept is not None and kept[0] == _record_key(record):
        return kept[1]
    return None


def forget_live() -> None:
    """Drop the kept table, so the next request replays its record (tests and benchmarks measure that)."""
    global _live
    _live = None


def _lang(request: dict[str, Any]) -> str:
    return check_lang(request.get("lang", "en"))


def _whole(request: dict[str, Any], field: str, default: int, *, code: str = "bad-field") -> int:
    """A whole number given as a number or as its decimal digits, signed or not (a URL's ``?seed=7``):
    ``"-5"`` is a whole number, refused for its value (``-5 is not a target score``), not its form."""
    raw = request.get(field)
    if raw is None:
        return default
    if isinstance(raw, str) and re.fullmatch(r"[+-]?[0-9]{1,9}", raw.strip()):
        raw = int(raw.strip())
    if isinstance(raw, bool) or not isinstance(raw, int):
        if code == "bad-seed":
            raise RequestError(f"{raw!r} is not a seed (a whole number from 0 to {MAX_SEED})", token=str(raw)[:60],
                               code="bad-seed")
        raise RequestError(f"{field} must be a whole number, not {raw!r}", token=str(raw)[:50], code="bad-field",
                           field=field, expected="a whole number")
    if code == "bad-seed" and not 0 <= raw <= MAX_SEED:
        raise RequestError(f"{raw!r} is not a seed (a whole number from 0 to {MAX_SEED})", token=str(raw)[:60],
                           code="bad-seed")
    return raw


def _bot_names(game: AnyGame, spec: Any, bots: int) -> list[str]:
    """One bot name per bot seat, checked (``"threshold"`` for all, or ``"threshold,random"``)."""
    if spec is None or spec == "":
        spec = game.default_bot
    if isinstance(spec, list) and all(isinstance(x, str) for x in spec):
        spec = ",".join(spec)
    if not isinstance(spec, str):
        raise RequestError(f"{spec!r} is not a list of bots", token=str(spec)[:50], code="bad-bot")
    names = [s.strip() for s in spec.split(",") if s.strip()]
    if len(names) == 1:
        names *= bots
    if not names or len(names) != bots:
        raise RequestError(f"{spec!r} names {len(names)} bots for {bots} seats", token=spec[:50], code="bad-bot")
    for name in names:
        game.make_bot(name, 0)  # refuses an unknown name
    return names


def _level(game: AnyGame, level: Any, *, code: str = "bad-play-level") -> str | None:
    """A level of play of ``game`` (:attr:`Game.levels`), or None; anything else is refused, naming the levels."""
    if level is None or level == "":
        return None
    if not isinstance(level, str) or level not in game.levels:
        raise RequestError(f"{level!r} is not a level (choose {', '.join(game.levels)})", token=str(level)[:50],
                           code=code)
    return level


def _start(request: dict[str, Any]) -> PlayTable:
    name = request.get("game", "knock")
    if not isinstance(name, str):
        raise RequestError(f"game must be a name, not {name!r}", token=str(name)[:50], code="bad-game")
    game = get_game(name)
    players = _whole(request, "players", view_of(game).play_players)
    game.part.check_table(players)
    seed = _whole(request, "seed", 0, code="bad-seed")
    rounds = _whole(request, "rounds", 11)
    target = None if request.get("target") is None else _whole(request, "target", 0)
    hands = None if request.get("hands") is None else _whole(request, "hands", 0)  # a quick Knock Rummy session (KR-3)
    series = game.new_series(players, seed=seed, rounds=rounds, hands=hands,
                             **with_target(get_house(request, game.key), target))
    level = _level(game, request.get("level"))
    bots = request.get("bots")
    if level is not None and (bots is None or bots == ""):
        bots = game.levels[level]
    return PlayTable(game, series, _bot_names(game, bots, players - 1), level)


def _replay(request: dict[str, Any], lang: str) -> PlayTable:
    """The game the record describes, replayed move by move; a damaged record is refused as such."""
    record = request.get("record")
    if not isinstance(record, dict):
        raise RequestError("the request has no game record", token="record",
                           code="missing-field" if record is None else "bad-record")
    kind = record.get("game")
    if not isinstance(kind, str) or kind not in _SERIES_GAME:
        raise RequestError(f"{kind!r} is not a game played here", token=str(kind)[:40], code="bad-record")
    live = _take_live(record)
    if live is not None:
        return live
    game = get_game(_SERIES_GAME[kind])
    try:
        series = game.series.replay(record)
    except RummyError as err:
        from rummylab.words.error_text import localize_error

        raise RequestError(f"the record does not replay: {err}", token=localize_error(err, lang)[:200],
                           code="bad-record") from None
    players = series.players
    try:
        bots = _bot_names(game, record.get("bots"), players - 1)
    except RummyError as err:
        raise RequestError(f"the record's bots: {err}", token=str(record.get("bots"))[:50], code="bad-record") from None
    return PlayTable(game, series, bots, _level(game, record.get("level"), code="bad-record"))


def _play_bots(table: PlayTable, lang: str, moves: list[dict[str, Any]], boards: Boards) -> dict[str, Any] | None:
    """Let the bots play until it is the reader's turn or the hand or round ends; the end, if it came."""
    series = table.series
    for _ in range(_MAX_BOT_MOVES):
        check()
        part = series.current
        if series.is_over or part.is_over or part.to_play == READER:
            return None
        number = series.number
        move = table.bot(part.to_play).choose(part)
        series.apply(move)
        moves.append({**move_json(move, lang), "board": boards.after(part, number)})
        if part.is_over:
            return ended_json(table, part, number, lang)
    raise RuntimeError(f"the bots made {_MAX_BOT_MOVES} moves without the reader's turn coming")


def _last_ended(table: PlayTable, lang: str) -> dict[str, Any] | None:
    """The hand or round that has just ended, while the next one has not begun (or the game is over)."""
    series = table.series
    parts = series._parts
    if series.is_over:
        return ended_json(table, parts[-1], len(parts), lang)
    if len(parts) > 1 and not parts[-1].moves:
        return ended_json(table, parts[-2], len(parts) - 1, lang)
    return None


@register("play-start")
def _play_start(request: dict[str, Any]) -> dict[str, Any]:
    """A new game (the bots play up to the reader's first turn), or a saved ``record`` resumed as it stands."""
    lang = _lang(request)
    if request.get("record") is not None:
        table = _replay(request, lang)
        return _keep(table, answer_json(table, lang, [], _last_ended(table, lang)))
    table = _start(request)
    moves: list[dict[str, Any]] = []
    ended = _play_bots(table, lang, moves, Boards(table, lang))
    return _keep(table, answer_json(table, lang, moves, ended))


def _reader_move(request: dict[str, Any]) -> Move | None:
    raw = request.get("move")
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise RequestError(f"{raw!r} is not a move", token=str(raw)[:50], code="bad-move")
    return Move.from_dict({**raw, "player": READER + 1})


@register("play-move")
def _play_move(request: dict[str, Any]) -> dict[str, Any]:
    """Apply the reader's move (refused with its rule when illegal), then the bots' moves."""
    lang = _lang(request)
    move = _reader_move(request)
    table = _replay(request, lang)
    series = table.series
    boards = Boards(table, lang)
    moves: list[dict[str, Any]] = []
    if move is None:
        part = series.current
        if series.is_over:
            raise series._over_error()
        if part.to_play == READER:
            raise IllegalMoveError("it is your turn: make a move", rule=part.turn_rule, code="your-turn")
        ended = _play_bots(table, lang, moves, boards)
        return _keep(table, answer_json(table, lang, moves, ended))
    part = series.current
    number = series.number
    before = len(part.hands[READER])
    # A refused move may have been checked halfway into the table: the table is not kept then (the
    # next request replays its record), so a refusal never leaves a changed table behind.
    series.apply(move)
    drew = part.hands[READER][-1] if move.kind is MoveKind.DRAW and len(part.hands[READER]) > before else None
    moves.append({**move_json(move, lang, reader_drew=drew), "board": boards.after(part, number)})
    if part.is_over:
        return _keep(table, answer_json(table, lang, moves, ended_json(table, part, number, lang)))
    ended = _play_bots(table, lang, moves, boards)
    return _keep(table, answer_json(table, lang, moves, ended))


@register("play-hint")
def _play_hint(request: dict[str, Any]) -> dict[str, Any]:
    """The expert's move for the reader's position and why; Knock Rummy's knock-now estimate after the draw."""
    from rummylab.core.amounts import show_number, show_percent

    lang = _lang(request)
    table = _replay(request, lang)
    part = table.series.current
    if table.series.is_over or part.is_over or part.to_play != READER:
        raise IllegalMoveError("a hint is for your turn", rule=part.turn_rule, code="not-your-turn",
                               token=part.to_play + 1)
    rules = part.rules
    hint: dict[str, Any] = {"phase": part.phase.value, "house": public(table.game, rules),
                            "expert": _expert_hint(table, part, lang)}
    shown: list[Card] = list(part.hands[READER]) + [Card.parse(c) for c in hint["expert"]["cards"]]
    if (part.phase is not Phase.DRAW and table.game.advises_knock
            and any(m.kind is MoveKind.KNOCK for m in part.legal_moves())):  # knock-max
        from rummylab.practice.advisor import advise_knock

        advice = advise_knock(list(part.hands[READER]), table.series.players, seen=part.discard_pile,
                              samples=HINT_SAMPLES, seed=derive_seed(table.series.seed, len(part.moves)), rules=rules)
        hint["advice"] = advice.to_dict()
        hint["advice"]["expected_shown"] = _estimate(advice.expected, lang)
        hint["advice"]["samples_shown"] = show_number(advice.samples, lang)  # "1 000" in fr (play.js: samples)
        for key in ("win", "tie", "beaten"):
            hint["advice"][f"{key}_shown"] = show_percent(getattr(advice, key), lang)
    hint.update(card_labels(shown, lang))
    _keep(table, {"record": table.record()})  # a hint changes nothing: the table is kept as it was
    return hint


def _expert_hint(table: PlayTable, part: Any, lang: str) -> dict[str, Any]:
    """The expert's move for the reader, with its reason as data and in ``lang``."""
    from rummylab.words.reasons import reason_text

    expert = table.game.make_bot("expert", derive_seed(table.series.seed, 7_000, len(part.moves)))
    move, why = expert.advise(part.copy())  # type: ignore[attr-defined]
    return {"move": move_json(move, lang), "kind": move.kind.value, "cards": [c.ascii for c in move.cards],
            "reason": why.to_dict(), "text": reason_text(why, table.game.leftover, lang)}


def _estimate(x: float, lang: str) -> str:
    """An estimate of points, one decimal, signed, in the language's decimal mark (+3,4 / −0.8)."""
    from rummylab.core.amounts import show_decimal

    return show_decimal(round(x, 1), 1, lang, signed=True)
