"""A hostile client beside the benchmark's honest ones (``eurotable bench-server
--attack``): what the attack on the running server did, for as long as the load runs,
each kind from an address of its own on loopback (``ADDRESSES``: one machine with a few
addresses; on one address the kinds would only take each other's share).

- ``slow``: 1,100 connections that trickle a byte of their headers every 2 seconds and
  come back when closed;
- ``flood``: 60 websockets on a game of its own, each sending 200 messages a second (40
  times what a socket may), and coming back when closed. (Sent as fast as the attacker
  can, the flood would only measure the attacker: the server reads nothing of a socket
  it has refused, the kernel's buffers take what comes, and on the benchmark's own
  machine the attacker's process would take a core from the server.)
- ``replay``: four loops asking a finished game's replay at random steps, seats and
  languages, and its score chart;
- ``bots``: games whose every seat is ``ismcts:expert``, created as fast as the server
  lets it.

What the attacker did is counted (``Tally``): connections opened and refused, messages
sent, requests answered and refused, games created and refused.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections import Counter
from typing import Any

import httpx
from websockets.asyncio.client import connect

ATTACKS = ("slow", "flood", "replay", "bots")
ADDRESSES = {"slow": "127.0.0.2", "flood": "127.0.0.3", "replay": "127.0.0.4", "bots": "127.0.0.5"}
SLOW_CONNECTIONS = 1100
FLOOD_SOCKETS = 60
FLOOD_BATCH = 20
FLOOD_PAUSE = 0.1
"""Each flooding socket sends ``FLOOD_BATCH`` messages, then waits ``FLOOD_PAUSE`` s."""
REPLAY_LOOPS = 4
LANGUAGES = ("en", "cs", "it", "he")


def attack(url: str, kinds: tuple[str, ...], seconds: float) -> dict[str, int]:
    """Run the ``kinds`` of attack on the server at ``url`` for ``seconds``; what was done
    (run in a process of its own)."""
    return dict(asyncio.run(_attack(url, kinds, seconds)))


async def _attack(url: str, kinds: tuple[str, ...], seconds: float) -> Counter[str]:
    tally: Counter[str] = Counter()
    end = time.monotonic() + seconds
    tasks = [asyncio.create_task(_one_kind(kind, url, end, tally)) for kind in kinds]
    await asyncio.sleep(max(0.0, end - time.monotonic()))
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return tally


async def _one_kind(kind: str, url: str, end: float, tally: Counter[str]) -> None:
    address = ADDRESSES[kind]
    transport = httpx.AsyncHTTPTransport(local_address=address)
    try:
        async with httpx.AsyncClient(base_url=url, timeout=30, transport=transport) as http:
            if kind == "slow":
                await _slow(url, address, end, tally)
            elif kind == "flood":
                await _flood(http, url, address, end, tally)
            elif kind == "replay":
                await _replays(http, end, tally)
            else:
                await _bots(http, end, tally)
    except Exception as error:  # the attacker says what stopped it
        tally[f"{kind} stopped: {type(error).__name__}"] += 1


async def _slow(url: str, address: str, end: float, tally: Counter[str]) -> None:
    host, port = url.removeprefix("http://").split(":")

    async def one() -> None:
        while time.monotonic() < end:
            try:
                reader, writer = await asyncio.open_connection(
                    host, int(port), local_addr=(address, 0)
                )
            except OSError:
                tally["slow refused"] += 1
                await asyncio.sleep(1)
                continue
            tally["slow opened"] += 1
            try:
                for byte in b"GET / HTTP/1.1\r\nX-Slow: " + b"a" * 10_000:
                    writer.write(bytes([byte]))
                    await writer.drain()
                    await asyncio.sleep(2)
                    if reader.at_eof():
                        break
            except OSError:
                pass
            finally:
                writer.close()
            await asyncio.sleep(1)

    await asyncio.gather(*(one() for _ in range(SLOW_CONNECTIONS)))


async def _flood(
    http: httpx.AsyncClient, url: str, address: str, end: float, tally: Counter[str]
) -> None:
    game = await _create(http, {"game": "puerto-rico", "players": 2}, tally)
    if game is None:
        return
    socket_url = url.replace("http", "ws", 1) + f"/api/games/{game['id']}/socket"
    junk = json.dumps({"type": "act", "action": "x" * 100, "index": 0})

    async def one() -> None:
        while time.monotonic() < end:
            try:
                async with connect(socket_url, local_addr=(address, 0)) as websocket:
                    tally["flood sockets"] += 1
                    await websocket.send(json.dumps({"tokens": []}))
                    while time.monotonic() < end:
                        for _ in range(FLOOD_BATCH):
                            await websocket.send(junk)
                        tally["flood messages"] += FLOOD_BATCH
                        await asyncio.sleep(FLOOD_PAUSE)
            except Exception:  # closed by the server, or refused: come back
                tally["flood closed"] += 1
            await asyncio.sleep(0.1)

    await asyncio.gather(*(one() for _ in range(FLOOD_SOCKETS)))


async def _replays(http: httpx.AsyncClient, end: float, tally: Counter[str]) -> None:
    body = {"game": "shipyard", "players": 1, "seats": [{"kind": "bot", "bot": "random"}]}
    game = await _create(http, body, tally)
    if game is None:
        return
    while time.monotonic() < end:
        view = (await http.get(f"/api/games/{game['id']}")).json()
        if view.get("status") == "finished":
            break
        await asyncio.sleep(0.2)
    rng = random.Random(1)

    async def one() -> None:
        while time.monotonic() < end:
            step = rng.randrange(0, 200)
            query: dict[str, Any] = {"step": step, "seat": 0, "lang": rng.choice(LANGUAGES)}
            replay = await http.get(f"/api/games/{game['id']}/replay", params=query)
            scores = await http.get(f"/api/games/{game['id']}/scores")
            for answer in (replay, scores):
                tally["replay answered" if answer.status_code < 400 else "replay refused"] += 1

    await asyncio.gather(*(one() for _ in range(REPLAY_LOOPS)))


async def _bots(http: httpx.AsyncClient, end: float, tally: Counter[str]) -> None:
    seats = [{"kind": "bot", "bot": "ismcts:expert"}] * 3
    while time.monotonic() < end:
        created = await _create(http, {"game": "puerto-rico", "players": 3, "seats": seats}, tally)
        await asyncio.sleep(0.5 if created is None else 0.05)


async def _create(
    http: httpx.AsyncClient, body: dict[str, Any], tally: Counter[str]
) -> dict[str, Any] | None:
    answer = await http.post("/api/games", json=body)
    if answer.status_code >= 400:
        tally["games refused"] += 1
        return None
    tally["games created"] += 1
    created: dict[str, Any] = answer.json()
    return created
