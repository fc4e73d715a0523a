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

/** @typedef {import("../../types/engine-protocol").WorkerMessage} WorkerMessage */
/** @typedef {import("../../types/engine-protocol").PageMessage} PageMessage */
/** @typedef {import("../../types/engine-protocol").StartInfo} StartInfo */
/** @typedef {import("../../types/engine-protocol").FileCost} FileCost */
/** @typedef {import("../../types/page-globals").EngineWindow} EngineWindow */
/** @typedef {import("../../types/page-globals").CreatedWorker} CreatedWorker */
/** @typedef {import("../../types/page-globals").EarlyWorker} EarlyWorker */
/** A request to the engine: its op and that op's fields (rummylab.web.handle reads it as JSON). @typedef {{op: string, [field: string]: unknown}} EngineRequest */
/**
 * The engine's error: a stable code, the message in the request's language, and what the message
 * names (the player, the field, the rule…).
 * @typedef {{code: string, message: string, params?: {[name: string]: any}}} EngineError
 */
/** @typedef {{ok: true, result: unknown} | {ok: false, error: EngineError}} EngineAnswer */
/** @typedef {{loaded: number, total: number}} Progress */
/** @typedef {"idle" | import("../../types/engine-protocol").LoadStage | "ready" | "stopped"} Stage */
/**
 * @typedef {object} Pending  a request waiting for its answer
 * @property {(answer: EngineAnswer) => void} resolve
 * @property {(err: Error) => void} reject
 * @property {number} timeoutMs
 * @property {ReturnType<typeof setTimeout> | undefined} timer  its clock, once the engine can answer it
 */
/**
 * The page's link to a worker: target (postMessage, onmessage), errors (onerror), stop() (gives
 * up on the worker: ends it), leave() (this page no longer uses it; a shared one goes on).
 * @typedef {object} Link
 * @property {MessagePort | Worker} target
 * @property {AbstractWorker} errors
 * @property {boolean} shared
 * @property {() => void} stop
 * @property {() => void} leave
 */

const page = /** @type {EngineWindow} */ (globalThis);
// The worker's name and creation: the head's script (overrides/assets/engine-head.js), which a
// practice page's head has run already; elsewhere (an embed page) its file, served beside this one.
if (!page.__rlWorkers) await import("./engine-head.js");
const workers = /** @type {import("../../types/page-globals").Workers} */ (page.__rlWorkers);

const WORKER_URL = new URL("./rummylab-worker.js", import.meta.url);
// No byte and no stage for this long while loading: the load has failed.
const STALL_MS = 30000;
// The worker's memory snapshot, in the origin private file system (rummylab-worker.js).
const SNAPSHOT_FILE = "rummylab-snapshot.bin";

/** The engine did not answer in time; the worker was stopped. */
export class EngineTimeout extends Error {
  /** @param {number} ms */
  constructor(ms) { super(`no answer within ${ms} ms`); this.name = "EngineTimeout"; }
}
/** The worker died (an error escaped it). It restarts on the next request. */
export class EngineCrashed extends Error {
  /** @param {string} message */
  constructor(message) { super(message); this.name = "EngineCrashed"; }
}
/** Pyodide or the engine could not be loaded. */
export class EngineLoadFailed extends Error {
  /** @param {string} message */
  constructor(message) { super(message); this.name = "EngineLoadFailed"; }
}

/**
 * The page's link to a new worker (engine-head.js's create(): shared where it can be, else
 * dedicated; the head's early start creates the same one, and linkOf() links that).
 * @param {boolean} useSnapshot
 * @param {boolean} [shared]
 * @returns {Link}
 */
export function connect(useSnapshot, shared = true) {
  return linkOf(workers.create(WORKER_URL.href, useSnapshot, shared));
}

/**
 * The link to a worker made here or in the page's head.
 * @param {CreatedWorker} made
 * @returns {Link}
 */
function linkOf(made) {
  if (made.shared) {
    const worker = made.worker;
    return {
      target: worker.port, errors: worker, shared: true,
      stop() {
        workers.nextGeneration();
        worker.port.postMessage({ type: "close" });
        worker.port.close();
      },
      leave() {
        worker.port.postMessage({ type: "leave" });
        worker.port.close();
      },
    };
  }
  const worker = made.worker;
  const stop = () => worker.terminate();
  return { target: worker, errors: worker, shared: false, stop, leave: stop };
}

class Engine {
  constructor() {
    /** @type {MessagePort | Worker | null} */
    this.worker = null;
    /** @type {Link | null} */
    this.link = null;
    this.ready = false;
    this.nextId = 1;
    /** @type {Map<number, Pending>} */
    this.pending = new Map();
    /** @type {Set<(stage: Stage) => void>} */
    this.listeners = new Set();
    /** @type {Stage} */
    this.stage = "idle";
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.loadTimer = undefined;
    /** @type {Progress} */
    this.progress = { loaded: 0, total: 0 };
    this.loadStarted = 0; // when start() made the worker (performance.now())
    /** @type {Set<(progress: Progress) => void>} */
    this.progressListeners = new Set();
    this.stallMs = STALL_MS; // a test may lower it
    // Restore the memory snapshot kept by an earlier page, and keep one after a plain start
    // (rummylab-worker.js); false: plain starts only (a test may set it before start()).
    this.useSnapshot = true;
    /** @type {StartInfo | null} how the worker started: {path: "snapshot" | "plain", snapshot, reason?, ms} */
    this.startInfo = null;
    /** @type {Extract<WorkerMessage, {type: "snapshot"}> | null} the snapshot made after a plain start */
    this.snapshot = null;
    /** @type {FileCost[] | undefined} this load's runtime files, once ready */
    this.files = undefined;
    this.restoring = false; // the worker is restoring a snapshot
    // A shared worker when the browser has them (connect()); false once one stalled, crashed or
    // timed out for this page: from then on its own dedicated worker (a test may set it).
    this.shared = true;
  }

  /**
   * Call fn({loaded, total}) (bytes of the runtime downloaded so far; total 0 when unknown).
   * @param {(progress: Progress) => void} fn
   */
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

  /** @param {number} loaded @param {number} total */
  _bytes(loaded, total) {
    this.progress = { loaded, total };
    this._watch();
    // Once started from the shipped snapshot, the worker still fetches the standard library and
    // the wheel, which some requests wait for: a request's clock restarts as long as bytes arrive.
    if (this.ready) {
      for (const entry of this.pending.values()) {
        clearTimeout(entry.timer);
        entry.timer = undefined;
        this._arm(entry);
      }
    }
    for (const fn of this.progressListeners) fn(this.progress);
    if (performance.now() - this.loadStarted >= BYTES_AFTER_MS) showBytes(this.progress);
  }

  /**
   * Call fn(stage) on every change: loading-runtime, loading-engine, ready, stopped.
   * @param {(stage: Stage) => void} fn
   */
  onStage(fn) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** @param {Stage} stage */
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
    const early = typeof window !== "undefined" ? page.__rlEarlyWorker : null;
    if (early) page.__rlEarlyWorker = null;
    const earlyLink = early ? linkOf(early) : null;
    const fits = early && this.useSnapshot && (this.shared || !early.shared);
    if (earlyLink && !fits) earlyLink.leave();
    const adopted = fits ? early : null;
    // The worker starts loading at once; its name says whether it may use a snapshot.
    const link = adopted && earlyLink ? earlyLink : connect(this.useSnapshot, this.shared);
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
    this.loadStarted = performance.now();
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

  /** @param {WorkerMessage} msg */
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
      // Nothing asked yet (an engine still running from the page before is ready at once, before
      // this page's widgets have run): once they have upgraded, if they asked nothing; else once
      // the first answer is in.
      if (this.pending.size === 0) whenWidgetsUp(() => { if (this.pending.size === 0) releaseMaterial(); });
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
      if (!performance.getEntriesByName("rummylab:answered", "mark").length) performance.mark("rummylab:answered");
      releaseMaterial(); // the first answer in (its bytes and cores were the engine's till then)
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

  /** @param {Pending} entry */
  _arm(entry) {
    if (entry.timer === undefined) {
      entry.timer = setTimeout(() => this._stop(new EngineTimeout(entry.timeoutMs)), entry.timeoutMs);
    }
  }

  /** Terminate the worker and reject everything pending with err. @param {Error} err */
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
    releaseMaterial();
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
   * @param {EngineRequest} request
   * @param {{timeoutMs?: number}} [options]
   * @returns {Promise<EngineAnswer>} the engine's answer: {ok: true, result} or {ok: false, error}
   */
  request(request, { timeoutMs = 10000 } = {}) {
    this.start();
    // A failure the head's worker had queued stops it in start(), before it is adopted: this
    // request is then the next one, which starts another worker (as after any failure).
    if (!this.worker) this.start();
    const worker = /** @type {MessagePort | Worker} */ (this.worker); // start() always makes one
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      /** @type {Pending} */
      const entry = { resolve, reject, timeoutMs, timer: undefined };
      this.pending.set(id, entry);
      if (this.ready) this._arm(entry);
      /** @type {PageMessage} */
      const msg = { type: "request", id, request: JSON.stringify(request) };
      worker.postMessage(msg);
    });
  }
}

/** Call fn once the page's widgets have upgraded (widgets.js; at once when they have). @param {() => void} fn */
function whenWidgetsUp(fn) {
  if (typeof window === "undefined" || page.__rlWidgetsUp) fn();
  else addEventListener("rummylab:widgets-up", fn, { once: true });
}

// Material's script (its components; its search's index, about 100 ms of a core for the search's
// worker alone, measured) waits while the engine starts on a practice page (overrides/main.html):
// it runs once the page's first answer is in, so that it takes nothing from that answer.
function releaseMaterial() {
  if (typeof window === "undefined") return;
  page.__rlMaterialMayStart = true; // for a wait that begins after this
  if (typeof page.__rlReleaseMaterial === "function") page.__rlReleaseMaterial();
}

// A busy widget's status shows the bytes downloaded only once the engine has been loading this
// long (ms): a quicker start would only flash them, and their number format costs the page's
// thread 20-45 ms the first time (its locale's data), taken from the start's busiest moment.
const BYTES_AFTER_MS = 1000;
/** @type {{format: (n: number) => string} | null} bytesText's format, made on its first use */
let megabytes = null;

/**
 * "1,2 MB / 5,1 MB" in the page's language (Intl: "Mo" in French).
 * @param {Progress} progress
 */
function bytesText({ loaded, total }) {
  if (!megabytes) {
    // Made once: a NumberFormat costs the page's thread milliseconds to make (its locale's data),
    // and this text changes four times a second while the engine loads.
    try {
      megabytes = new Intl.NumberFormat(document.documentElement.lang || undefined,
        { style: "unit", unit: "megabyte", maximumFractionDigits: 1, minimumFractionDigits: 1 });
    } catch {
      megabytes = { format: (n) => `${n.toFixed(1)} MB` };
    }
  }
  const format = megabytes;
  const mb = (/** @type {number} */ n) => format.format(n / 1e6);
  return total ? `${mb(Math.min(loaded, total))} / ${mb(total)}` : mb(loaded);
}

/**
 * The bytes after a busy widget's loading text (render.js writes that text with textContent,
 * which also removes this span when the answer comes).
 * @param {Progress} progress
 */
function showBytes(progress) {
  if (typeof document === "undefined") return;
  for (const status of document.querySelectorAll("[aria-busy=true] .rl-status:not(.rl-sr-only)")) {
    if (!status.textContent) continue;
    let span = /** @type {HTMLElement | null} */ (status.querySelector("[data-rl-bytes]"));
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
