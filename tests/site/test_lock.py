"""The Python tool chain is locked: requirements.lock pins every tool with its hashes, and .venv is made from it.

``make venv`` installs ``requirements.lock`` with ``--require-hashes`` (then the engine and the
plugins from the repository, without dependencies); ``make lock`` renews it with pip-tools from
the ranges of ``pyproject.toml``. A fresh clone, CI included, builds with the versions tested.
"""

from __future__ import annotations

import re
import tomllib
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]


def locked() -> dict[str, tuple[str, int]]:
    """Each locked package -> (its version, how many hashes it carries)."""
    text = (ROOT / "requirements.lock").read_text()
    out = {}
    for block in re.split(r"\n(?=[a-z0-9])", text, flags=re.I):
        m = re.match(r"([A-Za-z0-9._-]+)==(\S+)", block)
        if m:
            out[canonicalize_name(m[1])] = (m[2], block.count("--hash=sha256:"))
    return out


def declared() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return [Requirement(r) for r in project["dependencies"] + project["optional-dependencies"]["dev"]]


def test_every_declared_tool_is_locked_within_its_range_with_hashes() -> None:
    pins = locked()
    assert len(pins) > 40  # (the reading above finds the lock's entries)
    for req in declared():
        name = canonicalize_name(req.name)
        assert name in pins, f"{req.name} is not in requirements.lock: run make lock"
        pinned, hashes = pins[name]
        assert req.specifier.contains(pinned, prereleases=True), f"{req.name}=={pinned} is outside {req.specifier}"
    assert all(hashes for _, hashes in pins.values()), "every pin carries its hashes"


def test_the_environment_is_the_lock() -> None:
    mismatched = []
    for name, (pinned, _) in locked().items():
        try:
            installed = version(name)
        except PackageNotFoundError:
            installed = "missing"
        if canonicalize_name(installed) != canonicalize_name(pinned):
            mismatched.append(f"{name}: locked {pinned}, installed {installed}")
    assert not mismatched, "\n".join(mismatched) + "\n(.venv was not made from requirements.lock: make venv)"


def test_make_venv_installs_the_lock_with_its_hashes() -> None:
    makefile = (ROOT / "Makefile").read_text()
    assert "--require-hashes -r $(LOCK)" in makefile and "LOCK    := requirements.lock" in makefile
    assert "--no-deps --no-build-isolation -e engine -e ." in makefile
