"""Record files on disk: written whole or not at all, in folders checked before a game.

A record is written to a temporary file beside its place, then moved there in one step
(``os.replace``), so whoever stops the program (Ctrl-C, a crash) finds either the record
as it was or as it is now, never half of one. Problems come back as ``CannotSave``
naming the path and the reason, in one line.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from eurotable.core.errors import EurotableError
from eurotable.core.record import Record
from eurotable.i18n import _


class CannotSave(EurotableError):
    """A record or its folder that cannot be written; names the path and the reason."""


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


def write_atomically(path: Path, text: str) -> None:
    """``path`` holds ``text`` afterwards, or what it held before if anything fails. The
    temporary file is named before it is made, so a Ctrl-C even while it is being made
    leaves nothing behind."""
    temporary = path.parent / f".{path.name}.{secrets.token_hex(6)}"
    try:
        handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.replace(temporary, path)
    except BaseException as error:
        if not isinstance(error, FileExistsError):  # else the name is another writer's
            temporary.unlink(missing_ok=True)
        if isinstance(error, OSError):
            message = _("cannot write {path}: {reason}", path=path, reason=_reason(error))
            raise CannotSave(message) from None
        raise


def save_record(record: Record, path: Path) -> None:
    """Write ``record`` to ``path`` atomically."""
    write_atomically(path, record.dumps() + "\n")


def record_file(path: Path) -> Path:
    """``path`` checked as a place for a record: not a folder, in a folder that exists
    (made if needed). Nothing is written yet."""
    if path.is_dir():
        raise CannotSave(_("{path} is a folder, not a file", path=path))
    folder(path.parent)
    return path


def folder(path: Path) -> Path:
    """``path`` as a folder for records: made if it does not exist, refused if it is a file."""
    if path.exists() and not path.is_dir():
        raise CannotSave(_("{path} is a file, not a folder", path=path))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        message = _("cannot make the folder {path}: {reason}", path=path, reason=_reason(error))
        raise CannotSave(message) from None
    return path
