// Node side of bench_snapshot.py: how big a memory snapshot made at build time would be, as the
// smallest download that could carry it, and how fast it starts.
//
//   node bench/_snapshot.mjs --pyodide site/pyodide [--cases tests/cases]     (prints one JSON object)
//
// Four snapshots, each given its best chance (the free heap zero-filled, so freed objects' old
// bytes are not sent; the memory XORed with the wasm's data segments, which the wasm brings
// already: what is left is the heap and the static data Python changed; trailing zeros cut;
// brotli 11 with a 16 MB window):
// - bare: Pyodide as it starts;
// - solver: rummylab.web imported and KR-EX1 solved (the smallest snapshot that answers it);
// - engine: every module of rummylab.json imported, as the worker imports them before its own;
// - pruned: the one a site could ship for the solver's first answer: every case of SNAPSHOT_OPS
//   (tests/cases, each in the four languages) answered, then Pyodide's start-up modules that no
//   answer runs (PRUNED: its event loop, its package loader's archives, sockets, processes) taken
//   out of sys.modules and emptied, so the garbage collector frees them. It is checked as a worker
//   would restore it: the XOR undone on the memory the wasm instantiates with (the data segments
//   laid out), an empty standard library and no wheel (both could follow the first answer); it
//   must give every snapshot case the answer the making instance gave, and, once the standard
//   library and the wheel are written, every case of every operation the answer that instance
//   gives after the snapshot.
// Then the pruned snapshot is restored so and answers KR-EX1, timed against a plain start to the
// same answer.

import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants } from "node:zlib";

// The operations whose every answer the pruned snapshot gives before the standard library and the
// wheel are in (a worker restoring it would hold any other request until they are).
const SNAPSHOT_OPS = ["solve", "version"];
const LANGS = ["pt", "en", "es", "fr"];
// Pyodide's start-up modules that no answer uses: asyncio (its event loop), the package
// loader's archives and files, sockets, processes; a later import of one loads it afresh. (Not
// threading, which logging holds; not pathlib, glob, fnmatch, which Pyodide's restore runs.)
const PRUNED = ["asyncio", "ssl", "socket", "selectors", "select", "subprocess", "concurrent", "tempfile",
  "shutil", "zipfile", "compression", "lzma", "bz2", "base64", "random", "signal", "locale", "string"];
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
const EMPTY_ZIP = Uint8Array.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

// The active data segments of a wasm module: [{offset, bytes}] (constant offsets only).
function dataSegments(wasm) {
  let p = 8;
  const u32 = () => {
    let r = 0, shift = 0, b;
    do { b = wasm[p++]; r += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
    return r;
  };
  const s32 = () => {
    let r = 0, shift = 0, b;
    do { b = wasm[p++]; r |= (b & 0x7f) << shift; shift += 7; } while (b & 0x80);
    return shift < 32 && (b & 0x40) ? r | (~0 << shift) : r;
  };
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

// XOR a snapshot's memory (after its header) with the data segments, in place.
function xorSegments(bytes, headerLength, segments) {
  for (const { offset, bytes: data } of segments) {
    const at = headerLength + offset;
    for (let i = 0; i < data.length; i++) bytes[at + i] ^= data[i];
  }
}

// Zero every free chunk of the C heap (dlmalloc): calloc'd blocks take the free chunks, largest
// sizes first, until a request comes from the top of the heap; then the top chunk itself.
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

// The snapshot of a Pyodide made with _makeSnapshot, as sent: {made, headerLength, delta}
// (delta: the snapshot XORed with the data segments, trailing zeros cut).
function packSnapshot(pyodide, segments) {
  pyodide.pyimport("gc").collect();
  zeroFreeHeap(pyodide._module);
  const made = pyodide.makeMemorySnapshot();
  const headerLength = made.length - pyodide._module.HEAP8.length;
  const delta = made.slice();
  xorSegments(delta, headerLength, segments);
  let end = delta.length;
  while (end > 0 && delta[end - 1] === 0) end--;
  return { made, headerLength, delta: delta.subarray(0, end) };
}

// The wasm instance's memory (imported, as Pyodide's is, or exported).
function memoryOf(instance, imports) {
  const memory = (imports && imports.env && imports.env.memory) || instance.exports.memory;
  return new Uint8Array(memory.buffer);
}

// The snapshot back into full (its whole length, zeros): the header as sent, the memory the
// XOR of the delta with the wasm's memory as it starts, a 32-bit word at a time (the header's
// length is a multiple of 4).
function fillSnapshot(full, delta, headerLength, memory) {
  full.set(memory.subarray(0, full.length - headerLength), headerLength);
  full.set(delta.subarray(0, headerLength));
  const end = Math.min(delta.length, full.length);
  const words = (end - headerLength) >> 2;
  const into = new Uint32Array(full.buffer, full.byteOffset + headerLength, words);
  const from = new Uint32Array(delta.buffer.slice(delta.byteOffset + headerLength, delta.byteOffset + headerLength + words * 4));
  for (let i = 0; i < words; i++) into[i] ^= from[i];
  for (let i = headerLength + words * 4; i < end; i++) full[i] ^= delta[i];
}

function brotli(data) {
  return brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
}

// The engine's wheel on sys.path, as the worker puts it (imported straight from the archive).
function putWheel(pyodide, dir, wheel) {
  pyodide.FS.writeFile("/lib/rummylab.whl", readFileSync(join(dir, wheel)));
  pyodide.runPython("import sys; sys.path.insert(0, '/lib/rummylab.whl')");
}

function requestsOf(casesDir) {
  const all = [];
  for (const file of readdirSync(casesDir).filter((f) => f.endsWith(".json")).sort()) {
    for (const c of JSON.parse(readFileSync(join(casesDir, file), "utf8")).cases) all.push(c.request);
  }
  const ours = all.filter((r) => SNAPSHOT_OPS.includes(r.op));
  // The solver's first answer comes in the page's language: each case in every language too.
  const snapshot = ours.flatMap((r) => [r, ...LANGS.map((lang) => ({ ...r, lang }))]).map((r) => JSON.stringify(r));
  return { snapshot: [...new Set(snapshot)], all: all.map((r) => JSON.stringify(r)) };
}

function same(what, handle, requests, expected) {
  requests.forEach((request, i) => {
    const answer = handle(request);
    if (answer !== expected[i]) {
      throw new Error(`${what}: ${request} answered ${answer.slice(0, 300)}, not ${expected[i].slice(0, 300)}`);
    }
  });
}


const { values: args } = parseArgs({ options: { pyodide: { type: "string", default: "site/pyodide" },
  cases: { type: "string", default: new URL("../tests/cases", import.meta.url).pathname } } });
const dir = resolve(args.pyodide) + "/";
const { loadPyodide } = await import(pathToFileURL(join(dir, "pyodide.mjs")).href);
const manifest = JSON.parse(readFileSync(join(dir, "rummylab.json"), "utf-8"));
const SOLVE = JSON.stringify({ op: "solve", hand: "4H 5H 6H QC QD QS 8D", game: "knock", lang: "en" }); // KR-EX1
const segments = dataSegments(new Uint8Array(readFileSync(join(dir, "pyodide.asm.wasm"))));
const requests = requestsOf(resolve(args.cases));
const quiet = { stdout: () => {}, stderr: () => {} };

function deadwood(answer) {
  const reply = JSON.parse(answer);
  if (!reply.ok || reply.result.deadwood !== 8) throw new Error(`KR-EX1 answered ${answer.slice(0, 200)}`);
  return reply.result.deadwood;
}

function figures({ made, delta }) {
  return { bytes: made.length, sent: delta.length, brotli: brotli(delta).length };
}

// modules: null for a bare Pyodide, else the engine's modules to import before one solve.
async function snapshot(modules) {
  const pyodide = await loadPyodide({ indexURL: dir, _makeSnapshot: true, ...quiet });
  if (modules) {
    putWheel(pyodide, dir, manifest.wheel);
    const importlib = pyodide.pyimport("importlib");
    for (const name of modules) {
      try { importlib.import_module(name); } catch { /* one the browser never imports */ }
    }
    pyodide.pyimport("rummylab.web").handle(SOLVE);
  }
  return figures(packSnapshot(pyodide, segments));
}

// The pruned snapshot restored as a worker would: the XOR undone on the wasm's new memory (in
// WebAssembly.instantiate, before Pyodide reads the snapshot), with the standard library given.
async function restorePacked({ made, headerLength, delta }, stdLibURL, check = false) {
  const full = new Uint8Array(made.length);
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = async (...params) => {
    const result = await instantiate(...params);
    fillSnapshot(full, delta, headerLength, memoryOf(result.instance, params[1]));
    return result;
  };
  try {
    const restored = await loadPyodide({ indexURL: dir, _loadSnapshot: full, stdLibURL, ...quiet });
    if (check && !full.every((byte, i) => byte === made[i])) throw new Error("the snapshot undone on the new memory is not the one made");
    return restored;
  } finally {
    WebAssembly.instantiate = instantiate;
  }
}

async function pruned(emptyZip) {
  const maker = await loadPyodide({ indexURL: dir, _makeSnapshot: true, ...quiet });
  putWheel(maker, dir, manifest.wheel);
  const handle = maker.pyimport("rummylab.web").handle;
  const before = requests.snapshot.map((r) => handle(r));
  maker.runPython(`${PRUNE}\n_rummylab_prune(${JSON.stringify(PRUNED)})\ndel _rummylab_prune\n`);
  const packed = packSnapshot(maker, segments);
  const after = requests.all.map((r) => handle(r));
  const restored = await restorePacked(packed, emptyZip, true);
  const again = restored.pyimport("rummylab.web").handle;
  same("restored, before the standard library", again, requests.snapshot, before);
  const zipPath = restored.runPython("import sys; next(p for p in sys.path if p.endswith('.zip'))");
  restored.FS.writeFile(zipPath, readFileSync(join(dir, "python_stdlib.zip")));
  putWheel(restored, dir, manifest.wheel);
  restored.runPython("import importlib, sys; sys.path_importer_cache.clear(); importlib.invalidate_caches()");
  same("restored, with the standard library and the wheel", again, requests.all, after);
  return { packed, figures: { ...figures(packed), cases: requests.snapshot.length, checked: requests.all.length } };
}

const scratch = mkdtempSync(join(tmpdir(), "rummylab-snapshot-"));
try {
  const emptyZip = join(scratch, "empty.zip");
  writeFileSync(emptyZip, EMPTY_ZIP);
  const bare = await snapshot(null);
  const solver = await snapshot(["rummylab.web"]);
  const engine = await snapshot(manifest.modules);
  const shippable = await pruned(emptyZip);

  let t0 = performance.now();
  const plain = await loadPyodide({ indexURL: dir, ...quiet });
  putWheel(plain, dir, manifest.wheel);
  deadwood(plain.pyimport("rummylab.web").handle(SOLVE));
  const plainMs = performance.now() - t0;

  t0 = performance.now();
  const restored = await restorePacked(shippable.packed, emptyZip);
  deadwood(restored.pyimport("rummylab.web").handle(SOLVE));
  const restoreMs = performance.now() - t0;

  console.log(JSON.stringify({ bare, solver, engine, pruned: { ...shippable.figures, modules: PRUNED },
    plain_ms: plainMs, restore_ms: restoreMs }));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
