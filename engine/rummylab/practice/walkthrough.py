"""A whole hand, step by step: a game record replayed turn by turn, each move explained by the solver.

:func:`walk` deals the record's hand or round again, applies its moves one at a time (an
illegal move is refused with the step it was in) and, when bots are named, checks that every
move is the one that bot plays, so what a walkthrough says a bot did is what the bot does.
Each turn becomes a :class:`Turn`: the hand before and after, the card drawn, the deadwood (in
Three Thirteen the penalty points) before the draw and after the turn, and its :class:`Line` s,
the reasons, every one computed (:mod:`rummylab.practice.walkthrough_turns`) from the solver (:func:`~rummylab.solver.melds.best_arrangement`),
the bots' own rules and, for a knock, the knock advisor (:func:`~rummylab.practice.advisor.advise_knock`):
a discard taken because it lowers the deadwood from 36 to 31, the card that went into which
meld, the discard that leaves the least. :func:`say` words a line in a language from the
``walk.*`` entries of the catalogue (:mod:`rummylab.words.text.walkthrough`).

>>> from rummylab.games import get, play_out
>>> game = get("knock")
>>> hand = play_out(game.deal(3, seed=350, dealer=2), [game.make_bot(b) for b in ("cautious", "threshold", "cautious")])
>>> w = walk(hand.to_record(), bots=["cautious", "threshold", "cautious"])
>>> len(w.turns), w.turns[1].player, w.turns[1].before, w.turns[1].after
(5, 1, 36, 31)
>>> print(say(w.turns[1].lines[0], "en", ["Ana", "Bruno", "Carla"]))
Bruno takes 5♠ from the discard pile: with it, the best discard leaves a deadwood of 31 instead of 36.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from rummylab.core.cards import Card
from rummylab.core.errors import IllegalMoveError, RummyError
from rummylab.games import RECORD_KINDS, Game, Move, MoveKind, get
from rummylab.games.common import Policy, derive_seed
from rummylab.games.dealt import Dealt
from rummylab.core.rules import Rules
from rummylab.practice.walkthrough_turns import ADVISOR_SAMPLES, Line, Turn, explain_turn, say

__all__ = ["WalkError", "Line", "Turn", "Walkthrough", "walk", "say", "ADVISOR_SAMPLES"]


class WalkError(RummyError):
    """A record that cannot be walked through: an illegal move, a move the named bot would not
    play, a record that stops before the end. ``step`` is the 1-based step (the deal is step 1,
    a player's first turn step 2), or None for the record as a whole."""

    def __init__(self, message: str, *, step: int | None, code: str, token: Any = None) -> None:
        where = f"step {step}: " if step is not None else ""
        super().__init__(where + message, token=token, code=code)
        self.step = step


@dataclass(frozen=True)
class Walkthrough:
    """A finished hand or round, turn by turn.

    Attributes:
        game: the game.
        rules: the rules of the hand or round (Three Thirteen: its round's wild rank).
        players, dealer: the table (the dealer 0-based).
        dealt: each seat's cards as dealt.
        first_top: the card turned up to start the discard pile; first_stock: the stock's size then.
        turns: every turn, in order.
        state: the hand or round at its end (its ``result`` is the settlement or the scores).
        deal_lines: the sentences of the deal.
    """

    game: Game
    rules: Rules
    players: int
    dealer: int
    dealt: tuple[tuple[Card, ...], ...]
    first_top: Card
    first_stock: int
    turns: tuple[Turn, ...]
    state: Dealt
    deal_lines: tuple[Line, ...]


def _rules(state: Dealt) -> Rules:
    rules: Rules = state.rules
    return rules


def _make_bots(game: Game, bots: Sequence[str] | None, players: int, seed: int) -> list[Policy] | None:
    if bots is None:
        return None
    if len(bots) != players:
        raise WalkError(f"{len(bots)} bots named for {players} players", step=None, code="bad-bot")
    try:
        return [game.make_bot(name, derive_seed(seed, 7_000 + i)) for i, name in enumerate(bots)]
    except RummyError as err:
        raise WalkError(str(err), step=None, code="bad-bot", token=err.token) from None


def walk(record: dict[str, Any], *, bots: Sequence[str] | None = None) -> Walkthrough:
    """Replay ``record`` (one hand or round, with its moves) turn by turn and explain every move.

    Args:
        record: a hand or round record (``to_record()``) that plays to the end.
        bots: the bot of each seat (names of :attr:`Game.bots`); every move must be the move that
            seat's bot chooses, else the record is refused.

    Raises:
        WalkError: an illegal move or one its bot would not play (naming the step), a record
            that ends before the hand does, a bad list of bots.
        RequestError: a malformed record (from the replay).
    """
    from rummylab.games.common import record_moves

    kind = record.get("game") if isinstance(record, dict) else None
    cls = RECORD_KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None or not issubclass(cls, Dealt):
        raise WalkError(f"{kind!r} is not the record of one hand or round", step=None, code="bad-record", token=kind)
    moves = [Move.from_dict(m) for m in record_moves(record)]
    state = cls.replay({k: v for k, v in record.items() if k not in ("moves", "result")})
    game = get(state.game)
    rules = _rules(state) if hasattr(state, "rules") else game.rules()
    policies = _make_bots(game, bots, state.players, int(record.get("seed") or 0))
    dealt = tuple(tuple(h) for h in state.hands)
    first_top = state.discard_pile[-1]
    first_stock = len(state.stock)
    turns: list[Turn] = []
    i = 0
    while i < len(moves):
        step = len(turns) + 2
        p = state.to_play
        before_hand = tuple(state.hands[p])
        top_before = state.discard_pile[-1] if state.discard_pile else None
        done: list[Move] = []
        drawn: Card | None = None
        while i < len(moves) and state.to_play == p and not state.is_over:
            move = moves[i]
            wanted = policies[p].choose(state) if policies is not None else move
            try:  # an illegal move is refused as such, before asking whether the bot would play it
                state.apply(move)
            except IllegalMoveError as err:
                raise WalkError(f"{move} is illegal: {err}", step=step, code="illegal-move", token=err.rule) from None
            if wanted != move:
                raise WalkError(f"the record has {move}, but {bots[p]!r} would play {wanted}",  # type: ignore[index]
                                step=step, code="not-the-bot", token=str(move))
            if move.kind is MoveKind.DRAW:
                drawn = state.hands[p][-1]
            done.append(move)
            i += 1
            if state.to_play != p or state.is_over:
                break
        if not done or (state.to_play == p and not state.is_over):
            raise WalkError(f"player {p + 1}'s turn is not finished when the record ends", step=step,
                            code="unfinished")
        turns.append(explain_turn(state, game, rules, step, p, tuple(done), before_hand, drawn, top_before,
                                  policies[p] if policies else None, turns))
    if not state.is_over:
        raise WalkError("the record ends before the hand or round does", step=len(turns) + 2, code="unfinished")
    deal_lines = _deal_lines(state, rules, dealt, first_top, first_stock)
    if policies is not None:  # each bot's own limit, where it has one (Knock Rummy's threshold bots)
        deal_lines += tuple(Line("walk.knock.bot", {"player": seat, "limit": getattr(bot, "threshold")})
                            for seat, bot in enumerate(policies) if getattr(bot, "threshold", None) is not None)
    return Walkthrough(game, rules, state.players, state.dealer, dealt, first_top, first_stock, tuple(turns), state,
                       deal_lines)


def _deal_lines(state: Dealt, rules: Rules, dealt: tuple[tuple[Card, ...], ...], top: Card,
                stock: int) -> tuple[Line, ...]:
    lines = [Line("walk.deal", {"player": state.dealer, "n": len(dealt[0]), "top": top, "stock": stock})]
    if rules.wild_rank is not None:
        lines.append(Line("walk.deal.wild", {"round": getattr(state, "round", 0), "rank": rules.wild_rank}))
    lines.append(Line("walk.first", {"player": (state.dealer + 1) % state.players}))
    return tuple(lines)
