"""The runtime's copies for hosts without brotli twins, and the brotli decoder that inflates them.

``rummylab.json`` names a copy for each large file of the runtime (``site_plugins/br_copies.py``,
``site_plugins/pyodide.py``): the archives' gzip, and two brotli copies that are not their files
byte for byte: the wasm without its data segments and the shipped snapshot not XORed with them
(the snapshot brings them). ``docs/assets/br-stream.js`` inflates those in the worker with
``brotli-decoder.wasm`` (the npm package ``brotli-dec-wasm``), and checks each copy's CRC-32 as
``rummylab.json`` lists it (brotli streams hold no check of their own). Here the copies are checked
against the files they stand for, and the decoder runs on Node on the real copies and on broken
streams: a stream cut short, a corrupt one, one of another build or one that is no brotli must
fail, never pass for the file. (That the pair restores to the same answers is the build's own
check: ``snapshot.mjs``; that a page answers from them, the browser tier's.)
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
import shutil
import subprocess
import zlib
from pathlib import Path

import pytest

from site_plugins.br_copies import data_less

ROOT = Path(__file__).resolve().parents[2]
#: br-stream.js's error for a copy whose CRC-32 is not the one rummylab.json lists.
CRC_ERROR = "brotli: corrupt copy (its CRC-32 is not the build's)"
DECODE = r"""
import fs from "node:fs";
import { createHash } from "node:crypto";
import { brInflated } from "./docs/assets/br-stream.js";
const [folder, ...inputs] = process.argv.slice(1);
const glue = await import(`${folder}/brotli-decoder.js`);
glue.initSync({ module: new WebAssembly.Module(fs.readFileSync(`${folder}/brotli-decoder.wasm`)) });
const decoder = Promise.resolve(glue.BrotliDecStream);
const out = {};
for (const input of inputs) {
  const [path, chunk, check] = input.split("@");
  const data = fs.readFileSync(path);
  const source = new ReadableStream({ start(c) {
    for (let i = 0; i < data.length; i += Number(chunk)) c.enqueue(new Uint8Array(data.subarray(i, i + Number(chunk))));
    c.close();
  } });
  try {
    const bytes = new Uint8Array(await new Response(brInflated(source, decoder, check ? Number(check) : null)).arrayBuffer());
    out[input] = { sha256: createHash("sha256").update(bytes).digest("hex"), length: bytes.length };
  } catch (err) {
    out[input] = { error: String(err.message) };
  }
}
console.log(JSON.stringify(out));
"""
#: The raw snapshot copy restores, from a memory of zeros, the snapshot that the XORed file
#: restores from the wasm's data segments (shipped-snapshot.js, as the worker fills them).
SAME_SNAPSHOT = r"""
import fs from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { parseShipped, fillSnapshot } from "./docs/assets/shipped-snapshot.js";
import { dataSegments } from "./site_plugins/snapshot.mjs";
const [twin, copy, wasm] = process.argv.slice(1);
const xored = parseShipped(new Uint8Array(fs.readFileSync(twin)));
const raw = parseShipped(new Uint8Array(brotliDecompressSync(fs.readFileSync(copy))));
const memory = new Uint8Array(xored.dataEnd);
for (const { offset, bytes } of dataSegments(new Uint8Array(fs.readFileSync(wasm)))) memory.set(bytes, offset);
const a = new Uint8Array(xored.length), b = new Uint8Array(raw.length);
fillSnapshot(a, xored, memory);
fillSnapshot(b, raw, new Uint8Array(0));
console.log(JSON.stringify({ label: raw.label === xored.label, dataEnd: raw.dataEnd, same: a.length === b.length && a.every((x, i) => x === b[i]),
  layout: [raw.length, raw.headerLength] .join() === [xored.length, xored.headerLength].join() }));
"""


def _node(script: str, *args: str) -> dict[str, object]:
    node = shutil.which("node")
    assert node, "node is needed (the site build runs it too)"
    proc = subprocess.run([node, "--input-type=module", "-e", script, *args],
                          capture_output=True, text=True, cwd=ROOT, check=False, timeout=120)
    assert proc.returncode == 0, proc.stderr
    result: dict[str, object] = json.loads(proc.stdout)
    return result


def _brotli(data: bytes, inflate: bool = False) -> bytes:
    """``data`` compressed (or inflated) by Node's zlib, as the build writes the copies."""
    node = shutil.which("node")
    assert node
    way = "brotliDecompressSync" if inflate else "brotliCompressSync"
    return subprocess.run([node, "-e", f"process.stdout.write(require('node:zlib').{way}(require('node:fs').readFileSync(0)))"],
                          input=data, capture_output=True, check=True, timeout=120).stdout


def _decode(built_site: Path, *inputs: str) -> dict[str, dict[str, object]]:
    return _node(DECODE, str(built_site / "pyodide"), *inputs)  # type: ignore[return-value]


@pytest.fixture(scope="module")
def manifest(built_site: Path) -> dict[str, object]:
    data: dict[str, object] = json.loads((built_site / "pyodide" / "rummylab.json").read_text(encoding="utf-8"))
    return data


def test_each_copy_stands_for_its_file_and_its_size_and_check_are_listed(built_site, manifest):
    folder = built_site / "pyodide"
    copies = manifest["copies"]
    snapshot = manifest["snapshot"]["file"]
    assert set(copies) == {"pyodide.asm.wasm", "python_stdlib.zip", manifest["wheel"], snapshot}
    for name, copy in copies.items():
        packed = (folder / copy).read_bytes()
        assert manifest["sizes"][copy] == len(packed), copy
        if copy.endswith(".gz"):
            assert gzip.decompress(packed) == (folder / name).read_bytes(), copy
        else:
            assert manifest["crc32"][copy] == zlib.crc32(packed), copy
    assert set(manifest["crc32"]) == {copy for copy in copies.values() if copy.endswith(".br")}
    # The wasm's: the wasm with each active data segment emptied, and rummylab.json says so.
    wasm = (folder / "pyodide.asm.wasm").read_bytes()
    assert manifest["data_less"] == copies["pyodide.asm.wasm"]
    assert _brotli((folder / copies["pyodide.asm.wasm"]).read_bytes(), inflate=True) == data_less(wasm)
    # The snapshot's: the same snapshot as its twin's, not XORed (dataEnd 0).
    same = _node(SAME_SNAPSHOT, str(folder / snapshot), str(folder / copies[snapshot]), str(folder / "pyodide.asm.wasm"))
    assert same == {"label": True, "dataEnd": 0, "same": True, "layout": True}, same
    # Together no more than the twins of the two files (a twinless host's first answer within 5 MB).
    twins = (folder / "pyodide.asm.wasm.br").stat().st_size + (folder / f"{snapshot}.br").stat().st_size
    assert manifest["sizes"][copies["pyodide.asm.wasm"]] + manifest["sizes"][copies[snapshot]] <= twins


def test_the_wasm_without_data_segments_keeps_every_other_byte_and_each_segment_s_place():
    # A module: a memory section, two active segments (one with a memory index), one passive.
    head = bytes.fromhex("0061736d01000000") + bytes([5, 3, 1, 0, 1])
    segments = (bytes([0, 0x41, 0x80, 0x08, 0x0B, 3]) + b"abc" + bytes([2, 0, 0x41, 0x10, 0x0B, 2]) + b"de"
                + bytes([1, 2]) + b"fg")
    wasm = head + bytes([11, len(segments) + 1, 3]) + segments + bytes([0, 4, 3]) + b"xyz"  # (a custom section after)
    emptied = (bytes([0, 0x41, 0x80, 0x08, 0x0B, 0]) + bytes([2, 0, 0x41, 0x10, 0x0B, 0]) + bytes([1, 2]) + b"fg")
    assert data_less(wasm) == head + bytes([11, len(emptied) + 1, 3]) + emptied + bytes([0, 4, 3]) + b"xyz"


def test_the_decoder_inflates_the_real_copies_in_any_chunking(built_site, manifest):
    folder = built_site / "pyodide"
    copies, checks = manifest["copies"], manifest["crc32"]
    wasm, snap = folder / copies["pyodide.asm.wasm"], folder / copies[manifest["snapshot"]["file"]]
    wasm_in, snap_in = f"{wasm}@65536@{checks[wasm.name]}", f"{snap}@65536@{checks[snap.name]}"
    # (The snapshot's copy given the wasm's CRC-32: a copy of another file, or of another build.)
    other = f"{snap}@65536@{checks[wasm.name]}"
    out = _decode(built_site, wasm_in, snap_in, f"{snap}@7777@{checks[snap.name]}", other)
    for given, path in ((wasm_in, wasm), (snap_in, snap)):
        whole = _brotli(path.read_bytes(), inflate=True)
        assert out[given] == {"sha256": hashlib.sha256(whole).hexdigest(), "length": len(whole)}, path.name
    assert out[f"{snap}@7777@{checks[snap.name]}"] == out[snap_in]
    assert out[other] == {"error": CRC_ERROR}, out[other]


def test_a_broken_stream_fails_and_never_passes_for_the_file(built_site, tmp_path):
    data = bytes(range(256)) * 4096 + random.Random(3).randbytes(3 << 20)  # 4 MB, several output chunks
    good = _brotli(data)
    cases = {"good": good, "cut": good[:-40], "not-brotli": gzip.compress(data), "empty": b"", "two-streams": good + good}
    # Corrupt bytes, each with the CRC-32 of the good copy (as the manifest lists it).
    for where in (1, 300, len(good) // 2, len(good) - 20):
        corrupt = bytearray(good)
        corrupt[where] ^= 0x55
        cases[f"corrupt-{where}"] = bytes(corrupt)
    for name, body in cases.items():
        (tmp_path / name).write_bytes(body)
    # The manifest lists the good copy's CRC-32 for one that came damaged; the others are as listed.
    check = {name: zlib.crc32(good if name == "cut" or name.startswith("corrupt-") else body) for name, body in cases.items()}
    out = _decode(built_site, *(f"{tmp_path / name}@65536@{check[name]}" for name in cases),
                  f"{tmp_path / 'good'}@65536")  # (no check given: the stream alone)
    result = {name: out[f"{tmp_path / name}@65536@{check[name]}"] for name in cases}
    assert result["good"] == {"sha256": hashlib.sha256(data).hexdigest(), "length": len(data)}
    assert out[f"{tmp_path / 'good'}@65536"] == result["good"]
    assert result["cut"] == {"error": "brotli: cut short"}, result
    assert result["two-streams"] == {"error": "brotli: bytes after the stream's end"}, result
    for name in cases:
        if name.startswith("corrupt-") or name in ("not-brotli", "empty"):
            error = str(result[name].get("error", ""))
            assert error.startswith("brotli: corrupt data") or error in ("brotli: cut short", CRC_ERROR), (name, result[name])


def test_a_corrupt_copy_that_the_decoder_alone_would_pass_fails_on_its_crc(built_site, tmp_path):
    """The copies' streams hold no check (the worker's CRC-32 of the copy stands for it): a byte
    changed in a stored (uncompressed) meta-block inflates to other bytes without a decoder
    error, and only the CRC-32 stops it."""
    data = random.Random(7).randbytes(200_000)  # incompressible: brotli stores it uncompressed
    good = _brotli(data)
    corrupt = bytearray(good)
    corrupt[len(good) // 2] ^= 0x01
    (tmp_path / "corrupt").write_bytes(corrupt)
    out = _decode(built_site, f"{tmp_path / 'corrupt'}@4096", f"{tmp_path / 'corrupt'}@4096@{zlib.crc32(good)}")
    assert "sha256" in out[f"{tmp_path / 'corrupt'}@4096"]  # the decoder alone: other bytes, no error
    assert out[f"{tmp_path / 'corrupt'}@4096"]["sha256"] != hashlib.sha256(data).hexdigest()
    assert out[f"{tmp_path / 'corrupt'}@4096@{zlib.crc32(good)}"] == {"error": CRC_ERROR}
