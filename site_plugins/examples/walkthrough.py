"""The ``walkthrough`` example kind: a whole hand played by the engine's bots, step by step.

A spec (``docs/examples/kr-walkthrough.yml``; schema in ``docs/examples/README.md``) holds a game
record: the seeded deal (game, players, dealer, seed, Three Thirteen's round), the bot of each
seat and every move. At build time the record is replayed by the engine with
:func:`rummylab.practice.walkthrough.walk`, which explains every turn from the solver, the bots' rules
and the knock advisor; the build fails, naming the spec and the step, when

- a move is illegal, or is not the move that seat's bot plays;
- the shown deadwood or penalty of a step (``expect.turns``) or the end's totals disagree with
  the engine (the end is settled or scored by the worked examples' own code, which checks the
  arithmetic of every payment);
- a step's narration, in any language, names a card that is not in that player's hand (nor the
  top of the discard pile they saw, nor a meld on the table).

The page shows every step in an ordered list (readable with JavaScript off);
``docs/assets/walkthrough.js`` turns it into a step-through control, one step at a time.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from rummylab.core.cards import Card, sort_cards
from rummylab.core.errors import RummyError
from rummylab.games import Move, get
from rummylab.practice.walkthrough import Line, Turn, WalkError, Walkthrough, say, walk
from rummylab.words.language import colon
from site_plugins.cards_html import arrangement_html, card_html, hand_html
from site_plugins.examples.games import rummy_round_parts, tt_round_parts
from site_plugins.examples.knock import (
    KnockTable,
    expect_of,
    players_table,
    read_table,
    settlement_sentence,
    transfers_table,
)
from site_plugins.examples.pieces import esc, frame, leftover_of, leftover_word, rules_line, table
from site_plugins.examples.spec import Spec, register
from site_plugins.words import LANGS, script_words, word

__all__ = ["Walked", "compute_walkthrough", "render_walkthrough", "cards_named", "narrate"]

#: A card written in symbols in a sentence (``10♦``, ``Q♥``).
CARD_TOKEN = re.compile(r"(?<![\w♣♦♥♠])(?:10|[2-9AJQK])[♣♦♥♠]")
_MOVE_KEYS = {"player", "move", "from", "card", "cards", "meld"}


@dataclass(frozen=True)
class Walked:
    """A verified walkthrough: the engine's steps, the names, and the settled or scored end."""

    names: tuple[str, ...]
    walk: Walkthrough
    notice: frozenset[int]
    end: Any  # KnockTable | ThreeThirteenRoundScore | RummyRoundScore


def cards_named(sentence: str) -> list[Card]:
    """The cards a sentence names, in order.

    >>> [str(c) for c in cards_named("Bruno takes 5♠; 10♦ goes into the run 9♦ 10♦ J♦.")]
    ['5♠', '10♦', '9♦', '10♦', 'J♦']
    """
    return [Card.parse(t) for t in CARD_TOKEN.findall(sentence)]


def narrate(sentence: str, lang: str) -> str:
    """A sentence as HTML, its cards drawn as cards (red or black, named in ``lang``)."""
    out, pos = [], 0
    for m in CARD_TOKEN.finditer(sentence):
        out.append(esc(sentence[pos:m.start()]) + card_html(Card.parse(m.group(0)), lang))
        pos = m.end()
    out.append(esc(sentence[pos:]))
    return "".join(out)


# ----------------------------------------------------------------- reading the spec


def _moves(spec: Spec, names: list[str]) -> list[dict[str, Any]]:
    out = []
    for i, entry in enumerate(spec.get("moves", types=list), start=1):
        where = f"moves {i}"
        if not isinstance(entry, dict) or not set(entry) <= _MOVE_KEYS or "player" not in entry:
            raise spec.fail(f"{where} must be {{player: NAME, move: draw|discard|knock|…, from|card|cards|meld: …}},"
                            f" not {entry!r}")
        name = spec.name(entry["player"], where)
        if name not in names:
            raise spec.fail(f"{where}: {name!r} is not one of the players {', '.join(names)}")
        move = dict(entry, player=names.index(name) + 1)
        if "cards" in move:
            move["cards"] = [c.ascii for c in spec.cards(move["cards"], where)]
        if "card" in move:
            move["card"] = spec.cards(str(move["card"]), where)[0].ascii if str(move["card"]).strip() else ""
        try:
            Move.from_dict(move)
        except RummyError as err:
            raise spec.fail(f"{where}: {err}") from None
        out.append(move)
    return out


def _record(spec: Spec) -> tuple[list[str], dict[str, Any], list[str]]:
    game = spec.engine("game", lambda: get(spec.get("game", types=str)))
    names = spec.names(spec.get("players"), "'players'")
    dealer = spec.name(spec.get("dealer"), "dealer")
    if dealer not in names:
        raise spec.fail(f"dealer {dealer!r} is not one of the players {', '.join(names)}")
    record: dict[str, Any] = {"game": game.part.game, "players": len(names), "dealer": names.index(dealer) + 1,
                              "seed": spec.get("seed", types=int)}
    if game.has_rounds:
        record["round"] = spec.count(spec.get("round"), "round", low=1, high=11)
    elif "round" in spec.data:
        raise spec.fail(f"round: {game.title} has no numbered rounds")
    bots = spec.get("bots", types=list)
    if not all(isinstance(b, str) for b in bots):
        raise spec.fail(f"bots must list one bot name per player, not {bots!r}")
    record["moves"] = _moves(spec, names)
    return names, record, bots


# ----------------------------------------------------------------- verifying


def _check_narration(spec: Spec, w: Walkthrough, names: Sequence[str]) -> None:
    """Every card a step's sentences name, in every language, is one that step may name."""
    dealt = {c for hand in w.dealt for c in hand} | {w.first_top}
    steps: list[tuple[int, str, frozenset[Card], Sequence[Line]]] = [(1, "", frozenset(dealt), w.deal_lines)]
    steps += [(t.step, names[t.player], t.named, t.said) for t in w.turns]
    for step, who, allowed, lines in steps:
        for lang in LANGS:
            for line in lines:
                sentence = say(line, lang, names)
                stray = [str(c) for c in cards_named(sentence) if c not in allowed]
                if stray:
                    whose = f"in {who}'s hand" if who else "dealt"
                    raise spec.fail(f"step {step}: the narration ({lang}) names {stray[0]}, which is not {whose}: "
                                    f"{sentence!r}")


def _end_knock(spec: Spec, w: Walkthrough, names: list[str], hands: Sequence[Sequence[Card]]) -> tuple[Any, dict[str, Any]]:
    state: Any = w.state
    knocker = getattr(state, "knocker")
    tb: KnockTable = read_table(spec, names, {n: " ".join(c.ascii for c in h) for n, h in zip(names, hands)}, {},
                                None if knocker is None else names[knocker], None, "end: ")
    if tb.settlement.to_dict() != state.result.to_dict():
        raise spec.fail("end: the hand's own settlement differs from the worked example's")
    return tb, expect_of(tb)


def _end_three_thirteen(spec: Spec, w: Walkthrough, names: list[str],
                        hands: Sequence[Sequence[Card]]) -> tuple[Any, dict[str, Any]]:
    state: Any = w.state
    scored: Any = spec.engine("end", lambda: w.game.score_hands(hands, out=state.out_player, round=state.round))
    if list(scored.penalties) != list(state.result.penalties):
        raise spec.fail("end: the round's own penalties differ from the scored hands'")
    out = None if scored.out is None else names[scored.out]
    return scored, {"out": out, "penalties": {n: p for n, p in zip(names, scored.penalties)}}


def _end_rummy(spec: Spec, w: Walkthrough, names: list[str], hands: Sequence[Sequence[Card]]) -> tuple[Any, dict[str, Any]]:
    state: Any = w.state
    scored: Any = spec.engine("end", lambda: w.game.score_hands(hands, out=state.out_player, round=None))  # RU-8
    if list(scored.points) != list(state.result.points):
        raise spec.fail("end: the round's own points differ from the scored hands'")
    out = None if scored.out is None else names[scored.out]
    return scored, {"out": out, "points": {n: p for n, p in zip(names, scored.points)}}


#: How each game's last step is settled or scored and checked against the replay, by the game's key.
_ENDS: dict[str, Callable[[Spec, Walkthrough, list[str], Sequence[Sequence[Card]]], tuple[Any, dict[str, Any]]]] = {
    "knock": _end_knock, "three-thirteen": _end_three_thirteen, "rummy": _end_rummy}


def _end(spec: Spec, w: Walkthrough, names: list[str]) -> tuple[Any, dict[str, Any]]:
    """Settle or score the final hands with the worked examples' code, and check it against the replay."""
    hands = [sort_cards(h) for h in w.state.hands]  # shown as a hand is held: by suit, then rank
    return _ENDS[w.game.key](spec, w, names, hands)


def _turns_expect(w: Walkthrough, names: Sequence[str]) -> list[dict[str, Any]]:
    return [{"step": t.step, "player": names[t.player], "before": t.before, "after": t.after} for t in w.turns]


def _check_turns(spec: Spec, got: list[dict[str, Any]]) -> None:
    """Name the first step whose shown deadwood (penalty) the engine contradicts."""
    want = spec.data.get("expect", {}).get("turns") if isinstance(spec.data.get("expect"), dict) else None
    if not isinstance(want, list):
        return
    for mine, theirs in zip(want, got):
        if mine != theirs:
            raise spec.fail(f"step {theirs['step']}: the spec shows {mine!r}, but the engine gives {theirs!r}")
    if len(want) != len(got):
        raise spec.fail(f"expect.turns lists {len(want)} turns, the record has {len(got)}")


@register("walkthrough", {"game", "players", "dealer", "seed", "round", "bots", "notice", "moves"},
          lambda spec, lang: render_walkthrough(spec, lang))
def compute_walkthrough(spec: Spec) -> None:
    """``walkthrough``: replay the record, check its moves are its bots', explain and check every step."""
    names, record, bots = _record(spec)
    try:
        w = walk(record, bots=bots)
    except WalkError as err:  # the engine numbers the seats (P2, player 2): the spec names them
        message = re.sub(r"\b(?:P|player )(\d+)\b", lambda m: names[int(m[1]) - 1] if int(m[1]) <= len(names) else m[0],
                         str(err))
        raise spec.fail(f"the record is refused at {message}") from None
    except RummyError as err:
        raise spec.fail(f"the record is refused: {err}") from None
    notice = spec.get("notice", [], types=list)
    for n in notice:
        spec.count(n, "notice", low=1, high=len(w.turns) + 2)
    _check_narration(spec, w, names)
    end, results = _end(spec, w, names)
    turns = _turns_expect(w, names)
    _check_turns(spec, turns)
    spec.model = Walked(tuple(names), w, frozenset(notice), end)
    spec.actual = {"steps": len(w.turns) + 2, "turns": turns, **results}


# ----------------------------------------------------------------- rendering


def _lines(lines: Sequence[Line], lang: str, names: Sequence[str]) -> str:
    # One paragraph per sentence: the examples' SVG images (site_plugins/examples/svg.py) draw paragraphs.
    items = "".join(f'<p class="rl-walk-line">{narrate(say(line, lang, names), lang)}</p>' for line in lines)
    return f'<div class="rl-walk-lines">{items}</div>'


def _title(text: str, notice: bool, lang: str) -> str:
    flag = (f' <span class="rl-walk-flag">({esc(word("walkthrough.notice", lang))})</span>' if notice else "")
    return f'<p class="rl-walk-title"><strong>{esc(text)}</strong>{flag}</p>'


def _deal_step(m: Walked, lang: str) -> str:
    w, names = m.walk, m.names
    from rummylab.solver.melds import best_arrangement

    head = [esc(word("player", lang)), esc(word("hand", lang)), esc(word("example.best", lang)),
            esc(leftover_word(w.game.key, lang))]
    rows = []
    for seat, cards in enumerate(w.dealt):
        arrangement = best_arrangement(cards, w.rules)
        who = esc(names[seat]) + (f' <span class="rl-knocker">({esc(word("walkthrough.deals", lang))})</span>'
                                  if seat == w.dealer else "")
        rows.append([who, hand_html(sort_cards(cards), lang, label=word("hand", lang)),
                     arrangement_html(arrangement.to_dict(), lang, layout="cell"), str(arrangement.deadwood)])
    return table(esc(word("walkthrough.hands_caption", lang)), head, rows, row_header=True, cls="rl-walk-hands")


def _turn_step(m: Walked, t: Turn, lang: str) -> str:
    names, w = m.names, m.walk
    parts = [_lines(t.said, lang, names)]
    label = word("walkthrough.hand_after", lang, player=names[t.player])
    # The meld lines as blocks (walkthrough.css) rather than <br>: the SVG image reads a paragraph's text.
    arrangement = arrangement_html(t.arrangement.to_dict(), lang, layout="cell").replace("<br>", " ") \
        if t.hand_after else esc(word("walkthrough.none", lang))
    parts.append(f'<p class="rl-walk-hand" data-testid="walkthrough-hand"><strong>{esc(label)}{colon(lang)}</strong> '
                 f"{arrangement}</p>")
    change = word(f"walkthrough.change.{leftover_of(w.game.key)}", lang, before=t.before, after=t.after)
    piles = (word("walkthrough.piles.ended", lang, stock=t.stock) if w.state.is_over and t is w.turns[-1] or
             t.top_after is None else word("walkthrough.piles", lang, top=str(t.top_after), stock=t.stock))
    parts.append(f'<p class="rl-walk-figures">{esc(change)}. {narrate(piles, lang)}</p>')
    if t.table:
        melds = "".join(
            f'<li>{hand_html(meld.cards, lang, label=word("example." + meld.kind.value, lang))} '
            f'({esc(word("walkthrough.meld_of", lang, owner=names[owner]))})</li>' for owner, meld in t.table)
        parts.append(f'<p class="rl-walk-table-title">{esc(word("walkthrough.table", lang))}{colon(lang)}</p>'
                     f'<ul class="rl-walk-table">{melds}</ul>')
    return "".join(parts)


#: How each game's last step is drawn, by the game's key: a settlement, or a round's scores.
_END_STEPS: dict[str, Callable[[Walked, list[str], str], str]] = {
    "knock": lambda m, names, lang: (players_table(m.end, lang) + transfers_table(m.end, lang)
                                     + f'<p class="rl-explanation">{settlement_sentence(m.end, lang)}</p>'),
    "three-thirteen": lambda m, names, lang: "".join(
        tt_round_parts(names, m.end, [sort_cards(h) for h in m.walk.state.hands], lang)),
    "rummy": lambda m, names, lang: "".join(rummy_round_parts(names, m.end, lang)),
}


def _end_step(m: Walked, lang: str) -> str:
    return _END_STEPS[m.walk.game.key](m, list(m.names), lang)


def render_walkthrough(spec: Spec, lang: str) -> str:
    m: Walked = spec.model
    w, names = m.walk, m.names
    total = len(w.turns) + 2
    steps = [(1, word("walkthrough.deal", lang), _lines(w.deal_lines, lang, names) + _deal_step(m, lang))]
    for t in w.turns:
        steps.append((t.step, word("walkthrough.turn", lang, player=names[t.player]), _turn_step(m, t, lang)))
    steps.append((total, word(f"walkthrough.end.{w.game.key}", lang), _end_step(m, lang)))
    items = "".join(
        f'<li class="rl-walk-step{" rl-walk-notice" if n in m.notice else ""}" value="{n}" id="{esc(spec.id)}-step-{n}"'
        f' data-testid="walkthrough-step" data-step="{n}">{_title(title, n in m.notice, lang)}{body}</li>'
        for n, title, body in steps)
    strings = json.dumps(script_words(["walkthrough.prev", "walkthrough.next", "walkthrough.position",
                                       "walkthrough.all", "walkthrough.one"], lang), ensure_ascii=False)
    controls = (
        f'<div class="rl-walk-controls" data-testid="walkthrough-controls" hidden>'
        f'<button type="button" class="md-button" data-testid="walkthrough-prev">{esc(word("walkthrough.prev", lang))}</button>'
        f'<span class="rl-walk-position" role="status" data-testid="walkthrough-position">'
        f'{esc(word("walkthrough.position", lang, n=1, total=total))}</span>'
        f'<button type="button" class="md-button md-button--primary" data-testid="walkthrough-next">'
        f'{esc(word("walkthrough.next", lang))}</button>'
        f'<button type="button" class="md-button rl-walk-all" data-testid="walkthrough-all" aria-pressed="false">'
        f'{esc(word("walkthrough.all", lang))}</button>'
        f'<span class="rl-walk-keys">{esc(word("walkthrough.keys", lang))}</span></div>')
    root = (f'<div class="rl-walk" data-rl-walkthrough="{esc(spec.id)}" data-testid="walkthrough" role="group" '
            f'aria-label="{esc(word(f"walkthrough.label.{w.game.key}", lang))}" data-rl-words="{esc(strings)}">'
            f'{controls}<ol class="rl-walk-steps" data-testid="walkthrough-steps">{items}</ol></div>')
    return frame(spec.id, spec.kind, [root, rules_line(spec.data["rules"], lang) if spec.data.get("show_rules", True)
                                      else ""])
