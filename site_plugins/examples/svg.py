"""A worked example as a standalone SVG image, for slides and handouts.

The image is drawn from the example's HTML exactly as the ``rummylab-examples`` plugin rendered
it for a language (its render cache), so the picture and the page can never disagree: the same
cards, arrangements, tables and sentences, in the same language. Cards are drawn as small
white cards with their rank and suit symbol, red for hearts and diamonds, black for clubs and
spades (legible in black and white thanks to the symbol). The SVG is self-contained (no font,
image or style from elsewhere) and carries ``xml:lang``.

>>> html = ('<div class="rl-example" data-example="x"><div class="rl-table"><table><caption>Who pays</caption>'
...         '<thead><tr><th scope="col">Pays</th><th scope="col">Amount</th></tr></thead>'
...         '<tbody><tr><th scope="row">A</th><td>15</td></tr></tbody></table></div>'
...         '<p class="rl-explanation">A pays <span class="rl-card rl-red" role="img" aria-label="queen of hearts">Q♥</span>.</p></div>')
>>> blocks = parse_example(html)
>>> [b.kind for b in blocks]
['table', 'para']
>>> blocks[0].rows[1][1]
[[('text', '15')]]
>>> svg = example_svg(html, lang="en", title="Example x")
>>> import xml.etree.ElementTree as ET
>>> root = ET.fromstring(svg)
>>> root.get("{http://www.w3.org/XML/1998/namespace}lang")
'en'
>>> [t.text for t in root.iter("{http://www.w3.org/2000/svg}text") if t.text and "pays" in t.text]
['Who pays', 'A pays Q♥.']
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import escape
from html.parser import HTMLParser

__all__ = ["Block", "parse_example", "example_svg", "text_width"]

_ASCII_SPACE = " \t\r\n\f\v"


def _collapse(text: str) -> str:
    """Runs of ASCII white space as one space, trimmed; a narrow no-break space (U+202F, French
    before : ; ? !) is text and stays (``str.split()`` would take it for white space)."""
    return re.sub(f"[{_ASCII_SPACE}]+", " ", text).strip()

# Layout, in SVG user units (px).
FONT = 14
SMALL = 12
CARD_W = 34
CARD_H = 46
GAP = 4
PAD = 8
MARGIN = 16
LINE = 20
MIN_WIDTH = 640
MAX_COL = 640
FONT_FAMILY = "DejaVu Sans, Verdana, Arial, sans-serif"
RED = "#b00020"
BLACK = "#111111"

Item = tuple  # ("text", str) | ("card", str, bool red, str name)
Line = list   # list[Item]
Cell = list   # list[Line]


@dataclass
class Block:
    """One part of an example: a table (caption + rows of cells) or a paragraph."""

    kind: str                       # "table" | "para" | "heading"
    classes: str = ""
    caption: str = ""
    rows: list[list[Cell]] = field(default_factory=list)   # first row = header when head_rows >= 1
    head_rows: int = 0
    foot_from: int | None = None
    text: str = ""


class _Parser(HTMLParser):
    """Turns the example's HTML into :class:`Block` s (tables, paragraphs, summaries)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[Block] = []
        self.table: Block | None = None
        self.table_classes: list[str] = []
        self.section = ""
        self.cell: Cell | None = None
        self.row: list[Cell] | None = None
        self.caption: list[str] | None = None
        self.para: list[str] | None = None
        self.para_kind = "para"
        self.para_class = ""
        self.card: list[str] | None = None
        self.card_red = False
        self.card_name = ""
        self.hidden_depth = 0

    # -- helpers
    def _text(self, text: str) -> None:
        if self.cell is not None:
            core = _collapse(text)
            text = (" " if text[:1] in _ASCII_SPACE else "") + core + (" " if text[-1:] in _ASCII_SPACE and core else "")
            text = text or (" " if text else "")
            if not text:
                return
            line = self.cell[-1]
            if line and line[-1][0] == "text":
                line[-1] = ("text", line[-1][1] + text)
            else:
                line.append(("text", text))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        cls = a.get("class", "")
        if tag == "div" and "rl-table" in cls.split():
            self.table_classes.append(cls)
        elif tag == "table":
            self.table = Block("table", classes=self.table_classes[-1] if self.table_classes else "")
        elif tag == "caption":
            self.caption = []
        elif tag in ("thead", "tbody", "tfoot"):
            self.section = tag
            if tag == "tfoot" and self.table is not None:
                self.table.foot_from = len(self.table.rows)
        elif tag == "tr":
            self.row = []
        elif tag in ("td", "th") and self.row is not None:
            self.cell = [[]]
        elif tag == "br" and self.cell is not None:
            self.cell.append([])
        elif tag == "span" and "rl-card" in cls.split():
            self.card = []
            self.card_red = "rl-red" in cls.split()
            self.card_name = a.get("aria-label", "")
        elif tag in ("p", "summary"):
            self.para = []
            self.para_kind = "heading" if tag == "summary" else "para"
            self.para_class = cls

    def handle_endtag(self, tag: str) -> None:
        if tag == "span" and self.card is not None:
            text = "".join(self.card).strip()
            self.card = None
            if self.cell is not None:
                line = self.cell[-1]
                if line and line[-1] == ("text", " "):
                    line.pop()
                line.append(("card", text, self.card_red, self.card_name))
            elif self.para is not None:
                self.para.append(text)
        elif tag in ("td", "th") and self.cell is not None and self.row is not None:
            cleaned = []
            for line in self.cell:
                items = [i for i in line if not (i[0] == "text" and not i[1].strip())]
                items = [("text", i[1].strip()) if i[0] == "text" else i for i in items]
                cleaned.append(items)
            self.row.append([ln for ln in cleaned if ln] or [[]])
            self.cell = None
        elif tag == "tr" and self.row is not None and self.table is not None:
            self.table.rows.append(self.row)
            if self.section == "thead":
                self.table.head_rows += 1
            self.row = None
        elif tag == "caption" and self.caption is not None and self.table is not None:
            self.table.caption = _collapse("".join(self.caption))
            self.caption = None
        elif tag == "table" and self.table is not None:
            self.blocks.append(self.table)
            self.table = None
        elif tag == "div" and self.table_classes and self.table is None:
            self.table_classes.pop()
        elif tag in ("p", "summary") and self.para is not None:
            text = _collapse("".join(self.para))
            if text:
                self.blocks.append(Block(self.para_kind, classes=self.para_class, text=text))
            self.para = None

    def handle_data(self, data: str) -> None:
        if self.card is not None:
            self.card.append(data)
        elif self.caption is not None:
            self.caption.append(data)
        elif self.cell is not None:
            self._text(data)
        elif self.para is not None:
            self.para.append(data)


def parse_example(html: str) -> list[Block]:
    """The blocks of a rendered example, in reading order."""
    parser = _Parser()
    parser.feed(html)
    parser.close()
    return parser.blocks


def text_width(text: str, size: int = FONT) -> float:
    """An estimate of the width of ``text`` at ``size`` px (no font metrics at build time).

    >>> text_width("abc") < text_width("ABCDE")
    True
    """
    wide = sum(1 for ch in text if ch.isupper() or ch in "mwMW—−♥♦♣♠")
    return (len(text) * 0.56 + wide * 0.14) * size


def _item_width(item: Item, size: int = FONT) -> float:
    return CARD_W if item[0] == "card" else text_width(item[1], size)


def _wrap_items(line: Line, width: float, size: int = FONT) -> list[Line]:
    """Break a line of items (cards and text runs) into lines no wider than ``width``."""
    out: list[Line] = [[]]
    used = 0.0
    for item in line:
        pieces = [item] if item[0] == "card" else [("text", w) for w in _words(item[1], width, size)]
        for piece in pieces:
            w = _item_width(piece, size)
            if out[-1] and used + GAP + w > width:
                out.append([])
                used = 0.0
            used += (GAP if out[-1] else 0) + w
            out[-1].append(piece)
    return out


def _words(text: str, width: float, size: int) -> list[str]:
    """Split a text run so that no piece is wider than ``width`` (at spaces)."""
    if text_width(text, size) <= width:
        return [text]
    pieces, current = [], ""
    for word in text.split(" "):
        trial = f"{current} {word}".strip()
        if current and text_width(trial, size) > width:
            pieces.append(current)
            current = word
        else:
            current = trial
    if current:
        pieces.append(current)
    return pieces


def _line_height(line: Line) -> int:
    return CARD_H + 4 if any(i[0] == "card" for i in line) else LINE


def _wrap_text(text: str, width: float, size: int) -> list[str]:
    return _words(text, width, size)


class _Canvas:
    def __init__(self) -> None:
        self.parts: list[str] = []

    def text(self, x: float, y: float, text: str, *, size: int = FONT, weight: str = "normal",
             cls: str = "", fill: str = BLACK, anchor: str = "start") -> None:
        attrs = f' class="{cls}"' if cls else ""
        if weight != "normal":
            attrs += f' font-weight="{weight}"'
        if anchor != "start":
            attrs += f' text-anchor="{anchor}"'
        self.parts.append(f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" fill="{fill}"{attrs}>{escape(text, quote=False)}</text>')

    def card(self, x: float, y: float, label: str, red: bool, name: str) -> None:
        colour = RED if red else BLACK
        self.parts.append(
            f'<g class="rl-card" role="img" aria-label="{escape(name or label)}"><title>{escape(name or label)}</title>'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{CARD_W}" height="{CARD_H}" rx="4" fill="#ffffff" stroke="#444444"/>'
            f'<text x="{x + CARD_W / 2:.1f}" y="{y + CARD_H / 2 + 5:.1f}" font-size="{FONT}" font-weight="bold" fill="{colour}"'
            f' text-anchor="middle">{escape(label, quote=False)}</text></g>'
        )

    def rect(self, x: float, y: float, w: float, h: float, fill: str, stroke: str = "none") -> None:
        self.parts.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="{fill}" stroke="{stroke}"/>')

    def line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        self.parts.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="#999999"/>')


def _draw_line(canvas: _Canvas, x: float, y: float, line: Line, *, bold: bool = False) -> None:
    """Draw one line of items with its top at ``y``."""
    height = _line_height(line)
    for item in line:
        if item[0] == "card":
            canvas.card(x, y + (height - CARD_H) / 2, item[1], item[2], item[3])
            x += CARD_W + GAP
        else:
            canvas.text(x, y + height / 2 + 5, item[1], weight="bold" if bold else "normal", cls="rl-cell")
            x += text_width(item[1]) + GAP


def _table_layout(block: Block, max_width: float) -> tuple[list[float], list[list[list[Line]]]]:
    """Column widths and every cell's wrapped lines."""
    ncols = max(len(r) for r in block.rows)
    natural = [0.0] * ncols
    for r, row in enumerate(block.rows):
        bold = 1.12 if r < block.head_rows else 1.0  # headers and row headers are drawn bold
        for c, cell in enumerate(row):
            for line in cell:
                w = sum(_item_width(i) for i in line) + GAP * max(len(line) - 1, 0)
                natural[c] = max(natural[c], min(w * (1.12 if c == 0 else bold), MAX_COL))
    widths = [max(w, 24) + 2 * PAD for w in natural]
    total = sum(widths)
    if total > max_width:  # shrink the widest columns until it fits
        scale = max_width / total
        widths = [max(w * scale, CARD_W + 2 * PAD) for w in widths]
    wrapped = [[[item for line in cell for item in _wrap_items(line, widths[c] - 2 * PAD)] for c, cell in enumerate(row)]
               for row in block.rows]
    return widths, wrapped


def example_svg(html: str, *, lang: str, title: str, width: int = MIN_WIDTH, max_width: int = 1100) -> str:
    """The SVG document of one rendered example (``html`` as the examples plugin made it).

    Args:
        html: the example's HTML in ``lang``.
        lang: its language (``xml:lang`` of the image).
        title: the image's title (also drawn at its top).
        width: the least width; the image grows up to ``max_width`` for wide tables.
    """
    blocks = parse_example(html)
    # The width: the widest table (capped), at least ``width``.
    inner_max = max_width - 2 * MARGIN
    content_w = float(width - 2 * MARGIN)
    layouts: dict[int, tuple[list[float], list[list[list[Line]]]]] = {}
    for i, block in enumerate(blocks):
        if block.kind == "table" and block.rows:
            layouts[i] = _table_layout(block, inner_max)
            content_w = max(content_w, sum(layouts[i][0]))
    canvas = _Canvas()
    y = float(MARGIN)
    canvas.text(MARGIN, y + 16, title, size=16, weight="bold", cls="rl-title")
    y += 30
    for i, block in enumerate(blocks):
        if block.kind == "table" and i in layouts:
            widths, wrapped = layouts[i]
            if block.caption:
                canvas.text(MARGIN, y + 14, block.caption, weight="bold", cls="rl-caption")
                y += LINE + 4
            canvas.parts.append(f'<g class="rl-table {escape(block.classes)}">')
            for r, row in enumerate(wrapped):
                height = max(sum(_line_height(item) for item in cell) for cell in row) + 2 * 4
                header = r < block.head_rows
                foot = block.foot_from is not None and r >= block.foot_from
                if header or foot:
                    canvas.rect(MARGIN, y, sum(widths), height, "#eeeeee")
                canvas.parts.append(f'<g class="rl-row{" rl-head" if header else ""}">')
                x = float(MARGIN)
                for c, cell in enumerate(row):
                    cy = y + 4
                    for line in cell:
                        _draw_line(canvas, x + PAD, cy, line, bold=header or c == 0)
                        cy += _line_height(line)
                    x += widths[c] if c < len(widths) else 0
                canvas.parts.append("</g>")
                y += height
                canvas.line(MARGIN, y, MARGIN + sum(widths), y)
            canvas.parts.append("</g>")
            y += 14
        elif block.kind in ("para", "heading"):
            size = SMALL if "rl-rules" in block.classes else FONT
            weight = "bold" if block.kind == "heading" else "normal"
            cls = "rl-heading" if block.kind == "heading" else ("rl-rules" if size == SMALL else "rl-sentence")
            for piece in _wrap_text(block.text, content_w, size):
                canvas.text(MARGIN, y + size + 2, piece, size=size, weight=weight, cls=cls)
                y += size + 8
            y += 6
    total_w = int(content_w + 2 * MARGIN + 0.5)
    total_h = int(y + MARGIN + 0.5)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" xml:lang="{escape(lang)}" width="{total_w}" height="{total_h}"'
        f' viewBox="0 0 {total_w} {total_h}" role="img" aria-labelledby="rl-svg-title"'
        f' font-family="{FONT_FAMILY}">\n'
        f'<title id="rl-svg-title">{escape(title, quote=False)}</title>\n'
        f'<rect width="100%" height="100%" fill="#ffffff"/>\n'
        + "\n".join(canvas.parts)
        + "\n</svg>\n"
    )
