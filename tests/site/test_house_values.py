"""House rules' values on the page: docs/assets/house-values.js runs the engine's shared table in Node.

``tests/shared/house-values.json`` holds each value as a reader writes it or as JSON keeps it, and
what it must give; ``tests/engine/test_house_values.py`` runs the same file through the engine, so
the page and the engine agree on every case (the page validates the address before the engine has
loaded, so it keeps its own copy of the grammar, and this is what keeps the two the same).
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from site_plugins.widgets.house_table import house_table

ROOT = Path(__file__).resolve().parents[2]
CASES = json.loads((ROOT / "tests" / "shared" / "house-values.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def verdicts() -> list[dict[str, object]]:
    request = json.dumps({"table": house_table("en", where="en/house-rules.md"), "cases": CASES})
    proc = subprocess.run(["node", str(ROOT / "tests" / "site" / "house_values.mjs")], input=request,
                          capture_output=True, text=True, check=True, timeout=60)
    found: list[dict[str, object]] = json.loads(proc.stdout)
    return found


def test_the_page_reads_every_value_as_the_engine_does(verdicts: list[dict[str, object]]) -> None:
    assert len(verdicts) == len(CASES["text"]) + len(CASES["json"])
    wrong = []
    for verdict in verdicts:
        case, got = verdict["case"], verdict["got"]
        assert isinstance(case, dict)
        expected = None if case.get("refused") else {"value": case["value"]}
        same_type = expected is None or (isinstance(got, dict) and type(got.get("value")) is type(case["value"]))
        if got != expected or not same_type:
            wrong.append(f"{case['game']}.{case['name']} {case.get('text', case.get('json'))!r}: {got} != {expected}")
    assert not wrong, "\n".join(wrong)
