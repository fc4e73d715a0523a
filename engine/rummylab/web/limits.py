"""What one request may weigh and take: its size, nesting and numbers, read before it is parsed; each
operation's time budget.

:func:`scan` reads a request's text before ``json.loads`` does, in one pass of regular expressions
and no recursion: a text past :data:`~rummylab.web.fields.MAX_REQUEST` characters, nested past :data:`MAX_DEPTH` levels
or with a run of more than :data:`MAX_DIGITS` digits is refused as a
:class:`~rummylab.core.errors.RequestError` that names the limit. So the parser never recurses
deeper than the engine allows (in Pyodide a request nested 5,000 deep overflowed the
WebAssembly stack and killed the worker) and never converts a number of thousands of digits.
The browser's worker refuses the same requests before they reach Python: it reads these limits from
the ``version`` operation's answer (``"limits"``: :func:`limits`), and asks the engine for the
message with a small request that breaks the same limit (:func:`lang_of` finds its language).

Every legitimate request is far inside them: the deepest, a game record, is 5 levels deep; the
longest number, a seed, 20 digits.

>>> scan('{"op": "solve", "hand": "QH"}')
>>> scan('{"op": "solve", "x": ' + "[" * 40 + "]" * 40 + "}")
Traceback (most recent call last):
...
rummylab.core.errors.RequestError: the request is nested more than 32 levels deep
>>> scan('{"op": "settle", "deadwood": [1' + "0" * 120 + ', 2]}')
Traceback (most recent call last):
...
rummylab.core.errors.RequestError: the request holds a number of more than 100 digits
"""

from __future__ import annotations

import re

from rummylab.core.errors import RequestError
from rummylab.web.fields import MAX_REQUEST  # the longest request, in characters
from rummylab.words.error_text import field_words

__all__ = ["MAX_REQUEST", "MAX_DEPTH", "MAX_DIGITS", "MAX_SHEET", "BUDGET", "BUDGETS", "budget_of", "scan", "lang_of", "limits"]

#: The deepest nesting of arrays and objects in a request (a game record, the deepest legitimate one, is 5).
MAX_DEPTH = 32
#: The longest run of digits in a request (a seed, the longest legitimate number, has 20).
MAX_DIGITS = 100

#: The largest score sheet's file the command line reads, in characters (a sheet of a thousand hands
#: weighs about 60,000).
MAX_SHEET = 1_000_000

#: Each operation's time budget in seconds, past which it answers ``too-slow`` (:mod:`rummylab.core.budget`):
#: far above what any legitimate request takes, so that only a runaway request meets it. The slowest the
#: site and the tests send take 1 s in CPython (a worksheet of 40 problems) and about 3 s in Pyodide; the
#: advisor's most samples (20,000, with laying off) take 5 s in CPython.
BUDGET = 20.0
BUDGETS = {"advise": 60.0, "worksheet": 40.0}

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"?', re.S)
_BRACKETS = re.compile(r"[\[\]{}]")
_DIGITS = re.compile(r"\d{%d,}" % (MAX_DIGITS + 1))
_LANG = re.compile(r'"lang"\s*:\s*"(en|pt|es|fr)"')


def budget_of(op: str) -> float:
    """The time budget of ``op``, in seconds."""
    return BUDGETS.get(op, BUDGET)


def limits() -> dict[str, int]:
    """The limits as the worker reads them (the ``version`` operation's ``"limits"``)."""
    return {"request": MAX_REQUEST, "depth": MAX_DEPTH, "digits": MAX_DIGITS}


def lang_of(text: str) -> str:
    """The language a request asks for, read from its text before it is parsed (for a refusal's message).

    >>> lang_of('{"op": "solve", "lang" : "fr"}'), lang_of("[[[")
    ('fr', 'en')
    """
    found = _LANG.search(text[:MAX_REQUEST])
    return found[1] if found else "en"


def scan(text: str, *, limit: int = MAX_REQUEST, field: str = "request") -> None:
    """Refuse a request's text that is too large, too deeply nested or holds too long a number.

    ``limit`` and ``field``: another text read as JSON, such as a score sheet's file (:data:`MAX_SHEET`), is
    held to the same nesting and numbers and to its own size.

    Raises:
        RequestError: ``too-large`` (token ``size``), or ``bad-request`` whose token is ``depth`` or ``digits``;
            each names ``field`` and the limit.
    """
    if len(text) > limit:
        raise RequestError(f"{field_words(field)} is too large: at most {limit} characters are allowed", token="size",
                           code="too-large", field=field, limit=limit, count=len(text))
    if _DIGITS.search(text):
        raise RequestError(f"{field_words(field)} holds a number of more than {MAX_DIGITS} digits", token="digits",
                           code="bad-request", field=field, limit=MAX_DIGITS)
    depth = 0
    for bracket in _BRACKETS.findall(_STRING.sub("", text)):
        if bracket in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise RequestError(f"{field_words(field)} is nested more than {MAX_DEPTH} levels deep", token="depth",
                                   code="bad-request", field=field, limit=MAX_DEPTH)
        else:
            depth -= 1

