"""What a page says about itself to search engines and link previews, and the files they read.

MkDocs plugin ``rummylab-site-meta`` (list it after ``i18n`` and ``rummylab-i18n-theme``). It needs
``site_url`` (the production address, with its trailing slash) and, under mkdocs-static-i18n,
runs once per language build:

- **Head.** Every page has a ``description`` in its front matter, in its own language (the build
  fails naming the page when one is missing); Material writes it as ``<meta name="description">``
  and writes ``<link rel="canonical">`` from ``site_url``. This plugin adds Open Graph
  (``og:title`` — the page's own heading —, ``og:description``, ``og:type``, ``og:url``,
  ``og:locale`` with the others as ``og:locale:alternate``, ``og:site_name``) and one
  ``<link rel="alternate" hreflang>`` per language with absolute addresses, plus ``x-default``
  (the default language, at the site's root).
- **No sitemap probes.** When the document is ready, Material fetches ``sitemap.xml`` next to every
  ``link[rel=alternate]`` (it expects a language's root). Pointed at pages, that would be five
  failed requests per page view, to the production host even on a local copy; so a small inline
  script hides those links from the theme until it has looked, and puts them back (the HTML as
  served, which search engines read, is not changed).
- **sitemap.xml** (and ``sitemap.xml.gz``), written once every language is built: every page of
  every language with an absolute ``<loc>`` and its ``xhtml:link`` alternates (``x-default``
  included), in place of the i18n plugin's, which has no ``x-default`` (and, without
  ``site_url``, wrote ``None`` for the host).
- **robots.txt** at the site's root, pointing to the sitemap.

>>> absolute("https://rummylab.org/", "en/knock-rummy/deal/")
'https://rummylab.org/en/knock-rummy/deal/'
>>> absolute("https://rummylab.org/", "./")
'https://rummylab.org/'
>>> page_key("en/knock-rummy/deal/", "en/")
'knock-rummy/deal/'
"""

from __future__ import annotations

import gzip
import html
import re
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

from mkdocs.config import config_options as c
from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, event_priority
from mkdocs.structure.pages import Page

from rummylab.games import get, names
from site_plugins.social import CARDS_OF, DEFAULT_CARDS, SIZE, write_image

__all__ = ["SiteMetaPlugin", "absolute", "page_key", "sitemap_xml", "robots_txt", "PROBE_GUARD"]

#: Hides the page's hreflang links from Material while it looks for sitemaps (on DOMContentLoaded,
#: at the document), and puts them back right after (the same event, at the window).
PROBE_GUARD = (
    "<script>/* rummylab-site-meta: the theme would fetch sitemap.xml next to each of these links */"
    "(function(){var l=document.querySelectorAll('link[rel=alternate][hreflang]');"
    "l.forEach(function(e){e.rel='x-rummylab-alternate'});"
    "window.addEventListener('DOMContentLoaded',function(){l.forEach(function(e){e.rel='alternate'})})})()"
    "</script>"
)

#: Where the pages' social images go, one folder per language (site_plugins/social.py).
SOCIAL_DIR = "social"
_TAGS = re.compile(r"<[^>]+>")
_H1 = re.compile(r"<h1\b[^>]*>(.*?)</h1>", re.S)
_HEADERLINK = re.compile(r'<a class="headerlink"[^>]*>.*?</a>', re.S)
_UNSAFE = re.compile(r'["<>\n]')


class SiteMetaConfig(Config):
    """Options of ``rummylab-site-meta``."""

    og_locales = c.Type(dict, default={"pt": "pt_PT", "en": "en_GB", "es": "es_ES", "fr": "fr_FR"})
    """``og:locale`` of each built language (language -> ``ll_CC``)."""


def absolute(site_url: str, url: str) -> str:
    """A page's address from ``site_url`` and its URL inside the site (``./`` is the root)."""
    return urljoin(site_url, "" if url in ("", "./", ".") else url)


def page_key(url: str, prefix: str) -> str:
    """A page's URL without its language's prefix (``""`` or ``"en/"``): the same in every language."""
    url = "" if url in ("./", ".") else url
    if not url.startswith(prefix):
        raise PluginError(f"rummylab-site-meta: the page {url!r} is not under /{prefix}")
    return url[len(prefix):]


def _alternate_links(alternates: dict[str, str], default: str) -> list[tuple[str, str]]:
    """(hreflang, address) of a page: every language in the site's order, then x-default."""
    links = list(alternates.items())
    if default in alternates:
        links.append(("x-default", alternates[default]))
    return links


def sitemap_xml(pages: dict[str, dict[str, str]], default: str) -> str:
    """The sitemap of every language's pages (language -> key -> address), alternates included.

    >>> print(sitemap_xml({"pt": {"": "https://x.org/"}, "en": {"": "https://x.org/en/"}}, "pt"), end="")
    <?xml version="1.0" encoding="UTF-8"?>
    <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
      <url>
        <loc>https://x.org/</loc>
        <xhtml:link rel="alternate" hreflang="pt" href="https://x.org/"/>
        <xhtml:link rel="alternate" hreflang="en" href="https://x.org/en/"/>
        <xhtml:link rel="alternate" hreflang="x-default" href="https://x.org/"/>
      </url>
      <url>
        <loc>https://x.org/en/</loc>
        <xhtml:link rel="alternate" hreflang="pt" href="https://x.org/"/>
        <xhtml:link rel="alternate" hreflang="en" href="https://x.org/en/"/>
        <xhtml:link rel="alternate" hreflang="x-default" href="https://x.org/"/>
      </url>
    </urlset>
    """
    e = html.escape
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">']
    for by_key in pages.values():
        for key, loc in by_key.items():
            alternates = {other: pages[other][key] for other in pages if key in pages[other]}
            out += ["  <url>", f"    <loc>{e(loc)}</loc>"]
            out += [f'    <xhtml:link rel="alternate" hreflang="{hreflang}" href="{e(href)}"/>'
                    for hreflang, href in _alternate_links(alternates, default)]
            out.append("  </url>")
    out.append("</urlset>")
    return "\n".join(out) + "\n"


def robots_txt(site_url: str) -> str:
    """robots.txt: everything may be crawled; the sitemap's address.

    >>> print(robots_txt("https://rummylab.org/"), end="")
    User-agent: *
    Allow: /
    Sitemap: https://rummylab.org/sitemap.xml
    """
    return f"User-agent: *\nAllow: /\nSitemap: {urljoin(site_url, 'sitemap.xml')}\n"


def heading(content: str, fallback: str) -> str:
    """The text of a page's first ``<h1>`` (without its permalink), else ``fallback``.

    Read from the HTML: the table of contents' titles lose the narrow no-break space of French.

    >>> heading('<h1 id="x">Rummy\u202f: la donne<a class="headerlink" href="#x">¶</a></h1>', "R")
    'Rummy\u202f: la donne'
    >>> heading("<p>no heading</p>", "Rummy &amp; co")
    'Rummy & co'
    """
    match = _H1.search(content)
    text = _HEADERLINK.sub("", match[1]) if match else fallback
    return html.unescape(_TAGS.sub("", text)).strip()


class SiteMetaPlugin(BasePlugin[SiteMetaConfig]):
    """MkDocs plugin ``rummylab-site-meta``: descriptions, Open Graph, hreflang, sitemap, robots.txt."""

    def __init__(self) -> None:
        #: language -> page key -> absolute address, for the sitemap (filled by every language build)
        self.pages: dict[str, dict[str, str]] = {}

    def _i18n(self, config: MkDocsConfig) -> Any:
        i18n = config.plugins.get("i18n")
        if i18n is None:
            raise PluginError("rummylab-site-meta needs the i18n plugin (mkdocs-static-i18n)")
        return i18n

    def _prefix(self, config: MkDocsConfig, lang: str) -> str:
        return "" if lang == self._i18n(config).default_language else f"{lang}/"

    def on_config(self, config: MkDocsConfig) -> None:
        site_url = config.site_url or ""
        parts = urlsplit(site_url)
        if parts.scheme not in ("http", "https") or not parts.netloc or not site_url.endswith("/"):
            raise PluginError(f"rummylab-site-meta: set site_url in mkdocs.yml to the site's absolute address, "
                              f"ending with '/' (have {site_url!r})")
        missing = [lang for lang in self._i18n(config).build_languages if lang not in self.config.og_locales]
        if missing:
            raise PluginError(f"rummylab-site-meta: no og_locales entry for {', '.join(missing)}")
        if not self._i18n(config).building:  # MkDocs' build() runs on_config again for every language
            self.pages = {}

    def on_post_page(self, output: str, *, page: Page, config: MkDocsConfig) -> str:
        i18n = self._i18n(config)
        lang = i18n.current_language
        where = page.file.src_uri
        description = page.meta.get("description")
        if not isinstance(description, str) or not description.strip():
            raise PluginError(f"rummylab-site-meta: {where} has no `description:` in its front matter")
        if _UNSAFE.search(description):
            raise PluginError(f"rummylab-site-meta: {where}: the description must be one line without \" < > "
                              f"(the theme writes it into an attribute as it is)")
        site_url = config.site_url or ""
        url = absolute(site_url, page.url)
        files = getattr(page.file, "alternates", None) or {lang: page.file}
        alternates = {other: absolute(site_url, files[other].url) for other in i18n.build_languages if other in files}
        if alternates.get(lang) != url:
            raise PluginError(f"rummylab-site-meta: {where}: the i18n plugin's alternates do not hold this page ({url})")
        key = page_key(page.url, self._prefix(config, lang))
        self.pages.setdefault(lang, {})[key] = url

        e = html.escape
        locales = self.config.og_locales
        title = heading(page.content or "", str(page.title or ""))
        image = self._social_image(page, config, lang, key, title)
        tags = [
            f'<meta property="og:title" content="{e(title)}">',
            f'<meta property="og:description" content="{e(description)}">',
            f'<meta property="og:type" content="{"website" if key == "" else "article"}">',
            f'<meta property="og:url" content="{e(url)}">',
            f'<meta property="og:locale" content="{locales[lang]}">',
            *(f'<meta property="og:locale:alternate" content="{locales[other]}">' for other in alternates if other != lang),
            f'<meta property="og:site_name" content="{e(config.site_name)}">',
            f'<meta property="og:image" content="{e(absolute(site_url, image))}">',
            '<meta property="og:image:type" content="image/png">',
            f'<meta property="og:image:width" content="{SIZE[0]}">',
            f'<meta property="og:image:height" content="{SIZE[1]}">',
            f'<meta property="og:image:alt" content="{e(title)}">',
            '<meta name="twitter:card" content="summary_large_image">',
            *(f'<link rel="alternate" hreflang="{hreflang}" href="{e(href)}">'
              for hreflang, href in _alternate_links(alternates, i18n.default_language)),
            PROBE_GUARD,
        ]
        head, sep, body = output.partition("</head>")
        if not sep:
            raise PluginError(f"rummylab-site-meta: no </head> in the page built from {where}")
        return head + "\n".join(tags) + "\n" + sep + body

    def _social_image(self, page: Page, config: MkDocsConfig, lang: str, key: str, title: str) -> str:
        """Draw the page's social image into the site (site_plugins/social.py); its address in the site."""
        i18n = self._i18n(config)
        language_names = {language.locale: language.name for language in i18n.config.languages}
        section = page.parent.title if page.parent is not None else " · ".join(get(g).title for g in names())
        path = f"{SOCIAL_DIR}/{lang}/{key.strip('/').replace('/', '-') or 'index'}.png"
        cache_dir = Path(config.config_file_path).parent / "build" / "social" if config.config_file_path else None
        write_image(Path(config.site_dir) / path, title=title, section=str(section), language=language_names.get(lang, lang),
                    cards=CARDS_OF.get(key.split("/", 1)[0], DEFAULT_CARDS), cache_dir=cache_dir)
        return path

    @event_priority(-200)  # after the i18n plugin's own on_post_build has built every other language
    def on_post_build(self, *, config: MkDocsConfig) -> None:
        i18n = self._i18n(config)
        if i18n.building:
            return
        missing = [lang for lang in i18n.build_languages if lang not in self.pages]
        if missing:
            raise PluginError(f"rummylab-site-meta: no page was built in {', '.join(missing)}")
        site = Path(config.site_dir)
        ordered = {lang: self.pages[lang] for lang in i18n.build_languages}
        default = i18n.default_language
        xml = sitemap_xml(ordered, default).encode("utf-8")
        (site / "sitemap.xml").write_bytes(xml)
        with open(site / "sitemap.xml.gz", "wb") as raw, gzip.GzipFile("sitemap.xml", "wb", fileobj=raw, mtime=0) as gz:
            gz.write(xml)
        (site / "robots.txt").write_text(robots_txt(config.site_url or ""), encoding="utf-8")
