"""The shipped snapshot's format (docs/assets/shipped-snapshot.js), run on Node as the build and the worker run it.

``fillSnapshot`` rebuilds the whole snapshot from the wasm's memory as it instantiates (its data
segments laid out) and the file's runs: XORed over the data segments, copied elsewhere. Here it is
checked against the plain definition (every run XORed over the laid-out memory, word by word) on
made-up snapshots whose runs fall before, across, inside and after the data segments, in
Pyodide's header, and at lengths that are not a whole page; and a file cut short is refused.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = r"""
import { encodeShipped, parseShipped, fillSnapshot, PAGE } from "./docs/assets/shipped-snapshot.js";
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
const bytes = (n) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
const out = [];
for (const [length, headerLength, dataEnd, changed] of JSON.parse(process.argv[1])) {
  const memory = bytes(dataEnd + 64); // the instance's memory: its data segments up to dataEnd
  const laid = new Uint8Array(length);
  laid.set(memory.subarray(0, dataEnd), headerLength);
  const snapshot = laid.slice();
  for (const [at, n] of changed) snapshot.set(bytes(n), at); // what Python changed (the header too)
  const delta = snapshot.map((b, i) => b ^ laid[i]);
  const file = encodeShipped("label", length, headerLength, dataEnd, delta);
  const shipped = parseShipped(file);
  // The plain definition: each run's words XORed over the laid-out memory.
  const plain = laid.slice();
  const words = new Uint32Array(plain.buffer);
  const from = new Uint32Array(shipped.data.slice().buffer);
  let k = 0;
  for (const [at, n] of shipped.runs) for (let i = at >> 2; i < (at + n) >> 2; i++) words[i] ^= from[k++];
  const full = new Uint8Array(length);
  fillSnapshot(full, shipped, memory);
  out.push({ runs: shipped.runs.length, fill: Buffer.compare(full, snapshot) === 0, plain: Buffer.compare(plain, snapshot) === 0,
             cut: String(parseShipped(file.subarray(0, file.length - 4)).message) });
}
console.log(JSON.stringify({ page: PAGE, out }));
"""

PAGE = 4096
CASES = [
    # (length, header, dataEnd, changed regions [(at, n)]): lengths multiples of 4
    (16 * PAGE, 128, 5 * PAGE + 300, [(0, 64), (2 * PAGE, 10), (5 * PAGE, 2 * PAGE), (9 * PAGE + 8, 4000)]),
    (12 * PAGE + 512, 128, 3 * PAGE, [(3 * PAGE - 8, 40), (12 * PAGE + 100, 400)]),  # across the end; a short last page
    (8 * PAGE, 128, 8 * PAGE - 128, [(PAGE, 6 * PAGE)]),  # one run over almost all the data segments
    (8 * PAGE, 256, 0, [(0, 200), (4 * PAGE, 3 * PAGE)]),  # no data segments: every run is a copy
    (8 * PAGE, 128, 2 * PAGE + 2, [(6 * PAGE, 100)]),  # runs only past the data segments
]


def test_fill_rebuilds_the_snapshot_as_the_plain_xor_does():
    node = shutil.which("node")
    assert node, "node is needed (the site build runs it too)"
    proc = subprocess.run([node, "--input-type=module", "-e", SCRIPT, json.dumps(CASES)],
                          capture_output=True, text=True, cwd=ROOT, check=False, timeout=120)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["page"] == PAGE
    for case, got in zip(CASES, result["out"], strict=True):
        assert got["runs"] >= 1 and got["plain"], (case, got)  # the reference itself is right
        assert got["fill"], (case, got)
        assert "its runs do not add up" in got["cut"], (case, got)
