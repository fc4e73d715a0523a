"""Settlement of Knock Rummy hands and sessions (KR-10, KR-11).

Every expected value in the tables was worked out by hand from RULES.md.
"""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummylab.core.errors import RummyError, SettlementError
from rummylab.games.knock.settle import KnockCase, format_amount, parse_amount, settle_knock, settle_session

# (deadwood, knocker 0-based or None, expected transfers (payer, payee, amount), expected net)
KR_10A_RUM = [
    ([0, 8], 0, [(1, 0, "33")], ["33", "-33"]),
    ([5, 0, 0], 1, [(0, 1, "30"), (2, 1, "25")], ["-30", "55", "-25"]),  # wins against another 0
    ([0, 0, 12, 7], 0, [(1, 0, "25"), (2, 0, "37"), (3, 0, "32")], ["94", "-25", "-37", "-32"]),
    ([4, 0, 1, 10, 0], 1, [(0, 1, "29"), (2, 1, "26"), (3, 1, "35"), (4, 1, "25")], ["-29", "115", "-26", "-35", "-25"]),
]
KR_10B_KNOCKER_WINS = [
    ([3, 8], 0, [(1, 0, "5")], ["5", "-5"]),
    ([10, 2, 11], 1, [(0, 1, "8"), (2, 1, "9")], ["-8", "17", "-9"]),
    ([6, 5, 20, 6], 1, [(0, 1, "1"), (2, 1, "15"), (3, 1, "1")], ["-1", "17", "-15", "-1"]),
    ([1, 9, 13, 2, 40], 0, [(1, 0, "8"), (2, 0, "12"), (3, 0, "1"), (4, 0, "39")], ["60", "-8", "-12", "-1", "-39"]),
]
KR_10C_KNOCKER_BEATEN = [
    ([8, 3], 0, [(0, 1, "15")], ["-15", "15"]),  # KR-EX1
    ([6, 0], 0, [(0, 1, "16")], ["-16", "16"]),  # beaten by a 0: no rum bonus for a non-knocker
    ([8, 3, 9], 0, [(0, 1, "15"), (2, 1, "6")], ["-15", "21", "-6"]),
    ([8, 3, 3], 0, [(0, 1, "15/2"), (0, 2, "15/2")], ["-15", "15/2", "15/2"]),
    ([12, 2, 2, 9], 3, [(0, 1, "5"), (0, 2, "5"), (3, 1, "17/2"), (3, 2, "17/2")], ["-10", "27/2", "27/2", "-17"]),
    ([4, 1, 1, 1, 8], 0,
     [(0, 1, "13/3"), (0, 2, "13/3"), (0, 3, "13/3"), (4, 1, "7/3"), (4, 2, "7/3"), (4, 3, "7/3")],
     ["-13", "20/3", "20/3", "20/3", "-7"]),
    ([5, 0, 0, 0, 0], 0, [(0, 1, "15/4"), (0, 2, "15/4"), (0, 3, "15/4"), (0, 4, "15/4")],
     ["-15", "15/4", "15/4", "15/4", "15/4"]),
]
KR_10D_KNOCKER_TIED = [
    ([3, 3], 0, [], ["0", "0"]),
    ([3, 3, 9], 0, [(2, 1, "6")], ["0", "6", "-6"]),
    ([3, 3, 3, 10], 0, [(3, 1, "7/2"), (3, 2, "7/2")], ["0", "7/2", "7/2", "-7"]),
    ([2, 2, 5, 2, 11], 3, [(2, 0, "3/2"), (2, 1, "3/2"), (4, 0, "9/2"), (4, 1, "9/2")], ["6", "6", "-3", "0", "-9"]),
]
KR_10E_NO_KNOCKER = [
    ([4, 9], None, [(1, 0, "5")], ["5", "-5"]),
    ([0, 0, 7], None, [(2, 0, "7/2"), (2, 1, "7/2")], ["7/2", "7/2", "-7"]),  # no rum bonus at 0
    ([5, 5, 5, 5], None, [], ["0", "0", "0", "0"]),
    ([0, 3, 0, 9, 12], None, [(1, 0, "3/2"), (1, 2, "3/2"), (3, 0, "9/2"), (3, 2, "9/2"), (4, 0, "6"), (4, 2, "6")],
     ["12", "-3", "12", "-9", "-12"]),
]

CASES = (
    [(*row, KnockCase.RUM) for row in KR_10A_RUM]
    + [(*row, KnockCase.KNOCKER_WINS) for row in KR_10B_KNOCKER_WINS]
    + [(*row, KnockCase.KNOCKER_BEATEN) for row in KR_10C_KNOCKER_BEATEN]
    + [(*row, KnockCase.KNOCKER_TIED) for row in KR_10D_KNOCKER_TIED]
    + [(*row, KnockCase.NO_KNOCKER) for row in KR_10E_NO_KNOCKER]
)


@pytest.mark.parametrize("deadwood, knocker, transfers, net, case", CASES)
def test_kr10_settlement_table(deadwood, knocker, transfers, net, case):
    s = settle_knock(deadwood, knocker)
    assert s.case is case
    assert [(t.payer, t.payee, format_amount(t.amount)) for t in s.transfers] == transfers
    assert [format_amount(x) for x in s.net] == net
    assert sum(s.net) == 0


def test_kr_ex1_keeps_the_arithmetic_parts():
    (t,) = settle_knock([8, 3], 0).transfers
    assert (t.base, t.penalty, t.bonus, t.share, t.amount) == (5, 10, 0, 1, 15)
    assert t.total == 15


def test_rum_parts_and_case_rule_ids():
    s = settle_knock([0, 8], 0)
    (t,) = s.transfers
    assert (t.base, t.penalty, t.bonus, t.share) == (8, 0, 25, 1)
    assert [c.rule for c in KnockCase] == ["KR-10a", "KR-10b", "KR-10c", "KR-10d", "KR-10e"]


def test_split_payment_parts():
    s = settle_knock([12, 2, 2, 9], 3)
    last = s.transfers[-1]
    assert (last.payer, last.base, last.penalty, last.share, last.amount) == (3, 7, 10, 2, F(17, 2))


@pytest.mark.parametrize(
    "deadwood, knocker, winners",
    [
        ([8, 3, 3], 0, (1, 2)),
        ([3, 3, 3, 10], 0, (1, 2)),  # KR-10d: the tied knocker is not a winner
        ([0, 0, 7], None, (0, 1)),
        ([0, 0, 5], 1, (1,)),  # KR-10a
        ([3, 8], 0, (0,)),
    ],
)
def test_winners(deadwood, knocker, winners):
    assert settle_knock(deadwood, knocker).winners == winners


def test_to_dict_matches_the_contract():
    assert settle_knock([8, 3], 0).to_dict() == {
        "deadwood": [8, 3], "knocker": 1, "case": "knocker-beaten",
        "transfers": [{"from": 1, "to": 2, "amount": "15"}], "net": ["-15", "15"],
    }
    assert settle_knock([4, 9], None).to_dict()["knocker"] is None


@pytest.mark.parametrize(
    "deadwood, knocker, code",
    [
        ([], None, "too-few-players"),
        ([3], 0, "too-few-players"),
        ([1, 2, 3, 4, 5, 6], 0, "too-many-players"),
        ([-1, 3], 0, "negative-deadwood"),
        ([1.5, 3], 0, "bad-deadwood"),
        ([True, 3], 0, "bad-deadwood"),
        ("83", 0, "bad-deadwood"),
        ([8, 3], 2, "knocker-out-of-range"),
        ([8, 3], -1, "knocker-out-of-range"),
        ([8, 3], "1", "bad-knocker"),
    ],
)
def test_bad_tables(deadwood, knocker, code):
    with pytest.raises(SettlementError) as err:
        settle_knock(deadwood, knocker)
    assert err.value.code == code


def test_knocker_out_of_range_names_the_player_from_one():
    with pytest.raises(SettlementError, match="knocker 3 is not one of the 2 players"):
        settle_knock([8, 3], 2)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 120), min_size=2, max_size=5).flatmap(
    lambda d: st.tuples(st.just(d), st.one_of(st.none(), st.integers(0, len(d) - 1)))))
def test_zero_sum_and_shape(table):
    deadwood, knocker = table
    s = settle_knock(deadwood, knocker)
    assert sum(t.amount for t in s.transfers) == sum(-x for x in s.net if x < 0)
    assert sum(s.net) == 0
    m = min(deadwood)
    for t in s.transfers:
        assert t.amount > 0
        assert t.amount == F(t.base + t.penalty + t.bonus, t.share)
        assert t.base == deadwood[t.payer] - m
        assert t.share == len(s.winners)
        assert t.payee in s.winners and t.payer not in s.winners
    for w in s.winners:
        assert s.net[w] >= 0
    if s.case is KnockCase.KNOCKER_TIED:
        assert s.net[knocker] == 0
    if s.case is KnockCase.KNOCKER_BEATEN:
        assert s.net[knocker] <= -10


# KR-11 sessions: hands computed by hand as in the tables above.
def test_session_single_winner():
    r = settle_session([settle_knock([8, 3, 9], 0), settle_knock([0, 4, 4], 0)])
    assert [format_amount(b) for b in r.balances] == ["43", "-8", "-35"]
    assert r.winners == (0,)
    assert r.to_dict() == {"hands": 2, "balances": ["43", "-8", "-35"], "winners": [1]}


def test_session_tied_winners_share():
    r = settle_session([settle_knock([8, 3], 0), settle_knock([3, 8], 1)])
    assert r.balances == (0, 0)
    assert r.winners == (0, 1)


def test_session_fractions_stay_exact():
    r = settle_session([settle_knock([8, 3, 3], 0), settle_knock([0, 0, 7], None)])
    assert [format_amount(b) for b in r.balances] == ["-23/2", "11", "1/2"]
    assert r.winners == (1,)


@pytest.mark.parametrize(
    "hands, code",
    [([], "empty-session"), ([settle_knock([8, 3], 0), settle_knock([1, 2, 3], 0)], "session-players-mismatch")],
)
def test_session_errors(hands, code):
    with pytest.raises(SettlementError) as err:
        settle_session(hands)
    assert err.value.code == code


@pytest.mark.parametrize(
    "value, text",
    [(F(15), "15"), (F(-15), "-15"), (F(7, 2), "7/2"), (F(-7, 2), "-7/2"), (F(0), "0"), (F(20, 3), "20/3")],
)
def test_format_amount(value, text):
    assert format_amount(value) == text
    assert parse_amount(text) == value


@pytest.mark.parametrize(
    "text, value",
    [
        ("7", F(7)), ("-7", F(-7)), ("−7", F(-7)), ("+7", F(7)), ("7/2", F(7, 2)), ("-7/2", F(-7, 2)),
        ("3.5", F(7, 2)), ("3,5", F(7, 2)), ("3½", F(7, 2)), ("3 ½", F(7, 2)), ("3 1/2", F(7, 2)),
        ("-3 1/2", F(-7, 2)), ("¼", F(1, 4)), ("½", F(1, 2)), ("¾", F(3, 4)), ("2⅓", F(7, 3)),
        (" 0.25 ", F(1, 4)), ("10", F(10)),
    ],
)
def test_parse_amount(text, value):
    assert parse_amount(text) == value


@pytest.mark.parametrize("text", ["", "abc", "3.5.5", "7/0", "3 5", "3½½", "3,5½", "3 3/2", "1e3", "--2", None])
def test_parse_amount_refuses(text):
    with pytest.raises(RummyError) as err:
        parse_amount(text)
    assert err.value.code == "bad-amount"
    assert err.value.token == text
    if text is not None:
        assert repr(text) in str(err.value)


# ---- from the cards (KR-5 then KR-10) ----------------------------------------------------------------

def test_settle_knock_hands_kr_ex1():
    from rummylab.core.cards import parse_hand
    from rummylab.games.knock.settle import settle_knock_hands

    s, (a, b) = settle_knock_hands([parse_hand("4H 5H 6H QC QD QS 8D"), parse_hand("AS AH AD 7C 8C 9C 3H")], 0)
    assert (a.deadwood, b.deadwood) == (8, 3)
    assert [(t.payer, t.payee, t.amount) for t in s.transfers] == [(0, 1, 15)]


def test_settle_knock_hands_resolves_overlaps_for_the_smallest_deadwood():
    from rummylab.core.cards import parse_hand
    from rummylab.games.knock.settle import settle_knock_hands

    # KR-5: 7♥ goes to the set of sevens, leaving 5♥ 6♥ K♦ Q♦ = 31 (the run 5-6-7♥ would leave 34).
    # Player 2: a set of aces, 2♥ 3♦ 9♠ 9♦ left = 23. Player 1 knocked and is beaten: 31 − 23 + 10 = 18.
    s, arrangements = settle_knock_hands(
        [parse_hand("5H 6H 7H 7C 7S KD QD"), parse_hand("AS AD AC 2H 3D 9S 9D")], 0)
    assert [a.deadwood for a in arrangements] == [31, 23]
    assert s.case is KnockCase.KNOCKER_BEATEN
    assert [(t.payer, t.payee, t.amount) for t in s.transfers] == [(0, 1, 18)]


def test_settle_knock_hands_refuses_a_card_at_two_seats():
    from rummylab.core.cards import parse_hand
    from rummylab.core.errors import DuplicateCardError
    from rummylab.games.knock.settle import settle_knock_hands

    with pytest.raises(DuplicateCardError) as err:
        settle_knock_hands([parse_hand("QH 2C"), parse_hand("QH 3C")], 0)
    assert err.value.token == "Q♥"
    with pytest.raises(SettlementError) as err:
        settle_knock_hands([parse_hand("QH 2C")], 0)
    assert err.value.code == "too-few-players"


def test_settle_knock_hands_reads_text():
    from rummylab.games.knock.settle import settle_knock_hands

    s, _ = settle_knock_hands(["4H 5H 6H QC QD QS 8D", "AS AH AD 7C 8C 9C 3H"], None)  # KR-10e: 8 − 3 = 5
    assert s.case is KnockCase.NO_KNOCKER and [(t.payer, t.payee, t.amount) for t in s.transfers] == [(0, 1, 5)]
