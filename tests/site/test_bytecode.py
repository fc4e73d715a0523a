"""site_plugins/bytecode.py under CPython: the same code compiles the site's Python inside Pyodide.

Here the bytecode is this CPython's, so the tests can import from what it wrote.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import marshal
import subprocess
import sys
import traceback
import types
import zipfile
from pathlib import Path

import pytest

from site_plugins.bytecode import FLAG_UNCHECKED_HASH, compile_stdlib, compile_wheel, pyc_bytes


def _zip(path: Path, files: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in files.items():
            out.writestr(name, data)
    return path


def test_pyc_is_unchecked_hash_and_runs() -> None:
    data = pyc_bytes(b"def f():\n    return 41 + 1\n", "/x/mod.py")
    assert data[:4] == importlib.util.MAGIC_NUMBER
    assert int.from_bytes(data[4:8], "little") == FLAG_UNCHECKED_HASH
    assert data[8:16] == importlib.util.source_hash(b"def f():\n    return 41 + 1\n")
    namespace: dict[str, object] = {}
    exec(marshal.loads(data[16:]), namespace)
    assert namespace["f"]() == 42  # type: ignore[operator]
    assert namespace["f"].__code__.co_filename == "/x/mod.py"  # type: ignore[attr-defined]


def test_stdlib_zip_imports_from_bytecode_without_its_source(tmp_path: Path) -> None:
    src = _zip(tmp_path / "src.zip", {
        "rl_demo/__init__.py": b"from .part import ANSWER\n",
        "rl_demo/part.py": b"ANSWER = 6 * 7\n",
        "rl_demo/data.txt": b"kept as it is\n",
        "rl_broken.py": b"def (:\n",
    })
    dest = tmp_path / "out.zip"
    report = compile_stdlib(str(src), str(dest), root=str(dest))
    assert report == {"compiled": 2, "left_as_source": 1, "kept_as_source": ["rl_broken.py"], "dropped": 0}
    with zipfile.ZipFile(dest) as out:
        assert sorted(out.namelist()) == ["rl_broken.py", "rl_demo/__init__.pyc", "rl_demo/data.txt", "rl_demo/part.pyc"]
        assert out.read("rl_demo/data.txt") == b"kept as it is\n"
    script = (f"import sys; sys.path.insert(0, {str(dest)!r}); import rl_demo, rl_demo.part\n"
              "print(rl_demo.ANSWER, rl_demo.__file__.endswith('__init__.pyc'), rl_demo.part.__file__.endswith('.pyc'))")
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert proc.stdout.split() == ["42", "True", "True"]


def _wheel(tmp_path: Path, modules: dict[str, bytes]) -> Path:
    files = {**modules, "demo-1.0.dist-info/METADATA": b"Metadata-Version: 2.1\nName: demo\nVersion: 1.0\n",
             "demo-1.0.dist-info/WHEEL": b"Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n"}
    record = "".join(f"{n},sha256=x,{len(d)}\n" for n, d in files.items()) + "demo-1.0.dist-info/RECORD,,\n"
    return _zip(tmp_path / "demo-1.0-py3-none-any.whl", {**files, "demo-1.0.dist-info/RECORD": record.encode()})


def test_wheel_holds_bytecode_in_place_of_every_module_and_a_true_record(tmp_path: Path) -> None:
    src = _wheel(tmp_path, {"demo/__init__.py": b"from .core import twice\n", "demo/core.py": b"def twice(x):\n    return 2 * x\n"})
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    dest = out_dir / src.name
    assert compile_wheel(str(src), str(dest), site_packages=str(tmp_path / "site")) == {
        "compiled": 2, "cache_tag": sys.implementation.cache_tag, "left_out": [], "modules": ["demo", "demo.core"]}
    with zipfile.ZipFile(dest) as wheel, zipfile.ZipFile(src) as before:
        names = wheel.namelist()
        assert sorted(names) == sorted(n + "c" if n.endswith(".py") else n for n in before.namelist())
        assert {n: wheel.read(n) for n in names if "dist-info" in n and not n.endswith("RECORD")} == \
            {n: before.read(n) for n in before.namelist() if "dist-info" in n and not n.endswith("RECORD")}
        assert {i.compress_type for i in wheel.infolist()} == {zipfile.ZIP_STORED}
        rows = [line.split(",") for line in wheel.read("demo-1.0.dist-info/RECORD").decode().splitlines()]
        wheel.extractall(tmp_path / "site")
    assert rows[-1] == ["demo-1.0.dist-info/RECORD", "", ""]
    by_name = {row[0]: row[1:] for row in rows}
    assert set(by_name) == set(names)
    for name in ("demo/core.pyc", "demo/__init__.pyc"):
        data = (tmp_path / "site" / name).read_bytes()
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        assert by_name[name] == [f"sha256={digest}", str(len(data))]
    # Imported straight from the archive (as the site's worker does) and unpacked (as loadPackage
    # does): both from the bytecode, the only code there is.
    for path in (dest, tmp_path / "site"):
        script = f"import sys; sys.path.insert(0, {str(path)!r}); import demo; print(demo.twice(21), demo.__file__.endswith('.pyc'))"
        proc = subprocess.run([sys.executable, "-B", "-c", script], capture_output=True, text=True, check=True)
        assert proc.stdout.split() == ["42", "True"], path


def test_site_bytecode_leaves_out_docstrings_and_asserts_but_keeps_raised_messages(tmp_path: Path) -> None:
    source = (b'"""Module docs."""\ndef check(n):\n    """Docs."""\n    assert n > 0, "asserted"\n'
              b'    if n > 9:\n        raise ValueError(f"too big: {n!r}")\n    return n\n')
    namespace: dict[str, object] = {}
    exec(marshal.loads(pyc_bytes(source, "/x/m.py")[16:]), namespace)
    check = namespace["check"]
    assert namespace.get("__doc__") is None and check.__doc__ is None  # type: ignore[attr-defined]
    assert check(-1) == -1  # type: ignore[operator]
    with pytest.raises(ValueError, match="too big: 10"):
        check(10)  # type: ignore[operator]
    kept: dict[str, object] = {}
    exec(marshal.loads(pyc_bytes(source, "/x/m.py", optimize=0)[16:]), kept)
    assert kept["__doc__"] == "Module docs."


def test_site_bytecode_keeps_every_line_but_no_columns() -> None:
    source = (b"def outer(n):\n    def inner():\n        return [\n            1 // n,\n        ]\n"
              b"    total = 0\n    for k in range(3):\n        total += k\n    return inner() + [total]\n")
    plain = compile(source, "/x/m.py", "exec", dont_inherit=True, optimize=2)
    lean = marshal.loads(pyc_bytes(source, "/x/m.py")[16:])

    def codes(code: types.CodeType) -> list[types.CodeType]:
        return [code, *(c for k in code.co_consts if isinstance(k, types.CodeType) for c in codes(k))]

    assert [c.co_qualname for c in codes(lean)] == ["<module>", "outer", "outer.<locals>.inner"]
    for before, after in zip(codes(plain), codes(lean)):
        assert list(after.co_lines()) == list(before.co_lines())
        assert [p[0] for p in after.co_positions()] == [p[0] for p in before.co_positions()]
        assert {p[2:] for p in after.co_positions()} == {(None, None)}
    assert sum(len(c.co_linetable) for c in codes(lean)) < sum(len(c.co_linetable) for c in codes(plain)) / 2
    namespace: dict[str, object] = {}
    exec(lean, namespace)
    assert namespace["outer"](1) == [1, 3]  # type: ignore[operator]
    with pytest.raises(ZeroDivisionError) as raised:
        namespace["outer"](0)  # type: ignore[operator]
    assert [(f.name, f.lineno) for f in traceback.extract_tb(raised.tb)][-2:] == [("outer", 9), ("inner", 4)]


def test_a_module_that_does_not_compile_stops_the_wheel(tmp_path: Path) -> None:
    src = _wheel(tmp_path, {"demo/__init__.py": b"def (:\n"})
    with pytest.raises(SyntaxError):
        compile_wheel(str(src), str(tmp_path / "out.whl"), site_packages="/site")


def test_a_zip_without_record_is_not_a_wheel(tmp_path: Path) -> None:
    src = _zip(tmp_path / "x.whl", {"demo/__init__.py": b""})
    with pytest.raises(ValueError, match="not a wheel"):
        compile_wheel(str(src), str(tmp_path / "out.whl"), site_packages="/site")


def test_only_the_named_modules_are_compiled_and_every_entry_is_stored(tmp_path: Path) -> None:
    src = tmp_path / "src.zip"
    with zipfile.ZipFile(src, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("used.py", b"X = 1\n" * 50)
        out.writestr("unused.py", b"Y = 2\n" * 50)
    dest = tmp_path / "out.zip"
    assert compile_stdlib(str(src), str(dest), root="/lib", modules={"used.py"}) == {
        "compiled": 1, "left_as_source": 1, "kept_as_source": [], "dropped": 0}
    with zipfile.ZipFile(dest) as out:
        assert sorted(out.namelist()) == ["unused.py", "used.pyc"]
        assert out.read("unused.py") == b"Y = 2\n" * 50
        assert {i.compress_type for i in out.infolist()} == {zipfile.ZIP_STORED}  # the host compresses the whole file


def test_a_trimmed_zip_keeps_the_named_modules_and_their_folders_only(tmp_path: Path) -> None:
    src = tmp_path / "src.zip"
    with zipfile.ZipFile(src, "w") as out:
        for name in ("pkg/", "pkg/__init__.py", "pkg/sub/", "pkg/sub/m.py", "pkg/data.txt", "other/", "other/x.py", "top.py"):
            out.writestr(name, b"" if name.endswith("/") else b"Z = 3\n")
    dest = tmp_path / "out.zip"
    report = compile_stdlib(str(src), str(dest), root="/lib", modules={"pkg/__init__.py", "pkg/sub/m.py"}, trim=True)
    assert report == {"compiled": 2, "left_as_source": 0, "kept_as_source": [], "dropped": 4}
    with zipfile.ZipFile(dest) as out:
        assert out.namelist() == ["pkg/", "pkg/__init__.pyc", "pkg/sub/", "pkg/sub/m.pyc"]
    with pytest.raises(ValueError):
        compile_stdlib(str(src), str(dest), root="/lib", trim=True)


def test_a_wheel_leaves_out_the_excluded_files_and_their_record_lines(tmp_path: Path) -> None:
    src = tmp_path / "demo-1.0-py3-none-any.whl"
    with zipfile.ZipFile(src, "w") as out:
        out.writestr("demo/__init__.py", b"A = 1\n")
        out.writestr("demo/cli/__init__.py", b"B = 2\n")
        out.writestr("demo-1.0.dist-info/RECORD",
                     "demo/__init__.py,sha256=x,6\ndemo/cli/__init__.py,sha256=y,6\ndemo-1.0.dist-info/RECORD,,\n")
    dest = tmp_path / "out.whl"
    report = compile_wheel(str(src), str(dest), site_packages="/sp", exclude=("demo/cli/*",))
    assert report["left_out"] == ["demo/cli/__init__.py"] and report["compiled"] == 1
    with zipfile.ZipFile(dest) as out:
        assert not [n for n in out.namelist() if "cli" in n]
        assert "cli" not in out.read("demo-1.0.dist-info/RECORD").decode()
