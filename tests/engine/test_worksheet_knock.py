"""The worksheets' knock-or-not problems (kind ``knock``): the coach's positions, a clear verdict in the key.

The key is checked against the coach itself, not against the generator: the position is dealt
again from its own seed (rummylab.practice.coach.make_position), judged again (rummylab.practice.coach.judge,
with the bot knocking at 8 playing the reader's seat on, as the sheets do for speed), and the margin
recomputed here from the two estimates; then judged once more with other draws and the coach page's
model (the expert playing the reader's seat on), which must not turn the answer round (KR-6, KR-7, KR-10).
"""

from __future__ import annotations

import contextlib
import io
import json
import math

import pytest

from rummylab.cli import main
from rummylab.core.cards import Card
from rummylab.core.errors import RequestError
from rummylab.practice.coach import judge, make_position
from rummylab.teaching.problems import KNOCK_LEVEL_PLAYERS, KNOCK_MARGIN, KNOCK_SAMPLES
from rummylab.teaching.worksheet import DEFAULT_KINDS, KINDS, MAX_KNOCK, make_worksheet, sheet_json, sheet_text
from rummylab.web import handle
from rummylab.words.language import text

LANGS = ("en", "pt", "es", "fr")


def _margin(knock_mean: float, knock_se: float, play_mean: float, play_se: float) -> float:
    return abs(knock_mean - play_mean) / math.hypot(knock_se, play_se)


@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_key_is_the_coachs_clear_verdict(level: int) -> None:
    sheet = make_worksheet(20261202 + level, kinds="knock", count=4, level=level)
    data = sheet_json(sheet, "en")
    for problem, shown in zip(sheet.problems, data["problems"]):
        position = make_position(problem.answer.position.seed)  # type: ignore[union-attr]
        assert position.players in KNOCK_LEVEL_PLAYERS[level]
        # what the pupil sees is the position: the hand after the draw and every card thrown so far
        assert sorted(shown["hands"][0]) == sorted(str(c) for c in position.hand)
        assert shown["hands"][1] == [str(t.card) for t in position.history]
        assert f"{position.players} players" in shown["prompt"] and f"turn number {position.turn}" in shown["prompt"]
        assert (position.taken is None) == ("from the stock" in shown["prompt"])
        verdict = judge(position, "play", samples=KNOCK_SAMPLES, seed=problem.seed, reader="threshold")
        knock, play = verdict.knock[verdict.best_knock], verdict.play
        margin = _margin(knock.mean, knock.se, play.mean, play.se)
        assert margin > KNOCK_MARGIN
        best = "knock" if knock.mean > play.mean else "play"
        answer = shown["answer"]
        assert answer["values"][0] == best
        if best == "knock":
            assert str(verdict.best_knock) in answer["values"][1:]
            deadwood = {min(verdict.knock[Card.parse(c)].deadwood for c in answer["values"][1:])}
            assert deadwood == {knock.deadwood}
            assert all(Card.parse(c) != position.taken for c in answer["values"][1:])  # KR-8
        else:
            assert answer["values"][1:] == [str(verdict.play_card)]
        assert answer["margin"] == round(margin, 2)
        assert f"{margin:.1f} standard errors" in answer["explanation"][-1]
        # other draws, twice as many, and the coach's page's model (the expert plays the reader's seat on, not
        # the bot the sheet is judged with): the answer stands (a teacher's key must not hang on either)
        again = judge(position, "play", samples=2 * KNOCK_SAMPLES, seed=problem.seed + 1)
        assert ("knock" if again.knock[again.best_knock].mean > again.play.mean else "play") == best


def test_every_language_states_the_verdict_and_its_margin() -> None:
    sheet = make_worksheet(8, kinds="knock", count=2, level=2)
    for lang in LANGS:
        for p in sheet_json(sheet, lang)["problems"]:
            assert len(p["blanks"]) == 2 and len(p["labels"]) == 2
            assert len(p["answer"]["explanation"]) == 3 and "40" in p["answer"]["explanation"][-1]
            if lang == "fr":
                assert "\u202f?" in p["prompt"] and " ?" not in p["prompt"].replace("\u202f?", "")
    words = {lang: sheet_json(sheet, lang)["problems"][0]["answer"]["summary"] for lang in LANGS}
    assert len(set(words.values())) == 4
    first = sheet.problems[0].answer
    verb = {"en": "Knock", "pt": "Bater", "es": "Cerrar", "fr": "Frapper"} if first.best == "knock" else \
        {"en": "Play on", "pt": "Continuar", "es": "Seguir", "fr": "Continuer"}  # type: ignore[union-attr]
    assert all(words[lang].startswith(verb[lang]) for lang in LANGS)


def test_knock_problems_are_asked_for_by_name() -> None:
    assert "knock" in KINDS and "knock" not in DEFAULT_KINDS
    assert all(p.kind != "knock" for p in make_worksheet(3, count=40, level=3).problems)
    kinds = [p.kind for p in make_worksheet(3, kinds="knock,settle", game="knock", count=4).problems]
    assert kinds == ["settle", "knock", "settle", "knock"]
    assert make_worksheet(3, kinds="knock", count=3) == make_worksheet(3, kinds="knock", count=3)
    # asking for more problems keeps the first ones
    assert make_worksheet(3, kinds="knock", count=3).problems == make_worksheet(3, kinds="knock", count=5).problems[:3]


def test_a_sheet_holds_at_most_six_knock_problems() -> None:
    assert sum(p.kind == "knock" for p in make_worksheet(1, kinds="meld,knock", game="knock", count=2 * MAX_KNOCK).problems) \
        == MAX_KNOCK
    with pytest.raises(RequestError) as bad:
        make_worksheet(1, kinds="meld,knock", game="knock", count=2 * MAX_KNOCK + 2)
    assert bad.value.code == "worksheet-knock-count" and bad.value.params["field"] == "count"
    for lang, says in {"en": "at most 6", "pt": "no máximo 6", "es": "como máximo 6", "fr": "6 au plus"}.items():
        error = json.loads(handle(json.dumps({"op": "worksheet", "seed": 1, "kinds": "knock", "count": 12,
                                              "lang": lang})))["error"]
        assert error["params"]["field"] == "count" and error["message"].startswith("12 ") and says in error["message"]


def test_the_command_line_lists_and_makes_knock_problems(capsys: pytest.CaptureFixture[str]) -> None:
    main(["worksheet", "--help"])
    assert "knock" in capsys.readouterr().out.split("--kinds KINDS")[-1]
    assert main(["worksheet", "--kinds", "knock", "--count", "2", "--seed", "9", "--lang", "es"]) == 0
    text = capsys.readouterr().out
    sheet = sheet_json(make_worksheet(9, kinds="knock", count=2), "es")
    for p in sheet["problems"]:
        assert p["prompt"] in text and p["answer"]["summary"] in text
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["worksheet", "--kinds", "knock", "--count", "2", "--seed", "9", "--json"]) == 0
    assert [p["kind"] for p in json.loads(out.getvalue())["problems"]] == ["knock", "knock"]
    assert main(["worksheet", "--kinds", "knock", "--count", "7", "--seed", "9"]) == 2
    assert "7 " in capsys.readouterr().err


@pytest.mark.parametrize("lang", LANGS)
def test_the_knock_problems_labels_are_not_padded_far_to_the_right(lang: str) -> None:
    # "Tus cartas" once stood after 30 spaces, right-aligned with "Descartadas, de la primera a la última".
    sheet = sheet_text(make_worksheet(2, kinds="knock", count=1), lang, key=False)
    labels = [text("ws.knock.hand", lang), text("ws.knock.thrown", lang)]
    lines = [line for line in sheet.splitlines() if any(label in line for label in labels)]
    assert len(lines) == 2, sheet
    for line, label in zip(lines, labels):
        assert line.startswith("  " + label), line
