"""Replays and score charts under clients that ask over and over (issue 51, item 4):
built once off the event loop, kept per game, step, seat and language, and at most a few
builds a client at a time."""

from __future__ import annotations

import asyncio
import threading

import pytest
from fastapi.testclient import TestClient

from eurotable.server.errors import TooMany
from eurotable.server.replays import Replays

from .test_replay import finished_game


def test_an_answer_is_built_once_in_a_thread_of_its_own_and_kept() -> None:
    built: list[str] = []

    def build() -> dict[str, object]:
        built.append(threading.current_thread().name)
        return {"step": len(built)}

    async def ask() -> list[dict[str, object]]:
        replays = Replays(kept=2)
        try:
            first = await replays.answer(("game", 1), build, "a")
            again = await replays.answer(("game", 1), build, "b")
            await replays.answer(("game", 2), build, "a")
            await replays.answer(("game", 3), build, "a")  # the least recently asked goes
            gone = await replays.answer(("game", 1), build, "a")
            return [first, again, gone]
        finally:
            replays.close()

    first, again, gone = asyncio.run(ask())
    assert first is again and first == {"step": 1}
    assert gone == {"step": 4}, "only 2 are kept: the first was built again"
    assert all(name.startswith("eurotable-replay") for name in built)


def test_a_client_builds_only_so_many_at_once_and_others_are_not_held_up() -> None:
    release = threading.Event()

    def slow() -> dict[str, object]:
        release.wait(10)
        return {"slow": True}

    async def ask() -> None:
        replays = Replays(threads=4, per_client=2)
        try:
            building = [
                asyncio.create_task(replays.answer(("game", step), slow, "flood"))
                for step in range(2)
            ]
            await asyncio.sleep(0.05)
            with pytest.raises(TooMany, match="at most 2 replays at once"):
                await replays.answer(("game", 5), slow, "flood")
            # The same answer asked again is shared, not built a second time.
            shared = asyncio.create_task(replays.answer(("game", 0), slow, "flood"))
            other = await replays.answer(("game", 9), lambda: {"other": True}, "someone")
            assert other == {"other": True}
            release.set()
            answers = await asyncio.gather(*building, shared)
            assert answers[0] is answers[2]
            assert await replays.answer(("game", 5), lambda: {"now": True}, "flood")
        finally:
            replays.close()

    asyncio.run(ask())


def test_replays_are_kept_per_language(client: TestClient) -> None:
    game_id = finished_game(client)
    address = f"/api/games/{game_id}/replay"
    english = client.get(address, params={"step": 1})
    czech = client.get(address, params={"step": 1, "lang": "cs"})
    assert english.status_code == czech.status_code == 200
    assert english.json()["said"] != czech.json()["said"]
    again = client.get(address, params={"step": 1})
    assert again.json() == english.json()
    scores = client.get(f"/api/games/{game_id}/scores").json()
    assert client.get(f"/api/games/{game_id}/scores").json() == scores
