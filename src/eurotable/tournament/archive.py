"""A tournament's folder of records: one file per game, so an interrupted tournament can
resume, replaying what it already played instead of playing it again."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from eurotable.core.errors import EurotableError
from eurotable.core.record import Record, replay
from eurotable.tournament.backends import run_jobs
from eurotable.tournament.jobs import Job, Played


def record_path(folder: Path, index: int, job: Job) -> Path:
    return folder / f"{index:05d}-seed{job.seed}.json"


def load_played(path: Path, job: Job) -> Played:
    """A saved game, replayed and checked to be the game ``job`` describes."""
    record = Record.load(path)
    kinds = tuple(seat.kind for seat in record.seats)
    if (record.game, record.seed, record.options) != (
        job.game,
        job.seed,
        job.options,
    ) or kinds != tuple(f"bot:{bot}" for bot in job.lineup):
        raise EurotableError(f"{path} is not game {path.stem} of this tournament")
    state = replay(record)
    if not state.is_over:
        raise EurotableError(f"{path} holds an unfinished game")
    return Played(job, record, state.result())


def play_tournament(
    jobs: Sequence[Job],
    folder: Path,
    backend: str,
    workers: int,
    address: str | None = None,
    resume: bool = False,
    on_game: Callable[[], None] = lambda: None,
) -> list[Played]:
    """Every job played (or, with ``resume``, read back from ``folder``), in schedule order;
    each newly played game is saved as soon as it ends."""
    folder.mkdir(parents=True, exist_ok=True)
    done: dict[int, Played] = {}
    if resume:
        for index, job in enumerate(jobs):
            path = record_path(folder, index, job)
            if path.exists():
                done[index] = load_played(path, job)
                on_game()
    missing = [index for index in range(len(jobs)) if index not in done]
    for index, played in zip(
        missing, run_jobs([jobs[i] for i in missing], backend, workers, address), strict=True
    ):
        played.record.save(record_path(folder, index, played.job))
        done[index] = played
        on_game()
    return [done[index] for index in range(len(jobs))]
