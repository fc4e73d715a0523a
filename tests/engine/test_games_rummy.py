"""Rummy rounds and games: the deal (RU-1), turns (RU-2), melds (RU-3), lay-offs (RU-4), the discard rule (RU-5),
going out (RU-6), stock exhaustion (RU-7), scoring and the game to 200 (RU-8)."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummylab.core.cards import Card, full_deck, parse_hand, sort_cards
from rummylab.core.errors import IllegalMoveError, RulesError
from rummylab.games.bots import RandomBot
from rummylab.games.common import Move, MoveKind, play_out
from rummylab.games.rummy.bots import RummyGreedyBot
from rummylab.games.rummy.state import RummyGame, RummyRound

C = Card.parse
H = parse_hand


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_ru1_deal_counts(players: int) -> None:
    state = RummyRound(players, seed=players)
    assert [len(h) for h in state.hands] == [7] * players
    assert len(state.discard_pile) == 1
    assert len(state.stock) == 52 - 7 * players - 1  # 4 players: 28 + 1 + 23
    assert Counter([c for h in state.hands for c in h] + state.discard_pile + state.stock) == Counter(full_deck())


def test_ru1_four_players_28_1_23() -> None:
    state = RummyRound(seed=1)
    assert (sum(map(len, state.hands)), len(state.discard_pile), len(state.stock)) == (28, 1, 23)


def test_a_fixed_seed_deals_a_fixed_round() -> None:
    # Pinned (SplitMix64 shuffle, no cut): CPython and Pyodide must deal exactly this.
    state = RummyRound(4, seed=2026, dealer=3)
    assert [" ".join(c.ascii for c in h) for h in state.hands] == [
        "8H 9D AD 10D 5H 6D JH", "KH AH 9S KC AS 3S 7D", "4D 8C 2D 4S 10S KD 9C", "5S 8D 3D 7S KS AC 10H"]
    assert state.discard_pile == [C("5D")]


@pytest.mark.parametrize("dealer", [0, 3])
def test_dealt_one_at_a_time_from_the_dealers_left(dealer: int) -> None:
    deck = full_deck()
    state = RummyRound.from_deck(4, deck, dealer=dealer)
    for k in range(7):
        for j in range(4):
            assert state.hands[(dealer + 1 + j) % 4][k] == deck[4 * k + j]
    assert state.discard_pile == [deck[28]] and state.stock[-1] == deck[29]
    assert state.to_play == (dealer + 1) % 4


def test_player_count_refused() -> None:
    with pytest.raises(RulesError):
        RummyRound(7, seed=0)


def table(seat1: str, seat2: str, seat3: str, seat0: str, up: str, stock: str) -> RummyRound:
    """A 4-player round, dealer seat 0, with the given hands, up card and top of the stock."""
    dealt = [c for four in zip(H(seat1), H(seat2), H(seat3), H(seat0)) for c in four]
    head = dealt + list(H(up)) + list(H(stock))
    rest = [c for c in full_deck() if c not in set(head)]
    return RummyRound.from_deck(4, head + rest, dealer=0)


def layoff_table() -> RummyRound:
    return table("4H 5H 6H 9C 10D KS 2D", "7H 8C 8D 8S JC 3S 2C", "AC AD 5C 10H 10S JH QS", "KC 2H 9H JD QD KD 6S",
                 "3C", "AS 4S")


def test_ru3_a_meld_goes_on_the_table_and_a_bad_one_is_refused() -> None:
    state = layoff_table()
    state.apply(Move.draw(1, "stock"))
    with pytest.raises(IllegalMoveError, match="not a meld") as err:
        state.apply(Move.meld(1, H("9C 10D KS")))
    assert err.value.rule == "RU-3"
    state.apply(Move.meld(1, H("6H 4H 5H")))  # any order
    assert [c for c in state.table[0][1].cards] == list(H("4H 5H 6H")) and state.table[0][0] == 1
    assert state.has_melded == [False, True, False, False]


def test_ru4_lay_off_only_after_a_first_meld_of_ones_own() -> None:
    state = layoff_table()
    state.apply(Move.draw(1, "stock"))
    state.apply(Move.meld(1, H("4H 5H 6H")))
    state.apply(Move.discard(1, C("KS")))
    state.apply(Move.draw(2, "stock"))
    assert not any(m.kind is MoveKind.LAY_OFF for m in state.legal_moves())
    with pytest.raises(IllegalMoveError, match="only after putting down a meld of your own") as err:
        state.apply(Move.lay_off(2, C("7H"), 0))  # it would fit, but seat 2 has no meld yet
    assert err.value.rule == "RU-4" and err.value.code == "lay-off-before-meld"
    state.apply(Move.meld(2, H("8C 8D 8S")))
    assert Move.lay_off(2, C("7H"), 0) in state.legal_moves()
    state.apply(Move.lay_off(2, C("7H"), 0))  # on an opponent's meld: allowed (RU-4)
    assert list(state.table[0][1].cards) == list(H("4H 5H 6H 7H"))
    with pytest.raises(IllegalMoveError, match="does not fit") as err:
        state.apply(Move.lay_off(2, C("JC"), 0))
    assert err.value.rule == "RU-4"
    with pytest.raises(IllegalMoveError, match="no meld 5") as err:
        state.apply(Move.lay_off(2, C("JC"), 4))
    assert err.value.rule == "RU-4"
    state.apply(Move.discard(2, C("3S")))
    # RU-5: seat 3 takes 3♠ and may not throw it back in the same turn.
    state.apply(Move.draw(3, "discard"))
    with pytest.raises(IllegalMoveError, match=r"just taken from the discard pile \(RU-5\)") as err:
        state.apply(Move.discard(3, C("3S")))
    assert err.value.rule == "RU-5"
    assert Move.discard(3, C("3S")) not in state.legal_moves()
    state.apply(Move.discard(3, C("QS")))


@pytest.mark.parametrize(
    ("setup", "move", "rule", "code"),
    [
        ([], Move.draw(2, "stock"), "RU-2", "not-your-turn"),
        ([], Move.discard(1, C("KS")), "RU-2", "draw-first"),
        ([], Move.meld(1, H("4H 5H 6H")), "RU-2", "draw-first"),
        ([Move.draw(1, "stock")], Move.draw(1, "stock"), "RU-2", "already-drew"),
        ([Move.draw(1, "stock")], Move.discard(1, C("QH")), "RU-2", "not-in-hand"),
        ([Move.draw(1, "stock")], Move.knock(1, C("KS")), "RU-2", "no-such-move"),
        ([Move.draw(1, "stock")], Move.lay_off(1, C("2D"), 0), "RU-4", "lay-off-before-meld"),
        ([Move.draw(1, "discard")], Move.discard(1, C("3C")), "RU-5", "discard-taken"),
    ],
)
def test_illegal_moves_are_refused_with_their_rule(setup: list[Move], move: Move, rule: str, code: str) -> None:
    state = layoff_table()
    for m in setup:
        state.apply(m)
    with pytest.raises(IllegalMoveError) as err:
        state.apply(move)
    assert err.value.rule == rule and err.value.code == code


def out_table(seat1: str) -> RummyRound:
    return table(seat1, "AC AD AS 3D 5D 7D 9D", "2C 4C 6C 8C 10S JS 3H", "KC 2H 9S 10D JD QD KS", "AH",
                 "2S 3S 4S 5S")


OTHERS = (1 + 1 + 1 + 3 + 5 + 7 + 9) + (2 + 4 + 6 + 8 + 10 + 10 + 3)  # seats 2 and 3, as dealt


def test_ru6_going_out_with_a_discard_and_ru8_scoring() -> None:
    state = out_table("4H 5H 6H 7H 8H 9H 10H")
    state.apply(Move.draw(1, "stock"))  # 2♠
    state.apply(Move.meld(1, H("4H 5H 6H 7H 8H 9H 10H")))
    assert not state.is_over
    state.apply(Move.discard(1, C("2S")))
    assert state.is_over and state.out_player == 1
    seat0 = 10 + 2 + 9 + 10 + 10 + 10 + 10  # K♣ 2♥ 9♠ 10♦ J♦ Q♦ K♠
    assert state.result.points == (0, OTHERS + seat0, 0, 0)  # RU-8: only the one out scores
    with pytest.raises(IllegalMoveError) as err:
        state.apply(Move.draw(2, "stock"))
    assert err.value.rule == "RU-6"


def test_ru6_going_out_by_melding_the_last_three_without_a_discard() -> None:
    state = out_table("4H 5H 6H 7H 8H JC QC")
    state.apply(Move.draw(1, "stock"))  # 2♠
    state.apply(Move.meld(1, H("4H 5H 6H 7H 8H")))
    state.apply(Move.discard(1, C("2S")))
    assert state.hands[1] == list(H("JC QC"))  # two cards left
    for seat, card in ((2, "3S"), (3, "4S")):
        state.apply(Move.draw(seat, "stock"))
        state.apply(Move.discard(seat, C(card)))
    state.apply(Move.draw(0, "stock"))  # 5♠
    state.apply(Move.discard(0, C("KC")))
    state.apply(Move.draw(1, "discard"))  # K♣ melds with J♣ Q♣
    state.apply(Move.meld(1, H("JC QC KC")))
    assert state.is_over and state.out_player == 1 and state.hands[1] == []
    seat0 = 2 + 9 + 10 + 10 + 10 + 10 + 5  # 2♥ 9♠ 10♦ J♦ Q♦ K♠ 5♠
    assert state.result.points == (0, OTHERS + seat0, 0, 0)


def test_ru5_a_meld_may_not_strand_the_card_just_taken() -> None:
    state = out_table("4H 5H 6H 7H 8H 9H 10H")
    state.apply(Move.draw(1, "discard"))  # A♥, which cannot be discarded this turn
    with pytest.raises(IllegalMoveError, match="would leave only A♥") as err:
        state.apply(Move.meld(1, H("4H 5H 6H 7H 8H 9H 10H")))
    assert err.value.rule == "RU-5"
    state.apply(Move.meld(1, H("4H 5H 6H 7H 8H 9H")))
    state.apply(Move.discard(1, C("10H")))
    assert state.hands[1] == [C("AH")] and not state.is_over


def test_ru7_stock_turned_over_once_then_a_draw() -> None:
    state = RummyRound(4, seed=17)
    up = state.discard_pile[0]
    turns = 0
    while not state.stock_turned:
        p = state.to_play
        state.apply(Move.draw(p, "stock"))
        state.apply(Move.discard(p, state.hands[p][-1]))
        turns += 1
    assert turns == 23
    assert state.discard_pile == [] and len(state.stock) == 24
    assert state.stock[-1] == up  # turned over, not shuffled: the first card of the pile is on top
    assert state.legal_moves() == [Move.draw(state.to_play, "stock")]
    while not state.is_over:
        p = state.to_play
        state.apply(Move.draw(p, "stock"))
        state.apply(Move.discard(p, state.hands[p][-1]))
        turns += 1
    assert turns == 23 + 24
    assert state.is_draw and state.result.points == (0, 0, 0, 0)  # nobody scores


def test_ru8_the_game_goes_on_until_someone_reaches_the_target() -> None:
    assert RummyGame(seed=1).target == 200
    game = play_out(RummyGame(4, seed=4, target=100), [RummyGreedyBot()] * 4)
    running = [0, 0, 0, 0]
    for i, rnd in enumerate(game.rounds):
        assert rnd.dealer == (game.first_dealer + i) % 4
        running = [a + b for a, b in zip(running, rnd.result.points)]
        assert (max(running) >= 100) == (i == len(game.rounds) - 1)
    assert game.result.winner == running.index(max(running))
    assert RummyGame.replay(json.loads(json.dumps(game.to_record()))).totals == tuple(running)


# -- property tests -------------------------------------------------------------------------------

def all_conceivable_moves(state: RummyRound) -> list[Move]:
    p = state.to_play
    moves = [Move.draw(p, "stock"), Move.draw(p, "discard")]
    hand = state.hands[p]
    for card in hand:
        moves.append(Move.discard(p, card))
        moves += [Move.lay_off(p, card, i) for i in range(len(state.table) + 1)]
    moves += [m for m in state.legal_moves() if m.kind is MoveKind.MELD]
    if len(hand) >= 3:
        moves.append(Move.meld(p, sort_cards(hand[:3])))  # legal_moves() lists melds in display order
    return moves


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 6), seed=st.integers(0, 2**64 - 1),
       greedy=st.lists(st.booleans(), min_size=6, max_size=6))
def test_random_bot_rounds_are_legal_conserve_cards_and_replay(players: int, seed: int, greedy: list[bool]) -> None:
    bots = [RummyGreedyBot() if g else RandomBot(seed + i) for i, g in enumerate(greedy[:players])]
    state = RummyRound(players, seed=seed, dealer=seed % players)
    snapshots = [state.snapshot()]
    step = 0
    while not state.is_over:
        legal = state.legal_moves()
        if step % 7 == 0:
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
        on_table = [c for _, m in state.table for c in m.cards]
        assert Counter([c for h in state.hands for c in h] + state.stock + state.discard_pile + on_table) == \
            Counter(full_deck())
        snapshots.append(state.snapshot())
    replay = RummyRound(players, seed=seed, dealer=seed % players)
    states = [replay.snapshot()]
    for data in json.loads(json.dumps(state.to_record()))["moves"]:
        replay.apply(Move.from_dict(data))
        states.append(replay.snapshot())
    assert states == snapshots
    assert RummyRound.replay(state.to_record()).result == state.result


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 6), seed=st.integers(0, 2**64 - 1))
def test_short_bot_games_end_and_replay(players: int, seed: int) -> None:
    bots = [RummyGreedyBot(hold=bool(i % 2)) for i in range(players)]
    game = play_out(RummyGame(players, seed=seed, target=40), bots)
    assert max(game.totals) >= 40 and game.result.winner == game.totals.index(max(game.totals))
    again = RummyGame.replay(json.loads(json.dumps(game.to_record())))
    assert [r.snapshot() for r in again.rounds] == [r.snapshot() for r in game.rounds]


def test_a_game_record_without_players_is_refused_like_the_other_games() -> None:
    with pytest.raises(RulesError) as err:
        RummyGame.replay({"game": "rummy-game", "seed": 1})
    assert err.value.code == "bad-players"
