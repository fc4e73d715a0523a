"""Material's per-site features made per-language under mkdocs-static-i18n.

**Search.** Material's search reads ``<config.base>/search/search_index.json``, and with the i18n plugin's
``reconfigure_search`` every language shares one index, so a reader of /fr/ gets Portuguese hits
(a limitation the i18n plugin documents). This plugin, with ``reconfigure_search: false``:

- after each language's build, takes the index that build's search plugin just wrote (that
  language's pages only) and writes it to ``site/<lang>/search/search_index.json`` with the
  locations made relative to ``/<lang>/`` and ``lang: [<lang>]`` (that language's stemmer);
- points the pages of ``/<lang>/`` at it by making ``base`` in Material's ``__config`` end in
  ``<lang>/`` (with the slash: the theme resolves ``search/search_index.json`` against it as a
  URL, and ``…/fr`` would resolve to ``/search/``): the theme uses ``base`` for the index's URL and to resolve result links (and for
  versioning and instant navigation, which this site does not use);
- when every language is built, writes the default language's index back to ``site/search/``
  (the later builds overwrote it).

**Alternate links.** For every ``<link rel="alternate" hreflang>`` in a page's head, Material
fetches ``sitemap.xml`` relative to the link, expecting a language's ROOT; the i18n plugin points
them at the same page in each language, so every page view made four failing requests
(``/en/knock-rummy/deal/sitemap.xml`` …). The plugin drops those relative head links;
``rummylab-site-meta`` writes absolute ones (with ``x-default``) that the theme does not probe.
The language switcher in the header, the reader's way to the same page in another language,
stays as it is.

**404 pages.** MkDocs renders ``404.html`` at the start of every language's build, to the
site's root, so the last language built won, with the switcher of whatever page the previous
build ended on. The plugin fills ``overrides/404.html`` with the words of the language being
built (``theme.not_found_*``; the default language's page also links to the other languages'
home pages), points its switcher at each language's home page and its search at the
language's index, and writes it to ``[<lang>/]404.html``: ``/404.html`` in Portuguese,
``/en/404.html``… (``site_plugins/serve.py`` answers a missing address with the one of the
language its path starts with.)

**Theme words.** Two of Material's words have no translation in its language files: the
heading anchors' title ("Permanent link", Python-Markdown's ``permalink_title``) and the
footer's "Made with". The plugin writes both in the page's language (``theme.*`` in
:mod:`site_plugins.words`; the footer through ``overrides/partials/copyright.html``).

List it after ``i18n`` in mkdocs.yml.
"""

from __future__ import annotations

import json
import re
from copy import deepcopy
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, CombinedEvent, event_priority, get_plugin_logger
from mkdocs.structure.pages import Page

from site_plugins.widgets.styles import only_used_styles
from site_plugins.words import LANGS, word

NOT_FOUND = "404.html"

log = get_plugin_logger(__name__)

INDEX = Path("search") / "search_index.json"
_ALTERNATE_LINK = re.compile(r'<link rel="alternate" href="[^"]*" hreflang="[^"]*">\s*')
_CONFIG_BASE = re.compile(r'(<script id="__config" type="application/json">.*?"base":\s*")([^"]*)(")', re.S)


def split_index(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The index of one non-default language, located relative to ``/<lang>/``.

    >>> split_index({"config": {"lang": ["pt"]}, "docs": [{"location": "en/rummy/", "title": "Rummy"}]}, "en")
    {'config': {'lang': ['en']}, 'docs': [{'location': 'rummy/', 'title': 'Rummy'}]}
    """
    prefix = f"{lang}/"
    docs = []
    for entry in data["docs"]:
        location = entry["location"]
        if not location.startswith(prefix):
            raise PluginError(f"rummylab-i18n-theme: search entry {location!r} is not a page of /{lang}/")
        docs.append({**entry, "location": location[len(prefix):]})
    return {**data, "config": {**data["config"], "lang": [lang]}, "docs": docs}


def _prefix(lang: str, default: str) -> str:
    return "" if lang == default else f"{lang}/"


def _site_path(config: MkDocsConfig) -> str:
    """The site's path on its host, ending with ``/`` (``site_url``'s; ``/`` without one)."""
    return urlsplit(config.site_url or "").path.rstrip("/") + "/"


def _drop_alternate_links(output: str) -> str:
    head, sep, body = output.partition("</head>")
    return _ALTERNATE_LINK.sub("", head) + sep + body


class I18nThemePlugin(BasePlugin):
    """MkDocs plugin ``rummylab-i18n-theme``: search per language, no sitemap probes, a 404 page per language."""

    def __init__(self) -> None:
        self.default_index: dict[str, Any] | None = None
        self.not_found: dict[str, str] = {}  # language -> its 404 page, written when every language is built

    def _i18n(self, config: MkDocsConfig) -> Any:
        i18n = config.plugins.get("i18n")
        if i18n is None:
            raise PluginError("rummylab-i18n-theme needs the i18n plugin (mkdocs-static-i18n)")
        if i18n.config.reconfigure_search:
            raise PluginError("rummylab-i18n-theme: set `reconfigure_search: false` in the i18n plugin's options")
        return i18n

    def on_config(self, config: MkDocsConfig) -> None:
        languages = tuple(lang.locale for lang in self._i18n(config).config.languages)
        if languages != LANGS:  # the languages are the engine's (rummylab.words.catalogue.LANGS), default first
            raise PluginError(f"rummylab-i18n-theme: mkdocs.yml's i18n languages are {', '.join(languages)}; "
                              f"the engine speaks {', '.join(LANGS)} (rummylab.words.catalogue.LANGS), in that order")

    def on_page_content(self, html: str, *, page: Page, config: MkDocsConfig, files: Any) -> str:
        lang = self._i18n(config).current_language
        return html.replace('title="Permanent link"', f'title="{word("theme.permalink", lang)}"')

    def on_page_context(self, context: Any, *, page: Page, config: MkDocsConfig, nav: Any) -> Any:
        lang = self._i18n(config).current_language
        context["rl_made_with"] = word("theme.made_with", lang)
        if lang == "fr":
            _french_toc(page.toc)
        return context

    def on_template_context(self, context: Any, *, template_name: str, config: MkDocsConfig) -> Any:
        i18n = self._i18n(config)
        lang = i18n.current_language
        context["rl_made_with"] = word("theme.made_with", lang)
        if template_name == NOT_FOUND:
            homes = {other: _site_path(config) + _prefix(other, i18n.default_language) for other in i18n.build_languages}
            context["rl_not_found"] = {
                "title": word("theme.not_found_title", lang),
                "text": word("theme.not_found_text", lang),
                "home": homes[lang],
                "home_link": word("theme.not_found_home", lang),
                "languages": word("theme.not_found_languages", lang),
                "others": [{"lang": other, "home": home, "text": word("theme.not_found_other", other)}
                           for other, home in homes.items() if other != lang] if lang == i18n.default_language else [],
            }
            # The switcher: each language's home page (the i18n plugin's links to language roots), not
            # the last page the previous language's build left in config.extra.
            roots = getattr(i18n, "extra_alternate", None)
            if not roots:
                raise PluginError("rummylab-i18n-theme: the i18n plugin has no language switcher (reconfigure_material)")
            # The i18n plugin sets it as an item and, for pages, as an attribute (which templates read
            # first): both.
            config.extra["alternate"] = deepcopy(roots)
            setattr(config.extra, "alternate", config.extra["alternate"])
        return context

    def on_post_page(self, output: str, *, page: Page, config: MkDocsConfig) -> str:
        i18n = self._i18n(config)
        lang = i18n.current_language
        output = _drop_alternate_links(output)
        if lang == i18n.default_language:
            return output
        new, count = _CONFIG_BASE.subn(lambda m: f"{m[1]}{m[2].rstrip('/') or '.'}/{lang}/{m[3]}", output, count=1)
        if count != 1:
            raise PluginError(f"rummylab-i18n-theme: no Material __config in {page.file.src_uri}")
        return new

    def on_post_template(self, output_content: str, *, template_name: str, config: MkDocsConfig) -> str | None:
        # 404.html and other static templates are not pages but carry the same head links.
        if not template_name.endswith(".html"):
            return output_content
        # (Nor the tools' own stylesheets, as on the pages: site_plugins/widgets/styles.py.)
        output = only_used_styles(_drop_alternate_links(output_content))
        if template_name != NOT_FOUND:
            return output
        i18n = self._i18n(config)
        lang = i18n.current_language
        if lang != i18n.default_language:
            base = _site_path(config) + f"{lang}/"
            output, count = _CONFIG_BASE.subn(lambda m: f"{m[1]}{base}{m[3]}", output, count=1)
            if count != 1:
                raise PluginError(f"rummylab-i18n-theme: no Material __config in the {lang} {NOT_FOUND}")
        self.not_found[lang] = output
        # MkDocs writes the output to the site's root: only the default language's belongs there
        # (an empty output is skipped); the others are written to <lang>/ at the end.
        return output if lang == i18n.default_language else ""

    @event_priority(-50)  # after the search plugin wrote this language's index, before i18n builds the next
    def _keep_language_index(self, config: MkDocsConfig) -> None:
        i18n = self._i18n(config)
        lang = i18n.current_language
        path = Path(config.site_dir) / INDEX
        data = json.loads(path.read_text(encoding="utf-8"))
        if lang == i18n.default_language:
            self.default_index = {**data, "config": {**data["config"], "lang": [lang]}}
            return
        target = Path(config.site_dir) / lang / INDEX
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(split_index(data, lang), ensure_ascii=False, separators=(",", ":")), encoding="utf-8")

    @event_priority(-200)  # after i18n's own on_post_build has built every other language
    def _restore_default_index(self, config: MkDocsConfig) -> None:
        i18n = self._i18n(config)
        if i18n.building or self.default_index is None:
            return
        path = Path(config.site_dir) / INDEX
        path.write_text(json.dumps(self.default_index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
        self.default_index = None

    @event_priority(-200)
    def _write_not_found_pages(self, config: MkDocsConfig) -> None:
        i18n = self._i18n(config)
        if i18n.building:
            return
        for lang in i18n.build_languages:
            if lang not in self.not_found:
                raise PluginError(f"rummylab-i18n-theme: no {NOT_FOUND} was rendered for {lang}")
            path = Path(config.site_dir) / _prefix(lang, i18n.default_language) / NOT_FOUND
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(self.not_found[lang], encoding="utf-8")
        self.not_found = {}

    on_post_build = CombinedEvent(_keep_language_index, _restore_default_index, _write_not_found_pages)



_FR_BEFORE = re.compile(r"[ \u00a0](?=[:;?!»])")


def _french_toc(items: Any) -> None:
    """French spacing in the table of contents: Python-Markdown's toc collapses a heading's white
    space with ``str.split()``, which takes the narrow no-break space before ``: ; ? !`` (and inside
    « ») for a plain space; put it back."""
    for item in items:
        item.title = _FR_BEFORE.sub("\u202f", item.title).replace("« ", "«\u202f")
        _french_toc(item.children)
