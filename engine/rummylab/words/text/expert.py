"""The expert's reasons (rummylab.games.expert, worded by rummylab.words.reasons), and the play page's levels.

The same shape as :data:`rummylab.words.catalogue.CATALOGUE`, which they extend: key -> language -> text.
``{left}`` is the game's own word for what a hand leaves out of melds (``expert.left.*``: Knock Rummy's
deadwood, Three Thirteen's penalty points, Rummy's cards left in hand), written as a label before its
figures ("sobra 14 → 6"; pt puts a colon between them, "sobra: 14 → 6"), so no sentence depends on its gender
or number (but the KR-9 decline, which only Knock Rummy says).
"""

from __future__ import annotations

_NB = "\u202f"  # French: a narrow no-break space before ": ; ? !" and inside « »

WORDS: dict[str, dict[str, str]] = {
    "expert.left.deadwood": {"en": "deadwood", "pt": "sobra", "es": "resto", "fr": "points morts"},
    "expert.left.penalty": {"en": "penalty points", "pt": "pontos de penalização", "es": "puntos de penalización",
                            "fr": "points de pénalité"},
    "expert.left.cards": {"en": "value of the cards left in hand", "pt": "valor das cartas na mão",
                          "es": "valor de las cartas en la mano", "fr": "valeur des cartes restées en main"},
    # -- the draw (KR-6, TT-5, RU-2)
    "expert.take": {"en": "Take {card} from the discard pile: {left} {before} → {after}.",
                    "pt": "Tire {card} do descarte ({left}: {before} → {after}).",
                    "es": "Roba {card} del descarte ({left}: {before} → {after}).",
                    "fr": f"Prenez {{card}} dans la défausse ({{left}}{_NB}: {{before}} → {{after}})."},
    "expert.take-out": {"en": "Take {card} from the discard pile: with it you can go out this turn (RU-6).",
                        "pt": "Tire {card} do descarte: com ela pode sair nesta jogada (RU-6).",
                        "es": "Roba {card} del descarte: con ella puedes salir en este turno (RU-6).",
                        "fr": f"Prenez {{card}} dans la défausse{_NB}: avec elle, vous pouvez sortir à ce tour (RU-6)."},
    "expert.stock": {"en": "Draw from the stock: {card} does not lower your points ({left} {before}).",
                     "pt": "Tire do monte: {card} não melhora a sua mão ({left}: {before}).",
                     "es": "Roba del mazo: {card} no mejora tu mano ({left}: {before}).",
                     "fr": f"Piochez dans le talon{_NB}: {{card}} ne ferait pas baisser vos points ({{left}}{_NB}: {{before}})."},
    "expert.stock-ahead": {
        "en": "Draw from the stock: {card} would give {left} {before} → {after}, and a card from the stock is "
              "expected to leave about {ahead}.",
        "pt": "Tire do monte: {card} melhoraria a sua mão ({left}: {before} → {after}), mas com uma carta do monte "
              "pode contar com cerca de {ahead}.",
        "es": "Roba del mazo: {card} te dejaría en {after} en lugar de {before} ({left}), pero con una carta "
              "del mazo cabe esperar unos {ahead}.",
        "fr": f"Piochez dans le talon{_NB}: {{card}} ferait baisser vos points ({{left}}{_NB}: {{before}} → {{after}}), "
              "mais une carte du talon devrait vous laisser environ {ahead}."},
    "expert.stock-out": {
        "en": "Draw from the stock: {card} would give {left} {before} → {after}, but would break up cards closer to "
              "melds; a card from the stock is likelier to help you go out.",
        "pt": "Tire do monte: {card} melhoraria a sua mão ({left}: {before} → {after}), mas teria de descartar "
              "cartas que estão quase a formar combinações; uma carta do monte tem mais hipóteses de ajudar a "
              "sair.",
        "es": "Roba del mazo: {card} te dejaría en {after} en lugar de {before} ({left}), pero soltarías cartas que "
              "están más cerca de formar combinaciones; una carta del mazo tiene más posibilidades de ayudarte a salir.",
        "fr": f"Piochez dans le talon{_NB}: {{card}} ferait baisser vos points ({{left}}{_NB}: {{before}} → {{after}}), "
              f"mais vous obligerait à vous séparer de cartes plus proches d’une combinaison{_NB}; une carte du talon a "
              "plus de chances de vous aider à sortir."},
    "expert.stock-only": {"en": "Draw from the stock: the discard pile is empty.",
                          "pt": "Tire do monte: o descarte está vazio.",
                          "es": "Roba del mazo: el descarte está vacío.",
                          "fr": f"Piochez dans le talon{_NB}: la défausse est vide."},
    "expert.decline": {"en": "Decline {card} (KR-9): it does not lower your {left} ({deadwood}); the hand ends here.",
                       "pt": "Recuse {card} (KR-9): não reduz a sua {left}, que fica em {deadwood}; a mão acaba aqui.",
                       "es": "Rechaza {card} (KR-9): no reduce tu {left} ({deadwood}); la mano termina aquí.",
                       "fr": f"Refusez {{card}} (KR-9){_NB}: la carte ne réduit pas vos {{left}} ({{deadwood}}){_NB}; "
                             "la donne s’arrête là."},
    "expert.decline-empty": {"en": "Decline (KR-9): the stock and the discard pile are empty.",
                             "pt": "Recuse (KR-9): o monte e o descarte estão vazios.",
                             "es": "Rechaza (KR-9): el mazo y el descarte están vacíos.",
                             "fr": f"Refusez (KR-9){_NB}: le talon et la défausse sont vides."},
    # -- Knock Rummy's knock (KR-7, KR-10)
    "expert.rum": {"en": "Knock with rum, putting {card} face down: every other card melds (KR-10a).",
                   "pt": "Bata com rum, pondo {card} virada para baixo: todas as outras cartas estão em combinações "
                         "(KR-10a).",
                   "es": "Cierra con rum, poniendo {card} boca abajo: todas las demás cartas están en combinaciones "
                         "(KR-10a).",
                   "fr": f"Frappez avec un rum, en posant {{card}} face cachée{_NB}: toutes les autres cartes sont en "
                         "combinaisons (KR-10a)."},
    "expert.knock": {
        "en": "Knock now, putting {card} face down: about {pct} of the hands consistent with what you saw hold more "
              "than your {deadwood} (expected result {expected} a hand, KR-10).",
        "pt": "Bata agora, pondo {card} virada para baixo: em cerca de {pct} das distribuições compatíveis com o que "
              "viu, a sobra de cada um dos outros é superior à sua, que é de {deadwood}; resultado esperado: "
              "{expected} por mão (KR-10).",
        "es": "Cierra ahora, poniendo {card} boca abajo: cerca del {pct} de los repartos compatibles con lo que has "
              "visto dan a los demás más resto que tus {deadwood} (resultado esperado: {expected} por mano, KR-10).",
        "fr": f"Frappez maintenant, en posant {{card}} face cachée{_NB}: environ {{pct}} des mains compatibles avec ce "
              f"que vous avez vu ont plus que vos {{deadwood}} points morts (résultat attendu{_NB}: {{expected}} par donne, "
              "KR-10)."},
    # expert.knock when its share rounds to 100 %: "about 100 %" reads oddly.
    "expert.knock-nearly-all": {
        "en": "Knock now, putting {card} face down: nearly all the hands consistent with what you saw hold more than "
              "your {deadwood} (expected result {expected} a hand, KR-10).",
        "pt": "Bata agora, pondo {card} virada para baixo: em quase todas as distribuições compatíveis com o que viu, "
              "a sobra de cada um dos outros é superior à sua, que é de {deadwood}; resultado esperado: {expected} por "
              "mão (KR-10).",
        "es": "Cierra ahora, poniendo {card} boca abajo: casi todos los repartos compatibles con lo que has visto dan "
              "a los demás más resto que tus {deadwood} (resultado esperado: {expected} por mano, KR-10).",
        "fr": f"Frappez maintenant, en posant {{card}} face cachée{_NB}: presque toutes les mains compatibles avec ce que "
              f"vous avez vu ont plus que vos {{deadwood}} points morts (résultat attendu{_NB}: {{expected}} par donne, "
              "KR-10)."},
    "expert.wait": {
        "en": "Do not knock yet with {deadwood}: only about {pct} of the hands consistent with what you saw hold more "
              "(expected result {expected}).",
        "pt": "Não bata ainda com {deadwood}: só em cerca de {pct} das distribuições compatíveis com o que viu a "
              "sobra de cada um dos outros é superior à sua (resultado esperado: {expected}).",
        "es": "No cierres todavía con {deadwood}: solo cerca del {pct} de los repartos compatibles con lo que "
              "has visto dan a los demás más resto (resultado esperado: {expected}).",
        "fr": f"Ne frappez pas encore avec {{deadwood}} points morts{_NB}: environ {{pct}} seulement des mains compatibles "
              f"avec ce que vous avez vu en ont plus (résultat attendu{_NB}: {{expected}})."},
    # -- the discard
    "expert.discard-avoid": {
        "en": "Discard {card}, not {other}: the next player has taken {taken}, and {other} would help them.",
        "pt": "Descarte {card}, não {other}: o jogador seguinte tirou {taken}, e {other} ajudá-lo-ia.",
        "es": "Descarta {card}, no {other}: el jugador siguiente ha robado {taken}, y {other} le ayudaría.",
        "fr": f"Défaussez {{card}}, pas {{other}}{_NB}: le joueur suivant a pris {{taken}}, et {{other}} l’aiderait."},
    "expert.discard-avoid-unseen": {
        "en": "Discard {card}, not {other}: many of the cards that meld with {other} are still unseen, and the next "
              "player could take it.",
        "pt": "Descarte {card}, não {other}: muitas das cartas que combinam com {other} ainda não foram vistas, e o "
              "jogador seguinte poderia aproveitá-la.",
        "es": "Descarta {card}, no {other}: muchas de las cartas que combinan con {other} aún no se han visto, y el "
              "jugador siguiente podría llevársela.",
        "fr": f"Défaussez {{card}}, pas {{other}}{_NB}: beaucoup des cartes qui se combinent avec {{other}} n’ont pas "
              "encore été vues, et le joueur suivant pourrait la prendre."},
    "expert.discard-dead": {
        "en": "Discard {card}: no meld can use it any more (the cards it needs have been seen); {left} {after}.",
        "pt": "Descarte {card}: nenhuma combinação a pode aproveitar, porque as cartas de que precisaria já foram "
              "vistas ({left}: {after}).",
        "es": "Descarta {card}: ya ninguna combinación puede usarla (las cartas que necesita ya se han visto); "
              "{left}: {after}.",
        "fr": f"Défaussez {{card}}{_NB}: plus aucune combinaison ne peut l’utiliser, car les cartes dont elle aurait "
              f"besoin ont déjà été vues ({{left}}{_NB}: {{after}})."},
    "expert.discard-least": {
        "en": "Discard {card}: it leaves the least ({left} {after}) and keeps the cards the next draw is most likely "
              "to meld.",
        "pt": "Descarte {card}: deixa o mínimo ({left}: {after}) e guarda as cartas com mais hipóteses de combinar "
              "com a próxima carta que tirar.",
        "es": "Descarta {card}: es el descarte con el que te queda menos ({left}: {after}) y conservas las cartas con "
              "más probabilidades de combinar con el próximo robo.",
        "fr": f"Défaussez {{card}}{_NB}: de toutes les cartes possibles, c’est celle qui vous laisse le moins "
              f"({{left}}{_NB}: {{after}}), et vous gardez les cartes les plus susceptibles de former une "
              "combinaison avec la prochaine pioche."},
    "expert.discard-ahead": {
        "en": "Discard {card}: {left} {after} now, more than the least ({least}) but with more cards that the "
              "next draw can meld.",
        "pt": "Descarte {card}: fica com mais do que o mínimo ({left}: {after} em vez de {least}), mas guarda mais "
              "cartas que podem combinar com a próxima carta que tirar.",
        "es": "Descarta {card}: de momento te quedas con {after} ({left}), más que el mínimo posible ({least}), "
              "pero conservas más cartas que pueden combinar con el próximo robo.",
        "fr": f"Défaussez {{card}}{_NB}: elle vous laisse plus que le minimum ({{left}}{_NB}: {{after}} au lieu de "
              "{least}), mais vous gardez plus de cartes susceptibles de former une combinaison avec la prochaine "
              "pioche."},
    "expert.discard-last": {
        "en": "Discard {card}: this is your last turn, so only what you hold now counts ({left} {after}).",
        "pt": "Descarte {card}: é a sua última jogada, por isso só conta o que tem agora ({left}: {after}).",
        "es": "Descarta {card}: es tu último turno, así que solo cuenta lo que tienes ahora ({left}: {after}).",
        "fr": f"Défaussez {{card}}{_NB}: c’est votre dernier tour, seul compte ce que vous avez maintenant "
              f"({{left}}{_NB}: {{after}})."},
    # -- going out (TT-6, RU-6) and Rummy's melds (RU-3, RU-4, RU-8)
    "expert.go-out": {"en": "Go out, discarding {card}: every other card melds (TT-6).",
                      "pt": "Saia, descartando {card}: todas as outras cartas estão em combinações (TT-6).",
                      "es": "Sal, descartando {card}: todas las demás cartas están en combinaciones (TT-6).",
                      "fr": f"Sortez en défaussant {{card}}{_NB}: toutes les autres cartes sont en combinaisons "
                            "(TT-6)."},
    "expert.meld-out": {"en": "Put {cards} down: with it you can go out this turn (RU-3, RU-6).",
                        "pt": "Ponha {cards} na mesa: assim pode sair nesta jogada (RU-3, RU-6).",
                        "es": "Baja {cards}: así puedes salir en este turno (RU-3, RU-6).",
                        "fr": f"Étalez {{cards}}{_NB}: ainsi, vous pouvez sortir à ce tour (RU-3, RU-6)."},
    "expert.lay-off-out": {"en": "Lay off {card}: with it you can go out this turn (RU-4, RU-6).",
                           "pt": "Baixe {card}: assim pode sair nesta jogada (RU-4, RU-6).",
                           "es": "Coloca {card}: así puedes salir en este turno (RU-4, RU-6).",
                           "fr": f"Posez {{card}}{_NB}: ainsi, vous pouvez sortir à ce tour (RU-4, RU-6)."},
    "expert.out": {"en": "Discard {card} and go out (RU-6).", "pt": "Descarte {card} e saia (RU-6).",
                   "es": "Descarta {card} y sal (RU-6).", "fr": "Défaussez {card} et sortez (RU-6)."},
    "expert.meld-close": {
        "en": "Put {cards} down: {player} holds only {count} cards and may go out soon; what you hold then counts for "
              "them (RU-8).",
        "pt": "Ponha {cards} na mesa: {player} só tem {count} cartas e pode sair em breve; o que tiver na mão conta "
              "então para esse jogador (RU-8).",
        "es": "Baja {cards}: {player} solo tiene {count} cartas y puede salir pronto; lo que tengas en la mano cuenta "
              "entonces para ese jugador (RU-8).",
        "fr": f"Étalez {{cards}}{_NB}: {{player}} n’a plus que {{count}} cartes et peut bientôt sortir{_NB}; ce que "
              "vous aurez en main comptera alors pour ce joueur (RU-8)."},
    "expert.lay-off-close": {
        "en": "Lay off {card}: an opponent holds only {count} cards and may go out soon (RU-4, RU-8).",
        "pt": "Baixe {card}: um adversário só tem {count} cartas e pode sair em breve (RU-4, RU-8).",
        "es": "Coloca {card}: un rival solo tiene {count} cartas y puede salir pronto (RU-4, RU-8).",
        "fr": f"Posez {{card}}{_NB}: un adversaire n’a plus que {{count}} cartes et peut bientôt sortir (RU-4, RU-8)."},
    # -- the play page's levels (the bots' strength)
    "error.bad-play-level": {"en": "{q} is not a level of play: beginner, intermediate or expert",
                        "pt": "{q} não é um nível de jogo: principiante (beginner), intermédio (intermediate) ou "
                              "especialista (expert)",
                        "es": "{q} no es un nivel de juego: principiante (beginner), intermedio (intermediate) o "
                              "experto (expert)",
                        "fr": f"{{q}} n’est pas un niveau de jeu{_NB}: débutant (beginner), intermédiaire "
                              "(intermediate) ou expert (expert)"},
    "level.beginner": {"en": "Beginner", "pt": "Principiante", "es": "Principiante", "fr": "Débutant"},
    "level.intermediate": {"en": "Intermediate", "pt": "Intermédio", "es": "Intermedio", "fr": "Intermédiaire"},
    "level.expert": {"en": "Expert", "pt": "Especialista", "es": "Experto", "fr": "Expert"},
}
