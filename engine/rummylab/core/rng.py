"""The seeded generator behind every deal: SplitMix64, written out here.

Deals must give the same cards in CPython and in Pyodide, today and after
any Python upgrade. ``random.Random`` is stable in practice, but its
``shuffle`` is not a documented contract, so the engine uses its own tiny
generator instead: SplitMix64 (Steele, Lea and Flood, 2014), 64-bit integer
arithmetic only, with an unbiased ``below(n)`` (rejection sampling) and a
Fisher-Yates shuffle. Any integer is a seed (taken modulo 2**64).

>>> rng = SplitMix64(1234567)
>>> rng.next64()            # the published first output for this seed
6457827717110365317
>>> shuffled(range(6), 7)
(1, 5, 0, 2, 4, 3)
"""

from __future__ import annotations

import functools
from typing import Any, Iterable, TypeVar

__all__ = ["SplitMix64", "shuffled", "derive_seed"]

_MASK64 = (1 << 64) - 1
T = TypeVar("T")


class SplitMix64:
    """SplitMix64: a small, fast, fully specified 64-bit generator.

    Chosen over :mod:`random` so that a seed means the same deal in every
    Python (CPython 3.11-3.14, Pyodide) for ever: the algorithm is five
    lines of integer arithmetic written here.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = int(seed) & _MASK64

    def next64(self) -> int:
        """The next 64-bit output."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias).

        >>> SplitMix64(1).below(10) in range(10)
        True
        """
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n!r}")
        limit = ((1 << 64) // n) * n
        while True:
            r = self.next64()
            if r < limit:
                return r % n

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle a list in place (Fisher-Yates, from the end)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def deal_prefix(self, items: list[Any], k: int) -> None:
        """Shuffle only the first ``k`` places of ``items`` (a partial Fisher-Yates, from the front).

        ``items[:k]`` is then a uniform random draw of ``k`` of the items, in
        random order; the same as ``k`` calls of ``j = i + below(n - i)``
        and a swap, written out for speed (the knock advisor deals
        thousands of hands).

        >>> cards = list(range(10)); SplitMix64(3).deal_prefix(cards, 4); sorted(cards) == list(range(10))
        True
        """
        n = len(items)
        state = self.state
        limits = _limits(n, k)
        for i in range(k):
            span = n - i
            limit = limits[i]
            while True:
                state = (state + 0x9E3779B97F4A7C15) & _MASK64
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
                z ^= z >> 31
                if z < limit:
                    break
            j = i + z % span
            items[i], items[j] = items[j], items[i]
        self.state = state

    def random(self) -> float:
        """A float in [0, 1) from the top 53 bits (for bots, never for deals)."""
        return (self.next64() >> 11) / float(1 << 53)


@functools.lru_cache(maxsize=64)
def _limits(n: int, k: int) -> tuple[int, ...]:
    """For ``below(n - i)``, i < k: the largest multiple of ``n - i`` not above 2**64 (rejection bound)."""
    return tuple(((1 << 64) // (n - i)) * (n - i) for i in range(k))


def shuffled(items: Iterable[T], seed: int) -> tuple[T, ...]:
    """The items in the order a seeded :class:`SplitMix64` shuffle gives."""
    out = list(items)
    SplitMix64(seed).shuffle(out)
    return tuple(out)


def derive_seed(seed: int, *labels: int) -> int:
    """A seed for a sub-deal (hand ``i`` of a session, round ``r`` of a game).

    >>> derive_seed(5, 0) != derive_seed(5, 1)
    True
    """
    value = int(seed) & _MASK64
    for label in labels:
        value = SplitMix64(value ^ (int(label) * 0xD1B54A32D192ED03 & _MASK64)).next64()
    return value
