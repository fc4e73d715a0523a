"""The knock coach widget: ``<!-- widget:coach seed="3" -->``.

The engine deals a position reached in bot play (``rummylab.practice.coach``): the
reader's hand just after drawing, the turn, the table size, every card thrown
face up so far. At build time this module asks ``rummylab.web.handle`` for the
position and the engine's verdict on playing on, so with JavaScript off the page
shows the position and, folded, the estimates and the real hands.
``docs/assets/coach.js`` then lets the reader knock (with a chosen card) or play
on, and shows the engine's verdict, a streak and the session's score.

>>> check_coach_attrs({}, "en/p.md")
{'seed': '3'}
>>> html = render_coach({"seed": "3"}, "fr", "rl-coach-1", where="fr/p.md")
>>> 'data-rl-widget="coach"' in html, 'data-testid="coach-hand"' in html
(True, True)
>>> check_coach_attrs({"seed": "x"}, "en/p.md")
Traceback (most recent call last):
...
mkdocs.exceptions.PluginError: en/p.md: coach seed must be a whole number, not 'x'
"""

from __future__ import annotations

from html import escape
from typing import Any

from mkdocs.exceptions import PluginError

from rummylab.core.cards import Card
from rummylab.words.language import capitalized
from site_plugins.cards_html import CARD_TEMPLATES, arrangement_html, card_html, hand_html
from site_plugins.templates import Html, Value, draw, fill_html
from site_plugins.widgets.markup import SOLVER_WORDS, ask, script_json, words_json
from site_plugins.widgets.progress import progress_bar
from site_plugins.words import word

__all__ = ["COACH_WORDS", "COACH_TEMPLATES", "check_coach_attrs", "render_coach"]

DEFAULT_SEED = "3"
#: The templates the coach fills (site_plugins/templates.py), on the page for coach.js.
COACH_TEMPLATES = CARD_TEMPLATES + ("coach-position", "coach-taken", "coach-discard", "tag", "coach-estimates",
                                    "coach-estimate", "coach-hands", "named-arrangement")
#: The coach's words, after the solver's (for arrangements).
COACH_WORDS = (
    "coach.title", "coach.situation", "coach.your_hand", "coach.taken", "coach.history", "coach.up_card",
    "coach.choose", "coach.knock_with", "coach.knock", "coach.play_on", "coach.new",
    "coach.thinking", "coach.seed", "coach.right", "coach.wrong", "coach.best_knock", "coach.best_play", "coach.loss",
    "coach.close", "coach.estimates", "coach.option", "coach.mean", "coach.error", "coach.undercut", "coach.knock_row",
    "coach.knock_rum", "coach.play_row", "coach.actual", "coach.actual_net", "coach.hand_of", "coach.score",
    "coach.expert",
    "dealing", "loading_runtime", "loading_engine", "timeout", "crashed", "load_failed",
)


def check_coach_attrs(attrs: dict[str, str], where: str) -> dict[str, str]:
    """Validate a coach marker's attributes (``seed``, a whole number); fill the default.

    Raises:
        PluginError: an unknown attribute or a bad seed (naming the page).
    """
    unknown = sorted(set(attrs) - {"seed"})
    if unknown:
        raise PluginError(f"{where}: unknown coach attribute(s) {', '.join(unknown)} (use seed)")
    seed = attrs.get("seed", DEFAULT_SEED)
    if not seed.isdigit():
        raise PluginError(f"{where}: coach seed must be a whole number, not {seed!r}")
    return {"seed": str(int(seed))}


def position_html(position: dict[str, Any], lang: str) -> Html:
    """The position as the reader sees it (``renderPosition`` in coach.js fills the same templates)."""
    labels, taken_labels = position["labels"], position["taken_labels"]

    def card(text: str) -> Html:
        return card_html(Card.parse(text), lang)

    taken = None
    if position["taken"]:
        taken = draw("coach-taken", text=fill_html(word("coach.taken", lang), card=card(position["taken"])))
    discards: list[Value] = [
        draw("coach-discard", card=card(t["card"]),
             who=word("coach.up_card", lang) if t["seat"] is None else capitalized(labels[t["seat"] - 1]),
             tag=draw("tag", text=taken_labels[t["taken_by"] - 1]) if t["taken_by"] else None)
        for t in position["history"]
    ]
    return draw(
        "coach-position",
        situation=word("coach.situation", lang, players=position["players"], turn=position["turn"], stock=position["stock"]),
        your_hand=word("coach.your_hand", lang),
        hand=hand_html([Card.parse(c) for c in position["hand"]], lang, label=word("coach.your_hand", lang)),
        taken=taken, history=word("coach.history", lang), discards=discards,
    )


def verdict_html(verdict: dict[str, Any], lang: str) -> str:
    """The estimates and the real hands (``renderVerdict`` in coach.js fills the same templates, after the reader's verdict)."""
    labels = verdict["hand_labels"]

    def card(text: str) -> Html:
        return card_html(Card.parse(text), lang)

    knock = verdict["best_knock_estimate"]
    play = verdict["play"]
    knock_label = word("coach.knock_rum" if knock["rum"] else "coach.knock_row", lang, deadwood=knock["deadwood"])
    rows: list[Value] = [
        draw("coach-estimate", choice=fill_html(knock_label, card=card(verdict["best_knock"])),
             mean=knock["mean_shown"], error=knock["se_shown"], beaten=knock["beaten_shown"]),
        draw("coach-estimate", choice=fill_html(word("coach.play_row", lang), card=card(verdict["play_card"])),
             mean=play["mean_shown"], error=play["se_shown"], beaten="—"),
    ]
    table = draw("coach-estimates", caption=word("coach.estimates", lang, samples=verdict["samples"]),
                 option=word("coach.option", lang), mean=word("coach.mean", lang), error=word("coach.error", lang),
                 undercut=word("coach.undercut", lang), rows=rows)
    hands: list[Value] = [
        draw("named-arrangement", name=word("coach.hand_of", lang, player=labels[i], deadwood=verdict["deadwood"][i]),
             arrangement=arrangement_html(arr, lang, layout="list"))
        for i, arr in enumerate(verdict["arrangements"])
    ]
    return expert_html(verdict, lang) + table + draw("coach-hands", label=word("coach.actual", lang), hands=hands)


def expert_html(verdict: dict[str, Any], lang: str) -> str:
    """What the expert would do in the reader's seat, with its reason (``renderVerdict`` in coach.js draws the same)."""
    expert = verdict["expert"]
    return (f'<p class="rl-coach-expert" data-testid="coach-expert" data-choice="{escape(expert["choice"])}"'
            f' data-card="{escape(expert["card"])}"><strong>{escape(word("coach.expert", lang))}</strong> '
            f'{escape(expert["text"])}</p>')


def render_coach(attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = 10000) -> str:
    """The whole coach widget: the position, the controls (shown by the JS), the folded answer, the strings.

    Raises:
        PluginError: the engine refused the position (message names the page).
    """
    seed = int(attrs["seed"])
    position = ask({"op": "coach", "seed": seed, "lang": lang}, where)
    verdict = ask({"op": "coach-check", "seed": seed, "choice": "play", "lang": lang}, where)
    options = "".join(f'<option value="{escape(c)}">{escape(c)} — {escape(position["card_names"][c])}</option>'
                      for c in position["choices"])
    controls = (
        f'<p class="rl-note" data-testid="coach-url-note" hidden></p>'
        f'<form class="rl-coach-form" data-testid="coach-form" hidden>'
        f'<fieldset><legend>{escape(word("coach.choose", lang))}</legend>'
        f'<div class="rl-field rl-inline"><label for="{uid}-card">{escape(word("coach.knock_with", lang))}</label>'
        f'<select id="{uid}-card" data-testid="coach-card">{options}</select>'
        f'<button type="submit" class="md-button md-button--primary" data-testid="coach-knock">{escape(word("coach.knock", lang))}</button></div>'
        f'<div class="rl-field"><button type="button" class="md-button" data-testid="coach-play">{escape(word("coach.play_on", lang))}</button></div>'
        f'</fieldset></form>'
        f'<div class="rl-field rl-inline" data-testid="coach-controls" hidden>'
        f'<button type="button" class="rl-button" data-testid="coach-new">{escape(word("coach.new", lang))}</button>'
        f'<span class="rl-streak" data-testid="coach-score" aria-live="polite"></span></div>'
    )
    return (
        f'<div class="rl-widget rl-coach" id="{uid}" role="region" aria-label="{escape(word("coach.title", lang), quote=True)}"'
        f' data-rl-widget="coach" data-testid="coach" data-lang="{lang}" data-seed="{seed}" data-timeout-ms="{int(timeout_ms)}">'
        f'<p class="rl-quiz-id" data-testid="coach-id">{escape(word("coach.seed", lang, seed=seed))}</p>'
        f'<div data-testid="coach-position">{position_html(position, lang)}</div>'
        + controls
        + progress_bar("coach", lang, uid)
        + f'<p class="rl-status" role="status" aria-live="polite" data-testid="coach-status"></p>'
        f'<progress class="rl-coach-progress" data-testid="coach-progress" hidden></progress>'
        f'<p class="rl-error" id="{uid}-error" role="alert" data-testid="coach-error" hidden></p>'
        f'<div class="rl-result" data-testid="coach-result">'
        f'<details class="rl-coach-static-answer"><summary>{escape(word("coach.show_answer", lang))}</summary>{verdict_html(verdict, lang)}</details>'
        f'<noscript><p>{escape(word("coach.noscript", lang))}</p></noscript></div>'
        f'<script type="application/json" class="rl-strings">{words_json(SOLVER_WORDS + COACH_WORDS, lang)}</script>'
        f'<script type="application/json" class="rl-coach-data">{script_json(position)}</script>'
        "</div>"
    )
