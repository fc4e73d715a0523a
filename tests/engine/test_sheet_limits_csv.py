"""The score sheet's content limits and its CSV (rummylab.scoresheet, the ``sheet`` operation).

The limits are on a sheet's content (players, names, entries, each value), never on the length of
a file's text: the largest sheet the limits admit must still fit in one request to the engine, so
the page exports, and imports again, any sheet it holds. The CSV follows OWASP's CSV-injection
advice (a cell of the reader's text that begins like a formula gets a ``'``) and the spreadsheets of
the page's language (ASCII minus; ``;`` and a decimal comma in pt, es, fr).
"""

from __future__ import annotations

import csv
import io
import json
from typing import Any

import pytest

from rummylab.scoresheet import MAX_ENTRIES, MAX_NAME, MAX_VALUE, PLAYERS, SheetError, read_sheet
from rummylab.web import handle
from rummylab.web.fields import MAX_REQUEST
from rummylab.words.text.sheet import WORDS

LANGS = ("en", "pt", "es", "fr")


def sheet(game: str, players: list[str], entries: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": "rummylab-sheet", "version": 1, "game": game, "name": "T", "created": "2026-01-02T10:00:00Z",
            "players": players, "first_dealer": 1, "entries": entries}


def ask(data: Any, lang: str = "en") -> dict[str, Any]:
    # As the page sends it (JSON.stringify: no spaces).
    return json.loads(handle(json.dumps({"op": "sheet", "sheet": data, "lang": lang, "house": {}},
                                        separators=(",", ":"), ensure_ascii=False)))


def rows(answer: dict[str, Any], lang: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(answer["result"]["csv"]), delimiter="," if lang == "en" else ";"))


# ---- content limits ---------------------------------------------------------------------------------


def rummy_100_rounds() -> dict[str, Any]:
    # RU-7: a round with nobody out scores nothing; every tenth round Ana goes out with 2 from each other
    # player (RU-8), so after 100 rounds Ana has 10 × 5 × 2 = 100, short of 200.
    entries = [{"out": 1, "values": ["", "2", "2", "2", "2", "2"]} if n % 10 == 0 else
               {"out": None, "values": [""] * 6} for n in range(1, 101)]
    return sheet("rummy", ["Ana", "Rui", "Eva", "Zé", "Lia", "Tó"], entries)


def test_a_rummy_sheet_of_100_rounds_with_6_players_is_kept_and_read_back_from_its_export():
    data = rummy_100_rounds()
    answer = ask(data)
    assert answer["ok"], answer
    assert answer["result"]["totals"] == ["100", "0", "0", "0", "0", "0"] and not answer["result"]["complete"]
    exported = json.dumps(answer["result"]["record"], indent=2, ensure_ascii=False) + "\n"  # as the page exports it
    assert len(exported) > 2000  # past the old limit on a text's length
    again = ask(json.loads(exported))
    assert again["ok"] and again["result"]["record"] == answer["result"]["record"]
    assert read_sheet(exported) == read_sheet(data)


def test_the_largest_sheet_the_limits_admit_fits_in_one_request():
    # Every limit at once, in the game that keeps the most entries and values (Rummy, 6 players):
    # the page can always send it whole to the engine.
    game = max(PLAYERS, key=lambda g: PLAYERS[g][1] * (MAX_ENTRIES if g == "rummy" else 11))
    players = [f"{chr(65 + i)}{'é' * (MAX_NAME - 1)}" for i in range(6)]
    entries = [{"out": 1, "values": ["1" * MAX_VALUE] * 6}] * MAX_ENTRIES
    request = json.dumps({"op": "sheet", "sheet": dict(sheet("rummy", players, entries), name="x" * 80),
                          "lang": "en", "house": {"target": 200}}, separators=(",", ":"), ensure_ascii=False)
    assert game == "rummy" and len(request) < MAX_REQUEST


@pytest.mark.parametrize("lang", LANGS)
def test_too_many_entries_are_refused_in_the_readers_language(lang: str):
    data = sheet("rummy", ["Ana", "Rui"], [{"out": None, "values": ["", ""]}] * (MAX_ENTRIES + 1))
    error = ask(data, lang)["error"]
    assert error["code"] == "sheet-entries" and str(MAX_ENTRIES) in error["message"]
    assert error["message"] == WORDS["error.sheet-entries"][lang].format(limit=MAX_ENTRIES, count=MAX_ENTRIES + 1) \
        or lang == "en"
    with pytest.raises(SheetError) as info:
        read_sheet(data)
    assert info.value.code == "sheet-entries"


@pytest.mark.parametrize("lang", LANGS)
def test_a_value_too_long_is_refused_at_its_player(lang: str):
    data = sheet("three-thirteen", ["Ana", "Rui"], [{"out": 1, "values": ["0", "AS " * 30]}])
    error = ask(data, lang)["error"]
    assert error["params"]["reason"] == "sheet-value-long"
    assert (error["params"]["entry"], error["params"]["player"], error["params"]["part"]) == (1, 2, "value")
    assert str(MAX_VALUE) in error["message"]
    assert error["message"].startswith(WORDS["sheet.where.round"][lang].format(n=1) + ", Rui")  # where, by name
    if lang == "fr":
        assert "\u202f:" in error["message"]


def test_eight_players_of_three_thirteen_with_every_round_in_cards():
    # TT-10: 8 players (3 decks); round 11 deals 13 cards each: the longest values a sheet holds.
    players = [f"P{i}" for i in range(1, 9)]
    thirteen = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"
    entries = [{"out": 1, "values": ["0"] + [str(n)] * 7} for n in range(1, 11)]
    other = "10H JH QD 10D 10C 7C 8C 9C 10S 4D 4H 6D 8S"
    entries.append({"out": 1, "values": ["0", thirteen, other, other] + ["40"] * 4})
    answer = ask(sheet("three-thirteen", players, entries))
    assert answer["ok"], answer
    assert answer["result"]["complete"] and answer["result"]["entries"][10]["points"][1] == 0  # a run of 13 spades


# ---- CSV ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_csv_minus_is_ascii_and_halves_take_the_languages_decimal_mark(lang: str):
    # KR-10c: 9 against 2 and 2 → Ana pays 17, split 8½ each.
    data = sheet("knock", ["Ana", "Rui", "Eva"], [{"knocker": 1, "values": ["9", "2", "2"]}])
    table = rows(ask(data, lang), lang)
    half = "8.5" if lang == "en" else "8,5"
    assert table[1] == ["1", "Ana", "Ana", "9", "2", "2", "-17", half, half]
    assert "\u2212" not in ask(data, lang)["result"]["csv"]


def test_csv_thirds_are_rounded_and_json_keeps_them_exact():
    # KR-10c with three winners: 12 against 2, 2, 2 → Ana pays 12 − 2 + 10 = 20, split 6⅔ each.
    data = sheet("knock", ["Ana", "Rui", "Eva", "Zé"], [{"knocker": 1, "values": ["12", "2", "2", "2"]}])
    answer = ask(data, "fr")
    assert rows(answer, "fr")[1][-4:] == ["-20", "6,6667", "6,6667", "6,6667"]
    assert answer["result"]["totals"] == ["-20", "20/3", "20/3", "20/3"]


@pytest.mark.parametrize("name", ["=HYPERLINK(\"http://x\",\"y\")", "+1", "-Ana", "@SUM(A1)", "\tTab", "\rCR"])
@pytest.mark.parametrize("lang", ["en", "pt"])
def test_csv_names_that_begin_like_a_formula_are_made_text(name: str, lang: str):
    data = sheet("knock", [name, "Rui"], [{"knocker": 2, "values": ["9", "2"]}])
    table = rows(ask(data, lang), lang)
    # The sheet keeps a name with its spaces tidied (a tab or CR before it goes then); any that is left
    # beginning like a formula is escaped.
    shown = " ".join(name.split())
    cell = "'" + shown if shown.startswith(("=", "+", "-", "@")) else shown
    assert table[1][1] == cell  # the dealer
    assert table[0][3].startswith(cell) and table[0][5].startswith(cell)  # the headers
    for row in table:
        for cell in row:
            assert not cell.startswith(("=", "+", "@", "\t", "\r")), cell
    assert table[1][-2:] == ["-7", "7"]  # numbers stay numbers: a minus sign is not escaped
