"""The menu item and the page it opens carry the same name, in the four languages.

An item is the page's heading without its section's name in front ("Three Thirteen: scoring" is
"Scoring" under Three Thirteen); a section's first page, whose heading is the section's own name
(or the site's name for the home page), is that section's overview.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.site

LANG_PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}


def _text(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", fragment)).replace("¶", "").strip()


def _heading(page: Path) -> str:
    match = re.search(r"<h1[^>]*>(.*?)</h1>", page.read_text(encoding="utf-8"), re.S)
    assert match, f"{page} has no heading"
    return _text(match.group(1))


def _menu(home: Path) -> list[tuple[str, str, str]]:
    """(section, item, href) for every page link of the primary menu, as the home page shows it."""
    text = home.read_text(encoding="utf-8")
    nav = text[text.index("md-nav--primary"):text.index("md-sidebar--secondary")]
    items, section = [], ""
    for match in re.finditer(r'<label class="md-nav__link"[^>]*>\s*<span class="md-ellipsis">(.*?)</span>'
                             r'|<a href="([^"#]*)" class="md-nav__link(?: md-nav__link--active)?">\s*'
                             r'<span class="md-ellipsis">(.*?)</span>', nav, re.S):
        if match.group(1) is not None:
            section = _text(match.group(1))
        else:
            items.append((section, _text(match.group(3)), match.group(2)))
    return items


@pytest.mark.parametrize("lang", list(LANG_PREFIX))
def test_every_menu_item_is_its_pages_name(built_site: Path, lang: str) -> None:
    root = built_site / LANG_PREFIX[lang]
    menu = _menu(root / "index.html")
    assert len(menu) >= 20, menu
    problems = []
    for section, item, href in menu:
        target = (root / href).resolve()
        heading = _heading(target / "index.html" if target.is_dir() else target)
        name = re.sub(rf"^{re.escape(section)}\s*:\s*", "", heading) if section else heading
        if heading in (section, "") or heading.lower().startswith("rummylab"):
            continue  # a section's overview, or the home page
        if name[:1].upper() + name[1:] != item:
            problems.append(f"{item!r} opens {heading!r}")
    assert not problems, "\n".join(problems)
