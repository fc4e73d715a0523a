"""Web operations of the knock coach (:mod:`rummylab.practice.coach`): ``coach`` and ``coach-check``.

Loaded by :mod:`rummylab.web.registry` on the first request for one of them.
Both carry the position's seed, so the engine deals the position again and
judges the choice itself instead of trusting the page. Every number the page
shows comes with its text as the page's language writes it (``*_shown``); the
verdict's ``expert`` says what the expert would do in the reader's seat (decided
from the reader's view), with its reason worded in the page's language (``text``).

>>> import json
>>> from rummylab.web import handle
>>> q = json.loads(handle('{"op": "coach", "seed": 3, "lang": "pt"}'))["result"]
>>> len(q["hand"]) == (11 if q["players"] == 2 else 8), q["labels"][q["seat"] - 1]
(True, 'jogador 3 (o seu lugar)')
>>> q["taken_labels"][q["seat"] - 1], q["hand_labels"][q["seat"] - 1], q["hand_labels"][0]
('tirada por si', 'A sua mão', 'Mão do jogador 1')
>>> bad = json.loads(handle('{"op": "coach-check", "seed": 3, "choice": "fold", "lang": "en"}'))
>>> bad["error"]["code"]
'bad-choice'
"""

from __future__ import annotations

from typing import Any

from rummylab.core.amounts import show_percent
from rummylab.core.cards import sort_cards
from rummylab.core.errors import RequestError
from rummylab.core.house import public
from rummylab.games import get
from rummylab.practice.coach import DEFAULT_SAMPLES, Estimate, Position, judge, make_position
from rummylab.practice.difficulty import Difficulty, coach_difficulty, find_at_level
from rummylab.solver.melds import best_arrangement
from rummylab.web.fields import card_labels, get_house, get_int, settlement_json
from rummylab.web.practice import _seed, difficulty_asked
from rummylab.web.registry import register
from rummylab.words.catalogue import CATALOGUE
from rummylab.words.language import check_lang, player_label
from rummylab.words.reasons import reason_text

__all__ = ["MAX_WEB_SAMPLES", "points", "percent"]

#: The most samples one browser request may ask for (the page asks for 80): with the expert playing the
#: reader's seat on, 1,000 took up to 10 s in CPython (positions 1-8), twice that in Pyodide, the whole
#: budget (:data:`rummylab.web.limits.BUDGET`); 400 stays within 4 s in CPython.
MAX_WEB_SAMPLES = 400


def points(x: float, lang: str) -> str:
    """An estimated number of points, one decimal, as the language writes it: ``"−3.4"``, ``"+3,4"``.

    >>> points(-3.44, "fr"), points(12.0, "en"), points(0.04, "pt")
    ('−3,4', '+12.0', '0,0')
    """
    text = f"{abs(x):.1f}"
    if lang != "en":
        text = text.replace(".", ",")
    if text.strip("0,.") == "":
        return text
    return ("−" if x < 0 else "+") + text


def percent(p: float, lang: str) -> str:
    """A chance in whole percent, as the language writes it (:func:`~rummylab.core.amounts.show_percent`).

    >>> percent(0.123, "en"), percent(0.5, "fr")
    ('12%', '50\\u202f%')
    """
    return show_percent(p, lang, places=0)


def _labels(players: int, seat: int, lang: str) -> dict[str, list[str]]:
    """How the page names each seat (0-based ``seat`` is the reader's), all from the catalogue:
    ``labels`` (who threw a discard), ``taken_labels`` (the tag on a discard someone took) and
    ``hand_labels`` (over a real hand). The reader's forms are their own ("tirada por si", "A sua mão").

    >>> _labels(2, 1, "es")
    {'labels': ['jugador 1', 'tú (jugador 2)'], 'taken_labels': ['tomada por el jugador 1', 'tomada por ti'], \
'hand_labels': ['Mano del jugador 1', 'Tu mano']}
    """
    def say(key: str, s: int) -> str:
        return CATALOGUE[f"{key}.you" if s == seat else key][lang].format(n=s + 1)

    return {"labels": [say("coach.label", s) if s == seat else player_label(s, lang) for s in range(players)],
            "taken_labels": [say("coach.label.taken_by", s) for s in range(players)],
            "hand_labels": [say("coach.label.hand", s) for s in range(players)]}


#: How many positions a request at a level may deal before it keeps the closest (each one estimated, the expert
#: playing the reader's seat on: ~0.1 s in CPython, 0.16 s median and 0.5 s worst in Pyodide on Node): each
#: level holds about a sixth to a quarter of the positions and is found 9 times in 10 (8 would find level 1
#: only 2 times in 3), else the closest: 12 positions take about 2 s in Pyodide on Node (the widget waits 10 s).
COACH_SEARCH = 12


def _position(request: dict[str, Any]) -> tuple[Position, Difficulty]:
    """The position a request names (at ``difficulty``, the first one of that level dealt from its seed) and its
    difficulty (measured once, a Monte Carlo estimate: the search at a level has measured it)."""
    house = get_house(request, "knock")
    level = difficulty_asked(request)
    if level is None:
        position = make_position(_seed(request), **house)
        return position, coach_difficulty(position)
    return find_at_level(_seed(request), level, lambda s, _a: make_position(s, **house), coach_difficulty,
                         tries=COACH_SEARCH)


@register("coach")
def _coach(request: dict[str, Any]) -> dict[str, Any]:
    """``{"op": "coach", "seed": 7, "lang": "fr"}`` → the position as the reader sees it."""
    lang = check_lang(request.get("lang", "en"))
    position, difficulty = _position(request)
    result = position.question()
    result["difficulty"] = difficulty.to_dict()
    result["house"] = public(get("knock"), position.rules)
    result.update(_labels(position.players, position.seat, lang))
    result["samples"] = DEFAULT_SAMPLES
    result.update(card_labels(list(position.hand) + [t.card for t in position.history], lang))
    return result


def _estimate(e: Estimate, lang: str) -> dict[str, Any]:
    return {"mean": round(e.mean, 2), "se": round(e.se, 2), "beaten": round(e.beaten, 4),
            "beaten_se": round(e.beaten_se, 4), "rum": e.rum, "deadwood": e.deadwood,
            "mean_shown": points(e.mean, lang), "se_shown": points(e.se, lang).lstrip("+"),
            "beaten_shown": percent(e.beaten, lang), "beaten_se_shown": percent(e.beaten_se, lang)}


@register("coach-check")
def _coach_check(request: dict[str, Any]) -> dict[str, Any]:
    """``{"op": "coach-check", "seed": 7, "choice": "knock", "card": "QS", "lang": "es"}`` → the verdict."""
    lang = check_lang(request.get("lang", "en"))
    position = make_position(_seed(request), **get_house(request, "knock"))  # the question's house rules, sent again
    samples = get_int(request, "samples", DEFAULT_SAMPLES)
    if not 1 <= samples <= MAX_WEB_SAMPLES:
        raise RequestError(f"{samples} is not a number of samples (1 to {MAX_WEB_SAMPLES})", token=samples,
                           code="bad-samples")
    choice = request.get("choice")
    card = request.get("card")
    if card is not None and not isinstance(card, str):
        raise RequestError(f"card must be a card's name, not {card!r}", token=str(card)[:40], code="bad-field",
                           field="card")
    verdict = judge(position, choice if isinstance(choice, str) else repr(choice), card if choice == "knock" else None,
                    samples=samples)
    seat = position.seat
    hands = [sort_cards(h) for h in position.hands]
    arrangements = [best_arrangement(h, position.rules) for h in hands]
    knock_card = verdict.card if verdict.choice == "knock" else verdict.best_knock
    result: dict[str, Any] = {
        "seed": position.seed, "players": position.players, "seat": seat + 1, "turn": position.turn,
        "choice": verdict.choice, "card": str(verdict.card), "samples": verdict.samples,
        "best": verdict.best, "best_knock": str(verdict.best_knock), "play_card": str(verdict.play_card),
        "right": verdict.right,
        "loss": round(verdict.loss, 2), "loss_se": round(verdict.loss_se, 2),
        "loss_shown": points(verdict.loss, lang).lstrip("+"), "loss_se_shown": points(verdict.loss_se, lang).lstrip("+"),
        "knock": _estimate(verdict.knock[knock_card], lang), "knock_card": str(knock_card),
        "best_knock_estimate": _estimate(verdict.knock[verdict.best_knock], lang),
        "play": _estimate(verdict.play, lang),
        **_labels(position.players, seat, lang),
        "hands": [[str(c) for c in h] for h in hands],
        "deadwood": [a.deadwood for a in arrangements],
        "arrangements": [a.to_dict() for a in arrangements],
        "actual": settlement_json(verdict.actual, lang),
        "house": public(get("knock"), position.rules),
        "expert": {"choice": verdict.expert.choice, "card": str(verdict.expert.card),
                   "agrees": verdict.expert.choice == verdict.choice and (
                       verdict.choice == "play" or verdict.expert.card == verdict.card),
                   "reason": verdict.expert.reason.to_dict(),
                   "text": reason_text(verdict.expert.reason, get("knock").leftover, lang)},
    }
    result["deadwood"][seat] = verdict.actual.deadwood[seat]
    result["actual"]["case_rule"] = verdict.actual.case.rule
    result["difficulty"] = coach_difficulty(position).to_dict()
    result["rules"] = ["KR-7", verdict.actual.case.rule]  # the choice to knock, and how the hand settled
    result.update(card_labels([c for h in hands for c in h] + [t.card for t in position.history], lang,
                              arrangements=arrangements))
    return result
