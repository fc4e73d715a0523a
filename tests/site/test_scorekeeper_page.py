"""The scorekeeper's static first state in the built site (readable with JavaScript off, printable).

The example sheet's totals are worked out by hand (site_plugins/widgets/scorekeeper.py's DEMO):
hand 1 (KR-10c) Ana knocks 9 against 7 and 7: Ana −12, Rui +6, Eva +6; hand 2 (KR-10b) Rui knocks
2 against 10 and 4: Ana −8, Rui +10, Eva −2; hand 3 (KR-10e) nobody knocks, 3, 9, 3: Rui pays 6,
split: Ana +3, Rui −6, Eva +3. Balances: Ana −17, Rui +10, Eva +7; Rui wins (KR-11).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.site

PAGES = {"pt": "scorekeeper/index.html", "en": "en/scorekeeper/index.html", "es": "es/scorekeeper/index.html",
         "fr": "fr/scorekeeper/index.html"}


def cell(html: str, testid: str) -> str:
    found = re.search(rf'data-testid="{testid}"[^>]*>(.*?)</td>', html, re.S)
    assert found, testid
    return re.sub(r"<[^>]+>", "", found.group(1)).strip()


@pytest.mark.parametrize("lang", sorted(PAGES))
def test_the_page_shows_an_example_sheet_and_blank_sheets_without_javascript(built_site: Path, lang: str) -> None:
    html = (built_site / PAGES[lang]).read_text(encoding="utf-8")
    assert 'data-rl-widget="scorekeeper"' in html
    assert [cell(html, f"scorekeeper-total-{i}") for i in (1, 2, 3)] == ["−17", "+10", "+7"]
    assert cell(html, "scorekeeper-cell-1-2").split()[-1] == "+6"
    # The controls wait for the script; the blank sheets and the note for readers without it are there.
    for testid in ("scorekeeper-controls", "scorekeeper-setup", "scorekeeper-tools"):
        assert re.search(rf'data-testid="{testid}"[^>]* hidden', html), testid
    for game in ("knock", "three-thirteen", "rummy"):
        assert f'data-testid="scorekeeper-blank-{game}"' in html
    assert "<noscript><p>" in html
    # The blank Three Thirteen sheet names each round's wild rank (TT-3): 3 in round 1 … K in round 11.
    blank = html.split('data-testid="scorekeeper-blank-three-thirteen"')[1].split("</section>")[0]
    wilds = re.findall(r'<tr><th scope="row">(\d+)</th><td>([^<]+)</td>', blank)
    assert wilds[0] == ("1", "3") and wilds[7] == ("8", "10") and wilds[10] == ("11", "K")
