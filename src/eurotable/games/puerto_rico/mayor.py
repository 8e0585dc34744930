"""Mayor phase: new colonists arrive and every player arranges all of his colonists.

A player places colonists one at a time. Placements go in slot order (island kinds, then
buildings in table order), so each arrangement is reached by exactly one sequence. No
colonist may stay in San Juan while a circle is empty. ``keep`` leaves a valid
arrangement as it is. Forced arrangements, and the rest of a placement once only one
way remains, are made without asking.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.puerto_rico.common import rotation
from eurotable.games.puerto_rico.data import BUILDINGS
from eurotable.games.puerto_rico.notation import ISLAND_SLOTS, SLOTS, PRAction, Verb, act
from eurotable.games.puerto_rico.state import Player, PuertoRicoState, Step

CIRCLES: Final[tuple[int, ...]] = tuple(b.circles for b in BUILDINGS)
KEEP: Final = act(Verb.KEEP)
PLACE: Final[tuple[PRAction, ...]] = tuple(act(Verb.PLACE, slot) for slot in range(len(SLOTS)))


def capacities(player: Player) -> list[int]:
    """Circles per mayor slot: island tiles of each kind, then each owned building."""
    caps = player.island[:]
    for b, w in enumerate(player.buildings):
        caps.append(CIRCLES[b] if w >= 0 else 0)
    return caps


def _placed(player: Player) -> list[int]:
    return player.occupied + [w if w > 0 else 0 for w in player.buildings]


def empty_building_circles(player: Player) -> int:
    empty = 0
    for b, w in enumerate(player.buildings):
        if w >= 0:
            empty += CIRCLES[b] - w
    return empty


def begin(state: PuertoRicoState) -> None:
    mayor = state.chooser
    if state.colonists > 0:
        state.colonists -= 1
        state.seats[mayor].san_juan += 1
        state.emit("mayor-privilege", mayor)
    dealt = [0] * state.players
    seat = mayor
    while state.ship_colonists > 0:
        state.ship_colonists -= 1
        state.seats[seat].san_juan += 1
        dealt[seat] += 1
        seat = (seat + 1) % state.players
    state.emit("colonists-dealt", None, colonists=dealt)
    state.order = rotation(state, mayor)
    state.cursor = 0
    _next(state)


def _fill_all(player: Player) -> None:
    total = player.colonists()
    player.occupied = player.island[:]
    for b in BUILDINGS:
        if player.buildings[b.index] >= 0:
            player.buildings[b.index] = b.circles
    player.san_juan = total - sum(capacities(player))


def _lift_all(player: Player) -> None:
    player.san_juan = player.colonists()
    player.occupied = [0] * len(player.occupied)
    player.buildings = [0 if w >= 0 else -1 for w in player.buildings]


def _next(state: PuertoRicoState) -> None:
    while state.cursor < len(state.order):
        seat = state.order[state.cursor]
        player = state.seats[seat]
        caps = capacities(player)
        total = player.colonists()
        if total == 0 or total >= sum(caps) or len(caps) - caps.count(0) <= 1:
            # Nothing to arrange, or every arrangement is the same: fill what can be filled.
            if total >= sum(caps):
                _fill_all(player)
            elif total:
                _lift_all(player)
                slot = next(i for i, c in enumerate(caps) if c > 0)
                _put(player, slot, total)
            state.emit("arranged", seat, placed=_placed(player), san_juan=player.san_juan)
            state.cursor += 1
            continue
        state.actor = seat
        state.placing = False
        state.last_slot = 0
        state.step = Step.MAYOR
        return
    _refill_ship(state)


def _put(player: Player, slot: int, count: int) -> None:
    player.san_juan -= count
    if slot < ISLAND_SLOTS:
        player.occupied[slot] += count
    else:
        player.buildings[slot - ISLAND_SLOTS] += count


def _free(player: Player) -> list[int]:
    """Empty circles per slot."""
    occupied = player.occupied
    free = [n - occupied[k] for k, n in enumerate(player.island)]
    for b, w in enumerate(player.buildings):
        free.append(CIRCLES[b] - w if w >= 0 else 0)
    return free


def _open_slots(free: list[int], remaining: int, first: int) -> list[int]:
    """Slots that may take the next colonist: placements go in slot order, so a slot is
    open only if the slots from it onwards still have room for every colonist left."""
    last = first
    room = 0
    for slot in range(len(free) - 1, first - 1, -1):
        room += free[slot]
        if room >= remaining:
            last = slot
            break
    return [slot for slot in range(first, last + 1) if free[slot] != 0]


def legal(state: PuertoRicoState) -> list[PRAction]:
    player = state.seats[state.actor]
    if state.placing:
        return [PLACE[s] for s in _open_slots(_free(player), player.san_juan, state.last_slot)]
    keep = [KEEP] if player.san_juan == 0 else []
    return keep + [PLACE[s] for s in _open_slots(capacities(player), player.colonists(), 0)]


def perform(state: PuertoRicoState, action: PRAction) -> None:
    seat = state.actor
    player = state.seats[seat]
    if action.verb is Verb.KEEP:
        state.emit("arranged", seat, placed=_placed(player), san_juan=player.san_juan)
        state.cursor += 1
        _next(state)
        return
    if not state.placing:
        _lift_all(player)
        state.placing = True
    _put(player, action.arg, 1)
    state.last_slot = action.arg
    free = _free(player)
    while player.san_juan:
        slots = _open_slots(free, player.san_juan, state.last_slot)
        if len(slots) > 1:
            state.legal_cache = [PLACE[s] for s in slots]
            return
        # The remaining colonists fit only one way: place them without asking.
        _put(player, slots[0], 1)
        free[slots[0]] -= 1
        state.last_slot = slots[0]
    state.placing = False
    state.last_slot = 0
    state.emit("arranged", seat, placed=_placed(player), san_juan=0)
    state.cursor += 1
    _next(state)


def _refill_ship(state: PuertoRicoState) -> None:
    """One colonist per empty building circle, at least one per player."""
    needed = max(state.players, sum(empty_building_circles(p) for p in state.seats))
    if state.colonists >= needed:
        state.colonists -= needed
        state.ship_colonists = needed
    else:
        state.ship_colonists = state.colonists
        state.colonists = 0
        if not state.end_triggered:
            state.emit("game-end-triggered", None, reason="colonists")
        state.end_triggered = True
    state.emit("ship-refilled", None, colonists=state.ship_colonists, needed=needed)
    state.step = Step.DONE
