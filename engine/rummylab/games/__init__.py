"""Game play: a state machine per game, seeded deals, records that replay.

- :mod:`rummylab.games.knock`: a Knock Rummy hand and session (KR-2 … KR-11).
- :mod:`rummylab.games.three_thirteen`: a Three Thirteen round and game (TT-1 … TT-7).
- :mod:`rummylab.games.rummy`: a Rummy round and game to 200 (RU-1 … RU-8).

Every state offers ``to_play``, ``is_over``, ``legal_moves()``, ``apply(move)``
(which refuses an illegal move with :class:`~rummylab.errors.IllegalMoveError`
naming the rule), ``snapshot()``, ``to_record()`` and ``replay(record)``.
"""

from __future__ import annotations

from .common import Move, MoveKind, SplitMix64, play_out, shuffled
from .knock import KnockHand, KnockSession
from .rummy import RummyGame, RummyRound
from .three_thirteen import ThirteenGame, ThirteenRound

__all__ = ["Move", "MoveKind", "SplitMix64", "play_out", "shuffled", "KnockHand", "KnockSession", "ThirteenRound",
           "ThirteenGame", "RummyRound", "RummyGame"]
