"""The worksheets' words (:mod:`rummylab.teaching.worksheet`), in en, pt, es and fr: part of the engine's one catalogue.

:mod:`rummylab.words.catalogue` adds these entries to :data:`~rummylab.words.catalogue.CATALOGUE`. The
prompts, the answer lines and the key's summaries are the same on the site's sheet and in
``rummylab worksheet``; so are the errors of a sheet's choices. Same rules as the rest of
the catalogue: every language has the same ``{fields}``; French puts a narrow no-break space
(U+202F) before ``: ; ? !``; Spanish says tú; Portuguese is European.
"""

from __future__ import annotations

__all__ = ["WORDS"]

_NB = "\u202f"  # French: the narrow no-break space before : ; ? !

WORDS: dict[str, dict[str, str]] = {
    "ws.title": {"en": "Worksheet", "pt": "Ficha de exercícios", "es": "Ficha de ejercicios", "fr": "Fiche d’exercices"},
    "ws.heading.one": {
        "en": "Seed {seed}, level {level}, {n} problem", "pt": "Semente {seed}, nível {level}, {n} problema",
        "es": "Semilla {seed}, nivel {level}, {n} problema", "fr": "Graine {seed}, niveau {level}, {n} problème",
    },
    "ws.heading.other": {
        "en": "Seed {seed}, level {level}, {n} problems", "pt": "Semente {seed}, nível {level}, {n} problemas",
        "es": "Semilla {seed}, nivel {level}, {n} problemas", "fr": "Graine {seed}, niveau {level}, {n} problèmes",
    },
    "ws.link": {"en": "On the site: teachers/worksheets/?{query}", "pt": "No site: teachers/worksheets/?{query}",
                "es": "En el sitio: teachers/worksheets/?{query}",
                "fr": f"Sur le site{_NB}: teachers/worksheets/?{{query}}"},
    "ws.number": {"en": "{n}.", "pt": "{n}.", "es": "{n}.", "fr": "{n}."},
    "ws.key": {"en": "Answer key: {title}", "pt": "Soluções: {title}", "es": "Soluciones: {title}",
               "fr": f"Corrigé{_NB}: {{title}}"},
    "ws.knocker": {"en": "knocked", "pt": "bateu", "es": "cerró", "fr": "a frappé"},
    "ws.decks.one": {"en": "one deck", "pt": "um baralho", "es": "una baraja", "fr": "un paquet"},
    "ws.decks.other": {"en": "two decks", "pt": "dois baralhos", "es": "dos barajas", "fr": "deux paquets"},
    "ws.no_cards": {"en": "(no cards left)", "pt": "(sem cartas)", "es": "(sin cartas)", "fr": "(plus aucune carte)"},
    # ---- the prompts ----
    "ws.prompt.meld.knock": {
        "en": "Knock Rummy, {cards} cards. Arrange the hand into melds for the smallest deadwood. What is the deadwood?",
        "pt": "Knock Rummy, {cards} cartas. Organize a mão em combinações com a menor sobra possível. Qual é a sobra?",
        "es": "Knock Rummy, {cards} cartas. Ordena la mano en combinaciones con el menor resto posible. ¿Cuánto es el resto?",
        "fr": f"Knock Rummy, {{cards}} cartes. Rangez la main en combinaisons pour avoir le moins de points morts. "
              f"Combien de points morts reste-t-il{_NB}?",
    },
    "ws.prompt.meld.rummy": {
        "en": "Rummy, {cards} cards. Put down every meld you can. What are the cards left in the hand worth?",
        "pt": "Rummy, {cards} cartas. Forme todas as combinações que puder. Quanto valem as cartas que ficam na mão?",
        "es": "Rummy, {cards} cartas. Baja todas las combinaciones que puedas. ¿Cuánto valen las cartas que quedan en la mano?",
        "fr": f"Rummy, {{cards}} cartes. Étalez toutes les combinaisons possibles. Combien valent les cartes qui restent en main{_NB}?",
    },
    "ws.prompt.meld.three-thirteen": {
        "en": "Three Thirteen, round {round} ({cards} cards, the {wilds} are wild, {decks}). Arrange the hand for the fewest "
              "penalty points. How many penalty points are left?",
        "pt": "Three Thirteen, ronda {round} ({cards} cartas, selvagens: {wilds}, {decks}). Organize a mão com o mínimo de pontos "
              "de penalização. Quantos pontos de penalização ficam?",
        "es": "Three Thirteen, ronda {round} ({cards} cartas, comodines: {wilds}, {decks}). Ordena la mano con el menor número "
              "posible de puntos de penalización. ¿Cuántos puntos de penalización quedan?",
        "fr": f"Three Thirteen, manche {{round}} ({{cards}} cartes, les {{wilds}} sont des cartes frimes, {{decks}}). Rangez la main pour "
              f"avoir le moins de points de pénalité. Combien de points de pénalité reste-t-il{_NB}?",
    },
    "ws.prompt.settle": {
        "en": "Knock Rummy: {player} knocked. What does each player win or pay?",
        "pt": "Knock Rummy: {player} bateu. Quanto ganha ou paga cada jogador?",
        "es": "Knock Rummy: {player} cerró. ¿Cuánto gana o paga cada jugador?",
        "fr": f"Knock Rummy{_NB}: {{player}} a frappé. Combien chaque joueur gagne-t-il ou paie-t-il{_NB}?",
    },
    "ws.prompt.settle_stock": {
        "en": "Knock Rummy: the stock ran out and nobody knocked (KR-9). What does each player win or pay?",
        "pt": "Knock Rummy: o monte acabou sem ninguém bater (KR-9). Quanto ganha ou paga cada jogador?",
        "es": "Knock Rummy: el mazo se acabó sin que nadie cerrara (KR-9). ¿Cuánto gana o paga cada jugador?",
        "fr": f"Knock Rummy{_NB}: le talon est épuisé et personne n’a frappé (KR-9). Combien chaque joueur gagne-t-il "
              f"ou paie-t-il{_NB}?",
    },
    "ws.prompt.tt": {
        "en": "Three Thirteen, round {round} ({cards} cards, the {wilds} are wild, {decks}): {player} went out. How many penalty "
              "points does each player score?",
        "pt": "Three Thirteen, ronda {round} ({cards} cartas, selvagens: {wilds}, {decks}): {player} saiu. Quantos pontos de "
              "penalização marca cada jogador?",
        "es": "Three Thirteen, ronda {round} ({cards} cartas, comodines: {wilds}, {decks}): {player} salió. ¿Cuántos puntos de "
              "penalización se anota cada jugador?",
        "fr": f"Three Thirteen, manche {{round}} ({{cards}} cartes, les {{wilds}} sont des cartes frimes, {{decks}})"
              f"{_NB}: {{player}} sort. Combien de points de pénalité chaque joueur marque-t-il{_NB}?",
    },
    "ws.prompt.rummy": {
        "en": "Rummy: {player} went out; these are the cards left in the other hands. How many points does each "
              "player score?",
        "pt": "Rummy: {player} saiu; estas são as cartas que ficaram nas outras mãos. Quantos pontos marca cada jogador?",
        "es": "Rummy: {player} salió; estas son las cartas que quedan en las demás manos. ¿Cuántos puntos se anota "
              "cada jugador?",
        "fr": f"Rummy{_NB}: {{player}} sort{_NB}; voici les cartes restées dans les autres mains. Combien de "
              f"points chaque joueur marque-t-il{_NB}?",
    },
    "ws.prompt.rummy_draw": {
        "en": "Rummy: the stock ran out for the second time and nobody went out. How many points does each player score?",
        "pt": "Rummy: o monte acabou pela segunda vez e ninguém saiu. Quantos pontos marca cada jogador?",
        "es": "Rummy: el mazo se acabó por segunda vez y nadie salió. ¿Cuántos puntos se anota cada jugador?",
        "fr": f"Rummy{_NB}: le talon est épuisé pour la deuxième fois et personne n’est sorti. Combien de points "
              f"chaque joueur marque-t-il{_NB}?",
    },
    # ---- the answer lines and the key ----
    "ws.blank.melds": {"en": "Melds", "pt": "Combinações", "es": "Combinaciones", "fr": "Combinaisons"},
    "ws.blank.knock": {"en": "Deadwood", "pt": "Sobra", "es": "Resto", "fr": "Points morts"},
    "ws.blank.three-thirteen": {"en": "Penalty points", "pt": "Pontos de penalização", "es": "Puntos de penalización",
                         "fr": "Points de pénalité"},
    "ws.blank.rummy": {"en": "Cards left worth", "pt": "Valor das cartas que ficam", "es": "Valor de las cartas que quedan",
                      "fr": "Valeur des cartes restées en main"},
    "ws.key.knock": {"en": "Deadwood {value}.", "pt": "Sobra: {value}.", "es": "Resto: {value}.",
                        "fr": f"Points morts{_NB}: {{value}}."},
    "ws.key.three-thirteen": {"en": "{value} penalty points.", "pt": "{value} pontos de penalização.",
                       "es": "{value} puntos de penalización.", "fr": f"Points de pénalité{_NB}: {{value}}."},
    "ws.key.rummy": {"en": "The cards left are worth {value}.", "pt": "As cartas que ficam valem {value}.",
                    "es": "Las cartas que quedan valen {value}.", "fr": "Les cartes restées en main valent {value}."},
    # ---- knock or not (the knock coach's positions) ----
    "ws.prompt.knock": {
        "en": "Knock Rummy, {players} players, your turn number {turn}; the stock holds {stock} cards. You have just "
              "drawn from the stock. Knock (and with which card face down) or play on?",
        "pt": "Knock Rummy, {players} jogadores, a sua jogada n.º {turn}; o monte tem {stock} cartas. Acabou de "
              "tirar do monte. Bate (e com que carta virada para baixo) ou continua a jogar?",
        "es": "Knock Rummy, {players} jugadores, tu turno n.º {turn}; al mazo le quedan {stock} cartas. Acabas de "
              "robar del mazo. ¿Cierras (y con qué carta boca abajo) o sigues jugando?",
        "fr": f"Knock Rummy, {{players}} joueurs, votre tour n°{_NB}{{turn}}{_NB}; le talon compte {{stock}} cartes. "
              f"Vous venez de piocher dans le talon. Frappez-vous (et avec quelle carte face cachée) ou "
              f"continuez-vous à jouer{_NB}?",
    },
    "ws.prompt.knock_taken": {
        "en": "Knock Rummy, {players} players, your turn number {turn}; the stock holds {stock} cards. You have just "
              "taken {card} from the discard pile (KR-8: it cannot be put down this turn). Knock (and with which "
              "card face down) or play on?",
        "pt": "Knock Rummy, {players} jogadores, a sua jogada n.º {turn}; o monte tem {stock} cartas. Acabou de tirar "
              "{card} do descarte (KR-8: não a pode descartar nesta jogada). Bate (e com que carta virada para baixo) "
              "ou continua a jogar?",
        "es": "Knock Rummy, {players} jugadores, tu turno n.º {turn}; al mazo le quedan {stock} cartas. Acabas de "
              "tomar {card} del descarte (KR-8: no puedes descartarla ni dejarla boca abajo en este turno). ¿Cierras "
              "(y con qué carta boca abajo) o sigues jugando?",
        "fr": f"Knock Rummy, {{players}} joueurs, votre tour n°{_NB}{{turn}}{_NB}; le talon compte {{stock}} cartes. "
              f"Vous venez de prendre {{card}} dans la défausse (KR-8{_NB}: vous ne pouvez pas vous en défaire à ce tour). "
              f"Frappez-vous (et avec quelle carte face cachée) ou continuez-vous à jouer{_NB}?",
    },
    "ws.knock.hand": {"en": "Your cards", "pt": "As suas cartas", "es": "Tus cartas", "fr": "Vos cartes"},
    "ws.knock.thrown": {"en": "Thrown so far, oldest first", "pt": "Descartadas, por ordem",
                        "es": "Descartadas, de la primera a la última",
                        "fr": "Déjà défaussées, dans l’ordre"},
    "ws.blank.choice": {"en": "Knock or play on", "pt": "Bater ou continuar", "es": "Cerrar o seguir",
                        "fr": "Frapper ou continuer"},
    "ws.blank.card": {"en": "Card put down", "pt": "Carta a descartar", "es": "Carta boca abajo", "fr": "Carte de frappe"},
    "ws.key.knock_now": {
        "en": "Knock, putting {cards} face down (deadwood {deadwood}).",
        "pt": "Bater, com {cards} virada para baixo (sobra: {deadwood}).",
        "es": "Cerrar, con {cards} boca abajo (resto: {deadwood}).",
        "fr": f"Frapper, en posant {{cards}} face cachée (points morts{_NB}: {{deadwood}}).",
    },
    "ws.key.play_on": {
        "en": "Play on: discard {card} (deadwood {deadwood}).",
        "pt": "Continuar a jogar: descartar {card} (sobra: {deadwood}).",
        "es": "Seguir jugando: descartar {card} (resto: {deadwood}).",
        "fr": f"Continuer à jouer{_NB}: défausser {{card}} (points morts{_NB}: {{deadwood}}).",
    },
    "ws.key.or": {"en": "or", "pt": "ou", "es": "o", "fr": "ou"},
    "ws.key.knock_estimate": {
        "en": "Knocking now with {card}: {mean} points on average (standard error {se}); undercut {beaten} of the time "
              "(KR-10c).",
        "pt": "Bater já com {card}: {mean} pontos em média (erro-padrão: {se}); alguém tem menos em {beaten} das vezes "
              "(KR-10c).",
        "es": "Cerrar ya con {card}: {mean} puntos de media (error estándar: {se}); alguien tiene menos en el {beaten} de "
              "los casos (KR-10c).",
        "fr": f"Frapper maintenant avec {{card}}{_NB}: {{mean}} points en moyenne (erreur type{_NB}: {{se}}){_NB}; quelqu’un a "
              f"moins dans {{beaten}} des cas (KR-10c).",
    },
    "ws.key.play_estimate": {
        "en": "Playing on, discarding {card}: {mean} points on average (standard error {se}).",
        "pt": "Continuar a jogar, descartando {card}: {mean} pontos em média (erro-padrão: {se}).",
        "es": "Seguir jugando, descartando {card}: {mean} puntos de media (error estándar: {se}).",
        "fr": f"Continuer à jouer en défaussant {{card}}{_NB}: {{mean}} points en moyenne (erreur type{_NB}: {{se}}).",
    },
    "ws.key.margin": {
        "en": "The better choice wins by {margin} standard errors over {samples} draws of the other hands, more than "
              "{limit}: other draws would not change the answer.",
        "pt": "A melhor escolha ganha por {margin} erros-padrão (mais do que os {limit} exigidos) em {samples} "
              "sorteios das outras mãos: outros sorteios não mudariam a resposta.",
        "es": "La mejor opción gana por {margin} errores estándar en {samples} repartos simulados de las otras manos, "
              "más de {limit}: otros repartos no cambiarían la respuesta.",
        "fr": f"Sur {{samples}} tirages des autres mains, le meilleur choix l’emporte de {{margin}} erreurs types, soit "
              f"plus que les {{limit}} exigées{_NB}: d’autres tirages ne changeraient pas la réponse.",
    },
    "error.worksheet-knock-count": {
        "en": "{q} problems would hold {knocks} knock problems: a sheet holds at most {limit} (each one is a long "
              "estimate); ask for fewer problems or add another kind",
        "pt": "{q} problemas teriam {knocks} problemas de bater: uma ficha tem no máximo {limit} (cada um é uma "
              "estimativa demorada); peça menos problemas ou junte outro tipo",
        "es": "{q} problemas incluirían {knocks} de «cerrar o no»: una ficha lleva como máximo {limit} (cada uno "
              "exige una estimación larga); pide menos problemas o añade otro tipo",
        "fr": f"{{q}} problèmes contiendraient {{knocks}} problèmes «{_NB}frapper ou non{_NB}»{_NB}: une fiche en "
              f"contient {{limit}} au plus (chacun demande une longue estimation){_NB}; demandez moins de problèmes ou "
              f"ajoutez un type",
    },
    # ---- the fields of a sheet's choices, as errors name them ----
    "field.count": {"en": "the number of problems", "pt": "o número de problemas", "es": "el número de problemas",
                    "fr": "le nombre de problèmes"},
    "field.kinds": {"en": "the kinds of problem", "pt": "os tipos de problema", "es": "los tipos de problema",
                    "fr": "les types de problèmes"},
    "field.title": {"en": "the title", "pt": "o título", "es": "el título", "fr": "le titre"},
    # ---- errors of a sheet's choices ----
    "error.worksheet-count": {
        "en": "{q} is not a possible number of problems: a sheet holds 1 to {limit}",
        "pt": "{q} não é um número de problemas possível: uma ficha tem de 1 a {limit}",
        "es": "{q} no es un número de problemas posible: una ficha tiene de 1 a {limit}",
        "fr": f"{{q}} n’est pas un nombre de problèmes possible{_NB}: une fiche en contient de 1 à {{limit}}",
    },
    "error.worksheet-count.missing": {
        "en": "give the number of problems (1 to {limit})", "pt": "indique o número de problemas (1 a {limit})",
        "es": "indica el número de problemas (de 1 a {limit})", "fr": "indiquez le nombre de problèmes (1 à {limit})",
    },
    "error.worksheet-level.missing": {
        "en": "choose a level (1, 2 or 3)", "pt": "escolha um nível (1, 2 ou 3)", "es": "elige un nivel (1, 2 o 3)",
        "fr": "choisissez un niveau (1, 2 ou 3)",
    },
    "error.worksheet-level": {
        "en": "{q} is not a level (1, 2 or 3)", "pt": "{q} não é um nível (1, 2 ou 3)",
        "es": "{q} no es un nivel (1, 2 o 3)", "fr": "{q} n’est pas un niveau (1, 2 ou 3)",
    },
    "error.worksheet-kind": {
        "en": "{q} is not a kind of problem (choose {kinds})", "pt": "{q} não é um tipo de problema (escolha {kinds})",
        "es": "{q} no es un tipo de problema (elige {kinds})", "fr": "{q} n’est pas un type de problème (choisissez {kinds})",
    },
    "error.worksheet-kind.missing": {
        "en": "choose at least one kind of problem", "pt": "escolha pelo menos um tipo de problema",
        "es": "elige al menos un tipo de problema", "fr": "choisissez au moins un type de problème",
    },
    "error.worksheet-game": {
        "en": "{q} is not a game for a sheet (choose {games})", "pt": "{q} não é um jogo para uma ficha (escolha {games})",
        "es": "{q} no es un juego para una ficha (elige {games})",
        "fr": "{q} n’est pas un jeu pour une fiche (choisissez {games})",
    },
    "error.worksheet-no-problem": {
        "en": "none of the kinds chosen has problems in {q}: add another kind or choose another game",
        "pt": "nenhum dos tipos escolhidos tem problemas de {q}: junte outro tipo ou escolha outro jogo",
        "es": "ninguno de los tipos elegidos tiene problemas de {q}: añade otro tipo o elige otro juego",
        "fr": f"aucun des types choisis n’a de problèmes de {{q}}{_NB}: ajoutez un type ou choisissez un autre jeu",
    },
    "error.worksheet-title": {
        "en": "the title is too long: at most {limit} characters",
        "pt": "o título é demasiado longo: no máximo {limit} caracteres",
        "es": "el título es demasiado largo: como máximo {limit} caracteres",
        "fr": f"le titre est trop long{_NB}: {{limit}} caractères au plus",
    },
}
