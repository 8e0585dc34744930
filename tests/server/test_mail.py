"""Notifications by mail (issue 48), with a real SMTP server (aiosmtpd on 127.0.0.1) and the
real app sending to it: your turn, the quiet period, none while active, unsubscribing,
verifying an email, resetting a password, a message kept over a restart, and an SMTP
server that never answers — each on SQLite and PostgreSQL."""

from __future__ import annotations

import re
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from email.message import EmailMessage
from pathlib import Path
from typing import Any, cast
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from aiosmtpd.controller import Controller
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

from eurotable.games import get
from eurotable.i18n import speaking, tr
from eurotable.server import clocks, create_app
from eurotable.server.app import MailSettings
from eurotable.server.store import database_url as engine_url
from mailbox_server import Inbox, body, free_port

from .conftest import create, human, notations, view
from .serving import serving
from .test_accounts import PASSWORD, csrf, other_browser, sign_in
from .test_clocks import Moved

PR = "puerto-rico"
SITE = "http://testserver"


@pytest.fixture
def inbox() -> Iterator[tuple[Inbox, int]]:
    box = Inbox()
    port = free_port()
    controller = Controller(box, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield box, port
    finally:
        controller.stop()


@contextmanager
def moved() -> Iterator[Moved]:
    """Time as the test moves it on (``clocks.use``): the quiet period, being idle."""
    clock = Moved()
    clocks.use(clock)
    try:
        yield clock
    finally:
        clocks.use(None)


def mailing(port: int) -> MailSettings:
    return MailSettings(f"smtp://127.0.0.1:{port}", "table@example.org", SITE)


@pytest.fixture
def mailed(database_url: str, inbox: tuple[Inbox, int]) -> Iterator[tuple[TestClient, Inbox]]:
    box, port = inbox
    with moved() as clock, TestClient(create_app(database_url, mail=mailing(port))) as client:
        client.clock = clock  # type: ignore[attr-defined]
        yield client, box


def link(mail: EmailMessage, path: str) -> str:
    found = re.search(rf"{SITE}({path}\?\S+)", body(mail))
    assert found, body(mail)
    return found.group(1)


def token_of(path: str) -> str:
    """The token of a mailed link."""
    return parse_qs(urlsplit(path).query)["t"][0]


def verified(client: TestClient, box: Inbox, name: str, lang: str = "en") -> TestClient:
    """A browser signed up as ``name`` with a verified email ``name@example.org``."""
    browser = other_browser(client)
    email = f"{name.lower()}@example.org"
    answer = browser.post(
        f"/api/accounts?lang={lang}", json={"name": name, "password": PASSWORD, "email": email}
    )
    assert answer.status_code == 201, answer.text
    assert answer.json()["email_verified"] is False
    path = link(box.wait(email), "/verify-email")
    assert 'method="post"' in browser.get(path).text  # the link itself changes nothing
    token = token_of(path)
    assert browser.post("/verify-email", data={"t": token}).status_code == 200
    assert browser.get("/api/me/notifications").json()["email_verified"] is True
    assert browser.post("/verify-email", data={"t": token}).status_code == 400  # used up
    return browser


def idle(client: TestClient, minutes: float = 2) -> None:
    clock = cast(Moved, client.clock)  # type: ignore[attr-defined]
    clock.on(minutes=minutes)


def invite_bob(client: TestClient) -> tuple[str, str]:
    """A game of Ann (a guest, seat 0, to move) and the invited Bob; its id and Ann's token."""
    seats = [human("Ann"), {"kind": "human", "invite": "Bob"}]
    created = create(client, game=PR, players=2, seats=seats, seed=12)
    return created["id"], created["tokens"]["0"]


def to_move(client: TestClient, game_id: str) -> int | None:
    return cast(int | None, view(client, game_id)["to_move"])


def move(client: TestClient, game_id: str, token: str | None) -> Any:
    """Play the first legal action of the seat (by its token, or by the session)."""
    headers = {"X-Seat-Token": token} if token else csrf(client)
    seen = client.get(f"/api/games/{game_id}", headers=headers).json()
    action = {"action": notations(seen)[0], "index": seen["index"]}
    answer = client.post(f"/api/games/{game_id}/actions", json=action, headers=headers)
    assert answer.status_code == 200, answer.text
    return answer


def until_bobs_turn(client: TestClient, game_id: str, token: str) -> None:
    """Ann moves until it is Bob's turn."""
    while to_move(client, game_id) == 0:
        move(client, game_id, token)
    assert to_move(client, game_id) == 1


def until_annes_turn(bob: TestClient, game_id: str) -> None:
    """Bob moves until it is Ann's turn."""
    while to_move(bob, game_id) == 1:
        move(bob, game_id, None)


def title(lang: str = "en") -> str:
    with speaking(lang):
        return tr(get(PR).title)


def test_the_invited_player_is_mailed_in_their_language_then_quiet_then_their_turn(
    mailed: tuple[TestClient, Inbox],
) -> None:
    client, box = mailed
    bob = verified(client, box, "Bob", lang="he")
    idle(client)
    game_id, ann = invite_bob(client)
    invited = box.wait("bob@example.org", 2)  # the verification, then the invitation
    assert title("he") in invited["Subject"]
    assert f"{SITE}/games/{game_id}" in body(invited)
    assert invited["List-Unsubscribe"].startswith(f"<{SITE}/unsubscribe?")
    assert invited["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    # Bob's turn comes within the quiet period of the invitation: no mail.
    until_bobs_turn(client, game_id, ann)
    idle(client, minutes=31)
    until_annes_turn(bob, game_id)  # Bob plays, and goes away for the quiet period
    idle(client, minutes=31)
    until_bobs_turn(client, game_id, ann)
    turn = box.wait("bob@example.org", 3)
    assert title("he") in turn["Subject"] and turn["Subject"] != invited["Subject"]
    assert f"{SITE}/games/{game_id}" in body(turn)
    assert len(box.to("bob@example.org")) == 3


def test_no_mail_while_the_player_is_active_and_the_unsubscribe_link_turns_it_off(
    mailed: tuple[TestClient, Inbox],
) -> None:
    client, box = mailed
    bob = verified(client, box, "Bob")
    idle(client)
    game_id, ann = invite_bob(client)
    invited = box.wait("bob@example.org", 2)
    idle(client, minutes=31)
    with bob.websocket_connect(f"/api/games/{game_id}/socket") as socket:
        socket.send_json({"type": "tokens", "tokens": []})
        socket.receive_json()
        until_bobs_turn(client, game_id, ann)  # Bob watches the game: no mail
    until_annes_turn(bob, game_id)
    bob.get("/api/me")  # a request a moment ago: active
    until_bobs_turn(client, game_id, ann)
    idle(client, minutes=31)
    # Bob unsubscribes from the invitations' link: nothing is asked to sign in.
    path = invited["List-Unsubscribe"][1 + len(SITE) : -1]
    stranger = other_browser(client)
    assert 'method="post"' in stranger.get(path).text
    assert stranger.get("/api/me/notifications").status_code == 401
    one_click = stranger.post(path, content=b"List-Unsubscribe=One-Click")
    assert one_click.status_code == 200
    forged_path = re.sub(r"t=[0-9a-f]+", "t=" + "0" * 32, path)
    forged = stranger.post(forged_path, content=b"List-Unsubscribe=One-Click")
    assert forged.status_code == 400
    settings = bob.get("/api/me/notifications").json()
    assert settings["mail"]["invited"] is False and settings["mail"]["turn"] is True
    # Turning "your turn" off too: Bob's next turn, idle, brings nothing.
    off = bob.put("/api/me/notifications", json={"mail": {"turn": False}}, headers=csrf(bob))
    assert off.status_code == 200 and off.json()["mail"]["turn"] is False
    until_annes_turn(bob, game_id)
    idle(client, minutes=31)
    until_bobs_turn(client, game_id, ann)
    assert len(box.to("bob@example.org")) == 2


def test_a_password_is_reset_by_a_mailed_link_and_an_unknown_name_gets_the_same_answer(
    mailed: tuple[TestClient, Inbox],
) -> None:
    client, box = mailed
    bob = verified(client, box, "Bob")
    unknown = client.post("/api/password-reset", json={"name": "Nobody"})
    known = client.post("/api/password-reset", json={"name": "bob@example.org"})
    assert unknown.status_code == known.status_code == 202
    assert unknown.json() == known.json()
    mail = box.wait("bob@example.org", 2)
    path = link(mail, "/reset-password")
    token = token_of(path)
    assert 'type="password"' in client.get(path).text
    short = client.post("/api/password-reset/confirm", json={"token": token, "password": "x"})
    assert short.status_code == 422
    new = "a brand new password"
    done = client.post("/api/password-reset/confirm", json={"token": token, "password": new})
    assert done.status_code == 204, done.text
    assert bob.get("/api/me").json() is None  # every session ended
    again = client.post("/api/password-reset/confirm", json={"token": token, "password": new})
    assert again.status_code == 422  # single use
    assert sign_in(other_browser(client), "Bob", PASSWORD).status_code == 401
    assert sign_in(other_browser(client), "Bob", new).status_code == 200
    assert len(box.mails) == 2  # nothing was sent for the unknown name


def test_an_unsent_message_survives_a_restart_and_goes_when_smtp_is_back(
    database_url: str, inbox: tuple[Inbox, int]
) -> None:
    box, port = inbox
    with moved() as clock:
        with TestClient(create_app(database_url, mail=mailing(port))) as client:
            client.clock = clock  # type: ignore[attr-defined]
            verified(client, box, "Bob")
        down = mailing(free_port())  # nothing listens there: TryLater
        with TestClient(create_app(database_url, mail=down)) as client:
            clock.on(minutes=2)
            game_id, _ann = invite_bob(client)
            wait_for(lambda: failed_once(database_url))
        assert len(box.to("bob@example.org")) == 1
        with TestClient(create_app(database_url, mail=mailing(port))) as client:
            clock.on(seconds=31)  # the backoff after one failure
            invited = box.wait("bob@example.org", 2)
            assert f"/games/{game_id}" in body(invited)


def failed_once(database_url: str) -> bool:
    engine = create_engine(engine_url(database_url))
    try:
        with engine.connect() as connection:
            rows = connection.execute(text("SELECT attempts, sent_at FROM outbox")).all()
    finally:
        engine.dispose()
    return any(attempts == 1 and sent is None for attempts, sent in rows)


def wait_for(done: Any, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_an_smtp_server_that_never_answers_does_not_hold_a_move(
    database_url: str, inbox: tuple[Inbox, int]
) -> None:
    box, port = inbox
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen()
    accepted: list[socket.socket] = []

    def accept() -> None:
        connection, _address = silent.accept()
        accepted.append(connection)  # and never a word: no greeting

    with moved() as clock:
        with TestClient(create_app(database_url, mail=mailing(port))) as client:
            client.clock = clock  # type: ignore[attr-defined]
            verified(client, box, "Bob")
        hanging = mailing(silent.getsockname()[1])
        waiter = threading.Thread(target=accept, daemon=True)
        waiter.start()
        try:
            with TestClient(create_app(database_url, mail=hanging)) as client:
                clock.on(minutes=2)
                game_id, ann = invite_bob(client)  # the invitation goes to the silent server
                waiter.join(20)
                assert accepted, "the mail was never tried"
                # The SMTP server holds the mail's connection without a word; the game
                # goes on: Ann's moves are answered meanwhile.
                until_bobs_turn(client, game_id, ann)
                assert accepted[0].fileno() != -1 and not box.to("nobody")
        finally:
            for connection in accepted:
                connection.close()
            silent.close()


def test_eurotable_serve_sends_mail_through_the_smtp_server_it_is_given(
    tmp_path: Path, inbox: tuple[Inbox, int]
) -> None:
    box, port = inbox
    smtp = f"smtp://127.0.0.1:{port}"
    options = ("--smtp", smtp, "--mail-from", "table@example.org")
    with serving(tmp_path, {}, None, *options, "--site-url", "https://table.example.org") as on:
        account = {"name": "Cy", "password": PASSWORD, "email": "cy@example.org"}
        answer = httpx.post(f"{on.url}/api/accounts", json=account, timeout=30)
        assert answer.status_code == 201, answer.text
        mail = box.wait("cy@example.org")
        assert mail["From"] == "table@example.org"
        assert "https://table.example.org/verify-email?t=" in body(mail)
        assert "cy@example.org" not in on.text()  # never an address in the log


def test_deleting_an_account_removes_its_messages_and_mailed_tokens(
    mailed: tuple[TestClient, Inbox], database_url: str
) -> None:
    client, box = mailed
    bob = verified(client, box, "Bob")
    idle(client)
    invite_bob(client)
    box.wait("bob@example.org", 2)
    assert client.post("/api/password-reset", json={"name": "Bob"}).status_code == 202
    box.wait("bob@example.org", 3)
    gone = bob.request("DELETE", "/api/me", json={"password": PASSWORD}, headers=csrf(bob))
    assert gone.status_code == 204
    engine = create_engine(engine_url(database_url))
    try:
        with engine.connect() as connection:
            for table in ("outbox", "mail_tokens", "accounts"):
                assert connection.execute(text(f"SELECT count(*) FROM {table}")).scalar() == 0
    finally:
        engine.dispose()
