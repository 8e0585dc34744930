"""The board as text for the terminal, and one English log line per event."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from eurotable.core.events import Event
from eurotable.games.puerto_rico.data import BUILDINGS, GOODS, ROLES, TILES


def _goods(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {g}" for g, n in counts.items() if n) or "none"


def render(obs: dict[str, Any], names: Sequence[str] | None = None) -> str:
    """A seat's observation (or the full view) as lines of text."""
    names = names or [f"Player {i + 1}" for i in range(obs["players"])]
    lines = []
    roles = []
    for card in obs["roles"]:
        mark = f" ({names[card['taken_by']]})" if card["taken_by"] is not None else ""
        money = f" +{card['doubloons']}d" if card["doubloons"] else ""
        roles.append(f"{card['role']}{money}{mark}")
    lines.append(f"Governor: {names[obs['governor']]}   Roles: " + " · ".join(roles))
    supply = obs["colonists"]
    lines.append(
        f"Colonists: {supply['supply']} in supply, {supply['ship']} on the ship   "
        f"VP chips left: {obs['vp_supply']}   Quarries: {obs['quarries']}"
    )
    lines.append("Goods supply: " + _goods(obs["goods_supply"]))
    lines.append(
        "Plantations face up: "
        + (", ".join(obs["face_up"]) or "none")
        + f"   (stack {sum(obs['stack'].values())}, discards {sum(obs['discards'].values())})"
    )
    ships = []
    for i, ship in enumerate(obs["ships"]):
        cargo = f"{ship['load']} {ship['good']}" if ship["good"] else "empty"
        ships.append(f"[{i + 1}] {cargo}/{ship['capacity']}")
    lines.append("Cargo ships: " + "  ".join(ships))
    lines.append("Trading house: " + (", ".join(obs["trading_house"]) or "empty"))
    if obs["end_triggered"]:
        lines.append("The game ends after this round.")
    for i, board in enumerate(obs["boards"]):
        vp = "?" if board["vp_chips"] is None else board["vp_chips"]
        lines.append("")
        lines.append(
            f"{names[i]}: {board['doubloons']} doubloons, {vp} VP chips, "
            f"goods: {_goods(board['goods'])}, San Juan: {board['san_juan']}"
        )
        island = [
            f"{board['island'][t]} {t} ({board['occupied'][t]} manned)"
            for t in TILES
            if board["island"][t]
        ]
        lines.append("  island: " + (", ".join(island) or "empty"))
        city = [f"{b} {'●' * w}" for b, w in board["buildings"].items()]
        lines.append("  city: " + (", ".join(city) or "empty"))
    if obs["actor"] is not None:
        phase = obs["phase"] or "role selection"
        lines.append("")
        lines.append(f"{names[obs['actor']]} to decide ({phase}: {obs['step']})")
    return "\n".join(lines)


def describe(event: Event, names: list[str]) -> str:
    """One log line in English for an event."""
    who = names[event.seat] if event.seat is not None else ""
    d = event.data
    kind = event.kind
    if kind == "setup":
        return f"{d['players']} players; {names[d['governor']]} is governor"
    if kind == "role":
        extra = f" and takes {d['doubloons']} doubloons from it" if d["doubloons"] else ""
        return f"{who} chooses the {ROLES[d['role']]}{extra}"
    if kind == "prospector":
        return f"{who} takes {d['doubloons']} doubloon as prospector"
    if kind in ("settle", "hacienda"):
        how = "draws with the Hacienda" if kind == "hacienda" else "takes"
        return f"{who} {how} a {TILES[d['tile']]}"
    if kind in ("hospice", "university"):
        place = TILES[d["tile"]] if kind == "hospice" else BUILDINGS[d["building"]].name
        return f"{who} puts a colonist from the {d['source']} on the {place} ({kind})"
    if kind == "mayor-privilege":
        return f"{who} takes a colonist from the supply as mayor"
    if kind == "colonists-dealt":
        dealt = ", ".join(f"{names[i]} {n}" for i, n in enumerate(d["colonists"]) if n)
        return f"colonists from the ship: {dealt or 'none'}"
    if kind == "arranged":
        return f"{who} arranges colonists ({d['san_juan']} in San Juan)"
    if kind == "ship-refilled":
        return f"the colonist ship takes {d['colonists']} colonists"
    if kind == "build":
        return f"{who} builds the {BUILDINGS[d['building']].name} for {d['cost']} doubloons"
    if kind == "produce":
        made = ", ".join(f"{n} {GOODS[g]}" for g, n in enumerate(d["goods"]) if n)
        return f"{who} produces {made or 'nothing'}"
    if kind == "factory":
        return f"{who} gets {d['doubloons']} doubloons from the Factory"
    if kind == "craftsman-privilege":
        return f"{who} takes an extra {GOODS[d['good']]} as craftsman"
    if kind == "sell":
        return f"{who} sells {GOODS[d['good']]} for {d['doubloons']} doubloons"
    if kind == "load":
        return (
            f"{who} loads {d['barrels']} {GOODS[d['good']]} on ship {d['ship'] + 1} "
            f"for {d['vp']} VP"
        )
    if kind == "wharf":
        return f"{who} ships {d['barrels']} {GOODS[d['good']]} from the Wharf for {d['vp']} VP"
    if kind == "storage":
        lost = ", ".join(f"{n} {GOODS[g]}" for g, n in enumerate(d["lost"]) if n)
        return f"{who} stores goods and loses {lost or 'nothing'}"
    if kind == "ship-emptied":
        return f"cargo ship {d['ship'] + 1} is full and sails ({GOODS[d['good']]})"
    if kind == "trading-house-emptied":
        return "the trading house is full and is emptied"
    if kind == "plantations-reshuffled":
        return f"the discarded plantations are reshuffled ({d['tiles']} tiles)"
    if kind == "game-end-triggered":
        return f"the game will end after this round ({d['reason']})"
    if kind == "round-end":
        return "the round ends; unchosen roles get a doubloon"
    if kind == "game-over":
        return "the game is over"
    if kind == "pass":
        return f"{who} passes"
    return f"{kind} {who} {d}"
