"""Serve the built site as a static host would, with a "not found" page per language.

``python -m http.server`` answers a missing address with its own English error page. This
server (standard library only) answers it with the site's 404 page of the language the path
starts with — ``/en/…`` gets ``site/en/404.html``, any other path ``site/404.html`` — and the
status 404, and serves the types the site needs (``.wasm`` as ``application/wasm``, for
streaming compilation, ``.webmanifest`` as a web app manifest) whatever the machine's
``mime.types`` says, and the service worker ``/sw.js`` (site_plugins/offline.py) with
``Cache-Control: no-cache``, so a browser checking for a new build asks the server every time
(it is at the site's root, so its scope, ``/``, needs no ``Service-Worker-Allowed``). A file
with a precompressed twin (``python_stdlib.zip.br``, ``.gz``: the runtime's archives, which
site_plugins/bytecode.mjs writes) is sent as that twin when the browser accepts its encoding, as
nginx's ``brotli_static``/``gzip_static`` or Caddy's ``precompressed`` do. ``make
serve`` runs it; the tests' ``site_server`` fixture uses :class:`SiteHandler` and
:class:`SiteServer`.

It also sends the Content-Security-Policy headers a host should (:func:`policy_header`; README,
"Deploying"): every page carries its own policy in a meta (site_plugins/csp.py), but a meta cannot
say who may frame the page (``frame-ancestors 'self'``, except on the embed pages, which other
sites frame), and a worker takes the policy of its own script's response, never the page's: the
scripts get :data:`WORKER_POLICY`, which the engine's worker (Pyodide) and the theme's search
worker run under.

    python -m site_plugins.serve [--bind 127.0.0.1] [--port 8000] [--directory site]

A language is a folder of the site with a ``404.html`` of its own:

>>> not_found_page("/en/nope/", {"en", "es", "fr"})
'en/404.html'
>>> not_found_page("/nope/?q=1", {"en", "es", "fr"})
'404.html'
>>> not_found_page("/english/", {"en", "es", "fr"})
'404.html'
>>> policy_header("/en/practice/solver/"), policy_header("/en/embed/solver/"), policy_header("/sw.js")[:19]
("frame-ancestors 'self'", None, "default-src 'self';")
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import io
import sys
import threading
from collections.abc import Callable, Collection, Iterator, Sequence
from pathlib import Path
from urllib.parse import unquote, urlsplit

__all__ = ["SiteHandler", "SiteServer", "not_found_page", "languages_of", "policy_header", "running_server", "WORKER_POLICY",
           "FRAME_POLICY", "main"]

NOT_FOUND = "404.html"
#: Paths answered with ``Cache-Control: no-cache``: the service worker, which names the build.
NO_CACHE = frozenset({"/sw.js"})
#: Precompressed twins, best first: (suffix of the twin file, Content-Encoding).
TWINS = ((".br", "br"), (".gz", "gzip"))
#: The policy of a worker (the engine's, the theme's search, the service worker), sent with every
#: script: Pyodide compiles WebAssembly ('wasm-unsafe-eval') and, starting from the shipped
#: snapshot, fetches an empty standard library from a data: address (connect-src data:).
WORKER_POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self' data:"
#: What a page's meta policy cannot say: who may frame it (the embed pages: anyone).
FRAME_POLICY = "frame-ancestors 'self'"


def policy_header(path: str) -> str | None:
    """The Content-Security-Policy header for a request path, or None (an embed page's)."""
    path = urlsplit(path).path
    if path.endswith((".js", ".mjs")):
        return WORKER_POLICY
    if "embed" in unquote(path).lstrip("/").split("/")[:2]:
        return None
    return FRAME_POLICY


def not_found_page(path: str, languages: Collection[str]) -> str:
    """The 404 page (relative to the site) for a request path: that of its language's folder."""
    first = unquote(urlsplit(path).path).lstrip("/").split("/", 1)[0]
    return f"{first}/{NOT_FOUND}" if first in languages else NOT_FOUND


def languages_of(site: Path) -> set[str]:
    """The folders of a built site that have a 404 page of their own (``{"en", "es", "fr"}``)."""
    return {page.parent.name for page in site.glob(f"*/{NOT_FOUND}")}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files of the built site; a missing one gets the 404 page of its language."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/zip",
        ".zip": "application/zip",
        ".xml": "application/xml",
        ".txt": "text/plain; charset=utf-8",
        ".webmanifest": "application/manifest+json",
    }
    #: False to log every request to stderr as http.server does (the command does; tests don't).
    quiet = True
    #: The precompressed twins this server sends (empty: none, as a host without them).
    twins: tuple[tuple[str, str], ...] = TWINS

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        if code != 404:
            super().send_error(code, message, explain)
            return
        site = Path(self.directory)
        page = site / not_found_page(self.path, languages_of(site))
        try:
            body = page.read_bytes()
        except OSError:  # a site built without its 404 pages: http.server's own answer
            super().send_error(code, message, explain)
            return
        self.log_error("code %d, message %s", code, message)
        self.send_response(404, message)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def send_head(self):  # type: ignore[no-untyped-def]
        file = Path(self.translate_path(self.path))
        accepted = {e.split(";")[0].strip() for e in self.headers.get("Accept-Encoding", "").split(",")}
        for suffix, encoding in self.twins:
            twin = file.with_name(file.name + suffix)
            if encoding in accepted and file.is_file() and twin.is_file():
                body = twin.read_bytes()
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(str(file)))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Vary", "Accept-Encoding")
                # As http.server sends for a file: the browser's cache keeps and reuses it by this.
                self.send_header("Last-Modified", self.date_time_string(int(file.stat().st_mtime)))
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                return io.BytesIO(body)
        return super().send_head()

    def end_headers(self) -> None:
        if unquote(urlsplit(self.path).path) in NO_CACHE:
            self.send_header("Cache-Control", "no-cache")
        policy = policy_header(self.path)
        if policy is not None:
            self.send_header("Content-Security-Policy", policy)
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the stdlib's signature
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    """A threading server whose workers never keep the process alive."""

    daemon_threads = True

    def handle_error(self, request: object, client_address: tuple[str, int]) -> None:
        # A page that stops a download (a worker terminated mid-load, a closed tab) resets the
        # connection: normal for a browser, not an error of the site.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)  # type: ignore[arg-type]


@contextlib.contextmanager
def running_server(handler: Callable[..., SiteHandler], name: str) -> Iterator[str]:
    """A :class:`SiteServer` of ``handler`` on 127.0.0.1 (a free port), in a thread; yields its base URL.

    The tests' servers and the build's printing of the rules (site_plugins/paper.py) use it.
    """
    server = SiteServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name=name, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def main(argv: Sequence[str] | None = None) -> None:
    """``python -m site_plugins.serve``: serve a built site until interrupted."""
    parser = argparse.ArgumentParser(prog="python -m site_plugins.serve", description=__doc__.split("\n\n")[0])
    parser.add_argument("--bind", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    parser.add_argument("--directory", default="site", help="the built site (default site/)")
    args = parser.parse_args(argv)
    directory = Path(args.directory)
    if not (directory / "index.html").is_file():
        parser.error(f"{directory} holds no built site (no index.html): run `make build`")
    handler = type("LoggingSiteHandler", (SiteHandler,), {"quiet": False})
    with SiteServer((args.bind, args.port), functools.partial(handler, directory=str(directory))) as server:
        print(f"serving {directory}/ at http://{args.bind}:{server.server_address[1]}/ (Ctrl-C to stop)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
