"""Cards as HTML, shared by the examples and widgets plugins.

A card is drawn as its symbol notation (``Q♥``) inside a ``<span>`` with
``role="img"`` and an accessible name in the page's language, so a screen
reader says "dama de copas" instead of "Q, black heart suit". Hearts and
diamonds get the ``rl-red`` class, clubs, spades and jokers ``rl-black``
(colours live in ``docs/assets/cards.css``).

>>> from rummylab.cards import Card
>>> print(card_html(Card.parse("QH"), "pt"))
<span class="rl-card rl-red" role="img" aria-label="dama de copas">Q♥</span>
>>> print(card_html(Card.parse("10c"), "en"))
<span class="rl-card rl-black" role="img" aria-label="ten of clubs">10♣</span>
"""

from __future__ import annotations

from html import escape
from typing import Iterable

from rummylab.cards import Card

from rummylab.explain import card_name

__all__ = ["card_html", "hand_html", "card_class", "card_name"]


def card_class(card: Card) -> str:
    """The CSS classes of a card: ``rl-card`` plus its colour.

    >>> card_class(Card.parse("AD")), card_class(Card.parse("AS"))
    ('rl-card rl-red', 'rl-card rl-black')
    """
    return "rl-card rl-red" if card.suit.is_red else "rl-card rl-black"


def card_html(card: Card, lang: str) -> str:
    """One card as an inline image-like ``<span>`` named in ``lang``.

    Args:
        card: the card to draw.
        lang: the page's language, one of ``"en"``, ``"pt"``, ``"es"``, ``"fr"``.

    >>> print(card_html(Card.parse("QH"), "fr"))
    <span class="rl-card rl-red" role="img" aria-label="dame de cœur">Q♥</span>
    """
    label = escape(card_name(card, lang), quote=True)
    return f'<span class="{card_class(card)}" role="img" aria-label="{label}">{escape(str(card))}</span>'


def hand_html(cards: Iterable[Card], lang: str, *, label: str | None = None) -> str:
    """Several cards in a row, wrapped in ``<span class="rl-hand">``.

    Args:
        cards: the cards, drawn in the order given.
        lang: the page's language.
        label: an optional accessible name for the whole group (e.g. "run").

    >>> from rummylab.cards import parse_hand
    >>> print(hand_html(parse_hand("QH"), "es", label="mano"))
    <span class="rl-hand" role="group" aria-label="mano"><span class="rl-card rl-red" role="img" aria-label="reina de corazones">Q♥</span></span>
    """
    inner = "\n".join(card_html(card, lang) for card in cards)
    if label is None:
        return f'<span class="rl-hand">{inner}</span>'
    return f'<span class="rl-hand" role="group" aria-label="{escape(label, quote=True)}">{inner}</span>'
