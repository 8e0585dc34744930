"""Mail: the SMTP channel of the notifications (a ``delivery.Sender``), with aiosmtplib.

``eurotable serve --smtp URL --mail-from ADDRESS``. The URL names the server and how to
reach it:

- ``smtp://host:port`` — plain SMTP (port 25 by default), upgraded with STARTTLS when
  the server offers it; ``?starttls=1`` requires STARTTLS (port 587 by default);
- ``smtps://host:port`` — implicit TLS from the first byte (port 465 by default);
- ``user:password@`` before the host signs in (percent-encoded where needed).

Every step has a timeout (``TIMEOUT_SECONDS``): a server that does not answer is a
``TryLater``, never a wait without end. A message is plain text (``EmailMessage``) with
``List-Unsubscribe`` (the unsubscribe link, and one-click POST as RFC 8058 asks:
``List-Unsubscribe-Post``) and the same link in its body.
"""

from __future__ import annotations

from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formatdate, make_msgid
from urllib.parse import parse_qs, unquote, urlsplit

import aiosmtplib

from eurotable.i18n import _
from eurotable.server.delivery import Outgoing, TryLater, Undeliverable

TIMEOUT_SECONDS = 20.0
"""How long each step of a delivery (connecting, each command) may take."""


@dataclass(frozen=True, slots=True)
class SmtpServer:
    """Where mail is handed over, as ``--smtp`` names it."""

    host: str
    port: int
    username: str | None = None
    password: str | None = None
    tls: bool = False
    """Implicit TLS (``smtps://``)."""
    starttls: bool | None = None
    """``True``: required; ``None``: when offered (``smtp://``)."""


def smtp_server(url: str) -> SmtpServer:
    """The server a ``--smtp`` URL names; ``ValueError`` (a sentence) for a bad one."""
    parts = urlsplit(url)
    if parts.scheme not in ("smtp", "smtps") or not parts.hostname:
        raise ValueError(_("--smtp takes smtp://host:port or smtps://host:port"))
    query = parse_qs(parts.query)
    required = query.get("starttls", ["0"])[0] in ("1", "true", "yes")
    tls = parts.scheme == "smtps"
    default = 465 if tls else 587 if required else 25
    try:
        port = parts.port or default
    except ValueError:
        raise ValueError(_("the port of --smtp is not a number")) from None
    return SmtpServer(
        host=parts.hostname,
        port=port,
        username=unquote(parts.username) if parts.username else None,
        password=unquote(parts.password) if parts.password else None,
        tls=tls,
        starttls=True if required else (False if tls else None),
    )


def mail_message(message: Outgoing, sender: str) -> EmailMessage:
    """The mail of a notification, from ``sender``."""
    mail = EmailMessage()
    mail["From"] = sender
    mail["To"] = message.address
    mail["Subject"] = message.subject
    mail["Date"] = formatdate(localtime=False)
    mail["Message-ID"] = make_msgid(domain=sender.rpartition("@")[2] or None)
    mail["Auto-Submitted"] = "auto-generated"
    if message.unsubscribe:
        mail["List-Unsubscribe"] = f"<{message.unsubscribe}>"
        mail["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    mail.set_content(message.text)
    return mail


class MailSender:
    """Delivers notifications by SMTP (``delivery.Sender`` for the channel ``"mail"``)."""

    def __init__(self, server: SmtpServer, sender: str) -> None:
        self.server = server
        self.sender = sender

    async def send(self, message: Outgoing) -> None:
        server = self.server
        try:
            await aiosmtplib.send(
                mail_message(message, self.sender),
                hostname=server.host,
                port=server.port,
                username=server.username,
                password=server.password,
                use_tls=server.tls,
                start_tls=server.starttls,
                timeout=TIMEOUT_SECONDS,
            )
        except aiosmtplib.SMTPRecipientsRefused as error:
            codes = [refused.code for refused in error.recipients]
            raise _failure(min(codes, default=550), "the recipient was refused") from None
        except aiosmtplib.SMTPResponseException as error:
            raise _failure(error.code, "the server answered") from None
        except (aiosmtplib.SMTPException, OSError, TimeoutError) as error:
            raise TryLater(f"{type(error).__name__}: the server could not be reached") from None


def _failure(code: int, what: str) -> TryLater | Undeliverable:
    """A 5xx answer is for good, a 4xx one may pass (never the address: only the code)."""
    said = f"{what} {code}"
    return Undeliverable(said) if 500 <= code < 600 else TryLater(said)
