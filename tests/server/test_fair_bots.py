"""Bots share their worker processes fairly (issue 51, item 3): one client's 29 games of
experts kept another client's easy bot from deciding at all for two minutes. Questions now
wait in lanes by their bot's budget, each lane takes them round-robin across clients and
across a client's games, and a creation that would give one client, or the server, too
many seats played by searching bots is refused."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from eurotable.server import create_app
from eurotable.server.limits import Limits
from eurotable.server.scheduling import FairQueue
from eurotable.server.service import GameService
from eurotable.server.thinking import LONG, QUICK, SHORT, STAND_IN, Answered, lane_of

from .conftest import bot, create, from_address, human, view

PR = "puerto-rico"
PLAYER = "198.51.100.2"
"""Another client's address (the test client's own is ``testclient``)."""
HANDED_ON = 0.250
"""How soon after a worker frees up its next question is handed to it (the event loop
serves the tests' requests meanwhile)."""


def served(queue: FairQueue[str], finish: bool = True) -> list[str]:
    """Every item the queue gives in turn, each finished before the next is taken."""
    order = []
    while (taken := queue.take()) is not None:
        client, item = taken
        order.append(item)
        if finish:
            queue.finished(client)
    return order


# The queue, alone --------------------------------------------------------------------------


def test_clients_take_turns_and_so_do_each_clients_games() -> None:
    """On one worker: A asks for three games (two questions of game 1), B for one, C for
    two: each client in turn, the least recently served first, and within A each game in
    turn, a game served going behind A's other games."""
    queue: FairQueue[str] = FairQueue(1)
    asked = [
        ("A", "a1", "A1-first"),
        ("A", "a1", "A1-second"),
        ("A", "a2", "A2"),
        ("A", "a3", "A3"),
        ("B", "b", "B"),
        ("C", "c1", "C1"),
        ("C", "c2", "C2"),
    ]
    for client, game, item in asked:
        queue.push(client, game, item)
    assert queue.waiting == 7
    assert served(queue) == ["A1-first", "B", "C1", "A2", "C2", "A3", "A1-second"]
    assert queue.waiting == 0 and queue.running == 0


def test_a_client_that_asks_later_is_served_before_a_busy_one() -> None:
    """A keeps many questions waiting; B asks one at a time: each of B's comes next,
    however many of A's wait (first come, first served made B wait for all of them)."""
    queue: FairQueue[str] = FairQueue(1)
    for game in range(20):
        queue.push("A", f"a{game}", f"A{game}")
    order = []
    for round_ in range(3):
        taken = queue.take()
        assert taken is not None
        queue.push("B", "b", f"B{round_}")
        queue.finished(taken[0])
        order.append(taken[1])
        again = queue.take()
        assert again is not None
        queue.finished(again[0])
        order.append(again[1])
    assert order == ["A0", "B0", "A1", "B1", "A2", "B2"]


def test_a_client_at_its_share_waits_while_another_client_under_it_waits() -> None:
    """Three workers, a share of two: A, then B, then A; when B's worker frees up twice,
    B is served both times, the second time although A was served less recently, since A
    holds its share and B does not."""
    queue: FairQueue[str] = FairQueue(3)
    assert queue.share == 2
    for n in range(5):
        queue.push("A", f"a{n}", f"A{n}")
        queue.push("B", f"b{n}", f"B{n}")
    assert served(queue, finish=False) == ["A0", "B0", "A1"]
    assert queue.take() is None, "every worker is busy"
    order = []
    for _ in range(2):
        queue.finished("B")
        taken = queue.take()
        assert taken is not None
        order.append(taken[1])
    assert order == ["B1", "B2"]
    assert queue.running_for("A") == 2 and queue.running_for("B") == 1


def test_a_client_alone_uses_every_worker() -> None:
    queue: FairQueue[str] = FairQueue(3)
    for n in range(4):
        queue.push("A", f"a{n}", f"A{n}")
    assert served(queue, finish=False) == ["A0", "A1", "A2"]
    assert queue.running == 3 and queue.waiting == 1


def test_a_question_nobody_waits_for_is_withdrawn() -> None:
    queue: FairQueue[str] = FairQueue(1)
    queue.push("A", "a1", "x")
    queue.push("A", "a2", "y")
    assert queue.withdraw("A", "a1", "x") and not queue.withdraw("A", "a1", "x")
    assert queue.waiting == 1
    assert served(queue) == ["y"]


def test_a_bots_lane_follows_its_budget() -> None:
    """Quick bots answer in their thread; searches of at most 250 ms per decision think in
    the short lane; longer ones, and budgets of iterations alone (their time depends on
    the game), in the long lane, or in the stand-in lane when they play a player's seat."""
    quick = ["random", "greedy"]
    short = ["ismcts:easy", "ismcts:medium", "ismcts", "ismcts:200ms", "ismcts:250ms"]
    long = ["ismcts:hard", "ismcts:expert", "ismcts:251ms", "ismcts:1000it"]
    assert [lane_of(name) for name in quick] == [QUICK] * 2
    assert [lane_of(name) for name in short] == [SHORT] * 5
    assert [lane_of(name) for name in long] == [LONG] * 4
    assert [lane_of(name, stand_in=True) for name in quick] == [QUICK] * 2
    assert [lane_of(name, stand_in=True) for name in short] == [SHORT] * 5
    assert [lane_of(name, stand_in=True) for name in long] == [STAND_IN] * 4


# Real processes ----------------------------------------------------------------------------


def answers(service: GameService, game_id: str) -> list[Answered]:
    return [entry for entry in list(service.thinkers.answered) if entry.game == game_id]


def lanes(client: TestClient) -> dict[str, Any]:
    figures: dict[str, Any] = client.get("/api/metrics").json()["bot_lanes"]
    return figures


def until(ready: Callable[[], bool], seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, what
        time.sleep(0.02)


def test_beside_one_clients_long_searches_another_clients_bots_are_not_held_up(
    sqlite_client: TestClient,
) -> None:
    """One client (the test client) fills its cap with 12 games of two ``ismcts:hard``
    bots (a second of CPU per decision): both processes of the long lane think and ten
    questions wait. Meanwhile another client's games go on:

    - its ``ismcts:easy`` bots (short lane) decide each time, from the question being
      asked to its answer, sooner than any one search of the attacker takes (a comparison
      of the two, not a time: on a loaded machine every time stretches);
    - its ``ismcts:hard`` bot (long lane) waits only for the first of the attacker's
      searches in flight to end, not for the attacker's queue;
    - the bot standing in for its player who resigned (the turn timer's ``ismcts:hard``)
      thinks in the stand-in lane, handed to its process as soon as it is asked.
    """
    attacker = sqlite_client
    player = from_address(attacker, PLAYER)
    service: GameService = attacker.app.state.service  # type: ignore[attr-defined]
    easy = create(player, game=PR, players=2, seats=[bot("ismcts:easy")] * 2, seed=1)["id"]
    until(lambda: len(answers(service, easy)) >= 3, 30, "the easy bots never decided")

    for seed in range(12):
        create(attacker, game=PR, players=2, seats=[bot("ismcts:hard")] * 2, seed=seed)

    def full() -> bool:
        long = lanes(attacker)[LONG]
        return bool(long["thinking"] == 2 and long["waiting"] >= 8)

    until(full, 30, "the attacker's searches never filled the long lane")
    saturated = time.monotonic()

    hard = create(player, game=PR, players=2, seats=[bot("ismcts:hard"), bot("random")], seed=2)
    timer = {"seconds": 60, "bot": "ismcts:hard"}
    resigning = create(
        player, game=PR, players=2, seats=[human("Ann"), bot("ismcts:easy")], turn_timer=timer
    )
    resigned = player.post(
        f"/api/games/{resigning['id']}/resign", headers={"X-Seat-Token": resigning["tokens"]["0"]}
    )
    assert resigned.status_code == 200, resigned.text

    def stand_ins() -> list[Answered]:
        return [e for e in answers(service, resigning["id"]) if e.bot == "ismcts:hard"]

    def measured() -> list[Answered]:
        return [e for e in answers(service, easy) if e.asked > saturated]

    def hard_ones() -> list[Answered]:
        return [e for e in answers(service, hard["id"]) if e.bot == "ismcts:hard"]

    def decided() -> bool:
        return len(stand_ins()) >= 1 and len(hard_ones()) >= 1 and len(measured()) >= 30

    deadline = time.monotonic() + 60
    while not decided():
        assert time.monotonic() < deadline, (
            f"the other client's bots did not decide: {len(stand_ins())} stand-in, "
            f"{len(hard_ones())} hard and {len(measured())} easy decisions"
        )
        time.sleep(0.02)
    after = lanes(attacker)[LONG]
    assert after["thinking"] == 2 and after["waiting"] >= 5, "the attack went on throughout"

    assert {entry.lane for entry in measured()} == {SHORT}
    searches = [
        entry.answered - entry.started
        for entry in list(service.thinkers.answered)
        if entry.client == "testclient" and entry.lane == LONG
    ]
    slowest = max(entry.seconds for entry in measured())
    assert slowest < min(searches), (  # one lane for all: an easy bot waits whole searches
        f"an easy decision ({slowest:.3f} s) took longer than a search of the attacker "
        f"({min(searches):.3f} s)"
    )

    first = hard_ones()[0]
    assert first.lane == LONG
    in_flight = [
        entry.answered
        for entry in list(service.thinkers.answered)
        if entry.client == "testclient"
        and entry.lane == LONG
        and entry.started <= first.asked < entry.answered
    ]
    assert in_flight, "the attacker's searches were thinking when the other client asked"
    assert first.started <= min(in_flight) + HANDED_ON, "it waited behind the attacker's queue"

    for entry in stand_ins():
        assert entry.lane == STAND_IN
        assert entry.started - entry.asked <= HANDED_ON, "the stand-in was queued"


# Caps at creation --------------------------------------------------------------------------


@pytest.fixture
def capped(tmp_path: Path) -> Iterator[TestClient]:
    """An app on SQLite whose caps are 4 searching seats per client and 6 in all."""
    limits = Limits(searching_seats_per_client=4, searching_seats=6)
    with TestClient(create_app(f"sqlite:///{tmp_path / 'db.sqlite'}", limits=limits)) as client:
        yield client


def lobby(client: TestClient) -> set[str]:
    return {game["id"] for game in client.get("/api/games").json()}


def refused(client: TestClient, **body: Any) -> str:
    """The reason a creation is refused with 422 (nothing is created)."""
    before = lobby(client)
    answer = client.post("/api/games", json={"pacing": {"bot_ms": 0, "grace": 0}, **body})
    assert answer.status_code == 422, answer.text
    assert lobby(client) == before
    detail: str = answer.json()["detail"]
    return detail


def test_a_creation_over_a_cap_of_searching_seats_is_refused(capped: TestClient) -> None:
    """A client's seats played by searching bots count, and so do its human seats when
    the turn timer's bot searches (a timeout or a resignation hands them to it); quick
    bots do not. Over the client's cap (4), then the server's (6), a creation is refused
    with 422, saying why, and nothing is created; games of quick bots are still made."""
    timer = {"seconds": 60, "bot": "ismcts:hard"}
    first = create(
        capped,
        game=PR,
        players=3,
        seats=[human("Ann"), human("Bob"), bot("ismcts:hard")],
        turn_timer=timer,
    )
    create(capped, game=PR, players=2, seats=[human("Cid"), bot("greedy")], turn_timer=timer)
    searching = [human("Dee"), bot("ismcts:easy"), bot("ismcts:medium")]
    two = {"game": PR, "players": 3, "seats": searching}
    assert refused(capped, **two) == (
        "seats search bots may play (a human seat too when the turn timer's bot searches) "
        "in your games not yet over: 4, with this game 6; one client may have at most 4"
    )
    create(capped, game=PR, players=3, seats=[human("Eve"), bot("greedy"), bot("random")])

    other = from_address(capped, PLAYER)
    create(other, **two)
    assert refused(other, **two) == (
        "seats search bots may play (a human seat too when the turn timer's bot searches) "
        "in the server's games not yet over: 6, with this game 8; the server takes at "
        "most 6: try again later"
    )
    abandoned = capped.post(
        f"/api/games/{first['id']}/abandon", headers={"X-Host-Token": first["host_token"]}
    )
    assert abandoned.status_code == 200, abandoned.text
    create(capped, **two)  # the abandoned game's three seats no longer count


def test_a_finished_game_stops_counting(tmp_path: Path) -> None:
    """A client at its cap with a game of an easy bot (against the random bot) creates
    again once that game is over."""
    seats = [bot("ismcts:easy"), bot("random")]
    limits = Limits(searching_seats_per_client=1)
    with TestClient(create_app(f"sqlite:///{tmp_path / 'db.sqlite'}", limits=limits)) as client:
        game_id = create(client, game=PR, players=2, seats=seats, seed=3)["id"]
        assert "at most 1" in refused(client, game=PR, players=2, seats=seats)
        until(lambda: view(client, game_id)["status"] == "finished", 60, "the game never ended")
        create(client, game=PR, players=2, seats=seats)


def test_a_game_rebuilt_keeps_its_creator_until_a_restart(tmp_path: Path) -> None:
    """A game that left memory comes back as its creator's (its seats count for it); after
    a restart, the creator is not known: the game is a client of its own, whose seats
    count for the server's cap only."""
    url = f"sqlite:///{tmp_path / 'db.sqlite'}"
    limits = Limits(searching_seats_per_client=1, searching_seats=2)
    seats = [human("Ann"), human("Bob"), bot("ismcts:hard")]
    with TestClient(create_app(url, limits=limits)) as client:
        service: GameService = client.app.state.service  # type: ignore[attr-defined]
        game_id = create(client, game=PR, players=3, seats=seats, seed=4)["id"]
        gone = lambda: service.evict_idle(time.monotonic() + 1) == [game_id]  # noqa: E731
        until(gone, 30, "the game never left memory (its bot never ended its move)")
        view(client, game_id)  # back in memory
        assert "at most 1" in refused(client, game=PR, players=3, seats=seats)
    with TestClient(create_app(url, limits=limits)) as client:
        service = client.app.state.service  # type: ignore[attr-defined]
        assert [table.client for table in service.live()] == [f"game:{game_id}"]
        create(client, game=PR, players=3, seats=seats, seed=5)
        other = from_address(client, PLAYER)
        assert "the server takes at most 2" in refused(other, game=PR, players=3, seats=seats)
