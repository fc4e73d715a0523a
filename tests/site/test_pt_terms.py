"""European Portuguese keeps one word per move and per game, in the engine's and the site's catalogues.

The native review (round 2) found slips of a few kinds; each check here is also tried on a bad sample
(:func:`test_the_checks_can_fail`), so a check that can no longer fail is found too:

- discarding is «descartar» everywhere, never «largar» (coach, worksheet);
- «baixar» is laying off (RULES.md's note): never putting a meld down («pôr na mesa») nor "lowering"
  («baixar a sobra»: review 4);
- what is turned over when the stock runs out is the discard pile (TT-9, RU-7), never «o monte»;
- text filled in for every game never says «sobra», the Knock Rummy word (the play hints);
- the reader is quoted a command in « », never in straight quotes;
- the CLI's hint does not tell the reader about «o jogador 1» (the reader's own seat).
"""

from __future__ import annotations

import re

import pytest

from rummylab.words.catalogue import CATALOGUE as ENGINE
from site_plugins.words import CATALOGUE as SITE

PT = {key: entry["pt"] for key, entry in {**ENGINE, **SITE}.items() if isinstance(entry, dict) and "pt" in entry}

# Reasons that Three Thirteen's and Rummy's experts give (the game's own leftover word comes in {left}).
GAME_NEUTRAL = ("expert.take", "expert.stock", "expert.stock-only", "expert.discard-avoid", "expert.discard-dead",
                "expert.discard-least", "expert.discard-ahead", "expert.discard-last")


def wrong_words(text: str) -> list[str]:
    """The slips of ``text``.

    >>> wrong_words("Continuar, descartando {card}"), wrong_words("Continuar, largando {card}")
    ([], ['largando'])
    """
    found = re.findall(r"\blarga(?:r|do|da|dos|das|ndo)?\b|\blargue\b", text, re.I)
    found += re.findall(r"\bbaix\w*\s+(?:a|as|uma)\s+combinaç\w+|\bnão\s+baixa\b", text, re.I)
    found += re.findall(r"\bbaix\w*\s+(?:a|as)\s+sobras?\b", text, re.I)
    found += re.findall(r"\bmonte\s+(?:foi|é|era|será)\s+virado\b", text, re.I)
    found += re.findall(r"(?<!\w)'[^'\s][^']*'(?!\w)", text)
    return found


def test_the_checks_can_fail() -> None:
    assert wrong_words("não a pode largar nesta jogada")
    assert wrong_words("Baixe a combinação {cards}.")
    assert wrong_words("o {card} do descarte não baixa a sua sobra")
    assert wrong_words("'{hint}' pede ao especialista uma jogada")
    assert wrong_words("cada compra deixou os outros baixar a sobra")
    assert wrong_words("o monte foi virado em {turned}")
    assert not wrong_words("cada compra deu aos outros a ocasião de reduzir a sobra; o descarte foi virado")
    assert not wrong_words("Baixe {card} na combinação de quem bate; d’água")
    assert "sobra" in "a sua sobra passa de 3 a 2"


@pytest.mark.parametrize("key", sorted(PT))
def test_one_word_per_move(key: str) -> None:
    assert not wrong_words(PT[key]), (key, PT[key])


@pytest.mark.parametrize("key", GAME_NEUTRAL)
def test_text_for_every_game_has_no_knock_rummy_word(key: str) -> None:
    assert "sobra" not in PT[key], (key, PT[key])


def test_the_cli_hint_speaks_to_the_reader(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import io

    from rummylab.cli import main

    monkeypatch.setattr("sys.stdin", io.StringIO("m\ndica\nterminar\n"))
    main(["--lang", "pt", "play", "--players", "2", "--seed", "1"])
    out = capsys.readouterr().out
    hint = [line for line in out.splitlines() if "Sugestão do especialista" in line]
    assert hint, out
    assert not any("jogador 1" in line for line in hint), hint


# ---- «vez» is whose turn it is («a sua vez»), not a turn to count («na mesma vez»): that is «jogada» ----------

COUNTED_VEZ = re.compile(r"\b(?:mesma|numa|nessa|nesta|naquela) vez\b|\b(?:a|na|sua) última vez\b|\btermina a vez\b"
                         r"|\bem cada vez\b|\bfim da vez\b|\buma vez de jogar\b|^Vez de\b|\bjoga\w* todas as vezes\b",
                         re.IGNORECASE)


def test_the_vez_check_can_fail() -> None:
    for slip in ("não pode ser descartada na mesma vez.", "pô-la na mesa numa vez seguinte", "Isto termina a vez.",
                 "A Carla joga a sua última vez", "## A última vez",
                 "Em cada vez vê-se quem joga", "Mão de {player} no fim da vez", "Vez de {player}",
                 "Cada passo seguinte é uma vez de jogar.", "Os robôs do motor jogam todas as vezes"):
        assert COUNTED_VEZ.search(slip), slip
    for fine in ("é a sua vez", "joga uma última vez", "jogarem pela última vez", "Uma carta de cada vez, a começar",
                 "na mesma jogada", "na sua vez de tirar",
                 "cada vez mais"):
        assert not COUNTED_VEZ.search(fine), fine


def test_pt_counts_turns_as_jogadas() -> None:
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "docs" / "pt"
    found = [f"{page.relative_to(root)}: {line.strip()}" for page in sorted(root.rglob("*.md"))
             for line in page.read_text(encoding="utf-8").splitlines() if COUNTED_VEZ.search(line)]
    found += [f"{key}: {value}" for key, value in PT.items() if COUNTED_VEZ.search(value)]
    assert not found, "\n".join(found)
