"""The engine's one message catalogue: every sentence it can say, in en, pt, es and fr.

Keys starting with ``error.`` localize :class:`~rummylab.core.errors.RummyError`
codes; the others are the narration used by :mod:`rummylab.words.explain`. A key
may have plural forms ``key.one`` / ``key.other`` (chosen by
:func:`rummylab.words.explain.plural`). Templates use :meth:`str.format` fields;
``{q}`` is the offending input, quoted as the language quotes it.

An error message may also have, looked up in this order by
:func:`rummylab.words.explain.message`:

- ``error.<code>:<token>``: the text for one token that is an engine placeholder
  rather than the reader's input (the CLI's ``CARDS``, its ``--out`` option);
- ``error.<code>.missing``: the text when the input is missing (``None``), so a
  reader never sees "None";
- the ``field.*`` words: a request's field (``hand``, ``hands[2]``) named in the
  reader's words ("a mão", "la main du joueur 3"), and the ``move.*`` words for
  the kinds of move.

Terms follow the terminology table of RULES.md, one word per concept (pt: bater,
sobra, combinação, arranjo, grupo, sequência, monte, registo, dador, sessão…;
es: cerrar, resto, combinación, disposición, escalera, mazo, registro, comodín…;
fr: frapper, frappeur, points morts, combinaison, arrangement, suite, talon,
registre, carte frime, séance, points de pénalité…). Spanish says *tú* to the
reader; French puts a narrow no-break space (U+202F, ``_NB``) before ``: ; ? !``
and inside « », and writes the apostrophe ’. A rank from 2 to 10 is a digit in
pt, es and fr ("os 3 são selvagens", "Groupe de 7"): "seis" or "sept" alone
reads as a count.
"""

from __future__ import annotations

__all__ = ["LANGS", "CATALOGUE", "RANKS", "RANKS_PLURAL", "SUITS", "SUITS_RUN", "QUOTES"]

#: The languages the engine speaks, the site's first.
LANGS = ("pt", "en", "es", "fr")

# Card names: index = rank (0 = joker).
RANKS = {
    "en": ("joker", "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "jack", "queen", "king"),
    "pt": ("joker", "ás", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez",
           "valete", "dama", "rei"),
    "es": ("joker", "as", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
           "jota", "reina", "rey"),
    "fr": ("joker", "as", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
           "valet", "dame", "roi"),
}
# A rank in the plural, as in "the sixes are wild" or "set of queens": in pt, es and fr the
# numbers are digits ("os 6 são selvagens", "Groupe de 7"), as the pages write them.
RANKS_PLURAL = {
    "en": ("jokers", "aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
           "jacks", "queens", "kings"),
    "pt": ("jokers", "ases", "2", "3", "4", "5", "6", "7", "8", "9", "10", "valetes", "damas", "reis"),
    "es": ("jokers", "ases", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jotas", "reinas", "reyes"),
    "fr": ("jokers", "as", "2", "3", "4", "5", "6", "7", "8", "9", "10", "valets", "dames", "rois"),
}
# Suit names after "of" in a card's name, keyed by Suit.value.
SUITS = {
    "en": {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"},
    "pt": {"C": "paus", "D": "ouros", "H": "copas", "S": "espadas"},
    "es": {"C": "tréboles", "D": "diamantes", "H": "corazones", "S": "picas"},
    "fr": {"C": "trèfle", "D": "carreau", "H": "cœur", "S": "pique"},
}
# Suit names after "run of" (fr: "suite à cœur").
SUITS_RUN = SUITS

_NB = "\u202f"  # French: a narrow no-break space before ": ; ? !" and inside « »

#: How a message quotes the reader's input, where the language does not use Python's quotes ('5X').
QUOTES = {"fr": (f"«{_NB}", f"{_NB}»")}

CATALOGUE: dict[str, dict[str, str]] = {
    # ---- card and player names ---------------------------------------------------------------
    "card": {"en": "{rank} of {suit}", "pt": "{rank} de {suit}", "es": "{rank} de {suit}", "fr": "{rank} de {suit}"},
    "player": {"en": "player {n}", "pt": "jogador {n}", "es": "jugador {n}", "fr": "joueur {n}"},
    # A default player label as the subject, after "to" and after "by" (articles contract in pt, es, fr).
    "player.subj": {"en": "player {n}", "pt": "o jogador {n}", "es": "el jugador {n}", "fr": "le joueur {n}"},
    "player.to": {"en": "player {n}", "pt": "ao jogador {n}", "es": "al jugador {n}", "fr": "au joueur {n}"},
    "player.by": {"en": "player {n}", "pt": "pelo jogador {n}", "es": "por el jugador {n}", "fr": "par le joueur {n}"},
    "name.to": {"en": "{name}", "pt": "a {name}", "es": "a {name}", "fr": "à {name}"},
    "name.by": {"en": "{name}", "pt": "por {name}", "es": "por {name}", "fr": "par {name}"},
    "and": {"en": "and", "pt": "e", "es": "y", "fr": "et"},

    # ---- Knock Rummy settlement (KR-10) --------------------------------------------------------
    # English names a player by a given name too ("you", "Ana"): a sentence with a player as its
    # subject uses a verb that does not change with the person (past tense, "goes to").
    "kr.deadwood": {"en": "Deadwood: {items}.", "pt": "Sobra: {items}.", "es": "Resto: {items}.",
                    "fr": f"Points morts{_NB}: {{items}}."},
    "kr.deadwood.item": {"en": "{value} for {player}", "pt": "{value} para {player}", "es": "{value} para {player}",
                         "fr": "{value} pour {player}"},
    "kr.rum": {
        "en": "{knocker} knocked with deadwood 0: rum (KR-10a). Every other player pays their own deadwood + {bonus}.",
        "pt": "{knocker} bateu com sobra 0: rum (KR-10a). Cada um dos outros jogadores paga a sua sobra + {bonus}.",
        "es": "{knocker} cerró con resto 0: rum (KR-10a). Cada uno de los demás jugadores paga su resto + {bonus}.",
        "fr": f"{{knocker}} a frappé avec 0 point mort{_NB}: rum (KR-10a). Chacun des autres joueurs paie ses "
              "points morts + {bonus}.",
    },
    "kr.rum.other_zero.one": {
        "en": "{players} also had 0, but the knocker wins all the same.",
        "pt": "{players} também tinha 0, mas quem bateu ganha na mesma.",
        "es": "{players} también tenía 0, pero quien cerró gana igualmente.",
        "fr": "{players} avait aussi 0, mais le frappeur gagne quand même.",
    },
    "kr.rum.other_zero.other": {
        "en": "{players} also had 0, but the knocker wins all the same.",
        "pt": "{players} também tinham 0, mas quem bateu ganha na mesma.",
        "es": "{players} también tenían 0, pero quien cerró gana igualmente.",
        "fr": "{players} avaient aussi 0, mais le frappeur gagne quand même.",
    },
    "kr.knocker_wins": {
        "en": "{knocker} knocked with {k} and nobody else is that low (KR-10b): every other player pays the "
              "difference.",
        "pt": "{knocker} bateu com {k} e mais ninguém tem uma sobra tão baixa (KR-10b): cada um dos outros paga a "
              "diferença.",
        "es": "{knocker} cerró con {k} y nadie más tiene un resto tan bajo (KR-10b): cada uno de los demás paga la "
              "diferencia.",
        "fr": f"{{knocker}} a frappé avec {{k}} et personne d’autre n’a aussi peu de points morts (KR-10b){_NB}: "
              "chacun des autres paie la différence.",
    },
    "kr.beaten": {
        "en": "{knocker} knocked with {k}, but {winners} had only {m} (KR-10c).",
        "pt": "{knocker} bateu com {k} e foi superado {winners}, com {m} (KR-10c).",
        "es": "{knocker} cerró con {k} y fue superado {winners}, con {m} (KR-10c).",
        "fr": "{knocker} a frappé avec {k} et a été battu {winners}, avec {m} (KR-10c).",
    },
    "kr.beaten.rule": {
        "en": "Every player above {m} pays the difference, and the knocker pays {penalty} more.",
        "pt": "Quem tem mais de {m} paga a diferença, e quem bateu paga mais {penalty}.",
        "es": "Quien tiene más de {m} paga la diferencia, y quien cerró paga {penalty} más.",
        "fr": "Chaque joueur au-dessus de {m} paie la différence, et le frappeur paie {penalty} de plus.",
    },
    "kr.split": {
        "en": "With {n} winners, every payment is split equally between them.",
        "pt": "Com {n} vencedores, cada pagamento é dividido em partes iguais entre eles.",
        "es": "Con {n} ganadores, cada pago se reparte a partes iguales entre ellos.",
        "fr": "Avec {n} gagnants, chaque paiement est partagé à parts égales entre eux.",
    },
    "kr.tied": {
        "en": "{knocker} knocked with {k} and tied with {others} at the lowest deadwood (KR-10d).",
        "pt": "{knocker} bateu com {k} e empatou com {others} na sobra mais baixa (KR-10d).",
        "es": "{knocker} cerró con {k} y empató con {others} en el resto más bajo (KR-10d).",
        "fr": "{knocker} a frappé avec {k}, à égalité avec {others} pour le moins de points morts (KR-10d).",
    },
    "kr.tied.rule.one": {
        "en": "The other player at {m} wins; the knocker pays nothing, receives nothing and owes no {penalty}-point "
              "penalty.",
        "pt": "Ganha o outro jogador com {m}; quem bateu não paga nem recebe nada, nem sequer a penalização de {penalty}.",
        "es": "Gana el otro jugador con {m}; quien cerró no paga ni cobra nada, y tampoco paga la penalización de {penalty}.",
        "fr": f"L’autre joueur à {{m}} gagne{_NB}; le frappeur ne paie rien, ne reçoit rien et n’a pas de "
              "pénalité de {penalty}.",
    },
    "kr.tied.rule.other": {
        "en": "The other players at {m} win and share the payments; the knocker pays nothing, receives nothing "
              "and owes no {penalty}-point penalty.",
        "pt": "Ganham os outros jogadores com {m}, que dividem os pagamentos; quem bateu não paga nem recebe nada, nem sequer a penalização de {penalty}.",
        "es": "Ganan los otros jugadores con {m}, que se reparten los pagos; quien cerró no paga ni cobra nada, y tampoco paga la penalización de {penalty}.",
        "fr": f"Les autres joueurs à {{m}} gagnent et se partagent les paiements{_NB}; le frappeur ne paie rien, "
              "ne reçoit rien et n’a pas de pénalité de {penalty}.",
    },
    "kr.no_knocker": {
        "en": "Nobody knocked: the stock ran out (KR-9). The lowest deadwood, {m}, wins, with no penalty and no "
              "rum bonus (KR-10e).",
        "pt": "Ninguém bateu: o monte acabou (KR-9). Ganha quem tem a sobra mais baixa, {m}, sem penalização nem bónus "
              "de rum (KR-10e).",
        "es": "Nadie cerró: se acabó el mazo (KR-9). Gana el resto más bajo, {m}, sin penalización ni "
              "bonificación de rum (KR-10e).",
        "fr": f"Personne n’a frappé{_NB}: le talon est épuisé (KR-9). Le plus petit total de points morts, "
              "{m}, l’emporte, sans pénalité ni prime de rum (KR-10e).",
    },
    "kr.winners.one": {"en": "The win goes to {winners}.", "pt": "Ganha {winners}.", "es": "Gana {winners}.",
                       "fr": "{winners} gagne."},
    "kr.winners.other": {"en": "{winners} share the win.", "pt": "Ganham {winners}.", "es": "Ganan {winners}.",
                         "fr": "{winners} gagnent."},
    "kr.nobody_pays": {
        "en": "Nobody is above the lowest deadwood, so nobody pays.",
        "pt": "Ninguém tem mais do que a sobra mais baixa, por isso ninguém paga.",
        "es": "Nadie tiene más resto que el más bajo, así que nadie paga.",
        "fr": f"Personne n’a plus de points morts que le minimum{_NB}: personne ne paie.",
    },
    "kr.pays": {
        "en": "Payment from {payer} to {payee}: {arithmetic}.",
        "pt": "{payer} paga {payee}: {arithmetic}.",
        "es": "{payer} paga {payee}: {arithmetic}.",
        "fr": f"{{payer}} paie {{payee}}{_NB}: {{arithmetic}}.",
    },
    "kr.pays.split": {
        "en": "Payment from {payer}: {arithmetic}, split between {n} winners: {each} each, to {payees}.",
        "pt": "{payer} paga {arithmetic}, dividido por {n} vencedores: {each} a cada um, {payees}.",
        "es": "{payer} paga {arithmetic}, que se reparte entre {n} ganadores: {each} a cada uno, {payees}.",
        "fr": "{payer} paie {arithmetic}, partagé entre les {n} gagnants\u202f: {each} chacun, {payees}.",
    },
    "kr.ledger": {"en": "Ledger for this hand: {items}.", "pt": "Registo desta mão: {items}.",
                  "es": "Registro de esta mano: {items}.", "fr": f"Registre de cette donne{_NB}: {{items}}."},
    "ledger.item": {"en": "{player} {amount}", "pt": "{player} {amount}", "es": "{player} {amount}",
                    "fr": "{player} {amount}"},

    # ---- sessions (KR-11) ---------------------------------------------------------------------
    "session.ledger.one": {
        "en": "Ledger after {n} hand (KR-11): {items}.", "pt": "Registo ao fim de {n} mão (KR-11): {items}.",
        "es": "Registro tras {n} mano (KR-11): {items}.", "fr": f"Registre après {{n}} donne (KR-11){_NB}: {{items}}.",
    },
    "session.ledger.other": {
        "en": "Ledger after {n} hands (KR-11): {items}.", "pt": "Registo ao fim de {n} mãos (KR-11): {items}.",
        "es": "Registro tras {n} manos (KR-11): {items}.",
        "fr": f"Registre après {{n}} donnes (KR-11){_NB}: {{items}}.",
    },
    "session.winner.one": {
        "en": "The session goes to {winners}, with the highest balance.",
        "pt": "{winners} tem o saldo mais alto e ganha a sessão.",
        "es": "{winners} tiene el saldo más alto y gana la sesión.",
        "fr": "{winners} a le solde le plus élevé et gagne la séance.",
    },
    "session.winner.other": {
        "en": "{winners} are tied at the highest balance and share the win.",
        "pt": "{winners} empatam no saldo mais alto e partilham a vitória.",
        "es": "{winners} empatan con el saldo más alto y comparten la victoria.",
        "fr": "{winners} sont à égalité au solde le plus élevé et se partagent la victoire.",
    },

    # ---- arrangements (KR-4, KR-5, TT-4) ------------------------------------------------------
    "meld.set": {"en": "Set of {ranks}: {cards}.", "pt": "Grupo de {ranks}: {cards}.",
                 "es": "Grupo de {ranks}: {cards}.", "fr": f"Groupe de {{ranks}}{_NB}: {{cards}}."},
    # A set of aces on its own: French elides "de as" to "d’as".
    "meld.set.aces": {"en": "Set of aces: {cards}.", "pt": "Grupo de ases: {cards}.",
                      "es": "Grupo de ases: {cards}.", "fr": f"Groupe d’as{_NB}: {{cards}}."},
    "meld.run": {"en": "Run of {suit}: {cards}.", "pt": "Sequência de {suit}: {cards}.",
                 "es": "Escalera de {suit}: {cards}.", "fr": f"Suite à {{suit}}{_NB}: {{cards}}."},
    "meld.wild": {"en": "{wild} stands for {card}", "pt": "{wild} faz de {card}", "es": "{wild} hace de {card}",
                  "fr": "{wild} remplace {card}"},
    "arr.deadwood": {"en": "Deadwood: {cards} = {arithmetic}.", "pt": "Sobra: {cards} = {arithmetic}.",
                     "es": "Resto: {cards} = {arithmetic}.", "fr": f"Points morts{_NB}: {{cards}} = {{arithmetic}}."},
    "arr.no_deadwood": {
        "en": "No deadwood: every card is in a meld.", "pt": "Sem sobra: todas as cartas estão em combinações.",
        "es": "Sin resto: todas las cartas están en combinaciones.",
        "fr": f"Aucun point mort{_NB}: toutes les cartes sont dans des combinaisons.",
    },
    # Three Thirteen's leftovers are penalty points (TT-7), not deadwood.
    "arr.penalty": {"en": "Penalty points: {cards} = {arithmetic}.", "pt": "Pontos de penalização: {cards} = {arithmetic}.",
                    "es": "Puntos de penalización: {cards} = {arithmetic}.",
                    "fr": f"Points de pénalité{_NB}: {{cards}} = {{arithmetic}}."},
    "arr.no_penalty": {
        "en": "No penalty points: every card is in a meld.",
        "pt": "Sem pontos de penalização: todas as cartas estão em combinações.",
        "es": "Sin puntos de penalización: todas las cartas están en combinaciones.",
        "fr": f"Aucun point de pénalité{_NB}: toutes les cartes sont dans des combinaisons.",
    },
    "arr.no_meld": {"en": "No meld.", "pt": "Nenhuma combinação.", "es": "Ninguna combinación.",
                    "fr": "Aucune combinaison."},

    # ---- Three Thirteen (TT-3, TT-6, TT-7) ----------------------------------------------------
    "tt.round": {
        "en": "Round {round}: {size} cards each, {wilds} are wild (TT-3).",
        "pt": "Ronda {round}: {size} cartas a cada jogador; selvagens: {wilds} (TT-3).",
        "es": "Ronda {round}: {size} cartas por jugador; comodines: {wilds} (TT-3).",
        "fr": f"Manche {{round}}{_NB}: {{size}} cartes chacun{_NB}; les {{wilds}} sont des cartes frimes (TT-3).",
    },
    "tt.out": {"en": "{player} went out (TT-6).", "pt": "{player} saiu (TT-6).", "es": "{player} salió (TT-6).",
               "fr": "{player} est sorti (TT-6)."},
    # The plural follows the penalty, not the number of cards left over: no verb agrees with the cards.
    "tt.penalty.one": {
        "en": "{player}: {cards} left over, {penalty} penalty point (TT-7).",
        "pt": "{player}: {cards} fora de combinações, {penalty} ponto de penalização (TT-7).",
        "es": "{player}: {cards} fuera de combinaciones, {penalty} punto de penalización (TT-7).",
        "fr": f"{{player}}{_NB}: {{cards}} hors combinaison, {{penalty}} point de pénalité (TT-7).",
    },
    "tt.penalty.other": {
        "en": "{player}: {cards} left over, {penalty} penalty points (TT-7).",
        "pt": "{player}: {cards} fora de combinações, {penalty} pontos de penalização (TT-7).",
        "es": "{player}: {cards} fuera de combinaciones, {penalty} puntos de penalización (TT-7).",
        "fr": f"{{player}}{_NB}: {{cards}} hors combinaison, {{penalty}} points de pénalité (TT-7).",
    },
    "tt.penalty.none": {
        "en": "{player}: every card melded, 0 penalty points (TT-7).",
        "pt": "{player}: todas as cartas em combinações, 0 pontos de penalização (TT-7).",
        "es": "{player}: todas las cartas en combinaciones, 0 puntos de penalización (TT-7).",
        "fr": f"{{player}}{_NB}: toutes les cartes combinées, 0 point de pénalité (TT-7).",
    },
    "tt.totals": {"en": "Totals after round {round}: {items}.", "pt": "Totais após a ronda {round}: {items}.",
                  "es": "Totales tras la ronda {round}: {items}.",
                  "fr": f"Totaux après la manche {{round}}{_NB}: {{items}}."},
    "tt.winner.one": {
        "en": "The win goes to {winners}, with the lowest total (TT-7).",
        "pt": "{winners} tem o total mais baixo e ganha (TT-7).",
        "es": "{winners} tiene el total más bajo y gana (TT-7).",
        "fr": "{winners} a le total le plus bas et gagne (TT-7).",
    },
    "tt.winner.other": {
        "en": "{winners} share the lowest total and the win (TT-7).",
        "pt": "{winners} empatam no total mais baixo e partilham a vitória (TT-7).",
        "es": "{winners} empatan con el total más bajo y comparten la victoria (TT-7).",
        "fr": "{winners} sont à égalité au total le plus bas et se partagent la victoire (TT-7).",
    },
    "tt.leader.one": {"en": "In the lead with {total}: {winners}.", "pt": "{winners} vai à frente com {total}.",
                      "es": "{winners} va en cabeza con {total}.", "fr": "{winners} mène avec {total}."},
    "tt.leader.other": {"en": "{winners} share the lead with {total}.",
                        "pt": "{winners} partilham a liderança com {total}.",
                        "es": "{winners} comparten el primer puesto con {total}.",
                        "fr": "{winners} partagent la tête avec {total}."},

    # ---- Rummy (RU-6, RU-7, RU-8) --------------------------------------------------------------
    "ru.out": {
        "en": "{player} went out (RU-6) and scored the cards left in the other hands: {arithmetic} (RU-8).",
        "pt": "{player} saiu (RU-6) e marca o valor das cartas que ficaram nas mãos dos outros: {arithmetic} "
              "(RU-8).",
        "es": "{player} salió (RU-6) y se anota el valor de las cartas que quedan en las otras manos: "
              "{arithmetic} (RU-8).",
        "fr": f"{{player}} est sorti (RU-6) et marque la valeur des cartes restées dans les autres "
              f"mains{_NB}: {{arithmetic}} (RU-8).",
    },
    "ru.left": {"en": "{player} still held {cards} = {value}.", "pt": "{player} fica com {cards} = {value}.",
                "es": "{player} se queda con {cards} = {value}.", "fr": "{player} garde {cards} = {value}."},
    "ru.draw": {
        "en": "The stock ran out a second time with nobody out: the round is a draw and nobody scores (RU-7).",
        "pt": "O monte acabou pela segunda vez sem ninguém sair: a ronda fica empatada e ninguém marca (RU-7).",
        "es": "El mazo se acabó por segunda vez sin que nadie saliera: la ronda termina en empate y nadie "
              "puntúa (RU-7).",
        "fr": f"Le talon s’est épuisé une deuxième fois sans que personne ne sorte{_NB}: la manche est nulle et "
              "personne ne marque (RU-7).",
    },
    "ru.totals.one": {"en": "Totals after {n} round: {items}.", "pt": "Totais após {n} ronda: {items}.",
                      "es": "Totales tras {n} ronda: {items}.", "fr": f"Totaux après {{n}} manche{_NB}: {{items}}."},
    "ru.totals.other": {"en": "Totals after {n} rounds: {items}.", "pt": "Totais após {n} rondas: {items}.",
                        "es": "Totales tras {n} rondas: {items}.", "fr": f"Totaux après {{n}} manches{_NB}: {{items}}."},
    "ru.winner": {
        "en": "{player} reached {total}, at least {target}, and won the game (RU-8).",
        "pt": "{player} chega a {total}, pelo menos {target}, e ganha o jogo (RU-8).",
        "es": "{player} llega a {total}, al menos {target}, y gana la partida (RU-8).",
        "fr": "{player} atteint {total}, au moins {target}, et gagne la partie (RU-8).",
    },
    "ru.goes_on": {
        "en": "Nobody has reached {target} yet: the game goes on (RU-8).",
        "pt": "Ainda ninguém chegou a {target}: o jogo continua (RU-8).",
        "es": "Nadie ha llegado aún a {target}: la partida sigue (RU-8).",
        "fr": f"Personne n’a encore atteint {{target}}{_NB}: la partie continue (RU-8).",
    },

    # ---- the reader's words for what an error's token or field names ----------------------------
    # A missing input (None) is shown as:
    "value.missing": {"en": "(nothing)", "pt": "(nada)", "es": "(nada)", "fr": "(rien)"},
    # A request's fields, and the CLI's, with their article ("indique a mão", "valeur invalide pour la main").
    "field.request": {"en": "the request", "pt": "o pedido", "es": "la petición", "fr": "la requête"},
    "field.op": {"en": "the operation", "pt": "a operação", "es": "la operación", "fr": "l’opération"},
    "field.lang": {"en": "the language", "pt": "a língua", "es": "el idioma", "fr": "la langue"},
    "field.hand": {"en": "the hand", "pt": "a mão", "es": "la mano", "fr": "la main"},
    "field.letters": {"en": "the card letters", "pt": "as letras das cartas", "es": "las letras de las cartas",
                      "fr": "les lettres des cartes"},
    "field.hands": {"en": "the hands", "pt": "as mãos", "es": "las manos", "fr": "les mains"},
    "field.hands[]": {"en": "the hand of player {n}", "pt": "a mão do jogador {n}", "es": "la mano del jugador {n}",
                      "fr": "la main du joueur {n}"},
    "field.cards": {"en": "the cards", "pt": "as cartas", "es": "las cartas", "fr": "les cartes"},
    "field.CARDS": {"en": "the cards of a hand", "pt": "as cartas de uma mão", "es": "las cartas de una mano",
                    "fr": "les cartes d’une main"},
    "field.seen": {"en": "the cards already seen", "pt": "as cartas já vistas", "es": "las cartas ya vistas",
                   "fr": "les cartes déjà vues"},
    "field.deadwood": {"en": "the deadwood", "pt": "as sobras", "es": "los restos", "fr": "les points morts"},
    "field.deadwood[]": {"en": "the deadwood of player {n}", "pt": "a sobra do jogador {n}",
                         "es": "el resto del jugador {n}", "fr": "les points morts du joueur {n}"},
    "field.game": {"en": "the game", "pt": "o jogo", "es": "el juego", "fr": "le jeu"},
    "field.round": {"en": "the round", "pt": "a ronda", "es": "la ronda", "fr": "la manche"},
    "field.wild": {"en": "the wild rank", "pt": "o valor das cartas selvagens", "es": "el valor de los comodines",
                   "fr": "le rang des cartes frimes"},
    "field.decks": {"en": "the number of decks", "pt": "o número de baralhos", "es": "el número de barajas",
                    "fr": "le nombre de paquets"},
    "field.players": {"en": "the number of players", "pt": "o número de jogadores", "es": "el número de jugadores",
                      "fr": "le nombre de joueurs"},
    "field.dealer": {"en": "the dealer", "pt": "o dador", "es": "el repartidor", "fr": "le donneur"},
    "field.knocker": {"en": "the knocker", "pt": "quem bateu", "es": "quien cerró", "fr": "le frappeur"},
    "field.out": {"en": "the player who went out", "pt": "quem saiu", "es": "quien salió", "fr": "le joueur sorti"},
    "field.seed": {"en": "the seed", "pt": "a semente", "es": "la semilla", "fr": "la graine"},
    "field.level": {"en": "the level", "pt": "o nível", "es": "el nivel", "fr": "le niveau"},
    "field.samples": {"en": "the number of samples", "pt": "o número de amostras", "es": "el número de muestras",
                      "fr": "le nombre d’échantillons"},
    "field.all": {"en": "the choice to list every arrangement", "pt": "a opção de ver todos os arranjos",
                  "es": "la opción de ver todas las disposiciones", "fr": "l’option d’afficher tous les arrangements"},
    "field.melds": {"en": "the melds", "pt": "as combinações", "es": "las combinaciones", "fr": "les combinaisons"},
    "field.melds[]": {"en": "meld {n}", "pt": "a combinação {n}", "es": "la combinación {n}", "fr": "la combinaison {n}"},
    "field.answers": {"en": "the answers", "pt": "as respostas", "es": "las respuestas", "fr": "les réponses"},
    "field.answers[]": {"en": "the answer for player {n}", "pt": "a resposta do jogador {n}",
                        "es": "la respuesta del jugador {n}", "fr": "la réponse du joueur {n}"},
    "field.moves": {"en": "the moves", "pt": "as jogadas", "es": "las jugadas", "fr": "les coups"},
    "field.moves[]": {"en": "move {n}", "pt": "a jogada {n}", "es": "la jugada {n}", "fr": "le coup {n}"},
    "field.record": {"en": "the game record", "pt": "o registo do jogo", "es": "el registro de la partida",
                     "fr": "le registre de la partie"},
    "field.rounds": {"en": "the number of rounds", "pt": "o número de rondas", "es": "el número de rondas",
                     "fr": "le nombre de manches"},
    "field.target": {"en": "the target score", "pt": "a pontuação-alvo", "es": "la puntuación objetivo",
                     "fr": "le score à atteindre"},
    # A command-line option (--limit) and any other field, named as the reader typed them.
    "field.option": {"en": "the {option} option", "pt": "a opção {option}", "es": "la opción {option}",
                     "fr": "l’option {option}"},
    "field.other": {"en": "the field {q}", "pt": "o campo {q}", "es": "el campo {q}", "fr": "le champ {q}"},
    # The kinds of move (MoveKind), as the subject of "… is not possible now".
    "move.draw": {"en": "drawing", "pt": "comprar", "es": "robar", "fr": "piocher"},
    "move.discard": {"en": "discarding", "pt": "descartar", "es": "descartar", "fr": "défausser"},
    "move.knock": {"en": "knocking", "pt": "bater", "es": "cerrar", "fr": "frapper"},
    "move.decline": {"en": "declining the discard", "pt": "recusar o descarte", "es": "rechazar el descarte",
                     "fr": "refuser la défausse"},
    "move.go-out": {"en": "going out", "pt": "sair", "es": "salir", "fr": "sortir"},
    "move.meld": {"en": "putting down a meld", "pt": "baixar uma combinação", "es": "bajar una combinación",
                  "fr": "étaler une combinaison"},
    "move.lay-off": {"en": "laying off", "pt": "baixar numa combinação", "es": "colocar en una combinación",
                     "fr": "poser sur une combinaison"},

    # ---- errors: one entry per RummyError code the engine raises -----------------------------
    "error.generic": {"en": "{q} is not valid here", "pt": "{q} não é válido aqui", "es": "{q} no es válido aquí",
                      "fr": "{q} n’est pas valable ici"},
    "error.error": {"en": "{q} is not valid here", "pt": "{q} não é válido aqui", "es": "{q} no es válido aquí",
                    "fr": "{q} n’est pas valable ici"},
    "error.bad-card": {"en": "{q} is not a card", "pt": "{q} não é uma carta", "es": "{q} no es una carta",
                       "fr": "{q} n’est pas une carte"},
    "error.bad-rank": {"en": "{q} is not a rank (A, 2–10, J, Q, K)",
                       "pt": "{q} não é um valor de carta (A, 2–10, J, Q, K)",
                       "es": "{q} no es un valor de carta (A, 2–10, J, Q, K)",
                       "fr": "{q} n’est pas un rang de carte (A, 2–10, J, Q, K)"},
    "error.duplicate-card": {
        "en": "{token} appears {count} times but this game uses one deck",
        "pt": "{token} aparece {count} vezes, mas este jogo usa um só baralho",
        "es": "{token} aparece {count} veces, pero este juego usa una sola baraja",
        "fr": "{token} apparaît {count} fois, mais ce jeu se joue avec un seul paquet",
    },
    "error.too-many-copies": {
        "en": "{token} appears {count} times but this game has only {limit}",
        "pt": "{token} aparece {count} vezes, mas este jogo só tem {limit}",
        "es": "{token} aparece {count} veces, pero este juego solo tiene {limit}",
        "fr": "{token} apparaît {count} fois, mais ce jeu n’en a que {limit}",
    },
    "error.joker-not-allowed": {"en": "jokers are not used in this game", "pt": "este jogo não usa jokers",
                                "es": "este juego no usa jokers", "fr": "ce jeu se joue sans jokers"},
    "error.bad-hand": {"en": "this hand is not possible: {q}", "pt": "esta mão não é possível: {q}",
                       "es": "esta mano no es posible: {q}", "fr": f"cette main n’est pas possible{_NB}: {{q}}"},
    "error.bad-rules": {"en": "impossible game settings: {q}", "pt": "regras de jogo impossíveis: {q}",
                        "es": "opciones de juego imposibles: {q}", "fr": f"règles de jeu impossibles{_NB}: {{q}}"},
    "error.bad-game": {
        "en": "{q} is not a game (choose knock, three-thirteen, rummy)",
        "pt": "{q} não é um jogo (escolha knock, three-thirteen ou rummy)",
        "es": "{q} no es un juego (elige knock, three-thirteen o rummy)",
        "fr": "{q} n’est pas un jeu (choisissez knock, three-thirteen ou rummy)",
    },
    "error.bad-game.missing": {
        "en": "choose a game: knock, three-thirteen or rummy",
        "pt": "escolha um jogo: knock, three-thirteen ou rummy",
        "es": "elige un juego: knock, three-thirteen o rummy",
        "fr": f"choisissez un jeu{_NB}: knock, three-thirteen ou rummy",
    },
    "error.bad-decks": {"en": "{q} is not a possible number of decks (1 to 8)",
                        "pt": "{q} não é um número de baralhos possível (1 a 8)",
                        "es": "{q} no es un número de barajas posible (de 1 a 8)",
                        "fr": "{q} n’est pas un nombre de paquets possible (1 à 8)"},
    "error.bad-round": {"en": "{q} is not a round of Three Thirteen (1 to 11)",
                        "pt": "{q} não é uma ronda de Three Thirteen (1 a 11)",
                        "es": "{q} no es una ronda de Three Thirteen (de 1 a 11)",
                        "fr": "{q} n’est pas une manche de Three Thirteen (1 à 11)"},
    "error.bad-players": {"en": "{q} is not a possible number of players for this game",
                          "pt": "{q} não é um número de jogadores possível neste jogo",
                          "es": "{q} no es un número de jugadores posible en este juego",
                          "fr": "{q} n’est pas un nombre de joueurs possible dans ce jeu"},
    "error.no-wilds": {"en": "this game has no rounds or wild cards ({q})",
                       "pt": "este jogo não tem rondas nem cartas selvagens ({q})",
                       "es": "este juego no tiene rondas ni comodines ({q})",
                       "fr": "ce jeu n’a ni manches ni cartes frimes ({q})"},
    "error.bad-meld": {"en": "{q} is not a meld", "pt": "{q} não é uma combinação", "es": "{q} no es una combinación",
                       "fr": "{q} n’est pas une combinaison"},
    "error.bad-settlement": {"en": "this table cannot be settled: {q}", "pt": "esta mesa não pode ser acertada: {q}",
                             "es": "esta mesa no se puede liquidar: {q}",
                             "fr": f"cette table ne peut pas être réglée{_NB}: {{q}}"},
    "error.illegal-move": {"en": "illegal move: {q} ({rule})", "pt": "jogada ilegal: {q} ({rule})",
                           "es": "jugada ilegal: {q} ({rule})", "fr": f"coup illégal{_NB}: {{q}} ({{rule}})"},
    "error.bad-request": {"en": "bad request: {q}", "pt": "pedido inválido: {q}", "es": "petición no válida: {q}",
                          "fr": f"requête invalide{_NB}: {{q}}"},
    "error.bad-request:--draw": {
        "en": "a round with someone out is not a draw: give --out or --draw, not both",
        "pt": "uma ronda em que alguém saiu não termina empatada: indique --out ou --draw, não os dois",
        "es": "una ronda en la que alguien salió no termina en empate: indica --out o --draw, no los dos",
        "fr": f"une manche où quelqu’un est sorti n’est pas nulle{_NB}: indiquez --out ou --draw, pas les deux",
    },
    "error.bad-deadwood": {"en": "{q} is not a deadwood count (a whole number from 0)",
                           "pt": "{q} não é uma sobra (um número inteiro a partir de 0)",
                           "es": "{q} no es un resto (un número entero desde 0)",
                           "fr": "{q} n’est pas un total de points morts (un nombre entier à partir de 0)"},
    "error.negative-deadwood": {"en": "player {player}'s deadwood cannot be negative ({q})",
                                "pt": "a sobra do jogador {player} não pode ser negativa ({q})",
                                "es": "el resto del jugador {player} no puede ser negativo ({q})",
                                "fr": "les points morts du joueur {player} ne peuvent pas être négatifs ({q})"},
    "error.too-few-players": {"en": "at least {limit} players are needed, not {count}",
                              "pt": "são precisos pelo menos {limit} jogadores, há {count}",
                              "es": "se necesitan al menos {limit} jugadores, hay {count}",
                              "fr": "il faut au moins {limit} joueurs, il y en a {count}"},
    "error.too-many-players": {"en": "at most {limit} players can play, not {count}",
                               "pt": "podem jogar no máximo {limit} jogadores, há {count}",
                               "es": "pueden jugar como máximo {limit} jugadores, hay {count}",
                               "fr": "il peut y avoir au plus {limit} joueurs, il y en a {count}"},
    "error.bad-knocker": {"en": "{q} is not a player number for the knocker",
                          "pt": "{q} não é o número de um jogador para quem bateu",
                          "es": "{q} no es un número de jugador para quien cerró",
                          "fr": "{q} n’est pas un numéro de joueur pour le frappeur"},
    "error.knocker-out-of-range": {"en": "the knocker, player {q}, is not one of the {players} players",
                                   "pt": "quem bateu, o jogador {q}, não é um dos {players} jogadores",
                                   "es": "quien cerró, el jugador {q}, no es uno de los {players} jugadores",
                                   "fr": "le frappeur, le joueur {q}, n’est pas l’un des {players} joueurs"},
    "error.bad-out": {"en": "player {q}, who went out, is not one of the {players} players",
                      "pt": "o jogador {q}, que saiu, não é um dos {players} jogadores",
                      "es": "el jugador {q}, que salió, no es uno de los {players} jugadores",
                      "fr": "le joueur {q}, qui est sorti, n’est pas l’un des {players} joueurs"},
    "error.not-out": {"en": "player {player} cannot have gone out with these cards",
                      "pt": "o jogador {player} não pode ter saído com estas cartas",
                      "es": "el jugador {player} no puede haber salido con estas cartas",
                      "fr": "le joueur {player} ne peut pas être sorti avec ces cartes"},
    "error.wrong-hand-size": {"en": "this round deals {expected} cards, but player {player} holds {count}",
                              "pt": "nesta ronda dão-se {expected} cartas, mas o jogador {player} tem {count}",
                              "es": "en esta ronda se reparten {expected} cartas, pero el jugador {player} tiene {count}",
                              "fr": "cette manche distribue {expected} cartes, mais le joueur {player} en a {count}"},
    "error.bad-hands": {"en": "{q} is not a list of hands", "pt": "{q} não é uma lista de mãos",
                        "es": "{q} no es una lista de manos", "fr": "{q} n’est pas une liste de mains"},
    "error.empty-session": {"en": "there is nothing to add up: no hand or round was given",
                            "pt": "não há nada para somar: não foi indicada nenhuma mão nem ronda",
                            "es": "no hay nada que sumar: no se ha indicado ninguna mano ni ronda",
                            "fr": f"rien à additionner{_NB}: aucune donne ni manche n’a été fournie"},
    "error.bad-session": {"en": "hand {q} is not a settled hand", "pt": "a mão {q} não é uma mão acertada",
                          "es": "la mano {q} no es una mano liquidada", "fr": "la donne {q} n’est pas une donne réglée"},
    # Raised for the hands of a session and for the rounds of a game alike.
    "error.session-players-mismatch": {
        "en": "hand or round {q} has {count} players, but the first one has {expected}",
        "pt": "a mão ou ronda {q} tem {count} jogadores, mas a primeira tem {expected}",
        "es": "la mano o ronda {q} tiene {count} jugadores, pero la primera tiene {expected}",
        "fr": "la donne ou manche {q} compte {count} joueurs, mais la première en compte {expected}",
    },
    "error.round-order": {"en": "round {q} is given where round {expected} was expected",
                          "pt": "foi dada a ronda {q} onde se esperava a ronda {expected}",
                          "es": "se ha dado la ronda {q} donde se esperaba la ronda {expected}",
                          "fr": "la manche {q} est donnée là où la manche {expected} était attendue"},
    "error.game-over": {"en": "round {q} comes after someone already reached {target}",
                        "pt": "a ronda {q} vem depois de alguém já ter chegado a {target}",
                        "es": "la ronda {q} viene después de que alguien haya llegado ya a {target}",
                        "fr": "la manche {q} vient après que quelqu’un a déjà atteint {target}"},
    "error.bad-amount": {"en": "{q} is not an amount", "pt": "{q} não é um montante", "es": "{q} no es un importe",
                         "fr": "{q} n’est pas un montant"},
    "error.bad-lang": {"en": "{q} is not a language (choose en, pt, es, fr)",
                       "pt": "{q} não é uma língua (escolha en, pt, es, fr)",
                       "es": "{q} no es un idioma (elige en, pt, es, fr)",
                       "fr": "{q} n’est pas une langue (choisissez en, pt, es, fr)"},
    "error.unknown-op": {"en": "{q} is not an operation (choose {ops})", "pt": "{q} não é uma operação (escolha {ops})",
                         "es": "{q} no es una operación (elige {ops})",
                         "fr": "{q} n’est pas une opération (choisissez {ops})"},
    "error.unknown-op.missing": {"en": "choose an operation: {ops}", "pt": "escolha uma operação: {ops}",
                                 "es": "elige una operación: {ops}", "fr": f"choisissez une opération{_NB}: {{ops}}"},
    # The token of missing-field is the field (worded by the field.* entries); an imperative
    # needs no agreement with it ("indique a mão", "indique as cartas").
    "error.missing-field": {"en": "give {q}", "pt": "indique {q}", "es": "indica {q}", "fr": "indiquez {q}"},
    # A missing list of hands says so with its field (its token is then the missing value).
    "error.missing-field.missing": {"en": "give {field}", "pt": "indique {field}", "es": "indica {field}",
                                    "fr": "indiquez {field}"},
    "error.missing-field:CARDS": {
        "en": "give the cards of a hand, e.g. 4H 5H 6H QC QD QS 8D",
        "pt": "indique as cartas de uma mão, por exemplo 4H 5H 6H QC QD QS 8D",
        "es": "indica las cartas de una mano, por ejemplo 4H 5H 6H QC QD QS 8D",
        "fr": "indiquez les cartes d’une main, par exemple 4H 5H 6H QC QD QS 8D",
    },
    "error.missing-field:--out": {
        "en": "say who went out (--out N) or that the round was a draw (--draw)",
        "pt": "indique quem saiu (--out N) ou que a ronda terminou empatada (--draw)",
        "es": "indica quién salió (--out N) o que la ronda terminó en empate (--draw)",
        "fr": "indiquez qui est sorti (--out N) ou que la manche est nulle (--draw)",
    },
    "error.missing-field:deadwood": {
        "en": "give the deadwood or the hands", "pt": "indique as sobras ou as mãos",
        "es": "indica los restos o las manos", "fr": "indiquez les points morts ou les mains",
    },
    "error.bad-field": {"en": "wrong value for {field}: {q}", "pt": "valor inválido para {field}: {q}",
                        "es": "valor no válido para {field}: {q}", "fr": f"valeur invalide pour {{field}}{_NB}: {{q}}"},
    "error.bad-field.missing": {"en": "give {field}", "pt": "indique {field}", "es": "indica {field}",
                                "fr": "indiquez {field}"},
    "error.too-large": {"en": "{count} is too many for {field} (at most {limit})",
                        "pt": "{count} é demais para {field} (no máximo {limit})",
                        "es": "{count} es demasiado para {field} (como máximo {limit})",
                        "fr": "{count}, c’est trop pour {field} (au plus {limit})"},
    "error.internal": {"en": "internal error in the engine; please report it",
                       "pt": "erro interno do motor; por favor, comunique-o",
                       "es": "error interno del motor; por favor, avísanos",
                       "fr": f"erreur interne du moteur{_NB}; merci de la signaler"},
    # ---- errors of the solver's meld checks (melds.make_meld, check_arrangement) ----------------
    "error.too-short": {"en": "{q} is too short: a meld has 3 cards or more",
                        "pt": "{q} é curta demais: uma combinação tem 3 cartas ou mais",
                        "es": "{q} es demasiado corta: una combinación tiene 3 cartas o más",
                        "fr": f"{{q}} est trop courte{_NB}: une combinaison a 3 cartes ou plus"},
    "error.set-too-large": {"en": "{q} is too large: a set has at most {cap} cards",
                            "pt": "{q} é grande demais: um grupo tem no máximo {cap} cartas",
                            "es": "{q} es demasiado grande: un grupo tiene como máximo {cap} cartas",
                            "fr": f"{{q}} est trop grand{_NB}: un groupe a au plus {{cap}} cartes"},
    "error.mixed-suits": {"en": "{q} mixes suits and ranks: a run is of one suit, a set of one rank",
                          "pt": "{q} mistura naipes e valores: uma sequência é de um só naipe, um grupo de um só valor",
                          "es": "{q} mezcla palos y valores: una escalera es de un solo palo, un grupo de un solo valor",
                          "fr": f"{{q}} mélange couleurs et rangs{_NB}: une suite est d’une seule couleur, un groupe "
                                "d’un seul rang"},
    "error.repeated-rank": {"en": "{q} repeats a rank: a run holds each rank once",
                            "pt": "{q} repete um valor: uma sequência tem cada valor uma só vez",
                            "es": "{q} repite un valor: una escalera tiene cada valor una sola vez",
                            "fr": f"{{q}} répète un rang{_NB}: une suite contient chaque rang une seule fois"},
    "error.too-long": {"en": "{q} is too long: a run has at most {limit} cards",
                       "pt": "{q} é longa demais: uma sequência tem no máximo {limit} cartas",
                       "es": "{q} es demasiado larga: una escalera tiene como máximo {limit} cartas",
                       "fr": f"{{q}} est trop longue{_NB}: une suite a au plus {{limit}} cartes"},
    "error.wrap-around": {"en": "{q} wraps around: no run goes round the corner (Q-K-A-2 is not a run)",
                          "pt": "{q} dá a volta: nenhuma sequência passa do rei para o ás e continua (Q-K-A-2 não é "
                                "uma sequência)",
                          "es": "{q} da la vuelta: ninguna escalera pasa del rey al as y sigue (Q-K-A-2 no es una "
                                "escalera)",
                          "fr": f"{{q}} fait le tour{_NB}: aucune suite ne passe du roi à l’as pour continuer (Q-K-A-2 "
                                "n’est pas une suite)"},
    "error.not-consecutive": {"en": "{q} is not consecutive: a run needs neighbouring ranks",
                              "pt": "{q} não é seguida: uma sequência precisa de valores consecutivos",
                              "es": "{q} no es consecutiva: una escalera necesita valores seguidos",
                              "fr": f"{{q}} n’est pas continue{_NB}: une suite demande des rangs qui se suivent"},
    "error.card-not-in-hand": {"en": "{q} is not in the hand", "pt": "{q} não está na mão",
                               "es": "{q} no está en la mano", "fr": "{q} n’est pas dans la main"},
    "error.card-used-twice": {"en": "{q} is used more often than it is held",
                              "pt": "{q} é usada mais vezes do que está na mão",
                              "es": "{q} se usa más veces de las que está en la mano",
                              "fr": "{q} est utilisée plus souvent qu’elle n’est dans la main"},

    # ---- errors of the games (moves, records, bots, advisor) -----------------------------------
    "error.not-your-turn": {"en": "it is not player {q}'s turn ({rule})", "pt": "não é a vez do jogador {q} ({rule})",
                            "es": "no es el turno del jugador {q} ({rule})",
                            "fr": "ce n’est pas au joueur {q} de jouer ({rule})"},
    "error.hand-over": {"en": "the hand is over; nobody plays again ({rule})",
                        "pt": "a mão acabou; ninguém volta a jogar ({rule})",
                        "es": "la mano ha terminado; nadie vuelve a jugar ({rule})",
                        "fr": f"la donne est finie{_NB}; personne ne rejoue ({{rule}})"},
    "error.draw-first": {"en": "draw a card first, from the stock or the discard pile ({rule})",
                         "pt": "primeiro compre uma carta, do monte ou do descarte ({rule})",
                         "es": "primero roba una carta, del mazo o del descarte ({rule})",
                         "fr": "piochez d’abord une carte, du talon ou de la défausse ({rule})"},
    "error.already-drew": {"en": "you already drew a card this turn ({rule})",
                           "pt": "já comprou uma carta nesta vez ({rule})",
                           "es": "ya has robado una carta en este turno ({rule})",
                           "fr": "vous avez déjà pioché une carte à ce tour ({rule})"},
    "error.stock-empty": {"en": "the stock is empty: take the top discard or decline it ({rule})",
                          "pt": "o monte está vazio: apanhe a carta de cima do descarte ou recuse-a ({rule})",
                          "es": "el mazo está vacío: toma la carta de arriba del descarte o recházala ({rule})",
                          "fr": f"le talon est vide{_NB}: prenez la carte du dessus de la défausse ou refusez-la "
                                "({rule})"},
    "error.discard-empty": {"en": "the discard pile is empty ({rule})", "pt": "o descarte está vazio ({rule})",
                            "es": "el descarte está vacío ({rule})", "fr": "la défausse est vide ({rule})"},
    "error.bad-source": {"en": "cannot draw from {q}: draw from the stock or the discard pile ({rule})",
                         "pt": "não se pode comprar de {q}: compre do monte ou do descarte ({rule})",
                         "es": "no puedes robar de {q}: roba del mazo o del descarte ({rule})",
                         "fr": f"impossible de piocher dans {{q}}{_NB}: piochez dans le talon ou la défausse "
                               "({rule})"},
    "error.cannot-decline": {"en": "only a player facing an empty stock may decline the discard ({rule})",
                             "pt": "só pode recusar o descarte quando o monte está vazio ({rule})",
                             "es": "solo puedes rechazar el descarte cuando el mazo está vacío ({rule})",
                             "fr": "vous ne pouvez refuser la défausse que si le talon est vide ({rule})"},
    # The token is a kind of move, worded by the move.* entries ("bater", "frapper").
    "error.no-such-move": {"en": "{q} is not possible now ({rule})",
                           "pt": "{q} não é possível agora ({rule})",
                           "es": "{q} no es posible ahora ({rule})",
                           "fr": "{q} n’est pas possible maintenant ({rule})"},
    "error.one-card": {"en": "discard exactly one card ({rule})", "pt": "descarte exatamente uma carta ({rule})",
                       "es": "descarta exactamente una carta ({rule})", "fr": "défaussez exactement une carte ({rule})"},
    "error.not-in-hand": {"en": "{q} is not in your hand ({rule})", "pt": "{q} não está na sua mão ({rule})",
                          "es": "{q} no está en tu mano ({rule})", "fr": "{q} n’est pas dans votre main ({rule})"},
    "error.discard-taken": {"en": "{q} was just taken from the discard pile: it cannot leave the hand this turn "
                                  "({rule})",
                            "pt": "{q} acabou de vir do descarte: não pode sair da mão nesta vez ({rule})",
                            "es": "acabas de tomar {q} del descarte: no puede salir de tu mano en este turno ({rule})",
                            "fr": f"{{q}} vient d’être prise dans la défausse{_NB}: elle ne peut pas quitter la main "
                                  "à ce tour ({rule})"},
    "error.not-over": {"en": "it is not over yet ({rule})", "pt": "ainda não acabou ({rule})",
                       "es": "todavía no ha terminado ({rule})", "fr": "ce n’est pas encore fini ({rule})"},
    "error.game-finished": {"en": "the game is over: no move can follow ({rule})",
                            "pt": "o jogo acabou: já não se pode jogar ({rule})",
                            "es": "la partida ha terminado: ya no se puede jugar ({rule})",
                            "fr": f"la partie est finie{_NB}: on ne peut plus jouer ({{rule}})"},
    "error.session-over": {"en": "the session is over: every player has dealt once ({rule})",
                           "pt": "a sessão acabou: todos os jogadores já deram uma vez ({rule})",
                           "es": "la sesión ha terminado: todos los jugadores ya han repartido una vez ({rule})",
                           "fr": f"la séance est finie{_NB}: chaque joueur a déjà distribué une fois ({{rule}})"},
    "error.bad-dealer": {"en": "{q} is not a seat at this table", "pt": "{q} não é um lugar desta mesa",
                         "es": "{q} no es un puesto de esta mesa", "fr": "{q} n’est pas une place à cette table"},
    "error.bad-deck": {"en": "a deck has 52 cards, not {q}", "pt": "um baralho tem 52 cartas, não {q}",
                       "es": "una baraja tiene 52 cartas, no {q}", "fr": "un paquet a 52 cartes, pas {q}"},
    # The practice commands (cli/practice.py).
    "cli.puzzle": {"en": "Puzzle {seed} ({game}): arrange the cards for the smallest deadwood",
                   "pt": "Problema {seed} ({game}): arrume as cartas para a menor sobra",
                   "es": "Problema {seed} ({game}): ordena las cartas para dejar el menor resto",
                   "fr": f"Problème {{seed}} ({{game}}){_NB}: rangez les cartes pour avoir le moins de points "
                         "morts"},
    "cli.game.knock": {"en": "Knock Rummy", "pt": "Knock Rummy", "es": "Knock Rummy", "fr": "Knock Rummy"},
    # {wild} is the rank as the cards show it ("4", "J").
    "cli.game.tt": {"en": "Three Thirteen, round {round}, {wild}s wild",
                    "pt": "Three Thirteen, ronda {round}, selvagens: {wild}",
                    "es": "Three Thirteen, ronda {round}, comodín: {wild}",
                    "fr": "Three Thirteen, manche {round}, les {wild} sont des cartes frimes"},
    "cli.ways": {"en": "({ways} equally good arrangements)", "pt": "({ways} arranjos igualmente bons)",
                 "es": "({ways} disposiciones igual de buenas)", "fr": "({ways} arrangements aussi bons)"},
    "cli.quiz.knocker": {"en": "Quiz {seed}, level {level}: {player} knocked. What does each player win or pay?",
                         "pt": "Quiz {seed}, nível {level}: {player} bateu. Quanto ganha ou paga cada jogador?",
                         "es": "Test {seed}, nivel {level}: {player} cerró. ¿Cuánto gana o paga cada jugador?",
                         "fr": f"Quiz {{seed}}, niveau {{level}}{_NB}: {{player}} a frappé. Combien chaque joueur "
                               f"gagne-t-il ou paie-t-il{_NB}?"},
    "cli.quiz.stock": {"en": "Quiz {seed}, level {level}: the stock ran out (KR-9). What does each player win or pay?",
                       "pt": "Quiz {seed}, nível {level}: o monte acabou (KR-9). Quanto ganha ou paga cada jogador?",
                       "es": "Test {seed}, nivel {level}: se acabó el mazo (KR-9). ¿Cuánto gana o paga "
                             "cada jugador?",
                       "fr": f"Quiz {{seed}}, niveau {{level}}{_NB}: le talon est épuisé (KR-9). Combien chaque "
                             f"joueur gagne-t-il ou paie-t-il{_NB}?"},
    # The practice widgets (quiz.py, puzzles.py, web/practice.py).
    "error.bad-level": {"en": "{q} is not a quiz level (1 to {limit})", "pt": "{q} não é um nível do quiz (1 a {limit})",
                        "es": "{q} no es un nivel del test (de 1 a {limit})",
                        "fr": "{q} n’est pas un niveau du quiz (1 à {limit})"},
    "error.answer-count": {"en": "give one answer per player: {expected} answers",
                           "pt": "dê uma resposta por jogador: {expected} respostas",
                           "es": "da una respuesta por jugador: {expected} respuestas",
                           "fr": f"donnez une réponse par joueur{_NB}: {{expected}} réponses"},
    "error.empty-answer": {"en": "the answer for player {player} is empty: write a number such as -15, 3½ or 3.5",
                           "pt": "a resposta do jogador {player} está vazia: escreva um número como -15, 3½ ou 3,5",
                           "es": "la respuesta del jugador {player} está vacía: escribe un número como -15, 3½ o 3,5",
                           "fr": f"la réponse du joueur {{player}} est vide{_NB}: écrivez un nombre comme -15, 3½ "
                                 "ou 3,5"},
    "error.bad-seed": {"en": "{q} is not a seed (a whole number)", "pt": "{q} não é uma semente (um número inteiro)",
                       "es": "{q} no es una semilla (un número entero)",
                       "fr": "{q} n’est pas une graine (un nombre entier)"},
    "error.bad-seed.missing": {"en": "give a seed (a whole number)", "pt": "indique uma semente (um número inteiro)",
                               "es": "indica una semilla (un número entero)",
                               "fr": "indiquez une graine (un nombre entier)"},
    "error.bad-move": {"en": "{q} is not a move", "pt": "{q} não é uma jogada", "es": "{q} no es una jugada",
                       "fr": "{q} n’est pas un coup"},
    "error.bad-move.missing": {"en": "give a move", "pt": "indique uma jogada", "es": "indica una jugada",
                               "fr": "indiquez un coup"},
    "error.bad-record": {"en": "this is not a valid game record ({q})", "pt": "este registo de jogo não é válido ({q})",
                         "es": "este registro de partida no es válido ({q})",
                         "fr": "cet enregistrement de partie n’est pas valable ({q})"},
    "error.replay-mismatch": {"en": "the replayed result differs from the recorded one",
                              "pt": "o resultado repetido difere do registado",
                              "es": "el resultado de la repetición no coincide con el registrado",
                              "fr": "le résultat rejoué diffère de celui enregistré"},
    "error.bad-bot": {"en": "{q} is not a bot", "pt": "{q} não é um robô", "es": "{q} no es un bot",
                      "fr": "{q} n’est pas un robot"},
    "error.bad-samples": {"en": "{q} is not a number of samples", "pt": "{q} não é um número de amostras",
                          "es": "{q} no es un número de muestras", "fr": "{q} n’est pas un nombre d’échantillons"},
    "error.bad-hand-size": {"en": "the hand must hold {expected} cards here, not {q}",
                            "pt": "aqui a mão tem de ter {expected} cartas, não {q}",
                            "es": "aquí la mano debe tener {expected} cartas, no {q}",
                            "fr": "ici, la main doit compter {expected} cartes, pas {q}"},
    "error.too-few-unseen": {"en": "the opponents hold {need} cards, more than the cards left unseen ({q})",
                             "pt": "os adversários têm {need} cartas, mais do que as cartas por ver ({q})",
                             "es": "los rivales tienen {need} cartas, más que las cartas sin ver ({q})",
                             "fr": "les adversaires ont {need} cartes, plus que les cartes non vues ({q})"},
    # ---- errors of the Three Thirteen and Rummy games ------------------------------------------
    "error.already-out": {"en": "someone has already gone out this round ({rule})",
                          "pt": "alguém já saiu nesta ronda ({rule})",
                          "es": "alguien ya ha salido en esta ronda ({rule})",
                          "fr": "quelqu’un est déjà sorti à cette manche ({rule})"},
    "error.cannot-go-out": {"en": "cannot go out discarding {q}: the other cards leave a penalty of {deadwood} "
                                  "({rule})",
                            "pt": "não pode sair descartando {q}: as outras cartas deixam uma penalização de "
                                  "{deadwood} ({rule})",
                            "es": "no puedes salir descartando {q}: las demás cartas dejan una penalización de "
                                  "{deadwood} ({rule})",
                            "fr": f"impossible de sortir en défaussant {{q}}{_NB}: les autres cartes laissent une "
                                  "pénalité de {deadwood} ({rule})"},
    "error.your-turn": {"en": "it is your turn: make a move ({rule})", "pt": "é a sua vez: faça uma jogada ({rule})",
                        "es": "es tu turno: haz una jugada ({rule})",
                        "fr": f"c’est à vous de jouer{_NB}: faites un coup ({{rule}})"},
    "error.round-over": {"en": "the round is over ({rule})", "pt": "a ronda acabou ({rule})",
                         "es": "la ronda ha terminado ({rule})", "fr": "la manche est finie ({rule})"},
    "error.bad-option": {"en": "{q} is not an option of this game", "pt": "{q} não é uma opção deste jogo",
                         "es": "{q} no es una opción de este juego", "fr": "{q} n’est pas une option de ce jeu"},
    "error.bad-rounds": {"en": "{q} is not a number of rounds (1 to 11)",
                         "pt": "{q} não é um número de rondas (1 a 11)",
                         "es": "{q} no es un número de rondas (de 1 a 11)",
                         "fr": "{q} n’est pas un nombre de manches (1 à 11)"},
    "error.bad-target": {"en": "{q} is not a target score", "pt": "{q} não é uma pontuação-alvo",
                         "es": "{q} no es una puntuación objetivo", "fr": "{q} n’est pas un score à atteindre"},
    "error.lay-off-before-meld": {"en": "you may lay off {q} only after putting down a meld of your own ({rule})",
                                  "pt": "só pode baixar {q} numa combinação depois de ter posto na mesa uma combinação sua ({rule})",
                                  "es": "solo puedes colocar {q} en una combinación después de haber bajado una "
                                        "combinación propia ({rule})",
                                  "fr": "vous ne pouvez poser {q} sur une combinaison qu’après avoir étalé une "
                                        "combinaison à vous ({rule})"},
    "error.no-such-meld": {"en": "there is no meld {q} on the table ({rule})",
                           "pt": "não há nenhuma combinação {q} na mesa ({rule})",
                           "es": "no hay ninguna combinación {q} en la mesa ({rule})",
                           "fr": "il n’y a pas de combinaison {q} sur la table ({rule})"},
    "error.no-such-meld.missing": {"en": "say which meld on the table to lay off on ({rule})",
                                   "pt": "indique em que combinação da mesa quer baixar ({rule})",
                                   "es": "indica en qué combinación de la mesa quieres colocar ({rule})",
                                   "fr": "indiquez sur quelle combinaison de la table poser ({rule})"},
    "error.does-not-fit": {"en": "{q} does not fit that meld ({rule})", "pt": "{q} não cabe nessa combinação ({rule})",
                           "es": "{q} no encaja en esa combinación ({rule})",
                           "fr": "{q} ne va pas dans cette combinaison ({rule})"},
    "error.strands-taken": {"en": "that would leave only {q}, the card just taken from the discard pile, which cannot "
                                  "be discarded this turn ({rule})",
                            "pt": "isso deixaria só {q}, a carta acabada de tirar do descarte, que não pode ser "
                                  "descartada nesta vez ({rule})",
                            "es": "eso dejaría solo {q}, la carta recién tomada del descarte, que no se puede "
                                  "descartar en este turno ({rule})",
                            "fr": "il ne resterait que {q}, la carte qui vient d’être prise dans la défausse et qui "
                                  "ne peut pas être défaussée à ce tour ({rule})"},
    # ---- errors of the games' command line ----------------------------------------------------
    "error.bad-count": {"en": "{q} is not a possible number of hands", "pt": "{q} não é um número de mãos possível",
                        "es": "{q} no es un número de manos posible", "fr": "{q} n’est pas un nombre de donnes possible"},
    "error.no-rounds": {"en": "{game} has no numbered rounds ({q})", "pt": "o {game} não tem rondas numeradas ({q})",
                        "es": "el {game} no tiene rondas numeradas ({q})",
                        "fr": "le {game} n’a pas de manches numérotées ({q})"},
    # ---- a hand typed on the site (rummylab.core.notation) ---------------------------------------------
    "error.empty-hand": {"en": "type or pick the cards of the hand", "pt": "escreva ou escolha as cartas da mão",
                         "es": "escribe o elige las cartas de la mano", "fr": "tapez ou choisissez les cartes de la main"},
    # C is hearts to pt/es/fr readers and clubs in English; the page says which reading it took.
    "notation.c_as_hearts": {
        "en": "C was read as hearts (♥). For clubs, write ♣.",
        "pt": "O C foi lido como copas (♥), como em português. Para paus, escreva P ou ♣.",
        "es": "La C se ha leído como corazones (♥), como en español. Para tréboles, escribe T o ♣.",
        "fr": "Le C a été lu comme cœur (♥), comme en français. Pour le trèfle, tapez T ou ♣.",
    },
    "notation.c_as_clubs": {
        "en": "C was read as clubs (♣), as in English notation.",
        "pt": "O C foi lido como paus (♣), porque a mão usa as letras inglesas (H, S). Para copas, escreva H ou ♥.",
        "es": "La C se ha leído como tréboles (♣), porque la mano usa las letras inglesas (H, S). Para corazones, "
              "escribe H o ♥.",
        "fr": "Le C a été lu comme trèfle (♣), car la main utilise les lettres anglaises (H, S). Pour le cœur, "
              "tapez H ou ♥.",
    },
    # A Three Thirteen hand whose size is not the round's (TT-2): the solver still solves it.
    "notation.round_size": {
        "en": "Round {round} deals {cards} cards ({more} after drawing); this hand has {n}.",
        "pt": "A ronda {round} dá {cards} cartas ({more} depois de comprar); esta mão tem {n}.",
        "es": "La ronda {round} reparte {cards} cartas ({more} tras robar); esta mano tiene {n}.",
        "fr": f"La manche {{round}} distribue {{cards}} cartes ({{more}} après avoir pioché){_NB}; cette main en a {{n}}.",
    },
}

# The command line's own words (deal, advise, simulate, play, argparse): one catalogue with the rest.
from rummylab.words.text.cli import CLI  # noqa: E402 - after CATALOGUE, which it extends

CATALOGUE.update(CLI)

# The score sheet's own words (rummylab.scoresheet and the "sheet" operation).
from rummylab.words.text.sheet import SHEET  # noqa: E402 - after CATALOGUE, which it extends

CATALOGUE.update(SHEET)

# The walkthroughs' sentences (a whole hand, step by step): one catalogue with the rest.
from rummylab.words.text.walkthrough import WALK  # noqa: E402 - after CATALOGUE, which it extends

CATALOGUE.update(WALK)

from rummylab.words.text.worksheet import WORKSHEET  # noqa: E402 - the worksheets' words (rummylab.teaching.worksheet)

CATALOGUE.update(WORKSHEET)

# The knock coach's words (rummylab.practice.coach and its operations).
from rummylab.words.text.coach import COACH  # noqa: E402 - after CATALOGUE, which it extends

CATALOGUE.update(COACH)

# The house rules' words (rummylab.core.house): the variants, where they come from, their errors.
from rummylab.words.text.house import HOUSE  # noqa: E402 - after CATALOGUE, which it extends

CATALOGUE.update(HOUSE)

# The Three Thirteen and Rummy house rules at play (rummylab.solver.lay_off, the rounds): refusals, lay-offs.
from rummylab.words.text.variants import VARIANTS  # noqa: E402 - after CATALOGUE, which it extends

CATALOGUE.update(VARIANTS)
# The Knock Rummy house rules in explanations and errors (penalty-each, lay-off, knock-max).
from rummylab.words.text.house_knock import HOUSE_KNOCK  # noqa: E402 - after CATALOGUE, which it extends

CATALOGUE.update(HOUSE_KNOCK)
