"""The scorekeeper's operation, ``sheet``: a whole score sheet scored and narrated (:mod:`rummylab.scoresheet`).

The page sends the sheet as it stands (``"sheet"``: its JSON, or the text of an imported file);
the answer holds each hand's or round's settlement, narration and totals, the next dealer, the
leaders or winners, the sheet's record (what the page saves and exports) and its CSV. The page
keeps no rules: an edit, a deletion or an undo sends the changed sheet again.

>>> import json
>>> from rummylab.web import handle
>>> sheet = {"format": "rummylab-sheet", "version": 1, "game": "knock", "players": ["Ana", "Rui", "Eva"],
...          "entries": [{"knocker": 1, "values": ["9", "2", "2"]}]}
>>> r = json.loads(handle(json.dumps({"op": "sheet", "sheet": sheet, "lang": "pt"})))["result"]
>>> r["totals_shown"], r["entries"][0]["explanation"][-1]
(['−17', '+8½', '+8½'], 'Registo desta mão: Ana com −17, Rui com +8½, Eva com +8½.')
>>> e = json.loads(handle(json.dumps({"op": "sheet", "sheet": dict(sheet, entries=[{"knocker": 1, "values": ["-3", "2", "2"]}]), "lang": "fr"})))["error"]
>>> e["message"], e["params"]["entry"], e["params"]["player"]
('Donne 1, Ana\u202f: «\u202f-3\u202f» est inférieur à zéro\u202f: écrivez 0 ou plus', 1, 1)
"""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction
from typing import Any

from rummylab.core.amounts import _decimal_places, show_amount, signed_amount
from rummylab.core.errors import RequestError, RummyError
from rummylab.core.house import public
from rummylab.games import AnyGame, get
from rummylab.games.knock.settle import format_amount
from rummylab.games.rummy.scoring import RummyRoundScore
from rummylab.scoresheet import GAMES, ScoredEntry, SheetError, SheetResult, read_sheet, score_sheet
from rummylab.web.fields import card_labels, settlement_json
from rummylab.web.limits import MAX_SHEET, scan
from rummylab.web.registry import register
from rummylab.words.error_text import message
from rummylab.words.explain import explain
from rummylab.words.language import capitalized, check_lang, join, player_label, text, the_ranks

__all__ = ["sheet_answer", "sheet_data", "csv_text", "csv_number", "CSV_FORMULA_START"]


def _shown(game: AnyGame, amount: Fraction, lang: str) -> str:
    """An amount as the sheet shows it: a signed balance in a ledger (KR-10), else a total of points."""
    return signed_amount(amount, lang) if game.keeps_ledger else show_amount(amount, lang)


def _placed(err: SheetError, result_players: tuple[str, ...] | None, game: AnyGame | None, lang: str) -> RummyError:
    """An error of one entry, its message saying where: "Mão 2, Ana: …"."""
    entry = err.params.get("entry")
    if entry is None or game is None:
        return err
    seat = err.params.get("player")

    def where(in_lang: str) -> str:
        place = text(f"sheet.where.{game.unit}", in_lang, n=entry)
        if seat is not None and result_players is not None:
            place = text("sheet.where.player", in_lang, where=place, name=result_players[seat - 1])
        return place

    params = {k: v for k, v in err.params.items() if k not in ("where", "detail")}

    def detail(in_lang: str) -> str:
        return message(err.code, in_lang, **{**params, "token": err.token})

    return RummyError(f"{where('en')}: {detail('en')}", token=err.token, code="sheet-entry", where=where(lang),
                      detail=detail(lang), reason=err.code, **params)


def _entry_json(game: AnyGame, names: tuple[str, ...], e: ScoredEntry, lang: str) -> dict[str, Any]:
    data: dict[str, Any] = {
        "number": e.number, "dealer": e.dealer + 1, "who": None if e.who is None else e.who + 1,
        "points": list(e.points),
        "hands": [None if h is None else [str(c) for c in h] for h in e.hands],
        "arrangements": [None if a is None else a.to_dict() for a in e.arrangements],
        "scores": [format_amount(x) for x in e.scores],
        "scores_shown": [_shown(game, x, lang) for x in e.scores],
        "totals": [format_amount(x) for x in e.totals],
        "totals_shown": [_shown(game, x, lang) for x in e.totals],
    }
    lines = [text("sheet.dealt", lang, player=names[e.dealer])]
    if e.settlement is not None:
        s = settlement_json(e.settlement, lang)
        data.update(case=s["case"], rule=e.settlement.case.rule, transfers=s["transfers"])
        lines += explain(e.settlement, lang, names=names)
    elif game.has_rounds:  # each round its own hand size and wild rank (TT-2, TT-3)
        wild = e.rules.wild_rank
        data["wild"] = wild
        lines.append(text("tt.round", lang, round=e.number, size=e.rules.hand_size,
                          wilds=the_ranks(wild, lang)))
        if e.who is not None:
            lines.append(capitalized(text("tt.out", lang, player=player_label(e.who, lang, form="subj", names=names))))
        for seat, (arr, penalty) in enumerate(zip(e.arrangements, e.points)):
            who = capitalized(player_label(seat, lang, names=names))
            if arr is None:
                lines.append(text("sheet.tt.penalty", lang, count=penalty, player=who, penalty=penalty))
            elif not arr.unmatched:
                lines.append(text("tt.penalty.none", lang, player=who))
            else:
                lines.append(text("tt.penalty", lang, count=penalty, player=who, penalty=penalty,
                                  cards=" ".join(str(c) for c in arr.unmatched)))
    else:  # only the player who went out scores (RU-8)
        hands = tuple(h or () for h in e.hands)
        points = tuple(int(x) for x in e.scores)
        lines += explain(RummyRoundScore(hands, e.who, e.points, points), lang, names=names)
    data["explanation"] = lines
    return data


def _summary(r: SheetResult, lang: str) -> list[str]:
    names, game = r.sheet.players, get(r.sheet.game)
    if not r.entries:
        return []
    total_text = [_shown(game, t, lang) for t in r.totals]
    items = ", ".join(text("ledger.item", lang, player=names[i], amount=t) for i, t in enumerate(total_text))
    leaders = join([player_label(w, lang, form="subj", names=names) for w in r.leaders], lang)
    count = len(r.leaders)
    n = len(r.entries)
    if game.keeps_ledger:  # a session's ledger (KR-11)
        lines = [capitalized(text("session.ledger", lang, count=n, n=n, items=items))]
        if r.complete:
            lines.append(capitalized(text("session.winner", lang, count=count, winners=leaders)))
        else:
            lines.append(capitalized(text("sheet.kr.leader", lang, count=count, winners=leaders,
                                          total=total_text[r.leaders[0]])))
            left = (r.length or 0) - n
            lines.append(text("sheet.kr.to_play", lang, count=left, n=left))
    elif game.has_rounds:  # a game of numbered rounds (TT-2)
        lines = [text("tt.totals", lang, round=n, items=items)]
        key = "tt.winner" if r.complete else "tt.leader"
        lines.append(capitalized(text(key, lang, count=count, winners=leaders, total=total_text[r.leaders[0]])))
    else:  # a game to a target (RU-8)
        lines = [text("ru.totals", lang, count=n, n=n, items=items)]
        if r.complete:
            lines.append(capitalized(text("ru.winner", lang, player=leaders, total=total_text[r.leaders[0]],
                                          target=game.series_target())))
        else:
            lines.append(text("ru.goes_on", lang, target=game.series_target()))
    if r.next_dealer is not None:
        lines.append(text("sheet.next_dealer", lang, player=names[r.next_dealer], rule=game.deal_rule))
    return lines


#: What a CSV cell may not begin with when it holds the reader's text, lest a spreadsheet read it as a
#: formula (``=HYPERLINK(…)``): OWASP's "CSV Injection" advice
#: (https://owasp.org/www-community/attacks/CSV_Injection), which also names tab and carriage return.
CSV_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_text(value: str) -> str:
    """A cell of the reader's text (a name), made inert: one that begins like a formula gets a ``'``.

    >>> csv_text("=1+2"), csv_text("-Ana"), csv_text("@x"), csv_text("Ana")
    ("'=1+2", "'-Ana", "'@x", 'Ana')
    """
    return "'" + value if value.startswith(CSV_FORMULA_START) else value


def csv_number(amount: Fraction | int, lang: str) -> str:
    """A number as a spreadsheet of ``lang``'s locale reads it: ASCII minus, no plus sign, and the
    language's decimal mark (``"-17"``, ``"8.5"`` in en, ``"8,5"`` in pt, es, fr). A share that no
    decimal writes exactly (a third) is rounded to 4 places; the JSON export keeps it exact.

    >>> csv_number(Fraction(-17), "fr"), csv_number(Fraction(17, 2), "en"), csv_number(Fraction(17, 2), "pt")
    ('-17', '8.5', '8,5')
    >>> csv_number(Fraction(-10, 3), "es")
    '-3,3333'
    """
    x = Fraction(amount)
    if x.denominator == 1:
        return str(x.numerator)
    places = _decimal_places(x.denominator)
    if places is None:
        body = f"{float(x):.4f}"
    else:  # exact: 17/2 → 8.5, 1/16 → 0.0625
        whole, part = divmod(abs(x.numerator) * 10**places // x.denominator, 10**places)
        body = f"{'-' if x < 0 else ''}{whole}.{str(part).rjust(places, '0')}"
    return body.replace(".", "," if _decimal_comma(lang) else ".")


def _decimal_comma(lang: str) -> bool:
    """Whether ``lang`` writes a decimal comma (RULES.md: 8,5 in pt, es, fr), as its spreadsheets do."""
    return lang != "en"


def _csv(r: SheetResult, lang: str) -> str:
    """The sheet as CSV (RFC 4180 quoting, CRLF), one row per hand or round, for a spreadsheet of the
    page's language: ``,`` between cells and ``8.5`` in English; ``;`` between cells and ``8,5`` where the
    language writes a decimal comma (pt, es, fr), as spreadsheets in those locales expect. Numbers
    are plain (:func:`csv_number`: ASCII minus, no ``+``), so a spreadsheet sums them; the reader's
    text (names, headers) goes through :func:`csv_text` (OWASP's CSV-injection advice)."""
    names, game = r.sheet.players, get(r.sheet.game)
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";" if _decimal_comma(lang) else ",", lineterminator="\r\n")
    unit = text(f"sheet.where.{game.unit}", lang, n="").strip()
    header = ([unit, text("sheet.csv.dealer", lang), text(f"sheet.csv.{game.sheet_who}", lang)]
              + [text(f"sheet.csv.points.{game.key}", lang, name=p) for p in names]
              + [text(f"sheet.csv.total.{game.key}", lang, name=p) for p in names])
    writer.writerow([csv_text(cell) for cell in header])
    for e in r.entries:
        writer.writerow([str(e.number), csv_text(names[e.dealer]), "" if e.who is None else csv_text(names[e.who])]
                        + [str(p) for p in e.points] + [csv_number(t, lang) for t in e.totals])
    return out.getvalue()


@register("sheet")
def _sheet(request: dict[str, Any]) -> dict[str, Any]:
    lang = check_lang(request.get("lang", "en"))
    if "sheet" not in request:
        raise RequestError("the request has no 'sheet'", token="sheet", code="missing-field")
    return sheet_answer(request["sheet"], lang, house=request.get("house"))


def sheet_data(raw: Any) -> Any:
    """A sheet's text parsed (within the limits of a request, :func:`~rummylab.web.limits.scan`), and the
    types of its ``game`` and ``version`` checked, which :func:`~rummylab.scoresheet.read_sheet` compares
    as they come: a game that is a list or an object is not a game, ``true`` is not version 1."""
    if isinstance(raw, str):
        scan(raw, limit=MAX_SHEET, field="sheet")
        try:
            raw = json.loads(raw)
        except (ValueError, RecursionError):
            return raw  # read_sheet says it is not JSON
    if not isinstance(raw, dict):
        return raw
    game = raw.get("game")
    if game is not None and not isinstance(game, str):
        raise SheetError(f"{game!r} is not a game of the score sheet (knock, three-thirteen, rummy)",
                         token=str(game)[:40], code="sheet-game", part="game")
    version = raw.get("version")
    if isinstance(version, bool) or not isinstance(version, (int, type(None))):
        raise SheetError(f"this is not a score sheet: its version is {version!r}, not a whole number",
                         token=str(version)[:40], code="sheet-not-sheet", part="file")
    return raw


def sheet_answer(raw: Any, lang: str, *, house: Any = None) -> dict[str, Any]:
    """The ``sheet`` operation's answer for a sheet (its JSON, or a file's text), in ``lang``.

    ``house``: the house rules to score it by (``{"penalty": 20}``), in place of those the sheet
    keeps (its ``"options"``); the answer's ``house`` and ``record`` say which were used.

    Raises:
        RummyError: the sheet cannot be read or scored; an entry's error says where ("Hand 2, Ana: …").
    """
    raw = sheet_data(raw)
    try:
        sheet = read_sheet(raw)
    except SheetError as err:
        named = raw.get("game") if isinstance(raw, dict) else None
        # An entry's error found while reading (a value too long): the players' names were read already.
        names = raw.get("players") if isinstance(raw, dict) and err.params.get("entry") is not None else None
        players = (tuple(" ".join(n.split()) for n in names)
                   if isinstance(names, list) and all(isinstance(n, str) for n in names) else None)
        raise _placed(err, players, get(named) if isinstance(named, str) and named in GAMES else None, lang) from None
    game = get(sheet.game)
    if house is not None:
        from dataclasses import replace

        from rummylab.core.house import check_house, set_options

        sheet = replace(sheet, options=set_options(game, check_house(game, house)))
    try:
        r = score_sheet(sheet)
    except SheetError as err:
        raise _placed(err, sheet.players, game, lang) from None
    names = sheet.players
    entries = [_entry_json(game, names, e, lang) for e in r.entries]
    cards = [c for e in r.entries for h in e.hands if h is not None for c in h]
    arrangements = [a for e in r.entries for a in e.arrangements if a is not None]
    shown = [_shown(game, t, lang) for t in r.totals]
    result: dict[str, Any] = {
        "game": sheet.game, "unit": game.unit, "who": game.sheet_who,
        "players": list(names), "first_dealer": sheet.first_dealer + 1, "length": r.length,
        "entries": entries,
        "totals": [format_amount(t) for t in r.totals], "totals_shown": shown,
        "complete": r.complete, "leaders": [s + 1 for s in r.leaders], "winners": [s + 1 for s in r.winners],
        "next_dealer": None if r.next_dealer is None else r.next_dealer + 1,
        "next_number": None if r.complete else len(r.entries) + 1,
        "next_wild": None, "next_note": None,
        "summary": _summary(r, lang),
        "record": sheet.to_dict(),
        "house": public(game, game.rules(**sheet.options)),
        "csv": _csv(r, lang),
    }
    if game.has_rounds and not r.complete:
        following = game.rules(round=len(r.entries) + 1)
        result["next_wild"] = following.wild_rank  # TT-3: the next round's wild rank
        result["next_note"] = text("tt.round", lang, round=len(r.entries) + 1, size=following.hand_size,
                                   wilds=the_ranks(following.wild_rank or 0, lang))
    result.update(card_labels(cards, lang, arrangements=arrangements))
    return result
