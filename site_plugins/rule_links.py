"""Every rule id a page mentions (``KR-10c``, ``TT-7``, ``RU-6a``) links to its entry in the rules reference.

MkDocs plugin ``rummylab-rule-links``. Under mkdocs-static-i18n it runs once per language: the
reference is that language's ``rules.md`` (option ``page``), whose entries carry the anchors
(``{ #kr-10c }``). In each page's HTML, an id in the text (not inside ``<a>``, ``<code>``,
``<pre>``, a heading, ``<script>``, ``<style>`` or ``<svg>``, nor in an attribute) becomes a link
to ``rules/#kr-10c`` relative to the page, in the same language. An id with no entry fails the
build, naming the page, so a typo cannot render.

>>> link_rule_ids('<p>A pays B (KR-10c); <code>KR-9</code></p>', {"kr-10c", "kr-9"}, "../rules/", "x.md")
'<p>A pays B (<a class="rule-id" href="../rules/#kr-10c">KR-10c</a>); <code>KR-9</code></p>'
>>> rule_anchors("**KR-1** Players.\\n{ #kr-1 }\\n")
{'kr-1'}
"""

from __future__ import annotations

import re

from mkdocs.config import config_options as c
from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

__all__ = ["RuleLinksPlugin", "RULE_ID", "link_rule_ids", "rule_anchors"]

#: A rule id as the pages write it: KR, TT or RU, a number, at most one lower-case letter.
RULE_ID = re.compile(r"(?<![\w-])(?:KR|TT|RU)-\d+[a-z]?(?![\w-])")

_ANCHOR = re.compile(r"\{\s*#((?:kr|tt|ru)-\d+[a-z]?)\s*\}")
_TOKEN = re.compile(r"<!--.*?-->|<[^>]*>", re.S)
_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)")
_SKIP = frozenset({"a", "code", "pre", "script", "style", "svg", "h1", "h2", "h3", "h4", "h5", "h6", "textarea"})


def rule_anchors(markdown: str) -> set[str]:
    """The rule anchors (``kr-10c``) a reference page defines with attr_list."""
    return set(_ANCHOR.findall(markdown))


def link_rule_ids(html: str, anchors: set[str], target: str, where: str) -> str:
    """``html`` with each rule id of its text linked to ``target + "#" + id.lower()``.

    Raises:
        PluginError: an id in the text has no anchor in ``anchors`` (``where`` names the page).
    """
    out: list[str] = []
    skip: list[str] = []
    pos = 0
    for token in _TOKEN.finditer(html):
        out.append(_link_text(html[pos:token.start()], anchors, target, where) if not skip else html[pos:token.start()])
        out.append(token.group())
        pos = token.end()
        tag = _TAG.match(token.group())
        if tag is None or token.group().endswith("/>"):
            continue
        closing, name = tag.group(1) == "/", tag.group(2).lower()
        if name not in _SKIP:
            continue
        if not closing:
            skip.append(name)
        elif name in skip:
            del skip[len(skip) - 1 - skip[::-1].index(name):]
    rest = html[pos:]
    out.append(_link_text(rest, anchors, target, where) if not skip else rest)
    return "".join(out)


def _link_text(text: str, anchors: set[str], target: str, where: str) -> str:
    def link(match: re.Match[str]) -> str:
        rule = match.group()
        anchor = rule.lower()
        if anchor not in anchors:
            raise PluginError(f"rummylab-rule-links: {where}: rule id {rule!r} has no entry in the rules reference")
        return f'<a class="rule-id" href="{target}#{anchor}">{rule}</a>'

    return RULE_ID.sub(link, text)


class RuleLinksConfig(Config):
    page = c.Type(str, default="rules.md")
    """The rules reference, relative to a language's tree (``docs/<lang>/``)."""


class RuleLinksPlugin(BasePlugin[RuleLinksConfig]):
    """MkDocs plugin ``rummylab-rule-links``: rule ids link to the rules reference of the page's language."""

    def __init__(self) -> None:
        self.anchors: dict[str, set[str]] = {}  # language folder -> the reference's anchors

    def on_files(self, files: Files, *, config: MkDocsConfig) -> Files:
        for file in files.documentation_pages():
            lang, _, rest = file.src_uri.partition("/")
            if rest == self.config.page:
                self.anchors[lang] = rule_anchors(file.content_string)
        return files

    def on_page_content(self, html: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        lang, _, rest = page.file.src_uri.partition("/")
        anchors = self.anchors.get(lang)
        if anchors is None:
            raise PluginError(f"rummylab-rule-links: no rules reference {lang}/{self.config.page} for {page.file.src_uri}")
        if rest == self.config.page:
            target = ""
        else:
            prefix = f"{lang}/" if page.url.startswith(f"{lang}/") else ""
            reference = files.get_file_from_path(f"{lang}/{self.config.page}")
            url = reference.url if reference is not None else prefix + self.config.page.removesuffix(".md") + "/"
            target = get_relative_url(url, page.url)
        # A live widget names the rule of a refused move as the engine gives it: it links it to the
        # reference through the address written here (``data-rl-rules=""`` in its markup).
        html = html.replace('data-rl-rules=""', f'data-rl-rules="{target or "./"}"')
        return link_rule_ids(html, anchors, target, page.file.src_uri)
