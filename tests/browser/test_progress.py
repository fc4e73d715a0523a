"""The practice progress in Chromium: a missed problem comes back, progress survives, export and
import, forget, a link's problem, a broken store, and the progress page in four languages on a phone.

The answers are the engine's verdicts (a puzzle checked with no melds is never optimal: every
puzzle holds a meld); what the page shows is compared with the store the test wrote or with the
numbers of answers it gave. The schedule's later steps (3, 7, 15, 31) are tests/site/test_progress_store.py's.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from site_plugins.words import word
from tests.browser.conftest import RecordedPage, assert_only_own_origin
from tests.browser.test_a11y import serious_violations

BOOT_MS = 90_000
PHONE = {"width": 390, "height": 844}
KEY = "rummylab:progress"
LANG_PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
STORE = "() => localStorage.getItem('rummylab:progress')"


def _puzzle_ready(page: Any, before: str | None = None) -> Any:
    root = page.get_by_test_id("puzzle")
    page.wait_for_function("([el, before]) => el.dataset.upgraded === 'true' && el.dataset.progressShown"
                           " && el.dataset.progressShown !== before", arg=[root.element_handle(timeout=BOOT_MS), before],
                           timeout=BOOT_MS)
    return root


def _check_no_melds(root: Any) -> None:
    """Check with no melds: the engine's verdict is 'not optimal' (a wrong answer)."""
    before = root.get_attribute("data-checked") or "0"
    root.get_by_test_id("puzzle-check").click()
    root.page.wait_for_function("([el, b]) => (el.dataset.checked || '0') !== b", arg=[root.element_handle(), before])
    assert root.get_by_test_id("puzzle-verdict").get_attribute("data-optimal") == "false"


def _answers(page: Any) -> list[dict]:
    return json.loads(page.evaluate(STORE))["answers"]


def _open_progress(page: Any, base: str, lang: str = "en") -> Any:
    page.goto(f"{base}{LANG_PREFIX[lang]}practice/progress/")
    root = page.get_by_test_id("progress")
    root.and_(page.locator("[data-upgraded=true]")).wait_for()
    return root


def _row(root: Any, tool: str, level: str) -> tuple[int, int]:
    row = root.get_by_test_id(f"progress-row-{tool}-{level}")
    return int(row.get_attribute("data-done")), int(row.get_attribute("data-right"))


def test_missed_puzzle_returns_progress_survives_export_import_forget(recorded, site_server, browser, tmp_path):
    page = recorded.page
    base = site_server
    # A link's puzzle is practice: not counted unless the reader ticks the box.
    page.goto(f"{base}en/practice/puzzles/?seed=5")
    root = _puzzle_ready(page)
    # (The store starts empty: an answer another test's page stored as it closed, after the
    # shared tab was emptied, is not this test's to count.)
    page.evaluate("() => localStorage.removeItem('rummylab:progress')")
    assert root.get_by_test_id("progress-link").is_visible()
    _check_no_melds(root)
    assert page.evaluate(STORE) is None
    # The page's own puzzle, missed: counted, with its level and the rules it asks.
    page.goto(f"{base}en/practice/puzzles/")
    root = _puzzle_ready(page)
    assert not root.get_by_test_id("progress-link").is_visible()
    missed = root.get_attribute("data-seed")
    _check_no_melds(root)
    [first] = _answers(page)
    assert first["ok"] is False and first["tool"] == "puzzle" and first["rules"] == ["KR-4", "KR-5"]
    level_line = root.get_by_test_id("progress-problem-level").inner_text()
    assert level_line == word("progress.this_level", "en", n=first["level"])
    # The next problem is another (interval 1: one problem first), missed too...
    shown = root.get_attribute("data-progress-shown")
    root.get_by_test_id("puzzle-new").click()
    root = _puzzle_ready(page, shown)
    assert root.get_attribute("data-seed") != missed
    assert not root.get_by_test_id("progress-review").is_visible()
    _check_no_melds(root)
    # ...and then the first one comes back, with the explanation it had.
    shown = root.get_attribute("data-progress-shown")
    root.get_by_test_id("puzzle-new").click()
    root = _puzzle_ready(page, shown)
    assert root.get_attribute("data-seed") == missed
    assert root.get_by_test_id("progress-review").is_visible()
    root.get_by_test_id("progress-review-explanation").locator("summary").click()
    assert root.locator(".rl-progress-explanation .rl-explanation").count() >= 1
    # The progress page counts the two, and names the rules missed, linked to the reference.
    prog = _open_progress(page, base)
    assert _row(prog, "puzzle", "all") == (2, 0) and _row(prog, "quiz", "all") == (0, 0)
    assert prog.get_by_test_id("progress-rule-KR-5").get_attribute("data-missed") == "2"
    href = prog.get_by_test_id("progress-rule-KR-5").locator("a").get_attribute("href")
    assert href == "../../rules/#kr-5"
    assert prog.get_by_test_id("progress-waiting").get_attribute("data-waiting") == "2"
    stored = page.evaluate(STORE)
    # It survives a reload, and a restart of the browser context (its storage state carried over).
    page.reload()
    prog = page.get_by_test_id("progress")
    prog.and_(page.locator("[data-upgraded=true]")).wait_for()
    assert _row(prog, "puzzle", "all") == (2, 0)
    state = page.context.storage_state()
    other = browser.new_context(storage_state=state, service_workers="block")
    try:
        again = RecordedPage(other.new_page(), base)
        again.page.on("request", lambda r: again.requests.append(r.url))
        again.page.on("pageerror", lambda e: again.errors.append(str(e)))
        prog2 = _open_progress(again.page, base)
        assert _row(prog2, "puzzle", "all") == (2, 0)
        assert again.page.evaluate(STORE) == stored
        assert_only_own_origin(base, again.requests, again.errors)
    finally:
        other.close()
    # Export, forget (asked first), import: the same progress again.
    with page.expect_download() as download:
        prog.get_by_test_id("progress-export").click()
    path = tmp_path / "progress.json"
    download.value.save_as(path)
    assert json.loads(path.read_text()) == json.loads(stored)
    prog.get_by_test_id("progress-forget").click()
    prog.get_by_test_id("progress-forget-sure").click()
    assert page.evaluate(STORE) is None
    assert prog.get_by_test_id("progress-message").inner_text() == word("progress.forgotten", "en")
    assert _row(prog, "puzzle", "all") == (0, 0) and prog.get_by_test_id("progress-empty").is_visible()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}')
    prog.get_by_test_id("progress-import").set_input_files(bad)
    prog.get_by_test_id("progress-message").filter(has_text=word("progress.import_bad", "en")).wait_for()
    assert page.evaluate(STORE) is None
    prog.get_by_test_id("progress-import").set_input_files(path)
    prog.get_by_test_id("progress-message").filter(has_text=word("progress.imported", "en", n=2)).wait_for()
    assert json.loads(page.evaluate(STORE)) == json.loads(stored)
    assert _row(prog, "puzzle", "all") == (2, 0)


@pytest.mark.parametrize("tool, path, ready", [
    ("quiz", "practice/quiz/", "quizReady"),
    ("coach", "practice/knock-coach/", "coachReady"),
    ("puzzle", "practice/puzzles/", "puzzleReady"),
])
def test_a_broken_store_stops_no_tool(recorded, site_server, tool, path, ready):
    page = recorded.page
    page.goto(f"{site_server}robots.txt")
    page.evaluate("() => localStorage.setItem('rummylab:progress', '{\"format\": \"rummylab-progress\", broken')")
    page.goto(f"{site_server}fr/{path}")
    root = page.get_by_test_id(tool)
    page.wait_for_function(f"(el) => el.dataset.upgraded === 'true' && el.dataset.{ready}",
                           arg=root.element_handle(timeout=BOOT_MS), timeout=BOOT_MS)
    note = root.get_by_test_id("progress-store-note")
    assert note.is_visible() and note.inner_text() == word("progress.broken", "fr")
    copies = page.evaluate("""() => Object.keys(localStorage).filter((k) => k.startsWith('rummylab:progress:unreadable:'))
                                    .map((k) => JSON.parse(localStorage.getItem(k)))""")
    assert [c["text"] for c in copies] == ['{"format": "rummylab-progress", broken']
    if tool == "puzzle":  # the tool answers, and this answer is counted in a fresh progress
        _check_no_melds(root)
        assert len(_answers(page)) == 1


def test_progress_page_in_four_languages_on_a_phone(recorded, site_server, built_site):
    page = recorded.page
    page.set_viewport_size(PHONE)
    day = 86_400_000
    t0 = 1_764_892_800_000  # 2025-12-05, noon-ish in every time zone of the tests
    answers = ([{"t": t0, "tool": "quiz", "level": 3, "ok": False, "rules": ["KR-5", "KR-10c"]}]
               + [{"t": t0 + day, "tool": "quiz", "level": 3, "ok": True, "rules": ["KR-5", "KR-10b"]}] * 3
               + [{"t": t0 + 2 * day, "tool": "coach", "level": 5, "ok": False, "rules": ["KR-7", "KR-10c"]}]
               + [{"t": t0 + 2 * day, "tool": "puzzle", "level": 1, "ok": True, "rules": ["TT-4", "TT-7"]}])
    games = [{"t": t0, "game": "rummy", "level": "1", "won": True, "id": "rummy:1"},
             {"t": t0, "game": "rummy", "level": "1", "won": False, "id": "rummy:2"}]
    store = {"format": "rummylab-progress", "version": 1, "answers": answers, "reviews": [], "seen": {"quiz": 4},
             "games": games}
    page.goto(f"{site_server}robots.txt")
    page.evaluate("(s) => localStorage.setItem('rummylab:progress', s)", json.dumps(store))
    for lang in LANG_PREFIX:
        prog = _open_progress(page, site_server, lang)
        assert page.locator("h1").inner_text().rstrip("¶") == word("progress.title", lang)
        assert _row(prog, "quiz", "3") == (4, 3) and _row(prog, "coach", "5") == (1, 0)
        assert _row(prog, "puzzle", "1") == (1, 1) and _row(prog, "quiz", "1") == (0, 0)
        streak = prog.get_by_test_id("progress-streak-quiz")
        assert streak.inner_text() == word("progress.streak", lang, n=3, best=3)
        rules = prog.get_by_test_id("progress-rules").locator("tbody tr")
        assert rules.first.get_attribute("data-testid") == "progress-rule-KR-10c"  # missed twice: first
        assert rules.first.get_attribute("data-missed") == "2"
        # The link leads to the rule's entry in this language's reference.
        href = rules.first.locator("a").get_attribute("href")
        target = built_site / LANG_PREFIX[lang] / "rules" / "index.html"
        assert href == "../../rules/#kr-10c" and 'id="kr-10c"' in target.read_text(encoding="utf-8")
        chart = prog.get_by_test_id("progress-chart")
        assert chart.locator("title").first.text_content() == word("progress.chart_title", lang)
        done = chart.locator("rect[data-done]")
        assert done.evaluate_all("rs => rs.map(r => Number(r.dataset.done))") == [1, 3, 2]
        assert chart.locator("rect[data-right]").evaluate_all("rs => rs.map(r => Number(r.dataset.right))") == [0, 3, 1]
        heights = done.evaluate_all("rs => rs.map(r => Number(r.getAttribute('height')))")
        assert heights[1] > heights[2] > heights[0] > 0
        # A phone: nothing wider than the screen, the buttons big enough to tap.
        assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
        box = prog.get_by_test_id("progress-export").bounding_box()
        assert box and box["height"] >= 44
        assert prog.get_by_test_id("progress-export").inner_text() == word("progress.export", lang)
        game = prog.get_by_test_id("progress-game-rummy-1")
        assert (game.get_attribute("data-played"), game.get_attribute("data-won")) == ("2", "1")
        if lang == "fr":  # axe-core on the page with its tables and chart, as tests/browser/test_a11y.py runs it
            assert serious_violations(page) == []


def test_the_problem_of_the_day_and_yesterdays_answer(recorded, site_server):
    """The day's puzzle is the engine's for the reader's date; yesterday's comes answered, not counted."""
    from rummylab.web import handle

    page = recorded.page
    page.goto(f"{site_server}es/practice/puzzles/")
    root = _puzzle_ready(page)
    today = page.evaluate("() => { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()]; }")
    shown = root.get_attribute("data-progress-shown")
    root.get_by_test_id("progress-daily").click()
    root = _puzzle_ready(page, shown)
    assert root.get_by_test_id("progress-daily-title").inner_text().startswith("Problema del día")
    day = "{:04d}-{:02d}-{:02d}".format(*today)
    daily = json.loads(handle(json.dumps({"op": "daily", "tool": "puzzle", "date": day, "lang": "es"})))["result"]
    assert root.get_attribute("data-seed") == str(daily["problem"]["seed"])
    shown = root.get_attribute("data-progress-shown")
    root.get_by_test_id("progress-yesterday").click()
    root = _puzzle_ready(page, shown)
    assert root.get_by_test_id("puzzle-verdict").get_attribute("data-optimal") == "true"
    assert root.locator(".rl-explanation").count() >= 1
    assert page.evaluate(STORE) is None  # yesterday's answer is shown, not counted
