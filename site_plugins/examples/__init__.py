"""The ``rummylab-examples`` MkDocs plugin: worked examples verified at build time.

A page writes ``<!-- example:kr-ex1 -->`` on a line of its own; the plugin
replaces it with ``docs/examples/kr-ex1.yml`` recomputed by the engine and
rendered in the page's language. The build fails (``PluginError`` naming the
page and the example) when the marker names no spec, when a spec is illegal,
or when its ``expect:`` block disagrees with the engine. The spec schema is in
``docs/examples/README.md``.

mkdocs-static-i18n builds the site once per language, so the specs are
verified once per content (cache keyed by the file's sha256) and rendered
once per (example, language).

As a command (what ``make examples`` runs)::

    python -m site_plugins.examples                          # verify every spec
    python -m site_plugins.examples --regenerate [--check]   # rewrite (or check) the expect: blocks

>>> MARKER.findall("text\\n<!-- example:kr-ex1 -->\\n")
['kr-ex1']
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Sequence

from mkdocs.config import config_options as opt
from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, get_plugin_logger
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from site_plugins.examples import games, knock, walkthrough  # noqa: F401 - importing them registers the kinds
from site_plugins.examples.spec import (
    ID_PATTERN,
    KINDS,
    Spec,
    SpecError,
    compute,
    load_spec,
    replace_expect,
    verify,
)
from site_plugins.words import LANGS

__all__ = ["ExamplesPlugin", "ExamplesConfig", "MARKER", "load_specs", "render", "main"]

log = get_plugin_logger(__name__)

#: The marker, on a line of its own.
MARKER = re.compile(r"^[ \t]*<!--[ \t]*example:([^\s>]*)[ \t]*-->[ \t]*$", re.MULTILINE)
#: Any example marker at all, to catch one that is not alone on its line.
_LOOSE = re.compile(r"<!--\s*example:")

# Caches shared by every build in the process (one per language with i18n, and mkdocs serve rebuilds):
# a spec is verified once per content, and rendered once per (content, language).
_VERIFIED: dict[tuple[str, str], Spec | SpecError] = {}
_RENDERED: dict[tuple[str, str, str], str] = {}


class ExamplesConfig(Config):
    """Options of the plugin."""

    #: Where the specs live, relative to mkdocs.yml.
    specs_dir = opt.Type(str, default="docs/examples")
    #: The language when a page has none (no i18n plugin).
    default_language = opt.Choice(LANGS, default="pt")


def spec_paths(directory: Path) -> list[Path]:
    """Every ``*.yml`` spec in ``directory``, sorted by id."""
    return sorted(directory.glob("*.yml"))


def load_specs(directory: Path) -> dict[str, Spec | SpecError]:
    """Load and verify every spec of ``directory`` (cached by content).

    Returns:
        id → the verified :class:`Spec`, or the :class:`SpecError` that makes it unusable.
    """
    out: dict[str, Spec | SpecError] = {}
    for path in spec_paths(directory):
        text = path.read_text(encoding="utf-8")
        spec = load_and_verify(path, text)
        out[path.stem] = spec
    return out


def load_and_verify(path: Path, text: str) -> Spec | SpecError:
    """One spec, verified once per (path, content)."""
    key = (str(path.resolve()), Spec(path.stem, path, text, {}).digest)
    if key not in _VERIFIED:
        try:
            _VERIFIED[key] = verify(load_spec(path, text))
        except SpecError as err:
            _VERIFIED[key] = err
    return _VERIFIED[key]


def render(spec: Spec, lang: str) -> str:
    """The example's HTML in ``lang`` (cached per content and language)."""
    key = (spec.id, spec.digest, lang)
    if key not in _RENDERED:
        _RENDERED[key] = KINDS[spec.kind].render(spec, lang)
    return _RENDERED[key]


def page_language(page: Page, config: MkDocsConfig, default: str) -> str:
    """The page's language: the i18n plugin's ``file.locale``, else the theme's language."""
    lang = getattr(page.file, "locale", None) or config.theme.get("language") or default
    lang = str(lang).split("_")[0].split("-")[0].lower()
    return lang if lang in LANGS else default


class ExamplesPlugin(BasePlugin[ExamplesConfig]):
    """Replace ``<!-- example:ID -->`` markers with verified, rendered examples."""

    def __init__(self) -> None:
        super().__init__()
        self.specs: dict[str, Spec | SpecError] = {}
        self.used: set[str] = set()

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig | None:
        directory = Path(config.config_file_path or ".").parent / self.config.specs_dir
        if not directory.is_dir():
            raise PluginError(f"rummylab-examples: the specs directory {directory} does not exist")
        self.specs = load_specs(directory)
        return config

    def on_page_markdown(self, markdown: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str | None:
        if not _LOOSE.search(markdown):
            return markdown
        where = page.file.src_uri
        lang = page_language(page, config, self.config.default_language)
        alone = {m.start() for m in MARKER.finditer(markdown)}
        for loose in _LOOSE.finditer(markdown):
            line_start = markdown.rfind("\n", 0, loose.start()) + 1
            if line_start not in alone:
                line = markdown[line_start: markdown.find("\n", loose.start()) % (len(markdown) + 1)]
                raise PluginError(f"{where}: an example marker must be alone on its line: {line.strip()!r}")

        def replace(match: re.Match[str]) -> str:
            example = match.group(1)
            if not ID_PATTERN.match(example):
                raise PluginError(f"{where}: {match.group(0).strip()!r} is not a valid example marker")
            spec = self.specs.get(example)
            if spec is None:
                raise PluginError(
                    f"{where}: unknown example {example!r} (no {self.config.specs_dir}/{example}.yml)"
                )
            if isinstance(spec, SpecError):
                raise PluginError(f"{where}: {spec}")
            self.used.add(example)
            return "\n" + render(spec, lang) + "\n"

        return MARKER.sub(replace, markdown)

    def on_post_build(self, *, config: MkDocsConfig) -> None:
        broken = [err for err in self.specs.values() if isinstance(err, SpecError)]
        if broken:
            raise PluginError("rummylab-examples: " + "\n".join(str(err) for err in broken))


# ----------------------------------------------------------------- command line


def _select(directory: Path, ids: Sequence[str]) -> list[Path]:
    paths = spec_paths(directory)
    if not ids:
        return paths
    known = {p.stem: p for p in paths}
    missing = [i for i in ids if i not in known]
    if missing:
        raise SystemExit(f"no spec {missing[0]!r} in {directory}")
    return [known[i] for i in ids]


def regenerate(path: Path, *, write: bool) -> tuple[bool, str]:
    """Recompute one spec and rewrite its ``expect:`` block.

    Returns:
        (changed, new text). Raises SpecError for an illegal spec.
    """
    text = path.read_text(encoding="utf-8")
    spec = compute(load_spec(path, text))
    new = replace_expect(text, spec.actual)
    verify(load_spec(path, new))  # the rewritten file must verify as it stands
    if write and new != text:
        path.write_text(new, encoding="utf-8")
    return new != text, new


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m site_plugins.examples [--regenerate [--check]] [--dir DIR] [ID …]``."""
    parser = argparse.ArgumentParser(prog="python -m site_plugins.examples", description=__doc__.split("\n\n")[0])
    parser.add_argument("ids", nargs="*", help="only these example ids (default: all)")
    parser.add_argument("--dir", type=Path, default=Path("docs/examples"), help="the specs directory")
    parser.add_argument("--regenerate", action="store_true", help="rewrite the expect: blocks from the engine")
    parser.add_argument("--check", action="store_true", help="with --regenerate: change nothing, fail if a rewrite would")
    args = parser.parse_args(argv)
    if args.check and not args.regenerate:
        parser.error("--check goes with --regenerate")
    failures = 0
    for path in _select(args.dir, args.ids):
        try:
            if args.regenerate:
                changed, _ = regenerate(path, write=not args.check)
                state = ("would change" if args.check else "rewritten") if changed else "unchanged"
                failures += changed and args.check
            else:
                spec = verify(load_spec(path))
                state = f"ok ({spec.kind})"
        except SpecError as err:
            print(f"{path}: {err}", file=sys.stderr)
            failures += 1
            continue
        print(f"{path.stem}: {state}")
    return 1 if failures else 0
