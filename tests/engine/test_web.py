"""rummylab.web.handle: JSON in, JSON out, never raises."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummylab import __version__
from rummylab.web import LAZY_OPS, MAX_CARDS, MAX_TEXT, handle, ops, register, registry


def call(request) -> dict:
    text = handle(request if isinstance(request, str) else json.dumps(request))
    assert isinstance(text, str)
    return json.loads(text)


def ok(request) -> dict:
    answer = call(request)
    assert answer["ok"] is True, answer
    return answer["result"]


def error(request) -> dict:
    answer = call(request)
    assert answer["ok"] is False, answer
    assert set(answer["error"]) == {"code", "token", "message", "params"}
    assert "Traceback" not in answer["error"]["message"]
    return answer["error"]


def test_version():
    assert ok({"op": "version"})["version"] == __version__
    assert {"solve", "settle", "version"} <= set(ops())


# KR-EX1 from deadwood: A (player 1) knocks with 8, B has 3; A pays B 15.
def test_settle_deadwood_kr_ex1_in_portuguese():
    result = ok({"op": "settle", "deadwood": [8, 3], "knocker": 1, "lang": "pt"})
    assert {k: result[k] for k in ("deadwood", "knocker", "case", "transfers", "net")} == {
        "deadwood": [8, 3], "knocker": 1, "case": "knocker-beaten",
        "transfers": [{"from": 1, "to": 2, "amount": "15", "shown": "15"}], "net": ["-15", "15"],
    }
    assert result["net_shown"] == ["−15", "+15"]
    assert "O jogador 1 paga ao jogador 2: 8 − 3 + 10 = 15." in result["explanation"]


# KR-10c with two winners: the beaten knocker's 9 - 2 + 10 = 17 is split between the two players
# with 2, 8½ each; the page shows the amounts as the engine writes them, never "17/2".
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_settle_split_share_is_shown_as_readers_write_it(lang):
    result = ok({"op": "settle", "deadwood": [9, 2, 2], "knocker": 1, "lang": lang})
    assert [t["amount"] for t in result["transfers"]] == ["17/2", "17/2"]
    assert [t["shown"] for t in result["transfers"]] == ["8½", "8½"]
    assert result["net_shown"] == ["−17", "+8½", "+8½"]


# The quiz's verdict carries its settlement with the same shown amounts (KR-10).
def test_quiz_check_settlement_amounts_are_shown():
    for seed in range(1, 60):
        players = ok({"op": "quiz", "seed": seed, "level": 3})["players"]
        result = ok({"op": "quiz-check", "seed": seed, "level": 3, "answers": ["0"] * players, "lang": "pt"})
        if any("/" in t["amount"] for t in result["settlement"]["transfers"]):
            break
    else:
        raise AssertionError("no level-3 quiz in seeds 1-59 splits a payment")
    from rummylab.core.amounts import parse_amount, show_amount

    for t in result["settlement"]["transfers"]:
        assert t["shown"] == show_amount(parse_amount(t["amount"]), "pt") and "/" not in t["shown"]
    assert result["settlement"]["net_shown"] == result["expected_signed"]


def test_settle_no_knocker_with_fractions():
    result = ok({"op": "settle", "deadwood": [0, 0, 7], "knocker": None})
    assert result["case"] == "no-knocker" and result["knocker"] is None
    assert result["net"] == ["7/2", "7/2", "-7"]


def test_settle_missing_knocker_means_the_stock_ran_out():
    assert ok({"op": "settle", "deadwood": [4, 9]})["case"] == "no-knocker"


def test_settle_hands_kr_ex1():
    result = ok({"op": "settle", "hands": ["4H 5H 6H QC QD QS 8D", ["AS", "AH AD", "7C 8C 9C 3H"]], "knocker": 1,
                 "lang": "es"})
    assert result["deadwood"] == [8, 3] and result["transfers"] == [{"from": 1, "to": 2, "amount": "15", "shown": "15"}]
    assert [a["deadwood"] for a in result["arrangements"]] == [8, 3]
    assert result["card_names"]["Q♥" if "Q♥" in result["card_names"] else "Q♣"] == "reina de tréboles"
    assert "El jugador 1 paga al jugador 2: 8 − 3 + 10 = 15." in result["explanation"]


def test_settle_hands_refuses_a_card_held_twice():
    err = error({"op": "settle", "hands": ["QH 2C 3C", "QH 5D 6D"], "knocker": 1})
    assert err["code"] == "duplicate-card" and err["token"] == "Q♥"


def test_solve_kr_ex1_hand():
    result = ok({"op": "solve", "hand": "4H 5H 6H QC QD QS 8D", "lang": "fr"})
    assert result["deadwood"] == 8 and result["unmatched"] == ["8♦"]
    assert result["cards"] == ["4♥", "5♥", "6♥", "Q♣", "Q♦", "Q♠", "8♦"]
    assert result["card_names"]["Q♦"] == "dame de carreau"
    assert "Points morts\u202f: 8♦ = 8." in result["explanation"]
    assert "alternatives" not in result


def test_solve_all_with_one_optimum():
    # KR-5: 7♥ in the run leaves 7♣ 7♠ (14); in the set it leaves 5♥ 6♥ (11): one optimum, 11.
    result = ok({"op": "solve", "hand": ["5H", "6H", "7H", "7C", "7S"], "all": True})
    assert result["deadwood"] == 11 and result["unmatched"] == ["5♥", "6♥"]
    assert len(result["alternatives"]) == 1


def test_solve_all_with_two_optima():
    # K♠ in the run J-Q-K♠ leaves K♥ K♦ (20); in the set of kings it leaves J♠ Q♠ (20): two optima.
    result = ok({"op": "solve", "hand": "JS QS KS KH KD", "all": True})
    assert result["deadwood"] == 20
    assert sorted(tuple(a["unmatched"]) for a in result["alternatives"]) == [("J♠", "Q♠"), ("K♦", "K♥")]


def test_solve_three_thirteen_round_with_wilds():
    result = ok({"op": "solve", "hand": "4H 7C 6H", "game": "three-thirteen", "round": 5})  # sevens wild (TT-3)
    assert result["deadwood"] == 0
    assert result["melds"][0]["wilds"] == {"7♣": "5♥"}
    assert result["explanation"][0] == "Run of hearts: 4♥ 7♣ 6♥ (7♣ stands for 5♥)."


@pytest.mark.parametrize(
    "request_, code, token",
    [
        ("{bad", "bad-request", "{bad"),
        ("", "bad-request", ""),
        ("[1, 2]", "bad-request", "[1, 2]"),
        ('"solve"', "bad-request", '"solve"'),
        ({"op": "fly"}, "unknown-op", "fly"),
        ({"hand": "QH"}, "unknown-op", "None"),
        ({"op": "solve"}, "missing-field", "hand"),
        ({"op": "solve", "hand": 3}, "bad-field", "3"),
        ({"op": "solve", "hand": "5X QH"}, "bad-card", "5X"),
        ({"op": "solve", "hand": "QH", "game": "poker"}, "bad-game", "poker"),
        ({"op": "solve", "hand": "QH", "game": "knock", "round": 3}, "no-wilds", 3),
        ({"op": "solve", "hand": "QH", "game": "tt", "round": 12}, "bad-round", 12),
        ({"op": "solve", "hand": "QH", "round": "3"}, "bad-field", "3"),
        ({"op": "solve", "hand": "QH", "all": "yes"}, "bad-field", "yes"),
        ({"op": "solve", "hand": "QH", "lang": "de"}, "bad-lang", "de"),
        ({"op": "settle", "deadwood": [8, 3], "knocker": 3}, "knocker-out-of-range", 3),
        ({"op": "settle", "deadwood": [8, 3], "knocker": True}, "bad-field", "True"),
        ({"op": "settle", "deadwood": [8, "3"], "knocker": 1}, "bad-deadwood", "3"),
        ({"op": "settle", "deadwood": [8, -3], "knocker": 1}, "negative-deadwood", -3),
        ({"op": "settle", "deadwood": [8], "knocker": 1}, "too-few-players", 1),
        ({"op": "settle", "deadwood": [1, 2, 3, 4, 5, 6], "knocker": 1}, "too-many-players", 6),
        ({"op": "settle", "deadwood": "8 3"}, "bad-field", "8 3"),
        ({"op": "settle", "knocker": 1}, "missing-field", "deadwood"),
        ({"op": "solve", "hand": "x" * (MAX_TEXT + 1)}, "too-large", "hand"),
        ({"op": "settle", "hands": ["QH " * (MAX_CARDS + 1)]}, "too-large", "hands[0]"),
    ],
)
def test_bad_requests(request_, code, token):
    err = error(request_)
    assert err["code"] == code
    assert err["token"] == token


def test_errors_are_localized():
    assert error({"op": "solve", "hand": "5X", "lang": "pt"})["message"] == "«5X» não é uma carta"
    assert error({"op": "solve", "hand": "5X", "lang": "es"})["message"] == "«5X» no es una carta"
    assert error({"op": "fly", "lang": "fr"})["message"].startswith("«\u202ffly\u202f» n’est pas une opération (choisissez ")


def test_non_text_requests_are_answered():
    assert json.loads(handle(None))["error"]["code"] == "bad-request"  # type: ignore[arg-type]
    assert json.loads(handle(b'{"op": "version"}'))["ok"] is True  # type: ignore[arg-type]


@pytest.fixture
def scratch_ops():
    """Operations registered by a test are taken out again afterwards, so the real registry (which
    the Pyodide tier compares with Pyodide's) never keeps them."""
    from rummylab.web import registry

    before = dict(registry._HANDLERS)
    yield
    registry._HANDLERS.clear()
    registry._HANDLERS.update(before)


def test_register_and_internal_errors_never_raise(scratch_ops):
    @register("test-boom")
    def boom(request):
        return {"x": 1 // 0}

    @register("test-unserializable")
    def unserializable(request):
        return {"x": object()}

    for op in ("test-boom", "test-unserializable"):
        err = error({"op": op, "lang": "pt"})
        assert err["code"] == "internal"
        assert err["message"] == "erro interno do motor; por favor, comunique-o"
    assert error({"op": "test-boom"})["params"] == {"type": "ZeroDivisionError"}


def test_deeply_nested_json_is_a_bad_request():
    assert error("[" * 50_000 + "]" * 50_000)["code"] in ("bad-request", "too-large")


# ---- score: Three Thirteen (TT-7) and Rummy (RU-8) rounds ---------------------------------------------

def test_score_three_thirteen_round():
    # Round 1, threes wild: 3♥ 3♣ 3♠ melds; K♦ 2♠ 4♦ = 16 (TT-7).
    result = ok({"op": "score", "game": "tt", "round": 1, "hands": ["3H 3C 3S", "KD 2S 4D"], "out": 1, "lang": "pt"})
    assert result["penalties"] == [0, 16] and result["out"] == 1
    assert result["card_names"]["K♦"] == "rei de ouros"
    assert "O jogador 1 saiu (TT-6)." in result["explanation"]


def test_score_rummy_round_and_draw():
    result = ok({"op": "score", "game": "rummy", "hands": ["", "KS 2C", "AH"], "out": 1})
    assert result["points"] == [13, 0, 0] and result["explanation"][0].endswith("12 + 1 = 13 (RU-8).")
    assert ok({"op": "score", "game": "rummy", "hands": ["QH", "KS"], "out": None})["draw"] is True


@pytest.mark.parametrize(
    "request_, code",
    [
        ({"op": "score", "game": "tt", "hands": ["3H 3C 3S", "KD 2S 4D"]}, "missing-field"),
        ({"op": "score", "game": "tt", "round": 1}, "missing-field"),
        ({"op": "score", "game": "knock", "hands": ["QH", "KS"]}, "bad-field"),
        ({"op": "score", "game": "poker", "hands": ["QH", "KS"]}, "bad-game"),
        ({"op": "score", "game": "rummy", "hands": ["QH", "KS"], "out": 1}, "not-out"),
        ({"op": "score", "game": "tt", "round": 1, "hands": ["3H 3C", "KD 2S 4D"]}, "wrong-hand-size"),
    ],
)
def test_score_errors(request_, code):
    assert error(request_)["code"] == code


def test_solver_ops_answer_without_loading_the_practice_and_game_modules() -> None:
    # The browser's cold start: "version" and "solve" must not wait for the op modules (they load
    # on the first request for one of their ops). A fresh interpreter, like the worker's.
    script = (
        "import json, sys\n"
        "from rummylab.web import LAZY_OPS, handle\n"
        "modules = sorted({'rummylab.web.' + m for m in LAZY_OPS.values()})\n"
        "first = [json.loads(handle(json.dumps(r)))['ok'] for r in ({'op': 'version'}, {'op': 'solve', 'hand': '4H 5H 6H'})]\n"
        "early = [m for m in modules if m in sys.modules]\n"
        "quiz = json.loads(handle(json.dumps({'op': 'quiz', 'seed': 3})))['ok']\n"
        "mid = [m for m in modules if m in sys.modules]\n"
        "deal = json.loads(handle(json.dumps({'op': 'deal', 'seed': 3})))['ok']\n"
        "print(json.dumps([first, early, quiz, mid, deal, [m for m in modules if m in sys.modules]]))\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    first, early, quiz, mid, deal, late = json.loads(proc.stdout)
    assert first == [True, True] and early == [] and quiz is True and deal is True
    assert mid == ["rummylab.web.practice"] and late == ["rummylab.web.games", "rummylab.web.practice"]


def test_a_solve_does_not_load_the_settlement_or_the_scoring_and_a_settle_does() -> None:
    # Their dataclasses cost the browser's first answer ~25 ms in Pyodide; the package's
    # settlement names (rummylab.settle_knock, ...) still work, loaded on first use.
    script = (
        "import json, sys\n"
        "from rummylab.web import handle\n"
        "heavy = ('rummylab.games.knock.settle', 'rummylab.games.three_thirteen.scoring', 'rummylab.games.rummy.scoring')\n"
        "solve = json.loads(handle(json.dumps({'op': 'solve', 'hand': '4H 5H 6H QC QD QS 8D', 'lang': 'fr'})))\n"
        "early = [m for m in heavy if m in sys.modules]\n"
        "settle = json.loads(handle(json.dumps({'op': 'settle', 'deadwood': [8, 3], 'knocker': 1})))\n"
        "import rummylab\n"
        "print(json.dumps([solve['result']['deadwood'], early, settle['result']['net'],\n"
        "                  [m for m in heavy if m in sys.modules], str(rummylab.settle_knock([8, 3], 0).case)]))\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    deadwood, early, net, late, case = json.loads(proc.stdout)
    assert deadwood == 8 and early == []  # KR-EX1: 4-5-6 of hearts, three queens, the 8 of diamonds
    assert net == ["-15", "15"] and case.endswith("KNOCKER_BEATEN")  # KR-10: 8 - 3 + 10 to the defender
    assert late == ["rummylab.games.knock.settle"]  # a settlement needs no scoring


def test_each_lazy_op_is_registered_by_the_module_named_for_it() -> None:
    ops()  # loads every op module
    for op, module in LAZY_OPS.items():
        assert registry._HANDLERS[op].__module__ == f"rummylab.web.{module}", op


def test_an_op_module_that_fails_to_import_is_an_internal_error_not_an_unknown_op(monkeypatch) -> None:
    monkeypatch.setitem(LAZY_OPS, "test-broken", "no_such_module")
    answer = json.loads(handle('{"op": "test-broken", "lang": "pt"}'))
    assert answer["ok"] is False and answer["error"]["code"] == "internal"
    assert answer["error"]["params"] == {"type": "ModuleNotFoundError"}


def test_every_shown_card_has_its_colour_from_the_engine() -> None:
    result = json.loads(handle('{"op": "solve", "hand": "3D 4S 5S QH 8C", "game": "tt", "round": 1}'))["result"]
    # a wild 3♦ stands for 3♠ or 6♠: named and coloured too (TT-3)
    assert result["card_colours"].keys() == result["card_names"].keys() >= {"3♦", "4♠", "Q♥", "8♣"}
    colours = result["card_colours"]
    assert (colours["3♦"], colours["Q♥"], colours["4♠"], colours["8♣"]) == ("red", "red", "black", "black")
    for op in ({"op": "quiz", "seed": 4}, {"op": "puzzle", "seed": 4}, {"op": "deal", "seed": 4},
               {"op": "settle", "hands": ["AH 2H 3H", "KS KD"], "knocker": 1}):
        result = json.loads(handle(json.dumps(op)))["result"]
        assert result["card_colours"].keys() == result["card_names"].keys(), op
        assert {v for v in result["card_colours"].values()} == {"red", "black"}, op


def test_quiz_check_writes_signed_amounts_as_a_ledger_does() -> None:
    quiz = json.loads(handle('{"op": "quiz", "seed": 5, "level": 1}'))["result"]
    answers = ["7/2", "-7/2"][: quiz["players"]]
    result = json.loads(handle(json.dumps({"op": "quiz-check", "seed": 5, "level": 1, "answers": answers})))["result"]
    assert result["answers_signed"] == ["+3½", "\u22123½"]
    assert [s.replace("\u2212", "-").lstrip("+") for s in result["expected_signed"]] == result["expected"]
    assert all(s == "0" or s[0] in "+\u2212" for s in result["expected_signed"])


# Field names the ops read, and values that are wrong in many ways (null, wrong types, huge,
# negative, malformed cards and amounts); any op may get any of them.
_FUZZ_FIELDS = ["hand", "game", "round", "players", "seed", "lang", "all", "deadwood", "knocker", "hands", "level",
                "answer", "answers", "melds", "dealer", "samples", "options", "ace_high", "jokers", "rounds",
                "target", "record", "moves", "player", "limit", "names", "decks", "out", "points", "wild"]
_FUZZ_VALUES = [None, True, False, 0, 1, 3, -1, 11, 14, 2**53, 2**70, 1.5, "", "x", "pt", "knock", "three-thirteen",
                "rummy", "4H 5H 6H", "QH QH QH", "5X", "JK", "7/2", "3,5", [], [1], [None], ["4H", "5H", "6H"],
                [[1]], [["4H", "5H", "6H"]], [8, 3], {}, {"a": 1}, {"knocker": 1}]


def _engine_ops() -> list[str]:
    """The engine's operations, not those these tests register."""
    return [op for op in ops() if not op.startswith("test-")]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_no_request_makes_an_internal_error(data) -> None:
    # Bad input gets a clear error naming it, never "internal" (a bug caught this way: a null
    # "dealer" in a deal request was an AssertionError).
    request = {"op": data.draw(st.sampled_from(_engine_ops()))}
    for field in data.draw(st.lists(st.sampled_from(_FUZZ_FIELDS), max_size=6, unique=True)):
        request[field] = data.draw(st.sampled_from(_FUZZ_VALUES) | st.integers(-5, 60) | st.text(max_size=12))
    answer = call(request)
    if not answer["ok"]:
        assert answer["error"]["code"] != "internal", request
        assert answer["error"]["message"], request


def test_a_null_field_is_taken_as_absent_or_refused_never_an_internal_error() -> None:
    # JSON null for any field of any op: as if the field were absent, or a clear error.
    internal = [(op, field) for op in _engine_ops() for field in _FUZZ_FIELDS
                if call({"op": op, field: None}).get("error", {}).get("code") == "internal"]
    assert not internal
    assert ok({"op": "deal", "players": None, "seed": None, "dealer": None}) == ok({"op": "deal"})


@pytest.mark.parametrize("seed", ["¹", "٣", "1²", " ３ "])
def test_a_seed_of_digits_that_are_not_ascii_is_refused_not_an_internal_error(seed: str) -> None:
    # str.isdigit() accepts "¹" and int() refuses it; the seed field takes ASCII digits only.
    for op in ("puzzle", "quiz"):
        assert error({"op": op, "seed": seed})["code"] == "bad-seed", (op, seed)
