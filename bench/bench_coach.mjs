// The knock coach's verdict timed inside Pyodide on Node: runs bench_coach.py's timings() there.
//
//   node bench/bench_coach.mjs --pyodide site/pyodide [--positions 20]     (after make build)
//
// Loads the runtime the site ships and prints the median and the worst time of one verdict as JSON.


import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: { pyodide: { type: "string", default: "site/pyodide" }, positions: { type: "string", default: "20" } },
});
const runtimeDir = resolve(args.pyodide);
/** @type {typeof import("pyodide")} */
const { loadPyodide } = await import(pathToFileURL(join(runtimeDir, "pyodide.mjs")).href);
const t0 = performance.now();
const pyodide = await loadPyodide({ indexURL: runtimeDir + "/" });
await pyodide.loadPackage("rummylab", { messageCallback: () => {} });
console.log(`pyodide ${pyodide.version}: ready in ${Math.round(performance.now() - t0)} ms`);
pyodide.FS.mkdirTree("/bench/bench");
const source = readFileSync(new URL("./bench_coach.py", import.meta.url), "utf-8").replace(/\nif __name__ == "__main__":[\s\S]*$/, "\n");
pyodide.globals.set("__file__", "/bench/bench/bench_coach.py");
pyodide.runPython(source);
const positions = Number.parseInt(args.positions, 10);
console.log(pyodide.runPython(`import json\njson.dumps(timings(${positions}))`));
