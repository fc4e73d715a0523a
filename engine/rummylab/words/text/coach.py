"""The knock coach's own words (rummylab.practice.coach and the "coach" / "coach-check" operations).

The same shape as :data:`rummylab.words.catalogue.CATALOGUE`, which they extend: key -> language -> text.
"""

from __future__ import annotations

_NB = "\u202f"  # French: a narrow no-break space before ": ; ? !" and inside « »

WORDS: dict[str, dict[str, str]] = {
    # How the coach names the seats: the discarder's label, who took a discard, whose hand. The
    # reader has forms of their own, in each language's register (never "você"; "por si", "por ti").
    "coach.label.you": {"en": "you (player {n})", "pt": "jogador {n} (o seu lugar)", "es": "tú (jugador {n})",
                        "fr": "vous (joueur {n})"},
    "coach.label.taken_by": {"en": "taken by player {n}", "pt": "tirada pelo jogador {n}",
                       "es": "tomada por el jugador {n}", "fr": "prise par le joueur {n}"},
    "coach.label.taken_by.you": {"en": "taken by you", "pt": "tirada por si", "es": "tomada por ti", "fr": "prise par vous"},
    "coach.label.hand": {"en": "Player {n}’s hand", "pt": "Mão do jogador {n}", "es": "Mano del jugador {n}",
                      "fr": "Main du joueur {n}"},
    "coach.label.hand.you": {"en": "Your hand", "pt": "A sua mão", "es": "Tu mano", "fr": "Votre main"},
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
                        "pt": "a posição do treinador vem logo depois de tirar uma carta; este jogador ainda não tirou ({rule})",
                        "es": "la posición del entrenador llega justo después de robar; este jugador aún no ha robado ({rule})",
                        "fr": f"la position de l’entraîneur vient juste après la pioche{_NB}; ce joueur n’a pas "
                              "encore pioché ({rule})"},
}
