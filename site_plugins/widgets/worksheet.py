"""The worksheet maker for teachers: ``<!-- widget:worksheet count="8" seed="1" -->``.

The engine deals the sheet (``rummylab.teaching.worksheet``, the web op ``worksheet``): numbered problems
with the cards drawn as on the rest of the site and blank answer lines, then the answer key
with the explanation of every answer. At build time this module asks ``rummylab.web.handle``
for the marker's sheet, so with JavaScript off the page shows (and prints) a sample sheet and
its key. ``docs/assets/worksheet.js`` then shows the controls (kinds, game, level, number of
problems, title, seed), keeps the choices in the page's address and redraws the sheet from the
engine's answer, with the markup :func:`sheet_html` writes here.

>>> attrs = check_worksheet_attrs({"count": "3"}, "en/p.md")
>>> attrs["count"], attrs["seed"], attrs["level"]
('3', '1', '1')
>>> html = render_worksheet(attrs, "fr", "rl-worksheet-1", where="fr/p.md")
>>> 'data-rl-widget="worksheet"' in html, 'data-testid="worksheet-problem-3"' in html, "Corrigé" in html
(True, True, True)
>>> check_worksheet_attrs({"count": "41"}, "en/p.md")
Traceback (most recent call last):
...
mkdocs.exceptions.PluginError: en/p.md: the worksheet marker is refused: 41 is not a possible number of problems: a sheet holds 1 to 40
"""

from __future__ import annotations

from html import escape
from typing import Any

from mkdocs.exceptions import PluginError

from rummylab.core.cards import Card
from rummylab.core.errors import RummyError
from rummylab.games import get
from rummylab.teaching.worksheet import GAMES, KINDS, LEVELS, MAX_KNOCK, read_choices
from rummylab.words.language import colon
from site_plugins.cards_html import CARD_TEMPLATES, arrangement_html, hand_html
from site_plugins.templates import Html, Value, draw
from site_plugins.widgets.markup import SOLVER_WORDS, ask, script_json, words_json
from site_plugins.words import LANGS, script_words, word

__all__ = ["WORKSHEET_WORDS", "WORKSHEET_TEMPLATES", "WORKSHEET_STRINGS", "check_worksheet_attrs", "render_worksheet", "sheet_html"]

#: The kind checkboxes' words, by kind.
KIND_WORDS = {"meld": "worksheet.kind_meld", "settle": "worksheet.kind_settle", "tt-round": "worksheet.kind_tt",
              "rummy-round": "worksheet.kind_rummy", "knock": "worksheet.kind_knock"}

#: The worksheet's own words, in the order of its JSON (after the solver's, for arrangements).
WORKSHEET_WORDS = (
    "worksheet.title", "worksheet.making", "worksheet.ready", "worksheet.kept", "worksheet.name", "worksheet.date",
    "worksheet.problems", "worksheet.hand_of", "worksheet.hand", "worksheet.went_out", "worksheet.no_cards",
    "worksheet.link", "knocker_tag", "loading_runtime", "loading_engine", "timeout", "crashed", "load_failed",
)
#: The templates the worksheet fills (site_plugins/templates.py), on the page for worksheet.js.
WORKSHEET_TEMPLATES = CARD_TEMPLATES + ("ws-sheet", "ws-problem", "ws-hands", "ws-player", "ws-hand", "ws-blank", "ws-answer",
                                        "tag", "explanation")
#: The worksheet's own words per language (for tests that read the page).
WORKSHEET_STRINGS: dict[str, dict[str, str]] = {lang: script_words(WORKSHEET_WORDS, lang) for lang in LANGS}


def check_worksheet_attrs(attrs: dict[str, str], where: str) -> dict[str, str]:
    """Validate a worksheet marker's attributes (``kinds``, ``game``, ``level``, ``count``, ``seed``) with the engine.

    Raises:
        PluginError: an unknown attribute or a choice the engine refuses (naming the page).
    """
    unknown = sorted(set(attrs) - {"kinds", "game", "level", "count", "seed"})
    if unknown:
        raise PluginError(f"{where}: unknown worksheet attribute(s) {', '.join(unknown)} "
                          "(use kinds, game, level, count, seed)")
    try:
        seed, kinds, game, level, count, _ = read_choices(
            seed=attrs.get("seed", "1"), kinds=attrs.get("kinds"), game=attrs.get("game", "all"),
            level=attrs.get("level", "1"), count=attrs.get("count", "8"))
    except RummyError as err:
        raise PluginError(f"{where}: the worksheet marker is refused: {err}") from None
    return {"kinds": ",".join(kinds), "game": game, "level": str(level), "count": str(count), "seed": str(seed)}


def _cards(texts: list[str]) -> list[Card]:
    return [Card.parse(c) for c in texts]


def problem_html(p: dict[str, Any], lang: str) -> Html:
    """One problem: its prompt, its cards, its blank answer lines (``renderProblem`` in worksheet.js fills the same templates)."""
    cards_part: Html
    if p["labels"]:
        named = p.get("hand_names", [])  # rows that name themselves (knock: your cards, the discards)
        rows: list[Value] = []
        for seat, (label, hand) in enumerate(zip(p["labels"], p["hands"]), start=1):
            tag = None
            if seat == p["knocker"]:
                tag = draw("tag", text=word("knocker_tag", lang))
            elif seat == p["out"]:
                tag = draw("tag", text=word("worksheet.went_out", lang))
            name = named[seat - 1] if named else word("worksheet.hand_of", lang, player=label.lower())
            cards = (hand_html(_cards(hand), lang, label=name) if hand
                     else draw("hand", role=None, label=None, cards=word("worksheet.no_cards", lang)))
            rows.append(draw("ws-player", name=label, tag=tag, hand=cards))
        cards_part = draw("ws-hands", rows=rows)
    else:
        cards_part = draw("ws-hand", hand=hand_html(_cards(p["hands"][0]), lang, label=word("worksheet.hand", lang)))
    blanks: list[Value] = [draw("ws-blank", label=b + colon(lang)) for b in p["blanks"]]
    return draw("ws-problem", number=p["number"], kind=p["kind"], game=p["game"], prompt=p["prompt"], cards=cards_part,
                blanks=blanks)


def answer_html(p: dict[str, Any], lang: str) -> Html:
    """One answer of the key: the summary, a best arrangement for a hand, the explanation."""
    answer = p["answer"]
    arrangement = arrangement_html(answer["arrangement"], lang, layout="list") if answer.get("arrangement") else None
    lines: list[Value] = [draw("explanation", text=line) for line in answer["explanation"]]
    return draw("ws-answer", number=p["number"], summary=answer["summary"], arrangement=arrangement, explanation=lines)


def sheet_html(sheet: dict[str, Any], lang: str, heading: str) -> Html:
    """The printable sheet (the engine's ``worksheet`` result): title, problems, then the key on its own page."""
    c = colon(lang)
    return draw("ws-sheet", title=sheet["title"], heading=heading, name=word("worksheet.name", lang) + c,
                date=word("worksheet.date", lang) + c, problems=[problem_html(p, lang) for p in sheet["problems"]],
                key_title=sheet["key_title"], answers=[answer_html(p, lang) for p in sheet["problems"]])


def _field(uid: str, name: str, label: str, control: str) -> str:
    return (
        f'<div class="rl-field rl-ws-field"><label for="{uid}-{name}">{escape(label)}</label>{control}'
        f'<p class="rl-error rl-ws-field-error" id="{uid}-{name}-error" data-testid="worksheet-{name}-error" role="alert"'
        " hidden></p></div>"
    )


def render_worksheet(attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = 10000) -> str:
    """The whole worksheet maker: the controls (shown by the JS) and the marker's sheet pre-computed.

    Raises:
        PluginError: the engine refused the sheet (the message names the page).
    """
    request = {"op": "worksheet", "lang": lang, **attrs}
    sheet = ask(request, where)
    kinds = set(attrs["kinds"].split(","))
    boxes = "".join(
        f'<label class="rl-ws-kind"><input type="checkbox" name="kinds" value="{k}" data-testid="worksheet-kind-{k}"'
        f'{" checked" if k in kinds else ""}> {escape(word(KIND_WORDS[k], lang, limit=MAX_KNOCK))}</label>'
        for k in KINDS
    )
    game_opts = "".join(
        f'<option value="{g}"{" selected" if g == attrs["game"] else ""}>'
        f'{escape(word("worksheet.game_all", lang) if g == "all" else get(g).title)}</option>'
        for g in GAMES
    )
    level_opts = "".join(
        f'<option value="{n}"{" selected" if str(n) == attrs["level"] else ""}>{escape(word(f"worksheet.level_{n}", lang))}</option>'
        for n in LEVELS
    )
    text_input = 'type="text" autocomplete="off" spellcheck="false"'
    form = (
        f'<form class="rl-ws-form" data-testid="worksheet-form" hidden>'
        f'<fieldset class="rl-ws-kinds" aria-describedby="{uid}-kinds-error"><legend>{escape(word("worksheet.kinds", lang))}</legend>{boxes}'
        f'<p class="rl-error rl-ws-field-error" id="{uid}-kinds-error" data-testid="worksheet-kinds-error" role="alert" hidden></p>'
        "</fieldset>"
        '<div class="rl-ws-fields">'
        + _field(uid, "game", word("game", lang), f'<select id="{uid}-game" name="game" data-testid="worksheet-game">{game_opts}</select>')
        + _field(uid, "level", word("worksheet.level", lang),
                 f'<select id="{uid}-level" name="level" data-testid="worksheet-level">{level_opts}</select>')
        + _field(uid, "count", word("worksheet.count", lang),
                 f'<input id="{uid}-count" name="count" {text_input} inputmode="numeric" value="{attrs["count"]}"'
                 f' data-testid="worksheet-count">')
        + _field(uid, "title", word("worksheet.sheet_title", lang),
                 f'<input id="{uid}-title" name="title" {text_input} value="" placeholder="{escape(sheet["title"], quote=True)}"'
                 f' data-testid="worksheet-title">')
        + _field(uid, "seed", word("worksheet.seed", lang),
                 f'<input id="{uid}-seed" name="seed" {text_input} inputmode="numeric" value="{attrs["seed"]}"'
                 f' data-testid="worksheet-seed">')
        + "</div>"
        f'<div class="rl-ws-buttons">'
        f'<button type="submit" class="md-button md-button--primary" data-testid="worksheet-make">{escape(word("worksheet.make", lang))}</button>'
        f'<button type="button" class="md-button" data-testid="worksheet-new">{escape(word("worksheet.new", lang))}</button>'
        f'<button type="button" class="md-button" data-testid="worksheet-print">{escape(word("worksheet.print", lang))}</button>'
        f'<button type="button" class="md-button" data-testid="worksheet-download-key">{escape(word("worksheet.download_key", lang))}</button>'
        "</div>"
        f'<p class="rl-ws-address">{escape(word("worksheet.link", lang))}{colon(lang)} '
        f'<a data-testid="worksheet-link" href="?{escape(sheet["query"], quote=True)}"><code>?{escape(sheet["query"])}</code></a></p>'
        "</form>"
    )
    return (
        f'<div class="rl-worksheet" id="{uid}" role="region" aria-label="{escape(word("worksheet.title", lang), quote=True)}"'
        f' data-rl-widget="worksheet" data-rl-no-embed="true" data-testid="worksheet" data-lang="{lang}"'
        f' data-seed="{sheet["seed"]}" data-timeout-ms="{max(int(timeout_ms), 30000)}">'
        + form
        + f'<p class="rl-status" role="status" aria-live="polite" data-testid="worksheet-status"></p>'
        f'<p class="rl-error" id="{uid}-error" role="alert" data-testid="worksheet-error" hidden></p>'
        f'<noscript><p class="rl-note">{escape(word("worksheet.noscript", lang))}</p></noscript>'
        f'<div class="rl-ws-sheet" data-testid="worksheet-sheet">{sheet_html(sheet, lang, sheet["heading"])}</div>'
        f'<script type="application/json" class="rl-strings">{words_json(SOLVER_WORDS + WORKSHEET_WORDS, lang, colon=colon(lang))}</script>'
        f'<script type="application/json" class="rl-worksheet-data">{script_json(sheet)}</script>'
        "</div>"
    )
