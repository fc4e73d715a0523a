"""The four language trees hold the same site, each in its own language.

Checks, over docs/pt, docs/en, docs/es and docs/fr:

* every tree holds the same page files;
* every page carries the same ``<!-- example:ID -->`` markers, and the same
  ``<!-- widget:… -->`` markers, in the same order, in every language (the
  facts live once in docs/examples/*.yml, so a missing marker is a missing
  example, not a translation choice);
* no heading or paragraph of a page is written in another site language than
  its tree's (an English heading left in the French tree, a Spanish paragraph
  pasted into the Portuguese one), and no prose page is a verbatim copy of
  another language's page;
* the terminology pages (home, glossary, Three Thirteen, Rummy) use
  RULES.md's terms, and the Portuguese pages no Brazilian forms.

The language detector counts *exclusive* function words per language (words
that occur in one of the four languages and not in the others, e.g. "the",
"não", "los", "avec") in headings, paragraphs, list items and admonitions,
after removing card notation (``Q♥``, ``10♦``), rule ids (``TT-4``), links'
targets and the games' proper names. Tables, code and HTML comments are
skipped. The detector is itself tested on planted text, so the check can fail.

No build is needed: ``pytest tests/site/test_i18n_content.py`` (196 tests; each under 0.1 s,
about 9 s in all with pytest start-up on the shared 2-core machine).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from rummylab.words.catalogue import LANGS

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"

# The pages held to the terminology checks too; every page is held to the parity and language checks.
OWN_PAGES = (
    "index.md",
    "glossary.md",
    "three-thirteen/index.md",
    "three-thirteen/melds.md",
    "three-thirteen/play.md",
    "three-thirteen/scoring.md",
    "three-thirteen/strategy.md",
    "rummy/index.md",
    "rummy/melds.md",
    "rummy/play.md",
    "rummy/scoring.md",
    "rummy/strategy.md",
    "compare.md",
    "knock-rummy/walkthrough.md",
    "three-thirteen/walkthrough.md",
    "rummy/walkthrough.md",
    "scorekeeper.md",
    "teachers/worksheets.md",
    "house-rules.md",
)

# ---------------------------------------------------------------------------
# Markers
# ---------------------------------------------------------------------------

MARKER = re.compile(r"<!--\s*(example|widget):([A-Za-z0-9_-]+)(.*?)-->", re.DOTALL)


def markers(text: str, kind: str) -> list[str]:
    """The markers of one kind in a page, in order, whitespace-normalised.

    >>> markers('a\\n<!-- example:tt-all-wild -->\\n<!-- widget:solver  hand="3C 3H" -->', "example")
    ['tt-all-wild']
    >>> markers('<!-- widget:solver  hand="3C 3H" -->', "widget")
    ['solver hand="3C 3H"']
    """
    found = []
    for match in MARKER.finditer(text):
        if match.group(1) == kind:
            attrs = " ".join(match.group(3).split())
            found.append(f"{match.group(2)} {attrs}".strip())
    return found


# ---------------------------------------------------------------------------
# Language detector
# ---------------------------------------------------------------------------

# Words exclusive to one language among the four: function words ("the",
# "não", "los", "avec") and the site's own vocabulary ("round", "jogada",
# "comodín", "défausse"). A word common to two of them — "de", "la", "que",
# "se", "para", "cada", "mais", "ou", "a", "à", "as", "on", "un", "do", "ronda",
# "vez", "cartas", "points" — is left out on purpose. French elisions keep
# their apostrophe ("l'", "qu'"), so a player named C or D is not French.
EXCLUSIVE: dict[str, frozenset[str]] = {
    "en": frozenset(
        """the and of to is are with you your this that for it be or not each every which when
        from by its their they them have has who what there than then only into was were will
        can may if an all one out after before any other how these those would should must
        round rounds player players card cards wild meld melds set sets run runs deadwood stock
        discard dealer turn scoring score scored scores penalty house variants disagree practice
        glossary laying lay going goes knocker hand hands deck decks draw last where start
        terms languages short until more""".split()
    ),
    "pt": frozenset(
        """e um uma uns umas não é são com em na nas das ao aos às pelo pela pelos pelas
        quando também você mão mãos isso isto há já até ainda então depois seu sua seus suas
        ele ela eles elas num numa nem só outro outra outros outras jogador jogadores deve pode
        podem estão mesmo mesma jogada jogadas contagem pontuação selvagem selvagens combinação
        combinações sequência sequências dador baralho baralhos prática glossário fontes
        divergem penalização sair baixar onde começar três jogos regras primeiro termos línguas
        quem""".split()
    ),
    "es": frozenset(
        """el los las y una unos unas es del al con cuando también mano manos jugador jugadores
        pero su sus lo muy hay ya hasta otro otra otros otras ese esa eso puede pueden sin
        están mismo misma nadie ningún ninguna jugada jugadas turno puntuación comodín comodines
        combinación combinaciones escalera escaleras mazo repartidor baraja barajas práctica
        glosario fuentes salir colocar dónde donde empezar juegos reglas términos idiomas quién
        quien""".split()
    ),
    "fr": frozenset(
        """le les des et du au aux est sont avec pour dans qui une ne pas sur il elle ils elles
        vous votre vos ce cette ces leur leurs chaque quand tout tous toute toutes même aussi
        joueur joueurs peut peuvent où l' d' qu' n' c' s' j' jusqu' cartes rien aucun aucune manche
        manches carte frime combinaison combinaisons groupe groupes suite suites talon défausse
        donneur paquet paquets pratique glossaire pénalité sortir poser commencer jeux règles
        termes langues""".split()
    ),
}

# Proper names and notation that are the same in every language.
PROPER_NAMES = re.compile(
    r"\b(?:Knock Rummy|Poker Rum|Three Thirteen|Gin Rummy|Rummylab|rummylab|Rummy|Pyodide|"
    r"Ana|Bruno|Carla)\b"
)
CARD = re.compile(r"(?<![\w])(?:10|[2-9AJQKT])[♣♦♥♠]|[♣♦♥♠]")
RULE_ID = re.compile(r"\b(?:KR|TT|RU)-(?:EX)?\d+[a-z]?\b")
LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
INLINE_CODE = re.compile(r"`[^`]*`")
PATH = re.compile(r"\S*[/.]md\b|\S+/\S+")  # "knock-rummy/deal" in a placeholder title
WORD = re.compile(r"[^\W\d_]+(?:['’](?=[^\W\d_]))?")


@dataclass(frozen=True)
class Block:
    """A heading, paragraph, list item or admonition body of a page."""

    kind: str  # "heading" | "paragraph"
    text: str
    line: int


def prose_blocks(markdown: str) -> list[Block]:
    """Split Markdown into headings and paragraphs; drop tables, code and comments.

    >>> [(b.kind, b.text) for b in prose_blocks('# Title\\n\\nOne line\\ntwo lines.\\n\\n| a | b |\\n\\n- item')]
    [('heading', 'Title'), ('paragraph', 'One line two lines.'), ('paragraph', 'item')]
    >>> [(b.kind, b.text) for b in prose_blocks('!!! note "A title"\\n    Body text.\\n```\\ncode\\n```')]
    [('heading', 'A title'), ('paragraph', 'Body text.')]
    """
    blocks: list[Block] = []
    current: list[str] = []
    start = 0
    in_code = False
    in_comment = False

    def flush() -> None:
        if current:
            blocks.append(Block("paragraph", " ".join(current), start))
            current.clear()

    for number, raw in enumerate(markdown.splitlines(), start=1):
        line = raw.strip()
        if in_code:
            if line.startswith(("```", "~~~")):
                in_code = False
            continue
        if in_comment:
            if "-->" in line:
                in_comment = False
            continue
        if line.startswith(("```", "~~~")):
            flush()
            in_code = True
            continue
        if line.startswith("<!--"):
            flush()
            in_comment = "-->" not in line
            continue
        if not line or line.startswith("|") or line.startswith("<"):
            flush()
            continue
        if line.startswith("#"):
            flush()
            blocks.append(Block("heading", line.lstrip("#").strip(), number))
            continue
        admonition = re.match(r"^(?:!!!|\?\?\?\+?)\s*[\w-]+(?:\s+\"(.*)\")?", line)
        if admonition:
            flush()
            if admonition.group(1):
                blocks.append(Block("heading", admonition.group(1), number))
            continue
        item = re.match(r"^(?:[-*+]|\d+\.)\s+(.*)$", line)
        if item:
            flush()
            line = item.group(1)
        if not current:
            start = number
        current.append(line)
    flush()
    return blocks


def clean(text: str) -> str:
    """Remove what is the same in every language: notation, names, link targets.

    >>> clean("Take [the solver](../practice/solver.md): Q♥ 10♦ (TT-4) in **Three Thirteen**")
    'Take the solver:     ( ) in  '
    """
    text = LINK.sub(r"\1", text)
    text = INLINE_CODE.sub(" ", text)
    text = PATH.sub(" ", text)
    text = PROPER_NAMES.sub(" ", text.replace("*", "").replace("_", " "))
    text = RULE_ID.sub(" ", text)
    return CARD.sub(" ", text)


def word_counts(text: str) -> dict[str, int]:
    """How many words of ``text`` are exclusive function words of each language.

    >>> word_counts("The deal passes to the left")
    {'pt': 0, 'en': 3, 'es': 0, 'fr': 0}
    >>> word_counts("Le donneur distribue les cartes et retourne la suivante")
    {'pt': 0, 'en': 0, 'es': 0, 'fr': 5}
    """
    words = Counter(w.lower().replace("’", "'") for w in WORD.findall(clean(text)))
    return {lang: sum(n for w, n in words.items() if w in EXCLUSIVE[lang]) for lang in LANGS}


def foreign_language(block: Block, lang: str) -> str | None:
    """The language ``block`` is written in, when it is not ``lang``; else None.

    A heading (or a short item) is foreign when it holds no exclusive word of
    ``lang`` and at least one of another language. A longer paragraph is
    foreign when another language has at least 3 exclusive words and more
    than twice as many as ``lang``.

    >>> foreign_language(Block("heading", "The turn (TT-5)", 1), "fr")
    'en'
    >>> foreign_language(Block("heading", "Le tour (TT-5)", 1), "fr") is None
    True
    >>> foreign_language(Block("heading", "Glossaire", 1), "fr") is None
    True
    """
    counts = word_counts(block.text)
    own = counts[lang]
    other, best = max(((counts[o], o) for o in LANGS if o != lang), default=(0, None))
    words = len(WORD.findall(clean(block.text)))
    if block.kind == "heading" or words < 8:
        return best if own == 0 and other >= 1 else None
    return best if other >= 3 and other > 2 * own else None


def foreign_blocks(markdown: str, lang: str) -> list[tuple[int, str, str]]:
    """``(line, detected language, text)`` for each block of ``markdown`` not in ``lang``."""
    found = []
    for block in prose_blocks(markdown):
        detected = foreign_language(block, lang)
        if detected:
            found.append((block.line, detected, block.text))
    return found


def prose_words(markdown: str) -> list[str]:
    return [w.lower() for b in prose_blocks(markdown) for w in WORD.findall(clean(b.text))]


# ---------------------------------------------------------------------------
# The trees
# ---------------------------------------------------------------------------


def pages(lang: str) -> set[str]:
    root = DOCS / lang
    return {p.relative_to(root).as_posix() for p in root.rglob("*.md")}


def read(lang: str, page: str) -> str:
    return (DOCS / lang / page).read_text(encoding="utf-8")


ALL_PAGES = sorted(set().union(*(pages(lang) for lang in LANGS)))


def test_every_tree_holds_the_same_pages() -> None:
    reference = pages("pt")
    assert reference, "docs/pt holds no pages"
    for lang in LANGS[1:]:
        assert pages(lang) == reference, (
            f"docs/{lang} differs from docs/pt: missing {sorted(reference - pages(lang))}, "
            f"extra {sorted(pages(lang) - reference)}"
        )


def test_own_pages_exist_in_every_tree() -> None:
    for lang in LANGS:
        missing = [p for p in OWN_PAGES if not (DOCS / lang / p).is_file()]
        assert not missing, f"docs/{lang} lacks {missing}"


@pytest.mark.parametrize("page", ALL_PAGES)
@pytest.mark.parametrize("kind", ["example", "widget"])
def test_same_markers_in_every_language(page: str, kind: str) -> None:
    found = {lang: markers(read(lang, page), kind) for lang in LANGS if (DOCS / lang / page).is_file()}
    reference = found.get("en", [])
    for lang, got in found.items():
        assert got == reference, f"docs/{lang}/{page}: {kind} markers {got} differ from docs/en's {reference}"


@pytest.mark.parametrize("page", OWN_PAGES)
def test_example_markers_name_a_spec(page: str) -> None:
    for ident in markers(read("en", page), "example"):
        assert (DOCS / "examples" / f"{ident}.yml").is_file(), f"docs/en/{page}: no docs/examples/{ident}.yml"


def test_every_tt_and_ru_spec_is_placed_on_a_page() -> None:
    placed = {ident for page in pages("en") for ident in markers(read("en", page), "example")}
    specs = {p.stem for p in (DOCS / "examples").glob("*.yml") if p.stem.startswith(("tt-", "ru-"))}
    assert specs, "no tt-/ru- example specs in docs/examples"
    assert not specs - placed, f"example specs placed on no page: {sorted(specs - placed)}"


@pytest.mark.parametrize("page", ALL_PAGES)
@pytest.mark.parametrize("lang", LANGS)
def test_page_is_written_in_its_language(lang: str, page: str) -> None:
    path = DOCS / lang / page
    assert path.is_file(), f"docs/{lang}/{page} is missing"
    foreign = foreign_blocks(path.read_text(encoding="utf-8"), lang)
    assert not foreign, f"docs/{lang}/{page} holds text in another language: " + "; ".join(
        f"line {line} looks {detected}: {text[:70]!r}" for line, detected, text in foreign
    )


@pytest.mark.parametrize("page", ALL_PAGES)
def test_no_prose_page_is_a_copy_of_another_language(page: str) -> None:
    words = {lang: prose_words(read(lang, page)) for lang in LANGS if (DOCS / lang / page).is_file()}
    langs = sorted(words)
    for i, a in enumerate(langs):
        for b in langs[i + 1 :]:
            if len(words[a]) >= 20:  # placeholders ("# index") are alike in every tree
                assert words[a] != words[b], f"docs/{a}/{page} and docs/{b}/{page} have the same text"


# ---------------------------------------------------------------------------
# The detector can fail: planted text
# ---------------------------------------------------------------------------

PLANTED_EN = (
    "When the stock runs out for the first time, the discard pile is turned over and becomes "
    "the new stock, and play goes on with an empty discard pile."
)
SAMPLES = {
    "en": PLANTED_EN,
    "pt": "Quando o monte se esgota pela primeira vez, o descarte é virado e passa a ser o novo "
    "monte, e o jogo continua com o descarte vazio.",
    "es": "Cuando el mazo se agota por primera vez, el descarte se da la vuelta y se convierte en "
    "el nuevo mazo, y el juego sigue con el descarte vacío.",
    "fr": "Quand le talon est épuisé pour la première fois, la défausse est retournée et devient "
    "le nouveau talon, et le jeu continue avec une défausse vide.",
}


@pytest.mark.parametrize("written", LANGS)
@pytest.mark.parametrize("tree", LANGS)
def test_detector_on_samples(written: str, tree: str) -> None:
    found = foreign_blocks(SAMPLES[written], tree)
    if written == tree:
        assert found == []
    else:
        assert [detected for _, detected, _ in found] == [written]


@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_detector_finds_planted_english_in_a_real_page(lang: str) -> None:
    page = read(lang, "rummy/play.md")
    assert foreign_blocks(page, lang) == []
    planted = page + "\n\n" + PLANTED_EN + "\n"
    found = foreign_blocks(planted, lang)
    assert [(detected, text) for _, detected, text in found] == [("en", PLANTED_EN)]


@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_detector_finds_an_english_heading(lang: str) -> None:
    page = read(lang, "three-thirteen/melds.md")
    planted = page.replace("\n## ", "\n## Sets and runs\n\n## ", 1)
    assert [detected for _, detected, _ in foreign_blocks(planted, lang)] == ["en"]


def test_detector_ignores_cards_names_and_rule_ids() -> None:
    assert foreign_blocks("# Three Thirteen (TT-1)\n\nQ♥ K♥ A♥ 10♦ — Knock Rummy.", "fr") == []


# ---------------------------------------------------------------------------
# Terminology (RULES.md's table) on the pages of OWN_PAGES
# ---------------------------------------------------------------------------

TERMS = {
    "en": ["knock", "deadwood", "meld", "set", "run", "stock", "discard pile", "dealer", "ledger", "rum",
           "wild card", "go out", "lay off"],
    "pt": ["bater", "sobra", "combinação", "grupo", "sequência", "monte", "descarte", "dador", "registo",
           "rum", "carta selvagem", "sair", "baixar"],
    "es": ["cerrar", "resto", "combinación", "grupo", "escalera", "mazo", "descarte", "repartidor",
           "registro", "rum", "comodín", "salir", "colocar"],
    "fr": ["frapper", "points morts", "combinaison", "groupe", "suite", "talon", "défausse", "donneur",
           "registre", "rum", "carte frime", "sortir", "poser"],
}


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_defines_every_term(lang: str) -> None:
    glossary = read(lang, "glossary.md")
    rows = [line for line in glossary.splitlines() if line.startswith("| **")]
    defined = {re.match(r"\| \*\*(.+?)\*\*", row).group(1).lower() for row in rows}
    missing = [t for t in TERMS[lang] if t not in defined]
    assert not missing, f"docs/{lang}/glossary.md defines no {missing}"


# Terms each game's pages must use (a page may also use others).
SECTION_TERMS = {
    "three-thirteen": {"en": ["wild card", "set", "run", "stock", "discard pile", "go out"],
                       "pt": ["carta selvagem", "grupo", "sequência", "monte", "descarte", "sair"],
                       "es": ["comodín", "grupo", "escalera", "mazo", "descarte", "salir"],
                       "fr": ["carte frime", "groupe", "suite", "talon", "défausse", "sortir"]},
    "rummy": {"en": ["meld", "set", "run", "stock", "discard pile", "go out", "lay off"],
              "pt": ["combinação", "grupo", "sequência", "monte", "descarte", "sair", "baixar"],
              "es": ["combinación", "grupo", "escalera", "mazo", "descarte", "salir", "colocar"],
              "fr": ["combinaison", "groupe", "suite", "talon", "défausse", "sortir", "poser"]},
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("section", sorted(SECTION_TERMS))
def test_sections_use_the_rules_terms(section: str, lang: str) -> None:
    text = " ".join(read(lang, p) for p in OWN_PAGES if p.startswith(section + "/")).lower()
    missing = [t for t in SECTION_TERMS[section][lang] if t not in text]
    assert not missing, f"docs/{lang}/{section}/ never uses {missing}"


# Brazilian forms the European Portuguese pages avoid (RULES.md: registo, dador, bónus).
BRAZILIAN = ["registro", "bônus", "equipe", "tela", "arquivo", "usuário", "cardápio", "time", "crupiê"]


@pytest.mark.parametrize("page", OWN_PAGES)
def test_portuguese_is_european(page: str) -> None:
    prose = " ".join(b.text for b in prose_blocks(read("pt", page))).lower() + " "
    found = [w for w in BRAZILIAN if re.search(r"\b" + re.escape(w.strip()) + r"\b", prose)]
    assert not found, f"docs/pt/{page} uses Brazilian forms {found}"
