"""Notifications by webhook: a Discord- or Slack-compatible POST to a URL a player gives.

A webhook's URL is the player's, so the server must not become their way into places
only it can reach (server-side request forgery): this machine (loopback), the networks
it sits in (private, link-local, carrier-grade NAT), a cloud's metadata service
(169.254.169.254), multicast, reserved and unspecified addresses, and the same addresses
written in an IPv6 form that carries an IPv4 address (``::ffff:127.0.0.1``, NAT64
``64:ff9b::a.b.c.d``, 6to4 ``2002:…``). The policy (``refusal``) is applied twice: when
the URL is set (``check_webhook_url``, then ``WebhookSender.check``, which resolves the
host) and again at every sending, because a name may resolve elsewhere by then (DNS
rebinding). At sending the host is resolved once, every address it resolves to is
judged (one refused address refuses the URL), and the request connects to the judged
address itself, never through a second lookup: the URL's host is replaced by the
address, while the ``Host`` header and the TLS server name (``sni_hostname``, which the
certificate is verified against) stay the name's.

Redirects are never followed: an answer 3xx is ``Undeliverable`` (the webhook's URL is
not the one to post to, and following it would reach an address nobody judged). Each
sending has a connect timeout and a timeout for the whole exchange; the answer's body
is never read whole (only its first ``ERROR_EXCERPT`` bytes, of a refusal, for the
log). 2xx is delivered; 408, 429, 5xx, timeouts and connection failures are
``TryLater`` (with ``after``, the receiver's ``Retry-After``, when it sent one); any other answer,
and every refused address, are ``Undeliverable``. Retrying with a backoff is the
queue's work.

An explicit allow-list of networks (``WebhookSender(allow=[ip_network("127.0.0.1/32")])``)
lets tests and local development post to addresses the policy refuses; it is empty
unless given, and so is ``http://`` (``allow_http``).
"""

from __future__ import annotations

import asyncio
import json
import re
import socket
import ssl
from collections.abc import Awaitable, Callable, Iterable, Sequence
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from ipaddress import IPv4Address, IPv4Network, IPv6Address, IPv6Network, ip_address, ip_network
from typing import Final

import httpx

from eurotable import __version__
from eurotable.i18n import _
from eurotable.server.delivery import Outgoing, TryLater, Undeliverable
from eurotable.server.errors import BadRequest

Address = IPv4Address | IPv6Address
Network = IPv4Network | IPv6Network
Resolver = Callable[[str, int], Awaitable[Sequence[str]]]
"""Resolves a host name and port to the addresses to connect to (as text)."""

MAX_URL: Final = 2000
"""The longest webhook URL accepted, in characters."""
DISCORD_LIMIT: Final = 2000
"""Discord's limit on a message's ``content``, in characters."""
SLACK_LIMIT: Final = 4000
"""What Slack asks a message's ``text`` to stay within (it cuts longer ones itself)."""
CONNECT_TIMEOUT: Final = 3.0
"""Seconds to resolve the host, and again to open the connection (with TLS)."""
TIMEOUT: Final = 8.0
"""Seconds for the whole sending: resolving, connecting, posting, the answer's head."""
ERROR_EXCERPT: Final = 512
"""How many bytes of a refusal's body are read (for the log); the rest never is."""
MAX_RETRY_AFTER: Final = 86400.0
"""The longest ``Retry-After`` taken from a receiver, in seconds (a day)."""

DISCORD_HOSTS: Final = frozenset(
    {"discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com"}
)
SLACK_HOSTS: Final = frozenset({"hooks.slack.com"})

_PRIVATE: Final = tuple(
    ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7")
)
# Beside ``ipaddress``'s own predicates, which already cover them on every Python this
# runs on: named here so that the policy does not depend on its version.
_NOT_PUBLIC: Final = tuple(
    ip_network(n)
    for n in (
        "0.0.0.0/8",  # "this network": 0.0.0.0 reaches this machine on Linux
        "100.64.0.0/10",  # carrier-grade NAT (shared address space)
        "64:ff9b:1::/48",  # local-use NAT64
        "2001::/32",  # Teredo: a tunnel to an address nobody can judge here
        "fec0::/10",  # site-local (deprecated)
    )
)
_NAT64: Final = ip_network("64:ff9b::/96")
_LABEL: Final = re.compile(r"[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?")
_NUMERIC: Final = re.compile(r"(0x[0-9a-f]*|[0-9]+)")


def embedded(address: Address) -> Address:
    """The IPv4 address an IPv6 address carries to be reached by (IPv4-mapped, NAT64's
    well-known prefix, 6to4), else the address itself: what a connection to it reaches."""
    if isinstance(address, IPv4Address):
        return address
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address in _NAT64:
        return IPv4Address(int(address) & 0xFFFFFFFF)
    if address.sixtofour is not None:
        return address.sixtofour
    return address


def refusal(address: Address, shown: str, allow: Iterable[Network] = ()) -> str | None:
    """Why a webhook may not go to ``address`` (a translated sentence naming it as
    ``shown``), or ``None`` when it may: a public address, or one in ``allow``."""
    reached = embedded(address)
    allowed = tuple(allow)
    if any(a in n for a in (address, reached) for n in allowed):
        return None
    if reached.is_loopback:
        return _("a webhook cannot go to {address}: it is this server itself", address=shown)
    if reached.is_link_local:
        return _("a webhook cannot go to {address}: it is a link-local address", address=shown)
    if reached.is_multicast:
        return _("a webhook cannot go to {address}: it is a multicast address", address=shown)
    if any(reached in n for n in _PRIVATE):
        return _(
            "a webhook cannot go to {address}: it is an address of a private network",
            address=shown,
        )
    if (
        reached.is_unspecified
        or reached.is_private
        or reached.is_reserved
        or not reached.is_global
        or any(reached in n for n in _NOT_PUBLIC)
    ):
        return _(
            "a webhook cannot go to {address}: it is not a public internet address",
            address=shown,
        )
    return None


def _literal(host: str) -> Address | None:
    """The IP address a URL's host writes, or ``None`` for a name."""
    try:
        return ip_address(host)
    except ValueError:
        return None


def _shown(address: Address) -> str:
    """An address as a URL writes it (IPv6 in brackets)."""
    return f"[{address}]" if address.version == 6 else str(address)


def _parse(url: str, allow_http: bool) -> httpx.URL:
    """``url`` parsed, with everything that is not about its address checked."""
    if len(url) > MAX_URL:
        raise BadRequest(_("a webhook's URL has at most {n} characters", n=MAX_URL))
    if any(c.isspace() or not c.isprintable() for c in url):
        raise BadRequest(_("a webhook's URL cannot contain spaces or control characters"))
    try:
        parsed = httpx.URL(url)
    except httpx.InvalidURL:
        raise BadRequest(_("this is not a web address")) from None
    if parsed.scheme != "https" and not (allow_http and parsed.scheme == "http"):
        raise BadRequest(_("a webhook's URL must begin with https://"))
    if parsed.userinfo:
        raise BadRequest(_("a webhook's URL cannot contain a user name or a password"))
    if not parsed.raw_host:
        raise BadRequest(_("a webhook's URL has no host"))
    return parsed.copy_with(fragment=None)


def _check_host(host: str, allow: Iterable[Network]) -> None:
    """Refuse a host that is neither a host name nor an allowed IP address."""
    address = _literal(host)
    if address is not None:
        reason = refusal(address, _shown(address), allow)
        if reason is not None:
            raise BadRequest(reason)
        return
    labels = host.removesuffix(".").split(".")
    if (
        "%" in host
        or len(host) > 253
        or not all(_LABEL.fullmatch(label) for label in labels)
        or _NUMERIC.fullmatch(labels[-1])  # 127.1, 2130706433, 0x7f.1 mean addresses
    ):
        raise BadRequest(_("this is neither a host name nor an IP address: {host}", host=host))


def check_webhook_url(url: str, *, allow_http: bool = False, allow: Iterable[Network] = ()) -> str:
    """``url`` as it is stored, if a webhook may be posted to it; else ``BadRequest``
    saying why: only ``https://`` (``http://`` with ``allow_http``), at most ``MAX_URL``
    characters, no user name or password, and a host that is a name or a public IP
    address (or one in ``allow``). A name is resolved and judged by
    ``WebhookSender.check``, and again at every sending."""
    parsed = _parse(url, allow_http)
    _check_host(_host(parsed), allow)
    return str(parsed)


async def resolve_host(host: str, port: int) -> list[str]:
    """The addresses ``host`` resolves to for a TCP connection, by the event loop's
    ``getaddrinfo`` (in its thread pool), in the resolver's order."""
    infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


class _Unresolved(Exception):
    """The host has no address now (which may pass)."""


def _host(url: httpx.URL) -> str:
    """A URL's host as it is resolved and sent (an international name in its IDNA
    ASCII form, an IPv6 address without brackets)."""
    return url.raw_host.decode("ascii")


def _port(url: httpx.URL) -> int:
    return url.port or (443 if url.scheme == "https" else 80)


def _utf16(text: str) -> int:
    """``text``'s length as Discord and Slack count it (UTF-16 code units)."""
    return len(text.encode("utf-16-le")) // 2


def _cut(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` UTF-16 code units, ending in an ellipsis if cut."""
    if _utf16(text) <= limit:
        return text
    kept: list[str] = []
    used = 1  # the ellipsis
    for char in text:
        used += _utf16(char)
        if used > limit:
            break
        kept.append(char)
    return "".join(kept).rstrip() + "…"


def _message(subject: str, text: str, link: str, limit: int) -> str:
    """The subject on the first line, the text, the link last, within ``limit``: the
    text is cut first, then the subject; the link is never cut (it would not work)."""
    room = limit - (_utf16(link) + 1 if link else 0)
    head = _cut(subject.replace("\n", " "), max(room, 1))
    room -= _utf16(head)
    lines = [head]
    if text and room > 2:  # a line break, a character and the ellipsis at least
        lines.append(_cut(text, room - 1))
    if link:
        lines.append(link)
    return "\n".join(lines)


def _slack_escape(text: str) -> str:
    """``text`` as Slack shows it literally (``&``, ``<`` and ``>`` are its markup)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def payload(host: str, message: Outgoing) -> dict[str, object]:
    """The JSON body posted for ``message`` to ``host``: Discord's ``content`` (with no
    mention pinging anyone), Slack's ``text``, or both keys for any other host (one of
    them is what a Discord- or Slack-compatible receiver reads), within the limits."""
    host = host.removesuffix(".")
    if host in SLACK_HOSTS:
        link = f"<{message.link}>" if message.link else ""
        text = _message(
            _slack_escape(message.subject), _slack_escape(message.text), link, SLACK_LIMIT
        )
        return {"text": text}
    # In Discord <link> shows the link without a preview of the page.
    link = f"<{message.link}>" if message.link else ""
    content = _message(message.subject, message.text, link, DISCORD_LIMIT)
    if host in DISCORD_HOSTS:
        return {"content": content, "allowed_mentions": {"parse": []}}
    return {"content": content, "text": content}


def _retry_after(value: str | None) -> float | None:
    """A ``Retry-After`` header's delay in seconds (delta-seconds or an HTTP date)."""
    if value is None:
        return None
    value = value.strip()
    if value.isdigit():
        seconds = float(value)
    else:
        try:
            when = parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        seconds = (when - datetime.now(UTC)).total_seconds()
    return min(max(seconds, 0.0), MAX_RETRY_AFTER)


async def _excerpt(response: httpx.Response) -> str:
    """The first ``ERROR_EXCERPT`` bytes of an answer's body as text (undecoded bodies
    only: a compressed one is not unpacked), the rest left unread."""
    if response.headers.get("content-encoding", "identity") != "identity":
        return ""
    read = b""
    async for chunk in response.aiter_raw():
        read += chunk
        if len(read) >= ERROR_EXCERPT:
            break
    return read[:ERROR_EXCERPT].decode("utf-8", "replace").strip()


class WebhookSender:
    """The webhook channel (a ``Sender``): posts a message to its ``address``.

    ``allow``: networks the address policy lets through (tests, local development;
    none by default). ``allow_http``: accept ``http://`` URLs (development only).
    ``resolve``: how host names are resolved (the event loop's ``getaddrinfo``).
    ``verify``: the TLS context certificates are verified with (the system's CAs)."""

    def __init__(
        self,
        *,
        allow: Iterable[Network] = (),
        allow_http: bool = False,
        resolve: Resolver = resolve_host,
        connect_timeout: float = CONNECT_TIMEOUT,
        timeout: float = TIMEOUT,
        verify: ssl.SSLContext | None = None,
    ) -> None:
        self.allow = tuple(allow)
        self.allow_http = allow_http
        self._resolve = resolve
        self._connect_timeout = connect_timeout
        self._timeout = timeout
        self._verify = verify if verify is not None else httpx.create_ssl_context()

    async def check(self, url: str) -> str:
        """``url`` as it is stored, if a webhook may be posted to it now (its host
        resolved, every address judged); else ``BadRequest`` saying why."""
        parsed = httpx.URL(check_webhook_url(url, allow_http=self.allow_http, allow=self.allow))
        try:
            await self._addresses(parsed)
        except _Unresolved:
            raise BadRequest(
                _("no address was found for {host}", host=_host(parsed)),
            ) from None
        return str(parsed)

    async def _addresses(self, url: httpx.URL) -> list[Address]:
        """The addresses to connect to for ``url``, all judged: ``BadRequest`` when any
        is refused, ``_Unresolved`` when there are none."""
        host = _host(url)
        literal = _literal(host)
        if literal is not None:
            found = [literal]
        else:
            try:
                async with asyncio.timeout(self._connect_timeout):
                    answers = await self._resolve(host, _port(url))
            except (OSError, TimeoutError, UnicodeError) as error:
                raise _Unresolved(host) from error
            found = [ip_address(a.split("%", 1)[0]) for a in answers]
            if not found:
                raise _Unresolved(host)
        for address in found:
            shown = _shown(address) if literal is not None else f"{host} ({address})"
            reason = refusal(address, shown, self.allow)
            if reason is not None:
                raise BadRequest(reason)
        return found

    async def send(self, message: Outgoing) -> None:
        """Post ``message`` to its webhook (see the module's documentation)."""
        try:
            url = httpx.URL(
                check_webhook_url(message.address, allow_http=self.allow_http, allow=self.allow)
            )
        except BadRequest as error:
            raise Undeliverable(str(error)) from None
        host = _host(url)
        try:
            async with asyncio.timeout(self._timeout):
                try:
                    addresses = await self._addresses(url)
                except BadRequest as error:
                    raise Undeliverable(str(error)) from None
                except _Unresolved:
                    raise TryLater(f"no address was found for {host}") from None
                await self._post(url, addresses, payload(host, message))
        except TimeoutError:
            raise TryLater(f"{host} did not answer within {self._timeout:g} s") from None

    async def _post(self, url: httpx.URL, addresses: list[Address], body: object) -> None:
        """POST ``body`` to ``url`` at the first of ``addresses`` that accepts a
        connection, and judge the answer."""
        content = json.dumps(body, ensure_ascii=False).encode()
        headers = {
            "Host": url.netloc.decode("ascii"),
            "Content-Type": "application/json",
            "User-Agent": f"eurotable/{__version__} (notifications)",
        }
        host = _host(url)
        named = url.scheme == "https" and _literal(host) is None
        # The certificate is verified against the name, not the address connected to.
        extensions = {"sni_hostname": host} if named else {}
        async with httpx.AsyncClient(
            verify=self._verify,
            trust_env=False,  # no proxy or credentials from the environment
            follow_redirects=False,
            timeout=httpx.Timeout(self._timeout, connect=self._connect_timeout),
            limits=httpx.Limits(max_keepalive_connections=0),
        ) as client:
            failure: Exception | None = None
            for address in addresses:
                target = url.copy_with(host=str(address))
                try:
                    async with client.stream(
                        "POST", target, content=content, headers=headers, extensions=extensions
                    ) as response:
                        if response.is_success:
                            return
                        _judge(host, response, await _excerpt(response))
                except (httpx.ConnectError, httpx.ConnectTimeout) as error:
                    failure = error  # the next address may accept
                except httpx.TransportError as error:
                    raise TryLater(f"{host}: {type(error).__name__}: {error}") from None
        raise TryLater(f"{host}: no connection: {failure}")


def _judge(host: str, response: httpx.Response, excerpt: str) -> None:
    """Raise what an answer that is not 2xx means for the queue."""
    status = response.status_code
    said = f"{host} answered {status} {response.reason_phrase}" + (
        f": {excerpt[:200]}" if excerpt else ""
    )
    if status == 408 or status == 429 or status >= 500:
        delay = _retry_after(response.headers.get("retry-after"))
        if delay is not None:
            raise TryLater(said, after=delay)
        raise TryLater(said)
    if 300 <= status < 400:
        raise Undeliverable(f"{said} (redirects are not followed)")
    raise Undeliverable(said)
