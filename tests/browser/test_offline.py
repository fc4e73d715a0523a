"""Offline and installable: the service worker of site_plugins/offline.py in Chromium.

What a reader keeps: a first visit keeps its page and the shell, not the site; a tool keeps the
runtime; "Keep this site for offline use" keeps the page's language; Save-Data or a metered line
keeps nothing more on its own, an unmetered one keeps the language; the footer says which.

These tests have their own browser context, which allows service workers (the shared one blocks
them; the connection tests each have one more), and their own server, whose directory can be switched from one build to another at the same
address, as a host is when a new version is deployed:

- build A is the session's site (``built_site``), copied;
- build B is build A with a changed engine: its wheel rewritten with another ``__version__`` in
  ``rummylab/__init__.py`` (whose bytecode is left out, so Pyodide compiles the new source), the
  lock file and rummylab.json given the new wheel's hash and size (Pyodide checks the hash), its
  pages marked with a ``<meta name="rummylab-test-build">`` (a changed page), then sw.js, the
  manifests and icons written again by ``write_offline``, as the plugin does at the end of a build.
  So B differs from A in its pages AND its wheel, and has its own build id. (Restaging the runtime
  from patched sources would compile the whole standard library again: 12 s on an idle machine.)

The module's first tests run in order in one context: they leave build A's worker in control,
with the English site kept, which the update test needs (A must hold the pages it shows).
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import time
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from site_plugins.offline import CACHE_PREFIX, build_id, precache_list, write_offline
from site_plugins.serve import SiteHandler
from site_plugins.site_meta import heading
from site_plugins.words import LANGS, word
from tests.browser.conftest import assert_only_own_origin
from tests.browser.test_a11y import inject_axe
from tests.browser.test_solver import HAND_A, LANG_PREFIX
from tests.browser.test_way_in import PHONE
from tests.conftest import running_server

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]

NEW_VERSION = "0.1.0+offline-test"
MARKER = '<meta name="rummylab-test-build" content="B">'


def _ids(site: Path) -> str:
    return build_id(precache_list(site, tuple(LANGS)))


def _change_the_engine(site: Path) -> None:
    """Give the site's wheel another engine version; its lock file and rummylab.json follow."""
    folder = site / "pyodide"
    about = json.loads((folder / "rummylab.json").read_text(encoding="utf-8"))
    wheel = folder / about["wheel"]
    part = folder / (about["wheel"] + ".part")
    changed = False
    with zipfile.ZipFile(wheel) as old, zipfile.ZipFile(part, "w", zipfile.ZIP_STORED) as new:
        for info in old.infolist():
            data = old.read(info)
            if info.filename == "rummylab/__init__.pyc":
                # The site's wheel holds bytecode of Pyodide's Python, which this one cannot write:
                # the changed module goes in as source (zipimport compiles it, finding no .pyc).
                data = (REPO / "engine" / "rummylab" / "__init__.py").read_bytes()
                assert b'__version__ = "0.1.0"' in data
                data = data.replace(b'__version__ = "0.1.0"', f'__version__ = "{NEW_VERSION}"'.encode(), 1)
                info = zipfile.ZipInfo("rummylab/__init__.py", info.date_time)
                changed = True
            new.writestr(info, data)
    assert changed
    part.replace(wheel)
    for twin in (".br", ".gz"):  # its precompressed twins are the old wheel's: B's host sends the wheel itself
        (folder / (about["wheel"] + twin)).unlink()
    sha = hashlib.sha256(wheel.read_bytes()).hexdigest()
    lock = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))
    lock["packages"]["rummylab"]["sha256"] = sha
    (folder / "pyodide-lock.json").write_text(json.dumps(lock), encoding="utf-8")
    about["sha256"] = sha
    about["sizes"][about["wheel"]] = wheel.stat().st_size
    about["sizes"]["pyodide-lock.json"] = (folder / "pyodide-lock.json").stat().st_size
    (folder / "rummylab.json").write_text(json.dumps(about, indent=2) + "\n", encoding="utf-8")


def _runtime_label(site: Path) -> str:
    """The runtime's label of a built site (its pages name it: overrides/main.html)."""
    about = json.loads((site / "pyodide" / "rummylab.json").read_text(encoding="utf-8"))
    return f"{about['key']}:{about['sha256']}:{about['pyodide']}"


@pytest.fixture(scope="module")
def builds(built_site: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Build A (a copy of the session's site) and build B (A with a changed engine and pages)."""
    tmp = tmp_path_factory.mktemp("offline")
    a, b = tmp / "a", tmp / "b"
    shutil.copytree(built_site, a)
    shutil.copytree(built_site, b)
    _change_the_engine(b)
    old_label, new_label = _runtime_label(a), _runtime_label(b)
    for page in b.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        if "</head>" in text:
            # B's pages name B's runtime, as a build's template does: its live engine is B's.
            text = text.replace(old_label, new_label)
            page.write_text(text.replace("</head>", MARKER + "</head>", 1), encoding="utf-8")
    write_offline(b, tuple(LANGS), LANGS[0])
    assert _ids(a) != _ids(b)
    # A host half-way through deploying B: B's worker, A's other files.
    half = tmp / "half"
    shutil.copytree(a, half)
    shutil.copy2(b / "sw.js", half / "sw.js")
    return {"a": a, "b": b, "half": half}


@pytest.fixture(scope="module")
def server(builds: dict[str, Path]) -> Iterator[tuple[str, dict[str, Path]]]:
    """A server of build A whose directory a test switches to build B (``serving["dir"] = …``)."""
    serving = {"dir": builds["a"]}

    def handler(*args: object, **kwargs: object) -> SiteHandler:
        return SiteHandler(*args, directory=str(serving["dir"]), **kwargs)  # type: ignore[arg-type]

    with running_server(handler, "offline-server") as base:
        yield base, serving


@contextmanager
def _sw_context(browser: object, base: str, init_script: str | None = None) -> Iterator[object]:
    """A page in a context of its own that allows service workers; it fails the test on a request
    to another origin or an uncaught error, as the shared ``page`` fixture does."""
    context = browser.new_context(service_workers="allow", viewport=PHONE, has_touch=True)
    if init_script:
        context.add_init_script(init_script)
    page = context.new_page()
    page.set_default_timeout(30_000)
    requests: list[str] = []
    errors: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page.on("pageerror", lambda err: errors.append(f"{page.url}: {err} {err.stack}"))
    try:
        yield page
        assert_only_own_origin(base, requests, errors)
    finally:
        context.close()


@pytest.fixture(scope="module")
def sw_page(browser: object, server: tuple[str, dict[str, Path]]) -> Iterator[object]:
    """The module's page: one context, whose worker and caches the first tests build up."""
    with _sw_context(browser, server[0]) as page:
        yield page


def notice_violations(page, where: str = ".rl-offline") -> list[str]:
    """axe-core's serious or critical violations inside the notice, or the footer's offline line
    (the rest of the page is test_a11y's)."""
    inject_axe(page)
    result = page.evaluate("(where) => axe.run({include: [[where]]}, {resultTypes: ['violations']})", where)
    return [f"{v['id']} ({v['impact']}): {v['help']}" for v in result["violations"] if v["impact"] in ("serious", "critical")]


def _active_build(page) -> str:
    """Wait until the site's worker is active (its whole cache installed); return its build id."""
    # reason: the worker installs the whole precache before it activates (at most 30 s here)
    return page.evaluate("""async () => {
      const late = new Promise((_, reject) => setTimeout(() => reject(new Error('no active service worker after 30 s')), 30000));
      const active = (async () => {
        const worker = (await navigator.serviceWorker.ready).active;
        while (worker.state !== 'activated') await new Promise((resolve) => worker.addEventListener('statechange', resolve, {once: true}));
        const channel = new MessageChannel();
        const answer = new Promise((resolve) => { channel.port1.onmessage = (event) => resolve(event.data.build); });
        worker.postMessage({type: 'build'}, [channel.port2]);
        return answer;
      })();
      return Promise.race([active, late]);
    }""")


def _caches(page) -> list[str]:
    """Every cache of the origin (the engine's memory snapshot is a file of the origin private
    file system, not a cache: tests/browser/test_snapshot.py)."""
    return sorted(page.evaluate("caches.keys()"))


def _version(page) -> str:
    answer = page.evaluate("() => import('/assets/engine.js').then(({engine}) => engine.request({op: 'version'}))")
    assert answer["ok"] is True, answer
    return answer["result"]["version"]


def _h1(site: Path, path: str) -> str:
    """The heading of a built page, as the file holds it (without its permalink)."""
    return heading((site / path / "index.html").read_text(encoding="utf-8"), "")


def _kept(page) -> set[str]:
    """The addresses (relative to the site) this build's cache holds."""
    return set(page.evaluate("""async () => {
      const [name] = (await caches.keys()).filter((n) => n.startsWith('rummylab-site-'));
      return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname.slice(1));
    }"""))


def _says(page, text: str) -> None:
    """Wait until the footer's line says ``text`` (the service worker answers the page's status
    request after each thing it kept)."""
    expect(page.get_by_test_id("offline-status")).to_have_text(text)


def _kept_words(lang: str, others: int, *, tools: bool) -> str:
    text = {0: word("offline.kept_page", lang), 1: word("offline.kept_pages_1", lang)}.get(
        others, word("offline.kept_pages_n", lang, n=others))
    return f"{text} {word('offline.kept_tools', lang)}" if tools else text


def _forget_the_engine(page, base: str) -> None:
    """End the running engine (a shared worker) and its memory snapshot, from a page without one,
    so the next start is a first one, which needs the runtime's files."""
    page.evaluate("() => import('/assets/engine.js').then(({engine}) => engine.retire())")
    page.goto(f"{base}{LANG_PREFIX['en']}rules/")
    assert page.evaluate("""async () => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry('rummylab-snapshot.bin').catch(() => {});
      return (await Array.fromAsync(root.keys())).includes('rummylab-snapshot.bin');
    }""") is False


RULES = f"{LANG_PREFIX['en']}rules/"


def test_a_first_visit_keeps_its_page_and_the_shell_and_a_tool_the_runtime(sw_page, server) -> None:
    base, serving = server
    page = sw_page
    page.goto(base + RULES)  # a rules page: no tool
    build = _active_build(page)
    assert build == _ids(serving["dir"])
    assert _caches(page) == [CACHE_PREFIX + build]
    _says(page, _kept_words("en", 0, tools=False))
    assert page.get_by_test_id("offline-keep").inner_text() == word("offline.keep", "en")
    page.wait_for_function("() => document.documentElement.dataset.rlOfflineAuto")  # reason: offline.js decided
    assert page.evaluate("document.documentElement.dataset.rlOfflineAuto") == "ask"  # no connection type: ask
    assert notice_violations(page, ".rl-offline-keep") == []
    kept = _kept(page)
    # The page, the shell (assets, the 404 pages), and nothing else: no other page, no runtime.
    assert {RULES, "assets/offline.js", "assets/engine.js", "404.html", "fr/404.html", "en/manifest.webmanifest"} <= kept
    pages = {p for p in kept if p == "" or p.endswith("/")}
    assert pages == {RULES}, pages
    assert not [p for p in kept if p.startswith("pyodide/")]

    # A tool, online: its page is kept, and the runtime its engine fetched.
    page.goto(f"{base}{LANG_PREFIX['en']}practice/quiz/")
    page.get_by_test_id("quiz").wait_for()
    _says(page, _kept_words("en", 1, tools=True))
    kept = _kept(page)
    assert {"pyodide/pyodide.asm.wasm", "pyodide/pyodide.mjs", "pyodide/pyodide-lock.json"} <= kept
    _forget_the_engine(page, base)

    page.context.set_offline(True)
    try:
        # The tool's page answers offline, its engine started from the kept runtime.
        page.goto(f"{base}{LANG_PREFIX['en']}practice/quiz/")
        page.get_by_test_id("quiz").and_(page.locator("[data-upgraded=true]")).wait_for()
        quiz = page.evaluate("() => import('/assets/engine.js').then(({engine}) => "
                             "engine.request({op: 'quiz', seed: 5, level: 1, lang: 'en'}))")
        assert quiz["ok"] is True, quiz
        files, start = page.evaluate("() => import('/assets/engine.js').then(({engine}) => [engine.files, engine.startInfo])")
        assert start["path"] in ("plain", "snapshot") or start["shipped"] == {"state": "restored"}, start
        by_name = {f["name"]: f["serviceWorker"] for f in files}
        assert by_name.get("pyodide.asm.wasm") is True, files
        # The rules page opens; a page never opened is not there (the site was not downloaded).
        page.goto(base + RULES)
        assert page.get_by_role("heading", level=1).inner_text().rstrip("¶").strip() == _h1(serving["dir"], "en/rules")
        assert page.evaluate("() => fetch('/en/glossary/').then(() => 'answered', (err) => err.name)") == "TypeError"
        # An address the site does not have: its language's 404 page, from the shell.
        response = page.goto(f"{base}{LANG_PREFIX['en']}no-such-page/")
        assert response.status == 404 and response.from_service_worker
        assert page.get_by_role("heading", level=1).inner_text() == word("theme.not_found_title", "en")
        _says(page, _kept_words("en", 2, tools=True))  # the 404 page is kept: the rules and the quiz too
        # An address whose escapes are no UTF-8: the same 404 page, not a network error.
        # (An English one: a French page offline would find no French search index to load.)
        response = page.goto(f"{base}{LANG_PREFIX['en']}%E0%A4%A/")
        assert response.status == 404 and response.from_service_worker
        assert page.get_by_role("heading", level=1).inner_text() == word("theme.not_found_title", "en")
        # A directory address without its slash is sent to the page, as the server does.
        page.goto(f"{base}{LANG_PREFIX['en']}rules")
        assert urlsplit(page.url).path == "/en/rules/"
    finally:
        page.context.set_offline(False)


def test_keep_this_site_keeps_the_language_and_its_pages_work_offline(sw_page, server) -> None:
    base, serving = server
    page = sw_page
    page.goto(f"{base}{LANG_PREFIX['en']}practice/quiz/")
    page.get_by_test_id("offline-keep").click()
    expect(page.get_by_test_id("offline-box")).to_have_attribute("data-state", "all")
    _says(page, f"{word('offline.kept_all', 'en')} {word('offline.kept_tools', 'en')}")
    assert page.get_by_test_id("offline-keep").is_hidden()
    kept = _kept(page)
    english = {url for url, _ in precache_list(serving["dir"], tuple(LANGS)) if url.startswith("en/")}
    assert english <= kept, sorted(english - kept)[:5]
    assert not [p for p in kept if p.startswith(("fr/", "es/")) and not p.endswith(("404.html", ".webmanifest"))]

    page.context.set_offline(True)
    try:
        # A page of the language never opened, with a tool: it opens and answers (KR-EX1's A: 8).
        page.goto(f"{base}{LANG_PREFIX['en']}practice/solver/")
        root = page.get_by_test_id("solver")
        root.and_(page.locator("[data-upgraded=true]")).wait_for()
        root.get_by_test_id("solver-hand").fill(HAND_A)
        before = root.get_attribute("data-answered") or "0"
        root.get_by_test_id("solver-submit").click()
        page.wait_for_function(  # reason: the live answer replaces the static one
            "([el, before]) => (el.dataset.answered || '0') !== before", arg=[root.element_handle(), before])
        assert root.get_by_test_id("solver-deadwood").first.inner_text() == "8"
        page.goto(f"{base}{LANG_PREFIX['en']}glossary/")
        assert page.locator("html").get_attribute("lang") == "en"
        _says(page, f"{word('offline.kept_all', 'en')} {word('offline.kept_tools', 'en')}")
    finally:
        page.context.set_offline(False)


def test_from_a_host_without_twins_the_kept_runtime_starts_offline(browser, plain_host, built_site) -> None:
    """There the worker asks for copies, and the wasm's copy has no data segments: it runs only from
    a snapshot. What "Keep this site" keeps is what a start takes on that host, the shipped
    snapshot's copy with it, so a tool page never opened answers offline though the origin has
    kept no snapshot of its own (a plain start would need the whole wasm, which is not kept)."""
    manifest = json.loads((built_site / "pyodide" / "rummylab.json").read_text(encoding="utf-8"))
    copies = manifest["copies"]
    with _sw_context(browser, plain_host) as page:
        page.goto(f"{plain_host}{RULES}")
        page.get_by_test_id("offline-keep").click()
        expect(page.get_by_test_id("offline-box")).to_have_attribute("data-state", "all")
        _says(page, f"{word('offline.kept_all', 'en')} {word('offline.kept_tools', 'en')}")
        kept = _kept(page)
        assert {f"pyodide/{copies['pyodide.asm.wasm']}", f"pyodide/{copies[manifest['snapshot']['file']]}"} <= kept, sorted(kept)
        assert "pyodide/pyodide.asm.wasm" not in kept
        page.context.set_offline(True)
        try:
            page.goto(f"{plain_host}{LANG_PREFIX['en']}practice/solver/?hand=4H+5H+6H+QC+QD+QS+8D&game=knock")
            root = page.get_by_test_id("solver")
            root.and_(page.locator("[data-solved]")).wait_for(timeout=60_000)
            assert root.get_by_test_id("solver-deadwood").first.inner_text() == "8"  # KR-EX1
            start = page.evaluate("() => import('/assets/engine.js').then(({engine}) => engine.startInfo)")
            assert start["path"] == "snapshot" and start["shipped"]["state"] == "restored", start
        finally:
            page.context.set_offline(False)


# navigator.connection as a phone's browser reports it (desktop Chromium gives no type), from the
# page's query: ?connection=<saveData>,<type>.
CONNECTION = """const given = /[?&]connection=(true|false),(\\w+)/.exec(location.search);
if (given) Object.defineProperty(Navigator.prototype, 'connection', {configurable: true,
  get: () => Object.assign(new EventTarget(), {saveData: given[1] === 'true', type: given[2], effectiveType: '4g'})});"""


def test_only_an_unmetered_line_keeps_the_language_on_its_own(browser, server) -> None:
    base, _ = server
    with _sw_context(browser, base, CONNECTION) as page:
        for path, connection, decision in [
            ("fr/rules/", "true,wifi", "ask"),        # Save-Data: never on its own
            ("fr/glossary/", "false,cellular", "ask"),  # metered
            ("fr/compare/", "false,wifi", "keep"),      # unmetered, no Save-Data: the language, at once
        ]:
            page.goto(f"{base}{path}?connection={connection}")
            _active_build(page)
            page.wait_for_function("() => document.documentElement.dataset.rlOfflineAuto")  # reason: offline.js decided
            assert page.evaluate("document.documentElement.dataset.rlOfflineAuto") == decision, connection
            if decision == "ask":
                _says(page, word("offline.kept_page" if path == "fr/rules/" else "offline.kept_pages_1", "fr"))
                pages = {p for p in _kept(page) if p == "" or p.endswith("/")}
                assert pages == {"fr/rules/", "fr/glossary/"} - ({"fr/glossary/"} if path == "fr/rules/" else set()), pages
            else:  # (keeping a language to its end is the previous test's)
                expect(page.get_by_test_id("offline-box")).to_have_attribute("data-state", re.compile("keeping|all"))


def test_a_new_build_replaces_the_cache_as_a_whole(sw_page, server, builds) -> None:
    base, serving = server
    page = sw_page
    page.goto(f"{base}{LANG_PREFIX['en']}")
    old = _active_build(page)
    assert old == _ids(builds["a"])
    # Another part of the site could keep a cache of its own: never touched.
    page.evaluate("caches.open('rummylab-other-test').then(c => c.put('/snapshot-test', new Response('kept')))")

    # Half-way through a deploy, B's worker finds A's files where B's should be: its install fails
    # (each file's hash is checked) and build A stays in control, whole. (First, any update check
    # the browser began on its own, which an update asked for now would join, is let finish: it
    # saw build A's sw.js.)
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update()).catch(() => {})")
    serving["dir"] = builds["half"]
    state = page.evaluate("""async () => {
      const r = await navigator.serviceWorker.getRegistration();
      const settled = new Promise((resolve) => {
        const watch = (w) => w && w.addEventListener('statechange', () => {
          if (w.state === 'redundant' || w.state === 'installed') resolve(w.state); });
        r.addEventListener('updatefound', () => watch(r.installing));
      });
      const late = new Promise((resolve) => setTimeout(() => resolve('no new worker within 30 s'), 30000));
      r.update().catch(() => {});
      return Promise.race([settled, late]);
    }""")  # reason: the new worker's install ends one way or the other
    assert state == "redundant"
    assert _active_build(page) == old
    assert page.get_by_test_id("offline-reload").count() == 0

    serving["dir"] = builds["b"]  # the host now serves build B
    t0 = time.monotonic()
    page.goto(f"{base}{LANG_PREFIX['en']}practice/solver/")  # the browser checks sw.js and finds B's
    notice = page.get_by_test_id("offline-notice")
    reload = notice.get_by_test_id("offline-reload")
    reload.wait_for()  # reason: B's worker has installed its whole cache and waits
    installed = time.monotonic() - t0
    assert notice.get_by_test_id("offline-update-text").inner_text() == word("offline.update_ready", "en")
    assert reload.inner_text() == word("offline.reload", "en")
    new = _ids(builds["b"])
    assert _caches(page) == sorted([CACHE_PREFIX + old, CACHE_PREFIX + new, "rummylab-other-test"])
    # Until the reader reloads, the page is build A's, page and wheel alike (A's cache is whole:
    # the failed install above left it alone).
    assert page.locator('meta[name="rummylab-test-build"]').count() == 0
    assert _version(page) == "0.1.0"
    page.get_by_test_id("offline-notice").get_by_test_id("offline-later").click()
    assert page.get_by_test_id("offline-reload").count() == 0

    # On a phone, with the keyboard alone: the notice (in French here) fits the screen, comes first.
    page.goto(f"{base}{LANG_PREFIX['fr']}glossary/")
    reload = page.get_by_test_id("offline-reload")
    reload.wait_for()  # reason: the page found B waiting
    # A's worker did not keep that page, which A never had: the host sent B's, not A's file.
    assert page.evaluate("(name) => caches.open(name).then((c) => c.match('/fr/glossary/')).then(Boolean)",
                         CACHE_PREFIX + old) is False
    assert page.locator('meta[name="rummylab-test-build"]').count() == 1  # (passed on as the host sent it)
    assert reload.inner_text() == word("offline.reload", "fr")
    box = page.locator(".rl-offline__box").bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"] and box["y"] + box["height"] <= PHONE["height"]
    assert reload.bounding_box()["height"] >= 44
    assert notice_violations(page) == []
    for _ in range(3):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.testid") == "offline-reload":
            break
    else:
        pytest.fail("three presses of Tab did not reach the notice's Reload button")
    with page.expect_navigation():  # reason: the new worker takes over and the page reloads
        page.keyboard.press("Enter")
    assert _active_build(page) == new
    # Now build B's pages and B's wheel, and A's cache is gone (the other cache stays).
    assert page.locator('meta[name="rummylab-test-build"]').count() == 1
    assert _version(page) == NEW_VERSION
    assert _caches(page) == sorted([CACHE_PREFIX + new, "rummylab-other-test"])
    assert page.get_by_test_id("offline-reload").count() == 0
    print(f"build B's cache installed in {installed:.1f} s")
