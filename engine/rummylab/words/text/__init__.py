"""The catalogue's entries, one namespace per module (loaded by :mod:`rummylab.words.catalogue`)."""
