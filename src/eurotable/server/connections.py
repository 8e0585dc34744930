"""Connections, before any request: how many, from whom, and how slowly they may talk.

uvicorn reads a request's headers and body for as long as the client takes, so a client
that trickles a byte every few seconds holds its connection (and an open file) for ever;
a thousand such connections and nobody else is served. ``eurotable serve`` therefore runs
uvicorn with the protocols of this module (``GuardedHttp``, and ``GuardedWebSocket`` after
an upgrade), which all consult one ``Gate`` per server process:

- a connection is refused at once (closed before a byte is read) when its client already
  holds ``Limits.connections_per_client`` or the process ``Limits.connections`` (never
  more than the open-file limit allows: ``open_file_budget``); a client is an IPv4
  address, or an IPv6 address's /64 network (one machine has a whole /64);
- a request's headers must arrive whole within ``Limits.header_seconds`` of the
  connection being made, or of the previous answer of a kept-alive connection, and its
  body within ``Limits.body_seconds`` of its headers, else the connection is closed;
- a kept-alive connection is closed after ``Limits.requests_per_connection`` answers
  (and, by uvicorn, when idle for ``Limits.keep_alive_seconds``).

A websocket keeps its connection counted until it closes; its own liveness is the
websocket pings'. Once the server has sent a websocket's close frame it reads at most
``CLOSING_BYTES`` more (messages already on their way, and the client's reply to the
close) and then closes the connection: a client that goes on sending after it was told
to close (a flood refused with 4429) costs no more reading.
"""

from __future__ import annotations

import asyncio
import os
import resource
from typing import Any

import h11
from uvicorn.config import Config
from uvicorn.protocols.http.flow_control import CLOSE_HEADER
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from uvicorn.server import ServerState

from eurotable.server.limits import Limits, client_of, limits_from_environment

SPARE_FILES = 64
"""Open files kept, beyond those already open when the first connection comes, for what
is opened later: the database's further connections, bots' processes started late."""
BACKLOG = 100
"""The listening queue (``eurotable serve`` gives it to uvicorn): asyncio accepts up to
this many connections at once before any is looked at, so as many files are kept for
them too."""


def open_file_budget() -> int:
    """How many connections this process can hold: its open-file limit, raised to the
    hard limit where the system allows, less the files open now, ``SPARE_FILES`` and
    ``BACKLOG``."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and (hard == resource.RLIM_INFINITY or soft < hard):
        wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    if soft == resource.RLIM_INFINITY:
        return 1 << 20
    return max(1, soft - _files_open() - SPARE_FILES - BACKLOG)


def _files_open() -> int:
    """How many files this process has open now (its bots' pipes, the database, the
    listening socket); 0 where the system does not say."""
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return 0


class Gate:
    """The connections one server process holds, by client."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.most = min(limits.connections, open_file_budget())
        self._clients: dict[int, str] = {}
        self._by_client: dict[str, int] = {}

    @property
    def held(self) -> int:
        """How many connections are held now."""
        return len(self._clients)

    def admit(self, transport: asyncio.BaseTransport) -> bool:
        """Count a new connection, unless its client or the process holds all it may."""
        peer = transport.get_extra_info("peername")
        client = client_of(str(peer[0])) if isinstance(peer, tuple) and peer else "?"
        holding = self._by_client.get(client, 0)
        if len(self._clients) >= self.most or holding >= self.limits.connections_per_client:
            return False
        self._clients[id(transport)] = client
        self._by_client[client] = holding + 1
        return True

    def release(self, transport: asyncio.BaseTransport) -> None:
        """Stop counting a connection (again: nothing)."""
        client = self._clients.pop(id(transport), None)
        if client is None:
            return
        left = self._by_client[client] - 1
        if left:
            self._by_client[client] = left
        else:
            del self._by_client[client]


_gate: Gate | None = None


def gate() -> Gate:
    """This process's gate, made the first time from the limits ``eurotable serve`` put in
    the environment (each worker process makes its own)."""
    global _gate
    if _gate is None:
        _gate = Gate(limits_from_environment())
    return _gate


class GuardedHttp(H11Protocol):
    """uvicorn's HTTP/1.1 protocol, within the ``Gate`` and the read deadlines."""

    def __init__(
        self,
        config: Config,
        server_state: ServerState,
        app_state: dict[str, Any],
        _loop: asyncio.AbstractEventLoop | None = None,
    ) -> None:
        super().__init__(config, server_state, app_state, _loop)
        self.gate = gate()
        self.admitted = False
        self.deadline: asyncio.TimerHandle | None = None
        self.reading_body = False
        self.requests = 0
        self.counted: object = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        self.admitted = self.gate.admit(transport)
        super().connection_made(transport)
        if not self.admitted:
            transport.abort()
            return
        self._wait_for("headers")

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_waiting()
        if self.admitted:
            self.gate.release(self.transport)
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if not self.admitted:
            return
        super().data_received(data)
        self._count_request()
        self._follow_request()

    def handle_websocket_upgrade(self, event: h11.Request) -> None:
        # The websocket protocol takes the connection over, and its count with it.
        self._stop_waiting()
        self.admitted = False
        super().handle_websocket_upgrade(event)

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._count_request()  # a pipelined request may have been started
        if not self.transport.is_closing() and self.conn.their_state is h11.IDLE:
            self._wait_for("headers")

    def _count_request(self) -> None:
        """Count a request as soon as it starts; the last one a connection may make is
        answered with ``Connection: close``."""
        cycle = self.cycle
        if cycle is None or cycle is self.counted:
            return
        self.counted = cycle
        self.requests += 1
        if self.requests >= self.gate.limits.requests_per_connection:
            # As if the client had asked to close: uvicorn then answers with
            # ``Connection: close`` and closes the connection after the answer.
            cycle.scope["headers"] = [*cycle.scope["headers"], CLOSE_HEADER]
            cycle.keep_alive = False

    def _follow_request(self) -> None:
        """Move the deadline on as the request comes: the body's once the headers are
        in, none once the request is whole."""
        state = self.conn.their_state
        if state is h11.SEND_BODY and not self.reading_body:
            self.reading_body = True
            self._wait_for("body")
        elif state is not h11.IDLE and state is not h11.SEND_BODY:
            self.reading_body = False
            self._stop_waiting()
        elif state is h11.IDLE and self.deadline is None and self.cycle is None:
            self._wait_for("headers")

    def _wait_for(self, part: str) -> None:
        self._stop_waiting()
        limits = self.gate.limits
        seconds = limits.header_seconds if part == "headers" else limits.body_seconds
        self.deadline = self.loop.call_later(seconds, self._too_slow)

    def _stop_waiting(self) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None

    def _too_slow(self) -> None:
        """The headers or the body did not come in time: close the connection (the
        deadline is off while a whole request is answered)."""
        self.deadline = None
        if not self.transport.is_closing():
            self.transport.close()


CLOSING_BYTES = 64 * 1024
"""What a websocket may still send after the server's close frame (``GuardedWebSocket``)."""


class GuardedWebSocket(WebSocketsSansIOProtocol):
    """uvicorn's websocket protocol, releasing its connection from the ``Gate``, and
    reading at most ``CLOSING_BYTES`` once it has sent its close frame (uvicorn would read
    and discard whatever comes for its close timeout of 10 s)."""

    closing_read = 0

    def data_received(self, data: bytes) -> None:
        if self.close_sent:
            self.closing_read += len(data)
            if self.closing_read > CLOSING_BYTES:
                self.transport.close()
                return
        super().data_received(data)

    def connection_lost(self, exc: Exception | None) -> None:
        gate().release(self.transport)
        super().connection_lost(exc)
