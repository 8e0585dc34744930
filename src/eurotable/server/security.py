"""The security headers of every HTTP answer: the page runs only the site's own scripts
and styles, is never framed, and sends no referrer (docs/web.md, "Limits")."""

from __future__ import annotations

from typing import Final

from starlette.types import ASGIApp, Message, Receive, Scope, Send

POLICY: Final = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
"""The Content-Security-Policy: the site's own scripts, styles, images (and the empty
``data:`` icon) and connections (its websockets) only; no plugins, no other base, never
in a frame."""

HEADERS: Final = (
    (b"content-security-policy", POLICY.encode()),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-content-type-options", b"nosniff"),
)
"""Every answer's headers (X-Frame-Options for browsers older than frame-ancestors)."""


class SecurityHeaders:
    """ASGI middleware adding ``HEADERS`` to every HTTP answer."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []), *HEADERS]}
            await send(message)

        await self.app(scope, receive, send_with_headers)
