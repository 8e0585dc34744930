"""Notifications by webhook end to end (issue 48): an account's webhook URL is checked
when it is set (refused for addresses that are not public), and the invitation reaches a
real HTTP receiver on loopback (let through by the app's allow-list, as `eurotable serve
--webhook-allow` does for development) in the account's language — on SQLite and
PostgreSQL."""

from __future__ import annotations

import time
from collections.abc import Iterator
from ipaddress import ip_network

import pytest
from fastapi.testclient import TestClient

from eurotable.server import create_app
from eurotable.server.outbox import Message, OutboxStore
from eurotable.server.store import Store
from eurotable.server.webhooks import WebhookSender

from .test_accounts import PASSWORD, csrf, other_browser
from .test_mail import idle, invite_bob, moved, title
from .test_webhooks import Receiver, _serve


@pytest.fixture
def hooked(database_url: str) -> Iterator[tuple[TestClient, Receiver]]:
    sender = WebhookSender(allow=[ip_network("127.0.0.1/32")], allow_http=True)
    for receiver in _serve(Receiver()):
        with moved() as clock, TestClient(create_app(database_url, webhooks=sender)) as client:
            client.clock = clock  # type: ignore[attr-defined]
            yield client, receiver


def test_an_invitation_is_posted_to_the_players_webhook_in_their_language(
    hooked: tuple[TestClient, Receiver],
) -> None:
    client, receiver = hooked
    bob = other_browser(client)
    signed = bob.post("/api/accounts?lang=cs", json={"name": "Bob", "password": PASSWORD})
    assert signed.status_code == 201, signed.text
    url = receiver.url()
    set_hook = bob.put("/api/me/notifications", json={"webhook_url": url}, headers=csrf(bob))
    assert set_hook.status_code == 200, set_hook.text
    assert set_hook.json()["webhook_url"] == url
    idle(client)
    game_id, _ann = invite_bob(client)
    deadline = time.monotonic() + 20
    while not receiver.requests:
        assert time.monotonic() < deadline, "nothing was posted to the webhook"
        time.sleep(0.05)
    posted = receiver.requests[0].json()
    said = posted["content"]
    assert title("cs") in said and f"/games/{game_id}" in said
    assert posted["text"] == said, "a webhook of no known platform gets both keys"


@pytest.mark.parametrize(
    "url",
    [
        "https://10.1.2.3/hook",
        "https://169.254.169.254/latest",
        "https://[::1]/hook",
        "https://localhost/hook",
        "ftp://example.org/hook",
    ],
)
def test_a_webhook_to_an_address_that_is_not_public_is_refused_when_set(
    database_url: str, url: str
) -> None:
    with TestClient(create_app(database_url)) as client:
        assert client.post("/api/accounts", json={"name": "Ann", "password": PASSWORD}).is_success
        answer = client.put(
            "/api/me/notifications", json={"webhook_url": url}, headers=csrf(client)
        )
        assert answer.status_code == 422, answer.text
        assert client.get("/api/me/notifications").json()["webhook_url"] is None


def test_a_receivers_retry_after_puts_the_message_off_at_least_that_long(
    database_url: str,
) -> None:
    store = Store(database_url)
    outbox = OutboxStore(store)
    try:
        with moved() as clock:
            for n in range(2):
                fields = {"kind": "turn", "channel": "webhook", "account_id": None}
                message = Message(
                    f"m{n}",
                    game_id=None,
                    address="https://example.org/h",
                    subject="s",
                    text="t",
                    link="",
                    unsubscribe="",
                    **fields,
                )
                assert outbox.add(message)
            first, second = outbox.take_due(["webhook"])
            assert outbox.failed(first.id, 1) is False  # the backoff: 30 seconds
            assert outbox.failed(second.id, 1, after=3600) is False  # asked for an hour
            clock.on(minutes=10)  # past both leases and the backoff, not the hour
            assert [m.id for m in outbox.take_due(["webhook"])] == [first.id]
            outbox.sent(first.id)
            clock.on(minutes=51)
            assert [m.id for m in outbox.take_due(["webhook"])] == [second.id]
    finally:
        store.close()
