"""The house-rules page's widget: ``<!-- widget:house examples="kr-ex1 tt-round-scored" -->``.

A form of every game's variants (a checkbox for a switch, a list for a value among a few, a number
otherwise), each with the engine's label, description and source and the site's profile shown; and
a few of the site's worked examples (their facts from ``docs/examples/*.yml``, verified by the
examples plugin) as a table per example: each player's result under the site's rules, computed at
build time, beside the same under the reader's rules, which ``docs/assets/houserules.js`` asks the
engine for (the request here, plus ``house``) and marks where it differs.

>>> attrs = check_house_attrs({"examples": "kr-ex1 ru-round-scored"}, "en/house-rules.md")
>>> html = render_house(attrs, "en", "rl-house-1", where="en/house-rules.md")
>>> 'data-testid="house-switch-knock-penalty"' in html, 'data-testid="house-example-kr-ex1"' in html
(True, True)
>>> 'data-testid="house-profile-kr-ex1-1">−15<' in html, 'data-testid="house-yours-ru-round-scored-1">50<' in html
(True, True)
>>> check_house_attrs({"examples": "kr-nothing"}, "en/house-rules.md")
Traceback (most recent call last):
...
mkdocs.exceptions.PluginError: en/house-rules.md: no worked example 'kr-nothing' of a kind the house-rules page shows (knock-hand, tt-round, rummy-round)
"""

from __future__ import annotations

from fractions import Fraction
from html import escape
from pathlib import Path
from typing import Any, Callable

from mkdocs.exceptions import PluginError

from rummylab.core.cards import Card
from rummylab.games import games, get
from rummylab.words.language import text
from site_plugins.cards_html import hand_html
from site_plugins.examples import load_specs
from site_plugins.examples.spec import Spec
from site_plugins.widgets.house_table import HOUSE_WORDS
from site_plugins.widgets.markup import ask, script_json, words_json
from site_plugins.words import word

__all__ = ["check_house_attrs", "render_house", "SPECS_DIR"]

SPECS_DIR = Path(__file__).resolve().parents[2] / "docs" / "examples"

#: The site's words of the page's script (after the badge's).
PAGE_WORDS = HOUSE_WORDS + (
    "house.examples", "house.player", "house.profile", "house.yours", "house.changed", "house.same", "house.differs",
    "house.differs_one", "house.why", "house.computing", "house.default", "house.kept", "loading_runtime",
    "loading_engine", "timeout", "crashed", "load_failed",
)


def _names(spec: Spec) -> list[str]:
    return [p["name"] if isinstance(p, dict) else str(p) for p in spec.data["players"]]


def _seat(names: list[str], who: Any) -> int | None:
    return None if who is None else names.index(str(who)) + 1


def _knock(spec: Spec) -> dict[str, Any]:
    names = _names(spec)
    return {"op": "settle", "hands": [p["hand"] for p in spec.data["players"]],
            "knocker": _seat(names, spec.data["knocker"])}


def _tt(spec: Spec) -> dict[str, Any]:
    return {"op": "score", "game": "three-thirteen", "round": spec.data["round"],
            "out": _seat(_names(spec), spec.data.get("out")), "hands": [p["hand"] for p in spec.data["players"]]}


def _rummy(spec: Spec) -> dict[str, Any]:
    names = _names(spec)
    remaining = spec.data["remaining"]
    return {"op": "score", "game": "rummy", "out": _seat(names, spec.data.get("out")),
            "hands": [remaining.get(n, "") for n in names]}


#: Each kind of example the page shows: its game, the engine's request for it, the result's numbers
#: to show (a list, one per player), the word naming them, and the same numbers in the examples
#: plugin's results (the spec's ``expect:`` format, by player; the answer's key for them too), which the
#: page's first state must equal.
KINDS: dict[str, tuple[str, Callable[[Spec], dict[str, Any]], str, str, str]] = {
    "knock-hand": ("knock", _knock, "net_shown", "house.net", "net"),
    "tt-round": ("three-thirteen", _tt, "penalties", "house.penalties", "penalties"),
    "rummy-round": ("rummy", _rummy, "points", "house.points", "points"),
}


def _specs() -> dict[str, Any]:
    return load_specs(SPECS_DIR)


def check_house_attrs(attrs: dict[str, str], where: str) -> dict[str, str]:
    """``examples``: the ids of worked examples of a kind the page shows (space-separated).

    Raises:
        PluginError: an unknown attribute, an unknown example or one of another kind (naming the page).
    """
    unknown = sorted(set(attrs) - {"examples"})
    if unknown:
        raise PluginError(f"{where}: unknown house attribute(s) {', '.join(unknown)} (use examples)")
    specs = _specs()
    ids = attrs.get("examples", "").split()
    for ident in ids:
        spec = specs.get(ident)
        if not isinstance(spec, Spec) or spec.kind not in KINDS:
            raise PluginError(f"{where}: no worked example {ident!r} of a kind the house-rules page shows "
                              f"({', '.join(KINDS)})")
    return {"examples": " ".join(ids)}


def _value(v: dict[str, Any], lang: str) -> str:
    if v["kind"] == "bool":
        return word("house.yes" if v["default"] else "house.no", lang)
    return word("house.no_limit", lang) if v["default"] is None else str(v["default"])


def _control(game: str, v: Any, lang: str, uid: str) -> str:
    name = v.name
    ident = f"{uid}-{game}-{name}"
    testid = f"house-switch-{game}-{name}"
    label = escape(text(f"house.{game}.{name}", lang))
    about = escape(text(f"house.{game}.{name}.about", lang))
    source = escape(word("house.rule", lang, rule=v.rule, source=text(f"house.source.{v.source}", lang)))
    described = f"{ident}-about"
    data = f'data-game="{game}" data-name="{name}" aria-describedby="{described}"'
    if v.kind is bool:
        checked = " checked" if v.default else ""
        field = (f'<input type="checkbox" id="{ident}" data-testid="{testid}" {data}{checked}>'
                 f' <label for="{ident}">{label}</label>')
    elif v.choices:
        options = "".join(f'<option value="{c}"{" selected" if c == v.default else ""}>{c}</option>' for c in v.choices)
        field = f'<label for="{ident}">{label}</label> <select id="{ident}" data-testid="{testid}" {data}>{options}</select>'
    else:
        value = "" if v.default is None else str(v.default)
        none = f' placeholder="{escape(word("house.no_limit", lang), quote=True)}"' if v.none else ""
        field = (f'<label for="{ident}">{label}</label> <input type="number" inputmode="numeric" id="{ident}"'
                 f' data-testid="{testid}" {data} min="{v.low}" max="{v.high}" step="1" value="{value}"{none}>')
    shown = word("house.default", lang, value=_value({"kind": "bool" if v.kind is bool else "int",
                                                      "default": v.default}, lang))
    extra = f' {escape(word("house.empty_none", lang))}' if v.none else ""
    return (f'<div class="rl-field rl-house-field" data-testid="house-field-{game}-{name}">{field}'
            f'<p class="rl-help" id="{described}">{about} {escape(shown)}{extra} {source}</p>'
            f'<p class="rl-error" id="{ident}-error" role="alert" data-testid="house-field-error-{game}-{name}" hidden></p></div>')


def _form(lang: str, uid: str) -> str:
    sets = []
    for game in games():
        if not game.variants:
            continue
        controls = "".join(_control(game.key, v, lang, uid) for v in game.variants)
        sets.append(f'<fieldset class="rl-house-game" data-testid="house-game-{game.key}" disabled>'
                    f'<legend>{escape(word("house.game_rules", lang, game=game.title))}</legend>{controls}</fieldset>')
    return (f'<form class="rl-house-form" data-testid="house-form" novalidate>{"".join(sets)}'
            f'<div class="rl-field"><button type="button" class="md-button" data-testid="house-reset" disabled>'
            f'{escape(word("house.reset", lang))}</button></div>'
            f'<p class="rl-help">{escape(word("house.kept", lang))}</p></form>')


def _example(ident: str, spec: Spec, lang: str, where: str) -> tuple[str, dict[str, Any]]:
    game, build, pick, what, verified = KINDS[spec.kind]
    request = build(spec)
    result = ask({**request, "lang": lang}, where, refused=f"the example {ident!r}")
    profile = [str(x) for x in result[pick]]
    names = _names(spec)
    raw = result[verified]  # the same numbers, as the engine keeps them ("-15", not "−15")
    if [Fraction(str(x)) for x in raw] != [Fraction(spec.actual[verified][n]) for n in names]:
        raise PluginError(f"{where}: the example {ident!r} as the page asks it ({raw}) is not the verified example's "
                          f"{verified} ({spec.actual[verified]})")
    rules = ", ".join(str(r) for r in spec.data.get("rules", []))
    rows = []
    for i, (name, shown) in enumerate(zip(names, profile), start=1):
        hand = request["hands"][i - 1]
        cards = hand_html([Card.parse(c) for c in hand.split()], lang) if hand else ""
        rows.append(f'<tr><th scope="row">{escape(name)}</th><td>{cards}</td>'
                    f'<td data-testid="house-profile-{ident}-{i}">{escape(shown)}</td>'
                    f'<td data-testid="house-yours-{ident}-{i}">{escape(shown)}</td></tr>')
    caption = f"{get(game).title} · {rules} · {word(what, lang)}"
    html = (f'<section class="rl-house-example" data-testid="house-example-{ident}" data-example="{ident}">'
            f'<div class="rl-sk-scroll"><table class="rl-house-table"><caption>{escape(caption)}</caption>'
            f'<thead><tr><th scope="col">{escape(word("house.player", lang))}</th><th scope="col">{escape(word("hand", lang))}</th>'
            f'<th scope="col">{escape(word("house.profile", lang))}</th><th scope="col">{escape(word("house.yours", lang))}</th>'
            f'</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
            f'<p class="rl-house-summary" data-testid="house-summary-{ident}">{escape(word("house.same", lang))}</p>'
            f'<details class="rl-house-why" data-testid="house-why-{ident}" hidden><summary>{escape(word("house.why", lang))}'
            f'</summary><div class="rl-house-why-lines"></div></details></section>')
    return html, {"id": ident, "game": game, "request": request, "pick": pick, "profile": profile}


def render_house(attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = 10000) -> str:
    """The form and the examples, the site's profile computed now; the page's script makes it live.

    Raises:
        PluginError: the engine refused an example's request (naming the page).
    """
    specs = _specs()
    parts = [_example(ident, specs[ident], lang, where) for ident in attrs["examples"].split()]
    examples = "".join(html for html, _ in parts)
    return (
        f'<div class="rl-widget rl-house" id="{uid}" role="region" aria-label="{escape(word("house.title", lang), quote=True)}"'
        f' data-rl-widget="house" data-testid="house" data-lang="{lang}" data-timeout-ms="{int(timeout_ms)}">'
        + '<p class="rl-error" role="alert" data-testid="house-error" hidden></p>'
        + _form(lang, uid)
        + f'<p class="rl-status" role="status" aria-live="polite" data-testid="house-status"></p>'
        f'<p class="rl-error" role="alert" data-testid="house-engine-error" hidden></p>'
        f'<h2 id="{uid}-examples">{escape(word("house.examples", lang))}</h2>'
        f'<div class="rl-house-examples" data-testid="house-examples">{examples}</div>'
        f'<noscript><p>{escape(word("house.noscript", lang))}</p></noscript>'
        f'<script type="application/json" class="rl-strings">{words_json(PAGE_WORDS, lang)}</script>'
        f'<script type="application/json" class="rl-house-examples-data">{script_json([d for _, d in parts])}</script>'
        "</div>"
    )
