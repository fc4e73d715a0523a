"""Three Thirteen: each round's rules, house rules, bots, figures and score sheet.

Beside it in this package: the round and the game of 11 rounds (``state``), the scoring
(``scoring``, TT-7), and the bots (``bots``).

>>> from rummylab.games import get
>>> get("tt").rules(round=1).wild_rank, get("tt").series_length(3)
(3, 11)
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Callable, Sequence

from rummylab.core.cards import RANK_NAMES, Card, parse_rank
from rummylab.core.errors import RequestError, SettlementError
from rummylab.core.house import HouseValue, Variant, check_options, fields_of
from rummylab.core.rules import Rules, three_thirteen, tt_decks_for_players
from rummylab.games.common import Policy, no_hands
from rummylab.games.protocol import Figures, Game, mean, rate
from rummylab.games.three_thirteen.state import ThirteenGame, ThirteenRound

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.games.three_thirteen.scoring import ThreeThirteenGameResult, ThreeThirteenRoundScore

__all__ = ["THREE_THIRTEEN_VARIANTS", "ThreeThirteen", "wild_name"]


#: Three Thirteen (TT-3, TT-6, TT-8).
THREE_THIRTEEN_VARIANTS = (
    Variant("ace_high", bool, "TT-8", "collections"),
    Variant("court_values", bool, "TT-8", "collections"),
    Variant("jokers", int, "TT-8", "collections", low=0, high=4),
    Variant("last_lay_off", bool, "TT-6", "tables"),
    Variant("all_wild", bool, "TT-3", "tables"),
)


class ThreeThirteen(Game[ThirteenRound, "ThreeThirteenGameResult", "ThreeThirteenRoundScore"]):
    # The settlement's and the scoring's types are named, not imported: a solve in the browser never loads them.
    """Three Thirteen: eleven rounds, a growing hand and a changing wild rank (TT-1 … TT-11)."""

    key = "three-thirteen"
    aliases = ("tt", "3-13")
    title = "Three Thirteen"
    #: Beginner: a weak bot of today's; Intermediate: today's strongest; Expert: the expert.
    levels = {"beginner": "stock", "intermediate": "greedy", "expert": "expert"}
    unit = "round"
    points = "penalty"
    leftover = "penalty"
    has_rounds = True
    has_puzzles = True
    part = ThirteenRound
    series = ThirteenGame
    default_players = 3
    variants = THREE_THIRTEEN_VARIANTS

    def part_totals(self, part: ThirteenRound) -> Sequence[Fraction | int]:
        return tuple(part.result.penalties)

    def winners(self, outcome: ThreeThirteenGameResult) -> Sequence[int]:
        # TT-7: the lowest total wins; a game shortened to fewer rounds names its leaders.
        return tuple(outcome.winners or outcome.leaders)

    def rules(self, *, round: int | None = None, wild: str | int | None = None, decks: int | None = None,
              **options: HouseValue) -> Rules:
        """Round ``round``'s rules (default 11); ``wild`` overrides its wild rank (``"7"`` or ``7``)."""
        rules = three_thirteen(11 if round is None else round, decks=2 if decks is None else decks,
                               **fields_of(check_options(self, options)))
        if wild is not None:
            rank = wild if isinstance(wild, int) else parse_rank(str(wild))
            rules = rules.with_options(wild_rank=rank)
        return rules

    def deal(self, players: int, *, seed: int, dealer: int = 0, round: int | None = None,
             **options: HouseValue) -> ThirteenRound:
        return ThirteenRound(players, 1 if round is None else round, seed=seed, dealer=dealer, **fields_of(options))

    def round_of(self, index: int) -> int:
        return index % 11 + 1  # rounds 1 to 11 in turn (TT-2)

    def new_series(self, players: int, *, seed: int, rounds: int = 11, target: int | None = None,
                   hands: int | None = None, **options: HouseValue) -> ThirteenGame:
        no_hands(hands)
        return ThirteenGame(players, seed=seed, rounds=rounds, **options)  # no target: TT-2 ends after the rounds

    @property
    def bots(self) -> dict[str, Callable[[int], Policy]]:
        from rummylab.games.bots import RandomBot
        from rummylab.games.three_thirteen.bots import ThirteenGreedyBot
        from rummylab.games.three_thirteen.expert import ThirteenExpert

        return {"greedy": lambda seed: ThirteenGreedyBot(), "stock": lambda seed: ThirteenGreedyBot(take_discards=False),
                "random": lambda seed: RandomBot(seed), "expert": lambda seed: ThirteenExpert(seed)}

    def score_hands(self, hands: Sequence[Sequence[Card]], *, out: int | None,
                    round: int | None, **options: HouseValue) -> ThreeThirteenRoundScore:
        if round is None:
            raise RequestError("the request has no 'round'", token="round", code="missing-field")
        from rummylab.games.three_thirteen.scoring import score_three_thirteen_round

        if not options:
            return score_three_thirteen_round(hands, round, out=out)
        rules = self.rules(round=round, decks=tt_decks_for_players(max(len(hands), 2)), **options)
        return score_three_thirteen_round(hands, round, out=out, rules=rules)

    def bot_figures(self, part: ThirteenRound, seats: Sequence[int]) -> dict[str, float | None]:
        penalties = part.result.penalties
        return {"penalty": sum(penalties[s] for s in seats) / len(seats),  # TT-7: the penalty per round
                "out": float(part.out_player in seats)}

    def summarize(self, states: Sequence[ThirteenRound]) -> Figures:
        rounds = [s.result for s in states]
        return {
            "out_rate": rate(sum(s.out_player is not None for s in states), len(states)),
            "stock_turned_rate": rate(sum(s.stock_turned for s in states), len(states)),
            "average_penalty": [round(mean(r.penalties[s] for r in rounds), 2)
                                for s in range(states[0].players)],
        }

    def puzzle_rules(self, round: int | None, **options: HouseValue) -> Rules:
        return three_thirteen(round if round is not None else 11, **fields_of(check_options(self, options)))

    # -- the score sheet (rummylab.scoresheet) ------------------------------------------------

    scores_are_points = True
    lowest_wins = True
    series_rule = "TT-2"
    deal_rule = "TT-2"
    hand_size_rule = "TT-2"

    def sheet_rules(self, number: int, players: int, **options: HouseValue) -> Rules:
        return self.rules(round=number, decks=tt_decks_for_players(players), **options)  # TT-1, TT-3, TT-8

    def end_hand_size(self, number: int, players: int, **options: HouseValue) -> int:
        return number + 2  # TT-2

    def series_length(self, players: int, **options: HouseValue) -> int:
        from rummylab.games.three_thirteen.scoring import TT_ROUNDS

        return TT_ROUNDS  # TT-2

    def score_entry(self, points: Sequence[int], who: int | None,
                    names: Sequence[str], **options: HouseValue) -> tuple[None, tuple[Fraction, ...]]:
        if who is not None and points[who] != 0:
            raise SettlementError(f"went out but has {points[who]} penalty points: write 0 (TT-6)",
                                  token=points[who], code="sheet-not-out", count=points[who], rule="TT-6",
                                  player=who + 1)
        return None, tuple(Fraction(p) for p in points)  # TT-7


def wild_name(rules: Rules) -> str:
    """The wild rank of a Three Thirteen round's rules, as its name (``"5"``, ``"K"``)."""
    return RANK_NAMES[rules.wild_rank or 0]
