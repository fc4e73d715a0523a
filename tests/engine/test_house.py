"""House rules (rummylab.core.house): the variants as Rules options, their names, values and words."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from rummylab.cli import main
from rummylab.core.errors import RulesError
from rummylab.core.house import check_house, parse_house, public
from rummylab.core.rules import KNOCK_RUMMY
from rummylab.games import games, get
from rummylab.games.knock.settle import settle_knock
from rummylab.web import get_rules
from rummylab.words.catalogue import CATALOGUE, LANGS
from rummylab.words.error_text import localize_error


def test_no_house_rules_is_the_profile() -> None:
    """Every variant's default is the profile: a game's rules with none set equal the plain ones."""
    for game in games():
        assert game.variants, game.key
        plain = game.rules()
        assert public(game, plain) == {}
        defaults = {v.field: v.default for v in game.variants}
        assert game.rules(**defaults) == plain


def test_kr_ex1_with_a_20_point_penalty() -> None:
    """KR-EX1 (A 8 knocks, B 3): the profile's KR-10c makes A pay 15; a 20-point penalty makes it 25."""
    assert settle_knock([8, 3], 0).transfers[0].amount == 15
    rules = get("knock").rules(**parse_house(get("knock"), ["penalty=20"]))
    transfer = settle_knock([8, 3], 0, rules=rules).transfers[0]
    assert (transfer.amount, transfer.base, transfer.penalty) == (25, 5, 20)


def test_rum_bonus_variant() -> None:
    """KR-10a: the others pay their deadwood + the rum bonus; 50 instead of 25 changes every payment."""
    rules = KNOCK_RUMMY.with_options(rum_bonus=50)
    assert [t.amount for t in settle_knock([0, 4, 7], 0, rules=rules).transfers] == [54, 57]
    assert [t.amount for t in settle_knock([0, 4, 7], 0).transfers] == [29, 32]
    # KR-10c split two ways stays exact under a house penalty: (9 - 3 + 5) / 2
    s = settle_knock([9, 3, 3], 0, rules=KNOCK_RUMMY.with_options(penalty=5))
    assert [t.amount for t in s.transfers] == [Fraction(11, 2)] * 2 and sum(s.net) == 0


@pytest.mark.parametrize("items, code", [
    (["penalty=-5"], "bad-rule-range"),
    (["target=100"], "bad-rule"),
    (["penalty"], "bad-rule-item"),
    (["lay-off=maybe"], "bad-rule-bool"),
    (["five-hand=5"], "bad-rule-choice"),
    (["knock-max=ten"], "bad-rule-none"),
])
def test_bad_items_are_named(items: list[str], code: str) -> None:
    with pytest.raises(RulesError) as err:
        parse_house(get("knock"), items)
    assert err.value.code == code
    name = items[0].split("=")[0]
    for lang in LANGS:
        assert name in localize_error(err.value, lang)


def test_requests_carry_house_rules() -> None:
    """A web request's ``house`` mapping: names as on the command line, JSON values, checked."""
    assert get_rules({"game": "knock", "house": {"penalty": 20}}).penalty == 20
    assert get_rules({"game": "rummy", "house": {"ace-points": 15}}).ace_points == 15
    assert check_house(get("knock"), {"knock-max": None}) == {"knock_max": None}
    for house, code in [({"target": 0}, "bad-rule-range"), ({"penalty": True}, "bad-rule-range"),
                        ({"penalty": "20"}, "bad-rule-range"), ([1], "bad-house"), ({"poker": 1}, "bad-rule")]:
        with pytest.raises(RulesError) as err:
            get_rules({"game": "rummy" if "target" in str(house) else "knock", "house": house})
        assert err.value.code == code, house


def test_every_variant_is_worded_in_four_languages() -> None:
    for game in games():
        for variant in game.variants:
            for key in (f"house.{game.key}.{variant.name}", f"house.{game.key}.{variant.name}.about",
                        f"house.source.{variant.source}"):
                assert set(CATALOGUE[key]) >= set(LANGS), key
            assert variant.rule.split("-")[0] in ("KR", "TT", "RU")


def test_rules_command_lists_every_variant(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--game", "knock", "--json"]) == 0
    import json

    listed = json.loads(capsys.readouterr().out)
    assert [v["name"] for v in listed] == [v.name for v in get("knock").variants]
    assert {v["name"]: v["default"] for v in listed}["penalty"] == 10
    assert main(["rules", "--game", "poker"]) == 2
    assert "poker" in capsys.readouterr().err


def test_a_quick_target_and_the_house_target_are_one_setting() -> None:
    """RU-8: the play page's ?target= and the house rule target must agree; either alone sets the game's."""
    import json

    from rummylab.web import handle

    def start(**extra: object) -> dict[str, object]:
        return json.loads(handle(json.dumps({"op": "play-start", "game": "rummy", "seed": 3, "players": 3,
                                             "lang": "fr", **extra})))

    assert start(house={"target": 100})["result"]["record"]["target"] == 100
    assert start(target=60)["result"]["record"]["target"] == 60
    assert start(house={"target": 100}, target=100)["result"]["house"] == {"target": 100}
    refused = start(house={"target": 100}, target=150)
    assert refused["error"]["code"] == "target-disagrees" and "150" in refused["error"]["message"]
    assert main(["play", "--game", "rummy", "--rule", "target=100", "--target", "150"]) == 2


#: A court card written with a letter: "D-R-A", "V 11", "R 13" (French, Portuguese letters), where every page
#: and every card on the site writes the ranks as the card notation does (A, J, Q, K).
COURT_LETTER = re.compile(r"\b[B-IL-PR-Z]\s1[1-3]\b|\b[A-Z]-[A-Z]-[A-Z]\b")


def test_house_rules_write_court_cards_as_the_card_notation() -> None:
    found = {(key, lang): texts[lang] for key, texts in CATALOGUE.items() if key.startswith("house.")
             for lang in LANGS if any(m[0] != "Q-K-A" for m in COURT_LETTER.finditer(texts[lang]))}
    assert not found, found
    assert COURT_LETTER.search("D-R-A et A-2-3") and COURT_LETTER.search("V 11, D 12")  # the check can fail
