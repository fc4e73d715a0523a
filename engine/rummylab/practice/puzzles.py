"""Meld puzzles: a seeded hand to arrange, and the verdict on the reader's melds.

The engine deals a Knock Rummy hand (10 cards, one deck) or a Three Thirteen
hand (two decks, the round's wild rank, TT-1 to TT-4). Hands are drawn from
the seed until the best arrangement holds two melds (or, with wild cards, a
meld that needs a wild), so each puzzle asks for thought. The
reader's melds are checked for legality (KR-4, TT-4) and against the minimum
deadwood (KR-5, TT-7); a better arrangement is shown when they fall short.

>>> p = make_puzzle(11)
>>> len(p.hand), p.best.deadwood == min(a.deadwood for a in [p.best])
(10, True)
>>> v = check_puzzle(p, [[str(c) for c in m.cards] for m in p.best.melds])
>>> v.optimal, v.arrangement.deadwood == p.best.deadwood
(True, True)
>>> check_puzzle(p, []).optimal
False
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from rummylab.core.budget import check
from rummylab.core.cards import RANK_NAMES, Card, full_deck, parse_hand, sort_cards
from rummylab.core.errors import MeldError, RequestError
from rummylab.core.rules import Rules
from rummylab.games import games, get
from rummylab.games.common import SplitMix64, check_seed, derive_seed
from rummylab.solver.melds import Arrangement, all_best_arrangements, best_arrangement, check_arrangement
from rummylab.words.catalogue import RANKS_PLURAL
from rummylab.words.language import text

__all__ = ["Puzzle", "PuzzleCheck", "make_puzzle", "check_puzzle", "puzzle_rule_ids", "PUZZLE_GAMES"]

#: The games with meld puzzles. A game's place here seeds its puzzles, so a game that gains
#: puzzles must come after these (the games keep the order of rummylab.core.rules.GAMES).
PUZZLE_GAMES = tuple(game.key for game in games() if game.has_puzzles)
_MAX_TRIES = 2000
#: The rules a puzzle asks of the reader, by game: what a meld is, and what is counted of the rest.
_RULE_IDS = {"knock": ("KR-4", "KR-5"), "three-thirteen": ("TT-4", "TT-7")}


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A hand to arrange into melds.

    Attributes:
        seed: the puzzle's seed (a link carries it).
        game: ``"knock"`` or ``"three-thirteen"``.
        round: the Three Thirteen round (its wild rank is ``round + 2``), or None.
        rules: the rules the hand is judged by.
        hand: the cards, in display order.
        best: one optimal arrangement (there may be several: :attr:`ways`).
        ways: how many distinct optimal arrangements there are.
    """

    seed: int
    game: str
    round: int | None
    rules: Rules
    hand: tuple[Card, ...]
    best: Arrangement
    ways: int

    def describe(self, lang: str = "en") -> str:
        """One line saying what is dealt: the game, the cards, and for a round its wild rank and two decks.

        >>> make_puzzle(1, game="three-thirteen", round=3).describe("pt")
        'Three Thirteen, ronda 3: 5 cartas, selvagens: 5, dois baralhos.'
        >>> make_puzzle(1).describe("en")
        'Knock Rummy: 10 cards, one deck.'
        """
        game = get(self.game)
        if self.round is None:
            return text("puzzle.dealt", lang, game=game.title, cards=len(self.hand))
        return text("puzzle.dealt_round", lang, game=game.title, round=self.round, cards=len(self.hand),
                    wild=RANK_NAMES[self.rules.wild_rank or 0], wilds=RANKS_PLURAL[lang][self.rules.wild_rank or 0])

    def question(self) -> dict[str, Any]:
        """The puzzle as shown to the reader, without the answer."""
        return {
            "seed": self.seed,
            "game": self.game,
            "round": self.round,
            "wild_rank": self.rules.wild_rank,
            "decks": self.rules.decks,
            "hand": [str(c) for c in self.hand],
        }


@dataclass(frozen=True, slots=True)
class PuzzleCheck:
    """The verdict on the reader's arrangement.

    Attributes:
        puzzle: the puzzle answered.
        arrangement: the reader's melds, with the rest left over.
        optimal: True when the reader reached the minimum deadwood.
    """

    puzzle: Puzzle
    arrangement: Arrangement
    optimal: bool

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the reader's deadwood, the minimum, and a best arrangement when they fell short."""
        data: dict[str, Any] = {
            "legal": True,
            "optimal": self.optimal,
            "deadwood": self.arrangement.deadwood,
            "best_deadwood": self.puzzle.best.deadwood,
            "arrangement": self.arrangement.to_dict(),
        }
        if not self.optimal:
            data["better"] = self.puzzle.best.to_dict()
        return data


def _interesting(best: Arrangement, rules: Rules) -> bool:
    """A hand worth a puzzle: at least two melds to find, or (with wild cards) a meld and a wild to place."""
    if rules.has_wilds:
        return any(r is not None for m in best.melds for r in m.stands_for)
    return len(best.melds) >= 2


def make_puzzle(seed: int, *, game: str = "knock", round: int | None = None,
                options: dict[str, Any] | None = None) -> Puzzle:
    """Deal meld puzzle ``seed``: 10 cards of Knock Rummy, or a Three Thirteen round's hand.

    ``options``: the game's house rules (``Rules`` fields) the hand is judged by (Three Thirteen's
    aces, court values, jokers, all-wild melds); none is the profile.

    Raises:
        RequestError: a seed that is not an integer, an unknown game.
        RulesError: a round outside 1-11, a house rule the game does not have, a value out of range.
    """
    check_seed(seed)
    if game not in PUZZLE_GAMES:
        raise RequestError(f"{game!r} has no meld puzzles (choose {' or '.join(PUZZLE_GAMES)})",
                           token=str(game)[:60], code="bad-game")
    kind = get(game)
    rules = kind.puzzle_rules(round, **(options or {}))
    size = kind.puzzle_size(rules)
    rng = SplitMix64(derive_seed(seed, PUZZLE_GAMES.index(game), rules.round or 0))
    deck = list(full_deck(decks=rules.decks, jokers=rules.jokers))
    for _ in range(_MAX_TRIES):
        check()
        rng.shuffle(deck)
        hand = sort_cards(deck[:size])
        best = best_arrangement(hand, rules)
        if _interesting(best, rules):
            ways = len(all_best_arrangements(hand, rules, limit=20))
            return Puzzle(seed, game, rules.round, rules, hand, best, ways)
    raise RequestError(f"no puzzle found for seed {seed}", token=seed, code="internal")  # pragma: no cover


def puzzle_rule_ids(puzzle: Puzzle) -> tuple[str, ...]:
    """The rule ids a puzzle asks of the reader: melds and what is left, and the wild cards when it holds one.

    >>> puzzle_rule_ids(make_puzzle(1))
    ('KR-4', 'KR-5')
    >>> puzzle_rule_ids(make_puzzle(1, game="three-thirteen", round=9))
    ('TT-3', 'TT-4', 'TT-7')
    """
    wild = ("TT-3",) if any(puzzle.rules.is_wild(c) for c in puzzle.hand) else ()
    return wild + _RULE_IDS.get(puzzle.game, ())


def check_puzzle(puzzle: Puzzle, melds: Sequence[Sequence[str] | str]) -> PuzzleCheck:
    """Judge the reader's melds (each a list of card texts, or one string) for ``puzzle``.

    Raises:
        MeldError: a meld is illegal (its code says why, its token names the
            cards), uses a card not in the hand or one card twice.
        CardError: a card text is not a card.
    """
    if not isinstance(melds, (list, tuple)):
        raise RequestError("melds must be a list of melds", token=str(melds)[:50], code="bad-field", field="melds")
    parsed = []
    for meld in melds:
        if isinstance(meld, str):
            parsed.append(parse_hand(meld))
        elif isinstance(meld, (list, tuple)) and all(isinstance(c, str) for c in meld):
            parsed.append(parse_hand(list(meld)))
        else:
            raise MeldError(f"{meld!r} is not a meld", token=str(meld)[:50], code="bad-meld")
    arrangement = check_arrangement(parsed, puzzle.hand, puzzle.rules)
    return PuzzleCheck(puzzle, arrangement, arrangement.deadwood == puzzle.best.deadwood)
