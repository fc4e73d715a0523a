"""The walkthroughs' sentences, in en, pt, es and fr: part of the engine's one catalogue.

:mod:`rummylab.words.catalogue` adds these entries to :data:`~rummylab.words.catalogue.CATALOGUE`;
:func:`rummylab.practice.walkthrough.say` words each step's lines with them. A key with a
``.deadwood``, a ``.penalty`` and a ``.cards`` form is said in the words of the game's leftover
cards (deadwood in Knock Rummy, KR-5; penalty points in Three Thirteen, TT-7; the cards left in
hand, what the winner scores, in Rummy, RU-8). Same rules as the rest
of the catalogue: every language has the same ``{fields}``; the players are named, never
referred to by a pronoun (so no sentence guesses anyone's gender); French puts a narrow
no-break space (U+202F) before ``: ; ? !`` and ``%``.
"""

from __future__ import annotations

__all__ = ["WORDS"]

_NB = "\u202f"

WORDS: dict[str, dict[str, str]] = {
    # ---- the deal ---------------------------------------------------------------------------
    "walk.deal": {
        "en": "{player} deals {n} cards to each player, one at a time; {top} is turned up to start the discard "
              "pile and the other {stock} cards are the stock.",
        "pt": "{player} dá {n} cartas a cada jogador, uma a uma; {top} é virada para começar o descarte e as "
              "outras {stock} cartas formam o monte.",
        "es": "{player} reparte {n} cartas a cada jugador, una a una; {top} se pone boca arriba para empezar el "
              "descarte y las otras {stock} cartas forman el mazo.",
        "fr": f"{{player}} distribue {{n}} cartes à chaque joueur, une à une{_NB}; {{top}} est retournée pour "
              "commencer la défausse et les {stock} autres cartes forment le talon.",
    },
    "walk.deal.wild": {
        "en": "Round {round}: {rank} are wild cards (TT-3).",
        "pt": "Ronda {round}: {rank} são cartas selvagens (TT-3).",
        "es": "Ronda {round}: {rank} son comodines (TT-3).",
        "fr": f"Manche {{round}}{_NB}: {{rank}} sont des cartes frimes (TT-3).",
    },
    "walk.first": {
        "en": "{player}, on the dealer's left, plays first.",
        "pt": "{player}, à esquerda de quem dá as cartas, joga primeiro.",
        "es": "{player}, a la izquierda de quien reparte, juega primero.",
        "fr": "{player}, à la gauche du donneur, joue en premier.",
    },
    # ---- the draw ---------------------------------------------------------------------------
    "walk.take.deadwood": {
        "en": "{player} takes {card} from the discard pile: with it, the best discard leaves a deadwood of "
              "{after} instead of {before}.",
        "pt": "{player} compra {card} do descarte: com ela, o melhor descarte deixa uma sobra de {after} em vez "
              "de {before}.",
        "es": "{player} roba {card} del descarte: con ella, el mejor descarte deja un resto de {after} en lugar "
              "de {before}.",
        "fr": f"{{player}} prend {{card}} sur la défausse{_NB}: avec elle, la meilleure carte à jeter ramène les "
              "points morts à {after} au lieu de {before}.",
    },
    "walk.take.penalty": {
        "en": "{player} takes {card} from the discard pile: with it, the best discard brings the penalty points "
              "to {after} instead of {before}.",
        "pt": "{player} compra {card} do descarte: com ela, o melhor descarte reduz os pontos de penalização "
              "a {after}, em vez de {before}.",
        "es": "{player} roba {card} del descarte: con ella, el mejor descarte reduce los puntos de penalización "
              "a {after}, en lugar de {before}.",
        "fr": f"{{player}} prend {{card}} sur la défausse{_NB}: avec elle, la meilleure carte à jeter ramène les "
              "points de pénalité à {after} au lieu de {before}.",
    },
    "walk.take.cards": {
        "en": "{player} takes {card} from the discard pile: with it, the best discard leaves cards worth "
              "{after} in hand instead of {before}.",
        "pt": "{player} compra {card} do descarte: com ela, o melhor descarte deixa na mão cartas que valem "
              "{after}, em vez de {before}.",
        "es": "{player} roba {card} del descarte: con ella, el mejor descarte deja en la mano cartas que valen "
              "{after}, en lugar de {before}.",
        "fr": f"{{player}} prend {{card}} sur la défausse{_NB}: avec elle, la meilleure carte à jeter laisse en "
              "main des cartes qui valent {after} au lieu de {before}.",
    },
    "walk.stock.deadwood": {
        "en": "{player} leaves {top} on the discard pile (with it, the deadwood would not go below {before}) and "
              "draws {card} from the stock.",
        "pt": "{player} deixa {top} no descarte (com ela, a sobra não desceria abaixo de {before}) e compra {card} "
              "do monte.",
        "es": "{player} deja {top} en el descarte (con ella, el resto no bajaría de {before}) y roba {card} del mazo.",
        "fr": "{player} laisse {top} sur la défausse (avec elle, ses points morts ne descendraient pas au-dessous "
              "de {before}) et pioche {card} dans le talon.",
    },
    "walk.stock.penalty": {
        "en": "{player} leaves {top} on the discard pile (with it, the penalty points would not go below {before}) "
              "and draws {card} from the stock.",
        "pt": "{player} deixa {top} no descarte (com ela, os pontos de penalização não desceriam abaixo de "
              "{before}) e compra {card} do monte.",
        "es": "{player} deja {top} en el descarte (con ella, los puntos de penalización no bajarían de {before}) y "
              "roba {card} del mazo.",
        "fr": "{player} laisse {top} sur la défausse (avec elle, ses points de pénalité ne descendraient pas "
              "au-dessous de {before}) et pioche {card} dans le talon.",
    },
    "walk.stock.cards": {
        "en": "{player} leaves {top} on the discard pile (with it, the cards left in hand would still be worth "
              "{before} or more) and draws {card} from the stock.",
        "pt": "{player} deixa {top} no descarte (com ela, as cartas na mão não valeriam menos de {before}) e "
              "compra {card} do monte.",
        "es": "{player} deja {top} en el descarte (con ella, las cartas en la mano no valdrían menos de {before}) y "
              "roba {card} del mazo.",
        "fr": "{player} laisse {top} sur la défausse (avec elle, ses cartes restées en main ne vaudraient pas "
              "moins de {before}) et pioche {card} dans le talon.",
    },
    "walk.stock.passed.deadwood": {
        "en": "{player} draws {card} from the stock, although taking {top} would have lowered the deadwood from "
              "{before} to {with}.",
        "pt": "{player} compra {card} do monte, embora comprar {top} tivesse reduzido a sobra de {before} para "
              "{with}.",
        "es": "{player} roba {card} del mazo, aunque robar {top} habría reducido el resto de {before} a {with}.",
        "fr": "{player} pioche {card} dans le talon, alors que prendre {top} aurait fait passer les points morts "
              "de {before} à {with}.",
    },
    "walk.stock.passed.penalty": {
        "en": "{player} draws {card} from the stock, although taking {top} would have lowered the penalty points "
              "from {before} to {with}.",
        "pt": "{player} compra {card} do monte, embora comprar {top} tivesse reduzido os pontos de penalização de "
              "{before} para {with}.",
        "es": "{player} roba {card} del mazo, aunque robar {top} habría reducido los puntos de penalización de "
              "{before} a {with}.",
        "fr": "{player} pioche {card} dans le talon, alors que prendre {top} aurait fait passer les points de "
              "pénalité de {before} à {with}.",
    },
    "walk.stock.passed.cards": {
        "en": "{player} draws {card} from the stock, although taking {top} would have lowered the value of the "
              "cards left in hand from {before} to {with}.",
        "pt": "{player} compra {card} do monte, embora comprar {top} tivesse reduzido o valor das cartas na mão "
              "de {before} para {with}.",
        "es": "{player} roba {card} del mazo, aunque robar {top} habría reducido el valor de las cartas en la "
              "mano de {before} a {with}.",
        "fr": "{player} pioche {card} dans le talon, alors que prendre {top} aurait fait passer la valeur des "
              "cartes restées en main de {before} à {with}.",
    },
    "walk.stock.only": {
        "en": "{player} draws {card} from the stock (the discard pile is empty).",
        "pt": "{player} compra {card} do monte (o descarte está vazio).",
        "es": "{player} roba {card} del mazo (el descarte está vacío).",
        "fr": "{player} pioche {card} dans le talon (la défausse est vide).",
    },
    # ---- what the card drawn does ----------------------------------------------------------------
    "walk.back": {
        "en": "{card} does not help: it leaves the hand again at once.",
        "pt": "{card} não ajuda: é descartada logo a seguir.",
        "es": "{card} no ayuda: la descarta enseguida.",
        "fr": "{card} ne sert à rien et repart aussitôt sur la défausse.",
    },
    "walk.loose": {
        "en": "{card} makes no meld yet; it stays in the hand as a loose card.",
        "pt": "{card} ainda não entra em nenhuma combinação; fica na mão, fora de combinações.",
        "es": "{card} todavía no entra en ninguna combinación; se queda en la mano como carta suelta.",
        "fr": f"{{card}} n’entre encore dans aucune combinaison{_NB}; elle reste dans la main comme carte isolée.",
    },
    "walk.into.run": {
        "en": "{card} goes into the run {cards}.",
        "pt": "{card} entra na sequência {cards}.",
        "es": "{card} entra en la escalera {cards}.",
        "fr": "{card} entre dans la suite {cards}.",
    },
    "walk.into.set": {
        "en": "{card} goes into the set {cards}.",
        "pt": "{card} entra no grupo {cards}.",
        "es": "{card} entra en el grupo {cards}.",
        "fr": "{card} entre dans le groupe {cards}.",
    },
    "walk.wild.run": {
        "en": "{card} is a wild card: it stands for {stands} in the run {cards}.",
        "pt": "{card} é uma carta selvagem: faz de {stands} na sequência {cards}.",
        "es": "{card} es un comodín: hace de {stands} en la escalera {cards}.",
        "fr": f"{{card}} est une carte frime{_NB}: elle remplace {{stands}} dans la suite {{cards}}.",
    },
    "walk.wild.set": {
        "en": "{card} is a wild card: it stands for {stands} in the set {cards}.",
        "pt": "{card} é uma carta selvagem: faz de {stands} no grupo {cards}.",
        "es": "{card} es un comodín: hace de {stands} en el grupo {cards}.",
        "fr": f"{{card}} est une carte frime{_NB}: elle remplace {{stands}} dans le groupe {{cards}}.",
    },
    # ---- the end of a turn ---------------------------------------------------------------------
    "walk.discard.deadwood": {
        "en": "{player} discards {card}: of all the cards that may go, it leaves the least deadwood ({after}).",
        "pt": "{player} descarta {card}: de todas as cartas que podia descartar, é a que deixa menos sobra ({after}).",
        "es": "{player} descarta {card}: de todas las que puede descartar, es la que deja menos resto "
              "({after}).",
        "fr": f"{{player}} défausse {{card}}{_NB}: de toutes les cartes qui peuvent partir, c’est celle qui laisse "
              "le moins de points morts ({after}).",
    },
    "walk.discard.penalty": {
        "en": "{player} discards {card}: of all the cards that may go, it leaves the fewest penalty points "
              "({after}).",
        "pt": "{player} descarta {card}: de todas as cartas que podia descartar, é a que deixa menos pontos de "
              "penalização ({after}).",
        "es": "{player} descarta {card}: de todas las que puede descartar, es la que deja menos puntos de "
              "penalización ({after}).",
        "fr": f"{{player}} défausse {{card}}{_NB}: de toutes les cartes qui peuvent partir, c’est celle qui laisse "
              "le moins de points de pénalité ({after}).",
    },
    "walk.discard.cards": {
        "en": "{player} discards {card}: of all the cards that may go, it leaves the least in hand ({after}).",
        "pt": "{player} descarta {card}: de todas as cartas que podia descartar, é a que deixa menos valor na mão "
              "({after}).",
        "es": "{player} descarta {card}: de todas las que puede descartar, es la que deja menos valor en la "
              "mano ({after}).",
        "fr": f"{{player}} défausse {{card}}{_NB}: de toutes les cartes qui peuvent partir, c’est celle qui laisse "
              "en main la plus faible valeur ({after}).",
    },
    "walk.discard.last": {
        "en": "{player} discards {card}, the last card in the hand.",
        "pt": "{player} descarta {card}, a última carta da mão.",
        "es": "{player} descarta {card}, la última carta de la mano.",
        "fr": "{player} défausse {card}, la dernière carte de sa main.",
    },
    "walk.discard.worse.deadwood": {
        "en": "{player} discards {card}, leaving a deadwood of {after}; discarding {better} would have left {least}.",
        "pt": "{player} descarta {card} e fica com uma sobra de {after}; descartar {better} teria deixado {least}.",
        "es": "{player} descarta {card} y se queda con un resto de {after}; descartar {better} habría dejado "
              "{least}.",
        "fr": f"{{player}} défausse {{card}}{_NB}: ses points morts restent à {{after}}{_NB}; défausser {{better}} "
              "les aurait ramenés à {least}.",
    },
    "walk.discard.worse.penalty": {
        "en": "{player} discards {card}, keeping the penalty points at {after}; discarding {better} would have "
              "brought them to {least}.",
        "pt": "{player} descarta {card} e os pontos de penalização ficam em {after}; descartar {better} tê-los-ia "
              "reduzido a {least}.",
        "es": "{player} descarta {card} y sus puntos de penalización quedan en {after}; descartar {better} los "
              "habría reducido a {least}.",
        "fr": f"{{player}} défausse {{card}}{_NB}: ses points de pénalité restent à {{after}}{_NB}; défausser "
              "{better} les aurait ramenés à {least}.",
    },
    "walk.discard.worse.cards": {
        "en": "{player} discards {card}, keeping cards worth {after} in hand; discarding {better} would have "
              "left {least}.",
        "pt": "{player} descarta {card} e fica com cartas que valem {after} na mão; descartar {better} teria "
              "deixado {least}.",
        "es": "{player} descarta {card} y se queda con cartas que valen {after} en la mano; descartar {better} "
              "habría dejado {least}.",
        "fr": f"{{player}} défausse {{card}}{_NB}: les cartes restées en main valent {{after}}{_NB}; défausser "
              "{better} les aurait ramenées à {least}.",
    },
    "walk.wait": {
        "en": "{after} is more than {limit}, the most {player}'s bot knocks with: it waits.",
        "pt": "{after} é mais do que {limit}, a maior sobra com que o robô de {player} bate: espera.",
        "es": "{after} es más que {limit}, el mayor resto con el que cierra el bot de {player}: espera.",
        "fr": f"{{after}}, c’est plus que {{limit}}, le seuil de frappe du robot de {{player}}{_NB}: il attend.",
    },
    "walk.knock": {
        "en": "{player} knocks with a deadwood of {after}, putting {card} face down (KR-6); a knock is allowed "
              "with any deadwood (KR-7).",
        "pt": "{player} bate com uma sobra de {after}, pondo {card} virada para baixo (KR-6); pode bater-se com "
              "qualquer sobra (KR-7).",
        "es": "{player} cierra con un resto de {after}, dejando {card} boca abajo (KR-6); se puede cerrar con "
              "cualquier resto (KR-7).",
        "fr": f"{{player}} frappe avec {{after}} points morts en posant {{card}} face cachée (KR-6){_NB}; on peut "
              "frapper quels que soient ses points morts (KR-7).",
    },
    "walk.knock.bot": {
        "en": "{player}'s bot knocks as soon as its deadwood is {limit} or less.",
        "pt": "O robô de {player} bate logo que a sobra é de {limit} ou menos.",
        "es": "El bot de {player} cierra en cuanto su resto es de {limit} o menos.",
        "fr": "Le robot de {player} frappe dès que ses points morts tombent à {limit} ou moins.",
    },
    "walk.advice": {
        "en": "The knock advisor, dealing the cards {player} has not seen at random {samples} times, estimates "
              "{win} that nobody holds less, and {beaten} that someone does.",
        "pt": "O motor distribui ao acaso {samples} vezes as cartas que {player} não viu e estima em "
              "{win} a probabilidade de ninguém ter menos e em {beaten} a de alguém ter menos.",
        "es": "La estimación del motor, que reparte al azar {samples} veces las cartas que {player} no ha visto, "
              "da un {win} de probabilidad de que nadie tenga menos resto y un {beaten} de que alguien sí.",
        "fr": "Le moteur, en distribuant au hasard {samples} fois les cartes que {player} n’a pas vues, "
              "estime à {win} la probabilité que personne n’ait moins, et à {beaten} celle que quelqu’un ait moins.",
    },
    "walk.decline": {
        "en": "The stock is empty: {player} declines {top}, and the hand ends with no knocker (KR-9).",
        "pt": "O monte está vazio: {player} recusa {top} e a mão acaba sem ninguém bater (KR-9).",
        "es": "El mazo está vacío: {player} rechaza {top} y la mano termina sin que nadie cierre (KR-9).",
        "fr": f"Le talon est vide{_NB}: {{player}} refuse {{top}} et la donne se termine sans frappeur (KR-9).",
    },
    "walk.go_out": {
        "en": "{player} goes out, discarding {card}: every other card is in a meld (TT-6). Everyone else has one "
              "more turn.",
        "pt": "{player} sai, descartando {card}: todas as outras cartas estão em combinações (TT-6). Cada um dos "
              "outros joga mais uma vez.",
        "es": "{player} sale, descartando {card}: todas las demás cartas están en combinaciones (TT-6). Cada uno "
              "de los demás juega una vez más.",
        "fr": f"{{player}} sort en défaussant {{card}}{_NB}: toutes ses autres cartes sont dans des combinaisons "
              "(TT-6). Chacun des autres joue encore une fois.",
    },
    "walk.last_turn": {
        "en": "This is {player}'s last turn (TT-6).",
        "pt": "{player} joga pela última vez (TT-6).",
        "es": "Es el último turno de {player} (TT-6).",
        "fr": "C’est le dernier tour de {player} (TT-6).",
    },
    # ---- Rummy: the table ------------------------------------------------------------------
    "walk.meld.set": {
        "en": "{player} puts the set {cards} down on the table (RU-3).",
        "pt": "{player} põe na mesa o grupo {cards} (RU-3).",
        "es": "{player} baja el grupo {cards} a la mesa (RU-3).",
        "fr": "{player} étale le groupe {cards} sur la table (RU-3).",
    },
    "walk.meld.run": {
        "en": "{player} puts the run {cards} down on the table (RU-3).",
        "pt": "{player} põe na mesa a sequência {cards} (RU-3).",
        "es": "{player} baja la escalera {cards} a la mesa (RU-3).",
        "fr": "{player} étale la suite {cards} sur la table (RU-3).",
    },
    "walk.lay_off": {
        "en": "{player} lays {card} off on {owner}'s meld, which becomes {cards} (RU-4).",
        "pt": "{player} baixa {card} na combinação de {owner}, que passa a ser {cards} (RU-4).",
        "es": "{player} coloca {card} en la combinación de {owner}, que pasa a ser {cards} (RU-4).",
        "fr": "{player} pose {card} sur la combinaison de {owner}, qui devient {cards} (RU-4).",
    },
    "walk.lay_off.own": {
        "en": "{player} lays {card} off on a meld of their own, which becomes {cards} (RU-4).",
        "pt": "{player} baixa {card} numa combinação que já tinha na mesa, que passa a ser {cards} (RU-4).",
        "es": "{player} coloca {card} en una combinación que ya tenía en la mesa, que pasa a ser {cards} (RU-4).",
        "fr": "{player} pose {card} sur une combinaison déjà étalée par ses soins, qui devient {cards} (RU-4).",
    },
    "walk.out.rummy": {
        "en": "{player} has no card left and goes out (RU-6).",
        "pt": "{player} fica sem cartas e sai (RU-6).",
        "es": "{player} se queda sin cartas y sale (RU-6).",
        "fr": "{player} n’a plus de cartes et sort (RU-6).",
    },
    # ---- a record that cannot be walked through (rummylab.practice.walkthrough.WalkError's codes) ------
    "error.not-the-bot": {
        "en": "{q} is not the move this seat's bot plays",
        "pt": "{q} não é a jogada que o robô deste lugar faz",
        "es": "{q} no es la jugada que hace el bot de este puesto",
        "fr": "{q} n’est pas le coup que joue le robot de cette place",
    },
    "error.unfinished": {
        "en": "the record ends before the hand or round does",
        "pt": "o histórico acaba antes da mão ou da ronda",
        "es": "el historial termina antes que la mano o la ronda",
        "fr": "l’enregistrement s’arrête avant la fin de la donne ou de la manche",
    },
    # The expert's move where it differs from the player's, with its own reason (rummylab.words.reasons), quoted.
    "walk.expert": {
        "en": "The expert, in {player}'s seat and seeing only what {player} sees, would play otherwise: “{reason}”",
        "pt": "O especialista, no lugar de {player} e vendo só o que {player} vê, jogaria de outra maneira: «{reason}»",
        "es": "El experto, en el lugar de {player} y viendo solo lo que {player} ve, jugaría de otra manera: «{reason}»",
        "fr": f"L’expert, à la place de {{player}} et ne voyant que ce que {{player}} voit, jouerait autrement{_NB}: "
              f"«{_NB}{{reason}}{_NB}»",
    },
}
