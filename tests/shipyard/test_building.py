"""Build ships (Stavba lodí): placement rules and examples 1–5, prices, stand-in tiles."""

from __future__ import annotations

from eurotable.games.shipyard import yard
from eurotable.games.shipyard.data import BOW, EDITIONS, MIDDLE, STERN

from .positions import check, display_tile, legal, money, new_game, play, start
from .positions import yard as put

ED = EDITIONS["second"]
B, M, S = ED.virtual  # featureless tiles of each kind stand in for any real tile here


def board(cells: str) -> list[int]:
    """A yard from a picture like ``"B M . . S"`` (one letter or dot per slot)."""
    kinds = {"B": B, "M": M, "S": S, ".": -1}
    row = [kinds[c] for c in cells.split()]
    return row + [-1] * (ED.yard_slots - len(row))


def slots(cells: str, kind: int) -> list[int]:
    return [s + 1 for s in yard.legal_slots(ED, board(cells), kind)]


def test_example_1_only_a_bow_in_the_leftmost_slot() -> None:
    """Stavba lodí, example 1: the leftmost slot takes only a bow; a middle and a stern
    at the left edge leave no room for a bow."""
    assert 1 not in slots(". . . . . . . . .", MIDDLE)
    assert 1 not in slots(". . . . . . . . .", STERN)
    assert 1 in slots(". . . . . . . . .", BOW)
    assert 2 not in slots(". . . . . . . . .", STERN)  # no room for bow and middle
    assert 1 not in slots(". S . . . . . . .", MIDDLE)
    assert 3 in slots(". M . . . . . . .", STERN)  # the bow still fits in slot 1


def test_example_2_no_middle_fits_between_bow_and_stern() -> None:
    """Stavba lodí, example 2: a bow right next to a stern can never get a middle."""
    assert 4 not in slots(". . B . . . . . .", STERN)
    assert 3 not in slots(". . . S . . . . .", BOW)


def test_example_3_only_a_stern_in_the_rightmost_slot() -> None:
    """Stavba lodí, example 3: the rightmost slot takes only a stern."""
    assert 9 not in slots(". . . . . . . . .", BOW)
    assert 9 not in slots(". . . . . . . . .", MIDDLE)
    assert 9 in slots(". . . . . . . . .", STERN)


def test_example_4_a_bow_may_wait_for_the_ship_to_its_right() -> None:
    """Stavba lodí, example 4: a bow is allowed where its ship can only be finished after
    the ship to its right has sailed and freed the room."""
    assert 1 in slots(". B M . . . . . .", BOW)
    assert yard.is_sound(ED, board("B B M . . . . . ."))


def test_example_5_an_enclosed_middle_is_allowed() -> None:
    """Stavba lodí, example 5: a middle enclosed by ships to its left and right is allowed,
    since a new ship can use it once both have sailed."""
    assert 4 in slots("B M . . . M S . .", MIDDLE)


def test_the_yard_may_not_be_filled_without_finishing_a_ship() -> None:
    """Stavba lodí: 'Nesmíte zaplnit všechna prázdná místa v loděnici, pokud tím nedokončíte
    alespoň jednu loď.'"""
    full_but_one = "B M M M M M M M ."
    assert slots(full_but_one, STERN) == [9]
    assert slots("B M M M M M M . S", MIDDLE) == [8]
    assert not yard.is_sound(ED, board("B M M M M M M M M"))
    assert yard.finished(ED, board("B M M M M M M M S")) == [(0, 8)]


def test_tiles_need_not_touch_earlier_tiles() -> None:
    """Stavba lodí: a ship may lie in several parts across the yard."""
    assert 6 in slots("B . . . . . . . .", MIDDLE)


def test_build_buys_up_to_three_tiles_and_slides_the_display() -> None:
    """Stavba lodí: 1–3 tiles in any mix, rows cost 0/1/1/2/2, then the columns slide down
    and refill from the stacks."""
    state = new_game(3)
    money(state, 0, 3)
    start(state, 0, "build")
    assert "pass" not in legal(state)  # at least one tile
    bow_top = state.ship_display[4]
    before = state.ship_display[:]
    play(state, "tile bow 5")  # price 2
    assert state.seats[0].guilders == 1
    play(state, "slot 1")
    assert "pass" in legal(state)
    assert "tile stern 4" not in legal(state)  # 2 guilders, only 1 left
    play(state, "tile mid-a 2", "slot 2", "tile stern 1", "slot 9")
    assert state.seats[0].guilders == 0
    assert state.seats[0].yard[0] == bow_top
    assert all(t >= 0 for t in state.ship_display)
    assert state.ship_display[5:9] == [before[5], *before[7:10]]  # mid-a slid down
    check(state)


def test_without_money_only_the_free_row() -> None:
    """Stavba lodí, note: without guilders only tiles of the bottom row may be taken."""
    state = new_game(3)
    money(state, 0, 0)
    start(state, 0, "build")
    assert {t.split()[2] for t in legal(state)} == {"1"}


def test_only_placeable_tiles_are_offered() -> None:
    """Stavba lodí, note: a tile that cannot be placed legally may not be taken."""
    state = new_game(3)
    put(state, 0, {1: "virtual-bow", 2: "virtual-middle", 3: "virtual-middle"})
    put(state, 0, {4: "virtual-middle", 5: "virtual-middle", 6: "virtual-middle"})
    put(state, 0, {7: "virtual-middle", 8: "virtual-middle"})
    money(state, 0, 10)
    start(state, 0, "build")
    assert {t.split()[1] for t in legal(state)} == {"stern"}
    state.events = []
    play(state, "tile stern 1")  # the only slot is taken without asking
    # The finished ship sails at once (no bonus question is left this turn), so the place
    # the stern took is read from the record of the move rather than from the yard.
    assert [e.data["slot"] for e in state.events if e.kind == "place-tile"] == [8]


def test_a_featureless_stand_in_when_a_kind_has_run_out() -> None:
    """Konec hry, note: when no tile of the kind needed is left, it is taken free, without
    features, and still counts for the ship's length."""
    state = new_game(3)
    while state.sterns:
        state.removed_ships.append(state.sterns.pop())
    for row in range(5):
        state.removed_ships.append(state.ship_display[15 + row])
        state.ship_display[15 + row] = -1
    money(state, 0, 0)
    start(state, 0, "build")
    assert "tile virtual-stern" in legal(state)
    assert "tile virtual-bow" not in legal(state)
    check(state)


def test_display_prices_follow_the_row() -> None:
    """Stavba lodí: the bottom row is free, the next two cost 1, the top two cost 2."""
    state = new_game(3)
    display_tile(state, 10, "MI-05")
    assert [ED.ship_row_prices[r] for r in range(5)] == [0, 1, 1, 2, 2]
