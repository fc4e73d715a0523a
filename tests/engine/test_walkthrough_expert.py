"""Walkthroughs quote the expert: at the first step of a turn where the expert, from that
player's view only, would play otherwise, the turn carries its move's reason, worded in each language."""

from __future__ import annotations

from typing import Any

import pytest

from rummylab.games import get
from rummylab.games.common import derive_seed
from rummylab.games.seen import view_of
from rummylab.practice.walkthrough import say, walk
from rummylab.words.language import LANGS
from rummylab.words.reasons import reason_text

from .test_walkthrough import TABLES, played


def _replayed(record: dict[str, Any]) -> Any:
    """The hand or round as dealt, and the record's moves."""
    from rummylab.games import RECORD_KINDS
    from rummylab.games.common import Move, record_moves

    state = RECORD_KINDS[record["game"]].replay({k: v for k, v in record.items() if k not in ("moves", "result")})
    return state, [Move.from_dict(m) for m in record_moves(record)]


@pytest.mark.parametrize("table", TABLES, ids=[t[0] for t in TABLES])
def test_the_expert_is_quoted_where_it_would_play_otherwise(table: tuple[Any, ...]) -> None:
    game = get(table[0])
    record = played(*table)
    w = walk(record, bots=table[4])
    state, moves = _replayed(record)
    seed = int(record.get("seed") or 0)
    experts = [game.make_bot("expert", derive_seed(seed, 8_000 + i)) for i in range(state.players)]
    i = 0
    quoted = 0
    for turn in w.turns:
        found = None
        for move in turn.moves:
            assert moves[i] == move
            if found is None:
                wanted, why = experts[turn.player].decide(view_of(state, turn.player))
                if wanted != move:
                    found = why
            state.apply(move)
            i += 1
        if found is not None and wanted in turn.moves:
            found = None  # the same discard, only sooner (Rummy's expert keeps a meld in hand, RU-3): not quoted
        if found is None:
            assert turn.expert is None
            continue
        quoted += 1
        assert turn.expert is not None and turn.expert.params["reason"] == found   # its own reason for that view
        assert turn.expert.params["player"] == turn.player
        for lang in LANGS:
            sentence = say(turn.expert, lang, ["Ana", "Bruno", "Carla", "Dora"])
            assert reason_text(found, game.leftover, lang) in sentence
            assert ["Ana", "Bruno", "Carla", "Dora"][turn.player] in sentence
    assert quoted >= 1   # these bots are not the expert: it disagrees somewhere


def test_an_expert_at_every_seat_is_never_corrected() -> None:
    from rummylab.games import play_out

    game = get("knock")
    # The walkthrough's experts are seeded per seat as the walk seeds them (derive_seed(seed, 8000 + seat)).
    state = game.deal(2, seed=41, dealer=1)
    team = [game.make_bot("expert", derive_seed(41, 8_000 + i)) for i in range(2)]
    hand = play_out(state, team)
    w = walk(hand.to_record())
    assert len(w.turns) > 2 and all(t.expert is None for t in w.turns)
