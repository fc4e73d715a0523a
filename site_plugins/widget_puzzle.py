"""The meld puzzle widget: ``<!-- widget:puzzle game="three-thirteen" round="5" seed="3" -->``.

The engine deals a hand (``rummylab.puzzles``): Knock Rummy's ten cards, or a
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

import json
from html import escape
from typing import Any

from mkdocs.exceptions import PluginError

from rummylab.cards import RANK_NAMES, Card
from rummylab.web import handle

from .cards_html import hand_html
from .widgets import fill, game_options, round_options

__all__ = ["PUZZLE_STRINGS", "check_puzzle_attrs", "render_puzzle"]

GAMES = ("knock", "three-thirteen")
DEFAULT_SEED = "1"

#: The puzzle's UI text per language (pt is European Portuguese; terms as in RULES.md).
#: The solver's strings (set, run, unmatched, wild_as …) are merged in for arrangements.
PUZZLE_STRINGS: dict[str, dict[str, str]] = {
    "pt": {
        "title": "Problemas de combinações", "game": "Jogo", "round": "Ronda",
        "round_option": "{round} ({cards} cartas, {wild} selvagens)", "new": "Novo problema",
        "puzzle_knock": "Knock Rummy: {cards} cartas, um baralho.",
        "puzzle_tt": "Three Thirteen, ronda {round}: {cards} cartas, os {wild} são selvagens, dois baralhos.",
        "seed": "Problema n.º {seed}",
        "task": "Forme combinações que deixem a menor sobra possível.",
        "hand": "Cartas por combinar", "make": "Formar combinação", "check": "Verificar",
        "your_melds": "As suas combinações", "no_melds": "Ainda nenhuma.", "undo": "Desfazer",
        "meld_n": "Combinação {n}", "select_first": "Escolha primeiro as cartas da combinação.",
        "optimal": "Ótimo! A sobra {deadwood} é a menor possível.",
        "not_optimal": "Válido, mas a sobra é {deadwood}; pode ficar com {best}.",
        "your_deadwood": "A sua sobra: {deadwood}", "best_deadwood": "Menor sobra possível: {best}",
        "better": "Um arranjo melhor", "ways": "Arranjos diferentes com a menor sobra: {n}.",
        "show_answer": "Ver uma solução",
        "checking": "A verificar…", "dealing": "A distribuir…",
        "noscript": "Para resolver este problema e outros, ative o JavaScript.",
    },
    "en": {
        "title": "Meld puzzles", "game": "Game", "round": "Round",
        "round_option": "{round} ({cards} cards, {wild}s wild)", "new": "New puzzle",
        "puzzle_knock": "Knock Rummy: {cards} cards, one deck.",
        "puzzle_tt": "Three Thirteen, round {round}: {cards} cards, {wild}s are wild, two decks.",
        "seed": "Puzzle no. {seed}",
        "task": "Make melds that leave the least deadwood possible.",
        "hand": "Cards not yet in a meld", "make": "Make meld", "check": "Check",
        "your_melds": "Your melds", "no_melds": "None yet.", "undo": "Undo",
        "meld_n": "Meld {n}", "select_first": "First select the cards of the meld.",
        "optimal": "Optimal! Deadwood {deadwood} is the least possible.",
        "not_optimal": "Legal, but the deadwood is {deadwood}; it can be {best}.",
        "your_deadwood": "Your deadwood: {deadwood}", "best_deadwood": "Least deadwood possible: {best}",
        "better": "A better arrangement", "ways": "Different arrangements with the least deadwood: {n}.",
        "show_answer": "Show a solution",
        "checking": "Checking…", "dealing": "Dealing…",
        "noscript": "Turn on JavaScript to solve this puzzle and others.",
    },
    "es": {
        "title": "Problemas de combinaciones", "game": "Juego", "round": "Ronda",
        "round_option": "{round} ({cards} cartas, comodines: {wild})", "new": "Nuevo problema",
        "puzzle_knock": "Knock Rummy: {cards} cartas, una baraja.",
        "puzzle_tt": "Three Thirteen, ronda {round}: {cards} cartas, los {wild} son comodines, dos barajas.",
        "seed": "Problema n.º {seed}",
        "task": "Forma combinaciones que dejen el menor resto posible.",
        "hand": "Cartas sin combinar", "make": "Formar combinación", "check": "Comprobar",
        "your_melds": "Tus combinaciones", "no_melds": "Todavía ninguna.", "undo": "Deshacer",
        "meld_n": "Combinación {n}", "select_first": "Elige primero las cartas de la combinación.",
        "optimal": "¡Óptimo! El resto {deadwood} es el menor posible.",
        "not_optimal": "Válido, pero el resto es {deadwood}; puede ser {best}.",
        "your_deadwood": "Tu resto: {deadwood}", "best_deadwood": "Menor resto posible: {best}",
        "better": "Una disposición mejor", "ways": "Disposiciones distintas con el menor resto: {n}.",
        "show_answer": "Ver una solución",
        "checking": "Comprobando…", "dealing": "Repartiendo…",
        "noscript": "Activa JavaScript para resolver este problema y otros.",
    },
    "fr": {
        "title": "Problèmes de combinaisons", "game": "Jeu", "round": "Manche",
        "round_option": "{round} ({cards} cartes, les {wild} sont frimes)", "new": "Nouveau problème",
        "puzzle_knock": "Knock Rummy : {cards} cartes, un jeu.",
        "puzzle_tt": "Three Thirteen, manche {round} : {cards} cartes, les {wild} sont frimes, deux jeux.",
        "seed": "Problème n° {seed}",
        "task": "Formez des combinaisons qui laissent le moins de points morts possible.",
        "hand": "Cartes hors combinaison", "make": "Former la combinaison", "check": "Vérifier",
        "your_melds": "Vos combinaisons", "no_melds": "Aucune pour l’instant.", "undo": "Défaire",
        "meld_n": "Combinaison {n}", "select_first": "Choisissez d’abord les cartes de la combinaison.",
        "optimal": "Optimal ! {deadwood} points morts, le minimum possible.",
        "not_optimal": "Valide, mais il reste {deadwood} points morts ; on peut descendre à {best}.",
        "your_deadwood": "Vos points morts : {deadwood}", "best_deadwood": "Minimum possible : {best}",
        "better": "Une meilleure disposition", "ways": "Dispositions différentes au minimum : {n}.",
        "show_answer": "Voir une solution",
        "checking": "Vérification…", "dealing": "Donne en cours…",
        "noscript": "Activez JavaScript pour résoudre ce problème et d’autres.",
    },
}


def check_puzzle_attrs(attrs: dict[str, str], where: str) -> dict[str, str]:
    """Validate a puzzle marker's attributes (``game``, ``round`` 1-11 for Three Thirteen, ``seed``).

    Raises:
        PluginError: an unknown attribute, game, round or seed (naming the page).
    """
    unknown = sorted(set(attrs) - {"game", "round", "seed"})
    if unknown:
        raise PluginError(f"{where}: unknown puzzle attribute(s) {', '.join(unknown)} (use game, round, seed)")
    game = attrs.get("game", "knock")
    if game not in GAMES:
        raise PluginError(f"{where}: puzzles have no game {game!r} (use {', '.join(GAMES)})")
    seed = attrs.get("seed", DEFAULT_SEED)
    if not seed.isdigit():
        raise PluginError(f"{where}: puzzle seed must be a whole number, not {seed!r}")
    out = {"game": game, "seed": str(int(seed))}
    if "round" in attrs and game != "three-thirteen":
        raise PluginError(f"{where}: round={attrs['round']!r} applies only to game=\"three-thirteen\"")
    if game == "three-thirteen":
        rnd = attrs.get("round", "11")
        if not rnd.isdigit() or not 1 <= int(rnd) <= 11:
            raise PluginError(f"{where}: round must be 1 to 11 for Three Thirteen, not {rnd!r}")
        out["round"] = str(int(rnd))
    return out


def _ask(request: dict[str, Any], where: str) -> dict[str, Any]:
    response = json.loads(handle(json.dumps(request)))
    if not response.get("ok"):
        raise PluginError(f"{where}: the engine refused {request!r}: {response.get('error', {}).get('message')}")
    return response["result"]


def describe(puzzle: dict[str, Any], lang: str) -> str:
    """One line saying what is dealt (game, cards, wild rank, decks), as ``puzzle.js`` writes it.

    >>> describe({"game": "three-thirteen", "round": 3, "wild_rank": 5, "hand": ["5♣"] * 5}, "pt")
    'Three Thirteen, ronda 3: 5 cartas, os 5 são selvagens, dois baralhos.'
    """
    s = PUZZLE_STRINGS[lang]
    if puzzle["game"] == "knock":
        return fill(s["puzzle_knock"], cards=len(puzzle["hand"]))
    return fill(s["puzzle_tt"], round=puzzle["round"], cards=len(puzzle["hand"]),
                 wild=RANK_NAMES[puzzle["wild_rank"]])


def render_puzzle(attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = 10000) -> str:
    """The whole puzzle widget: controls (shown by the JS), the first hand pre-computed, strings.

    Raises:
        PluginError: the engine refused the puzzle (message names the page).
    """
    from .widgets import STRINGS, render_arrangement  # the solver's arrangement markup

    s = PUZZLE_STRINGS[lang]
    request: dict[str, Any] = {"op": "puzzle", "seed": int(attrs["seed"]), "game": attrs["game"], "lang": lang}
    if "round" in attrs:
        request["round"] = int(attrs["round"])
    puzzle = _ask(request, where)
    # A best arrangement of the first hand, for readers without JavaScript: check "no melds".
    solution = _ask(dict(request, op="puzzle-check", melds=[]), where)
    best = solution.get("better", solution["arrangement"])
    game_opts = game_options(GAMES, attrs["game"])
    round_opts = round_options(int(attrs.get("round", "11")), s["round_option"])
    round_hidden = "" if attrs["game"] == "three-thirteen" else " hidden"
    merged = dict(STRINGS[lang], **s, lang=lang, ranks=list(RANK_NAMES))  # type: ignore[arg-type]
    strings = json.dumps(merged, ensure_ascii=False).replace("</", "<\\/")
    data = json.dumps(puzzle, ensure_ascii=False).replace("</", "<\\/")
    controls = (
        f'<div class="rl-field rl-inline rl-puzzle-controls" data-testid="puzzle-controls" hidden>'
        f'<label for="{uid}-game">{escape(s["game"])}</label>'
        f'<select id="{uid}-game" data-testid="puzzle-game">{game_opts}</select>'
        f'<span class="rl-round"{round_hidden}><label for="{uid}-round">{escape(s["round"])}</label>'
        f'<select id="{uid}-round" data-testid="puzzle-round">{round_opts}</select></span>'
        f'<button type="button" class="rl-button" data-testid="puzzle-new">{escape(s["new"])}</button></div>'
    )
    hand = [Card.parse(c) for c in puzzle["hand"]]
    return (
        f'<div class="rl-widget rl-puzzle" id="{uid}" role="region" aria-label="{escape(s["title"], quote=True)}"'
        f' data-rl-widget="puzzle" data-testid="puzzle" data-lang="{lang}" data-seed="{puzzle["seed"]}"'
        f' data-game="{attrs["game"]}" data-round="{attrs.get("round", "")}" data-timeout-ms="{int(timeout_ms)}">'
        + controls
        + f'<p class="rl-puzzle-id" data-testid="puzzle-id">{escape(fill(s["seed"], seed=puzzle["seed"]))}</p>'
        f'<p class="rl-puzzle-what" data-testid="puzzle-what">{escape(describe(puzzle, lang))} {escape(s["task"])}</p>'
        f'<div class="rl-puzzle-board" data-testid="puzzle-board"><p class="rl-example">{hand_html(hand, lang)}</p></div>'
        f'<p class="rl-status" role="status" aria-live="polite" data-testid="puzzle-status"></p>'
        f'<p class="rl-error" role="alert" data-testid="puzzle-error" hidden></p>'
        f'<div class="rl-result" data-testid="puzzle-result">'
        f'<details class="rl-puzzle-static-answer"><summary>{escape(s["show_answer"])}</summary>'
        f'<p class="rl-deadwood">{escape(fill(s["best_deadwood"], best=best["deadwood"]))}</p>'
        + render_arrangement(best, lang)
        + "".join(f'<p class="rl-explanation">{escape(line)}</p>' for line in solution["explanation"])
        + f'</details><noscript><p>{escape(s["noscript"])}</p></noscript></div>'
        f'<script type="application/json" class="rl-strings">{strings}</script>'
        f'<script type="application/json" class="rl-puzzle-data">{data}</script>'
        "</div>"
    )
