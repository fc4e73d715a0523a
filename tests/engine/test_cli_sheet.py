"""``rummylab sheet FILE``: a sheet exported by the scorekeeper, scored in a terminal (KR-10c, KR-11)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rummylab.cli import main


def write(tmp_path: Path, data: object) -> str:
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return str(path)


def test_a_sheet_is_narrated_in_the_readers_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # KR-10c: Ana knocks with 9 against 2 and 2: 17 split 8½ + 8½ (KR-11: Rui and Eva share the lead).
    data = {"format": "rummylab-sheet", "version": 1, "game": "knock", "players": ["Ana", "Rui", "Eva"],
            "entries": [{"knocker": 1, "values": ["9", "2", "2"]}]}
    assert main(["sheet", write(tmp_path, data), "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Mano 1\n") and "Ana con −17, Rui con +8½, Eva con +8½" in out
    assert main(["sheet", write(tmp_path, data), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["totals"] == ["-17", "17/2", "17/2"]


def test_a_file_that_is_not_a_sheet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sheet", write(tmp_path, "[1, 2]"), "--lang", "pt"]) == 2
    assert "não é uma folha de pontuação" in capsys.readouterr().err
    assert main(["sheet", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
