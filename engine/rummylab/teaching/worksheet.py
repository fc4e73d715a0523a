"""Worksheets for teachers: numbered problems dealt from one seed, and their answer key.

A sheet is fully determined by its choices (the kinds of problem, the game, the
level, the number of problems) and its seed, so the site's page, its link and
``rummylab worksheet`` make the same sheet. Problem ``i`` is dealt from its own
seed (:func:`~rummylab.core.rng.derive_seed` of the sheet's seed and ``i``), so
asking for more problems keeps the first ones. Every answer is computed by the
engine: the solver for a hand (KR-5, TT-7), the settlement for a Knock Rummy
table (KR-10), the round's scoring for Three Thirteen (TT-7) and Rummy (RU-8).

The deals are in :mod:`rummylab.teaching.problems`, the sheet in a language (JSON, text) in
:mod:`rummylab.teaching.render`; this module reads the choices and puts the sheet together.

The kinds:

- ``meld``: arrange a hand, give its deadwood (Knock Rummy, KR-5; Rummy, RU-3 and
  RU-8's card values) or its penalty points (Three Thirteen with the round's wild
  rank, TT-3, TT-7);
- ``settle``: a Knock Rummy table at the end of a hand (the settlement quiz's
  tables, :func:`rummylab.practice.quiz.make_quiz`): each player's net (KR-10);
- ``tt-round``: a Three Thirteen round in which one player went out (TT-6):
  each player's penalty points (TT-7);
- ``rummy-round``: a Rummy round in which one player went out: the points
  scored (RU-8); at level 3 a round may end in a draw (RU-7);
- ``knock``: knock or not: a Knock Rummy position of the knock coach
  (:func:`rummylab.practice.coach.make_position`: the reader's hand after the draw, the
  turn, the table, the discards so far): knock (KR-6b, KR-7), and with which
  card, or play on? The key is the coach's verdict (:func:`rummylab.practice.coach.judge`
  with :data:`~rummylab.teaching.problems.KNOCK_SAMPLES` draws, seeded by the
  problem; the reader's seat played on by a bot knocking at 8, not the expert:
  ``reader="threshold"``, several times quicker), and only positions whose better choice wins by more than
  :data:`~rummylab.teaching.problems.KNOCK_MARGIN` standard errors are dealt. A
  sheet holds at most :data:`MAX_KNOCK` of them (each verdict costs a Monte
  Carlo estimate), and they are chosen only when asked for: the default kinds
  are the four others, so the sheets made before them stay the same.

Levels:

1. meld: 7 cards and a meld at least, no card that fits two melds; tables of 2
   players; Three Thirteen rounds 1-4;
2. meld: Knock Rummy 10 cards and two melds or more (Rummy: 7 cards, a meld);
   tables of 3 players or more; Three Thirteen rounds 5-8;
3. meld: a card that could go in a set or in a run (KR-5: the smaller deadwood
   decides); Knock Rummy tables with a tie at the lowest deadwood or a payment
   split into a fraction (KR-10c, KR-10d, KR-10e); Three Thirteen rounds 9-11;
   Rummy tables of 4 to 6 players.

Knock problems follow the table size: 2 players at level 1, 3 at level 2, 4 or 5 at level 3.

Every Three Thirteen hand to arrange holds a wild card to place (TT-3).

>>> sheet = make_worksheet(7, count=4)
>>> [p.kind for p in sheet.problems]
['meld', 'meld', 'meld', 'settle']
>>> make_worksheet(7, count=4) == sheet
True
>>> [p.kind for p in make_worksheet(7, count=3, game="rummy").problems]
['meld', 'rummy-round', 'meld']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence
from urllib.parse import urlencode

from rummylab.core.errors import RequestError
from rummylab.core.house import check_options
from rummylab.core.rng import derive_seed
from rummylab.games import get
from rummylab.teaching.problems import MAX_SEED, Problem, deal_problem, has_overlap

__all__ = ["KINDS", "DEFAULT_KINDS", "GAMES", "ALL", "KIND_GAMES", "LEVELS", "MAX_PROBLEMS", "MAX_KNOCK", "MAX_TITLE",
           "MAX_SEED", "Problem",
           "Worksheet", "make_worksheet", "read_choices", "sheet_json", "sheet_text", "has_overlap"]

#: The kinds of problem, in the order a sheet cycles through them.
KINDS = ("meld", "settle", "tt-round", "rummy-round", "knock")
#: The kinds of a sheet that names none (``knock`` is asked for by name: its verdicts take time).
DEFAULT_KINDS = ("meld", "settle", "tt-round", "rummy-round")
#: The games a sheet draws from: one of them, or ``all``.
ALL = "all"
GAMES = (ALL, "knock", "three-thirteen", "rummy")
#: The games each kind has problems in.
KIND_GAMES: dict[str, tuple[str, ...]] = {
    "meld": ("knock", "three-thirteen", "rummy"),
    "settle": ("knock",),
    "tt-round": ("three-thirteen",),
    "rummy-round": ("rummy",),
    "knock": ("knock",),
}
LEVELS = (1, 2, 3)
#: The most problems a sheet holds.
MAX_PROBLEMS = 40
#: The most knock problems a sheet holds: each is a Monte Carlo verdict (40 draws, 0.3-1.2 s in Pyodide on Node
#: with the tries it takes to find a clear one), so six keep a sheet within a few seconds in the browser.
MAX_KNOCK = 6
#: The longest title, in characters.
MAX_TITLE = 80



@dataclass(frozen=True, slots=True)
class Worksheet:
    """A sheet: its choices, its seed and its problems (see :func:`make_worksheet`)."""

    seed: int
    kinds: tuple[str, ...]
    game: str
    level: int
    count: int
    title: str
    problems: tuple[Problem, ...]
    house: dict[str, dict[str, Any]] = field(default_factory=dict, compare=False)

    def query(self) -> str:
        """The sheet's choices as a link's query (``kinds=…&game=…&level=…&count=…&seed=…``, then ``title``).

        >>> make_worksheet(3, kinds=["meld"], count=2, title="Aula 4").query()
        'kinds=meld&game=all&level=1&count=2&seed=3&title=Aula+4'
        """
        params = {"kinds": ",".join(self.kinds), "game": self.game, "level": self.level, "count": self.count,
                  "seed": self.seed}
        if self.title:
            params["title"] = self.title
        return urlencode(params, safe=",")


# ---- reading the choices -------------------------------------------------------------------------


def _token(value: object) -> int | str | None:
    """The reader's input as an error quotes it: a number as it is, text shortened, nothing as None."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return str(value)[:60]


def _whole(value: object, field: str, code: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``, given as a number or as digits."""
    if isinstance(value, str) and value.strip().isdecimal() and value.strip().isascii() and len(value.strip()) <= 20:
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RequestError(f"{value!r} is not a {field} (a whole number from {low} to {high})",
                           token=_token(value), code=code, field=field, low=low, high=high)
    return value


def read_choices(*, seed: object, kinds: object = None, game: object = "all", level: object = 1,
                 count: object = 10, title: object = "") -> tuple[int, tuple[str, ...], str, int, int, str]:
    """Check a sheet's choices, as a page or a command line gives them (numbers may be digits).

    ``kinds`` is a list or a comma-separated text (None: :data:`DEFAULT_KINDS`). Returns
    ``(seed, kinds, game, level, count, title)``, the kinds in :data:`KINDS` order.

    Raises:
        RequestError: naming the field (``params["field"]``): ``bad-seed``,
            ``worksheet-kind``, ``worksheet-game``, ``worksheet-level``,
            ``worksheet-count``, ``worksheet-title``, ``worksheet-no-problem``
            when the game has no problem of the chosen kinds, or ``worksheet-knock-count``
            (field ``count``) when the sheet would hold more than :data:`MAX_KNOCK` knock problems.

    >>> read_choices(seed="12", kinds="settle,meld", level="3", count="40")
    (12, ('meld', 'settle'), 'all', 3, 40, '')
    >>> read_choices(seed=1, count=41)
    Traceback (most recent call last):
    ...
    rummylab.core.errors.RequestError: 41 is not a possible number of problems: a sheet holds 1 to 40
    """
    raw_seed = seed
    if isinstance(seed, str) and seed.strip().isdecimal() and seed.strip().isascii() and len(seed.strip()) <= 20:
        seed = int(seed.strip())
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise RequestError(f"{raw_seed!r} is not a seed (a whole number from 0 to {MAX_SEED})",
                           token=_token(raw_seed), code="bad-seed", field="seed")
    if kinds is None:
        kinds = list(DEFAULT_KINDS)
    if isinstance(kinds, str):
        kinds = [k.strip() for k in kinds.split(",") if k.strip()]
    if not isinstance(kinds, (list, tuple)) or not all(isinstance(k, str) for k in kinds):
        raise RequestError(f"kinds must be a list of kinds of problem, not {kinds!r}", token=str(kinds)[:60],
                           code="worksheet-kind", field="kinds", kinds=", ".join(KINDS))
    for kind in kinds:
        if kind not in KINDS:
            raise RequestError(f"{kind!r} is not a kind of problem (choose {', '.join(KINDS)})", token=kind[:60],
                               code="worksheet-kind", field="kinds", kinds=", ".join(KINDS))
    if not kinds:
        raise RequestError("choose at least one kind of problem", token=None, code="worksheet-kind", field="kinds",
                           kinds=", ".join(KINDS))
    if not isinstance(game, str) or game not in GAMES:
        raise RequestError(f"{game!r} is not a game for a sheet (choose {', '.join(GAMES)})", token=str(game)[:60],
                           code="worksheet-game", field="game", games=", ".join(GAMES))
    level = _whole(level, "level", "worksheet-level", 1, len(LEVELS))
    if isinstance(count, str) and count.strip().isdecimal() and count.strip().isascii() and len(count.strip()) <= 20:
        count = int(count.strip())
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_PROBLEMS:
        token = _token(count)
        shown = "nothing" if token is None else token if isinstance(token, int) else repr(token)
        raise RequestError(f"{shown} is not a possible number of problems: a sheet holds 1 to {MAX_PROBLEMS}",
                           token=token, code="worksheet-count", field="count", limit=MAX_PROBLEMS)
    if title is None:
        title = ""
    if not isinstance(title, str):
        raise RequestError(f"a title is text, not {title!r}", token=str(title)[:60], code="worksheet-title",
                           field="title", limit=MAX_TITLE)
    title = " ".join(title.split())
    if len(title) > MAX_TITLE or any(not ch.isprintable() for ch in title):
        raise RequestError(f"the title is too long: {len(title)} characters where at most {MAX_TITLE} fit",
                           token=title[:60], code="worksheet-title", field="title", count=len(title), limit=MAX_TITLE)
    chosen = tuple(k for k in KINDS if k in kinds)
    if not _combos(chosen, game):
        raise RequestError(f"{game} has no problem of the kinds {', '.join(chosen)}", token=game,
                           code="worksheet-no-problem", field="kinds", game=game)
    combos = _combos(chosen, game)
    knocks = sum(1 for i in range(count) if combos[i % len(combos)][0] == "knock")
    if knocks > MAX_KNOCK:
        raise RequestError(f"{count} problems would hold {knocks} knock problems, where a sheet holds at most "
                           f"{MAX_KNOCK}", token=count, code="worksheet-knock-count", field="count",
                           knocks=knocks, limit=MAX_KNOCK)
    return seed, chosen, game, level, count, title


def _combos(kinds: Sequence[str], game: str) -> list[tuple[str, str]]:
    """The (kind, game) pairs a sheet cycles through."""
    games = KIND_GAMES["meld"] if game == ALL else (game,)
    return [(kind, g) for kind in kinds for g in games if g in KIND_GAMES[kind]]


def make_worksheet(seed: object, *, kinds: object = None, game: object = "all", level: object = 1,
                   count: object = 10, title: object = "", house: Mapping[str, Any] | None = None) -> Worksheet:
    """Deal a sheet: ``count`` problems cycling through the chosen kinds and games, from ``seed``.

    The choices are read by :func:`read_choices` (digits are accepted for the
    numbers). The same choices and seed give the same sheet, in CPython and
    in Pyodide (the deals use SplitMix64).

    ``house``: each game's house rules, as ``Rules`` options by game key (``{"knock": {"penalty": 20}}``,
    :func:`rummylab.core.house.split_house`); every problem of that game is dealt and answered by them.

    Raises:
        RequestError: a bad choice, naming its field (see :func:`read_choices`).
        RulesError: a house rule a game does not have, a value out of range.
    """
    seed_, kinds_, game_, level_, count_, title_ = read_choices(seed=seed, kinds=kinds, game=game, level=level,
                                                                count=count, title=title)
    combos = _combos(kinds_, game_)
    options = {key: check_options(get(key), value) for key, value in (house or {}).items()}
    problems = tuple(deal_problem(i + 1, *combos[i % len(combos)], derive_seed(seed_, i) & MAX_SEED, level_,
                                  options.get(combos[i % len(combos)][1]))
                     for i in range(count_))
    return Worksheet(seed_, kinds_, game_, level_, count_, title_, problems, options)


# The sheet in a language lives in its own module; these names are part of this one's API.
from rummylab.teaching.render import sheet_json, sheet_text  # noqa: E402 - it reads the Worksheet defined above
