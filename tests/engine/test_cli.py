"""The rummylab command line, run in-process through main(argv)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from rummylab.cli import main

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def run(capsys, *argv: str, stdin: str | None = None, monkeypatch=None) -> tuple[int, str, str]:
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


# ---- settle knock (KR-10) ------------------------------------------------------------------------

def test_settle_knock_json_kr_ex1(capsys):
    status, out, err = run(capsys, "settle", "knock", "--deadwood", "8", "3", "--knocker", "1", "--json")
    assert (status, err) == (0, "")
    assert json.loads(out) == {"deadwood": [8, 3], "knocker": 1, "case": "knocker-beaten",
                               "transfers": [{"from": 1, "to": 2, "amount": "15"}], "net": ["-15", "15"]}


def test_settle_knock_text_explains_in_english(capsys):
    status, out, _ = run(capsys, "settle", "knock", "--deadwood", "8", "3", "--knocker", "1")
    assert status == 0
    assert "Player 1 knocked with 8, but player 2 had only 3 (KR-10c)." in out
    assert "Payment from player 1 to player 2: 8 − 3 + 10 = 15." in out


@pytest.mark.parametrize(
    "lang, sentence",
    [("pt", "O jogador 4 paga 10 − 3 = 7, dividido por 2 vencedores: 3½ a cada um, ao jogador 2 e ao jogador 3."),
     ("es", "El jugador 4 paga 10 − 3 = 7, que se reparte entre 2 ganadores: 3½ a cada uno, al jugador 2 y al jugador 3."),
     ("fr", "Le joueur 4 paie 10 − 3 = 7, partagé entre les 2 gagnants\u202f: 3½ chacun, au joueur 2 et au joueur 3.")],
)
def test_settle_knock_lang(capsys, lang, sentence):
    status, out, _ = run(capsys, "settle", "knock", "--deadwood", "3", "3", "3", "10", "--knocker", "1", "--lang", lang)
    assert status == 0 and sentence in out.splitlines()


def test_settle_knock_without_knocker_is_kr_10e(capsys):
    status, out, _ = run(capsys, "settle", "knock", "--deadwood", "0", "0", "7", "--json")
    data = json.loads(out)
    assert data["case"] == "no-knocker" and data["knocker"] is None and data["net"] == ["7/2", "7/2", "-7"]


def test_settle_knock_from_hands(capsys):
    status, out, _ = run(capsys, "settle", "knock", "--hands", "4H 5H 6H QC QD QS 8D", "AS AH AD 7C 8C 9C 3H",
                         "--knocker", "1", "--json")
    data = json.loads(out)
    assert status == 0 and data["deadwood"] == [8, 3] and data["transfers"] == [{"from": 1, "to": 2, "amount": "15"}]
    status, out, _ = run(capsys, "settle", "knock", "--hands", "4H 5H 6H QC QD QS 8D", "AS AH AD 7C 8C 9C 3H",
                         "--knocker", "1")
    assert out.splitlines()[0] == "Player 1: [4♥ 5♥ 6♥] [Q♣ Q♦ Q♠] 8♦ → 8"


# ---- bad input: status 2, one line on stderr, no traceback ------------------------------------------

@pytest.mark.parametrize(
    "argv, message",
    [
        (["solve", "5X", "4H"], "rummylab: '5X' is not a card"),
        (["solve", "QH", "QH"], "rummylab: Q♥ appears twice but this game uses one deck"),
        (["solve", "--game", "poker", "QH"], "rummylab: 'poker' is not a game (choose knock, three-thirteen, rummy)"),
        (["solve", "--game", "knock", "--round", "3", "QH"], "rummylab: knock has no rounds or wild cards"),
        (["solve", "--round", "12", "QH"], "rummylab: 12 is not a round of Three Thirteen (1 to 11)"),
        (["solve"], "rummylab: give the cards of a hand, e.g. 4H 5H 6H QC QD QS 8D"),
        (["settle", "knock", "--deadwood", "8", "3", "--knocker", "3"], "rummylab: knocker 3 is not one of the 2 players"),
        (["settle", "knock", "--deadwood", "8", "-3"], "rummylab: player 2's deadwood -3 is negative"),
        (["settle", "knock", "--deadwood", "8"], "rummylab: Knock Rummy needs at least 2 players, got 1"),
        (["settle", "knock", "--deadwood", "8", "x"], "rummylab: argument --deadwood: 'x' is not a whole number"),
        (["settle", "knock", "--knocker", "1"], "rummylab: one of the arguments --deadwood --hands is required"),
        (["settle", "knock", "--deadwood", "8", "3", "--lang", "fr", "--knocker", "5"],
         "rummylab\u202f: le frappeur, le joueur 5, n’est pas l’un des 2 joueurs"),
        (["frobnicate"], None),
        (["settle"], "rummylab: the following arguments are required: GAME"),
    ],
)
def test_bad_input(capsys, argv, message):
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(("rummylab: ", "rummylab\u202f: "))
    assert "Traceback" not in err
    if message is not None:
        assert lines[0] == message


def test_bad_hand_in_settle_knock_names_the_card(capsys):
    status, _, err = run(capsys, "settle", "knock", "--hands", "4H 5H 6H", "AS 1Z", "--knocker", "1")
    assert status == 2 and err == "rummylab: '1Z' is not a card\n"


# ---- solve --------------------------------------------------------------------------------------------

def test_solve_text(capsys):
    status, out, _ = run(capsys, "solve", "4H", "5H", "6H", "QC", "QD", "QS", "8D")
    assert status == 0
    assert out.splitlines() == ["[4♥ 5♥ 6♥] [Q♣ Q♦ Q♠] 8♦ → 8", "  Run of hearts: 4♥ 5♥ 6♥.",
                                "  Set of queens: Q♣ Q♦ Q♠.", "  Deadwood: 8♦ = 8."]


def test_solve_json_and_all(capsys):
    status, out, _ = run(capsys, "solve", "--json", "4H 5H 6H QC QD QS 8D")
    data = json.loads(out)
    assert status == 0 and data["deadwood"] == 8 and data["unmatched"] == ["8♦"] and "alternatives" not in data
    # K♠ in the run J-Q-K♠ or in the set of kings: two optima of 20 (KR-5).
    status, out, _ = run(capsys, "solve", "--json", "--all", "JS", "QS", "KS", "KH", "KD")
    data = json.loads(out)
    assert data["deadwood"] == 20 and len(data["alternatives"]) == 2
    status, out, _ = run(capsys, "solve", "--all", "JS", "QS", "KS", "KH", "KD")
    assert out.count("→ 20") == 2 and "(1/2)" in out and "(2/2)" in out


def test_solve_three_thirteen_with_round_implies_the_game(capsys):
    status, out, _ = run(capsys, "solve", "--round", "5", "--json", "4H", "7C", "6H")  # sevens wild (TT-3)
    data = json.loads(out)
    assert status == 0 and data["deadwood"] == 0 and data["melds"][0]["wilds"] == {"7♣": "5♥"}
    status, out, _ = run(capsys, "solve", "--game", "tt", "--wild", "Q", "--json", "4H", "QC", "6H", "KS")
    assert json.loads(out)["deadwood"] == 10


def test_solve_batch(capsys, monkeypatch):
    stdin = "4H 5H 6H\n\n# a comment\n5X 4H\nQH QH 2C\nAS 2S 3S 4D\n"
    status, out, err = run(capsys, "solve", "--batch", stdin=stdin, monkeypatch=monkeypatch)
    assert status == 2 and err == ""
    rows = [json.loads(line) for line in out.splitlines()]
    assert len(rows) == 4
    assert rows[0]["deadwood"] == 0
    assert rows[1] == {"error": {"code": "bad-card", "token": "5X", "message": "'5X' is not a card", "params": {}},
                       "line": 4}
    assert rows[2]["error"]["code"] == "duplicate-card" and rows[2]["line"] == 5
    assert rows[3]["deadwood"] == 4 and rows[3]["unmatched"] == ["4♦"]


def test_solve_batch_all_good_is_status_0(capsys, monkeypatch):
    status, out, _ = run(capsys, "solve", "--batch", "--all", stdin="JS QS KS KH KD\n", monkeypatch=monkeypatch)
    assert status == 0 and len(json.loads(out)["alternatives"]) == 2


# ---- Three Thirteen and Rummy rounds ---------------------------------------------------------------------

def test_settle_three_thirteen(capsys):
    # Round 1: threes wild (TT-3). 3♥ 3♣ 3♠ is a meld of wild cards; K♦ 2♠ 4♦ scores 10 + 2 + 4 (TT-7).
    status, out, _ = run(capsys, "settle", "three-thirteen", "--round", "1", "--hands", "3H 3C 3S", "KD 2S 4D",
                         "--out", "1", "--json")
    data = json.loads(out)
    assert status == 0 and data["penalties"] == [0, 16] and data["out"] == 1 and data["wild"] == "3"
    status, out, _ = run(capsys, "settle", "tt", "--round", "1", "--hands", "3H 3C 3S", "KD 2S 4D", "--out", "1")
    assert "Player 1 went out (TT-6)." in out


def test_settle_rummy(capsys):
    # RU-8: player 1 went out; the others hold K♠ 2♣ (12) and A♥ (1): 13 points.
    status, out, _ = run(capsys, "settle", "rummy", "--hands", "", "KS 2C", "AH", "--out", "1", "--json")
    data = json.loads(out)
    assert status == 0 and data["points"] == [13, 0, 0]
    status, out, _ = run(capsys, "settle", "rummy", "--hands", "-", "KS 2C", "AH", "--out", "1", "--lang", "es")
    assert "12 + 1 = 13 (RU-8)" in out
    status, out, _ = run(capsys, "settle", "rummy", "--hands", "QH", "KS 2C", "AH", "--draw", "--json")
    assert json.loads(out)["points"] == [0, 0, 0] and json.loads(out)["draw"] is True


def test_settle_rummy_needs_out_or_draw(capsys):
    status, _, err = run(capsys, "settle", "rummy", "--hands", "", "KS")
    assert status == 2 and err.count("\n") == 1


def test_help_and_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == "rummylab 0.1.0"
    assert main(["solve", "--help"]) == 0
    assert "--batch" in capsys.readouterr().out


def test_python_dash_m(tmp_path):
    done = subprocess.run([sys.executable, "-m", "rummylab", "settle", "knock", "--deadwood", "8", "3", "--knocker",
                           "1", "--json"], capture_output=True, text=True, encoding="utf-8",
                          env={"PYTHONPATH": str(ENGINE), "PYTHONIOENCODING": "utf-8"}, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["transfers"] == [{"from": 1, "to": 2, "amount": "15"}]
    bad = subprocess.run([sys.executable, "-m", "rummylab", "solve", "5X"], capture_output=True, text=True,
                         encoding="utf-8", env={"PYTHONPATH": str(ENGINE), "PYTHONIOENCODING": "utf-8"}, timeout=60)
    assert bad.returncode == 2 and bad.stderr == "rummylab: '5X' is not a card\n"


# ---- engine/README.md stays true ---------------------------------------------------------------------

README = ENGINE / "README.md"


def _console_examples() -> list[tuple[str, str]]:
    import re

    examples = []
    for block in re.findall(r"```console\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S):
        command, _, output = block.partition("\n")
        assert command.startswith("$ rummylab "), command
        examples.append((command[len("$ rummylab "):], output))
    return examples


def test_readme_python_examples():
    import doctest

    failures, tried = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert tried > 20 and failures == 0


@pytest.mark.parametrize("command, output", _console_examples())
def test_readme_console_examples(capsys, command, output):
    import shlex

    status = main(shlex.split(command))
    captured = capsys.readouterr()
    assert captured.out + captured.err == output
    assert status == (2 if captured.err else 0)


def test_solve_all_limit(capsys):
    status, out, _ = run(capsys, "solve", "--all", "--limit", "1", "--json", "JS", "QS", "KS", "KH", "KD")
    assert status == 0 and len(json.loads(out)["alternatives"]) == 1
    status, _, err = run(capsys, "solve", "--all", "--limit", "0", "JS", "QS", "KS")
    assert status == 2 and err == "rummylab: --limit 0 is not a number of arrangements (1 or more)\n"


def test_lang_may_come_before_the_command(capsys):
    assert main(["--lang", "fr", "solve", "ZZ"]) == 2
    assert capsys.readouterr().err == "rummylab\u202f: «\u202fZZ\u202f» n’est pas une carte\n"
    assert main(["--lang=es", "settle", "knock", "--deadwood", "8", "3", "--knocker", "1"]) == 0
    assert "El jugador 1 paga al jugador 2" in capsys.readouterr().out


def test_argparse_quotes_the_input_as_the_language_does(capsys):
    # French quotes with « » and narrow no-break spaces; argparse itself would write repr()'s 'x'.
    assert main(["settle", "knock", "--deadwood", "x", "--lang", "fr"]) == 2
    assert capsys.readouterr().err == "rummylab\u202f: argument --deadwood\u202f: «\u202fx\u202f» n’est pas un nombre entier\n"
