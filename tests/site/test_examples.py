"""The worked examples: verified at build time, failing loudly, rendered in four languages.

Fast tier (no site build, about 3 s): every spec verifies; a spec whose expectation is
changed, an unknown marker, an illegal spec or a wrong engine result makes the plugin (or a
tiny temporary MkDocs build) fail with a message naming the page and the example;
``--regenerate`` rewrites only the ``expect:`` block; the four language trees place the same
examples on the same pages.

Built-site tier (uses the session's ``built_site`` fixture from tests/conftest.py): KR-EX1
shows 15 with its arithmetic in all four languages, and no marker survives in the HTML.

The expected numbers below are worked out by hand from RULES.md, not copied from the engine.
"""

from __future__ import annotations

import re
import shutil
import textwrap
from fractions import Fraction
from pathlib import Path

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.exceptions import Abort

from rummylab.games.knock.settle import settle_knock
from rummylab.words.catalogue import LANGS
from site_plugins import examples
from site_plugins.examples import MARKER, load_and_verify, main, render
from site_plugins.examples import knock as examples_knock
from site_plugins.examples.knock import arithmetic
from site_plugins.examples.spec import SpecError, load_spec, verify

ROOT = Path(__file__).resolve().parents[2]
SPECS = ROOT / "docs" / "examples"

KR_PAGES = ("index", "deal", "melds", "turn", "settlement", "session", "faq")

KR_EX1 = SPECS / "kr-ex1.yml"


def spec_copy(tmp_path: Path, name: str = "kr-ex1", change: tuple[str, str] | None = None) -> Path:
    """A copy of a spec in a temporary specs directory, with one text replacement."""
    specs = tmp_path / "specs"
    specs.mkdir(exist_ok=True)
    text = (SPECS / f"{name}.yml").read_text(encoding="utf-8")
    if change is not None:
        old, new = change
        assert old in text, f"{old!r} not in {name}.yml"
        text = text.replace(old, new, 1)
    path = specs / f"{name}.yml"
    path.write_text(text, encoding="utf-8")
    return path


# ----------------------------------------------------------------- every spec in the repository


@pytest.mark.parametrize("path", sorted(SPECS.glob("*.yml")), ids=lambda p: p.stem)
def test_spec_verifies_against_the_engine(path: Path) -> None:
    spec = verify(load_spec(path))
    assert spec.actual


def test_every_knock_rummy_case_has_a_verified_example_on_the_settlement_page() -> None:
    # KR-10a to KR-10e, each with its own example on settlement.md, plus a shared win with a fraction.
    markers = MARKER.findall((ROOT / "docs/en/knock-rummy/settlement.md").read_text(encoding="utf-8"))
    cases = {verify(load_spec(SPECS / f"{m}.yml")).actual["case"] for m in markers}
    assert cases == {"rum", "knocker-wins", "knocker-beaten", "knocker-tied", "no-knocker"}
    fractions = [m for m in markers
                 if any(Fraction(t["amount"]).denominator > 1 for t in verify(load_spec(SPECS / f"{m}.yml")).actual["transfers"])]
    assert "kr-shared-win" in fractions


# ----------------------------------------------------------------- a changed expectation fails


def test_changed_expectation_fails_verification_naming_the_example(tmp_path: Path) -> None:
    path = spec_copy(tmp_path, change=("- {from: A, to: B, amount: 15}", "- {from: A, to: B, amount: 14}"))
    with pytest.raises(SpecError) as info:
        verify(load_spec(path))
    message = str(info.value)
    assert "'kr-ex1'" in message and "expect.transfers" in message and "15" in message


def test_changed_deadwood_fails_verification(tmp_path: Path) -> None:
    path = spec_copy(tmp_path, change=("deadwood: {A: 8, B: 3}", "deadwood: {A: 8, B: 4}"))
    with pytest.raises(SpecError, match=r"kr-ex1.*expect\.deadwood is \{A: 8, B: 4\} but the engine gives \{A: 8, B: 3\}"):
        verify(load_spec(path))


def tiny_project(tmp_path: Path, page: str) -> Path:
    """A one-page MkDocs project using the plugin on the temporary specs directory."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "index.md").write_text("# Home\n", encoding="utf-8")
    (docs / "page.md").write_text(page, encoding="utf-8")
    config = tmp_path / "mkdocs.yml"
    config.write_text(textwrap.dedent("""\
        site_name: tiny
        theme: {name: mkdocs}
        plugins:
          - rummylab-examples:
              specs_dir: specs
              default_language: en
        """), encoding="utf-8")
    return config


def run_build(config: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture | None = None) -> str:
    """Build the tiny project; return the build's error log ("" when it succeeds)."""
    cfg = load_config(str(config), site_dir=str(tmp_path / "site"))
    try:
        build(cfg)
    except Abort:  # mkdocs logs the PluginError's message, then aborts
        assert caplog is not None, "the build failed"
        return "\n".join(r.getMessage() for r in caplog.records if r.levelname == "ERROR")
    finally:
        cfg.plugins.on_shutdown()
    return ""


def test_changed_expectation_fails_the_build_naming_page_and_example(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    spec_copy(tmp_path, change=("net: {A: -15, B: 15}", "net: {A: -16, B: 16}"))
    config = tiny_project(tmp_path, "# Page\n\n<!-- example:kr-ex1 -->\n")
    errors = run_build(config, tmp_path, caplog)
    assert "page.md: example 'kr-ex1'" in errors and "expect.net is {A: -16, B: 16}" in errors


def test_unknown_marker_fails_the_build(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    spec_copy(tmp_path)
    config = tiny_project(tmp_path, "# Page\n\n<!-- example:kr-ex2 -->\n")
    assert "page.md: unknown example 'kr-ex2'" in run_build(config, tmp_path, caplog)


def test_tiny_build_renders_the_example(tmp_path: Path) -> None:
    spec_copy(tmp_path)
    config = tiny_project(tmp_path, "# Page\n\n<!-- example:kr-ex1 -->\n")
    run_build(config, tmp_path)
    html = (tmp_path / "site" / "page" / "index.html").read_text(encoding="utf-8")
    check_kr_ex1(html, "en")
    assert "<!-- example:" not in html


def test_marker_inside_a_paragraph_is_refused(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    spec_copy(tmp_path)
    config = tiny_project(tmp_path, "# Page\n\nSee <!-- example:kr-ex1 --> here.\n")
    assert "page.md: an example marker must be alone on its line" in run_build(config, tmp_path, caplog)


def test_broken_spec_used_on_no_page_still_fails_the_build(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    spec_copy(tmp_path, change=("case: knocker-beaten", "case: knocker-wins"))
    config = tiny_project(tmp_path, "# Page\n\nNo example here.\n")
    assert "example 'kr-ex1'" in run_build(config, tmp_path, caplog)


# ----------------------------------------------------------------- illegal specs


ILLEGAL = [
    # (spec, (old, new), words the message must hold)
    ("kr-ex1", ('hand: "AS AH AD 7C 8C 9C 3H"', 'hand: "AS AH AD 7C 8C 8D 3H"'), "8♦"),  # 8♦ twice, one deck (KR-1)
    ("kr-ex1", ("hand_size: 7\n", ""), "holds 7 cards, but a hand has 10 with 2 players (KR-2)"),
    ("kr-rum", ('hand: "AD 2D 3D 7S 7C 5H 2S"', 'hand: "AD 2D 3D 7S 7C 5H"'), "C holds 6 cards"),
    ("kr-ex1", ("knocker: A", "knocker: Z"), "knocker 'Z' is not one of the players"),
    ("kr-ex1", ("kind: knock-hand", "kind: knock-hand\nwinner: B"), "unknown key 'winner'"),
    ("kr-ex1", ("kind: knock-hand", "kind: knock-hands"), "unknown kind 'knock-hands'"),
    ("kr-ex1", ('"4H 5H 6H QC QD QS 8D"', '"4H 5H 6H QC QD QS 8X"'), "'8X' is not a card"),
    ("kr-ex1", ("rules: [KR-5, KR-10c, KR-EX1]", "rules: [KR-5, settlement]"), "'settlement' in 'rules'"),
    ("kr-session", ("  - dealer: C\n    knocker: null\n    deadwood: {A: 6, B: 6, C: 15}\n", ""),
     "3 hands for 3 players (KR-3), not 2"),
    ("kr-session", ("  - dealer: B\n", "  - dealer: C\n"), "the dealer is B"),
    ("kr-longest-meld", ("- melds: [\"4H 5H 6H 7H\"]", "- melds: [\"4H 5H 7H\"]"), "compare 1"),
]


@pytest.mark.parametrize(("name", "change", "words"), ILLEGAL, ids=[w for _, _, w in ILLEGAL])
def test_illegal_spec_is_refused(tmp_path: Path, name: str, change: tuple[str, str], words: str) -> None:
    path = spec_copy(tmp_path, name, change)
    with pytest.raises(SpecError) as info:
        verify(load_spec(path))
    assert f"'{name}'" in str(info.value)
    assert words in str(info.value)


def test_expect_must_be_the_last_key(tmp_path: Path) -> None:
    path = spec_copy(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace("knocker: A\n", "") + "knocker: A\n", encoding="utf-8")
    with pytest.raises(SpecError, match="must be the last key"):
        load_spec(path)


# ----------------------------------------------------------------- a wrong engine is caught


def test_engine_amount_that_breaks_kr10_is_caught(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    real = settle_knock

    def generous(deadwood, knocker):  # type: ignore[no-untyped-def]
        s = real(deadwood, knocker)
        bad = tuple(type(t)(t.payer, t.payee, t.amount + 1, t.base, t.penalty, t.bonus, t.share) for t in s.transfers)
        net = list(s.net)
        for t in bad:
            net[t.payer] -= 1
            net[t.payee] += 1
        return type(s)(s.deadwood, s.knocker, s.case, s.winners, bad, tuple(net))

    monkeypatch.setattr(examples_knock, "settle_knock", generous)
    with pytest.raises(SpecError, match=r"kr-ex1.*engine says A pays B 16, but KR-10c gives 15"):
        verify(load_spec(spec_copy(tmp_path)))


def test_engine_deadwood_disagreeing_with_the_spec_is_caught(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    real = examples_knock.best_arrangement

    def greedy(hand, rules):  # type: ignore[no-untyped-def]
        a = real(hand, rules)
        return type(a)(a.melds, a.unmatched, a.deadwood + 1)  # a solver one point off

    monkeypatch.setattr(examples_knock, "best_arrangement", greedy)
    with pytest.raises(SpecError, match=r"kr-ex1.*expect\.deadwood is \{A: 8, B: 3\} but the engine gives \{A: 9, B: 4\}"):
        verify(load_spec(spec_copy(tmp_path)))


def test_engine_crash_names_the_example(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    def broken(hand, rules):  # type: ignore[no-untyped-def]
        raise IndexError("pop from empty list")

    monkeypatch.setattr(examples_knock, "best_arrangement", broken)
    with pytest.raises(SpecError, match=r"kr-ex1.*engine failed.*IndexError"):
        verify(load_spec(spec_copy(tmp_path)))


# ----------------------------------------------------------------- arithmetic, by hand


@pytest.mark.parametrize(("deadwood", "knocker", "expected"), [
    ([8, 3], 0, ["8 − 3 + 10 = 15"]),                                   # KR-EX1, KR-10c
    ([0, 0, 21], 0, ["0 + 25 = 25", "21 + 25 = 46"]),                   # KR-10a, rum against another 0
    ([4, 9, 10], 0, ["9 − 4 = 5", "10 − 4 = 6"]),                       # KR-10b
    ([5, 5, 12], 0, ["12 − 5 = 7"]),                                    # KR-10d: the tied knocker pays nothing
    ([7, 7, 20], None, ["(20 − 7) ÷ 2 = 13/2", "(20 − 7) ÷ 2 = 13/2"]),  # KR-10e, split two ways
    ([9, 2, 2, 10], 0, ["(9 − 2 + 10) ÷ 2 = 17/2", "(9 − 2 + 10) ÷ 2 = 17/2", "(10 − 2) ÷ 2 = 4", "(10 − 2) ÷ 2 = 4"]),
])
def test_arithmetic_shown_for_each_payment(deadwood: list[int], knocker: int | None, expected: list[str]) -> None:
    s = settle_knock(deadwood, knocker)
    shown = [f"{expr} = {value.numerator if value.denominator == 1 else value}" for expr, value in
             (arithmetic(s, t) for t in s.transfers)]
    assert shown == expected


# ----------------------------------------------------------------- regenerate


def test_regenerate_rewrites_only_the_expect_block(tmp_path: Path) -> None:
    path = spec_copy(tmp_path, change=("- {from: A, to: B, amount: 15}", "- {from: A, to: B, amount: 1}"))
    before = path.read_text(encoding="utf-8")
    head = before[: before.index("expect:")]
    assert main(["--regenerate", "--check", "--dir", str(path.parent)]) == 1
    assert path.read_text(encoding="utf-8") == before  # --check changes nothing
    assert main(["--regenerate", "--dir", str(path.parent)]) == 0
    after = path.read_text(encoding="utf-8")
    assert after.startswith(head)  # comments and facts kept byte for byte
    assert after == (SPECS / "kr-ex1.yml").read_text(encoding="utf-8")
    assert main(["--regenerate", "--check", "--dir", str(path.parent)]) == 0
    assert main(["--dir", str(path.parent)]) == 0


def test_regenerate_refuses_an_illegal_spec(tmp_path: Path) -> None:
    path = spec_copy(tmp_path, change=('"AS AH AD 7C 8C 9C 3H"', '"AS AH AD 7C 8C 9C 8D"'))
    before = path.read_text(encoding="utf-8")
    assert main(["--regenerate", "--dir", str(path.parent)]) == 1
    assert path.read_text(encoding="utf-8") == before


@pytest.mark.parametrize("path", sorted(SPECS.glob("kr-*.yml")), ids=lambda p: p.stem)
def test_knock_rummy_specs_are_in_the_regenerated_format(path: Path, tmp_path: Path) -> None:
    copy = tmp_path / path.name
    shutil.copy(path, copy)
    assert main(["--regenerate", "--check", "--dir", str(tmp_path)]) == 0


# ----------------------------------------------------------------- once per build


def test_verified_once_per_content_and_rendered_once_per_language(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = spec_copy(tmp_path)
    calls = {"verify": 0, "render": 0}
    real_verify, real_render = examples.verify, examples.KINDS["knock-hand"].render

    def counting_verify(spec):  # type: ignore[no-untyped-def]
        calls["verify"] += 1
        return real_verify(spec)

    def counting_render(spec, lang):  # type: ignore[no-untyped-def]
        calls["render"] += 1
        return real_render(spec, lang)

    monkeypatch.setattr(examples, "verify", counting_verify)
    monkeypatch.setitem(examples.KINDS, "knock-hand",
                        examples.KINDS["knock-hand"].__class__("knock-hand", examples.KINDS["knock-hand"].keys,
                                                               examples.KINDS["knock-hand"].compute, counting_render))
    text = path.read_text(encoding="utf-8") + "\n"  # content no other test has cached
    path.write_text(text, encoding="utf-8")
    for _ in range(4):  # the i18n plugin builds once per language
        spec = load_and_verify(path, text)
        for lang in LANGS:
            render(spec, lang)
    assert calls == {"verify": 1, "render": 4}
    path.write_text(text + "\n", encoding="utf-8")  # new content: verified again
    load_and_verify(path, text + "\n")
    assert calls["verify"] == 2


# ----------------------------------------------------------------- the four languages


def markers(lang: str, page: str) -> list[str]:
    return MARKER.findall((ROOT / "docs" / lang / page).read_text(encoding="utf-8"))


@pytest.mark.parametrize("page", [f"knock-rummy/{p}.md" for p in KR_PAGES])
def test_same_examples_on_the_same_pages_in_every_language(page: str) -> None:
    places = {lang: markers(lang, page) for lang in LANGS}
    assert all(places[lang] == places["en"] for lang in LANGS), places


def test_knock_rummy_pages_place_the_examples_the_section_needs() -> None:
    placed = {m for p in KR_PAGES for m in markers("en", f"knock-rummy/{p}.md")}
    assert {"kr-ex1", "kr-longest-meld", "kr-session", "kr-rum", "kr-knocker-wins", "kr-knocker-beaten",
            "kr-knocker-tied", "kr-shared-win", "kr-no-knocker"} <= placed
    assert markers("en", "knock-rummy/index.md") == ["kr-ex1"]


@pytest.mark.parametrize("lang", LANGS)
def test_kr9_interpretation_is_flagged_by_an_admonition(lang: str) -> None:
    text = (ROOT / "docs" / lang / "knock-rummy/turn.md").read_text(encoding="utf-8")
    assert re.search(r"^!!! note ", text, re.MULTILINE)


# The transfers table's caption in each language (the plugin's words); the narration under it is
# the engine's (rummylab.words.explain) and must carry the arithmetic.
CAPTIONS = {"pt": "Quem paga a quem", "en": "Who pays whom", "es": "Quién paga a quién", "fr": "Qui paie qui"}
ARITHMETIC = "8 − 3 + 10 = 15"
# Its column headings, which every cell also carries as its label for a narrow screen (data-label).
TRANSFER_HEADS = {
    "pt": ("Paga", "Recebe", "Cálculo", "Montante"),
    "en": ("Pays", "Receives", "Calculation", "Amount"),
    "es": ("Paga", "Cobra", "Cálculo", "Importe"),
    "fr": ("Paie", "Reçoit", "Calcul", "Montant"),
}


def cell(label: str, content: str, tag: str = "td") -> str:
    """A table cell as the examples write it: labelled by its column, its content in a span."""
    scope = ' scope="row"' if tag == "th" else ""
    return f'<{tag}{scope} data-label="{label}"><span class="rl-cell">{content}</span></{tag}>'


def check_kr_ex1(html: str, lang: str) -> None:
    assert f"<caption>{CAPTIONS[lang]}</caption>" in html
    # the transfers table: A pays B, 8 − 3 + 10 = 15, amount 15
    pays, receives, calc, amount = TRANSFER_HEADS[lang]
    row = cell(pays, "A", "th") + cell(receives, "B") + cell(calc, ARITHMETIC) + cell(amount, "15")
    assert f"<tr>{row}</tr>" in html
    narration = re.search(r'<p class="rl-explanation">(.*?)</p>', html, re.DOTALL)
    assert narration and ARITHMETIC in narration.group(1) and "KR-10c" in narration.group(1)


@pytest.mark.parametrize("lang", LANGS)
def test_rendered_kr_ex1_in_each_language(lang: str) -> None:
    spec = load_and_verify(KR_EX1, KR_EX1.read_text(encoding="utf-8"))
    assert not isinstance(spec, SpecError), spec
    html = render(spec, lang)
    check_kr_ex1(html, lang)
    assert "<caption>" in html and '<th scope="col">' in html and '<th scope="row" data-label=' in html
    assert "\n\n" not in html  # one raw-HTML block for Python-Markdown


# ----------------------------------------------------------------- the built site


def page_html(site: Path, lang: str, page: str) -> str:
    prefix = site if lang == "pt" else site / lang
    return (prefix / page / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_built_kr_ex1_shows_15_with_its_arithmetic(built_site: Path, lang: str) -> None:
    html = page_html(built_site, lang, "knock-rummy")
    start = html.find('id="example-kr-ex1"')
    assert start >= 0, f"KR-EX1 is not rendered on the {lang} overview"
    check_kr_ex1(html[start: html.index('<p class="rl-rules">', start)], lang)


@pytest.mark.parametrize("lang", LANGS)
def test_built_pages_keep_no_marker(built_site: Path, lang: str) -> None:
    for page in KR_PAGES:
        path = "knock-rummy" if page == "index" else f"knock-rummy/{page}"
        html = page_html(built_site, lang, path)
        assert "<!-- example:" not in html
        assert html.count('class="rl-example ') == len(markers(lang, f"knock-rummy/{page}.md"))


# ----------------------------------------------------------------- every kind renders


@pytest.mark.parametrize("path", sorted(SPECS.glob("*.yml")), ids=lambda p: p.stem)
def test_every_spec_renders_accessibly_in_every_language(path: Path) -> None:
    spec = load_and_verify(path, path.read_text(encoding="utf-8"))
    assert not isinstance(spec, SpecError), spec
    for lang in LANGS:
        html = render(spec, lang)
        assert f'id="example-{path.stem}"' in html
        assert "\n\n" not in html
        assert html.count("<table>") == html.count("<caption>")


SESSION_WITH_HANDS = """\
kind: knock-session
rules: [KR-3, KR-11]
players: [A, B, C]
first_dealer: B
hands:
  - knocker: A
    hands: {A: "3S 4S 5S 10H 10D 10C 4D", B: "7H 8H 9H JS JD JC 9C", C: "AH 2H 3H 6C 6S 6H QD"}
  - dealer: C
    knocker: B
    deadwood: {A: 10, B: 0, C: 3}
  - knocker: C
    deadwood: {A: 5, B: 8, C: 5}
expect:
  hands:
    - {case: knocker-wins, deadwood: {A: 4, B: 9, C: 10}, net: {A: 11, B: -5, C: -6}}
    - {case: rum, deadwood: {A: 10, B: 0, C: 3}, net: {A: -35, B: 63, C: -28}}
    - {case: knocker-tied, deadwood: {A: 5, B: 8, C: 5}, net: {A: 3, B: -3, C: 0}}
  balances: {A: -21, B: 55, C: -34}
  winners: [B]
"""


def test_session_with_cards_and_numbers(tmp_path: Path) -> None:
    # Worked by hand: hand 1 is kr-knocker-wins (KR-10b); hand 2 a rum (10 + 25, 3 + 25, KR-10a);
    # hand 3 C knocks and ties A at 5, so A wins B's 8 − 5 = 3 and C pays nothing (KR-10d).
    path = tmp_path / "kr-session-cards.yml"
    path.write_text(SESSION_WITH_HANDS, encoding="utf-8")
    spec = verify(load_spec(path))
    assert spec.model.dealers == ("B", "C", "A")  # KR-3: the deal passes to the left
    assert [spec.model.names[i] for i in spec.model.result.winners] == ["B"]
    html = render(spec, "en")
    assert "<strong>−21</strong><strong>" not in html  # one balance per cell
    foot = "".join(cell(name, f"<strong>{amount}</strong>") for name, amount in zip("ABC", ("−21", "+55", "−34")))
    assert f'<tfoot><tr><th scope="row">Balance</th><td></td><td></td><td></td>{foot}' in html
    assert html.count('class="rl-card') >= 21  # hand 1's cards are shown


def test_shared_session_win(tmp_path: Path) -> None:
    # KR-11: two players tied at the top share the win.
    text = textwrap.dedent("""\
        kind: knock-session
        rules: [KR-11]
        players: [A, B]
        first_dealer: A
        hands:
          - {knocker: A, deadwood: {A: 2, B: 9}}
          - {knocker: B, deadwood: {A: 9, B: 2}}
        expect:
          hands:
            - {case: knocker-wins, deadwood: {A: 2, B: 9}, net: {A: 7, B: -7}}
            - {case: knocker-wins, deadwood: {A: 9, B: 2}, net: {A: -7, B: 7}}
          balances: {A: 0, B: 0}
          winners: [A, B]
        """)
    path = tmp_path / "kr-tie.yml"
    path.write_text(text, encoding="utf-8")
    spec = verify(load_spec(path))
    assert spec.actual["winners"] == ["A", "B"]
    assert cell("A", "<strong>0</strong>") + cell("B", "<strong>0</strong>") in render(spec, "pt")


@pytest.mark.parametrize("lang", LANGS)
def test_built_section_anchors_resolve(built_site: Path, lang: str) -> None:
    # Links between the section's pages point at headings (e.g. settlement.md#the-stock-runs-out):
    # each anchor must exist in the built target page of the same language.
    for page in KR_PAGES:
        text = (ROOT / "docs" / lang / f"knock-rummy/{page}.md").read_text(encoding="utf-8")
        for target, anchor in re.findall(r"\]\(([\w-]+)\.md#([\w-]+)\)", text):
            html = page_html(built_site, lang, "knock-rummy" if target == "index" else f"knock-rummy/{target}")
            assert f'id="{anchor}"' in html, f"docs/{lang}/knock-rummy/{page}.md links to {target}.md#{anchor}"
