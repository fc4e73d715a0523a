"""The meld solver widget in every language, live in Chromium (Pyodide in a Web Worker).

Expected deadwoods are worked out by hand from RULES.md, not taken from the engine:

- KR-EX1, A's hand 4♥ 5♥ 6♥ Q♣ Q♦ Q♠ 8♦: run 4-5-6♥, set of queens, 8♦ left → 8 (KR-5).
- KR-EX1, B's hand A♠ A♥ A♦ 7♣ 8♣ 9♣ 3♥: set of aces, run 7-8-9♣, 3♥ left → 3.
- A♠ 2♠ 3♠ Q♥: run A-2-3♠ (ace low, KR-4), Q♥ left → 10.
- 7♥ 7♦ 7♣ 4♠ in Three Thirteen round 2 (fours wild, TT-3): the 4♠ joins the sevens → 0;
  the same cards in Knock Rummy (no wild cards) leave the 4♠ → 4.
"""

from __future__ import annotations

import html
import json
import re
from urllib.parse import parse_qs, urlsplit

import pytest

from rummylab.web import handle
from site_plugins.widgets import STRINGS
from site_plugins.widgets.solver import solve_request
from tests.browser.drawn import drawn_as_built

#: Language prefix of each tree: Portuguese at the root (DESIGN.md).
LANG_PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
LANGS = list(LANG_PREFIX)
HAND_A = "4h 5h 6h qc qd qs 8d"   # lower case on purpose: the parser reads any case
HAND_B = "A♠ A♥ A♦ 7♣ 8♣ 9♣ 3♥"   # symbols
#: The queen of hearts as the contract names it in each language (site accessible names).
QUEEN_OF_HEARTS = {"en": "queen of hearts", "pt": "dama de copas", "es": "reina de corazones", "fr": "dame de cœur"}


def open_solver(page, base: str, lang: str, query: str = ""):
    page.goto(f"{base}{LANG_PREFIX[lang]}practice/solver/{query}")
    root = page.get_by_test_id("solver")
    root.and_(page.locator("[data-upgraded=true]")).wait_for()
    return root


def solve(root, hand: str | None = None) -> str:
    """Type a hand (if given), press Solve, wait for the live answer; return the deadwood text."""
    before = root.get_attribute("data-answered") or "0"
    if hand is not None:
        root.get_by_test_id("solver-hand").fill(hand)
    root.get_by_test_id("solver-submit").click()
    root.page.wait_for_function(
        "([el, before]) => (el.dataset.answered || '0') !== before", arg=[root.element_handle(), before]
    )
    assert root.get_by_test_id("solver-error").is_hidden(), root.get_by_test_id("solver-error").inner_text()
    return root.get_by_test_id("solver-deadwood").first.inner_text()


def drawn_arrangement(root) -> str:
    """The best arrangement as drawn: text and accessible names of every card, in order."""
    return root.locator(".rl-melds").first.evaluate(
        "ul => [...ul.querySelectorAll('li')].map(li => [li.dataset.kind || 'left',"
        " li.querySelector('.rl-meld-kind').textContent,"
        " [...li.querySelectorAll('.rl-card')].map(c => c.textContent + '=' + c.getAttribute('aria-label'))])"
        ".map(JSON.stringify).join('\\n')"
    )


# One page per language runs the three checks below, so Pyodide starts once per language
# (each start costs seconds); each check is its own function for a readable failure.

def check_typed_hand(recorded, root, lang):
    # The pre-computed first state (build time) already shows KR-EX1's A hand.
    assert root.get_by_test_id("solver-deadwood").first.inner_text() == "8"
    static = drawn_arrangement(root)
    assert solve(root, HAND_B) == "3"
    assert solve(root, HAND_A) == "8"
    # The live answer is drawn exactly as the build drew the same hand (two renderers, one look).
    assert drawn_arrangement(root) == static
    # The live answer is drawn in the page's language (the status line is the widget's).
    status = root.get_by_test_id("solver-status").inner_text()
    assert status == STRINGS[lang]["summary"].replace("{deadwood}", "8")
    # The engine really ran in the site's own Pyodide: its worker loaded it (the files it
    # fetched from the site's /pyodide/, as the worker's resource timing lists them), from the
    # wheel (a plain start), from the snapshot the site ships or from the one an earlier page of
    # this context kept, or this page found running the shared worker an earlier page started (a
    # live start: nothing to load). test_snapshot.py and test_shipped_snapshot.py test the starts.
    start, files = root.page.evaluate(
        "() => import('/assets/engine.js').then(({engine}) => [engine.startInfo, engine.files.map((f) => f.name)])")
    if start["path"] == "live":
        assert files == [], files
    else:
        assert "pyodide.asm.wasm" in files, files
    if start["path"] == "plain":
        assert any(re.fullmatch(r"rummylab-[^/]+\.whl", name) for name in files), files
    elif start["path"] == "snapshot":  # the origin's own, or the one the site ships
        assert start["snapshot"] == "restored" or start["shipped"] == {"state": "restored"}, start


def check_picked_cards(page, root, lang):
    root.get_by_test_id("solver-clear").click()
    assert root.get_by_test_id("solver-hand").input_value() == ""
    for code in ("AS", "2S", "QH"):
        root.get_by_test_id(f"pick-{code}").click()
    # Keyboard: the picker buttons are real buttons, Space toggles them.
    three = root.get_by_test_id("pick-3S")
    three.focus()
    page.keyboard.press("Space")
    assert three.get_attribute("aria-pressed") == "true"
    assert root.get_by_test_id("pick-KS").get_attribute("aria-pressed") == "false"
    assert root.get_by_test_id("solver-hand").input_value().split() == ["AS", "2S", "QH", "3S"]
    assert solve(root) == "10"
    queen = root.get_by_test_id("solver-result").get_by_role("img", name=QUEEN_OF_HEARTS[lang])
    assert queen.count() >= 1 and queen.first.inner_text() == "Q♥"
    # Un-picking takes the card out of the typed hand; typing presses the button.
    root.get_by_test_id("pick-QH").click()
    assert root.get_by_test_id("solver-hand").input_value().split() == ["AS", "2S", "3S"]
    root.get_by_test_id("solver-hand").fill("q♥ td")
    assert root.get_by_test_id("pick-QH").get_attribute("aria-pressed") == "true"
    assert root.get_by_test_id("pick-10D").get_attribute("aria-pressed") == "true"
    assert root.get_by_test_id("pick-AS").get_attribute("aria-pressed") == "false"


def check_bad_card_then_good_hand(root, lang):
    root.get_by_test_id("solver-hand").fill("4H 5X 6H")
    root.get_by_test_id("solver-submit").click()
    error = root.get_by_test_id("solver-error")
    error.wait_for(state="visible")
    message = error.inner_text()
    assert "5X" in message
    if lang != "en":
        assert "not a card" not in message, f"the {lang} page shows an English message: {message!r}"
    assert root.get_by_test_id("solver-result").is_hidden()
    assert solve(root, HAND_B) == "3"
    assert error.is_hidden()


def check_drawn_as_built(page, built_site, lang):
    """An answer is drawn from the templates the build drew the page's first answer with, exactly as built."""
    built = (built_site / LANG_PREFIX[lang] / "practice/solver/index.html").read_text()
    form = re.search(r'name="hand" type="text" value="([^"]*)".*?data-testid="solver-game">(.*?)</select>', built, re.S)
    attrs = {"hand": html.unescape(form[1]), "game": re.search(r'<option value="([\w-]+)" selected', form[2])[1]}
    assert attrs["game"] == "knock", "the page's first answer is Knock Rummy's (no round to read)"
    first = json.loads(handle(json.dumps(solve_request(attrs, lang))))["result"]
    assert drawn_as_built(page, widget="solver", part="[data-testid=solver-result]", data=first,
                          module="solver.js", call="renderResult", drop=".rl-example, noscript") == "same"


@pytest.mark.parametrize("lang", LANGS)
def test_solver_in_each_language(recorded, site_server, built_site, lang):
    """Typed hand, picked cards, a bad card and then a good hand, on the page of each language."""
    page = recorded.page
    root = open_solver(page, site_server, lang)
    check_drawn_as_built(page, built_site, lang)
    check_typed_hand(recorded, root, lang)
    check_picked_cards(page, root, lang)
    check_bad_card_then_good_hand(root, lang)


def test_hand_link_restores_and_solves(recorded, site_server):
    page = recorded.page
    root = open_solver(page, site_server, "en", "?hand=7H+7D+7C+4S&game=three-thirteen&round=2")
    root.and_(page.locator("[data-solved]")).wait_for()
    assert root.get_by_test_id("solver-hand").input_value() == "7H 7D 7C 4S"
    assert root.get_by_test_id("solver-game").input_value() == "three-thirteen"
    assert root.get_by_test_id("solver-round").input_value() == "2"
    assert root.get_by_test_id("solver-deadwood").first.inner_text() == "0"
    # The label and the read-aloud line say the game's own word (TT-7: penalty points, not deadwood).
    assert root.locator(".rl-deadwood").first.inner_text().startswith(STRINGS["en"]["deadwood_penalty"])
    assert root.get_by_test_id("solver-status").inner_text() == STRINGS["en"]["summary_penalty"].replace("{deadwood}", "0")
    # Same cards, Knock Rummy: no wild card, the 4♠ is left over; the address follows.
    root.get_by_test_id("solver-game").select_option("knock")
    assert root.get_by_test_id("solver-round").is_hidden()
    assert solve(root) == "4"
    assert root.locator(".rl-deadwood").first.inner_text().startswith(STRINGS["en"]["deadwood"])
    query = parse_qs(urlsplit(page.url).query)
    assert query == {"hand": ["7H 7D 7C 4S"], "game": ["knock"]}
    # A reload of that address shows the same answer.
    page.reload()
    root.and_(page.locator("[data-solved]")).wait_for()
    assert root.get_by_test_id("solver-deadwood").first.inner_text() == "4"


def test_language_switcher_keeps_the_page_and_the_hand(recorded, site_server):
    page = recorded.page
    root = open_solver(page, site_server, "pt")
    assert solve(root, HAND_B) == "3"
    link = page.locator('a[hreflang="en"]').first
    page.locator(".md-select").first.hover()
    link.click()
    page.wait_for_url(re.compile(r"/en/practice/solver/\?hand="))
    root = page.get_by_test_id("solver")
    root.and_(page.locator("[data-solved]")).wait_for()
    assert root.get_by_test_id("solver-deadwood").first.inner_text() == "3"
    assert page.locator("html").get_attribute("lang") == "en"


def test_a_request_that_runs_too_long_is_stopped_and_the_engine_restarts(recorded, site_server):
    page = recorded.page
    root = open_solver(page, site_server, "fr")
    assert solve(root, HAND_B) == "3"
    # No answer can arrive within 0 ms: the worker is stopped and the reader told so.
    root.evaluate("el => { el.dataset.timeoutMs = '0'; }")
    root.get_by_test_id("solver-submit").click()
    error = root.get_by_test_id("solver-error")
    error.wait_for(state="visible")
    assert error.inner_text() == STRINGS["fr"]["timeout"]
    root.evaluate("el => { el.dataset.timeoutMs = '10000'; }")
    assert solve(root, HAND_A) == "8"
    assert error.is_hidden()
    # The stopped worker was replaced by a fresh one, this page's own (a dedicated worker, whose
    # requests the page records), which loaded Pyodide again.
    start, files = page.evaluate(
        "() => import('/assets/engine.js').then(({engine}) => [engine.startInfo, engine.files.map((f) => f.name)])")
    assert start["path"] in ("plain", "snapshot") and "pyodide.asm.wasm" in files, (start, files)
    assert any(u.endswith("/pyodide/pyodide.asm.wasm") for u in recorded.requests)


def test_pages_without_a_widget_load_no_pyodide(recorded, site_server):
    page = recorded.page
    page.goto(site_server + "en/knock-rummy/")
    page.wait_for_load_state("networkidle")
    assert not [u for u in recorded.requests if "/pyodide/" in u or u.endswith("/solver.js")]


@pytest.mark.parametrize("lang", ["pt", "es"])
def test_with_javascript_off_the_precomputed_answer_reads_well(browser, site_server, lang):
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(f"{site_server}{LANG_PREFIX[lang]}practice/solver/")
        root = page.get_by_test_id("solver")
        assert root.get_by_test_id("solver-deadwood").inner_text() == "8"   # KR-EX1, A's hand
        assert root.get_by_test_id("solver-form").is_hidden()                # nothing that cannot work
        names = root.get_by_test_id("solver-result").get_by_role("img")
        assert names.count() >= 7
    finally:
        context.close()
