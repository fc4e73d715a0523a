"""What the memory snapshot the site ships weighs, beside the ones it could have shipped (run by ``make bench``)

A snapshot restored instead of Pyodide's own start is the one way for the cold first answer to
beat a bare ``loadPyodide()`` (bench_startup.py): Python's init, about a second of a bare start,
is skipped. The site ships one (``site_plugins/snapshot.mjs``: what the solver's answers need,
Pyodide's start-up modules that no answer runs pruned, only its non-zero pages sent); this
reports its size and the floor of a first answer from it against the 5 MB target, so a later
Pyodide (or engine) that changes them shows here.

``bench/_snapshot.mjs`` makes three more in Pyodide on Node for comparison, each given the same
chance (the free heap zero-filled, the memory sent as its XOR with the wasm's data segments,
brotli 11): bare, with what the solver's first answer needs and nothing pruned, and with the
whole engine imported as the worker imports it before its own snapshot; then it restores the
shipped one as the worker does (the XOR undone on the memory the wasm instantiates with, an
empty standard library) and times it against a plain start. A first answer from the shipped
snapshot needs the wasm, Pyodide's two scripts, the lock file and the manifest (brotli 11, as
bench_startup serves them), the solver page and the snapshot's brotli twin; the standard library
and the wheel only after it. The page's bytes are the solver page's HTML, the stylesheets and
scripts it names and the modules those import statically, brotli 11, without headers: less than
the page really loads (about 135 KB with Material's search index, against 76 KB here), so the
sum is a floor; bench_startup measures the real bytes.

Usage::

    python bench/bench_snapshot.py [--site site]

Reported only: bench_startup holds the real first answer to its targets.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from _report import Figure, finish
from bench_startup import _brotli_path, precompress

BENCH = "snapshot"
MB = 1_000_000
# What a restore loads before its first answer (pyodide-lock.json: loadPyodide reads it).
RUNTIME = ("pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide.mjs", "pyodide-lock.json", "rummylab.json")
_REFS = re.compile(r'<(?:link rel="stylesheet"|script)[^>]* (?:href|src)="([^"]+\.(?:css|js))"')
# The modules a script imports statically (what it loads later, as the widgets' modules, is left out).
_IMPORTS = re.compile(r'(?:^|[\s;}])(?:import|from)\s+"(\.{1,2}/[^"]+\.js)"', re.M)


def page_files(page: Path) -> set[Path]:
    """The page, the stylesheets and scripts it names, and the modules those import statically."""
    files = {page}
    todo = [(page.parent / ref).resolve() for ref in _REFS.findall(page.read_text(encoding="utf-8"))]
    while todo:
        file = todo.pop()
        if file in files or not file.is_file():
            continue
        files.add(file)
        if file.suffix == ".js":
            todo += [(file.parent / ref).resolve() for ref in _IMPORTS.findall(file.read_text(encoding="utf-8"))]
    return files


def brotli_bytes(files: set[Path]) -> int:
    return sum(_brotli_path(f).stat().st_size for f in files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site", help="the built site (default: site/)")
    args = parser.parse_args(argv)
    runtime_dir = args.site / "pyodide"
    page = args.site / "en" / "practice" / "solver" / "index.html"
    if not (runtime_dir / "rummylab.json").is_file() or not page.is_file():
        parser.error(f"{args.site} holds no built site with its runtime: run `make build`")
    precompress(args.site)
    done = subprocess.run(["node", str(ROOT / "bench" / "_snapshot.mjs"), "--pyodide", str(runtime_dir)],
                          check=True, capture_output=True, text=True)
    made = json.loads(done.stdout.strip().splitlines()[-1])
    manifest = json.loads((runtime_dir / "rummylab.json").read_text(encoding="utf-8"))
    shipped = (runtime_dir / f"{manifest['snapshot']['file']}.br").stat().st_size  # its brotli twin, as served
    runtime = brotli_bytes({runtime_dir / name for name in RUNTIME})
    page_bytes = brotli_bytes(page_files(page))
    first = runtime + page_bytes + shipped
    unpruned = runtime + page_bytes + made["solver"]["brotli"]
    print(f"snapshots made here (bytes, sent after the XOR, brotli 11): bare {made['bare']}, the solver's"
          f" {made['solver']}, with the whole engine {made['engine']}")
    figures = [
        Figure(BENCH, "the site's shipped snapshot, brotli 11", shipped / MB, "MB",
               note=f"answers {', '.join(manifest['snapshot']['ops'])} alone"),
        Figure(BENCH, "bare Pyodide's snapshot, brotli 11", made["bare"]["brotli"] / MB, "MB"),
        Figure(BENCH, "snapshot for the solver's answer, not pruned", made["solver"]["brotli"] / MB, "MB"),
        Figure(BENCH, "snapshot with the whole engine, brotli 11", made["engine"]["brotli"] / MB, "MB"),
        Figure(BENCH, "runtime a restore loads (wasm, scripts, lock file)", runtime / MB, "MB"),
        Figure(BENCH, "solver page, at least (HTML, CSS, JS)", page_bytes / MB, "MB"),
        Figure(BENCH, "first answer from the shipped snapshot, at least", first / MB, "MB",
               note="runtime + page + the shipped snapshot; bench_startup measures the real bytes (target 5 MB)"),
        Figure(BENCH, "the same with the solver's snapshot not pruned", unpruned / MB, "MB"),
        Figure(BENCH, "Node: plain start to KR-EX1's answer", made["plain_ms"], "ms"),
        Figure(BENCH, "Node: shipped snapshot restored to KR-EX1's answer", made["restore_ms"], "ms",
               note="with an empty standard library, as the worker restores it"),
    ]
    return finish(figures)


if __name__ == "__main__":
    sys.exit(main())
