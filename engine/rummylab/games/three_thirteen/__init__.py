"""Three Thirteen: the round and the game of 11 rounds (TT-1 … TT-9)."""
