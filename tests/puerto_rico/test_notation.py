"""Action notation and illegal input (docs/notation/puerto-rico.md; core errors contract)."""

from __future__ import annotations

import pytest

from eurotable.core.actions import Action
from eurotable.core.errors import BadNotation, IllegalAction
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.notation import ALL_ACTIONS

from .positions import SPEC, building, goods, new_game, play, ship, start_role


def test_every_action_reads_back_as_itself() -> None:
    """Notation (docs/notation/puerto-rico.md): every action has one canonical text and
    parses back to the very same value."""
    for action in ALL_ACTIONS:
        assert SPEC.parse_action(str(action)) is action
    assert len({str(a) for a in ALL_ACTIONS}) == len(ALL_ACTIONS)


def test_extra_spaces_are_ignored() -> None:
    """Notation (docs/notation/puerto-rico.md): "Extra spaces are ignored"."""
    assert str(SPEC.parse_action("  load   corn  2 ")) == "load corn 2"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "fly",
        "role",
        "role emperor",
        "load corn",
        "load corn 4",
        "take gold",
        "build castle",
        "sell",
        "Role settler",
        "place",
        "42",
    ],
)
def test_garbage_is_bad_notation(text: str) -> None:
    """Notation (docs/notation/puerto-rico.md): "everything else must match" — unknown
    verbs, missing or unknown arguments, wrong case raise BadNotation with a reason."""
    with pytest.raises(BadNotation) as error:
        SPEC.parse_action(text)
    assert error.value.text == text
    assert error.value.reason


def _assert_refused(state: PuertoRico, text: str, code: str | None = None) -> None:
    before = state.to_json()
    with pytest.raises(IllegalAction) as error:
        play(state, text)
    assert error.value.code
    assert error.value.reason
    if code is not None:
        assert error.value.code == code
    assert state.to_json() == before


def test_illegal_actions_raise_and_change_nothing() -> None:
    """Core contract: an illegal action raises IllegalAction (code and reason) and leaves the
    position exactly as it was — in each kind of decision."""
    state = new_game()
    _assert_refused(state, "build harbor")
    _assert_refused(state, "pass")

    state = new_game()
    goods(state, 1, corn=2)
    start_role(state, 0, "captain")
    _assert_refused(state, "pass")
    _assert_refused(state, "role settler", "not-legal-now")
    _assert_refused(state, "wharf corn")
    _assert_refused(state, "load indigo 1")

    state = new_game()
    building(state, 0, "university", 1)
    state.seats[0].doubloons = 3
    start_role(state, 0, "builder")
    _assert_refused(state, "build city-hall")
    play(state, "build hacienda")
    _assert_refused(state, "pass")  # the University question must be answered
    play(state, "university")

    state = new_game()
    ship(state, 0, "corn", 4)
    goods(state, 1, corn=3, indigo=2)
    start_role(state, 0, "captain")
    _assert_refused(state, "windrose sugar")
    _assert_refused(state, "warehouse corn")


def test_a_taken_role_is_refused_with_its_code() -> None:
    """Pravidla: ROLE ("nemůže být vybrána žádným jiným hráčem"): code role-taken."""
    state = new_game()
    play(state, "role trader")
    _assert_refused(state, "role trader", "role-taken")


def test_an_action_of_another_game_is_refused() -> None:
    """Core contract (eurotable.core.game.GameState.apply): code wrong-game, no change."""
    state = new_game()
    before = state.to_json()
    with pytest.raises(IllegalAction) as error:
        state.apply(Action("role settler"))
    assert error.value.code == "wrong-game"
    assert state.to_json() == before
