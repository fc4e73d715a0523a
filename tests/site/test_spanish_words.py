"""Spanish slips that come back as a class (native review 2, es): checked over every ``es`` text of the
engine's catalogue and the site's words.

- No article before a card code: ``{card}`` is ``Q♠`` or ``J♦`` (la reina, la jota), so «el {card}»
  is wrong for half the cards; the code stands alone («Roba {card} del descarte»).
- Every card of the wild rank is wild: «comodines: los {wild}», never «comodín: {wild}».
- *Disposición* is a hand's arrangement (RULES.md), never the seating.
- A label is never glued to its number (native review 3, es): «resto: 37», «un resto de 8», never «resto 37»,
  «valor de las cartas en la mano 33» or «{left} {before}».
- «el menor número de puntos de penalización», never the colloquial «los menos puntos».
- ``{q}`` may hold several cards («3♣ 4♣»), so it is never the subject of a singular verb about the hand
  (native review 4, es): «no tienes {q} en la mano», never «{q} no está en tu mano».
- The Rummy target is «la meta» (the pages' word), never «la puntuación objetivo» or «el objetivo».
"""

from __future__ import annotations

import re

import pytest

from rummylab.words.catalogue import CATALOGUE as ENGINE
from site_plugins.words import CATALOGUE as SITE

SPANISH = {f"engine:{k}": v["es"] for k, v in ENGINE.items() if "es" in v}
SPANISH |= {f"site:{k}": v["es"] for k, v in SITE.items() if "es" in v}

SLIPS = {
    "article before a card code": re.compile(r"\b(?:el|la|del|al|un|una)\s+\{\{?card\}"),
    "one wild card for a rank": re.compile(r"\bcomod[ií]n:\s*\{\{?wild\}"),
    "article before a wild rank": re.compile(r"\b(?:los|las)\s+\{\{?wild\}"),
    "disposición for seating": re.compile(r"disposici(?:ón|ones) de los asientos"),
    "label glued to a number": re.compile(r"\b(?:resto|puntos de penalización|cartas en la mano|error estándar|"
                                          r"resultado (?:medio|esperado)(?: en el registro)?) \{\{?\w+\}"
                                          r"|\{\{?(?:left|points|figure)\}\}? \{", re.IGNORECASE),
    "los menos + noun": re.compile(r"\blos menos puntos\b"),
    "cards as a singular subject": re.compile(r"\{q\} no est[áa] en (?:la|tu) mano"),
    "objetivo for the target": re.compile(r"puntuación objetivo|\bel objetivo \{"),
}


def spanish_slips(text: str) -> list[str]:
    """The names of the slips in ``text``.

    >>> spanish_slips("Descarta el {card}: comodín: {wild}")
    ['article before a card code', 'one wild card for a rank']
    >>> spanish_slips("Descarta {card}; comodines: los {wild}")
    ['article before a wild rank']
    >>> spanish_slips("Descarta {card}; comodines: {wild}")
    []
    """
    return [name for name, pattern in SLIPS.items() if pattern.search(text)]


def test_the_catalogues_are_read():
    assert len(SPANISH) > 1000 and "site:play.hint_advice" in SPANISH and "engine:cli.play.wild" in SPANISH


@pytest.mark.parametrize("bad", ["Coloca el {card} en la combinación {n}.", "Roba la {card}.",
                                 "Ronda {round}, comodín: {wild}", "comodines: los {wild}", "cada disposición de los asientos",
                                 "Tu mano ({points} {value})", "(valor de las cartas en la mano {value})",
                                 "¡Óptimo! El resto {deadwood} es el menor", "los menos puntos de penalización",
                                 "{q} no está en tu mano ({rule})", "{q} no es una puntuación objetivo",
                                 "el objetivo {q} y la regla de la casa"])
def test_a_slip_is_caught(bad: str) -> None:
    assert spanish_slips(bad)


def test_no_spanish_text_has_a_known_slip():
    found = {key: spanish_slips(text) for key, text in SPANISH.items() if spanish_slips(text)}
    assert not found
