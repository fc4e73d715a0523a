"""Compile the site's Python to bytecode ahead of time, so the browser does not compile it.

Pyodide's npm package ships its standard library as *source* (``python_stdlib.zip``), so every
``loadPyodide`` compiled the ~140 modules Python imports at start-up, and ``import rummylab``
compiled the engine: on this machine that was 4.6 s of the 6 s before the first answer. Both
are compiled here, once per build, to PEP 552 *unchecked-hash* ``.pyc`` files, which the import
system loads without looking at a source or a timestamp.

This module runs INSIDE Pyodide (``site_plugins/bytecode.mjs`` starts it on Node), because
bytecode belongs to one interpreter version: Pyodide's own ``compile`` makes exactly the bytecode
that Pyodide loads. It also runs under CPython (the unit tests), where it makes that CPython's
bytecode. Standard library only.

- :func:`compile_stdlib`: the modules the site imports (Pyodide's start-up and the engine's web
  entry point with all its operations, as ``bytecode.mjs`` finds them) become ``x.pyc`` with
  their source dropped: ``zipimport`` tries ``.pyc`` first. The other modules stay source, so
  the zip grows by what the browser uses, not by the bytecode of the whole library (bytecode is
  about 1.8 times the size of its source, compressed).
- :func:`compile_wheel`: the wheel's modules become ``x.pyc`` in place of ``x.py`` (its other
  files stay byte for byte, so pyodide-lock still reads it), listed in its ``RECORD``: Python
  imports such a wheel straight from the archive (``zipimport`` reads ``x.pyc``, as it does the
  standard library's zip), or installed by ``loadPackage`` (a sourceless module). This wheel is
  for the site's Pyodide only, so the build hands other tools the plain wheel (``build/wheel/``).

Both are compiled with :data:`OPTIMIZE` (as ``python -OO``: no docstrings, no ``assert``; the
engine's docstrings are tested from its sources, and its errors are raised, never asserted), with
line tables that keep each instruction's line but not its columns (:func:`without_columns`), and
their entries are *stored*, not deflated: a host's brotli or gzip over the whole archive (the
``.br`` and ``.gz`` twins that ``bytecode.mjs`` writes beside it) shrinks it far more than
deflate one entry at a time, and ``zipimport`` reads a stored entry without inflating it.
"""

from __future__ import annotations

import base64
import fnmatch
import hashlib
import importlib.util
import marshal
import sys
import types
import zipfile
from pathlib import PurePosixPath
from typing import Collection

__all__ = ["pyc_bytes", "without_columns", "compile_stdlib", "compile_wheel", "FLAG_UNCHECKED_HASH", "OPTIMIZE"]

#: PEP 552 flags word: bit 0 "hash-based", bit 1 "check the source" left clear.
FLAG_UNCHECKED_HASH = 0b01
#: The optimization level of the site's bytecode (``compile(optimize=2)``, ``python -OO``).
OPTIMIZE = 2


# Line table entries (CPython's Objects/locations.md, the format of 3.11 and later): a first byte
# 1cccclll (code c, l + 1 code units); code 13 is "a line, no columns" (a signed varint line
# delta follows), code 15 is "no location".
_LINE_ONLY, _NO_LOCATION, _MAX_UNITS = 13, 15, 8


def _signed_varint(value: int) -> bytes:
    value = (-value) << 1 | 1 if value < 0 else value << 1
    out = bytearray()
    while value >= 64:
        out.append(0x40 | value & 63)
        value >>= 6
    out.append(value)
    return bytes(out)


def without_columns(code: types.CodeType) -> types.CodeType:
    """``code`` (and the code objects in its constants) with a line table of lines only.

    Every instruction keeps its line (tracebacks, ``co_lines``); the columns, which only show
    where a traceback's source line is underlined, are left out. The site's bytecode has no
    source beside it to underline, and the columns are nearly a third of its compressed size.
    Raises ``RuntimeError`` if the new table does not give every instruction its line back.

    >>> code = compile("x = (1 +\\n     2)\\ny = x * 3\\n", "demo.py", "exec")
    >>> lean = without_columns(code)
    >>> list(lean.co_lines()) == list(code.co_lines()), len(lean.co_linetable) < len(code.co_linetable)
    (True, True)
    >>> {position[2:] for position in lean.co_positions()}
    {(None, None)}
    """
    consts = tuple(without_columns(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    table = bytearray()
    line_now = code.co_firstlineno
    for start, end, line in code.co_lines():
        units = (end - start) // 2
        while units > 0:
            run = min(units, _MAX_UNITS)
            units -= run
            if line is None:
                table.append(0x80 | _NO_LOCATION << 3 | run - 1)
            else:
                table.append(0x80 | _LINE_ONLY << 3 | run - 1)
                table += _signed_varint(line - line_now)
                line_now = line
    lean = code.replace(co_consts=consts, co_linetable=bytes(table))
    if list(lean.co_lines()) != list(code.co_lines()):
        raise RuntimeError(f"{code.co_filename}: {code.co_qualname}'s lines changed without its columns")
    return lean


def pyc_bytes(source: bytes, filename: str, *, optimize: int = OPTIMIZE) -> bytes:
    """The unchecked-hash ``.pyc`` of ``source`` as this interpreter writes it (PEP 552).

    ``filename`` becomes the code's ``co_filename`` (what tracebacks show); ``optimize`` is
    :func:`compile`'s (2: docstrings and ``assert`` statements left out). Its line table keeps
    lines, not columns (:func:`without_columns`).

    >>> data = pyc_bytes(b"x = 6 * 7\\n", "/lib/demo.py")
    >>> data[:4] == importlib.util.MAGIC_NUMBER, int.from_bytes(data[4:8], "little")
    (True, 1)
    >>> namespace = {}
    >>> exec(marshal.loads(data[16:]), namespace); namespace["x"]
    42
    """
    code = without_columns(compile(source, filename, "exec", dont_inherit=True, optimize=optimize))
    return (importlib.util.MAGIC_NUMBER + FLAG_UNCHECKED_HASH.to_bytes(4, "little")
            + importlib.util.source_hash(source) + marshal.dumps(code))


def _copy_info(info: zipfile.ZipInfo, name: str | None = None) -> zipfile.ZipInfo:
    out = zipfile.ZipInfo(info.filename if name is None else name, info.date_time)
    out.compress_type = zipfile.ZIP_STORED
    out.external_attr = info.external_attr or (0o644 << 16)
    return out


def _write(zout: zipfile.ZipFile, info: zipfile.ZipInfo, data: bytes, name: str | None = None) -> None:
    zout.writestr(_copy_info(info, name), data, compress_type=zipfile.ZIP_STORED)


def compile_stdlib(src: str, dest: str, *, root: str, modules: Collection[str] | None = None,
                   trim: bool = False) -> dict[str, object]:
    """Write ``dest``: the zip ``src`` with modules compiled and their source dropped.

    ``modules`` names the entries to compile (``"json/decoder.py"``); None compiles them all.
    ``root`` is where the zip sits on ``sys.path`` (``/lib/python314.zip`` in Pyodide); the code
    objects carry ``<root>/<name>.py`` as their file name, as a source import would. A module
    this interpreter cannot compile keeps its source (and is reported). With ``trim`` (and
    ``modules``) every other entry is left out: the zip holds the named modules and the folders
    above them, nothing else. Returns counts.

    >>> import io, os, tempfile
    >>> d = tempfile.mkdtemp(); src = os.path.join(d, "in.zip"); out = os.path.join(d, "out.zip")
    >>> with zipfile.ZipFile(src, "w") as z:
    ...     for name in ("json/", "json/__init__.py", "json/tool.py", "csv.py"):
    ...         z.writestr(name, "" if name.endswith("/") else "x = 1\\n")
    >>> compile_stdlib(src, out, root="/lib/x.zip", modules={"json/__init__.py"}, trim=True)["dropped"]
    2
    >>> zipfile.ZipFile(out).namelist()
    ['json/', 'json/__init__.pyc']
    """
    if trim and modules is None:
        raise ValueError("trim needs the modules to keep")
    folders = {str(parent) + "/" for name in (modules or ()) for parent in PurePosixPath(name).parents
               if str(parent) != "."}
    compiled, kept, source, dropped = 0, [], 0, 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dest, "w", zipfile.ZIP_STORED) as zout:
        for info in zin.infolist():
            if trim and info.filename not in (modules or ()) and info.filename not in folders:
                dropped += 1
                continue
            data = zin.read(info)
            if info.filename.endswith(".py") and (modules is None or info.filename in modules):
                try:
                    pyc = pyc_bytes(data, f"{root}/{info.filename}")
                except SyntaxError:
                    kept.append(info.filename)
                else:
                    _write(zout, info, pyc, info.filename + "c")
                    compiled += 1
                    continue
            source += info.filename.endswith(".py")
            _write(zout, info, data)
    return {"compiled": compiled, "left_as_source": source, "kept_as_source": kept, "dropped": dropped}


def _record_hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def compile_wheel(src: str, dest: str, *, site_packages: str, exclude: Collection[str] = ()) -> dict[str, object]:
    """Write ``dest``: the wheel ``src`` with an unchecked-hash ``x.pyc`` in place of each ``x.py``.

    Files matching a pattern of ``exclude`` (``"rummylab/cli/*"``, matched with
    :func:`fnmatch.fnmatchcase`, ``*`` crossing folders) are left out, and out of the ``RECORD``.

    ``site_packages`` is where the wheel is installed (``/lib/python3.14/site-packages`` in
    Pyodide), for the code objects' file names: ``<site_packages>/rummylab/x.py``, the names a
    source install gives. The ``RECORD`` lists the new files with their hashes. A module that
    does not compile raises ``SyntaxError`` (the engine's own tests would have failed first).
    Returns counts and the modules' dotted names (``modules``), shallowest first.

    >>> import os, tempfile
    >>> d = tempfile.mkdtemp(); src = os.path.join(d, "in.whl"); out = os.path.join(d, "out.whl")
    >>> with zipfile.ZipFile(src, "w") as z:
    ...     z.writestr("demo/__init__.py", "x = 1\\n")
    ...     z.writestr("demo/cli.py", "")
    ...     z.writestr("demo-1.dist-info/RECORD", "demo/__init__.py,sha256=x,6\\ndemo/cli.py,sha256=y,0\\n")
    >>> compile_wheel(src, out, site_packages="/sp", exclude=["demo/cli.py"])["modules"]
    ['demo']
    >>> sorted(zipfile.ZipFile(out).namelist())
    ['demo-1.dist-info/RECORD', 'demo/__init__.pyc']
    """
    tag = sys.implementation.cache_tag
    if tag is None:
        raise RuntimeError("this Python has no bytecode cache tag")
    with zipfile.ZipFile(src) as zin:
        infos = zin.infolist()
        records = [i for i in infos if PurePosixPath(i.filename).match("*.dist-info/RECORD")]
        if len(records) != 1:
            raise ValueError(f"{src} is not a wheel: {len(records)} RECORD files")
        entries: list[tuple[zipfile.ZipInfo, str | None, bytes]] = []  # (source entry, new name, data)
        added: list[str] = []  # RECORD lines of the new files
        excluded: set[str] = set()
        replaced: set[str] = set()  # sources whose bytecode takes their place
        modules: list[str] = []
        for info in infos:
            if any(fnmatch.fnmatchcase(info.filename, p) for p in exclude):
                excluded.add(info.filename)
                continue
            data = zin.read(info)
            if info is records[0]:
                continue
            path = PurePosixPath(info.filename)
            if path.suffix == ".py" and not path.parts[0].endswith((".dist-info", ".data")):
                pyc = pyc_bytes(data, f"{site_packages}/{path}")
                entries.append((info, info.filename + "c", pyc))
                added.append(f"{info.filename}c,{_record_hash(pyc)},{len(pyc)}")
                replaced.add(info.filename)
                parts = path.with_suffix("").parts
                modules.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
            else:
                entries.append((info, None, data))
        record = zin.read(records[0]).decode("utf-8")
    # RECORD lists every file but itself with a hash; its own line (no hash) stays last.
    name = records[0].filename
    gone = excluded | replaced
    lines = [line for line in record.splitlines()
             if line and line.split(",", 1)[0] != name and line.split(",", 1)[0] not in gone]
    new_record = "\n".join([*lines, *added, f"{name},,"]) + "\n"
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_STORED) as zout:
        for info, name_in_wheel, data in entries:
            _write(zout, info, data, name_in_wheel)
        _write(zout, records[0], new_record.encode("utf-8"))
    return {"compiled": len(added), "cache_tag": tag, "left_out": sorted(excluded),
            "modules": sorted(modules, key=lambda m: (m.count("."), m))}
