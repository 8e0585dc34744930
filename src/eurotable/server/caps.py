"""Caps at creation: how many seats searching bots may play in the games not yet over of
one client (``Limits.searching_seats_per_client``) and of the whole server process
(``Limits.searching_seats``).

A seat counts when a searching bot (ISMCTS: every bot of the catalogue but random and
greedy) plays it, and a human seat counts too when the game's turn timer's bot searches,
since a timeout or a resignation hands the seat to that bot. The seats counted are those
of the games this process holds in memory that are neither finished nor abandoned, each
under the client that created it (``Table.client``; a game rebuilt after a restart is a
client of its own). A game leaves memory only when no bot is to move in it, nobody
watches it and nothing happened in it for ten minutes: it makes no bot think then, and
counts again as soon as it comes back (the caps bound what thinks, not what is stored, so
games left unfinished long ago never keep a club from starting new ones).

A creation over either cap is refused with 422 and changes nothing; a game that ends
makes room at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from eurotable.i18n import _
from eurotable.server.errors import BadRequest
from eurotable.server.limits import Limits
from eurotable.server.models import ENDED
from eurotable.server.table import HUMAN, Table, bot_of
from eurotable.server.thinking import searches


def searching_seats(kinds: Sequence[str], turn_bot: str | None) -> int:
    """How many of the seats of these kinds (``human``, ``bot:NAME``) a searching bot may
    play in a game whose turn timer's bot is ``turn_bot`` (``None``: no timer)."""
    stand_in = turn_bot is not None and searches(turn_bot)
    return sum(
        1
        for kind in kinds
        if (stand_in and kind == HUMAN) or ((bot := bot_of(kind)) is not None and searches(bot))
    )


def table_seats(table: Table) -> int:
    """The searching seats of a game in memory (0 once it is over)."""
    if table.status in ENDED:
        return 0
    return searching_seats([seat.kind for seat in table.seats], table.turn_bot)


def refuse_over_caps(live: Iterable[Table], client: str, adding: int, limits: Limits) -> None:
    """Refuse (``BadRequest``) a game of ``adding`` searching seats made by ``client``
    if it would take the client's games or the server's over their caps."""
    if adding == 0:
        return
    theirs = everyone = 0
    for table in live:
        seats = table_seats(table)
        everyone += seats
        if table.client == client:
            theirs += seats
    if theirs + adding > limits.searching_seats_per_client:
        raise BadRequest(
            _(
                "seats search bots may play (a human seat too when the turn timer's bot "
                "searches) in your games not yet over: {held}, with this game {total}; one "
                "client may have at most {n}",
                held=theirs,
                total=theirs + adding,
                n=limits.searching_seats_per_client,
            )
        )
    if everyone + adding > limits.searching_seats:
        raise BadRequest(
            _(
                "seats search bots may play (a human seat too when the turn timer's bot "
                "searches) in the server's games not yet over: {held}, with this game "
                "{total}; the server takes at most {n}: try again later",
                held=everyone,
                total=everyone + adding,
                n=limits.searching_seats,
            )
        )
