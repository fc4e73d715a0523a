// Node side of bench_snapshot.py: the memory snapshots a build could ship, as the smallest
// download that could carry each, and how fast the site's own (site_plugins/snapshot.mjs, in the
// built site's runtime) starts.
//
//   node bench/_snapshot.mjs --pyodide site/pyodide      (prints one JSON object)
//
// Three made here for comparison, each given the shipped one's chance (the free heap zero-filled,
// the memory XORed with the wasm's data segments, trailing zeros cut, brotli 11 with a 16 MB
// window; site_plugins/snapshot.mjs's helpers): bare (Pyodide as it starts), solver
// (rummylab.web imported, KR-EX1 solved, nothing pruned) and engine (every module of
// rummylab.json imported, as the worker imports them before its own snapshot). Then the site's
// shipped snapshot is restored as the worker restores it (the XOR undone on the wasm's new memory,
// an empty standard library) and answers KR-EX1, timed against a plain start to the same answer.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { EMPTY_ZIP, brotli, dataSegments, packSnapshot, parseShipped, putWheel, restorePacked }
  from "../site_plugins/snapshot.mjs";

const { values: args } = parseArgs({ options: { pyodide: { type: "string", default: "site/pyodide" } } });
const dir = resolve(args.pyodide) + "/";
/** @type {typeof import("pyodide")} */
const { loadPyodide } = await import(pathToFileURL(join(dir, "pyodide.mjs")).href);
const manifest = JSON.parse(readFileSync(join(dir, "rummylab.json"), "utf-8"));
const SOLVE = JSON.stringify({ op: "solve", hand: "4H 5H 6H QC QD QS 8D", game: "knock", lang: "en" }); // KR-EX1
const segments = dataSegments(new Uint8Array(readFileSync(join(dir, "pyodide.asm.wasm"))));
const quiet = { indexURL: dir, stdout: () => {}, stderr: () => {} };

/** @param {string} answer */
function deadwood(answer) {
  const reply = JSON.parse(answer);
  if (!reply.ok || reply.result.deadwood !== 8) throw new Error(`KR-EX1 answered ${answer.slice(0, 200)}`);
  return reply.result.deadwood;
}

/**
 * modules: null for a bare Pyodide, else the engine's modules to import before one solve.
 * @param {string[] | null} modules
 */
async function snapshot(modules) {
  const pyodide = await loadPyodide({ ...quiet, _makeSnapshot: true });
  if (modules) {
    putWheel(pyodide, dir, manifest.wheel);
    const importlib = pyodide.pyimport("importlib");
    for (const name of modules) {
      try { importlib.import_module(name); } catch { /* one the browser never imports */ }
    }
    pyodide.pyimport("rummylab.web").handle(SOLVE);
  }
  const { made, delta } = packSnapshot(pyodide, segments);
  return { bytes: made.length, sent: delta.length, brotli: brotli(delta).length };
}

const shipped = parseShipped(new Uint8Array(readFileSync(join(dir, manifest.snapshot.file))));
if (shipped instanceof Error) throw shipped;
const scratch = mkdtempSync(join(tmpdir(), "rummylab-snapshot-"));
try {
  const emptyZip = join(scratch, "empty.zip");
  writeFileSync(emptyZip, EMPTY_ZIP);
  const bare = await snapshot(null);
  const solver = await snapshot(["rummylab.web"]);
  const engine = await snapshot(manifest.modules);

  let t0 = performance.now();
  const plain = await loadPyodide(quiet);
  putWheel(plain, dir, manifest.wheel);
  deadwood(plain.pyimport("rummylab.web").handle(SOLVE));
  const plainMs = performance.now() - t0;

  t0 = performance.now();
  const restored = await restorePacked(loadPyodide, { ...quiet, stdLibURL: emptyZip }, shipped);
  deadwood(restored.pyimport("rummylab.web").handle(SOLVE));
  const restoreMs = performance.now() - t0;

  console.log(JSON.stringify({ bare, solver, engine, plain_ms: plainMs, restore_ms: restoreMs }));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
