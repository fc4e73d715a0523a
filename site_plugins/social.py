"""A social image for every page: its title, its game or section, its language, and cards as the site draws them.

A shared link shows a picture when the page names one in ``og:image``; the common networks take
PNG or JPEG, not SVG, so each page gets a 1200 × 630 PNG drawn here with Pillow at build time (no
network): the site's green band, the page's heading in large type, the section and the language
under it, and a fan of three cards, white with rank and suit, red for hearts and diamonds, as on
the site. :class:`~site_plugins.site_meta.SiteMetaPlugin` calls :func:`write_image` for each page
and writes the ``og:image`` and ``twitter:card`` tags. An image is drawn again only when what it
shows changes (a cache under ``build/social/``).

The text needs a font with the four languages' letters and the suits: DejaVu Sans (Debian's
``fonts-dejavu-core``, which Chromium's fonts bring) or Liberation Sans, found in the usual
places; without one the build says which package to install.

>>> from PIL import Image
>>> import tempfile, pathlib
>>> dest = pathlib.Path(tempfile.mkdtemp()) / "x.png"
>>> write_image(dest, title="Acerto de uma mão", section="Knock Rummy", language="Português",
...             cards=("4H", "5H", "6H"))
>>> with Image.open(dest) as drawn:
...     drawn.size
(1200, 630)
"""

from __future__ import annotations

import hashlib
import shutil
import textwrap
from functools import cache
from pathlib import Path

from mkdocs.exceptions import PluginError
from PIL import Image, ImageDraw, ImageFont

from rummylab.core.cards import Card

__all__ = ["SIZE", "CARDS_OF", "DEFAULT_CARDS", "write_image"]

#: The image's size, the one the networks expect for a large card (1.91 : 1).
SIZE = (1200, 630)
#: The cards shown for a section of the site (its first folder), a meld of its game; others show a mix.
CARDS_OF = {"knock-rummy": ("4H", "5H", "6H"), "three-thirteen": ("7C", "7D", "3S"), "rummy": ("QS", "QH", "QD")}
DEFAULT_CARDS = ("AS", "KH", "QD")
#: Bumped when the drawing changes, so the cache draws every image again.
_STYLE = "1"
_GREEN, _DARK, _WHITE, _RED, _BLACK = "#2e7d32", "#1b5e20", "#ffffff", "#c62828", "#212121"
_FONT_DIRS = ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/liberation",
              "/usr/share/fonts/dejavu", "/usr/share/fonts/liberation", "/Library/Fonts", "C:/Windows/Fonts")
_FONTS = {"bold": ("DejaVuSans-Bold.ttf", "LiberationSans-Bold.ttf"), "regular": ("DejaVuSans.ttf", "LiberationSans-Regular.ttf")}


@cache
def _font_file(weight: str) -> str:
    for name in _FONTS[weight]:
        for folder in _FONT_DIRS:
            if (Path(folder) / name).is_file():
                return str(Path(folder) / name)
    raise PluginError("rummylab-site-meta: no font for the social images (DejaVu Sans or Liberation Sans): "
                      "install Debian's fonts-dejavu-core")


@cache  # (each image asks for the same few fonts)
def _font(weight: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(_font_file(weight), size)


def _wrapped(draw: ImageDraw.ImageDraw, text: str, font: ImageFont.FreeTypeFont, width: int, lines: int) -> list[str]:
    """``text`` in at most ``lines`` lines no wider than ``width`` (the last ending in … when cut)."""
    for chars in range(40, 8, -1):
        wrapped = textwrap.wrap(text, chars)
        if all(draw.textlength(line, font=font) <= width for line in wrapped):
            break
    if len(wrapped) > lines:
        wrapped = wrapped[:lines]
        wrapped[-1] = wrapped[-1].rstrip(" ,.;:") + "…"
    return wrapped


def _card(image: Image.Image, card: Card, box: tuple[int, int], angle: float) -> None:
    """One card, white with a rounded border, its rank and suit in the corner and its suit large."""
    w, h = 190, 266
    face = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(face)
    draw.rounded_rectangle((2, 2, w - 3, h - 3), radius=18, fill=_WHITE, outline="#9e9e9e", width=3)
    colour = _RED if card.suit.is_red else _BLACK
    text = str(card)
    draw.text((18, 12), text, font=_font("bold", 46), fill=colour)
    draw.text((w / 2, h / 2 + 20), text[-1], font=_font("regular", 120), fill=colour, anchor="mm")
    turned = face.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
    image.alpha_composite(turned, box)


def write_image(dest: Path, *, title: str, section: str, language: str, cards: tuple[str, ...],
                cache_dir: Path | None = None) -> None:
    """Draw a page's social image into ``dest`` (PNG), or copy it from ``cache_dir`` when drawn before."""
    key = hashlib.sha256("\0".join((_STYLE, title, section, language, *cards)).encode()).hexdigest()[:20]
    cached = cache_dir / f"{key}.png" if cache_dir else None
    dest.parent.mkdir(parents=True, exist_ok=True)
    if cached is not None and cached.is_file():
        shutil.copyfile(cached, dest)
        return
    image = Image.new("RGBA", SIZE, _GREEN)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, SIZE[1] - 90, SIZE[0], SIZE[1]), fill=_DARK)
    draw.text((60, SIZE[1] - 45), "rummylab", font=_font("bold", 40), fill=_WHITE, anchor="lm")
    draw.text((SIZE[0] - 60, SIZE[1] - 45), language, font=_font("regular", 32), fill=_WHITE, anchor="rm")
    draw.text((60, 60), section, font=_font("regular", 40), fill="#c8e6c9")
    big = _font("bold", 68)
    for i, line in enumerate(_wrapped(draw, title, big, 640, 4)):
        draw.text((60, 130 + i * 84), line, font=big, fill=_WHITE)
    for i, text in enumerate(cards):
        _card(image, Card.parse(text), (735 + i * 110, 120 + abs(i - 1) * 22), 12 - i * 12)
    out = image.convert("RGB").quantize(colors=64)
    out.save(dest, optimize=True)
    if cached is not None:
        cached.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(dest, cached)
