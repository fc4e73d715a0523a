"""MkDocs plugin: practice widgets declared in Markdown by one marker.

A page writes ``<!-- widget:NAME -->``, optionally with attributes
(``<!-- widget:solver hand="4H 5H 6H QC QD QS 8D" game="knock" -->``), and the
plugin replaces the marker with the widget's HTML: its controls, hidden until
the widget's script upgrades them; a first state the engine computed at build
time, so the page reads well with JavaScript off, prints and is searchable; and
its words in the page's language as JSON, so the script holds no text. Each kind
is a module: :mod:`~site_plugins.widgets.solver` (the meld solver),
:mod:`~site_plugins.widgets.quiz` (the settlement quiz) and
:mod:`~site_plugins.widgets.puzzles` (the meld puzzles); what they share is in
:mod:`~site_plugins.widgets.markup`, their words in :mod:`~site_plugins.words`.

An unknown widget name, an unknown or malformed attribute, or a hand the
engine rejects fails the build with a :class:`PluginError` naming the page.
Markers inside code (fenced blocks or backticks) are left alone, so a page
can document the syntax.

>>> [m.group("name") for m in _SCAN.finditer("a <!-- widget:solver --> `<!-- widget:x -->`") if m.group("name")]
['solver']
"""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Callable, Protocol

from mkdocs.config import config_options as c
from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from site_plugins.cards_html import CARD_TEMPLATES
from site_plugins.templates import template_tags
from site_plugins.widgets.charts import DEFAULT_DATA, check_chart_attrs, render_chart
from site_plugins.widgets.coach import COACH_TEMPLATES, check_coach_attrs, render_coach
from site_plugins.widgets.house import check_house_attrs, render_house
from site_plugins.widgets.house_table import house_script
from site_plugins.widgets.markup import page_language, parse_attrs
from site_plugins.widgets.play import PLAY_TEMPLATES, check_play_attrs, render_play
from site_plugins.widgets.preload import ModuleGraph
from site_plugins.widgets.progress import check_progress_attrs, render_progress
from site_plugins.widgets.puzzles import check_puzzle_attrs, render_puzzle
from site_plugins.widgets.quiz import QUIZ_TEMPLATES, check_quiz_attrs, render_quiz
from site_plugins.widgets.scorekeeper import SCOREKEEPER_TEMPLATES, check_scorekeeper_attrs, render_scorekeeper
from site_plugins.widgets.solver import SOLVER_TEMPLATES, STRINGS, check_solver_attrs, render_solver
from site_plugins.widgets.styles import only_used_styles
from site_plugins.widgets.worksheet import WORKSHEET_TEMPLATES, check_worksheet_attrs, render_worksheet

__all__ = ["WidgetsPlugin", "WidgetsConfig", "STRINGS", "render_solver"]

# Code first, so a marker written inside a fence or backticks is skipped.
_SCAN = re.compile(
    r"(?P<fence>^[ \t]*(?P<tick>`{3,}|~{3,}).*?^[ \t]*(?P=tick)[ \t]*$)"
    r"|(?P<code>(?P<bt>`+)(?!`).+?(?<!`)(?P=bt)(?!`))"
    r"|(?P<marker><!--\s*widget:(?P<name>[^\s>]*)(?P<attrs>.*?)-->)",
    re.M | re.S,
)


class Render(Protocol):
    """A widget kind's renderer: checked attributes → the widget's HTML."""

    def __call__(self, attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = ...) -> str: ...


#: A widget kind's attribute checker: (marker attributes, page) → checked attributes with defaults.
Check = Callable[[dict[str, str], str], dict[str, str]]


class WidgetsConfig(Config):
    """Options of the ``rummylab-widgets`` plugin.

    Attributes:
        enabled: replace widget markers (off: the build fails on any marker).
        default_hand: the example hand of a solver marker without ``hand``
            (KR-EX1's knocker, deadwood 8).
        timeout_ms: how long the browser waits for one answer before it stops
            the engine and says so.
        charts_data: the chart widget's data (``make charts``), relative to mkdocs.yml.
    """

    enabled = c.Type(bool, default=True)
    default_hand = c.Type(str, default="4H 5H 6H QC QD QS 8D")
    timeout_ms = c.Type(int, default=10000)
    charts_data = c.Type(str, default=DEFAULT_DATA)


class WidgetsPlugin(BasePlugin[WidgetsConfig]):
    """Replace ``<!-- widget:NAME … -->`` markers with live widgets."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, tuple[tuple[str, str], ...], str, int], str] = {}
        self._root = Path.cwd()
        self._modules: ModuleGraph | None = None  # docs/assets' modules, for the pages' preload links

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        if config.config_file_path:
            self._root = Path(config.config_file_path).resolve().parent
        return config

    #: The templates each kind's script fills (site_plugins/templates.py), put on its page.
    TEMPLATES_OF: dict[str, tuple[str, ...]] = {
        "solver": SOLVER_TEMPLATES, "quiz": QUIZ_TEMPLATES, "puzzle": CARD_TEMPLATES, "play": PLAY_TEMPLATES,
        "scorekeeper": SCOREKEEPER_TEMPLATES, "worksheet": WORKSHEET_TEMPLATES, "coach": COACH_TEMPLATES,
    }

    def kinds(self) -> dict[str, tuple[Check, Render]]:
        """Every widget kind by name: its attribute checker and its renderer."""
        return {
            "solver": (partial(check_solver_attrs, default_hand=self.config.default_hand), render_solver),
            "quiz": (check_quiz_attrs, render_quiz),
            "puzzle": (check_puzzle_attrs, render_puzzle),
            "play": (check_play_attrs, render_play),
            "scorekeeper": (check_scorekeeper_attrs, render_scorekeeper),
            "worksheet": (check_worksheet_attrs, render_worksheet),
            "coach": (check_coach_attrs, render_coach),
            "progress": (check_progress_attrs, render_progress),
            "house": (check_house_attrs, render_house),
            "chart": (check_chart_attrs, partial(render_chart, data_path=self._root / self.config.charts_data)),
        }

    def on_page_markdown(self, markdown: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        return self.render_page(markdown, lang=page_language(page, config), where=page.file.src_uri)

    def on_pre_build(self, *, config: MkDocsConfig) -> None:
        self._modules = None  # read again for each build (the modules may have changed)

    def on_post_page(self, output: str, /, *, page: Page, config: MkDocsConfig) -> str:
        # A practice page's widget modules, fetched from its head (site_plugins/widgets/preload.py);
        # a tool's own stylesheet only where the tool is (site_plugins/widgets/styles.py).
        if self._modules is None:
            self._modules = ModuleGraph(Path(config.docs_dir) / "assets")
        return only_used_styles(self._modules.preload_links(output))

    def render_page(self, markdown: str, *, lang: str, where: str) -> str:
        """Replace every widget marker of one page's Markdown (code spans and fences excepted).

        >>> plugin = WidgetsPlugin()
        >>> plugin.load_config({})
        ([], [])
        >>> html = plugin.render_page('<!-- widget:solver game="rummy" -->', lang="en", where="en/p.md")
        >>> 'data-testid="solver-deadwood">8<' in html, '<option value="rummy" selected>' in html
        (True, True)
        >>> plugin.render_page("<!-- widget:quizz -->", lang="en", where="en/p.md")
        Traceback (most recent call last):
        ...
        mkdocs.exceptions.PluginError: en/p.md: unknown widget 'quizz' in '<!-- widget:quizz -->' (known: chart, coach, house, play, progress, puzzle, quiz, scorekeeper, solver, worksheet)
        >>> plugin.render_page('<!-- widget:solver game="gin" -->', lang="en", where="en/p.md")
        Traceback (most recent call last):
        ...
        mkdocs.exceptions.PluginError: en/p.md: unknown game 'gin' (use knock, three-thirteen, rummy)
        >>> plugin.render_page('<!-- widget:solver hand="QH 5X" -->', lang="fr", where="fr/p.md")
        Traceback (most recent call last):
        ...
        mkdocs.exceptions.PluginError: fr/p.md: the solver widget's hand 'QH 5X' is refused: «\u202f5X\u202f» n’est pas une carte
        """
        count = 0
        kinds = self.kinds()
        templates: set[str] = set()

        def replace(m: re.Match[str]) -> str:
            nonlocal count
            if not m.group("marker"):
                return m.group(0)
            if not self.config.enabled:
                raise PluginError(f"{where}: widget marker {m.group('marker')!r} but the widgets plugin is disabled")
            name = m.group("name")
            if name not in kinds:
                known = ", ".join(sorted(kinds))
                raise PluginError(f"{where}: unknown widget {name!r} in {m.group('marker')!r} (known: {known})")
            check, render = kinds[name]
            attrs = check(parse_attrs(m.group("attrs"), where), where)
            count += 1
            templates.update(self.TEMPLATES_OF.get(name, ()))
            # The i18n plugin builds every page once per language: render each widget once.
            key = (name, tuple(sorted(attrs.items())), lang, count)
            if key not in self._cache:
                self._cache[key] = render(
                    attrs, lang, f"rl-{name}-{count}", where=where, timeout_ms=self.config.timeout_ms
                )
            return "\n\n" + self._cache[key] + "\n\n"

        markdown = _SCAN.sub(replace, markdown)
        if not count:
            return markdown
        # The house rules' table (house.js): every tool follows the reader's choice and shows its badge;
        # and the templates the widgets' scripts draw with.
        return markdown + "\n\n" + house_script(lang, where=where) + "\n" + (template_tags(templates) + "\n" if templates else "")
