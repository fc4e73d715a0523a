"""The settlement quiz widget in every language, live in Chromium (Pyodide in a Web Worker).

The right answers are NOT taken from the engine under test: the test reads the table the page
shows (each player's cards, who knocked), finds each hand's deadwood with the slow reference
solver (tests/engine/reference_solver.py, KR-5) and settles it by a direct reading of KR-10
(tests/engine/test_practice.py::reference_nets). The quiz's seed is chosen by scanning seeds
with the same reference until a table has a fractional answer (several winners share, KR-10c).
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from urllib.parse import parse_qs, urlsplit

import pytest

from rummylab.core.cards import Card
from rummylab.core.rules import KNOCK_RUMMY
from rummylab.practice.quiz import make_quiz
from site_plugins.widgets.quiz import QUIZ_STRINGS
from tests.browser.drawn import drawn_as_built
from tests.engine.reference_solver import reference_min_deadwood
from tests.engine.test_practice import reference_nets

LANG_PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
#: What the engine calls each player (its label catalogue), to find the player in a message.
#: A page's first answer waits for Pyodide to start in a new worker (slow on a busy machine).
BOOT_MS = 90_000
PLAYER = {"pt": "jogador {n}", "en": "player {n}", "es": "jugador {n}", "fr": "joueur {n}"}


@cache
def fractional_seed() -> int:
    """The first level-3 quiz whose right answer (by the reference) has a half in it."""
    for seed in range(1000):
        quiz = make_quiz(seed, 3)  # only its dealt table is used, as the page shows it
        nets = reference_nets([reference_min_deadwood(h, KNOCK_RUMMY) for h in quiz.hands], quiz.knocker)
        if any(x.denominator == 2 for x in nets):
            return seed
    raise AssertionError("no level-3 quiz with a fractional answer among 1000 seeds")


def shown_table(root) -> tuple[list[list[Card]], int | None]:
    """The hands and the knocker (0-based, None when the stock ran out) as the page shows them."""
    hands, knocker = [], None
    players = root.locator(".rl-quiz-player")
    for i in range(players.count()):
        player = players.nth(i)
        hands.append([Card.parse(t) for t in player.locator(".rl-card").all_inner_texts()])
        if player.locator(".rl-tag").count():
            knocker = i
    return hands, knocker


def expected_nets(root) -> list[Fraction]:
    hands, knocker = shown_table(root)
    return reference_nets([reference_min_deadwood(h, KNOCK_RUMMY) for h in hands], knocker)


def signed(x: Fraction) -> str:
    """As a ledger writes an amount (RULES.md): +15, −12½, +½, 0; never 25/2."""
    whole, rest = divmod(abs(x), 1)
    half = {Fraction(0): "", Fraction(1, 2): "½"}[rest]
    return ("−" if x < 0 else "+" if x > 0 else "") + (str(whole) if whole or not half else "") + half


def spellings(x: Fraction) -> list[str]:
    """A half-integer written the other accepted ways: decimal comma, point, fraction, mixed (3½)."""
    sign, whole = ("-" if x < 0 else ""), abs(x).numerator // 2
    return [f"{sign}{whole},5", f"{sign}{whole}.5", f"{sign}{abs(x)}", f"{sign}{whole}½"]


def open_quiz(page, base: str, lang: str, query: str = ""):
    page.goto(f"{base}{LANG_PREFIX[lang]}practice/quiz/{query}")
    root = page.get_by_test_id("quiz")
    root.and_(page.locator("[data-upgraded=true]")).wait_for()
    return root


def wait_ready(root, seed: int) -> None:
    root.and_(root.page.locator(f'[data-quiz-ready="{seed}"]')).wait_for(timeout=BOOT_MS)


def answer(root, values: list[str]) -> str:
    """Fill every answer, press Check, wait for the engine; return 'right', 'wrong' or 'error'."""
    for i, value in enumerate(values, start=1):
        root.get_by_test_id(f"quiz-answer-{i}").fill(value)
    before = root.get_attribute("data-answered") or "0"
    root.get_by_test_id("quiz-check").click()
    root.page.wait_for_function(
        "([el, before]) => (el.dataset.answered || '0') !== before", arg=[root.element_handle(), before]
    )
    if root.get_by_test_id("quiz-error").is_visible():
        return "error"
    return "right" if root.get_by_test_id("quiz-summary").get_attribute("data-correct") == "true" else "wrong"


def check_odd_answers(root, lang, nets, frac):
    right = [str(x) for x in nets]
    for odd in ("abc", "", "3..5"):
        values = list(right)
        values[frac] = odd
        assert answer(root, values) == "error", odd
        message = root.get_by_test_id("quiz-error").inner_text()
        # The engine's localized message, naming the player whose answer it could not read.
        assert PLAYER[lang].format(n=frac + 1) in message.lower(), message
        if odd:
            assert odd in message, message
        if lang != "en":
            assert "not an amount" not in message and "is empty" not in message, message
        assert root.get_by_test_id(f"quiz-answer-{frac + 1}").get_attribute("aria-invalid") == "true"


def check_right_in_every_spelling(root, lang, nets, frac):
    s = QUIZ_STRINGS[lang]
    for form in spellings(nets[frac]):
        values = [str(x) for x in nets]
        values[frac] = form
        assert answer(root, values) == "right", form
        rows = root.get_by_test_id("quiz-result").locator("[data-right]")
        assert rows.count() == len(nets)
        assert all(rows.nth(i).get_attribute("data-right") == "true" for i in range(len(nets)))
        assert root.get_by_test_id("quiz-summary").inner_text() == s["all_right"]
    # Counted once for this quiz, however often it is checked again.
    assert root.get_by_test_id("quiz-streak").inner_text() == s["streak"].replace("{n}", "1")
    # The settlement table and the explanation are there.
    assert root.get_by_test_id("quiz-transfers").locator("tbody tr").count() >= 2
    # Its amounts as readers write them (a split payment is 3½ or similar, never 7/2).
    assert "/" not in root.get_by_test_id("quiz-transfers").inner_text()
    assert root.locator(".rl-explanation").count() >= 2
    # Each player's best arrangement, every card of the hand in it; the verdict announced.
    arrangements = root.locator(".rl-quiz-arrangements > li")
    assert arrangements.count() == len(nets)
    hands, _ = shown_table(root)
    assert all(arrangements.nth(i).locator(".rl-hand .rl-card").count() == len(h) for i, h in enumerate(hands))
    assert root.get_by_test_id("quiz-status").text_content() == s["all_right"]


def check_wrong(root, lang, nets):
    values = [str(x) for x in nets]
    values[0] = str(nets[0] + 1)
    assert answer(root, values) == "wrong"
    assert root.get_by_test_id("quiz-verdict-1").get_attribute("data-right") == "false"
    assert all(root.get_by_test_id(f"quiz-verdict-{i}").get_attribute("data-right") == "true"
               for i in range(2, len(nets) + 1))
    # The right answer shown is the reference's.
    for i, x in enumerate(nets, start=1):
        assert root.get_by_test_id(f"quiz-expected-{i}").inner_text() == signed(x)
    assert root.get_by_test_id("quiz-summary").inner_text() == QUIZ_STRINGS[lang]["some_wrong"]


@pytest.mark.parametrize("lang", list(LANG_PREFIX))
def test_quiz_in_each_language(recorded, site_server, lang):
    """Odd answers, a right answer in every accepted spelling, a wrong one, a new quiz; one page."""
    page = recorded.page
    seed = fractional_seed()
    root = open_quiz(page, site_server, lang, f"?seed={seed}&level=3")
    page.evaluate("""() => { window.rlResults = [];
        document.addEventListener('rummylab:result', (e) => window.rlResults.push(e.detail)); }""")
    wait_ready(root, seed)
    # A new table is drawn from the templates the build drew the first one with, exactly as built.
    assert drawn_as_built(page, widget="quiz", part="[data-testid=quiz-question]", data="script.rl-quiz-data",
                          module="quiz.js", call="renderQuestion") == "same"
    nets = expected_nets(root)
    assert sum(nets) == 0
    frac = next(i for i, x in enumerate(nets) if x.denominator == 2)
    check_odd_answers(root, lang, nets, frac)
    check_right_in_every_spelling(root, lang, nets, frac)
    check_wrong(root, lang, nets)
    results = page.evaluate("window.rlResults")
    assert results[0] == {"widget": "quiz", "seed": seed, "level": 3, "correct": True}
    assert results[-1]["correct"] is False and len(results) == 5   # errors are not results
    # The streak counts a quiz by its first check: the later wrong answer did not break it.
    streak = QUIZ_STRINGS[lang]["streak"]
    assert root.get_by_test_id("quiz-streak").inner_text() == streak.replace("{n}", "1")
    # A new quiz: another seed, in the address; answered wrong first, it breaks the streak.
    root.get_by_test_id("quiz-new").click()
    page.wait_for_function("([el, s]) => el.dataset.quizReady && el.dataset.quizReady !== s",
                           arg=[root.element_handle(), str(seed)])
    new_seed = root.get_attribute("data-seed")
    assert parse_qs(urlsplit(page.url).query) == {"seed": [new_seed], "level": ["3"]}
    assert root.get_by_test_id("quiz-result").inner_text() == ""
    nets = expected_nets(root)
    assert answer(root, [str(nets[0] - 1)] + [str(x) for x in nets[1:]]) == "wrong"
    assert root.get_by_test_id("quiz-streak").inner_text() == streak.replace("{n}", "0")
    assert answer(root, [str(x) for x in nets]) == "right"
    assert root.get_by_test_id("quiz-streak").inner_text() == streak.replace("{n}", "0")
    if lang == "en":
        check_level_and_link(root, int(new_seed))


def check_level_and_link(root, seed):
    """The level selector deals from the same seed; the address then shows that very table."""
    page = root.page
    root.get_by_test_id("quiz-level").select_option("2")
    root.and_(page.locator('[data-level="2"][data-quiz-ready]')).wait_for()
    assert parse_qs(urlsplit(page.url).query) == {"seed": [str(seed)], "level": ["2"]}
    assert 3 <= root.locator(".rl-quiz-player").count() <= 4
    shown = root.get_by_test_id("quiz-question").inner_text()
    # The page the link opens (a new worker, a new Pyodide) shows exactly the same table.
    page.goto(page.url)
    root = page.get_by_test_id("quiz")
    wait_ready(root, seed)
    assert root.get_by_test_id("quiz-question").inner_text() == shown
    nets = expected_nets(root)
    assert answer(root, [str(x) for x in nets]) == "right"


@pytest.mark.parametrize("lang", ["pt", "fr"])
def test_with_javascript_off_the_table_and_its_answer_read_well(browser, site_server, lang):
    """The build-time first quiz: the table, and folded, the right answer (checked by the reference)."""
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(f"{site_server}{LANG_PREFIX[lang]}practice/quiz/")
        root = page.get_by_test_id("quiz")
        assert root.get_by_test_id("quiz-controls").is_hidden() and root.get_by_test_id("quiz-form").is_hidden()
        assert root.locator(".rl-quiz-player").count() == 2                     # level 1: two players
        assert root.get_by_test_id("quiz-question").get_by_role("img").count() == 20   # KR-2: 10 cards each
        nets = expected_nets(root)
        root.locator(".rl-quiz-static-answer summary").click()
        shown = root.locator(".rl-quiz-nets strong").all_inner_texts()
        assert shown == [signed(x) for x in nets]
        assert root.get_by_test_id("quiz-transfers").is_visible()
    finally:
        context.close()
