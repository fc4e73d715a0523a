"""The strategy page's charts: ``<!-- widget:chart figure="undercut" hands="1500" seed="2026" -->``.

The figures come from ``docs/examples/charts/knock-charts.json``, written by ``make charts``
(:mod:`rummylab.practice.charts`); the build only reads and draws it, it never simulates. The marker
declares the sample size and seed the figure was made with; the build fails when the file is
missing, unreadable, made with other parameters than the marker's (or than
:data:`rummylab.practice.charts.PARAMETERS`' bots), or inconsistent (a chance outside [0, 1], case counts
that do not add up to the hands played). Each figure is an inline SVG (:mod:`.charts_svg`) with
its title, description and axes in the page's language, the command that remakes it with its
seed and sample size, and the same numbers as a table.

Figures: ``undercut`` (chance of being undercut, KR-10c, by deadwood, one line per table size),
``undercut-turn`` (the same for one table size, ``players="3"``, one line per band of turns),
``expected`` (the knocker's mean ledger result by deadwood) and ``cases`` (how often each part
of KR-10 settles a hand, per table size, with the expert in the first seat) and ``knock-stock`` (the median and
quartiles of the deadwood the expert knocked with, by the cards left in the stock, for one table size
``players``; its table adds how often it decided and knocked at each stock size).

>>> check_chart_attrs({"figure": "cases", "hands": "10", "seed": "1"}, "en/p.md")["players"]
'3'
>>> check_chart_attrs({"figure": "pie", "hands": "10", "seed": "1"}, "en/p.md")
Traceback (most recent call last):
...
mkdocs.exceptions.PluginError: en/p.md: unknown chart 'pie' (known: cases, expected, knock-stock, undercut, undercut-turn)
"""

from __future__ import annotations

import json
import math
from html import escape
from pathlib import Path
from typing import Any, Callable

from mkdocs.exceptions import PluginError

from rummylab.core.amounts import show_decimal, show_number, show_percent
from rummylab.practice.charts import FILE_NAME, PARAMETERS
from site_plugins.widgets.charts_svg import Series, bar_chart, line_chart
from site_plugins.words import word

__all__ = ["FIGURES", "MIN_COUNT", "PLOT_DEADWOOD", "DEFAULT_DATA", "check_chart_attrs", "load_charts",
           "render_chart"]

FIGURES = ("cases", "expected", "knock-stock", "undercut", "undercut-turn")
#: The expert's knocks by the stock: a stock size with fewer knocks than this is not plotted.
MIN_KNOCKS = 8
#: A deadwood seen fewer times than this at a table size is not plotted (its rate is noise).
MIN_COUNT = 40
#: The charts' deadwood axis: 1 to this (0 is rum, KR-10a, never undercut).
PLOT_DEADWOOD = 25
DEFAULT_DATA = f"docs/examples/charts/{FILE_NAME}"
TABLES = ("2", "3", "4", "5")


def check_chart_attrs(attrs: dict[str, str], where: str) -> dict[str, str]:
    """The marker's attributes: ``figure``, ``hands`` and ``seed`` required, ``players`` (2-5) optional."""
    unknown = set(attrs) - {"figure", "hands", "seed", "players"}
    if unknown:
        raise PluginError(f"{where}: unknown chart attribute(s) {', '.join(sorted(unknown))}")
    figure = attrs.get("figure", "")
    if figure not in FIGURES:
        raise PluginError(f"{where}: unknown chart {figure!r} (known: {', '.join(FIGURES)})")
    for key in ("hands", "seed"):
        if not attrs.get(key, "").isdigit():
            raise PluginError(f"{where}: the chart marker must declare {key}=\"N\" (a whole number), "
                              f"not {attrs.get(key)!r}")
    players = attrs.get("players", "3")
    if players not in TABLES:
        raise PluginError(f"{where}: chart players must be 2 to 5, not {players!r}")
    return {"figure": figure, "hands": attrs["hands"], "seed": attrs["seed"], "players": players}


def _check_data(data: Any, path: Path) -> None:
    def bad(why: str) -> PluginError:
        return PluginError(f"{path}: {why}; remake it with `make charts`")

    try:
        for n in TABLES:
            table = data["tables"][n]
            pos = table["positions"]
            rates = pos["undercut"] + pos["tied"] + [r for band in pos["undercut_by_turn"] for r in band["undercut"]]
            if any(r is not None and not 0 <= r <= 1 for r in rates):
                raise bad(f"a chance outside [0, 1] at {n} players")
            cases = table["cases"]
            hands = data["parameters"]["expert_hands"]
            for at in cases["knock_stock"]:
                if at["knocks"] > at["decisions"] or (at["rate"] is not None and not 0 <= at["rate"] <= 1):
                    raise bad(f"more knocks than decisions at {n} players")
            if sum(cases["count"].values()) != hands or cases["hands"] != hands:
                raise bad(f"the settlement cases at {n} players do not add up to {hands} hands")
            if abs(sum(cases["frequency"].values()) - 1) > 1e-3:
                raise bad(f"the settlement case frequencies at {n} players do not sum to 1")
    except (KeyError, TypeError) as e:
        raise bad(f"not the figures' data ({type(e).__name__}: {e})") from None


def load_charts(path: Path, *, hands: int, seed: int) -> dict[str, Any]:
    """The figures' data, checked against the parameters a chart declares.

    Raises:
        PluginError: a missing or unreadable file, other parameters, inconsistent totals.
    """
    if not path.is_file():
        raise PluginError(f"the charts' data {path} is missing: run `make charts` and commit it")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise PluginError(f"the charts' data {path} is unreadable: {e}") from None
    want = dict(PARAMETERS, hands=hands, seed=seed)
    got = data.get("parameters") if isinstance(data, dict) else None
    if got != want:
        raise PluginError(f"the charts' data {path} was made with {got}, but the chart declares {want}: "
                          "remake it with `make charts` or fix the marker")
    _check_data(data, path)
    checked: dict[str, Any] = data
    return checked


def _ticks(lo: float, hi: float) -> tuple[float, float, list[float]]:
    step = 5.0 if hi - lo <= 30 else 10.0
    a, b = math.floor(lo / step) * step, math.ceil(hi / step) * step
    return a, b, [a + i * step for i in range(int(round((b - a) / step)) + 1)]


def _curve(values: list[Any], counts: list[int]) -> list[tuple[float, float | None]]:
    return [(d, values[d] if counts[d] >= MIN_COUNT else None) for d in range(1, PLOT_DEADWOOD + 1)]


def _table(caption: str, head: list[str], rows: list[list[str]], lang: str) -> str:
    # On a narrow screen (rl-stack, docs/assets/cards.css) each row stacks as labelled lines.
    th = "".join(f'<th scope="col">{escape(h)}</th>' for h in head)
    body = "".join("<tr>" + f'<th scope="row">{escape(r[0])}</th>'
                   + "".join(f'<td data-label="{escape(h)}"><span class="rl-cell">{escape(c)}</span></td>'
                             for h, c in zip(head[1:], r[1:])) + "</tr>" for r in rows)
    return (f'<details class="rl-chart-data"><summary>{escape(word("strategy.data", lang))}</summary>'
            f'<div class="rl-table rl-stack"><table data-testid="chart-table"><caption>{escape(caption)}</caption>'
            f"<thead><tr>{th}</tr></thead><tbody>{body}</tbody></table></div></details>")


def _lines(figure: str, data: dict[str, Any], attrs: dict[str, str], lang: str, uid: str) -> tuple[str, str]:
    tables = data["tables"]
    few = "—"
    pct: Callable[[float], str] = lambda v: show_percent(v, lang, places=0)  # noqa: E731 - a named one-line function reads best here
    if figure == "undercut-turn":
        n = attrs["players"]
        bands = tables[n]["positions"]["undercut_by_turn"]
        labels = [word("strategy.turns", lang, first=a, last=b) if b else word("strategy.turns_from", lang, first=a)
                  for a, b in data["turn_bands"]]
        series = [Series(label, _curve(band["undercut"], band["count"])) for label, band in zip(labels, bands)]
        title = word("strategy.turn.title", lang, players=n)
    else:
        key = "undercut" if figure == "undercut" else "expected"
        labels = [word("strategy.players", lang, players=n) for n in TABLES]
        series = [Series(label, _curve(tables[n]["positions"][key], tables[n]["positions"]["count"]))
                  for label, n in zip(labels, TABLES)]
        title = word(f"strategy.{figure}.title", lang)
    values = [y for s in series for _, y in s.points if y is not None]
    if figure == "expected":
        lo, hi, yt = _ticks(min(values + [0.0]), max(values + [0.0]))
        show_y: Callable[[float], str] = lambda v: show_decimal(v, 0, lang, signed=v != 0)  # noqa: E731 - a named one-line function reads best here
        cell: Callable[[float], str] = lambda v: show_decimal(v, 1, lang, signed=v != 0)  # noqa: E731 - a named one-line function reads best here
        y_label = word("strategy.axis.expected", lang)
    else:
        lo, hi, yt = 0.0, 1.0, [0, 0.25, 0.5, 0.75, 1]
        show_y, cell = pct, (lambda v: show_percent(v, lang))
        y_label = word("strategy.axis.undercut", lang)
    desc = word(f"strategy.{figure}.desc", lang, hands=show_number(data["parameters"]["hands"], lang), players=attrs["players"],
                least=MIN_COUNT)
    svg = line_chart(series, x_range=(0, PLOT_DEADWOOD), y_range=(lo, hi), title=title, desc=desc,
                     x_label=word("strategy.axis.deadwood", lang), y_label=y_label, lang=lang, uid=uid,
                     x_ticks=list(range(0, PLOT_DEADWOOD + 1, 5)), y_ticks=yt, show_y=show_y)
    def shown(v: float | None) -> str:
        return few if v is None else cell(v)

    rows = [[str(d)] + [shown(dict(s.points)[d]) for s in series] for d in range(1, PLOT_DEADWOOD + 1)]
    return svg, _table(title, [word("strategy.axis.deadwood_short", lang)] + labels, rows, lang)


def _knock_stock(data: dict[str, Any], attrs: dict[str, str], lang: str, uid: str) -> tuple[str, str]:
    """The deadwood the expert knocked with (quartiles and median) by the cards left in the stock (each band drawn
    at its middle), one table size."""
    n = attrs["players"]
    stock = data["tables"][n]["cases"]["knock_stock"]
    top = data["max_stock"]
    labels = [word(f"strategy.stock.{k}", lang) for k in ("q3", "median", "q1")]
    series = [Series(label, [(sum(at["stock"]) / 2, at["quartiles"][q] if at["knocks"] >= MIN_KNOCKS else None)
                             for at in stock]) for label, q in zip(labels, (2, 1, 0))]
    title = word("strategy.stock.title", lang, players=n)
    desc = word("strategy.knock-stock.desc", lang, hands=show_number(data["parameters"]["expert_hands"], lang),
                least=MIN_KNOCKS)
    svg = line_chart(series, x_range=(0, top), y_range=(0.0, 30.0), title=title, desc=desc,
                     x_label=word("strategy.axis.stock", lang), y_label=word("strategy.axis.knock_deadwood", lang),
                     lang=lang, uid=uid, x_ticks=list(range(0, top + 1, 5)), y_ticks=[0, 5, 10, 15, 20, 25, 30],
                     show_y=lambda v: show_decimal(v, 0, lang))
    few = "—"
    rows = [[f'{at["stock"][0]}–{at["stock"][1]}', show_number(at["decisions"], lang), show_number(at["knocks"], lang),
             few if at["rate"] is None else show_percent(at["rate"], lang, places=0)]
            + [few if at["quartiles"] is None else show_decimal(at["quartiles"][q], 1, lang) for q in (0, 1, 2)]
            for at in reversed(stock) if at["decisions"]]
    head = [word("strategy.axis.stock", lang), word("strategy.stock.decisions", lang), word("strategy.stock.knocks", lang),
            word("strategy.stock.rate", lang)] + [word(f"strategy.stock.{k}", lang) for k in ("q1", "median", "q3")]
    return svg, _table(title, head, rows, lang)


def _cases(data: dict[str, Any], lang: str, uid: str) -> tuple[str, str]:
    keys = data["cases"]
    rows = [(word("strategy.players", lang, players=n), [data["tables"][n]["cases"]["frequency"][k] for k in keys])
            for n in TABLES]
    title = word("strategy.cases.expert.title", lang)
    desc = word("strategy.cases.desc", lang, hands=show_number(data["parameters"]["expert_hands"], lang))
    svg = bar_chart(rows, keys, title=title, desc=desc, x_label=word("strategy.axis.share", lang), lang=lang,
                    uid=uid, show=lambda v: show_percent(v, lang, places=0))
    # The rule id alone in its cell: linked to the rules page, it is then a whole cell, not a link in text.
    head = [word("strategy.rule", lang), word("strategy.case", lang)] + [label for label, _ in rows]
    body = [[k, word("strategy.case." + k, lang)] + [show_percent(r[1][i], lang) for r in rows]
            for i, k in enumerate(keys)]
    return svg, _table(title, head, body, lang)


def render_chart(attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = 0,
                 data_path: str | Path = DEFAULT_DATA) -> str:
    """The figure: its SVG, a caption naming its sample, and the data as a table."""
    hands, seed = int(attrs["hands"]), int(attrs["seed"])
    try:
        data = load_charts(Path(data_path), hands=hands, seed=seed)
    except PluginError as e:
        raise PluginError(f"{where}: {e}") from None
    figure = attrs["figure"]
    if figure == "cases":
        svg, table = _cases(data, lang, uid)
    elif figure == "knock-stock":
        svg, table = _knock_stock(data, attrs, lang, uid)
    else:
        svg, table = _lines(figure, data, attrs, lang, uid)
    if figure in ("cases", "knock-stock"):  # the expert's hands, fewer (rummylab.practice.charts)
        source = word("strategy.source.expert", lang, hands=show_number(data["parameters"]["expert_hands"], lang),
                      seed=seed)
    else:
        source = word("strategy.source", lang, hands=show_number(hands, lang), seed=seed)
    return (f'<figure class="rl-chart-figure" data-rl-chart="{figure}" data-testid="chart">'
            f"{svg.replace(chr(10), '')}"
            f'<figcaption>{escape(source)}</figcaption>{table}</figure>')
