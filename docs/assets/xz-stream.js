// An xz stream inflated as it arrives, by xz-embedded (Lasse Collin and Igor Pavlov, public domain)
// compiled to a 12.5 KB wasm by the npm package xzwasm (MIT); site_plugins/pyodide.py takes that
// wasm out of the package into the site's pyodide/ folder (xz-decoder.wasm). The browser inflates
// gzip natively (DecompressionStream), not xz nor brotli; a host that sends no brotli twins sends
// the runtime's two largest files as xz instead, a quarter smaller than its own gzip
// (rummylab-worker.js: copyOf). This module is the JavaScript side, written for the worker:
// xzwasm's own stream hands out views of the wasm's memory that the next chunk overwrites, and
// cannot tell a cut stream from a whole one.
//
// The wasm's API (xzwasm's src/native/xzwasm.c): create_context() -> a context whose first seven
// 32-bit words are the buffer size, then xz-embedded's struct xz_buf (in, in_pos, in_size, out,
// out_pos, out_size); supply_input(ctx, n) after n bytes are written at `in`; get_next_output(ctx)
// runs the decoder (XZ_OK 0, XZ_STREAM_END 1, else an error), finishing when in_size is 0;
// destroy_context(ctx). Each stream gets its own instance, so two streams inflate side by side.

const XZ_OK = 0;
const XZ_STREAM_END = 1;
/** xz-embedded's error codes (include/linux/xz.h), for the message. @type {{[code: number]: string}} */
const ERRORS = { 2: "unsupported check", 3: "out of memory", 4: "memory limit", 5: "not xz data",
  6: "unsupported options", 7: "corrupt data", 8: "cut short" };
/** How long the decoder may run before it lets its thread's other tasks run (ms). */
const SLICE_MS = 8;
/** The six bytes every xz stream starts with. */
export const XZ_MAGIC = [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00];

// CRC-32 (zlib's and xz's), four bytes a step (four tables of 256). The site's xz copies carry no
// check of their own (xz-embedded's CRC32 of the inflated bytes cost the wasm's inflation 12 %,
// about 22 ms, measured): rummylab.json lists the CRC32 of each copy as the build wrote it, checked
// here on the compressed bytes, a quarter as many, as they arrive (a few ms for the wasm's copy).
const CRC_TABLES = (() => {
  const t = new Int32Array(1024);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  for (let n = 0; n < 256; n++) {
    for (let k = 1; k < 4; k++) t[k * 256 + n] = t[t[(k - 1) * 256 + n] & 0xff] ^ (t[(k - 1) * 256 + n] >>> 8);
  }
  return t;
})();

/**
 * The CRC-32 of `bytes` continued from `crc` (that of the bytes before; 0 to begin).
 * @param {Uint8Array} bytes
 * @param {number} [crc]
 * @returns {number}  unsigned, as zlib.crc32 gives it
 */
export function crc32(bytes, crc = 0) {
  const t = CRC_TABLES;
  let c = ~crc;
  let i = 0;
  for (const n = bytes.length - 3; i < n; i += 4) {
    c ^= bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24);
    c = t[768 + (c & 0xff)] ^ t[512 + ((c >>> 8) & 0xff)] ^ t[256 + ((c >>> 16) & 0xff)] ^ t[c >>> 24];
  }
  for (; i < bytes.length; i++) c = t[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/**
 * @typedef {object} Decoder  the wasm's exports
 * @property {WebAssembly.Memory} memory
 * @property {() => number} create_context
 * @property {(ctx: number) => void} destroy_context
 * @property {(ctx: number, n: number) => void} supply_input
 * @property {(ctx: number) => number} get_next_output
 */

/**
 * A promise that settles after the tasks already queued on this thread (messages, fetches' chunks)
 * have run: a whole copy that has arrived would otherwise inflate in one run of promise jobs, and the
 * engine's worker would read no message meanwhile (the helper thread's "ready" and its inflated
 * chunks of the snapshot waited for the whole wasm, measured: the two copies inflated one after the other).
 * @returns {Promise<void>}
 */
function nextTask() {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/**
 * The stream of `compressed` inflated; an error in the stream (corrupt, or cut short) errors it,
 * and so does compressed bytes whose CRC-32 is not `check` (when given): the stream ends only
 * once they have all been read and checked.
 * @param {ReadableStream<Uint8Array>} compressed
 * @param {Promise<WebAssembly.Module>} decoder  xz-decoder.wasm, compiled
 * @param {number | null} [check]  the CRC-32 of the compressed bytes
 * @returns {ReadableStream<Uint8Array<ArrayBuffer>>}
 */
export function xzInflated(compressed, decoder, check = null) {
  const reader = compressed.getReader();
  let crc = 0;
  /** @type {Decoder} */
  let wasm;
  let ctx = 0;
  /** @type {Uint8Array} */
  let pending = new Uint8Array(0);
  let sliceStart = 0; // when the decoder last let the thread's other tasks run
  const words = () => new Uint32Array(wasm.memory.buffer, ctx, 7); // (a grown memory is a new buffer)
  const end = () => {
    if (ctx) wasm.destroy_context(ctx);
    ctx = 0;
  };
  return new ReadableStream({
    async start() {
      const instance = await WebAssembly.instantiate(await decoder);
      wasm = /** @type {Decoder} */ (/** @type {unknown} */ (instance.exports));
      ctx = wasm.create_context();
    },
    async pull(controller) {
      try {
        if (performance.now() - sliceStart > SLICE_MS) {
          await nextTask();
          sliceStart = performance.now();
        }
        for (;;) {
          const [size, inAt, inPos, inSize] = words();
          if (inPos === inSize) { // the decoder wants more input
            if (pending.length === 0) {
              const { done, value } = await reader.read();
              if (!done) {
                if (check !== null) crc = crc32(value, crc);
                pending = value;
                continue;
              }
              wasm.supply_input(ctx, 0); // the end: the decoder checks that the stream is whole
            } else {
              const n = Math.min(size, pending.length);
              new Uint8Array(wasm.memory.buffer, inAt, n).set(pending.subarray(0, n));
              pending = pending.subarray(n);
              wasm.supply_input(ctx, n);
            }
          }
          const result = wasm.get_next_output(ctx);
          if (result !== XZ_OK && result !== XZ_STREAM_END) {
            throw new Error(`xz: ${ERRORS[result] || `error ${result}`}`);
          }
          const state = words();
          const out = new Uint8Array(wasm.memory.buffer, state[4], state[5]).slice(); // a copy: the buffer is reused
          state[5] = 0;
          if (out.length) controller.enqueue(out);
          if (result === XZ_STREAM_END) { // (only once the input has ended: every byte of it checked)
            if (check !== null && crc !== check) throw new Error("xz: corrupt copy (its CRC-32 is not the build's)");
            end();
            controller.close();
            reader.cancel().catch(() => {}); // (anything after the stream is not read)
            return;
          }
          if (out.length) return;
        }
      } catch (err) {
        end();
        reader.cancel(err).catch(() => {});
        throw err;
      }
    },
    cancel(reason) {
      end();
      return reader.cancel(reason);
    },
  });
}
