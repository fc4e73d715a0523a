"""One turn of a walkthrough explained: its :class:`Line` s, the reasons for every move, and :func:`say`.

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

from dataclasses import dataclass, field
from typing import Any, Sequence

from rummylab.solver.arrangement import Arrangement, Meld
from rummylab.core.cards import Card
from rummylab.games import Game, Move, MoveKind
from rummylab.games.common import Policy, derive_seed
from rummylab.games.dealt import Dealt
from rummylab.core.rules import Rules

__all__ = ["ADVISOR_SAMPLES", "Line", "Turn", "explain_turn", "say"]

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

    @property
    def named(self) -> frozenset[Card]:
        """The cards the turn's sentences may name: the player's, the discard seen, the table's, and
        the cards the player's wild cards stand for (TT-3)."""
        cards = set(self.hand_before) | set(self.hand_after) | {c for m in self.moves for c in m.cards}
        cards |= {c for c in (self.drawn, self.top_before) if c is not None}
        cards |= {c for _, meld in self.table for c in meld.cards}
        cards |= {c for meld in self.arrangement.melds for c in meld.stands_for if c is not None}
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


def explain_turn(state: Dealt, game: Game, rules: Rules, step: int, p: int, moves: tuple[Move, ...],
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
    if game.key == "rummy" and not after_hand:
        lines.append(Line("walk.out.rummy", {"player": p}))
    lines = [_in_points(line, game.points) for line in lines]
    return Turn(step, p, moves, before_hand, after_hand, drawn, top_before,
                state.discard_pile[-1] if state.discard_pile else None, len(state.stock), before, after,
                arrangement, table, tuple(lines))


def _in_points(line: Line, points: str) -> Line:
    """The line said in the words of the game's points, where the catalogue has both (``walk.take.penalty``)."""
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


def _discard_lines(state: Dealt, game: Game, p: int, move: Move, held: list[Card], taken: Card | None,
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
    if game.key == "knock" and threshold is not None:
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
    from rummylab.words.language import capitalized, text
    from rummylab.core.amounts import show_percent
    from rummylab.words.catalogue import RANKS_PLURAL

    params: dict[str, Any] = {}
    for key, value in line.params.items():
        if key in ("player", "owner"):
            params[key] = names[value] if value < len(names) else str(value + 1)
        elif key == "rank":
            params[key] = RANKS_PLURAL[lang][value]
        elif key in ("win", "beaten"):
            params[key] = show_percent(value, lang, places=1)
        elif isinstance(value, Card) or isinstance(value, tuple):
            params[key] = _card_text(value)
        elif value is None:
            params[key] = "—"
        else:
            params[key] = value
    return capitalized(text(line.key, lang, **params))
