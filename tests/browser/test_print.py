"""Printing a rules page (docs/assets/print.css): no navigation, header, footer or sidebars; cards
framed with their suit symbol; a worked example never split across pages; the page's address at
the foot. The print-media screenshot is saved (its path is printed; RUMMYLAB_ARTIFACTS=dir keeps it)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

HIDDEN_IN_PRINT = [".md-header", ".md-tabs", ".md-sidebar--primary", ".md-sidebar--secondary", ".md-footer",
                   ".md-search", ".rl-example-tools"]


@pytest.mark.parametrize("lang, path", [("en", "en/knock-rummy/settlement/"), ("pt", "knock-rummy/")])
def test_rules_page_prints_without_navigation(recorded: object, tmp_path: Path, lang: str, path: str) -> None:
    page = recorded.open(path)
    page.wait_for_selector(".rl-example")
    # On screen, the navigation is there (else this test could not fail) and the address is not.
    assert page.locator(".md-header").first.is_visible()
    assert not page.locator(".rl-print-url").is_visible()

    page.emulate_media(media="print")
    for selector in HIDDEN_IN_PRINT:
        for element in page.locator(selector).all():
            assert not element.is_visible(), f"{selector} is visible in print ({path})"
    assert not page.locator("nav").filter(visible=True).count(), "a <nav> is visible in print"
    assert not page.locator("header").filter(visible=True).count(), "a <header> is visible in print"

    # The page's address, in full, at the foot of the printout.
    url = page.locator(".rl-print-url")
    assert url.is_visible()
    assert recorded.base + path in url.inner_text()

    styles = page.evaluate("""() => {
        const ex = document.querySelector('.rl-example');
        const card = document.querySelector('.rl-example .rl-card');
        const s = getComputedStyle(ex), c = getComputedStyle(card);
        return {breakInside: s.breakInside, border: c.borderTopStyle, borderWidth: c.borderTopWidth,
                text: card.textContent, examples: document.querySelectorAll('.rl-example').length};
    }""")
    assert styles["breakInside"] == "avoid"
    assert styles["border"] == "solid" and styles["borderWidth"] != "0px"
    assert styles["text"][-1] in "♣♦♥♠", "a card must show its suit symbol"
    assert styles["examples"] >= 1

    shots = Path(os.environ.get("RUMMYLAB_ARTIFACTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    shot = shots / f"print-{lang}-{path.strip('/').replace('/', '-') or 'index'}.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000
    print(f"print-media screenshot: {shot}")


def test_every_printed_page_has_the_address_in_its_footer(recorded: object, tmp_path: Path) -> None:
    """Chromium prints the page (page.pdf, print media): every page of the PDF ends with the
    page's full address, written by embed.js into an @page margin box."""
    from pypdf import PdfReader

    path = "en/knock-rummy/settlement/"
    page = recorded.open(path)
    page.wait_for_selector("html[data-rl-print-footer]", state="attached")
    pdf = tmp_path / "settlement.pdf"
    page.pdf(path=str(pdf), format="A4")
    pages = PdfReader(str(pdf)).pages
    assert len(pages) >= 2, "the settlement page prints on several pages"
    address = recorded.base + path
    for number, printed in enumerate(pages, start=1):
        text = printed.extract_text()
        assert address in text.replace("\n", ""), f"page {number} of the printout lacks {address}"
        assert "Skip to content" not in text, "navigation printed"
