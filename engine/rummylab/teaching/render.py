"""A worksheet in a language (:mod:`rummylab.teaching.worksheet`): JSON for the site and the ``--json`` CLI, text for a terminal.

The prompts, the answer lines and the key's summaries come from the engine's catalogue
(:mod:`rummylab.words.text.worksheet`), keyed by the game where they differ; the explanations
are the worked examples' own (:func:`rummylab.words.explain.explain`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Iterable

from rummylab.core.amounts import signed_amount
from rummylab.core.cards import Card, sort_cards
from rummylab.games.knock.settle import KnockSettlement, format_amount
from rummylab.games.three_thirteen.scoring import ThreeThirteenRoundScore
from rummylab.practice.coach import Verdict
from rummylab.solver.arrangement import Arrangement
from rummylab.teaching.problems import KNOCK_MARGIN, clear_margin
from rummylab.web.coach import percent, points
from rummylab.words.catalogue import RANKS_PLURAL
from rummylab.words.explain import explain
from rummylab.words.language import capitalized, colon, player_label, text

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.teaching.problems import Problem
    from rummylab.teaching.worksheet import Worksheet

__all__ = ["sheet_json", "sheet_text"]


def _cards(cards: Iterable[Card]) -> list[str]:
    return [str(c) for c in cards]


def _prompt(p: Problem, lang: str) -> str:
    if p.kind == "meld":  # each game words its own prompt (ws.prompt.meld.<game>)
        wilds = RANKS_PLURAL[lang][p.rules.wild_rank] if p.rules.wild_rank is not None else ""
        return text(f"ws.prompt.meld.{p.game}", lang, round=p.rules.round, cards=len(p.hands[0]), wilds=wilds,
                    decks=_decks(p, lang))
    if p.kind == "settle":
        if p.knocker is None:
            return text("ws.prompt.settle_stock", lang)
        return text("ws.prompt.settle", lang, player=player_label(p.knocker, lang, form="subj"))
    if isinstance(p.answer, Verdict):
        pos = p.answer.position
        key = "ws.prompt.knock" if pos.taken is None else "ws.prompt.knock_taken"
        return text(key, lang, players=pos.players, turn=pos.turn, stock=pos.stock, card=str(pos.taken))
    if p.kind == "tt-round":
        assert p.out is not None and p.rules.wild_rank is not None
        return text("ws.prompt.tt", lang, round=p.rules.round, cards=p.rules.hand_size,
                    wilds=RANKS_PLURAL[lang][p.rules.wild_rank], player=player_label(p.out, lang, form="subj"),
                    decks=_decks(p, lang))
    if p.out is None:
        return text("ws.prompt.rummy_draw", lang)
    return text("ws.prompt.rummy", lang, player=player_label(p.out, lang, form="subj"))


def _decks(p: Problem, lang: str) -> str:
    """"one deck" or "two decks" (TT-1: one for 2 players, two for 3 or 4, and for the meld problems)."""
    return text("ws.decks", lang, count=p.rules.decks)


def _blanks(p: Problem, lang: str) -> list[str]:
    """The answer lines the pupil fills in: one for a hand, one per player for a table."""
    if p.kind == "meld":
        return [text("ws.blank.melds", lang), text(f"ws.blank.{p.game}", lang)]
    if isinstance(p.answer, Verdict):
        return [text("ws.blank.choice", lang), text("ws.blank.card", lang)]
    return [capitalized(player_label(seat, lang)) for seat in range(len(p.hands))]


def _decimal(x: float, lang: str) -> str:
    shown = "∞" if math.isinf(x) else f"{x:.1f}"
    return shown if lang == "en" else shown.replace(".", ",")


def _verdict(v: Verdict, lang: str) -> dict[str, Any]:
    """The key of a knock problem: the better choice, both estimates with their error, the margin."""
    best = v.knock[v.best_knock]
    if v.best == "knock":  # every card leaving the same deadwood knocks alike (KR-10 reads only the deadwood)
        cards = [str(c) for c in sort_cards(c for c, e in v.knock.items() if e.deadwood == best.deadwood)]
        shown = f" {text('ws.key.or', lang)} ".join(cards)
        summary = text("ws.key.knock_now", lang, cards=shown, deadwood=best.deadwood)
        values = ["knock", *cards]
    else:
        summary = text("ws.key.play_on", lang, card=str(v.play_card), deadwood=v.play.deadwood)
        values = ["play", str(v.play_card)]
    explanation = [
        text("ws.key.knock_estimate", lang, card=str(v.best_knock), mean=points(best.mean, lang),
             se=points(best.se, lang).lstrip("+"), beaten=percent(best.beaten, lang)),
        text("ws.key.play_estimate", lang, card=str(v.play_card), mean=points(v.play.mean, lang),
             se=points(v.play.se, lang).lstrip("+")),
        text("ws.key.margin", lang, margin=_decimal(clear_margin(v), lang), samples=v.samples,
             limit=_decimal(KNOCK_MARGIN, lang).removesuffix(",0").removesuffix(".0")),
    ]
    return {"explanation": explanation, "values": values, "shown": values[1:], "summary": summary,
            "margin": round(clear_margin(v), 2), "samples": v.samples,
            "knock": {"card": str(v.best_knock), "mean": round(best.mean, 2), "se": round(best.se, 2)},
            "play": {"card": str(v.play_card), "mean": round(v.play.mean, 2), "se": round(v.play.se, 2)}}


def _answer(p: Problem, lang: str) -> dict[str, Any]:
    a = p.answer
    if isinstance(a, Verdict):
        return _verdict(a, lang)
    data: dict[str, Any] = {"explanation": explain(a, lang, rules=p.rules) if isinstance(a, Arrangement)
                            else explain(a, lang)}
    if isinstance(a, Arrangement):
        data.update(values=[a.deadwood], shown=[str(a.deadwood)], arrangement=a.to_dict(),
                    summary=text(f"ws.key.{p.game}", lang, value=a.deadwood))
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


def _labels(p: Problem, lang: str) -> list[str]:
    """The names of the rows of cards: none for a hand to arrange, the players, or the reader and the pile."""
    if p.kind == "meld":
        return []
    if isinstance(p.answer, Verdict):
        return [text("ws.knock.hand", lang), text("ws.knock.thrown", lang)]
    return [capitalized(player_label(s, lang)) for s in range(len(p.hands))]


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
        "labels": _labels(p, lang),
        "knocker": None if p.knocker is None else p.knocker + 1,
        "out": None if p.out is None else p.out + 1,
        "blanks": _blanks(p, lang),
        **({"hand_names": _labels(p, lang)} if isinstance(p.answer, Verdict) else {}),
        "answer": _answer(p, lang),
    }


def sheet_json(sheet: Worksheet, lang: str = "en") -> dict[str, Any]:
    """The sheet in ``lang``, JSON-ready: its choices, its link's query and each problem with its answer.

    Each problem has its ``prompt``, its ``hands`` (one for a hand to arrange, one per
    player), the ``blanks`` (answer lines) and the ``answer`` (``values``: the deadwood
    or each player's net, penalty or points, exact; ``shown``: as a reader writes
    them; ``summary``; the ``explanation`` the worked examples give).

    >>> from rummylab.teaching.worksheet import make_worksheet
    >>> data = sheet_json(make_worksheet(7, kinds="settle", count=1, level=3), "pt")
    >>> data["problems"][0]["prompt"].startswith("1.")
    True
    """
    title = sheet.title or text("ws.title", lang)
    data: dict[str, Any] = {
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
    if sheet.house:  # each game's house rules, by name (the problems were dealt and answered by them)
        from rummylab.core.house import public
        from rummylab.games import get

        data["house"] = {key: public(get(key), get(key).rules(**options)) for key, options in sheet.house.items()}
    return data


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
                # Seats' labels ("Player 1" … "Player 10") line up; the knock problem's two unlike labels
                # ("Your cards", "Thrown so far, oldest first") do not, or the short one sits far to the right.
                lengths = [len(label) for label in p["labels"]]
                width = max(lengths) if max(lengths) - min(lengths) <= 2 else 0
                for seat, (label, hand) in enumerate(zip(p["labels"], p["hands"]), start=1):
                    mark = f" ({text('ws.knocker', lang)})" if seat == p["knocker"] else ""
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
