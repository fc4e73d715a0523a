"""A score sheet for a game played with real cards: what each hand or round left, summed as the rules say.

A :class:`Sheet` is what a table writes down: the game, the players' names, the first dealer and,
for each hand (Knock Rummy) or round (Three Thirteen, Rummy), who knocked or went out and what
each player had left, as a number or as the cards themselves (the solver then finds the best
arrangement, KR-5 / TT-7). :func:`score_sheet` recomputes the whole sheet from its entries, so an
edited or deleted entry changes everything after it and nothing else is kept:

- Knock Rummy: each hand settled by KR-10 (exact fractions), the balances summed over a session of
  as many hands as players (KR-3); the highest balance wins, ties share (KR-11).
- Three Thirteen: penalty points summed over 11 rounds (TT-2); the lowest total wins, ties share (TT-7).
- Rummy: only the player who went out scores the cards left in the other hands (RU-8), a round
  with nobody out is a draw (RU-7); the game ends when someone reaches 200.

The deal passes to the left after each hand or round (KR-3, TT-2, RU-6a).

>>> s = read_sheet({"format": "rummylab-sheet", "version": 1, "game": "knock", "players": ["Ana", "Rui", "Eva"],
...                 "first_dealer": 1, "entries": [{"knocker": 1, "values": ["9", "2", "2"]}]})
>>> r = score_sheet(s)
>>> [str(x) for x in r.totals], r.next_dealer, r.complete
(['-17', '17/2', '17/2'], 1, False)

A score sheet scored: each entry's values read, its cards arranged, the entry settled by its game.

:func:`score_entries` is :func:`rummylab.scoresheet.score_sheet`'s work. What differs between the games
(the hand sizes, how one entry is settled or scored, when the series ends, who wins) is asked of
the sheet's :class:`~rummylab.games.Game` (its score sheet hooks).

>>> from rummylab.scoresheet import read_sheet
>>> s = read_sheet({"format": "rummylab-sheet", "version": 1, "game": "rummy", "players": ["Ana", "Rui"],
...                 "entries": [{"out": 2, "values": ["4H 5H KD", ""]}]})
>>> r = score_entries(s)
>>> [int(x) for x in r.totals], r.entries[0].points, r.complete
([0, 19], (19, 0), False)
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Sequence

from rummylab.core.errors import RummyError
from rummylab.games import AnyGame, games, get

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.core.cards import Card
    from rummylab.core.rules import Rules
    from rummylab.games.knock.settle import KnockSettlement
    from rummylab.solver.arrangement import Arrangement

from rummylab.core.cards import Card, check_copies, parse_hand
from rummylab.core.errors import SettlementError
from rummylab.core.rules import Rules
from rummylab.games.knock.settle import KnockSettlement

__all__ = ["FORMAT", "VERSION", "GAMES", "PLAYERS", "MAX_NAME", "MAX_ENTRIES", "MAX_VALUE", "SheetError", "Entry", "Sheet", "ScoredEntry", "SheetResult", "read_sheet", "score_sheet", "score_entries"]

#: What a sheet's JSON says it is (``"format"``) and the version of that format.
FORMAT = "rummylab-sheet"
VERSION = 1
#: The games a sheet can keep, with the key of an entry's "who": who knocked or who went out
#: (:attr:`~rummylab.games.Game.sheet_who`).
GAMES = {game.key: game.sheet_who for game in games()}
#: Table sizes: KR-1 (2–5), TT-10 (2–8), RU-6a (2–6), as the games are dealt.
PLAYERS = {game.key: (game.min_players, game.max_players) for game in games()}
#: The longest name a player may have, and the longest sheet name.
MAX_NAME = 30
MAX_TITLE = 80
#: The content limits of a sheet, the same for the page's own sheets and an imported file (the
#: length of a file's text is not one: the page exports, and imports again, any sheet it holds).
#: The most entries a sheet keeps: a Knock Rummy session has as many hands as players (KR-3), Three
#: Thirteen 11 rounds (TT-2); a Rummy game has no bound of its own (a round with nobody out scores
#: nothing, RU-7), so a sheet keeps at most this many of its rounds.
MAX_ENTRIES = 200
#: The longest value written for one player in one entry: 13 cards of a Three Thirteen round with
#: "10" ranks and spaces (52 characters) fit, with room to spare.
MAX_VALUE = 60
#: RU-1: one deck, whose 52 cards are worth 4 × (1 + 2 + … + 10 + 10 + 10 + 10) in all.
DECK_POINTS = 340


class SheetError(RummyError):
    """A sheet that cannot be scored: ``entry`` (1-based), ``player`` (1-based) and ``part`` say where."""

    code = "sheet-bad"


@dataclass(frozen=True, slots=True)
class Entry:
    """One hand or round as written down.

    Attributes:
        who: the seat (0-based) that knocked (Knock Rummy) or went out; None when the stock ran out
            (KR-9) or nobody went out (RU-7; Three Thirteen: not recorded).
        values: per seat, what was left: a whole number, or cards as text (``"4H 5H 6H 8D"``), or
            ``""`` (nothing written; only the Rummy player who went out, or a draw).
    """

    who: int | None
    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Sheet:
    """A score sheet: the game, the players' names, the first dealer (0-based), the entries, a name and a date.

    ``options``: the house rules the table plays (``Rules`` fields, only those set; :mod:`rummylab.core.house`);
    the file keeps them under ``"options"`` (a file may name them by their public names under ``"house"``
    instead), and every entry is scored by them.
    """

    game: str
    players: tuple[str, ...]
    first_dealer: int
    entries: tuple[Entry, ...]
    name: str = ""
    created: str = ""
    options: dict[str, Any] = field(default_factory=dict, compare=False)

    def to_dict(self) -> dict[str, Any]:
        """The sheet as JSON (what :func:`read_sheet` reads back), 1-based seats."""
        who = get(self.game).sheet_who
        data: dict[str, Any] = {
            "format": FORMAT, "version": VERSION, "game": self.game, "name": self.name, "created": self.created,
            "players": list(self.players), "first_dealer": self.first_dealer + 1,
            "entries": [{who: None if e.who is None else e.who + 1, "values": list(e.values)} for e in self.entries],
        }
        if self.options:
            data["options"] = dict(self.options)
        return data

    def edited(self, index: int, entry: Entry | None) -> Sheet:
        """The sheet with entry ``index`` (0-based) replaced, or deleted when ``entry`` is None."""
        entries = list(self.entries)
        if entry is None:
            del entries[index]
        else:
            entries[index] = entry
        return replace(self, entries=tuple(entries))


@dataclass(frozen=True, slots=True)
class ScoredEntry:
    """One entry scored.

    Attributes:
        number: the hand's or round's number (1 for the first).
        dealer: the seat that dealt it.
        who: as in :class:`Entry`.
        points: per seat: the deadwood (KR-5), the penalty points (TT-7) or the value of the cards left (RU-8).
        hands: per seat, the cards given (None where a number was written).
        arrangements: per seat, the best arrangement of the cards given (None where a number was written).
        settlement: the hand's settlement (Knock Rummy only).
        scores: what each seat's total gains in this entry: the settlement's net, the penalty, the points.
        totals: each seat's total after this entry.
    """

    number: int
    dealer: int
    who: int | None
    points: tuple[int, ...]
    hands: tuple[tuple[Card, ...] | None, ...]
    arrangements: tuple[Arrangement | None, ...]
    settlement: KnockSettlement | None
    scores: tuple[Fraction, ...]
    totals: tuple[Fraction, ...]
    rules: Rules


@dataclass(frozen=True, slots=True)
class SheetResult:
    """A whole sheet scored.

    Attributes:
        sheet: the sheet.
        entries: each entry scored, in order.
        totals: each seat's total after the last entry (all zero before the first).
        complete: True once the session or game is over (KR-3, TT-2, RU-8).
        leaders: the seats in the lead (highest balance in Knock Rummy, lowest total in Three Thirteen,
            highest total in Rummy); every seat before the first entry.
        winners: the leaders once complete (ties share, KR-11 / TT-7; one player in Rummy, RU-8), else ().
        next_dealer: the seat that deals next, None once complete.
        length: how many hands or rounds the series has (None for Rummy: until someone reaches 200).
    """

    sheet: Sheet
    entries: tuple[ScoredEntry, ...]
    totals: tuple[Fraction, ...]
    complete: bool
    leaders: tuple[int, ...]
    winners: tuple[int, ...]
    next_dealer: int | None
    length: int | None


# ---- reading a sheet -------------------------------------------------------------------------------


def _not_sheet(why: str, token: Any = None) -> SheetError:
    return SheetError(f"this is not a score sheet: {why}", token=None if token is None else str(token)[:40],
                      code="sheet-not-sheet", part="file")


def read_sheet(data: Any) -> Sheet:
    """Read a sheet from its JSON (a dict, or the text of an exported file).

    The structure is checked here (an imported file that is not a sheet is refused with
    ``sheet-not-sheet``); the players' names and the table's size too. What each entry says is
    checked by :func:`score_sheet`.

    The content limits are checked here too, whatever the length of the text: the players
    (:data:`PLAYERS`) and their names (:data:`MAX_NAME`), the entries (:data:`MAX_ENTRIES`) and each
    value written (:data:`MAX_VALUE`).

    Raises:
        SheetError: ``sheet-not-sheet``, ``sheet-game``, ``sheet-players``, ``sheet-name-empty``,
            ``sheet-name-twice``, ``sheet-name-long``, ``sheet-dealer``, ``sheet-entries``,
            ``sheet-value-long``.

    >>> read_sheet('{"format": "something else"}')
    Traceback (most recent call last):
    ...
    rummylab.scoresheet.SheetError: this is not a score sheet: its format is not rummylab-sheet
    """
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except (json.JSONDecodeError, RecursionError):
            raise _not_sheet("it is not JSON", data[:40]) from None
    if not isinstance(data, dict):
        raise _not_sheet("it is not a JSON object", data)
    if data.get("format") != FORMAT:
        raise _not_sheet(f"its format is not {FORMAT}", data.get("format"))
    if data.get("version") != VERSION:
        raise _not_sheet(f"its version is {data.get('version')!r}, not {VERSION}", data.get("version"))
    game = data.get("game")
    if game not in GAMES:
        raise SheetError(f"{game!r} is not a game of the score sheet (knock, three-thirteen, rummy)",
                         token=str(game)[:40], code="sheet-game", part="game")
    names = data.get("players")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise _not_sheet("its players are not a list of names", names)
    players = _check_names(game, names)
    first = data.get("first_dealer", 1)
    if isinstance(first, bool) or not isinstance(first, int) or not 1 <= first <= len(players):
        raise SheetError(f"the first dealer {first!r} is not one of the {len(players)} players", token=str(first)[:40],
                         code="sheet-dealer", part="first_dealer", count=len(players))
    raw = data.get("entries", [])
    if not isinstance(raw, list):
        raise _not_sheet("its entries are not a list", raw)
    if len(raw) > MAX_ENTRIES:
        raise SheetError(f"a sheet keeps at most {MAX_ENTRIES} hands or rounds, not {len(raw)}", token=len(raw),
                         code="sheet-entries", part="entries", count=len(raw), limit=MAX_ENTRIES)
    who_key = GAMES[game]
    entries = []
    for number, item in enumerate(raw, start=1):
        if not isinstance(item, dict) or not isinstance(item.get("values"), list):
            raise _not_sheet(f"entry {number} has no list of values", item)
        values = item["values"]
        if len(values) != len(players):
            raise _not_sheet(f"entry {number} has {len(values)} values for {len(players)} players", number)
        if not all(isinstance(v, str) or (isinstance(v, int) and not isinstance(v, bool)) for v in values):
            raise _not_sheet(f"entry {number} has values that are neither numbers nor text", number)
        for seat, value in enumerate(values, start=1):
            if isinstance(value, str) and len(value.strip()) > MAX_VALUE:
                raise SheetError(f"hand {number}, player {seat}: {value[:20]!r}… is longer than {MAX_VALUE} characters",
                                 token=value.strip()[:20] + "…", code="sheet-value-long", entry=number, player=seat,
                                 part="value", limit=MAX_VALUE)
        who = item.get(who_key)
        if who is not None and (isinstance(who, bool) or not isinstance(who, int) or not 1 <= who <= len(players)):
            code = f"sheet-{who_key}"
            raise SheetError(f"hand {number}: the {'knocker' if who_key == 'knocker' else 'player who went out'} "
                             f"{who!r} is not at the table ({len(players)} players)", token=str(who)[:40], code=code,
                             entry=number, part=who_key, count=len(players))
        entries.append(Entry(None if who is None else who - 1, tuple(str(v).strip() for v in values)))
    name, created = data.get("name", ""), data.get("created", "")
    if not isinstance(name, str) or not isinstance(created, str):
        raise _not_sheet("its name or date is not text", name)
    from rummylab.core.house import check_house, record_options, set_options

    options = record_options(get(game), data)  # the table's house rules: an unknown one is refused by name
    if data.get("house") is not None:  # or by their public names, as the site's address writes them
        options = set_options(get(game), {**options, **check_house(get(game), data["house"])})
    return Sheet(game, players, first - 1, tuple(entries), name.strip()[:MAX_TITLE], created.strip()[:40], options)


def _check_names(game: str, names: Sequence[str]) -> tuple[str, ...]:
    low, high = PLAYERS[game]
    if not low <= len(names) <= high:
        raise SheetError(f"this game is for {low} to {high} players, not {len(names)}", token=len(names),
                         code="sheet-players", part="players", count=len(names), low=low, high=high)
    players = tuple(" ".join(n.split()) for n in names)
    seen: dict[str, int] = {}
    for seat, name in enumerate(players):
        if not name:
            raise SheetError(f"player {seat + 1} has no name", token=seat + 1, code="sheet-name-empty",
                             player=seat + 1, part="name")
        if len(name) > MAX_NAME:
            raise SheetError(f"the name {name[:40]!r} is longer than {MAX_NAME} characters", token=name[:40],
                             code="sheet-name-long", player=seat + 1, part="name", limit=MAX_NAME)
        key = name.casefold()
        if key in seen:
            raise SheetError(f"{name!r} is the name of two players", token=name, code="sheet-name-twice",
                             player=seat + 1, part="name")
        seen[key] = seat
    return players


def score_sheet(sheet: Sheet) -> SheetResult:
    """Score every entry of ``sheet`` in order, from scratch (:mod:`rummylab.scoresheet`).

    Raises:
        SheetError: an entry that cannot be scored, with ``entry``, ``player`` and ``part`` saying
            where (the code is the underlying one: ``sheet-negative``, ``sheet-too-high``,
            ``bad-card``, ``duplicate-card``, ``sheet-two-out`` …); ``sheet-over`` for an entry after
            the end of the session or game.
    """

    return score_entries(sheet)


def _read_value(game: AnyGame, text: str, *, size: int | None, rules: Rules) -> tuple[int, tuple[Card, ...] | None]:
    """A value written for one player: a whole number, or cards (arranged for the smallest deadwood)."""
    from rummylab.solver.melds import best_arrangement

    body = text.strip().replace("\u2212", "-")
    if body.lstrip("+-").isdigit():
        value = int(body)
        if value < 0:
            raise SettlementError(f"{text!r} is negative: write 0 or more", token=text, code="sheet-negative")
        if size is not None and value > size * 10:
            rule = game.hand_size_rule
            raise SettlementError(f"{value} is more than {size} cards can leave: at most {size * 10} ({rule})",
                                  token=text, code="sheet-too-high", count=size, limit=size * 10, rule=rule)
        if size is None and value > DECK_POINTS:
            raise SettlementError(f"{value} is more than a deck holds: its 52 cards are worth {DECK_POINTS} (RU-1)",
                                  token=text, code="sheet-too-high-deck", limit=DECK_POINTS)
        return value, None
    try:
        hand = parse_hand(body)
    except RummyError:
        if len(body.split()) == 1:  # one word that is no card: "x", "3.5"
            raise SettlementError(f"{text!r} is neither a whole number nor cards", token=text,
                                  code="sheet-not-value") from None
        raise  # several words: the error names the one that is not a card
    if size is not None and len(hand) != size:
        given = "one card is given" if len(hand) == 1 else f"{len(hand)} cards are given"
        raise SettlementError(f"{given} but each player holds {size} at the end",
                              token=len(hand), code="sheet-hand-size", count=len(hand), expected=size)
    if not game.arranges_leftovers:
        return sum(rules.value(c) for c in hand), hand
    return best_arrangement(hand, rules).deadwood, hand


def _fail(err: RummyError, sheet: Sheet, number: int, seat: int | None, part: str) -> SheetError:
    """``err`` raised for one entry (and player) of the sheet, with where it happened."""
    where = f"{get(sheet.game).unit} {number}" + (f", {sheet.players[seat]}" if seat is not None else "")
    return SheetError(f"{where}: {err}", token=err.token, code=err.code, entry=number,
                      player=None if seat is None else seat + 1, part=part,
                      **{k: v for k, v in err.params.items() if k not in ("entry", "player", "part")})


def _score_entry(sheet: Sheet, index: int, entry: Entry) -> tuple[tuple[int, ...], tuple[Any, ...], tuple[Any, ...],
                                                                    KnockSettlement | None, tuple[Fraction, ...], Rules]:
    game, n, number = get(sheet.game), len(sheet.players), index + 1
    rules = game.sheet_rules(number, n, **sheet.options)
    size = game.end_hand_size(number, n, **sheet.options)
    points: list[int] = []
    hands: list[tuple[Card, ...] | None] = []
    for seat, text in enumerate(entry.values):
        if not text:
            if game.may_leave_empty(seat, entry.who):
                points.append(0)
                hands.append(None)
                continue
            raise _fail(SettlementError("nothing is written: write a number or the cards", token=None,
                                        code="sheet-missing"), sheet, number, seat, "value")
        try:
            value, hand = _read_value(game, text, size=size, rules=rules)
        except RummyError as err:
            raise _fail(err, sheet, number, seat, "value") from None
        points.append(value)
        hands.append(hand)
    given = [c for h in hands if h is not None for c in h]
    try:
        check_copies(given, decks=rules.decks, jokers=rules.jokers)  # KR-1, TT-1, RU-1
    except RummyError as err:
        seat = next(s for s, h in enumerate(hands) if h is not None and str(err.token) in {str(c) for c in h})
        raise _fail(err, sheet, number, seat, "value") from None
    from rummylab.solver.melds import best_arrangement

    arrangements = tuple(None if h is None or not game.arranges_leftovers else best_arrangement(h, rules)
                         for h in hands)
    points, arrangements, laid = game.sheet_lay_off(points, hands, arrangements, entry.who, rules)
    try:
        settlement, scores = game.score_entry(points, entry.who, sheet.players, **sheet.options)  # KR-10, TT-7, RU-8
        if settlement is not None and laid:
            settlement = replace(settlement, lay_offs=laid)
    except SettlementError as err:
        player = err.params.get("player")
        if player is None:
            raise
        raise _fail(err, sheet, number, player - 1, "value") from None
    return tuple(points), tuple(hands), arrangements, settlement, scores, rules


def score_entries(sheet: Sheet) -> SheetResult:
    """Score every entry of ``sheet`` in order, from scratch: see :func:`rummylab.scoresheet.score_sheet`."""
    game = get(sheet.game)
    n = len(sheet.players)
    totals = (Fraction(0),) * n
    scored: list[ScoredEntry] = []
    length = game.series_length(n, **sheet.options)
    for index, entry in enumerate(sheet.entries):
        number = index + 1
        if game.is_series_over(totals, index, scored[-1].who if scored else None, **sheet.options):
            raise SheetError(f"hand {number} comes after the end of the {game.series_name}",
                             token=number, code="sheet-over", entry=number, part="entry",
                             limit=length or game.series_target(), rule=game.series_rule)
        most = game.max_sheet_entries
        if most is not None and index >= most:
            raise SheetError(f"a sheet keeps at most {most} {game.unit}s", token=number, code="sheet-over",
                             entry=number, part="entry", limit=most, rule=game.series_rule)
        points, hands, arrangements, settlement, scores, rules = _score_entry(sheet, index, entry)
        totals = tuple(t + s for t, s in zip(totals, scores))
        scored.append(ScoredEntry(number, (sheet.first_dealer + index) % n, entry.who, points, hands, arrangements,
                                  settlement, scores, totals, rules))
    complete = game.is_series_over(totals, len(scored), scored[-1].who if scored else None, **sheet.options)
    best = min(totals) if game.lowest_wins else max(totals)
    leaders = tuple(s for s, t in enumerate(totals) if t == best)
    winners = leaders if complete else ()
    next_dealer = None if complete else (sheet.first_dealer + len(scored)) % n
    return SheetResult(sheet, tuple(scored), totals, complete, leaders, winners, next_dealer, length)
