"""The Puerto Rico encoding for learning agents (docs/rl/puerto-rico.md).

Seeded random games of every player count check that every legal action is in the action
catalogue and that every observation encodes to a finite vector of the layout's length;
the catalogue follows the component tables (role cards and cargo ships per player count,
every building and tile); the face-down VP chips (Pravidla: KAPITÁN – Vítězné body) never
reach another seat's vector, while their owner's vector does change with them.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import numpy as np
import pytest

from eurotable.core.options import Options, resolve_options
from eurotable.games import get
from eurotable.games.puerto_rico.data import BUILDINGS, GOODS, ROLES, SETUPS, TILES
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.notation import ALL_ACTIONS
from eurotable.rl.encoding import open_amount
from eurotable.rl.puerto_rico import ENCODING
from eurotable.rl.puerto_rico.features import DOUBLOON_SCALE, STEPS, WAREHOUSE_KINDS

SPEC = get("puerto-rico")
COUNTS = sorted(SETUPS)
GAMES = {2: 40, 3: 30, 4: 25, 5: 20}
"""Random games per player count in the coverage test (every step is reached)."""


def options(open_vp: bool = False) -> Options:
    return resolve_options(SPEC.capabilities.options, {"open_vp": open_vp})


def positions(players: int, seed: int, open_vp: bool = False) -> Iterator[PuertoRico]:
    """Every position of a seeded random game, the final one included."""
    state = SPEC.new_game(players, options(open_vp), seed)
    assert isinstance(state, PuertoRico)
    chooser = random.Random(seed)
    while not state.is_over:
        yield state
        legal = state.legal_actions()
        state.apply(legal[chooser.randrange(len(legal))])
    yield state


def check_vector(players: int, vector: np.ndarray) -> None:
    assert vector.dtype == np.float32
    assert vector.shape == (len(ENCODING.feature_names(players, options())),)
    assert np.isfinite(vector).all()


# -- coverage ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", COUNTS)
def test_random_games_stay_inside_the_catalogue(players: int) -> None:
    catalogue = set(ENCODING.action_texts(players, options()))
    names = ENCODING.feature_names(players, options())
    at = {name: i for i, name in enumerate(names)}
    steps: set[str] = set()
    for game in range(GAMES[players]):
        for index, state in enumerate(positions(players, 100 * players + game, game % 3 == 0)):
            for action in state.legal_actions():
                assert str(action) in catalogue, f"{action} is legal but not in the catalogue"
            seats = range(players) if index % 11 == 0 or state.is_over else [state.actor]
            for seat in seats:
                obs = state.observation(seat)
                vector = ENCODING.encode(obs)
                check_vector(players, vector)
                assert vector[at[f"step={obs['step']}"]] == 1.0
                check_decision_features(obs, vector, at)
            steps.add(state.step.name.lower())
    # Every kind of decision was met.
    assert steps == set(STEPS)


def check_decision_features(obs: dict[str, object], vector: np.ndarray, at: dict[str, int]) -> None:
    """The decision block reads what the pending step is about from the observation."""
    flow = obs["flow"]
    assert isinstance(flow, dict)
    step = obs["step"]
    if step == "hospice":
        assert vector[at[f"pending.tile={TILES[flow['pending']]}"]] == 1.0
    if step == "university":
        assert vector[at[f"pending.building={BUILDINGS[flow['pending']].id}"]] == 1.0
    if step == "mayor":
        assert vector[at["mayor.placing"]] == float(flow["placing"])
    if step == "store":
        named = [g for g in GOODS if vector[at[f"storage.protected={g}"]] == 1.0]
        assert named == flow["protected"]
        assert vector[at["storage.warehouses_left"]] == pytest.approx(
            flow["store_left"] / WAREHOUSE_KINDS
        )


# -- the catalogue ------------------------------------------------------------------------


@pytest.mark.parametrize("players", COUNTS)
def test_catalogue_parses_back_exactly_without_repeats(players: int) -> None:
    texts = ENCODING.action_texts(players, options())
    assert len(set(texts)) == len(texts)
    for text in texts:
        assert str(SPEC.parse_action(text)) == text
    assert ENCODING.action_texts(players, options()) == texts
    # Face-up or face-down VP chips change nothing the players may do.
    assert ENCODING.action_texts(players, options(open_vp=True)) == texts


@pytest.mark.parametrize("players", COUNTS)
def test_catalogue_follows_the_component_tables(players: int) -> None:
    setup = SETUPS[players]
    texts = set(ENCODING.action_texts(players, options()))
    for b in BUILDINGS:
        assert f"build {b.id}" in texts
        assert f"place {b.id}" in texts
    for tile in TILES:
        assert f"take {tile}" in texts
        assert f"place {tile}" in texts
    roles = {t for t in texts if t.startswith("role ")}
    assert roles == {f"role {ROLES[r]}" for r in setup.roles}
    loads = {t for t in texts if t.startswith("load ")}
    ships = range(1, len(setup.cargo_ships) + 1)
    assert loads == {f"load {g} {ship}" for g in GOODS for ship in ships}
    # Everything the notation knows is offered, except roles and ships the set-up lacks.
    left_out = {a.text for a in ALL_ACTIONS} - texts
    assert all(t.startswith(("role ", "load ")) for t in left_out)
    assert texts <= {a.text for a in ALL_ACTIONS}


def test_catalogue_sizes_per_player_count() -> None:
    """Pravidla: PŘÍPRAVA HRY (3 players: no prospector; three cargo ships) and the 2-player
    variant (two cargo ships): the catalogue shrinks accordingly."""
    sizes = {n: len(ENCODING.action_texts(n, options())) for n in COUNTS}
    assert sizes == {2: 106, 3: 110, 4: 111, 5: 111}
    assert "role prospector" not in ENCODING.action_texts(3, options())
    assert "load coffee 3" not in ENCODING.action_texts(2, options())
    assert "load coffee 3" in ENCODING.action_texts(3, options())


# -- features ----------------------------------------------------------------------------


@pytest.mark.parametrize("players", COUNTS)
def test_feature_names_are_unique_and_name_every_entry(players: int) -> None:
    names = ENCODING.feature_names(players, options())
    assert len(set(names)) == len(names)
    assert ENCODING.feature_names(players, options(open_vp=True)) == names
    state = SPEC.new_game(players, options(), seed=3)
    assert len(ENCODING.encode(state.observation(0))) == len(names)
    prefixes = {name.split(".")[0] for name in names}
    assert {"me"} | {f"opp{k}" for k in range(1, players)} <= prefixes
    assert f"opp{players}" not in prefixes


def test_five_players_have_two_prospector_cards() -> None:
    """5 players play with two prospectors: one catalogue text, two cards in the vector."""
    names = ENCODING.feature_names(5, options())
    assert "role.prospector.doubloons" in names
    assert "role.prospector#2.doubloons" in names
    assert ENCODING.action_texts(5, options()).count("role prospector") == 1


@pytest.mark.parametrize("players", COUNTS)
def test_a_new_game_reads_its_set_up(players: int) -> None:
    """Pravidla: PŘÍPRAVA HRY: full supplies, empty ships, the governor picks a role."""
    state = SPEC.new_game(players, options(), seed=4)
    governor = state.observation(0)["governor"]
    at = {name: i for i, name in enumerate(ENCODING.feature_names(players, options()))}
    vector = ENCODING.encode(state.observation(governor))
    for name in ("step=role", "supply.colonists", "supply.quarries"):
        assert vector[at[name]] == 1.0, name
    assert vector[at["supply.vp_issued"]] == 0.0
    assert vector[at["me.is_governor"]] == vector[at["me.is_actor"]] == 1.0
    doubloons = SETUPS[players].doubloons
    assert vector[at["me.doubloons"]] == pytest.approx(doubloons / (doubloons + DOUBLOON_SCALE))
    assert all(vector[at[f"ship{i}.load"]] == 0.0 for i in range(1, 3))
    assert sum(vector[at[f"face_up.{g}"]] for g in GOODS) == pytest.approx(1.0)


@pytest.mark.parametrize("players", COUNTS)
def test_own_block_reads_the_observing_seat(players: int) -> None:
    at = {name: i for i, name in enumerate(ENCODING.feature_names(players, options()))}
    setup = SETUPS[players]
    colonists = setup.colonists_supply + setup.colonists_ship
    checked = 0
    for index, state in enumerate(positions(players, 7 + players)):
        if index % 10:
            continue
        for seat in range(players):
            obs = state.observation(seat)
            vector = ENCODING.encode(obs)
            for relative, prefix in enumerate(["me"] + [f"opp{k}" for k in range(1, players)]):
                board = obs["boards"][(seat + relative) % players]
                doubloons = open_amount(board["doubloons"], DOUBLOON_SCALE)
                assert vector[at[f"{prefix}.doubloons"]] == pytest.approx(doubloons)
                assert vector[at[f"{prefix}.san_juan"]] * colonists == pytest.approx(
                    board["san_juan"]
                )
            own = obs["boards"][seat]
            vp = open_amount(own["vp_chips"], setup.vp_chips)
            assert vector[at["me.vp_chips"]] == pytest.approx(vp)
            assert vector[at["me.vp_chips_shown"]] == 1.0
            assert vector[at["me.is_actor"]] == float(obs["actor"] == seat)
            checked += 1
    assert checked > 10 * players


def test_face_down_chips_are_not_shown_and_open_chips_are() -> None:
    for open_vp in (False, True):
        at = {name: i for i, name in enumerate(ENCODING.feature_names(4, options(open_vp)))}
        for index, state in enumerate(positions(4, 31, open_vp)):
            if index % 40 or state.is_over:
                continue
            vector = ENCODING.encode(state.observation(2))
            assert vector[at["option.open_vp"]] == float(open_vp)
            for k in (1, 2, 3):
                assert vector[at[f"opp{k}.vp_chips_shown"]] == float(open_vp)
                if not open_vp:
                    assert vector[at[f"opp{k}.vp_chips"]] == 0.0


# -- hidden information -----------------------------------------------------------------


@pytest.mark.parametrize("players", COUNTS)
def test_secrets_never_reach_the_vector_but_reach_their_owner(players: int) -> None:
    """Pravidla: PŘÍPRAVA HRY (face-down plantation stack) and KAPITÁN – Vítězné body
    (face-down VP chips). No seat sees the stack order or the random streams; a seat's
    VP chips are seen by that seat only."""
    rng = random.Random(players)
    owner_saw_it = 0
    for game in range(6):
        for index, state in enumerate(positions(players, 500 + 10 * players + game)):
            if index % 9:
                continue
            for seat in range(players):
                mine = ENCODING.encode(state.observation(seat))
                for name, variant in SPEC.secrets(state, seat, rng):
                    assert isinstance(variant, PuertoRico)
                    assert np.array_equal(ENCODING.encode(variant.observation(seat)), mine), name
                    owners = [
                        other
                        for other in range(players)
                        if variant.seats[other].vp != state.seats[other].vp
                    ]
                    for owner in owners:
                        theirs = ENCODING.encode(state.observation(owner))
                        changed = ENCODING.encode(variant.observation(owner))
                        assert not np.array_equal(changed, theirs), name
                        owner_saw_it += 1
    if players == 2:
        # The other seat's chips follow from the public pile and one's own: no VP secret.
        assert owner_saw_it == 0
    else:
        assert owner_saw_it > 0
