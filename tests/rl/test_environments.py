"""The PettingZoo and Gymnasium environments over the three engines (docs/rl.md)."""

from __future__ import annotations

import random
import warnings
from typing import Any

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from gymnasium.vector import AutoresetMode
from pettingzoo.test import api_test, seed_test

from eurotable import games, rl
from eurotable.core.errors import BadOption, IllegalAction
from eurotable.core.result import Result
from eurotable.rl.layout import fingerprint
from eurotable.rl.rewards import final_rewards

SETUPS = [
    ("puerto-rico", 2, {}),
    ("puerto-rico", 5, {}),
    ("russian-railroads", 2, {}),
    ("russian-railroads", 4, {}),
    ("shipyard", 2, {}),
    ("shipyard", 4, {"contracts": "advanced", "employees": "random"}),
    ("shipyard", 3, {"edition": "first"}),
]


def masked_choice(rng: random.Random, mask: Any) -> int:
    return rng.choice([int(i) for i in np.flatnonzero(mask)])


def play_aec(env: Any, seed: int) -> list[str]:
    """Play one game with uniformly random legal actions; return the actions played."""
    rng = random.Random(seed)
    env.reset(seed=seed)
    played = []
    for _agent in env.agent_iter():
        observation, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        index = masked_choice(rng, observation["action_mask"])
        played.append(env.unwrapped.action_text(index))
        env.step(index)
    return played


@pytest.mark.parametrize(("game", "players", "options"), SETUPS)
def test_pettingzoo_api(game: str, players: int, options: dict[str, object]) -> None:
    api_test(rl.env(game, players, options), num_cycles=300)


@pytest.mark.parametrize("game", ["puerto-rico", "russian-railroads", "shipyard"])
def test_pettingzoo_seeds_make_identical_games(game: str) -> None:
    seed_test(lambda: rl.env(game, 2 if game != "puerto-rico" else 3), num_cycles=200)


@pytest.mark.parametrize(("game", "players", "options"), SETUPS)
def test_a_whole_game_through_the_aec_env_is_the_engine_game(
    game: str, players: int, options: dict[str, object]
) -> None:
    env = rl.raw_env(game, players, options)
    played = play_aec(env, seed=11)
    assert env.agents == [], "every agent is removed once it has seen the end"
    # Replaying the same actions on the engine gives the same game and result.
    spec = games.get(game)
    state = spec.new_game(players, options, seed=env.game_seed)
    for text in played:
        state.apply(spec.parse_action(text))
    assert state.is_over
    assert state.equals(env.game)


def test_aec_rewards_come_at_the_end_and_follow_the_result() -> None:
    env = rl.raw_env("russian-railroads", 3)
    rng = random.Random(5)
    env.reset(seed=5)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    while not env.game.is_over:
        agent = env.agent_selection
        assert all(value == 0.0 for value in env.rewards.values())
        env.step(masked_choice(rng, env.observe(agent)["action_mask"]))
        for name, value in env.rewards.items():
            totals[name] += value
    result = env.game.result()
    expected = final_rewards(result, "versus")
    assert [totals[rl.agent_name(seat)] for seat in range(3)] == list(expected)
    assert sum(expected) == pytest.approx(0.0)
    assert env.infos["seat_0"]["result"] == result.to_json()


def test_only_the_seat_to_move_has_legal_actions_in_its_mask() -> None:
    env = rl.raw_env("puerto-rico", 4)
    env.reset(seed=3)
    mover = env.agent_selection
    for agent in env.agents:
        mask = env.observe(agent)["action_mask"]
        if agent == mover:
            legal = {str(a) for a in env.game.legal_actions()}
            assert {env.action_text(int(i)) for i in np.flatnonzero(mask)} == legal
        else:
            assert not mask.any()


@pytest.mark.parametrize("bad", [-1, 10**6, 1.5, "role settler", True, None])
def test_a_bad_action_raises_and_changes_nothing(bad: object) -> None:
    env = rl.raw_env("puerto-rico", 3)
    env.reset(seed=2)
    before = env.game.to_json()
    agent = env.agent_selection
    with pytest.raises(IllegalAction, match="action-index"):
        env.step(bad)
    assert env.game.to_json() == before
    assert env.agent_selection == agent


def test_an_action_that_is_not_legal_now_raises_and_changes_nothing() -> None:
    env = rl.raw_env("puerto-rico", 3)
    env.reset(seed=2)
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    before = env.game.to_json()
    with pytest.raises(IllegalAction):
        env.step(illegal)
    assert env.game.to_json() == before


def test_the_state_is_every_seats_observation_vector() -> None:
    env = rl.raw_env("shipyard", 3)
    env.reset(seed=4)
    state = env.state()
    assert env.state_space.contains(state)
    width = len(env.layout.features)
    for seat in range(3):
        own = env.layout.vector(env.game.observation(seat))
        assert np.array_equal(state[seat * width : (seat + 1) * width], own)


def test_render_shows_the_board_from_the_seat_to_move() -> None:
    env = rl.raw_env("shipyard", 2, render_mode="ansi")
    env.reset(seed=1)
    seat = env.game.current_player
    assert env.render() == games.get("shipyard").render(env.game, seat)
    assert rl.raw_env("shipyard", 2).render() is None


def test_bad_set_ups_are_refused() -> None:
    with pytest.raises(BadOption):
        rl.env("russian-railroads", 5)
    with pytest.raises(BadOption):
        rl.env("shipyard", 1, {"edition": "first"})
    with pytest.raises(BadOption):
        rl.env("shipyard", 2, {"colour": "red"})
    with pytest.raises(BadOption, match="unknown reward"):
        rl.env("shipyard", 2, reward="money")
    with pytest.raises(BadOption, match="solo"):
        rl.env("shipyard", 1, reward="versus")


# The Gymnasium environment: one seat, the others played by bots.

GYM_SETUPS = [
    ("puerto-rico", 3, {}),
    ("russian-railroads", 2, {}),
    ("shipyard", 2, {}),
    ("shipyard", 1, {}),
    ("shipyard", 3, {"edition": "first"}),
]


@pytest.mark.parametrize(("game", "players", "options"), GYM_SETUPS)
def test_gymnasium_checker_passes_with_the_defaults(
    game: str, players: int, options: dict[str, object]
) -> None:
    # The checker steps actions sampled without the mask: by default an illegal one ends
    # the episode (illegal="lose"), as Gymnasium expects of any action in the space.
    env = gymnasium.make(rl.GYM_IDS[game], players=players, options=options)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env)
    said = [str(w.message) for w in caught]
    # Only the checker's note that it was given the wrapped environment gymnasium.make
    # returns (which is the point: the registered ids pass as users make them).
    assert all("different from the unwrapped version" in text for text in said), said


def play_seat(env: Any, seed: int) -> tuple[list[int], float, dict[str, Any]]:
    rng = random.Random(seed)
    observation, info = env.reset(seed=seed)
    played: list[int] = []
    while True:
        mask = env.get_wrapper_attr("action_masks")()
        assert np.array_equal(mask, observation["action_mask"])
        assert np.array_equal(mask, info["action_mask"])
        index = masked_choice(rng, mask)
        played.append(index)
        observation, reward, terminated, truncated, info = env.step(index)
        assert not truncated
        if terminated:
            return played, float(reward), info
        assert reward == 0.0


@pytest.mark.parametrize("game", ["puerto-rico", "russian-railroads", "shipyard"])
def test_gymnasium_make_plays_a_whole_game_against_greedy(game: str) -> None:
    env = gymnasium.make(rl.GYM_IDS[game], players=2 if game != "puerto-rico" else 3)
    _, reward, info = play_seat(env, seed=8)
    result = info["result"]
    seat = info["seat"]
    assert (
        reward
        == final_rewards(
            Result(tuple(result["scores"]), (), tuple(result["tiebreak"]), tuple(result["places"])),
            "versus",
        )[seat]
    )


def test_gymnasium_games_are_determined_by_the_seed() -> None:
    def game(seed: int) -> tuple[list[int], float, object]:
        played, reward, info = play_seat(rl.SeatEnv("russian-railroads", 3, seat=None), seed)
        return played, reward, info["result"]

    first = game(21)
    assert first == game(21)
    assert first != game(22)


def test_seat_none_draws_every_seat_over_resets() -> None:
    env = rl.SeatEnv("puerto-rico", 3, seat=None, opponents="random")
    env.reset(seed=0)
    seats = {env.reset()[1]["seat"] for _ in range(30)}
    assert seats == {0, 1, 2}


def test_the_bots_play_up_to_the_agents_first_decision() -> None:
    env = rl.SeatEnv("puerto-rico", 4, seat=3, opponents=["random", "greedy", "random"])
    env.reset(seed=6)
    assert env.game.current_player == 3
    assert env.action_masks().any()


def test_shipyard_solo_is_one_seat_against_the_automa_scored_by_points() -> None:
    env = rl.SeatEnv("shipyard", 1)
    _, reward, info = play_seat(env, seed=2)
    assert reward == info["result"]["scores"][0]
    with pytest.raises(BadOption, match="no other seat"):
        rl.SeatEnv("shipyard", 1, opponents="greedy")


def test_an_illegal_action_loses_the_episode_by_default() -> None:
    env = rl.SeatEnv("puerto-rico", 3)
    _, info = env.reset(seed=1)
    before = env.game.to_json()
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    observation, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert "not allowed now" in info["illegal"]
    assert env.game.to_json() == before
    assert observation["action_mask"].all(), "the episode is over: see docs/rl.md"
    with pytest.raises(gymnasium.error.ResetNeeded):
        env.step(0)
    with pytest.raises(BadOption, match="illegal"):
        rl.SeatEnv("puerto-rico", 3, illegal="ignore")


@pytest.mark.parametrize("illegal", ["lose", "raise"])
def test_a_value_outside_the_action_space_always_raises_and_changes_nothing(
    illegal: str,
) -> None:
    env = rl.SeatEnv("shipyard", 2, illegal=illegal)
    env.reset(seed=1)
    before = env.game.to_json()
    for bad in (len(env.layout.actions), -1, 1.5, "pass", True, None):
        with pytest.raises(IllegalAction, match="action-index"):
            env.step(bad)  # type: ignore[arg-type]
    assert env.game.to_json() == before
    assert not env.ended


def test_illegal_raise_refuses_an_action_that_is_not_legal_and_changes_nothing() -> None:
    env = rl.SeatEnv("shipyard", 2, illegal="raise")
    env.reset(seed=1)
    before = env.game.to_json()
    illegal = int(np.flatnonzero(env.action_masks() == 0)[0])
    with pytest.raises(IllegalAction):
        env.step(illegal)
    assert env.game.to_json() == before
    assert not env.ended


def test_a_finished_gymnasium_game_must_be_reset() -> None:
    env = rl.SeatEnv("puerto-rico", 3, opponents="random")
    play_seat(env, seed=1)
    with pytest.raises(gymnasium.error.ResetNeeded):
        env.step(0)


def legal_mask(env: Any) -> Any:
    """The mask of the legal actions of the learning seat's pending decision."""
    seat_env = env.unwrapped
    return seat_env.layout.mask(seat_env.game.legal_actions())


def test_masks_reach_through_gymnasium_wrappers() -> None:
    # FlattenObservation folds the mask into the vector: info and action_masks() keep it.
    env = gymnasium.wrappers.FlattenObservation(
        gymnasium.wrappers.RecordEpisodeStatistics(
            gymnasium.make(rl.GYM_IDS["shipyard"], players=3, opponents="random")
        )
    )
    rng = random.Random(4)
    _, info = env.reset(seed=4)
    for _ in range(200):
        mask = env.get_wrapper_attr("action_masks")()
        assert np.array_equal(mask, info["action_mask"])
        assert np.array_equal(mask, legal_mask(env))
        _, _, terminated, _, info = env.step(masked_choice(rng, mask))
        if terminated:
            _, info = env.reset()


@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP])
def test_vector_env_masks_are_the_legal_actions_across_auto_resets(mode: AutoresetMode) -> None:
    envs = gymnasium.make_vec(
        rl.GYM_IDS["puerto-rico"],
        num_envs=2,
        vectorization_mode="sync",
        vector_kwargs={"autoreset_mode": mode},
        players=3,
        opponents="random",
    )
    rng = random.Random(9)
    observations, infos = envs.reset(seed=9)
    finished = np.zeros(2, dtype=bool)
    checked_after_reset = 0
    ended = np.zeros(2, dtype=bool)
    while checked_after_reset < 4:
        masks = observations["action_mask"]
        assert np.array_equal(masks, infos["action_mask"])
        assert np.array_equal(masks, np.stack(envs.call("action_masks")))
        actions = []
        for i, sub in enumerate(envs.envs):
            assert masks[i].any(), "every mask leaves an action to take"
            if ended[i]:
                # Next-step mode: the copy that just ended resets at this step and ignores
                # its action; its last observation's mask allows any.
                assert masks[i].all()
            else:
                assert np.array_equal(masks[i], legal_mask(sub))
                checked_after_reset += int(finished[i])
            actions.append(masked_choice(rng, masks[i]))
        observations, _, terminated, truncated, infos = envs.step(np.array(actions))
        ended = terminated | truncated if mode is AutoresetMode.NEXT_STEP else ended
        finished |= terminated | truncated
    envs.close()


def test_seeds_stay_out_of_info_unless_asked() -> None:
    env = rl.SeatEnv("shipyard", 3, opponents="random")
    rng = random.Random(3)
    observation, info = env.reset(seed=3)
    infos = [info]
    while True:
        observation, _, terminated, _, info = env.step(masked_choice(rng, info["action_mask"]))
        infos.append(info)
        if terminated:
            break
    assert sorted(observation) == ["action_mask", "observation"]
    for info in infos:
        assert set(info) <= {"seat", "action_mask", "result"}, sorted(info)
        assert env.game_seed not in json_values(info)
    # The opt-in gives the engine seed, from which every hidden card follows.
    revealing = rl.SeatEnv("shipyard", 3, opponents="random", reveal_seed=True)
    _, info = revealing.reset(seed=3)
    assert info["game_seed"] == revealing.game_seed
    rebuilt = games.get("shipyard").new_game(3, revealing.layout.options, seed=info["game_seed"])
    for other in range(3):
        if other != info["seat"]:
            hand = revealing.game.observation(other)["boards"][other]["hand"]
            assert rebuilt.observation(other)["boards"][other]["hand"] == hand


def json_values(value: object) -> list[object]:
    """Every leaf of a JSON-like value (arrays as their entries)."""
    if isinstance(value, dict):
        return [leaf for item in value.values() for leaf in json_values(item)]
    if isinstance(value, list | tuple):
        return [leaf for item in value for leaf in json_values(item)]
    if isinstance(value, np.ndarray):
        return value.tolist()
    return [value]


def test_the_aec_infos_hold_no_seed() -> None:
    env = rl.raw_env("puerto-rico", 3)
    rng = random.Random(2)
    env.reset(seed=2)
    while not env.game.is_over:
        for info in env.infos.values():
            assert info == {}
        env.step(masked_choice(rng, env.observe(env.agent_selection)["action_mask"]))
    for info in env.infos.values():
        assert set(info) == {"result"}
        assert env.game_seed not in json_values(info)


def test_a_render_mode_that_draws_nothing_is_accepted_with_a_warning() -> None:
    # stable-baselines3's make_vec_env asks for "rgb_array" unless told otherwise.
    with pytest.warns(UserWarning, match="draws nothing"):
        env = gymnasium.make(rl.GYM_IDS["shipyard"], players=2, render_mode="rgb_array")
    assert env.unwrapped.render_mode is None
    env.reset(seed=1)
    assert env.unwrapped.render() is None
    text = rl.SeatEnv("shipyard", 2, render_mode="ansi")
    text.reset(seed=1)
    assert text.render() == games.get("shipyard").render(text.game, text.seat)
    with pytest.raises(ValueError, match="render_mode"):
        rl.raw_env("shipyard", 2, render_mode="rgb_array")


# Rewards (docs/rl.md).


def result(places: tuple[int, ...], scores: tuple[int, ...]) -> Result:
    return Result(scores, tuple({} for _ in places), tuple(0 for _ in places), places)


def test_versus_rewards_are_zero_sum_and_count_shared_places_as_draws() -> None:
    assert final_rewards(result((1, 2), (50, 40)), "versus") == (1.0, -1.0)
    assert final_rewards(result((1, 1), (50, 50)), "versus") == (0.0, 0.0)
    assert final_rewards(result((2, 1, 1, 4), (5, 9, 9, 1)), "versus") == (
        pytest.approx(-1 / 3),
        pytest.approx(2 / 3),
        pytest.approx(2 / 3),
        -1.0,
    )


def test_win_rewards_share_first_place_like_the_tournament() -> None:
    assert final_rewards(result((1, 1, 3), (9, 9, 1)), "win") == (0.5, 0.5, 0.0)
    assert final_rewards(result((2, 1, 3), (5, 9, 1)), "score") == (5.0, 9.0, 1.0)


def test_the_catalogue_gives_each_entrys_text_and_action_and_refuses_bad_indexes() -> None:
    layout = rl.layout("russian-railroads", 3)
    spec = games.get("russian-railroads")
    for index in (0, np.int64(7), len(layout.actions) - 1):
        text = rl.spaces.catalogue_text(layout, index)
        assert text == layout.actions[int(index)]
        assert rl.spaces.catalogue_action(layout, index) == spec.parse_action(text)
    for bad in (-1, len(layout.actions), 2.0, "pass", False, None):
        for read in (rl.spaces.catalogue_text, rl.spaces.catalogue_action):
            with pytest.raises(IllegalAction, match="action-index"):
                read(layout, bad)


@pytest.mark.parametrize("game", ["puerto-rico", "russian-railroads", "shipyard"])
def test_the_fingerprint_follows_the_encodings_version_and_the_set_up(game: str) -> None:
    """A model trained on the vectors records the fingerprint: a rescaled feature keeps
    its name, so the encoding's version must change it (docs/rl.md)."""
    two, three = rl.layout(game, 2), rl.layout(game, 3)
    assert two.fingerprint == rl.layout(game, 2).fingerprint
    assert two.fingerprint != three.fingerprint
    version = two.encoding.version
    assert two.fingerprint == fingerprint(game, version, two.actions, two.features)
    assert two.fingerprint != fingerprint(game, version + 1, two.actions, two.features)
