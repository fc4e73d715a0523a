"""Rules on paper (site_plugins/paper.py): each game's whole rules as one page and a PDF, in each language.

The print page holds every rules page of the game, in the menu's order, and the game's part of
the rules reference; the PDF beside it is that page as Chromium prints it, A4: it holds every
rule id of the game and the page's heading, and the game's pages and the teachers' page link to it.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from pypdf import PdfReader

from site_plugins.paper import PAGES, pdf_name

ROOT = Path(__file__).resolve().parents[2]
PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
CASES = [(lang, game) for lang in PREFIX for game in PAGES]


def heading(markdown_file: Path) -> str:
    match = re.search(r"^# (.+)$", markdown_file.read_text(encoding="utf-8"), re.M)
    assert match, markdown_file
    return match[1].strip()


def rule_ids(lang: str, game: str) -> set[str]:
    """The ids of the game's part of the rules reference (KR-…, TT-…, RU-…)."""
    reference = (ROOT / "docs" / lang / "rules.md").read_text(encoding="utf-8")
    letters = {"knock-rummy": "KR", "three-thirteen": "TT", "rummy": "RU"}[game]
    return set(re.findall(rf"^\*\*({letters}-\d+[a-z]?)\*\*", reference, re.M))


@cache
def pdf_text(path: Path) -> tuple[int, str]:
    """The PDF's page count, and the text of its first page and of its last six, where the rules
    reference stands (reading every page would take seconds per PDF)."""
    reader = PdfReader(str(path))
    pages = [reader.pages[0], *reader.pages[max(1, len(reader.pages) - 6):]]
    return len(reader.pages), re.sub(r"\s+", " ", " ".join(page.extract_text() for page in pages))


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_a_games_rules_on_one_page_and_in_a_pdf(built_site: Path, lang: str, game: str) -> None:
    folder = built_site / PREFIX[lang] / game / "print"
    page = (folder / "index.html").read_text(encoding="utf-8")
    article = page.split("<article", 1)[1].split("</article>", 1)[0]
    docs = ROOT / "docs" / lang / game
    # Every rules page of the game, in order, one level down; the site-only link left out.
    found = [re.search(rf"<h2[^>]*>{re.escape(heading(docs / name))}<", article) for name in PAGES[game][1]]
    at = [m.start() for m in found if m]
    assert len(at) == len(PAGES[game][1]) and at == sorted(at), f"{lang}/{game}: the pages in the menu's order"
    assert 'href="./"' not in article and 'href="../print/"' not in article, "the page does not link to itself"
    # The PDF, linked from the page, with the whole rules reference of the game.
    name = pdf_name(game, lang)
    assert f'href="{name}"' in article
    count, text = pdf_text(folder / name)
    assert 3 <= count <= 40, f"{name}: {count} pages"
    missing = sorted(i for i in rule_ids(lang, game) if not re.search(rf"\b{re.escape(i)}\b", text))
    assert rule_ids(lang, game) and not missing, f"{name} lacks {missing}"
    assert re.sub(r"\s+", " ", heading(docs / "print.md")) in text


@pytest.mark.parametrize("lang", list(PREFIX))
def test_the_games_and_the_teachers_link_to_their_rules_on_paper(built_site: Path, lang: str) -> None:
    teachers = (built_site / PREFIX[lang] / "teachers" / "index.html").read_text(encoding="utf-8")
    for game in PAGES:
        overview = (built_site / PREFIX[lang] / game / "index.html").read_text(encoding="utf-8")
        assert 'href="print/"' in overview, f"{lang}/{game}"
        assert f'href="../{game}/print/"' in teachers, f"{lang} teachers → {game}"
