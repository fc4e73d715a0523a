"""A hand typed in the page's language (rummylab.core.notation): the local suit and court letters, and
the one letter two readings share (C: copas / corazones / cœur, or clubs in English).

Expected cards are written by hand from the letters' words: pt copas, espadas, ouros, paus; rei,
dama, valete; es corazones, picas, diamantes, tréboles; fr cœur, pique, carreau, trèfle; roi, dame, valet.
"""

from __future__ import annotations

import json

import pytest

from rummylab.core.cards import Suit, parse_hand
from rummylab.core.errors import CardError
from rummylab.core.notation import read_hand
from rummylab.web import handle


def shown(text: str, lang: str) -> list[str]:
    return [str(c) for c in read_hand(text, lang).cards]


@pytest.mark.parametrize(("lang", "text", "cards"), [
    ("pt", "AC 2E 3O 4P", ["A♥", "2♠", "3♦", "4♣"]),
    ("pt", "RO DO VO", ["K♦", "Q♦", "J♦"]),
    ("es", "AC 2P 3D 4T", ["A♥", "2♠", "3♦", "4♣"]),
    ("fr", "AC 2P 3K 4T", ["A♥", "2♠", "3♦", "4♣"]),
    ("fr", "RK DK VK KK", ["K♦", "Q♦", "J♦", "K♦"]),   # the K of carreau after a rank, the K of a king before a suit
    ("fr", "10t tt", ["10♣", "10♣"]),                    # lower case; T the ten, T the trèfle
    ("pt", "Q♣ 10♥ JK", ["Q♣", "10♥", "🃏"]),           # symbols and jokers as everywhere
])
def test_local_letters(lang, text, cards):
    assert shown(text, lang) == cards


@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_c_alone_is_the_languages_hearts_and_says_so(lang):
    reading = read_hand("QC JC 10C", lang)
    assert shown("QC JC 10C", lang) == ["Q♥", "J♥", "10♥"]
    assert (reading.c_read_as, reading.why) == (Suit.HEARTS, "no-english-letter")


@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_c_beside_english_letters_is_clubs(lang):
    # The site's own KR-EX1 link: 4H 5H 6H QC QD QS 8D is read exactly as the engine reads it.
    text = "4H 5H 6H QC QD QS 8D"
    assert read_hand(text, lang).cards == parse_hand(text)
    assert (read_hand(text, lang).c_read_as, read_hand(text, lang).why) == (Suit.CLUBS, "english-letters")


def test_c_beside_local_letters_is_hearts():
    assert shown("7C 7E 7O", "pt") == ["7♥", "7♠", "7♦"]
    assert read_hand("7C 7E 7O", "pt").why == "local-letters"


def test_english_reads_as_the_engine_and_has_nothing_to_say():
    reading = read_hand("QC JC 10C", "en")
    assert reading.cards == parse_hand("QC JC 10C") and reading.c_read_as is None


def test_no_c_no_note():
    assert read_hand("4E 5E 6E", "pt").c_read_as is None


@pytest.mark.parametrize(("lang", "token"), [("pt", "5X"), ("pt", "RX"), ("es", "VC"), ("fr", "1K2")])
def test_a_token_neither_notation_reads_is_refused_by_name(lang, token):
    with pytest.raises(CardError) as err:
        read_hand(f"AC {token}", lang)
    assert err.value.token == token


def ask(request: dict) -> dict:
    return json.loads(handle(json.dumps(request)))


def test_the_solver_reads_local_letters_only_when_asked():
    local = ask({"op": "solve", "hand": "QC JC 10C", "letters": "local", "lang": "pt"})["result"]
    engine = ask({"op": "solve", "hand": "QC JC 10C", "lang": "pt"})["result"]
    assert local["cards"] == ["Q♥", "J♥", "10♥"] and engine["cards"] == ["Q♣", "J♣", "10♣"]
    assert local["notes"] == ["O C foi lido como copas (♥), como em português. Para paus, escreva P ou ♣."]
    assert engine["notes"] == []


def test_an_empty_hand_asks_for_cards():
    answer = ask({"op": "solve", "hand": "  ", "lang": "es"})
    assert answer["error"]["code"] == "empty-hand"
    assert answer["error"]["message"] == "escribe o elige las cartas de la mano"


# TT-2: round 1 deals 3 cards; a 5-card hand is still solved, and the page says what the round deals.
def test_a_three_thirteen_hand_of_the_wrong_size_is_solved_with_a_note():
    result = ask({"op": "solve", "hand": "3C 4C 5C 6C 7C", "game": "three-thirteen", "round": 1, "lang": "en"})["result"]
    assert result["deadwood"] == 0
    assert result["notes"] == ["Round 1 deals 3 cards (4 after drawing); this hand has 5."]
    right = ask({"op": "solve", "hand": "3C 4C 5C 6C", "game": "three-thirteen", "round": 1})["result"]
    assert right["notes"] == []


def test_read_names_each_token_for_the_preview():
    result = ask({"op": "read", "hand": "QC, 5X QS", "letters": "local", "lang": "fr"})["result"]
    assert result["tokens"] == [["QC", "Q♣"], ["5X", None], ["QS", "Q♠"]]
    assert result["card_names"]["Q♣"] == "dame de trèfle"
    assert result["notes"] and "trèfle" in result["notes"][0]
