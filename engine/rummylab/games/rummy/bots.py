"""Rummy's bots: ``greedy``, and ``holder``, which melds only when it can go out in one turn.
"""

from __future__ import annotations

from typing import Any

from rummylab.core.cards import sort_cards
from rummylab.games.bots import best_discard, take_discard_gain
from rummylab.games.common import Move, MoveKind, Phase

__all__ = ["RummyGreedyBot"]


class RummyGreedyBot:
    """Rummy: draw the discard when it makes a meld; meld and lay off all it can; discard the worst card.

    With ``hold=True`` (the "holder" bot) it keeps its melds hidden until it
    can put its whole hand down and go out in one turn ("going rummy"), at
    the risk of being caught holding them when someone else goes out (RU-8).
    """

    def __init__(self, *, hold: bool = False) -> None:
        self.hold = hold
        self.name = "holder" if hold else "greedy"

    def choose(self, state: Any) -> Move:
        """The bot's move in a :class:`~rummylab.games.rummy.state.RummyRound`."""
        from rummylab.solver.melds import best_arrangement

        p = state.to_play
        hand = state.hands[p]
        rules = state.rules
        if state.phase is Phase.DRAW:
            if state.discard_pile and state.can_draw_discard:
                now, after = take_discard_gain(hand, state.discard_pile[-1], rules)
                if after < now:
                    return Move.draw(p, "discard")
            return Move.draw(p, "stock")
        legal: list[Move] = state.legal_moves()
        legal_set = set(legal)
        if self.hold and not state.has_melded[p]:
            dead, card = best_discard(hand, rules, keep=state.taken)
            if dead > 0:  # cannot go out this turn: show nothing, discard
                return Move.discard(p, card)
        for meld in best_arrangement(hand, rules).melds:
            move = Move.meld(p, sort_cards(meld.cards))
            if move in legal_set:
                return move
        for move in legal:
            if move.kind is MoveKind.LAY_OFF:
                return move
        discards = [m for m in legal if m.kind is MoveKind.DISCARD]
        _, card = best_discard(hand, rules, keep=state.taken)
        return Move.discard(p, card) if Move.discard(p, card) in legal_set else discards[0]
