// The play operations' engine time inside Pyodide on Node: runs bench_play.py's games there.
//
//   node bench/bench_play.mjs --pyodide site/pyodide      (after make build)
//
// Loads the runtime the site ships (pyodide.mjs, the lock file with the engine wheel), then
// plays whole games through rummylab.web.handle as the page does and prints, per game, the time
// of each play-move (median, worst), of the bots' choices and of the Knock Rummy hints.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({ options: { pyodide: { type: "string", default: "site/pyodide" } } });
const runtimeDir = resolve(args.pyodide);
const { loadPyodide } = await import(pathToFileURL(join(runtimeDir, "pyodide.mjs")).href);
const t0 = performance.now();
const pyodide = await loadPyodide({ indexURL: runtimeDir + "/" });
await pyodide.loadPackage("rummylab", { messageCallback: () => {} });
console.log(`pyodide ${pyodide.version}: ready in ${Math.round(performance.now() - t0)} ms`);
const source = readFileSync(new URL("./bench_play.py", import.meta.url), "utf-8").replace(/\nif __name__ == "__main__":[\s\S]*$/, "\n");
pyodide.runPython(source);
const report = JSON.parse(pyodide.runPython("import json\njson.dumps(run())"));
for (const [game, figures] of Object.entries(report)) console.log(game, JSON.stringify(figures));
