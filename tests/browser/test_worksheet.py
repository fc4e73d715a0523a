"""The worksheet maker (teachers/worksheets/) in Chromium, in each language, on one page each.

A 20-problem sheet is made by the engine in the page, printed by Chromium to PDF (A4; Letter too in English)
and read back page by page (pypdf): every page begins where a problem, the sheet or the key
begins (so no problem is split across pages), the key starts on a page of its own and holds no
problem, and every page's footer carries the sheet's address. The sheet comes from the page's
address, and equals the one CPython deals from the same choices; 41 problems and a seed of "abc" are refused at their field in the page's language,
and the last good sheet stays. The key downloads alone; axe finds nothing serious.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from rummylab.teaching.worksheet import make_worksheet, sheet_json
from rummylab.words.error_text import message
from tests.browser.drawn import drawn_as_built
from tests.browser.test_a11y import AXE, serious_violations

PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
SEEDS = {"pt": 2026, "en": 77, "es": 31337, "fr": 5}


def squeeze(text: str) -> str:
    """Text without any white space, so line breaks in the PDF do not matter."""
    return re.sub(r"\s+", "", text)


def wait_for_sheet(page: object, query_part: str) -> None:
    # Reason: the engine deals the sheet in the worker; the page marks the query it shows.
    page.wait_for_function("part => (document.querySelector('[data-testid=worksheet]').dataset.sheet || '').includes(part)",
                           arg=query_part)


def sheet_texts(page: object) -> dict[str, object]:
    return page.evaluate("""() => ({
        title: document.querySelector('[data-testid=worksheet-heading]').textContent,
        prompts: [...document.querySelectorAll('.rl-ws-prompt')].map(p => p.textContent),
        summaries: [...document.querySelectorAll('.rl-ws-summary')].map(p => p.textContent),
        key: document.querySelector('[data-testid=worksheet-key] .rl-ws-title').textContent,
        sheet: document.querySelector('[data-testid=worksheet-sheet]').innerText,
    })""")


def check_pdf(pdf: Path, texts: dict[str, object], address: str) -> int:
    pages = [squeeze(p.extract_text()) for p in PdfReader(str(pdf)).pages]
    footer = squeeze(address)
    starts = [squeeze(texts["title"])] + [squeeze(p) for p in texts["prompts"]] + [squeeze(texts["key"])]
    answers = [squeeze(s) for s in texts["summaries"]]
    key_page = None
    for number, text in enumerate(pages, start=1):
        assert footer in text, f"page {number} lacks the sheet's address in its footer"
        body = text.replace(footer, "", 1)
        first = min((body.find(s) for s in starts + answers if s in body), default=-1)
        assert first == 0, f"page {number} begins inside a problem or an answer: {body[:80]!r}"
        if squeeze(texts["key"]) in body:
            key_page = number
            assert body.startswith(squeeze(texts["key"])), "the key starts on a page of its own"
    assert key_page is not None, "the key is printed"
    for prompt in texts["prompts"]:
        where = [n for n, text in enumerate(pages, start=1) if squeeze(prompt) in text]
        assert len(where) == 1 and where[0] < key_page, f"{prompt[:40]!r} is printed whole once, before the key"
    for number, text in enumerate(pages[key_page - 1:], start=key_page):
        assert not any(squeeze(p)[:30] in text for p in texts["prompts"]), f"a problem on key page {number}"
    assert all(any(a in text for text in pages[key_page - 1:]) for a in answers), "every answer is in the key"
    return len(pages)


@pytest.mark.parametrize("lang", list(PREFIX))
def test_worksheet_link_print_and_bad_choices(recorded: object, tmp_path: Path, lang: str) -> None:
    seed = SEEDS[lang]
    query = make_worksheet(seed, level=3, count=20).query()
    page = recorded.open(PREFIX[lang] + "teachers/worksheets/?" + query)
    root = page.get_by_test_id("worksheet")
    # Reason: the widget's script shows the controls once it has taken the sheet over.
    root.and_(page.locator("[data-upgraded=true]")).wait_for()
    wait_for_sheet(page, query)

    # The script draws a sheet from the templates the build drew the page's sheet with, exactly as built.
    assert drawn_as_built(page, widget="worksheet", part="[data-testid=worksheet-sheet]", data="script.rl-worksheet-data",
                          module="worksheet.js", call="renderSheet") == "same"

    # The link's sheet, dealt by the engine in Pyodide, is the one CPython deals from the same choices.
    texts = sheet_texts(page)
    expected = sheet_json(make_worksheet(seed, level=3, count=20), lang)
    assert texts["prompts"] == [p["prompt"] for p in expected["problems"]]
    assert texts["summaries"] == [f'{p["number"]}. {p["answer"]["summary"]}' for p in expected["problems"]]
    assert texts["title"] == expected["title"] and texts["key"] == expected["key_title"]
    link = page.get_by_test_id("worksheet-link").get_attribute("href")
    assert link == page.url and f"seed={seed}" in link and "count=20" in link and "level=3" in link

    page.emulate_media(media="print")
    assert not page.get_by_test_id("worksheet-form").is_visible(), "the controls are not printed"
    assert not page.locator("h1").first.is_visible(), "only the sheet is printed"
    styles = page.evaluate("""() => {
        const card = document.querySelector('.rl-ws-problem .rl-card');
        return {problem: getComputedStyle(document.querySelector('.rl-ws-problem')).breakInside,
                key: getComputedStyle(document.querySelector('.rl-ws-key')).breakBefore,
                border: getComputedStyle(card).borderTopStyle, symbol: card.textContent.slice(-1)};
    }""")
    assert styles["symbol"] in "♣♦♥♠", "a card keeps its suit symbol in black and white"
    assert styles == {"problem": "avoid", "key": "page", "border": "solid", "symbol": styles["symbol"]}
    for paper in ("A4", "Letter") if lang == "en" else ("A4",):
        pdf = tmp_path / f"sheet-{lang}-{paper}.pdf"
        page.pdf(path=str(pdf), format=paper)
        assert check_pdf(pdf, texts, page.url) >= 3, f"20 problems and the key take several {paper} pages"
    page.emulate_media(media="screen")

    # 41 problems, then the seed "abc": said at the field, in the page's language; the sheet stays.
    for field, value, code, token in (("count", "41", "worksheet-count", 41), ("seed", "abc", "bad-seed", "abc")):
        page.get_by_test_id("worksheet-count").fill("41" if field == "count" else "20")
        page.get_by_test_id("worksheet-seed").fill(value if field == "seed" else str(seed))
        page.get_by_test_id("worksheet-make").click()
        # Reason: the engine refuses the choice and the page marks the field it named.
        page.wait_for_function("f => document.querySelector('[data-testid=worksheet]').dataset.refused === f", arg=field)
        shown = page.get_by_test_id(f"worksheet-{field}-error")
        assert shown.is_visible()
        if lang != "en":  # English says the engine's own sentence
            assert message(code, lang, token=token, limit=40) in shown.inner_text()
        assert str(token) in shown.inner_text()
        assert page.get_by_test_id(f"worksheet-{field}").get_attribute("aria-invalid") == "true"
        assert page.evaluate("() => document.activeElement.dataset.testid") == f"worksheet-{field}"
        assert sheet_texts(page) == texts, "the last good sheet stays"
        assert not page.get_by_test_id("worksheet-error").is_visible()
        assert page.url.endswith(query), "the address still names the sheet shown"

    if lang != "en":
        return
    # New sheet: another seed, in the address too; the key downloads alone; axe finds nothing serious.
    page.get_by_test_id("worksheet-count").fill("6")
    page.get_by_test_id("worksheet-new").click()
    # Reason: the engine deals the new sheet.
    page.wait_for_function("() => !document.querySelector('[data-testid=worksheet]').dataset.refused"
                           " && (document.querySelector('[data-testid=worksheet]').dataset.sheet || '').includes('count=6')")
    new_seed = page.get_by_test_id("worksheet-seed").input_value()
    assert new_seed != str(seed) and f"seed={new_seed}" in page.url
    assert page.get_by_test_id("worksheet-problems").locator(":scope > li").count() == 6
    new = sheet_texts(page)
    with page.expect_download() as download:
        page.get_by_test_id("worksheet-download-key").click()
    key = Path(download.value.path()).read_text(encoding="utf-8")
    assert 'lang="en"' in key and new["key"] in key
    assert all(s.split(" ", 1)[1][:20] in key for s in new["summaries"]), "every answer is in the key's file"
    assert not any(p in key for p in new["prompts"]), "the key's file holds no problem"
    assert AXE.is_file(), f"axe-core is not installed ({AXE})"
    assert serious_violations(page) == []


def test_knock_or_not_problems_in_the_page(recorded: object) -> None:
    # Knock or not, in French: the link's sheet is the one CPython deals (the coach's verdicts, to the
    # bit, in Pyodide); one knock problem too many is refused at the number of problems.
    sheet = make_worksheet(9, kinds="knock", game="knock", level=1, count=3)
    query = sheet.query()
    page = recorded.open("fr/teachers/worksheets/?" + query)
    page.get_by_test_id("worksheet").and_(page.locator("[data-upgraded=true]")).wait_for()
    wait_for_sheet(page, query)
    assert page.get_by_test_id("worksheet-kind-knock").is_checked()
    assert not page.get_by_test_id("worksheet-kind-meld").is_checked()
    texts = sheet_texts(page)
    expected = sheet_json(sheet, "fr")
    assert texts["prompts"] == [p["prompt"] for p in expected["problems"]]
    assert texts["summaries"] == [f'{p["number"]}. {p["answer"]["summary"]}' for p in expected["problems"]]
    assert page.locator(".rl-ws-problem[data-kind=knock]").count() == 3
    rows = page.locator(".rl-ws-problem[data-kind=knock]").first.locator(".rl-hand")
    assert [rows.nth(i).get_attribute("aria-label") for i in range(2)] == expected["problems"][0]["hand_names"]
    page.get_by_test_id("worksheet-count").fill("7")
    page.get_by_test_id("worksheet-make").click()
    # Reason: the engine refuses the choice and the page marks the field it named.
    page.wait_for_function("f => document.querySelector('[data-testid=worksheet]').dataset.refused === f", arg="count")
    shown = page.get_by_test_id("worksheet-count-error").inner_text()
    assert message("worksheet-knock-count", "fr", token=7, knocks=7, limit=6) in shown
    assert sheet_texts(page) == texts, "the last good sheet stays"
