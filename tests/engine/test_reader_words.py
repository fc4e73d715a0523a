"""The catalogue as a native reader reads it (RULES.md, the note under the term table; tests/reader_words.py).

- No participle or adjective agrees with a player's name in French, Portuguese or Spanish: not in a
  template ("{player} est sorti"), not in what the narrators say with names ("Ana a été battu").
- French and Portuguese never say "tu" (the site says "vous", and speaks in the third person in
  Portuguese).
- A set's rank is a word, never a digit ("Grupo de 7: 7♣ 7♦ 7♥" reads as seven cards).
"""

from __future__ import annotations

import re

import pytest

from rummylab.core.cards import parse_hand
from rummylab.games.knock.settle import settle_knock
from rummylab.games.rummy.scoring import score_rummy_round
from rummylab.games.three_thirteen.scoring import score_three_thirteen_round
from rummylab.solver.melds import best_arrangement
from rummylab.words.catalogue import CATALOGUE, SET_RANKS
from rummylab.words.explain import explain, explain_arrangement
from rummylab.words.language import set_ranks
from tests.reader_words import INFORMAL, NAME_SLOTS, RANK_AS_DIGIT, gendered

GENDERED = ("fr", "pt", "es")


@pytest.mark.parametrize("lang", GENDERED)
def test_no_template_gives_a_name_a_gender(lang: str) -> None:
    pattern = gendered(lang, NAME_SLOTS)
    found = [f"{key}: {entry[lang]}" for key, entry in CATALOGUE.items() if pattern.search(entry[lang])]
    assert not found, "\n".join(found)


def _narrations(lang: str) -> list[str]:
    names = ["Ana", "Bruno", "Carla", "Dora"]
    lines: list[str] = []
    for deadwood, knocker in [([0, 0, 5], 0), ([8, 3, 9], 0), ([9, 2, 2, 10], 0), ([3, 3, 9], 0), ([3, 8], 0),
                              ([4, 9], None)]:
        lines += explain(settle_knock(deadwood, knocker), lang, names=names[:len(deadwood)])
    hands = [parse_hand(h) for h in ("", "K♥ 2♣", "9♦")]
    lines += explain(score_rummy_round(hands, out=0), lang, names=names[:3])
    tt = [parse_hand(h) for h in ("3♣ 3♦ 3♥ 4♠", "K♥ Q♠ 2♣ 9♦", "A♠ A♥ 4♦ 7♣")]
    lines += explain(score_three_thirteen_round(tt, 2, out=0), lang, names=names[:3])
    return lines


@pytest.mark.parametrize("lang", GENDERED)
def test_the_narration_gives_no_name_a_gender(lang: str) -> None:
    lines = _narrations(lang)
    assert any(line.startswith(("Ana", "Bruno")) for line in lines)  # (the names are the sentences' subjects)
    bad = [line for line in lines if gendered(lang).search(line)]
    assert not bad, bad


def test_the_check_finds_what_it_forbids() -> None:
    assert gendered("fr", NAME_SLOTS).search("{player} est sorti (TT-6).")
    assert gendered("pt", NAME_SLOTS).search("{knocker} bateu com {k} e foi superado {winners}, com {m}")
    assert gendered("fr").search("A a frappé avec 8 et a été battu par B")
    assert not gendered("fr").search("Ana a frappé avec 8, mais Bruno n’avait que 3 (KR-10c).")


@pytest.mark.parametrize("lang", ["fr", "pt"])
def test_the_formal_languages_never_say_tu(lang: str) -> None:
    found = [f"{key}: {entry[lang]}" for key, entry in CATALOGUE.items() if INFORMAL[lang].search(entry[lang])]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["en", "pt", "es", "fr"])
def test_a_sets_rank_is_a_word(lang: str) -> None:
    for rank in range(1, 14):
        for count in (3, 4, 5, 8, 11):
            words = set_ranks(rank, count, lang)
            # a digit only after the count in words ("três 3", "trois 7"), never alone ("Groupe de 7")
            assert not re.match(r"\d", words) and (lang in ("pt", "fr") or not re.search(r"\d", words)), (rank, count, words)
            assert SET_RANKS[lang][rank] in words
    hand = parse_hand("7♣ 7♦ 7♥ 3♠ 3♥ 3♦ 6♣ 6♦ 6♥ 6♠ Q♣ Q♦ Q♠ 5♣")
    lines = explain_arrangement(best_arrangement(hand), lang)
    assert len([line for line in lines if RANK_AS_DIGIT.search(line)]) == 0, lines
    expected = {"en": "Set of sevens", "pt": "Grupo de setes", "es": "Grupo de sietes", "fr": "Groupe de trois 7"}
    assert any(line.startswith(expected[lang]) for line in lines), lines


def test_an_invariable_rank_takes_its_count_and_french_keeps_huit_and_onze_whole() -> None:
    assert set_ranks(6, 4, "pt") == "quatro 6" and set_ranks(7, 3, "pt") == "setes"
    assert set_ranks(3, 3, "pt") == "três 3" and set_ranks(2, 4, "pt") == "quatro 2"  # never "três três" (a sum)
    assert set_ranks(3, 3, "es") == "treses" and set_ranks(10, 3, "en") == "tens"
    assert set_ranks(7, 8, "fr") == "huit 7" and set_ranks(3, 3, "fr") == "trois 3" and set_ranks(1, 3, "fr") == "as"
    lines = explain_arrangement(best_arrangement(parse_hand("A♣ A♦ A♥ 5♠")), "fr")
    assert lines[0].startswith("Groupe d’as"), lines  # (French elides before "as", not before "huit")


@pytest.mark.parametrize("lang", ["en", "pt", "es", "fr"])
def test_the_expert_never_says_about_100_percent(lang: str) -> None:
    from rummylab.core.cards import Card
    from rummylab.games.expert import Reason
    from rummylab.words.reasons import reason_text

    def knock(pct: float) -> str:
        params = (("card", Card.parse("4H")), ("deadwood", 8), ("pct", pct), ("expected", 3.2))
        return reason_text(Reason("knock", params), "deadwood", lang)

    assert "100" not in knock(0.998) and "87" in knock(0.87)
