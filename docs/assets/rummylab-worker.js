// The rules engine in a Web Worker (module worker): Pyodide from the site's own /pyodide/
// folder, the rummylab wheel named by rummylab.json, then rummylab.web.handle.
//
// Two ways to start. The plain start: loadPyodide({_makeSnapshot: true}), the wheel (fetched
// while Pyodide loads; bytecode only) written to the file system and put on sys.path, so
// `import rummylab.web` reads it straight from the archive. Once it has answered and is idle, the worker imports every
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
// The worker starts loading as soon as it runs; its name says whether it may use a snapshot
// ("rummylab-plain": neither restore nor make one; engine.js's useSnapshot).
// Protocol (page -> worker): {type: "init"} (loading has started already: a no-op kept for the
// page's side), {type: "request", id, request} asks one JSON request (a string).
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
// The page names the worker "rummylab-plain" when it wants neither to restore nor to make a
// snapshot (engine.js's useSnapshot).
let useSnapshot = self.name !== "rummylab-plain";

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
// The runtime's big files are requested as soon as the worker runs (see the end of this file),
// before loadPyodide asks for them: its first fetch of each gets that response.
const early = new Map(); // url -> {response: Promise<Response>, counted}, taken once
function fetchEarly(name, response = plainFetch(new URL(name, INDEX_URL)), counted = false) {
  response.catch(() => {}); // whoever takes it sees the failure
  early.set(new URL(name, INDEX_URL).href, { response, counted });
}
self.fetch = async (input, init) => {
  const url = typeof input === "string" ? input : input.url || String(input);
  const head = init && init.integrity ? undefined : early.get(url);
  early.delete(url);
  if (head && head.counted) return head.response;
  const response = await (head ? head.response : plainFetch(input, init));
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

// The archives (the standard library, the wheel) store their entries, so they compress well as
// whole files. A host that sends precompressed twins (it answers twins.bin with its brotli twin:
// nginx brotli_static, make serve) sends them as brotli when asked for the archive itself; from any
// other host the worker takes the gzip copy (X.gz) and inflates it (DecompressionStream), so no
// host sends them whole. Without a gzip copy (offline, where the service worker holds the
// archives themselves), the archive itself.
const twinHost = plainFetch(new URL("twins.bin", INDEX_URL))
  .then((r) => r.ok && r.headers.get("Content-Encoding") === "br", () => false);

async function fetchArchive(name) {
  const url = new URL(name, INDEX_URL).href;
  if (!(await twinHost)) {
    try {
      const packed = await self.fetch(`${url}.gz`);
      if (packed.ok) return inflated(packed);
    } catch { /* no gzip copy here: the archive itself */ }
  }
  return self.fetch(url);
}

// A gzip stream inflated; one that is not gzip (a host that sent it with Content-Encoding: gzip,
// which the browser already inflated) as it is.
async function inflated(response) {
  const reader = response.body.getReader();
  const first = await reader.read();
  const rest = new ReadableStream({
    start(controller) {
      if (first.done) controller.close(); else controller.enqueue(first.value);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close(); else controller.enqueue(value);
    },
    cancel(reason) { return reader.cancel(reason); },
  });
  const gzip = !first.done && first.value.length > 1 && first.value[0] === 0x1f && first.value[1] === 0x8b;
  return new Response(gzip ? rest.pipeThrough(new DecompressionStream("gzip")) : rest,
    { status: 200, headers: { "Content-Type": "application/zip" } });
}

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

// The stored snapshot, whatever build made it: {found: Response | undefined, bytes} or {state, reason}.
// Its bytes are read at once (30 MB from Cache Storage), while the manifest says which build this is.
async function matchSnapshot() {
  const cache = await snapshotCache();
  if (!cache) return { state: "missing", reason: "no Cache Storage" };
  try {
    const found = await cache.match(SNAPSHOT_URL);
    const bytes = found ? found.arrayBuffer() : null;
    if (bytes) bytes.catch(() => {}); // awaited by loadPyodide when restoring
    return { found, bytes };
  } catch (err) {
    return { state: "missing", reason: String(err && err.message || err) };
  }
}

// The stored snapshot for this build: {bytes: Promise<ArrayBuffer>} or {state, reason}.
async function findSnapshot(key, matched) {
  const { found, bytes, state, reason } = await matched;
  if (state) return { state, reason };
  if (!found) return { state: "missing" };
  const label = found.headers.get(KEY_HEADER);
  if (label !== key) {
    await forgetSnapshot();
    return { state: "stale", reason: `made by runtime ${label}, this is ${key}` };
  }
  return { state: "restored", bytes };
}

async function forgetSnapshot() {
  const cache = await snapshotCache();
  if (cache) await cache.delete(SNAPSHOT_URL).catch(() => {});
}

// The bytes counted for these files: the archives' gzip copies when those are what arrive.
function sizesOf(manifest, names, packed) {
  const sizes = (manifest && manifest.sizes) || {};
  const size = (name) => (packed && sizes[`${name}.gz`]) || sizes[name] || 0;
  return names.reduce((sum, name) => sum + size(name), 0);
}

// Where the wheel is written: the site's wheel holds bytecode only (rummylab/x.pyc), so Python
// imports it straight from the archive (zipimport, as it imports the standard library's zip):
// nothing to unpack.
const WHEEL_PATH = "/lib/rummylab.whl";
const ON_PATH = `import sys; sys.path.insert(0, ${JSON.stringify(WHEEL_PATH)})`;

// Before a snapshot: every module of the engine (rummylab.json's "modules"), so that a restored
// interpreter (whose file system holds the standard library but not the wheel) never has to find
// one. A module that cannot be imported here (one that needs what the trimmed standard library
// left out) is one the browser never uses.
const IMPORT_ALL = `
def _rummylab_import_all(modules):
    import importlib, rummylab.web.registry
    for module in modules:
        try:
            importlib.import_module(module)
        except ImportError:
            pass
    rummylab.web.registry.ops()
`;

async function importModule() {
  return import(new URL("pyodide.mjs", INDEX_URL).href);
}

// Everything that does not wait for another starts at once, when the worker starts (the head of
// the page creates it: overrides/main.html), in parallel: the manifest, the stored snapshot,
// Pyodide's loader and its Emscripten module (the 1.2 MB script that loadPyodide would import only
// after the loader has run; the same URL, so loadPyodide's own import() gets this module), the
// wasm and the standard library (loadPyodide's fetches get these responses). Only the wheel
// waits, for the manifest that names it, and only when there is no snapshot to restore.
const manifestLoaded = readManifest();
const snapshotMatched = useSnapshot ? matchSnapshot() : Promise.resolve({ state: "off" });
const moduleLoaded = importModule();
const asmLoaded = import(new URL("pyodide.asm.mjs", INDEX_URL).href);
for (const promise of [manifestLoaded, moduleLoaded, asmLoaded]) {
  promise.catch(() => {}); // awaited by boot() or loadPyodide, which report a failure
}
fetchEarly("pyodide.asm.wasm");
fetchEarly("python_stdlib.zip", fetchArchive("python_stdlib.zip"), true);

function versionOf(handle) {
  const answer = JSON.parse(handle(JSON.stringify({ op: "version" })));
  if (!answer.ok) throw new Error(`the engine's version op failed: ${answer.error && answer.error.message}`);
  return answer.result.version;
}

async function restore(manifest, found, ms, t0) {
  const { loadPyodide } = await moduleLoaded;
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
  const wheel = fetchArchive(manifest.wheel).then((r) => {
    if (!r.ok) throw new Error(`${r.url}: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  wheel.catch(() => {}); // awaited below; a failure is reported there
  const { loadPyodide } = await moduleLoaded;
  const pyodide = await loadPyodide({ indexURL: INDEX_URL, _makeSnapshot: make });
  ms.runtime = performance.now() - t0;
  self.postMessage({ type: "progress", stage: "loading-engine" });
  pyodide.FS.writeFile(WHEEL_PATH, new Uint8Array(await wheel));
  pyodide.runPython(ON_PATH);
  const handle = pyodide.pyimport("rummylab.web").handle;
  ms.engine = performance.now() - t0 - ms.runtime;
  return { pyodide, handle, version: versionOf(handle) };
}

// After the first answer of a plain start: the snapshot, kept for the next page.
async function makeSnapshot(pyodide, key, modules) {
  const t0 = performance.now();
  try {
    // A list of names in JSON is a Python literal too.
    pyodide.runPython(`${IMPORT_ALL}\n_rummylab_import_all(${JSON.stringify(modules || [])})\ndel _rummylab_import_all\n`);
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
  const ms = { boot: t0 }; // boot: since the worker was created (its script's fetch and evaluation)
  self.postMessage({ type: "progress", stage: "loading-runtime" });
  const manifest = await manifestLoaded;
  const key = runtimeKey(manifest);
  const canStore = useSnapshot && Boolean(await snapshotCache());
  const found = await findSnapshot(key, snapshotMatched);
  ms.lookup = performance.now() - t0; // the manifest and the snapshot's cache
  const start = { path: "plain", snapshot: found.state };
  if (found.reason) start.reason = found.reason;
  let started = null;
  if (found.state === "restored") {
    total = sizesOf(manifest, ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"], !(await twinHost));
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
    total = sizesOf(manifest, ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json", manifest.wheel], !(await twinHost));
    postBytes(true);
    started = await plainStart(manifest, canStore, ms, performance.now());
    if (canStore) afterFirstAnswer = () => makeSnapshot(started.pyodide, key, manifest.modules);
  }
  ms.total = performance.now() - t0;
  start.ms = ms;
  // What the runtime's files cost this time (transferSize 0: from the HTTP cache), for tests and benchmarks.
  const files = performance.getEntriesByType("resource").filter((e) => e.name.startsWith(INDEX_URL))
    .map((e) => ({ name: e.name.slice(INDEX_URL.length), transferSize: e.transferSize, decodedBodySize: e.decodedBodySize,
      ms: [Math.round(e.startTime), Math.round(e.responseEnd)] }));
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
    start(); // already started (below); the worker's name carries the snapshot choice
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

// The worker starts loading as soon as it runs: the page created it to answer (no need to wait
// for "init", which the page posts once its own modules have run).
start();
