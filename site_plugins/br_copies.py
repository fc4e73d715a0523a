"""The runtime's brotli copies, for hosts that send no brotli twins (GitHub Pages, most shared hosting).

Such a host compresses the wasm on the fly with gzip (3.56 MB for Pyodide's 9.6 MB) and has no
way to send the shipped snapshot smaller than its gzip copy (2.55 MB): 6.4 MB to a first answer,
where a host with brotli twins sends 4.9 MB. Browsers inflate gzip natively, not brotli, so the
worker inflates two brotli copies itself, with brotli-decompressor (Rust) compiled to a wasm by the
npm package ``brotli-dec-wasm`` (``docs/assets/br-stream.js``), and those two copies differ from
the files they stand for, so that they cost no more than the twins:

- the wasm **without its data segments** (:func:`data_less`: each active segment emptied, 6.4 MB,
  1.60 MB as brotli): what they hold, the shipped snapshot holds too, and the worker lays it into
  the memory before the instance runs (its constructors, Pyodide's ``preRun``, read it);
- the shipped snapshot **not XORed** with those segments (``rummylab-shipped.bin.raw.br``, written
  by ``snapshot.mjs``, 2.83 MB), since that wasm brings none.

Together 4.43 MB, as the wasm's and the snapshot's twins XORed would be as xz (2.64 + 1.79 MB, the
copies before these): brotli inflates them in a fifth of xz's time (about 100 ms of a core in all,
against 450 ms for xz-embedded's; the first answer 0.87x a bare start in interleaved rounds,
against 0.97x). A start without a snapshot (none usable: rare) compiles the whole wasm instead.
The standard library and the wheel keep their gzip copies: they come after the first answer there,
and gzip inflates natively.

- The copies hold no check of their own: :func:`crc32` gives each one's, which ``rummylab.json``
  lists and the worker checks on the compressed bytes as they arrive.
- :func:`write_decoder` takes the decoder (its wasm, and the JavaScript that drives it) out of the
  package into ``brotli-decoder.wasm`` and ``brotli-decoder.js``.

>>> wasm = bytes.fromhex("0061736d01000000") + bytes([11, 9, 1, 0, 0x41, 0x10, 0x0b, 3]) + b"abc"
>>> data_less(wasm) == bytes.fromhex("0061736d01000000") + bytes([11, 6, 1, 0, 0x41, 0x10, 0x0b, 0])
True
"""

from __future__ import annotations

import os
import shutil
import zlib
from collections.abc import Callable
from pathlib import Path

from mkdocs.exceptions import PluginError

__all__ = ["DECODER", "DECODER_JS", "PACKAGE", "WASM_COPY", "data_less", "write_decoder", "crc32", "package_files", "kept"]

#: The decoder's files in the site's pyodide/ folder.
DECODER = "brotli-decoder.wasm"
DECODER_JS = "brotli-decoder.js"
#: The wasm's copy (without its data segments, as brotli).
WASM_COPY = "pyodide.asm.wasm.nodata.br"
#: The npm package that builds the decoder, and its two files.
PACKAGE = "brotli-dec-wasm"
FILES = ("pkg/brotli_dec_wasm_bg.wasm", "pkg/brotli_dec_wasm.js")
#: What the decoder's JavaScript exports, checked here and used by br-stream.js.
EXPORTS = ("BrotliDecStream", "initSync")
#: How many copies the cache keeps.
KEEP = 8


def _leb(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _read_leb(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, at


def data_less(wasm: bytes) -> bytes:
    """``wasm`` with each active data segment emptied (its offset kept; passive ones kept whole):
    a module that compiles and instantiates as the whole one does, with a memory of zeros."""
    if not wasm.startswith(b"\0asm"):
        raise PluginError("rummylab-pyodide: Pyodide's wasm does not start as a wasm module")
    out = bytearray(wasm[:8])
    at = 8
    while at < len(wasm):
        section = wasm[at]
        size, body = _read_leb(wasm, at + 1)
        end = body + size
        if section == 11:
            count, p = _read_leb(wasm, body)
            new = bytearray(_leb(count))
            for _ in range(count):
                mode, q = _read_leb(wasm, p)
                if mode == 1:  # passive: its bytes are copied by the code (memory.init), kept
                    length, r = _read_leb(wasm, q)
                    new += wasm[p:r + length]
                    p = r + length
                    continue
                if mode == 2:
                    _, q = _read_leb(wasm, q)
                if wasm[q] != 0x41:
                    raise PluginError("rummylab-pyodide: a data segment of Pyodide's wasm has an offset that is not an i32.const")
                q += 1
                while wasm[q] & 0x80:
                    q += 1
                q += 1
                if wasm[q] != 0x0B:
                    raise PluginError("rummylab-pyodide: a data segment's offset in Pyodide's wasm does not end")
                length, r = _read_leb(wasm, q + 1)
                new += wasm[p:q + 1] + _leb(0)
                p = r + length
            out += bytes([11]) + _leb(len(new)) + new
        else:
            out += wasm[at:end]
        at = end
    return bytes(out)


def crc32(path: Path) -> int:
    """The CRC-32 of a copy as written, which ``rummylab.json`` lists (``crc32``) and the worker
    checks as the copy arrives (``br-stream.js``): brotli's streams carry no check of their own."""
    return zlib.crc32(path.read_bytes())


def kept(cache: Path | None, name: str, dest: Path, make: Callable[[], object]) -> None:
    """``dest`` from the build's cache of compressed files (``cache/name``, ``name`` naming its
    content) when it is there; else ``make()`` writes it, and the cache keeps it (the newest
    :data:`KEEP` of its kind)."""
    if cache is None:
        make()
        return
    stored = cache / name
    if stored.is_file():
        shutil.copyfile(stored, dest)
        os.utime(stored)  # (kept among the newest)
        return
    make()
    cache.mkdir(parents=True, exist_ok=True)
    part = stored.with_name(f"{name}.{os.getpid()}.part")
    shutil.copyfile(dest, part)
    os.replace(part, stored)
    for old in sorted(cache.glob(f"*{stored.suffix}"), key=lambda p: p.stat().st_mtime, reverse=True)[KEEP:]:
        old.unlink(missing_ok=True)


def package_files(node_modules: Path) -> list[Path]:
    """The package's wasm and JavaScript, or a PluginError saying how to get them."""
    paths = [node_modules / PACKAGE / name for name in FILES]
    for path in paths:
        if not path.is_file():
            raise PluginError(f"rummylab-pyodide: {path} is missing: run `npm ci` (or `make node_modules`)")
    return paths


def write_decoder(node_modules: Path, dest_dir: Path) -> None:
    """Write the decoder's wasm and JavaScript, from the package, into ``dest_dir``."""
    wasm, script = package_files(node_modules)
    text = script.read_text(encoding="utf-8")
    missing = [name for name in EXPORTS if name not in text]
    if not wasm.read_bytes().startswith(b"\0asm") or missing:
        raise PluginError(f"rummylab-pyodide: {PACKAGE} is not the brotli decoder expected (missing: {missing})")
    shutil.copyfile(wasm, dest_dir / DECODER)
    (dest_dir / DECODER_JS).write_text(f"// {PACKAGE} (MIT or Apache-2.0): brotli-decompressor compiled to wasm.\n{text}",
                                       encoding="utf-8")
