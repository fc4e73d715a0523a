// The messages between a page (docs/assets/engine.js, and the head's early start:
// overrides/assets/engine-head.js) and the engine's worker (docs/assets/rummylab-worker.js), as
// the type check sees them: one description for both sides (the worker's header says what each
// message means). Types only, for the check (`make lint`): nothing here is emitted or shipped. A
// .ts file rather than a .d.ts so that the check covers it (skipLibCheck skips every .d.ts).

/** Page -> worker. */
export type PageMessage =
  | { type: "init"; snapshot: boolean }
  | { type: "request"; id: number; request: string }
  | { type: "close" }
  | { type: "leave" };

/** A runtime file's cost in this load (resource timing). */
export interface FileCost {
  name: string;
  transferSize: number;
  decodedBodySize: number;
  ms: number[]; // [start, end], from the worker's start
  serviceWorker: boolean;
}

/** How a snapshot was found: the origin's own, or (shipped) the site's. */
export type SnapshotState = "restored" | "missing" | "stale" | "refused" | "off";

/** Which start this was and why. */
export interface StartInfo {
  path: "live" | "snapshot" | "plain";
  snapshot: SnapshotState;
  reason?: string;
  // inflated: "worker" when the worker inflated the shipped snapshot's brotli copy (a host without brotli twins)
  shipped?: { state: SnapshotState; reason?: string; inflated?: "worker" };
  ms: { [step: string]: number };
  // at: when each step of the start happened, in ms from the worker's time origin (wasm-arrived,
  // wasm-compiled, shipped-early (Pyodide began from the shipped snapshot before it was read),
  // shipped-read, instantiated, laid (the data segments), filled, restored...)
  at?: { [event: string]: number };
}

/** The worker's stage while it loads. */
export type LoadStage = "loading-runtime" | "loading-engine";

/** Worker -> page. */
export type WorkerMessage =
  | { type: "progress"; stage: LoadStage }
  | { type: "bytes"; loaded: number; total: number }
  | { type: "ready"; version: string; files: FileCost[]; start: StartInfo }
  | { type: "snapshot"; state: "stored"; bytes: number; ms: { made: number; stored: number } }
  | { type: "snapshot"; state: "failed"; message: string }
  | { type: "restoring" }
  | { type: "load-failed"; message: string }
  | { type: "response"; id: number; response: string }
  | { type: "closing" };
