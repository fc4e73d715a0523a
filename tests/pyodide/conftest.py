"""The Pyodide tier stages the runtime the site build stages (``build/pyodide/<key>/``): its tests
run after a build of the same run has finished, and so find it staged (tests/conftest.py)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from site_plugins.pyodide import Runtime, stage_runtime

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent


def run_on_node(script: str, *args: str, timeout: int) -> tuple[Runtime, subprocess.CompletedProcess[str]]:
    """Run ``script`` (this folder's) on Node with the staged runtime (``--pyodide``) and ``args``."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not on PATH: the Pyodide tier needs Node.js >= 20")
    runtime = stage_runtime(REPO / "engine", REPO / "node_modules", REPO / "build" / "pyodide")
    proc = subprocess.run([node, str(HERE / script), "--pyodide", str(runtime.path), *args],
                          capture_output=True, text=True, timeout=timeout, check=False)
    return runtime, proc


@pytest.fixture(autouse=True)
def _after_the_site_build(site_build_done: None) -> None:
    """(The dependency is the point: ``site_build_done`` waits for a build under way.)"""
