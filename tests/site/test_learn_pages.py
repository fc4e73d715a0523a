"""The learner's pages: quick starts, strategy, the comparison, the glossary.

* each game's first page opens with the game in five steps (cards, deal, turn, end, score),
  each step a numbered item whose link leads to a page of the game's section (or a heading of
  the page itself), and whose anchors are headings of the page it names;
* the learner's pages have the same structure in the four languages: the same headings at the
  same levels, the same numbered and bulleted lists, the same tables with the same rows and
  columns, the same rule ids (so a language cannot lose a step, a row or a citation);
* the glossary of every language has an entry for every term of RULES.md's term table, and for
  the other words the pages use (PAGE_TERMS);
* the strategy pages' examples say what the prose draws from them (the set beats the run, the
  pair leaves more, the wild card saves more with the kings …), and a wrong expectation in any of
  them fails its verification.

No build is needed (the build itself checks that the links resolve): 41 tests, about 6 s.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from markdown.extensions.toc import slugify

import site_plugins.examples  # noqa: F401 - importing registers every kind of example
from rummylab.words.catalogue import LANGS
from site_plugins.examples.spec import SpecError, load_spec, verify

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"

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


def heading_ids(text: str) -> set[str]:
    """The anchors of a page's headings: an explicit ``{#id}``, else the toc extension's slug.

    >>> sorted(heading_ids("# T\\n\\n## Quand le talon est épuisé\\n\\n## Players (RU-1) {#deal}"))
    ['deal', 'quand-le-talon-est-epuise', 't']
    """
    ids = set()
    for line in body(text):
        if line.startswith("#"):
            explicit = HEADING_ID.search(line)
            ids.add(explicit.group(1) if explicit else slugify(line.lstrip("#").strip(), "-"))
    return ids


def check_quick_start(text: str, lang: str, folder: Path) -> list[str]:
    """What is wrong with a page's quick start (an empty list when nothing is)."""
    problems = []
    title, items = quick_start(text)
    if title != QUICK_START[lang]:
        problems.append(f"the first section is {title!r}, not {QUICK_START[lang]!r}")
    if len(items) != 5:
        return problems + [f"{len(items)} numbered steps, not 5"]
    ids = heading_ids(text)
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
            elif anchor and anchor not in heading_ids((folder / page).read_text(encoding="utf-8")):
                problems.append(f"step {n} links to {target}, a heading {page} does not have")
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
    wrong_anchor = good.replace("play.md#going-out-ru-6", "play.md#going-out", 1)
    assert check_quick_start(wrong_anchor, "en", folder) == [
        "step 4 links to play.md#going-out, a heading play.md does not have"]
    unlinked = good.replace("([players, cards and the deal](#deal), RU-1)", "(RU-1)", 1)
    assert check_quick_start(unlinked, "en", folder) == ["step 2 links to no page"]
    late = good.replace("## The game in five steps", "Rummy is a game.\n\n## The game in five steps", 1)
    with pytest.raises(AssertionError, match="not a section"):
        check_quick_start(late, "en", folder)


# ---------------------------------------------------------------------------
# The same structure in the four languages
# ---------------------------------------------------------------------------

#: The learner's pages and the rules reference; the game pages are compared from their title to the end of the quick start.
NEW_PAGES = ("compare.md", "rummy/strategy.md", "three-thirteen/strategy.md", "rules.md")
FIRST_PAGES = tuple(f"{game}/index.md" for game in GAMES)


def structure(text: str) -> list[str]:
    """The page's skeleton: headings by level, lists by length, tables by shape, admonitions,
    example and widget markers, and the rule ids each block cites, in order.

    >>> structure("# T\\n\\nText (KR-1).\\n\\n1. a\\n2. b (TT-3)\\n\\n| x | y |\\n|---|---|\\n| 1 | 2 |\\n\\n<!-- example:kr-ex1 -->")
    ['h1', 'p KR-1', 'ol2 TT-3', 'table 2x2', 'example:kr-ex1']
    """
    out: list[str] = []
    kind, count, ids = "", 0, []

    def flush() -> None:
        nonlocal kind, count, ids
        if kind:
            out.append((f"{kind}{count}" if kind in ("ol", "ul") else kind) + "".join(f" {i}" for i in ids))
        kind, count, ids = "", 0, []

    rows: list[int] = []  # the cells of each line of a Markdown table
    html_rows: list[int] = []  # the data cells of each row of an HTML table
    html_ids: list[str] = []
    for line in body(text) + [""]:
        stripped = line.strip()
        if rows and not stripped.startswith("|"):
            out.append(f"table {len(rows)}x{rows[0]}")
            rows = []
        if stripped.startswith("<tr"):
            html_rows.append(0)
        elif stripped.startswith("<td") and html_rows:
            html_rows[-1] += 1
            html_ids += RULE_ID.findall(stripped)
        elif stripped == "</table>":
            flush()
            out.append(f"table {len(html_rows)}x{max(html_rows, default=0)}" + "".join(f" {i}" for i in html_ids))
            html_rows, html_ids = [], []
        if stripped.startswith("<"):
            marker = re.match(r"<!--\s*(example|widget):([\w-]+)", stripped)
            if marker:
                flush()
                out.append(f"{marker.group(1)}:{marker.group(2)}")
            continue
        if not stripped:
            if kind == "p":
                flush()
            continue
        if stripped.startswith("#"):
            flush()
            out.append("h" + str(len(stripped) - len(stripped.lstrip("#"))))
        elif stripped.startswith("|"):
            flush()
            if not re.match(r"^\|[-| :]+\|$", stripped):  # not the separator line
                rows.append(stripped.count("|") - 1)
        elif stripped.startswith(("!!!", "???")):
            flush()
            out.append("admonition " + stripped.split()[1])
        elif re.match(r"\d+\. ", stripped) or stripped.startswith("- "):
            list_kind = "ol" if stripped[0].isdigit() else "ul"
            if kind != list_kind:
                flush()
                kind = list_kind
            count += 1
            ids += RULE_ID.findall(stripped)
        else:
            if not kind:
                kind = "p"
            ids += RULE_ID.findall(stripped)
    flush()
    return out


def _skeleton(lang: str, page: str) -> list[str]:
    shape = structure((DOCS / lang / page).read_text(encoding="utf-8"))
    if page in FIRST_PAGES:  # the quick start: the title, its section and the five steps
        shape = shape[:3]
    return shape


@pytest.mark.parametrize("page", NEW_PAGES + FIRST_PAGES)
def test_learners_pages_have_the_same_structure_in_every_language(page: str) -> None:
    reference = _skeleton("en", page)
    assert len(reference) >= 3, reference
    for lang in LANGS:
        got = _skeleton(lang, page)
        assert got == reference, f"docs/{lang}/{page} differs from docs/en/{page}:\n{got}\n{reference}"


def cells_without_rule_or_page(text: str) -> list[str]:
    """The comparison's cells that cite no rule id or link to no page.

    >>> cells_without_rule_or_page('<td data-label="R" markdown="span">Never (RU-4): [Melds](rummy/melds.md)</td>\\n<td>None</td>')
    ['<td>None</td>']
    """
    return [line.strip() for line in body(text) if line.strip().startswith("<td")
            and not (RULE_ID.search(line) and re.search(r"\]\([\w/-]+\.md(?:#[\w-]+)?\)", line))]


@pytest.mark.parametrize("lang", LANGS)
def test_every_cell_of_the_comparison_cites_its_rule_and_its_page(lang: str) -> None:
    text = (DOCS / lang / "compare.md").read_text(encoding="utf-8")
    assert text.count("<td ") == 27  # nine questions, three games
    assert cells_without_rule_or_page(text) == []


def test_the_structure_check_can_fail() -> None:
    page = (DOCS / "en" / "compare.md").read_text(encoding="utf-8")
    one_row_less = re.sub(r'<tr markdown="1">\n(?:.*\n){4}</tr>\n', "", page, count=1)
    assert structure(one_row_less) != structure(page)
    uncited = page.replace("(KR-1)", "", 1)
    assert structure(uncited) != structure(page)
    strategy = (DOCS / "en" / "rummy" / "strategy.md").read_text(encoding="utf-8")
    assert structure(strategy.replace("<!-- example:ru-strategy-watch -->", "")) != structure(strategy)
    assert structure(strategy.replace("\n## Watch the discard pile\n", "\n### Watch the discard pile\n")) != structure(strategy)


# ---------------------------------------------------------------------------
# The glossary
# ---------------------------------------------------------------------------

COLUMNS = {"en": 1, "pt": 2, "es": 3, "fr": 4}  # RULES.md's term table: concept | en | pt | es | fr

#: Terms the pages use besides RULES.md's table (the cards, the turn, the site's notes), one per concept.
PAGE_TERMS = {
    "suit": {"en": "suit", "pt": "naipe", "es": "palo", "fr": "couleur"},
    "rank": {"en": "rank", "pt": "valor", "es": "valor", "fr": "rang"},
    "court card": {"en": "court card", "pt": "figura", "es": "figura", "fr": "figure"},
    "joker": {"en": "joker", "pt": "joker", "es": "joker", "fr": "joker"},
    "deck": {"en": "deck", "pt": "baralho", "es": "baraja", "fr": "jeu de cartes"},
    "hand": {"en": "hand", "pt": "mão", "es": "mano", "fr": "main"},
    "round": {"en": "round", "pt": "ronda", "es": "ronda", "fr": "manche"},
    "deal": {"en": "deal", "pt": "distribuição", "es": "reparto", "fr": "donne"},
    "draw": {"en": "draw", "pt": "comprar", "es": "robar", "fr": "piocher"},
    "discard": {"en": "discard", "pt": "descartar", "es": "descartar", "fr": "défausser"},
    "turn": {"en": "turn", "pt": "jogada", "es": "turno", "fr": "tour"},
    "put down": {"en": "put down", "pt": "pôr na mesa", "es": "bajar", "fr": "étaler"},
    "pair": {"en": "pair", "pt": "par", "es": "pareja", "fr": "paire"},
    "settlement": {"en": "settlement", "pt": "acerto", "es": "liquidación", "fr": "règlement"},
    "balance": {"en": "balance", "pt": "saldo", "es": "saldo", "fr": "solde"},
    "the site's reading": {"en": "the site's reading", "pt": "leitura do site", "es": "lectura del sitio",
                           "fr": "lecture du site"},
    "common practice": {"en": "common practice", "pt": "prática comum", "es": "costumbre de las mesas",
                        "fr": "usage courant"},
    "house variant": {"en": "house variant", "pt": "variante da casa", "es": "variante casera", "fr": "variante maison"},
}


def rules_terms() -> dict[str, list[str]]:
    """RULES.md's term table, one list per language, without the bracketed glosses.

    >>> rules_terms()["fr"][:3]
    ['frapper', 'points morts', 'combinaison']
    """
    text = (ROOT / "RULES.md").read_text(encoding="utf-8")
    table = text[text.index("## Terms in the four languages"):].splitlines()
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in table if line.startswith("| ")]
    assert rows[0][1:] == ["en", "pt", "es", "fr"], rows[0]
    return {lang: [re.sub(r"\s*\(.*\)$", "", row[col]).lower() for row in rows[1:]] for lang, col in COLUMNS.items()}


def glossary_entries(text: str) -> set[str]:
    """The terms the glossary defines: the bold first cell of its tables' rows.

    >>> sorted(glossary_entries("| **set** | Three cards |\\n| set | grupo |\\n| **Run** | … |"))
    ['run', 'set']
    """
    return {m.group(1).lower().replace("’", "'") for m in re.finditer(r"^\| \*\*(.+?)\*\* \|", text, re.M)}


def missing_entries(lang: str, text: str) -> list[str]:
    wanted = rules_terms()[lang] + [terms[lang] for terms in PAGE_TERMS.values()]
    defined = glossary_entries(text)
    return [term for term in wanted if term not in defined]


def test_the_rules_term_table_is_read() -> None:
    terms = rules_terms()
    assert len(terms["en"]) >= 17 and {"knock", "penalty points", "arrangement"} <= set(terms["en"])
    assert all(len(terms[lang]) == len(terms["en"]) for lang in LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_has_an_entry_for_every_term(lang: str) -> None:
    missing = missing_entries(lang, (DOCS / lang / "glossary.md").read_text(encoding="utf-8"))
    assert not missing, f"docs/{lang}/glossary.md has no entry for {missing}"


def test_the_glossary_check_can_fail() -> None:
    text = (DOCS / "pt" / "glossary.md").read_text(encoding="utf-8")
    assert missing_entries("pt", text) == []
    without = re.sub(r"^\| \*\*quem bate\*\* \|.*\n", "", text, flags=re.M)
    assert missing_entries("pt", without) == ["quem bate"]
    without = re.sub(r"^\| \*\*jogada\*\* \|.*\n", "", text, flags=re.M)
    assert missing_entries("pt", without) == ["jogada"]


# ---------------------------------------------------------------------------
# The strategy pages' examples: verified, and saying what the prose says of them
# ---------------------------------------------------------------------------

SPECS = DOCS / "examples"


def _actual(ident: str) -> dict[str, Any]:
    return verify(load_spec(SPECS / f"{ident}.yml")).actual


def _value(card: str) -> int:
    """A card's points in every game (A 1, 2–10 their face, J Q K 10), independent of the engine."""
    rank = card[:-1]
    return {"A": 1, "J": 10, "Q": 10, "K": 10}.get(rank) or int(rank)


def test_the_strategy_pages_lessons_hold() -> None:
    # RU-3: 7♥ belongs in the set, not the run; with 4♥ both melds are made and less is left.
    flexible, both = _actual("ru-strategy-flexible"), _actual("ru-strategy-flexible-both")
    assert flexible["deadwood"] < flexible["compare"][0] and both["deadwood"] < flexible["deadwood"]
    # RU-3, RU-5: taking J♣ for a pair (and discarding 9♣) leaves more than before.
    assert _actual("ru-strategy-pair-after")["deadwood"] > _actual("ru-strategy-pair-before")["deadwood"]
    # RU-4: 8♥ may be laid off on the set the discard pile gave away.
    assert _actual("ru-strategy-watch")["legal"] is True
    # RU-8: B's points come mostly from A's four high cards.
    spec = (SPECS / "ru-strategy-three-cards.yml").read_text(encoding="utf-8")
    a_cards = re.search(r'A: "([^"]+)"', spec).group(1).split()
    points = _actual("ru-strategy-three-cards")["points"]
    assert len(a_cards) == 4 and 2 * sum(map(_value, a_cards)) > points["B"] > 0
    # TT-3, TT-7: the wild card saves more with the kings than in the low run.
    wild = _actual("tt-strategy-wild")
    assert wild["deadwood"] < wild["compare"][0]
    # TT-6, TT-7: the player who goes out scores 0; the player caught with no meld pays every card.
    penalties = _actual("tt-strategy-go-out")["penalties"]
    spec = (SPECS / "tt-strategy-go-out.yml").read_text(encoding="utf-8")
    b_cards = re.search(r'name: B, hand: "([^"]+)"', spec).group(1).split()
    assert penalties == {"A": 0, "B": sum(map(_value, b_cards))}


@pytest.mark.parametrize(("ident", "line", "wrong"), [
    ("ru-strategy-flexible", "  deadwood: 21", "  deadwood: 24"),
    ("ru-strategy-flexible-both", "  compare: [24]", "  compare: [10]"),
    ("ru-strategy-pair-before", "  deadwood: 24", "  deadwood: 25"),
    ("ru-strategy-pair-after", "  deadwood: 25", "  deadwood: 24"),
    ("ru-strategy-watch", "  legal: true", "  legal: false"),
    ("ru-strategy-three-cards", "B: 55", "B: 45"),
    ("tt-strategy-wild", "  deadwood: 22", "  deadwood: 37"),
    ("tt-strategy-go-out", "B: 63", "B: 53"),
])
def test_a_wrong_expectation_in_a_strategy_example_is_caught(tmp_path: Path, ident: str, line: str, wrong: str) -> None:
    text = (SPECS / f"{ident}.yml").read_text(encoding="utf-8")
    assert text.count(line) == 1, line
    path = tmp_path / f"{ident}.yml"
    path.write_text(text.replace(line, wrong), encoding="utf-8")
    with pytest.raises(SpecError, match=rf"{ident}.*the engine disagrees"):
        verify(load_spec(path))
