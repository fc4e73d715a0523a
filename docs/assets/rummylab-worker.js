// The rules engine in a Web Worker (module worker): Pyodide from the site's own /pyodide/
// folder, the rummylab wheel named by rummylab.json, then rummylab.web.handle.
//
// Two ways to start. The plain start: loadPyodide({_makeSnapshot: true}), the wheel (fetched
// while Pyodide loads) written to the file system and unpacked into site-packages by Python's
// zipfile, then `import rummylab.web`. Once it has answered and is idle, the worker imports every
// module of the engine and keeps a memory snapshot of that interpreter (makeMemorySnapshot) in Cache
// Storage, under SNAPSHOT_CACHE, labelled with the build's runtime key (rummylab.json's key:
// the engine's sources, the standard library's compilation, the Pyodide version; plus the
// wheel's sha256). The next start on this origin restores it with loadPyodide({_loadSnapshot}):
// no wheel, no import. A snapshot of another build is ignored and replaced; one that Pyodide
// refuses (corrupt, or of another Pyodide build) or that does not answer is deleted, and the
// worker starts plainly in a new Pyodide. Nothing is downloaded for the snapshot: it is made here.
// Why not ship one made at build time: it is 31.5 MB (4.9 MB gzip-compressed) on top of the
// wasm, against the 5 MB target for everything to the first answer.
//
// Protocol (page -> worker): {type: "init", snapshot} starts loading (snapshot false: neither
// restore nor make one); {type: "request", id, request} asks one JSON request (a string).
// Worker -> page: {type: "progress", stage} with stage "loading-runtime" | "loading-engine",
// {type: "bytes", loaded, total} while the runtime's files download (at most every 250 ms and at
// each file's end; total is the sum of the sizes rummylab.json lists for this kind of start, 0
// when unknown), {type: "ready", version, files, start}, {type: "snapshot", state, ...} once a
// snapshot is stored ("stored", with bytes and ms) or could not be ("failed", with message),
// {type: "restoring"} before a snapshot is restored, {type: "load-failed", message},
// {type: "response", id, response} (the engine's JSON string).
// start = {path: "snapshot" | "plain", snapshot: "restored" | "missing" | "stale" | "refused" |
// "off", reason?, ms: {...}}: which start this was and why.
// No rules and no numbers here: the worker only carries strings to and from Python.

const INDEX_URL = new URL("../pyodide/", import.meta.url).href;
/** The Cache Storage cache holding the snapshot (the service worker's caches are "rummylab-site-…"). */
const SNAPSHOT_CACHE = "rummylab-snapshot";
/** The one entry of that cache (a name only: never fetched). */
const SNAPSHOT_URL = new URL("rummylab-snapshot.bin", INDEX_URL).href;
/** The header of that entry that carries the build's runtime key. */
const KEY_HEADER = "X-Rummylab-Runtime-Key";

let engine = null; // Promise of the Python function rummylab.web.handle
let useSnapshot = true;

// Download progress: Pyodide fetches its big files (the wasm, the standard library, the lock
// file) with fetch(), the worker the wheel; each response from the runtime's folder is passed
// on through a stream that counts its bytes, so the page can show them and tell a slow line from
// a dead one. The HTTP cache is used as usual, so a retry after a failure reuses what arrived whole.
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

async function readManifest() {
  const response = await plainFetch(new URL("rummylab.json", INDEX_URL));
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  return response.json();
}

function runtimeKey(manifest) {
  return `${manifest.key}:${manifest.sha256}:${manifest.pyodide}`;
}

async function snapshotCache() {
  try {
    return self.caches ? await self.caches.open(SNAPSHOT_CACHE) : null;
  } catch {
    return null; // storage refused (a private window's policy): plain starts only
  }
}

// The stored snapshot for this build: {bytes: Promise<ArrayBuffer>} or {state, reason}.
async function findSnapshot(key) {
  const cache = await snapshotCache();
  if (!cache) return { state: "missing", reason: "no Cache Storage" };
  let found;
  try {
    found = await cache.match(SNAPSHOT_URL);
  } catch (err) {
    return { state: "missing", reason: String(err && err.message || err) };
  }
  if (!found) return { state: "missing" };
  const label = found.headers.get(KEY_HEADER);
  if (label !== key) {
    await cache.delete(SNAPSHOT_URL).catch(() => {});
    return { state: "stale", reason: `made by runtime ${label}, this is ${key}` };
  }
  return { state: "restored", bytes: found.arrayBuffer() };
}

async function forgetSnapshot() {
  const cache = await snapshotCache();
  if (cache) await cache.delete(SNAPSHOT_URL).catch(() => {});
}

function sizesOf(manifest, names) {
  const sizes = (manifest && manifest.sizes) || {};
  return names.reduce((sum, name) => sum + (sizes[name] || 0), 0);
}

// The Python that unpacks the wheel (written at /tmp/rummylab.whl) into site-packages.
const UNPACK = `
def _rummylab_unpack():
    import importlib, sys, zipfile
    with zipfile.ZipFile("/tmp/rummylab.whl") as wheel:
        wheel.extractall(next(p for p in sys.path if p.endswith("site-packages")))
    importlib.invalidate_caches()
_rummylab_unpack()
del _rummylab_unpack
`;

// Before a snapshot: every module of the engine, so that a restored interpreter (whose file
// system holds the standard library but not the unpacked wheel) never has to find one. A module
// that cannot be imported here (one that needs what the trimmed standard library left out) is
// one the browser never uses.
const IMPORT_ALL = `
def _rummylab_import_all():
    import importlib, os, rummylab, rummylab.web.registry
    top = os.path.dirname(rummylab.__path__[0])
    for folder, dirs, files in os.walk(rummylab.__path__[0]):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py") and name != "__main__.py":
                module = os.path.relpath(os.path.join(folder, name[:-3]), top).replace(os.sep, ".")
                try:
                    importlib.import_module(module.removesuffix(".__init__"))
                except ImportError:
                    pass
    rummylab.web.registry.ops()
_rummylab_import_all()
del _rummylab_import_all
`;

async function importModule() {
  return import(new URL("pyodide.mjs", INDEX_URL).href);
}

function versionOf(handle) {
  const answer = JSON.parse(handle(JSON.stringify({ op: "version" })));
  if (!answer.ok) throw new Error(`the engine's version op failed: ${answer.error && answer.error.message}`);
  return answer.result.version;
}

async function restore(manifest, found, ms, t0) {
  const { loadPyodide } = await importModule();
  const pyodide = await loadPyodide({ indexURL: INDEX_URL, _loadSnapshot: found.bytes });
  ms.runtime = performance.now() - t0;
  self.postMessage({ type: "progress", stage: "loading-engine" });
  const handle = pyodide.pyimport("rummylab.web").handle;
  const version = versionOf(handle);
  if (version !== manifest.version) throw new Error(`the snapshot's engine is ${version}, the site's ${manifest.version}`);
  return { pyodide, handle, version };
}

async function plainStart(manifest, make, ms, t0) {
  // The wheel downloads while Pyodide loads (its bytes are counted like Pyodide's own files).
  const wheel = fetch(new URL(manifest.wheel, INDEX_URL)).then((r) => {
    if (!r.ok) throw new Error(`${r.url}: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  wheel.catch(() => {}); // awaited below; a failure is reported there
  const { loadPyodide } = await importModule();
  const pyodide = await loadPyodide({ indexURL: INDEX_URL, _makeSnapshot: make });
  ms.runtime = performance.now() - t0;
  self.postMessage({ type: "progress", stage: "loading-engine" });
  pyodide.FS.writeFile("/tmp/rummylab.whl", new Uint8Array(await wheel));
  pyodide.runPython(UNPACK);
  const handle = pyodide.pyimport("rummylab.web").handle;
  return { pyodide, handle, version: versionOf(handle) };
}

// After the first answer of a plain start: the snapshot, kept for the next page.
async function makeSnapshot(pyodide, key) {
  const t0 = performance.now();
  try {
    pyodide.runPython(IMPORT_ALL);
    const bytes = pyodide.makeMemorySnapshot();
    const made = performance.now() - t0;
    const cache = await snapshotCache();
    if (!cache) throw new Error("no Cache Storage");
    await cache.put(SNAPSHOT_URL, new Response(bytes, {
      headers: { "Content-Type": "application/octet-stream", [KEY_HEADER]: key },
    }));
    self.postMessage({ type: "snapshot", state: "stored", bytes: bytes.byteLength, ms: { made, stored: performance.now() - t0 - made } });
  } catch (err) {
    self.postMessage({ type: "snapshot", state: "failed", message: String(err && err.message || err) });
  }
}

let afterFirstAnswer = null; // the snapshot to make after a plain start, once the worker is idle

async function boot() {
  const t0 = performance.now();
  const ms = {};
  self.postMessage({ type: "progress", stage: "loading-runtime" });
  const manifest = await readManifest();
  const key = runtimeKey(manifest);
  const canStore = useSnapshot && Boolean(await snapshotCache());
  const found = useSnapshot ? await findSnapshot(key) : { state: "off" };
  const start = { path: "plain", snapshot: found.state };
  if (found.reason) start.reason = found.reason;
  let started = null;
  if (found.state === "restored") {
    total = sizesOf(manifest, ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]);
    postBytes(true);
    self.postMessage({ type: "restoring" }); // if the worker dies now, the page forgets the snapshot
    try {
      started = await restore(manifest, found, ms, t0);
      start.path = "snapshot";
    } catch (err) {
      // Refused or broken: forget it and start plainly, in a new Pyodide (and make a good one).
      start.snapshot = "refused";
      start.reason = String(err && err.message || err);
      await forgetSnapshot();
    }
  }
  if (started === null) {
    total = sizesOf(manifest, ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json", manifest.wheel]);
    postBytes(true);
    started = await plainStart(manifest, canStore, ms, performance.now());
    if (canStore) afterFirstAnswer = () => makeSnapshot(started.pyodide, key);
  }
  ms.total = performance.now() - t0;
  start.ms = ms;
  // What the runtime's files cost this time (transferSize 0: from the HTTP cache), for tests and benchmarks.
  const files = performance.getEntriesByType("resource").filter((e) => e.name.startsWith(INDEX_URL))
    .map((e) => ({ name: e.name.slice(INDEX_URL.length), transferSize: e.transferSize, decodedBodySize: e.decodedBodySize }));
  self.postMessage({ type: "ready", version: started.version, files, start });
  snapshotWhenIdle();
  return started.handle;
}

// The snapshot is made once the worker has had nothing to do for IDLE_MS (it imports the rest of
// the engine first, which takes a while): a reader's next answers do not wait behind it.
const IDLE_MS = 1000;
let idleTimer = null;
function snapshotWhenIdle() {
  if (!afterFirstAnswer) return;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const make = afterFirstAnswer;
    afterFirstAnswer = null;
    make();
  }, IDLE_MS);
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
    if (msg.snapshot === false) useSnapshot = false;
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
    snapshotWhenIdle();
  }
};
