"""The words of the Three Thirteen and Rummy house rules at play: their refusals and what a round's score adds.

The same shape as :data:`rummylab.words.catalogue.CATALOGUE`, which they extend: key -> language -> text.
The variants' names and descriptions are in :mod:`rummylab.words.text.house`.
"""

from __future__ import annotations

_NB = "\u202f"  # French: a narrow no-break space before ": ; ? !" and inside « »

WORDS: dict[str, dict[str, str]] = {
    # -- the refusals ---------------------------------------------------------------------------------
    "error.all-wild": {
        "en": "{q} is made of wild cards only: at this table a meld needs a natural card (TT-3)",
        "pt": "{q} só tem cartas selvagens: nesta mesa uma combinação precisa de uma carta natural (TT-3)",
        "es": "{q} solo tiene comodines: en esta mesa una combinación necesita una carta natural (TT-3)",
        "fr": f"{{q}} n’a que des cartes frimes{_NB}: à cette table, une combinaison demande une carte "
              "naturelle (TT-3)"},
    "error.discard-out": {
        "en": "{q} would empty your hand: at this table you go out with a last discard ({rule})",
        "pt": "{q} esvaziaria a sua mão: nesta mesa sai-se com um último descarte ({rule})",
        "es": "{q} vaciaría tu mano: en esta mesa se sale con un último descarte ({rule})",
        "fr": f"{{q}} viderait votre main{_NB}: à cette table, on sort par une dernière défausse ({{rule}})"},
    # -- a Three Thirteen round with lay-offs (last_lay_off, TT-6) ------------------------------------
    "tt.shown": {
        "en": "{player} shows the melds {melds}, for the others to lay off on (house rule, TT-6).",
        "pt": "{player} mostra as combinações {melds}, para os outros baixarem nelas (regra da casa, TT-6).",
        "es": "{player} muestra las combinaciones {melds}, para que los demás coloquen en ellas "
              "(regla de la casa, TT-6).",
        "fr": "{player} montre les combinaisons {melds}, pour que les autres y posent (règle maison, TT-6)."},
    "tt.laid_off": {
        "en": "{player} lays off {cards} on them (house rule, TT-6).",
        "pt": "{player} baixa {cards} nessas combinações (regra da casa, TT-6).",
        "es": "{player} coloca {cards} en esas combinaciones (regla de la casa, TT-6).",
        "fr": "{player} y pose {cards} (règle maison, TT-6)."},
    "tt.all_wild": {
        "en": "At this table wild cards alone make no meld: every meld needs a natural card (house rule, TT-3).",
        "pt": "Nesta mesa as cartas selvagens sozinhas não formam combinação: cada combinação precisa de uma carta "
              "natural (regra da casa, TT-3).",
        "es": "En esta mesa los comodines solos no forman combinación: cada combinación necesita una carta natural "
              "(regla de la casa, TT-3).",
        "fr": f"À cette table, les cartes frimes seules ne font pas de combinaison{_NB}: chaque combinaison demande "
              "une carte naturelle (règle maison, TT-3)."},
    # -- a Rummy round with aces at 15 (ace_points, RU-8) ---------------------------------------------
    "ru.ace_points": {
        "en": "At this table an ace left in a hand counts {value} (house rule, RU-8).",
        "pt": "Nesta mesa um ás que fica na mão conta {value} (regra da casa, RU-8).",
        "es": "En esta mesa un as que queda en la mano cuenta {value} (regla de la casa, RU-8).",
        "fr": "À cette table, un as resté en main compte {value} (règle maison, RU-8)."},
}
