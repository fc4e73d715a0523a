"""MkDocs plugin: practice widgets declared in Markdown by one marker.

A page writes ``<!-- widget:solver -->`` (optionally with attributes,
``<!-- widget:solver hand="4H 5H 6H QC QD QS 8D" game="knock" -->``, or
``game="three-thirteen" round="8"``) and the plugin replaces the marker with
the widget's HTML:

* a form (typed hand, a 52-button card picker, game and round, Solve),
  hidden until ``docs/assets/solver.js`` upgrades it;
* a *pre-computed* first state: the example hand solved at build time by the
  same ``rummylab.web.handle`` the browser calls, so the page reads well with
  JavaScript off, prints, and is searchable;
* the UI strings of the page's language as JSON, so the JS holds no text.

An unknown widget name, an unknown or malformed attribute, or a hand the
engine rejects fails the build with a :class:`PluginError` naming the page.
Markers inside code (fenced blocks or backticks) are left alone, so a page
can document the syntax.

>>> [m.group("name") for m in _SCAN.finditer("a <!-- widget:solver --> `<!-- widget:x -->`") if m.group("name")]
['solver']
>>> _parse_attrs(' hand="QH KH" game="knock"', "p.md")
{'hand': 'QH KH', 'game': 'knock'}
>>> _parse_attrs(" hand=QH", "p.md")
Traceback (most recent call last):
...
mkdocs.exceptions.PluginError: p.md: cannot read the widget attributes ' hand=QH' (write name="value")
"""

from __future__ import annotations

import json
import re
from html import escape
from typing import Any, Iterable

from mkdocs.config import config_options as c
from mkdocs.config.base import Config
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, get_plugin_logger
from mkdocs.structure.pages import Page

from rummylab.cards import RANK_NAMES, Card, Suit, full_deck
from rummylab.errors import RummyError
from rummylab.rules import GAMES, three_thirteen
from rummylab.web import handle

from .cards_html import card_class, card_html, card_name, hand_html

__all__ = ["WidgetsPlugin", "WidgetsConfig", "STRINGS", "render_solver"]

log = get_plugin_logger(__name__)


#: The UI text of the widgets, per language (pt is European Portuguese; the
#: terms follow the table of RULES.md). Card names and error messages come
#: from the engine, never from here.
STRINGS: dict[str, dict[str, str]] = {
    "pt": {
        "title": "Calculadora de combinações", "hand": "Mão",
        "hand_help": "Escreva as cartas separadas por espaços: QH, 10H, TH ou Q♥.",
        "picker": "Ou escolha as cartas", "clear": "Limpar", "game": "Jogo", "round": "Ronda",
        "round_option": "{round} ({cards} cartas, {wild} selvagens)", "solve": "Resolver",
        "example": "Mão de exemplo", "deadwood": "Sobra", "best": "Melhor arranjo",
        "set": "Grupo", "run": "Sequência", "unmatched": "Cartas soltas", "none": "nenhuma",
        "wild_as": "{wild} vale {card}", "alternatives": "Outros arranjos igualmente bons",
        "no_alternatives": "Não há outro arranjo com a mesma sobra.",
        "loading_runtime": "A carregar o Python no navegador…", "loading_engine": "A carregar o motor de cálculo…",
        "solving": "A calcular…", "ready": "Pronto.", "summary": "Sobra: {deadwood}.",
        "timeout": "O cálculo demorou demasiado e foi interrompido. Tente de novo.",
        "crashed": "O motor de cálculo parou; será reiniciado no próximo pedido.",
        "load_failed": "Não foi possível carregar o motor de cálculo.",
        "noscript": "Para resolver outras mãos, ative o JavaScript.",
        "clubs": "Paus", "diamonds": "Ouros", "hearts": "Copas", "spades": "Espadas",
    },
    "en": {
        "title": "Meld solver", "hand": "Hand",
        "hand_help": "Type the cards separated by spaces: QH, 10H, TH or Q♥.",
        "picker": "Or pick the cards", "clear": "Clear", "game": "Game", "round": "Round",
        "round_option": "{round} ({cards} cards, {wild}s wild)", "solve": "Solve",
        "example": "Example hand", "deadwood": "Deadwood", "best": "Best arrangement",
        "set": "Set", "run": "Run", "unmatched": "Unmatched cards", "none": "none",
        "wild_as": "{wild} stands for {card}", "alternatives": "Other equally good arrangements",
        "no_alternatives": "No other arrangement reaches the same deadwood.",
        "loading_runtime": "Loading Python in the browser…", "loading_engine": "Loading the rules engine…",
        "solving": "Solving…", "ready": "Ready.", "summary": "Deadwood: {deadwood}.",
        "timeout": "The calculation took too long and was stopped. Please try again.",
        "crashed": "The rules engine stopped; it will restart on the next request.",
        "load_failed": "The rules engine could not be loaded.",
        "noscript": "Turn on JavaScript to solve other hands.",
        "clubs": "Clubs", "diamonds": "Diamonds", "hearts": "Hearts", "spades": "Spades",
    },
    "es": {
        "title": "Calculadora de combinaciones", "hand": "Mano",
        "hand_help": "Escribe las cartas separadas por espacios: QH, 10H, TH o Q♥.",
        "picker": "O elige las cartas", "clear": "Borrar", "game": "Juego", "round": "Ronda",
        "round_option": "{round} ({cards} cartas, comodines: {wild})", "solve": "Resolver",
        "example": "Mano de ejemplo", "deadwood": "Resto", "best": "Mejor disposición",
        "set": "Grupo", "run": "Escalera", "unmatched": "Cartas sueltas", "none": "ninguna",
        "wild_as": "{wild} hace de {card}", "alternatives": "Otras disposiciones igual de buenas",
        "no_alternatives": "Ninguna otra disposición deja el mismo resto.",
        "loading_runtime": "Cargando Python en el navegador…", "loading_engine": "Cargando el motor de cálculo…",
        "solving": "Calculando…", "ready": "Listo.", "summary": "Resto: {deadwood}.",
        "timeout": "El cálculo tardó demasiado y se detuvo. Inténtalo de nuevo.",
        "crashed": "El motor de cálculo se detuvo; se reiniciará con la próxima petición.",
        "load_failed": "No se pudo cargar el motor de cálculo.",
        "noscript": "Activa JavaScript para resolver otras manos.",
        "clubs": "Tréboles", "diamonds": "Diamantes", "hearts": "Corazones", "spades": "Picas",
    },
    "fr": {
        "title": "Calculateur de combinaisons", "hand": "Main",
        "hand_help": "Tapez les cartes séparées par des espaces : QH, 10H, TH ou Q♥.",
        "picker": "Ou choisissez les cartes", "clear": "Effacer", "game": "Jeu", "round": "Manche",
        "round_option": "{round} ({cards} cartes, les {wild} sont frimes)", "solve": "Résoudre",
        "example": "Main d’exemple", "deadwood": "Points morts", "best": "Meilleure disposition",
        "set": "Groupe", "run": "Suite", "unmatched": "Cartes restantes", "none": "aucune",
        "wild_as": "{wild} remplace {card}", "alternatives": "Autres dispositions tout aussi bonnes",
        "no_alternatives": "Aucune autre disposition n’atteint les mêmes points morts.",
        "loading_runtime": "Chargement de Python dans le navigateur…", "loading_engine": "Chargement du moteur de calcul…",
        "solving": "Calcul en cours…", "ready": "Prêt.", "summary": "Points morts : {deadwood}.",
        "timeout": "Le calcul a pris trop de temps et a été interrompu. Réessayez.",
        "crashed": "Le moteur de calcul s’est arrêté ; il redémarrera à la prochaine demande.",
        "load_failed": "Impossible de charger le moteur de calcul.",
        "noscript": "Activez JavaScript pour résoudre d’autres mains.",
        "clubs": "Trèfle", "diamonds": "Carreau", "hearts": "Cœur", "spades": "Pique",
    },
}
GAME_NAMES = {"knock": "Knock Rummy", "three-thirteen": "Three Thirteen", "rummy": "Rummy"}


def fill(template: str, **values: object) -> str:
    """Put ``values`` into a page string's ``{name}`` slots (the JavaScript's ``fill`` twin).

    >>> fill("{round} ({cards} cards)", round=3, cards=5)
    '3 (5 cards)'
    """
    out = template
    for key, value in values.items():
        out = out.replace("{" + key + "}", str(value))
    return out


def game_options(games: Iterable[str], selected: str) -> str:
    """The ``<option>`` elements of a widget's game ``<select>``, ``selected`` chosen."""
    return "".join(f'<option value="{g}"{" selected" if g == selected else ""}>{GAME_NAMES[g]}</option>' for g in games)


def round_options(selected: int, label: str) -> str:
    """The ``<option>`` elements of a Three Thirteen round ``<select>`` (TT-2), each named by ``label``."""
    return "".join(
        f'<option value="{n}"{" selected" if n == selected else ""}>'
        f'{escape(fill(label, round=n, cards=r.hand_size, wild=RANK_NAMES[r.wild_rank or 0]))}</option>'
        for n in range(1, 12)
        for r in [three_thirteen(n)]
    )
_SUITS = ((Suit.CLUBS, "clubs"), (Suit.DIAMONDS, "diamonds"), (Suit.HEARTS, "hearts"), (Suit.SPADES, "spades"))

# Code first, so a marker written inside a fence or backticks is skipped.
_SCAN = re.compile(
    r"(?P<fence>^[ \t]*(?P<tick>`{3,}|~{3,}).*?^[ \t]*(?P=tick)[ \t]*$)"
    r"|(?P<code>(?P<bt>`+)(?!`).+?(?<!`)(?P=bt)(?!`))"
    r"|(?P<marker><!--\s*widget:(?P<name>[^\s>]*)(?P<attrs>.*?)-->)",
    re.M | re.S,
)
_ATTR = re.compile(r'\s+([a-z][a-z-]*)="([^"]*)"')


class WidgetsConfig(Config):
    """Options of the ``rummylab-widgets`` plugin.

    Attributes:
        enabled: replace widget markers (off: the build fails on any marker).
        default_hand: the example hand of a solver marker without ``hand``
            (KR-EX1's knocker, deadwood 8).
        timeout_ms: how long the browser waits for one answer before it stops
            the engine and says so.
    """

    enabled = c.Type(bool, default=True)
    default_hand = c.Type(str, default="4H 5H 6H QC QD QS 8D")
    timeout_ms = c.Type(int, default=10000)


def _parse_attrs(text: str, where: str) -> dict[str, str]:
    attrs: dict[str, str] = {}
    pos = 0
    for m in _ATTR.finditer(text):
        if m.start() != pos:
            break
        if m.group(1) in attrs:
            raise PluginError(f"{where}: widget attribute {m.group(1)!r} given twice")
        attrs[m.group(1)] = m.group(2)
        pos = m.end()
    if text[pos:].strip():
        raise PluginError(f"{where}: cannot read the widget attributes {text!r} (write name=\"value\")")
    return attrs


def page_language(page: Page, config: Any) -> str:
    """The language of a page: the i18n plugin's ``file.locale``, else the theme's.

    Raises:
        PluginError: a language the widgets have no strings for, naming the page.
    """
    lang = getattr(page.file, "locale", None) or config["theme"]["language"]
    lang = str(lang).split("_")[0].split("-")[0]
    if lang not in STRINGS:
        raise PluginError(f"{page.file.src_uri}: no widget strings for language {lang!r} (have {', '.join(STRINGS)})")
    return lang


def solve_request(attrs: dict[str, str], lang: str) -> dict[str, Any]:
    """The JSON request the widget's first state answers (the same the JS posts)."""
    request: dict[str, Any] = {"op": "solve", "hand": attrs["hand"], "game": attrs["game"], "all": True, "lang": lang}
    if attrs["game"] == "three-thirteen":
        request["round"] = int(attrs["round"])
    return request


def _check_solver_attrs(attrs: dict[str, str], default_hand: str, where: str) -> dict[str, str]:
    unknown = sorted(set(attrs) - {"hand", "game", "round"})
    if unknown:
        raise PluginError(f"{where}: unknown solver attribute(s) {', '.join(unknown)} (use hand, game, round)")
    out = {"hand": attrs.get("hand", default_hand), "game": attrs.get("game", "knock")}
    if out["game"] not in GAMES:
        raise PluginError(f"{where}: unknown game {out['game']!r} (use {', '.join(GAMES)})")
    if "round" in attrs and out["game"] != "three-thirteen":
        raise PluginError(f"{where}: round={attrs['round']!r} applies only to game=\"three-thirteen\"")
    if out["game"] == "three-thirteen":
        rnd = attrs.get("round", "1")
        if not rnd.isdigit() or not 1 <= int(rnd) <= 11:
            raise PluginError(f"{where}: round must be 1 to 11 for Three Thirteen, not {rnd!r}")
        out["round"] = str(int(rnd))
    return out


def _cards_html(cards: list[str], lang: str) -> str:
    return "".join(card_html(Card.parse(t), lang) for t in cards)


def render_arrangement(arr: dict[str, Any], lang: str) -> str:
    """One arrangement (the engine's dict) as a list of melds and leftovers.

    The markup is the one ``docs/assets/solver.js`` builds for a live answer.
    """
    s = STRINGS[lang]
    items = []
    for meld in arr["melds"]:
        wilds = "".join(
            f'<span class="rl-wild-note">{_fmt(s["wild_as"], wild=card_html(Card.parse(w), lang), card=card_html(Card.parse(r), lang))}</span>'
            for w, r in _wild_pairs(meld)
        )
        items.append(
            f'<li class="rl-meld" data-kind="{escape(meld["kind"])}"><span class="rl-meld-kind">{escape(s[meld["kind"]])}</span>'
            f'<span class="rl-hand">{_cards_html(meld["cards"], lang)}</span>{wilds}</li>'
        )
    left = _cards_html(arr["unmatched"], lang) if arr["unmatched"] else escape(s["none"])
    items.append(f'<li class="rl-unmatched"><span class="rl-meld-kind">{escape(s["unmatched"])}</span><span class="rl-hand">{left}</span></li>')
    return '<ul class="rl-melds">' + "".join(items) + "</ul>"


def _wild_pairs(meld: dict[str, Any]) -> list[tuple[str, str]]:
    """(wild card, card it stands for) pairs, one per wild card even when two are identical."""
    return [(card, stood) for card, stood in zip(meld["cards"], meld.get("stands_for", [])) if stood]


def _fmt(template: str, **html_parts: str) -> str:
    out = escape(template)
    for key, value in html_parts.items():
        out = out.replace("{" + key + "}", value)
    return out


def render_result(result: dict[str, Any], lang: str) -> str:
    """The body of the result region for an engine ``solve`` result."""
    s = STRINGS[lang]
    main = {"melds": result["melds"], "unmatched": result["unmatched"]}
    others = [a for a in result.get("alternatives", []) if {"melds": a["melds"], "unmatched": a["unmatched"]} != main]
    parts = [
        f'<p class="rl-deadwood">{escape(s["deadwood"])}: <strong data-testid="solver-deadwood">{int(result["deadwood"])}</strong></p>',
        f'<p class="rl-label">{escape(s["best"])}</p>',
        render_arrangement(result, lang),
    ]
    if others:
        alts = "".join(f"<li>{render_arrangement(a, lang)}</li>" for a in others)
        parts.append(
            f'<details class="rl-alternatives" data-testid="solver-alternatives"><summary>{escape(s["alternatives"])}</summary><ol>{alts}</ol></details>'
        )
    else:
        parts.append(f'<p class="rl-alternatives-none" data-testid="solver-alternatives">{escape(s["no_alternatives"])}</p>')
    parts.extend(f'<p class="rl-explanation">{escape(line)}</p>' for line in result.get("explanation", []))
    return "".join(parts)


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
    s = STRINGS[lang]
    deck = full_deck()
    aliases = card_aliases()
    # A button's name starts with its visible text ("Q♥ (dama de copas)"), so a voice-control
    # user can say what they see (axe: label-content-name-mismatch).
    groups = []
    for suit, key in _SUITS:
        buttons = "".join(
            f'<button type="button" class="rl-pick {card_class(card)}" aria-pressed="false" data-card="{card.ascii}"'
            f' data-aliases="{" ".join(aliases[card])}" data-testid="pick-{card.ascii}" aria-label="{escape(f"{card} ({card_name(card, lang)})", quote=True)}">{escape(str(card))}</button>'
            for card in deck if card.suit is suit
        )
        groups.append(f'<div class="rl-suit" role="group" aria-label="{escape(s[key], quote=True)}">{buttons}</div>')
    return (
        f'<fieldset class="rl-picker" data-testid="solver-picker"><legend>{escape(s["picker"])}</legend>'
        + "".join(groups)
        + f'<button type="button" class="rl-clear" data-testid="solver-clear">{escape(s["clear"])}</button></fieldset>'
    )


def render_solver(attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = 10000) -> str:
    """The whole solver widget: form, status, pre-computed result, strings.

    Raises:
        PluginError: the engine refused the example hand (message names it).
    """
    s = STRINGS[lang]
    response = json.loads(handle(json.dumps(solve_request(attrs, lang))))
    if not response.get("ok"):
        err = response.get("error", {})
        raise PluginError(f"{where}: the solver widget's hand {attrs['hand']!r} is refused: {err.get('message')}")
    result = response["result"]
    game_opts = game_options(GAMES, attrs["game"])
    round_opts = round_options(int(attrs.get("round", "1")), s["round_option"])
    round_hidden = "" if attrs["game"] == "three-thirteen" else " hidden"
    shown = [Card.parse(t) for t in result["cards"]]
    strings = json.dumps(dict(s, lang=lang), ensure_ascii=False).replace("</", "<\\/")
    form = (
        f'<form class="rl-solver-form" data-testid="solver-form" hidden>'
        f'<div class="rl-field"><label for="{uid}-hand">{escape(s["hand"])}</label>'
        f'<input id="{uid}-hand" name="hand" type="text" value="{escape(attrs["hand"], quote=True)}" autocomplete="off"'
        f' spellcheck="false" autocapitalize="characters" aria-describedby="{uid}-help" data-testid="solver-hand">'
        f'<p class="rl-help" id="{uid}-help">{escape(s["hand_help"])}</p></div>'
        + _picker_html(lang)
        + f'<div class="rl-field rl-inline"><label for="{uid}-game">{escape(s["game"])}</label>'
        f'<select id="{uid}-game" name="game" data-testid="solver-game">{game_opts}</select>'
        f'<span class="rl-round"{round_hidden}><label for="{uid}-round">{escape(s["round"])}</label>'
        f'<select id="{uid}-round" name="round" data-testid="solver-round">{round_opts}</select></span>'
        f'<button type="submit" class="md-button md-button--primary" data-testid="solver-submit">{escape(s["solve"])}</button></div>'
        "</form>"
    )
    return (
        f'<div class="rl-widget rl-solver" id="{uid}" role="region" aria-label="{escape(s["title"], quote=True)}"'
        f' data-rl-widget="solver" data-testid="solver" data-lang="{lang}"'
        f' data-timeout-ms="{int(timeout_ms)}">'
        + form
        + f'<p class="rl-status" role="status" aria-live="polite" data-testid="solver-status"></p>'
        f'<p class="rl-error" role="alert" data-testid="solver-error" hidden></p>'
        f'<div class="rl-result" data-testid="solver-result">'
        f'<p class="rl-example">{escape(s["example"])}: {hand_html(shown, lang)}</p>'
        + render_result(result, lang)
        + f'<noscript><p>{escape(s["noscript"])}</p></noscript></div>'
        f'<script type="application/json" class="rl-strings">{strings}</script>'
        "</div>"
    )


def _widget_kinds() -> dict[str, tuple[Any, Any]]:
    """The other widget kinds: name → (attribute checker, renderer), from their own modules."""
    from .widget_puzzle import check_puzzle_attrs, render_puzzle
    from .widget_quiz import check_quiz_attrs, render_quiz

    return {"quiz": (check_quiz_attrs, render_quiz), "puzzle": (check_puzzle_attrs, render_puzzle)}


class WidgetsPlugin(BasePlugin[WidgetsConfig]):
    """Replace ``<!-- widget:NAME … -->`` markers with live widgets."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, tuple[tuple[str, str], ...], str, int], str] = {}

    def on_page_markdown(self, markdown: str, /, *, page: Page, config: Any, files: Any) -> str:
        return self.render_page(markdown, lang=page_language(page, config), where=page.file.src_uri)

    def render_page(self, markdown: str, *, lang: str, where: str) -> str:
        """Replace every widget marker of one page's Markdown (code spans and fences excepted).

        >>> plugin = WidgetsPlugin()
        >>> plugin.load_config({})
        ([], [])
        >>> html = plugin.render_page('<!-- widget:solver game="rummy" -->', lang="en", where="en/p.md")
        >>> 'data-testid="solver-deadwood">8<' in html, '<option value="rummy" selected>' in html
        (True, True)
        >>> plugin.render_page("<!-- widget:quizz -->", lang="en", where="en/p.md")
        Traceback (most recent call last):
        ...
        mkdocs.exceptions.PluginError: en/p.md: unknown widget 'quizz' in '<!-- widget:quizz -->' (known: puzzle, quiz, solver)
        >>> plugin.render_page('<!-- widget:solver game="gin" -->', lang="en", where="en/p.md")
        Traceback (most recent call last):
        ...
        mkdocs.exceptions.PluginError: en/p.md: unknown game 'gin' (use knock, three-thirteen, rummy)
        >>> plugin.render_page('<!-- widget:solver hand="QH 5X" -->', lang="fr", where="fr/p.md")
        Traceback (most recent call last):
        ...
        mkdocs.exceptions.PluginError: fr/p.md: the solver widget's hand 'QH 5X' is refused: '5X' n'est pas une carte
        """
        count = 0

        def replace(m: re.Match[str]) -> str:
            nonlocal count
            if not m.group("marker"):
                return m.group(0)
            if not self.config.enabled:
                raise PluginError(f"{where}: widget marker {m.group('marker')!r} but the widgets plugin is disabled")
            name = m.group("name")
            kinds = _widget_kinds()
            if name != "solver" and name not in kinds:
                known = ", ".join(sorted({"solver", *kinds}))
                raise PluginError(f"{where}: unknown widget {name!r} in {m.group('marker')!r} (known: {known})")
            if name == "solver":
                attrs = _check_solver_attrs(_parse_attrs(m.group("attrs"), where), self.config.default_hand, where)
                render = render_solver
            else:
                check, render = kinds[name]
                attrs = check(_parse_attrs(m.group("attrs"), where), where)
            count += 1
            # The i18n plugin builds every page once per language: render each widget once.
            key = (name, tuple(sorted(attrs.items())), lang, count)
            if key not in self._cache:
                self._cache[key] = render(
                    attrs, lang, f"rl-{name}-{count}", where=where, timeout_ms=self.config.timeout_ms
                )
            return "\n\n" + self._cache[key] + "\n\n"

        return _SCAN.sub(replace, markdown)
