"""What the three games' hands and rounds share: :class:`Dealt`, one deal played to its end.

The turn's order, the draw (KR-6, TT-5, RU-2), a copy to try moves on, the record and its
replay; each game's hand or round (:mod:`~rummylab.games.knock.state`,
:mod:`~rummylab.games.three_thirteen.state`, :mod:`~rummylab.games.rummy.state`) adds the rest of its turn.
"""

from __future__ import annotations

from typing import Any, ClassVar, Self, Sequence

from rummylab.core.budget import check
from rummylab.core.cards import Card
from rummylab.core.errors import IllegalMoveError
from rummylab.core.rules import Rules
from rummylab.games.common import (
    Move,
    MoveKind,
    Phase,
    cards_json,
    check_players,
    check_replayed,
    check_seed,
    record_cards,
    record_header,
    record_moves,
)

__all__ = ["Dealt"]


class Dealt:
    """What a hand and a round share: the turn's order, the draw, a copy to try moves on, the record's tail.

    :meth:`apply` checks what every game checks the same way (the hand is
    not over, it is the player's turn, the game has that kind of move, the
    draw comes first and only once) and plays the draw itself (KR-6, TT-5,
    RU-2); a subclass plays the rest of the turn in :meth:`_play`. The class
    attributes say where the games differ: the rules cited, the phase after
    the draw, and whether the card taken from the discard pile is
    remembered (KR-8, RU-5).

    A subclass sets ``_to_play``, ``phase``, ``hands`` (each seat's cards),
    ``seed`` (None when dealt from a given ``deck``) and the list-valued
    attributes named in ``_copied`` (its piles and moves).

    >>> from rummylab.games.knock.state import KnockHand
    >>> hand = KnockHand(2, seed=1)
    >>> trial = hand.copy()
    >>> trial.apply(trial.legal_moves()[0])
    >>> len(trial.moves), len(hand.moves)   # the copy moved on, the hand did not
    (1, 0)
    """

    game: ClassVar[str]
    title: ClassVar[str]                       # the game's name, in the refusal of a move it does not have
    move_kinds: ClassVar[frozenset[MoveKind]]  # the moves the game has
    turn_rule: ClassVar[str]                   # the rule of a turn, cited by most refusals
    stock_rule: ClassVar[str]                  # the rule cited when the stock is empty
    stock_empty: ClassVar[str] = "the stock is empty"
    no_such_move: ClassVar[str] = "there is no {kind} in {title}"
    after_draw: ClassVar[Phase] = Phase.DISCARD
    keeps_taken: ClassVar[bool] = False        # KR-8, RU-5: the card taken from the discard pile stays this turn
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int]
    _copied: ClassVar[tuple[str, ...]] = ("stock", "discard_pile", "moves")
    _to_play: int
    phase: Phase
    players: int
    dealer: int
    hands: list[list[Card]]
    stock: list[Card]
    discard_pile: list[Card]
    taken: Card | None = None
    seed: int | None
    deck: tuple[Card, ...]
    moves: list[Move]
    rules: Rules                               # the rules it is played by (with its house rules, if any)

    @classmethod
    def check_table(cls, players: object) -> int:
        """Refuse a player count the game is not dealt for (KR-1, TT-10, RU-6a)."""
        return check_players(players, cls.min_players, cls.max_players, cls.title)

    def __init__(self, players: int, *, seed: int = 0, dealer: int = 0, _deck: Sequence[Card] | None = None,
                 **options: Any) -> None:
        """Deal a hand or round: shuffled from ``seed``, or from ``_deck`` as given (see the subclass);
        ``options``: house rules (``Rules`` fields)."""
        raise NotImplementedError

    def copy(self) -> Self:
        """An independent copy (for trying a move without changing this one)."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        for name in self._copied:
            setattr(other, name, list(getattr(self, name)))
        return other

    @property
    def to_play(self) -> int:
        """The seat whose move it is."""
        return self._to_play

    @property
    def is_over(self) -> bool:
        """True once the hand or round has ended."""
        return self.phase is Phase.OVER

    def _draws(self, player: int) -> list[Move]:
        """The draws open to ``player``: the stock's top card, the discard pile's (KR-6, TT-5, RU-2)."""
        moves = [Move.draw(player, "stock")] if self.stock else []
        if self.discard_pile:
            moves.append(Move.draw(player, "discard"))
        return moves

    def apply(self, move: Move) -> None:
        """Play ``move``, or refuse it with an error naming the rule it breaks.

        Raises:
            IllegalMoveError: ``rule`` is the id of the broken rule.
        """
        if self.phase is Phase.OVER:
            raise self._over_error()
        p = self._to_play
        if move.player != p:
            raise IllegalMoveError(f"it is player {p + 1}'s turn, not player {move.player + 1}'s",
                                   rule=self.turn_rule, code="not-your-turn", token=move.player + 1)
        if move.kind not in self.move_kinds:
            raise IllegalMoveError(self.no_such_move.format(kind=move.kind.value, title=self.title),
                                   rule=self.turn_rule, code="no-such-move", token=move.kind.value)
        if self.phase is Phase.DRAW:
            if move.kind is MoveKind.DRAW:
                self._draw(move)
            else:
                self._play_instead_of_drawing(move)
        elif move.kind is MoveKind.DRAW:
            raise IllegalMoveError("you already drew a card this turn", rule=self.turn_rule, code="already-drew")
        else:
            self._play(move)

    def _draw(self, move: Move) -> None:
        """Take the top card of the stock or of the discard pile (KR-6, TT-5, RU-2)."""
        hand = self.hands[move.player]
        if move.source == "stock":
            if not self.stock:
                raise IllegalMoveError(self.stock_empty, rule=self.stock_rule, code="stock-empty")
            hand.append(self.stock.pop())
        elif move.source == "discard":
            if not self.discard_pile:
                raise IllegalMoveError("the discard pile is empty", rule=self.turn_rule, code="discard-empty")
            hand.append(self.discard_pile.pop())
            if self.keeps_taken:
                self.taken = hand[-1]
        else:
            raise IllegalMoveError(f"cannot draw from {move.source!r}: the stock or the discard pile",
                                   rule=self.turn_rule, code="bad-source", token=move.source)
        self.phase = self.after_draw
        self.moves.append(move)

    def _play_instead_of_drawing(self, move: Move) -> None:
        """A move other than a draw when a draw is due (Knock Rummy's decline overrides this, KR-9)."""
        raise IllegalMoveError("draw a card first (from the stock or the discard pile)", rule=self.turn_rule,
                               code="draw-first")

    def _play(self, move: Move) -> None:
        """Play the rest of the turn after the draw: a discard, a knock, a meld…"""
        raise NotImplementedError

    def _over_error(self) -> IllegalMoveError:
        """The refusal of any move once the hand or round is over."""
        raise NotImplementedError

    def legal_moves(self) -> list[Move]:
        """Every move the player to play may make now."""
        raise NotImplementedError

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON-ready data (two equal snapshots = same state)."""
        raise NotImplementedError

    def result_summary(self) -> dict[str, Any] | None:
        """The result as JSON, or None while the hand or round goes on."""
        raise NotImplementedError

    def _record(self, head: dict[str, Any]) -> dict[str, Any]:
        """``head`` (the game and the table), then the seed or the deck, every move and the result if over."""
        record = dict(head)
        if self.seed is not None:
            record["seed"] = self.seed
        else:
            record["deck"] = cards_json(self.deck)
        record["moves"] = [m.to_dict() for m in self.moves]
        if self.is_over:
            record["result"] = self.result_summary()
        return record

    @classmethod
    def replay(cls, record: dict[str, Any]) -> Self:
        """Deal again as ``record`` says (from its deck, or shuffled from its seed) and apply its moves.

        The recorded result, if any, must be the one the replay reaches.

        Raises:
            RequestError: a malformed record, or a recorded result that differs.
            IllegalMoveError: a recorded move that is illegal.
        """
        players, dealer = record_header(record, cls.game)
        if "deck" in record:
            state = cls._deal(record, players, dealer, deck=record_cards(record["deck"]))
        else:
            state = cls._deal(record, players, dealer, seed=check_seed(record.get("seed")))
        return state._play_record(record)

    @classmethod
    def _deal(cls, record: dict[str, Any], players: int, dealer: int, *,
              deck: tuple[Card, ...] | None = None, seed: int = 0) -> Self:
        """The deal of a replay: from ``deck`` as given, else shuffled from ``seed``."""
        if deck is not None:
            return cls(players, dealer=dealer, _deck=deck)
        return cls(players, seed=seed, dealer=dealer)

    def _play_record(self, record: dict[str, Any]) -> Self:
        """Apply ``record``'s moves to this fresh deal, check the recorded result and return this state."""
        for data in record_moves(record):
            check()
            self.apply(Move.from_dict(data))
        check_replayed(record, self.result_summary())
        return self
