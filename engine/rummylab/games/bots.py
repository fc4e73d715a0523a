"""What every game's bots share: the discard that leaves the least, and :class:`RandomBot`.

Every bot has ``name`` and ``choose(state) -> Move`` for the player to play in a hand or round;
each game's own bots are in its package (:mod:`rummylab.games.knock.bots`, …), found by name
through :attr:`rummylab.games.protocol.Game.bots`. Deadwood comes from the solver
(:func:`rummylab.solver.melds.min_deadwood`), so a bot never miscounts.
"""

from __future__ import annotations

from typing import Any, Sequence

from rummylab.core.cards import Card
from rummylab.core.rules import Rules
from rummylab.games.common import Move, Policy, SplitMix64

__all__ = ["RandomBot", "make_bot", "best_discard", "take_discard_gain", "deadwood_of"]


def deadwood_of(cards: Sequence[Card], rules: Rules) -> int:
    """The least deadwood of ``cards`` (the solver's, imported late: a game's start need not load it)."""
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
        dead = deadwood_of(rest, rules)
        key = (dead, -rules.value(card), -card.rank, -card.sort_key[0], card)
        if best is None or key[:4] < best[:4]:
            best = key
    if best is None:
        raise ValueError("no card can be discarded")
    return best[0], best[4]


def take_discard_gain(hand: Sequence[Card], top: Card, rules: Rules) -> tuple[int, int]:
    """(deadwood now, deadwood after taking ``top`` and the best discard)."""
    now = deadwood_of(hand, rules)
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


def make_bot(game: str, name: str, seed: int = 0) -> Policy:
    """A bot by game and name (each game's :attr:`~rummylab.games.protocol.Game.bots`).

    Raises:
        RequestError: an unknown bot name, listing the known ones.
    """
    from rummylab.games.registry import get

    return get(game).make_bot(name, seed)
