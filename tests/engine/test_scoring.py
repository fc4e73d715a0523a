"""Three Thirteen (TT-7) and Rummy (RU-7, RU-8) scoring; expected values worked out by hand."""

from __future__ import annotations

import pytest

from rummylab.core.errors import DuplicateCardError, HandError, SettlementError
from rummylab.core.rules import three_thirteen
from rummylab.games.rummy.scoring import score_rummy_game, score_rummy_round
from rummylab.games.three_thirteen.scoring import (
    ThreeThirteenRoundScore,
    score_three_thirteen_game,
    score_three_thirteen_round,
)
from rummylab.words.explain import explain

# ---- TT-7: one round ------------------------------------------------------------------------------

TT_ROUNDS = [
    # round 1, threes wild: a meld of wild cards only (TT-3); K♦ 2♠ 4♦ left = 10 + 2 + 4.
    (1, ["3H 3C 3S", "KD 2S 4D"], 0, (0, 16)),
    # round 1: 3♦ is wild and makes a set of nines.
    (1, ["4H 5H 6H", "3D 9C 9S"], 1, (0, 0)),
    # round 2, fours wild, 3 players so 2 decks: two identical 9♥ in a set (TT-4); A♠ 2♦ J♥ Q♥ = 23.
    (2, ["5S 6S 7S 4C", "9H 9H 9D KC", "AS 2D JH QH"], 0, (0, 10, 23)),
    # round 5, sevens wild: 7♠ completes 4♥ _ 6♥; 2♣ 9♦ K♠ Q♦ = 31. Player 2 melds everything;
    # player 3: set of aces, 2♥ 3♥ 5♠ 5♣ left = 15.
    (5, ["4H 7S 6H 2C 9D KS QD", "7C 7D 8H 9H 10H JC JD", "AC AD AS 2H 3H 5S 5C"], 1, (31, 0, 15)),
]


@pytest.mark.parametrize("round_, hands, out, penalties", TT_ROUNDS)
def test_tt7_round_penalties(round_, hands, out, penalties):
    r = score_three_thirteen_round(hands, round_, out=out)
    assert r.penalties == penalties
    assert r.round == round_ and r.rules.wild_rank == round_ + 2
    assert [a.deadwood for a in r.arrangements] == list(penalties)
    assert r.to_dict()["out"] == out + 1 and r.to_dict()["penalties"] == list(penalties)


def test_tt_round_decks_follow_the_players():
    assert score_three_thirteen_round(["3H 3C 3S", "KD 2S 4D"], 1).rules.decks == 1  # TT-1: 2 players, 1 deck
    assert score_three_thirteen_round(["3H 3C 3S", "KD 2S 4D", "KD 2S 4D"], 1).rules.decks == 2


@pytest.mark.parametrize(
    "hands, round_, out, error, code",
    [
        (["3H 3C", "KD 2S 4D"], 1, None, HandError, "wrong-hand-size"),
        (["3H 3C 3S", "KD 2S 4D"], 1, 1, HandError, "not-out"),  # TT-6: 16 points left is not out
        (["3H 3C 3S", "KD 2S 4D"], 1, 2, SettlementError, "bad-out"),
        (["3H 3C 3S"], 1, None, SettlementError, "too-few-players"),
        (["3H 3C 3S", "3H 2S 4D"], 1, None, DuplicateCardError, "duplicate-card"),  # one deck for 2 players
    ],
)
def test_tt_round_errors(hands, round_, out, error, code):
    with pytest.raises(error) as err:
        score_three_thirteen_round(hands, round_, out=out)
    assert err.value.code == code


# ---- TT-7: totals over a game ----------------------------------------------------------------------

def _rounds(rows):
    return [ThreeThirteenRoundScore(three_thirteen(n), (), tuple(p), None) for n, p in enumerate(rows, start=1)]


def test_tt_game_lowest_total_wins():
    rows = [(0, 10, 23)] * 5 + [(20, 0, 5)] * 6  # totals: 120, 50, 145
    g = score_three_thirteen_game(_rounds(rows))
    assert g.totals == (120, 50, 145) and g.complete and g.winners == (1,)
    assert g.running[0] == (0, 10, 23) and g.running[4] == (0, 50, 115)
    assert g.to_dict()["winners"] == [2]


def test_tt_game_tie_shares_the_win():
    rows = [(5, 5, 9)] * 10 + [(1, 1, 0)]  # 51, 51, 90
    g = score_three_thirteen_game(_rounds(rows))
    assert g.totals == (51, 51, 90) and g.winners == (0, 1)


def test_tt_game_in_progress_has_leaders_not_winners():
    g = score_three_thirteen_game(_rounds([(3, 0), (0, 8)]))
    assert g.totals == (3, 8) and not g.complete and g.leaders == (0,) and g.winners == ()


def test_tt_game_errors():
    with pytest.raises(SettlementError) as err:
        score_three_thirteen_game([])
    assert err.value.code == "empty-session"
    one, two = _rounds([(1, 2), (3, 4)])
    with pytest.raises(SettlementError) as err:
        score_three_thirteen_game([two, one])
    assert err.value.code == "round-order"
    mismatch = ThreeThirteenRoundScore(three_thirteen(2), (), (1, 2, 3), None)
    with pytest.raises(SettlementError) as err:
        score_three_thirteen_game([one, mismatch])
    assert err.value.code == "session-players-mismatch"


# ---- RU-8 / RU-7: one round ---------------------------------------------------------------------------

@pytest.mark.parametrize(
    "hands, out, values, points",
    [
        # player 3 went out; K♠ 2♣ = 12, A♥ = 1, 5♦ 5♠ 9♣ = 19: 32 points (aces 1, RU-1).
        (["KS 2C", "AH", "", "5D 5S 9C"], 2, (12, 1, 0, 19), (0, 0, 32, 0)),
        (["", "QH JH 10H 2S"], 0, (0, 32), (32, 0)),
        # RU-7: a draw, nobody scores.
        (["KS 2C", "AH", "7D", "5D 5S 9C"], None, (12, 1, 7, 19), (0, 0, 0, 0)),
    ],
)
def test_ru8_round(hands, out, values, points):
    r = score_rummy_round(hands, out)
    assert (r.values, r.points, r.is_draw) == (values, points, out is None)


@pytest.mark.parametrize(
    "hands, out, code",
    [
        (["KS", "AH"], 0, "not-out"),  # RU-6: going out means no card left
        (["", "AH"], 2, "bad-out"),
        (["", "AH AH"], 0, "duplicate-card"),
        (["", "JK"], 0, "joker-not-allowed"),
        ([""], 0, "too-few-players"),
    ],
)
def test_ru_round_errors(hands, out, code):
    with pytest.raises(Exception) as err:
        score_rummy_round(hands, out)
    assert err.value.code == code


# ---- RU-8: a game to 200 -----------------------------------------------------------------------------

A = score_rummy_round(["", "KS QS JS 10S 9S 8S 7S"], 0)  # player 1 scores 64
B = score_rummy_round(["KH QH JH", ""], 1)  # player 2 scores 30
DRAW = score_rummy_round(["KH", "2C"], None)
EIGHT = score_rummy_round(["", "8C"], 0)  # player 1 scores 8


def test_ru_game_to_200():
    g = score_rummy_game([A, B, A, DRAW, A])
    assert g.running == ((64, 0), (64, 30), (128, 30), (128, 30), (192, 30))
    assert g.winner is None and not g.is_over
    g = score_rummy_game([A, B, A, DRAW, A, A])
    assert g.totals == (256, 30) and g.winner == 0 and g.to_dict()["winner"] == 1


def test_ru_game_exactly_200_wins():
    g = score_rummy_game([A, A, A, EIGHT])
    assert g.totals == (200, 0) and g.winner == 0


def test_ru_game_over_refuses_more_rounds():
    with pytest.raises(SettlementError) as err:
        score_rummy_game([A, A, A, A, B])
    assert err.value.code == "game-over" and err.value.token == 5


def test_ru_game_other_target():
    assert score_rummy_game([B], target=30).winner == 1


# ---- narration -----------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "lang, header, out_line",
    [
        ("en", "Round 5: 7 cards each, sevens are wild (TT-3).", "Player 2 went out (TT-6)."),
        ("pt", "Ronda 5: 7 cartas a cada jogador; os 7 são cartas selvagens (TT-3).", "O jogador 2 saiu (TT-6)."),
        ("es", "Ronda 5: 7 cartas por jugador; los 7 son comodines (TT-3).", "El jugador 2 salió (TT-6)."),
        ("fr", "Manche 5\u202f: 7 cartes chacun\u202f; les 7 sont des cartes frimes (TT-3).",
         "Le joueur 2 sort (TT-6)."),
    ],
)
def test_explain_tt_round(lang, header, out_line):
    round_, hands, out, _ = TT_ROUNDS[3]
    lines = explain(score_three_thirteen_round(hands, round_, out=out), lang)
    assert lines[0] == header and lines[1] == out_line
    assert "31" in lines[2] and "TT-7" in lines[2]


def test_explain_tt_round_english_penalties():
    round_, hands, out, _ = TT_ROUNDS[0]
    lines = explain(score_three_thirteen_round(hands, round_, out=out), "en")
    assert lines[2:] == ["Player 1: every card melded, 0 penalty points (TT-7).",
                         "Player 2: 4♦ K♦ 2♠ left over, 16 penalty points (TT-7)."]


@pytest.mark.parametrize(
    "lang, first",
    [
        ("en", "Player 3 went out (RU-6) and scored the cards left in the other hands: 12 + 1 + 19 = 32 (RU-8)."),
        ("pt", "O jogador 3 saiu (RU-6) e marca o valor das cartas que ficaram nas mãos dos outros: 12 + 1 + 19 = 32 (RU-8)."),
        ("es", "El jugador 3 salió (RU-6) y se anota el valor de las cartas que quedan en las otras manos: "
               "12 + 1 + 19 = 32 (RU-8)."),
        ("fr", "Le joueur 3 sort (RU-6) et marque la valeur des cartes restées dans les autres mains\u202f: "
               "12 + 1 + 19 = 32 (RU-8)."),
    ],
)
def test_explain_ru_round(lang, first):
    lines = explain(score_rummy_round(["KS 2C", "AH", "", "5D 5S 9C"], 2), lang)
    assert lines[0] == first and len(lines) == 4


def test_explain_ru_draw_and_games():
    assert explain(DRAW, "pt") == ["O monte acabou pela segunda vez sem ninguém sair: a ronda fica empatada e "
                                   "ninguém marca (RU-7)."]
    assert explain(score_rummy_game([A, A, A, EIGHT]), "en")[-1] == \
        "Player 1 reached 200, at least 200, and won the game (RU-8)."
    assert explain(score_rummy_game([A]), "es")[-1] == "Nadie ha llegado aún a 200: la partida sigue (RU-8)."
    g = score_three_thirteen_game(_rounds([(5, 5, 9)] * 10 + [(1, 1, 0)]))
    assert explain(g, "fr") == ["Totaux après la manche 11\u202f: joueur 1 à 51, joueur 2 à 51, joueur 3 à 90.",
                                "Le joueur 1 et le joueur 2 sont à égalité au total le plus bas et se partagent "
                                "la victoire (TT-7)."]
    assert explain(score_three_thirteen_game(_rounds([(3, 0)])), "en")[-1] == "In the lead with 0: player 2."
