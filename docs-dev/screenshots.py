"""The play page's table, photographed: each game on a phone (390 × 844) and a desktop (1280 × 800), light and dark.

Run after ``make build`` (it serves ``site/`` on 127.0.0.1 with the tests' server and drives Debian's
Chromium with Playwright)::

    .venv/bin/python docs-dev/screenshots.py            # all twelve, into docs-dev/screenshots/
    .venv/bin/python docs-dev/screenshots.py --only rummy

Each picture is one turn of the reader's: the card drawn from the stock, the last card of the hand
chosen, the table scrolled to the top of the screen (the phone) or the whole widget in view (the
desktop). The PNGs are cut to a 64-colour palette (Pillow) to keep them small. docs-dev/README.md
shows them.
"""

from __future__ import annotations

import argparse
import functools
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402 - after the path: the repository's own modules come next
from playwright.sync_api import sync_playwright  # noqa: E402

from site_plugins.serve import SiteHandler, running_server  # noqa: E402

OUT = ROOT / "docs-dev" / "screenshots"
#: Each game's deal (its address) for the pictures: a table with the bots' moves and, for Rummy, melds.
GAMES = {
    "knock": "?game=knock&players=3&seed=3",
    "three-thirteen": "?game=three-thirteen&players=3&seed=5&rounds=6",
    "rummy": "?game=rummy&players=3&seed=4",
}
DEVICES = {
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
    "desktop": {"viewport": {"width": 1280, "height": 800}},
}
SETTLED = "el => ['your-turn', 'ended', 'over'].includes(el.dataset.state) && !el.hasAttribute('aria-busy')"


def shoot(page, base: str, game: str, device: str, scheme: str) -> Path:
    page.emulate_media(color_scheme=scheme)
    page.goto(f"{base}robots.txt")
    page.evaluate("() => localStorage.clear()")
    page.goto(f"{base}en/practice/play/{GAMES[game]}&pace=0")
    root = page.get_by_test_id("play")
    page.wait_for_function(SETTLED, arg=root.element_handle(), timeout=120_000)
    stock = root.get_by_test_id("play-stock")
    if stock.is_enabled():
        before = root.get_attribute("data-record")
        stock.click()
        page.wait_for_function(f"el => el.dataset.record !== '{before}' && ({SETTLED})(el)", arg=root.element_handle())
    cards = root.get_by_test_id("play-hand").locator("[role=option]")
    cards.nth(cards.count() - 1).click()
    if device == "phone":
        # The table at the top of the screen, under Material's header.
        page.evaluate("""() => {
          const top = document.querySelector('[data-testid=play-where]').getBoundingClientRect().top;
          const header = document.querySelector('.md-header').getBoundingClientRect().height;
          window.scrollBy(0, top - header - 4);
        }""")
    else:
        root.scroll_into_view_if_needed()
        page.evaluate("() => document.querySelector('[data-testid=play-controls]').scrollIntoView()")
    page.wait_for_timeout(300)
    picture = Image.open(io.BytesIO(page.screenshot())).convert("RGB")
    target = OUT / f"play-{game}-{device}-{scheme}.png"
    picture.quantize(colors=64, method=Image.Quantize.MEDIANCUT).save(target, optimize=True)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site", help="the built site (default: site/)")
    parser.add_argument("--only", choices=sorted(GAMES), help="one game only")
    args = parser.parse_args(argv)
    if not (args.site / "en" / "practice" / "play" / "index.html").is_file():
        parser.error(f"{args.site} has no built play page: run make build first")
    OUT.mkdir(parents=True, exist_ok=True)
    games = [args.only] if args.only else list(GAMES)
    with running_server(functools.partial(SiteHandler, directory=str(args.site)), "screenshots") as base, \
            sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        for device, options in DEVICES.items():
            context = browser.new_context(**options, service_workers="block")
            page = context.new_page()
            for game in games:
                for scheme in ("light", "dark"):
                    path = shoot(page, base, game, device, scheme)
                    print(f"{path.relative_to(ROOT)}  {path.stat().st_size // 1024} KB")
            context.close()
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
