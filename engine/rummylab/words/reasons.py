"""The expert's reasons in the reader's language: a :class:`~rummylab.games.expert.Reason` worded.

Each reason is a catalogue entry ``expert.<key>`` (:mod:`rummylab.words.text.expert`) filled with the
expert's own figures: cards as symbols (K♦), chances as percentages and estimates with the language's
decimal mark, the game's own word for what a hand leaves out of melds (``{left}``: deadwood, penalty
points, cards left in hand). A discard after a knock the expert chose not to make says both.

>>> from rummylab.games.expert import reason
>>> from rummylab.core.cards import Card
>>> reason_text(reason("take", card=Card.parse("7H"), before=14, after=6), "deadwood", "pt")
'Tire 7♥ do descarte (sobra: 14 → 6).'
>>> reason_text(reason("knock", card=Card.parse("KD"), deadwood=6, pct=0.78, expected=9.5), "deadwood", "fr")[:40]
'Frappez maintenant, en posant K♦ face ca'
"""

from __future__ import annotations

from typing import Any

from rummylab.core.amounts import show_decimal, show_percent
from rummylab.core.cards import Card
from rummylab.games.expert import Reason
from rummylab.words.language import check_lang, join, player_label, text

__all__ = ["reason_text"]


def _shown(name: str, value: Any, lang: str) -> str:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple) and all(isinstance(c, Card) for c in value):
        return join([str(c) for c in value], lang) if name == "taken" else " ".join(str(c) for c in value)
    if name == "pct":
        return show_percent(value, lang, places=0)
    if name == "expected":
        return show_decimal(value, 1, lang, signed=True)
    if name == "player":
        return player_label(value, lang, form="subj")
    if isinstance(value, float):
        return show_decimal(value, 1, lang)
    return str(value)


def reason_text(why: Reason, leftover: str, lang: str) -> str:
    """``why`` in ``lang``; ``leftover`` is the game's word for what a hand leaves out of melds
    (:attr:`rummylab.games.protocol.Game.leftover`: ``deadwood``, ``penalty`` or ``cards``)."""
    lang = check_lang(lang)
    left = text(f"expert.left.{leftover}", lang)
    mine: dict[str, Any] = {name: _shown(name, value, lang) for name, value in why.params if not name.startswith("wait_")}
    key = why.key
    if key == "stock" and why.get("after") is not None and why.get("after") < why.get("before"):
        key = "stock-ahead" if why.get("ahead") is not None else "stock-out"
    if key == "knock" and mine.get("pct") == show_percent(1, lang, places=0):  # "about 100 %" reads oddly
        key = "knock-nearly-all"
    if key == "discard-avoid" and not why.get("taken"):
        key = "discard-avoid-unseen"
    sentence = text(f"expert.{key}", lang, left=left, **mine)
    waited: dict[str, Any] = {name[5:]: _shown(name[5:], value, lang) for name, value in why.params if name.startswith("wait_")}
    if waited:
        sentence = text("expert.wait", lang, left=left, **waited) + " " + sentence
    return sentence
