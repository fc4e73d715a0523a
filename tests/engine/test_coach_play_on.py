"""The knock coach's playing-on estimate: the expert plays the reader's seat on, the others are threshold bots.

After the decision (KR-6, KR-7) the hand is played to its end in every draw of the others' hands: the
reader's seat by the expert (rummylab.games.knock.expert.KnockExpert), from its own view only; each
opponent by a threshold bot whose threshold the reader does not know. The worksheets alone keep a bot
knocking at 8 in the reader's seat (``reader="threshold"``).
"""

from __future__ import annotations

from typing import Any

import pytest

from rummylab.core.errors import RequestError
from rummylab.games.knock.bots import KnockThresholdBot
from rummylab.games.knock.expert import KnockExpert
from rummylab.practice.coach import judge, make_position


@pytest.mark.parametrize("seed", [1, 14])
def test_playing_on_is_estimated_with_the_experts_play_not_the_bots(seed: int) -> None:
    """Positions where the expert plays on far better than a bot knocking at 8 (KR-7, KR-10): the
    verdict's playing-on estimate is the expert's, more than three standard errors above the bot's.
    (With these 40 draws, position 1: +33.0 against +12.0; position 14: +35.8 against +4.3; standard
    errors 2.4 to 3.9.)"""
    position = make_position(seed)
    verdict = judge(position, "play", samples=40, seed=1)
    bot = judge(position, "play", samples=40, seed=1, reader="threshold")
    assert verdict.play.mean - bot.play.mean > 3 * max(verdict.play.se, bot.play.se), (verdict.play, bot.play)
    # the draws of the others' hands are the same whoever plays on: knocking now is estimated alike
    assert verdict.knock == bot.knock


def test_the_readers_seat_plays_on_as_the_expert_and_the_others_as_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every move of the reader's seat after the decision is the expert's, every other seat's a bot's."""
    position = make_position(3)
    asked: dict[str, set[int]] = {"expert": set(), "bot": set()}
    calls = {"expert": 0}
    expert_choose, bot_choose = KnockExpert.choose, KnockThresholdBot.choose

    def by_expert(self: KnockExpert, state: Any) -> Any:
        asked["expert"].add(state.to_play)
        calls["expert"] += 1
        return expert_choose(self, state)

    def by_bot(self: KnockThresholdBot, state: Any) -> Any:
        asked["bot"].add(state.to_play)
        return bot_choose(self, state)

    monkeypatch.setattr(KnockExpert, "choose", by_expert)
    monkeypatch.setattr(KnockThresholdBot, "choose", by_bot)
    judge(position, "play", samples=12, seed=2)
    assert asked["expert"] == {position.seat}
    assert asked["bot"] == set(position.opponents)
    assert calls["expert"] >= 12  # at least one move of the reader's in each draw (the hand goes on after the discard)


def test_the_verdict_with_the_expert_is_reproducible() -> None:
    """The same position, choice, samples and seed give the same verdict; another estimate seed other draws."""
    position = make_position(5)
    first = judge(position, "play", samples=16, seed=7)
    again = judge(position, "play", samples=16, seed=7)
    assert (first.play, first.knock, first.best) == (again.play, again.knock, again.best)
    assert judge(position, "play", samples=16, seed=8).play != first.play


def test_an_unknown_reader_is_refused_by_name() -> None:
    with pytest.raises(RequestError, match="'bot' is not a reader") as caught:
        judge(make_position(2), "play", samples=2, reader="bot")
    assert caught.value.code == "bad-field"


def test_the_browser_asks_for_no_more_samples_than_its_budget_allows() -> None:
    """coach-check refuses more samples than :data:`MAX_WEB_SAMPLES` with a clear error naming the count; the most
    it allows answers well within the operation's budget (a 2-player position, the slowest measured)."""
    import json
    import time

    from rummylab.web import handle
    from rummylab.web.coach import MAX_WEB_SAMPLES
    from rummylab.web.limits import budget_of

    over = json.loads(handle(json.dumps({"op": "coach-check", "seed": 6, "choice": "play", "samples": MAX_WEB_SAMPLES + 1})))
    assert not over["ok"] and over["error"]["code"] == "bad-samples" and str(MAX_WEB_SAMPLES + 1) in over["error"]["message"]
    started = time.process_time()
    most = json.loads(handle(json.dumps({"op": "coach-check", "seed": 6, "choice": "play", "samples": MAX_WEB_SAMPLES})))
    assert most["ok"], most
    assert time.process_time() - started < budget_of("coach-check") / 3  # (Pyodide takes about twice CPython's time)
