"""The code's layout, read from the sources: the import graph, its circles, modules named alike, large modules.

``python -m tests.layout`` (run by ``make lint``) prints the advisory list of modules past
:data:`ADVISORY_LINES`, each with its concept (its docstring's first line): size follows the
concept, so a long module is a place to look, never a reason to cut a concept in two.
``tests/test_repository.py`` fails on an import circle and on two modules named alike.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The packages whose imports must form no circle: the engine and the site's plugins.
PACKAGES = (ROOT / "engine" / "rummylab", ROOT / "site_plugins")
#: A module past this many lines is listed by ``make lint`` (advice, not a failure).
ADVISORY_LINES = 400


def modules(roots: tuple[Path, ...] = PACKAGES) -> dict[str, Path]:
    """Every module of the packages, by dotted name."""
    found: dict[str, Path] = {}
    for root in roots:
        for path in sorted(root.rglob("*.py")):
            if "__pycache__" in path.parts:
                continue
            parts = list(path.relative_to(root.parent).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _outside_type_checking(tree: ast.Module) -> list[ast.AST]:
    """The nodes of ``tree`` not under ``if TYPE_CHECKING:`` (those imports never run)."""
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            hidden.update(id(n) for sub in node.body for n in ast.walk(sub))
    return [node for node in ast.walk(tree) if id(node) not in hidden]


def import_graph(roots: tuple[Path, ...] = PACKAGES) -> dict[str, set[str]]:
    """Module -> the modules it imports, at any depth of the code (a function's late import counts too).

    Importing ``a.b.c`` runs ``a`` and ``a.b`` first, so those count as imported too, except a
    package that contains the importer (Python has already started it).
    """
    found = modules(roots)
    graph: dict[str, set[str]] = {name: set() for name in found}
    for name, path in found.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in _outside_type_checking(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(up) + (f".{node.module}" if node.module else "")
                targets = [base, *(f"{base}.{alias.name}" for alias in node.names)]
            for target in targets:
                parts = target.split(".")
                for i in range(1, len(parts) + 1):
                    dotted = ".".join(parts[:i])
                    if dotted in found and dotted != name and not name.startswith(dotted + "."):
                        graph[name].add(dotted)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles: each strongly connected group of two or more modules, sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan's algorithm
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group: list[str] = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10 * len(graph) + 100))
    try:
        for v in sorted(graph):
            if v not in index:
                visit(v)
    finally:
        sys.setrecursionlimit(limit)
    return found


def _stem(name: str) -> str:
    """A module's name as a reader hears it: no underscores, no plural ``s``."""
    return re.sub(r"s$", "", name.rpartition(".")[2].replace("_", "").lower())


def named_alike(names: list[str]) -> list[tuple[str, str]]:
    """Pairs of modules whose names differ only by underscores or a plural (``layoff``, ``lay_off``, ``sheets``).

    The same name in two packages is a concern seen from two sides (``rummylab.web.sheet`` answers
    for ``rummylab.scoresheet``... ) and is allowed; two spellings of one name are not.
    """
    pairs = []
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if a.rpartition(".")[2] != b.rpartition(".")[2] and _stem(a) == _stem(b):
                pairs.append((a, b))
    return pairs


def concept(path: Path) -> str:
    """A module's concept: its docstring's first line ('' when it has none)."""
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    return doc.split("\n", 1)[0]


def large_modules(limit: int = ADVISORY_LINES) -> list[tuple[str, int, str]]:
    """(module, lines, concept) of every module past ``limit`` lines, largest first."""
    rows = []
    for name, path in modules().items():
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > limit:
            rows.append((name, lines, concept(path)))
    return sorted(rows, key=lambda row: -row[1])


def main() -> None:
    rows = large_modules()
    print(f"modules past {ADVISORY_LINES} lines (advice: one concept each, never split by length): {len(rows)}")
    for name, lines, about in rows:
        print(f"  {name}: {lines} lines: {about}")


if __name__ == "__main__":
    main()
