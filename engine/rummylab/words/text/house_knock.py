"""The Knock Rummy house rules' words in explanations and errors (rummylab.games.knock.settle, rummylab.games.knock.lay_off, the knock).

The same shape as :data:`rummylab.words.catalogue.CATALOGUE`, which they extend: key -> language -> text.
The settlement's sentences that quote a figure of the rules (the penalty, the rum bonus) take it as a
parameter (``{penalty}``, ``{bonus}``), so the house's figures are said, never the profile's.
"""

from __future__ import annotations

_NB = "\u202f"  # French: a narrow no-break space before ": ; ? !" and inside « »

WORDS: dict[str, dict[str, str]] = {
    # -- penalty-each (KR-10c) ----------------------------------------------------------------------
    "kr.beaten.rule.each": {
        "en": "Every player above {m} pays the difference, and the knocker pays {penalty} more to every player "
              "below the knocker (house rule).",
        "pt": "Quem tem mais de {m} paga a diferença, e quem bateu paga mais {penalty} a cada jogador "
              "com menos sobra do que a sua (regra da casa).",
        "es": "Quien tiene más de {m} paga la diferencia, y quien cerró paga {penalty} más a cada jugador por debajo "
              "(regla de la casa).",
        "fr": "Chaque joueur au-dessus de {m} paie la différence, et le frappeur paie {penalty} de plus à chaque "
              "joueur qui a moins de points morts que lui (règle maison).",
    },
    "kr.pays.penalty": {
        "en": "Payment from {payer} to {payee}, below the knocker: the penalty, {penalty}.",
        "pt": "{payer} paga a penalização, {penalty}, {payee}, que também tem menos sobra do que quem bateu.",
        "es": "{payer} paga {payee}, por debajo de quien cerró: la penalización, {penalty}.",
        "fr": "{payer} paie la pénalité de {penalty} {payee}, qui a moins de points morts que le frappeur.",
    },
    # -- lay-off (KR-4, KR-10) ------------------------------------------------------------------------
    "kr.laid_off": {
        "en": "{player} laid off {cards} on the knocker's meld {meld} (house rule).",
        "pt": "{player} baixou {cards} na combinação {meld} de quem bateu (regra da casa).",
        "es": "{player} colocó {cards} en la combinación {meld} de quien cerró (regla de la casa).",
        "fr": "{player} a posé {cards} sur la combinaison {meld} du frappeur (règle maison).",
    },
    # -- the command line: which house rules a deal, a game or a simulation is played by --------------
    "cli.house": {"en": "House rules: {items}.", "pt": "Regras da casa: {items}.", "es": "Reglas de la casa: {items}.",
                  "fr": f"Règles maison{_NB}: {{items}}."},
    # -- knock-max (KR-7) -----------------------------------------------------------------------------
    "error.knock-over-max": {
        "en": "cannot knock with deadwood {q}: at this table the most is {limit} ({rule})",
        "pt": "não pode bater com uma sobra de {q}: nesta mesa o máximo é {limit} ({rule})",
        "es": "no puedes cerrar con un resto de {q}: en esta mesa el máximo es {limit} ({rule})",
        "fr": f"impossible de frapper avec {{q}} points morts{_NB}: à cette table, le maximum est {{limit}} ({{rule}})",
    },
    "error.quiz-no-table": {
        "en": "no quiz table at this level under these house rules ({rule}): choose another level or knock-max",
        "pt": "não há mesa de quiz neste nível com estas regras da casa ({rule}): escolha outro nível ou outro knock-max",
        "es": "no hay ninguna mesa de test en este nivel con estas reglas de la casa ({rule}): elige otro nivel u otro "
              "valor de knock-max",
        "fr": f"aucune table de quiz à ce niveau avec ces règles maison ({{rule}}){_NB}: choisissez un autre niveau "
              "ou un autre knock-max",
    },
    "error.coach-no-position": {
        "en": "no knock to weigh for position {q} under these house rules ({rule}): try another position or knock-max",
        "pt": "não há batida a ponderar na posição {q} com estas regras da casa ({rule}): tente outra posição ou "
              "outro knock-max",
        "es": "no hay cierre que valorar en la posición {q} con estas reglas de la casa ({rule}): prueba otra posición "
              "u otro knock-max",
        "fr": f"aucune frappe à peser pour la position {{q}} avec ces règles maison ({{rule}}){_NB}: essayez une autre "
              "position ou un autre knock-max",
    },
    "error.knocker-over-max": {
        "en": "the knocker, player {player}, has deadwood {q}, more than the {limit} allowed at this table ({rule})",
        "pt": "quem bateu, o jogador {player}, tem uma sobra de {q}, mais do que os {limit} permitidos nesta mesa ({rule})",
        "es": "quien cerró, el jugador {player}, tiene un resto de {q}, más de los {limit} permitidos en esta mesa ({rule})",
        "fr": "le frappeur, le joueur {player}, a {q} points morts, plus que les {limit} permis à cette table ({rule})",
    },
}
