"""Explanations and the message catalogue in en, pt, es and fr."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rummylab
from rummylab.core.amounts import MINUS, show_amount, signed_amount
from rummylab.core.cards import Card, full_deck, parse_hand
from rummylab.core.errors import RummyError
from rummylab.games.knock.settle import settle_knock, settle_session
from rummylab.words.catalogue import CATALOGUE, LANGS
from rummylab.words.error_text import localize_error, message
from rummylab.words.explain import explain
from rummylab.words.language import card_name, check_lang, colon, join, player_label

LANG_LIST = ["en", "pt", "es", "fr"]


@pytest.mark.parametrize(
    "card, en, pt, es, fr",
    [
        ("QH", "queen of hearts", "dama de copas", "reina de corazones", "dame de cœur"),
        ("AS", "ace of spades", "ás de espadas", "as de picas", "as de pique"),
        ("10D", "ten of diamonds", "dez de ouros", "diez de diamantes", "dix de carreau"),
        ("7C", "seven of clubs", "sete de paus", "siete de tréboles", "sept de trèfle"),
        ("JS", "jack of spades", "valete de espadas", "jota de picas", "valet de pique"),
        ("KD", "king of diamonds", "rei de ouros", "rey de diamantes", "roi de carreau"),
        ("JK", "joker", "joker", "joker", "joker"),
    ],
)
def test_card_names(card, en, pt, es, fr):
    c = Card.parse(card)
    assert [card_name(c, lang) for lang in LANG_LIST] == [en, pt, es, fr]


@pytest.mark.parametrize("lang", LANG_LIST)
def test_every_card_has_a_distinct_name(lang):
    names = {card_name(c, lang) for c in full_deck()}
    assert len(names) == 52


# KR-EX1: A knocks with 8, B has 3: A pays B 8 − 3 + 10 = 15.
@pytest.mark.parametrize(
    "lang, sentences",
    [
        ("en", ["Player 1 knocked with 8, but player 2 had only 3 (KR-10c).",
                "Payment from player 1 to player 2: 8 − 3 + 10 = 15.", "Deadwood:", "Ledger"]),
        ("pt", ["O jogador 1 bateu com 8", "O jogador 1 paga ao jogador 2: 8 − 3 + 10 = 15.", "Sobra:", "Registo"]),
        ("es", ["El jugador 1 cerró con 8", "El jugador 1 paga al jugador 2: 8 − 3 + 10 = 15.", "Resto:", "Registro"]),
        ("fr", ["Le joueur 1 a frappé avec 8", "Le joueur 1 paie 8 − 3 + 10 = 15 au joueur 2.",
                "Points morts", "Registre"]),
    ],
)
def test_kr_ex1_explained_in_every_language(lang, sentences):
    text = "\n".join(explain(settle_knock([8, 3], 0), lang))
    for sentence in sentences:
        assert sentence in text
    assert "KR-10c" in text
    assert "8 - 3" not in text  # the real minus sign, never a hyphen


@pytest.mark.parametrize("lang", LANG_LIST)
@pytest.mark.parametrize(
    "deadwood, knocker, rule, arithmetic",
    [
        ([0, 8], 0, "KR-10a", "8 + 25 = 33"),
        ([3, 8, 9], 0, "KR-10b", f"9 {MINUS} 3 = 6"),
        ([8, 3, 9], 0, "KR-10c", f"8 {MINUS} 3 + 10 = 15"),
        ([3, 3, 9], 0, "KR-10d", f"9 {MINUS} 3 = 6"),
        ([4, 9], None, "KR-10e", f"9 {MINUS} 4 = 5"),
    ],
)
def test_every_case_names_its_rule_and_shows_the_arithmetic(lang, deadwood, knocker, rule, arithmetic):
    text = "\n".join(explain(settle_knock(deadwood, knocker), lang))
    assert rule in text
    assert arithmetic in text


@pytest.mark.parametrize(
    "lang, split",
    [
        ("en", f"10 {MINUS} 3 = 7, split between 2 winners: 3½ each, to player 2 and player 3."),
        ("pt", f"10 {MINUS} 3 = 7, dividido por 2 vencedores: 3½ a cada um, ao jogador 2 e ao jogador 3."),
        ("es", f"10 {MINUS} 3 = 7, que se reparte entre 2 ganadores: 3½ a cada uno, al jugador 2 y al jugador 3."),
        ("fr", f"10 {MINUS} 3 = 7, partagé entre les 2 gagnants\u202f: 3½ chacun, au joueur 2 et au joueur 3."),
    ],
)
def test_split_payment_sentence(lang, split):
    lines = explain(settle_knock([3, 3, 3, 10], 0), lang)  # KR-10d, two winners share 7
    assert any(line.endswith(split) for line in lines)


@pytest.mark.parametrize(
    "lang, term",
    [("en", "rum"), ("pt", "bateu sem sobra nenhuma: rum"), ("es", "cerró con resto 0: rum"), ("fr", "a frappé avec 0 point mort")],
)
def test_rum_against_another_zero(lang, term):
    lines = explain(settle_knock([0, 0, 5], 0), lang)
    text = "\n".join(lines)
    assert term in text and "KR-10a" in text
    assert "0 + 25 = 25" in text and "5 + 25 = 30" in text


@pytest.mark.parametrize(
    "lang, sentence",
    [
        ("en", "Nobody knocked: the stock ran out (KR-9)."),
        ("pt", "Ninguém bateu: o monte acabou (KR-9)."),
        ("es", "Nadie cerró: se acabó el mazo (KR-9)."),
        ("fr", "Personne n’a frappé\u202f: le talon est épuisé (KR-9)."),
    ],
)
def test_no_knocker_uses_the_stock_term(lang, sentence):
    assert any(line.startswith(sentence) for line in explain(settle_knock([4, 9], None), lang))


def test_ledger_signs_and_names():
    lines = explain(settle_knock([8, 3, 3], 0), "en", names=["Ana", "Rui", "Eva"])
    assert lines[1] == "Ana knocked with 8, but Rui and Eva had only 3 (KR-10c)."
    assert lines[-1] == f"Ledger for this hand: Ana on {MINUS}15, Rui on +7½, Eva on +7½."
    assert explain(settle_knock([8, 3], 0), "fr", names=["Ana", "Rui"])[3] == "Ana paie 8 − 3 + 10 = 15 à Rui."


@pytest.mark.parametrize(
    "lang, first, second",
    [
        ("en", "Ledger after 2 hands (KR-11): player 1 on 0, player 2 on 0.", "Player 1 and player 2 are tied"),
        ("pt", "Registo ao fim de 2 mãos (KR-11): jogador 1 com 0, jogador 2 com 0.", "O jogador 1 e o jogador 2 empatam"),
        ("es", "Registro tras 2 manos (KR-11): jugador 1 con 0, jugador 2 con 0.", "El jugador 1 y el jugador 2 empatan"),
        ("fr", "Registre après 2 donnes (KR-11)\u202f: joueur 1 à 0, joueur 2 à 0.", "Le joueur 1 et le joueur 2 sont"),
    ],
)
def test_session_tie(lang, first, second):
    lines = explain(settle_session([settle_knock([8, 3], 0), settle_knock([3, 8], 1)]), lang)
    assert lines[0] == first
    assert lines[1].startswith(second)


def test_session_single_winner():
    lines = explain(settle_session([settle_knock([8, 3, 9], 0)]), "en")
    assert lines == [f"Ledger after 1 hand (KR-11): player 1 on {MINUS}15, player 2 on +21, player 3 on {MINUS}6.",
                     "The session goes to player 2, with the highest balance."]


def test_amounts_and_labels():
    from fractions import Fraction as F
    assert show_amount(F(-7, 2)) == "−3½" and signed_amount(F(7, 2)) == "+3½" and signed_amount(0) == "0"
    assert player_label(0, "es", form="to") == "al jugador 1"
    assert player_label(2, "pt", form="by") == "pelo jogador 3"
    assert join(["a", "b", "c"], "es") == "a, b y c" and join(["a"], "en") == "a"


def test_check_lang():
    assert check_lang("pt-PT") == "pt" and check_lang("es_ES") == "es"
    with pytest.raises(RummyError) as err:
        check_lang("de")
    assert err.value.code == "bad-lang"


# ---- the catalogue ----------------------------------------------------------------------------------

#: Fields that are one value worded two ways, always filled together: the wild rank as a rank (``wild``: "K")
#: or as a plural noun (``wilds``: French "les rois"); a language uses the one its grammar needs.
SAME_VALUE = {"wilds": "wild"}


def _fields(template: str) -> set[str]:
    return {SAME_VALUE.get(name, name) for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_catalogue_entry_has_every_language_with_the_same_fields(key):
    entry = CATALOGUE[key]
    assert set(entry) == set(LANGS)
    fields = {lang: _fields(entry[lang]) for lang in LANGS}
    assert all(f == fields["en"] for f in fields.values()), fields
    for template in entry.values():
        assert template.strip() and " :" not in template and " ;" not in template  # French narrow no-break space, not a space


ENGINE = Path(rummylab.__file__).parent
_CODE = re.compile(r"""\bcode\s*=\s*["']([a-z0-9-]+)["']""")


def _codes_raised_in_engine() -> set[str]:
    return {code for path in ENGINE.rglob("*.py") for code in _CODE.findall(path.read_text(encoding="utf-8"))}


def test_the_engine_raises_codes():
    assert {"bad-card", "duplicate-card", "knocker-out-of-range", "bad-amount"} <= _codes_raised_in_engine()


@pytest.mark.parametrize("code", sorted(_codes_raised_in_engine()))
def test_every_error_code_has_a_message_in_every_language(code):
    assert f"error.{code}" in CATALOGUE, f"add error.{code} to rummylab/words/catalogue.py"
    for lang in LANGS:
        assert message(code, lang, token="x")


def _error_calls() -> list[tuple[str, str, set[str]]]:
    """Every call in the engine that makes an error with a known code: (where, code, keywords given)."""
    import ast

    import rummylab.core.errors as errors

    defaults = {name: cls.code for name, cls in vars(errors).items()
                if isinstance(cls, type) and issubclass(cls, errors.RummyError)}
    calls = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or any(k.arg is None for k in node.keywords):
                continue  # not a call, or **params: the keywords cannot be read here
            keywords = {k.arg: k.value for k in node.keywords}
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name not in defaults:
                continue  # not an error being made (a helper that passes a code on, say)
            code = keywords.get("code")
            if isinstance(code, ast.Constant) and isinstance(code.value, str):
                calls.append((f"{path.name}:{node.lineno}", code.value, set(keywords) - {"code"}))
            elif code is None:
                calls.append((f"{path.name}:{node.lineno}", defaults[name], set(keywords)))
    return calls


def test_every_raised_error_gives_what_its_message_needs():
    # A message whose fields the error does not carry falls back to the generic "? is not valid
    # here" in pt/es/fr: the raise site must give every field ({q} comes from the token).
    calls = _error_calls()
    assert len(calls) > 100
    missing = []
    for where, code, args in calls:
        template = CATALOGUE.get(f"error.{code}", CATALOGUE["error.generic"])["en"]
        need = _fields(template) - ({"q"} if "token" in args else set())
        if need - args:
            missing.append(f"{where} {code}: no {sorted(need - args)}")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize(
    "make, lang, expected",
    [
        (lambda: Card.parse("5X"), "pt", "«5X» não é uma carta"),
        (lambda: Card.parse("5X"), "en", "'5X' is not a card"),
        (lambda: parse_hand("QH QH") and __import__("rummylab.core.cards").core.cards.check_copies(parse_hand("QH QH"), decks=1),
         "es", "Q♥ aparece 2 veces, pero este juego usa una sola baraja"),
        (lambda: settle_knock([8, 3], 4), "fr", "le frappeur, le joueur 5, n’est pas l’un des 2 joueurs"),
        (lambda: settle_knock([8, -3], 0), "pt", "a sobra do jogador 2 não pode ser negativa (-3)"),
        (lambda: rummylab.rules_for("tt", round=12), "fr", "12 n’est pas une manche de Three Thirteen (1 à 11)"),
    ],
)
def test_localized_errors(make, lang, expected):
    with pytest.raises(RummyError) as err:
        make()
    assert localize_error(err.value, lang) == expected


def test_message_falls_back_when_params_are_missing():
    assert message("duplicate-card", "fr", token="Q♥") == "«\u202fQ♥\u202f» n’est pas valable ici"
    assert message("unheard-of", "es", token=7) == "7 no es válido aquí"


# ---- arrangements (need the solver) --------------------------------------------------------------------

@pytest.mark.parametrize(
    "lang, lines",
    [
        ("en", ["Run of hearts: 4♥ 5♥ 6♥.", "Set of queens: Q♣ Q♦ Q♠.", "Deadwood: 8♦ = 8."]),
        ("pt", ["Sequência de copas: 4♥ 5♥ 6♥.", "Grupo de damas: Q♣ Q♦ Q♠.", "Sobra: 8♦ = 8."]),
        ("es", ["Escalera de corazones: 4♥ 5♥ 6♥.", "Grupo de reinas: Q♣ Q♦ Q♠.", "Resto: 8♦ = 8."]),
        ("fr", ["Suite à cœur\u202f: 4♥ 5♥ 6♥.", "Groupe de dames\u202f: Q♣ Q♦ Q♠.", "Points morts\u202f: 8♦ = 8."]),
    ],
)
def test_explain_arrangement_kr_ex1(lang, lines):
    from rummylab.solver import melds

    arrangement = melds.best_arrangement(parse_hand("4H 5H 6H QC QD QS 8D"))
    assert sorted(explain(arrangement, lang)) == sorted(lines)


def test_explain_arrangement_with_a_wild_and_sum():
    from rummylab.core.rules import KNOCK_RUMMY, three_thirteen
    from rummylab.solver import melds
    rules = three_thirteen(5)  # sevens wild (TT-3)
    arrangement = melds.best_arrangement(parse_hand("4H 7S 6H 2C 9D KS QD"), rules)
    lines = explain(arrangement, "en", rules=rules)
    assert "Run of hearts: 4♥ 7♠ 6♥ (7♠ stands for 5♥)." in lines
    assert lines[-1] == "Penalty points: 2♣ 9♦ Q♦ K♠ = 2 + 9 + 10 + 10 = 31."  # TT-7: not deadwood
    assert explain(melds.best_arrangement(parse_hand("2C 9D"), KNOCK_RUMMY), "en")[-1].startswith("Deadwood:")


def test_explain_arrangement_without_deadwood():
    from rummylab.solver import melds

    arrangement = melds.best_arrangement(parse_hand("AS 2S 3S"))
    assert explain(arrangement, "pt") == ["Sequência de espadas: A♠ 2♠ 3♠.", "Sem sobra: todas as cartas estão em combinações."]


def test_explain_refuses_other_objects():
    with pytest.raises(TypeError):
        explain(42, "en")


@pytest.mark.parametrize("namespace", sorted(p.stem for p in (ENGINE / "words" / "text").glob("*.py") if p.stem != "__init__"))
def test_catalogue_has_no_duplicate_keys(namespace):
    # A repeated key in a dict literal silently replaces the first entry (merge sees only the survivor).
    import ast

    tree = ast.parse((ENGINE / "words" / "text" / f"{namespace}.py").read_text(encoding="utf-8"))
    (words,) = [node.value for node in ast.walk(tree)
                if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "WORDS"]
    keys = [k.value for k in words.keys]
    assert keys and len(keys) == len(set(keys)), sorted(k for k in set(keys) if keys.count(k) > 1)


def test_every_namespace_is_in_the_catalogue():
    from rummylab.words import text
    from rummylab.words.catalogue import CATALOGUE

    for path in (ENGINE / "words" / "text").glob("*.py"):
        if path.stem != "__init__":
            words = __import__(f"{text.__name__}.{path.stem}", fromlist=["WORDS"]).WORDS
            assert all(CATALOGUE[key] == texts for key, texts in words.items()), path.stem



TABLES = st.lists(st.integers(0, 60), min_size=2, max_size=5).flatmap(
    lambda d: st.tuples(st.just(d), st.one_of(st.none(), st.integers(0, len(d) - 1))))


@settings(max_examples=100, deadline=None)
@given(TABLES)
def test_every_settlement_narrates_every_payment_in_every_language(table):
    deadwood, knocker = table
    s = settle_knock(deadwood, knocker)
    for lang in LANG_LIST:
        lines = explain(s, lang)
        text = "\n".join(lines)
        assert s.case.rule in text
        for t in s.transfers:
            assert f" = {t.total}" in text  # each payer's whole payment is shown with its arithmetic
            if t.share > 1:
                assert f"{colon(lang)} {show_amount(t.amount, lang)} " in text  # each winner's share
        assert all(line[:1].isupper() for line in lines)
        assert "{" not in text and "}" not in text


@settings(max_examples=100, deadline=None)
@given(st.fractions(max_denominator=12).filter(lambda x: abs(x) < 10**6))
def test_amounts_round_trip(x):
    from rummylab.games.knock.settle import format_amount, parse_amount

    assert parse_amount(format_amount(x)) == x
    assert parse_amount(show_amount(x)) == x
