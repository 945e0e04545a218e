"""A small known set of records for the history and statistics tests.

Generated from fixed seeds (random legal play), then pinned: ``check_known_facts`` asserts the
facts each deal must have, so the hand-counted figures in the tests stay true.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from cardavia.engine.playout import random_record
from cardavia.engine.registry import get_game
from cardavia.games.preference.session import random_session

TAROT_SEEDS = (19, 26, 29, 35, 104)


def tarot_deals() -> list[dict]:
    spec = get_game("french-tarot")
    deals = []
    for day, seed in enumerate(TAROT_SEEDS, 1):
        record = random_record(spec, random.Random(seed), 0, "french")
        record["level"] = "easy"
        record["played"] = f"2026-10-{day:02d}T12:00:00"
        deals.append(record)
    return deals


def schnapsen_match() -> dict:
    match = get_game("schnapsen").random_match(random.Random(8))
    match["level"] = "hard"
    match["played"] = "2026-11-10T12:00:00"
    return match


def schnapsen_deal() -> dict:
    record = random_record(get_game("schnapsen"), random.Random(8), 0, "wiener-bild")
    record["played"] = "2026-11-11T12:00:00"
    return record


def preference_session() -> dict:
    session = random_session(random.Random(1), 3)
    session["played"] = "2026-11-12T12:00:00"
    return session


def check_known_facts() -> None:
    """What the hand counts below rely on (fails loudly if the generators change)."""
    t = [d["result"] for d in tarot_deals()]
    assert [(r["taker"], r["contract"], r["made"]) for r in t] == [
        (0, "garde-sans", False),
        (0, "garde-contre", True),
        (2, "garde-contre", False),
        (None, None, None),
        (0, "garde", False),
    ]
    assert [r["scores"][0] for r in t] == [-576, -78, 560, 0, -192]
    assert [r["petit_au_bout"] for r in t] == ["defence", None, "defence", None, None]
    assert [r["chelem"] for r in t] == [None, "declared-failed", "declared-failed", None, None]
    assert [r["annulled"] for r in t] == [None, None, None, "all-pass", None]
    assert all(not r["poignees"] for r in t)
    m = [d["result"] for d in schnapsen_match()["deals"]]
    assert [(r["winner"], r["game_points"], r["closed_by"]) for r in m] == [
        (1, 3, None),
        (1, 1, None),
        (1, 1, 1),
        (1, 3, 0),
    ]
    assert [[(x["seat"], x["points"]) for x in r["marriages"]] for r in m] == [
        [(1, 20)],
        [],
        [(0, 20)],
        [],
    ]
    s = schnapsen_deal()["result"]
    assert (s["winner"], s["game_points"], s["closed_by"], s["marriages"]) == (0, 2, 0, [])
    p = [d["result"] for d in preference_session()["deals"]]
    assert [(r["declarer"], r["contract"], r["made"]) for r in p] == [
        (2, "hearts", True),
        (0, "hearts", True),
        (1, "hearts", False),
    ]
    assert [r["defence"][0] for r in p] == ["stay", None, "stay"]
    assert [r["deal_scores"][0] for r in p] == [-20, 30, 14]
    assert p[-1]["scores"] == [-6, -98, 4]


def write_known_records(records: Path) -> None:
    records.mkdir(parents=True, exist_ok=True)
    with (records / "tarot.jsonl").open("w", encoding="utf-8") as fh:
        for deal in tarot_deals():
            fh.write(json.dumps(deal) + "\n")
    (records / "match.json").write_text(json.dumps(schnapsen_match()), encoding="utf-8")
    (records / "single.json").write_text(json.dumps(schnapsen_deal()), encoding="utf-8")
    (records / "session.json").write_text(json.dumps(preference_session()), encoding="utf-8")


def known_records_folder() -> Path:
    """The known records written into this test's own records folder."""
    import os

    check_known_facts()
    folder = Path(os.environ["CARDAVIA_DATA_DIR"]) / "records"
    write_known_records(folder)
    return folder


def run_cli(capsys, *args):  # type: ignore[no-untyped-def]
    """``cardavia ARGS`` in this process: (exit status, stdout, stderr)."""
    from cardavia.cli import main

    try:
        status = main(list(args))
    except SystemExit as exc:
        status = exc.code
    out, err = capsys.readouterr()
    return status, out, err
