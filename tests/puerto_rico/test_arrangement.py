"""The mayor's arrangement in one step (Pravidla: PURKMISTR (STAROSTA); FAQ PURKMISTR):
the places offered, why an arrangement is refused, and the one sequence of the engine's
actions (a colonist at a time, in slot order) that makes any legal arrangement."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from eurotable.bots.puerto_rico import rollout_action
from eurotable.core.arrangement import BadArrangement, Refusal
from eurotable.games.puerto_rico import arrangement
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.notation import SLOTS
from eurotable.games.puerto_rico.state import Step

from .positions import SPEC, building, check, legal, new_game, start_role, tiles


def mayor_position() -> PuertoRico:
    """Seat 0 is mayor with 2 corn plantations (one manned), a quarry, a Small Market
    and an Indigo Plant (one colonist of three), and 2 new colonists in San Juan."""
    state = new_game()
    tiles(state, 0, "corn", 2, occupied=1)
    tiles(state, 0, "quarry", 1)
    building(state, 0, "small-market")
    building(state, 0, "indigo-plant", 1)
    tiles(state, 1, "corn", 1)
    tiles(state, 1, "sugar", 1)
    tiles(state, 2, "corn", 1)
    tiles(state, 2, "indigo", 1)
    start_role(state, 0, "mayor")
    assert state.actor == 0 and state.seats[0].san_juan == 2
    return state


def refused(state: PuertoRico, placed: dict[str, int]) -> list[Refusal]:
    try:
        SPEC.arrange(state, placed)
    except BadArrangement as error:
        return error.refusals
    raise AssertionError("the arrangement was not refused")


def test_the_mayor_is_shown_every_place_with_its_circles_and_colonists() -> None:
    """Pravidla: PURKMISTR. Every colonist of the player may be moved, so every owned
    plantation, quarry and building is a place, whatever it holds now."""
    problem = SPEC.arrangement(mayor_position())
    assert problem is not None
    assert [(p["place"], p["circles"], p["colonists"]) for p in problem["places"]] == [
        ("corn", 2, 1),
        ("quarry", 1, 0),
        ("indigo-plant", 3, 1),
        ("small-market", 1, 0),
    ]
    assert (problem["colonists"], problem["san_juan"], problem["keep"]) == (4, 2, False)
    assert problem["actions"] == [a for a in legal(mayor_position()) if a.startswith("place ")]


def test_no_colonist_may_stay_in_san_juan_while_a_circle_is_empty() -> None:
    """Pravidla: PURKMISTR ("Kolonisté … smí zůstat v San Juanu jen tehdy, nejsou-li
    volná místa"): keeping the board as it is with two colonists in San Juan is refused."""
    state = mayor_position()
    (refusal,) = refused(state, {"corn": 1, "indigo-plant": 1})
    assert refusal.place is None
    assert refusal.reason.startswith("2 colonists are still in San Juan")


def test_a_full_place_a_place_not_owned_and_too_many_colonists_are_refused() -> None:
    """Pravidla: PURKMISTR: one colonist per circle, on the player's own tiles and
    buildings, with the colonists he has."""
    state = mayor_position()
    assert refused(state, {"small-market": 2, "harbor": 1, "moon": 1}) == [
        Refusal("small-market", "no room: the Small Market has 1 circle"),
        Refusal("harbor", "you have no Harbor"),
        Refusal("moon", "there is no place called moon"),
    ]
    assert refused(state, {"corn": 2, "quarry": 1, "small-market": 1, "indigo-plant": 1}) == [
        Refusal(None, "you have only 4 colonists")
    ]
    assert refused(state, {"corn": -1}) == [
        Refusal("corn", "a place cannot hold fewer than no colonists")
    ]
    assert legal(state) == legal(mayor_position()), "a refusal changes nothing"


def test_an_arrangement_becomes_its_placements_in_slot_order() -> None:
    """Pravidla: PURKMISTR. The engine's placements go in slot order (island, then the
    buildings in table order: the Indigo Plant before the Small Market), and it places
    colonists by itself while only one way remains: after the quarry, the two on the
    Indigo Plant follow alone."""
    state = mayor_position()
    actions = SPEC.arrange(state, {"small-market": 1, "quarry": 1, "indigo-plant": 2})
    assert [str(a) for a in actions] == ["place quarry", "place small-market"]
    for action in actions:
        state.apply(action)
    player = state.seats[0]
    assert player.occupied[SLOTS.index("corn")] == 0 and player.occupied[SLOTS.index("quarry")] == 1
    assert arrangement.problem(state) is None or state.actor != 0
    check(state)


def test_keep_is_the_arrangement_already_there_when_san_juan_is_empty() -> None:
    """Pravidla: PURKMISTR: a player with no new colonist may leave his board as it is."""
    state = new_game()
    tiles(state, 0, "corn", 1)
    tiles(state, 1, "corn", 2, occupied=1)
    building(state, 1, "small-market", 1)
    tiles(state, 2, "corn", 1)
    state.colonists += state.ship_colonists - 1
    state.ship_colonists = 1  # the mayor's privilege and the one colonist of the ship
    start_role(state, 0, "mayor")
    assert state.actor == 1 and state.seats[1].san_juan == 0
    problem = SPEC.arrangement(state)
    assert problem is not None and problem["keep"]
    assert [str(a) for a in SPEC.arrange(state, {"corn": 1, "small-market": 1})] == ["keep"]
    moved = SPEC.arrange(state, {"corn": 2})
    assert [str(a) for a in moved] == ["place corn", "place corn"]


def test_a_mayor_halfway_through_his_placements_is_offered_no_arrangement() -> None:
    """Once a colonist is placed by its own action the rest follow one at a time (an undo
    takes the placements back whole: ``GameSpec.mid_decision``)."""
    state = mayor_position()
    state.apply(SPEC.parse_action("place corn"))
    assert state.step is Step.MAYOR and state.placing and state.actor == 0
    assert SPEC.arrangement(state) is None and SPEC.mid_decision(state)
    assert refused(state, {"corn": 2, "indigo-plant": 2}) == [
        Refusal(None, "there is no arrangement to make now")
    ]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 5), st.integers(0, 6), st.randoms())
def test_any_legal_arrangement_is_made_by_its_sequence(
    seed: int, players: int, skip: int, rng: random.Random
) -> None:
    """Pravidla: PURKMISTR. Any way of putting the colonists on the circles (none left in
    San Juan while one is empty) is accepted, and its sequence of placements, each legal
    in turn and in slot order, leaves exactly that arrangement and ends the decision."""
    state = SPEC.new_game(players, {}, seed)
    assert isinstance(state, PuertoRico)
    play = random.Random(seed)
    while not state.is_over:
        if arrangement.arranging(state) and state.actor is not None:
            if skip == 0:
                break
            skip -= 1
        state.apply(rollout_action(state, play))
    if state.is_over:
        return
    seat = state.actor
    problem = SPEC.arrangement(state)
    assert problem is not None
    circles = [p["place"] for p in problem["places"] for _ in range(p["circles"])]
    rng.shuffle(circles)
    chosen = circles[: problem["colonists"]]
    placed = {p["place"]: chosen.count(p["place"]) for p in problem["places"]}
    actions = SPEC.arrange(state, placed)
    slots = [a.arg for a in actions if str(a) != "keep"]
    assert slots == sorted(slots), "in slot order"
    for action in actions:
        state.apply(action)  # each legal in turn
    board = state.observation(seat)["boards"][seat]
    made = {**board["occupied"], **{b: n for b, n in board["buildings"].items()}}
    assert {place: n for place, n in made.items() if n} == {p: n for p, n in placed.items() if n}
    assert board["san_juan"] == 0
    assert state.actor != seat or not arrangement.arranging(state) or state.step is not Step.MAYOR
