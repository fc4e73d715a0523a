"""The head's hreflang links in Chromium: the theme probes none of them, and they stay in the page.

Material fetches ``sitemap.xml`` next to every ``link[rel=alternate]`` when the document is ready;
rummylab-site-meta's links point at production pages, so those probes would go to another origin
here (the ``recorded`` fixture fails a test on any) and to missing files in production.
"""

from __future__ import annotations

import re


def test_hreflang_links_make_no_request_and_stay_in_the_head(recorded):
    responses = []

    def keep(response: object) -> None:
        responses.append((response.url, response.status))

    recorded.page.on("response", keep)
    try:
        page = recorded.open("en/knock-rummy/deal/")
        page.wait_for_load_state("load")
    finally:
        recorded.page.remove_listener("response", keep)  # the page goes on to other tests
    links = page.eval_on_selector_all('link[rel=alternate][hreflang]', "els => els.map(e => e.hreflang)")
    assert links == ["pt", "en", "es", "fr", "x-default"]
    assert [url for url in recorded.requests if url.endswith("sitemap.xml")] == []
    assert [(url, status) for url, status in responses if status >= 400] == []


def test_404_page_in_the_reader_language(recorded):
    page = recorded.open("es/no-existe/")
    assert page.locator("html").get_attribute("lang") == "es"
    assert page.get_by_role("heading", level=1).inner_text() == "Página no encontrada"
    page.get_by_test_id("not-found-home").click()
    page.wait_for_url(re.compile(r"/es/$"))
    assert page.locator("html").get_attribute("lang") == "es"


def test_a_practice_page_preloads_its_widgets_modules_from_its_head(recorded):
    # widgets.js imports the widget's module, which imports its own: without the head's
    # modulepreload links the browser finds them one level at a time (site_plugins/widgets/preload.py).
    # Every module the page loads behind widgets.js is among them.
    for path in ("en/practice/solver/", "fr/practice/play/", "es/practice/quiz/", "scorekeeper/"):
        page = recorded.open(path)
        page.wait_for_selector("[data-upgraded=true]", state="attached")
        loaded = set(page.evaluate("""() => performance.getEntriesByType('resource')
            .filter(r => /\\/assets\\/[\\w.-]+\\.js$/.test(r.name)).map(r => r.name.split('/').pop())"""))
        preloaded = page.evaluate("""() => [...document.head.querySelectorAll('link[rel=modulepreload]')]
            .map(l => new URL(l.href).pathname.split('/').pop())""")
        assert preloaded[:2] == ["widgets.js", "engine.js"] and len(preloaded) == len(set(preloaded)), (path, preloaded)
        # (The page's own scripts come by their script tags: Material's extra_javascript, the offline module.)
        assert loaded - {"embed.js", "offline.js", "page-style.js"} <= set(preloaded), (path, loaded, preloaded)
        assert len(loaded & set(preloaded)) >= 5, (path, loaded)
