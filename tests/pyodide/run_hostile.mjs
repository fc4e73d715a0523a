// Hostile requests inside real Pyodide on Node: a request nested 5,000 deep
// (which overflowed the WebAssembly stack and killed Pyodide), a number of 4,301 digits, a request
// past the size limit. Each must get a clean refusal from rummylab.web.handle, and the engine must
// answer the next request. The worker's guard (docs/assets/request-guard.js) must refuse the same
// requests before Python, and the stand-in it passes in must get the engine's very message.
//
//   node tests/pyodide/run_hostile.mjs --pyodide <staged runtime> --out result.json
//
// Loads the runtime as run_cases.mjs does; writes {checks: [{name, ok, detail}]} to --out; exits 1
// on any failure.

import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import { standIn } from "../../docs/assets/request-guard.js";

const { values: args } = parseArgs({ options: { pyodide: { type: "string" }, out: { type: "string" } } });
if (!args.pyodide || !args.out) {
  console.error("usage: node run_hostile.mjs --pyodide <runtime dir> --out <result.json>");
  process.exit(2);
}
const runtimeDir = resolve(args.pyodide);
const { loadPyodide } = await import(pathToFileURL(join(runtimeDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: runtimeDir + "/" });
const manifest = JSON.parse(readFileSync(join(runtimeDir, "rummylab.json"), "utf8"));
pyodide.FS.writeFile("/lib/rummylab.whl", readFileSync(join(runtimeDir, manifest.wheel)));
pyodide.runPython(`import sys; sys.path.insert(0, "/lib/rummylab.whl")`);
/** @type {(request: string) => string} */
const handle = pyodide.pyimport("rummylab.web").handle;

/** @type {{name: string, ok: boolean, detail: string}[]} */
const checks = [];
/** @param {string} name @param {boolean} ok @param {string} detail */
const check = (name, ok, detail) => checks.push({ name, ok, detail });

const limits = JSON.parse(handle(JSON.stringify({ op: "version" }))).result.limits;
check("version-limits", Boolean(limits && limits.depth && limits.request && limits.digits), JSON.stringify(limits));

/** @type {{[name: string]: (lang: string) => string}} */
const HOSTILE = {
  "nested-5000-arrays": (lang) => `{"op": "solve", "lang": "${lang}", "hand": ${"[".repeat(5000)}${"]".repeat(5000)}}`,
  "nested-5000-objects-30kb": (lang) => `{"lang": "${lang}", "op": "sheet", "sheet": ${'{"sheet": '.repeat(3000)}1${"}".repeat(3000)}}`,
  "digits-4301": (lang) => `{"op": "settle", "lang": "${lang}", "deadwood": [1${"0".repeat(4300)}, 3]}`,
  "size": (lang) => `{"op": "solve", "lang": "${lang}", "hand": "QH"}` + " ".repeat(limits.request),
};
const CODES = { "nested-5000-arrays": "bad-request", "nested-5000-objects-30kb": "bad-request", "digits-4301": "bad-request",
  "size": "too-large" };

for (const lang of ["en", "pt", "es", "fr"]) {
  for (const [name, make] of Object.entries(HOSTILE)) {
    const request = make(lang);
    let answer;
    try {
      answer = JSON.parse(handle(request));
    } catch (err) {
      check(`${name}-${lang}`, false, `the engine did not answer: ${err}`);
      continue;
    }
    const code = /** @type {{[n: string]: string}} */ (CODES)[name];
    check(`${name}-${lang}`, answer.ok === false && answer.error.code === code, JSON.stringify(answer.error));
    // The engine is alive and answers the next request (KR-EX1: A's deadwood is 8).
    const next = JSON.parse(handle(JSON.stringify({ op: "solve", hand: "4H 5H 6H QC QD QS 8D", lang })));
    check(`${name}-${lang}-next`, next.ok === true && next.result.deadwood === 8, JSON.stringify(next).slice(0, 200));
    // The worker's guard refuses it before Python, and the stand-in gets the engine's message.
    const stand = standIn(request, limits);
    if (stand === null) {
      check(`${name}-${lang}-guard`, false, "the guard let it through");
      continue;
    }
    const refused = JSON.parse(handle(stand));
    check(`${name}-${lang}-guard`, stand.length <= limits.request + 64 && refused.ok === false &&
      refused.error.code === answer.error.code && refused.error.message === answer.error.message,
      `${refused.error && refused.error.message} | ${answer.error.message}`);
  }
  // A legitimate request passes the guard untouched.
  const fine = JSON.stringify({ op: "play-start", game: "knock", lang, house: { penalty: 20 }, seed: 12345678901234567890 });
  check(`legitimate-${lang}`, standIn(fine, limits) === null, fine);
}

writeFileSync(args.out, JSON.stringify({ checks }));
const failed = checks.filter((c) => !c.ok);
for (const c of failed) console.log(`FAIL ${c.name}: ${c.detail}`);
console.log(`${checks.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
