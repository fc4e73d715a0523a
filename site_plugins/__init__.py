"""MkDocs plugins of the rummylab site.

- ``rummylab-pyodide`` (:mod:`site_plugins.pyodide`): ships the self-hosted Pyodide runtime and
  the engine wheel (added to Pyodide's lock file) into ``site/pyodide/``.
- ``rummylab-examples`` (:mod:`site_plugins.examples`): verifies and renders the worked examples.
- ``rummylab-widgets`` (:mod:`site_plugins.widgets`): renders the practice widgets' first state.

They are registered as ``mkdocs.plugins`` entry points in the repository's ``pyproject.toml``.
Their words (the widgets' labels, the embed controls, the examples' tables) are one catalogue,
:mod:`site_plugins.words`; cards and arrangements are drawn by :mod:`site_plugins.cards_html`.
"""
