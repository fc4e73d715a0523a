"""Charts as inline SVG, drawn at build time: lines over a numeric x axis, and stacked bars of shares.

No script, no font or style from elsewhere. Text and axes take the page's text colour
(``currentColor``), so they follow Material's dark mode; the series colours (Okabe–Ito, chosen for
colour-blind readers) read on both the light and the dark background, and each line also has its
own marker shape and dash. Every point carries ``data-x``/``data-y`` (the plotted values) and its
position is :func:`Scale.x`/:func:`Scale.y` of them, so a test can map a point back to the data.

>>> s = Scale(0, 10, 0, 1)
>>> s.x(0), s.x(10), s.y(0) > s.y(1)
(88.0, 612.0, True)
>>> svg = line_chart([Series("A", [(0, 0.5), (10, 1.0)])], x_range=(0, 10), y_range=(0, 1),
...                  title="T", desc="D", x_label="x", y_label="y", lang="en", uid="c1", y_ticks=[0, 0.5, 1],
...                  x_ticks=[0, 5, 10], show_y=str)
>>> svg.count('class="rl-point"'), '<title id="c1-title">T</title>' in svg
(2, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Callable, Sequence

__all__ = ["COLOURS", "Series", "Scale", "line_chart", "bar_chart", "WIDTH", "HEIGHT"]

WIDTH = 640
HEIGHT = 360
LEFT, RIGHT, TOP, BOTTOM = 88, 28, 16, 96
FONT_FAMILY = "DejaVu Sans, Verdana, Arial, sans-serif"
#: Okabe–Ito: orange, sky blue, bluish green, reddish purple, vermilion.
COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#CC79A7", "#D55E00")
DASHES = ("", "6 3", "2 3", "8 3 2 3", "")
MARKERS = ("circle", "square", "diamond", "triangle", "circle")


@dataclass(frozen=True)
class Series:
    """One line: its legend label and its (x, y) points (None y: no point there)."""

    label: str
    points: Sequence[tuple[float, float | None]]


@dataclass(frozen=True)
class Scale:
    """Data → SVG coordinates in the plotting area (y grows upwards on the page)."""

    x0: float
    x1: float
    y0: float
    y1: float

    def x(self, v: float) -> float:
        return round(LEFT + (v - self.x0) / (self.x1 - self.x0) * (WIDTH - LEFT - RIGHT), 2)

    def y(self, v: float) -> float:
        return round(HEIGHT - BOTTOM - (v - self.y0) / (self.y1 - self.y0) * (HEIGHT - TOP - BOTTOM), 2)


def _open(title: str, desc: str, lang: str, uid: str) -> list[str]:
    return [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="rl-chart" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'width="100%" role="img" aria-labelledby="{uid}-title {uid}-desc" xml:lang="{lang}" lang="{lang}" '
        f'font-family="{FONT_FAMILY}" font-size="15" fill="currentColor" data-testid="chart-svg">',
        f'<title id="{uid}-title">{escape(title)}</title>',
        f'<desc id="{uid}-desc">{escape(desc)}</desc>',
    ]


def _marker(kind: str, x: float, y: float, colour: str, attrs: str) -> str:
    if kind == "square":
        return f'<rect class="rl-point" x="{x - 4}" y="{y - 4}" width="8" height="8" fill="{colour}" {attrs}/>'
    if kind == "diamond":
        return (f'<path class="rl-point" d="M{x} {y - 5}L{x + 5} {y}L{x} {y + 5}L{x - 5} {y}Z" '
                f'fill="{colour}" {attrs}/>')
    if kind == "triangle":
        return (f'<path class="rl-point" d="M{x} {y - 5}L{x + 5} {y + 4}L{x - 5} {y + 4}Z" '
                f'fill="{colour}" {attrs}/>')
    return f'<circle class="rl-point" cx="{x}" cy="{y}" r="4" fill="{colour}" {attrs}/>'


def _legend(labels: Sequence[str], y: float, *, lines: bool) -> list[str]:
    out = []
    step = (WIDTH - LEFT - RIGHT) / max(len(labels), 1)
    for i, label in enumerate(labels):
        x = LEFT + i * step
        colour = COLOURS[i % len(COLOURS)]
        if lines:
            dash = f' stroke-dasharray="{DASHES[i]}"' if DASHES[i] else ""
            out.append(f'<line x1="{x}" y1="{y}" x2="{x + 24}" y2="{y}" stroke="{colour}" stroke-width="3"{dash}/>')
            out.append(_marker(MARKERS[i], x + 12, y, colour, 'aria-hidden="true"').replace("rl-point", "rl-key"))
        else:
            out.append(f'<rect x="{x}" y="{y - 7}" width="24" height="14" fill="{colour}"/>')
        out.append(f'<text x="{x + 30}" y="{y + 4}">{escape(label)}</text>')
    return out


def line_chart(series: Sequence[Series], *, x_range: tuple[float, float], y_range: tuple[float, float],
               title: str, desc: str, x_label: str, y_label: str, lang: str, uid: str,
               x_ticks: Sequence[float], y_ticks: Sequence[float], show_y: Callable[[float], str]) -> str:
    """Lines with point markers over a grid; a gap where a y is None."""
    s = Scale(x_range[0], x_range[1], y_range[0], y_range[1])
    out = _open(title, desc, lang, uid)
    base = HEIGHT - BOTTOM
    for t in y_ticks:
        y = s.y(t)
        out.append(f'<line x1="{LEFT}" y1="{y}" x2="{WIDTH - RIGHT}" y2="{y}" stroke="currentColor" '
                   f'stroke-opacity="{0.6 if t == 0 else 0.18}"/>')
        out.append(f'<text x="{LEFT - 6}" y="{y + 4}" text-anchor="end">{escape(show_y(t))}</text>')
    for t in x_ticks:
        x = s.x(t)
        out.append(f'<line x1="{x}" y1="{base}" x2="{x}" y2="{base + 5}" stroke="currentColor"/>')
        out.append(f'<text x="{x}" y="{base + 18}" text-anchor="middle">{t:g}</text>')
    out.append(f'<line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{base}" stroke="currentColor"/>')
    out.append(f'<text x="{(LEFT + WIDTH - RIGHT) / 2}" y="{base + 40}" text-anchor="middle" '
               f'data-testid="chart-x-label">{escape(x_label)}</text>')
    out.append(f'<text x="20" y="{(TOP + base) / 2}" text-anchor="middle" transform="rotate(-90 20 {(TOP + base) / 2})" '
               f'data-testid="chart-y-label">{escape(y_label)}</text>')
    for i, line in enumerate(series):
        colour = COLOURS[i % len(COLOURS)]
        dash = f' stroke-dasharray="{DASHES[i]}"' if DASHES[i] else ""
        out.append(f'<g class="rl-series" data-series="{escape(line.label)}">')
        runs: list[list[tuple[float, float]]] = [[]]
        for px, py in line.points:
            if py is None:
                runs.append([])
            else:
                runs[-1].append((px, py))
        for run in runs:
            if len(run) > 1:
                d = " ".join(f"{s.x(rx)},{s.y(ry)}" for rx, ry in run)
                out.append(f'<polyline points="{d}" fill="none" stroke="{colour}" stroke-width="2.5"{dash}/>')
        for run in runs:
            for px, py in run:
                out.append(_marker(MARKERS[i], s.x(px), s.y(py), colour, f'data-x="{px:g}" data-y="{py:g}"'))
        out.append("</g>")
    out += _legend([line.label for line in series], base + 70, lines=True)
    out.append("</svg>")
    return "\n".join(out)


def bar_chart(rows: Sequence[tuple[str, Sequence[float]]], keys: Sequence[str], *, title: str, desc: str,
              x_label: str, lang: str, uid: str, show: Callable[[float], str]) -> str:
    """One horizontal bar per row, split into shares of 1 (``keys`` name the parts, in order)."""
    s = Scale(0, 1, 0, 1)
    out = _open(title, desc, lang, uid)
    band = (HEIGHT - TOP - BOTTOM) / max(len(rows), 1)
    colon = "\u202f: " if lang == "fr" else ": "  # French: a narrow no-break space before the colon
    for r, (label, shares) in enumerate(rows):
        y = TOP + r * band + band * 0.15
        h = band * 0.7
        out.append(f'<text x="{LEFT - 6}" y="{y + h / 2 + 4}" text-anchor="end">{escape(label)}</text>')
        at = 0.0
        for k, share in enumerate(shares):
            x = s.x(at)
            w = round(s.x(at + share) - x, 2)
            out.append(f'<rect class="rl-bar" x="{x}" y="{round(y, 2)}" width="{w}" height="{round(h, 2)}" '
                       f'fill="{COLOURS[k % len(COLOURS)]}" data-row="{escape(label)}" data-key="{escape(keys[k])}" '
                       f'data-share="{share:g}"><title>{escape(label)}, {escape(keys[k])}{colon}{escape(show(share))}</title></rect>')
            at += share
    base = HEIGHT - BOTTOM
    for t in (0, 0.25, 0.5, 0.75, 1):
        x = s.x(t)
        out.append(f'<line x1="{x}" y1="{base}" x2="{x}" y2="{base + 5}" stroke="currentColor"/>')
        out.append(f'<text x="{x}" y="{base + 18}" text-anchor="middle">{escape(show(t))}</text>')
    out.append(f'<text x="{(LEFT + WIDTH - RIGHT) / 2}" y="{base + 40}" text-anchor="middle" '
               f'data-testid="chart-x-label">{escape(x_label)}</text>')
    out += _legend(keys, base + 70, lines=False)
    out.append("</svg>")
    return "\n".join(out)
