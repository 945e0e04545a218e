"""Nothing in the settings file can stop the app: every kind of damage is set aside under a
unique name, reported once, and the defaults are used; no temporary file is left behind."""

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardavia.settings import Settings, load_settings, notice_path, save_settings, take_notices

DAMAGE = {
    "not JSON": b"{broken",
    "out of range": json.dumps({"contrast": 400}).encode(),
    "an array": b"[1, 2]",
    "5,000-digit number": b'{"contrast": ' + b"9" * 5000 + b"}",
    "100,000 nested brackets": b"[" * 100_000 + b"]" * 100_000,
    "binary": bytes(range(256)) * 4,
    "not UTF-8": '{"language": "fi"}'.encode("utf-16"),
    "wrong types": json.dumps({"grain": "lots", "ai_level": ["hard"]}).encode(),
    "a float for an int": json.dumps({"contrast": 1e308}).encode(),
    "huge file": b" " * (2 * 1024 * 1024) + b"{}",
}


@pytest.mark.parametrize("content", DAMAGE.values(), ids=DAMAGE.keys())
def test_any_damage_is_set_aside_and_defaults_are_used(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    loaded, problem = load_settings(path)
    assert loaded == Settings()
    assert problem and "damaged" in problem
    (kept,) = tmp_path.glob("settings.json.damaged-*")
    assert str(kept) in problem and kept.read_bytes() == content
    assert not path.exists()
    assert take_notices(path) == [problem]  # left for the app's next start ...
    assert take_notices(path) == []  # ... and reported once


def test_a_second_damage_never_overwrites_the_first_copy(tmp_path):
    path = tmp_path / "settings.json"
    for content in (b"{one", b"{two", b"{three"):
        path.write_bytes(content)
        load_settings(path)
    kept = sorted(p.read_bytes() for p in tmp_path.glob("settings.json.damaged-*"))
    assert kept == [b"{one", b"{three", b"{two"]


def test_a_folder_in_place_of_the_file_is_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.mkdir()
    loaded, problem = load_settings(path)
    assert loaded == Settings() and problem and "damaged" in problem
    assert not path.exists() and list(tmp_path.glob("settings.json.damaged-*"))
    assert save_settings(Settings(contrast=10), path) is None  # and saving works again


def test_an_unreadable_location_gives_defaults_and_a_message(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    loaded, problem = load_settings(blocker / "settings.json")  # a file where a folder is
    assert loaded == Settings()
    assert problem and "cannot be read" in problem
    assert blocker.read_text() == "x"  # nothing of the user's was moved or changed


def test_a_failed_save_leaves_no_temporary_file_and_keeps_the_old_settings(tmp_path):
    path = tmp_path / "settings.json"
    assert save_settings(Settings(contrast=70), path) is None
    import subprocess
    import sys

    # A real write failure (the file size limit), in a child so the limit stays there.
    code = (
        "import resource, signal, sys; from pathlib import Path;"
        "signal.signal(signal.SIGXFSZ, signal.SIG_IGN);"
        "resource.setrlimit(resource.RLIMIT_FSIZE, (10, 10));"
        "from cardavia.settings import Settings, save_settings;"
        "print(save_settings(Settings(contrast=20), Path(sys.argv[1])))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True
    ).stdout
    assert "could not save settings" in out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
    assert load_settings(path)[0].contrast == 70


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.one_of(
        st.binary(max_size=300),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
            lambda kids: (
                st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=12), kids, max_size=4)
            ),
            max_leaves=20,
        ).map(lambda v: json.dumps(v).encode()),
        st.dictionaries(
            st.sampled_from(Settings.FIELDS),
            st.none() | st.integers() | st.text(max_size=10) | st.booleans() | st.floats(),
            max_size=8,
        ).map(lambda d: json.dumps(d).encode()),
    )
)
def test_the_loader_never_raises_whatever_the_file_holds(tmp_path_factory, content):
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / "settings.json"
    path.write_bytes(content)
    loaded, problem = load_settings(path)
    assert isinstance(loaded, Settings)
    if problem is None:  # accepted: every value is in range
        assert all(0 <= getattr(loaded, f) <= 100 for f in ("contrast", "grain", "temperature"))
        assert path.read_bytes() == content
    else:  # set aside, never lost
        (kept,) = folder.glob("settings.json.damaged-*")
        assert kept.read_bytes() == content
    assert not [p for p in os.listdir(folder) if p.endswith(".tmp")]
    take_notices(path)
    assert not notice_path(path).exists()


NOT_A_FILE = {
    "a FIFO": lambda path: os.mkfifo(path),
    "a symlink to /dev/zero": lambda path: path.symlink_to("/dev/zero"),
    "a symlink loop": lambda path: path.symlink_to(path.name),
    "a symlink to nowhere": lambda path: path.symlink_to("nowhere.json"),
}


@pytest.mark.parametrize("make", NOT_A_FILE.values(), ids=NOT_A_FILE.keys())
def test_what_is_not_a_settings_file_is_set_aside_unread(tmp_path, make):
    path = tmp_path / "settings.json"
    make(path)
    loaded, problem = load_settings(path)
    assert loaded == Settings() and problem and "damaged" in problem
    (kept,) = tmp_path.glob("settings.json.damaged-*")
    assert str(kept) in problem and not os.path.lexists(path)
    assert save_settings(Settings(contrast=10), path) is None  # and saving works again


def test_a_fifo_as_notice_file_is_dropped_unread(tmp_path):
    path = tmp_path / "settings.json"
    os.mkfifo(notice_path(path))
    assert take_notices(path) == []
    assert not os.path.lexists(notice_path(path))


def test_a_fifo_as_settings_file_does_not_hang_cardavia_rules():
    import subprocess
    import sys

    path = Path(os.environ["CARDAVIA_CONFIG_DIR"], "settings.json")
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    done = subprocess.run(
        [sys.executable, "-m", "cardavia", "rules", "schnapsen"],
        capture_output=True,
        text=True,
        timeout=120,  # a guard against the hang, not a measure
    )
    assert done.returncode == 0 and "Schnapsen" in done.stdout
    assert "settings file" in done.stderr and "damaged" in done.stderr
    assert "not a regular file" in done.stderr
    assert not os.path.lexists(path)


def _cannot_rename(monkeypatch) -> None:
    """A file that cannot be renamed: immutable (chattr +i), or in a folder we may not
    change (neither works for root, who runs some CI)."""

    def refuse(*_args: object) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "rename", refuse)


def test_a_damaged_file_that_cannot_be_renamed_is_reported_and_never_saved_over(
    tmp_path, monkeypatch
):
    path = tmp_path / "settings.json"
    path.write_bytes(b"{broken")
    _cannot_rename(monkeypatch)
    loaded, problem = load_settings(path)
    assert loaded == Settings()
    assert problem and "could not be renamed aside" in problem and "not saved over" in problem
    assert take_notices(path) == [problem]  # the app's note says so too
    refused = save_settings(Settings(contrast=10), path)
    assert refused and "could not be renamed aside" in refused and str(path) in refused
    assert path.read_bytes() == b"{broken"  # kept exactly as it was
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
    monkeypatch.undo()  # once it can be moved, saving sets it aside first
    assert save_settings(Settings(contrast=10), path) is None
    (kept,) = tmp_path.glob("settings.json.damaged-*")
    assert kept.read_bytes() == b"{broken" and load_settings(path)[0].contrast == 10
