"""``python -m site_plugins.examples``: verify the worked examples, or rewrite their expectations (``--regenerate``)."""

from site_plugins.examples import main

raise SystemExit(main())
