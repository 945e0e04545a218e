"""``python -m cardavia.cli`` (the same as ``python -m cardavia``)."""

import sys

from cardavia.cli.main import main

sys.exit(main())
