"""The practice tools' words (:mod:`rummylab.practice`), in en, pt, es and fr: part of the engine's one catalogue.

:mod:`rummylab.words.catalogue` adds these entries to :data:`~rummylab.words.catalogue.CATALOGUE`.
Same rules as the rest of the catalogue: every language has the same ``{fields}``; French puts a
narrow no-break space (U+202F) before ``: ; ? !``; Spanish says tú; Portuguese is European.
"""

from __future__ import annotations

__all__ = ["WORDS"]

_NB = "\u202f"  # French: the narrow no-break space before : ; ? !

WORDS: dict[str, dict[str, str]] = {
    # What a meld puzzle deals (Puzzle.describe): a game of one deal, or a round of a game played by rounds.
    "puzzle.dealt": {
        "pt": "{game}: {cards} cartas, um baralho.",
        "en": "{game}: {cards} cards, one deck.",
        "es": "{game}: {cards} cartas, una baraja.",
        "fr": f"{{game}}{_NB}: {{cards}} cartes, un paquet.",
    },
    "puzzle.dealt_round": {
        "pt": "{game}, ronda {round}: {cards} cartas, selvagens: {wild}, dois baralhos.",
        "en": "{game}, round {round}: {cards} cards, {wild}s are wild, two decks.",
        "es": "{game}, ronda {round}: {cards} cartas, comodines: {wild}, dos barajas.",
        "fr": f"{{game}}, manche {{round}}{_NB}: {{cards}} cartes, les {{wilds}} sont des cartes frimes, deux paquets.",
    },
}
