// Brotli twins of Pyodide's own large files, which its package ships without any (the build's
// rummylab-pyodide plugin runs this; site_plugins/pyodide.py, write_brotli_twins):
//
//   node site_plugins/twins.mjs SOURCE DEST [SOURCE DEST ...]
//
// writes each DEST as SOURCE in brotli at its best level (snapshot.mjs's brotli, as the snapshot's
// and the archives' twins are made) with a 4 MB window: the wasm's twin is 2.74 MB so, 2.77 MB
// with the 16 MB window the snapshot's takes (measured, node's zlib). It prints one JSON line:
// {DEST: its size}. A host that sends precompressed twins (nginx brotli_static, Caddy
// precompressed, make serve) then sends Pyodide's 9.6 MB wasm as 2.74 MB instead of compressing
// it on the fly (gzip: 3.56 MB) or not at all.

import { readFileSync, writeFileSync } from "node:fs";

import { brotli } from "./snapshot.mjs";

const WINDOW = 22;

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2) {
  console.error("twins.mjs: give SOURCE DEST pairs");
  process.exit(1);
}
/** @type {Record<string, number>} */
const sizes = {};
for (let i = 0; i < args.length; i += 2) {
  const packed = brotli(readFileSync(args[i]), WINDOW);
  writeFileSync(args[i + 1], packed);
  sizes[args[i + 1]] = packed.length;
}
console.log(JSON.stringify(sizes));
