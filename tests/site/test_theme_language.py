"""The theme's own words follow the page's language; Portuguese in European usage."""

from __future__ import annotations

from pathlib import Path


def test_portuguese_theme_strings_are_european(built_site: Path) -> None:
    home = (built_site / "index.html").read_text(encoding="utf-8")
    assert 'placeholder="Pesquisar"' in home
    for brazilian in ("Buscar", "Digite para", "Compartilhar", "Selecione o idioma", "Abas"):
        assert brazilian not in home, f"{brazilian!r} on the Portuguese home page"


def test_other_languages_keep_materials_strings(built_site: Path) -> None:
    assert 'placeholder="Search"' in (built_site / "en" / "index.html").read_text(encoding="utf-8")
    assert 'placeholder="Búsqueda"' in (built_site / "es" / "index.html").read_text(encoding="utf-8")
    assert 'placeholder="Rechercher"' in (built_site / "fr" / "index.html").read_text(encoding="utf-8")
