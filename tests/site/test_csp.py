"""The Content-Security-Policy of the built site (site_plugins/csp.py), read from the files alone.

Every HTML file carries one policy meta, first in its head after ``<meta charset>``; the policy
lists the hash of each inline script the page runs, of each ``<style>`` and of each style
attribute, and nothing that would let other code in. The pages are read with ``html.parser`` here,
not with the plugin's own expressions. (tests/browser: every browser test fails on a violation.)
"""

from __future__ import annotations

import base64
import hashlib
import html.parser
from pathlib import Path

import pytest

from tests.site.test_build import all_html

pytestmark = pytest.mark.site

CSP = "content-security-policy"
#: The script types a browser runs (JSON data blocks and other types are data).
RUN = {None, "", "module", "text/javascript", "application/javascript"}


def sha(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"


class Page(html.parser.HTMLParser):
    """What a page holds that a policy governs: its head's elements in order, inline scripts,
    ``<style>`` elements, style attributes, event handler attributes and ``javascript:`` links."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.head: list[tuple[str, dict[str, str | None]]] = []
        self.in_head = False
        self.scripts: list[str] = []
        self.styles: list[str] = []
        self.style_attributes: list[str] = []
        self.handlers: list[str] = []
        self._text: list[str] | None = None
        self._kind = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "head":
            self.in_head = True
        elif self.in_head:
            self.head.append((tag, a))
        for name, value in attrs:
            if name.startswith("on") or (name in ("href", "src", "action") and (value or "").strip().lower().startswith("javascript:")):
                self.handlers.append(f"<{tag} {name}={value!r}>")
            if name == "style" and value is not None:
                self.style_attributes.append(value)
        if tag == "script" and "src" not in a and (a.get("type") or "").lower() in RUN:
            self._text, self._kind = [], "script"
        elif tag == "style":
            self._text, self._kind = [], "style"

    def handle_data(self, data: str) -> None:
        if self._text is not None:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "head":
            self.in_head = False
        if self._text is not None and tag == self._kind:
            (self.scripts if tag == "script" else self.styles).append("".join(self._text))
            self._text = None


def read(path: Path) -> Page:
    page = Page()
    page.feed(path.read_text(encoding="utf-8"))
    page.close()
    return page


def directives(policy: str) -> dict[str, list[str]]:
    parts = [d.split() for d in policy.split(";") if d.strip()]
    return {d[0]: d[1:] for d in parts}


@pytest.fixture(scope="module")
def pages(built_site: Path) -> dict[str, Page]:
    found = {p.relative_to(built_site).as_posix(): read(p) for p in all_html(built_site)}
    assert len(found) > 200 and {"404.html", "en/404.html", "en/embed/solver/index.html"} <= set(found)
    return found


def policy(page: Page) -> str:
    metas = [a.get("content") or "" for tag, a in page.head if tag == "meta" and (a.get("http-equiv") or "").lower() == CSP]
    assert len(metas) == 1, f"{len(metas)} policies in the head"
    return metas[0]


def test_every_page_has_one_policy_first_in_its_head(pages: dict[str, Page]) -> None:
    bad = []
    for name, page in pages.items():
        try:
            policy(page)
        except AssertionError as err:
            bad.append(f"{name}: {err}")
            continue
        # Nothing that loads or runs comes before the policy: only the character set may.
        first = [(tag, a) for tag, a in page.head[:2]]
        if not (first[0][0] == "meta" and "charset" in first[0][1] and (first[1][1].get("http-equiv") or "").lower() == CSP):
            bad.append(f"{name}: the head begins with {first}")
    assert not bad, "\n".join(bad[:20])


def test_every_inline_script_and_style_is_hashed_and_nothing_else_is_let_in(pages: dict[str, Page]) -> None:
    bad = []
    for name, page in pages.items():
        d = directives(policy(page))
        scripts = {sha(text) for text in page.scripts}
        styles = {sha(text) for text in page.styles}
        attributes = {sha(text) for text in page.style_attributes}
        expected = {
            "default-src": ["'self'"], "img-src": ["'self'", "data:"], "worker-src": ["'self'"],
            "connect-src": ["'self'"], "object-src": ["'none'"], "base-uri": ["'self'"], "form-action": ["'self'"],
        }
        for key, value in expected.items():
            if d.get(key) != value:
                bad.append(f"{name}: {key} {d.get(key)}")
        if d["script-src"][:1] != ["'self'"] or set(d["script-src"][1:]) != scripts:
            bad.append(f"{name}: script-src {d['script-src']} for the inline scripts {sorted(scripts)}")
        if d["style-src"][:1] != ["'self'"] or set(d["style-src"][1:]) != styles:
            bad.append(f"{name}: style-src {d['style-src']} for the <style> elements {sorted(styles)}")
        want_attr = ["'unsafe-hashes'", *sorted(attributes)] if attributes else ["'none'"]
        if [d["style-src-attr"][0], *sorted(d["style-src-attr"][1:])] != want_attr:
            bad.append(f"{name}: style-src-attr {d['style-src-attr']} for the style attributes {page.style_attributes}")
        if any(word in policy(page) for word in ("'unsafe-inline'", "'unsafe-eval'", "'wasm-unsafe-eval'", "*", "http:", "https:")):
            bad.append(f"{name}: the policy lets other code in: {policy(page)}")
        if page.handlers:
            bad.append(f"{name}: inline handlers the policy refuses: {page.handlers[:3]}")
    assert not bad, "\n".join(bad[:20])


def test_the_theme_and_our_inline_scripts_are_there_to_be_hashed(pages: dict[str, Page]) -> None:
    """The check above is not empty: a practice page runs the theme's inline scripts and ours."""
    page = pages["en/practice/solver/index.html"]
    assert any("__md_scope" in s for s in page.scripts)  # the theme's
    assert any("__rlWorkers" in s for s in page.scripts)  # overrides/assets/engine-head.js
    assert any("assets/engine.js" in s for s in page.scripts)  # main.html's module
    assert pages["en/embed/solver/index.html"].styles  # the embed page's own <style>
