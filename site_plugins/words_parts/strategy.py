"""The strategy page's chart words (``strategy.*``): site_plugins/widgets/charts.py."""

from site_plugins.words_parts import NB

WORDS: dict[str, dict[str, str]] = {
    "strategy.data": {"pt": "Os números do gráfico, em tabela", "en": "The chart's numbers as a table",
                      "es": "Los números del gráfico, en tabla", "fr": "Les chiffres du graphique, en tableau"},
    "strategy.players": {"pt": "{players} jogadores", "en": "{players} players", "es": "{players} jugadores",
                         "fr": "{players} joueurs"},
    "strategy.turns": {"pt": "jogadas {first}–{last}", "en": "turns {first}–{last}", "es": "turnos {first}–{last}",
                       "fr": "tours {first}–{last}"},
    "strategy.turns_from": {"pt": "jogada {first} em diante", "en": "turn {first} on",
                            "es": "turno {first} en adelante", "fr": "tour {first} et suivants"},
    "strategy.axis.deadwood": {"pt": "Sobra depois de descartar", "en": "Deadwood after the discard",
                               "es": "Resto después de descartar", "fr": "Points morts après la défausse"},
    "strategy.axis.deadwood_short": {"pt": "Sobra", "en": "Deadwood", "es": "Resto", "fr": "Points morts"},
    "strategy.axis.undercut": {"pt": "Probabilidade de ser superado", "en": "Chance of being undercut",
                               "es": "Probabilidad de ser superado", "fr": "Probabilité d’être battu"},
    "strategy.axis.expected": {"pt": "Resultado médio de bater (pontos)", "en": "Mean result of knocking (points)",
                               "es": "Resultado medio de cerrar (puntos)",
                               "fr": "Résultat moyen de la frappe (points)"},
    "strategy.axis.share": {"pt": "Proporção das mãos", "en": "Share of hands", "es": "Proporción de manos",
                            "fr": "Part des donnes"},
    "strategy.undercut.title": {
        "pt": "Probabilidade de ser superado ao bater, por sobra",
        "en": "Chance of being undercut when knocking, by deadwood",
        "es": "Probabilidad de ser superado al cerrar, por resto",
        "fr": "Probabilité d’être battu en frappant, selon les points morts",
    },
    "strategy.undercut.desc": {
        "pt": "Para 2, 3, 4 e 5 jogadores: em {hands} mãos por número de jogadores, a proporção das vezes em que "
              "bater em cada jogada teria perdido contra as mãos reais dos outros (KR-10c). Só se mostram as "
              "sobras vistas pelo menos {least} vezes.",
        "en": "For 2, 3, 4 and 5 players: at every turn of {hands} hands per table size, how often knocking "
              "there would have lost to the others' real hands (KR-10c). Only deadwood seen at least {least} "
              "times is shown.",
        "es": "Para 2, 3, 4 y 5 jugadores: en cada turno de {hands} manos por número de jugadores, la proporción "
              "de veces en que cerrar ahí habría perdido contra las manos reales de los demás (KR-10c). Solo se "
              "muestran los restos vistos al menos {least} veces.",
        "fr": f"Pour 2, 3, 4 et 5 joueurs{NB}: sur {{hands}} donnes par nombre de joueurs, la part "
              "des tours où une frappe aurait été battue par les vraies mains des autres (KR-10c). Seuls les points "
              "morts vus au moins {least} fois figurent.",
    },
    "strategy.turn.title": {
        "pt": "Probabilidade de ser superado a {players} jogadores, por sobra e jogada",
        "en": "Chance of being undercut at {players} players, by deadwood and turn",
        "es": "Probabilidad de ser superado con {players} jugadores, por resto y turno",
        "fr": "Probabilité d’être battu à {players} joueurs, selon les points morts et le tour",
    },
    "strategy.undercut-turn.desc": {
        "pt": "A mesma medida a {players} jogadores, separada pelo número da sua jogada ({hands} mãos). Só se "
              "mostram as sobras vistas pelo menos {least} vezes.",
        "en": "The same measure at {players} players, split by the number of your turn ({hands} hands). Only "
              "deadwood seen at least {least} times is shown.",
        "es": "La misma medida con {players} jugadores, separada por el número de tu turno ({hands} manos). Solo "
              "se muestran los restos vistos al menos {least} veces.",
        "fr": "La même mesure à {players} joueurs, selon le numéro de votre tour ({hands} donnes). Seuls les "
              "points morts vus au moins {least} fois figurent.",
    },
    "strategy.expected.title": {
        "pt": "Resultado médio de bater, por sobra",
        "en": "Mean result of knocking, by deadwood",
        "es": "Resultado medio de cerrar, por resto",
        "fr": "Résultat moyen de la frappe, selon les points morts",
    },
    "strategy.expected.desc": {
        "pt": "Para 2, 3, 4 e 5 jogadores: o que quem bate teria ganho ou pago em média no registo (KR-10), "
              "contra as mãos reais dos outros, em {hands} mãos por número de jogadores. Só se mostram as "
              "sobras vistas pelo menos {least} vezes.",
        "en": "For 2, 3, 4 and 5 players: what the knocker would have won or paid on average in the ledger "
              "(KR-10) against the others' real hands, over {hands} hands per table size. Only deadwood seen at "
              "least {least} times is shown.",
        "es": "Para 2, 3, 4 y 5 jugadores: lo que quien cierra habría ganado o pagado de media en el registro "
              "(KR-10) contra las manos reales de los demás, en {hands} manos por número de jugadores. Solo se "
              "muestran los restos vistos al menos {least} veces.",
        "fr": f"Pour 2, 3, 4 et 5 joueurs{NB}: ce que le frappeur aurait gagné ou payé en moyenne au registre "
              "(KR-10) contre les vraies mains des autres, sur {hands} donnes par nombre de joueurs. Seuls les "
              "points morts vus au moins {least} fois figurent.",
    },
    "strategy.cases.title": {
        "pt": "Como acabam as mãos entre robôs, por número de jogadores",
        "en": "How hands between bots end, by table size",
        "es": "Cómo acaban las manos entre bots, por número de jugadores",
        "fr": "Comment finissent les donnes entre robots, selon le nombre de joueurs",
    },
    "strategy.cases.desc": {
        "pt": "A proporção das {hands} mãos acertadas por cada caso da regra KR-10 (KR-10a a KR-10e), para 2, 3, 4 e "
              "5 jogadores; cada barra soma 100\u00a0%.",
        "en": "The share of {hands} hands settled by each case of rule KR-10 (KR-10a to KR-10e), for 2, 3, 4 "
              "and 5 players; each bar adds up to 100%.",
        "es": "La proporción de las {hands} manos que se liquidaron por cada caso de la regla KR-10 (KR-10a a "
              "KR-10e), para 2, 3, 4 y 5 jugadores; cada barra suma el 100\u00a0%.",
        "fr": "La part des {hands} donnes réglées selon chaque cas de la règle KR-10 (KR-10a à KR-10e), pour 2, 3, "
              f"4 et 5 joueurs{NB}; chaque barre fait 100{NB}%.",
    },
    "strategy.rule": {"pt": "Regra", "en": "Rule", "es": "Regla", "fr": "Règle"},
    "strategy.case": {"pt": "Caso", "en": "Case", "es": "Caso", "fr": "Cas"},
    "strategy.case.KR-10a": {"pt": "rum", "en": "rum", "es": "rum", "fr": "rum"},
    "strategy.case.KR-10b": {"pt": "quem bateu tem a menor sobra", "en": "knocker alone lowest",
                             "es": "quien cerró tiene el menor resto", "fr": "le frappeur a le moins de points morts"},
    "strategy.case.KR-10c": {"pt": "quem bateu é superado", "en": "knocker undercut", "es": "quien cerró es superado",
                             "fr": "le frappeur est battu"},
    "strategy.case.KR-10d": {"pt": "quem bateu empata", "en": "knocker tied", "es": "quien cerró empata",
                             "fr": "le frappeur est à égalité"},
    "strategy.case.KR-10e": {"pt": "ninguém bateu", "en": "no knocker", "es": "nadie cerró",
                             "fr": "personne n’a frappé"},
    # The caption says what the reader needs (how many hands, which deal); the command that remakes the
    # data is a developer's, in docs-dev/site-numbers.md.
    "strategy.source": {
        "pt": "{hands} mãos por número de jogadores, jogadas pelos robôs do site (semente {seed}).",
        "en": "{hands} hands per table size, played by the site’s bots (seed {seed}).",
        "es": "{hands} manos por número de jugadores, jugadas por los bots del sitio (semilla {seed}).",
        "fr": "{hands} donnes par nombre de joueurs, jouées par les robots du site (graine {seed}).",
    },
    # The expert's hands (rummylab.practice.charts: case_bots, knock_stock): the cases and its knocks by the stock.
    "strategy.cases.expert.title": {
        "pt": "Como acabam as mãos com o especialista à mesa, por número de jogadores",
        "en": "How hands end with the expert at the table, by table size",
        "es": "Cómo acaban las manos con el experto en la mesa, por número de jugadores",
        "fr": "Comment finissent les donnes avec l’expert à la table, selon le nombre de joueurs",
    },
    "strategy.source.expert": {
        "pt": "{hands} mãos por número de jogadores: o especialista do site no primeiro lugar, contra robôs "
              "que batem com um limite fixo (semente {seed}).",
        "en": "{hands} hands per table size: the site’s expert in the first seat, against bots that knock at a "
              "fixed limit (seed {seed}).",
        "es": "{hands} manos por número de jugadores: el experto del sitio en el primer puesto, contra bots que "
              "cierran con un límite fijo (semilla {seed}).",
        "fr": f"{{hands}} donnes par nombre de joueurs{NB}: l’expert du site à la première place, face à des robots "
              "qui frappent à une limite fixe (graine {seed}).",
    },
    "strategy.stock.title": {
        "pt": "A sobra com que o especialista bate, pelas cartas que restam no monte ({players} jogadores)",
        "en": "The deadwood the expert knocks with, by cards left in the stock ({players} players)",
        "es": "El resto con el que cierra el experto, según las cartas que quedan en el mazo ({players} jugadores)",
        "fr": "Les points morts avec lesquels l’expert frappe, selon les cartes restant au talon ({players} joueurs)",
    },
    "strategy.knock-stock.desc": {
        "pt": "Para cada número de cartas que restam no monte (a mão avança da direita para a esquerda), a sobra "
              "mediana com que o especialista bateu e os quartis, em {hands} mãos contra robôs. Só figuram os "
              "tamanhos do monte com pelo menos {least} batidas.",
        "en": "For each number of cards left in the stock (the hand moves from right to left), the median "
              "deadwood the expert knocked with and its quartiles, over {hands} hands against bots. Only stock "
              "sizes with at least {least} knocks are drawn.",
        "es": "Para cada número de cartas que quedan en el mazo (la mano avanza de derecha a izquierda), el resto "
              "mediano con el que cerró el experto y sus cuartiles, en {hands} manos contra bots. Solo aparecen "
              "los tamaños del mazo con al menos {least} cierres.",
        "fr": "Pour chaque nombre de cartes restant au talon (la donne avance de droite à gauche), les points "
              "morts médians avec lesquels l’expert a frappé et leurs quartiles, sur {hands} donnes face à des "
              "robots. Seules figurent les tailles du talon comptant au moins {least} frappes.",
    },
    "strategy.axis.stock": {"pt": "Cartas que restam no monte", "en": "Cards left in the stock",
                            "es": "Cartas que quedan en el mazo", "fr": "Cartes restant au talon"},
    "strategy.axis.knock_deadwood": {"pt": "Sobra com que bateu", "en": "Deadwood it knocked with",
                                     "es": "Resto con el que cerró", "fr": "Points morts de la frappe"},
    "strategy.stock.q1": {"pt": "quartil inferior", "en": "lower quartile", "es": "cuartil inferior",
                          "fr": "premier quartile"},
    "strategy.stock.median": {"pt": "mediana", "en": "median", "es": "mediana", "fr": "médiane"},
    "strategy.stock.q3": {"pt": "quartil superior", "en": "upper quartile", "es": "cuartil superior",
                          "fr": "troisième quartile"},
    "strategy.stock.decisions": {"pt": "Vezes em que decidiu", "en": "Its decisions", "es": "Veces que decidió",
                                 "fr": "Ses décisions"},
    "strategy.stock.knocks": {"pt": "Vezes em que bateu", "en": "Its knocks", "es": "Veces que cerró",
                              "fr": "Ses frappes"},
    "strategy.stock.rate": {"pt": "Proporção de batidas", "en": "Share knocked", "es": "Proporción de cierres",
                            "fr": "Part de frappes"},
}
