"""One Game per game (rummylab.games): found by name, and each holding what its game does differently."""

from __future__ import annotations

import pytest

from rummylab.core.errors import RequestError, RulesError
from rummylab.core.rules import GAMES
from rummylab.games import (
    RECORD_KINDS,
    KnockHand,
    KnockSession,
    RummyGame,
    RummyRound,
    ThirteenGame,
    ThirteenRound,
    games,
    get,
    names,
)
from rummylab.games.common import MoveKind


def test_games_are_found_by_key_and_alias_in_rules_order() -> None:
    assert names() == GAMES == ("knock", "three-thirteen", "rummy")
    for name, key in [("knock", "knock"), ("KR", "knock"), (" Knock-Rummy ", "knock"), ("tt", "three-thirteen"),
                      ("3-13", "three-thirteen"), ("ru", "rummy"), ("Rummy", "rummy")]:
        assert get(name).key == key
    assert [g.key for g in games()] == list(names())


@pytest.mark.parametrize("name", ["poker", "", None, 3])
def test_an_unknown_game_is_refused_naming_it(name: object) -> None:
    with pytest.raises(RulesError) as err:
        get(name)
    assert err.value.code == "bad-game" and repr(name) in str(err.value)


@pytest.mark.parametrize(("key", "part", "series", "unit", "points", "players", "low", "high"), [
    ("knock", KnockHand, KnockSession, "hand", "deadwood", 4, 2, 5),          # KR-1
    ("three-thirteen", ThirteenRound, ThirteenGame, "round", "penalty", 3, 2, 8),  # TT-7, TT-10
    ("rummy", RummyRound, RummyGame, "round", "deadwood", 4, 2, 6),          # RU-1, RU-6a
])
def test_each_game_holds_its_state_machines_words_and_table(key, part, series, unit, points, players, low,
                                                            high) -> None:
    game = get(key)
    assert (game.part, game.series, game.unit, game.points) == (part, series, unit, points)
    assert (game.default_players, game.min_players, game.max_players) == (players, low, high)
    assert RECORD_KINDS[part.game] is part and RECORD_KINDS[series.game] is series
    assert game.deal(players, seed=1).players == players
    with pytest.raises(RulesError):
        game.deal(high + 1, seed=1)


def test_the_moves_of_each_game() -> None:
    assert MoveKind.KNOCK in get("knock").move_kinds and MoveKind.DECLINE in get("knock").move_kinds  # KR-6b, KR-9
    assert MoveKind.GO_OUT in get("tt").move_kinds and MoveKind.MELD not in get("tt").move_kinds      # TT-6
    assert {MoveKind.MELD, MoveKind.LAY_OFF} <= get("rummy").move_kinds                               # RU-3, RU-4
    assert MoveKind.KNOCK not in get("rummy").move_kinds


def test_rules_per_game() -> None:
    assert get("knock").rules().max_set_size == 4 and get("rummy").rules().hand_size == 7   # KR-4, RU-1
    assert get("tt").rules().wild_rank == 13 and get("tt").rules(round=1).wild_rank == 3    # TT-3
    assert get("tt").rules(wild="Q").wild_rank == 12
    assert get("knock").rules(decks=2).max_set_size is None
    with pytest.raises(RulesError) as err:
        get("rummy").rules(round=3)
    assert err.value.code == "no-wilds"
    with pytest.raises(RulesError) as err:
        get("knock").rules(jokers=2)   # a Three Thirteen option (TT-8) is not a Knock Rummy one
    assert err.value.code == "bad-rule"
    assert get("tt").rules(round=2, jokers=2).jokers == 2


def test_rounds_only_where_the_game_numbers_them() -> None:
    assert get("tt").has_rounds and not get("knock").has_rounds and not get("rummy").has_rounds
    assert get("tt").deal(3, seed=1, round=5).rules.wild_rank == 7
    assert [get("tt").round_of(i) for i in (0, 10, 11)] == [1, 11, 1]
    assert get("knock").round_of(3) is None
    for key in ("knock", "rummy"):
        with pytest.raises(RequestError) as err:
            get(key).deal(4, seed=1, round=2)
        assert err.value.code == "no-rounds"


def test_series_take_the_settings_their_game_has() -> None:
    assert get("tt").new_series(3, seed=1, rounds=3).total_rounds == 3
    assert get("rummy").new_series(3, seed=1, target=50).target == 50
    assert isinstance(get("knock").new_series(3, seed=1), KnockSession)


def test_bots_by_name() -> None:
    assert list(get("knock").bots) == ["threshold", "cautious", "greedy", "random", "expert"]
    assert get("knock").make_bot("threshold=7").threshold == 7
    assert [b.name for b in get("rummy").make_bots("greedy,holder", 2, seed=1)] == ["greedy", "holder"]
    with pytest.raises(RequestError) as err:
        get("tt").make_bot("holder")   # a Rummy bot
    assert err.value.code == "bad-bot" and "greedy, stock, random, expert" in str(err.value)


def test_only_round_games_are_scored_from_hands() -> None:
    assert get("rummy").score_hands([(), parse("KS 2C")], out=0, round=None).points == (12, 0)  # RU-8
    with pytest.raises(RequestError) as err:
        get("knock").score_hands([(), ()], out=0, round=None)
    assert err.value.code == "bad-field"
    with pytest.raises(RequestError) as err:
        get("tt").score_hands([(), ()], out=0, round=None)
    assert err.value.code == "missing-field"


def parse(text: str):
    from rummylab.core.cards import parse_hand

    return parse_hand(text)


def test_every_game_has_a_view_on_the_command_line_and_on_the_play_page() -> None:
    # What the CLI and the site show of a game lives in adapters found by the game's key.
    from rummylab.cli.views import view_of as cli_view
    from rummylab.games import games
    from rummylab.web.play_view import view_of as web_view

    for game in games():
        assert cli_view(game).game is game and web_view(game).game is game
        assert web_view(game).play_turn and web_view(game).play_players >= game.min_players
