// The engine's worker, named and created: one copy for a practice page's head and for engine.js
// (overrides/main.html says how). Jinja includes it: no double braces, brace-percent or brace-hash.
(function () {
  var page = /** @type {import("../../types/page-globals").EngineWindow} */ (window);
  // The shared worker's generation, in its name: a page that gives up on a shared worker (it may be
  // stuck in Python) raises it, so that later pages start a new one instead of connecting to that one.
  var GENERATION = "rummylab-engine-generation"; // localStorage

  function generation() {
    try {
      return localStorage.getItem(GENERATION) || "0";
    } catch (e) {
      return "0";
    }
  }

  function nextGeneration() {
    try {
      localStorage.setItem(GENERATION, String((Number(generation()) || 0) + 1));
    } catch (e) { /* storage refused: the close message alone */ }
  }

  // "rummylab" (or "rummylab-plain": no snapshot, as rummylab-worker.js reads it) and, for a shared
  // worker, the build's runtime, so a page of another build never talks to this one's engine.
  /** @param {boolean} useSnapshot @param {string} runtime */
  function workerName(useSnapshot, runtime) {
    return (useSnapshot ? "rummylab" : "rummylab-plain") + (runtime ? "@" + runtime + "#" + generation() : "");
  }

  /** @type {import("../../types/page-globals").Workers["create"]} */
  function create(url, useSnapshot, shared) {
    var meta = /** @type {HTMLMetaElement | null} */ (document.querySelector('meta[name="rummylab-runtime"]'));
    var runtime = meta ? meta.content : "";
    /** @type {import("../../types/page-globals").CreatedWorker | null} */
    var made = null;
    if (shared && useSnapshot && runtime && typeof SharedWorker === "function") {
      // (extendedLifetime is not in TypeScript's WorkerOptions yet.)
      var options = /** @type {WorkerOptions} */ ({ type: "module", name: workerName(useSnapshot, runtime), extendedLifetime: true });
      try {
        made = { worker: new SharedWorker(url, options), shared: true };
      } catch (e) { /* no module shared workers here: a dedicated one */ }
    }
    return made || { worker: new Worker(url, { type: "module", name: workerName(useSnapshot, "") }), shared: false };
  }

  page.__rlWorkers = { create: create, nextGeneration: nextGeneration };

  // Run by the head (its script names the worker's address), not imported: the worker, now.
  var script = document.currentScript;
  var url = script && script.dataset.worker;
  if (!url || !window.Worker) return;
  try {
    var made = create(url, true, true);
    /** @type {import("../../types/page-globals").EarlyMessage[]} */
    var queue = [];
    var target = made.shared ? made.worker.port : made.worker;
    target.onmessage = function (e) { queue.push(e.data); };
    made.worker.onerror = function (e) { e.preventDefault(); queue.push({ type: "worker-error", message: e.message }); };
    page.__rlEarlyWorker = /** @type {import("../../types/page-globals").EarlyWorker} */ ({ worker: made.worker, shared: made.shared, queue: queue });
    if (performance.mark) performance.mark("rummylab:worker-created");
  } catch (e) { /* engine.js starts one itself */ }
})();
