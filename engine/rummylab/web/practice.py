"""Web operations of the practice widgets: the settlement quiz and the meld puzzles.

Loaded by :mod:`rummylab.web.registry` on the first request for one of
them. Every request carries the seed (and level or game) and the house rules
(``"house": {"penalty": 20}``, :func:`~rummylab.web.fields.get_house`), so
the engine recomputes the quiz or puzzle instead of trusting the page: a
check request sends the question's house rules again and is judged by them.
Every answer echoes them (``"house"``, by name; ``{}`` for the site's profile).

>>> import json
>>> from rummylab.web import handle
>>> q = json.loads(handle('{"op": "quiz", "seed": 5, "level": 1, "lang": "pt"}'))["result"]
>>> q["players"], len(q["hands"]), q["labels"]
(2, 2, ['jogador 1', 'jogador 2'])
>>> bad = json.loads(handle('{"op": "quiz-check", "seed": 5, "level": 1, "answers": ["x", "1"], "lang": "es"}'))
>>> bad["error"]["code"], bad["error"]["params"]["player"]
('bad-amount', 1)
"""

from __future__ import annotations

from typing import Any

from rummylab.core.amounts import signed_amount
from rummylab.core.errors import RequestError
from rummylab.core.house import public
from rummylab.games import get
from rummylab.practice.difficulty import Difficulty, check_difficulty, find_at_level, puzzle_difficulty, quiz_difficulty
from rummylab.practice.puzzles import PUZZLE_GAMES, Puzzle, check_puzzle, make_puzzle, puzzle_rule_ids
from rummylab.practice.quiz import Quiz, check_quiz, make_quiz
from rummylab.web.fields import card_labels, get_house, get_int, settlement_json
from rummylab.web.registry import register
from rummylab.words.explain import explain
from rummylab.words.language import check_lang, player_label

__all__: list[str] = []

#: Seeds travel in URLs and through JavaScript numbers: keep them exact there.
MAX_SEED = 2**53 - 1


def _seed(request: dict[str, Any]) -> int:
    seed = request.get("seed")
    if isinstance(seed, str) and seed.strip().isdecimal() and seed.strip().isascii():
        seed = int(seed.strip())
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise RequestError(f"{seed!r} is not a seed (a whole number from 0 to {MAX_SEED})",
                           token=str(seed)[:60], code="bad-seed")
    return seed


def _game(request: dict[str, Any]) -> str:
    game = request.get("game", "knock")
    if not isinstance(game, str):
        raise RequestError(f"game must be a name, not {game!r}", token=str(game)[:50], code="bad-field", field="game")
    return game  # make_puzzle refuses a game without puzzles


def difficulty_asked(request: dict[str, Any]) -> int | None:
    """The level (1-5) a request asks its problem at (``"difficulty"``), or None: the seed's own problem."""
    level = request.get("difficulty")
    return None if level is None else check_difficulty(level)


#: How many puzzles a request at a level may deal before it keeps the closest (2 ms each in CPython).
PUZZLE_SEARCH = 150
#: The quiz's own levels (the cases it draws, 1-3) tried for each difficulty.
QUIZ_KINDS = {1: (1,), 2: (1, 2), 3: (2, 3), 4: (3, 2), 5: (3,)}


def _make_puzzle(request: dict[str, Any]) -> tuple[Puzzle, Difficulty]:
    """The puzzle a request names (its seed, game, round and house rules; at ``difficulty``, the first one of
    that level) and its difficulty (measured once: the search at a level has measured it)."""
    game = _game(request)
    options = get_house(request, game) if game in PUZZLE_GAMES else {}  # make_puzzle refuses another game
    seed, round = _seed(request), get_int(request, "round")
    level = difficulty_asked(request)
    puzzle = make_puzzle(seed, game=game, round=round, options=options)  # (a bad game, round or house rule: refused first)
    if level is None:
        return puzzle, puzzle_difficulty(puzzle)
    return find_at_level(seed, level, lambda s, _a: make_puzzle(s, game=game, round=round, options=options),
                         puzzle_difficulty, tries=PUZZLE_SEARCH)


def _make_quiz(request: dict[str, Any]) -> tuple[Quiz, Difficulty]:
    """The quiz a request names (seed, level, house rules; at ``difficulty``, the first one of that level from
    the seed) and its difficulty (measured once: the search at a level has measured it)."""
    house = get_house(request, "knock")
    level = difficulty_asked(request)
    if level is None:
        quiz = make_quiz(_seed(request), get_int(request, "level", 1), **house)
        return quiz, quiz_difficulty(quiz)
    kinds = QUIZ_KINDS[level]
    return find_at_level(_seed(request), level, lambda s, a: make_quiz(s, kinds[a % len(kinds)], **house),
                         quiz_difficulty)


@register("quiz")
def _quiz(request: dict[str, Any]) -> dict[str, Any]:
    lang = check_lang(request.get("lang", "en"))
    quiz, difficulty = _make_quiz(request)
    result = quiz.question()
    result["difficulty"] = difficulty.to_dict()
    result["house"] = public(get("knock"), quiz.rules)
    result["labels"] = [player_label(i, lang) for i in range(quiz.players)]
    result.update(card_labels((c for h in quiz.hands for c in h), lang))
    return result


@register("quiz-check")
def _quiz_check(request: dict[str, Any]) -> dict[str, Any]:
    lang = check_lang(request.get("lang", "en"))
    quiz = make_quiz(_seed(request), get_int(request, "level", 1), **get_house(request, "knock"))
    verdict = check_quiz(quiz, request.get("answers"))
    difficulty = quiz_difficulty(quiz)
    result = verdict.to_dict()
    result["settlement"] = settlement_json(quiz.settlement, lang)
    result["answers_signed"] = [signed_amount(a, lang) for a in verdict.answers]  # as a ledger writes them: +15, −3½
    result["expected_signed"] = [signed_amount(x, lang) for x in quiz.settlement.net]
    result["seed"] = quiz.seed
    result["level"] = quiz.level
    result["house"] = public(get("knock"), quiz.rules)
    result["labels"] = [player_label(i, lang) for i in range(quiz.players)]
    result["explanation"] = explain(quiz.settlement, lang)
    result["difficulty"] = difficulty.to_dict()
    result["rules"] = ["KR-5", quiz.settlement.case.rule]  # what the table asks: deadwood, then its case of KR-10
    result.update(card_labels((c for h in quiz.hands for c in h), lang))
    return result


@register("puzzle")
def _puzzle(request: dict[str, Any]) -> dict[str, Any]:
    lang = check_lang(request.get("lang", "en"))
    puzzle, difficulty = _make_puzzle(request)
    result = puzzle.question()
    result["what"] = puzzle.describe(lang)
    result["difficulty"] = difficulty.to_dict()
    result["leftover"] = get(puzzle.game).leftover  # the widget's words follow it (deadwood or penalty points)
    result["house"] = public(get(puzzle.game), puzzle.rules)
    result.update(card_labels(puzzle.hand, lang))
    return result


@register("puzzle-check")
def _puzzle_check(request: dict[str, Any]) -> dict[str, Any]:
    lang = check_lang(request.get("lang", "en"))
    request = {k: v for k, v in request.items() if k != "difficulty"}  # a check names the puzzle by its own seed
    puzzle, difficulty = _make_puzzle(request)
    verdict = check_puzzle(puzzle, request.get("melds", []))
    result = verdict.to_dict()
    result["seed"] = puzzle.seed
    result["leftover"] = get(puzzle.game).leftover
    result["house"] = public(get(puzzle.game), puzzle.rules)
    result["ways"] = puzzle.ways
    result["difficulty"] = difficulty.to_dict()
    result["rules"] = list(puzzle_rule_ids(puzzle))
    result["explanation"] = explain(verdict.arrangement if verdict.optimal else puzzle.best, lang, rules=puzzle.rules)
    result.update(card_labels(puzzle.hand, lang, arrangements=(verdict.arrangement, puzzle.best)))
    return result
