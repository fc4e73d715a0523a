"""The browser's entry point: :func:`handle` takes a JSON request and returns a JSON response.

It never raises. A request is ``{"op": ..., "lang": "pt", ...}``; the answer is
``{"ok": true, "result": ...}`` or ``{"ok": false, "error": {"code", "token",
"message", "params"}}`` with the message in the request's language. Results
that show cards carry ``"card_names"`` and ``"card_colours"`` (for accessible
labels and red suits) and an ``"explanation"`` in the request's language, so
the JavaScript needs no catalogue of its own.

Where each operation lives: :mod:`~rummylab.web.hands` (``version``,
``solve``, ``settle``, ``score``), :mod:`~rummylab.web.practice` (``quiz``,
``quiz-check``, ``puzzle``, ``puzzle-check``), :mod:`~rummylab.web.games`
(``deal``, ``advise``); :mod:`~rummylab.web.registry` finds them and
:mod:`~rummylab.web.fields` reads their requests.

>>> import json
>>> json.loads(handle('{"op": "solve", "hand": "5X"}'))["error"]["message"]
"'5X' is not a card"
>>> json.loads(handle('{"op": "solve", "hand": "5X", "lang": "fr"}'))["error"]["message"]
'«\\u202f5X\\u202f» n’est pas une carte'
"""

from __future__ import annotations

import json
from typing import Any

from rummylab.core.budget import budget
from rummylab.core.errors import RequestError, RummyError
from rummylab.web import hands  # noqa: F401 - registers the solver's and the settlement's operations
from rummylab.web.fields import (
    MAX_ALTERNATIVES,
    MAX_CARDS,
    MAX_REQUEST,
    MAX_TEXT,
    card_labels,
    card_names,
    check_sizes,
    get_bool,
    get_hand,
    get_int,
    get_rules,
)
from rummylab.web.limits import budget_of, lang_of, scan
from rummylab.web.registry import LAZY_OPS, Handler, handler_for, ops, register
from rummylab.words.error_text import localize_error, message
from rummylab.words.language import check_lang

__all__ = ["handle", "register", "ops", "Handler", "LAZY_OPS", "MAX_CARDS", "MAX_TEXT", "MAX_REQUEST",
           "MAX_ALTERNATIVES", "get_hand", "get_int", "get_bool", "get_rules", "card_names", "card_labels"]


def _error(err: RummyError, lang: str) -> dict[str, Any]:
    data = err.to_dict()
    data["message"] = localize_error(err, lang)
    return data


def handle(request: str) -> str:
    """Answer one JSON request with one JSON response; never raises.

    >>> handle('{"op": "version"}')
    '{"ok": true, "result": {"version": "0.1.0", "limits": {"request": 100000, "depth": 32, "digits": 100}}}'
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
        lang = lang_of(request)  # the language of a refusal before the request is read
        scan(request)  # size, nesting and numbers, before json.loads (never a parser that recurses past them)
        try:
            data = json.loads(request)
        except (json.JSONDecodeError, RecursionError) as err:
            where = f" at line {err.lineno}, column {err.colno}" if isinstance(err, json.JSONDecodeError) else ""
            raise RequestError(f"the request is not valid JSON{where}", token=request[:40], code="bad-request") from None
        if not isinstance(data, dict):
            raise RequestError(f"a request is a JSON object, not {request[:40]!r}", token=request[:40], code="bad-request")
        raw_lang = data.get("lang", "en")
        lang = check_lang(raw_lang) if isinstance(raw_lang, str) else check_lang(str(raw_lang)[:50])
        check_sizes(data)
        op = data.get("op")
        handler = handler_for(op) if isinstance(op, str) else None
        if handler is None or not isinstance(op, str):
            names = ", ".join(ops())
            raise RequestError(f"{op!r} is not an operation (choose {names})", token=str(op)[:50], code="unknown-op",
                               ops=names)
        with budget(budget_of(op), op):  # past it, the long loops answer too-slow
            answer: dict[str, Any] = {"ok": True, "result": handler(data)}
        return json.dumps(answer, ensure_ascii=False)
    except RummyError as err:
        return json.dumps({"ok": False, "error": _error(err, lang)}, ensure_ascii=False)
    except Exception as err:  # noqa: BLE001 - the worker must always get an answer, never a traceback
        return json.dumps({"ok": False, "error": {"code": "internal", "token": None, "message": message("internal", lang),
                                                  "params": {"type": type(err).__name__}}}, ensure_ascii=False)
