"""Bots: simple, deterministic policies that play only legal moves.

Every bot has ``name`` and ``choose(state) -> Move`` for the player to play
in a hand/round state. Deadwood comes from the solver
(:func:`rummylab.solver.melds.min_deadwood`), so a bot never miscounts.

Knock Rummy:
    :class:`KnockThresholdBot` — greedy draw/discard, knocks as soon as its
    deadwood is at most ``threshold``.
    :class:`KnockGreedyBot` — greedy draw/discard minimising deadwood; it
    only knocks with rum (0) or when the stock is empty.
Three Thirteen: :class:`ThirteenGreedyBot` ("greedy", and "stock" which
never takes a discard). Rummy: :class:`RummyGreedyBot` ("greedy", and
"holder" which melds only when it can go out in one turn).
Any game: :class:`RandomBot` (a seeded uniform choice among legal moves).

>>> from rummylab.games.knock.state import KnockHand
>>> from rummylab.games.common import play_out
>>> hand = play_out(KnockHand(3, seed=11), [KnockThresholdBot(10)] * 3)
>>> hand.is_over, hand.knocker is None or hand.result.deadwood[hand.knocker] <= 10
(True, True)
"""

from __future__ import annotations

from typing import Any, Sequence

from rummylab.core.cards import Card, sort_cards
from rummylab.games.common import Move, MoveKind, Phase, Policy, SplitMix64
from rummylab.core.rules import Rules

__all__ = [
    "RandomBot",
    "KnockThresholdBot",
    "KnockGreedyBot",
    "ThirteenGreedyBot",
    "RummyGreedyBot",
    "make_bot",
    "best_discard",
]


def _deadwood(cards: Sequence[Card], rules: Rules) -> int:
    from rummylab.solver.melds import min_deadwood

    return min_deadwood(cards, rules)


def best_discard(hand: Sequence[Card], rules: Rules, *, keep: Card | None = None) -> tuple[int, Card]:
    """The discard that leaves the least deadwood, and that deadwood.

    ``keep`` (the card just taken from the discard pile, KR-8/RU-5) is never
    chosen. Ties go to the highest-valued card, then the highest rank, then
    suit order, so the choice is deterministic.

    >>> from rummylab.core.cards import parse_hand
    >>> from rummylab.core.rules import KNOCK_RUMMY
    >>> d, card = best_discard(parse_hand("4H 5H 6H QC QD QS 8D 2C"), KNOCK_RUMMY)
    >>> d, str(card)
    (2, '8♦')
    """
    best: tuple[int, int, int, int, Card] | None = None
    seen: set[Card] = set()
    for i, card in enumerate(hand):
        if card == keep or card in seen:
            continue
        seen.add(card)
        rest = list(hand[:i]) + list(hand[i + 1:])
        dead = _deadwood(rest, rules)
        key = (dead, -rules.value(card), -card.rank, -card.sort_key[0], card)
        if best is None or key[:4] < best[:4]:
            best = key
    if best is None:
        raise ValueError("no card can be discarded")
    return best[0], best[4]


def _take_discard_gain(hand: Sequence[Card], top: Card, rules: Rules) -> tuple[int, int]:
    """(deadwood now, deadwood after taking ``top`` and the best discard)."""
    now = _deadwood(hand, rules)
    after, _ = best_discard(list(hand) + [top], rules, keep=top)
    return now, after


class RandomBot:
    """A uniformly random legal move, from its own seeded generator.

    For the property tests and as a baseline; it plays any game.
    """

    def __init__(self, seed: int = 0) -> None:
        self.name = "random"
        self._rng = SplitMix64(seed)

    def choose(self, state: Any) -> Move:
        """A random legal move of the player to play."""
        moves: list[Move] = state.legal_moves()
        return moves[self._rng.below(len(moves))]


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
                now, after = _take_discard_gain(hand, state.discard_pile[-1], rules)
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
                now, after = _take_discard_gain(hand, state.discard_pile[-1], rules)
                if after < now or not state.stock:
                    return Move.draw(p, "discard")
            return Move.draw(p, "stock")
        dead, card = best_discard(hand, rules)
        if dead == 0 and state.can_go_out:
            return Move.go_out(p, card)
        return Move.discard(p, card)


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
                now, after = _take_discard_gain(hand, state.discard_pile[-1], rules)
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


def make_bot(game: str, name: str, seed: int = 0) -> Policy:
    """A bot by game and name (each game's :attr:`~rummylab.games.game.Game.bots`).

    Raises:
        RequestError: an unknown bot name, listing the known ones.
    """
    from rummylab.games import get

    return get(game).make_bot(name, seed)
