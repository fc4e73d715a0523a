// Node side of bench_snapshot.py: how big a memory snapshot made at build time would be, as the
// smallest download that could carry it, and how fast it starts.
//
//   node bench/_snapshot.mjs --pyodide site/pyodide      (prints one JSON object)
//
// For a bare Pyodide, for one with what the solver's first answer needs (rummylab.web imported,
// then one solve: the smallest snapshot that answers it) and for one with the engine imported as
// the worker imports it before its own snapshot (every module of rummylab.json, then one solve):
// the free heap zero-filled (so freed objects' old bytes are not sent), the snapshot made, its
// memory XORed with the wasm's data segments (which the wasm brings already; what is left is the
// heap and the static data Python changed), trailing zeros cut, then brotli at quality 11 with a
// 16 MB window. The XOR is checked to give the snapshot back. Then the solver's snapshot is restored and answers
// KR-EX1, timed against a plain start to the same answer.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants } from "node:zlib";

const { values: args } = parseArgs({ options: { pyodide: { type: "string", default: "site/pyodide" } } });
const dir = resolve(args.pyodide) + "/";
const { loadPyodide } = await import(pathToFileURL(join(dir, "pyodide.mjs")).href);
const manifest = JSON.parse(readFileSync(join(dir, "rummylab.json"), "utf-8"));
const SOLVE = JSON.stringify({ op: "solve", hand: "4H 5H 6H QC QD QS 8D", game: "knock", lang: "en" }); // KR-EX1

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

const wasm = new Uint8Array(readFileSync(join(dir, "pyodide.asm.wasm")));
const segments = dataSegments(wasm);

// XOR the snapshot's memory (after its header) with the data segments, in place.
function xorSegments(bytes, headerLength) {
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

// The engine's wheel on sys.path, as the worker puts it (imported straight from the archive).
function putWheel(pyodide) {
  pyodide.FS.writeFile("/lib/rummylab.whl", readFileSync(join(dir, manifest.wheel)));
  pyodide.pyimport("sys").path.insert(0, "/lib/rummylab.whl");
}

// modules: null for a bare Pyodide, else the engine's modules to import before one solve.
async function snapshot(modules) {
  const pyodide = await loadPyodide({ indexURL: dir, _makeSnapshot: true });
  if (modules) {
    putWheel(pyodide);
    const importlib = pyodide.pyimport("importlib");
    for (const name of modules) {
      try { importlib.import_module(name); } catch { /* one the browser never imports */ }
    }
    pyodide.pyimport("rummylab.web").handle(SOLVE);
  }
  pyodide.pyimport("gc").collect();
  zeroFreeHeap(pyodide._module);
  const made = pyodide.makeMemorySnapshot();
  const headerLength = made.length - pyodide._module.HEAP8.length;
  const delta = made.slice();
  xorSegments(delta, headerLength);
  let end = delta.length;
  while (end > 0 && delta[end - 1] === 0) end--;
  const back = delta.slice();
  xorSegments(back, headerLength);
  if (!back.every((byte, i) => byte === made[i])) throw new Error("the XOR does not give the snapshot back");
  const packed = brotliCompressSync(delta.subarray(0, end), { params: {
    [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: end } });
  return { made, figures: { bytes: made.length, sent: end, brotli: packed.length } };
}

function deadwood(answer) {
  const reply = JSON.parse(answer);
  if (!reply.ok || reply.result.deadwood !== 8) throw new Error(`KR-EX1 answered ${answer.slice(0, 200)}`);
  return reply.result.deadwood;
}

const bare = await snapshot(null);
const solver = await snapshot(["rummylab.web"]);
const engine = await snapshot(manifest.modules);

let t0 = performance.now();
const plain = await loadPyodide({ indexURL: dir });
putWheel(plain);
deadwood(plain.pyimport("rummylab.web").handle(SOLVE));
const plainMs = performance.now() - t0;

t0 = performance.now();
const restored = await loadPyodide({ indexURL: dir, _loadSnapshot: solver.made });
deadwood(restored.pyimport("rummylab.web").handle(SOLVE));
const restoreMs = performance.now() - t0;

console.log(JSON.stringify({ bare: bare.figures, solver: solver.figures, engine: engine.figures, plain_ms: plainMs,
  restore_ms: restoreMs }));
