"""Where the games run: this machine's processes, or a Ray cluster.

Both yield the games in schedule order, so the standings (ratings included) do not
depend on which back end ran them or how fast each worker was.
"""

from __future__ import annotations

import signal
import socket
from collections.abc import Callable, Generator, Sequence
from concurrent.futures import ProcessPoolExecutor

from eurotable.core.errors import EurotableError
from eurotable.i18n import _, join_or
from eurotable.tournament.jobs import Job, Played, run_job

RAY_TIMEOUT = 3.0
"""Seconds to wait for a Ray cluster's address to answer before giving up."""


def _ignore_interrupts() -> None:
    """In a worker: Ctrl-C is the main process's to handle (it ends the workers)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _stop(pool: ProcessPoolExecutor) -> None:
    """Cancel the games not started and end the workers now, the running games with them
    (a game is saved only once it is over, so nothing half-played is kept)."""
    # Python 3.14 has pool.terminate_workers() for this.
    workers = list(pool._processes.values())
    pool.shutdown(wait=False, cancel_futures=True)
    for worker in workers:
        worker.terminate()
    for worker in workers:
        worker.join()


def run_local(
    jobs: Sequence[Job], workers: int, address: str | None = None
) -> Generator[Played, None, None]:
    """One process per worker; with one worker the games run in this process.

    If the games stop being consumed (Ctrl-C, an error), the workers stop at once.
    """
    if address is not None:
        raise EurotableError(_("--address is for the ray back end"))
    if workers <= 1:
        yield from map(run_job, jobs)
        return
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_ignore_interrupts)
    try:
        yield from pool.map(run_job, jobs)
    except BaseException:
        _stop(pool)
        raise
    pool.shutdown()


def ray_address(address: str) -> str:
    """The ``host:port`` that ``address`` (as ``ray.init`` takes it: ``auto``, ``host:port``
    or ``ray://host:port``) stands for, checked to answer within ``RAY_TIMEOUT`` seconds.

    Ray itself would wait for minutes, logging warnings, before giving up on an address
    where nothing listens.
    """
    from ray._private.services import canonicalize_bootstrap_address_or_die

    target = address.removeprefix("ray://")
    if address == "auto":
        try:
            target = canonicalize_bootstrap_address_or_die(address)
        except ConnectionError:
            raise EurotableError(
                _("no Ray cluster is running on this machine (start one with: ray start --head)")
            ) from None
    host, _separator, port = target.rpartition(":")
    if not host or not port.isdecimal():
        raise EurotableError(
            _("--address must be auto or HOST:PORT, not {address}", address=repr(address))
        )
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=RAY_TIMEOUT):
            pass
    except OSError as error:
        reason = error.strerror or str(error) or type(error).__name__
        raise EurotableError(
            _("no Ray cluster answers at {address}: {reason}", address=address, reason=reason)
        ) from None
    return target


def run_ray(
    jobs: Sequence[Job], workers: int, address: str | None = None
) -> Generator[Played, None, None]:
    """Ray tasks: on an existing cluster (``address``, e.g. ``auto``) or a local one."""
    import ray

    started = not ray.is_initialized()
    if started:
        if address is None:
            ray.init(num_cpus=max(workers, 1), include_dashboard=False, log_to_driver=False)
        else:
            ray_address(address)
            ray.init(address=address, log_to_driver=False)
    try:
        remote = ray.remote(run_job)
        pending = [remote.remote(job) for job in jobs]
        for reference in pending:
            yield ray.get(reference)
    finally:
        if started:
            ray.shutdown()


BACKENDS: dict[str, Callable[[Sequence[Job], int, str | None], Generator[Played, None, None]]] = {
    "local": run_local,
    "ray": run_ray,
}


def run_jobs(
    jobs: Sequence[Job], backend: str, workers: int, address: str | None = None
) -> Generator[Played, None, None]:
    runner = BACKENDS.get(backend)
    if runner is None:
        raise EurotableError(
            _(
                "unknown back end {backend} (use {backends})",
                backend=repr(backend),
                backends=join_or(list(BACKENDS)),
            )
        )
    return runner(jobs, workers, address)
