"""Errors in the reader's language: :func:`message` and :func:`localize_error`.

A :class:`~rummylab.core.errors.RummyError` carries a stable ``code`` and the offending ``token``;
these turn them into a sentence of the catalogue, naming what was wrong in the reader's
words (a request field "hand" is "a mão", a missing value is never "None").

>>> message("bad-card", "fr", token="5X")
'«\u202f5X\u202f» n’est pas une carte'
"""

from __future__ import annotations

import re
from typing import Any

from rummylab.core.errors import RummyError
from rummylab.words.catalogue import CATALOGUE, QUOTES
from rummylab.words.language import check_lang

__all__ = ["message", "field_words", "localize_error"]

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


def _error_template(code: str, token: Any, lang: str, count: Any = None) -> str:
    # The most specific text first: one for this token, one for a missing input, the singular
    # of a count of one, the code's own.
    if isinstance(token, str) and f"error.{code}:{token}" in CATALOGUE:
        return CATALOGUE[f"error.{code}:{token}"][lang]
    if _is_missing(token) and f"error.{code}.missing" in CATALOGUE:
        return CATALOGUE[f"error.{code}.missing"][lang]
    if count == 1 and f"error.{code}.one" in CATALOGUE:  # "one card", never "1 cards" (nor, in French, 0)
        return CATALOGUE[f"error.{code}.one"][lang]
    return CATALOGUE.get(f"error.{code}", CATALOGUE["error.generic"])[lang]


def message(code: str, lang: str = "en", **params: Any) -> str:
    """The localized message for an error ``code``; ``token`` and the error's params fill it in.

    A ``field`` param and the token of some codes (a missing field, a kind of
    move) are said in the reader's words; a missing value is never shown as
    "None". Unknown codes, or a template whose params are missing, fall back to
    a generic message that still quotes the offending input.

    >>> message("bad-card", "pt", token="5X")
    '«5X» não é uma carta'
    >>> message("missing-field", "es", token="hand"), message("bad-seed", "pt", token="None")
    ('indica la mano', 'indique uma semente (um número inteiro)')
    >>> message("no-such-code", "es", token="x")
    '«x» no es válido aquí'
    """
    lang = check_lang(lang)
    token = params.get("token")
    values = {key: CATALOGUE["value.missing"][lang] if _is_missing(value) else value for key, value in params.items()}
    values["token"] = _quote(token, lang) if _is_missing(token) else token
    words = _TOKEN_WORDS.get(code)
    values["q"] = _token_words(words, token, lang) if words and not _is_missing(token) else _quote(token, lang)
    if "field" in params:
        values["field"] = field_words(params["field"], lang)
    if params.get("label") in CATALOGUE:  # a house rule named in words, not by its key ("penalty")
        values["name"] = CATALOGUE[params["label"]][lang]
    template = _error_template(code, token, lang, params.get("count"))
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
