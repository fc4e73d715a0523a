"""The practice progress: the bar under each practice tool, and the progress page's widget.

Each practice tool (the quiz, the meld puzzles, the knock coach) carries a bar (:func:`progress_bar`),
hidden until ``docs/assets/practice-bar.js`` drives it: the difficulty to deal at, the problem of
the day and yesterday's answer, the choice to count a problem that came from a link, a missed
problem coming back with its explanation, and a note when the stored progress could not be read.
The page ``practice/progress/`` holds ``<!-- widget:progress -->`` (:func:`render_progress`):
tables per tool and level, streaks, the rules most often missed, a chart, export, import and
forget, drawn by ``docs/assets/progress.js`` from the browser's store
(``docs/assets/progress-store.js``). Without JavaScript the page says where progress lives.

>>> 'data-testid="progress-level"' in progress_bar("quiz", "fr", "rl-quiz-1")
True
>>> html = render_progress({}, "pt", "rl-progress-1", where="pt/practice/progress.md")
>>> 'data-rl-widget="progress"' in html, "Esquecer o meu progresso" in html
(True, True)
>>> check_progress_attrs({"x": "1"}, "en/p.md")
Traceback (most recent call last):
...
mkdocs.exceptions.PluginError: en/p.md: the progress widget takes no attributes (got x)
"""

from __future__ import annotations

from html import escape

from rummylab.games import games
from rummylab.words.language import text
from site_plugins.widgets.markup import no_attributes, script_json, words_json
from site_plugins.words import word

__all__ = ["BAR_WORDS", "PAGE_WORDS", "progress_bar", "check_progress_attrs", "render_progress"]

#: The bar's words (script.rl-progress-strings of each practice tool).
BAR_WORDS = (
    "progress.level", "progress.level_any", "progress.level_n", "progress.this_level", "progress.daily",
    "progress.yesterday", "progress.daily_title", "progress.yesterday_title", "progress.link_note",
    "progress.count_link", "progress.review", "progress.review_explanation", "progress.broken", "progress.unsaved",
    "progress.page_link",
)
#: The progress page's words (its script.rl-strings).
PAGE_WORDS = (
    "progress.title", "progress.empty", "progress.tool_quiz", "progress.tool_puzzle", "progress.tool_coach",
    "progress.col_level", "progress.col_done", "progress.col_right", "progress.all_levels", "progress.streak",
    "progress.rules_title", "progress.rules_none", "progress.col_rule", "progress.col_missed", "progress.chart_title",
    "progress.chart_desc", "progress.chart_day", "progress.waiting", "progress.export", "progress.import",
    "progress.imported", "progress.import_bad", "progress.forget", "progress.forget_sure", "progress.forget_ask",
    "progress.forgotten", "progress.copies", "progress.broken", "progress.private", "progress.games_title",
    "progress.col_game", "progress.col_played", "progress.col_won",
)


def progress_bar(tool: str, lang: str, uid: str) -> str:
    """The bar under a practice tool (hidden until practice-bar.js drives it).

    Its link to the progress page is relative to a page two levels under the language's root
    (``practice/quiz/``, and the embed page ``embed/quiz/``), where the tools are.
    """
    levels = f'<option value="">{escape(word("progress.level_any", lang))}</option>' + "".join(
        f'<option value="{n}">{escape(word("progress.level_n", lang, n=n))}</option>' for n in range(1, 6))
    return (
        f'<div class="rl-progress-bar" data-testid="progress-bar" data-tool="{tool}" hidden>'
        f'<p class="rl-note" role="status" data-testid="progress-store-note" hidden></p>'
        f'<div class="rl-field rl-inline">'
        f'<label for="{uid}-difficulty">{escape(word("progress.level", lang))}</label>'
        f'<select id="{uid}-difficulty" data-testid="progress-level">{levels}</select>'
        f'<button type="button" class="rl-button" data-testid="progress-daily">{escape(word("progress.daily", lang))}</button>'
        f'<button type="button" class="rl-button" data-testid="progress-yesterday">'
        f'{escape(word("progress.yesterday", lang))}</button>'
        f'<a class="rl-progress-page-link" href="../../practice/progress/" data-testid="progress-page-link">'
        f'{escape(word("progress.page_link", lang))}</a></div>'
        f'<p class="rl-note" data-testid="progress-problem-level"></p>'
        f'<p class="rl-note" data-testid="progress-daily-title" hidden></p>'
        f'<div class="rl-note" data-testid="progress-link" hidden><p>{escape(word("progress.link_note", lang))}</p>'
        f'<label class="rl-check"><input type="checkbox" data-testid="progress-count-link"> '
        f'{escape(word("progress.count_link", lang))}</label></div>'
        f'<div class="rl-note" data-testid="progress-review" hidden><p>{escape(word("progress.review", lang))}</p>'
        f'<details data-testid="progress-review-explanation"><summary>{escape(word("progress.review_explanation", lang))}'
        f'</summary><div class="rl-progress-explanation"></div></details></div>'
        f'<script type="application/json" class="rl-progress-strings">{words_json(BAR_WORDS, lang)}</script>'
        "</div>"
    )


def check_progress_attrs(attrs: dict[str, str], where: str) -> dict[str, str]:
    """The progress widget takes no attribute. (:func:`~site_plugins.widgets.markup.no_attributes`)."""
    return no_attributes(attrs, where, "progress")


def _level_names(lang: str) -> dict[str, str]:
    """The play page's levels of play (its bots'), named in ``lang``, as the games table shows them.

    >>> _level_names("fr")["expert"], _level_names("pt")["intermediate"]
    ('Expert', 'Intermédio')
    """
    return {level: text(f"level.{level}", lang) for game in games() for level in game.levels}


def render_progress(attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = 10000) -> str:
    """The progress page's widget: its static first state (where progress lives) and its controls."""
    return (
        f'<div class="rl-widget rl-progress" id="{uid}" role="region" aria-label="{escape(word("progress.title", lang), quote=True)}"'
        f' data-rl-widget="progress" data-rl-no-embed="true" data-testid="progress" data-lang="{lang}">'
        f'<p class="rl-note" data-testid="progress-private">{escape(word("progress.private", lang))}</p>'
        f'<p class="rl-note" role="status" data-testid="progress-store-note" hidden></p>'
        f'<div data-testid="progress-summary"><noscript><p>{escape(word("progress.noscript", lang))}</p></noscript></div>'
        f'<div class="rl-field rl-inline rl-progress-actions" data-testid="progress-actions" hidden>'
        f'<button type="button" class="rl-button" data-testid="progress-export">{escape(word("progress.export", lang))}</button>'
        f'<button type="button" class="rl-button" data-testid="progress-forget">{escape(word("progress.forget", lang))}</button>'
        f'</div>'
        f'<div class="rl-field" data-testid="progress-import-box" hidden><label for="{uid}-import">{escape(word("progress.import", lang))}</label>'
        f'<input id="{uid}-import" type="file" accept=".json,application/json" data-testid="progress-import"></div>'
        f'<div class="rl-note" data-testid="progress-forget-ask" hidden><p>{escape(word("progress.forget_ask", lang))}</p>'
        f'<button type="button" class="md-button md-button--primary" data-testid="progress-forget-sure">'
        f'{escape(word("progress.forget_sure", lang))}</button></div>'
        f'<p class="rl-note" role="status" data-testid="progress-message"></p>'
        f'<script type="application/json" class="rl-strings">{words_json(PAGE_WORDS, lang)}</script>'
        f'<script type="application/json" class="rl-progress-games">{script_json({g.key: g.title for g in games()})}</script>'
        f'<script type="application/json" class="rl-progress-levels">{script_json(_level_names(lang))}</script>'
        "</div>"
    )
