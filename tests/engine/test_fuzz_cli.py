"""Fuzz tier: every bad command line gets a clear answer, and the named cases.

Command lines are built from real ones (one or more per command) with values replaced, removed or
added by hypothesis: empty, negative, huge, non-numeric, long and odd texts. Each runs in-process
through ``rummylab.cli.main`` with its output captured and an empty standard input: it must end
with status 0 or 2 (never 1, the internal error), print no traceback and nothing that asks to
report a bug, and end in seconds. Hypothesis runs derandomized with a fixed number of examples.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummylab.cli import main
from rummylab.web.limits import MAX_SHEET

SHEET = {"format": "rummylab-sheet", "version": 1, "game": "knock", "players": ["Ana", "Rui"],
         "entries": [{"knocker": 1, "values": ["8", "3"]}]}

#: Real command lines, one or more per command (``{sheet}``: a sheet's file).
COMMANDS = [
    ["solve", "4H", "5H", "6H", "QC", "QD", "QS", "8D"],
    ["solve", "--round", "5", "--all", "--json", "4H", "7C", "6H", "9S", "9D", "9C", "2S"],
    ["solve", "--decks", "3", "--all", "--limit", "5", "4H", "4H", "4S", "5H", "6H"],
    ["settle", "knock", "--deadwood", "8", "3", "--knocker", "1"],
    ["settle", "knock", "--hands", "4H 5H 6H QC QD QS 8D", "AS AH AD 7C 8C 9C 3H", "--knocker", "1", "--lang", "pt"],
    ["settle", "three-thirteen", "--round", "1", "--hands", "4H 5H 6H", "KS QD 2C", "--out", "1"],
    ["settle", "rummy", "--hands", "", "KS 2C", "AH", "--out", "1"],
    ["deal", "--game", "rummy", "--players", "3", "--seed", "7"],
    ["play", "--game", "knock", "--seed", "1"],
    ["simulate", "--hands", "3", "--players", "3", "--seed", "1", "--bots", "threshold=5,greedy"],
    ["advise", "--hand", "4H 5H 6H QC QD QS 8D", "--players", "3", "--samples", "50"],
    ["puzzle", "--seed", "3", "--answer"],
    ["quiz", "--level", "2", "--seed", "5", "--answer"],
    ["sheet", "{sheet}", "--lang", "fr"],
    ["worksheet", "--kinds", "meld", "--game", "knock", "--count", "1", "--seed", "42", "--no-key"],
    ["rules", "--game", "knock", "--json"],
]

ODD = st.one_of(
    st.sampled_from(["", " ", "-", "0", "-5", "1", "7", "12", "999999999999", "99999999999999999999", "1" + "0" * 5000,
                     "-1e9", "1.5", "nan", "abc", "QH", "QH QH", "threshold=-5", "threshold=999999999999",
                     "penalty=-5", "penalty=20", "knock", "three-thirteen", "rummy", "ß", "٣", "x" * 3000, "--json",
                     "--all", "--lang", "--rule", "QH " * 300]),
    st.text(max_size=12),
)


def run(argv: list[str], stdin: str = "") -> tuple[int, str, str, float]:
    """``rummylab ARGV`` in-process: status, stdout, stderr, seconds."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    started = time.perf_counter()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(argv)
    finally:
        sys.stdin = saved
    return status, out.getvalue(), err.getvalue(), time.perf_counter() - started


def _clear(argv: list[str], status: int, stderr: str, seconds: float) -> None:
    assert status in (0, 2, 130), (argv, status, stderr)
    assert "Traceback" not in stderr and "report" not in stderr, (argv, stderr)
    if stderr:
        assert stderr.startswith(("rummylab: ", "rummylab\u202f: ")), (argv, stderr)
    assert seconds < 20, (argv, seconds)


@pytest.fixture(scope="module")
def sheet_file(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("sheet") / "sheet.json"
    path.write_text(json.dumps(SHEET), encoding="utf-8")
    return str(path)


def _fixed(examples: int) -> settings:
    return settings(derandomize=True, max_examples=examples, database=None, deadline=None,
                    suppress_health_check=list(HealthCheck))


@_fixed(300)
@given(st.sampled_from(COMMANDS), st.data())
def test_a_command_line_with_odd_values_gets_a_clear_answer(base: list[str], data: st.DataObject) -> None:
    argv = list(base)
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.integers(1, len(argv) - 1)) if len(argv) > 1 else 0
        change = data.draw(st.sampled_from(["replace", "remove", "insert"]))
        if change == "replace" and argv[where] != "{sheet}":
            argv[where] = data.draw(ODD)
        elif change == "remove" and len(argv) > 2:
            del argv[where]
        else:
            argv.insert(where, data.draw(ODD))
    argv = [a for a in argv if a != "{sheet}"]  # no file names from the fuzz: it must not read the machine's files
    status, _, stderr, seconds = run(argv)
    _clear(argv, status, stderr, seconds)


@_fixed(60)
@given(st.one_of(st.just(""), st.text(max_size=80), st.sampled_from(["QH\n" * 3, "4H 5H 6H\n#\n\n5X\n", "[[[", "\0" * 50])))
def test_solve_batch_with_any_input_gets_a_clear_answer(stdin: str) -> None:
    status, out, stderr, seconds = run(["solve", "--batch", "--json"], stdin)
    _clear(["solve", "--batch"], status, stderr, seconds)
    for line in out.splitlines():
        json.loads(line)


@_fixed(40)
@given(st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=8)),
                    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)),
                    max_leaves=8),
       st.sampled_from(["format", "version", "game", "players", "entries", "first_dealer", "house", "name"]))
def test_a_sheet_with_any_field_gets_a_clear_answer(value: Any, field: str) -> None:
    status, _, stderr, seconds = run(["sheet", "-"], json.dumps({**SHEET, field: value}))
    _clear(["sheet", field], status, stderr, seconds)


# ---- the audit's cases, by name ----------------------------------------------------------------

@pytest.mark.parametrize(("argv", "words"), [
    (["solve", ""], "give the cards of a hand"),
    (["solve", " ", "--lang", "fr"], "indiquez les cartes d’une main"),
    (["settle", "knock", "--hands", "", ""], "player 1's hand has no cards (KR-2)"),
    (["settle", "knock", "--deadwood", "99999999999999999999", "3"], "at most 100, KR-2"),
    (["settle", "knock", "--deadwood", "71", "3", "5", "--lang", "pt"], "no máximo 70, KR-2"),
    (["rules", "--game", ""], "is not a game"),
    (["simulate", "--hands", "2", "--bots", "threshold=-5"], "from 0 to 100 (KR-7)"),
    (["simulate", "--hands", "2", "--bots", "threshold=999999999999"], "from 0 to 100 (KR-7)"),
    (["play", "--bots", "threshold=101", "--lang", "fr"], "de 0 à 100 (KR-7)"),
    (["settle", "rummy", "--hands", "", "2H", "3H", "4H", "5H", "6H", "7H", "--out", "1"], "2 to 6 players, not 7 (RU-6a)"),
    (["settle", "rummy", "--hands", "", "", "3H", "--out", "1"], "player 2 did not go out"),
    (["settle", "rummy", "--hands", "AS", "", "--draw", "--lang", "es"], "la mano del jugador 2 no tiene cartas (RU-6)"),
])
def test_an_impossible_input_is_refused_with_its_rule_or_range(argv: list[str], words: str) -> None:
    status, out, stderr, _ = run(argv)
    assert (status, out) == (2, "")
    assert words in stderr and "Traceback" not in stderr


@pytest.mark.parametrize(("version", "lang", "words"), [
    (True, "en", "its version is True, not a whole number"),
    ("1", "en", "its version is '1', not a whole number"),
    (1.0, "pt", "não é uma folha de pontuação"),
])
def test_a_sheet_version_that_is_not_a_whole_number_is_refused(version: Any, lang: str, words: str) -> None:
    status, _, stderr, _ = run(["sheet", "-", "--lang", lang], json.dumps({**SHEET, "version": version}))
    assert status == 2 and words in stderr


@pytest.mark.parametrize("game", [{"name": "knock"}, ["knock"], 3])
def test_a_sheet_whose_game_is_not_a_name_is_refused(game: Any) -> None:
    status, _, stderr, _ = run(["sheet", "-"], json.dumps({**SHEET, "game": game}))
    assert status == 2 and "is not a game of the score sheet" in stderr
    status, _, stderr, _ = run(["sheet", "-", "--rule", "penalty=20"], json.dumps({**SHEET, "game": game}))
    assert status == 2 and "is not a game of the score sheet" in stderr


def test_a_sheet_is_read_with_a_size_limit(tmp_path: Path) -> None:
    """``rummylab sheet /dev/zero`` read without end; now at most MAX_SHEET + 1 characters are read."""
    started = time.perf_counter()
    status, _, stderr, _ = run(["sheet", "/dev/zero"] if Path("/dev/zero").exists() else ["sheet", "-"],
                               "\0" * (MAX_SHEET + 10))
    assert status == 2 and f"at most {MAX_SHEET} characters" in stderr
    assert time.perf_counter() - started < 5
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
    status, _, stderr, _ = run(["sheet", str(deep), "--lang", "es"])
    assert status == 2 and "más de 32 niveles de anidamiento" in stderr


def test_solve_batch_reads_lines_with_a_size_limit() -> None:
    status, out, _, seconds = run(["solve", "--batch"], "4H 5H 6H\n" + "Q" * 50_000)
    assert status == 2 and seconds < 5
    first, second = out.splitlines()
    assert json.loads(first)["deadwood"] == 0
    assert json.loads(second) == {"error": {"code": "too-large", "token": "size", "message": "the line is too large: at "
                                            "most 10000 characters are allowed",
                                            "params": {"field": "line", "limit": 10000, "count": 10000}}, "line": 2}


def test_solve_all_with_three_decks_ends_at_once() -> None:
    """The audit's case: ``solve --all --decks 3`` on 20 repeated 4–8s ran past 40 s."""
    hand = "4C 4C 4C 4D 4D 4D 4H 4H 4H 4S 4S 4S 5C 5C 5C 5D 5D 5D 5H 5H".split()
    status, out, _, seconds = run(["solve", "--all", "--decks", "3", "--json", *hand])
    assert status == 0 and seconds < 5
    assert len(json.loads(out)["alternatives"]) == 1


def test_ctrl_c_anywhere_ends_quietly_with_130(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C in ``play`` before its first prompt printed a KeyboardInterrupt traceback; at a prompt, too."""
    import rummylab.cli.house
    import rummylab.cli.play

    def interrupted(*args: Any, **kwargs: Any) -> Any:
        raise KeyboardInterrupt

    for where in ("house_line", "_show"):  # while the game is set up (before play's own guard), the table drawn
        target = rummylab.cli.house if where == "house_line" else rummylab.cli.play
        monkeypatch.setattr(target, where, interrupted)
        status, _, stderr, _ = run(["play", "--game", "knock", "--seed", "1"])
        assert status == 130 and "Traceback" not in stderr and "KeyboardInterrupt" not in stderr
        monkeypatch.undo()

    class Keyboard(io.StringIO):
        readline = interrupted  # type: ignore[assignment]

    monkeypatch.setattr(sys, "stdin", Keyboard())  # at the first prompt
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["play", "--game", "rummy", "--seed", "2"])
    assert status == 130 and "Traceback" not in err.getvalue()
