"""Browser tier: Playwright (Python) driving Debian's Chromium against the built site.

``site_server`` (tests/conftest.py) serves the site on 127.0.0.1. Every page opened through the
``page`` fixture records its requests; the fixture fails the test if any went to another origin
(the site must load nothing from a CDN) or if the page logged an uncaught error.

Every context opened from the ``browser`` fixture, whichever test opens it, reports each violation
of the pages' Content-Security-Policy (site_plugins/csp.py) to the tier, and a test during which a
page violated it fails (:func:`no_csp_violation`): the policy is tested by every browser test,
with no page load of its own.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import playwright.sync_api as playwright_sync
import pytest

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


#: An init script that makes a context's pages those of a browser without shared workers, so the
#: engine runs in each page's dedicated worker: its requests are the page's (Playwright records
#: them, and CDP's network emulation of the page slows them), which a shared worker's are not.
#: The tests of the runtime's bytes and of slow lines use it; it is also the path of a browser
#: without SharedWorker.
DEDICATED_WORKER = "delete window.SharedWorker;"


#: What the pages violated of their Content-Security-Policy since the running test began: one line
#: per violation (directive, what was blocked, where), from any context of the ``browser`` fixture.
CSP_VIOLATIONS: list[str] = []

#: The name of the context's binding that :data:`CSP_WATCH` calls.
CSP_BINDING = "__rlCspViolation"

#: An init script of every context: each ``securitypolicyviolation`` of a document (an element's
#: or the document's, which reach the window in the capture phase), of any frame, goes to the tier.
#: It records; it loads nothing, and sends nothing while the pages keep their policy.
CSP_WATCH = """
window.addEventListener('securitypolicyviolation', (e) => {
  const report = window[%s];
  const where = `${e.sourceFile || e.documentURI}:${e.lineNumber}:${e.columnNumber}`;
  const sample = e.sample ? ` (${e.sample.slice(0, 80)})` : '';
  if (typeof report === 'function') report(`${e.effectiveDirective} blocked ${e.blockedURI || '?'} at ${where}${sample}`);
}, true);
""" % json.dumps(CSP_BINDING)


#: The page's rummylab:* marks (engine.js), by name without the prefix: ms from navigation.
MARKS = ("() => Object.fromEntries(performance.getEntriesByType('mark')"
         ".filter(m => m.name.startsWith('rummylab:')).map(m => [m.name.slice(9), m.startTime]))")
#: When the page asked for Material's search worker (ms from navigation), or null.
SEARCH_WORKER = ("() => { const e = performance.getEntriesByType('resource')"
                 ".find(r => /\\/workers\\/search\\.[^/]*\\.js$/.test(r.name)); return e ? e.startTime : null; }")


def watch_csp(context: object) -> object:
    """Make a browser context report its pages' CSP violations into :data:`CSP_VIOLATIONS`."""
    context.expose_binding(CSP_BINDING, lambda source, text: CSP_VIOLATIONS.append(f"{source['frame'].url}: {text}"))
    context.add_init_script(CSP_WATCH)
    return context


#: The request header that asks the test server for the whole search index (tests/conftest.py:
#: :class:`~tests.conftest.TestSiteHandler` sends the others one with no page in it).
FULL_SEARCH = {"X-Rummylab-Search": "full"}


@pytest.fixture
def full_search(page: object) -> Iterator[None]:
    """The whole search index for this test's page (the others get an empty one)."""
    page.set_extra_http_headers(FULL_SEARCH)
    try:
        yield
    finally:
        page.set_extra_http_headers({})


class WatchedBrowser:
    """The session's Chromium, whose every new context watches CSP violations (:func:`watch_csp`)."""

    def __init__(self, browser: object) -> None:
        self._browser = browser

    def new_context(self, **options: object) -> object:
        return watch_csp(self._browser.new_context(**options))

    def __getattr__(self, name: str) -> object:
        if name == "new_page":  # its context would go unwatched (and a watched one would outlive it)
            raise AttributeError("open a page with browser.new_context(…).new_page(), whose context is watched")
        return getattr(self._browser, name)


@pytest.fixture(autouse=True)
def no_csp_violation() -> Iterator[None]:
    """Fail a browser test during which a page violated its Content-Security-Policy."""
    CSP_VIOLATIONS.clear()
    yield
    found, CSP_VIOLATIONS[:] = list(CSP_VIOLATIONS), []
    assert not found, "Content-Security-Policy violations:\n" + "\n".join(found)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """One headless Chromium for the session; its contexts watch CSP violations (:class:`WatchedBrowser`)."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}: `make chromium` (apt-get install chromium)", pytrace=False)
    with playwright_sync.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield WatchedBrowser(browser)
        finally:
            browser.close()


class RecordedPage:
    """A Playwright page plus what it asked for."""

    def __init__(self, page: object, base: str) -> None:
        self.page = page
        self.base = base
        self.requests: list[str] = []
        self.errors: list[str] = []

    def open(self, path: str) -> object:
        self.page.goto(self.base + path)
        return self.page


@pytest.fixture(scope="session")
def context(browser: object) -> Iterator[object]:
    """One browser context for the functional tests: its HTTP cache stays warm between tests,
    so Pyodide is downloaded once (bench/bench_startup.py measures the cold start)."""
    context = browser.new_context(service_workers="block")
    try:
        yield context
    finally:
        context.close()


def assert_only_own_origin(base: str, requests: list[str], errors: list[str]) -> None:
    """What every page of the browser tier must show: no request to another origin than ``base``'s
    (the site loads nothing from a CDN) and no uncaught error in the page."""
    origin = urlsplit(base)[:2]
    foreign = [u for u in requests if urlsplit(u).scheme not in ("data", "blob") and urlsplit(u)[:2] != origin]
    assert not foreign, f"requests to another origin: {foreign}"
    assert not errors, f"uncaught errors in the page: {errors}"


def record_page(context: object, site_server: str) -> Iterator[RecordedPage]:
    """A fresh page whose every request (its Web Worker's included) is recorded and checked."""
    page = context.new_page()
    page.set_default_timeout(30_000)
    rec = RecordedPage(page, site_server)
    page.on("request", lambda request: rec.requests.append(request.url))
    page.on("pageerror", lambda err: rec.errors.append(str(err)))
    try:
        yield rec
        assert_only_own_origin(site_server, rec.requests, rec.errors)
    finally:
        page.close()


class Tab:
    """The shared context's one page, lent to each test of the ``recorded`` fixture in turn.

    A new page costs a renderer process (about 0.2 s of CPU more than a load in a page that has
    one), and most tests want no more than a page of the shared context. After each test the page
    is made what a new one is: blank, nothing in its sessionStorage (the quiz's streak and the
    coach's score live there, per page) and no practice progress in localStorage, no route, the
    context's viewport, no emulated media. A
    page that cannot be made so (it crashed, say) is closed, and the next test gets a new one.
    """

    def __init__(self, context: object, base: str) -> None:
        self.context = context
        self.base = base
        self.page: object | None = None
        self.viewport: dict[str, int] | None = None

    def lend(self) -> object:
        if self.page is None or self.page.is_closed():
            self.page = self.context.new_page()
            self.viewport = self.page.viewport_size
        self.page.set_default_timeout(30_000)
        return self.page

    def take_back(self) -> None:
        page = self.page
        if page is None or page.is_closed():
            return
        try:
            page.unroute_all(behavior="ignoreErrors")
            if not page.url.startswith(self.base):  # the site's origin, without a page's scripts
                page.goto(self.base + "robots.txt")
            page.evaluate("() => sessionStorage.clear()")  # (no script of the site writes it on leaving)
            # The practice progress (docs/assets/progress-store.js): each test starts from none, so a
            # problem one test missed does not come back in another's.
            page.evaluate("""() => Object.keys(localStorage).filter((k) => k.startsWith('rummylab:progress'))
                                                   .forEach((k) => localStorage.removeItem(k))""")
            page.goto("about:blank")
            page.set_viewport_size(self.viewport)
            page.emulate_media(media="null", color_scheme="light", reduced_motion="null", forced_colors="null",
                               contrast="null")
        except Exception:  # noqa: BLE001 - whatever went wrong, the next test gets a new page
            page.close()
            self.page = None

    def close(self) -> None:
        if self.page is not None and not self.page.is_closed():
            self.page.close()


@pytest.fixture(scope="session")
def tab(context: object, site_server: str) -> Iterator[Tab]:
    """The shared context's page that the ``recorded`` fixture lends each test (:class:`Tab`)."""
    tab = Tab(context, site_server)
    try:
        yield tab
    finally:
        tab.close()


@pytest.fixture
def recorded(tab: Tab, site_server: str) -> Iterator[RecordedPage]:
    """A page of the shared context, as new, whose every request (its Web Worker's included) is
    recorded and checked as :func:`record_page`'s are; the page itself is the session's (:class:`Tab`)."""
    page = tab.lend()
    rec = RecordedPage(page, site_server)

    def on_request(request: object) -> None:
        rec.requests.append(request.url)

    def on_error(err: object) -> None:
        rec.errors.append(str(err))

    page.on("request", on_request)
    page.on("pageerror", on_error)
    try:
        yield rec
        assert_only_own_origin(site_server, rec.requests, rec.errors)
    finally:
        page.remove_listener("request", on_request)
        page.remove_listener("pageerror", on_error)
        tab.take_back()


@pytest.fixture
def page(recorded: RecordedPage) -> object:
    return recorded.page
