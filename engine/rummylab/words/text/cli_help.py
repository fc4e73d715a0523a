"""The command line's help screens, in en, pt, es and fr: part of the engine's one catalogue.

What ``rummylab --help`` and every command's ``--help`` say: argparse's own parts (the usage
prefix, the headings, ``-h``), each command's line and description, each option's help and the
placeholder of its value (``--seed N``, ``--hand CARTAS``). :class:`rummylab.cli.language.Parser`
words its screens from these. Option names (``--deadwood``), command names (``solve``) and the
values typed (``knock``, ``true``) stay as typed. Each game keeps its own words (RULES.md): Knock
Rummy's deadwood, Three Thirteen's penalty points, Rummy's cards left in hand.
"""

from __future__ import annotations

__all__ = ["WORDS"]

_NB = "\u202f"  # French: the narrow no-break space before : ; ? ! and inside « »


def _fr(sentence: str) -> str:
    """French guillemets with their narrow no-break spaces: ``« x »`` as ``«\u202fx\u202f»``."""
    return sentence.replace("« ", f"«{_NB}").replace(" »", f"{_NB}»")


WORDS: dict[str, dict[str, str]] = {
    # ---- argparse's parts ------------------------------------------------------------------
    "cli.usage": {"en": "usage: ", "pt": "utilização: ", "es": "uso: ", "fr": f"utilisation{_NB}: "},
    "cli.heading.positional": {"en": "arguments", "pt": "argumentos", "es": "argumentos", "fr": "arguments"},
    "cli.heading.options": {"en": "options", "pt": "opções", "es": "opciones", "fr": "options"},
    "cli.arg.help": {"en": "show this help and stop", "pt": "mostra esta ajuda e termina",
                     "es": "muestra esta ayuda y termina", "fr": "affiche cette aide et s’arrête"},
    "cli.arg.version": {"en": "show the version and stop", "pt": "mostra a versão e termina",
                        "es": "muestra la versión y termina", "fr": "affiche la version et s’arrête"},

    # ---- placeholders of values (cli.metavar.<metavar or dest>) ------------------------------
    "cli.metavar.command": {"en": "COMMAND", "pt": "COMANDO", "es": "COMANDO", "fr": "COMMANDE"},
    "cli.metavar.game": {"en": "GAME", "pt": "JOGO", "es": "JUEGO", "fr": "JEU"},
    "cli.metavar.cards": {"en": "CARDS", "pt": "CARTAS", "es": "CARTAS", "fr": "CARTES"},
    "cli.metavar.hand": {"en": "CARDS", "pt": "CARTAS", "es": "CARTAS", "fr": "CARTES"},
    "cli.metavar.seen": {"en": "CARDS", "pt": "CARTAS", "es": "CARTAS", "fr": "CARTES"},
    "cli.metavar.bots": {"en": "BOTS", "pt": "ROBÔS", "es": "BOTS", "fr": "ROBOTS"},
    "cli.metavar.rank": {"en": "RANK", "pt": "VALOR", "es": "VALOR", "fr": "RANG"},
    "cli.metavar.rule": {"en": "NAME=VALUE", "pt": "NOME=VALOR", "es": "NOMBRE=VALOR", "fr": "NOM=VALEUR"},
    "cli.metavar.file": {"en": "FILE", "pt": "FICHEIRO", "es": "ARCHIVO", "fr": "FICHIER"},
    "cli.metavar.kinds": {"en": "KINDS", "pt": "TIPOS", "es": "TIPOS", "fr": "TYPES"},
    "cli.metavar.title": {"en": "TITLE", "pt": "TÍTULO", "es": "TÍTULO", "fr": "TITRE"},
    "cli.metavar.n": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    # A number: a count, a seat, a seed, a round.
    "cli.metavar.players": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    "cli.metavar.seed": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    "cli.metavar.dealer": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    "cli.metavar.round": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    "cli.metavar.rounds": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    "cli.metavar.target": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    "cli.metavar.hands": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    "cli.metavar.samples": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    "cli.metavar.decks": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    "cli.metavar.count": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    "cli.metavar.limit": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    "cli.metavar.knocker": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    "cli.metavar.out": {"en": "N", "pt": "N", "es": "N", "fr": "N"},
    "cli.metavar.deadwood": {"en": "N", "pt": "N", "es": "N", "fr": "N"},

    # ---- the options several commands share ------------------------------------------------
    "cli.arg.lang": {"en": "language of everything the command says (default: from LANGUAGE/LANG, else en)",
                     "pt": "língua de tudo o que o comando diz (por omissão: a de LANGUAGE/LANG, senão en)",
                     "es": "idioma de todo lo que dice el comando (por defecto: el de LANGUAGE/LANG o, si no, en)",
                     "fr": "langue de tout ce que dit la commande (par défaut{nb}: celle de LANGUAGE/LANG, sinon en)"
                           .format(nb=_NB)},
    "cli.arg.json": {"en": "print JSON instead of text", "pt": "escreve JSON em vez de texto",
                     "es": "escribe JSON en lugar de texto", "fr": "écrit du JSON au lieu du texte"},
    "cli.arg.rule": {"en": "a house rule, repeatable (rummylab rules --game GAME lists them)",
                     "pt": "uma regra da casa, repetível (rummylab rules --game JOGO lista-as)",
                     "es": "una regla de la casa, repetible (rummylab rules --game JUEGO las lista)",
                     "fr": "une règle maison, répétable (rummylab rules --game JEU les liste)"},
    "cli.arg.game": {"en": "knock (default), three-thirteen or rummy",
                     "pt": "knock (por omissão), three-thirteen ou rummy",
                     "es": "knock (por defecto), three-thirteen o rummy",
                     "fr": "knock (par défaut), three-thirteen ou rummy"},
    "cli.arg.players": {"en": "players at the table", "pt": "jogadores à mesa", "es": "jugadores en la mesa",
                        "fr": "nombre de joueurs à la table"},
    "cli.arg.seed.deal": {"en": "seed of the deal (any whole number; default 0)",
                          "pt": "semente da distribuição (qualquer número inteiro; por omissão 0)",
                          "es": "semilla del reparto (cualquier número entero; por defecto 0)",
                          "fr": f"graine de la donne (n’importe quel nombre entier{_NB}; par défaut 0)"},
    "cli.arg.round": {"en": "Three Thirteen round, 1-11 (default 1)",
                      "pt": "ronda de Three Thirteen, 1 a 11 (por omissão 1)",
                      "es": "ronda de Three Thirteen, de 1 a 11 (por defecto 1)",
                      "fr": "manche de Three Thirteen, de 1 à 11 (par défaut 1)"},

    # ---- rummylab ------------------------------------------------------------------------------
    "cli.about": {"en": "Knock Rummy, Three Thirteen and Rummy: solve and settle hands, deal, play, practise.",
                  "pt": "Knock Rummy, Three Thirteen e Rummy: organizar e acertar mãos, dar cartas, jogar, praticar.",
                  "es": "Knock Rummy, Three Thirteen y Rummy: ordena y liquida manos, reparte, juega, practica.",
                  "fr": "Knock Rummy, Three Thirteen et Rummy{nb}: arranger des mains, régler des donnes, "
                        "distribuer, jouer, s’entraîner.".format(nb=_NB)},

    # ---- solve ---------------------------------------------------------------------------------
    "cli.cmd.solve": {"en": "arrange a hand into melds (KR-5, TT-7)",
                      "pt": "organizar uma mão em combinações (KR-5, TT-7)",
                      "es": "ordenar una mano en combinaciones (KR-5, TT-7)",
                      "fr": "arranger une main en combinaisons (KR-5, TT-7)"},
    "cli.cmd.solve.about": {
        "en": "Arrange a hand into melds: the smallest deadwood in Knock Rummy, the fewest penalty points in Three "
              "Thirteen, the fewest cards left in hand in Rummy. Cards: QH, 10H, TH, Q♥ …",
        "pt": "Organiza uma mão em combinações: a menor sobra no Knock Rummy, o mínimo de pontos de penalização no "
              "Three Thirteen, o menor valor das cartas na mão no Rummy. Cartas: QH, 10H, TH, Q♥ …",
        "es": "Ordena una mano en combinaciones: el menor resto en Knock Rummy, el menor número de puntos de "
              "penalización en Three Thirteen y, en Rummy, el menor valor de las cartas que quedan en la mano. "
              "Cartas: QH, 10H, TH, Q♥ …",
        "fr": f"Arrange une main en combinaisons{_NB}: le moins de points morts au Knock Rummy, le moins de points de "
              "pénalité au Three Thirteen, la plus faible valeur de cartes restées en main au Rummy. "
              f"Cartes{_NB}: QH, 10H, TH, Q♥ …"},
    "cli.arg.solve.game": {"en": "knock, three-thirteen or rummy (default knock, or three-thirteen with --round/--wild)",
                           "pt": "knock, three-thirteen ou rummy (por omissão knock, ou three-thirteen com "
                                 "--round/--wild)",
                           "es": "knock, three-thirteen o rummy (por defecto knock, o three-thirteen con "
                                 "--round/--wild)",
                           "fr": "knock, three-thirteen ou rummy (par défaut knock, ou three-thirteen avec "
                                 "--round/--wild)"},
    "cli.arg.solve.round": {"en": "Three Thirteen round, 1-11 (its rank is wild, TT-3)",
                            "pt": "ronda de Three Thirteen, 1 a 11 (fixa o valor selvagem: os 3 na ronda 1, os reis na ronda 11; TT-3)",
                            "es": "ronda de Three Thirteen, de 1 a 11 (marca qué valor es comodín, TT-3)",
                            "fr": "manche de Three Thirteen, de 1 à 11 (elle fixe le rang frime, TT-3)"},
    "cli.arg.solve.wild": {"en": "Three Thirteen: the wild rank (e.g. 7 or Q)",
                           "pt": "Three Thirteen: o valor selvagem (p. ex. 7 ou Q)",
                           "es": "Three Thirteen: el valor comodín (p. ej. 7 o Q)",
                           "fr": f"Three Thirteen{_NB}: le rang des cartes frimes (p. ex. 7 ou Q)"},
    "cli.arg.solve.decks": {"en": "decks in play (copies of a card allowed)",
                            "pt": "baralhos em jogo (permite cópias de uma carta)",
                            "es": "barajas en juego (permite copias de una carta)",
                            "fr": "paquets en jeu (une carte peut alors figurer plusieurs fois)"},
    "cli.arg.solve.all": {"en": "list every optimal arrangement", "pt": "lista todos os arranjos ótimos",
                          "es": "lista todas las disposiciones óptimas", "fr": "liste tous les arrangements optimaux"},
    "cli.arg.solve.limit": {"en": "with --all: list at most N arrangements", "pt": "com --all: lista no máximo N arranjos",
                            "es": "con --all: lista como mucho N disposiciones",
                            "fr": f"avec --all{_NB}: liste au plus N arrangements"},
    "cli.arg.solve.batch": {"en": "read one hand per line on stdin, write one JSON per line",
                            "pt": "lê uma mão por linha da entrada padrão e escreve um JSON por linha",
                            "es": "lee una mano por línea de la entrada estándar y escribe un JSON por línea",
                            "fr": "lit une main par ligne sur l’entrée standard et écrit un JSON par ligne"},
    "cli.arg.solve.cards": {"en": "the hand's cards", "pt": "as cartas da mão", "es": "las cartas de la mano",
                            "fr": "les cartes de la main"},

    # ---- settle ------------------------------------------------------------------------------
    "cli.cmd.settle": {"en": "settle a hand or score a round", "pt": "acertar uma mão ou pontuar uma ronda",
                       "es": "liquidar una mano o puntuar una ronda", "fr": "régler une donne ou compter une manche"},
    "cli.cmd.settle.about": {"en": "Settle a Knock Rummy hand, or score a Three Thirteen or Rummy round.",
                             "pt": "Acerta uma mão de Knock Rummy, ou pontua uma ronda de Three Thirteen ou de Rummy.",
                             "es": "Liquida una mano de Knock Rummy, o puntúa una ronda de Three Thirteen o de Rummy.",
                             "fr": "Règle une donne de Knock Rummy, ou compte une manche de Three Thirteen ou de "
                                   "Rummy."},
    "cli.cmd.settle.knock": {"en": "settle a Knock Rummy hand (KR-10)", "pt": "acertar uma mão de Knock Rummy (KR-10)",
                             "es": "liquidar una mano de Knock Rummy (KR-10)",
                             "fr": "régler une donne de Knock Rummy (KR-10)"},
    "cli.cmd.settle.knock.about": {
        "en": "Settle a Knock Rummy hand. Players are numbered from 1; without --knocker the stock ran out (KR-9). "
              "With --rule lay-off=true, --hands lays each hand off on the knocker's melds first, and --deadwood is "
              "taken as counted after laying off.",
        "pt": "Acerta uma mão de Knock Rummy. Os jogadores contam-se a partir de 1; sem --knocker, o monte acabou "
              "(KR-9). Com --rule lay-off=true, --hands baixa primeiro as cartas de cada mão nas combinações de "
              "quem bate, e --deadwood conta-se depois de baixar.",
        "es": "Liquida una mano de Knock Rummy. Los jugadores se numeran desde 1; sin --knocker, la mano terminó "
              "porque se acabó el mazo (KR-9). Con --rule lay-off=true y --hands, el motor coloca primero las cartas "
              "de cada mano en las combinaciones de quien cierra; con --deadwood, indica el resto ya contado después "
              "de colocar.",
        "fr": "Règle une donne de Knock Rummy. Les joueurs sont numérotés à partir de 1{nb}; sans --knocker, le talon "
              "est épuisé (KR-9). Avec --rule lay-off=true, les cartes données par --hands sont "
              "d’abord posées sur les combinaisons du frappeur{nb}; avec --deadwood, donnez les points morts comptés "
              "après ces poses.".format(nb=_NB)},
    "cli.arg.settle.deadwood": {"en": "each player's deadwood", "pt": "a sobra de cada jogador",
                                "es": "el resto de cada jugador", "fr": "les points morts de chaque joueur"},
    "cli.arg.settle.hands": {"en": "each player's cards, one quoted hand each",
                             "pt": "as cartas de cada jogador, uma mão entre aspas cada",
                             "es": "las cartas de cada jugador, una mano entre comillas cada una",
                             "fr": "les cartes de chaque joueur, chaque main entre guillemets"},
    "cli.arg.settle.knocker": {"en": "the player who knocked (1, 2, …)", "pt": "o jogador que bateu (1, 2, …)",
                               "es": "el jugador que cerró (1, 2, …)", "fr": "le joueur qui a frappé (1, 2, …)"},
    "cli.cmd.settle.tt": {"en": "score a Three Thirteen round (TT-7)", "pt": "pontuar uma ronda de Three Thirteen (TT-7)",
                          "es": "puntuar una ronda de Three Thirteen (TT-7)",
                          "fr": "compter une manche de Three Thirteen (TT-7)"},
    "cli.cmd.settle.tt.about": {
        "en": "Score a Three Thirteen round: each player's penalty points (TT-7). Players are numbered from 1.",
        "pt": "Pontua uma ronda de Three Thirteen: os pontos de penalização de cada jogador (TT-7). Os jogadores "
              "contam-se a partir de 1.",
        "es": "Puntúa una ronda de Three Thirteen: los puntos de penalización de cada jugador (TT-7). Los jugadores "
              "se numeran desde 1.",
        "fr": f"Compte une manche de Three Thirteen{_NB}: les points de pénalité de chaque joueur (TT-7). Les joueurs "
              "sont numérotés à partir de 1."},
    "cli.arg.settle.tt.round": {"en": "the round, 1-11", "pt": "a ronda, 1 a 11", "es": "la ronda, de 1 a 11",
                                "fr": "la manche, de 1 à 11"},
    "cli.arg.settle.tt.hands": {"en": "each player's cards", "pt": "as cartas de cada jogador",
                                "es": "las cartas de cada jugador", "fr": "les cartes de chaque joueur"},
    "cli.arg.settle.out": {"en": "the player who went out (1, 2, …)", "pt": "o jogador que saiu (1, 2, …)",
                           "es": "el jugador que salió (1, 2, …)", "fr": "le joueur qui est sorti (1, 2, …)"},
    "cli.cmd.settle.rummy": {"en": "score a Rummy round (RU-8)", "pt": "pontuar uma ronda de Rummy (RU-8)",
                             "es": "puntuar una ronda de Rummy (RU-8)", "fr": "compter une manche de Rummy (RU-8)"},
    "cli.cmd.settle.rummy.about": {
        "en": "Score a Rummy round: the player who went out scores the cards left in the others' hands (RU-8).",
        "pt": "Pontua uma ronda de Rummy: quem saiu marca o valor das cartas que ficaram na mão dos outros (RU-8).",
        "es": "Puntúa una ronda de Rummy: quien salió se anota el valor de las cartas que quedan en la mano de los "
              "demás (RU-8).",
        "fr": f"Compte une manche de Rummy{_NB}: le joueur sorti marque la valeur des cartes restées en main chez les "
              "autres (RU-8)."},
    "cli.arg.settle.rummy.hands": {"en": "the cards left in each hand (\"\" or - for the player who went out)",
                                   "pt": "as cartas que ficaram em cada mão (\"\" ou - para quem saiu)",
                                   "es": "las cartas que quedan en cada mano (\"\" o - para quien salió)",
                                   "fr": "les cartes restées dans chaque main (\"\" ou - pour le joueur sorti)"},
    "cli.arg.settle.draw": {"en": "nobody went out: the round is a draw (RU-7)",
                            "pt": "ninguém saiu: a ronda é um empate (RU-7)",
                            "es": "nadie salió: la ronda es un empate (RU-7)",
                            "fr": f"personne n’est sorti{_NB}: la manche est nulle (RU-7)"},

    # ---- deal, play, simulate, advise ------------------------------------------------------
    "cli.cmd.deal": {"en": "deal a hand as the rules say (KR-2, TT-2, RU-1)",
                     "pt": "dar uma mão como mandam as regras (KR-2, TT-2, RU-1)",
                     "es": "repartir una mano como dicen las reglas (KR-2, TT-2, RU-1)",
                     "fr": "distribuer une donne selon les règles (KR-2, TT-2, RU-1)"},
    "cli.cmd.deal.about": {"en": "Deal one hand: one card at a time from the dealer's left.",
                           "pt": "Dá uma mão: uma carta de cada vez, a começar à esquerda do dador.",
                           "es": "Reparte una mano: de una en una, empezando a la izquierda del repartidor.",
                           "fr": "Distribue une donne{nb}: une carte à la fois, en commençant à gauche du donneur."
                                 .format(nb=_NB)},
    "cli.arg.deal.dealer": {"en": "the dealer's seat (1, 2, …; default 1)",
                            "pt": "o lugar do dador (1, 2, …; por omissão 1)",
                            "es": "el puesto del repartidor (1, 2, …; por defecto 1)",
                            "fr": f"la place du donneur (1, 2, …{_NB}; par défaut 1)"},
    "cli.cmd.play": {"en": "play against bots in the terminal", "pt": "jogar contra robôs no terminal",
                     "es": "jugar contra bots en el terminal", "fr": "jouer contre des robots dans le terminal"},
    "cli.cmd.play.about": {
        "en": "Play as player 1 against bots. Cards: 8D, 10H, Q♥ …; '{help}' lists the moves, '{quit}' (or Ctrl-D) "
              "leaves.",
        "pt": "Joga como jogador 1 contra robôs. Cartas: 8D, 10H, Q♥ …; «{help}» lista as jogadas, «{quit}» (ou "
              "Ctrl-D) termina o jogo.",
        "es": "Juega como jugador 1 contra bots. Cartas: 8D, 10H, Q♥ …; «{help}» lista las jugadas, «{quit}» (o "
              "Ctrl+D) termina la partida.",
        "fr": _fr(f"Jouez en joueur 1 contre des robots. Cartes{_NB}: 8D, 10H, Q♥ …{_NB}; « {{help}} » liste les "
                  "coups, « {quit} » (ou Ctrl-D) arrête la partie.")},
    # {bots}: each game's bots as typed, each with what it does (cli.botname.*).
    "cli.arg.play.bots": {"en": "bots, comma-separated, one per bot or one for all; {bots}",
                          "pt": "robôs, separados por vírgulas, um por adversário ou um para todos; {bots}",
                          "es": "bots, separados por comas, uno por bot o uno para todos; {bots}",
                          "fr": f"robots, séparés par des virgules, un par robot ou un pour tous{_NB}; {{bots}}"},
    "cli.arg.bots.threshold": {"en": "and in Knock Rummy threshold=N ({knocks})",
                               "pt": "e no Knock Rummy threshold=N ({knocks})",
                               "es": "y en Knock Rummy threshold=N ({knocks})",
                               "fr": "et au Knock Rummy threshold=N ({knocks})"},
    "cli.arg.play.rounds": {"en": "Three Thirteen: rounds to play (default 11)",
                            "pt": "Three Thirteen: rondas a jogar (por omissão 11)",
                            "es": "Three Thirteen: rondas que jugar (por defecto 11)",
                            "fr": f"Three Thirteen{_NB}: manches à jouer (par défaut 11)"},
    "cli.arg.play.target": {"en": "Rummy: points that end the game (default 200, or the house rule target)",
                            "pt": "Rummy: pontos que terminam o jogo (por omissão 200, ou a regra da casa target)",
                            "es": "Rummy: puntos que terminan la partida (por defecto 200, o el valor de la regla de "
                                  "la casa target)",
                            "fr": f"Rummy{_NB}: points qui terminent la partie (par défaut 200, ou la règle maison "
                                  "target)"},
    "cli.cmd.simulate": {"en": "bots play many hands; summary figures",
                         "pt": "pôr robôs a jogar muitas mãos e resumir os resultados",
                         "es": "poner a los bots a jugar muchas manos o rondas y resumir sus cifras",
                         "fr": "faire jouer de nombreuses donnes ou manches à des robots et en résumer les chiffres"},
    "cli.cmd.simulate.about": {
        "en": "Let bots play many hands and sum up (how often the knocker is beaten, the average deadwood at the "
              "knock, the rum rate, …).",
        "pt": "Põe robôs a jogar muitas mãos e resume (com que frequência quem bate é superado, a sobra média ao "
              "bater, a taxa de rum, …).",
        "es": "Pone a los bots a jugar muchas manos o rondas y resume sus cifras (cuántas veces superan a quien "
              "cierra, el resto medio al cerrar, la tasa de rum…).",
        "fr": "Fait jouer des robots sur de nombreuses donnes ou manches et en résume les chiffres (fréquence du "
              "frappeur battu, points morts moyens à la frappe, taux de rum…)."},
    "cli.arg.sim.hands": {
        "en": "hands to play (default 100); Three Thirteen plays rounds 1-11 in turn, Rummy single rounds",
        "pt": "mãos a jogar (por omissão 100); o Three Thirteen joga as rondas 1 a 11 por ordem, o Rummy rondas independentes",
        "es": "manos que jugar (por defecto 100); Three Thirteen juega las rondas de la 1 a la 11 una tras otra, "
              "y Rummy, rondas sueltas",
        "fr": f"donnes ou manches à jouer (par défaut 100){_NB}; le Three Thirteen joue les manches 1 à 11 à tour de "
              "rôle, le Rummy des manches isolées"},
    "cli.arg.sim.bots": {"en": "bots, comma-separated, one per player or one for all; {bots}",
                         "pt": "robôs, separados por vírgulas, um por jogador ou um para todos; {bots}",
                         "es": "bots, separados por comas, uno por jugador o uno para todos; {bots}",
                         "fr": f"robots, séparés par des virgules, un par joueur ou un pour tous{_NB}; {{bots}}"},
    "cli.arg.sim.seatings": {"en": "play every deal in each seating (the bots move one seat round the table each "
                                   "time) and give each bot's figures with 95%% confidence intervals",
                             "pt": "jogar cada distribuição em cada disposição dos lugares (os robôs mudam um lugar à "
                                   "volta da mesa de cada vez) e dar os números de cada robô com intervalos de "
                                   "confiança de 95 %%",
                             "es": "jugar cada reparto con cada orden de los asientos (los bots se mueven un "
                                   "asiento alrededor de la mesa cada vez) y dar las cifras de cada bot con intervalos "
                                   "de confianza del 95 %%",
                             "fr": "jouer chaque donne dans chaque placement (les robots avancent d’une place autour "
                                   "de la table à chaque fois) et donner les chiffres de chaque robot avec des "
                                   f"intervalles de confiance à 95{_NB}%%"},
    "cli.cmd.advise": {"en": "Knock Rummy: the odds of knocking now (Monte Carlo)",
                       "pt": "Knock Rummy: as probabilidades de bater agora (Monte Carlo)",
                       "es": "Knock Rummy: qué puede pasar si cierras ahora (Monte Carlo)",
                       "fr": f"Knock Rummy{_NB}: vos chances si vous frappez maintenant (Monte-Carlo)"},
    "cli.cmd.advise.about": {
        "en": "Estimate the chance to win, tie or be beaten when knocking now, and the expected ledger result, from "
              "random deals of the unseen cards.",
        "pt": "Estima a probabilidade de ganhar, empatar ou ser superado ao bater agora, e o resultado esperado no "
              "registo, a partir de distribuições ao acaso das cartas por ver.",
        "es": "Estima la probabilidad de ganar, empatar o ser superado al cerrar ahora, y el resultado esperado en el "
              "registro, a partir de repartos al azar de las cartas sin ver.",
        "fr": "Estime les chances de gagner, d’être à égalité ou d’être battu en frappant maintenant, et le résultat attendu "
              "au registre, d’après des tirages au hasard des cartes non vues."},
    "cli.arg.advise.hand": {"en": "the cards you keep (or one more: the best goes face down)",
                            "pt": "as cartas com que fica (ou mais uma: a melhor vai virada para baixo)",
                            "es": "las cartas que te quedas (o una más: la mejor va boca abajo)",
                            "fr": f"les cartes que vous gardez (ou une de plus{_NB}: la commande choisit "
                                  "la meilleure à poser face cachée)"},
    "cli.arg.advise.players": {"en": "players at the table (2-5)", "pt": "jogadores à mesa (2 a 5)",
                               "es": "jugadores en la mesa (de 2 a 5)", "fr": "nombre de joueurs à la table (de 2 à 5)"},
    "cli.arg.advise.seen": {"en": "cards you know are not in the others' hands (the discard pile)",
                            "pt": "cartas que sabe não estarem na mão dos outros (o descarte)",
                            "es": "cartas que sabes que no están en la mano de los demás (el descarte)",
                            "fr": "cartes dont vous savez qu’elles ne sont pas chez les autres (la défausse)"},
    "cli.arg.advise.samples": {"en": "random deals (default 2,000)", "pt": "distribuições ao acaso (por omissão 2000)",
                               "es": "repartos al azar (por defecto 2000)", "fr": f"nombre de tirages (par défaut 2{_NB}000)"},
    "cli.arg.advise.seed": {"en": "seed (default 0)", "pt": "semente (por omissão 0)", "es": "semilla (por defecto 0)",
                            "fr": "graine (par défaut 0)"},

    # ---- puzzle, quiz -------------------------------------------------------------------------
    "cli.cmd.puzzle": {"en": "deal a meld puzzle (the site's practice page)",
                       "pt": "dar um problema de combinações (a página de prática do site)",
                       "es": "repartir un problema de combinaciones (la página de práctica del sitio web)",
                       "fr": "distribuer un problème de combinaisons (la page d’entraînement du site)"},
    "cli.cmd.puzzle.about": {"en": "Deal a seeded meld puzzle; --answer shows a best arrangement.",
                             "pt": "Dá um problema de combinações a partir de uma semente; --answer mostra um arranjo ótimo.",
                             "es": "Reparte un problema de combinaciones a partir de una semilla; --answer muestra una "
                                   "disposición óptima.",
                             "fr": f"Distribue un problème de combinaisons numéroté (--seed){_NB}; --answer montre un "
                                   "arrangement optimal."},
    "cli.arg.puzzle.round": {"en": "Three Thirteen round, 1-11 (default 11)",
                             "pt": "ronda de Three Thirteen, 1 a 11 (por omissão 11)",
                             "es": "ronda de Three Thirteen, de 1 a 11 (por defecto 11)",
                             "fr": "manche de Three Thirteen, de 1 à 11 (par défaut 11)"},
    "cli.arg.puzzle.seed": {"en": "the puzzle's number (default: a random one)",
                            "pt": "o número do problema (por omissão: um ao acaso)",
                            "es": "el número del problema (por defecto: uno al azar)",
                            "fr": f"le numéro du problème (par défaut{_NB}: un au hasard)"},
    "cli.arg.puzzle.answer": {"en": "also show the best arrangement", "pt": "mostra também o melhor arranjo",
                              "es": "muestra también la mejor disposición", "fr": "montre aussi le meilleur arrangement"},
    "cli.arg.puzzle.game": {"en": "the game", "pt": "o jogo", "es": "el juego", "fr": "le jeu"},
    "cli.cmd.quiz": {"en": "deal a settlement quiz (KR-10)", "pt": "dar um quiz de acerto (KR-10)",
                     "es": "repartir un test de liquidación (KR-10)", "fr": "distribuer un quiz de règlement (KR-10)"},
    "cli.cmd.quiz.about": {"en": "Deal a seeded end-of-hand table; --answer shows who pays whom.",
                           "pt": "Dá uma mesa de fim de mão a partir de uma semente; --answer mostra quem paga a quem.",
                           "es": "Reparte, a partir de una semilla, una mesa al final de una mano; --answer muestra quién paga a "
                                 "quién.",
                           "fr": f"Distribue une table de fin de donne numérotée (--seed){_NB}; --answer montre qui paie qui."},
    "cli.arg.quiz.level": {"en": "the quiz's level", "pt": "o nível do quiz", "es": "el nivel del test",
                           "fr": "le niveau du quiz"},
    "cli.arg.quiz.seed": {"en": "the quiz's number (default: a random one)",
                          "pt": "o número do quiz (por omissão: um ao acaso)",
                          "es": "el número del test (por defecto: uno al azar)",
                          "fr": f"le numéro du quiz (par défaut{_NB}: un au hasard)"},
    "cli.arg.quiz.answer": {"en": "also show the settlement", "pt": "mostra também o acerto",
                            "es": "muestra también la liquidación", "fr": "montre aussi le règlement"},

    # ---- sheet, worksheet, rules -------------------------------------------------------------
    "cli.cmd.sheet": {"en": "score a sheet exported by the site's scorekeeper",
                      "pt": "recalcular uma folha de pontuação exportada do site",
                      "es": "calcular los totales de un archivo exportado desde la hoja de puntuación del sitio web",
                      "fr": "faire les comptes d’une feuille exportée de la feuille de marque du site"},
    "cli.cmd.sheet.about": {"en": "Score a score sheet exported by the site's scorekeeper (JSON).",
                            "pt": "Recalcula uma folha de pontuação exportada da página Folha de pontuação do site (JSON).",
                            "es": "Calcula los totales de un archivo exportado desde la hoja de puntuación del sitio web (JSON).",
                            "fr": "Fait les comptes d’une feuille exportée de la feuille de marque du site (JSON)."},
    "cli.arg.sheet.file": {"en": "the sheet's JSON file (- for standard input)",
                           "pt": "o ficheiro JSON da folha (- para a entrada padrão)",
                           "es": "el archivo JSON de la hoja (- para la entrada estándar)",
                           "fr": "le fichier JSON de la feuille (- pour l’entrée standard)"},
    "cli.cmd.worksheet": {"en": "make a worksheet with its answer key (the site's)",
                          "pt": "fazer uma ficha de exercícios com as soluções (a do site)",
                          "es": "hacer una ficha de ejercicios con sus soluciones (la misma que en el sitio web)",
                          "fr": "faire une fiche d’exercices avec son corrigé (celle du site)"},
    "cli.cmd.worksheet.about": {"en": "Deal a seeded worksheet of numbered problems, then its answer key.",
                                "pt": "Dá uma ficha de problemas numerados a partir de uma semente, e depois as soluções.",
                                "es": "Reparte, a partir de una semilla, una ficha de problemas numerados y luego sus "
                                      "soluciones.",
                                "fr": "Distribue une fiche de problèmes numérotée (--seed), puis son corrigé."},
    # {kinds}: the kinds as typed, each with its meaning (cli.kind.*).
    "cli.arg.worksheet.kinds": {
        "en": "kinds of problem, comma-separated: {kinds} (default: {default}; knock is chosen by name, at most "
              "{most} a sheet)",
        "pt": "tipos de problema, separados por vírgulas: {kinds} (por omissão: {default}; knock escolhe-se pelo "
              "nome, no máximo {most} por ficha)",
        "es": "tipos de problema, separados por comas: {kinds} (por defecto: {default}; knock se elige por su nombre, "
              "como mucho {most} por ficha)",
        "fr": f"types de problèmes, séparés par des virgules{_NB}: {{kinds}}. Par défaut{_NB}: {{default}}{_NB}; knock "
              "se choisit par son nom, au plus {most} par fiche."},
    "cli.kind.meld": {"en": "arrange a hand", "pt": "organizar uma mão", "es": "ordenar una mano",
                      "fr": "arranger une main"},
    "cli.kind.settle": {"en": "settle a Knock Rummy hand", "pt": "acertar uma mão de Knock Rummy",
                        "es": "liquidar una mano de Knock Rummy", "fr": "régler une donne de Knock Rummy"},
    "cli.kind.tt-round": {"en": "score a Three Thirteen round", "pt": "pontuar uma ronda de Three Thirteen",
                          "es": "puntuar una ronda de Three Thirteen", "fr": "compter une manche de Three Thirteen"},
    "cli.kind.rummy-round": {"en": "score a Rummy round", "pt": "pontuar uma ronda de Rummy",
                             "es": "puntuar una ronda de Rummy", "fr": "compter une manche de Rummy"},
    "cli.kind.knock": {"en": "knock or not", "pt": "bater ou não", "es": "cerrar o no", "fr": "frapper ou non"},
    "cli.arg.worksheet.game": {"en": "the game the problems come from (default: all)",
                               "pt": "o jogo de onde vêm os problemas (por omissão: all, todos)",
                               "es": "el juego del que salen los problemas (por defecto: all, todos)",
                               "fr": f"le jeu d’où viennent les problèmes (par défaut{_NB}: all, tous)"},
    "cli.arg.worksheet.level": {"en": "the problems' level", "pt": "o nível dos problemas",
                                "es": "el nivel de los problemas", "fr": "le niveau des problèmes"},
    "cli.arg.worksheet.count": {"en": "number of problems, 1-{most} (default 10)",
                                "pt": "número de problemas, 1 a {most} (por omissão 10)",
                                "es": "número de problemas, de 1 a {most} (por defecto 10)",
                                "fr": "nombre de problèmes, de 1 à {most} (par défaut 10)"},
    "cli.arg.worksheet.title": {"en": "the sheet's title (default: {default})",
                                "pt": "o título da ficha (por omissão: {default})",
                                "es": "el título de la ficha (por defecto: {default})",
                                "fr": f"le titre de la fiche (par défaut{_NB}: {{default}})"},
    "cli.arg.worksheet.seed": {"en": "the sheet's number, 0-{most} (default: a random one)",
                               "pt": "o número da ficha, 0 a {most} (por omissão: um ao acaso)",
                               "es": "el número de la ficha, de 0 a {most} (por defecto: uno al azar)",
                               "fr": f"le numéro de la fiche, de 0 à {{most}} (par défaut{_NB}: un au hasard)"},
    "cli.arg.worksheet.no_key": {"en": "the problems only, for the pupils", "pt": "só os problemas, para os alunos",
                                 "es": "solo los problemas, para los alumnos",
                                 "fr": "les problèmes seulement, pour les élèves"},
    "cli.arg.worksheet.key_only": {"en": "the answer key only, for the teacher", "pt": "só as soluções, para o professor",
                                   "es": "solo las soluciones, para el docente",
                                   "fr": "le corrigé seulement, pour l’enseignant"},
    "cli.cmd.rules": {"en": "list each game's house rules (--rule NAME=VALUE)",
                      "pt": "listar as regras da casa de cada jogo (--rule NOME=VALOR)",
                      "es": "listar las reglas de la casa de cada juego (--rule NOMBRE=VALOR)",
                      "fr": "lister les règles maison de chaque jeu (--rule NOM=VALEUR)"},
    "cli.cmd.rules.about": {
        "en": "List the house rules a game takes: names, values, defaults (the site's profile), the rule each changes.",
        "pt": "Lista as regras da casa de um jogo: nomes, valores, valores por omissão (o perfil do site), a regra que "
              "cada uma altera.",
        "es": "Lista las reglas de la casa de un juego: nombres, valores, valores por defecto (el perfil del sitio "
              "web) y la regla que cambia cada una.",
        "fr": f"Liste les règles maison d’un jeu{_NB}: noms, valeurs, valeurs par défaut (le profil du site), la règle "
              "que chacune modifie."},
    "cli.arg.rules.game": {"en": "knock, three-thirteen or rummy (default: all three)",
                           "pt": "knock, three-thirteen ou rummy (por omissão: os três)",
                           "es": "knock, three-thirteen o rummy (por defecto: los tres)",
                           "fr": f"knock, three-thirteen ou rummy (par défaut{_NB}: les trois)"},
}
