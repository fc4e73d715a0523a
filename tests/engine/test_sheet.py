"""The score sheet (rummylab.scoresheet, the ``sheet`` operation): a whole sheet scored from its entries.

Constructed tables have answers worked out by hand from RULES.md (KR-10, KR-11, TT-7, RU-6, RU-7,
RU-8); the property tests compare a random sheet's totals with each hand's own settlement summed.
"""

from __future__ import annotations

import json
from fractions import Fraction as F
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummylab.core.cards import full_deck
from rummylab.core.rules import KNOCK_RUMMY
from rummylab.games.knock.settle import settle_knock
from rummylab.scoresheet import Entry, Sheet, SheetError, read_sheet, score_sheet
from rummylab.web import handle
from tests.engine.reference_solver import reference_min_deadwood


def sheet(game: str, players: list[str], entries: list[dict[str, Any]], first: int = 1) -> dict[str, Any]:
    return {"format": "rummylab-sheet", "version": 1, "game": game, "players": players, "first_dealer": first,
            "entries": entries}


def kr(*rows: tuple[int | None, list[str]]) -> list[dict[str, Any]]:
    return [{"knocker": k, "values": v} for k, v in rows]


def ask(data: Any, lang: str = "en") -> dict[str, Any]:
    return json.loads(handle(json.dumps({"op": "sheet", "sheet": data, "lang": lang})))


def totals(data: dict[str, Any]) -> list[F]:
    return list(score_sheet(read_sheet(data)).totals)


# ---- constructed cases with known answers ---------------------------------------------------------


def test_kr_10c_knocker_beaten_by_two_on_seven():
    # KR-10c: Ana knocks with 9, Rui and Eva hold 7 each, Zé 15. m = 7; Ana pays 9 − 7 + 10 = 12,
    # split 6 + 6; Zé pays 15 − 7 = 8, split 4 + 4.
    r = score_sheet(read_sheet(sheet("knock", ["Ana", "Rui", "Eva", "Zé"], kr((1, ["9", "7", "7", "15"])))))
    assert r.totals == (F(-12), F(10), F(10), F(-8))
    assert r.entries[0].settlement is not None and r.entries[0].settlement.case.rule == "KR-10c"
    assert r.leaders == (1, 2) and r.winners == ()  # one hand of a four-hand session (KR-3)


def test_kr_halves_stay_exact_and_are_written_as_readers_write_them():
    # KR-10c: 9 against 2 and 2 → 9 − 2 + 10 = 17, split 8½ each.
    r = ask(sheet("knock", ["Ana", "Rui", "Eva"], kr((1, ["9", "2", "2"]))), "pt")["result"]
    assert r["totals"] == ["-17", "17/2", "17/2"]
    assert r["totals_shown"] == ["−17", "+8½", "+8½"]
    assert "8½" in " ".join(r["entries"][0]["explanation"])


def test_kr_11_session_of_three_hands():
    # Hand 1 (KR-10c): A knocks 9, B and C on 7 → A −12, B +6, C +6.
    # Hand 2 (KR-10b): B knocks 2, A 10, C 4 → A −8, B +10, C −2.
    # Hand 3 (KR-10e, the stock ran out): A 3, B 9, C 3 → B pays 6, split → A +3, B −6, C +3.
    entries = kr((1, ["9", "7", "7"]), (2, ["10", "2", "4"]), (None, ["3", "9", "3"]))
    r = score_sheet(read_sheet(sheet("knock", ["A", "B", "C"], entries)))
    assert r.totals == (F(-17), F(10), F(7)) and r.complete and r.winners == (1,)


def test_kr_11_players_tied_at_the_top_share_the_win():
    # Hand 1 as above (A −12, B +6, C +6); hand 2: B knocks with 4 and A and C hold 4 too (KR-10d: nobody
    # is above m, nobody pays); hand 3: 5, 5, 5 with nobody knocking (KR-10e: nobody pays).
    shared = kr((1, ["9", "7", "7"]), (2, ["4", "4", "4"]), (None, ["5", "5", "5"]))
    r = score_sheet(read_sheet(sheet("knock", ["A", "B", "C"], shared)))
    assert r.totals == (F(-12), F(6), F(6)) and r.complete and r.winners == (1, 2)
    assert "share the win" in " ".join(ask(sheet("knock", ["A", "B", "C"], shared))["result"]["summary"])


def test_kr_3_the_deal_passes_left_and_the_session_has_as_many_hands_as_players():
    data = sheet("knock", ["A", "B", "C"], kr((1, ["9", "7", "7"]), (2, ["4", "4", "4"])), first=3)
    r = score_sheet(read_sheet(data))
    assert [e.dealer for e in r.entries] == [2, 0] and r.next_dealer == 1 and not r.complete
    data["entries"] += kr((1, ["0", "4", "4"]), (1, ["0", "4", "4"]))
    with pytest.raises(SheetError) as err:
        score_sheet(read_sheet(data))
    assert err.value.code == "sheet-over" and err.value.params["entry"] == 4


def test_kr_5_cards_are_arranged_for_the_smallest_deadwood():
    # KR-EX1: A knocks with 4♥ 5♥ 6♥ Q♣ Q♦ Q♠ 8♦ (8), B holds A♠ A♥ A♦ 7♣ 8♣ 9♣ 3♥ (3): A pays 15.
    data = sheet("knock", ["A", "B", "C"], kr((1, ["4H 5H 6H QC QD QS 8D", "AS AH AD 7C 8C 9C 3H", "20"])))
    r = score_sheet(read_sheet(data))
    assert r.entries[0].points == (8, 3, 20)
    assert r.totals == (F(-15), F(32), F(-17))  # C pays 20 − 3 = 17


def test_tt_7_totals_and_a_shared_win_after_round_11():
    # Eleven rounds; A and B end tied at the lowest total: they share the win (TT-7).
    entries = [{"out": 1, "values": ["0", "5", "3"]} for _ in range(10)]
    entries.append({"out": 2, "values": ["50", "0", "100"]})
    r = score_sheet(read_sheet(sheet("three-thirteen", ["A", "B", "C"], entries)))
    assert r.totals == (F(50), F(50), F(130)) and r.complete and r.winners == (0, 1) and r.next_dealer is None


def test_tt_6_who_went_out_has_no_penalty_and_cards_use_the_rounds_wild_rank():
    # Round 2: fours wild (TT-3); B holds 4♠ 9♥ J♣ 2♦: the wild four makes no meld alone → 4 + 9 + 10 + 2 = 25.
    entries = [{"out": 1, "values": ["0", "3"]}, {"out": 1, "values": ["0", "4S 9H JC 2D"]}]
    r = score_sheet(read_sheet(sheet("three-thirteen", ["A", "B"], entries)))
    assert r.entries[1].points == (0, 25)
    entries[1] = {"out": 1, "values": ["5", "4S 9H JC 2D"]}
    with pytest.raises(SheetError) as err:
        score_sheet(read_sheet(sheet("three-thirteen", ["A", "B"], entries)))
    assert err.value.code == "sheet-not-out" and err.value.params["player"] == 1


def test_ru_8_the_player_who_goes_out_scores_and_200_ends_the_game():
    # Each round A goes out and B has 70 left: 70, 140, 210 ≥ 200 → A wins after round 3 (RU-8).
    entries = [{"out": 1, "values": ["", "70"]}, {"out": None, "values": ["", ""]}] + [{"out": 1, "values": ["0", "70"]}] * 2
    r = score_sheet(read_sheet(sheet("rummy", ["A", "B"], entries)))
    assert r.totals == (F(210), F(0)) and r.complete and r.winners == (0,)
    assert r.entries[1].scores == (F(0), F(0))  # RU-7: a draw scores nothing


# ---- bad input: a clear message naming the bad part --------------------------------------------------


@pytest.mark.parametrize(("value", "reason"), [
    ("-3", "sheet-negative"), ("999", "sheet-too-high"), ("x", "sheet-not-value"), ("3.5", "sheet-not-value"),
    ("", "sheet-missing"), ("4H 5X 6H", "bad-card"), ("4H 5H", "sheet-hand-size"),
])
@pytest.mark.parametrize("lang", ["en", "pt", "es", "fr"])
def test_bad_values_are_refused_at_the_player(value: str, reason: str, lang: str):
    error = ask(sheet("knock", ["Ana", "Rui", "Eva"], kr((1, ["9", value, "7"]))), lang)["error"]
    assert error["code"] == "sheet-entry" and error["params"]["reason"] == reason
    assert error["params"]["entry"] == 1 and error["params"]["player"] == 2
    assert "Rui" in error["message"] and "1" in error["message"]


def test_a_knocker_who_is_not_at_the_table():
    error = ask(sheet("knock", ["Ana", "Rui"], kr((7, ["9", "7"]))), "pt")["error"]
    assert error["params"]["reason"] == "sheet-knocker" and error["params"]["entry"] == 1
    assert error["message"].startswith("Mão 1: ") and "7" in error["message"]


def test_a_card_held_twice_at_the_table_names_the_second_holder():
    error = ask(sheet("knock", ["A", "B"], kr((1, ["4H 5H 6H QC QD QS 8D KS 2S 3S", "4H 9C 9D 9S JD JC 7H 6C 5C 4C"]))))["error"]
    assert error["params"]["reason"] == "duplicate-card" and error["params"]["player"] in (1, 2)


def test_ru_6_two_players_out():
    error = ask(sheet("rummy", ["A", "B", "C"], [{"out": 3, "values": ["12", "0", "0"]}]), "es")["error"]
    assert error["params"]["reason"] == "sheet-two-out" and error["params"]["player"] == 2
    assert "RU-6" in error["message"]


@pytest.mark.parametrize("text", ["not json", "[1, 2]", '{"op": "solve"}', '{"format": "rummylab-sheet", "version": 9}',
                                  '{"format": "rummylab-sheet", "version": 1, "game": "knock", "players": "AB"}'])
def test_a_file_that_is_not_a_sheet(text: str):
    error = ask(text, "fr")["error"]
    assert error["code"] == "sheet-not-sheet" and "feuille de marque" in error["message"]


@pytest.mark.parametrize(("players", "code"), [(["A"], "sheet-players"), (["A"] * 6, "sheet-players"),
                                               (["A", " "], "sheet-name-empty"), (["Ana", "ana"], "sheet-name-twice"),
                                               (["A", "x" * 31], "sheet-name-long")])
def test_players_are_checked(players: list[str], code: str):
    assert ask(sheet("knock", players, []))["error"]["code"] == code


def test_an_exported_record_reads_back_to_the_same_sheet():
    data = sheet("rummy", ["A", "B", "C"], [{"out": 1, "values": ["", "KS 2C", "12"]}], first=2)
    record = ask(data)["result"]["record"]
    assert read_sheet(json.dumps(record)) == read_sheet(data)
    assert ask(json.dumps(record))["result"]["totals"] == ["24", "0", "0"]


def test_csv_has_a_row_per_hand_and_the_languages_separator():
    r = ask(sheet("knock", ["Ana", "Rui", "Eva"], kr((1, ["9", "2", "2"]))), "fr")["result"]
    lines = r["csv"].splitlines()
    assert lines[0].split(";")[:3] == ["Donne", "Donneur", "Frappeur"]
    assert lines[1].split(";") == ["1", "Ana", "Ana", "9", "2", "2", "-17", "8,5", "8,5"]  # test_sheet_store.py: more


# ---- properties ---------------------------------------------------------------------------------------


@st.composite
def knock_sheets(draw: st.DrawFn) -> Sheet:
    n = draw(st.integers(2, 5))
    hands = draw(st.integers(0, n))
    entries = tuple(Entry(draw(st.none() | st.integers(0, n - 1)),
                          tuple(str(draw(st.integers(0, 70 if n > 2 else 100))) for _ in range(n)))
                    for _ in range(hands))
    return Sheet("knock", tuple(f"P{i}" for i in range(n)), draw(st.integers(0, n - 1)), entries)


@settings(max_examples=150, deadline=None)
@given(knock_sheets())
def test_kr_totals_are_each_hands_settlement_summed(s: Sheet):
    r = score_sheet(s)
    n = len(s.players)
    expected = [F(0)] * n
    for e in s.entries:
        net = settle_knock([int(v) for v in e.values], e.who).net
        expected = [a + b for a, b in zip(expected, net)]
    assert list(r.totals) == expected and sum(r.totals) == 0
    assert r.complete == (len(s.entries) == n)
    assert r.leaders == tuple(i for i, t in enumerate(expected) if t == max(expected))
    assert r.next_dealer == (None if r.complete else (s.first_dealer + len(s.entries)) % n)


@st.composite
def tt_sheets(draw: st.DrawFn) -> Sheet:
    n = draw(st.integers(2, 8))
    rounds = draw(st.integers(0, 11))
    entries = []
    for number in range(1, rounds + 1):
        out = draw(st.none() | st.integers(0, n - 1))
        values = tuple("0" if seat == out else str(draw(st.integers(0, (number + 2) * 10))) for seat in range(n))
        entries.append(Entry(out, values))
    return Sheet("three-thirteen", tuple(f"P{i}" for i in range(n)), 0, tuple(entries))


@settings(max_examples=100, deadline=None)
@given(tt_sheets())
def test_tt_totals_are_the_penalties_summed(s: Sheet):
    r = score_sheet(s)
    expected = [sum(F(int(e.values[seat])) for e in s.entries) for seat in range(len(s.players))]
    assert list(r.totals) == expected
    assert r.winners == (tuple(i for i, t in enumerate(expected) if t == min(expected)) if len(s.entries) == 11 else ())


@settings(max_examples=60, deadline=None)
@given(knock_sheets().filter(lambda s: len(s.entries) >= 2), st.data())
def test_editing_a_hand_equals_entering_the_edited_sheet_from_scratch(s: Sheet, data: st.DataObject):
    index = data.draw(st.integers(0, len(s.entries) - 1))
    n = len(s.players)
    new = Entry(data.draw(st.none() | st.integers(0, n - 1)), tuple(str(data.draw(st.integers(0, 70))) for _ in range(n)))
    edited = score_sheet(s.edited(index, new))
    entries = list(s.entries)
    entries[index] = new
    fresh = score_sheet(Sheet(s.game, s.players, s.first_dealer, tuple(entries)))
    assert edited.totals == fresh.totals and edited.entries == fresh.entries
    assert edited.entries[:index] == score_sheet(s).entries[:index]  # nothing before the edit changes
    deleted = score_sheet(s.edited(index, None))
    assert len(deleted.entries) == len(s.entries) - 1


def test_editing_hand_2_of_5_equals_entering_the_edited_sheet_from_scratch():
    rows = [(1, ["9", "7", "7", "15", "3"]), (2, ["10", "2", "4", "6", "8"]), (None, ["3", "9", "3", "4", "5"]),
            (4, ["0", "4", "4", "4", "4"]), (5, ["1", "1", "1", "1", "1"])]
    s = read_sheet(sheet("knock", list("ABCDE"), kr(*rows)))
    edited = s.edited(1, Entry(1, ("10", "12", "4", "6", "8")))  # hand 2: B knocks on 12 and is beaten (KR-10c)
    rows[1] = (2, ["10", "12", "4", "6", "8"])
    fresh = read_sheet(sheet("knock", list("ABCDE"), kr(*rows)))
    assert score_sheet(edited) == score_sheet(fresh)
    assert score_sheet(edited).entries[1].settlement.case.rule == "KR-10c"  # type: ignore[union-attr]
    # Hand 2 was A −8, B +20 (KR-10b: 8 + 2 + 4 + 6), C −2, D −4, E −6; now C alone on 4 wins and is
    # paid by A 6, B 12 − 4 + 10 = 18, D 2, E 4 → C +30. Every other hand is unchanged, so the totals
    # move by exactly that difference.
    before, after = score_sheet(s).totals, score_sheet(edited).totals
    assert [b - a for a, b in zip(before, after)] == [F(2), F(-38), F(32), F(2), F(2)]


@st.composite
def dealt_knock_sheets(draw: st.DrawFn) -> tuple[Sheet, list[list[int]]]:
    """Hands dealt from one deck (KR-2: 10 cards with two players, 7 with more); each player's entry is
    either the cards or their deadwood as found by the slow reference solver (KR-5)."""
    n = draw(st.integers(2, 4))
    size = 10 if n == 2 else 7
    entries, deadwoods = [], []
    for _ in range(draw(st.integers(1, n))):
        deck = draw(st.permutations(full_deck()))
        hands = [deck[i * size:(i + 1) * size] for i in range(n)]
        deadwood = [reference_min_deadwood(h, KNOCK_RUMMY) for h in hands]
        values = tuple(" ".join(str(c) for c in h) if draw(st.booleans()) else str(d) for h, d in zip(hands, deadwood))
        entries.append(Entry(draw(st.none() | st.integers(0, n - 1)), values))
        deadwoods.append(deadwood)
    return Sheet("knock", tuple(f"P{i}" for i in range(n)), 0, tuple(entries)), deadwoods


@settings(max_examples=25, deadline=None)
@given(dealt_knock_sheets())
def test_kr_hands_given_as_cards_are_settled_on_their_minimum_deadwood(case: tuple[Sheet, list[list[int]]]):
    s, deadwoods = case
    r = score_sheet(s)
    assert [e.points for e in r.entries] == [tuple(d) for d in deadwoods]
    expected = [F(0)] * len(s.players)
    for e, deadwood in zip(s.entries, deadwoods):
        expected = [a + b for a, b in zip(expected, settle_knock(deadwood, e.who).net)]
    assert list(r.totals) == expected
