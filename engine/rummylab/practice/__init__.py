"""The site's practice, in Python: the quiz, the meld puzzles, the knock coach and advisor, walkthroughs, charts."""
