"""One log line per event, for either edition, in the current language.

Events carry the names and ids of what they concern (actions, pieces, goods, tiles,
employees, contracts), so a line needs nothing but the event and the players' names. A
line names a component as the board draws it (a canal by its channels and officials, a
goods tile by its goods, an employee by what its card shows, a ship tile by what is
printed on it), never by its id, which nothing on the board shows: the ids are looked up
in the editions' data (``_canal`` and the others say how the edition is told).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from eurotable.core.events import Event
from eurotable.games.shipyard import words
from eurotable.games.shipyard.data import EDITIONS, Edition, GoodsTile
from eurotable.games.shipyard.sentences import (
    canal_look,
    contract_text,
    employee_look,
    goods_look,
    goods_text,
    guilders,
    listing,
    ship_look,
)
from eurotable.i18n import N_, _, join_list, n_, sentence, tr

Line = Callable[[dict[str, Any], str], str]
"""A line from an event's data and the name of the player it concerns."""


def _score(d: dict[str, Any], who: str) -> str:
    parts = [
        _("{points} ({contract})", points=points, **words.contract_colour(colour))
        for colour, points in d["colours"].items()
    ]
    return _(
        "{who} scores {contracts} and {traders} (traders): {total} in all",
        who=who,
        contracts=join_list(parts),
        traders=d["traders"],
        total=d["total"],
    )


def _takes(d: dict[str, Any], who: str) -> str:
    cost = guilders(d["cost"])
    if d["extra"]:
        pieces = listing([words.a_piece(piece) for piece in [d["piece"], *d["extra"]]])
        return _("{who} takes {pieces} for {cost}", who=who, pieces=pieces, cost=cost)
    return _(
        "{who} takes {a_piece} for {cost}",
        who=who,
        a_piece=words.a_piece(d["piece"]),
        piece=words.piece(d["piece"]),
        cost=cost,
    )


def _choose(d: dict[str, Any], who: str) -> str:
    action = words.action_short(d["action"])
    if d["coins"]:
        return n_(
            "{who} chooses {action} and earns {income} (with {n} guilder on it)",
            "{who} chooses {action} and earns {income} (with {n} guilders on it)",
            d["coins"],
            who=who,
            action=action,
            income=n_("{n} guilder", "{n} guilders", d["income"]),
        )
    return n_(
        "{who} chooses {action} and earns {n} guilder",
        "{who} chooses {action} and earns {n} guilders",
        d["income"],
        who=who,
        action=action,
    )


def _exchange(position: int) -> str:
    """An exchange space by the prices the board prints on it, a good's row after another
    (``3/2/1``), isolated left to right. Both editions print the same prices
    (``test_log_names`` holds them alike)."""
    prices = EDITIONS["second"].exchange_prices[position]
    return words.ltr("/".join(str(price) for price in prices))


def _canal(canal_id: str) -> str:
    """A canal by its look. Both editions print the same canals (``test_log_names`` holds
    them alike), so the 2nd edition's table tells it."""
    ed = EDITIONS["second"]
    return canal_look(ed.canals[ed.canal_index(canal_id)])


def _goods_tile(tile_id: str) -> tuple[Edition, GoodsTile]:
    """A goods tile (a freight train) and its edition: each edition's tiles have ids of
    their own (``G01``, ``T01``), so the id tells the edition."""
    for ed in EDITIONS.values():
        for tile in ed.goods_tiles:
            if tile.id == tile_id:
                return ed, tile
    raise KeyError(tile_id)


def _buy_goods(d: dict[str, Any], who: str) -> str:
    ed, tile = _goods_tile(d["tile"])
    params = {"who": who, "goods": goods_text(ed, tile.goods), "cost": guilders(d["cost"])}
    if ed.name == "first":
        return _("{who} buys the freight train ({goods}) for {cost}", **params)
    return _("{who} buys the goods tile ({goods}) for {cost}", **params)


def _trade_tile(d: dict[str, Any], who: str) -> str:
    ed, tile = _goods_tile(d["tile"])
    goods = goods_text(ed, tile.goods)
    if ed.name == "first":
        return _("{who} exchanges the freight train ({goods})", who=who, goods=goods)
    return _("{who} exchanges the goods tile ({goods})", who=who, goods=goods)


def _employee(employee_id: str) -> str:
    """An employee by what its card shows: an id both editions have is an employee both
    draw alike (``test_log_names`` holds them alike)."""
    for ed in EDITIONS.values():
        for employee in ed.employees:
            if employee.id == employee_id:
                return employee_look(ed, employee)
    raise KeyError(employee_id)


def _ship(tile_id: str) -> str:
    """A ship tile by kind and what is printed on it. Both editions print the same tiles,
    naming the stern's drive mount differently, and an event does not tell the edition:
    the line names that mount for both (``sentences.ship_look``)."""
    ed = EDITIONS["second"]
    tile = ed.ships[ed.ship_index(tile_id)]
    return ship_look(None, tile, tile.deck < 0)


def _canal_used(d: dict[str, Any], who: str) -> str:
    if d["discarded"]:
        return _(
            "{who} uses the {canal}; cut off: {cut}",
            who=who,
            canal=_canal(d["canal"]),
            cut=listing([_canal(canal) for canal in d["discarded"]]),
        )
    return _("{who} uses the {canal}", who=who, canal=_canal(d["canal"]))


def _flip(d: dict[str, Any], who: str) -> str:
    return _(
        "the solo tile shows {face}; the number is {number}",
        face=words.action_short(d["action"]),
        number=d["number"],
    )


def _countdown_marker(d: dict[str, Any], who: str) -> str:
    if d["left"] == 0:
        return _("the countdown marker moves down to {n} (the red space)", n=d["left"])
    return _("the countdown marker moves down to {n}", n=d["left"])


def _failed(d: dict[str, Any], who: str) -> str:
    reasons = {"no captain": N_("no captain"), "canals too short": N_("canals too short")}
    reason = tr(reasons[d["reason"]]) if d["reason"] in reasons else d["reason"]
    return _("{who}'s ship fails its cruise ({reason}) and is removed", who=who, reason=reason)


def _removes(d: dict[str, Any], who: str) -> str:
    if d["display"] == "goods":
        tiles = listing([goods_look(*_goods_tile(tile)) for tile in d["tiles"]])
        if not tiles:
            return _("an automaton removes nothing from the goods display")
        return _("an automaton removes {tiles} from the goods display", tiles=tiles)
    if d["display"] == "canals":
        tiles = listing([_canal(canal) for canal in d["tiles"]])
        if not tiles:
            return _("an automaton removes nothing from the canals display")
        return _("an automaton removes {tiles} from the canals display", tiles=tiles)
    tiles = listing([_ship(tile) for tile in d["tiles"]])
    if not tiles:
        return _("an automaton removes nothing from the ships display")
    return _("an automaton removes {tiles} from the ships display", tiles=tiles)


def _solo_result(d: dict[str, Any], who: str) -> str:
    if not d["rating"]:
        return _("solo result: {points} VP (below the table)", points=d["points"])
    return _(
        "solo result: {points} VP ({rating})",
        points=d["points"],
        rating=words.solo_result(d["rating"]),
    )


def _ship_tile(d: dict[str, Any]) -> str:
    """The ship tile of an event: ``middle tile (1 cabin and 1 lifebuoy)``."""
    return _ship(d["tile"])


def _contract(colour: str, rule: dict[str, Any]) -> str:
    """A contract of a hand: ``a red contract (3 VP per pair of sails on one ship)``."""
    return _("{a_contract} ({text})", text=contract_text(rule), **words.contract_colour(colour))


def _end_near(d: dict[str, Any], who: str) -> str:
    if d["reason"] == "countdown":
        return _("the end of the game is near (countdown)")
    return _("the end of the game is near (ship tiles)")


_LINES: Final[dict[str, Line]] = {
    "game-over": lambda d, who: _("the game is over"),
    "final-actions": lambda d, who: _("the regular turns are over: everybody takes a final action"),
    "solo-reshuffled": lambda d, who: _("the solo tiles are shuffled again"),
    "wheel-drop": lambda d, who: _("the turn wheel's cube drops into the hole"),
    "lap": lambda d, who: _("the leading action card reaches the start point"),
    "countdown": lambda d, who: _("a countdown cube is removed ({n} left)", n=d["left"]),
    "countdown-marker": _countdown_marker,
    "cards-pushed": lambda d, who: _(
        "the {actions} cards are pushed forward",
        actions=join_list([words.action_short(a) for a in d["actions"]]),
    ),
    "coin": lambda d, who: _(
        "a guilder is put on the {action} tile", action=words.action_short(d["action"])
    ),
    "choose": _choose,
    "perform": lambda d, who: _(
        "{who} carries out {action}", who=who, action=words.action_short(d["action"])
    ),
    "final-action": lambda d, who: _(
        "{who} chooses {action} as the final action",
        who=who,
        action=words.action_short(d["action"]),
    ),
    "action-impossible": lambda d, who: _(
        "{who} cannot carry out {action}", who=who, action=words.action_short(d["action"])
    ),
    "bonus": lambda d, who: n_(
        "{who} pays {n} guilder for a bonus {action} action",
        "{who} pays {n} guilders for a bonus {action} action",
        d["cost"],
        who=who,
        action=words.action_short(d["action"]),
    ),
    "subsidy": lambda d, who: n_(
        "{who} receives {n} guilder of subsidy",
        "{who} receives {n} guilders of subsidy",
        d["guilders"],
        who=who,
    ),
    "buy-tile": lambda d, who: _(
        "{who} buys the {tile} for {cost}", who=who, tile=_ship_tile(d), cost=guilders(d["cost"])
    ),
    "place-tile": lambda d, who: _(
        "{who} puts the {tile} in the {ordinal} slot of the shipyard",
        who=who,
        tile=_ship_tile(d),
        ordinal=words.ordinal(d["slot"]),
        number=d["slot"] + 1,
    ),
    "rent-canal": lambda d, who: _(
        "{who} rents the {canal} for {cost}",
        who=who,
        canal=_canal(d["canal"]),
        cost=guilders(d["cost"]),
    ),
    "place-canal": lambda d, who: _(
        "{who} lays the {canal}, {turn}",
        who=who,
        canal=_canal(d["canal"]),
        turn=words.turn(d["rotation"]),
    ),
    "token-placed": lambda d, who: _(
        "{who}'s ship token goes on the {canal}", who=who, canal=_canal(d["canal"])
    ),
    "buy-goods": _buy_goods,
    "recruit": _takes,
    "manufacture": _takes,
    "hire": lambda d, who: _(
        "{who} hires the {employee} for {cost}",
        who=who,
        employee=_employee(d["employee"]),
        cost=guilders(d["cost"]),
    ),
    "exchange-cube": lambda d, who: _(
        "the exchange cube moves on to the prices {prices}", prices=_exchange(d["position"])
    ),
    "trade-tile": _trade_tile,
    "sell": lambda d, who: _(
        "{who} sells {good} for {cost}",
        who=who,
        good=words.good(d["good"]),
        cost=guilders(d["guilders"]),
    ),
    "swap": lambda d, who: _(
        "{who} swaps {good} for {a_piece}",
        who=who,
        good=words.good(d["good"]),
        a_piece=words.a_piece(d["piece"]),
        piece=words.piece(d["piece"]),
    ),
    "ship-finished": lambda d, who: n_(
        "{who} finishes a ship of {n} tile",
        "{who} finishes a ship of {n} tiles",
        len(d["tiles"]),
        who=who,
    ),
    "add-piece": lambda d, who: _(
        "{who} puts {a_piece} on the ship",
        who=who,
        a_piece=words.a_piece(d["piece"]),
        piece=words.piece(d["piece"]),
    ),
    "ship-failed": _failed,
    "ship-scored": lambda d, who: _(
        "{who}'s ship scores {crew} VP for crew, {guns} VP for cannons and cranes and "
        "{speed} VP for speed",
        who=who,
        crew=d["crew"],
        guns=d["guns"],
        speed=d["speed"],
    ),
    "token-enters": lambda d, who: _("{who}'s ship token enters the canals", who=who),
    "canal-used": _canal_used,
    "official": lambda d, who: _(
        "{the_official} gives {who} {points} VP",
        who=who,
        points=d["points"],
        **words.official(d["icon"]),
    ),
    "blue-riband": lambda d, who: n_(
        "{who}'s ship reaches a Blue Riband after {n} space",
        "{who}'s ship reaches a Blue Riband after {n} spaces",
        d["steps"],
        who=who,
    ),
    "riband-scored": lambda d, who: _(
        "{who} scores {points} VP for the Blue Riband", who=who, points=d["points"]
    ),
    "cruise-over": lambda d, who: _("{who}'s ship joins the fleet", who=who),
    "contracts-dealt": lambda d, who: _(
        "{who} is dealt {contracts}",
        who=who,
        contracts=listing(
            [_contract(colour, rule) for colour, rule in zip(d["colours"], d["rules"], strict=True)]
        ),
    ),
    "discard": lambda d, who: _(
        "{who} discards {a_contract}", who=who, **words.contract_colour(d["colour"])
    ),
    "discard-contract": lambda d, who: _(
        "the discarded {contract}: {text}",
        text=contract_text(d["rule"]),
        **words.contract_colour(d["colour"]),
    ),
    "game-end-triggered": _end_near,
    "final-score": _score,
    "solo-result": _solo_result,
    "solo-flip": _flip,
    "automaton-action": lambda d, who: _(
        "Automaton {owner} takes the {action} tile",
        owner=d["owner"],
        action=words.action_short(d["action"]),
    ),
    "automaton-wheel": lambda d, who: n_(
        "an automaton moves the {wheel} marker {n} space",
        "an automaton moves the {wheel} marker {n} spaces",
        d["steps"],
        wheel=words.wheel(d["wheel"]),
    ),
    "automaton-removes": _removes,
    "goods-reshuffled": lambda d, who: _("the goods are shuffled into a new stack"),
    "canals-reshuffled": lambda d, who: _("the canals are shuffled into a new stack"),
    "no-completion": lambda d, who: _("{who} finishes no ship", who=who),
}


def describe(event: Event, names: list[str]) -> str:
    """One log line for an event, in the current language, as a sentence."""
    return sentence(_line(event, names), names)


def _line(event: Event, names: list[str]) -> str:
    d = event.data
    who = names[event.seat] if event.seat is not None and event.seat < len(names) else ""
    if event.kind == "setup":
        if d["edition"] == "first":
            return n_(
                "{n} player, first edition; {name} starts",
                "{n} players, first edition; {name} starts",
                d["players"],
                name=names[d["first"]],
            )
        return n_(
            "{n} player, second edition; {name} starts",
            "{n} players, second edition; {name} starts",
            d["players"],
            name=names[d["first"]],
        )
    if event.kind == "advance":
        action = words.action_short(d["action"])
        if who:
            return _("{who} moves the {action} tile to the front", who=who, action=action)
        return _(
            "Automaton {owner} moves the {action} tile to the front",
            owner=d["owner"] - len(names) + 1,
            action=action,
        )
    line = _LINES.get(event.kind)
    return line(d, who) if line else f"{event.kind} {who} {d}"
