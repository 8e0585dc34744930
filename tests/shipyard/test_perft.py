"""Perft counts and golden records: any change in move generation or rules shows here.

The positions are reached by replaying stored action texts, so the fixtures also prove
that records written today still replay. Regenerate them only for a deliberate rules
change, and say so in the commit.
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
SPEC = get("shipyard")


def _cases(name: str) -> list[dict[str, Any]]:
    data = json.loads((DATA / name).read_text())
    return [{**case, "options": data.get("options")} for case in data["cases"]]


CASES = _cases("perft.json") + _cases("perft-first.json")
"""The 2nd edition with default options, then the 1st edition (``perft-first.json``)."""
GOLDEN = [f"golden-{n}p.json" for n in (1, 2, 3, 4)] + [
    f"golden-first-{n}p.json" for n in (2, 3, 4)
]


@pytest.mark.parametrize(
    "case",
    CASES,
    ids=[
        f"{(c['options'] or {}).get('edition', 'second')}-{c['players']}p-after-{len(c['moves'])}"
        for c in CASES
    ],
)
def test_perft(case: dict[str, Any]) -> None:
    state = SPEC.new_game(case["players"], case["options"], case["seed"])
    for text in case["moves"]:
        state.apply(SPEC.parse_action(text))
    assert state.to_json()["step"] == case["step"]
    counts = [perft(state, depth) for depth in range(1, len(case["counts"]) + 1)]
    assert counts == case["counts"]


@pytest.mark.parametrize("name", GOLDEN)
def test_golden_record_replays_to_the_stored_result(name: str) -> None:
    data = json.loads((DATA / name).read_text())
    expected = data.pop("expected")
    state = replay(Record.from_json(data))
    assert state.is_over
    assert state.result().to_json() == expected["result"]
    position = json.dumps(state.to_json(), sort_keys=True).encode()
    assert hashlib.sha256(position).hexdigest() == expected["position_sha256"]
