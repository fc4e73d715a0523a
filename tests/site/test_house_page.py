"""The house-rules page and the house rules' table in the built site (static first state).

The page holds a switch for every variant the engine declares (rummylab.games: each Game's
``variants``), each with its label from the engine's words, and the site's worked examples at the
site's profile: KR-EX1 by hand from RULES.md (A knocks with 8, B holds 3: A pays 8 − 3 + 10 = 15),
the Rummy round from docs/examples/ru-round-scored.yml's comment (23 + 19 + 8 = 50). Every page with
a tool carries the table house.js reads; a page with none carries nothing.
"""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest

from rummylab.games import games
from rummylab.words.language import text

pytestmark = pytest.mark.site

PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}


def cell(html: str, testid: str) -> str:
    found = re.search(rf'data-testid="{testid}">(.*?)</td>', html, re.S)
    assert found, testid
    return re.sub(r"<[^>]+>", "", found.group(1)).strip()


def table(html: str) -> dict:
    found = re.search(r'<script type="application/json" id="rl-house-table">(.*?)</script>', html, re.S)
    assert found, "no house rules table"
    return json.loads(found.group(1))


@pytest.mark.parametrize("lang", sorted(PREFIX))
def test_every_variant_has_its_switch_and_the_examples_show_the_profile(built_site: Path, lang: str) -> None:
    html = (built_site / PREFIX[lang] / "house-rules" / "index.html").read_text(encoding="utf-8")
    assert 'data-rl-widget="house"' in html and 'data-testid="house-form"' in html
    for game in games():
        for v in game.variants:
            switch = re.search(rf'<input[^>]*data-testid="house-switch-{game.key}-{v.name}"|'
                               rf'<select[^>]*data-testid="house-switch-{game.key}-{v.name}"', html)
            assert switch, (game.key, v.name)
            assert unescape(text(f"house.{game.key}.{v.name}", lang)) in unescape(html), (game.key, v.name)
    assert 'type="checkbox"' in html and 'type="number"' in html and "<select" in html
    assert [cell(html, f"house-profile-kr-ex1-{i}") for i in (1, 2)] == ["−15", "+15"]
    assert [cell(html, f"house-yours-kr-ex1-{i}") for i in (1, 2)] == ["−15", "+15"]
    assert [cell(html, f"house-profile-ru-round-scored-{i}") for i in (1, 2, 3, 4)] == ["50", "0", "0", "0"]
    assert table(html)["lang"] == lang


@pytest.mark.parametrize("page", ["practice/quiz", "scorekeeper", "practice/solver", "practice/play"])
def test_every_tool_page_carries_the_table_and_the_home_page_none(built_site: Path, page: str) -> None:
    html = (built_site / "fr" / page / "index.html").read_text(encoding="utf-8")
    data = table(html)
    assert sorted(data["games"]) == sorted(g.key for g in games())
    assert data["page"] == "../" * len(page.split("/")) + "house-rules/"
    knock = {v["name"]: v for v in data["games"]["knock"]["variants"]}
    assert knock["penalty"]["default"] == 10 and knock["penalty"]["bad"].count("{value}") == 1
    home = (built_site / "fr" / "index.html").read_text(encoding="utf-8")
    assert 'id="rl-house-table"' not in home
    assert 'href="house-rules/"' in home
