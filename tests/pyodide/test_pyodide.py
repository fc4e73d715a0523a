"""The engine inside real Pyodide on Node (no browser): tier 3 of DESIGN.md.

The runtime is the one the rummylab-pyodide plugin stages for the site (Pyodide's core files,
the lock file with the engine wheel added, the wheel); tests/site checks that the built site
ships exactly these bytes. ONE Node process per session runs run_cases.mjs, which loads the
package with ``loadPackage("rummylab")`` and runs every conformance case of tests/cases; here
every raw response is also compared with CPython's answer to the same request.
"""

from __future__ import annotations

import fnmatch
import json
import subprocess
import sys
from typing import Any

import pytest

from site_plugins.pyodide import WHEEL_EXCLUDE, stage_runtime
from tests.pyodide.conftest import REPO, run_on_node

pytestmark = [pytest.mark.pyodide, pytest.mark.slow]



@pytest.fixture(scope="session")
def pyodide_run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Run run_cases.mjs once; returns its exit code, output and the responses it recorded."""
    out = tmp_path_factory.mktemp("pyodide") / "results.json"
    runtime, proc = run_on_node("run_cases.mjs", "--cases", str(REPO / "tests" / "cases"), "--out", str(out),
                                "--stdlib-source", str(REPO / "node_modules" / "pyodide" / "python_stdlib.zip"),
                                "--engine-source", str(REPO / "engine" / "rummylab"), timeout=600)
    print(proc.stdout)  # timings, shown with -s or on failure
    results = json.loads(out.read_text(encoding="utf-8")) if out.is_file() else {}
    return {"returncode": proc.returncode, "output": proc.stdout + proc.stderr, "results": results,
            "wheel": runtime.wheel, "version": runtime.engine_version}


def test_engine_wheel_loads_in_pyodide(pyodide_run: dict[str, Any]) -> None:
    out = pyodide_run["output"]
    assert "smoke: KR-EX1 solved" in out, out
    # The package Pyodide imported is the wheel's version (rummylab.__version__ == the wheel's metadata).
    assert pyodide_run["results"]["engine"] == pyodide_run["version"], out
    # Imported from the installed wheel inside Pyodide's file system, not from this checkout.
    assert not pyodide_run["results"]["file"].startswith(str(REPO)), pyodide_run["results"]["file"]
    assert pyodide_run["results"]["python"].startswith("3."), out


def test_pyodide_runs_the_shipped_bytecode(pyodide_run: dict[str, Any]) -> None:
    # site_plugins/bytecode.py: the start-up modules and the engine come from .pyc files whose
    # code equals compile() of their sources (checked inside Pyodide by run_cases.mjs).
    bytecode = pyodide_run["results"]["bytecode"]
    assert bytecode["problems"] == [], pyodide_run["output"]
    shipped = [p for p in (REPO / "engine" / "rummylab").rglob("*.py")  # the site's wheel leaves out the CLI
               if not any(fnmatch.fnmatchcase(p.relative_to(REPO / "engine").as_posix(), x) for x in WHEEL_EXCLUDE)]
    engine_modules = len(shipped)
    assert bytecode["engine_modules"] == engine_modules
    assert bytecode["stdlib_modules"] > 50 and bytecode["compared_with_source"], bytecode


def test_conformance_cases_pass_in_pyodide(pyodide_run: dict[str, Any]) -> None:
    assert pyodide_run["returncode"] == 0, pyodide_run["output"]
    assert "0 failed" in pyodide_run["output"].splitlines()[-1]
    cases_total = sum(len(json.loads(p.read_text(encoding="utf-8"))["cases"])
                      for p in (REPO / "tests" / "cases").glob("*.json"))
    assert len(pyodide_run["results"]["results"]) == cases_total


def test_every_web_op_runs_against_the_trimmed_stdlib(pyodide_run: dict[str, Any]) -> None:
    # run_cases.mjs fails unless each op of rummylab.web.ops() (discovered, not listed) answered a case.
    from rummylab.web import ops

    assert "ops: each of" in pyodide_run["output"], pyodide_run["output"]
    assert pyodide_run["results"]["ops"] == list(ops())
    answered = {json.loads(r["request"])["op"] for r in pyodide_run["results"]["results"] if json.loads(r["raw"])["ok"]}
    assert answered >= set(ops())


def test_the_site_stdlib_holds_only_what_is_imported() -> None:
    import zipfile

    runtime = stage_runtime(REPO / "engine", REPO / "node_modules", REPO / "build" / "pyodide")
    with zipfile.ZipFile(runtime.path / "python_stdlib.zip") as z:
        names = z.namelist()
    assert not [n for n in names if n.endswith(".py")], "every module shipped is bytecode"
    assert "unittest/__init__.pyc" not in names and "sqlite3/__init__.pyc" not in names
    assert len(names) < 300, len(names)


def test_pyodide_answers_equal_cpython_answers(pyodide_run: dict[str, Any]) -> None:
    names, requests = [], []
    for path in sorted((REPO / "tests" / "cases").glob("*.json")):
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            names.append(f"{path.stem}:{case['id']}")
            requests.append(json.dumps(case["request"]))
    # A fresh interpreter, like Pyodide's: nothing that other tests registered in this process.
    script = "import json, sys\nfrom rummylab.web import handle\n" \
             "print(json.dumps([handle(r) for r in json.load(sys.stdin)]))"
    proc = subprocess.run([sys.executable, "-c", script], input=json.dumps(requests), capture_output=True,
                          text=True, check=True, timeout=300)
    cpython = dict(zip(names, json.loads(proc.stdout), strict=True))
    differ = []
    for result in pyodide_run["results"]["results"]:
        if json.loads(result["raw"]) != json.loads(cpython[result["name"]]):
            differ.append(f"{result['name']}:\n  pyodide {result['raw']}\n  cpython {cpython[result['name']]}")
    assert not differ, "\n".join(differ)
