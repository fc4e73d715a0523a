"""Knock Rummy's house rules in the engine: each variant changes the result exactly as it says.

penalty-each (KR-10c), knock-max (KR-7), lay-off (KR-4, KR-10), five-hand (KR-2), the penalty and
the rum bonus (KR-10c, KR-10a): constructed tables whose settlement differs from the profile's, the
explanation that quotes the house's figures, and the records that replay under the same rules.
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from rummylab.core.cards import parse_hand
from rummylab.core.errors import IllegalMoveError, SettlementError
from rummylab.core.rules import knock_hand_size
from rummylab.games import Move, MoveKind, get, replay
from rummylab.games.knock.lay_off import best_lay_off
from rummylab.games.knock.settle import settle_knock, settle_knock_hands
from rummylab.games.knock.state import KnockHand, KnockSession
from rummylab.solver.melds import best_arrangement, min_deadwood
from rummylab.words.error_text import localize_error
from rummylab.words.explain import explain

KNOCK = get("knock")


def _amounts(settlement: object) -> list[tuple[int, int, Fraction]]:
    return [(t.payer, t.payee, t.amount) for t in settlement.transfers]  # type: ignore[attr-defined]


# -- penalty-each (KR-10c) ------------------------------------------------------------------------------


def test_penalty_each_pays_every_player_below_the_knocker() -> None:
    """KR-10c: A knocks with 8, B has 3, C 5, D 12. The profile: A pays B 8 − 3 + 10 = 15, C pays B 2, D pays
    B 9. With penalty-each A also pays C, who is below A, the whole penalty: 10."""
    profile = settle_knock([8, 3, 5, 12], 0)
    assert _amounts(profile) == [(0, 1, 15), (2, 1, 2), (3, 1, 9)]
    each = settle_knock([8, 3, 5, 12], 0, rules=KNOCK.rules(penalty_each=True))
    assert _amounts(each) == [(0, 1, 15), (0, 2, 10), (2, 1, 2), (3, 1, 9)]
    assert each.net == (-25, 26, 8, -9) and sum(each.net) == 0


def test_penalty_each_with_two_winners_is_not_split() -> None:
    """KR-10c with two winners at 2: the profile splits A's 9 − 2 + 10 = 17 (8½ each); with penalty-each
    and a 20-point penalty the difference is split, the penalty is not: 7 ÷ 2 + 20 = 23½ to each."""
    assert _amounts(settle_knock([9, 2, 2], 0)) == [(0, 1, Fraction(17, 2)), (0, 2, Fraction(17, 2))]
    each = settle_knock([9, 2, 2], 0, rules=KNOCK.rules(penalty_each=True, penalty=20))
    assert _amounts(each) == [(0, 1, Fraction(47, 2)), (0, 2, Fraction(47, 2))]
    for t in each.transfers:  # the parts still give the amount (the invariant of Transfer)
        assert t.each and t.amount == Fraction(t.base + t.bonus, t.share) + t.penalty


@pytest.mark.parametrize("deadwood,knocker", [([4, 4, 9], 0), ([0, 3, 5], 0), ([5, 8, 2], None), ([3, 9, 12], 0)])
def test_penalty_each_changes_nothing_unless_the_knocker_is_beaten(deadwood: list[int], knocker: int | None) -> None:
    """KR-10a, KR-10b, KR-10d, KR-10e have no penalty: penalty-each leaves them as the profile settles them."""
    assert settle_knock(deadwood, knocker, rules=KNOCK.rules(penalty_each=True)).net == settle_knock(deadwood, knocker).net


def test_explanation_says_the_house_figures() -> None:
    """The sentences that quote the penalty or the bonus say the house's (KR-10a, KR-10c, KR-10d), never 10 or 25."""
    rules = KNOCK.rules(penalty=20, rum_bonus=40)
    beaten = explain(settle_knock([8, 3], 0, rules=rules), "pt")
    assert "quem bateu paga mais 20." in beaten[2] and "8 − 3 + 20 = 25" in beaten[3]
    rum = explain(settle_knock([0, 5], 0, rules=rules), "en")
    assert "+ 40." in rum[1] and "5 + 40 = 45" in rum[2]
    tied = explain(settle_knock([3, 3, 9], 0, rules=rules), "fr")
    assert any("pénalité de 20" in line for line in tied)
    assert not any(re.search(r"(?<![-\d])10(?!\d)", line) for line in tied + beaten)  # KR-10… is a rule id
    each = explain(settle_knock([8, 3, 5], 0, rules=KNOCK.rules(penalty_each=True)), "es")
    assert any("10 más a cada jugador por debajo" in line for line in each)
    assert any("la penalización, 10" in line for line in each)


# -- knock-max (KR-7) -----------------------------------------------------------------------------------


def _hand_at_discard(**options: object) -> KnockHand:
    hand = KnockHand(2, seed=11, **options)
    hand.apply(Move.draw(hand.to_play, "stock"))
    return hand


def test_knock_max_refuses_a_knock_over_it() -> None:
    """KR-7: the profile lets any deadwood knock; with knock-max the knock over it is refused and is no legal move."""
    profile = _hand_at_discard()
    p = profile.to_play
    dead = {c: min_deadwood([x for x in profile.hands[p] if x != c]) for c in profile.hands[p]}
    limit = min(dead.values())
    assert limit > 0  # this deal leaves deadwood with every discard
    house = _hand_at_discard(knock_max=limit)
    over = next(c for c, d in dead.items() if d > limit)
    within = next(c for c, d in dead.items() if d <= limit)
    knocks = {m.card for m in house.legal_moves() if m.kind is MoveKind.KNOCK}
    assert knocks == {c for c, d in dead.items() if d <= limit} and over not in knocks
    assert {m.card for m in profile.legal_moves() if m.kind is MoveKind.KNOCK} == set(profile.hands[p])
    with pytest.raises(IllegalMoveError) as refused:
        house.apply(Move.knock(p, over))
    assert refused.value.code == "knock-over-max" and refused.value.rule == "KR-7"
    assert refused.value.params["limit"] == limit and refused.value.token == dead[over]
    for lang in ("pt", "es", "fr"):
        said = localize_error(refused.value, lang)
        assert str(dead[over]) in said and str(limit) in said and "KR-7" in said
    house.apply(Move.knock(p, within))
    assert house.is_over and house.result.deadwood[p] <= limit


def test_settle_refuses_a_knocker_over_the_max() -> None:
    """KR-7: settle_knock refuses a knocker whose deadwood is over knock-max, naming the knocker."""
    rules = KNOCK.rules(knock_max=10)
    assert settle_knock([10, 3], 0, rules=rules).net == settle_knock([10, 3], 0).net
    with pytest.raises(SettlementError) as refused:
        settle_knock([3, 11], 1, rules=rules)
    assert refused.value.code == "knocker-over-max" and refused.value.params["player"] == 2
    assert "jogador 2" in localize_error(refused.value, "pt") and "11" in localize_error(refused.value, "pt")
    assert settle_knock([30, 11], None, rules=rules).case.value == "no-knocker"  # no knocker, no limit


def test_bots_knock_within_the_max() -> None:
    """KR-7: the threshold bot would knock at 10; at a table with knock-max 3 no hand is knocked above 3."""
    bots = [KNOCK.make_bot("threshold", 0), KNOCK.make_bot("threshold", 1), KNOCK.make_bot("random", 2)]
    knocked = 0
    for seed in range(12):
        hand = KnockHand(3, seed=seed, knock_max=3)
        while not hand.is_over:
            hand.apply(bots[hand.to_play].choose(hand))
        if hand.knocker is not None:
            knocked += 1
            assert hand.result.deadwood[hand.knocker] <= 3
    assert knocked


# -- lay-off (KR-4, KR-10) --------------------------------------------------------------------------------


def test_lay_off_beats_greedy_both_ways() -> None:
    """KR-4, KR-5: the knocker shows 4♥ 5♥ 6♥ and Q♣ Q♦ Q♠. B holds four 7s, 8♥, K♠ and 2♣.

    Arranging first and laying off only the leftovers keeps the four 7s (8♥ cannot go on alone): 20.
    The optimal way lays off 7♥ and 8♥ on the run and keeps the other three 7s: 12. And C, holding
    9♠ 10♠ J♠ with Q♥, keeps the run: laying Q♥ on the queens is the only lay-off worth making."""
    knocker = best_arrangement(parse_hand("4H 5H 6H QC QD QS 8D"))
    rest, laid = best_lay_off(parse_hand("7H 7C 7D 7S 8H KS 2C"), knocker.melds)
    assert rest.deadwood == 12 and [str(x.card) for x in laid] == ["7♥", "8♥"]
    assert all(str(x.onto[0]) == "4♥" for x in laid)
    greedy = best_arrangement(parse_hand("7H 7C 7D 7S 8H KS 2C"))
    assert greedy.deadwood == 20  # 8♥ K♠ 2♣; 8♥ alone does not touch 6♥
    rest, laid = best_lay_off(parse_hand("9S 10S JS QH 2D 3C AC"), knocker.melds)
    assert [str(x.card) for x in laid] == ["Q♥"] and rest.deadwood == 6


def test_lay_off_runs_grow_at_either_end_and_sets_to_four() -> None:
    """KR-4: a run takes a chain at each end (3♥ below 4♥ 5♥ 6♥, 7♥ 8♥ above); a set of three takes the
    fourth card; a card that touches nothing stays."""
    knocker = best_arrangement(parse_hand("4H 5H 6H QC QD QS 8D"))
    rest, laid = best_lay_off(parse_hand("2H 3H 7H 8H QH 9C KD"), knocker.melds)
    assert sorted(str(x.card) for x in laid) == ["2♥", "3♥", "7♥", "8♥", "Q♥"]
    assert rest.deadwood == 19 and [x.meld for x in laid if str(x.card) == "Q♥"] == [1]


def test_settle_hands_lays_off_unless_rum() -> None:
    """KR-10b becomes KR-10c: B's 7♥ 8♥ on A's run leaves B 12 … and a 2♣ 3♣ hand below A."""
    hands = ["4H 5H 6H QC QD QS 8D", "7H 7C 7D 7S 8H 2C AS"]
    profile, _ = settle_knock_hands(hands, 0)
    assert profile.deadwood == (8, 11) and profile.case.value == "knocker-wins"
    house, kept = settle_knock_hands(hands, 0, rules=KNOCK.rules(lay_off=True))
    assert house.deadwood == (8, 3) and house.case.value == "knocker-beaten"
    assert [a.deadwood for a in kept] == list(house.deadwood)
    assert house.to_dict()["lay_offs"][1] == [{"card": "7♥", "meld": 1, "onto": ["4♥", "5♥", "6♥"]},
                                              {"card": "8♥", "meld": 1, "onto": ["4♥", "5♥", "6♥"]}]
    assert "7♥ 8♥" in explain(house, "en")[0]
    rum, _ = settle_knock_hands(["4H 5H 6H QC QD QS 9H 10H JH", "7H 8H 2C 3C 4C KS KD KC AD"], 0,
                                rules=KNOCK.rules(lay_off=True))
    assert rum.case.value == "rum" and not any(rum.lay_offs)  # KR-10a: no laying off on a rum
    assert settle_knock([8, 3], 0, rules=KNOCK.rules(lay_off=True)).net == settle_knock([8, 3], 0).net  # counted


def test_a_played_hand_lays_off_at_its_end() -> None:
    """KR-10: a hand played by bots with lay-off settles as settle_knock_hands does on its cards."""
    bots = [KNOCK.make_bot("threshold", 0), KNOCK.make_bot("threshold=12", 1)]
    differed = 0
    for seed in range(10):
        hand = KnockHand(2, seed=seed, lay_off=True)
        while not hand.is_over:
            hand.apply(bots[hand.to_play].choose(hand))
        expected, kept = settle_knock_hands(hand.hands, hand.knocker, rules=hand.rules)
        assert hand.result == expected and hand.arrangements() == kept
        plain = settle_knock([min_deadwood(h) for h in hand.hands], hand.knocker)
        differed += plain.net != expected.net
    assert differed  # some hand's result changed by laying off


# -- five-hand (KR-2) -------------------------------------------------------------------------------------


def test_five_hand_deals_six_each_at_five() -> None:
    """KR-2: 5 players 35+1+16 in the profile; with five-hand=6, 30+1+21. Other tables are unchanged."""
    profile, house = KnockHand(5, seed=4), KnockHand(5, seed=4, five_hand=6)
    assert [len(h) for h in profile.hands] == [7] * 5 and len(profile.stock) == 16
    assert [len(h) for h in house.hands] == [6] * 5 and len(house.stock) == 21 and len(house.discard_pile) == 1
    assert [len(h) for h in KnockHand(4, seed=4, five_hand=6).hands] == [7] * 4
    assert knock_hand_size(5, 6) == 6 and KNOCK.end_hand_size(1, 5, five_hand=6) == 6
    assert KNOCK.end_hand_size(1, 5) == 7


# -- records (the options travel with them) ----------------------------------------------------------------


def test_records_carry_the_options_and_replay_by_them() -> None:
    """A hand's and a session's record keeps the options set (field names); a replay plays by them."""
    hand = KnockHand(5, seed=2, five_hand=6, penalty=20, rum_bonus=25)
    record = hand.to_record()
    assert record["options"] == {"five_hand": 6, "penalty": 20}  # only those set
    again = replay(record)
    assert isinstance(again, KnockHand) and again.rules == hand.rules and len(again.hands[0]) == 6
    assert "options" not in KnockHand(5, seed=2).to_record()  # the profile records none
    session = KNOCK.new_series(3, seed=5, knock_max=8)
    assert session.to_record()["options"] == {"knock_max": 8}
    assert isinstance(session, KnockSession) and session.current.rules.knock_max == 8
    assert KNOCK.deal(2, seed=1, lay_off=True).rules.lay_off


def test_a_record_with_a_bad_option_is_refused() -> None:
    """A record names its options by field: an unknown one or a value out of range is refused by name."""
    record = KnockHand(2, seed=1).to_record()
    from rummylab.core.errors import RulesError

    with pytest.raises(RulesError) as bad:
        replay({**record, "options": {"penalty": -5}})
    assert bad.value.code == "bad-rule-range"
    with pytest.raises(RulesError):
        replay({**record, "options": {"target": 100}})
