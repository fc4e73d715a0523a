"""Bots at the table: fresh deals by name, and many hands played and summarised.

Used by the ``rummylab deal`` and ``simulate`` commands and by the web
operation ``deal``.

>>> s = simulate("knock", 3, 4, seed=1)
>>> s["hands"], 0 <= s["knocker_beaten_rate"] <= 1
(4, True)
"""

from __future__ import annotations

import statistics
import time
from typing import Any, Sequence

from rummylab.core.cards import Card, sort_cards
from rummylab.core.errors import RequestError
from rummylab.core.house import HouseValue
from rummylab.games.common import derive_seed, play_out
from rummylab.games.dealt import Dealt
from rummylab.games.protocol import AnyGame, Game
from rummylab.games.registry import get

__all__ = ["MAX_SIM_HANDS", "make_state", "hand_deadwood", "deal_summary", "make_bots", "simulate"]

#: Upper bounds that keep a command from running for hours.
MAX_SIM_HANDS = 100_000


def make_state(game: str, players: int, *, seed: int, dealer: int = 0, round: int | None = None,
               **options: HouseValue) -> Dealt:
    """A freshly dealt hand/round of ``game`` (dealer 0-based); ``options``: house rules (``Rules`` fields).

    >>> make_state("rummy", 4, seed=1).stock.__len__()
    23
    """
    part: Dealt = get(game).deal(players, seed=seed, dealer=dealer, round=round, **options)
    return part


def hand_deadwood(state: Any, hand: Sequence[Card]) -> int:
    """The deadwood (Three Thirteen: penalty) of ``hand`` under the state's rules (KR-5, TT-7)."""
    from rummylab.solver.melds import min_deadwood

    return min_deadwood(hand, state.rules)


def deal_summary(state: Any, seed: int) -> dict[str, Any]:
    """The deal as JSON-ready data: sorted hands (with suit symbols), the up card, the stock size."""
    hands = [sort_cards(h) for h in state.hands]
    data: dict[str, Any] = {
        "game": state.game, "players": state.players, "seed": seed, "dealer": state.dealer + 1,
        "first": state.to_play + 1,
    }
    if get(state.game).has_rounds:  # a round of Three Thirteen: its wild rank and decks (TT-1, TT-3)
        data["round"] = state.round
        data["wild"] = state.snapshot()["wild"]
        data["decks"] = state.rules.decks
    if getattr(state, "cut", None) is not None:
        data["cut"] = state.cut
    data.update({
        "hands": [[str(c) for c in h] for h in hands],
        "deadwood": [hand_deadwood(state, h) for h in hands],
        "discard": str(state.discard_pile[-1]),
        "stock": len(state.stock),
        "record": state.to_record(),
    })
    if getattr(state, "options", None):
        from rummylab.core.house import public

        data["house"] = public(get(state.game), state.rules)
    return data


def make_bots(game: str | AnyGame, spec: str | None, players: int, seed: int) -> list[Any]:
    """Bots from a comma-separated list of names (one per seat, or one name for every seat).

    Raises:
        RequestError: an unknown bot, or as many names as seats.
    """
    return (game if isinstance(game, Game) else get(game)).make_bots(spec, players, seed)


def simulate(game: str, players: int, hands: int, *, seed: int = 0, bots: str | None = None,
             options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play ``hands`` hands/rounds with bots and summarise them.

    Hand ``i`` is dealt from ``derive_seed(seed, i)`` and the deal passes
    left; Three Thirteen plays rounds 1 to 11 in turn. The summary holds the
    rates (for Knock Rummy: knocks, rum, knocker alone lowest / tied /
    beaten, the average deadwood at the knock) and each seat's average. ``options``: the house
    rules every hand is played by (``Rules`` fields); the summary's ``house`` names them.

    Raises:
        RequestError: a bad count of hands, game or bot name.
    """
    kind = get(game)
    if isinstance(hands, bool) or not isinstance(hands, int) or not 1 <= hands <= MAX_SIM_HANDS:
        raise RequestError(f"{hands!r} is not a number of hands (1 to {MAX_SIM_HANDS})", token=hands,
                           code="bad-count")
    team = kind.make_bots(bots, players, seed)
    results = []
    moves = []
    started = time.perf_counter()
    for i in range(hands):
        state = kind.deal(players, seed=derive_seed(seed, i), dealer=i % players, round=kind.round_of(i),
                          **(options or {}))
        play_out(state, team)
        results.append(state)
        moves.append(len(state.moves))
    elapsed = time.perf_counter() - started
    summary: dict[str, Any] = {"game": kind.key, "players": players, "hands": hands, "seed": seed,
                               "bots": [b.name for b in team], "average_moves": round(statistics.fmean(moves), 2),
                               "seconds": round(elapsed, 3), "hands_per_second": round(hands / elapsed, 1)}
    summary.update(kind.summarize(results))
    if options:
        from rummylab.core.house import public

        summary["house"] = public(kind, results[0].rules)
    return summary
