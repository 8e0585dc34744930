"""Positions as JSON: written in full, read back equal, refused when impossible."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from eurotable.core.errors import BadPosition
from eurotable.games import get

SPEC = get("russian-railroads")


def midgame() -> dict[str, Any]:
    state = SPEC.new_game(3, seed=9)
    rng = random.Random(9)
    for _ in range(90):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state.to_json()


def test_round_trip() -> None:
    data = midgame()
    state = SPEC.from_json(json.loads(json.dumps(data)))
    assert state.to_json() == data
    assert [a.text for a in state.legal_actions()]


def broken(edit: str) -> dict[str, Any]:
    data = copy.deepcopy(midgame())
    if edit == "doublers":
        data["doubler_supply"] += 1
    elif edit == "track order":
        data["seats"][0]["tracks"][1] = data["seats"][0]["tracks"][0]
    elif edit == "step":
        data["step"] = "dance"
    elif edit == "locomotives":
        data["loco_supply"][5] -= 1
    elif edit == "order":
        data["order"] = [0, 0, 1]
    elif edit == "cards":
        data["bonus_where"] = [-1] * 10
    elif edit == "workers":
        data["seats"][1]["hand"] += 1
    elif edit == "game":
        data["game"] = "puerto-rico"
    return data


@pytest.mark.parametrize(
    "edit",
    ["doublers", "track order", "step", "locomotives", "order", "cards", "workers", "game"],
)
def test_impossible_positions_are_refused(edit: str) -> None:
    with pytest.raises(BadPosition):
        SPEC.from_json(broken(edit))
