"""A finished deal is never lost: record files are rewritten atomically under unique names,
and a failed save (the disk full, here the file size limit) keeps every earlier deal."""

import json
import random
import subprocess
import sys
import textwrap

import pytest

from cardavia.cli import main
from cardavia.play.session import TableSession

CHILD = textwrap.dedent(
    """
    import json, random, resource, signal, sys
    from pathlib import Path
    from cardavia.engine.registry import tradition_for_game
    from cardavia.play.session import TableSession

    game, folder = sys.argv[1], Path(sys.argv[2])
    tradition = tradition_for_game(game)
    session = TableSession(game, tradition, seed=4, level="random", records_dir=folder)
    rng = random.Random(0)

    def play_deal():
        while not session.state.is_over:
            session.apply(rng.choice(session.state.legal_actions()))

    report = {}
    play_deal()
    path = session.save_path
    report["after_deal_1"] = path.read_text()
    # The disk "fills up": no file may grow past what deal 1 needed.
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (path.stat().st_size, hard))
    session.next_deal()
    play_deal()
    report["error"] = session.save_error
    report["after_failure"] = path.read_text()
    report["files"] = sorted(p.name for p in folder.iterdir())
    resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))  # space again
    if not session.match_over:
        session.next_deal()
        play_deal()
    report["error_after"] = session.save_error
    report["deals_in_file"] = path.read_text()
    report["path"] = str(path)
    print(json.dumps(report))
    """
)


@pytest.mark.parametrize("game", ["french-tarot", "schnapsen", "preference"])
def test_a_full_disk_after_deal_1_keeps_deal_1_replayable(tmp_path, game, capsys):
    folder = tmp_path / "records"
    done = subprocess.run(
        [sys.executable, "-c", CHILD, game, str(folder)],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    report = json.loads(done.stdout)
    assert report["error"]  # told, not swallowed
    assert report["after_failure"] == report["after_deal_1"]  # untouched by the failure
    assert report["files"] == [report["path"].rsplit("/", 1)[1]]  # no temporary file left
    saved = tmp_path / "deal1.json"
    saved.write_text(report["after_deal_1"])
    assert main(["replay", str(saved)]) == 0  # deal 1 is still whole and replayable
    assert report["error_after"] is None  # once there is room, the next save catches up
    assert main(["replay", report["path"]]) == 0
    capsys.readouterr()


def test_two_sessions_started_together_never_share_a_file(tmp_path):
    sessions = [
        TableSession("schnapsen", "wiener-bild", seed=s, level="random", records_dir=tmp_path)
        for s in (1, 2)
    ]
    rng = random.Random(1)
    for session in sessions:
        while not session.state.is_over:
            session.apply(rng.choice(session.state.legal_actions()))
    paths = {session.save_path for session in sessions}
    assert len(paths) == 2 and all(p is not None and p.exists() for p in paths)


def test_a_failed_first_save_leaves_no_empty_file_and_is_reported(tmp_path):
    blocker = tmp_path / "records"
    blocker.write_text("a file where the folder should be")
    session = TableSession("schnapsen", "wiener-bild", seed=3, level="random", records_dir=blocker)
    rng = random.Random(2)
    while not session.state.is_over:
        session.apply(rng.choice(session.state.legal_actions()))
    assert session.save_error and session.save_path is None and not session.saved_files
    assert blocker.read_text() == "a file where the folder should be"
