"""A practice page starts its engine at once, and Material's search waits for it (overrides/main.html).

On a page with a widget the engine's worker starts from the page's head, before any tap (one
engine module for the head's start and the widgets); Material's search worker, which builds its
index on the same cores, starts once the page's first answer is in (an engine ready before the
page's widgets asked anything: once they have upgraded without asking; at the latest 4 s after
it was asked for), and search replies there as on any page. A page without a widget loads no
engine and starts its search worker as before.
"""

from __future__ import annotations

from tests.browser.conftest import MARKS, SEARCH_WORKER


def test_a_practice_page_starts_its_engine_first_and_search_after(recorded, site_server, full_search):
    page = recorded.page
    page.goto(site_server + "en/practice/quiz/")
    # reason: the engine starts by itself (no tap); wait for it to be ready
    page.wait_for_function("() => performance.getEntriesByType('mark').some(m => m.name === 'rummylab:ready')")
    marks = page.evaluate(MARKS)
    assert marks["loading-runtime"] < marks["ready"]
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
