"""The meld solver's internals; :mod:`rummylab.solver.melds` is its API.

- :mod:`.hand`: a hand read and checked once, as suit masks and 4-bit card counts;
- :mod:`.tables`: the fast path, one copy of each card and no wild card (every Knock Rummy and
  Rummy hand): lookup tables per suit and an enumeration of the sets;
- :mod:`.search`: the general search, wild cards and identical cards from several decks;
- :mod:`.build`: raw plans turned into :class:`~rummylab.solver.arrangement.Arrangement` values with a
  canonical placement of the wild cards, and what makes two arrangements different.
"""
