"""The house rules' site words (``house.*``): the switches' page, the badge every tool shows, the address.

Each variant's own label, description and source are the engine's (``rummylab.words.text.house``), and
so are the messages naming a bad name or value; these are only the words around them.
"""

from site_plugins.words_parts import NB

WORDS: dict[str, dict[str, str]] = {
    "house.title": {
        "pt": "Regras da casa",
        "en": "House rules",
        "es": "Reglas de la casa",
        "fr": "Règles maison",
    },
    "house.badge": {
        "pt": "Regras da casa: {list}",
        "en": "House rules: {list}",
        "es": "Reglas de la casa: {list}",
        "fr": f"Règles maison{NB}: {{list}}",
    },
    "house.value": {
        "pt": "{label}: {value}",
        "en": "{label}: {value}",
        "es": "{label}: {value}",
        "fr": f"{{label}}{NB}: {{value}}",
    },
    "house.reset": {
        "pt": "Voltar às regras do site",
        "en": "Back to the site’s rules",
        "es": "Volver a las reglas del sitio",
        "fr": "Revenir aux règles du site",
    },
    "house.reset_game": {
        "pt": "Voltar às regras do site no {game}",
        "en": "Back to the site’s rules for {game}",
        "es": "Volver a las reglas del sitio en {game}",
        "fr": "Revenir aux règles du site pour le {game}",
    },
    "house.change": {
        "pt": "Mudar as regras da casa",
        "en": "Change the house rules",
        "es": "Cambiar las reglas de la casa",
        "fr": "Changer les règles maison",
    },
    "house.off": {
        "pt": "{label}: não",
        "en": "{label}: no",
        "es": "{label}: no",
        "fr": f"{{label}}{NB}: non",
    },
    "house.yes": {"pt": "sim", "en": "yes", "es": "sí", "fr": "oui"},
    "house.no": {"pt": "não", "en": "no", "es": "no", "fr": "non"},
    "house.no_limit": {"pt": "sem limite", "en": "no limit", "es": "sin límite", "fr": "sans limite"},
    "house.default": {
        "pt": "No perfil do site: {value}.",
        "en": "The site’s profile: {value}.",
        "es": "En el perfil del sitio: {value}.",
        "fr": f"Dans le profil du site{NB}: {{value}}.",
    },
    "house.empty_none": {
        "pt": "Deixe vazio para não haver limite.",
        "en": "Leave it empty for no limit.",
        "es": "Déjalo vacío para que no haya límite.",
        "fr": "Laissez vide pour ne fixer aucune limite.",
    },
    "house.rule": {
        "pt": "Altera a regra {rule}. Origem: {source}.",
        "en": "Changes {rule}; {source}.",
        "es": "Cambia la regla {rule}. Origen: {source}.",
        "fr": f"Modifie la règle {{rule}}. Origine{NB}: {{source}}.",
    },
    "house.game_rules": {
        "pt": "Regras da casa do {game}",
        "en": "{game} house rules",
        "es": "Reglas de la casa de {game}",
        "fr": "Règles maison du {game}",
    },
    "house.ignored": {
        "pt": "Não foi usado, e vale a regra do site: {message}.",
        "en": "Not used; the site’s rule applies: {message}.",
        "es": "No se ha usado, y vale la regla del sitio: {message}.",
        "fr": f"Non retenu, la règle du site s’applique{NB}: {{message}}.",
    },
    "house.bad_item": {
        "pt": "«{value}» não tem a forma jogo.nome:valor (p. ex. knock.penalty:20)",
        "en": "‘{value}’ is not game.name:value (e.g. knock.penalty:20)",
        "es": "«{value}» no tiene la forma juego.nombre:valor (p. ej. knock.penalty:20)",
        "fr": f"«{NB}{{value}}{NB}» n’a pas la forme jeu.nom:valeur (p. ex. knock.penalty:20)",
    },
    "house.twice": {
        "pt": "«{value}» aparece mais de uma vez; vale a primeira",
        "en": "‘{value}’ is given more than once; the first one is used",
        "es": "«{value}» aparece más de una vez; vale la primera",
        "fr": f"«{NB}{{value}}{NB}» figure plusieurs fois{NB}; la première est retenue",
    },
    "house.examples": {
        "pt": "Os exemplos do site com as suas regras",
        "en": "The site’s examples under your rules",
        "es": "Los ejemplos del sitio con tus reglas",
        "fr": "Les exemples du site avec vos règles",
    },
    "house.player": {"pt": "Jogador", "en": "Player", "es": "Jugador", "fr": "Joueur"},
    "house.profile": {
        "pt": "Regras do site",
        "en": "The site’s rules",
        "es": "Reglas del sitio",
        "fr": "Règles du site",
    },
    "house.yours": {
        "pt": "As suas regras",
        "en": "Your rules",
        "es": "Tus reglas",
        "fr": "Vos règles",
    },
    "house.changed": {"pt": "mudou", "en": "changed", "es": "cambia", "fr": "modifié"},
    "house.same": {
        "pt": "Com as suas regras, nada muda neste exemplo.",
        "en": "Under your rules nothing changes in this example.",
        "es": "Con tus reglas no cambia nada en este ejemplo.",
        "fr": "Avec vos règles, rien ne change dans cet exemple.",
    },
    "house.differs": {
        "pt": "Com as suas regras, {n} números mudam (marcados «mudou»).",
        "en": "Under your rules {n} numbers change (marked “changed”).",
        "es": "Con tus reglas cambian {n} números (marcados «cambia»).",
        "fr": f"Avec vos règles, {{n}} nombres changent (marqués «{NB}modifié{NB}»).",
    },
    "house.differs_one": {
        "pt": "Com as suas regras, 1 número muda (marcado «mudou»).",
        "en": "Under your rules 1 number changes (marked “changed”).",
        "es": "Con tus reglas cambia 1 número (marcado «cambia»).",
        "fr": f"Avec vos règles, 1 nombre change (marqué «{NB}modifié{NB}»).",
    },
    "house.why": {
        "pt": "Porquê, com as suas regras",
        "en": "Why, under your rules",
        "es": "Por qué, con tus reglas",
        "fr": "Pourquoi, avec vos règles",
    },
    "house.computing": {
        "pt": "A recalcular os exemplos…",
        "en": "Recomputing the examples…",
        "es": "Recalculando los ejemplos…",
        "fr": "Nouveau calcul des exemples…",
    },
    "house.kept": {
        "pt": "Guardado neste navegador e no endereço da página: a ligação leva as suas regras.",
        "en": "Kept in this browser and in the page’s address: a link carries your rules.",
        "es": "Guardado en este navegador y en la dirección de la página: el enlace lleva tus reglas.",
        "fr": f"Conservé dans ce navigateur et dans l’adresse de la page{NB}: un lien transmet vos règles.",
    },
    "house.net": {
        "pt": "saldo da mão",
        "en": "net for the hand",
        "es": "saldo de la mano",
        "fr": "solde de la donne",
    },
    "house.penalties": {
        "pt": "pontos de penalização",
        "en": "penalty points",
        "es": "puntos de penalización",
        "fr": "points de pénalité",
    },
    "house.points": {
        "pt": "pontos da ronda",
        "en": "points for the round",
        "es": "puntos de la ronda",
        "fr": "points de la manche",
    },
    "house.noscript": {
        "pt": "Os interruptores precisam de JavaScript; os números acima são os das regras do site.",
        "en": "The switches need JavaScript; the numbers above are the site’s rules’.",
        "es": "Los interruptores necesitan JavaScript; los números de arriba son los de las reglas del sitio.",
        "fr": f"Ces options demandent JavaScript{NB}; les nombres ci-dessus sont ceux des règles du site.",
    },
}
