"""Live clocks: each player has a total time, running only while it is their turn.

A game's clock (chosen at creation, ``NewGame.clock``) is stored as one JSON object in
``games.clock``: ``kind`` ("live"), ``ms`` (each seat's time at the start),
``increment_ms`` (added after each of a seat's moves), ``on_timeout`` ("bot_moves": a bot
makes the move whose time ran out, the player's clock then stays at zero, so each later
move has only its increment; "bot_takes_seat": a bot plays the seat for the rest of the
game, a ``resign`` entry of the log) and ``remaining_ms``: each seat's time left when its
running turn began. The running turn begins at the table's last change (its last stored
entry, or the moment its last seat was taken), so what is stored is enough to know every
seat's time after a restart or in another server process. The move that ends a turn
stores the seat's new remaining time in the same transaction as its log entry: if
another process stored that entry first, neither is stored.

Time comes from ``now``, which tests may replace (``use``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from eurotable.i18n import _
from eurotable.server.errors import BadRequest
from eurotable.server.limits import Limits

if TYPE_CHECKING:
    from eurotable.server.schemas import ClockChoice

LIVE = "live"
BOT_MOVES, BOT_TAKES_SEAT = "bot_moves", "bot_takes_seat"
LONGEST_MINUTES = 180
LONGEST_INCREMENT = 60

Clock = dict[str, Any]
"""A game's stored clock (see the module's text)."""


def _system_now() -> datetime:
    return datetime.now(UTC)


_source: list[Callable[[], datetime]] = [_system_now]


def now() -> datetime:
    """The time now, from the clock in use (the system's, unless a test set another)."""
    return _source[0]()


def use(source: Callable[[], datetime] | None) -> None:
    """Take the time from ``source`` from now on (``None``: the system's clock again)."""
    _source[0] = source or _system_now


def new_clock(
    choice: ClockChoice | None, on_timeout: str, players: int, limits: Limits
) -> Clock | None:
    """The stored clock of a new game of ``players`` seats (``None``: no clock), checked
    (``BadRequest``: minutes from ``Limits.shortest_clock_minutes`` to 180, an increment
    from 0 to 60 seconds)."""
    if choice is None or choice.kind != LIVE:
        return None
    minutes = choice.minutes
    if minutes is None or not limits.shortest_clock_minutes <= minutes <= LONGEST_MINUTES:
        raise BadRequest(
            _(
                "a live clock is from {least} to {most} minutes, not {n}",
                least=limits.shortest_clock_minutes,
                most=LONGEST_MINUTES,
                n=minutes,
            )
        )
    if not 0 <= choice.increment <= LONGEST_INCREMENT:
        raise BadRequest(
            _(
                "a clock's increment is from 0 to {most} seconds, not {n}",
                most=LONGEST_INCREMENT,
                n=choice.increment,
            )
        )
    ms = round(minutes * 60_000)
    return {
        "kind": LIVE,
        "ms": ms,
        "increment_ms": choice.increment * 1000,
        "on_timeout": on_timeout,
        "remaining_ms": [ms] * players,
    }


def left_ms(clock: Clock, seat: int, since: datetime, at: datetime, running: bool) -> int:
    """The time ``seat`` has left at ``at`` (its turn running since ``since`` if
    ``running``), never below zero."""
    remaining = int(clock["remaining_ms"][seat])
    if running:
        remaining -= int((at - since) / timedelta(milliseconds=1))
    return max(remaining, 0)


def after_move(clock: Clock, seat: int, since: datetime, at: datetime) -> Clock:
    """The clock once ``seat`` moved at ``at``, its turn having run since ``since``: its
    time used taken off, the increment added."""
    remaining = list(clock["remaining_ms"])
    remaining[seat] = left_ms(clock, seat, since, at, True) + int(clock["increment_ms"])
    return {**clock, "remaining_ms": remaining}


def run_out(clock: Clock, seat: int) -> Clock:
    """The clock once ``seat``'s time ran out: zero left."""
    remaining = list(clock["remaining_ms"])
    remaining[seat] = 0
    return {**clock, "remaining_ms": remaining}


def choice_json(clock: Clock | None) -> dict[str, Any]:
    """The control of a game's clock as the API shows it."""
    if clock is None:
        return {"kind": "none"}
    return {
        "kind": LIVE,
        "minutes": clock["ms"] / 60_000,
        "increment": clock["increment_ms"] // 1000,
        "on_timeout": clock["on_timeout"],
    }
