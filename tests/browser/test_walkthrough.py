"""The walkthroughs' step-through control in Chromium, one page per language, by the keyboard alone.

No engine runs here: the steps are in the page (tests/site/test_walkthrough.py checks them); the
script (docs/assets/walkthrough.js) only shows one at a time. Each language opens one game's
page (the three games are all covered), tabs to Next and steps with Enter, Space, the arrow keys,
Home and End, checks that exactly the current step shows with its own number, and "Show every
step". The Portuguese page is also checked by axe-core for serious violations.
"""

from __future__ import annotations

import re

import pytest

from tests.browser.test_a11y import AXE, serious_violations

# (language, page, number of steps: the deal, each turn, the end; docs/examples/*-walkthrough.yml)
PAGES = [
    ("pt", "knock-rummy/walkthrough/", 7),
    ("en", "three-thirteen/walkthrough/", 8),
    ("es", "rummy/walkthrough/", 9),
    ("fr", "knock-rummy/walkthrough/", 7),
]
PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
POSITION = {"pt": "Passo {n} de {t}", "en": "Step {n} of {t}", "es": "Paso {n} de {t}", "fr": "Étape {n} sur {t}"}


def shown(page) -> list[str]:
    """The numbers of the steps a reader sees."""
    return page.eval_on_selector_all(
        "[data-testid=walkthrough-step]", "els => els.filter(e => e.offsetParent !== null).map(e => e.value)")


@pytest.mark.parametrize(("lang", "path", "total"), PAGES, ids=[p[0] for p in PAGES])
def test_step_through_with_the_keyboard(recorded, site_server, lang: str, path: str, total: int) -> None:
    page = recorded.page
    page.set_viewport_size({"width": 390, "height": 844})  # a phone first
    page.goto(site_server + PREFIX[lang] + path)
    root = page.get_by_test_id("walkthrough")
    root.and_(page.locator("[data-upgraded=true]")).wait_for()  # reason: walkthrough.js has taken over
    position = page.get_by_test_id("walkthrough-position")
    steps = page.get_by_test_id("walkthrough-step")
    assert steps.count() == total
    assert shown(page) == [1]
    assert position.inner_text() == POSITION[lang].format(n=1, t=total)

    # Tab to Next as a keyboard user does: from Previous (the control's first button).
    page.get_by_test_id("walkthrough-prev").focus()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.testid") == "walkthrough-next"
    page.keyboard.press("Enter")
    assert shown(page) == [2] and position.inner_text() == POSITION[lang].format(n=2, t=total)
    page.keyboard.press("Space")
    assert shown(page) == [3]
    page.keyboard.press("ArrowRight")
    assert shown(page) == [4]
    page.keyboard.press("ArrowLeft")
    assert shown(page) == [3]
    assert re.search(r"#[a-z]+-walkthrough-step-3$", page.url)  # the step can be linked to
    page.keyboard.press("End")
    assert shown(page) == [total]
    assert page.get_by_test_id("walkthrough-next").get_attribute("aria-disabled") == "true"
    assert steps.nth(total - 1).locator("table").count() >= 1  # the settlement or the scores
    page.keyboard.press("ArrowRight")  # nothing after the last step
    assert shown(page) == [total]
    page.keyboard.press("Home")
    assert shown(page) == [1]
    assert page.get_by_test_id("walkthrough-prev").get_attribute("aria-disabled") == "true"

    # Every step at once, and back.
    show_all = page.get_by_test_id("walkthrough-all")
    show_all.focus()
    page.keyboard.press("Enter")
    assert shown(page) == list(range(1, total + 1)) and show_all.get_attribute("aria-pressed") == "true"
    page.keyboard.press("Enter")
    assert shown(page) == [1]

    if lang == "pt":
        assert AXE.is_file(), f"axe-core is not installed ({AXE}): run `npm ci`"
        assert serious_violations(page) == []


def test_a_linked_step_opens_at_that_step(recorded, site_server) -> None:
    page = recorded.page
    page.goto(site_server + "en/rummy/walkthrough/#ru-walkthrough-step-8")
    page.get_by_test_id("walkthrough").and_(page.locator("[data-upgraded=true]")).wait_for()  # reason: upgraded
    assert shown(page) == [8]
    assert "lays 9♥ off on Ana" in page.get_by_test_id("walkthrough-step").nth(7).inner_text()
