"""The command line's language: from ``--lang``, else ``LANGUAGE`` / ``LC_ALL`` / ``LC_MESSAGES`` / ``LANG``.

Everything the command says is worded from the engine's catalogue (``cli.*``), help screens and
argparse's own errors included: :class:`Parser` is an :class:`argparse.ArgumentParser` that words
its headings, its usage prefix, its ``-h`` help and its errors itself, and never relies on
argparse's English (whose message ids change between Python versions). It finds each error by
what went wrong (a value its type refused, a choice not offered, a missing value, a required
option, two options that exclude each other, words left over), not by argparse's wording of it.

The language is the one :func:`speaking` sets, read when a parser is made and when a line is
refused, so a parser and every sub-parser it makes speak the reader's language.

>>> default_lang({"LANGUAGE": "fr_FR:en", "LANG": "pt_PT.UTF-8"}), default_lang({"LANG": "de_DE.UTF-8"})
('fr', 'en')
>>> with speaking("pt"):
...     parser = Parser(prog="rummylab")
...     _ = parser.add_argument("--seed", type=int, help=cli_text("cli.arg.seed.deal"))
...     print(parser.format_help())
utilização: rummylab [-h] [--seed N]
<BLANKLINE>
opções:
  -h, --help  mostra esta ajuda e termina
  --seed N    semente da distribuição (qualquer número inteiro; por omissão 0)
<BLANKLINE>
>>> with speaking("fr"):
...     parser = Parser(prog="rummylab")
...     _ = parser.add_argument("--seed", type=int)
...     parser.parse_args(["--seed", "x"])
Traceback (most recent call last):
...
rummylab.cli.language.UsageError: argument --seed : « x » n’est pas un nombre entier
"""

from __future__ import annotations

import argparse
import os
import re
import textwrap
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Iterator, Mapping, NoReturn, Sequence, TypeVar

from rummylab.words.catalogue import CATALOGUE, LANGS, QUOTES
from rummylab.words.language import colon, text

__all__ = ["default_lang", "lang_of", "cli_text", "speaking", "quoted", "Parser", "UsageError"]

_LANG: ContextVar[str] = ContextVar("rummylab_cli_lang", default="en")
_ActionT = TypeVar("_ActionT", bound=argparse.Action)
_UNSET = object()  # the default a required option holds while the line is read: still there = not given


class UsageError(Exception):
    """A command line the parser refuses, worded in the reader's language (one line)."""


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


def current_lang() -> str:
    """The language :func:`speaking` set (English outside it)."""
    return _LANG.get()


def cli_text(key: str, **params: Any) -> str:
    """A catalogue entry in the language of the command line being read (set by :func:`speaking`)."""
    return text(key, _LANG.get(), **params)


def quoted(value: object, lang: str | None = None) -> str:
    """What the reader typed, quoted as the language quotes it: ``'x'``, ``«\u202fx\u202f»``, ``«x»``.

    >>> quoted("aide", "fr"), quoted("x", "en"), quoted("sal", "es")
    ('«\u202faide\u202f»', "'x'", '«sal»')
    """
    opening, closing = QUOTES.get(lang or _LANG.get(), ("'", "'"))
    return f"{opening}{value}{closing}"


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """While the command line is built, read and run: :func:`cli_text` and :class:`Parser` in ``lang``."""
    token = _LANG.set(lang)
    try:
        yield
    finally:
        _LANG.reset(token)


def _heading(key: str, lang: str) -> str:
    """A help screen's section heading; argparse adds the colon, French wants a narrow space before it."""
    return text(key, lang) + colon(lang)[:-1]


class _Formatter(argparse.HelpFormatter):
    """argparse's help layout, with the usage prefix in the parser's language."""

    lang = "en"

    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, text("cli.usage", self.lang) if prefix is None else prefix)

    # Lines are not broken at a hyphen: "rummy-round", "three-thirteen", "lay-off=true" are typed whole;
    # nor at a no-break space (U+00A0, U+202F): French binds « : ; ! ? % » to the word before with one,
    # so a line never starts with ":" (textwrap breaks at ASCII whitespace only; str.split would not).
    def _split_lines(self, text: str, width: int) -> list[str]:
        return textwrap.wrap(_spaced(text), width, break_on_hyphens=False)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return textwrap.fill(_spaced(text), width, initial_indent=indent, subsequent_indent=indent,
                             break_on_hyphens=False)


_BREAKABLE = re.compile(r"[ \t\n\r\f\v]+")


def _spaced(text: str) -> str:
    """``text`` on one line, each run of breakable (ASCII) white space one space; no-break spaces kept.

    >>> _spaced("  par défaut\u202f:  un au hasard ")
    'par défaut\u202f: un au hasard'
    """
    return _BREAKABLE.sub(" ", text).strip(" ")


def _formatter(lang: str) -> type[_Formatter]:
    return type(f"_Formatter_{lang}", (_Formatter,), {"lang": lang})


_FORMATTERS = {lang: _formatter(lang) for lang in LANGS}


def _name(action: argparse.Action) -> str:
    """An argument as a message names it: ``--hand``, ``--deadwood/--hands``, ``FICHEIRO``."""
    if action.option_strings:
        return "/".join(action.option_strings)
    return str(action.metavar or action.dest)


class Parser(argparse.ArgumentParser):
    """An :class:`argparse.ArgumentParser` that speaks the language :func:`speaking` set.

    Its help screen's headings, usage prefix and ``-h`` line come from the catalogue; a value's
    placeholder in the help (``--seed N``, ``--hand CARTAS``) is the catalogue's
    ``cli.metavar.<name>``, where ``<name>`` is the ``metavar`` given or else the option's
    ``dest``. A refused line raises :class:`UsageError` worded from the catalogue (``cli.argparse.*``).
    Options are not abbreviated (``--ans`` is not ``--answer``): a prefix is refused as unknown.
    """

    def __init__(self, prog: str | None = None, *, add_help: bool = True,
                 parents: Sequence[argparse.ArgumentParser] = (), **kwargs: Any) -> None:
        self.lang = _LANG.get()
        kwargs.setdefault("formatter_class", _FORMATTERS[self.lang])
        kwargs.update(allow_abbrev=False, exit_on_error=False)
        super().__init__(prog=prog, add_help=False, **kwargs)
        self._positionals.title = _heading("cli.heading.positional", self.lang)
        self._optionals.title = _heading("cli.heading.options", self.lang)
        if add_help:
            self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                              help=text("cli.arg.help", self.lang))
        # The parents' options join this parser's groups (argparse matches groups by their
        # titles, so they are added once the titles are in the reader's language).
        for parent in parents:
            self._add_container_actions(parent)
            self._defaults.update(parent._defaults)

    def _add_action(self, action: _ActionT) -> _ActionT:
        """Every argument, the placeholder of its value taken from the catalogue (``cli.metavar.*``)."""
        if action.nargs != 0 and action.choices is None and action.help is not argparse.SUPPRESS:
            key = f"cli.metavar.{str(action.metavar or action.dest).lower()}"
            if key in CATALOGUE:
                action.metavar = text(key, self.lang)
        return super()._add_action(action)

    def add_subparsers(self, **kwargs: Any) -> Any:
        """argparse's ``add_subparsers``, its placeholder (``COMMAND``) in the reader's words."""
        if "metavar" in kwargs:
            kwargs["metavar"] = text(f"cli.metavar.{kwargs['metavar'].lower()}", self.lang)
        return super().add_subparsers(**kwargs)

    # ---- reading a command line ------------------------------------------------------------

    def parse_args(self, args: Sequence[str] | None = None, namespace: Any = None) -> Any:  # type: ignore[override]
        """argparse's ``parse_args``; words left over are refused in the reader's language."""
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            self.error(text("cli.argparse.unrecognized", self.lang, names=" ".join(extras)))
        return parsed

    def parse_known_args(self, args: Sequence[str] | None = None, namespace: Any = None) -> Any:  # type: ignore[override]
        """argparse's ``parse_known_args``, with the checks for required and exclusive options worded here.

        While the line is read, no option is required and no group exclusive (argparse's words for
        those would be English); a required option and each member of an exclusive group holds a
        marker instead of its default, and what still holds it afterwards was not given. (A help
        screen asked for meanwhile shows them as declared: :meth:`format_help`.)
        """
        groups = list(self._mutually_exclusive_groups)
        # (A positional taking any number of values, ``cards`` of solve, is "required" but met by none.)
        marked = {a for a in self._actions if a.required and a.nargs not in (argparse.ZERO_OR_MORE, argparse.OPTIONAL)}
        marked |= {a for g in groups for a in g._group_actions}
        saved = [(a, a.required, a.default) for a in marked]
        self._declared = (saved, groups)
        self._relax()
        try:
            try:
                parsed, extras = super().parse_known_args(args, namespace)
            except argparse.ArgumentError as err:
                self.error(self._worded(err))
        finally:
            self._restore()
            self._declared = None
        missing = [_name(a) for a, required, _ in saved if required and getattr(parsed, a.dest, None) is _UNSET]
        if missing:
            self.error(text("cli.argparse.required", self.lang, names=", ".join(missing)))
        for group in groups:
            given = [a for a in group._group_actions if getattr(parsed, a.dest, None) is not _UNSET]
            if len(given) > 1:
                self.error(text("cli.argparse.argument", self.lang, name=_name(given[1]),
                                message=text("cli.argparse.not_with", self.lang, name=_name(given[0]))))
            if group.required and not given:
                self.error(text("cli.argparse.one_of", self.lang,
                                names=" ".join(_name(a) for a in group._group_actions)))
        for action, _required, default in saved:
            if getattr(parsed, action.dest, None) is _UNSET:
                setattr(parsed, action.dest, default)
        return parsed, extras

    _declared: tuple[list[tuple[argparse.Action, bool, Any]], list[Any]] | None = None

    def _relax(self) -> None:
        """Nothing required, no group exclusive, the marker as the default of what was (see :meth:`parse_known_args`)."""
        if self._declared is not None:
            saved, _ = self._declared
            for action, _required, _default in saved:
                action.required, action.default = False, _UNSET
            self._mutually_exclusive_groups[:] = []

    def _restore(self) -> None:
        """The arguments as declared."""
        if self._declared is not None:
            saved, groups = self._declared
            for action, required, default in saved:
                action.required, action.default = required, default
            self._mutually_exclusive_groups[:] = groups

    def format_usage(self) -> str:
        """The usage line, the arguments as declared (even while a line is read)."""
        self._restore()
        try:
            return super().format_usage()
        finally:
            self._relax()

    def format_help(self) -> str:
        """The help screen, the arguments as declared (even while a line is read: ``--help``)."""
        self._restore()
        try:
            return super().format_help()
        finally:
            self._relax()

    def _worded(self, err: argparse.ArgumentError) -> str:
        """An error of one argument (the message already worded by the checks below), in the reader's language."""
        if err.argument_name is None:
            return err.message
        return text("cli.argparse.argument", self.lang, name=err.argument_name, message=err.message)

    def _get_value(self, action: argparse.Action, arg_string: str) -> Any:
        """A value through its type; a value the type refuses without saying why is worded here."""
        try:
            return super()._get_value(action, arg_string)
        except argparse.ArgumentError as err:
            if isinstance(err.__context__, argparse.ArgumentTypeError):  # the type's own words (ours)
                raise
            key = "cli.argparse.invalid" if action.type is int else "cli.argparse.bad_value"
            raise argparse.ArgumentError(action, text(key, self.lang, value=quoted(arg_string, self.lang))) from None

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        """A value outside the choices (a command, a game, a level), worded here."""
        if action.choices is not None and value not in action.choices:
            choices = ", ".join(map(str, action.choices))
            raise argparse.ArgumentError(action, text("cli.argparse.choice", self.lang, value=quoted(value, self.lang),
                                                      choices=choices))

    def _match_argument(self, action: argparse.Action, arg_strings_pattern: str) -> int:
        """How many values an option takes; a value missing is worded here."""
        try:
            return int(super()._match_argument(action, arg_strings_pattern))
        except argparse.ArgumentError:
            if action.nargs in (argparse.ONE_OR_MORE, argparse.ZERO_OR_MORE):
                message = text("cli.argparse.expected_some", self.lang)
            elif isinstance(action.nargs, int) and action.nargs > 1:
                message = text("cli.argparse.expected_count", self.lang, n=action.nargs)
            else:
                message = text("cli.argparse.expected_one", self.lang)
            raise argparse.ArgumentError(action, message) from None

    def error(self, message: str) -> NoReturn:
        """One line, no usage dump: :func:`rummylab.cli.main` prints it."""
        raise UsageError(message)
