"""The play widget in Chromium: a game against the bots, every move checked by the engine in the Web Worker.

A test policy plays through the page as a reader would (clicks on the piles and the cards, the
keyboard in the hand), waiting for the widget's state, never for a fixed time; the bots' moves are
shown without a pause (the address's ``pace=0``, which changes nothing but the pace). The
downloaded record must replay in CPython to the ledger and the winner the page showed.

Time: a page opened here boots Pyodide in a new worker (a few seconds on a busy machine), so a
test opens as few as it needs; the saved game is cleared on a small page of the same origin
(robots.txt) rather than by a second load of the play page, and the games of the all-language
test are the shortest deals for its policy among the first 150 seeds (see ``GAMES``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rummylab.core.amounts import signed_amount
from rummylab.core.cards import RANK_NAMES
from rummylab.games import replay
from rummylab.words.catalogue import RANKS_PLURAL
from rummylab.words.language import text as engine_text
from site_plugins.widgets.play import PLAY_STRINGS
from site_plugins.words import fill

LANG_PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
#: A page's first answer waits for Pyodide to start in a new worker (slow on a busy machine).
BOOT_MS = 90_000
#: What the engine's messages say, in each language, for the refusals the tests make.
NOT_A_SEED = {"pt": "não é uma semente", "en": "is not a seed", "es": "no es una semilla", "fr": "n’est pas une graine"}
SETTLED = ("your-turn", "ended", "over")
#: The tables of RULES.md: KR-1 (2–5 players), TT-10 (2–8), RU-6a (2–6).
TABLES = {"knock": (2, 5), "three-thirteen": (2, 8), "rummy": (2, 6)}


def open_play(page, base: str, lang: str, query: str = "", *, clear: bool = True, pace: str | None = "0"):
    """The play page in ``lang`` with ``query`` (no saved game unless ``clear`` is False), once upgraded and settled."""
    if clear:
        page.goto(f"{base}robots.txt")  # same origin, no Pyodide: clearing here costs no engine start
        page.evaluate("() => window.localStorage.removeItem('rummylab:play')")
    if pace is not None:
        query = f"{query}&pace={pace}" if query else f"?pace={pace}"
    page.goto(f"{base}{LANG_PREFIX[lang]}practice/play/{query}")
    root = page.get_by_test_id("play")
    root.and_(page.locator("[data-upgraded=true]")).wait_for()
    if pace is not None:
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


def act(root, click) -> str:
    """Do something that sends a move, and wait for the engine's answer and the bots' moves; the state then."""
    before = counter(root, "record")
    click()
    root.page.wait_for_function(
        "([el, before, states]) => (el.dataset.record || '0') !== before && states.includes(el.dataset.state)"
        " && !el.hasAttribute('aria-busy')", arg=[root.element_handle(), before, list(SETTLED)])
    return root.get_attribute("data-state")


def press(root, button, *, keyboard: bool = False) -> str:
    """Press a button that sends a move (Enter on it from the keyboard, else a click) and wait for the answer."""
    if keyboard:
        button.focus()
        return act(root, lambda: root.page.keyboard.press("Enter"))
    return act(root, button.click)


def refused_or_moved(root, button) -> bool:
    """Press a move's button; True when the engine played it, False when it refused it (its message shown)."""
    record, refused = counter(root, "record"), counter(root, "refused")
    button.click()
    root.page.wait_for_function(
        "([el, r, f, states]) => ((el.dataset.record || '0') !== r || (el.dataset.refused || '0') !== f)"
        " && states.includes(el.dataset.state) && !el.hasAttribute('aria-busy')",
        arg=[root.element_handle(), record, refused, list(SETTLED)])
    return counter(root, "record") != record


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


#: What the test policy reads of the page in one round trip: which move buttons are there and
#: enabled (null: not there), the hand, the best arrangement's first meld and its loose cards, the deadwood.
READ_TABLE = """el => {
  const q = (id) => el.querySelector(`[data-testid=${id}]`);
  const on = (id) => (q(id) ? !q(id).disabled : null);
  const texts = (nodes) => [...nodes].map((n) => n.textContent);
  const best = q("play-board").querySelector(":scope > .rl-melds");
  return {
    stock: on("play-stock"), decline: on("play-decline"), take: on("play-take"), discard: on("play-act-discard"),
    meld: on("play-act-meld"), goOut: on("play-act-go-out"), knock: on("play-act-knock"),
    hand: [...el.querySelectorAll("[data-testid=play-hand] [role=option]")].map((o) => o.dataset.card),
    firstMeld: best && best.querySelector(".rl-meld") ? texts(best.querySelector(".rl-meld").querySelectorAll(".rl-card")) : [],
    loose: best ? texts(best.querySelectorAll(".rl-unmatched .rl-card")) : [],
    deadwood: Number(q("play-deadwood").textContent),
  };
}"""


def play_turn(root, *, keyboard: bool = False) -> None:
    """One step of a simple reader, in any of the games, from what the page shows:
    draw from the stock (or decline, KR-9; or take the discard when the stock cannot be drawn);
    then put down the first meld of the best arrangement where the game has melds (RU-3); go out
    when one card is left out of the melds where the game has going out (TT-6); knock at deadwood 10
    or less where the game knocks (KR-7); else discard the last card left out of the melds (the
    last card of the hand when every card melds). A refused meld or going out is followed by a discard."""
    table = root.evaluate(READ_TABLE)
    if table["stock"]:
        press(root, root.get_by_test_id("play-stock"), keyboard=keyboard)
        return
    if table["decline"]:
        press(root, root.get_by_test_id("play-decline"), keyboard=keyboard)
        return
    if not table["discard"]:
        press(root, root.get_by_test_id("play-take"), keyboard=keyboard)
        return
    texts = table["hand"]
    if table["meld"] and table["firstMeld"]:
        for card in table["firstMeld"]:
            choose_card(root, texts.index(card), keyboard=False)
        if refused_or_moved(root, root.get_by_test_id("play-act-meld")):
            return
        for option in root.get_by_test_id("play-hand").locator("[aria-selected=true]").all():
            option.click()  # clear the refused choice
    loose = table["loose"]
    pick = texts.index(loose[-1]) if loose and loose[-1] in texts else len(texts) - 1
    choose_card(root, pick, keyboard=keyboard)
    if table["goOut"] and len(loose) == 1 and refused_or_moved(root, root.get_by_test_id("play-act-go-out")):
        return
    knock = table["knock"] is not None and table["deadwood"] <= 10
    press(root, root.get_by_test_id("play-act-knock" if knock else "play-act-discard"), keyboard=keyboard)


def play_to_end(root, *, keyboard: bool = False, limit: int = 800) -> None:
    """Play with :func:`play_turn` until the game is over, going on to each next hand or round."""
    for _ in range(limit):
        state = root.get_attribute("data-state")
        if state == "over":
            return
        if state == "ended":
            press(root, root.get_by_test_id("play-next"), keyboard=keyboard)
        else:
            play_turn(root, keyboard=keyboard)
    raise AssertionError("the game did not end")


def downloaded_record(root, tmp_path: Path) -> dict:
    with root.page.expect_download() as info:
        root.get_by_test_id("play-download").click()
    target = tmp_path / "record.json"
    info.value.save_as(target)
    return json.loads(target.read_text(encoding="utf-8"))


#: The all-language test's games: (address, what the test checks at the end). The seeds are the
#: shortest games for play_turn's policy among seeds 1–149 (played by the engine's ops in CPython):
#: a Knock Rummy session of 2 hands (KR-3), Three Thirteen cut to 3 rounds (TT-2), Rummy to 30 (RU-8).
GAMES = (
    "?game=knock&players=2&seed=75",
    "?game=three-thirteen&players=2&seed=2&rounds=3",
    "?game=rummy&players=2&seed=95&target=30",
)


def check_knock_session(root, record: dict, lang: str) -> None:
    """KR-11: the balances and the winner the page shows are the replayed session's."""
    session = replay(record)
    assert session.is_over and len(record["hands"]) == 2 and record["result"] == session.result.to_dict()
    assert root.get_by_test_id("play-winner").get_attribute("data-winners") == \
        ",".join(str(w + 1) for w in session.result.winners)
    for seat, balance in enumerate(session.result.balances):
        assert root.get_by_test_id(f"play-total-{seat + 1}").locator("td").inner_text() == signed_amount(balance, lang)


def check_three_thirteen_game(root, record: dict, lang: str) -> None:
    """TT-7: the lowest total after the 3 rounds wins; the totals shown are the replayed game's."""
    game = replay(record)
    assert game.is_over and len(game.rounds) == 3
    low = min(game.result.totals)
    winners = [i + 1 for i, t in enumerate(game.result.totals) if t == low]
    assert root.get_by_test_id("play-winner").get_attribute("data-winners") == ",".join(map(str, winners))
    for seat, total in enumerate(game.result.totals):
        assert root.get_by_test_id(f"play-total-{seat + 1}").locator("td").inner_text() == str(total)


def check_rummy_game(root, record: dict, lang: str) -> None:
    """RU-8: the game ends when someone reaches the target (30); the winner is the replayed game's."""
    game = replay(record)
    assert game.is_over and record["target"] == 30 and max(game.totals) >= 30
    assert root.get_by_test_id("play-winner").get_attribute("data-winners") == str(record["result"]["winner"])
    for seat, total in enumerate(game.totals):
        assert root.get_by_test_id(f"play-total-{seat + 1}").locator("td").inner_text() == str(total)


CHECKS = {"knock-session": check_knock_session, "three-thirteen-game": check_three_thirteen_game,
          "rummy-game": check_rummy_game}


@pytest.mark.parametrize("lang", ["pt", "en", "es", "fr"])
def test_the_three_games_are_played_to_their_end(page, site_server, lang, tmp_path):
    """In each language, through the page alone: a Knock Rummy session (from the keyboard in English),
    a Three Thirteen game of 3 rounds and a Rummy game to a low target, each to the winner shown; the
    downloaded record replays in CPython to the same ledger or totals and the same winner."""
    s = PLAY_STRINGS[lang]
    for query in GAMES:
        root = open_play(page, site_server, lang, query)
        if "three-thirteen" in query:  # TT-3: threes are wild in the first round
            heading = fill(s["round_tt"], n=1, total=3, wild=RANK_NAMES[3], wilds=RANKS_PLURAL[lang][3])
            assert heading in root.get_by_test_id("play-where").inner_text()
            # TT-7: what is left in a hand is penalty points, not deadwood.
            label = root.get_by_test_id("play-deadwood").locator("xpath=..").inner_text()
            assert s["penalty_n"].split("{")[0].strip() in label, label
            assert s["deadwood_n"].split("{")[0].strip() not in label, label
        play_to_end(root, keyboard=(lang == "en" and "knock" in query))
        assert root.get_by_test_id("play-winner").is_visible()
        assert s["over"] in root.get_by_test_id("play-final").inner_text()
        # The engine's account numbers the seats: the page says which one is the reader's.
        assert root.get_by_test_id("play-you-are").inner_text() == s["you_are"]
        assert root.get_by_test_id("play-total-1").locator("th").inner_text() == s["you"].capitalize()
        record = downloaded_record(root, tmp_path)
        CHECKS[record["game"]](root, record, lang)


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


def test_ru4_a_lay_off_before_ones_first_meld_shows_its_rule_and_axe_finds_nothing_serious(page, site_server):
    """Seed 4, 3 players: player 3 melds before the reader's first turn, so a lay-off button is there;
    the refusal names RU-4. Then axe, on that page (a card chosen, the refusal shown), in the light
    scheme and in the dark: no serious or critical violation."""
    from tests.browser.test_a11y import AXE, serious_violations

    root = open_play(page, site_server, "en", "?game=rummy&players=3&seed=4")
    press(root, root.get_by_test_id("play-stock"))
    choose_card(root, 0, keyboard=True)
    before = counter(root, "refused")
    root.get_by_test_id("play-lay-off-1").click()
    wait_counter(root, "refused", before)
    assert "RU-4" in root.get_by_test_id("play-error").inner_text()
    assert AXE.is_file()
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert serious_violations(page) == [], scheme


def test_the_hint_kr8_and_each_games_table(page, site_server):
    """The hint: the bots' draw, then after the draw the knock estimate (KR-7, KR-10). The players
    field: each game's own table (KR-1, TT-10, RU-6a); a number outside it is refused with the range,
    and the game being played goes on. KR-8: the card just taken from the discard pile cannot be
    discarded this turn; the refusal links to the rule in the rules reference of the page's language."""
    root = open_play(page, site_server, "pt", "?game=knock&players=2&seed=6")
    # The levels of play, named in the page's language (Intermediate, the page's own, chosen).
    level = root.get_by_test_id("play-level")
    assert level.locator("option").all_inner_texts() == [engine_text(f"level.{x}", "pt") for x in ("beginner", "intermediate", "expert")]
    assert level.input_value() == "intermediate"
    before = counter(root, "hinted")
    root.get_by_test_id("play-hint").click()
    wait_counter(root, "hinted", before)
    box = root.get_by_test_id("play-hint-box")
    assert json.loads(box.get_attribute("data-move"))["move"] == "draw"
    # The hint is the expert's move and its reason, as the engine words it for the reader.
    record = json.loads(page.evaluate("() => localStorage.getItem('rummylab:play')"))["record"]
    expert = page.evaluate("(record) => import('/assets/engine.js').then(({engine}) => "
                           "engine.request({op: 'play-hint', lang: 'pt', record}))", record)["result"]["expert"]
    assert box.locator("p").first.inner_text() == expert["text"] and expert["text"], expert
    top = root.get_by_test_id("play-discard-top").locator(".rl-card").inner_text()
    press(root, root.get_by_test_id("play-take"))
    before = counter(root, "hinted")
    root.get_by_test_id("play-hint").click()
    wait_counter(root, "hinted", before)
    text = root.get_by_test_id("play-hint-box").inner_text()
    assert "Se bater agora" in text and "%" in text, text
    s = PLAY_STRINGS["pt"]
    field, game = root.get_by_test_id("play-players"), root.get_by_test_id("play-game")
    for name, (low, high) in TABLES.items():
        game.select_option(name)
        assert (field.get_attribute("min"), field.get_attribute("max")) == (str(low), str(high)), name
        # Choosing another game deals nothing yet: the page says New game will.
        assert root.get_by_test_id("play-game-note").inner_text() == ("" if name == "knock" else s["game_next"])
        assert root.get_by_test_id("play-players-range").inner_text() == fill(s["players_range"], low=low, high=high)
    game.select_option("knock")
    hand = hand_texts(root)
    saved = page.evaluate("() => localStorage.getItem('rummylab:play')")
    field.fill("6")
    root.get_by_test_id("play-new").click()
    # A game is in progress: New game asks first, and "Keep playing" keeps it.
    confirm = root.get_by_test_id("play-new-confirm")
    assert confirm.is_visible() and s["new_confirm"] in confirm.inner_text()
    root.get_by_test_id("play-new-no").click()
    assert confirm.is_hidden() and hand_texts(root) == hand
    root.get_by_test_id("play-new").click()
    root.get_by_test_id("play-new-yes").click()
    error = root.get_by_test_id("play-error")
    error.wait_for()
    assert "6" in error.inner_text() and fill(s["players_kept"], low=2, high=5) in error.inner_text()
    assert wait_settled(root) == "your-turn" and hand_texts(root) == hand
    assert page.evaluate("() => localStorage.getItem('rummylab:play')") == saved  # still resumable
    # KR-8, on the card just taken.
    taken = root.get_by_test_id("play-hand").locator(".rl-taken")
    assert taken.get_attribute("data-card") == top
    taken.click()
    before = counter(root, "refused")
    root.get_by_test_id("play-act-discard").click()
    wait_counter(root, "refused", before)
    message = error.inner_text()
    assert "KR-8" in message and "descarte" in message, message
    link = root.get_by_test_id("play-rule")
    assert link.get_attribute("href").endswith("rules/#kr-8")
    link.click()
    page.wait_for_url("**/rules/#kr-8")
    assert page.locator("#kr-8").is_visible()


def test_each_bot_move_is_shown_on_its_board_and_can_be_skipped(page, site_server):
    """At a pace slower than the test, each bot move waits on the board it left: the stock, the top
    of the discard pile and the others' cards match the record, cut after that move, replayed in
    CPython; Escape shows the rest at once. Knock Rummy, 4 players (three bots after the reader)."""
    root = open_play(page, site_server, "en", "?game=knock&players=4&seed=3", pace="600000")
    page.wait_for_function("el => ['animating', 'your-turn'].includes(el.dataset.state)"
                           " && !el.hasAttribute('aria-busy')", arg=root.element_handle(), timeout=BOOT_MS)
    if root.get_attribute("data-state") == "animating":  # bots before the reader's first turn
        root.get_by_test_id("play-skip").click()
    assert wait_settled(root) == "your-turn" and root.get_by_test_id("play-skip").is_hidden()
    press(root, root.get_by_test_id("play-stock"))  # the reader's own move: no pause
    saved = lambda: json.loads(page.evaluate("() => localStorage.getItem('rummylab:play')"))["record"]  # noqa: E731 - a named one-line function reads best here
    played = len(saved()["hands"][-1])
    choose_card(root, 0, keyboard=False)
    root.get_by_test_id("play-act-discard").click()
    # The answer's second move (its first is the reader's discard: the first bot's draw) is on the
    # board, held there by the pace.
    step = 2
    page.wait_for_function("([el, n]) => el.dataset.step === n", arg=[root.element_handle(), str(step)])
    record = saved()
    cut = {**record, "hands": record["hands"][:-1] + [record["hands"][-1][:played + step]]}
    cut.pop("result", None)
    hand = replay(cut).current
    stock = re.search(r"\d+", root.get_by_test_id("play-stock").inner_text()).group()
    assert int(stock) == len(hand.stock), stock
    top = root.get_by_test_id("play-discard-top").inner_text()
    assert top == (str(hand.discard_pile[-1]) if hand.discard_pile else PLAY_STRINGS["en"]["empty"]), top
    held = [int(re.search(r"(\d+)\D*$", t).group(1)) for t in root.get_by_test_id("play-others").locator("li").all_inner_texts()]
    assert held == [len(h) for h in hand.hands[1:]], held
    assert root.get_by_test_id("play-skip").is_visible()
    # While the bots play, the skip button stands where the moves' buttons stand (no layout jump); no pile draws.
    assert root.get_by_test_id("play-act-discard").count() == 0 and root.get_by_test_id("play-stock").is_disabled()
    assert root.get_by_test_id("play-skip").locator("xpath=..").get_attribute("data-testid") == "play-actions"
    # The final position is not shown yet: the later bots' moves change the board.
    final = replay(record).current
    assert (len(hand.stock), [len(h) for h in hand.hands]) != (len(final.stock), [len(h) for h in final.hands])
    page.keyboard.press("Escape")
    assert wait_settled(root) == "your-turn" and root.get_by_test_id("play-skip").is_hidden()
    assert int(re.search(r"\d+", root.get_by_test_id("play-stock").inner_text()).group()) == len(final.stock)
    assert root.get_by_test_id("play-log").locator("li").count() >= len(record["hands"][-1]) - played


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


def test_a_game_played_with_the_keyboard_only(page, site_server):
    """A Knock Rummy session of one hand (?hands=1), to its end, from the keyboard alone: Tab reaches
    the piles, Enter draws, the focus comes back to the hand (one Tab stop), the arrow keys move and
    Space chooses, Tab reaches the move's button, Enter plays it; the winner is named, the reader as "you"."""
    root = open_play(page, site_server, "en", "?game=knock&players=2&seed=13&hands=1&level=expert")
    assert root.get_by_test_id("play-level").input_value() == "expert"  # the address's level, on the page
    tab_to(page, "play-stock")
    for _ in range(100):
        if root.get_attribute("data-state") in ("ended", "over"):
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
    assert root.get_attribute("data-state") == "over"
    assert page.evaluate("() => document.activeElement.closest('[data-testid=play-ended]') !== null")
    winner = root.get_by_test_id("play-winner")
    text = winner.inner_text()
    if winner.get_attribute("data-winners") == "1":
        assert text == PLAY_STRINGS["en"]["you_win"], text
    else:
        assert "player 2" in text.lower() and "Winner: player 1" not in text, text
    # The record keeps the level (its bot played seat 2), and the progress page counts the game once.
    saved = json.loads(page.evaluate("() => localStorage.getItem('rummylab:play')"))
    assert saved["record"]["level"] == "expert" and saved["record"]["bots"] == ["expert"], saved["record"]
    progress = json.loads(page.evaluate("() => localStorage.getItem('rummylab:progress')"))
    assert [(g["game"], g["level"], g["won"]) for g in progress["games"]] == [
        ("knock", "expert", winner.get_attribute("data-winners") == "1")], progress["games"]
    tab_to(page, "play-new")


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
    # With a mouse, a card dragged onto the discard pile is discarded.
    card = root.get_by_test_id("play-card-1").get_attribute("data-card")
    act(root, lambda: root.get_by_test_id("play-card-1").drag_to(root.get_by_test_id("play-take")))
    lines = root.get_by_test_id("play-log").locator("li").all_text_contents()
    assert fill(PLAY_STRINGS["es"]["you_discarded"], card=card) in lines, lines
