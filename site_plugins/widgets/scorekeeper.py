"""The scorekeeper widget: ``<!-- widget:scorekeeper -->``, a score sheet for games played with real cards.

At build time this module asks the engine (``{"op": "sheet"}``) to score an example sheet, so with
JavaScript off the page shows a whole sheet worked out, and it draws a blank score sheet per game
to print (Knock Rummy, Three Thirteen with each round's wild rank, Rummy). The controls are hidden
until ``docs/assets/scorekeeper.js`` upgrades the widget: the reader's own sheets (kept in the
browser), each entry sent to the engine, the answer drawn; the script holds no rules.

>>> html = render_scorekeeper({}, "fr", "rl-scorekeeper-1", where="fr/scorekeeper.md")
>>> 'data-rl-widget="scorekeeper"' in html, 'data-testid="scorekeeper-blank-three-thirteen"' in html
(True, True)
>>> check_scorekeeper_attrs({"game": "knock"}, "en/p.md")
Traceback (most recent call last):
...
mkdocs.exceptions.PluginError: en/p.md: the scorekeeper widget takes no attributes (got game)
"""

from __future__ import annotations

from html import escape
from typing import Any

from rummylab.core.cards import RANK_NAMES
from rummylab.games import get
from rummylab.scoresheet import FORMAT, GAMES, VERSION
from site_plugins.cards_html import CARD_TEMPLATES, arrangement_html
from site_plugins.templates import Html, Value, draw
from site_plugins.widgets.markup import ask, game_options, no_attributes, words_json
from site_plugins.words import CATALOGUE, word

__all__ = ["SCOREKEEPER_WORDS", "SCOREKEEPER_TEMPLATES", "check_scorekeeper_attrs", "render_scorekeeper", "sheet_html"]

#: Every scorekeeper term, then the shared words its script reads.
SCOREKEEPER_WORDS = tuple(sorted(t for t in CATALOGUE if t.startswith("scorekeeper."))) + (
    "game", "player", "loading_runtime", "loading_engine", "timeout", "crashed", "load_failed",
    # render.js draws an arrangement with the solver's words.
    "solver.set", "solver.run", "solver.unmatched", "solver.none", "solver.wild_as",
)

#: The templates the scorekeeper fills (site_plugins/templates.py), on the page for scorekeeper.js.
SCOREKEEPER_TEMPLATES = CARD_TEMPLATES + ("sk-sheet", "sk-row", "sk-th", "sk-td", "sk-cell", "sk-score", "sk-over", "sk-why",
                                          "sk-arrangement", "strong", "line", "explanation")

#: The example of the static first state: a session of three hands (KR-3) with a beaten knocker
#: (KR-10c, split between two winners), a knocker who wins alone (KR-10b) and a stock run out (KR-10e).
DEMO = {"format": FORMAT, "version": VERSION, "game": "knock", "name": "", "created": "",
        "players": ["Ana", "Rui", "Eva"], "first_dealer": 1,
        "entries": [{"knocker": 1, "values": ["9", "7", "7"]},
                    {"knocker": 2, "values": ["10", "2", "4"]},
                    {"knocker": None, "values": ["3", "9", "3"]}]}

#: Rows of a blank sheet: a Knock Rummy session of up to 5 hands (KR-3), 11 rounds (TT-2), Rummy 16.
BLANK_ROWS = {"knock": 5, "three-thirteen": 11, "rummy": 16}
BLANK_PLAYERS = {"knock": 5, "three-thirteen": 6, "rummy": 6}


def check_scorekeeper_attrs(attrs: dict[str, str], where: str) -> dict[str, str]:
    """The marker takes no attributes. (:func:`~site_plugins.widgets.markup.no_attributes`)."""
    return no_attributes(attrs, where, "scorekeeper")


def sheet_html(result: dict[str, Any], lang: str) -> Html:
    """The engine's answer to ``sheet`` as a table, the summary and each entry explained.

    ``docs/assets/scorekeeper.js`` fills the same templates, with an Edit and a Delete button in each row.
    """
    game, names = result["game"], result["players"]
    unit = result["unit"]
    points_once = get(game).scores_are_points  # the score is the points themselves: shown once (TT-7)

    def th(text: str, scope: str = "col", colspan: int | None = None, label: str | None = None) -> Html:
        return draw("sk-th", scope=scope, colspan=colspan, actions=None, label=label, text=text)

    def td(content: Value, label: str, testid: str | None = None) -> Html:
        return draw("sk-td", testid=testid, actions=None, label=label, content=content)

    unit_word, dealer, who = (word("scorekeeper.unit." + unit, lang), word("scorekeeper.col.dealer", lang),
                              word("scorekeeper.col.who." + game, lang))
    head = [th(unit_word), th(dealer), th(who)] + [th(n) for n in names]
    rows: list[Value] = []
    for e in result["entries"]:
        n = e["number"]
        cells = [draw("sk-cell", points=e["points"][i], total=e["totals_shown"][i],
                      score=None if points_once else draw("sk-score", text=e["scores_shown"][i]))
                 for i in range(len(names))]
        rows.append(draw("sk-row", number=n, editing=None, cells=[
            th(str(n), scope="row", label=unit_word), td(names[e["dealer"] - 1], dealer),
            td("—" if e["who"] is None else names[e["who"] - 1], who),
            *(td(cell, names[i], f"scorekeeper-cell-{n}-{i + 1}") for i, cell in enumerate(cells))]))
    foot = [th(word("scorekeeper.total", lang), scope="row", colspan=3)] + [
        td(draw("strong", text=t), names[i], f"scorekeeper-total-{i + 1}") for i, t in enumerate(result["totals_shown"])]
    why: list[Value] = [
        draw("sk-why", number=e["number"], open="" if e["number"] == len(result["entries"]) else None,
             label=word("scorekeeper.why_label." + unit, lang, n=e["number"]),
             lines=[draw("explanation", text=line) for line in e["explanation"]],
             arrangements=[draw("sk-arrangement", name=names[i], arrangement=arrangement_html(arr, lang, layout="list"))
                           for i, arr in enumerate(e["arrangements"]) if arr])
        for e in result["entries"]
    ]
    return draw("sk-sheet", legend=word("scorekeeper.legend." + game, lang), caption=word("scorekeeper.title", lang),
                head=head, rows=rows, foot=foot, summary=[draw("line", text=line) for line in result["summary"]],
                over=draw("sk-over", text=word("scorekeeper.over", lang)) if result["complete"] else None, why=why)


def blank_html(game: str, lang: str) -> str:
    """A blank score sheet of ``game`` to print: a row per hand or round (Three Thirteen's wild ranks, TT-3)."""
    unit = get(game).unit
    players = BLANK_PLAYERS[game]
    wild = get(game).has_rounds  # each round its wild rank (TT-3)
    head = (f'<th scope="col">{escape(word("scorekeeper.unit." + unit, lang))}</th>'
            + (f'<th scope="col">{escape(word("scorekeeper.blank_wild", lang))}</th>' if wild else "")
            + f'<th scope="col">{escape(word("scorekeeper.col.dealer", lang))}</th>'
            f'<th scope="col">{escape(word("scorekeeper.col.who." + game, lang))}</th>'
            + "".join(f'<th scope="col">{escape(word("player", lang))} {i}</th>' for i in range(1, players + 1)))
    names = (f'<tr class="rl-sk-names"><th scope="row" colspan="{4 if wild else 3}">'
             f'{escape(word("scorekeeper.blank_name", lang))}</th>' + "<td></td>" * players + "</tr>")
    rows = []
    for n in range(1, BLANK_ROWS[game] + 1):
        rank = get(game).rules(round=n).wild_rank if wild else None
        rows.append(f'<tr><th scope="row">{n}</th>' + (f"<td>{RANK_NAMES[rank or 0]}</td>" if wild else "")
                    + "<td></td><td></td>" + "<td></td>" * players + "</tr>")
    total = (f'<tr><th scope="row" colspan="{4 if wild else 3}">{escape(word("scorekeeper.total", lang))}</th>'
             + "<td></td>" * players + "</tr>")
    title = get(game).title
    return (
        f'<section class="rl-sk-blank" data-testid="scorekeeper-blank-{game}" data-game="{game}">'
        f'<h3 class="rl-sk-blank-title">{escape(title)}</h3>'
        f'<p class="rl-help">{escape(word("scorekeeper.blank_note." + game, lang))}</p>'
        f'<button type="button" class="md-button rl-sk-print-blank" data-testid="scorekeeper-print-blank-{game}" '
        f'data-game="{game}" hidden>{escape(word("scorekeeper.print_blank", lang, game=title))}</button>'
        f'<div class="rl-sk-scroll"><table class="rl-sk-table rl-sk-blank-table"><caption class="rl-sr-only">{escape(title)}</caption>'
        f"<thead><tr>{head}</tr></thead><tbody>{names}{''.join(rows)}</tbody><tfoot>{total}</tfoot></table></div>"
        "</section>"
    )


def _setup_html(lang: str, uid: str) -> str:
    def w(term: str, **values: object) -> str:
        return escape(word(term, lang, **values))

    return (
        f'<form class="rl-sk-setup" data-testid="scorekeeper-setup" hidden>'
        f'<fieldset><legend>{w("scorekeeper.setup")}</legend>'
        f'<div class="rl-field"><label for="{uid}-name">{w("scorekeeper.name")}</label>'
        f'<input id="{uid}-name" type="text" maxlength="80" autocomplete="off" data-testid="scorekeeper-name"></div>'
        f'<div class="rl-field"><label for="{uid}-game">{w("game")}</label>'
        f'<select id="{uid}-game" data-testid="scorekeeper-game">{game_options(GAMES, "knock")}</select></div>'
        f'<div class="rl-field"><label for="{uid}-players">{w("scorekeeper.players")}</label>'
        f'<textarea id="{uid}-players" rows="5" autocomplete="off" autocapitalize="words" spellcheck="false" '
        f'aria-describedby="{uid}-players-help {uid}-setup-error" data-testid="scorekeeper-players"></textarea>'
        f'<p class="rl-help" id="{uid}-players-help">{w("scorekeeper.players_help")}</p></div>'
        f'<p class="rl-error" id="{uid}-setup-error" role="alert" data-testid="scorekeeper-setup-error" hidden></p>'
        f'<div class="rl-field rl-inline"><button type="submit" class="md-button md-button--primary" '
        f'data-testid="scorekeeper-start">{w("scorekeeper.start")}</button>'
        f'<button type="button" class="md-button" data-testid="scorekeeper-setup-cancel">{w("scorekeeper.cancel")}'
        "</button></div></fieldset></form>"
    )


def render_scorekeeper(attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = 10000) -> str:
    """The whole scorekeeper: controls (shown by the JS), the example sheet scored, blank sheets, strings.

    Raises:
        PluginError: the engine refused the example sheet (naming the page).
    """
    demo = ask({"op": "sheet", "sheet": DEMO, "lang": lang}, where, refused="the scorekeeper's example sheet")

    def w(term: str, **values: object) -> str:
        return escape(word(term, lang, **values))

    controls = (
        f'<div class="rl-sk-controls" data-testid="scorekeeper-controls" hidden>'
        f'<div class="rl-field rl-inline"><label for="{uid}-sheets">{w("scorekeeper.sheets")}</label>'
        f'<select id="{uid}-sheets" data-testid="scorekeeper-sheets"></select></div>'
        f'<div class="rl-field rl-inline">'
        f'<button type="button" class="md-button" data-testid="scorekeeper-new">{w("scorekeeper.new")}</button>'
        f'<button type="button" class="md-button" data-testid="scorekeeper-delete-sheet">{w("scorekeeper.delete_sheet")}'
        "</button></div>"
        f'<div class="rl-field"><label for="{uid}-import">{w("scorekeeper.import")}</label>'
        f'<input id="{uid}-import" type="file" accept=".json,application/json" data-testid="scorekeeper-import" '
        f'aria-describedby="{uid}-import-error">'
        f'<p class="rl-error" id="{uid}-import-error" role="alert" data-testid="scorekeeper-import-error" hidden></p>'
        "</div></div>"
    )
    tools = (
        f'<div class="rl-field rl-inline rl-sk-tools" data-testid="scorekeeper-tools" hidden>'
        f'<button type="button" class="md-button" data-testid="scorekeeper-undo">{w("scorekeeper.undo")}</button>'
        f'<button type="button" class="md-button" data-testid="scorekeeper-export-json">{w("scorekeeper.export_json")}</button>'
        f'<button type="button" class="md-button" data-testid="scorekeeper-export-csv">{w("scorekeeper.export_csv")}</button>'
        f'<button type="button" class="md-button" data-testid="scorekeeper-print">{w("scorekeeper.print")}</button>'
        "</div>"
    )
    games = {g: get(g).title for g in GAMES}
    # The games whose points are their scores (TT-7): a sheet shows them once, as sheet_html does.
    points_once = [g for g in GAMES if get(g).scores_are_points]
    return (
        f'<div class="rl-widget rl-scorekeeper" id="{uid}" role="region" aria-label="{w("scorekeeper.title")}"'
        f' data-rl-widget="scorekeeper" data-testid="scorekeeper" data-lang="{lang}" data-timeout-ms="{int(timeout_ms)}">'
        + controls + _setup_html(lang, uid)
        # What the store says (another tab's edit kept as a copy, records set aside): filled by the script.
        + '<div class="rl-sk-notices" aria-live="polite" data-testid="scorekeeper-notices" hidden></div>'
        f'<p class="rl-status" role="status" aria-live="polite" data-testid="scorekeeper-status"></p>'
        f'<p class="rl-error" id="{uid}-error" role="alert" data-testid="scorekeeper-error" hidden></p>'
        f'<section class="rl-sk-sheet" data-testid="scorekeeper-sheet" aria-labelledby="{uid}-sheet-title">'
        f'<h3 class="rl-sk-title" id="{uid}-sheet-title" data-testid="scorekeeper-sheet-title">{w("scorekeeper.demo")}</h3>'
        f'<div class="rl-sk-body" data-testid="scorekeeper-body">{sheet_html(demo, lang)}</div>'
        "</section>"
        f'<form class="rl-sk-entry" data-testid="scorekeeper-entry" novalidate hidden></form>'
        + tools
        + f'<noscript><p>{w("scorekeeper.noscript")}</p></noscript>'
        f'<details class="rl-sk-blanks" data-testid="scorekeeper-blank"><summary>{w("scorekeeper.blank")}</summary>'
        + "".join(blank_html(g, lang) for g in GAMES)
        + "</details>"
        f'<script type="application/json" class="rl-strings">{words_json(SCOREKEEPER_WORDS, lang, games=games, points_once=points_once)}</script>'
        "</div>"
    )
