"""The words of one tool each: ``words_parts/<namespace>.py`` holds a ``WORDS`` literal of the terms
``<namespace>.*`` (the same shape as :data:`site_plugins.words.CATALOGUE`, which gathers them).

A part imports nothing from :mod:`site_plugins.words` (that module imports the parts); French
typography's narrow no-break space is here: ``from site_plugins.words_parts import NB``.
"""

#: French: a narrow no-break space (U+202F) before ": ; ? !" and inside « ».
NB = "\u202f"
