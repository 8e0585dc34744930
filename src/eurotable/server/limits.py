"""What one client may ask of the server, so that no client slows down everybody else.

``Limits`` holds the numbers (``create_app(limits=…)``; ``eurotable serve`` takes the
defaults); ``BodyLimit`` refuses request bodies over the limit with 413 before they are
read whole; ``Pace`` counts a client's game creations; ``server.caps`` counts the seats
searching bots play.
"""

from __future__ import annotations

import dataclasses
import ipaddress
import json
import os
import time
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from eurotable.core.errors import EurotableError
from eurotable.i18n import _

if TYPE_CHECKING:
    from starlette.types import ASGIApp, Message, Receive, Scope, Send


@dataclass(frozen=True, slots=True)
class Limits:
    """The server's limits per request, per websocket and per client (an IP address)."""

    body_bytes: int = 64 * 1024
    """The largest request body read (every real request is far smaller)."""
    message_chars: int = 4096
    """The longest websocket message read (a message lists a few seat tokens)."""
    tokens: int = 5
    """Seat tokens in one websocket message (no game has more seats)."""
    token_chars: int = 64
    """The longest seat token (the server's are 32 characters)."""
    first_message_seconds: float = 30.0
    """A websocket that has not said which seats it holds by then is closed."""
    spectators_per_game: int = 1000
    """Sockets watching a game without holding one of its seats (sockets of its seats are
    counted apart, so spectators never lock its players out)."""
    sockets_per_seat: int = 8
    """Sockets holding the same seat of a game (a player's tabs and devices)."""
    sockets_per_client: int = 64
    socket_messages_per_second: float = 5.0
    """Messages one websocket may send a second, on average (a player sends a few a
    minute; an arrangement made piece by piece, a few a second)."""
    socket_message_burst: int = 30
    """Messages one websocket may send at once before the average counts."""
    client_messages_per_second: float = 20.0
    """Messages one client may send a second over all its websockets."""
    client_message_burst: int = 120
    refusal_seconds: float = 1.0
    """A websocket refused for too many sockets or messages is closed this long after."""
    games_per_minute: int = 30
    """Games one client may create in any minute."""
    searching_seats_per_client: int = 24
    """Seats searching bots may play in one client's games not yet over (``server.caps``):
    a club player's several tables full of bots stay far below it (a game has at most five
    seats), a client making dozens of games of searches to slow everybody down does not."""
    searching_seats: int = 400
    """Seats searching bots may play in the games not yet over of this server process, by
    anyone: many clients' worth, bounding what waits for the bots' processes."""
    shortest_turn: int = 60
    """The shortest turn timer a game may be given, in seconds (tests make it shorter)."""
    shortest_clock_minutes: float = 1.0
    """The shortest live clock a game may be given, in minutes (tests make it shorter)."""
    timer_check_seconds: float = 5.0
    """How often the server looks for turns whose time ran out."""
    open_hours: float = 72.0
    """An open game still waiting for players this long after it was made is removed
    (it has no action yet: only its lobby entry and seat links go)."""
    connections: int = 10_000
    """Connections (HTTP and websocket) one server process holds at most; never more than
    its open-file limit allows (``connections.open_file_budget``)."""
    connections_per_client: int = 128
    """Connections one client (an IPv4 address or an IPv6 /64) holds at most: its
    websockets (``sockets_per_client``) and a browser's few HTTP connections."""
    header_seconds: float = 10.0
    """A request's headers must come whole within this time of the connection (or of the
    previous answer on a kept-alive connection)."""
    body_seconds: float = 30.0
    """A request's body must come whole within this time of its headers."""
    keep_alive_seconds: int = 5
    """An idle kept-alive connection is closed after this time."""
    requests_per_connection: int = 1000
    """A kept-alive connection is closed after this many answers."""
    sign_ins_per_name: float = 2.0
    """Attempts to sign in (or up) a minute that one name may average (``server.accounts``);
    one client may make four times as many, over all names."""
    sign_in_burst: int = 5
    """Attempts one name may make at once before the pace above applies (a client: four
    times as many)."""


LIMITS_VARIABLE = "EUROTABLE_LIMITS"
"""The environment variable ``eurotable serve`` passes its limits in (JSON of ``Limits``'
fields), to each worker process's app and connection protocols."""


def chosen_limits() -> dict[str, Any]:
    """The limits set in the environment (``LIMITS_VARIABLE``: a JSON object of
    ``Limits``' fields and numbers); ``EurotableError`` naming what is wrong."""
    text = os.environ.get(LIMITS_VARIABLE, "{}")
    try:
        chosen = json.loads(text)
    except ValueError:
        chosen = None
    fields = {field.name for field in dataclasses.fields(Limits)}
    if not isinstance(chosen, dict) or not all(
        name in fields and isinstance(value, int | float) for name, value in chosen.items()
    ):
        raise EurotableError(
            _(
                "{variable} must be a JSON object of limits and numbers ({names}), not {text}",
                variable=LIMITS_VARIABLE,
                names=", ".join(sorted(fields)),
                text=text[:80],
            )
        )
    return chosen


def limits_from_environment() -> Limits:
    """The limits ``eurotable serve`` chose (``LIMITS_VARIABLE``; unset: the defaults)."""
    return Limits(**chosen_limits())


TOO_LARGE = 413


class BodyLimit:
    """ASGI middleware answering 413 to any request whose body is over ``limit`` bytes:
    at once when its ``Content-Length`` says so, else as soon as that many have come
    (bodies under the limit are read here, then handed on whole)."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length", b"0")
        if not declared.isdigit() or int(declared) > self.limit:
            await self._refuse(send)
            return
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] != "http.request":
                await self.app(scope, _replay([message]), send)
                return
            body += message.get("body", b"")
            if len(body) > self.limit:
                await self._refuse(send)
                return
            if not message.get("more_body", False):
                break
        whole: Message = {"type": "http.request", "body": bytes(body), "more_body": False}
        await self.app(scope, _replay([whole], receive), send)

    async def _refuse(self, send: Send) -> None:
        detail = _("the request body is over {n} bytes", n=self.limit)
        body = json.dumps({"detail": detail}).encode()
        length = str(len(body)).encode()
        headers = [(b"content-type", b"application/json"), (b"content-length", length)]
        await send({"type": "http.response.start", "status": TOO_LARGE, "headers": headers})
        await send({"type": "http.response.body", "body": body})


def _replay(messages: list[Message], then: Receive | None = None) -> Receive:
    """A ``receive`` giving ``messages`` first, then what ``then`` gives."""
    waiting = list(messages)

    async def receive() -> Message:
        if waiting:
            return waiting.pop(0)
        if then is None:
            return {"type": "http.disconnect"}
        return await then()

    return receive


def client_of(host: str) -> str:
    """The client a remote address belongs to: the address itself, or for IPv6 its /64
    network (an IPv4 address mapped into IPv6 is the IPv4 address)."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


class Pace:
    """How many times each client did something in the last minute."""

    def __init__(self, per_minute: int) -> None:
        self.per_minute = per_minute
        self._times: dict[str, deque[float]] = {}

    def allow(self, client: str) -> bool:
        """Count one more for ``client`` if it has done fewer than the limit in the last
        minute; ``False`` (and nothing counted) otherwise."""
        now = time.monotonic()
        times = self._times.setdefault(client, deque())
        while times and times[0] <= now - 60:
            times.popleft()
        if len(times) >= self.per_minute:
            return False
        times.append(now)
        if len(self._times) > 10_000:
            self._forget(now)
        return True

    def _forget(self, now: float) -> None:
        """Drop the clients that did nothing in the last minute."""
        for client in [c for c, times in self._times.items() if not times or times[-1] <= now - 60]:
            del self._times[client]
