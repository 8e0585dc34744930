"""The goods and canal supplies never run out: a display left short because its stack
and the used tiles were all gone is refilled as soon as a tile is used (rulings 50, 51).

Czech rulebook (`shared/seeds/shipyard-2nd-edition.cs.txt`): Nákup zboží, line 358:
"Jestliže destičky se zbožím dojdou, zamíchejte použité destičky a vytvořte z nich nový
balíček"; Pronájem kanálu, line 322: "Jestliže je sloupeček kanálů prázdný, posbírejte
použité kanály …, zamíchejte je a utvořte z nich nový balíček"; Konec hry, line 545:
"Zásoba všech ostatních částí herního materiálu (tzn. kromě lodních dílů) je
neomezená". Italian, line 531: "Non è possibile rimanere senza nulla tranne per le
tessere Nave". Hebrew 1st edition, lines 166, 170 and 290: the same for the freight
trains and the canals.
"""

from __future__ import annotations

import pytest

from eurotable import games
from eurotable.bots import decision_for, make_bot, seat_seed
from eurotable.games.shipyard.data import EDITIONS
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.state import Stage, Step
from position_probes import refused

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
    touch,
    yard,
)
from .test_cruise import EXAMPLE_SHIP
from .test_solo import stack

ED = EDITIONS["second"]


def _goods_all_held(state: Shipyard) -> int:
    """Every goods tile of the stack and the display goes to seat 1, but one for seat 0
    if it holds none (the 1st edition deals none); returns the tile seat 0 will trade."""
    tiles = state.goods_stack + state.goods_display
    state.goods_stack, state.goods_display = [], []
    if not state.seats[0].goods:
        state.seats[0].goods = [tiles.pop()]
    state.seats[1].goods += tiles
    touch(state)
    return state.seats[0].goods[0]


def _trade_by_selling(state: Shipyard) -> None:
    """Sell every good of the tile being traded; stop at the next decision after it."""
    while state.step is Step.TRADE_GOOD:
        play(state, next(a for a in legal(state) if a.startswith("sell ")))


def _kinds(state: Shipyard) -> list[str]:
    assert state.events is not None
    return [event.kind for event in state.events]


def _end_turn(state: Shipyard) -> None:
    """Pass on the bonus action after the main one, when it is offered."""
    if state.step is Step.BONUS and state.stage is Stage.AFTER:
        play(state, "pass")


@pytest.mark.parametrize("edition", ["second", "first"])
def test_an_empty_goods_display_takes_the_first_tile_used(edition: str) -> None:
    """Nákup zboží (CZ line 358): when the goods tiles run out, the used ones are shuffled
    into a new stack, and the supply never runs out (CZ line 545, IT line 531; HE line 166
    for the 1st edition's freight trains). With the stack and the display empty and no
    tile used yet, the goods tile seat 0 trades is laid out at once, and the next player
    may buy goods again."""
    state = new_game(3, edition=edition)
    tile = _goods_all_held(state)
    assert "action goods" not in legal(state)  # nothing to buy, nothing used yet
    check(state)
    start(state, 0, "exchange")
    _trade_by_selling(state)
    assert state.goods_display == [tile]
    assert state.goods_stack == [] and state.goods_sold == []
    assert "goods-reshuffled" in _kinds(state)
    check(state)
    _end_turn(state)
    assert state.actor == 1 and state.step is Step.CHOOSE
    assert "action goods" in legal(state)


def test_a_goods_display_never_stands_short_while_used_tiles_wait() -> None:
    """The position of issue 50 (an empty goods display, an empty stack and three used
    tiles) cannot arise any more (ruling 50): it is refused as a position, naming the
    gap."""
    data = SPEC.new_game(3, None, 4).to_json()
    data["goods_sold"] = data["goods_stack"][:3]
    data["seats"][1]["goods"] += data["goods_stack"][3:] + data["goods_display"]
    data["goods_stack"] = []
    data["goods_display"] = []
    refused("shipyard", data, "goods display has a gap")


def _every_other_canal_in_seat_1(state: Shipyard) -> None:
    """Seat 1 lays every canal seat 0 does not hold in a row: stack and display empty."""
    for x, c in enumerate(state.canal_stack + state.canal_display):
        canal(state, 1, ED.canals[c].id, x, 0, 0)
    assert not state.canal_stack and not state.canal_display


def test_an_empty_canal_display_takes_the_canals_a_cruise_leaves() -> None:
    """Pronájem kanálu (CZ line 322): an empty canal stack is made again from the used
    canals; the supply never runs out (CZ line 545, IT line 531; HE line 170). Seat 0's
    cruise leaves C19 on its used pile and cuts C01 off to the discard pile (Zkušební
    plavba, CZ line 507): with the stack and the display empty, both are shuffled into a
    new stack at once and laid out (ruling 51: the discard pile counts too), while the
    used count of the used-canals contract stays. The next player may rent a canal again."""
    state = new_game(3)
    yard(state, 0, EXAMPLE_SHIP)
    canal(state, 0, "C19", 0, 0, 0)  # the ship starts here, heading south
    canal(state, 0, "C24", 0, 1, 0)
    canal(state, 0, "C01", 1, 0, 0)  # touches only C19
    _every_other_canal_in_seat_1(state)
    display_tile(state, 15, "S07")  # the stern that finishes the ship, on the free row
    pieces(state, 0, captain=1, stoker=1, chimney=1, sail=2)
    money(state, 0, 0)
    check(state)
    assert "action canal" not in legal(state)
    start(state, 0, "build")
    play(state, "tile stern 1", "slot 6", "pass", "add captain", "add stoker", "add chimney")
    play(state, "add sail", "add sail", "start c19 n")
    ids = sorted(ED.canals[c].id for c in state.canal_display)
    assert ids == ["C01", "C19"]
    assert state.canal_stack == [] and state.canal_discard == []
    assert state.seats[0].used == [] and state.seats[0].used_count == 1
    assert "canals-reshuffled" in _kinds(state)
    check(state)
    _end_turn(state)
    assert state.actor == 1 and state.step is Step.CHOOSE
    assert "action canal" in legal(state)


def test_tiles_the_automata_remove_stay_out_when_the_display_refills() -> None:
    """Sólová hra: tiles the automata remove leave the game (ruling 23, "odstraní ze
    hry"); the player's used tile still refills the display they emptied (ruling 50)."""
    state = new_game(1)
    state.removed_goods = state.goods_stack + state.goods_display
    state.goods_stack, state.goods_display = [], []
    removed = state.removed_goods[:]
    tile = state.seats[0].goods[0]
    stack(state, "crew", "equipment", "build", "employee")  # the automata take no goods
    check(state)
    start(state, 0, "exchange")
    _trade_by_selling(state)
    assert tile in state.goods_display
    assert state.removed_goods == removed
    assert not set(removed) & set(state.goods_display + state.goods_stack)
    check(state)


def _game_with_empty_goods_display(seed: int) -> tuple[int, int]:
    """Four random bots play game ``seed`` through; at every decision no goods or canal
    display is short while used tiles wait. Returns how many turns the goods display
    stood empty and how many times a used tile refilled it from empty."""
    spec = games.get("shipyard")
    state = spec.new_game(4, None, seed)
    assert isinstance(state, Shipyard)
    bots = [make_bot("random", seat_seed(seed, seat), spec) for seat in range(4)]
    empty_turns: set[int] = set()
    refills = 0
    while not state.is_over:
        assert spec.invariants(state) == []
        if not state.goods_display:
            empty_turns.add(sum(state.turns))
        was_empty = not state.goods_display
        decision = decision_for(state)
        state.apply(bots[decision.seat].choose(decision))
        if was_empty and state.goods_display:
            assert not state.goods_stack  # what refilled it was the used tile
            refills += 1
    return len(empty_turns), refills


def test_a_whole_game_whose_goods_display_empties_and_is_refilled() -> None:
    """A seeded 4-player game of random bots (seed 80, since the bonus action became one
    decision a turn) buys every goods tile before any is traded: the goods display stands
    empty for a while, and each time a player trades a tile it is laid out again at once
    (CZ line 358; ruling 50)."""
    empty, refills = _game_with_empty_goods_display(80)
    assert empty > 0 and refills > 0
