"""Amounts as readers write them (RULES.md, the note under the term table): 3½, never 7/2, outside JSON."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rummylab.core.amounts import MINUS, show_amount, signed_amount
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
