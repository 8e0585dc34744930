"""The batched environment (``rl.vector_env`` / ``SeatVectorEnv``, issue 52): the same
games, observations, masks, rewards and ends as that many single ``SeatEnv``s seeded the
same way, written into preallocated arrays, with both of Gymnasium's autoreset modes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
import pytest

from eurotable import rl
from eurotable.core.errors import BadOption
from eurotable.rl.seat_env import SeatEnv

SET_UPS = [("puerto-rico", 2), ("russian-railroads", 2), ("shipyard", 2), ("shipyard", 1)]


def chosen(mask: np.ndarray, step: int) -> int:
    """A legal action picked by the step number (the same for the batch and the singles)."""
    legal = np.flatnonzero(mask)
    return int(legal[(step * 7919) % len(legal)])


def opponents(players: int) -> dict[str, Any]:
    return {} if players == 1 else {"opponents": "random"}


@pytest.mark.parametrize(("game", "players"), SET_UPS)
@pytest.mark.parametrize("mode", ["NextStep", "SameStep"])
def test_the_batch_plays_the_games_of_as_many_single_environments(
    game: str, players: int, mode: str
) -> None:
    n, seed = 3, 11
    batch = rl.vector_env(game, n, players=players, autoreset_mode=mode, **opponents(players))
    singles = [SeatEnv(game, players, **opponents(players)) for _ in range(n)]
    observations, infos = batch.reset(seed=seed)
    expected = [env.reset(seed=seed + i)[0] for i, env in enumerate(singles)]
    ended = [False] * n
    episodes = [0] * n
    for step in range(4000):
        for i in range(n):
            for key in ("observation", "action_mask"):
                np.testing.assert_array_equal(observations[key][i], expected[i][key])
        assert list(infos["seat"]) == [env.seat for env in singles]
        actions = np.array([chosen(observations["action_mask"][i], step) for i in range(n)])
        observations, rewards, terminated, truncated, infos = batch.step(actions)
        assert not truncated.any()
        for i, env in enumerate(singles):
            if ended[i]:  # NEXT_STEP: this step resets the game and ignores its action
                expected[i] = env.reset()[0]
                assert rewards[i] == 0.0 and not terminated[i]
                ended[i] = False
                continue
            expected[i], reward, done, _, info = env.step(actions[i])
            assert rewards[i] == reward and terminated[i] == done
            if not done:
                continue
            episodes[i] += 1
            assert infos["_result"][i] if mode == "NextStep" else infos["_final_obs"][i]
            if mode == "SameStep":
                final = infos["final_obs"][i]
                np.testing.assert_array_equal(final["observation"], expected[i]["observation"])
                assert infos["final_info"]["result"]["scores"][i] == info["result"]["scores"]
                expected[i] = env.reset()[0]
            else:
                assert np.all(observations["action_mask"][i] == 1), "an ended game's full mask"
                ended[i] = True
        if min(episodes) >= 1 and step % 50 == 0:
            break
    assert min(episodes) >= 1, "every game of the batch ended and began again"


def test_the_arrays_are_preallocated_and_returned_as_they_are_without_copy() -> None:
    batch = rl.vector_env("shipyard", 2, players=1, copy=False)
    first, _ = batch.reset(seed=3)
    picks = np.array([chosen(row, 0) for row in first["action_mask"]])
    second, rewards, ends, *_ = batch.step(picks)
    kept = second["observation"].copy()
    picks = np.array([chosen(row, 1) for row in second["action_mask"]])
    third, again, ends_again, *_ = batch.step(picks)
    assert second["observation"] is first["observation"], "written in place, not new arrays"
    assert third["action_mask"] is first["action_mask"]
    assert again is rewards and ends_again is ends
    assert first["observation"].dtype == np.float32 and first["action_mask"].dtype == np.int8
    copied = rl.vector_env("shipyard", 2, players=1)
    one, _ = copied.reset(seed=3)
    two, *_ = copied.step(np.array([chosen(row, 0) for row in one["action_mask"]]))
    assert two["observation"] is not one["observation"], "copy=True: arrays of their own"
    np.testing.assert_array_equal(two["observation"], kept)
    np.testing.assert_array_equal(copied.action_masks(), two["action_mask"])


def test_gymnasium_makes_the_batch_from_the_registered_ids() -> None:
    batch = gymnasium.make_vec(
        "eurotable/PuertoRico-v0",
        num_envs=2,
        vectorization_mode="vector_entry_point",
        players=3,
        opponents="random",
        seat=None,
    )
    observations, infos = batch.reset(seed=5)
    assert batch.observation_space.contains(observations)
    assert batch.num_envs == 2 and observations["observation"].shape[0] == 2
    assert set(infos["seat"]) <= {0, 1, 2}
    batch.close()


def test_bad_settings_and_actions_are_refused() -> None:
    with pytest.raises(BadOption, match="num_envs"):
        rl.vector_env("shipyard", 0, players=1)
    with pytest.raises(BadOption, match="autoreset_mode"):
        rl.vector_env("shipyard", 2, players=1, autoreset_mode="Disabled")
    batch = rl.vector_env("shipyard", 2, players=1)
    observations, _ = batch.reset(seed=1)
    with pytest.raises(BadOption, match="one action per game"):
        batch.step(np.array([0, 0, 0]))
    with pytest.raises(BadOption, match="2 seeds"):
        batch.reset(seed=[1, 2, 3])
    after, *_ = batch.step(np.array([chosen(row, 0) for row in observations["action_mask"]]))
    assert after["observation"].shape == observations["observation"].shape


@pytest.mark.parametrize(("game", "players"), SET_UPS)
def test_an_encoder_writes_into_a_given_row_what_it_returns_anew(game: str, players: int) -> None:
    env = SeatEnv(game, players, **opponents(players))
    observation, _ = env.reset(seed=2)
    rows = np.full((2, len(env.layout.features)), 7.0, dtype=np.float32)
    written = env.layout.vector(env.game.observation(env.seat), rows[1])
    assert written is rows[1] or np.shares_memory(written, rows)
    np.testing.assert_array_equal(rows[1], observation["observation"])
    assert np.all(rows[0] == 7.0), "only the given row is written"
    with pytest.raises(ValueError, match="contiguous float32"):
        env.layout.vector(env.game.observation(env.seat), rows[:, 0])


def test_the_rollout_of_docs_rl_md_runs_as_written() -> None:
    """docs/rl.md's CleanRL-style rollout, run as it is printed there."""
    text = (Path(__file__).parents[2] / "docs" / "rl.md").read_text()
    block = text.split("A CleanRL-style rollout", 1)[1].split("```python\n", 1)[1]
    code = block.split("```", 1)[0]
    scope: dict[str, Any] = {}
    exec(compile(code, "docs/rl.md", "exec"), scope)
    assert scope["masks"].sum(axis=2).min() >= 1, "every stored mask offers an action"
    assert scope["observations"].any() and scope["actions"].shape == (64, 8)
