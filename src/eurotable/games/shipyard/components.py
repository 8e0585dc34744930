"""The component data a drawing of the board and its tooltips need, sent once per page.

Everything comes from the edition's data file (``data.EDITIONS``); ship tiles, canals,
employees and contracts carry a sentence saying what they are (``sentences``).
"""

from __future__ import annotations

from typing import Any, Final

from eurotable.games.shipyard.data import ACTIONS, EDITIONS, KINDS, Edition
from eurotable.games.shipyard.scoring import PARTS
from eurotable.games.shipyard.sentences import (
    ACTION_NAMES,
    TERMS,
    canal_text,
    contract_text,
    employee_text,
    ship_text,
)

PART_LABELS: Final[dict[str, str]] = dict(
    zip(
        PARTS,
        ("Crew", "Cannons and cranes", "Speed", "Officials and Blue Ribands"),
        strict=True,
    )
)


def score_labels(ed: Edition) -> dict[str, str]:
    """An English label for every key of the edition's ``result().breakdown``."""
    contracts = {f"{colour}-contract": f"{colour.capitalize()} contracts" for colour in ed.colours}
    return {**PART_LABELS, **contracts, "traders": "Traders"}


def _ships(ed: Edition) -> list[dict[str, Any]]:
    return [
        {
            "id": tile.id,
            "kind": KINDS[tile.kind],
            "cabins": tile.cabins,
            "drive_mounts": tile.drive_mounts,
            "black_mounts": tile.black_mounts,
            "cannon_mounts": tile.cannon_mounts,
            "crane_mounts": tile.crane_mounts,
            "lifebuoys": tile.lifebuoys,
            "lifeboats": tile.lifeboats,
            "lanterns": tile.lanterns,
            "text": ship_text(ed, tile),
            "confidence": row["confidence"],
        }
        for tile, row in zip(ed.ships[: ed.real_ships], ed.raw["ship_tiles"], strict=True)
    ]


def _canals(ed: Edition) -> list[dict[str, Any]]:
    return [
        {
            "id": row["id"],
            "spaces": row["spaces"],
            "links": row["links"],
            "rotations": list(canal.rotations),
            "text": canal_text(canal),
            "confidence": row["confidence"],
        }
        for row, canal in zip(ed.raw["canal_tiles"], ed.canals, strict=True)
    ]


def _wheels(ed: Edition) -> dict[str, Any]:
    return {
        "crew": [ed.pieces[p] for p in ed.crew_wheel],
        "equipment": [ed.pieces[p] for p in ed.equipment_wheel],
        "exchange": [dict(zip(ed.goods, prices, strict=True)) for prices in ed.exchange_prices],
        "swaps": {
            good: [ed.pieces[p] for p in swaps]
            for good, swaps in zip(ed.goods, ed.swaps, strict=True)
        },
        "exchange_start": ed.exchange_start,
    }


def _row_of(ed: Edition, section: str, item_id: str) -> dict[str, Any]:
    row: dict[str, Any] = next(r for r in ed.raw[section] if r["id"] == item_id)
    return row


def _solo_tiles(ed: Edition) -> list[dict[str, Any]]:
    return [
        {
            "action": ACTIONS[tile.action] if tile.action < len(ACTIONS) else "last",
            "number": tile.number,
            "bracket": tile.bracket,
        }
        for tile in ed.solo_tiles
    ]


def components(edition: str) -> dict[str, Any]:
    """Action tiles, pieces, prices, wheels, tiles, employees, contracts and score labels
    of one edition (JSON-ready)."""
    ed = EDITIONS[edition]
    terms = TERMS[ed.name]
    return {
        "edition": ed.name,
        "terms": {"action": terms.action, "goods_tile": terms.goods_tile},
        "actions": [{"id": action, "name": ACTION_NAMES[action]} for action in ACTIONS],
        "pieces": list(ed.pieces),
        "goods": list(ed.goods),
        "contract_colours": list(ed.colours),
        "prices": {
            "ship_rows": list(ed.ship_row_prices),
            "goods": list(ed.goods_prices),
            "canals": list(ed.canal_prices),
            "bonus_action": ed.bonus_cost,
            "subsidy": ed.subsidy,
        },
        "wheels": _wheels(ed),
        "ship_tiles": _ships(ed),
        "canal_tiles": _canals(ed),
        "goods_tiles": [
            {
                "id": tile.id,
                "goods": [ed.goods[g] for g in tile.goods],
                "start": tile.start,
                "confidence": _row_of(ed, "goods_tiles", tile.id)["confidence"],
            }
            for tile in ed.goods_tiles
        ],
        "employees": [
            {
                "id": e.id,
                "kind": e.kind,
                "colour": e.colour,
                "extra_cost": e.extra_cost,
                "vp": e.vp,
                "text": employee_text(ed, e),
                "effect": _row_of(ed, "employees", e.id)["effect"],
                "confidence": _row_of(ed, "employees", e.id)["confidence"],
            }
            for e in ed.employees
        ],
        "contracts": [
            {
                "id": c.id,
                "colour": ed.colours[c.colour],
                "text": contract_text(c.rule),
                "rule": c.rule,
                "confidence": _row_of(ed, "contracts", c.id)["confidence"],
            }
            for c in ed.contracts
        ],
        "solo_results": [{"vp": vp, "name": name} for vp, name in ed.solo_results],
        "solo_tiles": _solo_tiles(ed),
        "solo_board_number": ed.solo_board_number,
        "row": {
            "kind": ed.action_row,
            "track_spaces": ed.turn_wheel_teeth if ed.action_row == "track" else 0,
            "wheel_teeth": ed.turn_wheel_teeth,
            "countdown": {str(n): count for n, count in ed.countdown_cubes.items()},
        },
        "yard_slots": ed.yard_slots,
        "score_categories": score_labels(ed),
    }
