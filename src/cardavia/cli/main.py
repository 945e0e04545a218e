"""Running one command: whatever happens, the user sees one clear line, never a traceback."""

from __future__ import annotations

import contextlib
import importlib
import sys
from collections.abc import Sequence

from cardavia.cli.common import EXIT_BAD_INPUT, CliError
from cardavia.cli.common import error as _error
from cardavia.cli.parser import COMMANDS, build_parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; whatever happens, the user sees one clear line, never a traceback."""
    _tolerant_streams()
    try:
        status = _dispatch(argv)
        sys.stdout.flush()
        return status
    except CliError as exc:
        _error(str(exc))
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        _error("interrupted")
        return 130
    except BrokenPipeError:
        _drop_stdout()  # the reader went away (| head): nothing more to say
        return 0
    except OSError as exc:  # stdout on a full disk, /dev/full, a closed terminal...
        _drop_stdout()
        _error(f"cannot write the output: {exc.strerror or exc}")
        return 1
    except RecursionError as exc:
        return _crashed(exc)
    except Exception as exc:
        return _crashed(exc)


def _dispatch(argv: Sequence[str] | None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command not in COMMANDS:  # pragma: no cover
        parser.error(f"unknown command {args.command}")
    module = importlib.import_module(f"cardavia.cli.commands.{COMMANDS[args.command]}")
    status: int = module.run(args)
    return status


def _tolerant_streams() -> None:
    """A terminal or pipe that cannot encode a suit symbol gets a replacement character
    instead of a UnicodeEncodeError (PYTHONIOENCODING=ascii, LANG=C on old systems)."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "")
        if reconfigure is not None and encoding not in ("utf8", "utf8sig"):
            with contextlib.suppress(OSError, ValueError):
                reconfigure(errors="replace")


def _drop_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's own final flush cannot fail again."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def _crashed(exc: BaseException) -> int:
    """A bug, not bad input: one line, and the details in a crash report for a bug report."""
    from cardavia.fileio import report_crash

    _error(report_crash(exc))
    return 1
