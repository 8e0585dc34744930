"""Rematch: a finished game played again by the same table, with a new seed.

The rematch has the game's title, options, seats, pacing and turn timer: its bots are the
same bots; its human seats held by whoever asks (the holder of some of its seat tokens:
all of them when one browser held several, as at one screen) are theirs again under the
same names, and the other human seats are free for their players to join. The host (who
holds none) may ask too: then every human seat is free. Its host is whoever asked. A game
has one rematch: it is stored with the game (``games.rematch``) and named in its summary,
so a second request is answered with it (``Rematched``).
"""

from __future__ import annotations

import hmac
from collections.abc import Sequence
from typing import Literal, cast

from eurotable.i18n import _
from eurotable.server.clocks import BOT_MOVES, BOT_TAKES_SEAT, control_json
from eurotable.server.errors import Conflict, Forbidden, Rematched, Unauthorized
from eurotable.server.models import FINISHED
from eurotable.server.schemas import (
    ClockChoice,
    NewGame,
    Pacing,
    SeatChoice,
    SpectatorChat,
    TurnTimer,
)
from eurotable.server.service import GameService, held
from eurotable.server.table import Credential, Table, bot_of, token_hash
from eurotable.server.views import Json


async def rematch(
    service: GameService,
    game_id: str,
    tokens: Sequence[Credential],
    host_token: str | None,
    client: str,
) -> Json:
    """Create the rematch of a finished game for the holder of ``tokens`` (seat tokens of
    the game, or a signed-in account) or of ``host_token``; answered as a creation:
    ``{id, tokens, host_token}``."""
    if not tokens and not host_token:
        raise Unauthorized(_("a rematch needs a seat token of the game, or its host's token"))
    table = await service.table(game_id)
    async with table.lock:
        await service.fresh(table)
        seats = held(table, tokens)
        if not seats and not _hosts(table, host_token):
            raise Forbidden(_("only the players of this game or its host can ask for a rematch"))
        if table.status != FINISHED:
            raise Conflict(_("only a finished game can have a rematch"))
        if table.rematch is not None:
            raise Rematched(
                _("this game has a rematch already: {id}", id=table.rematch), table.rematch
            )
        return await service.create(again(table, seats), client, rematch_of=table)


def again(table: Table, seats: list[int]) -> NewGame:
    """The creation of ``table``'s rematch in which the player of ``seats`` sits again."""
    choices = []
    for seat, entry in enumerate(table.seats):
        bot = bot_of(entry.kind)
        if bot is not None:
            choices.append(SeatChoice(kind="bot", bot=bot))
        else:
            choices.append(SeatChoice(kind="human", name=entry.name if seat in seats else None))
    timer = None
    if table.turn_seconds is not None and table.turn_bot is not None:
        timer = TurnTimer(seconds=table.turn_seconds, bot=table.turn_bot)
    taken = table.clock is not None and table.clock["on_timeout"] == BOT_TAKES_SEAT
    grace: int | Literal["confirm"] = (
        "confirm" if table.grace_seconds is None else table.grace_seconds
    )
    return NewGame(
        game=table.spec.name,
        players=table.players,
        options=dict(table.options),
        seats=choices,
        turn_timer=timer,
        clock=None if table.clock is None else ClockChoice(**control_json(table.clock)),
        on_timeout=BOT_TAKES_SEAT if taken else BOT_MOVES,
        pacing=Pacing(bot_ms=table.bot_pace_ms, grace=grace),
        spectator_chat=cast(SpectatorChat, table.spectator_chat),
    )


def _hosts(table: Table, host_token: str | None) -> bool:
    """Whether ``host_token`` is the host's token of ``table``."""
    if not host_token or table.host_hash is None:
        return False
    return hmac.compare_digest(table.host_hash, token_hash(host_token))
