"""The widgets' markup, written once: templates the build fills and the page's scripts fill again.

A widget's first state is drawn at build time, and its later states (a new quiz, the engine's
verdict) by its script in the browser. Both draw from the templates here: the plugins fill them
with :func:`draw`, and :func:`template_tags` writes them into the page as ``<template>``
elements, which ``docs/assets/templates.js`` clones and fills the same way. So no script holds a
copy of the plugins' HTML, and a live answer is drawn exactly as the build-time one.

A template is HTML with slots, each named ``{name}``:

- in an attribute's value, the value as text; an attribute whose whole value is one slot is left
  out when the value is ``None`` (``aria-label="{label}"``);
- in the text, a value as text, as markup (:class:`Html`; a node in the browser) or a list of
  them; ``None`` is nothing;
- an element written ``<tbody data-slot="rows"></tbody>`` takes the value as its content, for
  places where the HTML parser would move text out (tables).

Every slot needs a value and every value a slot, so a misspelt name fails at once.

>>> print(draw("card", colour="rl-card rl-red", name="dama de copas", text="Q♥"))
<span class="rl-card rl-red" role="img" aria-label="dama de copas">Q♥</span>
>>> print(draw("hand", role=None, label=None, cards=[Html("<i>1</i>"), "&"]))
<span class="rl-hand"><i>1</i>&amp;</span>
>>> draw("card", colour="x", name="y")
Traceback (most recent call last):
...
KeyError: "template 'card' has no value for {text}"
"""

from __future__ import annotations

import re
from functools import cache
from html import escape
from typing import Iterable, Sequence, Union

__all__ = ["Html", "TEMPLATES", "Value", "draw", "fill_html", "template_tags"]


class Html(str):
    """Markup, put in a slot as it is (any other text is escaped)."""


#: What a slot takes: text (escaped), markup, a number, nothing, or a list of them.
Value = Union[str, int, Html, None, Sequence["Value"]]

#: Every template by name. The page's scripts name them too: keep the names.
TEMPLATES: dict[str, str] = {
    # A card (cards_html.card_html): its colour class, its name in the page's language, its symbols.
    "card": '<span class="{colour}" role="img" aria-label="{name}">{text}</span>',
    # Cards in a row; a labelled hand is a named group (a player's hand).
    "hand": '<span class="rl-hand" role="{role}" aria-label="{label}">{cards}</span>',
    # An arrangement as a widget shows it (cards_html.arrangement_html, layout "list").
    "melds": '<ul class="rl-melds">{melds}</ul>',
    "meld": ('<li class="rl-meld" data-kind="{kind}"><span class="rl-meld-kind">{kind_name}</span>'
             '<span class="rl-hand">{cards}</span>{wilds}</li>'),
    "wild-note": '<span class="rl-wild-note">{note}</span>',
    "unmatched": '<li class="rl-unmatched"><span class="rl-meld-kind">{label}</span><span class="rl-hand">{cards}</span></li>',
    # The solver's answer: how the hand was read, the deadwood, a best arrangement, the others, why.
    "solver-result": ('{notes}<p class="rl-deadwood">{label} <strong data-testid="solver-deadwood">{deadwood}</strong></p>'
                      '<p class="rl-label">{best}</p>{arrangement}{alternatives}{explanation}'),
    "solver-note": '<p class="rl-note" data-testid="solver-note">{text}</p>',
    "solver-alternatives": ('<details class="rl-alternatives" data-testid="solver-alternatives"><summary>{label}</summary>'
                            "<ol>{items}</ol></details>"),
    "solver-no-alternatives": '<p class="rl-alternatives-none" data-testid="solver-alternatives">{text}</p>',
    "item": "<li>{content}</li>",
    # The play page's table: where the game stands, and what the other players hold.
    "play-where": '<p class="rl-play-where" data-testid="play-where">{where} · {dealer}</p>',
    "play-others": '<ul class="rl-play-others" data-testid="play-others">{items}</ul>',
    # The quiz's table: who knocked, then each player's hand.
    "quiz-question": ('<p class="rl-quiz-situation" data-testid="quiz-situation">{situation}</p>'
                      '<ul class="rl-quiz-hands">{players}</ul>'),
    "quiz-player": ('<li class="rl-quiz-player" data-testid="quiz-player-{seat}"><span class="rl-quiz-name">{name}{tag}</span>'
                    "{hand}</li>"),
    "tag": ' <span class="rl-tag">{text}</span>',
    # Who pays whom (the quiz's settlement), or the sentence that nobody pays.
    "transfers": ('<table class="rl-quiz-transfers" data-testid="quiz-transfers"><caption>{caption}</caption>'
                  '<thead><tr><th scope="col">{payer}</th><th scope="col">{payee}</th><th scope="col">{amount}</th></tr></thead>'
                  '<tbody data-slot="rows"></tbody></table>'),
    "transfer": "<tr><td>{payer}</td><td>{payee}</td><td>{amount}</td></tr>",
    "no-transfer": '<p class="rl-quiz-transfers" data-testid="quiz-transfers">{text}</p>',
    # A player's best arrangement, named (the quiz's and the coach's answers).
    "named-arrangement": '<li><span class="rl-quiz-name">{name}</span>{arrangement}</li>',
    # The coach's position: the situation, the reader's hand, the card taken, the discards so far.
    "coach-position": ('<p class="rl-coach-situation" data-testid="coach-situation">{situation}</p>'
                       '<p class="rl-label">{your_hand}</p><div data-testid="coach-hand">{hand}</div>{taken}'
                       '<p class="rl-label">{history}</p><ol class="rl-coach-history" data-testid="coach-history">{discards}</ol>'),
    "coach-taken": '<p class="rl-note" data-testid="coach-taken">{text}</p>',
    "coach-discard": '<li>{card} <span class="rl-coach-who">{who}</span>{tag}</li>',
    # The coach's estimates: a row per choice, then the real hands.
    "coach-estimates": ('<table class="rl-coach-estimates" data-testid="coach-estimates"><caption>{caption}</caption><thead><tr>'
                        '<th scope="col">{option}</th><th scope="col">{mean}</th><th scope="col">{error}</th>'
                        '<th scope="col">{undercut}</th></tr></thead><tbody data-slot="rows"></tbody></table>'),
    "coach-estimate": '<tr><th scope="row">{choice}</th><td>{mean}</td><td>{error}</td><td>{beaten}</td></tr>',
    "coach-hands": '<p class="rl-label">{label}</p><ul class="rl-coach-hands" data-testid="coach-actual">{hands}</ul>',
    # A worksheet: its head, its problems with blank lines, then the key on a page of its own.
    "ws-sheet": ('<header class="rl-ws-head"><p class="rl-ws-title" data-testid="worksheet-heading">{title}</p>'
                 '<p class="rl-ws-meta" data-testid="worksheet-meta">{heading}</p>'
                 '<p class="rl-ws-pupil"><span>{name}</span><span class="rl-ws-line"></span>'
                 '<span>{date}</span><span class="rl-ws-line rl-ws-short"></span></p></header>'
                 '<ol class="rl-ws-problems" data-testid="worksheet-problems">{problems}</ol>'
                 '<section class="rl-ws-key" data-testid="worksheet-key"><p class="rl-ws-title">{key_title}</p>'
                 '<ol class="rl-ws-answers">{answers}</ol></section>'),
    "ws-problem": ('<li class="rl-ws-problem" data-testid="worksheet-problem-{number}" data-kind="{kind}" data-game="{game}">'
                   '<p class="rl-ws-prompt">{prompt}</p>{cards}<div class="rl-ws-blanks">{blanks}</div></li>'),
    "ws-hands": '<ul class="rl-ws-hands">{rows}</ul>',
    "ws-player": '<li><span class="rl-ws-name">{name}{tag}</span> {hand}</li>',
    "ws-hand": '<p class="rl-ws-hand">{hand}</p>',
    "ws-blank": '<p class="rl-ws-blank"><span>{label}</span><span class="rl-ws-line"></span></p>',
    "ws-answer": ('<li class="rl-ws-answer" data-testid="worksheet-answer-{number}">'
                  '<p class="rl-ws-summary"><strong>{number}.</strong> {summary}</p>{arrangement}{explanation}</li>'),
    # A score sheet: the table (a header, a row per hand or round, the totals), the summary, each entry explained.
    "sk-sheet": ('<p class="rl-help rl-sk-legend">{legend}</p><div class="rl-sk-scroll"><table class="rl-sk-table"'
                 ' data-testid="scorekeeper-table"><caption class="rl-sr-only">{caption}</caption><thead><tr data-slot="head"></tr>'
                 '</thead><tbody data-slot="rows"></tbody><tfoot><tr data-slot="foot"></tr></tfoot></table></div>'
                 '<div class="rl-sk-summary" data-testid="scorekeeper-summary">{summary}{over}</div>{why}'),
    "sk-row": '<tr data-testid="scorekeeper-row-{number}" class="{editing}" data-slot="cells"></tr>',
    # A cell's label (its column's heading) names it where the sheet stacks a row per box (a phone).
    "sk-th": '<th scope="{scope}" colspan="{colspan}" class="{actions}" data-label="{label}">{text}</th>',
    "sk-td": '<td data-testid="{testid}" class="{actions}" data-label="{label}">{content}</td>',
    "sk-cell": '<span class="rl-sk-points">{points}</span>{score} <strong class="rl-sk-total">{total}</strong>',
    "sk-score": ' <span class="rl-sk-score">{text}</span>',
    "sk-over": '<p class="rl-sk-over" data-testid="scorekeeper-over">{text}</p>',
    "sk-why": ('<details class="rl-sk-why" data-testid="scorekeeper-why-{number}" open="{open}"><summary>{label}</summary>'
               "{lines}{arrangements}</details>"),
    "sk-arrangement": '<div class="rl-sk-arrangement"><span class="rl-quiz-name">{name}</span>{arrangement}</div>',
    "strong": "<strong>{text}</strong>",
    "line": "<p>{text}</p>",
    # A line of explanation (the engine's sentences).
    "explanation": '<p class="rl-explanation">{text}</p>',
}

_SLOT_ELEMENT = re.compile(r'<(\w+)([^<>]*?) data-slot="(\w+)"([^<>]*)></\1>')
_SLOT = re.compile(r' (?P<attr>[\w-]+)="\{(?P<whole>\w+)\}"|\{(?P<name>\w+)\}')


def _text(value: Value) -> str:
    if value is None:
        return ""
    if isinstance(value, Html):
        return value
    if isinstance(value, (list, tuple)):
        return "".join(_text(v) for v in value)
    return escape(str(value))


@cache
def _source(name: str) -> str:
    """A template with its ``data-slot`` elements written as text slots (the build fills thousands)."""
    try:
        return _SLOT_ELEMENT.sub(lambda m: f"<{m[1]}{m[2]}{m[4]}>{{{m[3]}}}</{m[1]}>", TEMPLATES[name])
    except KeyError:
        raise KeyError(f"no template {name!r} in site_plugins/templates.py") from None


def draw(name: str, /, **values: Value) -> Html:
    """The template ``name`` filled with ``values`` (see the module's rules).

    Raises:
        KeyError: no such template, a slot without a value, or a value without a slot (a plugin's bug).
    """
    source = _source(name)
    used: set[str] = set()

    def take(key: str) -> Value:
        if key not in values:
            raise KeyError(f"template {name!r} has no value for {{{key}}}")
        used.add(key)
        return values[key]

    def fill(m: re.Match[str]) -> str:
        if m["attr"]:
            value = take(m["whole"])
            return "" if value is None else f' {m["attr"]}="{escape(str(value))}"'
        return _text(take(m["name"]))

    out = _SLOT.sub(fill, source)
    if set(values) - used:
        raise KeyError(f"template {name!r} has no slot for {', '.join(sorted(set(values) - used))}")
    return Html(out)


def fill_html(text: str, /, **parts: Value) -> Html:
    """A sentence of the page's words with markup in its slots ("{wild} stands for {card}"), the rest escaped.

    The twin of ``template`` in ``docs/assets/render.js``; a slot without a part stays as written.

    >>> print(fill_html("{card} & co", card=Html("<b>Q</b>")))
    <b>Q</b> &amp; co
    """
    pieces = re.split(r"(\{\w+\})", text)
    return Html("".join(_text(parts[p[1:-1]]) if p[1:-1] in parts and p.startswith("{") else escape(p) for p in pieces))


def template_tags(names: Iterable[str]) -> str:
    """The templates a page's widgets fill, as ``<template>`` elements in a hidden box, each left out of the search.

    (Each, not the box: the search plugin's parser matches elements by their tag, so the first
    ``</div>`` inside a template would end the exclusion of a ``<div>``.)

    >>> template_tags(["tag"])
    '<div class="rl-templates" hidden><template data-rl-template="tag" data-search-exclude> <span class="rl-tag">{text}</span></template></div>'
    """
    tags = "".join(f'<template data-rl-template="{name}" data-search-exclude>{TEMPLATES[name]}</template>'
                   for name in sorted(set(names)))
    return f'<div class="rl-templates" hidden>{tags}</div>'
