"""Puerto Rico in words (prompts and action sentences), what reveals hidden information,
points as they stand, and the component data for the drawing."""

from __future__ import annotations

import random

import pytest

from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.state import Step
from game_words import play_checked

from .positions import SPEC, building, goods, money, new_game, start_role, tiles

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]


def sentences(state: PuertoRico) -> dict[str, str]:
    return {str(a): SPEC.describe_action(state, a, NAMES) for a in state.legal_actions()}


def in_words(notation: str, sentence: str) -> bool:
    """Not the notation: a one-word verb says more than itself."""
    if " " not in notation:
        return len(sentence.split()) > 1
    return notation not in sentence.lower()


def plain(text: str) -> bool:
    return "-" not in text  # building ids (small-market) and nothing else have hyphens


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_decision_has_a_public_prompt_and_distinct_sentences(players: int) -> None:
    revealed = 0
    for seed in range(4):
        state = SPEC.new_game(players, {}, seed)
        rng = random.Random(players * 10 + seed)
        depth = 2 if seed == 0 else 1
        found, _ = play_checked(SPEC, state, rng, NAMES[:players], depth, in_words, plain)
        revealed += found
    assert revealed > 0


def test_the_builder_price_in_words_counts_quarries_and_the_privilege() -> None:
    """reference §A.1 ([RGG] builder): with 3 occupied quarries the Office (5) costs 3; the
    builder's privilege takes one more doubloon off."""
    state = new_game()
    tiles(state, 1, "quarry", 3, occupied=3)
    money(state, 1, 5)
    start_role(state, 0, "builder")
    assert state.step is Step.BUILD
    while state.actor != 1:
        state.apply(SPEC.parse_action("pass"))
    assert sentences(state)["build office"] == "Build the Office for 3 doubloons"
    assert state.observation(1)["prices"]["build"]["office"] == 3
    assert state.observation(1)["prices"]["build"]["harbor"] == 5


def test_load_and_sell_sentences_name_the_vp_and_the_price() -> None:
    """Pravidla: KAPITÁN (1 VP a barrel, +1 for the captain's first loading) and KUPEC
    (indigo sells for 1, +1 for the trader)."""
    state = new_game()
    goods(state, 0, corn=2, indigo=1)
    start_role(state, 0, "captain")
    texts = sentences(state)
    assert texts["load corn 1"] == "Load 2 barrels of corn onto the 4-barrel ship for 3 VP"
    state = new_game()
    goods(state, 0, indigo=1)
    building(state, 0, "small-market", 1)
    start_role(state, 0, "trader")
    assert sentences(state)["sell indigo"] == "Sell one indigo for 3 doubloons"


def test_points_are_chips_and_building_points() -> None:
    state = new_game()
    building(state, 0, "harbor")
    building(state, 0, "guild-hall", 1)
    state.seats[0].vp = 7
    state.vp_supply -= 7
    assert SPEC.points(state) == [7 + 3 + 4, 0, 0]


def test_components_label_every_score_category() -> None:
    components = SPEC.components({})
    state = SPEC.new_game(3, {}, 2)
    rng = random.Random(2)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    for part in state.result().breakdown[0]:
        assert part in components["score_categories"]
    office = next(b for b in components["buildings"] if b["id"] == "office")
    assert office["cost"] == 5 and "trading house" in office["effect"]
    assert {role["id"] for role in components["roles"]} >= {"settler", "prospector"}
