"""The house rules as a page's script reads them: every game's variants, their words and the engine's messages.

Generated at build time from the engine (``rummylab.games``, ``rummylab.core.house``, ``rummylab.words.explain``),
so the page holds no table of its own: ``docs/assets/house.js`` validates the address and the stored
choice against it, and a bad name or value is named in the engine's own words. A message is kept
with ``{value}`` where the reader's text goes (the engine quotes it in the page's language):

>>> table = house_table("en", where="en/practice/quiz.md")
>>> table["page"], [v["name"] for v in table["games"]["rummy"]["variants"]]
('../../house-rules/', ['reshuffle', 'discard-out', 'target', 'ace-points'])
>>> penalty = table["games"]["knock"]["variants"][0]
>>> penalty["kind"], penalty["default"], penalty["low"], penalty["high"], penalty["label"]
('int', 10, 0, 100, 'penalty for a beaten knocker')
>>> penalty["bad"]
'penalty={value} is out of range (0 to 100)'
>>> table["games"]["knock"]["unknown"].startswith("'{value}' is not a Knock Rummy house rule")
True
>>> house_table("fr", where="fr/index.md")["games"]["rummy"]["variants"][2]["bad"]
'«\\u202ftarget={value}\\u202f»\\u202f: «\\u202fpoints pour gagner la partie\\u202f» va de 50 à 1000'
"""

from __future__ import annotations

from functools import cache
from posixpath import dirname
from typing import Any

from rummylab.core.errors import RummyError
from rummylab.core.house import Variant, check_house, describe_value
from rummylab.games import games, get
from rummylab.words.error_text import localize_error
from rummylab.words.language import text
from site_plugins.widgets.markup import script_json
from site_plugins.words import LANGS, script_words

__all__ = ["HOUSE_WORDS", "PLACE", "house_table", "house_script", "page_link"]

#: Where the reader's text goes in a message the page fills in.
PLACE = "{value}"

#: The site's words the badge and the address's messages need (``house.*``).
HOUSE_WORDS = (
    "house.title", "house.badge", "house.value", "house.off", "house.reset", "house.reset_game", "house.change",
    "house.no_limit", "house.ignored", "house.bad_item", "house.twice",
)


def _message(lang: str, call: Any) -> str:
    """The engine's localized message for the error ``call()`` raises."""
    try:
        call()
    except RummyError as err:
        return localize_error(err, lang)
    raise AssertionError(f"the engine took what it must refuse: {call!r}")


def page_link(where: str) -> str:
    """The house-rules page, relative to the page whose source is ``where`` (``en/practice/quiz.md``).

    An embed page's ``where`` is its folder (``embed/quiz``, ``fr/embed/quiz``), with the language's
    folder only outside Portuguese, as the site's addresses are.

    >>> page_link("pt/index.md"), page_link("fr/practice/quiz.md"), page_link("en/house-rules.md")
    ('house-rules/', '../../house-rules/', '../house-rules/')
    >>> page_link("embed/quiz"), page_link("es/embed/quiz")
    ('../../house-rules/', '../../house-rules/')
    """
    first, _, rest = where.partition("/")
    inner = rest if first in LANGS and rest else where
    folder = dirname(inner)
    depth = len(folder.split("/")) if folder else 0
    if not inner.endswith("index.md"):
        depth += 1
    return "../" * depth + "house-rules/"


def _variant(game_key: str, v: Variant, lang: str) -> dict[str, Any]:
    game = get(game_key)
    return {
        "name": v.name,
        "kind": "bool" if v.kind is bool else "int",
        "low": v.low, "high": v.high, "choices": list(v.choices), "none": v.none,
        "default": v.default,
        "default_text": describe_value(v, v.default),
        "rule": v.rule,
        "label": text(f"house.{game_key}.{v.name}", lang),
        "about": text(f"house.{game_key}.{v.name}.about", lang),
        "source": text(f"house.source.{v.source}", lang),
        "bad": _message(lang, lambda: check_house(game, {v.name: PLACE})),
    }


@cache
def _games(lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for game in games():
        out[game.key] = {
            "title": game.title,
            "unknown": _message(lang, lambda game=game: check_house(game, {PLACE: 0})),
            "variants": [_variant(game.key, v, lang) for v in game.variants],
        }
    return out


def house_table(lang: str, *, where: str) -> dict[str, Any]:
    """Every game's house rules for a page in ``lang`` (whose source is ``where``), as its scripts read them."""
    return {
        "lang": lang,
        "page": page_link(where),
        "games": _games(lang),
        "bad_game": _message(lang, lambda: get(PLACE)),
        "words": script_words(HOUSE_WORDS, lang),
    }


def house_script(lang: str, *, where: str) -> str:
    """The table as the one ``<script id="rl-house-table">`` of a page (tools and the house-rules page)."""
    return (f'<script type="application/json" id="rl-house-table">'
            f"{script_json(house_table(lang, where=where))}</script>")
