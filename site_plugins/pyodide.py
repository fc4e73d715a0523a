"""Ship the self-hosted Pyodide runtime and the engine wheel with the site.

The browser runs exactly the engine that the build tested: this plugin builds the ``rummylab``
wheel from ``engine/``, adds it to Pyodide's lock file (with pyodide-build's CLI,
``pyodide lockfile add-wheels``) and copies it, with the few core files of the pinned npm
package ``pyodide``, to ``site/pyodide/``. The standard library zip and the wheel go out with
their bytecode compiled by Pyodide itself (:mod:`site_plugins.bytecode`, run on Node), so the
browser does not compile Python at start-up. The lock file lets any Pyodide load it with::

    const pyodide = await loadPyodide({indexURL: "<site>/pyodide/"});
    await pyodide.loadPackage("rummylab");

The site's worker (docs/assets/rummylab-worker.js) instead puts the wheel on sys.path itself, and
restores the memory snapshot staged here (:mod:`site_plugins.snapshot`) on a first visit.

``site/pyodide/rummylab.json`` tells the JavaScript the wheel, the snapshot, the versions.

Every event here runs once per language (mkdocs-static-i18n); the runtime is staged ONCE per
content key into ``build/pyodide/<key>/`` and copied to ``site/pyodide/`` only when stale.

Run as a module it builds the wheel or stages the runtime without MkDocs::

    python -m site_plugins.pyodide wheel build/wheel
    python -m site_plugins.pyodide stage build/pyodide-runtime
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from mkdocs.config import config_options as c
from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, get_plugin_logger

from site_plugins import br_copies, snapshot

log = get_plugin_logger(__name__)

#: The npm package's files a page needs to start Pyodide (the lock file is written separately).
CORE_FILES: tuple[str, ...] = (
    "pyodide.mjs",
    "pyodide.js",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
)
#: The core file that ships compiled (its modules as bytecode); the others are copied as they are.
STDLIB = "python_stdlib.zip"
#: What the browser never imports, left out of the site's wheel (the plain wheel keeps it all).
#: games/terminal.py stays: the play operations word a move with its describe_move.
WHEEL_EXCLUDE: tuple[str, ...] = ("rummylab/__main__.py", "rummylab/cli/*")
#: The conformance cases: the build answers each one inside Pyodide before trimming the standard
#: library, so the zip keeps what the handlers import as they run (the Pyodide tier proves it).
CASES_DIR = Path(__file__).resolve().parents[1] / "tests" / "cases"
#: The Node script that compiles the standard library and the wheel inside Pyodide.
BYTECODE_SCRIPT = Path(__file__).with_name("bytecode.mjs")
TWINS_SCRIPT = Path(__file__).with_name("twins.mjs")
#: Pyodide's files that a first answer fetches and that its package ships with no twin: the build
#: writes their brotli twins (:func:`write_brotli_twins`), as it does the archives' and the snapshot's.
BROTLI_TWINS = ("pyodide.asm.wasm", "pyodide.asm.mjs")
LOCK_FILE = "pyodide-lock.json"
MANIFEST = "rummylab.json"
#: The stage's folder for the plain engine wheel (copied to ``wheel_dir``, never into the site).
SOURCE_DIR = "source"
STAMP = ".rummylab-stamp"
#: Parts of engine/ that never go into the wheel nor into the cache key.
_IGNORED = ("__pycache__", "build", "dist", "*.egg-info", ".pytest_cache", "*.pyc")


class PyodideConfig(Config):
    """Options of the ``rummylab-pyodide`` plugin (paths are relative to mkdocs.yml)."""

    node_modules = c.Type(str, default="node_modules")
    """Where ``npm ci`` installed the packages; the runtime is ``<node_modules>/pyodide``."""
    engine_dir = c.Type(str, default="engine")
    """The engine's source distribution (a directory with pyproject.toml)."""
    wheel_dir = c.Type(str, default="build/wheel")
    """Where the engine wheel is left for other tools (tests, ``make wheel``)."""
    cache_dir = c.Type(str, default="build/pyodide")
    """Staged runtimes, one directory per content key, reused across builds."""
    output_dir = c.Type(str, default="pyodide")
    """The runtime's directory inside the built site, shared by every language."""


@dataclass(frozen=True, slots=True)
class Runtime:
    """A staged runtime: a directory holding everything that goes to ``site/<output_dir>/``."""

    path: Path
    key: str
    wheel: str
    engine_version: str
    pyodide_version: str
    sha256: str  # the site's wheel's

    @property
    def label(self) -> str:
        """Key, wheel, Pyodide: labels the engine's snapshots, names the shared worker (runtimeKey)."""
        return runtime_label(self.key, self.sha256, self.pyodide_version)


def runtime_label(key: str, wheel_sha256: str, pyodide: str) -> str:
    """The runtime's label (the worker's runtimeKey): the shipped snapshot carries it from the build."""
    return f"{key}:{wheel_sha256}:{pyodide}"


def pyodide_package_dir(node_modules: Path) -> Path:
    """Return ``node_modules/pyodide``, or raise PluginError telling how to get it."""
    package = node_modules / "pyodide"
    missing = [name for name in (*CORE_FILES, LOCK_FILE, "package.json") if not (package / name).is_file()]
    if missing:
        raise PluginError(
            f"rummylab-pyodide: the Pyodide runtime is missing from {package} "
            f"(no {', '.join(missing)}): run `npm ci` (or `make node_modules`) in the repository"
        )
    return package


def pyodide_version(package: Path) -> str:
    """The version of the npm package ``pyodide`` installed in ``package``."""
    return str(json.loads((package / "package.json").read_text(encoding="utf-8"))["version"])


def _engine_files(engine_dir: Path) -> list[Path]:
    files = []
    for path in sorted(engine_dir.rglob("*")):
        rel = path.relative_to(engine_dir)
        if not path.is_file() or any(PurePosixPath(part).match(p) for part in rel.parts for p in _IGNORED):
            continue
        files.append(path)
    return files


def runtime_key(engine_dir: Path, package: Path) -> str:
    """A content key for the staged runtime: engine sources, Pyodide version, the build's scripts, the
    cases, the brotli decoder's package."""
    digest = hashlib.sha256()
    for path in _engine_files(engine_dir):
        digest.update(path.relative_to(engine_dir).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    digest.update(pyodide_version(package).encode() + b"\0")
    for module in (Path(__file__), BYTECODE_SCRIPT, BYTECODE_SCRIPT.with_suffix(".py"), snapshot.SCRIPT, TWINS_SCRIPT,
                   snapshot.FORMAT, Path(snapshot.__file__), Path(br_copies.__file__),
                   *br_copies.package_files(package.parent), *sorted(CASES_DIR.glob("*.json"))):
        digest.update(module.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def build_wheel(engine_dir: Path, out_dir: Path) -> Path:
    """Build the engine's wheel into ``out_dir`` (replacing older rummylab wheels there).

    The sources are copied to a temporary directory first, so the build leaves nothing in
    engine/ (setuptools writes build/ and *.egg-info next to the sources).
    """
    if not (engine_dir / "pyproject.toml").is_file():
        raise PluginError(f"rummylab-pyodide: no pyproject.toml in the engine directory {engine_dir}")
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="rummylab-wheel-") as tmp:
        src = Path(tmp) / "engine"
        shutil.copytree(engine_dir, src, ignore=shutil.ignore_patterns(*_IGNORED))
        dist = Path(tmp) / "dist"
        # A fixed timestamp makes the wheel's bytes depend on the sources only.
        env = {**os.environ, "SOURCE_DATE_EPOCH": "1767225600", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
        cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
               "--no-index", "--quiet", "--wheel-dir", str(dist), str(src)]
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
        wheels = sorted(dist.glob("rummylab-*.whl"))
        if proc.returncode != 0 or len(wheels) != 1:
            raise PluginError(
                f"rummylab-pyodide: building the engine wheel from {engine_dir} failed "
                f"(exit {proc.returncode}):\n{proc.stdout}{proc.stderr}"
            )
        for old in out_dir.glob("rummylab-*.whl"):
            old.unlink()
        target = out_dir / wheels[0].name
        shutil.copy2(wheels[0], target)
    return target


def compile_bytecode(package: Path, wheel: Path, dest: Path) -> dict[str, Any]:
    """Write ``dest/python_stdlib.zip`` and ``dest/<wheel's name>`` with their bytecode compiled.

    Node runs ``bytecode.mjs``, which starts the npm package's own Pyodide, so the bytecode is
    exactly the one that Pyodide loads. Returns the script's report (Python version, counts).
    """
    args = ["--pyodide", str(package), "--stdlib-out", str(dest / STDLIB), "--wheel", str(wheel),
            "--wheel-out", str(dest / wheel.name)]
    if CASES_DIR.is_dir():
        args += ["--requests", str(CASES_DIR)]
    for pattern in WHEEL_EXCLUDE:
        args += ["--wheel-exclude", pattern]
    report = snapshot.run_node_script(BYTECODE_SCRIPT, args, "compiling the bytecode")
    if report["stdlib"]["kept_as_source"]:
        log.warning(f"rummylab-pyodide: kept as source (Pyodide could not compile them): {report['stdlib']['kept_as_source']}")
    return report


def write_brotli_twins(package: Path, dest: Path, cache: Path) -> None:
    """``dest/NAME.br`` for each of :data:`BROTLI_TWINS`: brotli at its best level (``twins.mjs``;
    25 s of a core for the wasm), kept in ``cache`` by content, so made once per Pyodide version.
    A host that sends twins (nginx ``brotli_static``, Caddy ``precompressed``, ``make serve``)
    then sends the wasm as 2.74 MB, where it would gzip it on the fly (3.56 MB) or send it whole."""
    for name in BROTLI_TWINS:
        source, twin = package / name, dest / f"{name}.br"
        key = hashlib.sha256(source.read_bytes() + TWINS_SCRIPT.read_bytes()).hexdigest()
        make = functools.partial(snapshot.run_node_script, TWINS_SCRIPT, [str(source), str(twin)], "writing the brotli twins")
        br_copies.kept(cache, f"{key}.br", twin, make)


def write_wasm_copy(package: Path, dest: Path, cache: Path) -> str:
    """``dest/WASM_COPY``: the wasm without its data segments (br_copies), as brotli (``twins.mjs``,
    15 s of a core), kept in ``cache`` by content; its name."""
    bare = br_copies.data_less((package / "pyodide.asm.wasm").read_bytes())
    key = hashlib.sha256(bare + TWINS_SCRIPT.read_bytes()).hexdigest()
    source, copy = dest / "pyodide.asm.nodata.wasm", dest / br_copies.WASM_COPY

    def make() -> None:
        source.write_bytes(bare)
        try:
            snapshot.run_node_script(TWINS_SCRIPT, [str(source), str(copy)], "writing the wasm's copy")
        finally:
            source.unlink(missing_ok=True)

    br_copies.kept(cache, f"{key}.br", copy, make)
    return copy.name


def write_lock(package: Path, wheel: Path, dest: Path) -> dict[str, object]:
    """Write Pyodide's lock file to ``dest`` with the engine wheel as package ``rummylab``.

    The lock keeps Pyodide's ``info`` (Python version, ABI) and lists only the engine and what
    it depends on (nothing: standard library only), so a page can never ask for a package that
    is not on the site. Returns the lock entry of the wheel.
    """
    # pyodide-build's CLI (pyodide-lock's add-wheels command): the wheel's entry, its hashes, its depends.
    with tempfile.TemporaryDirectory() as tmp:
        added = Path(tmp) / LOCK_FILE
        run = subprocess.run(
            [sys.executable, "-m", "pyodide_cli", "lockfile", "add-wheels", "--input", str(package / LOCK_FILE),
             "--output", str(added), "--base-path", str(wheel.parent), str(wheel)],
            capture_output=True, text=True, check=False)
        if run.returncode != 0 or not added.is_file():
            raise PluginError(f"rummylab-pyodide: cannot add {wheel.name} to Pyodide's lock file "
                              f"(pyodide lockfile add-wheels): {(run.stderr or run.stdout).strip()[-600:]}")
        spec: dict[str, Any] = json.loads(added.read_text(encoding="utf-8"))
    packages: dict[str, dict[str, Any]] = spec["packages"]
    # pyodide-lock finds a wheel's import names from its .py files; the site's has bytecode only.
    with zipfile.ZipFile(wheel) as archive:
        tops = sorted({PurePosixPath(n).parts[0] for n in archive.namelist()
                       if n.count("/") == 1 and n.endswith("/__init__.pyc")})
    packages["rummylab"]["imports"] = packages["rummylab"].get("imports") or tops
    keep: set[str] = set()
    todo = ["rummylab"]
    while todo:
        name = todo.pop()
        if name not in keep:
            keep.add(name)
            todo.extend(packages[name]["depends"])
    spec["packages"] = {name: pkg for name, pkg in packages.items() if name in keep}
    dest.write_text(json.dumps(spec, sort_keys=True), encoding="utf-8")  # (as pyodide-lock writes it)
    entry: dict[str, object] = json.loads(dest.read_text(encoding="utf-8"))["packages"]["rummylab"]
    return entry


def stage_runtime(engine_dir: Path, node_modules: Path, cache_dir: Path, wheel_dir: Path | None = None) -> Runtime:
    """Stage the site's Pyodide directory under ``cache_dir/<key>/`` (reused when it exists)."""
    package = pyodide_package_dir(node_modules)
    key = runtime_key(engine_dir, package)
    stage = cache_dir / key
    manifest_path = stage / MANIFEST
    if not (stage / STAMP).is_file():
        log.info(f"staging the Pyodide runtime and the engine wheel in {stage}")
        cache_dir.mkdir(parents=True, exist_ok=True)
        # A private temporary directory renamed into place: several builds may stage at once
        # (developers share a checkout), and none may see a half-written stage.
        tmp = Path(tempfile.mkdtemp(prefix=f".{key}.", dir=cache_dir))
        tmp.chmod(0o755)  # mkdtemp's 0700 would follow the copy into site/: a web server must read it
        # The wasm's brotli copy and the brotli twins of Pyodide's own files (15 and 25 s of a
        # core, node's, once per Pyodide version), in threads, while the rest is staged.
        pool = ThreadPoolExecutor(max_workers=2)
        wasm_copy = pool.submit(write_wasm_copy, package, tmp, cache_dir / "twin-cache")
        twins = pool.submit(write_brotli_twins, package, tmp, cache_dir / "twin-cache")
        try:
            source = build_wheel(engine_dir, tmp / SOURCE_DIR)
            report = compile_bytecode(package, source, tmp)
            wheel = tmp / source.name
            entry = write_lock(package, wheel, tmp / LOCK_FILE)
            for name in CORE_FILES:
                if name != STDLIB:
                    shutil.copy2(package / name, tmp / name)
            shipped = snapshot.make_snapshot(tmp, runtime_label(key, str(entry["sha256"]), pyodide_version(package)), CASES_DIR)
            # What a host without twins sends instead of each file (the worker's copyOf).
            copies = {STDLIB: f"{STDLIB}.gz", wheel.name: f"{wheel.name}.gz", "pyodide.asm.wasm": wasm_copy.result(),
                      snapshot.SNAPSHOT_FILE: f"{snapshot.SNAPSHOT_FILE}{snapshot.RAW_COPY}"}
            br_copies.write_decoder(package.parent, tmp)
            twins.result()
            manifest = {
                "wheel": wheel.name,
                "package": "rummylab",
                "version": entry["version"],
                "sha256": entry["sha256"],
                "source_sha256": hashlib.sha256(source.read_bytes()).hexdigest(),
                "pyodide": pyodide_version(package),
                "python": report["python"],
                "cache_tag": report["cache_tag"],
                "optimize": report["optimize"],
                "key": key,
                # Every module of the site's wheel: the worker imports them all before a snapshot.
                "modules": report["wheel"]["modules"],
                # The shipped snapshot (runtime label inside), the operations it answers alone and
                # its layout (its length, its header's, where the wasm's data segments end): the
                # worker starts Pyodide, and lays out the data segments, before the file is in.
                "snapshot": {"file": snapshot.SNAPSHOT_FILE, "ops": shipped["ops"], "memory": shipped["memory"],
                             "header": shipped["header"], "data_end": shipped["dataEnd"], "head": shipped["head"]},
                # A host without brotli twins: the copy the worker fetches for each file instead
                # (gzip inflated natively, brotli by the decoder: the wasm's without its data
                # segments, the snapshot's not XORed with them, br_copies).
                "copies": copies,
                # The wasm's copy that has no data segments: only a start from a snapshot runs it.
                "data_less": br_copies.WASM_COPY,
                # Each brotli copy's CRC-32 (their streams hold no check: the worker checks this one).
                "crc32": {copy: br_copies.crc32(tmp / copy) for copy in copies.values() if copy.endswith(".br")},
                # What the worker downloads with fetch(), so it can show "1.2 MB of 5.1 MB".
                # (The copies too: a host without twins sends those.)
                "sizes": {name: (tmp / name).stat().st_size
                          for name in ("pyodide.asm.wasm", STDLIB, LOCK_FILE, wheel.name, snapshot.SNAPSHOT_FILE,
                                       *copies.values())},
            }
            (tmp / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
            (tmp / STAMP).write_text(key + "\n", encoding="utf-8")
            try:
                tmp.rename(stage)
            except OSError:
                if not (stage / STAMP).is_file():  # not another build's complete stage: a real error
                    raise
        finally:
            pool.shutdown(wait=True)
            shutil.rmtree(tmp, ignore_errors=True)
        _prune(cache_dir, keep=stage)
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    if wheel_dir is not None:  # the plain wheel (no bytecode), as `make wheel` builds it, for other tools
        wheel_dir.mkdir(parents=True, exist_ok=True)
        if not (wheel_dir / manifest["wheel"]).is_file() or (
            hashlib.sha256((wheel_dir / manifest["wheel"]).read_bytes()).hexdigest() != manifest["source_sha256"]
        ):
            for old in wheel_dir.glob("rummylab-*.whl"):
                old.unlink(missing_ok=True)
            part = wheel_dir / f".{manifest['wheel']}.{os.getpid()}"
            shutil.copy2(stage / SOURCE_DIR / manifest["wheel"], part)
            os.replace(part, wheel_dir / manifest["wheel"])
    return Runtime(stage, key, manifest["wheel"], manifest["version"], manifest["pyodide"], manifest["sha256"])


def _prune(cache_dir: Path, keep: Path, count: int = 3) -> None:
    """Remove all but the ``count`` newest staged runtimes (``keep`` always stays)."""
    stages = sorted((p for p in cache_dir.iterdir() if p.is_dir() and not p.name.startswith(".") and (p / STAMP).is_file()),
                    key=lambda p: p.stat().st_mtime, reverse=True)
    for old in stages[count:]:
        if old != keep:
            shutil.rmtree(old, ignore_errors=True)


def install_runtime(runtime: Runtime, dest: Path) -> bool:
    """Copy a staged runtime to ``dest`` unless the copy there is already this one.

    Returns True when it copied.
    """
    stamp = dest / STAMP
    if stamp.is_file() and stamp.read_text(encoding="utf-8").strip() == runtime.key:
        names = {p.name for p in runtime.path.iterdir() if p.is_file()}
        if all((dest / name).is_file() for name in names):
            return False
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(runtime.path, dest, ignore=shutil.ignore_patterns(SOURCE_DIR))
    return True


class PyodidePlugin(BasePlugin[PyodideConfig]):
    """MkDocs plugin ``rummylab-pyodide``: puts Pyodide and the engine wheel in the site."""

    def __init__(self) -> None:
        self.runtime: Runtime | None = None

    def _path(self, config: MkDocsConfig, option: str) -> Path:
        base = Path(config.config_file_path or ".").resolve().parent
        return (base / str(self.config[option])).resolve()

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        out = PurePosixPath(self.config.output_dir)
        if out.is_absolute() or ".." in out.parts or not out.parts:
            raise PluginError(f"rummylab-pyodide: output_dir must be a relative path inside the site, got {self.config.output_dir!r}")
        # Runs once per language: staging is keyed by content, so only the first call works.
        self.runtime = stage_runtime(*(self._path(config, o) for o in ("engine_dir", "node_modules", "cache_dir", "wheel_dir")))
        # Assignment, not append: idempotent across the four language builds.
        config.extra["rummylab_pyodide"] = {
            "dir": out.as_posix() + "/",
            "wheel": self.runtime.wheel,
            "version": self.runtime.engine_version,
            "pyodide": self.runtime.pyodide_version,
            "runtime": f"{self.runtime.label}:{worker_hash(Path(config.docs_dir) / 'assets')}",  # main.html
        }
        return config

    def on_post_build(self, *, config: MkDocsConfig) -> None:
        assert self.runtime is not None  # on_config always runs first
        dest = Path(config.site_dir) / self.config.output_dir
        if install_runtime(self.runtime, dest):
            log.info(f"copied the Pyodide runtime ({self.runtime.pyodide_version}) and {self.runtime.wheel} to {dest}")


#: The page's side of the engine's worker that is not in docs/assets: the head's script that names and
#: creates it (overrides/main.html inlines it).
ENGINE_HEAD = Path(__file__).resolve().parents[1] / "overrides" / "assets" / "engine-head.js"


def worker_hash(assets: Path) -> str:
    """A hash of the worker's code and of the page's side (they name the shared worker with the runtime)."""
    parts = [(assets / n).read_bytes() for n in ("rummylab-worker.js", "engine.js")] + [ENGINE_HEAD.read_bytes()]
    return hashlib.sha256(b"".join(parts)).hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    """``python -m site_plugins.pyodide wheel DIR | stage DIR`` (from the repository root)."""
    parser = argparse.ArgumentParser(prog="python -m site_plugins.pyodide", description=main.__doc__)
    parser.add_argument("command", choices=("wheel", "stage"))
    parser.add_argument("dest", type=Path)
    parser.add_argument("--engine", type=Path, default=Path("engine"))
    parser.add_argument("--node-modules", type=Path, default=Path("node_modules"))
    args = parser.parse_args(argv)
    try:
        if args.command == "wheel":
            print(build_wheel(args.engine, args.dest))
        else:
            runtime = stage_runtime(args.engine, args.node_modules, Path("build/pyodide"))
            install_runtime(runtime, args.dest)
            print(args.dest / runtime.wheel)
    except PluginError as err:
        print(err, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
