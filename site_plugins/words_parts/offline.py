"""The words of the offline copy (site_plugins/offline.py): the web app manifest, the notice that a
new version of the site is ready, and the footer's line saying what is kept offline, with its
button (docs/assets/offline.js)."""

from site_plugins.words_parts import NB

WORDS: dict[str, dict[str, str]] = {
    # The installed app's name (web app manifest): the launcher shows short_name under the icon.
    "offline.app_name": {
        "pt": "Rummylab: Knock Rummy, Three Thirteen e Rummy",
        "en": "rummylab: Knock Rummy, Three Thirteen and Rummy",
        "es": "rummylab: Knock Rummy, Three Thirteen y Rummy",
        "fr": f"rummylab{NB}: Knock Rummy, Three Thirteen et Rummy",
    },
    "offline.app_description": {
        "pt": "As regras de três jogos de cartas, com exemplos calculados e exercícios que funcionam sem ligação à internet.",
        "en": "The rules of three card games, with worked examples and practice tools that keep working offline.",
        "es": "Las reglas de tres juegos de cartas, con ejemplos calculados y ejercicios que funcionan sin conexión.",
        "fr": "Les règles de trois jeux de cartes, avec des exemples calculés et des exercices qui fonctionnent aussi hors connexion.",
    },
    # The notice shown when a new build of the site has been downloaded and waits to take over.
    "offline.update_ready": {
        "pt": "Está pronta uma nova versão do site. Recarregue a página para a usar.",
        "en": "A new version of the site is ready. Reload the page to use it.",
        "es": "Ya está lista una nueva versión del sitio. Recarga la página para usarla.",
        "fr": "Une nouvelle version du site est prête. Rechargez la page pour l’utiliser.",
    },
    "offline.reload": {"pt": "Recarregar", "en": "Reload", "es": "Recargar", "fr": "Recharger"},
    "offline.later": {"pt": "Mais tarde", "en": "Later", "es": "Más tarde", "fr": "Plus tard"},
    "offline.notice_label": {
        "pt": "Nova versão do site",
        "en": "New version of the site",
        "es": "Nueva versión del sitio",
        "fr": "Nouvelle version du site",
    },
    # The footer of every page: what is kept offline, and the button that keeps the language.
    "offline.status_label": {
        "pt": "Uso sem ligação",
        "en": "Offline use",
        "es": "Uso sin conexión",
        "fr": "Utilisation hors connexion",
    },
    "offline.keep": {
        "pt": "Guardar este site para usar sem ligação",
        "en": "Keep this site for offline use",
        "es": "Guardar este sitio para usarlo sin conexión",
        "fr": "Rendre ce site disponible hors connexion",
    },
    "offline.kept_not": {
        "pt": "Esta página ainda não está guardada para usar sem ligação.",
        "en": "This page is not kept for offline use yet.",
        "es": "Esta página aún no está guardada para usarla sin conexión.",
        "fr": "Cette page n’est pas encore disponible hors connexion.",
    },
    "offline.kept_page": {
        "pt": "Esta página está guardada para usar sem ligação.",
        "en": "This page is kept for offline use.",
        "es": "Esta página está guardada para usarla sin conexión.",
        "fr": "Cette page est disponible hors connexion.",
    },
    "offline.kept_pages_1": {
        "pt": "Esta página e mais uma estão guardadas para usar sem ligação.",
        "en": "This page and one other are kept for offline use.",
        "es": "Esta página y otra más están guardadas para usarlas sin conexión.",
        "fr": "Cette page et une autre sont disponibles hors connexion.",
    },
    "offline.kept_pages_n": {
        "pt": "Esta página e mais {n} estão guardadas para usar sem ligação.",
        "en": "This page and {n} others are kept for offline use.",
        "es": "Esta página y otras {n} están guardadas para usarlas sin conexión.",
        "fr": "Cette page et {n} autres sont disponibles hors connexion.",
    },
    "offline.kept_all": {
        "pt": "Todo o site em português está guardado para usar sem ligação.",
        "en": "The whole English site is kept for offline use.",
        "es": "Todo el sitio en español está guardado para usarlo sin conexión.",
        "fr": "Tout le site en français est disponible hors connexion.",
    },
    "offline.kept_tools": {
        "pt": "As ferramentas de prática também funcionam sem ligação.",
        "en": "The practice tools work offline too.",
        "es": "Las herramientas de práctica también funcionan sin conexión.",
        "fr": "Les outils d’entraînement fonctionnent aussi hors connexion.",
    },
    "offline.keeping": {
        "pt": "A guardar o site para usar sem ligação: {n}\u00a0%…",
        "en": "Keeping the site for offline use: {n}%…",
        "es": "Guardando el sitio para usarlo sin conexión: {n}\u00a0%…",
        "fr": f"Enregistrement du site pour une utilisation hors connexion{NB}: {{n}}{NB}%…",
    },
    "offline.keep_failed": {
        "pt": "Não foi possível guardar o site. Tente de novo com ligação.",
        "en": "The site could not be kept. Try again when online.",
        "es": "No se pudo guardar el sitio. Vuelve a intentarlo con conexión.",
        "fr": "Le site n’a pas pu être enregistré. Réessayez avec une connexion.",
    },
}
