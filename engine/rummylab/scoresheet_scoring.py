"""A score sheet scored: each entry's values read, its cards arranged, the entry settled by its game.

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

from dataclasses import replace
from fractions import Fraction
from typing import Any

from rummylab.core.cards import Card, check_copies, parse_hand
from rummylab.core.errors import RummyError, SettlementError
from rummylab.games import Game, get
from rummylab.core.rules import Rules
from rummylab.games.knock.settle import KnockSettlement
from rummylab.scoresheet import DECK_POINTS, Entry, ScoredEntry, Sheet, SheetError, SheetResult

__all__ = ["score_entries"]


def _read_value(game: Game, text: str, *, size: int | None, rules: Rules) -> tuple[int, tuple[Card, ...] | None]:
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
