"""Offline and installable, in the built site (site_plugins/offline.py): sw.js lists every file a
reader may keep offline with its content's hash and its group (the shell installed with the worker,
the runtime, the runtime's copies, each language), the build id changes with any of them, each
language has its manifest and every page links it and offers to keep the site; the server of
`make serve` serves the worker as a worker needs. (tests/browser/test_offline.py drives the worker
itself in Chromium.)
"""

from __future__ import annotations

import gzip
import hashlib
import html
import json
import re
import struct
import urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import urljoin

import pytest

from site_plugins.offline import write_offline
from site_plugins.words import word
from tests.site.test_build import DEFAULT, LANGS, PREFIX, all_html, built_pages, page_url, parse
from tests.site.test_conventions import served  # noqa: F401 - the fixture: `python -m site_plugins.serve`

pytestmark = pytest.mark.site


def worker_constants(site: Path) -> tuple[str, list[list[str]], dict[str, str]]:
    """BUILD, FILES ([address, sha256, group]) and NOT_FOUND as sw.js holds them."""
    source = (site / "sw.js").read_text(encoding="utf-8")
    build = re.search(r'^const BUILD = "([0-9a-f]{16})";$', source, re.M)
    files = re.search(r"^const FILES = (\[.*\]);$", source, re.M)
    not_found = re.search(r"^const NOT_FOUND = (\{.*\});$", source, re.M)
    assert build and files and not_found, "sw.js lost one of its constants"
    return build[1], json.loads(files[1]), json.loads(not_found[1])


def expected_id(files: list[list[str]]) -> str:
    """The build id as the contract states it: sha256 of "address NUL sha256 LF" for each file, sorted."""
    text = "".join(f"{url}\0{sha}\n" for url, sha, *_ in sorted(files))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def file_of(site: Path, url: str) -> Path:
    return site / url / "index.html" if url == "" or url.endswith("/") else site / url


def test_the_worker_lists_every_file_a_reader_may_keep_in_its_group(built_site: Path) -> None:
    build, files, not_found = worker_constants(built_site)
    listed = {url: sha for url, sha, _ in files}
    group = {url: g for url, _, g in files}
    assert len(listed) == len(files), "a file is listed twice"
    # Every page of the four languages (embed pages included), by the address a reader opens, in
    # its language's group; each language's 404 page and manifest in the shell.
    for path in all_html(built_site):
        rel = path.relative_to(built_site).as_posix()
        url = rel[: -len("index.html")] if rel.endswith("index.html") else rel
        assert url in listed, f"{rel} is not listed"
        lang = next(a["lang"] for t, a in parse(path).tags if t == "html")
        assert group[url] == ("shell" if rel.endswith("404.html") else lang), rel
    for lang, md in built_pages():
        assert group[PREFIX[lang] + page_url(md)] == lang
    for lang in LANGS:
        assert group[f"{PREFIX[lang]}search/search_index.json"] == lang
        assert group[f"{PREFIX[lang]}manifest.webmanifest"] == "shell"
    # The runtime and the wheel the worker loads (rummylab.json names it); the copies it asks for
    # by name on a host without brotli twins (gzip, and the wasm's and the snapshot's brotli copies)
    # and the shipped snapshot, kept only when fetched; never a brotli twin (sent in place of the file).
    runtime = json.loads((built_site / "pyodide" / "rummylab.json").read_text(encoding="utf-8"))
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json",
                 "rummylab.json", "twins.bin", runtime["wheel"]):
        assert group[f"pyodide/{name}"] == "runtime", name
    copies = [p.relative_to(built_site).as_posix() for p in (built_site / "pyodide").iterdir()
              if p.name.endswith((".gz", ".nodata.br", ".raw.br")) or p.name == "rummylab-shipped.bin"]
    assert {"pyodide/python_stdlib.zip.gz", f"pyodide/{runtime['wheel']}.gz", "pyodide/rummylab-shipped.bin",
            *(f"pyodide/{runtime['copies'][name]}" for name in ("pyodide.asm.wasm", "rummylab-shipped.bin"))} <= set(copies)
    assert {url for url, g in group.items() if g == "copy"} == set(copies)
    for name in ("engine.js", "rummylab-worker.js", "widgets.js", "solver.js", "offline.js", "offline.css", "cards.css"):
        assert group[f"assets/{name}"] == "shell", name
    assert "assets/javascripts/lunr/min/lunr.pt.min.js" in listed
    # Not what no reader loads: the worker itself, source maps, twins outside the runtime, brotli
    # twins, the runtime's stamp, other languages' stemmers.
    for url in listed:
        assert not url.endswith(".map") and url != "sw.js" and "/." not in f"/{url}", url
        assert not url.endswith(".br") or group[url] == "copy", url  # (a brotli twin never)
        assert url.startswith("pyodide/") or not url.endswith(".gz"), url
    assert "assets/javascripts/lunr/min/lunr.ja.min.js" not in listed
    # Each entry is the file's content; the id hashes the list.
    for url, sha in listed.items():
        assert hashlib.sha256(file_of(built_site, url).read_bytes()).hexdigest() == sha, url
    assert build == expected_id(files)
    assert not_found == {"": "404.html", **{lang: f"{lang}/404.html" for lang in LANGS if lang != DEFAULT}}
    # The shell, which a first visit's worker installs, stays small (gzip, as a host sends it):
    # the budget is 1 MB in the 10 s after a rules page's load, the worker included.
    shell = sum(len(gzip.compress(file_of(built_site, url).read_bytes(), 6)) for url, g in group.items() if g == "shell")
    assert shell < 400_000, f"the shell weighs {shell} bytes as gzip"


def _tiny_site(root: Path) -> Path:
    for lang in LANGS:
        folder = root / PREFIX[lang]
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "index.html").write_text(f"<html lang={lang}>home</html>", encoding="utf-8")
        (folder / "404.html").write_text(f"<html lang={lang}>not found</html>", encoding="utf-8")
    (root / "pyodide").mkdir()
    (root / "pyodide" / "rummylab-0.1.0-py3-none-any.whl").write_bytes(b"wheel 1")
    (root / "pyodide" / ".rummylab-stamp").write_text("key\n")
    (root / "assets").mkdir()
    (root / "assets" / "x.js.map").write_text("{}")
    return root


def test_the_build_id_changes_with_any_precached_byte_and_only_then(tmp_path: Path) -> None:
    site = _tiny_site(tmp_path)
    first = write_offline(site, LANGS, DEFAULT)
    assert write_offline(site, LANGS, DEFAULT) == first == worker_constants(site)[0]
    # What is not precached does not make a new build.
    (site / "assets" / "x.js.map").write_text('{"changed": 1}')
    (site / "pyodide" / ".rummylab-stamp").write_text("other\n")
    assert write_offline(site, LANGS, DEFAULT) == first
    # A new wheel (same name, other bytes) does, and so does a page.
    (site / "pyodide" / "rummylab-0.1.0-py3-none-any.whl").write_bytes(b"wheel 2")
    second = write_offline(site, LANGS, DEFAULT)
    assert second != first
    (site / "fr" / "index.html").write_text("<html lang=fr>accueil</html>", encoding="utf-8")
    third = write_offline(site, LANGS, DEFAULT)
    assert third not in (first, second)
    _, files, _ = worker_constants(site)
    assert {url: sha for url, sha, _ in files}["pyodide/rummylab-0.1.0-py3-none-any.whl"] == hashlib.sha256(b"wheel 2").hexdigest()
    assert third == expected_id(files)


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_its_manifest(built_site: Path, lang: str) -> None:
    address = f"https://rummylab.org/{PREFIX[lang]}manifest.webmanifest"
    data = json.loads((built_site / PREFIX[lang] / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert data["lang"] == lang
    assert data["name"] == word("offline.app_name", lang) and data["short_name"] == "rummylab"
    assert data["description"] == word("offline.app_description", lang)
    assert urljoin(address, data["start_url"]) == f"https://rummylab.org/{PREFIX[lang]}"
    assert urljoin(address, data["id"]) == urljoin(address, data["start_url"])
    assert urljoin(address, data["scope"]) == "https://rummylab.org/"  # one site: the switcher stays in the app
    assert data["display"] == "standalone"
    sizes = set()
    for icon in data["icons"]:
        file = built_site / urljoin(address, icon["src"]).removeprefix("https://rummylab.org/")
        if icon["type"] == "image/png":
            width, height = _png_size(file.read_bytes())
            assert icon["sizes"] == f"{width}x{height}"
            sizes.add((width, icon["purpose"]))
        else:
            assert icon["type"] == "image/svg+xml" and icon["sizes"] == "any"
            assert ET.fromstring(file.read_text(encoding="utf-8")).get("viewBox") == "0 0 512 512"
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= sizes  # what Chromium asks to install


def test_every_page_links_its_manifest_and_the_offline_script(built_site: Path) -> None:
    for path in all_html(built_site):
        rel = path.relative_to(built_site).as_posix()
        tags = parse(path).tags
        if not any(a.get("id") == "__config" for _, a in tags):
            continue  # an embed page (it lives inside another site's page)
        lang = next(a["lang"] for t, a in tags if t == "html")
        page = "/" + rel
        manifests = [urljoin(page, a["href"] or "") for t, a in tags if t == "link" and a.get("rel") == "manifest"]
        assert manifests == [f"/{PREFIX[lang]}manifest.webmanifest"], rel
        scripts = [urljoin(page, a["src"] or "") for t, a in tags if t == "script" and a.get("src")]
        assert "/assets/offline.js" in scripts, rel
        # The notice, in the page's language, waits in a <template> (nothing shows without a new version).
        source = path.read_text(encoding="utf-8")
        notice = re.search(r'<div class="rl-offline" data-testid="offline-notice".*?</template>', source, re.S)
        assert notice, rel
        for term in ("offline.update_ready", "offline.reload", "offline.later"):
            assert word(term, lang) in notice[0], (rel, term)
        # What is kept offline, and the button that keeps the language, in the page's language.
        box = re.search(r'<div class="rl-offline-keep" data-testid="offline-box".*?</div>', source, re.S)
        assert box, rel
        assert f'data-testid="offline-keep">{word("offline.keep", lang)}</button>' in box[0], rel
        for term in ("kept_page", "kept_pages_n", "kept_all", "keeping", "kept_tools"):
            assert f'data-w-{term}="{html.escape(word(f"offline.{term}", lang))}"' in box[0], (rel, term)


def _head(url: str) -> tuple[int, dict[str, str]]:
    with urllib.request.urlopen(url, timeout=30) as response:
        response.read()
        return response.status, {k.lower(): v for k, v in response.headers.items()}


def test_make_serve_serves_the_worker_and_the_manifest(served: str) -> None:  # noqa: F811 - the fixture imported above
    # `make serve`'s own command (test_conventions' fixture); a missing page's 404 is tested there.
    site_server = served
    status, headers = _head(site_server + "sw.js")
    assert status == 200 and headers["content-type"] == "text/javascript"  # a worker needs a script type
    assert headers["cache-control"] == "no-cache"  # the browser asks for a new build at every check
    status, headers = _head(site_server + "en/manifest.webmanifest")
    assert status == 200 and headers["content-type"] == "application/manifest+json"
    assert "cache-control" not in _head(site_server + "en/")[1]
