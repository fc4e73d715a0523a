"""Rummy (the basic game): the round and the game to 200 (RU-1 … RU-8)."""
