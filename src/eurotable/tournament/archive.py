"""A tournament's folder of records: one file per game, so an interrupted tournament can
resume, replaying what it already played instead of playing it again.

The folder remembers what it holds in ``tournament.json`` (the game, players, options,
lineup, first seed and number of games), written with its first record: resuming
with other arguments is refused, naming what differs, and so is starting a tournament
over one already there (unless told to resume it, or to start afresh).
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from eurotable.core.errors import EurotableError
from eurotable.core.record import Record, replay
from eurotable.i18n import _, join_list, n_
from eurotable.record_files import folder as records_folder
from eurotable.record_files import save_record, write_atomically
from eurotable.tournament.backends import run_jobs
from eurotable.tournament.jobs import Job, Played

MANIFEST = "tournament.json"
"""The file in the folder naming the tournament its records belong to."""

_RECORD_NAME = re.compile(r"\d{5}-seed-?\d+\.json")
"""The name of a tournament's record file (``record_path``)."""

_ARGUMENTS = {
    "game": "game",
    "players": "--players",
    "options": "--option",
    "bots": "--bots",
    "seed": "--seed",
    "games": "--games",
}
"""The manifest's fields and the arguments people give for them."""


class TournamentFolderError(EurotableError):
    """A folder that cannot take this tournament's records as asked (another tournament's
    records, a record that does not belong, a bad record); the message names the file."""


def record_path(folder: Path, index: int, job: Job) -> Path:
    return folder / f"{index:05d}-seed{job.seed}.json"


def manifest(jobs: Sequence[Job]) -> dict[str, Any]:
    """What identifies a tournament of these (scheduled, non-empty) jobs."""
    first = jobs[0]
    return {
        "game": first.game,
        "players": first.players,
        "options": dict(first.options),
        "bots": list(first.lineup),
        "seed": first.seed,
        "games": len(jobs),
    }


def load_played(path: Path, job: Job) -> Played:
    """A saved game, replayed and checked to be the game ``job`` describes; any problem
    is a ``TournamentFolderError`` naming the file."""
    try:
        record = Record.load(path)
        kinds = tuple(seat.kind for seat in record.seats)
        if (record.game, record.seed, record.options) != (
            job.game,
            job.seed,
            job.options,
        ) or kinds != tuple(f"bot:{bot}" for bot in job.lineup):
            message = _("{path} is not game {name} of this tournament", path=path, name=path.stem)
            raise TournamentFolderError(message)
        state = replay(record)
    except TournamentFolderError:
        raise
    except EurotableError as error:
        raise TournamentFolderError(_("{path}: {problem}", path=path, problem=str(error))) from None
    if not state.is_over:
        raise TournamentFolderError(_("{path} holds an unfinished game", path=path))
    return Played(job, record, state.result())


def _own_files(folder: Path) -> list[Path]:
    """The manifest and the record files a tournament wrote in ``folder``."""
    return sorted(
        path
        for path in folder.iterdir()
        if path.name == MANIFEST or _RECORD_NAME.fullmatch(path.name)
    )


def _shown(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def _differences(saved: Any, wanted: dict[str, Any]) -> list[str]:
    if not isinstance(saved, dict):
        saved = {}
    return [
        _(
            "{argument} {there} there, {here} here",
            argument=argument,
            there=_shown(saved.get(field)),
            here=_shown(wanted[field]),
        )
        for field, argument in _ARGUMENTS.items()
        if saved.get(field) != wanted[field]
    ]


def _read_manifest(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise TournamentFolderError(_("{path}: {problem}", path=path, problem=str(error))) from None


def _check_folder(folder: Path, jobs: Sequence[Job], resume: bool, force: bool) -> None:
    """Make ``folder`` ready for these jobs' records (its manifest is written with the
    first record, or once the records in it are read back).

    A folder holding a tournament's files is refused unless ``resume`` (then it must be
    the same tournament, and every record file in it one of its games) or ``force`` (then
    those files, and only those, are deleted first).
    """
    records_folder(folder)
    own = _own_files(folder)
    wanted = manifest(jobs)
    if force:
        for path in own:
            path.unlink()
        own = []
    if own and not resume:
        records = sum(1 for path in own if path.name != MANIFEST)
        raise TournamentFolderError(
            n_(
                "{folder} already holds {n} game of a tournament: add --resume to play "
                "the rest, or --force to delete its records and start afresh",
                "{folder} already holds {n} games of a tournament: add --resume to play "
                "the rest, or --force to delete its records and start afresh",
                records,
                folder=folder,
            )
        )
    saved = folder / MANIFEST
    if saved.exists():
        differences = _differences(_read_manifest(saved), wanted)
        if differences:
            raise TournamentFolderError(
                _(
                    "{folder} holds another tournament ({differences}): --resume needs the "
                    "same arguments",
                    folder=folder,
                    differences=join_list(differences),
                )
            )
    expected = {record_path(folder, index, job) for index, job in enumerate(jobs)}
    for path in own:
        if path.name != MANIFEST and path not in expected:
            message = _("{path} is not one of this tournament's games", path=path)
            raise TournamentFolderError(message)


def _remember(folder: Path, jobs: Sequence[Job]) -> None:
    """Write the folder's manifest (when it holds or is about to hold a record: a
    tournament that fails before its first game leaves the folder free)."""
    text = json.dumps(manifest(jobs), ensure_ascii=False, indent=1)
    write_atomically(folder / MANIFEST, text + "\n")


def play_tournament(
    jobs: Sequence[Job],
    folder: Path,
    backend: str,
    workers: int,
    address: str | None = None,
    resume: bool = False,
    on_game: Callable[[], None] = lambda: None,
    force: bool = False,
) -> list[Played]:
    """Every job played (or, with ``resume``, read back from ``folder``), in schedule order;
    each newly played game is saved as soon as it ends. ``on_game`` is called for each
    game read back or saved (see ``_check_folder`` for ``resume`` and ``force``)."""
    if not jobs:
        return []
    _check_folder(folder, jobs, resume, force)
    done: dict[int, Played] = {}
    for index, job in enumerate(jobs):
        path = record_path(folder, index, job)
        if path.exists():
            done[index] = load_played(path, job)
            on_game()
    if done:
        _remember(folder, jobs)
    missing = [index for index in range(len(jobs)) if index not in done]
    # Closed on the way out, whatever happens (Ctrl-C while a record is written, say):
    # the back end stops its workers at once rather than when the games are collected.
    with contextlib.closing(
        run_jobs([jobs[i] for i in missing], backend, workers, address)
    ) as games:
        for index, played in zip(missing, games, strict=True):
            if not done:
                _remember(folder, jobs)
            save_record(played.record, record_path(folder, index, played.job))
            done[index] = played
            on_game()
    return [done[index] for index in range(len(jobs))]
