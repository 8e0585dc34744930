"""Bots at a pace people can follow, and a grace in which a player may take a move back.

A game with a human seat is paced (``Pacing`` at creation, stored with the game):

- ``bot_ms``: each bot action is pushed at least this long after the table's previous log
  entry (default ``BOT_PACE_MS``), so a person sees one move land before the next;
- ``grace``: when a human's action passes the turn to a bot, the bot waits this many
  seconds (default ``GRACE_SECONDS``) before it begins; meanwhile that player may still
  take the action back, or end the turn at once (the ``confirm`` entry, "End turn").
  ``None`` ("until I confirm"): the bot waits until the player ends the turn. Once the
  grace has run out the bot is moving and the action can no longer be taken back.

A game of bots only is never paced: it plays at full speed, as bench-server measures it.
What reveals hidden information still closes the undo window at once (``core.timeline``),
and then there is no grace either.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from eurotable.server.store import StoredGame
from eurotable.server.table import HUMAN, Table

if TYPE_CHECKING:
    from eurotable.server.schemas import NewGame

BOT_PACE_MS = 700
"""The least time between a bot's push and the table's previous one, by default."""
LONGEST_PACE_MS = 5000
"""The slowest pace a game may ask for."""
GRACE_SECONDS = 3
"""How long a bot waits, by default, after a human passes it the turn."""
LONGEST_GRACE = 60
"""The longest grace a game may ask for in seconds (beyond it: until the player confirms)."""
UNTIL_CONFIRMED = "confirm"
"""The grace of a game whose bots wait until the player ends the turn."""


def paced(stored: StoredGame, request: NewGame) -> StoredGame:
    """The game to create with the pacing its request asks for (checked by the schema)."""
    pacing = request.pacing
    if pacing is None:
        return stored
    grace = None if pacing.grace == UNTIL_CONFIRMED else int(pacing.grace)
    return dataclasses.replace(stored, bot_pace_ms=pacing.bot_ms, grace_seconds=grace)


def has_people(table: Table) -> bool:
    """Whether a seat of the table is a human's (its bots are then paced)."""
    return any(seat.kind == HUMAN for seat in table.seats)


def grace_seat(table: Table) -> int | None:
    """The human seat whose grace holds the bot to move now: the turn passed from it to
    a bot and its actions can still be taken back (``None``: no grace holds a bot)."""
    if table.bot_to_move() is None:
        return None
    seat = table.timeline.confirmer()
    if seat is None or table.played_by_bot(seat) is not None:
        return None
    return seat


def grace_until(table: Table) -> datetime | None:
    """When the grace holding the bot to move ends (``None``: it waits for the player to
    end the turn). Only meaningful while ``grace_seat`` is a seat."""
    if table.grace_seconds is None:
        return None
    return table.entry_time + timedelta(seconds=table.grace_seconds)


def in_grace(table: Table, now: datetime) -> bool:
    """Whether a grace holds the bot to move at ``now``."""
    if grace_seat(table) is None:
        return False
    until = grace_until(table)
    return until is None or now < until


def grace_over(table: Table, seat: int, now: datetime) -> bool:
    """Whether ``seat`` passed the turn to a bot whose grace has run out at ``now`` (the
    bot is moving: the action can no longer be taken back)."""
    return grace_seat(table) == seat and not in_grace(table, now)


def seconds_to_wait(table: Table, now: datetime) -> float | None:
    """How long the bot to move still waits for a grace (0: none holds it; ``None``:
    until the player ends the turn)."""
    if grace_seat(table) is None:
        return 0.0
    until = grace_until(table)
    if until is None:
        return None
    return max(0.0, (until - now).total_seconds())


def seconds_to_pace(table: Table, now: datetime) -> float:
    """How long a bot's chosen action still waits so that it lands ``bot_pace_ms`` after
    the table's previous entry (0 in a game of bots only)."""
    if not has_people(table):
        return 0.0
    due = table.entry_time + timedelta(milliseconds=table.bot_pace_ms)
    return max(0.0, (due - now).total_seconds())
