"""``python -m rummylab``: the same as the ``rummylab`` console script."""

from rummylab.cli import main

raise SystemExit(main())
