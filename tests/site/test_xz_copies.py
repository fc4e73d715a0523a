"""The runtime's copies for hosts without brotli twins, and the xz decoder that inflates them.

``rummylab.json`` names a copy for each large file of the runtime (``site_plugins/xz_copies.py``,
``site_plugins/pyodide.py``); ``docs/assets/xz-stream.js`` inflates the xz ones in the worker, with
``xz-decoder.wasm`` taken out of the npm package ``xzwasm``, and checks each copy's CRC-32 as
``rummylab.json`` lists it (the copies' streams hold no check of their own). Here the copies are
checked against the files they stand for, and the decoder runs on Node on the real copies and on
broken streams: a stream cut short, a corrupt one, one of another build or one that is no xz must
fail, never pass for the file.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import lzma
import random
import shutil
import subprocess
import zlib
from pathlib import Path

import pytest

from site_plugins.xz_copies import compress

ROOT = Path(__file__).resolve().parents[2]
#: xz-stream.js's error for a copy whose CRC-32 is not the one rummylab.json lists.
CRC_ERROR = "xz: corrupt copy (its CRC-32 is not the build's)"
SCRIPT = r"""
import fs from "node:fs";
import { createHash } from "node:crypto";
import { xzInflated } from "./docs/assets/xz-stream.js";
const [decoderPath, ...inputs] = process.argv.slice(1);
const decoder = WebAssembly.compile(fs.readFileSync(decoderPath));
const out = {};
for (const input of inputs) {
  const [path, chunk, check] = input.split("@");
  const data = fs.readFileSync(path);
  const source = new ReadableStream({ start(c) {
    for (let i = 0; i < data.length; i += Number(chunk)) c.enqueue(new Uint8Array(data.subarray(i, i + Number(chunk))));
    c.close();
  } });
  try {
    const bytes = new Uint8Array(await new Response(xzInflated(source, decoder, check ? Number(check) : null)).arrayBuffer());
    out[input] = { sha256: createHash("sha256").update(bytes).digest("hex"), length: bytes.length };
  } catch (err) {
    out[input] = { error: String(err.message) };
  }
}
console.log(JSON.stringify(out));
"""


def _decode(built_site: Path, *inputs: str) -> dict[str, dict[str, object]]:
    node = shutil.which("node")
    assert node, "node is needed (the site build runs it too)"
    proc = subprocess.run([node, "--input-type=module", "-e", SCRIPT, str(built_site / "pyodide" / "xz-decoder.wasm"), *inputs],
                          capture_output=True, text=True, cwd=ROOT, check=False, timeout=120)
    assert proc.returncode == 0, proc.stderr
    result: dict[str, dict[str, object]] = json.loads(proc.stdout)
    return result


@pytest.fixture(scope="module")
def manifest(built_site: Path) -> dict[str, object]:
    data: dict[str, object] = json.loads((built_site / "pyodide" / "rummylab.json").read_text(encoding="utf-8"))
    return data


def test_each_copy_is_its_file_compressed_and_its_size_is_listed(built_site, manifest):
    folder = built_site / "pyodide"
    copies = manifest["copies"]
    assert set(copies) == {"pyodide.asm.wasm", "python_stdlib.zip", manifest["wheel"], manifest["snapshot"]["file"]}
    for name, copy in copies.items():
        packed = (folder / copy).read_bytes()
        unpacked = lzma.decompress(packed) if copy.endswith(".xz") else gzip.decompress(packed)
        assert unpacked == (folder / name).read_bytes(), copy
        assert manifest["sizes"][copy] == len(packed) < 0.35 * len(unpacked), copy
        if copy.endswith(".xz"):  # no check in the stream (its flags' byte 7): the manifest's CRC-32 of the copy
            assert packed[:6] == b"\xfd7zXZ\x00" and packed[7] == lzma.CHECK_NONE, copy
            assert manifest["crc32"][copy] == zlib.crc32(packed), copy
    assert set(manifest["crc32"]) == {copy for copy in copies.values() if copy.endswith(".xz")}
    # The two largest files go as xz: a quarter smaller than gzip, or a twinless host sends 6.4 MB.
    assert copies["pyodide.asm.wasm"].endswith(".xz") and copies[manifest["snapshot"]["file"]].endswith(".xz")


def test_the_decoder_inflates_the_real_copies_in_any_chunking(built_site, manifest):
    folder = built_site / "pyodide"
    wasm, snap = folder / "pyodide.asm.wasm.xz", folder / f"{manifest['snapshot']['file']}.xz"
    checks = manifest["crc32"]
    wasm_in, snap_in = f"{wasm}@65536@{checks[wasm.name]}", f"{snap}@65536@{checks[snap.name]}"
    # (The snapshot's copy given the wasm's CRC-32: a copy of another file, or of another build.)
    other = f"{snap}@65536@{checks[wasm.name]}"
    out = _decode(built_site, wasm_in, snap_in, f"{snap}@7777@{checks[snap.name]}", other)
    for given, name in ((wasm_in, "pyodide.asm.wasm"), (snap_in, manifest["snapshot"]["file"])):
        whole = (folder / name).read_bytes()
        assert out[given] == {"sha256": hashlib.sha256(whole).hexdigest(), "length": len(whole)}, name
    assert out[f"{snap}@7777@{checks[snap.name]}"] == out[snap_in]
    assert out[other] == {"error": CRC_ERROR}, out[other]


def test_a_broken_stream_fails_and_never_passes_for_the_file(built_site, tmp_path):
    data = bytes(range(256)) * 4096  # 1 MB, several output buffers
    good = compress(data)  # as the build writes a copy: no check in the stream
    cases = {"good": good, "cut": good[:-40], "not-xz": gzip.compress(data), "empty": b"", "two-streams": good + good}
    # Corrupt bytes, each with the CRC-32 of the good copy (as the manifest lists it): a byte of the
    # stream's header, of its compressed data, of its index.
    for where in (12, len(good) // 2, len(good) - 20):
        corrupt = bytearray(good)
        corrupt[where] ^= 0x55
        cases[f"corrupt-{where}"] = bytes(corrupt)
    for name, body in cases.items():
        (tmp_path / name).write_bytes(body)
    # The manifest lists the good copy's CRC-32 for one that came damaged; the others are as listed.
    check = {name: zlib.crc32(good if name == "cut" or name.startswith("corrupt-") else body) for name, body in cases.items()}
    out = _decode(built_site, *(f"{tmp_path / name}@4096@{check[name]}" for name in cases),
                  f"{tmp_path / 'good'}@4096")  # (no check given: the stream alone)
    result = {name: out[f"{tmp_path / name}@4096@{check[name]}"] for name in cases}
    assert result["good"] == {"sha256": hashlib.sha256(data).hexdigest(), "length": len(data)}
    assert out[f"{tmp_path / 'good'}@4096"] == result["good"]
    assert result["two-streams"] == {"sha256": hashlib.sha256(data + data).hexdigest(), "length": 2 * len(data)}
    assert result["cut"] == {"error": "xz: cut short"}, result
    for name in cases:
        if name.startswith("corrupt-"):
            assert result[name]["error"] in ("xz: corrupt data", "xz: cut short", "xz: not xz data", "xz: unsupported options",
                                             CRC_ERROR), (name, result[name])
    assert result["not-xz"] == {"error": "xz: not xz data"}, result
    assert "error" in result["empty"], result


def test_a_corrupt_copy_that_the_decoder_alone_would_pass_fails_on_its_crc(built_site, tmp_path):
    """The copies' streams hold no check (the worker's CRC-32 of the copy stands for it): a byte
    changed in a stored (uncompressed) chunk inflates to other bytes without a decoder error, and
    only the CRC-32 stops it. (In a compressed chunk the range decoder's end check nearly always
    fails first.)"""
    data = random.Random(7).randbytes(200_000)  # incompressible: LZMA2 stores it in uncompressed chunks
    good = compress(data)
    corrupt = bytearray(good)
    corrupt[len(good) // 2] ^= 0x01
    assert lzma.decompress(bytes(corrupt)) != data  # (Python's decoder passes it too)
    (tmp_path / "corrupt").write_bytes(corrupt)
    out = _decode(built_site, f"{tmp_path / 'corrupt'}@4096", f"{tmp_path / 'corrupt'}@4096@{zlib.crc32(good)}")
    assert "sha256" in out[f"{tmp_path / 'corrupt'}@4096"]  # the decoder alone: other bytes, no error
    assert out[f"{tmp_path / 'corrupt'}@4096"]["sha256"] != hashlib.sha256(data).hexdigest()
    assert out[f"{tmp_path / 'corrupt'}@4096@{zlib.crc32(good)}"] == {"error": CRC_ERROR}


YIELDS = r"""
import fs from "node:fs";
import { xzInflated } from "./docs/assets/xz-stream.js";
const [decoderPath, path] = process.argv.slice(1);
const decoder = WebAssembly.compile(fs.readFileSync(decoderPath));
const data = fs.readFileSync(path);
const source = new ReadableStream({ start(c) { c.enqueue(new Uint8Array(data)); c.close(); } });
const reader = xzInflated(source, decoder).getReader();
let outputs = 0;
let seenAt = -1;
const { port1, port2 } = new MessageChannel();
port1.onmessage = () => { seenAt = outputs; port1.close(); };
await reader.read();  // started (the decoder compiled and instantiated)
outputs = 1;
port2.postMessage("a message for this thread");
for (let part = await reader.read(); !part.done; part = await reader.read()) outputs++;
console.log(JSON.stringify({ outputs, seenAt }));
"""


def test_the_decoder_lets_its_thread_read_messages_while_a_whole_copy_inflates(built_site, manifest):
    """A copy that has all arrived inflates in slices: a message to the thread (the helper's inflated
    snapshot, on the engine's worker) is read after a few of the wasm's chunks, not after all of them."""
    node = shutil.which("node")
    assert node
    copy = built_site / "pyodide" / manifest["copies"]["pyodide.asm.wasm"]
    proc = subprocess.run([node, "--input-type=module", "-e", YIELDS, str(built_site / "pyodide" / "xz-decoder.wasm"),
                           str(copy)], capture_output=True, text=True, cwd=ROOT, check=False, timeout=120)
    assert proc.returncode == 0, proc.stderr
    got = json.loads(proc.stdout)
    assert got["outputs"] > 100  # (9.6 MB in chunks of the decoder's buffer)
    assert 0 < got["seenAt"] < got["outputs"] // 4, got
