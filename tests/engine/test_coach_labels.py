"""The knock coach names the seats from the catalogue, in each language's grammar and register.

The reader is never "você" (pt speaks in the third person: "por si", "a sua mão"), a preposition
before a player's label takes its article ("pelo jogador 2", "por el jugador 2", "par le joueur 2"),
and no label is pasted after a preposition it cannot follow ("por tú", "Main de Vous").
"""

from __future__ import annotations

import json
import re

import pytest

from rummylab.web import handle

BAD = {
    "pt": re.compile(r"(?i)\bvocê\b|\b(?:de|por) jogador\b|\btua?\b"),
    "es": re.compile(r"(?i)\bpor tú\b|\b(?:de|por) jugador\b|\bde tú\b"),
    "fr": re.compile(r"(?i)\bde (?:joueur|vous)\b|\bpar joueur\b|\btu\b"),
    "en": re.compile(r"(?i)\byou’s\b|\bby by\b"),
}
READER = {"pt": ("tirada por si", "A sua mão"), "en": ("taken by you", "Your hand"),
          "es": ("tomada por ti", "Tu mano"), "fr": ("prise par vous", "Votre main")}
OTHER = {"pt": ("tirada pelo jogador {n}", "Mão do jogador {n}"), "en": ("taken by player {n}", "Player {n}’s hand"),
         "es": ("tomada por el jugador {n}", "Mano del jugador {n}"), "fr": ("prise par le joueur {n}", "Main du joueur {n}")}


@pytest.mark.parametrize("lang", ["pt", "en", "es", "fr"])
@pytest.mark.parametrize("seed", [3, 8])
def test_the_coach_names_each_seat_in_the_language(lang: str, seed: int) -> None:
    q = json.loads(handle(json.dumps({"op": "coach", "seed": seed, "lang": lang})))["result"]
    seat = q["seat"] - 1
    for s in range(q["players"]):
        taken, hand = READER[lang] if s == seat else (t.format(n=s + 1) for t in OTHER[lang])
        assert (q["taken_labels"][s], q["hand_labels"][s]) == (taken, hand)
    shown = q["labels"] + q["taken_labels"] + q["hand_labels"]
    assert not [t for t in shown if BAD[lang].search(t)], shown
    assert len(set(q["labels"])) == q["players"]  # the reader's label is not another seat's


def test_the_verdict_names_the_real_hands_the_same_way() -> None:
    v = json.loads(handle(json.dumps({"op": "coach-check", "seed": 3, "choice": "play", "lang": "pt", "samples": 20})))
    v = v["result"]
    assert v["hand_labels"][v["seat"] - 1] == "A sua mão"
    assert all(h.startswith("Mão do jogador ") for i, h in enumerate(v["hand_labels"]) if i != v["seat"] - 1)
