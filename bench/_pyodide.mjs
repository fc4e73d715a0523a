// A benchmark's Python file run inside Pyodide on Node (shared by bench_play.mjs, bench_expert.mjs and
// bench_coach.mjs): the runtime the site ships (pyodide.mjs, the lock file with the engine wheel) is
// loaded, the engine installed, and the benchmark's source run without its command-line entry point,
// so its functions can be called with pyodide.runPython.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * @param {string} runtime  the staged runtime's folder (site/pyodide after make build)
 * @param {string} bench  the benchmark's file beside this one, e.g. "bench_coach.py"
 * @param {{[path: string]: string}} [files]  more files written into Pyodide first: path -> this repository's file
 * @returns {Promise<import("pyodide").PyodideAPI>}
 */
export async function benchInPyodide(runtime, bench, files = {}) {
  const runtimeDir = resolve(runtime);
  /** @type {typeof import("pyodide")} */
  const { loadPyodide } = await import(pathToFileURL(join(runtimeDir, "pyodide.mjs")).href);
  const t0 = performance.now();
  const pyodide = await loadPyodide({ indexURL: runtimeDir + "/" });
  await pyodide.loadPackage("rummylab", { messageCallback: () => {} });
  console.log(`pyodide ${pyodide.version}: ready in ${Math.round(performance.now() - t0)} ms`);
  pyodide.FS.mkdirTree("/bench/bench");
  for (const [path, repoFile] of Object.entries(files)) {
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, readFileSync(new URL(`../${repoFile}`, import.meta.url), "utf-8"));
  }
  const source = readFileSync(new URL(`./${bench}`, import.meta.url), "utf-8").replace(/\nif __name__ == "__main__":[\s\S]*$/, "\n");
  pyodide.globals.set("__file__", `/bench/bench/${bench}`);
  pyodide.runPython(source);
  return pyodide;
}
