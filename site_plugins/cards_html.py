"""Cards, hands and arrangements as HTML, shared by the examples and widgets plugins.

A card is drawn as its symbol notation (``Q♥``) inside a ``<span>`` with
``role="img"`` and an accessible name in the page's language, so a screen
reader says "dama de copas" instead of "Q, black heart suit". Hearts and
diamonds get the ``rl-red`` class, clubs, spades and jokers ``rl-black``
(colours live in ``docs/assets/cards.css``). An arrangement (melds and
leftovers) is drawn by :func:`arrangement_html` alone, in the widgets' layout
or in the worked examples' one.

>>> from rummylab.core.cards import Card
>>> print(card_html(Card.parse("QH"), "pt"))
<span class="rl-card rl-red" role="img" aria-label="dama de copas">Q♥</span>
>>> print(card_html(Card.parse("10c"), "en"))
<span class="rl-card rl-black" role="img" aria-label="ten of clubs">10♣</span>
"""

from __future__ import annotations

from html import escape
from typing import Any, Iterable, Literal, Mapping

from rummylab.core.cards import Card
from rummylab.words.language import card_name, colon
from site_plugins.templates import Html, Value, draw, fill_html
from site_plugins.words import word

__all__ = ["CARD_TEMPLATES", "card_html", "hand_html", "card_class", "card_name", "arrangement_html", "Layout"]

#: The templates of cards, hands and a widget's arrangements (site_plugins/templates.py), which
#: every widget that shows cards puts on its page for its script.
CARD_TEMPLATES = ("card", "hand", "melds", "meld", "wild-note", "unmatched")

#: How :func:`arrangement_html` lays an arrangement out.
Layout = Literal["list", "cell"]


def card_class(card: Card) -> str:
    """The CSS classes of a card: ``rl-card`` plus its colour.

    >>> card_class(Card.parse("AD")), card_class(Card.parse("AS"))
    ('rl-card rl-red', 'rl-card rl-black')
    """
    return "rl-card rl-red" if card.suit.is_red else "rl-card rl-black"


def card_html(card: Card, lang: str) -> Html:
    """One card as an inline image-like ``<span>`` named in ``lang``.

    Args:
        card: the card to draw.
        lang: the page's language, one of ``"en"``, ``"pt"``, ``"es"``, ``"fr"``.

    >>> print(card_html(Card.parse("QH"), "fr"))
    <span class="rl-card rl-red" role="img" aria-label="dame de cœur">Q♥</span>
    """
    return draw("card", colour=card_class(card), name=card_name(card, lang), text=str(card))


def hand_html(cards: Iterable[Card], lang: str, *, label: str | None = None) -> Html:
    """Several cards in a row, wrapped in ``<span class="rl-hand">``.

    Args:
        cards: the cards, drawn in the order given.
        lang: the page's language.
        label: an optional accessible name for the whole group (e.g. "run").

    >>> from rummylab.core.cards import parse_hand
    >>> print(hand_html(parse_hand("QH"), "es", label="mano"))
    <span class="rl-hand" role="group" aria-label="mano"><span class="rl-card rl-red" role="img" aria-label="reina de corazones">Q♥</span></span>
    """
    inner = Html("\n".join(card_html(card, lang) for card in cards))
    return draw("hand", role=None if label is None else "group", label=label, cards=inner)


def arrangement_html(arrangement: Mapping[str, Any], lang: str, *, layout: Layout) -> Html:
    """An arrangement's melds, then its leftover cards.

    Args:
        arrangement: the engine's JSON form of it (``Arrangement.to_dict()``, or the
            ``melds`` and ``unmatched`` of a web answer).
        lang: the page's language.
        layout: ``"list"`` for a widget: a ``<ul class="rl-melds">``, one item per meld
            headed by its kind ("Run") with a note per wild card ("7♣ stands for 5♥"),
            the markup ``renderArrangement`` in ``docs/assets/render.js`` builds for a live
            answer. ``"cell"`` for a worked example's table cell: one labelled line per meld
            ("run: 4♥ 5♥ 6♥"), a wild card followed by the card it stands for, the markup
            ``site_plugins/examples/svg.py`` reads to draw the example's picture.

    >>> from rummylab.core.cards import parse_hand
    >>> from rummylab.solver.melds import best_arrangement
    >>> arr = best_arrangement(parse_hand("4H 5H 6H 8D")).to_dict()
    >>> print(arrangement_html(arr, "en", layout="list").replace("><", ">\\n<"))  # doctest: +ELLIPSIS
    <ul class="rl-melds">
    <li class="rl-meld" data-kind="run">
    <span class="rl-meld-kind">Run</span>
    ...
    <li class="rl-unmatched">
    <span class="rl-meld-kind">Unmatched cards</span>
    <span class="rl-hand">
    <span class="rl-card rl-red" role="img" aria-label="eight of diamonds">8♦</span>
    </span>
    </li>
    </ul>
    >>> print(arrangement_html(arr, "en", layout="cell"))  # doctest: +ELLIPSIS
    <span class="rl-arrangement"><span class="rl-part"><span class="rl-part-label" aria-hidden="true">run:</span> ...
    """
    melds: list[Mapping[str, Any]] = arrangement["melds"]
    unmatched = [Card.parse(c) for c in arrangement["unmatched"]]
    if layout == "list":
        left: Value = [card_html(c, lang) for c in unmatched] if unmatched else word("solver.none", lang)
        items = [_meld_item(meld, lang) for meld in melds]
        items.append(draw("unmatched", label=word("solver.unmatched", lang), cards=left))
        return draw("melds", melds=items)
    parts = [_meld_line(meld, lang) for meld in melds]
    label = word("example.unmatched", lang)
    if unmatched:
        cards = hand_html(unmatched, lang, label=label).replace('class="rl-hand"', 'class="rl-hand rl-unmatched"', 1)
        parts.append(f'<span class="rl-part"><span class="rl-part-label" aria-hidden="true">{escape(label)}{colon(lang)}</span> '
                     f"{cards}</span>")
    else:
        parts.append(f'<span class="rl-part rl-unmatched rl-none">{escape(word("example.no_cards", lang))}</span>')
    return Html('<span class="rl-arrangement">' + "<br>".join(parts) + "</span>")


def _meld_item(meld: Mapping[str, Any], lang: str) -> Html:
    """One meld of the ``"list"`` layout; a note for each wild card, even two identical ones."""
    note = word("solver.wild_as", lang)
    wilds: list[Value] = [
        draw("wild-note", note=fill_html(note, wild=card_html(Card.parse(wild), lang), card=card_html(Card.parse(stood), lang)))
        for wild, stood in zip(meld["cards"], meld.get("stands_for", []))
        if stood
    ]
    return draw("meld", kind=meld["kind"], kind_name=word("solver." + meld["kind"], lang),
                cards=[card_html(Card.parse(c), lang) for c in meld["cards"]], wilds=wilds)


def _meld_line(meld: Mapping[str, Any], lang: str) -> str:
    """One meld of the ``"cell"`` layout; a wild card shows the card it stands for, unless itself."""
    kind: str = meld["kind"]  # "set" | "run"
    label = word("example." + kind, lang)
    cards = [Card.parse(c) for c in meld["cards"]]
    stands = meld.get("stands_for") or [None] * len(cards)
    pieces = []
    for card, stood in zip(cards, stands):
        piece: str = card_html(card, lang)
        natural = None if stood is None else Card.parse(stood)
        if natural is not None and natural != card:
            piece += (f'<span class="rl-stands-for"> ({escape(word("example.stands_for", lang))} '
                      f"{card_html(natural, lang)})</span>")
        pieces.append(piece)
    return (f'<span class="rl-part"><span class="rl-part-label" aria-hidden="true">{escape(label)}{colon(lang)}</span> '
            f'<span class="rl-hand rl-meld rl-{kind}" role="group" aria-label="{escape(label)}">'
            + "\n".join(pieces) + "</span></span>")
