"""The worksheets page (teachers/worksheets/) as built, read with JavaScript off: the marker's sheet,
drawn by the build from the engine (the same as rummylab.teaching.worksheet deals), its key, and the controls
left hidden for the script; the teachers' page links to it, in every language."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from rummylab.teaching.worksheet import make_worksheet, sheet_json

pytestmark = pytest.mark.site

PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}


def _widget(built_site: Path, lang: str) -> str:
    text = (built_site / PREFIX[lang] / "teachers" / "worksheets" / "index.html").read_text(encoding="utf-8")
    start = text.index('data-rl-widget="worksheet"')
    return text[start:text.index('class="rl-worksheet-data"', start)]


@pytest.mark.parametrize("lang", list(PREFIX))
def test_the_page_shows_the_engines_sheet_without_javascript(built_site: Path, lang: str) -> None:
    widget = _widget(built_site, lang)
    expected = sheet_json(make_worksheet(1, count=8), lang)  # the marker: count="8" seed="1"
    prompts = [html.unescape(p) for p in re.findall(r'<p class="rl-ws-prompt">(.*?)</p>', widget)]
    assert prompts == [p["prompt"] for p in expected["problems"]]
    summaries = [html.unescape(re.sub(r"<[^>]+>", "", s)) for s in re.findall(r'<p class="rl-ws-summary">(.*?)</p>', widget)]
    assert summaries == [f'{p["number"]}. {p["answer"]["summary"]}' for p in expected["problems"]]
    assert widget.index('data-testid="worksheet-key"') > widget.index('data-testid="worksheet-problem-8"')
    assert re.search(r'data-testid="worksheet-form" hidden', widget), "the controls wait for the script"
    assert "<noscript>" in widget
    cards = re.findall(r'<span class="rl-card (rl-red|rl-black)" role="img" aria-label="([^"]+)">([^<]+)</span>', widget)
    assert len(cards) > 30 and all(label and text[-1] in "♣♦♥♠" for _, label, text in cards)
    assert all((colour == "rl-red") == (text[-1] in "♦♥") for colour, _, text in cards)


@pytest.mark.parametrize("lang", list(PREFIX))
def test_the_teachers_page_links_to_the_worksheets(built_site: Path, lang: str) -> None:
    teachers = (built_site / PREFIX[lang] / "teachers" / "index.html").read_text(encoding="utf-8")
    assert 'href="worksheets/"' in teachers


KNOCK_BOX = {"pt": "Bater ou não (Knock Rummy, no máximo 6 por ficha)", "en": "Knock or not (Knock Rummy, at most 6 a sheet)",
             "es": "Cerrar o no (Knock Rummy, como máximo 6 por ficha)", "fr": "Frapper ou non (Knock Rummy, 6 au plus par fiche)"}


@pytest.mark.parametrize("lang", list(PREFIX))
def test_the_knock_kind_has_its_checkbox_unticked(built_site: Path, lang: str) -> None:
    widget = _widget(built_site, lang)
    box = re.search(r'<label class="rl-ws-kind"><input type="checkbox" name="kinds" value="knock"'
                    r' data-testid="worksheet-kind-knock"( checked)?> ([^<]+)</label>', widget)
    assert box, "the knock-or-not checkbox"
    assert box.group(1) is None, "knock problems are chosen by name: the marker's sheet has none"
    assert html.unescape(box.group(2)) == KNOCK_BOX[lang]
    assert 'data-kind="knock"' not in widget
