"""The board as text for the terminal, and one English log line per event."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from eurotable.core.events import Event
from eurotable.games.puerto_rico.data import BUILDINGS, GOODS, QUARRY, ROLES, TILES

_END_REASONS = {
    "city": "a city is full",
    "colonists": "the colonists ran out",
    "vp-chips": "the VP chips ran out",
}


def _count(n: int, noun: str, nouns: str | None = None) -> str:
    """``1 doubloon``, ``2 doubloons`` (``nouns`` where the plural is not noun + s)."""
    return f"{n} {noun if n == 1 else nouns or noun + 's'}"


def _a(noun: str) -> str:
    """``a quarry``, ``an indigo plantation``."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def _tile(tile: int) -> str:
    """``indigo plantation`` or ``quarry``."""
    return "quarry" if tile == QUARRY else f"{TILES[tile]} plantation"


def _role(role: int) -> str:
    return ROLES[role].capitalize()


def _goods(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {g}" for g, n in counts.items() if n) or "none"


def _vp_supply(left: int) -> str:
    """The VP chips left; once they ran out the state counts on below zero (the rules have
    the points written down), which shows as "0 (11 more noted on paper)"."""
    return str(left) if left >= 0 else f"0 ({-left} more noted on paper)"


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
        f"VP chips left: {_vp_supply(obs['vp_supply'])}   Quarries: {obs['quarries']}"
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
    if obs["step"] == "over":
        lines.append("The game is over.")
    elif obs["end_triggered"]:
        lines.append("The game ends after this round.")
    for i, board in enumerate(obs["boards"]):
        # Always "VP chips", even for one: the chips are secret and the public board is
        # the words every seat's board shares, so "1 VP chip" would tell everyone.
        vp = "?" if board["vp_chips"] is None else board["vp_chips"]
        lines.append("")
        lines.append(
            f"{names[i]}: {_count(board['doubloons'], 'doubloon')}, {vp} VP chips, "
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
        return f"{_count(d['players'], 'player')}; {names[d['governor']]} is governor"
    if kind == "role":
        extra = (
            f" and takes the {_count(d['doubloons'], 'doubloon')} on it" if d["doubloons"] else ""
        )
        return f"{who} chooses the {_role(d['role'])}{extra}"
    if kind == "prospector":
        return f"{who} takes {_count(d['doubloons'], 'doubloon')} as prospector"
    if kind == "settle":
        return f"{who} takes {_a(_tile(d['tile']))}"
    if kind == "hacienda":
        return f"{who} draws {_a(_tile(d['tile']))} with the Hacienda"
    if kind in ("hospice", "university"):
        if kind == "hospice":
            place = f"the new {_tile(d['tile'])}"
        else:
            place = f"the new {BUILDINGS[d['building']].name}"
        return f"{who} puts a colonist from the {d['source']} on {place} ({kind.capitalize()})"
    if kind == "mayor-privilege":
        return f"{who} takes a colonist from the supply as mayor"
    if kind == "colonists-dealt":
        dealt = ", ".join(f"{names[i]} {n}" for i, n in enumerate(d["colonists"]) if n)
        return f"Colonists from the ship: {dealt or 'none'}"
    if kind == "arranged":
        return f"{who} arranges the colonists ({d['san_juan']} in San Juan)"
    if kind == "ship-refilled":
        return f"The colonist ship takes {_count(d['colonists'], 'colonist')}"
    if kind == "build":
        cost = _count(d["cost"], "doubloon") if d["cost"] else "nothing"
        return f"{who} builds the {BUILDINGS[d['building']].name} for {cost}"
    if kind == "produce":
        made = ", ".join(f"{n} {GOODS[g]}" for g, n in enumerate(d["goods"]) if n)
        return f"{who} produces {made or 'nothing'}"
    if kind == "factory":
        return f"{who} gets {_count(d['doubloons'], 'doubloon')} from the Factory"
    if kind == "craftsman-privilege":
        return f"{who} takes an extra barrel of {GOODS[d['good']]} as craftsman"
    if kind == "sell":
        return f"{who} sells {GOODS[d['good']]} for {_count(d['doubloons'], 'doubloon')}"
    if kind == "load":
        return (
            f"{who} loads {_count(d['barrels'], 'barrel')} of {GOODS[d['good']]} "
            f"on ship {d['ship'] + 1} for {d['vp']} VP"
        )
    if kind == "wharf":
        return (
            f"{who} ships {_count(d['barrels'], 'barrel')} of {GOODS[d['good']]} "
            f"from the Wharf for {d['vp']} VP"
        )
    if kind == "storage":
        lost = ", ".join(f"{n} {GOODS[g]}" for g, n in enumerate(d["lost"]) if n)
        return f"{who} stores goods and loses {lost or 'nothing'}"
    if kind == "ship-emptied":
        return f"Cargo ship {d['ship'] + 1} is full and sails ({GOODS[d['good']]})"
    if kind == "trading-house-emptied":
        return "The trading house is full and is emptied"
    if kind == "plantations-reshuffled":
        return f"The discarded plantations are reshuffled ({_count(d['tiles'], 'tile')})"
    if kind == "game-end-triggered":
        reason = _END_REASONS.get(d["reason"], d["reason"])
        return f"The game will end after this round: {reason}"
    if kind == "round-end":
        return "The round ends; each role nobody chose gets a doubloon"
    if kind == "game-over":
        return "The game is over"
    if kind == "pass":
        return f"{who} passes"
    return f"{kind} {who} {d}"
