"""Bots: legal moves only, each policy doing what its name says."""

from __future__ import annotations

import itertools

import pytest

from rummylab.core.cards import Card, parse_hand
from rummylab.core.errors import RequestError
from rummylab.core.rules import KNOCK_RUMMY
from rummylab.games import get
from rummylab.games.bots import RandomBot, best_discard, make_bot
from rummylab.games.common import MoveKind, play_out
from rummylab.games.knock.bots import KnockGreedyBot, KnockThresholdBot
from rummylab.games.knock.state import KnockHand
from rummylab.games.rummy.bots import RummyGreedyBot
from rummylab.games.rummy.state import RummyRound
from rummylab.games.three_thirteen.bots import ThirteenGreedyBot
from rummylab.games.three_thirteen.state import ThirteenRound

C = Card.parse


def brute_deadwood(hand: tuple[Card, ...]) -> int:
    """Knock Rummy deadwood by trying every set of disjoint melds (KR-4, KR-5), for the tests only."""
    melds = []
    for k in range(3, len(hand) + 1):
        for combo in itertools.combinations(hand, k):
            ranks = sorted(c.rank for c in combo)
            is_set = len(set(ranks)) == 1 and k <= 4
            is_run = len({c.suit for c in combo}) == 1 and ranks == list(range(ranks[0], ranks[0] + k))
            if is_set or is_run:
                melds.append(frozenset(combo))
    best = sum(min(c.rank, 10) for c in hand)

    def search(i: int, used: frozenset[Card]) -> None:
        nonlocal best
        best = min(best, sum(min(c.rank, 10) for c in hand if c not in used))
        for j in range(i, len(melds)):
            if not melds[j] & used:
                search(j + 1, used | melds[j])

    search(0, frozenset())
    return best


@pytest.mark.parametrize("text", ["4H 5H 6H QC QD QS 8D 2C", "AS 2S 3S 3H 3D 4S KD QC", "9C 9D 9H 10H JH QH KS 2D"])
def test_best_discard_leaves_the_least_deadwood(text: str) -> None:
    hand = parse_hand(text)
    dead, card = best_discard(hand, KNOCK_RUMMY)
    options = {c: brute_deadwood(tuple(x for x in hand if x != c)) for c in hand}
    assert dead == min(options.values()) == options[card]
    # Ties go to the highest card.
    assert KNOCK_RUMMY.value(card) == max(KNOCK_RUMMY.value(c) for c, d in options.items() if d == dead)


def test_best_discard_never_picks_the_card_to_keep() -> None:
    hand = parse_hand("4H 5H 6H QC QD QS 8D KC")
    assert best_discard(hand, KNOCK_RUMMY)[1] == C("KC")
    assert best_discard(hand, KNOCK_RUMMY, keep=C("KC"))[1] == C("8D")


@pytest.mark.parametrize("threshold", [0, 5, 12])
def test_threshold_bot_knocks_at_or_below_its_threshold_only(threshold: int) -> None:
    for seed in range(6):
        hand = play_out(KnockHand(3, seed=seed), [KnockThresholdBot(threshold)] * 3)
        if hand.knocker is not None:
            assert hand.result.deadwood[hand.knocker] <= threshold
        # and it never passed up a chance: every earlier discard left more than the threshold
        replay = KnockHand(3, seed=seed)
        for move in hand.moves:
            if move.kind is MoveKind.DISCARD:
                rest = list(replay.hands[move.player])
                rest.remove(move.card)
                assert brute_deadwood(tuple(rest)) > threshold
            replay.apply(move)


def test_greedy_knock_bot_knocks_only_with_rum_or_an_empty_stock() -> None:
    for seed in range(6):
        hand = play_out(KnockHand(4, seed=seed), [KnockGreedyBot()] * 4)
        if hand.knocker is not None:
            assert hand.result.deadwood[hand.knocker] == 0 or not hand.stock


def test_stock_bot_never_takes_a_discard_while_the_stock_lasts() -> None:
    state = play_out(ThirteenRound(3, 6, seed=2), [ThirteenGreedyBot(take_discards=False)] * 3)
    assert all(m.source != "discard" for m in state.moves if m.kind is MoveKind.DRAW)


def test_holder_bot_melds_only_when_it_goes_out_in_the_same_turn() -> None:
    outs = []
    for seed in range(4, 10):
        state = play_out(RummyRound(3, seed=seed), [RummyGreedyBot(hold=True), RummyGreedyBot(), RummyGreedyBot()])
        outs.append(state.out_player)
        turns: list[list] = []
        for move in state.moves:
            if move.kind is MoveKind.DRAW:
                turns.append([])
            turns[-1].append(move)
        for turn in turns:
            if turn[0].player == 0 and any(m.kind is MoveKind.MELD for m in turn):
                assert turn is turns[-1] and state.out_player == 0
    assert 0 in outs  # the holder does go out, in one turn, on some of these deals


@pytest.mark.parametrize(("game", "make"), [("knock", lambda: KnockHand(3, seed=5)),
                                              ("three-thirteen", lambda: ThirteenRound(3, 3, seed=5)),
                                              ("rummy", lambda: RummyRound(3, seed=5))])
def test_every_named_bot_plays_legal_moves_to_the_end(game: str, make) -> None:
    for name in get(game).bots:
        state = make()
        bots = [make_bot(game, name, seed=i) for i in range(3)]
        while not state.is_over:
            move = bots[state.to_play].choose(state)
            assert move in state.legal_moves(), (name, move)
            state.apply(move)


def test_random_bot_is_seeded() -> None:
    a = play_out(KnockHand(2, seed=1), [RandomBot(3), RandomBot(4)])
    b = play_out(KnockHand(2, seed=1), [RandomBot(3), RandomBot(4)])
    assert a.moves == b.moves


def test_make_bot_names() -> None:
    assert make_bot("knock", "threshold=7").threshold == 7
    with pytest.raises(RequestError, match="not a knock bot"):
        make_bot("knock", "smart")
    with pytest.raises(RequestError):
        make_bot("knock", "threshold=x")
