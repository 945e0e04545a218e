"""fileio.read_regular_file: only a regular file of a bounded size is ever read; anything
else is refused on the opened descriptor, before a byte is read, without blocking."""

import errno
import os

import pytest

from cardavia.fileio import FileTooLarge, NotARegularFile, read_regular_file


def test_a_regular_file_within_the_limit_is_read_whole(tmp_path):
    path = tmp_path / "f.json"
    path.write_bytes(b"x" * 100)
    assert read_regular_file(path, 100) == b"x" * 100
    with pytest.raises(FileTooLarge, match="larger than 99 bytes"):
        read_regular_file(path, 99)


def test_a_huge_file_is_refused_by_its_size_unread(tmp_path):
    path = tmp_path / "f.json"
    with path.open("wb") as fh:
        fh.truncate(100 * 1024**3)  # 100 GB, sparse: reading it would never end
    with pytest.raises(FileTooLarge, match="larger than 16 MiB"):
        read_regular_file(path, 16 * 1024 * 1024)


@pytest.mark.parametrize(
    ("make", "kind"),
    [
        (os.mkfifo, "a pipe, socket or device"),  # no writer: a plain open would block
        (lambda p: p.symlink_to("/dev/zero"), "a pipe, socket or device"),  # endless
        (lambda p: p.mkdir(), "a folder"),
    ],
    ids=["FIFO", "link to /dev/zero", "folder"],
)
def test_what_is_not_a_regular_file_is_refused(tmp_path, make, kind):
    path = tmp_path / "f.json"
    make(path)
    with pytest.raises(NotARegularFile) as caught:
        read_regular_file(path, 1024)
    assert str(caught.value) == f"not a regular file ({kind})"
    assert isinstance(caught.value, OSError)  # callers handle every refusal as OSError


def test_a_missing_file_and_a_symlink_loop_raise_their_os_errors(tmp_path):
    with pytest.raises(FileNotFoundError):
        read_regular_file(tmp_path / "missing.json", 1024)
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop.name)
    with pytest.raises(OSError) as caught:
        read_regular_file(loop, 1024)
    assert caught.value.errno == errno.ELOOP
