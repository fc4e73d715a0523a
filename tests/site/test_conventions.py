"""The site's conventions for search engines, link previews and lost readers.

``site_url`` and the addresses built from it (canonical, hreflang alternates, Open Graph,
sitemap.xml, robots.txt); each page's own description in its language; a 404 page per language
and the server of ``make serve`` that answers with it; the licence the packages declare.
"""

from __future__ import annotations

import gzip
import html
import json
import re
import subprocess
import sys
import tomllib
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
import zipfile
from collections import Counter
from functools import cache
from pathlib import Path

import pytest
import yaml
from PIL import Image

from site_plugins.site_meta import PROBE_GUARD
from site_plugins.words import word
from tests.engine.test_catalogue_language import english_words, french_typography
from tests.site.test_build import DEFAULT, DOCS, LANGS, PREFIX, REPO, html_file, load_mkdocs_yml, page_url, pages, parse

pytestmark = pytest.mark.site

SITE_URL = "https://rummylab.org/"
OG_LOCALE = {"pt": "pt_PT", "en": "en_GB", "es": "es_ES", "fr": "fr_FR"}
NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}
ALL_PAGES = [(lang, md) for lang in LANGS for md in sorted(pages(DEFAULT))]
IDS = [f"{lang}:{md}" for lang, md in ALL_PAGES]


def address(lang: str, md: str) -> str:
    return SITE_URL + PREFIX[lang] + page_url(md)


def alternates_of(md: str) -> dict[str, str]:
    return {**{lang: address(lang, md) for lang in LANGS}, "x-default": address(DEFAULT, md)}


@cache
def front_matter(lang: str, md: str) -> dict:
    text = (DOCS / lang / md).read_text(encoding="utf-8")
    match = re.match(r"---\n(.*?)\n---\n", text, re.S)
    assert match, f"docs/{lang}/{md} does not begin with front matter"
    return yaml.safe_load(match[1])


def head(site: Path, lang: str, md: str) -> list[tuple[str, dict[str, str | None]]]:
    return parse(html_file(site, PREFIX[lang] + page_url(md))).tags


def metas(tags: list[tuple[str, dict[str, str | None]]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for tag, attrs in tags:
        if tag == "meta" and (attrs.get("property") or attrs.get("name")):
            out.setdefault(str(attrs.get("property") or attrs.get("name")), []).append(str(attrs.get("content")))
    return out


# --- site_url and the sitemap -----------------------------------------------------------------


def test_site_url_is_the_absolute_production_address() -> None:
    assert load_mkdocs_yml()["site_url"] == SITE_URL
    assert "site_url" in (REPO / "README.md").read_text(encoding="utf-8"), "the README says where to change it"


@cache
def sitemap(site: Path, name: str = "sitemap.xml") -> dict[str, dict[str, str]]:
    """loc -> {hreflang: href} of a sitemap."""
    root = ET.fromstring((site / name).read_bytes())
    out = {}
    for url in root.findall("s:url", NS):
        loc = url.findtext("s:loc", namespaces=NS)
        assert loc and loc not in out, f"{name}: {loc!r} missing or listed twice"
        out[loc] = {link.get("hreflang"): link.get("href") for link in url.findall("x:link", NS)
                    if link.get("rel") == "alternate"}
    return out


def test_sitemap_lists_every_page_of_every_language_with_its_alternates(built_site: Path) -> None:
    entries = sitemap(built_site)
    expected = {address(lang, md): alternates_of(md) for lang, md in ALL_PAGES}
    assert set(entries) == set(expected), f"missing {sorted(set(expected) - set(entries))[:5]}, " \
        f"extra {sorted(set(entries) - set(expected))[:5]}"
    assert len(entries) == len(ALL_PAGES) >= 88  # every page of the four trees, none twice
    for loc, links in entries.items():
        assert links == expected[loc], f"{loc}: {links}"
    assert "None" not in (built_site / "sitemap.xml").read_text(encoding="utf-8")
    assert gzip.decompress((built_site / "sitemap.xml.gz").read_bytes()) == (built_site / "sitemap.xml").read_bytes()


def test_robots_txt_points_to_the_sitemap(built_site: Path) -> None:
    robots = (built_site / "robots.txt").read_text(encoding="utf-8")
    assert robots.startswith("User-agent: *\n")
    assert f"Sitemap: {SITE_URL}sitemap.xml" in robots.splitlines()
    assert not any(line.strip() == "Disallow: /" for line in robots.splitlines())


# --- every page's head ------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "md"), ALL_PAGES, ids=IDS)
def test_canonical_and_hreflang_links(built_site: Path, lang: str, md: str) -> None:
    tags = head(built_site, lang, md)
    canonical = [a["href"] for t, a in tags if t == "link" and a.get("rel") == "canonical"]
    assert canonical == [address(lang, md)]
    links = [(a["hreflang"], a["href"]) for t, a in tags if t == "link" and a.get("rel") == "alternate" and "hreflang" in a]
    assert dict(links) == alternates_of(md) and len(links) == 5, links


@pytest.mark.parametrize(("lang", "md"), ALL_PAGES, ids=IDS)
def test_description_and_open_graph(built_site: Path, lang: str, md: str) -> None:
    meta = metas(head(built_site, lang, md))
    description = front_matter(lang, md)["description"]
    assert meta["description"] == [description]
    assert meta["og:description"] == [description]
    assert meta["og:url"] == [address(lang, md)]
    assert meta["og:type"] == ["website" if md == "index.md" else "article"]
    assert meta["og:locale"] == [OG_LOCALE[lang]]
    assert sorted(meta["og:locale:alternate"]) == sorted(v for k, v in OG_LOCALE.items() if k != lang)
    assert meta["og:site_name"] == ["rummylab"]
    (title,) = meta["og:title"]
    heading = re.search(r"^# (.+)$", (DOCS / lang / md).read_text(encoding="utf-8"), re.M)
    assert heading and title == heading[1].strip()
    # A social image of its own, drawn at build time (site_plugins/social.py), PNG 1200 × 630.
    (image,) = meta["og:image"]
    assert image.startswith(f"{SITE_URL}social/{lang}/") and image.endswith(".png")
    png = built_site / image.removeprefix(SITE_URL)
    with Image.open(png) as drawn:
        assert (drawn.format, drawn.size) == ("PNG", (1200, 630))
    assert meta["og:image:width"] == ["1200"] and meta["og:image:height"] == ["630"] and meta["og:image:alt"] == [title]
    assert meta["og:image:type"] == ["image/png"] and meta["twitter:card"] == ["summary_large_image"]


def test_the_theme_does_not_probe_the_hreflang_links(built_site: Path) -> None:
    # Material fetches sitemap.xml next to every link[rel=alternate] when the document is ready;
    # the guard right after the links hides them from it until then (tests/browser/test_head.py
    # watches the requests).
    for lang, md in [("pt", "index.md"), ("fr", "knock-rummy/settlement.md")]:
        text = html_file(built_site, PREFIX[lang] + page_url(md)).read_text(encoding="utf-8")
        head_text = text.split("</head>", 1)[0]
        assert head_text.rfind('hreflang="x-default"') < head_text.find(PROBE_GUARD), f"{lang}:{md}"
        assert text.find(PROBE_GUARD) < text.find("assets/javascripts/bundle.")


# --- descriptions -----------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "md"), ALL_PAGES, ids=IDS)
def test_description_opens_the_page_in_its_language(lang: str, md: str) -> None:
    text = (DOCS / lang / md).read_text(encoding="utf-8")
    assert text.startswith("---\ndescription: "), f"docs/{lang}/{md}: the description must be the first lines"
    description = front_matter(lang, md)["description"]
    assert isinstance(description, str) and 60 <= len(description) <= 200, description
    if lang == "fr":
        assert french_typography(description) == [], description
    else:
        assert "\u202f" not in description
        if lang != "en":
            assert english_words(description) == [], description


def test_no_two_pages_share_a_description() -> None:
    counts = Counter(front_matter(lang, md)["description"] for lang, md in ALL_PAGES)
    assert [d for d, n in counts.items() if n > 1] == []


# --- the 404 pages ----------------------------------------------------------------------------


class _Article:
    """The text of the page's <article>, without elements in another language (lang=…)."""

    def __init__(self, source: str, lang: str) -> None:
        article = source.split('<article class="md-content__inner', 1)[1].split("</article>", 1)[0]
        article = re.sub(r'<(\w+)[^>]*\blang="(?!%s")[^"]*"[^>]*>.*?</\1>' % lang, " ", article, flags=re.S)
        self.text = html.unescape(re.sub(r"<[^>]+>", " ", article.split(">", 1)[1]))


@pytest.mark.parametrize("lang", LANGS)
def test_404_page_of_each_language(built_site: Path, lang: str) -> None:
    path = built_site / PREFIX[lang] / "404.html"
    tags = parse(path).tags
    (html_tag,) = [a for t, a in tags if t == "html"]
    assert html_tag["lang"] == lang
    source = path.read_text(encoding="utf-8")
    title = word("theme.not_found_title", lang)
    assert f"<h1>{title}</h1>" in source
    assert parse(path).title.strip() == f"{title} - rummylab"
    text = _Article(source, lang).text
    assert word("theme.not_found_text", lang) in " ".join(text.split())
    if lang != "en":
        assert english_words(text) == [], text
    assert "404 - Not found" not in source
    # The search box, searching this language's index.
    assert any(t == "form" and a.get("name") == "search" for t, a in tags)
    config = json.loads(re.search(r'<script id="__config" type="application/json">(.*?)</script>', source, re.S)[1])
    assert config["base"] == "/" + PREFIX[lang]
    # A link home; the switcher leads to each language's home page (a 404 has no other version).
    assert any(t == "a" and a.get("data-testid") == "not-found-home" and a.get("href") == "/" + PREFIX[lang]
               for t, a in tags)
    switcher = {a["hreflang"]: a["href"] for t, a in tags if t == "a" and "md-select__link" in (a.get("class") or "")}
    assert switcher == {other: "/" + PREFIX[other] for other in LANGS}
    # Served at any depth: nothing relative.
    relative = [a.get("href") or a.get("src") for t, a in tags if t in ("a", "link", "script", "img")
                and (a.get("href") or a.get("src") or "/").split(":")[0] not in ("http", "https")
                and not (a.get("href") or a.get("src") or "/").startswith(("/", "#", "data:"))]
    assert relative == []
    # No head link for Material to probe, no canonical (it is not a page of its own).
    assert not [a for t, a in tags if t == "link" and a.get("rel") in ("alternate", "canonical")]


def test_root_404_page_links_to_the_other_languages(built_site: Path) -> None:
    tags = parse(built_site / "404.html").tags
    links = {a["hreflang"]: a["href"] for t, a in tags if t == "a" and a.get("hreflang")
             and "md-select__link" not in (a.get("class") or "")}
    assert links == {lang: f"/{lang}/" for lang in LANGS if lang != DEFAULT}
    source = (built_site / "404.html").read_text(encoding="utf-8")
    for lang in links:
        assert f'<li lang="{lang}">' in source and word("theme.not_found_other", lang) in source


# --- the server of `make serve` ---------------------------------------------------------------


@pytest.fixture(scope="module")
def served(built_site: Path) -> object:
    """``python -m site_plugins.serve`` on a free port; yields its base URL."""
    proc = subprocess.Popen([sys.executable, "-m", "site_plugins.serve", "--port", "0", "--directory", str(built_site)],
                            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert match, f"the server said {line!r}"
        yield f"http://127.0.0.1:{match[1]}/"
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        if proc.stdout:
            proc.stdout.close()


def _fetch(url: str) -> tuple[int, str, str]:
    """Status, type and text of a URL (an error status included; a binary body as Latin-1)."""
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, response.headers.get_content_type(), response.read().decode("latin-1")
    except urllib.error.HTTPError as error:
        with error:
            return error.code, error.headers.get_content_type(), error.read().decode("utf-8")


@pytest.mark.parametrize(("path", "lang"), [("en/nope/", "en"), ("nope/", "pt"), ("es/knock-rummy/nothing.html", "es"),
                                            ("fr/nope", "fr"), ("english/", "pt"), ("assets/nope.js", "pt")])
def test_server_answers_a_missing_address_with_its_language_404_page(served: str, path: str, lang: str) -> None:
    status, ctype, body = _fetch(served + path)
    assert (status, ctype) == (404, "text/html")
    assert f'<html lang="{lang}"' in body
    assert f"<h1>{word('theme.not_found_title', lang)}</h1>" in body


def test_server_serves_pages_and_the_files_search_engines_read(served: str) -> None:
    status, _, body = _fetch(served + "fr/")
    assert status == 200 and '<html lang="fr"' in body.encode("latin-1").decode("utf-8")
    status, ctype, _ = _fetch(served + "pyodide/pyodide.asm.wasm")
    assert (status, ctype) == (200, "application/wasm")
    assert _fetch(served + "robots.txt")[:2] == (200, "text/plain")
    assert _fetch(served + "sitemap.xml")[:2] == (200, "application/xml")


def test_tests_serve_the_site_as_make_serve_does(site_server: str) -> None:
    status, _, body = _fetch(site_server + "es/nope/")
    assert status == 404 and '<html lang="es"' in body
    assert "site_plugins.serve" in (REPO / "Makefile").read_text(encoding="utf-8").split("\nserve:", 1)[1].split("\n\n")[0]


# --- the licence ------------------------------------------------------------------------------


def test_license_file_matches_the_declared_licence() -> None:
    text = (REPO / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n")
    assert "Copyright (c) 2026 rummylab contributors" in text
    assert "Permission is hereby granted, free of charge" in text
    for project in (REPO / "pyproject.toml", REPO / "engine" / "pyproject.toml"):
        assert tomllib.loads(project.read_text(encoding="utf-8"))["project"]["license"] == "MIT", project
    assert (REPO / "engine" / "LICENSE").read_text(encoding="utf-8") == text


def test_engine_wheel_ships_the_licence(built_site: Path) -> None:
    (wheel,) = (built_site / "pyodide").glob("rummylab-*.whl")
    with zipfile.ZipFile(wheel) as whl:
        names = [n for n in whl.namelist() if n.endswith("LICENSE")]
        assert names and names[0].split("/", 1)[0].endswith(".dist-info"), whl.namelist()[-8:]
        assert whl.read(names[0]).decode("utf-8") == (REPO / "LICENSE").read_text(encoding="utf-8")
        metadata = whl.read(next(n for n in whl.namelist() if n.endswith(".dist-info/METADATA"))).decode("utf-8")
    assert "License-Expression: MIT" in metadata and "License-File: LICENSE" in metadata
