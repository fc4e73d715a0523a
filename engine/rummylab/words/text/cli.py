"""The command line's own words, in en, pt, es and fr: part of the engine's one catalogue.

:mod:`rummylab.words.catalogue` adds these entries to :data:`~rummylab.words.catalogue.CATALOGUE`, so
:func:`rummylab.words.explain.text` finds them like any other; they live apart only because they
belong to the terminal (``deal``, ``advise``, ``simulate``, ``play``, the words ``play`` reads,
and the parser's refusals), not to the narration the site shares; the help screens are in
:mod:`rummylab.words.text.cli_help`. Same rules as the rest of the catalogue:
every language has the same ``{fields}``; French puts a narrow no-break space (U+202F)
before ``: ; ? !`` and ``%``.
"""

from __future__ import annotations

__all__ = ["WORDS"]

_NB = "\u202f"  # French: the narrow no-break space before : ; ? ! and %

WORDS: dict[str, dict[str, str]] = {
    # ---- names the commands give ------------------------------------------------------------
    # A seat in a simulation's summary, short: "P1 +0.25" (player), "J1" (jogador, jugador, joueur).
    "cli.seat": {"en": "P{n}", "pt": "J{n}", "es": "J{n}", "fr": "J{n}"},
    "cli.seat.figure": {"en": "{seat} {value}", "pt": "{seat} {value}", "es": "{seat} {value}", "fr": "{value} pour {seat}"},
    "cli.unit.hand.one": {"en": "hand", "pt": "mão", "es": "mano", "fr": "donne"},
    "cli.unit.hand.other": {"en": "hands", "pt": "mãos", "es": "manos", "fr": "donnes"},
    "cli.unit.round.one": {"en": "round", "pt": "ronda", "es": "ronda", "fr": "manche"},
    "cli.unit.round.other": {"en": "rounds", "pt": "rondas", "es": "rondas", "fr": "manches"},
    "cli.points.deadwood": {"en": "deadwood", "pt": "sobra", "es": "resto", "fr": "points morts"},
    "cli.points.penalty": {"en": "penalty points", "pt": "pontos de penalização", "es": "puntos de penalización",
                           "fr": "points de pénalité"},
    # Rummy's cards left in hand (RU-8): what they are worth, the points the one who goes out scores.
    "cli.points.cards": {"en": "cards in hand worth", "pt": "valor das cartas na mão", "es": "valor de las cartas en la mano",
                         "fr": "valeur des cartes restées en main"},
    "cli.bot": {"en": "player {n} (bot: {bot})", "pt": "jogador {n} (robô: {bot})", "es": "jugador {n} (bot: {bot})",
                "fr": f"joueur {{n}} (robot{_NB}: {{bot}})"},
    # The bots, by what they do (rummylab play, simulate): their names (greedy, knock<=10) stay for --bots.
    "cli.botname.threshold": {"en": "knocks at {n} or less", "pt": "bate com {n} ou menos",
                              "es": "cierra con {n} o menos", "fr": "frappe à {n} ou moins"},
    "cli.botname.expert": {"en": "expert", "pt": "especialista", "es": "experto", "fr": "expert"},
    "cli.botname.greedy": {"en": "greedy", "pt": "guloso", "es": "codicioso", "fr": "glouton"},
    "cli.botname.random": {"en": "plays at random", "pt": "joga ao acaso", "es": "juega al azar",
                           "fr": "joue au hasard"},
    "cli.botname.holder": {"en": "keeps its melds in hand", "pt": "guarda as combinações na mão",
                           "es": "guarda sus combinaciones en la mano", "fr": "garde ses combinaisons en main"},
    "cli.botname.stock": {"en": "draws from the stock only", "pt": "só tira do monte", "es": "solo roba del mazo",
                          "fr": "ne pioche que dans le talon"},

    # ---- rummylab deal --------------------------------------------------------------------
    "cli.deal.title": {"en": "{game}, {players} players, seed {seed}", "pt": "{game}, {players} jogadores, semente {seed}",
                       "es": "{game}, {players} jugadores, semilla {seed}", "fr": "{game}, {players} joueurs, graine {seed}"},
    "cli.deal.round.one": {"en": ", round {round} (the {wild}s are wild, {decks} deck)",
                           "pt": ", ronda {round} (selvagens: {wild}, {decks} baralho)",
                           "es": ", ronda {round} (comodines: {wild}, {decks} baraja)",
                           "fr": ", manche {round} (les {wilds} sont des cartes frimes, {decks} paquet)"},
    "cli.deal.round.other": {"en": ", round {round} (the {wild}s are wild, {decks} decks)",
                             "pt": ", ronda {round} (selvagens: {wild}, {decks} baralhos)",
                             "es": ", ronda {round} (comodines: {wild}, {decks} barajas)",
                             "fr": ", manche {round} (les {wilds} sont des cartes frimes, {decks} paquets)"},
    "cli.deal.dealer": {"en": "Dealer: {dealer}{cut}. Dealt one card at a time from the dealer's left.",
                        "pt": "Dador: {dealer}{cut}. Uma carta de cada vez, a começar à esquerda do dador.",
                        "es": "Repartidor: {dealer}{cut}. Se reparte de una en una, empezando por el jugador a la izquierda del repartidor.",
                        "fr": f"Donneur{_NB}: {{dealer}}{{cut}}. Une carte à la fois, en commençant à gauche du "
                              "donneur."},
    "cli.deal.cut": {"en": ", cut at card {cut} by {cutter}", "pt": "; o {cutter} corta o baralho na {cut}.ª carta",
                     "es": "; el {cutter} corta la baraja por la carta {cut}", "fr": f"{_NB}; le {{cutter}} coupe à la {{cut}}ᵉ carte"},
    "cli.deal.hand": {"en": "{player}: {cards}   {points} {value}", "pt": "{player}: {cards}   {points}: {value}",
                      "es": "{player}: {cards}   {points}: {value}", "fr": f"{{player}}{_NB}: {{cards}}   {{points}}{_NB}: {{value}}"},
    "cli.deal.rest": {"en": "Turned up: {card}   Stock: {stock} cards   {first} plays first.",
                      "pt": "Carta virada: {card}   Monte: {stock} cartas   {first} joga primeiro.",
                      "es": "Boca arriba: {card}   Mazo: {stock} cartas   {first} juega primero.",
                      "fr": f"Carte retournée{_NB}: {{card}}   Talon{_NB}: {{stock}} cartes   {{first}} joue en premier."},

    # ---- rummylab advise ------------------------------------------------------------------
    "cli.advise.head": {"en": "Knocking with {hand} (deadwood {deadwood}) at a table of {players}:",
                        "pt": "Bater com {hand} (sobra: {deadwood}) numa mesa de {players} jogadores:",
                        "es": "Cerrar con {hand} (resto: {deadwood}) en una mesa de {players} jugadores:",
                        "fr": f"Frapper avec {{hand}} ({{deadwood}} points morts) à {{players}} joueurs{_NB}:"},
    "cli.advise.card": {"en": "  best card to put face down: {card}", "pt": "  melhor carta para pôr virada para baixo: {card}",
                        "es": "  mejor carta para dejar boca abajo: {card}",
                        "fr": f"  meilleure carte à poser face cachée{_NB}: {{card}}"},
    "cli.advise.win": {"en": "win", "pt": "ganha", "es": "ganas", "fr": "victoire"},
    "cli.advise.tie": {"en": "tie", "pt": "empata", "es": "empatas", "fr": "égalité"},
    "cli.advise.beaten": {"en": "beaten", "pt": "é superado", "es": "te superan", "fr": "défaite"},
    "cli.advise.tie.note": {"en": "(KR-10d: no payment either way)", "pt": "(KR-10d: ninguém paga nem recebe)",
                            "es": "(KR-10d: nadie paga ni cobra)",
                            "fr": f"(KR-10d{_NB}: personne ne paie ni ne reçoit)"},
    "cli.advise.beaten.note": {"en": "(KR-10c: pay the difference + 10)", "pt": "(KR-10c: paga a diferença + 10)",
                               "es": "(KR-10c: pagas la diferencia + 10)",
                               "fr": f"(KR-10c{_NB}: on paie la différence + 10)"},
    "cli.advise.expected": {"en": "  expected ledger result {value} ± {se} points",
                            "pt": "  resultado esperado no registo: {value} ± {se} pontos",
                            "es": "  resultado esperado en el registro: {value} ± {se} puntos",
                            "fr": f"  résultat attendu au registre{_NB}: {{value}} ± {{se}} points"},
    "cli.advise.samples": {"en": "  ({samples} random deals of the {unseen} unseen cards, seed {seed}, {seconds} s; "
                                 "± is one standard error)",
                           "pt": "  ({samples} distribuições ao acaso das {unseen} cartas por ver, semente {seed}, "
                                 "{seconds} s; ± é um erro-padrão)",
                           "es": "  ({samples} repartos al azar de las {unseen} cartas sin ver, semilla {seed}, "
                                 "{seconds} s; ± es un error estándar)",
                           "fr": f"  ({{samples}} tirages au hasard des {{unseen}} cartes non vues, graine {{seed}}, "
                                 f"{{seconds}} s{_NB}; ± correspond à une erreur type)"},

    # ---- rummylab simulate ----------------------------------------------------------------
    "cli.sim.head": {"en": "{game}: {number} {units}, {players} players, seed {seed}; bots: {bots}",
                     "pt": "{game}: {number} {units}, {players} jogadores, semente {seed}; robôs: {bots}",
                     "es": "{game}: {number} {units}, {players} jugadores, semilla {seed}; bots: {bots}",
                     "fr": f"{{game}}{_NB}: {{number}} {{units}}, {{players}} joueurs, graine {{seed}}{_NB}; "
                           f"robots{_NB}: {{bots}}"},
    # The bots of a simulation: one for all the seats, or each seat's ("J1 guloso, J2 joga ao acaso").
    "cli.sim.bots.all": {"en": "{bot} (all)", "pt": "{bot} (todos)", "es": "{bot} (todos)", "fr": "{bot} (tous)"},
    "cli.sim.pace": {"en": "  {moves} moves per {unit}, {speed} {units} a second",
                     "pt": "  {moves} jogadas por {unit}, {speed} {units} por segundo",
                     "es": "  {moves} jugadas por {unit}, {speed} {units} por segundo",
                     "fr": "  {moves} coups par {unit}, {speed} {units} par seconde"},
    "cli.sim.knock.rates": {"en": "  knocked {knock}, stock ran out (KR-9) {stock}",
                            "pt": "  alguém bateu em {knock} das mãos; o monte esgotou-se (KR-9) em {stock}",
                            "es": "  hubo cierre en el {knock} de las manos; se acabó el mazo (KR-9) en el {stock}",
                            "fr": "  frappe dans {knock} des donnes, talon épuisé (KR-9) dans {stock}"},
    "cli.sim.knock.cases": {"en": "  of the knocks: rum {rum}, knocker alone lowest {wins}, tied {tied}, beaten {beaten}",
                            "pt": "  desfecho das batidas: rum em {rum}; quem bateu ganhou sozinho em {wins}, empatou em "
                                  "{tied} e foi superado em {beaten}",
                            "es": "  cómo acabaron los cierres: rum en el {rum}; quien cierra, solo con el menor resto, en el "
                                  "{wins}; empate en el {tied}; quien cierra, superado, en el {beaten}",
                            "fr": f"  sur les frappes{_NB}: rum dans {{rum}} des cas, frappeur seul au plus bas dans {{wins}}, "
                                  "à égalité dans {tied}, battu dans {beaten}"},
    "cli.sim.knock.deadwood": {"en": "  average deadwood at the knock: {value}",
                               "pt": "  sobra média ao bater: {value}", "es": "  resto medio al cerrar: {value}",
                               "fr": f"  points morts moyens à la frappe{_NB}: {{value}}"},
    "cli.sim.knock.net": {"en": "  average result per hand: {items}", "pt": "  resultado médio por mão: {items}",
                          "es": "  resultado medio por mano: {items}", "fr": f"  résultat moyen par donne{_NB}: {{items}}"},
    "cli.sim.tt.rates": {"en": "  someone went out {out}, discard pile turned over for a new stock {turned}",
                         "pt": "  alguém saiu em {out} das rondas; o descarte foi virado para refazer o monte em {turned}",
                         "es": "  alguien salió en el {out} de las rondas; se dio la vuelta al descarte en el {turned}",
                         "fr": "  un joueur sort dans {out} des manches, défausse retournée pour refaire le talon dans {turned}"},
    "cli.sim.tt.penalty": {"en": "  average penalty per round: {items}",
                           "pt": "  pontos de penalização por ronda, em média: {items}",
                           "es": "  puntos de penalización por ronda (media): {items}",
                           "fr": f"  points de pénalité moyens par manche{_NB}: {{items}}"},
    "cli.sim.ru.rates": {"en": "  draws (RU-7) {draws}, discard pile turned over for a new stock {turned}",
                         "pt": "  empate (RU-7) em {draws} das rondas; o descarte foi virado para refazer o monte em {turned}",
                         "es": "  rondas que terminaron en empate (RU-7): {draws}; se dio la vuelta al descarte en el {turned} de las rondas",
                         "fr": "  manche nulle (RU-7) dans {draws} des cas, défausse retournée pour refaire le talon dans {turned}"},
    "cli.sim.ru.wins": {"en": "  rounds won: {items}", "pt": "  rondas ganhas: {items}", "es": "  rondas ganadas: {items}",
                        "fr": f"  manches gagnées{_NB}: {{items}}"},

    # Each bot's own figure over the hands, with its 95 % confidence interval (simulate's by_bot).
    "cli.sim.by_bot": {"en": "  {bot}: {figure} {mean} (95% confidence interval {low} to {high}, {n} {units})",
                       "pt": "  {bot} — {figure}: {mean} (intervalo de confiança de 95 %: {low} a {high}; {n} {units})",
                       "es": "  {bot} — {figure}: {mean} (intervalo de confianza del 95 %: de {low} a {high}; {n} {units})",
                       "fr": f"  {{bot}} — {{figure}}{_NB}: {{mean}} (intervalle de confiance à 95{_NB}% de {{low}} à "
                             "{high}, {n} {units})"},
    "cli.sim.figure.net": {"en": "result per hand", "pt": "resultado por mão", "es": "resultado por mano",
                           "fr": "résultat par donne"},
    "cli.sim.figure.penalty": {"en": "penalty points per round", "pt": "pontos de penalização por ronda",
                               "es": "puntos de penalización por ronda", "fr": "points de pénalité par manche"},
    "cli.sim.figure.won": {"en": "share of the rounds someone won", "pt": "rondas ganhas entre as que tiveram vencedor",
                           "es": "rondas ganadas (de las que tuvieron ganador)", "fr": "part des manches gagnées"},
    "cli.sim.seatings": {"en": "  every deal played in each seating ({deals} deals, {seatings} seatings)",
                         "pt": "  cada distribuição jogada em cada disposição dos lugares ({deals} distribuições, "
                               "{seatings} disposições)",
                         "es": "  cada reparto jugado con cada orden de los asientos ({deals} repartos, "
                               "{seatings} órdenes)",
                         "fr": "  chaque distribution jouée dans chaque placement ({deals} distributions, {seatings} placements)"},

    # ---- rummylab play --------------------------------------------------------------------
    "cli.play.intro.one": {"en": "{game} against {bots} bot, seed {seed}. Type '{help}' for the moves, '{quit}' to leave.",
                           "pt": "{game} contra {bots} robô, semente {seed}. Escreva «{help}» para ver as jogadas, "
                                 "«{quit}» para acabar o jogo.",
                           "es": "{game} contra {bots} bot, semilla {seed}. Escribe «{help}» para ver las jugadas, "
                                 "«{quit}» para acabar la partida.",
                           "fr": f"{{game}} contre {{bots}} robot, graine {{seed}}. Tapez «{_NB}{{help}}{_NB}» pour "
                                 f"la liste des coups, «{_NB}{{quit}}{_NB}» pour arrêter."},
    "cli.play.intro.other": {"en": "{game} against {bots} bots, seed {seed}. Type '{help}' for the moves, '{quit}' to "
                                   "leave.",
                             "pt": "{game} contra {bots} robôs, semente {seed}. Escreva «{help}» para ver as jogadas, "
                                   "«{quit}» para acabar o jogo.",
                             "es": "{game} contra {bots} bots, semilla {seed}. Escribe «{help}» para ver las jugadas, "
                                   "«{quit}» para acabar la partida.",
                             "fr": f"{{game}} contre {{bots}} robots, graine {{seed}}. Tapez «{_NB}{{help}}{_NB}» pour "
                                   f"la liste des coups, «{_NB}{{quit}}{_NB}» pour arrêter."},
    "cli.play.seats": {"en": "You are {you}; at the table with you: {bots}.",
                       "pt": "O seu lugar é o do {you}; à mesa consigo: {bots}.",
                       "es": "Eres el {you}; en la mesa contigo: {bots}.",
                       "fr": f"Vous êtes le {{you}}{_NB}; à table avec vous{_NB}: {{bots}}."},
    "cli.play.part": {"en": "=== {unit} {number}: {dealer} deals ===", "pt": "=== {unit} {number}: dá o {dealer} ===",
                      "es": "=== {unit} {number}: reparte el {dealer} ===",
                      "fr": f"=== {{unit}} {{number}}{_NB}: le {{dealer}} distribue ==="},
    "cli.play.table": {"en": "Discard pile: {top}   Stock: {stock} cards{note}",
                       "pt": "Descarte: {top}   Monte: {stock} cartas{note}",
                       "es": "Descarte: {top}   Mazo: {stock} cartas{note}",
                       "fr": f"Défausse{_NB}: {{top}}   Talon{_NB}: {{stock}} cartes{{note}}"},
    "cli.play.empty": {"en": "(empty)", "pt": "(vazio)", "es": "(vacío)", "fr": "(vide)"},
    "cli.play.wild": {"en": "   Round {round}: the {wild}s are wild", "pt": "   Ronda {round}, selvagens: {wild}",
                      "es": "   Ronda {round}, comodines: {wild}",
                      "fr": f"   Manche {{round}}{_NB}: les {{wilds}} sont des cartes frimes"},
    "cli.play.meld": {"en": "  table meld {number} ({owner}): {cards}", "pt": "  combinação {number} na mesa ({owner}): {cards}",
                      "es": "  combinación {number} de la mesa ({owner}): {cards}",
                      "fr": f"  Combinaison {{number}} sur la table ({{owner}}){_NB}: {{cards}}"},
    "cli.play.hand": {"en": "Your hand: {cards}   ({points} {value}; cards held: {others})",
                      "pt": "A sua mão: {cards}   ({points}: {value}; cartas dos outros: {others})",
                      "es": "Tu mano: {cards}   ({points}: {value}; cartas de los demás: {others})",
                      "fr": f"Votre main{_NB}: {{cards}}   ({{points}}{_NB}: {{value}}{_NB}; cartes des autres{_NB}: {{others}})"},
    "cli.play.held": {"en": "{player} ({cards})", "pt": "{player} ({cards})", "es": "{player} ({cards})",
                      "fr": "{player} ({cards})"},
    "cli.play.prompt.draw": {"en": "draw> ", "pt": "tirar> ", "es": "robar> ", "fr": "piocher> "},
    "cli.play.prompt.play": {"en": "play> ", "pt": "jogar> ", "es": "jugar> ", "fr": "jouer> "},
    "cli.play.you.draw": {"en": "  You draw {card}", "pt": "  Tirou {card}", "es": "  Robas {card}.",
                          "fr": "  Vous piochez {card}"},
    "cli.play.you.take": {"en": "  You take {card} from the discard pile", "pt": "  Tirou {card} do descarte",
                          "es": "  Robas {card} del descarte.", "fr": "  Vous prenez {card} dans la défausse"},
    "cli.play.you.knock": {"en": "  You knock, putting {card} face down.",
                           "pt": "  Bateu, pondo {card} virada para baixo.",
                           "es": "  Cierras y dejas {card} boca abajo.",
                           "fr": "  Vous frappez en posant {card} face cachée"},
    "cli.play.you.out": {"en": "  You go out, discarding {card}.", "pt": "  Saiu, descartando {card}.",
                         "es": "  Sales descartando {card}.", "fr": "  Vous sortez en défaussant {card}"},
    "cli.play.your_hand": {"en": "  Your hand: {cards}", "pt": "  A sua mão: {cards}", "es": "  Tu mano: {cards}",
                           "fr": f"  Votre main{_NB}: {{cards}}"},
    "cli.play.end": {"en": "— end —", "pt": "— fim —", "es": "— fin —", "fr": "— fin —"},
    "cli.play.final": {"en": "=== final result ===", "pt": "=== resultado final ===", "es": "=== resultado final ===",
                       "fr": "=== Résultat final ==="},
    "cli.play.arrangement": {"en": "  {player}: {arrangement} → {points} {value}",
                             "pt": "  {player}: {arrangement} → {points}: {value}",
                             "es": "  {player}: {arrangement} → {points}: {value}",
                             "fr": f"  {{player}}{_NB}: {{arrangement}} → {{points}}{_NB}: {{value}}"},
    "cli.play.cards_left": {"en": "  {player}: {cards}", "pt": "  {player}: {cards}", "es": "  {player}: {cards}",
                            "fr": f"  {{player}}{_NB}: {{cards}}"},
    "cli.play.no_cards": {"en": "(no cards)", "pt": "(sem cartas)", "es": "(sin cartas)", "fr": "(aucune carte)"},
    "cli.play.bye.quit": {"en": "Bye.", "pt": "Até à próxima.", "es": "Hasta la próxima.", "fr": "Au revoir."},
    "cli.play.bye.interrupted": {"en": "Bye (interrupted).", "pt": "Até à próxima (interrompido).",
                                 "es": "Hasta la próxima (interrumpido).", "fr": "Au revoir (interrompu)."},
    "cli.play.draw_how": {"en": "{q}: draw with {stock} (stock) or {pile} (discard pile)",
                          "pt": "{q}: para tirar, escreva «{stock}» (monte) ou «{pile}» (descarte)",
                          "es": "{q}: roba con {stock} (mazo) o {pile} (descarte)",
                          "fr": f"{{q}}{_NB}: piochez avec {{stock}} (talon) ou {{pile}} (défausse)"},
    "cli.play.what": {"en": "{q} is not a move here (type '{help}')",
                      "pt": "{q} não é uma jogada possível aqui (escreva «{help}»)",
                      "es": "{q} no es una jugada posible aquí (escribe «{help}»)",
                      "fr": f"{{q}} n’est pas un coup possible ici (tapez «{_NB}{{help}}{_NB}»)"},
    "cli.play.last": {"en": "'{last}' throws the card you just drew; name the card to discard",
                      "pt": "«{last}» descarta a carta que acabou de tirar; indique a carta a descartar",
                      "es": "«{last}» descarta la carta que acabas de robar; indica la carta que quieres descartar",
                      "fr": f"«{_NB}{{last}}{_NB}» défausse la carte que vous venez de piocher{_NB}; nommez la carte "
                            "à défausser"},
    "cli.play.lay_how": {"en": "Lay off as '{lay} 7H 1' (the card, then the table meld's number).",
                         "pt": "Baixe assim: «{lay} 7H 1» (a carta, depois o número da combinação na mesa).",
                         "es": "Coloca así: «{lay} 7H 1» (la carta y luego el número de la combinación de la mesa).",
                         "fr": f"Posez ainsi{_NB}: «{_NB}{{lay}} 7H 1{_NB}» (la carte, puis le numéro de la "
                               "combinaison sur la table)."},
    "cli.play.card_how": {"en": "Name the card too: '{verb} 8D'.", "pt": "Indique também a carta: «{verb} 8D».",
                          "es": "Indica también la carta: «{verb} 8D».",
                          "fr": f"Nommez aussi la carte{_NB}: «{_NB}{{verb}} 8D{_NB}»."},
    # Rummy's meld typed without its cards ("pôr" alone).
    "cli.play.meld_how": {"en": "Name the cards too: '{meld} 4H 5H 6H'.", "pt": "Indique também as cartas: «{meld} 4H 5H 6H».",
                          "es": "Indica también las cartas: «{meld} 4H 5H 6H».",
                          "fr": f"Nommez aussi les cartes{_NB}: «{_NB}{{meld}} 4H 5H 6H{_NB}»."},
    "cli.play.type": {"en": "Type a move, or '{help}'.", "pt": "Escreva uma jogada, ou «{help}».",
                      "es": "Escribe una jugada, o «{help}».", "fr": f"Tapez un coup, ou «{_NB}{{help}}{_NB}»."},
    "cli.move.draw.stock": {"en": "{player} draws from the stock", "pt": "{player} tira do monte",
                            "es": "{player} roba del mazo", "fr": "{player} pioche dans le talon"},
    "cli.move.draw.discard": {"en": "{player} takes the top discard", "pt": "{player} tira do descarte",
                              "es": "{player} roba del descarte", "fr": "{player} prend la carte de la défausse"},
    "cli.move.discard": {"en": "{player} discards {card}", "pt": "{player} descarta {card}",
                         "es": "{player} descarta {card}", "fr": "{player} défausse {card}"},
    "cli.move.knock": {"en": "{player} knocks (putting {card} face down)",
                       "pt": "{player} bate (pondo {card} virada para baixo)",
                       "es": "{player} cierra (dejando {card} boca abajo)",
                       "fr": "{player} frappe (en posant {card} face cachée)"},
    "cli.move.decline": {"en": "{player} declines the discard", "pt": "{player} recusa o descarte",
                         "es": "{player} rechaza el descarte", "fr": "{player} refuse la défausse"},
    "cli.move.go-out": {"en": "{player} goes out, discarding {card}", "pt": "{player} sai, descartando {card}",
                        "es": "{player} sale, descartando {card}", "fr": "{player} sort en défaussant {card}"},
    "cli.move.meld": {"en": "{player} melds {cards}", "pt": "{player} põe {cards} na mesa", "es": "{player} baja {cards}",
                      "fr": "{player} étale {cards}"},
    "cli.move.lay-off": {"en": "{player} lays off {card} on meld {number}",
                         "pt": "{player} baixa {card} na combinação {number}",
                         "es": "{player} coloca {card} en la combinación {number}",
                         "fr": "{player} pose {card} sur la combinaison {number}"},

    # ---- the moves each game's `play` accepts (its `help`) --------------------------------
    "cli.help.knock": {
        "en": "On your draw: {stock} (stock), {pile} (discard pile), or {decline} to decline when the stock is empty "
              "(KR-9).\nThen: a card to discard (8D or 8♦; '{last}' for the card just drawn), or '{knock} 8D' to "
              "knock\nputting 8D face down (KR-6). '{hand}' shows your hand again, '{quit}' leaves.",
        "pt": "Na sua vez de tirar: «{stock}» (monte) ou «{pile}» (descarte); com o monte vazio, «{decline}» recusa "
              "a carta do descarte (KR-9).\nDepois: uma carta para descartar (8D ou 8♦; «{last}» para a carta acabada de tirar), ou "
              "«{knock} 8D» para\nbater pondo 8D virada para baixo (KR-6). «{hand}» mostra de novo a sua mão, "
              "«{quit}» termina o jogo.",
        "es": "Al robar: {stock} (mazo), {pile} (descarte) o, si el mazo está vacío y no quieres el descarte, "
              "«{decline}» (KR-9).\nLuego: una carta para descartar (8D u 8♦; «{last}» para la carta recién robada), o "
              "«{knock} 8D» para\ncerrar dejando 8D boca abajo (KR-6). «{hand}» vuelve a mostrar tu mano, «{quit}» "
              "termina la partida.",
        "fr": f"À la pioche{_NB}: {{stock}} (talon), {{pile}} (défausse) ou «{_NB}{{decline}}{_NB}» quand le talon "
              f"est vide et que vous ne voulez pas de la carte de la défausse (KR-9).\nEnsuite{_NB}: une carte à défausser (8D ou 8♦{_NB}; «{_NB}{{last}}{_NB}» pour la "
              f"carte piochée), ou «{_NB}{{knock}} 8D{_NB}» pour\nfrapper en posant 8D face cachée (KR-6). "
              f"«{_NB}{{hand}}{_NB}» montre votre main, «{_NB}{{quit}}{_NB}» arrête la partie.",
    },
    "cli.help.three-thirteen": {
        "en": "On your draw: {stock} (stock) or {pile} (discard pile).\n"
              "Then: a card to discard ('{last}' for the card just drawn), or '{out} 8D' to go out\n"
              "discarding 8D (TT-6). '{hand}' shows your hand again, '{quit}' leaves.",
        "pt": "Na sua vez de tirar: «{stock}» (monte) ou «{pile}» (descarte).\n"
              "Depois: uma carta para descartar («{last}» para a carta acabada de tirar), ou «{out} 8D» para sair\n"
              "descartando 8D (TT-6). «{hand}» mostra de novo a sua mão, «{quit}» termina o jogo.",
        "es": "Al robar: {stock} (mazo) o {pile} (descarte).\n"
              "Luego: una carta para descartar («{last}» para la carta recién robada), o «{out} 8D» para salir\n"
              "descartando 8D (TT-6). «{hand}» vuelve a mostrar tu mano, «{quit}» termina la partida.",
        "fr": f"À la pioche{_NB}: {{stock}} (talon) ou {{pile}} (défausse).\n"
              f"Ensuite{_NB}: une carte à défausser («{_NB}{{last}}{_NB}» pour la carte piochée), ou "
              f"«{_NB}{{out}} 8D{_NB}» pour sortir\nen défaussant 8D (TT-6). «{_NB}{{hand}}{_NB}» montre votre main, "
              f"«{_NB}{{quit}}{_NB}» arrête la partie.",
    },
    "cli.help.rummy": {
        "en": "On your draw: {stock} (stock) or {pile} (discard pile).\n"
              "Then: '{meld} 4H 5H 6H' (put a meld down, RU-3), '{lay} 7H 1' (lay off 7H on table meld 1, RU-4),\n"
              "or a card to discard ('{last}' for the card just drawn). '{hand}' shows your hand again, '{quit}' "
              "leaves.",
        "pt": "Na sua vez de tirar: «{stock}» (monte) ou «{pile}» (descarte).\n"
              "Depois: «{meld} 4H 5H 6H» (pôr uma combinação na mesa, RU-3), «{lay} 7H 1» (baixar 7H na combinação 1 "
              "da mesa, RU-4),\nou uma carta para descartar («{last}» para a carta acabada de tirar). «{hand}» mostra "
              "de novo a sua mão, «{quit}» termina o jogo.",
        "es": "Al robar: {stock} (mazo) o {pile} (descarte).\n"
              "Luego: «{meld} 4H 5H 6H» (bajar una combinación, RU-3), «{lay} 7H 1» (colocar 7H en la combinación 1 "
              "de la mesa, RU-4),\no una carta para descartar («{last}» para la carta recién robada). «{hand}» vuelve "
              "a mostrar tu mano, «{quit}» termina la partida.",
        "fr": f"À la pioche{_NB}: {{stock}} (talon) ou {{pile}} (défausse).\n"
              f"Ensuite{_NB}: «{_NB}{{meld}} 4H 5H 6H{_NB}» (étaler une combinaison, RU-3), «{_NB}{{lay}} 7H 1{_NB}» "
              f"(poser 7H sur la combinaison 1 de la table, RU-4),\nou une carte à défausser («{_NB}{{last}}{_NB}» "
              f"pour la carte piochée). «{_NB}{{hand}}{_NB}» montre votre main, «{_NB}{{quit}}{_NB}» arrête la partie.",
    },
    "cli.help.english": {"en": "The English words work too ({words}).", "pt": "As palavras inglesas também servem ({words}).",
                         "es": "Las palabras inglesas también sirven ({words}).",
                         "fr": "Les mots anglais fonctionnent aussi ({words})."},

    # ---- the words a player types in `play`: the first is the one the help shows; English's always work
    "cli.play.words.help": {"en": "help h ?", "pt": "ajuda", "es": "ayuda", "fr": "aide"},
    "cli.play.words.quit": {"en": "quit q exit", "pt": "terminar", "es": "terminar", "fr": "quitter"},
    "cli.play.words.hand": {"en": "hand", "pt": "mão", "es": "mano", "fr": "main"},
    "cli.play.words.hint": {"en": "hint", "pt": "sugestão dica", "es": "pista", "fr": "conseil indice"},
    # The expert's hint (rummylab.games.expert): its reason, which starts with the move told to the reader.
    "cli.play.hint": {"en": "  Expert's hint:\n  {reason}", "pt": "  Sugestão do especialista:\n  {reason}",
                      "es": "  Pista del experto:\n  {reason}",
                      "fr": f"  Conseil de l’expert{_NB}:\n  {{reason}}"},
    "cli.play.hint.help": {"en": "'{hint}' asks the expert for a move and its reason.",
                           "pt": "«{hint}» pede ao especialista uma jogada e o porquê.",
                           "es": "«{hint}» pide al experto una jugada y su razón.",
                           "fr": f"«{_NB}{{hint}}{_NB}» demande à l’expert le coup qu’il jouerait à votre place, et pourquoi."},
    "cli.play.words.stock": {"en": "s stock", "pt": "m monte", "es": "m mazo", "fr": "t talon"},
    "cli.play.words.pile": {"en": "d discard pile", "pt": "d descarte", "es": "d descarte", "fr": "d défausse"},
    "cli.play.words.decline": {"en": "x decline", "pt": "recusar", "es": "rechazar", "fr": "refuser"},
    "cli.play.words.knock": {"en": "knock k", "pt": "bater", "es": "cerrar", "fr": "frapper"},
    "cli.play.words.out": {"en": "out o", "pt": "sair", "es": "salir", "fr": "sortir"},
    "cli.play.words.meld": {"en": "meld m", "pt": "pôr", "es": "bajar", "fr": "étaler"},
    "cli.play.words.lay": {"en": "lay l", "pt": "baixar", "es": "colocar", "fr": "poser"},
    "cli.play.words.last": {"en": ". last", "pt": ". última", "es": ". última", "fr": ". dernière"},
    "cli.play.words.discard": {"en": "discard throw d", "pt": "descartar", "es": "descartar", "fr": "défausser"},

    # ---- the parser's refusals (cli/language.py's Parser; never argparse's own English) ---------
    "cli.argparse.required": {"en": "the following arguments are required: {names}",
                              "pt": "faltam estes argumentos: {names}",
                              "es": "faltan estos argumentos: {names}",
                              "fr": f"il manque ces arguments{_NB}: {{names}}"},
    "cli.argparse.one_of": {"en": "one of the arguments {names} is required",
                            "pt": "é preciso um dos argumentos {names}",
                            "es": "hace falta uno de los argumentos {names}",
                            "fr": "il faut l’un des arguments {names}"},
    "cli.argparse.unrecognized": {"en": "unrecognized arguments: {names}",
                                  "pt": "argumentos desconhecidos: {names}",
                                  "es": "argumentos desconocidos: {names}",
                                  "fr": f"arguments inconnus{_NB}: {{names}}"},
    "cli.argparse.choice": {"en": "{value} is not one of the choices ({choices})",
                            "pt": "{value} não é uma das opções ({choices})",
                            "es": "{value} no es una de las opciones ({choices})",
                            "fr": "{value} ne fait pas partie des choix ({choices})"},
    "cli.argparse.invalid": {"en": "{value} is not a whole number", "pt": "{value} não é um número inteiro",
                             "es": "{value} no es un número entero", "fr": "{value} n’est pas un nombre entier"},
    "cli.argparse.argument": {"en": "argument {name}: {message}", "pt": "argumento {name}: {message}",
                              "es": "argumento {name}: {message}", "fr": f"argument {{name}}{_NB}: {{message}}"},
    "cli.argparse.expected_one": {"en": "expected one value", "pt": "falta um valor", "es": "falta un valor",
                                  "fr": "il faut une valeur"},
    "cli.argparse.expected_count": {"en": "expected {n} values", "pt": "são precisos {n} valores",
                                    "es": "hacen falta {n} valores", "fr": "il faut {n} valeurs"},
    "cli.argparse.bad_value": {"en": "{value} is not a valid value", "pt": "{value} não é um valor válido",
                               "es": "{value} no es un valor válido", "fr": "{value} n’est pas une valeur valable"},
    "cli.argparse.expected_some": {"en": "expected at least one value", "pt": "falta pelo menos um valor",
                                   "es": "falta al menos un valor", "fr": "il faut au moins une valeur"},
    "cli.argparse.not_with": {"en": "not allowed with argument {name}", "pt": "não pode ir com o argumento {name}",
                              "es": "no se puede usar con el argumento {name}",
                              "fr": "incompatible avec l’argument {name}"},
    "cli.argparse.at_least_1": {"en": "{value} must be at least 1", "pt": "{value} tem de ser pelo menos 1",
                                "es": "{value} tiene que ser al menos 1", "fr": "{value} doit valoir au moins 1"},
    "cli.argparse.seed": {"en": "{value} is not a seed (a whole number)", "pt": "{value} não é uma semente (um número inteiro)",
                          "es": "{value} no es una semilla (un número entero)",
                          "fr": "{value} n’est pas une graine (un nombre entier)"},
}
