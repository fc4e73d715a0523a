"""Each game's house rules (:mod:`rummylab.core.house`): the variants readers meet, as ``Rules`` fields.

Each :class:`~rummylab.core.house.Variant` names the ``Rules`` field it sets, the values it takes,
the rule it changes and where tables play it; its default is the field's (the site's profile).
Their words are in :mod:`rummylab.words.text.house` (``house.<game>.<name>``).

>>> [v.name for v in RUMMY_VARIANTS]
['reshuffle', 'discard-out', 'target', 'ace-points']
"""

from __future__ import annotations

from rummylab.core.house import Variant

__all__ = ["KNOCK_VARIANTS", "THREE_THIRTEEN_VARIANTS", "RUMMY_VARIANTS"]

#: Knock Rummy (KR-2, KR-4, KR-7, KR-10).
KNOCK_VARIANTS = (
    Variant("penalty", int, "KR-10c", "manuals", low=0, high=100),
    Variant("rum_bonus", int, "KR-10a", "manuals", low=0, high=100),
    Variant("penalty_each", bool, "KR-10c", "tables"),
    Variant("knock_max", int, "KR-7", "gin", low=0, high=100, none=True),
    Variant("lay_off", bool, "KR-4", "gin"),
    Variant("five_hand", int, "KR-2", "manuals", choices=(6, 7)),
)

#: Three Thirteen (TT-3, TT-6, TT-8).
THREE_THIRTEEN_VARIANTS = (
    Variant("ace_high", bool, "TT-8", "collections"),
    Variant("court_values", bool, "TT-8", "collections"),
    Variant("jokers", int, "TT-8", "collections", low=0, high=4),
    Variant("last_lay_off", bool, "TT-6", "tables"),
    Variant("all_wild", bool, "TT-3", "tables"),
)

#: Rummy (RU-6, RU-7, RU-8).
RUMMY_VARIANTS = (
    Variant("reshuffle", bool, "RU-7", "tables"),
    Variant("discard_out", bool, "RU-6", "online"),
    Variant("target", int, "RU-8", "tables", low=50, high=1000),
    Variant("ace_points", int, "RU-8", "tables", choices=(1, 15)),
)
