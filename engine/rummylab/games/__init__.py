"""Game play: one :class:`~rummylab.games.protocol.Game` per game, its state machines, seeded deals, records that replay.

- :func:`get` finds a game by name (``get("knock")``, ``get("tt")``); each
  :class:`~rummylab.games.protocol.Game` holds what differs between the games. Importing this
  package registers the three (:mod:`rummylab.games.registry`).
- One package per game, all its rules together: :mod:`rummylab.games.knock` (a hand and a
  session, KR-2 … KR-11, the settlement), :mod:`rummylab.games.three_thirteen` (a round and a
  game, TT-1 … TT-7, the scoring), :mod:`rummylab.games.rummy` (a round and a game to 200,
  RU-1 … RU-8, the scoring); each package is the game's
  :class:`~rummylab.games.protocol.Game`, beside its ``state`` (the state machines) and ``bots``.

Every state offers ``to_play``, ``is_over``, ``legal_moves()``, ``apply(move)``
(which refuses an illegal move with :class:`~rummylab.core.errors.IllegalMoveError`
naming the rule), ``snapshot()``, ``to_record()`` and ``replay(record)``.

>>> from rummylab.games.knock.bots import KnockThresholdBot
>>> hand = play_out(KnockHand(3, seed=1), [KnockThresholdBot(9)] * 3)
>>> replay(hand.to_record()).snapshot() == hand.snapshot()
True
"""

from __future__ import annotations

from typing import Any

from rummylab.core.errors import RequestError
from rummylab.games.common import Move, MoveKind, Phase, SplitMix64, play_out, shuffled
from rummylab.games.dealt import Dealt
from rummylab.games.knock import KnockRummy
from rummylab.games.knock.state import KnockHand, KnockSession
from rummylab.games.protocol import AnyGame, Game
from rummylab.games.registry import games, get, names, register, rules_for
from rummylab.games.rummy import Rummy
from rummylab.games.rummy.state import RummyGame, RummyRound
from rummylab.games.series import Series
from rummylab.games.three_thirteen import ThreeThirteen
from rummylab.games.three_thirteen.state import ThirteenGame, ThirteenRound

__all__ = ["Game", "AnyGame", "get", "names", "games", "rules_for", "Move", "MoveKind", "Phase", "SplitMix64", "play_out", "shuffled",
           "KnockHand", "KnockSession", "ThirteenRound", "ThirteenGame", "RummyRound", "RummyGame", "RECORD_KINDS",
           "replay"]

_REGISTERED: tuple[AnyGame, ...] = (register(KnockRummy()), register(ThreeThirteen()), register(Rummy()))

#: The class that replays each kind of record, by its ``"game"`` field.
RECORD_KINDS: dict[str, type[Dealt] | type[Series[Any, Any]]] = {
    cls.game: cls for game in games() for cls in (game.part, game.series)}


def replay(record: dict[str, Any]) -> Dealt | Series[Any, Any]:
    """Replay any game record (a hand, round, session or game) to its final state.

    Raises:
        RequestError: an unknown kind of record, a malformed one, or a
            recorded result that the replay does not reproduce.
        IllegalMoveError: a recorded move that the rules refuse.
    """
    kind = record.get("game") if isinstance(record, dict) else None
    cls = RECORD_KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise RequestError(f"{kind!r} is not a kind of record (choose {', '.join(RECORD_KINDS)})", token=str(kind),
                           code="bad-record")
    return cls.replay(record)
