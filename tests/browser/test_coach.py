"""The knock coach widget in every language, live in Chromium (Pyodide in a Web Worker).

One page load per language: a seeded link whose position the page must show exactly as the engine
dealt it (rummylab.practice.coach.make_position, the cards checked one by one), then the engine's best
choice (judged here in CPython with the page's default sample count and seed) marked right, the
other choice marked wrong, the reveal (estimates, the real hands of every seat) and the session
score. The seed is one where the gap between the two choices is beyond the estimate's error, so
"wrong" is certain for the page's own sample.
"""

from __future__ import annotations

from functools import cache
from urllib.parse import parse_qs, urlsplit

import pytest

from rummylab.core.cards import Card, sort_cards
from rummylab.practice.coach import DEFAULT_SAMPLES, expert_advice, judge, make_position
from rummylab.words.reasons import reason_text
from site_plugins.words import word
from tests.browser.drawn import drawn_as_built

LANG_PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
#: A page's first answer waits for Pyodide to start in a new worker (slow on a busy machine).
BOOT_MS = 90_000


@cache
def clear_seed() -> tuple[int, str, str]:
    """A position (not the page's default 3) whose best choice beats the other by more than 3 standard errors."""
    for seed in range(10, 200):
        p = make_position(seed)
        play = judge(p, "play", samples=DEFAULT_SAMPLES)
        if play.best == "knock" and play.loss > 3 * play.loss_se:
            return seed, "knock", str(play.best_knock)
        knock = judge(p, "knock", play.best_knock, samples=DEFAULT_SAMPLES)
        if knock.best == "play" and knock.loss > 3 * knock.loss_se:
            return seed, "play", str(play.best_knock)
    raise AssertionError("no clear coach position among seeds 10-199")


def choose(root, choice: str, card: str) -> str:
    """Make a choice, wait for the engine's verdict; 'true' or 'false' (the verdict's data-right)."""
    before = int(root.get_attribute("data-checked") or 0)
    if choice == "knock":
        root.get_by_test_id("coach-card").select_option(str(Card.parse(card)))
        root.get_by_test_id("coach-knock").click()
    else:
        root.get_by_test_id("coach-play").click()
    # Wait for this verdict (data-checked counts them), not the previous one.
    root.page.wait_for_function("([el, n]) => Number(el.dataset.checked || 0) > n",
                                arg=[root.element_handle(), before], timeout=BOOT_MS)
    return root.get_by_test_id("coach-verdict").get_attribute("data-right")


@pytest.mark.parametrize("lang", list(LANG_PREFIX))
def test_coach_in_each_language(recorded, site_server, lang):
    page = recorded.page
    seed, best, best_knock = clear_seed()
    page.goto(f"{site_server}{LANG_PREFIX[lang]}practice/knock-coach/?seed={seed}")
    root = page.get_by_test_id("coach")
    # Upgraded, and the link's position dealt by the engine in the worker (reason: Pyodide's start).
    root.and_(page.locator(f'[data-coach-ready="{seed}"]')).wait_for(timeout=BOOT_MS)
    # A new position is drawn from the templates the build drew the first one with, exactly as built.
    assert drawn_as_built(page, widget="coach", part="[data-testid=coach-position]", data="script.rl-coach-data",
                          module="coach.js", call="renderPosition") == "same"
    position = make_position(seed)
    shown = [Card.parse(t) for t in root.get_by_test_id("coach-hand").locator(".rl-card").all_inner_texts()]
    assert shown == list(sort_cards(position.hand))
    history = [Card.parse(t) for t in root.get_by_test_id("coach-history").locator(".rl-card").all_inner_texts()]
    assert history == [t.card for t in position.history]
    assert parse_qs(urlsplit(page.url).query) == {"seed": [str(seed)]}
    # Red suits are red, and every card has a name (its aria-label) in the page's language.
    for card in root.get_by_test_id("coach-hand").locator(".rl-card").all():
        assert card.get_attribute("aria-label") and card.get_attribute("aria-label") != card.inner_text()

    # The engine's best choice: right, and the reveal.
    assert choose(root, best, best_knock) == "true"
    assert root.get_by_test_id("coach-verdict").get_attribute("data-best") == best
    # What the expert would do in the reader's seat, with its own reason worded in the page's language.
    advice = expert_advice(position)
    expert = root.get_by_test_id("coach-expert")
    assert expert.get_attribute("data-choice") == advice.choice
    assert expert.get_attribute("data-card") == str(advice.card)
    assert expert.get_attribute("data-agrees") == str(advice.choice == best and (
        best == "play" or str(advice.card) == str(Card.parse(best_knock)))).lower()
    assert expert.inner_text() == f'{word("coach.expert", lang)} {reason_text(advice.reason, "deadwood", lang)}'
    assert root.get_by_test_id("coach-estimates").locator("tbody tr").count() >= 2
    actual = root.get_by_test_id("coach-actual").locator("li.rl-meld, li.rl-unmatched")
    assert actual.count() >= position.players   # one arrangement per seat, each with its leftovers line
    real = root.get_by_test_id("coach-actual").locator(".rl-card").all_inner_texts()
    assert sorted(real) == sorted(str(c) for h in position.hands for c in h)   # every seat's real cards
    # The other choice: wrong, with a gap the engine states.
    other = "play" if best == "knock" else "knock"
    assert choose(root, other, best_knock) == "false"
    assert root.get_by_test_id("coach-gap").inner_text()
    # The score counts the first choice of a position only.
    assert root.get_by_test_id("coach-score").inner_text() == word("coach.score", lang, right=1, total=1, streak=1)
