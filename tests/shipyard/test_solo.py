"""The solo game (Sólová hra) against two automata driven by the solo tiles."""

from __future__ import annotations

import random

from eurotable.games.shipyard import scoring
from eurotable.games.shipyard.data import ACTIONS, EDITIONS, LAST_TILE
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.notation import ROWS

from .positions import check, legal, new_game, play

ED = EDITIONS["second"]
TILE = {
    ("last" if t.action == LAST_TILE else ACTIONS[t.action]): i for i, t in enumerate(ED.solo_tiles)
}


def human_turn(state: Shipyard, choice: str | None = None) -> None:
    """Play the single player's turn: ``choice`` (or the first legal one), then defaults."""
    turns = state.turns[0]
    play(state, choice or legal(state)[0])
    while state.turns[0] == turns:
        options = legal(state)
        play(state, "pass" if "pass" in options else options[0])


def stack(state: Shipyard, *names: str) -> None:
    """Order the face-down solo tiles: the first name is flipped first."""
    rest = [t for t in state.solo_stack + state.solo_faceup if t not in {TILE[n] for n in names}]
    state.solo_stack = rest + [TILE[n] for n in reversed(names)]
    state.solo_faceup = []
    state.legal_cache = None


def test_solo_setup() -> None:
    """Sólová hra, příprava: as for three players (5 countdown cubes, no subsidy, deck I
    only), the player and two automata; the player starts."""
    state = new_game(1)
    assert state.players == 1 and state.owners == 3 and state.first == 0
    assert state.cubes == 5 and set(state.emp_copies) == {1}
    assert state.spacer == ACTIONS.index("subsidy")
    assert sorted(state.solo_stack) == list(range(8))
    check(state)


def test_automata_first_turns_only_place_cubes() -> None:
    """Sólová hra, průběh: in their first turns the automata only put a cube on the tile the
    flipped solo tile shows; if that tile is occupied the next tile is flipped."""
    state = new_game(1)
    crew, equipment = state.crew_pos, state.equip_pos
    stack(state, "crew", "equipment", "goods")
    human_turn(state, "action crew")
    crew = state.crew_pos  # the player's own action moved the crew marker
    assert state.row_owner.count(1) == 1 and state.row_owner.count(2) == 1
    assert state.row[state.row_owner.index(1)] == ACTIONS.index("equipment")
    assert state.row[state.row_owner.index(2)] == ACTIONS.index("goods")
    assert state.crew_pos == crew and state.equip_pos == equipment
    assert len(state.goods_display) == 5
    check(state)


def second_round(state: Shipyard) -> None:
    """Play the first round: the player exchanges, automaton 1 takes goods, 2 canal."""
    stack(state, "goods", "canal")
    human_turn(state, "action exchange")
    assert state.row[state.row_owner.index(1)] == ACTIONS.index("goods")


def test_automaton_wheel_moves_use_the_next_tiles_number() -> None:
    """Sólová hra: wheel actions move the marker by the number on the new top face-down
    tile; a 0 uses the number in brackets."""
    state = new_game(1)
    second_round(state)
    stack(state, "crew", "equipment", "employee", "exchange")  # equipment's back: 0 (3)
    before = state.crew_pos
    human_turn(state, "action build")
    assert state.crew_pos == (before + 3) % 4
    # Automaton 2 flipped employee; the new top is exchange, number 1.
    check(state)


def test_automaton_build_removes_a_whole_row() -> None:
    """Sólová hra: for Build Ships a whole row of ship tiles goes (number 2: the first row
    costing 2), then the columns slide down and refill."""
    state = new_game(1)
    second_round(state)
    row = [state.ship_display[c * ROWS + 3] for c in range(4)]
    stack(state, "build", "goods", "crew", "equipment")  # goods' back: 2
    human_turn(state, "action crew")
    assert state.row[state.row_owner.index(1)] == ACTIONS.index("build")
    assert set(row) <= set(state.removed_ships)
    assert all(t >= 0 for t in state.ship_display)
    check(state)


def test_occupied_and_leading_tiles_are_skipped() -> None:
    """Sólová hra, další pravidla: a flipped action whose tile is occupied is skipped and
    the next tile flipped (the leading tile counts as taken: ruling); the special tile
    sends the automaton to the last tile of the row."""
    state = new_game(1)
    second_round(state)
    stack(state, "crew", "goods", "last", "exchange", "build")
    human_turn(state, "action crew")
    # Automaton 1: crew is occupied, goods is its own leading tile: then the last tile.
    assert state.row_owner.index(1) == max(p for p in range(8) if state.row[p] != state.spacer)
    check(state)


def test_the_board_number_and_the_reshuffle() -> None:
    """Sólová hra: after the last face-down tile is flipped, the number printed on the solo
    board is used, then all eight tiles are shuffled into a new stack."""
    state = new_game(1)
    second_round(state)
    state.solo_faceup = [t for t in range(8) if t != TILE["crew"]]
    state.solo_stack = [TILE["crew"]]
    before = state.crew_pos
    human_turn(state, "action build")
    assert state.crew_pos == (before + ED.solo_board_number) % 4
    assert len(state.solo_stack) + len(state.solo_faceup) == 8
    check(state)


def test_a_full_solo_game_ends_with_a_rating() -> None:
    """Sólová hra, konec hry and Výsledky: the game ends as a 3-player game; the automata
    take no final action and build no ship; 60 / 80 / 95+ name the result."""
    state = new_game(1, seed=5)
    rng = random.Random(5)
    while not state.is_over:
        options = state.legal_actions()
        state.apply(options[rng.randrange(len(options))])
    assert state.turns == [23, 23, 23]
    kinds = [e.kind for e in state.events]
    assert kinds.count("final-action") == 1
    assert "solo-result" in kinds
    assert scoring.solo_rating(state, 59) == ""
    assert scoring.solo_rating(state, 60) == "beginner"
    assert scoring.solo_rating(state, 94) == "solid"
    assert scoring.solo_rating(state, 120) == "excellent"
