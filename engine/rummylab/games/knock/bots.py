"""Knock Rummy's bots: knock at a threshold (``threshold``, ``cautious``) or only with rum (``greedy``).

>>> from rummylab.games.common import play_out
>>> from rummylab.games.knock.state import KnockHand
>>> hand = play_out(KnockHand(3, seed=11), [KnockThresholdBot(10)] * 3)
>>> hand.is_over, hand.knocker is None or hand.result.deadwood[hand.knocker] <= 10
(True, True)
"""

from __future__ import annotations

from typing import Any

from rummylab.games.bots import best_discard, take_discard_gain
from rummylab.games.common import Move, Phase

__all__ = ["KnockThresholdBot", "KnockGreedyBot"]


class KnockThresholdBot:
    """Knock Rummy: knock when deadwood ≤ ``threshold`` (KR-7 allows any).

    Draws the top discard when that lowers its deadwood (or, with an empty
    stock, when it can then knock); otherwise draws from the stock, or
    declines when the stock is empty (KR-9). Discards to minimise deadwood,
    never the card just taken (KR-8).
    """

    def __init__(self, threshold: int = 10) -> None:
        self.threshold = threshold
        self.name = f"knock<={threshold}"

    def knock_now(self, state: Any, deadwood: int) -> bool:
        """Whether to knock with this deadwood (after the best discard)."""
        return deadwood <= self.threshold

    def _may(self, state: Any, deadwood: int) -> bool:
        """Whether to knock with this deadwood: the bot's wish, within the house's ``knock-max`` (KR-7)."""
        limit = state.rules.knock_max
        return self.knock_now(state, deadwood) and (limit is None or deadwood <= limit)

    def choose(self, state: Any) -> Move:
        """The bot's move in a :class:`~rummylab.games.knock.state.KnockHand` (by its rules: the profile or house rules)."""
        rules = state.rules
        p = state.to_play
        hand = state.hands[p]
        if state.phase is Phase.DRAW:
            if state.discard_pile:
                now, after = take_discard_gain(hand, state.discard_pile[-1], rules)
                if after < now or (not state.stock and self._may(state, after)):
                    return Move.draw(p, "discard")
            return Move.draw(p, "stock") if state.stock else Move.decline(p)
        dead, card = best_discard(hand, rules, keep=state.taken)
        if self._may(state, dead):
            return Move.knock(p, card)
        return Move.discard(p, card)


class KnockGreedyBot(KnockThresholdBot):
    """Knock Rummy: minimise deadwood; knock only with rum or an empty stock."""

    def __init__(self) -> None:
        super().__init__(0)
        self.name = "greedy"

    def knock_now(self, state: Any, deadwood: int) -> bool:
        """Knock at 0 (rum), or when the stock is gone and waiting gains nothing."""
        return deadwood == 0 or not state.stock
