"""The words of the offline copy (site_plugins/offline.py): the web app manifest and the notice
that a new version of the site is ready (docs/assets/offline.js)."""

from site_plugins.words_parts import NB

WORDS: dict[str, dict[str, str]] = {
    # The installed app's name (web app manifest): the launcher shows short_name under the icon.
    "offline.app_name": {
        "pt": "rummylab: Knock Rummy, Three Thirteen e Rummy",
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
}
