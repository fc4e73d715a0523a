"""A series of hands or rounds: :class:`Series`, a Knock Rummy session or a Three Thirteen or Rummy game.

A hand or round (:class:`~rummylab.games.dealt.Dealt`) is one deal played to its end; a series deals
them one after another, the deal passing left, until its end condition: a Knock Rummy session
(KR-3), a Three Thirteen game (TT-2) or a Rummy game (RU-8).
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from rummylab.core.budget import check
from rummylab.core.errors import IllegalMoveError, RequestError
from rummylab.games.common import (
    GameState,
    Move,
    check_replayed,
    check_seat,
    check_seed,
    first_dealer_by_lot,
    record_moves,
    series_header,
)

__all__ = ["Series"]


class _Part(GameState, Protocol):
    """A hand or round as a series plays it: a game state that keeps its moves."""

    moves: list[Move]


_P = TypeVar("_P", bound=_Part)  # the hand or round a series deals
_R = TypeVar("_R")                # what a finished series settles to


class Series(Generic[_P, _R]):
    """Hands or rounds dealt one after another, the deal passing left: a session or a game.

    :meth:`apply` plays into the current hand or round and deals the next one
    when it ends, while the series goes on. A subclass checks its own options
    before calling ``__init__`` and fills in the class attributes and the
    hooks (``_new_part``, ``_goes_on``, ``_over_error``, ``_outcome``,
    ``_summary``; ``_settings``, ``_options`` and ``_from_record`` when its
    record holds more than the seed and the first dealer).

    Attributes:
        players, seed: the table and the seed each deal derives from.
        first_dealer: the seat (0-based) that deals first, by lot unless given.

    >>> from rummylab.games.knock.state import KnockSession
    >>> s = KnockSession(2, seed=3)
    >>> s.snapshot()["hand"], s.to_record()["hands"], s.result_summary()
    (1, [[]], None)
    """

    game: ClassVar[str]
    noun: ClassVar[str]                  # "session" or "game", as the errors name it
    rule: ClassVar[str]                  # the rule that ends the series, cited by the "not over yet" error
    part: ClassVar[str]                  # "hand" or "round": the snapshot's counter
    moves_key: ClassVar[str] = "moves"   # the record's list of each part's moves

    def __init__(self, players: int, *, seed: int, first_dealer: int | None) -> None:
        self.players = players
        self.seed = check_seed(seed)
        if first_dealer is None:
            first_dealer = first_dealer_by_lot(seed, players)  # KR-2, TT-2: by lot
        self.first_dealer = check_seat(first_dealer, players)
        self._parts: list[_P] = [self._new_part(0)]

    # -- hooks -------------------------------------------------------------

    def _new_part(self, index: int) -> _P:
        """Deal hand or round ``index`` (0-based)."""
        raise NotImplementedError

    def _goes_on(self) -> bool:
        """Whether another hand or round follows the one that just ended."""
        raise NotImplementedError

    def _over_error(self) -> IllegalMoveError:
        """The refusal of a move once the series is over (code spelled out: the message catalogue test greps for it)."""
        raise NotImplementedError

    def _outcome(self) -> _R:
        """The result of the finished series."""
        raise NotImplementedError

    def _summary(self) -> dict[str, Any]:
        """The result of the finished series as JSON."""
        raise NotImplementedError

    def _settings(self) -> dict[str, Any]:
        """What the record holds between the first dealer and the moves."""
        return {}

    def _options(self) -> dict[str, Any]:
        """What the record holds after the moves."""
        return {}

    @classmethod
    def _from_record(cls, record: dict[str, Any], players: Any, *, seed: int, first_dealer: int | None) -> Self:
        """A new series set up as ``record`` says (its moves not yet played)."""
        return cls(players, seed=seed, first_dealer=first_dealer)

    # -- play --------------------------------------------------------------

    def dealer_of(self, index: int) -> int:
        """The dealer of hand or round ``index`` (0-based): the deal passes to the left (KR-3, TT-2)."""
        return (self.first_dealer + index) % self.players

    @property
    def number(self) -> int:
        """The number of the hand or round in progress (1 for the first)."""
        return len(self._parts)

    @property
    def current(self) -> _P:
        """The hand or round in progress (the last one once the series is over)."""
        return self._parts[-1]

    @property
    def to_play(self) -> int:
        """The seat to play in the current hand or round."""
        return self.current.to_play

    @property
    def is_over(self) -> bool:
        """True once the last hand or round has ended."""
        return self.current.is_over and not self._goes_on()

    def legal_moves(self) -> list[Move]:
        """The legal moves in the current hand or round."""
        return self.current.legal_moves()

    def apply(self, move: Move) -> None:
        """Play ``move`` in the current hand or round; deal the next one when it ends and the series goes on."""
        if self.is_over:
            raise self._over_error()
        self.current.apply(move)
        if self.current.is_over and self._goes_on():
            self._parts.append(self._new_part(len(self._parts)))

    @property
    def result(self) -> _R:
        """The result of the series (see the subclass).

        Raises:
            IllegalMoveError: the series is not over yet.
        """
        if not self.is_over:
            raise IllegalMoveError(f"the {self.noun} is not over yet", rule=self.rule, code="not-over")
        return self._outcome()

    # -- records -----------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """The current hand's or round's snapshot plus the series' progress."""
        return {"game": self.game, self.part: len(self._parts), "current": self.current.snapshot()}

    def to_record(self) -> dict[str, Any]:
        """The series as a JSON record: the seed, the first dealer, each hand's or round's moves."""
        record: dict[str, Any] = {"game": self.game, "players": self.players, "seed": self.seed,
                                  "first_dealer": self.first_dealer + 1, **self._settings(),
                                  self.moves_key: [[m.to_dict() for m in p.moves] for p in self._parts],
                                  **self._options()}
        if self.is_over:
            record["result"] = self.result_summary()
        return record

    def result_summary(self) -> dict[str, Any] | None:
        """The result as JSON, or None while the series goes on."""
        return self._summary() if self.is_over else None

    @classmethod
    def replay(cls, record: dict[str, Any]) -> Self:
        """Replay a record move by move; check the result if recorded.

        Raises:
            RequestError: a malformed record, or a recorded result that differs.
            IllegalMoveError: a recorded move that is illegal.
        """
        players, first = series_header(record, cls.game)
        series = cls._from_record(record, players, seed=check_seed(record.get("seed")), first_dealer=first)
        for index, moves in enumerate(record_moves(record, cls.moves_key)):
            if not isinstance(moves, list):  # one list of moves per hand or round
                raise RequestError(f"{moves!r} is not a list of moves", token=str(moves)[:40], code="bad-record")
            # Each list holds exactly one hand's or round's moves: the next list begins when it ends.
            if index != len(series._parts) - 1:
                raise RequestError(f"the record's {cls.part} {index + 1} begins before {cls.part} {index} has ended",
                                   token=f"{cls.part} {index + 1}", code="bad-record")
            for data in moves:
                check()
                if len(series._parts) != index + 1:
                    raise RequestError(f"the record's {cls.part} {index + 1} goes on after it has ended",
                                       token=f"{cls.part} {index + 1}", code="bad-record")
                series.apply(Move.from_dict(data))
        check_replayed(record, series.result_summary())
        return series
