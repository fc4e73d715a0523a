// The knock coach's verdict timed inside Pyodide on Node: runs bench_coach.py's timings() there.
//
//   node bench/bench_coach.mjs --pyodide site/pyodide [--positions 20]     (after make build)
//
// Loads the runtime the site ships and prints the median and the worst time of one verdict as JSON.


import { parseArgs } from "node:util";
import { benchInPyodide } from "./_pyodide.mjs";

const { values: args } = parseArgs({
  options: { pyodide: { type: "string", default: "site/pyodide" }, positions: { type: "string", default: "20" } },
});
const pyodide = await benchInPyodide(args.pyodide, "bench_coach.py");
const positions = Number.parseInt(args.positions, 10);
console.log(pyodide.runPython(`import json\njson.dumps(timings(${positions}))`));
