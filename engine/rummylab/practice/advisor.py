"""The knock advisor: should I knock now? A seeded Monte Carlo estimate.

KR-7 lets a player knock with any deadwood, and KR-EX1 shows that a legal
knock can be a bad one: the question is whether the others hold less. For
a player about to knock, the advisor deals the opponents random hands of the
right size (KR-2) from the cards the player has not seen, counts each
opponent's deadwood with the solver (KR-5) and settles the hand with
:func:`~rummylab.games.knock.settle.settle_knock` (KR-10). Over many samples this gives
the chance to win, tie or be beaten, and the expected ledger result, each
with its standard error.

What the estimate assumes about the opponents' hands (its model): a card
that is face up on the discard pile, or that the knocker holds, is in nobody's
hand; a card an opponent took from the discard pile and has not thrown since
is in that opponent's hand (``known``); every other card of an opponent's
hand is drawn uniformly among the cards nobody has seen (:func:`sample_hands`).
It does not guess more than that from their play (which cards they passed
over, how long they waited).

>>> a = advise_knock("AS AH AD 7C 8C 9C 3H", players=3, samples=300, seed=1)
>>> a.deadwood, a.win + a.tie + a.beaten
(3, 1.0)
>>> a.win > 0.5
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Iterable, Sequence

from rummylab.core.budget import check
from rummylab.core.cards import Card, full_deck, parse_hand, sort_cards
from rummylab.core.errors import HandError, IllegalMoveError, RequestError
from rummylab.core.rules import KNOCK_RUMMY, Rules, knock_hand_size
from rummylab.games.common import SplitMix64, check_seed
from rummylab.games.knock.settle import KnockCase, settle_knock

__all__ = ["KnockAdvice", "advise_knock", "sample_hands", "MAX_SAMPLES"]

#: The most samples one call may ask for (keeps the browser responsive).
MAX_SAMPLES = 200_000


@dataclass(frozen=True, slots=True)
class KnockAdvice:
    """The advisor's estimate for knocking now.

    Attributes:
        players: players at the table (2-5).
        hand: the cards the knocker keeps (sorted for display).
        knock_card: the card the knocker would put face down when a hand of
            one card more was given (the best discard), else None.
        deadwood: the knocker's deadwood (KR-5).
        unseen: how many cards the opponents' hands are drawn from.
        samples: how many random deals were settled.
        win, tie, beaten: estimated chances of KR-10a/b, KR-10d, KR-10c.
        win_se, tie_se, beaten_se: their standard errors.
        expected: the estimated mean ledger result for the knocker (points).
        expected_se: its standard error.
        rum: True when the knocker has deadwood 0 (KR-10a: a sure win).
    """

    players: int
    hand: tuple[Card, ...]
    knock_card: Card | None
    deadwood: int
    unseen: int
    samples: int
    win: float
    tie: float
    beaten: float
    win_se: float
    tie_se: float
    beaten_se: float
    expected: float
    expected_se: float
    rum: bool

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (cards with suit symbols, rates rounded to 4 places)."""
        return {
            "players": self.players,
            "hand": [str(c) for c in self.hand],
            "knock_card": None if self.knock_card is None else str(self.knock_card),
            "deadwood": self.deadwood,
            "unseen": self.unseen,
            "samples": self.samples,
            "win": round(self.win, 4),
            "tie": round(self.tie, 4),
            "beaten": round(self.beaten, 4),
            "win_se": round(self.win_se, 4),
            "tie_se": round(self.tie_se, 4),
            "beaten_se": round(self.beaten_se, 4),
            "expected": round(self.expected, 3),
            "expected_se": round(self.expected_se, 3),
            "rum": self.rum,
        }


def _cards(value: str | Iterable[Card] | Iterable[str]) -> tuple[Card, ...]:
    if isinstance(value, str):
        return parse_hand(value)
    items: list[Card | str] = list(value)
    return tuple(c if isinstance(c, Card) else Card.parse(c) for c in items)


def sample_hands(rng: SplitMix64, pool: list[Card], known: Sequence[Sequence[Card]], size: int) -> list[list[Card]]:
    """One draw of the opponents' hands under the advisor's model: each holds its ``known`` cards and
    ``size`` minus as many cards dealt uniformly from ``pool`` (the cards nobody has seen).

    ``pool`` is shuffled in place at its front; the cards dealt are its first ones, in order, so the
    rest of ``pool`` (from ``sum(size - len(k))`` on) is what stays unseen, e.g. the stock.

    >>> from rummylab.core.cards import parse_hand
    >>> pool = list(parse_hand("2C 3C 4C 5C"))
    >>> hands = sample_hands(SplitMix64(1), pool, [parse_hand("KS KH")], 3)
    >>> [str(c) for c in hands[0][:2]], len(hands[0])
    (['K♠', 'K♥'], 3)
    """
    need = sum(size - len(k) for k in known)
    rng.deal_prefix(pool, need)
    hands = []
    at = 0
    for k in known:
        free = size - len(k)
        hands.append(list(k) + pool[at:at + free])
        at += free
    return hands


def advise_knock(
    hand: str | Iterable[Card],
    players: int,
    *,
    seen: str | Iterable[Card] = (),
    known: Sequence[str | Iterable[Card]] = (),
    samples: int = 2000,
    seed: int = 0,
    rules: Rules = KNOCK_RUMMY,
) -> KnockAdvice:
    """Estimate the outcome of knocking now with ``hand`` at a table of ``players``.

    Args:
        hand: the cards the knocker keeps (10 with 2 players, 7 with 3-5,
            KR-2), or one card more: then the advisor puts down the best
            discard face down (never counted among the unseen cards).
        players: 2 to 5.
        seen: cards known to be out of the opponents' hands (the discard
            pile, the knock card).
        known: for each opponent, the cards known to be in their hand (taken
            from the discard pile and not thrown since); fewer entries than
            opponents leave the others unknown.
        samples: random deals to settle (1 to :data:`MAX_SAMPLES`).
        seed: the generator's seed; the same inputs give the same estimate.
        rules: the house rules the knock is settled by (:mod:`rummylab.core.house`): the hand size at
            five (``five_hand``), the penalty and bonus, ``penalty_each``, ``lay_off`` (each sampled
            hand lays off on the knocker's melds), ``knock_max``.

    Raises:
        IllegalMoveError: the deadwood is over the house's ``knock_max`` (KR-7): no knock to advise.
        HandError: a hand of the wrong size, or too few unseen cards to deal
            the opponents.
        DuplicateCardError: a card twice in the hand, or in both the hand
            and ``seen``.
        RequestError: a bad sample count or seed.
    """
    from rummylab.solver.melds import min_deadwood

    size = knock_hand_size(players, rules.five_hand)
    cards = _cards(hand)
    seen_cards = _cards(seen)
    rules.check_hand(cards + seen_cards)
    if isinstance(samples, bool) or not isinstance(samples, int) or not 1 <= samples <= MAX_SAMPLES:
        raise RequestError(f"{samples!r} is not a number of samples (1 to {MAX_SAMPLES})", token=samples,
                           code="bad-samples")
    check_seed(seed)
    knock_card: Card | None = None
    if len(cards) == size + 1:
        from rummylab.games.bots import best_discard

        _, knock_card = best_discard(cards, rules)
        kept = list(cards)
        kept.remove(knock_card)
        cards = tuple(kept)
        seen_cards = seen_cards + (knock_card,)
    elif len(cards) != size:
        raise HandError(f"a knocker at a table of {players} holds {size} cards (or {size + 1} before the knock), "
                        f"not {len(cards)}", token=len(cards), code="bad-hand-size", expected=size)
    opponents = players - 1
    held = [_cards(k) for k in known]
    if len(held) > opponents or any(len(k) > size for k in held):
        raise HandError(f"known cards for {len(held)} opponents of at most {size} cards each, at a table of {players}",
                        token=len(held), code="bad-known", expected=opponents)
    held += [()] * (opponents - len(held))
    rules.check_hand(cards + seen_cards + tuple(c for k in held for c in k))
    out_of_pool = set(cards) | set(seen_cards) | {c for k in held for c in k}
    unseen = [c for c in full_deck() if c not in out_of_pool]
    need = sum(size - len(k) for k in held)
    if len(unseen) < need:
        raise HandError(f"only {len(unseen)} unseen cards, but the opponents hold {need}", token=len(unseen),
                        code="too-few-unseen", need=need)
    mine = min_deadwood(cards, rules)
    if rules.knock_max is not None and mine > rules.knock_max:
        raise IllegalMoveError(f"cannot knock with deadwood {mine}: at most {rules.knock_max} here", rule="KR-7",
                               code="knock-over-max", token=mine, limit=rules.knock_max)
    melds = None
    if rules.lay_off and mine > 0:  # the others lay off on the knocker's melds before counting (KR-4, KR-10)
        from rummylab.games.knock.lay_off import best_lay_off
        from rummylab.solver.melds import best_arrangement

        melds = best_arrangement(cards, rules).melds
    whole = rules.penalty_each  # the net depends on every deadwood below the knocker's, not only on m

    rng = SplitMix64(seed)
    outcome_cache: dict[tuple[int, ...], tuple[KnockCase, Fraction]] = {}
    wins = ties = beaten = 0
    total = 0.0
    total_sq = 0.0
    pool = list(unseen)
    for _ in range(samples):
        check()
        drawn = sample_hands(rng, pool, held, size)
        if melds is None:
            dead = [min_deadwood(h, rules) for h in drawn]
        else:
            dead = [best_lay_off(h, melds, rules)[0].deadwood for h in drawn]
        # Under KR-10 the knocker's case and net depend only on the opponents' lowest deadwood m and, when
        # the knocker wins (rum, KR-10b: everyone pays their difference), on their total; beaten or tied
        # (KR-10c, KR-10d) they depend on m alone. One settle_knock call per key serves every deal sharing it.
        low = min(dead)
        key: tuple[int, ...] = (low, sum(dead) if mine == 0 or mine < low else -1)
        if whole:
            key = (low, *sorted(dead))
        got = outcome_cache.get(key)
        if got is None:
            s = settle_knock([mine, *dead], 0, rules=rules)
            got = outcome_cache[key] = (s.case, s.net[0])
        case, net = got
        if case is KnockCase.KNOCKER_BEATEN:
            beaten += 1
        elif case is KnockCase.KNOCKER_TIED:
            ties += 1
        else:
            wins += 1
        value = float(net)
        total += value
        total_sq += value * value

    def rate(k: int) -> tuple[float, float]:
        p = k / samples
        return p, math.sqrt(p * (1 - p) / samples)

    mean = total / samples
    var = (total_sq - samples * mean * mean) / (samples - 1) if samples > 1 else 0.0
    (pw, sw), (pt, st), (pb, sb) = rate(wins), rate(ties), rate(beaten)
    return KnockAdvice(
        players=players, hand=sort_cards(cards), knock_card=knock_card, deadwood=mine, unseen=len(unseen),
        samples=samples, win=pw, tie=pt, beaten=pb, win_se=sw, tie_se=st, beaten_se=sb,
        expected=mean, expected_se=math.sqrt(max(var, 0.0) / samples), rum=mine == 0,
    )

