"""The shared conformance cases (tests/cases/*.json) run through ``rummylab.web.handle`` in CPython.

The expectations were written by hand from RULES.md; README.md beside this file gives the
format. tests/pyodide runs the same files inside Pyodide (run_cases.mjs holds the JavaScript
twin of :func:`mismatches`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

CASES_DIR = Path(__file__).resolve().parent
_TYPES: dict[str, tuple[type, ...]] = {
    "array": (list,), "object": (dict,), "string": (str,), "boolean": (bool,), "null": (type(None),),
}


def load_cases() -> list[tuple[str, dict[str, Any]]]:
    """Every case of every file, as (``file:id``, case)."""
    found = []
    for path in sorted(CASES_DIR.glob("*.json")):
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            found.append((f"{path.stem}:{case['id']}", case))
    return found


def mismatches(expected: Any, actual: Any, path: str = "$") -> list[str]:
    """Where ``actual`` fails the expectation (empty when it matches); see README.md.

    >>> mismatches({"a": {"$unordered": [1, 2]}}, {"a": [2, 1], "b": 0})
    []
    >>> mismatches({"a": [1, 2]}, {"a": [2, 1]})
    ['$.a[0]: expected 1, got 2', '$.a[1]: expected 2, got 1']
    >>> mismatches({"n": {"$type": "number"}}, {"n": True})
    ['$.n: expected a number, got true']
    >>> mismatches({"hand": {"$len": 3}}, {"hand": ["A♠", "2♠"]})
    ['$.hand: expected a list of 3, got ["A♠", "2♠"]']
    """
    if isinstance(expected, dict) and set(expected) == {"$unordered"}:
        items = expected["$unordered"]
        if not isinstance(actual, list) or len(actual) != len(items):
            return [f"{path}: expected a list of {len(items)} (any order), got {json.dumps(actual, ensure_ascii=False)}"]
        return [] if _match_unordered(items, actual, path) else [
            f"{path}: expected {json.dumps(items, ensure_ascii=False)} in any order, got {json.dumps(actual, ensure_ascii=False)}"
        ]
    if isinstance(expected, dict) and set(expected) == {"$len"}:
        ok = isinstance(actual, list) and len(actual) == expected["$len"]
        return [] if ok else [f"{path}: expected a list of {expected['$len']}, got {json.dumps(actual, ensure_ascii=False)}"]
    if isinstance(expected, dict) and set(expected) == {"$type"}:
        kind = expected["$type"]
        if kind == "number":
            ok = isinstance(actual, (int, float)) and not isinstance(actual, bool)
        else:
            ok = isinstance(actual, _TYPES[kind])
        return [] if ok else [f"{path}: expected a {kind}, got {json.dumps(actual, ensure_ascii=False)}"]
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path}: expected an object, got {json.dumps(actual, ensure_ascii=False)}"]
        out = []
        for key, value in expected.items():
            if key not in actual:
                out.append(f"{path}.{key}: missing")
            else:
                out.extend(mismatches(value, actual[key], f"{path}.{key}"))
        return out
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [f"{path}: expected {json.dumps(expected, ensure_ascii=False)}, got {json.dumps(actual, ensure_ascii=False)}"]
        out = []
        for i, (e, a) in enumerate(zip(expected, actual)):
            out.extend(mismatches(e, a, f"{path}[{i}]"))
        return out
    if type(expected) is not type(actual) or expected != actual:
        return [f"{path}: expected {json.dumps(expected, ensure_ascii=False)}, got {json.dumps(actual, ensure_ascii=False)}"]
    return []


def _match_unordered(items: list[Any], actual: list[Any], path: str) -> bool:
    # Backtracking: each expected item takes a distinct actual item (lists here are short).
    def place(i: int, used: frozenset[int]) -> bool:
        if i == len(items):
            return True
        return any(
            j not in used and not mismatches(items[i], actual[j], path) and place(i + 1, used | {j})
            for j in range(len(actual))
        )

    return place(0, frozenset())


def test_case_files_are_well_formed() -> None:
    cases = load_cases()
    ids = [name for name, _ in cases]
    assert len(ids) == len(set(ids)), "case ids repeat within a file"
    assert len(cases) >= 40
    for name, case in cases:
        assert {"id", "rule", "note", "request", "expect"} <= set(case), name
        assert case["expect"]["ok"] in (True, False), name


def test_every_settlement_case_of_kr10_is_covered() -> None:
    rules = {case["rule"] for name, case in load_cases() if name.startswith("knock-settle:")}
    assert {"KR-EX1", "KR-10a", "KR-10b", "KR-10c", "KR-10d", "KR-10e"} <= rules


@pytest.mark.parametrize(("name", "case"), load_cases(), ids=[name for name, _ in load_cases()])
def test_case_in_cpython(name: str, case: dict[str, Any]) -> None:
    from rummylab import web

    response = json.loads(web.handle(json.dumps(case["request"], ensure_ascii=False)))
    problems = mismatches(case["expect"], response)
    assert not problems, f"{name} ({case['rule']}): {case['note']}\n  " + "\n  ".join(problems) + \
        f"\nresponse: {json.dumps(response, ensure_ascii=False)}"
