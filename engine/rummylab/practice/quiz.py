"""The settlement quiz: seeded end-of-hand tables of Knock Rummy, and answer checking.

A quiz is fully determined by its seed and level, so a link carries it and
the checker recomputes it instead of trusting what the page sends back. The
engine deals the table, solves every hand (KR-5) and settles it (KR-10); the
reader answers each player's net result for the hand.

Levels bring the cases in gradually:

1. two players; the knocker wins alone or is beaten (KR-10b, KR-10c);
2. three or four players; a rum (KR-10a) and a knocker beaten at a bigger table;
3. three to five players; the knocker tied (KR-10d), several winners sharing
   with fractions (KR-10c), the stock run out (KR-10e).

>>> q = make_quiz(7, level=1)
>>> q.players, q.settlement.case.value in ("knocker-wins", "knocker-beaten")
(2, True)
>>> make_quiz(7, level=1) == q   # the seed is the puzzle
True
>>> check_quiz(q, [str(x) for x in q.settlement.net]).correct
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from rummylab.core.budget import check
from rummylab.core.cards import Card, sort_cards
from rummylab.core.errors import RequestError, RummyError
from rummylab.core.rules import KNOCK_RUMMY, Rules
from rummylab.games.common import Move, Phase, SplitMix64, check_seed, derive_seed
from rummylab.games.knock.settle import (
    KnockCase,
    KnockSettlement,
    format_amount,
    parse_amount,
    settle_knock,
    settle_knock_hands,
)
from rummylab.games.knock.state import KnockHand
from rummylab.solver.melds import Arrangement, best_arrangement

__all__ = ["LEVELS", "Quiz", "QuizCheck", "make_quiz", "check_quiz", "parse_answers"]

#: The cases each level draws from (the target case is chosen from the seed).
LEVELS: dict[int, tuple[str, ...]] = {
    1: ("knocker-wins", "knocker-beaten"),
    2: ("knocker-wins", "knocker-beaten", "rum"),
    3: ("knocker-tied", "shared-win", "no-knocker", "knocker-beaten"),
}
_PLAYERS = {1: (2, 2), 2: (3, 4), 3: (3, 5)}
_MAX_TRIES = 400


@dataclass(frozen=True, slots=True)
class Quiz:
    """One end-of-hand table to settle.

    Attributes:
        seed: the quiz's seed (any integer; a link carries it).
        level: 1-3 (see the module's docstring).
        hands: each player's cards at the end of the hand (seat order).
        knocker: the seat that knocked (0-based), or None when the stock ran out.
        arrangements: each player's best arrangement (KR-5).
        settlement: the engine's settlement of the table (KR-10).
        record: the played hand's record (:meth:`~rummylab.games.knock.state.KnockHand.to_record`):
            the deal and every move that led to this table; it replays exactly (with its house rules).
        rules: the rules the table is settled by: the profile, or the house rules the quiz was made with.
    """

    seed: int
    level: int
    hands: tuple[tuple[Card, ...], ...]
    knocker: int | None
    arrangements: tuple[Arrangement, ...]
    settlement: KnockSettlement
    record: dict[str, Any] | None = field(default=None, compare=False)
    rules: Rules = KNOCK_RUMMY

    @property
    def players(self) -> int:
        """The number of players at the table."""
        return len(self.hands)

    def question(self) -> dict[str, Any]:
        """The table as shown to the reader, without the answer (1-based knocker)."""
        return {
            "seed": self.seed,
            "level": self.level,
            "players": self.players,
            "knocker": None if self.knocker is None else self.knocker + 1,
            "hands": [[str(c) for c in h] for h in self.hands],
        }


@dataclass(frozen=True, slots=True)
class QuizCheck:
    """The verdict on a reader's answers.

    Attributes:
        quiz: the quiz that was answered.
        answers: the amounts read from the reader's answers (seat order).
        right: for each player, whether the answer equals the engine's net.
    """

    quiz: Quiz
    answers: tuple[Fraction, ...]
    right: tuple[bool, ...]

    @property
    def correct(self) -> bool:
        """True when every player's answer is right."""
        return all(self.right)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the verdict, the expected nets and the settlement (1-based players)."""
        return {
            "correct": self.correct,
            "right": list(self.right),
            "answers": [format_amount(a) for a in self.answers],
            "expected": [format_amount(x) for x in self.quiz.settlement.net],
            "settlement": self.quiz.settlement.to_dict(),
            "arrangements": [a.to_dict() for a in self.quiz.arrangements],
        }


def _check_level(level: object) -> int:
    if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
        raise RequestError(f"{level!r} is not a quiz level (1 to {len(LEVELS)})", token=level, code="bad-level",
                           limit=len(LEVELS))
    return level


#: Each seat's knocking threshold in the tables of levels 1 and 2 and the beaten tables of level 3:
#: a bot knocks as soon as its deadwood is at most this (drawn from the seed per seat).
KNOCK_THRESHOLDS = range(3, 13)
#: The targets whose tables come from bots that wait for rum (threshold 0): a rum, or a stock run out.
_WAITING = frozenset({"rum", "no-knocker"})


def _fits(target: str, settlement: KnockSettlement) -> bool:
    case = settlement.case
    if target == "shared-win":
        return case is KnockCase.KNOCKER_BEATEN and len(settlement.winners) >= 2
    if target == "no-knocker":
        return case is KnockCase.NO_KNOCKER and len(settlement.winners) < len(settlement.deadwood)
    return case.value == target


def _play_table(seed: int, players: int, dealer: int, target: str, thresholds: list[int],
                options: dict[str, Any]) -> KnockHand | None:
    """Play one seeded hand with threshold bots (KR-6, KR-7); the hand if it ends as ``target``, else None.

    Every seat is a :class:`~rummylab.games.bots.KnockThresholdBot`: it draws and
    discards to lower its deadwood and knocks once its deadwood is at most its
    threshold, except that a knock which would settle another way than
    ``target`` is not made: that bot plays on, so the table is the first one
    reached in play where a bot within its threshold knocks into the target
    case (a hand that ends otherwise, or such a refused knock once the stock is
    empty, gives None). Under house rules (``options``) a bot knocks only within ``knock-max`` (KR-7)
    and the knock is judged by the settlement those rules give (with ``lay-off``, after laying off).
    """
    from rummylab.games.bots import best_discard
    from rummylab.games.knock.bots import KnockThresholdBot
    from rummylab.solver.melds import min_deadwood

    hand = KnockHand(players, seed=seed, dealer=dealer, **options)
    rules = hand.rules
    limit = thresholds if rules.knock_max is None else [min(t, rules.knock_max) for t in thresholds]
    bots = [KnockThresholdBot(t) for t in thresholds]
    dead_now: dict[int, int] = {}
    while not hand.is_over:
        check()
        p = hand.to_play
        if hand.phase is Phase.DRAW:
            hand.apply(bots[p].choose(hand))  # a draw, or KR-9's decline (ends the hand with no knocker)
            continue
        dead, card = best_discard(hand.hands[p], rules, keep=hand.taken)
        if dead <= limit[p]:
            deadwood = [dead if q == p else dead_now.get(q) for q in range(players)]
            for q in range(players):
                if deadwood[q] is None:
                    deadwood[q] = dead_now[q] = min_deadwood(hand.hands[q], rules)
            if rules.lay_off:
                trial = hand.copy()
                trial.apply(Move.knock(p, card))
                fits = _fits(target, trial.result)
            else:
                fits = _fits(target, settle_knock([int(d) for d in deadwood], p, rules=rules))  # type: ignore[arg-type]
            if fits:
                hand.apply(Move.knock(p, card))
                return hand
            if not hand.stock:
                return None  # KR-9: with the stock gone a bot only draws the discard to knock; playing on would cycle
        hand.apply(Move.discard(p, card))
        dead_now[p] = dead
    return hand if _fits(target, hand.result) else None


def make_quiz(seed: int, level: int = 1, **options: Any) -> Quiz:
    """The end-of-hand table of quiz ``seed`` at ``level``, reached in seeded bot play, and its settlement.

    The target case is drawn from the level's cases; then hands are dealt
    (KR-2) and played by bots (:func:`_play_table`) from seeds derived from
    ``seed`` until one ends as the target: a knocker holds what a knocker
    plausibly holds at that turn (at most the bot's threshold, 3 to 12), a
    rum or a stock run out come from bots that wait for rum. The table's
    :attr:`Quiz.record` replays the hand move by move. ``options``: house rules (``Rules`` fields,
    :mod:`rummylab.core.house`): the table is played and settled by them.

    Raises:
        RequestError: the seed is not an integer or the level is not 1-3.
        RulesError: an option that is not a Knock Rummy house rule, a value out of range.
    """
    check_seed(seed)
    _check_level(level)
    from rummylab.games import get

    rules = get("knock").rules(**options)  # refuses a bad option before any table is dealt
    rng = SplitMix64(derive_seed(seed, level))
    cases = LEVELS[level]
    if rules.knock_max == 0:  # KR-7 at knock-max 0: every knock is a rum (KR-10a)
        cases = tuple(c for c in cases if c in _WAITING)
        if not cases:
            raise RequestError(f"quiz level {level} has no table when knocking needs deadwood 0 (knock-max=0)",
                               token=level, code="quiz-no-table", rule="KR-7")
    target = cases[rng.below(len(cases))]
    low, high = _PLAYERS[level]
    for attempt in range(_MAX_TRIES):
        check()
        players = low + rng.below(high - low + 1)
        dealer = rng.below(players)
        if target in _WAITING:
            thresholds = [0] * players
        else:
            thresholds = [KNOCK_THRESHOLDS[rng.below(len(KNOCK_THRESHOLDS))] for _ in range(players)]
        hand = _play_table(derive_seed(seed, level, attempt + 1), players, dealer, target, thresholds, options)
        if hand is not None:
            hands = tuple(sort_cards(h) for h in hand.hands)
            if rules.lay_off:  # the cards each player keeps after laying off on the knocker's melds
                arrangements = settle_knock_hands(hands, hand.knocker, rules=rules)[1]
            else:
                arrangements = tuple(best_arrangement(h, rules) for h in hands)
            return Quiz(seed, level, hands, hand.knocker, arrangements, hand.result, hand.to_record(), rules)
    raise RequestError(f"no table found for quiz {seed} at level {level} under these house rules", token=seed,
                       code="quiz-no-table", rule="KR-7")


def parse_answers(answers: object, players: int) -> tuple[Fraction, ...]:
    """Read one answer per player (``"-15"``, ``"7/2"``, ``"3,5"``, ``"3½"``).

    Raises:
        RequestError: not one answer per player (``answer-count``).
        RummyError: an empty answer (``empty-answer``) or one that is not an
            amount (``bad-amount``); ``params["player"]`` is the 1-based player.
    """
    if not isinstance(answers, (list, tuple)) or len(answers) != players:
        count = len(answers) if isinstance(answers, (list, tuple)) else 0
        raise RequestError(f"expected {players} answers, one per player, got {count}", token=count,
                           code="answer-count", expected=players)
    out = []
    for seat, raw in enumerate(answers):
        text = raw if isinstance(raw, str) else str(raw)
        if not text.strip():
            raise RummyError(f"the answer for player {seat + 1} is empty", token="", code="empty-answer",
                             player=seat + 1)
        try:
            out.append(parse_amount(text))
        except RummyError as err:
            err.params["player"] = seat + 1
            raise
    return tuple(out)


def check_quiz(quiz: Quiz, answers: object) -> QuizCheck:
    """Compare the reader's answers (each player's net for the hand) with the engine's settlement.

    >>> q = make_quiz(3, level=2)
    >>> wrong = ["0"] * q.players
    >>> check_quiz(q, wrong).correct
    False
    """
    amounts = parse_answers(answers, quiz.players)
    right = tuple(a == x for a, x in zip(amounts, quiz.settlement.net))
    return QuizCheck(quiz, amounts, right)
