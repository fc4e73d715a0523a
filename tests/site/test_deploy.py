"""The deploy recipes in the repository run: nginx and Caddy serve the built site as make serve does.

``deploy/nginx.conf`` and ``deploy/Caddyfile`` are started here, each on a free port and rooted at
this run's built site, and asked what a browser asks: each language's 404 page with the status
404, the precompressed twins by ``Accept-Encoding`` (brotli, then gzip, then none), the types the
runtime needs, and the cache lifetimes (Material's hashed bundles for a year, everything else,
``sw.js`` first, revalidated). ``make test`` installs both servers (Debian's ``nginx-light`` with
``libnginx-mod-http-brotli-static``, and ``caddy``) when they are missing, as it does Chromium.
The GitHub Pages workflow builds with the Makefile's target and publishes ``site/``.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from site_plugins.serve import policy_header

ROOT = Path(__file__).resolve().parents[2]
NGINX_BROTLI = Path("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def get(url: str, encoding: str = "identity") -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": encoding})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, {k.lower(): v for k, v in answer.headers.items()}, answer.read()
    except urllib.error.HTTPError as err:
        return err.code, {k.lower(): v for k, v in err.headers.items()}, err.read()


def wait_for(url: str, proc: subprocess.Popen[bytes], log: Path) -> None:
    for _ in range(100):
        if proc.poll() is not None:
            break
        try:
            urllib.request.urlopen(url, timeout=1).close()
            return
        except OSError:
            time.sleep(0.05)
    pytest.fail(f"the server did not start: {log.read_text(errors='replace')[-800:]}")


def serve(command: list[str], port: int, work: Path, env: dict[str, str] | None = None) -> Iterator[str]:
    """Run a server in the foreground until the module's tests are done; yield its base URL."""
    base = f"http://127.0.0.1:{port}"
    with (work / "out.log").open("wb") as log:
        proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log, env=env)
        try:
            wait_for(base + "/", proc, work / "out.log")
            yield base
        finally:
            proc.terminate()
            proc.wait(timeout=10)


def need(tool: str) -> str:
    found = shutil.which(tool, path=os.environ.get("PATH", "") + ":/usr/sbin:/usr/bin")
    if not found:
        pytest.fail(f"{tool} is not installed: `make servers` installs it (make test does)")
    return found


@pytest.fixture(scope="module")
def nginx(built_site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    binary = need("nginx")
    assert NGINX_BROTLI.is_file(), "nginx's brotli_static module: `make servers` installs it"
    work = tmp_path_factory.mktemp("nginx")
    port = free_port()
    server = (ROOT / "deploy" / "nginx.conf").read_text()
    server = server.replace("listen 80;", f"listen 127.0.0.1:{port};").replace("/srv/rummylab/site", str(built_site))
    (work / "logs").mkdir()
    (work / "nginx.conf").write_text(
        f"load_module {NGINX_BROTLI};\n" + ("user root;\n" if os.geteuid() == 0 else "")
        + f"error_log {work}/logs/error.log;\npid {work}/nginx.pid;\ndaemon off;\nevents {{}}\n"
        f"http {{\n access_log off;\n client_body_temp_path {work};\n{server}\n}}\n")
    yield from serve([binary, "-c", str(work / "nginx.conf"), "-p", str(work)], port, work)


@pytest.fixture(scope="module")
def caddy(built_site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    binary = need("caddy")
    work = tmp_path_factory.mktemp("caddy")
    port = free_port()
    config = (ROOT / "deploy" / "Caddyfile").read_text()
    config = config.replace("rummylab.example {", f"{{\n\tadmin off\n}}\n\nhttp://127.0.0.1:{port} {{", 1)
    config = config.replace("/srv/rummylab/site", str(built_site))
    (work / "Caddyfile").write_text(config)
    env = dict(os.environ, HOME=str(work), XDG_DATA_HOME=str(work), XDG_CONFIG_HOME=str(work))
    yield from serve([binary, "run", "--config", str(work / "Caddyfile"), "--adapter", "caddyfile"], port, work, env)


@pytest.mark.parametrize("server", ["nginx", "caddy"])
def test_a_server_configured_from_deploy_serves_the_site_as_make_serve(server: str, request: pytest.FixtureRequest,
                                                                       built_site: Path) -> None:
    base: str = request.getfixturevalue(server)
    # Each language's 404 page, with the status 404; a page that exists, with 200.
    for path, lang in (("/en/nope/", "en"), ("/fr/x", "fr"), ("/es/a/b", "es"), ("/nope", "pt")):
        status, _, body = get(base + path)
        assert status == 404 and f'<html lang="{lang}"' in body.decode(), f"{server}: {path}"
    status, headers, body = get(base + "/en/")
    assert status == 200 and '<html lang="en"' in body.decode() and headers["cache-control"] == "no-cache"
    # The archives' twins, by what the browser accepts.
    archive = "/pyodide/python_stdlib.zip"
    for accepted, sent, twin in (("br, gzip", "br", ".br"), ("gzip", "gzip", ".gz"), ("identity", None, "")):
        status, headers, body = get(base + archive, accepted)
        assert status == 200 and headers.get("content-encoding") == sent, f"{server}: {archive} for {accepted}"
        assert body == (built_site / ("pyodide/python_stdlib.zip" + twin)).read_bytes()
        assert headers["content-type"] == "application/zip"
        assert sent is None or "accept-encoding" in headers.get("vary", "").lower(), f"{server}: a twin says it varies"
    # The types the runtime needs, and what may be cached how long.
    assert get(base + "/pyodide/pyodide.asm.wasm")[1]["content-type"] == "application/wasm"
    assert get(base + "/pyodide/pyodide.asm.mjs")[1]["content-type"].startswith("text/javascript")
    assert get(base + "/manifest.webmanifest")[1]["content-type"] == "application/manifest+json"
    assert get(base + "/sw.js")[1]["cache-control"] == "no-cache"
    bundle = next((built_site / "assets" / "javascripts").glob("bundle.*.min.js")).name
    assert get(base + f"/assets/javascripts/{bundle}")[1]["cache-control"] == "public, max-age=31536000, immutable"
    assert get(base + "/assets/render.js")[1]["x-content-type-options"] == "nosniff"
    # The policy headers a page's meta cannot carry, as the reference server sends them.
    for path in ("/en/", "/fr/nope/", "/embed/solver/", "/en/embed/quiz/", "/assets/rummylab-worker.js", "/sw.js",
                 "/pyodide/pyodide.mjs"):
        assert get(base + path)[1].get("content-security-policy") == policy_header(path), f"{server}: {path}"


def test_the_pages_workflow_builds_with_make_and_publishes_the_site() -> None:
    workflow = (ROOT / ".github" / "workflows" / "pages.yml").read_text()
    assert re.search(r"run: make build\b", workflow), "the workflow builds as a reader does"
    assert "actions/upload-pages-artifact" in workflow and re.search(r"path: site\b", workflow)
    assert "actions/deploy-pages" in workflow and "pages: write" in workflow and "id-token: write" in workflow
