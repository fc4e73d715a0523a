"""Scoring of Three Thirteen rounds and games (TT-7).

Every player arranges their hand for the smallest penalty (the solver, with the round's wild
rank), penalties add up over the rounds and the lowest total after round 11 wins; players tied
share the win.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from rummylab.core.cards import RANK_NAMES, Card, check_copies
from rummylab.core.errors import HandError, SettlementError
from rummylab.core.rules import Rules, three_thirteen, tt_decks_for_players

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.solver.melds import Arrangement, Meld
from rummylab.games.common import check_out, read_hands

__all__ = ["ThreeThirteenRoundScore", "ThreeThirteenGameResult", "TT_ROUNDS", "score_three_thirteen_round", "score_three_thirteen_game"]


#: TT-2: a game of Three Thirteen has 11 rounds.
TT_ROUNDS = 11


@dataclass(frozen=True, slots=True)
class ThreeThirteenRoundScore:
    """One scored round of Three Thirteen (TT-7).

    Attributes:
        rules: the round's rules (wild rank, decks, variants).
        arrangements: each player's best arrangement.
        penalties: each player's penalty (their arrangement's deadwood).
        out: the seat that went out (0-based), or None if not recorded.
        laid_off: under the house rule ``last_lay_off`` (TT-6), each seat's cards laid off on the
            melds of the player who went out (:mod:`rummylab.solver.lay_off`); the arrangements and the
            penalties are those of the cards kept. Empty without the house rule.
        shown: the melds of the player who went out, as the lay-offs left them (the house rule only).
    """

    rules: Rules
    arrangements: tuple[Arrangement, ...]
    penalties: tuple[int, ...]
    out: int | None
    laid_off: tuple[tuple[Card, ...], ...] = ()
    shown: tuple[Meld, ...] = ()

    @property
    def round(self) -> int:
        """The round number, 1 to 11."""
        assert self.rules.round is not None
        return self.rules.round

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, 1-based players."""
        return {
            "game": "three-thirteen",
            "round": self.round,
            "wild": None if self.rules.wild_rank is None else RANK_NAMES[self.rules.wild_rank],
            "out": None if self.out is None else self.out + 1,
            "penalties": list(self.penalties),
            "arrangements": [a.to_dict() for a in self.arrangements],
            **({"laid_off": [[str(c) for c in cards] for cards in self.laid_off],
                "shown": [m.to_dict() for m in self.shown]} if self.rules.last_lay_off else {}),
        }


def score_three_thirteen_round(
    hands: Sequence[Sequence[Card] | str],
    round: int,
    *,
    out: int | None = None,
    rules: Rules | None = None,
    order: Sequence[int] | None = None,
) -> ThreeThirteenRoundScore:
    """Score one round of Three Thirteen (TT-3, TT-6, TT-7).

    Args:
        hands: each player's cards at the end of the round (round + 2 cards each).
        round: 1 to 11 (round n deals n + 2 cards and makes that rank wild).
        out: the seat (0-based) that went out; their penalty must be 0 (TT-6).
        rules: the round's rules, to use variants (TT-8) and house rules; by default
            :func:`~rummylab.core.rules.three_thirteen` with the decks TT-1 gives.
        order: under the house rule ``last_lay_off`` (TT-6), the seats that lay off on the melds
            of the player who went out, in the order of their last turns (by default every other
            seat, clockwise from the one who went out).

    Raises:
        HandError: a hand of the wrong size (``wrong-hand-size``), or an
            ``out`` player who cannot have gone out (``not-out``).
        DuplicateCardError: more copies of a card than the decks hold.

    >>> r = score_three_thirteen_round(["3H 3C 3S", "KD 2S 3D"], 1, out=0)
    >>> r.penalties, r.rules.wild_rank
    ((0, 15), 3)
    """
    from rummylab.solver.melds import best_arrangement

    table = read_hands(hands)
    if rules is None:
        rules = three_thirteen(round, decks=tt_decks_for_players(len(table)))
    elif rules.round != round:  # the round's wild rank and size, every other setting kept
        fresh = three_thirteen(round, decks=rules.decks)
        rules = rules.with_options(round=round, wild_rank=fresh.wild_rank, hand_size=fresh.hand_size)
    check_out(out, len(table))
    for seat, hand in enumerate(table):
        if len(hand) != rules.hand_size:
            raise HandError(
                f"player {seat + 1} holds {len(hand)} cards but round {round} deals {rules.hand_size}",
                token=len(hand), code="wrong-hand-size", player=seat + 1, count=len(hand), expected=rules.hand_size,
            )
    check_copies([c for h in table for c in h], decks=rules.decks, jokers=rules.jokers)
    arrangements = tuple(best_arrangement(h, rules) for h in table)
    penalties = tuple(a.deadwood for a in arrangements)
    if out is not None and penalties[out] != 0:
        raise HandError(
            f"player {out + 1} cannot have gone out: their best arrangement leaves {penalties[out]} points",
            token=out + 1, code="not-out", player=out + 1, count=penalties[out],
        )
    if not rules.last_lay_off or out is None:
        return ThreeThirteenRoundScore(rules, arrangements, penalties, out)
    from rummylab.solver.lay_off import lay_off_table

    n = len(table)
    seats = [(out + i) % n for i in range(1, n)] if order is None else list(order)
    kept, laid, shown = lay_off_table(table, out, seats, arrangements[out].melds, rules)
    arrangements = tuple(a if not laid[s] else best_arrangement(kept[s], rules) for s, a in enumerate(arrangements))
    return ThreeThirteenRoundScore(rules, arrangements, tuple(a.deadwood for a in arrangements), out, laid, shown)


@dataclass(frozen=True, slots=True)
class ThreeThirteenGameResult:
    """Running totals of a Three Thirteen game (TT-7).

    Attributes:
        rounds: the scored rounds, 1, 2, 3, … in order.
        running: the totals after each round.
        totals: the totals after the last round given.
        leaders: the seats with the lowest total so far.
        complete: True once all 11 rounds are scored.
        winners: the leaders when the game is complete (ties share), else ().
    """

    rounds: tuple[ThreeThirteenRoundScore, ...]
    running: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    leaders: tuple[int, ...]
    complete: bool
    winners: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, 1-based players."""
        return {
            "game": "three-thirteen",
            "rounds": len(self.rounds),
            "running": [list(r) for r in self.running],
            "totals": list(self.totals),
            "leaders": [p + 1 for p in self.leaders],
            "complete": self.complete,
            "winners": [p + 1 for p in self.winners],
        }


def score_three_thirteen_game(rounds: Sequence[ThreeThirteenRoundScore]) -> ThreeThirteenGameResult:
    """Add up Three Thirteen rounds; the lowest total after round 11 wins (TT-7).

    Raises:
        SettlementError: no rounds, rounds out of order (``round-order``) or
            with different numbers of players (``session-players-mismatch``).
    """
    played = tuple(rounds)
    if not played:
        raise SettlementError("a game needs at least one round", token=0, code="empty-session")
    players = len(played[0].penalties)
    running: list[tuple[int, ...]] = []
    totals = (0,) * players
    for expected, rnd in enumerate(played, start=1):
        if rnd.round != expected:
            raise SettlementError(
                f"round {rnd.round} is given where round {expected} was expected", token=rnd.round,
                code="round-order", expected=expected,
            )
        if len(rnd.penalties) != players:
            raise SettlementError(
                f"round {expected} has {len(rnd.penalties)} players but round 1 has {players}", token=expected,
                code="session-players-mismatch", count=len(rnd.penalties), expected=players,
            )
        totals = tuple(t + p for t, p in zip(totals, rnd.penalties))
        running.append(totals)
    low = min(totals)
    leaders = tuple(p for p, t in enumerate(totals) if t == low)
    complete = len(played) == TT_ROUNDS
    return ThreeThirteenGameResult(played, tuple(running), totals, leaders, complete, leaders if complete else ())
