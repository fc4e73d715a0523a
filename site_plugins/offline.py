"""The site offline and installable: a service worker, a web app manifest per language, the icons.

MkDocs plugin ``rummylab-offline`` (list it last). When the LAST language is built
(mkdocs-static-i18n builds the site once per language; this runs once, after every other plugin
and hook wrote its files), it writes:

- ``assets/icons/``: the app icon (:mod:`site_plugins.icons`) as SVG and as 192 and 512 px PNG;
- ``manifest.webmanifest`` in each language's folder (``/``, ``/en/`` …): the name and description
  in that language (``offline.app_*`` in ``site_plugins/words_parts/offline.py``), ``lang``, the
  language's home page as ``start_url`` (and ``id``), the whole site as ``scope``;
- ``sw.js`` at the site's root (scope ``/``, every language): ``site_plugins/offline_sw.js`` with
  this build's id and the list of every file a reader may keep offline, each with its SHA-256 and
  its group (:func:`group_of`). The build id hashes that list, so any change to any listed byte (a
  page, the wheel, the runtime) makes a new worker, which installs a whole new cache
  ``rummylab-site-<id>`` before it takes over.

The worker installs the shell alone (the assets, the 404 pages, the manifests); it keeps the pages
a reader opens, the runtime once a tool is used, and a whole language when the reader asks (or on
an unmetered connection that does not ask to save data): ARCHITECTURE.md, "Offline".

Every page (and each language's 404 page) links its language's manifest, the icons and
``assets/offline.js``, which registers the worker, says what is kept offline, offers to keep the
language, and tells the reader when a new version is ready (``overrides/main.html`` and
``overrides/partials/copyright.html``, from the ``rl_offline`` context this plugin gives each page).

What is not listed: ``sw.js`` itself, source maps, ``*.br`` twins (a host sends them in place of
the file, never by name), ``*.gz`` twins outside ``pyodide/`` (in it, the archives' gzip copies and
the brotli copies of the wasm and the snapshot ARE listed: the engine's worker asks for them by
name where the host sends no brotli twin),
hidden files, the social images, the PDFs, and the search stemmers of languages the site is not
written in (see :func:`is_precached`).

>>> url_of("en/practice/solver/index.html"), url_of("index.html"), url_of("404.html")
('en/practice/solver/', '', '404.html')
>>> is_precached("assets/javascripts/lunr/min/lunr.fr.min.js", ("pt", "en", "es", "fr"))
True
>>> is_precached("assets/javascripts/lunr/min/lunr.ja.min.js", ("pt", "en", "es", "fr"))
False
>>> is_precached("pyodide/python_stdlib.zip.gz", ("pt",)), is_precached("assets/x.css.gz", ("pt",))
(True, False)
>>> [group_of(u, ("pt", "en"), "pt") for u in ("", "en/rules/", "assets/x.css", "en/404.html", "pyodide/a.whl", "pyodide/a.whl.gz")]
['pt', 'en', 'shell', 'shell', 'runtime', 'copy']
>>> build_id([("", "ab"), ("en/", "cd")]) == build_id([("en/", "cd"), ("", "ab")])
True
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import posixpath
from pathlib import Path, PurePosixPath
from typing import Any

from mkdocs.config import config_options as c
from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, event_priority, get_plugin_logger

from site_plugins import icons
from site_plugins.snapshot import SNAPSHOT_FILE
from site_plugins.words import word

__all__ = ["OfflinePlugin", "write_offline", "precache_list", "build_id", "url_of", "is_precached",
           "group_of", "manifest", "SERVICE_WORKER", "CACHE_PREFIX", "ICONS", "MANIFEST"]

log = get_plugin_logger(__name__)

SERVICE_WORKER = "sw.js"
MANIFEST = "manifest.webmanifest"
CACHE_PREFIX = "rummylab-site-"
TEMPLATE = Path(__file__).with_name("offline_sw.js")
ICON_DIR = "assets/icons"
#: file name -> (size in px or None for the SVG, purposes)
ICONS: dict[str, tuple[int | None, str]] = {
    "rummylab.svg": (None, "any"),
    "rummylab-192.png": (192, "any"),
    "rummylab-512.png": (512, "any"),
    "rummylab-maskable-512.png": (512, "maskable"),
}
#: Never listed: the worker itself, source maps, brotli twins (sent in place of a file, never asked
#: for by name), hidden files (stamps), the pages' social images (for the networks that show a
#: shared link, never for the reader) and the rules' PDFs (site_plugins/paper.py: downloaded when a
#: reader asks). The copies (gzip, and the two brotli ones: br_copies) only under RUNTIME, where the
#: engine's worker asks for them.
EXCLUDE = (SERVICE_WORKER, "*.map", "*.br", ".*", "*/.*", "social/*", "*.pdf")
RUNTIME = "pyodide/"
COPIES = (".gz", ".nodata.br", ".raw.br")
#: The groups of :func:`group_of` that are not a language.
SHELL, RUNTIME_GROUP, COPY = "shell", "runtime", "copy"
#: Search stemmers of every language Material knows: only the site's languages' are precached.
_LUNR = "assets/javascripts/lunr/"
_LUNR_ALWAYS = ("lunr.stemmer.support.min.js", "lunr.multi.min.js")


class OfflineConfig(Config):
    """Options of ``rummylab-offline``."""

    theme_color = c.Type(str, default="#4caf50")
    """The browser's bar and the installed app's title bar (Material's green, the header's)."""
    background_color = c.Type(str, default="#ffffff")
    """The installed app's splash screen."""


def url_of(path: str) -> str:
    """The address (relative to the site's root) under which the worker keeps a file."""
    if path == "index.html":
        return ""
    return path[: -len("index.html")] if path.endswith("/index.html") else path


def is_precached(path: str, languages: tuple[str, ...]) -> bool:
    """Whether the built file ``path`` (relative to the site) is listed in sw.js (a reader may keep it offline)."""
    name = PurePosixPath(path).name
    if name.endswith(COPIES):
        return path.startswith(RUNTIME)
    if any(fnmatch.fnmatch(path, pattern) or fnmatch.fnmatch(name, pattern) for pattern in EXCLUDE):
        return False
    if path.startswith(_LUNR) and name not in _LUNR_ALWAYS:
        # lunr.<lang>.min.js for the site's languages; tinyseg/wordcut are Japanese's and Thai's.
        return path.startswith(_LUNR + "min/lunr.") and name.split(".")[1] in languages
    return True


def group_of(url: str, languages: tuple[str, ...], default: str) -> str:
    """Which part of the offline copy a listed address belongs to (``sw.js`` keeps each its way).

    - ``shell``: the assets every page needs, each language's 404 page and manifest (installed
      with the worker);
    - ``runtime``: Pyodide and the wheel (kept when a tool is first used, or with a language);
    - ``copy``: the runtime's gzip/brotli copies and the shipped snapshot, which the engine's worker
      asks for by name on some hosts (kept when it fetched them);
    - a language (``pt``, ``en`` …): its pages, search index and files (kept when opened, or all
      of them when the reader keeps that language).
    """
    if url.startswith(RUNTIME):
        name = url[len(RUNTIME):]
        return COPY if name.endswith(COPIES) or name == SNAPSHOT_FILE else RUNTIME_GROUP
    if url.startswith("assets/") or PurePosixPath(url).name in ("404.html", MANIFEST):
        return SHELL
    first = url.split("/", 1)[0]
    return first if "/" in url and first in languages and first != default else default


def precache_list(site: Path, languages: tuple[str, ...]) -> list[tuple[str, str]]:
    """(address, sha256) of every file of the built site a reader may keep offline, sorted."""
    entries = []
    for file in sorted(site.rglob("*")):
        rel = file.relative_to(site).as_posix()
        if file.is_file() and is_precached(rel, languages):
            entries.append((url_of(rel), hashlib.sha256(file.read_bytes()).hexdigest()))
    return sorted(entries)


def build_id(entries: list[tuple[str, str]]) -> str:
    """A build's id: a hash of every precached address and its content's hash."""
    digest = hashlib.sha256()
    for url, sha in sorted(entries):
        digest.update(f"{url}\0{sha}\n".encode())
    return digest.hexdigest()[:16]


def service_worker(entries: list[tuple[str, str]], not_found: dict[str, str], languages: tuple[str, ...],
                   default: str) -> str:
    """sw.js: the template with this build's id, file list (address, sha256, group) and 404 pages."""
    source = TEMPLATE.read_text(encoding="utf-8")
    files = [[url, sha, group_of(url, languages, default)] for url, sha in entries]
    filled = (source.replace('const BUILD = "@BUILD@";', f'const BUILD = "{build_id(entries)}";', 1)
              .replace("const FILES = [];", "const FILES = " + json.dumps(files, separators=(",", ":")) + ";", 1)
              .replace("const NOT_FOUND = {};", "const NOT_FOUND = " + json.dumps(not_found, sort_keys=True) + ";", 1))
    if "@BUILD@" in filled or "const FILES = [];" in filled or "const NOT_FOUND = {};" in filled:
        raise PluginError(f"rummylab-offline: {TEMPLATE.name} lost one of its placeholders (BUILD, FILES, NOT_FOUND)")
    return filled


def manifest(lang: str, prefix: str, *, theme_color: str, background_color: str) -> dict[str, Any]:
    """The web app manifest of one language, written to ``<prefix>manifest.webmanifest``.

    Its addresses are relative to the manifest, so the site works under any path.

    >>> m = manifest("en", "en/", theme_color="#4caf50", background_color="#fff")
    >>> m["start_url"], m["scope"], m["icons"][0]["src"]
    ('./', '../', '../assets/icons/rummylab.svg')
    """
    here = "/" + prefix

    def rel(target: str) -> str:
        return posixpath.relpath("/" + target, here) + ("/" if target.endswith("/") or target == "" else "")

    icon_list = []
    for name, (size, purpose) in ICONS.items():
        icon_list.append({
            "src": rel(f"{ICON_DIR}/{name}"),
            "sizes": f"{size}x{size}" if size else "any",
            "type": "image/png" if size else "image/svg+xml",
            "purpose": purpose,
        })
    home = "./"
    return {
        "id": home,
        "name": word("offline.app_name", lang),
        "short_name": "rummylab",
        "description": word("offline.app_description", lang),
        "lang": lang,
        "dir": "ltr",
        "start_url": home,
        "scope": rel(""),
        "display": "standalone",
        "theme_color": theme_color,
        "background_color": background_color,
        "icons": icon_list,
    }


def write_offline(site: Path, languages: tuple[str, ...], default: str, *,
                  theme_color: str = "#4caf50", background_color: str = "#ffffff") -> str:
    """Write the icons, each language's manifest and sw.js into a built site; returns the build id."""
    icon_dir = site / ICON_DIR
    icon_dir.mkdir(parents=True, exist_ok=True)
    for name, (size, _purpose) in ICONS.items():
        (icon_dir / name).write_bytes(icons.svg_icon().encode() if size is None else _png(size))
    not_found: dict[str, str] = {}
    for lang in languages:
        prefix = "" if lang == default else f"{lang}/"
        folder = site / prefix
        if not (folder / "index.html").is_file():
            raise PluginError(f"rummylab-offline: no home page for {lang} in {folder}")
        about = manifest(lang, prefix, theme_color=theme_color, background_color=background_color)
        (folder / MANIFEST).write_text(json.dumps(about, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        if (folder / "404.html").is_file():
            not_found[prefix.rstrip("/")] = f"{prefix}404.html"
    if "" not in not_found:
        raise PluginError(f"rummylab-offline: no 404.html at the root of {site}")
    entries = precache_list(site, languages)
    (site / SERVICE_WORKER).write_text(service_worker(entries, not_found, languages, default), encoding="utf-8")
    return build_id(entries)


#: The footer's line about what is kept offline (data-words-* of overrides/partials/copyright.html).
STATUS_WORDS = ("status_label", "kept_not", "kept_page", "kept_pages_1", "kept_pages_n", "kept_all", "kept_tools",
                "keeping", "keep_failed")

_PNG_CACHE: dict[int, bytes] = {}


def _png(size: int) -> bytes:
    if size not in _PNG_CACHE:  # the same in every build of a process (mkdocs serve rebuilds)
        _PNG_CACHE[size] = icons.png_icon(size)
    return _PNG_CACHE[size]


class OfflinePlugin(BasePlugin[OfflineConfig]):
    """MkDocs plugin ``rummylab-offline``: service worker, manifests and icons."""

    def _i18n(self, config: MkDocsConfig) -> Any:
        i18n = config.plugins.get("i18n")
        if i18n is None:
            raise PluginError("rummylab-offline needs the i18n plugin (mkdocs-static-i18n)")
        return i18n

    def _context(self, config: MkDocsConfig) -> dict[str, Any]:
        i18n = self._i18n(config)
        lang = i18n.current_language
        prefix = "" if lang == i18n.default_language else f"{lang}/"
        return {
            "manifest": prefix + MANIFEST,
            "icon": f"{ICON_DIR}/rummylab-192.png",
            "theme_color": self.config.theme_color,
            "label": word("offline.notice_label", lang),
            "text": word("offline.update_ready", lang),
            "reload": word("offline.reload", lang),
            "later": word("offline.later", lang),
            # What is kept offline (the footer's line, offline.js fills it; {n}: a number).
            "keep": word("offline.keep", lang),
            "status": {key: word(f"offline.{key}", lang) for key in STATUS_WORDS},
        }

    def on_page_context(self, context: Any, *, page: Any, config: MkDocsConfig, nav: Any) -> Any:
        context["rl_offline"] = self._context(config)
        return context

    def on_template_context(self, context: Any, *, template_name: str, config: MkDocsConfig) -> Any:
        context["rl_offline"] = self._context(config)  # the 404 pages
        return context

    @event_priority(-300)  # after i18n built every language and site-meta wrote sitemap.xml
    def on_post_build(self, *, config: MkDocsConfig) -> None:
        i18n = self._i18n(config)
        if i18n.building:
            return
        languages = tuple(i18n.build_languages)
        build = write_offline(Path(config.site_dir), languages, i18n.default_language,
                              theme_color=self.config.theme_color, background_color=self.config.background_color)
        log.info(f"rummylab-offline: wrote {SERVICE_WORKER} for build {build}")
