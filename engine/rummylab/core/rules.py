"""Rules as data: one :class:`Rules` value per game and round.

Nothing else in the engine asks "which game is this?": the solver, the
scoring and the validation read these fields.

>>> KNOCK_RUMMY.max_set_size, KNOCK_RUMMY.decks
(4, 1)
>>> r = three_thirteen(8)
>>> r.wild_rank, r.hand_size, r.decks
(10, 10, 2)
>>> r.value(Card.parse("KS")), three_thirteen(1, court_values=True).value(Card.parse("KS"))
(10, 13)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

from rummylab.core.cards import Card, check_copies
from rummylab.core.errors import RulesError

__all__ = [
    "Rules",
    "KNOCK_RUMMY",
    "RUMMY",
    "GAMES",
    "three_thirteen",
    "knock_rummy",
    "rummy",
    "tt_decks_for_players",
    "knock_hand_size",
]


@dataclass(frozen=True, slots=True)
class Rules:
    """Everything about a game that the engine's arithmetic depends on.

    Attributes:
        game: ``"knock"``, ``"three-thirteen"`` or ``"rummy"``.
        decks: 52-card decks in play (copies allowed of each card).
        max_set_size: the largest set (4 with one deck, KR-4/RU-3), or None
            for no cap (TT-4).
        wild_rank: the rank that is wild this round (TT-3), or None.
        jokers: jokers in play in all (TT-8 variant); each is wild.
        ace_high: aces may end a run above the king too (TT-8 variant).
        court_values: J 11, Q 12, K 13 instead of 10 each (TT-8 variant).
        hand_size: cards dealt to each player, or None when it depends on the
            number of players (Knock Rummy, KR-2).
        round: the Three Thirteen round (1-11), or None.

    House rules (:mod:`rummylab.core.house`; each default is the site's profile):
        penalty: what a beaten knocker pays on top (KR-10c: 10).
        rum_bonus: what each player pays a knocker at rum on top (KR-10a: 25).
        penalty_each: a beaten knocker pays the penalty in full to every player below them,
            instead of once, split between the winners (KR-10c).
        knock_max: the most deadwood a player may knock with, or None for no limit (KR-7).
        lay_off: when the knocker is not at rum, the others lay off cards on the knocker's
            melds before counting their deadwood (KR-4, KR-10).
        five_hand: cards dealt to each player at a table of five (KR-2: 7).
        last_lay_off: after someone goes out, the others may lay off on the melds of the player
            who went out in their last turn (TT-6).
        all_wild: a meld may be made of wild cards only (TT-3).
        reshuffle: the discard pile is shuffled when it is turned over to become the stock (RU-7).
        discard_out: going out needs a last discard (RU-6).
        target: the points that end the game (RU-8: 200).
        ace_points: what an ace left in a hand costs (RU-8: 1).
    """

    game: str
    decks: int = 1
    max_set_size: int | None = 4
    wild_rank: int | None = None
    jokers: int = 0
    ace_high: bool = False
    court_values: bool = False
    hand_size: int | None = None
    round: int | None = None
    penalty: int = 10
    rum_bonus: int = 25
    penalty_each: bool = False
    knock_max: int | None = None
    lay_off: bool = False
    five_hand: int = 7
    last_lay_off: bool = False
    all_wild: bool = True
    reshuffle: bool = False
    discard_out: bool = False
    target: int = 200
    ace_points: int = 1

    def __post_init__(self) -> None:
        if self.game not in GAMES:
            raise RulesError(f"{self.game!r} is not a game (choose {', '.join(GAMES)})", token=self.game, code="bad-game")
        if isinstance(self.decks, bool) or not isinstance(self.decks, int) or not 1 <= self.decks <= 8:
            raise RulesError(f"{self.decks!r} decks is not possible (1 to 8)", token=self.decks, code="bad-decks")
        if self.wild_rank is not None and (isinstance(self.wild_rank, bool) or not isinstance(self.wild_rank, int)
                                           or not 1 <= self.wild_rank <= 13):
            raise RulesError(f"{self.wild_rank!r} is not a rank", token=self.wild_rank, code="bad-rank")
        # Settings read from requests and records: the wrong type is refused here, by name.
        if isinstance(self.jokers, bool) or not isinstance(self.jokers, int) or not 0 <= self.jokers <= 2 * self.decks:
            raise RulesError(f"jokers={self.jokers!r} is not possible (0 to {2 * self.decks}: two a deck)",
                             token=f"jokers={self.jokers!r}")
        for name in ("ace_high", "court_values"):
            if not isinstance(getattr(self, name), bool):
                raise RulesError(f"{name}={getattr(self, name)!r} is not true or false", token=f"{name}={getattr(self, name)!r}")

    def value(self, card: Card) -> int:
        """The card's penalty value when left over (A 1, 2-10 face, J Q K 10; an ace ``ace_points`` at Rummy).

        TT-7: a wild card left over scores its face value. TT-8 variants: a
        leftover ace costs 15 when aces are high, J Q K count 11 12 13, a
        joker costs 20.
        """
        if card.is_joker:
            return 20
        if card.rank == 1:
            return 15 if self.ace_high else self.ace_points
        if card.rank > 10:
            return card.rank if self.court_values else 10
        return card.rank

    def is_wild(self, card: Card) -> bool:
        """True if the card is wild under these rules (TT-3, TT-8)."""
        return card.is_joker or (self.wild_rank is not None and card.rank == self.wild_rank)

    @property
    def has_wilds(self) -> bool:
        """True if any card can be wild."""
        return self.wild_rank is not None or self.jokers > 0

    def check_hand(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        """Return the cards as a tuple after checking copies against the decks.

        Raises:
            DuplicateCardError: more copies of a card than the decks hold, or
                a joker where the game has none.
        """
        hand = tuple(cards)
        check_copies(hand, decks=self.decks, jokers=self.jokers)
        return hand

    def with_options(self, **changes: object) -> Rules:
        """A copy with some fields changed (``dataclasses.replace``)."""
        return replace(self, **changes)  # type: ignore[arg-type]


GAMES = ("knock", "three-thirteen", "rummy")

#: Knock Rummy, the reference profile (KR-1, KR-4): one deck, sets of 3-4.
KNOCK_RUMMY = Rules(game="knock")
#: Basic Rummy (RU-1, RU-3): one deck, 7 cards each, sets of 3-4.
RUMMY = Rules(game="rummy", hand_size=7)


def knock_rummy() -> Rules:
    """The Knock Rummy rules (KR-1, KR-4)."""
    return KNOCK_RUMMY


def rummy() -> Rules:
    """The basic Rummy rules (RU-1, RU-3)."""
    return RUMMY


def knock_hand_size(players: int, five_hand: int = 7) -> int:
    """Cards dealt to each player in Knock Rummy (KR-2): 10 with 2, 7 with 3-5.

    ``five_hand``: the cards each of five players holds (the house rule ``five-hand``: 6 leaves a
    stock of 21, KR-2's counts 30+1+21).

    >>> [knock_hand_size(n) for n in (2, 3, 5)], knock_hand_size(5, five_hand=6), knock_hand_size(4, five_hand=6)
    ([10, 7, 7], 6, 7)
    """
    if not isinstance(players, int) or not 2 <= players <= 5:
        raise RulesError(f"Knock Rummy is for 2 to 5 players, not {players!r}", token=players, code="bad-players")
    if players == 5:
        return five_hand
    return 10 if players == 2 else 7


def tt_decks_for_players(players: int) -> int:
    """Decks for a Three Thirteen game (TT-1).

    One deck for 2 players, two for 3 or 4; beyond that, enough decks that
    round 11 (13 cards each) leaves cards to spare for the stock and the
    discard pile.

    >>> [tt_decks_for_players(n) for n in (2, 3, 4, 5, 8, 12)]
    [1, 2, 2, 2, 3, 4]
    """
    if not isinstance(players, int) or players < 2:
        raise RulesError(f"Three Thirteen needs at least 2 players, not {players!r}", token=players, code="bad-players")
    if players == 2:
        return 1
    decks = 2
    while 52 * decks < 13 * players + 2:
        decks += 1
    return decks


def three_thirteen(
    round: int,
    *,
    decks: int = 2,
    ace_high: bool = False,
    court_values: bool = False,
    jokers: int = 0,
    **house: object,
) -> Rules:
    """The Three Thirteen rules for one round (TT-2, TT-3, TT-4, TT-8).

    Round ``n`` deals ``n + 2`` cards and the rank ``n + 2`` is wild (threes
    in round 1 … kings in round 11). Sets have no cap (TT-4). ``house``: other
    house rules (:mod:`rummylab.core.house`), as ``Rules`` fields.

    Raises:
        RulesError: the round is not 1-11.
    """
    if not isinstance(round, int) or isinstance(round, bool) or not 1 <= round <= 11:
        raise RulesError(f"{round!r} is not a round of Three Thirteen (1 to 11)", token=round, code="bad-round")
    return Rules(
        game="three-thirteen",
        decks=decks,
        max_set_size=None,
        wild_rank=round + 2,
        jokers=jokers,
        ace_high=ace_high,
        court_values=court_values,
        hand_size=round + 2,
        round=round,
        **house,  # type: ignore[arg-type]
    )
