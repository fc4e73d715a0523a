// The expert's decisions timed inside Pyodide on Node: runs bench_expert.py's timings() there.
//
//   node bench/bench_expert.mjs --pyodide site/pyodide [--decisions 400]     (after make build)
//   python bench/bench_expert.py --pyodide --skip-strength                   (stages the runtime itself)
//
// Loads the runtime the site ships (pyodide.mjs, the lock file with the engine wheel), plays whole
// hands and rounds with the expert at every seat and prints, per game, the median and the worst
// time of one decision (its view, then its move and reason), as JSON on the last line.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: { pyodide: { type: "string", default: "site/pyodide" }, decisions: { type: "string", default: "400" } },
});
const runtimeDir = resolve(args.pyodide);
/** @type {typeof import("pyodide")} */
const { loadPyodide } = await import(pathToFileURL(join(runtimeDir, "pyodide.mjs")).href);
const t0 = performance.now();
const pyodide = await loadPyodide({ indexURL: runtimeDir + "/" });
await pyodide.loadPackage("rummylab", { messageCallback: () => {} });
console.log(`pyodide ${pyodide.version}: ready in ${Math.round(performance.now() - t0)} ms`);
pyodide.FS.mkdirTree("/bench/bench");
const source = readFileSync(new URL("./bench_expert.py", import.meta.url), "utf-8").replace(/\nif __name__ == "__main__":[\s\S]*$/, "\n");
pyodide.globals.set("__file__", "/bench/bench/bench_expert.py");
pyodide.runPython(source);
const decisions = Number.parseInt(args.decisions, 10);
console.log(pyodide.runPython(`import json\njson.dumps(timings(${decisions}))`));
