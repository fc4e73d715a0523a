"""What the language checks look for, shared by the catalogue's tests and the built pages' tests.

RULES.md (the note under the term table): a player's name takes the language's grammar, and no
participle or adjective agreeing with it gives the name a gender ("Ana est sorti", "A foi
superado", "Carla fue superado"). The French and Portuguese pages speak formally (vous; the third
person in Portuguese), never "tu". A set's rank is a word in narration: "Grupo de 7: 7♣ 7♦ 7♥" reads
as a group of seven cards.

Word lists, not a grammar: they name the copulas after which French, Portuguese and Spanish make a
participle or an adjective agree with the subject, and the participles and adjectives the site's
games use (gone out, beaten, alone, first…) with the endings that mark them.

>>> bool(gendered("fr").search("Ana est sorti (TT-6).")), bool(gendered("fr").search("Ana sort (TT-6)."))
(True, False)
>>> bool(gendered("pt").search("A bateu com 8 e foi superado por B")), bool(gendered("es").search("Carla quedó sola"))
(True, True)
>>> bool(gendered("pt").search("O jogador 1 bateu com 8, mas o jogador 2 tinha só 3"))
False
>>> bool(gendered("pt").search("A escolha fica guardada neste navegador")), bool(gendered("fr").search("A est sorti"))
(False, True)
>>> bool(INFORMAL["fr"].search("viderait ta main")), bool(INFORMAL["pt"].search("esvaziaria a tua mão"))
(True, True)
>>> bool(INFORMAL["pt"].search("baixe o 8♥ você mesmo")), bool(INFORMAL["pt"].search("Mão de Você"))
(True, True)
>>> bool(INFORMAL["fr"].search("viderait votre main")), bool(INFORMAL["pt"].search("a sua mão; tem três"))
(False, False)
>>> bool(RANK_AS_DIGIT.search("Grupo de 7: 7♣ 7♦ 7♥.")), bool(RANK_AS_DIGIT.search("Groupe de trois 7\u202f: 7♣"))
(True, False)
"""

from __future__ import annotations

import re

#: The names the site's examples and widgets give players (docs/examples/*.yml, the scorekeeper).
NAMES = r"(?:Ana|Bruno|Carla|Dora|Rui|Eva|Inês|Hugo|Igor|Emma)"
#: A catalogue template's slots that hold a player's name.
NAME_SLOTS = r"\{(?:player|knocker|winners|payer|payee|owner|others|dealer|you)\}"

_COPULAS = {
    "fr": r"est|était|sera|serait|a été|avait été|aura été|sont|étaient|reste|restait|fut",
    "pt": r"foi|é|está|era|fica|ficou|ficará|ficaria|será|seria|estava|foram|são|ficam",
    "es": r"fue|es|está|era|queda|quedó|quedaría|sería|será|estaba|resulta|resultó|fueron|son|quedan",
}
_AGREEING = {
    "fr": r"sorti|battu|parti|arrivé|allé|venu|tombé|obligé|forcé|contraint|vaincu|dépassé|devancé|"
          r"seul|premier|première|dernier|dernière|\w+ée?s?|sortie?s?|battue?s?|seule?s?",
    "pt": r"\w+ad[oa]s?|\w+id[oa]s?|sozinh[oa]s?|primeir[oa]s?|últim[oa]s?|pres[oa]s?",
    "es": r"\w+ad[oa]s?|\w+id[oa]s?|sol[oa]s?|primer[oa]?s?|últim[oa]s?",
}


def gendered(lang: str, subject: str = "") -> re.Pattern[str]:
    """A name (or ``subject``, e.g. :data:`NAME_SLOTS`), then in the same clause a copula and a word
    that agrees with it. A lone capital A–D is a player only right before the copula, or before the
    narration's "knocked with 8 and" ("A foi superado", "A a frappé avec 8 et a été battu"): elsewhere
    it is the Portuguese article ("A folha fica guardada")."""
    if subject:
        who = rf"(?:{subject})[^.;:?!()\n]{{0,30}}?\b"
    else:
        who = (rf"(?:\b{NAMES}\b[^.;:?!()\n]{{0,30}}?\b"
               rf"|(?<![\w’'])[A-D] (?:(?:\S+ ){{1,2}}(?:com|con|avec) \d+,? (?:e|y|et) )?)")
    return re.compile(rf"{who}(?:{_COPULAS[lang]})\s+(?:{_AGREEING[lang]})\b")


#: A role's noun beside a name gives it a gender too: "Carla (repartidor)", "Ana (donneur)".
ROLE_AFTER_NAME = re.compile(rf"\b{NAMES} \((?:dador|repartidor|donneur|frappeur|sorti|battu)\)")

#: "tu" and its forms where the page says "vous" (fr) or speaks in the third person (pt).
INFORMAL = {
    "fr": re.compile(r"\b(?:[Tt]u|[Tt]a|[Tt]e|[Tt]oi|[Tt]on|[Tt]es)\b(?!-)|(?<![\w-])[Tt]’(?=\w)"),
    "pt": re.compile(r"\b(?:[Tt]u|[Tt]eu|[Tt]ua|[Tt]eus|[Tt]uas|contigo|tens|podes|queres|estás|fazes|jogas|"
                     r"sabes|deves|precisas|vais|escolhes|descartas|bates|[Vv]ocês?)\b"),
}

#: A set named by a digit ("Grupo de 7", "Groupe de 9", "Set of 3s"): the count's reading.
RANK_AS_DIGIT = re.compile(r"\b(?:Grupo|Groupe|Set) (?:de|of) (?:\d|10)")

#: A developer's command or tool in a learner's page.
DEVELOPER = re.compile(r"\bmake (?:charts|examples|build|test|lint|venv|serve)\b|\bpython3?\b|\bpytest\b|"
                       r"\.venv\b|\bmkdocs\b|\bnpm\b|docs/examples")
