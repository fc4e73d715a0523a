"""The settlement quiz widget: ``<!-- widget:quiz level="2" seed="7" -->``.

The engine deals an end-of-hand table of Knock Rummy (``rummylab.quiz``); the
reader writes each player's net result for the hand and the engine checks it
(KR-10). At build time this module asks ``rummylab.web.handle`` for the page's
first quiz *and* its answer, so with JavaScript off the page still shows the
table and, folded, the settlement explained. ``docs/assets/quiz.js`` then
turns it into the live quiz (answers, Check, level, streak, New quiz), with
every number computed by the engine in the Web Worker.

>>> attrs = check_quiz_attrs({"level": "3"}, "en/p.md")
>>> attrs
{'level': '3', 'seed': '1'}
>>> html = render_quiz(attrs, "fr", "rl-quiz-1", where="fr/p.md")
>>> 'data-rl-widget="quiz"' in html, 'data-level="3"' in html, "Niveau" in html
(True, True, True)
>>> check_quiz_attrs({"level": "4"}, "en/p.md")
Traceback (most recent call last):
...
mkdocs.exceptions.PluginError: en/p.md: quiz level must be 1, 2 or 3, not '4'
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from mkdocs.exceptions import PluginError

from rummylab.cards import Card
from rummylab.web import handle

from .cards_html import hand_html
from .widgets import fill

__all__ = ["QUIZ_STRINGS", "check_quiz_attrs", "render_quiz"]

LEVELS = ("1", "2", "3")
#: The quiz's seed when the marker gives none (a fixed build is a reproducible build).
DEFAULT_SEED = "1"

#: The quiz's UI text per language (pt is European Portuguese; terms as in RULES.md).
#: Player names, card names, amounts, explanations and error messages come from the engine.
QUIZ_STRINGS: dict[str, dict[str, str]] = {
    "pt": {
        "title": "Quiz de acerto", "arrangements": "Os melhores arranjos de cada mão", "level": "Nível",
        "level_1": "1 — dois jogadores", "level_2": "2 — mesas maiores e rum",
        "level_3": "3 — empates, vários vencedores, frações",
        "new": "Novo quiz", "check": "Verificar", "streak": "Certas seguidas: {n}",
        "knocked": "Bateu: {player}.", "stock_out": "O monte acabou sem ninguém bater.",
        "seed": "Quiz n.º {seed}, nível {level}",
        "answer_label": "Resultado do {player}", "answer_help": "Positivo se recebe, negativo se paga: -15, 7/2, 3,5.",
        "answers": "O resultado de cada jogador nesta mão", "hand_of": "Mão do {player}",
        "knocker_tag": "bateu",
        "right": "certo", "wrong": "errado", "all_right": "Tudo certo!", "some_wrong": "Há respostas erradas.",
        "player": "Jogador", "yours": "A sua resposta", "expected": "Resposta certa", "verdict": "Verificação",
        "settlement": "Quem paga a quem", "payer": "Paga", "payee": "Recebe", "amount": "Montante",
        "no_payment": "Ninguém paga nada.", "why": "Porquê", "show_answer": "Ver a resposta",
        "checking": "A verificar…", "dealing": "A distribuir…",
        "loading_runtime": "A carregar o Python no navegador…", "loading_engine": "A carregar o motor de cálculo…",
        "timeout": "O cálculo demorou demasiado e foi interrompido. Tente de novo.",
        "crashed": "O motor de cálculo parou; será reiniciado no próximo pedido.",
        "load_failed": "Não foi possível carregar o motor de cálculo.",
        "noscript": "Para responder a este quiz e a outros, ative o JavaScript.",
    },
    "en": {
        "title": "Settlement quiz", "arrangements": "Each hand's best arrangement", "level": "Level",
        "level_1": "1 — two players", "level_2": "2 — bigger tables and rum",
        "level_3": "3 — ties, several winners, fractions",
        "new": "New quiz", "check": "Check", "streak": "Correct in a row: {n}",
        "knocked": "Knocked: {player}.", "stock_out": "The stock ran out and nobody knocked.",
        "seed": "Quiz no. {seed}, level {level}",
        "answer_label": "Result for {player}", "answer_help": "Positive if they receive, negative if they pay: -15, 7/2, 3.5.",
        "answers": "Each player's result for this hand", "hand_of": "Hand of {player}",
        "knocker_tag": "knocked",
        "right": "right", "wrong": "wrong", "all_right": "All right!", "some_wrong": "Some answers are wrong.",
        "player": "Player", "yours": "Your answer", "expected": "Right answer", "verdict": "Check",
        "settlement": "Who pays whom", "payer": "Pays", "payee": "Receives", "amount": "Amount",
        "no_payment": "Nobody pays anything.", "why": "Why", "show_answer": "Show the answer",
        "checking": "Checking…", "dealing": "Dealing…",
        "loading_runtime": "Loading Python in the browser…", "loading_engine": "Loading the rules engine…",
        "timeout": "The calculation took too long and was stopped. Please try again.",
        "crashed": "The rules engine stopped; it will restart on the next request.",
        "load_failed": "The rules engine could not be loaded.",
        "noscript": "Turn on JavaScript to answer this quiz and others.",
    },
    "es": {
        "title": "Test de liquidación", "arrangements": "La mejor disposición de cada mano", "level": "Nivel",
        "level_1": "1 — dos jugadores", "level_2": "2 — mesas más grandes y rum",
        "level_3": "3 — empates, varios ganadores, fracciones",
        "new": "Nuevo test", "check": "Comprobar", "streak": "Aciertos seguidos: {n}",
        "knocked": "Cerró: {player}.", "stock_out": "El mazo se acabó sin que nadie cerrara.",
        "seed": "Test n.º {seed}, nivel {level}",
        "answer_label": "Resultado del {player}", "answer_help": "Positivo si cobra, negativo si paga: -15, 7/2, 3,5.",
        "answers": "El resultado de cada jugador en esta mano", "hand_of": "Mano del {player}",
        "knocker_tag": "cerró",
        "right": "correcto", "wrong": "incorrecto", "all_right": "¡Todo correcto!",
        "some_wrong": "Hay respuestas incorrectas.",
        "player": "Jugador", "yours": "Tu respuesta", "expected": "Respuesta correcta", "verdict": "Comprobación",
        "settlement": "Quién paga a quién", "payer": "Paga", "payee": "Cobra", "amount": "Importe",
        "no_payment": "Nadie paga nada.", "why": "Por qué", "show_answer": "Ver la respuesta",
        "checking": "Comprobando…", "dealing": "Repartiendo…",
        "loading_runtime": "Cargando Python en el navegador…", "loading_engine": "Cargando el motor de cálculo…",
        "timeout": "El cálculo tardó demasiado y se detuvo. Inténtalo de nuevo.",
        "crashed": "El motor de cálculo se detuvo; se reiniciará con la próxima petición.",
        "load_failed": "No se pudo cargar el motor de cálculo.",
        "noscript": "Activa JavaScript para responder a este test y a otros.",
    },
    "fr": {
        "title": "Quiz de règlement", "arrangements": "La meilleure disposition de chaque main", "level": "Niveau",
        "level_1": "1 — deux joueurs", "level_2": "2 — tables plus grandes et rum",
        "level_3": "3 — égalités, plusieurs gagnants, fractions",
        "new": "Nouveau quiz", "check": "Vérifier", "streak": "Bonnes réponses d’affilée : {n}",
        "knocked": "A frappé : {player}.", "stock_out": "Le talon est épuisé sans que personne ait frappé.",
        "seed": "Quiz n° {seed}, niveau {level}",
        "answer_label": "Résultat du {player}", "answer_help": "Positif s’il reçoit, négatif s’il paie : -15, 7/2, 3,5.",
        "answers": "Le résultat de chaque joueur pour cette donne", "hand_of": "Main du {player}",
        "knocker_tag": "a frappé",
        "right": "juste", "wrong": "faux", "all_right": "Tout est juste !", "some_wrong": "Certaines réponses sont fausses.",
        "player": "Joueur", "yours": "Votre réponse", "expected": "Bonne réponse", "verdict": "Vérification",
        "settlement": "Qui paie qui", "payer": "Paie", "payee": "Reçoit", "amount": "Montant",
        "no_payment": "Personne ne paie rien.", "why": "Pourquoi", "show_answer": "Voir la réponse",
        "checking": "Vérification…", "dealing": "Donne en cours…",
        "loading_runtime": "Chargement de Python dans le navigateur…", "loading_engine": "Chargement du moteur de calcul…",
        "timeout": "Le calcul a pris trop de temps et a été interrompu. Réessayez.",
        "crashed": "Le moteur de calcul s’est arrêté ; il redémarrera à la prochaine demande.",
        "load_failed": "Impossible de charger le moteur de calcul.",
        "noscript": "Activez JavaScript pour répondre à ce quiz et à d’autres.",
    },
}


def check_quiz_attrs(attrs: dict[str, str], where: str) -> dict[str, str]:
    """Validate a quiz marker's attributes (``level`` 1-3, ``seed`` a whole number); fill the defaults.

    Raises:
        PluginError: an unknown attribute, a bad level or seed (naming the page).
    """
    unknown = sorted(set(attrs) - {"level", "seed"})
    if unknown:
        raise PluginError(f"{where}: unknown quiz attribute(s) {', '.join(unknown)} (use level, seed)")
    level = attrs.get("level", "1")
    if level not in LEVELS:
        raise PluginError(f"{where}: quiz level must be 1, 2 or 3, not {level!r}")
    seed = attrs.get("seed", DEFAULT_SEED)
    if not seed.isdigit():
        raise PluginError(f"{where}: quiz seed must be a whole number, not {seed!r}")
    return {"level": level, "seed": str(int(seed))}


def _ask(request: dict[str, Any], where: str) -> dict[str, Any]:
    response = json.loads(handle(json.dumps(request)))
    if not response.get("ok"):
        raise PluginError(f"{where}: the engine refused {request!r}: {response.get('error', {}).get('message')}")
    return response["result"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def question_html(quiz: dict[str, Any], lang: str) -> str:
    """The table of one quiz (the engine's ``quiz`` result): who knocked and every hand.

    The markup is the one ``docs/assets/quiz.js`` builds for a new quiz.
    """
    s = QUIZ_STRINGS[lang]
    labels = quiz["labels"]
    knocker = quiz["knocker"]
    situation = fill(s["knocked"], player=labels[knocker - 1]) if knocker else s["stock_out"]
    rows = []
    for i, (label, hand) in enumerate(zip(labels, quiz["hands"]), start=1):
        tag = f' <span class="rl-tag">{escape(s["knocker_tag"])}</span>' if i == knocker else ""
        rows.append(
            f'<li class="rl-quiz-player" data-testid="quiz-player-{i}"><span class="rl-quiz-name">{escape(_cap(label))}{tag}</span>'
            + hand_html([Card.parse(c) for c in hand], lang, label=fill(s["hand_of"], player=label))
            + "</li>"
        )
    return (
        f'<p class="rl-quiz-situation" data-testid="quiz-situation">{escape(situation)}</p>'
        f'<ul class="rl-quiz-hands">{"".join(rows)}</ul>'
    )


def answer_html(verdict: dict[str, Any], lang: str) -> str:
    """The right answer explained: the nets, the settlement table, the explanation sentences."""
    s = QUIZ_STRINGS[lang]
    labels = verdict["labels"]
    nets = "".join(f"<li>{escape(_cap(label))}: <strong>{escape(_signed(x))}</strong></li>"
                   for label, x in zip(labels, verdict["expected"]))
    from .widgets import render_arrangement  # the solver's arrangement markup

    arrangements = "".join(
        f'<li><span class="rl-quiz-name">{escape(_cap(label))}</span>{render_arrangement(arr, lang)}</li>'
        for label, arr in zip(labels, verdict["arrangements"])
    )
    return (
        f'<ul class="rl-quiz-nets">{nets}</ul>' + settlement_html(verdict["settlement"], labels, lang)
        + "".join(f'<p class="rl-explanation">{escape(line)}</p>' for line in verdict["explanation"])
        + f'<p class="rl-label">{escape(s["arrangements"])}</p><ul class="rl-quiz-arrangements">{arrangements}</ul>'
    )


def _signed(amount: str) -> str:
    """``"15"`` → ``"+15"``, ``"-7/2"`` → ``"−7/2"`` (as the ledger writes them)."""
    if amount.startswith("-"):
        return "−" + amount[1:]
    return amount if amount == "0" else "+" + amount


def settlement_html(settlement: dict[str, Any], labels: list[str], lang: str) -> str:
    """Who pays whom, as a table (1-based players in the engine's dict)."""
    s = QUIZ_STRINGS[lang]
    if not settlement["transfers"]:
        return f'<p class="rl-quiz-transfers" data-testid="quiz-transfers">{escape(s["no_payment"])}</p>'
    rows = "".join(
        f'<tr><td>{escape(_cap(labels[t["from"] - 1]))}</td><td>{escape(_cap(labels[t["to"] - 1]))}</td>'
        f'<td>{escape(t["amount"])}</td></tr>'
        for t in settlement["transfers"]
    )
    return (
        f'<table class="rl-quiz-transfers" data-testid="quiz-transfers"><caption>{escape(s["settlement"])}</caption>'
        f'<thead><tr><th scope="col">{escape(s["payer"])}</th><th scope="col">{escape(s["payee"])}</th>'
        f'<th scope="col">{escape(s["amount"])}</th></tr></thead><tbody>{rows}</tbody></table>'
    )


def render_quiz(attrs: dict[str, str], lang: str, uid: str, *, where: str, timeout_ms: int = 10000) -> str:
    """The whole quiz widget: controls (shown by the JS), the first table pre-computed, strings.

    Raises:
        PluginError: the engine refused the quiz (message names the page).
    """
    s = QUIZ_STRINGS[lang]
    seed, level = int(attrs["seed"]), int(attrs["level"])
    quiz = _ask({"op": "quiz", "seed": seed, "level": level, "lang": lang}, where)
    # The answer of the first quiz, for readers without JavaScript: ask with any answers.
    verdict = _ask({"op": "quiz-check", "seed": seed, "level": level, "answers": ["0"] * quiz["players"],
                    "lang": lang}, where)
    level_opts = "".join(
        f'<option value="{n}"{" selected" if n == attrs["level"] else ""}>{escape(s["level_" + n])}</option>'
        for n in LEVELS
    )
    from .widgets import STRINGS  # the solver's words for arrangements (set, run, unmatched …)

    strings = json.dumps(dict(STRINGS[lang], **s, lang=lang), ensure_ascii=False).replace("</", "<\\/")
    data = json.dumps(quiz, ensure_ascii=False).replace("</", "<\\/")
    controls = (
        f'<div class="rl-field rl-inline rl-quiz-controls" data-testid="quiz-controls" hidden>'
        f'<label for="{uid}-level">{escape(s["level"])}</label>'
        f'<select id="{uid}-level" data-testid="quiz-level">{level_opts}</select>'
        f'<button type="button" class="rl-button" data-testid="quiz-new">{escape(s["new"])}</button>'
        f'<span class="rl-streak" data-testid="quiz-streak" aria-live="polite"></span></div>'
    )
    return (
        f'<div class="rl-widget rl-quiz" id="{uid}" role="region" aria-label="{escape(s["title"], quote=True)}"'
        f' data-rl-widget="quiz" data-testid="quiz" data-lang="{lang}" data-seed="{seed}" data-level="{level}"'
        f' data-timeout-ms="{int(timeout_ms)}">'
        + controls
        + f'<p class="rl-quiz-id" data-testid="quiz-id">{escape(fill(s["seed"], seed=seed, level=level))}</p>'
        f'<div class="rl-quiz-question" data-testid="quiz-question">{question_html(quiz, lang)}</div>'
        f'<form class="rl-quiz-form" data-testid="quiz-form" hidden></form>'
        f'<p class="rl-status" role="status" aria-live="polite" data-testid="quiz-status"></p>'
        f'<p class="rl-error" role="alert" data-testid="quiz-error" hidden></p>'
        f'<div class="rl-result" data-testid="quiz-result">'
        f'<details class="rl-quiz-static-answer"><summary>{escape(s["show_answer"])}</summary>{answer_html(verdict, lang)}</details>'
        f'<noscript><p>{escape(s["noscript"])}</p></noscript></div>'
        f'<script type="application/json" class="rl-strings">{strings}</script>'
        f'<script type="application/json" class="rl-quiz-data">{data}</script>'
        "</div>"
    )
