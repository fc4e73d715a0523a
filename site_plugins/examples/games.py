"""Example kinds beyond one Knock Rummy table: ``solve`` (any game), Three
Thirteen (``tt-round``, ``tt-totals``) and Rummy (``rummy-round``, ``rummy-layoff``).

The numbers come from :mod:`rummylab.solver.melds` and :mod:`rummylab.games.three_thirteen.scoring` and :mod:`rummylab.games.rummy.scoring`; the
spec's facts are checked first (decks, hand sizes, who went out).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from rummylab.core.cards import Card, check_copies
from rummylab.core.errors import MeldError, RummyError
from rummylab.core.rules import RUMMY, Rules, three_thirteen, tt_decks_for_players
from rummylab.games import Game, get
from rummylab.games.rummy.scoring import RummyRoundScore, score_rummy_round
from rummylab.games.three_thirteen.scoring import (
    ThreeThirteenRoundScore,
    score_three_thirteen_game,
    score_three_thirteen_round,
)
from rummylab.solver.melds import (
    Arrangement,
    all_best_arrangements,
    best_arrangement,
    check_arrangement,
    make_meld,
)
from site_plugins.cards_html import arrangement_html, hand_html
from site_plugins.examples.pieces import esc, frame, leftover_of, leftover_word, rules_line, table
from site_plugins.examples.spec import Spec, register
from site_plugins.examples.text import narration, rank_plural
from site_plugins.words import word

__all__ = ["compute_solve", "compute_tt_round", "compute_tt_totals", "compute_rummy_round", "compute_layoff",
           "tt_round_parts", "rummy_round_parts"]

_OPTIONS = {"ace_high": bool, "court_values": bool, "jokers": int}


def _rules(spec: Spec, game: str, round_: Any, decks: Any) -> Rules:
    options = spec.get("options", {}, types=dict)
    for key, value in options.items():
        if key not in _OPTIONS or not isinstance(value, _OPTIONS[key]):
            raise spec.fail(f"options: {key}: {value!r} is not one of ace_high (bool), court_values (bool), jokers (int)")
    kind: Game = spec.engine("game", lambda: get(game))
    if options and not kind.option_names:
        raise spec.fail("options (TT-8 variants) only apply to three-thirteen")
    rules: Rules = spec.engine("game", lambda: kind.rules(round=round_, decks=decks, **options))
    return rules


def _cell(spec: Spec, lang: str, arrangement: Arrangement, score_key: str) -> list[str]:
    return [arrangement_html(arrangement.to_dict(), lang, layout="cell"), str(arrangement.deadwood)]


# ----------------------------------------------------------------- solve


@dataclass(frozen=True)
class Solved:
    rules: Rules
    hand: tuple[Card, ...]
    best: Arrangement
    all: tuple[Arrangement, ...]
    compare: tuple[Arrangement, ...]


def render_solve(spec: Spec, lang: str) -> str:
    m: Solved = spec.model
    points = get(m.rules.game).points  # "penalty" in Three Thirteen (TT-7), "deadwood" elsewhere (KR-5)
    score = f"{points}_is"
    head = [esc(word("example.what", lang)), esc(word("example.cards", lang)), esc(leftover_word(m.rules.game, lang))]
    rows = [[esc(word("hand", lang)), hand_html(m.hand, lang, label=word("hand", lang)), ""]]
    if m.all and len(m.all) > 1:
        for i, arrangement in enumerate(m.all, start=1):
            rows.append([esc(f"{word('example.best', lang)} {i}"), *_cell(spec, lang, arrangement, score)])
    else:
        rows.append([esc(word("example.best", lang)), *_cell(spec, lang, m.best, score)])
    notes = []
    for arrangement in m.compare:
        rows.append([esc(word("example.your_try", lang)), *_cell(spec, lang, arrangement, score)])
        diff = arrangement.deadwood - m.best.deadwood
        key = "compare_worse" if diff else "compare_equal"
        notes.append(esc(word(f"example.{key}.{leftover_of(m.rules.game)}", lang, d=arrangement.deadwood, diff=diff,
                              best=m.best.deadwood)))
    caption = word("example.solve_caption", lang)
    if m.all and len(m.all) > 1:
        caption += " — " + word("example.all_best", lang, n=len(m.all))
    return frame(spec.id, spec.kind, [
        table(esc(caption), head, rows, row_header=True, cls="rl-solve", row_label=False),
        f'<p class="rl-explanation">{narration(m.best, lang, [], rules=m.rules)}</p>',
        *(f'<p class="rl-explanation">{n}</p>' for n in notes),
        rules_line(spec.data["rules"], lang) if spec.data.get("show_rules", True) else "",
    ])


@register("solve", {"game", "round", "decks", "options", "hand", "all", "compare"}, render_solve)
def compute_solve(spec: Spec) -> None:
    """``solve``: the best arrangement (KR-5, TT-7), optionally every optimal one, and tried ones."""
    game = spec.get("game", types=str)
    round_ = spec.get("round", None, types=int)
    rules = _rules(spec, game, round_, spec.get("decks", None, types=int))
    hand = spec.cards(spec.get("hand"), "hand")
    spec.engine("hand", lambda: rules.check_hand(hand))
    if round_ is not None and len(hand) not in (round_ + 2, round_ + 3):
        raise spec.fail(f"hand: round {round_} deals {round_ + 2} cards (TT-2), the hand has {len(hand)}")
    best = spec.engine("hand", lambda: best_arrangement(hand, rules))
    every = spec.engine("hand", lambda: all_best_arrangements(hand, rules)) if spec.get("all", False, types=bool) else ()
    tried = []
    for i, entry in enumerate(spec.get("compare", [], types=list), start=1):
        if not isinstance(entry, dict) or set(entry) != {"melds"} or not isinstance(entry["melds"], list):
            raise spec.fail(f"compare {i} must be {{melds: [\"4H 5H 6H\", …]}}")
        melds = [spec.cards(m, f"compare {i}") for m in entry["melds"]]
        tried.append(spec.engine(f"compare {i}", lambda: check_arrangement(melds, hand, rules)))  # noqa: B023 - called at once
    for arrangement in every:
        if arrangement.deadwood != best.deadwood:
            raise spec.fail(f"the engine lists an 'optimal' arrangement with {arrangement.deadwood}, best is {best.deadwood}")
    for arrangement in tried:
        if arrangement.deadwood < best.deadwood:
            raise spec.fail(f"a tried arrangement leaves {arrangement.deadwood}, less than the engine's best {best.deadwood}")
    spec.model = Solved(rules, hand, best, tuple(every), tuple(tried))
    spec.actual = {"deadwood": best.deadwood}
    if every:
        spec.actual["arrangements"] = len(every)
    if tried:
        spec.actual["compare"] = [a.deadwood for a in tried]


# ----------------------------------------------------------------- Three Thirteen


def _tt_rules(spec: Spec, round_: int, players: int) -> Rules:
    decks = spec.get("decks", None, types=int)
    options = spec.get("options", {}, types=dict)
    for key, value in options.items():
        if key not in _OPTIONS or not isinstance(value, _OPTIONS[key]):
            raise spec.fail(f"options: {key}: {value!r} is not one of ace_high (bool), court_values (bool), jokers (int)")
    return spec.engine("round", lambda: three_thirteen(
        round_, decks=tt_decks_for_players(players) if decks is None else decks, **options))


def _tt_score(spec: Spec, players: list[str], hands: dict[str, Any], out: Any, round_: int, where: str) -> ThreeThirteenRoundScore:
    rules = _tt_rules(spec, round_, len(players))
    cards = [spec.cards(hands[p], f"{where}hand of {p}") for p in players]
    seat = None
    if out is not None:
        name = spec.name(out, f"{where}out")
        if name not in players:
            raise spec.fail(f"{where}out: {name!r} is not one of the players")
        seat = players.index(name)
    return spec.engine(where + "round", lambda: score_three_thirteen_round(cards, round_, out=seat, rules=rules))


def render_tt_round(spec: Spec, lang: str) -> str:
    players, rnd, dealt = spec.model
    parts = tt_round_parts(players, rnd, dealt, lang)
    parts.append(rules_line(spec.data["rules"], lang) if spec.data.get("show_rules", True) else "")
    return frame(spec.id, spec.kind, parts)


def tt_round_parts(players: Sequence[str], rnd: ThreeThirteenRoundScore, dealt: Sequence[Sequence[Card]],
                   lang: str) -> list[str]:
    """A scored round's table (hands, best arrangements, penalties) and the engine's narration (also the
    end of a Three Thirteen walkthrough)."""
    r = rnd.rules
    head = [word("player", lang), word("hand", lang), word("example.best", lang), word("example.penalty", lang)]
    rows = []
    for seat, name in enumerate(players):
        who = esc(name) + (f' <span class="rl-out">({esc(word("example.went_out", lang))})</span>' if seat == rnd.out else "")
        arrangement = rnd.arrangements[seat]
        rows.append([who, hand_html(dealt[seat], lang, label=word("hand", lang)),
                     arrangement_html(arrangement.to_dict(), lang, layout="cell"), str(rnd.penalties[seat])])
    caption = word("example.round_caption", lang, r=rnd.round, n=r.hand_size, rank=rank_plural(lang, r.wild_rank or 0))
    return [table(esc(caption), [esc(h) for h in head], rows, row_header=True, cls="rl-tt-round"),
            f'<p class="rl-explanation">{narration(rnd, lang, players)}</p>']


@register("tt-round", {"round", "decks", "options", "players", "out"}, render_tt_round)
def compute_tt_round(spec: Spec) -> None:
    """``tt-round``: each player's best arrangement and penalty for one round (TT-3, TT-6, TT-7)."""
    round_ = spec.count(spec.get("round"), "round", low=1, high=11)
    entries = spec.get("players", types=list)
    players, hands = [], {}
    for i, entry in enumerate(entries, start=1):
        if not isinstance(entry, dict) or set(entry) != {"name", "hand"}:
            raise spec.fail(f"player {i} must be {{name: A, hand: \"…\"}}")
        players.append(spec.name(entry["name"], f"player {i}"))
        hands[players[-1]] = entry["hand"]
    spec.names(players, "players")
    rnd = _tt_score(spec, players, hands, spec.get("out", None), round_, "")
    spec.model = (players, rnd, [spec.cards(hands[p], p) for p in players])
    spec.actual = {"penalties": {p: rnd.penalties[i] for i, p in enumerate(players)}}


def render_tt_totals(spec: Spec, lang: str) -> str:
    players, game = spec.model
    head = [word("round", lang), *players]
    rows = []
    for rnd, totals in zip(game.rounds, game.running):
        rows.append([str(rnd.round), *(f"{p} <span class=\"rl-running\">({esc(word('example.running_total', lang))} {tot})</span>"
                                       for p, tot in zip(rnd.penalties, totals))])
    foot = [[esc(word("example.total", lang)), *(f"<strong>{x}</strong>" for x in game.totals)]]
    body = [table(esc(word("example.totals_caption", lang)), [esc(h) for h in head], rows, row_header=True, foot=foot,
                  cls="rl-tt-totals")]
    body.append(f'<p class="rl-explanation">{narration(game, lang, players)}</p>')
    body.append(rules_line(spec.data["rules"], lang) if spec.data.get("show_rules", True) else "")
    return frame(spec.id, spec.kind, body)


@register("tt-totals", {"players", "rounds", "decks", "options"}, render_tt_totals)
def compute_tt_totals(spec: Spec) -> None:
    """``tt-totals``: running totals over rounds 1, 2, … (TT-7); lowest total leads (or wins after 11)."""
    players = spec.names(spec.get("players"), "'players'")
    rounds = []
    for i, entry in enumerate(spec.get("rounds", types=list), start=1):
        where = f"rounds {i}: "
        if not isinstance(entry, dict) or "round" not in entry or set(entry) - {"round", "penalties", "hands", "out"}:
            raise spec.fail(f"{where}expected {{round: N, penalties: {{…}}}} or {{round: N, hands: {{…}}, out: A}}")
        round_ = spec.count(entry["round"], where + "round", low=1, high=11)
        if ("penalties" in entry) == ("hands" in entry):
            raise spec.fail(f"{where}give either penalties or hands")
        if "hands" in entry:
            hands = spec.by_player(entry["hands"], players, where + "hands")
            rounds.append(_tt_score(spec, players, hands, entry.get("out"), round_, where))
        else:
            pens = spec.by_player(entry["penalties"], players, where + "penalties")
            values = tuple(spec.count(pens[p], f"{where}penalty of {p}") for p in players)
            rules = _tt_rules(spec, round_, len(players))
            rounds.append(ThreeThirteenRoundScore(rules, (), values, None))
    game = spec.engine("rounds", lambda: score_three_thirteen_game(rounds))
    spec.model = (players, game)
    spec.actual = {
        "running": [{p: tot[i] for i, p in enumerate(players)} for tot in game.running],
        "leaders": [players[i] for i in game.leaders],
    }


# ----------------------------------------------------------------- Rummy


def render_rummy_round(spec: Spec, lang: str) -> str:
    players, rnd = spec.model
    body = rummy_round_parts(players, rnd, lang)
    body.append(rules_line(spec.data["rules"], lang) if spec.data.get("show_rules", True) else "")
    return frame(spec.id, spec.kind, body)


def rummy_round_parts(players: Sequence[str], rnd: RummyRoundScore, lang: str) -> list[str]:
    """A scored round's remaining cards and the engine's narration (also the end of a Rummy walkthrough)."""
    body = []
    if rnd.out is not None:
        head = [word("player", lang), word("example.remaining", lang), word("example.value", lang)]
        rows = [[esc(p), hand_html(rnd.hands[i], lang, label=word("hand", lang)) if rnd.hands[i] else "—", str(rnd.values[i])]
                for i, p in enumerate(players) if i != rnd.out]
        body.append(table(esc(word("example.ru_caption", lang)), [esc(h) for h in head], rows, row_header=True, cls="rl-rummy-round"))
    body.append(f'<p class="rl-explanation">{narration(rnd, lang, players)}</p>')
    return body


@register("rummy-round", {"players", "out", "remaining"}, render_rummy_round)
def compute_rummy_round(spec: Spec) -> None:
    """``rummy-round``: the player who went out scores the opponents' cards (RU-8), or a draw (RU-7)."""
    players = spec.names(spec.get("players"), "'players'")
    if "out" not in spec.data:
        raise spec.fail("missing key 'out' (a player's name, or null for a draw)")
    out = spec.data["out"]
    seat = None
    if out is not None:
        name = spec.name(out, "out")
        if name not in players:
            raise spec.fail(f"out: {name!r} is not one of the players")
        seat = players.index(name)
    if seat is None:
        hands: list[tuple[Card, ...]] = [() for _ in players]
        if spec.data.get("remaining"):
            raise spec.fail("a draw (out: null) scores nothing: leave 'remaining' out")
    else:
        remaining = spec.by_player(spec.get("remaining"), [p for p in players if p != out], "remaining")
        hands = [() if p == out else spec.cards(remaining[p], f"remaining of {p}") for p in players]
    rnd = spec.engine("round", lambda: score_rummy_round(hands, seat))
    spec.model = (players, rnd)
    spec.actual = {"points": {p: rnd.points[i] for i, p in enumerate(players)}, "draw": rnd.is_draw}


@dataclass(frozen=True)
class Layoff:
    meld: tuple[Card, ...]
    cards: tuple[Card, ...]
    legal: bool
    reason: str | None
    result: tuple[Card, ...] | None


def render_layoff(spec: Spec, lang: str) -> str:
    m: Layoff = spec.model
    rows = [[esc(word("example.meld_on_table", lang)), hand_html(m.meld, lang, label=word("example.meld_on_table", lang))],
            [esc(word("example.card_laid", lang)), hand_html(m.cards, lang, label=word("example.card_laid", lang))]]
    if m.legal:
        verdict = word("example.layoff_ok", lang, result=" ".join(str(c) for c in m.result or ()), rule="RU-4")
    else:
        verdict = word("example.layoff." + str(m.reason), lang, rule="RU-4" if m.reason == "first-meld" else "RU-3")
    return frame(spec.id, spec.kind, [
        table(esc(word("example.meld_on_table", lang)), [esc(word("example.meld_on_table", lang)), esc(word("hand", lang))], rows,
              row_header=True, cls="rl-layoff", stack=False).replace(f'<thead><tr><th scope="col">{esc(word("example.meld_on_table", lang))}</th><th scope="col">{esc(word("hand", lang))}</th></tr></thead>', ""),
        f'<p class="rl-explanation rl-{"legal" if m.legal else "illegal"}">{esc(verdict)}</p>',
        rules_line(spec.data["rules"], lang) if spec.data.get("show_rules", True) else "",
    ])


@register("rummy-layoff", {"meld", "card", "has_melded"}, render_layoff)
def compute_layoff(spec: Spec) -> None:
    """``rummy-layoff``: may these cards be added to this table meld (RU-3, RU-4)?"""
    meld = spec.cards(spec.get("meld"), "meld")
    cards = spec.cards(spec.get("card"), "card")
    if not cards:
        raise spec.fail("card: lay off at least one card")
    has_melded = spec.get("has_melded", types=bool)
    spec.engine("meld", lambda: check_copies(meld + cards, decks=RUMMY.decks, jokers=0))
    spec.engine("meld", lambda: make_meld(meld, RUMMY))  # the table meld itself must be legal (RU-3)
    reason, result = None, None
    if not has_melded:
        reason = "first-meld"  # RU-4: only after putting down a meld of one's own
    else:
        try:
            made = make_meld(meld + cards, RUMMY)
            result = tuple(made.cards)
        except MeldError:
            reason = "breaks-meld"
        except RummyError as err:
            raise spec.fail(f"card: {err}") from None
    spec.model = Layoff(meld, cards, reason is None, reason, result)
    spec.actual = {"legal": reason is None, "reason": reason}
    if result:
        spec.actual["result"] = " ".join(c.ascii for c in result)
