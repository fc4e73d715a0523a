"""The built site served over HTTP as in production (the ``site_server`` fixture of tests/conftest.py)."""

from __future__ import annotations

import urllib.request

import pytest

pytestmark = pytest.mark.site


def _get(url: str) -> tuple[int, str, bytes]:
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.status, response.headers.get_content_type(), response.read()


@pytest.mark.parametrize("lang_prefix", ["", "en/", "es/", "fr/"])
def test_home_page_of_each_language_is_served(site_server: str, lang_prefix: str) -> None:
    status, ctype, body = _get(site_server + lang_prefix)
    assert (status, ctype) == (200, "text/html")
    assert b'id="__config"' in body


@pytest.mark.parametrize(
    ("name", "ctype"),
    [
        ("pyodide.mjs", "text/javascript"),
        ("pyodide.asm.mjs", "text/javascript"),
        ("pyodide.asm.wasm", "application/wasm"),  # streaming compilation needs this exact type
        ("pyodide-lock.json", "application/json"),
        ("rummylab.json", "application/json"),
    ],
)
def test_pyodide_runtime_is_served_with_the_right_type(site_server: str, name: str, ctype: str) -> None:
    status, got, body = _get(f"{site_server}pyodide/{name}")
    assert (status, got) == (200, ctype)
    assert body


@pytest.mark.parametrize(("name", "ctype"), [("pyodide.asm.wasm", "application/wasm"), ("pyodide.asm.mjs", "text/javascript")])
def test_pyodides_wasm_and_script_go_as_the_brotli_twins_the_build_wrote(site_server: str, built_site, name: str,
                                                                        ctype: str) -> None:
    # Pyodide's package has no twin for them: the build writes one (site_plugins/twins.mjs), a third
    # of the file or less, and a host that sends twins sends it (tests/browser/test_archives.py
    # compiles and runs what came).
    original = (built_site / "pyodide" / name).read_bytes()
    twin = (built_site / "pyodide" / f"{name}.br").read_bytes()
    assert len(twin) < len(original) / 3
    request = urllib.request.Request(f"{site_server}pyodide/{name}", headers={"Accept-Encoding": "gzip, br"})
    with urllib.request.urlopen(request, timeout=30) as response:
        assert (response.headers["Content-Encoding"], response.headers.get_content_type(), response.read()) == ("br", ctype, twin)


@pytest.mark.parametrize(("encoding", "decode"), [("br", None), ("gzip", "gzip")])
def test_an_archive_goes_as_its_precompressed_twin_when_the_browser_accepts_it(
        site_server: str, built_site, encoding: str, decode: str | None) -> None:
    import gzip
    import zipfile

    original = (built_site / "pyodide" / "python_stdlib.zip").read_bytes()
    twin = (built_site / "pyodide" / f"python_stdlib.zip.{'br' if encoding == 'br' else 'gz'}").read_bytes()
    assert len(twin) < len(original) / 2  # stored entries: the whole-file compression is what shrinks it
    with zipfile.ZipFile(built_site / "pyodide" / "python_stdlib.zip") as z:
        assert {i.compress_type for i in z.infolist()} == {zipfile.ZIP_STORED}
    request = urllib.request.Request(f"{site_server}pyodide/python_stdlib.zip", headers={"Accept-Encoding": encoding})
    with urllib.request.urlopen(request, timeout=30) as response:
        headers, body = response.headers, response.read()
    assert (headers["Content-Encoding"], headers.get_content_type(), body) == (encoding, "application/zip", twin)
    assert headers["Last-Modified"] and headers["Vary"] == "Accept-Encoding"
    if decode:
        assert gzip.decompress(body) == original
    # A browser that accepts neither gets the archive itself.
    with urllib.request.urlopen(f"{site_server}pyodide/python_stdlib.zip", timeout=30) as response:
        assert response.headers["Content-Encoding"] is None and response.read() == original
