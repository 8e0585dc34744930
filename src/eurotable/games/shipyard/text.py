"""The board as text for the terminal, drawn from an observation (either edition), in the
current language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from eurotable.games.shipyard import words
from eurotable.games.shipyard.notation import COLUMNS, ROWS
from eurotable.i18n import N_, _, join_list, n_, tr


def _owner_name(owner: int | None, players: int, names: Sequence[str]) -> str:
    if owner is None:
        return ""
    return names[owner] if owner < players else _("Automaton {n}", n=owner - players + 1)


def _row(obs: dict[str, Any], names: Sequence[str]) -> str:
    cells = []
    empty = 0
    for i, tile in enumerate(obs["row"]):
        if tile is None:  # an empty space of the 1st edition's action track
            empty += 1
            continue
        if empty:
            cells.append(_("({n} empty)", n=empty))
            empty = 0
        if not tile["in_play"]:
            cells.append(_("(face down)"))
            continue
        mark = ""
        if tile["owner"] is not None:
            cubes = "▪" * tile["cubes"]
            mark = f" {cubes}{_owner_name(tile['owner'], obs['players'], names)}"
        # TRANSLATORS: guilders lying on an action tile, "g" short for guilders.
        coins = " " + _("+{n}g", n=tile["coins"]) if tile["coins"] else ""
        lead = "*" if i == 0 and obs["lead_locked"] else ""
        cells.append(f"{lead}{words.action_short(tile['action'])}{coins}{mark}")
    if empty:
        cells.append(_("({n} empty)", n=empty))
    start = _("track head ▶ ") if obs["edition"] == "first" else _("wheel ◀ ")
    return start + " | ".join(cells)


def _countdown(obs: dict[str, Any]) -> str:
    ending = "   " + _("(the game is ending)") if obs["end_triggered"] else ""
    if obs["edition"] == "first":
        return (
            _(
                "Countdown marker: {cubes} above the red space   moves to the start point: {wheel}",
                cubes=obs["countdown_cubes"],
                wheel=obs["wheel"],
            )
            + ending
        )
    return (
        _(
            "Countdown cubes: {cubes}   wheel steps to the drop: {wheel}",
            cubes=obs["countdown_cubes"],
            wheel=obs["wheel"],
        )
        + ending
    )


def _displays(obs: dict[str, Any]) -> list[str]:
    lines = [_("Ship tiles (row 1 is free):")]
    display = obs["ship_display"]
    for row in reversed(range(ROWS)):
        cells = [display[c * ROWS + row] or "-" for c in range(len(COLUMNS))]
        lines.append(f"  {row + 1}: " + "  ".join(f"{cell:>7}" for cell in cells))
    stacks = obs["ship_stacks"]
    lines.append(
        _(
            "  stacks: bows {bows}, middles {middles_1}+{middles_2}, sterns {sterns}",
            **stacks,
        )
    )
    goods = ", ".join(g or "-" for g in obs["goods_display"])
    lines.append(_("Goods tiles: {tiles}", tiles=goods))
    lines.append(_("Canals: {tiles}", tiles=", ".join(c or "-" for c in obs["canal_display"])))
    return lines


def _wheels(obs: dict[str, Any]) -> str:
    exchange = obs["exchange_position"]
    where = _("start") if exchange < 0 else f"P{exchange + 1}"
    return _(
        "Wheels: crew on {crew}, equipment on {equipment}, exchange on {exchange}, "
        "employees at group {group}",
        crew=words.piece(obs["crew_wheel"]),
        equipment=words.piece(obs["equipment_wheel"]),
        exchange=where,
        group=obs["employee_group"] + 1,
    )


def _employees(obs: dict[str, Any]) -> str:
    groups = []
    slots = obs["employee_slots"]
    size = len(slots) // 8
    for g in range(8):
        names = [f"{s[0]}×{s[1]}" for s in slots[g * size : (g + 1) * size] if s]
        groups.append(f"{g + 1}: {' '.join(names) or '-'}")
    return _("Employees: {groups}", groups="; ".join(groups))


def _board(obs: dict[str, Any], board: dict[str, Any], name: str) -> list[str]:
    vp = sum(board["scores"])
    lines = [
        _(
            "{name}: {guilders}, {vp} VP",
            name=name,
            guilders=n_("{n} guilder", "{n} guilders", board["guilders"]),
            vp=vp,
        )
    ]
    lines.append(_("  yard: {slots}", slots=" ".join(f"[{t or '  '}]" for t in board["yard"])))
    stock = join_list([words.counted(k, n) for k, n in board["stock"].items() if n])
    lines.append(_("  stock: {pieces}", pieces=stock or _("none")))
    if board["employees"]:
        lines.append(_("  employees: {employees}", employees=join_list(board["employees"])))
    lines.append(_("  goods: {tiles}", tiles=join_list(board["goods"]) or _("none")))
    canals = join_list([f"{c['id']}@{c['x']},{c['y']}r{c['rotation']}" for c in board["canals"]])
    token = board["token"]
    line = _(
        "  canals: {canals}  used: {used}", canals=canals or _("none"), used=board["used_count"]
    )
    if token:
        line = _(
            "  canals: {canals}  token: {canal} {space}  used: {used}",
            canals=canals or _("none"),
            canal=token["canal"],
            space=token["space"],
            used=board["used_count"],
        )
    lines.append(line)
    if board["fleet"]:
        ships = [
            _(
                "{tiles} {pieces}",
                tiles=n_("{n} tile", "{n} tiles", len(s["tiles"])),
                pieces=",".join(f"{n} {words.piece(k)}" for k, n in s["pieces"].items()),
            )
            for s in board["fleet"]
        ]
        lines.append(_("  fleet: {ships}", ships="; ".join(ships)))
    if "hand" in board:
        lines.append(_("  contracts: {contracts}", contracts=join_list(board["hand"])))
    else:
        counts = join_list(
            [
                _("{n} {colour}", n=n, **words.contract_colour(colour))
                for colour, n in board["contracts"].items()
            ]
        )
        lines.append(_("  contracts: {counts} (hidden)", counts=counts))
    return lines


def render(obs: dict[str, Any], names: Sequence[str] | None = None) -> str:
    """A seat's observation (or the full view) as lines of text."""
    names = names or [_("Player {n}", n=i + 1) for i in range(obs["players"])]
    if obs["edition"] == "first":
        title = _("Shipyard, first edition")
    else:
        title = _("Shipyard, second edition")
    lines = [title, _row(obs, names), _countdown(obs)]
    lines.append(_wheels(obs))
    lines.append(_employees(obs))
    lines.extend(_displays(obs))
    if obs["players"] == 1:
        solo = obs["solo"]
        lines.append(
            _(
                "Solo tiles: {stack} face down (top number {number})",
                stack=solo["stack"],
                number=solo["top_number"],
            )
        )
    for i, board in enumerate(obs["boards"]):
        lines.append("")
        lines.extend(_board(obs, board, names[i]))
    if obs["actor"] is not None:
        lines.append("")
        lines.append(
            _(
                "{name} to decide ({step})",
                name=names[obs["actor"]],
                step=tr(_STEPS[obs["step"]]) if obs["step"] in _STEPS else obs["step"],
            )
        )
    return "\n".join(lines)


_STEPS: Final = {
    "choose": N_("choose an action"),
    "bonus": N_("bonus action"),
    "build_tile": N_("buy ship tiles"),
    "build_slot": N_("place a ship tile"),
    "canal_pick": N_("rent a canal"),
    "canal_place": N_("lay a canal"),
    "goods": N_("buy goods"),
    "equipment": N_("manufacture equipment"),
    "crew": N_("recruit crew"),
    "employee": N_("hire an employee"),
    "trade_tile": N_("exchange goods"),
    "trade_good": N_("sell or swap a good"),
    "launch": N_("choose the ship to sail"),
    "outfit": N_("outfit the ship"),
    "boost": N_("extra speed"),
    "start": N_("enter the canals"),
    "sail": N_("sail through the canals"),
    "discard": N_("discard a contract"),
    "final": N_("final action"),
    "token": N_("place the ship token"),
}
"""The decision pending, in words (the observation's ``step``)."""
