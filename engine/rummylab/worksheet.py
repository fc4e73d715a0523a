"""Worksheets for teachers: numbered problems dealt from one seed, and their answer key.

A sheet is fully determined by its choices (the kinds of problem, the game, the
level, the number of problems) and its seed, so the site's page, its link and
``rummylab worksheet`` make the same sheet. Problem ``i`` is dealt from its own
seed (:func:`~rummylab.games.rng.derive_seed` of the sheet's seed and ``i``), so
asking for more problems keeps the first ones. Every answer is computed by the
engine: the solver for a hand (KR-5, TT-7), the settlement for a Knock Rummy
table (KR-10), the round's scoring for Three Thirteen (TT-7) and Rummy (RU-8).

The kinds:

- ``meld``: arrange a hand, give its deadwood (Knock Rummy, KR-5; Rummy, RU-3 and
  RU-8's card values) or its penalty points (Three Thirteen with the round's wild
  rank, TT-3, TT-7);
- ``settle``: a Knock Rummy table at the end of a hand (the settlement quiz's
  tables, :func:`rummylab.quiz.make_quiz`): each player's net (KR-10);
- ``tt-round``: a Three Thirteen round in which one player went out (TT-6):
  each player's penalty points (TT-7);
- ``rummy-round``: a Rummy round in which one player went out: the points
  scored (RU-8); at level 3 a round may end in a draw (RU-7).

Levels:

1. meld: 7 cards and one or two melds, no card that fits two melds; tables of 2
   players; Three Thirteen rounds 1-4;
2. meld: 10 cards (Rummy 7) and two melds or more; tables of 3 players or more;
   Three Thirteen rounds 5-8, a wild card in a hand;
3. meld: a card that could go in a set or in a run (KR-5: the smaller deadwood
   decides); Knock Rummy tables with a tie at the lowest deadwood or a payment
   split into a fraction (KR-10c, KR-10d, KR-10e); Three Thirteen rounds 9-11;
   Rummy tables of 4 to 6 players.

>>> sheet = make_worksheet(7, count=4)
>>> [p.kind for p in sheet.problems]
['meld', 'meld', 'meld', 'settle']
>>> make_worksheet(7, count=4) == sheet
True
>>> [p.kind for p in make_worksheet(7, count=3, game="rummy").problems]
['meld', 'rummy-round', 'meld']
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Iterable, Sequence, Union
from urllib.parse import urlencode

from .arrangement import Arrangement
from .cards import Card, Suit, full_deck, sort_cards
from .errors import RequestError, RummyError
from .explain import capitalized, colon, explain, player_label, signed_amount, text
from .games.rng import SplitMix64, derive_seed
from .melds import best_arrangement
from .messages import RANKS_PLURAL
from .quiz import make_quiz
from .rules import KNOCK_RUMMY, RUMMY, Rules, three_thirteen, tt_decks_for_players
from .scoring import RummyRoundScore, ThreeThirteenRoundScore, score_rummy_round, score_three_thirteen_round
from .settle import KnockSettlement, format_amount

__all__ = ["KINDS", "GAMES", "KIND_GAMES", "LEVELS", "MAX_PROBLEMS", "MAX_TITLE", "MAX_SEED", "Problem", "Worksheet",
           "make_worksheet", "read_choices", "sheet_json", "sheet_text", "has_overlap"]

#: The kinds of problem, in the order a sheet cycles through them.
KINDS = ("meld", "settle", "tt-round", "rummy-round")
#: The games a sheet draws from: one of them, or ``all``.
GAMES = ("all", "knock", "three-thirteen", "rummy")
#: The games each kind has problems in.
KIND_GAMES: dict[str, tuple[str, ...]] = {
    "meld": ("knock", "three-thirteen", "rummy"),
    "settle": ("knock",),
    "tt-round": ("three-thirteen",),
    "rummy-round": ("rummy",),
}
LEVELS = (1, 2, 3)
#: The most problems a sheet holds.
MAX_PROBLEMS = 40
#: The longest title, in characters.
MAX_TITLE = 80
#: Seeds travel in links and through JavaScript numbers: they stay exact there.
MAX_SEED = 2**53 - 1
_MAX_TRIES = 500
#: Three Thirteen rounds per level (TT-2).
_TT_ROUNDS = {1: (1, 4), 2: (5, 8), 3: (9, 11)}
_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)

Answer = Union[Arrangement, KnockSettlement, ThreeThirteenRoundScore, RummyRoundScore]


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem of a sheet and the engine's answer to it.

    Attributes:
        number: 1, 2, 3 … on the sheet.
        kind: one of :data:`KINDS`.
        game: ``"knock"``, ``"three-thirteen"`` or ``"rummy"``.
        seed: the problem's own seed (derived from the sheet's).
        rules: the rules the cards are judged by (Three Thirteen: the round's).
        hands: the cards: one hand for ``meld``, one per player otherwise (seat order).
        knocker: ``settle``: the seat that knocked (0-based), or None when the stock ran out.
        out: ``tt-round`` and ``rummy-round``: the seat that went out, or None (a Rummy draw).
        answer: the engine's answer: an arrangement, a settlement or a round's score.
    """

    number: int
    kind: str
    game: str
    seed: int
    rules: Rules
    hands: tuple[tuple[Card, ...], ...]
    knocker: int | None
    out: int | None
    answer: Answer


@dataclass(frozen=True, slots=True)
class Worksheet:
    """A sheet: its choices, its seed and its problems (see :func:`make_worksheet`)."""

    seed: int
    kinds: tuple[str, ...]
    game: str
    level: int
    count: int
    title: str
    problems: tuple[Problem, ...]

    def query(self) -> str:
        """The sheet's choices as a link's query (``kinds=…&game=…&level=…&count=…&seed=…``, then ``title``).

        >>> make_worksheet(3, kinds=["meld"], count=2, title="Aula 4").query()
        'kinds=meld&game=all&level=1&count=2&seed=3&title=Aula+4'
        """
        params = {"kinds": ",".join(self.kinds), "game": self.game, "level": self.level, "count": self.count,
                  "seed": self.seed}
        if self.title:
            params["title"] = self.title
        return urlencode(params, safe=",")


# ---- reading the choices -------------------------------------------------------------------------


def _token(value: object) -> int | str | None:
    """The reader's input as an error quotes it: a number as it is, text shortened, nothing as None."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return str(value)[:60]


def _whole(value: object, field: str, code: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``, given as a number or as digits."""
    if isinstance(value, str) and value.strip().isdecimal() and value.strip().isascii() and len(value.strip()) <= 20:
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RequestError(f"{value!r} is not a {field} (a whole number from {low} to {high})",
                           token=_token(value), code=code, field=field, low=low, high=high)
    return value


def read_choices(*, seed: object, kinds: object = None, game: object = "all", level: object = 1,
                 count: object = 10, title: object = "") -> tuple[int, tuple[str, ...], str, int, int, str]:
    """Check a sheet's choices, as a page or a command line gives them (numbers may be digits).

    ``kinds`` is a list or a comma-separated text (None: every kind). Returns
    ``(seed, kinds, game, level, count, title)``, the kinds in :data:`KINDS` order.

    Raises:
        RequestError: naming the field (``params["field"]``): ``bad-seed``,
            ``worksheet-kind``, ``worksheet-game``, ``worksheet-level``,
            ``worksheet-count``, ``worksheet-title``, or ``worksheet-no-problem``
            when the game has no problem of the chosen kinds.

    >>> read_choices(seed="12", kinds="settle,meld", level="3", count="40")
    (12, ('meld', 'settle'), 'all', 3, 40, '')
    >>> read_choices(seed=1, count=41)
    Traceback (most recent call last):
    ...
    rummylab.errors.RequestError: 41 is not a possible number of problems: a sheet holds 1 to 40
    """
    raw_seed = seed
    if isinstance(seed, str) and seed.strip().isdecimal() and seed.strip().isascii() and len(seed.strip()) <= 20:
        seed = int(seed.strip())
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise RequestError(f"{raw_seed!r} is not a seed (a whole number from 0 to {MAX_SEED})",
                           token=_token(raw_seed), code="bad-seed", field="seed")
    if kinds is None:
        kinds = list(KINDS)
    if isinstance(kinds, str):
        kinds = [k.strip() for k in kinds.split(",") if k.strip()]
    if not isinstance(kinds, (list, tuple)) or not all(isinstance(k, str) for k in kinds):
        raise RequestError(f"kinds must be a list of kinds of problem, not {kinds!r}", token=str(kinds)[:60],
                           code="worksheet-kind", field="kinds", kinds=", ".join(KINDS))
    for kind in kinds:
        if kind not in KINDS:
            raise RequestError(f"{kind!r} is not a kind of problem (choose {', '.join(KINDS)})", token=kind[:60],
                               code="worksheet-kind", field="kinds", kinds=", ".join(KINDS))
    if not kinds:
        raise RequestError("choose at least one kind of problem", token=None, code="worksheet-kind", field="kinds",
                           kinds=", ".join(KINDS))
    if not isinstance(game, str) or game not in GAMES:
        raise RequestError(f"{game!r} is not a game for a sheet (choose {', '.join(GAMES)})", token=str(game)[:60],
                           code="worksheet-game", field="game", games=", ".join(GAMES))
    level = _whole(level, "level", "worksheet-level", 1, len(LEVELS))
    if isinstance(count, str) and count.strip().isdecimal() and count.strip().isascii() and len(count.strip()) <= 20:
        count = int(count.strip())
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_PROBLEMS:
        token = _token(count)
        shown = "nothing" if token is None else token if isinstance(token, int) else repr(token)
        raise RequestError(f"{shown} is not a possible number of problems: a sheet holds 1 to {MAX_PROBLEMS}",
                           token=token, code="worksheet-count", field="count", limit=MAX_PROBLEMS)
    if title is None:
        title = ""
    if not isinstance(title, str):
        raise RequestError(f"a title is text, not {title!r}", token=str(title)[:60], code="worksheet-title",
                           field="title", limit=MAX_TITLE)
    title = " ".join(title.split())
    if len(title) > MAX_TITLE or any(not ch.isprintable() for ch in title):
        raise RequestError(f"the title is too long: {len(title)} characters where at most {MAX_TITLE} fit",
                           token=title[:60], code="worksheet-title", field="title", count=len(title), limit=MAX_TITLE)
    chosen = tuple(k for k in KINDS if k in kinds)
    if not _combos(chosen, game):
        raise RequestError(f"{game} has no problem of the kinds {', '.join(chosen)}", token=game,
                           code="worksheet-no-problem", field="kinds", game=game)
    return seed, chosen, game, level, count, title


def _combos(kinds: Sequence[str], game: str) -> list[tuple[str, str]]:
    """The (kind, game) pairs a sheet cycles through."""
    games = KIND_GAMES["meld"] if game == "all" else (game,)
    return [(kind, g) for kind in kinds for g in games if g in KIND_GAMES[kind]]


# ---- dealing -------------------------------------------------------------------------------------


def has_overlap(hand: Iterable[Card]) -> bool:
    """True when a card of the hand could go in a set or in a run of it (KR-5: the arrangement decides).

    >>> from rummylab.cards import parse_hand
    >>> has_overlap(parse_hand("7H 7C 7S 5S 6S")), has_overlap(parse_hand("7H 7C 7D 5S 6S"))
    (True, False)
    """
    cards = set(hand)
    for card in cards:
        in_set = sum(1 for c in cards if c.rank == card.rank) >= 3
        run = 1
        for step in (-1, 1):
            rank = card.rank + step
            while 1 <= rank <= 13 and Card(rank, card.suit) in cards:
                run += 1
                rank += step
        if in_set and run >= 3:
            return True
    return False


class _Pool:
    """The cards still to deal (several decks: several copies)."""

    def __init__(self, rng: SplitMix64, decks: int) -> None:
        self.rng = rng
        self.cards = list(full_deck(decks=decks))

    def take(self, card: Card) -> bool:
        if card in self.cards:
            self.cards.remove(card)
            return True
        return False

    def take_all(self, cards: Sequence[Card]) -> bool:
        taken: list[Card] = []
        for card in cards:
            if not self.take(card):
                self.cards.extend(taken)
                return False
            taken.append(card)
        return True

    def deal(self, n: int) -> list[Card]:
        self.rng.shuffle(self.cards)
        out, self.cards = self.cards[:n], self.cards[n:]
        return out


def _meld_cards(rng: SplitMix64, size: int, *, wild: int | None = None) -> list[Card]:
    """A random set (3-4 cards of one rank, distinct suits) or run (``size`` cards of one suit)."""
    if size <= 4 and rng.below(2) == 0:
        ranks = [r for r in range(1, 14) if r != wild]
        rank = ranks[rng.below(len(ranks))]
        suits = list(_SUITS)
        rng.shuffle(suits)
        return [Card(rank, s) for s in suits[:size]]
    suit = _SUITS[rng.below(4)]
    start = 1 + rng.below(14 - size)
    return [Card(r, suit) for r in range(start, start + size)]


def _overlap_cards(rng: SplitMix64) -> list[Card]:
    """Five cards where one could go in a set or a run: 7♥ 7♣ 7♠ with 5♠ 6♠ (KR-5)."""
    rank = 3 + rng.below(9)  # 3..11, so a run below or above fits
    suits = list(_SUITS)
    rng.shuffle(suits)
    run = [rank - 2, rank - 1] if rng.below(2) == 0 else [rank + 1, rank + 2]
    return [Card(rank, s) for s in suits[:3]] + [Card(r, suits[0]) for r in run]


def _meld_problem(rng: SplitMix64, game: str, level: int) -> tuple[Rules, tuple[Card, ...], Arrangement]:
    if game == "three-thirteen":
        low, high = _TT_ROUNDS[level]
        rnd = low + rng.below(high - low + 1)
        rules = three_thirteen(rnd, decks=2)
        size = rnd + 2
    else:
        rules = KNOCK_RUMMY if game == "knock" else RUMMY
        size = 7 if level == 1 or game == "rummy" else 10
    for _ in range(_MAX_TRIES):
        pool = _Pool(rng, rules.decks)
        planted: list[Card] = []
        if game == "three-thirteen":
            wild = rules.wild_rank
            assert wild is not None
            card = Card(wild, _SUITS[rng.below(4)])  # a wild card to place (TT-3)
            if not pool.take(card):
                continue
            planted.append(card)
            if size >= 6:
                meld = _meld_cards(rng, 3, wild=wild)
                if not pool.take_all(meld):
                    continue
                planted += meld
        elif level == 3:
            planted = _overlap_cards(rng)
            if not pool.take_all(planted):
                continue
        else:
            for _ in range(1 if level == 1 else 2):
                meld = _meld_cards(rng, 3)
                if pool.take_all(meld):
                    planted += meld
        hand = sort_cards(planted + pool.deal(size - len(planted)))
        best = best_arrangement(hand, rules)
        if _keeps_promise(game, level, rules, hand, best):
            return rules, hand, best
    raise RummyError("no hand found for this problem", token=None, code="internal")  # pragma: no cover


def _keeps_promise(game: str, level: int, rules: Rules, hand: tuple[Card, ...], best: Arrangement) -> bool:
    """What each level promises of a meld problem (see the module's docstring)."""
    if game == "three-thirteen":
        return any(rules.is_wild(c) for c in hand) and bool(best.melds)
    if level == 1:
        return 1 <= len(best.melds) and not has_overlap(hand)
    if level == 2:
        return len(best.melds) >= 2 if game == "knock" else len(best.melds) >= 1
    return has_overlap(hand) and bool(best.melds)


def _has_tie_or_fraction(s: KnockSettlement) -> bool:
    return len(s.winners) >= 2 or any(t.amount.denominator != 1 for t in s.transfers)


def _settle_problem(seed: int, level: int) -> tuple[tuple[tuple[Card, ...], ...], int | None, KnockSettlement]:
    for attempt in range(_MAX_TRIES):
        quiz = make_quiz(derive_seed(seed, attempt) & MAX_SEED, level)
        players = quiz.players
        if level == 1 and players != 2:
            continue
        if level == 2 and players < 3:
            continue
        if level == 3 and not _has_tie_or_fraction(quiz.settlement):
            continue
        return quiz.hands, quiz.knocker, quiz.settlement
    raise RummyError("no table found for this problem", token=None, code="internal")  # pragma: no cover


def _split(rng: SplitMix64, size: int) -> list[int]:
    """``size`` cards as meld lengths of 3 to 5 (3 → [3], 7 → [3, 4] or [4, 3] …)."""
    parts: list[int] = []
    left = size
    while left:
        options = [n for n in (3, 4, 5) if n <= left and (left - n == 0 or left - n >= 3)]
        n = options[rng.below(len(options))]
        parts.append(n)
        left -= n
    return parts


def _tt_problem(rng: SplitMix64, level: int) -> tuple[Rules, tuple[tuple[Card, ...], ...], int, ThreeThirteenRoundScore]:
    low, high = _TT_ROUNDS[level]
    rnd = low + rng.below(high - low + 1)
    players = {1: 2, 2: 2 + rng.below(2), 3: 3 + rng.below(2)}[level]
    decks = tt_decks_for_players(players)
    rules = three_thirteen(rnd, decks=decks)
    assert rules.hand_size is not None and rules.wild_rank is not None
    out = rng.below(players)
    for _ in range(_MAX_TRIES):
        pool = _Pool(rng, decks)
        out_hand: list[Card] = []
        for n in _split(rng, rules.hand_size):
            meld = _meld_cards(rng, n, wild=rules.wild_rank)
            if level >= 2 and rng.below(2) == 0:  # a wild card stands in for one card of the meld (TT-3)
                meld[rng.below(n)] = Card(rules.wild_rank, _SUITS[rng.below(4)])
            if not pool.take_all(meld):
                break
            out_hand += meld
        if len(out_hand) != rules.hand_size:
            continue
        hands = [tuple(out_hand) if seat == out else () for seat in range(players)]
        hands = [sort_cards(h) if h else sort_cards(pool.deal(rules.hand_size)) for h in hands]
        try:
            score = score_three_thirteen_round(hands, rnd, out=out, rules=rules)
        except RummyError:  # pragma: no cover - the out hand is made of melds
            continue
        return rules, tuple(hands), out, score
    raise RummyError("no round found for this problem", token=None, code="internal")  # pragma: no cover


def _rummy_problem(rng: SplitMix64, level: int) -> tuple[tuple[tuple[Card, ...], ...], int | None, RummyRoundScore]:
    players = {1: 2, 2: 3 + rng.below(2), 3: 4 + rng.below(3)}[level]
    most = {1: 4, 2: 7, 3: 7}[level]
    draw = level == 3 and rng.below(4) == 0  # RU-7: the stock ran out twice, nobody scores
    out = None if draw else rng.below(players)
    pool = _Pool(rng, 1)
    hands = tuple(() if seat == out else sort_cards(pool.deal(1 + rng.below(most))) for seat in range(players))
    return hands, out, score_rummy_round(hands, out, rules=RUMMY)


def _problem(number: int, kind: str, game: str, seed: int, level: int) -> Problem:
    rng = SplitMix64(seed)
    if kind == "meld":
        rules, hand, best = _meld_problem(rng, game, level)
        return Problem(number, kind, game, seed, rules, (hand,), None, None, best)
    if kind == "settle":
        hands, knocker, settlement = _settle_problem(seed, level)
        return Problem(number, kind, game, seed, KNOCK_RUMMY, hands, knocker, None, settlement)
    if kind == "tt-round":
        rules, tt_hands, out, score = _tt_problem(rng, level)
        return Problem(number, kind, game, seed, rules, tt_hands, None, out, score)
    ru_hands, ru_out, ru_score = _rummy_problem(rng, level)
    return Problem(number, kind, game, seed, RUMMY, ru_hands, None, ru_out, ru_score)


def make_worksheet(seed: object, *, kinds: object = None, game: object = "all", level: object = 1,
                   count: object = 10, title: object = "") -> Worksheet:
    """Deal a sheet: ``count`` problems cycling through the chosen kinds and games, from ``seed``.

    The choices are read by :func:`read_choices` (digits are accepted for the
    numbers). The same choices and seed give the same sheet, in CPython and
    in Pyodide (the deals use SplitMix64).

    Raises:
        RequestError: a bad choice, naming its field (see :func:`read_choices`).
    """
    seed_, kinds_, game_, level_, count_, title_ = read_choices(seed=seed, kinds=kinds, game=game, level=level,
                                                                count=count, title=title)
    combos = _combos(kinds_, game_)
    problems = tuple(_problem(i + 1, *combos[i % len(combos)], derive_seed(seed_, i) & MAX_SEED, level_)
                     for i in range(count_))
    return Worksheet(seed_, kinds_, game_, level_, count_, title_, problems)


# ---- the sheet in a language ---------------------------------------------------------------------


def _cards(cards: Iterable[Card]) -> list[str]:
    return [str(c) for c in cards]


def _prompt(p: Problem, lang: str) -> str:
    if p.kind == "meld":
        if p.game == "three-thirteen":
            assert p.rules.wild_rank is not None
            return text("ws.prompt.meld_tt", lang, round=p.rules.round, cards=len(p.hands[0]),
                        wilds=RANKS_PLURAL[lang][p.rules.wild_rank], decks=_decks(p, lang))
        return text(f"ws.prompt.meld_{'knock' if p.game == 'knock' else 'rummy'}", lang, cards=len(p.hands[0]))
    if p.kind == "settle":
        if p.knocker is None:
            return text("ws.prompt.settle_stock", lang)
        return text("ws.prompt.settle", lang, player=player_label(p.knocker, lang, form="subj"))
    if p.kind == "tt-round":
        assert p.out is not None and p.rules.wild_rank is not None
        return text("ws.prompt.tt", lang, round=p.rules.round, cards=p.rules.hand_size,
                    wilds=RANKS_PLURAL[lang][p.rules.wild_rank], player=player_label(p.out, lang, form="subj"),
                    decks=_decks(p, lang))
    if p.out is None:
        return text("ws.prompt.rummy_draw", lang)
    return text("ws.prompt.rummy", lang, player=player_label(p.out, lang, form="subj"))


def _decks(p: Problem, lang: str) -> str:
    assert p.rules.decks in (1, 2)  # TT-1: one deck for 2 players, two for 3 or 4 (and the meld problems)
    return text("ws.decks", lang, count=p.rules.decks)


def _blanks(p: Problem, lang: str) -> list[str]:
    """The answer lines the pupil fills in: one for a hand, one per player for a table."""
    if p.kind == "meld":
        return [text("ws.blank.melds", lang), text(f"ws.blank.{_points(p)}", lang)]
    return [capitalized(player_label(seat, lang)) for seat in range(len(p.hands))]


def _points(p: Problem) -> str:
    return "penalty" if p.game == "three-thirteen" else ("left" if p.game == "rummy" else "deadwood")


def _answer(p: Problem, lang: str) -> dict[str, Any]:
    a = p.answer
    data: dict[str, Any] = {"explanation": explain(a, lang, rules=p.rules) if isinstance(a, Arrangement)
                            else explain(a, lang)}
    if isinstance(a, Arrangement):
        data.update(values=[a.deadwood], shown=[str(a.deadwood)], arrangement=a.to_dict(),
                    summary=text(f"ws.key.{_points(p)}", lang, value=a.deadwood))
    elif isinstance(a, KnockSettlement):
        data.update(values=[format_amount(x) for x in a.net], shown=[signed_amount(x, lang) for x in a.net],
                    settlement=a.to_dict())
    elif isinstance(a, ThreeThirteenRoundScore):
        data.update(values=list(a.penalties), shown=[str(x) for x in a.penalties],
                    arrangements=[arr.to_dict() for arr in a.arrangements])
    else:
        data.update(values=list(a.points), shown=[str(x) for x in a.points])
    if "summary" not in data:
        items = [text("ledger.item", lang, player=player_label(seat, lang), amount=shown)
                 for seat, shown in enumerate(data["shown"])]
        data["summary"] = capitalized(", ".join(items)) + "."
    return data


def _problem_json(p: Problem, lang: str) -> dict[str, Any]:
    return {
        "number": p.number,
        "kind": p.kind,
        "game": p.game,
        "seed": p.seed,
        "round": p.rules.round,
        "wild_rank": p.rules.wild_rank,
        "decks": p.rules.decks,
        "prompt": text("ws.number", lang, n=p.number) + " " + _prompt(p, lang),
        "hands": [_cards(h) for h in p.hands],
        "labels": [] if p.kind == "meld" else [capitalized(player_label(s, lang)) for s in range(len(p.hands))],
        "knocker": None if p.knocker is None else p.knocker + 1,
        "out": None if p.out is None else p.out + 1,
        "blanks": _blanks(p, lang),
        "answer": _answer(p, lang),
    }


def sheet_json(sheet: Worksheet, lang: str = "en") -> dict[str, Any]:
    """The sheet in ``lang``, JSON-ready: its choices, its link's query and each problem with its answer.

    Each problem has its ``prompt``, its ``hands`` (one for a hand to arrange, one per
    player), the ``blanks`` (answer lines) and the ``answer`` (``values``: the deadwood
    or each player's net, penalty or points, exact; ``shown``: as a reader writes
    them; ``summary``; the ``explanation`` the worked examples give).

    >>> data = sheet_json(make_worksheet(7, kinds="settle", count=1, level=3), "pt")
    >>> data["problems"][0]["prompt"].startswith("1.")
    True
    """
    title = sheet.title or text("ws.title", lang)
    return {
        "seed": sheet.seed,
        "kinds": list(sheet.kinds),
        "game": sheet.game,
        "level": sheet.level,
        "count": sheet.count,
        "title": title,
        "heading": text("ws.heading", lang, seed=sheet.seed, level=sheet.level, count=sheet.count, n=sheet.count),
        "key_title": text("ws.key", lang, title=title),
        "query": sheet.query(),
        "lang": lang,
        "problems": [_problem_json(p, lang) for p in sheet.problems],
    }


def sheet_text(sheet: Worksheet, lang: str = "en", *, key: bool = True, questions: bool = True) -> str:
    """The sheet as plain text (the command line's): the problems with answer lines, then the key."""
    data = sheet_json(sheet, lang)
    c = colon(lang)
    lines = [data["title"], data["heading"],
             text("ws.link", lang, query=data["query"]), ""]
    if questions:
        for p in data["problems"]:
            lines.append(p["prompt"])
            if p["labels"]:
                width = max(len(label) for label in p["labels"])
                for label, hand, blank in zip(p["labels"], p["hands"], p["blanks"]):
                    mark = f" ({text('ws.knocker', lang)})" if p["knocker"] and label == p["labels"][p["knocker"] - 1] else ""
                    lines.append(f"  {label:>{width}}{c} {' '.join(hand) or text('ws.no_cards', lang)}{mark}")
                lines.append("  " + "   ".join(f"{b}{c} ______" for b in p["blanks"]))
            else:
                lines.append("  " + " ".join(p["hands"][0]))
                lines += [f"  {b}{c} ______________________" for b in p["blanks"]]
            lines.append("")
    if key:
        lines += [data["key_title"], ""]
        for p in data["problems"]:
            lines.append(f"{text('ws.number', lang, n=p['number'])} {p['answer']['summary']}")
            lines += [f"  {line}" for line in p["answer"]["explanation"]]
        lines.append("")
    return "\n".join(lines)
