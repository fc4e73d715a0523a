"""Playing against the bots through the web operations: play-start, play-move, play-hint.

Each game is played to its end by a test policy that sends only what a page sends (the record
and one move), and the final record must replay with the engine's replay API to the same ledger.
Illegal moves are refused with the rule they break; bad input and damaged records with clear codes.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from rummylab.core.cards import Card
from rummylab.core.rules import KNOCK_RUMMY
from rummylab.games import replay
from rummylab.games.bots import best_discard
from rummylab.web import handle
from rummylab.web.play import forget_live
from rummylab.words.catalogue import LANGS
from tests.play_reader import reader


def ask(**request: Any) -> dict[str, Any]:
    return json.loads(handle(json.dumps(request)))


def ok(**request: Any) -> dict[str, Any]:
    answer = ask(**request)
    assert answer["ok"], answer
    return answer["result"]


def refused(**request: Any) -> dict[str, Any]:
    answer = ask(**request)
    assert not answer["ok"], answer
    return answer["error"]


def play_to_end(start: dict[str, Any], lang: str = "en", limit: int = 3000) -> dict[str, Any]:
    result = ok(op="play-start", lang=lang, **start)
    for _ in range(limit):
        if result["over"]:
            return result
        if result["view"]["your_turn"]:
            result = ok(op="play-move", lang=lang, record=result["record"], move=reader(result["view"]))
        else:  # a pause after a hand or round: the next one begins
            assert "ended" in result, result
            result = ok(op="play-move", lang=lang, record=result["record"], move=None)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("lang", LANGS)
def test_a_knock_rummy_session_is_played_to_its_end_and_replays_to_the_same_ledger(lang):
    """KR-3: one hand per player; KR-11: the balances and the winner."""
    result = play_to_end({"game": "knock", "players": 3, "seed": 11}, lang)
    record = result["record"]
    assert record["game"] == "knock-session" and len(record["hands"]) == 3
    session = replay(record)
    assert session.result.to_dict() == record["result"] == result["final"]["summary"]
    assert result["final"]["winners"] == record["result"]["winners"]
    assert result["totals"]["values"] == record["result"]["balances"]
    assert result["ended"]["number"] == 3 and result["final"]["explanation"]


def test_a_three_thirteen_game_of_three_rounds_is_played_to_its_end():
    """TT-2 shortened to 3 rounds; TT-7 totals, the lowest total wins."""
    result = play_to_end({"game": "three-thirteen", "players": 3, "seed": 4, "rounds": 3})
    record = result["record"]
    game = replay(record)
    assert game.is_over and len(record["moves"]) == 3
    assert list(game.result.totals) == record["result"]["totals"] == result["totals"]["values"]
    low = min(record["result"]["totals"])
    assert result["final"]["winners"] == [i + 1 for i, t in enumerate(record["result"]["totals"]) if t == low]


def test_a_rummy_game_to_a_low_target_is_played_to_its_end():
    """RU-8: the game ends when someone reaches the target."""
    result = play_to_end({"game": "rummy", "players": 2, "seed": 3, "target": 25})
    record = result["record"]
    game = replay(record)
    assert record["target"] == 25 and max(game.totals) >= 25
    assert result["final"]["winners"] == [record["result"]["winner"]]
    assert list(game.totals) == result["totals"]["values"]


def test_the_bots_play_the_same_moves_from_the_record():
    """A resumed game (play-start with its record) is the game as it stood."""
    first = ok(op="play-start", game="knock", players=4, seed=8, bots="random")
    again = ok(op="play-start", game="knock", players=4, seed=8, bots="random")
    assert first["record"] == again["record"]
    resumed = ok(op="play-start", record=first["record"])
    assert resumed["view"] == first["view"]


def start_knock(seed: int = 2) -> dict[str, Any]:
    return ok(op="play-start", game="knock", players=2, seed=seed)


def test_kr8_knocking_before_drawing_is_refused():
    result = start_knock()
    card = result["view"]["hand"][0]
    error = refused(op="play-move", record=result["record"], move={"move": "knock", "card": card})
    assert error["code"] == "draw-first" and error["params"]["rule"] == "KR-6"


def test_kr8_the_card_just_taken_cannot_be_discarded():
    result = start_knock()
    top = result["view"]["discard_top"]
    taken = ok(op="play-move", record=result["record"], move={"move": "draw", "from": "discard"})
    assert taken["view"]["taken"] == top
    for kind in ("discard", "knock"):
        error = refused(op="play-move", record=taken["record"], move={"move": kind, "card": top}, lang="pt")
        assert error["code"] == "discard-taken" and error["params"]["rule"] == "KR-8"
        assert "KR-8" in error["message"] and "descarte" in error["message"]


def test_a_card_not_in_the_hand_is_refused():
    result = start_knock()
    drawn = ok(op="play-move", record=result["record"], move={"move": "draw", "from": "stock"})
    assert drawn["moves"][0]["drew"] in drawn["view"]["hand"]
    hand = set(drawn["view"]["hand"])
    card = next(c for c in ("A♠", "2♠", "3♠", "4♠", "5♠", "6♠") if c not in hand)
    error = refused(op="play-move", record=drawn["record"], move={"move": "discard", "card": card})
    assert error["code"] == "not-in-hand" and error["params"]["rule"] == "KR-6"


def rummy_before_first_meld() -> dict[str, Any]:
    """A Rummy position where the reader, who has not melded, could otherwise lay off a card (RU-4)."""
    for seed in range(400):
        result = ok(op="play-start", game="rummy", players=2, seed=seed)
        for _ in range(30):
            view = result["view"]
            if result["over"] or not view["your_turn"]:
                break
            if view["phase"] == "play" and view["table"] and not view["melded"]:
                return result
            move = reader(view)
            if move["move"] in ("meld", "lay-off"):  # stay without a meld of one's own
                move = next(m for m in reversed(view["legal"]) if m["move"] == "discard")
                move = {k: v for k, v in move.items() if k not in ("text", "player")}
            result = ok(op="play-move", record=result["record"], move=move)
    raise AssertionError("no Rummy position with a meld on the table before the reader's first")


def test_ru4_laying_off_before_ones_own_first_meld_is_refused():
    result = rummy_before_first_meld()
    card = result["view"]["hand"][0]
    error = refused(op="play-move", record=result["record"], move={"move": "lay-off", "card": card, "meld": 1},
                    lang="es")
    assert error["code"] == "lay-off-before-meld" and error["params"]["rule"] == "RU-4"
    assert "RU-4" in error["message"] and "combinación" in error["message"]


def test_tt6_a_false_going_out_claim_is_refused():
    result = ok(op="play-start", game="three-thirteen", players=2, seed=1, rounds=2)
    drawn = ok(op="play-move", record=result["record"], move={"move": "draw", "from": "stock"})
    view = drawn["view"]
    assert not any(m["move"] == "go-out" for m in view["legal"]), "this deal can go out: choose another seed"
    error = refused(op="play-move", record=drawn["record"], move={"move": "go-out", "card": view["hand"][0]},
                    lang="fr")
    assert error["code"] == "cannot-go-out" and error["params"]["rule"] == "TT-6"
    assert "\u202f:" in error["message"]


def test_a_move_when_the_bots_are_to_play_and_a_pause_when_it_is_yours():
    result = start_knock()
    error = refused(op="play-move", record=result["record"], move=None)
    assert error["code"] == "your-turn" and error["params"]["rule"] == "KR-6"


@pytest.mark.parametrize(("request_", "code"), [
    ({"game": "knock", "seed": "abc"}, "bad-seed"),
    ({"game": "knock", "seed": 1.5}, "bad-seed"),
    ({"game": "knock", "seed": -1}, "bad-seed"),
    ({"game": "chess"}, "bad-game"),
    ({"game": "knock", "players": 99}, "bad-players"),
    ({"game": "knock", "players": "many"}, "bad-field"),
    ({"game": "knock", "bots": "genius"}, "bad-bot"),
    ({"game": "knock", "players": 3, "bots": "threshold,random,greedy"}, "bad-bot"),
    ({"game": "three-thirteen", "rounds": 12}, "bad-rounds"),
    ({"game": "rummy", "target": 0}, "bad-target"),
    ({"game": "rummy", "target": "-5"}, "bad-target"),  # a whole number, refused for its value, not its form
    ({"game": "rummy", "target": "1e3"}, "bad-field"),
])
def test_bad_input_is_refused_with_a_clear_code(request_, code):
    for lang in LANGS:
        error = refused(op="play-start", lang=lang, **request_)
        assert error["code"] == code, error
        assert error["message"] and "None" not in error["message"]


def test_a_seed_from_the_address_may_be_its_digits():
    assert ok(op="play-start", game="knock", seed="7")["record"]["seed"] == 7


@pytest.mark.parametrize("damage", [
    lambda r: r.update(game="poker-session"),
    lambda r: r.update(hands="x"),
    lambda r: r["hands"][0].append({"player": 2, "move": "fly"}),
    lambda r: r["hands"][0].insert(0, {"player": 1, "move": "discard", "card": "AS"}),
    lambda r: r.update(bots=["genius"]),
    lambda r: r.update(seed="x"),
])
def test_a_damaged_record_is_refused_as_such(damage):
    result = start_knock(5)
    record = json.loads(json.dumps(result["record"]))
    damage(record)
    for lang in ("en", "pt"):
        error = refused(op="play-move", lang=lang, record=record, move={"move": "draw", "from": "stock"})
        assert error["code"] == "bad-record", error
    assert refused(op="play-move", move=None)["code"] == "missing-field"
    assert refused(op="play-move", record="[]", move=None)["code"] == "bad-record"


def test_the_hint_gives_the_experts_draw_and_discard_and_the_knock_estimate():
    """The hint is the expert's move (from the reader's view) and, after the draw, KR-7's knock estimate."""
    result = start_knock(3)
    hint = ok(op="play-hint", record=result["record"], lang="pt")
    assert hint["phase"] == "draw" and hint["expert"]["move"]["move"] == "draw" and hint["expert"]["text"]
    assert "advice" not in hint  # no knock estimate before the draw
    drawn = ok(op="play-move", record=result["record"], move={"move": "draw", "from": "stock"})
    hint = ok(op="play-hint", record=drawn["record"])
    move = hint["expert"]["move"]
    assert move["move"] in ("discard", "knock") and move["card"] in drawn["view"]["hand"]
    advice = hint["advice"]
    assert abs(advice["win"] + advice["tie"] + advice["beaten"] - 1) < 1e-6 and advice["samples"] > 0
    after, _ = best_discard([Card.parse(c) for c in drawn["view"]["hand"]], KNOCK_RUMMY)
    assert advice["deadwood"] == after  # the estimate is for the hand after its best discard (KR-7)


def test_a_hint_in_three_thirteen_and_rummy_has_no_knock_estimate():
    for game in ("three-thirteen", "rummy"):
        result = ok(op="play-start", game=game, players=2, seed=6)
        drawn = ok(op="play-move", record=result["record"], move={"move": "draw", "from": "stock"})
        hint = ok(op="play-hint", record=drawn["record"])
        assert "advice" not in hint and hint["expert"]["move"]["move"] in ("discard", "go-out", "meld", "lay-off")


# -- the board after each move, and the table kept between requests ----------------------------------

def moves_played(game: dict[str, Any], lang: str = "en") -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Every answer of a game played to its end by the reader, with the answer it followed."""
    result = ok(op="play-start", lang=lang, **game)
    pairs = [({}, result)]
    while not result["over"]:
        move = reader(result["view"]) if result["view"]["your_turn"] else None
        before, result = result, ok(op="play-move", lang=lang, record=result["record"], move=move)
        pairs.append((before, result))
    return pairs


@pytest.mark.parametrize("game", [
    {"game": "knock", "players": 3, "seed": 11},
    {"game": "three-thirteen", "players": 3, "seed": 4, "rounds": 3},
    {"game": "rummy", "players": 3, "seed": 5, "target": 40},
])
def test_each_move_comes_with_the_board_it_left(game):
    """Counted from the rules, not from the engine's own view: a draw from the stock takes its top card
    (KR-6, TT-5, RU-2: the stock one smaller, the mover holding one more), a discard puts the card on
    the pile (one more there, one fewer in the hand, that card on top), a meld (RU-3) or a lay-off
    (RU-4) moves cards from the hand to the table (KR-7: a knock's discard goes face down; RU-7: an empty
    stock takes the pile turned over); the board after an answer's last move is the view's,
    unless the move ended the hand or round (then the next deal is in the view)."""
    for before, result in moves_played(game):
        if not before:
            continue
        board: dict[str, Any] = dict(before["view"])
        hand = list(before["view"]["hand"])
        for move in result["moves"]:
            after = move["board"]
            seat = move["player"] - 1
            same_part = after["number"] == board["number"]
            if same_part:
                if move["move"] == "draw" and move["from"] == "stock":
                    assert after["stock"] == board["stock"] - 1
                    assert after["held"][seat] == board["held"][seat] + 1
                elif move["move"] == "draw":
                    assert after["discard_count"] == board["discard_count"] - 1
                    assert after["held"][seat] == board["held"][seat] + 1
                elif move["move"] == "knock":  # KR-7: the knocker's discard goes face down
                    assert after["held"][seat] == board["held"][seat] - 1
                    assert after["discard_top"] == board["discard_top"]
                elif move["move"] in ("discard", "go-out"):
                    assert after["held"][seat] == board["held"][seat] - 1
                    if board["stock"] == 0 and after["stock"]:  # RU-7: the pile turned over, the card in it
                        assert after["stock"] == board["discard_count"] + 1 and after["discard_count"] == 0
                    else:
                        assert after["discard_top"] == move["card"]
                        assert after["discard_count"] == board["discard_count"] + 1
                elif move["move"] in ("meld", "lay-off"):
                    gone = len(move.get("cards", [])) or 1
                    assert after["held"][seat] == board["held"][seat] - gone
                    assert sum(len(m["cards"]) for m in after["table"]) == \
                        sum(len(m["cards"]) for m in board["table"]) + gone
            if "hand" in after:
                hand = after["hand"]
            assert len(hand) == after["held"][0]
            board = {**board, **after}
        if result["moves"] and "ended" not in result:
            last = {**result["view"], **board}
            for key in ("stock", "discard_top", "discard_count", "held", "to_play", "where", "dealer"):
                assert last[key] == result["view"][key], key
            assert hand == result["view"]["hand"]


def test_the_bots_moves_before_the_end_of_a_hand_show_that_hand():
    """A board after a move that ends the hand is that hand's (its number, its cards), not the next deal's."""
    for _, result in moves_played({"game": "knock", "players": 2, "seed": 21}):
        if "ended" in result and result["moves"]:
            last = result["moves"][-1]["board"]
            assert last["number"] == result["ended"]["number"]
            assert last["where"]["n"] == result["ended"]["number"]
            return
    raise AssertionError("no hand ended on a move")


@pytest.mark.parametrize("game", [
    {"game": "knock", "players": 2, "seed": 21},
    {"game": "rummy", "players": 2, "seed": 3, "target": 25},
])
def test_a_kept_table_answers_as_the_replayed_record_does(game):
    """Every answer given from the kept table is the answer a replay of the record gives."""
    result = ok(op="play-start", **game)
    while not result["over"]:
        move = reader(result["view"]) if result["view"]["your_turn"] else None
        kept = ok(op="play-move", record=result["record"], move=move)
        forget_live()
        replayed = ok(op="play-move", record=result["record"], move=move)
        assert kept == replayed
        result = replayed


def test_the_record_is_not_replayed_while_the_page_sends_back_the_last_answer(monkeypatch):
    """The table is kept between requests: a game played from its first answer to its end replays
    nothing; an older record (another tab, a reload of an old page) and a refused move replay."""
    from rummylab.games.rummy.state import RummyGame

    replays = []
    real = RummyGame.replay.__func__

    def counted(cls, record):
        replays.append(record)
        return real(cls, record)

    monkeypatch.setattr(RummyGame, "replay", classmethod(counted))
    first = ok(op="play-start", game="rummy", players=3, seed=5, target=60)
    result, records = first, [first["record"]]
    while not result["over"]:
        move = reader(result["view"]) if result["view"]["your_turn"] else None
        result = ok(op="play-move", record=result["record"], move=move)
        records.append(result["record"])
    assert replays == [] and len(records) > 50
    # An older record is replayed, and answered as that position is.
    old = records[len(records) // 2]
    resumed = ok(op="play-start", record=old)
    assert len(replays) == 1 and resumed["record"] == old
    # A refused move leaves nothing kept behind: the next request replays.
    if resumed["view"]["your_turn"]:
        hand = set(resumed["view"]["hand"])
        card = next(f"{r}{s}" for s in "♠♥" for r in "A23456789" if f"{r}{s}" not in hand)
        refused(op="play-move", record=old, move={"move": "discard", "card": card})
        ok(op="play-start", record=old)
        assert len(replays) == 2
