"""Conservation laws a Shipyard position must obey (checked by the harness)."""

from __future__ import annotations

from collections import Counter

from eurotable.games.shipyard import canals, yard
from eurotable.games.shipyard.data import ACTIONS, DX, DY
from eurotable.games.shipyard.state import ShipyardState
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
    _employees(state, problems)
    _boards(state, problems)
    _row(state, problems)
    return problems
