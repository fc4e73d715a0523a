"""One typed hand straight to its JSON answer: the hot loop of ``rummylab solve --batch``.

``solve --batch`` answers a line exactly as ``json.dumps(best_arrangement(parse_hand(line),
rules).to_dict(), ensure_ascii=False)`` would. For the common line (every token a card spelled
the usual way, one copy of each card, no wild card, aces low: every Knock Rummy and Rummy hand)
this module gets there without making the cards, the hand or the arrangement: the tokens become
the four suit masks of :mod:`._solver.tables` at once, the sets are chosen by the same code as
:func:`~rummylab.solver.tables.simple_best`, and the answer is joined from JSON pieces made once,
at import, from the very melds and cards that path returns (each set, each run, a suit's
leftovers by halves of its mask). Any other line gets ``None`` and takes the general path, which
also words the errors. The CLI tests compare every batch line with the one-hand command's
output, byte for byte.

>>> from rummylab.core.rules import KNOCK_RUMMY
>>> print(answer_line("4H 5H 6H QC QD QS 8D", KNOCK_RUMMY))  # doctest: +NORMALIZE_WHITESPACE
{"deadwood": 8, "melds": [{"kind": "run", "cards": ["4♥", "5♥", "6♥"], "wilds": {}, "stands_for":
[null, null, null]}, {"kind": "set", "cards": ["Q♣", "Q♦", "Q♠"], "wilds": {}, "stands_for":
[null, null, null]}], "unmatched": ["8♦"]}
>>> answer_line("QH QH", KNOCK_RUMMY) is None  # a card twice: the general path says why
True
"""

from __future__ import annotations

import json
from typing import Callable

from rummylab.core.cards import _CARD_BY_TOKEN
from rummylab.core.rules import Rules
from rummylab.solver.arrangement import Meld, MeldKind
from rummylab.solver.masks import CARD, SUIT_NUM
from rummylab.solver.tables import _set_combos, _set_meld, _without_sets

__all__ = ["answer_line"]

_dumps: Callable[[object], str] = json.JSONEncoder(ensure_ascii=False).encode

#: token -> (suit number, rank bit, rank) for every natural card's usual spellings (no joker).
_TOKENS = {tok: (SUIT_NUM[c.suit._value_], 1 << c.rank, c.rank) for tok, c in _CARD_BY_TOKEN.items() if c.rank}


#: _NAME[s][r]: the JSON name of the card, '"8♦"'.
_NAME = tuple(tuple("" if c is None else _dumps(str(c)) for c in row) for row in CARD)


def _names(s: int, bits: int, shift: int) -> str:
    """The JSON names of suit s's cards whose rank bits (shifted down by ``shift``) are ``bits``."""
    return ", ".join([_NAME[s][r] for r in range(1, 14) if (bits << shift) >> r & 1])


#: A suit's leftovers as JSON, in two halves of the rank mask: _LOW[s][mask & 127] (ranks 1-6),
#: _HIGH[s][mask >> 7] (ranks 7-13); "" for none. 4 x 256 strings.
_LOW = tuple(tuple(_names(s, bits, 0) for bits in range(128)) for s in range(4))
_HIGH = tuple(tuple(_names(s, bits, 7) for bits in range(128)) for s in range(4))
#: _RUN[s][lo][length]: the JSON of the run of suit s from rank lo, ``length`` cards long.
_RUN = tuple(tuple({n: _dumps(Meld(MeldKind.RUN, CARD[s][lo:lo + n], (None,) * n).to_dict())
                    for n in range(3, 15 - lo)} for lo in range(12)) for s in range(4))
#: _SET[rank << 4 | suits]: (first suit, JSON) of the set of that rank in the suits of the mask.
_SET = {r << 4 | suits: (_set_meld(r, suits)[0], _dumps(_set_meld(r, suits)[1].to_dict()))
        for r in range(1, 14) for suits in range(16) if suits.bit_count() >= 3}


def answer_line(text: str, rules: Rules) -> str | None:
    """The JSON answer to one line of cards, or None when the general path must answer it.

    The line is split as :func:`~rummylab.core.cards.parse_hand` splits a string (spaces, commas,
    semicolons). None for a token outside the usual spellings, a card held twice, a wild card
    or a joker, and for the ace-high variant (TT-8). With aces low, a suit's runs are its blocks
    of three or more consecutive cards once the sets are out (see :mod:`._solver.tables`).
    """
    if rules.ace_high:
        return None
    wild = rules.wild_rank
    masks = [0, 0, 0, 0]
    get = _TOKENS.get
    for tok in text.replace(",", " ").replace(";", " ").split():
        found = get(tok)
        if found is None:
            return None
        s, bit, rank = found
        if masks[s] & bit or rank == wild:
            return None
        masks[s] |= bit
    best, combos = _set_combos(masks, rules, True)
    combo = next(iter(combos))
    keyed: list[tuple[tuple[int, int, int], str]] = []
    m = masks
    if combo:
        m = _without_sets(masks, combo)
        for r, suits in combo:
            first, meld_json = _SET[r << 4 | suits]
            keyed.append(((r, 0, first), meld_json))
    left: list[str] = []
    for s in range(4):
        mask = m[s]
        if not mask:
            continue
        starts = mask & mask >> 1 & mask >> 2
        if starts:  # a card is in a run when a window of three held cards covers it
            covered = starts | starts << 1 | starts << 2
            mask &= ~covered
            runs = _RUN[s]
            while covered:
                low = covered & -covered
                lo = low.bit_length() - 1
                block = covered & ~(covered + low)
                keyed.append(((lo, 1, s), runs[lo][block.bit_count()]))
                covered ^= block
            if not mask:
                continue
        low_part, high_part = _LOW[s][mask & 127], _HIGH[s][mask >> 7]
        if low_part:
            left.append(low_part)
        if high_part:
            left.append(high_part)
    if len(keyed) > 1:
        keyed.sort()
    return (f'{{"deadwood": {best}, "melds": [{", ".join([j for _, j in keyed])}], '
            f'"unmatched": [{", ".join(left)}]}}')
