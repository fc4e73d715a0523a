"""Three Thirteen: one round as a state machine, and the game of 11 rounds.

Round ``n`` deals ``n + 2`` cards each and makes that rank wild (TT-2,
TT-3), from one deck for 2 players and two for 3-4 (TT-1). A turn is a draw
and a discard (TT-5). A player whose other cards all meld may discard and go
out; everyone else then has exactly one more turn (TT-6). Each hand then
scores its leftover cards (TT-7).

Interpretation (TT-9; the rules are silent): when the stock runs out, the discard
pile is turned over without shuffling to become the stock, once, as in
Rummy (RU-7); if it runs out again, the round ends and every hand is scored
as it stands. This keeps every round finite.

House rules (:mod:`rummylab.core.house`, off by default) besides TT-8's: ``all_wild`` off refuses melds
of wild cards only (TT-3: the solver and the going out follow it); ``last_lay_off`` lets each other
player, at the end of their last turn, lay off on the melds of the player who went out, shown as
they go out (TT-6; the engine lays off optimally for that player: :mod:`rummylab.solver.lay_off`).

>>> r = ThirteenRound(4, 1, seed=5)
>>> [len(h) for h in r.hands], len(r.discard_pile), len(r.stock), r.rules.decks   # 2 decks (TT-1)
([3, 3, 3, 3], 1, 91, 2)
>>> r.rules.wild_rank   # threes are wild in round 1 (TT-3)
3
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from rummylab.core.cards import RANK_NAMES, Card, full_deck, parse_hand
from rummylab.core.errors import IllegalMoveError, RequestError, RulesError
from rummylab.core.house import record_options
from rummylab.core.rules import tt_decks_for_players
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

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.games.three_thirteen.scoring import ThreeThirteenGameResult, ThreeThirteenRoundScore

__all__ = ["ThirteenRound", "ThirteenGame", "TT_MAX_PLAYERS"]

#: The engine deals Three Thirteen for 2 to 8 players (TT-1: enough decks for every round).
TT_MAX_PLAYERS = 8

class ThirteenRound(Dealt):
    """One round of Three Thirteen, from the deal to the scores.

    Attributes:
        players, round, dealer: the table (seats 0-based).
        rules: the round's rules (wild rank, decks, variants).
        hands: each seat's cards.
        stock: face down, top card last; discard_pile: face up, top card last.
        phase: :class:`~rummylab.games.common.Phase` ``DRAW``, ``DISCARD`` or ``OVER``.
        out_player: the seat that went out (TT-6), or None.
        final_turns: turns still owed to the others after someone went out.
        stock_turned: True once the discard pile has been turned over.
        moves: every move applied.
    """

    game = "three-thirteen"
    title = "Three Thirteen"
    max_players = TT_MAX_PLAYERS
    move_kinds = frozenset({MoveKind.DRAW, MoveKind.DISCARD, MoveKind.GO_OUT})
    turn_rule = "TT-5"
    stock_rule = "TT-5"
    no_such_move = "there is no {kind} in {title}: draw, then discard"
    _copied = Dealt._copied + ("last_turns",)

    def __init__(self, players: int, round: int, *, seed: int = 0, dealer: int = 0,
                 _deck: Sequence[Card] | None = None, **options: Any) -> None:
        self.check_table(players)
        if round is None:  # the game's rules would read no round as round 11
            raise RulesError("None is not a round of Three Thirteen (1 to 11)", token=None, code="bad-round")
        self.rules, self.options = house_rules("three-thirteen", options, round=round,
                                               decks=tt_decks_for_players(players))
        check_seat(dealer, players)
        self.players = players
        self.round = round
        self.dealer = dealer
        deck_size = 52 * self.rules.decks + self.rules.jokers
        if _deck is None:
            self.seed: int | None = check_seed(seed)
            deck = list(full_deck(decks=self.rules.decks, jokers=self.rules.jokers))
            SplitMix64(seed).shuffle(deck)
        else:
            self.seed = None
            deck = list(self.rules.check_hand(_deck))
            if len(deck) != deck_size:
                raise RequestError(f"this round's deck has {deck_size} cards, not {len(deck)}", token=len(deck),
                                   code="bad-deck")
        self.deck = tuple(deck)
        assert self.rules.hand_size is not None
        self.hands, used = deal_cards(deck, players, dealer, self.rules.hand_size)
        # TT-2: the rest is the stock; its top card is turned up to start the discard pile.
        self.discard_pile: list[Card] = [deck[used]]
        self.stock: list[Card] = list(reversed(deck[used + 1:]))
        self.phase = Phase.DRAW
        self._to_play = (dealer + 1) % players  # TT-5: the dealer's left starts
        self.out_player: int | None = None
        self.final_turns = 0
        self.stock_turned = False
        self.stock_ran_out = False
        self.last_turns: list[int] = []  # the seats that played their last turn (TT-6), in order
        self.moves: list[Move] = []
        self._result: ThreeThirteenRoundScore | None = None

    @classmethod
    def from_deck(cls, players: int, round: int, deck: Sequence[Card] | str, *, dealer: int = 0,
                  **options: Any) -> ThirteenRound:
        """A round dealt from ``deck`` as given, top card first (no shuffle)."""
        cards = parse_hand(deck) if isinstance(deck, str) else tuple(deck)
        return cls(players, round, dealer=dealer, _deck=cards, **options)

    @property
    def can_go_out(self) -> bool:
        """True while nobody has gone out yet (a player goes out once per round, TT-6)."""
        return self.out_player is None

    @property
    def shown(self) -> tuple[Any, ...]:
        """The melds of the player who went out, shown for the others to lay off on (house rule
        ``last_lay_off``, TT-6); () without it or while nobody is out."""
        if self.out_player is None or not self.rules.last_lay_off:
            return ()
        from rummylab.solver.melds import best_arrangement

        return best_arrangement(self.hands[self.out_player], self.rules).melds

    @property
    def result(self) -> ThreeThirteenRoundScore:
        """The round's scores (TT-7); under the house rule ``last_lay_off`` the others lay off first (TT-6)."""
        if not self.is_over:
            raise IllegalMoveError("the round is not over yet", rule="TT-6", code="not-over")
        if self._result is None:
            from rummylab.games.three_thirteen.scoring import score_three_thirteen_round

            self._result = score_three_thirteen_round(self.hands, self.round, out=self.out_player, rules=self.rules,
                                                      order=self.last_turns)
        return self._result

    def legal_moves(self) -> list[Move]:
        """Every move the player to play may make now."""
        from rummylab.solver.melds import min_deadwood

        p = self._to_play
        if self.phase is Phase.OVER:
            return []
        if self.phase is Phase.DRAW:
            return self._draws(p)
        hand = self.hands[p]
        moves = []
        for card in dict.fromkeys(hand):
            moves.append(Move.discard(p, card))
            if self.can_go_out and min_deadwood(_without(hand, card), self.rules) == 0:
                moves.append(Move.go_out(p, card))
        return moves

    def _over_error(self) -> IllegalMoveError:
        return IllegalMoveError("the round is over", rule="TT-6", code="round-over")

    def _play(self, move: Move) -> None:
        """Discard, or go out discarding when every other card melds (TT-5, TT-6)."""
        p = self._to_play
        kind = move.kind
        hand = self.hands[p]
        card = move.card if len(move.cards) == 1 else None
        if card is None or card not in hand:
            shown = card if card is not None else "those cards"
            raise IllegalMoveError(f"{shown} is not in your hand", rule="TT-5", code="not-in-hand",
                                   token=str(shown))
        if kind is MoveKind.GO_OUT:
            from rummylab.solver.melds import min_deadwood

            if self.out_player is not None:
                raise IllegalMoveError(f"player {self.out_player + 1} has already gone out this round", rule="TT-6",
                                       code="already-out")
            left = min_deadwood(_without(hand, card), self.rules)
            if left:
                raise IllegalMoveError(f"cannot go out: the other cards leave {left} points out of melds",
                                       rule="TT-6", code="cannot-go-out", token=str(card), deadwood=left)
        hand.remove(card)
        self.discard_pile.append(card)
        self.moves.append(move)
        if kind is MoveKind.GO_OUT:
            self.out_player = p
            self.final_turns = self.players - 1  # TT-6: everyone else has exactly one more turn
        elif self.out_player is not None:
            self.last_turns.append(p)  # under the house rule last_lay_off, p lays off now (rummylab.solver.lay_off)
            self.final_turns -= 1
            if self.final_turns == 0:
                self.phase = Phase.OVER  # play has come back to the player who went out
                return
        self.phase = Phase.DRAW
        self._to_play = (p + 1) % self.players
        if not self.stock:
            self._stock_exhausted()

    def _stock_exhausted(self) -> None:
        # TT-9, an interpretation (module docstring): turn the pile over once, then the round ends.
        if self.stock_turned:
            self.stock_ran_out = True
            self.phase = Phase.OVER
            return
        self.stock_turned = True
        self.stock = list(reversed(self.discard_pile))  # face down: the oldest discard ends on top
        self.discard_pile = []

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON-ready data."""
        return {
            "game": self.game, "players": self.players, "round": self.round,
            "wild": RANK_NAMES[self.rules.wild_rank or 0], "dealer": self.dealer + 1,
            "to_play": self._to_play + 1, "phase": self.phase.value,
            "hands": [cards_json(h) for h in self.hands], "stock": cards_json(reversed(self.stock)),
            "discard": cards_json(self.discard_pile),
            "out": None if self.out_player is None else self.out_player + 1,
            "final_turns": self.final_turns, "stock_turned": self.stock_turned, "moves": len(self.moves),
            **({"shown": [cards_json(m.cards) for m in self.shown]} if self.shown else {}),
        }

    def to_record(self) -> dict[str, Any]:
        """The round as a JSON record."""
        head: dict[str, Any] = {"game": self.game, "players": self.players, "round": self.round,
                                "dealer": self.dealer + 1}
        if self.options:
            head["options"] = dict(self.options)
        return self._record(head)

    def result_summary(self) -> dict[str, Any] | None:
        """Who went out and the penalties, as JSON (1-based), or None while the round goes on."""
        if not self.is_over:
            return None
        result = self.result
        return {"out": None if result.out is None else result.out + 1, "penalties": list(result.penalties)}

    @classmethod
    def _deal(cls, record: dict[str, Any], players: int, dealer: int, *,
              deck: tuple[Card, ...] | None = None, seed: int = 0) -> ThirteenRound:
        options = record_options(get("three-thirteen"), record)
        rnd = record.get("round")
        if deck is not None:
            return cls.from_deck(players, rnd, deck, dealer=dealer, **options)  # type: ignore[arg-type]
        return cls(players, rnd, seed=seed, dealer=dealer, **options)  # type: ignore[arg-type]


def _without(hand: Sequence[Card], card: Card) -> list[Card]:
    rest = list(hand)
    rest.remove(card)
    return rest


class ThirteenGame(Series[ThirteenRound, "ThreeThirteenGameResult"]):
    """A game of Three Thirteen: rounds 1 to 11, the deal passing left (TT-2, TT-7).

    ``rounds`` shortens the game (the first ``rounds`` rounds) for demos and
    tests; the rules' game has 11. :attr:`result` gives the totals and
    winners (TT-7) as a :class:`~rummylab.games.three_thirteen.scoring.ThreeThirteenGameResult`.
    """

    game = "three-thirteen-game"
    noun = "game"
    rule = "TT-2"
    part = "round"

    def __init__(self, players: int, *, seed: int = 0, first_dealer: int | None = None, rounds: int = 11,
                 **options: Any) -> None:
        ThirteenRound.check_table(players)
        if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= 11:
            raise RequestError(f"{rounds!r} is not a number of rounds (1 to 11)", token=rounds, code="bad-rounds")
        # refuses a bad name or value; keeps only the options set, as a round records them
        _, self.options = house_rules("three-thirteen", options, round=1, decks=tt_decks_for_players(players))
        self.total_rounds = rounds
        super().__init__(players, seed=seed, first_dealer=first_dealer)

    @property
    def rounds(self) -> list[ThirteenRound]:
        """Every round dealt so far, the current one last."""
        return self._parts

    def _new_part(self, index: int) -> ThirteenRound:
        number = index + 1  # round n deals n + 2 cards (TT-2) and seeds from n
        return ThirteenRound(self.players, number, seed=derive_seed(self.seed, number), dealer=self.dealer_of(index),
                             **self.options)

    def _goes_on(self) -> bool:
        return len(self._parts) < self.total_rounds

    def _over_error(self) -> IllegalMoveError:
        return IllegalMoveError(f"the game is over after round {self.total_rounds}", rule="TT-2", code="game-finished")

    def _outcome(self) -> ThreeThirteenGameResult:
        from rummylab.games.three_thirteen.scoring import score_three_thirteen_game

        return score_three_thirteen_game([r.result for r in self.rounds])

    def _summary(self) -> dict[str, Any]:
        result = self.result
        return {"totals": list(result.totals), "winners": [w + 1 for w in result.winners]}

    def _settings(self) -> dict[str, Any]:
        return {"rounds": self.total_rounds}

    def _options(self) -> dict[str, Any]:
        return {"options": dict(self.options)} if self.options else {}

    @classmethod
    def _from_record(cls, record: dict[str, Any], players: Any, *, seed: int,
                     first_dealer: int | None) -> ThirteenGame:
        return cls(players, seed=seed, first_dealer=first_dealer, rounds=record.get("rounds", 11),
                   **record_options(get("three-thirteen"), record))
