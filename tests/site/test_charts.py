"""The Knock Rummy strategy page's charts (site_plugins/widgets/charts.py, site_plugins/widgets/charts_svg.py).

The build refuses missing data and data made with other parameters than the page's markers
declare; every plotted point and bar maps back to the committed JSON's numbers (value and
position); the data's totals are consistent; each chart is valid SVG in its page's language with
a title, a description, axis labels, a table of the same numbers, a caption naming its sample
(not the command that remakes it: a developer's, in docs-dev/), no script and nothing from another origin.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from html import escape
from pathlib import Path

import pytest
from mkdocs.exceptions import PluginError

from rummylab.core.amounts import show_number, show_percent
from rummylab.practice.charts import PARAMETERS
from site_plugins.widgets import WidgetsPlugin
from site_plugins.widgets.charts import MIN_COUNT, MIN_KNOCKS, PLOT_DEADWOOD
from site_plugins.widgets.charts_svg import HEIGHT, Scale
from site_plugins.words import word

pytestmark = pytest.mark.site

SVG = "{http://www.w3.org/2000/svg}"
REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "docs" / "examples" / "charts" / "knock-charts.json"
PREFIX = {"pt": "", "en": "en/", "es": "es/", "fr": "fr/"}
FIGURES = ["undercut", "undercut-turn", "expected", "cases", "knock-stock"]
#: The figures drawn from the hands with the expert at the table (fewer hands: PARAMETERS["expert_hands"]).
EXPERT_FIGURES = ("cases", "knock-stock")


def _data() -> dict:
    return json.loads(DATA.read_text(encoding="utf-8"))


def _render(lang: str, data_path: Path) -> str:
    plugin = WidgetsPlugin()
    plugin.load_config({"charts_data": str(data_path)})
    markdown = (REPO / "docs" / lang / "knock-rummy" / "strategy.md").read_text(encoding="utf-8")
    return plugin.render_page(markdown, lang=lang, where=f"{lang}/knock-rummy/strategy.md")


def _figures(html: str) -> dict[str, str]:
    return dict(re.findall(r'<figure class="rl-chart-figure" data-rl-chart="([\w-]+)".*?(<svg.*?</svg>)', html, re.S))


@pytest.fixture(scope="module")
def pages(built_site: Path) -> dict[str, str]:
    return {lang: (built_site / PREFIX[lang] / "knock-rummy" / "strategy" / "index.html").read_text(encoding="utf-8")
            for lang in PREFIX}


def test_the_build_refuses_missing_data(tmp_path: Path) -> None:
    with pytest.raises(PluginError, match=r"pt/knock-rummy/strategy.md: the charts' data .* is missing: run `make charts`"):
        _render("pt", tmp_path / "knock-charts.json")


@pytest.mark.parametrize("change", [{"hands": 1499}, {"seed": 1}, {"position_bots": "threshold"},
                                    {"case_bots": "threshold"}])
def test_the_build_refuses_data_made_with_other_parameters(tmp_path: Path, change: dict) -> None:
    data = _data()
    data["parameters"].update(change)
    path = tmp_path / "knock-charts.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PluginError, match="was made with .* but the chart declares"):
        _render("en", path)


def test_the_build_refuses_inconsistent_data(tmp_path: Path) -> None:
    data = _data()
    data["tables"]["4"]["positions"]["undercut"][7] = 1.2
    path = tmp_path / "knock-charts.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PluginError, match=r"a chance outside \[0, 1\] at 4 players"):
        _render("es", path)
    data = _data()
    data["tables"]["3"]["cases"]["count"]["KR-10c"] += 1
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PluginError, match="do not add up"):
        _render("fr", path)


def test_every_marker_declares_the_committed_parameters_and_the_developers_note_names_the_command() -> None:
    """The command that remakes the data is a developer's: named in docs-dev, never on the learners' page."""
    for lang in PREFIX:
        markdown = (REPO / "docs" / lang / "knock-rummy" / "strategy.md").read_text(encoding="utf-8")
        markers = re.findall(r"<!-- widget:chart (.*?)-->", markdown)
        assert sorted(re.search(r'figure="([\w-]+)"', m).group(1) for m in markers) == sorted(FIGURES)
        for m in markers:
            assert f'hands="{PARAMETERS["hands"]}"' in m and f'seed="{PARAMETERS["seed"]}"' in m
        assert "make charts" not in markdown and "../practice/knock-coach.md" in markdown
    note = (REPO / "docs-dev" / "site-numbers.md").read_text(encoding="utf-8")
    assert "make charts" in note and "python -m rummylab.practice.charts" in note


def test_the_datas_totals_are_consistent() -> None:
    data = _data()
    hands = data["parameters"]["expert_hands"]
    for n, table in data["tables"].items():
        cases = table["cases"]
        assert all(at["knocks"] <= at["decisions"] for at in cases["knock_stock"])
        assert sum(cases["count"].values()) == hands
        assert sum(cases["frequency"].values()) == pytest.approx(1, abs=1e-3)
        for rule, count in cases["count"].items():
            assert cases["frequency"][rule] == round(count / hands, 4)
        pos = table["positions"]
        rates = pos["undercut"] + pos["tied"] + [r for b in pos["undercut_by_turn"] for r in b["undercut"]]
        assert all(r is None or 0 <= r <= 1 for r in rates), n
        assert [sum(b["count"][d] for b in pos["undercut_by_turn"]) for d in range(len(pos["count"]))] == pos["count"]


def _points(svg: str) -> list[tuple[str, float, float, float, float]]:
    """(series, data-x, data-y, cx, cy) of every plotted point."""
    root = ET.fromstring(svg)
    out = []
    for g in root.iter(f"{SVG}g"):
        for el in g:
            if el.get("class") != "rl-point":
                continue
            if el.tag == f"{SVG}circle":
                cx, cy = float(el.get("cx")), float(el.get("cy"))
            elif el.tag == f"{SVG}rect":
                cx, cy = float(el.get("x")) + 4, float(el.get("y")) + 4
            else:  # a path starting at its top vertex "M{x} {y - 5}"
                x, y = map(float, re.match(r"M([\d.-]+) ([\d.-]+)", el.get("d")).groups())
                cx, cy = x, y + 5
            out.append((g.get("data-series"), float(el.get("data-x")), float(el.get("data-y")), cx, cy))
    return out


@pytest.mark.parametrize("lang", list(PREFIX))
def test_every_point_maps_back_to_the_data(pages: dict[str, str], lang: str) -> None:
    data = _data()
    figures = _figures(pages[lang])
    assert sorted(figures) == sorted(FIGURES)
    players = {word("strategy.players", lang, players=n): n for n in data["tables"]}
    bands = [word("strategy.turns", lang, first=a, last=b) if b else word("strategy.turns_from", lang, first=a)
             for a, b in data["turn_bands"]]
    for figure in ("undercut", "undercut-turn", "expected"):
        points = _points(figures[figure])
        expected = {}
        for n, table in data["tables"].items():
            pos = table["positions"]
            series = [(word("strategy.players", lang, players=n), pos["undercut" if figure == "undercut" else "expected"],
                       pos["count"])] if figure != "undercut-turn" else (
                [(bands[i], b["undercut"], b["count"]) for i, b in enumerate(pos["undercut_by_turn"])] if n == "3" else [])
            for label, values, counts in series:
                for d in range(1, PLOT_DEADWOOD + 1):
                    if counts[d] >= MIN_COUNT:
                        expected[(label, d)] = values[d]
        got = {(s, int(x)): y for s, x, y, _, _ in points}
        assert got == pytest.approx(expected), figure
        assert figure == "undercut-turn" or {s for s, *_ in points} == set(players)
        # Positions: x is the deadwood on a fixed axis; y is one linear map of the value for the whole chart.
        scale = Scale(0, PLOT_DEADWOOD, 0, 1)
        assert all(cx == pytest.approx(scale.x(x), abs=0.02) for _, x, _, cx, _ in points)
        lo = min(points, key=lambda p: p[2])
        hi = max(points, key=lambda p: p[2])
        slope = (hi[4] - lo[4]) / (hi[2] - lo[2])
        assert slope < 0  # larger values are higher on the page
        assert all(cy == pytest.approx(lo[4] + slope * (y - lo[2]), abs=0.05) for _, _, y, _, cy in points)
        if figure != "expected":  # a chance: 0 at the bottom of the plot, 1 at the top
            assert all(cy == pytest.approx(Scale(0, 1, 0, 1).y(y), abs=0.02) for _, _, y, _, cy in points)
    # The expert's knocks: x the cards left in the stock, y the deadwood (0 to 30), one line per quartile.
    stock = data["tables"]["4"]["cases"]["knock_stock"]  # the page draws the table of four (players="4")
    expected = {}
    for q, key in ((0, "q1"), (1, "median"), (2, "q3")):
        for at in stock:
            if at["knocks"] >= MIN_KNOCKS:
                expected[(word(f"strategy.stock.{key}", lang), sum(at["stock"]) / 2)] = at["quartiles"][q]
    points = _points(figures["knock-stock"])
    assert expected and {(s, x): y for s, x, y, _, _ in points} == pytest.approx(expected)
    scale = Scale(0, data["max_stock"], 0, 30)
    assert all(cx == pytest.approx(scale.x(x), abs=0.02) and cy == pytest.approx(scale.y(y), abs=0.02)
               for _, x, y, cx, cy in points)


@pytest.mark.parametrize("lang", list(PREFIX))
def test_every_bar_maps_back_to_the_data(pages: dict[str, str], lang: str) -> None:
    data = _data()
    root = ET.fromstring(_figures(pages[lang])["cases"])
    bars = [el for el in root.iter(f"{SVG}rect") if el.get("class") == "rl-bar"]
    assert len(bars) == 4 * len(data["cases"])
    full = Scale(0, 1, 0, 1).x(1) - Scale(0, 1, 0, 1).x(0)
    for n in data["tables"]:
        row = [b for b in bars if b.get("data-row") == word("strategy.players", lang, players=n)]
        assert [b.get("data-key") for b in row] == data["cases"]
        at = Scale(0, 1, 0, 1).x(0)
        for b in row:
            share = data["tables"][n]["cases"]["frequency"][b.get("data-key")]
            assert float(b.get("data-share")) == share
            assert float(b.get("x")) == pytest.approx(at, abs=0.05)
            assert float(b.get("width")) == pytest.approx(share * full, abs=0.05)
            at += float(b.get("width"))
        assert at == pytest.approx(Scale(0, 1, 0, 1).x(sum(data["tables"][n]["cases"]["frequency"].values())), abs=0.1)


@pytest.mark.parametrize("lang", list(PREFIX))
def test_the_charts_are_accessible_self_contained_svg_in_the_pages_language(pages: dict[str, str], lang: str) -> None:
    html = pages[lang]
    data = _data()
    for figure, svg in _figures(html).items():
        root = ET.fromstring(svg)
        assert root.get("{http://www.w3.org/XML/1998/namespace}lang") == lang
        title, desc = root.find(f"{SVG}title"), root.find(f"{SVG}desc")
        assert title is not None and desc is not None and title.text and desc.text
        sample = data["parameters"]["expert_hands" if figure in EXPERT_FIGURES else "hands"]
        assert show_number(sample, lang) in desc.text  # "1 500" in fr, "1,500" in en
        ids = root.get("aria-labelledby").split()
        assert ids == [title.get("id"), desc.get("id")] and root.get("role") == "img"
        texts = ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]
        x_label = {"cases": "strategy.axis.share", "knock-stock": "strategy.axis.stock"}.get(figure,
                                                                                             "strategy.axis.deadwood")
        assert word(x_label, lang) in texts
        if figure != "cases":
            y_label = {"expected": "strategy.axis.expected", "knock-stock": "strategy.axis.knock_deadwood"}.get(
                figure, "strategy.axis.undercut")
            assert word(y_label, lang) in texts
        for el in root.iter():
            assert el.tag.split("}")[1] not in ("script", "image", "foreignObject", "use", "style")
            assert not any(k.endswith("href") or k.startswith("on") for k in el.attrib), el.attrib
        assert 'fill="currentColor"' in svg  # text and axes follow the page's (dark or light) text colour
    # The sample under each chart (its size and seed, in the page's words), never the developer's command;
    # and each chart's table.
    assert html.count(escape(word("strategy.source", lang, hands=show_number(1500, lang), seed=2026), quote=False)) == 3
    expert = show_number(data["parameters"]["expert_hands"], lang)
    assert html.count(escape(word("strategy.source.expert", lang, hands=expert, seed=2026), quote=False)) == 2
    assert "make charts" not in html and "python -m" not in html
    assert html.count('data-testid="chart-table"') == 5
    assert "<script" not in html.split('data-rl-chart="undercut"')[1].split("</figure>")[0]


def test_the_tables_show_the_same_numbers_as_readers_write_them(pages: dict[str, str]) -> None:
    data = _data()
    for lang in PREFIX:
        table = pages[lang].split('data-rl-chart="cases"')[1].split("</table>")[0]
        for n in data["tables"]:
            for rule, share in data["tables"][n]["cases"]["frequency"].items():
                assert f'<span class="rl-cell">{show_percent(share, lang)}</span>' in table, (lang, n, rule)
        if lang != "en":
            assert re.search("rl-cell\">\\d+,\\d[\u202f\u00a0]%", table)  # a no-break space before %


def test_the_page_is_in_the_knock_rummy_menu_after_the_rules(built_site: Path) -> None:
    home = (built_site / "en" / "index.html").read_text(encoding="utf-8")
    nav = home[home.index("md-nav--primary"):]
    assert nav.index("knock-rummy/walkthrough/") < nav.index("knock-rummy/strategy/") < nav.index("three-thirteen/")
    assert HEIGHT > 0


def test_what_the_page_says_about_the_figures_holds_in_the_data() -> None:
    """The prose reads the charts; regenerated data that contradicts it must fail here."""
    tables = _data()["tables"]
    for n, table in tables.items():  # "at every table size the chance grows with your deadwood"
        undercut = table["positions"]["undercut"]
        assert undercut[2] < undercut[10] < undercut[20], n
    low = [tables[n]["positions"]["expected"][3] for n in sorted(tables)]
    assert low == sorted(low) and low[0] > 0  # "a low knock is worth more on average with more players"
    bands = tables["3"]["positions"]["undercut_by_turn"]  # "10 on your first or second turn ... sixth turn on"
    assert bands[0]["count"][10] >= MIN_COUNT and bands[2]["count"][10] >= MIN_COUNT
    assert bands[0]["undercut"][10] < 0.15 and bands[2]["undercut"][10] > 0.5
    no_knocker = [tables[n]["cases"]["frequency"]["KR-10e"] for n in sorted(tables)]
    assert no_knocker[-1] == max(no_knocker) and no_knocker[-1] > 0.2  # "many hands end with nobody knocking" at 5
    for n, table in tables.items():  # mixed limits: someone is undercut at every table size
        assert table["cases"]["count"]["KR-10c"] > 0, n
    # "The expert's seat came out ahead at every table size: 7.7 ... 10.9 ... 8.5 ... 15.0"
    assert [round(tables[n]["cases"]["expert_net"], 1) for n in sorted(tables)] == [7.7, 10.9, 8.5, 15.0]
    # At four: "with 21 to 23 cards ... a median of 19"; "7 or less once 11 cards or fewer are left".
    stock = tables["4"]["cases"]["knock_stock"]
    first = next(at for at in stock if at["stock"] == [21, 23])
    assert first["quartiles"][1] == 19 and first["knocks"] >= MIN_KNOCKS
    late = [at for at in stock if at["stock"][1] <= 11]
    assert late and all(at["knocks"] >= MIN_KNOCKS and at["quartiles"][1] <= 7 for at in late)
    medians = [at["quartiles"][1] for at in stock if at["knocks"] >= MIN_KNOCKS]
    assert medians[-1] == max(medians) and medians[-1] > 2 * medians[0]  # knocks come lower as the stock runs down
