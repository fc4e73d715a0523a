"""What the command line shows of each game: one view per game, found by the game's key.

The games (:mod:`rummylab.games`) hold their rules only; the words ``rummylab deal``, ``play``,
``simulate`` and ``puzzle`` print beyond what every game shares (Three Thirteen's round and wild
rank, the melds on a Rummy table, where a Knock Rummy deck was cut) live here.

>>> from rummylab.games import get
>>> view_of(get("tt")).describe(get("tt").rules(round=3), "en")
'Three Thirteen, round 3, 5s wild'
"""

from __future__ import annotations

import re
from typing import Any, Generic, Sequence, TypeVar

from rummylab.core.amounts import show_decimal, show_number, show_percent
from rummylab.core.cards import format_hand, sort_cards
from rummylab.core.rules import Rules
from rummylab.games.dealt import Dealt
from rummylab.games.knock.state import KnockHand
from rummylab.games.protocol import AnyGame, Figures
from rummylab.games.rummy.state import RummyRound
from rummylab.games.three_thirteen import wild_name
from rummylab.games.three_thirteen.state import ThirteenRound
from rummylab.words.catalogue import CATALOGUE, RANKS_PLURAL
from rummylab.words.language import capitalized, player_label, text

__all__ = ["GameView", "view_of", "bot_name"]

PartT = TypeVar("PartT", bound=Dealt)


def seats_line(values: Sequence[object], lang: str, *, figures: bool = False) -> str:
    """``J1 +0,25, J2 −0,25``: one value per seat, as a simulation summary lists them (seat in ``lang``).

    With ``figures`` the values are numbers, worded by ``cli.seat.figure`` (French: "+0,25 pour J1", a seat's
    label never glued to a number); without, they are words (the bots: "J1 glouton").

    >>> seats_line(["+0,25", "−0,25"], "pt", figures=True), seats_line(["+0.25"], "en", figures=True)
    ('J1 +0,25, J2 −0,25', 'P1 +0.25')
    >>> seats_line(["5", "3"], "fr", figures=True), seats_line(["glouton", "expert"], "fr")
    ('5 pour J1, 3 pour J2', 'J1 glouton, J2 expert')
    """
    if figures:
        return ", ".join(text("cli.seat.figure", lang, seat=text("cli.seat", lang, n=seat + 1), value=value)
                         for seat, value in enumerate(values))
    return ", ".join(f"{text('cli.seat', lang, n=seat + 1)} {value}" for seat, value in enumerate(values))


def bot_name(name: str, lang: str) -> str:
    """A bot as the reader's language names it (``knock<=10``: "bate com 10 ou menos").

    >>> bot_name("knock<=4", "fr"), bot_name("greedy", "pt"), bot_name("random", "en")
    ('frappe à 4 ou moins', 'guloso', 'plays at random')
    """
    threshold = re.fullmatch(r"knock<=(\d+)", name)
    if threshold:
        return text("cli.botname.threshold", lang, n=int(threshold[1]))
    key = f"cli.botname.{name}"
    return text(key, lang) if key in CATALOGUE else name


def _one(summary: Figures, key: str) -> float:
    """One figure of a simulation's summary (a rate, an average)."""
    value = summary[key]
    if isinstance(value, (int, float)):
        return value
    raise TypeError(f"{key!r} is not one figure: {value!r}")


def _each(summary: Figures, key: str) -> list[float]:
    """A figure per seat of a simulation's summary."""
    value = summary[key]
    if isinstance(value, list):
        return value
    raise TypeError(f"{key!r} is not a figure per seat: {value!r}")


def rank_plural(rules: Rules, lang: str) -> str:
    """The wild rank of a Three Thirteen round as a plural noun (fr "rois", "6"), for "les {wilds}".

    >>> from rummylab.games import rules_for
    >>> [rank_plural(rules_for("three-thirteen", round=n), "fr") for n in (11, 4)]
    ['rois', '6']
    """
    return RANKS_PLURAL[lang][rules.wild_rank or 0]


class GameView(Generic[PartT]):
    """What ``rummylab`` prints of one game beyond what every game shares; the defaults add nothing."""

    def __init__(self, game: AnyGame) -> None:
        self.game = game

    def deal_title(self, state: PartT, lang: str) -> str:
        """What ``rummylab deal`` adds to its title (Three Thirteen: the round and its wild rank)."""
        return ""

    def dealer_note(self, state: PartT, lang: str) -> str:
        """What ``rummylab deal`` adds after the dealer (Knock Rummy: where the deck was cut)."""
        return ""

    def table_note(self, state: PartT, lang: str) -> str:
        """What ``rummylab play`` adds after the stock's size (Three Thirteen: the round's wild rank)."""
        return ""

    def table_lines(self, state: PartT, lang: str) -> list[str]:
        """Lines ``rummylab play`` shows above the reader's hand (Rummy: the melds on the table)."""
        return []

    def reveal_lines(self, state: PartT, lang: str) -> list[str]:
        """Lines ``rummylab play`` shows when a hand ends, before its settlement (each player's cards)."""
        return []

    def help_text(self, lang: str) -> str:
        """The moves ``rummylab play`` accepts in this game, its template (``{knock}`` for the word typed)."""
        return CATALOGUE[f"cli.help.{self.game.key}"][lang]

    def points_word(self, lang: str) -> str:
        """What this game calls the points of the cards left out of melds (RULES.md: each game its own words)."""
        return text(f"cli.points.{self.game.points}", lang)

    def describe(self, rules: Rules, lang: str) -> str:
        """The game (and round) a hand is judged by, in ``lang`` (``rummylab puzzle``)."""
        raise NotImplementedError

    def summary_lines(self, summary: Figures, lang: str) -> list[str]:
        """Those figures in ``lang``, for ``rummylab simulate``."""
        raise NotImplementedError


class KnockView(GameView[KnockHand]):
    """Knock Rummy: where the deck was cut, every hand shown at the end."""

    def summary_lines(self, summary: Figures, lang: str) -> list[str]:
        def pct(key: str) -> str:
            return show_percent(_one(summary, key), lang)

        deadwood = summary["average_knock_deadwood"]
        return [
            text("cli.sim.knock.rates", lang, knock=pct("knock_rate"), stock=pct("no_knocker_rate")),
            text("cli.sim.knock.cases", lang, rum=pct("rum_rate"), wins=pct("knocker_wins_rate"),
                 tied=pct("knocker_tied_rate"), beaten=pct("knocker_beaten_rate")),
            text("cli.sim.knock.deadwood", lang, value="—" if deadwood is None else show_decimal(_one(summary, "average_knock_deadwood"), 2, lang)),
            text("cli.sim.knock.net", lang,
                 items=seats_line([show_decimal(v, 2, lang, signed=True) for v in _each(summary, "average_net")], lang, figures=True)),
        ]

    def dealer_note(self, state: KnockHand, lang: str) -> str:
        if state.cut is None:
            return ""
        cutter = player_label((state.dealer - 1) % state.players, lang)  # KR-2: the dealer's right cuts
        return text("cli.deal.cut", lang, cut=state.cut, cutter=cutter)

    def reveal_lines(self, state: KnockHand, lang: str) -> list[str]:
        lines = []
        for seat, arr in enumerate(state.arrangements()):
            parts = ["[" + " ".join(str(c) for c in m.cards) + "]" for m in arr.melds]
            parts += [str(c) for c in arr.unmatched]
            lines.append(text("cli.play.arrangement", lang, player=capitalized(player_label(seat, lang)), arrangement=" ".join(parts),
                              points=self.points_word(lang), value=arr.deadwood))
        return lines

    def describe(self, rules: Rules, lang: str) -> str:
        return text("cli.game.knock", lang)


class ThreeThirteenView(GameView[ThirteenRound]):
    """Three Thirteen: the round and its wild rank."""

    def summary_lines(self, summary: Figures, lang: str) -> list[str]:
        return [
            text("cli.sim.tt.rates", lang, out=show_percent(_one(summary, "out_rate"), lang),
                 turned=show_percent(_one(summary, "stock_turned_rate"), lang)),
            text("cli.sim.tt.penalty", lang,
                 items=seats_line([show_decimal(v, 2, lang) for v in _each(summary, "average_penalty")], lang, figures=True)),
        ]

    def deal_title(self, state: ThirteenRound, lang: str) -> str:
        return text("cli.deal.round", lang, count=state.rules.decks, round=state.round, wild=wild_name(state.rules),
                    wilds=rank_plural(state.rules, lang), decks=state.rules.decks)

    def table_note(self, state: ThirteenRound, lang: str) -> str:
        return text("cli.play.wild", lang, round=state.round, wild=wild_name(state.rules),
                    wilds=rank_plural(state.rules, lang))

    def describe(self, rules: Rules, lang: str) -> str:
        return text("cli.game.tt", lang, round=rules.round, wild=wild_name(rules), wilds=rank_plural(rules, lang))


class RummyView(GameView[RummyRound]):
    """Rummy: the melds on the table, the cards left at the end."""

    def points_word(self, lang: str) -> str:
        return text("cli.points.cards", lang)  # RU-8: what the one who goes out scores, not "deadwood"

    def summary_lines(self, summary: Figures, lang: str) -> list[str]:
        return [
            text("cli.sim.ru.rates", lang, draws=show_percent(_one(summary, "draw_rate"), lang),
                 turned=show_percent(_one(summary, "stock_turned_rate"), lang)),
            text("cli.sim.ru.wins", lang, items=seats_line([show_number(int(v), lang) for v in _each(summary, "wins")], lang, figures=True)),
        ]

    def table_lines(self, state: RummyRound, lang: str) -> list[str]:
        return [text("cli.play.meld", lang, number=i + 1, owner=player_label(owner, lang),
                     cards=" ".join(str(c) for c in meld.cards)) for i, (owner, meld) in enumerate(state.table)]

    def reveal_lines(self, state: RummyRound, lang: str) -> list[str]:
        return [text("cli.play.cards_left", lang, player=capitalized(player_label(seat, lang)),
                     cards=format_hand(sort_cards(hand)) or text("cli.play.no_cards", lang))
                for seat, hand in enumerate(state.hands)]


_VIEWS: dict[str, type[GameView[Any]]] = {"knock": KnockView, "three-thirteen": ThreeThirteenView, "rummy": RummyView}


def view_of(game: AnyGame) -> GameView[Any]:
    """The command line's view of ``game``, found by its key."""
    return _VIEWS[game.key](game)
