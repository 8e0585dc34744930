"""Record files are written whole or not at all (``eurotable.record_files``)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from eurotable.record_files import CannotSave, write_atomically


def test_a_write_replaces_the_file_whole_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("before\n")
    write_atomically(path, "after\n")
    assert path.read_text() == "after\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_ctrl_c_while_the_temporary_file_is_made_leaves_nothing_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C right after the temporary file exists, before its descriptor is handed back
    (the moment a stopped tournament once left a hidden file behind)."""
    path = tmp_path / "game.json"
    path.write_text("before\n")
    real_open = os.open

    def interrupted(name: Any, flags: int, mode: int = 0o777) -> int:
        os.close(real_open(name, flags, mode))
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "open", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_atomically(path, "after\n")
    monkeypatch.undo()
    assert path.read_text() == "before\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_a_folder_that_cannot_be_written_is_one_clear_error(tmp_path: Path) -> None:
    missing = tmp_path / "gone" / "game.json"
    with pytest.raises(CannotSave, match=f"cannot write {missing}"):
        write_atomically(missing, "text\n")
    assert not (tmp_path / "gone").exists()
