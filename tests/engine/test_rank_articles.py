"""Spanish names a wild rank with the article that agrees with it: "las jotas", "las reinas", "los 7",
never "los jotas" nor "los los 7" (RANKS_PLURAL carries the article; the templates add none).
Every Three Thirteen round, in each text that names the round's wild rank."""

from __future__ import annotations

import re

import pytest

from rummylab.games import get
from rummylab.words.catalogue import RANKS_PLURAL
from rummylab.words.language import text

WRONG = re.compile(r"\blos (jotas|reinas)\b|\blas (ases|reyes|jokers|\d+)\b|\b(los|las) (los|las)\b")


@pytest.mark.parametrize("round_", range(1, 12))
def test_spanish_wild_ranks_agree(round_: int) -> None:
    rules = get("three-thirteen").rules(round=round_)
    rank = RANKS_PLURAL["es"][rules.wild_rank or 0]
    said = [
        text("tt.round", "es", round=round_, size=rules.hand_size, wilds=rank),
        text("walk.deal.wild", "es", round=round_, rank=rank),
        text("ws.prompt.meld.three-thirteen", "es", round=round_, cards=rules.hand_size, wilds=rank, decks="dos barajas"),
    ]
    for line in said:
        assert not WRONG.search(line), line
        assert re.search(r"\b(los|las) \w+", line), line
    if rules.wild_rank in (11, 12):
        assert "las " + ("jotas" if rules.wild_rank == 11 else "reinas") in said[0]
