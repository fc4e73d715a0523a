"""The engine's catalogue reads as its language: no English left in pt, es or fr, French typography.

Every template of :data:`rummylab.words.catalogue.CATALOGUE` is formatted with sample values, and every
error code's message is made the way a reader meets it (a request field named by the engine, a
missing value), then searched for the tell-tale signs of an untranslated text: English words, an
engine field name ("hand", "CARDS"), "None". French texts put a narrow no-break space (U+202F)
before ``: ; ? !`` and inside « », never a plain or a wide no-break space, and write ’.

Each check is a function that is also tried on a bad sample, so a check that can no longer fail
is found too.
"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

import rummylab
from rummylab.core.cards import Card
from rummylab.words.catalogue import CATALOGUE, QUOTES
from rummylab.words.error_text import field_words, message
from rummylab.words.language import card_name, join, player_label

ENGINE = Path(rummylab.__file__).parent
OTHERS = ("pt", "es", "fr")

# English words that no pt, es or fr sentence of the catalogue contains (none is a word of those
# languages: not "has", Spanish for "you have"), and the engine's names for fields and placeholders.
ENGLISH = {"the", "is", "are", "not", "and", "of", "with", "to", "for", "from", "you", "your", "must",
           "give", "player", "players", "card", "cards", "hand", "hands", "deadwood", "knocker", "round",
           "rounds", "request", "field", "wild", "decks", "dealer", "seed", "samples", "level", "melds",
           "answers", "seen", "draw", "discard", "nothing", "empty"}
# Never right, even quoted: the engine's placeholders and a missing value.
LEAKS = {"None", "null", "undefined", "CARDS"}
_WORD = re.compile(r"(?<![-\w])[A-Za-z]+(?![-\w])")  # "--out" is an option as typed, not a word
_QUOTED = re.compile(r"'[^'\n]*'|«[^»]*»")  # a command the reader types ('hand', « quit »)


def english_words(text: str) -> list[str]:
    """The tell-tale English words of ``text`` (empty when it reads as pt, es or fr).

    >>> english_words("o pedido não tem 'CARDS'"), english_words("hand é grande demais")
    (['CARDS'], ['hand'])
    >>> english_words("indique as cartas (--out N); 'hand' mostra a mão")
    []
    """
    prose = _QUOTED.sub(" ", text)
    return [w for w in _WORD.findall(prose) if w in ENGLISH] + [w for w in _WORD.findall(text) if w in LEAKS]


def french_typography(text: str) -> list[str]:
    """What a French text gets wrong: the space before ``: ; ? !`` and inside « », the apostrophe.

    >>> french_typography("Points morts : 8"), french_typography("Points morts\\u202f: l’as")
    (["' :'"], [])
    """
    problems = [repr(m[0]) for m in re.finditer(r"[ \u00a0][:;?!]|«[ \u00a0]|[ \u00a0]»", text)]
    problems += [repr(m[0]) for m in re.finditer(r"\S[:;?!](?=\s|$)", text)]  # no space at all
    problems += [repr(m[0]) for m in re.finditer(r"\w'\w", text)]
    return problems


# ---- sample values for every template field ------------------------------------------------------------

def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _samples(lang: str) -> dict[str, object]:
    """One value per field name of the catalogue, as the engine fills it in ``lang``."""
    one, two = player_label(0, lang, form="subj"), player_label(1, lang, form="subj")
    return {
        "rank": card_name(Card.parse("QH"), lang).split()[0], "suit": "x", "n": 2, "name": "Ana",
        "items": "7", "value": 7, "player": one, "players": join([one, two], lang), "knocker": one, "k": 8,
        "m": 3, "winners": join([one, two], lang), "others": two, "payer": one, "payee": player_label(1, lang, form="to"),
        "payees": player_label(1, lang, form="to"), "arithmetic": "8 − 3 = 5", "each": "5/2", "amount": "+5",
        "ranks": "7", "cards": "7♣ 7♦ 7♥", "wild": "7♠", "card": "5♥", "round": 5, "size": 7, "wilds": "7",
        "penalty": 11, "total": 51, "target": 200, "q": "'5X'", "token": "5X", "count": 3, "limit": 2,
        "expected": 7, "rule": "KR-6", "ops": "solve, settle", "field": field_words("hand", lang), "cap": 4,
        "need": 21, "deadwood": 5, "option": "--limit", "seed": 7, "game": "Knock Rummy", "ways": 2, "level": 1,
    }


@pytest.mark.parametrize("lang", OTHERS)
def test_every_template_reads_without_english(lang: str) -> None:
    samples = _samples(lang)
    problems = []
    for key, entry in CATALOGUE.items():
        text = entry[lang].format(**{f: samples.get(f, "7") for f in _fields(entry[lang])})
        if english_words(text):
            problems.append(f"{key}: {text!r} has {english_words(text)}")
    assert not problems, "\n".join(problems)


def _engine_fields() -> set[str]:
    """Every request field and placeholder the engine names in an error (found in its source)."""
    source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.rglob("*.py"))
    names = set(re.findall(r"""get_(?:int|bool|hand)\(\s*request\s*,\s*f?["']([\w-]+)""", source))
    names |= set(re.findall(r"""\bfield\s*(?::\s*str\s*)?=\s*["']([\w-]+)["']""", source))
    names |= set(re.findall(r"""token\s*=\s*["']([\w-]+)["']\s*,\s*code\s*=\s*["']missing-field""", source))
    return names


def test_the_engine_names_fields():
    assert {"hand", "hands", "seed", "round", "CARDS", "--out", "deadwood", "request", "--limit"} <= _engine_fields()


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("field", sorted(_engine_fields() | {"hands[2]", "answers[0]", "moves[3].card"}))
def test_errors_name_fields_in_the_readers_words(lang: str, field: str) -> None:
    made = [message("missing-field", lang, token=field),
            message("bad-field", lang, token="x", field=field),
            message("bad-field", lang, token="None", field=field),
            message("too-large", lang, token=field, field=field, count=3000, limit=2000)]
    for text in made:
        assert not english_words(text), text
        if not field.startswith("--"):  # an option is shown as the reader typed it
            assert not re.search(rf"(?<![-\w]){re.escape(field.split('[')[0])}(?![-\w])", text), text


def _codes() -> list[str]:
    return sorted(key[len("error."):] for key in CATALOGUE if key.startswith("error.") and ":" not in key
                  and not key.endswith(".missing"))


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("code", _codes())
def test_no_error_message_says_none(lang: str, code: str) -> None:
    params = {f: v for f, v in _samples(lang).items() if f not in ("q", "token", "field")}
    for token in (None, "None"):
        for extra in ({}, {"field": "hand"}, {f: None for f in params}):
            text = message(code, lang, token=token, **{**params, **extra})
            assert "None" not in text and not english_words(text), (token, extra, text)


def test_kinds_of_move_are_worded():
    assert message("no-such-move", "pt", token="knock", rule="KR-6") == "bater não é possível agora (KR-6)"


# ---- French typography ---------------------------------------------------------------------------------

@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_french_typography(key: str) -> None:
    assert not french_typography(CATALOGUE[key]["fr"]), CATALOGUE[key]["fr"]


def test_french_quotes_the_input_with_narrow_spaces():
    assert QUOTES["fr"] == ("«\u202f", "\u202f»")
    assert message("bad-card", "fr", token="5X") == "«\u202f5X\u202f» n’est pas une carte"
    assert not french_typography(message("bad-card", "fr", token="5X"))


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_other_languages_keep_ordinary_spaces(key: str) -> None:
    for lang in ("en", "pt", "es"):
        assert "\u202f" not in CATALOGUE[key][lang] and "\u00a0" not in CATALOGUE[key][lang], (lang, key)


# ---- English reads right whatever the players are called ------------------------------------------------

def test_english_needs_no_agreement_with_a_players_name():
    # The CLI's play names a player "you": no "you pays", "you is", "you has", "you wins".
    from rummylab.games.knock.settle import settle_knock, settle_session
    from rummylab.words.explain import explain

    names = ["you", "Ana", "Rui", "Eva"]
    lines = []
    for deadwood, knocker in [([0, 0, 5], 0), ([3, 8, 9], 0), ([8, 3, 3], 0), ([3, 3, 9], 0), ([4, 9], None)]:
        lines += explain(settle_knock(deadwood, knocker), "en", names=names[:len(deadwood)])
    lines += explain(settle_session([settle_knock([3, 8], 0)]), "en", names=names[:2])
    bad = [line for line in lines if re.search(r"\byou (pays|is|has|wins|was|leads|reaches|scores)\b", line, re.I)]
    assert not bad, bad
