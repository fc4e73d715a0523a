"""The scorekeeper (docs/assets/scorekeeper.js) live in Chromium, in every language.

One page per language (module-scoped, to stay within the browser tier's time budget) runs a compact
flow: a three-hand Knock Rummy sheet with a beaten knocker and a shared win, entered by deadwood
and by cards, with bad entries refused at their field and nothing lost; a short Three Thirteen and
Rummy sheet; then edits, undoes, reloads, exports (JSON, and CSV with the language's separator) and
imports. English also prints.

The expected totals are worked out by hand from RULES.md in the comments, not asked of the engine;
the expected error messages are the engine's own (the page must show them at the field, localized).
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from rummylab.web import handle
from rummylab.words.language import text
from site_plugins.widgets.scorekeeper import DEMO
from site_plugins.words import word
from tests.browser.conftest import RecordedPage, assert_only_own_origin
from tests.browser.drawn import drawn_as_built
from tests.browser.test_a11y import serious_violations

LANG_PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
#: The first answer waits for Pyodide to start in a new worker (slow on a busy machine).
BOOT_MS = 90_000
ROOT = "[data-testid=scorekeeper]"
NAMES = ["Ana", "Rui", "Eva"]
PHONE = {"width": 390, "height": 844}
#: Forget every sheet the scorekeeper keeps (one record per sheet, docs/assets/scorekeeper-store.js).
CLEAR_STORE = """() => Object.keys(localStorage).filter((key) => key.startsWith('rummylab:scorekeeper'))
                                              .forEach((key) => localStorage.removeItem(key))"""

# Hand 1, by deadwood (KR-10c): Ana knocks with 9, Rui and Eva hold 7 each: Ana pays 9 − 7 + 10 = 12,
# split 6 + 6 → Ana −12, Rui +6, Eva +6.
HAND_1 = (1, ["9", "7", "7"])
# Hand 2, by cards (KR-5, KR-10c): Rui knocks with KR-EX1's 4♥ 5♥ 6♥ Q♣ Q♦ Q♠ 8♦ (8); Ana holds
# A♠ A♥ A♦ 7♣ 8♣ 9♣ 3♥ (3); Eva 2♠ 3♠ 4♠ J♦ J♣ J♥ 5♦ (5). Rui pays 8 − 3 + 10 = 15, Eva 5 − 3 = 2, both
# to Ana → Ana 5, Rui −9, Eva 4.
HAND_2 = (2, ["AS AH AD 7C 8C 9C 3H", "4H 5H 6H QC QD QS 8D", "2S 3S 4S JD JC JH 5D"])
# Hand 3, by deadwood (KR-10d): Eva knocks with 2, tied with Rui on 2; Ana (3) pays 3 − 2 = 1 to Rui
# → Ana 4, Rui −8, Eva 4: Ana and Eva share the win (KR-11).
HAND_3 = (3, ["3", "2", "2"])
TOTALS = ["+4", "−8", "+4"]


def sheet_json(game: str, players: list[str], entries: list[dict], name: str = "T") -> dict:
    return {"format": "rummylab-sheet", "version": 1, "game": game, "name": name, "created": "2026-01-02T10:00:00Z",
            "players": players, "first_dealer": 1, "entries": entries}


def engine_error(lang: str, sheet: dict) -> str:
    """The engine's message for a sheet it refuses (what the page must show at the field)."""
    answer = json.loads(handle(json.dumps({"op": "sheet", "sheet": sheet, "lang": lang})))
    assert not answer["ok"], answer
    return answer["error"]["message"]


@pytest.fixture(scope="module", params=["pt", "en", "es", "fr"])
def lang_page(request: pytest.FixtureRequest, context: object, site_server: str) -> Iterator[tuple[str, RecordedPage]]:
    """One page per language for the module's tests, checked like the shared ``recorded`` fixture."""
    page = context.new_page()
    page.set_viewport_size(PHONE)  # a phone first
    page.set_default_timeout(30_000)
    rec = RecordedPage(page, site_server)
    page.on("request", lambda r: rec.requests.append(r.url))
    page.on("pageerror", lambda err: rec.errors.append(str(err)))
    try:
        rec.open(LANG_PREFIX[request.param] + "scorekeeper/")
        # Each language starts from an empty store (the four languages share one origin).
        page.evaluate(CLEAR_STORE)
        page.reload()
        page.wait_for_selector(f"{ROOT}[data-upgraded=true]", timeout=BOOT_MS)
        yield request.param, rec
        assert_only_own_origin(site_server, rec.requests, rec.errors)
    finally:
        page.close()


def settled(page: object, action) -> None:
    """Do ``action`` and wait for the engine's answer to it (the root's data-answered moves on)."""
    before = page.get_attribute(ROOT, "data-answered")
    action()
    page.wait_for_function(
        """(before) => { const r = document.querySelector('[data-testid=scorekeeper]');
                         return r.dataset.answered !== before && !r.hasAttribute('aria-busy'); }""",
        arg=before, timeout=BOOT_MS)  # the reason: the engine's answer (the first one boots Pyodide)


def start(page: object, game: str, players: list[str]) -> None:
    setup = page.get_by_test_id("scorekeeper-setup")
    if setup.is_hidden():
        page.get_by_test_id("scorekeeper-new").click()
    page.get_by_test_id("scorekeeper-game").select_option(game)
    page.get_by_test_id("scorekeeper-players").fill("\n".join(players))
    settled(page, lambda: page.get_by_test_id("scorekeeper-start").click())
    page.get_by_test_id("scorekeeper-entry").wait_for()  # the reason: the sheet's first entry form


def enter(page: object, who: int | None, values: list[str]) -> None:
    page.get_by_test_id("scorekeeper-who").select_option("" if who is None else str(who))
    for seat, value in enumerate(values, start=1):
        page.get_by_test_id(f"scorekeeper-value-{seat}").fill(value)
    settled(page, lambda: page.get_by_test_id("scorekeeper-add").click())


def rows(page: object) -> int:
    return page.locator("[data-testid=scorekeeper-table] tbody tr").count()


def totals(page: object, n: int) -> list[str]:
    return [page.get_by_test_id(f"scorekeeper-total-{i}").inner_text().strip() for i in range(1, n + 1)]


def test_knock_rummy_sheet_with_bad_entries(lang_page: tuple[str, RecordedPage]) -> None:
    lang, rec = lang_page
    page = rec.page
    # The script draws a sheet from the templates the build drew the example with, exactly as built
    # (without its Edit and Delete buttons).
    demo = json.loads(handle(json.dumps({"op": "sheet", "sheet": DEMO, "lang": lang})))["result"]
    assert drawn_as_built(page, widget="scorekeeper", part="[data-testid=scorekeeper-body]", data=demo,
                          module="scorekeeper.js", call="renderSheet") == "same"
    start(page, "knock", NAMES)
    enter(page, *HAND_1)
    assert rows(page) == 1 and totals(page, 3) == ["−12", "+6", "+6"]
    # Bad deadwood for Rui (seat 2): the engine's message at Rui's field, localized; nothing is lost.
    for bad in ("-3", "999", "x"):
        enter(page, 2, ["5", bad, "4"])
        box = page.get_by_test_id("scorekeeper-value-error-2")
        wanted = engine_error(lang, sheet_json("knock", NAMES, [
            {"knocker": 1, "values": HAND_1[1]}, {"knocker": 2, "values": ["5", bad, "4"]}]))
        assert box.is_visible() and box.inner_text() == wanted
        assert "Rui" in wanted and bad in wanted
        assert page.get_by_test_id("scorekeeper-value-2").get_attribute("aria-invalid") == "true"
        assert rows(page) == 1 and totals(page, 3) == ["−12", "+6", "+6"]
        assert page.get_by_test_id("scorekeeper-value-1").input_value() == "5"  # the reader's input is kept
    if lang == "fr":  # axe once (it takes a while), with the form showing an error at a field
        assert serious_violations(page) == []
    enter(page, *HAND_2)
    assert page.get_by_test_id("scorekeeper-value-error-2").count() == 1  # a fresh form, no stale error
    assert not page.get_by_test_id("scorekeeper-value-error-2").is_visible()
    assert totals(page, 3) == ["+5", "−9", "+4"]
    # The cards are drawn with their suits, red for hearts and diamonds, named in the page's language.
    why = page.get_by_test_id("scorekeeper-why-2")
    assert why.get_attribute("open") is not None  # the latest hand is explained at once
    assert page.get_by_test_id("scorekeeper-why-1").get_attribute("open") is None
    card = why.locator(".rl-card", has_text="Q♦").first
    assert "rl-red" in card.get_attribute("class") and card.get_attribute("aria-label") != "Q♦"
    enter(page, *HAND_3)
    assert totals(page, 3) == TOTALS
    assert page.get_attribute(ROOT, "data-complete") == "true"
    summary = page.get_by_test_id("scorekeeper-summary").inner_text()
    assert "Ana" in summary and "Eva" in summary
    assert page.get_by_test_id("scorekeeper-entry").is_hidden()  # the session is over (KR-3)
    assert page.get_by_test_id("scorekeeper-over").inner_text() == word("scorekeeper.over", lang)
    # On a phone the sheet scrolls inside its own box; the page itself never scrolls sideways.
    assert page.evaluate("() => document.documentElement.scrollWidth <= document.documentElement.clientWidth")


def test_three_thirteen_and_rummy_sheets(lang_page: tuple[str, RecordedPage]) -> None:
    lang, rec = lang_page
    page = rec.page
    # Three Thirteen, round 1 (threes wild, TT-3): Ana went out (0); Rui's 3♠ 4♦ K♥ melds nothing:
    # the wild three left over counts 3 (TT-7) → 3 + 4 + 10 = 17; Eva wrote 5.
    sheets = page.get_by_test_id("scorekeeper-sheets").locator("option").count()
    start(page, "three-thirteen", NAMES)
    enter(page, 1, ["0", "3S 4D KH", "5"])
    assert totals(page, 3) == ["0", "17", "5"]
    assert "4" in page.get_by_test_id("scorekeeper-next-note").inner_text()  # round 2: fours are wild
    # Rummy: two players out in one round is refused at the second one (RU-6); then Rui goes out,
    # Ana holds K♠ 2♣ = 12 and Eva wrote 9: Rui scores 21 (RU-8).
    start(page, "rummy", NAMES)
    enter(page, 1, ["0", "0", "9"])
    wanted = engine_error(lang, sheet_json("rummy", NAMES, [{"out": 1, "values": ["0", "0", "9"]}]))
    assert page.get_by_test_id("scorekeeper-value-error-2").inner_text() == wanted and "RU-6" in wanted
    assert rows(page) == 0
    enter(page, 2, ["KS 2C", "", "9"])
    assert totals(page, 3) == ["0", "21", "0"]
    # Both sheets are kept with the others.
    assert page.get_by_test_id("scorekeeper-sheets").locator("option").count() == sheets + 2


def import_sheet(page: object, data: dict) -> None:
    settled(page, lambda: page.get_by_test_id("scorekeeper-import").set_input_files(
        files=[{"name": "sheet.json", "mimeType": "application/json", "buffer": json.dumps(data).encode()}]))


#: The three hands above as a sheet file (the entry form itself is tested in every language above).
KNOCK_SHEET = sheet_json("knock", NAMES, [{"knocker": k, "values": v} for k, v in (HAND_1, HAND_2, HAND_3)])


def test_edit_undo_reload_export_import(lang_page: tuple[str, RecordedPage]) -> None:
    lang, page = lang_page[0], lang_page[1].page
    import_sheet(page, KNOCK_SHEET)
    assert rows(page) == 3 and totals(page, 3) == TOTALS, page.get_by_test_id("scorekeeper-import-error").inner_text()
    # Edit hand 1: Ana now holds 5, Rui 7, Eva 7 and Ana knocks alone lowest (KR-10b): Rui and Eva pay
    # 2 each → hand 1 Ana +4, Rui −2, Eva −2 instead of −12, +6, +6; the totals move by +16, −8, −8.
    page.get_by_test_id("scorekeeper-edit-1").click()
    assert page.get_by_test_id("scorekeeper-value-1").input_value() == "9"
    page.get_by_test_id("scorekeeper-value-1").fill("5")
    settled(page, lambda: page.get_by_test_id("scorekeeper-add").click())
    assert totals(page, 3) == ["+20", "−16", "−4"]
    settled(page, lambda: page.get_by_test_id("scorekeeper-undo").click())
    assert totals(page, 3) == TOTALS
    # Delete hand 3 and undo it.
    settled(page, lambda: page.get_by_test_id("scorekeeper-delete-3").click())
    assert rows(page) == 2 and totals(page, 3) == ["+5", "−9", "+4"]
    settled(page, lambda: page.get_by_test_id("scorekeeper-undo").click())
    assert rows(page) == 3
    # Reload: the sheet is still there.
    page.reload()
    page.wait_for_selector(f"{ROOT}[data-entries='3']", timeout=BOOT_MS)  # the reason: the saved sheet drawn
    assert totals(page, 3) == TOTALS
    # Export JSON and CSV.
    with page.expect_download() as info:
        page.get_by_test_id("scorekeeper-export-json").click()
    exported = json.loads(Path(info.value.path()).read_text(encoding="utf-8"))
    assert exported["format"] == "rummylab-sheet" and exported["players"] == NAMES and len(exported["entries"]) == 3
    with page.expect_download() as info:
        page.get_by_test_id("scorekeeper-export-csv").click()
    csv_lines = Path(info.value.path()).read_text(encoding="utf-8-sig").splitlines()
    separator = "," if lang == "en" else ";"  # where the decimal comma is the language's, cells part with ;
    # Numbers as a spreadsheet reads them: ASCII minus, no plus (tests/engine/test_sheet_limits_csv.py).
    assert len(csv_lines) == 4 and csv_lines[3].split(separator)[-3:] == ["4", "-8", "4"]
    # Import a file that is not a sheet: refused at the field, nothing changed.
    before = page.get_by_test_id("scorekeeper-sheets").locator("option").count()
    settled(page, lambda: page.get_by_test_id("scorekeeper-import").set_input_files(
        files=[{"name": "notes.json", "mimeType": "application/json", "buffer": b'{"shopping": ["milk"]}'}]))
    message = page.get_by_test_id("scorekeeper-import-error")
    assert message.is_visible() and engine_error(lang, {"shopping": ["milk"]}) in message.inner_text()
    assert page.get_by_test_id("scorekeeper-sheets").locator("option").count() == before and totals(page, 3) == TOTALS
    # A sheet whose hand 2 names a knocker who is not at the table: refused, saying where.
    bad = dict(exported, entries=[exported["entries"][0], dict(exported["entries"][1], knocker=7)])
    import_sheet(page, bad)
    said = message.inner_text()
    assert message.is_visible() and said.startswith(text("sheet.where.hand", lang, n=2)), said
    assert engine_error(lang, bad) in said
    assert page.get_by_test_id("scorekeeper-sheets").locator("option").count() == before and totals(page, 3) == TOTALS
    # Import the exported sheet back: a new sheet with the same totals.
    settled(page, lambda: page.get_by_test_id("scorekeeper-import").set_input_files(
        files=[{"name": "s.json", "mimeType": "application/json", "buffer": json.dumps(exported).encode()}]))
    assert page.get_by_test_id("scorekeeper-sheets").locator("option").count() == before + 1
    assert totals(page, 3) == TOTALS and message.is_hidden()


@pytest.mark.parametrize("lang_page", ["en"], indirect=True)
def test_print_view_fits_one_a4_page(lang_page: tuple[str, RecordedPage]) -> None:
    page = lang_page[1].page
    # Five players, eleven rounds of Three Thirteen (imported: the entry form is tested above).
    players = ["Ana", "Rui", "Eva", "Zé", "Lia"]
    entries = [{"out": 1, "values": ["0", str(n), str(2 * n), str(3 * n), "7"]} for n in range(1, 12)]
    data = sheet_json("three-thirteen", players, entries, name="Long game")
    import_sheet(page, data)
    assert rows(page) == 11
    # Totals: 0, 1 + … + 11 = 66, 132, 198, 77; Ana wins (TT-7).
    assert totals(page, 5) == ["0", "66", "132", "198", "77"]
    page.emulate_media(media="print")
    try:
        pdf = PdfReader(io.BytesIO(page.pdf(format="A4")))
        assert len(pdf.pages) == 1, f"the sheet prints on {len(pdf.pages)} pages"
        printed = pdf.pages[0].extract_text()
        assert "Long game" in printed and "198" in printed and "Lia" in printed
        assert "How to use it" not in printed  # the page's prose is not printed with the sheet
        # A blank Three Thirteen sheet prints alone on one page too.
        page.evaluate("() => { document.querySelector('[data-testid=scorekeeper]').dataset.print = 'blank-three-thirteen'; }")
        pdf = PdfReader(io.BytesIO(page.pdf(format="A4")))
        assert len(pdf.pages) == 1
        printed = pdf.pages[0].extract_text()
        assert "Three Thirteen" in printed and "Long game" not in printed and "K" in printed
    finally:
        page.evaluate("() => { delete document.querySelector('[data-testid=scorekeeper]').dataset.print; }")
        page.emulate_media(media="screen")
