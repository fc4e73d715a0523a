"""The runtime's files from a host with or without precompressed twins (rummylab-worker.js).

The standard library zip and the wheel store their entries, so they shrink as whole files, as the
shipped snapshot (mostly zeros and Python's objects) does. A host
that sends a file's precompressed twin (as ``make serve`` does: its ``twins.bin`` comes as brotli)
gets asked for the files themselves and sends their ``.br`` twins; from a host that does not
(GitHub Pages compresses on the fly and leaves zips alone), the worker takes the copies that
rummylab.json names and inflates them itself: the archives' gzip copies, and the brotli copies of
the wasm without its data segments and of the shipped snapshot not XORed with them (br-stream.js,
site_plugins/br_copies.py). Either way no archive travels whole, and the engine answers from the
shipped snapshot (its archives follow its first answer), or on a next page from the origin's own,
which lay the data segments the wasm's copy lacks. Broken copies, or a start with no snapshot,
fall back to the files themselves (the whole wasm) and a plain start.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path

import pytest

from site_plugins.serve import SiteHandler
from tests.browser.conftest import DEDICATED_WORKER, assert_only_own_origin
from tests.conftest import running_server

pytestmark = pytest.mark.slow

HAND = "?hand=4H+5H+6H+QC+QD+QS+8D&game=knock"  # KR-EX1: deadwood 8


def _altering_host(built_site: Path, name: str, ending: str, alter: Callable[[bytes], bytes], kind: str):  # type: ignore[no-untyped-def]
    """A server of the built site without twins that sends each file whose address ends with
    ``ending`` altered by ``alter``, as ``kind``."""
    class Altering(SiteHandler):
        twins = ()

        def send_head(self):  # type: ignore[no-untyped-def]
            if self.path.split("?")[0].endswith(ending):
                body = alter(Path(self.translate_path(self.path)).read_bytes())
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                return io.BytesIO(body)
            return super().send_head()

    return running_server(partial(Altering, directory=str(built_site)), name)


@pytest.fixture(scope="module")
def broken_copies_host(built_site: Path) -> Iterator[str]:
    """A host without twins whose brotli copies are broken (cut in half, as a failed upload leaves them)."""
    with _altering_host(built_site, "broken-copies", ".br", lambda body: body[: len(body) // 2], "application/octet-stream") as base:
        yield base


def _other_checks(body: bytes) -> bytes:
    """rummylab.json giving each brotli copy another CRC-32."""
    manifest = json.loads(body)
    manifest["crc32"] = {copy: (crc + 1) % 2**32 for copy, crc in manifest["crc32"].items()}
    return json.dumps(manifest).encode()


@pytest.fixture(scope="module")
def stale_copies_host(built_site: Path) -> Iterator[str]:
    """A host without twins whose brotli copies are not those its rummylab.json lists (whole streams,
    which inflate without a decoder error: as if another build's were left there): the manifest
    served gives each copy another CRC-32."""
    with _altering_host(built_site, "stale-copies", "/rummylab.json", _other_checks, "application/json") as base:
        yield base


def _first_answer(browser: object, base: str, starts: list[object] | None = None, block: str | None = None,
                  workers: list[str] | None = None) -> dict[str, int]:
    """A cold start on the solver, then a quiz: the bytes each request carried, by file name
    (``starts``: the worker's account of its start is appended; ``block``: requests answered 404;
    ``workers``: the script of each worker the page started is appended)."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(DEDICATED_WORKER)  # the worker's requests are the page's, and recorded
    try:
        page = context.new_page()
        if block:
            page.route(block, lambda route: route.fulfill(status=404, body="not here"))
        requests: list[str] = []
        errors: list[str] = []
        page.on("request", lambda request: requests.append(request.url))
        if workers is not None:
            page.on("worker", lambda worker: workers.append(worker.url.rsplit("/", 1)[-1]))
        page.on("pageerror", lambda err: errors.append(str(err)))
        sizes: dict[str, int] = {}
        page.on("requestfinished", lambda r: sizes.__setitem__(r.url.rsplit("/", 1)[-1], r.sizes()["responseBodySize"]))
        page.goto(f"{base}en/practice/solver/{HAND}")
        root = page.get_by_test_id("solver")
        root.and_(page.locator("[data-solved]")).wait_for(timeout=120_000)
        assert root.get_by_test_id("solver-deadwood").first.inner_text() == "8"
        if starts is not None:
            starts.append(page.evaluate("() => import('/assets/engine.js').then(({engine}) => engine.startInfo)"))
        # The archives follow a start from the shipped snapshot's first answer: a quiz (an
        # operation that snapshot does not hold) waits for them.
        quiz = page.evaluate("() => import('/assets/engine.js').then(({engine}) => "
                             "engine.request({op: 'quiz', seed: 5, level: 1, lang: 'en'}))")
        assert quiz["ok"] is True, quiz
        progress = page.evaluate("() => import('/assets/engine.js').then(({engine}) => engine.progress)")
        assert progress["total"] > 0 and progress["loaded"] == progress["total"], progress
        assert_only_own_origin(base, requests, errors)
        return sizes
    finally:
        context.close()


def test_a_host_with_twins_sends_the_archives_as_brotli(browser, site_server, built_site):
    manifest = json.loads((built_site / "pyodide" / "rummylab.json").read_text(encoding="utf-8"))
    workers: list[str] = []
    sizes = _first_answer(browser, site_server, workers=workers)
    assert [w for w in workers if not w.startswith("search.")] == ["rummylab-worker.js"], workers  # (and Material's search)
    names = set(sizes)
    assert {"python_stdlib.zip", manifest["wheel"]} <= names and not [n for n in names if n.endswith(".gz")], names
    # Pyodide's wasm and script too: the build writes their twins (its package has none), which
    # the worker compiled and ran to this answer.
    for name in ("python_stdlib.zip", manifest["wheel"], manifest["snapshot"]["file"], "pyodide.asm.wasm", "pyodide.asm.mjs"):
        assert sizes[name] == (built_site / "pyodide" / f"{name}.br").stat().st_size, (name, sizes)


def test_a_host_without_twins_sends_the_copies_which_the_worker_inflates(browser, plain_host, built_site):
    manifest = json.loads((built_site / "pyodide" / "rummylab.json").read_text(encoding="utf-8"))
    starts: list[object] = []
    workers: list[str] = []
    sizes = _first_answer(browser, plain_host, starts, workers=workers)
    assert [w for w in workers if not w.startswith("search.")] == ["rummylab-worker.js"], workers  # (the copies inflate on it)
    names = set(sizes)
    copies = manifest["copies"]
    assert set(copies.values()) <= names, names
    # No file that has a copy travels whole: each comes as its copy, as compressed as it was built.
    assert not names & set(copies), names
    for copy in copies.values():
        assert sizes[copy] == (built_site / "pyodide" / copy).stat().st_size, (copy, sizes)
    # The first answer came from the shipped snapshot, as from a host with twins (KR-EX1, deadwood 8),
    # the wasm without its data segments (the snapshot brought them), both inflated by the worker.
    assert manifest["data_less"] == copies["pyodide.asm.wasm"]
    assert starts[0]["path"] == "snapshot", starts
    assert starts[0]["shipped"] == {"state": "restored", "inflated": "worker"}, starts


def test_a_plain_start_from_a_host_without_twins_compiles_the_whole_wasm(browser, plain_host, built_site):
    """No shipped snapshot to start from (its copy missing): the wasm's copy, which has no data
    segments, cannot run a plain start, so the whole wasm is fetched and compiled, counted in the
    progress (which still ends at its total), and the plain start answers."""
    manifest = json.loads((built_site / "pyodide" / "rummylab.json").read_text(encoding="utf-8"))
    starts: list[object] = []
    sizes = _first_answer(browser, plain_host, starts, block=f"**/{manifest['copies']['rummylab-shipped.bin']}")
    assert starts[0]["path"] == "plain" and starts[0]["shipped"]["state"] == "off", starts
    assert "pyodide.asm.wasm" in sizes, sizes


def test_from_a_host_without_twins_the_next_page_restores_the_origin_s_snapshot(browser, plain_host, built_site):
    """The origin's own snapshot, kept after a first visit, restored on a next page with the wasm's
    copy without data segments (the snapshot's memory lays them): no whole wasm, no archive."""
    manifest = json.loads((built_site / "pyodide" / "rummylab.json").read_text(encoding="utf-8"))
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        engine = "() => import('/assets/engine.js').then(({engine}) => { window.__rlEngine = engine; })"
        for lang in ("en", "fr"):
            page.goto(f"{plain_host}{lang}/practice/solver/{HAND}")
            root = page.get_by_test_id("solver")
            root.and_(page.locator("[data-solved]")).wait_for(timeout=120_000)
            assert root.get_by_test_id("solver-deadwood").first.inner_text() == "8"  # KR-EX1
            page.evaluate(engine)
            if lang == "en":  # reason: the worker stores its snapshot once idle after the first answer
                page.wait_for_function("() => window.__rlEngine.snapshot", polling=100, timeout=120_000)
                assert page.evaluate("() => window.__rlEngine.snapshot")["state"] == "stored"
                page.evaluate("() => window.__rlEngine.retire()")  # the next page starts an engine
        start = page.evaluate("() => window.__rlEngine.startInfo")
        assert (start["path"], start["snapshot"]) == ("snapshot", "restored"), start
        files = [f["name"] for f in page.evaluate("() => window.__rlEngine.files")]
        assert manifest["data_less"] in files and "pyodide.asm.wasm" not in files, files
        quiz = page.evaluate("() => window.__rlEngine.request({op: 'quiz', seed: 5, level: 1, lang: 'fr'})")
        assert quiz["ok"] is True, quiz
    finally:
        context.close()


def test_broken_copies_fall_back_to_the_files_themselves(browser, broken_copies_host):
    """A copy cut short fails in the decoder (never passes for the file): the wasm is fetched whole
    and the start is a plain one, which still answers."""
    starts: list[object] = []
    sizes = _first_answer(browser, broken_copies_host, starts)
    assert "pyodide.asm.wasm" in sizes and "python_stdlib.zip.gz" in sizes, sizes
    assert starts[0]["path"] == "plain" and starts[0]["shipped"]["state"] == "missing", starts
    assert starts[0]["shipped"]["reason"] == "rummylab-shipped.bin: brotli: cut short", starts


def test_copies_that_are_not_the_builds_never_pass_for_the_files(browser, stale_copies_host):
    """Whole brotli copies whose CRC-32 is not the one rummylab.json lists (their streams hold no check
    of their own) fail as they end: the wasm is fetched whole and compiled, the shipped snapshot is
    dropped, and a plain start answers."""
    starts: list[object] = []
    sizes = _first_answer(browser, stale_copies_host, starts)
    assert "pyodide.asm.wasm" in sizes and "python_stdlib.zip.gz" in sizes, sizes
    assert starts[0]["path"] == "plain" and starts[0]["shipped"]["state"] == "missing", starts
    assert starts[0]["shipped"]["reason"] == "rummylab-shipped.bin: brotli: corrupt copy (its CRC-32 is not the build's)", starts
