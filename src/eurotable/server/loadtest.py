"""The server benchmark (``eurotable bench-server``): a real server process driven over
loopback by independent client processes, like people at many tables.

Each client process keeps its share of the games going: every game has all-human seats,
each seat with its own websocket, and connects from an address of its own in 127.0.0.0/8
(``table_address``: the people at different tables are different clients, so the
server's limits per client apply as they would); when a push says a seat is to move,
that seat waits the think time and plays a random legal action (with the ``index`` it
saw) over HTTP or over its websocket (``LoadSpec.act``). A game that ends is replaced by
a new one, so the number of games stays the same. Measured in the window after a
warm-up: actions acknowledged per second, the latency of each action (request to
answer), pushes received and their size.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from threading import Barrier
from typing import IO, Any

import httpx
from websockets.asyncio.client import ClientConnection, connect

from eurotable.server.accounts import SESSION_COOKIE
from eurotable.server.attacks import attack
from eurotable.server.pushes import follow

STARTUP_SECONDS = 60
PACED_THINK = 0.25
"""Seats that think at least this long send fewer messages than the server's limits let
through (5 a second a socket, 20 a client: a table of 3 or 4 seats); faster ones need
the limits lifted (``running_server``)."""

TRANSPORTS = ("socket", "http")
"""How a benchmark's seats send their actions."""


@dataclass(frozen=True, slots=True)
class LoadSpec:
    """What to run: ``games`` concurrent games of ``game`` with ``players`` human seats, each
    acting ``think`` seconds after its turn comes (0: as fast as answered), for ``seconds``
    after ``warmup`` seconds, from ``clients`` processes; actions are sent by ``act``:
    ``"socket"`` (the seat's websocket) or ``"http"`` (``POST …/actions``)."""

    game: str = "puerto-rico"
    players: int = 3
    games: int = 10
    think: float = 1.0
    seconds: float = 20.0
    warmup: float = 3.0
    clients: int = 4
    act: str = "socket"
    attack: tuple[str, ...] = ()
    """What a hostile client does meanwhile (``attacks.ATTACKS``; none by default)."""
    accounts: bool = False
    """Every seat signed in to an account of its own and played by its session (each
    game invites them by name; no seat token at all) instead of by seat tokens. The
    accounts are made before the warm-up, one at a time per client process."""
    clock: dict[str, Any] | None = None
    """Every game's time control, as ``POST /api/games`` takes it (``{"kind": "live",
    "minutes": 30, "increment": 10}``, ``{"kind": "turn", "days": 1}``; none by default):
    each move then also updates the clock in its transaction."""


def clock_choice(text: str) -> dict[str, Any]:
    """A benchmark's clock from its command-line form: ``live:MINUTES+SECONDS`` or
    ``turn:DAYS`` (``ValueError`` otherwise)."""
    kind, _colon, value = text.partition(":")
    if kind == "live":
        minutes, _plus, increment = value.partition("+")
        return {"kind": "live", "minutes": float(minutes), "increment": int(increment or 0)}
    if kind == "turn":
        return {"kind": "turn", "days": int(value)}
    raise ValueError(f"a clock is live:MINUTES+SECONDS or turn:DAYS, not {text!r}")


@dataclass(frozen=True, slots=True)
class SeatKey:
    """How a seat of the benchmark holds its seat: its token, or its account's session
    (``session``: the cookie header, and the CSRF token its HTTP writes carry)."""

    token: str | None = None
    session: tuple[str, str] | None = None

    def tokens(self) -> list[str]:
        return [] if self.token is None else [self.token]

    def http_headers(self) -> dict[str, str]:
        if self.session is None:
            return {"X-Seat-Token": self.token or ""}
        return {"Cookie": self.session[0], "X-CSRF-Token": self.session[1]}

    def socket_headers(self) -> dict[str, str]:
        return {} if self.session is None else {"Cookie": self.session[0]}


@dataclass(slots=True)
class Tally:
    """What one client process saw in the measured window."""

    latencies: list[float] = field(default_factory=list)
    pushes: int = 0
    push_bytes: int = 0
    refused: int = 0
    errors: list[str] = field(default_factory=list)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def running_server(
    database: str, port: int, workers: int = 1, lift_pace: bool = False
) -> Iterator[str]:
    """A ``eurotable serve`` process (with ``workers`` processes) on ``port`` until the
    block ends; yields its URL. With ``lift_pace`` the sockets' and clients' message
    limits are lifted (seats that think less than ``PACED_THINK`` act faster than a
    person may; a flood beside them is then not refused either)."""
    command = [sys.executable, "-c", "from eurotable.cli import main; main()"]
    command += ["serve", "--port", str(port), "--database", database, "--workers", str(workers)]
    if lift_pace:
        command += ["--messages-per-socket", "100000", "--messages-per-client", "100000"]
    # The server's log goes to a file: a pipe nobody reads while the load runs would fill
    # up and stop the server in the middle of its next log line.
    with tempfile.TemporaryFile() as log:
        server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log)
        try:
            yield _started(server, log, f"http://127.0.0.1:{port}")
        finally:
            server.terminate()
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()


def _started(server: subprocess.Popen[bytes], log: IO[bytes], url: str) -> str:
    """``url`` once the server answers there (``RuntimeError`` with its log if it stops)."""
    deadline = time.monotonic() + STARTUP_SECONDS
    while True:
        if server.poll() is not None:
            log.seek(0)
            message = log.read().decode(errors="replace")[-2000:]
            raise RuntimeError(f"the server stopped: {message.strip()}")
        try:
            if httpx.get(f"{url}/api/catalog", timeout=2).status_code == 200:
                return url
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline:
            raise RuntimeError("the server did not start")
        time.sleep(0.1)


def table_address(slot: int) -> str:
    """The loopback address the players of the ``slot``-th game connect from."""
    return f"127.1.{slot // 250}.{slot % 250 + 1}"


class Client:
    """One client process's games, seats and measurements."""

    def __init__(
        self, url: str, load: LoadSpec, games: range, seed: int, ready: Barrier | None = None
    ) -> None:
        """``games``: the slots of the games this process keeps going; ``ready``: every
        client process waits there before its warm-up (see ``run``)."""
        self.url = url
        self.ready = ready
        self.load = load
        self.games = games
        self.rng = random.Random(seed)
        self.tally = Tally()
        self.start = self.end = 0.0
        self.accounts: dict[int, list[tuple[str, SeatKey]]] = {}
        """By slot, each seat's account name and session (``LoadSpec.accounts``)."""

    def measuring(self) -> bool:
        return self.start <= time.monotonic() < self.end

    async def run(self) -> Tally:
        if self.load.accounts:
            for slot in self.games:
                self.accounts[slot] = await self.sign_up(slot)
        if self.ready is not None:
            # Every process starts together, once all have signed up: a process measuring
            # while another still signs up (each a sixth of a second of both cores) or
            # makes its games would measure that work, not the load's.
            await asyncio.to_thread(self.ready.wait)
        now = time.monotonic()
        self.start = now + self.load.warmup
        self.end = self.start + self.load.seconds
        tables = [asyncio.create_task(self.table(slot)) for slot in self.games]
        await asyncio.sleep(max(0.0, self.end - time.monotonic()))
        for task in tables:
            task.cancel()
        await asyncio.gather(*tables, return_exceptions=True)
        return self.tally

    async def table(self, slot: int) -> None:
        """Keep one game going: a new one each time the last ends."""
        address = table_address(slot)
        limits = httpx.Limits(max_connections=self.load.players + 2)
        transport = httpx.AsyncHTTPTransport(local_address=address, limits=limits)
        async with httpx.AsyncClient(base_url=self.url, timeout=60, transport=transport) as http:
            await self.keep_playing(http, address, slot)

    async def sign_up(self, slot: int) -> list[tuple[str, SeatKey]]:
        """An account for each seat of the slot's games (waiting and asking again while
        the server's password threads are busy)."""
        address = table_address(slot)
        transport = httpx.AsyncHTTPTransport(local_address=address)
        made = []
        async with httpx.AsyncClient(base_url=self.url, timeout=60, transport=transport) as http:
            for seat in range(self.load.players):
                name = f"bench {slot} {seat}"
                body = {"name": name, "password": "a bench password"}
                answer = await http.post("/api/accounts", json=body)
                while answer.status_code in (429, 503):
                    await asyncio.sleep(0.5)
                    answer = await http.post("/api/accounts", json=body)
                answer.raise_for_status()
                cookie = f"{SESSION_COOKIE}={answer.cookies[SESSION_COOKIE]}"
                made.append((name, SeatKey(session=(cookie, answer.json()["csrf"]))))
                http.cookies.clear()  # the next sign-up would end this session
        return made

    async def keep_playing(self, http: httpx.AsyncClient, address: str, slot: int) -> None:
        while time.monotonic() < self.end:
            try:
                await self.one_game(http, address, slot)
            except asyncio.CancelledError:
                raise
            except Exception as error:  # a benchmark reports what failed and goes on
                if self.measuring():
                    self.tally.errors.append(f"{type(error).__name__}: {error}")
                await asyncio.sleep(0.5)

    async def one_game(self, http: httpx.AsyncClient, address: str, slot: int) -> None:
        signed = self.accounts.get(slot)
        if signed is None:
            seats = [{"kind": "human", "name": f"P{n}"} for n in range(self.load.players)]
        else:
            seats = [{"kind": "human", "invite": name} for name, _ in signed]
        body = {"game": self.load.game, "players": self.load.players, "seats": seats}
        if self.load.clock is not None:
            body["clock"] = self.load.clock
        created = (await http.post("/api/games", json=body)).raise_for_status().json()
        keys = (
            [key for _, key in signed]
            if signed is not None
            else [SeatKey(token=token) for token in created["tokens"].values()]
        )
        over = asyncio.Event()
        players = [
            asyncio.create_task(self.seat(http, address, created["id"], key, over)) for key in keys
        ]
        try:
            await over.wait()
        finally:
            for task in players:
                task.cancel()
            await asyncio.gather(*players, return_exceptions=True)

    async def seat(
        self,
        http: httpx.AsyncClient,
        address: str,
        game_id: str,
        key: SeatKey,
        over: asyncio.Event,
    ) -> None:
        socket_url = self.url.replace("http", "ws", 1) + f"/api/games/{game_id}/socket"
        async with connect(
            socket_url,
            max_size=None,
            local_addr=(address, 0),
            additional_headers=key.socket_headers(),
        ) as websocket:
            await websocket.send(json.dumps({"tokens": key.tokens()}))
            await self.follow(http, websocket, game_id, key, over)

    async def follow(
        self,
        http: httpx.AsyncClient,
        websocket: ClientConnection,
        game_id: str,
        key: SeatKey,
        over: asyncio.Event,
    ) -> None:
        acted_at = -1
        view = None
        sent_at: float | None = None  # when the action awaiting its socket answer was sent
        async for text in websocket:
            message = json.loads(text)
            if message["type"] in ("acted", "error"):
                self.answered(message, sent_at)
                sent_at = None
                continue
            if self.measuring():
                self.tally.pushes += 1
                self.tally.push_bytes += len(text)
            view = follow(view, message)
            if view["status"] == "finished":
                over.set()
                return
            if view["legal"] and view["index"] > acted_at:
                acted_at = view["index"]
                await asyncio.sleep(self.load.think)
                body = {"action": self.choose(view), "index": view["index"]}
                if self.load.act == "socket":
                    sent_at = time.monotonic()
                    await websocket.send(json.dumps({"type": "act", **body}))
                else:
                    await self.post(http, game_id, key, body)

    def choose(self, view: Any) -> str:
        choice = self.rng.choice(view["legal"])
        action: str = choice["action"] if isinstance(choice, dict) else choice
        return action

    def answered(self, message: Any, sent_at: float | None) -> None:
        """Count the socket's answer to an action."""
        if not self.measuring() or sent_at is None:
            return
        if message["type"] == "acted":
            self.tally.latencies.append(time.monotonic() - sent_at)
        elif message.get("status") == 409:
            self.tally.refused += 1
        else:
            self.tally.errors.append(f"error {message.get('status')}: {message['message'][:120]}")

    async def post(self, http: httpx.AsyncClient, game_id: str, key: SeatKey, body: Any) -> None:
        started = time.monotonic()
        answer = await http.post(
            f"/api/games/{game_id}/actions", json=body, headers=key.http_headers()
        )
        if not self.measuring():
            return
        if answer.status_code == 200:
            self.tally.latencies.append(time.monotonic() - started)
        elif answer.status_code == 409:
            self.tally.refused += 1
        else:
            self.tally.errors.append(f"HTTP {answer.status_code}: {answer.text[:120]}")


def _client_process(url: str, load: LoadSpec, games: range, seed: int, ready: Barrier) -> Tally:
    return asyncio.run(Client(url, load, games, seed, ready).run())


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def drive(url: str, load: LoadSpec) -> dict[str, Any]:
    """Run ``load`` against the server at ``url``; returns the figures."""
    processes = min(load.clients, load.games)
    context = multiprocessing.get_context("spawn")
    with context.Manager() as manager, context.Pool(processes + 1) as pool:
        ready = manager.Barrier(processes)
        jobs = [(url, load, range(n, load.games, load.clients), n, ready) for n in range(processes)]
        attacked = (
            pool.apply_async(attack, (url, load.attack, load.warmup + load.seconds))
            if load.attack
            else None
        )
        tallies = pool.starmap(_client_process, jobs)
        attacker = attacked.get() if attacked is not None else {}
    latencies = [x for tally in tallies for x in tally.latencies]
    pushes = sum(tally.pushes for tally in tallies)
    return {
        "game": load.game,
        "players": load.players,
        "games": load.games,
        "think_s": load.think,
        "act": load.act,
        "seconds": load.seconds,
        "actions_per_s": round(len(latencies) / load.seconds, 1),
        "latency_ms": {
            name: round(_percentile(latencies, share) * 1000, 1)
            for name, share in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))
        },
        "pushes_per_s": round(pushes / load.seconds, 1),
        "bytes_per_push": round(sum(t.push_bytes for t in tallies) / pushes) if pushes else 0,
        "refused": sum(tally.refused for tally in tallies),
        "errors": [error for tally in tallies for error in tally.errors][:20],
        "attack": list(load.attack),
        "accounts": load.accounts,
        "clock": load.clock,
        "attacker": attacker,
    }


def bench_server(load: LoadSpec, database: str | None = None, workers: int = 1) -> dict[str, Any]:
    """Start a server of ``workers`` processes on ``database`` (a new SQLite file when
    ``None``), drive it with ``load`` and return the figures (and which database ran)."""
    with tempfile.TemporaryDirectory() as folder:
        url = database or f"sqlite:///{Path(folder) / 'bench.db'}"
        lift_pace = load.think < PACED_THINK
        with running_server(url, free_port(), workers, lift_pace) as server:
            figures = drive(server, load)
    figures["pace_lifted"] = lift_pace
    figures["database"] = url.split(":", 1)[0]
    figures["workers"] = workers
    figures["cpus"] = os.cpu_count()
    return figures
