// The memory snapshot the site ships, made at build time (site_plugins/snapshot.py runs this):
//
//   node site_plugins/snapshot.mjs --pyodide STAGE --label LABEL --cases tests/cases --out STAGE/FILE \
//     --data-less WASM
//
// A first visit restores it in place of Pyodide's own start (about a second of Python's init)
// and answers at once (docs/assets/rummylab-worker.js). It is made in Pyodide on Node from the
// staged runtime (the site's standard library and wheel): the wheel put on sys.path as the worker
// puts it; every case of the snapshot's operations (SNAPSHOT_OPS: the solver's answers) from
// --cases answered, in the four languages too, so that what they import is in it; then Pyodide's
// start-up modules that no answer runs (PRUNED: its event loop, its package loader's archives,
// sockets, processes) taken out of sys.modules and emptied, so the garbage collector frees them;
// the free heap zero-filled; the memory XORed with the wasm's data segments (which the wasm
// brings: what is left is what Python changed), trailing zeros cut.
// Then it checks it as the worker restores it: the XOR undone on the memory the wasm instantiates
// with (the data segments laid out), an empty standard library and no wheel (the worker writes
// both after the first answer). Restored so, it must give every snapshot case the answer the
// making instance gave; with the two files written, every case of every operation the answer
// that instance gives after the snapshot.
// The file (docs/assets/shipped-snapshot.js: its format, and the worker's way to undo it):
// the label, the lengths, then the XORed snapshot's pages that are not all zeros; beside it its
// precompressed twins (.br, brotli 11; .gz, gzip -9), as the archives have; and FILE.raw.br, the
// copy a host without twins sends (site_plugins/br_copies.py): the same snapshot not XORed (its
// dataEnd 0), to restore with --data-less, the wasm without its data segments, which that host's
// worker compiles: the snapshot's bytes laid into its memory before it runs, as the worker lays
// them, and checked as the other is. It prints one JSON line: {"ops", "bytes", "memory",
// "header", "dataEnd", "head", "br", "gz", "raw", "cases", "checked"} (head: what every snapshot of
// this Pyodide begins with, its magic word and its build id, words 0 and 4-11, in hex).
// Any failure exits 1 with the reason on stderr. bench/_snapshot.mjs uses the helpers.

import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs, promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzipSync } from "node:zlib";

import { encodeShipped, fillSnapshot, parseShipped } from "../docs/assets/shipped-snapshot.js";

export { parseShipped };

/** @typedef {import("pyodide").PyodideAPI} Pyodide */
/**
 * Pyodide's Emscripten module (pyodide._module, not in its public types), the part used here.
 * @typedef {{_malloc(size: number): number, _calloc(count: number, size: number): number, _free(pointer: number): void,
 *   _mallinfo(into: number): void, HEAP8: Int8Array, HEAPU8: Uint8Array}} EmscriptenModule
 */
/** @typedef {Pyodide & {_module: EmscriptenModule}} PyodideInside */
/** A data segment of the wasm: where it goes in memory, its bytes. @typedef {{offset: number, bytes: Uint8Array}} Segment */

// The operations whose every answer the snapshot gives before the standard library and the wheel
// are in (the worker holds any other request until they are: rummylab.json's snapshot.ops).
const SNAPSHOT_OPS = ["solve", "version"];
const LANGS = ["pt", "en", "es", "fr"];
// Pyodide's start-up modules that no answer uses: asyncio (its event loop), the package
// loader's archives and files, sockets, processes, and logging with threading, which only asyncio
// and logging used (42 KB of the snapshot's copy as xz); a later import of one loads it afresh. (Not
// pathlib, glob, fnmatch, which Pyodide's restore runs; not the modules that a kept one holds, such
// as inspect, which dataclasses calls, or traceback, which is sys.excepthook: a module emptied
// under a holder breaks it, and one only taken out of sys.modules frees nothing.)
const PRUNED = ["asyncio", "ssl", "socket", "selectors", "select", "subprocess", "concurrent", "tempfile",
  "shutil", "zipfile", "compression", "lzma", "bz2", "base64", "random", "signal", "locale", "string",
  "logging", "threading"];
const PRUNE = `
def _rummylab_prune(tops):
    import gc, sys
    for name in list(sys.modules):
        if name.split(".")[0] in tops:
            module = sys.modules.pop(name)
            if getattr(module, "__file__", None):  # Python's, not a built-in module
                module.__dict__.clear()
    sys.path_importer_cache.clear()
    gc.collect()
`;
// The zip with no entries: the standard library's stand-in until the real one is written.
export const EMPTY_ZIP = Uint8Array.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

/**
 * The active data segments of a wasm module: [{offset, bytes}] (constant offsets only).
 * @param {Uint8Array} wasm
 */
export function dataSegments(wasm) {
  let p = 8;
  const u32 = () => {
    let r = 0, shift = 0, /** @type {number} */ b;
    do { b = wasm[p++]; r += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
    return r;
  };
  const s32 = () => {
    let r = 0, shift = 0, /** @type {number} */ b;
    do { b = wasm[p++]; r |= (b & 0x7f) << shift; shift += 7; } while (b & 0x80);
    return shift < 32 && (b & 0x40) ? r | (~0 << shift) : r;
  };
  /** @type {Segment[]} */
  const segments = [];
  while (p < wasm.length) {
    const id = wasm[p++];
    const size = u32();
    const end = p + size;
    if (id === 11) {
      for (let n = u32(); n > 0; n--) {
        const mode = u32();
        let offset = null;
        if (mode === 2) u32(); // memory index
        if (mode !== 1) {
          if (wasm[p++] !== 0x41) throw new Error("a data segment whose offset is not an i32.const");
          offset = s32();
          if (wasm[p++] !== 0x0b) throw new Error("a data segment's offset expression does not end");
        }
        const length = u32();
        if (offset !== null) segments.push({ offset, bytes: wasm.subarray(p, p + length) });
        p += length;
      }
    }
    p = end;
  }
  return segments;
}

/**
 * XOR a snapshot's memory (after its header) with the data segments, in place.
 * @param {Uint8Array} bytes
 * @param {number} headerLength
 * @param {Segment[]} segments
 */
function xorSegments(bytes, headerLength, segments) {
  for (const { offset, bytes: data } of segments) {
    const at = headerLength + offset;
    for (let i = 0; i < data.length; i++) bytes[at + i] ^= data[i];
  }
}

/**
 * Zero every free chunk of the C heap (dlmalloc): calloc'd blocks take the free chunks, largest
 * sizes first, until a request comes from the top of the heap; then the top chunk itself.
 * @param {EmscriptenModule} module
 */
function zeroFreeHeap(module) {
  const info = module._malloc(64);
  const free = () => {
    module._mallinfo(info);
    const fields = new Uint32Array(module.HEAPU8.buffer, info, 10);
    return { inBins: fields[8] - fields[9], top: fields[9] }; // fordblks - keepcost, keepcost
  };
  const taken = [];
  for (let size = 1 << 20; size >= 8; size >>= 1) {
    for (;;) {
      const before = free().inBins;
      const block = module._calloc(size, 1);
      if (!block) break;
      if (free().inBins >= before) { module._free(block); break; } // from the top: next size
      taken.push(block);
    }
  }
  for (const block of taken.reverse()) module._free(block);
  const top = module._calloc(Math.max(free().top - 256, 8), 1);
  if (top) module._free(top);
  module._free(info);
}

/** `bytes` without its trailing zeros (a view). @param {Uint8Array} bytes */
function withoutTrailingZeros(bytes) {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return bytes.subarray(0, end);
}

/**
 * The snapshot of a Pyodide made with _makeSnapshot, as sent: {made, headerLength, delta}
 * (delta: the snapshot XORed with the data segments, trailing zeros cut).
 * @param {Pyodide} pyodide
 * @param {Segment[]} segments
 */
export function packSnapshot(pyodide, segments) {
  const inside = /** @type {PyodideInside} */ (pyodide);
  pyodide.pyimport("gc").collect();
  zeroFreeHeap(inside._module);
  const made = pyodide.makeMemorySnapshot();
  const headerLength = made.length - inside._module.HEAP8.length;
  const delta = made.slice();
  xorSegments(delta, headerLength, segments);
  return { made, headerLength, delta: withoutTrailingZeros(delta) };
}

/**
 * The wasm instance's memory (imported, as Pyodide's is, or exported).
 * @param {WebAssembly.Instance} instance
 * @param {WebAssembly.Imports | undefined} imports
 */
export function memoryOf(instance, imports) {
  const memory = /** @type {WebAssembly.Memory} */ ((imports && imports.env && imports.env.memory) || instance.exports.memory);
  return new Uint8Array(memory.buffer);
}

/** @param {Uint8Array} data @param {number} window */
const brotliParams = (data, window) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 11,
  [constants.BROTLI_PARAM_LGWIN]: window, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });

/** Brotli at its best level, with a window of 2^window bytes. @param {Uint8Array} data @param {number} [window] */
export function brotli(data, window = 24) {
  return brotliCompressSync(data, brotliParams(data, window));
}

/** brotli() on libuv's threads: two at once take two cores. @param {Uint8Array} data @param {number} [window] */
export function brotliAsync(data, window = 24) {
  return /** @type {Promise<Buffer>} */ (promisify(brotliCompress)(data, brotliParams(data, window)));
}

// A file of the runtime written with its precompressed twins: FILE.br (brotli 11, a 16 MB window)
// and FILE.gz (gzip -9), for a host that sends those (bytecode.mjs writes the archives' so too).
// Returns the twins' sizes.
/** @param {string} file @param {Uint8Array} data @param {Promise<Buffer>} [twin]  its brotli, begun already */
export async function writeTwins(file, data, twin = brotliAsync(data)) {
  writeFileSync(file, data);
  const br = await twin;
  writeFileSync(`${file}.br`, br);
  const gz = gzipSync(data, { level: 9 });
  writeFileSync(`${file}.gz`, gz);
  return { br: br.length, gz: gz.length };
}

/**
 * The engine's wheel on sys.path, as the worker puts it (imported straight from the archive).
 * @param {Pyodide} pyodide
 * @param {string} dir
 * @param {string} wheel
 */
export function putWheel(pyodide, dir, wheel) {
  pyodide.FS.writeFile("/lib/rummylab.whl", readFileSync(join(dir, wheel)));
  pyodide.runPython("import sys; sys.path.insert(0, '/lib/rummylab.whl')");
}

/** @param {string} casesDir */
function requestsOf(casesDir) {
  /** @type {{op: string, [field: string]: unknown}[]} */
  const all = [];
  for (const file of readdirSync(casesDir).filter((f) => f.endsWith(".json")).sort()) {
    for (const c of JSON.parse(readFileSync(join(casesDir, file), "utf8")).cases) all.push(c.request);
  }
  const ours = all.filter((r) => SNAPSHOT_OPS.includes(r.op));
  // The solver's first answer comes in the page's language: each case in every language too.
  const snapshot = ours.flatMap((r) => [r, ...LANGS.map((lang) => ({ ...r, lang }))]).map((r) => JSON.stringify(r));
  return { snapshot: [...new Set(snapshot)], all: all.map((r) => JSON.stringify(r)) };
}

/**
 * @param {string} what
 * @param {(request: string) => string} handle
 * @param {string[]} requests
 * @param {string[]} expected
 */
function same(what, handle, requests, expected) {
  requests.forEach((request, i) => {
    const answer = handle(request);
    if (answer !== expected[i]) {
      throw new Error(`${what}: ${request} answered ${answer.slice(0, 300)}, not ${expected[i].slice(0, 300)}`);
    }
  });
}


// A shipped snapshot (parseShipped's parts) restored as the worker restores it: the XOR undone on
// the wasm's new memory (in WebAssembly.instantiate, before Pyodide reads the snapshot), with the
// standard library given (options.stdLibURL). made: the snapshot it must give, byte for byte.
/**
 * @param {typeof import("pyodide").loadPyodide} loadPyodide
 * @param {import("pyodide").PyodideConfig} options
 * @param {import("../docs/assets/shipped-snapshot.js").Shipped} shipped
 * @param {Uint8Array | null} [made]
 * @param {{wasm: Uint8Array, end: number} | null} [dataLess]  the wasm without its data segments, where they end
 * @returns {Promise<Pyodide>}
 */
export async function restorePacked(loadPyodide, options, shipped, made = null, dataLess = null) {
  const full = new Uint8Array(shipped.length);
  const instantiate = WebAssembly.instantiate;
  // (Pyodide on Node instantiates the wasm's bytes: the result is {module, instance}.)
  WebAssembly.instantiate = /** @type {typeof instantiate} */ (async (/** @type {[ArrayBufferView | ArrayBuffer, WebAssembly.Imports?]} */ ...params) => {
    const result = await instantiate(dataLess ? dataLess.wasm : params[0], params[1]);
    const memory = memoryOf(result.instance, params[1]);
    fillSnapshot(full, shipped, memory);
    // The wasm without data segments: the snapshot's bytes where they would go, before it runs.
    if (dataLess) memory.set(full.subarray(shipped.headerLength, shipped.headerLength + dataLess.end));
    return result;
  });
  try {
    const restored = await loadPyodide({ ...options, _loadSnapshot: full });
    if (made && !full.every((byte, i) => byte === made[i])) throw new Error("the snapshot undone on the new memory is not the one made");
    return restored;
  } finally {
    WebAssembly.instantiate = instantiate;
  }
}

async function main() {
  const { values: given } = parseArgs({ options: { pyodide: { type: "string" }, label: { type: "string" },
    cases: { type: "string" }, out: { type: "string" }, "data-less": { type: "string" } } });
  for (const name of /** @type {const} */ (["pyodide", "label", "cases", "out", "data-less"])) {
    if (!given[name]) throw new Error(`--${name} is required`);
  }
  const args = /** @type {Required<typeof given>} */ (given); // (checked above)
  const dir = resolve(args.pyodide) + "/";
  /** @type {typeof import("pyodide")} */
  const { loadPyodide } = await import(pathToFileURL(join(dir, "pyodide.mjs")).href);
  const wheel = /** @type {string} */ (readdirSync(dir).find((f) => /^rummylab-.*[.]whl$/.test(f))); // (the staged runtime has it)
  const segments = dataSegments(new Uint8Array(readFileSync(join(dir, "pyodide.asm.wasm"))));
  const requests = requestsOf(resolve(args.cases));
  const quiet = { indexURL: dir, stdout: () => {}, stderr: () => {} };

  const maker = await loadPyodide({ ...quiet, _makeSnapshot: true });
  putWheel(maker, dir, wheel);
  const handle = maker.pyimport("rummylab.web").handle;
  const before = requests.snapshot.map((r) => handle(r));
  maker.runPython(`${PRUNE}\n_rummylab_prune(${JSON.stringify(PRUNED)})\ndel _rummylab_prune\n`);
  const { made, headerLength, delta } = packSnapshot(maker, segments);
  const after = requests.all.map((r) => handle(r));
  const dataEnd = Math.max(...segments.map(({ offset, bytes }) => offset + bytes.length));
  const file = encodeShipped(args.label, made.length, headerLength, dataEnd, delta);
  const shipped = parseShipped(file);
  if (shipped instanceof Error) throw shipped;
  const rawFile = encodeShipped(args.label, made.length, headerLength, 0, withoutTrailingZeros(made));
  const raw = parseShipped(rawFile);
  if (raw instanceof Error) throw raw;
  // (Both compressed on other threads while the two are checked.)
  const packing = [brotliAsync(file), brotliAsync(rawFile)];
  packing.forEach((p) => p.catch(() => {}));
  const dataLess = { wasm: new Uint8Array(readFileSync(args["data-less"])), end: dataEnd };

  const scratch = mkdtempSync(join(tmpdir(), "rummylab-snapshot-"));
  try {
    writeFileSync(join(scratch, "empty.zip"), EMPTY_ZIP);
    const restored = await restorePacked(loadPyodide, { ...quiet, stdLibURL: join(scratch, "empty.zip") }, shipped, made);
    const again = restored.pyimport("rummylab.web").handle;
    same("restored, before the standard library", again, requests.snapshot, before);
    /** @type {string} */
    const zipPath = restored.runPython("import sys; next(p for p in sys.path if p.endswith('.zip'))");
    restored.FS.writeFile(zipPath, readFileSync(join(dir, "python_stdlib.zip")));
    putWheel(restored, dir, wheel);
    restored.runPython("import importlib, sys; sys.path_importer_cache.clear(); importlib.invalidate_caches()");
    same("restored, with the standard library and the wheel", again, requests.all, after);
    const bare = await restorePacked(loadPyodide, { ...quiet, stdLibURL: join(scratch, "empty.zip") }, raw, made, dataLess);
    same("restored from the copies (no data segments, not XORed), before the standard library",
      bare.pyimport("rummylab.web").handle, requests.snapshot, before);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const { br, gz } = await writeTwins(resolve(args.out), file, packing[0]);
  const rawCopy = await packing[1];
  writeFileSync(`${resolve(args.out)}.raw.br`, rawCopy);
  console.log(JSON.stringify({ ops: SNAPSHOT_OPS, bytes: file.length, memory: made.length, header: headerLength, dataEnd, br, gz,
    raw: rawCopy.length, head: Buffer.from([...made.subarray(0, 4), ...made.subarray(16, 48)]).toString("hex"),
    cases: requests.snapshot.length, checked: requests.all.length }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(`snapshot.mjs: ${err && /** @type {Error} */ (err).stack || err}`);
    process.exit(1);
  });
}
