"""The games' operations for :func:`rummylab.web.handle`: ``deal`` and ``advise``.

:mod:`rummylab.web.registry` imports this module on the first request for
one of these operations (:data:`~rummylab.web.registry.LAZY_OPS`).

>>> import json
>>> from rummylab.web import handle
>>> r = json.loads(handle('{"op": "deal", "game": "knock", "players": 2, "seed": 2026}'))["result"]
>>> [len(h) for h in r["hands"]], r["stock"]
([10, 10], 31)
>>> a = json.loads(handle('{"op": "advise", "hand": "AS AH AD 7C 8C 9C 3H", "players": 3, "samples": 200}'))
>>> a["result"]["deadwood"], a["result"]["samples"]
(3, 200)
"""

from __future__ import annotations

from typing import Any

from rummylab.core.errors import RequestError
from rummylab.core.house import public
from rummylab.games import get
from rummylab.web.fields import card_labels, get_hand, get_house, get_int
from rummylab.web.registry import register

__all__ = ["MAX_WEB_SAMPLES"]

#: The most samples one browser request may ask for (about a second in Pyodide per 2,000).
MAX_WEB_SAMPLES = 20_000


def _lang(request: dict[str, Any]) -> str:
    from rummylab.words.language import check_lang

    return check_lang(request.get("lang", "en"))


@register("deal")
def _deal(request: dict[str, Any]) -> dict[str, Any]:
    """``{"op": "deal", "game": "knock", "players": 4, "seed": 7, "dealer": 1, "round": 5}`` → the deal."""
    from rummylab.games.simulate import deal_summary, make_state

    lang = _lang(request)
    game = request.get("game", "knock")
    if not isinstance(game, str):
        raise RequestError(f"game must be a name, not {game!r}", token=str(game)[:50], code="bad-field",
                           field="game", expected="knock, three-thirteen or rummy")
    players = get_int(request, "players", 4)
    seed = get_int(request, "seed", 0)
    dealer = get_int(request, "dealer", 1)
    assert players is not None and seed is not None and dealer is not None  # each has a default
    state = make_state(game, players, seed=seed, dealer=dealer - 1, round=get_int(request, "round"),
                       **get_house(request, game))
    result = deal_summary(state, seed)
    result["house"] = public(get(game), state.rules)
    shown = [c for h in state.hands for c in h] + state.discard_pile[-1:]
    result.update(card_labels(shown, lang))
    return result


@register("advise")
def _advise(request: dict[str, Any]) -> dict[str, Any]:
    """``{"op": "advise", "hand": "…", "players": 4, "seen": "…", "samples": 2000, "seed": 0}`` → the odds."""
    from rummylab.practice.advisor import advise_knock

    lang = _lang(request)
    hand = get_hand(request)
    seen = get_hand(request, "seen") if request.get("seen") not in (None, "", []) else ()
    players = get_int(request, "players", 4)
    samples = get_int(request, "samples", 2000)
    seed = get_int(request, "seed", 0)
    assert players is not None and samples is not None and seed is not None
    if not 1 <= samples <= MAX_WEB_SAMPLES:
        raise RequestError(f"{samples} is not a number of samples (1 to {MAX_WEB_SAMPLES})", token=samples,
                           code="bad-samples")
    rules = get("knock").rules(**get_house(request, "knock"))
    advice = advise_knock(hand, players, seen=seen, samples=samples, seed=seed, rules=rules)
    result = advice.to_dict()
    result["house"] = public(get("knock"), rules)
    result.update(card_labels(list(hand) + list(seen), lang))
    return result
