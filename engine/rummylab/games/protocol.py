"""One :class:`Game` per game, found by name: what differs between Knock Rummy, Three Thirteen and Rummy.

The engine, the command line and the site ask the game object instead of
comparing names: its rules, its hand or round (:attr:`Game.part`) and its
series (:attr:`Game.series`), the name of its unit, its defaults, its
bots, its words on the command line. A game is added by subclassing
:class:`Game` in the game's own package (``rummylab.games.knock``, …) and registering an
instance in :mod:`rummylab.games`; :mod:`rummylab.games.registry` finds it by name.

>>> from rummylab.games import get
>>> get("tt").title, get("tt").unit, get("knock").unit
('Three Thirteen', 'round', 'hand')
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Generic, Iterable, Sequence, TypeVar

from rummylab.core.cards import Card
from rummylab.core.errors import RequestError, RulesError
from rummylab.core.house import HouseValue, Variant, check_options, fields_of
from rummylab.core.rules import Rules
from rummylab.games.common import MoveKind, Policy, derive_seed
from rummylab.games.dealt import Dealt
from rummylab.games.series import Series

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.games.knock.lay_off import LaidOff
    from rummylab.games.knock.settle import KnockSettlement
    from rummylab.solver.arrangement import Arrangement

__all__ = ["Game", "AnyGame", "FixedRulesGame", "Figures", "mean", "rate"]

PartT = TypeVar("PartT", bound=Dealt)  # a hand or round: KnockHand, ThirteenRound, RummyRound
OutcomeT = TypeVar("OutcomeT")  # what a finished session or game settles to: SessionResult, …
ScoreT = TypeVar("ScoreT")  # what one hand or round scores to: KnockSettlement, ThreeThirteenRoundScore, …

#: A game's own figures over many hands or rounds (:meth:`Game.summarize`): rates, averages, per seat.
Figures = dict[str, float | list[float] | None]


class Game(Generic[PartT, OutcomeT, ScoreT]):
    """What one game is and how it differs from the others.

    Attributes:
        key: the game's name in requests, records and rules (``"knock"``).
        aliases: other names accepted for it (``"tt"``, ``"3-13"``).
        title: its name in English text (``"Knock Rummy"``).
        unit: what one deal is called: ``"hand"`` or ``"round"``.
        points: what a hand's leftover cards are called: ``"deadwood"`` or ``"penalty"``.
        leftover: what a hand's leftover cards are called in this game's own words (``arr.<leftover>``,
            the site's headings): ``"deadwood"`` (KR-5), ``"penalty"`` (TT-7) or Rummy's ``"cards"``
            (the cards left in hand, RU-8: no deadwood in Rummy).
        has_rounds: True when the rules change from round to round (Three Thirteen's wild rank).
        has_puzzles: True when the site deals meld puzzles of this game.
        part: the state machine of one hand or round.
        series: the state machine of a whole session or game.
        default_players: the table size when none is given.
        default_bot: the bot the command line seats when none is named.
        variants: the game's house rules (:mod:`rummylab.core.house`): the ``Rules`` options it accepts.
        signed_totals: the running totals are a ledger, written with their signs (KR-11).
        advises_knock: a hint adds the knock advisor's estimate (KR-7, KR-10).
        levels: the bots of each level of play (the play page's Beginner, Intermediate, Expert):
            a weak bot of today's, the strongest of today's, and the expert (:mod:`rummylab.games.expert`).
    """

    key: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    title: ClassVar[str]
    unit: ClassVar[str] = "hand"
    points: ClassVar[str] = "deadwood"
    leftover: ClassVar[str] = "deadwood"
    has_rounds: ClassVar[bool] = False
    has_puzzles: ClassVar[bool] = False
    part: type[PartT]
    series: type[Series[PartT, OutcomeT]]
    default_players: ClassVar[int] = 4
    default_bot: ClassVar[str] = "greedy"
    variants: ClassVar[tuple[Variant, ...]] = ()
    signed_totals: ClassVar[bool] = False
    advises_knock: ClassVar[bool] = False
    levels: ClassVar[dict[str, str]] = {"beginner": "greedy", "intermediate": "greedy", "expert": "expert"}

    def __repr__(self) -> str:
        return f"rummylab.games.get({self.key!r})"

    # -- table -------------------------------------------------------------

    @property
    def option_names(self) -> tuple[str, ...]:
        """The ``Rules`` fields the game's house rules set (:attr:`variants`)."""
        return tuple(v.field for v in self.variants)

    @property
    def min_players(self) -> int:
        """The fewest players the game is dealt for."""
        return self.part.min_players

    @property
    def max_players(self) -> int:
        """The most players the game is dealt for."""
        return self.part.max_players

    @property
    def move_kinds(self) -> frozenset[MoveKind]:
        """The kinds of move the game has."""
        return self.part.move_kinds

    # -- rules and deals ---------------------------------------------------

    def rules(self, *, round: int | None = None, wild: str | int | None = None, decks: int | None = None,
              **options: HouseValue) -> Rules:
        """The rules of the game (of one round, where rounds differ), with the house rules given.

        ``options`` are ``Rules`` fields among :attr:`variants` (``rum_bonus=50``); see
        :func:`rummylab.core.house.parse_house` for their names on the command line.

        Raises:
            RulesError: a round or wild rank in a game without them, an option that is not
                one of the game's house rules, a value it does not take.
        """
        raise NotImplementedError

    def deal(self, players: int, *, seed: int, dealer: int = 0, round: int | None = None, **options: HouseValue) -> PartT:
        """A freshly dealt hand or round (the dealer 0-based), with the house rules ``options`` (``Rules`` fields)."""
        if round is not None:
            rounds = "rounds" if self.unit == "hand" else "numbered rounds"  # Rummy's rounds are not numbered
            raise RequestError(f"{self.title} has no {rounds}", token=round, code="no-rounds", game=self.title)
        return self.part(players, seed=seed, dealer=dealer, **fields_of(options))

    def round_of(self, index: int) -> int | None:
        """The round dealt ``index``-th (0-based) when hands are played one after another, or None."""
        return None

    def new_series(self, players: int, *, seed: int, rounds: int = 11, target: int | None = None,
                   hands: int | None = None, **options: HouseValue) -> Series[PartT, OutcomeT]:
        """A whole session or game; ``rounds``, ``target`` and ``hands`` (a quick game's, None: the rules') apply
        where the game has them (a game without hands refuses ``hands``); ``options``: house rules, as ``Rules``
        fields (a ``target`` among them must agree)."""
        raise NotImplementedError

    # -- bots --------------------------------------------------------------

    @property
    def bots(self) -> dict[str, Callable[[int], Policy]]:
        """The bots by name: each makes a bot from a seed."""
        raise NotImplementedError

    def make_bot(self, name: str, seed: int = 0) -> Policy:
        """A bot by name (see :attr:`bots`).

        Raises:
            RequestError: an unknown bot name, listing the known ones.
        """
        table = self.bots
        if name not in table:
            raise RequestError(f"{name!r} is not a {self.key} bot (choose {', '.join(table)})", token=name,
                               code="bad-bot")
        return table[name](seed)

    def make_bots(self, spec: str | None, players: int, seed: int) -> list[Policy]:
        """Bots from a comma-separated list of names (one per seat, or one name for every seat).

        Raises:
            RequestError: an unknown bot, or as many names as seats.
        """
        names = [s.strip() for s in (spec or self.default_bot).split(",") if s.strip()]
        if not names:
            raise RequestError("--bots names no bot", token=spec, code="bad-bot")
        if len(names) == 1:
            names *= players
        if len(names) != players:
            raise RequestError(f"--bots names {len(names)} bots for {players} players", token=spec, code="bad-bot")
        return [self.make_bot(name, derive_seed(seed, 7_000 + i)) for i, name in enumerate(names)]

    # -- results -----------------------------------------------------------

    def score_hands(self, hands: Sequence[Sequence[Card]], *, out: int | None,
                    round: int | None, **options: HouseValue) -> ScoreT:
        """Score a round from every hand (``out`` the seat that went out, 0-based, or None; ``options``: house rules).

        Raises:
            RequestError: the game settles its hands another way (Knock Rummy: ``settle``).
        """
        raise RequestError(f"{self.key!r} rounds are settled with the 'settle' op", token=self.key,
                           code="bad-field", field="game")

    def summarize(self, states: Sequence[PartT]) -> Figures:
        """The game's own figures over finished hands or rounds, for ``simulate``."""
        raise NotImplementedError

    def part_totals(self, part: PartT) -> Sequence[Fraction | int]:
        """A finished hand's or round's share of the running totals, one per seat."""
        raise NotImplementedError

    def bot_figures(self, part: PartT, seats: Sequence[int]) -> dict[str, float | None]:
        """What a bot sitting at ``seats`` made of a finished hand or round, its headline figure first
        (``simulate``'s ``by_bot``); None where the figure does not apply to this hand."""
        raise NotImplementedError

    def winners(self, outcome: OutcomeT) -> Sequence[int]:
        """The winning seats (0-based) of a finished series' result."""
        raise NotImplementedError

    def puzzle_rules(self, round: int | None, **options: HouseValue) -> Rules:
        """The rules a meld puzzle of this game is judged by (games with :attr:`has_puzzles`), with house rules."""
        raise NotImplementedError

    def puzzle_size(self, rules: Rules) -> int:
        """The cards of a meld puzzle's hand."""
        return rules.hand_size or 13

    # -- the score sheet (rummylab.scoresheet) -----------------------------------
    # What a score sheet kept with real cards needs to know of the game: its entries,
    # how one is scored, how the series ends and who wins.

    #: The key of a sheet entry's "who": ``"knocker"`` (who knocked) or ``"out"`` (who went out).
    sheet_who: ClassVar[str] = "out"
    #: True when the scores are a ledger of signed balances (Knock Rummy's settlements, KR-10),
    #: False when they are totals of points, shown unsigned.
    keeps_ledger: ClassVar[bool] = False
    #: True when an entry adds its points themselves to the totals (Three Thirteen's penalties,
    #: TT-7), so a sheet need show them only once.
    scores_are_points: ClassVar[bool] = False
    #: True when the lowest total wins (TT-7), False when the highest does (KR-11, RU-8).
    lowest_wins: ClassVar[bool] = False
    #: True when the cards a player has left are arranged for the least deadwood before they are
    #: counted (KR-5, TT-7); False when every card left counts (Rummy, RU-8).
    arranges_leftovers: ClassVar[bool] = True
    #: What a whole series is called: ``"session"`` or ``"game"``.
    series_name: ClassVar[str] = "game"
    #: The rule that ends the series (KR-3, TT-2, RU-8).
    series_rule: ClassVar[str]
    #: The rule by which the deal passes to the left (KR-3, TT-2, RU-6a).
    deal_rule: ClassVar[str]
    #: The rule that says how many cards each player holds at the end (KR-2, TT-2), or None.
    hand_size_rule: ClassVar[str | None] = None
    #: The most entries a sheet keeps when the series has no fixed length (None: no limit).
    max_sheet_entries: ClassVar[int | None] = None

    # Each hook takes the sheet's house rules as ``options`` (``Rules`` fields, :mod:`rummylab.core.house`).

    def sheet_rules(self, number: int, players: int, **options: HouseValue) -> Rules:
        """The rules of a sheet's entry ``number`` (1-based) at a table of ``players``."""
        return self.rules(**options)

    def end_hand_size(self, number: int, players: int, **options: HouseValue) -> int | None:
        """The cards each player holds when entry ``number`` ends, or None when any number may be left."""
        return None

    def series_length(self, players: int, **options: HouseValue) -> int | None:
        """How many hands or rounds a series has (None: it ends on :meth:`series_target`).

        >>> from rummylab.games import get
        >>> [get(g).series_length(3) for g in ("knock", "tt", "rummy")], get("rummy").series_target()
        ([3, 11, None], 200)
        """
        return None

    def series_target(self, **options: HouseValue) -> int | None:
        """The points that end the series when someone reaches them (Rummy's 200, or a house rule), or None."""
        return None

    def is_series_over(self, totals: Sequence[Fraction], count: int, last_who: int | None, **options: HouseValue) -> bool:
        """True once ``count`` entries, the last one's "who" ``last_who``, leave ``totals``: the series is over."""
        length = self.series_length(len(totals), **options)
        return length is not None and count >= length

    def sheet_lay_off(self, points: list[int], hands: Sequence[Sequence[Card] | None],
                      arrangements: tuple[Arrangement | None, ...], who: int | None,
                      rules: Rules) -> tuple[list[int], tuple[Arrangement | None, ...], tuple[tuple[LaidOff, ...], ...]]:
        """An entry's points after the cards laid off on the melds of ``who`` (Knock Rummy's ``lay-off``).

        Returns the points, the arrangements and, per seat, the cards laid off (empty: nothing changes).
        """
        return points, arrangements, ()

    def may_leave_empty(self, seat: int, who: int | None) -> bool:
        """True when nothing need be written for ``seat`` in an entry whose "who" is ``who``."""
        return False

    def score_entry(self, points: Sequence[int], who: int | None, names: Sequence[str],
                    **options: HouseValue) -> tuple[KnockSettlement | None, tuple[Fraction, ...]]:
        """Score one sheet entry from each seat's points: its settlement (Knock Rummy) and what each total gains.

        Raises:
            SettlementError: the points break a rule of the game; ``player`` (1-based) names the seat
                (``names`` are the players', for the message).
        """
        raise NotImplementedError


def rate(count: int, total: int) -> float:
    return round(count / total, 4)

def mean(values: Iterable[float]) -> float:
    from statistics import (
        fmean,  # only simulations need it: the browser's start-up need not load it
    )

    return fmean(values)


class FixedRulesGame(Game[PartT, OutcomeT, ScoreT]):
    """A game whose rules are the same in every hand (Knock Rummy, Rummy)."""

    base_rules: ClassVar[Rules]

    def rules(self, *, round: int | None = None, wild: str | int | None = None, decks: int | None = None,
              **options: HouseValue) -> Rules:
        if round is not None or wild is not None:
            raise RulesError(f"{self.key} has no rounds or wild cards", token=round if round is not None else wild,
                             code="no-wilds")
        checked = check_options(self, options)
        rules = self.base_rules.with_options(**checked) if checked else self.base_rules
        if decks is not None and decks != rules.decks:
            # A house game with two decks keeps sets capped by rank count, not 4.
            return rules.with_options(decks=decks, max_set_size=None)
        return rules


#: A game of any kind, as the registry holds them: code that serves every game (the command line, the
#: site's operations) receives one and asks it, and its hands, rounds and results keep their own types.
AnyGame = Game[Any, Any, Any]
