"""The play page's table on a phone (390 × 844, touch): one screen per turn, in each game.

One page for the module (one engine start). For each game, with the table scrolled to the top of
the screen under the site's header: the stock, the discard pile, every card of the hand, the
moves' buttons and the prompt are on the screen, before the draw and after it, with nothing moved
under the finger (the hand stays where it was); the draw is a tap on the stock, the choice a tap on
a card, the discard a tap on the discard pile; a move the rules refuse (KR-8, TT-6, RU-4) shows the
engine's message on the screen; every target is 44 × 44 px or more. Then: TT-6's last turn is
announced; a bot's move is drawn on the table with a caption that says it, and a reload while the
moves are shown lists them all; at 360 px nothing scrolls sideways; axe finds no serious violation
during a game, light and dark.
"""

from __future__ import annotations

import pytest

from site_plugins.widgets.play import PLAY_STRINGS
from tests.browser.test_play import BOOT_MS, act, counter, open_play, wait_counter, wait_settled

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}

#: Where every part of a turn is on the screen: the parts off it, by test id (empty: all in view).
OFF_SCREEN = """(el, ids) => {
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  const off = [];
  for (const id of ids) {
    const nodes = id === 'hand' ? [...el.querySelectorAll('[data-testid=play-hand] [role=option]')]
      : [...el.querySelectorAll(`[data-testid=${id}]`)];
    if (!nodes.length) off.push(`${id}: missing`);
    for (const node of nodes) {
      const box = node.getBoundingClientRect();
      if (!box.height || box.top < header - 0.5 || box.bottom > window.innerHeight + 0.5) {
        off.push(`${id} at ${Math.round(box.top)}..${Math.round(box.bottom)}`);
      }
    }
  }
  return off;
}"""

#: Every target in the widget that a finger may tap, smaller than 44 × 44 px (a link in a sentence,
#: such as the refusal's rule, is text: WCAG 2.5.8's inline exception).
SMALL_TARGETS = """el => [...el.querySelectorAll('button, select, input, summary, [role=option]')]
  .filter((n) => n.getBoundingClientRect().width && !n.closest('[hidden]'))
  .map((n) => [n.dataset.testid || n.tagName.toLowerCase(), n.getBoundingClientRect()])
  .filter(([, box]) => box.width < 43.5 || box.height < 43.5)
  .map(([name, box]) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`)"""

TURN = ["play-where", "play-stock", "play-take", "hand", "play-actions", "play-turn", "play-caption"]

#: Each game's deal, and the refused move the test makes: (address, what the refusal names).
GAMES = {
    "knock": ("?game=knock&players=2&seed=6", "KR-8"),            # the card just taken from the discard pile
    "three-thirteen": ("?game=three-thirteen&players=2&seed=1&rounds=3", "TT-6"),  # going out, falsely
    "rummy": ("?game=rummy&players=3&seed=4", "RU-4"),            # a lay-off before one's first meld
}


#: Counts the cards that fly across the table (each bot move's card, animated by play.js).
FLIGHTS = """window.__flights = 0;
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) {
  if (this.classList.contains('rl-play-flying')) window.__flights += 1;
  return animate.apply(this, args);
};"""


@pytest.fixture(scope="module")
def phone(browser):
    context = browser.new_context(**PHONE, service_workers="block")
    context.add_init_script(FLIGHTS)
    page = context.new_page()
    page.set_default_timeout(30_000)
    yield page
    context.close()


def table_on_top(page) -> None:
    """Scroll so the table's first line sits under the header, as a reader playing would."""
    page.evaluate("""() => {
      const top = document.querySelector('[data-testid=play-where]').getBoundingClientRect().top;
      window.scrollBy(0, top - document.querySelector('.md-header').getBoundingClientRect().bottom - 2);
    }""")


def hand_top(root) -> float:
    return root.get_by_test_id("play-hand").bounding_box()["y"]


def refuse(root, game: str) -> None:
    """Make the move the rules refuse in ``game`` (the reader has drawn already, except for KR-8's take)."""
    if game == "knock":
        root.get_by_test_id("play-hand").locator(".rl-taken").tap()
        root.get_by_test_id("play-take").tap()  # the discard pile takes the chosen card: KR-8 refuses it
    elif game == "three-thirteen":
        root.get_by_test_id("play-card-0").tap()
        root.get_by_test_id("play-act-go-out").tap()
    else:
        root.get_by_test_id("play-card-0").tap()
        root.get_by_test_id("play-lay-off-1").tap()


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_turn_on_one_phone_screen(phone, site_server, game):
    query, rule = GAMES[game]
    root = open_play(phone, site_server, "en", query)
    table_on_top(phone)
    assert root.evaluate(OFF_SCREEN, TURN) == [], "before the draw"
    assert root.evaluate(SMALL_TARGETS) == []
    top = hand_top(root)
    # Draw: a tap on the stock (Knock Rummy: on the discard pile, for KR-8's card).
    act(root, root.get_by_test_id("play-take" if game == "knock" else "play-stock").tap)
    assert abs(hand_top(root) - top) < 2, "the hand moved under the finger"
    assert root.evaluate(OFF_SCREEN, TURN) == [], "after the draw"
    assert root.get_by_test_id("play-caption").inner_text().startswith("You ")
    # A refused move: the engine's message, with its rule, on the screen.
    before = counter(root, "refused")
    refuse(root, game)
    wait_counter(root, "refused", before)
    assert rule in root.get_by_test_id("play-error").inner_text()
    assert root.evaluate(OFF_SCREEN, [*TURN, "play-error"]) == [], "the refusal"
    assert root.evaluate(SMALL_TARGETS) == []
    # Choose a card and drop it on the discard pile: the turn is played, the bots answer.
    for chosen in root.get_by_test_id("play-hand").locator("[aria-selected=true]").all():
        chosen.tap()  # the refused choice let go
    hand = root.get_by_test_id("play-hand").locator("[role=option]:not(.rl-taken)")
    hand.nth(hand.count() - 1).tap()
    assert root.get_by_test_id("play-take").get_attribute("data-does") == "discard"
    state = act(root, root.get_by_test_id("play-take").tap)
    assert state in ("your-turn", "ended")
    log = root.get_by_test_id("play-log").locator("li").all_text_contents()
    assert any(line.startswith("You discarded ") for line in log), log
    assert root.get_by_test_id("play-log-box").get_attribute("open") is None  # folded
    # Room for a move's number: "10." and "100." whole, not cut to "0." by the list's edge.
    room = root.get_by_test_id("play-log").evaluate(
        "ol => parseFloat(getComputedStyle(ol).paddingLeft) / parseFloat(getComputedStyle(ol).fontSize)")
    assert room >= 2.5, room
    # The reader is "you" wherever the page names the players.
    assert root.get_by_test_id("play-total-1").locator("th").text_content() == "You"


def test_tt6_the_last_turn_is_announced(phone, site_server):
    """Three Thirteen, seed 6, one round: player 2 goes out before the reader's first turn, which is
    then the reader's last (TT-6), and the prompt says so."""
    root = open_play(phone, site_server, "en", "?game=three-thirteen&players=2&seed=6&rounds=1")
    s = PLAY_STRINGS["en"]
    prompt = root.get_by_test_id("play-turn").inner_text()
    assert s["last_turn"].replace("{player}", "Player 2") in prompt, prompt
    # A shorter game: Rummy to 100 (RU-8), chosen on the page, written in the address.
    root.get_by_test_id("play-game").select_option("rummy")
    root.get_by_test_id("play-length").select_option("100")
    root.get_by_test_id("play-new").tap()
    root.get_by_test_id("play-new-yes").tap()  # a game is in progress: New game asks first
    phone.wait_for_url("**target=100**")
    wait_settled(root)
    assert "100" in root.get_by_test_id("play-where").inner_text()
    assert phone.evaluate("() => JSON.parse(localStorage.getItem('rummylab:play')).record.target") == 100


def test_bot_moves_on_the_table_no_sideways_scroll_and_axe(phone, site_server):
    """Rummy, 3 players, at a pace slower than the test: the bot's move is drawn on the table (the
    caption says it, where it landed is marked); a reload then lists every move of the answer; the
    melds lie under their owner; then 360 px; then axe, light and dark."""
    from tests.browser.test_a11y import serious_violations

    root = open_play(phone, site_server, "en", "?game=rummy&players=3&seed=4&pace=10000", pace=None)
    phone.wait_for_function("el => ['animating', 'your-turn'].includes(el.dataset.state) && !el.hasAttribute('aria-busy')",
                            arg=root.element_handle(), timeout=BOOT_MS)
    assert root.get_attribute("data-state") == "animating"  # player 2 and 3 play before the reader
    table_on_top(phone)
    caption = root.get_by_test_id("play-caption")
    # The caption is the move on the table, as the list of moves says it (a bot's, named by its seat).
    shown = root.get_by_test_id("play-log").locator("li").all_text_contents()
    assert caption.inner_text() == shown[-1] and caption.inner_text().startswith("Player "), (caption.inner_text(), shown)
    assert root.get_by_test_id("play-table").locator(".rl-play-landed").count() == 1
    assert phone.evaluate("() => window.__flights") == 1  # its card flew from the pile to the seat
    assert root.evaluate(OFF_SCREEN, ["play-caption", "play-skip", "play-stock", "play-take"]) == []
    # A reload while the bots' moves are shown: the game resumes with every one of them listed.
    phone.reload()
    root = phone.get_by_test_id("play")
    root.and_(phone.locator("[data-upgraded=true]")).wait_for()
    assert wait_settled(root, BOOT_MS) == "your-turn"
    assert root.get_by_test_id("play-notice").inner_text() == PLAY_STRINGS["en"]["resumed"]
    caption = root.get_by_test_id("play-caption")
    lines = root.get_by_test_id("play-log").locator("li").all_text_contents()
    # Reloaded while the first of player 3's moves was shown (at 10 s a move), the three are listed.
    assert lines == ["Player 3 takes Q♠ from the discard pile", "Player 3 melds Q♣ Q♦ Q♠", "Player 3 discards K♥"], lines
    assert caption.inner_text() == lines[-1]
    # The melds on the table lie under their owner (RU-3): player 3's meld in player 3's seat.
    assert root.get_by_test_id("play-seat-3").get_by_test_id("play-meld-1").count() == 1
    # A reader who asks for less motion: no card flies; where each move landed is still marked.
    phone.emulate_media(reduced_motion="reduce")
    try:
        act(root, root.get_by_test_id("play-stock").tap)
        root.get_by_test_id("play-card-0").tap()
        root.get_by_test_id("play-take").tap()
        phone.wait_for_function("el => el.dataset.state === 'animating' && el.dataset.step", arg=root.element_handle())
        assert root.get_by_test_id("play-table").locator(".rl-play-landed").count() == 1
        assert phone.evaluate("() => window.__flights") == 0
        root.get_by_test_id("play-skip").tap()
        wait_settled(root)
    finally:
        phone.emulate_media(reduced_motion="no-preference")
    phone.set_viewport_size({"width": 360, "height": 800})
    try:
        width = phone.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
        assert width[0] <= width[1], width
        assert root.evaluate(SMALL_TARGETS) == []
    finally:
        phone.set_viewport_size(PHONE["viewport"])
    for scheme in ("light", "dark"):
        phone.emulate_media(color_scheme=scheme)
        assert serious_violations(phone) == [], scheme
    assert PLAY_STRINGS["en"]["you"] == "you"
