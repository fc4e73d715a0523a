"""The settlement quiz widget: ``<!-- widget:quiz level="2" seed="7" -->``.

The engine deals an end-of-hand table of Knock Rummy (``rummylab.practice.quiz``); the
reader writes each player's net result for the hand and the engine checks it
(KR-10). At build time this module asks ``rummylab.web.handle`` for the page's
first quiz *and* its answer, so with JavaScript off the page still shows the
table and, folded, the settlement explained. ``docs/assets/quiz.js`` then
turns it into the live quiz (answers, Check, level, streak, New quiz), with
every number computed by the engine in the Web Worker.

>>> attrs = check_quiz_attrs({"level": "3"}, "en/p.md")
>>> attrs
{'level': '3', 'seed': '1'}
>>> html = render_quiz(attrs, "fr", "rl-quiz-1", where="fr/p.md")
>>> 'data-rl-widget="quiz"' in html, 'data-level="3"' in html, "Niveau" in html
(True, True, True)
>>> check_quiz_attrs({"level": "4"}, "en/p.md")
Traceback (most recent call last):
...
mkdocs.exceptions.PluginError: en/p.md: quiz level must be 1, 2 or 3, not '4'
"""

from __future__ import annotations

from html import escape
from typing import Any

from mkdocs.exceptions import PluginError

from rummylab.core.amounts import signed_amount
from rummylab.core.cards import Card
from rummylab.games.knock.settle import parse_amount
from rummylab.words.language import capitalized, colon
from site_plugins.cards_html import CARD_TEMPLATES, arrangement_html, hand_html
from site_plugins.templates import Html, Value, draw
from site_plugins.widgets.markup import SOLVER_WORDS, ask, script_json, words_json
from site_plugins.widgets.progress import progress_bar
from site_plugins.words import LANGS, script_words, word

__all__ = ["QUIZ_WORDS", "QUIZ_STRINGS", "QUIZ_TEMPLATES", "check_quiz_attrs", "render_quiz"]

LEVELS = ("1", "2", "3")
#: The quiz's seed when the marker gives none (a fixed build is a reproducible build).
DEFAULT_SEED = "1"

#: The quiz's own words, in the order of its JSON (after the solver's, for arrangements).
#: Player names, card names, amounts, explanations and error messages come from the engine.
QUIZ_WORDS = (
    "quiz.title", "quiz.arrangements", "quiz.level", "quiz.level_1", "quiz.level_2", "quiz.level_3", "quiz.new",
    "check", "quiz.streak", "quiz.knocked", "quiz.stock_out", "quiz.seed", "quiz.answer_label", "quiz.answer_help",
    "quiz.answers", "quiz.hand_of", "knocker_tag", "quiz.right", "quiz.wrong", "quiz.all_right", "quiz.some_wrong",
    "player", "quiz.yours", "quiz.expected", "quiz.verdict", "settlement", "payer", "payee", "quiz.amount",
    "quiz.no_payment", "quiz.why", "quiz.whose_error", "quiz.show_answer", "checking", "dealing", "loading_runtime", "loading_engine",
    "timeout", "crashed", "load_failed", "quiz.noscript",
)
#: The templates the quiz fills (site_plugins/templates.py), on the page for quiz.js.
QUIZ_TEMPLATES = CARD_TEMPLATES + ("quiz-question", "quiz-player", "tag", "transfers", "transfer", "no-transfer",
                                   "named-arrangement", "explanation")
#: The quiz's own words per language (for tests that read the page).
QUIZ_STRINGS: dict[str, dict[str, str]] = {lang: script_words(QUIZ_WORDS, lang) for lang in LANGS}


def check_quiz_attrs(attrs: dict[str, str], where: str) -> dict[str, str]:
    """Validate a quiz marker's attributes (``level`` 1-3, ``seed`` a whole number); fill the defaults.

    Raises:
        PluginError: an unknown attribute, a bad level or seed (naming the page).
    """
    unknown = sorted(set(attrs) - {"level", "seed"})
    if unknown:
        raise PluginError(f"{where}: unknown quiz attribute(s) {', '.join(unknown)} (use level, seed)")
    level = attrs.get("level", "1")
    if level not in LEVELS:
        raise PluginError(f"{where}: quiz level must be 1, 2 or 3, not {level!r}")
    seed = attrs.get("seed", DEFAULT_SEED)
    if not seed.isdigit():
        raise PluginError(f"{where}: quiz seed must be a whole number, not {seed!r}")
    return {"level": level, "seed": str(int(seed))}


def question_html(quiz: dict[str, Any], lang: str) -> Html:
    """The table of one quiz (the engine's ``quiz`` result): who knocked and every hand.

    ``docs/assets/quiz.js`` fills the same templates for a new quiz.
    """
    labels = quiz["labels"]
    knocker = quiz["knocker"]
    situation = word("quiz.knocked", lang, player=labels[knocker - 1]) if knocker else word("quiz.stock_out", lang)
    players: list[Value] = [
        draw("quiz-player", seat=i, name=capitalized(label),
             tag=draw("tag", text=word("knocker_tag", lang)) if i == knocker else None,
             hand=hand_html([Card.parse(c) for c in hand], lang, label=word("quiz.hand_of", lang, player=label)))
        for i, (label, hand) in enumerate(zip(labels, quiz["hands"]), start=1)
    ]
    return draw("quiz-question", situation=situation, players=players)


def answer_html(verdict: dict[str, Any], lang: str) -> str:
    """The right answer explained: the nets, the settlement table, the explanation sentences."""
    labels = verdict["labels"]
    nets = "".join(f"<li>{escape(capitalized(label))}{colon(lang)} <strong>{escape(signed_amount(parse_amount(x), lang))}</strong></li>"
                   for label, x in zip(labels, verdict["expected"]))
    arrangements = [draw("named-arrangement", name=capitalized(label), arrangement=arrangement_html(arr, lang, layout="list"))
                    for label, arr in zip(labels, verdict["arrangements"])]
    return (
        f'<ul class="rl-quiz-nets">{nets}</ul>' + settlement_html(verdict["settlement"], labels, lang)
        + "".join(draw("explanation", text=line) for line in verdict["explanation"])
        + f'<p class="rl-label">{escape(word("quiz.arrangements", lang))}</p><ul class="rl-quiz-arrangements">{"".join(arrangements)}</ul>'
    )


def settlement_html(settlement: dict[str, Any], labels: list[str], lang: str) -> Html:
    """Who pays whom, as a table (1-based players in the engine's dict); ``quiz.js`` fills the same templates."""
    if not settlement["transfers"]:
        return draw("no-transfer", text=word("quiz.no_payment", lang))
    rows: list[Value] = [
        draw("transfer", payer=capitalized(labels[t["from"] - 1]), payee=capitalized(labels[t["to"] - 1]), amount=t["shown"])
        for t in settlement["transfers"]
    ]
    return draw("transfers", caption=word("settlement", lang), payer=word("payer", lang), payee=word("payee", lang),
                amount=word("quiz.amount", lang), rows=rows)


def render_quiz(attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = 10000) -> str:
    """The whole quiz widget: controls (shown by the JS), the first table pre-computed, strings.

    Raises:
        PluginError: the engine refused the quiz (message names the page).
    """
    seed, level = int(attrs["seed"]), int(attrs["level"])
    quiz = ask({"op": "quiz", "seed": seed, "level": level, "lang": lang}, where)
    # The answer of the first quiz, for readers without JavaScript: ask with any answers.
    verdict = ask({"op": "quiz-check", "seed": seed, "level": level, "answers": ["0"] * quiz["players"],
                   "lang": lang}, where)
    level_opts = "".join(
        f'<option value="{n}"{" selected" if n == attrs["level"] else ""}>{escape(word("quiz.level_" + n, lang))}</option>'
        for n in LEVELS
    )
    controls = (
        f'<p class="rl-note" data-testid="quiz-url-note" hidden></p>'
        f'<div class="rl-field rl-inline rl-quiz-controls" data-testid="quiz-controls" hidden>'
        f'<label for="{uid}-level">{escape(word("quiz.level", lang))}</label>'
        f'<select id="{uid}-level" data-testid="quiz-level">{level_opts}</select>'
        f'<button type="button" class="rl-button" data-testid="quiz-new">{escape(word("quiz.new", lang))}</button>'
        f'<span class="rl-streak" data-testid="quiz-streak" aria-live="polite"></span></div>'
    )
    return (
        f'<div class="rl-widget rl-quiz" id="{uid}" role="region" aria-label="{escape(word("quiz.title", lang), quote=True)}"'
        f' data-rl-widget="quiz" data-testid="quiz" data-lang="{lang}" data-seed="{seed}" data-level="{level}"'
        f' data-timeout-ms="{int(timeout_ms)}">'
        + controls
        + progress_bar("quiz", lang, uid)
        + f'<p class="rl-quiz-id" data-testid="quiz-id">{escape(word("quiz.seed", lang, seed=seed, level=level))}</p>'
        f'<div class="rl-quiz-question" data-testid="quiz-question">{question_html(quiz, lang)}</div>'
        f'<form class="rl-quiz-form" data-testid="quiz-form" hidden></form>'
        f'<p class="rl-status" role="status" aria-live="polite" data-testid="quiz-status"></p>'
        f'<p class="rl-error" id="{uid}-error" role="alert" data-testid="quiz-error" hidden></p>'
        f'<div class="rl-result" data-testid="quiz-result">'
        f'<details class="rl-quiz-static-answer"><summary>{escape(word("quiz.show_answer", lang))}</summary>{answer_html(verdict, lang)}</details>'
        f'<noscript><p>{escape(word("quiz.noscript", lang))}</p></noscript></div>'
        f'<script type="application/json" class="rl-strings">{words_json(SOLVER_WORDS + QUIZ_WORDS, lang)}</script>'
        f'<script type="application/json" class="rl-quiz-data">{script_json(quiz)}</script>'
        "</div>"
    )
