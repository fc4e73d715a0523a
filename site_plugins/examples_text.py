"""The words of the rendered worked examples, in the site's four languages.

The engine narrates its own results (``rummylab.explain``, the site's one
message catalogue, shared with the widgets); this catalogue only holds the
labels of the example tables (captions, column headers, the case names of
the ledger) and the verdicts the engine has no sentence for (laying off,
comparing arrangements). Amounts are shown with the engine's
``show_amount``/``signed_amount``.

>>> t("fr", "hand_details", n=2)
'Donne 2\xa0: points morts et paiements'
>>> from rummylab.settle import settle_knock
>>> print(narration(settle_knock([8, 3], 0), "en", ["A", "B"]))
Deadwood: 8 for A and 3 for B. A knocked with 8 and was beaten by B with 3 (KR-10c). ...
"""

from __future__ import annotations

from html import escape
from typing import Any, Sequence

from rummylab.explain import explain, show_amount, signed_amount as signed
from rummylab.messages import RANKS_PLURAL
from rummylab.rules import Rules

__all__ = ["LANGS", "t", "narration", "show_amount", "signed", "rank_plural"]

LANGS = ("en", "pt", "es", "fr")

_NBSP = "\u00a0"

_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "what": "Arrangement",
        "cards": "Cards",
        "player": "Player",
        "hand": "Hand",
        "arrangement": "Best arrangement",
        "deadwood": "Deadwood",
        "penalty": "Penalty",
        "net": "Net",
        "payer": "Pays",
        "payee": "Receives",
        "calc": "Calculation",
        "amount": "Amount",
        "players_caption": "Hands, best arrangements and deadwood",
        "deadwood_caption": "Deadwood and result",
        "transfers_caption": "Who pays whom",
        "knocker": "knocked",
        "run": "run",
        "set": "set",
        "unmatched": "deadwood cards",
        "no_cards": "no cards left",
        "stands_for": "stands for",
        "rules": "Rules",
        "label.rum": "rum",
        "label.knocker-wins": "knocker wins",
        "label.knocker-beaten": "knocker beaten",
        "label.knocker-tied": "knocker tied",
        "label.no-knocker": "no knocker",
        # session
        "ledger_caption": "Ledger of the session, one full rotation of dealers",
        "hand_no": "Hand",
        "dealer": "Dealer",
        "knocker_col": "Knocked",
        "case": "Case",
        "nobody": "nobody",
        "balance": "Balance",
        "hand_details": "Hand {n}: deadwood and payments",
        # solve
        "best": "Best arrangement",
        "all_best": "Every equally good arrangement ({n})",
        "your_try": "Arrangement tried",
        "compare_worse": "Leaves {d}, which is {diff} more than the best ({best}).",
        "compare_equal": "Leaves {d}: this is also a best arrangement.",
        "solve_caption": "The hand and its arrangements",
        # three thirteen
        "round_caption": "Round {r}: {n} cards each, the {rank} are wild",
        "went_out": "went out",
        "totals_caption": "Penalties and running totals",
        "round": "Round",
        "total": "Total",
        # rummy
        "remaining": "Cards left",
        "value": "Value",
        "points": "Points",
        "ru_caption": "Cards left in the opponents' hands",
        "meld_on_table": "Meld on the table",
        "card_laid": "Card laid off",
        "layoff_ok": "Legal: the meld becomes {result} ({rule}).",
        "layoff.first-meld": "Not allowed yet: a player may lay off only after putting down a meld of their own ({rule}).",
        "layoff.breaks-meld": "Not legal: the meld would no longer be a set or a run ({rule}).",
    },
    "pt": {
        "what": "Arranjo",
        "cards": "Cartas",
        "player": "Jogador",
        "hand": "Mão",
        "arrangement": "Melhor arranjo",
        "deadwood": "Sobra",
        "penalty": "Penalização",
        "net": "Saldo",
        "payer": "Paga",
        "payee": "Recebe",
        "calc": "Cálculo",
        "amount": "Valor",
        "players_caption": "Mãos, melhores arranjos e sobra",
        "deadwood_caption": "Sobra e resultado",
        "transfers_caption": "Quem paga a quem",
        "knocker": "bateu",
        "run": "sequência",
        "set": "grupo",
        "unmatched": "cartas soltas",
        "no_cards": "nenhuma carta solta",
        "stands_for": "vale por",
        "rules": "Regras",
        "label.rum": "rum",
        "label.knocker-wins": "quem bateu ganha",
        "label.knocker-beaten": "quem bateu perde",
        "label.knocker-tied": "empate de quem bateu",
        "label.no-knocker": "ninguém bateu",
        "ledger_caption": "Registo da sessão, uma volta completa de dadores",
        "hand_no": "Mão",
        "dealer": "Dador",
        "knocker_col": "Bateu",
        "case": "Caso",
        "nobody": "ninguém",
        "balance": "Saldo acumulado",
        "hand_details": "Mão {n}: sobras e pagamentos",
        "best": "Melhor arranjo",
        "all_best": "Todos os arranjos igualmente bons ({n})",
        "your_try": "Arranjo experimentado",
        "compare_worse": "Deixa {d} de sobra, mais {diff} do que o melhor ({best}).",
        "compare_equal": "Deixa {d} de sobra: também é um dos melhores arranjos.",
        "solve_caption": "A mão e os seus arranjos",
        "round_caption": "Ronda {r}: {n} cartas a cada um, os {rank} são selvagens",
        "went_out": "saiu",
        "totals_caption": "Penalizações e totais acumulados",
        "round": "Ronda",
        "total": "Total",
        "remaining": "Cartas na mão",
        "value": "Valor",
        "points": "Pontos",
        "ru_caption": "Cartas que ficaram na mão dos adversários",
        "meld_on_table": "Combinação na mesa",
        "card_laid": "Carta a baixar",
        "layoff_ok": "Permitido: a combinação passa a ser {result} ({rule}).",
        "layoff.first-meld": "Ainda não é permitido: só se pode baixar numa combinação depois de ter posto na mesa uma combinação própria ({rule}).",
        "layoff.breaks-meld": "Não é permitido: a combinação deixaria de ser um grupo ou uma sequência ({rule}).",
    },
    "es": {
        "what": "Combinación",
        "cards": "Cartas",
        "player": "Jugador",
        "hand": "Mano",
        "arrangement": "Mejor combinación de la mano",
        "deadwood": "Resto",
        "penalty": "Penalización",
        "net": "Saldo",
        "payer": "Paga",
        "payee": "Cobra",
        "calc": "Cálculo",
        "amount": "Importe",
        "players_caption": "Manos, mejores combinaciones y resto",
        "deadwood_caption": "Resto y resultado",
        "transfers_caption": "Quién paga a quién",
        "knocker": "cerró",
        "run": "escalera",
        "set": "grupo",
        "unmatched": "cartas sueltas",
        "no_cards": "ninguna carta suelta",
        "stands_for": "hace de",
        "rules": "Reglas",
        "label.rum": "rum",
        "label.knocker-wins": "gana quien cerró",
        "label.knocker-beaten": "pierde quien cerró",
        "label.knocker-tied": "empate de quien cerró",
        "label.no-knocker": "nadie cerró",
        "ledger_caption": "Registro de la sesión, una vuelta completa de repartidores",
        "hand_no": "Mano",
        "dealer": "Repartidor",
        "knocker_col": "Cerró",
        "case": "Caso",
        "nobody": "nadie",
        "balance": "Saldo acumulado",
        "hand_details": "Mano {n}: restos y pagos",
        "best": "Mejor combinación de la mano",
        "all_best": "Todas las combinaciones igual de buenas ({n})",
        "your_try": "Combinación probada",
        "compare_worse": "Deja un resto de {d}, {diff} más que la mejor ({best}).",
        "compare_equal": "Deja un resto de {d}: también es una de las mejores.",
        "solve_caption": "La mano y sus combinaciones",
        "round_caption": "Ronda {r}: {n} cartas cada uno, los {rank} son comodines",
        "went_out": "salió",
        "totals_caption": "Penalizaciones y totales acumulados",
        "round": "Ronda",
        "total": "Total",
        "remaining": "Cartas en la mano",
        "value": "Valor",
        "points": "Puntos",
        "ru_caption": "Cartas que quedaron en la mano de los rivales",
        "meld_on_table": "Combinación en la mesa",
        "card_laid": "Carta que se coloca",
        "layoff_ok": "Se puede: la combinación queda así: {result} ({rule}).",
        "layoff.first-meld": "Todavía no se puede: solo se coloca en una combinación después de haber bajado una propia ({rule}).",
        "layoff.breaks-meld": "No se puede: la combinación dejaría de ser un grupo o una escalera ({rule}).",
    },
    "fr": {
        "what": "Arrangement",
        "cards": "Cartes",
        "player": "Joueur",
        "hand": "Main",
        "arrangement": "Meilleure combinaison de la main",
        "deadwood": "Points morts",
        "penalty": "Pénalité",
        "net": "Solde",
        "payer": "Paie",
        "payee": "Reçoit",
        "calc": "Calcul",
        "amount": "Montant",
        "players_caption": "Mains, meilleures combinaisons et points morts",
        "deadwood_caption": "Points morts et résultat",
        "transfers_caption": "Qui paie qui",
        "knocker": "a frappé",
        "run": "suite",
        "set": "groupe",
        "unmatched": "cartes isolées",
        "no_cards": "aucune carte isolée",
        "stands_for": "remplace",
        "rules": "Règles",
        "label.rum": "rum",
        "label.knocker-wins": "le frappeur gagne",
        "label.knocker-beaten": "le frappeur est battu",
        "label.knocker-tied": "le frappeur est à égalité",
        "label.no-knocker": "personne n’a frappé",
        "ledger_caption": "Registre de la séance, un tour complet de donneurs",
        "hand_no": "Donne",
        "dealer": "Donneur",
        "knocker_col": "A frappé",
        "case": "Cas",
        "nobody": "personne",
        "balance": "Solde cumulé",
        "hand_details": "Donne {n}" + _NBSP + ": points morts et paiements",
        "best": "Meilleure combinaison de la main",
        "all_best": "Toutes les combinaisons aussi bonnes ({n})",
        "your_try": "Combinaison essayée",
        "compare_worse": "Laisse {d} points morts, soit {diff} de plus que la meilleure ({best}).",
        "compare_equal": "Laisse {d} points morts" + _NBSP + ": c’est aussi une des meilleures.",
        "solve_caption": "La main et ses combinaisons",
        "round_caption": "Manche {r}" + _NBSP + ": {n} cartes chacun, les {rank} sont frimes",
        "went_out": "est sorti",
        "totals_caption": "Pénalités et totaux cumulés",
        "round": "Manche",
        "total": "Total",
        "remaining": "Cartes en main",
        "value": "Valeur",
        "points": "Points",
        "ru_caption": "Cartes restées en main chez les adversaires",
        "meld_on_table": "Combinaison sur la table",
        "card_laid": "Carte posée",
        "layoff_ok": "Permis" + _NBSP + ": la combinaison devient {result} ({rule}).",
        "layoff.first-meld": "Pas encore permis" + _NBSP + ": on ne pose sur une combinaison qu’après avoir étalé une combinaison à soi ({rule}).",
        "layoff.breaks-meld": "Interdit" + _NBSP + ": la combinaison ne serait plus un groupe ni une suite ({rule}).",
    },
}


def t(lang: str, key: str, **params: object) -> str:
    """The text ``key`` in ``lang``, formatted with ``params``.

    Raises:
        KeyError: an unknown language or key (a bug in the plugin, not in a page).
    """
    return _TEXT[lang][key].format(**params)


def rank_plural(lang: str, rank: int) -> str:
    """A rank in the plural, as in "the sixes are wild" (the engine's names).

    >>> rank_plural("pt", 12), rank_plural("en", 6), rank_plural("fr", 7)
    ('damas', 'sixes', 'sept')
    """
    return RANKS_PLURAL[lang][rank]


def narration(result: Any, lang: str, players: Sequence[str], *, rules: Rules | None = None) -> str:
    """The engine's own narration of a result (:func:`rummylab.explain.explain`), escaped for HTML.

    The engine holds the site's one message catalogue, so an example reads like
    the widgets' answers; the players' spec names replace "player 1", "player 2".
    """
    sentences = explain(result, lang, names=list(players), rules=rules)
    return escape(" ".join(sentences), quote=False)
