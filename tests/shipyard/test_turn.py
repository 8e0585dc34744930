"""The turn (Tah hráče): first turns, moving the tile, choosing, income, bonus actions."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eurotable.core.errors import IllegalAction
from eurotable.games.shipyard import flow
from eurotable.games.shipyard.data import ACTIONS
from eurotable.games.shipyard.game import Shipyard

from .positions import SPEC, action, check, legal, money, new_game, play, yard


def name(state: Shipyard, position: int) -> str:
    return ACTIONS[state.row[position]]


def play_out_turn(state: Shipyard) -> None:
    """Finish the current turn with the first legal choice at every step."""
    seat, turns = state.owner, state.turns[state.owner]
    while state.turns[seat] == turns and not state.is_over:
        options = legal(state)
        play(state, "pass" if "pass" in options else options[0])


def choose_and_finish(state: Shipyard, position: int) -> int:
    seat = state.actor
    before = state.seats[seat].guilders
    assert f"action {name(state, position)}" in legal(state)
    state.apply(action(f"action {name(state, position)}"))
    income = state.seats[seat].guilders - before
    play_out_turn(state)
    return income


def fresh(players: int, seed: int = 3) -> Shipyard:
    """A new game whose row puts the subsidy first (4p) so that position 7 is always a
    wheel action, which can always be performed."""
    state = new_game(players, seed=seed)
    order = [ACTIONS.index(a) for a in ("subsidy", "crew", "equipment", "goods")]
    order += [ACTIONS.index(a) for a in ("canal", "employee", "exchange", "build")]
    if players < 4:
        order = [*order[1:], order[0]]
    state.row = order
    state.legal_cache = None
    return state


def test_first_turns_income_example() -> None:
    """První tahy hráčů (IT example): the start player gets nothing; a later player gets a
    guilder per tile with another's cube in front of his (nearer the wheel), none for those
    behind."""
    state = fresh(3)
    assert choose_and_finish(state, 1) == 0  # seat 0, no income in the first turn
    assert choose_and_finish(state, 4) == 1  # seat 1: seat 0's tile is in front
    assert choose_and_finish(state, 2) == 1  # seat 2: seat 0 in front, seat 1 behind
    check(state)


def test_two_player_first_turns_and_income_example() -> None:
    """HRA DVOU HRÁČŮ: two cubes on the first choice, the third cube on the second; in the
    rulebook's example the second player's second turn earns 3, one per occupied tile in
    front, own cubes included. Afterwards step 1 moves the tile with two cubes to the front
    and one of them joins the cube of the previous turn; 3 choices remain."""
    state = fresh(2)
    assert choose_and_finish(state, 1) == 0
    first = state.row[1]
    assert state.row_cubes[1] == 2
    assert choose_and_finish(state, 3) == 1
    assert choose_and_finish(state, 0) == 0
    third = state.row[0]
    assert choose_and_finish(state, 5) == 3
    # Seat 0's third turn has begun with step 1.
    assert state.row[0] == first and state.row_cubes[0] == 0
    assert state.row_cubes[state.row.index(third)] == 2
    assert sorted(state.row_cubes) == [0, 0, 0, 0, 0, 1, 2, 2]
    assert len(legal(state)) <= 3
    check(state)


def test_regular_income_example() -> None:
    """Příjem (example): the player earns one guilder per occupied tile in front of the
    chosen one: three occupied tiles in front, 3 guilders."""
    state = fresh(4)
    for position in (1, 2, 3, 4):
        choose_and_finish(state, position)
    # seat 0: its tile (1) moves to the front; tiles 2, 3, 4 hold the other three cubes
    assert state.row_cubes[2:5] == [1, 1, 1]
    assert choose_and_finish(state, 5) == 3
    check(state)


def test_the_leading_tile_and_occupied_tiles_cannot_be_chosen() -> None:
    """Výběr nové akce: not the leading tile, not an occupied tile, only a performable
    action; 4 choices with 3 or 4 players."""
    state = fresh(4)
    for position in (1, 2, 3, 4):
        choose_and_finish(state, position)
    assert len(legal(state)) == 4
    with pytest.raises(IllegalAction) as leading:
        play(state, f"action {name(state, 0)}")
    assert leading.value.code == "leading-tile"
    with pytest.raises(IllegalAction) as occupied:
        play(state, f"action {name(state, 2)}")
    assert occupied.value.code == "tile-occupied"


def test_an_action_that_cannot_be_performed_cannot_be_chosen() -> None:
    """Výběr nové akce: 'Vybranou akci musíte být schopni provést' (exchange needs goods)."""
    state = fresh(3)
    state.seats[0].goods.clear()
    state.goods_box.append(0)
    state.legal_cache = None
    assert "action exchange" not in legal(state)
    with pytest.raises(IllegalAction) as refused:
        play(state, "action exchange")
    assert refused.value.code == "cannot-perform"


def test_bonus_action_before_or_after_never_the_same() -> None:
    """Krok 4: one bonus action for 6 guilders, before or after the main action, any action
    but the chosen one, at most once a turn."""
    state = fresh(3)
    money(state, 0, 12)
    play(state, "action crew")
    assert "bonus crew" not in legal(state)
    assert "bonus equipment" in legal(state) and "pass" in legal(state)
    play(state, "bonus equipment")
    assert state.seats[0].guilders == 6
    assert state.step.name == "EQUIPMENT"
    play(state, legal(state)[0])
    assert state.step.name == "CREW"
    play(state, legal(state)[0])
    assert state.turns[0] == 1  # no second bonus is offered
    check(state)


def test_bonus_after_can_be_paid_with_the_main_actions_money() -> None:
    """Krok 4: guilders from the main action may pay a bonus action taken after it."""
    state = fresh(4)
    money(state, 0, 4)
    play(state, "action subsidy")
    assert state.seats[0].guilders == 6
    assert "bonus crew" in legal(state)
    play(state, "bonus crew")
    assert state.seats[0].guilders == 0


@settings(max_examples=12)
@given(
    players=st.integers(1, 4),
    edition=st.sampled_from(["second", "first"]),
    seed=st.integers(0, 10**6),
)
def test_whether_a_bonus_action_may_follow_is_what_the_bonus_options_say(
    players: int, edition: str, seed: int
) -> None:
    """Krok 4: the turn stops for a bonus action exactly when one can be taken. The quick
    question the turn asks (``any_bonus``) must agree with the list of bonus options in
    every position of random games."""
    if edition == "first" and players == 1:
        players = 2  # the 1st edition has no solo game
    state = new_game(players, seed=seed, edition=edition)
    rng = random.Random(seed)
    while not state.is_over:
        assert flow.any_bonus(state) == bool(flow.bonus_options(state))
        options = state.legal()
        state.play(options[rng.randrange(len(options))])


def test_no_subsidy_with_three_players() -> None:
    """Příprava hry 8: the subsidy tile is used only with four players."""
    state = fresh(3)
    money(state, 0, 20)
    assert "action subsidy" not in legal(state)
    play(state, "action crew")
    assert "bonus subsidy" not in legal(state)


def test_a_bonus_first_keeps_enough_for_the_main_action() -> None:
    """Krok 4 (ruling): a bonus action before the main one may not spend the guilders the
    main action needs (here the only stern that fits costs 1)."""
    state = fresh(3)
    middles = {slot: "virtual-middle" for slot in range(2, 9)}
    yard(state, 0, {1: "virtual-bow", **middles})
    state.removed_ships.append(state.ship_display[15])
    state.ship_display[15] = -1
    money(state, 0, 6)
    play(state, "action build")
    assert state.step.name == "BUILD_TILE"  # 6 - 6 < 1: no bonus offered first
    state = fresh(3)
    yard(state, 0, {1: "virtual-bow", **middles})
    state.removed_ships.append(state.ship_display[15])
    state.ship_display[15] = -1
    money(state, 0, 7)
    play(state, "action build", "bonus crew")
    assert len(legal(state)) == 1  # only the free step: the last guilder is for the stern
    play(state, legal(state)[0])
    assert legal(state) == ["tile stern 2", "tile stern 3"]  # 1 guilder each
    check(state)


def test_a_full_game_gives_every_player_the_same_number_of_turns() -> None:
    """Konec hry: after the last countdown cube one more turn of the wheel; then the next
    player's turn is the last, so all players have had the same number of regular turns
    (23 each, 24 with two players, with the proposed wheel of 11 teeth)."""
    for players, turns in ((4, 23), (3, 23), (2, 24), (1, 23)):
        state = new_game(players, seed=11)
        rng = random.Random(4)
        while not state.is_over:
            options = state.legal_actions()
            state.apply(options[rng.randrange(len(options))])
        assert state.turns == [turns] * state.owners


def test_the_bonus_action_is_asked_once_before_the_main_action() -> None:
    """Krok 4 (ruling 52): at most one bonus action, before or after the chosen action:
    one decision before it offers each affordable bonus action now, ``later`` and
    ``pass``; ``pass`` takes none this turn, so nothing is asked after the main action."""
    state = fresh(3)
    money(state, 0, 20)
    play(state, f"action {name(state, 0)}")  # crew
    options = legal(state)
    assert options[-2:] == ["later", "pass"]
    assert "bonus equipment" in options and "bonus crew" not in options
    assert not SPEC.ends_early(state, action("pass")), "the question's answer, no early end"
    play(state, "pass")
    assert state.step.name == "CREW"
    play(state, legal(state)[0])
    assert state.owner == 1 and state.step.name == "CHOOSE", "no question after it"
    check(state)


def test_later_asks_again_after_the_main_action() -> None:
    """Krok 4 (ruling 52): ``later`` carries out the chosen action first and then asks,
    with no ``later`` any more; the main action's guilders may pay (IT: "se la tua azione
    bonus viene eseguita dopo quella scelta")."""
    state = fresh(3)
    money(state, 0, 20)
    play(state, f"action {name(state, 0)}", "later")
    assert state.step.name == "CREW"
    play(state, legal(state)[0])
    options = legal(state)
    assert state.step.name == "BONUS" and options[-1] == "pass" and "later" not in options
    play(state, "bonus equipment")
    assert state.step.name == "EQUIPMENT" and state.bonus == ACTIONS.index("equipment")
    play(state, legal(state)[0])
    assert state.owner == 1
    check(state)


def test_no_question_before_when_no_bonus_is_affordable() -> None:
    """Ruling 52: with fewer than 6 guilders nothing is asked before the chosen action;
    when the subsidy makes a bonus affordable, the question comes once after it."""
    state = fresh(4)
    money(state, 0, 5)
    play(state, f"action {name(state, 0)}")  # subsidy: no bonus affordable before it
    assert state.step.name == "BONUS"
    options = legal(state)
    assert options[-1] == "pass" and "later" not in options
    state = fresh(3)
    money(state, 0, 0)
    play(state, f"action {name(state, 0)}")
    assert state.step.name == "CREW"
    check(state)


def test_the_bonus_option_off_never_offers_a_bonus_action() -> None:
    """Ruling 53: ``bonus=off`` offers no bonus action, however rich the player; a whole
    game never reaches the question."""
    state = new_game(3, seed=3, bonus="off")
    money(state, 0, 40)
    play(state, "action crew")
    assert state.step.name == "CREW"
    rng = random.Random(2)
    while not state.is_over:
        assert state.step.name != "BONUS"
        options = state.legal_actions()
        state.apply(options[rng.randrange(len(options))])
