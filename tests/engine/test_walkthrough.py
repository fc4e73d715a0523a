"""rummylab.practice.walkthrough: a hand or round record replayed turn by turn, each turn explained.

The numbers a walkthrough shows (the deadwood or penalty before the draw and after the turn, the
deadwood a discard would leave, the count with the discard pile's top card) are checked against
the slow exhaustive solver of the tests (tests/engine/reference_solver.py: KR-5, TT-7), never
against the engine's own solver; the moves against the rules (KR-6, KR-8, TT-6, RU-4) read
directly; a refused record must name its step.
"""

from __future__ import annotations

from typing import Any

import pytest

from rummylab.core.cards import Card
from rummylab.games import MoveKind, get, play_out
from rummylab.practice.walkthrough import Line, WalkError, say, walk
from rummylab.words.catalogue import CATALOGUE
from tests.engine.reference_solver import reference_min_deadwood

NAMES = ["Ana", "Bruno", "Carla", "Dora"]

# The three pages' records (docs/examples/*-walkthrough.yml): game, players, seed, round, bots.
TABLES = [
    ("knock", 3, 350, None, ["cautious", "threshold", "cautious"]),
    ("three-thirteen", 3, 112, 4, ["greedy"] * 3),
    ("rummy", 4, 110, None, ["greedy"] * 4),
]


def played(game: str, players: int, seed: int, round_: int | None, bots: list[str]) -> dict[str, Any]:
    g = get(game)
    state = play_out(g.deal(players, seed=seed, dealer=players - 1, round=round_), [g.make_bot(b) for b in bots])
    record: dict[str, Any] = state.to_record()
    return record


def reference_best_discard(cards: list[Card], rules: Any, keep: Card | None = None) -> int:
    """The least deadwood after letting one card go (never ``keep``, KR-8/RU-5), by the slow solver."""
    options = []
    for i, card in enumerate(cards):
        if card != keep:
            options.append(reference_min_deadwood(cards[:i] + cards[i + 1:], rules))
    return min(options)


@pytest.mark.parametrize(("game", "players", "seed", "round_", "bots"), TABLES, ids=[t[0] for t in TABLES])
def test_every_turn_counts_like_the_reference_solver(game: str, players: int, seed: int, round_: int | None,
                                                    bots: list[str]) -> None:
    w = walk(played(game, players, seed, round_, bots), bots=bots)
    rules = w.rules
    assert [t.step for t in w.turns] == list(range(2, len(w.turns) + 2))  # the deal is step 1
    for t in w.turns:
        assert t.before == reference_min_deadwood(t.hand_before, rules), t.step
        assert t.after == reference_min_deadwood(t.hand_after, rules), t.step
        draw = t.moves[0]
        assert draw.kind is MoveKind.DRAW and draw.player == t.player
        line = t.lines[1] if t.lines[0].key == "walk.last_turn" else t.lines[0]
        if draw.source == "discard":  # taken because, with the best discard, it lowers the count
            assert line.key.startswith("walk.take")
            after = reference_best_discard(list(t.hand_before) + [t.drawn], rules, keep=t.drawn)
            assert (line.params["before"], line.params["after"]) == (t.before, after)
            assert after < t.before
        else:  # drawn from the stock: the top discard would not have lowered it
            assert line.key.startswith("walk.stock")
            with_top = reference_best_discard(list(t.hand_before) + [t.top_before], rules, keep=t.top_before)
            assert line.params["with"] == with_top >= t.before


def test_knock_rummy_hand_read_by_the_rules() -> None:
    bots = TABLES[0][4]
    w = walk(played(*TABLES[0]), bots=bots)
    last = w.turns[-1]
    keys = [line.key for line in last.lines]
    # KR-6: the knock ends the turn and the hand; KR-8: the card just taken is not the one put face down.
    assert last.moves[-1].kind is MoveKind.KNOCK and w.state.is_over
    assert last.moves[0].source == "discard" and last.moves[-1].card != last.drawn
    assert keys[-3:] == ["walk.knock", "walk.knock.bot", "walk.advice"]
    assert last.lines[-2].params["limit"] == 10  # the threshold bot knocks at 10 or less
    advice = last.lines[-1].params
    assert 0 <= advice["beaten"] <= 1 and advice["win"] + advice["beaten"] == pytest.approx(1)
    # A bot that waits says why: its deadwood is above its limit.
    waits = [line for t in w.turns for line in t.lines if line.key == "walk.wait"]
    assert waits and all(line.params["after"] > line.params["limit"] for line in waits)
    # The deal says each bot's limit (cautious 4, threshold 10), in seat order.
    assert [(line.params["player"], line.params["limit"]) for line in w.deal_lines if line.key == "walk.knock.bot"] \
        == [(0, 4), (1, 10), (2, 4)]


def test_three_thirteen_round_wild_cards_and_last_turns() -> None:
    w = walk(played(*TABLES[1]), bots=TABLES[1][4])
    assert w.rules.wild_rank == 6  # round 4: sixes wild (TT-3)
    out = next(t for t in w.turns if t.moves[-1].kind is MoveKind.GO_OUT)
    assert reference_min_deadwood(out.hand_after, w.rules) == 0  # TT-6: every other card melds
    after = w.turns[w.turns.index(out) + 1:]
    assert len(after) == w.players - 1  # TT-6: one more turn for each of the others
    assert all(t.lines[0].key == "walk.last_turn" for t in after)
    wild = [line for t in w.turns for line in t.lines if line.key.startswith("walk.wild.")]
    assert wild, "a wild card is drawn into a meld"
    for line in wild:
        assert line.params["card"].rank == 6
        assert line.params["card"] in line.params["cards"] and line.params["stands"] != line.params["card"]


def test_rummy_round_melds_lay_off_and_going_out() -> None:
    w = walk(played(*TABLES[2]), bots=TABLES[2][4])
    lines = [line for t in w.turns for line in t.lines]
    lay = [line for line in lines if line.key.startswith("walk.lay_off")]
    assert lay and lay[0].key == "walk.lay_off"  # on another player's meld (RU-4)
    assert lay[0].params["owner"] != lay[0].params["player"]
    assert lay[0].params["card"] in lay[0].params["cards"]
    melder = lay[0].params["player"]
    first_meld = next(i for i, line in enumerate(lines) if line.key.startswith("walk.meld") and
                      line.params["player"] == melder)
    assert first_meld < lines.index(lay[0])  # RU-4: a meld of one's own first
    assert [line.key for line in lines[-2:]] == ["walk.discard.last", "walk.out.rummy"]  # RU-6
    assert not w.turns[-1].hand_after


def test_named_cards_are_the_turns_own() -> None:
    w = walk(played(*TABLES[0]), bots=TABLES[0][4])
    t = w.turns[0]
    assert set(t.hand_before) <= t.named and t.top_before in t.named
    others = {c for seat, hand in enumerate(w.dealt) if seat != t.player for c in hand}
    assert not others & t.named  # nothing of another player's hand


def test_an_illegal_move_is_refused_with_its_step() -> None:
    record = played(*TABLES[0])
    knock = record["moves"][-1]
    assert knock["move"] == "knock"
    record["moves"][-1] = dict(knock, card=Card.parse("5C").ascii)  # the card just taken (KR-8)
    with pytest.raises(WalkError) as info:
        walk(record)
    assert info.value.step == 6 and info.value.code == "illegal-move" and info.value.token == "KR-8"
    assert str(info.value).startswith("step 6: ")


def test_a_move_the_bot_would_not_play_is_refused() -> None:
    record = played(*TABLES[0])
    record["moves"][1] = {"player": 1, "move": "discard", "card": "AD"}  # Ana's bot lets 5♠ go
    with pytest.raises(WalkError) as info:  # with no bots named, Ana's discard is legal: a later move fails
        walk(record)
    # Bruno takes A♦ instead of 5♠, and cannot knock with a 5♠ he never took (step 6).
    assert info.value.step == 6 and info.value.code == "illegal-move"
    with pytest.raises(WalkError) as info:
        walk(record, bots=TABLES[0][4])
    assert info.value.step == 2 and info.value.code == "not-the-bot"


def test_a_record_that_stops_early_is_refused() -> None:
    record = played(*TABLES[0])
    record["moves"] = record["moves"][:-3]
    record.pop("result")
    with pytest.raises(WalkError, match="step 5: .*not finished|ends before") as info:
        walk(record)
    assert info.value.code == "unfinished"


def test_a_session_record_is_not_a_walkthrough() -> None:
    with pytest.raises(WalkError, match="one hand or round"):
        walk({"game": "knock-session", "players": 3, "seed": 1, "hands": []})


@pytest.mark.parametrize("lang", ["pt", "en", "es", "fr"])
def test_every_line_is_said_in_every_language(lang: str) -> None:
    for table in TABLES:
        w = walk(played(*table), bots=table[4])
        for line in w.deal_lines + tuple(x for t in w.turns for x in t.lines):
            sentence = say(line, lang, NAMES)
            assert "{" not in sentence and not sentence[:1].islower(), sentence  # "8♥ …" starts with a card
            if "player" in line.params:
                assert NAMES[line.params["player"]] in sentence, sentence


def test_the_catalogue_has_both_wordings_of_the_points() -> None:
    # A line said in the game's points: deadwood (KR-5) or penalty points (TT-7), never mixed.
    keys = {k.rsplit(".", 1)[0] for k in CATALOGUE if k.startswith("walk.") and k.endswith((".deadwood", ".penalty"))}
    for key in keys:
        assert f"{key}.deadwood" in CATALOGUE and f"{key}.penalty" in CATALOGUE, key
    assert say(Line("walk.take.penalty", {"player": 0, "card": Card.parse("6D"), "before": 22, "after": 8}),
               "en", NAMES) == ("Ana takes 6♦ from the discard pile: with it, the best discard brings the "
                                "penalty points to 8 instead of 22.")
