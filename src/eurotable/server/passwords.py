"""Passwords: hashed with Argon2id, checked in threads of their own, a few at a time.

The hash is argon2-cffi's ``PasswordHasher`` with its default costs (RFC 9106's second
recommended choice: 64 MiB, 3 passes, 4 lanes), so a stored hash says its own costs and
a hash made with older costs is made again at the next sign-in (``needs_rehash``). One
hash takes about a sixth of a second of both cores: each runs in a thread (argon2
releases the interpreter lock), at most ``THREADS`` at once, and when ``WAITING`` are
already waiting, more are refused at once (503), so a flood of sign-ins costs the games
nothing but those threads' share of the processor.

A name nobody has is checked against a hash all the same (``UNKNOWN``): the answer to
an unknown name and to a wrong password takes as long, and says the same.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from eurotable.i18n import _
from eurotable.server.errors import BadRequest, Unavailable

T = TypeVar("T")

THREADS = 2
WAITING = 16
SHORTEST = 8
"""The shortest password, in characters (NIST SP 800-63B's least)."""
LONGEST = 256
"""The longest password, in characters (a hash costs the same; a body stays small)."""


def check_password(password: str) -> str:
    """``password`` if it may be one; ``BadRequest`` saying why not."""
    if len(password) < SHORTEST:
        raise BadRequest(_("a password has at least {n} characters", n=SHORTEST))
    if len(password) > LONGEST:
        raise BadRequest(_("a password has at most {n} characters", n=LONGEST))
    return password


class Passwords:
    """Hashing and checking passwords off the event loop, a few at a time."""

    def __init__(self, threads: int = THREADS, waiting: int = WAITING) -> None:
        self._hasher = PasswordHasher()
        self._pool = ThreadPoolExecutor(threads, thread_name_prefix="eurotable-password")
        self._waiting = waiting
        self._asked = 0
        self._unknown = self._hasher.hash("a password nobody has")

    async def hash(self, password: str) -> str:
        """The hash to store of ``password``."""
        return await self._run(self._hasher.hash, password)

    async def matches(self, hashed: str | None, password: str) -> bool:
        """Whether ``password`` is the one ``hashed`` was made from (``None``, a name
        nobody has: checked against a hash all the same, and never matching)."""
        return await self._run(self._matches, hashed, password)

    def needs_rehash(self, hashed: str) -> bool:
        """Whether ``hashed`` was made with other costs than today's."""
        return self._hasher.check_needs_rehash(hashed)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)

    def _matches(self, hashed: str | None, password: str) -> bool:
        try:
            return self._hasher.verify(hashed or self._unknown, password) and hashed is not None
        except (VerificationError, InvalidHashError):
            return False

    async def _run(self, call: Callable[..., T], *args: object) -> T:
        """``call(*args)`` in a password thread; ``Unavailable`` when too many wait."""
        if self._asked >= self._waiting:
            raise Unavailable(_("the server is checking many passwords: try again in a moment"))
        self._asked += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self._pool, call, *args)
        finally:
            self._asked -= 1
