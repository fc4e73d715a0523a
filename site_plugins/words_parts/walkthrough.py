"""The walkthroughs' own words (a whole hand, step by step): step titles, captions, the step-through control.

The sentences of the steps are the engine's (``walk.*`` in :mod:`rummylab.words.text.walkthrough`);
these are the labels around them, rendered by :mod:`site_plugins.examples.walkthrough` and read
by ``docs/assets/walkthrough.js`` (``walkthrough.prev``, ``.next``, ``.position``).
"""

from site_plugins.words_parts import NB

WORDS: dict[str, dict[str, str]] = {
    # The walkthrough's name, per game: Knock Rummy plays hands, Three Thirteen and Rummy rounds (RULES.md).
    "walkthrough.label.knock": {
        "pt": "Uma mão inteira, passo a passo",
        "en": "A whole hand, step by step",
        "es": "Una mano entera, paso a paso",
        "fr": "Une donne entière, pas à pas",
    },
    "walkthrough.label.three-thirteen": {
        "pt": "Uma ronda inteira, passo a passo",
        "en": "A whole round, step by step",
        "es": "Una ronda entera, paso a paso",
        "fr": "Une manche entière, pas à pas",
    },
    "walkthrough.label.rummy": {
        "pt": "Uma ronda inteira, passo a passo",
        "en": "A whole round, step by step",
        "es": "Una ronda entera, paso a paso",
        "fr": "Une manche entière, pas à pas",
    },
    "walkthrough.prev": {"pt": "Passo anterior", "en": "Previous step", "es": "Paso anterior",
                         "fr": "Étape précédente"},
    "walkthrough.next": {"pt": "Passo seguinte", "en": "Next step", "es": "Paso siguiente",
                         "fr": "Étape suivante"},
    "walkthrough.position": {"pt": "Passo {n} de {total}", "en": "Step {n} of {total}",
                             "es": "Paso {n} de {total}", "fr": "Étape {n} sur {total}"},
    "walkthrough.all": {"pt": "Ver todos os passos", "en": "Show every step", "es": "Ver todos los pasos",
                        "fr": "Voir toutes les étapes"},
    "walkthrough.one": {"pt": "Um passo de cada vez", "en": "One step at a time", "es": "Un paso cada vez",
                        "fr": "Une étape à la fois"},
    "walkthrough.keys": {
        "pt": "As setas esquerda e direita do teclado também mudam de passo.",
        "en": "The left and right arrow keys move between the steps too.",
        "es": "Las flechas izquierda y derecha del teclado también cambian de paso.",
        "fr": "Les flèches gauche et droite du clavier changent aussi d’étape.",
    },
    "walkthrough.deal": {"pt": "A distribuição", "en": "The deal", "es": "El reparto", "fr": "La donne"},
    # Beside the dealer's name: a verb, since the noun (dador, repartidor, donneur) would give the name a gender.
    "walkthrough.deals": {"pt": "dá as cartas", "en": "dealer", "es": "reparte", "fr": "distribue"},
    "walkthrough.turn": {"pt": "Jogada de {player}", "en": "{player}’s turn", "es": "Turno de {player}",
                         "fr": "Au tour de {player}"},
    "walkthrough.end.knock": {"pt": "O acerto", "en": "The settlement", "es": "La liquidación",
                              "fr": "Le règlement"},
    "walkthrough.end.three-thirteen": {"pt": "A pontuação da ronda", "en": "The round’s scores",
                                       "es": "La puntuación de la ronda", "fr": "Les points de la manche"},
    "walkthrough.end.rummy": {"pt": "A pontuação da ronda", "en": "The round’s score",
                              "es": "La puntuación de la ronda", "fr": "Les points de la manche"},
    "walkthrough.hands_caption": {"pt": "As mãos distribuídas", "en": "The hands as dealt",
                                  "es": "Las manos repartidas", "fr": "Les mains distribuées"},
    "walkthrough.hand_after": {
        "pt": "Mão de {player} no fim da jogada",
        "en": "{player}’s hand after the turn",
        "es": "Mano de {player} al final del turno",
        "fr": "Main de {player} à la fin du tour",
    },
    "walkthrough.change.deadwood": {"pt": "Sobra: {before} → {after}", "en": "Deadwood: {before} → {after}",
                                    "es": "Resto: {before} → {after}",
                                    "fr": f"Points morts{NB}: {{before}} → {{after}}"},
    "walkthrough.change.cards": {
        "pt": "Cartas na mão: {before} → {after}",
        "en": "Cards left in hand: {before} → {after}",
        "es": "Cartas en la mano: {before} → {after}",
        "fr": f"Valeur des cartes restées en main{NB}: {{before}} → {{after}}",
    },
    "walkthrough.change.penalty": {
        "pt": "Pontos de penalização: {before} → {after}",
        "en": "Penalty points: {before} → {after}",
        "es": "Puntos de penalización: {before} → {after}",
        "fr": f"Points de pénalité{NB}: {{before}} → {{after}}",
    },
    "walkthrough.piles": {
        "pt": "No topo do descarte: {top}. No monte: {stock} cartas.",
        "en": "Top of the discard pile: {top}. Left in the stock: {stock} cards.",
        "es": "Encima del descarte: {top}. En el mazo: {stock} cartas.",
        "fr": f"Sur la défausse{NB}: {{top}}. Dans le talon{NB}: {{stock}} cartes.",
    },
    "walkthrough.piles.ended": {
        "pt": "No monte ficaram {stock} cartas.",
        "en": "{stock} cards were left in the stock.",
        "es": "En el mazo quedaron {stock} cartas.",
        "fr": "Il restait {stock} cartes dans le talon.",
    },
    "walkthrough.table": {"pt": "Na mesa", "en": "On the table", "es": "En la mesa", "fr": "Sur la table"},
    "walkthrough.meld_of": {"pt": "de {owner}", "en": "{owner}’s", "es": "de {owner}", "fr": "de {owner}"},
    "walkthrough.notice": {"pt": "uma decisão a observar", "en": "A decision to look at",
                           "es": "decisión clave", "fr": "décision à examiner"},
    "walkthrough.none": {"pt": "sem cartas", "en": "no cards", "es": "sin cartas", "fr": "aucune carte"},
}
