"""Fixtures shared by the test tiers that need the built site.

- ``built_site``: the site built ONCE per test run with ``mkdocs build --strict`` into a
  temporary directory (the developer's own ``site/`` is left alone). Set
  ``RUMMYLAB_SITE_DIR=site`` to test an already built site instead (e.g. after ``make build``).
  The build starts in the background as soon as collection shows a test that needs it, and the
  test files that need no site run first, meanwhile (:class:`SiteBuild`); the processes of a
  pytest-xdist run share that one build.
- ``site_server``: that site served on 127.0.0.1 (a free port) by the server of ``make serve``
  (``site_plugins/serve.py``: static files, a missing address gets its language's 404 page);
  yields the base URL, ending with ``/``.
- ``repo_root``: the repository's root directory.
"""

from __future__ import annotations

import fcntl
import functools
import io
import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from site_plugins.serve import SiteHandler, running_server

REPO_ROOT = Path(__file__).resolve().parent.parent


class SiteBuild:
    """The run's one ``mkdocs build --strict``, shared by every pytest process of the run.

    The build takes a minute from a clean checkout (it stages the Pyodide runtime), most of it in
    Node and mkdocs processes: started in a thread once the collected tests need it, it runs while
    the tests that need no site do. The processes of a pytest-xdist run share the run's temporary
    directory (``root``): the first to take ``site.lock`` builds into ``root/site`` and writes
    ``site.json`` (the exit code and the output's tail) before letting the lock go; the others wait
    for the lock and read that file.
    """

    def __init__(self, root: Path) -> None:
        self.root = root
        self.site = root / "site"
        self.lock = root / "site.lock"
        self.result = root / "site.json"
        self.thread: threading.Thread | None = None
        self.proc: subprocess.Popen[str] | None = None
        self.early_turn: int | None = None

    def start(self) -> None:
        """Build in a thread, unless another process of the run builds or has built."""
        if self.thread is not None:
            return
        fd = os.open(self.lock, os.O_CREAT | os.O_RDWR)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:  # another process builds; wait() waits for its lock
            os.close(fd)
            return
        if self.result.exists():
            self._release(fd)
            return
        self.thread = threading.Thread(target=self._build, args=(fd,), name="site-build", daemon=True)
        self.thread.start()

    def wait(self) -> Path:
        """The built site's directory, once built; fails the test when the build failed."""
        result = self.finish()
        if result["returncode"] != 0:
            pytest.fail(f"mkdocs build --strict failed (exit {result['returncode']}):\n{result['output']}", pytrace=False)
        return self.site

    def finish(self) -> dict[str, object]:
        """Wait for the build (or make it, when nobody did) and return its result."""
        if self.thread is not None:
            self.thread.join()
        else:
            fd = os.open(self.lock, os.O_CREAT | os.O_RDWR)
            fcntl.flock(fd, fcntl.LOCK_EX)  # held by a process that builds until its result is written
            if self.result.exists():
                self._release(fd)
            else:  # nobody started it (a test that needs the site ran without collection's notice)
                self._build(fd)
        result: dict[str, object] = json.loads(self.result.read_text(encoding="utf-8"))
        return result

    def _build(self, fd: int) -> None:
        """Run the build and write its result (whatever happens), then let the lock go."""
        try:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "mkdocs", "build", "--strict", "--config-file", str(REPO_ROOT / "mkdocs.yml"),
                 "--site-dir", str(self.site)],
                cwd=REPO_ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            )
            stdout, stderr = self.proc.communicate()
            result = {"returncode": self.proc.returncode, "output": stdout[-4000:] + stderr[-8000:]}
        except BaseException as err:  # noqa: BLE001 - reported by wait(), in the test that needs the site
            result = {"returncode": -1, "output": f"the build could not run: {err!r}"}
        try:
            part = self.result.with_suffix(".part")
            part.write_text(json.dumps(result), encoding="utf-8")
            part.replace(self.result)
        finally:
            self._release(fd)

    def take_the_early_turn(self) -> bool:
        """Whether this process is the one that runs tests while the site builds: the first to
        take ``early.lock``, which it keeps until it ends."""
        fd = os.open(self.root / "early.lock", os.O_CREAT | os.O_RDWR)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return False
        self.early_turn = fd  # (closed when the process ends, and the lock with it)
        return True

    def stop(self) -> None:
        """End a build still under way (the run was interrupted)."""
        if self.thread is not None and self.thread.is_alive() and self.proc is not None:
            self.proc.kill()
            self.thread.join()

    @staticmethod
    def _release(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


#: The fixtures of the tests that run after the site is built: they use it, or wait for its build.
AFTER_THE_BUILD = frozenset({"built_site", "site_build_done"})
_SITE_BUILD = pytest.StashKey["SiteBuild | None"]()


def _needs_site(item: pytest.Item) -> bool:
    return "built_site" in getattr(item, "fixturenames", ())


def _run_root(config: pytest.Config) -> Path:
    """The run's temporary directory: a pytest-xdist worker's own is a folder of it."""
    base = config._tmp_path_factory.getbasetemp()  # the tmp_path_factory fixture's object
    return base.parent if hasattr(config, "workerinput") else base


def pytest_configure(config: pytest.Config) -> None:
    config.stash[_SITE_BUILD] = None


def pytest_unconfigure(config: pytest.Config) -> None:
    build = config.stash.get(_SITE_BUILD, None)
    if build is not None:
        build.stop()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The files whose tests need the built site (or wait for its build) run after the others, so
    that the others run while the site builds; of those, the files marked ``slow`` first, so that
    parallel processes end together rather than one of them with a long file. Each file is kept
    whole and in its order."""
    late = {item.path for item in items if AFTER_THE_BUILD & set(getattr(item, "fixturenames", ()))}
    slow = {item.path for item in items if item.path in late and item.get_closest_marker("slow")}
    items[:] = [i for i in items if i.path not in late] + [i for i in items if i.path in slow] + \
               [i for i in items if i.path in late and i.path not in slow]


def pytest_collection_finish(session: pytest.Session) -> None:
    config = session.config
    if os.environ.get("RUMMYLAB_SITE_DIR") or config.option.collectonly:
        return
    if any(_needs_site(item) for item in session.items):
        build = SiteBuild(_run_root(config))
        config.stash[_SITE_BUILD] = build
        build.start()


@pytest.hookimpl(wrapper=True)
def pytest_runtestloop(session: pytest.Session) -> object:
    """While the site builds, one pytest-xdist worker runs the tests that need no site and the
    others (the one that builds among them) wait for the build: the build, which every later test
    waits for, gets a core of its own rather than a share of one."""
    build = session.config.stash[_SITE_BUILD]
    workers = int(getattr(session.config, "workerinput", {}).get("workercount", 1))
    if build is not None and workers > 1:
        if build.thread is not None:
            build.thread.join()
        elif not build.take_the_early_turn():
            build.finish()
    return (yield)


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository's root directory."""
    return REPO_ROOT


@pytest.fixture(scope="session")
def built_site(request: pytest.FixtureRequest) -> Path:
    """The site, built once per run with ``mkdocs build --strict``; returns its directory."""
    given = os.environ.get("RUMMYLAB_SITE_DIR")
    if given:
        site = Path(given)
        if not site.is_absolute():
            site = REPO_ROOT / site
        if not (site / "index.html").is_file():
            pytest.fail(f"RUMMYLAB_SITE_DIR={given!r} holds no built site (no index.html): run `make build`")
        return site
    build = request.config.stash[_SITE_BUILD]
    if build is None:
        build = request.config.stash[_SITE_BUILD] = SiteBuild(_run_root(request.config))
    return build.wait()


@pytest.fixture(scope="session")
def site_build_done(request: pytest.FixtureRequest) -> None:
    """Wait for this run's site build if one was started, without asking for one: the Pyodide tier
    stages the runtime the build stages, and so finds it staged rather than staging it again."""
    build = request.config.stash[_SITE_BUILD]
    if build is not None:
        build.finish()  # (a failed build is for the tests that use the site to report)


class TestSiteHandler(SiteHandler):
    """The site as :class:`~site_plugins.serve.SiteHandler` serves it, but a language's search index
    with no page in it (never cached), unless the request asks for the whole one
    (``X-Rummylab-Search: full``, tests/browser/conftest.py's ``full_search``): Material's search
    worker indexes every page of the language on every page load, a quarter of a rules page's load
    here, which no test but the search's own needs. (A Playwright route would do it too, but a
    routed context has no HTTP cache, and the tests count on one.)"""

    def send_head(self):  # type: ignore[no-untyped-def]
        path = unquote(urlsplit(self.path).path)
        if not path.endswith("/search/search_index.json") or self.headers.get("X-Rummylab-Search") == "full":
            return super().send_head()
        file = Path(self.translate_path(self.path))
        try:
            index = json.loads(file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return super().send_head()
        index["docs"] = []
        body = json.dumps(index).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


@pytest.fixture(scope="session")
def site_server(built_site: Path) -> Iterator[str]:
    """Serve the built site on 127.0.0.1 (free port); yields the base URL, e.g. ``http://127.0.0.1:41234/``.
    Its search index holds no page (:class:`TestSiteHandler`)."""
    with running_server(functools.partial(TestSiteHandler, directory=str(built_site)), "site-server") as base:
        yield base


@pytest.fixture(scope="session")
def plain_host(built_site: Path) -> Iterator[str]:
    """The built site from a server that sends no precompressed twin (as GitHub Pages): the
    engine's worker asks for the copies rummylab.json names."""
    handler = type("NoTwins", (SiteHandler,), {"twins": ()})
    with running_server(functools.partial(handler, directory=str(built_site)), "plain-host") as base:
        yield base
