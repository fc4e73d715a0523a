"""The site's own words, in pt, en, es and fr: one catalogue, term -> language -> text.

The same shape as the engine's catalogue (:data:`rummylab.words.catalogue.CATALOGUE`), which says
everything the engine narrates (settlements, arrangements, error messages) and names the
cards; this one holds the rest: the widgets' labels and messages, the teachers' controls and
the worked examples' table headings. Terms follow the terminology table of RULES.md (pt is
European Portuguese: sobra, bater, grupo, sequência, arranjo…; es: resto, cerrar, escalera,
disposición…; fr: points morts, frapper, frappeur, suite, arrangement…), one word per concept, the
same as the engine's. Spanish says *tú*; French puts a narrow no-break space (U+202F, ``_NB``)
before ``: ; ? !`` and writes the apostrophe ’.

A term is ``namespace.key`` (``solver.title``, ``quiz.level_1``, ``example.label.rum``) or, for
a word that more than one part of the site uses with the same meaning, a bare ``key``
(``deadwood``, ``round_option``). A page script reads its words as JSON keyed by ``key``
(:func:`script_words`). Templates have ``{name}`` slots, filled by :func:`word` here and by
``fill`` in ``docs/assets/render.js`` in the browser.

>>> word("deadwood", "pt")
'Sobra'
>>> word("example.hand_details", "fr", n=2)
'Donne 2\u202f: points morts et paiements'
>>> script_words(["solver.title", "quiz.title", "round"], "en")
{'title': 'Settlement quiz', 'round': 'Round'}
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from typing import Iterable

from rummylab.words.catalogue import LANGS, merge
from rummylab.words.language import elided
from site_plugins import words_parts
from site_plugins.words_parts import NB as _NB

__all__ = ["LANGS", "CATALOGUE", "word", "fill", "script_words", "leftover_term"]

# LANGS: the site's languages, the default (at the site's root) first; the engine's, defined once.


#: The terms of the parts of the site that were here first; a tool's own terms live in its own
#: module of :mod:`site_plugins.words_parts` (``words_parts/scorekeeper.py`` holds ``scorekeeper.*``).
#: A test (tests/site/test_words.py) reads each literal and fails on a term written twice (Python
#: would silently keep the last), a missing language or an empty text.
_WORDS: dict[str, dict[str, str]] = {
    # ---- words of more than one part of the site (no namespace) -------------------------------------
    "hand": {"pt": "Mão", "en": "Hand", "es": "Mano", "fr": "Main"},
    "game": {"pt": "Jogo", "en": "Game", "es": "Juego", "fr": "Jeu"},
    "round": {"pt": "Ronda", "en": "Round", "es": "Ronda", "fr": "Manche"},
    "round_option": {
        "pt": "{round} ({cards} cartas, selvagens: {wild})",
        "en": "{round} ({cards} cards, {wild}s wild)",
        "es": "{round} ({cards} cartas, comodines: {wild})",
        "fr": "{round} ({cards} cartes, les {wilds} sont des cartes frimes)",
    },
    "deadwood": {"pt": "Sobra", "en": "Deadwood", "es": "Resto", "fr": "Points morts"},
    # The same heading in Three Thirteen's and Rummy's own words (TT-7, RU-8; leftover_term picks it).
    "deadwood_penalty": {"pt": "Pontos de penalização", "en": "Penalty points", "es": "Puntos de penalización",
                         "fr": "Points de pénalité"},
    "deadwood_cards": {"pt": "Cartas na mão", "en": "Cards left in hand", "es": "Cartas en la mano",
                       "fr": "Cartes restées en main"},
    "loading_runtime": {
        "pt": "A carregar o Python no navegador…",
        "en": "Loading Python in the browser…",
        "es": "Cargando Python en el navegador…",
        "fr": "Chargement de Python dans le navigateur…",
    },
    "loading_engine": {
        "pt": "A carregar o motor de cálculo…",
        "en": "Loading the rules engine…",
        "es": "Cargando el motor de reglas…",
        "fr": "Chargement du moteur de calcul…",
    },
    "timeout": {
        "pt": "O cálculo demorou demasiado e foi interrompido. Tente de novo.",
        "en": "The calculation took too long and was stopped. Please try again.",
        "es": "El cálculo tardó demasiado y se detuvo. Inténtalo de nuevo.",
        "fr": "Le calcul a pris trop de temps et a été interrompu. Réessayez.",
    },
    "crashed": {
        "pt": "O motor de cálculo parou; será reiniciado no próximo pedido.",
        "en": "The rules engine stopped; it will restart on the next request.",
        "es": "El motor de reglas se detuvo; se reiniciará con la próxima petición.",
        "fr": f"Le moteur de calcul s’est arrêté{_NB}; il redémarrera à la prochaine demande.",
    },
    "load_failed": {
        "pt": "Não foi possível carregar o motor de cálculo.",
        "en": "The rules engine could not be loaded.",
        "es": "No se pudo cargar el motor de reglas.",
        "fr": "Impossible de charger le moteur de calcul.",
    },
    "check": {"pt": "Verificar", "en": "Check", "es": "Comprobar", "fr": "Vérifier"},
    "knocker_tag": {"pt": "bateu", "en": "knocked", "es": "cerró", "fr": "a frappé"},
    "player": {"pt": "Jogador", "en": "Player", "es": "Jugador", "fr": "Joueur"},
    "settlement": {"pt": "Quem paga a quem", "en": "Who pays whom", "es": "Quién paga a quién", "fr": "Qui paie qui"},
    "payer": {"pt": "Paga", "en": "Pays", "es": "Paga", "fr": "Paie"},
    "payee": {"pt": "Recebe", "en": "Receives", "es": "Cobra", "fr": "Reçoit"},
    "checking": {"pt": "A verificar…", "en": "Checking…", "es": "Comprobando…", "fr": "Vérification…"},
    "dealing": {"pt": "A distribuir…", "en": "Dealing…", "es": "Repartiendo…", "fr": "Distribution…"},

    # ---- the meld solver widget (solver.js; its words start every widget's JSON) -------------------
    "solver.title": {
        "pt": "Calculadora de combinações",
        "en": "Deadwood solver",
        "es": "Calculadora de combinaciones",
        "fr": "Calculateur de mains",
    },
    "solver.hand_help": {
        "pt": "Escreva as cartas separadas por espaços ou vírgulas, por exemplo QH 10H 4S ou Q♥ 10♥ 4♠ (o dez é 10 ou T).",
        "en": "Type the cards separated by spaces or commas, such as QH 10H 4S or Q♥ 10♥ 4♠ (ten is 10 or T).",
        "es": "Escribe las cartas separadas por espacios o comas, como QH 10H 4S o Q♥ 10♥ 4♠.",
        "fr": "Tapez les cartes séparées par des espaces ou des virgules, par exemple QH 10H 4S ou Q♥ 10♥ 4♠ (le dix s’écrit 10 ou T).",
    },
    "solver.picker": {
        "pt": "Ou escolha as cartas",
        "en": "Or pick the cards",
        "es": "O elige las cartas",
        "fr": "Ou choisissez les cartes",
    },
    "solver.clear": {"pt": "Limpar", "en": "Clear", "es": "Borrar", "fr": "Effacer"},
    "solver.solve": {"pt": "Resolver", "en": "Solve", "es": "Resolver", "fr": "Résoudre"},
    "solver.example": {"pt": "Mão de exemplo", "en": "Example hand", "es": "Mano de ejemplo", "fr": "Main d’exemple"},
    "solver.best": {
        "pt": "Melhor arranjo",
        "en": "Best arrangement",
        "es": "Mejor disposición",
        "fr": "Meilleur arrangement",
    },
    "solver.set": {"pt": "Grupo", "en": "Set", "es": "Grupo", "fr": "Groupe"},
    "solver.run": {"pt": "Sequência", "en": "Run", "es": "Escalera", "fr": "Suite"},
    "solver.unmatched": {
        "pt": "Fora de combinações",
        "en": "Unmatched cards",
        "es": "Cartas sueltas",
        "fr": "Cartes hors combinaison",
    },
    "solver.none": {"pt": "nenhuma", "en": "none", "es": "ninguna", "fr": "aucune"},
    "solver.wild_as": {
        "pt": "{wild} faz de {card}",
        "en": "{wild} stands for {card}",
        "es": "{wild} hace de {card}",
        "fr": "{wild} remplace {card}",
    },
    "solver.alternatives": {
        "pt": "Outros arranjos igualmente bons",
        "en": "Other equally good arrangements",
        "es": "Otras disposiciones igual de buenas",
        "fr": "Autres arrangements tout aussi bons",
    },
    "solver.no_alternatives": {
        "pt": "Não há outro arranjo com a mesma sobra.",
        "en": "No other arrangement reaches the same deadwood.",
        "es": "Ninguna otra disposición deja el mismo resto.",
        "fr": "Aucun autre arrangement ne laisse aussi peu de points morts.",
    },
    # The same in Three Thirteen's and Rummy's own words (RULES.md: deadwood is Knock Rummy's alone);
    # a widget picks the form by the engine's ``leftover`` (site_plugins/words.py leftover_term).
    "solver.no_alternatives_penalty": {
        "pt": "Não há outro arranjo com os mesmos pontos de penalização.",
        "en": "No other arrangement leaves as few penalty points.",
        "es": "Ninguna otra disposición deja los mismos puntos de penalización.",
        "fr": "Aucun autre arrangement ne laisse aussi peu de points de pénalité.",
    },
    "solver.no_alternatives_cards": {
        "pt": "Não há outro arranjo que deixe o mesmo valor na mão.",
        "en": "No other arrangement leaves as little in hand.",
        "es": "Ninguna otra disposición deja en la mano el mismo valor.",
        "fr": "Aucun autre arrangement ne laisse une main aussi légère.",
    },
    "solver.solving": {"pt": "A calcular…", "en": "Solving…", "es": "Calculando…", "fr": "Calcul en cours…"},
    "solver.ready": {"pt": "Pronto.", "en": "Ready.", "es": "Listo.", "fr": "Prêt."},
    "solver.summary": {
        "pt": "Sobra: {deadwood}.",
        "en": "Deadwood: {deadwood}.",
        "es": "Resto: {deadwood}.",
        "fr": f"Points morts{_NB}: {{deadwood}}.",
    },
    "solver.summary_penalty": {
        "pt": "Pontos de penalização: {deadwood}.",
        "en": "Penalty points: {deadwood}.",
        "es": "Puntos de penalización: {deadwood}.",
        "fr": f"Points de pénalité{_NB}: {{deadwood}}.",
    },
    "solver.summary_cards": {
        "pt": "Cartas na mão: {deadwood}.",
        "en": "Cards left in hand: {deadwood}.",
        "es": "Cartas en la mano: {deadwood}.",
        "fr": f"Valeur des cartes restées en main{_NB}: {{deadwood}}.",
    },
    "solver.noscript": {
        "pt": "Para resolver outras mãos, ative o JavaScript.",
        "en": "Turn on JavaScript to solve other hands.",
        "es": "Activa JavaScript para resolver otras manos.",
        "fr": "Activez JavaScript pour résoudre d’autres mains.",
    },
    "solver.clubs": {"pt": "Paus", "en": "Clubs", "es": "Tréboles", "fr": "Trèfle"},
    "solver.diamonds": {"pt": "Ouros", "en": "Diamonds", "es": "Diamantes", "fr": "Carreau"},
    "solver.hearts": {"pt": "Copas", "en": "Hearts", "es": "Corazones", "fr": "Cœur"},
    "solver.spades": {"pt": "Espadas", "en": "Spades", "es": "Picas", "fr": "Pique"},
    # Next to the hand field: the letters each language may type (rummylab.core.notation).
    "solver.legend": {
        "pt": "Naipes: ♥ copas C ou H · ♠ espadas E ou S · ♦ ouros O ou D · ♣ paus P. "
              "Figuras: rei R ou K, dama D ou Q, valete V ou J. O dez: 10 ou T.",
        "en": "Suits: ♣ clubs C · ♦ diamonds D · ♥ hearts H · ♠ spades S. Court cards: K, Q, J. Ten: 10 or T.",
        "es": "Palos: ♥ corazones C o H · ♠ picas P o S · ♦ diamantes D · ♣ tréboles T (o C, si la mano usa H o S). "
              "Figuras: K, Q, J. El diez: 10 o T (delante del palo).",
        "fr": f"Couleurs{_NB}: ♥ cœur C ou H · ♠ pique P ou S · ♦ carreau K ou D · ♣ trèfle T. "
              f"Figures{_NB}: roi R ou K, dame D ou Q, valet V ou J. Le dix{_NB}: 10 ou T.",
    },
    # The live reading under the field: "Read: Q♥ J♥ 5X?" (a token not read is marked).
    "solver.preview": {"pt": "Cartas lidas", "en": "Cards read", "es": "Cartas leídas", "fr": "Cartes lues"},
    "solver.not_read": {
        "pt": "{token} não é uma carta",
        "en": "{token} is not a card",
        "es": "{token} no es una carta",
        "fr": "{token} n’est pas une carte",
    },
    # A parameter of the page's address the widget could not use: the page goes on without it.
    "url.ignored": {
        "pt": "O endereço da página pedia {name}={value}, que foi ignorado: {why}.",
        "en": "The page’s address asked for {name}={value}, which was ignored: {why}.",
        "es": "La dirección de la página pedía {name}={value}, que se ha ignorado: {why}.",
        "fr": f"L’adresse de la page demandait {{name}}={{value}}{_NB}; ce réglage a été ignoré{_NB}: {{why}}.",
    },
    "url.why_game": {
        "pt": "não é um jogo deste site",
        "en": "it is not one of the site’s games",
        "es": "no es uno de los juegos del sitio",
        "fr": "ce n’est pas un des jeux du site",
    },
    "url.why_round": {
        "pt": "as rondas vão de 1 a 11",
        "en": "the rounds go from 1 to 11",
        "es": "las rondas van de 1 a 11",
        "fr": "les manches vont de 1 à 11",
    },
    "url.why_seed": {
        "pt": "uma semente é um número inteiro de 0 a 9007199254740991",
        "en": "a seed is a whole number from 0 to 9007199254740991",
        "es": "una semilla es un número entero de 0 a 9007199254740991",
        "fr": "une graine est un nombre entier de 0 à 9007199254740991",
    },
    "url.why_level": {
        "pt": "os níveis são 1, 2 e 3",
        "en": "the levels are 1, 2 and 3",
        "es": "los niveles son 1, 2 y 3",
        "fr": "les niveaux sont 1, 2 et 3",
    },

    # ---- the settlement quiz widget (quiz.js) -------------------------------------------------------
    "quiz.title": {
        "pt": "Quiz de acerto",
        "en": "Settlement quiz",
        "es": "Test de liquidación",
        "fr": "Quiz de règlement",
    },
    "quiz.arrangements": {
        "pt": "Os melhores arranjos de cada mão",
        "en": "Each hand's best arrangement",
        "es": "La mejor disposición de cada mano",
        "fr": "Le meilleur arrangement de chaque main",
    },
    "quiz.level": {"pt": "Nível", "en": "Level", "es": "Nivel", "fr": "Niveau"},
    "quiz.level_1": {
        "pt": "1 — dois jogadores",
        "en": "1 — two players",
        "es": "1: dos jugadores",
        "fr": "1 — deux joueurs",
    },
    "quiz.level_2": {
        "pt": "2 — mesas maiores e rum",
        "en": "2 — bigger tables and rum",
        "es": "2: mesas más grandes y rum",
        "fr": "2 — tables plus grandes et rum",
    },
    "quiz.level_3": {
        "pt": "3 — empates, vários vencedores, frações",
        "en": "3 — ties, several winners, fractions",
        "es": "3: empates, varios ganadores, fracciones",
        "fr": "3 — égalités, plusieurs gagnants, fractions",
    },
    "quiz.new": {"pt": "Novo quiz", "en": "New quiz", "es": "Nuevo test", "fr": "Nouveau quiz"},
    "quiz.streak": {
        "pt": "Respostas certas seguidas: {n}",
        "en": "Correct in a row: {n}",
        "es": "Aciertos seguidos: {n}",
        "fr": f"Bonnes réponses d’affilée{_NB}: {{n}}",
    },
    "quiz.knocked": {
        "pt": "Bateu: {player}.",
        "en": "Knocked: {player}.",
        "es": "Cerró el {player}.",
        "fr": f"Frappeur{_NB}: {{player}}.",
    },
    "quiz.stock_out": {
        "pt": "O monte acabou sem ninguém bater.",
        "en": "The stock ran out and nobody knocked.",
        "es": "El mazo se acabó sin que nadie cerrara.",
        "fr": "Le talon est épuisé sans que personne ait frappé.",
    },
    "quiz.seed": {
        "pt": "Quiz n.º {seed}, nível {level}",
        "en": "Quiz no. {seed}, level {level}",
        "es": "Test n.º {seed}, nivel {level}",
        "fr": f"Quiz n°{_NB}{{seed}}, niveau {{level}}",
    },
    "quiz.answer_label": {
        "pt": "Resultado do {player}",
        "en": "Result for {player}",
        "es": "Resultado del {player}",
        "fr": "Solde du {player}",
    },
    "quiz.answer_help": {
        "pt": "Positivo se recebe, negativo se paga: -15, 3½ ou 3,5.",
        "en": "Positive if they receive, negative if they pay: -15, 3½ or 3.5.",
        "es": "Positivo si cobra, negativo si paga: -15, 3½ o 3,5.",
        "fr": f"Positif s’il reçoit, négatif s’il paie{_NB}: -15, 3½ ou 3,5.",
    },
    "quiz.answers": {
        "pt": "O resultado de cada jogador nesta mão",
        "en": "Each player's result for this hand",
        "es": "El resultado de cada jugador en esta mano",
        "fr": "Le solde de chaque joueur pour cette donne",
    },
    "quiz.hand_of": {
        "pt": "Mão do {player}",
        "en": "Hand of {player}",
        "es": "Mano del {player}",
        "fr": "Main du {player}",
    },
    "quiz.right": {"pt": "certo", "en": "right", "es": "correcto", "fr": "juste"},
    "quiz.wrong": {"pt": "errado", "en": "wrong", "es": "incorrecto", "fr": "faux"},
    "quiz.all_right": {"pt": "Tudo certo!", "en": "All correct!", "es": "¡Todo correcto!", "fr": f"Tout est juste{_NB}!"},
    "quiz.some_wrong": {
        "pt": "Há respostas erradas.",
        "en": "Some answers are wrong.",
        "es": "Hay respuestas incorrectas.",
        "fr": "Certaines réponses sont fausses.",
    },
    "quiz.yours": {"pt": "A sua resposta", "en": "Your answer", "es": "Tu respuesta", "fr": "Votre réponse"},
    "quiz.expected": {
        "pt": "Resposta certa",
        "en": "Right answer",
        "es": "Respuesta correcta",
        "fr": "Bonne réponse",
    },
    "quiz.verdict": {"pt": "Verificação", "en": "Check", "es": "Comprobación", "fr": "Vérification"},
    "quiz.amount": {"pt": "Montante", "en": "Amount", "es": "Importe", "fr": "Montant"},
    "quiz.no_payment": {
        "pt": "Ninguém paga nada.",
        "en": "Nobody pays anything.",
        "es": "Nadie paga nada.",
        "fr": "Personne ne paie rien.",
    },
    "quiz.why": {"pt": "Porquê", "en": "Why", "es": "Por qué", "fr": "Pourquoi"},
    # An engine message that quotes an answer only, prefixed with whose answer it is.
    "quiz.whose_error": {
        "pt": "{player}: {message}",
        "en": "{player}: {message}",
        "es": "{player}: {message}",
        "fr": f"{{player}}{_NB}: {{message}}",
    },
    "quiz.show_answer": {
        "pt": "Ver a resposta",
        "en": "Show the answer",
        "es": "Ver la respuesta",
        "fr": "Voir la réponse",
    },
    "quiz.noscript": {
        "pt": "Para responder a este quiz e a outros, ative o JavaScript.",
        "en": "Turn on JavaScript to answer this quiz and others.",
        "es": "Activa JavaScript para responder a este test y a otros.",
        "fr": "Activez JavaScript pour répondre à ce quiz et à d’autres.",
    },

    # ---- the meld puzzle widget (puzzle.js) ---------------------------------------------------------
    "puzzle.title": {
        "pt": "Problemas de combinações",
        "en": "Meld puzzles",
        "es": "Problemas de combinaciones",
        "fr": "Problèmes de combinaisons",
    },
    "puzzle.new": {"pt": "Novo problema", "en": "New puzzle", "es": "Nuevo problema", "fr": "Nouveau problème"},
    "puzzle.seed": {
        "pt": "Problema n.º {seed}",
        "en": "Puzzle no. {seed}",
        "es": "Problema n.º {seed}",
        "fr": f"Problème n°{_NB}{{seed}}",
    },
    "puzzle.task": {
        "pt": "Forme combinações que deixem a menor sobra possível.",
        "en": "Make melds that leave the least deadwood possible.",
        "es": "Forma combinaciones que dejen el menor resto posible.",
        "fr": "Formez des combinaisons qui laissent le moins de points morts possible.",
    },
    # Three Thirteen's puzzles in its own words (TT-7's penalty points, not deadwood).
    "puzzle.task_penalty": {
        "pt": "Forme combinações que deixem o mínimo de pontos de penalização.",
        "en": "Make melds that leave the fewest penalty points possible.",
        "es": "Forma combinaciones que dejen el menor número posible de puntos de penalización.",
        "fr": "Formez des combinaisons qui laissent le moins de points de pénalité possible.",
    },
    "puzzle.hand": {
        "pt": "Cartas por combinar",
        "en": "Cards not yet in a meld",
        "es": "Cartas sin combinar",
        "fr": "Cartes hors combinaison",
    },
    "puzzle.make": {
        "pt": "Formar combinação",
        "en": "Make meld",
        "es": "Formar combinación",
        "fr": "Former la combinaison",
    },
    "puzzle.your_melds": {
        "pt": "As suas combinações",
        "en": "Your melds",
        "es": "Tus combinaciones",
        "fr": "Vos combinaisons",
    },
    "puzzle.no_melds": {
        "pt": "Ainda nenhuma.",
        "en": "None yet.",
        "es": "Todavía ninguna.",
        "fr": "Aucune pour l’instant.",
    },
    "puzzle.undo": {"pt": "Desfazer", "en": "Undo", "es": "Deshacer", "fr": "Défaire"},
    "puzzle.meld_n": {"pt": "Combinação {n}", "en": "Meld {n}", "es": "Combinación {n}", "fr": "Combinaison {n}"},
    "puzzle.select_first": {
        "pt": "Escolha primeiro as cartas da combinação.",
        "en": "First select the cards of the meld.",
        "es": "Elige primero las cartas de la combinación.",
        "fr": "Choisissez d’abord les cartes de la combinaison.",
    },
    "puzzle.optimal": {
        "pt": "Ótimo! Uma sobra de {deadwood} é a menor possível.",
        "en": "Optimal! Deadwood {deadwood} is the least possible.",
        "es": "¡Óptimo! Un resto de {deadwood} es lo mínimo posible.",
        "fr": f"Optimal{_NB}! Points morts{_NB}: {{deadwood}}, le minimum possible.",
    },
    "puzzle.optimal_penalty": {
        "pt": "Ótimo! {deadwood} pontos de penalização é o mínimo possível.",
        "en": "Optimal! {deadwood} penalty points is the fewest possible.",
        "es": "¡Óptimo! No se puede bajar de {deadwood} puntos de penalización.",
        "fr": f"Optimal{_NB}! Points de pénalité{_NB}: {{deadwood}}, le minimum possible.",
    },
    "puzzle.not_optimal": {
        "pt": "Válido, mas a sobra é {deadwood}; pode descer a {best}.",
        "en": "Legal, but the deadwood is {deadwood}; it could be {best}.",
        "es": "Válido, pero el resto es {deadwood}; se puede dejar en {best}.",
        "fr": f"Valable, mais le total de points morts est de {{deadwood}}{_NB}; on peut descendre à {{best}}.",
    },
    "puzzle.not_optimal_penalty": {
        "pt": "Válido, mas ficam {deadwood} pontos de penalização; é possível descer a {best}.",
        "en": "Legal, but {deadwood} penalty points are left; it could be {best}.",
        "es": "Válido, pero te quedan {deadwood} puntos de penalización; se pueden dejar en {best}.",
        "fr": f"Valable, mais il reste {{deadwood}} points de pénalité{_NB}; on peut descendre à {{best}}.",
    },
    "puzzle.your_deadwood": {
        "pt": "A sua sobra: {deadwood}",
        "en": "Your deadwood: {deadwood}",
        "es": "Tu resto: {deadwood}",
        "fr": f"Vos points morts{_NB}: {{deadwood}}",
    },
    "puzzle.your_deadwood_penalty": {
        "pt": "Os seus pontos de penalização: {deadwood}",
        "en": "Your penalty points: {deadwood}",
        "es": "Tus puntos de penalización: {deadwood}",
        "fr": f"Vos points de pénalité{_NB}: {{deadwood}}",
    },
    "puzzle.best_deadwood": {
        "pt": "Menor sobra possível: {best}",
        "en": "Least deadwood possible: {best}",
        "es": "Menor resto posible: {best}",
        "fr": f"Minimum possible{_NB}: {{best}}",
    },
    "puzzle.best_deadwood_penalty": {
        "pt": "Mínimo possível de pontos de penalização: {best}",
        "en": "Fewest penalty points possible: {best}",
        "es": "Mínimo posible: {best} puntos de penalización",
        "fr": f"Minimum possible de points de pénalité{_NB}: {{best}}",
    },
    "puzzle.better": {
        "pt": "Um arranjo melhor",
        "en": "A better arrangement",
        "es": "Una disposición mejor",
        "fr": "Un meilleur arrangement",
    },
    "puzzle.ways": {
        "pt": "Arranjos diferentes com a menor sobra: {n}.",
        "en": "Different arrangements with the least deadwood: {n}.",
        "es": "Disposiciones distintas con el menor resto: {n}.",
        "fr": f"Arrangements différents avec le moins de points morts{_NB}: {{n}}.",
    },
    "puzzle.ways_penalty": {
        "pt": "Arranjos diferentes com o mínimo de pontos de penalização: {n}.",
        "en": "Different arrangements with the fewest penalty points: {n}.",
        "es": "Disposiciones distintas con el menor número de puntos de penalización: {n}.",
        "fr": f"Arrangements différents avec le moins de points de pénalité{_NB}: {{n}}.",
    },
    "puzzle.show_answer": {
        "pt": "Ver uma solução",
        "en": "Show a solution",
        "es": "Ver una solución",
        "fr": "Voir une solution",
    },
    "puzzle.noscript": {
        "pt": "Para resolver este problema e outros, ative o JavaScript.",
        "en": "Turn on JavaScript to solve this puzzle and others.",
        "es": "Activa JavaScript para resolver este problema y otros.",
        "fr": "Activez JavaScript pour résoudre ce problème et d’autres.",
    },

    # ---- the teachers' controls: embed, SVG download, print address (embed.py, embed.js) ------------
    "embed.embed": {"pt": "Incorporar", "en": "Embed", "es": "Insertar", "fr": "Intégrer"},
    "embed.snippet": {
        "pt": "Código para incorporar noutra página (iframe)",
        "en": "Code to embed in another page (iframe)",
        "es": "Código para insertar en otra página (iframe)",
        "fr": "Code pour intégrer dans une autre page (iframe)",
    },
    "embed.copy": {"pt": "Copiar", "en": "Copy", "es": "Copiar", "fr": "Copier"},
    "embed.copied": {"pt": "Copiado.", "en": "Copied.", "es": "Copiado.", "fr": "Copié."},
    "embed.copy_failed": {
        "pt": "Não foi possível copiar: selecione o texto e copie-o.",
        "en": "Could not copy: select the text and copy it.",
        "es": "No se pudo copiar: selecciona el texto y cópialo.",
        "fr": f"Copie impossible{_NB}: sélectionnez le texte et copiez-le.",
    },
    "embed.link": {"pt": "Ligação direta", "en": "Direct link", "es": "Enlace directo", "fr": "Lien direct"},
    "embed.svg": {
        "pt": "Descarregar imagem (SVG)",
        "en": "Download image (SVG)",
        "es": "Descargar imagen (SVG)",
        "fr": "Télécharger l’image (SVG)",
    },
    "embed.example": {"pt": "Exemplo {id}", "en": "Example {id}", "es": "Ejemplo {id}", "fr": "Exemple {id}"},
    "embed.source": {
        "pt": "Ver no Rummylab",
        "en": "Open on rummylab",
        "es": "Ver en rummylab",
        "fr": "Voir sur rummylab",
    },
    "embed.page": {"pt": "Página", "en": "Page", "es": "Página", "fr": "Page"},
    "embed.example_title": {
        "pt": "Exemplo resolvido {id} ({game})",
        "en": "Worked example {id} ({game})",
        "es": "Ejemplo resuelto {id} ({game})",
        "fr": "Exemple résolu {id} ({game})",
    },

    # ---- the worked examples' tables (examples_*.py): captions, headers, verdicts -------------------
    "example.what": {"pt": "Arranjo", "en": "Arrangement", "es": "Disposición", "fr": "Arrangement"},
    "example.cards": {"pt": "Cartas", "en": "Cards", "es": "Cartas", "fr": "Cartes"},
    "example.best": {
        "pt": "Melhor arranjo",
        "en": "Best arrangement",
        "es": "Mejor disposición",
        "fr": "Meilleur arrangement",
    },
    "example.penalty": {"pt": "Pontos de penalização", "en": "Penalty points", "es": "Puntos de penalización",
                        "fr": "Points de pénalité"},
    # Rummy's leftover cards: what the winner scores from each other hand (RU-8).
    "example.cards_left": {"pt": "Cartas na mão", "en": "Cards left in hand", "es": "Cartas en la mano",
                           "fr": "Cartes restées en main"},
    "example.net": {"pt": "Saldo", "en": "Net", "es": "Saldo", "fr": "Solde"},
    "example.calc": {"pt": "Cálculo", "en": "Calculation", "es": "Cálculo", "fr": "Calcul"},
    "example.amount": {"pt": "Montante", "en": "Amount", "es": "Importe", "fr": "Montant"},
    "example.players_caption": {
        "pt": "Mãos, melhores arranjos e sobra",
        "en": "Hands, best arrangements and deadwood",
        "es": "Manos, mejores disposiciones y resto",
        "fr": "Mains, meilleurs arrangements et points morts",
    },
    "example.deadwood_caption": {
        "pt": "Sobra e resultado",
        "en": "Deadwood and result",
        "es": "Resto y resultado",
        "fr": "Points morts et résultat",
    },
    "example.run": {"pt": "sequência", "en": "run", "es": "escalera", "fr": "suite"},
    "example.set": {"pt": "grupo", "en": "set", "es": "grupo", "fr": "groupe"},
    "example.unmatched": {
        "pt": "fora de combinações",
        "en": "unmatched cards",
        "es": "cartas sueltas",
        "fr": "cartes hors combinaison",
    },
    "example.no_cards": {
        "pt": "todas em combinações",
        "en": "no unmatched cards",
        "es": "ninguna carta suelta",
        "fr": "aucune carte hors combinaison",
    },
    "example.stands_for": {"pt": "faz de", "en": "stands for", "es": "hace de", "fr": "remplace"},
    "example.rules": {"pt": "Regras", "en": "Rules", "es": "Reglas", "fr": "Règles"},
    "example.label.rum": {"pt": "rum", "en": "rum", "es": "rum", "fr": "rum"},
    "example.label.knocker-wins": {
        "pt": "quem bateu ganha",
        "en": "knocker wins",
        "es": "gana quien cerró",
        "fr": "le frappeur gagne",
    },
    "example.label.knocker-beaten": {
        "pt": "quem bateu é superado",
        "en": "knocker beaten",
        "es": "superan a quien cerró",
        "fr": "le frappeur est battu",
    },
    "example.label.knocker-tied": {
        "pt": "quem bateu empata",
        "en": "knocker tied",
        "es": "quien cerró empata",
        "fr": "le frappeur est à égalité",
    },
    "example.label.no-knocker": {
        "pt": "ninguém bateu",
        "en": "no knocker",
        "es": "nadie cerró",
        "fr": "personne n’a frappé",
    },
    "example.ledger_caption": {
        "pt": "Registo da sessão, uma volta completa de dadores",
        "en": "Ledger of the session, one full rotation of dealers",
        "es": "Registro de la sesión, una vuelta completa de repartidores",
        "fr": "Registre de la séance, un tour complet de donneurs",
    },
    "example.hand_no": {"pt": "Mão", "en": "Hand", "es": "Mano", "fr": "Donne"},
    "example.dealer": {"pt": "Dador", "en": "Dealer", "es": "Repartidor", "fr": "Donneur"},
    "example.knocker_col": {"pt": "Bateu", "en": "Knocked", "es": "Cerró", "fr": "Frappeur"},
    "example.case": {"pt": "Caso", "en": "Case", "es": "Caso", "fr": "Cas"},
    "example.nobody": {"pt": "ninguém", "en": "nobody", "es": "nadie", "fr": "personne"},
    "example.balance": {"pt": "Saldo acumulado", "en": "Balance", "es": "Saldo acumulado", "fr": "Solde cumulé"},
    "example.hand_details": {
        "pt": "Mão {n}: sobras e pagamentos",
        "en": "Hand {n}: deadwood and payments",
        "es": "Mano {n}: restos y pagos",
        "fr": f"Donne {{n}}{_NB}: points morts et paiements",
    },
    "example.all_best": {
        "pt": "Todos os arranjos igualmente bons ({n})",
        "en": "Every equally good arrangement ({n})",
        "es": "Todas las disposiciones igual de buenas ({n})",
        "fr": "Tous les arrangements aussi bons ({n})",
    },
    "example.your_try": {
        "pt": "Arranjo experimentado",
        "en": "Arrangement tried",
        "es": "Otra disposición",
        "fr": "Arrangement essayé",
    },
    # A tried arrangement against the best, in the words of the game's leftover cards (RULES.md:
    # deadwood is Knock Rummy's, penalty points Three Thirteen's, the cards left in hand Rummy's).
    "example.compare_worse.deadwood": {
        "pt": "Deixa {d} de sobra, mais {diff} do que o melhor ({best}).",
        "en": "Leaves {d}, which is {diff} more than the best ({best}).",
        "es": "Deja un resto de {d}, {diff} más que la mejor ({best}).",
        "fr": f"Points morts{_NB}: {{d}}, soit {{diff}} de plus que le meilleur arrangement ({{best}}).",
    },
    "example.compare_worse.penalty": {
        "pt": "Deixa {d} pontos de penalização, mais {diff} do que o melhor ({best}).",
        "en": "Leaves {d} penalty points, {diff} more than the best ({best}).",
        "es": "Deja {d} puntos de penalización, {diff} más que la mejor ({best}).",
        "fr": f"Points de pénalité{_NB}: {{d}}, soit {{diff}} de plus que le meilleur arrangement ({{best}}).",
    },
    "example.compare_worse.cards": {
        "pt": "Deixa na mão cartas que valem {d}, mais {diff} do que o melhor ({best}).",
        "en": "Leaves cards worth {d} in hand, {diff} more than the best ({best}).",
        "es": "Deja en la mano cartas que valen {d}, {diff} más que la mejor ({best}).",
        "fr": f"Valeur des cartes restées en main{_NB}: {{d}}, soit {{diff}} de plus que le meilleur arrangement ({{best}}).",
    },
    "example.compare_equal.deadwood": {
        "pt": "Deixa {d} de sobra: também é um dos melhores arranjos.",
        "en": "Leaves {d}: this is also a best arrangement.",
        "es": "Deja un resto de {d}: también es una de las mejores.",
        "fr": f"Points morts{_NB}: {{d}}{_NB}; c’est aussi l’un des meilleurs arrangements.",
    },
    "example.compare_equal.penalty": {
        "pt": "Deixa {d} pontos de penalização: também é um dos melhores arranjos.",
        "en": "Leaves {d} penalty points: this is also a best arrangement.",
        "es": "Deja {d} puntos de penalización: también es una de las mejores.",
        "fr": f"Points de pénalité{_NB}: {{d}}{_NB}; c’est aussi l’un des meilleurs arrangements.",
    },
    "example.compare_equal.cards": {
        "pt": "Deixa na mão cartas que valem {d}: também é um dos melhores arranjos.",
        "en": "Leaves cards worth {d} in hand: this is also a best arrangement.",
        "es": "Deja en la mano cartas que valen {d}: también es una de las mejores.",
        "fr": f"Valeur des cartes restées en main{_NB}: {{d}}{_NB}; c’est aussi l’un des meilleurs arrangements.",
    },
    "example.solve_caption": {
        "pt": "A mão e os seus arranjos",
        "en": "The hand and its arrangements",
        "es": "La mano y sus disposiciones",
        "fr": "La main et ses arrangements",
    },
    "example.round_caption": {
        "pt": "Ronda {r}: {n} cartas a cada um; {rank} são selvagens",
        "en": "Round {r}: {n} cards each, {rank} are wild",
        "es": "Ronda {r}: {n} cartas cada uno; {rank} son comodines",
        "fr": f"Manche {{r}}{_NB}: {{n}} cartes chacun, {{rank}} sont des cartes frimes",
    },
    # Beside a name: "est sorti" would give the name a gender (RULES.md); "a fini" takes avoir.
    "example.went_out": {"pt": "saiu", "en": "went out", "es": "salió", "fr": "sort"},
    "example.totals_caption": {
        "pt": "Pontos de penalização e totais acumulados",
        "en": "Penalty points and running totals",
        "es": "Puntos de penalización y totales acumulados",
        "fr": "Points de pénalité et totaux cumulés",
    },
    "example.total": {"pt": "Total", "en": "Total", "es": "Total", "fr": "Total"},
    # The running total beside a round's points, inside a cell: "3 (total 3)", lower case mid-cell (the row header
    # keeps Total); not a row label.
    "example.running_total": {"pt": "total {n}", "en": "total {n}", "es": "total {n}", "fr": "{n} au total"},
    "example.remaining": {
        "pt": "Cartas na mão",
        "en": "Cards left",
        "es": "Cartas en la mano",
        "fr": "Cartes restées en main",
    },
    "example.value": {"pt": "Valor", "en": "Value", "es": "Valor", "fr": "Valeur"},
    "example.points": {"pt": "Pontos", "en": "Points", "es": "Puntos", "fr": "Points"},
    "example.ru_caption": {
        "pt": "Cartas que ficaram na mão dos adversários",
        "en": "Cards left in the opponents' hands",
        "es": "Cartas que quedaron en la mano de los rivales",
        "fr": "Cartes restées en main chez les adversaires",
    },
    "example.meld_on_table": {
        "pt": "Combinação na mesa",
        "en": "Meld on the table",
        "es": "Combinación en la mesa",
        "fr": "Combinaison sur la table",
    },
    "example.card_laid": {
        "pt": "Carta a baixar",
        "en": "Card laid off",
        "es": "Carta que se coloca",
        "fr": "Carte posée",
    },
    "example.layoff_ok": {
        "pt": "Permitido: a combinação passa a ser {result} ({rule}).",
        "en": "Legal: the meld becomes {result} ({rule}).",
        "es": "Se puede: la combinación pasa a ser {result} ({rule}).",
        "fr": f"Permis{_NB}: la combinaison devient {{result}} ({{rule}}).",
    },
    "example.layoff.first-meld": {
        "pt": "Ainda não é permitido: só se pode baixar numa combinação depois de ter posto na mesa uma combinação própria ({rule}).",
        "en": "Not allowed yet: a player may lay off only after putting down a meld of their own ({rule}).",
        "es": "Todavía no se puede: solo se coloca en una combinación después de haber bajado una propia ({rule}).",
        "fr": f"Pas encore permis{_NB}: on ne pose sur une combinaison qu’après avoir étalé une combinaison à "
              "soi ({rule}).",
    },
    "example.layoff.breaks-meld": {
        "pt": "Não é permitido: a combinação deixaria de ser um grupo ou uma sequência ({rule}).",
        "en": "Not legal: the meld would no longer be a set or a run ({rule}).",
        "es": "No se puede: la combinación dejaría de ser un grupo o una escalera ({rule}).",
        "fr": f"Interdit{_NB}: la combinaison ne serait plus un groupe ni une suite ({{rule}}).",
    },
    # ---- play against the computer (practice/play.md, docs/assets/play.js) -------------------------
    "play.title": {
        "pt": "Jogar contra o computador",
        "en": "Play against the computer",
        "es": "Jugar contra el ordenador",
        "fr": "Jouer contre l’ordinateur",
    },
    "play.players": {"pt": "Jogadores", "en": "Players", "es": "Jugadores", "fr": "Joueurs"},
    "play.new": {"pt": "Novo jogo", "en": "New game", "es": "Nueva partida", "fr": "Nouvelle partie"},
    "play.hint": {"pt": "Sugestão", "en": "Hint", "es": "Pista", "fr": "Conseil"},
    "play.download": {
        "pt": "Descarregar o histórico",
        "en": "Download record",
        "es": "Descargar el historial",
        "fr": "Télécharger l’enregistrement",
    },
    "play.game_id": {
        "pt": "Jogo n.º {seed}, {players} jogadores",
        "en": "Game no. {seed}, {players} players",
        "es": "Partida n.º {seed}, {players} jugadores",
        "fr": f"Partie n°{_NB}{{seed}}, {{players}} joueurs",
    },
    "play.hand_n": {
        "pt": "Mão {n} de {total}",
        "en": "Hand {n} of {total}",
        "es": "Mano {n} de {total}",
        "fr": "Donne {n} sur {total}",
    },
    "play.round_tt": {
        "pt": "Ronda {n} de {total}: os {wild} são selvagens",
        "en": "Round {n} of {total}: {wild}s are wild",
        "es": "Ronda {n} de {total} · comodines: {wild}",
        "fr": f"Manche {{n}} sur {{total}}{_NB}: les {{wilds}} sont des cartes frimes",
    },
    "play.round_rummy": {
        "pt": "Ronda {n}: ganha quem chegar a {target} pontos",
        "en": "Round {n}: the first to {target} points wins",
        "es": "Ronda {n}: gana quien llegue a {target} puntos",
        "fr": f"Manche {{n}}{_NB}: le premier à {{target}} points gagne",
    },
    "play.dealer": {"pt": "Dador: {player}", "en": "Dealer: {player}", "es": "Repartidor: {player}",
                    "fr": f"Donneur{_NB}: {{player}}"},
    "play.held": {
        "pt": "{player}: {n} cartas",
        "en": "{player}: {n} cards",
        "es": "{player}: {n} cartas",
        "fr": f"{{player}}{_NB}: {{n}} cartes",
    },
    "play.held_one": {
        "pt": "{player}: 1 carta",
        "en": "{player}: 1 card",
        "es": "{player}: 1 carta",
        "fr": f"{{player}}{_NB}: 1 carte",
    },
    "play.stock": {
        "pt": "Tirar do monte ({n})",
        "en": "Draw from the stock ({n})",
        "es": "Robar del mazo ({n})",
        "fr": "Piocher dans le talon ({n})",
    },
    "play.take_discard": {
        "pt": "Tirar do descarte",
        "en": "Take the discard",
        "es": "Robar del descarte",
        "fr": "Prendre la défausse",
    },
    "play.discard_pile": {"pt": "Descarte", "en": "Discard pile", "es": "Descarte", "fr": "Défausse"},
    "play.empty": {"pt": "vazio", "en": "empty", "es": "vacío", "fr": "vide"},
    "play.your_hand": {"pt": "A sua mão", "en": "Your hand", "es": "Tu mano", "fr": "Votre main"},
    "play.hand_help": {
        "pt": "Setas para mudar de carta, Espaço ou Enter para a escolher.",
        "en": "Arrow keys move between cards; Space or Enter selects one.",
        "es": "Flechas para cambiar de carta; Espacio o Intro para elegirla.",
        "fr": f"Flèches pour passer d’une carte à l’autre{_NB}; Espace ou Entrée pour la choisir.",
    },
    "play.deadwood_n": {"pt": "sobra: {n}", "en": "deadwood {n}", "es": "resto: {n}", "fr": "points morts\u202f: {n}"},
    # Rummy's leftover cards are what the winner scores (RU-8), not deadwood.
    "play.cards_n": {"pt": "valor das cartas na mão: {n}", "en": "cards left in hand {n}", "es": "cartas en la mano: {n}",
                     "fr": "valeur des cartes restées en main\u202f: {n}"},
    # After a refused move's message: a link to its rule in the rules reference.
    "play.see_rule": {
        "pt": "A regra {rule} na referência das regras",
        "en": "Rule {rule} in the rules reference",
        "es": "La regla {rule} en la referencia de las reglas",
        "fr": "La règle {rule} dans la référence des règles",
    },
    # Three Thirteen's leftovers are penalty points (TT-7), not deadwood.
    "play.penalty_n": {
        "pt": "pontos de penalização: {n}",
        "en": "penalty points {n}",
        "es": "puntos de penalización: {n}",
        "fr": "points de pénalité\u202f: {n}",
    },
    "play.best": {
        "pt": "O seu melhor arranjo",
        "en": "Your best arrangement",
        "es": "Tu mejor disposición",
        "fr": "Votre meilleur arrangement",
    },
    "play.turn_draw": {
        "pt": "É a sua vez: tire uma carta do monte ou do descarte.",
        "en": "Your turn: draw a card from the stock or the discard pile.",
        "es": "Es tu turno: roba una carta del mazo o del descarte.",
        "fr": f"À vous{_NB}: piochez une carte dans le talon ou prenez celle de la défausse.",
    },
    "play.turn_knock": {
        "pt": "Escolha uma carta e descarte-a, ou bata com ela.",
        "en": "Choose a card, then discard it or knock with it.",
        "es": "Elige una carta y descártala, o cierra con ella.",
        "fr": "Choisissez une carte, puis défaussez-la ou frappez avec elle.",
    },
    "play.turn_tt": {
        "pt": "Escolha uma carta e descarte-a, ou saia com ela.",
        "en": "Choose a card, then discard it or go out with it.",
        "es": "Elige una carta y descártala, o sal con ella.",
        "fr": "Choisissez une carte, puis défaussez-la ou sortez avec elle.",
    },
    "play.turn_rummy": {
        "pt": "Escolha cartas para pôr uma combinação na mesa ou baixar numa combinação da mesa; no fim, descarte uma.",
        "en": "Choose cards to meld or to lay off on the table; then discard one.",
        "es": "Elige cartas para bajar una combinación o colocarlas en la mesa; al final, descarta una.",
        "fr": "Choisissez des cartes pour étaler une combinaison ou les poser sur une combinaison de la table, puis "
              "défaussez-en une.",
    },
    "play.waiting": {
        "pt": "O computador está a jogar…",
        "en": "The computer is playing…",
        "es": "El ordenador está jugando…",
        "fr": "L’ordinateur joue…",
    },
    "play.act_discard": {"pt": "Descartar", "en": "Discard", "es": "Descartar", "fr": "Défausser"},
    "play.act_knock": {"pt": "Bater", "en": "Knock", "es": "Cerrar", "fr": "Frapper"},
    "play.act_go_out": {"pt": "Sair", "en": "Go out", "es": "Salir", "fr": "Sortir"},
    "play.act_meld": {
        "pt": "Pôr na mesa",
        "en": "Meld",
        "es": "Bajar combinación",
        "fr": "Étaler la combinaison",
    },
    "play.act_decline": {
        "pt": "Recusar o descarte",
        "en": "Decline the discard",
        "es": "Rechazar el descarte",
        "fr": "Refuser la défausse",
    },
    "play.lay_off_on": {
        "pt": "Baixar aqui",
        "en": "Lay off here",
        "es": "Colocar aquí",
        "fr": "Poser ici",
    },
    "play.select_one": {
        "pt": "Escolha primeiro uma carta da sua mão.",
        "en": "First choose one card of your hand.",
        "es": "Elige primero una carta de tu mano.",
        "fr": "Choisissez d’abord une carte de votre main.",
    },
    "play.select_meld": {
        "pt": "Escolha primeiro as cartas da combinação.",
        "en": "First choose the cards of the meld.",
        "es": "Elige primero las cartas de la combinación.",
        "fr": "Choisissez d’abord les cartes de la combinaison.",
    },
    "play.you_drew": {"pt": "Tirou {card}.", "en": "You drew {card}.", "es": "Has robado {card}.",
                      "fr": "Vous avez pioché {card}."},
    "play.log": {"pt": "Jogadas", "en": "Moves", "es": "Jugadas", "fr": "Coups"},
    "play.table": {
        "pt": "Combinações na mesa",
        "en": "Melds on the table",
        "es": "Combinaciones en la mesa",
        "fr": "Combinaisons sur la table",
    },
    "play.no_table": {
        "pt": "Ainda não há combinações na mesa.",
        "en": "No meld on the table yet.",
        "es": "Todavía no hay combinaciones en la mesa.",
        "fr": "Pas encore de combinaison sur la table.",
    },
    "play.meld_of": {
        "pt": "Combinação {n} ({player})",
        "en": "Meld {n} ({player})",
        "es": "Combinación {n} ({player})",
        "fr": "Combinaison {n} ({player})",
    },
    "play.ended_hand": {"pt": "Fim da mão {n}", "en": "End of hand {n}", "es": "Fin de la mano {n}",
                        "fr": "Fin de la donne {n}"},
    "play.ended_round": {"pt": "Fim da ronda {n}", "en": "End of round {n}", "es": "Fin de la ronda {n}",
                         "fr": "Fin de la manche {n}"},
    "play.next_hand": {"pt": "Mão seguinte", "en": "Next hand", "es": "Siguiente mano", "fr": "Donne suivante"},
    "play.next_round": {"pt": "Ronda seguinte", "en": "Next round", "es": "Siguiente ronda",
                        "fr": "Manche suivante"},
    "play.totals": {"pt": "Registo", "en": "Ledger", "es": "Registro", "fr": "Registre"},
    "play.total": {"pt": "Total", "en": "Total", "es": "Total", "fr": "Total"},
    "play.over": {
        "pt": "Fim do jogo",
        "en": "The game is over",
        "es": "Fin de la partida",
        "fr": "Fin de la partie",
    },
    "play.winner": {"pt": "Vencedor: {players}", "en": "Winner: {players}", "es": "Gana: {players}",
                    "fr": f"Vainqueur{_NB}: {{players}}"},
    "play.winners": {"pt": "Vencedores: {players}", "en": "Winners: {players}", "es": "Ganan: {players}",
                     "fr": f"Vainqueurs{_NB}: {{players}}"},
    "play.hands_shown": {
        "pt": "As mãos de todos",
        "en": "Everyone’s hands",
        "es": "Las manos de todos",
        "fr": "Toutes les mains",
    },
    "play.noscript": {
        "pt": "Para jogar contra o computador, ative o JavaScript. Esta é a primeira mão do jogo.",
        "en": "Turn on JavaScript to play against the computer. This is the game’s first deal.",
        "es": "Para jugar contra el ordenador, activa JavaScript. Esta es la primera mano de la partida.",
        "fr": "Activez JavaScript pour jouer contre l’ordinateur. Voici la première donne de la partie.",
    },
    "play.resumed": {
        "pt": "O seu jogo guardado foi retomado.",
        "en": "Your saved game has been resumed.",
        "es": "Se ha reanudado tu partida guardada.",
        "fr": "Votre partie enregistrée a été reprise.",
    },
    "play.resumed_rules": {
        "pt": ("O seu jogo guardado foi retomado com as regras com que começou; as regras da casa escolhidas "
               "depois valem a partir do próximo jogo."),
        "en": ("Your saved game has been resumed with the rules it began with; the house rules chosen since "
               "apply from the next game."),
        "es": ("Se ha reanudado tu partida guardada con las reglas con las que empezó; las reglas de la casa "
               "elegidas después se aplican desde la próxima partida."),
        "fr": (f"Votre partie enregistrée a été reprise avec les règles de son début{_NB}; les règles maison "
               "choisies depuis s’appliquent à partir de la prochaine partie."),
    },
    "play.save_damaged": {
        "pt": "Não foi possível ler o jogo guardado; começou um jogo novo.",
        "en": "The saved game could not be read; a new game has begun.",
        "es": "No se pudo leer la partida guardada; ha empezado una nueva.",
        "fr": f"Impossible de lire la partie enregistrée{_NB}; une nouvelle partie commence.",
    },
    "play.save_refused": {
        "pt": "Não foi possível retomar o jogo guardado ({message}); começou um jogo novo.",
        "en": "The saved game could not be resumed ({message}); a new game has begun.",
        "es": "No se pudo reanudar la partida guardada ({message}); ha empezado una nueva.",
        "fr": f"Impossible de reprendre la partie enregistrée ({{message}}){_NB}; une nouvelle partie commence.",
    },
    "play.bad_link": {
        "pt": "A ligação pede um jogo impossível ({message}); começou um jogo com as regras habituais.",
        "en": "The link asks for a game that cannot be played ({message}); a usual game has begun.",
        "es": "El enlace pide una partida imposible ({message}); ha empezado una partida normal.",
        "fr": f"Le lien demande une partie impossible ({{message}}){_NB}; une partie ordinaire commence.",
    },
    "play.thinking": {"pt": "A pensar…", "en": "Thinking…", "es": "Pensando…", "fr": "Réflexion…"},
    "play.hint_advice": {
        "pt": "Se bater agora com uma sobra de {deadwood}: ganha {win}, empata {tie}, é superado {beaten}; "
              "resultado médio {expected} pontos ({samples} distribuições simuladas).",
        "en": "If you knock now with deadwood {deadwood}: you win {win}, tie {tie}, are beaten {beaten}; "
              "average result {expected} points ({samples} simulated deals).",
        "es": "Si cierras ahora con un resto de {deadwood}: ganas el {win} de las veces, empatas el {tie} y te superan "
              "el {beaten}; resultado medio: {expected} puntos ({samples} repartos simulados).",
        "fr": f"Si vous frappez maintenant avec {{deadwood}} points morts{_NB}: victoire {{win}}, égalité {{tie}}, "
              f"défaite {{beaten}}{_NB}; résultat moyen {{expected}} points ({{samples}} donnes simulées).",
    },
    # ---- Material's own words that its translations leave in English ------------------------------
    "theme.permalink": {"pt": "Ligação permanente", "en": "Permanent link", "es": "Enlace permanente",
                        "fr": "Lien permanent"},
    "theme.made_with": {"pt": "Feito com", "en": "Made with", "es": "Hecho con", "fr": "Réalisé avec"},
    # ---- the "not found" page of each language (overrides/404.html) -------------------------------
    "theme.not_found_title": {
        "pt": "Página não encontrada",
        "en": "Page not found",
        "es": "Página no encontrada",
        "fr": "Page introuvable",
    },
    "theme.not_found_text": {
        "pt": "A página que procura não existe neste endereço. Pesquise o site com a caixa de pesquisa, "
              "no topo da página, ou comece pela página inicial.",
        "en": "There is no page at this address. Search the site with the search box at the top of the "
              "page, or start from the home page.",
        "es": "No hay ninguna página en esta dirección. Busca en el sitio con el cuadro de búsqueda, arriba "
              "del todo, o empieza por la página de inicio.",
        "fr": "Il n’y a aucune page à cette adresse. Cherchez dans le site avec le champ de recherche, en haut "
              "de la page, ou repartez de l’accueil.",
    },
    "theme.not_found_home": {
        "pt": "Ir para a página inicial",
        "en": "Go to the home page",
        "es": "Ir a la página de inicio",
        "fr": "Aller à l’accueil",
    },
    "theme.not_found_languages": {
        "pt": "Noutras línguas",
        "en": "In other languages",
        "es": "En otros idiomas",
        "fr": "Dans d’autres langues",
    },
    "theme.not_found_other": {
        "pt": "Rummylab em português: página inicial",
        "en": "Rummylab in English: home page",
        "es": "Rummylab en español: página de inicio",
        "fr": f"Rummylab en français{_NB}: accueil",
    },
}



def _catalogue() -> dict[str, dict[str, str]]:
    """:data:`_WORDS` and every part's ``WORDS``, merged by the engine's loader (:func:`rummylab.words.catalogue.merge`):
    a term in two places, or without every language, is an error naming the part."""
    parts: dict[str, dict[str, dict[str, str]]] = {"site_plugins/words.py": _WORDS}
    for info in sorted(pkgutil.iter_modules(words_parts.__path__), key=lambda i: i.name):
        parts[f"site_plugins/words_parts/{info.name}.py"] = importlib.import_module(
            f"{words_parts.__name__}.{info.name}").WORDS
    return merge(parts)


#: Every term of the site: term -> language -> text.
CATALOGUE: dict[str, dict[str, str]] = _catalogue()

_SLOT = re.compile(r"\{(\w+)\}")


def fill(template: str, **values: object) -> str:
    """Put ``values`` into a template's ``{name}`` slots; a slot without a value stays as it is.

    The twin of ``fill`` in ``docs/assets/render.js``.

    >>> fill("{round} ({cards} cards, {wild}s wild)", round=3, cards=5)
    '3 (5 cards, {wild}s wild)'
    """
    return _SLOT.sub(lambda m: str(values[m[1]]) if m[1] in values else m[0], template)


def word(term: str, lang: str, **values: object) -> str:
    """The text of ``term`` in ``lang``, its ``{name}`` slots filled from ``values``.

    Raises:
        KeyError: an unknown term or language (a bug in a plugin, not in a page).

    >>> word("quiz.knocked", "es", player="jugador 2")
    'Cerró el jugador 2.'
    """
    try:
        texts = CATALOGUE[term]
    except KeyError:
        raise KeyError(f"no term {term!r} in site_plugins/words.py") from None
    if lang not in texts:
        raise KeyError(f"no language {lang!r} for the term {term!r} (have {', '.join(texts)})")
    return fill(elided(texts[lang], values, lang), **values) if values else texts[lang]


def leftover_term(term: str, leftover: str) -> str:
    """``term`` in the words of a game's leftover cards (the engine's ``leftover``: Knock Rummy's
    ``"deadwood"``, Three Thirteen's ``"penalty"``, Rummy's ``"cards"``): the term itself for
    deadwood, else its ``_penalty`` / ``_cards`` form. The twin of ``leftoverKey`` in
    ``docs/assets/render.js``.

    >>> leftover_term("solver.summary", "deadwood"), leftover_term("solver.summary", "penalty")
    ('solver.summary', 'solver.summary_penalty')
    """
    return term if leftover == "deadwood" else f"{term}_{leftover}"


def script_words(terms: Iterable[str], lang: str) -> dict[str, str]:
    """The texts a page script reads, keyed by each term without its namespace.

    When two terms share a key (a widget's own ``quiz.title`` after the solver's
    ``solver.title``), the later text replaces the earlier one in its place.
    """
    out: dict[str, str] = {}
    for term in terms:
        out[term.split(".", 1)[-1]] = word(term, lang)
    return out
