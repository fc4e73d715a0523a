"""Amounts as readers write them (RULES.md, the note under the term table): 3½, never 7/2, outside JSON."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rummylab.core.amounts import MINUS, show_amount, show_decimal, show_number, show_percent, signed_amount
from rummylab.games.knock.settle import format_amount, parse_amount, settle_knock, settle_session
from rummylab.words.explain import explain

LANGS = ("en", "pt", "es", "fr")
#: An improper or plain fraction a reader would not write: "7/2", "+25/2", "−43/2".
IMPROPER = re.compile(r"(?<![\d/])\d+/\d+(?![\d/])")


@pytest.mark.parametrize(("amount", "lang", "shown"), [
    (Fraction(7, 2), "en", "3½"), (Fraction(-7, 2), "pt", f"{MINUS}3½"), (Fraction(1, 2), "fr", "½"),
    (Fraction(10, 3), "es", "3⅓"), (Fraction(-9, 4), "fr", f"{MINUS}2¼"), (Fraction(15), "pt", "15"),
    (Fraction(17, 10), "pt", "1,7"), (Fraction(17, 10), "en", "1.7"), (Fraction(31, 12), "es", "2⁷⁄₁₂"),
])
def test_show_amount_as_readers_write_it(amount: Fraction, lang: str, shown: str) -> None:
    assert show_amount(amount, lang) == shown


@given(st.fractions(min_value=-10_000, max_value=10_000, max_denominator=120), st.sampled_from(LANGS))
def test_every_amount_shown_reads_back_exactly(amount: Fraction, lang: str) -> None:
    for text in (show_amount(amount, lang), signed_amount(amount, lang)):
        assert parse_amount(text) == amount, text
        assert not IMPROPER.search(text), text


def test_json_keeps_the_machine_form() -> None:
    assert format_amount(Fraction(-7, 2)) == "-7/2"
    assert settle_knock([0, 0, 7], knocker=None).to_dict()["net"] == ["7/2", "7/2", "-7"]  # KR-10e


@pytest.mark.parametrize("lang", LANGS)
def test_the_narration_never_writes_an_improper_fraction(lang: str) -> None:
    # KR-10c/KR-10e: shares split 2, 3 and 4 ways, in hands and over a session (KR-11).
    hands = [settle_knock([3, 3, 3, 10], knocker=0), settle_knock([0, 0, 0, 5, 8], knocker=None),
             settle_knock([2, 2, 9], knocker=2), settle_knock([4, 4, 4, 4, 9], knocker=4)]
    lines = [line for s in hands for line in explain(s, lang)]
    lines += explain(settle_session([hands[0], settle_knock([3, 3, 3, 11], knocker=3)]), lang)
    text = "\n".join(lines)
    assert not IMPROPER.search(text), IMPROPER.findall(text)
    assert {"½", "⅔"} <= set(text) and set(text) & {"¼", "¾"}, text


# ---- numbers as each language writes them ------------------------------------------------------

@pytest.mark.parametrize(("n", "lang", "shown"), [
    (1500, "en", "1,500"), (1500, "fr", "1\u202f500"), (1500, "es", "1500"), (1500, "pt", "1500"),
    (15000, "en", "15,000"), (15000, "fr", "15\u202f000"), (15000, "es", "15\u00a0000"), (15000, "pt", "15\u00a0000"),
    (1234567, "fr", "1\u202f234\u202f567"), (1234567, "es", "1\u00a0234\u00a0567"), (999, "fr", "999"),
    (-2000, "en", "−2,000"), (0, "fr", "0"),
])
def test_whole_numbers_group_their_thousands_as_the_language_does(n: int, lang: str, shown: str) -> None:
    assert show_number(n, lang) == shown


def test_decimals_group_the_whole_part_only() -> None:
    assert show_decimal(12345.678, 2, "fr") == "12\u202f345,68"
    assert show_decimal(1234.5, 1, "es", signed=True) == "+1234,5"
    assert show_decimal(-98765.4321, 3, "en") == "−98,765.432"


@pytest.mark.parametrize(("lang", "shown"), [("en", "45.3%"), ("fr", "45,3\u202f%"), ("es", "45,3\u00a0%"),
                                             ("pt", "45,3\u00a0%")])
def test_percent_sign_spacing(lang: str, shown: str) -> None:
    assert show_percent(0.4531, lang) == shown


def test_cli_figures_use_the_languages_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    from rummylab.cli import main

    assert main(["advise", "--hand", "AS AH AD 7C 8C 9C 3H", "--players", "3", "--samples", "1500", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "1\u202f500 " in out and "\u202f%" in out and "1500" not in out
    assert main(["simulate", "--game", "three-thirteen", "--hands", "3", "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "\u00a0%" in out and not re.search(r"\d%", out)
