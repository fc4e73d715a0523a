"""The play widget's newer words (``play.*``); the first ones are in :mod:`site_plugins.words`."""

from site_plugins.words_parts import NB

WORDS: dict[str, dict[str, str]] = {
    "play.skip": {
        "pt": "Mostrar já as jogadas todas",
        "en": "Show all the moves now",
        "es": "Ver ya todas las jugadas",
        "fr": "Voir tous les coups tout de suite",
    },
    "play.players_range": {
        "pt": "De {low} a {high} jogadores neste jogo.",
        "en": "This game is for {low} to {high} players.",
        "es": "Se juega de {low} a {high} jugadores.",
        "fr": "Ce jeu se joue de {low} à {high} joueurs.",
    },
    "play.players_kept": {
        "pt": "Escolha entre {low} e {high} jogadores; o jogo em curso continua.",
        "en": "Choose {low} to {high} players; the game you are playing goes on.",
        "es": "Elige entre {low} y {high} jugadores; la partida en curso sigue.",
        "fr": f"Choisissez entre {{low}} et {{high}} joueurs{NB}; la partie en cours continue.",
    },
    "play.pace_ignored": {
        "pt": "O ritmo pedido na ligação (pace={value}) foi ignorado: tem de ser um número inteiro de "
              "milissegundos, de 0 a {max}.",
        "en": "The link’s pace (pace={value}) was ignored: it must be a whole number of milliseconds "
              "from 0 to {max}.",
        "es": "Se ha ignorado el ritmo del enlace (pace={value}): tiene que ser un número entero de "
              "milisegundos, de 0 a {max}.",
        "fr": f"Le rythme demandé par le lien (pace={{value}}) a été ignoré{NB}: il faut un nombre entier de "
              "millisecondes, de 0 à {max}.",
    },
    # The table (play.js): the reader is "you" (es: tú; fr: vous); pt names the seat, as the coach does
    # (the pages' formal third person has no pronoun for the reader: never "você").
    "play.you": {"pt": "jogador 1 (o seu lugar)", "en": "you", "es": "tú", "fr": "vous"},
    "play.you_took": {
        "pt": "Tirou {card} do descarte.",
        "en": "You took {card} from the discard pile.",
        "es": "Has robado {card} del descarte.",
        "fr": "Vous avez pris {card} dans la défausse.",
    },
    "play.you_discarded": {
        "pt": "Descartou {card}.",
        "en": "You discarded {card}.",
        "es": "Has descartado {card}.",
        "fr": "Vous avez défaussé {card}.",
    },
    "play.you_knocked": {
        "pt": "Bateu, com {card} virada para baixo.",
        "en": "You knocked, {card} face down.",
        "es": "Has cerrado dejando {card} boca abajo.",
        "fr": "Vous avez frappé en posant {card} face cachée.",
    },
    "play.you_went_out": {
        "pt": "Saiu, descartando {card}.",
        "en": "You went out, discarding {card}.",
        "es": "Has salido, descartando {card}.",
        "fr": "Vous sortez en défaussant {card}.",
    },
    "play.you_melded": {
        "pt": "Pôs na mesa {cards}.",
        "en": "You melded {cards}.",
        "es": "Has bajado {cards}.",
        "fr": "Vous avez étalé {cards}.",
    },
    "play.you_laid_off": {
        "pt": "Baixou {card} na combinação {n}.",
        "en": "You laid off {card} on meld {n}.",
        "es": "Has colocado {card} en la combinación {n}.",
        "fr": "Vous avez posé {card} sur la combinaison {n}.",
    },
    "play.you_declined": {
        "pt": "Recusou o descarte.",
        "en": "You declined the discard.",
        "es": "Has rechazado el descarte.",
        "fr": "Vous avez refusé la défausse.",
    },
    # A bot's draw from the discard pile, naming the card that was on top (in view before the move).
    "play.took": {
        "pt": "{player} tira {card} do descarte",
        "en": "{player} takes {card} from the discard pile",
        "es": "{player} roba {card} del descarte",
        "fr": "{player} prend {card} dans la défausse",
    },
    # The last join of a list of winners on the final box ("you and player 2").
    "play.and": {"pt": "e", "en": "and", "es": "y", "fr": "et"},
    "play.you_win": {"pt": "Ganhou!", "en": "You win!", "es": "¡Has ganado!", "fr": f"Vous avez gagné{NB}!"},
    "play.your_meld": {
        "pt": "A sua combinação {n}",
        "en": "Your meld {n}",
        "es": "Tu combinación {n}",
        "fr": "Votre combinaison {n}",
    },
    # TT-6: after a player goes out, every other player has one more turn.
    "play.last_turn": {
        "pt": "{player} saiu: é a sua última jogada (TT-6).",
        "en": "{player} has gone out: this is your last turn (TT-6).",
        "es": "{player} ha salido: es tu último turno (TT-6).",
        "fr": f"{{player}} sort{NB}: c’est votre dernier tour (TT-6).",
    },
    # Before the engine's account of a hand or round, which numbers the seats.
    "play.you_are": {"pt": "No relato, é o jogador 1.", "en": "In this account, you are player 1.",
                     "es": "En este resumen, eres el jugador 1.", "fr": "Dans ce récit, vous êtes le joueur 1."},
    "play.stock_label": {"pt": "Monte", "en": "Stock", "es": "Mazo", "fr": "Talon"},
    "play.new_confirm": {
        "pt": "Abandonar o jogo em curso e começar um novo?",
        "en": "Leave the game in progress and deal a new one?",
        "es": "¿Dejar la partida en curso y repartir una nueva?",
        "fr": f"Abandonner la partie en cours et en distribuer une nouvelle{NB}?",
    },
    "play.new_yes": {"pt": "Sim, novo jogo", "en": "Yes, new game", "es": "Sí, nueva partida",
                     "fr": "Oui, nouvelle partie"},
    "play.new_no": {"pt": "Continuar este", "en": "Keep playing", "es": "Seguir jugando", "fr": "Continuer"},
    "play.game_next": {
        "pt": "O jogo escolhido começa quando carregar em Novo jogo.",
        "en": "The game you chose starts when you press New game.",
        "es": "La partida elegida empieza cuando pulses Nueva partida.",
        "fr": "Le jeu choisi commence quand vous appuyez sur « Nouvelle partie ».",
    },
    # Shorter games (the address's ?rounds= and ?target=): Three Thirteen's rounds (TT-2), Rummy's target (RU-8).
    "play.length": {"pt": "Duração", "en": "Length", "es": "Duración", "fr": "Durée"},
    "play.level": {"pt": "Nível dos adversários", "en": "Opponents' level", "es": "Nivel de los rivales",
                   "fr": "Niveau des adversaires"},
    "play.len_session": {
        "pt": "Uma sessão (uma mão por jogador)",
        "en": "A session (one hand per player)",
        "es": "Una sesión (una mano por jugador)",
        "fr": "Une séance (une donne par joueur)",
    },
    "play.len_hand": {"pt": "Uma só mão", "en": "One hand", "es": "Una sola mano", "fr": "Une seule donne"},
    "play.len_rounds": {"pt": "{n} rondas", "en": "{n} rounds", "es": "{n} rondas", "fr": "{n} manches"},
    "play.len_target": {"pt": "Até {n} pontos", "en": "To {n} points", "es": "Hasta {n} puntos",
                        "fr": "En {n} points"},
}
