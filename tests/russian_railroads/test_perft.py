"""Perft counts and golden records: any change in move generation or rules shows here.

The positions are reached by replaying stored action texts, so the fixtures also prove
that records written today still replay. Regenerate them only for a deliberate rules
change (or a corrected component value), and say so in the commit.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from eurotable.core.perft import perft
from eurotable.core.record import Record, replay
from eurotable.games import get

DATA = Path(__file__).parent / "data"
SPEC = get("russian-railroads")
CASES: list[dict[str, Any]] = json.loads((DATA / "perft.json").read_text())["cases"]


@pytest.mark.parametrize(
    "case", CASES, ids=[f"{c['players']}p-after-{len(c['moves'])}" for c in CASES]
)
def test_perft(case: dict[str, Any]) -> None:
    state = SPEC.new_game(case["players"], seed=case["seed"])
    for text in case["moves"]:
        state.apply(SPEC.parse_action(text))
    assert state.to_json()["step"] == case["step"]
    counts = [perft(state, depth) for depth in range(1, len(case["counts"]) + 1)]
    assert counts == case["counts"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_golden_record_replays_to_the_stored_result(players: int) -> None:
    data = json.loads((DATA / f"golden-{players}p.json").read_text())
    expected = data.pop("expected")
    state = replay(Record.from_json(data))
    assert state.is_over
    assert state.result().to_json() == expected["result"]
    position = json.dumps(state.to_json(), sort_keys=True).encode()
    assert hashlib.sha256(position).hexdigest() == expected["position_sha256"]
