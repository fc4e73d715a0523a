"""A wild rank named in a sentence takes the article that agrees with it: pt "as damas", es "las jotas",
"las reinas", "los 7", never "os damas" / "los reinas" / "los los 7" (Three Thirteen, TT-3).

Spanish keeps the article in RANKS_PLURAL (the templates add none, and ``the_ranks`` adds none for it);
the other languages get theirs from ``the_ranks``."""

from __future__ import annotations

import re

import pytest

from rummylab.core.rules import three_thirteen
from rummylab.games import get
from rummylab.words.catalogue import RANKS_PLURAL
from rummylab.words.language import text, the_ranks

WRONG_ES = re.compile(r"\blos (jotas|reinas)\b|\blas (ases|reyes|jokers|\d+)\b|\b(los|las) (los|las)\b")


@pytest.mark.parametrize("round_", range(1, 12))
def test_spanish_wild_ranks_agree(round_: int) -> None:
    rules = get("three-thirteen").rules(round=round_)
    rank = RANKS_PLURAL["es"][rules.wild_rank or 0]
    assert the_ranks(rules.wild_rank, "es") == rank
    said = [
        text("tt.round", "es", round=round_, size=rules.hand_size, wilds=rank),
        text("walk.deal.wild", "es", round=round_, rank=rank),
        text("ws.prompt.meld.three-thirteen", "es", round=round_, cards=rules.hand_size, wilds=rank, decks="dos barajas"),
    ]
    for line in said:
        assert not WRONG_ES.search(line), line
        assert re.search(r"\b(los|las) \w+", line), line
    if rules.wild_rank in (11, 12):
        assert "las " + ("jotas" if rules.wild_rank == 11 else "reinas") in said[0]


WRONG = {"pt": ("os damas", "as 7", "as reis", "os os", "as as"),
         "es": ("los reinas", "los jotas", "las reyes", "los los", "las las", "los las"),
         "fr": ("le dames", "les les"), "en": ("the the", "the ")}


@pytest.mark.parametrize("lang", ["pt", "en", "es", "fr"])
def test_every_round_names_its_wild_rank_with_an_agreeing_article(lang: str) -> None:
    for rnd in range(1, 12):
        rules = three_thirteen(rnd)
        for key in ("tt.round", "walk.deal.wild"):
            line = text(key, lang, round=rnd, size=rules.hand_size, wilds=the_ranks(rules.wild_rank, lang),
                        rank=the_ranks(rules.wild_rank, lang))
            assert not any(w in line for w in WRONG[lang]), line


def test_queens_and_jacks() -> None:
    assert text("walk.deal.wild", "pt", round=10, rank=the_ranks(12, "pt")) == \
        "Ronda 10: as damas são cartas selvagens (TT-3)."
    assert the_ranks(11, "pt") == "os valetes" and the_ranks(11, "es") == "las jotas"
    assert text("tt.round", "es", round=10, size=12, wilds=the_ranks(12, "es")).endswith("las reinas son comodines (TT-3).")
