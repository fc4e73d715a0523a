"""``python -m rummylab``: the same as the ``rummylab`` console script."""

from .cli import main

raise SystemExit(main())
