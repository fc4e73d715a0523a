"""A tool's own stylesheet is linked only from the pages that show the tool (site_plugins/widgets/styles.py).

Read from the built site: every page of MkDocs (the ones that link ``extra_css``) and every embed
page (site_plugins/embed.py, which picks its own) links the score sheet's, the walkthroughs' and
the worksheets' stylesheets when, and only when, it holds that tool's markup; the tools' own
pages do, and so do the walkthroughs' embed pages, in every language.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from site_plugins.widgets.styles import TOOL_STYLES

LINK = re.compile(r'<link rel="stylesheet" href="[^"]*?assets/([\w-]+\.css)">')
LANG_PREFIX = ("", "en/", "es/", "fr/")


def _pages(site: Path) -> dict[str, str]:
    """The MkDocs pages (the ones whose head links the global stylesheets) and the embed pages, by path."""
    pages = {}
    for file in site.rglob("*.html"):
        html = file.read_text(encoding="utf-8")
        if "assets/house.css" in html or "data-rl-embed=" in html:
            pages[file.relative_to(site).as_posix()] = html
    return pages


def test_a_tools_stylesheet_goes_where_the_tool_is(built_site: Path) -> None:
    pages = _pages(built_site)
    assert len(pages) > 200, len(pages)  # (160 of MkDocs and 140 embed pages in four languages)
    wrong = []
    for path, html in pages.items():
        linked = set(LINK.findall(html))
        body = LINK.sub("", html)
        for sheet, markers in TOOL_STYLES.items():
            if (sheet in linked) != any(marker in body for marker in markers):
                wrong.append(f"{path}: {sheet} {'linked without' if sheet in linked else 'missing for'} its tool")
    assert not wrong, "\n".join(wrong)
    # Most pages show none of the three tools: they link none of their stylesheets.
    bare = [p for p, html in pages.items() if not set(LINK.findall(html)) & set(TOOL_STYLES)]
    assert len(bare) > len(pages) // 2, len(bare)


@pytest.mark.parametrize("prefix", LANG_PREFIX)
def test_the_tools_pages_link_their_stylesheets(built_site: Path, prefix: str) -> None:
    for page, sheet in [("scorekeeper/", "scorekeeper.css"), ("teachers/worksheets/", "worksheet.css"),
                        ("knock-rummy/walkthrough/", "walkthrough.css"),
                        ("embed/example/kr-walkthrough/", "walkthrough.css")]:
        file = built_site / prefix / page / "index.html"
        assert file.is_file(), file
        assert sheet in LINK.findall(file.read_text(encoding="utf-8")), f"{prefix}{page}: {sheet}"
