"""Final scoring (rulebook: Konec hry, Státní zakázky; solo: Výsledky).

Points from cruises are scored as ships sail. At the end each player adds his remaining
contracts of both colours and his traders (level I 1, level II 3). The most points win; ties
go to the player with more guilders; players still tied share the win.
"""

from __future__ import annotations

from typing import Final

from eurotable.core.result import Result, make_result
from eurotable.games.shipyard.contracts import score
from eurotable.games.shipyard.state import Player, ShipyardState, Step

PARTS: Final = ("crew", "cannons-cranes", "speed", "cruises")


def contract_points(state: ShipyardState, player: Player) -> list[int]:
    """Points of the contracts kept, by colour (the edition's order)."""
    ed = state.ed
    points = [0] * len(ed.colours)
    for c in player.hand:
        points[ed.contracts[c].colour] += score(ed, player, c)
    return points


def trader_points(state: ShipyardState, player: Player) -> int:
    employees = state.ed.employees
    return sum(employees[e].vp for e in player.employees)


def breakdown(state: ShipyardState, player: Player) -> dict[str, int]:
    parts = dict(zip(PARTS, player.scores, strict=True))
    for colour, points in zip(state.ed.colours, contract_points(state, player), strict=True):
        parts[f"{colour}-contract"] = points
    parts["traders"] = trader_points(state, player)
    return parts


def solo_rating(state: ShipyardState, points: int) -> str:
    """The solo result's name (below the first threshold: none)."""
    rating = ""
    for threshold, name in state.ed.solo_results:
        if points >= threshold:
            rating = name
    return rating


def finish(state: ShipyardState) -> None:
    """Reveal contracts and end the game."""
    for seat, player in enumerate(state.seats):
        parts = breakdown(state, player)
        state.emit(
            "final-score",
            seat,
            contracts=[state.ed.contracts[c].id for c in player.hand],
            colours={colour: parts[f"{colour}-contract"] for colour in state.ed.colours},
            traders=parts["traders"],
            total=sum(parts.values()),
        )
    if state.solo:
        total = sum(breakdown(state, state.seats[0]).values())
        state.emit("solo-result", 0, points=total, rating=solo_rating(state, total))
    state.step = Step.OVER
    state.actor = -1
    state.emit("game-over")


def final_result(state: ShipyardState) -> Result:
    return make_result(
        [breakdown(state, p) for p in state.seats], [p.guilders for p in state.seats]
    )
