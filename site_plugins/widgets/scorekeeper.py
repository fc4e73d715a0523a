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

from mkdocs.exceptions import PluginError

from rummylab.core.cards import RANK_NAMES
from rummylab.games import get
from rummylab.scoresheet import FORMAT, GAMES, VERSION
from site_plugins.widgets.markup import ask, game_options, words_json
from site_plugins.words import CATALOGUE, word

__all__ = ["SCOREKEEPER_WORDS", "check_scorekeeper_attrs", "render_scorekeeper", "sheet_html"]

#: Every scorekeeper term, then the shared words its script reads.
SCOREKEEPER_WORDS = tuple(sorted(t for t in CATALOGUE if t.startswith("scorekeeper."))) + (
    "game", "player", "loading_runtime", "loading_engine", "timeout", "crashed", "load_failed",
    # render.js draws an arrangement with the solver's words.
    "solver.set", "solver.run", "solver.unmatched", "solver.none", "solver.wild_as",
)

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
    """The marker takes no attributes.

    Raises:
        PluginError: any attribute (naming the page).
    """
    if attrs:
        raise PluginError(f"{where}: the scorekeeper widget takes no attributes (got {', '.join(sorted(attrs))})")
    return {}


def _cell(game: str, entry: dict[str, Any], seat: int) -> str:
    parts = [f'<span class="rl-sk-points">{escape(str(entry["points"][seat]))}</span>']
    if not get(game).scores_are_points:  # the score is the points themselves: shown once (TT-7)
        parts.append(f'<span class="rl-sk-score">{escape(entry["scores_shown"][seat])}</span>')
    parts.append(f'<strong class="rl-sk-total">{escape(entry["totals_shown"][seat])}</strong>')
    return " ".join(parts)


def sheet_html(result: dict[str, Any], lang: str) -> str:
    """The engine's answer to ``sheet`` as a table, the summary and each entry's narration.

    The markup is the one ``docs/assets/scorekeeper.js`` builds (without its Edit and Delete buttons).
    """
    game, names = result["game"], result["players"]
    unit = result["unit"]
    head = (f'<th scope="col">{escape(word("scorekeeper.unit." + unit, lang))}</th>'
            f'<th scope="col">{escape(word("scorekeeper.col.dealer", lang))}</th>'
            f'<th scope="col">{escape(word("scorekeeper.col.who." + game, lang))}</th>'
            + "".join(f'<th scope="col">{escape(n)}</th>' for n in names))
    rows = []
    for e in result["entries"]:
        who = "—" if e["who"] is None else names[e["who"] - 1]
        cells = "".join(f'<td data-testid="scorekeeper-cell-{e["number"]}-{i + 1}">{_cell(game, e, i)}</td>'
                        for i in range(len(names)))
        rows.append(f'<tr data-testid="scorekeeper-row-{e["number"]}"><th scope="row">{e["number"]}</th>'
                    f'<td>{escape(names[e["dealer"] - 1])}</td><td>{escape(who)}</td>{cells}</tr>')
    foot = "".join(f'<td data-testid="scorekeeper-total-{i + 1}"><strong>{escape(t)}</strong></td>'
                   for i, t in enumerate(result["totals_shown"]))
    table = (
        f'<p class="rl-help rl-sk-legend">{escape(word("scorekeeper.legend." + game, lang))}</p>'
        f'<div class="rl-sk-scroll"><table class="rl-sk-table" data-testid="scorekeeper-table">'
        f'<caption class="rl-sr-only">{escape(word("scorekeeper.title", lang))}</caption>'
        f'<thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody>'
        f'<tfoot><tr><th scope="row" colspan="3">{escape(word("scorekeeper.total", lang))}</th>{foot}</tr></tfoot>'
        "</table></div>"
    )
    summary = "".join(f"<p>{escape(line)}</p>" for line in result["summary"])
    why = "".join(
        f'<details class="rl-sk-why" data-testid="scorekeeper-why-{e["number"]}"><summary>'
        f'{escape(word("scorekeeper.why_label." + unit, lang, n=e["number"]))}</summary>'
        + "".join(f'<p class="rl-explanation">{escape(line)}</p>' for line in e["explanation"])
        + "</details>"
        for e in result["entries"]
    )
    return table + f'<div class="rl-sk-summary" data-testid="scorekeeper-summary">{summary}</div>' + why


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
        + f'<p class="rl-status" role="status" aria-live="polite" data-testid="scorekeeper-status"></p>'
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
