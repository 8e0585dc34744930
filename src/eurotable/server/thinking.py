"""Where the web table's bots think.

Searching bots (ISMCTS) think in worker processes, never under the server's interpreter
lock, so a long think slows neither the server nor another game; the quick bots (random,
greedy) answer at once in a thread of their own, so they never wait behind a search. A
game asks one decision at a time, and the workers take the questions in the order asked,
so the games share them fairly. Each decision is a ``Question`` the worker answers from
the seat's observation and legal actions only, with a bot made for that decision from the
game's seed (the same entries always get the same answers from a bot with an iteration
budget).
"""

from __future__ import annotations

import asyncio
import multiprocessing
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from eurotable import games
from eurotable.bots import Decision, make_bot, seat_seed
from eurotable.core.rng import derive_seed

QUICK = frozenset({"random", "greedy"})
"""Bots that answer at once: they think in the server's own thread, never queued."""


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


class Thinkers:
    """The worker processes of the searching bots and the thread of the quick ones."""

    def __init__(self, processes: int) -> None:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["eurotable.server.thinking"])
        self._searching = ProcessPoolExecutor(processes, mp_context=context)
        self._quick = ThreadPoolExecutor(1, thread_name_prefix="eurotable-quick-bot")

    async def choose(self, asked: Question) -> str:
        """The bot's answer, from the lane its kind thinks in."""
        lane: Executor = self._quick if asked.bot.split(":")[0] in QUICK else self._searching
        return await asyncio.get_running_loop().run_in_executor(lane, answer, asked)

    def close(self) -> None:
        """Stop taking questions; thinks under way are dropped."""
        self._quick.shutdown(wait=False, cancel_futures=True)
        self._searching.shutdown(wait=False, cancel_futures=True)
