"""Explanations in English, Portuguese, Spanish and French, from the one catalogue in :mod:`rummylab.messages`.

The build-time examples, the CLI and the browser widgets all narrate results
with these functions, so every language says the same thing.

>>> from rummylab.settle import settle_knock
>>> for line in explain(settle_knock([8, 3], knocker=0), "en"):
...     print(line)
Deadwood: 8 for player 1 and 3 for player 2.
Player 1 knocked with 8, but player 2 had only 3 (KR-10c).
Every player above 3 pays the difference, and the knocker pays 10 more.
Payment from player 1 to player 2: 8 − 3 + 10 = 15.
Ledger for this hand: player 1 −15, player 2 +15.
>>> explain(settle_knock([8, 3], knocker=0), "pt")[3]
'O jogador 1 paga ao jogador 2: 8 − 3 + 10 = 15.'
>>> card_name(Card.parse("QH"), "fr")
'dame de cœur'
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Sequence

from .amounts import MINUS, show_amount, show_decimal, show_percent, signed_amount
from .cards import Card
from .errors import RummyError
from .messages import CATALOGUE, LANGS, QUOTES, RANKS, RANKS_PLURAL, SUITS, SUITS_RUN
from .rules import KNOCK_RUMMY, Rules
from .scoring import RummyGameResult, RummyRoundScore, ThreeThirteenGameResult, ThreeThirteenRoundScore
from .settle import KnockCase, KnockSettlement, SessionResult, Transfer

__all__ = [
    "LANGS",
    "MINUS",
    "check_lang",
    "text",
    "plural",
    "player_label",
    "join",
    "card_name",
    "show_amount",
    "signed_amount",
    "show_decimal",
    "show_percent",
    "capitalized",
    "colon",
    "message",
    "field_words",
    "localize_error",
    "explain",
    "explain_arrangement",
]

#: The minus sign used in every explanation (U+2212), never a hyphen.


def check_lang(lang: str) -> str:
    """Normalize a language tag (``"pt-PT"`` → ``"pt"``); refuse languages the engine does not speak.

    Raises:
        RummyError: code ``"bad-lang"``.

    >>> check_lang("pt-PT"), check_lang("FR")
    ('pt', 'fr')
    """
    code = str(lang).strip().replace("_", "-").split("-")[0].lower()
    if code not in LANGS:
        raise RummyError(f"{lang!r} is not a language (choose en, pt, es, fr)", token=lang, code="bad-lang")
    return code


def plural(n: int | Fraction, lang: str) -> str:
    """The plural category of ``n``: ``"one"`` or ``"other"`` (French counts 0 as singular)."""
    if lang == "fr":
        return "one" if 0 <= n < 2 else "other"
    return "one" if n == 1 else "other"


def text(key: str, lang: str, *, count: int | Fraction | None = None, **params: Any) -> str:
    """One catalogue entry in ``lang``, formatted; ``count`` picks ``key.one`` or ``key.other``.

    >>> text("kr.winners", "es", count=2, winners="el jugador 1 y el jugador 2")
    'Ganan el jugador 1 y el jugador 2.'
    """
    lang = check_lang(lang)
    if count is not None and f"{key}.one" in CATALOGUE:
        key = f"{key}.{plural(count, lang)}"
    return CATALOGUE[key][lang].format(**params)


def capitalized(sentence: str) -> str:
    """The sentence with its first letter in upper case (the rest as it is).

    >>> capitalized("o jogador 2 joga primeiro.")
    'O jogador 2 joga primeiro.'
    """
    return sentence[:1].upper() + sentence[1:]


_cap = capitalized


def colon(lang: str) -> str:
    """The colon after a label: French puts a narrow no-break space before it (RULES.md).

    >>> "Règles" + colon("fr"), "Rules" + colon("en")
    ('Règles\u202f:', 'Rules:')
    """
    return "\u202f:" if check_lang(lang) == "fr" else ":"


def player_label(seat: int, lang: str = "en", *, form: str = "bare", names: Sequence[str] | None = None) -> str:
    """How a sentence names a seat (0-based): ``"player 1"``, ``"o jogador 1"``, ``"au joueur 2"`` or a given name.

    ``form`` is ``"bare"`` (in lists), ``"subj"`` (subject, with the article
    Portuguese, Spanish and French need), ``"to"`` (receiving: "ao jogador
    2") or ``"by"`` (agent: "pelo jogador 2").

    >>> player_label(1, "pt", form="to"), player_label(0, "fr", form="by", names=["Ana", "Rui"])
    ('ao jogador 2', 'par Ana')
    """
    lang = check_lang(lang)
    if names is not None and seat < len(names):
        name = str(names[seat])
        return name if form in ("bare", "subj") else CATALOGUE[f"name.{form}"][lang].format(name=name)
    key = "player" if form == "bare" else f"player.{form}"
    return CATALOGUE[key][lang].format(n=seat + 1)


def join(items: Sequence[str], lang: str) -> str:
    """``"a, b and c"`` in the language.

    >>> join(["1", "2", "3"], "fr")
    '1, 2 et 3'
    """
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {CATALOGUE['and'][check_lang(lang)]} {items[-1]}"


def card_name(card: Card, lang: str = "en") -> str:
    """A card's name for screen readers and sentences.

    >>> [card_name(Card.parse("QH"), lang) for lang in ("en", "pt", "es", "fr")]
    ['queen of hearts', 'dama de copas', 'reina de corazones', 'dame de cœur']
    >>> card_name(Card.parse("JK"), "pt")
    'joker'
    """
    lang = check_lang(lang)
    if card.is_joker:
        return RANKS[lang][0]
    return CATALOGUE["card"][lang].format(rank=RANKS[lang][card.rank], suit=SUITS[lang][card.suit.value])


# ---- errors ---------------------------------------------------------------------------------------

#: Errors whose token is an engine name rather than the reader's input, and the catalogue's words
#: for it: a missing request field ("hand" → "a mão"), a kind of move ("knock" → "bater").
_TOKEN_WORDS = {"missing-field": "field", "no-such-move": "move"}
_INDEXED = re.compile(r"(\w+)\[(\d+)\]")


def _is_missing(value: Any) -> bool:
    # A JSON null reaches some errors as the text "None" (str(None)); neither is shown to a reader.
    return value is None or value == "None"


def _quote(token: Any, lang: str = "en") -> str:
    """The reader's input as quoted in a message: ``'5X'``, ``« 5X »`` in French, ``(nada)`` when missing."""
    if _is_missing(token):
        return CATALOGUE["value.missing"][lang]
    if not isinstance(token, str):
        return str(token)
    if lang in QUOTES:
        opening, closing = QUOTES[lang]
        return f"{opening}{token}{closing}"
    return repr(token)


def field_words(field: Any, lang: str = "en") -> str:
    """A request's field (or a CLI option) in the reader's words, with its article.

    >>> field_words("hand", "pt"), field_words("hands[2]", "es"), field_words("--limit", "fr")
    ('a mão', 'la mano del jugador 3', 'l’option --limit')
    """
    lang = check_lang(lang)
    name = str(field)
    if f"field.{name}" in CATALOGUE:
        return CATALOGUE[f"field.{name}"][lang]
    if name.startswith("--"):
        return CATALOGUE["field.option"][lang].format(option=name)
    indexed = _INDEXED.match(name)
    if indexed and f"field.{indexed[1]}[]" in CATALOGUE:
        return CATALOGUE[f"field.{indexed[1]}[]"][lang].format(n=int(indexed[2]) + 1)
    base = re.split(r"[.\[]", name, maxsplit=1)[0]
    if base != name and f"field.{base}" in CATALOGUE:
        return CATALOGUE[f"field.{base}"][lang]
    return CATALOGUE["field.other"][lang].format(q=_quote(name, lang))


def _token_words(kind: str, token: Any, lang: str) -> str:
    if kind == "field":
        return field_words(token, lang)
    key = f"{kind}.{token}"
    return CATALOGUE[key][lang] if key in CATALOGUE else _quote(token, lang)


def _error_template(code: str, token: Any, lang: str) -> str:
    # The most specific text first: one for this token, one for a missing input, the code's own.
    if isinstance(token, str) and f"error.{code}:{token}" in CATALOGUE:
        return CATALOGUE[f"error.{code}:{token}"][lang]
    if _is_missing(token) and f"error.{code}.missing" in CATALOGUE:
        return CATALOGUE[f"error.{code}.missing"][lang]
    return CATALOGUE.get(f"error.{code}", CATALOGUE["error.generic"])[lang]


def message(code: str, lang: str = "en", **params: Any) -> str:
    """The localized message for an error ``code``; ``token`` and the error's params fill it in.

    A ``field`` param and the token of some codes (a missing field, a kind of
    move) are said in the reader's words; a missing value is never shown as
    "None". Unknown codes, or a template whose params are missing, fall back to
    a generic message that still quotes the offending input.

    >>> message("bad-card", "pt", token="5X")
    "'5X' não é uma carta"
    >>> message("missing-field", "es", token="hand"), message("bad-seed", "pt", token="None")
    ('indica la mano', 'indique uma semente (um número inteiro)')
    >>> message("no-such-code", "es", token="x")
    "'x' no es válido aquí"
    """
    lang = check_lang(lang)
    token = params.get("token")
    values = {key: CATALOGUE["value.missing"][lang] if _is_missing(value) else value for key, value in params.items()}
    values["token"] = _quote(token, lang) if _is_missing(token) else token
    words = _TOKEN_WORDS.get(code)
    values["q"] = _token_words(words, token, lang) if words and not _is_missing(token) else _quote(token, lang)
    if "field" in params:
        values["field"] = field_words(params["field"], lang)
    template = _error_template(code, token, lang)
    try:
        return template.format(**values)
    except (KeyError, IndexError):
        return CATALOGUE["error.generic"][lang].format(**values)


def localize_error(err: RummyError, lang: str = "en") -> str:
    """An error's message in ``lang``: in English the engine's own (most specific) message."""
    lang = check_lang(lang)
    if lang == "en":
        return str(err)
    return message(err.code, lang, **{**err.params, "token": err.token})


# ---- explanations ---------------------------------------------------------------------------------


def explain(result: Any, lang: str = "en", *, names: Sequence[str] | None = None, rules: Rules | None = None) -> list[str]:
    """Narrate a result in ``lang``: one sentence per line.

    Accepts a :class:`~rummylab.settle.KnockSettlement`, a
    :class:`~rummylab.settle.SessionResult`, an
    :class:`~rummylab.melds.Arrangement` (``rules`` give the card values),
    a Three Thirteen round or game, a Rummy round or game. ``names``
    replaces "player 1", "player 2"… by the players' names.

    Raises:
        RummyError: ``bad-lang`` for a language the engine does not speak.
        TypeError: for anything else.
    """
    lang = check_lang(lang)
    if isinstance(result, KnockSettlement):
        return _explain_knock(result, lang, names)
    if isinstance(result, SessionResult):
        return _explain_session(result, lang, names)
    if isinstance(result, ThreeThirteenRoundScore):
        return _explain_tt_round(result, lang, names)
    if isinstance(result, ThreeThirteenGameResult):
        return _explain_tt_game(result, lang, names)
    if isinstance(result, RummyRoundScore):
        return _explain_ru_round(result, lang, names)
    if isinstance(result, RummyGameResult):
        return _explain_ru_game(result, lang, names)
    if hasattr(result, "melds") and hasattr(result, "unmatched") and hasattr(result, "deadwood"):
        return explain_arrangement(result, lang, rules=rules)
    raise TypeError(f"cannot explain {type(result).__name__}")


def _arithmetic(s: KnockSettlement, payer: int, t: Transfer) -> str:
    own, m = s.deadwood[payer], s.lowest
    if t.bonus:  # KR-10a: own deadwood + 25
        return f"{own} + {t.bonus} = {t.total}"
    parts = f"{own} {MINUS} {m}" + (f" + {t.penalty}" if t.penalty else "")
    return f"{parts} = {t.total}"


def _explain_knock(s: KnockSettlement, lang: str, names: Sequence[str] | None) -> list[str]:
    def who(seat: int, form: str = "subj") -> str:
        return player_label(seat, lang, form=form, names=names)

    def many(seats: Sequence[int], form: str = "subj") -> str:
        return join([who(seat, form) for seat in seats], lang)

    m = s.lowest
    items = join([text("kr.deadwood.item", lang, value=d, player=who(i)) for i, d in enumerate(s.deadwood)], lang)
    lines = [text("kr.deadwood", lang, items=items)]
    k = None if s.knocker is None else s.deadwood[s.knocker]
    if s.case is KnockCase.RUM:
        assert s.knocker is not None
        lines.append(text("kr.rum", lang, knocker=who(s.knocker)))
        zeros = [i for i, d in enumerate(s.deadwood) if d == 0 and i != s.knocker]
        if zeros:
            lines.append(text("kr.rum.other_zero", lang, count=len(zeros), players=many(zeros)))
    elif s.case is KnockCase.KNOCKER_WINS:
        assert s.knocker is not None
        lines.append(text("kr.knocker_wins", lang, knocker=who(s.knocker), k=k))
    elif s.case is KnockCase.KNOCKER_BEATEN:
        assert s.knocker is not None
        lines.append(text("kr.beaten", lang, knocker=who(s.knocker), k=k, m=m, winners=many(s.winners, "by")))
        lines.append(text("kr.beaten.rule", lang, m=m))
    elif s.case is KnockCase.KNOCKER_TIED:
        assert s.knocker is not None
        lines.append(text("kr.tied", lang, knocker=who(s.knocker), k=k, others=many(s.winners)))
        lines.append(text("kr.tied.rule", lang, count=len(s.winners), m=m))
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
        arithmetic = _arithmetic(s, payer, first)
        if first.share == 1:
            lines.append(text("kr.pays", lang, payer=who(payer), payee=who(first.payee, "to"), arithmetic=arithmetic))
        else:
            lines.append(text("kr.pays.split", lang, payer=who(payer), arithmetic=arithmetic, n=first.share,
                              each=show_amount(first.amount, lang), payees=many([t.payee for t in mine], "to")))
    ledger = [text("ledger.item", lang, player=who(i, "bare"), amount=signed_amount(x, lang)) for i, x in enumerate(s.net)]
    lines.append(text("kr.ledger", lang, items=", ".join(ledger)))
    return [_cap(line) for line in lines]


def _explain_session(r: SessionResult, lang: str, names: Sequence[str] | None) -> list[str]:
    ledger = [text("ledger.item", lang, player=player_label(i, lang, names=names), amount=signed_amount(x, lang))
              for i, x in enumerate(r.balances)]
    winners = join([player_label(w, lang, form="subj", names=names) for w in r.winners], lang)
    return [
        _cap(text("session.ledger", lang, count=len(r.hands), n=len(r.hands), items=", ".join(ledger))),
        _cap(text("session.winner", lang, count=len(r.winners), winners=winners)),
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
    if kind == "set" and natural:
        if natural[0].rank == 1:  # its own sentence: French elides "de as" to "d’as"
            return text("meld.set.aces", lang, cards=cards)
        return text("meld.set", lang, ranks=RANKS_PLURAL[lang][natural[0].rank], cards=cards)
    if kind == "run" and natural:
        return text("meld.run", lang, suit=SUITS_RUN[lang][natural[0].suit.value], cards=cards)
    return f"{cards}."


def explain_arrangement(arrangement: Any, lang: str = "en", *, rules: Rules | None = None) -> list[str]:
    """One sentence per meld, then the deadwood with its arithmetic.

    ``rules`` give the card values (Knock Rummy's by default); when they do
    not add up to the arrangement's deadwood only the total is shown.
    """
    lang = check_lang(lang)
    rules = rules or KNOCK_RUMMY
    lines = [_meld_line(meld, lang) for meld in arrangement.melds] or [text("arr.no_meld", lang)]
    left = list(arrangement.unmatched)
    if not left:
        lines.append(text("arr.no_deadwood", lang))
    else:
        values = [rules.value(c) for c in left]
        if len(values) > 1 and sum(values) == arrangement.deadwood:
            arithmetic = " + ".join(str(v) for v in values) + f" = {arrangement.deadwood}"
        else:
            arithmetic = str(arrangement.deadwood)
        lines.append(text("arr.deadwood", lang, cards=" ".join(str(c) for c in left), arithmetic=arithmetic))
    return lines


def _explain_tt_round(r: ThreeThirteenRoundScore, lang: str, names: Sequence[str] | None) -> list[str]:
    wild = r.rules.wild_rank
    lines = [text("tt.round", lang, round=r.round, size=r.rules.hand_size,
                  wilds=RANKS_PLURAL[lang][wild] if wild is not None else "—")]
    if r.out is not None:
        lines.append(_cap(text("tt.out", lang, player=player_label(r.out, lang, form="subj", names=names))))
    for seat, (arr, penalty) in enumerate(zip(r.arrangements, r.penalties)):
        who = _cap(player_label(seat, lang, names=names))
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
        lines.append(_cap(text("tt.winner", lang, count=len(g.winners), winners=leaders)))
    else:
        lines.append(_cap(text("tt.leader", lang, count=len(g.leaders), winners=leaders, total=g.totals[g.leaders[0]])))
    return lines


def _explain_ru_round(r: RummyRoundScore, lang: str, names: Sequence[str] | None) -> list[str]:
    if r.out is None:
        return [text("ru.draw", lang)]
    others = [seat for seat in range(len(r.hands)) if seat != r.out]
    values = [r.values[seat] for seat in others]
    total = r.points[r.out]
    arithmetic = " + ".join(str(v) for v in values) + f" = {total}" if len(values) > 1 else str(total)
    lines = [_cap(text("ru.out", lang, player=player_label(r.out, lang, form="subj", names=names),
                       arithmetic=arithmetic))]
    for seat in others:
        if r.hands[seat]:
            lines.append(_cap(text("ru.left", lang, player=player_label(seat, lang, form="subj", names=names),
                                   cards=" ".join(str(c) for c in r.hands[seat]), value=r.values[seat])))
    return lines


def _explain_ru_game(g: RummyGameResult, lang: str, names: Sequence[str] | None) -> list[str]:
    items = ", ".join(text("ledger.item", lang, player=player_label(i, lang, names=names), amount=str(t))
                      for i, t in enumerate(g.totals))
    lines = [text("ru.totals", lang, count=len(g.rounds), n=len(g.rounds), items=items)]
    if g.winner is not None:
        lines.append(_cap(text("ru.winner", lang, player=player_label(g.winner, lang, form="subj", names=names),
                               total=g.totals[g.winner], target=g.target)))
    else:
        lines.append(text("ru.goes_on", lang, target=g.target))
    return lines
