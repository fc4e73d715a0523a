"""``rummylab puzzle`` and ``rummylab quiz``: the same seeds as the site, answers from the engine."""

from __future__ import annotations

import json

import pytest

from rummylab.cli import main
from rummylab.practice.puzzles import make_puzzle
from rummylab.practice.quiz import make_quiz
from tests.engine.reference_solver import reference_min_deadwood


def test_puzzle_json_is_the_seeded_hand_and_its_best_arrangement(capsys):
    assert main(["puzzle", "--game", "three-thirteen", "--round", "6", "--seed", "3", "--answer", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    puzzle = make_puzzle(3, game="three-thirteen", round=6)
    assert data["hand"] == [str(c) for c in puzzle.hand] and data["wild_rank"] == 8  # TT-3: round 6, eights wild
    assert data["best"]["deadwood"] == reference_min_deadwood(puzzle.hand, puzzle.rules)


def test_quiz_answer_in_text_names_the_rule(capsys):
    assert main(["quiz", "--level", "1", "--seed", "8", "--answer"]) == 0
    text = capsys.readouterr().out
    quiz = make_quiz(8, 1)
    assert "Quiz 8, level 1" in text and quiz.settlement.case.rule in text


def test_quiz_json_settlement(capsys):
    assert main(["quiz", "--level", "2", "--seed", "5", "--answer", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["settlement"] == make_quiz(5, 2).settlement.to_dict()
    assert sum(int(x.split("/")[0]) / int((x.split("/") + ["1"])[1]) for x in data["settlement"]["net"]) == 0


@pytest.mark.parametrize("argv, fragment", [
    (["quiz", "--level", "9"], "'9' is not one of the choices (1, 2, 3)"),
    (["puzzle", "--seed", "x"], "'x' is not a whole number"),
    (["puzzle", "--game", "three-thirteen", "--round", "12"], "12 is not a round"),
])
def test_bad_input_is_one_line_with_status_2(capsys, argv, fragment):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert fragment in err and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize("lang, fragment", [
    ("pt", "Quiz 42, nível 3: o jogador 3 bateu."),
    ("es", "Test 42, nivel 3: el jugador 3 cerró."),
    ("fr", "Quiz 42, niveau 3\u202f: le joueur 3 a frappé."),
])
def test_quiz_speaks_the_chosen_language(capsys, lang, fragment):
    # Seed 42 at level 3 is the table where player 3 knocks (pinned by test_practice's reference check).
    assert make_quiz(42, 3).knocker == 2
    assert main(["quiz", "--level", "3", "--seed", "42", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert fragment in out and "player" not in out
