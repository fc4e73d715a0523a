"""Rummy (the basic game): one round as a state machine, and the game to 200.

Seven cards each from one deck (RU-1); a turn is a draw, then melds and
lay-offs as the player likes, then one discard (RU-2). Melds go face up on
the table (RU-3); a player may lay off on any meld only after putting down
a meld of their own (RU-4); the card taken from the discard pile cannot be
discarded in the same turn (RU-5). Whoever plays all their cards goes out
(RU-6). The stock is turned over once; a second exhaustion is a draw (RU-7).
Only the player who goes out scores (RU-8).

Engine readings: any meld or lay-off that empties the hand goes out
without a discard (RU-6 names the common case: two cards plus a drawn third
that melds with them); a meld or lay-off that would leave only the card just
taken from the discard pile is refused, since that card could then be
neither discarded nor kept (RU-5).

>>> r = RummyRound(4, seed=3)
>>> [len(h) for h in r.hands], len(r.discard_pile), len(r.stock)   # RU-1: 28+1+23
([7, 7, 7, 7], 1, 23)
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any, Sequence

from ..cards import Card, full_deck, parse_hand, sort_cards
from ..errors import IllegalMoveError, MeldError, RequestError
from ..rules import RUMMY
from .common import (
    Move,
    MoveKind,
    SplitMix64,
    cards_json,
    check_players,
    check_replayed,
    check_seat,
    check_seed,
    deal_cards,
    derive_seed,
    first_dealer_by_lot,
    record_header,
    series_header,
    record_moves,
)

__all__ = ["RummyRound", "RummyGame", "RUMMY_HAND_SIZE"]

#: RU-1: seven cards each.
RUMMY_HAND_SIZE = 7


class RummyRound:
    """One round of Rummy, from the deal to the score.

    Attributes:
        players, dealer: the table (seats 0-based); RU-1 plays with 4, the
            engine deals 2 to 6 (seven cards each).
        hands: each seat's cards; stock (top last); discard_pile (top last).
        table: the melds on the table, each ``(owner seat, Meld)``.
        has_melded: per seat, whether they have put down a meld (RU-4).
        phase: ``"draw"``, ``"play"`` or ``"over"``.
        taken: the card taken from the discard pile this turn (RU-5), or None.
        out_player: who went out (RU-6), or None; stock_turned (RU-7).
        moves: every move applied.
    """

    game = "rummy"
    rules = RUMMY

    def __init__(self, players: int = 4, *, seed: int = 0, dealer: int = 0,
                 _deck: Sequence[Card] | None = None) -> None:
        check_players(players, 2, 6, "Rummy")
        check_seat(dealer, players)
        self.players = players
        self.dealer = dealer
        if _deck is None:
            self.seed: int | None = check_seed(seed)
            deck = list(full_deck())
            SplitMix64(seed).shuffle(deck)
        else:
            self.seed = None
            deck = list(RUMMY.check_hand(_deck))
            if len(deck) != 52:
                raise RequestError(f"a Rummy deck has 52 cards, not {len(deck)}", token=len(deck), code="bad-deck")
        self.deck = tuple(deck)
        self.hands, used = deal_cards(deck, players, dealer, RUMMY_HAND_SIZE)
        self.discard_pile: list[Card] = [deck[used]]  # RU-1: one card starts the discard pile
        self.stock: list[Card] = list(reversed(deck[used + 1:]))
        self.table: list[tuple[int, Any]] = []
        self.has_melded = [False] * players
        self.phase = "draw"
        self._to_play = (dealer + 1) % players
        self.taken: Card | None = None
        self.out_player: int | None = None
        self.stock_turned = False
        self.moves: list[Move] = []
        self._result: Any = None

    @classmethod
    def from_deck(cls, players: int, deck: Sequence[Card] | str, *, dealer: int = 0) -> RummyRound:
        """A round dealt from ``deck`` as given, top card first (no shuffle)."""
        cards = parse_hand(deck) if isinstance(deck, str) else tuple(deck)
        return cls(players, dealer=dealer, _deck=cards)

    def copy(self) -> RummyRound:
        """An independent copy (for trying a move)."""
        other = object.__new__(RummyRound)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.discard_pile = list(self.discard_pile)
        other.table = list(self.table)
        other.has_melded = list(self.has_melded)
        other.moves = list(self.moves)
        return other

    @property
    def to_play(self) -> int:
        """The seat whose move it is."""
        return self._to_play

    @property
    def is_over(self) -> bool:
        """True once someone went out (RU-6) or the stock ran out twice (RU-7)."""
        return self.phase == "over"

    @property
    def is_draw(self) -> bool:
        """True when the round ended with nobody out (RU-7)."""
        return self.is_over and self.out_player is None

    @property
    def can_draw_discard(self) -> bool:
        """True when the discard pile has a card to take."""
        return bool(self.discard_pile)

    @property
    def result(self) -> Any:
        """The round's score (RU-8) as a :class:`~rummylab.scoring.RummyRound`."""
        if not self.is_over:
            raise IllegalMoveError("the round is not over yet", rule="RU-6", code="not-over")
        if self._result is None:
            from ..scoring import score_rummy_round

            self._result = score_rummy_round(self.hands, self.out_player)
        return self._result

    # -- legal moves -----------------------------------------------------

    def _leaves_only_taken(self, hand: list[Card], used: Sequence[Card]) -> bool:
        if self.taken is None:
            return False
        rest = Counter(hand)
        rest.subtract(used)
        left = [c for c, n in rest.items() for _ in range(n)]
        return left == [self.taken]

    def _meld_candidates(self, hand: list[Card]) -> list[tuple[Card, ...]]:
        out: list[tuple[Card, ...]] = []
        by_rank: dict[int, list[Card]] = {}
        for c in sort_cards(set(hand)):
            by_rank.setdefault(c.rank, []).append(c)
        for cards in by_rank.values():
            for k in range(3, min(len(cards), RUMMY.max_set_size or 4) + 1):
                out += [tuple(x) for x in combinations(cards, k)]
        held = set(hand)
        for c in sort_cards(held):
            run = [c]
            while run[-1].rank < 13 and Card(run[-1].rank + 1, c.suit) in held:
                run.append(Card(run[-1].rank + 1, c.suit))
                if len(run) >= 3:
                    out.append(tuple(run))
        return out

    def _extended(self, target: int, card: Card) -> Any:
        from ..melds import make_meld

        meld = self.table[target][1]
        try:
            return make_meld(meld.cards + (card,), RUMMY)
        except MeldError:
            return None

    def legal_moves(self) -> list[Move]:
        """Every move the player to play may make now."""
        p = self._to_play
        if self.phase == "over":
            return []
        if self.phase == "draw":
            moves = [Move.draw(p, "stock")] if self.stock else []
            if self.discard_pile:
                moves.append(Move.draw(p, "discard"))
            return moves
        hand = self.hands[p]
        moves = [Move.meld(p, cards) for cards in self._meld_candidates(hand)
                 if not self._leaves_only_taken(hand, cards)]
        if self.has_melded[p]:  # RU-4
            for card in sort_cards(set(hand)):
                if self._leaves_only_taken(hand, (card,)):
                    continue
                for i, (_, meld) in enumerate(self.table):
                    if self._extended(i, card) is not None:
                        moves.append(Move.lay_off(p, card, i))
        moves += [Move.discard(p, c) for c in sort_cards(set(hand)) if c != self.taken]  # RU-5
        return moves

    # -- moves -----------------------------------------------------------

    def apply(self, move: Move) -> None:
        """Play ``move``, or refuse it naming the rule (RU-2 … RU-6).

        Raises:
            IllegalMoveError: with ``rule`` set to the broken rule's id.
        """
        if self.phase == "over":
            raise IllegalMoveError("the round is over", rule="RU-6" if self.out_player is not None else "RU-7",
                                   code="round-over")
        p = self._to_play
        if move.player != p:
            raise IllegalMoveError(f"it is player {p + 1}'s turn, not player {move.player + 1}'s", rule="RU-2",
                                   code="not-your-turn", token=move.player + 1)
        kind = move.kind
        hand = self.hands[p]
        if kind not in (MoveKind.DRAW, MoveKind.MELD, MoveKind.LAY_OFF, MoveKind.DISCARD):
            raise IllegalMoveError(f"there is no {kind.value} in Rummy", rule="RU-2", code="no-such-move",
                                   token=kind.value)
        if self.phase == "draw":
            if kind is not MoveKind.DRAW:
                raise IllegalMoveError("draw a card first (from the stock or the discard pile)", rule="RU-2",
                                       code="draw-first")
            if move.source == "stock":
                if not self.stock:
                    raise IllegalMoveError("the stock is empty", rule="RU-7", code="stock-empty")
                hand.append(self.stock.pop())
            elif move.source == "discard":
                if not self.discard_pile:
                    raise IllegalMoveError("the discard pile is empty", rule="RU-2", code="discard-empty")
                self.taken = self.discard_pile.pop()
                hand.append(self.taken)
            else:
                raise IllegalMoveError(f"cannot draw from {move.source!r}", rule="RU-2", code="bad-source",
                                       token=move.source)
            self.phase = "play"
            self.moves.append(move)
            return
        if kind is MoveKind.DRAW:
            raise IllegalMoveError("you already drew a card this turn", rule="RU-2", code="already-drew")
        missing = Counter(move.cards) - Counter(hand)
        if not move.cards or missing:
            shown = " ".join(str(c) for c in missing) or "nothing"
            raise IllegalMoveError(f"{shown} is not in your hand", rule="RU-2", code="not-in-hand", token=shown)
        if kind is MoveKind.MELD:
            from ..melds import make_meld

            try:
                meld = make_meld(move.cards, RUMMY)
            except MeldError as err:
                raise IllegalMoveError(f"not a meld: {err}", rule="RU-3", code="bad-meld",
                                       token=err.token) from None
            self._refuse_leaving_taken(hand, move.cards)
            for c in move.cards:
                hand.remove(c)
            self.table.append((p, meld))
            self.has_melded[p] = True
        elif kind is MoveKind.LAY_OFF:
            if len(move.cards) != 1:
                raise IllegalMoveError("lay off one card at a time", rule="RU-4", code="one-card")
            if not self.has_melded[p]:
                raise IllegalMoveError("you may lay off only after putting down a meld of your own", rule="RU-4",
                                       code="lay-off-before-meld", token=str(move.card))
            target = move.target
            if target is None or not 0 <= target < len(self.table):
                raise IllegalMoveError(f"there is no meld {'?' if target is None else target + 1} on the table",
                                       rule="RU-4", code="no-such-meld", token=None if target is None else target + 1)
            extended = self._extended(target, move.card)
            if extended is None:
                raise IllegalMoveError(f"{move.card} does not fit meld {target + 1} "
                                       f"({' '.join(str(c) for c in self.table[target][1].cards)})", rule="RU-4",
                                       code="does-not-fit", token=str(move.card))
            self._refuse_leaving_taken(hand, move.cards)
            hand.remove(move.card)
            self.table[target] = (self.table[target][0], extended)
        else:  # DISCARD
            if len(move.cards) != 1:
                raise IllegalMoveError("discard exactly one card", rule="RU-2", code="one-card")
            if move.card == self.taken:
                raise IllegalMoveError("cannot discard the card just taken from the discard pile", rule="RU-5",
                                       code="discard-taken", token=str(move.card))
            hand.remove(move.card)
            self.discard_pile.append(move.card)
        self.moves.append(move)
        if not hand:
            self.out_player = p  # RU-6: all cards played
            self.phase = "over"
            return
        if kind is MoveKind.DISCARD:
            self._end_turn()

    def _refuse_leaving_taken(self, hand: list[Card], used: Sequence[Card]) -> None:
        if self._leaves_only_taken(hand, used):
            raise IllegalMoveError(f"that would leave only {self.taken}, the card just taken from the discard pile, "
                                   "which cannot be discarded this turn", rule="RU-5", code="strands-taken",
                                   token=str(self.taken))

    def _end_turn(self) -> None:
        self.taken = None
        self.phase = "draw"
        self._to_play = (self._to_play + 1) % self.players
        if self.stock:
            return
        if self.stock_turned:  # RU-7: the second exhaustion is a draw
            self.phase = "over"
            return
        self.stock_turned = True  # RU-7: turned over, not shuffled: the oldest discard ends on top
        self.stock = list(reversed(self.discard_pile))
        self.discard_pile = []

    # -- records ---------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON-ready data."""
        return {
            "game": self.game, "players": self.players, "dealer": self.dealer + 1, "to_play": self._to_play + 1,
            "phase": self.phase, "hands": [cards_json(h) for h in self.hands],
            "stock": cards_json(reversed(self.stock)), "discard": cards_json(self.discard_pile),
            "table": [{"owner": o + 1, "cards": cards_json(m.cards)} for o, m in self.table],
            "melded": [p + 1 for p in range(self.players) if self.has_melded[p]],
            "taken": self.taken.ascii if self.taken else None,
            "out": None if self.out_player is None else self.out_player + 1,
            "stock_turned": self.stock_turned, "moves": len(self.moves),
        }

    def to_record(self) -> dict[str, Any]:
        """The round as a JSON record."""
        record: dict[str, Any] = {"game": self.game, "players": self.players, "dealer": self.dealer + 1}
        if self.seed is not None:
            record["seed"] = self.seed
        else:
            record["deck"] = cards_json(self.deck)
        record["moves"] = [m.to_dict() for m in self.moves]
        if self.is_over:
            record["result"] = self.result_summary()
        return record

    def result_summary(self) -> dict[str, Any] | None:
        """Who went out and the points, as JSON (1-based), or None while the round goes on."""
        if not self.is_over:
            return None
        return {"out": None if self.out_player is None else self.out_player + 1, "points": list(self.result.points)}

    @classmethod
    def replay(cls, record: dict[str, Any]) -> RummyRound:
        """Deal again from a record and apply its moves; check the result if recorded."""
        players, dealer = record_header(record, cls.game)
        if "deck" in record:
            state = cls.from_deck(players, parse_hand(record["deck"]), dealer=dealer)
        else:
            state = cls(players, seed=check_seed(record.get("seed")), dealer=dealer)
        for data in record_moves(record):
            state.apply(Move.from_dict(data))
        check_replayed(record, state.result_summary())
        return state


class RummyGame:
    """A game of Rummy: rounds until someone reaches ``target`` points (RU-8).

    The first dealer is drawn by lot and the deal passes left. ``target``
    (200 in the rules) may be lowered for quick games and tests.
    """

    game = "rummy-game"

    def __init__(self, players: int = 4, *, seed: int = 0, first_dealer: int | None = None,
                 target: int = 200) -> None:
        check_players(players, 2, 6, "Rummy")
        if isinstance(target, bool) or not isinstance(target, int) or target < 1:
            raise RequestError(f"{target!r} is not a target score", token=target, code="bad-target")
        self.players = players
        self.seed = check_seed(seed)
        self.target = target
        if first_dealer is None:
            first_dealer = first_dealer_by_lot(seed, players)
        self.first_dealer = check_seat(first_dealer, players)
        self.rounds: list[RummyRound] = [self._new_round(0)]
        self._over = False

    def _new_round(self, index: int) -> RummyRound:
        return RummyRound(self.players, seed=derive_seed(self.seed, index),
                          dealer=(self.first_dealer + index) % self.players)

    @property
    def current(self) -> RummyRound:
        """The round in progress (the last one once the game is over)."""
        return self.rounds[-1]

    @property
    def to_play(self) -> int:
        """The seat to play in the current round."""
        return self.current.to_play

    @property
    def is_over(self) -> bool:
        """True once someone has reached the target (RU-8)."""
        return self._over

    def legal_moves(self) -> list[Move]:
        """The legal moves in the current round."""
        return self.current.legal_moves()

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's points over the finished rounds."""
        return tuple(sum(r.result.points[s] for r in self.rounds if r.is_over) for s in range(self.players))

    def apply(self, move: Move) -> None:
        """Play into the current round; deal the next round unless someone reached the target."""
        if self._over:
            raise IllegalMoveError(f"the game is over: a player reached {self.target}", rule="RU-8", code="game-over")
        self.current.apply(move)
        if self.current.is_over:
            if max(self.totals) >= self.target:
                self._over = True
            else:
                self.rounds.append(self._new_round(len(self.rounds)))

    @property
    def result(self) -> Any:
        """The game's totals and winner as a :class:`~rummylab.scoring.RummyGame`."""
        from ..scoring import score_rummy_game

        if not self._over:
            raise IllegalMoveError("the game is not over yet", rule="RU-8", code="not-over")
        return score_rummy_game([r.result for r in self.rounds], target=self.target)

    def snapshot(self) -> dict[str, Any]:
        """The current round's snapshot plus the game's progress."""
        return {"game": self.game, "round": len(self.rounds), "current": self.current.snapshot()}

    def to_record(self) -> dict[str, Any]:
        """The game as a JSON record."""
        record: dict[str, Any] = {"game": self.game, "players": self.players, "seed": self.seed,
                                  "first_dealer": self.first_dealer + 1, "target": self.target,
                                  "moves": [[m.to_dict() for m in r.moves] for r in self.rounds]}
        if self._over:
            record["result"] = self.result_summary()
        return record

    def result_summary(self) -> dict[str, Any] | None:
        """Totals and the winner as JSON (1-based), or None while the game goes on."""
        if not self._over:
            return None
        return {"totals": list(self.totals), "winner": self.result.winner + 1}

    @classmethod
    def replay(cls, record: dict[str, Any]) -> RummyGame:
        """Replay a game record; check the result if recorded."""
        players, first = series_header(record, cls.game)
        game = cls(4 if players is None else players, seed=check_seed(record.get("seed")), first_dealer=first,
                   target=record.get("target", 200))
        for moves in record_moves(record):
            for data in moves:
                game.apply(Move.from_dict(data))
        check_replayed(record, game.result_summary())
        return game
