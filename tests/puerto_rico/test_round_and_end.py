"""Rounds, roles and the end of the game (Pravidla: PRŮBĚH HRY; ROLE; ZLATOKOP; Jedno nové
kolo…; KONEC HRY; FAQ KONEC HRY; reference §A.4 Game end)."""

from __future__ import annotations

import pytest

from eurotable.core.errors import IllegalAction
from eurotable.games.puerto_rico.data import ROLES
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.state import Step

from .positions import (
    action,
    building,
    colonists,
    legal,
    money,
    new_game,
    play,
    role_card,
    start_role,
)


def pick(state: PuertoRico, role: str) -> None:
    """Pick ``role`` and let everybody pass (or do the first legal thing) until it is over."""
    play(state, f"role {role}")
    while state.step not in (Step.ROLE, Step.OVER):
        options = legal(state)
        play(state, "pass" if "pass" in options else options[0])


def test_governor_picks_first_then_clockwise() -> None:
    """Pravidla: PRŮBĚH HRY. The governor picks first, then his left neighbour, and so on;
    the phase of each role starts with the player who picked it ("Počínaje jím (Ne
    guvernérem!)")."""
    state = new_game(4, governor=2)
    assert state.actor == 2
    pick(state, "craftsman")
    assert state.actor == 3
    money(state, 0, 1)
    play(state, "role builder")
    assert state.actor == 3  # the builder's phase starts with him
    play(state, "pass")
    assert state.actor == 0  # then his left neighbour
    play(state, "pass")
    assert (state.step, state.actor) == (Step.ROLE, 0)


def test_a_taken_role_cannot_be_picked_again_this_round() -> None:
    """Pravidla: ROLE ("Zvolená karta role zůstává před každým hráčem do konce celého kola.
    Během této doby nemůže být vybrána žádným jiným hráčem")."""
    state = new_game()
    pick(state, "craftsman")
    assert "role craftsman" not in legal(state)
    with pytest.raises(IllegalAction) as error:
        play(state, "role craftsman")
    assert error.value.code == "role-taken"


def test_unpicked_roles_collect_doubloons_that_the_picker_takes() -> None:
    """Pravidla: Jedno nové kolo… After the round each of the three roles nobody picked gets
    a doubloon, whether or not it already has some; the next picker takes them all."""
    state = new_game()
    pick(state, "craftsman")
    pick(state, "trader")
    pick(state, "captain")
    assert state.governor == 1
    for role, money_on in (("settler", 1), ("mayor", 1), ("builder", 1), ("trader", 0)):
        assert state.role_money[role_card(state, role)] == money_on
    pick(state, "craftsman")
    pick(state, "trader")
    pick(state, "captain")
    assert state.role_money[role_card(state, "settler")] == 2
    play(state, "role settler")
    assert state.seats[2].doubloons == 2
    assert state.role_money[role_card(state, "settler")] == 0


@pytest.mark.parametrize("players", [3, 4, 5])
def test_three_roles_are_left_over_each_round(players: int) -> None:
    """Pravidla: PRŮBĚH HRY ("Na tři nevybrané karty rolí se umístí po jednom dublonu")."""
    state = new_game(players)
    for role in ("craftsman", "trader", "captain", "prospector", "prospector")[:players]:
        pick(state, role)
    assert state.governor == 1
    assert sorted(state.role_money) == [0] * (len(state.role_cards) - 3) + [1, 1, 1]


def test_governor_card_passes_left_each_round() -> None:
    """Pravidla: Jedno nové kolo… ("Karta guvernéra se posune k hráči nalevo")."""
    state = new_game(3, governor=2)
    pick(state, "craftsman")
    pick(state, "trader")
    pick(state, "captain")
    assert state.governor == 0
    assert (state.step, state.actor, state.picks) == (Step.ROLE, 0, 0)


def test_prospector_takes_one_doubloon_and_nobody_else_acts() -> None:
    """Pravidla: ZLATOKOP ("Při volbě zlatokopa se neprovádí žádná všeobecná akce. Hráč pouze
    získává … jeden dublon")."""
    state = new_game(4)
    play(state, "role prospector")
    assert [p.doubloons for p in state.seats] == [1, 0, 0, 0]
    assert (state.step, state.actor) == (Step.ROLE, 1)


def test_prospector_is_not_in_the_three_player_game() -> None:
    """Pravidla: PŘÍPRAVA HRY – Karty rolí (3 players: all cards but both prospectors)."""
    state = new_game(3)
    assert "role prospector" not in legal(state)
    with pytest.raises(IllegalAction) as error:
        play(state, "role prospector")
    # Not "already taken": there is no such card in this game.
    assert error.value.code == "role-not-in-game"
    assert "3-player" in error.value.reason


def test_a_role_nobody_can_use_may_still_be_picked() -> None:
    """Pravidla: ROLE ("Hráč, který je na řadě, se nesmí výběru role zříci. Smí si ale vzít
    roli, při které nemůže nebo nemusí nic dělat")."""
    state = new_game()
    assert "pass" not in legal(state)
    play(state, "role trader")  # nobody has goods
    assert (state.step, state.actor) == (Step.ROLE, 1)


def test_an_end_condition_finishes_the_round() -> None:
    """Pravidla: KONEC HRY; FAQ KONEC HRY ("dohrává se ještě kolo. Hra končí teprve v okamžiku,
    kdy se normálně přesunuje karta guvernéra"): after a colonist shortage in the first
    pick the other players still pick their roles; then the game is over and the governor
    card does not move."""
    state = new_game()
    building(state, 1, "coffee-roaster", 0)
    colonists(state, 2, state.colonists - 2)
    pick(state, "mayor")
    assert state.end_triggered
    assert not state.is_over
    assert state.current_player == 1
    pick(state, "craftsman")
    assert not state.is_over
    pick(state, "trader")
    assert state.is_over
    assert state.current_player is None
    assert state.governor == 0
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction) as error:
        state.apply(action("role settler"))
    assert error.value.code == "game-over"


def test_end_in_the_last_pick_of_a_round_ends_at_once() -> None:
    """Pravidla: KONEC HRY ("Hra končí na konci kola, ve kterém nastane … situace")."""
    state = new_game()
    building(state, 2, "tobacco-storage", 0)
    colonists(state, 0, state.colonists - 2)
    pick(state, "craftsman")
    pick(state, "trader")
    assert not state.end_triggered
    pick(state, "mayor")
    assert state.is_over
    assert state.governor == 0


def test_result_only_for_a_finished_game() -> None:
    """Pravidla: KONEC HRY (scores are counted when the game is over)."""
    state = new_game()
    with pytest.raises(ValueError):
        state.result()
    state.end_triggered = True
    start_role(state, 0, "craftsman")
    pick(state, "trader")
    pick(state, "captain")
    assert state.is_over
    assert state.result().scores == (0, 0, 0)


def test_exact_refill_of_the_colonist_ship_does_not_end_the_game() -> None:
    """Pravidla: KONEC HRY, first condition, with the missing "není" restored (reference
    §A.4; docs/rulings/puerto-rico.md): a supply that refills the ship exactly, leaving
    nothing, does not end the game; the next mayor phase, which cannot refill it, does."""
    state = new_game()
    colonists(state, 0, state.colonists - 4)
    pick(state, "mayor")
    assert state.colonists == 0
    assert state.ship_colonists == 3
    assert not state.end_triggered
    pick(state, "craftsman")
    pick(state, "trader")
    assert state.governor == 1
    pick(state, "mayor")  # no privilege (empty supply), and no refill
    assert state.ship_colonists == 0
    assert state.end_triggered
    pick(state, "craftsman")
    pick(state, "trader")
    assert state.is_over


@pytest.mark.parametrize(
    ("players", "ships", "supply", "ship"),
    [(3, [4, 5, 6], 55, 3), (4, [5, 6, 7], 75, 4), (5, [6, 7, 8], 95, 5)],
)
def test_faq_setup_ships_and_colonists(
    players: int, ships: list[int], supply: int, ship: int
) -> None:
    """FAQ PŘÍPRAVA: always three cargo ships, the smallest replaced by a larger one for each
    further player; the 3/4/5 colonists on the colonist ship come on top of the 55/75/95 in
    the supply."""
    state = new_game(players, blank=False)
    assert state.ship_capacity == ships
    assert state.colonists == supply
    assert state.ship_colonists == ship
    obs = state.observation(0)
    assert [s["capacity"] for s in obs["ships"]] == ships
    assert obs["colonists"] == {"supply": supply, "ship": ship}


def test_two_prospectors_with_five_players() -> None:
    """Pravidla: PŘÍPRAVA HRY – Karty rolí (5 players: all 8 cards, both prospectors); the
    richer prospector is taken first (docs/rulings/puerto-rico.md)."""
    state = new_game(5)
    cards = [i for i, r in enumerate(state.role_cards) if r == ROLES.index("prospector")]
    assert len(cards) == 2
    state.role_money[cards[1]] = 2
    play(state, "role prospector")
    assert state.seats[0].doubloons == 3
    assert state.role_taken[cards[1]] == 0
    assert "role prospector" in legal(state)
    play(state, "role prospector")
    assert state.seats[1].doubloons == 1
    assert "role prospector" not in legal(state)
