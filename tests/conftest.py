"""Fixtures shared by the test tiers that need the built site.

- ``built_site``: the site built ONCE per test session with ``mkdocs build --strict`` into a
  temporary directory (the developer's own ``site/`` is left alone). Set
  ``RUMMYLAB_SITE_DIR=site`` to test an already built site instead (e.g. after ``make build``).
- ``site_server``: that site served on 127.0.0.1 (a free port) by the server of ``make serve``
  (``site_plugins/serve.py``: static files, a missing address gets its language's 404 page);
  yields the base URL, ending with ``/``.
- ``repo_root``: the repository's root directory.
"""

from __future__ import annotations

import contextlib
import functools
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from site_plugins.serve import SiteHandler, SiteServer

REPO_ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository's root directory."""
    return REPO_ROOT


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once per session with ``mkdocs build --strict``; returns its directory."""
    given = os.environ.get("RUMMYLAB_SITE_DIR")
    if given:
        site = Path(given)
        if not site.is_absolute():
            site = REPO_ROOT / site
        if not (site / "index.html").is_file():
            pytest.fail(f"RUMMYLAB_SITE_DIR={given!r} holds no built site (no index.html): run `make build`")
        return site
    site = tmp_path_factory.mktemp("site")
    proc = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--config-file", str(REPO_ROOT / "mkdocs.yml"),
         "--site-dir", str(site)],
        cwd=REPO_ROOT, capture_output=True, text=True, check=False,
    )
    if proc.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed (exit {proc.returncode}):\n{proc.stdout[-4000:]}{proc.stderr[-8000:]}",
                    pytrace=False)
    return site


@contextlib.contextmanager
def running_server(handler: Callable[..., SiteHandler], name: str) -> Iterator[str]:
    """A :class:`SiteServer` of ``handler`` on 127.0.0.1 (a free port), in a thread; yields its base URL."""
    server = SiteServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name=name, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


@pytest.fixture(scope="session")
def site_server(built_site: Path) -> Iterator[str]:
    """Serve the built site on 127.0.0.1 (free port); yields the base URL, e.g. ``http://127.0.0.1:41234/``."""
    with running_server(functools.partial(SiteHandler, directory=str(built_site)), "site-server") as base:
        yield base
