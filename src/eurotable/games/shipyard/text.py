"""The board as text for the terminal, and one English log line per event."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from eurotable.core.events import Event
from eurotable.games.shipyard.data import ACTIONS, EDITIONS, GOODS_NAMES, ICONS, PIECES
from eurotable.games.shipyard.notation import COLUMNS, ROWS


def _owner_name(owner: int | None, players: int, names: Sequence[str]) -> str:
    if owner is None:
        return ""
    return names[owner] if owner < players else f"Automaton {owner - players + 1}"


def _row(obs: dict[str, Any], names: Sequence[str]) -> str:
    cells = []
    for i, tile in enumerate(obs["row"]):
        if not tile["in_play"]:
            cells.append("(face down)")
            continue
        mark = ""
        if tile["owner"] is not None:
            cubes = "▪" * tile["cubes"]
            mark = f" {cubes}{_owner_name(tile['owner'], obs['players'], names)}"
        coins = f" +{tile['coins']}g" if tile["coins"] else ""
        lead = "*" if i == 0 and obs["lead_locked"] else ""
        cells.append(f"{lead}{tile['action']}{coins}{mark}")
    return "wheel ◀ " + " | ".join(cells)


def _displays(obs: dict[str, Any]) -> list[str]:
    lines = ["Ship tiles (row 1 is free):"]
    display = obs["ship_display"]
    for row in reversed(range(ROWS)):
        cells = [display[c * ROWS + row] or "-" for c in range(len(COLUMNS))]
        lines.append(f"  {row + 1}: " + "  ".join(f"{cell:>7}" for cell in cells))
    stacks = obs["ship_stacks"]
    lines.append(
        f"  stacks: bows {stacks['bows']}, middles {stacks['middles_1']}+{stacks['middles_2']},"
        f" sterns {stacks['sterns']}"
    )
    lines.append("Goods tiles: " + ", ".join(g or "-" for g in obs["goods_display"]))
    lines.append("Canals: " + ", ".join(c or "-" for c in obs["canal_display"]))
    return lines


def _wheels(obs: dict[str, Any]) -> str:
    exchange = obs["exchange_position"]
    where = "start" if exchange < 0 else f"P{exchange + 1}"
    return (
        f"Wheels: crew on {obs['crew_wheel']}, equipment on {obs['equipment_wheel']}, "
        f"exchange on {where}, employees at group {obs['employee_group'] + 1}"
    )


def _employees(obs: dict[str, Any]) -> str:
    groups = []
    slots = obs["employee_slots"]
    size = len(slots) // 8
    for g in range(8):
        names = [f"{s[0]}×{s[1]}" for s in slots[g * size : (g + 1) * size] if s]
        groups.append(f"{g + 1}: {' '.join(names) or '-'}")
    return "Employees: " + "; ".join(groups)


def _board(obs: dict[str, Any], board: dict[str, Any], name: str) -> list[str]:
    vp = sum(board["scores"])
    lines = [f"{name}: {board['guilders']} guilders, {vp} VP"]
    lines.append("  yard: " + " ".join(f"[{t or '  '}]" for t in board["yard"]))
    stock = ", ".join(f"{n} {k}" for k, n in board["stock"].items() if n)
    lines.append(f"  stock: {stock or 'none'}")
    if board["employees"]:
        lines.append("  employees: " + ", ".join(board["employees"]))
    lines.append("  goods: " + (", ".join(board["goods"]) or "none"))
    canals = ", ".join(f"{c['id']}@{c['x']},{c['y']}r{c['rotation']}" for c in board["canals"])
    token = board["token"]
    at = f"  token: {token['canal']} {token['space']}" if token else ""
    lines.append(f"  canals: {canals or 'none'}{at}  used: {board['used_count']}")
    if board["fleet"]:
        fleet = "; ".join(
            f"{len(s['tiles'])} tiles " + ",".join(f"{n} {k}" for k, n in s["pieces"].items())
            for s in board["fleet"]
        )
        lines.append(f"  fleet: {fleet}")
    if "hand" in board:
        lines.append("  contracts: " + ", ".join(board["hand"]))
    else:
        c = board["contracts"]
        lines.append(f"  contracts: {c['red']} red, {c['blue']} blue (hidden)")
    return lines


def render(obs: dict[str, Any], names: Sequence[str] | None = None) -> str:
    """A seat's observation (or the full view) as lines of text."""
    names = names or [f"Player {i + 1}" for i in range(obs["players"])]
    lines = [_row(obs, names)]
    lines.append(
        f"Countdown cubes: {obs['countdown_cubes']}   wheel steps to the drop: {obs['wheel']}"
        + ("   (the game is ending)" if obs["end_triggered"] else "")
    )
    lines.append(_wheels(obs))
    lines.append(_employees(obs))
    lines.extend(_displays(obs))
    if obs["players"] == 1:
        solo = obs["solo"]
        lines.append(f"Solo tiles: {solo['stack']} face down (top number {solo['top_number']})")
    for i, board in enumerate(obs["boards"]):
        lines.append("")
        lines.extend(_board(obs, board, names[i]))
    if obs["actor"] is not None:
        lines.append("")
        lines.append(f"{names[obs['actor']]} to decide ({obs['step']})")
    return "\n".join(lines)


def _piece(index: int) -> str:
    return PIECES[index]


def describe(event: Event, names: list[str]) -> str:
    """One log line in English for an event."""
    ed = EDITIONS["second"]
    d = event.data
    who = names[event.seat] if event.seat is not None and event.seat < len(names) else ""
    kind = event.kind
    simple = {
        "game-over": "the game is over",
        "final-actions": "the regular turns are over: everybody takes a final action",
        "solo-reshuffled": "the solo tiles are shuffled again",
    }
    if kind in simple:
        return simple[kind]
    if kind == "setup":
        return f"{d['players']} players; {names[d['first']]} starts"
    if kind == "advance":
        mover = who or f"Automaton {d['owner'] - len(names) + 1}"
        return f"{mover} moves the {ACTIONS[d['action']]} tile to the front"
    if kind == "wheel-drop":
        return "the turn wheel's cube drops into the hole"
    if kind == "countdown":
        return f"a countdown cube is removed ({d['left']} left)"
    if kind == "coin":
        return f"a guilder is put on the {ACTIONS[d['action']]} tile"
    if kind == "choose":
        coins = f" (with {d['coins']} coins on it)" if d["coins"] else ""
        return f"{who} chooses {ACTIONS[d['action']]} and earns {d['income']} guilders{coins}"
    if kind in ("perform", "final-action"):
        return f"{who} carries out {ACTIONS[d['action']]}"
    if kind == "action-impossible":
        return f"{who} cannot carry out {ACTIONS[d['action']]}"
    if kind == "bonus":
        return f"{who} pays {d['cost']} for a bonus {ACTIONS[d['action']]} action"
    if kind == "subsidy":
        return f"{who} receives {d['guilders']} guilders of subsidy"
    if kind == "buy-tile":
        return f"{who} buys ship tile {ed.ships[d['tile']].id} for {d['cost']}"
    if kind == "place-tile":
        return f"{who} puts {ed.ships[d['tile']].id} on slot {d['slot'] + 1}"
    if kind == "rent-canal":
        return f"{who} rents canal {ed.canals[d['canal']].id} for {d['cost']}"
    if kind == "place-canal":
        return f"{who} lays canal {ed.canals[d['canal']].id} at {d['x']},{d['y']} r{d['rotation']}"
    if kind == "buy-goods":
        return f"{who} buys goods tile {ed.goods_tiles[d['tile']].id} for {d['cost']}"
    if kind in ("recruit", "manufacture"):
        extra = f" and {', '.join(map(_piece, d['extra']))}" if d["extra"] else ""
        return f"{who} takes a {_piece(d['piece'])}{extra} for {d['cost']} guilders"
    if kind == "hire":
        return f"{who} hires {ed.employees[d['employee']].id} for {d['cost']} guilders"
    if kind == "exchange-cube":
        return f"the exchange cube moves to P{d['position'] + 1}"
    if kind == "trade-tile":
        return f"{who} exchanges goods tile {ed.goods_tiles[d['tile']].id}"
    if kind == "sell":
        return f"{who} sells {GOODS_NAMES[d['good']]} for {d['guilders']} guilders"
    if kind == "swap":
        return f"{who} swaps {GOODS_NAMES[d['good']]} for a {_piece(d['piece'])}"
    if kind == "ship-finished":
        return f"{who} finishes a ship of {len(d['tiles'])} tiles"
    if kind == "add-piece":
        return f"{who} puts a {_piece(d['piece'])} on the ship"
    if kind == "ship-failed":
        return f"{who}'s ship fails its cruise ({d['reason']}) and is removed"
    if kind == "ship-scored":
        return (
            f"{who}'s ship scores {d['crew']} for crew, {d['guns']} for cannons and cranes "
            f"and {d['speed']} for speed"
        )
    if kind == "token-enters":
        return f"{who}'s ship token enters the canals"
    if kind == "canal-used":
        cut = f"; {len(d['discarded'])} cut off" if d["discarded"] else ""
        return f"{who} uses canal {ed.canals[d['canal']].id}{cut}"
    if kind == "official":
        return f"the {ICONS[d['icon']]} official gives {who} {d['points']} VP"
    if kind == "blue-riband":
        return f"{who}'s ship reaches a Blue Riband after {d['steps']} spaces"
    if kind == "riband-scored":
        return f"{who} scores {d['points']} VP for the Blue Riband"
    if kind == "cruise-over":
        return f"{who}'s ship joins the fleet"
    if kind == "discard":
        return f"{who} discards a contract"
    if kind == "game-end-triggered":
        return f"the end of the game is near ({d['reason']})"
    if kind == "final-score":
        return (
            f"{who} scores {d['red']} (red contract), {d['blue']} (blue contract) and "
            f"{d['traders']} (traders): {d['total']} in all"
        )
    if kind == "solo-result":
        return f"solo result: {d['points']} VP ({d['rating'] or 'below the table'})"
    if kind == "solo-flip":
        face = "last tile" if d["action"] >= len(ACTIONS) else ACTIONS[d["action"]]
        return f"the solo tile shows {face}; the number is {d['number']}"
    if kind == "automaton-action":
        return f"Automaton {d['owner']} takes the {ACTIONS[d['action']]} tile"
    if kind == "automaton-wheel":
        return f"an automaton moves the {d['wheel']} marker {d['steps']} spaces"
    if kind == "automaton-removes":
        return f"an automaton removes from the {d['display']} display"
    if kind in ("goods-reshuffled", "canals-reshuffled"):
        return f"the {kind.split('-')[0]} are shuffled into a new stack"
    if kind == "no-completion":
        return f"{who} finishes no ship"
    return f"{kind} {who} {d}"
