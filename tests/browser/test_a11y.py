"""Accessibility: axe-core finds no serious or critical violation on each page type.

axe-core comes from npm (``node_modules/axe-core/axe.min.js``, listed in package.json) and is
injected into the page from disk: nothing is fetched from a CDN.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
AXE = Path(os.environ.get("RUMMYLAB_AXE_CORE", ROOT / "node_modules" / "axe-core" / "axe.min.js"))

PAGES = [
    ("home", "", "light"),
    ("home, dark", "", "dark"),
    ("rules page", "knock-rummy/", "light"),
    ("rules page (es), dark", "es/knock-rummy/", "dark"),
    ("comparison page (fr)", "fr/compare/", "light"),
    ("strategy page, dark", "rummy/strategy/", "dark"),
    ("knock strategy page with charts, dark", "knock-rummy/strategy/", "dark"),
    ("knock strategy page (fr) on a phone, charts' tables open", "fr/knock-rummy/strategy/", "phone"),
    ("glossary (pt) on a phone, wide table", "glossary/", "phone"),
    ("knock coach (es), dark", "es/practice/knock-coach/", "dark"),
    ("solver page", "practice/solver/", "light"),
    ("solver page (en), dark", "en/practice/solver/", "dark"),
    ("solver page (fr, live answer)", "fr/practice/solver/?hand=7H+7D+7C+4S&game=three-thirteen&round=2", "light"),
]


def inject_axe(page) -> None:
    """Put axe-core into the page, as DevTools runs a script: an inline ``<script>`` (Playwright's
    ``add_script_tag``) would be refused by the page's Content-Security-Policy, as it should be."""
    page.evaluate(AXE.read_text(encoding="utf-8") + "\n;void 0")


def serious_violations(page) -> list[str]:
    # Not in the middle of a transition: axe would read the colours of a fade (Material's header
    # shows the page's title by fading it in once the page scrolls; on a busy machine axe caught it
    # half-way and reported its contrast).
    # reason: CSS transitions end by themselves; an endless animation (none today) is not waited for
    page.wait_for_function("() => document.getAnimations().every(a => a.playState !== 'running'"
                           " || (a.effect && a.effect.getTiming().iterations === Infinity))")
    inject_axe(page)
    result = page.evaluate("() => axe.run(document, {resultTypes: ['violations']})")
    return [
        f"{v['id']} ({v['impact']}): {v['help']} — {[n['target'] for n in v['nodes']][:5]}"
        for v in result["violations"]
        if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.parametrize(("name", "path", "scheme"), PAGES, ids=[p[0] for p in PAGES])
def test_no_serious_accessibility_violation(recorded, site_server, name, path, scheme):
    assert AXE.is_file(), f"axe-core is not installed ({AXE}): package.json lists it, run `npm ci`"
    page = recorded.page
    if scheme == "phone":  # 390 px wide: the glossary's table scrolls sideways
        page.set_viewport_size({"width": 390, "height": 844})
        scheme = "light"
    page.emulate_media(color_scheme=scheme)  # Material follows prefers-color-scheme
    page.goto(site_server + path)
    if "solver" in path:
        root = page.get_by_test_id("solver")
        root.and_(page.locator("[data-upgraded=true]")).wait_for()
        if "?hand=" in path:
            root.and_(page.locator("[data-answered]")).wait_for()
            # Check the picker in its pressed state and the alternatives too.
            assert page.get_by_test_id("pick-7H").get_attribute("aria-pressed") == "true"
    if "knock-rummy/strategy" in path:  # the charts' data tables, opened, are checked too
        page.get_by_test_id("chart-svg").first.wait_for()
        page.evaluate("() => document.querySelectorAll('details.rl-chart-data').forEach(d => d.open = true)")
    assert serious_violations(page) == []
