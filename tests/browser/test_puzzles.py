"""The meld puzzle widget in every language, live in Chromium (Pyodide in a Web Worker).

The melds the test plays are NOT taken from the engine under test: it reads the hand the page
shows and finds a best arrangement by brute force over the reference solver's meld test
(tests/engine/reference_solver.py: every subset of cards is tried as a set or a run, KR-4,
TT-3/TT-4), with its minimum deadwood (KR-5) checked against reference_min_deadwood.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from urllib.parse import parse_qs, urlsplit

import pytest

from rummylab.core.cards import Card
from rummylab.core.rules import KNOCK_RUMMY, Rules, three_thirteen
from rummylab.games import get
from rummylab.practice.puzzles import make_puzzle
from site_plugins.widgets.puzzles import PUZZLE_STRINGS
from site_plugins.words import leftover_term
from tests.engine.reference_solver import reference_is_meld, reference_min_deadwood

LANG_PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
#: A page's first answer waits for Pyodide to start in a new worker (slow on a busy machine).
BOOT_MS = 90_000
TT_ROUND = 6   # eights wild, 8 cards, two decks: small enough for the brute force


def reference_best_melds(hand: list[Card], rules: Rules) -> tuple[int, list[list[Card]]]:
    """(minimum deadwood, melds reaching it): the first card left is left over or melded with
    any subset of the others that the reference calls a meld."""

    @lru_cache(maxsize=None)
    def best(rest: tuple[Card, ...]) -> tuple[int, tuple[tuple[Card, ...], ...]]:
        if not rest:
            return 0, ()
        first, others = rest[0], rest[1:]
        dw, melds = best(others)
        result = (dw + rules.value(first), melds)
        for size in range(2, len(others) + 1):
            for combo in set(combinations(others, size)):
                meld = (first, *combo)
                if reference_is_meld(list(meld), rules):
                    left = list(others)
                    for c in combo:
                        left.remove(c)
                    dw, melds = best(tuple(left))
                    if dw < result[0]:
                        result = (dw, (meld, *melds))
        return result

    dw, melds = best(tuple(sorted(hand, key=lambda c: c.sort_key)))
    assert dw == reference_min_deadwood(hand, rules)
    return dw, [list(m) for m in melds]


def tt_seed_with_twins() -> int:
    """A round-6 puzzle whose hand holds the same card twice (two decks): separate buttons."""
    for seed in range(500):
        hand = make_puzzle(seed, game="three-thirteen", round=TT_ROUND).hand   # the dealt hand only
        if len(set(hand)) < len(hand):
            return seed
    raise AssertionError("no round-6 puzzle with a repeated card among 500 seeds")


def open_puzzle(page, base: str, lang: str, query: str):
    page.goto(f"{base}{LANG_PREFIX[lang]}practice/puzzles/{query}")
    root = page.get_by_test_id("puzzle")
    root.and_(page.locator("[data-puzzle-ready]")).wait_for(timeout=BOOT_MS)
    return root


def shown_hand(root) -> list[str]:
    return root.get_by_test_id("puzzle-hand").locator("button").evaluate_all("bs => bs.map(b => b.dataset.card)")


def make_meld(root, cards: list[Card], *, keyboard: bool = False) -> None:
    """Press the buttons of these cards (one free button per card, twins apart) and Make meld."""
    for card in cards:
        button = root.get_by_test_id("puzzle-hand").locator(f'button[data-card="{card}"][aria-pressed="false"]').first
        if keyboard:
            button.focus()
            root.page.keyboard.press("Enter")
        else:
            button.click()
    root.get_by_test_id("puzzle-make").click()


def check(root) -> str:
    """Press Check, wait for the engine; return 'optimal', 'suboptimal' or 'error'."""
    before = root.get_attribute("data-answered") or "0"
    root.get_by_test_id("puzzle-check").click()
    root.page.wait_for_function(
        "([el, before]) => (el.dataset.answered || '0') !== before", arg=[root.element_handle(), before]
    )
    if root.get_by_test_id("puzzle-error").is_visible():
        return "error"
    return "optimal" if root.get_by_test_id("puzzle-verdict").get_attribute("data-optimal") == "true" else "suboptimal"


def undo_all(root) -> None:
    while root.locator("[data-testid^=puzzle-undo-]").count():
        root.locator("[data-testid^=puzzle-undo-]").first.click()


def play(root, lang: str, rules: Rules) -> None:
    """An illegal meld named, the best arrangement found optimal, one meld fewer caught."""
    s = PUZZLE_STRINGS[lang]
    # Each game its own word for the leftover cards: Three Thirteen's verdicts say penalty points.
    s = {key: s[leftover_term(key, get(rules.game).leftover)] for key in ("optimal", "not_optimal")}
    hand = [Card.parse(t) for t in shown_hand(root)]
    best, melds = reference_best_melds(hand, rules)
    assert melds, "a puzzle always has a meld to find"
    # Two cards are no meld (KR-4): the engine's message names them; the widget keeps working.
    make_meld(root, hand[:2])
    assert check(root) == "error"
    message = root.get_by_test_id("puzzle-error").inner_text()
    assert str(hand[0]) in message and str(hand[1]) in message, message
    if lang != "en":
        assert "too short" not in message, message
    undo_all(root)
    assert len(shown_hand(root)) == len(hand)
    # The reference's best melds (the first one by keyboard: Enter toggles a card button).
    for k, meld in enumerate(melds):
        make_meld(root, meld, keyboard=(k == 0))
    assert check(root) == "optimal"
    assert root.get_by_test_id("puzzle-verdict").inner_text() == s["optimal"].replace("{deadwood}", str(best))
    # Without the last meld the deadwood is higher: caught, and a better arrangement is shown.
    root.get_by_test_id(f"puzzle-undo-{len(melds)}").click()
    assert check(root) == "suboptimal"
    worse = best + sum(rules.value(c) for c in melds[-1])
    assert root.get_by_test_id("puzzle-verdict").inner_text() == (
        s["not_optimal"].replace("{deadwood}", str(worse)).replace("{best}", str(best)))
    assert root.get_by_test_id("puzzle-better").locator(".rl-hand .rl-card").count() == len(hand)


@pytest.mark.parametrize("lang", list(LANG_PREFIX))
def test_puzzle_in_each_language(recorded, site_server, lang):
    page = recorded.page
    if lang == "es":
        # Three Thirteen: wild eights, two decks; a repeated card is two separate buttons.
        seed = tt_seed_with_twins()
        root = open_puzzle(page, site_server, lang, f"?seed={seed}&game=three-thirteen&round={TT_ROUND}")
        hand = shown_hand(root)
        assert len(hand) == 8 and len(set(hand)) < len(hand)
        rules = three_thirteen(TT_ROUND)
    else:
        seed = {"pt": 2, "en": 3, "fr": 4}[lang]
        root = open_puzzle(page, site_server, lang, f"?seed={seed}&game=knock")
        assert len(shown_hand(root)) == 10
        rules = KNOCK_RUMMY
    page.evaluate("""() => { window.rlResults = [];
        document.addEventListener('rummylab:result', (e) => window.rlResults.push(e.detail)); }""")
    play(root, lang, rules)
    page_results = page.evaluate("window.rlResults")
    game = "knock" if rules is KNOCK_RUMMY else "three-thirteen"
    rnd = None if rules is KNOCK_RUMMY else TT_ROUND
    assert page_results == [
        {"widget": "puzzle", "seed": seed, "game": game, "round": rnd, "correct": True},
        {"widget": "puzzle", "seed": seed, "game": game, "round": rnd, "correct": False},
    ]
    if lang == "en":
        check_game_new_and_link(root)


def check_game_new_and_link(root):
    """Game and round deal another hand, New another seed; the address shows that very hand."""
    page = root.page
    root.get_by_test_id("puzzle-game").select_option("three-thirteen")
    root.get_by_test_id("puzzle-round").select_option("3")
    root.and_(page.locator('[data-puzzle-ready^="three-thirteen:3:"]')).wait_for()
    assert len(shown_hand(root)) == 5
    before = root.get_attribute("data-seed")
    root.get_by_test_id("puzzle-new").click()
    page.wait_for_function("([el, before]) => el.dataset.puzzleReady.startsWith('three-thirteen:3:') && "
                           "el.dataset.seed !== before", arg=[root.element_handle(), before])
    seed = root.get_attribute("data-seed")
    assert parse_qs(urlsplit(page.url).query) == {"seed": [seed], "game": ["three-thirteen"], "round": ["3"]}
    hand = shown_hand(root)
    assert hand == [str(c) for c in make_puzzle(int(seed), game="three-thirteen", round=3).hand]
    page.goto(page.url)
    root = page.get_by_test_id("puzzle")
    root.and_(page.locator(f'[data-puzzle-ready="three-thirteen:3:{seed}"]')).wait_for(timeout=BOOT_MS)
    assert shown_hand(root) == hand


@pytest.mark.parametrize("lang", ["pt", "es"])
def test_with_javascript_off_the_hand_and_a_solution_read_well(browser, site_server, lang):
    """The build-time first puzzle: the hand, and folded, a solution of the reference's deadwood."""
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(f"{site_server}{LANG_PREFIX[lang]}practice/puzzles/")
        root = page.get_by_test_id("puzzle")
        assert root.get_by_test_id("puzzle-controls").is_hidden()
        hand = [Card.parse(t) for t in root.get_by_test_id("puzzle-board").locator(".rl-card").all_inner_texts()]
        assert len(hand) == 10
        best, _ = reference_best_melds(hand, KNOCK_RUMMY)
        root.locator(".rl-puzzle-static-answer summary").click()
        answer = root.locator(".rl-puzzle-static-answer")
        assert answer.locator(".rl-deadwood").inner_text() == PUZZLE_STRINGS[lang]["best_deadwood"].replace(
            "{best}", str(best))
        assert answer.locator(".rl-hand .rl-card").count() == 10   # every card placed: melds + leftovers
    finally:
        context.close()
