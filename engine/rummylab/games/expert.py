"""The expert's shared judgement: a hand's worth after the next draw, a discard's danger, and reasons.

Every figure here is computed from a :class:`~rummylab.games.seen.PlayerView` and nothing else, so
the expert of each game (``rummylab.games.<game>.expert``) cannot read a hidden card: it is handed
the view, never the state. What it weighs:

- the deadwood (Three Thirteen: penalty points; Rummy: the cards left in hand) after the best
  discard, from the solver (KR-5, TT-7);
- the *draw ahead*: the deadwood expected after the next card drawn from the stock, averaged over
  the cards the player has not seen (each unseen card is as likely to come), with the best
  discard after it: a hand that many cards improve is worth more than one with the same deadwood;
- the *danger* of a discard: how likely the next player is to take it (only the next player can,
  KR-6, TT-5, RU-2), from the cards they took from the pile and still hold (a card of the same rank,
  or of the same suit within two ranks), the ones they passed over or threw, and how many of the
  cards that would meld with it are still unseen;
- dead cards: a card whose partners are all seen (on the pile, on the table, in the player's own
  hand) can join no meld of anyone's.

Each decision comes with a :class:`Reason`: a catalogue key and the figures it was taken from, that
:mod:`rummylab.words.reasons` words in the reader's language.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any, Sequence

from rummylab.core.cards import Card
from rummylab.core.rules import Rules
from rummylab.games.common import Move, Phase, SplitMix64, derive_seed
from rummylab.games.seen import PlayerView, view_of

__all__ = ["Reason", "Judge", "ExpertBot", "partners", "view_seed", "discard_reason"]


@dataclass(frozen=True, slots=True)
class Reason:
    """Why the expert chose a move: the catalogue key ``expert.<key>`` and its figures.

    ``params`` are ``(name, value)`` pairs: cards, whole numbers, chances (0..1, ``pct``) or lists of cards.
    """

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str, default: Any = None) -> Any:
        """One figure by name."""
        return dict(self.params).get(name, default)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: cards in the records' ASCII notation, chances as numbers."""
        out: dict[str, Any] = {"key": self.key}
        for name, value in self.params:
            if isinstance(value, Card):
                value = value.ascii
            elif isinstance(value, tuple) and value and isinstance(value[0], Card):
                value = [c.ascii for c in value]
            out[name] = value
        return out


def reason(key: str, **params: Any) -> Reason:
    """A :class:`Reason` from keyword figures (kept in the order given)."""
    return Reason(key, tuple(params.items()))


def view_seed(seed: int, view: PlayerView) -> int:
    """A sampling seed drawn from the bot's seed and what the view shows (never from a hidden card)."""
    marks = [view.seat, view.moves, view.stock_size, *(c.rank * 5 + ord(c.suit.value[0]) % 5 for c in view.hand)]
    marks += [c.rank for c in view.discard_pile[-3:]]
    return derive_seed(seed, *marks)


def partners(card: Card, rules: Rules) -> tuple[list[int], list[tuple[Card, Card]]]:
    """What ``card`` melds with: the ranks' suits for a set (same rank), and the pairs that make a run with it."""
    return _partners(card, rules.ace_high)


@cache
def _partners(card: Card, ace_high: bool) -> tuple[list[int], list[tuple[Card, Card]]]:
    if card.is_joker:
        return [], []
    runs: list[tuple[Card, Card]] = []
    r, s = card.rank, card.suit
    top = 14 if ace_high else 13

    def at(rank: int) -> Card | None:
        if rank == 14 and ace_high:
            return Card(1, s)
        return Card(rank, s) if 1 <= rank <= 13 else None

    for a, b in ((r - 2, r - 1), (r - 1, r + 1), (r + 1, r + 2)):
        if 1 <= a and b <= top:
            ca, cb = at(a), at(b)
            if ca is not None and cb is not None:
                runs.append((ca, cb))
    return [r], runs


class Judge:
    """The figures the expert weighs, for one view (cached: one decision asks for them many times)."""

    def __init__(self, view: PlayerView, *, count: float = 0.0) -> None:
        self.count = count  # Rummy: each card left out of melds costs this much more (going out is what counts)
        self.view = view
        self.rules = view.rules
        self.unseen = Counter(view.unseen)
        self.total = len(view.unseen)
        self._dw: dict[tuple[Card, ...], int] = {}
        self._ahead: dict[tuple[Card, ...], float] = {}
        wild = self.rules.wild_rank
        self.wild = wild

    def key(self, cards: Sequence[Card]) -> tuple[Card, ...]:
        return tuple(sorted(cards, key=lambda c: c.sort_key))

    def dw(self, cards: Sequence[Card]) -> int:
        """The least deadwood of ``cards`` (KR-5, TT-7), cached."""
        k = self.key(cards)
        found = self._dw.get(k)
        if found is None:
            if self.count:
                from rummylab.solver.melds import best_arrangement

                arr = best_arrangement(k, self.rules)
                found = self._dw[k] = arr.deadwood + round(self.count * len(arr.unmatched))
            else:
                from rummylab.solver.melds import min_deadwood

                found = self._dw[k] = min_deadwood(k, self.rules)
        return found

    def points(self, cards: Sequence[Card]) -> int:
        """The least deadwood of ``cards`` in points (KR-5, TT-7; Rummy: the cards left in hand, RU-8), as a
        reason quotes it (:meth:`dw` may add Rummy's cost of each card left out)."""
        if not self.count:
            return self.dw(cards)
        from rummylab.solver.melds import min_deadwood

        return min_deadwood(cards, self.rules)

    def best_discard(self, cards: Sequence[Card], keep: Card | None = None) -> tuple[int, Card]:
        """The discard that leaves the least deadwood (ties: the highest value), and that deadwood."""
        best: tuple[int, int, int, Card] | None = None
        for card in dict.fromkeys(cards):
            if card == keep:
                continue
            rest = list(cards)
            rest.remove(card)
            k = (self.dw(rest), -self.rules.value(card), -card.rank, card)
            if best is None or k[:3] < best[:3]:
                best = k
        assert best is not None
        return best[0], best[3]

    def is_wild(self, card: Card) -> bool:
        """A joker or a card of the round's wild rank (TT-3, TT-8)."""
        return card.is_joker or (self.wild is not None and card.rank == self.wild)

    def ahead(self, cards: Sequence[Card]) -> float:
        """The deadwood expected after the next card from the stock and the best discard.

        Each unseen card is weighed by its copies; the discard after it is the highest card the
        arrangement leaves out (or the drawn card itself, when nothing better is left out). A card
        that makes no meld of three with two of the hand's (KR-4, TT-4, RU-3) only joins the cards
        left out, so the solver is asked only about the others.
        """
        k = self.key(cards)
        found = self._ahead.get(k)
        if found is not None:
            return found
        from rummylab.solver.melds import best_arrangement

        now = self.dw(k)
        if not self.total:
            self._ahead[k] = float(now)
            return float(now)
        value_of = self.rules.value
        held = Counter(k)
        wilds = sum(n for c, n in held.items() if self.is_wild(c))
        ranks = Counter(c.rank for c in k if not self.is_wild(c))
        base = best_arrangement(k, self.rules)
        top = max((value_of(c) for c in base.unmatched), default=0)
        total = 0.0
        for card, n in self.unseen.items():
            if wilds < 2 and not self.is_wild(card) and ranks[card.rank] + wilds < 2 and not any(
                    held[a] + held[b] + wilds >= 2 for a, b in partners(card, self.rules)[1]):
                # no meld can take it: it is left out with the rest, and the highest of them goes
                value = min(now, base.deadwood + value_of(card) - max(top, value_of(card))
                            + round(self.count * len(base.unmatched)))
            else:
                arr = best_arrangement(k + (card,), self.rules)
                if arr.unmatched:
                    left = arr.deadwood - max(value_of(c) for c in arr.unmatched)
                    value = min(now, left + round(self.count * (len(arr.unmatched) - 1)))
                else:
                    value = 0
            total += n * value
        found = self._ahead[k] = total / self.total
        return found

    def live(self, card: Card) -> int:
        """How many unseen cards would meld with ``card`` and one more (its set's rank-mates, its runs' pairs)."""
        if card.is_joker or (self.wild is not None and card.rank == self.wild):
            return self.total
        ranks, runs = partners(card, self.rules)
        mates = sum(n for c, n in self.unseen.items() if c.rank == card.rank and c != card)
        count = mates * (mates - 1) // 2
        for a, b in runs:
            count += self.unseen[a] * self.unseen[b]
        return count

    def danger(self, card: Card) -> float:
        """How likely the next player is to take ``card`` from the pile, 0 to 1 (a rough chance)."""
        v = self.view
        nxt = v.next_seat
        if card.is_joker or (self.wild is not None and card.rank == self.wild):
            return 1.0
        held = v.known[nxt]
        hidden = max(v.hand_counts[nxt] - len(held), 0)
        q = hidden / self.total if self.total else 0.0
        ranks, runs = partners(card, self.rules)
        p = 0.0
        # a card they hold (known) with one unseen partner away, or two together
        for k in held:
            if k.rank == card.rank and k != card:
                p += 0.5 + q * sum(n for c, n in self.unseen.items() if c.rank == card.rank)
            elif k.suit == card.suit and abs(k.rank - card.rank) <= 2:
                p += 0.35 if abs(k.rank - card.rank) == 1 else 0.2
        # two unknown cards of theirs with it
        mates = sum(n for c, n in self.unseen.items() if c.rank == card.rank and c != card)
        p += q * q * (mates * (mates - 1) / 2)
        for a, b in runs:
            p += q * q * self.unseen[a] * self.unseen[b]
        # what they showed: a card of that rank or suit-neighbour passed over or thrown lowers it
        shown = v.passed[nxt] + v.discarded[nxt]
        if any(c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) <= 1) for c in shown):
            p *= 0.6
        return min(p, 1.0)


class ExpertBot:
    """The expert of one game: decides from its :class:`~rummylab.games.seen.PlayerView` only.

    :meth:`choose` builds the view from the state and hands the view (never the state) to
    :meth:`decide`, which each game's expert writes; :meth:`advise` gives the move with its
    :class:`Reason`. The bot's own seed and what the view shows seed its samples, so the same
    view gives the same move.
    """

    name = "expert"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, state: Any) -> Move:
        """The expert's move for the player to play in ``state``."""
        return self.advise(state)[0]

    def advise(self, state: Any) -> tuple[Move, Reason]:
        """The move and its reason, from the view of the player to play."""
        return self.decide(view_of(state))

    #: Whether a card taken from the discard pile stays in the hand this turn (KR-8, RU-2).
    keeps_taken = False

    def decide(self, view: PlayerView) -> tuple[Move, Reason]:
        """The move and its reason, from ``view`` alone: :meth:`draw`, then the game's :meth:`play`."""
        judge = self.judge(view)
        if view.phase is Phase.DRAW:
            return self.draw(view, judge)
        return self.play(view, judge)

    def judge(self, view: PlayerView) -> Judge:
        """The judgement this view is weighed with (the game's weight of a card left out)."""
        return Judge(view)

    def play(self, view: PlayerView, judge: Judge) -> tuple[Move, Reason]:
        """The move after the draw (discard, knock, meld, go out), which each game's expert writes."""
        raise NotImplementedError

    # -- the draw, the same in the three games but for its hooks ------------------------------------

    def draw(self, view: PlayerView, judge: Judge) -> tuple[Move, Reason]:
        """Take the top discard when what it leaves is below what a stock card is expected to leave.

        The hooks: :meth:`empty_pile` (nothing to take), :meth:`take_first` (a card taken whatever
        the figures), :meth:`only_now` (no draw ahead is weighed), :meth:`figures` (what the reason
        quotes) and :meth:`stock_empty` (not taking with no stock left: KR-9, TT-9, RU-7).
        """
        p = view.seat
        hand = list(view.hand)
        top = view.top
        if top is None:
            return self.empty_pile(view, judge)
        first = self.take_first(view, hand, top)
        if first is not None:
            return first
        now = judge.dw(hand)
        after, out = judge.best_discard(hand + [top], keep=top if self.keeps_taken else None)
        expected = float(now) if self.only_now(view) or not view.stock_size else judge.ahead(hand)
        figures = self.figures(judge, hand, top, out, now, after)
        if after < now and after <= expected:
            return Move.draw(p, "discard"), reason("take", **figures)
        if not view.stock_size:
            return self.stock_empty(view, figures, now)
        return Move.draw(p, "stock"), reason("stock", **figures, **self.stock_figures(expected))

    def empty_pile(self, view: PlayerView, judge: Judge) -> tuple[Move, Reason]:
        """No discard to take: from the stock."""
        return Move.draw(view.seat, "stock"), reason("stock-only", before=judge.points(view.hand))

    def take_first(self, view: PlayerView, hand: list[Card], top: Card) -> tuple[Move, Reason] | None:
        """A reason to take ``top`` before any figure is weighed (none by default)."""
        return None

    def only_now(self, view: PlayerView) -> bool:
        """Whether only the hand now counts, not the draw ahead (no by default)."""
        return False

    def figures(self, judge: Judge, hand: list[Card], top: Card, out: Card, now: int, after: int) -> dict[str, Any]:
        """What a draw's reason quotes: the points held before and after taking ``top`` and throwing ``out``."""
        kept = hand + [top]
        kept.remove(out)
        return {"card": top, "before": judge.points(hand), "after": judge.points(kept)}

    def stock_figures(self, expected: float) -> dict[str, Any]:
        """What a draw from the stock quotes besides :meth:`figures` (nothing by default)."""
        return {}

    def stock_empty(self, view: PlayerView, figures: dict[str, Any], now: int) -> tuple[Move, Reason]:
        """Not worth taking, and no stock left: take it all the same (the pile is turned next, TT-9, RU-7)."""
        return Move.draw(view.seat, "discard"), reason("take", **figures)

    def rng(self, view: PlayerView) -> SplitMix64:
        """A generator seeded from the bot's seed and the view (see :func:`view_seed`)."""
        return SplitMix64(view_seed(self.seed, view))


def discard_reason(view: PlayerView, judge: Judge, card: Card, cands: dict[Card, int], dangers: dict[Card, float],
                   wait: Reason | None) -> Reason:
    """Why ``card`` is the discard, from the figures that chose it (shared by the three experts)."""
    hand = list(view.hand)

    def left(c: Card) -> int:
        rest = list(hand)
        rest.remove(c)
        return judge.points(rest)

    after = left(card)
    least = min(left(c) for c in cands)
    nxt = view.next_seat
    risky = [c for c in dangers if c != card and dangers[c] >= 0.3 and cands[c] <= cands[card]]
    base: Reason
    if risky:
        avoided = max(risky, key=lambda c: dangers[c])
        took = tuple(c for c in view.known[nxt] if c.suit == avoided.suit or c.rank == avoided.rank)
        base = reason("discard-avoid", card=card, other=avoided, taken=took, after=after)
    elif judge.live(card) == 0:
        base = reason("discard-dead", card=card, after=after)
    elif after == least:
        base = reason("discard-least", card=card, after=after)
    else:
        base = reason("discard-ahead", card=card, after=after, least=least)
    if wait is None:
        return base
    return Reason(base.key, base.params + tuple((f"wait_{k}", v) for k, v in wait.params))
