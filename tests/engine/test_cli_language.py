"""The command line speaks the reader's language in everything: every help screen, argparse's
own parts included, every word typed in ``play``, and each game's own words (RULES.md's term table).

The commands are found in the parser itself, so a new command or sub-command is checked too.
"""

from __future__ import annotations

import argparse
import io
import re

import pytest

from rummylab.cli import build_parser, main
from rummylab.cli.play import COMMANDS, _parse_move, command_of, commands_of
from rummylab.games import games, get
from rummylab.games.common import Move, MoveKind, Phase
from rummylab.teaching.worksheet import KINDS
from rummylab.words.catalogue import CATALOGUE
from rummylab.words.language import text

OTHERS = ("pt", "es", "fr")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    got = capsys.readouterr()
    return code, got.out, got.err


# ---- every help screen ---------------------------------------------------------------------------------

def _commands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command line that has a help screen: ``()``, ``("solve",)``, ``("settle", "knock")``, …"""
    found = [path]
    seen: set[int] = set()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                if id(sub) not in seen:  # an alias (tt) is the same parser
                    seen.add(id(sub))
                    found += _commands(sub, (*path, name))
    return found


COMMAND_LINES = _commands(build_parser())

# Words only English prints in a help screen (none a word of pt, es or fr: not "options", "arguments",
# "bots", "or", "de"), and argparse's own English.
ENGLISH = {"usage", "positional", "optional", "show", "help", "message", "exit", "the", "and", "of", "to", "with", "for",
           "from", "default", "each", "every", "player", "players", "hand", "hands", "card", "cards", "seed", "round",
           "rounds", "game", "games", "rules", "house", "number", "list", "print", "instead", "text", "only", "also",
           "answer", "sheet", "file", "read", "write", "line", "level", "problems", "kinds", "deal", "stock", "discard",
           "dealer", "score", "name", "value", "melds", "deadwood", "command",
           "knocker", "penalty", "settle", "random", "at", "most", "is", "are", "one", "on"}
ARGPARSE = ("usage:", "positional arguments", "options:", "show this help", "show program's version")


def _typed() -> set[str]:
    """What a reader types and the help shows as typed: commands, games, bots, house rules, kinds."""
    words = {name for line in COMMAND_LINES for name in line}
    for game in games():
        words |= {game.key, *game.bots, *(v.name for v in game.variants)}
    return words | set(KINDS) | {"tt", "all", "true", "false", "threshold", "lay-off"}


TYPED = _typed()


def english_words(screen: str) -> list[str]:
    """The English words of a help screen, once options, choices and what is typed are set aside.

    >>> english_words("utilização: rummylab solve [--game JOGO] CARDS  knock (por omissão)")
    ['CARDS']
    """
    prose = re.sub(r"(?<![\w])--?[\w-]+(=[\w,-]+)?|\{[^}]*\}", " ", screen)
    prose = re.sub(r"\b(Knock Rummy|Three Thirteen|Rummy|Monte Carlo|JSON|LANGUAGE/LANG|Ctrl-D|rummylab)\b", " ", prose)
    found = []
    for word in re.findall(r"[A-Za-z][\w'’-]*", prose):
        if word in TYPED or "," in word:
            continue
        if word.lower() in ENGLISH:
            found.append(word)
    return found


def test_every_command_has_a_help_screen():
    assert {(), ("solve",), ("settle", "knock"), ("settle", "rummy"), ("play",), ("rules",)} <= set(COMMAND_LINES)


@pytest.mark.parametrize("how", ["--lang", "LANG"])
@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("line", COMMAND_LINES, ids=lambda line: " ".join(line) or "rummylab")
def test_every_help_screen_reads_in_the_language(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                                 line: tuple[str, ...], lang: str, how: str) -> None:
    argv = [*line, "--help"]
    if how == "--lang":
        argv += ["--lang", lang]
    else:
        for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
            monkeypatch.delenv(name, raising=False)
        monkeypatch.setenv("LANG", {"pt": "pt_PT.UTF-8", "es": "es_ES.UTF-8", "fr": "fr_FR.UTF-8"}[lang])
    code, out, err = run(capsys, *argv)
    assert code == 0 and err == "" and out.startswith(text("cli.usage", lang))
    assert not [h for h in ARGPARSE if h in out], out
    assert not english_words(out), (english_words(out), out)
    if lang == "fr":
        assert not re.search(r"[^\u202f\s][:;?!](\s|$)", out, flags=re.M), out


#: What a no-break space binds to the word before it (French « : ; ! ? % » and the closing guillemet).
BOUND = ":;!?%»"


@pytest.mark.parametrize("width", [40, 62, 80])
@pytest.mark.parametrize("lang", ["en", *OTHERS])
def test_help_lines_never_start_with_a_bound_mark(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                                  lang: str, width: int) -> None:
    # argparse wraps at COLUMNS; a break at a no-break space would start a line with ":" (C1 of the fr review).
    monkeypatch.setenv("COLUMNS", str(width))
    nbsp = 0
    for line in COMMAND_LINES:
        code, out, _ = run(capsys, *line, "--help", "--lang", lang)
        assert code == 0
        bad = [row for row in out.splitlines() if row.strip()[:1] and row.strip()[0] in BOUND or row.rstrip().endswith("«")]
        assert not bad, (line, bad)
        nbsp += out.count("\u202f") + out.count("\u00a0")
    assert nbsp or lang != "fr"  # the French screens have them, kept (not turned into spaces)


def test_the_formatter_keeps_a_no_break_space_whole() -> None:
    from rummylab.cli.language import _formatter

    fmt = _formatter("fr")(prog="rummylab")
    rows = fmt._split_lines("une fiche de problèmes (par défaut\u202f: un au hasard)", 22)
    assert rows == ["une fiche de problèmes", "(par défaut\u202f: un au", "hasard)"]


def test_the_check_finds_english():
    # The same screen in English is full of it; the checks above can fail.
    screen = build_parser("en")._subparsers._group_actions[0].choices["play"].format_help()  # type: ignore[union-attr]
    assert {"usage", "show", "help", "players", "seed"} <= {w.lower() for w in english_words(screen)}
    assert any(h in screen for h in ARGPARSE)


@pytest.mark.parametrize("lang", OTHERS)
def test_refusals_are_worded_in_the_language(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    for argv in (["settle"], ["solv"], ["deal", "--seed"], ["deal", "--zz"], ["settle", "knock", "--deadwood", "8",
                 "--hands", "4H"], ["advise", "--players", "3"], ["sheet"], ["quiz", "--level", "9"]):
        code, out, err = run(capsys, *argv, "--lang", lang)
        assert code == 2 and out == "" and err.count("\n") == 1, err
        assert not english_words(err.removeprefix("rummylab: ").removeprefix("rummylab\u202f: ")), err
        assert "'" not in err or lang == "pt", err  # es and fr quote with « »


# ---- play: every word in every language ------------------------------------------------------------------

def _play(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, lang: str, script: list[str],
          game: str = "knock") -> str:
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(script) + "\n"))
    code, out, err = run(capsys, "play", "--game", game, "--players", "2", "--seed", "3", "--lang", lang)
    assert code == 0 and err == "", err
    return out


@pytest.mark.parametrize("lang", ["en", *OTHERS])
def test_every_word_of_play_names_its_command(lang: str) -> None:
    words = commands_of(lang)
    assert set(words) == set(COMMANDS)
    for name, typed in words.items():
        for word in typed:
            among = ("stock", "pile", "decline") if name in ("stock", "pile", "decline") else \
                tuple(c for c in COMMANDS if c not in ("stock", "pile", "decline"))
            assert command_of(word, lang, among) == name, (lang, word)
            assert command_of(word.upper(), lang, among) == name


@pytest.mark.parametrize("lang", ["en", *OTHERS])
@pytest.mark.parametrize("index", [0, -1])  # the language's word, and English's
def test_help_hand_draw_last_and_quit_in_each_language(capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch, lang: str, index: int) -> None:
    words = {name: commands_of(lang)[name][index] for name in COMMANDS}
    out = _play(capsys, monkeypatch, lang, [words["help"], words["hand"], words["stock"], words["last"],
                                            words["pile"], words["hand"], words["quit"]])
    assert "✗" not in out, out
    assert CATALOGUE["cli.help.knock"][lang].split("{stock}")[0] in out
    assert out.count(CATALOGUE["cli.play.table"][lang].split("{top}")[0]) >= 3  # the hand, shown again (twice)
    assert CATALOGUE["cli.play.you.draw"][lang].split("{card}")[0].strip() + " " in out  # "Robas 7♣."
    assert out.rstrip().endswith(text("cli.play.bye.quit", lang))


@pytest.mark.parametrize("lang", OTHERS)
def test_help_lists_the_readers_words(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                      lang: str) -> None:
    for game, names in (("knock", ("stock", "pile", "decline", "knock", "hand", "quit", "last")),
                        ("three-thirteen", ("stock", "pile", "out", "hand", "quit")),
                        ("rummy", ("stock", "pile", "meld", "lay", "hand", "quit"))):
        out = _play(capsys, monkeypatch, lang, [commands_of(lang)["help"][0], commands_of(lang)["quit"][0]], game)
        shown = out.split(text("cli.play.prompt.draw", lang), 1)[1]
        for name in names:
            assert re.search(rf"(?<!\w){re.escape(commands_of(lang)[name][0])}(?!\w)", shown), (game, name, shown)


@pytest.mark.parametrize("lang", OTHERS)
def test_help_names_in_english_only_the_games_moves(capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """The "English words work too" line of ``help`` lists no move the game has not (no knock in Rummy)."""
    moves = {"decline", "knock", "out", "meld", "lay"}
    for game, has in (("knock", {"decline", "knock"}), ("three-thirteen", {"out"}), ("rummy", {"meld", "lay"})):
        out = _play(capsys, monkeypatch, lang, [commands_of(lang)["help"][0], commands_of(lang)["quit"][0]], game)
        line = next(row for row in out.splitlines() if row.startswith(text("cli.help.english", lang, words="")[:12]))
        listed = set(line.split("(", 1)[1].rsplit(")", 1)[0].split(", "))
        english = {name: commands_of("en")[name][0] for name in moves}
        assert {name for name, word in english.items() if word in listed} == has, (game, line)
        assert {"help", "quit", "hand", "hint"} <= listed, (game, line)


def test_french_input_is_french(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    out = _play(capsys, monkeypatch, "fr", ["aide", "zz", "quitter"])
    assert "À la pioche" in out and "«\u202fzz\u202f»\u202f: piochez avec t (talon) ou d (défausse)" in out
    assert "'" not in out.replace("’", "")


@pytest.mark.parametrize("lang", ["en", *OTHERS])
@pytest.mark.parametrize("game", ["knock", "three-thirteen", "rummy"])
def test_the_hint_speaks_to_the_reader(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                       lang: str, game: str) -> None:
    """``conseil``/``pista``/``dica``/``hint`` advise the reader without naming their seat ("le joueur 1 pioche")."""
    hint, stock = commands_of(lang)["hint"][0], commands_of(lang)["stock"][0]
    out = _play(capsys, monkeypatch, lang, [hint, stock, hint, commands_of(lang)["quit"][0]], game)
    lead = CATALOGUE["cli.play.hint"][lang].split("{reason}")[0].strip()
    lines = out.splitlines()
    advice = [lines[i + 1] for i, line in enumerate(lines) if line.strip().endswith(lead)]
    assert len(advice) == 2, out
    seat = re.compile(re.escape(text("player", lang, n=1)), re.IGNORECASE)
    for line in advice:
        assert not seat.search(line), line
        assert line.strip()[0].isupper(), line  # the reason, a sentence of its own, tells the move


def test_french_writes_a_range_in_words() -> None:
    """« de 1 à 11 », never « 1-11 » (a hyphen between numbers is a date's or a card code's, not a range's)."""
    hyphen = re.compile(r"(?<![\d-])(?:\d+|\{\w+\})-(?:\d+|\{\w+\})(?![\d-])")
    assert hyphen.search("manche, 1-11") and hyphen.search("fiche, 0-{most}") and not hyphen.search("2026-12-05")
    found = [f"{key}: {entry['fr']}" for key, entry in CATALOGUE.items() if hyphen.search(entry["fr"])]
    assert not found, "\n".join(found)

def _state(game: str, phase: Phase) -> tuple[object, int]:
    match = get(game).new_series(2, seed=5)
    state = match.current
    player = state.to_play
    if phase is Phase.PLAY:
        match.apply(Move.draw(player, "stock"))
    return state, player


@pytest.mark.parametrize("lang", ["en", *OTHERS])
def test_every_move_word_makes_its_move(lang: str) -> None:
    cases = [("knock", "knock", MoveKind.KNOCK, " 8D"), ("three-thirteen", "out", MoveKind.GO_OUT, " 8D"),
             ("rummy", "meld", MoveKind.MELD, " 4H 5H 6H"), ("rummy", "lay", MoveKind.LAY_OFF, " 7H 1"),
             ("knock", "discard", MoveKind.DISCARD, " 8D")]
    for game, name, kind, rest in cases:
        state, player = _state(game, Phase.PLAY)
        for word in commands_of(lang)[name]:
            if name == "discard" and len(word) == 1 and word != "d":
                continue
            assert _parse_move(word + rest, state, player, lang).kind is kind, (lang, word)
    state, player = _state("knock", Phase.DRAW)
    for word in commands_of(lang)["decline"]:
        assert _parse_move(word, state, player, lang).kind is MoveKind.DECLINE
    for name, source in (("stock", "stock"), ("pile", "discard")):
        for word in commands_of(lang)[name]:
            move = _parse_move(word, state, player, lang)
            assert move.kind is MoveKind.DRAW and move.source == source


def test_quitting_is_not_going_out():
    # pt and es "sair/salir" go out (TT-6, RU-6); leaving the game is another word.
    for lang in ("pt", "es"):
        assert command_of(commands_of(lang)["out"][0], lang, ("quit",)) is None
        assert commands_of(lang)["quit"][0] not in commands_of(lang)["out"]


# ---- each game its own words -------------------------------------------------------------------------------

DEADWOOD = {"en": r"deadwood", "pt": r"sobra", "es": r"\bresto\b", "fr": r"points morts"}


@pytest.mark.parametrize("lang", ["en", *OTHERS])
@pytest.mark.parametrize("argv", [
    ["deal", "--game", "three-thirteen", "--players", "3", "--seed", "4"],
    ["deal", "--game", "rummy", "--players", "3", "--seed", "4"],
    ["simulate", "--game", "three-thirteen", "--players", "3", "--hands", "3", "--seed", "2"],
    ["simulate", "--game", "rummy", "--players", "3", "--hands", "3", "--seed", "2"],
    ["settle", "three-thirteen", "--round", "1", "--hands", "3H 3C 3S", "KD 2S 4D", "--out", "1"],
    ["settle", "rummy", "--hands", "", "KS 2C", "AH", "--out", "1"],
    ["puzzle", "--game", "three-thirteen", "--round", "5", "--seed", "3", "--answer"],
    ["solve", "--game", "three-thirteen", "--round", "3", "4H", "7C", "6H", "9S", "9D"],
    ["solve", "--game", "rummy", "4H", "5H", "6H", "9S", "KD"],
    ["play", "--game", "three-thirteen", "--players", "2", "--seed", "1", "--rounds", "1"],
    ["play", "--game", "rummy", "--players", "2", "--seed", "1", "--target", "1"],
], ids=lambda argv: " ".join(argv[:3]))
def test_three_thirteen_and_rummy_never_say_deadwood(capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch, lang: str, argv: list[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("s\n.\n" * 200))
    code, out, err = run(capsys, *argv, "--lang", lang)
    assert code == 0 and err == "", err
    assert not re.search(DEADWOOD[lang], out, flags=re.I), out


def test_knock_rummy_keeps_its_deadwood(capsys: pytest.CaptureFixture[str]) -> None:
    for lang, word in DEADWOOD.items():
        code, out, _ = run(capsys, "deal", "--players", "2", "--seed", "4", "--lang", lang)
        assert code == 0 and re.search(word, out, flags=re.I), out


# ---- values, bots and rules in words --------------------------------------------------------------------

@pytest.mark.parametrize("lang", OTHERS)
def test_rules_bots_and_house_rules_are_named_in_words(capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    code, out, _ = run(capsys, "rules", "--lang", lang)
    assert code == 0 and {"pt": "(sim)", "es": "(sí)", "fr": "(oui)"}[lang] in out
    assert {"pt": "(sem limite)", "es": "(sin límite)", "fr": "(sans limite)"}[lang] in out
    code, _, err = run(capsys, "settle", "knock", "--deadwood", "8", "3", "--knocker", "1", "--rule", "penalty=-5",
                       "--lang", lang)
    assert code == 2 and text("house.knock.penalty", lang) in err and ": penalty " not in err
    out = _play(capsys, monkeypatch, lang, [commands_of(lang)["quit"][0]])
    assert "knock<=" not in out and text("cli.botname.threshold", lang, n=10) in out
    code, out, _ = run(capsys, "simulate", "--players", "2", "--hands", "2", "--bots", "greedy", "--lang", lang)
    assert code == 0 and "greedy" not in out and text("cli.botname.greedy", lang) in out


def test_english_counts_one_card(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "settle", "rummy", "--hands", "KS", "2C", "--out", "1")
    assert code == 2 and err == "rummylab: player 1 cannot have gone out: they still hold 1 card\n"


@pytest.mark.parametrize("lang", ["en", *OTHERS])
def test_the_parser_words_every_kind_of_refusal(lang: str) -> None:
    # Each way argparse can refuse a line, worded from the catalogue (not argparse's English), whether or not
    # the rummylab command uses it today: a type's ValueError, a count of values, a choice, a missing value.
    from rummylab.cli.language import Parser, UsageError, speaking

    with speaking(lang):
        parser = Parser(prog="x")
        parser.add_argument("--ratio", type=float)
        parser.add_argument("--pair", nargs=2)
        parser.add_argument("--level", type=int, choices=[1, 2])
        parser.add_argument("--need", required=True)
        group = parser.add_mutually_exclusive_group()
        group.add_argument("--a", action="store_true")
        group.add_argument("--b", action="store_true")
        refusals = []
        for argv in (["--ratio", "x"], ["--pair", "1"], ["--level", "3"], ["--level"], [], ["--need", "1", "--a", "--b"],
                     ["--need", "1", "extra"]):
            with pytest.raises(UsageError) as refused:
                parser.parse_args(argv)
            refusals.append(str(refused.value))
    for refusal in refusals:
        assert refusal and "invalid" not in refusal and "expected" not in refusal or lang == "en", refusal
        if lang != "en":
            assert not english_words(refusal), refusal
    assert len(set(refusals)) == len(refusals)


# ---- pt: a figure's label and its number, with a colon between ---------------------------------------------

def _pt_labels() -> list[str]:
    """What pt calls the figures the commands print: each game's leftover (RULES.md), and the estimates."""
    words = {CATALOGUE[key]["pt"] for key in CATALOGUE if key.startswith(("cli.points.", "expert.left."))}
    return sorted(words | {"resultado esperado", "erro-padrão", "no registo"}, key=len, reverse=True)


PT_LABELS = _pt_labels()
# A label, then (after a space) a number or a field that holds one: "sobra 8", "pontos de penalização {value}".
PT_GLUED = re.compile(r"(?<!\w)(" + "|".join(map(re.escape, PT_LABELS)) + r"|\{(?:points|left|figure)\}) "
                      r"(?=[+−-]?\d|\{(?!card|cards|player|hand|others)\w+\})"
                      r"|\bjogador \d+ (?=[+−-]?\d)", re.IGNORECASE)  # a ledger's "jogador 1 0" reads as "jogador 10"


def test_pt_finds_a_glued_label() -> None:
    # The check can fail: the wordings the third native review found.
    for glued in ("A sua mão: 4♣ Q♣   (sobra 53; cartas dos outros: jogador 2 (7))",
                  "Tire do monte: 8♥ daria pontos de penalização 20 → 18", "deixa o mínimo (valor das cartas na mão 50)",
                  "  resultado esperado no registo +67,02 ± 0,82 pontos", "{player}: {cards}   {points} {value}",
                  "Descarte {card}: {left} {after} agora", "(resultado esperado {expected})",
                  "Totais após 1 ronda: jogador 1 0, jogador 2 52."):
        assert PT_GLUED.search(glued), glued
    for fine in ("sobra: 53", "com uma sobra de {q}", "paga a sua sobra + 25", "valor das cartas na mão: {n}",
                 "({left}: {before} → {after})", "a sobra mais baixa, 4", "jogador 1 com 0, jogador 2 com 52",
                 "Jogador 1: 2♣ 5♦ A♥"):
        assert not PT_GLUED.search(fine), fine


def test_pt_catalogue_never_glues_a_label_to_its_number() -> None:
    """Portuguese writes "sobra: 8", never "sobra 8" (a label glued to a number reads as a code)."""
    found = [f"{key}: {entry['pt']}" for key, entry in CATALOGUE.items() if PT_GLUED.search(entry["pt"])]
    assert not found, "\n".join(found)


PT_COMMANDS = [
    (["deal", "--players", "3", "--seed", "4"], []),
    (["deal", "--game", "three-thirteen", "--round", "5", "--players", "2"], []),
    (["deal", "--game", "rummy", "--players", "3", "--seed", "2"], []),
    (["settle", "knock", "--deadwood", "0", "5", "9", "--knocker", "1"], []),
    (["settle", "knock", "--deadwood", "4", "4", "9", "--knocker", "1"], []),  # KR-10d: the knocker's 0
    (["advise", "--hand", "4H 5H 6H QC QD QS 8D 2C", "--players", "3", "--samples", "50"], []),
    (["simulate", "--players", "3", "--hands", "6", "--bots", "expert,greedy,random", "--seatings"], []),
    (["simulate", "--game", "three-thirteen", "--players", "2", "--hands", "4", "--bots", "expert,greedy", "--seatings"], []),
    (["simulate", "--game", "rummy", "--players", "2", "--hands", "4", "--bots", "expert,holder", "--seatings"], []),
    (["play", "--players", "2", "--seed", "1"], ["dica", "m", "dica", ".", "dica", "d", "dica", "mão", "terminar"]),
    (["play", "--game", "three-thirteen", "--players", "2", "--seed", "2"], ["dica", "m", "dica", ".", "dica", "m", "dica",
                                                                             "terminar"]),
    (["play", "--game", "three-thirteen", "--players", "2", "--seed", "5", "--rounds", "1"], ["m", "."] * 10),
    (["play", "--game", "rummy", "--players", "2", "--seed", "3"], ["dica", "m", "dica", ".", "dica", "d", "dica",
                                                                    "terminar"]),
]


@pytest.mark.parametrize("argv, script", PT_COMMANDS, ids=[" ".join(argv[:3]) for argv, _ in PT_COMMANDS])
def test_pt_commands_never_glue_a_label_to_its_number(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                                      argv: list[str], script: list[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(script) + "\n"))
    code, out, err = run(capsys, *argv, "--lang", "pt")
    assert code == 0 and err == "", err
    assert not PT_GLUED.search(out), [line for line in out.splitlines() if PT_GLUED.search(line)]


def test_pt_meld_without_cards_asks_for_them(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # "pôr" alone once printed «nothing», in English: the reader is told to name the cards.
    for lang in ("en", *OTHERS):
        words = commands_of(lang)
        out = _play(capsys, monkeypatch, lang, [words["stock"][0], words["meld"][0], words["quit"][0]], "rummy")
        assert text("cli.play.meld_how", lang, meld=words["meld"][0]) in out, out
        assert "nothing" not in out.lower(), out
# ---- French: a label never glued to its number ------------------------------------------------------------

# "points morts 52", "joueur 1 0", "J1 5": a label, then a figure with nothing between them. French writes
# "points morts : 52", "joueur 1 à 0", "5 pour J1" (the third native review).
GLUED_FR = re.compile(r"(?:points morts|points de pénalité|restées en main|\b[Jj]oueur \d+|\bJ\d+)"
                      r" [−+-]?\d")


def test_the_glued_check_finds_a_glued_label() -> None:
    for glued in ("(points morts 52 ; cartes", "Registre : joueur 1 0, joueur 2 0.", "manches gagnées : J1 5, J2 3",
                  "valeur des cartes restées en main 23", "points de pénalité 30 → 28"):
        assert GLUED_FR.search(glued), glued
    for spaced in ("points morts\u202f: 52", "joueur 1 à 0", "5 pour J1", "au joueur 2.", "joueur 1 (7)"):
        assert not GLUED_FR.search(spaced), spaced


@pytest.mark.parametrize("argv", [
    ["deal", "--players", "3", "--seed", "4"],
    ["deal", "--game", "three-thirteen", "--players", "3", "--seed", "4", "--round", "5"],
    ["deal", "--game", "rummy", "--players", "3", "--seed", "4"],
    ["settle", "knock", "--deadwood", "8", "8", "--knocker", "2"],
    ["quiz", "--level", "3", "--seed", "5", "--answer"],
    ["simulate", "--players", "3", "--hands", "4", "--seed", "2"],
    ["simulate", "--game", "three-thirteen", "--players", "3", "--hands", "3", "--seed", "2"],
    ["simulate", "--game", "rummy", "--players", "3", "--hands", "3", "--seed", "2"],
    ["play", "--players", "2", "--seed", "3"],
    ["play", "--game", "three-thirteen", "--players", "2", "--seed", "1", "--rounds", "1"],
    ["play", "--game", "rummy", "--players", "2", "--seed", "1", "--target", "1"],
], ids=lambda argv: " ".join(argv[:3]))
def test_french_never_glues_a_label_to_its_number(capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("conseil\nt\nconseil\n.\n" * 150))  # the hint, every turn
    code, out, err = run(capsys, *argv, "--lang", "fr")
    assert code == 0 and err == "", err
    assert not GLUED_FR.search(out), GLUED_FR.search(out)


# ---- Spanish: a label never glued to a number, a range never with a hyphen --------------------------------

# The labels the CLI puts before a figure (RULES.md's words for what a hand leaves out, the simulation's figures):
# Spanish writes "valor de las cartas en la mano: 33" or "te dejaría en 28 en lugar de 30 (puntos de penalización)",
# never "valor de las cartas en la mano 33"; nor "jugador 1 51" (a seat, then its total).
LABELLED = ("left", "points", "figure")


def _glued_in_spanish(key: str) -> bool:
    return bool(re.search(r"\{(" + "|".join(LABELLED) + r")\} \{", CATALOGUE[key]["es"]))


def test_spanish_templates_put_no_figure_right_after_a_label() -> None:
    assert re.search(r"\{(left)\} \{", "Roba X: {left} {before}")  # the check can fail
    found = [f"{key}: {entry['es']}" for key, entry in CATALOGUE.items() if _glued_in_spanish(key)]
    assert not found, "\n".join(found)


def _spanish_labels() -> list[str]:
    keys = [f"cli.points.{k}" for k in ("deadwood", "penalty", "cards")]
    keys += [f"expert.left.{k}" for k in ("deadwood", "penalty", "cards")]
    keys += [key for key in CATALOGUE if key.startswith("cli.sim.figure.")]
    return sorted({CATALOGUE[key]["es"] for key in keys}, key=len, reverse=True)


GLUED = re.compile(r"(?:" + "|".join(re.escape(label) for label in _spanish_labels()) + r"|\bjugador \d+) [−+-]?\d",
                   re.IGNORECASE)


@pytest.mark.parametrize("argv", [
    ["deal", "--players", "3", "--seed", "4"],
    ["deal", "--game", "three-thirteen", "--players", "3", "--seed", "4", "--round", "5"],
    ["deal", "--game", "rummy", "--players", "3", "--seed", "4"],
    ["simulate", "--players", "2", "--hands", "3", "--seed", "2"],
    ["simulate", "--game", "three-thirteen", "--players", "2", "--hands", "2", "--seed", "2"],
    ["simulate", "--game", "rummy", "--players", "2", "--hands", "3", "--seed", "2"],
    ["settle", "three-thirteen", "--round", "1", "--hands", "3H 3C 3S", "KD 2S 4D", "--out", "1"],
    ["advise", "--hand", "3H 4H 5H 9C 9D 9S 2C KD", "--players", "3", "--samples", "50"],
    ["worksheet", "--seed", "5", "--count", "5", "--level", "1"],
    ["worksheet", "--kinds", "knock", "--count", "1", "--seed", "3"],
    ["play", "--game", "knock", "--players", "2", "--seed", "1", "--bots", "expert"],
    ["play", "--game", "three-thirteen", "--players", "2", "--seed", "1", "--rounds", "1", "--bots", "expert"],
    ["play", "--game", "rummy", "--players", "2", "--seed", "1", "--target", "1", "--bots", "expert"],
], ids=lambda argv: " ".join(argv[:3]))
def test_spanish_output_never_glues_a_label_to_a_number(capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> None:
    assert GLUED.search("(valor de las cartas en la mano 33;") and GLUED.search("jugador 1 51, jugador 2 8")
    assert not GLUED.search("(valor de las cartas en la mano: 33;") and not GLUED.search("jugador 1 con 51")
    monkeypatch.setattr("sys.stdin", io.StringIO("pista\nm\npista\n.\npista\n" + "m\n.\n" * 150))
    code, out, err = run(capsys, *argv, "--lang", "es")
    assert code == 0 and err == "", err
    assert not GLUED.search(out), GLUED.search(out)


def test_spanish_writes_a_range_in_words() -> None:
    """«de 1 a 11», never «1-11»."""
    hyphen = re.compile(r"(?<![\d-])(?:\d+|\{\w+\})-(?:\d+|\{\w+\})(?![\d-])")
    found = [f"{key}: {entry['es']}" for key, entry in CATALOGUE.items() if hyphen.search(entry["es"])]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["fr"])
def test_french_names_the_wild_rank_in_words(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    # The prose says "les rois", never the card letter "les K": the deal title, the puzzle and the play header.
    for argv in (("deal", "--game", "three-thirteen", "--round", "11"),
                 ("puzzle", "--game", "three-thirteen", "--round", "9")):
        _, out, _ = run(capsys, "--lang", lang, *argv)
        assert not re.search(r"\bles [AJQK]\b", out), out
        assert re.search(r"les (rois|valets) sont des cartes frimes", out), out
    # The play widget's header fills "les {wilds}" from the engine's view, in the page's language.
    import json

    from rummylab.web import handle
    for language, wilds in ((lang, "3"), ("en", "threes")):
        answer = json.loads(handle(json.dumps({"op": "play-start", "game": "three-thirteen", "players": 3,
                                               "seed": 3, "lang": language})))
        assert answer["result"]["view"]["where"]["wilds"] == wilds  # round 1: the threes are wild
