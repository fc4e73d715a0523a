// The page's side of the rules engine: one lazily created Web Worker (rummylab-worker.js)
// shared by every widget on the page. request() posts a JSON request and resolves with the
// engine's JSON answer; a request that runs too long stops the worker (it restarts on the
// next request); a worker that dies is restarted the same way.
//
// Loading is watched for stalls, not timed: the worker reports the runtime's bytes as they
// arrive ({loaded, total}: onProgress(fn), engine.progress), and the load fails only when
// neither a byte nor a stage change came for STALL_MS (a slow line keeps loading; a dead one
// fails with a clear message). A retry (the next request) reuses the HTTP cache. While a widget
// is loading, its status line (.rl-status inside the widget that is busy) gets the bytes
// appended in a span hidden from screen readers, so the live region is not re-read each time.

const WORKER_URL = new URL("./rummylab-worker.js", import.meta.url);
// No byte and no stage for this long while loading: the load has failed.
const STALL_MS = 30000;
// The worker's memory snapshot, in the origin private file system (rummylab-worker.js).
const SNAPSHOT_FILE = "rummylab-snapshot.bin";

/** The engine did not answer in time; the worker was stopped. */
export class EngineTimeout extends Error {
  constructor(ms) { super(`no answer within ${ms} ms`); this.name = "EngineTimeout"; }
}
/** The worker died (an error escaped it). It restarts on the next request. */
export class EngineCrashed extends Error {
  constructor(message) { super(message); this.name = "EngineCrashed"; }
}
/** Pyodide or the engine could not be loaded. */
export class EngineLoadFailed extends Error {
  constructor(message) { super(message); this.name = "EngineLoadFailed"; }
}

/**
 * The worker's name: "rummylab" (or "rummylab-plain", no snapshot) and, for a shared worker, the
 * build's runtime, so a page of another build never talks to this one's engine.
 */
export function workerName(useSnapshot, runtime) {
  return `${useSnapshot ? "rummylab" : "rummylab-plain"}${runtime ? `@${runtime}#${generation()}` : ""}`;
}

// The shared worker's generation (in the name): a page that gives up on a shared worker (stalled,
// crashed, timed out: it may be stuck in Python, where no message reaches it) raises it, so
// that later pages start a new one rather than connect to that one.
const GENERATION = "rummylab-engine-generation"; // localStorage; overrides/main.html reads it too
function generation() {
  try {
    return localStorage.getItem(GENERATION) || "0";
  } catch {
    return "0";
  }
}
function nextGeneration() {
  try {
    localStorage.setItem(GENERATION, String((Number(generation()) || 0) + 1));
  } catch { /* storage refused: the close message alone */ }
}

/**
 * The page's link to a worker: {target (postMessage, onmessage), errors (onerror), stop() (gives
 * up on the worker: ends it), leave() (this page no longer uses it; a shared one goes on)}. A
 * shared worker where the page names its build's runtime (the meta the site's template writes)
 * and the browser has (module) shared workers: with extendedLifetime, the browser keeps it running
 * between pages, so the next page finds the engine started. Otherwise a dedicated worker.
 * overrides/main.html creates the same worker (same name) in the page's head; linkOf() links it.
 */
export function connect(useSnapshot, shared = true) {
  const meta = typeof document !== "undefined" ? document.querySelector('meta[name="rummylab-runtime"]') : null;
  const runtime = meta && meta.content;
  let sharedWorker = null;
  if (shared && useSnapshot && runtime && typeof SharedWorker === "function") {
    try {
      sharedWorker = new SharedWorker(WORKER_URL, { type: "module", name: workerName(useSnapshot, runtime), extendedLifetime: true });
    } catch { /* no module shared workers here: a dedicated one */ }
  }
  return linkOf(sharedWorker || new Worker(WORKER_URL, { type: "module", name: workerName(useSnapshot) }), Boolean(sharedWorker));
}

/** The link to a worker made here or in the page's head (a SharedWorker when shared). */
function linkOf(worker, shared) {
  if (shared) {
    return {
      target: worker.port, errors: worker, shared: true,
      stop() {
        nextGeneration();
        worker.port.postMessage({ type: "close" });
        worker.port.close();
      },
      leave() {
        worker.port.postMessage({ type: "leave" });
        worker.port.close();
      },
    };
  }
  const stop = () => worker.terminate();
  return { target: worker, errors: worker, shared: false, stop, leave: stop };
}

class Engine {
  constructor() {
    this.worker = null;
    this.ready = false;
    this.nextId = 1;
    this.pending = new Map(); // id -> {resolve, reject, timeoutMs, timer}
    this.listeners = new Set();
    this.stage = "idle";
    this.loadTimer = null;
    this.progress = { loaded: 0, total: 0 };
    this.progressListeners = new Set();
    this.stallMs = STALL_MS; // a test may lower it
    // Restore the memory snapshot kept by an earlier page, and keep one after a plain start
    // (rummylab-worker.js); false: plain starts only (a test may set it before start()).
    this.useSnapshot = true;
    this.startInfo = null; // how the worker started: {path: "snapshot" | "plain", snapshot, reason?, ms}
    this.snapshot = null; // the snapshot made after a plain start: {state: "stored" | "failed", ...}
    this.restoring = false; // the worker is restoring a snapshot
    // A shared worker when the browser has them (connect()); false once one stalled, crashed or
    // timed out for this page: from then on its own dedicated worker (a test may set it).
    this.shared = true;
  }

  /** Call fn({loaded, total}) (bytes of the runtime downloaded so far; total 0 when unknown). */
  onProgress(fn) {
    this.progressListeners.add(fn);
    return () => this.progressListeners.delete(fn);
  }

  // The load fails when nothing (no byte, no stage) arrived for stallMs.
  _watch() {
    clearTimeout(this.loadTimer);
    if (this.ready || !this.worker) return;
    const ms = this.stallMs;
    this.loadTimer = setTimeout(() => this._stop(new EngineLoadFailed(
      `the engine stopped loading: nothing arrived for ${Math.round(ms / 1000)} s (${this.progress.loaded} bytes received)`)), ms);
  }

  _bytes(loaded, total) {
    this.progress = { loaded, total };
    this._watch();
    // Once started from the shipped snapshot, the worker still fetches the standard library and
    // the wheel, which some requests wait for: a request's clock restarts as long as bytes arrive.
    if (this.ready) {
      for (const entry of this.pending.values()) {
        clearTimeout(entry.timer);
        entry.timer = null;
        this._arm(entry);
      }
    }
    for (const fn of this.progressListeners) fn(this.progress);
    showBytes(this.progress);
  }

  /** Call fn(stage) on every change: loading-runtime, loading-engine, ready, stopped. */
  onStage(fn) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  _emit(stage) {
    this.stage = stage;
    performance.mark(`rummylab:${stage}`); // read by bench/bench_startup.py
    for (const fn of this.listeners) fn(stage);
  }

  /** Create the worker and start loading Pyodide (no-op when already started). */
  start() {
    if (this.worker) return;
    // The page's head may have started the worker already (overrides/main.html), with its
    // messages so far in a queue: adopt it, unless plain starts were asked for meanwhile.
    const early = typeof window !== "undefined" ? window.__rlEarlyWorker : null;
    if (early) window.__rlEarlyWorker = null;
    const earlyLink = early ? linkOf(early.worker, early.shared) : null;
    const fits = early && this.useSnapshot && (this.shared || !early.shared);
    if (early && !fits) earlyLink.leave();
    const adopted = fits ? early : null;
    // The worker starts loading at once; its name says whether it may use a snapshot.
    const link = adopted ? earlyLink : connect(this.useSnapshot, this.shared);
    const worker = link.target;
    worker.onmessage = (event) => this._receive(event.data);
    link.errors.onerror = (event) => {
      event.preventDefault();
      if (this.link !== link) return; // a link this page has left
      this._stop(new EngineCrashed(event.message || "the engine worker stopped"));
    };
    worker.onmessageerror = () => this._stop(new EngineCrashed("unreadable message from the engine"));
    this.link = link;
    this.worker = worker;
    this.ready = false;
    this.progress = { loaded: 0, total: 0 };
    this._watch();
    this._emit("loading-runtime");
    this.startInfo = null;
    this.snapshot = null;
    worker.postMessage({ type: "init", snapshot: this.useSnapshot });
    for (const msg of adopted ? adopted.queue.splice(0) : []) {
      if (this.worker !== worker) break; // a queued message stopped it
      if (msg.type === "worker-error") this._stop(new EngineCrashed(msg.message || "the engine worker stopped"));
      else this._receive(msg);
    }
  }

  _receive(msg) {
    if (msg.type === "progress") {
      this._watch();
      this._emit(msg.stage);
    } else if (msg.type === "bytes") {
      this._bytes(msg.loaded, msg.total);
    } else if (msg.type === "ready") {
      clearTimeout(this.loadTimer);
      this.ready = true;
      this.files = msg.files || []; // [{name, transferSize, decodedBodySize}] of this load's runtime files
      this.restoring = false;
      this.startInfo = msg.start || null;
      performance.mark(`rummylab:start-${this.startInfo ? this.startInfo.path : "plain"}`);
      if (this.pending.size === 0) releaseSearch(); // else once the first answer is in
      this._emit("ready");
      // A request's clock starts when the engine can answer it, not while Pyodide loads.
      for (const entry of this.pending.values()) this._arm(entry);
    } else if (msg.type === "closing") {
      // The shared worker ends (this page, or another, gave up on it): what is pending here is
      // rejected, and the next request starts another worker.
      this._stop(new EngineCrashed("the engine was restarted"));
    } else if (msg.type === "restoring") {
      this.restoring = true;
    } else if (msg.type === "snapshot") {
      this.snapshot = msg;
      performance.mark(`rummylab:snapshot-${msg.state}`);
    } else if (msg.type === "load-failed") {
      this._stop(new EngineLoadFailed(msg.message));
    } else if (msg.type === "response") {
      releaseSearch(); // the first answer in (its bytes and cores were the engine's till then)
      const entry = this.pending.get(msg.id);
      if (!entry) return;
      clearTimeout(entry.timer);
      this.pending.delete(msg.id);
      try {
        entry.resolve(JSON.parse(msg.response));
      } catch (err) {
        entry.reject(new EngineCrashed(`unreadable answer: ${err}`));
      }
    }
  }

  _arm(entry) {
    if (entry.timer === null) {
      entry.timer = setTimeout(() => this._stop(new EngineTimeout(entry.timeoutMs)), entry.timeoutMs);
    }
  }

  /** Terminate the worker and reject everything pending with err. */
  _stop(err) {
    clearTimeout(this.loadTimer);
    if (this.restoring) {
      // The worker died or stalled while restoring the snapshot (a corruption Pyodide did not
      // catch): forget it, and start plainly from now on, so a retry cannot meet it again.
      this.restoring = false;
      this.useSnapshot = false;
      if (navigator.storage && navigator.storage.getDirectory) {
        navigator.storage.getDirectory().then((root) => root.removeEntry(SNAPSHOT_FILE)).catch(() => {});
      }
    }
    if (this.link) {
      this.link.stop();
      if (this.link.shared) this.shared = false; // the next start: a worker of this page's own
    }
    this.link = null;
    this.worker = null;
    this.ready = false;
    const entries = [...this.pending.values()];
    this.pending.clear();
    for (const entry of entries) {
      clearTimeout(entry.timer);
      entry.reject(err);
    }
    this._emit("stopped");
    releaseSearch();
  }

  /**
   * End the worker this page uses, a shared one included (a live engine other pages would find),
   * so that the next page starts an engine of its own: how the tests and the benchmark reach the
   * snapshot and plain starts once an engine runs. It is _stop(): for a shared worker, the close
   * message and the next generation in its name, so no later page connects to it even before it
   * has closed. This page's next request starts a dedicated worker, which ends with it.
   */
  retire() {
    this.start();
    this._stop(new EngineCrashed("retired"));
  }

  /**
   * Ask the engine one request (a plain object, sent as JSON).
   * @returns {Promise<object>} the engine's answer: {ok: true, result} or {ok: false, error}
   */
  request(request, { timeoutMs = 10000 } = {}) {
    this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const entry = { resolve, reject, timeoutMs, timer: null };
      this.pending.set(id, entry);
      if (this.ready) this._arm(entry);
      this.worker.postMessage({ type: "request", id, request: JSON.stringify(request) });
    });
  }
}

// Material's search worker waits while the engine starts on a practice page (overrides/main.html).
function releaseSearch() {
  if (typeof window === "undefined") return;
  window.__rlSearchMayStart = true; // for a search worker created after this
  if (typeof window.__rlReleaseSearch === "function") window.__rlReleaseSearch();
}

// "1,2 MB / 5,1 MB" in the page's language (Intl: "Mo" in French).
function bytesText({ loaded, total }) {
  let format;
  try {
    format = new Intl.NumberFormat(document.documentElement.lang || undefined,
      { style: "unit", unit: "megabyte", maximumFractionDigits: 1, minimumFractionDigits: 1 });
  } catch {
    format = { format: (n) => `${n.toFixed(1)} MB` };
  }
  const mb = (n) => format.format(n / 1e6);
  return total ? `${mb(Math.min(loaded, total))} / ${mb(total)}` : mb(loaded);
}

// The bytes after a busy widget's loading text (render.js writes that text with textContent,
// which also removes this span when the answer comes).
function showBytes(progress) {
  if (typeof document === "undefined") return;
  for (const status of document.querySelectorAll("[aria-busy=true] .rl-status:not(.rl-sr-only)")) {
    if (!status.textContent) continue;
    let span = status.querySelector("[data-rl-bytes]");
    if (!span) {
      span = document.createElement("span");
      span.setAttribute("aria-hidden", "true");
      span.dataset.rlBytes = "";
      status.append(span);
    }
    span.textContent = ` (${bytesText(progress)})`;
  }
}

/** The page's one engine. */
export const engine = new Engine();
