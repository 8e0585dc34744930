"""The Gymnasium spaces of a layout, shared by the PettingZoo and Gymnasium environments."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces

from eurotable import games
from eurotable.core.actions import Action
from eurotable.core.errors import IllegalAction
from eurotable.core.game import GameState
from eurotable.rl.layout import Layout

Observation = dict[str, Any]
"""``{"observation": float32 vector, "action_mask": int8 vector}``."""


def features_box(size: int) -> spaces.Box:
    """``size`` features, each in [0, 1] (``eurotable.rl.encoding``)."""
    return spaces.Box(low=0.0, high=1.0, shape=(size,), dtype=np.float32)


def observation_space(layout: Layout) -> spaces.Dict:
    """The vector of a seat's observation and the mask of its legal actions."""
    return spaces.Dict(
        {
            "observation": features_box(len(layout.features)),
            "action_mask": spaces.Box(low=0, high=1, shape=(len(layout.actions),), dtype=np.int8),
        }
    )


def action_space(layout: Layout) -> spaces.Discrete:
    """One index of the action catalogue."""
    return spaces.Discrete(len(layout.actions))


def new_game(layout: Layout, seed: int) -> GameState:
    """A game of the layout's set-up that keeps no event log: nobody reads it here (the
    observations come from the state, and a game is replayed from its actions)."""
    state = games.get(layout.game).new_game(layout.players, layout.options, seed=seed)
    state.events = None
    return state


def observe(layout: Layout, state: GameState, seat: int) -> Observation:
    """What ``seat`` sees, encoded; its mask is empty unless it is to move."""
    legal = state.legal_actions() if state.current_player == seat else ()
    return {
        "observation": layout.vector(state.observation(seat)),
        "action_mask": layout.mask(legal),
    }


def catalogue_index(layout: Layout, index: object) -> int:
    """``index`` as a catalogue index; raises ``IllegalAction`` for anything else.

    Whether the action is legal now is for the game to say when it is applied (it refuses
    with its own reason and changes nothing).
    """
    if type(index) is not int:  # a numpy integer, or no index at all (a bool is no index)
        if isinstance(index, np.integer):
            index = int(index)
        if not isinstance(index, int) or isinstance(index, bool):
            raise IllegalAction("action-index", f"an action is a catalogue index, not {index!r}")
    if not 0 <= index < len(layout.actions):
        last = len(layout.actions) - 1
        raise IllegalAction("action-index", f"action index {index} is outside 0..{last}")
    return index


def catalogue_action(layout: Layout, index: object) -> Action:
    """The action of catalogue entry ``index`` (read once from its text, ``Layout.catalogue``);
    raises ``IllegalAction`` for a bad index."""
    return layout.catalogue[catalogue_index(layout, index)]


def catalogue_text(layout: Layout, index: object) -> str:
    """The text of catalogue entry ``index``; raises ``IllegalAction`` for a bad index."""
    return layout.actions[catalogue_index(layout, index)]
