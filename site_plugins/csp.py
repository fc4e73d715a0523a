"""A Content-Security-Policy on every page the build writes, as a ``<meta http-equiv>``.

MkDocs plugin ``rummylab-csp`` (list it before ``rummylab-offline``). A static host sends no
headers of ours, so each HTML file of the built site — the pages, the 404 pages, the embed pages
that ``site_plugins/embed.py`` writes after the pages — gets its policy in a ``<meta>`` right after
``<meta charset>``, before anything the policy governs. It is written once, when the LAST language
is built (every file is there then) and before ``rummylab-offline`` hashes the files for the service
worker, so the offline copy holds the pages with their policy.

The policy (:data:`DIRECTIVES`; README's "Deploying" gives the header for hosts that set one):

- ``default-src 'self'``: nothing from another origin, whatever the kind;
- ``script-src 'self'`` and the SHA-256 of each inline script of *that* page (the theme's and
  ours, read from the final HTML): no ``'unsafe-inline'``, no ``'unsafe-eval'``, and no
  ``'wasm-unsafe-eval'``: no page compiles WebAssembly. Pyodide runs in the engine's worker, which
  a meta policy never reaches (a worker from an http(s) address takes the policy of its own
  response, the spec says and Chromium does); a host's header on the scripts does
  (``site_plugins/serve.py``'s ``WORKER_POLICY`` gives the worker ``'wasm-unsafe-eval'``);
- ``style-src 'self'`` and the hashes of the page's ``<style>`` elements (an embed page's), and
  ``style-src-attr 'unsafe-hashes'`` with the hash of each ``style="…"`` value the page holds
  (Python-Markdown aligns table columns with ``style="text-align: right;"``), or ``'none'``: the
  theme's scripts set styles through the CSSOM (``el.style.top = …``), which no policy governs;
- ``img-src 'self' data:``: the theme's icons in CSS are ``data:`` SVGs;
- ``worker-src``, ``connect-src 'self'``; ``object-src 'none'``, ``base-uri 'self'``,
  ``form-action 'self'``.

JSON data blocks (``<script type="application/json">``) are not run and need no hash.
``frame-ancestors`` cannot be delivered by a meta (browsers ignore it there): see the README.

>>> page = '<html><head><meta charset="utf-8"><script>go()</script></head><body><p style="a:b">x</p></body></html>'
>>> marked = add_policy(page)
>>> marked.index('<meta http-equiv="Content-Security-Policy"') == len('<html><head><meta charset="utf-8">')
True
>>> source_hash("go()") in policy_of(marked) and add_policy(marked) == marked
True
"""

from __future__ import annotations

import base64
import hashlib
import re
from html import escape, unescape
from pathlib import Path
from typing import Any

from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, event_priority, get_plugin_logger

__all__ = ["CspPlugin", "DIRECTIVES", "add_policy", "policy", "policy_of", "source_hash", "inline_parts",
           "write_policies", "is_executable"]

log = get_plugin_logger(__name__)

#: Every page's policy, before its hashes are added (see the module's docstring for the reasons).
DIRECTIVES: dict[str, tuple[str, ...]] = {
    "default-src": ("'self'",),
    "script-src": ("'self'",),
    "style-src": ("'self'",),
    "style-src-attr": (),
    "img-src": ("'self'", "data:"),
    "worker-src": ("'self'",),
    "connect-src": ("'self'",),
    "object-src": ("'none'",),
    "base-uri": ("'self'",),
    "form-action": ("'self'",),
}

#: The ``type`` values of a script the browser runs (besides none): classic and module.
_JS_TYPES = {"", "module", "text/javascript", "application/javascript", "application/ecmascript",
             "text/ecmascript", "text/jscript", "text/livescript", "text/x-javascript",
             "application/x-javascript", "text/x-ecmascript", "application/x-ecmascript"}

_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="[^"]*">\n?', re.I)
_CHARSET = re.compile(r"<meta\s+charset=[^>]*>", re.I)
_HEAD = re.compile(r"<head\b[^>]*>", re.I)
_SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.I | re.S)
_STYLE = re.compile(r"<style\b[^>]*>(.*?)</style\s*>", re.I | re.S)
_STYLE_ATTR = re.compile(r"""\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.I)
_ATTR = re.compile(r"""([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?""")


def source_hash(text: str) -> str:
    """A CSP hash source for an inline script, style or style attribute: ``'sha256-…'``.

    The browser hashes the element's text as UTF-8 after the parser has turned CR LF into LF.

    >>> source_hash("")
    "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
    """
    digest = hashlib.sha256(text.replace("\r\n", "\n").replace("\r", "\n").encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def is_executable(attributes: str) -> bool:
    """Whether a ``<script>`` with these attributes (the text inside its start tag) runs inline code.

    >>> is_executable(' type="module"'), is_executable(' type="application/json" id="x"'), is_executable(' src="a.js"')
    (True, False, False)
    """
    attrs = {m[1].lower(): unescape(m[2] or m[3] or m[4] or "") for m in _ATTR.finditer(attributes)}
    return "src" not in attrs and attrs.get("type", "").strip().lower() in _JS_TYPES


def inline_parts(html: str) -> tuple[list[str], list[str], list[str]]:
    """The texts of a page's inline executable scripts, of its ``<style>`` elements and of its
    ``style`` attributes (decoded, as the browser hashes them), each list in page order."""
    scripts = [m[2] for m in _SCRIPT.finditer(html) if is_executable(m[1])]
    styles = [m[1] for m in _STYLE.finditer(html)]
    attributes = [unescape(m[1] if m[1] is not None else m[2]) for m in _STYLE_ATTR.finditer(html)]
    return scripts, styles, attributes


def _sources(texts: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(source_hash(text) for text in texts))


def policy(html: str) -> str:
    """The policy of one page: :data:`DIRECTIVES` with the hashes of what the page holds inline."""
    scripts, styles, attributes = inline_parts(_META.sub("", html))
    sources = dict(DIRECTIVES)
    sources["script-src"] += _sources(scripts)
    sources["style-src"] += _sources(styles)
    sources["style-src-attr"] = ("'unsafe-hashes'", *_sources(attributes)) if attributes else ("'none'",)
    return "; ".join(" ".join((name, *values)) for name, values in sources.items())


def policy_of(html: str) -> str | None:
    """The policy a page's meta carries, or None."""
    found = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', html, re.I)
    return unescape(found[1]) if found else None


def add_policy(html: str) -> str:
    """The page with its policy's meta first in its head (right after ``<meta charset>``),
    replacing a policy it carried (a page written by an earlier build of the same process)."""
    html = _META.sub("", html)
    meta = f'<meta http-equiv="Content-Security-Policy" content="{escape(policy(html), quote=False)}">'
    anchor = _CHARSET.search(html) or _HEAD.search(html)
    if anchor is None:
        raise PluginError("rummylab-csp: a page without <head> nor <meta charset>")
    return html[: anchor.end()] + meta + html[anchor.end():]


def write_policies(site: Path) -> int:
    """Give every HTML file of a built site its policy; returns how many files there were."""
    pages = sorted(site.rglob("*.html"))
    for path in pages:
        text = path.read_text(encoding="utf-8")
        try:
            marked = add_policy(text)
        except PluginError as err:
            raise PluginError(f"{err}: {path.relative_to(site)}") from None
        if marked != text:
            path.write_text(marked, encoding="utf-8")
    return len(pages)


class CspConfig(Config):
    """``rummylab-csp`` has no options: the policy is :data:`DIRECTIVES` and each page's hashes."""


class CspPlugin(BasePlugin[CspConfig]):
    """MkDocs plugin ``rummylab-csp``: a Content-Security-Policy meta in every built page."""

    @event_priority(-200)  # after the hooks' files (embed pages), before rummylab-offline (-300) hashes them
    def on_post_build(self, *, config: MkDocsConfig) -> None:
        i18n: Any = config.plugins.get("i18n")
        if i18n is not None and i18n.building:
            return  # another language follows; the last one's build writes every policy at once
        count = write_policies(Path(config.site_dir))
        log.info(f"rummylab-csp: a Content-Security-Policy in each of {count} pages")
