// Compile the site's standard library zip and the engine wheel to bytecode with Pyodide itself
// (site_plugins/bytecode.py runs inside it). Called by the rummylab-pyodide plugin:
//
//   node site_plugins/bytecode.mjs --pyodide node_modules/pyodide \
//        --stdlib-out STAGE/python_stdlib.zip --wheel SRC.whl --wheel-out STAGE/SRC.whl \
//        [--requests tests/cases] [--wheel-exclude 'rummylab/cli/*' ...]
//
// It starts the npm package's Pyodide (with its source standard library), finds the modules the
// site imports (Pyodide's start-up, loadPackage, a Python error reaching JavaScript, rummylab.web
// with every op module, and every request of --requests' *.json cases answered), and writes a
// standard library zip of THOSE modules only, as bytecode (nothing else: the browser never
// imports the rest), and the wheel with its bytecode and without --wheel-exclude's files; both
// with their entries stored, and beside each its precompressed twins (X.br, brotli at its best
// level; X.gz, gzip -9) for a host that sends those (nginx brotli_static, Caddy precompressed).
// It prints one JSON line:
// {"python", "cache_tag", "stdlib": {"compiled", "left_as_source", "kept_as_source"}, "wheel": {...}}.
// Any failure exits 1 with the reason on stderr.

import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import { writeTwins } from "./snapshot.mjs";

const { values: given } = parseArgs({
  options: {
    pyodide: { type: "string" },
    "stdlib-out": { type: "string" },
    wheel: { type: "string" },
    "wheel-out": { type: "string" },
    requests: { type: "string" },
    "wheel-exclude": { type: "string", multiple: true, default: [] },
  },
});
for (const name of /** @type {const} */ (["pyodide", "stdlib-out", "wheel", "wheel-out"])) {
  if (!given[name]) {
    console.error(`bytecode.mjs: --${name} is required`);
    process.exit(2);
  }
}
const args = /** @type {typeof given & Record<"pyodide" | "stdlib-out" | "wheel" | "wheel-out", string>} */ (given); // (checked above)

try {
  const dir = resolve(args.pyodide);
  /** @type {typeof import("pyodide")} */
  const { loadPyodide } = await import(pathToFileURL(join(dir, "pyodide.mjs")).href);
  const pyodide = await loadPyodide({ indexURL: dir + "/", stdout: () => {}, stderr: (s) => console.error(s) });
  pyodide.FS.mkdirTree("/tmp/rl");
  pyodide.FS.writeFile("/tmp/rl/bytecode.py", readFileSync(new URL("./bytecode.py", import.meta.url)));
  pyodide.FS.writeFile("/tmp/rl/stdlib.zip", readFileSync(join(dir, "python_stdlib.zip")));
  pyodide.FS.writeFile("/tmp/rl/in.whl", readFileSync(resolve(args.wheel)));
  // The modules the site imports: Pyodide's start-up, loadPackage (the browser's way to install
  // the engine), then the engine's web entry point with every operation. Those are compiled; the
  // rest of the standard library stays source.
  await pyodide.loadPackage(resolve(args.wheel), { messageCallback: () => {} });
  // An error raised in Python and caught here: what Pyodide imports to turn it into a JS error.
  try { pyodide.runPython("raise ValueError('probe')"); } catch { /* expected */ }
  const requests = [];
  if (args.requests) {
    for (const file of readdirSync(args.requests).filter((f) => f.endsWith(".json")).sort()) {
      for (const c of JSON.parse(readFileSync(join(args.requests, file), "utf8")).cases) requests.push(JSON.stringify(c.request));
    }
  }
  pyodide.globals.set("rl_requests", pyodide.toPy(requests));
  pyodide.globals.set("rl_exclude", pyodide.toPy(args["wheel-exclude"]));
  const report = pyodide.runPython(`
import importlib, json, pathlib, sys
sys.path.insert(0, "/tmp/rl")
import bytecode
root = next(p for p in sys.path if p.endswith(".zip"))
web = importlib.import_module("rummylab.web")
web.ops()  # loads every op module
for request in rl_requests:  # what the handlers import as they answer
    web.handle(request)
used = {m.__file__[len(root) + 1:] for m in list(sys.modules.values())
        if isinstance(getattr(m, "__file__", None), str) and m.__file__.startswith(root + "/")}
# Where loadPackage put the engine: the folder holding the package rummylab/ (rummylab/__init__.py
# is the one module whose depth in the package never changes).
site_packages = str(pathlib.Path(importlib.import_module("rummylab").__file__).parents[1])
json.dumps({
    "python": sys.version.split()[0],
    "cache_tag": sys.implementation.cache_tag,
    "optimize": bytecode.OPTIMIZE,
    "stdlib": bytecode.compile_stdlib("/tmp/rl/stdlib.zip", "/tmp/rl/stdlib.out.zip", root=root, modules=used, trim=True),
    "wheel": bytecode.compile_wheel("/tmp/rl/in.whl", "/tmp/rl/out.whl", site_packages=site_packages,
                                    exclude=rl_exclude),
})
`);
  await Promise.all([writeTwins(resolve(args["stdlib-out"]), pyodide.FS.readFile("/tmp/rl/stdlib.out.zip")),
    writeTwins(resolve(args["wheel-out"]), pyodide.FS.readFile("/tmp/rl/out.whl"))]);
  // The probe by which the worker tells a host that sends these twins (rummylab-worker.js).
  const probe = join(dirname(resolve(args["stdlib-out"])), "twins.bin");
  writeFileSync(probe, "This host sends a file's precompressed twin when it has one.\n");
  writeFileSync(`${probe}.br`, brotliCompressSync(readFileSync(probe)));
  console.log(report);
} catch (err) {
  console.error(`bytecode.mjs: ${err && /** @type {Error} */ (err).message || err}`);
  process.exit(1);
}
