"""Rummy's expert: keeps its melds in hand until it can go out in one turn, counting the lay-offs.

It decides from its view (:mod:`rummylab.games.seen`) only, with the shared judgement of
:mod:`rummylab.games.expert`:

- what it weighs: the cards left out of melds, each costing 200 on top of its points (only going out
  wins a round, RU-8: a hand with fewer cards left out is nearer; the points break ties);
- **draw** (RU-2): the top discard when the hand it leaves weighs less than what a card from the
  stock is expected to leave (a low card that melds with nothing is not worth a draw);
- **go out** (RU-6): when its cards, less one discard (or none: RU-6 lets a player who melds every
  card go out without one), can all be put down as melds (RU-3) or laid off on the melds on the
  table (RU-4: after a meld of its own, put down first), it plays them one by one and goes out;
- otherwise it shows nothing (a meld on the table is a card fewer for the others to guess and a
  place for them to lay off), unless an opponent is down to a few cards: then it puts its melds
  down and lays off, so as to be caught with fewer points (RU-8);
- **discard**: the card that leaves the least now and after the next draw, less the danger of
  feeding the next player; never the card just taken (RU-5). Near the end of the turned stock
  (RU-7) only the points now count.
"""

from __future__ import annotations

from typing import Sequence

from rummylab.core.cards import Card, sort_cards
from rummylab.core.errors import MeldError
from rummylab.games.common import Move
from rummylab.games.expert import ExpertBot, Judge, Reason, discard_reason, reason
from rummylab.games.seen import PlayerView

__all__ = ["RummyExpert"]

#: An opponent holding this many cards or fewer may go out soon: the expert puts its melds down.
_CLOSE = 2


class RummyExpert(ExpertBot):
    """Rummy's expert (see the module's docstring)."""

    def __init__(self, seed: int = 0, *, danger: float = 4.0, now_weight: float = 0.1, close: int = _CLOSE,
                 count: float = 200.0) -> None:
        super().__init__(seed)
        self.count = count
        self.danger_weight = danger
        self.now_weight = now_weight
        self.close = close

    keeps_taken = True  # RU-2

    def judge(self, view: PlayerView) -> Judge:
        return Judge(view, count=self.count)

    def take_first(self, view: PlayerView, hand: list[Card], top: Card) -> tuple[Move, Reason] | None:
        """Take the discard when it lets the hand go out this turn (RU-5)."""
        if self._plan(view, hand + [top], top) is not None:
            return Move.draw(view.seat, "discard"), reason("take-out", card=top)
        return None

    # -- going out -----------------------------------------------------------------------------

    def _fits(self, view: PlayerView, table: list[tuple[Card, ...]], card: Card) -> int | None:
        """The first table meld ``card`` can be laid off on (RU-4), or None."""
        from rummylab.solver.melds import make_meld

        for i, cards in enumerate(table):
            try:
                make_meld(cards + (card,), view.rules)
            except MeldError:
                continue
            return i
        return None

    def _layable(self, view: PlayerView, cards: Sequence[Card], extra: Sequence[tuple[Card, ...]] = ()) -> list[Card]:
        """The cards of ``cards`` that can be laid off, one after another (a run grows), on the table's melds
        and on ``extra`` (melds about to be put down this turn)."""
        table = [m for _, m in view.table] + list(extra)
        left = list(cards)
        out: list[Card] = []
        grew = True
        while grew and left:
            grew = False
            for card in list(left):
                i = self._fits(view, table, card)
                if i is not None:
                    table[i] = tuple(sort_cards(table[i] + (card,)))
                    out.append(card)
                    left.remove(card)
                    grew = True
        return out

    def _plan(self, view: PlayerView, hand: list[Card], taken: Card | None) -> tuple[Card | None, tuple[Card, ...]] | None:
        """How to go out this turn: (the discard or None, the cards laid off), or None when it cannot.

        For each discard, the rest is arranged for the least deadwood (RU-3); the cards it leaves out
        must all be laid off (RU-4), on the table's melds or on those put down first.
        """
        from rummylab.solver.melds import best_arrangement

        discards: list[Card | None] = [c for c in dict.fromkeys(hand) if c != taken]
        if not view.rules.discard_out:
            discards.insert(0, None)  # RU-6: every card melded, no discard
        for card in discards:
            rest = list(hand)
            if card is not None:
                rest.remove(card)
            arr = best_arrangement(rest, view.rules)
            left = arr.unmatched
            if not left:
                return card, ()
            if not arr.melds and not view.melded[view.seat]:
                continue  # RU-4: a lay-off only after a meld of one's own
            melds = [tuple(m.cards) for m in arr.melds]
            if len(self._layable(view, left, melds)) == len(left):
                return card, tuple(left)
        return None

    def play(self, view: PlayerView, judge: Judge) -> tuple[Move, Reason]:
        from rummylab.solver.melds import best_arrangement

        p = view.seat
        hand = list(view.hand)
        plan = self._plan(view, hand, view.taken)
        if plan is not None:
            card, laid = plan
            rest = [c for c in hand]
            for c in laid:
                rest.remove(c)
            if card is not None:
                rest.remove(card)
            if rest:
                meld = best_arrangement(rest, view.rules).melds[0]
                return Move.meld(p, sort_cards(meld.cards)), reason("meld-out", cards=tuple(sort_cards(meld.cards)))
            table = [m for _, m in view.table]
            for c in laid:
                i = self._fits(view, table, c)
                if i is not None:
                    return Move.lay_off(p, c, i), reason("lay-off-out", card=c)
            if not laid and card is not None:
                return Move.discard(p, card), reason("out", card=card)
        close = min((view.hand_counts[o] for o in view.opponents()), default=99)
        if close <= self.close:
            arr = best_arrangement(hand, view.rules)
            for meld in arr.melds:
                cards = tuple(sort_cards(meld.cards))
                left = [c for c in hand if c not in cards]
                if left and left != [view.taken] and not (view.rules.discard_out and not left):
                    return Move.meld(p, cards), reason("meld-close", cards=cards, player=min(
                        view.opponents(), key=lambda o: view.hand_counts[o]), count=close)
            if view.melded[p] and view.table:
                table = [m for _, m in view.table]
                for c in sort_cards(set(hand)):
                    left = list(hand)
                    left.remove(c)
                    if not left or left == [view.taken]:
                        continue
                    i = self._fits(view, table, c)
                    if i is not None:
                        return Move.lay_off(p, c, i), reason("lay-off-close", card=c, count=close)
        cands: dict[Card, int] = {}
        for card in dict.fromkeys(hand):
            if card == view.taken:
                continue  # RU-5
            rest = list(hand)
            rest.remove(card)
            cands[card] = judge.dw(rest)
        least = min(cands.values())
        late = view.stock_turned and view.stock_size <= view.players
        scores: dict[Card, float] = {}
        dangers: dict[Card, float] = {}
        a = 1.0 if late else self.now_weight
        for card, d in cands.items():
            if d > least + 10:
                continue
            rest = list(hand)
            rest.remove(card)
            dangers[card] = judge.danger(card)
            ahead = float(d) if late else judge.ahead(rest)
            scores[card] = a * d + (1 - a) * ahead + self.danger_weight * dangers[card]
        card = min(scores, key=lambda c: (scores[c], -view.rules.value(c), -c.rank))
        return Move.discard(p, card), discard_reason(view, judge, card, cands, dangers, None)
