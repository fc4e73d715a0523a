"""Worked-example specs: load, check, recompute with the engine, compare, rewrite.

A spec is one YAML file in ``docs/examples/`` (schema: ``docs/examples/README.md``).
This module knows what is common to every kind; each kind (``knock-hand``,
``solve``, ``tt-round`` …) registers a :class:`Kind` that checks its own keys,
recomputes the example with the engine and renders it.

The ``expect:`` block is compared after normalising numbers, so ``15``,
``"15"`` and ``"30/2"`` are the same amount:

>>> normalise({"net": {"A": -15, "B": "15/1"}}) == normalise({"net": {"A": "-15", "B": 15}})
True
>>> print(emit_expect({"case": "rum", "deadwood": {"A": 0, "B": 4},
...                    "transfers": [{"from": "B", "to": "A", "amount": Fraction(29, 2)}]}))
expect:
  case: rum
  deadwood: {A: 0, B: 4}
  transfers:
    - {from: B, to: A, amount: "29/2"}
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Sequence, TypeVar

import yaml

from rummylab.core.cards import Card, parse_hand
from rummylab.core.errors import RummyError

__all__ = [
    "SpecError",
    "Spec",
    "Kind",
    "KINDS",
    "register",
    "load_spec",
    "verify",
    "compute",
    "normalise",
    "differences",
    "emit_expect",
    "replace_expect",
    "ID_PATTERN",
]

_T = TypeVar("_T")

ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")
NAME_PATTERN = re.compile(r"^[A-Za-z][A-Za-z0-9_.-]{0,15}$")
RULE_PATTERN = re.compile(r"^(KR|TT|RU)-(\d+[a-z]?|EX\d+)$")
COMMON_KEYS = frozenset({"kind", "rules", "expect", "show_hands", "show_rules"})
_EXPECT_LINE = re.compile(r"^expect:[ \t]*(#.*)?$", re.MULTILINE)


class SpecError(Exception):
    """A spec that is illegal, or whose expectation the engine contradicts.

    The message starts with the example's id so the build's error names it.
    """

    def __init__(self, example: str, message: str) -> None:
        super().__init__(f"example {example!r}: {message}")
        self.example = example
        self.detail = message


@dataclass
class Spec:
    """One example file, parsed and (once :func:`verify` ran) recomputed.

    Attributes:
        id: the file's stem, the marker's name.
        path: where it was read from.
        text: the file's text (its sha256 is the cache key).
        data: the YAML mapping.
        actual: the engine's results in the ``expect:`` format.
        model: whatever the kind needs to render (engine results, parsed hands).
    """

    id: str
    path: Path
    text: str
    data: dict[str, Any]
    actual: dict[str, Any] = field(default_factory=dict)
    model: Any = None

    @property
    def kind(self) -> str:
        return str(self.data["kind"])

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()

    def fail(self, message: str) -> SpecError:
        """An error about this spec (for the kinds: ``raise spec.fail("…")``)."""
        return SpecError(self.id, message)

    # ----- helpers the kinds use to read their keys, failing with the key's name

    def get(self, key: str, default: Any = ..., *, types: type | tuple[type, ...] | None = None) -> Any:
        if key not in self.data:
            if default is ...:
                raise self.fail(f"missing key {key!r}")
            return default
        value = self.data[key]
        if types is not None and not isinstance(value, types) or isinstance(value, bool) and types is int:
            raise self.fail(f"{key!r} must be {_type_name(types)}, not {value!r}")
        return value

    def cards(self, text: Any, where: str) -> tuple[Card, ...]:
        """Parse a hand written as one string (``"4H 5H 6H"``); an empty string is no cards."""
        if not isinstance(text, str):
            raise self.fail(f"{where}: cards must be written as one string like \"4H 5H 6H\", not {text!r}")
        try:
            return parse_hand(text) if text.strip() else ()
        except RummyError as err:
            raise self.fail(f"{where}: {err}") from None

    def name(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or not NAME_PATTERN.match(value):
            raise self.fail(f"{where}: {value!r} is not a player name (a letter, then letters or digits)")
        return value

    def names(self, values: Any, where: str) -> list[str]:
        if not isinstance(values, list) or not values:
            raise self.fail(f"{where} must be a list of player names")
        out = [self.name(v, where) for v in values]
        dupes = sorted({n for n in out if out.count(n) > 1})
        if dupes:
            raise self.fail(f"{where}: player {dupes[0]!r} is listed twice")
        return out

    def by_player(self, value: Any, players: Sequence[str], where: str, *, complete: bool = True) -> dict[str, Any]:
        """A mapping keyed by player names; every key a player, and all players present if ``complete``."""
        if not isinstance(value, dict):
            raise self.fail(f"{where} must be a mapping from player names, not {value!r}")
        for key in value:
            if key not in players:
                raise self.fail(f"{where}: {key!r} is not one of the players {', '.join(players)}")
        if complete:
            missing = [p for p in players if p not in value]
            if missing:
                raise self.fail(f"{where}: no entry for player {missing[0]!r}")
        return {p: value[p] for p in players if p in value}

    def count(self, value: Any, where: str, *, low: int = 0, high: int | None = None) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or value < low or (high is not None and value > high):
            bound = f"{low} to {high}" if high is not None else f"at least {low}"
            raise self.fail(f"{where} must be a whole number ({bound}), not {value!r}")
        return value

    def engine(self, where: str, call: Callable[[], _T]) -> _T:
        """Run an engine call; an engine error on the spec's input makes the spec illegal."""
        try:
            return call()
        except RummyError as err:
            raise self.fail(f"{where}: {err}") from None


def _type_name(types: type | tuple[type, ...] | None) -> str:
    names = {str: "text", int: "a whole number", bool: "true or false", list: "a list", dict: "a mapping"}
    if isinstance(types, tuple):
        return " or ".join(names.get(t, t.__name__) for t in types)
    if types is None:
        return "?"
    return names.get(types, types.__name__)


@dataclass(frozen=True)
class Kind:
    """One kind of example.

    Attributes:
        name: the ``kind:`` value.
        keys: the top-level keys it accepts besides :data:`COMMON_KEYS`.
        compute: checks the spec, recomputes it with the engine; sets
            ``spec.actual`` (the ``expect:`` format) and ``spec.model``.
        render: the example's HTML in a language.
    """

    name: str
    keys: frozenset[str]
    compute: Callable[[Spec], None]
    render: Callable[[Spec, str], str]


KINDS: dict[str, Kind] = {}


def register(name: str, keys: Iterable[str], render: Callable[[Spec, str], str]) -> Callable[[Callable[[Spec], None]], Callable[[Spec], None]]:
    """Decorator: register ``compute`` for the kind ``name``."""

    def wrap(compute: Callable[[Spec], None]) -> Callable[[Spec], None]:
        KINDS[name] = Kind(name, frozenset(keys), compute, render)
        return compute

    return wrap


def load_spec(path: Path, text: str | None = None) -> Spec:
    """Read and check the common part of a spec (the kind's own check comes in :func:`verify`)."""
    example = path.stem
    if not ID_PATTERN.match(example):
        raise SpecError(example, f"{path.name}: an example id is lowercase letters, digits and '-'")
    if text is None:
        text = path.read_text(encoding="utf-8")
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as err:
        raise SpecError(example, f"{path.name} is not valid YAML: {err}") from None
    if not isinstance(data, dict):
        raise SpecError(example, f"{path.name} must hold a YAML mapping")
    spec = Spec(example, path, text, data)
    kind = data.get("kind")
    if kind not in KINDS:
        raise spec.fail(f"unknown kind {kind!r} (one of {', '.join(sorted(KINDS))})")
    unknown = sorted(set(data) - COMMON_KEYS - KINDS[kind].keys)
    if unknown:
        raise spec.fail(f"unknown key {unknown[0]!r} for kind {kind!r}")
    rules = data.get("rules")
    if not isinstance(rules, list) or not rules:
        raise spec.fail("'rules' must list the rule ids the example illustrates, e.g. [KR-5, KR-10c]")
    for rule in rules:
        if not isinstance(rule, str) or not RULE_PATTERN.match(rule):
            raise spec.fail(f"{rule!r} in 'rules' is not a rule id like KR-10c, TT-7 or RU-4")
    last = list(data)[-1]
    if "expect" in data and last != "expect":
        raise spec.fail("'expect:' must be the last key of the file (make examples rewrites it)")
    for key in ("show_hands", "show_rules"):
        if not isinstance(data.get(key, True), bool):
            raise spec.fail(f"{key!r} must be true or false")
    return spec


def verify(spec: Spec) -> Spec:
    """Recompute the spec with the engine and compare with its ``expect:`` block.

    Raises:
        SpecError: the spec is illegal, or lists every disagreement with the engine.
    """
    compute(spec)
    if "expect" not in spec.data:
        raise spec.fail("no 'expect:' block (write it, or run make examples)")
    problems = differences(spec.data["expect"], spec.actual)
    if problems:
        raise spec.fail("the engine disagrees with the spec: " + "; ".join(problems))
    return spec


def compute(spec: Spec) -> Spec:
    """Check the spec and recompute it (``spec.actual``, ``spec.model``), without comparing.

    An unexpected exception from the engine (a bug, not a bad spec) is reported
    as a :class:`SpecError` too, so the build names the example that hit it.
    """
    try:
        KINDS[spec.kind].compute(spec)
    except SpecError:
        raise
    except Exception as err:  # noqa: BLE001 - any engine crash must name the example
        raise spec.fail(f"the engine failed on this example: {type(err).__name__}: {err}") from err
    return spec


def normalise(value: Any) -> Any:
    """Numbers (and number-like strings) as Fractions, recursively, for comparison."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, (int, Fraction)):
        return Fraction(value)
    if isinstance(value, float):
        return Fraction(value).limit_denominator(1000)
    if isinstance(value, str):
        text = value.strip().replace("−", "-")
        if re.fullmatch(r"[-+]?\d+(/\d+)?", text):
            return Fraction(text)
        return value
    if isinstance(value, Mapping):
        return {str(k): normalise(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [normalise(v) for v in value]
    return value


def differences(expected: Any, actual: Mapping[str, Any]) -> list[str]:
    """Each key of ``expect:`` where the spec and the engine differ, as readable text."""
    if not isinstance(expected, Mapping):
        return [f"'expect' must be a mapping, not {expected!r}"]
    problems = []
    want, got = normalise(expected), normalise(actual)
    for key in actual:
        if key not in want:
            problems.append(f"expect.{key} is missing (the engine gives {_flow(actual[key])})")
        elif want[key] != got[key]:
            problems.append(f"expect.{key} is {_flow(expected[key])} but the engine gives {_flow(actual[key])}")
    for key in expected:
        if key not in actual:
            problems.append(f"expect.{key} is not a result of this kind of example")
    return problems


# ----------------------------------------------------------------- writing

_PLAIN = re.compile(r"^[A-Za-z][A-Za-z0-9_.-]*$")
_YAML_WORDS = {"yes", "no", "on", "off", "true", "false", "null", "y", "n", "~"}


def _scalar(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, Fraction)):
        value = Fraction(value)
        if value.denominator == 1:
            return str(value.numerator)
        return f'"{value.numerator}/{value.denominator}"'
    text = str(value)
    if _PLAIN.match(text) and text.lower() not in _YAML_WORDS:
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _flow(value: Any) -> str:
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{_scalar(k)}: {_flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    return _scalar(value)


def emit_expect(actual: Mapping[str, Any]) -> str:
    """The ``expect:`` block in the stable format ``make examples`` writes.

    Scalars, mappings of scalars and lists of scalars go on one line; a list
    of mappings gets one line per item.
    """
    lines = ["expect:"]
    for key, value in actual.items():
        if isinstance(value, (list, tuple)) and value and all(isinstance(v, Mapping) for v in value):
            lines.append(f"  {key}:")
            lines.extend(f"    - {_flow(item)}" for item in value)
        else:
            lines.append(f"  {key}: {_flow(value)}")
    return "\n".join(lines)


def replace_expect(text: str, actual: Mapping[str, Any]) -> str:
    """The file's text with everything from the ``expect:`` line on rewritten.

    Everything above ``expect:`` (comments included) is kept byte for byte.
    """
    match = _EXPECT_LINE.search(text)
    head = text[: match.start()] if match else text.rstrip("\n") + "\n"
    return head + emit_expect(actual) + "\n"
