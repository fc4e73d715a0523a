"""The house rules' words (rummylab.core.house): each variant's name and what it changes, where tables play it, and the errors.

The same shape as :data:`rummylab.words.catalogue.CATALOGUE`, which they extend: key -> language -> text.
``house.<game>.<name>`` is a variant's short name (a switch's label, the badge), ``….about`` what it
changes, in a sentence; ``house.source.<key>`` where it comes from (:data:`rummylab.core.house.SOURCES`).
"""

from __future__ import annotations

_NB = "\u202f"  # French: a narrow no-break space before ": ; ? !" and inside « »

WORDS: dict[str, dict[str, str]] = {
    # -- Knock Rummy ------------------------------------------------------------------------------
    "house.knock.penalty": {"en": "penalty for a beaten knocker", "pt": "penalização de quem bate e é superado",
                            "es": "penalización de quien cierra y pierde", "fr": "pénalité du frappeur battu"},
    "house.knock.penalty.about": {
        "en": "A knocker who is undercut pays this on top of the difference.",
        "pt": "Quem bate e é superado paga este valor além da diferença.",
        "es": "Quien cierra y queda por encima paga esta cantidad además de la diferencia.",
        "fr": "Le frappeur battu paie cette pénalité en plus de la différence."},
    "house.knock.rum-bonus": {"en": "rum bonus", "pt": "bónus de rum", "es": "bonificación por rum",
                              "fr": "prime de rum"},
    "house.knock.rum-bonus.about": {
        "en": "What every other player pays on top of their deadwood when the knocker has none.",
        "pt": "O que cada um dos outros paga além da sua sobra quando quem bate não tem sobra nenhuma.",
        "es": "Lo que cada uno de los demás paga además de su resto cuando quien cierra no tiene ninguno.",
        "fr": "Ce que chacun des autres paie en plus de ses points morts quand le frappeur n’en a aucun."},
    "house.knock.penalty-each": {"en": "penalty to every lower player", "pt": "penalização paga a cada jogador com menos sobra",
                                 "es": "penalización a cada jugador con menos resto", "fr": "pénalité versée à chaque joueur qui a moins de points morts"},
    "house.knock.penalty-each.about": {
        "en": "A beaten knocker pays the whole penalty to every player below them, instead of once, split "
              "between the winners.",
        "pt": "Quem bate e é superado paga a penalização inteira a cada jogador com menos sobra do que a sua, em vez "
              "de uma só penalização repartida pelos vencedores.",
        "es": "Quien cierra y pierde paga la penalización entera a cada jugador con menos resto, en lugar de una sola "
              "vez repartida entre los ganadores.",
        "fr": "Le frappeur battu paie la pénalité entière à chaque joueur qui a moins de points morts que lui, "
              "au lieu d’une seule pénalité partagée entre les gagnants."},
    "house.knock.knock-max": {"en": "most deadwood to knock", "pt": "sobra máxima para bater",
                              "es": "resto máximo para cerrar", "fr": "points morts maximum pour frapper"},
    "house.knock.knock-max.about": {
        "en": "Knocking is allowed only with this much deadwood or less, as at Gin-like tables.",
        "pt": "Só se pode bater com esta sobra ou menos, como nas mesas à maneira do Gin.",
        "es": "Solo se puede cerrar con este resto o menos, como en las mesas al estilo del Gin.",
        "fr": "On ne peut frapper qu’avec ce total de points morts ou moins, comme au Gin Rummy."},
    "house.knock.lay-off": {"en": "lay off on the knocker's melds", "pt": "baixar nas combinações de quem bate",
                            "es": "colocar en las combinaciones de quien cierra",
                            "fr": "poser sur les combinaisons du frappeur"},
    "house.knock.lay-off.about": {
        "en": "When the knocker is not at rum, the others may lay off cards on the knocker's melds before "
              "counting their deadwood.",
        "pt": "Quando quem bate não fez rum, os outros podem baixar cartas nas combinações de quem bate antes "
              "de contar a sobra.",
        "es": "Cuando quien cierra no tiene rum, los demás pueden colocar cartas en sus combinaciones antes de "
              "contar su resto.",
        "fr": "Sauf si le frappeur a fait rum, les autres peuvent poser des cartes sur ses combinaisons "
              "avant de compter leurs points morts."},
    "house.knock.five-hand": {"en": "cards each with 5 players", "pt": "cartas a cada um com 5 jogadores",
                              "es": "cartas por jugador con 5 jugadores", "fr": "cartes par joueur à 5"},
    "house.knock.five-hand.about": {
        "en": "At a table of five, each player is dealt this many cards.",
        "pt": "Numa mesa de cinco, cada jogador recebe este número de cartas.",
        "es": "En una mesa de cinco, cada jugador recibe este número de cartas.",
        "fr": "À une table de cinq, chaque joueur reçoit ce nombre de cartes."},
    # -- Three Thirteen ---------------------------------------------------------------------------
    "house.three-thirteen.ace-high": {"en": "ace high or low", "pt": "ás alto ou baixo", "es": "as alto o bajo",
                                      "fr": "as haut ou bas"},
    "house.three-thirteen.ace-high.about": {
        "en": "Q-K-A and A-2-3 are both runs; an ace left over costs 15.",
        "pt": "Q-K-A e A-2-3 são ambas sequências; um ás que sobra custa 15.",
        "es": "Tanto Q-K-A como A-2-3 son escaleras; un as suelto cuesta 15.",
        "fr": f"Q-K-A et A-2-3 sont toutes deux des suites{_NB}; un as restant coûte 15."},
    "house.three-thirteen.court-values": {"en": "J 11, Q 12, K 13", "pt": "J 11, Q 12, K 13",
                                          "es": "J 11, Q 12, K 13", "fr": "J = 11, Q = 12, K = 13"},
    "house.three-thirteen.court-values.about": {
        "en": "A jack, queen or king left over costs 11, 12 or 13 instead of 10.",
        "pt": "Um valete, dama ou rei que sobra custa 11, 12 ou 13 em vez de 10.",
        "es": "Una jota suelta cuesta 11; una reina, 12, y un rey, 13, en lugar de 10.",
        "fr": "Un valet, une dame ou un roi restant coûte 11, 12 ou 13 au lieu de 10."},
    "house.three-thirteen.jokers": {"en": "jokers", "pt": "jokers", "es": "jokers", "fr": "jokers"},
    "house.three-thirteen.jokers.about": {
        "en": "Jokers in the deck, wild in every round; a joker left over costs 20.",
        "pt": "Jokers no baralho, selvagens em todas as rondas; um joker que sobra custa 20.",
        "es": "Jokers en la baraja, comodines en todas las rondas; un joker suelto cuesta 20.",
        "fr": "Des jokers dans le jeu, frimes à chaque manche ; un joker restant coûte 20.".replace(" ;", f"{_NB};")},
    "house.three-thirteen.last-lay-off": {"en": "lay off in the last turns", "pt": "baixar nas últimas jogadas",
                                          "es": "colocar en los últimos turnos", "fr": "poser aux derniers tours"},
    "house.three-thirteen.last-lay-off.about": {
        "en": "After someone goes out, the others may lay off cards on that player's melds in their last turn.",
        "pt": "Depois de alguém sair, os outros podem baixar cartas nas combinações dessa pessoa na última jogada.",
        "es": "Cuando alguien sale, los demás pueden colocar cartas en las combinaciones de quien salió, cada uno "
              "en su último turno.",
        "fr": "Quand quelqu’un est sorti, les autres peuvent poser des cartes sur ses combinaisons à leur "
              "dernier tour."},
    "house.three-thirteen.all-wild": {"en": "melds of wild cards only", "pt": "combinações só de selvagens",
                                      "es": "combinaciones solo de comodines", "fr": "combinaisons de cartes frimes seules"},
    "house.three-thirteen.all-wild.about": {
        "en": "A meld may be made of wild cards only; off, every meld needs a natural card.",
        "pt": "Uma combinação pode ter só cartas selvagens. Com esta opção desligada, cada combinação precisa "
              "de uma carta natural.",
        "es": "Una combinación puede tener solo comodines; si se desactiva, cada "
              "combinación necesita al menos una carta natural.",
        "fr": f"Une combinaison peut n’être faite que de cartes frimes{_NB}; sinon, chaque combinaison doit "
              "contenir au moins une carte naturelle."},
    # -- Rummy ------------------------------------------------------------------------------------
    "house.rummy.reshuffle": {"en": "shuffle the turned-over pile", "pt": "baralhar o descarte virado",
                              "es": "barajar el descarte al darle la vuelta", "fr": "mélanger la défausse retournée"},
    "house.rummy.reshuffle.about": {
        "en": "When the stock runs out, the discard pile is shuffled before it becomes the stock.",
        "pt": "Quando o monte acaba, o descarte é baralhado antes de passar a ser o monte.",
        "es": "Cuando se acaba el mazo, el descarte se baraja antes de convertirse en el mazo.",
        "fr": "Quand le talon est épuisé, la défausse est mélangée avant de devenir le talon."},
    "house.rummy.discard-out": {"en": "go out only with a discard", "pt": "sair só com um descarte",
                                "es": "salir solo con un descarte", "fr": "sortir seulement en défaussant"},
    "house.rummy.discard-out.about": {
        "en": "The last card must be a discard: a meld or lay-off may not empty the hand.",
        "pt": "A última carta tem de ser descartada: uma combinação ou uma carta baixada não pode esvaziar a mão.",
        "es": "La última carta tiene que ser un descarte: ni una combinación ni una carta colocada pueden vaciar "
              "la mano.",
        "fr": "La dernière carte doit être défaussée : ni une combinaison ni une pose ne peuvent vider la "
              "main.".replace(" :", f"{_NB}:")},
    "house.rummy.target": {"en": "points to win the game", "pt": "pontos para ganhar o jogo",
                           "es": "puntos para ganar la partida", "fr": "points pour gagner la partie"},
    "house.rummy.target.about": {
        "en": "The game ends when a player reaches this score.",
        "pt": "O jogo acaba quando um jogador chega a esta pontuação.",
        "es": "La partida termina cuando un jugador llega a esta puntuación.",
        "fr": "La partie s’arrête quand un joueur atteint ce score."},
    "house.rummy.ace-points": {"en": "an ace counts", "pt": "um ás vale", "es": "valor del as", "fr": "un as vaut"},
    "house.rummy.ace-points.about": {
        "en": "What an ace left in a hand costs when someone goes out: 1 (the profile) or 15.",
        "pt": "O que custa um ás que fica na mão quando alguém sai: 1 ou 15.",
        "es": "Lo que cuesta un as que queda en la mano cuando alguien sale: 1 o 15.",
        "fr": "Ce que coûte un as resté en main quand quelqu’un sort."},
    # -- where they come from ---------------------------------------------------------------------
    "house.source.manuals": {"en": "in some card-game manuals", "pt": "alguns manuais de jogos de cartas",
                             "es": "algunos manuales de juegos de cartas",
                             "fr": "certains manuels de jeux de cartes"},
    "house.source.gin": {"en": "borrowed from Gin Rummy", "pt": "o Gin Rummy", "es": "el Gin Rummy",
                         "fr": "le Gin Rummy"},
    "house.source.tables": {"en": "a common house rule", "pt": "um costume comum das mesas",
                            "es": "una regla de la casa habitual", "fr": "une règle maison courante"},
    "house.source.collections": {"en": "a variant of the rules collections", "pt": "as coleções de regras",
                                 "es": "una variante de las colecciones de reglas",
                                 "fr": "les recueils de règles"},
    "house.source.online": {"en": "as some online card-game sites play it",
                            "pt": "alguns sites de cartas",
                            "es": "algunos sitios de cartas en internet",
                            "fr": "certains sites de jeux de cartes en ligne"},
    # -- rummylab rules ---------------------------------------------------------------------------
    # Where a variant comes from, after its description ({source}: house.source.*, a noun in pt).
    "cli.rules.source": {"en": "({source})", "pt": "(origem: {source})", "es": "Origen: {source}.", "fr": f"(origine{_NB}: {{source}})"},
    "cli.rules.title": {"en": "{game}: house rules (--rule NAME=VALUE)",
                        "pt": "{game}: regras da casa (--rule NOME=VALOR)",
                        "es": "{game}: reglas de la casa (--rule NOMBRE=VALOR)",
                        "fr": f"{{game}}{_NB}: règles maison (--rule NOM=VALEUR)"},
    # The values as typed (true, false, none: --rule and the site's addresses read them) and in words.
    "cli.rules.bool": {"en": "true or false", "pt": "true (sim) ou false (não)", "es": "true (sí) o false (no)",
                       "fr": "true (oui) ou false (non)"},
    "cli.rules.choices": {"en": "{choices}", "pt": "{choices}", "es": "{choices}", "fr": "{choices}"},
    "cli.rules.range": {"en": "{low} to {high}", "pt": "{low} a {high}", "es": "de {low} a {high}",
                        "fr": "{low} à {high}"},
    "cli.rules.range_none": {"en": "{low} to {high} or none (no limit)", "pt": "{low} a {high} ou none (sem limite)",
                             "es": "de {low} a {high} o none (sin límite)", "fr": "{low} à {high} ou none (sans limite)"},
    # -- the errors ---------------------------------------------------------------------------------
    "error.bad-rule": {"en": "{q} is not a house rule of {game} (choose {known})",
                       "pt": "{q} não é uma regra da casa do {game} (escolha {known})",
                       "es": "{q} no es una regla de la casa de {game} (elige {known})",
                       "fr": f"{{q}} n’est pas une règle maison du {{game}} (au choix{_NB}: {{known}})"},
    # {name}: the house rule in the reader's words when the error knows it (the CLI's --rule), else its key.
    "error.bad-rule-range": {"en": "{q}: {name} goes from {low} to {high}",
                             "pt": "{q}: «{name}» vai de {low} a {high}",
                             "es": "{q}: «{name}» va de {low} a {high}",
                             "fr": f"{{q}}{_NB}: «{_NB}{{name}}{_NB}» va de {{low}} à {{high}}"},
    "error.bad-rule-none": {"en": "{q}: {name} goes from {low} to {high}, or none",
                            "pt": "{q}: «{name}» vai de {low} a {high}, ou none (sem limite)",
                            "es": "{q}: «{name}» va de {low} a {high}, o none (sin límite)",
                            "fr": f"{{q}}{_NB}: «{_NB}{{name}}{_NB}» va de {{low}} à {{high}}, ou none (sans limite)"},
    "error.bad-rule-choice": {"en": "{q}: {name} is one of {choices}", "pt": "{q}: «{name}» tem de ser um destes valores: {choices}",
                              "es": "{q}: «{name}» es uno de {choices}",
                              "fr": f"{{q}}{_NB}: «{_NB}{{name}}{_NB}» prend l’une de ces valeurs{_NB}: {{choices}}"},
    "error.bad-rule-bool": {"en": "{q}: {name} is true or false", "pt": "{q}: «{name}» é true (sim) ou false (não)",
                            "es": "{q}: «{name}» es true (sí) o false (no)",
                            "fr": f"{{q}}{_NB}: «{_NB}{{name}}{_NB}» vaut true (oui) ou false (non)"},
    "error.bad-rule-item": {"en": "{q} is not NAME=VALUE (e.g. penalty=20)",
                            "pt": "{q} não tem a forma NOME=VALOR (p. ex. penalty=20)",
                            "es": "{q} no tiene la forma NOMBRE=VALOR (p. ej. penalty=20)",
                            "fr": "{q} n’a pas la forme NOM=VALEUR (p. ex. penalty=20)"},
    "error.target-disagrees": {"en": "the target {q} and the house rule target={house} disagree: give one of them",
                               "pt": "o alvo {q} e a regra da casa target={house} não coincidem: indique só um",
                               "es": "la meta {q} y la regla de la casa target={house} no coinciden: indica solo una",
                               "fr": f"l’objectif {{q}} et la règle maison target={{house}} ne concordent pas{_NB}: "
                                     "n’en donnez qu’un"},
    "error.bad-house": {"en": "the house rules {q} are not a list of names and values",
                        "pt": "as regras da casa {q} não são uma lista de nomes e valores",
                        "es": "las reglas de la casa {q} no son una lista de nombres y valores",
                        "fr": "les règles maison {q} ne sont pas une liste de noms et de valeurs"},
}
