"""What the score sheet (:mod:`rummylab.scoresheet`) asks of each game, one class per game.

Each class is the sheet's part of a game of :mod:`~rummylab.games.catalogue`, which inherits it:
its table and hand sizes, how long a session or a game lasts, whether scores are a signed ledger
or points, and how one hand or round entered at the table is settled (KR-10) or scored (TT-7, RU-8).
The defaults are :class:`~rummylab.games.game.Game`'s.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any, Sequence

from rummylab.core.cards import Card
from rummylab.core.errors import SettlementError
from rummylab.core.rules import Rules, knock_hand_size, tt_decks_for_players
from rummylab.games.game import Game

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.games.knock.settle import KnockSettlement

__all__ = ["KnockSheet", "ThreeThirteenSheet", "RummySheet"]


class KnockSheet(Game):
    """Knock Rummy at the table: a session of hands, a signed ledger settled by KR-10."""

    sheet_who = "knocker"
    keeps_ledger = True
    series_name = "session"
    series_rule = "KR-3"
    deal_rule = "KR-3"
    hand_size_rule = "KR-2"

    def end_hand_size(self, number: int, players: int, **options: Any) -> int:
        return knock_hand_size(players, self.rules(**options).five_hand)  # KR-2 (five-hand: 6 each at five)

    def series_length(self, players: int, **options: Any) -> int:
        return players  # KR-3: one rotation of dealers

    def sheet_lay_off(self, points: list[int], hands: Sequence[Sequence[Card] | None],
                      arrangements: tuple[Any, ...], who: int | None,
                      rules: Rules) -> tuple[list[int], tuple[Any, ...], tuple[tuple[Any, ...], ...]]:
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
                    **options: Any) -> tuple[KnockSettlement, tuple[Fraction, ...]]:
        # KR-10 by the sheet's house rules; with lay-off a number written is the deadwood after laying off.
        from rummylab.games.knock.settle import settle_knock

        settlement = settle_knock(points, who, rules=self.rules(**options))
        return settlement, settlement.net


class ThreeThirteenSheet(Game):
    """Three Thirteen at the table: eleven rounds of penalty points, the lowest total wins (TT-7)."""

    scores_are_points = True
    lowest_wins = True
    series_rule = "TT-2"
    deal_rule = "TT-2"
    hand_size_rule = "TT-2"

    def sheet_rules(self, number: int, players: int, **options: Any) -> Rules:
        return self.rules(round=number, decks=tt_decks_for_players(players), **options)  # TT-1, TT-3, TT-8

    def end_hand_size(self, number: int, players: int, **options: Any) -> int:
        return number + 2  # TT-2

    def series_length(self, players: int, **options: Any) -> int:
        from rummylab.games.scoring import TT_ROUNDS

        return TT_ROUNDS  # TT-2

    def score_entry(self, points: Sequence[int], who: int | None,
                    names: Sequence[str], **options: Any) -> tuple[None, tuple[Fraction, ...]]:
        if who is not None and points[who] != 0:
            raise SettlementError(f"went out but has {points[who]} penalty points: write 0 (TT-6)",
                                  token=points[who], code="sheet-not-out", count=points[who], rule="TT-6",
                                  player=who + 1)
        return None, tuple(Fraction(p) for p in points)  # TT-7


class RummySheet(Game):
    """Rummy at the table: rounds to 200, the player who goes out scores the others' cards (RU-8)."""

    arranges_leftovers = False
    series_rule = "RU-8"
    deal_rule = "RU-6a"
    max_sheet_entries = 60  # RU-8 ends a game at 200 long before

    def sheet_rules(self, number: int, players: int, **options: Any) -> Rules:
        return self.rules(**options)  # RU-8: an ace left costs ace_points

    def series_target(self, **options: Any) -> int:
        from rummylab.games.scoring import RUMMY_TARGET

        return int(options.get("target", RUMMY_TARGET))  # RU-8, or the house rule target

    def is_series_over(self, totals: Sequence[Fraction], count: int, last_who: int | None, **options: Any) -> bool:
        return last_who is not None and totals[last_who] >= self.series_target(**options)  # RU-8

    def may_leave_empty(self, seat: int, who: int | None) -> bool:
        return seat == who or who is None  # the player who went out holds nothing (RU-6); a draw (RU-7)

    def score_entry(self, points: Sequence[int], who: int | None,
                    names: Sequence[str], **options: Any) -> tuple[None, tuple[Fraction, ...]]:
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
