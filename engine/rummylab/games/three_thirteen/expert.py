"""Three Thirteen's expert: goes out as soon as it can, and otherwise plays for the draw ahead.

It decides from its view (:mod:`rummylab.games.seen`) only, with the shared judgement of
:mod:`rummylab.games.expert`:

- **draw** (TT-5): the top discard when the penalty points it leaves are below what a card from the
  stock is expected to leave (a wild card, TT-3, nearly always is);
- **go out** (TT-6) whenever every card but one melds;
- **discard**: the card that leaves the fewest penalty points now and after the next draw, each card
  left out of melds counting a few points more (the fewer cards left out, the sooner it goes out and
  ends the round on the others, TT-6), less the danger of feeding the next player; on its last turn
  after someone went out (TT-6), or when the turned stock is about to run out for good (TT-9), only
  the points now count.
"""

from __future__ import annotations

from rummylab.core.cards import Card
from rummylab.games.common import Move
from rummylab.games.expert import ExpertBot, Judge, Reason, discard_reason, reason
from rummylab.games.seen import PlayerView

__all__ = ["ThirteenExpert"]

#: The discards weighed for the draw ahead (the ones leaving the fewest points now): the draw ahead
#: is the slow part in round 11 (13 cards, two decks), so a few suffice.
_WEIGHED = 4


class ThirteenExpert(ExpertBot):
    """Three Thirteen's expert (see the module's docstring)."""

    def __init__(self, seed: int = 0, *, danger: float = 3.0, now_weight: float = 0.4, count: float = 4.0) -> None:
        super().__init__(seed)
        self.count = count
        self.danger_weight = danger
        self.now_weight = now_weight

    def _last(self, view: PlayerView) -> bool:
        """True when only the points now count: the last turn after someone went out (TT-6), or the
        turned stock about to run out (TT-9)."""
        return view.out_player is not None or (view.stock_turned and view.stock_size <= view.players)

    def judge(self, view: PlayerView) -> Judge:
        # Each card left out costs ``count`` on top of its points while the round goes on (a hand closer to
        # going out, TT-6, ends more rounds first); on the last turn only the points count (TT-7).
        return Judge(view, count=0.0 if self._last(view) else self.count)

    def only_now(self, view: PlayerView) -> bool:
        return self._last(view)

    def play(self, view: PlayerView, judge: Judge) -> tuple[Move, Reason]:
        p = view.seat
        hand = list(view.hand)
        cands: dict[Card, int] = {}
        for card in dict.fromkeys(hand):
            rest = list(hand)
            rest.remove(card)
            cands[card] = judge.dw(rest)
        least = min(cands.values())
        if least == 0 and view.out_player is None:  # TT-6
            card = max((c for c in cands if cands[c] == 0), key=lambda c: (view.rules.value(c), c.rank))
            return Move.go_out(p, card), reason("go-out", card=card)
        if self._last(view):
            card = max((c for c in cands if cands[c] == least), key=lambda c: (view.rules.value(c), c.rank))
            return Move.discard(p, card), reason("discard-last", card=card, after=least)
        weighed = sorted(cands, key=lambda c: (cands[c], -view.rules.value(c)))[:_WEIGHED]
        scores: dict[Card, float] = {}
        dangers: dict[Card, float] = {}
        a = self.now_weight
        for card in weighed:
            rest = list(hand)
            rest.remove(card)
            dangers[card] = judge.danger(card)
            scores[card] = a * cands[card] + (1 - a) * judge.ahead(rest) + self.danger_weight * dangers[card]
        card = min(scores, key=lambda c: (scores[c], -view.rules.value(c), -c.rank))
        return Move.discard(p, card), discard_reason(view, judge, card, cands, dangers, None)
