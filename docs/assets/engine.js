// The page's side of the rules engine: one lazily created Web Worker (rummylab-worker.js)
// shared by every widget on the page. request() posts a JSON request and resolves with the
// engine's JSON answer; a request that runs too long stops the worker (it restarts on the
// next request); a worker that dies is restarted the same way.

const WORKER_URL = new URL("./rummylab-worker.js", import.meta.url);
// Loading Pyodide (about 16 MB, then cached) may take a while on a slow line; past this,
// the reader is told it failed rather than left waiting.
const LOAD_TIMEOUT_MS = 60000;

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

class Engine {
  constructor() {
    this.worker = null;
    this.ready = false;
    this.nextId = 1;
    this.pending = new Map(); // id -> {resolve, reject, timeoutMs, timer}
    this.listeners = new Set();
    this.stage = "idle";
    this.loadTimer = null;
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
    const worker = new Worker(WORKER_URL, { type: "module", name: "rummylab" });
    worker.onmessage = (event) => this._receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this._stop(new EngineCrashed(event.message || "the engine worker stopped"));
    };
    worker.onmessageerror = () => this._stop(new EngineCrashed("unreadable message from the engine"));
    this.worker = worker;
    this.ready = false;
    this.loadTimer = setTimeout(() => this._stop(new EngineLoadFailed("the engine took too long to load")), LOAD_TIMEOUT_MS);
    this._emit("loading-runtime");
    worker.postMessage({ type: "init" });
  }

  _receive(msg) {
    if (msg.type === "progress") {
      this._emit(msg.stage);
    } else if (msg.type === "ready") {
      clearTimeout(this.loadTimer);
      this.ready = true;
      this._emit("ready");
      // A request's clock starts when the engine can answer it, not while Pyodide loads.
      for (const entry of this.pending.values()) this._arm(entry);
    } else if (msg.type === "load-failed") {
      this._stop(new EngineLoadFailed(msg.message));
    } else if (msg.type === "response") {
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
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.ready = false;
    const entries = [...this.pending.values()];
    this.pending.clear();
    for (const entry of entries) {
      clearTimeout(entry.timer);
      entry.reject(err);
    }
    this._emit("stopped");
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

/** The page's one engine. */
export const engine = new Engine();
