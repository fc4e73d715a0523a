"""Every tool's controls on a phone, in the light palette and the dark one.

One page load per tool (English), at 390 × 844 px: every visible field, select, text area, button
and checkbox of the tool and of its Embed control is a finger's target (44 × 44 px or more; a
checkbox, its label), has a border a reader can see (a field's 3:1 or more against what lies
behind it) and text of 16 px or more (a field: iOS zooms into smaller text), and shows a focus
ring the keyboard can see (an outline of 3:1 or more, or a ring drawn as a box shadow); then the
same in the dark palette (Material's ``slate``); then at 360 px, nothing scrolls the page sideways.
The scorekeeper holds a five-player sheet, and at 360 px every cell of it, each named by its
column, and its Edit and Delete buttons are on screen; the coach's estimates keep their headings
apart. The home pages' way to Play is tested with the other practice buttons (test_way_in.py).

The pages share one tab (a module-scoped page), so the engine's shared worker outlives each
navigation and every tool after the first finds it running.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from tests.browser.conftest import RecordedPage, record_page

PHONE = {"width": 390, "height": 844}
NARROW = {"width": 360, "height": 800}
#: The first answer waits for Pyodide to start in a new worker (slow on a busy machine).
BOOT_MS = 90_000

#: Each tool's page and the state it is measured in (its controls drawn, the engine's first answer in).
TOOLS = {
    "solver": ("en/practice/solver/", "[data-testid=solver][data-upgraded=true]"),
    "quiz": ("en/practice/quiz/", "[data-testid=quiz][data-quiz-ready]"),
    "puzzles": ("en/practice/puzzles/", "[data-testid=puzzle][data-puzzle-ready]"),
    "coach": ("en/practice/knock-coach/", "[data-testid=coach][data-coach-ready]"),
    "play": ("en/practice/play/", "[data-testid=play][data-state=your-turn]"),
    "scorekeeper": ("en/scorekeeper/", "[data-testid=scorekeeper][data-upgraded=true]"),
    "house rules": ("en/house-rules/", "[data-testid=house][data-upgraded=true]"),
    "worksheet": ("en/teachers/worksheets/", "[data-testid=worksheet][data-sheet]"),
    "walkthrough": ("en/knock-rummy/walkthrough/", "[data-testid=walkthrough][data-upgraded=true]"),
}

#: Where the tools' controls are: the widgets, the worksheet maker, a walkthrough, the Embed control.
SCOPES = ".rl-widget, .rl-worksheet, .rl-walk, .rl-embed-control"

#: What is wrong with the controls in the page's palette, one line each (nothing: all is well).
CONTROLS = """(scopes) => {
  const rgb = (text) => {
    const m = /rgba?\\(([^)]*)\\)/.exec(text);
    if (!m) return null;
    const [r, g, b, a = 1] = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
    return { r, g, b, a };
  };
  const luminance = ({ r, g, b }) => [r, g, b].map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const contrast = (x, y) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (hi + 0.05) / (lo + 0.05);
  };
  const behind = (el) => {  // the first opaque background behind the element
    for (let n = el.parentElement; n; n = n.parentElement) {
      const c = rgb(getComputedStyle(n).backgroundColor);
      if (c && c.a > 0.5) return c;
    }
    return { r: 255, g: 255, b: 255, a: 1 };
  };
  const shown = (el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0;
  const name = (el) => el.dataset.testid || el.id || `${el.tagName.toLowerCase()}.${el.className}`;
  const controls = new Set();
  for (const scope of document.querySelectorAll(scopes)) {
    for (const el of scope.querySelectorAll("input:not([type=hidden]), select, textarea, button")) {
      if (shown(el)) controls.add(el);
    }
  }
  const problems = [];
  if (!controls.size) problems.push("no control found");
  const boxes = ["checkbox", "radio"];
  for (const el of controls) {
    const cs = getComputedStyle(el);
    const back = behind(el);
    const isBox = el.tagName === "INPUT" && boxes.includes(el.type);
    const isField = !isBox && (el.tagName !== "BUTTON") && !["button", "submit", "reset"].includes(el.type);
    // A finger's target: the control, or a checkbox's label.
    const target = isBox ? (el.labels && el.labels[0]) : el;
    const box = target ? target.getBoundingClientRect() : { width: 0, height: 0 };
    if (box.width < 43.5 || box.height < 43.5) {
      problems.push(`${name(el)}: target ${Math.round(box.width)}x${Math.round(box.height)} px`);
    }
    // A border a reader can see (a checkbox: the browser draws its box).
    if (isBox) {
      if (cs.appearance === "none" && cs.borderTopStyle === "none") problems.push(`${name(el)}: a checkbox without a box`);
    } else {
      const edge = rgb(cs.borderTopColor);
      if (cs.borderTopStyle === "none" || parseFloat(cs.borderTopWidth) < 1 || !edge || edge.a === 0) {
        problems.push(`${name(el)}: no border (${cs.borderTopStyle} ${cs.borderTopWidth} ${cs.borderTopColor})`);
      } else if (isField && contrast(edge, back) < 3) {
        problems.push(`${name(el)}: border ${cs.borderTopColor} is ${contrast(edge, back).toFixed(2)}:1 on its background`);
      }
    }
    if (isField && parseFloat(cs.fontSize) < 16) problems.push(`${name(el)}: text ${cs.fontSize}`);
    // The keyboard's focus ring.
    if (el.disabled) continue;
    el.focus({ preventScroll: true });
    if (document.activeElement !== el) { problems.push(`${name(el)}: takes no focus`); continue; }
    const focused = getComputedStyle(el);
    const ring = rgb(focused.outlineColor);
    const outline = focused.outlineStyle !== "none" && parseFloat(focused.outlineWidth) >= 2 && ring && ring.a > 0;
    if (!(outline && contrast(ring, back) >= 3) && focused.boxShadow === "none") {
      problems.push(`${name(el)}: focus ring ${focused.outlineStyle} ${focused.outlineWidth} ${focused.outlineColor}`
        + (ring ? ` (${contrast(ring, back).toFixed(2)}:1)` : ""));
    }
  }
  return problems;
}"""

#: True when the page scrolls sideways.
SIDEWAYS = "() => document.documentElement.scrollWidth > window.innerWidth"

#: A Knock Rummy sheet of five players (KR-3) and three hands, imported as a file.
FIVE = ["Ana Maria", "Rui", "Eva", "Joaquim", "Beatriz"]
SHEET = {"format": "rummylab-sheet", "version": 1, "game": "knock", "name": "Friday", "created": "2026-01-02T10:00:00Z",
         "players": FIVE, "first_dealer": 1,
         "entries": [{"knocker": 1, "values": ["9", "7", "7", "12", "20"]},
                     {"knocker": 2, "values": ["10", "2", "4", "3", "15"]},
                     {"knocker": None, "values": ["3", "9", "3", "8", "6"]}]}

#: What of the score sheet is off the screen or unnamed at the page's width (nothing: all is well).
SHEET_IN_VIEW = """() => {
  const problems = [];
  const width = window.innerWidth;
  const table = document.querySelector("[data-testid=scorekeeper-table]");
  const scroll = table.closest(".rl-sk-scroll");
  if (scroll.scrollWidth > scroll.clientWidth + 1) problems.push(`the sheet scrolls sideways (${scroll.scrollWidth} px in ${scroll.clientWidth})`);
  for (const cell of table.querySelectorAll("tbody td, tbody th, tfoot td, tfoot th")) {
    if (!cell.textContent.trim() && !cell.querySelector("button")) continue;
    const box = cell.getBoundingClientRect();
    const what = `${cell.closest("tr").dataset.testid || "totals"}: ${cell.dataset.label || cell.textContent.trim()}`;
    if (!box.width || !box.height || box.left < -0.5 || box.right > width + 0.5) {
      problems.push(`${what} spans ${Math.round(box.left)}..${Math.round(box.right)} px`);
    }
    const label = cell.dataset.label;
    if (label && !cell.classList.contains("rl-sk-actions")
        && !getComputedStyle(cell, "::before").content.includes(label)) {
      problems.push(`${what}: its column's name is not shown`);
    }
  }
  for (const button of table.querySelectorAll("button")) {
    const box = button.getBoundingClientRect();
    if (box.width < 43.5 || box.height < 43.5 || box.left < -0.5 || box.right > width + 0.5) {
      problems.push(`${button.dataset.testid}: ${Math.round(box.width)}x${Math.round(box.height)} at ${Math.round(box.left)} px`);
    }
  }
  return problems;
}"""

#: The gaps between the texts of the coach's neighbouring headings, in px.
HEADING_GAPS = """() => {
  const cells = [...document.querySelectorAll("[data-testid=coach-estimates] thead th")];
  const text = (cell) => { const r = document.createRange(); r.selectNodeContents(cell); return r.getBoundingClientRect(); };
  return cells.slice(1).map((cell, i) => text(cell).left - text(cells[i]).right);
}"""


@pytest.fixture(scope="module")
def tool_page(context: object, site_server: str) -> Iterator[RecordedPage]:
    """One page for the module's tools, recorded and checked as :func:`record_page`'s are."""
    yield from record_page(context, site_server)


def in_palette(page: object, scheme: str) -> None:
    """Switch Material's palette (``default`` or ``slate``), as its toggle does."""
    page.evaluate("(scheme) => document.body.setAttribute('data-md-color-scheme', scheme)", scheme)


@pytest.mark.parametrize("tool", list(TOOLS))
def test_every_control_is_a_target_with_a_border_and_a_focus_ring(tool_page: RecordedPage, tool: str) -> None:
    page = tool_page.page
    path, ready = TOOLS[tool]
    page.set_viewport_size(PHONE)
    tool_page.open(path)
    page.locator(ready).wait_for(timeout=BOOT_MS)  # the reason: the engine's first answer (Pyodide's start)
    if tool == "scorekeeper":
        before = page.get_attribute("[data-testid=scorekeeper]", "data-answered")
        page.get_by_test_id("scorekeeper-import").set_input_files(
            files=[{"name": "friday.json", "mimeType": "application/json", "buffer": json.dumps(SHEET).encode()}])
        page.wait_for_function("(before) => document.querySelector('[data-testid=scorekeeper]').dataset.answered !== before",
                               arg=before, timeout=BOOT_MS)  # the reason: the engine's answer to the sheet
        page.get_by_test_id("scorekeeper-edit-3").wait_for()
    if tool == "coach":
        page.get_by_test_id("coach-play").click()
        page.get_by_test_id("coach-estimates").wait_for(timeout=BOOT_MS)  # the reason: the engine's verdict
        gaps = page.evaluate(HEADING_GAPS)
        assert len(gaps) == 3 and min(gaps) >= 8, f"the coach's headings run together: {gaps} px apart"
    # Every fold open (the Embed control, the scorekeeper's blank sheets, …): their controls too.
    page.evaluate("(scopes) => document.querySelectorAll(scopes).forEach((s) => { if (s.tagName === 'DETAILS') s.open = true;"
                  " s.querySelectorAll('details').forEach((d) => { d.open = true; }); })", SCOPES)
    page.keyboard.press("Tab")  # the keyboard's turn: focus from here on shows as the keyboard's
    backgrounds = set()
    for scheme in ("default", "slate"):
        in_palette(page, scheme)
        backgrounds.add(page.evaluate("() => getComputedStyle(document.body).backgroundColor"))
        problems = page.evaluate(CONTROLS, SCOPES)
        assert not problems, f"{tool} ({scheme}): " + "; ".join(problems)
    assert len(backgrounds) == 2, "the dark palette was not applied"
    in_palette(page, "default")
    page.set_viewport_size(NARROW)
    assert not page.evaluate(SIDEWAYS), f"{tool}: the page scrolls sideways at 360 px"
    if tool == "scorekeeper":
        problems = page.evaluate(SHEET_IN_VIEW)
        assert not problems, "; ".join(problems)
        # Editable at 360 px: Edit opens the hand in the entry form, still with nothing sideways.
        page.get_by_test_id("scorekeeper-edit-2").click()
        page.locator("[data-testid=scorekeeper-row-2].rl-sk-editing").wait_for()
        assert page.get_by_test_id("scorekeeper-value-5").input_value() == "15"
        assert not page.evaluate(SIDEWAYS)
        # The origin's store as it was: no sheet of this test is left for a later one.
        page.evaluate("() => Object.keys(localStorage).filter((key) => key.startsWith('rummylab:scorekeeper'))"
                      ".forEach((key) => localStorage.removeItem(key))")
