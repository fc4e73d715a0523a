"""The engine's one message catalogue: every sentence it can say, in en, pt, es and fr.

Keys starting with ``error.`` localize :class:`~rummylab.core.errors.RummyError`
codes; the others are the narration used by :mod:`rummylab.words.explain`. A key
may have plural forms ``key.one`` / ``key.other`` (chosen by
:func:`rummylab.words.language.plural`). Templates use :meth:`str.format` fields;
``{q}`` is the offending input, quoted as the language quotes it.

An error message may also have, looked up in this order by
:func:`rummylab.words.error_text.message`:

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
and inside « », and writes the apostrophe ’. A rank after an article is a digit
in pt, es and fr ("os 3 são selvagens", "les 7"); a set's rank is a word, or in Portuguese and
French a digit after the count in words (:data:`SET_RANKS`: "três 3", "trois 7"), since "Grupo de 7: 7♣ 7♦ 7♥" reads as a
group of seven cards.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from rummylab.words.text import (
    cli,
    cli_help,
    coach,
    expert,
    general,
    house,
    house_knock,
    practice,
    sheet,
    variants,
    walkthrough,
    worksheet,
)

__all__ = ["LANGS", "CATALOGUE", "RANKS", "RANKS_PLURAL", "SET_RANKS", "INVARIABLE", "COUNTS", "SUITS", "SUITS_RUN", "QUOTES", "merge"]

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
    # Spanish with the article, which agrees with the rank's gender ("las jotas", never "los jotas").
    "es": ("los jokers", "los ases", "los 2", "los 3", "los 4", "los 5", "los 6", "los 7", "los 8", "los 9", "los 10",
           "las jotas", "las reinas", "los reyes"),
    "fr": ("jokers", "as", "2", "3", "4", "5", "6", "7", "8", "9", "10", "valets", "dames", "rois"),
}
# A set's rank in words, for "set of …" (rummylab.words.language.set_ranks): a digit there reads as the
# number of cards ("Grupo de 7: 7♣ 7♦ 7♥"). The plural noun where the language has one (sevens, setes,
# sietes, dames); where the rank's word does not change in the plural (pt dois, três, seis, dez; every
# French number) it would still read as a count, so the count goes first, as speakers say it ("três 6",
# "trois 7"): INVARIABLE lists those ranks. Portuguese and French write those ranks as digits after the count
# in words, as card players and the pages do: "três três", "quatro dois", "trois trois" stumble (they read as
# sums) where "três 3", "quatro 2", "trois 3" read at once.
SET_RANKS = {
    "en": RANKS_PLURAL["en"],
    "pt": ("jokers", "ases", "2", "3", "quatros", "cincos", "6", "setes", "oitos", "noves", "10",
           "valetes", "damas", "reis"),
    "es": ("jokers", "ases", "doses", "treses", "cuatros", "cincos", "seises", "sietes", "ochos", "nueves",
           "dieces", "jotas", "reinas", "reyes"),
    "fr": ("jokers", "as", "2", "3", "4", "5", "6", "7", "8", "9", "10", "valets", "dames", "rois"),
}
INVARIABLE = {"pt": frozenset({2, 3, 6, 10}), "fr": frozenset(range(2, 11))}
# Counts in words (index = count), for the ranks of INVARIABLE.
COUNTS = {
    "pt": ("zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze",
           "treze"),
    "fr": ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze",
           "treize"),
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

#: How a message quotes the reader's input, where the language does not use Python's quotes ('5X'):
#: French and Spanish with guillemets, French with its narrow no-break spaces inside.
QUOTES = {"fr": (f"«{_NB}", f"{_NB}»"), "es": ("«", "»"), "pt": ("«", "»")}

def merge(parts: Mapping[str, Mapping[str, Mapping[str, str]]], langs: Sequence[str] = LANGS) -> dict[str, dict[str, str]]:
    """One catalogue from its namespaces (name -> entries), refusing what a lookup would hide.

    Raises:
        ValueError: a key that two namespaces define (the later would silently win), or an entry
            without every language of ``langs``, or with an empty text; the message names both.

    >>> merge({"a": {"x": {"en": "X", "pt": "X"}}, "b": {"y": {"en": "Y", "pt": "Y"}}}, ("en", "pt"))
    {'x': {'en': 'X', 'pt': 'X'}, 'y': {'en': 'Y', 'pt': 'Y'}}
    >>> merge({"a": {"x": {"en": "X"}}, "b": {"x": {"en": "Z"}}}, ("en",))
    Traceback (most recent call last):
    ...
    ValueError: 'x' is defined in both 'a' and 'b'
    >>> merge({"a": {"x": {"en": "X"}}}, ("en", "fr"))
    Traceback (most recent call last):
    ...
    ValueError: 'x' in 'a' has no text in fr
    """
    merged: dict[str, dict[str, str]] = {}
    home: dict[str, str] = {}
    for name, entries in parts.items():
        for key, texts in entries.items():
            if key in home:
                raise ValueError(f"{key!r} is defined in both {home[key]!r} and {name!r}")
            missing = [lang for lang in langs if not texts.get(lang)]
            if missing:
                raise ValueError(f"{key!r} in {name!r} has no text in {', '.join(missing)}")
            home[key] = name
            merged[key] = dict(texts)
    return merged


#: Every sentence the engine can say: key -> language -> text.
CATALOGUE: dict[str, dict[str, str]] = merge({
    "general": general.WORDS, "cli": cli.WORDS, "cli_help": cli_help.WORDS, "sheet": sheet.WORDS, "walkthrough": walkthrough.WORDS,
    "worksheet": worksheet.WORDS, "coach": coach.WORDS, "house": house.WORDS, "variants": variants.WORDS,
    "house_knock": house_knock.WORDS, "practice": practice.WORDS, "expert": expert.WORDS})
