"""The HTTP API under ``/api``: catalog, lobby, games, seats, actions, records, replays.

Bodies and answers are JSON; a refusal is an HTTP 4xx (or 503) answer ``{"detail": …}``
that says what was wrong, and changes nothing.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, cast

from fastapi import APIRouter, Depends, Header, Query, Request, Response

from eurotable import __version__
from eurotable.i18n import choose, get_language, languages
from eurotable.i18n.client import client_catalog
from eurotable.server import limits
from eurotable.server.account_api import AccountsDep, Holder, Signed
from eurotable.server.account_store import SignedIn
from eurotable.server.accounts import Accounts, account_key
from eurotable.server.catalog import catalog
from eurotable.server.chat import Chat, readable
from eurotable.server.rematch import rematch
from eurotable.server.schemas import (
    Absence,
    Arrangement,
    ChatSaid,
    EndTurn,
    Join,
    Move,
    NewGame,
    Rematch,
    Undo,
)
from eurotable.server.service import GameService, held
from eurotable.server.table import AccountKey, Credential, Table
from eurotable.server.timers import abandon, announce_absence, end_absence, resign, revoke

router = APIRouter(prefix="/api")


def get_service(request: Request) -> GameService:
    """The service of the running app (set up by its lifespan)."""
    return cast(GameService, request.app.state.service)


Service = Annotated[GameService, Depends(get_service)]


def get_chat(request: Request) -> Chat:
    """The chat of the running app's games."""
    return cast(Chat, request.app.state.chat)


Chats = Annotated[Chat, Depends(get_chat)]
HostToken = Annotated[
    str | None, Header(description="The secret token the host was given at creation.")
]
Json = dict[str, Any]


@router.get("/catalog")
async def get_catalog() -> Json:
    """Every game (player counts, options) and every bot a seat can be given."""
    return catalog()


@router.get("/i18n")
async def get_languages() -> list[dict[str, str]]:
    """The languages the table speaks: ``[{code, name, dir}]``, English first."""
    return [
        {"code": code, "name": get_language(code).name, "dir": get_language(code).direction}
        for code in languages()
    ]


@router.get("/i18n/{lang}")
async def get_client_catalog(lang: str, response: Response) -> Json:
    """One language's catalog for the browser: ``{lang, name, dir, plural, messages}``
    (``plural`` maps each ``Intl.PluralRules`` category to the index of its form)."""
    response.headers["Cache-Control"] = "no-cache"
    return client_catalog(choose(lang))


@router.get("/health")
async def health(service: Service, response: Response) -> Json:
    """``{"status": "ok"}`` while the server can reach its database, else 503."""
    reachable = await service.database_reachable()
    if not reachable:
        response.status_code = 503
    return {"status": "ok" if reachable else "database unreachable", "version": __version__}


@router.get("/metrics")
async def metrics(service: Service) -> Json:
    """Actions per second and their latency over the last minute, open sockets, games in
    memory, bots thinking, and by lane of the bots' thinking their questions waiting and
    thinking and how long the last minute's took (``Thinkers.figures``)."""
    return {
        **service.metrics.figures(),
        "sockets": service.hub.sockets,
        "games_in_memory": service.tables(),
        "bots_thinking": service.bots_thinking(),
        "bot_lanes": service.thinkers.figures(),
    }


MAX_LOBBY_OFFSET = 1_000_000
"""The largest lobby offset asked for (larger ones are refused with 422: every database
takes it as an integer, and no lobby holds that many open games)."""


@router.get("/games")
async def list_games(
    service: Service, offset: Annotated[int, Query(ge=0, le=MAX_LOBBY_OFFSET)] = 0
) -> list[Json]:
    """Games newest first with their status (open, running or finished): open and running
    ones 100 at a time from ``offset`` (at most ``MAX_LOBBY_OFFSET``), with the first page
    the newest finished ones."""
    return await service.lobby(offset)


@router.post("/games", status_code=201)
async def create_game(
    body: NewGame, service: Service, request: Request, accounts: AccountsDep, signed: Signed
) -> Json:
    """Create a game; answers ``{"id", "tokens"}`` (tokens of the seats named now, but
    those of invited players). A signed-in player's named seats are bound to their
    account, an invited player's seat to theirs."""
    body, invited = await accounts.invited(body)
    created = await service.create(body, client_of(request))
    if invited:  # before the seats are bound: the invitation comes before "your turn"
        notifier = request.app.state.notifier
        notifier.invited(created["id"], [account.id for account in invited.values()])
    await accounts.seat_invited(created, invited)
    return await _bound(created, signed, accounts)


@router.get("/games/{game_id}")
async def get_game(game_id: str, service: Service, seat: Holder) -> Response:
    """The game as the seat of ``X-Seat-Token`` sees it, or as a spectator without one."""
    return _json(await service.view(game_id, seat))


@router.post("/games/{game_id}/seats/{seat}")
async def join_seat(
    game_id: str, seat: int, body: Join, service: Service, accounts: AccountsDep, signed: Signed
) -> Json:
    """Take a free human seat; answers ``{"seat", "token"}``: keep the token secret. A
    signed-in player's seat is bound to their account."""
    token = await service.join(game_id, seat, body.name)
    if signed is not None:
        token = (await accounts.claim(signed, [token])).get(game_id, {}).get(str(seat), token)
    return {"seat": seat, "token": token}


@router.post("/games/{game_id}/actions")
async def play_action(game_id: str, body: Move, service: Service, seat: Holder) -> Response:
    """Play an action for the seat of ``X-Seat-Token``; answers that seat's view (without
    the board's text: ``GET`` has it)."""
    await service.act(game_id, seat, body.action, body.index)
    return _json(await service.view(game_id, seat, text=False))


@router.post("/games/{game_id}/arrange")
async def arrange(game_id: str, body: Arrangement, service: Service, seat: Holder) -> Response:
    """Make the arrangement ``placed`` for the seat of ``X-Seat-Token`` (the view's
    ``arrangement``) as the game's actions, all or none; answers that seat's view
    (without the board's text). With ``check``, only check it: answers ``{"ok",
    "refusals": [{"place", "reason"}]}`` and changes nothing."""
    if body.check:
        refusals = await service.check_arrangement(game_id, seat, body.placed, body.index)
        found = [{"place": r.place, "reason": r.reason} for r in refusals]
        return _json(json.dumps({"ok": not found, "refusals": found}).encode())
    await service.arrange(game_id, seat, body.placed, body.index)
    return _json(await service.view(game_id, seat, text=False))


@router.get("/games/{game_id}/record")
async def get_record(game_id: str, service: Service) -> Json:
    """A finished game's record, as ``eurotable replay`` reads it."""
    return (await service.record(game_id)).to_json()


@router.post("/games/{game_id}/undo")
async def undo_action(game_id: str, body: Undo, service: Service, seat: Holder) -> Response:
    """Take back the last action of the seat of ``X-Seat-Token``; answers its view
    (without the board's text)."""
    await service.undo(game_id, seat, body.index)
    return _json(await service.view(game_id, seat, text=False))


@router.post("/games/{game_id}/confirm")
async def confirm_turn(game_id: str, body: EndTurn, service: Service, seat: Holder) -> Response:
    """End the turn of the seat of ``X-Seat-Token`` ("End turn"): the bot it passed the
    turn to answers without waiting for the grace, and the seat's actions can no longer
    be taken back; answers its view (without the board's text)."""
    await service.confirm(game_id, seat, body.index)
    return _json(await service.view(game_id, seat, text=False))


@router.post("/games/{game_id}/resign")
async def resign_seat(game_id: str, service: Service, seat: Holder) -> Response:
    """The seat of ``X-Seat-Token`` resigns: a bot plays it for the rest of the game
    (the timer's bot, else greedy); answers the seat's view (without the board's text)."""
    await resign(service, game_id, seat)
    return _json(await service.view(game_id, seat, text=False))


@router.post("/games/{game_id}/absence")
async def absence(game_id: str, body: Absence, service: Service, seat: Holder) -> Response:
    """The player of ``X-Seat-Token`` is away for ``days`` from now: the game's
    turn-based clock pauses for them (at most 14 days in any 30); answers the seat's view
    (without the board's text)."""
    await announce_absence(service, game_id, seat, body.days)
    return _json(await service.view(game_id, seat, text=False))


@router.delete("/games/{game_id}/absence")
async def back_from_absence(game_id: str, service: Service, seat: Holder) -> Response:
    """The player of ``X-Seat-Token`` is back: the absence under way ends now and those
    announced after it are dropped (409 if there is none); answers the seat's view."""
    await end_absence(service, game_id, seat)
    return _json(await service.view(game_id, seat, text=False))


@router.post("/games/{game_id}/abandon")
async def abandon_game(game_id: str, service: Service, x_host_token: HostToken = None) -> Response:
    """The host (``X-Host-Token``) abandons the game: it ends without a result; answers
    the public view (without the board's text)."""
    await abandon(service, game_id, x_host_token)
    return _json(await service.view(game_id, None, text=False))


@router.post("/games/{game_id}/seats/{seat}/revoke")
async def revoke_seat(
    game_id: str, seat: int, service: Service, x_host_token: HostToken = None
) -> Json:
    """The host (``X-Host-Token``) gives a joined seat of a running game a new token:
    the old one stops working at once (over HTTP, and websockets holding it lose the
    seat). Answers ``{"seat": SEAT, "token": TOKEN}``, the new token to pass on."""
    return {"seat": seat, "token": await revoke(service, game_id, seat, x_host_token)}


@router.post("/games/{game_id}/rematch", status_code=201)
async def rematch_game(
    game_id: str,
    service: Service,
    request: Request,
    accounts: AccountsDep,
    signed: Signed,
    body: Rematch | None = None,
    x_host_token: HostToken = None,
) -> Json:
    """Create a finished game's rematch (same seats, options, pacing and timer, a new
    seed) for a player of it (``tokens``: the seat tokens held; or signed in) or its
    host; answers as a creation. A game has one rematch: asked again, 409 with its id
    (``rematch``)."""
    tokens: list[Credential] = [] if body is None else list(body.tokens)
    key = account_key(signed)
    created = await rematch(
        service, game_id, [*tokens, *([key] if key else [])], x_host_token, client_of(request)
    )
    return await _bound(created, signed, accounts)


@router.post("/games/{game_id}/chat", status_code=201)
async def say_in_chat(
    game_id: str, body: ChatSaid, service: Service, chat: Chats, request: Request, seat: Holder
) -> Json:
    """Say a chat message (``text`` or quick ``phrase``) as the holder of ``token`` (or
    signed in: of the account's seat; to the players' channel) or as a spectator (to
    theirs); answers the message stored. 422 for a bad text or phrase, 403 where
    spectators may not chat, 429 too many."""
    table = await service.table(game_id)
    seats = _chatting(table, body.token or seat)
    said = await chat.say(game_id, seats, client_of(request), body.text, body.phrase, body.name)
    return {"message": said}


@router.get("/games/{game_id}/chat")
async def read_chat(
    game_id: str,
    service: Service,
    chat: Chats,
    seat: Holder,
    token: Annotated[str | None, Query(max_length=64)] = None,
) -> Json:
    """The newest 200 chat messages the holder of ``token`` (or the signed-in account's
    seats; none: a spectator) may read, oldest first, with the channels read:
    ``{"channels", "messages"}``."""
    table = await service.table(game_id)
    seats = _chatting(table, token or seat)
    return {"channels": readable(table, seats), "messages": await chat.recent(game_id, seats)}


@router.get("/games/{game_id}/components")
async def get_components(game_id: str, service: Service) -> Json:
    """The component data the game's drawing and tooltips are made from."""
    return await service.components(game_id)


@router.get("/games/{game_id}/replay")
async def get_replay(
    game_id: str, request: Request, service: Service, step: int = 0, seat: int | None = None
) -> Json:
    """A finished game after ``step`` log entries, as ``seat`` saw it (or in public)."""
    return await service.replay(game_id, step, seat, client_of(request))


@router.get("/games/{game_id}/scores")
async def get_scores(game_id: str, request: Request, service: Service) -> Json:
    """A finished game's points of every seat after each log entry, and its final scores."""
    return await service.scores(game_id, client_of(request))


def _chatting(table: Table, holder: Credential | None) -> list[int]:
    """The seats a chat message is said or read for: a token's seat (403 for a token of
    no seat here), a signed-in account's seats (none: it watches), or none."""
    if holder is None or isinstance(holder, AccountKey):
        return held(table, [] if holder is None else [holder])
    return [table.seat_for(holder)]


async def _bound(created: Json, signed: SignedIn | None, accounts: Accounts) -> Json:
    """A game just created, its seats named now bound to the signed-in account (if any):
    answered with the tokens they were given as they were bound."""
    if signed is not None:
        claimed = await accounts.claim(signed, list(created["tokens"].values()))
        created["tokens"].update(claimed.get(created["id"], {}))
    return created


def client_of(request: Request) -> str:
    """The client a request comes from (``limits.client_of`` its address)."""
    return limits.client_of(request.client.host) if request.client else "?"


def _json(encoded: bytes) -> Response:
    """An answer already encoded as JSON (views are encoded once per change)."""
    return Response(encoded, media_type="application/json")
