"""The site's own words (site_plugins/words.py and its parts, site_plugins/words_parts/*.py): every
term once, in every language, never empty.

Python keeps the last of two equal keys in a dict literal without a word, so a term written
twice (or a language written twice in one term) is found by reading each module's source.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest

from site_plugins import embed
from site_plugins.widgets import markup as widget_markup
from site_plugins.widgets import puzzles as widget_puzzle
from site_plugins.widgets import quiz as widget_quiz
from site_plugins.words import CATALOGUE, LANGS, word
from tests.engine.test_catalogue_language import english_words, french_typography

PLUGINS = Path(__file__).resolve().parents[2] / "site_plugins"
#: Each source of terms and the name of its one literal.
SOURCES = {PLUGINS / "words.py": "_WORDS", **{p: "WORDS" for p in sorted((PLUGINS / "words_parts").glob("*.py"))
                                             if p.name != "__init__.py"}}
SLOT = re.compile(r"\{(\w+)\}")


def catalogue_literal(source: str, name: str = "CATALOGUE") -> ast.Dict:
    """The dict literal assigned to ``name``, the only statement of the module that writes to it."""
    tree = ast.parse(source)
    literals = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                assert not (isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name)
                            and target.value.id == name), f"line {node.lineno}: a term is added outside the literal"
                if isinstance(target, ast.Name) and target.id == name:
                    assert isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Dict), (
                        f"line {node.lineno}: {name} must be one dict literal")
                    literals.append(node.value)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            assert not (isinstance(owner, ast.Name) and owner.id == name and node.func.attr in (
                "update", "setdefault", "__setitem__")), f"line {node.lineno}: {name} is changed after its literal"
    assert len(literals) == 1, f"{name} is assigned {len(literals)} times"
    return literals[0]


def repeated_keys(literal: ast.Dict, where: str) -> list[str]:
    """Every key written more than once in a dict literal, with the lines it is on."""
    keys: list[tuple[str, int]] = []
    for key in literal.keys:
        assert isinstance(key, ast.Constant) and isinstance(key.value, str), (
            f"{where}: every key must be a string written out, not {ast.unparse(key) if key else '**'}")
        keys.append((key.value, key.lineno))
    counts = Counter(k for k, _ in keys)
    return [f"{where}{k!r} on lines {', '.join(str(n) for kk, n in keys if kk == k)}" for k, c in counts.items() if c > 1]


@pytest.mark.parametrize("source", list(SOURCES), ids=[p.stem for p in SOURCES])
def test_no_term_is_written_twice(source: Path) -> None:
    literal = catalogue_literal(source.read_text(encoding="utf-8"), SOURCES[source])
    problems = repeated_keys(literal, "")
    for key, value in zip(literal.keys, literal.values):
        assert isinstance(value, ast.Dict), f"term {ast.unparse(key) if key else '**'} is not a dict literal"
        problems += repeated_keys(value, f"term {ast.unparse(key) if key else '**'}: language ")
    assert not problems, "written twice (Python keeps only the last):\n" + "\n".join(problems)


def test_a_part_holds_its_own_namespace() -> None:
    # words_parts/coach.py holds coach.* and nothing else, so two tools never write into one file.
    problems = []
    for source in (p for p in SOURCES if p.parent.name == "words_parts"):
        literal = catalogue_literal(source.read_text(encoding="utf-8"), "WORDS")
        keys = [k.value for k in literal.keys if isinstance(k, ast.Constant)]
        problems += [f"{source.name}: {k}" for k in keys if not k.startswith(source.stem + ".")]
    assert not problems, "a term outside its part's namespace:\n" + "\n".join(problems)


def test_the_check_finds_a_term_written_twice() -> None:
    # The same check on a catalogue with a repeated term and a repeated language.
    source = 'CATALOGUE = {\n  "a": {"pt": "x", "pt": "y"},\n  "b": {"pt": "x"},\n  "a": {"pt": "z"},\n}\n'
    literal = catalogue_literal(source)
    assert repeated_keys(literal, "") == ["'a' on lines 2, 4"]
    assert repeated_keys(literal.values[0], "a: ") == ["a: 'pt' on lines 2, 2"]  # type: ignore[arg-type]


def test_every_term_has_every_language_and_no_empty_text() -> None:
    problems = []
    for term, texts in CATALOGUE.items():
        if set(texts) != set(LANGS):
            problems.append(f"{term}: has {', '.join(sorted(texts))}, needs {', '.join(sorted(LANGS))}")
        problems += [f"{term}: empty in {lang}" for lang, text in texts.items() if not text.strip()]
    assert not problems, "\n".join(problems)


# Two spellings of one value, filled together wherever a term has either: the wild rank as the cards
# show it ("K") and as a plural noun ("rois"), for the languages that write "les rois sont des cartes frimes".
SAME_VALUE = {"wilds": "wild"}


def test_every_language_has_the_same_slots() -> None:
    problems = []
    for term, texts in CATALOGUE.items():
        slots = {lang: sorted({SAME_VALUE.get(s, s) for s in SLOT.findall(text)}) for lang, text in texts.items()}
        if len({tuple(s) for s in slots.values()}) > 1:
            problems.append(f"{term}: {slots}")
    assert not problems, "\n".join(problems)


def test_term_names() -> None:
    # namespace.key, or a bare key for a word several parts of the site share (no dot in it).
    # A tool with its own part (site_plugins/words_parts/<namespace>.py) names its namespace there.
    parts = "|".join(p.stem for p in SOURCES if p.parent.name == "words_parts")
    namespaces = "solver|quiz|puzzle|play|embed|example|theme|url" + (f"|{parts}" if parts else "")
    bad = [t for t in CATALOGUE if not re.fullmatch(rf"({namespaces})\.[\w.-]+|\w+", t)]
    assert not bad


@pytest.mark.parametrize("terms", [widget_markup.SOLVER_WORDS, widget_quiz.QUIZ_WORDS, widget_puzzle.PUZZLE_WORDS,
                                   embed.EMBED_WORDS], ids=["solver", "quiz", "puzzle", "embed"])
def test_every_script_word_is_a_term(terms: tuple[str, ...]) -> None:
    assert [t for t in terms if t not in CATALOGUE] == []
    keys = [t.split(".", 1)[-1] for t in terms]
    assert len(keys) == len(set(keys)), "two terms of one script have the same key"


def test_word_fills_slots_and_names_an_unknown_term() -> None:
    assert word("quiz.seed", "pt", seed=7, level=2) == "Quiz n.º 7, nível 2"
    with pytest.raises(KeyError, match="no term 'solver.titel'"):
        word("solver.titel", "en")
    with pytest.raises(KeyError, match="no language 'de'"):
        word("solver.title", "de")


# ---- the words read as their language (the same checks as the engine's catalogue) ------------------------

def test_french_typography() -> None:
    # A narrow no-break space (U+202F) before : ; ? ! and inside « », the apostrophe ’.
    problems = [f"{term}: {texts['fr']!r} {french_typography(texts['fr'])}" for term, texts in CATALOGUE.items()
                if french_typography(texts["fr"])]
    assert not problems, "\n".join(problems)


#: An article before a card's slot: a card is shown as a glyph ("Q♠", "A♠"), so "le {card}" reads "le Q♠"
#: (a queen is feminine) and "le A♠" (no elision). The engine's texts name a card without an article.
FRENCH_ARTICLE_BEFORE_CARD = re.compile(r"\b(?:le|la|les|l’|du|au|aux|un|une)\s*\{(?:\w*card\w*|top|taken)\}",
                                        re.IGNORECASE)


def test_french_names_a_card_without_an_article() -> None:
    from rummylab.words.catalogue import CATALOGUE as ENGINE

    problems = [f"{term}: {texts['fr']!r}" for catalogue in (CATALOGUE, ENGINE) for term, texts in catalogue.items()
                if FRENCH_ARTICLE_BEFORE_CARD.search(texts["fr"])]
    assert not problems, "\n".join(problems)
    assert FRENCH_ARTICLE_BEFORE_CARD.search("Défaussez le {card} : …")
    assert not FRENCH_ARTICLE_BEFORE_CARD.search("les {wild} sont frimes ; posez {card} sur la combinaison {n}")

def test_other_languages_keep_ordinary_spaces() -> None:
    # Save one: Spanish and Portuguese bind the percent sign to its number with a no-break space (as
    # rummylab.core.amounts.PERCENT writes it); English has none.
    assert [t for t, texts in CATALOGUE.items() for lang in ("pt", "en", "es")
            if "\u202f" in texts[lang] or "\u00a0" in texts[lang].replace("\u00a0%", "")] == []
    assert [t for t, texts in CATALOGUE.items() for lang in ("pt", "es")
            if re.search(r"[\d}] ?%", texts[lang])] == []  # never "100%" nor "{n} %" with a breakable space


@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_no_english_left(lang: str) -> None:
    problems = [f"{term}: {texts[lang]!r}" for term, texts in CATALOGUE.items()
                if english_words(SLOT.sub("7", texts[lang]))]
    assert not problems, "\n".join(problems)
