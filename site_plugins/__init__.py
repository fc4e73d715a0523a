"""MkDocs plugins of the rummylab site.

- ``rummylab-pyodide`` (:mod:`site_plugins.pyodide`): ships the self-hosted Pyodide runtime and
  the engine wheel (added to Pyodide's lock file) into ``site/pyodide/``.
- ``rummylab-examples`` (:mod:`site_plugins.examples`): verifies and renders the worked examples.
- ``rummylab-widgets`` (:mod:`site_plugins.widgets`): renders the practice widgets' first state.

They are registered as ``mkdocs.plugins`` entry points in the repository's ``pyproject.toml``.
"""
