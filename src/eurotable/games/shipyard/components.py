"""The component data a drawing of the board and its tooltips need, sent once per page.

Everything comes from the edition's data file (``data.EDITIONS``); ship tiles, canals,
employees and contracts carry a sentence saying what they are (``sentences``).
"""

from __future__ import annotations

from typing import Any

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

PART_LABELS: dict[str, str] = dict(
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
        }
        for tile in ed.ships[: ed.real_ships]
    ]


def _canals(ed: Edition) -> list[dict[str, Any]]:
    return [
        {
            "id": row["id"],
            "spaces": row["spaces"],
            "links": row["links"],
            "rotations": list(canal.rotations),
            "text": canal_text(canal),
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
    }


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
            {"id": tile.id, "goods": [ed.goods[g] for g in tile.goods]} for tile in ed.goods_tiles
        ],
        "employees": [
            {
                "id": e.id,
                "kind": e.kind,
                "colour": e.colour,
                "extra_cost": e.extra_cost,
                "vp": e.vp,
                "text": employee_text(ed, e),
            }
            for e in ed.employees
        ],
        "contracts": [
            {"id": c.id, "colour": ed.colours[c.colour], "text": contract_text(c.rule)}
            for c in ed.contracts
        ],
        "solo_results": [{"vp": vp, "name": name} for vp, name in ed.solo_results],
        "score_categories": score_labels(ed),
    }
