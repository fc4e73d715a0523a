"""Rummy (the basic game): one round as a state machine, and the game to 200.

Seven cards each from one deck (RU-1); a turn is a draw, then melds and lay-offs as the player
likes, then one discard (RU-2). Melds go face up on the table (RU-3); a player may lay off on any
meld only after putting down a meld of their own (RU-4); the card taken from the discard pile cannot
be discarded in the same turn (RU-5). Whoever plays all their cards goes out (RU-6). The stock is
turned over once; a second exhaustion is a draw (RU-7). Only the player who goes out scores (RU-8).

House rules (:mod:`rummylab.core.house`, off by default): ``reshuffle`` shuffles the pile turned over
(RU-7) from the round's seed, the same in a replay; ``discard_out`` refuses a meld or lay-off that
empties the hand (RU-6); ``ace_points`` values an ace left in a hand, ``target`` ends the game (RU-8).

Engine readings: any meld or lay-off that empties the hand goes out without a discard (RU-6 names
the common case: two cards plus a drawn third that melds with them); a meld or lay-off that would
leave only the card just taken from the discard pile is refused, since that card could then be
neither discarded nor kept (RU-5).

>>> r = RummyRound(4, seed=3)
>>> [len(h) for h in r.hands], len(r.discard_pile), len(r.stock)   # RU-1: 28+1+23
([7, 7, 7, 7], 1, 23)
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import TYPE_CHECKING, Any, Sequence

from rummylab.core.cards import Card, full_deck, parse_hand, sort_cards
from rummylab.core.errors import IllegalMoveError, MeldError, RequestError
from rummylab.core.house import fields_of, record_options
from rummylab.core.rules import RUMMY
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
from rummylab.solver.arrangement import Meld

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.games.rummy.scoring import RummyGameResult, RummyRoundScore

__all__ = ["RummyRound", "RummyGame", "RUMMY_HAND_SIZE"]

#: RU-1: seven cards each.
RUMMY_HAND_SIZE = 7
_PILE_LABEL = 7_007  # derives the seed of the discard pile's shuffle (house rule reshuffle) from the round's


class RummyRound(Dealt):
    """One round of Rummy, from the deal to the score.

    Attributes:
        players, dealer: the table (seats 0-based); RU-1 plays with 4, the
            engine deals 2 to 6 (seven cards each).
        hands: each seat's cards; stock (top last); discard_pile (top last).
        table: the melds on the table, each ``(owner seat, Meld)``.
        has_melded: per seat, whether they have put down a meld (RU-4).
        phase: :class:`~rummylab.games.common.Phase` ``DRAW``, ``PLAY`` or ``OVER``.
        taken: the card taken from the discard pile this turn (RU-5), or None.
        out_player: who went out (RU-6), or None; stock_turned (RU-7).
        rules: the rules with the house rules given; options: those set (what the record keeps).
        moves: every move applied.
    """

    game = "rummy"
    title = "Rummy"
    max_players = 6
    rules = RUMMY
    move_kinds = frozenset({MoveKind.DRAW, MoveKind.MELD, MoveKind.LAY_OFF, MoveKind.DISCARD})
    turn_rule = "RU-2"
    stock_rule = "RU-7"
    after_draw = Phase.PLAY
    keeps_taken = True  # RU-5
    _copied = Dealt._copied + ("table", "has_melded")

    def __init__(self, players: int = 4, *, seed: int = 0, dealer: int = 0,
                 _deck: Sequence[Card] | None = None, **options: Any) -> None:
        self.check_table(players)
        self.rules, self.options = house_rules("rummy", options) if options else (RUMMY, {})
        check_seat(dealer, players)
        self.players = players
        self.dealer = dealer
        if _deck is None:
            self.seed: int | None = check_seed(seed)
            deck = list(full_deck())
            SplitMix64(seed).shuffle(deck)
        else:
            self.seed = None
            deck = list(self.rules.check_hand(_deck))
            if len(deck) != 52:
                raise RequestError(f"a Rummy deck has 52 cards, not {len(deck)}", token=len(deck), code="bad-deck")
        self.deck = tuple(deck)
        self.hands, used = deal_cards(deck, players, dealer, RUMMY_HAND_SIZE)
        self.discard_pile: list[Card] = [deck[used]]  # RU-1: one card starts the discard pile
        self.stock: list[Card] = list(reversed(deck[used + 1:]))
        self.table: list[tuple[int, Meld]] = []
        self.has_melded = [False] * players
        self.phase = Phase.DRAW
        self._to_play = (dealer + 1) % players
        self.taken: Card | None = None
        self.out_player: int | None = None
        self.stock_turned = False
        self.moves: list[Move] = []
        self._result: RummyRoundScore | None = None

    @classmethod
    def from_deck(cls, players: int, deck: Sequence[Card] | str, *, dealer: int = 0, **options: Any) -> RummyRound:
        """A round dealt from ``deck`` as given, top card first (no shuffle)."""
        cards = parse_hand(deck) if isinstance(deck, str) else tuple(deck)
        return cls(players, dealer=dealer, _deck=cards, **options)

    @property
    def is_draw(self) -> bool:
        """True when the round ended with nobody out (RU-7)."""
        return self.is_over and self.out_player is None

    @property
    def can_draw_discard(self) -> bool:
        """True when the discard pile has a card to take."""
        return bool(self.discard_pile)

    @property
    def result(self) -> RummyRoundScore:
        """The round's score (RU-8)."""
        if not self.is_over:
            raise IllegalMoveError("the round is not over yet", rule="RU-6", code="not-over")
        if self._result is None:
            from rummylab.games.rummy.scoring import score_rummy_round
            self._result = score_rummy_round(self.hands, self.out_player, rules=self.rules)
        return self._result

    # -- legal moves -----------------------------------------------------

    def _empties(self, hand: list[Card], used: Sequence[Card]) -> bool:
        """True when playing ``used`` would go out without a discard (the house rule discard_out refuses it, RU-6)."""
        return self.rules.discard_out and len(used) == len(hand)

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
            for k in range(3, min(len(cards), self.rules.max_set_size or 4) + 1):
                out += [tuple(x) for x in combinations(cards, k)]
        held = set(hand)
        for c in sort_cards(held):
            run = [c]
            while run[-1].rank < 13 and Card(run[-1].rank + 1, c.suit) in held:
                run.append(Card(run[-1].rank + 1, c.suit))
                if len(run) >= 3:
                    out.append(tuple(run))
        return out

    def _extended(self, target: int, card: Card) -> Meld | None:
        from rummylab.solver.melds import make_meld

        meld = self.table[target][1]
        try:
            return make_meld(meld.cards + (card,), self.rules)
        except MeldError:
            return None

    def legal_moves(self) -> list[Move]:
        """Every move the player to play may make now."""
        p = self._to_play
        if self.phase is Phase.OVER:
            return []
        if self.phase is Phase.DRAW:
            return self._draws(p)
        hand = self.hands[p]
        moves = [Move.meld(p, cards) for cards in self._meld_candidates(hand)
                 if not self._leaves_only_taken(hand, cards) and not self._empties(hand, cards)]
        if self.has_melded[p]:  # RU-4
            for card in sort_cards(set(hand)):
                if self._leaves_only_taken(hand, (card,)) or self._empties(hand, (card,)):
                    continue
                for i in range(len(self.table)):
                    if self._extended(i, card) is not None:
                        moves.append(Move.lay_off(p, card, i))
        moves += [Move.discard(p, c) for c in sort_cards(set(hand)) if c != self.taken]  # RU-5
        return moves

    # -- moves -----------------------------------------------------------

    def _over_error(self) -> IllegalMoveError:
        return IllegalMoveError("the round is over", rule="RU-6" if self.out_player is not None else "RU-7",
                                code="round-over")

    def _play(self, move: Move) -> None:
        """A meld, a lay-off or the discard that ends the turn (RU-3 … RU-6)."""
        p = self._to_play
        kind = move.kind
        hand = self.hands[p]
        missing = Counter(move.cards) - Counter(hand)
        if not move.cards or missing:
            shown = " ".join(str(c) for c in missing) or "nothing"
            raise IllegalMoveError(f"{shown} is not in your hand", rule="RU-2", code="not-in-hand", token=shown)
        if kind is MoveKind.MELD:
            from rummylab.solver.melds import make_meld

            try:
                meld = make_meld(move.cards, self.rules)
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
            self.phase = Phase.OVER
            return
        if kind is MoveKind.DISCARD:
            self._end_turn()

    def _refuse_leaving_taken(self, hand: list[Card], used: Sequence[Card]) -> None:
        if self._empties(hand, used):  # the house rule discard_out (RU-6)
            shown = " ".join(str(c) for c in used)
            raise IllegalMoveError(f"{shown} would empty your hand: at this table the last card is a discard",
                                   rule="RU-6", code="discard-out", token=shown)
        if self._leaves_only_taken(hand, used):
            raise IllegalMoveError(f"that would leave only {self.taken}, the card just taken from the discard pile, "
                                   "which cannot be discarded this turn", rule="RU-5", code="strands-taken",
                                   token=str(self.taken))

    def _pile_seed(self) -> int:
        """The seed the discard pile is shuffled with (house rule reshuffle): the round's, or its deck's."""
        if self.seed is not None:
            return derive_seed(self.seed, _PILE_LABEL)
        return derive_seed(_PILE_LABEL, *(c.rank * 4 + "CDHS".index(c.suit.value) for c in self.deck))

    def _end_turn(self) -> None:
        self.taken = None
        self.phase = Phase.DRAW
        self._to_play = (self._to_play + 1) % self.players
        if self.stock:
            return
        if self.stock_turned:  # RU-7: the second exhaustion is a draw
            self.phase = Phase.OVER
            return
        self.stock_turned = True  # RU-7: turned over, not shuffled: the oldest discard ends on top
        self.stock = list(reversed(self.discard_pile))
        if self.rules.reshuffle:  # the house rule: shuffled, the same way in every replay
            SplitMix64(self._pile_seed()).shuffle(self.stock)
        self.discard_pile = []

    # -- records ---------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON-ready data."""
        return {
            "game": self.game, "players": self.players, "dealer": self.dealer + 1, "to_play": self._to_play + 1,
            "phase": self.phase.value, "hands": [cards_json(h) for h in self.hands],
            "stock": cards_json(reversed(self.stock)), "discard": cards_json(self.discard_pile),
            "table": [{"owner": o + 1, "cards": cards_json(m.cards)} for o, m in self.table],
            "melded": [p + 1 for p in range(self.players) if self.has_melded[p]],
            "taken": self.taken.ascii if self.taken else None,
            "out": None if self.out_player is None else self.out_player + 1,
            "stock_turned": self.stock_turned, "moves": len(self.moves),
        }

    def to_record(self) -> dict[str, Any]:
        """The round as a JSON record."""
        head: dict[str, Any] = {"game": self.game, "players": self.players, "dealer": self.dealer + 1}
        if self.options:
            head["options"] = dict(self.options)
        return self._record(head)

    def result_summary(self) -> dict[str, Any] | None:
        """Who went out and the points, as JSON (1-based), or None while the round goes on."""
        if not self.is_over:
            return None
        return {"out": None if self.out_player is None else self.out_player + 1, "points": list(self.result.points)}

    @classmethod
    def _deal(cls, record: dict[str, Any], players: int, dealer: int, *,
              deck: tuple[Card, ...] | None = None, seed: int = 0) -> RummyRound:
        options = record_options(get("rummy"), record)
        if deck is not None:
            return cls.from_deck(players, deck, dealer=dealer, **fields_of(options))
        return cls(players, seed=seed, dealer=dealer, **fields_of(options))


class RummyGame(Series[RummyRound, "RummyGameResult"]):
    """A game of Rummy: rounds until someone reaches ``target`` points (RU-8).

    The first dealer is drawn by lot and the deal passes left. ``target`` (RU-8: 200) is the house
    rule of that name, so argument and option are one: 50 to 1000 where house rules come in
    (``--rule``, a request's ``house``), any positive target here (quick games, tests). The record
    keeps it as ``target``, the other house rules as ``options``. :attr:`result` gives the totals
    and the winner as a :class:`~rummylab.games.rummy.scoring.RummyGameResult`.
    """

    game = "rummy-game"
    noun = "game"
    rule = "RU-8"
    part = "round"

    def __init__(self, players: int = 4, *, seed: int = 0, first_dealer: int | None = None,
                 target: int = 200, **options: Any) -> None:
        RummyRound.check_table(players)
        if isinstance(target, bool) or not isinstance(target, int) or target < 1:
            raise RequestError(f"{target!r} is not a target score", token=target, code="bad-target")
        self.target = target
        rules, self.options = house_rules("rummy", options) if options else (RUMMY, {})
        self.rules = rules.with_options(target=target) if target != rules.target else rules
        super().__init__(players, seed=seed, first_dealer=first_dealer)

    @property
    def rounds(self) -> list[RummyRound]:
        """Every round dealt so far, the current one last."""
        return self._parts

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's points over the finished rounds."""
        return tuple(sum(r.result.points[s] for r in self.rounds if r.is_over) for s in range(self.players))

    def _new_part(self, index: int) -> RummyRound:
        return RummyRound(self.players, seed=derive_seed(self.seed, index), dealer=self.dealer_of(index),
                          **self.options)

    def _goes_on(self) -> bool:
        return max(self.totals) < self.target  # RU-8: until someone reaches the target

    def _over_error(self) -> IllegalMoveError:
        return IllegalMoveError(f"the game is over: a player reached {self.target}", rule="RU-8", code="game-finished")

    def _outcome(self) -> RummyGameResult:
        from rummylab.games.rummy.scoring import score_rummy_game
        return score_rummy_game([r.result for r in self.rounds], target=self.target)

    def _summary(self) -> dict[str, Any]:
        winner = self.result.winner
        assert winner is not None  # the game is over: someone reached the target (RU-8)
        return {"totals": list(self.totals), "winner": winner + 1}

    def _settings(self) -> dict[str, Any]:
        return {"target": self.target}

    def _options(self) -> dict[str, Any]:
        return {"options": dict(self.options)} if self.options else {}

    @classmethod
    def _from_record(cls, record: dict[str, Any], players: Any, *, seed: int, first_dealer: int | None) -> RummyGame:
        options = record_options(get("rummy"), record)
        if "target" in options:
            raise RequestError("the record gives its target as 'target', not among its options", token="target",
                               code="bad-record")
        return cls(players, seed=seed, first_dealer=first_dealer, target=record.get("target", 200), **options)
