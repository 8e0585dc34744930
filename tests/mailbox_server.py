"""An SMTP server for the tests (aiosmtpd on 127.0.0.1): what it received, and a wait
for a mail to arrive (tests/server/test_mail.py, tests/web/test_notifications_page.py)."""

from __future__ import annotations

import socket
import threading
import time
from email import message_from_bytes, policy
from email.message import EmailMessage
from typing import Any, cast


class Inbox:
    """What the SMTP server received."""

    def __init__(self) -> None:
        self.mails: list[EmailMessage] = []
        self._arrived = threading.Condition()

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        mail = cast(EmailMessage, message_from_bytes(envelope.content, policy=policy.default))
        with self._arrived:
            self.mails.append(mail)
            self._arrived.notify_all()
        return "250 OK"

    def to(self, address: str) -> list[EmailMessage]:
        with self._arrived:
            return [mail for mail in self.mails if mail["To"] == address]

    def wait(self, address: str, count: int = 1, seconds: float = 20) -> EmailMessage:
        """The ``count``-th mail to ``address``, once it arrived."""
        deadline = time.monotonic() + seconds
        with self._arrived:
            while len([m for m in self.mails if m["To"] == address]) < count:
                left = deadline - time.monotonic()
                assert left > 0, (
                    f"no mail {count} to {address}: {[m['Subject'] for m in self.mails]}"
                )
                self._arrived.wait(left)
            return [m for m in self.mails if m["To"] == address][count - 1]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return cast(int, probe.getsockname()[1])


def body(mail: EmailMessage) -> str:
    part = mail.get_body(("plain",))
    assert part is not None
    return cast(str, part.get_content())
