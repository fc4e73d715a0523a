"""Knock Rummy's expert: draws and discards for the draw ahead, and knocks on a Monte Carlo of the others' hands.

It decides from its view (:mod:`rummylab.games.seen`) only, with the shared judgement of
:mod:`rummylab.games.expert`:

- **draw** (KR-6): the top discard when the deadwood it leaves is below what a card from the stock
  is expected to leave; with an empty stock (KR-9) it takes the discard only when that lowers its
  deadwood, and declines otherwise;
- **discard**: the card that leaves the least deadwood now and after the next draw, less the
  danger of feeding the next player (never the card just taken, KR-8);
- **knock** (KR-7, KR-10): it deals the others hands consistent with what it saw (the cards they
  took from the pile and still hold, the rest from the unseen cards; each hand improved by the
  draws that player made, keeping its best cards), settles each deal (KR-10, by the house rules)
  and knocks when the average ledger result and the chance of being undercut say so; a rum
  (deadwood 0) always knocks; the fewer cards left in the stock, the readier it is (KR-9). With
  ``rum_only`` it knocks only with rum and weighs no other knock: the strategy charts' players
  (:mod:`rummylab.practice.charts`), who play every turn of a hand.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from rummylab.core.cards import Card
from rummylab.games.common import Move
from rummylab.games.expert import ExpertBot, Judge, Reason, discard_reason, reason
from rummylab.games.seen import PlayerView

__all__ = ["KnockExpert", "KNOCK_SAMPLES"]

#: The deals the knock decision settles (a few milliseconds).
KNOCK_SAMPLES = 160
#: The fewest deals one knock decision settles, and how often it checks whether the answer is already clear
#: (an expert made with fewer ``samples`` settles that many: the knock coach's continuation, 10).
_FEWEST = 40
#: The most deadwood the expert weighs a knock at (above it, no deal of the others is worth knocking into).
_KNOCK_CAP = 30


class KnockExpert(ExpertBot):
    """Knock Rummy's expert (see the module's docstring)."""

    def __init__(self, seed: int = 0, *, samples: int = KNOCK_SAMPLES, edge: float = 0.0, beaten: float = 0.25,
                 danger: float = 4.0, rum_only: bool = False) -> None:
        super().__init__(seed)
        self.samples = samples
        self.rum_only = rum_only
        self.edge = edge
        self.beaten = beaten
        self.danger_weight = danger

    keeps_taken = True  # KR-8

    # -- the draw (ExpertBot.draw, with Knock Rummy's figures in deadwood) ------------------------

    def empty_pile(self, view: PlayerView, judge: Judge) -> tuple[Move, Reason]:
        return Move.decline(view.seat), reason("decline-empty")  # KR-9: nothing to take

    def figures(self, judge: Judge, hand: list[Card], top: Card, out: Card, now: int, after: int) -> dict[str, Any]:
        return {"card": top, "before": now, "after": after}

    def stock_figures(self, expected: float) -> dict[str, Any]:
        return {"ahead": round(expected, 1)}

    def stock_empty(self, view: PlayerView, figures: dict[str, Any], now: int) -> tuple[Move, Reason]:
        return Move.decline(view.seat), reason("decline", card=figures["card"], deadwood=now)  # KR-9

    # -- the discard and the knock ----------------------------------------------------------------

    def play(self, view: PlayerView, judge: Judge) -> tuple[Move, Reason]:
        p = view.seat
        hand = list(view.hand)
        cands: dict[Card, int] = {}
        for card in dict.fromkeys(hand):
            if card == view.taken:
                continue  # KR-8
            rest = list(hand)
            rest.remove(card)
            cands[card] = judge.dw(rest)
        least = min(cands.values())
        knock_card = min((c for c in cands if cands[c] == least), key=lambda c: (-view.rules.value(c), -c.rank))
        limit = view.rules.knock_max
        if limit is None or least <= limit:  # KR-7 (or the house's knock-max)
            if least == 0:
                return Move.knock(p, knock_card), reason("rum", card=knock_card)
            if least <= _KNOCK_CAP and not self.rum_only:
                kept = list(hand)
                kept.remove(knock_card)
                win, beaten, mean = self._knock_odds(view, judge, kept, least)
                ready = self.edge - (2.0 if view.stock_size <= view.players else 0.0)
                if mean > ready and beaten <= self.beaten + (0.15 if view.stock_size <= view.players else 0.0):
                    return Move.knock(p, knock_card), reason("knock", card=knock_card, deadwood=least, pct=win,
                                                             expected=round(mean, 1))
                wait = reason("wait", deadwood=least, pct=win, expected=round(mean, 1))
            else:
                wait = None
        else:
            wait = None
        scores: dict[Card, float] = {}
        dangers: dict[Card, float] = {}
        for card, d in cands.items():
            if d > least + 10:
                continue
            rest = list(hand)
            rest.remove(card)
            dangers[card] = judge.danger(card)
            scores[card] = 0.5 * d + 0.5 * judge.ahead(rest) + self.danger_weight * dangers[card]
        card = min(scores, key=lambda c: (scores[c], -view.rules.value(c), -c.rank))
        return Move.discard(p, card), self._why(view, judge, card, cands, dangers, wait)

    def _why(self, view: PlayerView, judge: Judge, card: Card, cands: dict[Card, int], dangers: dict[Card, float],
             wait: Reason | None) -> Reason:
        """The reason of a discard: the knock waited for first, else what decided the card."""
        return discard_reason(view, judge, card, cands, dangers, wait)

    def _knock_odds(self, view: PlayerView, judge: Judge, kept: list[Card], mine: int) -> tuple[float, float, float]:
        """(chance to win, chance to be undercut, mean ledger result) of knocking with ``kept`` now (KR-10)."""
        from rummylab.games.knock.settle import KnockCase, settle_knock, settle_knock_hands
        from rummylab.solver.melds import best_arrangement, min_deadwood

        rules = view.rules
        rng = self.rng(view)
        opponents = view.opponents()
        pool = list(view.unseen)
        wins = beaten = 0
        total = Fraction(0)
        fewest = min(_FEWEST, self.samples)  # (an expert asked for fewer deals settles that many)
        samples = max(fewest, self.samples // len(opponents))  # a deal of more hands says more of the table
        n = 0
        while n < samples:
            if n and n % fewest == 0 and not 0.15 < wins / n < 0.9:
                break  # the answer is clear already: stop early
            n += 1
            rng.shuffle(pool)
            at = 0
            hands: list[list[Card]] = [[] for _ in range(view.players)]
            hands[view.seat] = kept
            deadwood = [0] * view.players
            deadwood[view.seat] = mine
            for o in opponents:
                size = view.hand_counts[o]
                known = list(view.known[o])
                extra = min(len(view.passed[o]) + len(view.picked[o]), 3, max(len(pool) - at - size, 0))
                free = max(size - len(known), 0) + extra
                cards = known + pool[at:at + free]
                at += free
                if extra:
                    arr = best_arrangement(cards, rules)
                    drop = sorted(arr.unmatched, key=lambda c: -rules.value(c))[:extra]
                    for c in drop:
                        cards.remove(c)
                    while len(cards) > size:
                        cards.pop()
                hands[o] = cards
                deadwood[o] = min_deadwood(cards, rules)
            if rules.lay_off:
                settled, _ = settle_knock_hands(hands, view.seat, rules=rules)
            else:
                settled = settle_knock(deadwood, view.seat, rules=rules)
            total += settled.net[view.seat]
            if settled.case in (KnockCase.RUM, KnockCase.KNOCKER_WINS):
                wins += 1
            elif settled.case is KnockCase.KNOCKER_BEATEN:
                beaten += 1
        return wins / n, beaten / n, float(total) / n

