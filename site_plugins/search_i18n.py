"""One search index per language for Material + mkdocs-static-i18n.

Material's search reads ``<config.base>/search/search_index.json``, and with the i18n plugin's
``reconfigure_search`` every language shares one index, so a reader of /fr/ gets Portuguese hits
(a limitation the i18n plugin documents). This plugin, with ``reconfigure_search: false``:

- after each language's build, takes the index that build's search plugin just wrote (that
  language's pages only) and writes it to ``site/<lang>/search/search_index.json`` with the
  locations made relative to ``/<lang>/`` and ``lang: [<lang>]`` (that language's stemmer);
- points the pages of ``/<lang>/`` at it by making ``base`` in Material's ``__config`` end in
  ``<lang>``: the theme uses ``base`` for the index's URL and to resolve result links (and for
  versioning and instant navigation, which this site does not use);
- when every language is built, writes the default language's index back to ``site/search/``
  (the later builds overwrote it).

List it after ``i18n`` in mkdocs.yml.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, CombinedEvent, event_priority, get_plugin_logger
from mkdocs.structure.pages import Page

log = get_plugin_logger(__name__)

INDEX = Path("search") / "search_index.json"
_CONFIG_BASE = re.compile(r'(<script id="__config" type="application/json">.*?"base":\s*")([^"]*)(")', re.S)


def split_index(data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The index of one non-default language, located relative to ``/<lang>/``.

    >>> split_index({"config": {"lang": ["pt"]}, "docs": [{"location": "en/rummy/", "title": "Rummy"}]}, "en")
    {'config': {'lang': ['en']}, 'docs': [{'location': 'rummy/', 'title': 'Rummy'}]}
    """
    prefix = f"{lang}/"
    docs = []
    for entry in data["docs"]:
        location = entry["location"]
        if not location.startswith(prefix):
            raise PluginError(f"rummylab-search-i18n: search entry {location!r} is not a page of /{lang}/")
        docs.append({**entry, "location": location[len(prefix):]})
    return {**data, "config": {**data["config"], "lang": [lang]}, "docs": docs}


class SearchI18nPlugin(BasePlugin):
    """MkDocs plugin ``rummylab-search-i18n``: a search index per language."""

    def __init__(self) -> None:
        self.default_index: dict[str, Any] | None = None

    def _i18n(self, config: MkDocsConfig) -> Any:
        i18n = config.plugins.get("i18n")
        if i18n is None:
            raise PluginError("rummylab-search-i18n needs the i18n plugin (mkdocs-static-i18n)")
        if i18n.config.reconfigure_search:
            raise PluginError("rummylab-search-i18n: set `reconfigure_search: false` in the i18n plugin's options")
        return i18n

    def on_config(self, config: MkDocsConfig) -> None:
        self._i18n(config)

    def on_post_page(self, output: str, *, page: Page, config: MkDocsConfig) -> str:
        i18n = self._i18n(config)
        lang = i18n.current_language
        if lang == i18n.default_language:
            return output
        new, count = _CONFIG_BASE.subn(lambda m: f"{m[1]}{m[2].rstrip('/') or '.'}/{lang}{m[3]}", output, count=1)
        if count != 1:
            raise PluginError(f"rummylab-search-i18n: no Material __config in {page.file.src_uri}")
        return new

    @event_priority(-50)  # after the search plugin wrote this language's index, before i18n builds the next
    def _keep_language_index(self, config: MkDocsConfig) -> None:
        i18n = self._i18n(config)
        lang = i18n.current_language
        path = Path(config.site_dir) / INDEX
        data = json.loads(path.read_text(encoding="utf-8"))
        if lang == i18n.default_language:
            self.default_index = {**data, "config": {**data["config"], "lang": [lang]}}
            return
        target = Path(config.site_dir) / lang / INDEX
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(split_index(data, lang), ensure_ascii=False, separators=(",", ":")), encoding="utf-8")

    @event_priority(-200)  # after i18n's own on_post_build has built every other language
    def _restore_default_index(self, config: MkDocsConfig) -> None:
        i18n = self._i18n(config)
        if i18n.building or self.default_index is None:
            return
        path = Path(config.site_dir) / INDEX
        path.write_text(json.dumps(self.default_index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
        self.default_index = None

    on_post_build = CombinedEvent(_keep_language_index, _restore_default_index)
