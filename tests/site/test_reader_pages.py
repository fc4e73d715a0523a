"""The built pages as a native reader reads them (RULES.md's note under the term table; tests/reader_words.py).

Read from every page's article text, so the words the engine and the plugins add (the examples'
narration, the walkthroughs, the widgets' first state) are checked with the prose:

- no participle or adjective agreeing with a player's name in French, Portuguese or Spanish
  ("Ana est sorti", "A foi superado");
- no "tu" in French or Portuguese, which address the reader formally;
- a set's rank as a word in the narration ("Grupo de setes", never "Grupo de 7");
- no developer's command (make, python, pytest…) on a learner's page: those notes live in docs-dev/;
- the menu lists the games in the order the home page advises (Rummy first).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from site_plugins.words import CATALOGUE
from tests.reader_words import DEVELOPER, INFORMAL, NAME_SLOTS, RANK_AS_DIGIT, ROLE_AFTER_NAME, gendered

REPO = Path(__file__).resolve().parents[2]
PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
HIDDEN = re.compile(r"<(script|style|template)\b.*?</\1>", re.S | re.I)


def _article_text(page: Path) -> str:
    html = page.read_text(encoding="utf-8")
    found = re.search(r"<article\b.*?</article>", html, re.S)
    text = HIDDEN.sub(" ", found.group(0) if found else "")
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", text)).replace("&nbsp;", " ")


def _pages(site: Path, lang: str) -> list[Path]:
    base = site / PREFIX[lang]
    others = {f"{code}/" for code in PREFIX if code != "pt"}
    pages = [p for p in sorted(base.rglob("index.html"))
             if "embed" not in p.relative_to(base).parts
             and (lang != "pt" or not any(str(p.relative_to(site)).startswith(o) for o in others))]
    assert len(pages) >= 30, (lang, len(pages))
    return pages


def _hits(site: Path, lang: str, pattern: re.Pattern[str], skip: tuple[str, ...] = ()) -> list[str]:
    found = []
    for page in _pages(site, lang):
        where = str(page.relative_to(site))
        if any(part in where for part in skip):
            continue
        text = _article_text(page)
        found += [f"{where}: …{text[max(0, m.start() - 40):m.end() + 20]}…" for m in pattern.finditer(text)]
    return found


@pytest.mark.site
@pytest.mark.parametrize("lang", ["fr", "pt", "es"])
def test_no_name_is_given_a_gender(built_site: Path, lang: str) -> None:
    found = _hits(built_site, lang, gendered(lang)) + _hits(built_site, lang, ROLE_AFTER_NAME)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["fr", "pt", "es"])
def test_the_sites_words_give_no_name_a_gender(lang: str) -> None:
    found = [f"{key}: {entry[lang]}" for key, entry in CATALOGUE.items() if gendered(lang, NAME_SLOTS).search(entry[lang])]
    assert not found, "\n".join(found)


@pytest.mark.site
@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_the_formal_languages_never_say_tu(built_site: Path, lang: str) -> None:
    found = _hits(built_site, lang, INFORMAL[lang])
    found += [f"{key}: {entry[lang]}" for key, entry in CATALOGUE.items() if INFORMAL[lang].search(entry[lang])]
    assert not found, "\n".join(found)


@pytest.mark.site
@pytest.mark.parametrize("lang", list(PREFIX))
def test_a_sets_rank_is_a_word_in_the_narration(built_site: Path, lang: str) -> None:
    assert not _hits(built_site, lang, RANK_AS_DIGIT)
    words = {"pt": r"Grupo de (?:setes|noves|três 3(?!\d))", "en": r"Set of (?:sevens|nines|threes)\b",
             "es": r"Grupo de (?:sietes|nueves|treses)\b", "fr": r"Groupe de (?:trois|quatre) (?:7|9|3)(?!\d)"}
    named = _hits(built_site, lang, re.compile(words[lang]))
    assert len(named) >= 5, named  # (the check reads the narration: the melds pages name these sets)


@pytest.mark.site
@pytest.mark.parametrize("lang", list(PREFIX))
def test_no_developer_command_on_a_learners_page(built_site: Path, lang: str) -> None:
    """The teachers' pages may show the rummylab command a teacher runs; no page shows a build's."""
    found = _hits(built_site, lang, DEVELOPER)
    assert not found, "\n".join(found)


def _nav_games() -> list[str]:
    text = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
    nav = text[text.index("\nnav:"):text.index("\nplugins:")]
    return [g for g in re.findall(r"^  - ([^:]+):\s*$", nav, re.M) if g in ("Knock Rummy", "Three Thirteen", "Rummy")]


GAME_PAGES = {"knock-rummy/index.md": "Knock Rummy", "three-thirteen/index.md": "Three Thirteen", "rummy/index.md": "Rummy"}


@pytest.mark.parametrize("lang", list(PREFIX))
def test_the_menu_lists_the_games_in_the_order_the_home_page_advises(lang: str) -> None:
    home = (REPO / "docs" / lang / "index.md").read_text(encoding="utf-8")
    bullets = [line for line in home.splitlines() if line.startswith("- ")]
    advice: list[str] = []
    for line in bullets:
        for page in re.findall(r"\]\(([\w-]+/index\.md)\)", line):
            if page in GAME_PAGES and GAME_PAGES[page] not in advice:
                advice.append(GAME_PAGES[page])
    assert len(advice) == 3, advice
    assert _nav_games() == advice
    paragraphs = re.findall(r"^\*\*\[(Knock Rummy|Three Thirteen|Rummy)\]", home, re.M)
    assert paragraphs == advice  # (the three games are introduced in that order too)
    assert advice[0] == "Rummy"
