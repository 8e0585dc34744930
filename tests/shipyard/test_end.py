"""The countdown and the end of the game (Státní zakázky a počítadlo kol; Konec hry)."""

from __future__ import annotations

import random
from collections.abc import Callable

from eurotable.core.result import make_result
from eurotable.games.shipyard.data import ACTIONS
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.state import Mode

from .positions import SPEC, check, legal, money, new_game, play, yard


def run_until(state: Shipyard, stop: Callable[[Shipyard], bool], seed: int = 1) -> None:
    rng = random.Random(seed)
    while not stop(state) and not state.is_over:
        options = state.legal_actions()
        state.apply(options[rng.randrange(len(options))])


def test_a_coin_goes_on_the_last_free_tile_at_each_drop() -> None:
    """Počítadlo kol: when the wheel's cube drops, a countdown cube goes at the end of that
    turn, and a guilder is put on the last tile of the row if no cube is on it; whoever
    takes that tile takes the guilder (IT, step 1)."""
    state = new_game(4, seed=1)
    run_until(state, lambda s: s.removed_cubes == 1)
    last = max(range(8), key=lambda p: p)
    assert state.row_cubes[last] == 0  # this seed's first drop finds the last tile free
    coins = sum(state.row_coins)
    assert coins == (0 if state.row_cubes[last] else 1)
    assert state.cubes == 6
    check(state)


def test_the_early_end_when_a_stack_runs_out() -> None:
    """Konec hry: when the last bow, stern or middle is laid out the game ends early; play
    goes on until every player has had as many turns as the others."""
    state = new_game(3, seed=4)
    run_until(
        state,
        lambda s: s.turns[0] >= 3 and s.actor == 0 and "action build" in legal(s),
    )
    turns = state.turns[0]
    while len(state.bows) > 1:
        state.removed_ships.append(state.bows.pop())
    money(state, 0, 10)
    play(state, "action build")
    if state.step.name == "BONUS":
        play(state, "pass")
    play(state, "tile bow 1")
    if state.step.name == "BUILD_SLOT":
        play(state, legal(state)[0])
    play(state, "pass")  # the display refills when the action ends: the last bow comes out
    assert state.end_triggered and not state.bows
    run_until(state, lambda s: s.mode is not Mode.REGULAR)
    assert state.turns == [turns + 1] * 3
    check(state)


def test_final_actions_and_the_last_ship() -> None:
    """Konec hry, ZÁVĚREČNÁ AKCE: from the start player, any action regardless of cubes, no
    bonus; then each player may finish a ship with one tile."""
    state = new_game(3, seed=6)
    run_until(state, lambda s: s.mode is Mode.FINAL)
    assert state.actor == state.first
    options = legal(state)
    occupied = [ACTIONS[state.row[p]] for p in range(8) if state.row_cubes[p]]
    assert any(f"action {name}" in options for name in occupied)
    board = state.seats[state.actor].yard
    state.removed_ships.extend(t for t in board if 0 <= t < state.ed.real_ships)
    board[:] = [-1] * len(board)
    yard(state, state.actor, {1: "virtual-bow", 2: "virtual-middle"})
    yard(state, state.actor, {3: "virtual-middle"})
    before = state.seats[state.actor].guilders
    play(state, "action crew")
    assert not any(a.startswith("bonus") for a in legal(state))
    play(state, legal(state)[0])
    assert state.seats[state.first].guilders <= before
    run_until(state, lambda s: s.mode is Mode.COMPLETION)
    assert state.actor == state.first
    assert "pass" in legal(state)
    assert all(a.startswith("tile") and "stern" in a for a in legal(state) if a != "pass")
    check(state)


def test_ties_go_to_guilders_then_are_shared() -> None:
    """Vítěz: most points; ties to the most guilders; still tied, the win is shared."""
    result = make_result([{"vp": 50}, {"vp": 50}, {"vp": 40}], [3, 3, 9])
    assert result.places == (1, 1, 3)
    result = make_result([{"vp": 50}, {"vp": 50}], [2, 3])
    assert result.winners == (1,)


def test_the_log_tells_the_final_action_chosen_then_carried_out() -> None:
    """Konec hry, ZÁVĚREČNÁ AKCE: the log says which action a player chose as the final
    one, then that it is carried out, as for a regular turn's action (the two lines used to
    be the same sentence twice)."""
    state = new_game(3, seed=6)
    run_until(state, lambda s: s.mode is Mode.FINAL)
    state.events = []
    play(state, "action crew")
    names = ["Ann", "Bob", "Cid"]
    who = names[state.first]
    lines = [SPEC.describe(event, names) for event in state.events]
    assert lines[:2] == [f"{who} chooses crew as the final action", f"{who} carries out crew"]
