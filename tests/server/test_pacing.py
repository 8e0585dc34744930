"""Bots a person can follow (server.pacing): in a game with a human seat each bot action
lands at least ``bot_ms`` after the previous entry, and after a human passes a bot the
turn the bot waits a grace, the player's undo still offered, or until the player ends the
turn ("End turn", the ``confirm`` entry). Games of bots only play at full speed."""

from __future__ import annotations

import itertools
import time
from datetime import UTC, datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from eurotable.core.record import Record, replay
from eurotable.server import pacing
from eurotable.server.models import ActionRow
from eurotable.server.service import GameService

from .conftest import act, bot, create, human, log_lines, view, wait_until

ANN = 0


def against_greedy(client: TestClient, players: int = 2, **pace: Any) -> tuple[str, str]:
    """A Puerto Rico game of Ann (seat 0, the governor: seed 4) against greedy bots, with
    the pacing ``pace`` (none: the defaults); returns its id and Ann's token."""
    seats = [human("Ann"), *[bot("greedy")] * (players - 1)]
    body: dict[str, Any] = {"game": "puerto-rico", "players": players, "seats": seats, "seed": 4}
    body["pacing"] = pace or None  # none: the server's defaults
    created = create(client, **body)
    game_id, token = created["id"], created["tokens"][str(ANN)]
    wait_until(client, game_id, token, lambda v: v["to_move"] == ANN)
    return game_id, token


def end_turn(client: TestClient, game_id: str, token: str | None, index: int | None = None) -> Any:
    """Ask to end the turn (as for an undo, ``index`` by default the entries now)."""
    if index is None:
        index = view(client, game_id)["index"]
    headers = {"X-Seat-Token": token} if token else {}
    return client.post(f"/api/games/{game_id}/confirm", json={"index": index}, headers=headers)


def undo(client: TestClient, game_id: str, token: str) -> Any:
    index = view(client, game_id)["index"]
    return client.post(
        f"/api/games/{game_id}/undo", json={"index": index}, headers={"X-Seat-Token": token}
    )


def stored_times(client: TestClient, game_id: str) -> list[tuple[int, datetime]]:
    """The seat and storing time of every log entry of a game, in order."""
    service: GameService = client.app.state.service  # type: ignore[attr-defined]
    with service.store.engine.connect() as connection:
        rows = connection.execute(
            select(ActionRow.seat, ActionRow.created_at)
            .where(ActionRow.game_id == game_id)
            .order_by(ActionRow.number)
        ).all()
    return [(seat, moment) for seat, moment in rows]


def test_the_bot_waits_the_grace_while_the_player_may_take_the_move_back(
    client: TestClient,
) -> None:
    game_id, token = against_greedy(client)
    assert act(client, game_id, token, "role prospector").status_code == 200
    held = view(client, game_id, token)
    assert held["to_move"] != ANN, "the prospector passed the turn to the bot"
    assert held["undo"] is True and held["undoer"] == ANN
    assert held["grace"] is not None and held["grace"]["seat"] == ANN
    until = datetime.fromisoformat(held["grace"]["until"])
    assert 0 < (until - datetime.now(UTC)).total_seconds() <= pacing.GRACE_SECONDS
    assert held["confirm"] == ANN, "Ann may end her turn at once"
    assert view(client, game_id)["confirm"] is None, "a spectator ends nobody's turn"

    assert undo(client, game_id, token).status_code == 200
    back = view(client, game_id, token)
    assert back["to_move"] == ANN and back["grace"] is None
    assert "role prospector" in [entry["action"] for entry in back["legal"]]


def test_when_the_grace_runs_out_the_bot_moves_and_the_move_stays(client: TestClient) -> None:
    game_id, token = against_greedy(client, bot_ms=0, grace=1)
    act(client, game_id, token, "role prospector")
    index = view(client, game_id)["index"]
    moved = wait_until(client, game_id, token, lambda v: v["index"] > index, seconds=10)
    assert moved["undo"] is False and moved["grace"] is None
    refused = undo(client, game_id, token)
    assert refused.status_code == 409, refused.text
    times = stored_times(client, game_id)
    waited = (times[index][1] - times[index - 1][1]).total_seconds()
    assert waited >= 1, f"the bot answered after {waited:.2f} s, within the 1 s grace"


def test_until_the_player_ends_the_turn_the_bot_waits_then_answers(client: TestClient) -> None:
    game_id, token = against_greedy(client, bot_ms=0, grace="confirm")
    act(client, game_id, token, "role prospector")
    index = view(client, game_id)["index"]
    time.sleep(1.0)
    waiting = view(client, game_id, token)
    assert waiting["index"] == index, "the bot waits for Ann to end her turn"
    assert waiting["grace"] == {"seat": ANN, "until": None}
    assert waiting["confirm"] == ANN and waiting["undo"] is True

    stale = end_turn(client, game_id, token, index - 1)
    assert stale.status_code == 409 and view(client, game_id)["index"] == index
    ended = end_turn(client, game_id, token)
    assert ended.status_code == 200, ended.text
    assert ended.json()["undo"] is False, "an ended turn is not taken back"
    after = wait_until(client, game_id, token, lambda v: v["index"] > index + 1)
    assert log_lines(after)[log_lines(after).index("Ann ends the turn") + 1 :]
    record = replay_record(client, game_id, token)
    assert record.actions[index] == "confirm"


def replay_record(client: TestClient, game_id: str, token: str) -> Record:
    """The record of the game played to its end by Ann always taking her first action and
    ending every turn she passes to a bot (waiting bots answer once she has)."""
    while True:
        current = view(client, game_id, token)
        if current["status"] == "finished":
            break
        if current["confirm"] == ANN:
            end_turn(client, game_id, token, current["index"])
        elif current["to_move"] == ANN and current["legal"]:
            act(client, game_id, token, current["legal"][0]["action"], current["index"])
        else:
            time.sleep(0.01)
    record = Record.from_json(client.get(f"/api/games/{game_id}/record").json())
    assert replay(record).is_over, "a record with ended turns replays"
    return record


def test_ending_a_turn_is_refused_when_there_is_none_to_end(client: TestClient) -> None:
    game_id, token = against_greedy(client, bot_ms=0, grace="confirm")
    own_turn = end_turn(client, game_id, token)
    assert own_turn.status_code == 409, "Ann is still to move: her turn has not passed"
    assert "no turn of yours" in own_turn.json()["detail"]
    act(client, game_id, token, "role prospector")
    nobody = end_turn(client, game_id, None)
    assert nobody.status_code == 401
    assert view(client, game_id)["grace"] == {"seat": ANN, "until": None}, "nothing changed"


def test_bot_actions_land_at_the_games_pace(client: TestClient) -> None:
    game_id, token = against_greedy(client, players=3, bot_ms=700, grace=0)
    index = view(client, game_id)["index"]
    act(client, game_id, token, "role trader")
    while (current := view(client, game_id, token))["to_move"] == ANN:
        act(client, game_id, token, current["legal"][0]["action"], current["index"])
    index = current["index"]
    wait_until(client, game_id, token, lambda v: v["to_move"] == ANN and v["index"] > index + 1)
    times = stored_times(client, game_id)[index:]
    gaps = [
        (later - earlier).total_seconds()
        for (_, earlier), (seat, later) in itertools.pairwise(times)
        if seat != ANN
    ]
    assert len(gaps) >= 2, times
    assert min(gaps) >= 0.69, f"bot entries {gaps} s after the previous one, pace 0.7 s"


def test_a_game_of_bots_only_is_never_paced(client: TestClient) -> None:
    seats = [bot("greedy"), bot("random")]
    created = create(client, game="puerto-rico", players=2, seats=seats, pacing=None)
    service: GameService = client.app.state.service  # type: ignore[attr-defined]
    table = service._tables[created["id"]]
    assert table.bot_pace_ms == pacing.BOT_PACE_MS, "the default is stored"
    assert pacing.seconds_to_pace(table, table.entry_time) == 0
    wait_until(client, created["id"], None, lambda v: v["status"] == "finished", seconds=60)


@pytest.mark.parametrize(
    "pace",
    [{"bot_ms": -1}, {"bot_ms": 5001}, {"grace": 61}, {"grace": -1}, {"grace": "later"}, {"x": 1}],
)
def test_a_pacing_out_of_range_is_refused(client: TestClient, pace: dict[str, Any]) -> None:
    body = {"game": "puerto-rico", "players": 2, "pacing": pace}
    answer = client.post("/api/games", json=body)
    assert answer.status_code == 422, answer.text
    assert client.get("/api/games").json() == [], "no game was made"


def test_the_pacing_is_kept_and_shown(database_url: str) -> None:
    from eurotable.server import create_app

    with TestClient(create_app(database_url)) as first:
        created = create(
            first, game="shipyard", players=2, pacing={"bot_ms": 1200, "grace": "confirm"}
        )
        assert view(first, created["id"])["pacing"] == {"bot_ms": 1200, "grace": "confirm"}
    with TestClient(create_app(database_url)) as second:
        assert view(second, created["id"])["pacing"] == {"bot_ms": 1200, "grace": "confirm"}
        listed = second.get("/api/games").json()
        assert listed[0]["pacing"] == {"bot_ms": 1200, "grace": "confirm"}


def test_hot_seat_keeps_the_last_players_undo_until_the_next_one_acts(
    client: TestClient,
) -> None:
    created = create(
        client, game="puerto-rico", players=2, seats=[human("Ann"), human("Bob")], seed=8
    )
    tokens = created["tokens"]
    first = view(client, created["id"])["to_move"]
    mover, other = tokens[str(first)], tokens[str(1 - first)]
    act(client, created["id"], mover, "role prospector")
    screen = view(client, created["id"], other)
    assert screen["undo"] is False, "Bob alone cannot take back Ann's move"
    shared = shared_screen(client, created["id"], [mover, other])
    assert shared["viewer"] == 1 - first, "the screen shows the next seat"
    assert shared["undo"] is True and shared["undoer"] == first
    assert shared["grace"] is None, "no bot is held: the next seat is a person's"


def shared_screen(client: TestClient, game_id: str, tokens: list[str]) -> dict[str, Any]:
    """The view of one screen holding several seats (as the page's socket asks for it)."""
    with client.websocket_connect(f"/api/games/{game_id}/socket") as socket:
        socket.send_json({"tokens": tokens})
        message: dict[str, Any] = socket.receive_json()
    assert message["type"] == "view", message
    view_of_screen: dict[str, Any] = message["view"]
    return view_of_screen
