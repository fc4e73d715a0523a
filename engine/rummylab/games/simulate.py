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

__all__ = ["MAX_SIM_HANDS", "make_state", "hand_deadwood", "deal_summary", "make_bots", "simulate", "bot_summary",
           "interval"]

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
             options: dict[str, Any] | None = None, seatings: bool = False) -> dict[str, Any]:
    """Play ``hands`` hands/rounds with bots and summarise them.

    Hand ``i`` is dealt from ``derive_seed(seed, i)`` and the deal passes
    left; Three Thirteen plays rounds 1 to 11 in turn. The summary holds the
    rates (for Knock Rummy: knocks, rum, knocker alone lowest / tied /
    beaten, the average deadwood at the knock) and each seat's average. ``options``: the house
    rules every hand is played by (``Rules`` fields); the summary's ``house`` names them.

    With ``seatings`` every deal is played once in each seating: the bots move one seat round the
    table each time, so each bot plays every deal from every seat (``hands`` deals, ``hands`` times
    ``players`` hands in all). ``by_bot`` gives each bot's own figures (:meth:`Game.bot_figures`:
    Knock Rummy's net per hand, Three Thirteen's penalty per round, Rummy's share of the rounds won)
    with their 95 % confidence intervals; with two bots, ``versus`` compares the first to the second.

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
    seated: list[list[str]] = []
    started = time.perf_counter()
    for i in range(hands):
        for turn in range(players if seatings else 1):
            state = kind.deal(players, seed=derive_seed(seed, i), dealer=i % players, round=kind.round_of(i),
                              **(options or {}))
            table = team[-turn:] + team[:-turn] if turn else team
            play_out(state, table)
            results.append(state)
            moves.append(len(state.moves))
            seated.append([b.name for b in table])
    elapsed = time.perf_counter() - started
    played = len(results)
    summary: dict[str, Any] = {"game": kind.key, "players": players, "hands": played, "seed": seed,
                               "bots": [b.name for b in team], "average_moves": round(statistics.fmean(moves), 2),
                               "seconds": round(elapsed, 3), "hands_per_second": round(played / elapsed, 1)}
    if seatings:
        summary["deals"] = hands
        summary["seatings"] = players
    summary.update(kind.summarize(results))
    summary.update(bot_summary(kind, results, seated))
    if options:
        from rummylab.core.house import public

        summary["house"] = public(kind, results[0].rules)
    return summary


def interval(values: Sequence[float]) -> dict[str, Any]:
    """A mean with its 95 % confidence interval (normal approximation) and the count it is over."""
    n = len(values)
    if not n:
        return {"mean": None, "ci95": None, "n": 0}
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / n ** 0.5 if n > 1 else 0.0
    return {"mean": round(m, 4), "ci95": [round(m - half, 4), round(m + half, 4)], "n": n}


def bot_summary(kind: AnyGame, states: Sequence[Any], seated: Sequence[Sequence[str]]) -> dict[str, Any]:
    """Each bot's figures over the hands (``by_bot``), and with two bots the first against the second (``versus``).

    In each hand a bot's figures are those of its seats together (:meth:`Game.bot_figures`); the
    intervals are over the hands. ``versus`` pairs the two bots hand by hand: the difference of the
    first figure, and the ratio of the means with its interval by the delta method (None when the
    means differ in sign, as the two sides of a ledger do).
    """
    names = list(dict.fromkeys(n for names in seated for n in names))
    per: dict[str, dict[str, list[float]]] = {n: {} for n in names}
    paired: list[tuple[float, float]] = []
    for state, names_here in zip(states, seated):
        figs: dict[str, dict[str, float | None]] = {}
        for name in names:
            seats = [s for s, n in enumerate(names_here) if n == name]
            if not seats:
                continue
            figs[name] = kind.bot_figures(state, seats)
            for key, value in figs[name].items():
                if value is not None:
                    per[name].setdefault(key, []).append(value)
        if len(names) == 2 and all(n in figs for n in names):
            key = next(iter(figs[names[0]]))
            a, b = figs[names[0]][key], figs[names[1]][key]
            if a is not None and b is not None:
                paired.append((a, b))
    out: dict[str, Any] = {"by_bot": {n: {k: interval(v) for k, v in figs.items()} for n, figs in per.items()}}
    if len(names) == 2 and len(paired) > 1:
        first = next(iter(per[names[0]]))
        diff = interval([a - b for a, b in paired])
        ma = statistics.fmean(a for a, _ in paired)
        mb = statistics.fmean(b for _, b in paired)
        ratio: dict[str, Any] = {"value": None, "ci95": None}
        if ma * mb > 0:  # a ratio of means of opposite signs (a zero-sum ledger, KR-10) says nothing
            n = len(paired)
            va = statistics.variance([a for a, _ in paired]) / n
            vb = statistics.variance([b for _, b in paired]) / n
            cov = statistics.covariance([a for a, _ in paired], [b for _, b in paired]) / n
            r = ma / mb
            var = r * r * (va / (ma * ma) + vb / (mb * mb) - 2 * cov / (ma * mb))
            half = 1.96 * max(var, 0.0) ** 0.5
            ratio = {"value": round(r, 4), "ci95": [round(r - half, 4), round(r + half, 4)]}
        out["versus"] = {"bot": names[0], "against": names[1], "figure": first, "difference": diff, "ratio": ratio}
    return out
