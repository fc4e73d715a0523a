"""The snapshot the site ships (site_plugins/snapshot.mjs, docs/assets/shipped-snapshot.js): a first
visit restores it in place of Pyodide's start, and never trusts it blindly.

Each test opens the solver on KR-EX1's hand (4♥ 5♥ 6♥ Q♣ Q♦ Q♠ 8♦: deadwood 8, KR-5) in a fresh
context (no snapshot of the origin's own, a cold HTTP cache), its engine in the page's dedicated
worker, so that the page's routes see the worker's requests. The shipped file is served as built,
or missing, or not a snapshot, or a snapshot Pyodide refuses, or labelled with another build: the
first starts from it, every other falls back to a plain start, and every one answers.
"""

from __future__ import annotations

import json
import re
import struct
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.browser.conftest import assert_only_own_origin

pytestmark = pytest.mark.slow

HAND = "?hand=4H+5H+6H+QC+QD+QS+8D&game=knock"  # KR-EX1: deadwood 8
FILE = "rummylab-shipped.bin"
WHEEL = re.compile(r"rummylab-[^/]+\.whl$")


@pytest.fixture
def solver(browser: object, site_server: str) -> Iterator[Callable[..., dict]]:
    """Open the solver in a fresh context, the shipped file answered by ``serve`` (bytes, or an
    HTTP status), the runtime's manifest as ``manifest`` makes it; returns the engine's start
    info once the page has answered."""
    contexts = []

    def open_page(serve: Callable[[bytes], bytes | int] | None = None,
                  manifest: Callable[[dict], dict] | None = None) -> dict:
        context = browser.new_context(service_workers="block")
        contexts.append(context)
        context.add_init_script("delete window.SharedWorker;")  # the worker's requests are the page's
        page = context.new_page()
        page.set_default_timeout(60_000)
        requests: list[str] = []
        errors: list[str] = []
        page.on("request", lambda request: requests.append(request.url))
        page.on("pageerror", lambda err: errors.append(str(err)))
        if serve is not None:
            def route(route: object) -> None:
                given = serve(route.fetch().body())
                if isinstance(given, int):
                    route.fulfill(status=given, body="not here")
                else:
                    route.fulfill(status=200, body=given, headers={"Content-Type": "application/octet-stream"})
            page.route(f"**/pyodide/{FILE}", route)
        if manifest is not None:
            page.route("**/pyodide/rummylab.json", lambda route: route.fulfill(
                status=200, body=json.dumps(manifest(json.loads(route.fetch().body()))),
                headers={"Content-Type": "application/json"}))
        page.goto(f"{site_server}en/practice/solver/{HAND}")
        root = page.get_by_test_id("solver")
        root.and_(page.locator("[data-solved]")).wait_for()
        assert root.get_by_test_id("solver-deadwood").first.inner_text() == "8"  # KR-5
        start, files = page.evaluate("() => import('/assets/engine.js').then(({engine}) => "
                                     "[engine.startInfo, engine.files.map((f) => f.name)])")
        quiz = page.evaluate("() => import('/assets/engine.js').then(({engine}) => "
                             "engine.request({op: 'quiz', seed: 5, level: 1, lang: 'en'}))")
        assert quiz["ok"] is True and len(quiz["result"]["hands"]) == quiz["result"]["players"], quiz
        assert_only_own_origin(site_server, requests, errors)
        return {"start": start, "files": files, "requests": requests}

    yield open_page
    for context in contexts:
        context.close()


def _parts(data: bytes) -> tuple[int, int]:
    """(where the label starts, its length) in a shipped file."""
    assert data[:4] == b"RLX1"
    return 24, struct.unpack_from("<I", data, 4)[0]


def _layout(data: bytes) -> tuple[int, int, int]:
    """A shipped file's layout: (the snapshot's length, its header's, where the data segments end)."""
    return (struct.unpack_from("<I", data, 8)[0], struct.unpack_from("<I", data, 12)[0],
            struct.unpack_from("<I", data, 20)[0])


def _head(data: bytes) -> str:
    """What every snapshot of this Pyodide begins with (its magic word and build id: words 0 and
    4-11 of its header), from a shipped file's first run, in hex."""
    labelled = 24 + struct.unpack_from("<I", data, 4)[0]
    table = -(-labelled // 4) * 4
    count = struct.unpack_from("<I", data, 16)[0]
    at, length = struct.unpack_from("<II", data, table)
    assert at == 0 and length >= 48  # (the header is never zeros: its run comes first)
    start = -(-(table + 8 * count) // 16) * 16
    return (data[start:start + 4] + data[start + 16:start + 48]).hex()


def _late(serve: Callable[[bytes], bytes | int]) -> Callable[[bytes], bytes | int]:
    """``serve``, answering a second late: the wasm is in first, and Pyodide starts from the
    snapshot's layout (rummylab.json's) before the file is read."""
    def late(data: bytes) -> bytes | int:
        time.sleep(1)
        return serve(data)
    return late


def test_a_first_visit_restores_the_shipped_snapshot_without_the_standard_library(solver, built_site: Path):
    seen = solver()
    start = seen["start"]
    assert (start["path"], start["snapshot"], start["shipped"]) == ("snapshot", "missing", {"state": "restored"}), start
    # Its first answer needed neither the standard library nor the wheel: they came after it (the
    # quiz, an operation the snapshot does not hold, waited for them and answered).
    assert FILE in seen["files"] and "python_stdlib.zip" not in seen["files"], seen["files"]
    assert not any(WHEEL.search(name) for name in seen["files"]), seen["files"]
    assert any(u.endswith("/python_stdlib.zip") for u in seen["requests"]), "the rest follows the answer"
    manifest = json.loads((built_site / "pyodide" / "rummylab.json").read_text(encoding="utf-8"))
    shipped = (built_site / "pyodide" / FILE).read_bytes()
    length, header, data_end = _layout(shipped)
    assert manifest["snapshot"] == {"file": FILE, "ops": ["solve", "version"], "memory": length,
                                    "header": header, "data_end": data_end, "head": _head(shipped)}


def test_a_missing_shipped_snapshot_means_a_plain_start(solver):
    start = solver(lambda data: 404)["start"]
    assert (start["path"], start["shipped"]["state"]) == ("plain", "missing"), start
    assert "404" in start["shipped"]["reason"], start


def test_a_file_that_is_no_snapshot_is_refused(solver):
    start = solver(lambda data: bytes((i * 7919) % 251 for i in range(1 << 16)))["start"]
    assert (start["path"], start["shipped"]["state"]) == ("plain", "refused"), start
    assert "not a shipped snapshot" in start["shipped"]["reason"], start


def test_a_snapshot_that_pyodide_refuses_means_a_plain_start(solver):
    def corrupt(data: bytes) -> bytes:
        # The first run's bytes (Pyodide's own header among them) turned to garbage; the frame intact.
        at, n = _parts(data)
        table = (at + n + 3) // 4 * 4
        count = struct.unpack_from("<I", data, 16)[0]
        start = (table + 8 * count + 15) // 16 * 16
        return data[:start] + bytes(b ^ 0x5A for b in data[start:start + 4096]) + data[start + 4096:]

    start = solver(corrupt)["start"]
    assert (start["path"], start["shipped"]["state"]) == ("plain", "refused"), start


def test_a_snapshot_of_another_build_is_not_used(solver):
    def relabel(data: bytes) -> bytes:
        at, n = _parts(data)
        return data[:at] + b"0123456789abcdef" + data[at + 16:]  # another runtime key, same length

    start = solver(relabel)["start"]
    assert (start["path"], start["shipped"]["state"]) == ("plain", "stale"), start
    assert "0123456789abcdef" in start["shipped"]["reason"], start


def _began_early(start: dict) -> bool:
    at = start["at"]
    return "shipped-early" in at and at["shipped-early"] <= at["shipped-read"]


def test_pyodide_starts_from_the_snapshot_before_it_is_read(solver):
    start = solver(_late(lambda data: data))["start"]
    assert (start["path"], start["shipped"]) == ("snapshot", {"state": "restored"}), start
    assert _began_early(start), start["at"]
    # The data segments were laid out as the wasm instantiated, the runs added once it was read.
    assert start["at"]["laid"] <= start["at"]["filled"] and start["at"]["shipped-read"] <= start["at"]["filled"], start["at"]


def test_a_start_begun_from_a_snapshot_of_another_build_is_dropped_for_a_plain_one(solver):
    def relabel(data: bytes) -> bytes:
        at, n = _parts(data)
        return data[:at] + b"0123456789abcdef" + data[at + 16:]

    start = solver(_late(relabel))["start"]
    assert _began_early(start), start["at"]
    assert (start["path"], start["shipped"]["state"]) == ("plain", "stale"), start


def test_a_start_begun_from_a_layout_the_file_does_not_have_restarts_from_the_files(solver):
    # rummylab.json says Pyodide's header is 16 bytes longer than the file says (the data segments
    # laid out there would corrupt the snapshot): the start begun from the manifest's layout is
    # dropped, and one from the file's own restores it.
    def moved(manifest: dict) -> dict:
        manifest["snapshot"]["header"] += 16
        return manifest

    start = solver(_late(lambda data: data), moved)["start"]
    assert _began_early(start), start["at"]
    assert (start["path"], start["shipped"]) == ("snapshot", {"state": "restored"}), start
