"""The webhook channel (server/webhooks.py) against a real HTTP receiver on loopback.

The receiver is a threading HTTP server on 127.0.0.1 started by each test: the sender
reaches it only through the explicit allow-list (``allow=[127.0.0.1/32]``), as nothing
else may. Names the tests cannot resolve (discord.com here, or ``*.test`` names that
exist nowhere) are given to the sender by a resolver the test passes: the request still
goes through httpx to the real receiver, and arrives there only if the sender connected
to the address that resolver gave (httpx itself could not resolve those names).
"""

from __future__ import annotations

import asyncio
import json
import shutil
import socket
import ssl
import subprocess
import threading
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from ipaddress import IPv4Address, IPv6Address, ip_address, ip_network
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from eurotable.server.delivery import Outgoing, TryLater, Undeliverable
from eurotable.server.errors import BadRequest
from eurotable.server.webhooks import (
    DISCORD_LIMIT,
    MAX_URL,
    SLACK_LIMIT,
    WebhookSender,
    check_webhook_url,
    payload,
    refusal,
)
from system_tools import missing

LOOPBACK = [ip_network("127.0.0.1/32")]
ENDLESS = 1 << 30
"""The length a receiver announces for a body it never stops sending (1 GiB)."""


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


@dataclass
class Receiver:
    """What the receiver answers, and what it was sent."""

    port: int = 0
    status: int = 204
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""
    silent: bool = False
    """Read the request and never answer (until the test ends)."""
    endless: bool = False
    """Answer with a body of ENDLESS bytes, written until the other side stops reading."""
    requests: list[Received] = field(default_factory=list)
    server_names: list[str | None] = field(default_factory=list)
    written: int = 0
    done_writing: threading.Event = field(default_factory=threading.Event)
    release: threading.Event = field(default_factory=threading.Event)

    def url(self, path: str = "/hook", host: str = "127.0.0.1", scheme: str = "http") -> str:
        return f"{scheme}://{host}:{self.port}{path}"


def _handler(receiver: Receiver) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:
            pass

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = self.rfile.read(length)
            receiver.requests.append(Received(self.path, dict(self.headers.items()), body))
            if receiver.silent:
                receiver.release.wait(30)
                return
            self.send_response(receiver.status)
            for name, value in receiver.headers.items():
                self.send_header(name, value)
            if receiver.endless:
                self.send_header("Content-Length", str(ENDLESS))
                self.end_headers()
                chunk = b"x" * 65536
                try:
                    while receiver.written < ENDLESS:
                        self.wfile.write(chunk)
                        receiver.written += len(chunk)
                except OSError:
                    pass
                finally:
                    receiver.done_writing.set()
                self.close_connection = True
                return
            self.send_header("Content-Length", str(len(receiver.body)))
            self.end_headers()
            self.wfile.write(receiver.body)

    return Handler


def _serve(receiver: Receiver, context: ssl.SSLContext | None = None) -> Iterator[Receiver]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(receiver))
    server.daemon_threads = True
    if context is not None:
        server.socket = context.wrap_socket(server.socket, server_side=True)
    receiver.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield receiver
    finally:
        receiver.release.set()
        server.shutdown()
        server.server_close()
        thread.join(5)


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    yield from _serve(Receiver())


def message(address: str, **fields: Any) -> Outgoing:
    values: dict[str, Any] = {
        "id": 1,
        "channel": "webhook",
        "address": address,
        "subject": "Your turn in Puerto Rico",
        "text": "Anna chose the Builder. It is your turn.",
        "link": "https://eurotable.example/games/abc123",
        "unsubscribe": "https://eurotable.example/settings",
        "attempts": 0,
    }
    values.update(fields)
    return Outgoing(**values)


def deliver(sender: WebhookSender, address: str, **fields: Any) -> None:
    asyncio.run(sender.send(message(address, **fields)))


def names(
    table: dict[str, Sequence[str]], calls: list[str] | None = None
) -> Callable[[str, int], Awaitable[Sequence[str]]]:
    """A resolver answering from ``table`` (each name's answers in turn when it holds
    several lists), noting each name asked in ``calls``."""

    async def resolve(host: str, port: int) -> Sequence[str]:
        if calls is not None:
            calls.append(host)
        if host not in table:
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        return table[host]

    return resolve


def local(**options: Any) -> WebhookSender:
    """A sender allowed to reach the receiver on 127.0.0.1 (by http)."""
    return WebhookSender(allow=LOOPBACK, allow_http=True, **options)


# -- delivering ----------------------------------------------------------------------------


def test_the_post_arrives_with_the_subject_the_text_and_the_link(receiver: Receiver) -> None:
    deliver(local(), receiver.url())
    (got,) = receiver.requests
    assert got.path == "/hook"
    assert got.headers["Content-Type"] == "application/json"
    body = got.json()
    lines = body["content"].split("\n")
    assert lines == [
        "Your turn in Puerto Rico",
        "Anna chose the Builder. It is your turn.",
        "<https://eurotable.example/games/abc123>",
    ]
    assert body["text"] == body["content"]  # any other host: both shapes


def test_a_discord_url_gets_discords_shape_at_the_address_resolved(receiver: Receiver) -> None:
    """discord.com is resolved by the sender to the receiver: the receiver sees the name
    in the Host header, the body has Discord's ``content`` and pings nobody."""
    calls: list[str] = []
    sender = local(resolve=names({"discord.com": ["127.0.0.1"]}, calls))
    url = receiver.url("/api/webhooks/1234/secret-token", host="discord.com")
    deliver(sender, url, text="@everyone look")
    (got,) = receiver.requests
    assert got.headers["Host"] == f"discord.com:{receiver.port}"
    assert got.path == "/api/webhooks/1234/secret-token"
    body = got.json()
    assert set(body) == {"content", "allowed_mentions"}
    assert body["allowed_mentions"] == {"parse": []}
    assert "@everyone look" in body["content"]
    assert calls == ["discord.com"]
    receiver.status = 404
    with pytest.raises(Undeliverable) as caught:
        deliver(sender, url)
    assert "secret-token" not in str(caught.value)  # the URL's secret is never in a log


def test_a_slack_url_gets_slacks_shape_escaped(receiver: Receiver) -> None:
    sender = local(resolve=names({"hooks.slack.com": ["127.0.0.1"]}))
    url = receiver.url("/services/T000/B000/XXXX", host="hooks.slack.com")
    deliver(sender, url, subject="Your turn: A & B", text="<!channel> <script>")
    (got,) = receiver.requests
    assert got.headers["Host"] == f"hooks.slack.com:{receiver.port}"
    body = got.json()
    assert set(body) == {"text"}
    assert body["text"].split("\n") == [
        "Your turn: A &amp; B",
        "&lt;!channel&gt; &lt;script&gt;",
        "<https://eurotable.example/games/abc123>",
    ]


def test_the_sender_connects_to_the_address_it_judged_without_a_second_lookup(
    receiver: Receiver,
) -> None:
    """``hooks.rebind.test`` exists in no DNS: the post arrives only because the sender
    connected to the address its one lookup gave (DNS rebinding has no second lookup to
    answer differently)."""
    calls: list[str] = []
    sender = local(resolve=names({"hooks.rebind.test": ["127.0.0.1"]}, calls))
    deliver(sender, receiver.url(host="hooks.rebind.test"))
    assert len(receiver.requests) == 1
    assert receiver.requests[0].headers["Host"] == f"hooks.rebind.test:{receiver.port}"
    assert calls == ["hooks.rebind.test"]


def test_an_address_that_refuses_the_connection_is_followed_by_the_next(
    receiver: Receiver,
) -> None:
    """Every address is judged first; then the first that accepts a connection is used."""
    closed = socket.socket()
    closed.bind(("127.0.0.2", receiver.port))  # the same port on another loopback address
    closed.close()
    sender = WebhookSender(
        allow=[ip_network("127.0.0.0/8")],
        allow_http=True,
        resolve=names({"two.example.test": ["127.0.0.2", "127.0.0.1"]}),
    )
    deliver(sender, receiver.url(host="two.example.test"))
    assert len(receiver.requests) == 1


def test_long_texts_are_cut_to_the_platforms_limits_and_keep_the_link() -> None:
    long = message("https://x.example/", text="é🎲" * 3000, subject="S" * 10)
    discord = payload("discord.com", long)["content"]
    slack = payload("hooks.slack.com", long)["text"]
    other = payload("x.example", long)
    for text, limit in ((discord, DISCORD_LIMIT), (slack, SLACK_LIMIT)):
        assert isinstance(text, str)
        assert len(text.encode("utf-16-le")) // 2 <= limit  # as both platforms count
        first, middle, last = text.split("\n")
        assert first == "S" * 10
        assert middle.endswith("…")
        assert last == "<https://eurotable.example/games/abc123>"
    assert other["content"] == other["text"] == discord


def test_a_message_without_a_link_or_text_is_its_subject() -> None:
    bare = message("https://x.example/", text="", link="")
    assert payload("discord.com", bare)["content"] == "Your turn in Puerto Rico"


# -- what the answer means -----------------------------------------------------------------


@pytest.mark.parametrize("status", [500, 502, 503, 429, 408])
def test_a_server_error_or_too_many_is_try_later(receiver: Receiver, status: int) -> None:
    receiver.status = status
    with pytest.raises(TryLater) as caught:
        deliver(local(), receiver.url())
    assert caught.value.after is None
    assert str(status) in str(caught.value)


def test_retry_after_in_seconds_is_kept(receiver: Receiver) -> None:
    receiver.status = 429
    receiver.headers = {"Retry-After": "30"}
    with pytest.raises(TryLater) as caught:
        deliver(local(), receiver.url())
    assert caught.value.after == 30


def test_retry_after_as_a_date_is_kept(receiver: Receiver) -> None:
    receiver.status = 503
    later = datetime.now(UTC) + timedelta(seconds=120)
    receiver.headers = {"Retry-After": format_datetime(later, usegmt=True)}
    with pytest.raises(TryLater) as caught:
        deliver(local(), receiver.url())
    assert caught.value.after is not None and 60 < caught.value.after <= 120


@pytest.mark.parametrize("status", [400, 401, 403, 404, 410])
def test_a_client_error_is_undeliverable(receiver: Receiver, status: int) -> None:
    receiver.status = status
    receiver.body = b"no_service"
    with pytest.raises(Undeliverable) as caught:
        deliver(local(), receiver.url())
    assert f"answered {status}" in str(caught.value)
    assert "no_service" in str(caught.value)


def test_a_redirect_is_not_followed(receiver: Receiver) -> None:
    """Decided: a 3xx answer is Undeliverable (the stored URL is not where to post, and
    the place it points to was never judged); the redirect's target gets nothing."""
    receiver.status = 302
    receiver.headers = {"Location": receiver.url("/elsewhere")}
    with pytest.raises(Undeliverable, match="redirects are not followed"):
        deliver(local(), receiver.url())
    assert [r.path for r in receiver.requests] == ["/hook"]


def test_a_receiver_that_never_answers_is_try_later(receiver: Receiver) -> None:
    receiver.silent = True
    with pytest.raises(TryLater):
        deliver(local(connect_timeout=0.5, timeout=1.0), receiver.url())
    assert len(receiver.requests) == 1


def test_no_one_listening_is_try_later(receiver: Receiver) -> None:
    free = socket.socket()
    free.bind(("127.0.0.1", 0))
    port = free.getsockname()[1]
    free.close()
    with pytest.raises(TryLater):
        deliver(local(), f"http://127.0.0.1:{port}/hook")


def test_a_name_that_does_not_resolve_is_try_later_at_sending() -> None:
    with pytest.raises(TryLater):
        deliver(local(resolve=names({})), "http://gone.example.test/hook")


@pytest.mark.parametrize("status", [200, 404])
def test_a_huge_answer_is_not_read_whole(receiver: Receiver, status: int) -> None:
    """The receiver announces a body of 1 GiB and writes until the sender stops reading:
    the sender gives its outcome (delivered, Undeliverable) without reading it, and the
    receiver's writing stops far short of the whole."""
    receiver.status = status
    receiver.endless = True
    sender = local(timeout=30)
    if status == 200:
        deliver(sender, receiver.url())
    else:
        with pytest.raises(Undeliverable):
            deliver(sender, receiver.url())
    assert receiver.done_writing.wait(20)
    assert receiver.written < ENDLESS // 4


# -- TLS: the name's certificate at the judged address -------------------------------------


def _certificate(directory: Path, name: str) -> tuple[Path, Path]:
    if shutil.which("openssl") is None:
        missing("openssl is needed to make the test's certificate")
    cert, key = directory / f"{name}.pem", directory / f"{name}.key"
    subprocess.run(
        [
            "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
            "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2", "-subj", f"/CN={name}",
            "-addext", f"subjectAltName=DNS:{name}", "-keyout", str(key), "-out", str(cert),
        ],
        check=True,
        capture_output=True,
    )  # fmt: skip
    return cert, key


@pytest.fixture
def tls_receiver(tmp_path: Path) -> Iterator[tuple[Receiver, ssl.SSLContext]]:
    """A receiver by https with a certificate for hooks.example.test, and a client
    context that trusts that certificate alone."""
    cert, key = _certificate(tmp_path, "hooks.example.test")
    server_context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_context.load_cert_chain(cert, key)
    receiver = Receiver()

    def note(sock: ssl.SSLObject, name: str | None, context: ssl.SSLContext) -> None:
        receiver.server_names.append(name)

    server_context.sni_callback = note
    client_context = ssl.create_default_context(cafile=str(cert))
    for served in _serve(receiver, server_context):
        yield served, client_context


def test_tls_sends_the_name_and_verifies_its_certificate_at_the_judged_address(
    tls_receiver: tuple[Receiver, ssl.SSLContext],
) -> None:
    receiver, trusted = tls_receiver
    sender = WebhookSender(
        allow=LOOPBACK, resolve=names({"hooks.example.test": ["127.0.0.1"]}), verify=trusted
    )
    deliver(sender, receiver.url(host="hooks.example.test", scheme="https"))
    assert receiver.server_names == ["hooks.example.test"]
    (got,) = receiver.requests
    assert got.headers["Host"] == f"hooks.example.test:{receiver.port}"


def test_tls_to_a_name_the_certificate_is_not_for_is_try_later(
    tls_receiver: tuple[Receiver, ssl.SSLContext],
) -> None:
    receiver, trusted = tls_receiver
    sender = WebhookSender(
        allow=LOOPBACK, resolve=names({"other.example.test": ["127.0.0.1"]}), verify=trusted
    )
    with pytest.raises(TryLater):
        deliver(sender, receiver.url(host="other.example.test", scheme="https"))
    assert receiver.requests == []


# -- the URL and the address policy --------------------------------------------------------

REFUSED = [
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.1",
    "192.168.1.1",
    "172.16.0.1",
    "172.31.255.254",
    "169.254.169.254",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "64:ff9b::127.0.0.1",
    "64:ff9b::169.254.169.254",
    "2002:7f00:1::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "0.0.0.0",
    "::",
    "100.64.0.1",
    "100.127.255.254",
    "224.0.0.1",
    "ff02::1",
    "255.255.255.255",
    "240.0.0.1",
]


def _host(address: str) -> str:
    return f"[{address}]" if ":" in address else address


@pytest.mark.parametrize("address", REFUSED)
def test_every_refused_address_is_refused_when_set(address: str) -> None:
    url = f"https://{_host(address)}/hook"
    with pytest.raises(BadRequest, match="a webhook cannot go to"):
        check_webhook_url(url)
    with pytest.raises(BadRequest, match="a webhook cannot go to"):
        asyncio.run(WebhookSender().check(url))


@pytest.mark.parametrize("address", REFUSED)
def test_every_refused_address_is_refused_when_sending(address: str) -> None:
    with pytest.raises(Undeliverable, match="a webhook cannot go to"):
        deliver(WebhookSender(), f"https://{_host(address)}/hook")


@pytest.mark.parametrize("address", REFUSED)
def test_a_name_resolving_to_a_refused_address_is_refused(address: str) -> None:
    sender = WebhookSender(resolve=names({"hooks.example.test": [address]}))
    with pytest.raises(BadRequest, match=r"hooks\.example\.test"):
        asyncio.run(sender.check("https://hooks.example.test/hook"))
    with pytest.raises(Undeliverable, match=r"hooks\.example\.test"):
        deliver(sender, "https://hooks.example.test/hook")


def test_loopback_is_refused_without_the_allow_list_and_nothing_arrives(
    receiver: Receiver,
) -> None:
    with pytest.raises(Undeliverable, match="this server itself"):
        deliver(WebhookSender(allow_http=True), receiver.url())
    assert receiver.requests == []


def test_localhost_is_refused() -> None:
    """The system's resolver: localhost is loopback (127.0.0.1, and ::1 if it says so)."""
    with pytest.raises(BadRequest, match="this server itself"):
        asyncio.run(WebhookSender().check("https://localhost/hook"))
    with pytest.raises(Undeliverable, match="this server itself"):
        deliver(WebhookSender(), "https://localhost/hook")


def test_one_refused_address_among_public_ones_refuses_the_name() -> None:
    sender = WebhookSender(resolve=names({"mixed.example.test": ["93.184.215.14", "10.0.0.1"]}))
    with pytest.raises(BadRequest, match=r"10\.0\.0\.1"):
        asyncio.run(sender.check("https://mixed.example.test/hook"))


def test_a_name_that_resolves_elsewhere_at_sending_is_refused_then(receiver: Receiver) -> None:
    """DNS rebinding: public when the URL is set, loopback when it is used."""
    table: dict[str, Sequence[str]] = {"rebind.example.test": ["93.184.215.14"]}
    sender = WebhookSender(allow_http=True, resolve=names(table))
    url = receiver.url(host="rebind.example.test")
    assert asyncio.run(sender.check(url)) == url
    table["rebind.example.test"] = ["127.0.0.1"]
    with pytest.raises(Undeliverable, match="this server itself"):
        deliver(sender, url)
    assert receiver.requests == []


def test_a_name_with_no_address_is_refused_when_set() -> None:
    with pytest.raises(BadRequest, match=r"no address was found for gone\.example\.test"):
        asyncio.run(WebhookSender(resolve=names({})).check("https://gone.example.test/"))


def test_a_public_url_is_accepted_as_written() -> None:
    url = "https://discord.com/api/webhooks/1234/abc-DEF_ghi"
    assert check_webhook_url(url) == url
    assert (
        check_webhook_url("https://93.184.215.14:8443/x?y=1") == "https://93.184.215.14:8443/x?y=1"
    )
    assert check_webhook_url("https://[2606:4700::1]/x") == "https://[2606:4700::1]/x"
    assert check_webhook_url("https://exämple.com/x#part") == "https://xn--exmple-cua.com/x"


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("http://discord.com/api/webhooks/1/x", "must begin with https://"),
        ("ftp://discord.com/x", "must begin with https://"),
        ("discord.com/api/webhooks/1/x", "must begin with https://"),
        ("https://user:secret@discord.com/x", "user name or a password"),
        ("https://user@discord.com/x", "user name or a password"),
        ("https:///x", "no host"),
        ("https://disc ord.com/x", "spaces or control characters"),
        ("https://discord.com/x\n", "spaces or control characters"),
        ("https://127.1/x", "neither a host name nor an IP address"),
        ("https://2130706433/x", "neither a host name nor an IP address"),
        ("https://0x7f.0.0.1/x", "neither a host name nor an IP address"),
        ("https://a..b/x", "neither a host name nor an IP address"),
        ("https://-a.com/x", "neither a host name nor an IP address"),
        ("https://[fe80::1%25eth0]/x", "link-local"),
        ("https://discord.com/" + "x" * MAX_URL, f"at most {MAX_URL} characters"),
    ],
)
def test_urls_that_are_not_webhooks_are_refused(url: str, reason: str) -> None:
    with pytest.raises(BadRequest, match=reason):
        check_webhook_url(url)


def test_http_only_when_allowed() -> None:
    assert check_webhook_url("http://93.184.215.14/x", allow_http=True) == "http://93.184.215.14/x"
    with pytest.raises(Undeliverable, match="https://"):
        deliver(WebhookSender(allow=LOOPBACK), "http://127.0.0.1:9/hook")


def test_the_allow_list_is_empty_unless_given() -> None:
    assert WebhookSender().allow == ()
    assert WebhookSender().allow_http is False


# -- the policy against ipaddress's own predicates -----------------------------------------

NOTABLE = [
    ip_network(n)
    for n in (
        "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16",
        "172.16.0.0/12", "192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16",
        "198.18.0.0/15", "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
        "::/8", "64:ff9b::/96", "64:ff9b:1::/48", "100::/64", "2001::/23", "2001:db8::/32",
        "2002::/16", "fc00::/7", "fe80::/10", "fec0::/10", "ff00::/8",
    )
]  # fmt: skip
"""Special-purpose networks: addresses in them and at their edges are drawn often."""


def _around(version: int) -> st.SearchStrategy[int]:
    top = 2**32 - 1 if version == 4 else 2**128 - 1
    edges = st.sampled_from([n for n in NOTABLE if n.version == version]).flatmap(
        lambda n: st.integers(
            max(int(n.network_address) - 2, 0), min(int(n.broadcast_address) + 2, top)
        )
    )
    return st.one_of(st.integers(0, top), edges)


ipv4 = _around(4).map(IPv4Address)
ipv6 = _around(6).map(IPv6Address)
NAT64 = int(IPv6Address("64:ff9b::"))


def _bad(address: IPv4Address | IPv6Address) -> bool:
    return (
        address.is_loopback
        or address.is_private
        or address.is_link_local
        or address.is_multicast
        or address.is_reserved
        or address.is_unspecified
        or not address.is_global
    )


def _carries_ipv4(address: IPv6Address) -> bool:
    """Judged by the IPv4 address it carries (the test above)."""
    return (
        address.ipv4_mapped is not None
        or address.sixtofour is not None
        or address in ip_network("64:ff9b::/96")
    )


@given(ipv4)
@example(IPv4Address("192.0.0.9"))  # global (PCP anycast) in a non-global /24
@example(IPv4Address("100.64.0.0"))
def test_an_ipv4_address_is_refused_exactly_when_it_is_not_public(address: IPv4Address) -> None:
    assert (refusal(address, str(address)) is None) == (not _bad(address))


@given(ipv4)
def test_ipv6_forms_of_an_ipv4_address_are_judged_as_it(address: IPv4Address) -> None:
    judged = refusal(address, "x") is None
    mapped = IPv6Address(f"::ffff:{address}")
    nat64 = IPv6Address(NAT64 | int(address))
    sixtofour = IPv6Address((0x2002 << 112) | (int(address) << 80) | 1)
    for form in (mapped, nat64, sixtofour):
        assert (refusal(form, "x") is None) == judged


@given(ipv6)
def test_an_ipv6_address_let_through_is_public(address: IPv6Address) -> None:
    if refusal(address, "x") is None and not _carries_ipv4(address):
        assert not _bad(address)
        assert not address.is_site_local


@given(ipv6)
def test_an_ipv6_address_that_is_not_public_is_refused(address: IPv6Address) -> None:
    if _bad(address) and not _carries_ipv4(address):
        assert refusal(address, "x") is not None


@given(st.one_of(ipv4, ipv6))
def test_an_allowed_network_lets_its_addresses_through(
    address: IPv4Address | IPv6Address,
) -> None:
    network = ip_network(f"{address}/{address.max_prefixlen}")
    assert refusal(address, "x", [network]) is None
    assert refusal(ip_address(str(address)), "x", [network]) is None
