"""The browser's entry point: :func:`handle` takes a JSON request and returns a JSON response.

It never raises. A request is ``{"op": ..., "lang": "pt", ...}``; the answer is
``{"ok": true, "result": ...}`` or ``{"ok": false, "error": {"code", "token",
"message", "params"}}`` with the message in the request's language. Results
that show cards carry ``"card_names"`` (for accessible labels) and an
``"explanation"`` in the request's language, so the JavaScript needs no
catalogue of its own.

Other modules add operations with :func:`register`.

>>> import json
>>> json.loads(handle('{"op": "settle", "deadwood": [8, 3], "knocker": 1}'))["result"]["transfers"]
[{'from': 1, 'to': 2, 'amount': '15'}]
>>> json.loads(handle('{"op": "solve", "hand": "5X"}'))["error"]["message"]
"'5X' is not a card"
>>> json.loads(handle('{"op": "solve", "hand": "5X", "lang": "fr"}'))["error"]["message"]
"'5X' n'est pas une carte"
"""

from __future__ import annotations

import importlib
import json
from typing import Any, Callable, Iterable

from . import __version__
from .cards import Card, parse_hand
from .errors import RequestError, RummyError
from .explain import card_name, check_lang, explain, localize_error, message
from .rules import Rules, rules_for
from .settle import settle_knock, settle_knock_hands

__all__ = ["handle", "register", "ops", "Handler", "MAX_CARDS", "MAX_TEXT", "MAX_REQUEST", "MAX_ALTERNATIVES",
           "get_hand", "get_int", "get_bool", "get_rules", "card_names"]

#: A handler takes the parsed request and returns a JSON-able dict.
Handler = Callable[[dict[str, Any]], dict[str, Any]]

#: The most cards a hand in a request may hold.
MAX_CARDS = 120
#: The longest string a request may hold.
MAX_TEXT = 2000
#: The longest request, in characters.
MAX_REQUEST = 100_000
#: The most optimal arrangements "solve" lists with ``"all": true``.
MAX_ALTERNATIVES = 100

_HANDLERS: dict[str, Handler] = {}

# Modules of other workstreams that register operations when imported (each optional).
OP_MODULES = ("rummylab.web_ops", "rummylab.puzzles", "rummylab.quiz", "rummylab.games.web")
#: Optional op modules that failed to import, with the reason (their ops then answer "unknown-op").
OP_MODULE_ERRORS: dict[str, str] = {}
_op_modules_loaded = False


def register(op: str) -> Callable[[Handler], Handler]:
    """Decorator: make ``handler`` answer requests with ``{"op": op}``.

    >>> @register("echo-test")
    ... def _echo(request):
    ...     return {"said": request.get("text", "")}
    >>> handle('{"op": "echo-test", "text": "hi"}')
    '{"ok": true, "result": {"said": "hi"}}'
    """

    def decorate(handler: Handler) -> Handler:
        _HANDLERS[op] = handler
        return handler

    return decorate


def _load_op_modules() -> None:
    global _op_modules_loaded
    if _op_modules_loaded:
        return
    _op_modules_loaded = True
    for name in OP_MODULES:
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name != name:
                raise
        except Exception as err:  # noqa: BLE001 - a broken optional module must not take the other ops down
            OP_MODULE_ERRORS[name] = f"{type(err).__name__}: {err}"


def ops() -> tuple[str, ...]:
    """Every registered operation, sorted."""
    _load_op_modules()
    return tuple(sorted(_HANDLERS))


# ---- request helpers (other workstreams' handlers may use them) --------------------------------------


def _check_sizes(value: Any, path: str = "request") -> None:
    if isinstance(value, str):
        if len(value) > MAX_TEXT:
            raise RequestError(f"{path} is too long: {len(value)} characters where at most {MAX_TEXT} are allowed",
                               token=path, code="too-large", field=path, count=len(value), limit=MAX_TEXT)
    elif isinstance(value, dict):
        for key, item in value.items():
            _check_sizes(item, f"{path}.{key}" if path != "request" else str(key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _check_sizes(item, f"{path}[{i}]")


def get_hand(request: dict[str, Any], field: str = "hand", *, value: Any = None) -> tuple[Card, ...]:
    """Read a hand given as ``"QH 10H …"`` or ``["QH", …]``; at most :data:`MAX_CARDS` cards.

    Raises:
        RequestError: ``missing-field``, ``bad-field`` or ``too-large``.
        CardError: a piece of text that is not a card.
    """
    raw = request.get(field) if value is None else value
    if raw is None and value is None and field not in request:
        raise RequestError(f"the request has no {field!r}", token=field, code="missing-field")
    if isinstance(raw, list) and all(isinstance(x, str) for x in raw):
        cards = parse_hand(raw)
    elif isinstance(raw, str):
        cards = parse_hand(raw)
    else:
        raise RequestError(f"{field} must be cards as text or a list of texts, not {raw!r}", token=str(raw)[:50],
                           code="bad-field", field=field, expected="cards")
    if len(cards) > MAX_CARDS:
        raise RequestError(f"{field} is too large: {len(cards)} cards where at most {MAX_CARDS} are allowed",
                           token=field, code="too-large", field=field, count=len(cards), limit=MAX_CARDS)
    return cards


def get_int(request: dict[str, Any], field: str, default: int | None = None) -> int | None:
    """Read an optional whole number (not a boolean); absent or ``null`` gives ``default``.

    >>> get_int({"seed": None}, "seed", 0), get_int({}, "round")
    (0, None)
    """
    raw = request.get(field)
    if raw is None:
        return default
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise RequestError(f"{field} must be a whole number, not {raw!r}", token=str(raw)[:50], code="bad-field",
                           field=field, expected="a whole number")
    return raw


def get_bool(request: dict[str, Any], field: str, default: bool = False) -> bool:
    """Read an optional boolean."""
    raw = request.get(field, default)
    if not isinstance(raw, bool):
        raise RequestError(f"{field} must be true or false, not {raw!r}", token=str(raw)[:50], code="bad-field",
                           field=field, expected="true or false")
    return raw


def get_rules(request: dict[str, Any]) -> Rules:
    """The rules a request names: ``game``, ``round``, ``wild``, ``decks`` (see :func:`~rummylab.rules.rules_for`)."""
    game = request.get("game", "knock")
    if not isinstance(game, str):
        raise RequestError(f"game must be a name, not {game!r}", token=str(game)[:50], code="bad-field",
                           field="game", expected="knock, three-thirteen or rummy")
    wild = request.get("wild")
    if wild is not None and not isinstance(wild, (str, int)):
        raise RequestError(f"wild must be a rank, not {wild!r}", token=str(wild)[:50], code="bad-field",
                           field="wild", expected="a rank")
    return rules_for(game, round=get_int(request, "round"), wild=wild, decks=get_int(request, "decks"))


def card_names(cards: Iterable[Card], lang: str, *, arrangements: Iterable[Any] = ()) -> dict[str, str]:
    """``{"Q♥": "dama de copas", …}`` for the cards a result shows.

    ``arrangements`` add the cards their wild cards stand for (a wild 3♦
    shown as 6♠ needs the name of 6♠ too).

    >>> from rummylab.melds import best_arrangement
    >>> from rummylab.rules import three_thirteen
    >>> hand = parse_hand("4S 5S 3D")
    >>> sorted(card_names(hand, "en", arrangements=[best_arrangement(hand, three_thirteen(1))]))
    ['3♦', '4♠', '5♠', '6♠']
    """
    names = {str(c): card_name(c, lang) for c in cards}
    for arrangement in arrangements:
        for meld in arrangement.melds:
            for card in meld.stands_for:
                if card is not None:
                    names.setdefault(str(card), card_name(card, lang))
    return names


# ---- the operations of this module -----------------------------------------------------------------


@register("version")
def _version(request: dict[str, Any]) -> dict[str, Any]:
    return {"version": __version__}


@register("solve")
def _solve(request: dict[str, Any]) -> dict[str, Any]:
    from .melds import all_best_arrangements, best_arrangement

    lang = check_lang(request.get("lang", "en"))
    hand = get_hand(request)
    rules = get_rules(request)
    if get_bool(request, "all"):
        found = all_best_arrangements(hand, rules, limit=MAX_ALTERNATIVES)
        best = found[0]
        result = best.to_dict()
        result["alternatives"] = [a.to_dict() for a in found]
        if len(found) >= MAX_ALTERNATIVES:
            result["truncated"] = True
    else:
        found = (best_arrangement(hand, rules),)
        best = found[0]
        result = best.to_dict()
    result["cards"] = [str(c) for c in hand]
    result["card_names"] = card_names(hand, lang, arrangements=found)
    result["explanation"] = explain(best, lang, rules=rules)
    return result


@register("settle")
def _settle(request: dict[str, Any]) -> dict[str, Any]:
    lang = check_lang(request.get("lang", "en"))
    knocker = get_int(request, "knocker")
    seat = None if knocker is None else knocker - 1  # requests count players from 1
    if "hands" in request:
        hands = request["hands"]
        if not isinstance(hands, list):
            raise RequestError(f"hands must be a list of hands, not {hands!r}", token=str(hands)[:50],
                               code="bad-field", field="hands", expected="a list of hands")
        table = [get_hand(request, f"hands[{i}]", value=h) for i, h in enumerate(hands)]
        settlement, arrangements = settle_knock_hands(table, seat)
        result = settlement.to_dict()
        result["arrangements"] = [a.to_dict() for a in arrangements]
        result["card_names"] = card_names((c for h in table for c in h), lang)
    elif "deadwood" in request:
        deadwood = request["deadwood"]
        if not isinstance(deadwood, list):
            raise RequestError(f"deadwood must be a list of numbers, not {deadwood!r}", token=str(deadwood)[:50],
                               code="bad-field", field="deadwood", expected="a list of whole numbers")
        settlement = settle_knock(deadwood, seat)
        result = settlement.to_dict()
    else:
        raise RequestError("the request has no 'deadwood' or 'hands'", token="deadwood", code="missing-field")
    result["explanation"] = explain(settlement, lang)
    return result


@register("score")
def _score(request: dict[str, Any]) -> dict[str, Any]:
    """A Three Thirteen round (TT-7) or a Rummy round (RU-8; ``"out": null`` is a draw, RU-7)."""
    from .games import get as get_game

    lang = check_lang(request.get("lang", "en"))
    hands = request.get("hands")
    if not isinstance(hands, list):
        raise RequestError(f"hands must be a list of hands, not {hands!r}", token=str(hands)[:50],
                           code="bad-field" if "hands" in request else "missing-field", field="hands")
    table = [get_hand(request, f"hands[{i}]", value=h) for i, h in enumerate(hands)]
    out = get_int(request, "out")
    seat = None if out is None else out - 1  # requests count players from 1
    name = request.get("game", "three-thirteen")
    if not isinstance(name, str):
        raise RequestError(f"game must be a name, not {name!r}", token=str(name)[:50], code="bad-field", field="game")
    result = get_game(name).score_hands(table, out=seat, round=get_int(request, "round"))
    data = result.to_dict()
    data["card_names"] = card_names((c for h in table for c in h), lang)
    data["explanation"] = explain(result, lang)
    return data


# ---- the entry point -------------------------------------------------------------------------------


def _error(err: RummyError, lang: str) -> dict[str, Any]:
    data = err.to_dict()
    data["message"] = localize_error(err, lang)
    return data


def handle(request: str) -> str:
    """Answer one JSON request with one JSON response; never raises.

    >>> handle('{"op": "version"}')
    '{"ok": true, "result": {"version": "0.1.0"}}'
    >>> import json; json.loads(handle('{"op": "fly"}'))["error"]["code"]
    'unknown-op'
    """
    lang = "en"
    try:
        if isinstance(request, (bytes, bytearray)):
            request = request.decode("utf-8", errors="replace")
        if not isinstance(request, str):
            raise RequestError(f"a request is JSON text, not {type(request).__name__}", token=type(request).__name__,
                               code="bad-request")
        if len(request) > MAX_REQUEST:
            raise RequestError(f"the request is too large: {len(request)} characters where at most {MAX_REQUEST} "
                               "are allowed", token="request", code="too-large", field="request",
                               count=len(request), limit=MAX_REQUEST)
        try:
            data = json.loads(request)
        except (json.JSONDecodeError, RecursionError) as err:
            where = f" at line {err.lineno}, column {err.colno}" if isinstance(err, json.JSONDecodeError) else ""
            raise RequestError(f"the request is not valid JSON{where}", token=request[:40], code="bad-request") from None
        if not isinstance(data, dict):
            raise RequestError(f"a request is a JSON object, not {request[:40]!r}", token=request[:40], code="bad-request")
        raw_lang = data.get("lang", "en")
        lang = check_lang(raw_lang) if isinstance(raw_lang, str) else check_lang(str(raw_lang))
        _check_sizes(data)
        op = data.get("op")
        handler = _HANDLERS.get(op) if isinstance(op, str) else None
        if handler is None:
            # The practice and game ops load on their first use, so the solver's first answer
            # in the browser does not wait for the games, the advisor and the generators.
            _load_op_modules()
            handler = _HANDLERS.get(op) if isinstance(op, str) else None
        if handler is None:
            names = ", ".join(sorted(_HANDLERS))
            broken = {"broken": ", ".join(sorted(OP_MODULE_ERRORS))} if OP_MODULE_ERRORS else {}
            raise RequestError(f"{op!r} is not an operation (choose {names})", token=str(op)[:50], code="unknown-op",
                               ops=names, **broken)
        answer: dict[str, Any] = {"ok": True, "result": handler(data)}
        return json.dumps(answer, ensure_ascii=False)
    except RummyError as err:
        return json.dumps({"ok": False, "error": _error(err, lang)}, ensure_ascii=False)
    except Exception as err:  # noqa: BLE001 - the worker must always get an answer, never a traceback
        return json.dumps({"ok": False, "error": {"code": "internal", "token": None, "message": message("internal", lang),
                                                  "params": {"type": type(err).__name__}}}, ensure_ascii=False)
