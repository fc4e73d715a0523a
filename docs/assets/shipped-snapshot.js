// The format of the memory snapshot the site ships (rummylab-shipped.bin): written at build time
// by site_plugins/snapshot.mjs, read by rummylab-worker.js. One module for both, so the build
// checks the very code the browser runs.
//
// What is stored is the snapshot XORed with the wasm's data segments (the wasm brings those
// bytes), and of that only the pages that are not all zeros (the free heap is zero-filled at
// build time: about two thirds of the pages). The file:
//   "RLX1", then uint32 little-endian: the label's length, the whole snapshot's length, the
//   length of Pyodide's own header in it, the number of runs, where the wasm's data segments end
//   (past that its memory starts as zeros);
//   the label (UTF-8), zeros up to a multiple of 4;
//   the runs: each (offset, length) in the snapshot, uint32, multiples of 4;
//   zeros up to a multiple of 16; then each run's bytes, one after another.
// Restoring it: the wasm's memory as it instantiates (the data segments laid out, up to where they
// end) copied after Pyodide's header, then each run XORed in (over zeros, the header: the bytes
// themselves).

/**
 * A shipped snapshot's parts (parseShipped): runs are [offset, length] in the snapshot, data their
 * bytes one after another.
 * @typedef {{label: string, length: number, headerLength: number, dataEnd: number, runs: [number, number][], data: Uint8Array}} Shipped
 */

export const MAGIC = "RLX1";
export const PAGE = 4096;
const FIXED = 24;
const up = (/** @type {number} */ n, /** @type {number} */ to) => Math.ceil(n / to) * to;

/**
 * The file for a delta (the snapshot XORed with the data segments, any length).
 * @param {string} label
 * @param {number} length  the whole snapshot's
 * @param {number} headerLength  Pyodide's header's, in it
 * @param {number} dataEnd  where the wasm's data segments end
 * @param {Uint8Array} delta
 */
export function encodeShipped(label, length, headerLength, dataEnd, delta) {
  /** @type {[number, number][]} */
  const runs = [];
  for (let at = 0; at < delta.length; at += PAGE) {
    const end = Math.min(at + PAGE, delta.length);
    let zero = true;
    for (let i = at; i < end && zero; i++) zero = delta[i] === 0;
    if (zero) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === at) last[1] += end - at;
    else runs.push([at, end - at]);
  }
  for (const run of runs) run[1] = Math.min(up(run[1], 4), length - run[0]);
  const name = new TextEncoder().encode(label);
  const table = up(FIXED + name.length, 4);
  const start = up(table + runs.length * 8, 16);
  const file = new Uint8Array(start + runs.reduce((sum, [, n]) => sum + n, 0));
  file.set(new TextEncoder().encode(MAGIC));
  const view = new DataView(file.buffer);
  [name.length, length, headerLength, runs.length, dataEnd].forEach((value, i) => view.setUint32(4 + 4 * i, value, true));
  file.set(name, FIXED);
  let into = start;
  runs.forEach(([at, n], i) => {
    view.setUint32(table + 8 * i, at, true);
    view.setUint32(table + 8 * i + 4, n, true);
    file.set(delta.subarray(at, Math.min(at + n, delta.length)), into);
    into += n;
  });
  return file;
}

/**
 * The file's parts: {label, length, headerLength, dataEnd, runs: [[offset, length]], data}, or an Error.
 * @param {Uint8Array} bytes
 * @returns {Shipped | Error}
 */
export function parseShipped(bytes) {
  const bad = (/** @type {string} */ why) => new Error(`not a shipped snapshot (${bytes.length} bytes: ${why})`);
  if (bytes.length < FIXED || new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) return bad("no RLX1 header");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [labelLength, length, headerLength, count, dataEnd] = [4, 8, 12, 16, 20].map((at) => view.getUint32(at, true));
  const table = up(FIXED + labelLength, 4);
  const start = up(table + count * 8, 16);
  if (start > bytes.length || headerLength % 4 || headerLength > length || headerLength + dataEnd > length) {
    return bad("its lengths do not add up");
  }
  /** @type {[number, number][]} */
  const runs = [];
  let size = 0;
  for (let i = 0; i < count; i++) {
    const at = view.getUint32(table + 8 * i, true);
    const n = view.getUint32(table + 8 * i + 4, true);
    if (at % 4 || n % 4 || at + n > length) return bad(`run ${i} lies outside the snapshot`);
    runs.push([at, n]);
    size += n;
  }
  if (start + size !== bytes.length) return bad("its runs do not add up");
  return { label: new TextDecoder().decode(bytes.subarray(FIXED, FIXED + labelLength)), length, headerLength, dataEnd,
    runs, data: bytes.subarray(start) };
}

/**
 * The whole snapshot into full (its length, zeros) from the wasm's memory as it starts.
 * @param {Uint8Array} full
 * @param {Pick<Shipped, "headerLength" | "dataEnd" | "runs" | "data">} shipped
 * @param {Uint8Array} memory
 */
export function fillSnapshot(full, shipped, memory) {
  layData(full, shipped, memory);
  addRuns(full, shipped);
}

/**
 * The first half of fillSnapshot: the wasm's data segments, from its memory as it starts, into
 * full (zeros). Done as the wasm instantiates (the memory changes once it runs), which may be
 * before the file is read: its layout is known then (rummylab.json), its runs not yet.
 * @param {Uint8Array} full
 * @param {Pick<Shipped, "headerLength" | "dataEnd">} layout
 * @param {Uint8Array} memory
 */
export function layData(full, { headerLength, dataEnd }, memory) {
  full.set(memory.subarray(0, dataEnd), headerLength);
}

/**
 * The second half: each run XORed into full over the data segments laid out (elsewhere full holds
 * zeros, and a run's bytes are copied: most of the 9 MB, and a copy is about three times as fast
 * as this loop on its first call).
 * @param {Uint8Array} full
 * @param {Pick<Shipped, "headerLength" | "dataEnd" | "runs" | "data">} shipped
 */
export function addRuns(full, { headerLength, dataEnd, runs, data }) {
  const words = new Uint32Array(full.buffer, full.byteOffset, full.length >> 2);
  const from = data.byteOffset % 4 ? new Uint32Array(data.slice().buffer) : new Uint32Array(data.buffer, data.byteOffset, data.length >> 2);
  const laidStart = headerLength >> 2;
  const laidEnd = (headerLength + dataEnd + 3) >> 2;
  let k = 0;
  for (const [at, n] of runs) {
    const start = at >> 2;
    const end = (at + n) >> 2;
    const xorStart = Math.max(start, laidStart);
    const xorEnd = Math.min(end, laidEnd);
    if (xorStart >= xorEnd) {
      words.set(from.subarray(k, k + end - start), start);
    } else {
      if (start < xorStart) words.set(from.subarray(k, k + xorStart - start), start);
      for (let i = xorStart, j = k + xorStart - start; i < xorEnd; i++, j++) words[i] ^= from[j];
      if (xorEnd < end) words.set(from.subarray(k + xorEnd - start, k + end - start), xorEnd);
    }
    k += end - start;
  }
}
