"""HTML pieces shared by the example kinds: tables, the rules line, the frame.

Everything is generated on single lines with no blank line inside, so
Python-Markdown passes the block through as raw HTML. Tables are real
``<table>`` elements with a ``<caption>`` and ``<th scope>`` headers.

On a narrow screen (``docs/assets/cards.css``: a container query on the ``rl-stack`` wrapper) a
table's rows become blocks, each cell a line headed by its column's name: every body cell
carries that name, in the page's language, as ``data-label``, and its content in a
``<span class="rl-cell">`` (the value beside that name).

>>> print(table("Who pays whom", ["Pays", "Amount"], [["A", "15"]], row_header=True))
<div class="rl-table rl-stack"><table><caption>Who pays whom</caption><thead><tr><th scope="col">Pays</th><th scope="col">Amount</th></tr></thead><tbody><tr><th scope="row" data-label="Pays"><span class="rl-cell">A</span></th><td data-label="Amount"><span class="rl-cell">15</span></td></tr></tbody></table></div>
>>> print(table("Cards", ["What", "Cards"], [["Hand", "…"]], row_header=True, row_label=False, stack=False))
<div class="rl-table"><table><caption>Cards</caption><thead><tr><th scope="col">What</th><th scope="col">Cards</th></tr></thead><tbody><tr><th scope="row">Hand</th><td>…</td></tr></tbody></table></div>
"""

from __future__ import annotations

import re
from html import escape, unescape
from typing import Iterable, Sequence

from rummylab.core.cards import Card
from rummylab.words.language import colon
from site_plugins.cards_html import hand_html
from site_plugins.words import word

__all__ = ["table", "frame", "cards_or_dash", "esc", "rules_line"]


#: The heading of a hand's leftover cards in each game's own words (RULES.md's terms): Knock
#: Rummy's deadwood (KR-5), Three Thirteen's penalty points (TT-7), Rummy's cards left in hand (RU-8).
LEFTOVER_WORD = {"deadwood": "deadwood", "penalty": "example.penalty", "cards": "example.cards_left"}


def leftover_of(game: str) -> str:
    """What ``game`` calls a hand's leftover cards: ``"deadwood"``, ``"penalty"`` or ``"cards"``.

    >>> leftover_of("knock"), leftover_of("three-thirteen"), leftover_of("rummy")
    ('deadwood', 'penalty', 'cards')
    """
    from rummylab.games import get

    return get(game).leftover


def leftover_word(game: str, lang: str) -> str:
    """The heading of a hand's leftover cards in ``game``, in ``lang``."""
    return word(LEFTOVER_WORD[leftover_of(game)], lang)


def esc(text: object) -> str:
    """Escape text for HTML content and attributes."""
    return escape(str(text), quote=True)


def table(
    caption: str,
    head: Sequence[str],
    rows: Iterable[Sequence[str]],
    *,
    row_header: bool = False,
    foot: Sequence[Sequence[str]] = (),
    cls: str = "",
    stack: bool = True,
    row_label: bool = True,
) -> str:
    """An accessible table; cells are HTML already (escape text before passing it).

    Args:
        caption: the table's caption (HTML).
        head: the column headers (HTML).
        rows: the body rows; with ``row_header`` the first cell of each is a ``<th scope="row">``.
        foot: rows for ``<tfoot>`` (first cell a row header).
        cls: extra classes after ``rl-table``.
        stack: on a narrow screen, show each row as a block of labelled lines (class ``rl-stack``,
            every cell's ``data-label`` its column's header as text).
        row_label: with ``stack``, the body rows' headers carry their column's name too (shown
            before them: "Hand 1", "Player A"); the foot's never do ("Balance").
    """
    # The class goes on a wrapper: Material styles only tables without a class attribute.
    classes = "rl-table" + (f" {cls}" if cls else "") + (" rl-stack" if stack else "")
    labels = [_label(h) for h in head] if stack else []
    parts = [f'<div class="{classes}"><table><caption>{caption}</caption><thead><tr>']
    parts += [f'<th scope="col">{h}</th>' for h in head]
    parts.append("</tr></thead><tbody>")
    for row in rows:
        parts.append(_row(row, row_header, labels, row_label))
    parts.append("</tbody>")
    if foot:
        parts.append("<tfoot>" + "".join(_row(r, True, labels, False) for r in foot) + "</tfoot>")
    parts.append("</table></div>")
    return "".join(parts)


def _label(header: str) -> str:
    """A column header (HTML) as the value of a ``data-label`` attribute: its text, still escaped."""
    return esc(" ".join(unescape(re.sub(r"<[^>]*>", "", header)).split()))


def _row(cells: Sequence[str], row_header: bool, labels: Sequence[str] = (), row_label: bool = True) -> str:
    out = ["<tr>"]
    for i, cell in enumerate(cells):
        header = row_header and i == 0
        label = labels[i] if i < len(labels) and (row_label or not header) and cell else ""
        attr, content = (f' data-label="{label}"', f'<span class="rl-cell">{cell}</span>') if label else ("", cell)
        out.append(f'<th scope="row"{attr}>{content}</th>' if header else f"<td{attr}>{content}</td>")
    out.append("</tr>")
    return "".join(out)


def cards_or_dash(cards: Sequence[Card] | None, lang: str) -> str:
    """A hand as cards, or a dash when the spec gave only a number."""
    if cards is None:
        return "—"
    return hand_html(cards, lang, label=word("hand", lang))


def rules_line(rules: Sequence[str], lang: str) -> str:
    """The "Rules: KR-5, KR-10c" line under an example."""
    return f'<p class="rl-rules">{esc(word("example.rules", lang))}{colon(lang)} {esc(", ".join(rules))}</p>'


def frame(example: str, kind: str, body: Sequence[str]) -> str:
    """Wrap an example's parts in its ``<div>``; one line per part, no blank line."""
    inner = "\n".join(part for part in body if part)
    return (f'<div class="rl-example rl-example-{esc(kind)}" id="example-{esc(example)}" '
            f'data-example="{esc(example)}">\n{inner}\n</div>')
