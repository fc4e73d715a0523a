"""The walkthroughs (knock-rummy/, three-thirteen/, rummy/walkthrough/): verified, failing loudly, alike in four languages.

Fast tier (no site build): the three specs verify; each failure mode of a spec is broken on
purpose and must be refused with a message naming the spec and the step: an illegal record
(KR-8), a move its bot would not play, a shown deadwood or total the engine contradicts, a
step's narration naming a card the player does not hold; a tiny MkDocs build fails on one.
Built-site tier (the session's ``built_site``): every page shows all its steps as an ordered
list (readable with JavaScript off, the step-through control hidden until the script runs), the
same steps with the same cards in every language.

The expected figures are worked out by hand from RULES.md (see the comments), not copied from
the engine.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rummylab.words.catalogue import CATALOGUE
from site_plugins.examples.spec import SpecError, load_spec, verify
from tests.site.test_examples import LANGS, page_html, run_build, spec_copy, tiny_project

ROOT = Path(__file__).resolve().parents[2]
SPECS = ROOT / "docs" / "examples"
PAGES = {"kr-walkthrough": "knock-rummy/walkthrough", "tt-walkthrough": "three-thirteen/walkthrough",
         "ru-walkthrough": "rummy/walkthrough"}


def refused(path: Path) -> str:
    with pytest.raises(SpecError) as info:
        verify(load_spec(path))
    return str(info.value)


# ----------------------------------------------------------------- the specs of the site


def test_the_knock_rummy_walkthrough_settles_as_kr10c_says() -> None:
    # Ana A♦ 4♥ 7♥ 8♥ 9♥ A♠ 2♠: run 7-8-9♥, 1 + 4 + 1 + 2 = 8; Bruno knocks with 4-5-6-7♣ and
    # A♣ 5♥ 3♠ = 9; Carla 2♣ 3♣ 10♦ Q♦ A♥ J♥ 4♠, no meld, 40. Ana is lowest: Bruno pays
    # 9 − 8 + 10 = 11, Carla 40 − 8 = 32 (KR-10c).
    actual = verify(load_spec(SPECS / "kr-walkthrough.yml")).actual
    assert actual["case"] == "knocker-beaten"
    assert actual["deadwood"] == {"Ana": 8, "Bruno": 9, "Carla": 40}
    assert actual["net"] == {"Ana": 43, "Bruno": -11, "Carla": -32}
    assert actual["steps"] == 7 and len(actual["turns"]) == 5


def test_the_three_thirteen_walkthrough_scores_as_tt7_says() -> None:
    # Round 4, sixes wild: Ana goes out (0); Bruno keeps 3♦ 5♦ 4♠ out of melds = 12; Carla A♣ 2♦ = 3.
    actual = verify(load_spec(SPECS / "tt-walkthrough.yml")).actual
    assert actual["out"] == "Ana" and actual["penalties"] == {"Ana": 0, "Bruno": 12, "Carla": 3}


def test_the_rummy_walkthrough_scores_as_ru8_says() -> None:
    # Carla goes out; Ana holds 10 + 7 + 1 + 4 = 22, Bruno 10 + 4 + 10 + 2 + 3 + 7 + 10 = 46,
    # Dora 10 + 10 + 5 + 6 = 31: Carla scores 99 (RU-8).
    actual = verify(load_spec(SPECS / "ru-walkthrough.yml")).actual
    assert actual["out"] == "Carla" and actual["points"] == {"Ana": 0, "Bruno": 0, "Carla": 99, "Dora": 0}


# ----------------------------------------------------------------- each failure mode, broken on purpose


def test_an_illegal_record_is_refused_naming_the_step(tmp_path: Path) -> None:
    # Bruno knocks putting down the 5♣ he has just taken from the discard pile: KR-8 forbids it.
    path = spec_copy(tmp_path, "kr-walkthrough", ("{player: Bruno, move: knock, card: 5S}",
                                                  "{player: Bruno, move: knock, card: 5C}"))
    message = refused(path)
    assert "example 'kr-walkthrough'" in message and "step 6:" in message and "KR-8" in message


def test_a_move_its_bot_would_not_play_is_refused(tmp_path: Path) -> None:
    # Legal, but Ana's cautious bot lets 5♠ go, not A♦ (the card that leaves the least deadwood).
    path = spec_copy(tmp_path, "kr-walkthrough", ("{player: Ana, move: discard, card: 5S}",
                                                  "{player: Ana, move: discard, card: AD}"))
    message = refused(path)
    assert "example 'kr-walkthrough'" in message and "step 2:" in message and "'cautious' would play" in message


def test_a_shown_deadwood_the_engine_contradicts_is_refused_naming_the_step(tmp_path: Path) -> None:
    path = spec_copy(tmp_path, "kr-walkthrough", ("{step: 3, player: Bruno, before: 36, after: 31}",
                                                  "{step: 3, player: Bruno, before: 36, after: 30}"))
    message = refused(path)
    assert "example 'kr-walkthrough'" in message and "step 3:" in message and "'after': 31" in message


@pytest.mark.parametrize(("name", "change", "key"), [
    ("kr-walkthrough", ("net: {Ana: 43, Bruno: -11, Carla: -32}", "net: {Ana: 42, Bruno: -10, Carla: -32}"), "net"),
    ("tt-walkthrough", ("penalties: {Ana: 0, Bruno: 12, Carla: 3}", "penalties: {Ana: 0, Bruno: 12, Carla: 4}"),
     "penalties"),
    ("ru-walkthrough", ("points: {Ana: 0, Bruno: 0, Carla: 99, Dora: 0}", "points: {Ana: 0, Bruno: 0, Carla: 98, Dora: 0}"),
     "points"),
], ids=["kr-net", "tt-penalties", "ru-points"])
def test_a_wrong_total_at_the_end_is_refused(tmp_path: Path, name: str, change: tuple[str, str], key: str) -> None:
    message = refused(spec_copy(tmp_path, name, change))
    assert f"example '{name}'" in message and f"expect.{key} is" in message


def test_a_narration_naming_a_card_not_in_the_hand_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A wrong sentence in one language: the French discard names K♣, which Ana never holds.
    entry = dict(CATALOGUE["walk.discard.deadwood"])
    entry["fr"] = "{player} défausse {card} et garde K♣."
    monkeypatch.setitem(CATALOGUE, "walk.discard.deadwood", entry)
    message = refused(spec_copy(tmp_path, "kr-walkthrough"))
    assert "example 'kr-walkthrough'" in message and "step 2:" in message
    assert "(fr) names K♣, which is not in Ana's hand" in message


def test_a_narration_naming_another_players_card_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Dora's first turn named with a card of Ana's hand (9♣ was dealt to Ana, never to Dora).
    entry = dict(CATALOGUE["walk.stock.cards"])
    entry["en"] = entry["en"] + " 9♣"
    monkeypatch.setitem(CATALOGUE, "walk.stock.cards", entry)
    message = refused(spec_copy(tmp_path, "ru-walkthrough"))
    assert "example 'ru-walkthrough'" in message and "step 3:" in message and "names 9♣" in message


def test_a_broken_walkthrough_fails_the_build(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    spec_copy(tmp_path, "kr-walkthrough", ("{player: Bruno, move: knock, card: 5S}", "{player: Bruno, move: knock, card: 5C}"))
    config = tiny_project(tmp_path, "# Page\n\n<!-- example:kr-walkthrough -->\n")
    errors = run_build(config, tmp_path, caplog)
    assert "page.md: example 'kr-walkthrough'" in errors and "step 6:" in errors


def test_a_good_walkthrough_builds_readable_without_javascript(tmp_path: Path) -> None:
    spec_copy(tmp_path, "tt-walkthrough")
    config = tiny_project(tmp_path, "# Page\n\n<!-- example:tt-walkthrough -->\n")
    run_build(config, tmp_path)
    html = (tmp_path / "site" / "page" / "index.html").read_text(encoding="utf-8")
    assert steps_of(html) == [str(n) for n in range(1, 9)]


# ----------------------------------------------------------------- the built pages


def steps_of(html: str) -> list[str]:
    """The numbers of the steps the page lists (``<li value="n" … data-testid="walkthrough-step">``)."""
    return re.findall(r'<li class="rl-walk-step[^"]*" value="(\d+)"[^>]*data-testid="walkthrough-step"', html)


def cards_by_step(html: str) -> list[list[str]]:
    """Each step's cards as drawn (their symbols), in order."""
    parts = re.split(r'<li class="rl-walk-step', html.split('data-testid="walkthrough-steps"', 1)[1])[1:]
    return [re.findall(r'role="img" aria-label="[^"]*">([^<]+)</span>', part) for part in parts]


@pytest.mark.parametrize("spec", sorted(PAGES))
def test_every_step_is_on_the_page_in_every_language_with_the_same_cards(built_site: Path, spec: str) -> None:
    expected = verify(load_spec(SPECS / f"{spec}.yml")).actual["steps"]
    cards = {}
    for lang in LANGS:
        html = page_html(built_site, lang, PAGES[spec])
        assert steps_of(html) == [str(n) for n in range(1, expected + 1)], lang
        # Static first state: the list is there and no step is hidden; the controls wait for the script.
        assert f'data-rl-walkthrough="{spec}"' in html and 'data-testid="walkthrough-controls" hidden' in html
        steps = html.split('data-testid="walkthrough-steps"', 1)[1].split("</ol></div>", 1)[0]
        assert "<li class=\"rl-walk-step" in steps and " hidden" not in steps
        cards[lang] = cards_by_step(html)
    assert all(cards[lang] == cards["en"] for lang in LANGS)
    assert all(step for step in cards["en"]), "every step shows cards"


@pytest.mark.parametrize("lang", LANGS)
def test_walkthrough_pages_say_their_cards_in_their_language(built_site: Path, lang: str) -> None:
    html = page_html(built_site, lang, PAGES["kr-walkthrough"])
    queen = {"pt": "dama de copas", "en": "queen of hearts", "es": "reina de corazones", "fr": "dame de cœur"}[lang]
    assert f'aria-label="{queen}">Q♥</span>' in html  # Carla's Q♥ goes at step 4
    assert 'class="rl-card rl-red" role="img" aria-label="' + queen in html
