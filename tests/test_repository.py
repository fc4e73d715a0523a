"""The repository explains itself: rule ids that exist, one place per game, modules of one concept.

These read the sources, not the behaviour: each guards a convention that a reader of the code
relies on (STYLE.md), so that a slip fails here instead of in a later review.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CODE = [ROOT / "engine" / "rummylab", ROOT / "site_plugins"]
CITING = [*CODE, ROOT / "tests", ROOT / "docs" / "examples", ROOT / "docs" / "assets", ROOT / "bench"]
#: Modules allowed past the size limit: message catalogues, which grow with the words, not the logic.
CATALOGUES = {"messages.py", "words.py"}
MAX_LINES = 400


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
    # The check of the refactor that introduced rummylab.games.get: at most 3 such lines may stay, each
    # with a comment giving its reason.
    branch = re.compile(r"game ?(==|!=) ?[\"']|\.game ?in ?\(|game in \(")
    lines = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}" for p in _files(CODE, (".py",))
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1) if branch.search(line)]
    assert len(lines) <= 3, "\n".join(lines)
    assert all("#" in line for line in lines), "\n".join(lines)


@pytest.mark.parametrize("path", _files(CODE, (".py",)), ids=lambda p: str(p.relative_to(ROOT)))
def test_modules_stay_small_enough_to_hold_one_concept(path: Path) -> None:
    if path.name in CATALOGUES:
        return
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{path.relative_to(ROOT)} has {lines} lines (split it by concept)"


def test_no_task_tracker_wording_in_code_and_tests() -> None:
    # Code and tests say what they do, not which ticket asked for it.
    wording = re.compile(r"\b(issue \d+|issue #\d+|workstreams?)\b", re.I)
    found = [f"{p.relative_to(ROOT)}:{n}" for p in _files([*CITING, ROOT / "engine"], (".py", ".js", ".mjs", ".md"))
             if p.name != "test_repository.py"
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1) if wording.search(line)]
    assert not found, found
