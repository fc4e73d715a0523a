"""The repository explains itself: rule ids that exist, one place per game, no import circle, one name per module.

These read the sources, not the behaviour: each guards a convention that a reader of the code
relies on (STYLE.md), so that a slip fails here instead of in a later review.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.layout import circles, concept, import_graph, modules, named_alike

ROOT = Path(__file__).resolve().parent.parent
CODE = [ROOT / "engine" / "rummylab", ROOT / "site_plugins"]
CITING = [*CODE, ROOT / "tests", ROOT / "docs" / "examples", ROOT / "docs" / "assets", ROOT / "bench"]
#: The games' own packages: the one place where a game may name itself.
GAME_PACKAGES = ROOT / "engine" / "rummylab" / "games"
#: A game's names and aliases, as code might compare them.
GAME_NAMES = r"(knock|knock-rummy|kr|three-thirteen|tt|3-13|rummy|ru)"
#: A branch on a game's name, in Python or in a browser script: ``game.key == "knock"``, ``game !== 'rummy'``,
#: ``"tt" === key``, ``game in ("knock", …)``.
GAME_BRANCH = re.compile(
    rf"""(\w*game\w*["'\]]*|\.key)\s*(==|!=)=?\s*["']{GAME_NAMES}["']|["']{GAME_NAMES}["']\s*(==|!=)=?\s*(\w*game\w*|[\w.]*\.key)\b"""
    r"""|(\.key|\.game|\bgame)\s+in\s+[(\[{]\s*["']""", re.I)


def _files(roots: list[Path], suffixes: tuple[str, ...]) -> list[Path]:
    return sorted(p for root in roots for p in root.rglob("*") if p.suffix in suffixes and "__pycache__" not in p.parts)


def test_every_rule_id_cited_is_defined_in_rules_md() -> None:
    rules = (ROOT / "RULES.md").read_text(encoding="utf-8")
    defined = set(re.findall(r"^- ((?:KR|TT|RU)-(?:EX)?\d+[a-e]?)\b", rules, re.M))
    defined |= set(re.findall(r"^  - ((?:KR|TT|RU)-\d+[a-e])\b", rules, re.M))  # KR-10a … KR-10e
    # KR-6 (a) and (b): the discard and the knock, cited as KR-6a and KR-6b.
    defined |= {"KR-6a", "KR-6b"} if "(a) discard" in rules and "(b) knock" in rules else set()
    cited: dict[str, str] = {}
    for path in _files(CITING, (".py", ".yml", ".json", ".js", ".mjs", ".md")):
        for rule in re.findall(r"\b((?:KR|TT|RU)-(?:EX)?\d+[a-e]?)\b", path.read_text(encoding="utf-8")):
            cited.setdefault(rule, str(path.relative_to(ROOT)))
    assert len(defined) > 30 and "KR-10c" in defined
    unknown = {rule: where for rule, where in cited.items() if rule not in defined}
    assert not unknown, f"rule ids cited but not defined in RULES.md: {unknown}"


def test_code_asks_the_game_instead_of_comparing_its_name() -> None:
    # Outside the games' own packages, at most 3 lines may still branch on a game's name, each with a
    # comment giving its reason; the engine, the plugins and the browser scripts are read alike.
    lines = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}"
             for p in _files([*CODE, ROOT / "docs" / "assets"], (".py", ".js", ".mjs"))
             if GAME_PACKAGES not in p.parents
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1) if GAME_BRANCH.search(line)]
    assert len(lines) <= 3, "\n".join(lines)
    assert all(re.search(r"(#|//) ", line) for line in lines), "\n".join(lines)


@pytest.mark.parametrize("branch", ['if game.key == "knock":', "if (game !== 'three-thirteen')", 'if w.game.key != "rummy":',
                                    'if "rummy" === gameKey', "if game in ('knock', 'rummy'):", 'if record["game"] == "tt":'])
def test_the_game_name_check_finds_each_form(branch: str) -> None:
    assert GAME_BRANCH.search(branch)


@pytest.mark.parametrize("line", ["game = get(name)", "if game.keeps_ledger:", 'games = {"knock": 1}',
                                  "for game in games():", 'if (event.key === "Enter")', 'typeof game === "string"',
                                  "for game in (KnockRummy(), Rummy()):", 'if choice == "knock":', 'm.move === "knock"'])
def test_the_game_name_check_leaves_other_lines(line: str) -> None:
    assert not GAME_BRANCH.search(line)


def test_no_import_circle_in_the_engine_and_the_plugins() -> None:
    graph = import_graph()
    assert len(graph) > 100 and "rummylab.core.rules" in graph
    assert not circles(graph), circles(graph)


def test_the_circle_check_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_rules_do_not_reach_up_into_the_games() -> None:
    graph = import_graph()
    core = {name for name in graph if name.startswith("rummylab.core")}
    assert core
    upward = {name: sorted(t for t in graph[name] if not t.startswith("rummylab.core")) for name in core}
    assert not any(upward.values()), upward


def test_no_two_modules_are_named_alike() -> None:
    assert not named_alike(sorted(modules())), named_alike(sorted(modules()))
    assert named_alike(["x.layoff", "y.lay_off", "x.sheet", "z.sheets", "a.web.sheet", "b.sheet"]) == [
        ("x.layoff", "y.lay_off"), ("x.sheet", "z.sheets"), ("z.sheets", "a.web.sheet"), ("z.sheets", "b.sheet")]


@pytest.mark.parametrize("name", sorted(modules()))
def test_every_module_says_its_concept(name: str) -> None:
    # The first line of a module's docstring says the one concept it holds (make lint lists the long ones).
    assert concept(modules()[name]), f"{name} has no docstring naming its concept"


def test_no_task_tracker_wording_in_code_and_tests() -> None:
    # Code and tests say what they do, not which ticket asked for it.
    wording = re.compile(r"\b(issue \d+|issue #\d+|workstreams?)\b", re.I)
    found = [f"{p.relative_to(ROOT)}:{n}" for p in _files([*CITING, ROOT / "engine"], (".py", ".js", ".mjs", ".md"))
             if p.name != "test_repository.py"
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1) if wording.search(line)]
    assert not found, found


def test_every_noqa_says_why() -> None:
    # A silenced lint names its rule and the reason: `# noqa: E731 - a named one-line formatter`.
    bare = [f"{p.relative_to(ROOT)}:{n}" for p in _files([*CODE, ROOT / "tests", ROOT / "bench"], (".py",))
            for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1)
            if "# no" + "qa" in line and not re.search(r"# no" r"qa: [A-Z]+[0-9]+(, ?[A-Z]+[0-9]+)* - \S", line)]
    assert not bare, bare
