"""The README's examples stay true: its console sessions and Python examples are run here."""

from __future__ import annotations

import doctest
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"


def console_sessions() -> list[tuple[str, str]]:
    """(command, expected output) for every ``$ …`` line of the README's ```console blocks."""
    sessions = []
    for block in re.findall(r"```console\n(.*?)```", README.read_text(encoding="utf-8"), re.S):
        for chunk in re.split(r"^\$ ", block, flags=re.M)[1:]:
            command, _, output = chunk.partition("\n")
            sessions.append((command, output.strip("\n")))
    return sessions


def test_readme_has_console_examples() -> None:
    assert len(console_sessions()) >= 3


@pytest.mark.parametrize(("command", "expected"), console_sessions(), ids=[c for c, _ in console_sessions()])
def test_console_example_prints_what_the_readme_says(command: str, expected: str) -> None:
    argv = shlex.split(command)
    assert argv[0] == ".venv/bin/rummylab", f"README examples run the engine's CLI, not {argv[0]}"
    proc = subprocess.run([sys.executable, "-m", "rummylab", *argv[1:]], capture_output=True, text=True,
                          check=False, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip("\n") == expected


def test_python_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert blocks
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for i, block in enumerate(blocks):
        runner.run(parser.get_doctest(block, {}, f"README.md python block {i + 1}", str(README), 0))
    assert runner.summarize(verbose=False).failed == 0
