"""The three games: :class:`KnockRummy`, :class:`ThreeThirteen` and :class:`Rummy`, registered by name.

Each class says, in one place, what its game does differently: its rules,
its state machines, its bots, its figures in a simulation and its words on
the command line. Find one with :func:`rummylab.games.get`.

>>> from rummylab.games import get
>>> get("knock").rules().max_set_size, get("tt").rules(round=1).wild_rank, get("rummy").rules().hand_size
(4, 3, 7)
>>> get("knock").rules(round=2)
Traceback (most recent call last):
...
rummylab.core.errors.RulesError: knock has no rounds or wild cards
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable, Sequence

from rummylab.core.cards import RANK_NAMES, Card, format_hand, parse_rank, sort_cards
from rummylab.words.language import player_label, text
from rummylab.core.amounts import show_decimal, show_percent
from rummylab.core.errors import RequestError, RulesError
from rummylab.core.house import check_options
from rummylab.core.rules import KNOCK_RUMMY, RUMMY, Rules, three_thirteen, tt_decks_for_players
from rummylab.games.common import Policy
from rummylab.games.game import Game, register
from rummylab.games.knock.state import KnockHand, KnockSession
from rummylab.games.rummy.state import RummyGame, RummyRound
from rummylab.games.sheets import KnockSheet, RummySheet, ThreeThirteenSheet
from rummylab.games.three_thirteen.state import ThirteenGame, ThirteenRound
from rummylab.games.variants import KNOCK_VARIANTS, RUMMY_VARIANTS, THREE_THIRTEEN_VARIANTS

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.games.scoring import RummyRoundScore, ThreeThirteenRoundScore

__all__ = ["KnockRummy", "ThreeThirteen", "Rummy"]


def _seat(seat: int | None) -> int | None:
    """A 0-based seat as the page numbers players (1-based), or None."""
    return None if seat is None else seat + 1


def _cards_of(groups: Iterable[Any]) -> list[list[str]]:
    """Melds or groups of cards as lists of card names."""
    return [[str(c) for c in getattr(g, "cards", g)] for g in groups]


def _rate(count: int, total: int) -> float:
    return round(count / total, 4)


def _mean(values: Iterable[float]) -> float:
    from statistics import fmean  # only simulations need it: the browser's start-up need not load it

    return fmean(values)


def _seats(values: Sequence[object], lang: str) -> str:
    """``J1 +0,25, J2 −0,25``: one figure per seat, as a simulation summary lists them (seat in ``lang``).

    >>> _seats(["+0,25", "−0,25"], "pt"), _seats(["+0.25"], "en")
    ('J1 +0,25, J2 −0,25', 'P1 +0.25')
    """
    return ", ".join(f"{text('cli.seat', lang, n=seat + 1)} {value}" for seat, value in enumerate(values))


class _FixedRules(Game):
    """A game whose rules are the same in every hand (Knock Rummy, Rummy)."""

    base_rules: ClassVar[Rules]

    def rules(self, *, round: int | None = None, wild: str | int | None = None, decks: int | None = None,
              **options: Any) -> Rules:
        if round is not None or wild is not None:
            raise RulesError(f"{self.key} has no rounds or wild cards", token=round if round is not None else wild,
                             code="no-wilds")
        checked = check_options(self, options)
        rules = self.base_rules.with_options(**checked) if checked else self.base_rules
        if decks is not None and decks != rules.decks:
            # A house game with two decks keeps sets capped by rank count, not 4.
            return rules.with_options(decks=decks, max_set_size=None)
        return rules


class KnockRummy(KnockSheet, _FixedRules):
    """Knock Rummy (Poker Rum), the site's reference profile (KR-1 … KR-11)."""

    key = "knock"
    aliases = ("knock-rummy", "kr")
    title = "Knock Rummy"
    has_puzzles = True
    part = KnockHand
    series = KnockSession
    default_bot = "threshold"
    base_rules = KNOCK_RUMMY
    variants = KNOCK_VARIANTS
    play_turn = "turn_knock"
    signed_totals = True
    advises_knock = True

    def new_series(self, players: int, *, seed: int, rounds: int = 11, target: int | None = None,
                   **options: Any) -> KnockSession:
        return KnockSession(players, seed=seed, **options)  # KR-3: one rotation of dealers

    def progress(self, series: Any, part: Any, number: int) -> dict[str, Any]:
        return {"term": "hand_n", "n": number, "total": series.players}

    def play_extras(self, series: Any, part: Any, seat: int) -> dict[str, Any]:
        return {"hands_total": series.players}

    def part_totals(self, part: Any) -> Sequence[Any]:
        return tuple(part.result.net)

    def ended_extras(self, part: Any) -> dict[str, Any]:
        return {"settlement": part.result, "knocker": _seat(part.knocker)}

    def winners(self, outcome: Any) -> Sequence[int]:
        return tuple(outcome.winners)  # KR-11: the highest balance

    @property
    def bots(self) -> dict[str, Callable[[int], Policy]]:
        from rummylab.games.bots import KnockGreedyBot, KnockThresholdBot, RandomBot

        return {"threshold": lambda seed: KnockThresholdBot(10), "cautious": lambda seed: KnockThresholdBot(4),
                "greedy": lambda seed: KnockGreedyBot(), "random": lambda seed: RandomBot(seed)}

    def make_bot(self, name: str, seed: int = 0) -> Policy:
        """A bot by name; ``threshold=N`` knocks at deadwood N or less."""
        if name.startswith("threshold="):
            from rummylab.games.bots import KnockThresholdBot

            try:
                return KnockThresholdBot(int(name.split("=", 1)[1]))
            except ValueError:
                raise RequestError(f"{name!r} is not a bot (threshold=N)", token=name, code="bad-bot") from None
        return super().make_bot(name, seed)

    def summarize(self, states: Sequence[Any]) -> dict[str, Any]:
        hands = len(states)
        settled = [s.result for s in states]
        knocked = [r for r in settled if r.knocker is not None]
        n_knock = len(knocked) or 1
        return {
            "knock_rate": _rate(len(knocked), hands),
            "no_knocker_rate": _rate(hands - len(knocked), hands),
            "rum_rate": _rate(sum(r.case.value == "rum" for r in knocked), n_knock),
            "knocker_wins_rate": _rate(sum(r.case.value == "knocker-wins" for r in knocked), n_knock),
            "knocker_tied_rate": _rate(sum(r.case.value == "knocker-tied" for r in knocked), n_knock),
            "knocker_beaten_rate": _rate(sum(r.case.value == "knocker-beaten" for r in knocked), n_knock),
            "average_knock_deadwood": round(_mean(r.deadwood[r.knocker] for r in knocked), 2)
            if knocked else None,
            "average_net": [round(float(sum(r.net[s] for r in settled)) / hands, 3) for s in range(states[0].players)],
        }

    def summary_lines(self, summary: dict[str, Any], lang: str) -> list[str]:
        def pct(key: str) -> str:
            return show_percent(summary[key], lang)

        deadwood = summary["average_knock_deadwood"]
        return [
            text("cli.sim.knock.rates", lang, knock=pct("knock_rate"), stock=pct("no_knocker_rate")),
            text("cli.sim.knock.cases", lang, rum=pct("rum_rate"), wins=pct("knocker_wins_rate"),
                 tied=pct("knocker_tied_rate"), beaten=pct("knocker_beaten_rate")),
            text("cli.sim.knock.deadwood", lang, value="—" if deadwood is None else show_decimal(deadwood, 2, lang)),
            text("cli.sim.knock.net", lang,
                 items=_seats([show_decimal(v, 2, lang, signed=True) for v in summary["average_net"]], lang)),
        ]

    def dealer_note(self, state: Any, lang: str) -> str:
        if state.cut is None:
            return ""
        cutter = player_label((state.dealer - 1) % state.players, lang)  # KR-2: the dealer's right cuts
        return text("cli.deal.cut", lang, cut=state.cut, cutter=cutter)

    def reveal_lines(self, state: Any, lang: str) -> list[str]:
        lines = []
        for seat, arr in enumerate(state.arrangements()):
            parts = ["[" + " ".join(str(c) for c in m.cards) + "]" for m in arr.melds]
            parts += [str(c) for c in arr.unmatched]
            lines.append(text("cli.play.arrangement", lang, player=player_label(seat, lang), arrangement=" ".join(parts),
                              points=text(f"cli.points.{self.points}", lang), value=arr.deadwood))
        return lines

    def puzzle_rules(self, round: int | None, **options: Any) -> Rules:
        if round is not None:
            raise RequestError("Knock Rummy has no rounds", token=round, code="no-wilds")
        return self.rules(**options)

    def puzzle_size(self, rules: Rules) -> int:
        return 10  # a two-player hand (KR-2): the largest, so the most to arrange

    def describe(self, rules: Rules, lang: str) -> str:
        from rummylab.words.language import text

        return text("cli.game.knock", lang)


class ThreeThirteen(ThreeThirteenSheet, Game):
    """Three Thirteen: eleven rounds, a growing hand and a changing wild rank (TT-1 … TT-11)."""

    key = "three-thirteen"
    aliases = ("tt", "3-13")
    title = "Three Thirteen"
    unit = "round"
    points = "penalty"
    has_rounds = True
    has_puzzles = True
    part = ThirteenRound
    series = ThirteenGame
    default_players = 3
    variants = THREE_THIRTEEN_VARIANTS
    play_players = 3
    play_turn = "turn_tt"

    def progress(self, series: Any, part: Any, number: int) -> dict[str, Any]:
        return {"term": "round_tt", "n": number, "total": series.total_rounds, "wild": _wild(part.rules)}

    def play_extras(self, series: Any, part: Any, seat: int) -> dict[str, Any]:
        shown = part.shown  # the house rule last_lay_off: the melds to lay off on (TT-6)
        return {"round": part.round, "wild": _wild(part.rules), "out": _seat(part.out_player),
                "rounds": series.total_rounds, **({"shown": _cards_of(shown)} if shown else {})}

    def part_totals(self, part: Any) -> Sequence[Any]:
        return tuple(part.result.penalties)

    def ended_extras(self, part: Any) -> dict[str, Any]:
        if not part.rules.last_lay_off:
            return {"out": _seat(part.out_player)}
        result = part.result  # the house rule: what each player laid off, the melds as they ended (TT-6)
        return {"out": _seat(part.out_player), "laid_off": _cards_of(result.laid_off), "shown": _cards_of(result.shown)}

    def winners(self, outcome: Any) -> Sequence[int]:
        # TT-7: the lowest total wins; a game shortened to fewer rounds names its leaders.
        return tuple(outcome.winners or outcome.leaders)

    def rules(self, *, round: int | None = None, wild: str | int | None = None, decks: int | None = None,
              **options: Any) -> Rules:
        """Round ``round``'s rules (default 11); ``wild`` overrides its wild rank (``"7"`` or ``7``)."""
        rules = three_thirteen(11 if round is None else round, decks=2 if decks is None else decks,
                               **check_options(self, options))
        if wild is not None:
            rank = wild if isinstance(wild, int) else parse_rank(str(wild))
            rules = rules.with_options(wild_rank=rank)
        return rules

    def deal(self, players: int, *, seed: int, dealer: int = 0, round: int | None = None,
             **options: Any) -> ThirteenRound:
        return ThirteenRound(players, 1 if round is None else round, seed=seed, dealer=dealer, **options)

    def round_of(self, index: int) -> int:
        return index % 11 + 1  # rounds 1 to 11 in turn (TT-2)

    def new_series(self, players: int, *, seed: int, rounds: int = 11, target: int | None = None, **options: Any) -> ThirteenGame:
        return ThirteenGame(players, seed=seed, rounds=rounds, **options)  # no target: TT-2 ends after the rounds

    @property
    def bots(self) -> dict[str, Callable[[int], Policy]]:
        from rummylab.games.bots import RandomBot, ThirteenGreedyBot

        return {"greedy": lambda seed: ThirteenGreedyBot(), "stock": lambda seed: ThirteenGreedyBot(take_discards=False),
                "random": lambda seed: RandomBot(seed)}

    def score_hands(self, hands: Sequence[Sequence[Card]], *, out: int | None,
                    round: int | None, **options: Any) -> ThreeThirteenRoundScore:
        if round is None:
            raise RequestError("the request has no 'round'", token="round", code="missing-field")
        from rummylab.games.scoring import score_three_thirteen_round

        if not options:
            return score_three_thirteen_round(hands, round, out=out)
        rules = self.rules(round=round, decks=tt_decks_for_players(max(len(hands), 2)), **options)
        return score_three_thirteen_round(hands, round, out=out, rules=rules)

    def summarize(self, states: Sequence[Any]) -> dict[str, Any]:
        rounds = [s.result for s in states]
        return {
            "out_rate": _rate(sum(s.out_player is not None for s in states), len(states)),
            "stock_turned_rate": _rate(sum(s.stock_turned for s in states), len(states)),
            "average_penalty": [round(_mean(r.penalties[s] for r in rounds), 2)
                                for s in range(states[0].players)],
        }

    def summary_lines(self, summary: dict[str, Any], lang: str) -> list[str]:
        return [
            text("cli.sim.tt.rates", lang, out=show_percent(summary["out_rate"], lang),
                 turned=show_percent(summary["stock_turned_rate"], lang)),
            text("cli.sim.tt.penalty", lang,
                 items=_seats([show_decimal(v, 2, lang) for v in summary["average_penalty"]], lang)),
        ]

    def deal_title(self, state: Any, lang: str) -> str:
        return text("cli.deal.round", lang, count=state.rules.decks, round=state.round, wild=_wild(state.rules),
                    decks=state.rules.decks)

    def table_note(self, state: Any, lang: str) -> str:
        return text("cli.play.wild", lang, round=state.round, wild=_wild(state.rules))

    def puzzle_rules(self, round: int | None, **options: Any) -> Rules:
        return three_thirteen(round if round is not None else 11, **check_options(self, options))

    def describe(self, rules: Rules, lang: str) -> str:
        from rummylab.words.language import text

        return text("cli.game.tt", lang, round=rules.round, wild=_wild(rules))


def _wild(rules: Rules) -> str:
    return RANK_NAMES[rules.wild_rank or 0]


class Rummy(RummySheet, _FixedRules):
    """Basic Rummy: melds on the table, lay-offs, the game to 200 (RU-1 … RU-8)."""

    key = "rummy"
    aliases = ("ru",)
    title = "Rummy"
    unit = "round"
    part = RummyRound
    series = RummyGame
    base_rules = RUMMY
    variants = RUMMY_VARIANTS
    play_players = 4
    play_turn = "turn_rummy"

    def new_series(self, players: int, *, seed: int, rounds: int = 11, target: int | None = None,
                   **options: Any) -> RummyGame:
        # RU-8: the house rule target, or a quick game's lower one (rummylab.core.house.with_target).
        return RummyGame(players, seed=seed, target=RUMMY.target if target is None else target, **options)

    def progress(self, series: Any, part: Any, number: int) -> dict[str, Any]:
        return {"term": "round_rummy", "n": number, "target": series.target}

    def play_extras(self, series: Any, part: Any, seat: int) -> dict[str, Any]:
        return {"table": [{"owner": owner + 1, "cards": [str(c) for c in meld.cards], "kind": meld.kind.value}
                          for owner, meld in part.table],
                "melded": part.has_melded[seat], "target": series.target}

    def part_totals(self, part: Any) -> Sequence[Any]:
        return tuple(part.result.points)

    def ended_extras(self, part: Any) -> dict[str, Any]:
        return {"out": _seat(part.out_player)}

    def winners(self, outcome: Any) -> Sequence[int]:
        return (outcome.winner,)  # RU-8

    @property
    def bots(self) -> dict[str, Callable[[int], Policy]]:
        from rummylab.games.bots import RandomBot, RummyGreedyBot

        return {"greedy": lambda seed: RummyGreedyBot(), "holder": lambda seed: RummyGreedyBot(hold=True),
                "random": lambda seed: RandomBot(seed)}

    def score_hands(self, hands: Sequence[Sequence[Card]], *, out: int | None, round: int | None,
                    **options: Any) -> RummyRoundScore:
        from rummylab.games.scoring import score_rummy_round

        return score_rummy_round(hands, out, rules=self.rules(**options))

    def summarize(self, states: Sequence[Any]) -> dict[str, Any]:
        rounds = [s.result for s in states]
        players = states[0].players
        return {
            "draw_rate": _rate(sum(s.is_draw for s in states), len(states)),
            "stock_turned_rate": _rate(sum(s.stock_turned for s in states), len(states)),
            "wins": [sum(s.out_player == p for s in states) for p in range(players)],
            "average_points": [round(_mean(r.points[s] for r in rounds), 2) for s in range(players)],
        }

    def summary_lines(self, summary: dict[str, Any], lang: str) -> list[str]:
        return [
            text("cli.sim.ru.rates", lang, draws=show_percent(summary["draw_rate"], lang),
                 turned=show_percent(summary["stock_turned_rate"], lang)),
            text("cli.sim.ru.wins", lang, items=_seats(summary["wins"], lang)),
        ]

    def table_lines(self, state: Any, lang: str) -> list[str]:
        return [text("cli.play.meld", lang, number=i + 1, owner=player_label(owner, lang),
                     cards=" ".join(str(c) for c in meld.cards)) for i, (owner, meld) in enumerate(state.table)]

    def reveal_lines(self, state: Any, lang: str) -> list[str]:
        return [text("cli.play.cards_left", lang, player=player_label(seat, lang),
                     cards=format_hand(sort_cards(hand)) or text("cli.play.no_cards", lang))
                for seat, hand in enumerate(state.hands)]


KNOCK = register(KnockRummy())
THREE_THIRTEEN = register(ThreeThirteen())
RUMMY_GAME = register(Rummy())
