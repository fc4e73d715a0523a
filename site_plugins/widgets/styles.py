"""The stylesheets of one tool each, linked only from the pages that show it.

``mkdocs.yml``'s ``extra_css`` links every stylesheet from every page. Three of them style one
tool only: the score sheet (``scorekeeper.css``: the scorekeeper and the teachers' blank sheets),
the hand walkthroughs (``walkthrough.css``) and the worksheets (``worksheet.css``). A page without
that tool's markup would fetch the file and match its rules for nothing: three requests of the ten
a page made, and their rules in every style pass of the page's first second (on a practice page
that is the engine's start: its cold first answer came about 20 ms sooner without them, on the
2-core benchmark). The tools render their markup at build time (their static first state, with
the classes the stylesheet styles), so the built page says whether it needs the file.

>>> page = '<link rel="stylesheet" href="../assets/worksheet.css"><div class="rl-ws-problem"></div>'
>>> only_used_styles(page) == page
True
>>> only_used_styles('<link rel="stylesheet" href="../assets/worksheet.css"><p>Rules</p>')
'<p>Rules</p>'
"""

from __future__ import annotations

import re

__all__ = ["TOOL_STYLES", "only_used_styles", "tool_styles_for"]

#: Each tool's stylesheet (in docs/assets/) and the class prefixes of the markup it styles.
TOOL_STYLES: dict[str, tuple[str, ...]] = {
    "scorekeeper.css": ('class="rl-scorekeeper', "rl-sk-"),
    "walkthrough.css": ("rl-walk",),
    "worksheet.css": ("rl-worksheet", "rl-ws-"),
}
_LINK = re.compile(r'<link rel="stylesheet" href="[^"]*?assets/(?P<name>[\w-]+\.css)">\n?')


def only_used_styles(html: str) -> str:
    """``html`` without the links to the tools' stylesheets whose markup it does not hold."""
    needed = set(tool_styles_for(_LINK.sub(lambda m: "" if m["name"] in TOOL_STYLES else m[0], html)))
    return _LINK.sub(lambda m: "" if m["name"] in TOOL_STYLES and m["name"] not in needed else m[0], html)


def tool_styles_for(html: str) -> list[str]:
    """The tools' stylesheets that ``html`` (a page's content) needs, for a page that picks its own
    (the embed pages: site_plugins/embed.py).

    >>> tool_styles_for('<ol class="rl-walk-steps"></ol>'), tool_styles_for("<p>Rules</p>")
    (['walkthrough.css'], [])
    """
    return [sheet for sheet, markers in TOOL_STYLES.items() if any(marker in html for marker in markers)]
