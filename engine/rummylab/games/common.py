"""Pieces every game shares: the deal, seats, moves, records and the play loop.

Deals are shuffled by :mod:`rummylab.core.rng` (SplitMix64: the same cards
in CPython and in Pyodide for a given seed).

Seats
-----
Seats are numbered 0..N-1 clockwise inside the engine and 1..N in every
text and JSON the reader sees. The player on a seat's left is the next seat
clockwise (``seat + 1``); the dealer's right is ``dealer - 1``.

>>> deal_order(4, dealer=2)   # one card at a time from the dealer's left (KR-2)
(3, 0, 1, 2)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, Iterable, Protocol, Sequence, TypeVar

from rummylab.core.budget import check
from rummylab.core.cards import Card, format_hand, parse_hand
from rummylab.core.errors import RequestError, SettlementError
from rummylab.core.rng import SplitMix64, derive_seed, shuffled
from rummylab.core.rules import Rules

__all__ = [
    "no_hands",
    "SplitMix64",
    "shuffled",
    "derive_seed",
    "deal_order",
    "deal_cards",
    "MoveKind",
    "Move",
    "Phase",
    "GameState",
    "Policy",
    "play_out",
    "check_players",
    "check_seed",
    "check_seat",
    "first_dealer_by_lot",
    "record_header",
    "series_header",
    "record_moves",
    "record_cards",
    "check_replayed",
    "house_rules",
]


def deal_order(players: int, dealer: int) -> tuple[int, ...]:
    """The seats in dealing order: the dealer's left first, clockwise, the dealer last."""
    return tuple((dealer + 1 + i) % players for i in range(players))


def deal_cards(deck: Sequence[Card], players: int, dealer: int, hand_size: int) -> tuple[list[list[Card]], int]:
    """Deal ``hand_size`` cards each, one at a time, from the top of ``deck``.

    The first card goes to the dealer's left, then clockwise (KR-2, TT-2,
    RU-1). Returns the hands (indexed by seat) and the number of cards used.
    """
    hands: list[list[Card]] = [[] for _ in range(players)]
    order = deal_order(players, dealer)
    for i in range(players * hand_size):
        hands[order[i % players]].append(deck[i])
    return hands, players * hand_size


def check_players(players: object, low: int, high: int, game: str) -> int:
    """Refuse a player count outside ``low..high`` with a clear error."""
    if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= high:
        from rummylab.core.errors import RulesError

        raise RulesError(f"{game} is for {low} to {high} players, not {players!r}", token=players, code="bad-players",
                         low=low, high=high)
    return players


def check_seed(seed: object) -> int:
    """A seed must be an integer (any size; used modulo 2**64)."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RequestError(f"{seed!r} is not a seed (an integer)", token=seed, code="bad-seed")
    return seed


def check_seat(seat: object, players: int, what: str = "dealer") -> int:
    """Refuse a seat (0-based) that is not at the table."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        shown = seat + 1 if isinstance(seat, int) and not isinstance(seat, bool) else seat
        raise RequestError(f"{shown!r} is not a seat at a table of {players} (the {what})", token=shown,
                           code=f"bad-{what}", players=players)
    return seat


def first_dealer_by_lot(seed: int, players: int) -> int:
    """The first dealer of a session or game, drawn by lot from its seed (KR-2, TT-2).

    >>> first_dealer_by_lot(7, 4) in range(4)
    True
    """
    return SplitMix64(derive_seed(seed, 1_000_003)).below(players)


def record_header(record: Any, game: str) -> tuple[int, int]:
    """Read a hand/round record's game, player count and dealer (1-based in JSON, 0-based returned)."""
    if not isinstance(record, dict) or record.get("game") != game:
        raise RequestError(f"not a {game} record", token=game, code="bad-record")
    players = record.get("players")
    if isinstance(players, bool) or not isinstance(players, int):
        raise RequestError(f"{players!r} is not a number of players", token=players, code="bad-record")
    dealer = record.get("dealer", 1)
    if isinstance(dealer, bool) or not isinstance(dealer, int):
        raise RequestError(f"{dealer!r} is not a seat", token=dealer, code="bad-record")
    return players, dealer - 1


def series_header(record: Any, game: str) -> tuple[Any, int | None]:
    """Read a session/game record's game, player count and first dealer (0-based, None if unrecorded).

    The player count is returned as recorded: the session or game checks it (``check_players``).

    >>> series_header({"game": "knock-session", "players": 3, "first_dealer": 2}, "knock-session")
    (3, 1)
    >>> series_header({"game": "knock-session", "first_dealer": "x"}, "knock-session")
    Traceback (most recent call last):
    ...
    rummylab.core.errors.RequestError: 'x' is not a seat
    """
    if not isinstance(record, dict) or record.get("game") != game:
        raise RequestError(f"not a {game} record", token=game, code="bad-record")
    first = record.get("first_dealer")
    if first is None:
        return record.get("players"), None
    if isinstance(first, bool) or not isinstance(first, int):
        raise RequestError(f"{first!r} is not a seat", token=first, code="bad-record")
    return record.get("players"), first - 1


def record_moves(record: dict[str, Any], key: str = "moves") -> list[Any]:
    """A record's list of moves (or of move lists, for sessions and games)."""
    moves = record.get(key, [])
    if not isinstance(moves, list):
        raise RequestError(f"the record's {key} are not a list", token=str(moves)[:40], code="bad-record")
    return moves


def record_cards(value: Any, *, code: str = "bad-record") -> tuple[Card, ...]:
    """Cards read from a record: a text or a list of texts; anything else is refused with ``code``.

    >>> record_cards(["4H", "5H"]), record_cards("4H 5H") == record_cards(["4H", "5H"])
    ((Card.parse('4♥'), Card.parse('5♥')), True)
    """
    if not (isinstance(value, str) or isinstance(value, list) and all(isinstance(c, str) for c in value)):
        raise RequestError(f"{value!r} are not cards", token=str(value)[:40], code=code)
    return parse_hand(value)


def check_replayed(record: dict[str, Any], got: dict[str, Any] | None) -> None:
    """Refuse a replay whose result (None while not over) differs from the recorded one."""
    if "result" in record and got != record["result"]:
        raise RequestError("the replayed result differs from the recorded one", code="replay-mismatch")


def house_rules(game: str, options: dict[str, Any], **settings: Any) -> tuple[Rules, dict[str, Any]]:
    """A game's rules with the house rules ``options`` (``Rules`` fields), and those of them that are set.

    ``settings`` are the other arguments of :meth:`~rummylab.games.protocol.Game.rules` (a round, decks).
    What is set (differs from the profile) is what a hand, round or series keeps and records.

    Raises:
        RulesError: an option that is not one of the game's house rules, or a value it does not take.
    """
    from rummylab.core.house import set_options
    from rummylab.games.registry import get

    found = get(game)
    rules = found.rules(**settings, **options)
    return rules, set_options(found, {name: getattr(rules, name) for name in options})


class MoveKind(enum.Enum):
    """What a move does. Not every game uses every kind."""

    DRAW = "draw"          # take the top of the stock or of the discard pile
    DISCARD = "discard"    # put one card face up on the discard pile (ends the turn)
    KNOCK = "knock"        # Knock Rummy: discard face down and end the hand (KR-6b)
    DECLINE = "decline"    # Knock Rummy: refuse the discard with an empty stock (KR-9)
    GO_OUT = "go-out"      # Three Thirteen: discard and announce out (TT-6)
    MELD = "meld"          # Rummy: put a meld on the table (RU-3)
    LAY_OFF = "lay-off"    # Rummy: add one card to a meld on the table (RU-4)


class Phase(enum.StrEnum):
    """Where a hand or round stands: what the player to play does next."""

    DRAW = "draw"          # take a card (KR-6, TT-5, RU-2)
    DISCARD = "discard"    # Knock Rummy and Three Thirteen: discard (or knock, go out) to end the turn
    PLAY = "play"          # Rummy: meld and lay off as you like, then discard (RU-2)
    OVER = "over"          # the hand or round has ended


_SOURCES = ("stock", "discard")


@dataclass(frozen=True, slots=True)
class Move:
    """One move by one player (seat 0-based; 1-based in text and JSON).

    Attributes:
        kind: what the move does.
        player: the seat making it.
        source: for a draw, ``"stock"`` or ``"discard"``.
        cards: the card discarded / knocked / laid off, or the cards melded.
        target: for a lay-off, the index of the table meld (0-based).

    >>> m = Move.discard(0, Card.parse("8D"))
    >>> str(m), m.to_dict()
    ('P1 discards 8♦', {'player': 1, 'move': 'discard', 'card': '8D'})
    >>> Move.from_dict(m.to_dict()) == m
    True
    """

    kind: MoveKind
    player: int
    source: str | None = None
    cards: tuple[Card, ...] = ()
    target: int | None = None

    @classmethod
    def draw(cls, player: int, source: str = "stock") -> Move:
        """Draw from ``"stock"`` or ``"discard"``."""
        return cls(MoveKind.DRAW, player, source=source)

    @classmethod
    def discard(cls, player: int, card: Card) -> Move:
        """Discard ``card`` face up."""
        return cls(MoveKind.DISCARD, player, cards=(card,))

    @classmethod
    def knock(cls, player: int, card: Card) -> Move:
        """Knock, putting ``card`` face down on the pile (KR-6b)."""
        return cls(MoveKind.KNOCK, player, cards=(card,))

    @classmethod
    def decline(cls, player: int) -> Move:
        """Decline the discard when the stock is empty (KR-9)."""
        return cls(MoveKind.DECLINE, player)

    @classmethod
    def go_out(cls, player: int, card: Card) -> Move:
        """Discard ``card`` and announce out (TT-6)."""
        return cls(MoveKind.GO_OUT, player, cards=(card,))

    @classmethod
    def meld(cls, player: int, cards: Iterable[Card]) -> Move:
        """Put ``cards`` on the table as a meld (RU-3)."""
        return cls(MoveKind.MELD, player, cards=tuple(cards))

    @classmethod
    def lay_off(cls, player: int, card: Card, target: int) -> Move:
        """Add ``card`` to table meld number ``target`` (RU-4)."""
        return cls(MoveKind.LAY_OFF, player, cards=(card,), target=target)

    @property
    def card(self) -> Card:
        """The single card of a discard, knock, go-out or lay-off."""
        return self.cards[0]

    def to_dict(self) -> dict[str, Any]:
        """JSON form with a 1-based player and ASCII cards."""
        out: dict[str, Any] = {"player": self.player + 1, "move": self.kind.value}
        if self.source is not None:
            out["from"] = self.source
        if self.kind is MoveKind.MELD:
            out["cards"] = [c.ascii for c in self.cards]
        elif self.cards:
            out["card"] = self.cards[0].ascii
        if self.target is not None:
            out["meld"] = self.target + 1
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Move:
        """Read the JSON form back (the inverse of :meth:`to_dict`).

        Raises:
            RequestError: a malformed move, naming the bad field.
        """
        if not isinstance(data, dict):
            raise RequestError(f"{data!r} is not a move", token=data, code="bad-move")
        try:
            kind = MoveKind(data.get("move"))
        except ValueError:
            raise RequestError(f"{data.get('move')!r} is not a kind of move", token=data.get("move"),
                               code="bad-move") from None
        player = data.get("player")
        if isinstance(player, bool) or not isinstance(player, int) or player < 1:
            raise RequestError(f"{player!r} is not a player number", token=player, code="bad-move")
        source = data.get("from")
        if kind is MoveKind.DRAW and source not in _SOURCES:
            raise RequestError(f"{source!r} is not a place to draw from (stock or discard)", token=source,
                               code="bad-move")
        cards: tuple[Card, ...] = ()
        if "cards" in data:
            cards = record_cards(data["cards"], code="bad-move")
        elif "card" in data:
            cards = (Card.parse(data["card"]),)
        target = data.get("meld")
        if target is not None:
            if isinstance(target, bool) or not isinstance(target, int) or target < 1:
                raise RequestError(f"{target!r} is not a meld number", token=target, code="bad-move")
            target -= 1
        return cls(kind, player - 1, source=source if kind is MoveKind.DRAW else None, cards=cards, target=target)

    def __str__(self) -> str:
        who = f"P{self.player + 1}"
        if self.kind is MoveKind.DRAW:
            return f"{who} draws from the {'stock' if self.source == 'stock' else 'discard pile'}"
        if self.kind is MoveKind.DISCARD:
            return f"{who} discards {self.card}"
        if self.kind is MoveKind.KNOCK:
            return f"{who} knocks (discarding {self.card} face down)"
        if self.kind is MoveKind.DECLINE:
            return f"{who} declines the discard"
        if self.kind is MoveKind.GO_OUT:
            return f"{who} goes out, discarding {self.card}"
        if self.kind is MoveKind.MELD:
            return f"{who} melds {format_hand(self.cards)}"
        return f"{who} lays off {self.card} on meld {(self.target or 0) + 1}"


class GameState(Protocol):
    """What every hand, round, session and game offers (structural type)."""

    players: int

    @property
    def to_play(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    def legal_moves(self) -> list[Move]: ...

    def apply(self, move: Move) -> None: ...

    def snapshot(self) -> dict[str, Any]: ...


class Policy(Protocol):
    """A bot: picks a legal move for the player to play in ``state``."""

    name: str

    def choose(self, state: Any) -> Move: ...


_S = TypeVar("_S", bound="GameState")


def play_out(state: _S, policies: Sequence[Policy], *, max_moves: int = 100_000) -> _S:
    """Let ``policies[seat]`` play every move until the state is over.

    ``state`` is a hand/round or a session/game; for the latter each policy
    sees ``state.current`` (the hand in progress). Returns ``state``.

    Raises:
        RuntimeError: more than ``max_moves`` moves (a bot that never ends).
    """
    for _ in range(max_moves):
        if state.is_over:
            return state
        check()
        view = getattr(state, "current", state)
        state.apply(policies[state.to_play].choose(view))
    if state.is_over:
        return state
    raise RuntimeError(f"no end after {max_moves} moves")


def cards_json(cards: Iterable[Card]) -> list[str]:
    """Cards as ASCII strings for records and snapshots."""
    return [c.ascii for c in cards]


def read_hands(hands: Sequence[Sequence[Card] | str]) -> tuple[tuple[Card, ...], ...]:
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
        raise SettlementError(f"{hands!r} is not a list of hands", token=hands, code="bad-hands")
    table = tuple(parse_hand(h) if isinstance(h, str) else tuple(h) for h in hands)
    if len(table) < 2:
        raise SettlementError(
            f"at least 2 players are needed, got {len(table)}", token=len(table), code="too-few-players",
            count=len(table), limit=2,
        )
    return table


def check_out(out: int | None, players: int) -> None:
    if out is None:
        return
    if isinstance(out, bool) or not isinstance(out, int) or not 0 <= out < players:
        shown = out + 1 if isinstance(out, int) and not isinstance(out, bool) else out
        raise SettlementError(
            f"player {shown} who went out is not one of the {players} players", token=shown,
            code="bad-out", players=players,
        )


def no_hands(hands: int | None) -> None:
    """Refuse a count of hands (a Knock Rummy session's, KR-3) for a game played in rounds.

    >>> no_hands(1)
    Traceback (most recent call last):
    ...
    rummylab.core.errors.RequestError: 'hands' is not an option of this game
    """
    if hands is not None:
        raise RequestError("'hands' is not an option of this game", token="hands", code="bad-option")
