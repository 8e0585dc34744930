"""The HTTP API under ``/api``: catalog, lobby, games, seats, actions, records, replays.

Bodies and answers are JSON; a refusal is an HTTP 4xx (or 503) answer ``{"detail": …}``
that says what was wrong, and changes nothing.
"""

from __future__ import annotations

from typing import Annotated, Any, cast

from fastapi import APIRouter, Depends, Header, Request

from eurotable.server.catalog import catalog
from eurotable.server.schemas import Join, Move, NewGame
from eurotable.server.service import GameService

router = APIRouter(prefix="/api")


def get_service(request: Request) -> GameService:
    """The service of the running app (set up by its lifespan)."""
    return cast(GameService, request.app.state.service)


Service = Annotated[GameService, Depends(get_service)]
SeatToken = Annotated[
    str | None, Header(description="The secret token of the seat acting or viewing.")
]
Json = dict[str, Any]


@router.get("/catalog")
async def get_catalog() -> Json:
    """Every game (player counts, options) and every bot a seat can be given."""
    return catalog()


@router.get("/games")
async def list_games(service: Service) -> list[Json]:
    """The newest games, newest first, with their status: open, running or finished."""
    return await service.lobby()


@router.post("/games", status_code=201)
async def create_game(body: NewGame, service: Service) -> Json:
    """Create a game; answers ``{"id", "tokens"}`` (tokens of the seats named now)."""
    return await service.create(body)


@router.get("/games/{game_id}")
async def get_game(game_id: str, service: Service, x_seat_token: SeatToken = None) -> Json:
    """The game as the seat of ``X-Seat-Token`` sees it, or as a spectator without one."""
    return await service.view(game_id, x_seat_token)


@router.post("/games/{game_id}/seats/{seat}")
async def join_seat(game_id: str, seat: int, body: Join, service: Service) -> Json:
    """Take a free human seat; answers ``{"seat", "token"}``: keep the token secret."""
    token = await service.join(game_id, seat, body.name)
    return {"seat": seat, "token": token}


@router.post("/games/{game_id}/actions")
async def play_action(
    game_id: str, body: Move, service: Service, x_seat_token: SeatToken = None
) -> Json:
    """Play an action for the seat of ``X-Seat-Token``; answers that seat's view."""
    await service.act(game_id, x_seat_token, body.action, body.index)
    return await service.view(game_id, x_seat_token)


@router.get("/games/{game_id}/record")
async def get_record(game_id: str, service: Service) -> Json:
    """A finished game's record, as ``eurotable replay`` reads it."""
    return (await service.record(game_id)).to_json()


@router.get("/games/{game_id}/replay")
async def get_replay(game_id: str, service: Service, step: int = 0) -> Json:
    """A finished game's public view after ``step`` actions."""
    return await service.replay(game_id, step)
