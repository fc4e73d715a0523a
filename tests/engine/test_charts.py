"""The strategy page's figures (rummylab.practice.charts): deterministic, reproducible, consistent with the simulator.

The committed tiny sample (tests/engine/data/, written by ``write_charts(DIR, hands=3, seed=7)``)
must come out again byte for byte; the committed figures' settlement cases at five players must
come out again from their declared parameters; and the case counts must agree with
``rummylab.games.simulate.simulate``, which plays the same hands by its own loop.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rummylab.core.rules import KNOCK_RUMMY
from rummylab.games.simulate import simulate
from rummylab.practice.charts import FILE_NAME, MAX_DEADWOOD, PARAMETERS, _cases, knock_charts, write_charts
from rummylab.solver.melds import min_deadwood

REPO = Path(__file__).resolve().parents[2]
TINY = Path(__file__).parent / "data" / "knock-charts-3-hands-seed-7.json"
COMMITTED = REPO / "docs" / "examples" / "charts" / FILE_NAME


def test_the_tiny_sample_is_reproduced_byte_for_byte(tmp_path: Path) -> None:
    path = write_charts(tmp_path, hands=3, seed=7, expert_hands=2)
    assert path.read_bytes() == TINY.read_bytes()
    again = knock_charts(hands=3, seed=7, expert_hands=2, jobs=2)  # the same figures from two processes
    assert again == json.loads(TINY.read_text(encoding="utf-8"))
    assert knock_charts(hands=3, seed=8, expert_hands=2) != again  # the seed matters


def test_the_committed_figures_declare_the_engine_parameters_and_their_cases_hold_together() -> None:
    """The expert's hands take about a second each, so the committed cases are checked for consistency here
    (recomputing them is ``make charts``, by hand): every knock of the expert is a hand with a knocker."""
    data = json.loads(COMMITTED.read_text(encoding="utf-8"))
    assert data["parameters"] == PARAMETERS
    for n, table in data["tables"].items():
        cases = table["cases"]
        assert cases["hands"] == PARAMETERS["expert_hands"] == sum(cases["count"].values())
        knocks = sum(at["knocks"] for at in cases["knock_stock"])
        assert 0 < knocks <= cases["hands"] - cases["count"]["KR-10e"], n
        for at in cases["knock_stock"]:
            assert at["knocks"] <= at["decisions"]
            q = at["quartiles"]
            assert (q is None) == (at["knocks"] == 0) and (q is None or q[0] <= q[1] <= q[2])


def test_the_expert_hands_come_out_again_on_a_short_run() -> None:
    """The same seeds give the same cases and knocks (the committed file is remade this way)."""
    a = _cases(5, 3, PARAMETERS["seed"], PARAMETERS["case_bots"])
    assert a == _cases(5, 3, PARAMETERS["seed"], PARAMETERS["case_bots"])
    assert sum(a["count"].values()) == 3


@pytest.mark.parametrize("players", [2, 4])
def test_the_case_counts_agree_with_the_simulator(players: int) -> None:
    bots = ",".join(PARAMETERS["case_bots"].split(",")[:players])
    got = _cases(players, 6, 11, PARAMETERS["case_bots"])["count"]
    summary = simulate("knock", players, 6, seed=11, bots=bots)
    knocked = 6 - got["KR-10e"]
    assert got["KR-10e"] / 6 == pytest.approx(summary["no_knocker_rate"], abs=1e-3)
    for rule, key in (("KR-10a", "rum_rate"), ("KR-10b", "knocker_wins_rate"), ("KR-10c", "knocker_beaten_rate"),
                      ("KR-10d", "knocker_tied_rate")):
        assert got[rule] / knocked == pytest.approx(summary[key], abs=1e-3), rule


def test_positions_are_consistent() -> None:
    data = knock_charts(hands=4, seed=3, expert_hands=2)
    assert data["max_deadwood"] == MAX_DEADWOOD
    for table in data["tables"].values():
        pos = table["positions"]
        assert len(pos["count"]) == MAX_DEADWOOD + 1 and sum(pos["count"]) > 0
        # The turn bands split the positions: their counts add up to the deadwood's.
        assert [sum(b["count"][d] for b in pos["undercut_by_turn"]) for d in range(MAX_DEADWOOD + 1)] == pos["count"]
        for d, count in enumerate(pos["count"]):
            if count == 0:
                assert pos["undercut"][d] is None and pos["expected"][d] is None
                continue
            assert 0 <= pos["undercut"][d] <= 1 and 0 <= pos["tied"][d] <= 1
            assert pos["undercut"][d] + pos["tied"][d] <= 1 + 1e-9
            # A rate is a count over the positions (to the 4 places kept).
            assert abs(round(pos["undercut"][d] * count) - pos["undercut"][d] * count) < count * 1e-4 + 1e-9
        if pos["count"][0]:
            assert pos["undercut"][0] == 0 and pos["tied"][0] == 0  # rum is never beaten nor tied (KR-10a)
        assert sum(table["cases"]["count"].values()) == 2
        assert sum(table["cases"]["frequency"].values()) == pytest.approx(1)


def test_the_experts_knocks_are_counted_by_the_stock_left() -> None:
    """Two 2-player hands replayed here, the expert in seat 1: each of its decisions after a draw is counted in the
    band of the cards left in the stock, and each knock with the deadwood it keeps (its median worked out here)."""
    import statistics

    from rummylab.games import get
    from rummylab.games.common import MoveKind, Phase, derive_seed
    from rummylab.games.knock.expert import KnockExpert
    from rummylab.practice.charts import MAX_STOCK, STOCK_BIN

    game = get("knock")
    bots = "expert,threshold=10"
    got = _cases(2, 2, 19, bots)["knock_stock"]
    team = game.make_bots(bots, 2, 19)
    assert isinstance(team[0], KnockExpert)
    seen: dict[int, int] = {}
    knocks: dict[int, list[int]] = {}
    for i in range(2):
        state = game.deal(2, seed=derive_seed(19, i), dealer=i % 2, round=game.round_of(i))
        while not state.is_over:
            move = team[state.to_play].choose(state)
            if state.to_play == 0 and state.phase is Phase.DISCARD:
                left = min(len(state.stock) // STOCK_BIN, MAX_STOCK // STOCK_BIN - 1)   # bands of 3 cards: 30-31 last
                seen[left] = seen.get(left, 0) + 1
                if move.kind is MoveKind.KNOCK:
                    knocks.setdefault(left, []).append(min_deadwood([c for c in state.hands[0] if c != move.card],
                                                                    KNOCK_RUMMY))
            state.apply(move)
    assert {left: at["decisions"] for left, at in enumerate(got) if at["decisions"]} == seen
    assert {left: at["knocks"] for left, at in enumerate(got) if at["knocks"]} == {k: len(v) for k, v in knocks.items()}
    for left, values in knocks.items():
        assert got[left]["quartiles"][1] == statistics.median(values)
        assert got[left]["stock"][0] == left * STOCK_BIN


def test_a_position_is_measured_against_the_real_hands() -> None:
    """Replay the 2-player positions of one hand by hand: each knock's result from the real deadwood."""
    from rummylab.games import get
    from rummylab.games.bots import best_discard
    from rummylab.games.common import Phase, derive_seed
    from rummylab.games.knock.expert import KnockExpert
    from rummylab.games.knock.settle import KnockCase, settle_knock

    game = get("knock")
    assert PARAMETERS["position_bots"] == "expert-rum"
    team = [KnockExpert(derive_seed(0, 7_000 + i), rum_only=True) for i in range(2)]  # as make_bots seeds them
    state = game.deal(2, seed=derive_seed(0, 0), dealer=0, round=game.round_of(0))
    count = [0] * (MAX_DEADWOOD + 1)
    beaten = [0] * (MAX_DEADWOOD + 1)
    while not state.is_over:
        p = state.to_play
        if state.phase is Phase.DISCARD:
            mine, _ = best_discard(state.hands[p], KNOCK_RUMMY, keep=state.taken)
            other = min_deadwood(state.hands[1 - p], KNOCK_RUMMY)
            d = min(mine, MAX_DEADWOOD)
            count[d] += 1
            beaten[d] += other < mine and settle_knock([mine, other], 0).case is KnockCase.KNOCKER_BEATEN
        state.apply(team[p].choose(state))
    pos = knock_charts(hands=1, seed=0, expert_hands=1)["tables"]["2"]["positions"]
    assert pos["count"] == count
    assert pos["undercut"] == [round(b / n, 4) if n else None for b, n in zip(beaten, count)]


def test_the_position_players_are_the_expert_knocking_only_with_rum() -> None:
    """The positions' players draw and discard as the expert does (not as the greedy bot) and knock only
    with rum (KR-10a), so that every turn of a hand is seen."""
    from rummylab.games import get
    from rummylab.games.bots import best_discard
    from rummylab.games.common import MoveKind, Phase, derive_seed
    from rummylab.games.knock.expert import KnockExpert

    game = get("knock")
    differs = 0
    rums = 0
    for i in range(6):
        experts = [KnockExpert(derive_seed(5, 7_000 + s), rum_only=True) for s in range(3)]
        greedy = game.make_bots("greedy", 3, 5)
        state = game.deal(3, seed=derive_seed(5, i), dealer=i % 3, round=game.round_of(i))
        while not state.is_over:
            p = state.to_play
            move = experts[p].choose(state)
            differs += move != greedy[p].choose(state)
            if state.phase is Phase.DISCARD and best_discard(state.hands[p], KNOCK_RUMMY, keep=state.taken)[0] == 0:
                assert move.kind is MoveKind.KNOCK  # rum is always knocked
            if move.kind is MoveKind.KNOCK:
                assert min_deadwood([c for c in state.hands[p] if c != move.card], KNOCK_RUMMY) == 0
                rums += 1
            state.apply(move)
    assert differs > 0  # not the greedy bot under another name
    assert rums > 0  # a rum is knocked (KR-10a)
    ours = knock_charts(hands=6, seed=5, expert_hands=1)["tables"]["3"]["positions"]
    assert ours != knock_charts(hands=6, seed=5, expert_hands=1, position_bots="greedy")["tables"]["3"]["positions"]
