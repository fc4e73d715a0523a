"""The practice progress's words (``progress.*``): the bar under each practice tool (levels, the
problem of the day, a link's problem, a missed problem coming back) and the progress page."""

from site_plugins.words_parts import NB

WORDS: dict[str, dict[str, str]] = {
    # ---- the bar of each practice tool (practice-bar.js) ------------------------------------------
    "progress.level": {"pt": "Dificuldade", "en": "Difficulty", "es": "Dificultad", "fr": "Difficulté"},
    "progress.level_any": {"pt": "qualquer", "en": "any", "es": "cualquiera", "fr": "toutes"},
    "progress.level_n": {"pt": "nível {n}", "en": "level {n}", "es": "nivel {n}", "fr": "niveau {n}"},
    "progress.this_level": {
        "pt": "Dificuldade deste problema: {n} em 5.",
        "en": "This problem’s difficulty: {n} of 5.",
        "es": "Dificultad de este problema: {n} de 5.",
        "fr": f"Difficulté de ce problème{NB}: {{n}} sur 5.",
    },
    "progress.daily": {"pt": "Problema do dia", "en": "Problem of the day", "es": "Problema del día",
                       "fr": "Problème du jour"},
    "progress.yesterday": {"pt": "Solução de ontem", "en": "Yesterday’s answer", "es": "Solución de ayer",
                           "fr": "Solution d’hier"},
    "progress.daily_title": {
        "pt": "Problema do dia {date}: o mesmo para todos os leitores hoje.",
        "en": "Problem of the day, {date}: the same for every reader today.",
        "es": "Problema del día {date}: el mismo para todos los lectores hoy.",
        "fr": f"Problème du jour, {{date}}{NB}: le même pour tous les lecteurs aujourd’hui.",
    },
    "progress.yesterday_title": {
        "pt": "O problema do dia {date}, com a resposta do motor e a explicação (não conta para o seu progresso).",
        "en": "The problem of the day of {date}, with the engine’s answer and why (it does not count in your progress).",
        "es": "El problema del día {date}, con la respuesta del motor y la explicación (no cuenta en tu progreso).",
        "fr": "Le problème du jour du {date}, avec la réponse du moteur et son explication (il ne compte pas "
              "dans votre progression).",
    },
    "progress.link_note": {
        "pt": "Este problema veio de uma ligação: é para praticar e não conta para o seu progresso, a menos que o escolha.",
        "en": "This problem came from a link: it is practice and does not count in your progress unless you choose.",
        "es": "Este problema viene de un enlace: es para practicar y no cuenta en tu progreso, salvo que lo elijas.",
        "fr": "Ce problème vient d’un lien : c’est de l’entraînement, il ne compte dans votre progression que si "
              "vous le choisissez.".replace(" :", f"{NB}:"),
    },
    "progress.count_link": {
        "pt": "Contar este problema no meu progresso",
        "en": "Count this problem in my progress",
        "es": "Contar este problema en mi progreso",
        "fr": "Compter ce problème dans ma progression",
    },
    "progress.review": {
        "pt": "Um problema que falhou volta: tente outra vez.",
        "en": "A problem you missed comes back: try it again.",
        "es": "Aquí tienes de nuevo un problema que fallaste: inténtalo otra vez.",
        "fr": f"Un problème manqué revient{NB}: essayez encore.",
    },
    "progress.review_explanation": {
        "pt": "A explicação da última vez",
        "en": "The explanation from last time",
        "es": "La explicación de la última vez",
        "fr": "L’explication de la dernière fois",
    },
    "progress.broken": {
        "pt": "Não foi possível ler o progresso guardado: ficou uma cópia posta de parte e o progresso recomeça do zero. "
              "As ferramentas funcionam como sempre.",
        "en": "Your saved progress could not be read: a copy was kept aside and your progress starts afresh. "
              "The tools work as usual.",
        "es": "No se pudo leer tu progreso guardado: se guardó una copia aparte y el progreso empieza de cero. "
              "Las herramientas funcionan como siempre.",
        "fr": f"Votre progression enregistrée est illisible{NB}: une copie a été mise de côté et la progression "
              "repart de zéro. Les outils fonctionnent comme d’habitude.",
    },
    "progress.unsaved": {
        "pt": "Este navegador não deixa a página guardar: o progresso fica só para esta visita.",
        "en": "This browser does not let the page save: your progress is kept for this visit only.",
        "es": "Este navegador no permite que la página guarde datos: el progreso solo dura esta visita.",
        "fr": f"Ce navigateur ne laisse pas la page enregistrer{NB}: la progression ne vaut que pour cette visite.",
    },
    "progress.page_link": {"pt": "O seu progresso", "en": "Your progress", "es": "Tu progreso",
                           "fr": "Votre progression"},
    # ---- the progress page (progress.js) -------------------------------------------------------
    "progress.title": {"pt": "O seu progresso", "en": "Your progress", "es": "Tu progreso", "fr": "Votre progression"},
    "progress.empty": {
        "pt": "Ainda não respondeu a nenhum problema: o quiz de acerto, os problemas de combinações e o treinador "
              "de batidas contam aqui.",
        "en": "No problem answered yet: the settlement quiz, the meld puzzles and the knock coach count here.",
        "es": "Aún no has respondido ningún problema: el test de liquidación, los problemas de combinaciones y el "
              "entrenador del cierre cuentan aquí.",
        "fr": f"Aucun problème résolu pour l’instant{NB}: le quiz de règlement, les problèmes de combinaisons et "
              "l’entraîneur de la frappe comptent ici.",
    },
    "progress.tool_quiz": {"pt": "Quiz de acerto", "en": "Settlement quiz", "es": "Test de liquidación",
                           "fr": "Quiz de règlement"},
    "progress.tool_puzzle": {"pt": "Problemas de combinações", "en": "Meld puzzles", "es": "Problemas de combinaciones",
                             "fr": "Problèmes de combinaisons"},
    "progress.tool_coach": {"pt": "Treinador de batidas", "en": "Knock coach", "es": "Entrenador del cierre",
                            "fr": "Entraîneur de la frappe"},
    "progress.col_level": {"pt": "Nível", "en": "Level", "es": "Nivel", "fr": "Niveau"},
    "progress.col_done": {"pt": "Feitos", "en": "Done", "es": "Hechos", "fr": "Faits"},
    "progress.col_right": {"pt": "Certos", "en": "Right", "es": "Acertados", "fr": "Justes"},
    "progress.all_levels": {"pt": "Todos", "en": "All", "es": "Todos", "fr": "Tous"},
    "progress.streak": {
        "pt": "Certos seguidos: {n} agora, {best} no máximo.",
        "en": "Right in a row: {n} now, {best} at best.",
        "es": "Aciertos seguidos: {n} ahora, {best} como máximo.",
        "fr": f"Bonnes réponses d’affilée{NB}: {{n}} en ce moment, {{best}} au mieux.",
    },
    "progress.rules_title": {"pt": "As regras mais falhadas", "en": "The rules most often missed",
                             "es": "Las reglas más falladas", "fr": "Les règles le plus souvent manquées"},
    "progress.rules_none": {"pt": "Ainda nenhuma regra falhada.", "en": "No rule missed yet.",
                            "es": "Todavía ninguna regla fallada.", "fr": "Aucune règle manquée pour l’instant."},
    "progress.col_rule": {"pt": "Regra", "en": "Rule", "es": "Regla", "fr": "Règle"},
    "progress.col_missed": {"pt": "Falhas", "en": "Missed", "es": "Fallos", "fr": "Erreurs"},
    "progress.chart_title": {"pt": "Problemas por dia", "en": "Problems per day", "es": "Problemas por día",
                             "fr": "Problèmes par jour"},
    "progress.chart_desc": {
        "pt": "Barras por dia: problemas feitos e, por cima, os certos.",
        "en": "Bars per day: problems done, and over them those right.",
        "es": "Barras por día: problemas hechos y, encima, los acertados.",
        "fr": "Barres par jour : problèmes faits et, par-dessus, problèmes réussis.".replace(" :", f"{NB}:"),
    },
    "progress.chart_day": {
        "pt": "{day}: {done} feitos, {right} certos",
        "en": "{day}: {done} done, {right} right",
        "es": "{day}: {done} hechos, {right} acertados",
        "fr": f"{{day}}{NB}: {{done}} faits, {{right}} justes",
    },
    "progress.waiting": {
        "pt": "Problemas falhados à espera de voltar: {n}.",
        "en": "Missed problems waiting to come back: {n}.",
        "es": "Problemas fallados pendientes de repaso: {n}.",
        "fr": f"Problèmes manqués qui attendent de revenir{NB}: {{n}}.",
    },
    "progress.games_title": {"pt": "Jogos contra o computador", "en": "Games against the computer",
                             "es": "Partidas contra el ordenador", "fr": "Parties contre l’ordinateur"},
    "progress.col_game": {"pt": "Jogo", "en": "Game", "es": "Juego", "fr": "Jeu"},
    "progress.col_played": {"pt": "Jogados", "en": "Played", "es": "Partidas jugadas", "fr": "Jouées"},
    "progress.col_won": {"pt": "Ganhos", "en": "Won", "es": "Ganadas", "fr": "Gagnées"},
    "progress.export": {"pt": "Exportar (ficheiro JSON)", "en": "Export (JSON file)", "es": "Exportar (archivo JSON)",
                        "fr": "Exporter (fichier JSON)"},
    "progress.import": {"pt": "Importar um ficheiro", "en": "Import a file", "es": "Importar un archivo",
                        "fr": "Importer un fichier"},
    "progress.imported": {
        "pt": "Progresso importado: {n} respostas.",
        "en": "Progress imported: {n} answers.",
        "es": "Progreso importado: {n} respuestas.",
        "fr": f"Progression importée{NB}: {{n}} réponses.",
    },
    "progress.import_bad": {
        "pt": "Este ficheiro não é um progresso exportado do rummylab: nada mudou.",
        "en": "This file is not a progress exported by rummylab: nothing was changed.",
        "es": "Este archivo no es un progreso exportado por rummylab: no ha cambiado nada.",
        "fr": f"Ce fichier n’est pas une progression exportée par rummylab{NB}: rien n’a changé.",
    },
    "progress.forget": {"pt": "Esquecer o meu progresso", "en": "Forget my progress", "es": "Olvidar mi progreso",
                        "fr": "Oublier ma progression"},
    "progress.forget_sure": {
        "pt": "Sim, esquecer tudo neste dispositivo",
        "en": "Yes, forget it all on this device",
        "es": "Sí, olvidarlo todo en este dispositivo",
        "fr": "Oui, tout oublier sur cet appareil",
    },
    "progress.forget_ask": {
        "pt": "Esquecer todo o seu progresso neste dispositivo? Não se pode desfazer.",
        "en": "Forget all your progress on this device? This cannot be undone.",
        "es": "¿Olvidar todo tu progreso en este dispositivo? No se puede deshacer.",
        "fr": f"Oublier toute votre progression sur cet appareil{NB}? C’est définitif.",
    },
    "progress.forgotten": {"pt": "O seu progresso foi esquecido.", "en": "Your progress is forgotten.",
                           "es": "Tu progreso se ha olvidado.", "fr": "Votre progression est oubliée."},
    "progress.copies": {
        "pt": "Cópias postas de parte (progresso que não se pôde ler): {n}.",
        "en": "Copies kept aside (progress that could not be read): {n}.",
        "es": "Copias guardadas aparte (progreso que no se pudo leer): {n}.",
        "fr": f"Copies mises de côté (progression illisible){NB}: {{n}}.",
    },
    "progress.private": {
        "pt": "Guardado só neste navegador, neste dispositivo: nada sai dele. Sem conta, sem servidor.",
        "en": "Kept in this browser on this device only: nothing leaves it. No account, no server.",
        "es": "Guardado solo en este navegador, en este dispositivo: nada sale de él. Sin cuenta, sin servidor.",
        "fr": f"Conservé dans ce navigateur, sur cet appareil seulement{NB}: rien n’en sort. Ni compte ni serveur.",
    },
    "progress.noscript": {
        "pt": "O seu progresso é guardado pelo navegador e aparece aqui quando o JavaScript está ativo.",
        "en": "Your progress is kept by your browser and shown here when JavaScript runs.",
        "es": "Tu progreso lo guarda el navegador y aparece aquí cuando JavaScript está activo.",
        "fr": "Votre progression est conservée par le navigateur et s’affiche ici quand JavaScript est actif.",
    },
}
