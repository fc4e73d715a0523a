"""The theme's own words follow the page's language; Portuguese in European usage."""

from __future__ import annotations

import re
from pathlib import Path


def test_portuguese_theme_strings_are_european(built_site: Path) -> None:
    home = (built_site / "index.html").read_text(encoding="utf-8")
    assert 'placeholder="Pesquisar"' in home
    for brazilian in ("Buscar", "Digite para", "Compartilhar", "Selecione o idioma", "Abas"):
        assert brazilian not in home, f"{brazilian!r} on the Portuguese home page"


def test_spanish_theme_strings_are_peninsular_with_tu(built_site: Path) -> None:
    # Material's es.html says "Teclee para comenzar búsqueda" (usted) and "documentos encontrados".
    for page in ("index.html", "knock-rummy/index.html", "house-rules/index.html", "rules/index.html"):
        html = (built_site / "es" / page).read_text(encoding="utf-8")
        assert 'placeholder="Buscar"' in html and "Escribe para buscar" in html and "Ir al contenido" in html, page
        for usted in ("Teclee", "Escriba", "usted", "Saltar a contenido", "documentos encontrados",
                      "Tabla de contenidos", "Seleccionar idioma"):
            assert usted not in html, f"{usted!r} on es/{page}"


def test_other_languages_keep_materials_strings(built_site: Path) -> None:
    assert 'placeholder="Search"' in (built_site / "en" / "index.html").read_text(encoding="utf-8")
    assert 'placeholder="Rechercher"' in (built_site / "fr" / "index.html").read_text(encoding="utf-8")


THEME_WORDS = {"pt": ("Ligação permanente", "Feito com", "Início"), "en": ("Permanent link", "Made with", "Home"),
               "es": ("Enlace permanente", "Hecho con", "Inicio"), "fr": ("Lien permanent", "Réalisé avec", "Accueil")}


def test_materials_untranslated_words_follow_the_page(built_site: Path) -> None:
    # The heading anchors' title and the footer's "Made with" have no translation in Material.
    for lang, (permalink, made_with, home) in THEME_WORDS.items():
        root = built_site if lang == "pt" else built_site / lang
        page = (root / "knock-rummy" / "index.html").read_text(encoding="utf-8")
        assert f'title="{permalink}"' in page and made_with in page, lang
        others = [w for other, words in THEME_WORDS.items() if other != lang for w in words[:2]]
        assert not [w for w in others if w in page], lang
        # Every home page is titled like the others: "<Home> - rummylab", the Portuguese root too.
        assert f"<title>{home} - rummylab</title>" in (root / "index.html").read_text(encoding="utf-8"), lang


def test_french_theme_labels_keep_the_narrow_space_before_a_colon(built_site: Path) -> None:
    # Material writes "{direction}: {title}" in the footer links' aria-label, and its toc's striptags
    # turns U+202F into a plain space: screen readers read both, so both keep French typography.
    page = (built_site / "fr" / "rummy" / "print" / "index.html").read_text(encoding="utf-8")
    labels = re.findall(r'aria-label="([^"]*)"', page)
    with_colon = [label for label in labels if ":" in label]
    assert any(label.startswith("Précédent\u202f: ") for label in with_colon), with_colon
    assert "Rummy\u202f: combinaisons et cartes posées" in labels, with_colon
    assert not [label for label in with_colon if re.search(r"[^\u202f]:", label)], with_colon
