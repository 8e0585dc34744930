"""Where the web table's bots think, and in what order.

Each decision is a ``Question`` answered from the seat's observation and legal actions
only, with a bot made for that decision from the game's seed (the same entries always get
the same answers from a bot with an iteration budget). It goes to a lane by its bot's
budget per decision (``bots.budget_ms``, ``lane_of``):

- **quick**: ``random`` and ``greedy`` do not search; they answer at once in a thread of
  their own, never queued behind a search.
- **short**: a search of at most ``SHORT_MS`` (250 ms) of CPU per decision (``easy``,
  ``medium``, ``ismcts:200ms``) thinks in a worker process of its own lane (one), so a
  long search never holds it up.
- **long**: every other search (``hard``, ``expert``, and a budget of iterations alone,
  whose time depends on the game and so is not known to be short) thinks in the long
  lane's processes (``create_app(bot_processes=2)``).
- **stand-in**: a long search playing a player's seat (the turn timer's bot after a
  timeout, the bot of a player who resigned) thinks in a lane of its own (one process,
  started the first time it is needed): the table has waited for that seat's player
  already, so it is never queued behind other games' long searches either; a short or
  quick stand-in goes to the short or quick lane like any bot.

Searching bots think in worker processes, never under the server's interpreter lock. The
processes of the long and stand-in lanes run at a lower CPU priority (``LONG_NICENESS``):
on a machine with few cores the server and the short lane come first, and a long search
loses nothing by it, since its budget counts its own CPU time, not the clock's.

Each lane hands its process(es) at most one question each and keeps the others waiting in
a ``FairQueue`` (``server.scheduling``): round-robin across clients (the address that
created the game: ``Table.client``), then across each client's games, a client holding
at most ``max(1, processes - 1)`` of the lane's processes while another client waits. A
client with many long searches therefore delays another client's bot by at most the one
search in flight, never by its whole queue, and short ones not at all. ``Thinkers.answered``
keeps how long the latest questions took from being asked to being answered
(``/api/metrics`` shows the last minute's by lane).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from eurotable import games
from eurotable.bots import Decision, budget_ms, make_bot, seat_seed
from eurotable.core.rng import derive_seed
from eurotable.server.scheduling import FairQueue

QUICK = "quick"
SHORT = "short"
LONG = "long"
STAND_IN = "stand-in"
LANES = (QUICK, SHORT, LONG, STAND_IN)

SHORT_MS = 250.0
"""The longest budget per decision, in milliseconds of CPU, of a search in the short lane."""
SHORT_PROCESSES = 1
STAND_IN_PROCESSES = 1
LONG_NICENESS = 10
"""How much lower the CPU priority of the long and stand-in lanes' processes is."""
KEPT = 2000
"""The latest answers kept in ``Thinkers.answered``."""
WINDOW_SECONDS = 60.0
"""The answers the figures describe: those of the last minute."""


def lane_of(bot: str, stand_in: bool = False) -> str:
    """The lane the bot named ``bot`` thinks in (``stand_in``: it plays a player's seat,
    after a timeout or a resignation)."""
    budget = budget_ms(bot)
    if budget == 0:
        return QUICK
    if budget is not None and budget <= SHORT_MS:
        return SHORT
    return STAND_IN if stand_in else LONG


def searches(bot: str) -> bool:
    """Whether the bot named ``bot`` searches (thinks in a worker process)."""
    return lane_of(bot) != QUICK


@dataclass(frozen=True, slots=True)
class Question:
    """One decision for a bot, in a form a worker process can be sent."""

    game: str
    bot: str
    seed: int
    seat: int
    players: int
    observation: dict[str, Any]
    legal: tuple[str, ...]


def question(game: str, bot: str, game_seed: int, number: int, decision: Decision) -> Question:
    """The question of ``decision``, the ``number``-th entry of a game seeded ``game_seed``:
    its bot's seed is drawn from the seat's and the entry's number."""
    seed = derive_seed(seat_seed(game_seed, decision.seat), f"entry-{number}")
    legal = tuple(str(action) for action in decision.legal)
    return Question(game, bot, seed, decision.seat, decision.players, decision.observation, legal)


def answer(asked: Question) -> str:
    """The notation of the action the bot chooses (run in a worker)."""
    spec = games.get(asked.game)
    legal = tuple(spec.parse_action(text) for text in asked.legal)
    bot = make_bot(asked.bot, asked.seed, spec)
    return str(bot.choose(Decision(asked.seat, asked.players, asked.observation, legal)))


def _yield_cpu(niceness: int) -> None:
    """Lower this worker process's CPU priority by ``niceness`` (run as it starts; 0
    leaves it as it is)."""
    os.nice(niceness)


@dataclass(frozen=True, slots=True)
class Answered:
    """One question answered: where and how long it took (``time.monotonic`` seconds)."""

    game: str
    client: str
    bot: str
    lane: str
    asked: float
    started: float
    """When a worker began to think about it (as asked, in the quick lane)."""
    answered: float

    @property
    def seconds(self) -> float:
        """From being asked to being answered."""
        return self.answered - self.asked


Note = Callable[[str, str, str, str, float, float], None]
"""Told of each answer: game, client, bot, lane, when asked, when a worker began."""


@dataclass(eq=False, slots=True)
class _Job:
    """A question waiting in a lane, and the future of whoever asked it."""

    asked: Question
    game: str
    client: str
    since: float
    future: asyncio.Future[str]
    started: float = field(default=0.0)


class _Lane:
    """Worker processes and the fair queue of the questions waiting for them."""

    def __init__(self, name: str, processes: int, niceness: int, note: Note) -> None:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["eurotable.server.thinking"])
        self.name = name
        self.queue: FairQueue[_Job] = FairQueue(processes)
        self._note = note
        self._closed = False
        self._executor = ProcessPoolExecutor(
            processes,
            mp_context=context,
            initializer=_yield_cpu,
            initargs=(niceness,),
        )

    async def choose(self, asked: Question, client: str, game: str) -> str:
        loop = asyncio.get_running_loop()
        job = _Job(asked, game, client, time.monotonic(), loop.create_future())
        self.queue.push(client, game, job)
        self._start()
        try:
            return await job.future
        except asyncio.CancelledError:
            self.queue.withdraw(client, game, job)
            raise

    def _start(self) -> None:
        """Hand waiting questions to the processes while one is free."""
        while not self._closed and (taken := self.queue.take()) is not None:
            client, job = taken
            job.started = time.monotonic()
            try:
                running = asyncio.wrap_future(self._executor.submit(answer, job.asked))
            except RuntimeError as error:  # shut down, or a worker died (BrokenProcessPool)
                self.queue.finished(client)
                if not job.future.done():
                    job.future.set_exception(error)
                continue
            running.add_done_callback(partial(self._ended, job))

    def _ended(self, job: _Job, running: asyncio.Future[str]) -> None:
        self.queue.finished(job.client)
        self._start()
        if job.future.done():  # whoever asked has gone
            return
        if running.cancelled():
            job.future.cancel()
        elif (error := running.exception()) is not None:
            job.future.set_exception(error)
        else:
            job.future.set_result(running.result())
            self._note(job.game, job.client, job.asked.bot, self.name, job.since, job.started)

    def close(self) -> None:
        self._closed = True
        self._executor.shutdown(wait=False, cancel_futures=True)


class Thinkers:
    """The lanes the bots think in (see the module)."""

    def __init__(self, processes: int) -> None:
        self.answered: deque[Answered] = deque(maxlen=KEPT)
        """The latest questions answered, oldest first."""
        self._quick = ThreadPoolExecutor(1, thread_name_prefix="eurotable-quick-bot")
        self._lanes = {
            SHORT: _Lane(SHORT, SHORT_PROCESSES, 0, self._note),
            LONG: _Lane(LONG, processes, LONG_NICENESS, self._note),
            STAND_IN: _Lane(STAND_IN, STAND_IN_PROCESSES, LONG_NICENESS, self._note),
        }

    async def choose(self, asked: Question, client: str, game: str, stand_in: bool = False) -> str:
        """The bot's answer to ``asked``, a question of ``client``'s game ``game``, from
        the lane its bot thinks in (``stand_in``: the bot plays a player's seat)."""
        lane = lane_of(asked.bot, stand_in)
        if lane != QUICK:
            return await self._lanes[lane].choose(asked, client, game)
        since = time.monotonic()
        chosen = await asyncio.get_running_loop().run_in_executor(self._quick, answer, asked)
        self._note(game, client, asked.bot, QUICK, since, since)
        return chosen

    def _note(
        self, game: str, client: str, bot: str, lane: str, since: float, started: float
    ) -> None:
        self.answered.append(Answered(game, client, bot, lane, since, started, time.monotonic()))

    def figures(self) -> dict[str, Any]:
        """By lane: how long the last minute's questions took from being asked to being
        answered (count, median, 95th percentile, most; in ms) and, for the lanes of
        worker processes, how many wait and think now."""
        since = time.monotonic() - WINDOW_SECONDS
        recent = [entry for entry in self.answered if entry.answered > since]
        figures: dict[str, Any] = {}
        for lane in LANES:
            taken = sorted(entry.seconds for entry in recent if entry.lane == lane)
            figures[lane] = {
                "answered": len(taken),
                "p50_ms": _percentile(taken, 0.5),
                "p95_ms": _percentile(taken, 0.95),
                "max_ms": _percentile(taken, 1.0),
            }
            if lane in self._lanes:
                queue = self._lanes[lane].queue
                figures[lane] |= {"waiting": queue.waiting, "thinking": queue.running}
        return figures

    def close(self) -> None:
        """Stop taking questions; thinks under way are dropped."""
        self._quick.shutdown(wait=False, cancel_futures=True)
        for lane in self._lanes.values():
            lane.close()


def _percentile(ordered: list[float], share: float) -> float | None:
    if not ordered:
        return None
    return round(1000 * ordered[min(len(ordered) - 1, int(share * len(ordered)))], 2)
