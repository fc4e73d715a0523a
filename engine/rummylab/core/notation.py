"""Hands as readers of each language type them: their own suit and rank letters.

The engine's notation is English ASCII (``QH``, ``10C``) or suit symbols
(:mod:`rummylab.core.cards`), and it stays so for the CLI, the records and the
examples. A reader of the site's Portuguese, Spanish or French pages may type
the suits with their own initials and, in Portuguese and French, the court
cards with theirs (:data:`LOCAL_SUITS`, :data:`LOCAL_RANKS`):

- pt: copas ``C``, espadas ``E``, ouros ``O``, paus ``P``; rei ``R``, dama ``D``, valete ``V``;
- es: corazones ``C``, picas ``P``, diamantes ``D``, tréboles ``T``;
- fr: cœur ``C``, pique ``P``, carreau ``K``, trèfle ``T``; roi ``R``, dame ``D``, valet ``V``.

A rank comes first and the suit last, so a letter means one thing in its place
(the French ``K`` of carreau never meets the ``K`` of a king), except ``C``:
hearts to these readers, clubs in English. A hand is read as a whole: ``C`` is
clubs when the hand writes an English-only suit letter (``H`` or ``S``), hearts
when it writes one of the language's own (pt ``E O P``, es ``P T``, fr ``P K T``)
or neither. :func:`read_hand` says which reading it took, so the page can tell
the reader.

>>> reading = read_hand("QC JC 10C", "pt")
>>> [str(c) for c in reading.cards], reading.c_read_as, reading.why
(['Q♥', 'J♥', '10♥'], <Suit.HEARTS: 'H'>, 'no-english-letter')
>>> [str(c) for c in read_hand("QC QD QS", "es").cards], read_hand("QC QD QS", "es").why
(['Q♣', 'Q♦', 'Q♠'], 'english-letters')
>>> [str(c) for c in read_hand("RC DE 10O VP", "pt").cards]
['K♥', 'Q♠', '10♦', 'J♣']
>>> [str(c) for c in read_hand("RK DT 7P", "fr").cards]
['K♦', 'Q♣', '7♠']
>>> read_hand("QC", "en").cards, read_hand("QC", "en").c_read_as
((Card.parse('Q♣'),), None)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Literal

from rummylab.core.cards import Card, Suit, parse_hand, parse_rank
from rummylab.core.errors import CardError

__all__ = ["LOCAL_SUITS", "LOCAL_RANKS", "HandReading", "read_hand", "read_token"]

#: Each language's own suit letters (English's are C D H S).
LOCAL_SUITS: dict[str, dict[str, Suit]] = {
    "pt": {"C": Suit.HEARTS, "E": Suit.SPADES, "O": Suit.DIAMONDS, "P": Suit.CLUBS},
    "es": {"C": Suit.HEARTS, "P": Suit.SPADES, "D": Suit.DIAMONDS, "T": Suit.CLUBS},
    "fr": {"C": Suit.HEARTS, "P": Suit.SPADES, "K": Suit.DIAMONDS, "T": Suit.CLUBS},
}
#: Each language's own letters for the court cards (English's are K Q J).
LOCAL_RANKS: dict[str, dict[str, int]] = {
    "pt": {"R": 13, "D": 12, "V": 11},
    "fr": {"R": 13, "D": 12, "V": 11},
}
_ENGLISH_ONLY = frozenset("HS")  # suit letters no other language uses
_JOKERS = ("JK", "JOKER", "*", "🃏")
_SEPARATORS = re.compile(r"[\s,;]+")  # as parse_hand splits a hand

#: Why ``C`` was read as it was: the hand wrote ``H`` or ``S``; it wrote a letter of the
#: language's own (E, O, P, T, K); it wrote neither, so the page's language decides.
Why = Literal["english-letters", "local-letters", "no-english-letter"]


@dataclass(frozen=True, slots=True)
class HandReading:
    """A hand read in a language's notation.

    Attributes:
        cards: the cards, in the order typed.
        c_read_as: the suit a ``C`` was read as, when the hand has one and the language reads
            ``C`` otherwise than English (None otherwise: nothing to tell the reader).
        why: what decided it (:data:`Why`), None when there was nothing to decide.
    """

    cards: tuple[Card, ...]
    c_read_as: Suit | None = None
    why: Why | None = None


def _suit_letter(token: str) -> str:
    return token.replace("\ufe0f", "").strip().upper()[-1:]


def read_token(token: str, lang: str, *, c_suit: Suit = Suit.CLUBS) -> Card:
    """One card in ``lang``'s letters or the engine's notation, a suit letter ``C`` read as ``c_suit``.

    Raises:
        CardError: neither notation reads it (the message quotes it).

    >>> str(read_token("dc", "fr", c_suit=Suit.HEARTS)), str(read_token("10♥", "pt")), str(read_token("VD", "pt"))
    ('Q♥', '10♥', 'J♦')
    """
    suits = LOCAL_SUITS.get(lang)
    upper = token.replace("\ufe0f", "").strip().upper()
    if suits is None or upper in _JOKERS or len(upper) < 2:
        return Card.parse(token)
    rank_text, suit_text = upper[:-1], upper[-1]
    local_suit = c_suit if suit_text == "C" else suits.get(suit_text)
    local_rank = LOCAL_RANKS.get(lang, {}).get(rank_text)
    if local_suit is None and local_rank is None:
        return Card.parse(token)
    try:
        rank = local_rank if local_rank is not None else parse_rank(rank_text)
        suit = local_suit if local_suit is not None else Card.parse("A" + suit_text).suit
    except CardError:
        raise CardError(f"{token!r} is not a card", token=token) from None
    return Card(rank, suit)


def read_hand(text: str | Iterable[str], lang: str) -> HandReading:
    """Read a hand typed by a reader of ``lang`` (module docstring: which letters, and ``C``).

    In English, and in a language with no letters of its own, this is :func:`~rummylab.core.cards.parse_hand`.

    Raises:
        CardError: a token neither notation reads, quoted.
    """
    suits = LOCAL_SUITS.get(lang)
    if suits is None:
        return HandReading(parse_hand(text))
    parts = [text] if isinstance(text, str) else list(text)
    tokens = [tok for part in parts for tok in _SEPARATORS.split(str(part)) if tok]
    letters = {_suit_letter(t) for t in tokens if t.replace("\ufe0f", "").strip().upper() not in _JOKERS}
    why: Why
    if letters & _ENGLISH_ONLY:
        c_suit, why = Suit.CLUBS, "english-letters"
    elif letters & (set(suits) - {"C", "D"}):
        c_suit, why = Suit.HEARTS, "local-letters"
    else:
        c_suit, why = Suit.HEARTS, "no-english-letter"
    cards = tuple(read_token(t, lang, c_suit=c_suit) for t in tokens)
    if "C" not in letters:
        return HandReading(cards)
    return HandReading(cards, c_suit, why)
