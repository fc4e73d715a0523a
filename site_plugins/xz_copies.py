"""The runtime's xz copies, for hosts that send no brotli twins (GitHub Pages, most shared hosting).

Such a host compresses the wasm on the fly with gzip (3.56 MB for Pyodide's 9.6 MB) and has no
way to send the shipped snapshot smaller than its gzip copy (2.58 MB): 6.45 MB to a first answer,
where a host with brotli twins sends 4.92 MB. Browsers inflate gzip natively but neither brotli
nor xz; a 12.5 KB wasm does xz (xz-embedded, built by the npm package ``xzwasm``), so the build
writes an xz copy of the two largest files and the worker inflates them as they arrive
(``docs/assets/xz-stream.js``): 2.64 MB and 1.79 MB, 4.8 MB to the first answer. The standard
library and the wheel keep their gzip copies: they come after the first answer there, and gzip
inflates natively.

- :func:`write_copy` writes a file's xz copy (xz's ``-6`` with a 16 MiB
  dictionary, as large as ``-9``'s and no larger, since the decoder allocates what the stream's
  header asks; ``-9e`` would save 10 KB for twice the time; the snapshot, words of 4 bytes, with
  ``lc=0, lp=2, pb=2``: 1.5 % smaller): about 4 s each, kept by content in a cache folder, so
  the wasm's is made once per Pyodide version. The wasm's is made in a thread (lzma releases
  the GIL) while the build stages the rest of the runtime.
- The copies hold no check of their own: :func:`crc32` gives each one's, which ``rummylab.json``
  lists and the worker checks on the compressed bytes as they arrive.
- :func:`write_decoder` takes the decoder's wasm out of the package (it is inlined there as a
  ``data:`` URL, which the site's CSP does not let a worker fetch) into ``xz-decoder.wasm``.

>>> import lzma
>>> data = bytes(range(256)) * 64
>>> lzma.decompress(compress(data, words=True)) == data
True
"""

from __future__ import annotations

import base64
import hashlib
import lzma
import os
import re
import shutil
import zlib
from collections.abc import Callable
from pathlib import Path

from mkdocs.exceptions import PluginError

__all__ = ["DECODER", "PACKAGE", "write_copy", "write_decoder", "compress", "crc32", "bundle", "kept"]

#: The decoder's file in the site's pyodide/ folder.
DECODER = "xz-decoder.wasm"
#: The npm package that builds it, and its bundle.
PACKAGE = "xzwasm"
BUNDLE = "dist/package/xzwasm.js"
#: What the decoder exports (xzwasm's src/native/xzwasm.c), checked here and used by xz-stream.js.
EXPORTS = (b"create_context", b"destroy_context", b"supply_input", b"get_next_output")
DICT_SIZE = 1 << 24
#: How many copies the cache keeps.
KEEP = 8


def compress(data: bytes, words: bool = False) -> bytes:
    """``data`` as an xz stream with no check of its own (see :func:`crc32`); ``words``: tuned for
    4-byte words."""
    options: dict[str, int] = {"id": lzma.FILTER_LZMA2, "preset": 6, "dict_size": DICT_SIZE}
    if words:
        options.update(lc=0, lp=2, pb=2)
    return lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_NONE, filters=[options])


def crc32(path: Path) -> int:
    """The CRC-32 of a copy as written, which ``rummylab.json`` lists (``crc32``) and the worker
    checks as the copy arrives (``xz-stream.js``): a check on the 2.6 MB that travel, in place of
    xz's own on the 9.6 MB they inflate to (xz-embedded's byte-wise CRC32 cost the wasm's
    inflation 12 %: 185 -> 162 ms on Node; a cold first answer from a gzip host 20-43 ms sooner in
    interleaved rounds)."""
    return zlib.crc32(path.read_bytes())


def write_copy(source: Path, dest: Path, words: bool = False, cache: Path | None = None) -> str:
    """Write ``source``'s xz copy to ``dest`` (``words``: its data is 4-byte words), taken from
    ``cache`` when it holds the copy of the same bytes; the copy's name."""
    data = source.read_bytes()
    key = hashlib.sha256(data + bytes([words]) + Path(__file__).read_bytes()).hexdigest()
    kept(cache, f"{key}.xz", dest, lambda: dest.write_bytes(compress(data, words=words)))
    return dest.name


def kept(cache: Path | None, name: str, dest: Path, make: Callable[[], object]) -> None:
    """``dest`` from the build's cache of compressed files (``cache/name``, ``name`` naming its
    content) when it is there; else ``make()`` writes it, and the cache keeps it (the newest
    :data:`KEEP` of its kind: a snapshot's copy changes with every edit of the engine)."""
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


def bundle(node_modules: Path) -> Path:
    """The package's bundle, or a PluginError saying how to get it."""
    path = node_modules / PACKAGE / BUNDLE
    if not path.is_file():
        raise PluginError(f"rummylab-pyodide: {path} is missing: run `npm ci` (or `make node_modules`)")
    return path


def write_decoder(node_modules: Path, dest: Path) -> None:
    """Write the decoder's wasm, taken out of the package's bundle, to ``dest``."""
    text = bundle(node_modules).read_text(encoding="utf-8")
    found = re.findall(r'"data:application/wasm;base64,([A-Za-z0-9+/=]+)"', text)
    if len(found) != 1:
        raise PluginError(f"rummylab-pyodide: {PACKAGE}'s bundle holds {len(found)} inlined wasm modules, not one")
    wasm = base64.b64decode(found[0])
    missing = [name.decode() for name in EXPORTS if name not in wasm]
    if not wasm.startswith(b"\0asm") or missing:
        raise PluginError(f"rummylab-pyodide: {PACKAGE}'s wasm is not the xz decoder expected (missing: {missing})")
    dest.write_bytes(wasm)
