"""For teachers: embed pages, SVG images of the worked examples, printable pages.

A MkDocs *hook* (``hooks:`` in mkdocs.yml; hooks run after every plugin, so this sees the
examples and widgets already rendered). For each language the i18n plugin builds it:

- **SVG images.** Every worked example is written once per language as a standalone SVG,
  ``[<lang>/]examples/<id>.svg``, drawn from the example's HTML as the ``rummylab-examples``
  plugin rendered it (its render cache: :func:`site_plugins.examples.render`), so the image shows
  the same cards, tables and sentences as the page (:mod:`site_plugins.examples.svg`). Each
  example on a page gets a download link to it.
- **Embed pages**, meant for an ``<iframe>``: no header, no navigation, sized to their content.
  ``[<lang>/]embed/example/<id>/`` shows one example (one static page per example and language:
  there is no parameter to validate); ``[<lang>/]embed/<widget>/`` shows a practice widget, whose
  own script reads and validates its URL parameters through the engine (``?hand=…&game=…`` for
  the solver). ``docs/assets/embed.js`` tells the parent page the embed's height and forwards the
  practice widgets' results (``postMessage``; the format is on the teachers page).
- **The Embed control**: ``embed.js`` adds one to every example and widget of the normal pages,
  with the words this hook puts in the page (:data:`EMBED_WORDS`, from :mod:`site_plugins.words`).
  The snippet's ``title`` names the embedded thing in the page's language, as the embed page's
  own ``<title>`` does (:func:`example_title`, :func:`widget_title`); an example's embed links
  back to the page that explains it: the first page of the language's navigation that shows it.
- **Print**: every page ends with an element holding its URL, shown only in print
  (``docs/assets/print.css`` hides the navigation and keeps an example on one page).

>>> relative_root("en/knock-rummy/settlement/", "en/")
'../../'
>>> relative_root("", "")
'./'
>>> relative_root("knock-rummy/faq/", "")
'../../'
"""

from __future__ import annotations

import json
import posixpath
from html import escape
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.pages import Page

from rummylab.core.errors import RummyError
from rummylab.games import get as get_game
from rummylab.words.language import colon
from site_plugins.examples import page_language, render
from site_plugins.examples.spec import Spec
from site_plugins.examples.svg import example_svg
from site_plugins.widgets.styles import tool_styles_for
from site_plugins.words import LANGS, script_words, word

__all__ = ["EMBED_WORDS", "WIDGETS", "relative_root", "embed_page", "example_tools", "example_title", "widget_title"]

#: Widgets that get an embed page when the widgets plugin knows them (the others are skipped).
WIDGETS = ("solver", "quiz", "puzzle")

#: The game of each example kind (a ``solve`` example names its own ``game:``).
_KIND_GAME = {"knock-hand": "knock", "knock-session": "knock", "tt-round": "three-thirteen",
              "tt-totals": "three-thirteen", "rummy-round": "rummy", "rummy-layoff": "rummy"}

#: The words ``embed.js`` reads (the teachers' controls), in the order of their JSON.
EMBED_WORDS = ("embed.embed", "embed.snippet", "embed.copy", "embed.copied", "embed.copy_failed", "embed.link",
               "embed.svg", "embed.example", "embed.source", "embed.page")

# Per process (the i18n plugin runs every build in one process): the SVG of each
# (example, content, language), made once.
_SVG: dict[tuple[str, str, str], str] = {}


def relative_root(page_url: str, prefix: str) -> str:
    """The relative URL from a page (``page.url``) to its language's root (``""`` or ``"en/"``)."""
    here = posixpath.dirname(page_url.rstrip("/") + "/x") if page_url else "."
    rel = posixpath.relpath(prefix.rstrip("/") or ".", here or ".")
    return "./" if rel == "." else rel + "/"


def _prefix(lang: str, default: str) -> str:
    return "" if lang == default else f"{lang}/"


def example_svg_for(spec: Spec, lang: str) -> str:
    """The example's SVG in ``lang`` (made once per content and language)."""
    key = (spec.id, spec.digest, lang)
    if key not in _SVG:
        title = word("embed.example", lang, id=spec.id.upper())
        _SVG[key] = example_svg(render(spec, lang), lang=lang, title=f"rummylab — {title}")
    return _SVG[key]


def example_title(spec: Spec, lang: str) -> str:
    """What an embedded example is called: its frame's ``title`` and its embed page's ``<title>``.

    >>> from pathlib import Path
    >>> example_title(Spec("kr-ex1", Path("kr-ex1.yml"), "", {"kind": "knock-hand"}), "fr")
    'Exemple résolu KR-EX1 (Knock Rummy) — rummylab'
    >>> example_title(Spec("tt-all-wild", Path("tt-all-wild.yml"), "", {"kind": "solve", "game": "three-thirteen"}), "pt")
    'Exemplo resolvido TT-ALL-WILD (Three Thirteen) — rummylab'
    """
    game = _KIND_GAME.get(str(spec.data.get("kind")), spec.data.get("game"))
    try:
        name = get_game(str(game)).title
    except RummyError:  # an example of no known game: its id alone
        return word("embed.example", lang, id=spec.id.upper()) + " — rummylab"
    return word("embed.example_title", lang, id=spec.id.upper(), game=name) + " — rummylab"


def widget_title(name: str, lang: str) -> str:
    """What an embedded widget is called (its heading's words: ``solver.title``, ``quiz.title`` …).

    >>> widget_title("quiz", "es")
    'Test de liquidación — rummylab'
    """
    return word(f"{name}.title", lang) + " — rummylab"


def example_tools(example: str, lang: str, root: str, title: str | None = None) -> str:
    """The line under an example: the SVG download link; embed.js adds the Embed control to it.

    ``title`` names the example in its Embed snippet (:func:`example_title`; by default its id).
    """
    if title is None:
        title = word("embed.example", lang, id=example.upper())
    return (
        f'<p class="rl-example-tools" data-rl-embed-src="{escape(root)}embed/example/{escape(example)}/"'
        f' data-rl-embed-title="{escape(title, quote=True)}">'
        f'<a class="rl-svg-link" href="{escape(root)}examples/{escape(example)}.svg"'
        f' download="rummylab-{escape(example)}-{lang}.svg" data-testid="svg-link">{escape(word("embed.svg", lang))}</a></p>'
    )


def embed_page(*, lang: str, title: str, body: str, to_site: str, stylesheets: list[str], kind: str,
               ident: str = "") -> str:
    """A standalone embed page: the content, the site's CSS and scripts, nothing else.

    >>> html = embed_page(lang="fr", title="T", body="<p>x</p>", to_site="../../", stylesheets=[], kind="example", ident="a")
    >>> '<html lang="fr"' in html and 'src="../../assets/embed.js"' in html and "md-header" not in html
    True
    """
    links = "".join(f'<link rel="stylesheet" href="{to_site}{escape(css)}">' for css in stylesheets)
    return (
        "<!doctype html>\n"
        f'<html lang="{lang}" dir="ltr" data-rl-embed="{escape(kind)}" data-rl-embed-id="{escape(ident)}">\n<head>\n'
        '<meta charset="utf-8">\n<meta name="viewport" content="width=device-width,initial-scale=1">\n'
        '<meta name="robots" content="noindex">\n'
        f"<title>{escape(title)}</title>\n{links}\n"
        f'<link rel="icon" href="{to_site}assets/images/favicon.png">\n'
        f'<link rel="stylesheet" href="{to_site}assets/cards.css">\n'
        f'<link rel="stylesheet" href="{to_site}assets/controls.css">\n'
        f'<link rel="stylesheet" href="{to_site}assets/print.css">\n'
        + "".join(f'<link rel="stylesheet" href="{to_site}assets/{sheet}">\n' for sheet in tool_styles_for(body))
        + "<style>html,body{height:auto;min-height:0;margin:0;background:#fff}"
        ".rl-embed{padding:.4rem .6rem;overflow:auto}.rl-embed-source{font-size:.6rem;margin:.4rem 0 0}</style>\n"
        "</head>\n"
        '<body data-md-color-scheme="default" data-md-color-primary="green" data-md-color-accent="amber">\n'
        f'<main class="rl-embed md-typeset" data-testid="embed">\n{body}\n</main>\n'
        f'<script type="module" src="{to_site}assets/widgets.js"></script>\n'
        f'<script type="module" src="{to_site}assets/embed.js"></script>\n'
        "</body>\n</html>\n"
    )


class EmbedHook:
    """The hook's state across the builds of one ``mkdocs build`` (one per language)."""

    def __init__(self) -> None:
        self.langs: list[str] = []           # stack: the i18n plugin nests the other languages' builds
        # (lang, example) -> every (page url, title) that shows it, in build order
        self.sources: dict[tuple[str, str], list[tuple[str, str]]] = {}
        self.nav_order: dict[str, dict[str, int]] = {}  # lang -> page url -> its place in the navigation

    def _i18n(self, config: MkDocsConfig) -> Any:
        return config.plugins.get("i18n")

    def default_language(self, config: MkDocsConfig) -> str:
        i18n = self._i18n(config)
        return str(i18n.default_language) if i18n is not None else str(config.theme.get("language") or "pt")

    def on_pre_build(self, config: MkDocsConfig) -> None:
        i18n = self._i18n(config)
        lang = str(i18n.current_language) if i18n is not None else self.default_language(config)
        self.langs.append(lang if lang in LANGS else "pt")

    def on_nav(self, nav: Any, config: MkDocsConfig, files: Any) -> None:
        lang = self.langs[-1] if self.langs else self.default_language(config)
        self.nav_order[lang] = {page.url: i for i, page in enumerate(nav.pages)}

    def source(self, lang: str, example: str) -> tuple[str, str] | None:
        """The page that explains an example: the first of the navigation that shows it.

        >>> hook = EmbedHook()
        >>> hook.sources[("en", "kr-ex1")] = [("en/teachers/", "For teachers"), ("en/knock-rummy/", "Overview")]
        >>> hook.nav_order["en"] = {"en/": 0, "en/knock-rummy/": 1, "en/teachers/": 20}
        >>> hook.source("en", "kr-ex1")
        ('en/knock-rummy/', 'Overview')
        """
        pages = self.sources.get((lang, example))
        if not pages:
            return None
        order = self.nav_order.get(lang, {})
        return min(pages, key=lambda p: (order.get(p[0], len(order)), pages.index(p)))

    def _specs(self, config: MkDocsConfig) -> dict[str, Any]:
        plugin = config.plugins.get("rummylab-examples")
        if plugin is None:
            raise PluginError("the embed hook needs the rummylab-examples plugin")
        specs: dict[str, Any] = plugin.specs
        return specs

    def on_page_markdown(self, markdown: str, page: Page, config: MkDocsConfig, files: Any) -> str:
        if 'data-example="' not in markdown:
            return markdown
        lang = page_language(page, config, "pt")
        root = relative_root(page.url, _prefix(lang, self.default_language(config)))
        specs = self._specs(config)
        out, pos = [], 0
        while True:
            start = markdown.find('<div class="rl-example ', pos)
            if start < 0:
                break
            example = markdown[start:].split('data-example="', 1)[1].split('"', 1)[0]
            spec = specs.get(example)
            html = render(spec, lang) if isinstance(spec, Spec) else None
            if html is None or not markdown.startswith(html, start):
                raise PluginError(f"{page.file.src_uri}: cannot find the end of example {example!r}")
            end = start + len(html)
            close = html.rfind("</div>")
            title = example_title(spec, lang) if isinstance(spec, Spec) else None
            out.append(markdown[pos:start] + html[:close] + example_tools(example, lang, root, title) + "\n" + html[close:])
            seen = self.sources.setdefault((lang, example), [])
            if page.url not in [url for url, _ in seen]:
                seen.append((page.url, page.title or ""))
            pos = end
        out.append(markdown[pos:])
        return "".join(out)

    def on_page_content(self, html: str, page: Page, config: MkDocsConfig, files: Any) -> str:
        lang = page_language(page, config, "pt")
        root = relative_root(page.url, _prefix(lang, self.default_language(config)))
        titles = {name: widget_title(name, lang) for name in WIDGETS}
        strings = json.dumps(dict(script_words(EMBED_WORDS, lang), lang=lang, root=root, titles=titles),
                             ensure_ascii=False).replace("</", "<\\/")
        return (
            html
            + f'\n<script type="application/json" id="rl-embed-strings">{strings}</script>'
            + f'\n<p class="rl-print-url" data-testid="print-url" data-search-exclude>{escape(word("embed.page", lang))}{colon(lang)} '
            f'<span class="rl-print-href">{escape(page.canonical_url or page.url or "/")}</span></p>'
        )

    def on_post_build(self, config: MkDocsConfig) -> None:
        lang = self.langs.pop() if self.langs else self.default_language(config)
        prefix = _prefix(lang, self.default_language(config))
        site = Path(config.site_dir)
        stylesheets = sorted(
            str(p.relative_to(site).as_posix())
            for p in (site / "assets" / "stylesheets").glob("*.min.css")
        )
        for example, spec in self._specs(config).items():
            if not isinstance(spec, Spec):
                continue
            svg_path = site / prefix / "examples" / f"{example}.svg"
            svg_path.parent.mkdir(parents=True, exist_ok=True)
            svg_path.write_text(example_svg_for(spec, lang), encoding="utf-8")
            body = render(spec, lang)
            source = self.source(lang, example)
            if source is not None:
                back = posixpath.relpath(source[0] or ".", f"{prefix}embed/example/{example}")
                body += (f'\n<p class="rl-embed-source"><a href="{escape(back)}/" target="_blank" rel="noopener">'
                         f'{escape(word("embed.source", lang))}{colon(lang)} {escape(source[1])}</a></p>')
            self._write(site, f"{prefix}embed/example/{example}", lang=lang,
                        title=example_title(spec, lang), body=body,
                        stylesheets=stylesheets, kind="example", ident=example)
        widgets = config.plugins.get("rummylab-widgets")
        if widgets is None:
            return
        for name in WIDGETS:
            try:
                body = widgets.render_page(f"<!-- widget:{name} -->", lang=lang, where=f"{prefix}embed/{name}")
            except PluginError as err:
                if "unknown widget" in str(err):
                    continue  # not (yet) a widget of this site
                raise
            self._write(site, f"{prefix}embed/{name}", lang=lang, title=widget_title(name, lang), body=body.strip(),
                        stylesheets=stylesheets, kind="widget", ident=name)

    def _write(self, site: Path, where: str, *, lang: str, title: str, body: str, stylesheets: list[str],
               kind: str, ident: str) -> None:
        to_site = posixpath.relpath(".", where) + "/"
        path = site / where / "index.html"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(embed_page(lang=lang, title=title, body=body, to_site=to_site, stylesheets=stylesheets,
                                   kind=kind, ident=ident), encoding="utf-8")


_HOOK = EmbedHook()


# The MkDocs hook events (module-level functions, as ``hooks:`` expects).
def on_pre_build(config: MkDocsConfig) -> None:
    _HOOK.on_pre_build(config)


def on_nav(nav: Any, config: MkDocsConfig, files: Any) -> None:
    _HOOK.on_nav(nav, config, files)


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Any) -> str:
    return _HOOK.on_page_markdown(markdown, page, config, files)


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Any) -> str:
    return _HOOK.on_page_content(html, page, config, files)


def on_post_build(config: MkDocsConfig) -> None:
    _HOOK.on_post_build(config)
