"""Seats that go quiet: turn timers, resigning, abandoning and revoking, all as log
entries.

A game may have a turn timer (set at creation: ``seconds`` for each decision of a human
seat, and the bot that makes a move whose time ran out). The time of the seat to move
counts from the last change of the game (its last log entry, or the moment its last seat
was taken), so it is derived from what is stored and survives a restart. Every
``Limits.timer_check_seconds`` the server looks for running games whose time ran out,
among those in memory and in the database, and writes ``timeout SEAT BOT``: the bot
then plays that one turn for the seat.

A player may resign (``resign SEAT BOT``: a bot plays the seat for the rest of the
game) and the host (who holds the host token given at creation) may abandon the game
(``abandon``: it ends without a result) or give a player's seat a new token
(``revoke SEAT``: a leaked seat link stops working, and whoever held it, over HTTP or a
websocket, holds the seat no more). See ``core.timeline`` for the entries.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hmac
import logging
import secrets
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from sqlalchemy import func, or_, select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from eurotable import games
from eurotable.bots import BadBot, make_bot
from eurotable.core.timeline import ABANDON, resign_entry, revoke_entry, timeout_entry
from eurotable.i18n import _
from eurotable.server import clocks
from eurotable.server.catalog import bot_choices
from eurotable.server.clocks import BOT_TAKES_SEAT, Clock, new_clock, run_out
from eurotable.server.errors import (
    BadRequest,
    Conflict,
    Forbidden,
    NotFound,
    Refused,
    Unauthorized,
)
from eurotable.server.limits import Limits
from eurotable.server.models import ABANDONED, FINISHED, OPEN, RUNNING, ActionRow, GameRow
from eurotable.server.schemas import NewGame
from eurotable.server.store import Store, StoredGame
from eurotable.server.table import HUMAN, Credential, Table, token_hash

if TYPE_CHECKING:
    from eurotable.server.service import GameService

log = logging.getLogger(__name__)

LONGEST_TURN = 7 * 24 * 3600
"""The longest turn timer: seven days per decision."""
RESIGN_BOT = "greedy"
"""The bot that takes a resigning player's seat in a game without a timer: it plays
sensibly and answers at once, so the others are not held up."""
HOST_SEAT = -1
"""The seat number stored with the host's entries (the host is no seat)."""


def new_token() -> str:
    """A host token, like a seat token: 192 random bits, URL-safe."""
    return secrets.token_urlsafe(24)


def hosted(stored: StoredGame, request: NewGame, limits: Limits) -> tuple[StoredGame, str]:
    """The game to create with its host, seed ruling and turn timer; and the host token.

    The timer must be from ``Limits.shortest_turn`` (a minute) to seven days, its bot a
    bot of the catalogue that can play this game (else ``BadRequest``)."""
    seconds = bot = None
    if request.turn_timer is not None:
        seconds, bot = request.turn_timer.seconds, request.turn_timer.bot
        if not limits.shortest_turn <= seconds <= LONGEST_TURN:
            raise BadRequest(
                _(
                    "a turn timer is from {least} to {most} seconds per move, not {n}",
                    least=limits.shortest_turn,
                    most=LONGEST_TURN,
                    n=seconds,
                )
            )
        known = [choice["name"] for choice in bot_choices()]
        if bot not in known:
            raise BadRequest(_("the turn timer's bot must be one of {bots}", bots=", ".join(known)))
        try:
            make_bot(bot, 0, games.get(stored.game))
        except BadBot as error:
            raise BadRequest(str(error)) from None
    clock = new_clock(request.clock, request.on_timeout, len(stored.seats), limits)
    if clock is not None and seconds is not None:
        raise BadRequest(_("a game has either a turn timer or a clock, not both"))
    token = new_token()
    game = dataclasses.replace(
        stored,
        seed_chosen=request.seed is not None,
        host_hash=token_hash(token),
        turn_seconds=seconds,
        turn_bot=bot,
        clock=clock,
    )
    return game, token


def refuse_if_not_playable(table: Table, seat: int) -> None:
    """Refuse (``Conflict``) an action of ``seat`` when the game was abandoned or a bot
    plays the seat now (its player resigned, or its time ran out)."""
    if table.status == ABANDONED:
        raise Conflict(_("the game was abandoned"))
    if seat in table.timeline.resigned:
        raise Conflict(_("you have resigned: a bot plays this seat"))
    if table.timeline.substitute(seat) is not None:
        raise Conflict(_("your time ran out: a bot makes this move"))


async def resign(service: GameService, game_id: str, token: Credential | None) -> None:
    """The seat of ``token`` resigns: the game's timer bot (else ``RESIGN_BOT``) plays it
    for the rest of the game."""
    table = await service.table(game_id)
    async with table.lock:
        await service.fresh(table)
        seat = table.seat_for(token)
        _refuse_ended(table)
        if table.status == OPEN:
            raise Conflict(_("the game has not started: some seats are still free"))
        if seat in table.timeline.resigned:
            raise Conflict(_("you have already resigned"))
        entry = resign_entry(seat, table.turn_bot or RESIGN_BOT)
        await _store(service, table, seat, entry, RUNNING)
    service.hub.changed(table.id)
    service.drive(table)


async def announce_absence(
    service: GameService, game_id: str, token: Credential | None, days: int
) -> None:
    """The player of ``token`` is away for ``days`` from now: the game's turn-based clock
    does not run for them meanwhile (``clocks.with_absence``)."""

    def away(clock: Clock, seat: int) -> Clock:
        return clocks.with_absence(clock, seat, days, clocks.now())

    await _change_absences(
        service, game_id, token, away, _("only a turn-based clock pauses for an absence")
    )


async def end_absence(service: GameService, game_id: str, token: Credential | None) -> None:
    """The player of ``token`` is back before the absence they announced is over: it ends
    now (``clocks.back``)."""

    def back(clock: Clock, seat: int) -> Clock:
        return clocks.back(clock, seat, clocks.now())

    await _change_absences(
        service, game_id, token, back, _("you announced no absence that is not over")
    )


async def _change_absences(
    service: GameService,
    game_id: str,
    token: Credential | None,
    change: Callable[[Clock, int], Clock],
    without_clock: str,
) -> None:
    """Change the absences of the seat of ``token`` in the game's clock and store it
    (``Conflict`` saying ``without_clock`` for a game without a clock)."""
    table = await service.table(game_id)
    async with table.lock:
        await service.fresh(table)
        seat = table.seat_for(token)
        _refuse_ended(table)
        if table.clock is None:
            raise Conflict(without_clock)
        clock = change(table.clock, seat)
        await service.set_clock(table, clock)
        table.clock = clock
        table.changed()  # the clock's running turn goes on (``clock_since`` stays)
    service.hub.changed(table.id)


async def abandon(service: GameService, game_id: str, host_token: str | None) -> None:
    """The host abandons the game: it ends without a result."""
    _refuse_without(host_token)
    table = await service.table(game_id)
    async with table.lock:
        await service.fresh(table)
        _refuse_if_not_host(table, host_token)
        _refuse_ended(table)
        await _store(service, table, HOST_SEAT, ABANDON, ABANDONED)
    service.hub.changed(table.id)


async def revoke(service: GameService, game_id: str, seat: int, host_token: str | None) -> str:
    """The host gives a joined seat of a running game a new token, returned: the old one
    no longer holds the seat, and everyone's log says so (``revoke SEAT``)."""
    _refuse_without(host_token)
    table = await service.table(game_id)
    async with table.lock:
        await service.fresh(table)
        _refuse_if_not_host(table, host_token)
        _refuse_ended(table)
        if not 0 <= seat < table.players:
            raise NotFound(_("game {id} has no seat {seat}", id=game_id, seat=seat))
        if table.seats[seat].kind != HUMAN:
            raise Conflict(_("seat {seat} is played by a bot", seat=seat))
        if table.seats[seat].free:
            raise Conflict(_("seat {seat} is free: nobody holds it yet", seat=seat))
        if table.status == OPEN:
            raise Conflict(_("the game has not started: some seats are still free"))
        token = new_token()
        hashed, entry = token_hash(token), revoke_entry(seat)
        await service.rekey(table, seat, hashed, HOST_SEAT, entry)
        table.rekey(seat, hashed)
        table.mark(entry)
    service.hub.changed(table.id)
    return token


def _refuse_without(host_token: str | None) -> None:
    if not host_token:
        raise Unauthorized(_("this needs the host's token (header X-Host-Token)"))


def _refuse_if_not_host(table: Table, host_token: str | None) -> None:
    if (
        table.host_hash is None
        or not host_token
        or not hmac.compare_digest(table.host_hash, token_hash(host_token))
    ):
        raise Forbidden(_("this is not the host's token of this game"))


async def expire(service: GameService, game_id: str, now: datetime) -> bool:
    """If the time of the seat to move ran out by ``now``, write ``timeout`` and let the
    timer's bot make that move; whether it did."""
    table = await service.table(game_id)
    async with table.lock:
        await service.fresh(table)
        deadline = table.deadline()
        seat = table.state.current_player
        if deadline is None or deadline > now or seat is None:
            return False
        bot = table.turn_bot or RESIGN_BOT
        if table.clock is None:
            await _store(service, table, seat, timeout_entry(seat, bot), RUNNING)
        else:
            late = run_out(table.clock, seat)
            taken = table.clock["on_timeout"] == BOT_TAKES_SEAT
            entry = resign_entry(seat, bot) if taken else timeout_entry(seat, bot)
            await service.append(table, seat, entry, RUNNING, late)
            table.clock = late
            table.mark(entry)
    service.hub.changed(table.id)
    service.drive(table)
    return True


async def watch(service: GameService, every: float) -> None:
    """Every ``every`` seconds, hand the turns whose time ran out to their bots."""
    while True:
        await asyncio.sleep(every)
        try:
            await expire_due(service)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("the turn timers could not be checked")


async def expire_due(service: GameService) -> list[str]:
    """Write ``timeout`` in every running game whose time ran out; their ids."""
    now = clocks.now()
    loop = asyncio.get_running_loop()
    stored = await loop.run_in_executor(None, due_in_database, service.store, now)
    in_memory = [table.id for table in service.live() if _due(table, now)]
    expired = []
    for game_id in dict.fromkeys([*in_memory, *stored]):
        try:
            if await expire(service, game_id, now):
                expired.append(game_id)
        except Refused as error:
            log.warning("turn timer of game %s: %s", game_id, error)
    return expired


def due_in_database(store: Store, now: datetime) -> list[str]:
    """The running games with a timer whose time, or with a clock whose least time of a
    seat (absences aside), counted from their last stored change, ran out by ``now``
    (some may have moved on since, or be paused: ``expire`` checks again)."""
    last = (  # per game, through the key of ``actions`` (game_id first)
        select(func.max(ActionRow.created_at))
        .where(ActionRow.game_id == GameRow.id)
        .scalar_subquery()
    )
    query = select(
        GameRow.id,
        GameRow.turn_seconds,
        GameRow.clock,
        GameRow.started_at,
        GameRow.created_at,
        last,
    ).where(
        GameRow.status == RUNNING,
        or_(GameRow.turn_seconds.is_not(None), GameRow.clock.is_not(None)),
    )
    try:
        with Session(store.engine) as session:
            rows = session.execute(query).all()
    except SQLAlchemyError:
        log.exception("the turn timers could not be read")
        return []
    due = []
    for game_id, seconds, clock, started, created, at in rows:
        since = max(_utc(t) for t in (started, created, at) if t is not None)
        if clock is not None:  # the seat to move is known once replayed: the least left
            least = min(clock["remaining_ms"]) + clock["per_move_ms"]
            shortest = timedelta(milliseconds=least)
        elif seconds is not None:
            shortest = timedelta(seconds=seconds)
        else:
            continue
        if since + shortest <= now:
            due.append(game_id)
    return due


def _due(table: Table, now: datetime) -> bool:
    deadline = table.deadline()
    return deadline is not None and deadline <= now


def _utc(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _refuse_ended(table: Table) -> None:
    if table.status == ABANDONED:
        raise Conflict(_("the game was already abandoned"))
    if table.status == FINISHED:
        raise Conflict(_("the game is over"))


async def _store(service: GameService, table: Table, seat: int, entry: str, status: str) -> None:
    """Store a log entry of the table's, then apply it (call with the table's lock)."""
    await service.append(table, seat, entry, status)
    table.mark(entry)
