"""The Russian Railroads encoding for learning agents (docs/rl/russian-railroads.md).

Seeded games for 2, 3 and 4 players, played uniformly at random and leaning to track
building or to industry (``LEANINGS``): every legal action must be in the catalogue and
every observation must encode to a finite vector of the right length.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import numpy as np
import pytest

from eurotable.core.game import GameState
from eurotable.core.options import resolve_options
from eurotable.games import get
from eurotable.games.russian_railroads.data import (
    BOARD_SPACES,
    BONUS_IDS,
    CARDS,
    COLOURS,
    ENGINEERS,
    LEVELS,
    ROUTES,
    SPACES,
    START_BONUSES,
    TOKENS,
)
from eurotable.games.russian_railroads.feasibility import REPEATABLE
from eurotable.games.russian_railroads.notation import ALL_ACTIONS, VERBS
from eurotable.rl.encoding import open_amount
from eurotable.rl.russian_railroads import ENCODING
from eurotable.rl.russian_railroads.layout import COIN_SCALE, TOTAL_SCALE

SPEC = get("russian-railroads")
OPTIONS = resolve_options(SPEC.capabilities.options, None)
PLAYERS = SPEC.capabilities.player_counts
GAMES = 12
"""Games per player count and policy."""
SIZES = {2: 160, 3: 168, 4: 168}
"""Catalogue sizes (docs/rl/russian-railroads.md): a change here must be deliberate."""
LEANINGS: dict[str, tuple[str, ...]] = {
    "random": (),
    "tracks": (
        *(f"step {colour}" for colour in reversed(COLOURS)),
        *(f"place {colour}" for colour in reversed(COLOURS)),
        "place any-2",
        "token tracks",
    ),
    "industry": (
        "notch",
        "factory",
        "place locomotive-factory",
        "place industry",
        "marker",
        "place engineer",
        "token card",
        "card",
        "again",
        "locomotive",
        "place locomotive",
    ),
}
"""Ways to play: uniformly at random, or leaning (four moves in five) to the first of
these prefixes that is legal, and never stopping early. Uniform play seldom owns the
natural and white tracks or fills the five factory notches; the leanings do."""


def _choose(texts: list[str], rng: random.Random, leaning: tuple[str, ...]) -> int:
    if not leaning:
        return rng.randrange(len(texts))
    if rng.random() < 0.8:
        for prefix in leaning:
            found = [i for i, t in enumerate(texts) if t.startswith(prefix)]
            if found:
                return rng.choice(found)
    going = [i for i, t in enumerate(texts) if t not in ("pass", "done")]
    return rng.choice(going or range(len(texts)))


def positions(players: int, seed: int, leaning: str) -> Iterator[GameState]:
    """Every position of one seeded game, the final one included."""
    state = SPEC.new_game(players, OPTIONS, seed)
    rng = random.Random(seed)
    while not state.is_over:
        yield state
        legal = state.legal_actions()
        state.apply(legal[_choose([str(a) for a in legal], rng, LEANINGS[leaning])])
    yield state


def all_positions(players: int) -> Iterator[GameState]:
    for number, leaning in enumerate(LEANINGS):
        for seed in range(GAMES):
            yield from positions(players, 1000 * number + 100 * players + seed, leaning)


def encoded(state: GameState, seat: int) -> np.ndarray:
    return ENCODING.encode(state.observation(seat))


# -- the catalogue -----------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
def test_the_catalogue_parses_back_exactly_once_each(players: int) -> None:
    texts = ENCODING.action_texts(players, OPTIONS)
    assert len(texts) == SIZES[players]
    assert len(set(texts)) == len(texts)
    for text in texts:
        assert str(SPEC.parse_action(text)) == text
    assert ENCODING.action_texts(players, dict(OPTIONS)) == texts


@pytest.mark.parametrize("players", PLAYERS)
def test_the_catalogue_follows_the_component_data(players: int) -> None:
    texts = set(ENCODING.action_texts(players, OPTIONS))
    for space in BOARD_SPACES:
        assert (f"place {space.id}" in texts) == (players in space.players), space.id
    for space in (*ENGINEERS, SPACES[-1]):
        assert f"place {space.id}" in texts
    for space in SPACES:
        in_play = space.engineer > 0 or players in space.players
        assert (f"repeat {space.id}" in texts) == (in_play and REPEATABLE[space.index])
    for route in ROUTES:
        for c, colour in enumerate(COLOURS):
            assert (f"step {colour} {route.id}" in texts) == (c < route.colours)
        assert f"put {route.id}" in texts
        assert f"put {route.id} {LEVELS - 1}" in texts
        assert f"put {route.id} {LEVELS}" not in texts  # nothing is stronger than the top
    for names, verb in ((TOKENS, "token"), (CARDS, "card"), (BONUS_IDS, "bonus")):
        assert {f"{verb} {name}" for name in names} <= texts
    assert {f"start {bonus}" for bonus in START_BONUSES} <= texts
    assert {f"factory {level}" for level in range(1, LEVELS + 1)} <= texts
    # every payment the notation knows can be asked for (the black worker included)
    assert {a.text for a in ALL_ACTIONS if a.text.startswith("pay ")} <= texts
    assert {text.split()[0] for text in texts} == set(VERBS)


def test_player_counts_differ_only_in_the_board_spaces_printed_for_them() -> None:
    two, three = (set(ENCODING.action_texts(n, OPTIONS)) for n in (2, 3))
    only_bigger = {s.id for s in BOARD_SPACES if 2 not in s.players}
    assert {t.split()[1] for t in three - two} == only_bigger
    assert two <= three
    assert set(ENCODING.action_texts(4, OPTIONS)) == three


# -- random games ------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
def test_every_legal_action_is_catalogued_and_every_observation_encodes(players: int) -> None:
    catalogue = set(ENCODING.action_texts(players, OPTIONS))
    size = len(ENCODING.feature_names(players, OPTIONS))
    offered: set[str] = set()
    steps: set[str] = set()
    for count, state in enumerate(all_positions(players)):
        seats = range(players) if state.is_over or count % 7 == 0 else [state.current_player]
        for seat in seats:
            assert seat is not None
            vector = encoded(state, seat)
            assert vector.dtype == np.float32 and vector.shape == (size,)
            assert np.isfinite(vector).all()
            assert vector.min() >= -1e-6
        if state.is_over:
            continue
        steps.add(state.observation(0)["step"])
        texts = {str(a) for a in state.legal_actions()}
        assert texts <= catalogue, texts - catalogue
        offered |= texts
    # the games went through every kind of decision and offered most of the catalogue
    assert steps == {"start", "main", "pay", "frame", "put", "notch", "reuse"}
    assert {text.split()[0] for text in offered} == set(VERBS)
    assert len(offered) >= 0.8 * len(catalogue)


def test_feature_names_are_unique_and_seat_relative() -> None:
    for players in PLAYERS:
        names = ENCODING.feature_names(players, OPTIONS)
        assert len(set(names)) == len(names)
        labels = ["me"] + [f"opp{k}" for k in range(1, players)]
        blocks = [[n for n in names if n.startswith(f"{label}.")] for label in labels]
        assert len({len(block) for block in blocks}) == 1
        assert f"opp{players}.coins" not in names


# -- seat-relative blocks ----------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
def test_each_seat_reads_its_own_board_first(players: int) -> None:
    names = ENCODING.feature_names(players, OPTIONS)
    at = {name: i for i, name in enumerate(names)}
    checked = 0
    for count, state in enumerate(positions(players, 77, "tracks")):
        if count % 11:
            continue
        for seat in range(players):
            obs = state.observation(seat)
            vector = ENCODING.encode(obs)
            for k in range(players):
                label = "me" if k == 0 else f"opp{k}"
                board = obs["seats"][(seat + k) % players]
                coins = open_amount(board["coins"], COIN_SCALE)
                assert vector[at[f"{label}.coins"]] == pytest.approx(coins)
                total = open_amount(sum(board["score"]), TOTAL_SCALE)
                assert vector[at[f"{label}.score"]] == pytest.approx(total)
                position = obs["order"].index((seat + k) % players) + 1
                assert vector[at[f"{label}.position={position}"]] == 1.0
            for card in obs["end_bonus"]["mine"]:
                assert vector[at[f"me.bonus.{card}"]] == 1.0
                assert vector[at[f"bonus.{card}.mine"]] == 1.0
            if not state.is_over:
                assert vector[at["actor=me"]] == float(state.current_player == seat)
            checked += 1
    assert checked > 10 * players


# -- hidden information ------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
def test_hidden_end_bonus_cards_never_reach_the_vector(players: int) -> None:
    """Each secret of a seat (where the end-bonus cards it cannot tell apart lie, the
    random streams) leaves its vector unchanged; and the check can fail: a seat that can
    tell those cards apart (it looked through the deck, or holds one) sees a change."""
    rng = random.Random(players)
    variants = seen_by_others = 0
    for seed in range(GAMES // 2):
        for count, state in enumerate(positions(players, 3000 * players + seed, "industry")):
            if count % 9:
                continue
            for seat in range(players):
                mine = encoded(state, seat)
                for name, variant in SPEC.secrets(state, seat, rng):
                    variants += 1
                    assert np.array_equal(encoded(variant, seat), mine), name
                    if "end-bonus" in name and any(
                        not np.array_equal(encoded(variant, other), encoded(state, other))
                        for other in range(players)
                        if other != seat
                    ):
                        seen_by_others += 1
    assert variants > 0
    assert seen_by_others > 0
