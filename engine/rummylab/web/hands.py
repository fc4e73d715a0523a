"""The operations of the solver and the settlement: ``version``, ``solve``, ``settle``, ``score``.

>>> import json
>>> from rummylab.web import handle
>>> json.loads(handle('{"op": "settle", "deadwood": [8, 3], "knocker": 1}'))["result"]["transfers"]
[{'from': 1, 'to': 2, 'amount': '15', 'shown': '15'}]
"""

from __future__ import annotations

from typing import Any

from rummylab import __version__
from rummylab.core.cards import Card, Suit
from rummylab.core.errors import RequestError, RummyError
from rummylab.core.house import public
from rummylab.core.notation import HandReading
from rummylab.core.rules import Rules
from rummylab.games import get as get_game
from rummylab.web.fields import (
    MAX_ALTERNATIVES,
    card_labels,
    get_bool,
    get_hand,
    get_house,
    get_int,
    get_rules,
    get_typed_hand,
    settlement_json,
)
from rummylab.web.limits import limits
from rummylab.web.registry import register
from rummylab.words.explain import explain
from rummylab.words.language import check_lang, text

__all__: list[str] = []


@register("version")
def _version(request: dict[str, Any]) -> dict[str, Any]:
    # The limits every request is held to (rummylab.web.limits): the worker refuses past them before Python reads.
    return {"version": __version__, "limits": limits()}


@register("solve")
def _solve(request: dict[str, Any]) -> dict[str, Any]:
    from rummylab.solver.melds import all_best_arrangements, best_arrangement

    lang = check_lang(request.get("lang", "en"))
    reading = get_typed_hand(request, lang)
    hand = reading.cards
    if not hand:
        raise RequestError("the hand has no cards", token="hand", code="empty-hand")
    rules = get_rules(request)
    if get_bool(request, "all"):
        found = all_best_arrangements(hand, rules, limit=MAX_ALTERNATIVES)
        best = found[0]
        result = best.to_dict()
        result["alternatives"] = [a.to_dict() for a in found]
        if len(found) >= MAX_ALTERNATIVES:
            result["truncated"] = True
    else:
        found = (best_arrangement(hand, rules),)
        best = found[0]
        result = best.to_dict()
    result["cards"] = [str(c) for c in hand]
    result.update(card_labels(hand, lang, arrangements=found))
    result["notes"] = _reading_notes(reading, lang) + _size_notes(request, hand, rules, lang)
    result["explanation"] = explain(best, lang, rules=rules)
    result["house"] = public(get_game(rules.game), rules)
    result["leftover"] = get_game(rules.game).leftover  # what the game calls the leftover cards (the widget's words)
    return result


@register("read")
def _read(request: dict[str, Any]) -> dict[str, Any]:
    """A typed hand read token by token, for the live preview under the field: each token's card
    (null for one that is not a card yet) and what the page should say about the reading.

    >>> import json
    >>> from rummylab.web import handle
    >>> r = json.loads(handle('{"op": "read", "hand": "QC 5X JC", "letters": "local", "lang": "pt"}'))["result"]
    >>> r["tokens"], r["notes"]
    ([['QC', 'Q♥'], ['5X', None], ['JC', 'J♥']], ['O C foi lido como copas (♥), como em português. Para paus, escreva P ou ♣.'])
    """
    lang = check_lang(request.get("lang", "en"))
    text = request.get("hand", "")
    if not isinstance(text, str):
        raise RequestError(f"hand must be text, not {text!r}", token=str(text)[:50], code="bad-field", field="hand",
                           expected="cards")
    tokens = [t for t in text.replace(",", " ").replace(";", " ").split() if t]
    readable = [t for t in tokens if _readable(t, lang, request)]
    reading = get_typed_hand(dict(request, hand=" ".join(readable)), lang)
    cards = iter(reading.cards)
    shown = [[t, str(next(cards)) if t in readable else None] for t in tokens]
    result: dict[str, Any] = {"tokens": shown, "notes": _reading_notes(reading, lang)}
    result.update(card_labels(reading.cards, lang))
    return result


def _readable(token: str, lang: str, request: dict[str, Any]) -> bool:
    try:
        get_typed_hand(dict(request, hand=token), lang)
    except RummyError:
        return False
    return True


def _reading_notes(reading: HandReading, lang: str) -> list[str]:
    if reading.c_read_as is None:
        return []
    return [text("notation.c_as_hearts" if reading.c_read_as is Suit.HEARTS else "notation.c_as_clubs", lang)]


def _size_notes(request: dict[str, Any], hand: tuple[Card, ...], rules: Rules, lang: str) -> list[str]:
    """A hand of a game played by rounds whose size is not its round's (TT-2) is solved, and the page says so."""
    from rummylab.games import get as get_game

    size, round_ = rules.hand_size, get_int(request, "round")
    if not get_game(rules.game).has_rounds or size is None or round_ is None or len(hand) in (size, size + 1):
        return []
    return [text("notation.round_size", lang, round=round_, cards=size, more=size + 1, n=len(hand))]


@register("settle")
def _settle(request: dict[str, Any]) -> dict[str, Any]:
    from rummylab.games.knock.settle import check_deadwood_held, settle_knock, settle_knock_hands

    lang = check_lang(request.get("lang", "en"))
    knocker = get_int(request, "knocker")
    seat = None if knocker is None else knocker - 1  # requests count players from 1
    rules = get_game("knock").rules(**get_house(request, "knock"))
    if "hands" in request:
        hands = request["hands"]
        if not isinstance(hands, list):
            raise RequestError(f"hands must be a list of hands, not {hands!r}", token=str(hands)[:50],
                               code="bad-field", field="hands", expected="a list of hands")
        table = [get_hand(request, f"hands[{i}]", value=h) for i, h in enumerate(hands)]
        settlement, arrangements = settle_knock_hands(table, seat, rules=rules)
        result = settlement_json(settlement, lang)
        result["arrangements"] = [a.to_dict() for a in arrangements]
        result.update(card_labels([c for h in table for c in h], lang))
    elif "deadwood" in request:
        deadwood = request["deadwood"]
        if not isinstance(deadwood, list):
            raise RequestError(f"deadwood must be a list of numbers, not {deadwood!r}", token=str(deadwood)[:50],
                               code="bad-field", field="deadwood", expected="a list of whole numbers")
        check_deadwood_held(deadwood, rules)  # no hand holds more (KR-2)
        settlement = settle_knock(deadwood, seat, rules=rules)
        result = settlement_json(settlement, lang)
    else:
        raise RequestError("the request has no 'deadwood' or 'hands'", token="deadwood", code="missing-field")
    result["explanation"] = explain(settlement, lang)
    result["house"] = public(get_game("knock"), rules)
    return result


@register("score")
def _score(request: dict[str, Any]) -> dict[str, Any]:
    """A Three Thirteen round (TT-7) or a Rummy round (RU-8; ``"out": null`` is a draw, RU-7)."""
    lang = check_lang(request.get("lang", "en"))
    hands = request.get("hands")
    if not isinstance(hands, list):
        raise RequestError(f"hands must be a list of hands, not {hands!r}", token=str(hands)[:50],
                           code="bad-field" if "hands" in request else "missing-field", field="hands")
    table = [get_hand(request, f"hands[{i}]", value=h) for i, h in enumerate(hands)]
    out = get_int(request, "out")
    seat = None if out is None else out - 1  # requests count players from 1
    name = request.get("game", "three-thirteen")
    if not isinstance(name, str):
        raise RequestError(f"game must be a name, not {name!r}", token=str(name)[:50], code="bad-field", field="game")
    options = get_house(request, name)
    result = get_game(name).score_hands(table, out=seat, round=get_int(request, "round"), **options)
    data: dict[str, Any] = result.to_dict()
    data["house"] = public(get_game(name), get_game(name).rules(**options))
    data.update(card_labels([c for h in table for c in h], lang))
    data["explanation"] = explain(result, lang)
    return data
