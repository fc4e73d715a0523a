"""Scoring of Rummy rounds and games (RU-7, RU-8).

Only the player who went out scores, the total value of the cards left in the other hands
(RU-8); a round with nobody out is a draw and nobody scores (RU-7); the game goes on until
someone reaches 200.

>>> from rummylab.core.cards import parse_hand
>>> r = score_rummy_round([[], parse_hand("KS 2C"), parse_hand("AH"), parse_hand("5D 5S 9C")], out=0)
>>> r.points, r.values
((32, 0, 0, 0), (0, 12, 1, 19))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from rummylab.core.cards import Card, check_copies
from rummylab.core.errors import HandError, SettlementError
from rummylab.core.rules import RUMMY, Rules

if TYPE_CHECKING:  # pragma: no cover
    pass
from rummylab.games.common import check_out, read_hands

__all__ = ["RummyRoundScore", "RummyGameResult", "RUMMY_TARGET", "score_rummy_round", "score_rummy_game"]


#: RU-8: a game of Rummy goes on until someone reaches 200.
RUMMY_TARGET = 200
#: RU-6a (interpretation): 2 to 6 players.
RUMMY_MAX_PLAYERS = 6


@dataclass(frozen=True, slots=True)
class RummyRoundScore:
    """One scored round of Rummy (RU-7, RU-8).

    Attributes:
        hands: the cards left in each hand at the end of the round.
        out: the seat that went out (0-based), or None for a draw (RU-7).
        values: the value of the cards left in each hand.
        points: what each seat scores this round (only the one who went out).
        rules: the rules that valued the cards (an ace 1, or 15 under a house rule).
    """

    hands: tuple[tuple[Card, ...], ...]
    out: int | None
    values: tuple[int, ...]
    points: tuple[int, ...]
    rules: Rules = RUMMY

    @property
    def is_draw(self) -> bool:
        """True when nobody went out (RU-7): nobody scores."""
        return self.out is None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, 1-based players."""
        return {
            "game": "rummy",
            "out": None if self.out is None else self.out + 1,
            "draw": self.is_draw,
            "hands": [[str(c) for c in h] for h in self.hands],
            "values": list(self.values),
            "points": list(self.points),
        }


def score_rummy_round(
    hands: Sequence[Sequence[Card] | str],
    out: int | None,
    *,
    rules: Rules = RUMMY,
) -> RummyRoundScore:
    """Score a Rummy round (RU-8); ``out=None`` is a draw (RU-7).

    Args:
        hands: the cards left in each player's hand (the one who went out holds none, RU-6).
        out: the seat (0-based) that went out, or None when the stock ran out twice.
        rules: the card values (RU-8; an ace 15 under the house rule ``ace_points``).

    Raises:
        HandError: the player who went out still holds cards (``not-out``).
        DuplicateCardError: a card held twice (one deck, RU-1).

    >>> score_rummy_round(["QH 3C", "", "7S"], out=1).points
    (0, 20, 0)
    >>> score_rummy_round(["QH 3C", "2D", "7S"], out=None).points
    (0, 0, 0)
    """
    table = read_hands(hands)
    if len(table) > RUMMY_MAX_PLAYERS:
        raise SettlementError(f"Rummy is for 2 to {RUMMY_MAX_PLAYERS} players, not {len(table)} (RU-6a)", token=len(table),
                              code="too-many-players", count=len(table), limit=RUMMY_MAX_PLAYERS, rule="RU-6a")
    check_out(out, len(table))
    for seat, held in enumerate(table):
        if seat != out and not held:  # RU-6: a player with no cards left has gone out
            raise HandError(f"player {seat + 1} did not go out, so their hand cannot be empty (RU-6)", token=seat + 1,
                            code="empty-player-hand", player=seat + 1, rule="RU-6")
    check_copies([c for h in table for c in h], decks=rules.decks, jokers=rules.jokers)
    if out is not None and table[out]:
        raise HandError(
            f"player {out + 1} cannot have gone out: they still hold {len(table[out])} "
            f"card{'' if len(table[out]) == 1 else 's'}",
            token=out + 1, code="not-out", player=out + 1, count=len(table[out]),
        )
    values = tuple(sum(rules.value(c) for c in h) for h in table)
    points = tuple(sum(values) if seat == out else 0 for seat in range(len(table)))
    return RummyRoundScore(table, out, values, points, rules)


@dataclass(frozen=True, slots=True)
class RummyGameResult:
    """Running totals of a Rummy game to 200 (RU-8).

    Attributes:
        rounds: the scored rounds in order.
        running: the totals after each round.
        totals: the totals after the last round.
        target: the score that ends the game (200).
        winner: the seat that reached the target, or None while the game goes on.
    """

    rounds: tuple[RummyRoundScore, ...]
    running: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    target: int
    winner: int | None

    @property
    def is_over(self) -> bool:
        """True once someone has reached the target."""
        return self.winner is not None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, 1-based players."""
        return {
            "game": "rummy",
            "rounds": len(self.rounds),
            "running": [list(r) for r in self.running],
            "totals": list(self.totals),
            "target": self.target,
            "winner": None if self.winner is None else self.winner + 1,
        }


def score_rummy_game(rounds: Sequence[RummyRoundScore], *, target: int = RUMMY_TARGET) -> RummyGameResult:
    """Add up Rummy rounds until someone reaches ``target`` (RU-8).

    Only the player who went out scores in a round, so at most one player
    can cross the target in a round: that player wins.

    Raises:
        SettlementError: no rounds, a round after the game was won
            (``game-over``), rounds with different numbers of players.

    >>> a = score_rummy_round(["", "KS QS JS 10S 9S 8S 7S"], out=0)
    >>> g = score_rummy_game([a, a, a, a], target=200)
    >>> g.totals, g.winner
    ((256, 0), 0)
    """
    played = tuple(rounds)
    if not played:
        raise SettlementError("a game needs at least one round", token=0, code="empty-session")
    players = len(played[0].points)
    totals = (0,) * players
    running: list[tuple[int, ...]] = []
    winner: int | None = None
    for number, rnd in enumerate(played, start=1):
        if winner is not None:
            raise SettlementError(
                f"round {number} comes after the game was won in round {number - 1}", token=number,
                code="game-over", target=target,
            )
        if len(rnd.points) != players:
            raise SettlementError(
                f"round {number} has {len(rnd.points)} players but round 1 has {players}", token=number,
                code="session-players-mismatch", count=len(rnd.points), expected=players,
            )
        totals = tuple(t + p for t, p in zip(totals, rnd.points))
        running.append(totals)
        if rnd.out is not None and totals[rnd.out] >= target:
            winner = rnd.out
    return RummyGameResult(played, tuple(running), totals, target, winner)
