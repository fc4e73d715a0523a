"""What a first visit costs a reader, counted at the server, the service worker allowed (run by ``make bench``).

The built site is served on 127.0.0.1 as GitHub Pages serves it: gzip on the fly for text and
wasm, zips as they are, no brotli twins (``bench_startup.serve(site, "gzip")``), through a handler
that counts the bytes it writes for each request (status line, headers and body) with the time it
finished. So the service worker's requests and the workers' are counted too, as a host would.

Each run opens a fresh persistent Chromium profile that allows service workers (the startup
benchmark blocks them) and measures, from the navigation:

- a rules page (``en/knock-rummy/``, no tool): the bytes sent by its load event, target 300 KB;
  then in the next 10 s (the service worker installs the shell and keeps the page; a reader whose
  browser does not say its connection is unmetered is asked before the rest), target 1 MB; the
  page must then say it is kept (``offline.kept_page``);
- then the reader presses "Keep this site for offline use": the bytes and the time until the page
  says the whole English site is kept (the language's pages and the runtime, reported only); what
  it kept of the runtime must be what the engine's worker asks for on this host (the copies
  rummylab.json names: the archives' gzip copies, the wasm's brotli copy); then, offline, a solver page never opened must answer (reported: its time).

Usage::

    python bench/bench_offline.py [--site site] [--runs 3] [--json]

It exits non-zero when a target is missed (so ``make bench`` fails loudly).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
import time
from functools import partial
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from _report import Figure, finish
from bench_startup import ANSWER_WATCH, ARGS, CHROMIUM, BenchHandler, solver

from site_plugins.serve import SiteServer
from site_plugins.snapshot import SNAPSHOT_FILE
from site_plugins.words import word

BENCH = "offline"
PAGE = "en/knock-rummy/"
AFTER_LOAD_S = 10.0
KB = 1000


class _Counted:
    """A handler's output stream that counts what is written through it."""

    def __init__(self, raw: Any) -> None:
        self.raw = raw
        self.sent = 0

    def write(self, data: bytes) -> int:
        self.sent += len(data)
        return int(self.raw.write(data))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


class CountingHandler(BenchHandler):
    """bench_startup's static host (gzip on the fly), recording (finished, path, bytes) per request."""

    encoding = "gzip"
    twins = ()
    sent: list[tuple[float, str, int]] = []
    _sent_lock = threading.Lock()

    def setup(self) -> None:
        super().setup()
        self.wfile = _Counted(self.wfile)  # type: ignore[assignment]

    def handle_one_request(self) -> None:
        counted: _Counted = self.wfile  # type: ignore[assignment]
        before = counted.sent
        super().handle_one_request()
        counted.flush()
        if counted.sent > before:
            with self._sent_lock:
                self.sent.append((time.monotonic(), getattr(self, "path", "?"), counted.sent - before))


def between(start: float, end: float) -> list[tuple[float, str, int]]:
    with CountingHandler._sent_lock:
        return [row for row in CountingHandler.sent if start <= row[0] <= end]


def total(rows: list[tuple[float, str, int]]) -> int:
    return sum(n for _, _, n in rows)


def measure_once(pw: Any, base: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="rummylab-bench-offline-") as profile:
        context = pw.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=ARGS, headless=True, service_workers="allow")
        try:
            context.set_default_timeout(300_000)
            context.add_init_script(ANSWER_WATCH)  # (solver() waits for the time it keeps)
            page = context.pages[0] if context.pages else context.new_page()
            t0 = time.monotonic()
            page.goto(base + PAGE, wait_until="load")
            loaded = time.monotonic()
            box = page.get_by_test_id("offline-box")
            # reason: a window of the definition (the next 10 s), not a wait for a state
            page.wait_for_timeout(AFTER_LOAD_S * 1000)
            later = time.monotonic()
            out["load_rows"] = between(t0, loaded)
            out["after_rows"] = between(loaded, later)
            out["status"] = box.get_by_test_id("offline-status").inner_text() if box.is_visible() else "(hidden)"
            k0 = time.monotonic()
            box.get_by_test_id("offline-keep").click()
            # reason: the service worker keeps the language, then the page says so
            page.locator("[data-testid=offline-box][data-state=all]").wait_for()
            k1 = time.monotonic()
            out["keep_rows"] = between(k0, k1)
            out["keep_s"] = k1 - k0
            out["kept_status"] = box.get_by_test_id("offline-status").inner_text()
            out["kept_runtime"] = sorted(page.evaluate("""async () => {
              const [name] = (await caches.keys()).filter((n) => n.startsWith('rummylab-site-'));
              return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname.slice(1))
                .filter((p) => p.startsWith('pyodide/'));
            }"""))
            # Offline, a practice page never opened answers, its engine started from what was
            # kept (on this host: the archives' gzip copies); solver() fails on a wrong answer.
            context.set_offline(True)
            out["offline_answer_ms"], _ = solver(page, base, "en")
        finally:
            context.close()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site", help="the built site (default: site/)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="print every request counted, as JSON")
    args, _others = parser.parse_known_args(argv)  # (make bench's BENCH_ARGS are every script's)
    if not (args.site / PAGE / "index.html").is_file():
        parser.error(f"{args.site} holds no built site with {PAGE}: run `make build`")
    server = SiteServer(("127.0.0.1", 0), partial(CountingHandler, directory=str(args.site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    runs = []
    try:
        with sync_playwright() as pw:
            for _ in range(args.runs):
                runs.append(measure_once(pw, base))
    finally:
        server.shutdown()

    if args.json:
        print(json.dumps(runs, indent=2))
    last = runs[-1]
    print(f"{len(runs)} runs, fresh Chromium profiles, service worker allowed, {base} (gzip on the fly):")
    for key in ("load_rows", "after_rows"):
        print(f"  {key[:-5]}: " + ", ".join(f"{path} {n / KB:.1f}" for _, path, n in last[key]))
    print(f"  after the keep button ({len(last['keep_rows'])} requests): "
          f"{sum(1 for _, p, _ in last['keep_rows'] if p.startswith('/en/'))} under /en/, "
          f"{sum(n for _, p, n in last['keep_rows'] if p.startswith('/pyodide/')) / KB / KB:.2f} MB of runtime")
    print("  the page said:", repr(last["status"]), "then", repr(last["kept_status"]))
    print("  runtime kept:", ", ".join(last["kept_runtime"]))
    failures = []
    # What the worker asks for in place of each file of a plain start on this host (rummylab.json's
    # "copies"; the shipped snapshot is no part of a plain start), which the keeping must follow.
    about = json.loads((args.site / "pyodide" / "rummylab.json").read_text(encoding="utf-8"))
    copies = {name: copy for name, copy in about.get("copies", {}).items() if name != SNAPSHOT_FILE}
    for run in runs:
        if not run["status"].startswith(word("offline.kept_page", "en")):
            failures.append(f"after the first visit the page said {run['status']!r}, not {word('offline.kept_page', 'en')!r}")
        if not run["kept_status"].startswith(word("offline.kept_all", "en")):
            failures.append(f"after keeping the page said {run['kept_status']!r}")
        if any(p.startswith("/pyodide/") for _, p, _ in run["load_rows"] + run["after_rows"]):
            failures.append("a plain rules page's first visit downloaded the runtime")
        for name, copy in copies.items():
            if f"pyodide/{copy}" not in run["kept_runtime"] or f"pyodide/{name}" in run["kept_runtime"]:
                failures.append(f"a host without brotli twins: {copy} is not what was kept for {name}: {run['kept_runtime']}")

    def med(key: str) -> float:
        return float(statistics.median(total(r[key]) for r in runs))

    figures = [
        Figure(BENCH, f"first visit to {PAGE}, bytes by its load event", med("load_rows") / KB, "KB", most=300),
        Figure(BENCH, f"then in the next {AFTER_LOAD_S:.0f} s (service worker included)", med("after_rows") / KB,
               "KB", most=1000),
        Figure(BENCH, "Keep this site for offline use: bytes (English + runtime)", med("keep_rows") / KB / KB, "MB"),
        Figure(BENCH, "Keep this site for offline use: until kept", statistics.median(r["keep_s"] for r in runs), "s"),
        Figure(BENCH, "then offline, a solver page never opened: its answer", statistics.median(
            r["offline_answer_ms"] for r in runs), "ms"),
    ]
    return finish(figures, failures)


if __name__ == "__main__":
    sys.exit(main())
