"""The scorekeeper's store (docs/assets/scorekeeper-store.js): nothing a reader keeps is lost.

Two tabs are two pages of the browser tier's one context (they share localStorage and hear each
other's `storage` events). They edit different sheets and the same one, live; an edit made on a
version this tab had not yet heard of is kept beside the other (a copy, named so, and a notice).
Big sheets go out through the page's own export (the downloaded file) and come back equal. A
`null` record, a broken record and a garbage store each leave the page working, say so, and offer
what could not be read for download; every copy set aside is kept.

English pages: the words are the catalogue's (tests/site checks the four languages' parity); the
scorekeeper's every-language flow is tests/browser/test_scorekeeper.py.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from site_plugins.words import word
from tests.browser.conftest import RecordedPage, assert_only_own_origin
from tests.browser.test_scorekeeper import BOOT_MS, CLEAR_STORE, PHONE, ROOT, enter, rows, settled, sheet_json, totals

PATH = "en/scorekeeper/"
SHEET_PREFIX = "rummylab:scorekeeper:sheet:"
NAMES = ["Ana", "Rui", "Eva"]


def fill(term: str, **values: str) -> str:
    """A catalogue sentence with its slots filled, as the page's fill() does."""
    return word(term, "en", **values)


def new_tab(context: Any, site_server: str) -> RecordedPage:
    page = context.new_page()
    page.set_viewport_size(PHONE)
    page.set_default_timeout(30_000)
    rec = RecordedPage(page, site_server)
    page.on("request", lambda r: rec.requests.append(r.url))
    page.on("pageerror", lambda err: rec.errors.append(str(err)))
    return rec


def load(page: Any) -> None:
    page.wait_for_selector(f"{ROOT}[data-upgraded=true]", timeout=BOOT_MS)  # the reason: the script has set up


@pytest.fixture(scope="module")
def tabs(context: Any, site_server: str) -> Iterator[tuple[Any, Any]]:
    """Two tabs of the scorekeeper, from an empty store."""
    a, b = new_tab(context, site_server), new_tab(context, site_server)
    try:
        a.open(PATH)
        a.page.evaluate(CLEAR_STORE)
        a.page.reload()
        load(a.page)
        b.open(PATH)
        load(b.page)
        yield a.page, b.page
        for rec in (a, b):
            assert_only_own_origin(site_server, rec.requests, rec.errors)
    finally:
        a.page.close()
        b.page.close()


def stored(page: Any) -> dict[str, dict[str, Any]]:
    """Every sheet record in localStorage, by its name."""
    records = page.evaluate(f"""() => Object.keys(localStorage).filter((k) => k.startsWith('{SHEET_PREFIX}'))
                                           .map((k) => JSON.parse(localStorage.getItem(k)))""")
    return {r["sheet"]["name"]: r for r in records}


def stored_ids(page: Any) -> list[str]:
    return page.evaluate(f"""() => Object.keys(localStorage).filter((k) => k.startsWith('{SHEET_PREFIX}'))
                                     .map((k) => k.slice({len(SHEET_PREFIX)}))""")


def import_file(page: Any, data: dict[str, Any] | None = None, *, path: str | None = None) -> None:
    files = path if path is not None else [{"name": "sheet.json", "mimeType": "application/json",
                                            "buffer": json.dumps(data).encode()}]
    settled(page, lambda: page.get_by_test_id("scorekeeper-import").set_input_files(files=files))
    assert page.get_by_test_id("scorekeeper-import-error").is_hidden(), \
        page.get_by_test_id("scorekeeper-import-error").inner_text()


def choose(page: Any, name: str) -> None:
    """Open the sheet called ``name`` from the list of saved sheets."""
    value = page.evaluate("""(name) => [...document.querySelectorAll('[data-testid=scorekeeper-sheets] option')]
                                           .find((o) => o.textContent.startsWith(name + ' — ')).value""", name)
    settled(page, lambda: page.get_by_test_id("scorekeeper-sheets").select_option(value))


def names_listed(page: Any) -> list[str]:
    return [t.split(" — ")[0] for t in page.get_by_test_id("scorekeeper-sheets").locator("option").all_inner_texts()]


def wait_listed(page: Any, names: list[str]) -> None:
    """Wait until the list of saved sheets names exactly ``names`` (another tab's change heard)."""
    try:
        page.wait_for_function("""(names) => JSON.stringify([...document.querySelectorAll(
            '[data-testid=scorekeeper-sheets] option')].map((o) => o.textContent.split(' — ')[0]).sort())
            === JSON.stringify(names)""", arg=sorted(names))  # the reason: a storage event from the other tab
    except Exception as err:  # noqa: BLE001 - say what the tab lists and stores instead
        keys = page.evaluate("() => Object.keys(localStorage)")
        raise AssertionError(f"listed {names_listed(page)}, stored {keys}, wanted {sorted(names)}") from err


def wait_entries(page: Any, n: int) -> None:
    page.wait_for_selector(f"{ROOT}[data-entries='{n}']:not([aria-busy])", timeout=BOOT_MS)  # the reason: the other tab's change drawn


def test_two_tabs_editing_different_sheets_and_the_same_sheet_lose_nothing(tabs: tuple[Any, Any]) -> None:
    a, b = tabs
    import_file(a, sheet_json("knock", NAMES, [{"knocker": 1, "values": ["9", "7", "7"]}], name="X"))
    import_file(a, sheet_json("rummy", NAMES, [], name="Y"))
    # Tab B hears of both sheets at once, without a reload.
    wait_listed(b, ["X", "Y"])
    choose(b, "X")
    # The story of two tabs overwriting each other: tab A adds a round to Y and imports Z; tab B, on X,
    # adds a hand and switches sheets.
    enter(a, 2, ["KS 2C", "", "9"])  # RU-8: Rui scores 12 + 9 = 21
    import_file(a, sheet_json("three-thirteen", NAMES, [], name="Z"))
    enter(b, 2, ["3", "2", "4"])  # KR-10b: Rui knocks alone lowest; Ana pays 1, Eva 2
    choose(b, "Y")
    assert rows(b) == 1 and totals(b, 3) == ["0", "21", "0"]  # A's round, in B
    choose(b, "Z")
    records = stored(a)
    assert sorted(records) == ["X", "Y", "Z"]
    assert len(records["X"]["sheet"]["entries"]) == 2 and len(records["Y"]["sheet"]["entries"]) == 1
    assert sorted(names_listed(a)) == sorted(names_listed(b)) == ["X", "Y", "Z"]

    # The same sheet in both tabs: B's hand appears in A as it is added.
    choose(a, "X")
    choose(b, "X")
    assert rows(a) == 2
    # (X: hand 1 −12 +6 +6; hand 2 +... as entered above.)
    before = totals(a, 3)
    # An edit from another tab that tab A has not heard of yet (a same-page write fires no event there):
    # hand 3 with Eva knocking. Then A adds its own hand 3: both versions are kept.
    a.evaluate("""([key, id]) => {
        const rec = JSON.parse(localStorage.getItem(key + id));
        rec.rev += 1;
        rec.sheet.entries.push({knocker: 3, values: ["5", "5", "1"]});
        localStorage.setItem(key + id, JSON.stringify(rec));
    }""", [SHEET_PREFIX, a.get_by_test_id("scorekeeper-sheets").input_value()])
    wait_entries(b, 3)  # B heard of it (it is another tab for B)
    enter(a, 1, ["0", "4", "6"])  # KR-10a: Ana knocks on rum: Rui pays 29, Eva 31
    notice = a.get_by_test_id("scorekeeper-notice-conflict")
    copy = fill("scorekeeper.conflict_name", name="X")
    assert notice.is_visible() and notice.inner_text().startswith(fill("scorekeeper.conflict", name="X", copy=copy))
    assert notice.locator("..").get_attribute("aria-live") == "polite"
    records = stored(a)
    assert records["X"]["sheet"]["entries"][2] == {"knocker": 1, "values": ["0", "4", "6"]}  # this tab's
    assert records[copy]["sheet"]["entries"][2] == {"knocker": 3, "values": ["5", "5", "1"]}  # the other's
    assert records["X"]["sheet"]["entries"][:2] == records[copy]["sheet"]["entries"][:2]
    # Tab B follows: X is A's version, and the copy is listed.
    wait_listed(b, ["X", "Y", "Z", copy])
    wait_entries(b, 3)
    b.wait_for_function("""(want) => [1, 2, 3].map((i) => document.querySelector(
        `[data-testid=scorekeeper-total-${i}]`).innerText.trim()).join(' ') === want""",
                        arg=" ".join(totals(a, 3)), timeout=BOOT_MS)  # the reason: A's version scored in B
    assert totals(a, 3) != before
    assert b.get_by_test_id("scorekeeper-status").inner_text() == fill("scorekeeper.updated_elsewhere", name="X")
    # The notice stays until it is closed.
    a.get_by_test_id("scorekeeper-notice-conflict-close").click()
    assert a.get_by_test_id("scorekeeper-notice-conflict").count() == 0
    # X deleted in tab A while tab B has it open: B says so and opens another sheet.
    a.once("dialog", lambda dialog: dialog.accept())
    settled(a, lambda: a.get_by_test_id("scorekeeper-delete-sheet").click())
    wait_listed(b, ["Y", "Z", copy])
    deleted = b.get_by_test_id("scorekeeper-notice-deleted")
    deleted.wait_for()  # the reason: the other tab's deletion heard
    assert deleted.inner_text().startswith(fill("scorekeeper.deleted_elsewhere", name="X"))
    assert b.get_by_test_id("scorekeeper-sheets").input_value() in stored_ids(b)


def export_json(page: Any) -> tuple[str, str]:
    """The page's own JSON export: the downloaded file's path and text."""
    with page.expect_download() as info:
        page.get_by_test_id("scorekeeper-export-json").click()
    path = info.value.path()
    return str(path), Path(path).read_text(encoding="utf-8")


def rummy_100_rounds() -> dict[str, Any]:
    # RU-7: a round with nobody out scores nothing; every tenth round Ana goes out and each other
    # player holds a card or two (RU-8), so Ana stays short of 200 after 100 rounds.
    players = ["Ana", "Rui", "Eva", "Zé", "Lia", "Tó"]
    entries = [{"out": 1, "values": ["", "2C", "3", "4D", "2", "AH AD"]} if n % 10 == 0 else
               {"out": None, "values": [""] * 6} for n in range(1, 101)]
    return sheet_json("rummy", players, entries, name="Long Rummy")


def three_thirteen_8_players() -> dict[str, Any]:
    # TT-10: 8 players; round 11 in cards, 13 each (a run of 13 spades leaves nothing).
    players = [f"Player {i}" for i in range(1, 9)]
    entries = [{"out": 1, "values": ["0"] + [str(n + i) for i in range(7)]} for n in range(1, 11)]
    entries.append({"out": 2, "values": ["10H JH QD 10D 10C 7C 8C 9C 10S 4D 4H 6D 8S",
                                         "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"] + ["12"] * 6})
    return sheet_json("three-thirteen", players, entries, name="Eight at the table")


@pytest.mark.parametrize("sheet", [rummy_100_rounds(), three_thirteen_8_players()], ids=["rummy-6x100", "tt-8x11"])
def test_the_page_imports_its_own_export_of_a_big_sheet(tabs: tuple[Any, Any], sheet: dict[str, Any]) -> None:
    a = tabs[0]
    import_file(a, sheet)
    n = len(sheet["entries"])
    assert rows(a) == n
    shown = totals(a, len(sheet["players"]))
    path, text = export_json(a)
    assert len(text) > 2000  # past the old limit on a text's length
    import_file(a, path=path)  # the downloaded file itself
    assert rows(a) == n and totals(a, len(sheet["players"])) == shown
    assert a.get_by_test_id("scorekeeper-status").inner_text() == fill("scorekeeper.imported", name=sheet["name"])
    again = export_json(a)[1]
    assert again == text
    assert {k: v for k, v in json.loads(again).items() if k in sheet} == sheet


SETTLED = f"{ROOT}[data-upgraded=true]"


def test_broken_records_are_set_aside_one_by_one_and_offered(tabs: tuple[Any, Any]) -> None:
    a, b = tabs
    b.close()  # one tab from here: a reload in A is heard by nobody
    good = sheet_json("knock", NAMES, [{"knocker": 1, "values": ["9", "7", "7"]}], name="Good")
    # The older format (one object) with one sheet set to null, and a sheet record of the new one broken.
    a.evaluate(CLEAR_STORE)
    a.evaluate("""([good, prefix]) => {
        localStorage.setItem('rummylab:scorekeeper', JSON.stringify({current: 'broken', sheets: {good, broken: null}}));
        localStorage.setItem(prefix + 'torn', '{"rev": 2, "sheet": {"game": "knock", "play');
    }""", [good, SHEET_PREFIX])
    a.reload()
    wait_entries(a, 1)  # the good sheet opens and is scored
    assert totals(a, 3) == ["−12", "+6", "+6"] and names_listed(a) == ["Good"]
    unreadable = a.get_by_test_id("scorekeeper-notice-unreadable")
    assert unreadable.is_visible() and unreadable.inner_text().startswith(fill("scorekeeper.unreadable", n="2"))
    # The page works: a hand is added to the good sheet, and kept.
    enter(a, 2, ["5", "2", "4"])
    assert rows(a) == 2 and len(stored(a)["Good"]["sheet"]["entries"]) == 2
    # A store that is garbage altogether (an older page's key): set aside too, beside the others.
    a.evaluate("() => localStorage.setItem('rummylab:scorekeeper', '{garbage')")
    a.reload()
    wait_entries(a, 2)
    assert unreadable.inner_text().startswith(fill("scorekeeper.unreadable", n="3"))
    with a.expect_download() as info:
        a.get_by_test_id("scorekeeper-unreadable-download").click()
    kept = json.loads(Path(info.value.path()).read_text(encoding="utf-8"))
    texts = sorted(item["text"] for item in kept["items"])
    assert kept["format"] == "rummylab-unreadable" and len(texts) == 3
    assert "null" in texts and "{garbage" in texts and any(t.startswith('{"rev": 2') for t in texts)
    # Forgetting them takes a confirmation; then the notice goes.
    a.once("dialog", lambda dialog: dialog.accept())
    a.get_by_test_id("scorekeeper-unreadable-forget").click()
    assert a.get_by_test_id("scorekeeper-notice-unreadable").count() == 0
    assert a.evaluate("() => Object.keys(localStorage).filter((k) => k.includes(':unreadable')).length") == 0
