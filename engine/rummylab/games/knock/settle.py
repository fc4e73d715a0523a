"""Settlement of a Knock Rummy hand and of a session (KR-10, KR-11), in exact fractions.

Every payment is ``own deadwood − m`` (m = the lowest deadwood at the table),
plus a 10-point penalty for a beaten knocker (KR-10c) or a 25-point bonus for
rum (KR-10a); when several players win, each payment is split equally between
them and kept exact as a :class:`~fractions.Fraction`. The house rules
(:mod:`rummylab.core.house`, fields of the ``rules`` given) change the penalty and the
bonus, pay the penalty to every player below the knocker (``penalty_each``), refuse
a knocker over the most deadwood to knock (``knock_max``, KR-7) and, from the
cards, lay off on the knocker's melds (``lay_off``, :mod:`rummylab.games.knock.lay_off`).

KR-EX1: A knocks with 8, B holds 3; A pays B 8 − 3 + 10 = 15.

>>> s = settle_knock([8, 3], knocker=0)
>>> s.case.value, [(t.payer, t.payee, format_amount(t.amount)) for t in s.transfers]
('knocker-beaten', [(0, 1, '15')])
>>> [format_amount(x) for x in settle_knock([0, 0, 7], knocker=None).net]
['7/2', '7/2', '-7']
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Sequence

from rummylab.core.amounts import format_amount, parse_amount
from rummylab.core.cards import Card, check_copies, parse_hand
from rummylab.core.errors import HandError, SettlementError
from rummylab.core.rules import KNOCK_RUMMY, Rules

if TYPE_CHECKING:  # pragma: no cover - only for type hints
    from rummylab.games.knock.lay_off import LaidOff
    from rummylab.solver.melds import Arrangement

__all__ = [
    "most_deadwood",
    "check_deadwood_held",
    "KnockCase",
    "Transfer",
    "KnockSettlement",
    "SessionResult",
    "KNOCK_PENALTY",
    "RUM_BONUS",
    "MIN_PLAYERS",
    "MAX_PLAYERS",
    "settle_knock",
    "settle_knock_hands",
    "settle_session",
    "format_amount",
    "parse_amount",
]

#: KR-10c: what a beaten knocker pays on top of the difference (the profile's; ``Rules.penalty``).
KNOCK_PENALTY = KNOCK_RUMMY.penalty
#: KR-10a: what every other player pays on top of their deadwood when the knocker has 0 (``Rules.rum_bonus``).
RUM_BONUS = KNOCK_RUMMY.rum_bonus
#: KR-1: Knock Rummy is for 2 to 5 players.
MIN_PLAYERS = 2
MAX_PLAYERS = 5


class KnockCase(enum.Enum):
    """Which part of KR-10 settles the hand."""

    RUM = "rum"  # KR-10a
    KNOCKER_WINS = "knocker-wins"  # KR-10b
    KNOCKER_BEATEN = "knocker-beaten"  # KR-10c
    KNOCKER_TIED = "knocker-tied"  # KR-10d
    NO_KNOCKER = "no-knocker"  # KR-10e

    @property
    def rule(self) -> str:
        """The rule id that applies, e.g. ``"KR-10c"``."""
        return _CASE_RULES[self]


_CASE_RULES = {
    KnockCase.RUM: "KR-10a",
    KnockCase.KNOCKER_WINS: "KR-10b",
    KnockCase.KNOCKER_BEATEN: "KR-10c",
    KnockCase.KNOCKER_TIED: "KR-10d",
    KnockCase.NO_KNOCKER: "KR-10e",
}


@dataclass(frozen=True, slots=True)
class Transfer:
    """One payment of a hand, from a payer's seat to a payee's seat (0-based).

    The parts are kept so an explanation can show the arithmetic ("8 − 3 + 10 = 15"):
    ``amount == Fraction(base + bonus, share) + Fraction(penalty, 1 if each else share)``. In the
    profile ``each`` is False and this is ``Fraction(base + penalty + bonus, share)``: the whole
    payment is split between the winners. With the house rule ``penalty-each`` a beaten knocker's
    penalty is not split: ``each`` is True and every player below the knocker receives the whole
    penalty (``base`` 0 and ``share`` 1 for a player below the knocker who is not a winner).

    Attributes:
        payer: the seat that pays.
        payee: the seat that receives.
        amount: what passes from payer to payee (exact).
        base: the payer's deadwood minus the table's lowest.
        penalty: the penalty (10, or the house's) when the payer is a beaten knocker (KR-10c), else 0.
        bonus: the rum bonus (25, or the house's) when the payee knocked with rum (KR-10a), else 0.
        share: how many winners split the payment (1 when there is one winner).
        each: the penalty is paid in full to this payee, not split (the house rule ``penalty-each``).
    """

    payer: int
    payee: int
    amount: Fraction
    base: int
    penalty: int
    bonus: int
    share: int
    each: bool = False

    @property
    def total(self) -> int:
        """The payer's whole payment before it is split: base + penalty + bonus."""
        return self.base + self.penalty + self.bonus

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, with 1-based players: ``{"from": 1, "to": 2, "amount": "15"}``."""
        return {"from": self.payer + 1, "to": self.payee + 1, "amount": format_amount(self.amount)}


@dataclass(frozen=True, slots=True)
class KnockSettlement:
    """The result of settling one Knock Rummy hand (KR-10).

    Attributes:
        deadwood: each seat's deadwood (KR-5).
        knocker: the seat that knocked (0-based), or None when the stock ran out (KR-9).
        case: which part of KR-10 applied.
        winners: the seats that receive payments, in seat order (with ``penalty-each``, players
            below a beaten knocker who are not winners receive the penalty too).
        transfers: one per (payer, payee), payers in seat order.
        net: each seat's result for the hand; the values sum to zero.
        rules: the rules it was settled by (the penalty and the rum bonus an explanation quotes).
        lay_offs: with the house rule ``lay-off``, the cards each seat laid off on the knocker's
            melds before its deadwood was counted (:mod:`rummylab.games.knock.lay_off`); empty otherwise.
    """

    deadwood: tuple[int, ...]
    knocker: int | None
    case: KnockCase
    winners: tuple[int, ...]
    transfers: tuple[Transfer, ...]
    net: tuple[Fraction, ...]
    rules: Rules = KNOCK_RUMMY
    lay_offs: tuple[tuple[LaidOff, ...], ...] = ()

    @property
    def lowest(self) -> int:
        """m, the lowest deadwood at the table."""
        return min(self.deadwood)

    @property
    def players(self) -> int:
        """The number of players at the table."""
        return len(self.deadwood)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, with 1-based players and amounts as text.

        >>> settle_knock([8, 3], 0).to_dict()
        {'deadwood': [8, 3], 'knocker': 1, 'case': 'knocker-beaten', 'transfers': [{'from': 1, 'to': 2, 'amount': '15'}], 'net': ['-15', '15']}
        """
        data: dict[str, Any] = {
            "deadwood": list(self.deadwood),
            "knocker": None if self.knocker is None else self.knocker + 1,
            "case": self.case.value,
            "transfers": [t.to_dict() for t in self.transfers],
            "net": [format_amount(x) for x in self.net],
        }
        if any(self.lay_offs):
            data["lay_offs"] = [[x.to_dict() for x in seat] for seat in self.lay_offs]
        return data


@dataclass(frozen=True, slots=True)
class SessionResult:
    """Balances over a session of hands (KR-11).

    Attributes:
        hands: the settlements, in the order they were played.
        balances: each seat's total; they sum to zero.
        winners: every seat tied at the highest balance (they share the win).
    """

    hands: tuple[KnockSettlement, ...]
    balances: tuple[Fraction, ...]
    winners: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, with 1-based players and amounts as text."""
        return {
            "hands": len(self.hands),
            "balances": [format_amount(x) for x in self.balances],
            "winners": [w + 1 for w in self.winners],
        }


def most_deadwood(players: int, rules: Rules = KNOCK_RUMMY) -> int:
    """The most deadwood one hand can hold at a table of ``players`` (KR-2: 10 cards with 2, 7 with 3-5;
    KR-5: at most 10 a card), so a count past it is a typing mistake.

    >>> most_deadwood(2), most_deadwood(4), most_deadwood(5, KNOCK_RUMMY.with_options(five_hand=6))
    (100, 70, 60)
    """
    from rummylab.core.cards import full_deck
    from rummylab.core.rules import knock_hand_size

    return knock_hand_size(players, five_hand=rules.five_hand) * max(rules.value(c) for c in full_deck())


def check_deadwood_held(deadwood: Sequence[int], rules: Rules = KNOCK_RUMMY) -> None:
    """Refuse a deadwood count no hand can hold (:func:`most_deadwood`), for counts a reader typed.

    Raises:
        SettlementError: ``deadwood-too-large``, naming the player, the hand's size and the most (KR-2).
    """
    if not MIN_PLAYERS <= len(deadwood) <= MAX_PLAYERS:
        return  # settle_knock says so
    from rummylab.core.rules import knock_hand_size

    most = most_deadwood(len(deadwood), rules)
    for seat, value in enumerate(deadwood):
        if isinstance(value, int) and not isinstance(value, bool) and value > most:
            raise SettlementError(
                f"player {seat + 1}'s deadwood {value} is more than a hand of "
                f"{knock_hand_size(len(deadwood), five_hand=rules.five_hand)} cards can hold (at most {most}, KR-2)",
                token=value, code="deadwood-too-large", player=seat + 1, limit=most,
                cards=knock_hand_size(len(deadwood), five_hand=rules.five_hand), rule="KR-2")


def _check_table(deadwood: Sequence[int], knocker: int | None) -> tuple[int, ...]:
    if isinstance(deadwood, (str, bytes)) or not isinstance(deadwood, Sequence):
        raise SettlementError(f"{deadwood!r} is not a list of deadwood counts", token=deadwood, code="bad-deadwood")
    table = tuple(deadwood)
    n = len(table)
    if n < MIN_PLAYERS:
        raise SettlementError(
            f"Knock Rummy needs at least {MIN_PLAYERS} players, got {n}", token=n, code="too-few-players",
            count=n, limit=MIN_PLAYERS,
        )
    if n > MAX_PLAYERS:
        raise SettlementError(
            f"Knock Rummy is for at most {MAX_PLAYERS} players, got {n}", token=n, code="too-many-players",
            count=n, limit=MAX_PLAYERS,
        )
    for seat, value in enumerate(table):
        if isinstance(value, bool) or not isinstance(value, int):
            raise SettlementError(
                f"player {seat + 1}'s deadwood {value!r} is not a whole number", token=value,
                code="bad-deadwood", player=seat + 1,
            )
        if value < 0:
            raise SettlementError(
                f"player {seat + 1}'s deadwood {value} is negative", token=value,
                code="negative-deadwood", player=seat + 1,
            )
    if knocker is not None:
        if isinstance(knocker, bool) or not isinstance(knocker, int):
            raise SettlementError(f"knocker {knocker!r} is not a player number", token=knocker, code="bad-knocker")
        if not 0 <= knocker < n:
            # Messages count players from 1, as the CLI and the site do.
            raise SettlementError(
                f"knocker {knocker + 1} is not one of the {n} players", token=knocker + 1,
                code="knocker-out-of-range", players=n,
            )
    return table


def settle_knock(deadwood: Sequence[int], knocker: int | None, *, rules: Rules = KNOCK_RUMMY) -> KnockSettlement:
    """Settle one Knock Rummy hand from each player's deadwood (KR-10).

    Args:
        deadwood: each seat's deadwood, 2 to 5 players (KR-1).
        knocker: the seat that knocked, 0-based; None when the stock ran out (KR-9, KR-10e).
        rules: the house rules it is settled by (:mod:`rummylab.core.house`): ``penalty``, ``rum_bonus``,
            ``penalty_each``, ``knock_max``. With ``lay_off`` the deadwood is taken as already counted
            after laying off (:func:`settle_knock_hands` lays off from the cards).

    Raises:
        SettlementError: fewer than 2 or more than 5 players, a negative or
            non-integer deadwood, a knocker who is not at the table, a knocker over
            the house's most deadwood to knock (``knock_max``, KR-7).

    KR-10a, rum even against another zero; KR-10d, a tie with the knocker:

    >>> [str(t.amount) for t in settle_knock([0, 0, 5], 0).transfers]
    ['25', '30']
    >>> s = settle_knock([3, 3, 3, 10], 0)
    >>> s.case.value, s.winners, [str(t.amount) for t in s.transfers]
    ('knocker-tied', (1, 2), ['7/2', '7/2'])

    KR-EX1 at a table whose beaten knocker pays 20 on top: A pays B 8 − 3 + 20 = 25.

    >>> [str(t.amount) for t in settle_knock([8, 3], 0, rules=KNOCK_RUMMY.with_options(penalty=20)).transfers]
    ['25']
    """
    table = _check_table(deadwood, knocker)
    limit = rules.knock_max
    if knocker is not None and limit is not None and table[knocker] > limit:
        raise SettlementError(
            f"knocker {knocker + 1} knocked with {table[knocker]}, more than the {limit} allowed (KR-7)",
            token=table[knocker], code="knocker-over-max", player=knocker + 1, limit=limit, rule="KR-7",
        )
    m = min(table)
    at_min = tuple(seat for seat, d in enumerate(table) if d == m)
    bonus = 0
    if knocker is None:
        case, winners = KnockCase.NO_KNOCKER, at_min  # KR-10e: no penalty, no rum bonus even at 0
    elif table[knocker] == 0:
        case, winners, bonus = KnockCase.RUM, (knocker,), rules.rum_bonus  # KR-10a: wins even against another 0
    elif table[knocker] > m:
        case, winners = KnockCase.KNOCKER_BEATEN, at_min  # KR-10c
    elif len(at_min) == 1:
        case, winners = KnockCase.KNOCKER_WINS, (knocker,)  # KR-10b
    else:
        case, winners = KnockCase.KNOCKER_TIED, tuple(s for s in at_min if s != knocker)  # KR-10d

    share = len(winners)
    each = rules.penalty_each and case is KnockCase.KNOCKER_BEATEN
    transfers: list[Transfer] = []
    for payer, own in enumerate(table):
        if payer in winners:
            continue
        if case is not KnockCase.RUM and own == m:
            continue  # KR-10d: a tied knocker pays nothing (and at m nobody else owes anything)
        penalty = rules.penalty if case is KnockCase.KNOCKER_BEATEN and payer == knocker else 0
        base = own - m
        if each and penalty:
            # penalty-each (KR-10c): the difference is split between the winners, the penalty is paid in
            # full to every player below the knocker, winners or not.
            below = [seat for seat, d in enumerate(table) if d < own]
            transfers.extend(
                Transfer(payer, payee, Fraction(base, share) + penalty if payee in winners else Fraction(penalty),
                         base if payee in winners else 0, penalty, 0, share if payee in winners else 1, True)
                for payee in below)
            continue
        amount = Fraction(base + penalty + bonus, share)
        transfers.extend(Transfer(payer, payee, amount, base, penalty, bonus, share) for payee in winners)

    net = [Fraction(0)] * len(table)
    for t in transfers:
        net[t.payer] -= t.amount
        net[t.payee] += t.amount
    return KnockSettlement(table, knocker, case, winners, tuple(transfers), tuple(net), rules)


def settle_knock_hands(
    hands: Sequence[Sequence[Card] | str],
    knocker: int | None,
    *,
    rules: Rules = KNOCK_RUMMY,
) -> tuple[KnockSettlement, tuple[Arrangement, ...]]:
    """Settle a hand from the cards each player reveals (KR-5, KR-10).

    Each hand (cards, or text such as ``"4H 5H 6H"``) is arranged by the
    solver for the smallest deadwood; the cards of all hands together must
    fit in the game's decks (one deck, KR-1).

    With the house rule ``lay_off``, when the knocker is not at rum, every other player first lays
    off on the knocker's melds for the smallest deadwood (:func:`rummylab.games.knock.lay_off.best_lay_off`);
    the settlement's ``lay_offs`` say which cards went on which meld.

    Returns:
        The settlement and each player's best arrangement of the cards they keep (with lay-offs,
        the cards left after laying off): each arrangement's deadwood is the settlement's.

    Raises:
        DuplicateCardError: a card held twice at the table.
        SettlementError: see :func:`settle_knock`.
    """
    from rummylab.solver.melds import best_arrangement

    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
        raise SettlementError(f"{hands!r} is not a list of hands", token=hands, code="bad-hands")
    table = [parse_hand(h) if isinstance(h, str) else tuple(h) for h in hands]
    _check_table([0] * len(table), knocker)
    for seat, held in enumerate(table):
        if not held:  # KR-2: every player is dealt cards and holds as many at the end
            raise HandError(f"player {seat + 1}'s hand has no cards (KR-2)", token=seat + 1, code="empty-player-hand",
                            player=seat + 1, rule="KR-2")
    check_copies([c for h in table for c in h], decks=rules.decks, jokers=rules.jokers)
    arrangements = tuple(best_arrangement(h, rules) for h in table)
    from rummylab.games.knock.lay_off import lay_off_on_knocker

    laid_off = lay_off_on_knocker(table, arrangements, knocker, rules)  # KR-4, KR-10 under lay_off
    if laid_off is None:
        return settle_knock([a.deadwood for a in arrangements], knocker, rules=rules), arrangements
    from dataclasses import replace

    kept, laid = laid_off
    settlement = settle_knock([a.deadwood for a in kept], knocker, rules=rules)
    return replace(settlement, lay_offs=laid), tuple(kept)


def settle_session(settlements: Sequence[KnockSettlement]) -> SessionResult:
    """Add up a session's hands (KR-11): the highest balance wins, ties share.

    Raises:
        SettlementError: no hands, or hands with different numbers of players.

    >>> r = settle_session([settle_knock([8, 3], 0), settle_knock([0, 4], 0)])
    >>> [format_amount(b) for b in r.balances], r.winners
    (['14', '-14'], (0,))
    """
    hands = tuple(settlements)
    if not hands:
        raise SettlementError("a session needs at least one hand", token=0, code="empty-session")
    players = hands[0].players
    for number, hand in enumerate(hands, start=1):
        if not isinstance(hand, KnockSettlement):
            raise SettlementError(f"hand {number} is not a settlement: {hand!r}", token=number, code="bad-session")
        if hand.players != players:
            raise SettlementError(
                f"hand {number} has {hand.players} players but hand 1 has {players}", token=number,
                code="session-players-mismatch", count=hand.players, expected=players,
            )
    balances = tuple(sum((h.net[seat] for h in hands), Fraction(0)) for seat in range(players))
    top = max(balances)
    return SessionResult(hands, balances, tuple(s for s, b in enumerate(balances) if b == top))
