"""The worked examples as standalone SVG images (site_plugins/embed.py, site_plugins/examples/svg.py).

Every example is written once per language as ``[<lang>/]examples/<id>.svg``; the images must be
valid XML, in their page's language, show the engine's numbers and colour the suits, and every
example on a page must link to its image. KR-EX1's numbers are recomputed here by hand from
RULES.md (KR-5: face value, court cards 10; KR-10c: the knocker beaten pays the difference + 10).
The embed pages the same hook writes are checked here too (one per example and widget and
language, no navigation, nothing but the site's own files).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

pytestmark = pytest.mark.site

SVG = "{http://www.w3.org/2000/svg}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
REPO = Path(__file__).resolve().parents[2]
SPECS = sorted(p.stem for p in (REPO / "docs" / "examples").glob("*.yml"))
PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
# Words of each language's KR-EX1 image: the table captions of the example (not the engine's numbers).
CAPTIONS = {
    "pt": ("Mãos, melhores arranjos e sobra", "Quem paga a quem"),
    "en": ("Hands, best arrangements and deadwood", "Who pays whom"),
    "es": ("Manos, mejores disposiciones y resto", "Quién paga a quién"),
    "fr": ("Mains, meilleurs arrangements et points morts", "Qui paie qui"),
}
QUEEN_OF_HEARTS = {"pt": "dama de copas", "en": "queen of hearts", "es": "reina de corazones", "fr": "dame de cœur"}


def _texts(element: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in element.iter(f"{SVG}text")]


def _load(site: Path, lang: str, example: str) -> ET.Element:
    path = site / PREFIX[lang] / "examples" / f"{example}.svg"
    assert path.is_file(), f"no image {path}"
    return ET.fromstring(path.read_bytes())  # raises on invalid XML


@pytest.mark.parametrize("lang", list(PREFIX))
def test_every_example_has_a_valid_svg_in_its_language(built_site: Path, lang: str) -> None:
    assert SPECS, "no example specs found"
    written = sorted(p.stem for p in (built_site / PREFIX[lang] / "examples").glob("*.svg"))
    assert written == SPECS
    for example in SPECS:
        root = _load(built_site, lang, example)
        assert root.tag == f"{SVG}svg"
        assert root.get(XML_LANG) == lang
        assert int(root.get("width")) > 0 and int(root.get("height")) > 0
        assert root.find(f"{SVG}title") is not None
        # Self-contained: no external reference of any kind.
        for el in root.iter():
            for name, value in el.attrib.items():
                if name.endswith("href"):
                    pytest.fail(f"{example}.svg ({lang}) refers to {value!r}")


@pytest.mark.parametrize("lang", list(PREFIX))
def test_kr_ex1_image_shows_the_numbers_and_the_language(built_site: Path, lang: str) -> None:
    root = _load(built_site, lang, "kr-ex1")
    texts = _texts(root)
    for caption in CAPTIONS[lang]:
        assert caption in texts, f"{lang}: caption {caption!r} missing from the image"
    # Independent arithmetic (KR-5 values, KR-10c): A keeps 8♦ unmatched, B keeps 3♥.
    a_deadwood = 8
    b_deadwood = 3
    amount = a_deadwood - b_deadwood + 10
    assert amount == 15
    tables = {g.get("class"): g for g in root.iter(f"{SVG}g") if (g.get("class") or "").startswith("rl-table")}
    players = next(g for c, g in tables.items() if "rl-players" in c)
    transfers = next(g for c, g in tables.items() if "rl-transfers" in c)
    rows = [[t for t in _texts(r) if t.strip()] for r in players.findall(f"{SVG}g")]
    body = {r[0].split()[0]: r for r in rows[1:]}
    assert body["A"][-2:] == [str(a_deadwood), f"−{amount}"]
    assert body["B"][-2:] == [str(b_deadwood), f"+{amount}"]
    pay_rows = [[t for t in _texts(r) if t.strip()] for r in transfers.findall(f"{SVG}g")][1:]
    assert len(pay_rows) == 1
    row = " ".join(pay_rows[0])
    assert row.startswith("A B ")
    assert row.endswith(f"{a_deadwood} − {b_deadwood} + 10 = {amount} {amount}")
    # The sentence of the example, in the page's language, names the payment too.
    sentence = " ".join("".join(t.itertext()) for t in root.iter(f"{SVG}text") if t.get("class") == "rl-sentence")
    assert f"{a_deadwood} − {b_deadwood} + 10 = {amount}" in sentence


@pytest.mark.parametrize("lang", ["pt", "fr"])
def test_cards_are_red_for_hearts_and_diamonds_and_named(built_site: Path, lang: str) -> None:
    root = _load(built_site, lang, "kr-ex1")
    cards = [g for g in root.iter(f"{SVG}g") if g.get("class") == "rl-card"]
    assert len(cards) == 2 * 7 + 2 * 7  # each hand, then each arrangement of it
    for g in cards:
        label = "".join(g.find(f"{SVG}text").itertext())
        assert re.fullmatch(r"(A|[2-9]|10|J|Q|K)[♣♦♥♠]", label), label
        red = label[-1] in "♥♦"
        fill = g.find(f"{SVG}text").get("fill").lower()
        assert (fill == "#b00020") == red, f"{label} drawn in {fill}"
        assert g.find(f"{SVG}title").text == g.get("aria-label")
    names = {g.get("aria-label") for g in cards}
    assert QUEEN_OF_HEARTS[lang] not in names  # KR-EX1 has no Q♥ …
    assert {"pt": "dama de ouros", "fr": "dame de carreau"}[lang] in names  # … but Q♦


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.downloads: list[dict[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "a" and "download" in a:
            self.downloads.append(a)


@pytest.mark.parametrize("lang", list(PREFIX))
def test_every_example_on_a_page_links_to_its_image(built_site: Path, lang: str) -> None:
    page = built_site / PREFIX[lang] / "knock-rummy" / "index.html"
    html = page.read_text(encoding="utf-8")
    shown = re.findall(r'<div class="rl-example [^"]*" id="example-[^"]*" data-example="([^"]+)"', html)
    assert "kr-ex1" in shown
    parser = _Links()
    parser.feed(html)
    links = {a["download"]: a["href"] for a in parser.downloads}
    for example in shown:
        href = links[f"rummylab-{example}-{lang}.svg"]
        url = "/" + page.relative_to(built_site).as_posix()
        target = built_site / urlsplit(urljoin(url, href)).path.lstrip("/")
        assert target.is_file(), f"{href} -> {target}"
        assert target == built_site / PREFIX[lang] / "examples" / f"{example}.svg"


# --- the embed pages written next to the images (site_plugins/embed.py) -------------------------


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, {k: v or "" for k, v in attrs}))


@pytest.mark.parametrize("lang", list(PREFIX))
def test_every_example_and_widget_has_an_embed_page(built_site: Path, lang: str) -> None:
    embed = built_site / PREFIX[lang] / "embed"
    assert sorted(p.name for p in (embed / "example").iterdir()) == SPECS
    widgets = sorted(p.name for p in embed.iterdir() if p.name != "example")
    assert "solver" in widgets
    for page in [embed / "example" / s / "index.html" for s in SPECS] + [embed / w / "index.html" for w in widgets]:
        html = page.read_text(encoding="utf-8")
        parser = _Tags()
        parser.feed(html)
        tags = parser.tags
        root = dict(tags)["html"]
        assert root["lang"] == lang and root["data-rl-embed"] in ("example", "widget"), page
        names = [t for t, _ in tags]
        assert "nav" not in names and "header" not in names and "footer" not in names, page
        assert not any("md-header" in a.get("class", "") or "md-sidebar" in a.get("class", "") for _, a in tags)
        scripts = [a["src"] for t, a in tags if t == "script" and "src" in a]
        assert [s.rsplit("/", 1)[-1] for s in scripts] == ["widgets.js", "embed.js"], page
        for tag, attrs in tags:  # everything from the site itself, relative to the page
            for name in ("src", "href"):
                value = attrs.get(name, "")
                if value and tag in ("script", "link", "img", "iframe"):
                    assert not urlsplit(value).netloc and not value.startswith("/"), f"{page}: {value}"
                    target = built_site / urlsplit(urljoin("/" + page.relative_to(built_site).as_posix(), value)).path.lstrip("/")
                    assert target.is_file(), f"{page}: {value}"
    kr_ex1 = (embed / "example" / "kr-ex1" / "index.html").read_text(encoding="utf-8")
    assert 'data-example="kr-ex1"' in kr_ex1 and "8 − 3 + 10 = 15" in kr_ex1
