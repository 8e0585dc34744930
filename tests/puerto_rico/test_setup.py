"""Set-up tables for every player count (Pravidla: PŘÍPRAVA HRY; 2 players: reference §A.3)."""

from __future__ import annotations

import pytest

from eurotable.core.errors import BadOption
from eurotable.games import get
from eurotable.games.puerto_rico.data import BUILDINGS, GOODS, ROLES, TILES
from eurotable.games.puerto_rico.game import PuertoRico

SPEC = get("puerto-rico")

# players: (roles, ships, supply colonists, ship colonists, VP chips, doubloons, start tiles,
#           face-up tiles, quarries)
TABLE = {
    2: (7, [4, 6], 40, 2, 65, 3, ["indigo", "corn"], 3, 5),
    3: (6, [4, 5, 6], 55, 3, 75, 2, ["indigo", "indigo", "corn"], 4, 8),
    4: (7, [5, 6, 7], 75, 4, 100, 3, ["indigo", "indigo", "corn", "corn"], 5, 8),
    5: (8, [6, 7, 8], 95, 5, 122, 4, ["indigo", "indigo", "indigo", "corn", "corn"], 6, 8),
}


def new(players: int, seed: int = 3) -> PuertoRico:
    state = SPEC.new_game(players, seed=seed)
    assert isinstance(state, PuertoRico)
    return state


@pytest.mark.parametrize("players", sorted(TABLE))
def test_setup_table(players: int) -> None:
    """PŘÍPRAVA HRY: money, VP chips, role cards, cargo ships, colonists, quarries, face-up."""
    roles, ships, supply, ship, vp, money, start, face_up, quarries = TABLE[players]
    state = new(players)
    assert len(state.role_cards) == roles
    assert state.ship_capacity == ships
    assert state.colonists == supply
    assert state.ship_colonists == ship
    assert state.vp_supply == vp
    assert [p.doubloons for p in state.seats] == [money] * players
    assert len(state.face_up) == face_up
    assert state.quarries == quarries
    for offset, kind in enumerate(start):
        seat = (state.governor + offset) % players
        assert state.seats[seat].island == [1 if t == kind else 0 for t in TILES]
        assert state.seats[seat].occupied == [0] * len(TILES)
    assert state.actor == state.governor
    assert state.legal_actions()[0].text.startswith("role ")


def test_roles_per_player_count() -> None:
    """PŘÍPRAVA HRY – Karty rolí: 3 players without prospectors, 4 with one, 5 with both."""
    prospectors = {n: new(n).role_cards.count(ROLES.index("prospector")) for n in TABLE}
    assert prospectors == {2: 1, 3: 0, 4: 1, 5: 2}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_goods_plantations_and_buildings_full_box(players: int) -> None:
    """HRACÍ MATERIÁL: goods 9/9/10/11/11, plantations 8/9/10/11/12, 49 buildings."""
    state = new(players)
    assert dict(zip(GOODS, state.goods_supply, strict=True)) == {
        "corn": 10,
        "indigo": 11,
        "sugar": 11,
        "tobacco": 9,
        "coffee": 9,
    }
    tiles = (
        state.stack
        + state.face_up
        + [t for p in state.seats for t in range(5) for _ in range(p.island[t])]
    )
    assert [tiles.count(k) for k in range(5)] == [10, 12, 11, 9, 8]
    assert sum(state.building_supply) == 49
    assert state.building_supply == [b.copies for b in BUILDINGS]


def test_two_player_variant_components() -> None:
    """Reference §A.3: 3 of each plantation, 3 quarries, 2 of each good removed; 1 violet each."""
    state = new(2)
    assert dict(zip(GOODS, state.goods_supply, strict=True)) == {
        "corn": 8,
        "indigo": 9,
        "sugar": 9,
        "tobacco": 7,
        "coffee": 7,
    }
    tiles = (
        state.stack
        + state.face_up
        + [t for p in state.seats for t in range(5) for _ in range(p.island[t])]
    )
    assert [tiles.count(k) for k in range(5)] == [7, 9, 8, 6, 5]
    for b in BUILDINGS:
        expected = 2 if b.good is not None else 1
        assert state.building_supply[b.index] == expected, b.id


def test_governor_drawn_by_lot_and_reproducible() -> None:
    """PŘÍPRAVA HRY: the starting player is drawn by lot; the same seed draws the same."""
    governors = {new(4, seed).governor for seed in range(40)}
    assert governors == {0, 1, 2, 3}
    assert new(4, 11).to_json() == new(4, 11).to_json()
    assert new(4, 11).stack != new(4, 12).stack


@pytest.mark.parametrize("players", [1, 6])
def test_unsupported_player_counts(players: int) -> None:
    with pytest.raises(BadOption, match="2, 3, 4, 5 players"):
        SPEC.new_game(players)


def test_options_are_recorded() -> None:
    """Options are data: every option appears, with its default, in the state."""
    assert new(3).options == {"open_vp": False}
    assert SPEC.new_game(3, {"open_vp": True}).options == {"open_vp": True}
    with pytest.raises(BadOption):
        SPEC.new_game(3, {"no_such_option": 1})
