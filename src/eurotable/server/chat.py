"""Chat at the table: two channels per game, plain text or quick phrases, paced per seat.

A seat's holder writes to and reads the ``players`` channel; spectators write to and read
the ``spectators`` channel, as the game's ``spectator_chat`` option allows: ``none`` (no
chat for spectators), ``own`` (the default: among themselves) or ``players`` (they may
also read the players' channel, never write to it). A message is a text (stripped, from 1
to ``MAX_CHARS`` characters, no control characters; stored and sent as plain text: the
page shows it as text, never as markup) or the id of a quick phrase (``PHRASES``), stored
as the id and shown in each reader's language. Each seat, and each spectator client, may
say ``BURST`` messages at once and then one every ``1 / RATE`` seconds (token buckets,
``server.buckets``). Messages are stored (``Store.add_chat``) and pushed to every socket
of the game whose holder may read their channel (``Hub.say``), in every server process
(the others hear of it from the database: ``GameService._heard``). Bots never see chat:
it is in no game state nor observation, only in what sockets and ``GET …/chat`` send.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from eurotable.i18n import _, join_list
from eurotable.server.buckets import Buckets
from eurotable.server.errors import BadRequest, Forbidden, TooMany
from eurotable.server.service import GameService, check_name
from eurotable.server.table import Table

PLAYERS, SPECTATORS = "players", "spectators"
"""The two channels of a game's chat."""
PHRASES = ("good_luck", "well_played", "thanks", "sorry_misclick", "back_in_a_minute")
"""The quick phrases' ids (the page shows each in its reader's language)."""
MAX_CHARS = 300
"""The longest message, in characters after stripping."""
RATE, BURST = 0.5, 5
"""Each seat (or spectator client) says at most ``BURST`` messages at once, then one a
``1 / RATE`` seconds: five in any ten seconds."""
RECENT = 200
"""How many of the newest readable messages a reader is given at once."""

Json = dict[str, Any]


def readable(table: Table, seats: list[int]) -> list[str]:
    """The channels the holder of ``seats`` (none: a spectator) may read."""
    if seats:
        return [PLAYERS]
    if table.spectator_chat == "none":
        return []
    if table.spectator_chat == "players":
        return [PLAYERS, SPECTATORS]
    return [SPECTATORS]


def checked_text(text: str) -> str:
    """A message's text, stripped; ``BadRequest`` if it is empty, too long or holds a
    control character."""
    said = text.strip()
    if not said:
        raise BadRequest(_("a chat message cannot be empty"))
    if len(said) > MAX_CHARS:
        raise BadRequest(_("a chat message has at most {n} characters", n=MAX_CHARS))
    if any(unicodedata.category(char) == "Cc" for char in said):
        raise BadRequest(_("a chat message cannot contain control characters"))
    return said


class Chat:
    """The chat of every game of a service: who may say what, its pace, and its store."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self._buckets = Buckets(RATE, BURST, service.hub.clock)

    async def say(
        self,
        game_id: str,
        seats: list[int],
        client: str,
        text: str | None,
        phrase: str | None,
        name: str | None = None,
    ) -> Json:
        """Store and push a message of the holder of ``seats`` (none: a spectator at
        ``client``, named ``name`` if given); the message as sent. Refused with 422 (no
        text or phrase, both, a bad text or phrase id), 403 (spectators may not chat
        here) or 429 (too many messages), nothing stored."""
        table = await self.service.table(game_id)
        content, is_phrase = _content(text, phrase)
        shown: str | None
        if seats:
            channel, seat, shown = PLAYERS, seats[0], table.names[seats[0]]
            pace = f"{game_id} seat {seat}"
        else:
            if table.spectator_chat == "none":
                raise Forbidden(_("spectators cannot chat in this game"))
            channel, seat, shown = SPECTATORS, None, None if name is None else check_name(name)
            pace = f"{game_id} spectator {client}"
        if not self._buckets.take(pace):
            raise TooMany(
                _(
                    "at most {n} chat messages in {s} seconds: wait a little",
                    n=BURST,
                    s=round(BURST / RATE),
                )
            )
        store = self.service.store
        said = await self.service.stored_chat(
            store.add_chat, game_id, channel, seat, shown, content, is_phrase
        )
        sent = said.to_json()
        self.service.hub.say(game_id, sent)
        return sent

    async def recent(self, game_id: str, seats: list[int]) -> list[Json]:
        """The newest ``RECENT`` messages the holder of ``seats`` may read, oldest first."""
        table = await self.service.table(game_id)
        channels = readable(table, seats)
        stored = await self.service.stored_chat(self.service.store.chat, game_id, channels, RECENT)
        return [said.to_json() for said in stored]


def _content(text: str | None, phrase: str | None) -> tuple[str, bool]:
    """What a message says, and whether it is a phrase id."""
    if (text is None) == (phrase is None):
        raise BadRequest(_("a chat message has a text or a phrase, not both"))
    if phrase is not None:
        if phrase not in PHRASES:
            raise BadRequest(
                _(
                    "{phrase} is no quick phrase: {phrases}",
                    phrase=repr(phrase[:64]),
                    phrases=join_list(list(PHRASES)),
                )
            )
        return phrase, True
    assert text is not None
    return checked_text(text), False
