"""Websocket limits (issue 51): messages paced per socket and per client by token buckets,
so that a flooding client costs the other players a few milliseconds (60 flooding sockets
of one client took another player's action from 5.8 ms to 4.1 s); the sockets of a game's
seats counted apart from its spectators, so spectators never lock its players out; and
text that is not UTF-8 refused cleanly, without a traceback in the server's log."""

from __future__ import annotations

import base64
import json
import os
import socket
import statistics
import struct
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession
from starlette.websockets import WebSocketDisconnect

from eurotable.server import create_app
from eurotable.server.buckets import Bucket, Buckets
from eurotable.server.limits import Limits
from eurotable.server.sockets import TOO_MANY

from .conftest import create, human
from .test_processes import serving
from .test_socket import next_view

PR = "puerto-rico"


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_bucket_lets_a_burst_through_then_the_rate() -> None:
    clock = Clock()
    bucket = Bucket(rate=2.0, burst=3, clock=clock)
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    clock.now += 0.25  # half a message
    assert not bucket.take()
    clock.now += 0.25
    assert bucket.take() and not bucket.take()
    clock.now += 3600  # refilled, never over the burst
    assert bucket.full()
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]


def test_buckets_forget_only_the_refilled_ones() -> None:
    """A client whose bucket is empty keeps it however many others come (reconnecting
    gets no fresh bucket); refilled ones are forgotten, being as good as new."""
    clock = Clock()
    buckets = Buckets(rate=1.0, burst=2, clock=clock, kept=4)
    for _ in range(2):
        assert buckets.take("flooder")
    assert not buckets.take("flooder")
    for n in range(10):
        assert buckets.take(f"client {n}")
    assert len(buckets) == 11 and not buckets.take("flooder")
    for n in range(50):
        clock.now += 10  # every bucket held refills
        assert buckets.take(f"newcomer {n}")
        assert len(buckets) <= 16  # looked at when twice as many are held as last time
    assert len(buckets) <= 4
    assert buckets.take("flooder") and buckets.take("flooder")


@pytest.fixture
def limited(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[TestClient]:
    """An app on SQLite with the limits the test is marked with (``@pytest.mark.limits``;
    refused sockets are closed at once unless it says otherwise)."""
    marker = request.node.get_closest_marker("limits")
    limits = Limits(**{"refusal_seconds": 0.0, **(marker.kwargs if marker else {})})
    with TestClient(create_app(f"sqlite:///{tmp_path / 'db.sqlite'}", limits=limits)) as client:
        yield client


def two_humans(client: TestClient) -> dict[str, Any]:
    return create(client, game=PR, players=2, seats=[human("Ann"), human("Bob")], seed=5)


def closed_with(socket: WebSocketTestSession, words: str) -> None:
    """The socket is answered one 429 error saying ``words``, then closed with 4429."""
    refused = socket.receive_json()
    assert refused["type"] == "error" and refused["status"] == 429, refused
    assert words in refused["message"], refused
    with pytest.raises(WebSocketDisconnect) as closed:
        socket.receive_json()
    assert closed.value.code == TOO_MANY


@pytest.mark.limits(sockets_per_client=1, refusal_seconds=0.5)
def test_a_refused_socket_is_closed_after_a_pause(limited: TestClient) -> None:
    """So that a client opening again at once does not make the server refuse thousands
    of sockets a second."""
    game = two_humans(limited)
    path = f"/api/games/{game['id']}/socket"
    with limited.websocket_connect(path) as one:
        one.send_json({"tokens": []})
        next_view(one)
        with limited.websocket_connect(path) as two:
            started = time.monotonic()
            closed_with(two, "1 sockets")
            assert time.monotonic() - started >= 0.5


@pytest.mark.limits(socket_message_burst=5, socket_messages_per_second=0.01)
def test_a_flooding_socket_is_answered_once_and_closed(limited: TestClient) -> None:
    """The burst is read and answered; the next message is not read (an unreadable one
    would be answered 400): one 429, then the socket is closed."""
    game = two_humans(limited)
    with limited.websocket_connect(f"/api/games/{game['id']}/socket") as socket:
        for _ in range(5):
            socket.send_text("not JSON")
            assert socket.receive_json()["status"] == 400
        socket.send_text("not JSON")
        closed_with(socket, "too many messages")


@pytest.mark.limits(client_message_burst=6, client_messages_per_second=0.01)
def test_a_client_is_paced_over_all_its_sockets(limited: TestClient) -> None:
    """Opening a socket and each message take from the client's one bucket: two sockets
    opened and watching (4), two more messages (6), then whichever socket sends next is
    closed, and the client cannot open another socket for now."""
    game = two_humans(limited)
    path = f"/api/games/{game['id']}/socket"
    with limited.websocket_connect(path) as one, limited.websocket_connect(path) as two:
        for socket in (one, two):
            socket.send_json({"tokens": []})
            next_view(socket)
        for _ in range(2):
            one.send_text("not JSON")
            assert one.receive_json()["status"] == 400
        two.send_json({"tokens": []})
        closed_with(two, "too many messages")
        with limited.websocket_connect(path) as three:
            closed_with(three, "too many messages")


@pytest.mark.limits(spectators_per_game=2, sockets_per_seat=2)
def test_spectators_never_lock_the_players_out(limited: TestClient) -> None:
    game = two_humans(limited)
    ann, bob = game["tokens"]["0"], game["tokens"]["1"]
    path = f"/api/games/{game['id']}/socket"
    with (
        limited.websocket_connect(path) as first,
        limited.websocket_connect(path) as second,
        limited.websocket_connect(path) as ann_one,
        limited.websocket_connect(path) as ann_two,
    ):
        for socket, tokens in ((first, []), (second, []), (ann_one, [ann]), (ann_two, [ann])):
            socket.send_json({"tokens": tokens})
            next_view(socket)
        with limited.websocket_connect(path) as third:
            third.send_json({"tokens": []})
            closed_with(third, "spectators")
        with limited.websocket_connect(path) as ann_three:
            ann_three.send_json({"tokens": [ann]})
            closed_with(ann_three, "2 sockets")

        second.send_json({"tokens": [bob]})  # a spectator takes a seat: room for another
        assert next_view(second, lambda v: v["held"] == [1])["held"] == [1]
        with limited.websocket_connect(path) as third:
            third.send_json({"tokens": []})
            assert next_view(third)["held"] == []

            ann_one.send_json({"tokens": []})  # no room among the spectators: refused
            refused = ann_one.receive_json()
            assert refused["status"] == 429 and "spectators" in refused["message"]
            ann_one.send_json({"type": "act", "action": "nonsense", "index": 0})
            answer = ann_one.receive_json()  # still Ann's: refused as hers, not as nobody's
            assert answer["type"] == "error" and answer["status"] not in (401, 429), answer


@pytest.mark.limits(sockets_per_seat=1)
def test_the_sockets_of_a_revoked_token_leave_room_for_the_new_one(limited: TestClient) -> None:
    game = two_humans(limited)
    path = f"/api/games/{game['id']}/socket"
    with limited.websocket_connect(path) as old:
        old.send_json({"tokens": [game["tokens"]["0"]]})
        assert next_view(old)["held"] == [0]
        headers = {"X-Host-Token": game["host_token"]}
        revoked = limited.post(f"/api/games/{game['id']}/seats/0/revoke", headers=headers)
        assert next_view(old, lambda v: v["held"] == [])["viewer"] is None
        with limited.websocket_connect(path) as new:
            new.send_json({"tokens": [revoked.json()["token"]]})
            assert next_view(new)["held"] == [0]


# Against a real ``eurotable serve`` process --------------------------------------------


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """A ``eurotable serve`` process on SQLite with the default limits, and its log."""
    folder = tmp_path_factory.mktemp("serve")
    log = folder / "serve.log"
    with serving(f"sqlite:///{folder / 'db.sqlite'}", log) as (url, _process):
        yield url, log


def game_on(url: str) -> dict[str, Any]:
    body = {"game": PR, "players": 2, "seats": [human("Ann"), human("Bob")], "seed": 3}
    answer = httpx.post(f"{url}/api/games", json={**body, "pacing": {"bot_ms": 0, "grace": 0}})
    assert answer.status_code == 201, answer.text
    created: dict[str, Any] = answer.json()
    return created


def raw_request(url: str, request: bytes) -> tuple[int, bytes]:
    """Send bytes as they are (no client library would send these) and read the status
    and body of the answer."""
    port = int(url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(request)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), body


def frame(opcode: int, payload: bytes, fin: bool = True) -> bytes:
    """A client's websocket frame (masked, as a client's must be)."""
    mask = os.urandom(4)
    length = len(payload)
    size = bytes([0x80 | length]) if length < 126 else b"\xfe" + struct.pack("!H", length)
    masked = bytes(byte ^ mask[n % 4] for n, byte in enumerate(payload))
    return bytes([(0x80 if fin else 0) | opcode]) + size + mask + masked


def close_code_after(url: str, game_id: str, frames: list[bytes]) -> int:
    """Open the game's websocket by hand, send ``frames`` and read until the server
    closes: the code of its close frame."""
    port = int(url.rsplit(":", 1)[1])
    key = base64.b64encode(os.urandom(16)).decode()
    handshake = (
        f"GET /api/games/{game_id}/socket HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        "Upgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(handshake.encode())
        received = b""
        while b"\r\n\r\n" not in received:
            received += connection.recv(4096)
        assert received.startswith(b"HTTP/1.1 101"), received
        for each in frames:
            connection.sendall(each)
        received = received.partition(b"\r\n\r\n")[2]
        while chunk := connection.recv(65536):
            received += chunk
    while received:  # server frames are unmasked; the close frame is the last
        opcode, length = received[0] & 0x0F, received[1] & 0x7F
        start = 2 if length < 126 else 4 if length == 126 else 10
        if length >= 126:
            length = int.from_bytes(received[2:start])
        if opcode == 0x8:
            code: int = struct.unpack("!H", received[start : start + 2])[0]
            return code
        received = received[start + length :]
    raise AssertionError("the server sent no close frame")


def test_text_that_is_not_utf8_is_refused_cleanly(server: tuple[str, Path]) -> None:
    """Invalid UTF-8 in a websocket text message (whole, or split over frames) closes the
    socket with 1007; in a path, a query, a header or a JSON body it is a 4xx answer with
    a clear message. The server logs no traceback for any of them."""
    url, log = server
    game = game_on(url)
    game_id = game["id"]
    assert close_code_after(url, game_id, [frame(1, b'{"tokens": ["\xff"]}')]) == 1007
    split = [frame(1, b'{"tokens": []}'), frame(1, b'{"tokens": ["', False), frame(0, b'\xc3"]}')]
    assert close_code_after(url, game_id, split) == 1007

    def get(target: bytes, header: bytes = b"") -> bytes:
        start = b"GET " + target + b" HTTP/1.1\r\nHost: x\r\n"
        return start + header + b"Connection: close\r\n\r\n"

    body = b'{"name": "\xff"}'
    posted = (
        f"POST /api/games/{game_id}/seats/1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode() + body
    game_path = f"/api/games/{game_id}".encode()
    answers = {
        "%ff in a path": (get(b"/api/games/%ff"), 404, b"there is no game"),
        "0xff in a path": (get(b"/api/games/\xff"), 400, b"Invalid HTTP request"),
        "%ff in a query": (get(b"/api/games?offset=%ff"), 422, b"offset"),
        "0xff in a query": (get(b"/api/games?offset=\xff"), 400, b"Invalid HTTP request"),
        "0xff in a header": (get(game_path, b"X-Seat-Token: \xff\xfe\r\n"), 403, b"seat token"),
        "0xff in a JSON body": (posted, 400, b"not UTF-8"),
    }
    for what, (request, status, says) in answers.items():
        answered, text = raw_request(url, request)
        assert (answered, says in text) == (status, True), (what, answered, text)
    assert httpx.get(f"{url}/api/games/{game_id}").json()["seats"][1]["name"] == "Bob"
    assert "Traceback" not in log.read_text()


FLOOD = """
import asyncio, json, os, sys, time
from websockets.asyncio.client import connect

os.nice(19)  # an attacker's machine is not the server's: here they share two cores

url, sockets, seconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
until = time.monotonic() + seconds
messages = [json.dumps({"tokens": []}), '{"type": "act", "action": "x", "index": 0}', "junk"]

async def flood() -> None:
    while time.monotonic() < until:
        try:
            async with connect(url) as socket:
                reader = asyncio.ensure_future(socket.wait_closed())
                sent = 0
                while not reader.done() and time.monotonic() < until:
                    await socket.send(messages[sent % 3])
                    sent += 1
                    if sent % 20 == 0:
                        await asyncio.sleep(0)
        except Exception:
            await asyncio.sleep(0.01)

async def main() -> None:
    await asyncio.gather(*(flood() for _ in range(sockets)))

asyncio.run(main())
"""


def test_a_flooding_client_costs_the_other_players_little(
    server: tuple[str, Path], tmp_path: Path
) -> None:
    """60 sockets of one client flood a game (each closed after its burst opens again at
    once) while its players look and act over HTTP: that takes a few milliseconds more,
    not seconds (issue 51: 5.8 ms became 4.1 s; without the buckets, here, over 5 s). A
    bounded flood: 60 sockets, killed once measured (about 2 s; it stops by itself after
    30 s)."""
    url, log = server
    game = game_on(url)
    game_id, tokens = game["id"], game["tokens"]

    def timed_actions(count: int) -> list[float]:
        took = []
        with httpx.Client(base_url=url, timeout=30) as http:
            for _ in range(count):  # a player looks, then acts: three requests
                started = time.perf_counter()
                public = http.get(f"/api/games/{game_id}").json()
                headers = {"X-Seat-Token": tokens[str(public["to_move"])]}
                seen = http.get(f"/api/games/{game_id}", headers=headers).json()
                body = {"action": seen["legal"][0]["action"], "index": seen["index"]}
                answer = http.post(f"/api/games/{game_id}/actions", json=body, headers=headers)
                took.append(time.perf_counter() - started)
                assert answer.status_code == 200, answer.text
        return took

    calm = timed_actions(12)
    script = tmp_path / "flood.py"
    script.write_text(FLOOD)
    socket_url = url.replace("http", "ws", 1) + f"/api/games/{game_id}/socket"
    flooder = subprocess.Popen([sys.executable, str(script), socket_url, "60", "30"])
    try:
        time.sleep(1.0)
        flooded = timed_actions(12)
    finally:
        flooder.kill()
        flooder.wait(timeout=10)
    shown = {"calm": calm, "flooded": flooded}
    (tmp_path / "latency-ms.json").write_text(
        json.dumps({name: [round(t * 1000, 1) for t in times] for name, times in shown.items()})
    )
    assert statistics.median(flooded) < statistics.median(calm) + 0.020, (calm, flooded)
    # (on a shared machine one action may wait for the processor now and then)
    assert sorted(flooded)[-2] < 0.5 and max(flooded) < 4, flooded
    assert "Traceback" not in log.read_text()
