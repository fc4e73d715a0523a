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

from ..cards import Card, sort_cards
from ..errors import RequestError
from .common import derive_seed, play_out
from .knock import KnockHand
from .rummy import RummyRound
from .three_thirteen import ThirteenRound

__all__ = ["GAME_NAMES", "MAX_SIM_HANDS", "game_key", "make_state", "hand_deadwood", "deal_summary", "make_bots",
           "simulate"]

GAME_NAMES = {"knock": "Knock Rummy", "three-thirteen": "Three Thirteen", "rummy": "Rummy"}
_ALIASES = {"knock": "knock", "knock-rummy": "knock", "kr": "knock", "three-thirteen": "three-thirteen",
            "tt": "three-thirteen", "3-13": "three-thirteen", "rummy": "rummy", "ru": "rummy"}
_DEFAULT_BOTS = {"knock": "threshold", "three-thirteen": "greedy", "rummy": "greedy"}
#: Upper bounds that keep a command from running for hours.
MAX_SIM_HANDS = 100_000


def game_key(name: str) -> str:
    """The game's key (``knock``, ``three-thirteen``, ``rummy``) from a name or alias such as ``tt``."""
    game = _ALIASES.get(str(name).strip().lower())
    if game is None:
        raise RequestError(f"{name!r} is not a game (choose knock, three-thirteen, rummy)", token=name,
                           code="bad-game")
    return game


def make_state(game: str, players: int, *, seed: int, dealer: int = 0, round: int | None = None) -> Any:
    """A freshly dealt hand/round of ``game`` (dealer 0-based).

    >>> make_state("rummy", 4, seed=1).stock.__len__()
    23
    """
    game = game_key(game)
    if game == "knock":
        if round is not None:
            raise RequestError("Knock Rummy has no rounds", token=round, code="no-rounds")
        return KnockHand(players, seed=seed, dealer=dealer)
    if game == "three-thirteen":
        return ThirteenRound(players, 1 if round is None else round, seed=seed, dealer=dealer)
    if round is not None:
        raise RequestError("Rummy has no numbered rounds", token=round, code="no-rounds")
    return RummyRound(players, seed=seed, dealer=dealer)


def hand_deadwood(state: Any, hand: Sequence[Card]) -> int:
    """The deadwood (Three Thirteen: penalty) of ``hand`` under the state's rules (KR-5, TT-7)."""
    from ..melds import min_deadwood

    return min_deadwood(hand, state.rules)


def deal_summary(state: Any, seed: int) -> dict[str, Any]:
    """The deal as JSON-ready data: sorted hands (with suit symbols), the up card, the stock size."""
    hands = [sort_cards(h) for h in state.hands]
    data: dict[str, Any] = {
        "game": state.game, "players": state.players, "seed": seed, "dealer": state.dealer + 1,
        "first": state.to_play + 1,
    }
    if state.game == "three-thirteen":
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
    return data


def make_bots(game: str, spec: str | None, players: int, seed: int) -> list[Any]:
    """Bots from a comma-separated list of names (one per seat, or one name for every seat).

    Raises:
        RequestError: an unknown bot, or as many names as seats.
    """
    from ..bots import make_bot

    names = [s.strip() for s in (spec or _DEFAULT_BOTS[game]).split(",") if s.strip()]
    if not names:
        raise RequestError("--bots names no bot", token=spec, code="bad-bot")
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise RequestError(f"--bots names {len(names)} bots for {players} players", token=spec, code="bad-bot")
    return [make_bot(game, name, derive_seed(seed, 7_000 + i)) for i, name in enumerate(names)]


def simulate(game: str, players: int, hands: int, *, seed: int = 0, bots: str | None = None) -> dict[str, Any]:
    """Play ``hands`` hands/rounds with bots and summarise them.

    Hand ``i`` is dealt from ``derive_seed(seed, i)`` and the deal passes
    left; Three Thirteen plays rounds 1 to 11 in turn. The summary holds the
    rates (for Knock Rummy: knocks, rum, knocker alone lowest / tied /
    beaten, the average deadwood at the knock) and each seat's average.

    Raises:
        RequestError: a bad count of hands, game or bot name.
    """
    game = game_key(game)
    if isinstance(hands, bool) or not isinstance(hands, int) or not 1 <= hands <= MAX_SIM_HANDS:
        raise RequestError(f"{hands!r} is not a number of hands (1 to {MAX_SIM_HANDS})", token=hands,
                           code="bad-count")
    team = make_bots(game, bots, players, seed)
    results = []
    moves = []
    started = time.perf_counter()
    for i in range(hands):
        dealer = i % players
        round_no = (i % 11) + 1 if game == "three-thirteen" else None
        state = make_state(game, players, seed=derive_seed(seed, i), dealer=dealer, round=round_no)
        play_out(state, team)
        results.append(state)
        moves.append(len(state.moves))
    elapsed = time.perf_counter() - started
    summary: dict[str, Any] = {"game": game, "players": players, "hands": hands, "seed": seed,
                               "bots": [b.name for b in team], "average_moves": round(statistics.fmean(moves), 2),
                               "seconds": round(elapsed, 3), "hands_per_second": round(hands / elapsed, 1)}
    if game == "knock":
        settled = [s.result for s in results]
        knocked = [r for r in settled if r.knocker is not None]
        n_knock = len(knocked) or 1
        summary.update({
            "knock_rate": round(len(knocked) / hands, 4),
            "no_knocker_rate": round((hands - len(knocked)) / hands, 4),
            "rum_rate": round(sum(r.case.value == "rum" for r in knocked) / n_knock, 4),
            "knocker_wins_rate": round(sum(r.case.value == "knocker-wins" for r in knocked) / n_knock, 4),
            "knocker_tied_rate": round(sum(r.case.value == "knocker-tied" for r in knocked) / n_knock, 4),
            "knocker_beaten_rate": round(sum(r.case.value == "knocker-beaten" for r in knocked) / n_knock, 4),
            "average_knock_deadwood": round(statistics.fmean(r.deadwood[r.knocker] for r in knocked), 2)
            if knocked else None,
            "average_net": [round(float(sum(r.net[s] for r in settled)) / hands, 3) for s in range(players)],
        })
    elif game == "three-thirteen":
        rounds = [s.result for s in results]
        summary.update({
            "out_rate": round(sum(s.out_player is not None for s in results) / hands, 4),
            "stock_turned_rate": round(sum(s.stock_turned for s in results) / hands, 4),
            "average_penalty": [round(statistics.fmean(r.penalties[s] for r in rounds), 2) for s in range(players)],
        })
    else:
        rounds = [s.result for s in results]
        summary.update({
            "draw_rate": round(sum(s.is_draw for s in results) / hands, 4),
            "stock_turned_rate": round(sum(s.stock_turned for s in results) / hands, 4),
            "wins": [sum(s.out_player == p for s in results) for p in range(players)],
            "average_points": [round(statistics.fmean(r.points[s] for r in rounds), 2) for s in range(players)],
        })
    return summary


