"""Amounts as text: the JSON form a machine reads, the form a reader writes, and reading them back.

- :func:`format_amount` writes ``"7/2"``, ``"-15"``: exact and plain, for JSON and records.
- :func:`show_amount` / :func:`signed_amount` write an amount as readers write it (RULES.md, the
  note under the term table): ``"3½"``, ``"−3½"``, ``"+15"``, with the language's decimal mark
  where a share has no one-character fraction; never ``"7/2"``.
- :func:`show_decimal` / :func:`show_number` / :func:`show_percent` write measured figures (averages,
  rates, counts) with the language's decimal mark, thousands separator and percent sign.
- :func:`parse_amount` reads every one of those forms back, and the ones readers type
  (``"3,5"``, ``"3 1/2"``).

>>> from fractions import Fraction
>>> [f(Fraction(-7, 2)) for f in (format_amount, show_amount, signed_amount)]
['-7/2', '−3½', '−3½']
>>> parse_amount(show_amount(Fraction(31, 12), "fr")) == Fraction(31, 12)
True
"""

from __future__ import annotations

import re
import unicodedata
from fractions import Fraction

from rummylab.core.errors import RummyError

__all__ = ["MINUS", "format_amount", "parse_amount", "show_amount", "signed_amount", "show_decimal", "show_number", "show_percent", "THOUSANDS", "PERCENT"]

#: The minus sign readers see (U+2212); JSON keeps the ASCII hyphen.
MINUS = "\u2212"


def format_amount(x: Fraction | int) -> str:
    """An exact amount as text: ``"15"``, ``"7/2"``, ``"-7/2"`` (ASCII hyphen).

    >>> format_amount(Fraction(-7, 2)), format_amount(Fraction(30, 2))
    ('-7/2', '15')
    """
    x = Fraction(x)
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


_VULGAR = {"½": Fraction(1, 2), "⅓": Fraction(1, 3), "⅔": Fraction(2, 3), "¼": Fraction(1, 4),
           "¾": Fraction(3, 4), "⅕": Fraction(1, 5), "⅖": Fraction(2, 5), "⅗": Fraction(3, 5),
           "⅘": Fraction(4, 5), "⅙": Fraction(1, 6), "⅚": Fraction(5, 6), "⅛": Fraction(1, 8),
           "⅜": Fraction(3, 8), "⅝": Fraction(5, 8), "⅞": Fraction(7, 8)}
_AMOUNT = re.compile(
    r"""^(?P<sign>[-+])?\s*
    (?:
        (?P<num>\d+)\s*/\s*(?P<den>\d+)                              # 7/2
      | (?P<int>\d+)(?:[.,](?P<dec>\d+))?                            # 7, 3.5, 3,5
        (?:\s*(?P<vulgar>[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])|\s+(?P<fnum>\d+)\s*/\s*(?P<fden>\d+))?  # 3½, 3 1/2
      | (?P<alone>[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])                               # ½
    )$""",
    re.VERBOSE,
)


_SUPER_SUB = re.compile("([⁰¹²³⁴⁵⁶⁷⁸⁹]+)\u2044([₀₁₂₃₄₅₆₇₈₉]+)")
_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉", "01234567890123456789")


def parse_amount(text: str) -> Fraction:
    """Read an amount: ``"7"``, ``"-7"``, ``"7/2"``, ``"3.5"``, ``"3,5"``, ``"3½"``, ``"3 1/2"``, ``"½"``, ``"2⁷⁄₁₂"``.

    A real minus sign (−) is accepted as well as a hyphen.

    Raises:
        RummyError: code ``"bad-amount"``, naming the text.

    >>> [str(parse_amount(t)) for t in ("7/2", "3,5", "3½", "−3 1/2", "¾", "−2⁷⁄₁₂", "⁵⁄₁₂")]
    ['7/2', '7/2', '7/2', '-7/2', '3/4', '-31/12', '5/12']
    >>> parse_amount("3.5.5")
    Traceback (most recent call last):
    ...
    rummylab.core.errors.RummyError: '3.5.5' is not an amount
    """
    if not isinstance(text, str):
        raise RummyError(f"{text!r} is not an amount", token=text, code="bad-amount")
    raw = unicodedata.normalize("NFC", text).strip().replace("\u2212", "-")
    for space in ("\u2009", "\u00a0", "\u202f"):
        raw = raw.replace(space, " ")
    # "2⁷⁄₁₂", as rummylab.words.explain.show_amount writes a share with no one-character fraction: "2 7/12".
    raw = _SUPER_SUB.sub(lambda m: " " + m[1].translate(_DIGITS) + "/" + m[2].translate(_DIGITS), raw).strip()
    raw = re.sub(r"^([-+])\s+", r"\1", raw)
    match = _AMOUNT.match(raw)
    if match is None:
        raise RummyError(f"{text!r} is not an amount", token=text, code="bad-amount")
    g = match.groupdict()
    if g["num"] is not None:
        if int(g["den"]) == 0:
            raise RummyError(f"{text!r} is not an amount (division by zero)", token=text, code="bad-amount")
        value = Fraction(int(g["num"]), int(g["den"]))
    elif g["alone"] is not None:
        value = _VULGAR[g["alone"]]
    else:
        if g["dec"] is not None and (g["vulgar"] or g["fnum"]):
            raise RummyError(f"{text!r} is not an amount", token=text, code="bad-amount")
        value = Fraction(int(g["int"]))
        if g["dec"] is not None:
            value += Fraction(int(g["dec"]), 10 ** len(g["dec"]))
        if g["vulgar"]:
            value += _VULGAR[g["vulgar"]]
        if g["fnum"] is not None:
            num, den = int(g["fnum"]), int(g["fden"])
            if den == 0 or num >= den:
                raise RummyError(f"{text!r} is not an amount", token=text, code="bad-amount")
            value += Fraction(num, den)
    return -value if g["sign"] == "-" else value


#: The fractions a reader writes with one character (shares split 2, 3, 4, 5, 6 or 8 ways).
_GLYPHS = {Fraction(1, 2): "½", Fraction(1, 3): "⅓", Fraction(2, 3): "⅔", Fraction(1, 4): "¼", Fraction(3, 4): "¾",
           Fraction(1, 5): "⅕", Fraction(2, 5): "⅖", Fraction(3, 5): "⅗", Fraction(4, 5): "⅘", Fraction(1, 6): "⅙",
           Fraction(5, 6): "⅚", Fraction(1, 8): "⅛", Fraction(3, 8): "⅜", Fraction(5, 8): "⅝", Fraction(7, 8): "⅞"}
_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")


def show_amount(x: Fraction | int, lang: str = "en") -> str:
    """An amount as a reader writes it, exact: ``"15"``, ``"3½"``, ``"−3½"`` (real minus sign).

    A share with a one-character fraction takes it (½ ⅓ ¼ ¾ …); another one that ends in
    decimals is written with the language's decimal mark; any other keeps an exact fraction
    after its whole part (``"2⁷⁄₁₂"``). :func:`rummylab.games.knock.settle.parse_amount` reads all of them back.

    >>> show_amount(Fraction(-7, 2)), show_amount(Fraction(17, 2), "pt"), show_amount(Fraction(2, 3))
    ('−3½', '8½', '⅔')
    >>> show_amount(Fraction(21, 20), "fr"), show_amount(Fraction(21, 20)), show_amount(Fraction(31, 12))
    ('1,05', '1.05', '2⁷⁄₁₂')
    """
    x = Fraction(x)
    whole, part = divmod(abs(x), 1)
    if not part:
        body = str(whole)
    elif part in _GLYPHS:
        body = (str(whole) if whole else "") + _GLYPHS[part]
    elif (places := _decimal_places(part.denominator)) is not None:
        scaled = str(int(part * 10**places)).rjust(places, "0")  # exact: 1/16 → 0625
        body = f"{whole}{'.' if lang == 'en' else ','}{scaled}"
    else:
        fraction = f"{str(part.numerator).translate(_SUPERSCRIPT)}\u2044{str(part.denominator).translate(_SUBSCRIPT)}"
        body = (str(whole) if whole else "") + fraction
    return MINUS + body if x < 0 else body


def _decimal_places(denominator: int) -> int | None:
    """How many decimals write 1/denominator exactly (2**a * 5**b needs max(a, b)), or None if none do."""
    powers = []
    for p in (2, 5):
        count = 0
        while denominator % p == 0:
            denominator //= p
            count += 1
        powers.append(count)
    return max(powers) if denominator == 1 else None


#: How each language groups the thousands of a number (RULES.md, the note under the term table):
#: the separator and the fewest digits that get one. English "1,500"; French "1 500" with a narrow
#: no-break space; Spanish (RAE) and European Portuguese leave four digits whole ("1500") and group
#: from five ("15 000", a no-break space).
THOUSANDS = {"en": (",", 4), "fr": ("\u202f", 4), "es": ("\u00a0", 5), "pt": ("\u00a0", 5)}
#: What goes between a number and the percent sign: nothing in English, a no-break space in the
#: others (narrow in French, as before ; : ! ?).
PERCENT = {"en": "%", "fr": "\u202f%", "es": "\u00a0%", "pt": "\u00a0%"}


def _grouped(digits: str, lang: str) -> str:
    """A run of digits with the language's thousands separator (:data:`THOUSANDS`)."""
    separator, least = THOUSANDS.get(lang, THOUSANDS["en"])
    if len(digits) < least:
        return digits
    head = len(digits) % 3 or 3
    return separator.join([digits[:head]] + [digits[i:i + 3] for i in range(head, len(digits), 3)])


def show_decimal(x: float, places: int, lang: str = "en", *, signed: bool = False) -> str:
    """A measured figure (an average, a rate, a count) rounded to ``places``, as the language writes it.

    The language's decimal mark and thousands separator (:data:`THOUSANDS`); a minus sign (U+2212).
    Every number the engine shows a reader goes through here (or :func:`show_number`, :func:`show_percent`).

    >>> show_decimal(-1.256, 2, "fr", signed=True), show_decimal(0.5, 1, "en", signed=True), show_decimal(3, 0, "pt")
    ('−1,26', '+0.5', '3')
    >>> [show_decimal(12345.67, 1, lang) for lang in ("en", "fr", "es", "pt")]
    ['12,345.7', '12\u202f345,7', '12\u00a0345,7', '12\u00a0345,7']
    """
    whole, _, fraction = f"{abs(x):.{places}f}".partition(".")
    body = _grouped(whole, lang) + (("." if lang == "en" else ",") + fraction if fraction else "")
    if x < 0 and body.strip("0,.") != "":
        return MINUS + body
    return ("+" + body) if signed and x > 0 else body


def show_number(n: int, lang: str = "en") -> str:
    """A whole number (a count of hands, of samples) as the language writes it.

    >>> [show_number(1500, lang) for lang in ("en", "fr", "es", "pt")]
    ['1,500', '1\u202f500', '1500', '1500']
    >>> show_number(15000, "es"), show_number(999, "en"), show_number(-2000, "fr")
    ('15\u00a0000', '999', '−2\u202f000')
    """
    return show_decimal(n, 0, lang)


def show_percent(x: float, lang: str = "en", *, places: int = 1) -> str:
    """A share of 1 as a percentage: ``"45.3%"``; a no-break space before ``%`` in French, Spanish, Portuguese.

    >>> show_percent(0.4531, "en"), show_percent(0.4531, "fr"), show_percent(1, "pt"), show_percent(0.5, "es", places=0)
    ('45.3%', '45,3\u202f%', '100,0\u00a0%', '50\u00a0%')
    """
    return show_decimal(100 * x, places, lang) + PERCENT.get(lang, "%")


def signed_amount(x: Fraction | int, lang: str = "en") -> str:
    """An amount with its sign, for ledgers: ``"+15"``, ``"−3½"``, ``"0"``.

    >>> signed_amount(Fraction(7, 2)), signed_amount(-15), signed_amount(0)
    ('+3½', '−15', '0')
    """
    return "+" + show_amount(x, lang) if x > 0 else show_amount(x, lang)
