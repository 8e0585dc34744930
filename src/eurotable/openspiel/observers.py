"""The two views OpenSpiel asks of a seat: its observation and its information state.

Both start from the seat's observation (``GameState.observation``: what a player in the
seat may know, redacted by the engine), never from the state:

- **observation**: the string is the observation as canonical JSON; the tensor is the
  learning environments' observation vector (``rl.layout(...).vector``, named
  ``observation``).
- **information state** (perfect recall): the string adds the seat's recall to it (every
  move's seat, the seat's own actions and the events it saw, ``recall.Recall.text``);
  the tensor, which OpenSpiel needs of a fixed size, is the observation vector followed
  by how often the seat chose each catalogue action (``own_actions``).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
import pyspiel

from eurotable.openspiel.setups import Setup

if TYPE_CHECKING:
    from eurotable.openspiel.state import EurotableState


def observation_text(observation: dict[str, Any]) -> str:
    """An observation as canonical JSON (sorted keys, no spaces)."""
    return json.dumps(observation, sort_keys=True, separators=(",", ":"))


class ObservationObserver:
    """The seat's observation (OpenSpiel's default observation type)."""

    def __init__(self, setup: Setup) -> None:
        self._setup = setup
        self.tensor: npt.NDArray[np.float32] = np.zeros(
            len(setup.layout.features), dtype=np.float32
        )
        self.dict = {"observation": self.tensor}

    def set_from(self, state: EurotableState, player: int) -> None:
        self.tensor[:] = self._setup.layout.vector(state.engine.observation(player))

    def string_from(self, state: EurotableState, player: int) -> str:
        return observation_text(state.engine.observation(player))


class InformationStateObserver:
    """The seat's observation and recall (OpenSpiel's perfect-recall type)."""

    def __init__(self, setup: Setup) -> None:
        self._setup = setup
        features = len(setup.layout.features)
        self.tensor: npt.NDArray[np.float32] = np.zeros(
            features + len(setup.layout.actions), dtype=np.float32
        )
        self.dict = {"observation": self.tensor[:features], "own_actions": self.tensor[features:]}

    def set_from(self, state: EurotableState, player: int) -> None:
        layout = self._setup.layout
        self.dict["observation"][:] = layout.vector(state.engine.observation(player))
        self.dict["own_actions"][:] = state.own_action_counts(player)

    def string_from(self, state: EurotableState, player: int) -> str:
        observation = observation_text(state.engine.observation(player))
        return f"seat {player}\n{observation}\n{state.recall_text(player)}"


def make_observer(setup: Setup, kind: Any | None) -> ObservationObserver | InformationStateObserver:
    """The observer of OpenSpiel's observation type ``kind`` (``None``: the default
    observation). A seat sees the public information and its own private information;
    other combinations (every seat's, or no private information) are refused."""
    if kind is None:
        return ObservationObserver(setup)
    if not kind.public_info or kind.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER:
        raise ValueError(
            "eurotable games observe from one seat: public information and that seat's "
            f"private information (asked: {kind})"
        )
    if kind.perfect_recall:
        return InformationStateObserver(setup)
    return ObservationObserver(setup)
