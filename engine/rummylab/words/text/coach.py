"""The knock coach's own words (rummylab.practice.coach and the "coach" / "coach-check" operations).

The same shape as :data:`rummylab.words.catalogue.CATALOGUE`, which they extend: key -> language -> text.
"""

from __future__ import annotations

_NB = "\u202f"  # French: a narrow no-break space before ": ; ? !" and inside « »

WORDS: dict[str, dict[str, str]] = {
    "field.card": {"en": "the card", "pt": "a carta", "es": "la carta", "fr": "la carte"},
    "error.bad-choice": {"en": "{q} is not a choice: knock or play on",
                         "pt": "{q} não é uma escolha: bater ou continuar a jogar",
                         "es": "{q} no es una opción: cerrar o seguir jugando",
                         "fr": f"{{q}} n’est pas un choix{_NB}: frapper ou continuer"},
    "error.bad-known": {"en": "the cards known in the opponents' hands are for {q} opponents, but there are {expected}",
                        "pt": "as cartas conhecidas nas mãos dos adversários são de {q} adversários, mas há {expected}",
                        "es": "las cartas conocidas en las manos de los rivales son de {q} rivales, pero hay {expected}",
                        "fr": "les cartes connues dans les mains adverses sont celles de {q} adversaires, "
                              "mais il y en a {expected}"},
    "error.not-drawn": {"en": "the coach's position comes just after the draw; this player has not drawn ({rule})",
                        "pt": "a posição do treinador vem logo depois da compra; este jogador ainda não comprou ({rule})",
                        "es": "la posición del entrenador llega justo después de robar; este jugador aún no ha robado ({rule})",
                        "fr": f"la position de l’entraîneur vient juste après la pioche{_NB}; ce joueur n’a pas "
                              "encore pioché ({rule})"},
}
