"""French wordings the native reviews found wrong, as classes: none may come back in either catalogue.

Each pattern is a kind of error, not one sentence: a label put before a rank's count (« cartes
frimes : 4 » reads as "four wild cards"), a figure compared with itself (« 46, pas mieux que 46 »),
a list of results that mixes nouns and an adjective (« victoire …, égalité …, battu … »), Rummy's
term cut short (« valeur des cartes en main » for « cartes restées en main »).
"""

from __future__ import annotations

import re

import pytest

from rummylab.words.catalogue import CATALOGUE as ENGINE_CATALOGUE
from site_plugins.words import CATALOGUE as SITE_CATALOGUE

NB = "\u202f"

#: name → (the wrong pattern, a sample it must catch, the right wording it must let through)
WRONG = {
    "a label before the wild rank": (
        re.compile(rf"cartes frimes{NB}?:\s*\{{"),
        f"manche {{round}} ({{cards}} cartes, cartes frimes{NB}: {{wilds}})",
        "manche {round} ({cards} cartes, les {wilds} sont des cartes frimes)"),
    "a figure compared with itself": (
        re.compile(r"pas mieux\s+que\s+\{"),
        "les points morts seraient {with}, pas mieux que {before}",
        "ses points morts ne descendraient pas au-dessous de {before}"),
    "nouns and an adjective in one list of results": (
        re.compile(r"égalité\s+\{\w+\},\s+battu\s+\{"),
        "victoire {win}, égalité {tie}, battu {beaten}",
        "victoire {win}, égalité {tie}, défaite {beaten}"),
    "Rummy's term cut short": (
        re.compile(r"valeur des cartes en main|^Cartes en main$"),
        "{player} : valeur des cartes en main, ou les cartes",
        "{player} : valeur des cartes restées en main, ou les cartes"),
    "a tie is not « égaliser »": (
        re.compile(r"\bd’égaliser\b"),
        "les chances de gagner, d’égaliser ou d’être battu",
        "les chances de gagner, d’être à égalité ou d’être battu"),
}


def french_texts() -> dict[str, str]:
    texts = {f"engine {key}": entry["fr"] for key, entry in ENGINE_CATALOGUE.items()}
    texts.update({f"site {key}": entry["fr"] for key, entry in SITE_CATALOGUE.items()})
    return texts


@pytest.mark.parametrize("name", sorted(WRONG))
def test_no_french_text_has_the_error(name: str) -> None:
    pattern = WRONG[name][0]
    found = {key: text for key, text in french_texts().items() if pattern.search(text)}
    assert not found, found


@pytest.mark.parametrize("name", sorted(WRONG))
def test_the_check_can_fail(name: str) -> None:
    pattern, wrong, right = WRONG[name]
    assert pattern.search(wrong) and not pattern.search(right)


def test_the_texts_are_read() -> None:
    texts = french_texts()
    assert len(texts) > 1000 and any("cartes frimes" in text for text in texts.values())
