"""Rules on paper: each game's complete rules as one printable page, and as a PDF, in every language.

A page ``docs/<lang>/<game>/print.md`` holds its heading, a line or two, and the marker
``<!-- paper:<game> -->``, which this plugin replaces with the game's rules pages (:data:`PAGES`,
in the order of the site's menu; less what a page marks ``<!-- not-on-paper -->`` … ``<!--
/not-on-paper -->``, the link to this page), their headings one level down, then the game's part
of the rules reference (every rule id stated in a sentence or two). It runs before the examples and
widgets plugins, so the worked examples are drawn and verified there as on their own pages, and
the rule ids are linked as everywhere. The site's print stylesheet (``docs/assets/print.css``)
leaves out the menu, header and footer when it is printed.

After the build (every language's: one Chromium for all), Chromium (through Playwright;
``$CHROMIUM``, Debian's ``/usr/bin/chromium`` by default) prints each of those pages to ``<game>/print/rummylab-<game>-<lang>.pdf`` beside it, A4,
as a reader's browser would; the page links to it. The service worker does not precache the PDFs.

>>> print(shift_headings("# Title\\n\\n```\\n# not a heading\\n```\\n## Part"))
## Title
<BLANKLINE>
```
# not a heading
```
### Part
>>> print(body_of("---\\ndescription: x\\n---\\n\\n# Title\\ntext\\n<!-- not-on-paper -->\\nsite\\n<!-- /not-on-paper -->\\n"))
# Title
text
>>> rules_part("## Knock Rummy\\n\\nKR-1 [Cards](knock-rummy/deal.md)\\n\\n## Rummy\\nRU-1", "Knock Rummy")
'## Knock Rummy\\n\\nKR-1 [Cards](../knock-rummy/deal.md)'
"""

from __future__ import annotations

import functools
import os
import re
from pathlib import Path

from mkdocs.config import config_options as c
from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, event_priority, get_plugin_logger
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from rummylab.games import get
from site_plugins.serve import SiteHandler, running_server

__all__ = ["PAGES", "PaperPlugin", "pdf_name", "shift_headings", "body_of", "rules_part"]

log = get_plugin_logger(__name__)

#: Each game's folder -> its key in the engine and its rules pages, in the menu's order (strategy,
#: walkthroughs and other advice stay on the site).
PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "knock-rummy": ("knock", ("index.md", "deal.md", "melds.md", "turn.md", "settlement.md", "session.md", "faq.md")),
    "three-thirteen": ("three-thirteen", ("index.md", "melds.md", "play.md", "scoring.md")),
    "rummy": ("rummy", ("index.md", "melds.md", "play.md", "scoring.md")),
}
_MARKER = re.compile(r"<!--\s*paper:(?P<game>[\w-]+)\s*-->")
_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
_FRONT = re.compile(r"\A---\n.*?\n---\n", re.S)
#: What a rules page says only on the site (the link to its own print page).
_NOT_ON_PAPER = re.compile(r"<!-- not-on-paper -->.*?<!-- /not-on-paper -->\n?", re.S)
_LINK = re.compile(r"\]\((?!https?:|/|#|\.\./)([^)\s]+)\)")


def pdf_name(game: str, lang: str) -> str:
    """The PDF's file name, beside its print page: ``rummylab-knock-rummy-en.pdf``."""
    return f"rummylab-{game}-{lang}.pdf"


def shift_headings(markdown: str) -> str:
    """Every ATX heading one level down (``#`` → ``##``), code fences left alone."""
    out, fence = [], None
    for line in markdown.split("\n"):
        opened = _FENCE.match(line)
        if opened and fence is None:
            fence = opened[1][0]
        elif opened and fence == opened[1][0]:
            fence = None
        elif fence is None and line.startswith("#"):
            line = "#" + line
        out.append(line)
    return "\n".join(out)


def body_of(markdown: str) -> str:
    """A page's Markdown without its front matter and what it says only on the site."""
    return _NOT_ON_PAPER.sub("", _FRONT.sub("", markdown, count=1)).strip()


def rules_part(reference: str, title: str) -> str:
    """The part of the rules reference (rules.md) headed ``## <title>``, its links made relative to a game's folder."""
    match = re.search(rf"^## {re.escape(title)}[ \t]*$(.*?)(?=^## |\Z)", reference, re.M | re.S)
    if not match:
        raise PluginError(f"rummylab-paper: the rules reference has no part '## {title}'")
    return _LINK.sub(lambda m: f"](../{m[1]})", f"## {title}{match[1]}".strip())


class PaperConfig(Config):
    """Options of ``rummylab-paper``.

    Attributes:
        pdf: print each game's page to PDF after the build (needs Chromium).
    """

    pdf = c.Type(bool, default=True)


class PaperPlugin(BasePlugin[PaperConfig]):
    """Expand ``<!-- paper:GAME -->`` into a game's whole rules; print those pages to PDF after the build."""

    def __init__(self) -> None:
        #: (language folder prefix, game folder, language) of every print page built.
        self.printed: list[tuple[str, str, str]] = []

    def on_page_markdown(self, markdown: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        found = _MARKER.search(markdown)
        if not found:
            return markdown
        game = found["game"]
        if game not in PAGES:
            raise PluginError(f"{page.file.src_uri}: unknown game {game!r} in the paper marker (use {', '.join(PAGES)})")
        source = Path(page.file.abs_src_path or "")
        folder, lang_root = source.parent, source.parent.parent
        if folder.name != game:
            raise PluginError(f"{page.file.src_uri}: the paper marker of {game} belongs in the folder {game}/")
        key, names = PAGES[game]
        parts = [shift_headings(body_of((folder / name).read_text(encoding="utf-8"))) for name in names]
        reference = (lang_root / "rules.md").read_text(encoding="utf-8")
        parts.append(rules_part(reference, get(key).title))
        lang = lang_root.name
        prefix = "" if page.url.startswith(f"{game}/") else page.url.split("/", 1)[0] + "/"
        self.printed.append((prefix, game, lang))
        return _MARKER.sub(lambda _: "\n\n".join(parts), markdown, count=1)

    @event_priority(-300)  # after the i18n plugin's post_build, which builds every other language
    def on_post_build(self, *, config: MkDocsConfig) -> None:
        i18n = config.plugins.get("i18n")
        if not self.config.pdf or not self.printed or getattr(i18n, "building", False):
            return  # (a language's own build: the main build prints every language's pages at once)
        todo = sorted(set(self.printed))
        self.printed = []
        print_pdfs(Path(config.site_dir), todo)


def print_pdfs(site: Path, pages: list[tuple[str, str, str]]) -> None:
    """Print each ``(prefix, game, lang)``'s page of the built ``site`` to its PDF, with Chromium."""
    from playwright.sync_api import Error, sync_playwright

    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if not Path(chromium).is_file():
        raise PluginError(f"rummylab-paper: no Chromium at {chromium} to print the rules to PDF "
                          "(`make chromium` installs it; $CHROMIUM names another)")
    handler = functools.partial(SiteHandler, directory=str(site))
    with running_server(handler, "rummylab-paper") as base, sync_playwright() as p:
        try:
            browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        except Error as err:
            raise PluginError(f"rummylab-paper: Chromium could not start to print the rules: {err}") from err
        try:
            tab = browser.new_page()
            tab.route("**/sw.js", lambda route: route.abort())  # no service worker while printing
            for prefix, game, lang in pages:
                tab.goto(f"{base}{prefix}{game}/print/", wait_until="load")
                dest = site / prefix / game / "print" / pdf_name(game, lang)
                tab.pdf(path=str(dest), format="A4", print_background=False, prefer_css_page_size=True)
                log.info(f"printed {dest.relative_to(site)} ({dest.stat().st_size // 1024} KB)")
        except Error as err:
            raise PluginError(f"rummylab-paper: Chromium could not print the rules: {err}") from err
        finally:
            browser.close()
