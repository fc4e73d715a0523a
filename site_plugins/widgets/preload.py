"""The ``modulepreload`` links of a practice page: its widgets' modules, fetched from the head.

``docs/assets/widgets.js`` (every page's module, which Material places after its own bundle at the
end of the body) imports each widget's module by kind (its ``MODULES``), and that module imports
its own (``solver.js``: ``house.js``, ``engine.js``, ``templates.js``, ``render.js``; ``house.js``:
``house-values.js``): a chain the browser finds one link at a time, each once the one before has
arrived and been parsed: a round trip per level, four on the solver page, where an engine still
running from the page before is ready 90-190 ms after navigation. A ``<link rel="modulepreload">``
per module of the page's graph, written in the head, lets the browser fetch and parse them all
at once, as the page arrives. (On the benchmark's local server, where a round trip is a
millisecond, the next page's answer did not move: the page's own work, Material's included, is
its time there.)

The graph is read from the modules themselves (their static ``import … from "./x.js"``;
``widgets.js``'s ``MODULES`` for the kinds), so it follows the code without a list of its own.

>>> imports_of('import { a,\\n  b } from "./render.js";\\nimport "./x.js";\\n/** @type {import("./t.js").T} */')
['render.js', 'x.js']
>>> kinds_of('const MODULES = { "solver": "./solver.js", "house": "./houserules.js" };')
{'solver': 'solver.js', 'house': 'houserules.js'}
"""

from __future__ import annotations

import re
from pathlib import Path

from mkdocs.exceptions import PluginError

__all__ = ["ModuleGraph", "imports_of", "kinds_of"]

_IMPORT = re.compile(r'^\s*import\s+(?:[^"\'();]*?\s+from\s+)?"\./([\w.-]+\.js)"\s*;', re.M | re.S)
_MODULES = re.compile(r"const MODULES = \{(?P<body>[^}]*)\}")
_ENTRY = re.compile(r'"([\w-]+)":\s*"\./([\w.-]+\.js)"')
_WIDGET = re.compile(r'data-rl-widget="([\w-]+)"')
_WIDGETS_SCRIPT = re.compile(r'<script src="(?P<prefix>[^"]*?)assets/widgets\.js" type="module">')


def imports_of(source: str) -> list[str]:
    """The modules of the same folder that a module imports statically (not ``import()``), in order."""
    return _IMPORT.findall(source)


def kinds_of(widgets_js: str) -> dict[str, str]:
    """widgets.js's ``MODULES``: each widget kind's module."""
    found = _MODULES.search(widgets_js)
    if not found:
        raise PluginError("rummylab-widgets: docs/assets/widgets.js has no `const MODULES = {…}` to read the widgets' modules from")
    return dict(_ENTRY.findall(found.group("body")))


class ModuleGraph:
    """The modules of ``assets`` (docs/assets): each kind's module and what each module imports,
    read once (a build asks it for every practice page, a few hundred)."""

    def __init__(self, assets: Path) -> None:
        self.assets = assets
        self.kinds = kinds_of((assets / "widgets.js").read_text(encoding="utf-8"))
        self._imports: dict[str, list[str]] = {}

    def imports(self, name: str) -> list[str]:
        """What module ``name`` imports statically (read on its first use)."""
        if name not in self._imports:
            path = self.assets / name
            if not path.is_file():
                raise PluginError(f"rummylab-widgets: a widget's module imports ./{name}, which docs/assets does not hold")
            self._imports[name] = imports_of(path.read_text(encoding="utf-8"))
        return self._imports[name]

    def page_modules(self, html: str) -> list[str]:
        """The modules a page's widgets load (widgets.js and engine.js first), each once, in the order they are met."""
        order: list[str] = []

        def visit(name: str) -> None:
            if name in order:
                return
            imported = self.imports(name)
            order.append(name)
            for module in imported:
                visit(module)

        visit("widgets.js")  # (found late otherwise: it comes after Material's bundle, at the end of the body)
        visit("engine.js")
        for kind in dict.fromkeys(_WIDGET.findall(html)):
            if kind in self.kinds:
                visit(self.kinds[kind])
        return order

    def preload_links(self, html: str) -> str:
        """``html`` with a modulepreload link per module of its widgets before ``</head>``, or as it
        is (a page without a widget, or without widgets.js)."""
        script = _WIDGETS_SCRIPT.search(html)
        if not script or "data-rl-widget=" not in html or "</head>" not in html:
            return html
        prefix = script.group("prefix")
        links = "".join(f'<link rel="modulepreload" href="{prefix}assets/{name}">' for name in self.page_modules(html))
        return html.replace("</head>", links + "</head>", 1)
