"""The memory snapshot the site ships: made at build time, restored by a first visit.

The worker (docs/assets/rummylab-worker.js) restores it in place of Pyodide's own start, so a
reader's first answer skips Python's init. ``snapshot.mjs`` makes it in Pyodide on Node from the
staged runtime, prunes what no answer runs, checks it as the worker restores it (every case of
its operations answered with an empty standard library and no wheel; then every case of every
operation with both written) and writes it with its ``.br`` and ``.gz`` twins, and its copy for a
host without twins (:data:`RAW_COPY`: not XORed, restored and checked with the wasm that has no
data segments, as that host's worker restores it; :mod:`site_plugins.br_copies`). The
``rummylab-pyodide`` plugin (:mod:`site_plugins.pyodide`) calls :func:`make_snapshot` while it
stages the runtime, and names the file and its operations in ``rummylab.json``.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError

from site_plugins.br_copies import data_less

#: The file in the runtime's folder (its twins beside it).
SNAPSHOT_FILE = "rummylab-shipped.bin"
#: Its copy's suffix: the snapshot not XORed with the wasm's data segments, as brotli.
RAW_COPY = ".raw.br"
SCRIPT = Path(__file__).with_name("snapshot.mjs")
#: The file's format, shared with the site's worker (the build writes what the worker reads).
FORMAT = Path(__file__).resolve().parents[1] / "docs" / "assets" / "shipped-snapshot.js"


def run_node_script(script: Path, args: list[str], doing: str) -> dict[str, Any]:
    """Run ``node script *args`` (the build's Pyodide steps); its last stdout line is a JSON report.

    ``doing`` names the step in the PluginError a missing node, a timeout, a failure or a missing
    report raises ("compiling the bytecode", "making the snapshot").
    """
    node = shutil.which("node")
    if node is None:
        raise PluginError(f"rummylab-pyodide: node is not on PATH; {doing} needs it (Node.js >= 20)")
    try:
        proc = subprocess.run([node, str(script), *args], capture_output=True, text=True, timeout=600, check=False)
    except subprocess.TimeoutExpired as err:
        raise PluginError(f"rummylab-pyodide: {doing} took over {err.timeout} s") from err
    if proc.returncode != 0:
        raise PluginError(f"rummylab-pyodide: {doing} in Pyodide failed (exit {proc.returncode}):\n"
                          f"{proc.stderr.strip() or proc.stdout.strip()}")
    try:
        report: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        raise PluginError(f"rummylab-pyodide: {doing} gave no report:\n{proc.stdout}{proc.stderr}") from None
    return report


def make_snapshot(stage: Path, label: str, cases: Path) -> dict[str, Any]:
    """Write ``stage/SNAPSHOT_FILE`` (and twins) for the runtime staged in ``stage``, labelled ``label``.

    Returns the script's report: the operations it answers alone, its sizes, the cases checked.
    """
    wasm = stage / "pyodide.asm.wasm"
    if not wasm.is_file():
        raise PluginError(f"rummylab-pyodide: making the snapshot needs {wasm}, which is missing")
    with tempfile.TemporaryDirectory() as tmp:
        bare = Path(tmp) / "pyodide.asm.nodata.wasm"
        bare.write_bytes(data_less(wasm.read_bytes()))
        return run_node_script(SCRIPT, ["--pyodide", str(stage), "--label", label, "--cases", str(cases),
                                        "--out", str(stage / SNAPSHOT_FILE), "--data-less", str(bare)],
                               "making the snapshot")
