"""The knock coach's verdict (:mod:`rummylab.practice.coach`): knocking now and playing on estimated, the reader's choice judged.

See :mod:`rummylab.practice.coach` for the model. Under house rules (the position's :attr:`~rummylab.practice.coach.Position.rules`)
the estimates settle by them: a knock over ``knock-max`` is not a choice (KR-7), the others lay off on the
knocker's melds with ``lay-off``, the penalty and bonus are the house's (KR-10).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from rummylab.practice.advisor import sample_hands
from rummylab.solver.arrangement import Meld
from rummylab.games.knock.bots import KnockThresholdBot
from rummylab.games.bots import best_discard
from rummylab.core.cards import Card, full_deck, sort_cards
from rummylab.practice.coach import (
    _LABEL,
    _REDRAWS,
    DEFAULT_SAMPLES,
    MAX_SAMPLES,
    READER_THRESHOLD,
    THRESHOLDS,
    Position,
)
from rummylab.core.errors import IllegalMoveError, RequestError
from rummylab.games.common import Move, SplitMix64, check_seed, derive_seed
from rummylab.games.knock.state import KnockHand
from rummylab.solver.melds import min_deadwood
from rummylab.core.rules import Rules
from rummylab.games.knock.settle import KnockCase, KnockSettlement, settle_knock

__all__ = ["Estimate", "Verdict", "judge"]


@dataclass(frozen=True, slots=True)
class Estimate:
    """A Monte Carlo estimate of one choice's ledger result for the reader (points, KR-10)."""

    mean: float
    se: float
    beaten: float      # the chance of being undercut (KR-10c) when knocking
    beaten_se: float
    rum: bool          # KR-10a: a knock with deadwood 0
    deadwood: int      # the reader's deadwood after the card put down


@dataclass(frozen=True, slots=True)
class Verdict:
    """The engine's judgement of the reader's choice.

    Attributes:
        position: the position judged.
        choice: ``"knock"`` or ``"play"``; card: the card put down (for ``"play"``: the best discard).
        knock: each allowed knock card's estimate (same samples for all).
        best_knock: the knock card with the best mean.
        play: the estimate of playing on with :attr:`play_card`.
        best: the better choice, ``"knock"`` (with :attr:`best_knock`) or ``"play"``.
        loss: how many points the reader's choice gives up against the best one (0 when it is the best);
        loss_se: its standard error (the draws are shared, so it is the error of a paired difference).
        right: the reader's choice is the best one, or less than two standard errors from it.
        actual: the settlement had the reader knocked with :attr:`card` (or the best card) on the real hands.
    """

    position: Position
    choice: str
    card: Card
    knock: dict[Card, Estimate]
    best_knock: Card
    play_card: Card
    play: Estimate
    best: str
    loss: float
    loss_se: float
    samples: int
    right: bool
    actual: KnockSettlement


def _mean_se(values: Sequence[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


def _threw_best(hand: list[Card], throw: tuple[Card, Card | None], rules: Rules) -> bool:
    """Whether a threshold bot holding ``hand`` after its last discard would have made that discard
    (the least deadwood, :func:`~rummylab.games.bots.best_discard`; never the card it had taken, KR-8)."""
    card, taken = throw
    now = min_deadwood(hand, rules)
    best, _ = best_discard(hand + [card], rules, keep=taken)
    return now == best


def _consistent(hand: list[Card], fixed: int, throw: tuple[Card, Card | None] | None, rest: list[Card],
                rng: SplitMix64, rules: Rules) -> list[Card]:
    """The opponent's sampled hand, redrawn (up to :data:`_REDRAWS` times) from ``rest`` until its last
    discard is one its holder would have made; ``rest`` keeps the cards not used (the stock)."""
    if throw is None or fixed >= len(hand):
        return hand
    for _ in range(_REDRAWS):
        if _threw_best(hand, throw, rules):
            break
        free = hand[fixed:]
        rest.extend(free)
        rng.deal_prefix(rest, len(free))
        hand = hand[:fixed] + rest[:len(free)]
        del rest[:len(free)]
    return hand


def _play_on(position: Position, base: KnockHand, hands: list[list[Card]], stock: list[Card], card: Card,
             rng: SplitMix64) -> float:
    """One draw of playing on: discard ``card``, then bots play the hand to its end (the reader's seat too)."""
    state = base.copy()
    for s, h in zip(position.opponents, hands):
        state.hands[s] = list(h)
    state.stock = list(stock)
    state.apply(Move.discard(position.seat, card))
    bots = [KnockThresholdBot(THRESHOLDS[rng.below(len(THRESHOLDS))]) for _ in range(position.players)]
    bots[position.seat] = KnockThresholdBot(READER_THRESHOLD)
    while not state.is_over:
        state.apply(bots[state.to_play].choose(state))
    return float(state.result.net[position.seat])


def judge(position: Position, choice: str, card: Card | str | None = None, *, samples: int = DEFAULT_SAMPLES,
          seed: int = 0) -> Verdict:
    """Estimate knocking now and playing on from ``position``, and judge the reader's ``choice``.

    Args:
        choice: ``"knock"`` (then ``card`` is the card put face down) or ``"play"`` (then the
            engine plays on with the best discard; a ``card`` given is ignored).
        samples: how many draws of the opponents' hands (1 to :data:`MAX_SAMPLES`).
        seed: the estimate's own generator seed (the same inputs give the same verdict).

    Raises:
        RequestError: an unknown choice, a missing card for a knock, a bad sample count.
        IllegalMoveError: a knock card not in the hand, or the card just taken (KR-8), or one that
            leaves more deadwood than the house's ``knock-max`` (KR-7).
    """
    rules = position.rules
    if choice not in ("knock", "play"):
        raise RequestError(f"{choice!r} is not a choice (knock or play)", token=str(choice)[:40], code="bad-choice")
    if isinstance(samples, bool) or not isinstance(samples, int) or not 1 <= samples <= MAX_SAMPLES:
        raise RequestError(f"{samples!r} is not a number of samples (1 to {MAX_SAMPLES})", token=samples,
                           code="bad-samples")
    check_seed(seed)
    picked: Card | None = None
    if choice == "knock":
        if card is None:
            raise RequestError("a knock needs the card put face down", token="card", code="missing-field",
                               field="card")
        picked = Card.parse(card) if isinstance(card, str) else card
        if picked not in position.hand:
            raise IllegalMoveError(f"{picked} is not in your hand", rule="KR-6", code="not-in-hand", token=str(picked))
        if picked == position.taken:
            raise IllegalMoveError("cannot knock with the card just taken from the discard pile", rule="KR-8",
                                   code="discard-taken", token=str(picked))
    me = position.seat
    mine = {c: min_deadwood([x for x in position.hand if x != c], rules) for c in set(position.choices())}
    limit = rules.knock_max
    choices = [c for c in sort_cards(mine) if limit is None or mine[c] <= limit]  # KR-7 (knock-max)
    if picked is not None and picked not in choices:
        raise IllegalMoveError(f"cannot knock with deadwood {mine[picked]}: at most {limit} here", rule="KR-7",
                               code="knock-over-max", token=mine[picked], limit=limit)
    if not choices:
        raise IllegalMoveError(f"no knock is allowed here: at most {limit} deadwood", rule="KR-7",
                               code="knock-over-max", token=min(mine.values()), limit=limit)
    lay_off = {c: _melds(position, c) for c in choices} if rules.lay_off else {}
    _, play_card = best_discard(position.hand, rules, keep=position.taken)
    base = position.state()
    known = [position.known[s] for s in position.opponents]
    pile = {t.card for t in position.history if t.taken_by is None}
    out = set(position.hand) | pile | {c for k in known for c in k}
    unseen = [c for c in full_deck() if c not in out]
    rng = SplitMix64(derive_seed(seed, _LABEL, position.seed))
    knock_values: dict[Card, list[float]] = {c: [] for c in choices}
    knock_beaten: dict[Card, int] = {c: 0 for c in choices}
    play_values: list[float] = []
    last = [position.last[s] for s in position.opponents]
    need = sum(position.size - len(k) for k in known)
    for _ in range(samples):
        pool = list(unseen)
        hands = sample_hands(rng, pool, known, position.size)
        stock = pool[need:]
        for i, throw in enumerate(last):
            hands[i] = _consistent(hands[i], len(known[i]), throw, stock, rng, rules)
        rng.shuffle(stock)
        dead = [min_deadwood(h, rules) for h in hands]
        for c in choices:
            table = [0] * position.players
            table[me] = mine[c]
            for s, d in zip(position.opponents, _laid(hands, lay_off.get(c), rules) or dead):
                table[s] = d
            settled = settle_knock(table, me, rules=rules)
            knock_values[c].append(float(settled.net[me]))
            knock_beaten[c] += settled.case is KnockCase.KNOCKER_BEATEN
        play_values.append(_play_on(position, base, hands, stock, play_card, rng))

    def estimate(values: list[float], beaten: int, deadwood: int) -> Estimate:
        mean, se = _mean_se(values)
        p = beaten / samples
        return Estimate(mean, se, p, math.sqrt(p * (1 - p) / samples), deadwood == 0, deadwood)

    knock = {c: estimate(knock_values[c], knock_beaten[c], mine[c]) for c in choices}
    best_knock = max(choices, key=lambda c: (knock[c].mean, -mine[c]))
    after_play = min_deadwood([x for x in position.hand if x != play_card], rules)
    play = estimate(play_values, 0, after_play)
    best = "knock" if knock[best_knock].mean >= play.mean else "play"
    best_values = knock_values[best_knock] if best == "knock" else play_values
    mine_values = knock_values[picked] if picked is not None else play_values
    loss, loss_se = _mean_se([b - m for b, m in zip(best_values, mine_values)])
    right = loss <= 2 * loss_se or loss == 0
    actual_card = picked if picked is not None else best_knock
    hands_now = [list(h) for h in position.hands]
    hands_now[me].remove(actual_card)
    table = [min_deadwood(h, rules) for h in hands_now]
    laid = _laid([hands_now[s] for s in position.opponents], lay_off.get(actual_card), rules)
    for s, d in zip(position.opponents, laid or []):
        table[s] = d
    return Verdict(position=position, choice=choice, card=picked if picked is not None else play_card, knock=knock,
                   best_knock=best_knock, play_card=play_card, play=play, best=best, loss=max(loss, 0.0),
                   loss_se=loss_se, samples=samples, right=right, actual=settle_knock(table, me, rules=rules))


def _melds(position: Position, card: Card) -> tuple[Meld, ...] | None:
    """The reader's melds after putting ``card`` down, for the others to lay off on (``lay-off``), or None at rum."""
    from rummylab.solver.melds import best_arrangement

    kept = best_arrangement([x for x in position.hand if x != card], position.rules)
    return kept.melds if kept.deadwood > 0 else None  # KR-10a: nobody lays off on a rum


def _laid(hands: Sequence[Sequence[Card]], melds: tuple[Meld, ...] | None, rules: Rules) -> list[int] | None:
    """Each hand's deadwood after laying off on ``melds`` (:func:`rummylab.games.knock.lay_off.best_lay_off`), or None without."""
    if melds is None:
        return None
    from rummylab.games.knock.lay_off import best_lay_off

    return [best_lay_off(h, melds, rules)[0].deadwood for h in hands]
