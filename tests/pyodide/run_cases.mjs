// Run the engine inside real Pyodide on Node, from the runtime directory the site ships.
//
//   node tests/pyodide/run_cases.mjs --pyodide site/pyodide [--cases tests/cases] [--out result.json] [--smoke]
//
// It imports pyodide.mjs FROM THAT DIRECTORY (the copy the site serves), starts Pyodide, puts the
// engine wheel on sys.path as the site's worker does (docs/assets/rummylab-worker.js: the wheel
// written to /lib/rummylab.whl, imported from the archive), then runs every case of tests/cases/*.json through
// rummylab.web.handle and checks the hand-written expectations (the matcher is the JavaScript
// twin of mismatches() in tests/cases/test_cases.py; README.md there gives the format).
// It first solves the KR-EX1 hand with rummylab.solver.melds (a smoke check without the web layer);
// --smoke stops there.
// It also checks the bytecode the site ships (site_plugins/bytecode.py): every engine module is
// an unchecked-hash .pyc for this Python whose code (file names included) equals compile() of its
// source in --engine-source (the checkout's engine/rummylab) at the site's optimization level, and
// every standard library module loaded by the start-up, rummylab.web and all its ops came from a
// .pyc equal to compile() of the npm package's source (--stdlib-source, the npm package's
// python_stdlib.zip). Last, a second Pyodide installs the wheel with loadPackage("rummylab") from
// the lock file (the way any other page could) and answers one request.
// Prints one line per failure, timings, and a closing "N passed, N failed" line; exits 1 on any
// failure. Every operation of rummylab.web.ops() must answer at least one case (ok: true), so
// the runtime's trimmed standard library is proven against each handler. --out writes every raw response, so the caller can compare them with CPython's.

import { readFileSync, readdirSync, writeFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    pyodide: { type: "string" },
    cases: { type: "string", default: new URL("../cases", import.meta.url).pathname },
    out: { type: "string" },
    "stdlib-source": { type: "string" },
    "engine-source": { type: "string" },
    smoke: { type: "boolean", default: false },
  },
});
if (!args.pyodide) {
  console.error("usage: node run_cases.mjs --pyodide <dir with pyodide.mjs and pyodide-lock.json> [--cases DIR] [--out FILE] [--smoke]");
  process.exit(2);
}
const runtimeDir = resolve(args.pyodide);
for (const name of ["pyodide.mjs", "pyodide-lock.json", "rummylab.json"]) {
  if (!existsSync(join(runtimeDir, name))) {
    console.error(`no ${name} in ${runtimeDir}: build the site (make build) or stage the runtime`);
    process.exit(2);
  }
}

// The values compared are JSON's (a case's expectation, the engine's answer): any of them.
/** @type {{[type: string]: (v: unknown) => boolean}} */
const TYPES = { array: Array.isArray, object: (v) => v !== null && typeof v === "object" && !Array.isArray(v),
  string: (v) => typeof v === "string", number: (v) => typeof v === "number", boolean: (v) => typeof v === "boolean",
  null: (v) => v === null };
const show = (/** @type {unknown} */ v) => JSON.stringify(v);
const isPlain = (/** @type {unknown} */ v) => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * @param {any} expected  a JSON value, or a matcher ({$unordered}, {$len}, {$type})
 * @param {any} actual  a JSON value
 * @param {string} [path]
 * @returns {string[]}
 */
export function mismatches(expected, actual, path = "$") {
  if (isPlain(expected) && Object.keys(expected).join() === "$unordered") {
    const items = expected.$unordered;
    if (!Array.isArray(actual) || actual.length !== items.length) {
      return [`${path}: expected a list of ${items.length} (any order), got ${show(actual)}`];
    }
    /** @type {(i: number, used: Set<number>) => boolean} */
    const place = (i, used) => i === items.length || actual.some((/** @type {unknown} */ a, /** @type {number} */ j) =>
      !used.has(j) && mismatches(items[i], a, path).length === 0 && place(i + 1, new Set([...used, j])));
    return place(0, new Set()) ? [] : [`${path}: expected ${show(items)} in any order, got ${show(actual)}`];
  }
  if (isPlain(expected) && Object.keys(expected).join() === "$len") {
    return Array.isArray(actual) && actual.length === expected.$len ? [] : [`${path}: expected a list of ${expected.$len}, got ${show(actual)}`];
  }
  if (isPlain(expected) && Object.keys(expected).join() === "$type") {
    return TYPES[expected.$type](actual) ? [] : [`${path}: expected a ${expected.$type}, got ${show(actual)}`];
  }
  if (isPlain(expected)) {
    if (!isPlain(actual)) return [`${path}: expected an object, got ${show(actual)}`];
    return Object.entries(expected).flatMap(([k, v]) =>
      k in actual ? mismatches(v, actual[k], `${path}.${k}`) : [`${path}.${k}: missing`]);
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      return [`${path}: expected ${show(expected)}, got ${show(actual)}`];
    }
    return expected.flatMap((/** @type {unknown} */ e, /** @type {number} */ i) => mismatches(e, actual[i], `${path}[${i}]`));
  }
  return expected === actual ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
}

const ms = (/** @type {number} */ t0) => Math.round(performance.now() - t0);
const t0 = performance.now();
/** @type {typeof import("pyodide")} */
const { loadPyodide } = await import(pathToFileURL(join(runtimeDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: runtimeDir + "/" });
const tLoad = ms(t0);
const t1 = performance.now();
const manifest = JSON.parse(readFileSync(join(runtimeDir, "rummylab.json"), "utf8"));
pyodide.FS.writeFile("/lib/rummylab.whl", readFileSync(join(runtimeDir, manifest.wheel)));
pyodide.runPython(`import sys; sys.path.insert(0, "/lib/rummylab.whl")`);
const tPackage = ms(t1);
let passed = 0;
let failed = 0;
/** @type {{name: string, raw: string, request: string, ms: number, problems: string[]}[]} */
const results = [];
const info = JSON.parse(pyodide.runPython(`
import json, sys, rummylab
json.dumps({"python": sys.version.split()[0], "engine": rummylab.__version__, "file": rummylab.__file__})
`));
if (args["stdlib-source"]) pyodide.FS.writeFile("/tmp/stdlib-source.zip", readFileSync(args["stdlib-source"]));
if (args["engine-source"]) {
  // The checkout's engine sources, for the comparison (the site's wheel holds bytecode only).
  const root = resolve(args["engine-source"]);
  /** @type {(dir: string) => string[]} */
  const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === "__pycache__" ? [] : walk(join(dir, e.name))) : e.name.endsWith(".py") ? [join(dir, e.name)] : []);
  for (const file of walk(root)) {
    const rel = file.slice(root.length + 1);
    pyodide.FS.mkdirTree(`/tmp/engine-source/rummylab/${rel}`.replace(/\/[^/]*$/, ""));
    pyodide.FS.writeFile(`/tmp/engine-source/rummylab/${rel}`, readFileSync(file));
  }
}
info.bytecode = JSON.parse(pyodide.runPython(`
import importlib.util, json, marshal, pathlib, sys, zipfile, rummylab, rummylab.web
rummylab.web.ops()  # every op module: what the site imports must all come from bytecode

def no_lines(c):
    # The code without its line table (nor its constants' line tables), for the comparison.
    consts = tuple(no_lines(k) if hasattr(k, "co_code") else k for k in c.co_consts)
    return c.replace(co_consts=consts, co_linetable=b"")

def same_code(a, b):
    # Code objects compare equal whatever their file names: compare those too, all the way down.
    # The site's line tables keep each instruction's line (co_lines), not its columns.
    kids = lambda c: [k for k in c.co_consts if hasattr(k, "co_code")]
    return (no_lines(a) == no_lines(b) and a.co_filename == b.co_filename
            and list(a.co_lines()) == list(b.co_lines()) and {p[2:] for p in a.co_positions()} <= {(None, None)}
            and all(map(same_code, kids(a), kids(b))))

def check(data, source, filename):
    if data[:4] != importlib.util.MAGIC_NUMBER:
        return "not this Python's magic number"
    if int.from_bytes(data[4:8], "little") != 1:
        return "not an unchecked-hash pyc"
    if data[8:16] != importlib.util.source_hash(source):
        return "source hash differs"
    if not same_code(marshal.loads(data[16:]), compile(source, filename, "exec", dont_inherit=True, optimize=${manifest.optimize})):
        return "code, lines or file name differ from compile(source), or it keeps columns"
    return None

problems, engine = [], 0
if not rummylab.__file__.startswith("/lib/rummylab.whl/"):
    problems.append(f"rummylab imported from {rummylab.__file__}, not from the wheel")
site_packages = next(p for p in sys.path if p.endswith("site-packages"))
source_root = pathlib.Path("/tmp/engine-source")
with zipfile.ZipFile("/lib/rummylab.whl") as wheel:
    for name in sorted(wheel.namelist()):
        if name.endswith(".py"):
            problems.append(f"{name}: a source in the site's wheel")
        if not name.endswith(".pyc"):
            continue
        engine += 1
        source = source_root / name[:-1]
        why = check(wheel.read(name), source.read_bytes(), f"{site_packages}/{name[:-1]}") if source.is_file() else f"no source {name[:-1]}"
        if why:
            problems.append(f"{name}: {why}")
    missing = {m.__name__ for m in list(sys.modules.values()) if m.__name__.startswith("rummylab")
               and not str(getattr(m, "__file__", "")).startswith("/lib/rummylab.whl/")}
    problems += [f"{m}: not imported from the wheel's bytecode" for m in sorted(missing)]
zips = [p for p in sys.path if p.endswith(".zip")]
# Frozen modules (os, io, site…) are built into the interpreter and name the zip only as their origin.
loaded = sorted({m.__file__ for m in list(sys.modules.values())
                 if isinstance(getattr(m, "__file__", None), str) and m.__file__.startswith(tuple(zips))
                 and getattr(m.__spec__, "origin", None) != "frozen"})
stdlib = [f for f in loaded if f.endswith(".pyc")]
problems += [f"{f}: loaded from source" for f in loaded if not f.endswith(".pyc")]
if pathlib.Path("/tmp/stdlib-source.zip").is_file():
    with zipfile.ZipFile("/tmp/stdlib-source.zip") as src, zipfile.ZipFile(zips[0]) as shipped:
        for f in stdlib:
            name = f[len(zips[0]) + 1:]
            why = check(shipped.read(name), src.read(name[:-1]), f[:-1])
            if why:
                problems.append(f"{f}: {why}")
json.dumps({"engine_modules": engine, "stdlib_modules": len(stdlib), "compared_with_source": pathlib.Path("/tmp/stdlib-source.zip").is_file(), "problems": problems})
`));
if (info.bytecode.problems.length) {
  failed++;
  console.log(`FAIL bytecode:\n  ${info.bytecode.problems.join("\n  ")}`);
} else {
  passed++;
}
console.log(`bytecode: ${info.bytecode.engine_modules} engine modules and ${info.bytecode.stdlib_modules} standard library modules ` +
  `loaded from .pyc${info.bytecode.compared_with_source ? ", each equal to compile(source)" : ""}`);
console.log(`pyodide ${pyodide.version} (python ${info.python}): loadPyodide ${tLoad} ms, loadPackage("rummylab") ${tPackage} ms; ` +
  `engine ${info.engine} from ${manifest.wheel}`);


{
  // Smoke check, always: the engine imports and solves KR-EX1 A's hand (deadwood 8) without the web layer.
  const t2 = performance.now();
  const deadwood = pyodide.runPython(`
from rummylab.core.cards import parse_hand
from rummylab.solver.melds import best_arrangement
best_arrangement(parse_hand("4H 5H 6H QC QD QS 8D")).deadwood
`);
  if (deadwood === 8) passed++; else { failed++; console.log(`FAIL smoke: KR-EX1 A's deadwood is 8, Pyodide says ${deadwood}`); }
  console.log(`smoke: KR-EX1 solved in ${ms(t2)} ms`);
}

if (!args.smoke) {
  const handle = pyodide.pyimport("rummylab.web").handle;
  const files = readdirSync(args.cases).filter((f) => f.endsWith(".json")).sort();
  const t2 = performance.now();
  for (const file of files) {
    const { cases } = JSON.parse(readFileSync(join(args.cases, file), "utf8"));
    for (const c of cases) {
      const name = `${file.replace(/\.json$/, "")}:${c.id}`;
      const t = performance.now();
      const raw = handle(JSON.stringify(c.request));
      const elapsed = performance.now() - t;
      let problems;
      try {
        problems = mismatches(c.expect, JSON.parse(raw));
      } catch (err) {
        problems = [`response is not JSON (${/** @type {Error} */ (err).message}): ${raw}`];
      }
      results.push({ name, raw, request: JSON.stringify(c.request), ms: Math.round(elapsed * 10) / 10, problems });
      if (problems.length) {
        failed++;
        console.log(`FAIL ${name} (${c.rule}): ${c.note}\n  ${problems.join("\n  ")}\n  response: ${raw}`);
      } else {
        passed++;
      }
    }
  }
  // Every operation the engine offers (rummylab.web.ops() imports every op module, the lazy ones
  // and any added later) must have answered at least one case here with ok: true, so each one
  // ran inside this runtime: its trimmed standard library holds what every handler imports.
  /** @type {string[]} */
  const ops = JSON.parse(pyodide.runPython("import json, rummylab.web; json.dumps(rummylab.web.ops())"));
  const answered = new Set(results.filter((r) => JSON.parse(r.raw).ok === true).map((r) => JSON.parse(r.request).op));
  const missing = ops.filter((op) => !answered.has(op));
  if (missing.length) {
    failed++;
    console.log(`FAIL ops: no case answered ${missing.join(", ")} here (add one to tests/cases: every op must run in Pyodide)`);
  } else {
    passed++;
  }
  info.ops = ops;
  console.log(`ops: each of ${ops.length} answered at least once (${ops.join(", ")})`);
  handle.destroy();
  const slowest = [...results].sort((a, b) => b.ms - a.ms)[0];
  console.log(`${results.length} cases in ${ms(t2)} ms` + (slowest ? ` (slowest ${slowest.name}: ${slowest.ms} ms)` : ""));
}

{
  // Any other page may install the engine the usual way: loadPackage from the lock file.
  const t3 = performance.now();
  const other = await loadPyodide({ indexURL: runtimeDir + "/" });
  await other.loadPackage("rummylab", { messageCallback: () => {}, errorCallback: (m) => console.error(m) });
  const answer = JSON.parse(other.runPython(`import json, rummylab.web
rummylab.web.handle(json.dumps({"op": "solve", "hand": "4H 5H 6H QC QD QS 8D", "game": "knock"}))`));
  if (answer.ok && answer.result.deadwood === 8) passed++;
  else { failed++; console.log(`FAIL loadPackage: KR-EX1 through loadPackage("rummylab") answered ${JSON.stringify(answer)}`); }
  console.log(`loadPackage("rummylab") in a second Pyodide: answered in ${ms(t3)} ms`);
}

if (args.out) {
  writeFileSync(args.out, JSON.stringify({ pyodide: pyodide.version, ...info, load_ms: tLoad, package_ms: tPackage, results }, null, 1));
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
