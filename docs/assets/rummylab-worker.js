// The rules engine in a Web Worker (module worker): Pyodide from the site's own
// /pyodide/ folder, the rummylab wheel from its lock file, then rummylab.web.handle.
//
// Protocol (page -> worker): {type: "init"} starts loading; {type: "request", id, request}
// asks one JSON request (a string). Worker -> page: {type: "progress", stage} with stage
// "loading-runtime" | "loading-engine", {type: "ready", version}, {type: "load-failed",
// message}, {type: "response", id, response} (response is the engine's JSON string).
// No rules and no numbers here: the worker only carries strings to and from Python.

const INDEX_URL = new URL("../pyodide/", import.meta.url).href;

let engine = null; // Promise of the Python function rummylab.web.handle

async function boot() {
  self.postMessage({ type: "progress", stage: "loading-runtime" });
  const { loadPyodide } = await import(new URL("pyodide.mjs", INDEX_URL).href);
  const pyodide = await loadPyodide({ indexURL: INDEX_URL });
  self.postMessage({ type: "progress", stage: "loading-engine" });
  await pyodide.loadPackage("rummylab", { messageCallback: () => {} });
  const handle = pyodide.pyimport("rummylab.web").handle;
  const version = JSON.parse(handle(JSON.stringify({ op: "version" })));
  self.postMessage({ type: "ready", version: version.ok ? version.result.version : null });
  return handle;
}

function start() {
  if (engine === null) {
    engine = boot();
    engine.catch((err) => self.postMessage({ type: "load-failed", message: String(err && err.message || err) }));
  }
  return engine;
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === "init") {
    start();
  } else if (msg.type === "request") {
    let handle;
    try {
      handle = await start();
    } catch {
      return; // already reported as load-failed; the page rejects the pending requests
    }
    // handle() never raises by contract; a crash inside Pyodide ends up in the page's onerror.
    self.postMessage({ type: "response", id: msg.id, response: handle(msg.request) });
  }
};
