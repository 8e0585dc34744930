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
from typing import Any, Final

from eurotable.games.shipyard import (
    canals,
    cruise,
    employees,
    flow,
    forecast,
    row,
    wheels,
    words,
    yard,
)
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
    GoodsTile,
    ShipTile,
)
from eurotable.games.shipyard.exchange import price as sale_price
from eurotable.games.shipyard.notation import (
    DISPLAY_TILES,
    NAMES,
    ROWS,
    SPACE_NAMES,
    SPACES_PER_CANAL,
    SWAP_STRIDE,
    SYAction,
    Verb,
    at_parts,
)
from eurotable.games.shipyard.state import Mode, Player, ShipyardState, Stage, Step
from eurotable.i18n import N_, Nn_, Plural, _, join_and, join_list, join_or, n_, np_, p_, tr


@dataclass(frozen=True, slots=True)
class Terms:
    """What an edition calls its things (English; ``words`` and the sentences translate)."""

    action: str
    goods_tile: str
    drive_mount: str


TERMS: Final[dict[str, Terms]] = {
    "second": Terms(
        action=N_("action tile"), goods_tile=N_("goods tile"), drive_mount=N_("stoker cabin")
    ),
    "first": Terms(
        action=N_("action card"),
        goods_tile=N_("freight train"),
        drive_mount=N_("propeller place"),
    ),
}
ACTION_NAMES: Final[dict[str, str]] = words.ACTION_NAMES
"""The action tiles under their rulebook names (Stavba lodí, Pronájem kanálu, …)."""
assert set(ACTION_NAMES) == set(ACTIONS)


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """``1 guilder``, ``2 guilders`` (English only: for texts that are never translated)."""
    return f"{count} {noun if count == 1 else nouns or noun + 's'}"


def article(noun: str) -> str:
    """``a sail``, ``an iron`` (English only)."""
    return f"{'an' if noun[:1] in 'aeiou' else 'a'} {noun}"


def listing(parts: Sequence[str], last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c`` (or ``a, b or c``) in the current language."""
    return join_or(parts) if last == "or" else join_and(parts)


def guilders(cost: int) -> str:
    """A price: ``free``, ``1 guilder``, ``3 guilders``."""
    # TRANSLATORS: a price of nothing, after "for" as the other prices ("Ann buys the
    # bow tile B01 for free"; in Czech after "za": "za 0 guldenů").
    return _("free") if cost == 0 else n_("{n} guilder", "{n} guilders", cost)


# -- components ---------------------------------------------------------------------------

_FEATURES: Final = (
    Nn_("{n} cabin", "{n} cabins"),
    Nn_("{n} stoker cabin", "{n} stoker cabins"),
    Nn_("{n} propeller place", "{n} propeller places"),
    Nn_("{n} sail or chimney mount", "{n} sail or chimney mounts"),
    Nn_("{n} cannon mount", "{n} cannon mounts"),
    Nn_("{n} crane mount", "{n} crane mounts"),
    Nn_("{n} lifebuoy", "{n} lifebuoys"),
    Nn_("{n} lifeboat", "{n} lifeboats"),
    Nn_("{n} lantern", "{n} lanterns"),
)
"""What a ship tile can hold (the drive mount in either edition's name)."""


_EITHER_DRIVE: Final = Nn_("{n} drive mount", "{n} drive mounts")
"""The stern's mount for the drive where the edition is not known (the log: both editions
print the same ship tiles, one calling the mount a stoker cabin, the other a propeller
place)."""


def ship_text(ed: Edition, tile: ShipTile) -> str:
    """What a ship tile holds: ``1 cabin, 1 cannon mount and 1 lifebuoy``."""
    return _ship_features(tile, _FEATURES[1] if ed.name == "second" else _FEATURES[2])


def ship_look(ed: Edition | None, tile: ShipTile, stand_in: bool) -> str:
    """A ship tile as the board draws it, by kind and what is printed on it: ``stern tile
    (1 cabin and 1 stoker cabin)`` (the drive mount named for both editions when ``ed``
    is None), or ``stand-in stern tile``."""
    kind = KINDS[tile.kind]
    if stand_in:
        return words.ship_tile(kind, None)
    if ed is None:
        return words.ship_tile(kind, _ship_features(tile, _EITHER_DRIVE))
    return words.ship_tile(kind, ship_text(ed, tile))


def _ship_features(tile: ShipTile, drive: Plural) -> str:
    counted = (
        (tile.cabins, _FEATURES[0]),
        (tile.drive_mounts, drive),
        (tile.black_mounts, _FEATURES[3]),
        (tile.cannon_mounts, _FEATURES[4]),
        (tile.crane_mounts, _FEATURES[5]),
        (tile.lifebuoys, _FEATURES[6]),
        (tile.lifeboats, _FEATURES[7]),
        (tile.lanterns, _FEATURES[8]),
    )
    return listing([np_(forms, n) for n, forms in counted if n]) or _("no features")


def canal_text(canal: CanalTile) -> str:
    """A canal tile's spaces and officials: ``4 spaces, a military and a trade official``."""
    icons = [words.official(ICONS[i])["a_official"] for i in canal.icons if i]
    spaces = len(canal.names)
    if not icons:
        return n_("{n} space, no officials", "{n} spaces, no officials", spaces)
    return n_("{n} space, {officials}", "{n} spaces, {officials}", spaces, officials=listing(icons))


def canal_look(canal: CanalTile) -> str:
    """A canal as the board draws it: the shape of its channels and the officials on its
    spaces, ``T-shaped canal (a military and a trade official)``."""
    sides = sorted(side for side in canal.space_edge[0] if side >= 0)
    icons = [words.official(ICONS[i])["a_official"] for i in canal.icons if i]
    officials = listing(icons) if icons else _("no officials")
    if len(sides) == 2 and sides[1] - sides[0] == 2:
        # TRANSLATORS: a canal tile by the shape of its channels and the officials on it
        # ("Ann rents the straight canal (a lantern official and a Blue Riband)"): straight,
        # bent (a corner), T-shaped (three ends) or cross-shaped (four ends).
        return _("straight canal ({officials})", officials=officials)
    if len(sides) == 2:
        return _("bent canal ({officials})", officials=officials)
    if len(sides) == 3:
        return _("T-shaped canal ({officials})", officials=officials)
    return _("cross-shaped canal ({officials})", officials=officials)


def goods_text(ed: Edition, goods: Sequence[int]) -> str:
    return listing([words.good(ed.goods[g]) for g in goods])


def goods_look(ed: Edition, tile: GoodsTile) -> str:
    """A goods tile (a freight train) by its goods: ``goods tile (coal, cloth and wheat)``."""
    goods = goods_text(ed, tile.goods)
    if ed.name == "first":
        # TRANSLATORS: a freight train (1st edition) by the goods on its wagons.
        return _("freight train ({goods})", goods=goods)
    # TRANSLATORS: a goods tile by the goods drawn on it.
    return _("goods tile ({goods})", goods=goods)


def employee_text(ed: Edition, employee: Employee) -> str:
    """What an employee does (appendix Zaměstnanci)."""
    pieces = ed.pieces
    parts = []
    if employee.recruit >= 0:
        parts.append(
            _(
                "one more {piece} from the crew wheel",
                piece=words.piece(pieces[employee.recruit]),
                a_piece=words.a_piece(pieces[employee.recruit]),
            )
        )
    if employee.manufacture >= 0:
        parts.append(
            _(
                "one more {piece} from the equipment wheel",
                piece=words.piece(pieces[employee.manufacture]),
                a_piece=words.a_piece(pieces[employee.manufacture]),
            )
        )
    if employee.trade >= 0:
        parts.append(
            _("1 guilder more for each {good} sold", good=words.good(ed.goods[employee.trade]))
        )
    if employee.carry == CARRY_CREW:
        parts.append(
            n_(
                "each ship carries {n} more crew",
                "each ship carries {n} more crew",
                employee.carry_count,
            )
        )
    elif employee.carry >= 0:
        more = words.more(pieces[employee.carry], employee.carry_count)
        parts.append(_("each ship carries {more}", more=more))
    if employee.wheel_free:
        parts.append(
            n_(
                "{n} more free step on the crew and equipment wheels",
                "{n} more free steps on the crew and equipment wheels",
                employee.wheel_free,
            )
        )
    if employee.employee_free:
        parts.append(
            n_(
                "{n} more free step on the employee wheel",
                "{n} more free steps on the employee wheel",
                employee.employee_free,
            )
        )
    if employee.speed:
        parts.append(_("{n} more speed for each ship", n=employee.speed))
    if employee.speed_per_sail_pair:
        parts.append(
            _("{n} more speed per pair of sails on a ship", n=employee.speed_per_sail_pair)
        )
    if employee.requires >= 0:
        parts.append(
            _("needs {employee}", employee=employee_look(ed, ed.employees[employee.requires]))
        )
    if employee.vp:
        parts.append(n_("{n} VP at the end", "{n} VP at the end", employee.vp))
    return _("; ").join(parts)


def employee_look(ed: Edition, employee: Employee) -> str:
    """An employee as its card shows it: its kind, with the piece or good it draws and its
    mark where others of its kind look different: ``recruiter (captain)``, ``trader (coal
    II)``, ``builder (sail +2)``, ``helmsman``."""
    kind = words.employee_kind(employee.kind)
    if sum(other.kind == employee.kind for other in ed.employees) == 1:
        return kind
    if employee.recruit >= 0:
        shows = words.piece(ed.pieces[employee.recruit])
    elif employee.manufacture >= 0:
        shows = words.piece(ed.pieces[employee.manufacture])
    elif employee.trade >= 0:
        mark = words.ltr("II" if employee.level == 2 else "I")
        shows = _("{item} {mark}", item=words.good(ed.goods[employee.trade]), mark=mark)
    elif employee.carry >= 0:
        item = p_("employee card", "crew") if employee.carry == CARRY_CREW else None
        shows = _(
            "{item} {mark}",
            item=item or words.piece(ed.pieces[employee.carry]),
            mark=words.ltr(f"+{employee.carry_count}"),
        )
    else:
        return kind
    # TRANSLATORS: an employee by kind and what its card shows ("the recruiter (captain)",
    # "the trader (coal II)"); {mark} is the card's level or number (II, +2).
    return _("{kind} ({shows})", kind=kind, shows=shows)


def _unit(rule: dict[str, Any]) -> tuple[str, str]:
    """What a contract counts, one (as it follows "per") and many (as a heading):
    ``(ship of 5 tiles, ships of 5 tiles)``."""
    kind = rule["measure"]
    if kind == "employees":
        return _("employee"), _("employees")
    if kind == "employee-kinds":
        return _("kind of employee (colour and level)"), _("kinds of employees")
    if kind == "total-tiles":
        return _("ship tile in your fleet"), _("ship tiles in your fleet")
    if kind == "ships":
        return _("ship in your fleet"), _("ships in your fleet")
    if kind == "used-canals":
        return _("canal you used"), _("canals you used")
    if kind == "officer":
        return (
            _("officer (a captain after the first) on your fleet"),
            _("officers (captains after the first) on your fleet"),
        )
    if kind == "ships-with":
        items = listing([words.a_piece(i) for i in rule["items"]])
        return _("ship carrying {items}", items=items), _("ships carrying {items}", items=items)
    if kind == "employees-of-colour":
        colours = listing([words.employee_colour(c) for c in rule["colours"]], "or")
        return (
            _("{colours} employee", colours=colours),
            _("{colours} employees", colours=colours),
        )
    if kind == "ship-sizes":
        sizes = listing([str(size) for size in rule["sizes"]])
        return (
            _("ship size among {sizes} tiles", sizes=sizes),
            _("ship sizes among {sizes} tiles", sizes=sizes),
        )
    if kind == "ships-of-length":
        return (
            _("ship of {length} tiles", length=rule["length"]),
            _("ships of {length} tiles", length=rule["length"]),
        )
    if kind == "ships-at-least":
        return (
            _("ship of {length} or more tiles", length=rule["length"]),
            _("ships of {length} or more tiles", length=rule["length"]),
        )
    if kind == "pairs-on-ship":
        a, b = rule["items"]
        if a == b:
            forms = {"pieces": words.pieces(a), "piece": words.piece(a)}
            return (
                _("pair of {pieces} on one ship", **forms),
                _("pairs of {pieces} on one ship", **forms),
            )
        pair = {
            "a": words.a_piece(a),
            "b": words.a_piece(b),
            "first": words.piece(a),
            "second": words.piece(b),
        }
        return (
            _("pair of {a} and {b} on one ship", **pair),
            _("pairs of {a} and {b} on one ship", **pair),
        )
    if kind == "variety":
        items = listing([words.piece(i) for i in rule["items"]])
        return (
            _("kind of piece among {items}", items=items),
            _("kinds of pieces among {items} on your fleet", items=items),
        )
    noun = kind[:-1] if kind in ("lifebuoys", "lanterns", "lifeboats") else kind
    forms = {"piece": words.piece(noun), "pieces": words.pieces(noun)}
    return _("{piece} on your fleet", **forms), _("{pieces} on your fleet", **forms)


def contract_text(rule: dict[str, Any]) -> str:
    """A contract's scoring: ``3 VP per pair of sails on one ship``."""
    if rule["measure"] == "employee-pairs":
        groups = [
            _(
                "{vp} VP per pair of {colours} employees",
                vp=vp,
                colours=listing([words.employee_colour(c) for c in colours], "or"),
            )
            for colours, vp in rule["groups"]
        ]
        return _("; ").join(groups)
    one, many = _unit(rule)
    if "per" in rule:
        return _("{vp} VP per {one}", vp=rule["per"], one=one)
    if "thresholds" in rule:
        steps = join_list(
            [_("{vp} VP for {least}", vp=vp, least=least) for least, vp in rule["thresholds"]]
        )
        return _("{many}: {steps}", many=many, steps=steps)
    table = rule["table"]
    if rule.get("beyond") and not any(table):
        # A table of noughts: the first ones score nothing, each further one the same.
        return n_(
            "{vp} VP per {one} after the first",
            "{vp} VP per {one} after the first {n}",
            len(table) - 1,
            vp=rule["beyond"],
            one=one,
        )
    counts = "/".join(str(n) for n in range(len(table)))
    points = "/".join(str(vp) for vp in table)
    if rule.get("beyond"):
        return _(
            "{many}: {points} VP for {counts}, {beyond} VP more for each further one",
            many=many,
            points=points,
            counts=counts,
            beyond=rule["beyond"],
        )
    return _("{many}: {points} VP for {counts}", many=many, points=points, counts=counts)


# -- places on the player's board -----------------------------------------------------------


def _space_text(ed: Edition, player: Player, canal: int, space: int) -> str:
    """A canal space of the player's system: ``the north space of the T-shaped canal (a
    military and a trade official): a military official``, with sides as the tile lies."""
    tile = ed.canals[canal]
    look = _laid_canal(ed, player, canal)
    edges = tile.space_edge[player.canal_rot[player.canal_ids.index(canal)]]
    if edges[space] >= 0:
        where = _("the {side} space of the {canal}", side=words.direction(edges[space]), canal=look)
    else:
        ends = [edges[o] for o in tile.links[space] if edges[o] >= 0]
        if len(ends) != 1:
            where = _("the centre of the {canal}", canal=look)
        else:
            where = _(
                "the inner space next to the {side} of the {canal}",
                side=words.direction(ends[0]),
                canal=look,
            )
    icon = tile.icons[space]
    if not icon:
        return where
    # TRANSLATORS: a canal space and the official on it ("the north space of the straight
    # canal (a military and a trade official): a military official").
    return _("{place}: {official}", place=where, official=words.official(ICONS[icon])["a_official"])


def _laid_canal(ed: Edition, player: Player, canal: int) -> str:
    """A canal of the player's system by its look, and by when it was laid if another
    canal of the system looks the same."""
    look = canal_look(ed.canals[canal])
    if sum(canal_look(ed.canals[other]) == look for other in player.canal_ids) == 1:
        return look
    order = player.canal_ids.index(canal)
    # TRANSLATORS: a canal of the player's system and when it was laid, for two canals
    # that look the same ("the bent canal (…), the second you laid").
    return _(
        "{canal}, the {ordinal} you laid",
        canal=look,
        ordinal=words.ordinal(order),
        number=order + 1,
    )


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
            name = _laid_canal(state.ed, player, player.canal_ids[neighbour])
            return _("{side} of the {canal}", side=words.direction((d + 2) % 4), canal=name)
    return _("as your first canal")


# -- the prompt ---------------------------------------------------------------------------


def _build_prompt(state: ShipyardState) -> str:
    if state.mode is Mode.COMPLETION:
        return _("Finish a ship with one last tile, or pass")
    return _("Buy another ship tile, or stop") if state.bought else _("Buy a ship tile")


def _discard_prompt(state: ShipyardState) -> str:
    colour = 0 if state.discard_need[0] else 1
    count = state.discard_need[colour]
    name = state.ed.colours[colour]
    if count == 1:
        return _("Discard {a_contract}", **words.contract_colour(name))
    return _("Discard {contracts}", contracts=words.contracts_counted(name, count))


def _first(state: ShipyardState) -> bool:
    """Whether the game is the 1st edition (action cards and freight trains)."""
    return state.ed.name == "first"


_PROMPTS: Final[dict[Step, Callable[[ShipyardState], str]]] = {
    Step.CHOOSE: lambda state: (
        _("Choose an action card") if _first(state) else _("Choose an action tile")
    ),
    Step.BONUS: lambda state: (
        _(
            "Buy a bonus action for {cost} now or after your main action, or take none",
            cost=guilders(state.ed.bonus_cost),
        )
        if state.stage is Stage.BEFORE
        else _("Buy a bonus action for {cost}, or pass", cost=guilders(state.ed.bonus_cost))
    ),
    Step.BUILD_TILE: _build_prompt,
    Step.BUILD_SLOT: lambda state: _(
        "Choose the slot for the {tile}", tile=_tile_name(state.ed, state.picked)
    ),
    Step.CANAL_PICK: lambda state: _("Choose the canal to rent"),
    Step.CANAL_PLACE: lambda state: _(
        "Choose where to lay the {canal}", canal=canal_look(state.ed.canals[state.canal_pick])
    ),
    Step.GOODS: lambda state: (
        _("Choose the freight train to buy") if _first(state) else _("Choose the goods tile to buy")
    ),
    Step.EQUIPMENT: lambda state: _("Choose the equipment to manufacture"),
    Step.CREW: lambda state: _("Choose the crew to recruit"),
    Step.EMPLOYEE: lambda state: _("Choose the employee to hire"),
    Step.TRADE_TILE: lambda state: (
        _("Choose the freight train to exchange")
        if _first(state)
        else _("Choose the goods tile to exchange")
    ),
    Step.TRADE_GOOD: lambda state: _(
        "Sell or swap the {good}",
        good=words.good(state.ed.goods[state.trade_goods[len(state.trade_choices)]]),
    ),
    Step.LAUNCH: lambda state: _("Choose the ship that sails next"),
    Step.OUTFIT: lambda state: _("Put crew and equipment on the ship, or declare it ready"),
    Step.BOOST: lambda state: _("Choose the extra speed from your helmsman and rigger"),
    Step.START: lambda state: _("Choose where the ship token enters the canals"),
    Step.SAIL: lambda state: _("Choose the next canal space"),
    Step.DISCARD: _discard_prompt,
    Step.FINAL: lambda state: _("Choose your final action"),
    Step.TOKEN: lambda state: _("Choose the end of your first canal for the ship token"),
    Step.OVER: lambda state: "",
}


def prompt(state: ShipyardState, names: Sequence[str]) -> str:
    """What the seat to move must decide (public: the same text for every viewer)."""
    return _PROMPTS[state.step](state)


# -- the actions --------------------------------------------------------------------------


def _tile_name(ed: Edition, tile: int) -> str:
    """``bow tile (1 cabin)``, or ``stand-in bow tile`` for a featureless stand-in."""
    return ship_look(ed, ed.ships[tile], tile >= ed.real_ships)


def _action(state: ShipyardState, arg: int) -> str:
    name = words.action_name(ACTIONS[arg])
    if state.step is Step.FINAL:
        return _("Carry out {action} as your final action", action=name)
    seat = state.actor
    income = row.income(state, state.row.index(arg))
    doable = flow.performable(state, seat, arg, state.seats[seat].guilders + income)
    if _first(state):
        if income:
            text = n_(
                "Choose the {action} action card and earn {n} guilder",
                "Choose the {action} action card and earn {n} guilders",
                income,
                action=name,
            )
        else:
            text = _("Choose the {action} action card and earn nothing", action=name)
    elif income:
        text = n_(
            "Choose the {action} action tile and earn {n} guilder",
            "Choose the {action} action tile and earn {n} guilders",
            income,
            action=name,
        )
    else:
        text = _("Choose the {action} action tile and earn nothing", action=name)
    if doable:
        return text
    return _("{choice}, though you cannot carry it out", choice=text)


def _bonus(state: ShipyardState, arg: int) -> str:
    name = words.action_name(ACTIONS[arg])
    cost = guilders(state.ed.bonus_cost)
    if state.stage is Stage.BEFORE:
        return _(
            "Pay {cost} to carry out {action} as a bonus action before your main action",
            cost=cost,
            action=name,
        )
    return _(
        "Pay {cost} to carry out {action} as a bonus action after your main action",
        cost=cost,
        action=name,
    )


def _pass(state: ShipyardState, arg: int) -> str:
    if state.step is Step.BONUS:
        if state.stage is Stage.BEFORE:
            return _("Take no bonus action this turn")
        return _("Take no bonus action after your main action")
    if state.mode is Mode.COMPLETION:
        return _("Finish no ship")
    return _("Buy no more ship tiles")


def _later(state: ShipyardState, arg: int) -> str:
    return _("Carry out your main action first, and choose a bonus action after it")


def _tile(state: ShipyardState, arg: int) -> str:
    ed = state.ed
    if arg >= DISPLAY_TILES:
        stand_ins = {
            "bow": N_("Take a featureless stand-in bow tile for free"),
            "middle": N_("Take a featureless stand-in middle tile for free"),
            "stern": N_("Take a featureless stand-in stern tile for free"),
        }
        return tr(stand_ins[KINDS[arg - DISPLAY_TILES]])
    tile = state.ship_display[arg]
    column, row = divmod(arg, ROWS)
    params = {
        "tile": words.ship_kind(KINDS[ed.ships[tile].kind]),
        "features": ship_text(ed, ed.ships[tile]),
        "row": row + 1,
        "cost": guilders(tile_price(state, arg)),
    }
    # The display's place: its row (the board's "Row 1" at the bottom), and which of the
    # two middle columns, as two tiles alike may lie in one row.
    if column == 1:
        return _("Buy the {tile} ({features}) in row {row}, left column, for {cost}", **params)
    if column == 2:
        return _("Buy the {tile} ({features}) in row {row}, right column, for {cost}", **params)
    return _("Buy the {tile} ({features}) in row {row} for {cost}", **params)


def _slot(state: ShipyardState, arg: int) -> str:
    return _(
        "Put the {tile} in the {ordinal} slot of your shipyard from the left",
        tile=_tile_name(state.ed, state.picked),
        ordinal=words.ordinal(arg),
        number=arg + 1,
    )


def _canal(state: ShipyardState, arg: int) -> str:
    canal = state.ed.canals[state.canal_display[arg]]
    # TRANSLATORS: {ordinal} (or {number}) is the canal's place in the display from the
    # left, as two canals alike may lie there.
    return _(
        "Rent the {canal}, {ordinal} in the display, for {cost}",
        canal=canal_look(canal),
        ordinal=words.ordinal(arg),
        number=arg + 1,
        cost=guilders(state.ed.canal_prices[arg]),
    )


def _at(state: ShipyardState, arg: int) -> str:
    x, y, rotation = at_parts(arg)
    canal = state.ed.canals[state.canal_pick]
    ends = sorted(side for side in canal.space_edge[rotation] if side >= 0)
    return _(
        "Lay the {canal} {where}, {turn}, open to the {sides}",
        canal=canal_look(canal),
        where=_square_text(state, x, y),
        turn=words.turn(rotation),
        sides=listing([words.direction(side) for side in ends]),
    )


def _goods(state: ShipyardState, arg: int) -> str:
    ed = state.ed
    tile = ed.goods_tiles[state.goods_display[arg]]
    params = {
        "goods": goods_text(ed, tile.goods),
        "ordinal": words.ordinal(arg),
        "number": arg + 1,
        "cost": guilders(ed.goods_prices[arg]),
    }
    # TRANSLATORS: {ordinal} (or {number}) is the tile's place in the display from the
    # left, as two tiles alike may lie there.
    if _first(state):
        return _("Buy the freight train ({goods}), {ordinal} in the display, for {cost}", **params)
    return _("Buy the goods tile ({goods}), {ordinal} in the display, for {cost}", **params)


def _wheel(state: ShipyardState, arg: int, crew: bool) -> str:
    seat = state.actor
    ed = state.ed
    piece = NAMES[ed.name].slot[arg]
    steps = wheels.steps_to(state, crew, piece)
    cost = wheels.step_cost(steps, wheels.free_steps(state, seat))
    params = {
        "a_piece": words.a_piece(ed.pieces[piece]),
        "piece": words.piece(ed.pieces[piece]),
        "cost": guilders(cost),
    }
    if crew:
        text = n_(
            "Take {a_piece} from the crew wheel for {cost} (the marker moves {n} sector)",
            "Take {a_piece} from the crew wheel for {cost} (the marker moves {n} sectors)",
            steps,
            **params,
        )
    else:
        text = n_(
            "Take {a_piece} from the equipment wheel for {cost} (the marker moves {n} sector)",
            "Take {a_piece} from the equipment wheel for {cost} (the marker moves {n} sectors)",
            steps,
            **params,
        )
    extra = [words.a_piece(ed.pieces[p]) for p in wheels.extras(state, seat, crew)]
    if not extra:
        return text
    if crew:
        return _("{take}, and {pieces} from your recruiters", take=text, pieces=listing(extra))
    return _("{take}, and {pieces} from your engineers", take=text, pieces=listing(extra))


def _hire(state: ShipyardState, arg: int) -> str:
    ed = state.ed
    employee = ed.employees[NAMES[ed.name].employee.index(arg)]
    _kind, _group, cost = employees.hire_cost(state, state.actor, employee.index)
    return _(
        "Hire the {employee} for {cost}: {effect}",
        employee=employee_look(ed, employee),
        cost=guilders(cost),
        effect=employee_text(ed, employee),
    )


def _trade(state: ShipyardState, arg: int) -> str:
    ed = state.ed
    index = NAMES[ed.name].goods_tile.index(arg)
    place = state.seats[state.actor].goods.index(index)
    params = {
        "goods": goods_text(ed, ed.goods_tiles[index].goods),
        "ordinal": words.ordinal(place),
        "number": place + 1,
    }
    # TRANSLATORS: {ordinal} (or {number}) is the tile's place among the player's own goods
    # tiles from the left, as two tiles alike may be there.
    if _first(state):
        return _("Exchange your {ordinal} freight train ({goods})", **params)
    return _("Exchange your {ordinal} goods tile ({goods})", **params)


def _sell(state: ShipyardState, arg: int) -> str:
    good = NAMES[state.ed.name].good[arg]
    earned = sale_price(state, state.actor, good)
    return _(
        "Sell the {good} for {cost}",
        good=words.good(state.ed.goods[good]),
        cost=guilders(earned),
    )


def _swap(state: ShipyardState, arg: int) -> str:
    names = NAMES[state.ed.name]
    good, piece = divmod(arg, SWAP_STRIDE)
    return _(
        "Swap the {good} for {a_piece}",
        good=words.good(state.ed.goods[names.good[good]]),
        a_piece=words.a_piece(state.ed.pieces[names.slot[piece]]),
        piece=words.piece(state.ed.pieces[names.slot[piece]]),
    )


def _launch(state: ShipyardState, arg: int) -> str:
    board = state.seats[state.actor].yard
    end = next(e for s, e in yard.finished(state.ed, board) if s == arg)
    return n_(
        "Send the ship of {n} tile in slots {first} to {last} on its shakedown cruise next",
        "Send the ship of {n} tiles in slots {first} to {last} on its shakedown cruise next",
        end - arg + 1,
        first=arg + 1,
        last=end + 1,
    )


def _add(state: ShipyardState, arg: int) -> str:
    piece = state.ed.pieces[NAMES[state.ed.name].slot[arg]]
    return _(
        "Put {a_piece} from your stock on the ship",
        a_piece=words.a_piece(piece),
        piece=words.piece(piece),
    )


def _speed(state: ShipyardState) -> int:
    return cruise.base_speed(state.ed, state.ship_pieces)


def _ready(state: ShipyardState, arg: int) -> str:
    ed = state.ed
    if cruise.max_boost(ed, state.seats[state.actor].employees, state.ship_pieces):
        return _(
            "Declare the ship outfitted: it sails at speed {speed} before any extra speed",
            speed=_speed(state),
        )
    return _("Declare the ship outfitted: it sails at speed {speed}", speed=_speed(state))


def _boost(state: ShipyardState, arg: int) -> str:
    if arg == 0:
        return _("Add no extra speed, and sail at speed {speed}", speed=_speed(state))
    return _("Add {n} extra speed, and sail at speed {speed}", n=arg, speed=_speed(state) + arg)


def _start(state: ShipyardState, arg: int) -> str:
    if state.step is Step.TOKEN:
        return _("Put your ship token on {space}", space=_space_of(state, arg))
    return _("Enter the canals at {space}", space=_space_of(state, arg))


def _move(state: ShipyardState, arg: int) -> str:
    return _("Sail on to {space}", space=_space_of(state, arg))


def _discard(state: ShipyardState, arg: int) -> str:
    ed = state.ed
    contract = ed.contracts[NAMES[ed.name].contract.index(arg)]
    return _(
        "Discard the {contract} ({text})",
        text=contract_text(contract.rule),
        **words.contract_colour(ed.colours[contract.colour]),
    )


_DESCRIBE: Final[dict[Verb, Callable[[ShipyardState, int], str]]] = {
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
    Verb.LATER: _later,
}


def _failure_text(why: forecast.Failure, speed: int) -> str:
    if why is forecast.Failure.NO_CAPTAIN:
        return _("the ship will fail its cruise: it has no captain")
    return _(
        "the ship will fail its cruise: your canals are too short for speed {speed}", speed=speed
    )


def warning(state: ShipyardState, action: SYAction) -> str:
    """What the player should know before ``action``: a ship it makes fail, a canal whose
    channels meet none of the system's (``forecast``); empty when there is nothing."""
    if action.verb is Verb.AT:
        if forecast.connects(state, action):
            return ""
        return _("its channels do not join your canals: allowed, but no ship can sail across")
    if action.verb is Verb.SLOT:
        found = forecast.finishing(state, action)
        if found is None:
            return ""
        why, certain = found
        if why is forecast.Failure.NO_CAPTAIN:
            if certain:
                return _("the ship it finishes will fail its cruise this turn: you have no captain")
            return _(
                "the ship it finishes sails this turn and fails unless you get a captain first"
            )
        if certain:
            return _(
                "the ship it finishes will fail its cruise this turn: your canals are too short"
            )
        return _("the ship it finishes sails this turn and fails unless you lay canals first")
    failed = forecast.failure(state, action)
    return "" if failed is None else _failure_text(*failed)


def describe_action(state: ShipyardState, action: SYAction, names: Sequence[str]) -> str:
    """What ``action`` does for the seat deciding in ``state``, in one sentence, with its
    warning (``warning``) after it."""
    text = _DESCRIBE[action.verb](state, action.arg)
    caution = warning(state, action)
    # TRANSLATORS: an action's sentence and what it will lead to: "Declare the ship
    # outfitted: it sails at speed 3 (warning: the ship will fail its cruise: …)".
    return _("{action} (warning: {warning})", action=text, warning=caution) if caution else text
