"""The site's app icon, drawn from one geometry as SVG and as PNG (standard library only).

A playing card with a red heart on a green square. The square fills the whole icon, and the card
stays inside the central circle of 40 % of the size, so the same PNG serves as a *maskable* icon
(a launcher may cut it to a circle or a squircle). The heart is the classic construction: a
square turned 45° with a circle on each of its two upper sides.

>>> svg_icon().startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"')
True
>>> png = png_icon(48)
>>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n", int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
(True, 48, 48)
"""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["svg_icon", "png_icon", "SIZE", "GREEN", "RED"]

#: The drawing's own units (the SVG's viewBox).
SIZE = 512
GREEN = "#2e7d32"
RED = "#d32f2f"
WHITE = "#ffffff"


@dataclass(frozen=True, slots=True)
class _Card:
    x: float = 156
    y: float = 116
    w: float = 200
    h: float = 280
    r: float = 22


@dataclass(frozen=True, slots=True)
class _Heart:
    cx: float = 256
    cy: float = 262
    side: float = 84  # the turned square's side; each circle's diameter

    @property
    def half_diagonal(self) -> float:
        return self.side / math.sqrt(2)

    @property
    def circles(self) -> tuple[tuple[float, float], tuple[float, float]]:
        d = self.half_diagonal / 2
        return (self.cx - d, self.cy - d), (self.cx + d, self.cy - d)


CARD = _Card()
HEART = _Heart()


def svg_icon() -> str:
    """The icon as SVG (512 units square)."""
    c, h = CARD, HEART
    (x1, y1), (x2, y2) = h.circles
    r = h.side / 2
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}" width="{SIZE}" height="{SIZE}">'
        f'<rect width="{SIZE}" height="{SIZE}" fill="{GREEN}"/>'
        f'<rect x="{c.x:g}" y="{c.y:g}" width="{c.w:g}" height="{c.h:g}" rx="{c.r:g}" fill="{WHITE}"/>'
        f'<g fill="{RED}">'
        f'<rect x="{h.cx - r:g}" y="{h.cy - r:g}" width="{h.side:g}" height="{h.side:g}" '
        f'transform="rotate(45 {h.cx:g} {h.cy:g})"/>'
        f'<circle cx="{x1:.3f}" cy="{y1:.3f}" r="{r:g}"/><circle cx="{x2:.3f}" cy="{y2:.3f}" r="{r:g}"/>'
        f"</g></svg>\n"
    )


Span = tuple[float, float]


def _card_span(y: float) -> list[Span]:
    c = CARD
    if not c.y <= y <= c.y + c.h:
        return []
    inset = 0.0
    dy = max(c.y + c.r - y, y - (c.y + c.h - c.r), 0.0)
    if dy > 0:
        inset = c.r - math.sqrt(max(c.r * c.r - dy * dy, 0.0))
    return [(c.x + inset, c.x + c.w - inset)]


def _heart_spans(y: float) -> list[Span]:
    h = HEART
    spans: list[Span] = []
    half = h.half_diagonal - abs(y - h.cy)  # |dx| + |dy| <= half diagonal
    if half > 0:
        spans.append((h.cx - half, h.cx + half))
    r = h.side / 2
    for cx, cy in h.circles:
        dy = y - cy
        if abs(dy) < r:
            dx = math.sqrt(r * r - dy * dy)
            spans.append((cx - dx, cx + dx))
    spans.sort()
    merged: list[Span] = []
    for a, b in spans:
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], b))
        else:
            merged.append((a, b))
    return merged


def _coverage(size: int, spans_at: Callable[[float], list[Span]], rows: int = 4) -> list[list[float]]:
    """Each pixel's covered share: ``rows`` lines sampled per pixel row, exact along a line."""
    scale = SIZE / size
    grid = []
    for py in range(size):
        edges = [0.0] * (size + 1)  # a difference array: whole pixels covered from here on
        row = [0.0] * size
        for sub in range(rows):
            y = (py + (sub + 0.5) / rows) * scale
            for a, b in spans_at(y):
                x0, x1 = max(a / scale, 0.0), min(b / scale, float(size))
                first, last = int(x0), int(x1)
                if first == last:
                    row[first] += (x1 - x0) / rows
                    continue
                row[first] += (first + 1 - x0) / rows
                if last < size:
                    row[last] += (x1 - last) / rows
                edges[first + 1] += 1 / rows
                edges[last] -= 1 / rows
        running = 0.0
        for px in range(size):
            running += edges[px]
            row[px] += running
        grid.append(row)
    return grid


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def png_icon(size: int) -> bytes:
    """The icon as an opaque RGB PNG of ``size`` × ``size`` pixels (anti-aliased)."""
    card, heart = _coverage(size, _card_span), _coverage(size, _heart_spans)
    green, white, red = _rgb(GREEN), _rgb(WHITE), _rgb(RED)
    plain = bytes(green) * size
    raw = bytearray()
    for py in range(size):
        raw.append(0)  # filter: none
        if not any(card[py]):  # the heart lies on the card
            raw += plain
            continue
        for px in range(size):
            c, h = min(card[py][px], 1.0), min(heart[py][px], 1.0)
            if c <= 0 and h <= 0:
                raw += plain[:3]
                continue
            for g, w, r in zip(green, white, red):
                value = g + (w - g) * c
                raw.append(round(value + (r - value) * h))
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
