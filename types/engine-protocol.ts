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
  | { type: "leave" }
  | { type: "inflater"; port: MessagePort } // the page's helper thread (docs/assets/xz-inflater.js)
  | { type: "inflater-failed" }; // its script did not load

/** The engine's worker -> its helper thread (docs/assets/xz-inflater.js). */
export type InflaterRequest =
  // size: the inflated stream's length: the helper answers with one chunk, the whole
  | { type: "inflate"; id: number; decoder: string; size: number; check: number } // check: the CRC-32 of the compressed stream
  | { type: "in"; id: number; chunk: Uint8Array }
  | { type: "end"; id: number }
  | { type: "cancel"; id: number }
  | { type: "bye" };

/** The helper thread -> the engine's worker. */
export type InflaterReply =
  | { type: "ready" } // its script runs: the engine's worker may use it
  | { type: "out"; id: number; chunk: Uint8Array<ArrayBuffer> }
  | { type: "done"; id: number }
  | { type: "error"; id: number; message: string };

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
  // inflated: which thread inflated the shipped snapshot's xz copy (a host without brotli twins)
  shipped?: { state: SnapshotState; reason?: string; inflated?: "helper" | "worker" };
  ms: { [step: string]: number };
  // at: when each step of the start happened, in ms from the worker's time origin (wasm-arrived,
  // wasm-compiled, shipped-early (Pyodide began from the shipped snapshot before it was read),
  // shipped-read, instantiated, laid (the data segments), filled, restored, inflater-asked,
  // inflater-ready...)
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
  | { type: "closing" }
  | { type: "want-inflater" }; // the worker asks its page for a helper thread (docs/assets/xz-inflater.js)
