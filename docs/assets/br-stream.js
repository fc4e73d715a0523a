// A brotli stream inflated as it arrives, by brotli-decompressor (Rust) compiled to wasm by the npm
// package brotli-dec-wasm (MIT or Apache-2.0); site_plugins/br_copies.py copies its wasm and the
// JavaScript that drives it into the site's pyodide/ folder (brotli-decoder.wasm, .js). The
// browser inflates gzip natively (DecompressionStream), not brotli; a host that sends no brotli
// twins sends the runtime's two largest files as brotli copies instead, which the worker asks for
// by name (rummylab-worker.js: copyOf). This module is the worker's side: the decoder's stream
// (BrotliDecStream: dec(input, most) -> {buf, code, input_offset}) driven from a ReadableStream.

/** BrotliDecStream's result codes (brotli-dec-wasm's BrotliStreamResultCode). */
const DONE = 1;
const NEEDS_INPUT = 2;
/** The most bytes one call of the decoder gives (it is called again for the rest). */
const OUT_CHUNK = 1 << 20;

// CRC-32 (zlib's), four bytes a step (four tables of 256). Brotli streams carry no check of their
// own: rummylab.json lists the CRC32 of each copy as the build wrote it, checked here on the
// compressed bytes as they arrive (a few ms for the wasm's copy).
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
 * The decoder's stream class (brotli-decoder.js's BrotliDecStream), the part used here.
 * @typedef {{dec(input: Uint8Array, most: number): {buf: Uint8Array, code: number, input_offset: number, free(): void}, free(): void}} DecStream
 * @typedef {{new (): DecStream}} Decoder
 */

/**
 * The stream of `compressed` inflated; an error in the stream (corrupt, or cut short) errors it,
 * and so do compressed bytes whose CRC-32 is not `check` (when given): the stream ends only once
 * they have all been read and checked.
 * @param {ReadableStream<Uint8Array>} compressed
 * @param {Promise<Decoder>} decoder  brotli-decoder.js's BrotliDecStream, its wasm instantiated
 * @param {number | null} [check]  the CRC-32 of the compressed bytes
 * @returns {ReadableStream<Uint8Array>}
 */
export function brInflated(compressed, decoder, check = null) {
  const reader = compressed.getReader();
  let crc = 0;
  /** @type {DecStream | null} */
  let stream = null;
  /** @type {Uint8Array} */
  let pending = new Uint8Array(0);
  let ended = false; // the compressed bytes have all been read
  const end = () => {
    if (stream) stream.free();
    stream = null;
  };
  const more = async () => {
    const { done, value } = await reader.read();
    if (done) ended = true;
    else {
      if (check !== null) crc = crc32(value, crc);
      pending = value;
    }
  };
  return new ReadableStream({
    async start() {
      const Stream = await decoder;
      stream = new Stream();
    },
    async pull(controller) {
      try {
        for (;;) {
          if (pending.length === 0 && !ended) await more();
          let result;
          try {
            result = /** @type {DecStream} */ (stream).dec(pending, OUT_CHUNK);
          } catch (err) {
            throw new Error(`brotli: corrupt data (${err instanceof Error ? err.message : String(err)})`);
          }
          const { buf: out, code, input_offset: used } = result;
          result.free();
          pending = pending.subarray(used);
          if (out.length) controller.enqueue(out);
          if (code === DONE) {
            while (!ended) await more(); // (every byte checked: anything after the stream too)
            if (pending.length) throw new Error("brotli: bytes after the stream's end");
            if (check !== null && crc !== check) throw new Error("brotli: corrupt copy (its CRC-32 is not the build's)");
            end();
            controller.close();
            return;
          }
          if (code === NEEDS_INPUT && ended && pending.length === 0) throw new Error("brotli: cut short");
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
