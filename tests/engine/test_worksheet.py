"""The teachers' worksheets (rummylab.teaching.worksheet, the web op ``worksheet``, ``rummylab worksheet``).

Every answer of the key is recomputed here without the generator: each hand's deadwood by the
exhaustive reference solver (KR-5, TT-7), the Knock Rummy settlement by a small KR-10 written
below from RULES.md, the Rummy points from the card values (RU-8), and the levels' promises by
this file's own reading of the cards (an overlap, a tie, a fraction, the rounds).
"""

from __future__ import annotations

import contextlib
import io
import json
from fractions import Fraction
from itertools import product

import pytest

from rummylab.cli import main
from rummylab.core.cards import Card
from rummylab.core.rules import KNOCK_RUMMY, RUMMY, three_thirteen
from rummylab.teaching.worksheet import DEFAULT_KINDS, make_worksheet, sheet_json
from rummylab.web import handle
from tests.engine.reference_solver import reference_min_deadwood

SEEDS = (0, 1, 7, 42, 2**53 - 1)


def value(card: Card) -> int:
    """A card's points: ace 1, 2-10 face value, J Q K 10 (RULES.md, common to all three games)."""
    return min(card.rank, 10)


def kr10_nets(deadwood: list[int], knocker: int | None) -> list[Fraction]:
    """Each player's net for one hand of Knock Rummy, from KR-10 as RULES.md states it."""
    n, m = len(deadwood), min(deadwood)
    net = [Fraction(0)] * n

    def pay(payer: int, payees: list[int], amount: int) -> None:
        for payee in payees:
            net[payer] -= Fraction(amount, len(payees))
            net[payee] += Fraction(amount, len(payees))

    low = [i for i in range(n) if deadwood[i] == m]
    if knocker is not None and deadwood[knocker] == 0:  # KR-10a rum
        for i in range(n):
            if i != knocker:
                pay(i, [knocker], deadwood[i] + 25)
    elif knocker is not None and low == [knocker]:  # KR-10b
        for i in range(n):
            if i != knocker:
                pay(i, [knocker], deadwood[i] - m)
    elif knocker is not None and deadwood[knocker] > m:  # KR-10c knocker beaten
        for i in range(n):
            if deadwood[i] > m:
                pay(i, low, deadwood[i] - m + (10 if i == knocker else 0))
    else:  # KR-10d knocker tied (the others at m win) or KR-10e no knocker
        winners = [i for i in low if i != knocker]
        for i in range(n):
            if deadwood[i] > m:
                pay(i, winners, deadwood[i] - m)
    assert sum(net) == 0
    return net


def sheets() -> list[tuple[int, int, str]]:
    return [(seed, level, game) for seed, level, game in product(SEEDS, (1, 2, 3), ("all", "knock", "three-thirteen", "rummy"))]


@pytest.mark.parametrize("seed, level, game", sheets())
def test_every_answer_in_the_key_equals_the_rules_recomputed(seed: int, level: int, game: str) -> None:
    data = sheet_json(make_worksheet(seed, level=level, game=game, count=8), "en")
    assert len(data["problems"]) == 8
    for p in data["problems"]:
        hands = [[Card.parse(c) for c in h] for h in p["hands"]]
        values = p["answer"]["values"]
        if p["kind"] == "meld":
            rules = {"knock": KNOCK_RUMMY, "rummy": RUMMY}.get(p["game"]) or three_thirteen(p["round"], decks=p["decks"])
            assert values == [reference_min_deadwood(hands[0], rules)], p  # KR-5, TT-7
            assert p["answer"]["arrangement"]["deadwood"] == values[0]
        elif p["kind"] == "settle":
            deadwood = [reference_min_deadwood(h, KNOCK_RUMMY) for h in hands]
            knocker = None if p["knocker"] is None else p["knocker"] - 1
            assert [Fraction(v) for v in values] == kr10_nets(deadwood, knocker), p  # KR-10
        elif p["kind"] == "tt-round":
            rules = three_thirteen(p["round"], decks=p["decks"])
            assert all(len(h) == p["round"] + 2 for h in hands)  # TT-2
            assert values == [reference_min_deadwood(h, rules) for h in hands], p  # TT-7
            assert values[p["out"] - 1] == 0  # TT-6: whoever went out melded every card
        else:
            assert p["kind"] == "rummy-round"
            if p["out"] is None:  # RU-7: a draw, nobody scores
                assert values == [0] * len(hands)
            else:  # RU-8: the one who went out scores the cards left in the other hands
                assert hands[p["out"] - 1] == []
                expected = [0] * len(hands)
                expected[p["out"] - 1] = sum(value(c) for h in hands for c in h)
                assert values == expected, p
        assert p["answer"]["explanation"], "every answer comes with its explanation"


def test_a_sheet_is_the_same_on_every_call_and_through_the_web_op() -> None:
    first = make_worksheet(42, level=3, count=40)
    assert make_worksheet(42, level=3, count=40) == first
    request = json.dumps({"op": "worksheet", "seed": 42, "level": 3, "count": 40, "lang": "pt"})
    assert handle(request) == handle(request)
    answer = json.loads(handle(request))["result"]
    assert {k: v for k, v in answer.items() if k not in ("card_names", "card_colours")} == sheet_json(first, "pt")
    # The page sends its fields as text: the same sheet.
    as_text = json.dumps({"op": "worksheet", "seed": "42", "level": "3", "count": "40", "lang": "pt"})
    assert handle(as_text) == handle(request)


def test_a_bigger_sheet_starts_with_the_smaller_one() -> None:
    small, big = make_worksheet(5, count=6), make_worksheet(5, count=30)
    assert big.problems[:6] == small.problems


def test_another_seed_gives_another_sheet() -> None:
    a, b = make_worksheet(1, count=10), make_worksheet(2, count=10)
    assert [p.hands for p in a.problems] != [p.hands for p in b.problems]


def test_the_kinds_and_games_cycle_in_order() -> None:
    kinds = [p.kind for p in make_worksheet(3, count=12).problems]
    assert kinds == ["meld", "meld", "meld", "settle", "tt-round", "rummy-round"] * 2
    games = [p.game for p in make_worksheet(3, count=6).problems]
    assert games == ["knock", "three-thirteen", "rummy", "knock", "three-thirteen", "rummy"]
    assert {p.kind for p in make_worksheet(3, count=9, game="knock").problems} == {"meld", "settle"}
    assert {p.game for p in make_worksheet(3, count=9, kinds="meld", game="rummy").problems} == {"rummy"}
    assert [p.kind for p in make_worksheet(3, count=4, kinds=["tt-round"]).problems] == ["tt-round"] * 4


def overlapping(hand: list[Card]) -> bool:
    """A card that could go in a set (3 of its rank) and in a run (3 in a row of its suit), KR-5."""
    for card in hand:
        rank_mates = sum(1 for c in hand if c.rank == card.rank)
        suit_ranks = {c.rank for c in hand if c.suit == card.suit}
        runs = [r for r in range(card.rank - 2, card.rank + 1) if {r, r + 1, r + 2} <= suit_ranks]
        if rank_mates >= 3 and runs:
            return True
    return False


@pytest.mark.parametrize("seed", range(12))
def test_levels_give_what_they_promise(seed: int) -> None:
    by_level = {level: sheet_json(make_worksheet(seed, level=level, count=24), "en")["problems"] for level in (1, 2, 3)}
    for level, problems in by_level.items():
        for p in problems:
            hands = [[Card.parse(c) for c in h] for h in p["hands"]]
            if p["kind"] == "meld" and p["game"] == "three-thirteen":
                assert {1: range(1, 5), 2: range(5, 9), 3: range(9, 12)}[level].count(p["round"])
                assert any(c.rank == p["wild_rank"] for c in hands[0]), "a wild card to place (TT-3)"
            elif p["kind"] == "meld":
                size = 7 if level == 1 or p["game"] == "rummy" else 10
                assert len(hands[0]) == size
                assert len(p["answer"]["arrangement"]["melds"]) >= (2 if level == 2 and p["game"] == "knock" else 1)
                if level == 1:
                    assert not overlapping(hands[0]), p
                if level == 3:
                    assert overlapping(hands[0]), p
            elif p["kind"] == "settle":
                players = len(hands)
                assert players == 2 if level == 1 else players >= 3
                if level == 3:  # a tie at the lowest deadwood (KR-10c/d/e) or a split into a fraction
                    deadwood = [reference_min_deadwood(h, KNOCK_RUMMY) for h in hands]
                    tie = deadwood.count(min(deadwood)) >= 2
                    fraction = any(t["amount"].count("/") for t in p["answer"]["settlement"]["transfers"])
                    assert tie or fraction, p
            elif p["kind"] == "tt-round":
                assert {1: range(1, 5), 2: range(5, 9), 3: range(9, 12)}[level].count(p["round"])
                assert len(hands) in {1: (2,), 2: (3,), 3: (3, 4)}[level]
                assert p["decks"] == (1 if len(hands) == 2 else 2)  # TT-1
            else:
                assert {1: (2,), 2: (3, 4), 3: (4, 5, 6)}[level].count(len(hands))


def test_level_3_tables_hold_ties_fractions_and_rummy_draws() -> None:
    """Over a few sheets, level 3 shows the cases it is for: a split into a fraction, a Rummy draw (RU-7)."""
    problems = [p for seed in range(8) for p in sheet_json(make_worksheet(seed, level=3, count=36), "en")["problems"]]
    amounts = [t["amount"] for p in problems if p["kind"] == "settle" for t in p["answer"]["settlement"]["transfers"]]
    assert any("/" in a for a in amounts), "a payment split into a fraction (KR-10c)"
    assert any(p["kind"] == "rummy-round" and p["out"] is None for p in problems), "a draw (RU-7)"


def test_a_fraction_is_written_as_readers_write_it() -> None:
    for seed in range(40):
        data = sheet_json(make_worksheet(seed, level=3, kinds="settle", count=3), "pt")
        for p in data["problems"]:
            if any("/" in v for v in p["answer"]["values"]):
                assert not any("/" in s for s in p["answer"]["shown"])
                assert any("½" in s or "," in s or "⅓" in s or "¼" in s for s in p["answer"]["shown"]), p["answer"]
                return
    pytest.fail("no fraction in 40 level-3 sheets")


@pytest.mark.parametrize("field, value, code", [
    ("count", 41, "worksheet-count"), ("count", 0, "worksheet-count"), ("count", "abc", "worksheet-count"),
    ("count", "", "worksheet-count"), ("seed", "abc", "bad-seed"), ("seed", -1, "bad-seed"),
    ("seed", 2**53, "bad-seed"), ("seed", "", "bad-seed"), ("level", 4, "worksheet-level"),
    ("kinds", ["meld", "poker"], "worksheet-kind"), ("kinds", [], "worksheet-kind"), ("game", "gin", "worksheet-game"),
    ("title", "x" * 81, "worksheet-title"),
])
@pytest.mark.parametrize("lang", ["en", "pt", "es", "fr"])
def test_a_bad_choice_is_refused_naming_its_field(field: str, value: object, code: str, lang: str) -> None:
    request = {"op": "worksheet", "seed": 1, "lang": lang, field: value}
    answer = json.loads(handle(json.dumps(request)))
    assert answer["ok"] is False
    error = answer["error"]
    assert error["code"] == code and error["params"]["field"] == field
    assert error["message"] and "None" not in error["message"] and "Traceback" not in error["message"]
    if field == "count" and value == 41:
        assert "41" in error["message"] and "40" in error["message"]
    if field == "seed" and value == "abc":
        assert "abc" in error["message"]


def test_kinds_the_game_has_no_problem_of_are_refused() -> None:
    answer = json.loads(handle(json.dumps({"op": "worksheet", "seed": 1, "kinds": ["settle"], "game": "rummy",
                                           "lang": "es"})))
    assert answer["error"]["code"] == "worksheet-no-problem" and answer["error"]["params"]["field"] == "kinds"
    assert "rummy" in answer["error"]["message"]


def test_the_title_is_kept_and_in_the_link() -> None:
    sheet = make_worksheet(9, count=2, title="  Turma   7B ")
    assert sheet.title == "Turma 7B"
    assert sheet.query() == "kinds=meld,settle,tt-round,rummy-round&game=all&level=1&count=2&seed=9&title=Turma+7B"
    assert sheet_json(make_worksheet(9, count=1), "fr")["title"] == "Fiche d’exercices"


def test_the_command_line_makes_the_site_sheet() -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["worksheet", "--seed", "42", "--level", "3", "--count", "40", "--lang", "fr", "--json"]) == 0
    site = json.loads(handle(json.dumps({"op": "worksheet", "seed": "42", "level": "3", "count": "40",
                                         "kinds": ",".join(DEFAULT_KINDS), "lang": "fr"})))["result"]
    assert json.loads(out.getvalue()) == {k: v for k, v in site.items() if k not in ("card_names", "card_colours")}


def test_the_command_line_text_has_the_problems_then_the_key(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["worksheet", "--seed", "4", "--count", "6", "--lang", "pt"]) == 0
    text = capsys.readouterr().out
    sheet = sheet_json(make_worksheet(4, count=6), "pt")
    key_at = text.index("Soluções: Ficha de exercícios")
    for p in sheet["problems"]:
        assert 0 <= text.index(p["prompt"]) < key_at
        assert text.index(p["answer"]["summary"], key_at) > key_at
    assert main(["worksheet", "--seed", "4", "--count", "6", "--no-key"]) == 0
    assert "Answer key" not in capsys.readouterr().out
    assert main(["worksheet", "--seed", "4", "--count", "41"]) == 2
    assert "41" in capsys.readouterr().err
