"""A player's view of a hand or round: all that one seat may know, and nothing else.

:func:`view_of` reads a hand or round (:class:`~rummylab.games.dealt.Dealt`) once and keeps what a
player at the table has seen: their own cards, the discard pile (every card ever thrown face up,
KR-6, TT-5, RU-2), which cards each player took from it and which they passed over, the melds on the
table (RU-3, RU-4), how many cards each player holds, the stock's size, and the rules in force
(house rules included). The other hands and the stock's order are not in it: a decision made from a
:class:`PlayerView` cannot depend on them, whatever it computes (the expert decides from its view
only, :mod:`rummylab.games.expert`; the no-peek test shuffles the hidden cards and checks that).

A card is *known* in an opponent's hand when they took it from the discard pile and have not thrown
or melded it since; after the pile is turned over as the stock (TT-9, RU-7), the stock's order is
known to everyone (the pile's, reversed), so its cards, and each card drawn from it, are known too,
unless the house shuffles the pile it turns (Rummy's ``reshuffle``): then those cards are unseen again.

>>> from rummylab.games.knock.state import KnockHand
>>> from rummylab.games.common import Move
>>> hand = KnockHand(2, seed=42)
>>> top = hand.discard_pile[-1]
>>> hand.apply(Move.draw(1, "discard")); hand.apply(Move.discard(1, hand.hands[1][0]))
>>> v = view_of(hand, 0)
>>> v.known[1] == (top,), v.hand_counts, v.stock_size, len(v.unseen)   # 52 - 10 mine - 1 pile - 1 known
(True, (10, 10), 31, 40)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from rummylab.core.cards import Card, full_deck, sort_cards
from rummylab.core.rules import Rules
from rummylab.games.common import MoveKind, Phase

__all__ = ["PlayerView", "view_of"]


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What seat ``seat`` may know of a hand or round (seats 0-based).

    Attributes:
        game: the game's key (``"knock"``, ``"three-thirteen"``, ``"rummy"``).
        seat, players, dealer, to_play, phase: the table and whose move it is.
        rules: the rules in force (the round's wild rank, the house rules).
        hand: the seat's own cards (sorted).
        taken: the card the seat took from the discard pile this turn (KR-8, RU-5), or None.
        discard_pile: the face-up pile, its top last.
        stock_size: the cards left in the stock.
        hand_counts: how many cards each seat holds.
        picked: for each seat, the cards it took from the discard pile, in order.
        passed: for each seat, the top discards it passed over (drawing from the stock instead).
        discarded: for each seat, the cards it threw face up, in order.
        known: for each seat, the cards known to be in its hand now (empty for the viewer's own seat).
        unseen: the cards the seat has not seen, sorted (what the others' unknown cards and the
            stock are made of).
        stock_known: the stock when its order is known (a turned pile, TT-9, RU-7), top last; else None.
        table: the melds on the table (Rummy), each ``(owner, cards)``; melded: who has put one down.
        round: Three Thirteen's round, else None; out_player, final_turns: who went out, and the
            turns left (TT-6); stock_turned: the pile has been turned over (TT-9, RU-7).
        moves: how many moves have been made.
    """

    game: str
    seat: int
    players: int
    dealer: int
    to_play: int
    phase: Phase
    rules: Rules
    hand: tuple[Card, ...]
    taken: Card | None
    discard_pile: tuple[Card, ...]
    stock_size: int
    hand_counts: tuple[int, ...]
    picked: tuple[tuple[Card, ...], ...]
    passed: tuple[tuple[Card, ...], ...]
    discarded: tuple[tuple[Card, ...], ...]
    known: tuple[tuple[Card, ...], ...]
    unseen: tuple[Card, ...]
    stock_known: tuple[Card, ...] | None
    table: tuple[tuple[int, tuple[Card, ...]], ...]
    melded: tuple[bool, ...]
    round: int | None
    out_player: int | None
    final_turns: int
    stock_turned: bool
    moves: int

    @property
    def top(self) -> Card | None:
        """The top of the discard pile, or None."""
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def next_seat(self) -> int:
        """The seat on the viewer's left, who plays next (KR-6, TT-5, RU-2)."""
        return (self.seat + 1) % self.players

    def opponents(self) -> tuple[int, ...]:
        """The other seats, from the viewer's left round the table."""
        return tuple((self.seat + i) % self.players for i in range(1, self.players))


def view_of(state: Any, seat: int | None = None) -> PlayerView:
    """The view of ``seat`` (default: the player to play) of a hand or round.

    Only the public history is read: the cards dealt face up, the moves (a draw from the stock
    names no card), the piles' sizes and the melds on the table; the other hands and the stock
    are never looked at, except their sizes.
    """
    me = state.to_play if seat is None else seat
    players = state.players
    rules: Rules = state.rules
    size = getattr(state, "hand_size", None) or rules.hand_size or 0
    used = players * size
    pile: list[Card] = [state.deck[used]]  # the up card (KR-2, TT-2, RU-1): turned face up for all
    stock_n = len(state.deck) - used - 1
    turns_pile = hasattr(state, "stock_turned")  # TT-9, RU-7: the pile becomes the stock once
    turned = False
    order: list[Card] | None = None  # the turned stock in a known order, top last
    picked: list[list[Card]] = [[] for _ in range(players)]
    passed: list[list[Card]] = [[] for _ in range(players)]
    discarded: list[list[Card]] = [[] for _ in range(players)]
    known: list[list[Card]] = [[] for _ in range(players)]
    for move in state.moves:
        p = move.player
        kind = move.kind
        if kind is MoveKind.DRAW:
            if move.source == "discard":
                card = pile.pop()
                picked[p].append(card)
                known[p].append(card)
            else:
                if pile:
                    passed[p].append(pile[-1])
                stock_n -= 1
                if order:
                    known[p].append(order.pop())  # the turned pile's order is public
        elif kind in (MoveKind.DISCARD, MoveKind.GO_OUT, MoveKind.KNOCK, MoveKind.MELD, MoveKind.LAY_OFF):
            for card in move.cards:
                if card in known[p]:
                    known[p].remove(card)
            if kind in (MoveKind.DISCARD, MoveKind.GO_OUT):
                pile.append(move.card)
                discarded[p].append(move.card)
                if turns_pile and stock_n == 0 and not turned:
                    turned = True
                    stock_n = len(pile)
                    order = None if rules.reshuffle else list(reversed(pile))
                    pile = []
    held = Counter(state.hands[me])
    table = tuple((owner, tuple(meld.cards)) for owner, meld in getattr(state, "table", ()))
    out = Counter(full_deck(decks=rules.decks, jokers=rules.jokers))
    out.subtract(held)
    out.subtract(pile)
    for _, cards in table:
        out.subtract(cards)
    for p in range(players):
        if p == me:
            known[p] = []
        out.subtract(known[p])
    if order:
        out.subtract(order)
    unseen = tuple(sort_cards(c for c, n in out.items() for _ in range(max(n, 0))))
    out_player = getattr(state, "out_player", None)
    return PlayerView(
        game=state.game, seat=me, players=players, dealer=state.dealer, to_play=state.to_play,
        phase=state.phase, rules=rules, hand=tuple(sort_cards(state.hands[me])),
        taken=state.taken if state.to_play == me else None, discard_pile=tuple(pile),
        stock_size=len(state.stock), hand_counts=tuple(len(h) for h in state.hands),
        picked=tuple(map(tuple, picked)), passed=tuple(map(tuple, passed)), discarded=tuple(map(tuple, discarded)),
        known=tuple(tuple(sort_cards(k)) for k in known), unseen=unseen,
        stock_known=tuple(order) if order is not None and turned else None, table=table,
        melded=tuple(getattr(state, "has_melded", (False,) * players)), round=getattr(state, "round", None),
        out_player=out_player, final_turns=getattr(state, "final_turns", 0),
        stock_turned=bool(getattr(state, "stock_turned", False)), moves=len(state.moves),
    )
