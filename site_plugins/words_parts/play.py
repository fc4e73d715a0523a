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
        "es": "Este juego es de {low} a {high} jugadores.",
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
}
