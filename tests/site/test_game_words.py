"""Each game its own words (RULES.md, the note under the term table): "deadwood" (sobra, resto, points
morts) is Knock Rummy's alone. Three Thirteen speaks of penalty points (TT-7), Rummy of the cards
left in hand (RU-8), in every page's text: prose, example tables, walkthroughs, widgets' first state.

Portuguese "sobrar" is also the plain verb "to be left over" ("as cartas que sobram"), which is no
term: the verb after "que", "lhe" or "não" is not the noun.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DEADWOOD = {
    "pt": re.compile(r"(?<!\bque )(?<!\blhe )(?<!\bnão )\bsobras?\b", re.I),
    "en": re.compile(r"\bdeadwood\b", re.I),
    "es": re.compile(r"\brestos?\b", re.I),
    "fr": re.compile(r"\bpoints? morts?\b", re.I),
}
HIDDEN = re.compile(r"<(script|style|template)\b.*?</\1>", re.S | re.I)


def _article_text(page: Path) -> str:
    html = page.read_text(encoding="utf-8")
    found = re.search(r"<article\b.*?</article>", html, re.S)
    text = HIDDEN.sub(" ", found.group(0) if found else "")
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", text))


@pytest.mark.parametrize("lang", sorted(DEADWOOD))
def test_three_thirteen_and_rummy_pages_never_say_deadwood(built_site: Path, lang: str) -> None:
    base = built_site if lang == "pt" else built_site / lang
    pages = [page for game in ("three-thirteen", "rummy") for page in sorted((base / game).rglob("index.html"))]
    assert len(pages) >= 10, pages
    found = []
    for page in pages:
        text = _article_text(page)
        found += [f"{page.relative_to(built_site)}: …{text[max(0, m.start() - 50):m.end() + 30]}…"
                  for m in DEADWOOD[lang].finditer(text)]
    assert not found, "\n".join(found)


def test_knock_rummy_pages_still_say_deadwood(built_site: Path) -> None:
    """(The check can find the word: Knock Rummy's own pages use it everywhere.)"""
    for lang, pattern in DEADWOOD.items():
        base = built_site if lang == "pt" else built_site / lang
        assert pattern.search(_article_text(base / "knock-rummy" / "settlement" / "index.html")), lang


def test_french_elides_de_before_a_name(built_site: Path) -> None:
    """French writes "d’Ana", never "de Ana" (RULES.md, names' grammar): the walkthroughs' players,
    the robots and the melds named after them, in every French page."""
    name = re.compile(r"\b[Dd]e (?=[AEIOUHÀÂÉÈÊËÎÏÔÖÙÛÜ][a-zà-ÿ]+\b)")
    found, elided = [], 0
    for page in sorted((built_site / "fr").rglob("index.html")):
        text = _article_text(page)
        elided += len(re.findall(r"\b[Dd]’(?:Ana|Inês|Hugo|Igor|Emma|Eva)\b", text))
        found += [f"{page.relative_to(built_site)}: …{text[max(0, m.start() - 40):m.end() + 20]}…" for m in name.finditer(text)]
    assert not found, "\n".join(found)
    assert elided >= 10, elided  # (the check reads the pages that name Ana: the walkthroughs)
