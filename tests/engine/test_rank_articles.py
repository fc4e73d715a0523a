"""A wild rank named in a sentence takes the article that agrees with it: pt "as damas", es "las jotas",
never "os damas" / "los reinas" (Three Thirteen rounds 9 and 10, TT-3)."""

from __future__ import annotations

import pytest

from rummylab.core.rules import three_thirteen
from rummylab.words.language import text, the_ranks

WRONG = {"pt": ("os damas", "as 7", "as reis"), "es": ("los reinas", "los jotas", "las reyes"),
         "fr": ("le dames",), "en": ("the the", "the ")}


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
