"""What a legal action will lead to, for the warnings in its sentence: a ship that will
fail its shakedown cruise (rulebook: Zkušební plavba, requirements 1 and 2: a captain,
canals long enough for the ship's full speed), and a canal laid where its channels meet
none of the system's (allowed: touching is enough, docs/rulings/shipyard.md ruling 15).

A forecast only reads the position; it says "will fail" only when nothing left in the
turn can save the ship, and "may fail" when an action still to come this turn could.
"""

from __future__ import annotations

from enum import Enum

from eurotable.games.shipyard import canals, cruise, yard
from eurotable.games.shipyard.data import CANAL, CAPTAIN, CREW, DX, DY, EXCHANGE
from eurotable.games.shipyard.notation import NAMES, SYAction, Verb, at_parts
from eurotable.games.shipyard.state import Mode, ShipyardState, Stage, Step


class Failure(Enum):
    """Why a ship will fail its cruise."""

    NO_CAPTAIN = "no captain"
    """Nobody can command it: the player has no captain, or can no longer put one on."""
    TOO_SHORT = "canals too short"
    """The canals cannot take a cruise of the ship's full speed."""


def failure(state: ShipyardState, action: SYAction) -> tuple[Failure, int] | None:
    """How the ship being outfitted or launched fails if ``action`` is played: the reason
    and the speed the canals cannot take (0 for a missing captain); None if it need not."""
    seat = state.actor
    pieces = state.ship_pieces
    if action.verb is Verb.LAUNCH:
        if state.seats[seat].stock[CAPTAIN] == 0:
            return Failure.NO_CAPTAIN, 0
        return None if cruise.can_sail(state, seat, 1) else (Failure.TOO_SHORT, 1)
    if action.verb is Verb.ADD:
        piece = NAMES[state.ed.name].slot[action.arg]
        after = pieces[:]
        after[piece] += 1
        # Pieces go on in the edition's order, the captain first: after another piece
        # none can follow (cruise.perform_outfit).
        if after[CAPTAIN] == 0:
            return Failure.NO_CAPTAIN, 0
        return _too_fast(state, cruise.base_speed(state.ed, after))
    if action.verb is Verb.READY:
        if pieces[CAPTAIN] == 0:
            return Failure.NO_CAPTAIN, 0
        return _too_fast(state, cruise.base_speed(state.ed, pieces))
    if action.verb is Verb.BOOST:
        if pieces[CAPTAIN] == 0:
            return Failure.NO_CAPTAIN, 0
        return _too_fast(state, cruise.base_speed(state.ed, pieces) + action.arg)
    return None


def _too_fast(state: ShipyardState, speed: int) -> tuple[Failure, int] | None:
    """Speed only grows as pieces go on and extra speed is added, and a path of some length
    holds every shorter one: a speed the canals cannot take fails whatever follows."""
    return None if cruise.can_sail(state, state.actor, speed) else (Failure.TOO_SHORT, speed)


def finishing(state: ShipyardState, action: SYAction) -> tuple[Failure, bool] | None:
    """For a ``slot`` that finishes a ship, which sails this turn: why it fails and whether
    that is certain (False: an action still to come this turn could give a captain or
    canals); None if the ship can sail as things stand."""
    if state.step is not Step.BUILD_SLOT:
        return None
    seat = state.actor
    board = state.seats[seat].yard[:]
    board[action.arg] = state.picked
    if not any(start <= action.arg <= end for start, end in yard.finished(state.ed, board)):
        return None
    coming = _actions_to_come(state)
    if state.seats[seat].stock[CAPTAIN] == 0:
        return Failure.NO_CAPTAIN, not coming & {CREW, EXCHANGE}
    if not cruise.can_sail(state, seat, 1):
        return Failure.TOO_SHORT, CANAL not in coming
    return None


def _actions_to_come(state: ShipyardState) -> set[int]:
    """The actions that may still be carried out this turn, after the one under way."""
    if state.mode is not Mode.REGULAR:
        return set()
    if state.stage is Stage.EARLY_BONUS:
        return {state.main}
    if state.stage is Stage.MAIN and state.bonus == -1 and state.options["bonus"] != "off":
        return {CANAL, CREW, EXCHANGE} - {state.main}
    return set()


def connects(state: ShipyardState, action: SYAction) -> bool:
    """Whether the canal laid by ``at X Y rR`` meets a channel of the system across a side
    it touches (always, for the first canal)."""
    player = state.seats[state.actor]
    if not player.canal_ids:
        return True
    x, y, rotation = at_parts(action.arg)
    ed = state.ed
    laid = ed.canals[state.canal_pick].edge_space[rotation]
    grid = canals.cells(player)
    for side in range(4):
        other = grid.get((x + DX[side], y + DY[side]))
        if other is None or laid[side] < 0:
            continue
        tile = ed.canals[player.canal_ids[other]]
        if tile.edge_space[player.canal_rot[other]][(side + 2) % 4] >= 0:
            return True
    return False
