"""Cards and hands: immutable values with text notations that round-trip.

A card is written in ASCII (``QH``, ``10H``, ``TH``, any case) or with a suit
symbol (``Q♥``). ``str(card)`` gives the symbol form, ``card.ascii`` the
ASCII one; both parse back to the same card. A joker (Three Thirteen
variant, TT-8) is written ``JK`` (or ``🃏``).

>>> Card.parse("q♥")
Card.parse('Q♥')
>>> str(Card.parse("th")), Card.parse("10h").ascii
('10♥', '10H')
>>> [str(c) for c in parse_hand("4H 5h,6♥  QC")]
['4♥', '5♥', '6♥', 'Q♣']
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from dataclasses import dataclass
from typing import Iterable, cast

from rummylab.core.errors import CardError, DuplicateCardError

__all__ = [
    "Suit",
    "Card",
    "RANK_NAMES",
    "parse_rank",
    "parse_hand",
    "format_hand",
    "full_deck",
    "sort_cards",
    "check_copies",
]


class Suit(enum.Enum):
    """The four suits, plus a pseudo-suit for jokers (TT-8)."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"
    JOKER = "J"

    @property
    def symbol(self) -> str:
        """The suit's symbol: ♣ ♦ ♥ ♠ (and 🃏 for the joker)."""
        return _SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        """True for hearts and diamonds (drawn in red on the site)."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SYMBOLS = {
    Suit.CLUBS: "♣",
    Suit.DIAMONDS: "♦",
    Suit.HEARTS: "♥",
    Suit.SPADES: "♠",
    Suit.JOKER: "🃏",
}
_SUIT_BY_TEXT = {s.value: s for s in Suit if s is not Suit.JOKER}
_SUIT_BY_TEXT.update({sym: s for s, sym in _SYMBOLS.items() if s is not Suit.JOKER})
# Variation selectors and the white-suit forms people paste from elsewhere.
_SUIT_BY_TEXT.update({"♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES})

#: Rank names in ASCII notation, index = rank (1 = ace … 13 = king).
RANK_NAMES = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_RANK_BY_TEXT = {name: rank for rank, name in enumerate(RANK_NAMES) if name}
_RANK_BY_TEXT.update({"T": 10, "1": 1})
_SUIT_ORDER = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3, Suit.JOKER: 4}

_SEPARATORS = re.compile(r"[\s,;]+")


def parse_rank(text: str) -> int:
    """Read a rank: ``A``, ``2``…``10``, ``T``, ``J``, ``Q``, ``K`` (any case).

    >>> parse_rank("q"), parse_rank("T"), parse_rank("a")
    (12, 10, 1)
    """
    rank = _RANK_BY_TEXT.get(text.strip().upper())
    if rank is None:
        raise CardError(f"{text!r} is not a rank", token=text, code="bad-rank")
    return rank


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """One playing card.

    Attributes:
        rank: 1 = ace … 13 = king; 0 for a joker.
        suit: the card's suit (``Suit.JOKER`` for a joker).
    """

    rank: int
    suit: Suit

    def __post_init__(self) -> None:
        if self.suit is Suit.JOKER:
            if self.rank != 0:
                raise CardError(f"a joker has no rank, got {self.rank!r}", token=self.rank)
        elif not (isinstance(self.rank, int) and 1 <= self.rank <= 13):
            raise CardError(f"{self.rank!r} is not a rank (1-13)", token=self.rank, code="bad-rank")

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"QH"``, ``"Q♥"``, ``"10h"``, ``"Th"`` or ``"JK"`` (joker).

        Raises:
            CardError: the text is not a card; the message quotes it.

        >>> Card.parse("10♦") == Card.parse("td")
        True
        >>> Card.parse("1X")
        Traceback (most recent call last):
        ...
        rummylab.core.errors.CardError: '1X' is not a card
        """
        if not isinstance(text, str):
            raise CardError(f"{text!r} is not a card", token=text)
        raw = text.strip().replace("\ufe0f", "")
        upper = raw.upper()
        if upper in ("JK", "JOKER", "*", "🃏"):
            return JOKER
        if len(upper) >= 2:
            suit = _SUIT_BY_TEXT.get(upper[-1])
            rank = _RANK_BY_TEXT.get(upper[:-1])
            if suit is not None and rank is not None:
                return cls(rank, suit)
        raise CardError(f"{text!r} is not a card", token=text)

    @property
    def is_joker(self) -> bool:
        """True for a joker."""
        return self.suit is Suit.JOKER

    @property
    def ascii(self) -> str:
        """The ASCII notation, e.g. ``"QH"``, ``"10C"``, ``"JK"``."""
        if self.is_joker:
            return "JK"
        return RANK_NAMES[self.rank] + self.suit.value

    @property
    def rank_name(self) -> str:
        """The rank as written on the card: ``A``, ``2``…``10``, ``J``, ``Q``, ``K``."""
        return "" if self.is_joker else RANK_NAMES[self.rank]

    @property
    def sort_key(self) -> tuple[int, int]:
        """Order for display: by suit (♣ ♦ ♥ ♠, jokers last), then rank."""
        return (_SUIT_ORDER[self.suit], self.rank)

    def __str__(self) -> str:
        # RANK_NAMES[0] is "", so a joker is its symbol alone. Keyed by the suit's
        # value: hashing an enum member calls Python code, and this runs for every
        # card a solver answer shows.
        return RANK_NAMES[self.rank] + _SYMBOL_OF_VALUE[self.suit._value_]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


#: The joker (Three Thirteen variant, TT-8).
JOKER = Card(0, Suit.JOKER)

_SYMBOL_OF_VALUE = {s.value: sym for s, sym in _SYMBOLS.items()}


def _token_table() -> dict[str, Card]:
    """The usual spellings of every card, each mapped to one shared Card.

    ``Card.parse`` reads every key to the same card (a test checks it); any
    other token still goes through ``Card.parse``, so this only saves time.
    Ranks and suit letters in either case, the suit symbols with or without
    the emoji variation selector (U+FE0F), and the joker's names.
    """
    table: dict[str, Card] = {}
    cards = {(c.rank, c.suit): c for c in full_deck()}
    for rank_text, rank in _RANK_BY_TEXT.items():
        for suit_text, suit in _SUIT_BY_TEXT.items():
            card = cards[rank, suit]
            suits = (suit_text, suit_text.lower()) if suit_text.isascii() else (suit_text, suit_text + "\ufe0f")
            for r in {rank_text, rank_text.lower()}:
                for s in suits:
                    table[r + s] = card
    for name in ("JK", "Jk", "jK", "jk", "JOKER", "Joker", "joker", "*", "🃏", "🃏\ufe0f"):
        table[name] = JOKER
    return table


def parse_hand(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Read a hand: cards separated by spaces, commas or semicolons.

    Accepts one string or an iterable of strings (each may hold several
    cards, as the CLI receives them). Duplicates are kept here; whether they
    are legal depends on the game (see :func:`check_copies`).

    >>> parse_hand(["AS 2S", "3s"])
    (Card.parse('A♠'), Card.parse('2♠'), Card.parse('3♠'))
    """
    if type(text) is str:  # str.split's whitespace is the regular expression's \s (a test checks it)
        tokens = text.replace(",", " ").replace(";", " ").split()
    else:
        parts = [text] if isinstance(text, str) else list(text)
        tokens = [tok for part in parts for tok in _SEPARATORS.split(str(part)) if tok]
    found = tuple(map(_CARD_BY_TOKEN.get, tokens))
    if all(found):  # a Card is always true, a token missing from the table None
        return cast(tuple[Card, ...], found)
    return tuple(Card.parse(tok) if card is None else card for card, tok in zip(found, tokens))


def format_hand(cards: Iterable[Card], *, ascii: bool = False, sep: str = " ") -> str:
    """Write cards with suit symbols (or ASCII); ``parse_hand`` reads it back.

    >>> format_hand(parse_hand("QC QD QS"))
    'Q♣ Q♦ Q♠'
    >>> format_hand(parse_hand("QC 10D"), ascii=True)
    'QC 10D'
    """
    return sep.join(c.ascii if ascii else str(c) for c in cards)


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards in display order (by suit, then rank)."""
    return tuple(sorted(cards, key=lambda c: c.sort_key))


def full_deck(*, decks: int = 1, jokers: int = 0) -> tuple[Card, ...]:
    """Every card of ``decks`` 52-card decks, plus ``jokers`` jokers in all.

    >>> len(full_deck()), len(full_deck(decks=2, jokers=4))
    (52, 108)
    """
    one = [Card(rank, suit) for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES) for rank in range(1, 14)]
    return tuple(one * decks + [JOKER] * jokers)


def check_copies(cards: Iterable[Card], *, decks: int, jokers: int = 0) -> None:
    """Refuse more copies of a card than ``decks`` decks hold.

    Raises:
        DuplicateCardError: naming the card, e.g. "Q♥ appears twice but this
            game uses one deck".

    >>> check_copies(parse_hand("QH QH"), decks=1)
    Traceback (most recent call last):
    ...
    rummylab.core.errors.DuplicateCardError: Q♥ appears twice but this game uses one deck
    """
    for card, count in Counter(cards).items():
        limit = jokers if card.is_joker else decks
        if count <= limit:
            continue
        if card.is_joker:
            if limit == 0:
                raise DuplicateCardError(
                    "jokers are not used in this game", token=str(card), code="joker-not-allowed"
                )
            raise DuplicateCardError(
                f"{card} appears {count} times but this game has only {limit}",
                token=str(card), code="too-many-copies", count=count, limit=limit,
            )
        if limit == 1:
            times = "twice" if count == 2 else f"{count} times"
            raise DuplicateCardError(
                f"{card} appears {times} but this game uses one deck",
                token=str(card), code="duplicate-card", count=count, limit=limit,
            )
        raise DuplicateCardError(
            f"{card} appears {count} times but this game uses only {limit} decks",
            token=str(card), code="too-many-copies", count=count, limit=limit,
        )


_CARD_BY_TOKEN = _token_table()
