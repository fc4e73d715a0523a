"""What an embed is called and where it leads back to (site_plugins/embed.py).

- An embedded example's link back to the site ("Open on rummylab") goes to the page that
  explains it: the first page of the language's navigation that shows its marker, never the
  teachers page that only demonstrates the Embed control (unless no other page shows it).
- An embed is named after what it shows, in its language: the embed page's ``<title>`` and the
  ``title`` the Embed control puts in its ``<iframe>`` snippet (``data-rl-embed-title``) name the
  example or the widget, not the page the snippet was copied from.
"""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

from tests.site.test_build import load_mkdocs_yml, nav_items

pytestmark = pytest.mark.site

PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
EXAMPLE = re.compile(r'<div class="rl-example [^"]*" id="example-[^"]*" data-example="([^"]+)"')

# KR-EX1 and the widgets, named in each language (words.py: embed.example_title, <widget>.title).
KR_EX1 = {
    "pt": "Exemplo resolvido KR-EX1 (Knock Rummy) — rummylab",
    "en": "Worked example KR-EX1 (Knock Rummy) — rummylab",
    "es": "Ejemplo resuelto KR-EX1 (Knock Rummy) — rummylab",
    "fr": "Exemple résolu KR-EX1 (Knock Rummy) — rummylab",
}
WIDGET_TITLES = {
    "pt": {"solver": "Calculadora de combinações", "quiz": "Quiz de acerto", "puzzle": "Problemas de combinações"},
    "en": {"solver": "Deadwood solver", "quiz": "Settlement quiz", "puzzle": "Meld puzzles"},
    "es": {"solver": "Calculadora de combinaciones", "quiz": "Test de liquidación", "puzzle": "Problemas de combinaciones"},
    "fr": {"solver": "Calculateur de mains", "quiz": "Quiz de règlement", "puzzle": "Problèmes de combinaisons"},
}


def _url(page: str) -> str:
    """The directory URL of a nav entry (``knock-rummy/index.md`` -> ``knock-rummy/``)."""
    stem = page[: -len(".md")]
    if stem == "index":
        return ""
    return (stem[: -len("/index")] if stem.endswith("/index") else stem) + "/"


def _nav_pages() -> list[str]:
    return [_url(page) for _, page in nav_items(load_mkdocs_yml()["nav"])]


def _title(html: str) -> str:
    match = re.search(r"<title>([^<]*)</title>", html)
    assert match, "no <title>"
    return unescape(match.group(1))


@pytest.mark.parametrize("lang", list(PREFIX))
def test_an_embedded_example_leads_back_to_the_page_that_explains_it(built_site: Path, lang: str) -> None:
    first: dict[str, str] = {}  # example -> the first page of the nav that shows it
    for url in _nav_pages():
        html = (built_site / PREFIX[lang] / url / "index.html").read_text(encoding="utf-8")
        for example in EXAMPLE.findall(html):
            first.setdefault(example, url)
    assert first.get("kr-ex1") == "knock-rummy/", first.get("kr-ex1")
    for example, url in sorted(first.items()):
        where = f"{PREFIX[lang]}embed/example/{example}/"
        html = (built_site / where / "index.html").read_text(encoding="utf-8")
        match = re.search(r'<p class="rl-embed-source"><a href="([^"]+)"', html)
        assert match, f"{where}: no link back to the site"
        target = urlsplit(urljoin("/" + where, unescape(match.group(1)))).path
        assert target == f"/{PREFIX[lang]}{url}", f"{where} leads to {target}, not to /{PREFIX[lang]}{url}"


@pytest.mark.parametrize("lang", list(PREFIX))
def test_embeds_are_named_after_what_they_show(built_site: Path, lang: str) -> None:
    example = (built_site / PREFIX[lang] / "embed" / "example" / "kr-ex1" / "index.html").read_text(encoding="utf-8")
    assert _title(example) == KR_EX1[lang]
    for name, title in WIDGET_TITLES[lang].items():
        page = built_site / PREFIX[lang] / "embed" / name / "index.html"
        assert _title(page.read_text(encoding="utf-8")) == f"{title} — rummylab", page
    # Every example's Embed control names the example (as its embed page does), wherever it is shown.
    for url in ("knock-rummy/", "teachers/"):
        html = (built_site / PREFIX[lang] / url / "index.html").read_text(encoding="utf-8")
        page_title = _title(html)
        titles = re.findall(r'data-rl-embed-src="[^"]*embed/example/([^/"]+)/" data-rl-embed-title="([^"]*)"', html)
        assert ("kr-ex1", KR_EX1[lang]) in [(e, unescape(t)) for e, t in titles], f"{url}: {titles}"
        for example_id, title in titles:
            embedded = (built_site / PREFIX[lang] / "embed" / "example" / example_id / "index.html").read_text(encoding="utf-8")
            assert unescape(title) == _title(embedded) and page_title not in unescape(title)
    # The widgets' names reach the page's script (the snippet of a widget's Embed control).
    quiz = (built_site / PREFIX[lang] / "practice" / "quiz" / "index.html").read_text(encoding="utf-8")
    strings = re.search(r'<script type="application/json" id="rl-embed-strings">(.*?)</script>', quiz)
    assert strings and f'"quiz": "{WIDGET_TITLES[lang]["quiz"]} — rummylab"' in strings.group(1)
