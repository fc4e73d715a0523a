"""The knock coach's verdict quotes the expert: its move in the reader's seat and its reason,
decided from the reader's view of the position only."""

from __future__ import annotations

import json

import pytest

from rummylab.games.common import MoveKind
from rummylab.games.knock.expert import KnockExpert
from rummylab.games.seen import view_of
from rummylab.practice.coach import Position, expert_advice, judge, make_position, position_of
from rummylab.solver.melds import min_deadwood
from rummylab.web import handle
from rummylab.words.reasons import reason_text

from .test_expert import _shuffled

SEEDS = range(1, 13)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_verdict_carries_the_experts_move_and_its_reason(seed: int) -> None:
    position = make_position(seed)
    verdict = judge(position, "play", samples=8)
    move, why = KnockExpert(position.seed).decide(view_of(position.state(), position.seat))
    assert verdict.expert.reason == why                  # the expert's own reason for the same view
    assert verdict.expert.card == move.card
    assert verdict.expert.choice == ("knock" if move.kind is MoveKind.KNOCK else "play")
    assert verdict.expert.card in position.choices()     # never the card just taken (KR-8)
    if verdict.expert.choice == "knock":
        assert why.key in ("knock", "rum")
    else:
        assert why.key.startswith("discard")


def test_the_experts_choices_vary_over_positions() -> None:
    """Both answers occur: the advice is not one fixed move."""
    kinds = {expert_advice(make_position(seed)).choice for seed in range(1, 21)}
    assert kinds == {"knock", "play"}


@pytest.mark.parametrize("seed", SEEDS)
def test_the_advice_does_not_depend_on_the_hidden_cards(seed: int) -> None:
    position = make_position(seed)
    state = position.state()
    seen = [list(k) for k in position.known]
    shuffled = _shuffled(state, seen, seed)
    assert [sorted(h, key=lambda c: c.sort_key) for h in shuffled.hands] != [
        sorted(h, key=lambda c: c.sort_key) for h in state.hands] or shuffled.stock != state.stock
    again = position_of(shuffled, seed=position.seed, turn=position.turn)
    assert again.hands != position.hands or again.record != position.record
    assert expert_advice(again) == expert_advice(position)


def test_a_peeking_advice_would_be_caught() -> None:
    """The test above can fail: an adviser that also reads the next opponent's real deadwood (knocking
    when it is higher than the reader's) gives other advice once the hidden cards are shuffled."""
    def peeking(position: Position) -> tuple[str, int]:
        mine = min(min_deadwood([c for c in position.hand if c != x]) for x in position.choices())
        theirs = min_deadwood(position.hands[position.opponents[0]])
        return ("knock" if theirs > mine else "play"), theirs

    changed = 0
    for seed in SEEDS:
        position = make_position(seed)
        shuffled = _shuffled(position.state(), [list(k) for k in position.known], seed)
        again = position_of(shuffled, seed=position.seed, turn=position.turn)
        changed += peeking(again) != peeking(position)
    assert changed >= 1


@pytest.mark.parametrize("lang", ["en", "pt", "es", "fr"])
def test_coach_check_words_the_experts_reason_in_the_readers_language(lang: str) -> None:
    position = make_position(3)
    result = json.loads(handle(json.dumps({"op": "coach-check", "seed": 3, "choice": "play", "lang": lang,
                                           "samples": 8})))["result"]
    advice = expert_advice(position)
    expert = result["expert"]
    assert expert["choice"] == advice.choice and expert["card"] == str(advice.card)
    assert expert["reason"] == advice.reason.to_dict()
    assert expert["text"] == reason_text(advice.reason, "deadwood", lang)
    assert str(advice.card) in expert["text"]
    assert expert["agrees"] == (advice.choice == "play")
