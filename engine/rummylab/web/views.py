"""What the play page shows of each game: one view per game, found by the game's key.

The games (:mod:`rummylab.games`) hold their rules only; what a table at the play page adds for
one game (Three Thirteen's round and wild rank, the melds on a Rummy table, the session's hands in
Knock Rummy) and the site's words for where the game stands live here.

>>> from rummylab.games import get
>>> view_of(get("rummy")).play_players, view_of(get("knock")).play_turn
(4, 'turn_knock')
"""

from __future__ import annotations

from typing import Any, Generic, Iterable, TypeVar

from rummylab.games.dealt import Dealt
from rummylab.games.knock.state import KnockHand, KnockSession
from rummylab.games.protocol import AnyGame
from rummylab.games.rummy.state import RummyGame, RummyRound
from rummylab.games.series import Series
from rummylab.games.three_thirteen import wild_name
from rummylab.games.three_thirteen.state import ThirteenGame, ThirteenRound

__all__ = ["PlayView", "view_of"]

PartT = TypeVar("PartT", bound=Dealt)
SeriesT = TypeVar("SeriesT", bound=Series[Any, Any])


def cards_of(groups: Iterable[Any]) -> list[list[str]]:
    """Melds or groups of cards as lists of card names."""
    return [[str(c) for c in getattr(g, "cards", g)] for g in groups]


def seat_number(seat: int | None) -> int | None:
    """A 0-based seat as the page numbers players (1-based), or None."""
    return None if seat is None else seat + 1


class PlayView(Generic[SeriesT, PartT]):
    """What the play page shows of one game beyond what every game shares.

    Attributes:
        play_players: the table of a game against the bots when the page names none.
        play_turn: the site's word for the reader's turn after the draw (``play.turn_knock``…).
    """

    play_players = 2
    play_turn: str

    def __init__(self, game: AnyGame) -> None:
        self.game = game

    def progress(self, series: SeriesT, part: PartT, number: int) -> dict[str, Any]:
        """Where the game stands in hand or round ``number``: the site's word (``term``) and its values."""
        raise NotImplementedError

    def play_extras(self, series: SeriesT, part: PartT, seat: int) -> dict[str, Any]:
        """What the view of ``part`` from ``seat`` (0-based) adds (the wild rank, the melds on the table)."""
        return {}

    def ended_extras(self, part: PartT) -> dict[str, Any]:
        """What the end of ``part`` adds: who went out or knocked (1-based); ``settlement``: its settlement."""
        return {}


class KnockView(PlayView[KnockSession, KnockHand]):
    """Knock Rummy: the hands of the session, who knocked and the settlement."""

    play_turn = "turn_knock"

    def progress(self, series: KnockSession, part: KnockHand, number: int) -> dict[str, Any]:
        return {"term": "hand_n", "n": number, "total": series.players}

    def play_extras(self, series: KnockSession, part: KnockHand, seat: int) -> dict[str, Any]:
        return {"hands_total": series.players}

    def ended_extras(self, part: KnockHand) -> dict[str, Any]:
        return {"settlement": part.result, "knocker": seat_number(part.knocker)}


class ThreeThirteenView(PlayView[ThirteenGame, ThirteenRound]):
    """Three Thirteen: the round, its wild rank, who went out and what was laid off."""

    play_players = 3
    play_turn = "turn_tt"

    def progress(self, series: ThirteenGame, part: ThirteenRound, number: int) -> dict[str, Any]:
        return {"term": "round_tt", "n": number, "total": series.total_rounds, "wild": wild_name(part.rules)}

    def play_extras(self, series: ThirteenGame, part: ThirteenRound, seat: int) -> dict[str, Any]:
        shown = part.shown  # the house rule last_lay_off: the melds to lay off on (TT-6)
        return {"round": part.round, "wild": wild_name(part.rules), "out": seat_number(part.out_player),
                "rounds": series.total_rounds, **({"shown": cards_of(shown)} if shown else {})}

    def ended_extras(self, part: ThirteenRound) -> dict[str, Any]:
        if not part.rules.last_lay_off:
            return {"out": seat_number(part.out_player)}
        result = part.result  # the house rule: what each player laid off, the melds as they ended (TT-6)
        return {"out": seat_number(part.out_player), "laid_off": cards_of(result.laid_off), "shown": cards_of(result.shown)}


class RummyView(PlayView[RummyGame, RummyRound]):
    """Rummy: the melds on the table, who melded, the target."""

    play_players = 4
    play_turn = "turn_rummy"

    def progress(self, series: RummyGame, part: RummyRound, number: int) -> dict[str, Any]:
        return {"term": "round_rummy", "n": number, "target": series.target}

    def play_extras(self, series: RummyGame, part: RummyRound, seat: int) -> dict[str, Any]:
        return {"table": [{"owner": owner + 1, "cards": [str(c) for c in meld.cards], "kind": meld.kind.value}
                          for owner, meld in part.table],
                "melded": part.has_melded[seat], "target": series.target}

    def ended_extras(self, part: RummyRound) -> dict[str, Any]:
        return {"out": seat_number(part.out_player)}


_VIEWS: dict[str, type[PlayView[Any, Any]]] = {"knock": KnockView, "three-thirteen": ThreeThirteenView,
                                               "rummy": RummyView}


def view_of(game: AnyGame) -> PlayView[Any, Any]:
    """The play page's view of ``game``, found by its key."""
    return _VIEWS[game.key](game)
