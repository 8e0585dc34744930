"""Measure notification latency: from the answer to the move that makes it a player's
turn (the move is committed by then) to the "your turn" mail's arrival at a local
aiosmtpd. Run from the repository: ``.venv/bin/python tests/mail_latency.py [ROUNDS]``
(docs/web.md, "Notifications", gives a run's figures)."""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from aiosmtpd.controller import Controller
from fastapi.testclient import TestClient

from eurotable.server import clocks, create_app
from eurotable.server.app import MailSettings

sys.path.insert(0, str(Path(__file__).parent))
from mailbox_server import Inbox, body, free_port

PASSWORD = "correct horse battery"


class Moved:
    def __init__(self) -> None:
        self.at = clocks.now()

    def __call__(self) -> object:
        return self.at


def main(rounds: int) -> None:
    box = Inbox()
    smtp = Controller(box, hostname="127.0.0.1", port=free_port())
    smtp.start()
    clock = Moved()
    clocks.use(clock)  # type: ignore[arg-type]
    folder = tempfile.mkdtemp()
    mail = MailSettings(f"smtp://127.0.0.1:{smtp.port}", "table@example.org", "http://t")
    try:
        with TestClient(create_app(f"sqlite:///{folder}/latency.db", mail=mail)) as ann:
            bob = TestClient(ann.app)
            account = {"name": "Bob", "password": PASSWORD, "email": "bob@example.org"}
            assert bob.post("/api/accounts", json=account).status_code == 201
            link = next(w for w in body(box.wait("bob@example.org")).split() if "verify" in w)
            bob.post("/verify-email", data={"t": parse_qs(urlsplit(link).query)["t"][0]})
            csrf = {"X-CSRF-Token": bob.get("/api/me").json()["csrf"]}
            clock.at += timedelta(minutes=2)
            seats = [{"kind": "human", "name": "Ann"}, {"kind": "human", "invite": "Bob"}]
            game = {"game": "puerto-rico", "players": 2, "seats": seats, "seed": 12}
            game["pacing"] = {"bot_ms": 0, "grace": 0}
            created = ann.post("/api/games", json=game).json()
            game_id, token = created["id"], created["tokens"]["0"]
            box.wait("bob@example.org", 2)  # the invitation
            seconds = []
            for _ in range(rounds):
                play(bob, game_id, csrf, 1)
                clock.at += timedelta(minutes=31)  # the quiet period, Bob idle
                mails = len(box.to("bob@example.org"))
                answered = play(ann, game_id, {"X-Seat-Token": token}, 0)
                box.wait("bob@example.org", mails + 1)
                seconds.append(time.monotonic() - answered)
    finally:
        clocks.use(None)
        smtp.stop()
    ms = sorted(1000 * s for s in seconds)
    print(
        f"{rounds} mails: median {statistics.median(ms):.0f} ms, "
        f"max {ms[-1]:.0f} ms, min {ms[0]:.0f} ms"
    )


def play(client: TestClient, game_id: str, headers: dict[str, str], seat: int) -> float:
    """Play ``seat``'s first legal action until it is not its turn; when the last answer
    came (``time.monotonic``)."""
    answered = time.monotonic()
    while True:
        seen = client.get(f"/api/games/{game_id}", headers=headers).json()
        if seen["to_move"] != seat or seen["status"] != "running":
            return answered
        action = {"action": seen["legal"][0]["action"], "index": seen["index"]}
        client.post(f"/api/games/{game_id}/actions", json=action, headers=headers)
        answered = time.monotonic()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
