"""Small helpers shared by the rules: money through the bank, pieces from the supply."""

from __future__ import annotations

from eurotable.games.shipyard.state import ShipyardState


def earn(state: ShipyardState, seat: int, guilders: int) -> None:
    state.bank -= guilders
    state.seats[seat].guilders += guilders


def pay(state: ShipyardState, seat: int, guilders: int) -> None:
    state.bank += guilders
    state.seats[seat].guilders -= guilders


def gain(state: ShipyardState, seat: int, piece: int, count: int = 1) -> None:
    """Pieces from the common supply (unlimited: substitutes stand in when it runs out)."""
    state.supply[piece] -= count
    state.seats[seat].stock[piece] += count


def budget(state: ShipyardState, seat: int) -> int:
    """What the acting player may spend now (a bonus action first keeps the main one's cost)."""
    return state.seats[seat].guilders - state.reserve


def in_play(state: ShipyardState, action: int) -> bool:
    """False for the face-down subsidy tile of a 1–3 player game."""
    return action != state.spacer
