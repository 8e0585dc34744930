"""Conservation laws a Shipyard position must obey (checked by the harness)."""

from __future__ import annotations

from collections import Counter
from typing import Final

from eurotable.games.shipyard import canals, yard
from eurotable.games.shipyard.common import in_play
from eurotable.games.shipyard.data import (
    ACTIONS,
    BUILD,
    CANAL,
    CREW,
    DX,
    DY,
    EMPLOYEE,
    EQUIPMENT,
    EXCHANGE,
    GOODS,
)
from eurotable.games.shipyard.notation import DISPLAY_TILES
from eurotable.games.shipyard.state import Mode, Player, ShipyardState, Stage, Step
from eurotable.games.shipyard.track import EMPTY


def _once(name: str, found: list[int], expected: int, problems: list[str]) -> None:
    counts = Counter(found)
    missing = [i for i in range(expected) if counts[i] != 1]
    if missing or len(found) != expected:
        problems.append(f"{name} not conserved (wrong: {missing[:5]}, total {len(found)})")


def _guilders(state: ShipyardState, problems: list[str]) -> None:
    total = state.bank + sum(p.guilders for p in state.seats) + sum(state.row_coins)
    if total != state.ed.guilders_in_box:
        problems.append(f"guilders not accounted for ({total})")
    if any(p.guilders < 0 for p in state.seats):
        problems.append("a player owes guilders")


def _pieces(state: ShipyardState, problems: list[str]) -> None:
    for k, name in enumerate(state.ed.pieces):
        total = state.supply[k] + (state.ship_pieces[k] if state.ship_pieces else 0)
        for player in state.seats:
            if player.stock[k] < 0:
                problems.append(f"negative stock of {name}")
            total += player.stock[k]
            total += sum(pieces[k] for _, pieces in player.fleet)
            total += sum(pieces[k] for _, pieces in player.wrecks)
        if total != state.ed.piece_supply[k]:
            problems.append(f"{name} tokens not accounted for ({total})")


def _tiles(state: ShipyardState, problems: list[str]) -> None:
    real = state.ed.real_ships
    ships = [t for t in state.ship_display if t >= 0]
    ships += state.bows + state.sterns + state.middles_1 + state.middles_2 + state.removed_ships
    if 0 <= state.picked < real:
        ships.append(state.picked)
    for player in state.seats:
        ships += [t for t in player.yard if 0 <= t < real]
        for tiles, _ in player.fleet + player.wrecks:
            ships += [t for t in tiles if t < real]
    _once("ship tiles", ships, real, problems)
    canal_list = state.canal_display + state.canal_stack + state.canal_discard
    canal_list += state.removed_canals
    if state.canal_pick >= 0:
        canal_list.append(state.canal_pick)
    for player in state.seats:
        canal_list += player.canal_ids + player.used
    _once("canal tiles", canal_list, len(state.ed.canals), problems)
    goods = state.goods_display + state.goods_stack + state.goods_sold + state.goods_box
    goods += state.removed_goods
    if state.trade_tile >= 0:
        goods.append(state.trade_tile)
    for player in state.seats:
        goods += player.goods
    _once("goods tiles", goods, len(state.ed.goods_tiles), problems)
    contracts = state.contract_pool[:]
    for player in state.seats:
        contracts += player.hand + player.discarded
    _once("contracts", contracts, len(state.ed.contracts), problems)


def _displays(state: ShipyardState, problems: list[str]) -> None:
    """A goods or canal display is short only when no tile is left to refill it: the
    stack and every used and discard pile are empty (ruling 50)."""
    if len(state.goods_display) < len(state.ed.goods_prices) and (
        state.goods_stack or state.goods_sold
    ):
        problems.append("the goods display has a gap while goods tiles wait to refill it")
    waiting = state.canal_stack or state.canal_discard or any(p.used for p in state.seats)
    if len(state.canal_display) < len(state.ed.canal_prices) and waiting:
        problems.append("the canal display has a gap while canals wait to refill it")


def _employees(state: ShipyardState, problems: list[str]) -> None:
    copies = 2 if state.players in state.ed.deck_two_players else 1
    counts: Counter[int] = Counter()
    for employee, n in zip(state.emp_slots, state.emp_copies, strict=True):
        if (employee >= 0) != (n > 0):
            problems.append("an employee slot is inconsistent")
        if employee >= 0:
            counts[employee] += n
    for player in state.seats:
        if len(set(player.employees)) != len(player.employees):
            problems.append("a player owns two identical employees")
        counts.update(player.employees)
    if any(counts[e] != copies for e in range(len(state.ed.employees))):
        problems.append("employees not conserved")


def _boards(state: ShipyardState, problems: list[str]) -> None:
    for seat, player in enumerate(state.seats):
        if not yard.is_sound(state.ed, player.yard):
            problems.append(f"seat {seat}: a ship tile can no longer become part of a ship")
        grid = canals.cells(player)
        if len(grid) != len(player.canal_ids):
            problems.append(f"seat {seat}: two canals on one square")
        if grid:
            start = next(iter(grid))
            reached = {start}
            queue = [start]
            for x, y in queue:
                for d in range(4):
                    nxt = (x + DX[d], y + DY[d])
                    if nxt in grid and nxt not in reached:
                        reached.add(nxt)
                        queue.append(nxt)
            if len(reached) != len(grid):
                problems.append(f"seat {seat}: the canal system falls apart")
            if min(player.canal_x) != 0 or min(player.canal_y) != 0:
                problems.append(f"seat {seat}: canal coordinates are not renumbered")
        if player.token_canal >= 0 and player.token_canal not in player.canal_ids:
            problems.append(f"seat {seat}: the ship token is off the canals")


def _row(state: ShipyardState, problems: list[str]) -> None:
    if state.ed.action_row == "track":
        _track(state, problems)
    elif sorted(state.row) != list(range(len(ACTIONS))):
        problems.append("the action row lost a tile")
    for owner in range(state.owners):
        cubes = sum(n for o, n in zip(state.row_owner, state.row_cubes, strict=True) if o == owner)
        if cubes > state.ed.cubes_per_player[state.players]:
            problems.append(f"owner {owner} has too many cubes on the row")


def _track(state: ShipyardState, problems: list[str]) -> None:
    cards = sorted(a for a in state.row if a != EMPTY)
    in_play = [a for a in range(len(ACTIONS)) if a != state.spacer]
    if cards != in_play or len(state.row) != state.ed.turn_wheel_teeth:
        problems.append("the action track lost a card")
    if state.row[0] == EMPTY or state.row[-1] != EMPTY:
        problems.append("no card leads the track, or no space is left in front of it")
    for a, owner, figures, coins in zip(
        state.row, state.row_owner, state.row_cubes, state.row_coins, strict=True
    ):
        if a == EMPTY and (owner >= 0 or figures or coins):
            problems.append("a figure or a coin lies on an empty space of the track")


def broken(state: ShipyardState) -> list[str]:
    problems: list[str] = []
    _guilders(state, problems)
    _pieces(state, problems)
    _tiles(state, problems)
    _displays(state, problems)
    _employees(state, problems)
    _boards(state, problems)
    _row(state, problems)
    return problems


_ACTION_OF_STEP: Final[dict[Step, int]] = {
    Step.BUILD_TILE: BUILD,
    Step.BUILD_SLOT: BUILD,
    Step.CANAL_PICK: CANAL,
    Step.CANAL_PLACE: CANAL,
    Step.TOKEN: CANAL,
    Step.GOODS: GOODS,
    Step.EQUIPMENT: EQUIPMENT,
    Step.CREW: CREW,
    Step.EMPLOYEE: EMPLOYEE,
    Step.TRADE_TILE: EXCHANGE,
    Step.TRADE_GOOD: EXCHANGE,
}
"""The action each decision of an action belongs to."""
_CRUISE_STEPS: Final = (Step.LAUNCH, Step.OUTFIT, Step.BOOST, Step.START, Step.SAIL)
_SHIP_STEPS: Final = (Step.OUTFIT, Step.BOOST, Step.START, Step.SAIL)


def unfit(state: ShipyardState) -> list[str]:
    """What keeps the pending decision from fitting the rest of the position: whose turn
    it is (the owner, the discarding seat, the seat of the final actions), the stage of
    the turn and the action being carried out, and the fields the decision reads (the
    tile bought, the canal rented, the goods tile traded, the ship on its cruise, the
    contracts to discard). Empty when it fits."""
    ed = state.ed
    problems: list[str] = []
    if (state.end_reason > 0) != state.end_triggered:
        problems.append("'end_reason' is set exactly when the end was triggered")
    if state.cubes + state.removed_cubes != ed.countdown_cubes[state.players]:
        problems.append("the countdown cubes are not accounted for")
    solo = sorted(state.solo_stack + state.solo_faceup)
    if solo != list(range(len(ed.solo_tiles) if state.solo else 0)):
        problems.append("the solo tiles are not accounted for")
    if not state.solo and state.solo_number != -1:
        problems.append("'solo_number' belongs to the solo game")
    if ed.ship_token == "first-canal":
        for seat, player in enumerate(state.seats):
            laying = seat == state.actor and state.step is Step.TOKEN
            if player.canal_ids and player.token_canal < 0 and not laying:
                problems.append(f"seat {seat}: the ship token is not on the canals")
    if problems:
        return problems
    step = state.step
    if step is Step.OVER:
        if state.actor != -1 or state.mode is not Mode.COMPLETION:
            problems.append("a finished game has no actor, after the last chance to build")
        return problems
    if not 0 <= state.actor < state.players:
        return [f"'actor' must be a seat, not {state.actor}"]
    problems += _whose_turn(state)
    if not problems:
        problems += _turns(state)
    problems += _stage(state)
    if not problems:
        problems += _fields(state)
    return problems


def _whose_turn(state: ShipyardState) -> list[str]:
    actor, step = state.actor, state.step
    if state.mode is Mode.REGULAR:
        if state.queue and step is not Step.DISCARD:
            return ["a queue of seats belongs to the discards and the end game"]
        if step is Step.DISCARD:
            if state.solo:
                queue = [0]
            else:
                queue = [(state.owner + i) % state.players for i in range(state.players)]
            if (
                state.queue != queue
                or state.cursor >= len(queue)
                or actor != state.discard_seat
                or actor != queue[state.cursor]
            ):
                return [
                    f"the discards go round from seat {state.owner}: queue {state.queue}, "
                    f"cursor {state.cursor}, seat {state.discard_seat}, actor {actor}"
                ]
            return []
        if actor != state.owner:
            return [f"seat {actor} decides in the turn of {state.owner}"]
        return []
    queue = [(state.first + i) % state.owners for i in range(state.owners)]
    queue = [seat for seat in queue if seat < state.players]
    if (
        state.queue != queue
        or state.cursor >= len(queue)
        or actor != state.owner
        or actor != queue[state.cursor]
    ):
        return [
            f"the end game goes round from seat {state.first}: queue {state.queue}, cursor "
            f"{state.cursor}, owner {state.owner}, actor {actor}"
        ]
    return []


def _placed(owners: int, turns: int) -> int:
    """Cubes (or figures) an owner has on the row once it has played ``turns`` turns: one
    on the tile of its last turn; with two owners two there and one on the tile before."""
    if owners != 2:
        return min(turns, 1)
    return min(turns, 1) * 2 + (1 if turns >= 2 else 0)


def _turns(state: ShipyardState) -> list[str]:
    """The turns each owner has played (``turns``) against whose turn it is, the cubes on
    the action row, the locked leading tile and the wheel's drop."""
    owners, owner = state.owners, state.owner
    regular = state.mode is Mode.REGULAR
    done = regular and state.step is Step.DISCARD  # the owner's turn is already counted
    lap = [(state.first + i) % owners for i in range(owners)]
    mine = state.turns[owner] - (1 if done else 0)
    expected = [mine + (1 if lap.index(o) < lap.index(owner) else 0) for o in range(owners)]
    if done:
        expected[owner] += 1
    if not regular:
        expected = [state.turns[lap[-1]]] * owners
    if state.turns != expected:
        return [f"'turns' {state.turns} do not fit the turn of {owner} (from {state.first})"]
    cubes = [0] * owners
    for who, count in zip(state.row_owner, state.row_cubes, strict=True):
        if (who >= 0) != (count > 0):
            return ["a tile of the action row has cubes of nobody, or an owner but no cube"]
        if who >= 0:
            cubes[who] += count
    wanted = [_placed(owners, t) for t in state.turns]
    first_turns = 2 if owners == 2 else 1
    if regular and not done:
        if state.step is Step.CHOOSE:
            wanted[owner] = 0 if owners != 2 or mine == 0 else 2
        else:
            wanted[owner] = _placed(owners, mine + 1)
    locked = regular and mine >= first_turns
    if cubes != wanted:
        return [f"the cubes on the action row {cubes} do not fit the turns {state.turns}"]
    if state.lead_locked != locked:
        return ["'lead_locked' is set exactly when the leading tile moved this turn"]
    if state.dropped and (not regular or done or state.wheel != state.ed.turn_wheel_teeth):
        return ["'dropped' is set only in the turn the wheel's cube dropped"]
    return []


def _stage(state: ShipyardState) -> list[str]:
    """The step against the mode, the stage of the turn and the actions chosen."""
    step, stage, mode = state.step, state.stage, state.mode
    main, doing, bonus = state.main, state.doing, state.bonus
    what = (
        f"step {step.name.lower()} in stage {stage.name.lower()} of a {mode.name.lower()} "
        f"turn (main {main}, doing {doing}, bonus {bonus})"
    )
    if step is Step.CHOOSE:
        ok = mode is Mode.REGULAR and stage is Stage.BEFORE and main == doing == bonus == -1
    elif step is Step.BONUS:
        ok = (
            mode is Mode.REGULAR
            and stage in (Stage.BEFORE, Stage.AFTER)
            and main >= 0
            and in_play(state, main)
            and doing == bonus == -1
            and (stage is Stage.BEFORE or state.reserve == 0)
        )
    elif step is Step.FINAL:
        ok = mode is Mode.FINAL and stage is Stage.BEFORE and main == doing == bonus == -1
    elif step in _ACTION_OF_STEP:
        action = _ACTION_OF_STEP[step]
        if mode is Mode.COMPLETION:
            ok = step in (Step.BUILD_TILE, Step.BUILD_SLOT) and doing == BUILD and main == -1
        elif mode is Mode.FINAL:
            ok = stage is Stage.MAIN and doing == main == action and bonus == -1
        else:
            ok = doing == action and (
                (stage is Stage.MAIN and main == action and bonus != action)
                or (stage in (Stage.EARLY_BONUS, Stage.LATE_BONUS) and bonus == action)
            )
            ok = ok and main >= 0 and main != bonus and in_play(state, action)
    elif step is Step.DISCARD:
        ok = mode is Mode.REGULAR and doing == -1
    else:
        ok = step in _CRUISE_STEPS and stage is Stage.CRUISES and doing == -1
    if (
        ok
        and state.reserve
        and not (stage is Stage.EARLY_BONUS or (step is Step.BONUS and stage is Stage.BEFORE))
    ):
        return [f"'reserve' {state.reserve} is kept only for a main action still to come"]
    return [] if ok else [f"{what} does not fit"]


def _fields(state: ShipyardState) -> list[str]:
    """The fields the pending decision reads, set exactly when it reads them."""
    ed, step, actor = state.ed, state.step, state.actor
    player = state.seats[actor]
    problems = []
    building = step in (Step.BUILD_TILE, Step.BUILD_SLOT)
    if building:
        if state.bought >= ed.max_tiles_per_build or len(state.taken) > state.bought + 1:
            problems.append(f"{state.bought} ship tiles bought of {ed.max_tiles_per_build}")
        if any(state.ship_display[p] >= 0 for p in state.taken):
            problems.append("a display position emptied by the build holds a tile")
    elif state.taken:
        problems.append("'taken' belongs to a build action")
    if step is Step.BUILD_SLOT:
        where = state.picked_from
        ok = state.picked >= 0 and where >= 0
        if ok and where >= DISPLAY_TILES:
            ok = state.picked == ed.virtual[where - DISPLAY_TILES]
        elif ok:
            ok = state.picked < ed.real_ships and where in state.taken
        if not ok:
            problems.append("a ship tile waits for its slot, bought from the display")
    elif state.picked >= 0:
        problems.append("'picked' belongs to the tile waiting for its slot")
    if (step is Step.CANAL_PLACE) != (state.canal_pick >= 0):
        problems.append("'canal_pick' is the canal waiting for its place")
    if step is Step.TOKEN and (
        ed.ship_token != "first-canal" or player.token_canal >= 0 or not player.canal_ids
    ):
        problems.append("the ship token goes on the first canal only once, in the 1st edition")
    if step is Step.TRADE_TILE and (state.trade_tile >= 0 or not player.goods):
        problems.append("a goods tile to trade must be chosen among the player's")
    if step is Step.TRADE_GOOD:
        tile = state.trade_tile
        goods = list(ed.goods_tiles[tile].goods) if tile >= 0 else []
        done = state.trade_choices
        ok = bool(goods) and state.trade_goods == goods and len(done) < len(goods)
        ok = ok and all(
            choice == -1 or choice in ed.swaps[good]
            for choice, good in zip(done, goods, strict=False)
        )
        if not ok:
            problems.append(
                "a goods tile is traded good by good: 'trade_tile', "
                "'trade_goods' and 'trade_choices' disagree"
            )
    elif state.trade_tile >= 0 or state.trade_goods or state.trade_choices:
        problems.append("'trade_tile', 'trade_goods' and 'trade_choices' belong to a trade")
    problems += _cruise(state, player)
    if step is Step.DISCARD:
        need = state.discard_need
        if len(need) != 2 or not sum(need):
            problems.append("contracts to discard must be counted for both colours")
        else:
            for colour, count in enumerate(need):
                held = sum(1 for c in player.hand if ed.contracts[c].colour == colour)
                if count > held:
                    problems.append(f"seat {actor} cannot discard {count} contracts of a colour")
    elif state.discard_need:
        problems.append("'discard_need' belongs to the discards")
    return problems


def _cruise(state: ShipyardState, player: Player) -> list[str]:
    ed, step = state.ed, state.step
    if step not in _CRUISE_STEPS:
        if state.launches or state.ship_pieces:
            return ["'launches' and 'ship_pieces' belong to a cruise"]
        return []
    finished = yard.finished(ed, player.yard)
    starts = [start for start, _ in finished]
    launches = state.launches
    if len(set(launches)) != len(launches) or not set(launches) <= set(starts):
        return [f"ships {launches} waiting to sail are not finished ships of the yard"]
    if step is Step.LAUNCH:
        if len(launches) < 2 or state.ship_pieces:
            return ["the order of the cruises is chosen among two ships or more"]
        return []
    ship = (state.ship_start, state.ship_end)
    if ship not in finished or state.ship_start in launches or len(state.ship_pieces) != 8:
        return [f"the ship in slots {ship} on its cruise is not a finished ship of the yard"]
    if step is Step.BOOST and state.boost < 1:
        return ["'boost' holds the most extra speed that may be chosen"]
    if step is Step.START and (player.token_canal >= 0 or state.steps_left < 1):
        return ["the ship token enters the canals once, for a cruise still to sail"]
    if step is Step.SAIL and (player.token_canal < 0 or state.steps_left < 1):
        return ["a cruise sails from the ship token's space, with steps left"]
    return []
