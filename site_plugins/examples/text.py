"""The engine's words in the rendered worked examples.

The engine narrates its own results (``rummylab.words.explain``, its message
catalogue, shared with the widgets) and names the ranks; the labels of the
example tables (captions, column headers, the case names of the ledger) and the
verdicts the engine has no sentence for (laying off, comparing arrangements)
are the site's own words, the ``example.*`` terms of :mod:`site_plugins.words`.

>>> from rummylab.games.knock.settle import settle_knock
>>> print(narration(settle_knock([8, 3], 0), "en", ["A", "B"]))
Deadwood: 8 for A and 3 for B. A knocked with 8, but B had only 3 (KR-10c). ...
"""

from __future__ import annotations

from html import escape
from typing import Any, Sequence

from rummylab.core.rules import Rules
from rummylab.words.catalogue import RANKS_PLURAL
from rummylab.words.explain import explain

__all__ = ["narration", "rank_plural"]


def rank_plural(lang: str, rank: int) -> str:
    """A rank in the plural, as in "the sixes are wild" (the engine's names).

    >>> rank_plural("pt", 12), rank_plural("en", 6), rank_plural("fr", 7)
    ('damas', 'sixes', '7')
    """
    return RANKS_PLURAL[lang][rank]


def narration(result: Any, lang: str, players: Sequence[str], *, rules: Rules | None = None) -> str:
    """The engine's own narration of a result (:func:`rummylab.words.explain.explain`), escaped for HTML.

    The engine holds the site's one message catalogue, so an example reads like
    the widgets' answers; the players' spec names replace "player 1", "player 2".
    """
    sentences = explain(result, lang, names=list(players), rules=rules)
    return escape(" ".join(sentences), quote=False)
