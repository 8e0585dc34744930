"""eurotable's games as OpenSpiel games (docs/openspiel.md), tested with OpenSpiel itself:
its random-simulation checks for every game, player count and edition, its IS-MCTS bot,
and checks of what the information states hold, of resampling and of serialization."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pyspiel
import pytest
from open_spiel.python.observation import INFO_STATE_OBS_TYPE, make_observation

from eurotable import games
from eurotable.core.errors import BadOption, BadPosition, IllegalAction
from eurotable.openspiel import SHORT_NAMES, EurotableGame, EurotableState, game_seed
from eurotable.openspiel.match import Clock, play
from eurotable.rl import layout
from eurotable.rl.rewards import final_rewards
from eurotable.tournament.jobs import Job

SETUPS = [
    *(("puerto-rico", n, {}) for n in (2, 3, 4, 5)),
    *(("russian-railroads", n, {}) for n in (2, 3, 4)),
    *(("shipyard", n, {}) for n in (1, 2, 3, 4)),
    *(("shipyard", n, {"edition": "first"}) for n in (2, 3, 4)),
]
"""Every game, player count and edition."""
SETUP_IDS = [f"{game}-{players}{'-first' if options else ''}" for game, players, options in SETUPS]


def load(game: str, players: int, **parameters: Any) -> EurotableGame:
    loaded = pyspiel.load_game(SHORT_NAMES[game], {"players": players, **parameters})
    assert isinstance(loaded, EurotableGame)
    return loaded


def random_states(state: EurotableState, rng: random.Random) -> Iterator[EurotableState]:
    """``state``, then after each random legal action until the end (the same object)."""
    yield state
    while not state.is_terminal():
        actions = state.legal_actions()
        state.apply_action(actions[rng.randrange(len(actions))])
        yield state


def checkpoints(length: int) -> bool:
    """OpenSpiel's own rhythm of checks: the first ten moves, then powers of two."""
    return length < 10 or length & (length - 1) == 0


@pytest.mark.parametrize(("game", "players", "options"), SETUPS, ids=SETUP_IDS)
def test_openspiel_random_simulations(game: str, players: int, options: dict[str, Any]) -> None:
    """OpenSpiel's random-simulation test: legal actions sorted and masked, nothing legal
    for the seats not to move, clones equal, observation and information-state strings
    and tensors (finite, of the declared sizes) for every seat at every step, returns
    summing to zero within the game's bounds, no longer than its longest game. Its own
    serialization step needs a game's random-generator state, which open-spiel 2.0.2
    does not ask of Python games: the state checker serializes at the same positions."""
    loaded = load(game, players, seed=len(options) + players, **options)
    pyspiel.random_sim_test(
        loaded, num_sims=1, serialize=False, verbose=False, state_checker_fn=round_trip(loaded)
    )


def round_trip(loaded: EurotableGame) -> Callable[[EurotableState], None]:
    """A state checker: at OpenSpiel's serialization checkpoints, the state read back
    from its text has the same position and information states."""

    def check(state: EurotableState) -> None:
        if checkpoints(len(state.history())):
            again = loaded.deserialize_state(state.serialize())
            assert str(again) == str(state)
            for seat in range(loaded.num_players()):
                assert again.information_state_string(seat) == state.information_state_string(seat)

    return check


@pytest.mark.parametrize(("game", "players", "options"), SETUPS[::3], ids=SETUP_IDS[::3])
def test_a_game_declares_its_set_up(game: str, players: int, options: dict[str, Any]) -> None:
    loaded = load(game, players, **options)
    kind = loaded.get_type()
    catalogue = layout(game, players, options)
    assert kind.short_name == SHORT_NAMES[game]
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    solo = players == 1
    zero_sum = pyspiel.GameType.Utility.ZERO_SUM
    assert (kind.utility == zero_sum) is not solo
    assert loaded.num_players() == players
    assert loaded.num_distinct_actions() == len(catalogue.actions)
    assert loaded.observation_tensor_shape() == [len(catalogue.features)]
    assert loaded.information_state_tensor_shape() == [
        len(catalogue.features) + len(catalogue.actions)
    ]
    assert loaded.get_parameters()["players"] == players
    state = loaded.new_initial_state()
    for action in state.legal_actions():
        assert state.action_to_string(action) == catalogue.actions[action]


def test_parameters_are_checked_as_a_new_game_checks_options() -> None:
    with pytest.raises(BadOption, match="6"):
        load("puerto-rico", 6)
    with pytest.raises(BadOption, match="solo"):
        load("shipyard", 1, edition="first")
    with pytest.raises(BadOption, match="utility"):
        load("russian-railroads", 2, utility="share")
    with pytest.raises(pyspiel.SpielError, match="colour"):
        pyspiel.load_game("eurotable_shipyard(colour=red)")


def test_a_seed_gives_the_same_sequence_of_games_however_often_states_are_copied() -> None:
    first, second = load("shipyard", 2, seed=5), load("shipyard", 2, seed=5)
    copies = [first.new_initial_state().clone() for _ in range(3)]
    a = [str(state) for state in copies]
    unused = second.new_initial_state()  # never used: draws no seed
    b = [str(second.new_initial_state()) for _ in range(3)]
    assert a == b
    assert len(set(a)) == 3, "each new initial state is another game"
    assert unused.history() == []
    other = load("shipyard", 2, seed=6).new_initial_state()
    assert str(other) not in a
    engine = games.get("shipyard").new_game(2, seed=game_seed(5, 0))
    assert json.loads(a[0]) == engine.to_json()


def test_a_state_can_start_from_a_position() -> None:
    spec = games.get("puerto-rico")
    engine = spec.new_game(3, seed=12)
    for action in engine.legal_actions()[:1]:
        engine.apply(action)
    loaded = load("puerto-rico", 3)
    state = loaded.new_initial_state(json.dumps(engine.to_json()))
    assert json.loads(str(state)) == engine.to_json()
    assert state.current_player() == engine.current_player
    with pytest.raises(BadPosition, match="players"):
        load("puerto-rico", 4).new_initial_state(json.dumps(engine.to_json()))
    with pytest.raises(BadPosition):
        loaded.new_initial_state('{"not": "a position"}')
    with pytest.raises(BadPosition):
        loaded.new_initial_state("{")


@pytest.mark.parametrize(("game", "players"), [("puerto-rico", 3), ("shipyard", 2)])
def test_serialization_round_trips_through_positions(game: str, players: int) -> None:
    loaded = load(game, players, seed=3)
    rng = random.Random(3)
    for length, state in enumerate(random_states(loaded.new_initial_state(), rng)):
        if not checkpoints(length):
            continue
        copy = state.clone()
        for seat in range(players):
            assert copy.information_state_string(seat) == state.information_state_string(seat)
        text = state.serialize()
        assert sorted(json.loads(text)) == ["game", "position", "recall"]
        again = loaded.deserialize_state(text)
        assert str(again) == str(state)
        assert again.serialize() == text
        assert again.current_player() == state.current_player()
        assert again.legal_actions() == state.legal_actions()
        assert again.returns() == state.returns()
        for seat in range(players):
            assert again.information_state_string(seat) == state.information_state_string(seat)
            assert again.information_state_tensor(seat) == state.information_state_tensor(seat)
            assert again.observation_string(seat) == state.observation_string(seat)
        if not state.is_terminal():
            action = state.legal_actions()[0]
            ahead, behind = state.child(action), again.child(action)
            assert str(ahead) == str(behind)
            assert ahead.information_state_string(0) == behind.information_state_string(0)


def test_serialization_refuses_what_it_did_not_write() -> None:
    loaded = load("russian-railroads", 2)
    state = loaded.new_initial_state()
    state.apply_action(state.legal_actions()[0])
    data = json.loads(state.serialize())
    with pytest.raises(BadPosition, match="not of"):
        load("russian-railroads", 3).deserialize_state(json.dumps(data))
    bad_recalls = [
        {},
        [[0, 0]],
        [[9, 0, []]],
        [[0, 10**6, []]],
        [[True, 0, []]],
        [[0, 0, [{"kind": "x"}]]],
        [[0, 0, [{"kind": 1, "seat": 0, "data": {}, "private_to": None}]]],
        [[0, 0, [{"kind": "x", "seat": 7, "data": {}, "private_to": None}]]],
    ]
    for recall in bad_recalls:
        with pytest.raises(BadPosition):
            loaded.deserialize_state(json.dumps({**data, "recall": recall}))
    with pytest.raises(BadPosition):
        loaded.deserialize_state(json.dumps({**data, "extra": 1}))
    with pytest.raises(BadPosition):
        loaded.deserialize_state("not json")


def test_the_information_state_holds_what_the_seat_saw_and_did() -> None:
    """Shipyard deals each seat secret contracts (an event only the seat sees) and its
    players keep and discard them secretly: no seat's information state names another
    seat's private event or action, its own are all there."""
    loaded = load("shipyard", 3, seed=2)
    state = loaded.new_initial_state()
    for _ in random_states(state, random.Random(2)):
        pass
    moves = state.recall
    private = [(move, i) for move in moves for i, e in enumerate(move.events) if e.private_to]
    assert private, "the game has private events"
    for seat in range(3):
        text = state.information_state_string(seat)
        for move, i in private:
            owner = move.events[i].private_to
            assert (move.texts[i][1] in text) is (owner == seat)
        own = [move for move in moves if move.seat == seat]
        assert text.count("\nyou: ") == len(own)
        counts = state.information_state_tensor(seat)[-loaded.num_distinct_actions() :]
        assert sum(counts) == len(own)


SECRETS = [("puerto-rico", 3), ("russian-railroads", 3), ("shipyard", 2), ("shipyard", 1)]
LOCKSTEP = 20
"""Actions played on after a secret is changed, at most."""


@pytest.mark.parametrize(("game", "players"), SECRETS)
def test_changing_what_a_seat_cannot_see_leaves_its_information_state(
    game: str, players: int
) -> None:
    """From positions along a random game, every secret the game lists for a seat is
    changed (``GameSpec.secrets``) and both games are played on with the same actions:
    as long as the seat's observations agree, so do its information states."""
    spec = games.get(game)
    loaded = load(game, players, seed=4)
    rng = random.Random(4)
    compared = 0
    for length, state in enumerate(random_states(loaded.new_initial_state(), rng)):
        if length % 60 != 1 or state.is_terminal():
            continue
        for seat in range(players):
            for _, changed in spec.secrets(state.engine, seat, rng):
                ours = loaded.new_initial_state(json.dumps(state.engine.to_json()))
                theirs = loaded.new_initial_state(json.dumps(changed.to_json()))
                compared += _lockstep(ours, theirs, seat, random.Random(length))
    assert compared > 20


def _lockstep(ours: EurotableState, theirs: EurotableState, seat: int, rng: random.Random) -> int:
    """Play both states on with the same random actions while the seat's observations
    agree; check its information states agree all along; the steps compared."""
    for step in range(LOCKSTEP):
        if ours.observation_string(seat) != theirs.observation_string(seat):
            return step
        assert ours.information_state_string(seat) == theirs.information_state_string(seat)
        assert ours.information_state_tensor(seat) == theirs.information_state_tensor(seat)
        assert ours.observation_tensor(seat) == theirs.observation_tensor(seat)
        if ours.is_terminal() or ours.legal_actions() != theirs.legal_actions():
            return step + 1
        actions = ours.legal_actions()
        action = actions[rng.randrange(len(actions))]
        ours.apply_action(action)
        theirs.apply_action(action)
    return LOCKSTEP


@pytest.mark.parametrize(("game", "players"), [("puerto-rico", 2), ("russian-railroads", 3)])
def test_resampling_keeps_the_seats_information_and_plays_on(game: str, players: int) -> None:
    loaded = load(game, players, seed=8)
    rng = random.Random(8)
    sampler = random.Random(1).random
    differed = 0
    for length, state in enumerate(random_states(loaded.new_initial_state(), rng)):
        if length % 50 != 7 or state.is_terminal():
            continue
        for seat in range(players):
            world = state.resample_from_infostate(seat, sampler)
            assert isinstance(world, EurotableState)
            assert world.information_state_string(seat) == state.information_state_string(seat)
            assert world.information_state_tensor(seat) == state.information_state_tensor(seat)
            assert world.observation_string(seat) == state.observation_string(seat)
            assert world.current_player() == state.current_player()
            assert world.legal_actions(seat) == state.legal_actions(seat)
            differed += str(world) != str(state)
            for _ in random_states(world, random.Random(length)):
                pass
            assert world.is_terminal()
            low, high = loaded.min_utility(), loaded.max_utility()
            assert all(low <= value <= high for value in world.returns())
    assert differed, "resampling draws what the seats cannot see"


def test_resampling_is_seeded_by_the_sampler() -> None:
    state = load("shipyard", 2).new_initial_state()
    state.apply_action(state.legal_actions()[0])
    one = state.resample_from_infostate(1, random.Random(3).random)
    two = state.resample_from_infostate(1, random.Random(3).random)
    assert str(one) == str(two)
    with pytest.raises(ValueError, match="no seat 2"):
        state.resample_from_infostate(2, random.Random(3).random)


def test_a_bad_action_raises_and_changes_nothing() -> None:
    state = load("russian-railroads", 2).new_initial_state()
    before, recall = str(state), state.information_state_string(0)
    illegal = next(i for i in range(state.num_distinct_actions()) if i not in state.legal_actions())
    for action in (illegal, state.num_distinct_actions(), -2):
        with pytest.raises(IllegalAction):
            state.apply_action(action)
        assert str(state) == before
        assert state.information_state_string(0) == recall
        assert state.history() == []
    with pytest.raises(IllegalAction):
        state.action_to_string(0, -2)


@pytest.mark.parametrize(("game", "players"), [("russian-railroads", 3), ("puerto-rico", 2)])
def test_utilities_follow_the_result(game: str, players: int) -> None:
    versus, margin = load(game, players, seed=6), load(game, players, seed=6, utility="margin")
    assert (versus.min_utility(), versus.max_utility()) == (-1.0, 1.0)
    assert (margin.min_utility(), margin.max_utility()) == (-1000.0, 1000.0)
    played = versus.new_initial_state()
    for state in random_states(played, random.Random(6)):
        if not state.is_terminal():
            assert state.returns() == [0.0] * players, "nothing is paid before the end"
    replayed = margin.new_initial_state()
    for action in played.history():
        replayed.apply_action(action)
    assert replayed.is_terminal()
    result = played.engine.result()
    assert replayed.engine.result() == result
    assert played.returns() == list(final_rewards(result, "versus"))
    scores = result.scores
    expected = [score - (sum(scores) - score) / (players - 1) for score in scores]
    assert replayed.returns() == pytest.approx(expected)
    assert sum(replayed.returns()) == pytest.approx(0.0)


def test_a_solo_game_pays_its_score() -> None:
    for utility in ("versus", "margin"):
        loaded = load("shipyard", 1, utility=utility)
        assert loaded.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
        state = loaded.new_initial_state()
        for _ in random_states(state, random.Random(1)):
            pass
        assert state.returns() == [float(state.engine.result().scores[0])]


def test_observers_of_openspiel_observation_types() -> None:
    loaded = load("puerto-rico", 2)
    state = loaded.new_initial_state()
    recall = make_observation(loaded, INFO_STATE_OBS_TYPE)
    recall.set_from(state, 1)
    assert np.array_equal(recall.tensor, state.information_state_tensor(1))
    assert recall.string_from(state, 1) == state.information_state_string(1)
    assert sorted(recall.dict) == ["observation", "own_actions"]
    everybody = pyspiel.IIGObservationType(
        perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS
    )
    with pytest.raises(ValueError, match="one seat"):
        make_observation(loaded, everybody)
    with pytest.raises(ValueError, match="parameters"):
        make_observation(loaded, INFO_STATE_OBS_TYPE, {"detail": "all"})


def test_openspiel_ismcts_plays_a_game_against_greedy() -> None:
    """A smoke game: OpenSpiel's Python IS-MCTS (resampling worlds through the game's
    determinization) against eurotable's greedy, to the end."""
    job = Job("russian-railroads", 2, {}, ("openspiel-ismcts:3", "greedy"), seed=1)
    clock = Clock()
    played = play(job, simulations=3, clock=clock)
    spec = games.get("russian-railroads")
    replayed = spec.new_game(2, seed=played.record.seed)
    for text in played.record.actions:
        replayed.apply(spec.parse_action(text))
    assert replayed.is_over
    assert replayed.result() == played.result
    assert clock.decisions["openspiel-ismcts:3"] > 10
