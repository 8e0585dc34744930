"""Puerto Rico in words: the text board tells the truth at the end of the game, and the
log lines are good English (one doubloon, two doubloons; a corn, an indigo plantation)."""

from __future__ import annotations

import random
import re

import pytest

from eurotable import games
from eurotable.core.events import Event
from eurotable.games.puerto_rico.data import BUILDING_INDEX, GOODS, ROLES, TILES
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.text import describe, render

SPEC = games.get("puerto-rico")
NAMES = ["Ann", "Bob", "Cid"]


def finished(seed: int = 4) -> PuertoRico:
    """A game played to its end by random choices."""
    state = SPEC.new_game(3, None, seed)
    assert isinstance(state, PuertoRico)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(list(state.legal_actions())))
    return state


def test_the_final_board_says_the_game_is_over() -> None:
    board = SPEC.render(finished(), None, NAMES)
    assert "The game is over." in board
    assert "ends after this round" not in board


def test_the_board_of_the_last_round_says_it_is_the_last() -> None:
    obs = SPEC.new_game(3, None, 1).observation(0)
    assert "The game ends after this round." not in render(obs, NAMES)
    obs["end_triggered"] = True
    assert "The game ends after this round." in render(obs, NAMES)


def test_vp_chips_owed_once_the_supply_ran_out_are_noted_on_paper() -> None:
    """Rules, captain: when the VP chips run out, the players still get their points (the
    state counts on below zero); the board must not say "-11 left"."""
    obs = SPEC.new_game(3, None, 1).observation(0)
    obs["vp_supply"] = -11
    board = render(obs, NAMES)
    assert "VP chips left: 0 (11 more noted on paper)" in board
    assert "-11" not in board
    obs["vp_supply"] = 0
    assert "VP chips left: 0 " in render(obs, NAMES)


def test_one_doubloon_is_singular_but_secret_vp_chips_keep_one_form() -> None:
    """Doubloons are public; VP chips are face down, and the public board keeps the words
    all seats' boards share, so their noun never changes with the number."""
    obs = SPEC.new_game(3, {"open_vp": True}, 1).observation(0)
    obs["boards"][0]["doubloons"] = 1
    obs["boards"][0]["vp_chips"] = 1
    obs["boards"][1]["vp_chips"] = 2
    lines = render(obs, NAMES).splitlines()
    assert next(line for line in lines if line.startswith("Ann:")).startswith(
        "Ann: 1 doubloon, 1 VP chips, "
    )
    assert ", 2 VP chips, " in next(line for line in lines if line.startswith("Bob:"))


def event(kind: str, seat: int | None = 0, **data: object) -> str:
    return describe(Event(kind, seat, dict(data)), NAMES)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (event("setup", None, players=3, governor=1), "3 players; Bob is governor"),
        (
            event("role", role=ROLES.index("builder"), doubloons=1),
            "Ann chooses the Builder and takes the 1 doubloon on it",
        ),
        (
            event("role", role=ROLES.index("mayor"), doubloons=2),
            "Ann chooses the Mayor and takes the 2 doubloons on it",
        ),
        (event("role", role=ROLES.index("settler"), doubloons=0), "Ann chooses the Settler"),
        (event("prospector", doubloons=1), "Ann takes 1 doubloon as prospector"),
        (event("settle", tile=TILES.index("indigo")), "Ann takes an indigo plantation"),
        (event("settle", tile=TILES.index("corn")), "Ann takes a corn plantation"),
        (event("settle", tile=TILES.index("quarry")), "Ann takes a quarry"),
        (
            event("hacienda", tile=TILES.index("indigo")),
            "Ann draws an indigo plantation with the Hacienda",
        ),
        (
            event("hospice", tile=TILES.index("coffee"), source="supply"),
            "Ann puts a colonist from the supply on the new coffee plantation (Hospice)",
        ),
        (
            event("university", building=BUILDING_INDEX["factory"], source="ship"),
            "Ann puts a colonist from the ship on the new Factory (University)",
        ),
        (event("ship-refilled", None, colonists=1, needed=1), "The colonist ship takes 1 colonist"),
        (
            event("ship-refilled", None, colonists=4, needed=4),
            "The colonist ship takes 4 colonists",
        ),
        (
            event("build", building=BUILDING_INDEX["small-market"], cost=1),
            "Ann builds the Small Market for 1 doubloon",
        ),
        (
            event("build", building=BUILDING_INDEX["small-market"], cost=0),
            "Ann builds the Small Market for nothing",
        ),
        (event("factory", doubloons=1, kinds=2), "Ann gets 1 doubloon from the Factory"),
        (
            event("craftsman-privilege", good=GOODS.index("indigo")),
            "Ann takes an extra barrel of indigo as craftsman",
        ),
        (event("sell", good=GOODS.index("corn"), doubloons=1), "Ann sells corn for 1 doubloon"),
        (
            event("load", good=GOODS.index("sugar"), ship=0, barrels=1, vp=2),
            "Ann loads 1 barrel of sugar on ship 1 for 2 VP",
        ),
        (
            event("wharf", good=GOODS.index("coffee"), barrels=3, vp=3),
            "Ann ships 3 barrels of coffee from the Wharf for 3 VP",
        ),
        (
            event("plantations-reshuffled", None, tiles=1),
            "The discarded plantations are reshuffled (1 tile)",
        ),
        (
            event("game-end-triggered", None, reason="vp-chips"),
            "The game will end after this round: the VP chips ran out",
        ),
        (event("game-over", None), "The game is over"),
    ],
)
def test_log_lines_are_good_english(line: str, expected: str) -> None:
    assert line == expected


SINGULAR_AS_PLURAL = re.compile(r"\b1 (doubloons|players|colonists|tiles|barrels)\b")
A_BEFORE_VOWEL = re.compile(r"\ba [aeiou]", re.IGNORECASE)
PLURAL_AS_SINGULAR = re.compile(
    r"\b([02-9]|\d\d+) (doubloon|player|colonist|tile|barrel|VP chip)\b"
)


@pytest.mark.parametrize("seed", [4, 8])
def test_no_log_line_of_a_whole_game_says_1_doubloons_or_a_indigo(seed: int) -> None:
    state = finished(seed)
    lines = [describe(e, NAMES) for e in state.events or []]
    assert len(lines) > 100
    for line in lines:
        assert not SINGULAR_AS_PLURAL.search(line), line
        assert not PLURAL_AS_SINGULAR.search(line), line
        assert not A_BEFORE_VOWEL.search(line), line
        assert not line.startswith(("-", " ")) and "{" not in line, line
