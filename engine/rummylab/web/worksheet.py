"""Web operation of the teachers' worksheets: ``worksheet`` (:mod:`rummylab.teaching.worksheet`).

Loaded by :mod:`rummylab.web.registry` on the first request for it. The request carries the
sheet's choices as the page's fields hold them (numbers may be digits), and the answer is
the whole sheet in the request's language, answer key included, with the names and colours
of every card shown, so the page draws it without computing anything. A bad choice is
refused with an error whose ``params.field`` names the field (``seed``, ``count``, ``kinds``,
``level``, ``game``, ``title``), so the page can say it at that field.

>>> import json
>>> from rummylab.web import handle
>>> sheet = json.loads(handle('{"op": "worksheet", "seed": "5", "count": "2", "lang": "es"}'))["result"]
>>> [p["kind"] for p in sheet["problems"]], sheet["title"]
(['meld', 'meld'], 'Ficha de ejercicios')
>>> bad = json.loads(handle('{"op": "worksheet", "seed": "abc", "lang": "fr"}'))["error"]
>>> bad["params"]["field"], bad["message"]
('seed', '«\\u202fabc\\u202f» n’est pas une graine (un nombre entier)')
"""

from __future__ import annotations

from typing import Any

from rummylab.core.house import split_house
from rummylab.games import games, get, names
from rummylab.teaching.worksheet import make_worksheet, sheet_json
from rummylab.web.fields import card_labels
from rummylab.web.registry import register
from rummylab.words.language import check_lang

__all__: list[str] = []


@register("worksheet")
def _worksheet(request: dict[str, Any]) -> dict[str, Any]:
    lang = check_lang(request.get("lang", "en"))
    game = request.get("game", "all")
    chosen = [get(game)] if isinstance(game, str) and game in names() else list(games())
    house = split_house(chosen, request.get("house"))  # by name, or by game: {"knock": {"penalty": 20}}
    sheet = make_worksheet(request.get("seed"), kinds=request.get("kinds"), game=game,
                           level=request.get("level", 1), count=request.get("count", 10),
                           title=request.get("title", ""), house=house)
    result = sheet_json(sheet, lang)
    cards = [c for p in sheet.problems for h in p.hands for c in h]
    arrangements = [p.answer for p in sheet.problems if p.kind == "meld"]
    arrangements += [a for p in sheet.problems if p.kind == "tt-round" for a in p.answer.arrangements]  # type: ignore[union-attr]
    result.update(card_labels(cards, lang, arrangements=arrangements))  # type: ignore[arg-type]
    return result
