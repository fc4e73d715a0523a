"""The learner's pages: quick starts, strategy, the comparison, the glossary.

* each game's first page opens with the game in five steps (cards, deal, turn, end, score),
  each step a numbered item whose link leads to a page of the game's section (or a heading of
  the page itself);
* the learner's pages have the same structure in the four languages: the same headings at the
  same levels, the same numbered and bulleted lists, the same tables with the same rows and
  columns, the same rule ids (so a language cannot lose a step, a row or a citation);
* the glossary of every language has an entry for every term of RULES.md's term table.

No build is needed (the build itself checks that the links resolve).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
LANGS = ("pt", "en", "es", "fr")
GAMES = ("knock-rummy", "three-thirteen", "rummy")

#: The five steps' names, in order, as each language writes them (bold at the head of the item).
STEPS = {
    "en": ("Cards.", "The deal.", "Your turn.", "The end.", "The score."),
    "pt": ("As cartas.", "A distribuição.", "A jogada.", "O fim.", "Os pontos."),
    "es": ("Las cartas.", "El reparto.", "Tu turno.", "El final.", "La cuenta."),
    "fr": ("Les cartes.", "La donne.", "Le tour.", "La fin.", "Les comptes."),
}
QUICK_START = {"en": "The game in five steps", "pt": "O jogo em cinco passos",
               "es": "El juego en cinco pasos", "fr": "Le jeu en cinq étapes"}

LINK = re.compile(r"\]\(([^)\s]+)\)")
HEADING_ID = re.compile(r"\{#([\w-]+)\}\s*$")
RULE_ID = re.compile(r"\b(?:KR|TT|RU)-(?:EX)?\d+[a-z]?\b")


def body(text: str) -> list[str]:
    """The page's lines after its front matter."""
    if text.startswith("---\n"):
        text = text[text.index("\n---\n", 4) + 5:]
    return text.splitlines()


def quick_start(text: str) -> tuple[str, list[str]]:
    """The first section after the page's title: its heading and its numbered items.

    >>> quick_start("---\\nd: x\\n---\\n\\n# T\\n\\n## Steps\\n\\n1. **A.** one\\n   more\\n2. two\\n\\nafter")
    ('Steps', ['**A.** one more', 'two'])
    """
    lines = [line for line in body(text) if line.strip()]
    assert lines and lines[0].startswith("# "), "the page does not begin with its title"
    assert len(lines) > 1 and lines[1].startswith("## "), f"the title is followed by {lines[1:2]}, not a section"
    items: list[str] = []
    for line in lines[2:]:
        if re.match(r"\d+\. ", line):
            items.append(line.split(". ", 1)[1].strip())
        elif line.startswith("   ") and items:
            items[-1] += " " + line.strip()
        else:
            break
    return lines[1][3:].strip(), items


def check_quick_start(text: str, lang: str, folder: Path) -> list[str]:
    """What is wrong with a page's quick start (an empty list when nothing is)."""
    problems = []
    title, items = quick_start(text)
    if title != QUICK_START[lang]:
        problems.append(f"the first section is {title!r}, not {QUICK_START[lang]!r}")
    if len(items) != 5:
        return problems + [f"{len(items)} numbered steps, not 5"]
    ids = {m.group(1) for line in body(text) if line.startswith("#") for m in [HEADING_ID.search(line)] if m}
    for n, (item, name) in enumerate(zip(items, STEPS[lang]), start=1):
        if not item.startswith(f"**{name}**"):
            problems.append(f"step {n} does not begin with **{name}**: {item[:40]!r}")
        targets = LINK.findall(item)
        if not targets:
            problems.append(f"step {n} links to no page")
        for target in targets:
            page, _, anchor = target.partition("#")
            if not page:
                if anchor not in ids:
                    problems.append(f"step {n} links to #{anchor}, no heading of the page has that id")
            elif "/" in page or not (folder / page).is_file():
                problems.append(f"step {n} links to {target}, not a page of {folder.name}/")
    return problems


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_each_games_first_page_opens_with_five_steps(game: str, lang: str) -> None:
    folder = DOCS / lang / game
    problems = check_quick_start((folder / "index.md").read_text(encoding="utf-8"), lang, folder)
    assert not problems, f"docs/{lang}/{game}/index.md: " + "; ".join(problems)


def test_the_quick_start_check_can_fail() -> None:
    folder = DOCS / "en" / "rummy"
    good = (folder / "index.md").read_text(encoding="utf-8")
    assert check_quick_start(good, "en", folder) == []
    four = re.sub(r"\n5\. .*?(?=\n\n)", "", good, count=1, flags=re.S)
    assert check_quick_start(four, "en", folder) == ["4 numbered steps, not 5"]
    elsewhere = good.replace("(scoring.md)", "(../knock-rummy/settlement.md)", 1)
    assert check_quick_start(elsewhere, "en", folder) == [
        "step 5 links to ../knock-rummy/settlement.md, not a page of rummy/"]
    unlinked = good.replace("([players, cards and the deal](#deal), RU-1)", "(RU-1)", 1)
    assert check_quick_start(unlinked, "en", folder) == ["step 2 links to no page"]
    late = good.replace("## The game in five steps", "Rummy is a game.\n\n## The game in five steps", 1)
    with pytest.raises(AssertionError, match="not a section"):
        check_quick_start(late, "en", folder)
