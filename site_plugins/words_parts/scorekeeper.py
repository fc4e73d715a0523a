"""The scorekeeper's words (``scorekeeper.*``): the score sheet for games played with real cards.

Everything the engine says (each hand's narration, the totals, the winners, the errors) comes from
the engine's own catalogue; these are the page's labels, buttons and notes.
"""

from site_plugins.words_parts import NB

WORDS: dict[str, dict[str, str]] = {
    "scorekeeper.title": {"pt": "Folha de pontuação", "en": "Score sheet", "es": "Hoja de puntuación",
                          "fr": "Feuille de marque"},
    "scorekeeper.noscript": {
        "pt": "A folha de pontuação ao vivo precisa de JavaScript. Sem ele, imprima uma das folhas em branco "
              "abaixo e aponte os pontos à mão.",
        "en": "The live score sheet needs JavaScript. Without it, print one of the blank sheets below and keep "
              "the score by hand.",
        "es": "La hoja de puntuación en vivo necesita JavaScript. Sin él, imprime una de las hojas en blanco de "
              "abajo y apunta los puntos a mano.",
        "fr": "La feuille de marque interactive a besoin de JavaScript. Sans lui, imprimez l’une des feuilles "
              "vierges ci-dessous et notez les points à la main.",
    },
    "scorekeeper.demo": {
        "pt": "Exemplo calculado pelo motor: três jogadores, três mãos de Knock Rummy.",
        "en": "An example computed by the engine: three players, three hands of Knock Rummy.",
        "es": "Un ejemplo calculado por el motor: tres jugadores, tres manos de Knock Rummy.",
        "fr": f"Un exemple calculé par le moteur{NB}: trois joueurs, trois donnes de Knock Rummy.",
    },
    "scorekeeper.sheets": {"pt": "Folhas guardadas", "en": "Saved sheets", "es": "Hojas guardadas",
                           "fr": "Feuilles enregistrées"},
    "scorekeeper.sheet_option": {"pt": "{name} — {game}, {date}", "en": "{name} — {game}, {date}",
                                 "es": "{name} — {game}, {date}", "fr": "{name} — {game}, {date}"},
    "scorekeeper.new": {"pt": "Nova folha", "en": "New sheet", "es": "Hoja nueva", "fr": "Nouvelle feuille"},
    "scorekeeper.delete_sheet": {"pt": "Apagar esta folha", "en": "Delete this sheet", "es": "Borrar esta hoja",
                                 "fr": "Supprimer cette feuille"},
    "scorekeeper.confirm_delete": {
        "pt": "Apagar a folha «{name}»? Não é possível desfazer.",
        "en": "Delete the sheet “{name}”? This cannot be undone.",
        "es": "¿Borrar la hoja «{name}»? No se puede deshacer.",
        "fr": f"Supprimer la feuille «{NB}{{name}}{NB}»{NB}? C’est définitif.",
    },
    "scorekeeper.setup": {"pt": "Começar uma folha", "en": "Start a sheet", "es": "Empezar una hoja",
                          "fr": "Commencer une feuille"},
    "scorekeeper.name": {"pt": "Nome da folha", "en": "Name of the sheet", "es": "Nombre de la hoja",
                         "fr": "Nom de la feuille"},
    "scorekeeper.name_default": {"pt": "Jogo de {date}", "en": "Game of {date}", "es": "Partida del {date}",
                                 "fr": "Partie du {date}"},
    "scorekeeper.players": {
        "pt": "Jogadores, um por linha, pela ordem em que estão sentados (sentido dos ponteiros do relógio), "
              "a começar por quem dá as cartas primeiro",
        "en": "Players, one per line, in seating order (clockwise), starting with the first dealer",
        "es": "Jugadores, uno por línea, en el orden en que se sientan (en el sentido de las agujas del reloj), "
              "empezando por quien reparte primero",
        "fr": "Joueurs, un par ligne, dans l’ordre où ils sont assis (sens des aiguilles d’une montre), en "
              "commençant par le premier donneur",
    },
    "scorekeeper.players_help": {
        "pt": "Knock Rummy: 2 a 5 jogadores; Three Thirteen: 2 a 8; Rummy: 2 a 6. As cartas passam para a "
              "esquerda depois de cada mão ou ronda.",
        "en": "Knock Rummy: 2 to 5 players; Three Thirteen: 2 to 8; Rummy: 2 to 6. The deal passes to the left "
              "after each hand or round.",
        "es": "Knock Rummy: de 2 a 5 jugadores; Three Thirteen: de 2 a 8; Rummy: de 2 a 6. El reparto pasa a la "
              "izquierda después de cada mano o ronda.",
        "fr": f"Knock Rummy{NB}: 2 à 5 joueurs{NB}; Three Thirteen{NB}: 2 à 8{NB}; Rummy{NB}: 2 à 6. Après "
              "chaque donne ou manche, c’est au joueur de gauche de donner.",
    },
    "scorekeeper.start": {"pt": "Começar", "en": "Start", "es": "Empezar", "fr": "Commencer"},
    "scorekeeper.cancel": {"pt": "Cancelar", "en": "Cancel", "es": "Cancelar", "fr": "Annuler"},
    "scorekeeper.import": {"pt": "Importar uma folha (JSON)", "en": "Import a sheet (JSON)",
                           "es": "Importar una hoja (JSON)", "fr": "Importer une feuille (JSON)"},
    "scorekeeper.imported": {"pt": "Folha importada: {name}.", "en": "Sheet imported: {name}.",
                             "es": "Hoja importada: {name}.", "fr": f"Feuille importée{NB}: {{name}}."},
    "scorekeeper.nothing_changed": {"pt": "Nada foi alterado.", "en": "Nothing was changed.",
                                    "es": "No se ha cambiado nada.", "fr": "Rien n’a été modifié."},
    "scorekeeper.export_json": {"pt": "Exportar (JSON)", "en": "Export (JSON)", "es": "Exportar (JSON)",
                                "fr": "Exporter (JSON)"},
    "scorekeeper.export_csv": {"pt": "Exportar (CSV)", "en": "Export (CSV)", "es": "Exportar (CSV)",
                               "fr": "Exporter (CSV)"},
    "scorekeeper.print": {"pt": "Imprimir a folha", "en": "Print the sheet", "es": "Imprimir la hoja",
                          "fr": "Imprimer la feuille"},
    "scorekeeper.undo": {"pt": "Desfazer", "en": "Undo", "es": "Deshacer", "fr": "Annuler la dernière modification"},
    "scorekeeper.undone": {"pt": "A última alteração foi desfeita.", "en": "The last change was undone.",
                           "es": "Se ha deshecho el último cambio.", "fr": "La dernière modification a été annulée."},
    "scorekeeper.saved": {"pt": "Guardada neste navegador.", "en": "Saved in this browser.",
                          "es": "Guardada en este navegador.", "fr": "Enregistrée dans ce navigateur."},
    "scorekeeper.not_saved": {
        "pt": "Este navegador não guarda dados: a folha só existe enquanto a página estiver aberta. Exporte-a "
              "para não a perder.",
        "en": "This browser keeps no data: the sheet lives only while the page is open. Export it to keep it.",
        "es": "Este navegador no guarda datos: la hoja solo existe mientras la página esté abierta. Expórtala "
              "para no perderla.",
        "fr": f"Ce navigateur ne garde aucune donnée{NB}: la feuille n’existe que tant que la page reste "
              "ouverte. Exportez-la pour la garder.",
    },
    # ---- the store: other tabs, records that cannot be read (scorekeeper-store.js) ----------------
    "scorekeeper.conflict": {
        "pt": "A folha «{name}» também foi alterada noutro separador. Nada se perdeu: a sua versão fica aqui "
              "e a do outro separador foi guardada como «{copy}».",
        "en": "The sheet “{name}” was also changed in another tab. Nothing was lost: your version stays here, "
              "and the other tab’s is kept as “{copy}”.",
        "es": "La hoja «{name}» también se cambió en otra pestaña. No se ha perdido nada: tu versión se queda "
              "aquí y la de la otra pestaña se ha guardado como «{copy}».",
        "fr": f"La feuille «{NB}{{name}}{NB}» a aussi été modifiée dans un autre onglet. Rien n’est perdu{NB}: "
              f"votre version reste ici, et celle de l’autre onglet est gardée sous le nom «{NB}{{copy}}{NB}».",
    },
    "scorekeeper.conflict_name": {"pt": "{name} (versão de outro separador)", "en": "{name} (other tab’s version)",
                                  "es": "{name} (versión de otra pestaña)", "fr": "{name} (version d’un autre onglet)"},
    "scorekeeper.updated_elsewhere": {"pt": "A folha «{name}» foi atualizada noutro separador.",
                                      "en": "The sheet “{name}” was updated in another tab.",
                                      "es": "La hoja «{name}» se actualizó en otra pestaña.",
                                      "fr": f"La feuille «{NB}{{name}}{NB}» a été mise à jour dans un autre onglet."},
    "scorekeeper.deleted_elsewhere": {"pt": "A folha «{name}» foi apagada noutro separador.",
                                      "en": "The sheet “{name}” was deleted in another tab.",
                                      "es": "La hoja «{name}» se borró en otra pestaña.",
                                      "fr": f"La feuille «{NB}{{name}}{NB}» a été supprimée dans un autre onglet."},
    "scorekeeper.restored": {
        "pt": "A folha «{name}» tinha sido apagada noutro separador; a sua alteração voltou a guardá-la.",
        "en": "The sheet “{name}” had been deleted in another tab; your change saved it again.",
        "es": "La hoja «{name}» se había borrado en otra pestaña; tu cambio la ha vuelto a guardar.",
        "fr": f"La feuille «{NB}{{name}}{NB}» avait été supprimée dans un autre onglet{NB}; votre modification "
              "l’a enregistrée à nouveau.",
    },
    "scorekeeper.unreadable": {
        "pt": "Alguns dados guardados neste navegador não puderam ser lidos ({n}). Foram postos de parte, "
              "sem apagar nada, e as outras folhas funcionam. Pode descarregá-los para os consultar.",
        "en": "Some data saved in this browser could not be read ({n}). It has been set aside, nothing deleted, "
              "and your other sheets work. You can download it to look at it.",
        "es": "Algunos datos guardados en este navegador no se pudieron leer ({n}). Se han apartado, sin borrar "
              "nada, y tus otras hojas funcionan. Puedes descargarlos para consultarlos.",
        "fr": "Des données enregistrées dans ce navigateur n’ont pas pu être lues ({n}). Elles ont été mises "
              "de côté, sans rien effacer, et vos autres feuilles fonctionnent. Vous pouvez les télécharger pour "
              "les consulter.",
    },
    "scorekeeper.unreadable_download": {"pt": "Descarregar o que não foi lido", "en": "Download what could not be read",
                                        "es": "Descargar lo que no se pudo leer",
                                        "fr": "Télécharger ce qui n’a pas pu être lu"},
    "scorekeeper.unreadable_forget": {"pt": "Apagar as cópias postas de parte", "en": "Delete the copies set aside",
                                      "es": "Borrar las copias apartadas", "fr": "Supprimer les copies mises de côté"},
    "scorekeeper.confirm_forget": {
        "pt": "Apagar as cópias postas de parte? Descarregue-as antes, se as quiser guardar.",
        "en": "Delete the copies set aside? Download them first if you want to keep them.",
        "es": "¿Borrar las copias apartadas? Descárgalas antes si quieres conservarlas.",
        "fr": f"Supprimer les copies mises de côté{NB}? Téléchargez-les d’abord si vous voulez les garder.",
    },
    "scorekeeper.dismiss": {"pt": "Fechar", "en": "Close", "es": "Cerrar", "fr": "Fermer"},
    "scorekeeper.scoring": {"pt": "A calcular…", "en": "Scoring…", "es": "Calculando…", "fr": "Calcul en cours…"},
    "scorekeeper.entry.hand": {"pt": "Mão {n}: dá as cartas {dealer}", "en": "Hand {n}: {dealer} deals",
                               "es": "Mano {n}: reparte {dealer}", "fr": f"Donne {{n}}{NB}: {{dealer}} distribue"},
    "scorekeeper.entry.round": {"pt": "Ronda {n}: dá as cartas {dealer}", "en": "Round {n}: {dealer} deals",
                                "es": "Ronda {n}: reparte {dealer}", "fr": f"Manche {{n}}{NB}: {{dealer}} distribue"},
    "scorekeeper.editing.hand": {"pt": "A corrigir a mão {n}", "en": "Editing hand {n}",
                                 "es": "Corrigiendo la mano {n}", "fr": "Correction de la donne {n}"},
    "scorekeeper.editing.round": {"pt": "A corrigir a ronda {n}", "en": "Editing round {n}",
                                  "es": "Corrigiendo la ronda {n}", "fr": "Correction de la manche {n}"},
    "scorekeeper.who.knock": {"pt": "Quem bateu?", "en": "Who knocked?", "es": "¿Quién cerró?",
                              "fr": f"Qui a frappé{NB}?"},
    "scorekeeper.who.three-thirteen": {"pt": "Quem saiu?", "en": "Who went out?", "es": "¿Quién salió?",
                                       "fr": f"Qui est sorti{NB}?"},
    "scorekeeper.who.rummy": {"pt": "Quem saiu?", "en": "Who went out?", "es": "¿Quién salió?",
                              "fr": f"Qui est sorti{NB}?"},
    "scorekeeper.nobody.knock": {"pt": "Ninguém: o monte acabou", "en": "Nobody: the stock ran out",
                                 "es": "Nadie: se acabó el mazo", "fr": f"Personne{NB}: le talon est épuisé"},
    "scorekeeper.nobody.three-thirteen": {"pt": "Não anotado", "en": "Not noted", "es": "Nadie, o sin anotar",
                                          "fr": "Non noté"},
    "scorekeeper.nobody.rummy": {"pt": "Ninguém: ronda empatada", "en": "Nobody: a draw",
                                 "es": "Nadie: ronda empatada", "fr": f"Personne{NB}: manche nulle"},
    "scorekeeper.value.knock": {"pt": "{player}: sobra ou cartas", "en": "{player}: deadwood or cards",
                                "es": "{player}: resto o cartas", "fr": f"{{player}}{NB}: points morts ou cartes"},
    "scorekeeper.value.three-thirteen": {"pt": "{player}: pontos de penalização ou cartas",
                                         "en": "{player}: penalty points or cards",
                                         "es": "{player}: puntos de penalización o cartas",
                                         "fr": f"{{player}}{NB}: points de pénalité ou cartes"},
    "scorekeeper.value.rummy": {"pt": "{player}: valor das cartas na mão, ou as cartas",
                                "en": "{player}: value of the cards left, or the cards",
                                "es": "{player}: valor de las cartas en la mano, o las cartas",
                                "fr": f"{{player}}{NB}: valeur des cartes restées en main, ou les cartes"},
    "scorekeeper.value_help": {
        "pt": "Um número inteiro (8) ou as cartas (4H 5H 6H QC QD QS 8D, também 4♥ 5♥…): o motor encontra o "
              "melhor arranjo. No Rummy, quem saiu fica com 0 ou em branco.",
        "en": "A whole number (8) or the cards (4H 5H 6H QC QD QS 8D, or 4♥ 5♥…): the engine finds the best "
              "arrangement. In Rummy, the player who went out gets 0 or nothing.",
        "es": "Un número entero (8) o las cartas (4H 5H 6H QC QD QS 8D, o 4♥ 5♥…): el motor encuentra la mejor "
              "disposición. En el Rummy, para quien salió escribe 0 o deja la casilla vacía.",
        "fr": f"Un nombre entier (8) ou les cartes (4H 5H 6H QC QD QS 8D, ou 4♥ 5♥…){NB}: le moteur trouve le "
              "meilleur arrangement. Au Rummy, pour le joueur qui est sorti, écrivez 0 ou laissez vide.",
    },
    "scorekeeper.add.hand": {"pt": "Anotar a mão {n}", "en": "Add hand {n}", "es": "Anotar la mano {n}",
                             "fr": "Noter la donne {n}"},
    "scorekeeper.add.round": {"pt": "Anotar a ronda {n}", "en": "Add round {n}", "es": "Anotar la ronda {n}",
                              "fr": "Noter la manche {n}"},
    "scorekeeper.save_edit": {"pt": "Guardar a correção", "en": "Save the change", "es": "Guardar la corrección",
                              "fr": "Enregistrer la correction"},
    "scorekeeper.edit": {"pt": "Corrigir", "en": "Edit", "es": "Corregir", "fr": "Corriger"},
    "scorekeeper.edit_label.hand": {"pt": "Corrigir a mão {n}", "en": "Edit hand {n}", "es": "Corregir la mano {n}",
                                    "fr": "Corriger la donne {n}"},
    "scorekeeper.edit_label.round": {"pt": "Corrigir a ronda {n}", "en": "Edit round {n}",
                                     "es": "Corregir la ronda {n}", "fr": "Corriger la manche {n}"},
    "scorekeeper.delete": {"pt": "Apagar", "en": "Delete", "es": "Borrar", "fr": "Supprimer"},
    "scorekeeper.delete_label.hand": {"pt": "Apagar a mão {n}", "en": "Delete hand {n}", "es": "Borrar la mano {n}",
                                      "fr": "Supprimer la donne {n}"},
    "scorekeeper.delete_label.round": {"pt": "Apagar a ronda {n}", "en": "Delete round {n}",
                                       "es": "Borrar la ronda {n}", "fr": "Supprimer la manche {n}"},
    "scorekeeper.unit.hand": {"pt": "Mão", "en": "Hand", "es": "Mano", "fr": "Donne"},
    "scorekeeper.unit.round": {"pt": "Ronda", "en": "Round", "es": "Ronda", "fr": "Manche"},
    "scorekeeper.col.dealer": {"pt": "Dador", "en": "Dealer", "es": "Repartidor", "fr": "Donneur"},
    "scorekeeper.col.who.knock": {"pt": "Bateu", "en": "Knocked", "es": "Cerró", "fr": "Frappeur"},
    "scorekeeper.col.who.three-thirteen": {"pt": "Saiu", "en": "Went out", "es": "Salió", "fr": "Sorti"},
    "scorekeeper.col.who.rummy": {"pt": "Saiu", "en": "Went out", "es": "Salió", "fr": "Sorti"},
    "scorekeeper.col.actions": {"pt": "Alterar", "en": "Change", "es": "Cambiar", "fr": "Modifier"},
    "scorekeeper.total": {"pt": "Total", "en": "Total", "es": "Total", "fr": "Total"},
    "scorekeeper.legend.knock": {
        "pt": "Em cada casa: a sobra, o resultado da mão e, a negrito, o saldo acumulado.",
        "en": "In each cell: the deadwood, the hand's result and, in bold, the running balance.",
        "es": "En cada casilla: el resto, el resultado de la mano y, en negrita, el saldo acumulado.",
        "fr": f"Dans chaque case{NB}: les points morts, le résultat de la donne et, en gras, le solde cumulé.",
    },
    "scorekeeper.legend.three-thirteen": {
        "pt": "Em cada casa: os pontos de penalização da ronda e, a negrito, o total acumulado.",
        "en": "In each cell: the round's penalty points and, in bold, the running total.",
        "es": "En cada casilla: los puntos de penalización de la ronda y, en negrita, el total acumulado.",
        "fr": f"Dans chaque case{NB}: les points de pénalité de la manche et, en gras, le total cumulé.",
    },
    "scorekeeper.legend.rummy": {
        "pt": "Em cada casa: o valor das cartas que ficaram na mão, os pontos marcados e, a negrito, o total.",
        "en": "In each cell: the value of the cards left in hand, the points scored and, in bold, the total.",
        "es": "En cada casilla: el valor de las cartas que quedaron en la mano, los puntos anotados y, en "
              "negrita, el total.",
        "fr": f"Dans chaque case{NB}: la valeur des cartes restées en main, les points marqués et, en gras, le total.",
    },
    "scorekeeper.why": {"pt": "Como foi calculado", "en": "How it was scored", "es": "Cómo se calculó",
                        "fr": "Comment c’est calculé"},
    "scorekeeper.why_label.hand": {"pt": "Como foi calculada a mão {n}", "en": "How hand {n} was scored",
                                   "es": "Cómo se calculó la mano {n}", "fr": "Comment la donne {n} est calculée"},
    "scorekeeper.why_label.round": {"pt": "Como foi calculada a ronda {n}", "en": "How round {n} was scored",
                                    "es": "Cómo se calculó la ronda {n}", "fr": "Comment la manche {n} est calculée"},
    "scorekeeper.over": {"pt": "Terminado: para jogar outra vez, comece uma folha nova.",
                         "en": "Finished: to play again, start a new sheet.",
                         "es": "Terminado: para volver a jugar, empieza una hoja nueva.",
                         "fr": f"Terminé{NB}: pour rejouer, commencez une nouvelle feuille."},
    "scorekeeper.blank": {"pt": "Folhas em branco para imprimir", "en": "Blank sheets to print",
                          "es": "Hojas en blanco para imprimir", "fr": "Feuilles vierges à imprimer"},
    "scorekeeper.print_blank": {"pt": "Imprimir a folha em branco de {game}", "en": "Print the blank {game} sheet",
                                "es": "Imprimir la hoja en blanco de {game}", "fr": "Imprimer la feuille vierge de {game}"},
    "scorekeeper.blank_name": {"pt": "Nome", "en": "Name", "es": "Nombre", "fr": "Nom"},
    "scorekeeper.blank_wild": {"pt": "Selvagens", "en": "Wild", "es": "Comodín", "fr": "Frimes"},
    "scorekeeper.blank_note.knock": {
        "pt": "Uma sessão tem tantas mãos quantos os jogadores (KR-3). Ganha o saldo mais alto; empatados "
              "partilham a vitória (KR-11).",
        "en": "A session has as many hands as players (KR-3). The highest balance wins; players tied share the "
              "win (KR-11).",
        "es": "Una sesión tiene tantas manos como jugadores (KR-3). Gana el saldo más alto; los empatados "
              "comparten la victoria (KR-11).",
        "fr": "Une séance compte autant de donnes que de joueurs (KR-3). Le solde le plus élevé gagne, les "
              "ex æquo se partagent la victoire (KR-11).",
    },
    "scorekeeper.blank_note.three-thirteen": {
        "pt": "Onze rondas (TT-2). Ganha o total mais baixo; empatados partilham a vitória (TT-7).",
        "en": "Eleven rounds (TT-2). The lowest total wins; players tied share the win (TT-7).",
        "es": "Once rondas (TT-2). Gana el total más bajo; los empatados comparten la victoria (TT-7).",
        "fr": "Onze manches (TT-2). Le total le plus bas gagne, les ex æquo se partagent la victoire (TT-7).",
    },
    "scorekeeper.blank_note.rummy": {
        "pt": "Só quem sai marca: o valor das cartas nas outras mãos. Ganha quem chegar a 200 (RU-8).",
        "en": "Only the player who goes out scores: the cards left in the other hands. First to 200 wins (RU-8).",
        "es": "Solo puntúa quien sale: el valor de las cartas de las otras manos. Gana quien llegue a 200 (RU-8).",
        "fr": "Seul le joueur qui sort marque la valeur des cartes restées dans les autres mains. Le premier à "
              "200 gagne (RU-8).",
    },
}
