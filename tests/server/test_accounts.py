"""Accounts (issue 48): signing up, in and out, sessions and their cookies, CSRF, slowed
attempts, claiming a guest's seats, playing them from another browser, "my games",
changing the password and deleting the account — each on SQLite and PostgreSQL."""

from __future__ import annotations

import time
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

from eurotable.server import create_app
from eurotable.server.accounts import SESSION_COOKIE

from .conftest import act, bot, create, human, notations, view
from .test_chat import first_view, until
from .test_rematch import finished
from .test_socket import next_view

PR = "puerto-rico"
PASSWORD = "correct horse battery"


def sign_up(client: TestClient, name: str = "Ann", **more: Any) -> Any:
    return client.post("/api/accounts", json={"name": name, "password": PASSWORD, **more})


def sign_in(client: TestClient, name: str = "Ann", password: str = PASSWORD, **more: Any) -> Any:
    return client.post("/api/session", json={"name": name, "password": password, **more})


def other_browser(client: TestClient) -> TestClient:
    """A second browser of the same app: its own cookies."""
    return TestClient(client.app, base_url=str(client.base_url))


def csrf(client: TestClient) -> dict[str, str]:
    return {"X-CSRF-Token": client.get("/api/me").json()["csrf"]}


def test_signing_up_signs_in_with_a_safe_cookie(client: TestClient) -> None:
    answer = sign_up(client, email="ann@example.org")
    assert answer.status_code == 201, answer.text
    assert answer.json()["name"] == "Ann" and answer.json()["email"] == "ann@example.org"
    cookie = answer.headers["set-cookie"]
    assert cookie.startswith(f"{SESSION_COOKIE}=")
    attributes = {part.strip().split("=")[0].lower() for part in cookie.split(";")}
    assert {"httponly", "samesite", "path", "max-age"} <= attributes
    assert "samesite=lax" in cookie.lower()
    assert "secure" not in attributes  # served over plain HTTP here
    me = client.get("/api/me")
    assert me.status_code == 200 and me.json()["name"] == "Ann"
    assert me.json()["csrf"] == answer.json()["csrf"]


def test_the_cookie_is_secure_over_https(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url), base_url="https://testserver") as client:
        cookie = sign_up(client).headers["set-cookie"]
        assert "secure" in {part.strip().lower() for part in cookie.split(";")}


def test_a_name_is_one_account_whatever_its_case_and_bad_input_changes_nothing(
    client: TestClient,
) -> None:
    assert sign_up(client).status_code == 201
    taken = sign_up(other_browser(client), "ANN")
    assert taken.status_code == 409 and "taken" in taken.json()["detail"]
    for body, said in (
        ({"name": "Bob", "password": "short"}, "at least 8"),
        ({"name": "Bob", "password": PASSWORD, "email": "not an address"}, "not an email"),
        ({"name": " ", "password": PASSWORD}, "empty"),
    ):
        refused = other_browser(client).post("/api/accounts", json=body)
        assert refused.status_code == 422 and said in refused.json()["detail"], refused.text
    assert sign_in(other_browser(client), "Bob").status_code == 401


def test_an_unknown_name_and_a_wrong_password_get_the_same_answer(client: TestClient) -> None:
    sign_up(client)
    wrong = sign_in(other_browser(client), "Ann", "not the password")
    unknown = sign_in(other_browser(client), "Nobody", "not the password")
    assert wrong.status_code == unknown.status_code == 401
    assert wrong.json() == unknown.json()
    assert "set-cookie" not in wrong.headers and "set-cookie" not in unknown.headers
    signed = sign_in(other_browser(client), "aNN")  # the name as compared: case-folded
    assert signed.status_code == 200 and signed.json()["name"] == "Ann"


def test_signing_in_is_slowed_per_name_and_per_client(client: TestClient) -> None:
    sign_up(client)
    answers = [sign_in(other_browser(client), "Ann", "guess number " + str(n)) for n in range(5)]
    assert {a.status_code for a in answers} == {401}  # the burst (Limits.sign_in_burst)
    slowed = sign_in(other_browser(client), "Ann")  # even the right password now
    assert slowed.status_code == 429 and "wait" in slowed.json()["detail"]
    tries = [sign_in(other_browser(client), f"Name {n}", "whatever it is") for n in range(20)]
    assert tries[-1].status_code == 429  # this client, over all names


def test_writes_by_cookie_need_the_csrf_token(client: TestClient) -> None:
    created = create(client, game=PR, players=2, seats=[human("Ann"), bot("random")], seed=1)
    game_id = created["id"]
    sign_up(client, tokens=[created["tokens"]["0"]])
    move = notations(view(client, game_id))[0]  # the session holds the seat for a GET
    index = view(client, game_id)["index"]
    body = {"action": move, "index": index}
    forged = client.post(f"/api/games/{game_id}/actions", json=body)
    assert forged.status_code == 401  # without the token the request is a guest's
    assert view(client, game_id)["index"] == index
    refused = client.delete("/api/session")
    assert refused.status_code == 403 and "CSRF" in refused.json()["detail"]
    assert client.get("/api/me").json()["name"] == "Ann"  # still signed in
    played = client.post(f"/api/games/{game_id}/actions", json=body, headers=csrf(client))
    assert played.status_code == 200, played.text


def test_another_site_cannot_sign_a_visitor_in(client: TestClient) -> None:
    sign_up(client)
    visitor = other_browser(client)
    forged = visitor.post(
        "/api/session",
        json={"name": "Ann", "password": PASSWORD},
        headers={"Origin": "https://evil.example"},
    )
    assert forged.status_code == 403 and "set-cookie" not in forged.headers
    own = visitor.post(
        "/api/session",
        json={"name": "Ann", "password": PASSWORD},
        headers={"Origin": str(client.base_url)},
    )
    assert own.status_code == 200


def test_a_guest_who_signs_up_claims_the_seats_this_browser_holds_and_plays_them_anywhere(
    client: TestClient,
) -> None:
    created = create(client, game=PR, players=2, seats=[human("Ann"), bot("random")], seed=3)
    game_id, token = created["id"], created["tokens"]["0"]
    signed = sign_up(client, tokens=[token])
    assert signed.status_code == 201
    renewed = signed.json()["tokens"][game_id]["0"]  # rotated on claim (issue 51)
    assert renewed != token
    stranger = other_browser(client)
    refused = stranger.get(f"/api/games/{game_id}", headers={"X-Seat-Token": token})
    assert refused.status_code == 403  # a copy of the old token (a seat link) is dead
    laptop = other_browser(client)
    assert sign_in(laptop).status_code == 200
    seen = view(laptop, game_id)  # no seat token: the account holds the seat
    assert seen["viewer"] == 0 and seen["held"] == [0] and seen["legal"]
    played = laptop.post(
        f"/api/games/{game_id}/actions",
        json={"action": notations(seen)[0], "index": seen["index"]},
        headers=csrf(laptop),
    )
    assert played.status_code == 200, played.text
    assert view(stranger, game_id, renewed)["index"] > seen["index"]  # the new token works
    games = laptop.get("/api/me/games").json()
    assert [(g["id"], g["seat"]) for g in games] == [(game_id, 0)]
    assert view(other_browser(client), game_id)["viewer"] is None  # a stranger watches


def test_a_signed_in_socket_holds_the_account_seats(client: TestClient) -> None:
    created = create(client, game=PR, players=2, seats=[human("Ann"), bot("random")], seed=5)
    game_id, token = created["id"], created["tokens"]["0"]
    phone = other_browser(client)
    sign_up(phone, tokens=[token])
    with phone.websocket_connect(f"/api/games/{game_id}/socket") as socket:
        socket.send_json({"tokens": []})
        seen = next_view(socket)
        assert seen["viewer"] == 0 and seen["legal"]
        socket.send_json({"type": "act", "action": notations(seen)[0], "index": seen["index"]})
        acted = socket.receive_json()
        while acted["type"] != "acted":
            acted = socket.receive_json()
        assert acted["index"] == seen["index"]
    with (
        phone.websocket_connect(
            f"/api/games/{game_id}/socket", headers={"Origin": "https://evil.example"}
        ) as forged,
    ):
        forged.send_json({"tokens": []})
        assert next_view(forged)["viewer"] is None


def test_a_game_made_or_joined_signed_in_is_in_my_games_your_turn_first(
    client: TestClient,
) -> None:
    sign_up(client)
    headers = csrf(client)
    mine = client.post(
        "/api/games",
        json={"game": PR, "players": 2, "seats": [human("Ann"), bot("random")], "seed": 1},
        headers=headers,
    ).json()
    host = other_browser(client)
    waiting = create(host, game=PR, players=3, seats=[human("Cy"), human(), human()], seed=2)
    joined = client.post(
        f"/api/games/{waiting['id']}/seats/1", json={"name": "Ann"}, headers=headers
    )
    assert joined.status_code == 200
    games = client.get("/api/me/games").json()
    assert [(g["id"], g["seat"], g["your_turn"]) for g in games] == [
        (mine["id"], 0, view(client, mine["id"])["to_move"] == 0),
        (waiting["id"], 1, False),
    ]
    assert games[1]["status"] == "open"


def test_signing_out_and_changing_the_password_end_sessions(client: TestClient) -> None:
    sign_up(client)
    laptop = other_browser(client)
    sign_in(laptop)
    cookie = laptop.cookies[SESSION_COOKIE]
    assert laptop.delete("/api/session", headers=csrf(laptop)).status_code == 204
    assert laptop.get("/api/me").json() is None
    assert laptop.get("/api/me/games").status_code == 401
    stolen = other_browser(client)
    stolen.cookies[SESSION_COOKIE] = cookie
    assert stolen.get("/api/me").json() is None  # the old cookie is dead
    sign_in(laptop)
    new = {"password": PASSWORD, "new_password": "a new long password"}
    wrong = client.post(
        "/api/me/password", json={**new, "password": "nope nope"}, headers=csrf(client)
    )
    assert wrong.status_code == 401
    changed = client.post("/api/me/password", json=new, headers=csrf(client))
    assert changed.status_code == 200 and client.get("/api/me").json()["name"] == "Ann"
    assert laptop.get("/api/me").json() is None
    assert sign_in(other_browser(client)).status_code == 401
    assert sign_in(other_browser(client), password="a new long password").status_code == 200


def test_deleting_the_account_removes_its_personal_data(database_url: str) -> None:
    with TestClient(create_app(database_url)) as client:
        created = create(client, game=PR, players=2, seats=[human("Ann"), bot("random")], seed=7)
        game_id, token = created["id"], created["tokens"]["0"]
        token = sign_up(client, email="ann@example.org", tokens=[token]).json()["tokens"][game_id][
            "0"
        ]
        refused = client.request(
            "DELETE", "/api/me", json={"password": "wrong one!"}, headers=csrf(client)
        )
        assert refused.status_code == 401
        deleted = client.request(
            "DELETE", "/api/me", json={"password": PASSWORD}, headers=csrf(client)
        )
        assert deleted.status_code == 204
        assert client.get("/api/me").json() is None
        assert sign_in(other_browser(client)).status_code == 401
        seen = view(client, game_id, token)  # the seat plays on by its token, under its name
        assert seen["viewer"] == 0 and seen["seats"][0]["name"] == "Ann"
        assert act(client, game_id, None, notations(seen)[0]).status_code == 401
    engine = create_engine(database_url)
    with engine.connect() as connection:
        assert connection.execute(text("select count(*) from accounts")).scalar() == 0
        assert connection.execute(text("select count(*) from sessions")).scalar() == 0
        bound = "select count(*) from seats where account_id is not null"
        assert connection.execute(text(bound)).scalar() == 0
    engine.dispose()


def test_the_account_lives_across_a_restart(database_url: str) -> None:
    with TestClient(create_app(database_url)) as client:
        created = create(client, game=PR, players=2, seats=[human("Ann"), bot("random")], seed=9)
        sign_up(client, tokens=[created["tokens"]["0"]])
        cookie = client.cookies[SESSION_COOKIE]
    with TestClient(create_app(database_url)) as client:
        client.cookies[SESSION_COOKIE] = cookie
        assert client.get("/api/me").json()["name"] == "Ann"
        assert view(client, created["id"])["viewer"] == 0


def test_no_password_or_cookie_reaches_the_log(
    client: TestClient, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("DEBUG")
    answer = sign_up(client)
    sign_in(other_browser(client), "Ann", "wrong password here")
    secrets = [PASSWORD, "wrong password here", answer.json()["csrf"]]
    secrets.append(client.cookies[SESSION_COOKIE])
    assert caplog.records  # the server did log (its requests), just none of these
    assert not any(secret in caplog.text for secret in secrets)


def test_signing_in_again_makes_a_new_session_and_ends_the_old_one(client: TestClient) -> None:
    sign_up(client)
    first = client.cookies[SESSION_COOKIE]
    assert sign_in(client).status_code == 200
    second = client.cookies[SESSION_COOKIE]
    assert second != first
    old = other_browser(client)
    old.cookies[SESSION_COOKIE] = first
    assert old.get("/api/me").json() is None
    assert client.get("/api/me").json()["name"] == "Ann"


def test_an_invited_player_finds_the_seat_in_their_games_and_the_creator_has_no_token(
    client: TestClient,
) -> None:
    bob = other_browser(client)
    sign_up(bob, "Bob")
    seats = [human("Ann"), {"kind": "human", "invite": "bob"}]
    created = create(client, game=PR, players=2, seats=seats, seed=12)
    assert set(created["tokens"]) == {"0"}  # Bob's seat is Bob's, not the creator's
    seen = view(bob, created["id"])
    assert seen["viewer"] == 1 and seen["seats"][1]["name"] == "Bob"
    assert seen["status"] == "running"
    assert [(g["id"], g["seat"]) for g in bob.get("/api/me/games").json()] == [(created["id"], 1)]
    nobody = client.post(
        "/api/games",
        json={
            "game": PR,
            "players": 2,
            "seats": [human("Ann"), {"kind": "human", "invite": "Zed"}],
        },
    )
    assert nobody.status_code == 404 and "Zed" in nobody.json()["detail"]
    botted = client.post(
        "/api/games",
        json={
            "game": PR,
            "players": 2,
            "seats": [human("Ann"), {"kind": "bot", "bot": "random", "invite": "Bob"}],
        },
    )
    assert botted.status_code == 422


def test_a_signed_in_player_asks_for_a_rematch_without_tokens_and_sits_in_it(
    sqlite_client: TestClient,
) -> None:
    client = sqlite_client
    game_id, tokens = finished(client, [human("Ann"), bot("random")])
    laptop = other_browser(client)
    sign_up(client, tokens=list(tokens.values()))
    sign_in(laptop)
    answer = laptop.post(f"/api/games/{game_id}/rematch", json={"tokens": []}, headers=csrf(laptop))
    assert answer.status_code == 201, answer.text
    again = answer.json()
    assert view(laptop, again["id"])["viewer"] == 0  # bound to the account at once
    assert view(other_browser(client), again["id"], again["tokens"]["0"])["viewer"] == 0


def test_my_finished_games_carry_their_results_read_without_replaying_them(
    database_url: str,
) -> None:
    with TestClient(create_app(database_url)) as client:
        game_id, tokens = finished(client, [human("Ann"), bot("random")])
        result = view(client, game_id)["result"]
        sign_up(client, tokens=list(tokens.values()))
        service = client.app.state.service  # type: ignore[attr-defined]
        service.evict_idle(time.monotonic() + 1)
        assert service.tables() == 0
        first = client.get("/api/me/games").json()
        assert [(g["id"], g["status"], g["result"]) for g in first] == [
            (game_id, "finished", result)
        ]
        engine = create_engine(database_url)
        with engine.connect() as connection:
            stored = connection.execute(text("SELECT ending FROM games")).scalar_one()
        engine.dispose()
        assert stored is not None, "the result is stored the first time it is listed"
        service.evict_idle(time.monotonic() + 1)
        again = client.get("/api/me/games").json()
        for key in first[0]:
            assert again[0][key] == first[0][key], key
        assert again == first and service.tables() == 0, "read, not replayed"


def test_claiming_by_route_gives_new_tokens_and_skips_seats_of_other_accounts(
    client: TestClient,
) -> None:
    created = create(client, game=PR, players=2, seats=[human("Ann"), human("Bob")], seed=13)
    game_id, tokens = created["id"], created["tokens"]
    sign_up(client)
    claimed = client.post("/api/me/seats", json={"tokens": [tokens["0"]]}, headers=csrf(client))
    assert claimed.status_code == 200
    assert set(claimed.json()["tokens"][game_id]) == {"0"}
    bob = other_browser(client)
    sign_up(bob, "Bob", tokens=[tokens["1"]])
    again = client.post("/api/me/seats", json={"tokens": [tokens["1"]]}, headers=csrf(client))
    assert again.json() == {"tokens": {}}  # Bob's seat is Bob's: its old token holds nothing
    assert view(client, game_id)["held"] == [0] and view(bob, game_id)["held"] == [1]
    assert client.post("/api/me/seats", json={"tokens": []}).status_code == 403  # no CSRF


def test_a_signed_in_player_chats_as_their_seat_without_a_token(client: TestClient) -> None:
    created = create(client, game=PR, players=2, seats=[human("Ann"), human("Bob")], seed=14)
    game_id, bob = created["id"], created["tokens"]["1"]
    laptop = other_browser(client)
    sign_up(laptop, tokens=[created["tokens"]["0"]])
    path = f"/api/games/{game_id}/socket"
    with laptop.websocket_connect(path) as ann, client.websocket_connect(path) as other:
        assert first_view(ann, [])["view"]["viewer"] == 0
        first_view(other, [bob])
        ann.send_json({"type": "chat", "text": "hi Bob"})
        heard = until(other, "chat")["message"]
        assert (heard["channel"], heard["seat"], heard["text"]) == ("players", 0, "hi Bob")
    said = laptop.post(f"/api/games/{game_id}/chat", json={"text": "by HTTP"}, headers=csrf(laptop))
    assert said.status_code == 201 and said.json()["message"]["channel"] == "players"
    stranger = other_browser(client)
    sign_up(stranger, "Cy")
    watched = stranger.post(
        f"/api/games/{game_id}/chat", json={"text": "hello"}, headers=csrf(stranger)
    )
    assert watched.status_code == 201 and watched.json()["message"]["channel"] == "spectators"
