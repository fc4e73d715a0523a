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


def hand_texts(root) -> list[str]:
    """The cards of the reader's hand, as the page shows them (each option's card)."""
    options = root.get_by_test_id("play-hand").locator("[role=option]")
    return [options.nth(i).get_attribute("data-card") for i in range(options.count())]


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
    texts = hand_texts(root)
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
    assert taken.get_attribute("data-card") == top
    taken.click()
    before = counter(root, "refused")
    root.get_by_test_id("play-act-discard").click()
    wait_counter(root, "refused", before)
    message = root.get_by_test_id("play-error").inner_text()
    assert "KR-8" in message and "descarte" in message, message
    # The rule links to its entry in the rules reference of the page's language.
    link = root.get_by_test_id("play-rule")
    assert link.get_attribute("href").endswith("rules/#kr-8")
    link.click()
    page.wait_for_url("**/rules/#kr-8")
    assert page.locator("#kr-8").is_visible()


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
    hand = hand_texts(root)
    page.reload()
    root = page.get_by_test_id("play")
    root.and_(page.locator("[data-upgraded=true]")).wait_for()
    wait_settled(root, BOOT_MS)
    assert root.get_by_test_id("play-notice").inner_text() == PLAY_STRINGS["es"]["resumed"]
    assert hand_texts(root) == hand
    page.evaluate("() => window.localStorage.setItem('rummylab:play', '{not json')")
    page.goto(f"{site_server}es/practice/play/")
    root = page.get_by_test_id("play")
    root.and_(page.locator("[data-upgraded=true]")).wait_for()
    wait_settled(root, BOOT_MS)
    assert root.get_by_test_id("play-notice").inner_text() == PLAY_STRINGS["es"]["save_damaged"]


def press(root, button) -> None:
    act(root, button.click)


def refused_or_moved(root, button) -> bool:
    """Press a move's button; True when the engine played it, False when it refused it (its message shown)."""
    record, refused = counter(root, "record"), counter(root, "refused")
    button.click()
    root.page.wait_for_function(
        "([el, r, f]) => ((el.dataset.record || '0') !== r || (el.dataset.refused || '0') !== f)"
        " && !el.hasAttribute('aria-busy')", arg=[root.element_handle(), record, refused])
    wait_settled(root)
    return counter(root, "record") != record


def play_other_turn(root, game: str) -> None:
    """Three Thirteen: go out when one card is left out of the melds (TT-6), else discard the last loose card.
    Rummy: put down the first meld of the best arrangement (RU-3), then discard the last loose card."""
    stock = root.get_by_test_id("play-stock")
    if stock.is_enabled():
        press(root, stock)
        return
    if not root.get_by_test_id("play-act-discard").is_enabled():  # an empty stock: take the discard
        press(root, root.get_by_test_id("play-take"))
        return
    texts = hand_texts(root)
    melds = root.locator(".rl-play-board > .rl-melds .rl-meld")
    loose = root.locator(".rl-play-board > .rl-melds .rl-unmatched .rl-card").all_inner_texts()
    if game == "rummy" and melds.count():
        for card in melds.first.locator(".rl-card").all_inner_texts():
            choose_card(root, texts.index(card), keyboard=False)
        if refused_or_moved(root, root.get_by_test_id("play-act-meld")):
            return
        root.get_by_test_id("play-hand").locator("[aria-selected=true]").first.click()  # clear the choice
    texts = hand_texts(root)
    pick = texts.index(loose[-1]) if loose and loose[-1] in texts else len(texts) - 1
    choose_card(root, pick, keyboard=False)
    if game == "three-thirteen" and len(loose) == 1:
        if refused_or_moved(root, root.get_by_test_id("play-act-go-out")):
            return
    press(root, root.get_by_test_id("play-act-discard"))


def play_game_to_end(root, game: str, limit: int = 800) -> None:
    for _ in range(limit):
        state = wait_settled(root)
        if state == "over":
            return
        if state == "ended":
            press(root, root.get_by_test_id("play-next"))
            continue
        play_other_turn(root, game)
    raise AssertionError("the game did not end")


def test_a_three_round_three_thirteen_game(page, site_server, tmp_path):
    """TT-2 shortened to 3 rounds: the lowest total after them wins (TT-7)."""
    root = open_play(page, site_server, "fr", "?game=three-thirteen&players=2&seed=3&rounds=3")
    assert "Manche 1 sur 3" in root.get_by_test_id("play-where").inner_text()
    # TT-7: what is left in a hand is penalty points, not deadwood.
    label = root.get_by_test_id("play-deadwood").locator("xpath=..").inner_text()
    assert "points de pénalité" in label and "points morts" not in label, label
    play_game_to_end(root, "three-thirteen")
    record = downloaded_record(root, tmp_path)
    game = replay(record)
    assert game.is_over and len(game.rounds) == 3
    low = min(game.result.totals)
    winners = [i + 1 for i, t in enumerate(game.result.totals) if t == low]
    assert root.get_by_test_id("play-winner").get_attribute("data-winners") == ",".join(map(str, winners))


def test_a_rummy_game_to_a_low_target(page, site_server, tmp_path):
    """RU-8: the game ends when someone reaches the target (here 30)."""
    root = open_play(page, site_server, "es", "?game=rummy&players=2&seed=4&target=30")
    play_game_to_end(root, "rummy")
    record = downloaded_record(root, tmp_path)
    game = replay(record)
    assert game.is_over and record["target"] == 30 and max(game.totals) >= 30
    assert root.get_by_test_id("play-winner").get_attribute("data-winners") == str(record["result"]["winner"])


def test_ru4_a_lay_off_before_ones_first_meld_shows_its_rule(page, site_server):
    """Seed 4, 3 players: player 3 melds before the reader's first turn, so a lay-off button is there."""
    root = open_play(page, site_server, "en", "?game=rummy&players=3&seed=4")
    press(root, root.get_by_test_id("play-stock"))
    choose_card(root, 0, keyboard=True)
    before = counter(root, "refused")
    root.get_by_test_id("play-lay-off-1").click()
    wait_counter(root, "refused", before)
    assert "RU-4" in root.get_by_test_id("play-error").inner_text()


def test_the_hint_names_a_move_and_the_knock_estimate(page, site_server):
    root = open_play(page, site_server, "pt", "?game=knock&players=2&seed=6")
    before = counter(root, "hinted")
    root.get_by_test_id("play-hint").click()
    wait_counter(root, "hinted", before)
    box = root.get_by_test_id("play-hint-box")
    assert json.loads(box.get_attribute("data-move"))["move"] == "draw"
    press(root, root.get_by_test_id("play-stock"))
    before = counter(root, "hinted")
    root.get_by_test_id("play-hint").click()
    wait_counter(root, "hinted", before)
    text = box.inner_text()
    assert "Se bater agora" in text and "%" in text, text


def test_the_phone_layout_has_no_sideways_scroll(browser, site_server):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                                  service_workers="block")
    try:
        page = context.new_page()
        page.set_default_timeout(30_000)
        root = open_play(page, site_server, "fr", "?game=rummy&players=4&seed=2")
        root.get_by_test_id("play-stock").tap()
        wait_settled(root)
        root.get_by_test_id("play-card-0").tap()
        assert root.get_by_test_id("play-card-0").get_attribute("aria-selected") == "true"
        width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
        assert width[0] <= width[1], width
        box = root.get_by_test_id("play-card-0").bounding_box()
        assert box["width"] >= 36 and box["height"] >= 36, box  # a card big enough to tap
    finally:
        context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_accessibility_violation(page, site_server, scheme):
    from tests.browser.test_a11y import AXE, serious_violations

    assert AXE.is_file()
    page.emulate_media(color_scheme=scheme)
    root = open_play(page, site_server, "en" if scheme == "light" else "es", "?game=rummy&players=3&seed=4")
    press(root, root.get_by_test_id("play-stock"))
    root.get_by_test_id("play-card-0").click()
    assert serious_violations(page) == []


def focused(page) -> str:
    """The data-testid of the focused element, or of the hand when the focus is on one of its cards."""
    return page.evaluate("""() => {
        const a = document.activeElement;
        if (!a) return "";
        if (a.closest('[data-testid=play-hand]')) return "play-hand";
        return a.dataset.testid || "";
    }""")


def tab_to(page, testid: str, *, back: bool = False, limit: int = 200) -> None:
    for _ in range(limit):
        if focused(page) == testid:
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"Tab never reached {testid}")


def test_one_hand_played_with_the_keyboard_only(page, site_server):
    """Tab reaches the piles, Enter draws, the focus comes back to the hand (one Tab stop), the arrow
    keys move and Space chooses, Tab reaches the move's button, Enter plays it; until the hand ends."""
    root = open_play(page, site_server, "en", "?game=knock&players=2&seed=13")
    tab_to(page, "play-stock")
    for _ in range(100):
        if root.get_attribute("data-state") == "ended":
            break
        assert focused(page) == "play-stock", focused(page)
        act(root, lambda: page.keyboard.press("Enter"))
        assert focused(page) == "play-hand", focused(page)
        texts = hand_texts(root)
        loose = root.locator(".rl-play-board > .rl-melds .rl-unmatched .rl-card").all_inner_texts()
        target = texts.index(loose[-1]) if loose else len(texts) - 1
        page.keyboard.press("Home")
        for _ in range(target):
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Space")
        assert root.get_by_test_id(f"play-card-{target}").get_attribute("aria-selected") == "true"
        deadwood = int(root.get_by_test_id("play-deadwood").inner_text())
        tab_to(page, "play-act-knock" if deadwood <= 10 else "play-act-discard")
        act(root, lambda: page.keyboard.press("Enter"))
    assert root.get_attribute("data-state") == "ended"
    assert page.evaluate("() => document.activeElement.closest('[data-testid=play-ended]') !== null")
    tab_to(page, "play-next")


def test_a_false_going_out_claim_shows_its_rule(page, site_server):
    """TT-6: seed 1, round 1 (threes wild), after drawing from the stock the reader's four cards
    cannot all but one go into melds: claiming to go out is refused with the rule, never ignored."""
    root = open_play(page, site_server, "es", "?game=three-thirteen&players=2&seed=1&rounds=3")
    press(root, root.get_by_test_id("play-stock"))
    choose_card(root, 0, keyboard=False)
    before = counter(root, "refused")
    root.get_by_test_id("play-act-go-out").click()
    wait_counter(root, "refused", before)
    assert "TT-6" in root.get_by_test_id("play-error").inner_text()
    assert root.get_by_test_id("play-rule").get_attribute("href").endswith("rules/#tt-6")
    assert wait_settled(root) == "your-turn"
