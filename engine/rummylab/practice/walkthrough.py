"""A whole hand, step by step: a game record replayed turn by turn, each move explained by the solver.

:func:`walk` deals the record's hand or round again, applies its moves one at a time (an
illegal move is refused with the step it was in) and, when bots are named, checks that every
move is the one that bot plays, so what a walkthrough says a bot did is what the bot does.
Each turn becomes a :class:`Turn`: the hand before and after, the card drawn, the deadwood (in
Three Thirteen the penalty points) before the draw and after the turn, and its :class:`Line` s,
the reasons, every one computed (:mod:`rummylab.practice.walkthrough`) from the solver (:func:`~rummylab.solver.melds.best_arrangement`),
the bots' own rules and, for a knock, the knock advisor (:func:`~rummylab.practice.advisor.advise_knock`):
a discard taken because it lowers the deadwood from 36 to 31, the card that went into which
meld, the discard that leaves the least. At each turn the expert (``expert`` of the game's bots,
:mod:`rummylab.games.expert`) is asked, from that player's view only, what it would play at each
step of the turn; at the first step where it would play otherwise, the turn quotes it with its
reason (``walk.expert``). :func:`say` words a line in a language from the
``walk.*`` entries of the catalogue (:mod:`rummylab.words.text.walkthrough`).

>>> from rummylab.games import get, play_out
>>> game = get("knock")
>>> hand = play_out(game.deal(3, seed=350, dealer=2), [game.make_bot(b) for b in ("cautious", "threshold", "cautious")])
>>> w = walk(hand.to_record(), bots=["cautious", "threshold", "cautious"])
>>> len(w.turns), w.turns[1].player, w.turns[1].before, w.turns[1].after
(5, 1, 36, 31)
>>> print(say(w.turns[1].lines[0], "en", ["Ana", "Bruno", "Carla"]))
Bruno takes 5♠ from the discard pile: with it, the best discard leaves a deadwood of 31 instead of 36.

One turn of a walkthrough explained: its :class:`Line` s, the reasons for every move, and :func:`say`.

:func:`explain_turn` makes the :class:`Turn` of a move or moves :func:`rummylab.practice.walkthrough.walk`
has just replayed: the deadwood (in Three Thirteen the penalty points) before and after, from the
solver (:func:`~rummylab.solver.melds.best_arrangement`), why the card was drawn, where it went, what the
discard left against the least it could have left, the bots' own limits and, for a knock, the knock
advisor's estimate (:func:`~rummylab.practice.advisor.advise_knock`). :func:`say` words a line in a language
from the ``walk.*`` entries of the catalogue (:mod:`rummylab.words.text.walkthrough`).

>>> say(Line("walk.take.deadwood", {"player": 0, "card": Card.parse("5S"), "before": 36, "after": 31}), "en", ["Ana"])
'Ana takes 5♠ from the discard pile: with it, the best discard leaves a deadwood of 31 instead of 36.'
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Sequence

from rummylab.core.budget import check
from rummylab.core.cards import Card
from rummylab.core.errors import IllegalMoveError, RummyError
from rummylab.core.rules import Rules
from rummylab.games import RECORD_KINDS, AnyGame, Move, MoveKind, get
from rummylab.games.common import Policy, derive_seed
from rummylab.games.dealt import Dealt
from rummylab.solver.arrangement import Arrangement, Meld

__all__ = ["WalkError", "Line", "Turn", "Walkthrough", "walk", "say", "ADVISOR_SAMPLES", "explain_turn"]


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

    game: AnyGame
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


def _make_bots(game: AnyGame, bots: Sequence[str] | None, players: int, seed: int) -> list[Policy] | None:
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
    experts = [game.make_bot("expert", derive_seed(int(record.get("seed") or 0), 8_000 + i)) for i in range(state.players)]
    dealt = tuple(tuple(h) for h in state.hands)
    first_top = state.discard_pile[-1]
    first_stock = len(state.stock)
    turns: list[Turn] = []
    i = 0
    while i < len(moves):
        check()
        step = len(turns) + 2
        p = state.to_play
        before_hand = tuple(state.hands[p])
        top_before = state.discard_pile[-1] if state.discard_pile else None
        done: list[Move] = []
        drawn: Card | None = None
        expert: Line | None = None
        expert_move: Move | None = None
        while i < len(moves) and state.to_play == p and not state.is_over:
            move = moves[i]
            wanted = policies[p].choose(state) if policies is not None else move
            if expert is None:  # until the first step the expert would play otherwise
                expert, expert_move = _expert_line(experts[p], state, move, game)
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
        turn = explain_turn(state, game, rules, step, p, tuple(done), before_hand, drawn, top_before,
                            policies[p] if policies else None, turns)
        if expert is not None and expert_move in done:
            expert = None  # it would throw the same card, only sooner (a meld kept in hand, RU-3): nothing to quote
        if expert is not None:
            turn = replace(turn, expert=expert)
        turns.append(turn)
    if not state.is_over:
        raise WalkError("the record ends before the hand or round does", step=len(turns) + 2, code="unfinished")
    deal_lines = _deal_lines(state, rules, dealt, first_top, first_stock)
    if policies is not None:  # each bot's own limit, where it has one (Knock Rummy's threshold bots)
        deal_lines += tuple(Line("walk.knock.bot", {"player": seat, "limit": getattr(bot, "threshold")})
                            for seat, bot in enumerate(policies) if getattr(bot, "threshold", None) is not None)
    return Walkthrough(game, rules, state.players, state.dealer, dealt, first_top, first_stock, tuple(turns), state,
                       deal_lines)


def _expert_line(expert: Policy, state: Dealt, move: Move, game: AnyGame) -> tuple[Line | None, Move | None]:
    """``walk.expert`` with the expert's reason and its move when, from the player's view, it would not play
    ``move``, else (None, None)."""
    wanted, why = expert.advise(state)  # type: ignore[attr-defined]
    if wanted == move:
        return None, None
    return Line("walk.expert", {"player": state.to_play, "reason": why, "left": game.leftover}), wanted


def _deal_lines(state: Dealt, rules: Rules, dealt: tuple[tuple[Card, ...], ...], top: Card,
                stock: int) -> tuple[Line, ...]:
    lines = [Line("walk.deal", {"player": state.dealer, "n": len(dealt[0]), "top": top, "stock": stock})]
    if rules.wild_rank is not None:
        lines.append(Line("walk.deal.wild", {"round": getattr(state, "round", 0), "rank": rules.wild_rank}))
    lines.append(Line("walk.first", {"player": (state.dealer + 1) % state.players}))
    return tuple(lines)


#: Random deals the knock advisor settles for a walkthrough's knock (the estimate is seeded).
ADVISOR_SAMPLES = 2000


@dataclass(frozen=True, slots=True)
class Line:
    """One sentence of a step, before it is worded: a ``walk.*`` key and its values.

    ``params`` hold cards (:class:`Card` or tuples of them), seats (the keys ``player`` and
    ``owner``, 0-based) and numbers; :func:`say` writes them in a language.
    """

    key: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Turn:
    """One player's turn: from the draw to the discard, knock or going out.

    Attributes:
        step: its number on the page (the deal is step 1).
        player: the seat (0-based).
        moves: the moves of the turn, in order.
        hand_before, hand_after: the player's cards at the start and at the end of the turn.
        drawn: the card drawn (None when the draw was declined, KR-9).
        top_before: the top of the discard pile when the turn began (None if empty).
        top_after: the top of the discard pile when it ended.
        stock: the cards left in the stock when it ended.
        before: the deadwood (penalty points) of ``hand_before``; after: of ``hand_after``.
        arrangement: the best arrangement of ``hand_after`` (KR-5, TT-7).
        table: the melds on the table when it ended (Rummy), each ``(owner, Meld)``.
        lines: the turn's sentences.
        expert: what the expert would have played otherwise, from the player's view, with its reason
            (``walk.expert``), or None when it plays the turn's moves.
    """

    step: int
    player: int
    moves: tuple[Move, ...]
    hand_before: tuple[Card, ...]
    hand_after: tuple[Card, ...]
    drawn: Card | None
    top_before: Card | None
    top_after: Card | None
    stock: int
    before: int
    after: int
    arrangement: Arrangement
    table: tuple[tuple[int, Meld], ...]
    lines: tuple[Line, ...]
    expert: Line | None = None

    @property
    def said(self) -> tuple[Line, ...]:
        """Every sentence of the turn: its :attr:`lines`, then the expert's (:attr:`expert`) when it differs."""
        return self.lines + ((self.expert,) if self.expert is not None else ())

    @property
    def named(self) -> frozenset[Card]:
        """The cards the turn's sentences may name: the player's, the discard seen, the table's, and
        the cards the player's wild cards stand for (TT-3)."""
        cards = set(self.hand_before) | set(self.hand_after) | {c for m in self.moves for c in m.cards}
        cards |= {c for c in (self.drawn, self.top_before) if c is not None}
        cards |= {c for _, meld in self.table for c in meld.cards}
        cards |= {c for meld in self.arrangement.melds for c in meld.stands_for if c is not None}
        for line in self.said:  # the expert's reason: cards its player has seen (the pile, what others took)
            why = line.params.get("reason")
            for _, value in getattr(why, "params", ()):
                if isinstance(value, Card):
                    cards.add(value)
                elif isinstance(value, tuple):
                    cards.update(v for v in value if isinstance(v, Card))
        return frozenset(cards)


def _deadwood(cards: Sequence[Card], rules: Rules) -> int:
    from rummylab.solver.melds import min_deadwood

    return min_deadwood(cards, rules) if cards else 0


def _best(cards: Sequence[Card], rules: Rules) -> Arrangement:
    from rummylab.solver.melds import best_arrangement

    return best_arrangement(tuple(cards), rules)


def _without(cards: Sequence[Card], card: Card) -> list[Card]:
    rest = list(cards)
    rest.remove(card)
    return rest


def _meld_of(card: Card, arrangement: Arrangement) -> Meld | None:
    for meld in arrangement.melds:
        if card in meld.cards:
            return meld
    return None


def explain_turn(state: Dealt, game: AnyGame, rules: Rules, step: int, p: int, moves: tuple[Move, ...],
                 before_hand: tuple[Card, ...], drawn: Card | None, top_before: Card | None,
                 policy: Policy | None, earlier: list[Turn]) -> Turn:
    """The turn of seat ``p`` that ``moves`` have just played on ``state``, with its reasons.

    ``before_hand`` and ``top_before`` are the player's cards and the discard pile's top when the
    turn began, ``drawn`` the card drawn; ``earlier`` the turns before (to see who went out).
    """
    after_hand = tuple(state.hands[p])
    before = _deadwood(before_hand, rules)
    after = _deadwood(after_hand, rules)
    arrangement = _best(after_hand, rules)
    table = tuple(getattr(state, "table", ()))
    lines: list[Line] = []
    out = getattr(state, "out_player", None)
    if out is not None and out != p and any(t.player == out and any(m.kind is MoveKind.GO_OUT for m in t.moves)
                                            for t in earlier):
        lines.append(Line("walk.last_turn", {"player": p}))  # TT-6: one more turn each
    placed: set[Card] = set()
    for move in moves:
        if move.kind in (MoveKind.MELD, MoveKind.LAY_OFF):
            placed.update(move.cards)
    held = list(before_hand)  # the player's cards as the turn goes on
    taken = drawn if game.part.keeps_taken and moves[0].kind is MoveKind.DRAW and moves[0].source == "discard" else None
    for move in moves:
        if move.kind is MoveKind.DRAW:
            assert drawn is not None
            lines += _draw_lines(p, move, drawn, held, top_before, rules, moves, placed, arrangement)
            held.append(drawn)
        elif move.kind is MoveKind.DECLINE:
            lines.append(Line("walk.decline", {"player": p, "top": top_before}))
        elif move.kind is MoveKind.MELD:
            meld = next(m for o, m in table if set(move.cards) <= set(m.cards))
            lines.append(Line(f"walk.meld.{meld.kind.value}", {"player": p, "cards": tuple(move.cards)}))
            for c in move.cards:
                held.remove(c)
        elif move.kind is MoveKind.LAY_OFF:
            owner, meld = table[move.target or 0]
            key = "walk.lay_off.own" if owner == p else "walk.lay_off"
            lines.append(Line(key, {"player": p, "card": move.card, "owner": owner, "cards": tuple(meld.cards)}))
            held.remove(move.card)
        else:  # a discard, a knock, going out: the card leaves the hand
            lines += _discard_lines(state, game, p, move, held, taken, rules, policy, after)
            held.remove(move.card)
    if MoveKind.MELD in game.move_kinds and not after_hand:  # melds on the table emptied the hand (RU-6)
        lines.append(Line("walk.out.rummy", {"player": p}))
    lines = [_in_points(line, game.leftover) for line in lines]
    return Turn(step, p, moves, before_hand, after_hand, drawn, top_before,
                state.discard_pile[-1] if state.discard_pile else None, len(state.stock), before, after,
                arrangement, table, tuple(lines))


def _in_points(line: Line, points: str) -> Line:
    """The line said in the words of the game's leftover cards, where the catalogue has them (``walk.take.penalty``)."""
    from rummylab.words.catalogue import CATALOGUE

    key = f"{line.key}.{points}"
    return Line(key, line.params) if key in CATALOGUE else line


def _draw_lines(p: int, move: Move, drawn: Card, held: list[Card], top: Card | None, rules: Rules,
                moves: tuple[Move, ...], placed: set[Card], arrangement: Arrangement) -> list[Line]:
    from rummylab.games.bots import best_discard

    now = _deadwood(held, rules)
    lines: list[Line] = []
    if move.source == "discard":
        after, _ = best_discard(held + [drawn], rules, keep=drawn)
        lines.append(Line("walk.take", {"player": p, "card": drawn, "before": now, "after": after}))
    else:
        if top is None:
            lines.append(Line("walk.stock.only", {"player": p, "card": drawn}))
        else:
            with_top, _ = best_discard(held + [top], rules, keep=top)
            key = "walk.stock" if with_top >= now else "walk.stock.passed"
            lines.append(Line(key, {"player": p, "card": drawn, "top": top, "before": now, "with": with_top}))
    # What the card drawn did for the hand.
    gone = [m for m in moves if m.kind in (MoveKind.DISCARD, MoveKind.KNOCK, MoveKind.GO_OUT) and m.cards[0] == drawn]
    if drawn in placed:
        return lines  # its meld or lay-off says it
    if gone:
        lines.append(Line("walk.back", {"card": drawn}))
        return lines
    meld = _meld_of(drawn, arrangement)
    if meld is None:
        lines.append(Line("walk.loose", {"card": drawn}))
        return lines
    stood = dict(zip(meld.cards, meld.stands_for)).get(drawn)
    if rules.is_wild(drawn) and stood is not None and stood != drawn:
        lines.append(Line(f"walk.wild.{meld.kind.value}", {"card": drawn, "stands": stood, "cards": meld.cards}))
    else:
        lines.append(Line(f"walk.into.{meld.kind.value}", {"card": drawn, "cards": meld.cards}))
    return lines


def _discard_lines(state: Dealt, game: AnyGame, p: int, move: Move, held: list[Card], taken: Card | None,
                   rules: Rules, policy: Policy | None, after: int) -> list[Line]:
    card = move.card
    # Every card the player could have let go instead, never the one just taken (KR-8, RU-5).
    options = {c: _deadwood(_without(held, c), rules) for c in dict.fromkeys(held) if c != taken}
    left = options.get(card, _deadwood(_without(held, card), rules))
    least = min(options.values(), default=left)
    lines: list[Line] = []
    if move.kind is MoveKind.KNOCK:
        lines.append(Line("walk.knock", {"player": p, "card": card, "after": left}))
        threshold = getattr(policy, "threshold", None)
        if threshold is not None:
            lines.append(Line("walk.knock.bot", {"player": p, "limit": threshold}))
        lines.append(_advice(state, p))
        return lines
    if move.kind is MoveKind.GO_OUT:
        lines.append(Line("walk.go_out", {"player": p, "card": card}))
        return lines
    if len(held) == 1:  # Rummy: the last card goes, and with it the player goes out (RU-6)
        lines.append(Line("walk.discard.last", {"player": p, "card": card}))
    elif left <= least:
        lines.append(Line("walk.discard", {"player": p, "card": card, "after": left}))
    else:
        better = min(options, key=lambda c: (options[c], -rules.value(c)))
        lines.append(Line("walk.discard.worse", {"player": p, "card": card, "after": left, "better": better,
                                                 "least": least}))
    threshold = getattr(policy, "threshold", None)
    if MoveKind.KNOCK in game.move_kinds and threshold is not None:
        lines.append(Line("walk.wait", {"player": p, "after": after, "limit": threshold}))
    return lines


def _advice(state: Dealt, p: int) -> Line:
    """The knock advisor's estimate for the knock just made (KR-7, KR-10): dealt from the unseen cards."""
    from rummylab.practice.advisor import advise_knock

    seen = list(dict.fromkeys(state.discard_pile))
    advice = advise_knock(tuple(state.hands[p]), state.players, seen=tuple(c for c in seen if c not in state.hands[p]),
                          samples=ADVISOR_SAMPLES, seed=derive_seed(state.seed or 0, 99))
    return Line("walk.advice", {"player": p, "samples": advice.samples, "win": advice.win + advice.tie,
                                "beaten": advice.beaten})


# ---------------------------------------------------------------- wording


def _card_text(value: Any) -> str:
    if isinstance(value, Card):
        return str(value)
    return " ".join(str(c) for c in value)


def say(line: Line, lang: str, names: Sequence[str]) -> str:
    """One line in ``lang``, the seats named by ``names`` (seat order), cards in symbols.

    >>> say(Line("walk.back", {"card": Card.parse("5C")}), "fr", [])
    '5♣ ne sert à rien et repart aussitôt sur la défausse.'
    """
    from rummylab.core.amounts import show_number, show_percent
    from rummylab.words.language import capitalized, text, the_ranks

    params: dict[str, Any] = {}
    for key, value in line.params.items():
        if key == "left":
            continue  # the game's leftover word, for the expert's reason
        if key == "reason":
            from rummylab.words.reasons import reason_text

            params[key] = reason_text(value, line.params.get("left", "deadwood"), lang)
        elif key in ("player", "owner"):
            params[key] = names[value] if value < len(names) else str(value + 1)
        elif key == "rank":
            params[key] = the_ranks(value, lang)
        elif key in ("win", "beaten"):
            params[key] = show_percent(value, lang, places=1)
        elif key == "samples":
            params[key] = show_number(value, lang)
        elif isinstance(value, Card) or isinstance(value, tuple):
            params[key] = _card_text(value)
        elif value is None:
            params[key] = "—"
        else:
            params[key] = value
    return capitalized(text(line.key, lang, **params))
