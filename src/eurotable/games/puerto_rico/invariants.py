"""Conservation laws a Puerto Rico position must obey (checked by the harness)."""

from __future__ import annotations

from typing import Final

from eurotable.games.puerto_rico.common import colonist_available
from eurotable.games.puerto_rico.data import (
    BUILDER,
    BUILDINGS,
    CAPTAIN,
    CRAFTSMAN,
    GOODS,
    HOSPICE,
    ISLAND_SPACES,
    MAYOR,
    ROLES,
    SETTLER,
    SETUPS,
    TILES,
    TRADER,
    UNIVERSITY,
)
from eurotable.games.puerto_rico.mayor import capacities
from eurotable.games.puerto_rico.state import PuertoRicoState, Step
from eurotable.games.puerto_rico.storage import warehouse_kinds


def broken(state: PuertoRicoState) -> list[str]:
    setup = SETUPS[state.players]
    problems: list[str] = []
    colonists = state.colonists + state.ship_colonists + sum(p.colonists() for p in state.seats)
    if colonists != setup.colonists_supply + setup.colonists_ship:
        problems.append(f"colonists not conserved ({colonists})")
    for good in range(len(GOODS)):
        total = (
            state.goods_supply[good]
            + sum(p.goods[good] for p in state.seats)
            + state.house.count(good)
            + sum(n for g, n in zip(state.ship_good, state.ship_load, strict=True) if g == good)
        )
        if total != setup.goods[good]:
            problems.append(f"{GOODS[good]} barrels not conserved ({total})")
    for kind in range(len(GOODS)):
        total = (
            state.stack.count(kind)
            + state.face_up.count(kind)
            + state.discards.count(kind)
            + sum(p.island[kind] for p in state.seats)
        )
        if total != setup.plantations[kind]:
            problems.append(f"{TILES[kind]} plantations not conserved ({total})")
    quarries = state.quarries + sum(p.island[len(GOODS)] for p in state.seats)
    if quarries != setup.quarries:
        problems.append(f"quarries not conserved ({quarries})")
    vp = state.vp_supply + sum(p.vp for p in state.seats)
    if vp != setup.vp_chips:
        problems.append(f"VP not accounted for ({vp})")
    for b in BUILDINGS:
        owned = sum(1 for p in state.seats if p.buildings[b.index] >= 0)
        if owned + state.building_supply[b.index] != setup.building_copies[b.index]:
            problems.append(f"{b.id} copies not conserved")
    for seat, player in enumerate(state.seats):
        if min(player.doubloons, state.colonists, state.ship_colonists) < 0:
            problems.append(f"seat {seat}: a negative count")
        if sum(player.island) > ISLAND_SPACES or player.city_spaces() > 12:
            problems.append(f"seat {seat}: more tiles than spaces")
        caps = capacities(player)
        placed = player.occupied + [max(w, 0) for w in player.buildings]
        if any(p > c for p, c in zip(placed, caps, strict=True)):
            problems.append(f"seat {seat}: more colonists than circles")
    for ship, load in enumerate(state.ship_load):
        if load > state.ship_capacity[ship] or (load > 0) != (state.ship_good[ship] >= 0):
            problems.append(f"cargo ship {ship + 1} is inconsistent")
    loaded = [g for g in state.ship_good if g >= 0]
    if len(loaded) != len(set(loaded)):
        problems.append("one good on two cargo ships")
    return problems


_PHASE_OF_STEP: Final[dict[Step, int]] = {
    Step.SETTLE: SETTLER,
    Step.HOSPICE: SETTLER,
    Step.MAYOR: MAYOR,
    Step.BUILD: BUILDER,
    Step.UNIVERSITY: BUILDER,
    Step.EXTRA: CRAFTSMAN,
    Step.TRADE: TRADER,
    Step.LOAD: CAPTAIN,
    Step.STORE: CAPTAIN,
}
"""The role whose phase each decision belongs to."""
_IN_TURN_ORDER: Final = (
    Step.SETTLE,
    Step.HOSPICE,
    Step.MAYOR,
    Step.BUILD,
    Step.UNIVERSITY,
    Step.TRADE,
    Step.STORE,
)
"""Decisions taken by each player in turn from the role's chooser (``order``, ``cursor``)."""


def unfit(state: PuertoRicoState) -> list[str]:
    """What keeps the pending decision from fitting the rest of the position: the round
    (governor, roles picked, who picked them), the phase of the role being carried out,
    whose turn it is in it, and the fields the decision reads. Empty when it fits."""
    setup = SETUPS[state.players]
    players = state.players
    problems: list[str] = []
    if state.role_cards != list(setup.roles):
        return [f"'role_cards' must be the {players}-player roles {list(setup.roles)}"]
    if state.ship_capacity != list(setup.cargo_ships):
        return [f"'ship_capacity' must be the {players}-player ships {list(setup.cargo_ships)}"]
    takers = [seat for seat in state.role_taken if seat >= 0]
    if any(
        money for money, seat in zip(state.role_money, state.role_taken, strict=True) if seat >= 0
    ):
        problems.append("a role card taken this round still holds doubloons")
    step = state.step
    if step is Step.OVER:
        if state.actor != -1 or state.phase != -1 or takers or not state.end_triggered:
            problems.append(
                "a finished game has no actor, no phase, no role taken, and its end was triggered"
            )
        return problems
    if not 0 <= state.actor < players:
        return [f"'actor' must be a seat, not {state.actor}"]
    picked = state.picks + (0 if step is Step.ROLE else 1)
    expected = sorted((state.governor + k) % players for k in range(picked))
    if state.picks >= setup.picks_per_round or sorted(takers) != expected:
        problems.append(
            f"{len(takers)} role cards taken by seats {sorted(takers)} do not fit pick "
            f"{state.picks + 1} of the round of governor {state.governor}"
        )
    if step is Step.ROLE:
        if state.phase != -1 or state.actor != (state.governor + state.picks) % players:
            problems.append(
                f"seat {(state.governor + state.picks) % players} picks the next role, "
                f"not seat {state.actor} (phase {state.phase})"
            )
    else:
        phase = _PHASE_OF_STEP[step]
        chooser = (state.governor + state.picks) % players
        cards = [c for c, role in enumerate(state.role_cards) if role == phase]
        if (
            state.phase != phase
            or state.chooser != chooser
            or not any(state.role_taken[c] == chooser for c in cards)
        ):
            problems.append(
                f"a {step.name.lower()} decision needs the {ROLES[phase]} phase of seat "
                f"{chooser}, who took its card (phase {state.phase}, chooser {state.chooser})"
            )
            return problems
    problems += _turn(state)
    return problems


def _turn(state: PuertoRicoState) -> list[str]:
    """Whose turn it is within the phase, and the fields of the decision."""
    step, players, actor = state.step, state.players, state.actor
    player = state.seats[actor]
    problems = []
    if step in _IN_TURN_ORDER:
        order = [(state.chooser + i) % players for i in range(players)]
        if state.order != order or state.cursor >= players or state.order[state.cursor] != actor:
            problems.append(
                f"'order' {state.order} and 'cursor' {state.cursor} do not give seat {actor} "
                f"the turn in the phase of seat {state.chooser}"
            )
    if step is Step.EXTRA and actor != state.chooser:
        problems.append("only the craftsman takes the extra good")
    if step is Step.LOAD and (
        state.streak >= players or actor != (state.chooser + state.cursor) % players
    ):
        problems.append(
            f"'streak' {state.streak} and 'cursor' {state.cursor} do not give seat "
            f"{actor} the turn to load"
        )
    if (step is Step.HOSPICE) != (state.pending >= 0 and step is not Step.UNIVERSITY):
        problems.append(f"'pending' {state.pending} is a tile only for the hospice colonist")
    if step is Step.HOSPICE and (
        state.pending >= len(TILES)
        or not player.active(HOSPICE)
        or player.occupied[state.pending] >= player.island[state.pending]
        or not colonist_available(state)
    ):
        problems.append("no hospice colonist can go to the tile just taken")
    if step is Step.UNIVERSITY and (
        state.pending < 0
        or state.pending >= len(BUILDINGS)
        or player.buildings[state.pending] != 0
        or not player.active(UNIVERSITY)
        or not colonist_available(state)
    ):
        problems.append("no university colonist can go to the building just built")
    if step is not Step.MAYOR and (state.placing or state.last_slot):
        problems.append("colonists are placed one by one only in the mayor phase")
    if step is Step.MAYOR and state.placing and player.san_juan == 0:
        problems.append("the mayor's placing is over: nobody is left in San Juan")
    if step is Step.MAYOR and not state.placing and state.last_slot:
        problems.append("'last_slot' is set only while colonists are placed one by one")
    if step is Step.STORE:
        kinds = warehouse_kinds(player)
        protected = state.protected
        if (
            len(set(protected)) != len(protected)
            or protected != sorted(protected)
            or any(g >= state.store_next or not player.goods[g] for g in protected)
            or len(protected) + state.store_left != kinds
        ):
            problems.append(
                f"the warehouses of seat {actor} ({kinds} kinds) do not fit 'protected' "
                f"{protected}, 'store_left' {state.store_left}, 'store_next' {state.store_next}"
            )
    elif state.protected or state.store_left:
        problems.append("'protected' and 'store_left' belong to the storage decision")
    return problems
