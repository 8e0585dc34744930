"""The Shipyard encoding for learning agents (docs/rl/shipyard.md), both editions.

Seeded random games of every edition and player count (both contract modes, every
employee layout) check that every legal action is in the action catalogue and that every
observation encodes to a finite vector of the layout's length; the catalogue follows the
data files (employees, contracts, canal spaces, wheels, swaps, the subsidy tile); secret
contracts and the order of face-down stacks never reach another seat's vector, while the
owner's vector does change with its contracts.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import numpy as np
import pytest

from eurotable.bots import decision_for, make_bot
from eurotable.core.options import Options, resolve_options
from eurotable.games import get
from eurotable.games.shipyard.data import ACTIONS, EDITIONS, SUBSIDY
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.notation import ALL_ACTIONS
from eurotable.games.shipyard.setup import AUTOMATA
from eurotable.games.shipyard.state import Step
from eurotable.rl.encoding import open_amount
from eurotable.rl.shipyard import ENCODING
from eurotable.rl.shipyard.actions import canal_squares, holdable_goods_tiles, most_boost
from eurotable.rl.shipyard.features import plan
from eurotable.rl.shipyard.tables import CANAL_WINDOW, VP_SCALE, tables

SPEC = get("shipyard")
SETUPS = [(ed.name, n) for ed in EDITIONS.values() for n in ed.player_counts]
GAMES = {1: 40, 2: 20, 3: 14, 4: 12}
"""Random games per set-up in the coverage test, besides ``GREEDY_GAMES`` where a greedy
bot plays the first seat: it finishes and sails ships far more often (together they meet
every kind of decision)."""
GREEDY_GAMES = 2
EMPLOYEES = ("fixed", "starters", "random")


def options(edition: str, contracts: str = "beginner", employees: str = "fixed") -> Options:
    given = {"edition": edition, "contracts": contracts, "employees": employees}
    if edition == "first":  # the 1st edition's own set-up stands for the defaults
        given = {"edition": edition}
    return resolve_options(SPEC.capabilities.options, given)


def game_options(edition: str, game: int) -> Options:
    """Both contract modes and every employee layout, in turn."""
    return options(edition, ("beginner", "advanced")[game % 2], EMPLOYEES[game % 3])


def positions(players: int, opts: Options, seed: int, greedy: bool = False) -> Iterator[Shipyard]:
    """Every position of a seeded game of random bots (with ``greedy``, a greedy bot in
    seat 0), the final one included."""
    state = SPEC.new_game(players, opts, seed)
    assert isinstance(state, Shipyard)
    chooser = random.Random(seed)
    bot = make_bot("greedy", seed, SPEC) if greedy else None
    while not state.is_over:
        yield state
        if bot is not None and state.actor == 0:
            state.apply(bot.choose(decision_for(state)))
        else:
            legal = state.legal_actions()
            state.apply(legal[chooser.randrange(len(legal))])
    yield state


def feature_index(edition: str, players: int) -> dict[str, int]:
    names = ENCODING.feature_names(players, options(edition))
    return {name: i for i, name in enumerate(names)}


def expected_steps(edition: str) -> set[str]:
    """Every decision of the edition but a branch during a cruise (met in these games
    only now and then: ``test_cruises_that_branch`` meets it): the ship token goes on the
    first canal (1st edition) or enters on the first cruise (2nd)."""
    skip = {Step.OVER, Step.SAIL, Step.START if edition == "first" else Step.TOKEN}
    return {s.name.lower() for s in Step if s not in skip}


# -- coverage ---------------------------------------------------------------------------


@pytest.mark.parametrize(("edition", "players"), SETUPS)
def test_random_games_stay_inside_the_catalogue(edition: str, players: int) -> None:
    at = feature_index(edition, players)
    size = len(at)
    steps: set[str] = set()
    for game in range(GAMES[players] + GREEDY_GAMES):
        opts = game_options(edition, game)
        catalogue = set(ENCODING.action_texts(players, opts))
        greedy = game >= GAMES[players]
        seed = 1000 * players + game
        for index, state in enumerate(positions(players, opts, seed, greedy)):
            for action in state.legal_actions():
                assert str(action) in catalogue, f"{action} is legal but not in the catalogue"
            seats = range(players) if index % 13 == 0 or state.is_over else [state.actor]
            for seat in seats:
                obs = state.observation(seat)
                vector = ENCODING.encode(obs)
                assert vector.dtype == np.float32
                assert vector.shape == (size,)
                assert np.isfinite(vector).all()
                assert vector[at[f"step={obs['step']}"]] == 1.0
                if not state.is_over:
                    relative = (state.actor - seat) % players
                    label = "me" if relative == 0 else f"opp{relative}"
                    assert vector[at[f"actor={label}"]] == 1.0
            steps.add(state.step.name.lower())
    assert steps - {"over", "sail"} == expected_steps(edition)


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_cruises_that_branch(edition: str) -> None:
    """Zkušební plavba: where the channel branches the player picks the next space; the
    choices are in the catalogue and the vector shows the cruise under way."""
    at = feature_index(edition, 2)
    catalogue = set(ENCODING.action_texts(2, options(edition)))
    sails = 0
    for seed in range(2025, 2035):  # greedy games until one has branched
        state = SPEC.new_game(2, options(edition), seed)
        assert isinstance(state, Shipyard)
        bots = [make_bot("greedy", seed + seat, SPEC) for seat in range(2)]
        while not state.is_over:
            if state.step is Step.SAIL:
                sails += 1
                assert all(str(a) in catalogue for a in state.legal_actions())
                vector = ENCODING.encode(state.observation(state.actor))
                assert vector[at["step=sail"]] == vector[at["me.token.placed"]] == 1.0
                assert vector[at["pending.steps_left"]] > 0.0
                assert vector[at["pending.speed"]] > 0.0
            state.apply(bots[state.actor].choose(decision_for(state)))
        if sails:
            break
    assert sails > 0


def test_the_solo_automata_move_inside_the_engine() -> None:
    """Sólová hra: the automata take their turns without a decision; the player sees
    their cubes on the row, their turns and the solo tiles."""
    at = feature_index("second", 1)
    scale = plan("second", 1).shared.turn_scale
    seen_cube = False
    for state in positions(1, options("second"), seed=5):
        assert state.is_over or state.current_player == 0
        obs = state.observation(0)
        vector = ENCODING.encode(obs)
        for owner in range(1, 1 + AUTOMATA):
            assert vector[at[f"turns.automaton{owner}"]] * scale == pytest.approx(
                obs["turns"][owner], abs=1e-4
            )
        solo_tiles = len(EDITIONS["second"].solo_tiles)
        assert vector[at["solo.stack"]] == pytest.approx(obs["solo"]["stack"] / solo_tiles)
        for position, tile in enumerate(obs["row"], start=1):
            if tile is not None and tile["owner"] in range(1, 1 + AUTOMATA):
                assert vector[at[f"row.{position}.owner=automaton{tile['owner']}"]] == 1.0
                seen_cube = True
    assert state.is_over
    assert min(state.turns) > 0, "every automaton took turns"
    assert seen_cube


# -- the catalogue ------------------------------------------------------------------------


@pytest.mark.parametrize(("edition", "players"), SETUPS)
def test_catalogue_parses_back_exactly_without_repeats(edition: str, players: int) -> None:
    for contracts in ("beginner", "advanced"):
        opts = options(edition, contracts)
        texts = ENCODING.action_texts(players, opts)
        assert len(set(texts)) == len(texts)
        for text in texts:
            assert str(SPEC.parse_action(text)) == text
        assert ENCODING.action_texts(players, opts) == texts
        # The employee layout changes nothing the players may do.
        assert ENCODING.action_texts(players, options(edition, contracts, "random")) == texts
    # Everything comes from the notation's table.
    assert set(texts) <= {a.text for a in ALL_ACTIONS}


@pytest.mark.parametrize(("edition", "players"), SETUPS)
def test_catalogue_follows_the_data_file(edition: str, players: int) -> None:
    ed = EDITIONS[edition]
    texts = set(ENCODING.action_texts(players, options(edition, "advanced")))
    for employee in ed.employees:
        assert f"hire {employee.id.lower()}" in texts
    for contract in ed.contracts:
        assert f"discard {contract.id.lower()}" in texts
    for canal in ed.canals:
        for space, name in enumerate(canal.names):
            assert f"move {canal.id.lower()} {name}" in texts
            side = canal.space_edge[0][space] >= 0
            assert (f"start {canal.id.lower()} {name}" in texts) == side
    crew = {t.split()[1] for t in texts if t.startswith("crew ")}
    assert crew == {ed.pieces[p] for p in ed.crew_wheel}
    equipment = {t.split()[1] for t in texts if t.startswith("equipment ")}
    assert equipment == {ed.pieces[p] for p in ed.equipment_wheel}
    swaps = {t for t in texts if t.startswith("swap ")}
    assert swaps == {
        f"swap {ed.goods[g]} {ed.pieces[p]}" for g, table in enumerate(ed.swaps) for p in table
    }
    assert {t for t in texts if t.startswith("add ")} == {f"add {p}" for p in ed.pieces}
    subsidy = f"action {ACTIONS[SUBSIDY]}"
    assert (subsidy in texts) == (players in ed.subsidy_players)
    # Bows lie on slots 1-7: a ship is at least a bow, a middle and a stern.
    launches = {t for t in texts if t.startswith("launch ")}
    assert launches == {f"launch {s}" for s in range(1, ed.yard_slots - 1)}
    assert {t for t in texts if t.startswith("boost ")} == {
        f"boost {b}" for b in range(most_boost(ed) + 1)
    }
    trades = {t for t in texts if t.startswith("trade ")}
    assert len(trades) == len(holdable_goods_tiles(ed, players))


def test_beginner_games_discard_only_from_the_beginner_sets() -> None:
    """Státní zakázky: the beginner game deals the four fixed sets and nothing else."""
    ed = EDITIONS["second"]
    texts = ENCODING.action_texts(2, options("second", "beginner"))
    discards = {t for t in texts if t.startswith("discard ")}
    fixed = {ed.contracts[c].id.lower() for chosen in ed.fixed_sets for c in chosen}
    assert discards == {f"discard {c}" for c in fixed}
    assert len(fixed) < len(ed.contracts)


def test_starting_goods_tiles_left_in_the_box_are_never_traded() -> None:
    """Příprava hráče: each player gets one starting goods tile; the rest stay in the box."""
    ed = EDITIONS["second"]
    starting = [g.id.lower() for g in ed.goods_tiles if g.start]
    two = set(ENCODING.action_texts(2, options("second")))
    four = set(ENCODING.action_texts(4, options("second")))
    assert {f"trade {g}" for g in starting[:2]} <= two
    assert not {f"trade {g}" for g in starting[2:]} & two
    assert {f"trade {g}" for g in starting} <= four


def test_canal_squares_reach_every_system_shape() -> None:
    """A straight line of all but one canal tile still gets its next tile at either end."""
    ed = EDITIONS["second"]
    squares = set(canal_squares(ed))
    last = len(ed.canals) - 1
    assert {(last, 0), (0, last), (-1, 0), (0, -1), (-1, last - 1)} <= squares
    assert (last, 1) not in squares and (-1, -1) not in squares
    assert all(-1 <= x <= last and -1 <= y <= last for x, y in squares)


def test_catalogue_sizes() -> None:
    sizes = {
        (edition, players, contracts): len(
            ENCODING.action_texts(players, options(edition, contracts))
        )
        for edition, players in SETUPS
        for contracts in ("beginner", "advanced")
    }
    # Each holds ``later`` (the bonus action chosen after the main action, ruling 52).
    assert sizes[("second", 1, "beginner")] == 1697
    assert sizes[("second", 4, "advanced")] == 1712
    # The 1st edition always deals 3 + 3 contracts at random.
    assert sizes[("first", 2, "beginner")] == sizes[("first", 2, "advanced")] == 1708


# -- features ----------------------------------------------------------------------------


@pytest.mark.parametrize(("edition", "players"), SETUPS)
def test_feature_names_are_unique_and_name_every_entry(edition: str, players: int) -> None:
    names = ENCODING.feature_names(players, options(edition))
    assert len(set(names)) == len(names)
    assert ENCODING.feature_names(players, options(edition, "advanced", "random")) == names
    state = SPEC.new_game(players, options(edition), seed=3)
    assert len(ENCODING.encode(state.observation(0))) == len(names)
    prefixes = {name.split(".")[0] for name in names}
    assert {"me"} | {f"opp{k}" for k in range(1, players)} <= prefixes
    assert f"opp{players}" not in prefixes
    assert ("solo.stack" in names) == (players == 1)
    hand = {n for n in names if ".hand." in n}
    assert hand == {f"me.hand.{c.id}" for c in EDITIONS[edition].contracts}


@pytest.mark.parametrize(("edition", "players"), SETUPS)
def test_own_block_reads_the_observing_seat(edition: str, players: int) -> None:
    at = feature_index(edition, players)
    money = EDITIONS[edition].guilders_in_box
    checked = 0
    for index, state in enumerate(positions(players, options(edition, "advanced"), 7 + players)):
        if index % 17:
            continue
        for seat in range(players):
            obs = state.observation(seat)
            vector = ENCODING.encode(obs)
            for relative in range(players):
                prefix = "me" if relative == 0 else f"opp{relative}"
                board = obs["boards"][(seat + relative) % players]
                guilders = open_amount(board["guilders"], money)
                assert vector[at[f"{prefix}.guilders"]] == pytest.approx(guilders)
                total = open_amount(sum(board["scores"]), VP_SCALE)
                assert vector[at[f"{prefix}.vp.total"]] == pytest.approx(total)
                for colour, count in board["contracts"].items():
                    scale = max(EDITIONS[edition].hand.values())
                    assert vector[at[f"{prefix}.contracts.{colour}"]] == pytest.approx(
                        count / scale
                    )
            hand = {n.split(".")[-1] for n, i in at.items() if ".hand." in n and vector[i]}
            assert hand == set(obs["boards"][seat]["hand"])
            checked += 1
    assert checked >= players * 5


def test_a_new_game_reads_its_set_up() -> None:
    """Příprava hry: the start player chooses; 6 guilders; the canal and goods displays
    are full; the countdown cubes are all there."""
    state = SPEC.new_game(3, options("second"), seed=4)
    first = state.current_player
    assert first is not None
    at = feature_index("second", 3)
    vector = ENCODING.encode(state.observation(first))
    ed = EDITIONS["second"]
    for name in ("step=choose", "stage=before", "mode=regular", "actor=me", "first=me"):
        assert vector[at[name]] == 1.0, name
    guilders = ed.start_guilders
    assert vector[at["me.guilders"]] == pytest.approx(guilders / (guilders + ed.guilders_in_box))
    assert vector[at["countdown.left"]] == 1.0
    for i in range(1, len(ed.canal_prices) + 1):
        assert vector[at[f"canals.{i}.tile"]] == 1.0
        assert vector[at[f"goods.{i}.tile"]] == 1.0
    # The row: the subsidy tile lies face down with 3 players.
    subsidy = [name for name, i in at.items() if name.endswith(".action=subsidy") and vector[i]]
    assert len(subsidy) == 1
    position = subsidy[0].split(".")[1]
    assert vector[at[f"row.{position}.in_play"]] == 0.0


def test_canal_grid_and_token_follow_the_board() -> None:
    """Each laid canal shows at its square as turned; the token's square and place."""
    t = tables("second")
    at = feature_index("second", 2)
    seen_token = False
    for game in range(2):
        for state in positions(2, options("second"), 300 + game, greedy=True):
            if state.is_over or state.actor is None:
                continue
            seat = state.actor
            obs = state.observation(seat)
            vector = ENCODING.encode(obs)
            board = obs["boards"][seat]
            for canal in board["canals"]:
                x, y = canal["x"], canal["y"]
                if max(x, y) >= CANAL_WINDOW:
                    continue
                start = at[f"me.canal.{x}.{y}.N.space"]
                expected = t.canal[canal["id"]][canal["rotation"]]
                assert np.array_equal(vector[start : start + len(expected)], expected)
            token = board["token"]
            if token is not None:
                seen_token = True
                assert vector[at["me.token.placed"]] == 1.0
    assert seen_token


# -- hidden information -------------------------------------------------------------------


@pytest.mark.parametrize(("edition", "players"), SETUPS)
def test_secrets_never_reach_another_seats_vector(edition: str, players: int) -> None:
    """Státní zakázky (and HE): contracts are secret, discarded ones for good; stacks are
    face down. Changing one secret leaves the vector of every seat that cannot see it as
    it was — and the owner's vector changes with its own contracts."""
    sampler = random.Random(players)
    owner_saw: list[bool] = []
    checked = 0
    for game in range(3):
        opts = game_options(edition, game + 1)
        for index, state in enumerate(positions(players, opts, 500 + game)):
            if index % 9:
                continue
            for seat in range(players):
                vector = ENCODING.encode(state.observation(seat))
                for name, variant in SPEC.secrets(state, seat, sampler):
                    assert np.array_equal(ENCODING.encode(variant.observation(seat)), vector), name
                    checked += 1
                    owner = _owner(name)
                    if owner is not None:
                        own = ENCODING.encode(state.observation(owner))
                        owner_saw.append(
                            not np.array_equal(ENCODING.encode(variant.observation(owner)), own)
                        )
    assert checked > 0
    if players > 1:
        # The test can fail: the owner of a secret contract tells the copies apart.
        assert any(owner_saw)


def _owner(secret: str) -> int | None:
    """The seat that may see a secret (``seat N's hand contracts``), if any."""
    if secret.startswith("seat ") and "contracts" in secret:
        return int(secret.split()[1].rstrip("'s"))
    return None
