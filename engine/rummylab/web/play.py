"""Playing against the computer in the browser: ``play-start``, ``play-move`` and ``play-hint``.

The page keeps no rules and no state of its own: it holds the engine's record of the game (a
Knock Rummy session, a Three Thirteen game or a Rummy game, as :meth:`Series.to_record` writes
it, with the bots' names added) and sends it back with the reader's move. The engine replays
the record, applies the move (or refuses it, naming the rule), lets the bots play until it is
the reader's turn again or the hand or round ends, and answers with the new record and what
the reader may see. The reader is player 1 (seat 0).

- ``play-start``: ``game``, ``players``, ``seed``, ``bots`` (one name, or one per bot), ``rounds``
  (Three Thirteen) or ``target`` (Rummy); or ``record`` to resume a saved game as it stands.
- ``play-move``: ``record`` and ``move`` (``{"move": "draw", "from": "stock"}``,
  ``{"move": "discard", "card": "8♦"}``…, the player being the reader); ``move`` null lets the
  bots play the next hand or round after a pause at the end of the last one.
- ``play-hint``: ``record``: the bots' move for the reader's position and its reason; in Knock
  Rummy, after the draw, the advisor's estimate of knocking now (KR-7, KR-10).

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

from typing import Any

from ..cards import Card, sort_cards
from ..errors import IllegalMoveError, RequestError, RummyError
from ..explain import check_lang, explain, player_label, signed_amount
from ..games import Move, MoveKind, Phase, get as get_game
from ..games.common import Policy, derive_seed
from ..games.game import Game
from ..games.series import Series
from ..games.terminal import describe_move
from .fields import card_labels, settlement_json
from .registry import register

__all__ = ["MAX_SEED", "HINT_SAMPLES", "READER"]

#: Seeds travel in URLs and through JavaScript numbers: keep them exact there.
MAX_SEED = 2**53 - 1
#: The advisor's samples for one hint (about half a second in Pyodide).
HINT_SAMPLES = 1000
#: The reader's seat (player 1).
READER = 0
#: The most bot moves one answer plays (a bot that never ends is a bug, not a long answer).
_MAX_BOT_MOVES = 5000

#: The series kind of each record, and its game.
_SERIES_GAME = {"knock-session": "knock", "three-thirteen-game": "three-thirteen", "rummy-game": "rummy"}


def _lang(request: dict[str, Any]) -> str:
    return check_lang(request.get("lang", "en"))


def _whole(request: dict[str, Any], field: str, default: int, *, code: str = "bad-field") -> int:
    """A whole number given as a number or as its decimal digits (a URL's ``?seed=7``)."""
    raw = request.get(field)
    if raw is None:
        return default
    if isinstance(raw, str) and raw.strip().isascii() and raw.strip().isdecimal():
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


def _bot_names(game: Game, spec: Any, bots: int) -> list[str]:
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


class _Table:
    """A game being played: the series, its game, the bots' names (seats 2, 3, …)."""

    def __init__(self, game: Game, series: Series[Any, Any], bots: list[str]) -> None:
        self.game = game
        self.series = series
        self.bots = bots

    def bot(self, seat: int) -> Policy:
        """The bot of ``seat``, made for this decision (a seeded bot plays the same from a replay)."""
        moves = sum(len(p.moves) for p in self.series._parts)
        return self.game.make_bot(self.bots[seat - 1], derive_seed(self.series.seed, 7_000 + 1_000_003 * seat + moves))

    def record(self) -> dict[str, Any]:
        record = self.series.to_record()
        record["bots"] = list(self.bots)
        return record


def _start(request: dict[str, Any]) -> _Table:
    name = request.get("game", "knock")
    if not isinstance(name, str):
        raise RequestError(f"game must be a name, not {name!r}", token=str(name)[:50], code="bad-game")
    game = get_game(name)
    players = _whole(request, "players", 2 if game.key == "knock" else game.default_players)
    game.part.check_table(players)
    seed = _whole(request, "seed", 0, code="bad-seed")
    rounds = _whole(request, "rounds", 11)
    target = _whole(request, "target", 200)
    series = game.new_series(players, seed=seed, rounds=rounds, target=target)
    return _Table(game, series, _bot_names(game, request.get("bots"), players - 1))


def _replay(request: dict[str, Any], lang: str) -> _Table:
    """The game the record describes, replayed move by move; a damaged record is refused as such."""
    record = request.get("record")
    if not isinstance(record, dict):
        raise RequestError("the request has no game record", token="record",
                           code="missing-field" if record is None else "bad-record")
    kind = record.get("game")
    if not isinstance(kind, str) or kind not in _SERIES_GAME:
        raise RequestError(f"{kind!r} is not a game played here", token=str(kind)[:40], code="bad-record")
    game = get_game(_SERIES_GAME[kind])
    try:
        series = game.series.replay(record)
    except RummyError as err:
        from ..explain import localize_error

        raise RequestError(f"the record does not replay: {err}", token=localize_error(err, lang)[:200],
                           code="bad-record") from None
    players = series.players
    try:
        bots = _bot_names(game, record.get("bots"), players - 1)
    except RummyError as err:
        raise RequestError(f"the record's bots: {err}", token=str(record.get("bots"))[:50], code="bad-record") from None
    return _Table(game, series, bots)


def _cards(cards: Any) -> list[str]:
    return [str(c) for c in cards]


def _move_json(move: Move, lang: str, *, reader_drew: Card | None = None) -> dict[str, Any]:
    """A move as the page shows it: the record's form with cards as symbols, and a sentence."""
    data = move.to_dict()
    if "card" in data:
        data["card"] = str(move.card)
    if "cards" in data:
        data["cards"] = _cards(move.cards)
    data["text"] = describe_move(move, lang)
    if reader_drew is not None:
        data["drew"] = str(reader_drew)
    return data


def _part_state(table: _Table) -> Any:
    return table.series.current


def _totals(table: _Table, lang: str) -> dict[str, Any]:
    """The running totals over the finished hands or rounds: Knock Rummy's ledger (KR-11), TT-7, RU-8."""
    parts = [p for p in table.series._parts if p.is_over]
    players = table.series.players
    if table.game.key == "knock":
        sums = [sum((p.result.net[s] for p in parts), start=0) for s in range(players)]
        return {"kind": "ledger", "values": [str(x) for x in sums], "shown": [signed_amount(x, lang) for x in sums]}
    if table.game.key == "three-thirteen":
        sums = [sum(p.result.penalties[s] for p in parts) for s in range(players)]
        return {"kind": "penalties", "values": sums, "shown": [str(x) for x in sums]}
    sums = [sum(p.result.points[s] for p in parts) for s in range(players)]
    return {"kind": "points", "values": sums, "shown": [str(x) for x in sums], "target": _setting(table, "target")}


def _setting(table: _Table, name: str) -> int:
    """A series' own setting: Three Thirteen's number of rounds, Rummy's target (RU-8)."""
    value: int = getattr(table.series, name)
    return value


def _ended(table: _Table, part: Any, number: int, lang: str) -> dict[str, Any]:
    """A finished hand or round: every hand and its best arrangement, the settlement or scores explained."""
    from ..melds import best_arrangement

    arrangements = [best_arrangement(h, part.rules) for h in part.hands]
    result = part.result
    data: dict[str, Any] = {
        "number": number,
        "hands": [_cards(sort_cards(h)) for h in part.hands],
        "arrangements": [a.to_dict() for a in arrangements],
        "explanation": explain(result, lang),
        "result": part.result_summary(),
    }
    if table.game.key == "knock":
        data["settlement"] = settlement_json(result, lang)
        data["knocker"] = None if part.knocker is None else part.knocker + 1
    else:
        data["out"] = None if part.out_player is None else part.out_player + 1
    return data


def _view(table: _Table, lang: str) -> dict[str, Any]:
    """What the reader sees: their sorted hand and its best arrangement, the piles, the table, the turn."""
    from ..melds import best_arrangement

    series = table.series
    part = _part_state(table)
    hand = sort_cards(part.hands[READER])
    arrangement = best_arrangement(hand, part.rules)
    mine = part.to_play == READER and not part.is_over
    view: dict[str, Any] = {
        "game": table.game.key,
        "unit": table.game.unit,
        "number": series.number,
        "players": series.players,
        "dealer": part.dealer + 1,
        "to_play": part.to_play + 1,
        "phase": part.phase.value,
        "your_turn": mine,
        "hand": _cards(hand),
        "arrangement": arrangement.to_dict(),
        "discard_top": str(part.discard_pile[-1]) if part.discard_pile else None,
        "discard_count": len(part.discard_pile),
        "stock": len(part.stock),
        "held": [len(h) for h in part.hands],
        "taken": str(part.taken) if getattr(part, "taken", None) is not None else None,
        "legal": [_move_json(m, lang) for m in part.legal_moves()] if mine else [],
        "labels": [player_label(s, lang) for s in range(series.players)],
        "bots": list(table.bots),
    }
    if table.game.key == "three-thirteen":
        from ..cards import RANK_NAMES

        view["round"] = part.round
        view["wild"] = RANK_NAMES[part.rules.wild_rank or 0]
        view["out"] = None if part.out_player is None else part.out_player + 1
        view["rounds"] = _setting(table, "total_rounds")
    elif table.game.key == "rummy":
        view["table"] = [{"owner": owner + 1, "cards": _cards(meld.cards), "kind": meld.kind.value}
                         for owner, meld in part.table]
        view["melded"] = part.has_melded[READER]
        view["target"] = _setting(table, "target")
    else:
        view["hands_total"] = series.players
    return view


def _shown_cards(result: dict[str, Any]) -> list[Card]:
    """Every card an answer shows, for its names and colours."""
    cards: list[Card] = []

    def add(texts: Any) -> None:
        cards.extend(Card.parse(t) for t in texts)

    view = result["view"]
    add(view["hand"])
    if view["discard_top"]:
        add([view["discard_top"]])
    for meld in view.get("table", []):
        add(meld["cards"])
    for arr in [view["arrangement"]] + [a for e in [result.get("ended")] if e for a in e["arrangements"]]:
        for meld in arr["melds"]:
            add(meld["cards"])
            add(c for c in meld.get("stands_for") or [] if c)
        add(arr["unmatched"])
    for move in result.get("moves", []):
        add(move.get("cards", []))
        if "card" in move:
            add([move["card"]])
        if "drew" in move:
            add([move["drew"]])
    if result.get("ended"):
        for h in result["ended"]["hands"]:
            add(h)
    return cards


def _answer(table: _Table, lang: str, moves: list[dict[str, Any]], ended: dict[str, Any] | None) -> dict[str, Any]:
    series = table.series
    result: dict[str, Any] = {"record": table.record(), "view": _view(table, lang), "moves": moves,
                              "totals": _totals(table, lang), "over": series.is_over}
    if ended is not None:
        result["ended"] = ended
    if series.is_over:
        outcome = series.result
        result["final"] = {"explanation": explain(outcome, lang), "winners": _winners(table, outcome),
                           "summary": series.result_summary()}
    result.update(card_labels(_shown_cards(result), lang))
    return result


def _winners(table: _Table, outcome: Any) -> list[int]:
    """The winners (1-based): the session's (KR-11), the lowest total (TT-7, a shortened game's leaders), RU-8's."""
    if table.game.key == "knock":
        return [w + 1 for w in outcome.winners]
    if table.game.key == "three-thirteen":
        return [w + 1 for w in (outcome.winners or outcome.leaders)]
    return [outcome.winner + 1]


def _play_bots(table: _Table, lang: str, moves: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Let the bots play until it is the reader's turn or the hand or round ends; the end, if it came."""
    series = table.series
    for _ in range(_MAX_BOT_MOVES):
        part = series.current
        if series.is_over or part.is_over or part.to_play == READER:
            return None
        number = series.number
        move = table.bot(part.to_play).choose(part)
        series.apply(move)
        moves.append(_move_json(move, lang))
        if part.is_over:
            return _ended(table, part, number, lang)
    raise RuntimeError(f"the bots made {_MAX_BOT_MOVES} moves without the reader's turn coming")


def _last_ended(table: _Table, lang: str) -> dict[str, Any] | None:
    """The hand or round that has just ended, while the next one has not begun (or the game is over)."""
    series = table.series
    parts = series._parts
    if series.is_over:
        return _ended(table, parts[-1], len(parts), lang)
    if len(parts) > 1 and not parts[-1].moves:
        return _ended(table, parts[-2], len(parts) - 1, lang)
    return None


@register("play-start")
def _play_start(request: dict[str, Any]) -> dict[str, Any]:
    """A new game (the bots play up to the reader's first turn), or a saved ``record`` resumed as it stands."""
    lang = _lang(request)
    if request.get("record") is not None:
        table = _replay(request, lang)
        return _answer(table, lang, [], _last_ended(table, lang))
    table = _start(request)
    moves: list[dict[str, Any]] = []
    ended = _play_bots(table, lang, moves)
    return _answer(table, lang, moves, ended)


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
    table = _replay(request, lang)
    series = table.series
    move = _reader_move(request)
    moves: list[dict[str, Any]] = []
    if move is None:
        part = series.current
        if series.is_over:
            raise series._over_error()
        if part.to_play == READER:
            raise IllegalMoveError("it is your turn: make a move", rule=part.turn_rule, code="your-turn")
        ended = _play_bots(table, lang, moves)
        return _answer(table, lang, moves, ended)
    part = series.current
    number = series.number
    before = len(part.hands[READER])
    series.apply(move)
    drew = part.hands[READER][-1] if move.kind is MoveKind.DRAW and len(part.hands[READER]) > before else None
    moves.append(_move_json(move, lang, reader_drew=drew))
    if part.is_over:
        return _answer(table, lang, moves, _ended(table, part, number, lang))
    ended = _play_bots(table, lang, moves)
    return _answer(table, lang, moves, ended)


@register("play-hint")
def _play_hint(request: dict[str, Any]) -> dict[str, Any]:
    """The bots' move for the reader's position and why; Knock Rummy's knock-now estimate after the draw."""
    from ..amounts import show_percent
    from ..bots import best_discard
    from ..melds import min_deadwood

    lang = _lang(request)
    table = _replay(request, lang)
    part = table.series.current
    if table.series.is_over or part.is_over or part.to_play != READER:
        raise IllegalMoveError("a hint is for your turn", rule=part.turn_rule, code="not-your-turn",
                               token=part.to_play + 1)
    policy = table.game.make_bot(table.game.default_bot, 0)
    suggestion = policy.choose(part.copy())
    hand = list(part.hands[READER])
    rules = part.rules
    now = min_deadwood(hand, rules)
    hint: dict[str, Any] = {"move": _move_json(suggestion, lang), "kind": suggestion.kind.value, "deadwood": now,
                            "bot": policy.name, "phase": part.phase.value}
    shown: list[Card] = list(hand)
    if part.phase is Phase.DRAW:
        top = part.discard_pile[-1] if part.discard_pile else None
        hint["discard_top"] = None if top is None else str(top)
        if top is not None:
            after, _ = best_discard(hand + [top], rules, keep=top)
            hint["with_discard"] = after  # the deadwood after taking the top discard and the best discard
            shown.append(top)
    else:
        after, card = best_discard(hand, rules, keep=getattr(part, "taken", None))
        hint["discard"] = str(card)
        hint["after"] = after
        if table.game.key == "knock":
            from ..advisor import advise_knock

            advice = advise_knock(hand, table.series.players, seen=part.discard_pile, samples=HINT_SAMPLES,
                                  seed=derive_seed(table.series.seed, len(part.moves)))
            hint["advice"] = advice.to_dict()
            hint["advice"]["expected_shown"] = signed_amount_float(advice.expected, lang)
            for key in ("win", "tie", "beaten"):
                hint["advice"][f"{key}_shown"] = show_percent(getattr(advice, key), lang)
    shown += list(suggestion.cards)
    hint.update(card_labels(shown, lang))
    return hint


def signed_amount_float(x: float, lang: str) -> str:
    """An estimate of points, one decimal, signed, in the language's decimal mark (+3,4 / −0.8)."""
    from ..explain import show_decimal

    return show_decimal(round(x, 1), 1, lang, signed=True)
