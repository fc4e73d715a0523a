"""Worked examples and quiz tables on a phone: 360 × 800 px, every page that has one, four languages.

On every built page with a worked example, a quiz, the games' comparison or a chart (the rules pages,
the embed pages, compare/ and knock-rummy/strategy/), with every fold open: no table, table wrapper or example is wider than
the screen or sticks out of it, nothing inside them scrolls sideways, the document has no
horizontal scroll, a stacked table shows each cell as a labelled line, and a hand of cards in a
table keeps its cards side by side (its first two cards on one line, never one card per line). The quiz is looked at twice: its folded answer as the page is built (the page's
scripts held back, as for a reader without JavaScript), then live, with a level-3 table (the
five players) answered and checked, the verdict and the payments drawn by quiz.js.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rummylab.practice.quiz import make_quiz

PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
PHONE = {"width": 360, "height": 800}
BOOT_MS = 90_000  # the first quiz answer waits for Pyodide to start
#: The first level-3 quiz with five players: the widest table the quiz draws (tables come from
#: seeded bot play, so which seed that is follows the bots).
WIDE_SEED = next(seed for seed in range(1, 200) if make_quiz(seed, 3).players == 5)

# Everything the reader sees of an example or a quiz table, and what could scroll sideways.
MEASURE = """() => {
  document.querySelectorAll("details").forEach((d) => { d.open = true; });
  const width = document.documentElement.clientWidth;
  const problems = [];
  const name = (el) => el.tagName.toLowerCase() + (el.className ? "." + String(el.className).trim().replace(/\\s+/g, ".") : "")
    + (el.closest("[data-example]") ? ` in ${el.closest("[data-example]").dataset.example}` : "");
  const selectors = [".rl-example", ".rl-table", ".rl-table table", ".rl-table .md-typeset__scrollwrap",
                     ".rl-table .md-typeset__table", ".rl-quiz", ".rl-quiz table", ".rl-quiz .rl-result"];
  for (const el of document.querySelectorAll(selectors.join(","))) {
    const box = el.getBoundingClientRect();
    if (!box.width) continue;
    if (box.width > width + 0.5 || box.right > width + 0.5 || box.left < -0.5) {
      problems.push(`${name(el)} spans ${Math.round(box.left)}..${Math.round(box.right)} px`);
    }
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible") {
      problems.push(`${name(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth})`);
    }
  }
  for (const hand of document.querySelectorAll(".rl-table .rl-hand, .rl-quiz .rl-hand")) {
    const cards = hand.querySelectorAll(".rl-card");
    if (cards.length < 2 || !cards[0].getBoundingClientRect().width) continue;
    if (Math.abs(cards[0].getBoundingClientRect().top - cards[1].getBoundingClientRect().top) > 2) {
      problems.push(`${name(hand)}: its cards stand one per line`);
    }
  }
  // A stacked table (rl-stack) shows each cell as a line: its column's name beside its value, the
  // value one grid item (its .rl-cell), so a link or a bare word never gets a grid row of its own.
  for (const cell of document.querySelectorAll(".rl-stack td[data-label]:not(:empty)")) {
    if (!cell.getBoundingClientRect().width) continue;
    const loose = [...cell.childNodes].filter((n) => n.nodeType === 1 ? !n.classList.contains("rl-cell") : n.textContent.trim());
    if (getComputedStyle(cell).display !== "grid" || loose.length) {
      problems.push(`${name(cell.closest(".rl-stack"))}: a cell is not one labelled line (${getComputedStyle(cell).display}, ${loose.length} loose parts)`);
      break;
    }
  }
  const doc = document.documentElement.scrollWidth;
  if (doc > width) problems.push(`the document scrolls sideways (${doc} px in ${width})`);
  return problems;
}"""


def pages_with_tables(site: Path, lang: str) -> list[str]:
    """Every built page of the language (embed pages included) that shows an example or a quiz."""
    root = site / PREFIX[lang]
    out = []
    for path in sorted(root.rglob("index.html")):
        rel = path.parent.relative_to(site).as_posix()
        if lang == "pt" and rel.split("/")[0] in ("en", "es", "fr"):
            continue
        html = path.read_text(encoding="utf-8")
        if ('class="rl-example ' in html or 'data-rl-widget="quiz"' in html or 'class="rl-table rl-stack rl-compare"' in html
                or 'data-rl-chart="' in html):  # the strategy page's charts, with their data tables
            out.append("" if rel == "." else rel + "/")
    return out


@pytest.mark.parametrize("lang", list(PREFIX))
def test_examples_and_quiz_tables_fit_a_phone(recorded: object, built_site: Path, lang: str) -> None:
    page = recorded.page
    page.set_viewport_size(PHONE)
    paths = pages_with_tables(built_site, lang)
    assert f"{PREFIX[lang]}knock-rummy/" in paths and f"{PREFIX[lang]}practice/quiz/" in paths
    assert f"{PREFIX[lang]}embed/example/kr-ex1/" in paths and f"{PREFIX[lang]}embed/quiz/" in paths
    assert f"{PREFIX[lang]}compare/" in paths  # the three games side by side (compare.md)
    problems: list[str] = []

    # As built: the quiz's folded answer stays when its script does not run.
    page.route("**/assets/widgets.js", lambda route: route.abort())
    try:
        for path in paths:
            recorded.open(path)
            problems += [f"/{path}: {p}" for p in page.evaluate(MEASURE)]
            if path == f"{PREFIX[lang]}practice/quiz/":
                assert page.locator(".rl-quiz-static-answer table.rl-quiz-transfers").count() == 1
    finally:
        page.unroute("**/assets/widgets.js")

    # Live: a level-3 table of five players, answered and checked.
    recorded.open(f"{PREFIX[lang]}practice/quiz/?seed={WIDE_SEED}&level=3")
    page.locator("[data-testid=quiz][data-upgraded=true]").wait_for()
    page.locator(f'[data-testid=quiz][data-quiz-ready="{WIDE_SEED}"] [data-testid=quiz-answer-5]').wait_for(
        timeout=BOOT_MS)  # the reason: the engine's five-player table
    answers = page.locator("[data-testid^=quiz-answer-]")
    for i in range(answers.count()):
        answers.nth(i).fill("0")
    page.get_by_test_id("quiz-check").click()
    page.locator("table.rl-quiz-verdict").wait_for(timeout=BOOT_MS)
    problems += [f"/{PREFIX[lang]}practice/quiz/ (checked): {p}" for p in page.evaluate(MEASURE)]
    assert not problems, "\n".join(problems)
