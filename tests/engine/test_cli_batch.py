"""``rummylab solve --batch`` answers each line as ``rummylab solve --json`` answers that hand alone.

A few hundred random lines per game, written in every notation the parser reads, with bad lines
among them (a token that is not a card, a card twice, a joker where the game has none): a good
line's JSON is byte for byte the one-hand command's output; a bad line's error carries that
command's message, the line number and the bad token.
"""

from __future__ import annotations

import io
import json
import random
import sys

import pytest

from rummylab.cli import main
from rummylab.core.cards import Card, full_deck
from rummylab.words.language import colon

SPELLINGS = [
    lambda c: c.ascii,
    lambda c: c.ascii.lower(),
    lambda c: str(c),
    lambda c: str(c) + "\ufe0f",
    lambda c: c.rank_name + {"♣": "♧", "♦": "♢", "♥": "♡", "♠": "♤"}[c.suit.symbol],
    lambda c: ("T" if c.rank == 10 else c.rank_name) + c.suit.value.lower(),
]
BAD_TOKENS = ["5X", "1Z", "QQ", "11H", "♥Q", "10"]


def random_line(rng: random.Random, deck: list[Card], size: int) -> str:
    cards = rng.sample(deck, size)
    tokens = [rng.choice(SPELLINGS)(c) for c in cards]
    trouble = rng.random()
    if trouble < 0.06:
        tokens.insert(rng.randrange(len(tokens) + 1), rng.choice(BAD_TOKENS))
    elif trouble < 0.12:
        tokens.append(tokens[0])  # the same card twice (one deck)
    elif trouble < 0.15:
        tokens.append(rng.choice(["JK", "🃏", "joker"]))
    line = tokens[0] if tokens else ""
    for tok in tokens[1:]:
        line += rng.choice([" ", "  ", ",", ", ", ";", "\t"]) + tok
    return rng.choice(["", " ", "  "]) + line + rng.choice(["", " ", "\t"])


def batch_input(seed: int, count: int, sizes: tuple[int, ...]) -> list[str]:
    rng = random.Random(seed)
    deck = list(full_deck())
    lines = []
    for _ in range(count):
        roll = rng.random()
        if roll < 0.03:
            lines.append("")
        elif roll < 0.05:
            lines.append("# " + random_line(rng, deck, 3))
        else:
            lines.append(random_line(rng, deck, rng.choice(sizes)))
    return lines


def run_main(capsys, argv: list[str], stdin: str | None = None) -> tuple[int, str, str]:
    old = sys.stdin
    if stdin is not None:
        sys.stdin = io.StringIO(stdin)
    try:
        status = main(argv)
    finally:
        sys.stdin = old
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.mark.parametrize(
    "options, sizes",
    [
        ([], (10, 10, 7)),
        (["--game", "rummy", "--lang", "fr"], (7, 3, 1)),
        (["--round", "5", "--lang", "pt"], (7, 8)),
        (["--all", "--limit", "3", "--lang", "es"], (10, 7)),
    ],
)
def test_batch_equals_one_hand_at_a_time(capsys, options, sizes):
    lines = batch_input(len(options) + sum(sizes), 300, sizes)
    lang = options[options.index("--lang") + 1] if "--lang" in options else "en"
    status, out, err = run_main(capsys, ["solve", "--batch", *options], "\n".join(lines) + "\n")
    assert err == ""
    rows = out.splitlines(keepends=True)
    expected_status = 0
    bad = 0
    for number, line in enumerate(lines, start=1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        alone_status, alone_out, alone_err = run_main(capsys, ["solve", "--json", *options, "--", text])
        row = rows.pop(0)
        if alone_status == 0:
            assert (row, alone_err) == (alone_out, ""), text
            continue
        bad += 1
        expected_status = 2
        assert alone_out == "" and alone_err.startswith(f"rummylab{colon(lang)} "), text
        data = json.loads(row)
        assert list(data) == ["error", "line"] and data["line"] == number
        assert list(data["error"]) == ["code", "token", "message", "params"]
        assert data["error"]["message"] == alone_err.removeprefix(f"rummylab{colon(lang)} ").rstrip("\n")
        token = data["error"]["token"]
        if data["error"]["code"] == "bad-card":
            assert token in text.replace(",", " ").replace(";", " ").split()
        else:  # a card held too often, or a joker: named as the card is shown
            assert token == str(Card.parse(token))
    assert rows == []
    assert status == expected_status
    assert bad >= 10  # the random lines did hold bad ones


def test_batch_lines_are_unchanged(capsys):
    """The exact bytes of the answers (scripts parse them): a good line, a bad token, a card twice."""
    status, out, _ = run_main(capsys, ["solve", "--batch", "--lang", "en"], "4h 5♥ 6♡,QC QD QS 8D\nQH 5X\n\nQH qh\n")
    assert status == 2
    assert out == (
        '{"deadwood": 8, "melds": [{"kind": "run", "cards": ["4♥", "5♥", "6♥"], "wilds": {}, '
        '"stands_for": [null, null, null]}, {"kind": "set", "cards": ["Q♣", "Q♦", "Q♠"], "wilds": {}, '
        '"stands_for": [null, null, null]}], "unmatched": ["8♦"]}\n'
        '{"error": {"code": "bad-card", "token": "5X", "message": "\'5X\' is not a card", "params": {}}, "line": 2}\n'
        '{"error": {"code": "duplicate-card", "token": "Q♥", "message": "Q♥ appears twice but this game uses one deck", '
        '"params": {"count": 2, "limit": 1}}, "line": 4}\n'
    )


@pytest.mark.parametrize("data", [
    {"deadwood": 8, "melds": [], "unmatched": ["8♦", "🃏"]},
    {"a": [1, 2.5, None, True, False, {"b": "x\"y\\z\n\t\u0001é"}], 3: "int key", 1.5: float("inf")},
    "just a string", 7, [], {}, [float("nan"), -0.0, 10**30],
])
def test_the_commands_json_is_json_dumps(data):
    from rummylab.cli.hands import _json

    assert _json(data) == json.dumps(data, ensure_ascii=False)
