"""The play widget in Chromium: a game against the bots, every move checked by the engine in the Web Worker.

A test policy plays through the page as a reader would (clicks on the piles and the cards, the
keyboard in the hand), waiting for the widget's state, never for a fixed time; the bots' moves are
shown without delay (``data-delay-ms="0"``). The downloaded record must replay in CPython to the
ledger and the winner the page showed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rummylab.explain import signed_amount
from rummylab.games import replay
from site_plugins.widget_play import PLAY_STRINGS

LANG_PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
#: A page's first answer waits for Pyodide to start in a new worker (slow on a busy machine).
BOOT_MS = 90_000
#: What the engine's messages say, in each language, for the refusals the tests make.
NOT_A_SEED = {"pt": "não é uma semente", "en": "is not a seed", "es": "no es una semilla", "fr": "n’est pas une graine"}
SETTLED = ("your-turn", "ended", "over")


def open_play(page, base: str, lang: str, query: str = "", *, clear: bool = True):
    page.goto(f"{base}{LANG_PREFIX[lang]}practice/play/{query}")
    if clear:
        page.evaluate("() => window.localStorage.removeItem('rummylab:play')")
        page.goto(f"{base}{LANG_PREFIX[lang]}practice/play/{query}")
    root = page.get_by_test_id("play")
    root.and_(page.locator("[data-upgraded=true]")).wait_for()
    root.evaluate("el => { el.dataset.delayMs = '0'; }")
    wait_settled(root, BOOT_MS)
    return root


def wait_settled(root, timeout: int = 30_000) -> str:
    """Wait until the widget waits for the reader (or the game is over) and no request is in flight."""
    root.page.wait_for_function(
        "([el, states]) => states.includes(el.dataset.state) && !el.hasAttribute('aria-busy')",
        arg=[root.element_handle(), list(SETTLED)], timeout=timeout)
    return root.get_attribute("data-state")


def counter(root, name: str) -> str:
    return root.get_attribute(f"data-{name}") or "0"


def wait_counter(root, name: str, before: str) -> None:
    root.page.wait_for_function(
        "([el, name, before]) => (el.dataset[name] || '0') !== before && !el.hasAttribute('aria-busy')",
        arg=[root.element_handle(), name, before])


def act(root, click) -> None:
    """Do something that sends a move, and wait for the engine's answer and the bots' moves."""
    before = counter(root, "record")
    click()
    wait_counter(root, "record", before)
    wait_settled(root)


def choose_card(root, index: int, *, keyboard: bool) -> None:
    hand = root.get_by_test_id("play-hand")
    if not keyboard:
        hand.get_by_test_id(f"play-card-{index}").click()
        return
    hand.locator("[tabindex='0']").focus()
    page = root.page
    page.keyboard.press("Home")
    for _ in range(index):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")
    assert hand.get_by_test_id(f"play-card-{index}").get_attribute("aria-selected") == "true"


def play_turn(root, *, keyboard: bool = False) -> None:
    """One turn of a simple reader: draw from the stock (or decline, KR-9), then knock at deadwood 10 or
    less, else discard the highest card that is not in a meld (the last card of the hand if all meld)."""
    stock = root.get_by_test_id("play-stock")
    if stock.is_enabled():
        if keyboard:
            stock.focus()
            act(root, lambda: root.page.keyboard.press("Enter"))
        else:
            act(root, stock.click)
        return
    decline = root.get_by_test_id("play-decline")
    if decline.count():
        act(root, decline.click)
        return
    take = root.get_by_test_id("play-take")
    if take.is_enabled() and not root.get_by_test_id("play-act-discard").is_enabled():
        act(root, take.click)
        return
    cards = root.get_by_test_id("play-hand").locator("[role=option]")
    texts = cards.all_inner_texts()
    loose = root.locator(".rl-unmatched .rl-card").all_inner_texts()
    pick = texts.index(loose[-1]) if loose else len(texts) - 1
    choose_card(root, pick, keyboard=keyboard)
    deadwood = int(root.get_by_test_id("play-deadwood").inner_text())
    knock = root.get_by_test_id("play-act-knock")
    button = knock if knock.count() and deadwood <= 10 else root.get_by_test_id("play-act-discard")
    if keyboard:
        button.focus()
        act(root, lambda: root.page.keyboard.press("Enter"))
    else:
        act(root, button.click)


def play_to_end(root, *, keyboard: bool = False, limit: int = 600) -> None:
    for _ in range(limit):
        state = wait_settled(root)
        if state == "over":
            return
        if state == "ended":
            next_button = root.get_by_test_id("play-next")
            if keyboard:
                next_button.focus()
                act(root, lambda: root.page.keyboard.press("Enter"))
            else:
                act(root, next_button.click)
            continue
        play_turn(root, keyboard=keyboard)
    raise AssertionError("the game did not end")


def downloaded_record(root, tmp_path: Path) -> dict:
    with root.page.expect_download() as info:
        root.get_by_test_id("play-download").click()
    target = tmp_path / "record.json"
    info.value.save_as(target)
    return json.loads(target.read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", ["pt", "en", "es", "fr"])
def test_a_knock_rummy_session_is_played_to_its_end(page, site_server, lang, tmp_path):
    """KR-3: a hand per player; the winner shown is the session's (KR-11), and the record replays to it."""
    root = open_play(page, site_server, lang, "?game=knock&players=2&seed=21")
    play_to_end(root, keyboard=(lang == "en"))
    s = PLAY_STRINGS[lang]
    winner = root.get_by_test_id("play-winner")
    assert winner.is_visible()
    record = downloaded_record(root, tmp_path)
    session = replay(record)
    assert session.is_over and record["result"] == session.result.to_dict()
    assert winner.get_attribute("data-winners") == ",".join(str(w + 1) for w in session.result.winners)
    for seat, balance in enumerate(session.result.balances):
        row = root.get_by_test_id(f"play-total-{seat + 1}")
        assert row.locator("td").inner_text() == signed_amount(balance, lang)
    assert s["over"] in root.get_by_test_id("play-final").inner_text()


def test_an_illegal_move_shows_its_rule(page, site_server):
    """KR-8: the card just taken from the discard pile cannot be discarded this turn."""
    root = open_play(page, site_server, "pt", "?game=knock&players=2&seed=5")
    top = root.get_by_test_id("play-discard-top").locator(".rl-card").inner_text()
    act(root, root.get_by_test_id("play-take").click)
    taken = root.get_by_test_id("play-hand").locator(".rl-taken")
    assert taken.inner_text() == top
    taken.click()
    before = counter(root, "refused")
    root.get_by_test_id("play-act-discard").click()
    wait_counter(root, "refused", before)
    message = root.get_by_test_id("play-error").inner_text()
    assert "KR-8" in message and "descarte" in message, message
    assert wait_settled(root) == "your-turn"


@pytest.mark.parametrize(("lang", "query", "says"), [
    ("pt", "?seed=abc", NOT_A_SEED["pt"]),
    ("fr", "?seed=abc", NOT_A_SEED["fr"]),
    ("es", "?game=chess", "chess"),
    ("en", "?players=99", "99"),
])
def test_a_bad_link_gives_a_message_and_a_fresh_game(page, site_server, lang, query, says):
    root = open_play(page, site_server, lang, query)
    notice = root.get_by_test_id("play-notice")
    assert notice.is_visible()
    text = notice.inner_text()
    assert says in text, text
    prefix = PLAY_STRINGS[lang]["bad_link"].split("{")[0]
    assert text.startswith(prefix), text
    assert root.get_attribute("data-state") == "your-turn"


def test_a_reload_resumes_and_a_damaged_save_starts_afresh(page, site_server):
    root = open_play(page, site_server, "es", "?game=knock&players=3&seed=9")
    act(root, root.get_by_test_id("play-stock").click)
    hand = root.get_by_test_id("play-hand").locator("[role=option]").all_inner_texts()
    page.reload()
    root = page.get_by_test_id("play")
    root.and_(page.locator("[data-upgraded=true]")).wait_for()
    wait_settled(root, BOOT_MS)
    assert root.get_by_test_id("play-notice").inner_text() == PLAY_STRINGS["es"]["resumed"]
    assert root.get_by_test_id("play-hand").locator("[role=option]").all_inner_texts() == hand
    page.evaluate("() => window.localStorage.setItem('rummylab:play', '{not json')")
    page.goto(f"{site_server}es/practice/play/")
    root = page.get_by_test_id("play")
    root.and_(page.locator("[data-upgraded=true]")).wait_for()
    wait_settled(root, BOOT_MS)
    assert root.get_by_test_id("play-notice").inner_text() == PLAY_STRINGS["es"]["save_damaged"]
