// The rules engine in a Web Worker (module worker): Pyodide from the site's own
// /pyodide/ folder, the rummylab wheel from its lock file, then rummylab.web.handle.
//
// Protocol (page -> worker): {type: "init"} starts loading; {type: "request", id, request}
// asks one JSON request (a string). Worker -> page: {type: "progress", stage} with stage
// "loading-runtime" | "loading-engine", {type: "bytes", loaded, total} while the runtime's files
// download (at most every 250 ms and at each file's end; total is the sum of the files' sizes
// that rummylab.json lists, 0 when unknown), {type: "ready", version, files}, {type: "load-failed",
// message}, {type: "response", id, response} (response is the engine's JSON string).
// No rules and no numbers here: the worker only carries strings to and from Python.

const INDEX_URL = new URL("../pyodide/", import.meta.url).href;

let engine = null; // Promise of the Python function rummylab.web.handle

// Download progress: Pyodide fetches its big files (the wasm, the standard library, the lock
// file, the wheel) with fetch(); each response from the runtime's folder is passed on through a
// stream that counts its bytes, so the page can show them and tell a slow line from a dead one.
// The HTTP cache is used as usual, so a retry after a failure reuses what arrived whole.
let loaded = 0;
let total = 0;
let lastPost = 0;
function postBytes(force) {
  const now = Date.now();
  if (force || now - lastPost >= 250) {
    lastPost = now;
    self.postMessage({ type: "bytes", loaded, total });
  }
}
const plainFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const response = await plainFetch(input, init);
  const url = typeof input === "string" ? input : input.url || String(input);
  if (!url.startsWith(INDEX_URL) || !response.body || !response.ok) return response;
  const reader = response.body.getReader();
  const counted = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        postBytes(true);
        controller.close();
        return;
      }
      loaded += value.byteLength;
      postBytes(false);
      controller.enqueue(value);
    },
    cancel(reason) { return reader.cancel(reason); },
  });
  return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
};

async function sizes() {
  try {
    const manifest = await (await plainFetch(new URL("rummylab.json", INDEX_URL))).json();
    return Object.values(manifest.sizes || {}).reduce((a, b) => a + b, 0);
  } catch {
    return 0;
  }
}

async function boot() {
  self.postMessage({ type: "progress", stage: "loading-runtime" });
  sizes().then((n) => { total = n; postBytes(true); });
  const { loadPyodide } = await import(new URL("pyodide.mjs", INDEX_URL).href);
  const pyodide = await loadPyodide({ indexURL: INDEX_URL });
  self.postMessage({ type: "progress", stage: "loading-engine" });
  await pyodide.loadPackage("rummylab", { messageCallback: () => {} });
  const handle = pyodide.pyimport("rummylab.web").handle;
  const version = JSON.parse(handle(JSON.stringify({ op: "version" })));
  // What the runtime's files cost this time (transferSize 0: from the HTTP cache), for tests and benchmarks.
  const files = performance.getEntriesByType("resource").filter((e) => e.name.startsWith(INDEX_URL))
    .map((e) => ({ name: e.name.slice(INDEX_URL.length), transferSize: e.transferSize, decodedBodySize: e.decodedBodySize }));
  self.postMessage({ type: "ready", version: version.ok ? version.result.version : null, files });
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
