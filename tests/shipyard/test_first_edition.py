"""The 1st edition (the Hebrew rulebook, HE): set-up, propellers, speed, the crew wheel,
the ship token on the first canal, bonus actions and virtual tiles.

HE sections are cited by their Hebrew heading with an English gloss.
"""

from __future__ import annotations

import pytest

from eurotable.core.errors import BadOption
from eurotable.games.shipyard import cruise
from eurotable.games.shipyard.data import EDITIONS, SUBSIDY
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.state import Mode
from eurotable.games.shipyard.track import EMPTY

from .positions import (
    SPEC,
    canal,
    check,
    display_tile,
    legal,
    money,
    new_game,
    pieces,
    play,
    start,
    token,
    track,
    yard,
)

ED = EDITIONS["first"]


def first(players: int = 3, seed: int = 1) -> Shipyard:
    return new_game(players, seed=seed, edition="first")


def speed_of(**counts: int) -> int:
    return cruise.base_speed(ED, [counts.get(p, 0) for p in ED.pieces])


def test_speed_examples() -> None:
    """HE הפלגת השקה, מהירות (speed), the two examples: a propeller, 2 chimneys and a sail
    = 6; 2 sails and a chimney without a propeller = 3."""
    assert speed_of(propeller=1, chimney=2, sail=1) == 6
    assert speed_of(sail=2, chimney=1) == 3


@pytest.mark.parametrize(
    ("counts", "speed"),
    [
        ({}, 1),
        ({"propeller": 1}, 1),
        ({"chimney": 1}, 1),
        ({"chimney": 2}, 2),
        ({"propeller": 1, "chimney": 1}, 4),
        ({"propeller": 2, "chimney": 1}, 4),
        ({"propeller": 1, "chimney": 3, "sail": 2}, 8),
        ({"sail": 4}, 5),
    ],
)
def test_speed_rule(counts: dict[str, int], speed: int) -> None:
    """HE מהירות: a chimney and a propeller give 4, +1 per further chimney and per sail;
    otherwise 1, +1 per sail and per chimney after the first (ruling); the note: a ship
    with neither still sails at speed 1; further propellers add nothing."""
    assert speed_of(**counts) == speed


@pytest.mark.parametrize(("players", "cards", "figures"), [(2, 7, 3), (3, 7, 1), (4, 8, 1)])
def test_setup(players: int, cards: int, figures: int) -> None:
    """HE סידור המשחק: 6 coins, 3 green + 3 blue contracts each, no goods; the subsidy card
    only with four players (otherwise back to the box); one figure each, three with two
    players; the countdown marker starts by player count (2, 3, 4 laps above red)."""
    state = SPEC.new_game(players, {"edition": "first"}, 5)
    assert isinstance(state, Shipyard)
    on_track = [a for a in state.row if a != EMPTY]
    assert len(on_track) == cards and len(state.row) == 22
    assert (SUBSIDY in on_track) == (players == 4)
    assert state.cubes == players
    assert ED.cubes_per_player[players] == figures
    assert state.options == {
        "edition": "first",
        "contracts": "advanced",
        "employees": "random",
        "bonus": "ask",
    }
    for player in state.seats:
        assert player.guilders == 6 and player.goods == []
        assert sorted(ED.colours[ED.contracts[c].colour] for c in player.hand) == [
            "blue",
            "blue",
            "blue",
            "green",
            "green",
            "green",
        ]
    assert ED.piece_supply == (24,) * 8
    assert ED.pieces[3] == "propeller"
    assert ED.pieces[ED.crew_wheel[3]] == "propeller"
    check(state)


def test_no_solo_game_and_no_second_edition_setups() -> None:
    """HE: 2 to 4 players, no solo game; no starting contract sets and no fixed employee
    layout (the game's default options stand for the edition's own set-up)."""
    with pytest.raises(BadOption, match="no solo game"):
        SPEC.new_game(1, {"edition": "first"}, 1)
    with pytest.raises(BadOption, match="employees"):
        SPEC.new_game(3, {"edition": "first", "employees": "starters"}, 1)
    state = SPEC.new_game(3, {"edition": "first", "contracts": "beginner"}, 1)
    assert state.options["contracts"] == "advanced"


def test_the_crew_wheel_buys_a_propeller() -> None:
    """HE גיוס אנשי צוות: the wheel offers captain, businessman, soldier, and as its fourth
    sector a propeller; moving as with equipment (one step free, then a coin a step)."""
    state = first()
    money(state, 0, 3)
    start(state, 0, "crew")
    assert legal(state) == ["crew captain", "crew businessman", "crew soldier", "crew propeller"]
    play(state, "crew propeller")
    assert state.seats[0].stock[ED.pieces.index("propeller")] == 1
    check(state)


def _ready_to_finish(propeller_stern: str) -> Shipyard:
    """Seat 0 buys the stern that finishes B01 + MI-26 (two sail/chimney mounts)."""
    state = first(2)
    yard(state, 0, {1: "B01", 2: "MI-26"})
    display_tile(state, 15, propeller_stern)
    canal(state, 0, "C05", 0, 0, 0)
    canal(state, 0, "C24", 0, 1, 0)
    token(state, 0, "C05", "n", None)
    pieces(state, 0, captain=1, propeller=1, chimney=2)
    money(state, 0, 0)
    start(state, 0, "build")
    play(state, "tile stern 1", "slot 3", "pass")
    return state


def test_a_propeller_needs_a_stern_with_a_propeller_place() -> None:
    """HE ציוד ואנשי צוות: 'a propeller needs a stern with a propeller place'; with one, a
    chimney and a propeller give full steam: 4, +1 for the second chimney."""
    state = _ready_to_finish("S12")  # a propeller place
    play(state, "add captain", "add propeller", "add chimney", "add chimney")
    player = state.seats[0]
    assert player.scores[2] == 5  # speed
    assert player.fleet and player.fleet[0][1][ED.pieces.index("propeller")] == 1
    check(state)
    state = _ready_to_finish("S17")  # no propeller place
    assert "add propeller" not in legal(state)


def test_the_ship_token_goes_on_the_first_canal() -> None:
    """HE שכור תעלות: with the first canal the ship marker goes on one of its end points;
    the first ship to finish starts its cruise there."""
    state = first()
    money(state, 0, 0)
    start(state, 0, "canal")
    play(state, "canal 1")
    if state.step.name == "CANAL_PLACE":
        play(state, "at 0 0 r0")
    player = state.seats[0]
    canal_tile = ED.canals[player.canal_ids[0]]
    sides = zip(canal_tile.names, canal_tile.space_edge[0], strict=True)
    ends = [f"start {canal_tile.id.lower()} {name}" for name, side in sides if side >= 0]
    assert state.step.name == "TOKEN"
    assert sorted(legal(state)) == sorted(ends) and len(ends) == 4
    play(state, legal(state)[-1])
    assert player.token_canal == canal_tile.index and player.from_canal == -1
    assert state.turns[0] == 1
    check(state)


def test_a_bonus_action_first_cannot_be_paid_with_the_income() -> None:
    """HE תור רגיל, ד: 'a player cannot take the income, use it for a bonus action, and
    only then carry out the chosen action'; after the chosen action the income may pay."""
    state = first(4)
    state.turns = [1, 1, 1, 1]
    cards = dict(enumerate(["subsidy", "crew", "equipment", "goods", "build", "canal"]))
    cards.update({6: "employee", 7: "exchange"})
    track(state, cards, {1: (1, 1), 2: (2, 1), 7: (3, 1)})
    state.lead_locked = True
    money(state, 0, 5)
    play(state, "action goods")
    assert state.seats[0].guilders == 7  # two figures in front, one behind: no gap bonus
    assert state.step.name == "GOODS"  # 7 coins, but only 5 from before the income
    play(state, "goods 1")
    assert state.step.name == "BONUS" and state.stage.name == "AFTER"
    play(state, "bonus crew")
    assert state.seats[0].guilders == 1
    check(state)


def test_virtual_tiles_only_at_the_end() -> None:
    """HE השלמת ספינה: free featureless tiles when a kind has run out, in the last turn or
    the ship completion (not in the regular turns before them)."""
    state = first()
    while state.sterns:
        state.removed_ships.append(state.sterns.pop())
    for row in range(5):
        state.removed_ships.append(state.ship_display[15 + row])
        state.ship_display[15 + row] = -1
    money(state, 0, 0)
    start(state, 0, "build")
    assert "tile virtual-stern" not in legal(state)
    state.mode = Mode.FINAL
    state.legal_cache = None
    assert "tile virtual-stern" in legal(state)
