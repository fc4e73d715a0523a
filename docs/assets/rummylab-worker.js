// The rules engine in a Web Worker (module worker): Pyodide from the site's own /pyodide/
// folder, the rummylab wheel named by rummylab.json, then rummylab.web.handle.
//
// Four ways to a running engine. Live: the worker is a shared one that the browser keeps alive
// between pages (engine.js: SharedWorker with extendedLifetime, named after the build's runtime),
// so the next page of the site connects to the engine already running: nothing loads.
// The other three start one, in this order of preference:
// - The origin's own snapshot: once a start has answered and the worker is idle, it imports
//   every module of the engine and keeps a memory snapshot of that interpreter
//   (makeMemorySnapshot) in the origin private file system (OPFS), as SNAPSHOT_FILE, labelled
//   with the build's runtime key (rummylab.json's key: the engine's sources, the standard
//   library's compilation, the Pyodide version; plus the wheel's sha256). The next start on this
//   origin restores it with loadPyodide({_loadSnapshot}): no wheel, no import. A snapshot of
//   another build is ignored and replaced; one that Pyodide refuses (corrupt, or of another
//   Pyodide build) or that does not answer is deleted, and the worker starts plainly in a new
//   Pyodide.
// - The shipped snapshot (SHIPPED_FILE), a first visit's start: made at build time with what the
//   solver's answers need, it is restored in place of Python's init (about a second of a bare
//   start) with an empty standard library; the standard library and the wheel follow the first
//   answer, and a request for any other operation waits for them. It is fetched at once, beside
//   the wasm, and dropped when the origin's own of this build is there; Pyodide starts from its
//   layout (rummylab.json) once the wasm is in, before it is read (startShipped); one that is missing, not a
//   snapshot, of another build (its label) or refused by Pyodide means a plain start, and so does
//   a host that sends no brotli twins (as gzip it would weigh more than a plain start's archives).
// - The plain start: loadPyodide({_makeSnapshot: true}), the wheel (fetched while Pyodide loads;
//   bytecode only) written to the file system and put on sys.path, so `import rummylab.web`
//   reads it straight from the archive.
//
// The worker starts loading as soon as it runs; its name says whether it may use a snapshot
// ("rummylab-plain…": neither restore nor make one; engine.js's useSnapshot).
// Protocol (page -> worker): {type: "init"} (loading has started already: a no-op kept for the
// page's side), {type: "request", id, request} asks one JSON request (a string), {type: "close"}
// ends a shared worker (the page gave up on it; it answers {type: "closing"} first).
// Worker -> page: {type: "progress", stage} with stage "loading-runtime" | "loading-engine",
// {type: "bytes", loaded, total} while the runtime's files download (at most every 250 ms and at
// each file's end; total is the sum of the sizes rummylab.json lists for this kind of start, 0
// when unknown), {type: "ready", version, files, start}, {type: "snapshot", state, ...} once a
// snapshot is stored ("stored", with bytes and ms) or could not be ("failed", with message),
// {type: "restoring"} before a snapshot is restored, {type: "load-failed", message},
// {type: "response", id, response} (the engine's JSON string).
// start = {path: "live" | "snapshot" | "plain", snapshot: "restored" | "missing" | "stale" |
// "refused" | "off", reason?, shipped?: {state: "restored" | "missing" | "stale" | "refused" |
// "off", reason?} ("off": a host without brotli twins), ms: {...}}: which start this was and why
// (snapshot: the origin's own; shipped, when it was tried: the site's; live: how the running
// engine had started).
// No rules and no numbers here: the worker only carries strings to and from Python.

/** @typedef {import("../../types/engine-protocol").WorkerMessage} WorkerMessage */
/** @typedef {import("../../types/engine-protocol").PageMessage} PageMessage */
/** @typedef {import("../../types/engine-protocol").StartInfo} StartInfo */
/** @typedef {import("pyodide").PyodideAPI} Pyodide */
/** @typedef {import("./shipped-snapshot.js").Shipped} Shipped */
/**
 * The runtime's manifest (rummylab.json, site_plugins/pyodide.py): the runtime key's parts, the
 * engine's version and wheel, each file's size (and its copy's: X.gz, X.br), the operations the
 * shipped snapshot answers alone, and every module of the engine.
 * @typedef {object} Manifest
 * @property {string} key
 * @property {string} sha256
 * @property {string} pyodide
 * @property {string} version
 * @property {string} wheel
 * @property {{[name: string]: number}} [sizes]
 * @property {{[name: string]: string}} [copies]  what a host without twins sends for a file
 * @property {{[copy: string]: number}} [crc32]  each brotli copy's CRC-32 (its own stream holds no check)
 * @property {string} [data_less]  the wasm's copy that has no data segments
 * @property {{ops?: string[], memory?: number, header?: number, data_end?: number, head?: string}} [snapshot]  the shipped
 *   snapshot's operations and layout (its length, its header's, where the wasm's data segments end),
 *   and what a snapshot of this Pyodide begins with (its magic word and build id: words 0, 4-11, hex)
 * @property {string[]} [modules]
 */
/** rummylab.web.handle: a JSON request in, a JSON answer out. @typedef {(request: string) => string} Handle */
/** @typedef {{pyodide: Pyodide, handle: Handle, version: string}} Started */
/**
 * A snapshot looked for and not found (or not of this build, or refused), and why.
 * @typedef {{state: Exclude<import("../../types/engine-protocol").SnapshotState, "restored">, reason?: string}} Lookup
 */
/** @typedef {Lookup | {state?: undefined, label: string, bytes: Uint8Array}} StoredRead */
/** @typedef {Lookup | (Shipped & {state?: undefined})} ShippedRead */
/** @typedef {Lookup | (Shipped & {state: "restored", reason?: undefined})} ShippedFound */
/** The start's timings, in ms. @typedef {{[step: string]: number}} Timings */

/** An error's message, or what was thrown as text. @param {unknown} err */
const messageOf = (err) => String(err && /** @type {Error} */ (err).message || err);

const INDEX_URL = new URL("../pyodide/", import.meta.url).href;
const WASM_URL = new URL("pyodide.asm.wasm", INDEX_URL).href;
const STAND_IN = "X-Rummylab-Stand-In"; // marks the wasm response the worker gives Pyodide (below)
/**
 * The snapshot's file in the origin private file system (engine.js deletes it too). Its layout:
 * "RLS1", the runtime key's length (uint32, little-endian), the key (UTF-8), zeros up to a multiple
 * of 16 bytes (Pyodide reads the snapshot as 32-bit words: it must start aligned), the snapshot.
 * Why OPFS and not Cache Storage: a worker reads its 31.5 MB from OPFS in 15-37 ms (getFile();
 * a dedicated worker's synchronous access handle is no faster, and a shared worker has none);
 * from Cache Storage it took 60-120 ms idle and 270-360 ms while the page loads.
 */
const SNAPSHOT_FILE = "rummylab-snapshot.bin";
const MAGIC = [0x52, 0x4c, 0x53, 0x31]; // "RLS1"
const headLength = (/** @type {number} */ keyLength) => Math.ceil((8 + keyLength) / 16) * 16;
// The snapshot the site ships, made at build time (site_plugins/snapshot.mjs, which checks it as
// this worker restores it; its format: shipped-snapshot.js, loaded at once, in parallel). It holds
// what the solver's answers need (rummylab.json's snapshot.ops), not the standard library nor the
// wheel: those follow the first answer, and any other operation waits for them.
const SHIPPED_FILE = "rummylab-shipped.bin";
const formatLoaded = import("./shipped-snapshot.js");
const guardLoaded = import("./request-guard.js"); // the request guard (standIn), beside the start
/** The engine's limits on a request, from its version answer. @type {import("./request-guard.js").Limits | null} */
let limits = null;
formatLoaded.catch(() => {}); // readShipped says so: a plain start
// The standard library's stand-in while a shipped snapshot starts: a zip with no entries.
const EMPTY_ZIP_URL = "data:application/zip;base64,UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==";

/** @type {Promise<Handle> | null} */
let engine = null; // Promise of the Python function rummylab.web.handle
// The page names the worker "rummylab-plain" when it wants neither to restore nor to make a
// snapshot (engine.js's useSnapshot).
let useSnapshot = !self.name.startsWith("rummylab-plain");

// A shared worker (engine.js creates one where the browser keeps it alive between pages: then the
// next page finds the engine already running) talks to every page through its port; a dedicated
// one to its page. Messages about the start go to every page connected; an answer to the page
// that asked.
const shared = typeof SharedWorkerGlobalScope !== "undefined" && self instanceof SharedWorkerGlobalScope;
/** @type {Set<MessagePort>} */
const ports = new Set();
/** @param {WorkerMessage} msg */
function post(msg) {
  if (!shared) self.postMessage(msg);
  else for (const port of ports) port.postMessage(msg);
}

// Download progress: Pyodide fetches its big files (the wasm, the standard library, the lock
// file) with fetch(), the worker the wheel; each response from the runtime's folder is passed
// on through a stream that counts its bytes, so the page can show them and tell a slow line from
// a dead one. The HTTP cache is used as usual, so a retry after a failure reuses what arrived whole.
let loaded = 0;
let total = 0;
// Bytes beyond the start's files (in the total posted): what a download that was dropped had
// brought (a copy that turned out broken, the shipped snapshot when another start was taken), and
// a file fetched whole for its broken copy. So the count ends at the total whatever happened.
let extra = 0;
/** @param {number} bytes */
function addExtra(bytes) {
  extra += bytes;
  postBytes(true);
}
let lastPost = 0;
/** @param {boolean} force */
function postBytes(force) {
  const now = Date.now();
  if (force || now - lastPost >= 250) {
    lastPost = now;
    post({ type: "bytes", loaded, total: total && total + extra });
  }
}
const plainFetch = self.fetch.bind(self);
// When the start's steps happened (ms from the worker's time origin): where the time went, for
// the start's report (StartInfo.at) and the benchmark.
/** @type {{[event: string]: number}} */
const at = {};
/** @param {string} event */
function mark(event) {
  if (!(event in at)) at[event] = Math.round(performance.now());
}
// The runtime's big files are requested as soon as the worker runs (see the end of this file),
// before loadPyodide asks for them: its first fetch of each gets that response.
/** @type {Map<string, {response: Promise<Response>, counted: boolean}>} */
const early = new Map(); // url -> {response: Promise<Response>, counted}, taken once
/** @param {string} name @param {Promise<Response>} [response] @param {boolean} [counted] */
function fetchEarly(name, response = plainFetch(new URL(name, INDEX_URL)), counted = false) {
  response.catch(() => {}); // whoever takes it sees the failure
  early.set(new URL(name, INDEX_URL).href, { response, counted });
}
self.fetch = async (input, init) => {
  const url = typeof input === "string" ? input : /** @type {Request} */ (input).url || String(input); // (a URL has no .url)
  // Pyodide's own request for the wasm: it only hands it to instantiateStreaming (below), which
  // uses the module compiled already, so nothing is fetched twice.
  if (url === WASM_URL) return new Response(null, { status: 200, headers: { "Content-Type": "application/wasm", [STAND_IN]: "1" } });
  const head = init && init.integrity ? undefined : early.get(url);
  early.delete(url);
  if (head && head.counted) return head.response;
  const response = await (head ? head.response : plainFetch(input, init));
  if (!url.startsWith(INDEX_URL) || !response.body || !response.ok) return response;
  return new Response(counting(response.body), { status: response.status, statusText: response.statusText, headers: response.headers });
};

/** @typedef {ReadableStream<Uint8Array<ArrayBuffer>>} Body  a response's bytes */
/**
 * A file of the runtime on its way: its response, arrived (its bytes all in, or failed), got (how
 * many came so far), copy (the copy's name, when it is one).
 * @typedef {{response: Response, arrived: Promise<void>, got: {bytes: number}, copy?: string, inflated?: "worker"}} Fetched
 */

/**
 * A stream that adds the bytes it passes to the count (and to got's count: its own); ended() once
 * its source has ended (or failed).
 * @param {Body} body
 * @param {() => void} [ended]
 * @param {{bytes: number}} [got]
 */
function counting(body, ended = () => {}, got = { bytes: 0 }) {
  const reader = body.getReader();
  const counted = new ReadableStream({
    async pull(controller) {
      let chunk;
      try {
        chunk = await reader.read();
      } catch (err) {
        ended();
        throw err;
      }
      const { done, value } = chunk;
      if (done) {
        postBytes(true);
        ended();
        controller.close();
        return;
      }
      loaded += value.byteLength;
      got.bytes += value.byteLength;
      postBytes(false);
      controller.enqueue(value);
    },
    cancel(reason) {
      ended();
      return reader.cancel(reason);
    },
  });
  return counted;
}

/**
 * The bytes of a response counted as they arrive (also in got), the response itself left to another reader.
 * @param {Response} response  one with a body
 * @param {{bytes: number}} [got]
 */
async function countBytes(response, got = { bytes: 0 }) {
  const reader = counting(/** @type {Body} */ (response.body), undefined, got).getReader();
  try {
    while (!(await reader.read()).done) { /* counted */ }
  } catch { /* the other reader sees the failure */ }
}

// A host that sends precompressed twins (it answers twins.bin with its brotli twin: nginx
// brotli_static, Caddy's precompressed, make serve) sends each file of the runtime as brotli when
// asked for the file itself. Any other host (GitHub Pages, most shared hosting: gzip on the fly,
// or nothing) gets asked for the copy rummylab.json names for the file ("copies"), which the
// worker inflates: the archives' gzip copies (the standard library and the wheel store their
// entries, so gzip over the whole file shrinks them far more than the host would: it leaves zips
// alone), natively (DecompressionStream); the wasm's and the shipped snapshot's brotli copies by
// br-stream.js: the wasm without its data segments, the snapshot not XORed with them, since it
// brings them (site_plugins/br_copies.py says why). A copy that is missing (offline, where the
// service worker holds only what was fetched) or broken: the file itself (the whole wasm).
const twinHost = plainFetch(new URL("twins.bin", INDEX_URL))
  .then((r) => r.ok && r.headers.get("Content-Encoding") === "br", () => false);

/**
 * The copy of the runtime's file `name` that this host should send instead, or null (a host with
 * twins, or no copy listed).
 * @param {string} name
 */
async function copyOf(name) {
  if (await twinHost) return null;
  const manifest = await manifestLoaded.catch(() => null);
  return (manifest && manifest.copies && manifest.copies[name]) || null;
}

/** @typedef {import("./br-stream.js").Decoder} Decoder */
/** @typedef {{brInflated: typeof import("./br-stream.js").brInflated, decoder: Promise<Decoder>}} BrTools */
/** @type {Promise<BrTools | null> | null} */
let brTools = null; // br-stream.js and the brotli decoder (its wasm instantiated): asked for at once from a host without twins
function loadBrTools() {
  if (!brTools) {
    // (The three side by side: the decoder's round trips do not wait for each other.)
    const wasm = WebAssembly.compileStreaming(plainFetch(new URL("brotli-decoder.wasm", INDEX_URL)));
    const script = /** @type {Promise<{initSync(options: {module: WebAssembly.Module}): unknown, BrotliDecStream: Decoder}>} */ (
      import(new URL("brotli-decoder.js", INDEX_URL).href));
    const decoder = Promise.all([script, wasm]).then(([glue, module]) => {
      glue.initSync({ module });
      return glue.BrotliDecStream;
    });
    decoder.catch(() => {}); // the inflated stream fails then: its reader falls back
    brTools = import("./br-stream.js").then(({ brInflated }) => ({ brInflated, decoder }), () => null);
  }
  return brTools;
}

// Every start there inflates the wasm's brotli copy: its decoder is asked for as soon as that is
// known, not once the manifest has named the copy and its first bytes are in (measured, for the
// xz decoder before it: the copy waited 60-100 ms for its decoder while the page's own files held
// the host's connections).
twinHost.then((twins) => {
  if (!twins) loadBrTools();
});

/**
 * A copy fetched, counted as it arrives and inflated: {response (of `type`), arrived (its bytes
 * all in), got (how many)}, or null when it is not there. A copy that turns out not to be
 * compressed (a host that sent it with a Content-Encoding, which the browser took off: it starts
 * as the file it inflates to, a wasm or a shipped snapshot) goes through as it is.
 * @param {string} copy
 * @param {string} type
 * @param {RequestInit} [init]
 * @returns {Promise<Fetched | null>}
 */
async function fetchCopy(copy, type, init = undefined) {
  /** @type {number | null} the CRC-32 of a brotli copy (unlisted: the copy is not used) */
  let check = null;
  if (copy.endsWith(".br")) {
    loadBrTools(); // beside the copy, not after it
    const manifest = await manifestLoaded.catch(() => null);
    check = manifest && manifest.crc32 && typeof manifest.crc32[copy] === "number" ? manifest.crc32[copy] : null;
    if (check === null) return null;
  }
  let response;
  try {
    response = await plainFetch(new URL(copy, INDEX_URL), init);
  } catch {
    return null;
  }
  if (!response.ok || !response.body) return null;
  /** @type {() => void} */
  let done = () => {};
  const arrived = new Promise((resolve) => { done = () => resolve(undefined); });
  const got = { bytes: 0 };
  const reader = counting(/** @type {Body} */ (response.body), done, got).getReader();
  const first = await reader.read().catch(() => ({ done: true, value: undefined }));
  /** @type {Body} */
  const rest = new ReadableStream({
    start(controller) {
      if (first.done) controller.close(); else controller.enqueue(first.value);
    },
    async pull(controller) {
      const { done: end, value } = await reader.read();
      if (end) controller.close(); else controller.enqueue(value);
    },
    cancel(reason) { return reader.cancel(reason); },
  });
  const head = first.done ? new Uint8Array(0) : first.value;
  /** @type {ReadableStream<Uint8Array>} */
  let body = rest;
  /** @type {Fetched["inflated"]} */
  let inflated;
  if (copy.endsWith(".gz") && head[0] === 0x1f && head[1] === 0x8b) {
    body = rest.pipeThrough(new DecompressionStream("gzip"));
  } else if (copy.endsWith(".br") && !INFLATED_HEADS.some((magic) => magic.every((byte, i) => head[i] === byte))) {
    const br = await loadBrTools();
    if (!br) {
      reader.cancel().catch(() => {});
      return null;
    }
    body = br.brInflated(rest, br.decoder, check);
    inflated = "worker";
  }
  return { response: new Response(body, { status: 200, headers: { "Content-Type": type } }), arrived, got, copy, inflated };
}

// How the files the brotli copies inflate to begin (a wasm; a shipped snapshot, RLX1): a copy that
// begins so came inflated already (a host that sends .br files with Content-Encoding: br).
const INFLATED_HEADS = [[0x00, 0x61, 0x73, 0x6d], [0x52, 0x4c, 0x58, 0x31]];

/**
 * One of the runtime's archives (the standard library, the wheel), as this host sends it best.
 * @param {string} name
 * @param {RequestInit} [init]
 */
async function fetchArchive(name, init = undefined) {
  const copy = await copyOf(name);
  const packed = copy && (await fetchCopy(copy, "application/zip", init));
  return packed ? packed.response : self.fetch(new URL(name, INDEX_URL).href, init);
}

/** @returns {Promise<Manifest>} */
async function readManifest() {
  const response = await plainFetch(new URL("rummylab.json", INDEX_URL));
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  return response.json();
}

/** @param {Manifest} manifest */
function runtimeKey(manifest) {
  return `${manifest.key}:${manifest.sha256}:${manifest.pyodide}`;
}

// The origin private file system's root, or null where there is none (an older browser, a
// storage policy that refuses it): then plain starts only.
async function storageRoot() {
  try {
    return self.navigator.storage && self.navigator.storage.getDirectory ? await self.navigator.storage.getDirectory() : null;
  } catch {
    return null;
  }
}

/**
 * The stored snapshot, whatever build made it: {label, bytes: Uint8Array} or {state, reason}.
 * Read while the manifest says which build this is: its head first, whose label goes to
 * onLabel (null when there is no snapshot to read), then its 31 MB, which take the origin's file
 * system 150-250 ms (measured): the shipped snapshot, which a stored one of this build makes
 * useless, waits only for the label.
 * @param {(label: string | null) => void} [onLabel]
 * @returns {Promise<StoredRead>}
 */
async function readSnapshot(onLabel = () => {}) {
  let label = null;
  try {
    const root = await storageRoot();
    if (!root) return { state: "missing", reason: "no origin private file system" };
    let file;
    let head;
    try {
      file = await (await root.getFileHandle(SNAPSHOT_FILE)).getFile();
      head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    } catch (err) {
      return err && /** @type {Error} */ (err).name === "NotFoundError" ? { state: "missing" } : { state: "missing", reason: messageOf(err) };
    }
    // Shorter than its head: the file another worker is writing (a second tab's, where a browser
    // has no shared workers): getFileHandle creates it empty, and its writable fills it only when
    // it closes. Not a broken snapshot to delete from under that worker: none yet.
    if (head.length < 8) return { state: "missing", reason: `${SNAPSHOT_FILE} is being written (${file.size} bytes)` };
    const keyLength = new DataView(head.buffer).getUint32(4, true);
    if (!MAGIC.every((byte, i) => head[i] === byte) || headLength(keyLength) > file.size) {
      return { state: "refused", reason: `${SNAPSHOT_FILE} is not a snapshot (${file.size} bytes)` };
    }
    label = new TextDecoder().decode(await file.slice(8, 8 + keyLength).arrayBuffer());
    onLabel(label);
    let bytes;
    try {
      bytes = new Uint8Array(await file.slice(headLength(keyLength)).arrayBuffer());
    } catch (err) {
      return { state: "missing", reason: messageOf(err) };
    }
    return { label, bytes };
  } finally {
    if (label === null) onLabel(null);
  }
}

/**
 * The stored snapshot for this build: {state: "restored", bytes} or {state, reason}.
 * @param {string} key
 * @param {Promise<StoredRead>} read
 * @returns {Promise<Lookup | {state: "restored", reason?: undefined, bytes: Uint8Array}>}
 */
async function findSnapshot(key, read) {
  const { label, bytes, state, reason } = /** @type {{label?: string, bytes?: Uint8Array, state?: Lookup["state"], reason?: string}} */ (await read);
  if (state === "refused") await forgetSnapshot();
  if (state) return reason ? { state, reason } : { state };
  if (label !== key) {
    await forgetSnapshot();
    return { state: "stale", reason: `made by runtime ${label}, this is ${key}` };
  }
  return { state: "restored", bytes: /** @type {Uint8Array} */ (bytes) }; // (read without a state: a snapshot)
}

async function forgetSnapshot() {
  const root = await storageRoot();
  if (root) await root.removeEntry(SNAPSHOT_FILE).catch(() => {});
}

// The shipped snapshot's response, or null where the host has no copy worth its bytes. From a
// host that sends twins, the file itself (as brotli, 1.8 MB), its body read natively and counted
// on a clone: read through a stream of the worker's, it would wait on this thread, busy then with
// Pyodide's 1.2 MB script (100-200 ms more, measured). From any other host, its brotli copy (not
// XORed, for the wasm without data segments: 2.8 MB, which the wasm's copy saves; the two as gzip
// would be 6 MB); without one, a plain start.
/** @returns {Promise<Response | null>} */
async function fetchShipped() {
  // (Not even started when the origin's own snapshot is of this build: its head says so first.)
  if (await storedIsThisBuild) throw new DOMException("the origin's own snapshot is of this build", "AbortError");
  if (!(await twinHost)) {
    const copy = await copyOf(SHIPPED_FILE);
    const packed = copy && (await fetchCopy(copy, "application/octet-stream"));
    if (!packed) wantStdlib(); // the plain start's, at once
    if (!packed) return null;
    shippedGot = packed.got;
    shippedInflated = packed.inflated;
    return packed.response;
  }
  const response = await plainFetch(new URL(SHIPPED_FILE, INDEX_URL).href);
  if (response.ok && response.body) countBytes(response.clone(), shippedGot);
  return response;
}
// The shipped snapshot's bytes so far: extra bytes when its start is not taken.
let shippedGot = { bytes: 0 };
/** @type {Fetched["inflated"]} which thread inflated its copy, if a copy came */
let shippedInflated;

/**
 * A response's bytes; a failure with the stream's own error (arrayBuffer() would say only
 * "Failed to fetch" for a copy the decoder refused).
 * @param {Response} response
 */
async function readAll(response) {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let length = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    length += chunk.value.length;
  }
  if (chunks.length === 1) return chunks[0]; // (the helper thread's copy comes whole: not copied again)
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/**
 * The shipped snapshot: parseShipped's parts, or {state, reason}.
 * @returns {Promise<ShippedRead>}
 */
async function readShipped() {
  let bytes, format;
  try {
    const response = await fetchShipped();
    if (response === null) return { state: "off", reason: "this host sends no brotli twins and has no copy of it: a plain start sends less" };
    if (!response.ok) return { state: "missing", reason: `${SHIPPED_FILE}: HTTP ${response.status}` };
    bytes = await readAll(response);
    mark("shipped-read");
    format = await formatLoaded; // its reader (a module that did not load: no snapshot, a plain start)
  } catch (err) {
    return { state: "missing", reason: `${SHIPPED_FILE}: ${messageOf(err)}` };
  }
  const shipped = format.parseShipped(bytes);
  return shipped instanceof Error ? { state: "refused", reason: shipped.message } : shipped;
}

/**
 * The shipped snapshot for this build: {state: "restored", ...} or {state, reason}.
 * @param {string} key
 * @param {Promise<ShippedRead | null>} read  (null: never read, as for a plain worker, which never asks)
 * @returns {Promise<ShippedFound>}
 */
async function findShipped(key, read) {
  const shipped = /** @type {ShippedRead} */ (await read);
  if (shipped.state) return shipped;
  if (shipped.label !== key) return { state: "stale", reason: `made by runtime ${shipped.label}, this is ${key}` };
  return { state: "restored", ...shipped };
}

// The shipped snapshot's start that instantiates the wasm next (below), or null: lay(memory) puts
// the wasm's data segments into its snapshot as the wasm instantiates (before it runs); taken()
// says that the start has taken it (a start that begins later sets its own).
// A start from a snapshot whose bytes can stand for the wasm's data segments (its memory holds
// them as Python left them) sets bringsData: with the wasm's copy that has none, lay() writes them
// into the new memory before the instance runs (its constructors and Pyodide's preRun read them).
// A start without (a plain one) compiles the whole wasm.
/** @typedef {{lay: (memory: Uint8Array, dataLess: boolean) => void | Promise<void>, taken: () => void, bringsData?: boolean}} Fill */
/** @type {Fill | null} */
let pendingFill = null;
/** The wasm's memory as bytes. @param {WebAssembly.Instance} instance @param {WebAssembly.Imports | undefined} imports */
function memoryOf(instance, imports) {
  const memory = /** @type {WebAssembly.Memory} */ ((imports && imports.env && imports.env.memory) || instance.exports.memory);
  return new Uint8Array(memory.buffer);
}

/**
 * A snapshot's bytes laid where the wasm's data segments go (up to `end`, where they end), from
 * its memory after its header (`headerLength`): for the wasm's copy without them.
 * @param {Uint8Array} memory
 * @param {Uint8Array} snapshot
 * @param {number} headerLength
 * @param {number} end
 */
function layDataFrom(memory, snapshot, headerLength, end) {
  if (!end || headerLength + end > snapshot.length) throw new Error("the snapshot does not hold the wasm's data segments");
  memory.set(snapshot.subarray(headerLength, headerLength + end));
}

/**
 * The snapshot written with its label. A writable stream writes a copy that replaces the file
 * only when closed: a write cut short leaves the old file (or none), never half of one.
 * @param {string} key
 * @param {Uint8Array} bytes
 */
async function storeSnapshot(key, bytes) {
  const root = await storageRoot();
  if (!root) throw new Error("no origin private file system");
  const label = new TextEncoder().encode(key);
  const head = new Uint8Array(headLength(label.length));
  head.set(MAGIC);
  new DataView(head.buffer).setUint32(4, label.length, true);
  head.set(label, 8);
  const writable = await (await root.getFileHandle(SNAPSHOT_FILE, { create: true })).createWritable();
  try {
    await writable.write(head);
    await writable.write(/** @type {Uint8Array<ArrayBuffer>} */ (bytes)); // (a copy of the wasm's memory: an ArrayBuffer's)
    await writable.close();
  } catch (err) {
    await writable.abort().catch(() => {});
    throw err;
  }
}

/**
 * The bytes counted for these files: their copies when those are what arrive.
 * @param {Manifest} manifest
 * @param {string[]} names
 * @param {boolean} packed
 */
function sizesOf(manifest, names, packed) {
  const sizes = (manifest && manifest.sizes) || {};
  const copies = (packed && manifest && manifest.copies) || {};
  const size = (/** @type {string} */ name) => (copies[name] && sizes[copies[name]]) || sizes[name] || 0;
  return names.reduce((sum, name) => sum + size(name), 0);
}

// Where the wheel is written: the site's wheel holds bytecode only (rummylab/x.pyc), so Python
// imports it straight from the archive (zipimport, as it imports the standard library's zip):
// nothing to unpack.
const WHEEL_PATH = "/lib/rummylab.whl";
const ON_PATH = `import sys; sys.path.insert(0, ${JSON.stringify(WHEEL_PATH)})`;
const ON_PATH_ONCE = `import sys\nif ${JSON.stringify(WHEEL_PATH)} not in sys.path: sys.path.insert(0, ${JSON.stringify(WHEEL_PATH)})`;

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

/** @returns {Promise<typeof import("pyodide")>} */
async function importModule() {
  return import(new URL("pyodide.mjs", INDEX_URL).href);
}

// Everything that does not wait for another starts at once, when the worker starts (the head of
// the page creates it: overrides/main.html), in parallel: the manifest, the stored snapshot,
// Pyodide's loader and its Emscripten module (the 1.2 MB script that loadPyodide would import only
// after the loader has run; the same URL, so loadPyodide's own import() gets this module), the
// wasm and the standard library (loadPyodide's fetches get these responses). Only the wheel
// waits, for the manifest that names it and for the wasm (below), and only when there is no
// snapshot to restore.
const manifestLoaded = readManifest();
/** @type {(label: string | null) => void} */
let labelRead = () => {};
/** @type {Promise<string | null>} the stored snapshot's label, once its head is read (null: none) */
const storedLabel = new Promise((resolve) => { labelRead = resolve; });
/** @type {Promise<StoredRead>} */
const snapshotRead = useSnapshot ? readSnapshot(labelRead) : Promise.resolve({ state: "off" });
/** @type {Promise<boolean>} the stored snapshot is this build's (known within a few ms: its head) */
const storedIsThisBuild = Promise.all([storedLabel, manifestLoaded])
  .then(([label, manifest]) => label === runtimeKey(manifest), () => false);
// The shipped snapshot, a first visit's way to its answer: fetched at once, unless the origin's
// own snapshot is of this build (its head, read in a few ms, says so: the 31 MB of a stored one
// take 150-250 ms more, measured, while the shipped one downloaded and inflated for nothing).
const shippedRead = useSnapshot ? readShipped() : Promise.resolve(null);
const moduleLoaded = importModule();
const asmLoaded = import(new URL("pyodide.asm.mjs", INDEX_URL).href);
for (const promise of [manifestLoaded, moduleLoaded, asmLoaded]) {
  promise.catch(() => {}); // awaited by boot() or loadPyodide, which report a failure
}
// The standard library: at once for a start that needs it (no snapshot to try); a shipped
// snapshot's start does without it until after its first answer.
let stdlibAsked = false;
function wantStdlib() {
  if (!stdlibAsked) fetchEarly("python_stdlib.zip", fetchArchive("python_stdlib.zip"), true);
  stdlibAsked = true;
}
if (!useSnapshot) wantStdlib();
// The lock file, which loadPyodide would read only once started (one round trip less on the way),
// read once for every start that asks (a shipped snapshot's start begun early, then a plain one:
// its bytes counted once).
const lockLoaded = self.fetch(new URL("pyodide-lock.json", INDEX_URL).href).then((r) => {
  if (!r.ok) throw new Error(`${r.url}: HTTP ${r.status}`);
  return r.json();
});
lockLoaded.catch(() => {}); // (loadPyodide fails with it)
/** What every loadPyodide here is given: the site's runtime folder, the lock file read once. */
const BASE_OPTIONS = { indexURL: INDEX_URL, packageBaseUrl: INDEX_URL, lockFileContents: lockLoaded };

// The wasm (9.6 MB) is compiled as it arrives, from the worker's first moment (once twins.bin
// says how this host sends it), in parallel with the loader, the Emscripten module and the
// snapshot: loadPyodide would start compiling it only once those are in. From a host with twins
// the response goes to compileStreaming as the browser gave it (not rewrapped: the browser keeps
// the compiled code of a wasm that comes from its HTTP cache for the next page); a clone of it
// counts the bytes. From another host, its brotli copy without data segments inflated as it
// arrives (the compiled code is then not kept: the next page's start restores the origin's
// snapshot, or finds the engine running), which only a start from a snapshot can run (Fill).
// loadPyodide's instantiateStreaming (its one use, in this worker) then instantiates that module; a
// module that did not compile (a host that sends the wasm with another type, a broken copy), or a
// copy without data segments for a plain start, is fetched whole and compiled from its bytes.
// The wheel is fetched once the wasm has arrived (wasmArrived: its bytes counted to the end, or
// its fetch failed): it is needed only after Pyodide has started, a second or more later, and on a
// slow line it would take its share of the line from the wasm, which is on the way to the first answer.
/** @type {Promise<Fetched>} */
const wasmFetched = (async () => {
  const copy = await copyOf("pyodide.asm.wasm");
  const packed = copy && (await fetchCopy(copy, "application/wasm"));
  if (packed) return packed;
  const response = await plainFetch(WASM_URL);
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  // (The clone is taken before compileStreaming starts reading the body.)
  const got = { bytes: 0 };
  return { response, arrived: countBytes(response.clone(), got), got };
})();
const wasmArrived = wasmFetched.then((fetched) => fetched.arrived, () => {}).then(() => mark("wasm-arrived"));
const wasmCompiled = wasmFetched.then((fetched) => WebAssembly.compileStreaming(fetched.response));
wasmCompiled.then(() => mark("wasm-compiled"), () => {}); // (a failure: instantiateStreaming below falls back)
/** The module compiled is the wasm's copy without its data segments (rummylab.json's data_less). */
const wasmDataLess = Promise.all([wasmFetched, manifestLoaded])
  .then(([fetched, manifest]) => Boolean(fetched.copy && fetched.copy === manifest.data_less), () => false);
const nativeInstantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (source, imports) => {
  const response = await source;
  if (!response.headers.get(STAND_IN)) return nativeInstantiateStreaming(response, imports); // not Pyodide's wasm
  const fill = pendingFill; // this start's (one that starts later sets its own)
  pendingFill = null;
  if (fill) fill.taken();
  let { dataLess, ...result } = await instantiateWasm(imports, Boolean(fill && fill.bringsData));
  mark("instantiated");
  if (fill) {
    try {
      await fill.lay(memoryOf(result.instance, imports), dataLess);
    } catch (err) {
      if (!dataLess) throw err;
      // A snapshot that cannot give the data segments (a stored one cut short): the whole wasm,
      // whose own start then refuses that snapshot (a plain start follows).
      ({ dataLess, ...result } = await instantiateWasm(imports, false));
    }
    mark("laid");
  }
  return result;
};

/**
 * Pyodide's wasm instantiated with `imports`: the module compiled as it arrived, or else (a host
 * that sends the wasm with another type, a broken copy) fetched again (counted) and compiled from
 * its bytes, whatever its type, once for every start that asks (a shipped snapshot's start begun
 * early, then a plain one); so is the whole wasm for a start that cannot lay the data segments the
 * copy lacks (`bringsData` false: a plain start). Pyodide only logs a failure here and waits for
 * ever: the page is told at once. dataLess: the module has no data segments.
 * @param {WebAssembly.Imports | undefined} imports
 * @param {boolean} bringsData
 * @returns {Promise<WebAssembly.WebAssemblyInstantiatedSource & {dataLess: boolean}>}
 */
async function instantiateWasm(imports, bringsData) {
  let module = await wasmCompiled.catch(() => null);
  let dataLess = module !== null && (await wasmDataLess);
  if (module === null || (dataLess && !bringsData)) {
    dataLess = false;
    wasmAgain ??= compileAgain();
    try {
      module = await wasmAgain;
    } catch (err) {
      failure = { type: "load-failed", message: `the engine's wasm: ${messageOf(err)}` };
      post(failure);
      throw err;
    }
  }
  return { module, instance: await WebAssembly.instantiate(module, imports), dataLess };
}
/** @type {Promise<WebAssembly.Module> | null} the wasm fetched and compiled again, once */
let wasmAgain = null;
async function compileAgain() {
  const first = await wasmFetched.catch(() => null);
  const sizes = (await manifestLoaded).sizes || {};
  // The total counted the first download (whole, or as its copy): what it brought, and the whole
  // file, are extra (a copy without data segments came whole: the whole file, for a plain start).
  addExtra((first ? first.got.bytes : 0) - (sizes[(first && first.copy) || "pyodide.asm.wasm"] || 0) + (sizes["pyodide.asm.wasm"] || 0));
  const again = await plainFetch(WASM_URL);
  if (!again.ok) throw new Error(`${again.url}: HTTP ${again.status}`);
  return WebAssembly.compile(await new Response(counting(/** @type {Body} */ (again.body))).arrayBuffer());
}

/** @param {Handle} handle @returns {string} */
function versionOf(handle) {
  const answer = JSON.parse(handle(JSON.stringify({ op: "version" })));
  if (!answer.ok) throw new Error(`the engine's version op failed: ${answer.error && answer.error.message}`);
  limits = answer.result.limits || null;
  return answer.result.version;
}

/**
 * @param {Manifest} manifest
 * @param {{bytes: Uint8Array}} found  the origin's own snapshot
 * @param {Timings} ms
 * @param {number} t0
 * @returns {Promise<Started>}
 */
async function restore(manifest, found, ms, t0) {
  wantStdlib();
  const { loadPyodide } = await moduleLoaded;
  const bytes = found.bytes;
  const end = (manifest.snapshot && manifest.snapshot.data_end) || 0;
  // Pyodide's snapshot: its header's length is its second word. Its data segments are laid only
  // from one that begins as this Pyodide's do (laid from garbage, the wasm's constructors may never
  // return): any other is left to Pyodide's own check, with the whole wasm, which refuses it.
  const headerLength = bytes.length >= 48 ? new DataView(bytes.buffer, bytes.byteOffset, 8).getUint32(4, true) : 0;
  const head = (manifest.snapshot && manifest.snapshot.head) || "";
  const ours = headerLength > 0 && head.length === 72 &&
    [...bytes.subarray(0, 4), ...bytes.subarray(16, 48)].map((b) => b.toString(16).padStart(2, "0")).join("") === head;
  /** @type {Fill} */
  const fill = { taken() {}, bringsData: ours && end > 0 && headerLength >= 48 && headerLength + end <= bytes.length,
    lay: (memory, dataLess) => {
      if (dataLess) layDataFrom(memory, bytes, headerLength, end);
    } };
  pendingFill = fill;
  let pyodide;
  try {
    pyodide = await loadPyodide({ ...BASE_OPTIONS, _loadSnapshot: bytes });
  } finally {
    if (pendingFill === fill) pendingFill = null;
  }
  ms.runtime = performance.now() - t0;
  post({ type: "progress", stage: "loading-engine" });
  const handle = pyodide.pyimport("rummylab.web").handle;
  const version = versionOf(handle);
  if (version !== manifest.version) throw new Error(`the snapshot's engine is ${version}, the site's ${manifest.version}`);
  return { pyodide, handle, version };
}

/**
 * The layout of a shipped snapshot: its length, its header's, where the wasm's data segments end.
 * @typedef {Pick<Shipped, "length" | "headerLength" | "dataEnd">} Layout
 */

/**
 * A start from the shipped snapshot: {started, taken}. It may begin before the snapshot is read
 * (`found` still on its way), from its layout alone (rummylab.json's): Pyodide's own start (its
 * script's set-up, the wasm's instance and Emscripten's linking of it, about 150 ms of this thread)
 * then runs beside the snapshot's last bytes and their inflation. The data segments are laid out
 * as the wasm instantiates; the snapshot's runs are added once it is found, in Pyodide's file
 * system hook (fsInit), which holds Pyodide's start until then. If it is not to be used (found
 * not restored, or of another layout), that start is abandoned there: `started` never settles.
 * `taken` settles once the start has taken its fill (or failed before): another start may only
 * begin then.
 * @param {Manifest} manifest
 * @param {Promise<ShippedFound>} found
 * @param {Layout} layout
 * @param {boolean} make  a snapshot after the first answer
 * @param {Timings} ms
 * @param {number} t0
 * @returns {{started: Promise<Started>, taken: Promise<void>}}
 */
function startShipped(manifest, found, layout, make, ms, t0) {
  const dataEnd = (manifest.snapshot && manifest.snapshot.data_end) || 0; // where the wasm's data segments end
  /** @type {() => void} */
  let taken = () => {};
  const wasTaken = new Promise((resolve) => { taken = () => resolve(undefined); });
  const full = new Uint8Array(layout.length);
  const started = (async () => {
    let pyodide;
    try {
      const [{ loadPyodide }, { layData, addRuns }] = await Promise.all([moduleLoaded, formatLoaded]);
      let filled = false;
      const fill = async () => {
        const shipped = await found;
        if (!fits(shipped, layout)) await new Promise(() => {}); // abandoned: this Pyodide never starts
        if (filled) return;
        filled = true;
        post({ type: "restoring" }); // if the worker dies now, the page starts plainly from then on
        try {
          addRuns(full, /** @type {Shipped} */ (shipped));
        } catch { /* a snapshot not wholly filled: Pyodide refuses it */ }
        mark("filled");
      };
      // Its data segments: laid out from the wasm's memory into the snapshot (the XORed twin); or,
      // for the wasm's copy without them (with the snapshot's copy, not XORed: layout.dataEnd 0),
      // the snapshot filled first, then its bytes laid into the memory where they go.
      pendingFill = { taken, bringsData: layout.dataEnd === 0 && dataEnd > 0, lay: async (memory, dataLess) => {
        if (!dataLess) return layData(full, layout, memory);
        await fill();
        layDataFrom(memory, full, layout.headerLength, dataEnd);
      } };
      pyodide = await loadPyodide({ ...BASE_OPTIONS, _loadSnapshot: full, _makeSnapshot: make, stdLibURL: EMPTY_ZIP_URL,
        fsInit: fill });
    } finally {
      taken(); // (a start that failed before it took its fill)
      if (pendingFill && pendingFill.taken === taken) pendingFill = null;
    }
    mark("restored");
    ms.runtime = performance.now() - t0;
    post({ type: "progress", stage: "loading-engine" });
    const handle = pyodide.pyimport("rummylab.web").handle;
    const version = versionOf(handle);
    if (version !== manifest.version) throw new Error(`the shipped snapshot's engine is ${version}, the site's ${manifest.version}`);
    return { pyodide, handle, version };
  })();
  started.catch(() => {}); // (awaited by boot when it is used)
  return { started, taken: wasTaken };
}

/**
 * The shipped snapshot found is this build's, of this layout.
 * @param {ShippedFound} shipped
 * @param {Layout} layout
 * @returns {shipped is Shipped & {state: "restored"}}
 */
function fits(shipped, { length, headerLength, dataEnd }) {
  return shipped.state === "restored" && shipped.length === length && shipped.headerLength === headerLength &&
    shipped.dataEnd === dataEnd;
}

/**
 * What a shipped snapshot's start leaves for after its first answer: the standard library and the
 * wheel written where the snapshot's sys.path looks for them, the import system told.
 * @param {Pyodide} pyodide
 * @param {Manifest} manifest
 */
async function loadRest(pyodide, manifest) {
  total += sizesOf(manifest, ["python_stdlib.zip", manifest.wheel], !(await twinHost));
  postBytes(true);
  const archive = (/** @type {string} */ name) => fetchArchive(name).then((r) => {
    if (!r.ok) throw new Error(`${r.url}: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  const [stdlib, wheel] = await Promise.all([archive("python_stdlib.zip"), archive(manifest.wheel)]);
  pyodide.FS.writeFile(pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('.zip'))"), new Uint8Array(stdlib));
  pyodide.FS.writeFile(WHEEL_PATH, new Uint8Array(wheel));
  pyodide.runPython(`${ON_PATH_ONCE}\nimport importlib; sys.path_importer_cache.clear(); importlib.invalidate_caches()`);
}

/**
 * @param {Manifest} manifest
 * @param {boolean} make  a snapshot after the first answer
 * @param {Timings} ms
 * @param {number} t0
 * @returns {Promise<Started>}
 */
async function plainStart(manifest, make, ms, t0) {
  wantStdlib();
  // The wheel downloads while Pyodide starts (its bytes are counted like Pyodide's own files).
  const wheel = wasmArrived.then(() => fetchArchive(manifest.wheel)).then((r) => {
    if (!r.ok) throw new Error(`${r.url}: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  wheel.catch(() => {}); // awaited below; a failure is reported there
  const { loadPyodide } = await moduleLoaded;
  const pyodide = await loadPyodide({ ...BASE_OPTIONS, _makeSnapshot: make });
  ms.runtime = performance.now() - t0;
  post({ type: "progress", stage: "loading-engine" });
  pyodide.FS.writeFile(WHEEL_PATH, new Uint8Array(await wheel));
  pyodide.runPython(ON_PATH);
  const handle = pyodide.pyimport("rummylab.web").handle;
  ms.engine = performance.now() - t0 - ms.runtime;
  return { pyodide, handle, version: versionOf(handle) };
}

/**
 * After the first answer of a plain start: the snapshot, kept for the next page.
 * @param {Pyodide} pyodide
 * @param {string} key
 * @param {string[] | undefined} modules
 */
async function makeSnapshot(pyodide, key, modules) {
  const t0 = performance.now();
  try {
    // A list of names in JSON is a Python literal too.
    pyodide.runPython(`${IMPORT_ALL}\n_rummylab_import_all(${JSON.stringify(modules || [])})\ndel _rummylab_import_all\n`);
    const bytes = pyodide.makeMemorySnapshot();
    const made = performance.now() - t0;
    await storeSnapshot(key, bytes);
    post({ type: "snapshot", state: "stored", bytes: bytes.byteLength, ms: { made, stored: performance.now() - t0 - made } });
  } catch (err) {
    post({ type: "snapshot", state: "failed", message: messageOf(err) });
  }
}

/** @type {(() => void) | null} */
let afterFirstAnswer = null; // the snapshot to make after a plain start, once the worker is idle
// After a shipped snapshot's start, until the standard library and the wheel are in: {ops it
// answers alone, load() (once) of the rest}.
/** @type {{ops: Set<unknown>, load: () => Promise<void>} | null} */
let restFor = null;
/** @type {{version: string, snapshot: StartInfo["snapshot"]} | null} */
let readyInfo = null; // once started: what a page that connects later is told
/** @type {Extract<WorkerMessage, {type: "load-failed"}> | null} */
let failure = null; // the load-failed message, once the load failed

/** @returns {Promise<Handle>} */
async function boot() {
  const t0 = performance.now();
  /** @type {Timings} */
  const ms = { boot: t0 }; // boot: since the worker was created (its script's fetch and evaluation)
  post({ type: "progress", stage: "loading-runtime" });
  const manifest = await manifestLoaded;
  const key = runtimeKey(manifest);
  // (A browser without writable files in OPFS, Safari before 26, cannot store one: no snapshot made.)
  const canStore = useSnapshot && typeof FileSystemFileHandle !== "undefined" &&
    typeof FileSystemFileHandle.prototype.createWritable === "function" && Boolean(await storageRoot());
  const found = await findSnapshot(key, snapshotRead);
  ms.lookup = performance.now() - t0; // the manifest and the snapshot's file
  /** @type {Omit<StartInfo, "ms"> & {ms?: Timings}} (ms: once started) */
  const start = { path: "plain", snapshot: found.state };
  if (found.reason) start.reason = found.reason;
  /** @type {Started | null} */
  let started = null;
  if (found.state === "restored") {
    total = sizesOf(manifest, ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"], !(await twinHost));
    postBytes(true);
    post({ type: "restoring" }); // if the worker dies now, the page forgets the snapshot
    try {
      started = await restore(manifest, found, ms, t0);
      start.path = "snapshot";
    } catch (err) {
      // Refused or broken: forget it and start plainly, in a new Pyodide (and make a good one).
      start.snapshot = "refused";
      start.reason = messageOf(err);
      await forgetSnapshot();
    }
  }
  /** @type {ReturnType<typeof startShipped> | null} */
  let early = null; // the shipped snapshot's start, begun before the snapshot was read
  if (started === null && useSnapshot && found.state !== "restored") {
    // The total the reader sees from the first bytes: the start from the shipped snapshot, which
    // a first visit takes unless that file turns out missing or not this build's (then the plain
    // start's total replaces it, below). Waiting for the file to tell would leave a slow line
    // counting megabytes with no end in sight until the snapshot is in (24 s at 1.6 Mbit/s).
    total = sizesOf(manifest, ["pyodide.asm.wasm", SHIPPED_FILE, "pyodide-lock.json"], !(await twinHost));
    postBytes(true);
    const shippedFound = findShipped(key, shippedRead);
    const { memory = 0, header = 0, data_end: dataEnd = 0 } = manifest.snapshot || {};
    /** @type {Layout} (a host without twins sends the snapshot's copy, not XORed: nothing to undo) */
    const layout = { length: memory, headerLength: header, dataEnd: (await copyOf(SHIPPED_FILE)) ? 0 : dataEnd };
    // Pyodide's own start begins as soon as the wasm is in (till then its copy inflates on this
    // thread), beside the snapshot's last bytes and their inflation, unless the snapshot is read first.
    if (memory && dataEnd && (await Promise.race([wasmArrived.then(() => true), shippedFound.then(() => false)]))) {
      mark("shipped-early");
      early = startShipped(manifest, shippedFound, layout, canStore, ms, t0);
    }
    const shipped = await shippedFound;
    start.shipped = shipped.reason ? { state: shipped.state, reason: shipped.reason } : { state: shipped.state };
    if (shippedInflated) start.shipped.inflated = shippedInflated;
    if (shipped.state === "restored") {
      try {
        let attempt = early;
        if (!attempt || !fits(shipped, layout)) { // (a manifest that says another layout: the snapshot's own)
          if (early) await early.taken;
          attempt = startShipped(manifest, shippedFound, shipped, canStore, ms, t0);
        }
        started = await attempt.started;
        start.path = "snapshot";
        // (Run once started: `started` is this start's then.)
        const now = () => /** @type {Started} */ (started);
        /** @type {Promise<void> | null} */
        let rest = null;
        restFor = { ops: new Set((manifest.snapshot && manifest.snapshot.ops) || []),
          load: () => (rest ??= loadRest(now().pyodide, manifest).then(() => { restFor = null; })) };
        const loadAll = restFor.load;
        if (canStore) {
          afterFirstAnswer = () => loadAll().then(() => makeSnapshot(now().pyodide, key, manifest.modules),
            (err) => post({ type: "snapshot", state: "failed", message: messageOf(err) }));
        }
      } catch (err) {
        start.shipped = { state: "refused", reason: messageOf(err) };
        started = null;
      }
    }
  }
  if (started === null) {
    if (early) await early.taken; // (an abandoned start must take its fill first, not the plain start)
    total = sizesOf(manifest, ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json", manifest.wheel], !(await twinHost));
    postBytes(true);
    const plain = await plainStart(manifest, canStore, ms, performance.now());
    started = plain;
    if (canStore) afterFirstAnswer = () => makeSnapshot(plain.pyodide, key, manifest.modules);
  }
  ms.total = performance.now() - t0;
  start.ms = ms;
  start.at = at;
  // A shipped snapshot fetched (or begun) for a start that did not take it: its bytes are extra.
  if (!(start.shipped && start.shipped.state === "restored")) shippedRead.then(() => addExtra(shippedGot.bytes));
  // What the runtime's files cost this time (transferSize 0: from the HTTP cache or the service
  // worker, which answered those with serviceWorker true), for tests and benchmarks.
  const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType("resource"));
  const files = resources.filter((e) => e.name.startsWith(INDEX_URL))
    .map((e) => ({ name: e.name.slice(INDEX_URL.length), transferSize: e.transferSize, decodedBodySize: e.decodedBodySize,
      ms: [Math.round(e.startTime), Math.round(e.responseEnd)], serviceWorker: e.workerStart > 0 }));
  readyInfo = { version: started.version, snapshot: start.snapshot };
  post({ type: "ready", version: started.version, files, start: /** @type {StartInfo} */ (start) });
  snapshotWhenIdle();
  return started.handle;
}

// The snapshot is made once the worker has had nothing to do for IDLE_MS (it imports the rest of
// the engine first, which takes a while): a reader's next answers do not wait behind it.
const IDLE_MS = 1000;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let idleTimer;
function snapshotWhenIdle() {
  if (!afterFirstAnswer) return;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const make = /** @type {() => void} */ (afterFirstAnswer); // (only this timer takes it, and a new one replaces this)
    afterFirstAnswer = null;
    make();
  }, IDLE_MS);
}

function start() {
  if (engine === null) {
    engine = boot();
    engine.catch((err) => {
      failure = { type: "load-failed", message: messageOf(err) };
      post(failure);
    });
  }
  return engine;
}

/** @param {string} request */
function opOf(request) {
  try {
    return JSON.parse(request).op;
  } catch {
    return null; // the engine says what is wrong with it
  }
}

/**
 * One message from a page: reply answers that page; port is its port (a shared worker's).
 * @param {PageMessage} msg
 * @param {(msg: WorkerMessage) => void} reply
 * @param {MessagePort | null} [port]
 */
async function receive(msg, reply, port = null) {
  if (msg.type === "init") {
    start(); // already started (below); the worker's name carries the snapshot choice
  } else if (msg.type === "close") {
    post({ type: "closing" }); // a shared worker that a page gave up on (it stalled, crashed or timed out):
    self.close(); // every page using it hears so, and starts another
  } else if (msg.type === "leave") {
    // A page that does not use this worker after all: one still loading for nobody ends.
    ports.delete(/** @type {MessagePort} */ (port)); // (only a shared worker's page leaves)
    if (shared && ports.size === 0 && !readyInfo) self.close();
  } else if (msg.type === "request") {
    let handle;
    try {
      handle = await start();
    } catch {
      return; // already reported as load-failed; the page rejects the pending requests
    }
    // A request past the engine's limits never reaches Python (it could kill Pyodide): the engine
    // answers a small stand-in that breaks the same limit, with the same message.
    const request = (limits && (await guardLoaded).standIn(msg.request, limits)) || msg.request;
    if (restFor && !restFor.ops.has(opOf(request))) {
      try {
        await restFor.load();
      } catch (err) {
        failure = { type: "load-failed", message: `the standard library and the wheel: ${messageOf(err)}` };
        post(failure);
        return;
      }
    }
    // handle() never raises by contract; a crash inside Pyodide ends up in the page's onerror.
    reply({ type: "response", id: msg.id, response: handle(request) });
    if (restFor) setTimeout(() => restFor && restFor.load().catch(() => {}), 0); // the rest, after the answer
    snapshotWhenIdle();
  }
}

if (shared) {
  // A page that connects once the engine runs is told so at once ({path: "live"}: nothing loaded
  // for it); one that connects while it loads hears the rest of the load; after a failed load,
  // the failure.
  /** @type {SharedWorkerGlobalScope} */ (/** @type {unknown} */ (self)).onconnect = (event) => {
    const port = event.ports[0];
    ports.add(port);
    port.onmessage = (e) => receive(e.data, (msg) => port.postMessage(msg), port);
    if (readyInfo) {
      port.postMessage({ type: "ready", version: readyInfo.version, files: [],
        start: { path: "live", snapshot: readyInfo.snapshot, ms: {} } });
    } else if (failure) {
      port.postMessage(failure);
    }
  };
} else {
  self.onmessage = (event) => receive(event.data, (/** @type {WorkerMessage} */ msg) => self.postMessage(msg));
}

// The worker starts loading as soon as it runs: the page created it to answer (no need to wait
// for "init", which the page posts once its own modules have run).
start();
