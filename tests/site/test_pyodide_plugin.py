"""The rummylab-pyodide plugin's parts, without a site build (fast)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError

from site_plugins.i18n_theme import split_index
from site_plugins.pyodide import (
    CORE_FILES,
    LOCK_FILE,
    STAMP,
    PyodidePlugin,
    Runtime,
    compile_bytecode,
    install_runtime,
    pyodide_package_dir,
    runtime_key,
)
from site_plugins.snapshot import make_snapshot

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def fake_npm(tmp_path: Path) -> Path:
    """node_modules with a stand-in pyodide package (tiny files, a real lock's shape)."""
    package = tmp_path / "node_modules" / "pyodide"
    package.mkdir(parents=True)
    for name in CORE_FILES:
        (package / name).write_text(f"stand-in {name}\n")
    (package / "package.json").write_text(json.dumps({"name": "pyodide", "version": "1.2.3"}))
    (package / LOCK_FILE).write_text(json.dumps({"info": {"arch": "wasm32", "platform": "emscripten_5_0_3",
                                                          "python": "3.14.2", "abi_version": "2026_0"}, "packages": {}}))
    decoder = tmp_path / "node_modules" / "brotli-dec-wasm" / "pkg"
    decoder.mkdir(parents=True)
    (decoder / "brotli_dec_wasm_bg.wasm").write_bytes(b"\0asm\1\0\0\0")
    (decoder / "brotli_dec_wasm.js").write_text("export class BrotliDecStream {}\nexport function initSync() {}\n")
    return tmp_path / "node_modules"


@pytest.fixture
def engine_copy(tmp_path: Path) -> Path:
    target = tmp_path / "engine"
    shutil.copytree(REPO / "engine", target, ignore=shutil.ignore_patterns("__pycache__", "build", "*.egg-info"))
    return target


def test_missing_runtime_says_to_run_npm_ci(tmp_path: Path) -> None:
    with pytest.raises(PluginError, match=r"npm ci"):
        pyodide_package_dir(tmp_path / "node_modules")


def test_missing_core_file_is_named(fake_npm: Path) -> None:
    (fake_npm / "pyodide" / "pyodide.asm.wasm").unlink()
    with pytest.raises(PluginError, match=r"pyodide\.asm\.wasm"):
        pyodide_package_dir(fake_npm)


def test_runtime_key_follows_the_engine_sources_and_the_pyodide_version(engine_copy: Path, fake_npm: Path) -> None:
    package = fake_npm / "pyodide"
    key = runtime_key(engine_copy, package)
    assert runtime_key(engine_copy, package) == key
    (engine_copy / "rummylab" / "__pycache__").mkdir(exist_ok=True)
    (engine_copy / "rummylab" / "__pycache__" / "x.pyc").write_bytes(b"ignored")
    assert runtime_key(engine_copy, package) == key, "byte-code caches are not sources"
    cards = engine_copy / "rummylab" / "core" / "cards.py"
    cards.write_text(cards.read_text() + "\n# edited\n")
    edited = runtime_key(engine_copy, package)
    assert edited != key
    (package / "package.json").write_text(json.dumps({"name": "pyodide", "version": "1.2.4"}))
    assert runtime_key(engine_copy, package) != edited
    another = runtime_key(engine_copy, package)
    (fake_npm / "brotli-dec-wasm" / "pkg" / "brotli_dec_wasm.js").write_text("another decoder\n")
    assert runtime_key(engine_copy, package) != another, "the brotli decoder ships in the runtime too"


def test_install_copies_once_then_only_when_stale(tmp_path: Path) -> None:
    stage = tmp_path / "stage"
    stage.mkdir()
    (stage / "a.txt").write_text("a")
    (stage / STAMP).write_text("k1\n")
    runtime = Runtime(stage, "k1", "w.whl", "0.1.0", "1.2.3", "s1")
    dest = tmp_path / "site" / "pyodide"
    assert install_runtime(runtime, dest) is True
    assert install_runtime(runtime, dest) is False  # the i18n plugin's later language builds
    (dest / "a.txt").unlink()
    assert install_runtime(runtime, dest) is True
    assert (dest / "a.txt").read_text() == "a"
    (dest / "stale.txt").write_text("old")
    assert install_runtime(Runtime(stage, "k2", "w.whl", "0.1.0", "1.2.3", "s2"), dest) is True
    assert not (dest / "stale.txt").exists()


def test_compiling_without_node_says_so(fake_npm: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("shutil.which", lambda name: None)
    with pytest.raises(PluginError, match=r"node is not on PATH"):
        compile_bytecode(fake_npm / "pyodide", tmp_path / "w.whl", tmp_path)


def test_a_failed_compilation_fails_the_build_with_the_reason(fake_npm: Path, tmp_path: Path) -> None:
    # The stand-in package has no real pyodide.mjs: Node's own error reaches the message.
    with pytest.raises(PluginError, match=r"compiling the bytecode in Pyodide failed \(exit 1\):\n.*bytecode\.mjs"):
        compile_bytecode(fake_npm / "pyodide", tmp_path / "w.whl", tmp_path)


def test_a_snapshot_that_cannot_be_made_fails_the_build_with_the_reason(tmp_path: Path) -> None:
    with pytest.raises(PluginError, match=r"making the snapshot needs .*pyodide\.asm\.wasm, which is missing"):
        make_snapshot(tmp_path, "k:s:v", tmp_path)
    # A stage with no more than a wasm: Node's own error (the missing pyodide.mjs) reaches the message.
    (tmp_path / "pyodide.asm.wasm").write_bytes(b"\0asm\1\0\0\0")
    with pytest.raises(PluginError, match=r"making the snapshot in Pyodide failed \(exit 1\):\n.*pyodide\.mjs"):
        make_snapshot(tmp_path, "k:s:v", tmp_path)


@pytest.mark.parametrize("bad", ["../pyodide", "/pyodide", ""])
def test_output_dir_must_stay_inside_the_site(bad: str) -> None:
    plugin = PyodidePlugin()
    plugin.load_config({"output_dir": bad})
    with pytest.raises(PluginError, match="output_dir"):
        plugin.on_config(MkDocsConfig())


def test_search_split_refuses_a_page_of_another_language() -> None:
    with pytest.raises(PluginError, match="not a page of /en/"):
        split_index({"config": {"lang": ["pt"]}, "docs": [{"location": "fr/rummy/"}]}, "en")
