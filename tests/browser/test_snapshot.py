"""The engine's memory snapshot of the origin's own (docs/assets/rummylab-worker.js): made after the
first start, restored by the next page, and never trusted blindly.

One browser context of this module's own (the shared one keeps a warm HTTP cache and, now, a
snapshot), with the pages in order: a first visit starts from the snapshot the site ships
(test_shipped_snapshot.py tests that one) and keeps one of its own labelled with the build's
runtime key; a page of another language restores it and answers, a lazily loaded operation
included; a snapshot labelled with another build's key is ignored and replaced; garbage in the
entry is refused, deleted, and the page starts plainly (the first visit is the missing
snapshot's case). Every page must answer KR-EX1's hand (4♥ 5♥ 6♥ Q♣ Q♦ Q♠ 8♦:
deadwood 8, KR-5) whatever the start.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from urllib.request import urlopen

import pytest

from tests.browser.conftest import MARKS, SEARCH_WORKER, assert_only_own_origin

pytestmark = pytest.mark.slow

HAND = "?hand=4H+5H+6H+QC+QD+QS+8D&game=knock"  # KR-EX1: deadwood 8
FILE = "rummylab-snapshot.bin"  # in the origin private file system: "RLS1", key length, key, padding, snapshot

# The page's engine client (the module the widgets use), exposed for the waits below.
EXPOSE = "() => import('/assets/engine.js').then(({engine}) => { window.__rlEngine = engine; })"
ENTRY_INFO = f"""async () => {{
  let data;
  try {{
    const root = await navigator.storage.getDirectory();
    data = new Uint8Array(await (await (await root.getFileHandle({FILE!r})).getFile()).arrayBuffer());
  }} catch (err) {{
    return null;
  }}
  if (data.length < 8) return null;  // (being written: a new file is empty till its writable closes)
  const n = new DataView(data.buffer).getUint32(4, true);
  const head = Math.ceil((8 + n) / 16) * 16;
  return {{magic: new TextDecoder().decode(data.subarray(0, 4)), label: new TextDecoder().decode(data.subarray(8, 8 + n)),
           bytes: data.length - head}};
}}"""


@pytest.fixture(scope="module")
def snap_context(browser: object) -> Iterator[object]:
    context = browser.new_context(service_workers="block")
    try:
        yield context
    finally:
        context.close()


@pytest.fixture(scope="module")
def build_key(site_server: str) -> str:
    """The label a snapshot of this build carries: rummylab.json's runtime key, wheel and Pyodide."""
    with urlopen(site_server + "pyodide/rummylab.json") as response:
        manifest = json.load(response)
    return f"{manifest['key']}:{manifest['sha256']}:{manifest['pyodide']}"


class Visit:
    """One page of the snapshot context, its requests recorded and checked as the shared fixture does."""

    def __init__(self, context: object, base: str) -> None:
        self.page = context.new_page()
        self.page.set_default_timeout(30_000)
        self.base = base
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.page.on("request", lambda request: self.requests.append(request.url))
        self.page.on("pageerror", lambda err: self.errors.append(str(err)))

    def solver(self, lang: str) -> dict:
        """Open the solver on KR-EX1's hand; returns how the engine started, once it has answered."""
        prefix = "" if lang == "pt" else f"{lang}/"
        self.page.goto(f"{self.base}{prefix}practice/solver/{HAND}")
        root = self.page.get_by_test_id("solver")
        root.and_(self.page.locator("[data-solved]")).wait_for()
        assert root.get_by_test_id("solver-deadwood").first.inner_text() == "8"  # KR-5
        self.page.evaluate(EXPOSE)
        return self.page.evaluate("() => window.__rlEngine.startInfo")

    def stored_snapshot(self) -> dict:
        """Wait (reason: the worker makes it once idle after its first start) for the snapshot to be stored."""
        self.page.wait_for_function("() => window.__rlEngine.snapshot", polling=100, timeout=60_000)
        made = self.page.evaluate("() => window.__rlEngine.snapshot")
        assert made["state"] == "stored", made
        return made

    def entry(self) -> dict | None:
        return self.page.evaluate(ENTRY_INFO)

    def close(self) -> None:
        self.page.close()
        assert_only_own_origin(self.base, self.requests, self.errors)


@pytest.fixture
def visit(snap_context: object, site_server: str) -> Iterator[Visit]:
    v = Visit(snap_context, site_server)
    yield v
    v.close()


# The stored snapshot's own bytes (after its header).
STORED = f"""(async () => {{
  const root = await navigator.storage.getDirectory();
  const data = new Uint8Array(await (await (await root.getFileHandle({FILE!r})).getFile()).arrayBuffer());
  const n = new DataView(data.buffer).getUint32(4, true);
  return data.slice(Math.ceil((8 + n) / 16) * 16);
}})()"""


def _put(visit: Visit, label: str, body: str) -> None:
    """Write the snapshot file, labelled ``label``: ``body`` is a JS expression for its bytes."""
    visit.page.evaluate(f"""async () => {{
      const bytes = await ({body});
      const key = new TextEncoder().encode({json.dumps(label)});
      const head = new Uint8Array(Math.ceil((8 + key.length) / 16) * 16);
      head.set(new TextEncoder().encode("RLS1"));
      new DataView(head.buffer).setUint32(4, key.length, true);
      head.set(key, 8);
      const root = await navigator.storage.getDirectory();
      const writable = await (await root.getFileHandle({FILE!r}, {{create: true}})).createWritable();
      await writable.write(head);
      await writable.write(bytes);
      await writable.close();
    }}""")


def _retire(visit: Visit) -> None:
    """End the live shared engine of this context, so the next page starts one (engine.retire,
    from a practice page: the one that connects to it)."""
    visit.page.goto(visit.base + "en/practice/solver/")
    visit.page.evaluate("() => import('/assets/engine.js').then(({engine}) => engine.retire())")


def _ensure_snapshot(visit: Visit, build_key: str) -> None:
    """A good snapshot of this build stored (made by a first start when there is none), and no
    live engine: the next page starts one, from the snapshot."""
    visit.page.goto(visit.base + "en/")
    entry = visit.entry()
    if not entry or entry["label"] != build_key:
        visit.solver("en")
        visit.stored_snapshot()
    _retire(visit)


def test_a_first_visit_starts_from_the_shipped_snapshot_and_keeps_its_own(visit, build_key):
    start = visit.solver("en")
    assert (start["path"], start["snapshot"], start["shipped"]) == ("snapshot", "missing", {"state": "restored"}), start
    made = visit.stored_snapshot()
    entry = visit.entry()
    assert entry == {"magic": "RLS1", "label": build_key, "bytes": made["bytes"]}
    assert entry["bytes"] > 10_000_000  # a whole interpreter's memory (31.5 MB today)


def test_the_next_page_finds_the_engine_running_and_loads_nothing(visit, build_key):
    # The shared worker outlives the page that started it (extendedLifetime): a page of another
    # language connects to it and answers without one request to the runtime's folder.
    visit.solver("en")
    visit.page.goto(visit.base + "en/")  # the page that started it is gone
    visit.requests.clear()
    start = visit.solver("es")
    assert start["path"] == "live" and start["snapshot"] in ("missing", "restored", "stale", "refused"), start
    assert not [u for u in visit.requests if "/pyodide/" in u], visit.requests
    quiz = visit.page.evaluate("() => window.__rlEngine.request({op: 'quiz', seed: 5, level: 1, lang: 'es'})")
    assert quiz["ok"] is True and len(quiz["result"]["hands"]) == quiz["result"]["players"], quiz


def test_with_the_engine_running_the_next_page_answers_before_search_starts(visit, build_key):
    # The engine is ready before the page's widgets have asked anything: Material's search worker
    # (its index costs a core about 100 ms) still waits for the page's first answer, not for ready.
    visit.solver("en")
    visit.page.goto(visit.base + "en/")
    assert visit.solver("fr")["path"] == "live"
    # reason: the search worker is created once released (after the answer, or at most 4 s on)
    visit.page.wait_for_function(SEARCH_WORKER)
    marks = visit.page.evaluate(MARKS)
    assert marks["ready"] < marks["answered"] <= visit.page.evaluate(SEARCH_WORKER), marks


def test_a_page_that_gives_up_on_the_shared_engine_sends_later_pages_to_a_new_one(visit, build_key):
    # A page whose shared worker stalled, crashed or timed out may leave it stuck in Python, where
    # its close message never arrives: the page raises the generation in the worker's name, so
    # the next page connects to a new worker, never to that one.
    visit.solver("en")
    generation = "() => localStorage.getItem('rummylab-engine-generation') || '0'"
    before = int(visit.page.evaluate(generation))
    visit.page.evaluate("() => window.__rlEngine._stop(new Error('gave up'))")
    assert int(visit.page.evaluate(generation)) == before + 1
    start = visit.solver("pt")
    assert start["path"] in ("snapshot", "plain"), start


def test_the_next_page_restores_the_snapshot_and_answers(visit, build_key):
    _ensure_snapshot(visit, build_key)
    visit.requests.clear()
    start = visit.solver("fr")  # another language: the snapshot is the origin's, not a page's
    assert (start["path"], start["snapshot"]) == ("snapshot", "restored"), start
    assert "shipped" not in start, "the origin's own snapshot comes first"
    assert not [u for u in visit.requests if u.endswith(".whl")], "a restored engine needs no wheel"
    # The shipped snapshot is not even asked for: the stored one's head said it was this build's
    # before its 31 MB were read (the worker's own requests, from its resource timing).
    files = [f["name"] for f in visit.page.evaluate("() => window.__rlEngine.files")]
    assert "pyodide.asm.wasm" in " ".join(files) and not [f for f in files if "shipped" in f], files
    # An operation whose module a plain start imports only on first use (rummylab.web.practice):
    # the snapshot holds every module of the engine.
    quiz = visit.page.evaluate("() => window.__rlEngine.request({op: 'quiz', seed: 5, level: 1, lang: 'fr'})")
    assert quiz["ok"] is True and len(quiz["result"]["hands"]) == quiz["result"]["players"], quiz
    assert visit.page.evaluate("() => window.__rlEngine.snapshot") is None  # a restored start makes none


def test_a_snapshot_of_another_build_is_ignored_and_replaced(visit, build_key):
    _ensure_snapshot(visit, build_key)
    # This build's own snapshot, labelled as another build's: restoring it would work, so only
    # the label can keep the worker from using it.
    other = "0123456789abcdef:" + "0" * 64 + ":314.0.0"
    _put(visit, other, STORED)
    assert visit.entry()["label"] == other
    start = visit.solver("es")
    assert (start["path"], start["snapshot"], start["shipped"]["state"]) == ("snapshot", "stale", "restored"), start
    assert other in start["reason"]
    visit.stored_snapshot()
    assert visit.entry()["label"] == build_key


def test_an_empty_snapshot_file_is_one_being_written_and_is_left_to_its_writer(visit, build_key):
    # Another tab's worker (a browser without shared workers) that stores its snapshot creates the
    # file empty and fills it when its writable closes: a page that starts meanwhile finds no
    # snapshot yet. It neither refuses nor deletes that file (which would pull it from under its
    # writer); it starts from the shipped snapshot and, later, stores its own.
    _ensure_snapshot(visit, build_key)
    visit.page.evaluate(f"""async () => {{
      const root = await navigator.storage.getDirectory();
      await root.removeEntry({FILE!r});
      await root.getFileHandle({FILE!r}, {{create: true}});
    }}""")
    assert visit.entry() is None  # an empty file, as a writer leaves it till it closes
    start = visit.solver("es")
    assert (start["path"], start["snapshot"], start["shipped"]) == ("snapshot", "missing", {"state": "restored"}), start
    assert "being written" in start["reason"], start
    visit.stored_snapshot()
    assert visit.entry()["label"] == build_key


def test_a_corrupt_snapshot_is_deleted_and_the_page_starts_plainly(visit, build_key):
    _ensure_snapshot(visit, build_key)
    _put(visit, build_key, "new Uint8Array(1 << 20).map((_, i) => (i * 7919) % 251)")  # garbage, rightly labelled
    start = visit.solver("pt")
    # (The shipped snapshot is for an origin that keeps none: its fetch stopped when this one was found.)
    assert (start["path"], start["snapshot"]) == ("plain", "refused") and "shipped" not in start, start
    assert start["reason"], start
    visit.stored_snapshot()  # and a good one takes its place
    entry = visit.entry()
    assert entry["label"] == build_key and entry["bytes"] > 10_000_000


@pytest.mark.parametrize("header", [128, 1 << 30])  # a header that leaves room for the data segments, and one that does not
def test_from_a_host_without_twins_a_corrupt_snapshot_falls_back_to_the_whole_wasm(snap_context, plain_host, build_key, header):
    """There the wasm's copy has no data segments, which a restore lays from the snapshot's memory,
    but only from one that begins as this Pyodide's do (laid from garbage, the wasm's constructors
    never returned, measured): garbage, whatever its header's length says, goes to Pyodide's own
    check with the whole wasm, which refuses it, and the page starts plainly."""
    visit = Visit(snap_context, plain_host)
    try:
        _ensure_snapshot(visit, build_key)
        garbage = f"new Uint8Array(32 << 20).map((_, i) => i >= 4 && i < 8 ? ({header} >>> (8 * (i - 4))) & 255 : (i * 7919) % 251)"
        _put(visit, build_key, garbage)
        start = visit.solver("es")
        assert (start["path"], start["snapshot"]) == ("plain", "refused") and start["reason"], start
        files = [f["name"] for f in visit.page.evaluate("() => window.__rlEngine.files")]
        assert "pyodide.asm.wasm" in files, files
    finally:
        visit.close()



@pytest.mark.parametrize("shared_worker", [
    "delete window.SharedWorker;",  # none at all (a browser without shared workers)
    "window.SharedWorker = function () { throw new TypeError('module shared workers are not supported'); };",
])
def test_a_browser_without_module_shared_workers_answers_through_a_dedicated_one(browser, site_server, shared_worker):
    context = browser.new_context(service_workers="block")
    context.add_init_script(shared_worker)
    try:
        visit = Visit(context, site_server)
        start = visit.solver("fr")
        assert (start["path"], start["snapshot"], start["shipped"]) == ("snapshot", "missing", {"state": "restored"}), start
        assert visit.page.evaluate("() => window.__rlEngine.link.shared") is False
        # A dedicated worker's requests are the page's: the runtime came from the site's /pyodide/.
        assert any(u.endswith("/pyodide/pyodide.asm.wasm") for u in visit.requests)
        visit.close()
    finally:
        context.close()
