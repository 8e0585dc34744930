"""Shipyard in words for the player: the pending decision, and what each action does.

Both editions: the 2nd edition's action tiles and goods tiles are the 1st edition's action
cards and freight trains (``TERMS``). The prompt names public facts only (every viewer
reads it); an action's sentence is for the seat that decides and may name its own
contracts. What ship tiles, canals, employees and contracts are is told from the edition's
data file, so a corrected value is told rightly too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from eurotable.games.shipyard import canals, cruise, employees, flow, row, wheels, yard
from eurotable.games.shipyard.building import price as tile_price
from eurotable.games.shipyard.data import (
    ACTIONS,
    CARRY_CREW,
    DX,
    DY,
    ICONS,
    KINDS,
    CanalTile,
    Edition,
    Employee,
    ShipTile,
)
from eurotable.games.shipyard.exchange import price as sale_price
from eurotable.games.shipyard.notation import (
    DISPLAY_TILES,
    NAMES,
    SPACE_NAMES,
    SPACES_PER_CANAL,
    SWAP_STRIDE,
    SYAction,
    Verb,
    at_parts,
)
from eurotable.games.shipyard.state import Mode, Player, ShipyardState, Stage, Step


@dataclass(frozen=True, slots=True)
class Terms:
    """What an edition calls its things."""

    action: str
    goods_tile: str
    drive_mount: str


TERMS: dict[str, Terms] = {
    "second": Terms(action="action tile", goods_tile="goods tile", drive_mount="stoker cabin"),
    "first": Terms(action="action card", goods_tile="freight train", drive_mount="propeller place"),
}
ACTION_NAMES: dict[str, str] = {
    "build": "Build ships",
    "canal": "Rent a canal",
    "goods": "Purchase goods",
    "equipment": "Manufacture equipment",
    "crew": "Recruit crew",
    "employee": "Hire an employee",
    "exchange": "Exchange goods",
    "subsidy": "Subsidy",
}
"""The action tiles under their rulebook names (Stavba lodí, Pronájem kanálu, …)."""
assert set(ACTION_NAMES) == set(ACTIONS)
DIRECTIONS = ("north", "east", "south", "west")
TURNS = (
    "as printed",
    "turned a quarter turn clockwise",
    "turned half a turn",
    "turned a quarter turn anticlockwise",
)
ICON_NAMES: tuple[str, ...] = (
    "",
    "military official",
    "trade official",
    "lantern official",
    "lifeboat official",
    "lifebuoy official",
    "Blue Riband",
)
assert len(ICON_NAMES) == len(ICONS)
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """``1 guilder``, ``2 guilders``."""
    return f"{count} {noun if count == 1 else nouns or noun + 's'}"


def article(noun: str) -> str:
    """``a sail``, ``an iron``."""
    return f"{'an' if noun[:1] in 'aeiou' else 'a'} {noun}"


def listing(parts: Sequence[str], last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c`` (or ``a, b or c``)."""
    if len(parts) < 2:
        return "".join(parts)
    return f"{', '.join(parts[:-1])} {last} {parts[-1]}"


def guilders(cost: int) -> str:
    """A price: ``free``, ``1 guilder``, ``3 guilders``."""
    return "free" if cost == 0 else plural(cost, "guilder")


# -- components ---------------------------------------------------------------------------


def ship_text(ed: Edition, tile: ShipTile) -> str:
    """What a ship tile holds: ``1 cabin, a cannon mount and a lifebuoy``."""
    counted = (
        (tile.cabins, "cabin"),
        (tile.drive_mounts, TERMS[ed.name].drive_mount),
        (tile.black_mounts, "sail or chimney mount"),
        (tile.cannon_mounts, "cannon mount"),
        (tile.crane_mounts, "crane mount"),
        (tile.lifebuoys, "lifebuoy"),
        (tile.lifeboats, "lifeboat"),
        (tile.lanterns, "lantern"),
    )
    return listing([plural(n, noun) for n, noun in counted if n]) or "no features"


def canal_text(canal: CanalTile) -> str:
    """A canal tile's spaces and officials: ``4 spaces, a military and a trade official``."""
    icons = [article(ICON_NAMES[i]) for i in canal.icons if i]
    return f"{plural(len(canal.names), 'space')}, {listing(icons) or 'no officials'}"


def goods_text(ed: Edition, goods: Sequence[int]) -> str:
    return listing([ed.goods[g] for g in goods])


def employee_text(ed: Edition, employee: Employee) -> str:
    """What an employee does (appendix Zaměstnanci)."""
    pieces = ed.pieces
    parts = []
    if employee.recruit >= 0:
        parts.append(f"one more {pieces[employee.recruit]} from the crew wheel")
    if employee.manufacture >= 0:
        parts.append(f"one more {pieces[employee.manufacture]} from the equipment wheel")
    if employee.trade >= 0:
        parts.append(f"1 guilder more for each {ed.goods[employee.trade]} sold")
    if employee.carry == CARRY_CREW:
        parts.append(f"each ship carries {employee.carry_count} more crew")
    elif employee.carry >= 0:
        more = plural(employee.carry_count, f"more {pieces[employee.carry]}")
        parts.append(f"each ship carries {more}")
    if employee.wheel_free:
        parts.append(f"{employee.wheel_free} more free steps on the crew and equipment wheels")
    if employee.employee_free:
        parts.append(f"{employee.employee_free} more free steps on the employee wheel")
    if employee.speed:
        parts.append(f"{employee.speed} more speed for each ship")
    if employee.speed_per_sail_pair:
        parts.append(f"{employee.speed_per_sail_pair} more speed per pair of sails on a ship")
    if employee.requires >= 0:
        parts.append(f"needs {ed.employees[employee.requires].id}")
    if employee.vp:
        parts.append(f"{employee.vp} VP at the end")
    return "; ".join(parts)


_UNITS: dict[str, tuple[str, str]] = {
    "employees": ("employee", "employees"),
    "employee-kinds": ("kind of employee (colour and level)", "kinds of employees"),
    "total-tiles": ("ship tile in your fleet", "ship tiles in your fleet"),
    "ships": ("ship in your fleet", "ships in your fleet"),
    "used-canals": ("canal you used", "canals you used"),
    "officer": (
        "officer (a captain after the first) on your fleet",
        "officers (captains after the first) on your fleet",
    ),
}
_PIECE_PLURALS = {"businessman": "businessmen"}


def _unit(rule: dict[str, Any]) -> tuple[str, str]:
    """What a contract counts, one and many: ``(ship of 5 tiles, ships of 5 tiles)``."""
    kind = rule["measure"]
    if kind in _UNITS:
        return _UNITS[kind]
    if kind == "ships-with":
        items = listing([article(i) for i in rule["items"]])
        return f"ship carrying {items}", f"ships carrying {items}"
    if kind == "employees-of-colour":
        colours = listing(rule["colours"], "or")
        return f"{colours} employee", f"{colours} employees"
    if kind == "ship-sizes":
        sizes = listing([str(size) for size in rule["sizes"]])
        return f"ship size among {sizes} tiles", f"ship sizes among {sizes} tiles"
    if kind in ("ships-of-length", "ships-at-least"):
        length = f"{rule['length']}{' or more' if kind == 'ships-at-least' else ''} tiles"
        return f"ship of {length}", f"ships of {length}"
    if kind == "pairs-on-ship":
        a, b = rule["items"]
        pair = f"{_PIECE_PLURALS.get(a, a + 's')}" if a == b else f"{article(a)} and {article(b)}"
        return f"pair of {pair} on one ship", f"pairs of {pair} on one ship"
    if kind == "variety":
        items = listing(rule["items"])
        return f"kind of piece among {items}", f"kinds of pieces among {items} on your fleet"
    noun = kind[:-1] if kind in ("lifebuoys", "lanterns", "lifeboats") else kind
    return f"{noun} on your fleet", f"{_PIECE_PLURALS.get(noun, noun + 's')} on your fleet"


def contract_text(rule: dict[str, Any]) -> str:
    """A contract's scoring: ``3 VP per pair of sails on one ship``."""
    if rule["measure"] == "employee-pairs":
        groups = [f"{vp} VP per pair of {listing(c, 'or')} employees" for c, vp in rule["groups"]]
        return "; ".join(groups)
    one, many = _unit(rule)
    if "per" in rule:
        return f"{rule['per']} VP per {one}"
    if "thresholds" in rule:
        return f"{many}: " + ", ".join(f"{vp} VP for {least}" for least, vp in rule["thresholds"])
    table = rule["table"]
    counts = "/".join(str(n) for n in range(len(table)))
    text = f"{many}: {'/'.join(str(vp) for vp in table)} VP for {counts}"
    if rule.get("beyond"):
        text += f", {rule['beyond']} VP more for each further one"
    return text


# -- places on the player's board -----------------------------------------------------------


def _space_text(ed: Edition, player: Player, canal: int, space: int) -> str:
    """A canal space of the player's system: ``the north space of canal C03 (a military
    official)``, with sides as the tile lies."""
    tile = ed.canals[canal]
    edges = tile.space_edge[player.canal_rot[player.canal_ids.index(canal)]]
    if edges[space] >= 0:
        where = f"{DIRECTIONS[edges[space]]} space"
    else:
        ends = [edges[o] for o in tile.links[space] if edges[o] >= 0]
        where = "centre" if len(ends) != 1 else f"inner space next to the {DIRECTIONS[ends[0]]}"
    icon = tile.icons[space]
    official = f" ({article(ICON_NAMES[icon])})" if icon else ""
    return f"the {where} of canal {tile.id}{official}"


def _space_of(state: ShipyardState, arg: int) -> str:
    shared, name = divmod(arg, SPACES_PER_CANAL)
    canal = NAMES[state.ed.name].canal.index(shared)
    space = state.ed.canals[canal].names.index(SPACE_NAMES[name])
    return _space_text(state.ed, state.seats[state.actor], canal, space)


def _square_text(state: ShipyardState, x: int, y: int) -> str:
    """Where a new canal goes: next to which tile of the system, on which side."""
    player = state.seats[state.actor]
    grid = canals.cells(player)
    for d in range(4):
        neighbour = grid.get((x + DX[d], y + DY[d]))
        if neighbour is not None:
            name = state.ed.canals[player.canal_ids[neighbour]].id
            return f"{DIRECTIONS[(d + 2) % 4]} of canal {name}"
    return "as your first canal"


# -- the prompt ---------------------------------------------------------------------------


def _build_prompt(state: ShipyardState) -> str:
    if state.mode is Mode.COMPLETION:
        return "Finish a ship with one last tile, or pass"
    return "Buy another ship tile, or stop" if state.bought else "Buy a ship tile"


def _discard_prompt(state: ShipyardState) -> str:
    colour = 0 if state.discard_need[0] else 1
    count = state.discard_need[colour]
    noun = f"{state.ed.colours[colour]} contract"
    return f"Discard {article(noun) if count == 1 else plural(count, noun)}"


_PROMPTS: dict[Step, Callable[[ShipyardState], str]] = {
    Step.CHOOSE: lambda state: f"Choose {article(TERMS[state.ed.name].action)}",
    Step.BONUS: lambda state: f"Buy a bonus action for {guilders(state.ed.bonus_cost)}, or pass",
    Step.BUILD_TILE: _build_prompt,
    Step.BUILD_SLOT: lambda state: f"Choose the slot for the {_tile_name(state.ed, state.picked)}",
    Step.CANAL_PICK: lambda state: "Choose the canal to rent",
    Step.CANAL_PLACE: lambda state: (
        f"Choose where to lay canal {state.ed.canals[state.canal_pick].id}"
    ),
    Step.GOODS: lambda state: f"Choose the {TERMS[state.ed.name].goods_tile} to buy",
    Step.EQUIPMENT: lambda state: "Choose the equipment to manufacture",
    Step.CREW: lambda state: "Choose the crew to recruit",
    Step.EMPLOYEE: lambda state: "Choose the employee to hire",
    Step.TRADE_TILE: lambda state: f"Choose the {TERMS[state.ed.name].goods_tile} to exchange",
    Step.TRADE_GOOD: lambda state: (
        f"Sell or swap the {state.ed.goods[state.trade_goods[len(state.trade_choices)]]}"
    ),
    Step.LAUNCH: lambda state: "Choose the ship that sails next",
    Step.OUTFIT: lambda state: "Put crew and equipment on the ship, or declare it ready",
    Step.BOOST: lambda state: "Choose the extra speed from your helmsman and rigger",
    Step.START: lambda state: "Choose where the ship token enters the canals",
    Step.SAIL: lambda state: "Choose the next canal space",
    Step.DISCARD: _discard_prompt,
    Step.FINAL: lambda state: "Choose your final action",
    Step.TOKEN: lambda state: "Choose the end of your first canal for the ship token",
    Step.OVER: lambda state: "",
}


def prompt(state: ShipyardState, names: Sequence[str]) -> str:
    """What the seat to move must decide (public: the same text for every viewer)."""
    return _PROMPTS[state.step](state)


# -- the actions --------------------------------------------------------------------------


def _tile_name(ed: Edition, tile: int) -> str:
    """``bow tile B07``, or ``stand-in bow tile`` for a featureless stand-in."""
    ship = ed.ships[tile]
    if tile >= ed.real_ships:
        return f"stand-in {KINDS[ship.kind]} tile"
    return f"{KINDS[ship.kind]} tile {ship.id}"


def _action(state: ShipyardState, arg: int) -> str:
    name = ACTION_NAMES[ACTIONS[arg]]
    if state.step is Step.FINAL:
        return f"Carry out {name} as your final action"
    seat = state.actor
    income = row.income(state, state.row.index(arg))
    earn = f"earn {plural(income, 'guilder')}" if income else "earn nothing"
    text = f"Choose the {name} {TERMS[state.ed.name].action} and {earn}"
    if not flow.performable(state, seat, arg, state.seats[seat].guilders + income):
        text += ", though you cannot carry it out"
    return text


def _bonus(state: ShipyardState, arg: int) -> str:
    when = "before" if state.stage is Stage.BEFORE else "after"
    return (
        f"Pay {guilders(state.ed.bonus_cost)} to carry out {ACTION_NAMES[ACTIONS[arg]]} "
        f"as a bonus action {when} your main action"
    )


def _pass(state: ShipyardState, arg: int) -> str:
    if state.step is Step.BONUS:
        when = "before" if state.stage is Stage.BEFORE else "after"
        return f"Take no bonus action {when} your main action"
    return "Finish no ship" if state.mode is Mode.COMPLETION else "Buy no more ship tiles"


def _tile(state: ShipyardState, arg: int) -> str:
    ed = state.ed
    if arg >= DISPLAY_TILES:
        return f"Take a featureless stand-in {KINDS[arg - DISPLAY_TILES]} tile for free"
    tile = state.ship_display[arg]
    price = guilders(tile_price(state, arg))
    return f"Buy the {_tile_name(ed, tile)} ({ship_text(ed, ed.ships[tile])}) for {price}"


def _slot(state: ShipyardState, arg: int) -> str:
    name = _tile_name(state.ed, state.picked)
    return f"Put the {name} in the {ORDINALS[arg]} slot of your shipyard from the left"


def _canal(state: ShipyardState, arg: int) -> str:
    canal = state.ed.canals[state.canal_display[arg]]
    price = guilders(state.ed.canal_prices[arg])
    return f"Rent canal {canal.id} ({canal_text(canal)}) for {price}"


def _at(state: ShipyardState, arg: int) -> str:
    x, y, rotation = at_parts(arg)
    canal = state.ed.canals[state.canal_pick]
    ends = sorted(side for side in canal.space_edge[rotation] if side >= 0)
    return (
        f"Lay canal {canal.id} {_square_text(state, x, y)}, {TURNS[rotation]}, "
        f"open to the {listing([DIRECTIONS[side] for side in ends])}"
    )


def _goods(state: ShipyardState, arg: int) -> str:
    ed = state.ed
    tile = ed.goods_tiles[state.goods_display[arg]]
    price = guilders(ed.goods_prices[arg])
    noun = TERMS[ed.name].goods_tile
    return f"Buy {noun} {tile.id} ({goods_text(ed, tile.goods)}) for {price}"


def _wheel(state: ShipyardState, arg: int, crew: bool) -> str:
    seat = state.actor
    ed = state.ed
    piece = NAMES[ed.name].slot[arg]
    steps = wheels.steps_to(state, crew, piece)
    cost = wheels.step_cost(steps, wheels.free_steps(state, seat))
    wheel = "crew" if crew else "equipment"
    text = (
        f"Take {article(ed.pieces[piece])} from the {wheel} wheel for {guilders(cost)} "
        f"(the marker moves {plural(steps, 'sector')})"
    )
    extra = [article(ed.pieces[p]) for p in wheels.extras(state, seat, crew)]
    if extra:
        text += f", and {listing(extra)} from your {'recruiters' if crew else 'engineers'}"
    return text


def _hire(state: ShipyardState, arg: int) -> str:
    ed = state.ed
    employee = ed.employees[NAMES[ed.name].employee.index(arg)]
    _, _, cost = employees.hire_cost(state, state.actor, employee.index)
    name = (
        employee.kind if employee.id.lower() == employee.kind else f"{employee.kind} {employee.id}"
    )
    return f"Hire the {name} for {guilders(cost)}: {employee_text(ed, employee)}"


def _trade(state: ShipyardState, arg: int) -> str:
    ed = state.ed
    tile = ed.goods_tiles[NAMES[ed.name].goods_tile.index(arg)]
    return f"Exchange {TERMS[ed.name].goods_tile} {tile.id} ({goods_text(ed, tile.goods)})"


def _sell(state: ShipyardState, arg: int) -> str:
    good = NAMES[state.ed.name].good[arg]
    earned = sale_price(state, state.actor, good)
    return f"Sell the {state.ed.goods[good]} for {guilders(earned)}"


def _swap(state: ShipyardState, arg: int) -> str:
    names = NAMES[state.ed.name]
    good, piece = divmod(arg, SWAP_STRIDE)
    return (
        f"Swap the {state.ed.goods[names.good[good]]} for "
        f"{article(state.ed.pieces[names.slot[piece]])}"
    )


def _launch(state: ShipyardState, arg: int) -> str:
    board = state.seats[state.actor].yard
    end = next(e for s, e in yard.finished(state.ed, board) if s == arg)
    return (
        f"Send the ship of {plural(end - arg + 1, 'tile')} in slots {arg + 1} to {end + 1} "
        "on its shakedown cruise next"
    )


def _add(state: ShipyardState, arg: int) -> str:
    piece = state.ed.pieces[NAMES[state.ed.name].slot[arg]]
    return f"Put {article(piece)} from your stock on the ship"


def _speed(state: ShipyardState) -> int:
    return cruise.base_speed(state.ed, state.ship_pieces)


def _ready(state: ShipyardState, arg: int) -> str:
    ed = state.ed
    extra = cruise.max_boost(ed, state.seats[state.actor].employees, state.ship_pieces)
    later = " before any extra speed" if extra else ""
    return f"Declare the ship outfitted: it sails at speed {_speed(state)}{later}"


def _boost(state: ShipyardState, arg: int) -> str:
    if arg == 0:
        return f"Add no extra speed, and sail at speed {_speed(state)}"
    return f"Add {arg} extra speed, and sail at speed {_speed(state) + arg}"


def _start(state: ShipyardState, arg: int) -> str:
    if state.step is Step.TOKEN:
        return f"Put your ship token on {_space_of(state, arg)}"
    return f"Enter the canals at {_space_of(state, arg)}"


def _move(state: ShipyardState, arg: int) -> str:
    return f"Sail on to {_space_of(state, arg)}"


def _discard(state: ShipyardState, arg: int) -> str:
    ed = state.ed
    contract = ed.contracts[NAMES[ed.name].contract.index(arg)]
    return f"Discard contract {contract.id} ({contract_text(contract.rule)})"


_DESCRIBE: dict[Verb, Callable[[ShipyardState, int], str]] = {
    Verb.ACTION: _action,
    Verb.BONUS: _bonus,
    Verb.PASS: _pass,
    Verb.TILE: _tile,
    Verb.SLOT: _slot,
    Verb.CANAL: _canal,
    Verb.AT: _at,
    Verb.GOODS: _goods,
    Verb.EQUIPMENT: lambda state, arg: _wheel(state, arg, False),
    Verb.CREW: lambda state, arg: _wheel(state, arg, True),
    Verb.HIRE: _hire,
    Verb.TRADE: _trade,
    Verb.SELL: _sell,
    Verb.SWAP: _swap,
    Verb.LAUNCH: _launch,
    Verb.ADD: _add,
    Verb.READY: _ready,
    Verb.BOOST: _boost,
    Verb.START: _start,
    Verb.MOVE: _move,
    Verb.DISCARD: _discard,
}


def describe_action(state: ShipyardState, action: SYAction, names: Sequence[str]) -> str:
    """What ``action`` does for the seat deciding in ``state``, in one sentence."""
    return _DESCRIBE[action.verb](state, action.arg)
