"""Shorter games on the play page: a Knock Rummy session of fewer hands than players (``hands``).

KR-3's session is one hand per player; the page offers a quick session of one hand. The record
keeps the count (``hand_count``), replays to the same ledger, and the command line's replay reads
it; a count outside 1 to the players is refused with its code; a game played in rounds has no such
setting and says so.
"""

from __future__ import annotations

import pytest

from rummylab.games import replay
from rummylab.games.knock.state import KnockSession
from tests.engine.test_web_play import play_to_end, refused


def test_a_knock_rummy_session_of_one_hand_ends_after_it_and_replays():
    result = play_to_end({"game": "knock", "players": 3, "seed": 11, "hands": 1})
    record = result["record"]
    assert record["hand_count"] == 1 and len(record["hands"]) == 1
    session = replay(record)
    assert session.is_over and session.result.to_dict() == record["result"]
    assert result["totals"]["values"] == record["result"]["balances"]
    assert result["view"]["where"] == {"term": "hand_n", "n": 1, "total": 1}


def test_a_full_session_keeps_its_record_as_before():
    """No count given: KR-3's rotation, and no ``hand_count`` in the record (old records replay unchanged)."""
    record = KnockSession(3, seed=4).to_record()
    assert "hand_count" not in record
    assert replay(record).hand_count is None
    assert KnockSession(3, seed=4, hands=2).to_record()["hand_count"] == 2


@pytest.mark.parametrize(("start", "code"), [
    ({"game": "knock", "players": 3, "hands": 4}, "bad-hand-count"),
    ({"game": "knock", "players": 3, "hands": 0}, "bad-hand-count"),
    ({"game": "knock", "players": 3, "hands": "x"}, "bad-field"),
    ({"game": "three-thirteen", "players": 3, "hands": 1}, "bad-option"),
    ({"game": "rummy", "players": 3, "hands": 1}, "bad-option"),
])
def test_a_bad_count_of_hands_is_refused(start, code):
    error = refused(op="play-start", lang="fr", seed=1, **start)
    assert error["code"] == code, error
    assert "Traceback" not in error["message"]
