"""The Three Thirteen and Rummy house rules at play: each one changes the result exactly as it says.

Three Thirteen: melds of wild cards only refused (TT-3, ``all_wild``), lay-offs on the melds of the
player who went out (TT-6, ``last_lay_off``), with the TT-8 variants. Rummy: the pile shuffled when
turned over (RU-7, ``reshuffle``), going out by a discard only (RU-6, ``discard_out``), the target
and aces at 15 (RU-8). Constructed cases against the profile, a brute-force reference for the
solver and the lay-offs, and bots' games under every combination of options, replayed from records.
"""

from __future__ import annotations

import json
from collections import Counter
from fractions import Fraction
from itertools import combinations, product
from typing import Any, Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummylab.core.cards import Card, full_deck, parse_hand
from rummylab.core.errors import IllegalMoveError, MeldError, RulesError
from rummylab.core.rules import RUMMY, Rules, three_thirteen
from rummylab.games import get, play_out, replay
from rummylab.games.bots import RandomBot
from rummylab.games.common import Move, MoveKind, Phase
from rummylab.games.rummy.bots import RummyGreedyBot
from rummylab.games.rummy.scoring import score_rummy_round
from rummylab.games.rummy.state import RummyGame, RummyRound
from rummylab.games.three_thirteen.bots import ThirteenGreedyBot
from rummylab.games.three_thirteen.scoring import score_three_thirteen_round
from rummylab.games.three_thirteen.state import ThirteenGame, ThirteenRound
from rummylab.solver.arrangement import Meld
from rummylab.solver.lay_off import lay_off
from rummylab.solver.melds import all_best_arrangements, best_arrangement, make_meld, min_deadwood
from rummylab.web.play_view import view_of
from rummylab.words.catalogue import LANGS
from rummylab.words.error_text import localize_error
from rummylab.words.explain import explain

C = Card.parse
H = parse_hand
TT = get("three-thirteen")
RU = get("rummy")


def fixed(examples: int) -> settings:
    return settings(derandomize=True, max_examples=examples, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


# -- an independent reference: every meld and every lay-off by brute force ---------------------------------


def is_meld(cards: Sequence[Card], rules: Rules) -> bool:
    """A set or a run by brute force over every window (TT-3, TT-4, TT-8); all wild only if rules.all_wild."""
    if len(cards) < 3:
        return False
    naturals = [c for c in cards if not rules.is_wild(c)]
    if not naturals:
        return rules.all_wild
    if len({c.rank for c in naturals}) == 1:
        return rules.max_set_size is None or len(cards) <= rules.max_set_size
    if len({c.suit for c in naturals}) > 1:
        return False
    top = 14 if rules.ace_high else 13
    readings = [[c.rank] + ([14] if rules.ace_high and c.rank == 1 else []) for c in naturals]
    return any(len(set(ps)) == len(ps) and all(lo <= p < lo + len(cards) for p in ps)
               for lo in range(1, top - len(cards) + 2) for ps in product(*readings))


def brute_deadwood(hand: Sequence[Card], rules: Rules) -> int:
    """The least penalty over every way of cutting the hand into melds and leftovers."""
    cards = list(hand)
    if not cards:
        return 0
    first, rest = cards[0], cards[1:]
    best = rules.value(first) + brute_deadwood(rest, rules)
    for size in range(2, len(rest) + 1):
        for picks in combinations(range(len(rest)), size):
            if is_meld([first] + [rest[i] for i in picks], rules):
                others = [c for i, c in enumerate(rest) if i not in picks]
                best = min(best, brute_deadwood(others, rules))
    return best


def brute_lay_off(hand: Sequence[Card], shown: Sequence[Meld], rules: Rules) -> int:
    """The least penalty after laying off any cards on the melds shown, each meld staying legal."""
    cards = list(hand)
    best = brute_deadwood(cards, rules)
    for size in range(1, len(cards) + 1):
        for picks in combinations(range(len(cards)), size):
            laid = [cards[i] for i in picks]
            kept = [c for i, c in enumerate(cards) if i not in picks]
            for where in product(range(len(shown)), repeat=size):
                if all(is_meld(list(m.cards) + [c for c, w in zip(laid, where) if w == i], rules)
                       for i, m in enumerate(shown)):
                    best = min(best, brute_deadwood(kept, rules))
                    break
    return best


# -- Three Thirteen: melds of wild cards only refused (TT-3) ----------------------------------------------


def test_tt3_an_all_wild_meld_counts_in_the_profile_and_not_under_the_house_rule() -> None:
    hand = H("3S 3H 3D")  # round 1: threes are wild (TT-3)
    profile, house = three_thirteen(1), three_thirteen(1, all_wild=False)
    assert min_deadwood(hand, profile) == 0 and best_arrangement(hand, profile).melds
    arr = best_arrangement(hand, house)
    assert (arr.melds, arr.deadwood, min_deadwood(hand, house)) == ((), 9, 9)  # TT-7: each wild its face value
    assert [a.deadwood for a in all_best_arrangements(hand, house)] == [9]
    # Jokers (TT-8) are wild cards too: two jokers and a three make no meld, 20 + 20 + 3.
    jokers = three_thirteen(1, jokers=2, all_wild=False)
    assert min_deadwood(H("JK JK 3C"), jokers) == 43
    assert min_deadwood(H("JK JK 3C"), jokers.with_options(all_wild=True)) == 0


def test_tt3_the_round_explains_why_wild_cards_are_left_over() -> None:
    hands = ["3S 3H 3D", "KD KS KC"]  # round 1, one deck (TT-1): player 1 holds three wild threes
    profile = score_three_thirteen_round(hands, 1, out=1)
    house = score_three_thirteen_round(hands, 1, out=1, rules=three_thirteen(1, decks=1, all_wild=False))
    assert (profile.penalties, house.penalties) == ((0, 0), (9, 0))
    for lang in LANGS:
        assert any("TT-3" in line for line in explain(house, lang)[1:])
        assert not any("TT-3" in line for line in explain(profile, lang)[1:])


def test_tt3_a_natural_card_still_takes_every_wild() -> None:
    # With one natural card, a set of it takes all the wild cards (TT-4: sets have no cap): the same minimum.
    hand = H("3S 3H 3D 9C 5D")
    house = three_thirteen(1, all_wild=False)
    arr = best_arrangement(hand, house)
    assert arr.deadwood == min_deadwood(hand, three_thirteen(1)) == 5
    assert all(m.naturals for m in arr.melds)


def test_tt3_the_solver_caches_keep_the_variants_apart() -> None:
    # One natural card and five wild ones: under the house rule the set of nines takes all five (room
    # for more than two spare wilds), in the profile three of them meld alone. Solved in turn, each
    # variant must find its own answer whatever the other left in the move cache.
    hand = H("9C 3S 3H 3D 3C 3S")
    profile, house = three_thirteen(1), three_thirteen(1, all_wild=False)
    for rules in (profile, house, profile, house):
        arr = best_arrangement(hand, rules)
        assert (min_deadwood(hand, rules), arr.deadwood) == (0, 0)
        assert len(arr.melds) == (2 if rules.all_wild else 1)


def test_tt3_make_meld_refuses_wild_cards_only_in_every_language() -> None:
    with pytest.raises(MeldError) as err:
        make_meld(H("3S 3H 3D"), three_thirteen(1, all_wild=False))
    assert err.value.code == "all-wild"
    for lang in LANGS:
        assert "3♠ 3♥ 3♦" in localize_error(err.value, lang) and "TT-3" in localize_error(err.value, lang)
    assert make_meld(H("3S 3H 3D"), three_thirteen(1)).cards  # the profile: a meld


def _tt_round(seat1: str, seat0: str, up: str, stock: str, round: int = 1, **options: Any) -> ThirteenRound:
    """A 2-player round (one deck, TT-1), dealer seat 0, with the given hands, up card and stock's top."""
    dealt = [c for two in zip(H(seat1), H(seat0)) for c in two]
    head = dealt + list(H(up)) + list(H(stock))
    rest = [c for c in full_deck() if c not in set(head)]
    return ThirteenRound.from_deck(2, round, head + rest, dealer=0, **options)


def test_tt6_going_out_on_wild_cards_only_is_refused_under_the_house_rule() -> None:
    for options, can in (({}, True), ({"all_wild": False}, False)):
        state = _tt_round("3S 3H 3D", "9C 9D 2S", "KH", "QS", **options)
        state.apply(Move.draw(1, "stock"))
        assert (Move.go_out(1, C("QS")) in state.legal_moves()) is can
        if not can:
            with pytest.raises(IllegalMoveError) as err:
                state.apply(Move.go_out(1, C("QS")))
            assert (err.value.code, err.value.rule) == ("cannot-go-out", "TT-6")


def _reference_hands(draw: st.DrawFn, rules: Rules) -> tuple[Card, ...]:
    wilds = [c for c in full_deck(decks=rules.decks, jokers=rules.jokers) if rules.is_wild(c)]
    naturals = [c for c in full_deck(decks=rules.decks) if not rules.is_wild(c) and c.rank in (1, 2, 4, 5, 12, 13)]
    k = draw(st.integers(0, 6))
    n = draw(st.integers(max(0, 3 - k), 7 - k))
    picks = draw(st.lists(st.integers(0, len(wilds) - 1), min_size=k, max_size=k, unique=True))
    more = draw(st.lists(st.integers(0, len(naturals) - 1), min_size=n, max_size=n, unique=True))
    return tuple(wilds[i] for i in picks) + tuple(naturals[i] for i in more)


@fixed(150)
@given(st.data(), st.booleans(), st.booleans())
def test_tt3_solver_matches_brute_force_without_all_wild_melds(data: st.DataObject, ace_high: bool,
                                                               jokers: bool) -> None:
    rules = three_thirteen(1, jokers=2 if jokers else 0, ace_high=ace_high, all_wild=False)
    hand = data.draw(st.composite(lambda draw: _reference_hands(draw, rules))())
    expected = brute_deadwood(hand, rules)
    assert min_deadwood(hand, rules) == expected
    for arr in (best_arrangement(hand, rules), *all_best_arrangements(hand, rules, limit=20)):
        assert arr.deadwood == expected
        assert Counter(c for m in arr.melds for c in m.cards) + Counter(arr.unmatched) == Counter(hand)
        for meld in arr.melds:
            assert meld.naturals and is_meld(meld.cards, rules), str(meld)


# -- Three Thirteen: lay-offs on the melds of the player who went out (TT-6) ------------------------------


def test_tt6_lay_offs_lower_the_penalties_exactly() -> None:
    # Round 4 (sixes wild), 3 players: player 1 went out showing 7♠ 8♠ 9♠ and three queens.
    hands = ["7S 8S 9S QH QD QC", "10S JS 2D 5C QH 3C", "AC 2C 4H 8H 10C KD"]
    profile = score_three_thirteen_round(hands, 4, out=0)
    house = score_three_thirteen_round(hands, 4, out=0, rules=three_thirteen(4, last_lay_off=True))
    assert profile.penalties == (0, 10 + 10 + 2 + 5 + 10 + 3, 1 + 2 + 4 + 8 + 10 + 10)
    assert house.penalties == (0, 10, 35)  # 10♠ J♠ on the run and Q♥ on the queens: 3 + 5 + 2 left
    assert [sorted(map(str, cards)) for cards in house.laid_off] == [[], ["10♠", "J♠", "Q♥"], []]
    assert [str(m) for m in house.shown] == ["7♠ 8♠ 9♠ 10♠ J♠", "Q♣ Q♦ Q♥ Q♥"]
    assert house.to_dict()["laid_off"][1] and "laid_off" not in profile.to_dict()  # the profile's answer unchanged
    for lang in LANGS:
        lines = explain(house, lang)
        assert any("10♠ J♠" in line and "TT-6" in line for line in lines), lines
        assert not any("TT-6" in line and "♠" in line for line in explain(profile, lang)[2:])


def test_tt6_a_lay_off_that_breaks_a_meld_of_ones_own_is_not_made() -> None:
    # 5♠ would go on 2♠ 3♠ 4♠, but it is worth more in the set of fives: nothing is laid off.
    hands = ["2S 3S 4S 9H 9D 9C", "5S 5H 5D KC 2H 2D", "AC 2C 4H 8H 10C KD"]
    house = score_three_thirteen_round(hands, 4, out=0, rules=three_thirteen(4, last_lay_off=True))
    assert house.penalties[1] == min_deadwood(H(hands[1]), three_thirteen(4)) == 14
    assert house.laid_off[1] == ()


def test_tt6_each_player_lays_off_on_the_melds_as_the_one_before_left_them() -> None:
    # Player 2 puts 10♠ on 7♠ 8♠ 9♠; then player 3 can put J♠ on the longer run.
    hands = ["7S 8S 9S QH QD QC", "10S 2D 5C 3C AH KD", "JS AC 2C 4H 8H 10C"]
    rules = three_thirteen(4, last_lay_off=True)
    house = score_three_thirteen_round(hands, 4, out=0, rules=rules)
    assert house.laid_off[1] == (C("10S"),) and house.laid_off[2] == (C("JS"),)
    # In the other order player 3 has nothing to lay off on (J♠ needs the 10♠ first).
    other = score_three_thirteen_round(hands, 4, out=0, rules=rules, order=(2, 1))
    assert other.laid_off[2] == () and other.laid_off[1] == (C("10S"),)
    assert other.penalties[2] == house.penalties[2] + 10


def _tt_shown(draw: st.DrawFn) -> tuple[list[Meld], tuple[Card, ...], Rules]:
    """A set and a run shown (no wild card among them), and a hand drawn mostly from the cards they could take."""
    rules = three_thirteen(draw(st.sampled_from((1, 2, 3))), ace_high=draw(st.booleans()), last_lay_off=True)
    deck = list(full_deck(decks=2))
    rank = draw(st.sampled_from([r for r in range(1, 14) if r != rules.wild_rank]))
    suit = draw(st.sampled_from(sorted({c.suit for c in deck}, key=lambda x: x.value)))
    lo = draw(st.integers(6, 12 if rules.ace_high else 11))  # above every wild rank of rounds 1-3
    run = [next(c for c in deck if c.suit == suit and c.rank == (1 if r == 14 else r)) for r in range(lo, lo + 3)]
    of_rank = [c for c in deck if c.rank == rank]
    group = draw(st.lists(st.integers(0, len(of_rank) - 1), min_size=3, max_size=3, unique=True))
    used = Counter(run) + Counter(of_rank[i] for i in group)
    shown = [make_meld([of_rank[i] for i in group], rules), make_meld(run, rules)]
    left = Counter(deck) - used
    near = [c for c in left.elements() if c.rank == rank or rules.is_wild(c)
            or c.suit == suit and (lo - 3 <= c.rank <= lo + 5 or c.rank == 1)]
    others = [c for c in left.elements() if c not in set(near)]
    size = draw(st.integers(3, 5))
    picks = draw(st.lists(st.integers(0, len(near) - 1), min_size=size - 1, max_size=size, unique=True))
    hand = [near[i] for i in picks]
    hand += [others[draw(st.integers(0, len(others) - 1))] for _ in range(size - len(hand))]
    return shown, tuple(hand), rules


@fixed(120)
@given(st.data())
def test_tt6_lay_off_finds_the_least_penalty_of_brute_force(data: st.DataObject) -> None:
    shown, hand, rules = data.draw(st.composite(_tt_shown)())
    kept, laid, after = lay_off(hand, shown, rules)
    assert Counter(kept) + Counter(laid) == Counter(hand)
    assert min_deadwood(kept, rules) == brute_lay_off(hand, shown, rules)
    assert len(after) == len(shown) and all(is_meld(m.cards, rules) for m in after)
    assert Counter(c for m in after for c in m.cards) == Counter(c for m in shown for c in m.cards) + Counter(laid)


# -- Three Thirteen: bots' games under every combination of options ---------------------------------------

TT_OPTIONS = [dict(zip(("ace_high", "court_values", "jokers", "last_lay_off", "all_wild"), values))
              for values in product((False, True), (False, True), (0, 2), (False, True), (True, False))]


@fixed(24)
@given(st.sampled_from(TT_OPTIONS), st.integers(2, 4), st.integers(1, 11), st.integers(0, 2**32))
def test_tt_rounds_under_every_option_replay_and_score_sanely(options: dict[str, Any], players: int, round: int,
                                                             seed: int) -> None:
    state = play_out(TT.deal(players, seed=seed, round=round, **options), [ThirteenGreedyBot()] * players)
    record = json.loads(json.dumps(state.to_record()))
    defaults = {v.field: v.default for v in TT.variants}
    assert record.get("options", {}) == {k: v for k, v in options.items() if v != defaults[k]}
    again = replay(record)
    assert again.snapshot() == state.snapshot() and again.result == state.result
    result = state.result
    assert all(p >= 0 for p in result.penalties)
    if result.out is not None:
        assert result.penalties[result.out] == 0
    assert result.rules == state.rules and state.rules.last_lay_off == options["last_lay_off"]


@fixed(6)
@given(st.sampled_from(TT_OPTIONS), st.integers(0, 2**32))
def test_tt_short_games_under_options_replay(options: dict[str, Any], seed: int) -> None:
    game = play_out(TT.new_series(3, seed=seed, rounds=3, **options), [ThirteenGreedyBot()] * 3)
    again = ThirteenGame.replay(json.loads(json.dumps(game.to_record())))
    assert again.result.totals == game.result.totals
    assert all(r.options == game.current.options for r in again.rounds)


def test_tt_the_sheet_follows_the_variants() -> None:
    # TT-8 through the sheet's rules: J 11, Q 12, K 13; a leftover ace 15 with aces high.
    rules = TT.sheet_rules(3, 3, court_values=True, ace_high=True)
    assert (rules.value(C("KS")), rules.value(C("AS")), rules.round) == (13, 15, 3)
    assert TT.sheet_rules(3, 3) == three_thirteen(3)
    assert TT.score_entry([0, 12, 3], 0, ["a", "b", "c"], last_lay_off=True)[1] == (0, 12, 3)


# -- Rummy: the pile shuffled when turned over (RU-7) ----------------------------------------------------


class _Stocker:
    """Draws from the stock and throws the card drawn back: the stock runs out."""

    name = "stocker"

    def choose(self, state: Any) -> Move:
        p = state.to_play
        if state.phase is Phase.DRAW:
            return Move.draw(p, "stock" if state.stock else "discard")
        return Move.discard(p, state.hands[p][-1])


def _turned(**options: Any) -> tuple[RummyRound, list[Card]]:
    """A 2-player round played until the stock is turned over; also the pile as it was turned."""
    state = RummyRound(2, seed=11, **options)
    bot = _Stocker()
    while not state.stock_turned:
        pile = list(state.discard_pile)
        state.apply(bot.choose(state))
    return state, pile


def test_ru7_the_profile_turns_the_pile_over_and_the_house_rule_shuffles_it() -> None:
    plain, pile = _turned()
    assert plain.stock == list(reversed(pile + [plain.moves[-1].card]))  # oldest discard on top
    house, pile2 = _turned(reshuffle=True)
    assert Counter(house.stock) == Counter(plain.stock) and house.stock != plain.stock
    again = _turned(reshuffle=True)[0]
    assert again.stock == house.stock  # from the round's seed: the same every time
    assert RummyRound.replay(json.loads(json.dumps(house.to_record()))).snapshot() == house.snapshot()
    assert house.to_record()["options"] == {"reshuffle": True} and "options" not in plain.to_record()
    from_deck = RummyRound.from_deck(2, house.deck, reshuffle=True)  # no seed: the deck's order seeds it
    assert from_deck._pile_seed() == RummyRound.from_deck(2, house.deck, reshuffle=True)._pile_seed()


# -- Rummy: going out only with a discard (RU-6) ----------------------------------------------------------


def _going_out(**options: Any) -> RummyRound:
    # Player 2 (seat 1) holds a run of four and three nines and draws the fourth nine.
    seat1, seat0 = H("4S 5S 6S 7S 9H 9D 9C"), H("2C 3D 5H 7D JC QH KD")
    head = [c for two in zip(seat1, seat0) for c in two] + [C("AD"), C("9S")]
    rest = [c for c in full_deck() if c not in set(head)]
    state = RummyRound.from_deck(2, head + rest, dealer=0, **options)
    state.apply(Move.draw(1, "stock"))
    state.apply(Move.meld(1, H("4S 5S 6S 7S")))
    return state


def test_ru6_the_profile_goes_out_by_melding_and_the_house_rule_needs_a_discard() -> None:
    plain = _going_out()
    assert Move.meld(1, H("9C 9D 9H 9S")) in plain.legal_moves()
    plain.apply(Move.meld(1, H("9C 9D 9H 9S")))
    assert plain.is_over and plain.out_player == 1  # RU-6: no discard needed
    house = _going_out(discard_out=True)
    legal = house.legal_moves()
    assert Move.meld(1, H("9C 9D 9H 9S")) not in legal and Move.meld(1, H("9C 9D 9H")) in legal
    with pytest.raises(IllegalMoveError) as err:
        house.apply(Move.meld(1, H("9C 9D 9H 9S")))
    assert (err.value.code, err.value.rule) == ("discard-out", "RU-6")
    for lang in LANGS:
        text = localize_error(err.value, lang)
        assert "9♣ 9♦ 9♥ 9♠" in text and "RU-6" in text, text
    house.apply(Move.meld(1, H("9C 9D 9H")))
    assert Move.lay_off(1, C("9S"), 1) not in house.legal_moves()  # a lay-off that empties the hand neither
    with pytest.raises(IllegalMoveError) as err:
        house.apply(Move.lay_off(1, C("9S"), 1))
    assert err.value.code == "discard-out"
    house.apply(Move.discard(1, C("9S")))
    assert house.is_over and house.out_player == 1 and house.result.points == (0, 2 + 3 + 5 + 7 + 10 + 10 + 10)


# -- Rummy: the target and the aces (RU-8) -----------------------------------------------------------------


def test_ru8_aces_at_15_in_the_round_the_sheet_and_the_explanation() -> None:
    hands = ["", "AS 2C", "5D AH"]
    assert score_rummy_round(hands, 0).points == (1 + 2 + 5 + 1, 0, 0)
    house = score_rummy_round(hands, 0, rules=RUMMY.with_options(ace_points=15))
    assert (house.points, house.values) == ((37, 0, 0), (0, 17, 20))
    assert RU.score_hands([H(h) for h in hands], out=0, round=None, ace_points=15).points == (37, 0, 0)
    assert RU.sheet_rules(1, 3, ace_points=15).value(C("AD")) == 15 and RU.sheet_rules(1, 3).value(C("AD")) == 1
    for lang in LANGS:
        assert any("15" in line and "RU-8" in line for line in explain(house, lang)[1:2])
        assert not any("RU-8" in line for line in explain(score_rummy_round(hands, 0), lang)[1:])


def test_ru8_the_solver_counts_aces_by_the_rules_it_is_given() -> None:
    # The solver's tables are cached per card values: aces at 1 and at 15 each keep their own.
    hand = H("AS 5D 9C 2H 3H 4H")
    for rules, left in ((RUMMY, 1 + 5 + 9), (RUMMY.with_options(ace_points=15), 15 + 5 + 9),
                        (RUMMY, 1 + 5 + 9)):
        assert min_deadwood(hand, rules) == best_arrangement(hand, rules).deadwood == left


def test_ru8_the_target_ends_the_game_and_the_sheet() -> None:
    assert RU.series_target() == 200 and RU.series_target(target=300) == 300
    totals = (Fraction(250), Fraction(0))
    assert RU.is_series_over(totals, 3, 0) and not RU.is_series_over(totals, 3, 0, target=300)
    game = RU.new_series(3, seed=4, **{"target": 100, "ace_points": 15})  # the option binds to ``target``
    assert (game.target, game.rules.target, game.options) == (100, 100, {"ace_points": 15})
    play_out(game, [RummyGreedyBot()] * 3)
    running = game.result.running
    assert max(running[-1]) >= 100 and all(max(totals) < 100 for totals in running[:-1])  # it ends at 100
    record = json.loads(json.dumps(game.to_record()))
    assert (record["target"], record["options"]) == (100, {"ace_points": 15})
    assert RummyGame.replay(record).totals == game.totals
    with pytest.raises(RulesError) as err:
        RU.rules(target=0)
    assert err.value.code == "bad-rule-range" and "target" in localize_error(err.value, "fr")


def test_a_three_thirteen_record_without_its_round_is_refused() -> None:
    with pytest.raises(RulesError) as err:
        ThirteenRound.replay({"game": "three-thirteen", "players": 3, "seed": 1, "options": {"all_wild": False}})
    assert err.value.code == "bad-round"


def test_house_rules_unknown_to_a_record_are_named() -> None:
    record = {"game": "rummy", "players": 2, "seed": 1, "options": {"penalty": 20}}
    with pytest.raises(RulesError) as err:
        RummyRound.replay(record)
    assert err.value.code == "bad-rule" and all("penalty" in localize_error(err.value, lang) for lang in LANGS)


# -- Rummy: bots' rounds and games under every combination of options -------------------------------------

RU_OPTIONS = [dict(zip(("reshuffle", "discard_out", "ace_points"), values))
              for values in product((False, True), (False, True), (1, 15))]


@fixed(24)
@given(st.sampled_from(RU_OPTIONS), st.integers(2, 5), st.integers(0, 2**32), st.sampled_from(("greedy", "random")))
def test_ru_rounds_under_every_option_replay_and_score_the_cards_left(options: dict[str, Any], players: int,
                                                                      seed: int, bot: str) -> None:
    bots = [RummyGreedyBot() if bot == "greedy" else RandomBot(seed + i) for i in range(players)]
    state = play_out(RU.deal(players, seed=seed, **options), bots)
    again = replay(json.loads(json.dumps(state.to_record())))
    assert again.snapshot() == state.snapshot() and again.result == state.result
    aces = options["ace_points"]
    left = [sum(aces if c.rank == 1 else min(c.rank, 10) for c in hand) for hand in state.hands]
    result = state.result
    if result.out is None:
        assert result.points == (0,) * players
    else:
        assert result.points[result.out] == sum(left) and sum(result.points) == sum(left)
    if options["discard_out"] and state.out_player is not None:
        assert state.moves[-1].kind is MoveKind.DISCARD  # RU-6 at this table: the last card is a discard


@fixed(8)
@given(st.sampled_from(RU_OPTIONS), st.integers(0, 2**32), st.sampled_from((60, 100)))
def test_ru_games_under_every_option_replay(options: dict[str, Any], seed: int, target: int) -> None:
    game = play_out(RU.new_series(3, seed=seed, target=target, **options), [RummyGreedyBot()] * 3)
    assert max(game.totals) >= target and game.result.winner is not None
    again = RummyGame.replay(json.loads(json.dumps(game.to_record())))
    assert again.totals == game.totals and [r.rules for r in again.rounds] == [r.rules for r in game.rounds]


def test_tt6_the_play_view_shows_the_melds_and_the_lay_offs_only_under_the_house_rule() -> None:
    for options in ({}, {"last_lay_off": True}):
        game = TT.new_series(3, seed=5, rounds=2, **options)
        play_out(game, [ThirteenGreedyBot()] * 3)
        part = next(r for r in game.rounds if r.out_player is not None)
        ended = view_of(TT).ended_extras(part)
        assert ("laid_off" in ended) is bool(options) and ("shown" in part.snapshot()) is bool(options)
        if options:
            assert ended["laid_off"] == [[str(c) for c in cards] for cards in part.result.laid_off]
            laid = sum(len(cards) for cards in part.result.laid_off)
            assert sum(map(len, ended["shown"])) == len(part.hands[part.out_player]) + laid
