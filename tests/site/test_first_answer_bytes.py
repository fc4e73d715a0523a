"""The bytes of a first visit's first answer stay within the 5 MB target on both kinds of host.

``bench/bench_startup.py`` (``make bench``, not part of ``make test``) counts them in Chromium: about
4.9 MB from either host. Nearly all of it is three files of the runtime, which the build writes:
Pyodide's wasm and script, and the shipped snapshot, which grows with what a solve imports (from a
host without twins, also the brotli decoder that inflates the copies of the wasm and the
snapshot). Here they are added up as each host sends
them, from the built site, so a change that would take a first answer past 5 MB fails the tests
rather than a benchmark nobody runs: the page, its scripts and the runtime's small files took
0.09-0.12 MB in the bench, so the three may take at most 4.85 MB.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

from site_plugins.br_copies import DECODER, DECODER_JS

#: The target (bench_startup.py's 5 MB, of 1,000,000 bytes), less what the page and the
#: runtime's small files took in the bench.
BUDGET = 5_000_000 - 150_000
#: The gzip level of a host that compresses on the fly, as the bench's (GitHub Pages, nginx).
HOST_GZIP = 6


def _manifest(site: Path) -> dict[str, Any]:
    manifest: dict[str, Any] = json.loads((site / "pyodide" / "rummylab.json").read_text(encoding="utf-8"))
    return manifest


def _three(manifest: dict[str, Any]) -> tuple[str, str, str]:
    return "pyodide.asm.wasm", "pyodide.asm.mjs", manifest["snapshot"]["file"]


def test_from_a_host_with_twins_the_three_large_files_fit(built_site: Path) -> None:
    # The twins the build writes (the wasm's and the script's by site_plugins/twins.mjs, the
    # snapshot's by snapshot.mjs), which nginx's brotli_static, Caddy and make serve send.
    sizes = {name: (built_site / "pyodide" / f"{name}.br").stat().st_size for name in _three(_manifest(built_site))}
    assert sum(sizes.values()) <= BUDGET, sizes


def test_from_a_host_without_twins_the_three_large_files_fit(built_site: Path) -> None:
    # The copies rummylab.json names for the wasm and the snapshot (brotli), which the worker asks
    # for, and, as the host gzips them on the fly, Pyodide's script and the decoder that inflates them.
    manifest = _manifest(built_site)
    wasm, script, shipped = _three(manifest)
    sizes = {copy: (built_site / "pyodide" / copy).stat().st_size
             for copy in (manifest["copies"][wasm], manifest["copies"][shipped])}
    for name in (script, DECODER, DECODER_JS):
        sizes[name] = len(gzip.compress((built_site / "pyodide" / name).read_bytes(), HOST_GZIP))
    assert sum(sizes.values()) <= BUDGET, sizes
