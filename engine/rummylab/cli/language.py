"""The command line's language: from ``--lang``, else ``LANGUAGE`` / ``LC_ALL`` / ``LC_MESSAGES`` / ``LANG``.

argparse words its own errors in English ("the following arguments are required: …"); while
the command line is read, :func:`argparse_in` makes argparse word them in the reader's
language instead, from the engine's catalogue (``cli.argparse.*``).

>>> default_lang({"LANGUAGE": "fr_FR:en", "LANG": "pt_PT.UTF-8"}), default_lang({"LANG": "de_DE.UTF-8"})
('fr', 'en')
"""

from __future__ import annotations

import argparse
import os
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Iterator, Mapping

from rummylab.words.catalogue import LANGS, QUOTES
from rummylab.words.language import text

__all__ = ["default_lang", "lang_of", "cli_text", "argparse_in"]

_LANG: ContextVar[str] = ContextVar("rummylab_cli_lang", default="en")

#: argparse's English messages (its gettext ids) and the catalogue entry that words each one,
#: with the %-placeholders argparse fills in afterwards.
_ARGPARSE: dict[str, tuple[str, dict[str, Any]]] = {
    "the following arguments are required: %s": ("cli.argparse.required", {"names": "%s"}),
    "one of the arguments %s is required": ("cli.argparse.one_of", {"names": "%s"}),
    "unrecognized arguments: %s": ("cli.argparse.unrecognized", {"names": "%s"}),
    "invalid choice: %(value)r (choose from %(choices)s)": ("cli.argparse.choice",
                                                            {"value": "%(value)r", "choices": "%(choices)s"}),
    "invalid %(type)s value: %(value)r": ("cli.argparse.invalid", {"value": "%(value)r"}),
    "argument %(argument_name)s: %(message)s": ("cli.argparse.argument",
                                                {"name": "%(argument_name)s", "message": "%(message)s"}),
    "expected one argument": ("cli.argparse.expected_one", {}),
    "expected at least one argument": ("cli.argparse.expected_some", {}),
    "not allowed with argument %s": ("cli.argparse.not_with", {"name": "%s"}),
    "ambiguous option: %(option)s could match %(matches)s": ("cli.argparse.ambiguous",
                                                             {"option": "%(option)s", "matches": "%(matches)s"}),
}


def default_lang(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for item in env.get(name, "").split(":"):
            code = item[:2].lower()
            if code in LANGS:
                return code
    return "en"


def lang_of(argv: list[str], environ: Mapping[str, str] | None = None) -> str:
    """The language of a command line: its ``--lang`` if valid, else :func:`default_lang`."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv) and argv[i + 1] in LANGS:
            return argv[i + 1]
        if arg.startswith("--lang=") and arg[7:] in LANGS:
            return arg[7:]
    return default_lang(environ)


def cli_text(key: str, **params: Any) -> str:
    """A catalogue entry in the language of the command line being read (set by :func:`argparse_in`)."""
    return text(key, _LANG.get(), **params)


@contextmanager
def argparse_in(lang: str) -> Iterator[None]:
    """While the command line is read and run: argparse's errors, and :func:`cli_text`, in ``lang``."""
    original = argparse._  # type: ignore[attr-defined]

    def translate(msgid: str) -> str:
        entry = _ARGPARSE.get(msgid)
        if entry is None or lang == "en":  # English keeps argparse's own words
            return str(original(msgid))
        key, placeholders = entry
        # argparse quotes the value with repr() ('x'); the language's own quotes instead (« x »).
        opening, closing = QUOTES.get(lang, ("'", "'"))
        quoted: dict[str, Any] = {name: f"{opening}%(value)s{closing}" if value == "%(value)r" else value
                  for name, value in placeholders.items()}
        return text(key, lang, **quoted)

    token = _LANG.set(lang)
    argparse._ = translate  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = original  # type: ignore[attr-defined]
        _LANG.reset(token)
