"""The runtime's xz copies, for hosts that send no brotli twins (GitHub Pages, most shared hosting).

Such a host compresses the wasm on the fly with gzip (3.56 MB for Pyodide's 9.6 MB) and has no
way to send the shipped snapshot smaller than its gzip copy (2.58 MB): 6.45 MB to a first answer,
where a host with brotli twins sends 4.92 MB. Browsers inflate gzip natively but neither brotli
nor xz; a 12.5 KB wasm does xz (xz-embedded, built by the npm package ``xzwasm``), so the build
writes an xz copy of the two largest files and the worker inflates them as they arrive
(``docs/assets/xz-stream.js``): 2.64 MB and 1.79 MB, 4.8 MB to the first answer. The standard
library and the wheel keep their gzip copies: they come after the first answer there, and gzip
inflates natively.

- :func:`write_copies` writes ``<file>.xz`` beside each file (xz's ``-6`` with a 16 MiB
  dictionary, as large as ``-9``'s and no larger, since the decoder allocates what the stream's
  header asks; ``-9e`` would save 10 KB for twice the time; the snapshot, words of 4 bytes, with
  ``lc=0, lp=2, pb=2``: 1.5 % smaller), in two threads (lzma releases the GIL): about 4 s, and
  kept by content in a cache folder, so the wasm's is made once per Pyodide version.
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
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from mkdocs.exceptions import PluginError

__all__ = ["DECODER", "PACKAGE", "write_copies", "write_decoder", "compress", "bundle"]

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
    """``data`` as an xz stream (CRC32: xz-embedded checks it); ``words``: tuned for 4-byte words."""
    options: dict[str, int] = {"id": lzma.FILTER_LZMA2, "preset": 6, "dict_size": DICT_SIZE}
    if words:
        options.update(lc=0, lp=2, pb=2)
    return lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC32, filters=[options])


def write_copies(folder: Path, names: dict[str, bool], cache: Path | None = None) -> dict[str, str]:
    """Write ``folder/<name>.xz`` for each name (value: its data is 4-byte words), taken from
    ``cache`` when it holds the copy of the same bytes; {name: copy's name}."""
    def one(name: str) -> None:
        data = (folder / name).read_bytes()
        key = hashlib.sha256(data + bytes([names[name]]) + Path(__file__).read_bytes()).hexdigest()
        kept = cache / f"{key}.xz" if cache is not None else None
        if kept is not None and kept.is_file():
            shutil.copyfile(kept, folder / f"{name}.xz")
            os.utime(kept)  # (kept among the newest)
            return
        packed = compress(data, words=names[name])
        (folder / f"{name}.xz").write_bytes(packed)
        if kept is not None:
            kept.parent.mkdir(parents=True, exist_ok=True)
            part = kept.with_suffix(f".{os.getpid()}.part")
            part.write_bytes(packed)
            os.replace(part, kept)

    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(one, names))
    if cache is not None:  # the newest few (a snapshot's changes with every edit of the engine)
        for old in sorted(cache.glob("*.xz"), key=lambda p: p.stat().st_mtime, reverse=True)[KEEP:]:
            old.unlink(missing_ok=True)
    return {name: f"{name}.xz" for name in names}


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
