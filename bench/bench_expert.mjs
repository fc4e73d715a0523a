// The expert's decisions timed inside Pyodide on Node: runs bench_expert.py's timings() there.
//
//   node bench/bench_expert.mjs --pyodide site/pyodide [--decisions 400]     (after make build)
//   python bench/bench_expert.py --pyodide --skip-strength                   (stages the runtime itself)
//
// Loads the runtime the site ships (pyodide.mjs, the lock file with the engine wheel), plays whole
// hands and rounds with the expert at every seat and prints, per game, the median and the worst
// time of one decision (its view, then its move and reason), as JSON on the last line.

import { parseArgs } from "node:util";
import { benchInPyodide } from "./_pyodide.mjs";

const { values: args } = parseArgs({
  options: { pyodide: { type: "string", default: "site/pyodide" }, decisions: { type: "string", default: "400" } },
});
const pyodide = await benchInPyodide(args.pyodide, "bench_expert.py");
const decisions = Number.parseInt(args.decisions, 10);
console.log(pyodide.runPython(`import json\njson.dumps(timings(${decisions}))`));
