"""The engine's words in one language: the language check, catalogue lookup, plurals, names of seats and cards.

Everything the engine says in a language goes through these, over the one catalogue in
:mod:`rummylab.words.catalogue`: :mod:`rummylab.words.explain` narrates results with them,
:mod:`rummylab.words.error_text` words errors.

>>> text("kr.winners", "es", count=2, winners="el jugador 1 y el jugador 2")
'Ganan el jugador 1 y el jugador 2.'
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Mapping, Sequence

from rummylab.core.cards import Card
from rummylab.core.errors import RummyError
from rummylab.words.catalogue import CATALOGUE, COUNTS, INVARIABLE, LANGS, RANKS, RANKS_PLURAL, SET_RANKS, SUITS

__all__ = ["LANGS", "check_lang", "plural", "text", "elided", "capitalized", "colon", "player_label", "join",
           "the_ranks", "card_name", "set_ranks"]


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
    return elided(CATALOGUE[key][lang], params, lang).format(**params)


#: French "de" and "que" before a slot (its value decides the elision).
_ELIDABLE = re.compile(r"\b([Dd]e|[Qq]ue) \{(\w+)\}")
#: What French elides before: a vowel or a mute h (Ana, Inês, Hugo; "A♠", read "as"). Not a digit
#: ("de 8", "de 11": huit and onze take no elision) nor y, nor those numbers in words.
_VOWELS = frozenset("aeiouhàâäéèêëîïôöùûüœæ")
_NOT_ELIDED = re.compile(r"(huit|onze)\b", re.I)


def elided(template: str, values: Mapping[str, object], lang: str) -> str:
    """``template`` with French "de {x}" and "que {x}" elided where ``x``'s value starts with a vowel.

    A name has no article, so "de" meets it directly: "Au tour d’Ana", "le robot d’Inês",
    "plus que Hugo" → "plus qu’Hugo". The twin of render.js's ``fill`` for the pages' scripts.

    >>> elided("Au tour de {player}", {"player": "Ana"}, "fr"), elided("Au tour de {player}", {"player": "Bruno"}, "fr")
    ('Au tour d’{player}', 'Au tour de {player}')
    >>> elided("De {p} à {q}", {"p": "Inês"}, "fr"), elided("Vez de {player}", {"player": "Ana"}, "pt")
    ('D’{p} à {q}', 'Vez de {player}')
    >>> elided("Groupe de {ranks}", {"ranks": "huit sept"}, "fr"), elided("de {n}", {"n": "onze"}, "fr")
    ('Groupe de {ranks}', 'de {n}')
    """
    if lang != "fr":
        return template

    def one(match: re.Match[str]) -> str:
        value = str(values.get(match[2], ""))
        vowel = value[:1].lower() in _VOWELS and not _NOT_ELIDED.match(value)
        return f"{match[1][:-1]}’{{{match[2]}}}" if vowel else match[0]

    return _ELIDABLE.sub(one, template)


def capitalized(sentence: str) -> str:
    """The sentence with its first letter in upper case (the rest as it is).

    >>> capitalized("o jogador 2 joga primeiro.")
    'O jogador 2 joga primeiro.'
    """
    return sentence[:1].upper() + sentence[1:]




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


#: The plural article before a rank, and the ranks whose noun is feminine (pt "as damas"). Spanish adds
#: none here: its RANKS_PLURAL already carries the agreeing article ("las jotas", "los 7").
_THE = {"en": ("", ""), "pt": ("os", "as"), "es": ("", ""), "fr": ("les", "les")}
_FEMININE = {"pt": (12,)}


def the_ranks(rank: int | None, lang: str = "en") -> str:
    """A rank in the plural with the article that agrees with it, as in "os 6 são selvagens" (English
    says "sixes are wild", no article); ``None`` (no wild rank) is a dash.

    >>> [the_ranks(12, lang) for lang in ("en", "pt", "es", "fr")]
    ['queens', 'as damas', 'las reinas', 'les dames']
    >>> the_ranks(7, "pt"), the_ranks(11, "es"), the_ranks(None, "pt")
    ('os 7', 'las jotas', '—')
    """
    lang = check_lang(lang)
    if rank is None:
        return "—"
    return f"{_THE[lang][rank in _FEMININE.get(lang, ())]} {RANKS_PLURAL[lang][rank]}".strip()


def set_ranks(rank: int, count: int, lang: str = "en") -> str:
    """The cards of a set in words, for "set of …": never a digit alone, which would read as the count.

    The rank's plural noun; where the rank's word does not change in the plural (Portuguese seis,
    French sept) the count goes first, in words, and the rank follows as a digit
    (:data:`~rummylab.words.catalogue.SET_RANKS`): "três três" would read as a sum.

    >>> [set_ranks(7, 3, lang) for lang in ("en", "pt", "es", "fr")]
    ['sevens', 'setes', 'sietes', 'trois 7']
    >>> set_ranks(6, 4, "pt"), set_ranks(3, 3, "pt"), set_ranks(12, 3, "fr"), set_ranks(3, 3, "es")
    ('quatro 6', 'três 3', 'dames', 'treses')
    """
    lang = check_lang(lang)
    ranks = SET_RANKS[lang][rank]
    if rank not in INVARIABLE.get(lang, ()):
        return ranks
    counts = COUNTS[lang]
    return f"{counts[count] if 0 <= count < len(counts) else count} {ranks}"
