"""Mayor phase (Pravidla: PURKMISTR (STAROSTA); FAQ PURKMISTR; reference §A.4 Mayor)."""

from __future__ import annotations

import pytest

from eurotable.core.errors import IllegalAction
from eurotable.games.puerto_rico.data import BUILDING_INDEX, TILES
from eurotable.games.puerto_rico.state import Step

from .positions import building, check, colonists, legal, new_game, play, start_role, tiles

CORN, INDIGO, QUARRY = TILES.index("corn"), TILES.index("indigo"), TILES.index("quarry")


def test_mayor_takes_one_colonist_from_the_supply_not_the_ship() -> None:
    """Pravidla: PURKMISTR. The mayor first takes one colonist from the supply (not from the
    ship) as his privilege, then the ship's colonists are dealt."""
    state = new_game()
    supply = state.colonists
    start_role(state, 1, "mayor")
    assert [p.san_juan for p in state.seats] == [1, 2, 1]
    # The supply paid the privilege and the minimum refill of 3; the ship was emptied first.
    assert state.colonists == supply - 1 - 3
    assert state.ship_colonists == 3
    check(state)


def test_mayor_privilege_is_lost_when_the_supply_is_empty() -> None:
    """Pravidla: PURKMISTR – upozornění ("Pokud se již v banku nenachází žádný kolonista,
    ztrácí purkmistr své privilegium")."""
    state = new_game()
    colonists(state, 2, state.colonists)
    state.seats[2].san_juan = 0
    state.colonists = 0  # the supply is empty (the colonists left the game for this test)
    start_role(state, 1, "mayor")
    assert [p.san_juan for p in state.seats] == [1, 1, 1]


def test_ship_colonists_are_dealt_one_at_a_time_until_the_ship_is_empty() -> None:
    """Pravidla: PURKMISTR; FAQ PURKMISTR. Starting with the mayor, each player in turn gets
    one colonist until the ship is empty, so some players may get one more."""
    state = new_game()
    state.ship_colonists = 5
    state.colonists -= 2
    start_role(state, 1, "mayor")
    # Mayor (seat 1): privilege + 2; seat 2: 2; seat 0: 1.
    assert [p.san_juan for p in state.seats] == [1, 3, 2]
    check(state)


def test_a_short_ship_leaves_the_last_players_without_colonists() -> None:
    """FAQ PURKMISTR: the ship is simply emptied one colonist at a time."""
    state = new_game(4)
    state.colonists += state.ship_colonists - 2
    state.ship_colonists = 2
    start_role(state, 2, "mayor")
    assert [p.san_juan for p in state.seats] == [0, 0, 2, 1]


def test_ship_refill_counts_empty_building_circles_only() -> None:
    """Pravidla: PURKMISTR. The ship gets one colonist per empty circle on the players'
    buildings; empty plantations and quarries do not count."""
    state = new_game()
    building(state, 0, "indigo-plant", 0)  # 3 circles
    building(state, 1, "tobacco-storage", 1)  # 2 empty
    building(state, 2, "coffee-roaster", 0)  # 2 empty
    building(state, 2, "harbor", 0)  # 1 empty
    tiles(state, 1, "quarry", 2)
    tiles(state, 2, "corn", 5)
    start_role(state, 0, "mayor")
    # Seat 0 (2 colonists, forced onto the indigo plant), seats 1 and 2 choose.
    assert state.seats[0].buildings[BUILDING_INDEX["indigo-plant"]] == 2
    assert state.actor == 1
    play(state, "place quarry", "place tobacco-storage")
    assert state.actor == 2
    play(state, "place corn")
    # 1 (indigo plant) + 2 (tobacco storage) + 2 (roaster) + 1 (harbor) = 6, quarry and
    # corn not counted.
    assert state.ship_colonists == 6
    check(state)


def test_ship_refill_is_at_least_the_number_of_players() -> None:
    """Pravidla: PURKMISTR ("Pozor: Na loď se vždy umístí nejméně takový počet kolonistů,
    který odpovídá počtu hráčů")."""
    state = new_game(4)
    building(state, 0, "harbor", 0)
    start_role(state, 0, "mayor")
    assert state.ship_colonists == 4
    assert not state.end_triggered


def test_placement_is_one_colonist_at_a_time_and_every_colonist_must_be_placed() -> None:
    """Pravidla: PURKMISTR – k objasnění. Nobody may leave colonists in San Juan while he has
    empty circles; the arrangement is made one colonist at a time."""
    state = new_game()
    tiles(state, 1, "corn", 2)
    tiles(state, 1, "indigo", 1)
    building(state, 1, "indigo-plant", 0)
    state.ship_colonists = 6
    state.colonists -= 3
    start_role(state, 0, "mayor")
    assert state.actor == 1
    assert state.seats[1].san_juan == 2
    assert "keep" not in legal(state)
    with pytest.raises(IllegalAction):
        play(state, "keep")
    play(state, "place corn")
    assert (state.step, state.actor) == (Step.MAYOR, 1)
    assert state.seats[1].san_juan == 1
    assert "keep" not in legal(state)
    # Placements go in slot order (island kinds, then buildings).
    assert legal(state) == ["place corn", "place indigo", "place indigo-plant"]
    play(state, "place indigo-plant")
    assert state.step is Step.ROLE  # seat 2 had only San Juan: the phase is over
    player = state.seats[1]
    assert player.occupied[CORN] == 1
    assert player.buildings[BUILDING_INDEX["indigo-plant"]] == 1
    assert player.san_juan == 0
    check(state)


def test_the_last_colonists_are_placed_without_asking_when_only_one_way_remains() -> None:
    """Pravidla: PURKMISTR – k objasnění (engine: placements in slot order; once the remaining
    colonists fit only one way they are placed without asking)."""
    state = new_game()
    tiles(state, 1, "corn", 2)
    tiles(state, 1, "indigo", 1)
    building(state, 1, "indigo-plant", 0)
    state.ship_colonists = 6
    state.colonists -= 3
    start_role(state, 0, "mayor")
    play(state, "place indigo")
    player = state.seats[1]
    assert player.occupied[INDIGO] == 1
    assert player.buildings[BUILDING_INDEX["indigo-plant"]] == 1
    assert player.san_juan == 0
    assert state.step is Step.ROLE
    check(state)


def test_surplus_colonists_go_to_san_juan() -> None:
    """Pravidla: PURKMISTR ("Nemůže-li hráč na kartičky umístit všechny své kolonisty, umístí
    zbytek na … San Juanu")."""
    state = new_game()
    tiles(state, 1, "corn", 1)
    state.ship_colonists = 9
    state.colonists -= 6
    start_role(state, 0, "mayor")
    player = state.seats[1]
    assert player.occupied[CORN] == 1
    assert player.san_juan == 2
    check(state)


def test_keep_is_allowed_only_for_a_valid_arrangement_and_players_may_rearrange() -> None:
    """Pravidla: PURKMISTR ("libovolně přerozdělit"). A player whose colonists are all placed
    may keep the arrangement or move every colonist again."""
    state = new_game()
    tiles(state, 1, "corn", 2, occupied=1)
    building(state, 1, "small-market", 1)
    building(state, 1, "hacienda", 0)
    building(state, 1, "harbor", 0)
    state.ship_colonists = 1  # only the mayor (seat 0) gets one
    state.colonists += 2
    start_role(state, 0, "mayor")
    assert state.actor == 1
    assert state.seats[1].san_juan == 0
    assert "keep" in legal(state)
    # Move both colonists: one to the hacienda, the other then fits only the harbor.
    play(state, "place hacienda")
    player = state.seats[1]
    assert player.occupied[CORN] == 0
    assert player.buildings[BUILDING_INDEX["small-market"]] == 0
    assert player.buildings[BUILDING_INDEX["hacienda"]] == 1
    assert player.buildings[BUILDING_INDEX["harbor"]] == 1

    kept = new_game()
    tiles(kept, 1, "corn", 2, occupied=1)
    building(kept, 1, "small-market", 1)
    kept.ship_colonists = 1
    kept.colonists += 2
    start_role(kept, 0, "mayor")
    play(kept, "keep")
    assert kept.seats[1].occupied[CORN] == 1
    assert kept.seats[1].buildings[BUILDING_INDEX["small-market"]] == 1


def test_players_arrange_in_turn_starting_with_the_mayor() -> None:
    """Pravidla: PURKMISTR – upozornění ("Nejprve rozmístí všechny své kolonisty purkmistr,
    potom následující hráč atd.")."""
    state = new_game()
    for seat in range(3):
        tiles(state, seat, "corn", 1)
        tiles(state, seat, "indigo", 1)
    tiles(state, 2, "sugar", 1)  # the mayor has 2 colonists: 3 tiles leave him a choice
    start_role(state, 2, "mayor")
    order: list[int] = []
    while state.step is Step.MAYOR:
        if not order or order[-1] != state.actor:
            order.append(state.actor)
        play(state, legal(state)[0])
    assert order == [2, 0, 1]


def test_colonists_move_only_in_the_mayor_phase() -> None:
    """FAQ PURKMISTR ("Kolonisté se smějí přemísťovat na plánu pouze během fáze starosty").
    A colonist waiting in San Juan stays there when its owner builds; it moves to the new
    building only in the next mayor phase."""
    state = new_game()
    colonists(state, 1, 1)
    state.seats[1].doubloons = 1
    start_role(state, 0, "builder")
    play(state, "pass", "build small-market")
    player = state.seats[1]
    assert player.san_juan == 1
    assert player.buildings[BUILDING_INDEX["small-market"]] == 0
    assert not any(a.startswith(("place", "keep")) for a in legal(state))
    start_role(state, 0, "mayor")
    assert player.buildings[BUILDING_INDEX["small-market"]] == 1
    assert player.san_juan == 1  # the ship's colonist has nowhere to go
    check(state)


def test_colonist_shortage_at_the_end_of_a_mayor_phase_ends_the_game() -> None:
    """Pravidla: KONEC HRY, first condition; reference §A.4: the Czech text drops "není"
    (it should read "there are *not* enough colonists to refill the ship"). When the supply
    cannot refill the ship to the required number, the game ends after the round and the
    ship gets what is left."""
    state = new_game()
    building(state, 1, "coffee-roaster", 0)
    building(state, 2, "tobacco-storage", 0)
    building(state, 2, "sugar-mill", 0)
    surplus = state.colonists - 7
    colonists(state, 0, surplus)  # seat 0 holds the surplus in San Juan: 7 stay in supply
    start_role(state, 0, "mayor")
    play(state, "place sugar-mill")  # seat 2 chooses; seat 1 was forced onto the roaster
    # The privilege leaves 6 in the supply; 6 circles are empty (roaster 1, seat 2's 5):
    # exactly enough, no trigger.
    assert state.ship_colonists == 6
    assert state.colonists == 0
    assert not state.end_triggered

    short = new_game()
    building(short, 1, "coffee-roaster", 0)
    building(short, 2, "tobacco-storage", 0)
    building(short, 2, "sugar-mill", 0)
    colonists(short, 0, short.colonists - 6)
    start_role(short, 0, "mayor")
    play(short, "place sugar-mill")
    assert short.ship_colonists == 5
    assert short.colonists == 0
    assert short.end_triggered
    assert short.step is Step.ROLE  # the round goes on
    check(short)


def test_a_player_without_colonists_has_nothing_to_arrange() -> None:
    """Pravidla: PURKMISTR ("Nově získané kolonisty smí nyní hráč … přerozdělit"): a player
    who got no colonist from a short ship and has none on his board is not asked to place
    any (the engine used to offer placements with no colonist to place)."""
    state = new_game(4)
    tiles(state, 3, "corn", 1)
    tiles(state, 3, "indigo", 1)
    state.colonists += state.ship_colonists - 2
    state.ship_colonists = 2
    start_role(state, 0, "mayor")
    assert state.step is Step.ROLE
    assert state.seats[3].colonists() == 0
    check(state)
