"""The board as text for the terminal, drawn from an observation (either edition)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from eurotable.games.shipyard.notation import COLUMNS, ROWS
from eurotable.games.shipyard.sentences import plural


def _owner_name(owner: int | None, players: int, names: Sequence[str]) -> str:
    if owner is None:
        return ""
    return names[owner] if owner < players else f"Automaton {owner - players + 1}"


def _row(obs: dict[str, Any], names: Sequence[str]) -> str:
    cells = []
    empty = 0
    for i, tile in enumerate(obs["row"]):
        if tile is None:  # an empty space of the 1st edition's action track
            empty += 1
            continue
        if empty:
            cells.append(f"({empty} empty)")
            empty = 0
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
    if empty:
        cells.append(f"({empty} empty)")
    start = "track head ▶ " if obs["edition"] == "first" else "wheel ◀ "
    return start + " | ".join(cells)


def _countdown(obs: dict[str, Any]) -> str:
    ending = "   (the game is ending)" if obs["end_triggered"] else ""
    if obs["edition"] == "first":
        return (
            f"Countdown marker: {obs['countdown_cubes']} above the red space   "
            f"moves to the start point: {obs['wheel']}{ending}"
        )
    return (
        f"Countdown cubes: {obs['countdown_cubes']}   wheel steps to the drop: {obs['wheel']}"
        + ending
    )


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
    lines = [f"{name}: {plural(board['guilders'], 'guilder')}, {vp} VP"]
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
            plural(len(s["tiles"]), "tile")
            + " "
            + ",".join(f"{n} {k}" for k, n in s["pieces"].items())
            for s in board["fleet"]
        )
        lines.append(f"  fleet: {fleet}")
    if "hand" in board:
        lines.append("  contracts: " + ", ".join(board["hand"]))
    else:
        counts = ", ".join(f"{n} {colour}" for colour, n in board["contracts"].items())
        lines.append(f"  contracts: {counts} (hidden)")
    return lines


def render(obs: dict[str, Any], names: Sequence[str] | None = None) -> str:
    """A seat's observation (or the full view) as lines of text."""
    names = names or [f"Player {i + 1}" for i in range(obs["players"])]
    lines = [f"Shipyard, {obs['edition']} edition", _row(obs, names), _countdown(obs)]
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
