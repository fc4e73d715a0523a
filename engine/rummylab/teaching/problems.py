"""Dealing a worksheet's problems (:mod:`rummylab.teaching.worksheet`): a hand to arrange, a Knock Rummy table,
a Three Thirteen or a Rummy round, each from its own seed, each with the engine's answer.

The deals plant what a level promises (a meld or two, a card that fits a set and a run, a wild
card, a hand that went out) and fill the rest at random from the decks; the answer is always
the solver's or the scoring's, never the plan's.

>>> p = deal_problem(1, "tt-round", "three-thirteen", 5, level=2)
>>> p.answer.penalties[p.out]   # whoever went out melded every card (TT-6)
0
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Iterable, Sequence, Union

from rummylab.core.budget import check
from rummylab.core.cards import Card, Suit, full_deck, sort_cards
from rummylab.core.errors import RummyError
from rummylab.core.rng import SplitMix64, derive_seed
from rummylab.core.rules import RUMMY, Rules, tt_decks_for_players
from rummylab.games import get
from rummylab.games.knock.settle import KnockSettlement
from rummylab.games.rummy.scoring import RummyRoundScore, score_rummy_round
from rummylab.games.three_thirteen.scoring import ThreeThirteenRoundScore, score_three_thirteen_round
from rummylab.practice.coach import Verdict, judge, make_position
from rummylab.practice.quiz import make_quiz
from rummylab.solver.arrangement import Arrangement
from rummylab.solver.melds import best_arrangement

__all__ = ["Problem", "Answer", "deal_problem", "has_overlap", "clear_margin", "TT_LEVEL_ROUNDS", "MAX_SEED",
           "KNOCK_SAMPLES", "KNOCK_MARGIN", "KNOCK_LEVEL_PLAYERS"]

#: Seeds travel in links and through JavaScript numbers: they stay exact there.
MAX_SEED = 2**53 - 1
MAX_TRIES = 500
#: Three Thirteen rounds per level (TT-2).
TT_LEVEL_ROUNDS = {1: (1, 4), 2: (5, 8), 3: (9, 11)}
#: The draws of a knock problem's verdict (the coach's page uses 80): a sheet of ten knock problems
#: stays a few seconds in the browser. The verdict's own seed is the problem's, so it is deterministic.
KNOCK_SAMPLES = 40
#: A knock problem's best choice beats the other by more than this many standard errors.
KNOCK_MARGIN = 3.0
#: The table sizes of the knock problems at each level (KR-1).
KNOCK_LEVEL_PLAYERS = {1: (2,), 2: (3,), 3: (4, 5)}
_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)

Answer = Union[Arrangement, KnockSettlement, ThreeThirteenRoundScore, RummyRoundScore, Verdict]


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem of a sheet and the engine's answer to it.

    Attributes:
        number: 1, 2, 3 … on the sheet.
        kind: ``meld``, ``settle``, ``tt-round``, ``rummy-round`` or ``knock``.
        game: ``"knock"``, ``"three-thirteen"`` or ``"rummy"``.
        seed: the problem's own seed (derived from the sheet's).
        rules: the rules the cards are judged by (Three Thirteen: the round's).
        hands: the cards: one hand for ``meld``, one per player otherwise (seat order); ``knock``: the
            reader's hand after the draw, then every card thrown face up so far, oldest first.
        knocker: ``settle``: the seat that knocked (0-based), or None when the stock ran out.
        out: ``tt-round`` and ``rummy-round``: the seat that went out, or None (a Rummy draw).
        answer: the engine's answer: an arrangement, a settlement, a round's score or the coach's verdict.
    """

    number: int
    kind: str
    game: str
    seed: int
    rules: Rules
    hands: tuple[tuple[Card, ...], ...]
    knocker: int | None
    out: int | None
    answer: Answer


def has_overlap(hand: Iterable[Card]) -> bool:
    """True when a card of the hand could go in a set or in a run of it (KR-5: the arrangement decides).

    >>> from rummylab.core.cards import parse_hand
    >>> has_overlap(parse_hand("7H 7C 7S 5S 6S")), has_overlap(parse_hand("7H 7C 7D 5S 6S"))
    (True, False)
    """
    cards = set(hand)
    for card in cards:
        in_set = sum(1 for c in cards if c.rank == card.rank) >= 3
        run = 1
        for step in (-1, 1):
            rank = card.rank + step
            while 1 <= rank <= 13 and Card(rank, card.suit) in cards:
                run += 1
                rank += step
        if in_set and run >= 3:
            return True
    return False


class _Pool:
    """The cards still to deal (several decks: several copies)."""

    def __init__(self, rng: SplitMix64, decks: int) -> None:
        self.rng = rng
        self.cards = list(full_deck(decks=decks))

    def take(self, card: Card) -> bool:
        if card in self.cards:
            self.cards.remove(card)
            return True
        return False

    def take_all(self, cards: Sequence[Card]) -> bool:
        taken: list[Card] = []
        for card in cards:
            if not self.take(card):
                self.cards.extend(taken)
                return False
            taken.append(card)
        return True

    def deal(self, n: int) -> list[Card]:
        self.rng.shuffle(self.cards)
        out, self.cards = self.cards[:n], self.cards[n:]
        return out


def _meld_cards(rng: SplitMix64, size: int, *, wild: int | None = None) -> list[Card]:
    """A random set (3-4 cards of one rank, distinct suits) or run (``size`` cards of one suit)."""
    if size <= 4 and rng.below(2) == 0:
        ranks = [r for r in range(1, 14) if r != wild]
        rank = ranks[rng.below(len(ranks))]
        suits = list(_SUITS)
        rng.shuffle(suits)
        return [Card(rank, s) for s in suits[:size]]
    suit = _SUITS[rng.below(4)]
    start = 1 + rng.below(14 - size)
    return [Card(r, suit) for r in range(start, start + size)]


def _overlap_cards(rng: SplitMix64) -> list[Card]:
    """Five cards where one could go in a set or a run: 7♥ 7♣ 7♠ with 5♠ 6♠ (KR-5)."""
    rank = 3 + rng.below(9)  # 3..11, so a run below or above fits
    suits = list(_SUITS)
    rng.shuffle(suits)
    run = [rank - 2, rank - 1] if rng.below(2) == 0 else [rank + 1, rank + 2]
    return [Card(rank, s) for s in suits[:3]] + [Card(r, suits[0]) for r in run]


#: What a meld problem of a game without wild cards holds at each level: (cards, melds at least).
#: A game with wild cards (Three Thirteen) takes its round from the level instead (TT-2, TT-3).
_MELD_SHAPES: dict[str, dict[int, tuple[int, int]]] = {
    "knock": {1: (7, 1), 2: (10, 2), 3: (10, 1)},   # 7 cards as at 3-5 players, 10 as at 2 (KR-2)
    "rummy": {1: (7, 1), 2: (7, 1), 3: (7, 1)},     # RU-1: 7 cards each
}


def _meld_problem(rng: SplitMix64, game: str, level: int,
                  options: dict[str, Any]) -> tuple[Rules, tuple[Card, ...], Arrangement]:
    kind = get(game)
    if kind.has_rounds:
        low, high = TT_LEVEL_ROUNDS[level]
        rules = kind.rules(round=low + rng.below(high - low + 1), decks=2, **options)
        assert rules.hand_size is not None
        size, melds = rules.hand_size, 1
    else:
        rules = kind.rules(**options)
        size, melds = _MELD_SHAPES[game][level]
    for _ in range(MAX_TRIES):
        check()
        pool = _Pool(rng, rules.decks)
        planted: list[Card] = []
        if rules.wild_rank is not None:
            card = Card(rules.wild_rank, _SUITS[rng.below(4)])  # a wild card to place (TT-3)
            if not pool.take(card):
                continue
            planted.append(card)
            if size >= 6:
                meld = _meld_cards(rng, 3, wild=rules.wild_rank)
                if not pool.take_all(meld):
                    continue
                planted += meld
        elif level == 3:
            planted = _overlap_cards(rng)
            if not pool.take_all(planted):
                continue
        else:
            for _ in range(melds):
                meld = _meld_cards(rng, 3)
                if pool.take_all(meld):
                    planted += meld
        hand = sort_cards(planted + pool.deal(size - len(planted)))
        best = best_arrangement(hand, rules)
        if _keeps_promise(level, rules, hand, best, melds):
            return rules, hand, best
    raise RummyError("no hand found for this problem", token=None, code="internal")  # pragma: no cover


def _keeps_promise(level: int, rules: Rules, hand: tuple[Card, ...], best: Arrangement, melds: int) -> bool:
    """What each level promises of a meld problem (see rummylab.teaching.worksheet)."""
    if rules.has_wilds:
        return any(rules.is_wild(c) for c in hand) and bool(best.melds)
    if level == 3:
        return has_overlap(hand) and bool(best.melds)
    return len(best.melds) >= melds and (level != 1 or not has_overlap(hand))


def _has_tie_or_fraction(s: KnockSettlement) -> bool:
    return len(s.winners) >= 2 or any(t.amount.denominator != 1 for t in s.transfers)


def _settle_problem(seed: int, level: int,
                    options: dict[str, Any]) -> tuple[tuple[tuple[Card, ...], ...], int | None, KnockSettlement]:
    for attempt in range(MAX_TRIES):
        check()
        quiz = make_quiz(derive_seed(seed, attempt) & MAX_SEED, level, **options)
        players = quiz.players
        if level == 1 and players != 2:
            continue
        if level == 2 and players < 3:
            continue
        if level == 3 and not _has_tie_or_fraction(quiz.settlement):
            continue
        return quiz.hands, quiz.knocker, quiz.settlement
    raise RummyError("no table found for this problem", token=None, code="internal")  # pragma: no cover


def _split(rng: SplitMix64, size: int) -> list[int]:
    """``size`` cards as meld lengths of 3 to 5 (3 → [3], 7 → [3, 4] or [4, 3] …)."""
    parts: list[int] = []
    left = size
    while left:
        options = [n for n in (3, 4, 5) if n <= left and (left - n == 0 or left - n >= 3)]
        n = options[rng.below(len(options))]
        parts.append(n)
        left -= n
    return parts


def _tt_problem(rng: SplitMix64, level: int,
                options: dict[str, Any]) -> tuple[Rules, tuple[tuple[Card, ...], ...], int, ThreeThirteenRoundScore]:
    low, high = TT_LEVEL_ROUNDS[level]
    rnd = low + rng.below(high - low + 1)
    players = {1: 2, 2: 3, 3: 3 + rng.below(2)}[level]
    decks = tt_decks_for_players(players)
    rules = get("three-thirteen").rules(round=rnd, decks=decks, **options)
    assert rules.hand_size is not None and rules.wild_rank is not None
    out = rng.below(players)
    for _ in range(MAX_TRIES):
        check()
        pool = _Pool(rng, decks)
        out_hand: list[Card] = []
        for n in _split(rng, rules.hand_size):
            meld = _meld_cards(rng, n, wild=rules.wild_rank)
            if level >= 2 and rng.below(2) == 0:  # a wild card stands in for one card of the meld (TT-3)
                meld[rng.below(n)] = Card(rules.wild_rank, _SUITS[rng.below(4)])
            if not pool.take_all(meld):
                break
            out_hand += meld
        if len(out_hand) != rules.hand_size:
            continue
        hands = [tuple(out_hand) if seat == out else () for seat in range(players)]
        hands = [sort_cards(h) if h else sort_cards(pool.deal(rules.hand_size)) for h in hands]
        try:
            score = score_three_thirteen_round(hands, rnd, out=out, rules=rules)
        except RummyError:  # pragma: no cover - the out hand is made of melds
            continue
        return rules, tuple(hands), out, score
    raise RummyError("no round found for this problem", token=None, code="internal")  # pragma: no cover


def _rummy_problem(rng: SplitMix64, level: int,
                   rules: Rules) -> tuple[tuple[tuple[Card, ...], ...], int | None, RummyRoundScore]:
    players = {1: 2, 2: 3 + rng.below(2), 3: 4 + rng.below(3)}[level]
    most = {1: 4, 2: 7, 3: 7}[level]
    draw = level == 3 and rng.below(4) == 0  # RU-7: the stock ran out twice, nobody scores
    out = None if draw else rng.below(players)
    pool = _Pool(rng, 1)
    hands = tuple(() if seat == out else sort_cards(pool.deal(1 + rng.below(most))) for seat in range(players))
    return hands, out, score_rummy_round(hands, out, rules=rules)


def clear_margin(verdict: Verdict) -> float:
    """How many standard errors the better choice of a verdict beats the other by.

    The difference of the means of knocking (with the best card) and playing on, over the
    error of that difference taken as if the two estimates were independent: the draws are
    shared, so the true error is smaller, and the margin errs on the safe side.
    """
    knock, play = verdict.knock[verdict.best_knock], verdict.play
    gap = abs(knock.mean - play.mean)
    se = math.hypot(knock.se, play.se)
    return math.inf if se == 0 and gap > 0 else gap / se if se else 0.0


def _knock_problem(seed: int, level: int, options: dict[str, Any]) -> Verdict:
    """A coach position (KR-6, KR-7) at the level's table size whose verdict is clear (see :data:`KNOCK_MARGIN`).

    Judged with a bot playing the reader's seat on (``reader="threshold"``, see :func:`~rummylab.practice.coach.judge`):
    positions are judged until one is clear, and with the expert in that seat a sheet took several times as long.
    """
    players = KNOCK_LEVEL_PLAYERS[level]
    for attempt in range(MAX_TRIES):
        check()
        position = make_position(derive_seed(seed, attempt) & MAX_SEED, **options)
        if position.players not in players:
            continue
        verdict = judge(position, "play", samples=KNOCK_SAMPLES, seed=seed, reader="threshold")
        if clear_margin(verdict) > KNOCK_MARGIN:
            return verdict
    raise RummyError("no clear position found for this problem", token=None, code="internal")  # pragma: no cover


def deal_problem(number: int, kind: str, game: str, seed: int, level: int,
                 options: dict[str, Any] | None = None) -> Problem:
    """Problem ``number`` of a sheet: ``kind`` in ``game`` at ``level``, dealt from ``seed``.

    ``options``: the game's house rules (``Rules`` fields): the problem is dealt, judged and answered by them.
    """
    rng = SplitMix64(seed)
    house = options or {}
    if kind == "meld":
        rules, hand, best = _meld_problem(rng, game, level, house)
        return Problem(number, kind, game, seed, rules, (hand,), None, None, best)
    if kind == "settle":
        hands, knocker, settlement = _settle_problem(seed, level, house)
        return Problem(number, kind, game, seed, settlement.rules, hands, knocker, None, settlement)
    if kind == "tt-round":
        rules, tt_hands, out, score = _tt_problem(rng, level, house)
        return Problem(number, kind, game, seed, rules, tt_hands, None, out, score)
    if kind == "knock":
        verdict = _knock_problem(seed, level, house)
        position = verdict.position
        cards = (sort_cards(position.hand), tuple(t.card for t in position.history))
        return Problem(number, kind, game, seed, position.rules, cards, None, None, verdict)
    rules = get(game).rules(**house) if house else RUMMY
    ru_hands, ru_out, ru_score = _rummy_problem(rng, level, rules)
    return Problem(number, kind, game, seed, rules, ru_hands, None, ru_out, ru_score)
