"""The reader's way in: a phone (390×844), the keyboard alone, a link with odd parameters.

Expected cards and deadwoods are worked out by hand from RULES.md (KR-5, TT-3) and from the
letters each language gives its suits (pt copas, es corazones, fr cœur: C is hearts to them,
clubs in English, unless the hand itself writes English's H or S):

- Q J 10 of one suit is a run → deadwood 0, whichever suit C stands for.
- 4♥ 5♥ 6♥ Q♣ Q♦ Q♠ 8♦ (KR-EX1's A): run, set of queens, 8♦ left → 8.
"""

from __future__ import annotations

import pytest

from site_plugins.widgets import STRINGS
from tests.browser.test_solver import HAND_A, LANG_PREFIX, LANGS, open_solver

PHONE = {"width": 390, "height": 844}
#: The queen of hearts and of clubs as each language names them (the cards' accessible names).
QUEEN = {
    "hearts": {"pt": "dama de copas", "en": "queen of hearts", "es": "reina de corazones", "fr": "dame de cœur"},
    "clubs": {"pt": "dama de paus", "en": "queen of clubs", "es": "reina de tréboles", "fr": "dame de trèfle"},
}


def in_view(locator) -> bool:
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + min(box["height"], 200) <= PHONE["height"]


def press_and_wait(root, key: str = "Enter") -> None:
    """Press a key in the page and wait until the engine's answer to it is shown."""
    before = root.get_attribute("data-answered") or "0"
    root.page.keyboard.press(key)
    root.page.wait_for_function(
        "([el, before]) => (el.dataset.answered || '0') !== before", arg=[root.element_handle(), before]
    )


def preview_names(root) -> list[str]:
    preview = root.get_by_test_id("solver-preview")
    preview.locator(".rl-card").first.wait_for()
    return preview.locator(".rl-card").evaluate_all("cs => cs.map(c => c.getAttribute('aria-label'))")


@pytest.mark.parametrize("lang", LANGS)
def test_a_phone_reader_sees_what_was_read_and_every_answer(page, site_server, lang):
    page.set_viewport_size(PHONE)
    root = open_solver(page, site_server, lang)
    field = root.get_by_test_id("solver-hand")
    error = root.get_by_test_id("solver-error")
    result = root.get_by_test_id("solver-result")
    # The legend sits next to the field, before the 52 cards of the picker.
    assert in_view(root.get_by_test_id("solver-legend")) or root.get_by_test_id("solver-legend").is_visible()
    field.click()

    # "C": the page's language reads it as its hearts and says so; English reads clubs, silently.
    field.fill("")
    field.type("QC JC 10C")
    suit = "clubs" if lang == "en" else "hearts"
    root.get_by_test_id("solver-preview").get_by_role("img", name=QUEEN[suit][lang]).wait_for()
    assert preview_names(root)[0] == QUEEN[suit][lang]
    press_and_wait(root)
    assert root.get_by_test_id("solver-deadwood").inner_text() == "0"
    assert in_view(root.get_by_test_id("solver-deadwood")), "the answer is off-screen"
    notes = root.get_by_test_id("solver-note")
    if lang == "en":
        assert notes.count() == 0
    else:
        assert notes.count() == 1 and "♥" in notes.inner_text()
    assert result.get_by_role("img", name=QUEEN[suit][lang]).count() >= 1

    # A typo: refused, the message beside the field, the field marked and linked to it.
    field.click()
    field.fill("QH 5X")
    press_and_wait(root)
    assert error.is_visible() and "5X" in error.inner_text()
    assert in_view(error), "the error is off-screen"
    assert field.get_attribute("aria-invalid") == "true"
    assert error.get_attribute("id") in field.get_attribute("aria-describedby").split()
    root.get_by_test_id("solver-preview").locator(".rl-bad-token").filter(has_text="5X").wait_for()

    # KR-EX1's A, typed in English letters on any page: read as the engine reads it (C = clubs).
    field.click()
    field.fill(HAND_A)
    press_and_wait(root)
    assert root.get_by_test_id("solver-deadwood").inner_text() == "8"
    assert in_view(root.get_by_test_id("solver-deadwood"))
    assert field.get_attribute("aria-invalid") == "false"

    # Nothing typed: the reader is asked for cards, not told "deadwood 0".
    field.click()
    field.fill("")
    press_and_wait(root)
    assert error.is_visible() and in_view(error)
    assert "0" not in error.inner_text() and len(error.inner_text()) > 10

    # Nothing wider than the phone.
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_keyboard_alone_from_the_field_to_the_answer(page, site_server):
    root = open_solver(page, site_server, "en")
    field = root.get_by_test_id("solver-hand")
    field.focus()
    field.fill("")
    page.keyboard.type("AS 2S 3S QH")
    press_and_wait(root)  # one key press: Enter
    assert root.get_by_test_id("solver-deadwood").inner_text() == "10"   # run A-2-3♠, Q♥ left (KR-4, KR-5)
    assert page.evaluate("document.activeElement.dataset.testid") == "solver-result"

    # Game and Solve come before the picker, and the picker is one Tab stop.
    field.focus()
    stops = []
    for _ in range(4):
        page.keyboard.press("Tab")
        stops.append(page.evaluate("document.activeElement.dataset.testid || document.activeElement.tagName"))
    assert stops[:2] == ["solver-game", "solver-submit"], stops
    assert stops[2].startswith("pick-") and stops[3] == "solver-clear", stops
    # Inside it the arrow keys move: right to the next card, down to the same rank of the next suit.
    page.keyboard.press("Shift+Tab")
    first = page.evaluate("document.activeElement.dataset.testid")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    assert (first, page.evaluate("document.activeElement.dataset.testid")) == ("pick-AC", "pick-2D")
    page.keyboard.press("Enter")
    assert root.get_by_test_id("pick-2D").get_attribute("aria-pressed") == "true"
    assert field.input_value().split()[-1] == "2D"


@pytest.mark.parametrize("lang", ["pt", "fr"])
def test_an_address_the_solver_cannot_use_is_said(page, site_server, lang):
    root = open_solver(page, site_server, lang, "?hand=QH+QD+QS&game=three-thirteen&round=99")
    note = root.get_by_test_id("solver-url-note")
    assert note.is_visible() and "round=99" in note.inner_text()
    root.get_by_test_id("solver-deadwood").filter(has_text="0").wait_for()  # the hand is still solved: a set
    root = open_solver(page, site_server, lang, "?hand=QH+QD&game=chess")
    assert "game=chess" in root.get_by_test_id("solver-url-note").inner_text()
    assert root.get_by_test_id("solver-game").input_value() == "knock"


# TT-2: round 1 deals 3 cards; a 5-card hand is solved and the page says what the round deals.
def test_a_hand_of_the_wrong_size_for_its_round(page, site_server):
    root = open_solver(page, site_server, "en", "?hand=3C+4C+5C+6C+7C&game=three-thirteen&round=1")
    note = root.get_by_test_id("solver-note")
    note.wait_for()
    assert "Round 1 deals 3 cards" in note.inner_text()


@pytest.mark.parametrize(("lang", "seed"), [("pt", "-1"), ("es", "1e999"), ("fr", "<script>alert(1)</script>"),
                                            ("en", "9" * 400)])
def test_a_quiz_link_with_a_bad_seed_keeps_the_page_working(page, site_server, lang, seed):
    from urllib.parse import quote

    page.goto(f"{site_server}{LANG_PREFIX[lang]}practice/quiz/?seed={quote(seed)}")
    root = page.get_by_test_id("quiz")
    root.and_(page.locator("[data-upgraded=true]")).wait_for()
    note = root.get_by_test_id("quiz-url-note")
    assert note.is_visible()
    text = note.inner_text()
    assert "seed=" in text and seed[:20] in text and len(text) < 300
    expected_start = STRINGS[lang]["ignored"].split("{")[0]
    assert text.startswith(expected_start)
    root.and_(page.locator("[data-quiz-ready]")).wait_for()          # the page's own quiz, ready to answer
    assert root.get_by_test_id("quiz-answer-1").is_visible()
    assert page.evaluate("window.__injected === undefined")


def test_a_puzzle_link_with_a_bad_seed_and_game_is_said(page, site_server):
    page.goto(f"{site_server}es/practice/puzzles/?seed=abc&game=gin")
    root = page.get_by_test_id("puzzle")
    root.and_(page.locator("[data-upgraded=true]")).wait_for()
    text = root.get_by_test_id("puzzle-url-note").inner_text()
    assert "seed=abc" in text and "game=gin" in text
    assert STRINGS["es"]["why_seed"] in text
    root.and_(page.locator("[data-puzzle-ready]")).wait_for()


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_page_shows_the_way_to_practise_on_a_phones_first_screen(page, site_server, lang):
    page.set_viewport_size(PHONE)
    page.goto(f"{site_server}{LANG_PREFIX[lang]}")
    tools = page.locator(".rl-home-tools a")
    assert tools.count() == 4  # the solver, the quiz, the puzzles and a game against the computer
    for i in range(4):
        assert in_view(tools.nth(i)), tools.nth(i).inner_text()
    # Play, beside the three practice tools: the play page of the home page's language, named as its menu names it.
    play = tools.nth(3)
    assert play.evaluate("a => a.href") == f"{site_server}{LANG_PREFIX[lang]}practice/play/"
    menu = page.locator(".md-nav a[href$='practice/play/']").first
    assert play.inner_text().strip() == menu.evaluate("a => a.textContent").strip()
    # Each button is named as the menu names the page it opens.
    name = tools.first.inner_text().strip()
    tools.first.click()
    page.get_by_test_id("solver").wait_for()
    assert page.locator("h1").inner_text().rstrip("¶ \n") == name
    assert page.locator(".md-nav__link--active").first.inner_text().strip() == name
