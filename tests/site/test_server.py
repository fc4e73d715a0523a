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
