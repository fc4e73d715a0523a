"""The practice widgets' start-up in Chromium, side by side with a bare Pyodide (run by ``make bench``).

The built site is served on 127.0.0.1 as a static host serves it, two kinds of host, one after
the other, in one table: the site's own server (``site_plugins/serve.py``: its 404 pages) with
text, JSON and wasm compressed, [br] as the site's own brotli twins where it has them (Pyodide's
wasm and script, the archives, the snapshot: what nginx's brotli_static and Caddy's precompressed
send) and brotli at its best level for the rest, precompressed once (node's zlib, cached under
build/bench-brotli/ by content), [gzip] with gzip level 6 on the fly and no twins (as GitHub
Pages or nginx's ``gzip on``: the worker then fetches the copies rummylab.json names). Zip
files (the standard library, the wheel; their entries are stored) go as the site's precompressed
twins (``.br``, brotli_static) from the first, and as they are from the second (a host that
compresses on the fly leaves zips alone). Each run opens a fresh persistent Chromium profile (so the HTTP cache
and Cache Storage are on disk, as a reader's are) and measures, from navigation start:

- bare cold / bare warm: a page that does nothing but ``loadPyodide()`` from the site's
  ``/pyodide/`` in a module worker (``/__bench/bare.html``, served by this script only), with a
  cold cache, then again with the cache warm;
- cold first answer: ``practice/solver/?hand=…`` (the widget solves the linked hand, KR-EX1,
  deadwood 8) with a cold cache; target <= 1.0x bare cold; and the compressed bytes (bodies as
  sent + headers, the worker's included: a shared worker's from its resource timing) of the
  requests that ended by that answer; target <= 5 MB;
- next practice page: once the first page's worker has stored its memory snapshot and that page
  is closed, the solver page of another language, to its answer; target <= 0.5x bare warm. Its
  engine is the first page's, still running (a shared worker the browser keeps alive between
  pages: a "live" start); then, that engine ended, the solver page of a third language, which
  starts from the snapshot;
- a later answer on a page (Solve -> drawn), and the bytes of a plain rules page (no Pyodide).

Then with Chromium's network emulation (CDP ``Network.emulateNetworkConditions``), a cold first
answer at 10 Mbit/s with 40 ms latency (the median of ``--slow-runs``, 3 by default: one run
on a busy 2-core machine moves by up to a second; target <= 6 s) and, once, at 1.6 Mbit/s (it must
complete), the engine in the page's dedicated worker (the emulation slows the page's requests,
not a shared worker's). Marks (``rummylab:*``, docs/assets/engine.js) and the worker's own timings (its
steps: each copy in, the wasm compiled, the memory filled,
Pyodide restored) say where the time went. Medians of ``--runs``.

Usage::

    python bench/bench_startup.py [--site site] [--runs 5] [--slow-runs 3] [--no-slow] [--json] [--encoding both|br|gzip]

It exits non-zero when a target is missed (so ``make bench`` fails loudly).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import statistics
import subprocess
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

from site_plugins.serve import SiteHandler, SiteServer

BENCH = "startup"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# (Chromium 156 loads its omnibox popup's WebUI, chrome://omnibox-popup.top-chrome, in a renderer
# of its own as it starts: 1.2 s of one core's time in the first 1.4 s, measured in a trace, on
# top of whichever page is measured first, bare or not; a reader's browser did that long before.)
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup"]
HAND = "4H+5H+6H+QC+QD+QS+8D"  # KR-EX1, A's hand: deadwood 8
MB = 1_000_000

# The bare start: loadPyodide() in a module worker, nothing else on the page.
BARE_HTML = b"""<!doctype html><meta charset="utf-8"><title>bare loadPyodide</title>
<script type="module">
const worker = new Worker("/__bench/bare-worker.js", { type: "module" });
worker.onmessage = (e) => { window.__bare = { ms: performance.now(), version: e.data }; };
</script>"""
BARE_WORKER = b"""const { loadPyodide } = await import("/pyodide/pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: new URL("/pyodide/", self.location.href).href });
self.postMessage(pyodide.version);
"""
COMPRESSIBLE = (".html", ".css", ".js", ".mjs", ".json", ".wasm", ".svg", ".xml", ".txt", ".map")

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
# When the solver first drew its answer (ms from navigation), kept by an observer that the page
# gets before its own scripts: the wait for it then polls every 50 ms instead of every animation
# frame (a frame loop would make Chromium draw the page 60 times a second while it loads, on the
# cores the start needs; the bare page gets the same 50 ms wait).
ANSWER_WATCH = """(() => {
  const seen = () => document.querySelector('[data-testid=solver][data-solved]');
  const watch = new MutationObserver(() => {
    if (seen()) { window.__answeredAt = performance.now(); watch.disconnect(); }
  });
  watch.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-solved'] });
})();"""
ANSWERED = "() => window.__answeredAt"
MARKS = ("() => Object.fromEntries(performance.getEntriesByType('mark')"
         ".filter(m => m.name.startsWith('rummylab:')).map(m => [m.name.slice(9), m.startTime]))")


BROTLI_CACHE = ROOT / "build" / "bench-brotli"
# Node's zlib (node runs the site's build already): brotli at quality 11, a 16 MB window; argv:
# pairs of source and destination.
BROTLI_JS = """const z = require("node:zlib"), fs = require("node:fs");
const args = process.argv.slice(1);
for (let i = 0; i < args.length; i += 2) {
  const data = fs.readFileSync(args[i]);
  fs.writeFileSync(args[i + 1] + ".part", z.brotliCompressSync(data, { params: {
    [z.constants.BROTLI_PARAM_QUALITY]: 11, [z.constants.BROTLI_PARAM_LGWIN]: 24,
    [z.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
  fs.renameSync(args[i + 1] + ".part", args[i + 1]);
}"""


def _brotli_path(file: Path) -> Path:
    return BROTLI_CACHE / f"{hashlib.sha256(file.read_bytes()).hexdigest()}.br"


def precompress(site: Path) -> None:
    """Brotli for every compressible file of the site, made once per content (one node process;
    the slow part is the 9.6 MB wasm, the first time)."""
    files = [f for f in site.rglob("*") if f.is_file() and f.suffix in COMPRESSIBLE]
    missing = [(f, _brotli_path(f)) for f in files]
    missing = [(f, out) for f, out in missing if not out.is_file()]
    started = time.monotonic()
    if missing:
        BROTLI_CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run(["node", "-e", BROTLI_JS, *[str(x) for pair in missing for x in pair]], check=True)
    print(f"brotli: {len(files)} files, {len(missing)} compressed now in {time.monotonic() - started:.1f} s"
          f" (kept in {BROTLI_CACHE})")


class BenchHandler(SiteHandler):
    """The site's handler, plus compression as a static host adds it, plus the bare page."""

    _cache: dict[tuple[str, float, str], bytes] = {}
    _lock = threading.Lock()
    encoding = "br"

    @classmethod
    def compressed(cls, file: Path, encoding: str) -> bytes:
        key = (str(file), file.stat().st_mtime, encoding)
        with cls._lock:
            body = cls._cache.get(key)
            if body is None:
                data = file.read_bytes()
                body = cls._cache[key] = (_brotli_path(file).read_bytes() if encoding == "br"
                                          else gzip.compress(data, 6, mtime=0))
        return body

    def send_head(self):  # type: ignore[no-untyped-def]
        path = self.path.split("?", 1)[0]
        if path in ("/__bench/bare.html", "/__bench/bare-worker.js"):
            body = BARE_HTML if path.endswith(".html") else BARE_WORKER
            return self._send(body, "text/html; charset=utf-8" if path.endswith(".html") else "text/javascript")
        file = Path(self.translate_path(path))
        if file.is_dir():
            if not path.endswith("/"):
                return super().send_head()  # the redirect to the address with its slash
            file = file / "index.html"
        accepted = [e.split(";")[0].strip() for e in self.headers.get("Accept-Encoding", "").split(",")]
        encoding = self.encoding if self.encoding in accepted else "gzip" if "gzip" in accepted else None
        own_twin = encoding == "br" and file.with_name(f"{file.name}.br").is_file()  # sent as the site's handler sends it
        if file.is_file() and file.suffix in COMPRESSIBLE and encoding and not own_twin:
            return self._send(self.compressed(file, encoding), self.guess_type(str(file)), encoding=encoding)
        return super().send_head()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")  # a static host's short cache (GitHub Pages')
        super().end_headers()

    def _send(self, body: bytes, kind: str, encoding: str | None = None):  # type: ignore[no-untyped-def]
        import io

        self.send_response(200)
        self.send_header("Content-Type", kind)
        if encoding:
            self.send_header("Content-Encoding", encoding)
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


def serve(site: Path, encoding: str = "br") -> tuple[SiteServer, str]:
    handler = type("Handler", (BenchHandler,), {"encoding": encoding, "twins": (SiteHandler.twins if encoding == "br" else ())})
    server = SiteServer(("127.0.0.1", 0), partial(handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


class Profile:
    """A fresh on-disk Chromium profile: its HTTP cache and Cache Storage persist between pages."""

    def __init__(self, pw: Any) -> None:
        self.dir = tempfile.TemporaryDirectory(prefix="rummylab-bench-")
        self.context = pw.chromium.launch_persistent_context(
            self.dir.name, executable_path=CHROMIUM, args=ARGS, headless=True, service_workers="block")
        self.context.set_default_timeout(300_000)

    def page(self, throttle_kbit: float | None = None, latency_ms: float = 40) -> Any:
        page = self.context.new_page()
        page.add_init_script(ANSWER_WATCH)
        if throttle_kbit is not None:
            # The line slowed is the page's: its engine runs in its own (dedicated) worker, whose
            # requests are the page's, as in a browser without shared workers.
            page.add_init_script("delete window.SharedWorker;")
            cdp = self.context.new_cdp_session(page)
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions", {
                "offline": False, "latency": latency_ms,
                "downloadThroughput": throttle_kbit * 1000 / 8, "uploadThroughput": throttle_kbit * 1000 / 8})
        return page

    def close(self) -> None:
        self.context.close()
        self.dir.cleanup()


def bare(page: Any, base: str) -> float:
    page.goto(f"{base}__bench/bare.html")
    page.wait_for_function("() => window.__bare", polling=50)  # reason: the bare worker posts when loaded (its time kept)
    return float(page.evaluate("() => window.__bare.ms"))


def solver(page: Any, base: str, lang: str, count: list[Any] | None = None) -> tuple[float, dict[str, float]]:
    """Open the solver on KR-EX1's hand; (ms from navigation to the answer, marks)."""
    if count is not None:
        page.on("requestfinished", lambda request: count.append(request))
    prefix = "" if lang == "pt" else f"{lang}/"
    page.goto(f"{base}{prefix}practice/solver/?hand={HAND}&game=knock")
    ms = float(page.wait_for_function(ANSWERED, polling=50).json_value())  # reason: the widget answers on load (its time kept)
    deadwood = page.locator("[data-testid=solver] [data-testid=solver-deadwood]").first.inner_text()
    if deadwood != "8":
        raise SystemExit(f"wrong answer on the solver page: deadwood {deadwood!r}, expected 8 (KR-EX1)")
    marks = page.evaluate(MARKS)
    marks["answer"] = ms
    return ms, marks


def sent_bytes(requests: list[Any], page: Any = None, until_ms: float | None = None) -> int:
    """The bytes of the page's requests (with ``until_ms``, a time of the page's clock, those that
    ended by then); with ``page``, also those of its engine's shared worker (whose requests are not
    the page's: the worker's resource timing, taken when it was ready, gives their sizes)."""
    total = 0
    cutoff = None if until_ms is None else page.evaluate("performance.timeOrigin") + until_ms
    for request in requests:
        timing = request.timing
        if cutoff is not None and timing["startTime"] + timing["responseEnd"] > cutoff:
            continue  # after the answer (the standard library and wheel that follow it, say)
        sizes = request.sizes()
        total += sizes["responseBodySize"] + sizes["responseHeadersSize"]
    if page is not None and page.evaluate("() => import('/assets/engine.js').then(({engine}) => engine.link.shared)"):
        total += sum(f["transferSize"] for f in page.evaluate("() => import('/assets/engine.js').then(({engine}) => engine.files)"))
    return total


def start_info(page: Any) -> dict[str, Any]:
    return page.evaluate("() => import('/assets/engine.js').then(({engine}) => engine.startInfo)")


def wait_snapshot(page: Any) -> dict[str, Any]:
    page.evaluate("() => import('/assets/engine.js').then(({engine}) => { window.__rlEngine = engine; })")
    # reason: the worker stores its snapshot once idle after the plain start
    page.wait_for_function("() => window.__rlEngine.snapshot", polling=100, timeout=120_000)
    return page.evaluate("() => window.__rlEngine.snapshot")


def measure_once(pw: Any, base: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    profile = Profile(pw)
    try:
        page = profile.page()
        out["bare_cold_ms"] = bare(page, base)
        out["bare_warm_ms"] = bare(page, base)
    finally:
        profile.close()

    profile = Profile(pw)
    try:
        page = profile.page()
        requests: list[Any] = []
        out["cold_ms"], out["cold_marks"] = solver(page, base, "en", requests)
        out["cold_start"] = start_info(page)
        out["cold_bytes"] = sent_bytes(requests, page, until_ms=out["cold_ms"])
        root = page.locator("[data-testid=solver]").element_handle()
        out["later_ms"] = statistics.median(page.evaluate(_WARM, root) for _ in range(5))
        out["snapshot"] = wait_snapshot(page)
        page.close()
        page = profile.page()
        out["next_ms"], out["next_marks"] = solver(page, base, "pt")
        out["next_start"] = start_info(page)
        # The next page once that engine has ended (a browser that does not keep shared workers
        # alive, or a later visit): it starts from the snapshot.
        page.evaluate("() => import('/assets/engine.js').then(({engine}) => engine.retire())")
        page.close()
        page = profile.page()
        out["restored_ms"], out["restored_marks"] = solver(page, base, "es")
        out["restored_start"] = start_info(page)
        page.close()
    finally:
        profile.close()

    profile = Profile(pw)
    try:
        page = profile.page()
        requests = []
        page.on("requestfinished", lambda request: requests.append(request))
        page.goto(f"{base}knock-rummy/")
        page.wait_for_load_state("networkidle")
        if any("/pyodide/" in r.url for r in requests):
            raise SystemExit("a plain rules page loaded Pyodide")
        out["plain_bytes"] = sent_bytes(requests)
    finally:
        profile.close()
    return out


def slow_line(pw: Any, base: str, kbit: float) -> float:
    profile = Profile(pw)
    try:
        page = profile.page(throttle_kbit=kbit)
        t0 = time.monotonic()
        solver(page, base, "en")
        return time.monotonic() - t0
    finally:
        profile.close()


def measure_host(pw: Any, site: Path, encoding: str, args: argparse.Namespace) -> tuple[list[Figure], list[str]]:
    """Every figure on one kind of host (``encoding``: br, precompressed twins; gzip, on the fly)."""
    if encoding == "br":
        precompress(site)
    server, base = serve(site, encoding)
    runs: list[dict[str, Any]] = []
    slow: dict[str, float] = {}
    at_10: list[float] = []
    try:
        for _ in range(args.runs):
            runs.append(measure_once(pw, base))
        if not args.no_slow:
            at_10 = [slow_line(pw, base, 10_000) for _ in range(args.slow_runs)]
            slow["10"] = float(statistics.median(at_10))
            slow["1.6"] = slow_line(pw, base, 1_600)
    finally:
        server.shutdown()

    def med(key: str) -> float:
        return float(statistics.median(run[key] for run in runs))

    def spread(top: str, bottom: str) -> str:
        ratios = [run[top] / run[bottom] for run in runs]
        return f"{min(ratios):.3f}-{max(ratios):.3f}"

    if args.json:
        print(json.dumps({"host": encoding, "runs": runs, "slow_s": slow, "at_10_s": at_10}, indent=2, default=str))
    print(f"{encoding} host: medians of {len(runs)} runs (fresh Chromium profiles, {base}):")
    cold_marks = {k: statistics.median(r["cold_marks"][k] for r in runs) for k in runs[0]["cold_marks"]
                  if all(k in r["cold_marks"] for r in runs)}
    next_marks = {k: statistics.median(r["next_marks"][k] for r in runs) for k in runs[0]["next_marks"]
                  if all(k in r["next_marks"] for r in runs)}
    print("  cold page, marks (ms from navigation):", {k: round(v) for k, v in cold_marks.items()})
    print("  next page, marks (ms from navigation):", {k: round(v) for k, v in next_marks.items()})
    steps = [r["cold_start"].get("at") or {} for r in runs]
    cold_steps = {k: round(statistics.median(at[k] for at in steps)) for k in steps[0] if all(k in at for at in steps)}
    print("  cold page, the worker's steps (ms from its start):", dict(sorted(cold_steps.items(), key=lambda kv: kv[1])))
    print("  cold page, worker:", {k: v for k, v in runs[-1]["cold_start"].items() if k != "at"})  # ms: boot, lookup, runtime
    print("  next page, worker:", runs[-1]["next_start"])
    print("  next page once the engine ended, worker:", runs[-1]["restored_start"])
    print("  snapshot made after the first page:", runs[-1]["snapshot"])
    print(f"  spread over the runs: cold / bare cold {spread('cold_ms', 'bare_cold_ms')},"
          f" next / bare warm {spread('next_ms', 'bare_warm_ms')},"
          f" bytes {min(r['cold_bytes'] for r in runs) / MB:.2f}-{max(r['cold_bytes'] for r in runs) / MB:.2f} MB")
    if at_10:
        print("  first answer at 10 Mbit/s, each run (s):", [round(t, 2) for t in at_10])
    failures = []
    for key, path in (("cold_start", "snapshot"), ("next_start", "live"), ("restored_start", "snapshot")):
        starts = {r[key]["path"] for r in runs}
        if starts != {path}:
            failures.append(f"{encoding}: {key}: the page's start was {starts}, not {path}")
    host = f"[{encoding}]"
    figures = [
        Figure(BENCH, f"bare loadPyodide(), cold cache {host}", med("bare_cold_ms"), "ms"),
        Figure(BENCH, f"cold first answer {host}", med("cold_ms"), "ms"),
        Figure(BENCH, f"cold first answer / bare cold {host}", med("cold_ms") / med("bare_cold_ms"), "x", most=1.0),
        Figure(BENCH, f"bare loadPyodide(), warm cache {host}", med("bare_warm_ms"), "ms"),
        Figure(BENCH, f"next practice page, to its answer {host}", med("next_ms"), "ms"),
        Figure(BENCH, f"next practice page / bare warm {host}", med("next_ms") / med("bare_warm_ms"), "x", most=0.5),
        Figure(BENCH, f"next page, engine ended: from the snapshot {host}", med("restored_ms"), "ms"),
        Figure(BENCH, f"from the snapshot / bare warm {host}", med("restored_ms") / med("bare_warm_ms"), "x"),
        Figure(BENCH, f"compressed bytes to the first answer {host}", med("cold_bytes") / MB, "MB", most=5.0),
        Figure(BENCH, f"later answer, Solve -> drawn {host}", med("later_ms"), "ms", most=50),
        Figure(BENCH, f"plain rules page, bytes {host}", med("plain_bytes") / 1024, "KB", most=600),
    ]
    if slow:
        figures += [Figure(BENCH, f"first answer at 10 Mbit/s, 40 ms (median of {len(at_10)}) {host}", slow["10"], "s", most=6.0),
                    Figure(BENCH, f"first answer at 1.6 Mbit/s, 40 ms (completes) {host}", slow["1.6"], "s")]
    return figures, failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site", help="the built site (default: site/)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--slow-runs", type=int, default=3, help="runs at 10 Mbit/s, for their median (default 3)")
    parser.add_argument("--no-slow", action="store_true", help="skip the throttled runs")
    parser.add_argument("--json", action="store_true", help="print every run's figures as JSON too")
    parser.add_argument("--encoding", choices=("br", "gzip", "both"), default="both",
                        help="the hosts: br (precompressed twins), gzip (on the fly, no twins) or both (default)")
    args = parser.parse_args(argv)
    if args.slow_runs < 1:
        parser.error(f"--slow-runs must be 1 or more, not {args.slow_runs}")
    if not (args.site / "practice" / "solver" / "index.html").is_file():
        parser.error(f"{args.site} holds no built site with practice/solver/: run `make build`")
    figures: list[Figure] = []
    failures: list[str] = []
    with sync_playwright() as pw:
        for encoding in (("br", "gzip") if args.encoding == "both" else (args.encoding,)):
            more, failed = measure_host(pw, args.site, encoding, args)
            figures += more
            failures += failed
    # The two hosts' rows side by side: each figure, then the same figure on the other host.
    order = {f.name.rsplit(" [", 1)[0]: i for i, f in enumerate(figures)}
    figures.sort(key=lambda f: order[f.name.rsplit(" [", 1)[0]])
    return finish(figures, failures)


if __name__ == "__main__":
    sys.exit(main())
