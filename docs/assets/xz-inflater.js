// A helper thread for the engine's worker: it inflates an xz stream that the engine's worker
// forwards to it, so that the shipped snapshot's copy (9 MB from 1.8 MB, about 200 ms of one
// core's time) inflates beside the wasm's copy, which the engine's worker inflates itself as
// the browser compiles it. The page creates this worker with the engine's (engine-head.js:
// create) and gives the two a MessageChannel: a shared worker cannot start a worker of its own
// in Chromium, and the page is the one place where both can be started.
//
// Protocol, on the port (the engine's worker -> here): {type: "inflate", id, decoder, size, check}
// (decoder: the address of xz-decoder.wasm; check: the CRC-32 of the compressed stream, as
// xzInflated checks it; size: the inflated length: the answer is one chunk, the whole,
// transferred once: sent as 150 chunks of 60 KB, their messages cost this thread about 110 ms,
// measured), then {type: "in", id, chunk} for each compressed chunk and
// {type: "end", id} after the last (or {type: "cancel", id}); {type: "bye"} when the engine's
// worker needs no help (this worker ends). Here -> the engine's worker: {type: "ready"} first
// (the engine's worker uses a helper whose script runs, not one that failed to load),
// {type: "out", id, chunk}
// (transferred), {type: "done", id}, or {type: "error", id, message} (xz-stream.js's message,
// e.g. "xz: cut short").

import { xzInflated } from "./xz-stream.js";

/** @typedef {import("../../types/engine-protocol").InflaterRequest} InflaterRequest */

/** @type {Map<string, Promise<WebAssembly.Module>>} */
const decoders = new Map(); // by address: compiled once
/** @type {Map<number, ReadableStreamDefaultController<Uint8Array>>} */
const inputs = new Map(); // the streams being inflated, by id

/** @param {MessagePort} port @param {Extract<InflaterRequest, {type: "inflate"}>} msg */
async function inflate(port, msg) {
  let decoder = decoders.get(msg.decoder);
  if (!decoder) {
    decoder = fetch(msg.decoder).then((r) => WebAssembly.compileStreaming(r));
    decoders.set(msg.decoder, decoder);
  }
  /** @type {ReadableStream<Uint8Array>} */
  const compressed = new ReadableStream({
    start(controller) { inputs.set(msg.id, controller); },
  });
  try {
    const reader = xzInflated(compressed, decoder, msg.check).getReader();
    const whole = new Uint8Array(msg.size);
    let at = 0;
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      if (at + part.value.length > whole.length) throw new Error("xz: longer than the file it stands for");
      whole.set(part.value, at);
      at += part.value.length;
    }
    if (at !== whole.length) throw new Error("xz: shorter than the file it stands for");
    port.postMessage({ type: "out", id: msg.id, chunk: whole }, [whole.buffer]);
    port.postMessage({ type: "done", id: msg.id });
  } catch (err) {
    port.postMessage({ type: "error", id: msg.id, message: err instanceof Error ? err.message : String(err) });
  } finally {
    inputs.delete(msg.id);
  }
}

self.onmessage = (/** @type {MessageEvent<{type: "port", port: MessagePort}>} */ event) => {
  if (event.data.type !== "port") return;
  const port = event.data.port;
  port.postMessage({ type: "ready" });
  port.onmessage = (/** @type {MessageEvent<InflaterRequest>} */ e) => {
    const msg = e.data;
    if (msg.type === "bye") {
      self.close();
    } else if (msg.type === "inflate") {
      inflate(port, msg);
    } else {
      const input = inputs.get(msg.id);
      if (!input) return;
      try {
        if (msg.type === "in") input.enqueue(msg.chunk);
        else if (msg.type === "end") input.close();
        else input.error(new Error("cancelled"));
      } catch { /* the stream has failed already: its error is on its way */ }
    }
  };
};
