"""The Knock Rummy strategy page's figures, from bots at the table (seeded, reproducible).

Two measures, each per table size (2 to 5 players):

``positions`` — every time a player has drawn (in hands played by the
``position_bots``, which knock late so that every turn is seen), the
deadwood they would keep after the best discard, their turn number, and what
knocking *there* would have brought against the others' actual hands
(KR-10): undercut (KR-10c), tied (KR-10d), and the knocker's ledger result.
The play then goes on as the bot chose.

``cases`` — in ``expert_hands`` hands played to the end by the ``case_bots``:
the expert (:class:`rummylab.games.knock.expert.KnockExpert`) in the first
seat, threshold bots knocking at different limits in the others (the first
``players`` names of the list: expert, 10, 4, 7, 2 or less), how often each
part of KR-10 settled the hand (the frequencies of a table size sum to 1),
and the expert's mean ledger result per hand. The same hands as
``rummylab simulate knock PLAYERS --hands N --seed S --bots
expert,threshold=10`` (for 2 players), so its rates agree.

``knock_stock`` — in the same hands, for each band of :data:`STOCK_BIN` cards left in the
stock (0-2, 3-5, ... to :data:`MAX_STOCK`): how many times the expert decided there
(just after its draw), how many times it knocked, and the quartiles of the
deadwood it knocked with (after its best discard): where the expert knocks
as the stock runs down (KR-9).

The positions come from players that never knock early (the ``position_bots``,
by default :data:`RUM_EXPERT`: the expert at every seat, drawing and
discarding as it does, but knocking only with rum): the expert as it really
plays would end the hands before their late turns are seen. Without its knock
decisions the expert plays a hand in about 50 ms in CPython; the expert's
hands with its knocks (the ``cases``) cost far more, since every knock weighed
settles sampled deals, so they are fewer.

Run ``python -m rummylab.practice.charts DIR`` (``make charts``) to write
``DIR/knock-charts.json``; the site draws its charts from that file and
refuses it when its parameters differ from :data:`PARAMETERS`.

>>> d = knock_charts(hands=2, seed=5, expert_hands=1)
>>> d["parameters"]["hands"], sorted(d["tables"])
(2, ['2', '3', '4', '5'])
>>> t = d["tables"]["3"]
>>> round(sum(t["cases"]["frequency"].values()), 9)
1.0
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from rummylab.core.budget import check
from rummylab.core.rules import KNOCK_RUMMY
from rummylab.games import get
from rummylab.games.bots import best_discard
from rummylab.games.common import Phase, derive_seed
from rummylab.games.knock.settle import KnockCase, settle_knock
from rummylab.solver.melds import min_deadwood

__all__ = ["PARAMETERS", "RUM_EXPERT", "FILE_NAME", "MAX_DEADWOOD", "TURN_BANDS", "MAX_STOCK", "STOCK_BIN", "knock_charts", "write_charts",
           "main"]

#: What the committed figures were made with; the site checks the file against these.
#: The ``position_bots`` name of the expert that knocks only with rum (KR-10a), at every seat.
RUM_EXPERT = "expert-rum"
PARAMETERS: dict[str, Any] = {"hands": 1500, "seed": 2026, "position_bots": RUM_EXPERT,
                              "case_bots": "expert,threshold=10,threshold=4,threshold=7,threshold=2",
                              "expert_hands": 500}
FILE_NAME = "knock-charts.json"
#: Deadwood above this is counted in the last bin (no one knocks there anyway).
MAX_DEADWOOD = 30
#: Turn bands for the undercut chance by turn: (first, last) own turn, last None = open.
TURN_BANDS: tuple[tuple[int, int | None], ...] = ((1, 2), (3, 5), (6, None))

#: The most cards the stock holds at a decision (KR-2: 52 - 2 x 10 - 1 up card, when the first player takes it).
MAX_STOCK = 31
#: The expert's knocks are counted in bands of this many cards left in the stock (the last band takes the rest).
STOCK_BIN = 3
_BINS = MAX_STOCK // STOCK_BIN  # 10 bands: 0-2, ..., 27-29, 30-31

CASE_ORDER = (KnockCase.RUM, KnockCase.KNOCKER_WINS, KnockCase.KNOCKER_BEATEN, KnockCase.KNOCKER_TIED,
              KnockCase.NO_KNOCKER)


def _band(turn: int) -> int:
    for i, (first, last) in enumerate(TURN_BANDS):
        if turn >= first and (last is None or turn <= last):
            return i
    raise ValueError(turn)


def _team(bots: str, players: int, seed: int) -> list[Any]:
    """The position bots: :data:`RUM_EXPERT` (the ``expert`` bots, seeded as ``make_bots`` seeds them,
    knocking only with rum), or names ``rummylab simulate --bots`` takes."""
    from rummylab.games.knock.expert import KnockExpert

    team = get("knock").make_bots("expert" if bots == RUM_EXPERT else bots, players, seed)
    if bots == RUM_EXPERT:
        for bot in team:
            assert isinstance(bot, KnockExpert)
            bot.rum_only = True
    return team


def _positions(players: int, hands: int, seed: int, bots: str) -> dict[str, Any]:
    game = get("knock")
    team = _team(bots, players, seed)
    size = MAX_DEADWOOD + 1
    count = [0] * size
    beaten = [0] * size
    tied = [0] * size
    net = [0.0] * size
    bands = [[[0, 0] for _ in range(size)] for _ in TURN_BANDS]  # [band][deadwood] = [positions, beaten]
    cache: dict[frozenset[Any], int] = {}

    def dead(cards: Any) -> int:
        key = frozenset(cards)
        got = cache.get(key)
        if got is None:
            if len(cache) > 200_000:
                cache.clear()
            got = cache[key] = min_deadwood(cards, KNOCK_RUMMY)
        return got

    for i in range(hands):
        check()
        state = game.deal(players, seed=derive_seed(seed, i), dealer=i % players, round=game.round_of(i))
        draws = [0] * players
        while not state.is_over:
            p = state.to_play
            if state.phase is Phase.DISCARD:
                draws[p] += 1
                mine, _ = best_discard(state.hands[p], KNOCK_RUMMY, keep=state.taken)
                others = [dead(state.hands[s]) for s in range(players) if s != p]
                s = settle_knock([mine, *others], 0)
                d = min(mine, MAX_DEADWOOD)
                count[d] += 1
                hit = s.case is KnockCase.KNOCKER_BEATEN
                beaten[d] += hit
                tied[d] += s.case is KnockCase.KNOCKER_TIED
                net[d] += float(s.net[0])
                cell = bands[_band(draws[p])][d]
                cell[0] += 1
                cell[1] += hit
            state.apply(team[p].choose(state))
    return {
        "count": count,
        "undercut": [round(b / n, 4) if n else None for b, n in zip(beaten, count)],
        "tied": [round(t / n, 4) if n else None for t, n in zip(tied, count)],
        "expected": [round(v / n, 3) if n else None for v, n in zip(net, count)],
        "undercut_by_turn": [{"count": [c[0] for c in band],
                              "undercut": [round(c[1] / c[0], 4) if c[0] else None for c in band]}
                             for band in bands],
    }


def _quartiles(values: list[int]) -> list[float] | None:
    """The lower quartile, the median and the upper quartile (the midpoint rule), or None without values."""
    if not values:
        return None
    v = sorted(values)

    def at(q: float) -> float:
        x = q * (len(v) - 1)
        lo = int(x)
        hi = min(lo + 1, len(v) - 1)
        return round(v[lo] + (v[hi] - v[lo]) * (x - lo), 2)

    return [at(0.25), at(0.5), at(0.75)]


def _cases(players: int, hands: int, seed: int, bots: str) -> dict[str, Any]:
    """How the hands of ``bots`` (the expert first) end, and where the expert knocks (see the module's docstring)."""
    from rummylab.games.common import MoveKind

    game = get("knock")
    team = game.make_bots(",".join(bots.split(",")[:players]), players, seed)
    tally = dict.fromkeys(CASE_ORDER, 0)
    seen = [0] * _BINS                              # [band] = the expert's decisions there
    knocks: list[list[int]] = [[] for _ in range(_BINS)]  # [band] = the deadwood of its knocks there
    net = 0.0
    for i in range(hands):
        check()
        state = game.deal(players, seed=derive_seed(seed, i), dealer=i % players, round=game.round_of(i))
        while not state.is_over:
            p = state.to_play
            move = team[p].choose(state)
            if p == 0 and state.phase is Phase.DISCARD:
                left = min(len(state.stock) // STOCK_BIN, _BINS - 1)
                seen[left] += 1
                if move.kind is MoveKind.KNOCK:
                    mine, _ = best_discard(state.hands[0], KNOCK_RUMMY, keep=state.taken)
                    knocks[left].append(mine)
            state.apply(move)
        tally[state.result.case] += 1
        net += float(state.result.net[0])
    return {"hands": hands, "count": {c.rule: tally[c] for c in CASE_ORDER},
            "frequency": {c.rule: round(tally[c] / hands, 4) for c in CASE_ORDER},
            "expert_net": round(net / hands, 2),
            "knock_stock": [{"stock": [b * STOCK_BIN, MAX_STOCK if b == _BINS - 1 else b * STOCK_BIN + STOCK_BIN - 1],
                             "decisions": seen[b], "knocks": len(knocks[b]),
                             "rate": round(len(knocks[b]) / seen[b], 4) if seen[b] else None,
                             "quartiles": _quartiles(knocks[b])} for b in range(_BINS)]}


def _table(args: tuple[int, int, int, str, str, int]) -> dict[str, Any]:
    players, hands, seed, position_bots, case_bots, expert_hands = args
    return {"positions": _positions(players, hands, seed, position_bots),
            "cases": _cases(players, expert_hands, seed, case_bots)}


def knock_charts(*, hands: int = PARAMETERS["hands"], seed: int = PARAMETERS["seed"],
                 position_bots: str = PARAMETERS["position_bots"],
                 case_bots: str = PARAMETERS["case_bots"],
                 expert_hands: int = PARAMETERS["expert_hands"], jobs: int = 1) -> dict[str, Any]:
    """The figures' data: ``hands`` hands per table size for the positions and ``expert_hands`` for the
    expert's hands, hand ``i`` dealt from ``derive_seed(seed, i)`` (as ``rummylab simulate`` does).
    Deterministic for given arguments; ``jobs`` processes share the table sizes (the same figures)."""
    for n in (hands, expert_hands):
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise ValueError(f"{n!r} is not a number of hands")
    args = [(players, hands, seed, position_bots, case_bots, expert_hands) for players in range(2, 6)]
    if jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=jobs) as pool:
            done = list(pool.map(_table, args))
    else:
        done = [_table(a) for a in args]
    tables = {str(players): table for players, table in zip(range(2, 6), done)}
    return {
        "parameters": {"hands": hands, "seed": seed, "position_bots": position_bots, "case_bots": case_bots,
                       "expert_hands": expert_hands},
        "max_deadwood": MAX_DEADWOOD,
        "turn_bands": [list(b) for b in TURN_BANDS],
        "max_stock": MAX_STOCK,
        "cases": [c.rule for c in CASE_ORDER],
        "tables": tables,
    }


def write_charts(directory: str | Path, **parameters: Any) -> Path:
    """Write :func:`knock_charts` to ``directory/knock-charts.json`` (sorted keys, one final newline)."""
    path = Path(directory) / FILE_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    data = knock_charts(**parameters)
    path.write_text(json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    """``python -m rummylab.practice.charts DIR [--hands N] [--seed S]``: write the figures' data."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m rummylab.practice.charts", description=main.__doc__)
    parser.add_argument("directory")
    parser.add_argument("--hands", type=int, default=PARAMETERS["hands"])
    parser.add_argument("--seed", type=int, default=PARAMETERS["seed"])
    parser.add_argument("--expert-hands", type=int, default=PARAMETERS["expert_hands"])
    parser.add_argument("--jobs", type=int, default=2, help="processes sharing the table sizes (same figures)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    path = write_charts(args.directory, hands=args.hands, seed=args.seed, expert_hands=args.expert_hands,
                        jobs=args.jobs)
    print(f"wrote {path} ({args.hands} hands per table for the positions, {args.expert_hands} with the expert; "
          f"seed {args.seed}) "
          f"in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
