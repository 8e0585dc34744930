"""The shakedown cruise (Zkušební plavba): outfitting, speed, requirements, scoring, sailing."""

from __future__ import annotations

import pytest

from eurotable.games.shipyard import cruise
from eurotable.games.shipyard.data import EDITIONS, PIECES
from eurotable.games.shipyard.game import Shipyard

from .positions import (
    canal,
    check,
    display_tile,
    employee,
    legal,
    money,
    new_game,
    pieces,
    play,
    start,
    token,
    yard,
)

ED = EDITIONS["second"]
EXAMPLE_SHIP = {1: "B03", 2: "MI-17", 3: "MI-18", 4: "MI-35", 5: "MI-09"}
"""Five tiles of the scoring example's ship; the stern S07 completes it: 5 cabins, a stoker
cabin, 3 sail/chimney mounts, a cannon and a crane mount, 2 lifebuoys."""


def speed_of(**counts: int) -> int:
    return cruise.base_speed(ED, [counts.get(p, 0) for p in PIECES])


def test_speed_example_full_steam() -> None:
    """Rychlost, example (upper ship): a stoker and a chimney give full steam, base 4; two
    sails add 1 each: 6."""
    assert speed_of(stoker=1, chimney=1, sail=2) == 6


def test_speed_example_without_a_stoker() -> None:
    """Rychlost, example (lower ship): no stoker, base 1; +1 for the sail, +1 for the pair
    of chimneys: 3."""
    assert speed_of(sail=1, chimney=2) == 3


@pytest.mark.parametrize(
    ("counts", "speed"),
    [
        ({}, 1),
        ({"stoker": 2, "chimney": 3, "sail": 1}, 4 + 1 + 2 + 1),
        ({"stoker": 2}, 3),
        ({"chimney": 3}, 2),
        ({"sail": 4}, 5),
    ],
)
def test_speed_rules(counts: dict[str, int], speed: int) -> None:
    """Rychlost: steam = 4 + each further chimney and stoker + each sail; otherwise
    1 + each sail and stoker + each pair of chimneys. Poznámka: a bare ship has speed 1."""
    assert speed_of(**counts) == speed


def example_position() -> Shipyard:
    """Seat 0 about to finish the rulebook's scoring ship by buying its stern."""
    state = new_game(2)
    yard(state, 0, EXAMPLE_SHIP)
    display_tile(state, 15, "S07")
    canal(state, 0, "C17", 0, 0, 1)
    canal(state, 0, "C04", 0, 1, 3)
    pieces(state, 0, captain=1, businessman=2, soldier=1, stoker=1)
    pieces(state, 0, cannon=1, crane=1, chimney=1, sail=2)
    money(state, 0, 0)
    start(state, 0, "build")
    play(state, "tile stern 1", "slot 6", "pass")
    return state


def test_the_23_point_ship() -> None:
    """Bodování zkušební plavby, PŘÍKLAD BODOVÁNÍ: crew 4 (captain, 2 businessmen, soldier;
    the stoker scores nothing), cannon and crane 4, speed 6: 14; the cruise gives 2 for the
    lifebuoys, 3 for the crane and two businessmen, 4 for the Blue Riband: 9. In all 23
    (the Czech text's '8' for the cruise is a slip: IT has 9, and 14 + 9 = 23)."""
    state = example_position()
    assert state.step.name == "OUTFIT"
    play(state, "add captain", "add businessman", "add businessman", "add soldier")
    play(state, "add stoker", "add chimney", "add sail", "add sail", "add cannon", "add crane")
    assert state.step.name == "START"  # nothing else fits: ready without asking
    assert "start c17 n" in legal(state)
    play(state, "start c17 n")
    player = state.seats[0]
    assert player.scores == [4, 4, 6, 9]
    assert player.vp == 23
    assert len(player.fleet) == 1 and len(player.fleet[0][0]) == 6
    assert player.yard == [-1] * 9
    assert player.used_count == 1  # the ship left C17 for C04
    assert ED.canals[player.token_canal].id == "C04"
    check(state)


def test_pieces_go_in_a_fixed_order_and_need_room() -> None:
    """Vybavení a posádka: one piece per mount and cabin; the first captain needs no cabin;
    stokers only in the stoker cabin. Pieces are put on in the order of the piece list."""
    state = example_position()
    play(state, "add businessman")
    assert "add captain" not in legal(state)
    play(state, "add stoker")
    assert "add stoker" not in legal(state)  # one stoker cabin, no builder
    check(state)


def test_the_stoker_builder() -> None:
    """Dodatek, KONSTRUKTÉR, example: the '+1 stoker' builder lets a ship carry 2 stokers,
    one in the black cabin on the stern and one without a cabin."""
    state = example_position()
    assert "add stoker" in legal(state)
    state = new_game(2)
    employee(state, 0, "BLD-STOKER")
    yard(state, 0, EXAMPLE_SHIP)
    display_tile(state, 15, "S07")
    canal(state, 0, "C17", 0, 0, 1)
    canal(state, 0, "C04", 0, 1, 3)
    pieces(state, 0, captain=1, stoker=3)
    money(state, 0, 0)
    start(state, 0, "build")
    play(state, "tile stern 1", "slot 6", "pass", "add captain", "add stoker", "add stoker")
    assert state.step.name == "START"  # a third stoker does not fit: ready without asking
    assert state.seats[0].stock[PIECES.index("stoker")] == 1


def test_the_crew_builder_counts_as_two_cabins() -> None:
    """Dodatek, KONSTRUKTÉR: 'as if the ship had 2 more cabins' (not for stokers)."""
    state = new_game(2)
    employee(state, 0, "BLD-CREW")
    yard(state, 0, {1: "B01", 2: "MI-01"})  # no cabins at all
    display_tile(state, 15, "S05")
    canal(state, 0, "C17", 0, 0, 1)
    pieces(state, 0, captain=2, soldier=2)
    money(state, 0, 0)
    start(state, 0, "build")
    play(state, "tile stern 1", "slot 3", "pass", "add captain", "add captain", "add soldier")
    assert "add soldier" not in legal(state)


def test_a_ship_without_a_captain_fails_and_is_removed() -> None:
    """Podmínky bodování 1: no captain, no points; the ship is removed from the game and
    does not count for contracts."""
    state = example_position()
    play(state, "add businessman", "ready")
    player = state.seats[0]
    assert player.vp == 0 and player.fleet == []
    assert len(player.wrecks) == 1 and player.wrecks[0][1][PIECES.index("businessman")] == 1
    assert player.yard == [-1] * 9
    check(state)


def test_a_ship_too_fast_for_its_canals_fails() -> None:
    """Podmínky bodování 2: the canal system must be long enough for full speed."""
    state = example_position()
    play(state, "add captain", "add stoker", "add chimney", "add sail", "add sail")
    play(state, "ready")  # speed 6: the two canals hold a path of 6 spaces
    assert state.step.name == "START"
    state = example_position()
    pieces(state, 0, captain=1, stoker=1, chimney=3, sail=2)
    play(state, "add captain", "add stoker", "add chimney", "add chimney", "add chimney")
    play(state, "add cannon", "add crane")  # the sails find no mount: ready without asking
    assert state.step.name == "START"  # speed 4 + 2 more chimneys = 6 again
    state = example_position()
    employee(state, 0, "HELMSMAN")
    play(state, "add captain", "add stoker", "add chimney", "add sail", "add sail", "ready")
    assert legal(state) == ["boost 0", "boost 1"]  # the helmsman may be left unused
    play(state, "boost 1")  # speed 7: too long for these canals
    assert state.seats[0].fleet == [] and state.seats[0].vp == 0
    check(state)


def test_the_rigger_may_be_used_in_part() -> None:
    """Dodatek, RÁHNAŘ: +1 per pair of sails, wholly, partly or not at all."""
    state = new_game(2)
    employee(state, 0, "RIGGER")
    employee(state, 0, "BLD-SAIL")
    yard(state, 0, {1: "B04", 2: "MI-26"})  # 3 sail mounts, +2 by the sail builder
    display_tile(state, 15, "S08")
    canal(state, 0, "C17", 0, 0, 1)
    canal(state, 0, "C04", 0, 1, 3)
    canal(state, 0, "C24", 0, 2, 0)
    pieces(state, 0, captain=1, sail=4)
    money(state, 0, 0)
    start(state, 0, "build")
    play(state, "tile stern 1", "slot 3", "pass", "add captain")
    play(state, "add sail", "add sail", "add sail", "add sail")
    assert legal(state) == ["boost 0", "boost 1", "boost 2"]


def test_sailing_token_stays_and_cannot_reverse() -> None:
    """Výsledek zkušební plavby, POZOR: the token stays where it stopped, its stern
    towards the space it came from; the next cruise may not go back that way."""
    state = new_game(2)
    canal(state, 0, "C19", 0, 0, 0)  # n(—) c(lifebuoy) s(riband), north to south
    token(state, 0, "C19", "c", ("C19", "n"))
    state.steps_left = 1
    assert [str(m) for m in _moves(state)] == ["C19 s"]
    token(state, 0, "C19", "c", ("C19", "s"))
    assert [str(m) for m in _moves(state)] == ["C19 n"]


def test_the_stern_forbids_its_side_even_with_a_new_tile_there() -> None:
    """Výsledek zkušební plavby, POZOR: the stern shows where the ship may not go; a canal
    laid later where the ship came from does not open that way."""
    state = new_game(2)
    canal(state, 0, "C19", 0, 1, 0)  # n c s, north to south
    canal(state, 0, "C24", 0, 0, 0)  # a new tile to the north, touching C19's n
    token(state, 0, "C19", "n", ("C12", "s"))  # came from the north, from a used tile
    state.steps_left = 1
    assert [str(m) for m in _moves(state)] == ["C19 c"]


def _moves(state: Shipyard) -> list[str]:
    player = state.seats[0]
    return [
        f"{ED.canals[player.canal_ids[t]].id} {ED.canals[player.canal_ids[t]].names[s]}"
        for t, s in cruise.moves(state, 0)
    ]


def test_only_the_last_blue_riband_counts_and_used_canals() -> None:
    """Výsledek zkušební plavby: a Blue Riband scores the spaces moved so far, and only the
    last one entered counts; a canal left behind goes to the used pile."""
    state = new_game(2)
    yard(state, 0, EXAMPLE_SHIP)
    display_tile(state, 15, "S07")
    canal(state, 0, "C19", 0, 0, 0)  # n(—) c(lifebuoy) s(riband)
    canal(state, 0, "C24", 0, 1, 0)  # n(—) a(lantern) b(—) s(riband)
    pieces(state, 0, captain=1, stoker=1, chimney=1, sail=2)
    money(state, 0, 0)
    start(state, 0, "build")
    play(state, "tile stern 1", "slot 6", "pass", "add captain", "add stoker", "add chimney")
    play(state, "add sail", "add sail")
    assert legal(state) == ["start c19 n", "start c24 s"]
    play(state, "start c19 n")  # c (lifebuoys 2), s (riband 2), n, a (lantern 0), b, s (riband 6)
    player = state.seats[0]
    assert player.scores == [1, 0, 6, 2 + 6]
    assert player.used_count == 1 and [ED.canals[c].id for c in player.used] == ["C19"]
    assert [ED.canals[c].id for c in player.canal_ids] == ["C24"]
    assert player.canal_x == [0] and player.canal_y == [0]  # renumbered
    check(state)


def test_canals_cut_off_are_discarded_not_used() -> None:
    """Zkušební plavba, POZNÁMKA: tiles that lose touch with the system when a canal is
    removed are discarded, and they do not count as used."""
    state = new_game(2)
    yard(state, 0, EXAMPLE_SHIP)
    display_tile(state, 15, "S07")
    canal(state, 0, "C19", 0, 0, 0)  # the ship starts here, heading south
    canal(state, 0, "C24", 0, 1, 0)
    canal(state, 0, "C01", 1, 0, 0)  # touches only C19
    pieces(state, 0, captain=1, stoker=1, chimney=1, sail=2)
    money(state, 0, 0)
    start(state, 0, "build")
    play(state, "tile stern 1", "slot 6", "pass", "add captain", "add stoker", "add chimney")
    play(state, "add sail", "add sail", "start c19 n")
    player = state.seats[0]
    assert player.used_count == 1
    assert [ED.canals[c].id for c in state.canal_discard] == ["C01"]
    check(state)
