"""The table path's per-suit layouts: the shift-based runs equal the general evaluation on every mask."""

from __future__ import annotations

import pytest

from rummylab.core.rules import KNOCK_RUMMY, three_thirteen
from rummylab.solver import tables
from rummylab.solver.masks import CARD


@pytest.mark.parametrize("rules", [KNOCK_RUMMY, three_thirteen(3, decks=1, ace_high=True)], ids=["ace-low", "ace-high"])
def test_suit_parts_on_every_mask(rules):
    values = tables._tables(rules)[1]
    for mask in range(2, 1 << 14, 2):  # bit r = rank r held
        runs, rest = tables._suit_parts(1, mask, rules)
        spans = tables._suit_options(mask, values, rules.ace_high)[0][1]
        assert [lo for lo, _ in runs] == [lo for lo, _ in spans]
        assert [m.cards for _, m in runs] == [tuple(CARD[1][1 if p == 14 else p] for p in range(lo, hi + 1))
                                               for lo, hi in spans]
        in_runs = {c for _, m in runs for c in m.cards}
        assert rest == tuple(CARD[1][r] for r in range(1, 14) if mask >> r & 1 and CARD[1][r] not in in_runs)
