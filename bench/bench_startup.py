"""Measure the practice widgets' start-up cost in Chromium (run by ``make bench``).

Each run uses a fresh browser context (cold HTTP cache) against the built site served on
127.0.0.1 by the same static server as the tests, and reports the median of ``--runs``:

- cold: from navigation start to the first live solver answer, opening
  ``practice/solver/?hand=…`` (the widget solves a linked hand on load); target ≤ 4 s;
- warm: one later answer, from Solve to the answer drawn; target ≤ 50 ms;
- bytes transferred (bodies + headers, the Web Worker's requests included) for the solver page
  and for a plain rules page (``knock-rummy/``); target ≤ 600 KB for a plain page, which must
  not load Pyodide at all.

Usage::

    python bench/bench_startup.py [--site site] [--runs 5] [--json]

It exits non-zero when a target is missed (so ``make bench`` fails loudly).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import statistics
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
HAND = "4H 5H 6H QC QD QS 8D"  # KR-EX1, A's hand: deadwood 8
TARGETS = {"cold_ms": 4000, "warm_ms": 50, "plain_bytes": 600 * 1024}

# The answer drawn after a Solve click, timed inside the page (no polling delay).
_WARM = """async (root) => {
  const before = root.dataset.answered;
  const done = new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if (root.dataset.answered !== before) { obs.disconnect(); resolve(performance.now()); }
    });
    obs.observe(root, { attributes: true, attributeFilter: ["data-answered"] });
  });
  const start = performance.now();
  root.querySelector("form").requestSubmit();
  return (await done) - start;
}"""


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".js": "text/javascript",
                      ".mjs": "text/javascript", ".wasm": "application/wasm", ".whl": "application/zip"}

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


def serve(site: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Handler, directory=str(site)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def _bytes_of(page, url: str, until) -> tuple[int, list[str]]:
    finished: list = []
    page.on("requestfinished", lambda request: finished.append(request))
    page.goto(url)
    until(page)
    page.wait_for_load_state("networkidle")
    total = 0
    for request in finished:
        sizes = request.sizes()
        total += sizes["responseBodySize"] + sizes["responseHeadersSize"]
    return total, [r.url for r in finished]


def measure_once(browser, base: str) -> dict[str, float]:
    out: dict[str, float] = {}
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.set_default_timeout(60_000)
    solver_url = f"{base}practice/solver/?hand={HAND.replace(' ', '+')}&game=knock"

    def answered(p):
        handle = p.wait_for_function(
            "() => { const el = document.querySelector('[data-testid=solver][data-solved]');"
            " return el && performance.now(); }", polling="raf")
        out["cold_ms"] = handle.json_value()
        # Where the time went: the engine client marks each stage (docs/assets/engine.js).
        marks = p.evaluate("() => Object.fromEntries(performance.getEntriesByType('mark')"
                           ".filter(m => m.name.startsWith('rummylab:')).map(m => [m.name.slice(9), m.startTime]))")
        out["worker_start_ms"] = marks["loading-runtime"]
        out["runtime_ms"] = marks["loading-engine"] - marks["loading-runtime"]
        out["engine_ms"] = marks["ready"] - marks["loading-engine"]
        deadwood = p.locator("[data-testid=solver] [data-testid=solver-deadwood]").first.inner_text()
        if deadwood != "8":
            raise SystemExit(f"wrong answer on the solver page: deadwood {deadwood!r}, expected 8 (KR-EX1)")

    out["solver_bytes"], _ = _bytes_of(page, solver_url, answered)
    root = page.locator("[data-testid=solver]").element_handle()
    out["warm_ms"] = statistics.median(page.evaluate(_WARM, root) for _ in range(5))
    context.close()

    context = browser.new_context(service_workers="block")
    page = context.new_page()
    out["plain_bytes"], urls = _bytes_of(page, f"{base}knock-rummy/", lambda p: None)
    if any("/pyodide/" in u for u in urls):
        raise SystemExit("a plain rules page loaded Pyodide")
    context.close()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site", help="the built site (default: site/)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if not (args.site / "practice" / "solver" / "index.html").is_file():
        parser.error(f"{args.site} holds no built site with practice/solver/: run `make build`")
    server, base = serve(args.site)
    runs: list[dict[str, float]] = []
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
            try:
                for _ in range(args.runs):
                    runs.append(measure_once(browser, base))
            finally:
                browser.close()
    finally:
        server.shutdown()
    median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    if args.json:
        print(json.dumps({"runs": runs, "median": median, "targets": TARGETS}, indent=2))
    else:
        print(f"median of {len(runs)} runs (cold cache, Chromium, {base}):")
        print(f"  solver page, navigation -> first answer: {median['cold_ms']:8.0f} ms  (target <= {TARGETS['cold_ms']})")
        print(f"    of which: page -> worker started {median['worker_start_ms']:.0f} ms, loadPyodide "
              f"{median['runtime_ms']:.0f} ms, loadPackage + import {median['engine_ms']:.0f} ms")
        print(f"  later answer, Solve -> answer drawn:      {median['warm_ms']:8.1f} ms  (target <= {TARGETS['warm_ms']})")
        print(f"  bytes, solver page (with Pyodide):        {median['solver_bytes'] / 1024:8.0f} KB")
        print(f"  bytes, plain rules page (knock-rummy/):   {median['plain_bytes'] / 1024:8.0f} KB  "
              f"(target <= {TARGETS['plain_bytes'] // 1024})")
    missed = [key for key, limit in TARGETS.items() if median[key] > limit]
    if missed:
        print(f"missed target(s): {', '.join(missed)}", file=sys.stderr)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
