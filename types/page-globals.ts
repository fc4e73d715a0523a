// The page's globals that the engine's scripts share, as the type check sees them:
// overrides/assets/engine-head.js defines __rlWorkers and __rlEarlyWorker, engine.js sets
// __rlMaterialMayStart, overrides/assets/material-wait.js defines __rlReleaseMaterial, widgets.js sets
// __rlWidgetsUp. Types only (see engine-protocol.ts).

import type { WorkerMessage } from "./engine-protocol";

/** window.__rlWorkers: the worker's name and creation (overrides/assets/engine-head.js). */
export interface Workers {
  /**
   * A worker for the page: a shared one where the page names its build's runtime (the meta the
   * template writes), snapshots are allowed and the browser has module shared workers (with
   * extendedLifetime, the browser keeps it running between pages, so the next page finds the
   * engine started); otherwise a dedicated one.
   */
  create(url: string, useSnapshot: boolean, shared: boolean): CreatedWorker;
  /** Later pages start a new shared worker, not the one of this generation. */
  nextGeneration(): void;
}

export type CreatedWorker = { worker: SharedWorker; shared: true } | { worker: Worker; shared: false };

/** A message the head's worker sent before engine.js adopted it, or an error it raised. */
export type EarlyMessage = WorkerMessage | { type: "worker-error"; message: string };

/** The worker the head created, and its messages so far. */
export type EarlyWorker = CreatedWorker & { queue: EarlyMessage[] };

/** The page's globals of the engine's scripts (Material's wait, overrides/assets/material-wait.js, reads and sets two). */
export type EngineWindow = Window & typeof globalThis & {
  __rlWorkers?: Workers;
  __rlEarlyWorker?: EarlyWorker | null;
  __rlMaterialMayStart?: boolean;
  __rlReleaseMaterial?: () => void;
  /** widgets.js: the page's widgets have upgraded (the event "rummylab:widgets-up" said so). */
  __rlWidgetsUp?: boolean;
};
