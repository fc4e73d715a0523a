"""Rummy as a :class:`~rummylab.games.protocol.Game`: its rules, house rules, bots, figures and score sheet.

Beside it in this package: the round and the game to 200 (``state``), the scoring (``scoring``,
RU-7, RU-8), and the bots (``bots``).

>>> from rummylab.games import get
>>> get("rummy").rules().hand_size, get("rummy").series_target()
(7, 200)
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Callable, Sequence

from rummylab.core.cards import Card
from rummylab.core.errors import SettlementError
from rummylab.core.house import HouseValue, Variant
from rummylab.core.rules import RUMMY, Rules
from rummylab.games.common import Policy, no_hands
from rummylab.games.protocol import Figures, FixedRulesGame, mean, rate
from rummylab.games.rummy.state import RummyGame, RummyRound

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.games.rummy.scoring import RummyGameResult, RummyRoundScore

__all__ = ["RUMMY_VARIANTS", "Rummy"]


#: Rummy (RU-6, RU-7, RU-8).
RUMMY_VARIANTS = (
    Variant("reshuffle", bool, "RU-7", "tables"),
    Variant("discard_out", bool, "RU-6", "online"),
    Variant("target", int, "RU-8", "tables", low=50, high=1000),
    Variant("ace_points", int, "RU-8", "tables", choices=(1, 15)),
)


class Rummy(FixedRulesGame[RummyRound, "RummyGameResult", "RummyRoundScore"]):
    # The settlement's and the scoring's types are named, not imported: a solve in the browser never loads them.
    """Basic Rummy: melds on the table, lay-offs, the game to 200 (RU-1 … RU-8)."""

    key = "rummy"
    aliases = ("ru",)
    title = "Rummy"
    #: Beginner: a weak bot of today's; Intermediate: today's strongest; Expert: the expert.
    levels = {"beginner": "greedy", "intermediate": "holder", "expert": "expert"}
    unit = "round"
    leftover = "cards"  # RU-8: the cards left in hand; "deadwood" is Knock Rummy's word
    part = RummyRound
    series = RummyGame
    base_rules = RUMMY
    variants = RUMMY_VARIANTS

    def new_series(self, players: int, *, seed: int, rounds: int = 11, target: int | None = None,
                   hands: int | None = None, **options: HouseValue) -> RummyGame:
        no_hands(hands)
        # RU-8: the house rule target, or a quick game's lower one (rummylab.core.house.with_target).
        return RummyGame(players, seed=seed, target=RUMMY.target if target is None else target, **options)

    def part_totals(self, part: RummyRound) -> Sequence[Fraction | int]:
        return tuple(part.result.points)

    def winners(self, outcome: RummyGameResult) -> Sequence[int]:
        return () if outcome.winner is None else (outcome.winner,)  # RU-8

    @property
    def bots(self) -> dict[str, Callable[[int], Policy]]:
        from rummylab.games.bots import RandomBot
        from rummylab.games.rummy.bots import RummyGreedyBot
        from rummylab.games.rummy.expert import RummyExpert

        return {"greedy": lambda seed: RummyGreedyBot(), "holder": lambda seed: RummyGreedyBot(hold=True),
                "random": lambda seed: RandomBot(seed), "expert": lambda seed: RummyExpert(seed)}

    def score_hands(self, hands: Sequence[Sequence[Card]], *, out: int | None, round: int | None,
                    **options: HouseValue) -> RummyRoundScore:
        from rummylab.games.rummy.scoring import score_rummy_round

        return score_rummy_round(hands, out, rules=self.rules(**options))

    def bot_figures(self, part: RummyRound, seats: Sequence[int]) -> dict[str, float | None]:
        # RU-8: only who goes out scores; a draw (RU-7) is a round nobody won
        won = None if part.out_player is None else float(part.out_player in seats)
        return {"won": won, "points": float(sum(part.result.points[s] for s in seats))}

    def summarize(self, states: Sequence[RummyRound]) -> Figures:
        rounds = [s.result for s in states]
        players = states[0].players
        return {
            "draw_rate": rate(sum(s.is_draw for s in states), len(states)),
            "stock_turned_rate": rate(sum(s.stock_turned for s in states), len(states)),
            "wins": [sum(s.out_player == p for s in states) for p in range(players)],
            "average_points": [round(mean(r.points[s] for r in rounds), 2) for s in range(players)],
        }

    # -- the score sheet (rummylab.scoresheet) ------------------------------------------------

    arranges_leftovers = False
    series_rule = "RU-8"
    deal_rule = "RU-6a"

    def sheet_rules(self, number: int, players: int, **options: HouseValue) -> Rules:
        return self.rules(**options)  # RU-8: an ace left costs ace_points

    def series_target(self, **options: HouseValue) -> int:
        from rummylab.games.rummy.scoring import RUMMY_TARGET

        target = options.get("target")
        return RUMMY_TARGET if target is None else int(target)  # RU-8, or the house rule target

    def is_series_over(self, totals: Sequence[Fraction], count: int, last_who: int | None, **options: HouseValue) -> bool:
        return last_who is not None and totals[last_who] >= self.series_target(**options)  # RU-8

    def may_leave_empty(self, seat: int, who: int | None) -> bool:
        return seat == who or who is None  # the player who went out holds nothing (RU-6); a draw (RU-7)

    def score_entry(self, points: Sequence[int], who: int | None,
                    names: Sequence[str], **options: HouseValue) -> tuple[None, tuple[Fraction, ...]]:
        n = len(points)
        if who is None:
            return None, (Fraction(0),) * n  # RU-7: a draw, nobody scores
        if points[who] != 0:
            raise SettlementError(f"went out but has {points[who]} left: write 0 or nothing (RU-6)",
                                  token=points[who], code="sheet-not-out", count=points[who], rule="RU-6",
                                  player=who + 1)
        empty = [s for s in range(n) if s != who and points[s] == 0]
        if empty:
            raise SettlementError("has nothing left too, but only one player goes out in a round (RU-6)",
                                  token=names[empty[0]], code="sheet-two-out", player=empty[0] + 1)
        return None, tuple(Fraction(sum(points)) if s == who else Fraction(0) for s in range(n))  # RU-8
