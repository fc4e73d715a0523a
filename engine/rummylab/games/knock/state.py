"""Knock Rummy: one hand as a state machine, and a session of hands.

A hand follows the profile's rules step by step: the deal (KR-2), the turns
(KR-6), the knock at any deadwood (KR-7), the discard restriction (KR-8),
stock exhaustion and the decline (KR-9), and the settlement (KR-10). A
session is one full rotation of dealers (KR-3) with balances (KR-11).

>>> hand = KnockHand(2, seed=42)
>>> [len(h) for h in hand.hands], len(hand.discard_pile), len(hand.stock)   # KR-2: 20+1+31
([10, 10], 1, 31)
>>> hand.to_play   # the dealer's left plays first (KR-6)
1
>>> hand.apply(Move.draw(1, "discard"))
>>> taken = hand.hands[1][-1]
>>> hand.apply(Move.discard(1, taken))  # never the card just taken
Traceback (most recent call last):
...
rummylab.core.errors.IllegalMoveError: cannot discard the card just taken from the discard pile (KR-8)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from rummylab.core.cards import Card, full_deck, parse_hand
from rummylab.core.errors import IllegalMoveError, RequestError
from rummylab.core.house import fields_of, record_options
from rummylab.core.rules import KNOCK_RUMMY, knock_hand_size
from rummylab.games.common import (
    Move,
    MoveKind,
    Phase,
    SplitMix64,
    cards_json,
    check_seat,
    check_seed,
    deal_cards,
    derive_seed,
    house_rules,
)
from rummylab.games.dealt import Dealt
from rummylab.games.registry import get
from rummylab.games.series import Series
from rummylab.solver.arrangement import Arrangement

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.games.knock.settle import KnockSettlement, SessionResult

__all__ = ["KnockHand", "KnockSession"]


def _without(hand: Sequence[Card], card: Card) -> list[Card]:
    kept = list(hand)
    kept.remove(card)
    return kept


class KnockHand(Dealt):
    """One hand of Knock Rummy, from the deal to the settlement.

    Build it with a seed (a shuffle and a cut, KR-2) or from an explicit
    deck order with :meth:`from_deck`. Then call :meth:`apply` with moves
    until :attr:`is_over`; :attr:`result` is the settlement.

    Attributes:
        players: 2-5 (KR-1).
        dealer: the dealer's seat (0-based).
        hands: each seat's cards, in the order received or drawn.
        stock: the face-down stock; the top card is ``stock[-1]``.
        discard_pile: face-up discards; the top card is ``discard_pile[-1]``.
        phase: :class:`~rummylab.games.common.Phase` ``DRAW``, ``DISCARD`` or ``OVER``.
        taken: the card taken from the discard pile this turn (KR-8), or None.
        knocker: the seat that knocked, or None.
        knock_card: the card the knocker put face down.
        cut: where the deck was cut (cards moved from top to bottom), or None.
        moves: every move applied, in order.
        rules: the rules it is played by: the profile, or the house rules given as ``options``.
        options: the house rules set (``Rules`` fields different from the profile), as the record keeps them.
    """

    game = "knock"
    title = "Knock Rummy"
    max_players = 5
    rules = KNOCK_RUMMY
    move_kinds = frozenset({MoveKind.DRAW, MoveKind.DISCARD, MoveKind.KNOCK, MoveKind.DECLINE})
    turn_rule = "KR-6"
    stock_rule = "KR-9"
    stock_empty = "the stock is empty: take the top discard or decline it"
    keeps_taken = True  # KR-8

    def __init__(self, players: int, *, seed: int = 0, dealer: int = 0,
                 _deck: Sequence[Card] | None = None, **options: Any) -> None:
        self.check_table(players)
        check_seat(dealer, players)
        self.rules, self.options = house_rules("knock", options) if options else (KNOCK_RUMMY, {})
        self.players = players
        self.dealer = dealer
        self.hand_size = knock_hand_size(players, self.rules.five_hand)  # KR-2 (five-hand: 6 at five)
        if _deck is None:
            self.seed: int | None = check_seed(seed)
            deck = list(full_deck())
            rng = SplitMix64(seed)
            rng.shuffle(deck)
            # KR-2: the player on the dealer's right cuts; a real cut leaves a few cards in each packet.
            self.cut: int | None = 4 + rng.below(len(deck) - 7)
            deck = deck[self.cut:] + deck[:self.cut]
        else:
            self.seed = None
            self.cut = None  # the deck is taken as given, already cut
            deck = list(KNOCK_RUMMY.check_hand(_deck))
            if len(deck) != 52:
                raise RequestError(f"a Knock Rummy deck has 52 cards, not {len(deck)}", token=len(deck),
                                   code="bad-deck")
        self.deck = tuple(deck)
        self.hands, used = deal_cards(deck, players, dealer, self.hand_size)
        # KR-2: the next card is turned face up; the rest is the stock (its top first in ``deck``).
        self.discard_pile: list[Card] = [deck[used]]
        self.stock: list[Card] = list(reversed(deck[used + 1:]))
        self.phase = Phase.DRAW
        self._to_play = (dealer + 1) % players  # KR-6: the dealer's left plays first
        self.taken: Card | None = None
        self.knocker: int | None = None
        self.knock_card: Card | None = None
        self.declined_by: int | None = None
        self.moves: list[Move] = []
        self._result: KnockSettlement | None = None
        self._kept: tuple[Arrangement, ...] | None = None

    @classmethod
    def from_deck(cls, players: int, deck: Sequence[Card] | str, *, dealer: int = 0, **options: Any) -> KnockHand:
        """A hand dealt from ``deck`` as given, top card first (no shuffle, no cut).

        >>> h = KnockHand.from_deck(3, [c for c in reversed(full_deck())])
        >>> [str(c) for c in h.hands[1][:2]], str(h.discard_pile[-1])   # first and fourth cards; the 22nd is turned up
        (['K♠', '10♠'], '5♥')
        """
        cards = parse_hand(deck) if isinstance(deck, str) else tuple(deck)
        return cls(players, dealer=dealer, _deck=cards, **options)

    @classmethod
    def _deal(cls, record: dict[str, Any], players: int, dealer: int, *,
              deck: tuple[Card, ...] | None = None, seed: int = 0) -> KnockHand:
        options = record_options(get("knock"), record)  # a replay plays by the rules the hand was played by
        if deck is not None:
            return cls(players, dealer=dealer, _deck=deck, **fields_of(options))
        return cls(players, seed=seed, dealer=dealer, **fields_of(options))

    # -- queries ---------------------------------------------------------

    @property
    def result(self) -> KnockSettlement:
        """The settlement (KR-10), each deadwood from the solver (KR-5), by the hand's rules.

        With the house rule ``lay-off`` the others lay off on the knocker's melds first
        (:func:`~rummylab.games.knock.settle.settle_knock_hands`).

        Raises:
            IllegalMoveError: the hand is not over yet.
        """
        if not self.is_over:
            raise IllegalMoveError("the hand is not over yet", rule="KR-6", code="not-over")
        if self._result is None:
            from rummylab.games.knock.settle import settle_knock, settle_knock_hands

            if self.rules.lay_off:
                self._result, self._kept = settle_knock_hands(self.hands, self.knocker, rules=self.rules)
            else:
                from rummylab.solver.melds import min_deadwood

                deadwood = [min_deadwood(h, self.rules) for h in self.hands]
                self._result = settle_knock(deadwood, self.knocker, rules=self.rules)
        return self._result

    def arrangements(self) -> tuple[Arrangement, ...]:
        """Each seat's best arrangement (KR-5), for display at the end (with lay-offs: of the cards kept)."""
        from rummylab.solver.melds import best_arrangement

        if self.rules.lay_off and self.is_over:
            _ = self.result
            if self._kept is not None:
                return self._kept
        return tuple(best_arrangement(h, self.rules) for h in self.hands)

    def may_knock(self, hand: Sequence[Card]) -> bool:
        """Whether a player keeping ``hand`` may knock: always in the profile (KR-7), else within ``knock-max``."""
        limit = self.rules.knock_max
        if limit is None:
            return True
        from rummylab.solver.melds import min_deadwood

        return min_deadwood(hand, self.rules) <= limit

    def legal_moves(self) -> list[Move]:
        """Every move the player to play may make now."""
        p = self._to_play
        if self.phase is Phase.OVER:
            return []
        if self.phase is Phase.DRAW:
            moves = self._draws(p)
            if not self.stock:
                moves.append(Move.decline(p))  # KR-9
            return moves
        cards = [c for c in self.hands[p] if c != self.taken]  # KR-8
        knocks = [c for c in cards if self.may_knock(_without(self.hands[p], c))]  # KR-7: any deadwood, or knock-max
        return [Move.discard(p, c) for c in cards] + [Move.knock(p, c) for c in knocks]

    # -- moves -----------------------------------------------------------

    def _over_error(self) -> IllegalMoveError:
        how = "someone knocked" if self.knocker is not None else "the discard was declined"
        return IllegalMoveError(f"the hand is over ({how}); nobody plays again",
                                rule="KR-6" if self.knocker is not None else "KR-9", code="hand-over")

    def _play_instead_of_drawing(self, move: Move) -> None:
        if move.kind is not MoveKind.DECLINE:
            super()._play_instead_of_drawing(move)
        if self.stock:
            raise IllegalMoveError("only a player facing an empty stock may decline the discard", rule="KR-9",
                                   code="cannot-decline")
        self.declined_by = move.player
        self.phase = Phase.OVER  # KR-9: the hand ends with no knocker
        self.moves.append(move)

    def _play(self, move: Move) -> None:
        """Discard face up, or knock putting the card face down (KR-6a, KR-6b), never the card just taken (KR-8)."""
        kind = move.kind
        if kind not in (MoveKind.DISCARD, MoveKind.KNOCK):
            raise IllegalMoveError(f"there is no {kind.value} after drawing: discard or knock", rule="KR-6",
                                   code="no-such-move", token=kind.value)
        if len(move.cards) != 1:
            raise IllegalMoveError("discard exactly one card", rule="KR-6", code="one-card")
        hand = self.hands[move.player]
        card = move.card
        if card not in hand:
            raise IllegalMoveError(f"{card} is not in your hand", rule="KR-6", code="not-in-hand", token=str(card))
        if card == self.taken:
            what = "discard" if kind is MoveKind.DISCARD else "knock with"
            raise IllegalMoveError(f"cannot {what} the card just taken from the discard pile", rule="KR-8",
                                   code="discard-taken", token=str(card))
        if kind is MoveKind.KNOCK and self.rules.knock_max is not None and not self.may_knock(_without(hand, card)):
            from rummylab.solver.melds import min_deadwood

            dead = min_deadwood(_without(hand, card), self.rules)
            raise IllegalMoveError(f"cannot knock with deadwood {dead}: at most {self.rules.knock_max} here",
                                   rule="KR-7", code="knock-over-max", token=dead, limit=self.rules.knock_max)
        hand.remove(card)
        self.taken = None
        if kind is MoveKind.KNOCK:
            # KR-6b: the discard goes face down; the hand ends at once.
            self.knocker = move.player
            self.knock_card = card
            self.phase = Phase.OVER
        else:
            self.discard_pile.append(card)
            self.phase = Phase.DRAW
            self._to_play = (self._to_play + 1) % self.players
        self.moves.append(move)

    # -- records ---------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON-ready data (two equal snapshots = same state)."""
        return {
            "game": self.game,
            "players": self.players,
            "dealer": self.dealer + 1,
            "to_play": self._to_play + 1,
            "phase": self.phase.value,
            "hands": [cards_json(h) for h in self.hands],
            "stock": cards_json(reversed(self.stock)),
            "discard": cards_json(self.discard_pile),
            "taken": self.taken.ascii if self.taken else None,
            "knocker": None if self.knocker is None else self.knocker + 1,
            "knock_card": self.knock_card.ascii if self.knock_card else None,
            "moves": len(self.moves),
        }

    def to_record(self) -> dict[str, Any]:
        """The hand as a JSON record: how it was dealt and every move (and the result if over)."""
        head: dict[str, Any] = {"game": self.game, "players": self.players, "dealer": self.dealer + 1}
        if self.options:
            head["options"] = dict(self.options)  # the house rules, so a replay plays by them
        return self._record(head)

    def result_summary(self) -> dict[str, Any] | None:
        """The settlement as JSON (``KnockSettlement.to_dict``), or None while the hand goes on."""
        return self.result.to_dict() if self.is_over else None


class KnockSession(Series[KnockHand, "SessionResult"]):
    """A session: as many hands as players, the deal passing left (KR-3, KR-11).

    The first dealer is drawn by lot (from the seed, KR-2); hand ``i`` is
    dealt from ``derive_seed(seed, i)``. :meth:`apply` plays into the
    current hand and starts the next one when it ends; the session is over
    after one full rotation of dealers (KR-3). :attr:`result` gives the
    balances and winners (KR-11). ``hands`` makes a shorter session, of 1 to ``players`` hands (a
    quick game, kept in the record as ``hand_count``); None is the full rotation.

    >>> s = KnockSession(3, seed=7)
    >>> [s.dealer_of(i) for i in range(3)] == [(s.first_dealer + i) % 3 for i in range(3)]
    True
    """

    game = "knock-session"
    noun = "session"
    rule = "KR-3"
    part = "hand"
    moves_key = "hands"

    def __init__(self, players: int, *, seed: int = 0, first_dealer: int | None = None, hands: int | None = None,
                 **options: Any) -> None:
        KnockHand.check_table(players)
        if hands is not None and (isinstance(hands, bool) or not isinstance(hands, int) or not 1 <= hands <= players):
            raise RequestError(f"{hands!r} is not a number of hands for this session (1 to {players})", token=hands,
                               code="bad-hand-count")
        self.hand_count = hands
        # refuses a bad name or value before any hand is dealt; keeps, as each hand records them, the set ones
        self.rules, self.options = house_rules("knock", options) if options else (KNOCK_RUMMY, {})
        super().__init__(players, seed=seed, first_dealer=first_dealer)

    @property
    def hands(self) -> list[KnockHand]:
        """Every hand dealt so far, the current one last."""
        return self._parts

    def _new_part(self, index: int) -> KnockHand:
        return KnockHand(self.players, seed=derive_seed(self.seed, index), dealer=self.dealer_of(index),
                         **self.options)

    def _options(self) -> dict[str, Any]:
        return {"options": dict(self.options)} if self.options else {}

    @classmethod
    def _from_record(cls, record: dict[str, Any], players: Any, *, seed: int,
                     first_dealer: int | None) -> KnockSession:
        return cls(players, seed=seed, first_dealer=first_dealer, hands=record.get("hand_count"),
                   **record_options(get("knock"), record))

    def _settings(self) -> dict[str, Any]:
        return {} if self.hand_count is None else {"hand_count": self.hand_count}

    def _goes_on(self) -> bool:
        # KR-3: until every player has dealt once (a quick session: its own count of hands)
        return len(self._parts) < (self.players if self.hand_count is None else self.hand_count)

    def _over_error(self) -> IllegalMoveError:
        return IllegalMoveError("the session is over: every player has dealt once", rule="KR-3", code="session-over")

    def _outcome(self) -> SessionResult:
        from rummylab.games.knock.settle import settle_session

        return settle_session(self.settlements)

    def _summary(self) -> dict[str, Any]:
        return self.result.to_dict()

    @property
    def settlements(self) -> tuple[KnockSettlement, ...]:
        """The settlement of every finished hand."""
        return tuple(h.result for h in self.hands if h.is_over)
