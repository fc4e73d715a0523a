"""What the play operations show the reader (:mod:`rummylab.web.play`): the table, a finished hand, the totals.

The reader sees their sorted hand and its best arrangement, the piles, the other players' card
counts, whose turn it is and the moves open to them; at the end of a hand or round everyone's
cards and best arrangement, with the settlement or the scores explained; the running totals;
the winners at the end. What differs between the games is asked of the game's
:class:`~rummylab.games.protocol.Game` (its rules: ``part_totals``, ``winners``) and of its view
(:mod:`rummylab.web.play_view`: ``progress``, ``play_extras``, ``ended_extras``): nothing here asks
which game is played.

>>> from rummylab.games import get
>>> table = PlayTable(get("knock"), get("knock").new_series(2, seed=5), ["threshold"])
>>> view = table_view(table, "en")
>>> view["where"], view["actions"]
({'term': 'hand_n', 'n': 1, 'total': 2}, ['discard', 'knock'])
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Generic, Iterable, TypeVar

from rummylab.core.amounts import signed_amount
from rummylab.core.cards import RANK_NAMES, Card, sort_cards
from rummylab.games import Move, MoveKind
from rummylab.games.common import Policy, derive_seed
from rummylab.games.dealt import Dealt
from rummylab.games.knock.state import KnockHand, KnockSession
from rummylab.games.protocol import AnyGame
from rummylab.games.rummy.state import RummyGame, RummyRound
from rummylab.games.series import Series
from rummylab.games.three_thirteen import wild_name
from rummylab.games.three_thirteen.state import ThirteenGame, ThirteenRound
from rummylab.web.fields import card_labels, settlement_json
from rummylab.words.catalogue import RANKS_PLURAL
from rummylab.words.explain import describe_move, explain
from rummylab.words.language import player_label, text

__all__ = ["READER", "PlayTable", "Boards", "move_json", "table_view", "ended_json", "answer_json", "PlayView", "view_of"]

#: The reader's seat (player 1).
READER = 0
#: The moves after the draw that the page offers as buttons, in the order it shows them.
_ACTIONS = (MoveKind.MELD, MoveKind.DISCARD, MoveKind.KNOCK, MoveKind.GO_OUT)


def seat_number(seat: int | None) -> int | None:
    """A 0-based seat as the page numbers players (1-based), or None."""
    return None if seat is None else seat + 1


def _cards(cards: Any) -> list[str]:
    return [str(c) for c in cards]


class PlayTable:
    """A game being played: the series, its game, the bots' names (seats 2, 3, …)."""

    def __init__(self, game: AnyGame, series: Series[Any, Any], bots: list[str], level: str | None = None) -> None:
        self.game = game
        self.view = view_of(game)
        self.series = series
        self.bots = bots
        self.level = level  # the level of play chosen (Game.levels), or None when the bots were named

    def bot(self, seat: int) -> Policy:
        """The bot of ``seat``, made for this decision (a seeded bot plays the same from a replay)."""
        moves = sum(len(p.moves) for p in self.series._parts)
        return self.game.make_bot(self.bots[seat - 1], derive_seed(self.series.seed, 7_000 + 1_000_003 * seat + moves))

    def record(self) -> dict[str, Any]:
        """The series' record, with the bots' names (the replay API ignores them)."""
        record = self.series.to_record()
        record["bots"] = list(self.bots)
        if self.level is not None:
            record["level"] = self.level
        return record


def where(table: PlayTable, part: Any, number: int, lang: str) -> dict[str, Any]:
    """Where the game stands (the view's ``progress``), with a wild rank also as a plural noun,
    ``wilds``, for the languages that write it in words (fr "les rois sont des cartes frimes")."""
    place = table.view.progress(table.series, part, number)
    if "wild" in place:
        place["wilds"] = RANKS_PLURAL[lang][RANK_NAMES.index(place["wild"])]
    return place


class Boards:
    """The board after each move of one answer, so the page shows every move on the position it left.

    A board holds what a move can change: the piles, the cards each player holds, whose turn it is,
    the game's extras (Rummy's melds on the table) and the reader's sorted hand with its best
    arrangement, written only when the hand differs from the previous board's (the page carries it
    on), since the bots' moves never change it.

    >>> from rummylab.games import get
    >>> table = PlayTable(get("knock"), get("knock").new_series(2, seed=5), ["threshold"])
    >>> boards = Boards(table)
    >>> first = boards.after(table.series.current, 1)
    >>> first["stock"], len(first["hand"]), "hand" in boards.after(table.series.current, 1)
    (31, 10, False)
    """

    def __init__(self, table: PlayTable, lang: str = "en") -> None:
        self.table = table
        self.lang = lang
        self._hand: list[str] | None = None

    def after(self, part: Any, number: int) -> dict[str, Any]:
        """The board of ``part``, hand or round ``number``, as it stands now (after the move just applied)."""
        from rummylab.solver.melds import best_arrangement

        board: dict[str, Any] = {
            "number": number, "where": where(self.table, part, number, self.lang),
            "dealer": part.dealer + 1,
            "discard_top": str(part.discard_pile[-1]) if part.discard_pile else None,
            "discard_count": len(part.discard_pile), "stock": len(part.stock), "held": [len(h) for h in part.hands],
            "to_play": part.to_play + 1, "phase": part.phase.value,
            "taken": str(part.taken) if getattr(part, "taken", None) is not None else None,
        }
        board.update(self.table.view.play_extras(self.table.series, part, READER))
        hand = sort_cards(part.hands[READER])
        texts = _cards(hand)
        if texts != self._hand:
            self._hand = texts
            board["hand"] = texts
            board["arrangement"] = best_arrangement(hand, part.rules).to_dict()
        return board


def move_json(move: Move, lang: str, *, reader_drew: Card | None = None) -> dict[str, Any]:
    """A move as the page shows it: the record's form with cards as symbols, and a sentence."""
    data = move.to_dict()
    if "card" in data:
        data["card"] = str(move.card)
    if "cards" in data:
        data["cards"] = _cards(move.cards)
    data["text"] = describe_move(move, lang)
    if reader_drew is not None:
        data["drew"] = str(reader_drew)
    return data


def table_view(table: PlayTable, lang: str) -> dict[str, Any]:
    """What the reader sees: their sorted hand and its best arrangement, the piles, the table, the turn."""
    from rummylab.solver.melds import best_arrangement

    series = table.series
    part = series.current
    hand = sort_cards(part.hands[READER])
    mine = part.to_play == READER and not part.is_over
    view: dict[str, Any] = {
        "game": table.game.key, "unit": table.game.unit, "points": table.game.points,
        "leftover": table.game.leftover,
        "number": series.number, "players": series.players,
        "where": where(table, part, series.number, lang), "turn": table.view.play_turn,
        "actions": [k.value for k in _ACTIONS if k in table.game.move_kinds],
        "dealer": part.dealer + 1, "to_play": part.to_play + 1, "phase": part.phase.value, "your_turn": mine,
        "hand": _cards(hand), "arrangement": best_arrangement(hand, part.rules).to_dict(),
        "discard_top": str(part.discard_pile[-1]) if part.discard_pile else None,
        "discard_count": len(part.discard_pile), "stock": len(part.stock), "held": [len(h) for h in part.hands],
        "taken": str(part.taken) if getattr(part, "taken", None) is not None else None,
        "legal": [move_json(m, lang) for m in part.legal_moves()] if mine else [],
        "labels": [player_label(s, lang) for s in range(series.players)], "bots": list(table.bots),
    }
    view.update(table.view.play_extras(series, part, READER))
    return view


def ended_json(table: PlayTable, part: Any, number: int, lang: str) -> dict[str, Any]:
    """A finished hand or round: every hand and its best arrangement, the settlement or scores explained."""
    from rummylab.solver.melds import best_arrangement

    data: dict[str, Any] = {
        "number": number,
        "hands": [_cards(sort_cards(h)) for h in part.hands],
        "arrangements": [best_arrangement(h, part.rules).to_dict() for h in part.hands],
        "explanation": explain(part.result, lang),
        "result": part.result_summary(),
    }
    extras = table.view.ended_extras(part)
    if "settlement" in extras:
        extras["settlement"] = settlement_json(extras["settlement"], lang)
    data.update(extras)
    return data


def _totals(table: PlayTable, lang: str) -> dict[str, Any]:
    """The running totals over the finished hands or rounds: Knock Rummy's ledger (KR-11), TT-7, RU-8."""
    parts = [p for p in table.series._parts if p.is_over]
    sums: list[Fraction | int] = [0] * table.series.players
    for part in parts:
        sums = [a + b for a, b in zip(sums, table.game.part_totals(part), strict=True)]
    if table.game.signed_totals:
        return {"values": [str(x) for x in sums], "shown": [signed_amount(x, lang) for x in sums]}
    return {"values": sums, "shown": [str(x) for x in sums]}


def _shown_cards(result: dict[str, Any]) -> list[Card]:
    """Every card an answer shows, for its names and colours."""
    texts: list[str] = []
    view, ended = result["view"], result.get("ended")
    texts += view["hand"] + [view["discard_top"]] * bool(view["discard_top"])
    for meld in view.get("table", []):
        texts += meld["cards"]
    for arr in [view["arrangement"], *(ended["arrangements"] if ended else [])]:
        for meld in arr["melds"]:
            texts += meld["cards"] + [c for c in meld.get("stands_for") or [] if c]
        texts += arr["unmatched"]
    for move in result.get("moves", []):
        texts += move.get("cards", []) + [move[k] for k in ("card", "drew") if k in move]
        board = move.get("board", {})
        texts += board.get("hand", []) + [board["discard_top"]] * bool(board.get("discard_top"))
        for meld in board.get("table", []):
            texts += meld["cards"]
        for meld in board.get("arrangement", {}).get("melds", []):
            texts += [c for c in meld.get("stands_for") or [] if c]
    for hand in ended["hands"] if ended else []:
        texts += hand
    return [Card.parse(t) for t in texts]


def levels_json(game: AnyGame, lang: str) -> list[dict[str, str]]:
    """The levels of play of ``game``, in order: each its key, its name in ``lang`` and its bot.

    >>> from rummylab.games import get
    >>> [(x["level"], x["label"], x["bot"]) for x in levels_json(get("knock"), "pt")][1:]
    [('intermediate', 'Intermédio', 'threshold'), ('expert', 'Especialista', 'expert')]
    """
    return [{"level": level, "label": text(f"level.{level}", lang), "bot": bot} for level, bot in game.levels.items()]


def answer_json(table: PlayTable, lang: str, moves: list[dict[str, Any]], ended: dict[str, Any] | None) -> dict[str, Any]:
    """An answer of the play operations: the record, the view, the moves played, the totals, the end if it came."""
    series = table.series
    from rummylab.core.house import public

    result: dict[str, Any] = {"record": table.record(), "view": table_view(table, lang), "moves": moves,
                              "totals": _totals(table, lang), "over": series.is_over,
                              # the record's house rules (a game's own, such as Rummy's target, RU-8, before its round's)
                              "house": public(table.game, getattr(series, "rules", series.current.rules))}
    result["level"] = table.level
    result["levels"] = levels_json(table.game, lang)
    if ended is not None:
        result["ended"] = ended
    if series.is_over:
        outcome = series.result
        result["final"] = {"explanation": explain(outcome, lang),
                           "winners": [w + 1 for w in table.game.winners(outcome)],
                           "summary": series.result_summary()}
    result.update(card_labels(_shown_cards(result), lang))
    return result


PartT = TypeVar("PartT", bound=Dealt)
SeriesT = TypeVar("SeriesT", bound=Series[Any, Any])


def cards_of(groups: Iterable[Any]) -> list[list[str]]:
    """Melds or groups of cards as lists of card names."""
    return [[str(c) for c in getattr(g, "cards", g)] for g in groups]


class PlayView(Generic[SeriesT, PartT]):
    """What the play page shows of one game beyond what every game shares.

    Attributes:
        play_players: the table of a game against the bots when the page names none.
        play_turn: the site's word for the reader's turn after the draw (``play.turn_knock``…).
    """

    play_players = 2
    play_turn: str

    def __init__(self, game: AnyGame) -> None:
        self.game = game

    def progress(self, series: SeriesT, part: PartT, number: int) -> dict[str, Any]:
        """Where the game stands in hand or round ``number``: the site's word (``term``) and its values."""
        raise NotImplementedError

    def play_extras(self, series: SeriesT, part: PartT, seat: int) -> dict[str, Any]:
        """What the view of ``part`` from ``seat`` (0-based) adds (the wild rank, the melds on the table)."""
        return {}

    def ended_extras(self, part: PartT) -> dict[str, Any]:
        """What the end of ``part`` adds: who went out or knocked (1-based); ``settlement``: its settlement."""
        return {}


class KnockView(PlayView[KnockSession, KnockHand]):
    """Knock Rummy: the hands of the session, who knocked and the settlement."""

    play_turn = "turn_knock"

    def progress(self, series: KnockSession, part: KnockHand, number: int) -> dict[str, Any]:
        return {"term": "hand_n", "n": number, "total": series.hand_count or series.players}

    def play_extras(self, series: KnockSession, part: KnockHand, seat: int) -> dict[str, Any]:
        return {"hands_total": series.hand_count or series.players}

    def ended_extras(self, part: KnockHand) -> dict[str, Any]:
        return {"settlement": part.result, "knocker": seat_number(part.knocker)}


class ThreeThirteenView(PlayView[ThirteenGame, ThirteenRound]):
    """Three Thirteen: the round, its wild rank, who went out and what was laid off."""

    play_players = 3
    play_turn = "turn_tt"

    def progress(self, series: ThirteenGame, part: ThirteenRound, number: int) -> dict[str, Any]:
        return {"term": "round_tt", "n": number, "total": series.total_rounds, "wild": wild_name(part.rules)}

    def play_extras(self, series: ThirteenGame, part: ThirteenRound, seat: int) -> dict[str, Any]:
        shown = part.shown  # the house rule last_lay_off: the melds to lay off on (TT-6)
        return {"round": part.round, "wild": wild_name(part.rules), "out": seat_number(part.out_player),
                "rounds": series.total_rounds, **({"shown": cards_of(shown)} if shown else {})}

    def ended_extras(self, part: ThirteenRound) -> dict[str, Any]:
        if not part.rules.last_lay_off:
            return {"out": seat_number(part.out_player)}
        result = part.result  # the house rule: what each player laid off, the melds as they ended (TT-6)
        return {"out": seat_number(part.out_player), "laid_off": cards_of(result.laid_off), "shown": cards_of(result.shown)}


class RummyView(PlayView[RummyGame, RummyRound]):
    """Rummy: the melds on the table, who melded, the target."""

    play_players = 4
    play_turn = "turn_rummy"

    def progress(self, series: RummyGame, part: RummyRound, number: int) -> dict[str, Any]:
        return {"term": "round_rummy", "n": number, "target": series.target}

    def play_extras(self, series: RummyGame, part: RummyRound, seat: int) -> dict[str, Any]:
        return {"table": [{"owner": owner + 1, "cards": [str(c) for c in meld.cards], "kind": meld.kind.value}
                          for owner, meld in part.table],
                "melded": part.has_melded[seat], "target": series.target}

    def ended_extras(self, part: RummyRound) -> dict[str, Any]:
        return {"out": seat_number(part.out_player)}


_VIEWS: dict[str, type[PlayView[Any, Any]]] = {"knock": KnockView, "three-thirteen": ThreeThirteenView,
                                               "rummy": RummyView}


def view_of(game: AnyGame) -> PlayView[Any, Any]:
    """The play page's view of ``game``, found by its key."""
    return _VIEWS[game.key](game)
