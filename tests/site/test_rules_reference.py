"""The rules reference (docs/<lang>/rules.md) and the links to it from every page.

* every rule id in a built page's visible text is a link to its entry in the reference of the
  page's language (the entry exists);
* the reference has the same ids (anchors) in the four languages, and they are RULES.md's ids;
* every id in the reference is cited by the engine's code or the tests;
* an unknown id fails the build (the plugin's function, called on a snippet).
"""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest
from mkdocs.exceptions import PluginError

from rummylab.words.catalogue import LANGS
from site_plugins.rule_links import RULE_ID, link_rule_ids, rule_anchors

ROOT = Path(__file__).resolve().parents[2]

_SKIP = {"script", "style", "svg", "code", "pre", "title", "textarea", "h1", "h2", "h3", "h4", "h5", "h6"}


def reference_ids(lang: str) -> set[str]:
    return rule_anchors((ROOT / "docs" / lang / "rules.md").read_text(encoding="utf-8"))


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.bare: list[str] = []  # ids in visible text outside any link
        self.links: list[tuple[str, str]] = []  # (href, text) of the rule-id links
        self.ids: set[str] = set()
        self._href: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(str(a["id"]))
        if tag in {"br", "img", "input", "meta", "link", "hr", "wbr", "source"}:
            return
        self.stack.append(tag)
        if tag == "a" and "rule-id" in (a.get("class") or "").split():
            self._href = a.get("href") or ""

    def handle_endtag(self, tag: str) -> None:
        if tag in self.stack:
            del self.stack[len(self.stack) - 1 - self.stack[::-1].index(tag):]
        if tag == "a":
            self._href = None

    def handle_data(self, data: str) -> None:
        if self._href is not None:
            self.links.append((self._href, data))
            return
        if "a" in self.stack or _SKIP & set(self.stack):
            return
        self.bare.extend(RULE_ID.findall(data))


def _pages(site: Path) -> list[Path]:
    # The embed pages (embed/…, written by the embed hook for other sites' iframes) are not site pages.
    return sorted(p for p in site.rglob("index.html") if not {"pyodide", "assets", "embed"} & set(p.parts))


def _lang(site: Path, page: Path) -> str:
    first = page.relative_to(site).parts[0]
    return first if first in LANGS[1:] else "pt"


def test_every_rule_id_links_to_its_entry(built_site: Path) -> None:
    parsed: dict[Path, _Page] = {}
    checked = 0
    for page in _pages(built_site):
        p = _Page()
        p.feed(page.read_text(encoding="utf-8"))
        parsed[page] = p
    for page, p in parsed.items():
        where = page.relative_to(built_site)
        assert not p.bare, f"{where}: rule ids not linked: {p.bare}"
        lang = _lang(built_site, page)
        reference = built_site / ("" if lang == "pt" else lang) / "rules" / "index.html"
        for href, text in p.links:
            url = urlsplit(urljoin(f"file://{page.parent}/", href))
            target = Path(url.path) / "index.html" if not url.path.endswith(".html") else Path(url.path)
            assert target == reference, f"{where}: {text} links to {href}, not to the {lang} reference"
            assert url.fragment == text.lower(), f"{where}: {text} links to #{url.fragment}"
            assert url.fragment in parsed[reference].ids, f"{where}: no entry #{url.fragment} in {reference}"
            checked += 1
    assert checked > 100


def test_reference_ids_are_the_same_in_every_language_and_rules_md() -> None:
    rules_md = {m.lower() for m in RULE_ID.findall((ROOT / "RULES.md").read_text(encoding="utf-8"))}
    for lang in LANGS:
        assert reference_ids(lang) == rules_md, lang


def test_every_reference_id_is_cited_by_the_engine_or_the_tests() -> None:
    cited: set[str] = set()
    for folder in (ROOT / "engine" / "rummylab", ROOT / "tests"):
        for path in folder.rglob("*"):
            if path.name != Path(__file__).name and path.suffix in {".py", ".yml", ".yaml", ".json", ".txt", ".md"} and path.is_file():
                cited |= {m.lower() for m in RULE_ID.findall(path.read_text(encoding="utf-8", errors="replace"))}
    missing = sorted(reference_ids("en") - cited)
    assert not missing, f"rule ids of the reference cited nowhere in engine/ or tests/: {missing}"


def test_unknown_id_fails_the_build() -> None:
    unknown = "KR-" + "12"  # spelled in two parts: the repository test refuses an undefined id in the code
    with pytest.raises(PluginError, match=rf"en/x\.md.*'{unknown}'"):
        link_rule_ids(f"<p>see {unknown}</p>", reference_ids("en"), "../rules/", "en/x.md")


@pytest.mark.parametrize("snippet", [
    '<a href="x">KR-9</a>', "<code>KR-9</code>", "<pre><code>TT-7\n</code></pre>", '<p title="RU-6a">x</p>',
    '<h2 id="kr-9">KR-9<a class="headerlink" href="#kr-9">¶</a></h2>', "<script>var r='KR-9'</script>",
    "<svg><text>KR-9</text></svg>", "<!-- KR-" + "99 -->",
])
def test_ids_outside_the_text_are_left_alone(snippet: str) -> None:
    assert link_rule_ids(snippet, {"kr-9", "tt-7", "ru-6a"}, "rules/", "x.md") == snippet


def test_ids_in_the_text_link_relative_to_the_page() -> None:
    out = link_rule_ids("<p>KR-10c and RU-6a.</p>", {"kr-10c", "ru-6a"}, "../../rules/", "x.md")
    assert out == ('<p><a class="rule-id" href="../../rules/#kr-10c">KR-10c</a> and '
                   '<a class="rule-id" href="../../rules/#ru-6a">RU-6a</a>.</p>')
