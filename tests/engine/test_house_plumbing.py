"""House rules through every door: ``--rule NAME=VALUE`` on the commands, ``"house"`` in the web requests,
and the properties that hold under every combination of Knock Rummy's house rules (KR-10, KR-11).
"""

from __future__ import annotations

import io
import itertools
import json
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummylab.cli import main
from rummylab.games import get
from rummylab.games.common import play_out
from rummylab.games.knock.settle import settle_knock
from rummylab.web import handle

KNOCK = get("knock")


def _ask(request: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(handle(json.dumps(request)))
    return answer


# -- the command line -----------------------------------------------------------------------------------


def _json_of(capsys: pytest.CaptureFixture[str], argv: list[str]) -> Any:
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_deal_takes_rules(capsys: pytest.CaptureFixture[str]) -> None:
    """KR-2: `deal --players 5 --rule five-hand=6` deals 6 each and a stock of 21, and says so."""
    profile = _json_of(capsys, ["deal", "--game", "knock", "--players", "5", "--seed", "3", "--json"])
    house = _json_of(capsys, ["deal", "--game", "knock", "--players", "5", "--seed", "3", "--json",
                              "--rule", "five-hand=6"])
    assert [len(h) for h in profile["hands"]] == [7] * 5 and profile["stock"] == 16 and "house" not in profile
    assert [len(h) for h in house["hands"]] == [6] * 5 and house["stock"] == 21
    assert house["house"] == {"five-hand": 6} and house["record"]["options"] == {"five_hand": 6}


def test_quiz_answer_follows_the_rules(capsys: pytest.CaptureFixture[str]) -> None:
    """KR-10c: the same quiz with a 20-point penalty: the beaten knocker pays 10 more than in the profile."""
    profile = _json_of(capsys, ["quiz", "--seed", "2", "--level", "1", "--answer", "--json"])
    house = _json_of(capsys, ["quiz", "--seed", "2", "--level", "1", "--answer", "--json", "--rule", "penalty=20"])
    assert profile["hands"] == house["hands"] and profile["settlement"]["case"] == "knocker-beaten"
    knocker = profile["knocker"] - 1
    assert Fraction(house["settlement"]["net"][knocker]) == Fraction(profile["settlement"]["net"][knocker]) - 10


def test_settle_rummy_and_simulate_take_rules(capsys: pytest.CaptureFixture[str]) -> None:
    """RU-8 with aces 15; KR-7 with knock-max 4 over a simulation: no knock above 4."""
    profile = _json_of(capsys, ["settle", "rummy", "--hands", "", "AS KD", "--out", "1", "--json"])
    house = _json_of(capsys, ["settle", "rummy", "--hands", "", "AS KD", "--out", "1", "--json",
                              "--rule", "ace-points=15"])
    assert profile["points"][0] == 11 and house["points"][0] == 25
    summary = _json_of(capsys, ["simulate", "--game", "knock", "--players", "3", "--hands", "20", "--seed", "1",
                                "--json", "--rule", "knock-max=4"])
    assert summary["house"] == {"knock-max": 4}
    assert summary["average_knock_deadwood"] is None or summary["average_knock_deadwood"] <= 4


def test_play_says_and_plays_its_rules(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """KR-2: `play --players 5 --rule five-hand=6` says its house rules and deals the reader 6 cards."""
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "--players", "5", "--seed", "1", "--rule", "five-hand=6", "--lang", "pt"]) == 0
    out = capsys.readouterr().out
    assert "Regras da casa: five-hand=6." in out
    hand = next(line for line in out.splitlines() if line.startswith("A sua mão") or "mão:" in line)
    assert len(hand.split(":", 1)[1].split("(")[0].split()) == 6, hand


@pytest.mark.parametrize("argv,named", [
    (["settle", "knock", "--deadwood", "8", "3", "--knocker", "1", "--rule", "penalty=-5"], "penalty=-5"),
    (["deal", "--players", "3", "--rule", "nope=1"], "nope"),
    (["quiz", "--seed", "1", "--rule", "penalty"], "penalty"),
    (["simulate", "--hands", "2", "--rule", "knock-max=200"], "knock-max=200"),
    (["settle", "rummy", "--hands", "", "AS", "--out", "1", "--rule", "target=0"], "target=0"),
    (["worksheet", "--seed", "1", "--count", "1", "--rule", "penalty=-5"], "penalty=-5"),
])
@pytest.mark.parametrize("lang", ["en", "pt", "fr"])
def test_a_bad_rule_is_one_localized_line(argv: list[str], named: str, lang: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """A bad --rule ends with status 2 and one line naming it, in the command's language, never a traceback."""
    assert main([*argv, "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(("rummylab: ", "rummylab\u202f: ")) and named in err and "Traceback" not in err


def test_sheet_command_takes_rules(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """KR-EX1 on a score sheet: 15 in the profile, 25 with --rule penalty=20."""
    sheet = {"format": "rummylab-sheet", "version": 1, "game": "knock", "players": ["A", "B"],
             "entries": [{"knocker": 1, "values": ["8", "3"]}]}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(sheet), encoding="utf-8")
    assert _json_of(capsys, ["sheet", str(path), "--json"])["totals"] == ["-15", "15"]
    house = _json_of(capsys, ["sheet", str(path), "--json", "--rule", "penalty=20"])
    assert house["totals"] == ["-25", "25"] and house["record"]["options"] == {"penalty": 20}


# -- the web operations ------------------------------------------------------------------------------


def test_quiz_check_is_judged_by_the_house_rules() -> None:
    """KR-10c: the quiz's answer changes under penalty=20, and the check judges by the rules it is sent."""
    question = _ask({"op": "quiz", "seed": 2, "level": 1, "house": {"penalty": 20}})["result"]
    assert question["house"] == {"penalty": 20}
    profile = _ask({"op": "quiz-check", "seed": 2, "level": 1, "answers": ["0", "0"]})["result"]["expected"]
    house_answers = [str(Fraction(x) + (10 if Fraction(x) > 0 else -10)) for x in profile]
    right = _ask({"op": "quiz-check", "seed": 2, "level": 1, "answers": house_answers, "house": {"penalty": 20}})
    assert right["result"]["correct"] and right["result"]["house"] == {"penalty": 20}
    wrong = _ask({"op": "quiz-check", "seed": 2, "level": 1, "answers": profile, "house": {"penalty": 20}})
    assert not wrong["result"]["correct"]
    assert any("20" in line for line in right["result"]["explanation"])


def test_sheet_op_settles_by_the_house_penalty() -> None:
    """KR-EX1 as a sheet: the house's 20 (sent, or kept in the sheet's options) makes A pay 25."""
    sheet = {"format": "rummylab-sheet", "version": 1, "game": "knock", "players": ["A", "B"],
             "entries": [{"knocker": 1, "values": ["8", "3"]}]}
    assert _ask({"op": "sheet", "sheet": sheet})["result"]["totals"] == ["-15", "15"]
    sent = _ask({"op": "sheet", "sheet": sheet, "house": {"penalty": 20}})["result"]
    assert sent["totals"] == ["-25", "25"] and sent["house"] == {"penalty": 20}
    kept = _ask({"op": "sheet", "sheet": sent["record"]})["result"]
    assert kept["totals"] == ["-25", "25"]
    named = _ask({"op": "sheet", "sheet": {**sheet, "house": {"penalty": 20}}})["result"]  # public names in the file
    assert named["totals"] == ["-25", "25"] and named["record"]["options"] == {"penalty": 20}
    bad = _ask({"op": "sheet", "sheet": {**sheet, "options": {"penalty": -1}}, "lang": "fr"})
    assert bad["error"]["code"] == "bad-rule-range" and "penalty" in bad["error"]["message"]


def test_sheet_with_cards_lays_off_on_the_knocker() -> None:
    """KR-4, KR-10: a sheet entry written with the cards: with lay-off B's 7♥ 8♥ go on A's 4♥ 5♥ 6♥, B's 11 becomes 3,
    and A, who won alone (KR-10b), is beaten (KR-10c): 8 − 3 + 10 = 15."""
    sheet = {"format": "rummylab-sheet", "version": 1, "game": "knock", "players": ["A", "B"],
             "entries": [{"knocker": 1, "values": ["4H 5H 6H QC QD QS 8D 2C 3C 4C", "7H 7C 7D 7S 8H 2D AS KS KD KC"]}]}
    profile = _ask({"op": "sheet", "sheet": sheet})["result"]
    house = _ask({"op": "sheet", "sheet": sheet, "house": {"lay-off": True}})["result"]
    assert profile["totals"] == ["3", "-3"] and house["totals"] == ["-15", "15"]
    assert any("7♥ 8♥" in line for line in house["entries"][0]["explanation"])


@pytest.mark.parametrize("op", ["quiz", "puzzle", "deal", "coach", "play-start", "settle", "worksheet", "sheet"])
@pytest.mark.parametrize("house,code", [({"penalty": -5}, "bad-rule-range"), ({"nope": 1}, "bad-rule"),
                                        ("penalty=20", "bad-house")])
def test_a_bad_house_is_a_localized_error(op: str, house: Any, code: str) -> None:
    """Bad input in "house": the localized error naming it, never the internal one."""
    request: dict[str, Any] = {"op": op, "seed": 1, "house": house, "lang": "es", "deadwood": [8, 3],
                               "knocker": 1, "game": "knock", "players": 2}
    if op == "sheet":
        request["sheet"] = {"format": "rummylab-sheet", "version": 1, "game": "knock", "players": ["A", "B"],
                            "entries": []}
    answer = _ask(request)
    assert not answer["ok"] and answer["error"]["code"] == code, answer
    if code != "bad-house":
        assert str(next(iter(house))) in answer["error"]["message"]


def test_play_follows_the_record_rules() -> None:
    """KR-2, KR-7: a game started with house rules keeps them in its record; moves and hints follow them."""
    start = _ask({"op": "play-start", "game": "knock", "players": 5, "seed": 4,
                  "house": {"five-hand": 6, "knock-max": 0}})["result"]
    assert len(start["view"]["hand"]) == 6 and start["house"] == {"five-hand": 6, "knock-max": 0}
    assert start["record"]["options"] == {"five_hand": 6, "knock_max": 0}
    drawn = _ask({"op": "play-move", "record": start["record"], "move": {"move": "draw", "from": "stock"}})
    assert drawn["ok"] and drawn["result"]["house"] == start["house"]
    record = drawn["result"]["record"]
    hand = drawn["result"]["view"]["hand"]
    knock = _ask({"op": "play-move", "record": record, "move": {"move": "knock", "card": hand[0]}, "lang": "pt"})
    assert not knock["ok"] and knock["error"]["code"] == "knock-over-max" and "KR-7" in knock["error"]["message"]
    hint = _ask({"op": "play-hint", "record": record})["result"]
    assert hint["house"] == start["house"] and hint["expert"]["kind"] != "knock" and "advice" not in hint


def test_coach_check_is_judged_by_the_question_rules() -> None:
    """KR-7: the coach's position under knock-max lists the cards that may knock; a knock with another is refused."""
    house = {"knock-max": 6}
    question = _ask({"op": "coach", "seed": 5, "house": house})["result"]
    allowed = question["knock_choices"]
    assert allowed and set(allowed) < set(question["choices"]) and question["house"] == house
    other = next(c for c in question["choices"] if c not in allowed)
    refused = _ask({"op": "coach-check", "seed": 5, "choice": "knock", "card": other, "samples": 5, "house": house,
                    "lang": "es"})
    assert refused["error"]["code"] == "knock-over-max" and "6" in refused["error"]["message"]
    judged = _ask({"op": "coach-check", "seed": 5, "choice": "knock", "card": allowed[0], "samples": 5, "house": house})
    assert judged["ok"] and judged["result"]["knock_card"] == allowed[0]
    assert judged["result"]["actual"]["deadwood"][question["seat"] - 1] <= 6


def test_deal_advise_coach_and_puzzle_echo_the_house() -> None:
    """Every answer that depends on house rules echoes them by name."""
    deal = _ask({"op": "deal", "game": "knock", "players": 5, "seed": 1, "house": {"five-hand": 6}})["result"]
    assert deal["stock"] == 21 and deal["house"] == {"five-hand": 6}
    assert _ask({"op": "deal", "game": "knock", "players": 5, "seed": 1})["result"]["house"] == {}
    advice = _ask({"op": "advise", "hand": "AS AH AD 7C 8C 9C 3H", "players": 3, "samples": 50,
                   "house": {"knock-max": 2}, "lang": "fr"})
    assert advice["error"]["code"] == "knock-over-max"
    coach = _ask({"op": "coach-check", "seed": 3, "choice": "play", "samples": 5, "house": {"penalty": 30}})
    assert coach["result"]["house"] == {"penalty": 30}


# -- properties under every combination of the Knock Rummy options -----------------------------------

_VALUES = {"penalty": [10, 0, 20], "rum_bonus": [25, 50], "penalty_each": [False, True], "knock_max": [None, 5],
           "lay_off": [False, True], "five_hand": [7, 6]}
_COMBOS = [dict(zip(_VALUES, values)) for values in itertools.product(*_VALUES.values())]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(_COMBOS), st.lists(st.integers(0, 60), min_size=2, max_size=5), st.data())
def test_every_settlement_is_zero_sum(options: dict[str, Any], deadwood: list[int], data: st.DataObject) -> None:
    """KR-10: under every combination of house rules the transfers of a hand sum to zero, and each is its parts."""
    rules = KNOCK.rules(**options)
    allowed = [s for s, d in enumerate(deadwood) if rules.knock_max is None or d <= rules.knock_max]
    knocker = data.draw(st.sampled_from([None, *allowed]))
    s = settle_knock(deadwood, knocker, rules=rules)
    assert sum(s.net) == 0
    for t in s.transfers:
        assert t.amount == Fraction(t.base + t.bonus, t.share) + Fraction(t.penalty, 1 if t.each else t.share)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(_COMBOS), st.integers(2, 5), st.integers(0, 2**32))
def test_a_session_replays_from_its_record(options: dict[str, Any], players: int, seed: int) -> None:
    """KR-3, KR-11: a session played by bots under any house rules replays from its record to the same result."""
    session = KNOCK.new_series(players, seed=seed, **options)
    bots = KNOCK.make_bots(",".join(["threshold", "random", "greedy", "cautious", "threshold=12"][:players]), players,
                           seed)
    while not session.is_over:
        session.apply(bots[session.to_play].choose(session.current))
    record = session.to_record()
    again = KNOCK.series.replay(json.loads(json.dumps(record)))
    assert again.result == session.result and again.to_record() == record
    assert sum(session.result.balances) == 0
    for hand in session.hands:
        one = KNOCK.part.replay(json.loads(json.dumps(hand.to_record())))
        assert one.result == hand.result
        if hand.knocker is not None and hand.rules.knock_max is not None:
            assert hand.result.deadwood[hand.knocker] <= hand.rules.knock_max


def test_every_option_changes_some_played_result() -> None:
    """Each option alone plays differently from the profile on some seeded hand at five (none is a no-op):
    one bot knocks at 15 or less, the others play for rum, so knockers are beaten and rums come too."""
    bots = KNOCK.make_bots("threshold=15,greedy,greedy,greedy,greedy", 5, 0)
    for name, values in _VALUES.items():
        changed = False
        for seed in range(60):
            plain = play_out(KNOCK.deal(5, seed=seed), bots)
            house = play_out(KNOCK.deal(5, seed=seed, **{name: values[-1]}), bots)
            if plain.result.net != house.result.net:
                changed = True
                break
        assert changed, name
