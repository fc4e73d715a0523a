"""What a native reader sees on the built pages: numbers, French typography, RULES.md's terms.

Read from the built site's visible text (page bodies, example tables and their narration,
widgets' first state, the examples' SVG images), not from the Markdown, so the words the
engine and the plugins add are checked too.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from rummylab.words.catalogue import LANGS

pytestmark = pytest.mark.site


#: A fraction a reader would not write in prose or a table: 7/2, +25/2, −43/2 (RULES.md: 3½ or 3,5).
IMPROPER = re.compile(r"(?<![\w/.])[+\u2212-]?\d+/\d+(?![\w/])")
#: RULES.md: the whole hand's split is an arrangement, never the word for one meld.
ARRANGEMENT_WRONG = {
    "pt": re.compile(r"\b(melhor|todas as|outra) combinaç(ão|ões) (da|de uma) mão\b|\bmelhores combinações\b", re.I),
    "es": re.compile(r"\bmejor combinación\b|\btodas las combinaciones igual de buenas\b", re.I),
    "fr": re.compile(r"\bmeilleure combinaison\b|\btoutes les combinaisons aussi bonnes\b", re.I),
    "en": re.compile(r"\bbest (combination|meld) of the hand\b", re.I),
}
#: One term per concept (RULES.md's table): words the review found in place of the table's terms.
WRONG_TERMS = {
    "fr": re.compile(r"\bsessions?\b|\bbonus de 25\b"),
    "pt": re.compile(r"\bultrapassad[oa]s?\b|\blink\b", re.I),
    # es: usted forms; and the native review's other words for the table's terms (bots, motor de reglas,
    # empate, valor nominal, descartar, the rank's gender, a decision to look at). (The play page, rebuilt
    # elsewhere, still says «el consejero».)
    "es": re.compile(r"\b(fíjese|elija|pulse|escriba|introduzca)\b|\brobots?\b|\bmotor de cálculo\b"
                     r"|\ben tablas\b|\bvalor facial\b|\bsoltó\b|\bsueltan la\b|\bsoltarla\b|\bCarta soltada\b"
                     r"|\blos (jotas|reinas)\b|\bdecisión para fijarse\b|\bmano de tú\b|\bpor tú\b", re.I),
}


class _Visible(HTMLParser):
    """The text a reader sees: no scripts, styles, code samples, or hidden parts of a page."""

    _SKIP = {"script", "style", "code", "pre", "template", "head", "title"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self._SKIP:
            self._skipping += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in self._SKIP and self._skipping:
            self._skipping -= 1

    def handle_data(self, data: str) -> None:
        if not self._skipping:
            self.parts.append(data)


def visible_text(html: str) -> str:
    """The page's article (the content a reader reads), as plain text."""
    start = html.find('<article')
    end = html.rfind('</article>')
    parser = _Visible()
    parser.feed(html[start:end] if start >= 0 and end > start else html)
    # Collapse ASCII white space only: the narrow no-break space (U+202F) French needs is text.
    return re.sub(r"[ \t\r\n]+", " ", " ".join(parser.parts)).strip()


def _root(site: Path, lang: str) -> Path:
    return site if lang == "pt" else site / lang


def _in_language(site: Path, path: Path, lang: str) -> bool:
    """Portuguese lives at the root, the others under /en/, /es/, /fr/."""
    top = path.relative_to(site).parts[0]
    return top == lang if lang != "pt" else top not in LANGS


def _pages(site: Path, lang: str) -> list[Path]:
    return sorted(p for p in _root(site, lang).rglob("index.html") if _in_language(site, p, lang))


@pytest.fixture(scope="module")
def texts(built_site: Path) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for lang in LANGS:
        out[lang] = {str(p.relative_to(built_site)): visible_text(p.read_text(encoding="utf-8"))
                     for p in _pages(built_site, lang)}
        assert len(out[lang]) >= 22, (lang, len(out[lang]))
    return out


def test_the_visible_text_is_found(texts: dict[str, dict[str, str]]) -> None:
    # Guards the parser: the settlement page's examples and their narration are read in every language.
    for lang in LANGS:
        page = next(t for p, t in texts[lang].items() if "knock-rummy/settlement" in p)
        assert "KR-10c" in page and "KR-10e" in page and "♥" in page, lang


@pytest.mark.parametrize("lang", LANGS)
def test_no_improper_fraction_on_any_page(texts: dict[str, dict[str, str]], lang: str) -> None:
    found = {page: IMPROPER.findall(text) for page, text in texts[lang].items() if IMPROPER.search(text)}
    assert not found, found


@pytest.mark.parametrize("lang", ("pt", "es", "fr"))
def test_no_improper_fraction_in_the_examples_images(built_site: Path, lang: str) -> None:
    svgs = [p for p in (_root(built_site, lang) / "examples").glob("*.svg") if _in_language(built_site, p, lang)]
    assert svgs, f"no SVG image of the examples in {lang}"
    found = {}
    for svg in svgs:
        text = " ".join(re.findall(r">([^<>]+)<", svg.read_text(encoding="utf-8")))
        if IMPROPER.search(text):
            found[svg.name] = IMPROPER.findall(text)
    assert not found, found


def test_french_typography_before_high_punctuation(texts: dict[str, dict[str, str]]) -> None:
    # RULES.md: a narrow no-break space (U+202F) before : ; ? ! and inside « ».
    bad: dict[str, list[str]] = {}
    for page, text in texts["fr"].items():
        for m in re.finditer(r"(.{0,12})([ \u00a0]?)([:;?!»])", text):
            before, space, mark = m.groups()
            if mark == "»" or not before or before[-1] == "\u202f":
                continue
            if re.search(r"(https?|KR-\d+|\d)$", before.rstrip()) and mark == ":" and not space:
                continue  # a time, a URL, a ratio
            bad.setdefault(page, []).append(m.group(0))
        for m in re.finditer(r"«(.)|(.)»", text):
            inside = m.group(1) or m.group(2)
            if inside != "\u202f":
                bad.setdefault(page, []).append(m.group(0))
    assert not bad, {page: found[:5] for page, found in bad.items()}




def _bare_high_punctuation(text: str) -> list[str]:
    """A plain or no-break space where French wants the narrow one (U+202F) before ; ? ! : or inside « »."""
    return [m.group(0) for m in re.finditer(r".{0,12}(?:[ \u00a0][:;?!»]|«[ \u00a0])", text)]


def test_french_typography_in_the_menus_and_the_tables_of_contents(built_site: Path) -> None:
    # The sidebars are outside the article: Python-Markdown's toc once dropped every U+202F there.
    bad: dict[str, list[str]] = {}
    for path in _pages(built_site, "fr"):
        html = path.read_text(encoding="utf-8")
        start, end = html.find('class="md-main__inner'), html.find("<article")
        parser = _Visible()
        parser.feed(html[start:end])
        found = _bare_high_punctuation(re.sub(r"[ \t\r\n]+", " ", " ".join(parser.parts)))
        if found:
            bad[str(path.relative_to(built_site))] = found[:3]
    assert not bad, bad


def test_french_typography_in_the_examples_images(built_site: Path) -> None:
    bad = {}
    for svg in (built_site / "fr" / "examples").glob("*.svg"):
        found = _bare_high_punctuation(" ".join(re.findall(r">([^<>]+)<", svg.read_text(encoding="utf-8"))))
        if found:
            bad[svg.name] = found[:3]
    assert list((built_site / "fr" / "examples").glob("*.svg")) and not bad, bad


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_hand_is_an_arrangement(texts: dict[str, dict[str, str]], lang: str) -> None:
    found = {page: ARRANGEMENT_WRONG[lang].findall(text) for page, text in texts[lang].items()
             if ARRANGEMENT_WRONG[lang].search(text)}
    assert not found, found


@pytest.mark.parametrize("lang", ("pt", "es", "fr"))
def test_one_term_per_concept(texts: dict[str, dict[str, str]], lang: str) -> None:
    # The glossary's table gives every language's term side by side: it is the one page exempt.
    # Addresses (the printed page's own, "fr/knock-rummy/session/") are not words.
    prose = {page: re.sub(r"\S*/\S*", "", text) for page, text in texts[lang].items() if "glossary" not in page}
    found = {page: WRONG_TERMS[lang].findall(text) for page, text in prose.items() if WRONG_TERMS[lang].search(text)}
    assert not found, found


def test_the_checks_can_fail() -> None:
    assert IMPROPER.findall("paga 7/2 e +25/2, não 3½ nem KR-10/c") == ["7/2", "+25/2"]
    assert ARRANGEMENT_WRONG["es"].search("Mejor combinación de la mano")
    assert ARRANGEMENT_WRONG["fr"].search("Meilleure combinaison")
    assert WRONG_TERMS["es"].search("la ronda queda en tablas") and WRONG_TERMS["es"].search("Ronda 9: los jotas son")
    assert not WRONG_TERMS["es"].search("la ronda termina en empate; las jotas son comodines; los bots del sitio")
    assert _bare_high_punctuation("Rummy : le tour") and not _bare_high_punctuation("Rummy\u202f: le tour")
    assert visible_text("<article><p>a</p><script>7/2</script><code>1/2</code><p>b\u202f:</p></article>") == "a b\u202f:"
