"""The worksheet maker's words (teachers/worksheets/: site_plugins/widgets/worksheet.py, docs/assets/worksheet.js).

The problems' prompts, answer lines, the key's sentences and the error messages come from the
engine (rummylab.words.text.worksheet); these are the page's controls and the sheet's frame.
"""

from site_plugins.words_parts import NB

WORDS: dict[str, dict[str, str]] = {
    "worksheet.title": {"pt": "Criar uma ficha de exercícios", "en": "Make a worksheet", "es": "Crear una ficha de ejercicios",
                        "fr": "Créer une fiche d’exercices"},
    "worksheet.kinds": {"pt": "Tipos de problema", "en": "Kinds of problem", "es": "Tipos de problema",
                        "fr": "Types de problèmes"},
    # All three games: what is left over is each game's own count (deadwood, penalty points, cards in hand).
    "worksheet.kind_meld": {"pt": "Organizar uma mão e contar o que fica de fora",
                            "en": "Meld a hand and count what is left over",
                            "es": "Ordenar una mano y contar lo que queda fuera",
                            "fr": "Ranger une main et compter ce qui reste"},
    "worksheet.kind_settle": {"pt": "Acertar uma mesa de Knock Rummy", "en": "Settle a Knock Rummy table",
                              "es": "Liquidar una mesa de Knock Rummy", "fr": "Régler une table de Knock Rummy"},
    "worksheet.kind_tt": {"pt": "Pontuar uma ronda de Three Thirteen com as selvagens",
                          "en": "Score a Three Thirteen round with its wild rank",
                          "es": "Puntuar una ronda de Three Thirteen con sus comodines",
                          "fr": "Compter une manche de Three Thirteen avec ses cartes frimes"},
    "worksheet.kind_rummy": {"pt": "Pontuar uma ronda de Rummy", "en": "Score a Rummy round",
                             "es": "Puntuar una ronda de Rummy", "fr": "Compter une manche de Rummy"},
    "worksheet.kind_knock": {"pt": "Bater ou não (Knock Rummy, no máximo {limit} por ficha)",
                             "en": "Knock or not (Knock Rummy, at most {limit} a sheet)",
                             "es": "Cerrar o no (Knock Rummy, como máximo {limit} por ficha)",
                             "fr": "Frapper ou non (Knock Rummy, {limit} au plus par fiche)"},
    "worksheet.game_all": {"pt": "Os três jogos", "en": "All three games", "es": "Los tres juegos",
                           "fr": "Les trois jeux"},
    "worksheet.level": {"pt": "Nível", "en": "Level", "es": "Nivel", "fr": "Niveau"},
    "worksheet.level_1": {"pt": "1: primeiros passos", "en": "1: first steps", "es": "1: primeros pasos",
                          "fr": f"1{NB}: premiers pas"},
    "worksheet.level_2": {"pt": "2: mesas maiores", "en": "2: bigger tables", "es": "2: mesas más grandes",
                          "fr": f"2{NB}: tables plus grandes"},
    "worksheet.level_3": {"pt": "3: empates, frações e casos difíceis", "en": "3: ties, fractions and hard cases",
                          "es": "3: empates, fracciones y casos difíciles",
                          "fr": f"3{NB}: égalités, fractions et cas difficiles"},
    "worksheet.count": {"pt": "Número de problemas (1 a 40)", "en": "Number of problems (1 to 40)",
                        "es": "Número de problemas (de 1 a 40)", "fr": "Nombre de problèmes (1 à 40)"},
    "worksheet.sheet_title": {"pt": "Título da ficha", "en": "Title of the sheet", "es": "Título de la ficha",
                              "fr": "Titre de la fiche"},
    "worksheet.seed": {"pt": "Semente (o número da ficha)", "en": "Seed (the sheet’s number)",
                       "es": "Semilla (el número de la ficha)", "fr": "Graine (le numéro de la fiche)"},
    "worksheet.make": {"pt": "Criar a ficha", "en": "Make the sheet", "es": "Crear la ficha", "fr": "Créer la fiche"},
    "worksheet.new": {"pt": "Nova ficha", "en": "New sheet", "es": "Ficha nueva", "fr": "Nouvelle fiche"},
    "worksheet.print": {"pt": "Imprimir", "en": "Print", "es": "Imprimir", "fr": "Imprimer"},
    "worksheet.download_key": {"pt": "Descarregar só as soluções", "en": "Download the key only",
                               "es": "Descargar solo las soluciones", "fr": "Télécharger le corrigé seul"},
    "worksheet.link": {"pt": "Endereço desta ficha", "en": "Address of this sheet", "es": "Dirección de esta ficha",
                       "fr": "Adresse de cette fiche"},
    "worksheet.making": {"pt": "A preparar a ficha…", "en": "Making the sheet…", "es": "Preparando la ficha…",
                         "fr": "Préparation de la fiche…"},
    "worksheet.ready": {"pt": "Ficha pronta.", "en": "Sheet ready.", "es": "Ficha lista.", "fr": "Fiche prête."},
    "worksheet.kept": {"pt": "A ficha abaixo continua a ser a anterior.", "en": "The sheet below is still the previous one.",
                       "es": "La ficha de abajo sigue siendo la anterior.", "fr": "La fiche ci-dessous reste la précédente."},
    "worksheet.name": {"pt": "Nome", "en": "Name", "es": "Nombre", "fr": "Nom"},
    "worksheet.date": {"pt": "Data", "en": "Date", "es": "Fecha", "fr": "Date"},
    "worksheet.problems": {"pt": "Problemas", "en": "Problems", "es": "Problemas", "fr": "Problèmes"},
    "worksheet.hand_of": {"pt": "mão do {player}", "en": "hand of {player}", "es": "mano del {player}",
                          "fr": "main du {player}"},
    "worksheet.hand": {"pt": "mão a organizar", "en": "hand to arrange", "es": "mano para ordenar",
                       "fr": "main à ranger"},
    "worksheet.went_out": {"pt": "saiu", "en": "went out", "es": "salió", "fr": "sort"},
    "worksheet.no_cards": {"pt": "sem cartas", "en": "no cards left", "es": "sin cartas", "fr": "plus de cartes"},
    "worksheet.noscript": {
        "pt": "Sem JavaScript, a página mostra esta ficha de exemplo, com as soluções. Para escolher os problemas, "
              "ative o JavaScript ou use o comando rummylab worksheet.",
        "en": "Without JavaScript the page shows this sample sheet with its key. To choose the problems, turn "
              "JavaScript on or use the command rummylab worksheet.",
        "es": "Sin JavaScript, la página muestra esta ficha de ejemplo con sus soluciones. Para elegir los problemas, "
              "activa JavaScript o usa el comando rummylab worksheet.",
        "fr": "Sans JavaScript, la page montre cette fiche d’exemple avec son corrigé. Pour choisir les problèmes, "
              "activez JavaScript ou utilisez la commande rummylab worksheet.",
    },
}
