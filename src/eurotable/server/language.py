"""Each request in its viewer's language: ``?lang=cs`` on any API call or websocket.

The middleware speaks the language a request names (``eurotable.i18n.speaking``) for the
whole request, or the whole life of a websocket, so every text made for it is made in
that language: views, log lines, prompts, action sentences, component data, refusals.
Without ``lang`` (or with a language eurotable does not speak) it is English. Answers
say which with ``Content-Language``.
"""

from __future__ import annotations

from urllib.parse import parse_qs

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from eurotable.i18n import speaking


def requested_language(scope: Scope) -> str | None:
    """The ``lang`` query parameter of a request, if any."""
    query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    values = query.get("lang")
    return values[0] if values else None


class LanguageMiddleware:
    """Run every HTTP request and websocket in the language it asks for."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        with speaking(requested_language(scope)) as language:

            async def send_with_language(message: Message) -> None:
                if message["type"] == "http.response.start":
                    headers = list(message.get("headers", []))
                    headers.append((b"content-language", language.code.encode()))
                    message = {**message, "headers": headers}
                await send(message)

            await self.app(scope, receive, send_with_language)
