"""House rules: the variants readers meet at their tables, as named options of :class:`~rummylab.core.rules.Rules`.

Each variant is one field of ``Rules`` whose default is the site's profile,
so a game with no house rules is the game RULES.md describes. A game lists
its variants (:attr:`rummylab.games.Game.variants`); the command line
(``--rule NAME=VALUE``), the web requests (``"house": {NAME: VALUE}``), the
site's address and the records all name them the same way: the field's
name with hyphens (``rum-bonus`` for ``rum_bonus``).

>>> from rummylab.games import get
>>> knock = get("knock")
>>> options = parse_house(knock, ["penalty=20", "rum-bonus=50"])
>>> options
{'penalty': 20, 'rum_bonus': 50}
>>> public(knock, knock.rules(**options))
{'penalty': 20, 'rum-bonus': 50}
>>> parse_house(knock, ["penalty=-5"])
Traceback (most recent call last):
...
rummylab.core.errors.RulesError: penalty=-5 is out of range (0 to 100)
>>> parse_house(knock, ["target=100"])
Traceback (most recent call last):
...
rummylab.core.errors.RulesError: 'target' is not a Knock Rummy house rule (choose penalty, rum-bonus, penalty-each, knock-max, lay-off, five-hand)
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Mapping, Protocol, Sequence

from rummylab.core.errors import RulesError

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.core.rules import Rules

__all__ = ["Variant", "HouseValue", "HouseGame", "house_value", "fields_of", "SOURCES", "parse_house", "check_house", "check_options", "public", "set_options",
           "record_options", "split_house", "describe_value"]

#: A house rule's value: a switch, a whole number, or None ("no limit" where the rule allows it).
HouseValue = int | bool | None


def house_value(value: object) -> HouseValue:
    """``value`` as a house rule's value, or a :class:`TypeError` (a bug: the variants check what readers send)."""
    if value is None or isinstance(value, int):
        return value
    raise TypeError(f"{value!r} is not a house rule's value")


def fields_of(options: Mapping[str, HouseValue]) -> dict[str, Any]:
    """Checked house rules as keyword arguments of the ``Rules`` fields they set (``penalty=20``)."""
    return dict(options)


class HouseGame(Protocol):
    """What the house rules read of a game (:class:`~rummylab.games.protocol.Game` has it): its names and variants."""

    @property
    def key(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def variants(self) -> tuple[Variant, ...]: ...


#: Where a variant comes from, as the site and ``rummylab rules`` name it (``house.source.<key>``).
SOURCES = ("manuals", "gin", "tables", "collections", "online")

# The grammar of a value written as text, the same in docs/assets/house.js (the address, the page's
# form): tests/house-values.json holds the cases both sides run.
_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}
_WHOLE = re.compile(r"[+-]?[0-9]{1,9}")  # ASCII digits only: no "1_0", "1e1", "0x14" or other scripts' digits


@dataclass(frozen=True, slots=True)
class Variant:
    """One house rule: a field of :class:`~rummylab.core.rules.Rules` and the values it may take.

    Attributes:
        field: the ``Rules`` field it sets (``"rum_bonus"``).
        kind: ``bool`` or ``int``.
        rule: the rule it changes (``"KR-10a"``).
        source: where tables play it, a key of :data:`SOURCES`.
        low, high: the range of an ``int`` variant.
        choices: the only values an ``int`` variant takes, when it is not a range (``(1, 15)``).
        none: an ``int`` variant may also be "none" (no limit), its default.
    """

    field: str
    kind: type
    rule: str
    source: str
    low: int = 0
    high: int = 0
    choices: tuple[int, ...] = ()
    none: bool = False

    @property
    def name(self) -> str:
        """The variant's name on the command line, in requests and addresses: ``rum-bonus``."""
        return self.field.replace("_", "-")

    @property
    def default(self) -> HouseValue:
        """The site's profile: the field's default in :class:`~rummylab.core.rules.Rules`."""
        from rummylab.core.rules import Rules

        return house_value(Rules.__dataclass_fields__[self.field].default)

    def check(self, value: object) -> HouseValue:
        """``value`` if the variant takes it (JSON or Python), else a :class:`RulesError` naming it."""
        if self.kind is bool:
            if isinstance(value, bool):
                return value
        elif value is None and self.none:
            return None
        elif isinstance(value, (int, float)) and not isinstance(value, bool) and float(value).is_integer():
            whole = int(value)  # JSON has one kind of number: 20.0 is 20, as the page reads it
            if whole in self.choices if self.choices else self.low <= whole <= self.high:
                return whole
        raise self.refusal(value)

    def refusal(self, value: object) -> RulesError:
        """The error for a value the variant does not take: it names the variant, the value and the values it takes."""
        token = f"{self.name}={value if isinstance(value, str) else describe_value(self, value)}"[:60]
        if self.kind is bool:
            return RulesError(f"{token} is not true or false", token=token, code="bad-rule-bool", name=self.name)
        if self.choices:
            choices = " or ".join(map(str, self.choices))
            return RulesError(f"{token} is not one of {choices}", token=token, code="bad-rule-choice",
                              name=self.name, choices=", ".join(map(str, self.choices)))
        none = " (or none)" if self.none else ""
        return RulesError(f"{token} is out of range ({self.low} to {self.high}{none})", token=token,
                          code="bad-rule-none" if self.none else "bad-rule-range", name=self.name, low=self.low,
                          high=self.high)

    def parse(self, text: str) -> HouseValue:
        """The value written as text (``--rule``, the address): ``20``, ``true``, ``none``."""
        word = text.strip().lower()
        if self.kind is bool:
            if word in _TRUE or word in _FALSE:
                return word in _TRUE
        elif word == "none" and self.none:
            return None
        elif _WHOLE.fullmatch(word):
            return self.check(int(word))
        raise self.refusal(text.strip())


def _key(name: object) -> str:
    """A house rule's name as written (``Rum_Bonus``), as the variants spell it (``rum-bonus``)."""
    return str(name).strip().lower().replace("_", "-")


def _item(item: object) -> tuple[str, str]:
    """``NAME=VALUE`` (``--rule``) as its name and its value's text."""
    name, sep, value = str(item).partition("=")
    if not sep:
        raise RulesError(f"{item!r} is not NAME=VALUE", token=str(item)[:40], code="bad-rule-item")
    return name, value


def _mapping(house: object) -> Mapping[Any, Any]:
    """A request's house rules, refused unless a mapping of names to values."""
    if not isinstance(house, Mapping):
        raise RulesError(f"the house rules {house!r} are not a mapping of names to values", token=str(house)[:40],
                         code="bad-house")
    return house


def _variant(game: HouseGame, name: object) -> Variant:
    key = _key(name)
    for variant in game.variants:
        if variant.name == key:
            return variant
    known = ", ".join(v.name for v in game.variants) or "none"
    raise RulesError(f"{name!r} is not a {game.title} house rule (choose {known})", token=str(name)[:40],
                     code="bad-rule", game=game.title, known=known)


def parse_house(game: HouseGame, items: Iterable[str]) -> dict[str, HouseValue]:
    """``NAME=VALUE`` texts (``--rule``, repeatable) as ``Rules`` options: ``{"penalty": 20}``.

    Raises:
        RulesError: an item without ``=``, an unknown name, a value out of range.
    """
    options: dict[str, HouseValue] = {}
    for item in items:
        name, value = _item(item)
        variant = _variant(game, name)
        with _named(game, variant):
            options[variant.field] = variant.parse(value)
    return options


@contextmanager
def _named(game: HouseGame, variant: Variant) -> Iterator[None]:
    """A refused value's message names the rule in the reader's words (its catalogue entry), not by its key."""
    try:
        yield
    except RulesError as err:
        err.params["label"] = f"house.{game.key}.{variant.name}"
        raise


def check_house(game: HouseGame, house: object) -> dict[str, HouseValue]:
    """A request's or a record's ``house`` mapping (``{"penalty": 20}``; None for none) as ``Rules`` options.

    Raises:
        RulesError: not a mapping, an unknown name, a value of the wrong type or out of range.
    """
    if house is None:
        return {}
    options: dict[str, HouseValue] = {}
    for name, value in _mapping(house).items():
        variant = _variant(game, name)
        with _named(game, variant):
            options[variant.field] = variant.check(value)
    return options


def check_options(game: HouseGame, options: Mapping[str, object]) -> dict[str, HouseValue]:
    """``Rules`` options by field name (``{"rum_bonus": 50}``, as records keep them), checked against the game's variants.

    Raises:
        RulesError: a field that is not one of the game's variants, a value it does not take.
    """
    fields = {v.field: v for v in game.variants}
    checked: dict[str, HouseValue] = {}
    for name, value in options.items():
        variant = fields.get(str(name))
        if variant is None:
            variant = _variant(game, name)  # names it among the game's variants, or refuses it
        with _named(game, variant):
            checked[variant.field] = variant.check(value)
    return checked


def public(game: HouseGame, rules: Rules) -> dict[str, HouseValue]:
    """The house rules ``rules`` holds, by name, only those that differ from the profile (for records and answers)."""
    return {v.name: house_value(getattr(rules, v.field)) for v in game.variants if getattr(rules, v.field) != v.default}


def set_options(game: HouseGame, options: Mapping[str, object]) -> dict[str, HouseValue]:
    """``options`` (``Rules`` fields) without those at the profile's value: what a record keeps."""
    fields = {v.field: v for v in game.variants}
    return {k: house_value(v) for k, v in options.items() if k not in fields or v != fields[k].default}


def record_options(game: HouseGame, record: Mapping[str, object]) -> dict[str, HouseValue]:
    """A record's ``"options"`` (``Rules`` fields, only those set; none: the profile), checked.

    A replay deals and settles by them, so a record replays under the rules it was played by.

    Raises:
        RequestError: the options are not a mapping (``bad-record``).
        RulesError: a field that is not one of the game's house rules, a value it does not take.
    """
    from rummylab.core.errors import RequestError

    options = record.get("options", {})
    if not isinstance(options, Mapping):
        raise RequestError("the record's options are not a mapping", token=str(options)[:40], code="bad-record")
    return set_options(game, check_options(game, options))


def split_house(games: Sequence[HouseGame], house: object, *, texts: bool = False) -> dict[str, dict[str, HouseValue]]:
    """House rules for several games at once (a worksheet mixes them), as options by game key.

    ``house`` maps names to values (each goes to every game among ``games`` that has that house
    rule: ``penalty`` to Knock Rummy, ``target`` to Rummy), or a game's key to that game's own
    mapping (``{"knock": {"penalty": 20}}``); with ``texts``, ``house`` is ``NAME=VALUE`` texts
    (``--rule``).

    >>> from rummylab.games import games
    >>> split_house(games(), ["penalty=20", "target=100"], texts=True)
    {'knock': {'penalty': 20}, 'rummy': {'target': 100}}

    Raises:
        RulesError: a name none of the games has (named among the first game's), a value out of range.
    """
    if house is None:
        return {}
    items: list[tuple[object, object]]
    if texts:
        items = [_item(item) for item in house]  # type: ignore[attr-defined]
    else:
        items = list(_mapping(house).items())
    by_key = {g.key: g for g in games}
    options: dict[str, dict[str, HouseValue]] = {}
    for name, value in items:
        if str(name) in by_key and isinstance(value, Mapping):
            options.setdefault(str(name), {}).update(check_house(by_key[str(name)], value))
            continue
        key = _key(name)
        owners = [g for g in games if any(v.name == key for v in g.variants)]
        if not owners:
            _variant(games[0], name)  # refuses it, naming the house rules it might have meant
        for game in owners:
            variant = _variant(game, name)
            options.setdefault(game.key, {})[variant.field] = variant.parse(str(value)) if texts else variant.check(value)
    return options


def with_target(options: Mapping[str, object], target: int | None) -> dict[str, HouseValue]:
    """``options`` with a quick game's ``target`` (the play page's ``?target=``, ``--target``) among them.

    The house rule ``target`` (RU-8) and a quick game's are one setting: given both, they must agree.

    >>> with_target({"target": 100}, None), with_target({}, 60), with_target({"target": 100}, 100)
    ({'target': 100}, {'target': 60}, {'target': 100})
    >>> with_target({"target": 100}, 150)
    Traceback (most recent call last):
    ...
    rummylab.core.errors.RulesError: the target 150 and the house rule target=100 disagree
    """
    merged = {name: house_value(value) for name, value in options.items()}
    if target is not None:
        if merged.get("target", target) != target:
            raise RulesError(f"the target {target} and the house rule target={merged['target']} disagree",
                             token=target, code="target-disagrees", house=merged["target"])
        merged["target"] = target
    return merged


def describe_value(variant: Variant, value: object) -> str:
    """A value as ``rummylab rules`` and the badge write it: ``20``, ``true``, ``none``."""
    if value is None:
        return "none"
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
