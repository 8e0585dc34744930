"""The games of a tournament: who sits where, with which seed, and playing one of them."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from eurotable.bots import BadBot
from eurotable.core.options import Options
from eurotable.core.record import Record
from eurotable.core.result import Result
from eurotable.games import get
from eurotable.selfplay import play_bot_game


@dataclass(frozen=True, slots=True)
class Job:
    """One game: its seed and the bot in each seat."""

    game: str
    players: int
    options: Options
    lineup: tuple[str, ...]
    seed: int


@dataclass(frozen=True, slots=True)
class Played:
    """A finished job with its record and result."""

    job: Job
    record: Record
    result: Result


def lineup(bots: Sequence[str], players: int) -> tuple[str, ...]:
    """One bot per seat: the bots in the order given, the last one filling the other seats."""
    if not bots:
        raise BadBot("name at least one bot")
    if len(bots) > players:
        raise BadBot(f"{len(bots)} bots do not fit {players} seats")
    return (*bots, *[bots[-1]] * (players - len(bots)))


def schedule(
    game: str, players: int, options: Options, bots: Sequence[str], games: int, seed: int
) -> list[Job]:
    """``games`` jobs: each seed is played with the lineup rotated through every seat
    (seat rotation with paired seeds), seeds ``seed``, ``seed + 1``, …"""
    seats = lineup(bots, players)
    jobs = []
    for index in range(games):
        turn = index % players
        rotated = seats[-turn:] + seats[:-turn] if turn else seats
        jobs.append(Job(game, players, dict(options), rotated, seed + index // players))
    return jobs


def log_line(job: Job, result: Result) -> str:
    """One game of a match log (JSON lines): its seed, lineup, scores and places."""
    return json.dumps(
        {
            "seed": job.seed,
            "lineup": list(job.lineup),
            "scores": list(result.scores),
            "places": list(result.places),
        }
    )


def run_job(job: Job) -> Played:
    """Play one job (a top-level function, so process pools and Ray can ship it)."""
    outcome = play_bot_game(get(job.game), job.players, job.options, job.seed, job.lineup)
    return Played(job, outcome.record, outcome.result)
