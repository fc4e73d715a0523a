"""The meld puzzle widget: ``<!-- widget:puzzle game="three-thirteen" round="5" seed="3" -->``.

The engine deals a hand (``rummylab.practice.puzzles``): Knock Rummy's ten cards, or a
Three Thirteen round's hand with its wild rank and two decks. The reader
groups the cards into melds and the engine says whether the melds are legal
(KR-4, TT-4) and reach the minimum deadwood (KR-5, TT-7). At build time this
module asks ``rummylab.web.handle`` for the page's first puzzle and a best
arrangement, so with JavaScript off the page shows the hand and, folded, a
solution. ``docs/assets/puzzle.js`` makes it live.

>>> check_puzzle_attrs({"game": "three-thirteen", "round": "5"}, "en/p.md")
{'game': 'three-thirteen', 'seed': '1', 'round': '5'}
>>> html = render_puzzle({"game": "knock", "seed": "4"}, "es", "rl-puzzle-1", where="es/p.md")
>>> 'data-rl-widget="puzzle"' in html, 'data-game="knock"' in html, "Nuevo problema" in html
(True, True, True)
>>> check_puzzle_attrs({"game": "knock", "round": "3"}, "en/p.md")
Traceback (most recent call last):
...
mkdocs.exceptions.PluginError: en/p.md: round='3' applies only to game="three-thirteen"
"""

from __future__ import annotations

from html import escape
from typing import Any

from mkdocs.exceptions import PluginError

from rummylab.core.cards import Card
from rummylab.games import get
from rummylab.practice.puzzles import PUZZLE_GAMES
from site_plugins.cards_html import arrangement_html, hand_html
from site_plugins.widgets.markup import (
    SOLVER_WORDS,
    ask,
    game_options,
    round_options,
    script_json,
    words_json,
)
from site_plugins.widgets.progress import progress_bar
from site_plugins.words import LANGS, leftover_term, script_words, word

__all__ = ["PUZZLE_WORDS", "PUZZLE_STRINGS", "check_puzzle_attrs", "render_puzzle"]

DEFAULT_SEED = "1"

#: The puzzle's own words, in the order of its JSON (after the solver's, for arrangements).
PUZZLE_WORDS = (
    "puzzle.title", "game", "round", "round_option", "puzzle.new",
    "puzzle.seed", "puzzle.task", "puzzle.hand", "puzzle.make", "check", "puzzle.your_melds", "puzzle.no_melds",
    "puzzle.undo", "puzzle.meld_n", "puzzle.select_first", "puzzle.optimal", "puzzle.not_optimal",
    "puzzle.your_deadwood", "puzzle.best_deadwood", "puzzle.better", "puzzle.ways", "puzzle.show_answer",
    "checking", "dealing", "puzzle.noscript",
    # Three Thirteen's own words (penalty points, TT-7), picked by the engine's leftover (render.js inLeftover).
    "puzzle.task_penalty", "puzzle.optimal_penalty", "puzzle.not_optimal_penalty", "puzzle.your_deadwood_penalty",
    "puzzle.best_deadwood_penalty", "puzzle.ways_penalty",
)
#: The puzzle's own words per language (for tests that read the page).
PUZZLE_STRINGS: dict[str, dict[str, str]] = {lang: script_words(PUZZLE_WORDS, lang) for lang in LANGS}


def check_puzzle_attrs(attrs: dict[str, str], where: str) -> dict[str, str]:
    """Validate a puzzle marker's attributes (``game``, ``round`` 1-11 for Three Thirteen, ``seed``).

    Raises:
        PluginError: an unknown attribute, game, round or seed (naming the page).
    """
    unknown = sorted(set(attrs) - {"game", "round", "seed"})
    if unknown:
        raise PluginError(f"{where}: unknown puzzle attribute(s) {', '.join(unknown)} (use game, round, seed)")
    game = attrs.get("game", "knock")
    if game not in PUZZLE_GAMES:
        raise PluginError(f"{where}: puzzles have no game {game!r} (use {', '.join(PUZZLE_GAMES)})")
    seed = attrs.get("seed", DEFAULT_SEED)
    if not seed.isdigit():
        raise PluginError(f"{where}: puzzle seed must be a whole number, not {seed!r}")
    out = {"game": game, "seed": str(int(seed))}
    if "round" in attrs and not get(game).has_rounds:
        raise PluginError(f"{where}: round={attrs['round']!r} applies only to game=\"three-thirteen\"")
    if get(game).has_rounds:
        rnd = attrs.get("round", "11")
        if not rnd.isdigit() or not 1 <= int(rnd) <= 11:
            raise PluginError(f"{where}: round must be 1 to 11 for Three Thirteen, not {rnd!r}")
        out["round"] = str(int(rnd))
    return out


def render_puzzle(attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = 10000) -> str:
    """The whole puzzle widget: controls (shown by the JS), the first hand pre-computed, strings.

    Raises:
        PluginError: the engine refused the puzzle (message names the page).
    """
    request: dict[str, Any] = {"op": "puzzle", "seed": int(attrs["seed"]), "game": attrs["game"], "lang": lang}
    if "round" in attrs:
        request["round"] = int(attrs["round"])
    puzzle = ask(request, where)
    # A best arrangement of the first hand, for readers without JavaScript: check "no melds".
    solution = ask(dict(request, op="puzzle-check", melds=[]), where)
    best = solution.get("better", solution["arrangement"])
    game_opts = game_options(PUZZLE_GAMES, attrs["game"])
    round_opts = round_options(int(attrs.get("round", "11")), lang)
    round_hidden = "" if get(attrs["game"]).has_rounds else " hidden"
    controls = (
        f'<p class="rl-note" data-testid="puzzle-url-note" hidden></p>'
        f'<div class="rl-field rl-inline rl-puzzle-controls" data-testid="puzzle-controls" hidden>'
        f'<label for="{uid}-game">{escape(word("game", lang))}</label>'
        f'<select id="{uid}-game" data-testid="puzzle-game">{game_opts}</select>'
        f'<span class="rl-round"{round_hidden}><label for="{uid}-round">{escape(word("round", lang))}</label>'
        f'<select id="{uid}-round" data-testid="puzzle-round">{round_opts}</select></span>'
        f'<button type="button" class="rl-button" data-testid="puzzle-new">{escape(word("puzzle.new", lang))}</button></div>'
    )
    hand = [Card.parse(c) for c in puzzle["hand"]]
    return (
        f'<div class="rl-widget rl-puzzle" id="{uid}" role="region" aria-label="{escape(word("puzzle.title", lang), quote=True)}"'
        f' data-rl-widget="puzzle" data-testid="puzzle" data-lang="{lang}" data-seed="{puzzle["seed"]}"'
        f' data-game="{attrs["game"]}" data-round="{attrs.get("round", "")}" data-timeout-ms="{int(timeout_ms)}">'
        + controls
        + progress_bar("puzzle", lang, uid)
        + f'<p class="rl-puzzle-id" data-testid="puzzle-id">{escape(word("puzzle.seed", lang, seed=puzzle["seed"]))}</p>'
        f'<p class="rl-puzzle-what" data-testid="puzzle-what">{escape(puzzle["what"])} {escape(word(leftover_term("puzzle.task", puzzle["leftover"]), lang))}</p>'
        f'<div class="rl-puzzle-board" data-testid="puzzle-board"><p class="rl-example">{hand_html(hand, lang)}</p></div>'
        f'<p class="rl-status" role="status" aria-live="polite" data-testid="puzzle-status"></p>'
        f'<p class="rl-error" id="{uid}-error" role="alert" data-testid="puzzle-error" hidden></p>'
        f'<div class="rl-result" data-testid="puzzle-result">'
        f'<details class="rl-puzzle-static-answer"><summary>{escape(word("puzzle.show_answer", lang))}</summary>'
        f'<p class="rl-deadwood">{escape(word(leftover_term("puzzle.best_deadwood", puzzle["leftover"]), lang, best=best["deadwood"]))}</p>'
        + arrangement_html(best, lang, layout="list")
        + "".join(f'<p class="rl-explanation">{escape(line)}</p>' for line in solution["explanation"])
        + f'</details><noscript><p>{escape(word("puzzle.noscript", lang))}</p></noscript></div>'
        f'<script type="application/json" class="rl-strings">{words_json(SOLVER_WORDS + PUZZLE_WORDS, lang)}</script>'
        f'<script type="application/json" class="rl-puzzle-data">{script_json(puzzle)}</script>'
        "</div>"
    )
