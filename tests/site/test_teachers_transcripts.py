"""The command lines the teachers' pages show print exactly what the engine prints.

Each page quotes ``rummylab`` in ```console blocks (``$ command`` then its output); a wording or
number that changes in the engine must change there too, so this runs each one and compares.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BLOCK = re.compile(r"```console\n(.*?)```", re.S)


def _transcripts() -> list[tuple[str, str, str]]:
    found = []
    for page in sorted((ROOT / "docs").glob("*/teachers.md")):
        for block in BLOCK.findall(page.read_text(encoding="utf-8")):
            command, _, output = block.partition("\n")
            assert command.startswith("$ "), (page, command)
            found.append((page.parent.name, command[2:], output))
    return found


TRANSCRIPTS = _transcripts()


def test_every_language_quotes_the_command_line() -> None:
    assert sorted({lang for lang, _, _ in TRANSCRIPTS}) == ["en", "es", "fr", "pt"]


@pytest.mark.parametrize(("lang", "command", "output"), TRANSCRIPTS, ids=[f"{t[0]}: {t[1][:40]}" for t in TRANSCRIPTS])
def test_the_transcript_is_what_the_engine_prints(lang: str, command: str, output: str) -> None:
    rummylab = f"{sys.executable} -m rummylab"
    env = {**os.environ, "PYTHONPATH": f"{ROOT / 'engine'}{os.pathsep}{os.environ.get('PYTHONPATH', '')}",
           "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"}
    proc = subprocess.run(re.sub(r"\brummylab\b", rummylab, command, count=1) if command.startswith("rummylab")
                          else command.replace("| rummylab", f"| {rummylab}"),
                          shell=True, capture_output=True, text=True, env=env, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == output
