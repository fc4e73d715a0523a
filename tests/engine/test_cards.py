"""Card notations: the token table behind parse_hand reads exactly what Card.parse reads."""

from __future__ import annotations

import random
import re
import sys

import pytest

from rummylab.core.cards import _CARD_BY_TOKEN, JOKER, Card, full_deck, parse_hand
from rummylab.core.errors import CardError


def slow_parse_hand(text):
    """parse_hand as it was before the table: a regular expression, then Card.parse per token."""
    parts = [text] if isinstance(text, str) else list(text)
    tokens = [tok for part in parts for tok in re.split(r"[\s,;]+", str(part)) if tok]
    return tuple(Card.parse(tok) for tok in tokens)


def outcome(fn, text):
    try:
        return fn(text)
    except CardError as err:
        return (type(err), str(err), err.code, err.token)


def test_every_table_entry_is_what_card_parse_reads():
    for token, card in _CARD_BY_TOKEN.items():
        assert Card.parse(token) == card, token


@pytest.mark.parametrize("card", full_deck())
def test_the_table_holds_each_card_in_its_usual_spellings(card):
    ascii_ = card.ascii
    spellings = {ascii_, ascii_.lower(), ascii_.capitalize(), ascii_[:-1].lower() + ascii_[-1],
                 str(card), str(card).lower(), str(card) + "\ufe0f"}
    if card.rank == 10:
        spellings |= {"T" + ascii_[-1], "t" + ascii_[-1].lower()}
    if card.rank == 1:
        spellings.add("1" + ascii_[-1])
    white = {"♣": "♧", "♦": "♢", "♥": "♡", "♠": "♤"}[card.suit.symbol]
    spellings |= {card.rank_name + white, card.rank_name.lower() + white + "\ufe0f"}
    for token in spellings:
        assert _CARD_BY_TOKEN[token] is _CARD_BY_TOKEN[ascii_] == card, token


def test_jokers_in_the_table():
    for token in ("JK", "jk", "Joker", "*", "🃏", "🃏\ufe0f"):
        assert _CARD_BY_TOKEN[token] is JOKER


def test_str_split_whitespace_is_the_regular_expressions():
    # parse_hand splits with str.split() where it used the regex [\s,;]+.
    everything = "".join(map(chr, range(sys.maxunicode + 1)))
    spaces = re.findall(r"\s", everything)
    assert ("x" + "x".join(spaces) + "x").split() == ["x"] * (len(spaces) + 1)
    rest = re.sub(r"\s", "", everything)
    assert rest.split() == [rest]


ODD_TOKENS = [
    "1X", "5X", "10", "Q", "H", "♥", "♥Q", "QHH", "11H", "0H", "JOKERS", "jo", "**", "Q\ufe0f♥", "Q♥\ufe0f\ufe0f",
    "qſ", "1ſ", "Kſ", "\ufe0f", "ÀH", "Ⅻ♥", "１H", "QH.", "<QH>", "10\ufe0fD", "tſ", "joker\ufe0f",
]
SEPARATORS = [" ", "  ", ",", ", ", ";", " ; ", "\t", "\n", "\u00a0", "\u2003", "\x1c", "\u3000", ",,"]


def random_text(rng: random.Random) -> str:
    tokens = list(_CARD_BY_TOKEN)
    words = [rng.choice(ODD_TOKENS) if rng.random() < 0.1 else rng.choice(tokens) for _ in range(rng.randint(0, 12))]
    out = rng.choice(["", " ", ",", "\u00a0"])
    for word in words:
        out += word + rng.choice(SEPARATORS)
    return out if rng.random() < 0.5 else out.rstrip()


def test_parse_hand_reads_what_the_slow_path_reads():
    rng = random.Random(7)
    for _ in range(3000):
        text = random_text(rng)
        assert outcome(parse_hand, text) == outcome(slow_parse_hand, text), repr(text)
        parts = text.split(";")
        assert outcome(parse_hand, parts) == outcome(slow_parse_hand, parts), repr(parts)


def test_parse_hand_names_the_first_bad_token():
    with pytest.raises(CardError, match="'5X' is not a card") as info:
        parse_hand("QH 5X 1Y")
    assert info.value.token == "5X"


def test_parse_hand_accepts_a_str_subclass_and_any_iterable():
    class Text(str):
        pass

    assert parse_hand(Text("QH,10d")) == parse_hand("QH 10D")
    assert parse_hand(iter(["QH", "td"])) == parse_hand("QH 10D")
