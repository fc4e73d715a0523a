"""The play widget: ``<!-- widget:play game="knock" players="2" seed="1" -->``, a game against the computer.

At build time the engine deals the marker's game (``play-start`` through ``rummylab.web.handle``)
and this module draws the reader's first position: the hand and its best arrangement, the piles,
the other players' card counts. Without JavaScript that is what the page shows, with a note that
playing needs it. ``docs/assets/play.js`` then makes it live: every move goes to the engine in the
Web Worker (``play-move``, ``play-hint``), which checks it, plays the bots and answers.

>>> attrs = check_play_attrs({"players": "3"}, "en/p.md")
>>> attrs
{'game': 'knock', 'players': '3', 'seed': '1', 'bots': ''}
>>> html = render_play(attrs, "fr", "rl-play-1", where="fr/p.md")
>>> 'data-rl-widget="play"' in html, 'data-testid="play-board"' in html, "Votre main" in html
(True, True, True)
>>> check_play_attrs({"game": "chess"}, "en/p.md")
Traceback (most recent call last):
...
mkdocs.exceptions.PluginError: en/p.md: unknown game 'chess' (use knock, three-thirteen, rummy)
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from mkdocs.exceptions import PluginError

from rummylab.core.cards import Card
from rummylab.core.rules import RUMMY
from rummylab.games import get as get_game
from rummylab.games import names
from rummylab.words.language import capitalized, colon
from site_plugins.cards_html import CARD_TEMPLATES, arrangement_html, card_html, hand_html
from site_plugins.examples.pieces import leftover_word
from site_plugins.templates import draw
from site_plugins.widgets.markup import SOLVER_WORDS, ask, game_options, script_json, words_json
from site_plugins.words import LANGS, script_words, word

__all__ = ["PLAY_WORDS", "PLAY_TEMPLATES", "PLAY_STRINGS", "check_play_attrs", "render_play"]

#: The play widget's own words, after the solver's (for arrangements) and a few shared ones.
#: The templates the play page fills (site_plugins/templates.py), on the page for play.js.
PLAY_TEMPLATES = CARD_TEMPLATES + ("play-where", "play-others", "item")
PLAY_WORDS = (
    "game", "deadwood", "player", "settlement", "payer", "payee", "quiz.amount", "quiz.no_payment", "dealing",
    "play.title", "play.players", "play.new", "play.hint", "play.download", "play.game_id", "play.hand_n",
    "play.round_tt", "play.round_rummy", "play.dealer", "play.held", "play.held_one", "play.stock", "play.take_discard",
    "play.discard_pile", "play.empty", "play.your_hand", "play.hand_help", "play.best", "play.deadwood_n", "play.penalty_n", "play.cards_n", "play.see_rule", "play.turn_draw",
    "play.turn_knock", "play.turn_tt", "play.turn_rummy", "play.waiting", "play.act_discard", "play.act_knock",
    "play.act_go_out", "play.act_meld", "play.act_decline", "play.lay_off_on", "play.select_one",
    "play.select_meld", "play.you_drew", "play.log", "play.table", "play.no_table", "play.meld_of",
    "play.ended_hand", "play.ended_round", "play.next_hand", "play.next_round", "play.totals", "play.total",
    "play.over", "play.winner", "play.winners", "play.hands_shown", "play.noscript", "play.resumed", "play.resumed_rules",
    "play.save_damaged", "play.save_refused", "play.bad_link", "play.thinking", "play.hint_advice", "play.skip", "play.players_range", "play.players_kept",
    "play.pace_ignored", "play.you", "play.you_took", "play.you_discarded", "play.you_knocked", "play.you_went_out",
    "play.you_melded", "play.you_laid_off", "play.you_declined", "play.took", "play.you_win", "play.your_meld",
    "play.last_turn", "play.you_are", "play.stock_label", "play.new_confirm", "play.new_yes", "play.new_no", "play.game_next", "play.level",
    "play.length", "play.len_session", "play.len_hand", "play.len_rounds", "play.len_target", "play.and",
)
#: The widget's words per language (for tests that read the page).
PLAY_STRINGS: dict[str, dict[str, str]] = {lang: script_words(SOLVER_WORDS + PLAY_WORDS, lang) for lang in LANGS}

_ATTRS = ("game", "players", "seed", "bots")

#: The lengths a reader may choose, by game, the whole game first (play.js's Length select): the
#: address's parameter and its value (the engine checks both), and the word naming it. Three Thirteen
#: may stop after fewer rounds (TT-2), Rummy at a lower target (RU-8).
LENGTHS: dict[str, list[dict[str, Any]]] = {
    "knock": [{"param": None, "value": "", "word": "len_session", "n": None},
              {"param": "hands", "value": "1", "word": "len_hand", "n": 1}],
    "three-thirteen": [{"param": None, "value": "", "word": "len_rounds", "n": 11}]
    + [{"param": "rounds", "value": str(n), "word": "len_rounds", "n": n} for n in (6, 3)],
    # the whole game: the game's own target, or the house rules' (no ?target= in the address)
    "rummy": [{"param": None, "value": "", "word": "len_target", "n": RUMMY.target}]
    + [{"param": "target", "value": str(n), "word": "len_target", "n": n} for n in (100, 50)],
}


def check_play_attrs(attrs: dict[str, str], where: str) -> dict[str, str]:
    """Validate a play marker's attributes; fill the defaults (Knock Rummy, 2 players, seed 1, the game's bots).

    Raises:
        PluginError: an unknown attribute, game, or a number that is not whole (naming the page).
    """
    unknown = sorted(set(attrs) - set(_ATTRS))
    if unknown:
        raise PluginError(f"{where}: unknown play attribute(s) {', '.join(unknown)} (use {', '.join(_ATTRS)})")
    game = attrs.get("game", "knock")
    if game not in names():
        raise PluginError(f"{where}: unknown game {game!r} (use {', '.join(names())})")
    out = {"game": game, "players": attrs.get("players", "2"), "seed": attrs.get("seed", "1"),
           "bots": attrs.get("bots", "")}
    for field in ("players", "seed"):
        if not out[field].isdigit():
            raise PluginError(f"{where}: play {field} must be a whole number, not {out[field]!r}")
    return out


def _position_html(answer: dict[str, Any], lang: str) -> str:
    """The reader's position as the engine dealt it, for a reader without JavaScript.

    play.js draws a live board, with the controls; the parts they share are the same templates.
    """
    view = answer["view"]
    labels = view["labels"]
    values = {k: v for k, v in view["where"].items() if k != "term"}
    where = word(f"play.{view['where']['term']}", lang, **values)
    dealer = word("play.dealer", lang, player=labels[view["dealer"] - 1])
    others = [draw("item", content=capitalized(word("play.held", lang, player=labels[i], n=n)))
              for i, n in enumerate(view["held"]) if i]
    top = view["discard_top"]
    pile = card_html(Card.parse(top), lang) if top else escape(word("play.empty", lang))
    hand = [Card.parse(c) for c in view["hand"]]
    return (
        draw("play-where", where=where, dealer=dealer) + draw("play-others", items=others) +
        f'<p class="rl-play-piles" data-testid="play-piles">{escape(word("play.stock", lang, n=view["stock"]))} · '
        f'{escape(word("play.discard_pile", lang))}{colon(lang)} {pile}</p>'
        f'<p class="rl-label">{escape(word("play.your_hand", lang))}</p>'
        + hand_html(hand, lang, label=word("play.your_hand", lang))
        + f'<p class="rl-label">{escape(word("play.best", lang))} · {escape(leftover_word(view["game"], lang))}{colon(lang)} '
        f'{view["arrangement"]["deadwood"]}</p>'
        + arrangement_html(view["arrangement"], lang, layout="list")
    )


def render_play(attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = 10000) -> str:
    """The whole play widget: controls and table (shown by the JS), the first position, the words.

    Raises:
        PluginError: the engine refused the game (message names the page).
    """
    request: dict[str, Any] = {"op": "play-start", "game": attrs["game"], "players": int(attrs["players"]),
                               "seed": int(attrs["seed"]), "lang": lang}
    if attrs["bots"]:
        request["bots"] = attrs["bots"]
    first = ask(request, where)
    t = {k: escape(v) for k, v in script_words(SOLVER_WORDS + PLAY_WORDS, lang).items()}
    # The table each game is dealt for, from its Game object (the page bounds the field with it).
    limits = {name: [get_game(name).min_players, get_game(name).max_players] for name in names()}
    low, high = limits[attrs["game"]]
    players_range = word("play.players_range", lang, low=low, high=high)
    # The levels of play (the engine's, named in the page's language). Each game's own is the level of
    # the bot the engine seats when none is named (Knock Rummy's and Three Thirteen's Intermediate,
    # Rummy's Beginner): a game the reader has not set plays as it always did.
    own = {name: next(level for level, bot in get_game(name).levels.items() if bot == get_game(name).default_bot)
           for name in names()}
    chosen = first["level"] or ("" if attrs["bots"] else own[attrs["game"]])
    levels = "".join(f'<option value="{x["level"]}"{" selected" if x["level"] == chosen else ""}>{escape(x["label"])}</option>'
                     for x in first["levels"])
    controls = (
        f'<div class="rl-field rl-inline rl-play-controls" data-testid="play-controls" hidden>'
        f'<label for="{uid}-game">{t["game"]}</label>'
        f'<select id="{uid}-game" data-testid="play-game">{game_options(names(), attrs["game"])}</select>'
        f'<label for="{uid}-players">{t["players"]}</label>'
        f'<input id="{uid}-players" data-testid="play-players" type="number" min="{low}" max="{high}" step="1"'
        f' inputmode="numeric" value="{escape(attrs["players"])}" aria-describedby="{uid}-players-range">'
        f'<span id="{uid}-players-range" class="rl-help" data-testid="play-players-range">{escape(players_range)}</span>'
        f'<label for="{uid}-length">{t["length"]}</label>'
        f'<select id="{uid}-length" data-testid="play-length"></select>'
        f'<label for="{uid}-level">{t["level"]}</label>'
        f'<select id="{uid}-level" data-testid="play-level">{levels}</select>'
        f'<button type="button" class="rl-button" data-testid="play-new">{t["new"]}</button>'
        f'<button type="button" class="rl-button" data-testid="play-hint">{t["hint"]}</button>'
        f'<button type="button" class="rl-button" data-testid="play-download">{t["download"]}</button></div>'
    )
    return (
        f'<div class="rl-widget rl-play" id="{uid}" role="region" aria-label="{t["title"]}"'
        f' data-rl-widget="play" data-testid="play" data-lang="{lang}" data-game="{attrs["game"]}" data-rl-rules=""'
        f' data-players="{escape(attrs["players"])}" data-seed="{escape(attrs["seed"])}"'
        f' data-bots="{escape(attrs["bots"])}" data-limits="{escape(json.dumps(limits))}"'
        f' data-lengths="{escape(json.dumps(LENGTHS))}" data-levels="{escape(json.dumps(own))}" data-delay-ms="700" data-timeout-ms="{int(timeout_ms)}">'
        + controls
        + f'<p class="rl-play-id" data-testid="play-id">'
        f'{escape(word("play.game_id", lang, seed=attrs["seed"], players=attrs["players"]))}</p>'
        f'<p class="rl-play-notice" role="alert" data-testid="play-notice" hidden></p>'
        f'<div class="rl-play-board" data-testid="play-board">{_position_html(first, lang)}'
        f'<noscript><p>{t["noscript"]}</p></noscript></div>'
        f'<p class="rl-status" role="status" aria-live="polite" data-testid="play-status"></p>'
        f'<p class="rl-error" role="alert" data-testid="play-error" hidden></p>'
        f'<script type="application/json" class="rl-strings">{words_json(SOLVER_WORDS + PLAY_WORDS, lang)}</script>'
        f'<script type="application/json" class="rl-play-data">{script_json(first)}</script>'
        "</div>"
    )
