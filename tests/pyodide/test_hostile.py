"""Hostile requests to the engine inside real Pyodide on Node.

A request nested 5,000 deep made Pyodide report a fatal error and the worker died; a number of
4,301 digits and a request past the size limit were internal errors. ``run_hostile.mjs`` sends
each, in the four languages, to ``rummylab.web.handle`` in Pyodide: each gets a clean refusal and
the engine answers the next request; and the worker's guard (``docs/assets/request-guard.js``)
refuses each before Python, its stand-in getting the engine's very message.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.pyodide.conftest import run_on_node

pytestmark = [pytest.mark.pyodide, pytest.mark.slow]



@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("hostile") / "result.json"
    _, proc = run_on_node("run_hostile.mjs", "--out", str(out), timeout=300)
    checks = json.loads(out.read_text(encoding="utf-8"))["checks"] if out.is_file() else []
    return {"returncode": proc.returncode, "output": proc.stdout + proc.stderr, "checks": checks}


@pytest.mark.parametrize("kind", ["nested-5000-arrays", "nested-5000-objects-30kb", "digits-4301", "size"])
def test_a_hostile_request_is_refused_and_the_engine_answers_the_next(hostile: dict[str, Any], kind: str) -> None:
    mine = [c for c in hostile["checks"] if c["name"].startswith(kind)]
    assert len(mine) == 4 * 3, hostile["output"]
    assert [c for c in mine if not c["ok"]] == [], hostile["output"]


def test_the_worker_guard_lets_legitimate_requests_through(hostile: dict[str, Any]) -> None:
    assert hostile["returncode"] == 0, hostile["output"]
    assert all(c["ok"] for c in hostile["checks"] if c["name"].startswith(("legitimate", "version"))), hostile["output"]
