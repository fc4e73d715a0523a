"""What the three games' series and hands share (games.series): records, errors, replay, copies."""

from __future__ import annotations

import json

import pytest

from rummylab.core.errors import IllegalMoveError
from rummylab.games.common import Move, play_out
from rummylab.games.knock.state import KnockHand, KnockSession

_SERIES = {
    "knock": (lambda: KnockSession(3, seed=5), ["game", "players", "seed", "first_dealer", "hands"],
              "hand", "the session is over: every player has dealt once (KR-3)", "session-over"),
    "three-thirteen": (lambda: _tt_game(3, seed=5, rounds=2, ace_high=True),
                       ["game", "players", "seed", "first_dealer", "rounds", "moves", "options"], "round",
                       "the game is over after round 2 (TT-2)", "game-finished"),
    "rummy": (lambda: _rummy_game(3, seed=5, target=30), ["game", "players", "seed", "first_dealer", "target", "moves"],
              "round", "the game is over: a player reached 30 (RU-8)", "game-finished"),
}


def _tt_game(*args, **kwargs):
    from rummylab.games.three_thirteen.state import ThirteenGame

    return ThirteenGame(*args, **kwargs)


def _rummy_game(*args, **kwargs):
    from rummylab.games.rummy.state import RummyGame

    return RummyGame(*args, **kwargs)


@pytest.mark.parametrize("kind", sorted(_SERIES))
def test_a_series_keeps_its_record_layout_errors_and_replay(kind: str) -> None:
    from rummylab.games.bots import make_bot

    make, keys, part, over, code = _SERIES[kind]
    series = make()
    assert list(series.to_record()) == keys and series.result_summary() is None
    assert series.snapshot() == {"game": series.game, part: 1, "current": series.current.snapshot()}
    with pytest.raises(IllegalMoveError, match="not over yet") as err:
        series.result  # noqa: B018 - reading the property raises
    assert err.value.code == "not-over"
    bots = [make_bot(kind, "greedy", i) for i in range(series.players)]
    play_out(series, bots)
    record = series.to_record()
    assert list(record) == keys + ["result"] and record["result"] == series.result_summary()
    assert len(record["hands" if kind == "knock" else "moves"]) == series.snapshot()[part]
    assert series.legal_moves() == []
    with pytest.raises(IllegalMoveError) as err:
        series.apply(Move.draw(series.to_play))
    assert str(err.value) == over and err.value.code == code
    again = type(series).replay(json.loads(json.dumps(record)))
    assert again.to_record() == record and again.snapshot() == series.snapshot()


def test_every_hand_and_round_copies_its_piles_and_keeps_its_class() -> None:
    from rummylab.games.rummy.state import RummyRound
    from rummylab.games.three_thirteen.state import ThirteenRound

    for state in (KnockHand(2, seed=3), ThirteenRound(2, 1, seed=3), RummyRound(3, seed=3)):
        before = state.snapshot()
        trial = state.copy()
        assert type(trial) is type(state) and trial.snapshot() == before and trial.to_play == state.to_play
        while len(trial.moves) < 6:
            trial.apply(trial.legal_moves()[0])
        assert state.snapshot() == before and trial.snapshot() != before
    rummy = RummyRound(3, seed=3)
    trial = rummy.copy()
    assert trial.table is not rummy.table and trial.has_melded is not rummy.has_melded


@pytest.mark.parametrize("kind", sorted(_SERIES))
@pytest.mark.parametrize("lang", ["pt", "es", "fr"])
def test_a_move_after_the_end_is_refused_in_every_language(kind: str, lang: str) -> None:
    # Each series' "over" error has its own message (not the generic fallback) naming the rule.
    from rummylab.games.bots import make_bot
    from rummylab.words.error_text import localize_error, message

    series = _SERIES[kind][0]()
    play_out(series, [make_bot(kind, "greedy", i) for i in range(series.players)])
    with pytest.raises(IllegalMoveError) as err:
        series.apply(Move.draw(series.to_play))
    text = localize_error(err.value, lang)
    assert err.value.rule in text and text != message("generic", lang, token=err.value.token), text


_BAD_VALUES = [None, True, -1, 2**70, 1.5, "", "x", [], [1], {}, {"a": 1}]


def _finished_records() -> list[dict]:
    from rummylab.games import RummyRound, ThirteenRound
    from rummylab.games.bots import make_bot

    records = []
    for kind, make in [("knock", lambda: KnockHand(2, seed=1)), ("three-thirteen", lambda: ThirteenRound(3, 2, seed=1)),
                       ("rummy", lambda: RummyRound(3, seed=1))] + [(kind, entry[0]) for kind, entry in _SERIES.items()]:
        state = make()
        play_out(state, [make_bot(kind, "greedy", i) for i in range(state.players)])
        records.append(json.loads(json.dumps(state.to_record())))
    return records


def test_a_damaged_record_is_refused_with_a_clear_error() -> None:
    # Every field of every kind of record, and of its first moves, set to a wrong value: replay
    # refuses it with a RummyError (a code, a message naming the bad part), never a TypeError.
    # (Found by fuzzing: a series' list of moves holding a number, a move's "cards" being one.)
    import copy

    from rummylab.core.errors import RummyError
    from rummylab.games import replay

    damaged = 0
    for record in _finished_records():
        moves_key = "hands" if record["game"] == "knock-session" else "moves"
        moves = record[moves_key]
        first = moves[0][0] if moves and isinstance(moves[0], list) else moves[0]
        paths = [(key,) for key in record] + [(moves_key, 0)] + [
            (moves_key, 0, 0, key) if isinstance(moves[0], list) else (moves_key, 0, key) for key in [*first, "cards"]]
        for path in paths:
            for value in _BAD_VALUES:
                bad = copy.deepcopy(record)
                target = bad
                for step in path[:-1]:
                    target = target[step]
                target[path[-1]] = value
                try:
                    replay(bad)
                except RummyError as err:
                    assert err.code and str(err), (path, value)
                    damaged += 1
    assert damaged > 500


@pytest.mark.parametrize("kind", sorted(_SERIES))
def test_a_record_must_split_its_moves_by_hand_or_round(kind: str) -> None:
    from rummylab.core.errors import RequestError
    from rummylab.games.bots import make_bot

    series = _rummy_game(3, seed=5, target=150) if kind == "rummy" else _SERIES[kind][0]()  # 2+ rounds
    play_out(series, [make_bot(kind, "greedy", i) for i in range(series.players)])
    record = json.loads(json.dumps(series.to_record()))
    key = type(series).moves_key
    parts = record[key]
    assert len(parts) >= 2 and type(series).replay(record).to_record() == record
    all_moves = [m for part in parts for m in part]
    for split in ([all_moves], [parts[0][:1], parts[0][1:], *parts[1:]], [*parts, []], [parts[0] + parts[1][:1], parts[1][1:], *parts[2:]]):
        with pytest.raises(RequestError) as err:
            type(series).replay({**record, key: split})
        assert err.value.code == "bad-record", split


@pytest.mark.parametrize("game, extra", [("knock", {}), ("three-thirteen", {"round": 1}), ("rummy", {})])
@pytest.mark.parametrize("deck", [5, [1], None, {"a": 1}])
def test_a_recorded_deck_must_be_cards(game: str, extra: dict, deck: object) -> None:
    from rummylab.core.errors import RequestError
    from rummylab.games import replay

    with pytest.raises(RequestError) as err:
        replay({"game": game, "players": 2, "deck": deck, **extra})
    assert err.value.code == "bad-record"
