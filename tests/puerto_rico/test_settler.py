"""Settler phase (Pravidla: OSADNÍK; Hacienda, Stavební huť, Útulek; reference §A.4 Settler)."""

from __future__ import annotations

import pytest

from eurotable.core.errors import IllegalAction
from eurotable.games.puerto_rico.data import QUARRY, TILES
from eurotable.games.puerto_rico.game import PuertoRico

from .positions import building, check, legal, new_game, play, start_role, tiles

INDIGO, CORN = TILES.index("indigo"), TILES.index("corn")


def settler_game(face_up: list[int] | None = None) -> PuertoRico:
    state = new_game()
    if face_up is not None:
        state.stack.extend(state.face_up)
        for tile in face_up:
            state.stack.remove(tile)
        state.face_up = list(face_up)
    return state


def test_settler_may_take_a_quarry_the_others_may_not() -> None:
    """Pravidla: OSADNÍK. The settler may take a quarry as his privilege; the other players
    only a face-up plantation ("ale ne kamenolomu!")."""
    state = new_game()
    start_role(state, 0, "settler")
    assert "take quarry" in legal(state)
    play(state, "take quarry")
    assert state.seats[0].island[QUARRY] == 1
    assert state.quarries == 7
    assert state.actor == 1
    assert "take quarry" not in legal(state)
    with pytest.raises(IllegalAction):
        play(state, "take quarry")
    check(state)


def test_each_player_takes_at_most_one_tile_in_order() -> None:
    """Pravidla: OSADNÍK. Starting with the settler, each player in turn may take one tile
    and put it on his island; then the phase is over."""
    state = settler_game([CORN, INDIGO, INDIGO, CORN])
    start_role(state, 1, "settler")
    assert state.actor == 1
    play(state, "take corn")
    assert state.actor == 2
    play(state, "take indigo")
    assert state.actor == 0
    play(state, "take indigo")
    assert state.phase == -1
    assert [sum(p.island) for p in state.seats] == [1, 1, 1]
    check(state)


def test_settling_is_voluntary() -> None:
    """Pravidla: ROLE ("Provádění akce náležící k roli je dobrovolné")."""
    state = new_game()
    start_role(state, 0, "settler")
    play(state, "pass", "pass", "pass")
    assert [sum(p.island) for p in state.seats] == [0, 0, 0]
    assert state.phase == -1


def test_construction_hut_gives_non_settlers_a_quarry() -> None:
    """Pravidla: Stavební huť. The owner of an occupied construction hut may take a quarry
    instead of a face-up plantation; an unoccupied one does nothing."""
    state = new_game()
    building(state, 1, "construction-hut", 1)
    building(state, 2, "construction-hut", 0)
    start_role(state, 0, "settler")
    play(state, "pass")
    assert state.actor == 1
    assert "take quarry" in legal(state)
    play(state, "take quarry")
    assert state.seats[1].island[QUARRY] == 1
    assert state.actor == 2
    assert "take quarry" not in legal(state)
    check(state)


def test_settler_with_construction_hut_still_gets_one_quarry() -> None:
    """Pravidla: Stavební huť – upozornění. A settler who owns a construction hut still
    takes only one quarry."""
    state = new_game()
    building(state, 0, "construction-hut", 1)
    start_role(state, 0, "settler")
    play(state, "take quarry")
    assert state.actor == 1
    assert state.seats[0].island[QUARRY] == 1
    assert state.quarries == 7


def test_no_quarry_when_none_is_left() -> None:
    """Pravidla: OSADNÍK – upozornění. With no quarry left neither the settler's privilege
    nor the construction hut gives one."""
    state = new_game()
    tiles(state, 2, "quarry", 8)
    building(state, 1, "construction-hut", 1)
    start_role(state, 0, "settler")
    assert "take quarry" not in legal(state)
    play(state, "pass")
    assert "take quarry" not in legal(state)


def test_face_up_tiles_are_refilled_and_the_rest_discarded() -> None:
    """Pravidla: OSADNÍK. The unused face-up plantations are put aside and players + 1 new
    ones are turned face up from the stack."""
    state = settler_game([CORN, INDIGO, INDIGO, CORN])
    top = state.stack[-4:]
    size = len(state.stack)
    start_role(state, 0, "settler")
    play(state, "take corn", "pass", "take indigo")
    assert sorted(state.discards) == sorted([INDIGO, CORN])
    assert len(state.face_up) == 4
    assert sorted(state.face_up) == sorted(top)
    assert len(state.stack) == size - 4
    check(state)


def test_discards_are_reshuffled_when_the_stack_runs_out() -> None:
    """Pravidla: OSADNÍK – upozornění. When the face-down stack runs out the put-aside
    plantations are shuffled into a new stack; if even that is not enough, fewer tiles are
    turned up."""
    state = settler_game([CORN, INDIGO, INDIGO, CORN])
    # Only two tiles stay face down; the others lie on the discard pile.
    discarded = len(state.stack) - 2
    state.discards = state.stack[:-2]
    state.stack = state.stack[-2:]
    start_role(state, 0, "settler")
    play(state, "pass", "pass", "pass")
    assert len(state.face_up) == 4
    # Two came from the old stack, two from the reshuffled discards (which include the
    # four tiles just put aside).
    assert len(state.stack) == discarded + 4 - 2
    assert state.discards == []
    check(state)

    short = settler_game([CORN, INDIGO, INDIGO, CORN])
    parked = short.stack[:]
    short.stack = []
    short.discards = parked[:1]
    # The other tiles leave the game for this test (not a conservation check).
    start_role(short, 0, "settler")
    play(short, "take corn", "take indigo", "take indigo")
    assert len(short.face_up) == 2  # one discarded corn + the one reshuffled tile
    assert short.stack == []


def test_full_island_takes_no_tile() -> None:
    """Pravidla: hrací plán (12 ostrovních políček). A player whose 12 island spaces are full
    takes no more tiles; he is not even asked."""
    state = new_game()
    tiles(state, 1, "quarry", 4)
    tiles(state, 1, "sugar", 8)
    start_role(state, 0, "settler")
    play(state, "pass")
    assert state.actor == 2
    check(state)


def test_hacienda_draws_an_extra_tile_before_the_normal_pick() -> None:
    """Pravidla: Hacienda. Before choosing a face-up plantation the owner may draw one tile
    from the face-down stack onto his island; the normal pick follows."""
    state = settler_game([CORN, INDIGO, INDIGO, CORN])
    building(state, 1, "hacienda", 1)
    top = state.stack[-1]
    start_role(state, 0, "settler")
    play(state, "pass")
    assert legal(state)[0] == "hacienda"
    play(state, "hacienda")
    assert state.seats[1].island[top] == 1
    assert state.actor == 1
    assert "hacienda" not in legal(state)
    play(state, "take corn")
    assert sum(state.seats[1].island) == 2
    assert state.actor == 2
    check(state)


def test_hacienda_tile_is_never_a_quarry_but_the_hut_pick_still_follows() -> None:
    """Pravidla: Hacienda – upozornění. The drawn tile is a plantation and a construction hut
    owner may not take a quarry in its place; his normal pick may still be a quarry."""
    state = new_game()
    building(state, 1, "hacienda", 1)
    building(state, 1, "construction-hut", 1)
    start_role(state, 0, "settler")
    play(state, "pass", "hacienda")
    island = state.seats[1].island
    assert island[QUARRY] == 0 and sum(island) == 1
    play(state, "take quarry")
    assert island[QUARRY] == 1 and sum(island) == 2
    assert state.actor == 2


def test_hacienda_without_colonist_does_nothing() -> None:
    """Pravidla: BUDOVY ("Jen obsazené budovy plní svoji funkci")."""
    state = new_game()
    building(state, 1, "hacienda", 0)
    start_role(state, 0, "settler")
    play(state, "pass")
    assert "hacienda" not in legal(state)


def test_hospice_puts_a_colonist_on_the_plantation_taken() -> None:
    """Pravidla: Útulek. The owner may put one colonist from the supply on the plantation he
    takes."""
    state = settler_game([CORN, INDIGO, INDIGO, CORN])
    building(state, 0, "hospice", 1)
    supply = state.colonists
    start_role(state, 0, "settler")
    play(state, "take indigo")
    assert legal(state) == ["hospice", "decline"]
    play(state, "hospice")
    assert state.seats[0].occupied[INDIGO] == 1
    assert state.colonists == supply - 1
    assert state.actor == 1
    check(state)


def test_hospice_also_mans_a_quarry() -> None:
    """Pravidla: Útulek ("kartičku plantáže nebo kamenolomu")."""
    state = new_game()
    building(state, 0, "hospice", 1)
    start_role(state, 0, "settler")
    play(state, "take quarry", "hospice")
    assert state.seats[0].occupied[QUARRY] == 1
    check(state)


def test_hospice_falls_back_to_the_ship_then_to_nothing() -> None:
    """Pravidla: Útulek – upozornění. With the supply empty the colonist comes from the
    colonist ship; with the ship empty too, there is none (and nothing to ask)."""
    state = new_game()
    building(state, 0, "hospice", 1)
    state.colonists = 0
    ship = state.ship_colonists
    start_role(state, 0, "settler")
    play(state, "take quarry", "hospice")
    assert state.seats[0].occupied[QUARRY] == 1
    assert state.ship_colonists == ship - 1

    empty = new_game()
    building(empty, 0, "hospice", 1)
    empty.colonists = 0
    empty.ship_colonists = 0
    start_role(empty, 0, "settler")
    play(empty, "take quarry")
    assert empty.actor == 1
    assert empty.seats[0].occupied[QUARRY] == 0


def test_hospice_colonist_may_be_declined() -> None:
    """Pravidla: Útulek ("smí … umístit"): the colonist is optional."""
    state = new_game()
    building(state, 0, "hospice", 1)
    supply = state.colonists
    start_role(state, 0, "settler")
    play(state, "take quarry", "decline")
    assert state.seats[0].occupied[QUARRY] == 0
    assert state.colonists == supply


def test_no_hospice_colonist_on_the_hacienda_tile() -> None:
    """Pravidla: Útulek – upozornění. The tile drawn with the hacienda gets no colonist; the
    normally chosen tile does."""
    state = settler_game([CORN, INDIGO, INDIGO, CORN])
    building(state, 1, "hacienda", 1)
    building(state, 1, "hospice", 1)
    top = state.stack[-1]
    start_role(state, 0, "settler")
    play(state, "pass", "hacienda")
    assert state.seats[1].occupied == [0] * 6
    assert "hospice" not in legal(state)
    play(state, "take corn", "hospice")
    expected = [0] * 6
    expected[CORN] = 1
    assert state.seats[1].occupied == expected
    assert state.seats[1].island[top] >= 1
    check(state)


def test_hacienda_with_an_empty_stack_draws_from_the_reshuffled_discards() -> None:
    """Pravidla: OSADNÍK – upozornění (reshuffle when the stack runs out) applied to the
    Hacienda draw (docs/rulings/puerto-rico.md)."""
    state = settler_game([CORN, INDIGO, INDIGO, CORN])
    building(state, 1, "hacienda", 1)
    state.discards = state.stack
    state.stack = []
    start_role(state, 0, "settler")
    play(state, "pass", "hacienda")
    assert sum(state.seats[1].island) == 1
    assert state.stack and not state.discards[:0]
    check(state)

    none_left = settler_game([CORN, INDIGO, INDIGO, CORN])
    building(none_left, 1, "hacienda", 1)
    none_left.stack = []  # (tiles out of play for this test)
    start_role(none_left, 0, "settler")
    play(none_left, "pass")
    assert "hacienda" not in legal(none_left)


def test_hacienda_filling_the_island_ends_the_turn() -> None:
    """Pravidla: Hacienda ("musí ji následně také umístit"); a full island takes no more."""
    state = new_game()
    building(state, 1, "hacienda", 1)
    tiles(state, 1, "quarry", 5)
    tiles(state, 1, "corn", 6)
    start_role(state, 0, "settler")
    play(state, "pass", "hacienda")
    assert sum(state.seats[1].island) == 12
    assert state.actor == 2
