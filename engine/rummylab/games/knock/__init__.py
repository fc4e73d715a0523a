"""Knock Rummy (Poker Rum): the hand and the session, the settlement (KR-10, KR-11), laying off on the knocker."""
