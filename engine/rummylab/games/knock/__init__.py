"""Knock Rummy: its rules, house rules, bots, figures and score sheet.

Beside it in this package: the hand and the session (``state``), the settlement (``settle``, KR-10,
KR-11), laying off on the knocker (``lay_off``), and the bots (``bots``).

>>> from rummylab.games import get
>>> get("knock").rules().max_set_size, get("kr").series_length(3)
(4, 3)
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Callable, Sequence

from rummylab.core.cards import Card
from rummylab.core.errors import RequestError
from rummylab.core.house import HouseValue, Variant
from rummylab.core.rules import KNOCK_RUMMY, Rules, knock_hand_size
from rummylab.games.common import Policy
from rummylab.games.knock.state import KnockHand, KnockSession
from rummylab.games.protocol import Figures, FixedRulesGame, mean, rate

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.games.knock.lay_off import LaidOff
    from rummylab.games.knock.settle import KnockSettlement, SessionResult
    from rummylab.solver.arrangement import Arrangement

__all__ = ["KNOCK_VARIANTS", "KnockRummy"]

#: The highest knocking threshold a bot takes: the most deadwood a hand holds (KR-2: 10 cards of at most 10).
MOST_THRESHOLD = 100


#: Knock Rummy (KR-2, KR-4, KR-7, KR-10).
KNOCK_VARIANTS = (
    Variant("penalty", int, "KR-10c", "manuals", low=0, high=100),
    Variant("rum_bonus", int, "KR-10a", "manuals", low=0, high=100),
    Variant("penalty_each", bool, "KR-10c", "tables"),
    Variant("knock_max", int, "KR-7", "gin", low=0, high=100, none=True),
    Variant("lay_off", bool, "KR-4", "gin"),
    Variant("five_hand", int, "KR-2", "manuals", choices=(6, 7)),
)


class KnockRummy(FixedRulesGame[KnockHand, "SessionResult", "KnockSettlement"]):
    # The settlement's and the scoring's types are named, not imported: a solve in the browser never loads them.
    """Knock Rummy (Poker Rum), the site's reference profile (KR-1 … KR-11)."""

    key = "knock"
    aliases = ("knock-rummy", "kr")
    title = "Knock Rummy"
    has_puzzles = True
    part = KnockHand
    series = KnockSession
    default_bot = "threshold"
    #: Beginner: a weak bot of today's; Intermediate: today's strongest; Expert: the expert.
    levels = {"beginner": "greedy", "intermediate": "threshold", "expert": "expert"}
    base_rules = KNOCK_RUMMY
    variants = KNOCK_VARIANTS
    signed_totals = True
    advises_knock = True

    def new_series(self, players: int, *, seed: int, rounds: int = 11, target: int | None = None,
                   hands: int | None = None, **options: HouseValue) -> KnockSession:
        return KnockSession(players, seed=seed, hands=hands, **options)  # KR-3: one rotation of dealers, or fewer hands

    def part_totals(self, part: KnockHand) -> Sequence[Fraction | int]:
        return tuple(part.result.net)

    def bot_figures(self, part: KnockHand, seats: Sequence[int]) -> dict[str, float | None]:
        net = part.result.net
        return {"net": sum(float(net[s]) for s in seats) / len(seats),  # KR-10: the ledger result per hand
                "knocked": float(part.knocker in seats)}

    def winners(self, outcome: SessionResult) -> Sequence[int]:
        return tuple(outcome.winners)  # KR-11: the highest balance

    @property
    def bots(self) -> dict[str, Callable[[int], Policy]]:
        from rummylab.games.bots import RandomBot
        from rummylab.games.knock.bots import KnockGreedyBot, KnockThresholdBot
        from rummylab.games.knock.expert import KnockExpert

        return {"threshold": lambda seed: KnockThresholdBot(10), "cautious": lambda seed: KnockThresholdBot(4),
                "greedy": lambda seed: KnockGreedyBot(), "random": lambda seed: RandomBot(seed),
                "expert": lambda seed: KnockExpert(seed)}

    def make_bot(self, name: str, seed: int = 0) -> Policy:
        """A bot by name; ``threshold=N`` knocks at deadwood N or less."""
        if name.startswith("threshold="):
            from rummylab.games.knock.bots import KnockThresholdBot

            try:
                threshold = int(name.split("=", 1)[1])
            except ValueError:
                raise RequestError(f"{name!r} is not a bot (threshold=N)", token=name, code="bad-bot") from None
            if not 0 <= threshold <= MOST_THRESHOLD:  # KR-7 allows any deadwood, but no hand holds more
                raise RequestError(f"{name!r}: a threshold is a deadwood from 0 to {MOST_THRESHOLD} (KR-7)", token=name[:50],
                                   code="bad-threshold", limit=MOST_THRESHOLD, rule="KR-7")
            return KnockThresholdBot(threshold)
        return super().make_bot(name, seed)

    def summarize(self, states: Sequence[KnockHand]) -> Figures:
        hands = len(states)
        settled = [s.result for s in states]
        knocked = [r for r in settled if r.knocker is not None]
        n_knock = len(knocked) or 1
        return {
            "knock_rate": rate(len(knocked), hands),
            "no_knocker_rate": rate(hands - len(knocked), hands),
            "rum_rate": rate(sum(r.case.value == "rum" for r in knocked), n_knock),
            "knocker_wins_rate": rate(sum(r.case.value == "knocker-wins" for r in knocked), n_knock),
            "knocker_tied_rate": rate(sum(r.case.value == "knocker-tied" for r in knocked), n_knock),
            "knocker_beaten_rate": rate(sum(r.case.value == "knocker-beaten" for r in knocked), n_knock),
            "average_knock_deadwood": round(mean(r.deadwood[r.knocker] for r in knocked if r.knocker is not None), 2)
            if knocked else None,
            "average_net": [round(float(sum(r.net[s] for r in settled)) / hands, 3) for s in range(states[0].players)],
        }

    def puzzle_rules(self, round: int | None, **options: HouseValue) -> Rules:
        if round is not None:
            raise RequestError("Knock Rummy has no rounds", token=round, code="no-wilds")
        return self.rules(**options)

    def puzzle_size(self, rules: Rules) -> int:
        return 10  # a two-player hand (KR-2): the largest, so the most to arrange

    # -- the score sheet (rummylab.scoresheet) ------------------------------------------------

    sheet_who = "knocker"
    keeps_ledger = True
    series_name = "session"
    series_rule = "KR-3"
    deal_rule = "KR-3"
    hand_size_rule = "KR-2"

    def end_hand_size(self, number: int, players: int, **options: HouseValue) -> int:
        return knock_hand_size(players, self.rules(**options).five_hand)  # KR-2 (five-hand: 6 each at five)

    def series_length(self, players: int, **options: HouseValue) -> int:
        return players  # KR-3: one rotation of dealers

    def sheet_lay_off(self, points: list[int], hands: Sequence[Sequence[Card] | None],
                      arrangements: tuple[Arrangement | None, ...], who: int | None,
                      rules: Rules) -> tuple[list[int], tuple[Arrangement | None, ...], tuple[tuple[LaidOff, ...], ...]]:
        # lay-off (KR-4, KR-10): with the knocker's cards written and no rum, each player whose cards are
        # written lays them off on the knocker's melds first; a number written is taken as already counted.
        from rummylab.games.knock.lay_off import lay_off_on_knocker

        laid_off = lay_off_on_knocker(hands, arrangements, who, rules)
        if laid_off is None:
            return points, arrangements, ()
        kept, laid = laid_off
        points = [a.deadwood if hand is not None and seat != who else p
                  for seat, (p, hand, a) in enumerate(zip(points, hands, kept))]
        return points, tuple(kept), laid

    def score_entry(self, points: Sequence[int], who: int | None, names: Sequence[str],
                    **options: HouseValue) -> tuple[KnockSettlement, tuple[Fraction, ...]]:
        # KR-10 by the sheet's house rules; with lay-off a number written is the deadwood after laying off.
        from rummylab.games.knock.settle import settle_knock

        settlement = settle_knock(points, who, rules=self.rules(**options))
        return settlement, settlement.net
