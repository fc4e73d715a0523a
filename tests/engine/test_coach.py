"""The knock coach (rummylab.practice.coach): positions from bot play, and verdicts where the right choice is certain.

The estimates are checked against exact enumeration on constructed tables small enough to list every
deal of the opponents' unknown cards (the advisor's model, KR-10 settled by a reference written here).
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from rummylab.core.cards import Card, full_deck, parse_hand, sort_cards
from rummylab.core.errors import IllegalMoveError, RequestError
from rummylab.core.rules import KNOCK_RUMMY
from rummylab.games import replay
from rummylab.games.common import Move, SplitMix64
from rummylab.games.knock.state import KnockHand
from rummylab.practice.advisor import advise_knock
from rummylab.practice.coach import judge, make_position, position_of

from .reference_solver import reference_min_deadwood


def knock_net(mine: int, others: list[int]) -> Fraction:
    """The knocker's net under KR-10a-d, written from RULES.md (not from the engine)."""
    if mine == 0:                                   # KR-10a: rum
        return Fraction(sum(d + 25 for d in others))
    m = min(others)
    if mine < m:                                    # KR-10b: alone lowest
        return Fraction(sum(d - mine for d in others))
    if mine == m:                                   # KR-10d: tied, pays and gets nothing
        return Fraction(0)
    return -Fraction(mine - m + 10, 1)              # KR-10c: beaten, pays own - m + 10


def dealt_to(players: int, reader: list[Card], drawn: Card, seed: int) -> KnockHand:
    """A hand where seat 1 (first to play, dealer 0) is dealt ``reader`` and draws ``drawn`` from the stock."""
    rest = [c for c in full_deck() if c not in reader and c != drawn]
    SplitMix64(seed).shuffle(rest)
    size = 10 if players == 2 else 7
    deck: list[Card] = []
    mine, others = list(reader), iter(rest)
    for i in range(players * size):          # KR-2: one at a time from the dealer's left (seat 1 first)
        deck.append(mine.pop(0) if i % players == 0 else next(others))
    deck.append(next(others))                # the up card
    deck.append(drawn)                        # the stock's top
    deck.extend(others)
    hand = KnockHand.from_deck(players, deck)
    hand.apply(Move.draw(1, "stock"))
    assert sort_cards(hand.hands[1]) == sort_cards(reader + [drawn])
    return hand


def test_rum_in_hand_is_a_knock():
    # KR-10a: with rum available every opponent pays own deadwood + 25; playing on can only give that up.
    hand = dealt_to(5, list(parse_hand("4H 5H 6H 7H 9C 9D 9S")), Card.parse("KC"), seed=1)
    position = position_of(hand)
    verdict = judge(position, "play", samples=40, seed=3)
    assert verdict.best == "knock" and str(verdict.best_knock) == "K♣"
    assert verdict.knock[verdict.best_knock].rum and verdict.knock[verdict.best_knock].mean >= 4 * 25
    assert not verdict.right and verdict.loss > 2 * verdict.loss_se
    assert judge(position, "knock", "KC", samples=40, seed=3).right
    # The real table: a rum settles as KR-10a.
    assert verdict.actual.case.rule == "KR-10a"


def test_deadwood_40_on_turn_1_at_five_players_is_a_losing_knock():
    # KR-10c: knocking with 40 against four fresh 7-card hands is undercut more often than not (pay own - m + 10):
    # a losing choice on average. (Against bots that knock at 3-12, playing on is estimated worse still: the
    # coach's verdict here is not certain, so the test does not pin it; see the 66 case below.)
    hand = dealt_to(5, list(parse_hand("10S 9C 7D 5H 4C 3D 2S")), Card.parse("KH"), seed=2)
    verdict = judge(position_of(hand), "knock", "KH", samples=200, seed=4)
    est = verdict.knock[Card.parse("KH")]
    assert est.deadwood == 40 and est.beaten > 0.5 and est.mean + 2 * est.se < 0


def test_deadwood_66_on_turn_1_at_five_players_plays_on():
    # KR-10c: with 66 every fresh hand is almost surely lower: the knock costs 64 - m + 10, about 40 points,
    # while playing on pays only the difference when someone else knocks (KR-10b) and the hand can improve.
    hand = dealt_to(5, list(parse_hand("KS QC JD 10H 9S 9C 8D")), Card.parse("KD"), seed=2)
    position = position_of(hand)
    verdict = judge(position, "knock", "KD", samples=60, seed=4)
    est = verdict.knock[Card.parse("KD")]
    assert est.deadwood == 66
    assert est.beaten > 0.95
    assert verdict.best == "play" and not verdict.right and verdict.loss > 2 * verdict.loss_se
    assert judge(position, "play", samples=60, seed=4).right


def test_knock_estimate_agrees_with_exact_enumeration():
    # Two players: the opponent's hand is 8 known cards (taken from the pile) and 2 of 6 unseen ones.
    mine = parse_hand("AS AH AD 7C 8C 9C 3H 4D 5D KD")        # deadwood 3H 4D 5D KD: 22 (KR-5)
    known = parse_hand("2C 2D 6S 8S JS QS KS KH")
    unseen = parse_hand("3C 4C 5C 6C 6D 7D")
    seen = [c for c in full_deck() if c not in set(mine) | set(known) | set(unseen)]
    dead_mine = reference_min_deadwood(mine, KNOCK_RUMMY)
    nets = [knock_net(dead_mine, [reference_min_deadwood(list(known) + list(pair), KNOCK_RUMMY)])
            for pair in itertools.combinations(unseen, 2)]
    exact = sum(nets) / len(nets)
    advice = advise_knock(mine, 2, seen=seen, known=[known], samples=3000, seed=5)
    assert advice.deadwood == dead_mine
    assert abs(advice.expected - float(exact)) <= 4 * advice.expected_se + 1e-9
    beaten = sum(n < 0 for n in nets) / len(nets)
    assert abs(advice.beaten - beaten) <= 4 * advice.beaten_se + 1e-9


def test_coach_knock_estimate_agrees_with_exact_enumeration():
    # The coach's own estimate on a constructed position: the opponent's unknown cards (10 of the unseen)
    # are few enough to check the mean of a knock with the exact mean over a large sample of deals.
    hand = dealt_to(2, list(parse_hand("AS AH AD 7C 8C 9C 3H 4H 5H KD")), Card.parse("2S"), seed=6)
    position = position_of(hand)
    verdict = judge(position, "knock", "KD", samples=300, seed=1)
    est = verdict.knock[Card.parse("KD")]
    assert est.deadwood == 2 and not est.rum
    # The same estimate from the advisor (same model), with many more samples: within both errors.
    seen = [t.card for t in position.history]
    ref = advise_knock([c for c in position.hand if str(c) != "K♦"], 2, seen=seen + [Card.parse("KD")], samples=4000, seed=2)
    assert abs(est.mean - ref.expected) <= 4 * (est.se + ref.expected_se)


def test_positions_are_replayable_and_consistent():
    for seed in range(6):
        p = make_position(seed)
        hand = replay(p.record)
        assert [sort_cards(h) for h in hand.hands] == [sort_cards(h) for h in p.hands]
        assert sort_cards(p.hand) == sort_cards(hand.hands[p.seat]) and len(p.hand) == p.size + 1
        # Every card is in a hand, the stock or the pile; the pile shown is every card thrown and not taken.
        pile = [t.card for t in p.history if t.taken_by is None]
        assert pile == hand.discard_pile
        assert len(hand.stock) == p.stock
        for s, cards in enumerate(p.known):
            assert set(cards) <= set(p.hands[s])
        assert make_position(seed) == p


def test_bad_choices_are_refused_by_name():
    p = make_position(2)
    with pytest.raises(RequestError, match="not a choice"):
        judge(p, "fold")
    with pytest.raises(RequestError, match="needs the card"):
        judge(p, "knock")
    outside = next(c for c in full_deck() if c not in p.hand)
    with pytest.raises(IllegalMoveError, match="not in your hand"):
        judge(p, "knock", outside, samples=2)


def test_the_knock_estimate_does_not_lean_against_the_real_hands() -> None:
    """KR-10: the estimate of the best knock, set against what that knock gives at the real table, over
    positions 1-20, is off by less than 8 points a hand on average either way. (Dealt at random, the
    others' hands held far more deadwood than hands played for a few turns: the estimate leaned by
    −23.5, knocking looked better than it was; `bench/bench_coach.py` measures it over 40.)"""
    errors = []
    for seed in range(1, 21):
        position = make_position(seed)
        # (The knock's estimate comes from the same draws whoever plays the reader's seat on afterwards,
        # test_coach_play_on checks it: the bot's quicker continuation is enough here.)
        verdict = judge(position, "play", reader="threshold")
        errors.append(float(verdict.actual.net[position.seat]) - verdict.knock[verdict.best_knock].mean)
    lean = sum(errors) / len(errors)
    assert abs(lean) < 8, lean
