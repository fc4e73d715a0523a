"""House rules' values, as readers write them and as JSON keeps them: the engine's side of a shared table.

``tests/shared/house-values.json`` holds the cases; the page's script (docs/assets/house-values.js)
runs the same file in ``tests/site/test_house_values.py``, so the two read every value alike.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rummylab.core.errors import RulesError
from rummylab.core.house import Variant
from rummylab.games import get

TABLE = json.loads((Path(__file__).resolve().parents[1] / "shared" / "house-values.json").read_text(encoding="utf-8"))


def _variant(case: dict[str, Any]) -> Variant:
    (variant,) = [v for v in get(case["game"]).variants if v.name == case["name"]]
    return variant


def _id(case: dict[str, Any]) -> str:
    return f"{case['game']}.{case['name']}={case.get('text', case.get('json'))!r}"


@pytest.mark.parametrize("case", TABLE["text"], ids=_id)
def test_a_value_written_as_text(case: dict[str, Any]) -> None:
    variant = _variant(case)
    if case.get("refused"):
        with pytest.raises(RulesError) as err:
            variant.parse(case["text"])
        assert err.value.code.startswith("bad-rule") and variant.name in str(err.value.token)
    else:
        got = variant.parse(case["text"])
        assert got == case["value"] and type(got) is type(case["value"])


@pytest.mark.parametrize("case", TABLE["json"], ids=_id)
def test_a_value_kept_as_json(case: dict[str, Any]) -> None:
    variant = _variant(case)
    value = json.loads(case["json"])
    if case.get("refused"):
        with pytest.raises(RulesError):
            variant.check(value)
    else:
        got = variant.check(value)
        assert got == case["value"] and type(got) is type(case["value"])


def test_the_table_covers_every_kind_of_variant() -> None:
    kinds = {(_variant(c).kind, bool(_variant(c).choices), _variant(c).none) for c in TABLE["text"]}
    assert kinds >= {(int, False, False), (int, True, False), (int, False, True), (bool, False, False)}
    assert any(c.get("refused") for c in TABLE["text"]) and any(not c.get("refused") for c in TABLE["json"])
