"""The widgets' markup is written once (site_plugins/templates.py), and the scripts only fill it.

The plugins draw a widget's first state from the templates and put them on its page; the scripts
(docs/assets) draw every later state from the same ``<template>`` elements (templates.js). Here:
no script builds an element a template owns (its ``data-testid``, a contract of the site), every
template a script fills is put on the pages of the widgets that run it, and every template is
filled by someone. That a script's drawing equals the build's, node for node, is checked in the
browser (tests/browser/drawn.py).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from site_plugins.cards_html import CARD_TEMPLATES
from site_plugins.templates import TEMPLATES, draw
from site_plugins.widgets import WidgetsPlugin

ASSETS = Path(__file__).resolve().parents[2] / "docs" / "assets"
PLUGINS = Path(__file__).resolve().parents[2] / "site_plugins"
#: Each widget's script, by the widget's kind.
SCRIPTS = {"solver": "solver.js", "quiz": "quiz.js", "puzzle": "puzzle.js", "play": "play.js",
           "scorekeeper": "scorekeeper.js", "worksheet": "worksheet.js", "coach": "coach.js"}
#: A script's calls of templates.js (scorekeeper.js imports draw under another name).
_FILLS = re.compile(r'\b(?:draw|drawOne|fromTemplate)\(\s*"([\w-]+)"')


def filled_by(script: str) -> set[str]:
    return set(_FILLS.findall((ASSETS / script).read_text()))


def owned_test_ids() -> dict[str, str]:
    """The data-testid of every element a template draws (up to its first slot) -> the template."""
    ids = {}
    for name, markup in TEMPLATES.items():
        for testid in re.findall(r'data-testid="([^"]+)"', markup):
            if not testid.startswith("{"):
                ids[re.sub(r"\{\w+\}.*", "", testid)] = name
    return ids


def test_no_script_builds_an_element_a_template_draws() -> None:
    owned = owned_test_ids()
    assert "quiz-player-" in owned and "coach-history" in owned  # (the reading above finds them)
    twins = []
    for script in sorted(ASSETS.glob("*.js")):
        for m in re.finditer(r'"data-testid":\s*[`"\']([^`"\'$]*)', script.read_text()):
            if m[1] in owned:
                twins.append(f"{script.name} builds [data-testid={m[1]}…], which the template {owned[m[1]]!r} draws")
    assert not twins, "\n".join(twins)


@pytest.mark.parametrize("kind", sorted(SCRIPTS))
def test_a_widget_page_carries_every_template_its_script_fills(kind: str) -> None:
    on_page = set(WidgetsPlugin.TEMPLATES_OF[kind])
    assert filled_by(SCRIPTS[kind]) <= on_page, f"{SCRIPTS[kind]} fills templates its page lacks"
    # Every widget that shows cards draws them with render.js's cards, hands and arrangements.
    assert filled_by("render.js") == set(CARD_TEMPLATES) <= on_page


def test_every_template_is_filled_by_a_script_and_a_plugin() -> None:
    scripts = set().union(*(filled_by(s.name) for s in ASSETS.glob("*.js")))
    assert scripts <= set(TEMPLATES), f"unknown templates: {sorted(scripts - set(TEMPLATES))}"
    assert set(TEMPLATES) <= scripts, f"templates no script fills: {sorted(set(TEMPLATES) - scripts)}"
    plugins = set().union(*(re.findall(r'\bdraw\(\s*"([\w-]+)"', p.read_text()) for p in PLUGINS.rglob("*.py")))
    assert set(TEMPLATES) <= plugins, f"templates no plugin fills: {sorted(set(TEMPLATES) - plugins)}"


def test_a_slot_takes_text_markup_or_nothing_and_refuses_a_stray_value() -> None:
    assert draw("tag", text="<b> & 'x'") == ' <span class="rl-tag">&lt;b&gt; &amp; &#x27;x&#x27;</span>'
    assert draw("sk-th", scope="row", colspan=3, actions=None, label=None, text="Total") == '<th scope="row" colspan="3">Total</th>'
    assert draw("sk-td", testid=None, actions=None, label="Ana & Rui", content="3") == '<td data-label="Ana &amp; Rui">3</td>'
    assert draw("sk-row", number=2, editing=None, cells=["a", "b"]) == '<tr data-testid="scorekeeper-row-2">ab</tr>'
    with pytest.raises(KeyError, match="no slot for colour"):
        draw("tag", text="x", colour="red")
    with pytest.raises(KeyError, match="no template 'nope'"):
        draw("nope")
