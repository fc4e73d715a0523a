"""The engine's words: one catalogue in en, pt, es and fr, the language's rules, and narration (explain)."""
