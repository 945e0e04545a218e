"""One browser tab's app: started by the server as ``python -m cardavia.serve.tab``.

The server sets ``TEXTUAL_DRIVER`` to textual's web driver and gives the session its own
``CARDAVIA_CONFIG_DIR`` and ``CARDAVIA_DATA_DIR``; standard input and output are the
server's pipes, not a terminal, so this skips the CLI's terminal check.
"""

from __future__ import annotations

import argparse
import sys

from cardavia.i18n import LOCALES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardavia.serve.tab")
    parser.add_argument("--lang", choices=LOCALES, default=None)
    args = parser.parse_args(argv)
    from cardavia.tui.app import run_app

    return run_app(args.lang)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
