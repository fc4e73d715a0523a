"""The meld solver widget: ``<!-- widget:solver hand="4H 5H 6H QC QD QS 8D" game="knock" -->``.

The reader types or picks a hand and the engine finds its best arrangements
(KR-5, TT-7). The widget is:

* a form (typed hand, a 52-button card picker, game and round, Solve),
  hidden until ``docs/assets/solver.js`` upgrades it;
* a *pre-computed* first state: the example hand solved at build time by the
  same ``rummylab.web.handle`` the browser calls, so the page reads well with
  JavaScript off, prints, and is searchable;
* the words of the page's language as JSON, so the JS holds no text.

>>> check_solver_attrs({"game": "three-thirteen", "round": "08"}, "en/p.md", default_hand="QH")
{'hand': 'QH', 'game': 'three-thirteen', 'round': '8'}
>>> check_solver_attrs({"round": "3"}, "en/p.md", default_hand="QH")
Traceback (most recent call last):
...
mkdocs.exceptions.PluginError: en/p.md: round='3' applies only to game="three-thirteen"
"""

from __future__ import annotations

from html import escape
from typing import Any

from mkdocs.exceptions import PluginError

from rummylab.core.cards import RANK_NAMES, Card, Suit, full_deck
from rummylab.core.errors import RummyError
from rummylab.games import get, names
from rummylab.words.language import colon
from site_plugins.cards_html import CARD_TEMPLATES, arrangement_html, card_class, card_name, hand_html
from site_plugins.templates import Html, draw
from site_plugins.widgets.markup import SOLVER_WORDS, ask, game_options, round_options, words_json
from site_plugins.words import LANGS, leftover_term, script_words, word

__all__ = ["STRINGS", "SOLVER_TEMPLATES", "check_solver_attrs", "solve_request", "render_result", "card_aliases", "render_solver"]

#: The templates the solver fills (site_plugins/templates.py), on the page for solver.js.
SOLVER_TEMPLATES = CARD_TEMPLATES + ("solver-result", "solver-note", "solver-alternatives", "solver-no-alternatives", "item",
                                     "explanation")
#: The solver's words per language, as its JSON holds them (for tests that read the page).
STRINGS: dict[str, dict[str, str]] = {lang: script_words(SOLVER_WORDS, lang) for lang in LANGS}

_SUITS = ((Suit.CLUBS, "solver.clubs"), (Suit.DIAMONDS, "solver.diamonds"), (Suit.HEARTS, "solver.hearts"),
          (Suit.SPADES, "solver.spades"))


def check_solver_attrs(attrs: dict[str, str], where: str, *, default_hand: str) -> dict[str, str]:
    """Validate a solver marker's attributes (``hand``, ``game``, ``round`` 1-11 for Three Thirteen).

    Raises:
        PluginError: an unknown attribute, game or round (naming the page).
    """
    unknown = sorted(set(attrs) - {"hand", "game", "round"})
    if unknown:
        raise PluginError(f"{where}: unknown solver attribute(s) {', '.join(unknown)} (use hand, game, round)")
    out = {"hand": attrs.get("hand", default_hand), "game": attrs.get("game", "knock")}
    if out["game"] not in names():
        raise PluginError(f"{where}: unknown game {out['game']!r} (use {', '.join(names())})")
    if "round" in attrs and not get(out["game"]).has_rounds:
        raise PluginError(f"{where}: round={attrs['round']!r} applies only to game=\"three-thirteen\"")
    if get(out["game"]).has_rounds:
        rnd = attrs.get("round", "1")
        if not rnd.isdigit() or not 1 <= int(rnd) <= 11:
            raise PluginError(f"{where}: round must be 1 to 11 for Three Thirteen, not {rnd!r}")
        out["round"] = str(int(rnd))
    return out


def solve_request(attrs: dict[str, str], lang: str) -> dict[str, Any]:
    """The JSON request the widget's first state answers (the same the JS posts)."""
    request: dict[str, Any] = {"op": "solve", "hand": attrs["hand"], "game": attrs["game"], "all": True, "lang": lang}
    if get(attrs["game"]).has_rounds:
        request["round"] = int(attrs["round"])
    return request


def render_result(result: dict[str, Any], lang: str) -> Html:
    """The body of the result region for an engine ``solve`` result (``renderResult`` in solver.js fills the same templates)."""
    main = {"melds": result["melds"], "unmatched": result["unmatched"]}
    leftover = result["leftover"]  # the game's own word for the leftover cards (RULES.md)
    others = [a for a in result.get("alternatives", []) if {"melds": a["melds"], "unmatched": a["unmatched"]} != main]
    alternatives = (
        draw("solver-alternatives", label=word("solver.alternatives", lang),
             items=[draw("item", content=arrangement_html(a, lang, layout="list")) for a in others])
        if others else draw("solver-no-alternatives", text=word(leftover_term("solver.no_alternatives", leftover), lang)))
    return draw("solver-result", notes=[draw("solver-note", text=line) for line in result.get("notes", [])],
                label=word(leftover_term("deadwood", leftover), lang) + colon(lang), deadwood=int(result["deadwood"]), best=word("solver.best", lang),
                arrangement=arrangement_html(result, lang, layout="list"), alternatives=alternatives,
                explanation=[draw("explanation", text=line) for line in result.get("explanation", [])])


def card_aliases() -> dict[Card, list[str]]:
    """Every upper-case spelling the engine's parser reads as each card.

    The picker's JS looks typed tokens up in this table instead of parsing.

    >>> card_aliases()[Card.parse("QH")]
    ['QH', 'Q♥', 'Q♡']
    >>> card_aliases()[Card.parse("10D")]
    ['10D', '10♦', '10♢', 'TD', 'T♦', 'T♢']
    """
    table: dict[Card, list[str]] = {}
    ranks = [name for name in RANK_NAMES if name] + ["T", "1"]
    for rank in ranks:
        for suit in "CDHS♣♦♥♠♧♢♡♤":
            try:
                card = Card.parse(rank + suit)
            except RummyError:
                continue
            table.setdefault(card, []).append(rank + suit)
    return table


def _picker_html(lang: str) -> str:
    deck = full_deck()
    aliases = card_aliases()
    # A button's name starts with its visible text ("Q♥ (dama de copas)"), so a voice-control
    # user can say what they see (axe: label-content-name-mismatch).
    groups = []
    for suit, term in _SUITS:
        buttons = "".join(
            f'<button type="button" class="rl-pick {card_class(card)}" aria-pressed="false" data-card="{card.ascii}"'
            f' data-aliases="{" ".join(aliases[card])}" data-testid="pick-{card.ascii}" aria-label="{escape(f"{card} ({card_name(card, lang)})", quote=True)}">{escape(str(card))}</button>'
            for card in deck if card.suit is suit
        )
        groups.append(f'<div class="rl-suit" role="group" aria-label="{escape(word(term, lang), quote=True)}">{buttons}</div>')
    return (
        f'<fieldset class="rl-picker" data-testid="solver-picker"><legend>{escape(word("solver.picker", lang))}</legend>'
        + "".join(groups)
        + f'<button type="button" class="rl-clear" data-testid="solver-clear">{escape(word("solver.clear", lang))}</button></fieldset>'
    )


def render_solver(attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = 10000) -> str:
    """The whole solver widget: form, status, pre-computed result, words.

    Raises:
        PluginError: the engine refused the example hand (message names it).
    """
    result = ask(solve_request(attrs, lang), where, refused=f"the solver widget's hand {attrs['hand']!r} is refused")
    game_opts = game_options(names(), attrs["game"])
    round_opts = round_options(int(attrs.get("round", "1")), lang)
    round_hidden = "" if get(attrs["game"]).has_rounds else " hidden"
    shown = [Card.parse(t) for t in result["cards"]]
    # The field first, with its legend, the live reading of what is typed and the error (so an
    # answer or a refusal shows beside the field on a phone), then Game and Solve, then the picker:
    # one Tab stop (solver.js moves inside it with the arrow keys).
    form = (
        f'<form class="rl-solver-form" data-testid="solver-form" hidden>'
        f'<div class="rl-field"><label for="{uid}-hand">{escape(word("hand", lang))}</label>'
        f'<input id="{uid}-hand" name="hand" type="text" value="{escape(attrs["hand"], quote=True)}" autocomplete="off"'
        f' spellcheck="false" autocapitalize="characters" enterkeyhint="go" aria-describedby="{uid}-help {uid}-legend"'
        f' data-testid="solver-hand">'
        f'<p class="rl-help" id="{uid}-help">{escape(word("solver.hand_help", lang))}</p>'
        f'<p class="rl-help rl-legend" id="{uid}-legend" data-testid="solver-legend">{escape(word("solver.legend", lang))}</p>'
        f'<div class="rl-preview" data-testid="solver-preview" aria-live="polite" hidden></div>'
        f'<p class="rl-error" id="{uid}-error" role="alert" data-testid="solver-error" hidden></p></div>'
        f'<div class="rl-field rl-inline"><label for="{uid}-game">{escape(word("game", lang))}</label>'
        f'<select id="{uid}-game" name="game" data-testid="solver-game">{game_opts}</select>'
        f'<span class="rl-round"{round_hidden}><label for="{uid}-round">{escape(word("round", lang))}</label>'
        f'<select id="{uid}-round" name="round" data-testid="solver-round">{round_opts}</select></span>'
        f'<button type="submit" class="md-button md-button--primary" data-testid="solver-submit">{escape(word("solver.solve", lang))}</button></div>'
        '<p class="rl-status" role="status" aria-live="polite" data-testid="solver-status"></p>'
        + _picker_html(lang)
        + "</form>"
    )
    return (
        f'<div class="rl-widget rl-solver" id="{uid}" role="region" aria-label="{escape(word("solver.title", lang), quote=True)}"'
        f' data-rl-widget="solver" data-testid="solver" data-lang="{lang}"'
        f' data-timeout-ms="{int(timeout_ms)}">'
        + '<p class="rl-note" data-testid="solver-url-note" hidden></p>'
        + form
        + f'<div class="rl-result" data-testid="solver-result" tabindex="-1">'
        f'<p class="rl-example">{escape(word("solver.example", lang))}{colon(lang)} {hand_html(shown, lang)}</p>'
        + render_result(result, lang)
        + f'<noscript><p>{escape(word("solver.noscript", lang))}</p></noscript></div>'
        f'<script type="application/json" class="rl-strings">{words_json(SOLVER_WORDS, lang, colon=colon(lang))}</script>'
        "</div>"
    )
