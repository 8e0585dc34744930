"""The official 2-player variant (reference §A.3, [2P])."""

from __future__ import annotations

from eurotable.games.puerto_rico.data import ROLES
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.state import Step

from .positions import check, legal, new_game, play, role_card, tiles


def finish_phase(state: PuertoRico) -> None:
    while state.step not in (Step.ROLE, Step.OVER):
        options = legal(state)
        play(state, "pass" if "pass" in options else options[0])


def test_players_alternate_until_each_has_picked_three_roles() -> None:
    """Reference §A.3: the governor picks, then the players alternate until each has picked
    three roles (G, O, G, O, G, O); each role is carried out as it is picked."""
    state = new_game(2, governor=1)
    pickers = []
    for role in ("craftsman", "trader", "captain", "prospector", "builder", "settler"):
        assert state.step is Step.ROLE
        pickers.append(state.actor)
        play(state, f"role {role}")
        finish_phase(state)
    assert pickers == [1, 0, 1, 0, 1, 0]
    check(state)


def test_one_doubloon_on_the_single_remaining_role_then_the_governor_card_passes() -> None:
    """Reference §A.3: after six picks one doubloon goes on the one role left over, then the
    governor card passes to the other player, who picks first in the new round."""
    state = new_game(2, governor=0)
    assert len(state.role_cards) == 7
    assert sorted(ROLES[r] for r in state.role_cards) == sorted(ROLES)
    for role in ("craftsman", "trader", "captain", "prospector", "builder", "settler"):
        play(state, f"role {role}")
        finish_phase(state)
    assert state.role_money == [1 if ROLES[r] == "mayor" else 0 for r in state.role_cards]
    assert state.governor == 1
    assert (state.step, state.actor, state.picks) == (Step.ROLE, 1, 0)
    assert len(legal(state)) == 7  # every role is back on the table
    play(state, "role mayor")
    assert state.role_money[role_card(state, "mayor")] == 0


def test_each_role_is_carried_out_by_both_players_starting_with_its_picker() -> None:
    """Reference §A.3 ("each role resolved normally as it is picked"); Pravidla: ROLE."""
    state = new_game(2, governor=0)
    play(state, "role craftsman")
    assert (state.step, state.actor) == (Step.ROLE, 1)
    play(state, "role settler")
    assert (state.step, state.actor) == (Step.SETTLE, 1)
    play(state, "take quarry")
    assert (state.step, state.actor) == (Step.SETTLE, 0)
    assert "take quarry" not in legal(state)
    play(state, legal(state)[0])
    assert (state.step, state.actor) == (Step.ROLE, 0)
    assert len(state.face_up) == 3  # players + 1 face-up plantations
    check(state)


def test_colonist_ship_minimum_is_two() -> None:
    """Reference §A.3 (40 colonists in the supply + 2 on the ship; ship minimum = 2)."""
    state = new_game(2, governor=0)
    tiles(state, 0, "corn", 1)
    tiles(state, 1, "corn", 1)
    play(state, "role mayor")
    assert state.ship_colonists == 2
    assert state.colonists == 40 - 1 - 2
    assert [p.occupied[0] for p in state.seats] == [1, 1]
    check(state)
