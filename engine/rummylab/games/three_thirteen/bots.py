"""Three Thirteen's bots: ``greedy``, and ``stock``, which never takes a discard.
"""

from __future__ import annotations

from typing import Any

from rummylab.games.bots import best_discard, take_discard_gain
from rummylab.games.common import Move, Phase

__all__ = ["ThirteenGreedyBot"]


class ThirteenGreedyBot:
    """Three Thirteen: draw the discard when it helps, discard to minimise, go out when possible (TT-6).

    With ``take_discards=False`` (the "stock" bot) it always draws from the
    stock, so it never shows the table which cards it collects.
    """

    def __init__(self, *, take_discards: bool = True) -> None:
        self.take_discards = take_discards
        self.name = "greedy" if take_discards else "stock"

    def choose(self, state: Any) -> Move:
        """The bot's move in a :class:`~rummylab.games.three_thirteen.state.ThirteenRound`."""
        p = state.to_play
        hand = state.hands[p]
        rules = state.rules
        if state.phase is Phase.DRAW:
            if state.discard_pile and (self.take_discards or not state.stock):
                now, after = take_discard_gain(hand, state.discard_pile[-1], rules)
                if after < now or not state.stock:
                    return Move.draw(p, "discard")
            return Move.draw(p, "stock")
        dead, card = best_discard(hand, rules)
        if dead == 0 and state.can_go_out:
            return Move.go_out(p, card)
        return Move.discard(p, card)
