// The play operations' engine time inside Pyodide on Node: runs bench_play.py's games there.
//
//   node bench/bench_play.mjs --pyodide site/pyodide      (after make build)
//
// Loads the runtime the site ships (pyodide.mjs, the lock file with the engine wheel), then
// plays whole games through rummylab.web.handle as the page does and prints, per game, the time
// of each play-move (median, worst), of the bots' choices and of the Knock Rummy hints.

import { parseArgs } from "node:util";
import { benchInPyodide } from "./_pyodide.mjs";

const { values: args } = parseArgs({ options: { pyodide: { type: "string", default: "site/pyodide" } } });
// bench_play.py imports the engine tests' reader (tests/play_reader.py): the same file, written into Pyodide.
const pyodide = await benchInPyodide(args.pyodide, "bench_play.py", { "/bench/tests/play_reader.py": "tests/play_reader.py" });
const report = JSON.parse(pyodide.runPython("import json\njson.dumps(run())"));
for (const [game, figures] of Object.entries(report)) console.log(game, JSON.stringify(figures));
