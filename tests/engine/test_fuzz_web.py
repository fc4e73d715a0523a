"""Fuzz tier: every bad request to ``rummylab.web.handle`` gets a clear answer.

Requests are built from the conformance cases (``tests/cases``: one real request of every
operation) with fields replaced, removed or added by hypothesis: wrong types, huge and negative
numbers, long strings, nested lists and objects; and texts that are not requests at all. Whatever
comes in, the answer is JSON, never the ``internal`` error, and comes inside the operation's time
budget. Hypothesis runs derandomized with a fixed number of examples, so CI checks the same
requests every time (a few seconds in all).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummylab.web import handle, ops
from rummylab.web.limits import MAX_DEPTH, MAX_DIGITS, budget_of

CASES = Path(__file__).resolve().parents[1] / "cases"


def _requests() -> dict[str, list[dict[str, Any]]]:
    by_op: dict[str, list[dict[str, Any]]] = {}
    for path in sorted(CASES.glob("*.json")):
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            request = case.get("request")
            if isinstance(request, dict) and isinstance(request.get("op"), str):
                by_op.setdefault(request["op"], []).append(request)
    return by_op


REQUESTS = _requests()
OPS = sorted(REQUESTS)

def fixed(examples: int) -> settings:
    return settings(derandomize=True, max_examples=examples, database=None, deadline=None,
                    suppress_health_check=list(HealthCheck))

#: Numbers a field may get: small, negative, at the edges of 64 bits, huge, and floats.
NUMBERS = st.one_of(
    st.integers(-3, 14), st.integers(-(2**70), 2**70), st.sampled_from([10**40, -(10**40), 10**MAX_DIGITS - 1]),
    st.floats(allow_nan=False), st.sampled_from([0.5, -1.0, 1e308, 3.0]),
)
TEXTS = st.one_of(st.text(max_size=30), st.sampled_from(["", " ", "QH", "4H 5H 6H", "knock", "rummy", "None", "x" * 2500,
                                                          "10" * 600, "QH " * 200, "-1", "1e9", "٣"]))
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, TEXTS)
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                      max_leaves=12)


def _answer(text: str, op: str | None) -> dict[str, Any]:
    started = time.perf_counter()
    raw = handle(text)
    elapsed = time.perf_counter() - started
    answer = json.loads(raw)
    assert isinstance(answer, dict) and isinstance(answer.get("ok"), bool), raw[:200]
    if not answer["ok"]:
        error = answer["error"]
        assert error["code"] != "internal", (text[:300], error)
        assert isinstance(error["message"], str) and error["message"] and "Traceback" not in error["message"]
    assert elapsed < budget_of(op or "") + 1, (text[:200], elapsed)
    return answer


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place inside a request: its fields, their items, their items' fields …"""
    out = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += _paths(item, (*path, i))
    return out


def _replaced(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    copy: Any = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = _replaced(copy[path[0]], path[1:], new)
    return copy


def _nest(value: Any, depth: int) -> Any:
    for _ in range(depth):
        value = [value]
    return value


@fixed(400)
@given(st.sampled_from(OPS), st.data())
def test_a_field_replaced_gets_a_clear_answer(op: str, data: st.DataObject) -> None:
    """One field of a real request given any other JSON value (a type error names the field)."""
    request = dict(data.draw(st.sampled_from(REQUESTS[op])))
    fields = sorted(k for k in request if k != "op") or ["x"]
    field = data.draw(st.sampled_from(fields + ["lang", "house", "game", "seed", "rule"]))
    request[field] = data.draw(VALUES)
    _answer(json.dumps(request), op)


@fixed(500)
@given(st.sampled_from(OPS), st.data())
def test_a_value_anywhere_inside_replaced_gets_a_clear_answer(op: str, data: st.DataObject) -> None:
    """A value deep inside a real request (a sheet's game, a record's move, a hand of a list) given any other."""
    request = data.draw(st.sampled_from(REQUESTS[op]))
    paths = [p for p in _paths(request) if p != ("op",)]
    if paths:
        request = _replaced(request, data.draw(st.sampled_from(paths)), data.draw(VALUES))
    _answer(json.dumps(request), op)


@fixed(200)
@given(st.sampled_from(OPS), st.data())
def test_fields_removed_or_added_get_a_clear_answer(op: str, data: st.DataObject) -> None:
    request = dict(data.draw(st.sampled_from(REQUESTS[op])))
    for field in data.draw(st.lists(st.sampled_from(sorted(request)), max_size=3, unique=True)):
        if field != "op":
            del request[field]
    request.update(data.draw(st.dictionaries(st.sampled_from(["hand", "hands", "deadwood", "players", "round", "decks",
                                                              "wild", "all", "record", "move", "sheet", "count",
                                                              "samples", "knocker", "out", "level", "kinds", "seen"]),
                                             VALUES, max_size=3)))
    _answer(json.dumps(request), op)


@fixed(60)
@given(st.sampled_from(OPS), st.data())
def test_nested_values_inside_a_request_get_a_clear_answer(op: str, data: st.DataObject) -> None:
    """Nesting up to the limit and past it, in any field (past it: bad-request naming the depth)."""
    request = dict(data.draw(st.sampled_from(REQUESTS[op])))
    depth = data.draw(st.integers(1, MAX_DEPTH + 40))
    field = data.draw(st.sampled_from(sorted(request)))
    request[field] = _nest(data.draw(SCALARS), depth)
    answer = _answer(json.dumps(request), op)
    if depth >= MAX_DEPTH:
        assert answer["error"]["code"] == "bad-request" and answer["error"]["params"]["limit"] == MAX_DEPTH


@fixed(150)
@given(st.one_of(st.text(max_size=60), st.binary(max_size=60).map(lambda b: b.decode("latin-1")),
                 st.builds(lambda o, c, n: o * n + c * n, st.sampled_from(["[", "{", '{"a":']), st.sampled_from(["]", "}", ""]),
                           st.integers(0, 20_000)),
                 VALUES.map(json.dumps)))
def test_any_text_gets_a_clear_answer(text: str) -> None:
    _answer(text, None)


def test_every_op_is_fuzzed() -> None:
    assert set(ops()) <= set(OPS)


# ---- the audit's cases, by name, and the time budgets --------------------------------------------------

@pytest.mark.parametrize(("text", "code", "token"), [
    ('{"op": "solve", "hand": ' + "[" * 999 + "]" * 999 + "}", "bad-request", "depth"),     # was RecursionError
    ('{"op": "settle", "deadwood": [1' + "0" * 4300 + ", 3]}", "bad-request", "digits"),  # was ValueError
    ('{"op": "quiz", "seed": "' + "9" * 4301 + '"}', "bad-request", "digits"),
    ('{"op": "solve", "hand": "QH", "x": "' + "y" * 100_000 + '"}', "too-large", "size"),
])
def test_a_hostile_request_is_refused_before_it_is_read(text: str, code: str, token: str) -> None:
    error = _answer(text, None)["error"]
    assert (error["code"], error["token"]) == (code, token)
    assert error["params"]["field"] == "request" and error["params"]["limit"] > 0


@pytest.mark.parametrize("game", [{"name": "knock"}, ["knock"], 7, None])
def test_a_sheet_whose_game_is_not_a_name_is_refused_by_field(game: Any) -> None:
    sheet = {"format": "rummylab-sheet", "version": 1, "game": game, "players": ["A", "B"], "entries": []}
    error = _answer(json.dumps({"op": "sheet", "sheet": sheet, "lang": "pt"}), "sheet")["error"]
    assert error["code"] == "sheet-game" and error["params"]["part"] == "game"


@pytest.mark.parametrize("version", [True, "1", 1.5, [1]])
def test_a_sheet_whose_version_is_not_a_whole_number_is_refused(version: Any) -> None:
    sheet = {"format": "rummylab-sheet", "version": version, "game": "knock", "players": ["A", "B"], "entries": []}
    assert _answer(json.dumps({"op": "sheet", "sheet": sheet}), "sheet")["error"]["code"] == "sheet-not-sheet"


def test_all_arrangements_with_three_decks_stop_at_the_cap_at_once() -> None:
    """The multi-deck "all arrangements" request ran past 40 s in the browser (KR-4, KR-5, TT-1)."""
    hand = "4C 4C 4C 4D 4D 4D 4H 4H 4H 4S 4S 4S 5C 5C 5C 5D 5D 5D 5H 5H"
    started = time.perf_counter()
    result = _answer(json.dumps({"op": "solve", "hand": hand, "decks": 3, "all": True}), "solve")["result"]
    assert time.perf_counter() - started < 2 and len(result["alternatives"]) == 1


def test_an_operation_past_its_budget_answers_too_slow(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every operation runs in a time budget; the long loops check it and the answer names the op."""
    from rummylab.web import limits

    monkeypatch.setattr(limits, "BUDGETS", {"advise": 0.0, "simulate": 0.0})
    monkeypatch.setattr(limits, "BUDGET", 0.0)
    for request in ({"op": "advise", "hand": "AS AH AD 7C 8C 9C 3H", "players": 3, "samples": 20_000, "lang": "fr"},
                    {"op": "play-start", "game": "knock", "seed": 3},
                    {"op": "solve", "hand": "4C 4C 4D 4D 5C 5D 6C 6D 7H 7S 8H 8S 9H", "decks": 2, "all": True},
                    {"op": "worksheet", "seed": 1, "count": 10}):
        error = json.loads(handle(json.dumps(request)))["error"]
        assert error["code"] == "too-slow" and error["params"]["op"] == request["op"], error
    assert error["message"] == "worksheet took longer than its budget of 0 s"
    monkeypatch.setattr(limits, "BUDGET", 20.0)
    assert json.loads(handle(json.dumps({"op": "solve", "hand": "QH"})))["ok"] is True


def test_the_budgets_leave_room_above_legitimate_requests() -> None:
    """The advisor's default samples (2,000) with laying off: a tenth of a second to a second, far inside its budget."""
    request = {"op": "advise", "hand": "AS AH AD 7C 8C 9C 3H 4D 5D JH", "players": 2, "samples": 2_000,
               "house": {"lay-off": True}}
    started = time.perf_counter()
    assert _answer(json.dumps(request), "advise")["ok"] is True
    assert time.perf_counter() - started < budget_of("advise") / 10
