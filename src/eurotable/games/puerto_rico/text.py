"""The board as text for the terminal, and one log line per event, in the current language."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from eurotable.core.events import Event
from eurotable.games.puerto_rico import words
from eurotable.games.puerto_rico.data import GOODS, ROLES, TILES
from eurotable.i18n import N_, _, join_list, n_, sentence, tr

_END_REASONS: Final = {
    "city": N_("a city is full"),
    "colonists": N_("the colonists ran out"),
    "vp-chips": N_("the VP chips ran out"),
}


def _goods(counts: dict[str, int] | list[int]) -> str:
    return join_list(words.goods_counted(counts)) or _("none")


def _vp_supply(left: int) -> str:
    """The VP chips left; once they ran out the state counts on below zero (the rules have
    the points written down), which shows as "0 (11 more noted on paper)"."""
    return str(left) if left >= 0 else _("0 ({n} more noted on paper)", n=-left)


def render(obs: dict[str, Any], names: Sequence[str] | None = None) -> str:
    """A seat's observation (or the full view) as lines of text."""
    names = names or [_("Player {n}", n=i + 1) for i in range(obs["players"])]
    lines = []
    roles = []
    for card in obs["roles"]:
        role = words.role(ROLES.index(card["role"]))
        if card["doubloons"]:
            # TRANSLATORS: a role card with the doubloons on it, "d" short for doubloons.
            role = _("{role} +{n}d", role=role, n=card["doubloons"])
        if card["taken_by"] is not None:
            role = _("{role} ({name})", role=role, name=names[card["taken_by"]])
        roles.append(role)
    lines.append(
        _(
            "Governor: {name}   Roles: {roles}",
            name=names[obs["governor"]],
            roles=" · ".join(roles),
        )
    )
    supply = obs["colonists"]
    lines.append(
        _(
            "Colonists: {supply} in supply, {ship} on the ship   VP chips left: {vp}   "
            "Quarries: {quarries}",
            supply=supply["supply"],
            ship=supply["ship"],
            vp=_vp_supply(obs["vp_supply"]),
            quarries=obs["quarries"],
        )
    )
    lines.append(_("Goods supply: {goods}", goods=_goods(obs["goods_supply"])))
    lines.append(
        _(
            "Plantations face up: {tiles}   (stack {stack}, discards {discards})",
            tiles=join_list([words.tile_kind(t) for t in obs["face_up"]]) or _("none"),
            stack=sum(obs["stack"].values()),
            discards=sum(obs["discards"].values()),
        )
    )
    ships = []
    for i, ship in enumerate(obs["ships"]):
        if ship["good"]:
            cargo = n_(
                "{n} {good}", "{n} {good}", ship["load"], good=words.good(GOODS.index(ship["good"]))
            )
        else:
            cargo = _("empty")
        ships.append(f"[{i + 1}] {cargo}/{ship['capacity']}")
    lines.append(_("Cargo ships: {ships}", ships="  ".join(ships)))
    house = [words.good(GOODS.index(g)) for g in obs["trading_house"]]
    lines.append(_("Trading house: {goods}", goods=join_list(house) or _("empty")))
    if obs["step"] == "over":
        lines.append(_("The game is over."))
    elif obs["end_triggered"]:
        lines.append(_("The game ends after this round."))
    for i, board in enumerate(obs["boards"]):
        # Always "VP chips", even for one: the chips are secret and the public board is
        # the words every seat's board shares, so "1 VP chip" would tell everyone.
        vp = "?" if board["vp_chips"] is None else board["vp_chips"]
        lines.append("")
        lines.append(
            _(
                "{name}: {doubloons}, {vp} VP chips, goods: {goods}, San Juan: {san_juan}",
                name=names[i],
                doubloons=n_("{n} doubloon", "{n} doubloons", board["doubloons"]),
                vp=vp,
                goods=_goods(board["goods"]),
                san_juan=board["san_juan"],
            )
        )
        island = [
            _(
                "{n} {tile} ({manned} manned)",
                n=board["island"][t],
                tile=words.tile_kind(t),
                plantation=words.tile_named(t),
                manned=board["occupied"][t],
            )
            for t in TILES
            if board["island"][t]
        ]
        lines.append(_("  island: {tiles}", tiles=join_list(island) or _("empty")))
        city = [f"{words.building_named(b)} {'●' * w}" for b, w in board["buildings"].items()]
        lines.append(_("  city: {buildings}", buildings=join_list(city) or _("empty")))
    if obs["actor"] is not None:
        phase = words.role(ROLES.index(obs["phase"])) if obs["phase"] else _("role selection")
        lines.append("")
        lines.append(
            _(
                "{name} to decide ({phase}: {step})",
                name=names[obs["actor"]],
                phase=phase,
                step=tr(_STEPS[obs["step"]]),
            )
        )
    return "\n".join(lines)


_STEPS: Final = {
    "role": N_("choose a role"),
    "settle": N_("take a plantation"),
    "hospice": N_("Hospice colonist"),
    "mayor": N_("arrange colonists"),
    "build": N_("build"),
    "university": N_("University colonist"),
    "extra": N_("extra barrel"),
    "trade": N_("sell a good"),
    "load": N_("load goods"),
    "store": N_("store goods"),
}
"""The decision pending, in words (the observation's ``step``)."""


def describe(event: Event, names: list[str]) -> str:
    """One log line for an event, in the current language, as a sentence."""
    who = names[event.seat] if event.seat is not None else ""
    line = _LINES.get(event.kind)
    if line is None:
        return f"{event.kind} {who} {event.data}"
    return sentence(line(who, event.data, names), names)


def _role_chosen(who: str, d: dict[str, Any], names: list[str]) -> str:
    role = words.role(d["role"])
    if d["doubloons"]:
        return n_(
            "{who} chooses the {role} and takes the {n} doubloon on it",
            "{who} chooses the {role} and takes the {n} doubloons on it",
            d["doubloons"],
            who=who,
            role=role,
        )
    return _("{who} chooses the {role}", who=who, role=role)


def _new_colonist(who: str, d: dict[str, Any], names: list[str]) -> str:
    source = tr(_SOURCES[d["source"]])
    if "building" in d:
        return _(
            "{who} puts a colonist from the {source} on the new {building} (University)",
            who=who,
            source=source,
            building=words.building(d["building"]),
        )
    return _(
        "{who} puts a colonist from the {source} on the new {tile} (Hospice)",
        who=who,
        source=source,
        tile=words.tile(d["tile"]),
    )


_SOURCES: Final = {"supply": N_("supply"), "ship": N_("ship")}
"""Where a colonist for the Hospice or the University comes from."""


def _dealt(who: str, d: dict[str, Any], names: list[str]) -> str:
    dealt = [_("{name} {n}", name=names[i], n=n) for i, n in enumerate(d["colonists"]) if n]
    return _("Colonists from the ship: {dealt}", dealt=join_list(dealt) or _("none"))


def _build(who: str, d: dict[str, Any], names: list[str]) -> str:
    building = words.building(d["building"])
    if not d["cost"]:
        return _("{who} builds the {building} for nothing", who=who, building=building)
    return n_(
        "{who} builds the {building} for {n} doubloon",
        "{who} builds the {building} for {n} doubloons",
        d["cost"],
        who=who,
        building=building,
    )


def _produce(who: str, d: dict[str, Any], names: list[str]) -> str:
    made = join_list(words.goods_counted(d["goods"]))
    if not made:
        return _("{who} produces nothing", who=who)
    return _("{who} produces {goods}", who=who, goods=made)


def _storage(who: str, d: dict[str, Any], names: list[str]) -> str:
    lost = join_list(words.goods_counted(d["lost"]))
    if not lost:
        return _("{who} stores goods and loses nothing", who=who)
    return _("{who} stores goods and loses {goods}", who=who, goods=lost)


_LINES: Final[dict[str, Callable[[str, dict[str, Any], list[str]], str]]] = {
    "setup": lambda who, d, n: n_(
        "{n} player; {governor} is governor",
        "{n} players; {governor} is governor",
        d["players"],
        governor=n[d["governor"]],
    ),
    "role": _role_chosen,
    "prospector": lambda who, d, n: n_(
        "{who} takes {n} doubloon as prospector",
        "{who} takes {n} doubloons as prospector",
        d["doubloons"],
        who=who,
    ),
    "settle": lambda who, d, n: _("{who} takes {tile}", who=who, tile=words.a_tile(d["tile"])),
    "hacienda": lambda who, d, n: _(
        "{who} draws {tile} with the Hacienda", who=who, tile=words.a_tile(d["tile"])
    ),
    "hospice": _new_colonist,
    "university": _new_colonist,
    "mayor-privilege": lambda who, d, n: _(
        "{who} takes a colonist from the supply as mayor", who=who
    ),
    "colonists-dealt": _dealt,
    "arranged": lambda who, d, n: _(
        "{who} arranges the colonists ({n} in San Juan)", who=who, n=d["san_juan"]
    ),
    "ship-refilled": lambda who, d, n: n_(
        "The colonist ship takes {n} colonist",
        "The colonist ship takes {n} colonists",
        d["colonists"],
    ),
    "build": _build,
    "produce": _produce,
    "factory": lambda who, d, n: n_(
        "{who} gets {n} doubloon from the Factory",
        "{who} gets {n} doubloons from the Factory",
        d["doubloons"],
        who=who,
    ),
    "craftsman-privilege": lambda who, d, n: _(
        "{who} takes an extra barrel of {good} as craftsman", who=who, good=words.good(d["good"])
    ),
    "sell": lambda who, d, n: n_(
        "{who} sells {good} for {n} doubloon",
        "{who} sells {good} for {n} doubloons",
        d["doubloons"],
        who=who,
        good=words.good(d["good"]),
    ),
    "load": lambda who, d, n: n_(
        "{who} loads {n} barrel of {good} on ship {ship} for {vp} VP",
        "{who} loads {n} barrels of {good} on ship {ship} for {vp} VP",
        d["barrels"],
        who=who,
        good=words.good(d["good"]),
        ship=d["ship"] + 1,
        vp=d["vp"],
    ),
    "wharf": lambda who, d, n: n_(
        "{who} ships {n} barrel of {good} from the Wharf for {vp} VP",
        "{who} ships {n} barrels of {good} from the Wharf for {vp} VP",
        d["barrels"],
        who=who,
        good=words.good(d["good"]),
        vp=d["vp"],
    ),
    "storage": _storage,
    "ship-emptied": lambda who, d, n: _(
        "Cargo ship {ship} is full and sails ({good})",
        ship=d["ship"] + 1,
        good=words.good(d["good"]),
    ),
    "trading-house-emptied": lambda who, d, n: _("The trading house is full and is emptied"),
    "plantations-reshuffled": lambda who, d, n: n_(
        "The discarded plantations are reshuffled ({n} tile)",
        "The discarded plantations are reshuffled ({n} tiles)",
        d["tiles"],
    ),
    "game-end-triggered": lambda who, d, n: _(
        "The game will end after this round: {reason}",
        reason=tr(_END_REASONS[d["reason"]]) if d["reason"] in _END_REASONS else d["reason"],
    ),
    "round-end": lambda who, d, n: _("The round ends; each role nobody chose gets a doubloon"),
    "game-over": lambda who, d, n: _("The game is over"),
    "pass": lambda who, d, n: _("{who} passes", who=who),
}
"""One log line per event kind, from the event's data and the players' names."""
