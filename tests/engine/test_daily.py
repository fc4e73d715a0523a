"""The problem of the day (rummylab.web.daily): one seed per tool and date, the same in every language,
and yesterday's problem answered by the engine (its own check of the right answer)."""

from __future__ import annotations

import json

import pytest

from rummylab.web import handle


def _daily(tool: str, day: str, lang: str) -> dict:
    answer = json.loads(handle(json.dumps({"op": "daily", "tool": tool, "date": day, "lang": lang})))
    assert answer["ok"], answer
    return answer["result"]


@pytest.mark.parametrize("tool", ["puzzle", "quiz"])
def test_the_daily_problem_is_the_same_in_every_language(tool):
    days = {}
    for lang in ("pt", "en", "es", "fr"):
        result = _daily(tool, "2026-12-07", lang)  # a Monday: level 1
        days[lang] = (result["problem"]["seed"], result["problem"].get("level"), result["yesterday"]["problem"]["seed"])
        assert result["problem"]["difficulty"]["level"] == 1
    assert len(set(days.values())) == 1
    # Yesterday's problem is the day before's own problem of the day, and the engine's answer to it is right.
    before = _daily(tool, "2026-12-06", "en")
    assert before["problem"]["seed"] == days["en"][2]
    answer = _daily(tool, "2026-12-07", "en")["yesterday"]["answer"]
    assert answer["correct" if tool == "quiz" else "optimal"] is True
    assert answer["explanation"]
    assert _daily(tool, "2026-12-08", "en")["problem"]["seed"] != days["en"][0]


def test_the_coach_daily_answer_is_the_better_choice():
    result = _daily("coach", "2026-12-05", "es")
    assert result["problem"]["seed"] == _daily("coach", "2026-12-05", "pt")["problem"]["seed"]
    assert result["yesterday"]["answer"]["right"] is True


@pytest.mark.parametrize("request_, code", [
    ({"tool": "quiz", "date": "2026-02-30"}, "bad-date"),
    ({"tool": "quiz", "date": "5 Dec"}, "bad-date"),
    ({"tool": "quiz"}, "bad-date"),
    ({"tool": "solver", "date": "2026-12-05"}, "bad-field"),
])
def test_a_bad_daily_request_is_named(request_, code):
    answer = json.loads(handle(json.dumps({"op": "daily", "lang": "pt", **request_})))
    assert answer["error"]["code"] == code
