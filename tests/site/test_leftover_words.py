"""The solver's and the puzzle's words follow the game (RULES.md, the note under the term table):
"deadwood" (sobra, resto, points morts) is Knock Rummy's alone; Three Thirteen says penalty points
(TT-7) and Rummy the cards left in hand (RU-8). The engine's answer names the game's leftover
(``leftover``); the widgets pick their words by it (site_plugins/words.py ``leftover_term``, its twin
``inLeftover`` in docs/assets/render.js), so every word the scripts ask for must exist in each form.
Fast: no built site, a few engine calls.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rummylab.games import get
from rummylab.practice.puzzles import PUZZLE_GAMES
from site_plugins.widgets.markup import SOLVER_WORDS, ask
from site_plugins.widgets.puzzles import PUZZLE_WORDS, render_puzzle
from site_plugins.widgets.solver import render_result
from site_plugins.words import LANGS, leftover_term, script_words, word

ASSETS = Path(__file__).resolve().parents[2] / "docs" / "assets"
DEADWOOD = {
    "pt": re.compile(r"\bsobras?\b", re.I),
    "en": re.compile(r"\bdeadwood\b", re.I),
    "es": re.compile(r"\brestos?\b", re.I),
    "fr": re.compile(r"\bpoints? morts?\b", re.I),
}
HAND = "7C 7D 7H 2S 3S 4S 9D KC"


def _text(html: str) -> str:
    html = re.sub(r"<(script|style|template)\b.*?</\1>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def _solve(game: str, lang: str) -> dict:
    request = {"op": "solve", "hand": HAND, "game": game, "all": True, "lang": lang}
    if get(game).has_rounds:
        request["round"] = 6
    return ask(request, "test")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["knock", "three-thirteen", "rummy"])
def test_the_solver_says_the_games_own_word(game: str, lang: str) -> None:
    result = _solve(game, lang)
    assert result["leftover"] == get(game).leftover
    text = _text(str(render_result(result, lang)))
    label = word(leftover_term("deadwood", result["leftover"]), lang)
    assert label in text
    if game == "knock":
        assert DEADWOOD[lang].search(text), text
    else:
        assert not DEADWOOD[lang].search(text), text


@pytest.mark.parametrize("lang", LANGS)
def test_a_three_thirteen_puzzle_says_penalty_points(lang: str) -> None:
    html = render_puzzle({"game": "three-thirteen", "round": "6", "seed": "3"}, lang, "p", where="test")
    text = _text(html)
    assert not DEADWOOD[lang].search(text), text
    assert word("puzzle.task_penalty", lang) in text
    knock = _text(render_puzzle({"game": "knock", "seed": "3"}, lang, "p", where="test"))
    assert word("puzzle.task", lang) in knock


def _asked(script: str) -> set[str]:
    """The keys a widget script asks for through inLeftover (a ternary's two keys included)."""
    source = (ASSETS / script).read_text(encoding="utf-8")
    keys: set[str] = set()
    for call in re.findall(r"inLeftover\(s, ([^,]+(?:\?[^:]+:[^,]+)?),", source):
        keys |= set(re.findall(r'"(\w+)"', call))
    return keys


@pytest.mark.parametrize(("script", "words", "games"), [
    ("solver.js", SOLVER_WORDS, ("knock", "three-thirteen", "rummy")),
    ("puzzle.js", SOLVER_WORDS + PUZZLE_WORDS, PUZZLE_GAMES),
])
def test_every_word_a_widget_asks_for_exists_in_each_games_form(script: str, words: tuple, games: tuple) -> None:
    asked = _asked(script)
    assert len(asked) >= 3, asked
    for lang in LANGS:
        strings = script_words(words, lang)
        for game in games:
            leftover = get(game).leftover
            for key in asked:
                assert leftover_term(key, leftover) in strings, (script, lang, game, key)


@pytest.mark.parametrize("lang", LANGS)
def test_the_walkthroughs_name_says_hand_or_round_as_the_game_plays(lang: str) -> None:
    from rummylab.games import games

    for game in games():
        label = word(f"walkthrough.label.{game.key}", lang)
        if game.key == "knock":
            assert word("round", lang).lower() not in label.lower(), label
        else:
            assert word("round", lang).lower() in label.lower(), label


def test_french_play_labels_put_a_colon_before_the_figure() -> None:
    """« points morts : 12 », never « points morts 12 »: a label is not glued to its number (the CLI's twin:
    tests/engine/test_cli_language.py ``test_french_never_glues_a_label_to_its_number``)."""
    for key in ("play.deadwood_n", "play.penalty_n", "play.cards_n"):
        assert word(key, "fr").endswith("\u202f: {n}"), word(key, "fr")


@pytest.mark.parametrize("lang", ["pt", "en", "es", "fr"])
def test_the_hint_button_is_a_word_the_command_line_takes(lang: str) -> None:
    """The page's button (« Conseil », « Sugestão ») is the word a reader types in ``rummylab play``."""
    from rummylab.cli.play import commands_of

    assert word("play.hint", lang).lower() in commands_of(lang)["hint"]
