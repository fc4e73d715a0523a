"""The Pyodide tier stages the runtime the site build stages (``build/pyodide/<key>/``): its tests
run after a build of the same run has finished, and so find it staged (tests/conftest.py)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _after_the_site_build(site_build_done: None) -> None:
    """(The dependency is the point: ``site_build_done`` waits for a build under way.)"""
