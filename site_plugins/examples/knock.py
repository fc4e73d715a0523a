"""Knock Rummy example kinds: ``knock-hand``, ``knock-session`` (KR-3, KR-5, KR-10, KR-11).

The settlement comes from :mod:`rummylab.games.knock.settle`; this module checks the
spec (KR-1 table size, KR-2 hand sizes, one deck), shows the arithmetic of
every payment, and checks that arithmetic against the engine's amount, so a
sentence on the site can never disagree with the table next to it.

>>> from rummylab.games.knock.settle import settle_knock
>>> s = settle_knock([8, 3], 0)                       # KR-EX1
>>> arithmetic(s, s.transfers[0])
('8 − 3 + 10', Fraction(15, 1))
>>> s = settle_knock([9, 2, 2, 10], 0)                # KR-10c, two winners
>>> [arithmetic(s, t)[0] for t in s.transfers]
['(9 − 2 + 10) ÷ 2', '(9 − 2 + 10) ÷ 2', '(10 − 2) ÷ 2', '(10 − 2) ÷ 2']
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Sequence

from rummylab.core.amounts import show_amount, signed_amount
from rummylab.core.cards import Card, check_copies
from rummylab.core.rules import KNOCK_RUMMY, knock_hand_size
from rummylab.games.knock.settle import (
    KnockCase,
    KnockSettlement,
    SessionResult,
    Transfer,
    settle_knock,
    settle_session,
)
from rummylab.solver.melds import Arrangement, best_arrangement
from site_plugins.cards_html import arrangement_html
from site_plugins.examples.pieces import cards_or_dash, esc, frame, rules_line, table
from site_plugins.examples.spec import Spec, register
from site_plugins.examples.text import narration
from site_plugins.words import word

__all__ = ["KnockTable", "read_table", "arithmetic", "settlement_sentence", "render_knock_hand", "render_session"]


@dataclass(frozen=True)
class KnockTable:
    """One settled hand: who held what, the arrangements, the engine's settlement."""

    names: tuple[str, ...]
    hands: tuple[tuple[Card, ...] | None, ...]
    arrangements: tuple[Arrangement | None, ...]
    settlement: KnockSettlement

    def name(self, seat: int) -> str:
        return self.names[seat]


def read_table(
    spec: Spec,
    players: Sequence[str],
    hands: dict[str, Any],
    deadwood: dict[str, Any],
    knocker: Any,
    hand_size: Any,
    where: str,
) -> KnockTable:
    """Check and settle one hand; ``hands``/``deadwood`` map each player to one of the two."""
    if not 2 <= len(players) <= 5:
        raise spec.fail(f"{where}: Knock Rummy is for 2 to 5 players (KR-1), not {len(players)}")
    if knocker is not None:
        knocker = spec.name(knocker, f"{where}knocker")
        if knocker not in players:
            raise spec.fail(f"{where}knocker {knocker!r} is not one of the players {', '.join(players)}")
    size = knock_hand_size(len(players)) if hand_size is None else spec.count(hand_size, f"{where}hand_size", low=1, high=10)
    cards: list[tuple[Card, ...] | None] = []
    numbers: list[int] = []  # each player's deadwood as given (0 where the hand is given instead)
    for name in players:
        if (name in hands) == (name in deadwood):
            raise spec.fail(f"{where}player {name!r} needs either a hand or a deadwood (one of the two)")
        if name in hands:
            hand = spec.cards(hands[name], f"{where}hand of {name}")
            if len(hand) != size:
                why = "as hand_size says" if hand_size is not None else f"with {len(players)} players (KR-2)"
                raise spec.fail(f"{where}{name} holds {len(hand)} cards, but a hand has {size} {why}")
            cards.append(hand)
            numbers.append(0)
        else:
            cards.append(None)
            numbers.append(spec.count(deadwood[name], f"{where}deadwood of {name}", high=100))
    held = [c for hand in cards if hand for c in hand]
    spec.engine(f"{where}hands", lambda: check_copies(held, decks=KNOCK_RUMMY.decks, jokers=0))  # KR-1: one deck
    def solve(name: str, hand: tuple[Card, ...] | None) -> Arrangement | None:
        return spec.engine(f"{where}hand of {name}", lambda: best_arrangement(hand, KNOCK_RUMMY)) if hand else None

    arrangements = tuple(solve(name, hand) for name, hand in zip(players, cards))
    table_deadwood = [a.deadwood if a is not None else n for a, n in zip(arrangements, numbers)]
    seat = None if knocker is None else players.index(knocker)
    settlement = spec.engine(f"{where}settlement", lambda: settle_knock(table_deadwood, seat))
    result = KnockTable(tuple(players), tuple(cards), arrangements, settlement)
    _check_engine(spec, result, where)
    return result


def arithmetic(s: KnockSettlement, transfer: Transfer) -> tuple[str, Fraction]:
    """The payment's arithmetic, worked out here from the deadwood and KR-10, and its value.

    The value is computed independently of the engine's ``amount`` so that
    :func:`_check_engine` can compare them.
    """
    own, low = s.deadwood[transfer.payer], min(s.deadwood)
    if s.case is KnockCase.RUM:  # KR-10a: own deadwood + 25
        expr, whole = f"{own} + 25", own + 25
    elif s.case is KnockCase.KNOCKER_WINS:  # KR-10b: own − knocker's
        expr, whole = f"{own} − {low}", own - low
    elif s.case is KnockCase.KNOCKER_BEATEN and transfer.payer == s.knocker:  # KR-10c: + 10 penalty
        expr, whole = f"{own} − {low} + 10", own - low + 10
    else:  # KR-10c other losers, KR-10d, KR-10e: own − m
        expr, whole = f"{own} − {low}", own - low
    winners = len(s.winners)
    if winners > 1:
        return f"({expr}) ÷ {winners}", Fraction(whole, winners)
    return expr, Fraction(whole)


def _check_engine(spec: Spec, table: KnockTable, where: str) -> None:
    """The invariants of KR-10 on the engine's answer, independent of the spec's expectation."""
    s = table.settlement
    if sum(s.net, Fraction(0)) != 0:
        raise spec.fail(f"{where}the engine's nets do not sum to zero: {[str(x) for x in s.net]}")
    for tr in s.transfers:
        _, value = arithmetic(s, tr)
        if value != tr.amount:
            raise spec.fail(
                f"{where}the engine says {table.name(tr.payer)} pays {table.name(tr.payee)} {tr.amount}, "
                f"but {s.case.rule} gives {value}"
            )


def expect_of(table: KnockTable, *, full: bool = True) -> dict[str, Any]:
    """The results in the ``expect:`` format (names instead of seats)."""
    s, n = table.settlement, table.name
    out: dict[str, Any] = {
        "case": s.case.value,
        "deadwood": {n(i): d for i, d in enumerate(s.deadwood)},
    }
    if full:
        out["winners"] = [n(i) for i in s.winners]
        out["transfers"] = [{"from": n(tr.payer), "to": n(tr.payee), "amount": tr.amount} for tr in s.transfers]
    out["net"] = {n(i): x for i, x in enumerate(s.net)}
    return out


# ----------------------------------------------------------------- knock-hand


def settlement_sentence(table: KnockTable, lang: str) -> str:
    """The engine's narration of the settlement (:func:`rummylab.words.explain.explain`), as escaped HTML.

    The engine keeps the site's one message catalogue, so a sentence here reads
    exactly like the widgets' ("A pays B: 8 − 3 + 10 = 15.").
    """
    return narration(table.settlement, lang, table.names)


def players_table(table: KnockTable, lang: str, *, show_hands: bool = True) -> str:
    s = table.settlement
    with_cards = any(h is not None for h in table.hands)
    head = [word("player", lang)]
    if with_cards and show_hands:
        head.append(word("hand", lang))
    if with_cards:
        head.append(word("example.best", lang))
    head += [word("deadwood", lang), word("example.net", lang)]
    rows = []
    for seat, name in enumerate(table.names):
        who = esc(name)
        if seat == s.knocker:
            who += f' <span class="rl-knocker">({esc(word("knocker_tag", lang))})</span>'
        row = [who]
        if with_cards and show_hands:
            row.append(cards_or_dash(table.hands[seat], lang))
        if with_cards:
            arrangement = table.arrangements[seat]
            row.append(arrangement_html(arrangement.to_dict(), lang, layout="cell") if arrangement is not None else "—")
        row += [str(s.deadwood[seat]), esc(signed_amount(s.net[seat], lang))]
        rows.append(row)
    caption = word("example.players_caption" if with_cards else "example.deadwood_caption", lang)
    return table_html(caption, head, rows, "rl-players")


def table_html(caption: str, head: list[str], rows: list[list[str]], cls: str) -> str:
    return table(esc(caption), [esc(h) for h in head], rows, row_header=True, cls=cls)


def transfers_table(table: KnockTable, lang: str) -> str:
    s = table.settlement
    if not s.transfers:
        return ""
    rows = []
    for tr in s.transfers:
        expr, value = arithmetic(s, tr)
        rows.append([esc(table.name(tr.payer)), esc(table.name(tr.payee)), esc(f"{expr} = {show_amount(value, lang)}"),
                     esc(show_amount(tr.amount, lang))])
    head = [word(term, lang) for term in ("payer", "payee", "example.calc", "example.amount")]
    return table_html(word("settlement", lang), head, rows, "rl-transfers")


def render_knock_hand(spec: Spec, lang: str) -> str:
    table: KnockTable = spec.model
    return frame(spec.id, spec.kind, [
        players_table(table, lang, show_hands=spec.data.get("show_hands", True)),
        transfers_table(table, lang),
        f'<p class="rl-explanation">{settlement_sentence(table, lang)}</p>',
        rules_line(spec.data["rules"], lang) if spec.data.get("show_rules", True) else "",
    ])


def _split_players(spec: Spec, entries: Any) -> tuple[list[str], dict[str, Any], dict[str, Any]]:
    if not isinstance(entries, list):
        raise spec.fail("'players' must be a list of {name: A, hand: \"…\"} or {name: A, deadwood: 8}")
    players, hands, deadwood = [], {}, {}
    for i, entry in enumerate(entries, start=1):
        if not isinstance(entry, dict) or "name" not in entry or set(entry) - {"name", "hand", "deadwood"}:
            raise spec.fail(f"player {i} must be {{name: …, hand: \"…\"}} or {{name: …, deadwood: N}}, not {entry!r}")
        name = spec.name(entry["name"], f"player {i}")
        if name in players:
            raise spec.fail(f"player {name!r} is listed twice")
        players.append(name)
        if "hand" in entry:
            hands[name] = entry["hand"]
        if "deadwood" in entry:
            deadwood[name] = entry["deadwood"]
    return players, hands, deadwood


@register("knock-hand", {"players", "knocker", "hand_size"}, render_knock_hand)
def compute_knock_hand(spec: Spec) -> None:
    """``knock-hand``: arrangements (KR-5) and settlement (KR-10) of one hand."""
    players, hands, deadwood = _split_players(spec, spec.get("players"))
    if "knocker" not in spec.data:
        raise spec.fail("missing key 'knocker' (a player's name, or null when the stock ran out)")
    spec.model = read_table(spec, players, hands, deadwood, spec.data["knocker"], spec.data.get("hand_size"), "")
    spec.actual = expect_of(spec.model)


# ----------------------------------------------------------------- knock-session


@dataclass(frozen=True)
class Session:
    names: tuple[str, ...]
    dealers: tuple[str, ...]
    tables: tuple[KnockTable, ...]
    result: SessionResult

    @property
    def balances(self) -> tuple[Fraction, ...]:
        return self.result.balances


@register("knock-session", {"players", "first_dealer", "hands"}, lambda spec, lang: render_session(spec, lang))
def compute_session(spec: Spec) -> None:
    """``knock-session``: one full rotation of dealers (KR-3), the ledger and the winners (KR-11)."""
    players = spec.names(spec.get("players"), "'players'")
    first = spec.name(spec.get("first_dealer"), "'first_dealer'")
    if first not in players:
        raise spec.fail(f"first_dealer {first!r} is not one of the players {', '.join(players)}")
    entries = spec.get("hands", types=list)
    if len(entries) != len(players):
        raise spec.fail(f"a session is one full rotation of dealers: {len(players)} hands for "
                        f"{len(players)} players (KR-3), not {len(entries)}")
    start = players.index(first)
    dealers, tables = [], []
    for number, entry in enumerate(entries, start=1):
        where = f"hand {number}: "
        if not isinstance(entry, dict) or set(entry) - {"knocker", "dealer", "hands", "deadwood", "hand_size"}:
            raise spec.fail(f"{where}expected keys knocker, dealer, hands or deadwood, hand_size; got {entry!r}")
        dealer = players[(start + number - 1) % len(players)]  # KR-3: the deal passes to the left
        if "dealer" in entry and entry["dealer"] != dealer:
            raise spec.fail(f"{where}the dealer is {dealer} (the deal passes to the left, KR-3), not {entry['dealer']!r}")
        if "knocker" not in entry:
            raise spec.fail(f"{where}missing 'knocker' (a name, or null)")
        hands = spec.by_player(entry.get("hands", {}), players, f"{where}hands", complete=False)
        deadwood = spec.by_player(entry.get("deadwood", {}), players, f"{where}deadwood", complete=False)
        dealers.append(dealer)
        tables.append(read_table(spec, players, hands, deadwood, entry["knocker"], entry.get("hand_size"), where))
    result = spec.engine("session", lambda: settle_session([tb.settlement for tb in tables]))
    for seat in range(len(players)):  # KR-11: balances accumulate; checked here, not taken on trust
        total = sum((tb.settlement.net[seat] for tb in tables), Fraction(0))
        if total != result.balances[seat]:
            raise spec.fail(f"the engine's balance for {players[seat]} is {result.balances[seat]}, the hands add up to {total}")
    spec.model = Session(tuple(players), tuple(dealers), tuple(tables), result)
    spec.actual = {
        "hands": [expect_of(tb, full=False) for tb in tables],
        "balances": {p: b for p, b in zip(players, result.balances)},
        "winners": [players[i] for i in result.winners],
    }


def render_session(spec: Spec, lang: str) -> str:
    session: Session = spec.model
    head = [word("example.hand_no", lang), word("example.dealer", lang), word("example.knocker_col", lang), word("example.case", lang), *session.names]
    rows = []
    for number, (dealer, tb) in enumerate(zip(session.dealers, session.tables), start=1):
        s = tb.settlement
        knocker = tb.name(s.knocker) if s.knocker is not None else word("example.nobody", lang)
        rows.append([str(number), esc(dealer), esc(knocker),
                     f'{esc(word("example.label." + s.case.value, lang))} ({esc(s.case.rule)})',
                     *(esc(signed_amount(x, lang)) for x in s.net)])
    foot = [[esc(word("example.balance", lang)), "", "", "", *(f"<strong>{esc(signed_amount(b, lang))}</strong>" for b in session.balances)]]
    ledger = table(esc(word("example.ledger_caption", lang)), [esc(h) for h in head], rows, row_header=True, foot=foot,
                   cls="rl-ledger")
    details = []
    for number, tb in enumerate(session.tables, start=1):
        details.append(
            f'<details class="rl-hand-details"><summary>{esc(word("example.hand_details", lang, n=number))}</summary>'
            + players_table(tb, lang, show_hands=spec.data.get("show_hands", True))
            + f'<p class="rl-explanation">{settlement_sentence(tb, lang)}</p></details>'
        )
    return frame(spec.id, spec.kind, [
        ledger,
        *details,
        f'<p class="rl-explanation">{narration(session.result, lang, session.names)}</p>',
        rules_line(spec.data["rules"], lang) if spec.data.get("show_rules", True) else "",
    ])
