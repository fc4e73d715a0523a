"""Knock Rummy hand and session: the deal (KR-2), turns (KR-6 … KR-9), settlement (KR-10), sessions (KR-3, KR-11)."""

from __future__ import annotations

import json
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummylab.core.cards import Card, format_hand, full_deck, parse_hand
from rummylab.core.errors import IllegalMoveError, RequestError, RulesError
from rummylab.games.bots import RandomBot
from rummylab.games.common import Move, MoveKind, SplitMix64, deal_order, play_out
from rummylab.games.knock.bots import KnockGreedyBot, KnockThresholdBot
from rummylab.games.knock.settle import KnockCase
from rummylab.games.knock.state import KnockHand, KnockSession

C = Card.parse


# -- the generator and the seeded deal -------------------------------------------------------------

def test_splitmix64_matches_the_published_reference_outputs() -> None:
    # The first outputs of SplitMix64 seeded with 1234567 (Vigna's reference implementation).
    rng = SplitMix64(1234567)
    assert [rng.next64(), rng.next64()] == [6457827717110365317, 3203168211198807973]


def test_deal_prefix_is_a_partial_fisher_yates_with_below() -> None:
    fast, slow = SplitMix64(77), SplitMix64(77)
    a, b = list(range(45)), list(range(45))
    for _ in range(30):
        fast.deal_prefix(a, 21)
        for i in range(21):
            j = i + slow.below(45 - i)
            b[i], b[j] = b[j], b[i]
    assert a == b and fast.state == slow.state


def test_a_fixed_seed_deals_a_fixed_hand() -> None:
    # Pinned: any change to the shuffle, the cut or the dealing changes these cards,
    # which would break every recorded game. CPython and Pyodide must agree on them.
    hand = KnockHand(4, seed=2026, dealer=0)
    assert [format_hand(h, ascii=True) for h in hand.hands] == [
        "JH 5D 3H 8S 6H QH JC",
        "3S 7D JS 4C JD 6S 7C",
        "KD 9C QS 3C 2S 6C 4H",
        "AC 10H 5C 2C 7H QD 10C",
    ]
    assert hand.discard_pile == [C("9H")]
    assert format_hand(reversed(hand.stock), ascii=True).startswith("QC 2H 8H KH")
    assert hand.cut == 21


def test_different_seeds_deal_differently() -> None:
    assert KnockHand(2, seed=1).hands != KnockHand(2, seed=2).hands


@pytest.mark.parametrize(
    ("players", "each", "stock"),
    [(2, 10, 31), (3, 7, 30), (4, 7, 23), (5, 7, 16)],  # KR-2: 20+1+31, 21+1+30, 28+1+23, 35+1+16
)
def test_kr2_deal_counts(players: int, each: int, stock: int) -> None:
    hand = KnockHand(players, seed=99)
    assert [len(h) for h in hand.hands] == [each] * players
    assert len(hand.discard_pile) == 1
    assert len(hand.stock) == stock
    assert each * players + 1 + stock == 52
    everything = [c for h in hand.hands for c in h] + hand.discard_pile + hand.stock
    assert sorted(everything, key=lambda c: c.sort_key) == sorted(full_deck(), key=lambda c: c.sort_key)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("dealer_offset", [0, 1, -1])
def test_kr2_cards_dealt_one_at_a_time_from_the_dealers_left(players: int, dealer_offset: int) -> None:
    dealer = dealer_offset % players
    deck = full_deck()  # top card first: A♣ 2♣ 3♣ …
    hand = KnockHand.from_deck(players, deck, dealer=dealer)
    size = 10 if players == 2 else 7
    for k in range(size):
        for j in range(players):
            seat = (dealer + 1 + j) % players  # the dealer's left first, clockwise, dealer last
            assert hand.hands[seat][k] == deck[k * players + j]
    assert hand.discard_pile == [deck[size * players]]  # the next card is turned up
    assert hand.stock[-1] == deck[size * players + 1]  # the stock's top card follows it
    assert hand.to_play == (dealer + 1) % players  # KR-6: the dealer's left plays first


def test_deal_order_helper() -> None:
    assert deal_order(5, 4) == (0, 1, 2, 3, 4)
    assert deal_order(3, 0) == (1, 2, 0)


@pytest.mark.parametrize("players", [1, 6, 0, "4"])
def test_kr1_player_counts_refused(players: object) -> None:
    with pytest.raises(RulesError) as err:
        KnockHand(players, seed=1)  # type: ignore[arg-type]
    assert err.value.code == "bad-players"


# -- a constructed table: KR-EX1 plus a third player -------------------------------------------------

A_HAND = "4H 5H 6H QC QD QS 8D"  # deadwood 8 (KR-EX1)
B_HAND = "AS AH AD 7C 8C 9C 3H"  # deadwood 3
D_HAND = "2C 4C 6C 8S 10S JH KD"  # no meld: 2+4+6+8+10+10+10 = 50
TURNED = "KS"
STOCK_TOP = "2D"


def ex1_table() -> KnockHand:
    """Dealer seat 0; seat 1 (A, dealer's left) plays first; seat 2 is B."""
    a, b, d = parse_hand(A_HAND), parse_hand(B_HAND), parse_hand(D_HAND)
    dealt = [card for trio in zip(a, b, d) for card in trio]  # seat 1, seat 2, seat 0, …
    used = set(dealt) | {C(TURNED), C(STOCK_TOP)}
    rest = [c for c in full_deck() if c not in used]
    return KnockHand.from_deck(3, dealt + [C(TURNED), C(STOCK_TOP)] + rest, dealer=0)


def test_constructed_table_deals_as_planned() -> None:
    hand = ex1_table()
    assert hand.hands[1] == list(parse_hand(A_HAND))
    assert hand.hands[2] == list(parse_hand(B_HAND))
    assert hand.hands[0] == list(parse_hand(D_HAND))
    assert hand.discard_pile == [C(TURNED)] and hand.stock[-1] == C(STOCK_TOP)


def test_kr7_knock_on_the_first_turn_and_kr10c_settlement() -> None:
    hand = ex1_table()
    hand.apply(Move.draw(1, "stock"))  # A takes 2♦ …
    hand.apply(Move.knock(1, C(STOCK_TOP)))  # … and knocks at once with deadwood 8 (KR-7)
    assert hand.is_over and hand.knocker == 1 and hand.knock_card == C(STOCK_TOP)
    result = hand.result
    assert result.deadwood == (50, 8, 3)
    assert result.case is KnockCase.KNOCKER_BEATEN
    # KR-10c: B (3) wins; A pays 8 - 3 + 10 = 15, the dealer pays 50 - 3 = 47.
    assert result.net == (Fraction(-47), Fraction(-15), Fraction(62))
    assert sum(result.net) == 0


def test_kr6_the_hand_ends_at_once_after_a_knock() -> None:
    hand = ex1_table()
    hand.apply(Move.draw(1, "stock"))
    hand.apply(Move.knock(1, C("8D")))
    assert hand.legal_moves() == []
    with pytest.raises(IllegalMoveError) as err:
        hand.apply(Move.draw(2, "stock"))
    assert err.value.rule == "KR-6"


# -- every illegal move refused with its rule -------------------------------------------------------

def test_kr6_out_of_turn() -> None:
    hand = ex1_table()
    with pytest.raises(IllegalMoveError, match=r"player 2's turn, not player 3's \(KR-6\)") as err:
        hand.apply(Move.draw(2, "stock"))
    assert err.value.rule == "KR-6" and err.value.code == "not-your-turn"


def test_kr6_discard_before_drawing() -> None:
    hand = ex1_table()
    with pytest.raises(IllegalMoveError, match="draw a card first") as err:
        hand.apply(Move.discard(1, C("8D")))
    assert err.value.rule == "KR-6"
    with pytest.raises(IllegalMoveError) as err:
        hand.apply(Move.knock(1, C("8D")))
    assert err.value.rule == "KR-6"


def test_kr6_draw_twice() -> None:
    hand = ex1_table()
    hand.apply(Move.draw(1, "stock"))
    with pytest.raises(IllegalMoveError, match="already drew") as err:
        hand.apply(Move.draw(1, "discard"))
    assert err.value.rule == "KR-6"


def test_kr6_discard_a_card_not_held() -> None:
    hand = ex1_table()
    hand.apply(Move.draw(1, "stock"))
    with pytest.raises(IllegalMoveError, match="A♠ is not in your hand") as err:
        hand.apply(Move.discard(1, C("AS")))
    assert err.value.rule == "KR-6"


def test_kr6_meld_or_lay_off_do_not_exist_in_knock_rummy() -> None:
    hand = ex1_table()
    hand.apply(Move.draw(1, "stock"))
    with pytest.raises(IllegalMoveError) as err:
        hand.apply(Move.meld(1, parse_hand("QC QD QS")))
    assert err.value.rule == "KR-6"


@pytest.mark.parametrize("kind", [MoveKind.DISCARD, MoveKind.KNOCK])
def test_kr8_the_card_taken_from_the_discard_pile_cannot_go_back(kind: MoveKind) -> None:
    hand = ex1_table()
    hand.apply(Move.draw(1, "discard"))  # takes K♠
    with pytest.raises(IllegalMoveError, match=r"just taken from the discard pile \(KR-8\)") as err:
        hand.apply(Move(kind, 1, cards=(C(TURNED),)))
    assert err.value.rule == "KR-8"
    assert C(TURNED) not in [m.card for m in hand.legal_moves()]
    hand.apply(Move(kind, 1, cards=(C("8D"),)))  # any other card is fine


def test_kr8_a_card_taken_earlier_may_be_discarded_later() -> None:
    hand = ex1_table()
    hand.apply(Move.draw(1, "discard"))  # A takes K♠
    hand.apply(Move.discard(1, C("8D")))
    for seat in (2, 0):
        hand.apply(Move.draw(seat, "stock"))
        hand.apply(Move.discard(seat, hand.hands[seat][-1]))
    hand.apply(Move.draw(1, "stock"))
    hand.apply(Move.discard(1, C(TURNED)))  # a later turn: allowed
    assert hand.discard_pile[-1] == C(TURNED)


def test_kr9_cannot_decline_while_the_stock_has_cards() -> None:
    hand = ex1_table()
    with pytest.raises(IllegalMoveError, match="empty stock") as err:
        hand.apply(Move.decline(1))
    assert err.value.rule == "KR-9"


def exhaust_stock(hand: KnockHand) -> None:
    """Everyone draws from the stock and throws the drawn card until the stock is empty."""
    while hand.stock:
        p = hand.to_play
        hand.apply(Move.draw(p, "stock"))
        hand.apply(Move.discard(p, hand.hands[p][-1]))


def test_kr9_stock_exhaustion_and_the_decline() -> None:
    hand = KnockHand(5, seed=3, dealer=2)
    exhaust_stock(hand)  # 16 turns (KR-2: 5 players leave a stock of 16)
    assert len(hand.moves) == 32
    seat = hand.to_play
    assert seat == (2 + 1 + 16) % 5
    assert set(hand.legal_moves()) == {Move.draw(seat, "discard"), Move.decline(seat)}
    with pytest.raises(IllegalMoveError, match="stock is empty") as err:
        hand.apply(Move.draw(seat, "stock"))
    assert err.value.rule == "KR-9"
    hand.apply(Move.decline(seat))
    assert hand.is_over and hand.knocker is None and hand.declined_by == seat
    assert hand.result.case is KnockCase.NO_KNOCKER
    with pytest.raises(IllegalMoveError) as err:
        hand.apply(Move.draw((seat + 1) % 5, "discard"))
    assert err.value.rule == "KR-9"


def test_kr9_taking_the_discard_from_an_empty_stock_then_knocking() -> None:
    hand = KnockHand(4, seed=8)
    exhaust_stock(hand)
    seat = hand.to_play
    top = hand.discard_pile[-1]
    hand.apply(Move.draw(seat, "discard"))
    assert top in hand.hands[seat]
    with pytest.raises(IllegalMoveError) as err:
        hand.apply(Move.knock(seat, top))
    assert err.value.rule == "KR-8"
    hand.apply(Move.discard(seat, hand.hands[seat][0]))
    nxt = hand.to_play
    assert Move.decline(nxt) in hand.legal_moves()  # the next player faces the empty stock too
    hand.apply(Move.draw(nxt, "discard"))
    hand.apply(Move.knock(nxt, hand.hands[nxt][0]))
    assert hand.result.knocker == nxt


def test_result_before_the_end_is_refused() -> None:
    with pytest.raises(IllegalMoveError):
        KnockHand(2, seed=1).result  # noqa: B018 - reading the property raises


# -- records --------------------------------------------------------------------------------------

def test_a_record_replays_to_the_same_states_and_result() -> None:
    hand = KnockHand(3, seed=12, dealer=1)
    bots = [KnockThresholdBot(9), KnockGreedyBot(), KnockThresholdBot(5)]
    snapshots = [hand.snapshot()]
    while not hand.is_over:
        hand.apply(bots[hand.to_play].choose(hand))
        snapshots.append(hand.snapshot())
    record = json.loads(json.dumps(hand.to_record()))
    assert record["seed"] == 12 and record["players"] == 3 and record["dealer"] == 2
    again = KnockHand.replay(record)
    assert again.result == hand.result
    replay = KnockHand(3, seed=12, dealer=1)
    states = [replay.snapshot()]
    for data in record["moves"]:
        replay.apply(Move.from_dict(data))
        states.append(replay.snapshot())
    assert states == snapshots


def test_a_constructed_deck_record_replays() -> None:
    hand = ex1_table()
    hand.apply(Move.draw(1, "stock"))
    hand.apply(Move.knock(1, C("2D")))
    record = json.loads(json.dumps(hand.to_record()))
    assert "deck" in record and record["result"]["case"] == "knocker-beaten"
    assert KnockHand.replay(record).result == hand.result


def test_a_tampered_record_is_refused() -> None:
    hand = play_out(KnockHand(2, seed=5), [KnockThresholdBot(10)] * 2)
    record = hand.to_record()
    record["result"]["net"] = ["0", "0"]
    with pytest.raises(RequestError, match="differs"):
        KnockHand.replay(record)
    bad = hand.to_record()
    bad["moves"][0]["player"] = 1 if bad["moves"][0]["player"] == 2 else 2
    with pytest.raises(IllegalMoveError):
        KnockHand.replay(bad)
    with pytest.raises(RequestError):
        KnockHand.replay({"game": "rummy"})


def test_move_json_round_trip_and_bad_moves() -> None:
    for move in (Move.draw(0, "discard"), Move.knock(3, C("10S")), Move.decline(1), Move.meld(0, parse_hand("4H 5H 6H")),
                 Move.lay_off(2, C("7H"), 4)):
        assert Move.from_dict(json.loads(json.dumps(move.to_dict()))) == move
    for bad in ({"move": "fly", "player": 1}, {"move": "draw", "player": 0, "from": "stock"},
                {"move": "draw", "player": 1, "from": "table"}, "draw"):
        with pytest.raises(RequestError):
            Move.from_dict(bad)


# -- sessions (KR-3, KR-11) -----------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 5])
def test_kr3_a_session_is_one_rotation_of_dealers(players: int) -> None:
    session = KnockSession(players, seed=21)
    bots = [KnockThresholdBot(8 + i) for i in range(players)]
    play_out(session, bots)
    assert len(session.hands) == players
    dealers = [h.dealer for h in session.hands]
    assert dealers == [(session.first_dealer + i) % players for i in range(players)]  # passes to the left
    assert sorted(dealers) == list(range(players))  # everyone deals once
    result = session.result
    # KR-11: balances are the sums of each hand's net result; the highest balance wins.
    balances = [sum((h.result.net[s] for h in session.hands), Fraction(0)) for s in range(players)]
    assert list(result.balances) == balances
    assert set(result.winners) == {s for s in range(players) if balances[s] == max(balances)}
    with pytest.raises(IllegalMoveError) as err:
        session.apply(Move.draw(0, "stock"))
    assert err.value.rule == "KR-3"
    again = KnockSession.replay(json.loads(json.dumps(session.to_record())))
    assert again.result == result


def test_session_first_dealer_is_drawn_by_lot_from_the_seed() -> None:
    dealers = {KnockSession(4, seed=s).first_dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert KnockSession(4, seed=5).first_dealer == KnockSession(4, seed=5).first_dealer


# -- property tests: random games are legal, conserve the cards, replay exactly -------------------

def conserved(hand: KnockHand) -> bool:
    cards = [c for h in hand.hands for c in h] + hand.stock + hand.discard_pile
    if hand.knock_card is not None:
        cards.append(hand.knock_card)
    return Counter(cards) == Counter(full_deck())


def all_conceivable_moves(hand: KnockHand) -> list[Move]:
    """Every move of the player to play with any card of the deck (most are illegal)."""
    p = hand.to_play
    moves = [Move.draw(p, "stock"), Move.draw(p, "discard"), Move.decline(p)]
    for card in hand.hands[p] + hand.discard_pile[-1:]:
        moves += [Move.discard(p, card), Move.knock(p, card)]
    return moves


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**64 - 1), dealer=st.integers(0, 4),
       kinds=st.lists(st.sampled_from(["threshold", "greedy", "random"]), min_size=5, max_size=5))
def test_random_bot_hands_are_legal_conserve_cards_and_replay(players: int, seed: int, dealer: int,
                                                              kinds: list[str]) -> None:
    dealer %= players
    bots = [KnockThresholdBot(seed % 12) if k == "threshold" else KnockGreedyBot() if k == "greedy"
            else RandomBot(seed + i) for i, k in enumerate(kinds[:players])]
    hand = KnockHand(players, seed=seed, dealer=dealer)
    snapshots = [hand.snapshot()]
    while not hand.is_over:
        legal = hand.legal_moves()
        # apply() accepts exactly the moves legal_moves() lists.
        for move in all_conceivable_moves(hand):
            trial = hand.copy()
            try:
                trial.apply(move)
                accepted = True
            except IllegalMoveError:
                accepted = False
            assert accepted == (move in legal), move
        move = bots[hand.to_play].choose(hand)
        assert move in legal
        hand.apply(move)
        assert conserved(hand)
        snapshots.append(hand.snapshot())
        assert len(hand.moves) < 400
    assert sum(hand.result.net) == 0
    replay = KnockHand(players, seed=seed, dealer=dealer)
    states = [replay.snapshot()]
    for data in json.loads(json.dumps(hand.to_record()))["moves"]:
        replay.apply(Move.from_dict(data))
        states.append(replay.snapshot())
    assert states == snapshots
    assert replay.result == hand.result


def test_games_replay_dispatches_on_the_records_kind() -> None:
    from rummylab.games import replay
    from rummylab.games.rummy.state import RummyRound
    from rummylab.games.three_thirteen.state import ThirteenRound

    for state in (KnockHand(2, seed=3), ThirteenRound(2, 1, seed=3), RummyRound(3, seed=3)):
        p = state.to_play
        state.apply(Move.draw(p, "stock"))
        again = replay(json.loads(json.dumps(state.to_record())))
        assert type(again) is type(state) and again.snapshot() == state.snapshot()
    with pytest.raises(RequestError, match="not a kind of record"):
        replay({"game": "poker"})


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**64 - 1))
def test_random_sessions_end_conserve_cards_and_replay(players: int, seed: int) -> None:
    bots = [RandomBot(seed + i) if i % 2 else KnockThresholdBot(6 + i) for i in range(players)]
    session = KnockSession(players, seed=seed)
    while not session.is_over:
        move = bots[session.to_play].choose(session.current)
        assert move in session.legal_moves()
        session.apply(move)
        assert conserved(session.current)
    assert len(session.hands) == players and sum(session.result.balances) == 0
    again = KnockSession.replay(json.loads(json.dumps(session.to_record())))
    assert [h.snapshot() for h in again.hands] == [h.snapshot() for h in session.hands]


@pytest.mark.parametrize("kind", ["knock", "three-thirteen", "rummy"])
@pytest.mark.parametrize("first", ["x", 1.5, True])
def test_a_series_record_with_a_bad_first_dealer_is_refused(kind, first):
    """Sessions and games read their header in one place (games.common.series_header): a first
    dealer that is not a whole number is a bad record, not a crash."""
    from rummylab.core.errors import RequestError
    from rummylab.games.rummy.state import RummyGame
    from rummylab.games.three_thirteen.state import ThirteenGame

    cls = {"knock": KnockSession, "three-thirteen": ThirteenGame, "rummy": RummyGame}[kind]
    record = cls(3, seed=5).to_record()
    record["first_dealer"] = first
    with pytest.raises(RequestError) as err:
        cls.replay(record)
    assert err.value.code == "bad-record"
    good = cls(3, seed=5).to_record()
    assert cls.replay(good).to_record() == good
