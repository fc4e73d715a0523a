"""A practice page starts its engine at once, and Material's script waits for it (overrides/main.html).

On a page with a widget the engine's worker starts from the page's head, before any tap (one
engine module for the head's start and the widgets); Material's bundle (its components and its
search, whose worker builds its index on the same cores) is loaded once the page's first answer is
in (an engine ready before the page's widgets asked anything: once they have upgraded without
asking; the reader's first touch, key or focus; at the latest 4 s after the page asked), and search
replies there as on any page. A page without a widget loads no engine and runs Material's script
as it comes.
"""

from __future__ import annotations

from tests.browser.conftest import MARKS, SEARCH_WORKER, assert_only_own_origin


def test_a_practice_page_starts_its_engine_first_and_search_after(recorded, site_server, full_search):
    page = recorded.page
    page.goto(site_server + "en/practice/quiz/")
    # reason: the engine starts by itself (no tap); wait for it to be ready
    page.wait_for_function("() => performance.getEntriesByType('mark').some(m => m.name === 'rummylab:ready')")
    marks = page.evaluate(MARKS)
    # In the order they were made (an engine live from an earlier page is ready within the same
    # tick, at the same time to the clock's 0.1 ms: a clean-clone run failed on `<` once).
    order = page.evaluate("() => performance.getEntriesByType('mark').map((m) => m.name)")
    assert order.index("rummylab:loading-runtime") < order.index("rummylab:ready"), order
    # reason: the search worker is created once the engine has answered (or after 4 s, if it is slower)
    page.wait_for_function(SEARCH_WORKER)
    assert page.evaluate(SEARCH_WORKER) >= min(marks["ready"], 4000)
    engines = {u for u in recorded.requests if u.endswith("/assets/engine.js")}
    assert engines == {site_server + "assets/engine.js"}, engines  # one module, one engine
    # Search answers there as it does on a page without a widget (the same query, the same reply).
    found = search(page, "deadwood")
    assert found[1] > 0, found  # the whole index (full_search): pages that speak of deadwood
    assert found == search(recorded.open("en/knock-rummy/"), "deadwood")


def search(page, query: str) -> tuple[str, int]:
    """Type a query in Material's search; (its reply line, the number of results)."""
    page.keyboard.press("/")
    page.locator(".md-search__input").press_sequentially(query, delay=30)
    meta = page.locator(".md-search-result__meta")
    # reason: the search worker replies to the query (the placeholder line goes)
    page.wait_for_function("() => { const m = document.querySelector('.md-search-result__meta');"
                           " return m && m.textContent.trim() && !/^Type to start/.test(m.textContent.trim()); }")
    return meta.inner_text(), page.locator(".md-search-result__item").count()

def test_a_page_without_a_widget_starts_no_engine(recorded, site_server):
    page = recorded.page
    page.goto(site_server + "en/knock-rummy/")
    page.wait_for_function(SEARCH_WORKER)  # reason: Material starts its search worker on load, as always
    assert page.evaluate(MARKS) == {}
    assert not [u for u in recorded.requests if u.endswith("/assets/engine.js") or "/pyodide/" in u]


#: material-wait.js lets Material's script load this long after its head ran, answer or not.
MATERIAL_AT_THE_LATEST_MS = 4000
#: When the page asked for Material's bundle (ms from navigation), or null.
BUNDLE = ("() => { const e = performance.getEntriesByType('resource')"
          ".find(r => /\\/javascripts\\/bundle\\.[^/]*\\.js$/.test(r.name)); return e ? e.startTime : null; }")


def test_material_runs_once_the_first_answer_is_in(recorded, site_server):
    page = recorded.page
    page.goto(site_server + "en/practice/solver/?hand=4H+5H+6H+QC+QD+QS+8D&game=knock")
    # The page is laid out as Material's script will leave it ("js": its search button shown)
    # before that script has come.
    # (The bundle, if it has come already, adds its own classes, such as js-focus-visible.)
    classes = page.evaluate("[...document.documentElement.classList]")
    assert "js" in classes and "no-js" not in classes, classes
    page.get_by_test_id("solver").and_(page.locator("[data-solved]")).wait_for()
    page.wait_for_function(BUNDLE)  # reason: the bundle is asked for once the answer is in
    answered = page.evaluate(MARKS)["answered"]
    # Or at the latest 4 s after the page's head ran (material-wait.js): an answer that took longer
    # (two test processes busy on two cores) does not hold the page's own script for ever.
    bundle = page.evaluate(BUNDLE)
    assert bundle >= answered or bundle >= MATERIAL_AT_THE_LATEST_MS, (bundle, answered)
    # It runs then: its components mount (the language menu's links, its search on "/").
    assert search(page, "deadwood")[1] > 0


def test_the_readers_first_key_brings_material_before_the_engine(browser, site_server):
    # An engine that never arrives (its wasm held): a key pressed brings Material's script at once,
    # not 4 s later.
    context = browser.new_context(service_workers="block")
    held = []
    try:
        context.add_init_script("delete window.SharedWorker;")  # the worker's requests are the page's
        page = context.new_page()
        requests: list[str] = []
        errors: list[str] = []
        page.on("request", lambda request: requests.append(request.url))
        page.on("pageerror", lambda err: errors.append(str(err)))
        page.route("**/pyodide/pyodide.asm.wasm*", lambda route: held.append(route))
        page.goto(site_server + "en/practice/solver/")
        page.wait_for_timeout(500)  # reason: the engine is loading; Material's script still waits
        assert page.evaluate(BUNDLE) is None
        pressed = page.evaluate("performance.now()")
        page.keyboard.press("Tab")
        page.wait_for_function(BUNDLE, timeout=3000)  # reason: the key asked for it
        assert pressed <= page.evaluate(BUNDLE) < pressed + 1500
        assert held and "rummylab:answered" not in page.evaluate(MARKS)  # no answer came
        assert_only_own_origin(site_server, requests, errors)
    finally:
        context.close()


def test_a_page_without_a_widget_runs_material_as_it_comes(recorded, site_server):
    page = recorded.page
    page.goto(site_server + "en/knock-rummy/")
    assert page.locator('script[type="text/rl-later"]').count() == 0
    page.wait_for_function(BUNDLE)
    load = page.evaluate("performance.getEntriesByType('navigation')[0].loadEventStart")
    assert page.evaluate(BUNDLE) < load
