"""The ``cardavia`` command. Imports stay lazy so --help and --version are instant."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Sequence
from typing import Any

from cardavia import __version__
from cardavia.engine.text import visible

EXIT_BAD_INPUT = 2


class CliError(Exception):
    """Bad input from the user: printed as one clear message, exit status 2."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardavia",
        description=(
            "Card games in the terminal: French Tarot, Schnapsen and Preference "
            "against AI seats, with the complete rules in the app."
        ),
    )
    parser.add_argument("--version", action="version", version=f"cardavia {__version__}")
    parser.add_argument(
        "--lang",
        metavar="TAG",
        help="language: en, zh-Hans, zh-Hant, vi, fi, fr, de (default: settings, then $LANG)",
    )
    parser.add_argument(
        "--game", metavar="ID", help="open a table directly: french-tarot, schnapsen, preference"
    )
    parser.add_argument("--tradition", metavar="ID", help="with --game: french, marseille, ...")
    parser.add_argument(
        "--seed", type=int, metavar="N", help="with --game: the same seed, the same deals"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    rules = sub.add_parser(
        "rules",
        help="print the complete rules of a game",
        description=(
            "Print the complete rules of GAME in a language, with the card names of a "
            "tradition: rendered in a terminal, plain Markdown when piped."
        ),
    )
    rules.add_argument("game", metavar="GAME", help="french-tarot, schnapsen or preference")
    rules.add_argument("--lang", dest="rules_lang", metavar="TAG")
    rules.add_argument(
        "--tradition", metavar="ID", help="french, marseille or wiener-bild (default: the game's)"
    )

    replay = sub.add_parser(
        "replay",
        help="replay game records through the rules engine and print their results",
        description=(
            "Replay every record of FILE (one JSON record, a JSON array, or JSON Lines) "
            "and print one JSON result per record. Exit 2 on an illegal action or a "
            "malformed file, 1 when a stored result disagrees with the rules."
        ),
    )
    replay.add_argument("file", metavar="FILE")
    replay.add_argument(
        "--watch", action="store_true", help="step through the record at the table instead"
    )
    replay.add_argument(
        "--record",
        type=_positive_int,
        default=1,
        metavar="N",
        help="with --watch: which record of the file (default 1)",
    )

    simulate = sub.add_parser(
        "simulate",
        help="play random complete deals and write them as JSON Lines records",
        description="Play N complete deals with uniformly random legal actions.",
    )
    simulate.add_argument("--game", required=True, help="game id, e.g. french-tarot")
    simulate.add_argument("--deals", type=_positive_int, default=10, metavar="N")
    simulate.add_argument("--seed", type=int, default=0, metavar="S")
    simulate.add_argument("--out", metavar="FILE", help="write here instead of stdout")
    simulate.add_argument(
        "--matches",
        action="store_true",
        help="write N whole matches/sessions instead of single deals (Schnapsen, Preference)",
    )

    bench = sub.add_parser(
        "bench",
        help="measure random-playout throughput per game (median of several runs)",
        description=(
            "Complete random deals per second on one core, dealing included: validated "
            "(each action checked as the public API does), raw (the game's fast path, the "
            "search kernel) and the generic loop over legal_ids the fast path must match."
        ),
    )
    bench.add_argument("--json", action="store_true", help="print JSON instead of a table")
    bench.add_argument("--game", action="append", help="only this game (repeatable)")
    bench.add_argument("--runs", type=_positive_int, default=5)
    bench.add_argument("--seconds", type=float, default=1.0, help="length of one run")
    bench.add_argument(
        "--ai",
        action="store_true",
        help="also measure AI decision latency per game and level (p50, p95, max)",
    )
    bench.add_argument("--ai-deals", type=_positive_int, default=3, metavar="N")
    bench.add_argument(
        "--startup",
        action="store_true",
        help="also time startup to the first screen against a bare Textual hello world",
    )
    bench.add_argument(
        "--serve",
        action="store_true",
        help="instead: load-test 'cardavia serve' on 127.0.0.1 with concurrent sessions "
        "(memory per session, key-to-screen latency p50/p95, sessions lost)",
    )
    bench.add_argument("--sessions", type=_positive_int, default=10, metavar="N")
    bench.add_argument("--duration", type=_positive_seconds, default=60.0, metavar="S")
    bench.add_argument(
        "--stats",
        action="store_true",
        help="also time loading the statistics of N saved deals (generated with simulate)",
    )
    bench.add_argument("--stats-deals", type=_positive_int, default=10_000, metavar="N")

    serve = sub.add_parser(
        "serve",
        help="play in a web browser: serve the app over HTTP (needs 'cardavia[web]')",
        description=(
            "Serve the app to web browsers; each browser tab is its own game, in its own "
            "process, with its own settings and records (removed when the tab's game ends). "
            "Listens on localhost unless --host says otherwise."
        ),
    )
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1, this machine only; 0.0.0.0: every "
        "network this machine is on)",
    )
    serve.add_argument("--port", type=_port, default=8000, help="default 8000; 0: any free port")
    serve.add_argument(
        "--lang",
        dest="serve_lang",
        metavar="TAG",
        help="language of every new game (default: the browser's languages, else English)",
    )
    serve.add_argument(
        "--max-sessions",
        type=_positive_int,
        default=8,
        metavar="N",
        help="games at once (default 8); more visitors get a page saying every table is taken",
    )
    serve.add_argument(
        "--idle-timeout",
        type=_positive_minutes,
        default=30.0,
        metavar="MINUTES",
        help="end a game nobody has touched for this long (default 30)",
    )
    serve.add_argument(
        "--sessions-dir",
        metavar="DIR",
        help="where each game's own settings and records folder goes (default: a temporary "
        "folder, removed when the server stops)",
    )

    history = sub.add_parser(
        "history",
        help="list the saved deals, matches and sessions, newest first",
        description=(
            "Every record file in the records folder counts (your games, files copied there, "
            "simulate --out). Damaged files are listed as skipped, with the reason."
        ),
    )
    history.add_argument("--game", metavar="ID", help="only this game")
    history.add_argument("--since", type=_date, metavar="YYYY-MM-DD", help="played on or after")
    history.add_argument("--until", type=_date, metavar="YYYY-MM-DD", help="played on or before")
    history.add_argument("--result", choices=("won", "lost", "even", "unfinished"))
    history.add_argument("--json", action="store_true", help="print JSON instead of a table")

    stats = sub.add_parser(
        "stats",
        help="statistics of your saved games, per game and overall",
        description="Counted from the saved records, from your seat (seat 0 unless a record says).",
    )
    stats.add_argument("--game", metavar="ID", help="only this game")
    stats.add_argument("--json", action="store_true", help="print JSON instead of a summary")
    stats.add_argument(
        "--series", action="store_true", help="with --json: include the per-deal series"
    )

    arena = sub.add_parser(
        "arena",
        help="duplicate tournament between AI levels",
        description=(
            "Play N deals, each once per rotation of the lineup (duplicate: every agent "
            "sits in every seat of the same cards), and report each agent's mean "
            "settlement per deal with a 95 % confidence interval, and for every two agents "
            "A and B the paired difference A - B on the same deals with its interval."
        ),
    )
    arena.add_argument("--game", required=True)
    arena.add_argument(
        "--agents",
        required=True,
        help="comma-separated levels, one per seat, e.g. hard,normal,normal,normal",
    )
    arena.add_argument("--deals", type=_positive_int, default=20, metavar="N")
    arena.add_argument("--seed", type=int, default=0)
    arena.add_argument("--workers", type=_positive_int, default=1, metavar="N")
    arena.add_argument("--json", action="store_true", help="print JSON instead of a table")
    arena.add_argument(
        "--matches",
        action="store_true",
        help="play N duplicate 7-point matches instead of N deals (Schnapsen)",
    )
    arena.add_argument(
        "--time-budget",
        type=_positive_seconds,
        default=None,
        metavar="S",
        help="seconds an agent may think per decision (default: the table's, 0.4 and 2 for "
        "expert); search "
        "effort is also capped by a node budget, so a larger value only keeps a busy machine "
        "from cutting searches short",
    )
    return parser


def _positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be more than 0, not {text}")
    return value


def _date(text: str) -> Any:
    from datetime import date

    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {text!r}") from None


def _positive_minutes(text: str) -> float:
    try:
        return _positive_seconds(text)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive number of minutes") from None


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 0-65535, not {value}")
    return value


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


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
    if args.command is None:
        return cmd_app(args.lang, args.game, args.tradition, args.seed)
    if args.command == "rules":
        return cmd_rules(args.game, args.rules_lang or args.lang, args.tradition)
    if args.command == "replay":
        if args.watch:
            return cmd_watch(args.file, args.record, args.lang)
        return cmd_replay(args.file)
    if args.command == "simulate":
        return cmd_simulate(args.game, args.deals, args.seed, args.out, args.matches)
    if args.command == "serve" or (args.command == "bench" and args.serve):
        from cardavia.serve.command import run_command

        return run_command(args)
    if args.command == "bench":
        return cmd_bench(
            args.game,
            args.runs,
            args.seconds,
            args.json,
            args.ai,
            args.ai_deals,
            args.startup,
            args.stats_deals if args.stats else 0,
        )
    if args.command == "arena":
        return cmd_arena(
            args.game,
            args.agents,
            args.deals,
            args.seed,
            args.workers,
            args.json,
            args.matches,
            args.time_budget,
        )
    if args.command == "history":
        return cmd_history(args.game, args.since, args.until, args.result, args.json)
    if args.command == "stats":
        return cmd_stats(args.game, args.json, args.series)
    parser.error(f"unknown command {args.command}")
    return EXIT_BAD_INPUT  # pragma: no cover


def _error(message: str) -> None:
    """One line on stderr; text from files is already escaped, this also caps its length."""
    with contextlib.suppress(OSError, ValueError):  # stderr gone: the exit status still tells
        print(f"cardavia: {visible(message, 2000)}", file=sys.stderr, flush=True)


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
    import traceback

    from cardavia.fileio import crash_report_path, write_atomic

    where = ""
    try:
        path = crash_report_path()
        details = "".join(traceback.format_exception(exc))
        write_atomic(path, f"cardavia {__version__}\nargv: {sys.argv!r}\n\n{details}")
        where = f"; details were written to {path}"
    except Exception:
        pass
    _error(f"internal error ({type(exc).__name__}){where}. Please report it.")
    return 1


def cmd_app(
    lang: str | None,
    game: str | None = None,
    tradition: str | None = None,
    seed: int | None = None,
) -> int:
    table = None
    if game is not None or tradition is not None or seed is not None:
        if game is None:
            raise CliError("--tradition and --seed open a table: give --game too")
        _check_game_tradition(game, tradition)
        table = (game, tradition, seed)
    if not sys.stdout.isatty() or not sys.stdin.isatty():
        raise CliError(
            "the app needs an interactive terminal; see 'cardavia --help' for the commands "
            "that work without one"
        )
    from cardavia.tui.app import run_app

    return run_app(lang, table)


def _check_game_tradition(game: str, tradition: str | None) -> None:
    from cardavia.traditions import GAMES, TRADITIONS

    if game not in GAMES:
        raise CliError(f"unknown game {game!r}; games: {', '.join(GAMES)}")
    if tradition is not None and tradition not in TRADITIONS:
        raise CliError(f"unknown tradition {tradition!r}; traditions: {', '.join(TRADITIONS)}")
    if tradition is not None and game not in TRADITIONS[tradition].games:
        plays = [t for t, info in TRADITIONS.items() if game in info.games]
        raise CliError(
            f"{TRADITIONS[tradition].name} does not play {GAMES[game].title}; "
            f"use --tradition {' or '.join(plays)}"
        )


def cmd_rules(game: str, lang: str | None, tradition: str | None) -> int:
    from cardavia.i18n import RulesNotFound, choose_locale, rules_document
    from cardavia.settings import load_settings

    _check_game_tradition(game, tradition)
    settings, problem = load_settings()  # the app also reports it at its next start
    if problem:
        _error(problem)
    locale, warning = choose_locale(lang, settings.language)
    if warning:
        _error(warning)
    try:
        text = rules_document(game, locale, tradition)
    except RulesNotFound as exc:
        raise CliError(str(exc)) from None
    if sys.stdout.isatty():
        from rich.console import Console
        from rich.markdown import Markdown

        Console().print(Markdown(text))
    else:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return 0


def cmd_watch(path: str, number: int, lang: str | None) -> int:
    # The whole file is replayed and checked first, exactly as ``replay`` does, so the table
    # only ever opens on a record the rules engine accepts.
    checked = _replay_file(path)
    if any(problems for _, _, problems in checked):
        _report_mismatches(path, checked)
        return 1
    if number > len(checked):
        raise CliError(
            f"{visible(path)} holds {len(checked)} record(s); --record {number} is not one"
        )
    if not sys.stdout.isatty() or not sys.stdin.isatty():
        raise CliError("--watch needs an interactive terminal")
    from cardavia.tui.app import run_app

    return run_app(lang, watch=(path, number - 1))


def cmd_replay(path: str) -> int:
    checked = _replay_file(path, emit=True)
    return 1 if _report_mismatches(path, checked) else 0


def _replay_file(path: str, emit: bool = False) -> list[tuple[Any, dict[str, Any], list[str]]]:
    """Every record of ``path`` replayed by the rules engine: (record, result, problems),
    where problems are the stored result's disagreements. Bad input raises ``CliError``.
    With ``emit``, each result is printed as it is computed (one JSON line per record)."""
    from cardavia.engine.records import (
        RecordError,
        ReplayError,
        load_records,
        replay,
        result_mismatches,
    )

    try:
        loaded = load_records(path)
    except RecordError as exc:
        raise CliError(str(exc)) from None
    checked = []
    for item in loaded:
        try:
            result = replay(item)
        except (ReplayError, RecordError) as exc:  # their texts are already escaped
            raise CliError(f"{visible(path)}: {exc}") from None
        except RecursionError:
            raise CliError(f"{visible(path)}: {item.label}: nested too deeply") from None
        if emit:
            print(json.dumps(result, ensure_ascii=False), flush=True)
        problems = result_mismatches(item.record.result, result)
        problems += [str(p) for p in result.get("deal_mismatches") or []]
        checked.append((item, result, problems))
    return checked


def _report_mismatches(path: str, checked: list[tuple[Any, dict[str, Any], list[str]]]) -> bool:
    found = False
    for item, _, problems in checked:
        for problem in problems:
            _error(f"{visible(path)}: {item.label}: result differs: {problem}")
            found = True
    return found


def cmd_simulate(game_id: str, deals: int, seed: int, out: str | None, matches: bool) -> int:
    import random

    from cardavia.engine.playout import random_record
    from cardavia.engine.registry import get_game

    try:
        spec = get_game(game_id)
    except KeyError as exc:
        raise CliError(exc.args[0]) from None
    if matches and not spec.has_matches:
        raise CliError(f"{game_id} has no matches; leave out --matches")
    rng = random.Random(seed)
    tradition = spec.default_tradition

    def write_all(sink: Any) -> None:
        for i in range(deals):
            if matches:
                record = spec.random_match(rng)
            else:
                record = random_record(spec, rng, i % spec.num_seats, tradition)
            sink.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")

    if not out:
        write_all(sys.stdout)
        return 0
    from pathlib import Path

    from cardavia.fileio import open_atomic

    try:  # the file appears whole or not at all; an older file of that name stays intact
        with open_atomic(Path(out)) as sink:
            write_all(sink)
    except OSError as exc:
        raise CliError(f"cannot write {visible(out)}: {exc.strerror or exc}") from None
    return 0


def cmd_bench(
    games: list[str] | None,
    runs: int,
    seconds: float,
    as_json: bool,
    ai: bool = False,
    ai_deals: int = 3,
    startup: bool = False,
    stats_deals: int = 0,
) -> int:
    from cardavia.engine.bench import run_bench
    from cardavia.engine.registry import get_game

    for game_id in games or []:
        try:
            get_game(game_id)
        except KeyError as exc:
            raise CliError(exc.args[0]) from None
    if not 0.05 <= seconds <= 60:
        raise CliError("--seconds must be between 0.05 and 60")
    rows = run_bench(games, runs=runs, seconds=seconds)
    latency = _ai_latency(games, ai_deals) if ai else []
    start_times = _startup(runs) if startup else None
    stats_load = _stats_load(stats_deals, runs) if stats_deals else None
    if as_json:
        report = {"benchmark": "random-playouts", "one_core": True, "games": rows}
        if ai:
            report["ai_latency"] = latency
        if start_times:
            report["startup"] = start_times
        if stats_load:
            report["stats_load"] = stats_load
        print(json.dumps(report))
        return 0
    print(f"Random complete deals per second, one core, median of {runs} runs of {seconds:g} s")
    print(f"{'game':<14}{'validated deals/s':>20}{'raw playouts/s':>18}{'generic loop/s':>18}")
    for row in rows:
        print(
            f"{row['game']:<14}{row['deals_per_second']:>20,.0f}"
            f"{row['raw_playouts_per_second']:>18,.0f}"
            f"{row['reference_playouts_per_second']:>18,.0f}"
            f"  (fast path {row['fast_path_speedup']:.2f}x)"
        )
    if latency:
        print(f"\nAI decision latency, one core ({ai_deals} deals per level, every seat)")
        print(f"{'game':<14}{'level':<8}{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}")
        for row in latency:
            print(
                f"{row['game']:<14}{row['level']:<8}{row['decisions']:>10}"
                f"{row['p50_ms']:>9.1f}{row['p95_ms']:>9.1f}{row['max_ms']:>9.1f}"
            )
    if start_times:
        print(
            f"\nStartup to the first screen, median of {runs}: Cardavia "
            f"{start_times['cardavia_s']:.3f} s, Textual hello world "
            f"{start_times['hello_world_s']:.3f} s ({start_times['ratio']:.2f}x)"
        )
    if stats_load:
        print(
            f"\nStatistics of {stats_load['deals']:,} saved deals: index built from the files in "
            f"{stats_load['index_build_s']:.2f} s; loaded (sync, read, count) in "
            f"{stats_load['load_median_s']:.3f} s, median of {runs} "
            f"(max {stats_load['load_max_s']:.3f} s)"
        )
    return 0


def _stats_load(deals: int, runs: int) -> dict[str, object]:
    from cardavia.play.stats_bench import measure_stats_load

    def simulate(game: str, n: int, seed: int, out: str) -> object:
        return cmd_simulate(game, n, seed, out, False)

    return measure_stats_load(deals, runs, simulate)


def _startup(runs: int) -> dict[str, object]:
    from cardavia.tui.startup_bench import measure_startup

    return measure_startup(runs)


def _ai_latency(games: list[str] | None, deals: int) -> list[dict[str, object]]:
    from cardavia.ai.agent import LATENCY_DEALS_MAX, LEVELS, ai_games
    from cardavia.ai.arena import measure_latency

    return [
        measure_latency(game_id, level, min(deals, LATENCY_DEALS_MAX.get(level, deals)))
        for game_id in ai_games()
        if not games or game_id in games
        for level in LEVELS
    ]


def cmd_arena(
    game_id: str,
    agents: str,
    deals: int,
    seed: int,
    workers: int,
    as_json: bool,
    matches: bool = False,
    time_budget: float | None = None,
) -> int:
    from cardavia.ai.agent import BENCHMARK_LEVELS
    from cardavia.ai.arena import run_arena, run_matches
    from cardavia.engine.registry import get_game

    try:
        spec = get_game(game_id)
    except KeyError as exc:
        raise CliError(exc.args[0]) from None
    lineup = [a.strip() for a in agents.split(",") if a.strip()]
    unknown = [a for a in lineup if a not in BENCHMARK_LEVELS]
    if unknown:
        raise CliError(f"unknown agent level {unknown[0]!r}; levels: {', '.join(BENCHMARK_LEVELS)}")
    if len(lineup) != spec.num_seats:
        raise CliError(
            f"{game_id} is played by {spec.num_seats} seats: give {spec.num_seats} agents, "
            f"not {len(lineup)}"
        )
    if matches:
        try:
            report = run_matches(
                game_id, lineup, deals, seed=seed, workers=workers, time_budget=time_budget
            )
        except ValueError as exc:
            raise CliError(str(exc)) from None
        if as_json:
            print(json.dumps(report))
            return 0
        print(
            f"{game_id}: {deals} duplicate matches x 2 seatings "
            f"({report['matches_played']} matches), lineup {', '.join(lineup)}"
        )
        head = f"{'agent':<8}{'matches won':>13}{'95% interval':>16}"
        print(f"{head}{'deals won':>11}{'95% interval':>16}")
        for row in report["agents"]:
            (ml, mh), (dl, dh) = row["match_ci95"], row["deal_ci95"]
            print(
                f"{row['agent']:<8}{100 * row['match_win_rate']:>11.1f} %"
                f"{f'[{100 * ml:.1f}, {100 * mh:.1f}]':>16}{100 * row['deal_win_rate']:>9.1f} %"
                f"{f'[{100 * dl:.1f}, {100 * dh:.1f}]':>16}"
            )
        _print_paired(report["paired"], "match win rate, in points of %", "pairs", 100)
        return 0
    try:
        report = run_arena(
            game_id, lineup, deals, seed=seed, workers=workers, time_budget=time_budget
        )
    except ValueError as exc:
        raise CliError(str(exc)) from None
    if as_json:
        print(json.dumps(report))
        return 0
    print(
        f"{game_id}: {deals} duplicate deals x {spec.num_seats} rotations "
        f"({report['games_played']} games), lineup {', '.join(lineup)}"
    )
    print(f"{'agent':<8}{'mean/deal':>11}{'95% interval':>22}{'contracts made':>16}")
    for row in report["agents"]:
        low, high = row["ci95"]
        made = row.get("contracts_made_rate")
        made_text = f"{100 * made:.0f} %" if made is not None else "-"
        print(
            f"{row['agent']:<8}{row['mean_per_deal']:>11.1f}"
            f"{f'[{low:.1f}, {high:.1f}]':>22}{made_text:>16}"
        )
        for name, stats in row.get("contracts", {}).items():
            rate = 100 * stats["made_rate"]
            print(f"{'':<8}  {name:<14}{stats['played']:>5} played, {rate:.0f} % made")
    _print_paired(report["paired"], "settlement per deal", "deals", 1)
    return 0


def _print_paired(rows: list[dict[str, Any]], measure: str, unit: str, scale: float) -> None:
    """The "A - B" section: paired differences on the same deals, and which side the 95 %
    interval puts ahead (per-agent intervals cannot say this when the game is not zero-sum)."""
    if not rows:
        return
    print(f"\npaired difference A - B, {measure} (n = {rows[0]['n']} {unit})")
    print(f"{'A - B':<18}{'mean':>9}{'95% interval':>22}  verdict")
    for row in rows:
        mean, low, high = (scale * row[k] for k in ("mean", "low", "high"))
        if low > 0:
            verdict = f"{row['a']} ahead"
        elif high < 0:
            verdict = f"{row['b']} ahead"
        else:
            verdict = "not separated"
        print(
            f"{row['a'] + ' - ' + row['b']:<18}{mean:>9.1f}"
            f"{f'[{low:.1f}, {high:.1f}]':>22}  {verdict}"
        )


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())


def _check_game(game: str | None) -> None:
    if game is None:
        return
    from cardavia.engine.registry import get_game

    try:
        get_game(game)
    except KeyError as exc:
        raise CliError(exc.args[0]) from None


def cmd_history(game: str | None, since: Any, until: Any, result: str | None, as_json: bool) -> int:
    from datetime import datetime

    from cardavia.play.index import open_index

    _check_game(game)
    with open_index() as index:
        entries = index.entries(game, since, until, result)
        if result == "even":
            entries = [e for e in entries if e.result == "even"]
        skipped = index.skipped()
        folder = index.records
    if as_json:
        print(
            json.dumps(
                {
                    "records": [e.as_json() for e in entries],
                    "skipped": [
                        {"file": s.path, "record": _number(s.number), "reason": s.reason}
                        for s in skipped
                    ],
                },
                ensure_ascii=False,
            )
        )
        return 0
    if not entries:
        print(
            f"No saved records{' match' if game or since or until or result else ''} "
            f"in {visible(str(folder))}"
        )
    else:
        print(
            f"{'played':<17}{'game':<14}{'kind':<9}{'deals':>6}  {'result':<11}{'score':>8}  record"
        )
    for e in entries:
        when = datetime.fromtimestamp(e.played).strftime("%Y-%m-%d %H:%M")
        score = "" if e.score is None else f"{e.score:+g}"
        where = f"{visible(e.path, 500)} #{e.number + 1}"
        print(f"{when:<17}{e.game:<14}{e.kind:<9}{e.deals:>6}  {e.result:<11}{score:>8}  {where}")
    for s in skipped:
        at = "" if s.number is None else f" #{s.number + 1}"
        print(f"skipped {visible(s.path, 500)}{at}: {visible(s.reason, 300)}")
    return 0


def _number(number: int | None) -> int | None:
    return None if number is None else number + 1


def cmd_stats(game: str | None, as_json: bool, series: bool) -> int:
    from cardavia.play.stats import load_stats, without_series

    _check_game(game)
    stats = load_stats(game=game)
    if as_json:
        print(json.dumps(stats if series else without_series(stats), ensure_ascii=False))
        return 0
    for line in stats_lines(stats):
        print(line)
    return 0


def _rate(tally: dict[str, Any]) -> str:
    rate = tally.get("win_rate")
    return "-" if rate is None else f"{100 * rate:.0f} %"


def stats_lines(stats: dict[str, Any]) -> list[str]:
    """``cardavia stats`` as text (English, like the other commands)."""
    overall = stats["overall"]
    lines = [
        f"Deals played: {overall['deals']}  won {overall['won']}  lost {overall['lost']}  "
        f"win rate {_rate(overall)}"
    ]
    for level, t in overall["levels"].items():
        lines.append(f"  against {level}: {t['deals']} deals, win rate {_rate(t)}")
    for month, t in overall["months"].items():
        lines.append(f"  {month}: {t['deals']} deals, win rate {_rate(t)}")
    for game_id, g in stats["games"].items():
        mean = "-" if g["mean_score"] is None else f"{g['mean_score']:+.1f}"
        lines += [
            "",
            f"{game_id}: {g['deals']} deals, won {g['won']}, lost {g['lost']}, "
            f"win rate {_rate(g)}, mean score per deal {mean}",
        ]
        if game_id == "french-tarot":
            for contract, c in g["contracts"].items():
                lines.append(f"  {contract}: taken {c['taken']}, made {c['made']}")
            poignees = ", ".join(f"{k} cards x{v}" for k, v in g["poignees"].items()) or "none"
            lines.append(f"  poignées: {poignees}")
            p, c = g["petit_au_bout"], g["chelems"]
            lines.append(f"  petit au bout: won {p['won']}, lost {p['lost']}")
            lines.append(f"  chelems: won {c['won']}, lost {c['lost']}")
        elif game_id == "schnapsen":
            b, c, m = g["bummerls"], g["closings"], g["marriages"]
            lines.append(f"  Bummerls (matches): played {b['played']}, won {b['won']}")
            lines.append(f"  closings: made {c['made']}, failed {c['failed']}")
            lines.append(f"  marriages: 20 x{m.get('20', 0)}, 40 x{m.get('40', 0)}")
        else:
            for contract, c in g["contracts"].items():
                lines.append(f"  {contract}: declared {c['declared']}, made {c['made']}")
            d, p = g["defence"], g["pool"]
            lines.append(f"  defence: {d['played']} deals defended, contract set {d['set']}")
            lines.append(f"  pool: paid in {p['paid_in']}, taken out {p['taken_out']}")
    for s in stats["skipped"]:
        at = "" if s["record"] is None else f" #{s['record']}"
        lines.append(f"skipped {visible(s['file'], 500)}{at}: {visible(s['reason'], 300)}")
    return lines
