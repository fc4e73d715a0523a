"""Tier 2: the built site (``mkdocs build --strict``, once per session: the ``built_site`` fixture).

Every page in the four languages, the language switcher, one search index per language, no
resource from another origin, internal links that resolve, and the Pyodide runtime with the
engine wheel at /pyodide/.
"""

from __future__ import annotations

import base64
import fnmatch
import hashlib
import html.parser
import json
import re
import tomllib
import zipfile
from functools import cache
from pathlib import Path, PurePosixPath
from urllib.parse import urljoin, urlsplit

import pytest
import yaml

from rummylab.words.catalogue import LANGS
from site_plugins.bytecode import FLAG_UNCHECKED_HASH
from site_plugins.pyodide import CORE_FILES, LOCK_FILE, MANIFEST, STDLIB, WHEEL_EXCLUDE, runtime_key

pytestmark = pytest.mark.site

REPO = Path(__file__).resolve().parents[2]
DOCS = REPO / "docs"

DEFAULT = "pt"
PREFIX = {lang: "" if lang == DEFAULT else f"{lang}/" for lang in LANGS}


def pages(lang: str) -> set[str]:
    """The Markdown pages of one language tree, relative to docs/<lang>/."""
    return {p.relative_to(DOCS / lang).as_posix() for p in (DOCS / lang).rglob("*.md")}


def page_url(md: str) -> str:
    """Where a page lands with use_directory_urls: knock-rummy/deal.md -> knock-rummy/deal/."""
    path = PurePosixPath(md)
    if path.name == "index.md":
        return "" if str(path.parent) == "." else f"{path.parent}/"
    return f"{path.with_suffix('')}/"


def built_pages() -> list[tuple[str, str]]:
    return [(lang, md) for lang in LANGS for md in sorted(pages(DEFAULT))]


class _Tags(html.parser.HTMLParser):
    """Collects (tag, attrs) of every start tag, and the text of <title>."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.title = ""
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        self._in_title = tag == "title"

    def handle_endtag(self, tag: str) -> None:
        self._in_title = False

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data


@cache
def parse(path: Path) -> _Tags:
    parser = _Tags()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def html_file(site: Path, url: str) -> Path:
    return site / url / "index.html" if url == "" or url.endswith("/") else site / url


def load_mkdocs_yml() -> dict:
    class Loader(yaml.SafeLoader):
        pass

    Loader.add_multi_constructor("!", lambda loader, suffix, node: None)  # tags such as !ENV, if any
    return yaml.load((REPO / "mkdocs.yml").read_text(encoding="utf-8"), Loader=Loader)  # noqa: S506 - SafeLoader subclass


def nav_items(nav: list) -> list[tuple[str, str]]:
    """(title, page) of every page in the nav, depth first."""
    out = []
    for item in nav:
        ((title, value),) = item.items()
        out.extend(nav_items(value) if isinstance(value, list) else [(title, value)])
    return out


def nav_titles(nav: list) -> set[str]:
    out = set()
    for item in nav:
        ((title, value),) = item.items()
        out.add(title)
        if isinstance(value, list):
            out |= nav_titles(value)
    return out


# --- sources ---------------------------------------------------------------------------------


def test_every_language_tree_has_the_same_pages() -> None:
    reference = pages(DEFAULT)
    assert "index.md" in reference and "knock-rummy/settlement.md" in reference
    for lang in LANGS:
        assert pages(lang) == reference, f"docs/{lang} differs from docs/{DEFAULT}: " \
            f"missing {sorted(reference - pages(lang))}, extra {sorted(pages(lang) - reference)}"


def test_nav_lists_every_page_once_and_translates_every_title() -> None:
    config = load_mkdocs_yml()
    listed = [page for _, page in nav_items(config["nav"])]
    assert sorted(listed) == sorted(pages(DEFAULT)), "mkdocs.yml's nav and docs/pt disagree"
    titles = nav_titles(config["nav"])
    untranslated = {"Knock Rummy", "Three Thirteen", "Rummy"}  # the games' names stay as they are
    (i18n,) = [p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p]
    for language in i18n["languages"]:
        if language.get("default"):
            continue
        translations = language.get("nav_translations") or {}
        missing = titles - untranslated - set(translations)
        assert not missing, f"{language['locale']}: no nav_translations for {sorted(missing)}"
        assert not set(translations) - titles, f"{language['locale']}: translations of titles not in the nav"


# --- built pages -----------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "md"), built_pages(), ids=[f"{lang}:{md}" for lang, md in built_pages()])
def test_page_is_built_in_its_language(built_site: Path, lang: str, md: str) -> None:
    path = html_file(built_site, PREFIX[lang] + page_url(md))
    assert path.is_file(), f"{md} was not built at /{PREFIX[lang]}{page_url(md)}"
    tags = parse(path)
    (html_tag,) = [attrs for tag, attrs in tags.tags if tag == "html"]
    assert html_tag["lang"] == lang


@pytest.mark.parametrize(("lang", "md"), built_pages(), ids=[f"{lang}:{md}" for lang, md in built_pages()])
def test_language_switcher_leads_to_the_same_page(built_site: Path, lang: str, md: str) -> None:
    here = "/" + PREFIX[lang] + page_url(md)
    links = {attrs["hreflang"]: attrs["href"] for tag, attrs in parse(html_file(built_site, here[1:])).tags
             if tag == "a" and "md-select__link" in (attrs.get("class") or "")}
    assert set(links) == set(LANGS), f"{here}: the switcher offers {sorted(links)}"
    for other, href in links.items():
        assert urljoin(here, href) == "/" + PREFIX[other] + page_url(md), f"{here}: {other} leads to {href}"


def test_no_head_link_makes_the_theme_probe_for_a_sitemap(built_site: Path) -> None:
    # Material fetches sitemap.xml next to every <link rel="alternate" hreflang> (it expects a
    # language's root); pointed at pages, that is four 404s per page view. rummylab-i18n-theme
    # drops the i18n plugin's relative ones; the header's switcher (tested above) is the reader's
    # way between languages. rummylab-site-meta's absolute ones come with the script that hides
    # them from the theme (tests/site/test_conventions.py, tests/browser/test_head.py).
    guard = "rummylab-site-meta: the theme would fetch sitemap.xml"
    probes = [f"{path.relative_to(built_site)}: {attrs['href']}" for path in all_html(built_site)
              for tag, attrs in parse(path).tags if tag == "link" and attrs.get("rel") == "alternate" and "hreflang" in attrs
              and not ((attrs.get("href") or "").startswith("https://") and guard in path.read_text(encoding="utf-8"))]
    assert not probes, "\n".join(probes[:10])


def test_pages_are_titled_in_their_language(built_site: Path) -> None:
    # The same page's title differs between languages (nav_translations or the page's own heading).
    for md in ("knock-rummy/deal.md", "glossary.md", "practice/index.md"):
        titles = {lang: parse(html_file(built_site, PREFIX[lang] + page_url(md))).title for lang in LANGS}
        assert len(set(titles.values())) == len(LANGS), f"{md}: {titles}"
    assert parse(html_file(built_site, "en/knock-rummy/deal/")).title.startswith("Cards and the deal")
    assert parse(html_file(built_site, "knock-rummy/deal/")).title.startswith("Cartas e distribuição")


@pytest.mark.parametrize("lang", LANGS)
def test_search_index_per_language(built_site: Path, lang: str) -> None:
    index = json.loads((built_site / PREFIX[lang] / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert index["config"]["lang"] == [lang]
    docs = index["docs"]
    locations = {d["location"].split("#")[0] for d in docs}
    assert locations == {page_url(md) for md in pages(DEFAULT)}, "the index must hold this language's pages, only"
    # Each section entry points at a heading of THIS language's page (anchors are slugs of
    # headings, so they differ between languages: "#where-to-start" vs "#por-onde-comecar").
    anchors = 0
    for d in docs:
        url, _, anchor = d["location"].partition("#")
        if anchor:
            ids = {attrs.get("id") for _, attrs in parse(html_file(built_site, PREFIX[lang] + url)).tags}
            assert anchor in ids, f"/{PREFIX[lang]}{url} has no #{anchor} (search entry {d['title']!r})"
            anchors += 1
    assert anchors > 0


def test_search_indexes_differ_between_languages(built_site: Path) -> None:
    texts = {lang: json.loads((built_site / PREFIX[lang] / "search" / "search_index.json").read_text(encoding="utf-8"))
             for lang in LANGS}
    entries = {lang: {d["location"] for d in index["docs"]} for lang, index in texts.items()}
    for lang in LANGS[1:]:
        assert entries[lang] != entries[DEFAULT], f"the {lang} index has the same entries as the {DEFAULT} one"


@pytest.mark.parametrize("lang", LANGS)
def test_pages_point_the_search_at_their_language(built_site: Path, lang: str) -> None:
    for md in ("index.md", "knock-rummy/deal.md"):
        url = PREFIX[lang] + page_url(md)
        text = html_file(built_site, url).read_text(encoding="utf-8")
        config = json.loads(re.search(r'<script id="__config" type="application/json">(.*?)</script>', text, re.S)[1])
        # Resolved as the theme does: new URL("search/search_index.json", new URL(base, location)).
        index = urljoin(urljoin("/" + url, config["base"]), "search/search_index.json")
        assert index == f"/{PREFIX[lang]}search/search_index.json", f"/{url}: base {config['base']!r} finds {index}"
        for result in ("glossary/", "knock-rummy/deal/#x"):  # result links are resolved against base too
            assert urljoin(urljoin("/" + url, config["base"]), result) == f"/{PREFIX[lang]}{result}"


def _other_origin(url: str | None) -> bool:
    if not url:
        return False
    parts = urlsplit(url.strip())
    return bool(parts.netloc) or parts.scheme not in ("", "data", "blob")


def all_html(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


def test_no_page_loads_anything_from_another_origin(built_site: Path) -> None:
    # Only <a> may point elsewhere (a plain link the reader chooses to follow).
    loaders = {"script": ["src"], "link": ["href"], "img": ["src", "srcset"], "iframe": ["src"], "source": ["src", "srcset"],
               "audio": ["src"], "video": ["src", "poster"], "object": ["data"], "embed": ["src"], "track": ["src"],
               "form": ["action"]}
    # A canonical or hreflang link names the page's production address; nothing loads it (the
    # theme's sitemap probes of hreflang links are guarded: test_no_head_link_makes_the_theme_probe…).
    names = {"canonical", "alternate"}
    bad = []
    for path in all_html(built_site):
        for tag, attrs in parse(path).tags:
            if tag == "link" and attrs.get("rel") in names:
                continue
            for attr in loaders.get(tag, []):
                values = (attrs.get(attr) or "").split(",") if attr == "srcset" else [attrs.get(attr)]
                bad.extend(f"{path.relative_to(built_site)}: <{tag} {attr}={v!r}>" for v in values
                           if _other_origin(v and v.split()[0] if v else v))
            if attrs.get("style") and re.search(r"url\(\s*['\"]?(https?:)?//", attrs["style"] or ""):
                bad.append(f"{path.relative_to(built_site)}: <{tag} style=…> loads from another origin")
    assert not bad, "\n".join(bad[:20])


def test_no_stylesheet_or_module_loads_from_another_origin(built_site: Path) -> None:
    bad = []
    for css in built_site.rglob("*.css"):
        for target in re.findall(r"url\(\s*['\"]?([^'\")]+)", css.read_text(encoding="utf-8")):
            if not target.startswith("data:") and _other_origin(target):
                bad.append(f"{css.relative_to(built_site)}: url({target})")
        for target in re.findall(r"@import\s+(?:url\()?\s*['\"]([^'\"]+)", css.read_text(encoding="utf-8")):
            if _other_origin(target):
                bad.append(f"{css.relative_to(built_site)}: @import {target}")
    # The site's own scripts (Material's bundle is vendored; Pyodide's loader is checked by tests/pyodide).
    for js in (built_site / "assets").glob("*.js"):
        text = js.read_text(encoding="utf-8")
        for target in re.findall(r"""(?:import|from|importScripts\(|fetch\(|new Worker\()\s*\(?\s*['"`]([^'"`]+)""", text):
            if _other_origin(target):
                bad.append(f"{js.relative_to(built_site)}: {target}")
    assert not bad, "\n".join(bad)


def test_internal_links_resolve(built_site: Path) -> None:
    dangling = []
    for path in all_html(built_site):
        page = "/" + path.relative_to(built_site).as_posix()
        for tag, attrs in parse(path).tags:
            target = attrs.get("href") if tag in ("a", "link") else attrs.get("src") if tag in ("script", "img") else None
            if not target or _other_origin(target) or target.startswith(("mailto:", "#", "data:")):
                continue
            resolved = urlsplit(urljoin(page, target)).path
            file = built_site / resolved.lstrip("/")
            if not (file.is_file() or (file / "index.html").is_file()):
                dangling.append(f"{page}: <{tag}> {target} -> {resolved}")
    assert not dangling, "\n".join(sorted(set(dangling))[:30])


def test_example_specs_are_not_published(built_site: Path) -> None:
    assert not list(built_site.rglob("*.yml")), "docs/examples/*.yml must stay out of the site (exclude_docs)"


# --- the Pyodide runtime ---------------------------------------------------------------------


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_pyodide_runtime_is_shipped_once_for_every_language(built_site: Path) -> None:
    runtime = built_site / "pyodide"
    for name in (*CORE_FILES, LOCK_FILE, MANIFEST):
        assert (runtime / name).is_file(), f"site/pyodide/{name} is missing"
    for name in CORE_FILES:  # the pinned npm package's files, unchanged but the compiled stdlib
        if name != STDLIB:
            assert _sha256(runtime / name) == _sha256(REPO / "node_modules" / "pyodide" / name), name
    for lang in LANGS[1:]:
        assert not (built_site / lang / "pyodide").exists(), f"a second copy of the runtime under /{lang}/"
    package = json.loads((REPO / "package.json").read_text(encoding="utf-8"))
    assert json.loads((runtime / MANIFEST).read_text(encoding="utf-8"))["pyodide"] == package["dependencies"]["pyodide"]


def test_lock_file_lists_the_engine_wheel(built_site: Path) -> None:
    runtime = built_site / "pyodide"
    lock = json.loads((runtime / LOCK_FILE).read_text(encoding="utf-8"))
    manifest = json.loads((runtime / MANIFEST).read_text(encoding="utf-8"))
    engine = tomllib.loads((REPO / "engine" / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert set(lock["packages"]) == {"rummylab"}, "the lock may only name packages the site ships"
    entry = lock["packages"]["rummylab"]
    wheel = runtime / entry["file_name"]
    assert entry["file_name"] == manifest["wheel"] == f"rummylab-{engine['version']}-py3-none-any.whl"
    assert entry["version"] == manifest["version"] == engine["version"]
    assert entry["imports"] == ["rummylab"] and entry["depends"] == []
    assert entry["sha256"] == _sha256(wheel) == manifest["sha256"]
    assert lock["info"]["python"].startswith("3.")


def _pyc_header(data: bytes) -> tuple[bytes, int]:
    return data[:4], int.from_bytes(data[4:8], "little")


def test_wheel_holds_exactly_the_tested_engine_sources(built_site: Path) -> None:
    # The browser must run the code the test suite ran: every module as bytecode for Pyodide's
    # Python in place of its source (tests/pyodide proves that bytecode equals compile(source)),
    # every other file byte for byte.
    manifest = json.loads((built_site / "pyodide" / MANIFEST).read_text(encoding="utf-8"))
    with zipfile.ZipFile(next((built_site / "pyodide").glob("rummylab-*.whl"))) as wheel:
        shipped = {n: wheel.read(n) for n in wheel.namelist() if n.startswith("rummylab/")}
        record = wheel.read(next(n for n in wheel.namelist() if n.endswith(".dist-info/RECORD"))).decode()
        files = {n: wheel.read(n) for n in wheel.namelist()}
    # ... less what the browser never imports (the CLI), which only the plain wheel carries.
    sources = {p.relative_to(REPO / "engine").as_posix(): p.read_bytes()
               for p in (REPO / "engine" / "rummylab").rglob("*") if p.is_file() and p.suffix in (".py", ".typed")}
    sources = {n: data for n, data in sources.items() if not any(fnmatch.fnmatchcase(n, x) for x in WHEEL_EXCLUDE)}
    assert "rummylab/cli/__init__.py" not in sources and not any("cli/" in n for n in record.splitlines())
    bytecode = {n + "c" for n in sources if n.endswith(".py")}
    assert sorted(shipped) == sorted([*bytecode, *(n for n in sources if not n.endswith(".py"))])
    assert all(shipped[n] == sources[n] for n in sources if not n.endswith(".py"))
    # The worker imports every one of them before it keeps a snapshot.
    assert sorted(manifest["modules"]) == sorted(n[:-4].removesuffix("/__init__").replace("/", ".") for n in bytecode)
    # One magic number (tests/pyodide checks it is Pyodide's own), all unchecked-hash.
    assert {_pyc_header(shipped[n]) for n in bytecode} == {(_pyc_header(shipped[min(bytecode)])[0], FLAG_UNCHECKED_HASH)}
    # Each module's code names the file loadPackage unpacks it to (what tracebacks show); marshal
    # stores that ASCII path as is. A wrong site-packages guess once gave every module the name
    # /lib/python3.14/site-packages/rummylab/rummylab/<module>.
    site_packages = "/lib/python{}.{}/site-packages/".format(*manifest["python"].split(".")[:2])
    for n in sources:
        if n.endswith(".py"):
            pyc = n + "c"
            assert (site_packages + n).encode() in shipped[pyc], pyc
            assert (site_packages + "rummylab/rummylab/").encode() not in shipped[pyc], pyc
    # The RECORD lists every file with its hash and size, itself last without one (PEP 376/427).
    rows = [line.split(",") for line in record.splitlines()]
    assert rows[-1][1:] == ["", ""] and rows[-1][0].endswith("RECORD")
    assert {row[0] for row in rows} == set(files)
    for name, digest, size in rows[:-1]:
        expected = base64.urlsafe_b64encode(hashlib.sha256(files[name]).digest()).rstrip(b"=").decode()
        assert (digest, int(size)) == (f"sha256={expected}", len(files[name])), name


def test_standard_library_ships_what_the_site_imports_as_bytecode(built_site: Path) -> None:
    # The npm package's stdlib zip is source; the site's holds a .pyc for each module the site
    # imports (tests/pyodide checks which, and runs every web op against it) and nothing else:
    # no source, no module the browser never imports, only the folders above what it keeps.
    with zipfile.ZipFile(REPO / "node_modules" / "pyodide" / STDLIB) as npm, \
            zipfile.ZipFile(built_site / "pyodide" / STDLIB) as shipped:
        source = npm.namelist()
        names = shipped.namelist()
        headers = {_pyc_header(shipped.read(n)) for n in names if n.endswith(".pyc")}
        others = {n: shipped.read(n) == npm.read(n) for n in names if not n.endswith(".pyc")}
    compiled = {n[:-1] for n in names if n.endswith(".pyc")}
    folders = {n for n in source if n.endswith("/") and any(c.startswith(n) for c in compiled)}
    assert sorted(names) == sorted([*(n + "c" for n in compiled), *folders])
    assert compiled <= set(source)
    assert 100 < len(compiled) < len([n for n in source if n.endswith(".py")]) / 2
    assert {"json/__init__.py", "fractions.py", "asyncio/base_events.py"} <= compiled
    assert len(headers) == 1 and next(iter(headers))[1] == FLAG_UNCHECKED_HASH, headers
    assert all(others.values()), [n for n, same in others.items() if not same]


def test_the_plain_wheel_is_left_for_other_tools_and_the_runtime_is_readable(built_site: Path) -> None:
    # build/wheel/ gets the wheel without bytecode (CPython 3.14 would trust the site's .pyc files
    # over an edited source); the site gets no copy of it; site/pyodide/ is world-readable.
    manifest = json.loads((built_site / "pyodide" / MANIFEST).read_text(encoding="utf-8"))
    plain = REPO / "build" / "wheel" / manifest["wheel"]
    assert _sha256(plain) == manifest["source_sha256"] != manifest["sha256"]
    with zipfile.ZipFile(plain) as wheel:
        assert not [n for n in wheel.namelist() if n.endswith(".pyc")]
    assert not (built_site / "pyodide" / "source").exists()
    assert (built_site / "pyodide").stat().st_mode & 0o755 == 0o755


def test_site_ships_the_runtime_the_pyodide_tier_tests(built_site: Path) -> None:
    # tests/pyodide runs the runtime staged for these sources; the site carries the same key.
    manifest = json.loads((built_site / "pyodide" / MANIFEST).read_text(encoding="utf-8"))
    assert manifest["key"] == runtime_key(REPO / "engine", REPO / "node_modules" / "pyodide")
