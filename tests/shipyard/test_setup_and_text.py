"""Set-up tables for every player count (Příprava hry, Příprava hráče), the notation, the
text rendering and the event log."""

from __future__ import annotations

import random

import pytest

from eurotable.core.errors import BadNotation, BadOption, BadPosition
from eurotable.games import get
from eurotable.games.shipyard.data import ACTIONS, EDITIONS
from eurotable.games.shipyard.notation import ALL_ACTIONS, parse

SPEC = get("shipyard")
ED = EDITIONS["second"]


@pytest.mark.parametrize(
    ("players", "cubes", "subsidy", "copies"),
    [(1, 5, False, 1), (2, 3, False, 1), (3, 5, False, 2), (4, 7, True, 2)],
)
def test_setup_by_player_count(players: int, cubes: int, subsidy: bool, copies: int) -> None:
    """Příprava hry 8, 9, 12: countdown cubes 7 / 5 / 3 (solo as 3 players); the subsidy
    only with four; deck II employees laid on deck I with three or four players."""
    state = SPEC.new_game(players, None, 3)
    assert state.cubes == cubes
    assert (state.spacer < 0) == subsidy
    assert set(state.emp_copies) == {copies}
    assert len([t for t in state.ship_display if t >= 0]) == 20
    assert len(state.goods_display) == 5 and len(state.canal_display) == 5
    assert state.exchange_pos == -1  # the start space with arrows
    assert len(state.bows) == 15 and len(state.sterns) == 15
    assert len(state.middles_1) == 30 and len(state.middles_2) == 24
    for player in state.seats:
        assert player.guilders == 6
        assert [ED.goods_tiles[g].goods for g in player.goods] == [(0, 1, 2)]
        colours = sorted(ED.contracts[c].colour for c in player.hand)
        assert colours == [0, 0, 1, 1]


def test_advanced_contracts_and_employee_layouts() -> None:
    """Příprava hráče 6: later games deal 3 red + 3 blue at random. Příprava hry 12: the fixed
    starting employees, one recruiter or engineer in each group, or everything at random."""
    state = SPEC.new_game(4, {"contracts": "advanced"}, 1)
    for player in state.seats:
        assert sorted(ED.contracts[c].colour for c in player.hand) == [0, 0, 0, 1, 1, 1]
    fixed = SPEC.new_game(2, None, 1)
    assert [fixed.emp_slots[g * 3] for g in range(8)] == list(ED.fixed_layout)
    starters = SPEC.new_game(2, {"employees": "starters"}, 1)
    firsts = [starters.emp_slots[g * 3] for g in range(8)]
    assert sorted(firsts) == sorted(ED.fixed_layout)
    with pytest.raises(BadOption):
        SPEC.new_game(2, {"employees": "shuffled"}, 1)
    with pytest.raises(BadOption):
        SPEC.new_game(5, None, 1)


def test_the_action_row() -> None:
    """Příprava hry 7–10: the subsidy on its marked slot (the far end, proposed), the rest
    in any order; 2 players get three cubes each."""
    state = SPEC.new_game(4, None, 9)
    assert state.row[7] == ACTIONS.index("subsidy")
    assert sorted(state.row) == list(range(8))


def test_notation_reads_back_and_refuses_nonsense() -> None:
    """docs/notation/shipyard.md: every action has one text that parses back to itself."""
    for a in ALL_ACTIONS:
        assert parse(a.text) is a
    assert parse("  action   build ") is parse("action build")
    with pytest.raises(BadNotation, match="unknown verb"):
        parse("fly away")
    with pytest.raises(BadNotation, match="does not take"):
        parse("slot 10")


def test_positions_are_checked() -> None:
    """A JSON position that breaks the conservation laws is refused."""
    state = SPEC.new_game(3, None, 2)
    data = state.to_json()
    data["seats"][0]["guilders"] += 1
    with pytest.raises(BadPosition, match="guilders"):
        SPEC.from_json(data)
    data = state.to_json()
    data["seats"][0]["yard"][0] = ED.ships[ED.ship_index("S01")].index
    with pytest.raises(BadPosition):
        SPEC.from_json(data)


@pytest.mark.parametrize(("players", "edition"), [(1, "second"), (4, "second"), (2, "first")])
def test_render_and_describe_a_whole_game(players: int, edition: str) -> None:
    """The displays, wheels (or the 1st edition's track) and shipyards render as text, and
    every event has an English log line (none falls through to the raw form)."""
    state = SPEC.new_game(players, {"edition": edition}, 12)
    rng = random.Random(12)
    names = [f"P{i}" for i in range(players)]
    while not state.is_over:
        options = state.legal_actions()
        state.apply(options[rng.randrange(len(options))])
    assert state.events is not None
    kinds = set()
    for event in state.events:
        line = SPEC.describe(event, names)
        assert "{" not in line, line
        kinds.add(event.kind)
    countdown = "countdown-marker" if edition == "first" else "countdown"
    assert {"choose", "advance", countdown, "final-score", "game-over"} <= kinds
    text = SPEC.render(state, 0, names)
    assert "Ship tiles" in text and "P0" in text and f"{edition} edition" in text
    assert "contracts:" in SPEC.render(state, None, names)
