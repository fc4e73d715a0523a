"""The words of the rendered worked examples, in the site's four languages.

The engine narrates its own results (``rummylab.explain``); this catalogue only
holds the labels of the example tables and the sentence frames that put the
players' names and the arithmetic together, so a reader sees
"A pays B 8 − 3 + 10 = 15" in their language.

>>> t("en", "pays", payer="A", payee="B", calc="8 − 3 + 10 = 15")
'A pays B 8 − 3 + 10 = 15'
>>> names("fr", ["A", "B", "C"])
'A, B et C'
>>> show_amount(Fraction(17, 2)), show_amount(Fraction(-13, 3)), show_amount(-15)
('8½', '−4⅓', '−15')
"""

from __future__ import annotations

from fractions import Fraction
from typing import Sequence

__all__ = ["LANGS", "t", "names", "show_amount", "signed"]

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
        "and": "and",
        "sentence": "{intro}: {payments}.",
        "sep": "; ",
        "pays": "{payer} pays {payee} {calc}",
        "nobody_pays": "nobody pays anything",
        "case.rum": "{k} knocked with no deadwood, a rum ({rule})",
        "case.knocker-wins": "{k} knocked with the lowest deadwood ({rule})",
        "case.knocker-beaten": "{k} knocked and was beaten ({rule})",
        "case.knocker-tied.1": "{k} knocked and {others} tied at the lowest deadwood ({rule})",
        "case.knocker-tied.n": "{k} knocked and {others} tied at the lowest deadwood ({rule})",
        "case.no-knocker": "The stock ran out and nobody knocked ({rule})",
        "tied_knocker": "{k} pays nothing and receives nothing: no 10-point penalty.",
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
        "session_win.1": "{w} wins the session with a balance of {b} ({rule}).",
        "session_win.n": "{w} share the win, each with a balance of {b} ({rule}).",
        "hand_details": "Hand {n}: deadwood and payments",
        # solve
        "best": "Best arrangement",
        "all_best": "Every equally good arrangement ({n})",
        "your_try": "Arrangement tried",
        "deadwood_is": "deadwood {d}",
        "penalty_is": "penalty {d}",
        "compare_worse": "Leaves {d}, which is {diff} more than the best ({best}).",
        "compare_equal": "Leaves {d}: this is also a best arrangement.",
        "solve_caption": "The hand and its arrangements",
        # three thirteen
        "round_caption": "Round {r}: {n} cards each, the {rank}s are wild",
        "went_out": "went out",
        "tt_sentence": "{w} went out and scores 0 ({rule}); the others score the value of their leftover cards.",
        "totals_caption": "Penalties and running totals",
        "round": "Round",
        "total": "Total",
        "leaders.1": "{w} has the lowest total, {b}.",
        "leaders.n": "{w} share the lowest total, {b}.",
        "winners.1": "{w} wins with the lowest total, {b} ({rule}).",
        "winners.n": "{w} share the win with the lowest total, {b} ({rule}).",
        # rummy
        "remaining": "Cards left",
        "value": "Value",
        "points": "Points",
        "ru_caption": "Cards left in the opponents' hands",
        "ru_sentence": "{w} went out and scores {calc} ({rule}); nobody else scores.",
        "ru_draw": "The stock ran out a second time with nobody out: the round is a draw and nobody scores ({rule}).",
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
        "and": "e",
        "sentence": "{intro}: {payments}.",
        "sep": "; ",
        "pays": "{payer} paga a {payee} {calc}",
        "nobody_pays": "ninguém paga nada",
        "case.rum": "{k} bateu sem sobra, um rum ({rule})",
        "case.knocker-wins": "{k} bateu com a menor sobra da mesa ({rule})",
        "case.knocker-beaten": "{k} bateu mas não tinha a menor sobra ({rule})",
        "case.knocker-tied.1": "{k} bateu e {others} empatou com a menor sobra ({rule})",
        "case.knocker-tied.n": "{k} bateu e {others} empataram com a menor sobra ({rule})",
        "case.no-knocker": "O monte esgotou-se e ninguém bateu ({rule})",
        "tied_knocker": "{k} não paga nem recebe nada: não há a penalização de 10 pontos.",
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
        "session_win.1": "{w} ganha a sessão com um saldo de {b} ({rule}).",
        "session_win.n": "{w} partilham a vitória, cada um com um saldo de {b} ({rule}).",
        "hand_details": "Mão {n}: sobras e pagamentos",
        "best": "Melhor arranjo",
        "all_best": "Todos os arranjos igualmente bons ({n})",
        "your_try": "Arranjo experimentado",
        "deadwood_is": "sobra {d}",
        "penalty_is": "penalização {d}",
        "compare_worse": "Deixa {d} de sobra, mais {diff} do que o melhor ({best}).",
        "compare_equal": "Deixa {d} de sobra: também é um dos melhores arranjos.",
        "solve_caption": "A mão e os seus arranjos",
        "round_caption": "Ronda {r}: {n} cartas a cada um, os {rank} são selvagens",
        "went_out": "saiu",
        "tt_sentence": "{w} saiu e marca 0 ({rule}); os outros marcam o valor das cartas que lhes sobram.",
        "totals_caption": "Penalizações e totais acumulados",
        "round": "Ronda",
        "total": "Total",
        "leaders.1": "{w} tem o total mais baixo, {b}.",
        "leaders.n": "{w} partilham o total mais baixo, {b}.",
        "winners.1": "{w} ganha com o total mais baixo, {b} ({rule}).",
        "winners.n": "{w} partilham a vitória com o total mais baixo, {b} ({rule}).",
        "remaining": "Cartas na mão",
        "value": "Valor",
        "points": "Pontos",
        "ru_caption": "Cartas que ficaram na mão dos adversários",
        "ru_sentence": "{w} saiu e marca {calc} ({rule}); mais ninguém marca.",
        "ru_draw": "O monte esgotou-se pela segunda vez sem que ninguém saísse: a ronda é empatada e ninguém marca ({rule}).",
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
        "and": "y",
        "sentence": "{intro}: {payments}.",
        "sep": "; ",
        "pays": "{payer} le paga a {payee} {calc}",
        "nobody_pays": "nadie paga nada",
        "case.rum": "{k} cerró sin resto, un rum ({rule})",
        "case.knocker-wins": "{k} cerró con el menor resto de la mesa ({rule})",
        "case.knocker-beaten": "{k} cerró pero no tenía el menor resto ({rule})",
        "case.knocker-tied.1": "{k} cerró y {others} empató con el menor resto ({rule})",
        "case.knocker-tied.n": "{k} cerró y {others} empataron con el menor resto ({rule})",
        "case.no-knocker": "El mazo se agotó y nadie cerró ({rule})",
        "tied_knocker": "{k} no paga ni cobra nada: no hay penalización de 10 puntos.",
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
        "session_win.1": "{w} gana la sesión con un saldo de {b} ({rule}).",
        "session_win.n": "{w} comparten la victoria, cada uno con un saldo de {b} ({rule}).",
        "hand_details": "Mano {n}: restos y pagos",
        "best": "Mejor combinación de la mano",
        "all_best": "Todas las combinaciones igual de buenas ({n})",
        "your_try": "Combinación probada",
        "deadwood_is": "resto {d}",
        "penalty_is": "penalización {d}",
        "compare_worse": "Deja un resto de {d}, {diff} más que la mejor ({best}).",
        "compare_equal": "Deja un resto de {d}: también es una de las mejores.",
        "solve_caption": "La mano y sus combinaciones",
        "round_caption": "Ronda {r}: {n} cartas cada uno, los {rank} son comodines",
        "went_out": "salió",
        "tt_sentence": "{w} salió y se anota 0 ({rule}); los demás se anotan el valor de sus cartas sueltas.",
        "totals_caption": "Penalizaciones y totales acumulados",
        "round": "Ronda",
        "total": "Total",
        "leaders.1": "{w} tiene el total más bajo, {b}.",
        "leaders.n": "{w} comparten el total más bajo, {b}.",
        "winners.1": "{w} gana con el total más bajo, {b} ({rule}).",
        "winners.n": "{w} comparten la victoria con el total más bajo, {b} ({rule}).",
        "remaining": "Cartas en la mano",
        "value": "Valor",
        "points": "Puntos",
        "ru_caption": "Cartas que quedaron en la mano de los rivales",
        "ru_sentence": "{w} salió y se anota {calc} ({rule}); nadie más puntúa.",
        "ru_draw": "El mazo se agotó por segunda vez sin que nadie saliera: la ronda queda en tablas y nadie puntúa ({rule}).",
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
        "and": "et",
        "sentence": "{intro}" + _NBSP + ": {payments}.",
        "sep": _NBSP + "; ",
        "pays": "{payer} paie à {payee} {calc}",
        "nobody_pays": "personne ne paie rien",
        "case.rum": "{k} a frappé sans aucun point mort, un rum ({rule})",
        "case.knocker-wins": "{k} a frappé avec le moins de points morts de la table ({rule})",
        "case.knocker-beaten": "{k} a frappé mais n’avait pas le moins de points morts ({rule})",
        "case.knocker-tied.1": "{k} a frappé et {others} est à égalité au plus bas ({rule})",
        "case.knocker-tied.n": "{k} a frappé et {others} sont à égalité au plus bas ({rule})",
        "case.no-knocker": "Le talon est épuisé et personne n’a frappé ({rule})",
        "tied_knocker": "{k} ne paie rien et ne reçoit rien" + _NBSP + ": pas de pénalité de 10 points.",
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
        "session_win.1": "{w} gagne la séance avec un solde de {b} ({rule}).",
        "session_win.n": "{w} se partagent la victoire, chacun avec un solde de {b} ({rule}).",
        "hand_details": "Donne {n}" + _NBSP + ": points morts et paiements",
        "best": "Meilleure combinaison de la main",
        "all_best": "Toutes les combinaisons aussi bonnes ({n})",
        "your_try": "Combinaison essayée",
        "deadwood_is": "{d} points morts",
        "penalty_is": "pénalité {d}",
        "compare_worse": "Laisse {d} points morts, soit {diff} de plus que la meilleure ({best}).",
        "compare_equal": "Laisse {d} points morts" + _NBSP + ": c’est aussi une des meilleures.",
        "solve_caption": "La main et ses combinaisons",
        "round_caption": "Manche {r}" + _NBSP + ": {n} cartes chacun, les {rank} sont frimes",
        "went_out": "est sorti",
        "tt_sentence": "{w} est sorti et marque 0 ({rule})" + _NBSP + "; les autres marquent la valeur de leurs cartes isolées.",
        "totals_caption": "Pénalités et totaux cumulés",
        "round": "Manche",
        "total": "Total",
        "leaders.1": "{w} a le total le plus bas, {b}.",
        "leaders.n": "{w} se partagent le total le plus bas, {b}.",
        "winners.1": "{w} gagne avec le total le plus bas, {b} ({rule}).",
        "winners.n": "{w} se partagent la victoire avec le total le plus bas, {b} ({rule}).",
        "remaining": "Cartes en main",
        "value": "Valeur",
        "points": "Points",
        "ru_caption": "Cartes restées en main chez les adversaires",
        "ru_sentence": "{w} est sorti et marque {calc} ({rule})" + _NBSP + "; personne d’autre ne marque.",
        "ru_draw": "Le talon est épuisé une seconde fois sans que personne soit sorti" + _NBSP
        + ": la manche est nulle et personne ne marque ({rule}).",
        "meld_on_table": "Combinaison sur la table",
        "card_laid": "Carte posée",
        "layoff_ok": "Permis" + _NBSP + ": la combinaison devient {result} ({rule}).",
        "layoff.first-meld": "Pas encore permis" + _NBSP + ": on ne pose sur une combinaison qu’après avoir étalé une combinaison à soi ({rule}).",
        "layoff.breaks-meld": "Interdit" + _NBSP + ": la combinaison ne serait plus un groupe ni une suite ({rule}).",
    },
}

_PLURAL_RANKS = {
    "en": {1: "ace", 11: "jack", 12: "queen", 13: "king"},
    "pt": {1: "ases", 11: "valetes", 12: "damas", 13: "reis"},
    "es": {1: "ases", 11: "jotas", 12: "reinas", 13: "reyes"},
    "fr": {1: "as", 11: "valets", 12: "dames", 13: "rois"},
}


def t(lang: str, key: str, **params: object) -> str:
    """The text ``key`` in ``lang``, formatted with ``params``.

    Raises:
        KeyError: an unknown language or key (a bug in the plugin, not in a page).
    """
    return _TEXT[lang][key].format(**params)


def rank_plural(lang: str, rank: int) -> str:
    """A rank as it reads in "the … are wild": ``"7"``, ``"king"`` (en adds the s).

    >>> rank_plural("pt", 12), rank_plural("en", 13), rank_plural("fr", 7)
    ('damas', 'king', '7')
    """
    return _PLURAL_RANKS[lang].get(rank, str(rank))


def names(lang: str, items: Sequence[str]) -> str:
    """Join names as a sentence does: ``"A"``, ``"A and B"``, ``"A, B and C"``."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {_TEXT[lang]['and']} " + items[-1]


_VULGAR = {Fraction(1, 2): "½", Fraction(1, 3): "⅓", Fraction(2, 3): "⅔", Fraction(1, 4): "¼",
           Fraction(3, 4): "¾", Fraction(1, 5): "⅕", Fraction(2, 5): "⅖", Fraction(3, 5): "⅗",
           Fraction(4, 5): "⅘"}


def show_amount(x: Fraction | int) -> str:
    """An exact amount for reading: ``15``, ``8½``, ``−4⅓`` (a real minus sign), ``7/6``."""
    x = Fraction(x)
    sign = "−" if x < 0 else ""
    x = abs(x)
    whole, part = divmod(x.numerator, x.denominator)
    if part == 0:
        return f"{sign}{whole}"
    frac = Fraction(part, x.denominator)
    if frac in _VULGAR:
        return f"{sign}{whole or ''}{_VULGAR[frac]}"
    return f"{sign}{x.numerator}/{x.denominator}"


def signed(x: Fraction | int) -> str:
    """An amount with its sign always shown, for nets and balances: ``+15``, ``−15``, ``0``."""
    x = Fraction(x)
    return f"+{show_amount(x)}" if x > 0 else show_amount(x)
