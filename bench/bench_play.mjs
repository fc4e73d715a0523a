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
/** @type {typeof import("pyodide")} */
const { loadPyodide } = await import(pathToFileURL(join(runtimeDir, "pyodide.mjs")).href);
const t0 = performance.now();
const pyodide = await loadPyodide({ indexURL: runtimeDir + "/" });
await pyodide.loadPackage("rummylab", { messageCallback: () => {} });
console.log(`pyodide ${pyodide.version}: ready in ${Math.round(performance.now() - t0)} ms`);
// bench_play.py imports the engine tests' reader (tests/play_reader.py): the same file, written into Pyodide.
pyodide.FS.mkdirTree("/bench/bench");
pyodide.FS.mkdirTree("/bench/tests");
pyodide.FS.writeFile("/bench/tests/play_reader.py", readFileSync(new URL("../tests/play_reader.py", import.meta.url), "utf-8"));
const source = readFileSync(new URL("./bench_play.py", import.meta.url), "utf-8").replace(/\nif __name__ == "__main__":[\s\S]*$/, "\n");
pyodide.globals.set("__file__", "/bench/bench/bench_play.py");
pyodide.runPython(source);
const report = JSON.parse(pyodide.runPython("import json\njson.dumps(run())"));
for (const [game, figures] of Object.entries(report)) console.log(game, JSON.stringify(figures));
