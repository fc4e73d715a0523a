"""What the widget kinds share: marker attributes, the page's language, the engine's answers,
the game and round ``<select>`` options and the JSON a widget's script reads.

>>> parse_attrs(' hand="QH KH" game="knock"', "p.md")
{'hand': 'QH KH', 'game': 'knock'}
>>> parse_attrs(" hand=QH", "p.md")
Traceback (most recent call last):
...
mkdocs.exceptions.PluginError: p.md: cannot read the widget attributes ' hand=QH' (write name="value")
"""

from __future__ import annotations

import json
import re
from html import escape
from typing import Any, Iterable

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.pages import Page

from rummylab.core.cards import RANK_NAMES
from rummylab.core.rules import three_thirteen
from rummylab.games import get
from rummylab.web import handle
from rummylab.words.catalogue import RANKS_PLURAL
from site_plugins.words import LANGS, script_words, word

__all__ = [
    "SOLVER_WORDS", "parse_attrs", "page_language", "ask", "game_options", "round_options",
    "script_json", "words_json", "no_attributes",
]

#: The solver's words, in the order of its JSON. Every widget's JSON starts with them, its own
#: words after (replacing a solver word of the same key): ``docs/assets/render.js`` draws an
#: arrangement with the solver's set, run, unmatched, none and wild_as in every widget.
SOLVER_WORDS = (
    "solver.title", "hand", "solver.hand_help", "solver.picker", "solver.clear", "game", "round", "round_option",
    "solver.solve", "solver.example", "deadwood", "solver.best", "solver.set", "solver.run", "solver.unmatched",
    "solver.none", "solver.wild_as", "solver.alternatives", "solver.no_alternatives", "loading_runtime",
    "loading_engine", "solver.solving", "solver.ready", "solver.summary", "timeout", "crashed", "load_failed",
    # Three Thirteen's and Rummy's own words for the leftover cards (render.js inLeftover picks them).
    "deadwood_penalty", "deadwood_cards", "solver.summary_penalty", "solver.summary_cards",
    "solver.no_alternatives_penalty", "solver.no_alternatives_cards",
    "solver.noscript", "solver.clubs", "solver.diamonds", "solver.hearts", "solver.spades", "solver.preview",
    "solver.not_read", "url.ignored", "url.why_game", "url.why_round", "url.why_seed", "url.why_level",
)

#: The games' names, the same in every language.

_ATTR = re.compile(r'\s+([a-z][a-z-]*)="([^"]*)"')


def parse_attrs(text: str, where: str) -> dict[str, str]:
    """A marker's ``name="value"`` attributes.

    Raises:
        PluginError: an attribute given twice, or text that is not ``name="value"`` (naming the page).
    """
    attrs: dict[str, str] = {}
    pos = 0
    for m in _ATTR.finditer(text):
        if m.start() != pos:
            break
        if m.group(1) in attrs:
            raise PluginError(f"{where}: widget attribute {m.group(1)!r} given twice")
        attrs[m.group(1)] = m.group(2)
        pos = m.end()
    if text[pos:].strip():
        raise PluginError(f"{where}: cannot read the widget attributes {text!r} (write name=\"value\")")
    return attrs


def page_language(page: Page, config: MkDocsConfig) -> str:
    """The language of a page: the i18n plugin's ``file.locale``, else the theme's.

    Raises:
        PluginError: a language the site has no words for, naming the page.
    """
    lang = getattr(page.file, "locale", None) or config["theme"]["language"]
    lang = str(lang).split("_")[0].split("-")[0]
    if lang not in LANGS:
        raise PluginError(f"{page.file.src_uri}: no widget strings for language {lang!r} (have {', '.join(LANGS)})")
    return lang


def ask(request: dict[str, Any], where: str, *, refused: str | None = None) -> dict[str, Any]:
    """The engine's answer to a widget's request, through ``rummylab.web.handle`` as the browser asks.

    Raises:
        PluginError: the engine refused the request: ``{where}: {refused}: {the engine's message}``,
            ``refused`` saying what was refused (by default the request itself).
    """
    response = json.loads(handle(json.dumps(request)))
    if not response.get("ok"):
        what = refused if refused is not None else f"the engine refused {request!r}"
        raise PluginError(f"{where}: {what}: {response.get('error', {}).get('message')}")
    result: dict[str, Any] = response["result"]
    return result


def game_options(games: Iterable[str], selected: str) -> str:
    """The ``<option>`` elements of a widget's game ``<select>``, ``selected`` chosen.

    A game played by rounds whose rules change (Three Thirteen's wild rank) is marked
    ``data-rounds="true"``, so the page's script shows the round field without naming a game.

    >>> game_options(["knock", "three-thirteen"], "knock")
    '<option value="knock" selected>Knock Rummy</option><option value="three-thirteen" data-rounds="true">Three Thirteen</option>'
    """
    def option(g: str) -> str:
        rounds = ' data-rounds="true"' if get(g).has_rounds else ""
        return f'<option value="{g}"{rounds}{" selected" if g == selected else ""}>{get(g).title}</option>'

    return "".join(option(g) for g in games)


def round_options(selected: int, lang: str) -> str:
    """The ``<option>`` elements of a Three Thirteen round ``<select>`` (TT-2), ``selected`` chosen.

    >>> round_options(2, "en").split("</option>")[1]
    '<option value="2" selected>2 (4 cards, 4s wild)'
    """
    def label(n: int) -> str:
        rank = three_thirteen(n).wild_rank or 0
        return word("round_option", lang, round=n, cards=three_thirteen(n).hand_size, wild=RANK_NAMES[rank],
                    wilds=RANKS_PLURAL[lang][rank])

    return "".join(f'<option value="{n}"{" selected" if n == selected else ""}>{escape(label(n))}</option>'
                   for n in range(1, 12))


def script_json(value: object) -> str:
    """``value`` as JSON to put inside a ``<script type="application/json">`` (no ``</`` in it)."""
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")


def words_json(terms: Iterable[str], lang: str, **extra: object) -> str:
    """A widget's words as the JSON its script reads: each term's text, then ``lang`` and ``extra``."""
    return script_json(dict(script_words(terms, lang), lang=lang, **extra))


def no_attributes(attrs: dict[str, str], where: str, widget: str) -> dict[str, str]:
    """The check of a marker that takes no attributes (the scorekeeper's, the progress page's).

    >>> no_attributes({}, "en/p.md", "progress")
    {}
    >>> no_attributes({"x": "1"}, "en/p.md", "progress")
    Traceback (most recent call last):
    ...
    mkdocs.exceptions.PluginError: en/p.md: the progress widget takes no attributes (got x)
    """
    if attrs:
        raise PluginError(f"{where}: the {widget} widget takes no attributes (got {', '.join(sorted(attrs))})")
    return {}
