"""Explanations in English, Portuguese, Spanish and French, from the one catalogue in :mod:`rummylab.words.catalogue`.

The build-time examples, the CLI and the browser widgets all narrate results
with these functions, so every language says the same thing.

>>> from rummylab.games.knock.settle import settle_knock
>>> for line in explain(settle_knock([8, 3], knocker=0), "en"):
...     print(line)
Deadwood: 8 for player 1 and 3 for player 2.
Player 1 knocked with 8, but player 2 had only 3 (KR-10c).
Every player above 3 pays the difference, and the knocker pays 10 more.
Payment from player 1 to player 2: 8 − 3 + 10 = 15.
Ledger for this hand: player 1 on −15, player 2 on +15.
>>> explain(settle_knock([8, 3], knocker=0), "pt")[3]
'O jogador 1 paga ao jogador 2: 8 − 3 + 10 = 15.'
>>> from rummylab.words.language import card_name
>>> card_name(Card.parse("QH"), "fr")
'dame de cœur'
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, Callable, Sequence

from rummylab.core.amounts import MINUS, show_amount, signed_amount
from rummylab.core.cards import Card, format_hand
from rummylab.core.rules import KNOCK_RUMMY, RUMMY, Rules
from rummylab.games.common import Move, MoveKind
from rummylab.words.catalogue import SUITS_RUN
from rummylab.words.language import capitalized, check_lang, join, player_label, set_ranks, text, the_ranks

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.games.knock.settle import KnockSettlement, SessionResult, Transfer
    from rummylab.games.rummy.scoring import RummyGameResult, RummyRoundScore
    from rummylab.games.three_thirteen.scoring import ThreeThirteenGameResult, ThreeThirteenRoundScore

__all__ = ["explain", "explain_arrangement", "describe_move"]

# ---- explanations ---------------------------------------------------------------------------------


def describe_move(move: Move, lang: str) -> str:
    """One move in words, as ``rummylab play`` and the play page report the bots' moves.

    The seat is the sentence's subject, with the article pt, es and fr need ("o jogador 2 bate",
    "le joueur 3 prend…"); :func:`~rummylab.words.language.capitalized` starts a line with it.

    >>> from rummylab.games.common import Move
    >>> describe_move(Move.knock(1, Card.parse("8D")), "pt")
    'o jogador 2 bate (pondo 8♦ virada para baixo)'
    >>> describe_move(Move.knock(1, Card.parse("8D")), "en")
    'player 2 knocks (putting 8♦ face down)'
    """
    key = f"cli.move.{move.kind.value}" + (f".{move.source}" if move.kind is MoveKind.DRAW else "")
    card = str(move.cards[0]) if move.cards else ""
    return text(key, lang, player=player_label(move.player, lang, form="subj"), card=card, cards=format_hand(move.cards),
                number=(move.target or 0) + 1)


def explain(result: Any, lang: str = "en", *, names: Sequence[str] | None = None, rules: Rules | None = None) -> list[str]:
    """Narrate a result in ``lang``: one sentence per line.

    Accepts a :class:`~rummylab.games.knock.settle.KnockSettlement`, a
    :class:`~rummylab.games.knock.settle.SessionResult`, an
    :class:`~rummylab.solver.melds.Arrangement` (``rules`` give the card values),
    a Three Thirteen round or game, a Rummy round or game. ``names``
    replaces "player 1", "player 2"… by the players' names.

    Raises:
        RummyError: ``bad-lang`` for a language the engine does not speak.
        TypeError: for anything else.
    """
    lang = check_lang(lang)
    # A settlement or a score exists only once its module is loaded: its class is looked up there,
    # so that narrating a hand does not import them.
    for module, kind, narrate in _NARRATORS:
        loaded = sys.modules.get(module)
        if loaded is not None and isinstance(result, getattr(loaded, kind)):
            return narrate(result, lang, names)
    if hasattr(result, "melds") and hasattr(result, "unmatched") and hasattr(result, "deadwood"):
        return explain_arrangement(result, lang, rules=rules)
    raise TypeError(f"cannot explain {type(result).__name__}")


def _arithmetic(s: KnockSettlement, payer: int, t: Transfer, lang: str = "en") -> str:
    own, m = s.deadwood[payer], s.lowest
    if t.bonus:  # KR-10a: own deadwood + the rum bonus (25 in the profile)
        return f"{own} + {t.bonus} = {t.total}"
    if t.each and t.share > 1:  # penalty-each: the difference split, the whole penalty to this winner
        return f"({own} {MINUS} {m}) ÷ {t.share} + {t.penalty} = {show_amount(t.amount, lang)}"
    parts = f"{own} {MINUS} {m}" + (f" + {t.penalty}" if t.penalty else "")
    return f"{parts} = {t.total}"


def _explain_knock(s: KnockSettlement, lang: str, names: Sequence[str] | None) -> list[str]:
    from rummylab.games.knock.settle import KnockCase

    def who(seat: int, form: str = "subj") -> str:
        return player_label(seat, lang, form=form, names=names)

    def many(seats: Sequence[int], form: str = "subj") -> str:
        return join([who(seat, form) for seat in seats], lang)

    m = s.lowest
    penalty, bonus = s.rules.penalty, s.rules.rum_bonus  # the figures of the rules it was settled by
    lines = []
    for seat, laid in enumerate(s.lay_offs):  # lay-off (KR-4, KR-10): before the deadwood is counted
        for meld in sorted({x.meld for x in laid}):
            cards = " ".join(str(x.card) for x in laid if x.meld == meld)
            onto = next(" ".join(map(str, x.onto)) for x in laid if x.meld == meld)
            lines.append(text("kr.laid_off", lang, player=who(seat), cards=cards, meld=onto))
    items = join([text("kr.deadwood.item", lang, value=d, player=who(i)) for i, d in enumerate(s.deadwood)], lang)
    lines.append(text("kr.deadwood", lang, items=items))
    k = None if s.knocker is None else s.deadwood[s.knocker]
    if s.case is KnockCase.RUM:
        assert s.knocker is not None
        lines.append(text("kr.rum", lang, knocker=who(s.knocker), bonus=bonus))
        zeros = [i for i, d in enumerate(s.deadwood) if d == 0 and i != s.knocker]
        if zeros:
            lines.append(text("kr.rum.other_zero", lang, count=len(zeros), players=many(zeros)))
    elif s.case is KnockCase.KNOCKER_WINS:
        assert s.knocker is not None
        lines.append(text("kr.knocker_wins", lang, knocker=who(s.knocker), k=k))
    elif s.case is KnockCase.KNOCKER_BEATEN:
        assert s.knocker is not None
        lines.append(text("kr.beaten", lang, count=len(s.winners), knocker=who(s.knocker), k=k, m=m,
                          winners=many(s.winners)))
        each = any(t.each for t in s.transfers)
        lines.append(text("kr.beaten.rule.each" if each else "kr.beaten.rule", lang, m=m, penalty=penalty))
    elif s.case is KnockCase.KNOCKER_TIED:
        assert s.knocker is not None
        lines.append(text("kr.tied", lang, knocker=who(s.knocker), k=k, others=many(s.winners)))
        lines.append(text("kr.tied.rule", lang, count=len(s.winners), m=m, penalty=penalty))
    else:
        lines.append(text("kr.no_knocker", lang, m=m))
        lines.append(text("kr.winners", lang, count=len(s.winners), winners=many(s.winners)))
    if len(s.winners) > 1 and s.transfers:
        lines.append(text("kr.split", lang, n=len(s.winners)))
    if not s.transfers:
        lines.append(text("kr.nobody_pays", lang))
    payers = sorted({t.payer for t in s.transfers})
    for payer in payers:
        mine = [t for t in s.transfers if t.payer == payer]
        first = mine[0]
        if first.each:  # penalty-each: each payment of the knocker said on its own
            for t in mine:
                if t.payee in s.winners:
                    lines.append(text("kr.pays", lang, payer=who(payer), payee=who(t.payee, "to"),
                                      arithmetic=_arithmetic(s, payer, t, lang)))
                else:
                    lines.append(text("kr.pays.penalty", lang, payer=who(payer), payee=who(t.payee, "to"),
                                      penalty=t.penalty))
            continue
        arithmetic = _arithmetic(s, payer, first, lang)
        if first.share == 1:
            lines.append(text("kr.pays", lang, payer=who(payer), payee=who(first.payee, "to"), arithmetic=arithmetic))
        else:
            lines.append(text("kr.pays.split", lang, payer=who(payer), arithmetic=arithmetic, n=first.share,
                              each=show_amount(first.amount, lang), payees=many([t.payee for t in mine], "to")))
    ledger = [text("ledger.item", lang, player=who(i, "bare"), amount=signed_amount(x, lang)) for i, x in enumerate(s.net)]
    lines.append(text("kr.ledger", lang, items=", ".join(ledger)))
    return [capitalized(line) for line in lines]


def _explain_session(r: SessionResult, lang: str, names: Sequence[str] | None) -> list[str]:
    ledger = [text("ledger.item", lang, player=player_label(i, lang, names=names), amount=signed_amount(x, lang))
              for i, x in enumerate(r.balances)]
    winners = join([player_label(w, lang, form="subj", names=names) for w in r.winners], lang)
    return [
        capitalized(text("session.ledger", lang, count=len(r.hands), n=len(r.hands), items=", ".join(ledger))),
        capitalized(text("session.winner", lang, count=len(r.winners), winners=winners)),
    ]


def _effective(meld: Any) -> list[Card]:
    stands = getattr(meld, "stands_for", None) or (None,) * len(meld.cards)
    return [sf if sf is not None else c for c, sf in zip(meld.cards, stands)]


def _meld_line(meld: Any, lang: str) -> str:
    cards = " ".join(str(c) for c in meld.cards)
    stands = getattr(meld, "stands_for", None) or (None,) * len(meld.cards)
    wilds = [text("meld.wild", lang, wild=str(c), card=str(sf)) for c, sf in zip(meld.cards, stands)
             if sf is not None and sf != c]
    if wilds:
        cards += f" ({', '.join(wilds)})"
    natural = [c for c in _effective(meld) if not c.is_joker]
    kind = getattr(meld.kind, "value", meld.kind)
    if kind == "set" and natural:  # the rank in words: "Grupo de 7" would read as seven cards
        return text("meld.set", lang, ranks=set_ranks(natural[0].rank, len(meld.cards), lang), cards=cards)
    if kind == "run" and natural:
        return text("meld.run", lang, suit=SUITS_RUN[lang][natural[0].suit.value], cards=cards)
    return f"{cards}."


def explain_arrangement(arrangement: Any, lang: str = "en", *, rules: Rules | None = None) -> list[str]:
    """One sentence per meld, then the deadwood (Three Thirteen: the penalty points) with its arithmetic.

    ``rules`` give the card values (Knock Rummy's by default); when they do
    not add up to the arrangement's deadwood only the total is shown.
    """
    from rummylab.games import get  # the games import this module: ask them late

    lang = check_lang(lang)
    rules = rules or KNOCK_RUMMY
    game = get(rules.game)
    points = game.leftover  # "deadwood" (KR-5), "penalty" (TT-7), "cards" (RU-8)
    lines = [_meld_line(meld, lang) for meld in arrangement.melds] or [text("arr.no_meld", lang)]
    left = list(arrangement.unmatched)
    if not left:
        lines.append(text(f"arr.no_{points}", lang))
    else:
        values = [rules.value(c) for c in left]
        if len(values) > 1 and sum(values) == arrangement.deadwood:
            arithmetic = " + ".join(str(v) for v in values) + f" = {arrangement.deadwood}"
        else:
            arithmetic = str(arrangement.deadwood)
        lines.append(text(f"arr.{points}", lang, cards=" ".join(str(c) for c in left), arithmetic=arithmetic))
    return lines


def _explain_tt_round(r: ThreeThirteenRoundScore, lang: str, names: Sequence[str] | None) -> list[str]:
    wild = r.rules.wild_rank
    lines = [text("tt.round", lang, round=r.round, size=r.rules.hand_size,
                  wilds=the_ranks(wild, lang))]
    if r.out is not None:
        lines.append(capitalized(text("tt.out", lang, player=player_label(r.out, lang, form="subj", names=names))))
        if r.rules.last_lay_off:  # the house rule: the others lay off on the melds shown (rummylab.solver.lay_off)
            melds = " ".join(f"[{' '.join(str(c) for c in m.cards)}]" for m in r.arrangements[r.out].melds)
            lines.append(capitalized(text("tt.shown", lang, player=player_label(r.out, lang, form="subj", names=names),
                                          melds=melds)))
            lines += [capitalized(text("tt.laid_off", lang, player=player_label(seat, lang, form="subj", names=names),
                                       cards=" ".join(str(c) for c in cards)))
                      for seat, cards in enumerate(r.laid_off) if cards]
    if not r.rules.all_wild and any(sum(map(r.rules.is_wild, a.unmatched)) >= 3 for a in r.arrangements):
        lines.append(text("tt.all_wild", lang))  # the house rule: why three wild cards are left over (TT-3)
    for seat, (arr, penalty) in enumerate(zip(r.arrangements, r.penalties)):
        who = capitalized(player_label(seat, lang, names=names))
        if not arr.unmatched:
            lines.append(text("tt.penalty.none", lang, player=who))
        else:
            cards = " ".join(str(c) for c in arr.unmatched)
            lines.append(text("tt.penalty", lang, count=penalty, player=who, cards=cards, penalty=penalty))
    return lines


def _explain_tt_game(g: ThreeThirteenGameResult, lang: str, names: Sequence[str] | None) -> list[str]:
    items = ", ".join(text("ledger.item", lang, player=player_label(i, lang, names=names), amount=str(t))
                      for i, t in enumerate(g.totals))
    lines = [text("tt.totals", lang, round=len(g.rounds), items=items)]
    leaders = join([player_label(w, lang, form="subj", names=names) for w in g.leaders], lang)
    if g.complete:
        lines.append(capitalized(text("tt.winner", lang, count=len(g.winners), winners=leaders)))
    else:
        lines.append(capitalized(text("tt.leader", lang, count=len(g.leaders), winners=leaders, total=g.totals[g.leaders[0]])))
    return lines


def _explain_ru_round(r: RummyRoundScore, lang: str, names: Sequence[str] | None) -> list[str]:
    if r.out is None:
        return [text("ru.draw", lang)]
    others = [seat for seat in range(len(r.hands)) if seat != r.out]
    values = [r.values[seat] for seat in others]
    total = r.points[r.out]
    arithmetic = " + ".join(str(v) for v in values) + f" = {total}" if len(values) > 1 else str(total)
    lines = [capitalized(text("ru.out", lang, player=player_label(r.out, lang, form="subj", names=names),
                       arithmetic=arithmetic))]
    if r.rules.ace_points != RUMMY.ace_points and any(c.rank == 1 for h in r.hands for c in h):
        lines.append(text("ru.ace_points", lang, value=r.rules.ace_points))  # the house rule (RU-8)
    for seat in others:
        if r.hands[seat]:
            lines.append(capitalized(text("ru.left", lang, player=player_label(seat, lang, form="subj", names=names),
                                   cards=" ".join(str(c) for c in r.hands[seat]), value=r.values[seat])))
    return lines


def _explain_ru_game(g: RummyGameResult, lang: str, names: Sequence[str] | None) -> list[str]:
    items = ", ".join(text("ledger.item", lang, player=player_label(i, lang, names=names), amount=str(t))
                      for i, t in enumerate(g.totals))
    lines = [text("ru.totals", lang, count=len(g.rounds), n=len(g.rounds), items=items)]
    if g.winner is not None:
        lines.append(capitalized(text("ru.winner", lang, player=player_label(g.winner, lang, form="subj", names=names),
                               total=g.totals[g.winner], target=g.target)))
    else:
        lines.append(text("ru.goes_on", lang, target=g.target))
    return lines


#: explain()'s results other than a hand's: (their module, their class, their narrator).
_NARRATORS: tuple[tuple[str, str, Callable[[Any, str, Sequence[str] | None], list[str]]], ...] = (
    ("rummylab.games.knock.settle", "KnockSettlement", _explain_knock),
    ("rummylab.games.knock.settle", "SessionResult", _explain_session),
    ("rummylab.games.three_thirteen.scoring", "ThreeThirteenRoundScore", _explain_tt_round),
    ("rummylab.games.three_thirteen.scoring", "ThreeThirteenGameResult", _explain_tt_game),
    ("rummylab.games.rummy.scoring", "RummyRoundScore", _explain_ru_round),
    ("rummylab.games.rummy.scoring", "RummyGameResult", _explain_ru_game),
)
