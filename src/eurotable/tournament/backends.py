"""Where the games run: this machine's processes, or a Ray cluster.

Both yield the games in schedule order, so the standings (ratings included) do not
depend on which back end ran them or how fast each worker was.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor

from eurotable.core.errors import EurotableError
from eurotable.tournament.jobs import Job, Played, run_job


def run_local(jobs: Sequence[Job], workers: int, address: str | None = None) -> Iterator[Played]:
    """One process per worker; with one worker the games run in this process."""
    if address is not None:
        raise EurotableError("--address is for the ray back end")
    if workers <= 1:
        yield from map(run_job, jobs)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(run_job, jobs)


def run_ray(jobs: Sequence[Job], workers: int, address: str | None = None) -> Iterator[Played]:
    """Ray tasks: on an existing cluster (``address``, e.g. ``auto``) or a local one."""
    import ray

    started = not ray.is_initialized()
    if started:
        if address is None:
            ray.init(num_cpus=max(workers, 1), include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, log_to_driver=False)
    try:
        remote = ray.remote(run_job)
        pending = [remote.remote(job) for job in jobs]
        for reference in pending:
            yield ray.get(reference)
    finally:
        if started:
            ray.shutdown()


BACKENDS: dict[str, Callable[[Sequence[Job], int, str | None], Iterator[Played]]] = {
    "local": run_local,
    "ray": run_ray,
}


def run_jobs(
    jobs: Sequence[Job], backend: str, workers: int, address: str | None = None
) -> Iterator[Played]:
    runner = BACKENDS.get(backend)
    if runner is None:
        raise EurotableError(f"unknown back end {backend!r} (use {', '.join(BACKENDS)})")
    return runner(jobs, workers, address)
