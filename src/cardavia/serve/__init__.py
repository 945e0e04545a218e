"""``cardavia serve``: the app in a browser, one app process per tab (textual-serve).

Needs the ``web`` extra (``pip install 'cardavia[web]'``); nothing here is imported by the
terminal app or by ``cardavia --help``.
"""
