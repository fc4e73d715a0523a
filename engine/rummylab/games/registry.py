"""The games found by name: :func:`register`, :func:`get`, :func:`names`, :func:`games`, and :func:`rules_for`.

:mod:`rummylab.games` registers the three games when it is imported, so any import of the games
package finds them here.

>>> from rummylab.games import get, names
>>> names()
('knock', 'three-thirteen', 'rummy')
>>> get("tt").title, get("tt").unit, get("knock").unit
('Three Thirteen', 'round', 'hand')
>>> get("poker")
Traceback (most recent call last):
...
rummylab.core.errors.RulesError: 'poker' is not a game (choose knock, three-thirteen, rummy)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rummylab.core.errors import RulesError
from rummylab.core.house import HouseValue
from rummylab.core.rules import GAMES, Rules

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.games.protocol import AnyGame

__all__ = ["register", "get", "names", "games", "rules_for"]


_REGISTRY: dict[str, AnyGame] = {}

_NAMES: dict[str, str] = {}


def register(game: AnyGame) -> AnyGame:
    """Make ``game`` found by its key and its aliases; the keys are those of :data:`rummylab.core.rules.GAMES`."""
    if game.key not in GAMES:
        raise ValueError(f"{game.key!r} is not in rummylab.core.rules.GAMES")
    _REGISTRY[game.key] = game
    for name in (game.key, *game.aliases):
        _NAMES[name] = game.key
    return game


def get(name: object) -> AnyGame:
    """The game called ``name`` (its key or an alias such as ``tt``, any case).

    Raises:
        RulesError: no game has that name.
    """
    key = _NAMES.get(str(name).strip().lower())
    if key is None:
        raise RulesError(f"{name!r} is not a game (choose {', '.join(names())})", token=name, code="bad-game")
    return _REGISTRY[key]


def names() -> tuple[str, ...]:
    """Every game's key, in the order of :data:`rummylab.core.rules.GAMES`."""
    return tuple(key for key in GAMES if key in _REGISTRY)


def games() -> tuple[AnyGame, ...]:
    """Every game, in the order of :func:`names`."""
    return tuple(_REGISTRY[key] for key in names())


def rules_for(
    game: str = "knock",
    *,
    round: int | None = None,
    wild: str | int | None = None,
    decks: int | None = None,
    **options: HouseValue,
) -> Rules:
    """Build the rules from the options the CLI and the web entry take (each game's :meth:`Game.rules`).

    ``game`` accepts ``knock``, ``three-thirteen`` (or ``tt``, ``3-13``) and
    ``rummy``. For Three Thirteen, ``round`` picks the round (default 11)
    and ``wild`` overrides the wild rank (``"7"`` or ``7``). ``options``: the
    game's house rules, as ``Rules`` fields (:mod:`rummylab.core.house`).

    >>> rules_for("tt", round=1).wild_rank
    3
    >>> rules_for("three-thirteen", wild="Q").wild_rank
    12
    >>> rules_for("knock", penalty=20).penalty
    20
    >>> rules_for("poker")
    Traceback (most recent call last):
    ...
    rummylab.core.errors.RulesError: 'poker' is not a game (choose knock, three-thirteen, rummy)
    """
    return get(game).rules(round=round, wild=wild, decks=decks, **options)
