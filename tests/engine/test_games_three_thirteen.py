"""Three Thirteen rounds and games: decks (TT-1), deals and wilds (TT-2, TT-3), turns (TT-5), going out (TT-6), scores (TT-7)."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummylab.core.cards import Card, full_deck, parse_hand
from rummylab.core.errors import IllegalMoveError, RulesError
from rummylab.games.bots import RandomBot
from rummylab.games.common import Move, play_out
from rummylab.games.three_thirteen.bots import ThirteenGreedyBot
from rummylab.games.three_thirteen.state import ThirteenGame, ThirteenRound

C = Card.parse


@pytest.mark.parametrize("players", [2, 3, 4, 5, 8])
@pytest.mark.parametrize("rnd", range(1, 12))
def test_tt1_tt2_deal_counts_every_round(players: int, rnd: int) -> None:
    decks = {2: 1, 3: 2, 4: 2, 5: 2, 8: 3}[players]  # TT-1: one deck for 2, two for 3-4, enough beyond
    state = ThirteenRound(players, rnd, seed=rnd * 31 + players)
    each = rnd + 2  # TT-2: round 1 deals 3 … round 11 deals 13
    assert state.rules.decks == decks
    assert [len(h) for h in state.hands] == [each] * players
    assert len(state.discard_pile) == 1
    assert len(state.stock) == 52 * decks - players * each - 1
    everything = [c for h in state.hands for c in h] + state.discard_pile + state.stock
    assert Counter(everything) == Counter(full_deck(decks=decks))


def test_a_fixed_seed_deals_a_fixed_round() -> None:
    # Pinned (SplitMix64 shuffle, two decks, no cut): CPython and Pyodide must deal exactly this.
    state = ThirteenRound(3, 2, seed=2026, dealer=1)
    assert [" ".join(c.ascii for c in h) for h in state.hands] == ["AH 7D 6H 4D", "6D 8S AD QS", "6C 9D 2S 9H"]
    assert state.discard_pile == [C("JD")]


@pytest.mark.parametrize(("rnd", "wild"), [(1, "3"), (2, "4"), (8, "10"), (9, "J"), (10, "Q"), (11, "K")])
def test_tt3_wild_rank_equals_the_number_of_cards_dealt(rnd: int, wild: str) -> None:
    state = ThirteenRound(3, rnd, seed=1)
    assert state.rules.wild_rank == Card.parse(wild + "S").rank
    assert state.snapshot()["wild"] == wild


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_tt2_dealt_one_at_a_time_from_the_dealers_left(dealer: int) -> None:
    deck = full_deck(decks=2)
    state = ThirteenRound.from_deck(3, 4, deck, dealer=dealer)  # round 4: 6 cards each
    for k in range(6):
        for j in range(3):
            assert state.hands[(dealer + 1 + j) % 3][k] == deck[k * 3 + j]
    assert state.discard_pile == [deck[18]] and state.stock[-1] == deck[19]
    assert state.to_play == (dealer + 1) % 3  # TT-5


def test_player_counts_and_rounds_refused() -> None:
    with pytest.raises(RulesError) as err:
        ThirteenRound(1, 1, seed=0)
    assert err.value.code == "bad-players"
    with pytest.raises(RulesError) as err:
        ThirteenRound(3, 12, seed=0)
    assert err.value.code == "bad-round"


# -- a constructed round 1 (threes wild), 3 players, dealer seat 0 --------------------------------

SEAT1 = "5H 6H KC"   # plays first; 7♥ from the stock makes 5-6-7♥
SEAT2 = "9S JD 2C"   # no meld possible: 9 + 10 + 2 = 21
SEAT0 = "8D QS AH"   # no meld possible: 8 + 10 + 1 = 19
UP = "10C"
STOCK = "7H 3D 3C 2S"  # 3♦ and 3♣ are wild in round 1


def round_one(seat1: str = SEAT1) -> ThirteenRound:
    dealt = [c for trio in zip(parse_hand(seat1), parse_hand(SEAT2), parse_hand(SEAT0)) for c in trio]
    head = dealt + list(parse_hand(UP)) + list(parse_hand(STOCK))
    rest = list(full_deck(decks=2))
    for card in head:
        rest.remove(card)
    return ThirteenRound.from_deck(3, 1, head + rest, dealer=0)


def test_tt6_going_out_then_exactly_one_more_turn_for_everyone_else() -> None:
    state = round_one()
    state.apply(Move.draw(1, "stock"))  # 7♥
    with pytest.raises(IllegalMoveError, match="cannot go out") as err:
        state.apply(Move.go_out(1, C("5H")))  # 6♥ K♣ 7♥ do not meld
    assert err.value.rule == "TT-6"
    state.apply(Move.go_out(1, C("KC")))
    assert state.out_player == 1 and state.to_play == 2 and not state.is_over
    state.apply(Move.draw(2, "stock"))
    state.apply(Move.discard(2, C("3D")))
    assert state.to_play == 0 and not state.is_over  # the dealer still has a turn
    state.apply(Move.draw(0, "stock"))
    with pytest.raises(IllegalMoveError, match="already gone out") as err:
        state.apply(Move.go_out(0, C("3C")))
    assert err.value.rule == "TT-6"
    state.apply(Move.discard(0, C("3C")))
    assert state.is_over  # back to the player who went out: the round ends (TT-6)
    assert state.legal_moves() == []
    with pytest.raises(IllegalMoveError) as err:
        state.apply(Move.draw(1, "stock"))
    assert err.value.rule == "TT-6"
    assert state.result.penalties == (19, 0, 21)  # TT-7: leftover values, seat 0 first


def test_tt3_a_wild_card_completes_the_meld_for_going_out() -> None:
    state = round_one("5H 3S KC")  # 3♠ is wild in round 1: 5♥ 3♠ 7♥ is a run (3♠ as 6♥)
    state.apply(Move.draw(1, "stock"))
    assert Move.go_out(1, C("KC")) in state.legal_moves()
    state.apply(Move.go_out(1, C("KC")))
    assert state.out_player == 1


def test_tt7_a_leftover_wild_scores_its_face_value() -> None:
    state = round_one()
    state.apply(Move.draw(1, "stock"))
    state.apply(Move.go_out(1, C("KC")))
    state.apply(Move.draw(2, "stock"))  # 3♦, wild, but 9♠ 2♣ 3♦ cannot meld
    state.apply(Move.discard(2, C("JD")))
    state.apply(Move.draw(0, "stock"))  # 3♣, wild, but 8♦ A♥ 3♣ cannot meld
    state.apply(Move.discard(0, C("QS")))
    assert state.result.penalties == (8 + 1 + 3, 0, 9 + 2 + 3)


@pytest.mark.parametrize(
    ("setup", "move", "rule", "code"),
    [
        ([], Move.draw(2, "stock"), "TT-5", "not-your-turn"),
        ([], Move.discard(1, C("KC")), "TT-5", "draw-first"),
        ([Move.draw(1, "stock")], Move.draw(1, "discard"), "TT-5", "already-drew"),
        ([Move.draw(1, "stock")], Move.discard(1, C("AS")), "TT-5", "not-in-hand"),
        ([Move.draw(1, "stock")], Move.knock(1, C("KC")), "TT-5", "no-such-move"),
        ([Move.draw(1, "stock")], Move.go_out(1, C("6H")), "TT-6", "cannot-go-out"),
    ],
)
def test_illegal_moves_are_refused_with_their_rule(setup: list[Move], move: Move, rule: str, code: str) -> None:
    state = round_one()
    for m in setup:
        state.apply(m)
    with pytest.raises(IllegalMoveError) as err:
        state.apply(move)
    assert err.value.rule == rule and err.value.code == code


def test_stock_turned_over_once_then_the_round_ends() -> None:
    state = ThirteenRound(2, 1, seed=4)  # one deck: 45 cards in the stock
    first = len(state.stock)
    upcard = state.discard_pile[0]  # the oldest discard: turned over, it is the stock's top card
    turns = 0
    while not state.stock_turned:
        p = state.to_play
        state.apply(Move.draw(p, "stock"))
        state.apply(Move.discard(p, state.hands[p][-1]))
        turns += 1
    assert turns == first == 45
    assert state.discard_pile == [] and len(state.stock) == 46  # the whole pile, face down
    assert state.legal_moves() == [Move.draw(state.to_play, "stock")]
    drawer = state.to_play
    state.apply(Move.draw(drawer, "stock"))
    assert state.hands[drawer][-1] == upcard
    state.apply(Move.discard(drawer, upcard))
    while not state.is_over:
        p = state.to_play
        state.apply(Move.draw(p, "stock"))
        state.apply(Move.discard(p, state.hands[p][-1]))
    assert state.stock_ran_out and state.out_player is None
    assert len(state.result.penalties) == 2


def test_a_game_is_eleven_rounds_with_the_deal_passing_left() -> None:
    game = play_out(ThirteenGame(3, seed=10), [ThirteenGreedyBot()] * 3)
    assert [r.round for r in game.rounds] == list(range(1, 12))
    assert [r.rules.hand_size for r in game.rounds] == list(range(3, 14))
    assert [r.dealer for r in game.rounds] == [(game.first_dealer + i) % 3 for i in range(11)]
    totals = [sum(r.result.penalties[s] for r in game.rounds) for s in range(3)]
    result = game.result
    assert list(result.totals) == totals  # TT-7: scores accumulate
    assert set(result.winners) == {s for s in range(3) if totals[s] == min(totals)}  # lowest wins
    again = ThirteenGame.replay(json.loads(json.dumps(game.to_record())))
    assert again.result.totals == result.totals


# -- property tests -------------------------------------------------------------------------------

def all_conceivable_moves(state: ThirteenRound) -> list[Move]:
    p = state.to_play
    moves = [Move.draw(p, "stock"), Move.draw(p, "discard")]
    for card in set(state.hands[p]):
        moves += [Move.discard(p, card), Move.go_out(p, card)]
    return moves


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), rnd=st.integers(1, 11), seed=st.integers(0, 2**64 - 1),
       greedy=st.lists(st.booleans(), min_size=5, max_size=5))
def test_random_bot_rounds_are_legal_conserve_cards_and_replay(players: int, rnd: int, seed: int,
                                                               greedy: list[bool]) -> None:
    bots = [ThirteenGreedyBot() if g else RandomBot(seed + i) for i, g in enumerate(greedy[:players])]
    state = ThirteenRound(players, rnd, seed=seed, dealer=seed % players)
    deck = Counter(full_deck(decks=state.rules.decks))
    snapshots = [state.snapshot()]
    step = 0
    while not state.is_over:
        legal = state.legal_moves()
        if step % 7 == 0:  # apply() accepts exactly the legal moves (checked on some steps, for time)
            for move in all_conceivable_moves(state):
                trial = state.copy()
                try:
                    trial.apply(move)
                    ok = True
                except IllegalMoveError:
                    ok = False
                assert ok == (move in legal), move
        move = bots[state.to_play].choose(state)
        assert move in legal
        state.apply(move)
        step += 1
        assert Counter([c for h in state.hands for c in h] + state.stock + state.discard_pile) == deck
        snapshots.append(state.snapshot())
    assert state.out_player is None or state.result.penalties[state.out_player] == 0
    replay = ThirteenRound(players, rnd, seed=seed, dealer=seed % players)
    states = [replay.snapshot()]
    for data in json.loads(json.dumps(state.to_record()))["moves"]:
        replay.apply(Move.from_dict(data))
        states.append(replay.snapshot())
    assert states == snapshots
    assert ThirteenRound.replay(state.to_record()).result.penalties == state.result.penalties


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**64 - 1))
def test_short_bot_games_end_and_replay(players: int, seed: int) -> None:
    game = play_out(ThirteenGame(players, seed=seed, rounds=3), [ThirteenGreedyBot()] * players)
    assert [r.round for r in game.rounds] == [1, 2, 3]
    for rnd in game.rounds:
        deck = Counter(full_deck(decks=rnd.rules.decks))
        assert Counter([c for h in rnd.hands for c in h] + rnd.stock + rnd.discard_pile) == deck
    again = ThirteenGame.replay(json.loads(json.dumps(game.to_record())))
    assert [r.snapshot() for r in again.rounds] == [r.snapshot() for r in game.rounds]
    assert again.result.totals == game.result.totals


@pytest.mark.parametrize("options, code", [
    ([1], "bad-record"),            # not a mapping
    # The game's house rules (rummylab.core.house) check the names and values, as a request's are checked.
    ({"rounds": 3}, "bad-rule"),  # a game setting smuggled in as a TT-8 option
    ({"zz": True}, "bad-rule"),
    ({"jokers": "x"}, "bad-rule-range"),     # a value of the wrong type (was a TypeError)
    ({"jokers": 10**9}, "bad-rule-range"),   # more jokers than two a deck (was a 10**9-card deck)
    ({"jokers": None}, "bad-rule-range"),
    ({"ace_high": "yes"}, "bad-rule-bool"),
])
def test_a_record_with_bad_options_is_refused_naming_them(options: object, code: str) -> None:
    from rummylab.core.errors import RummyError

    for record in ({"game": "three-thirteen-game", "players": 3, "seed": 1, "options": options},
                   {"game": "three-thirteen", "players": 3, "round": 1, "seed": 1, "options": options}):
        replay = ThirteenGame.replay if record["game"].endswith("game") else ThirteenRound.replay
        with pytest.raises(RummyError) as err:
            replay(record)
        assert err.value.code == code
    if isinstance(options, dict) and "rounds" not in options:  # the same options given to a new game
        with pytest.raises(RummyError) as err:
            ThirteenGame(3, seed=1, **options)
        assert err.value.code == code


def test_a_short_game_says_how_many_rounds_it_had() -> None:
    game = ThirteenGame(2, seed=2, rounds=1)
    play_out(game, [ThirteenGreedyBot(), ThirteenGreedyBot()])
    with pytest.raises(IllegalMoveError, match="over after round 1 ") as err:
        game.apply(Move.draw(game.to_play, "stock"))
    assert err.value.code == "game-finished"


def test_a_game_records_only_the_options_it_sets_like_a_round() -> None:
    from rummylab.core.errors import RulesError

    plain = ThirteenGame(2, seed=1, rounds=1, ace_high=False)
    assert "options" not in plain.to_record() and "options" not in plain.current.to_record()
    high = ThirteenGame(2, seed=1, rounds=1, ace_high=True)
    assert high.to_record()["options"] == high.current.to_record()["options"] == {"ace_high": True}
    with pytest.raises(RulesError) as err:
        ThirteenGame(2, seed=1, zz=False)
    assert err.value.code == "bad-rule"
