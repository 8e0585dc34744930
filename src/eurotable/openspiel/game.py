"""The OpenSpiel game of one eurotable title, its type and its information."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pyspiel

from eurotable import games
from eurotable.core.game import GameSpec, GameState
from eurotable.openspiel import serialization
from eurotable.openspiel.observers import (
    InformationStateObserver,
    ObservationObserver,
    make_observer,
)
from eurotable.openspiel.recall import Recall
from eurotable.openspiel.setups import (
    LONGEST,
    MOST_POINTS,
    SHORT_NAMES,
    Setup,
    parameter_specification,
    read_setup,
)
from eurotable.openspiel.state import EurotableState, _Table


def game_type(spec: GameSpec, solo: bool = False) -> Any:
    """The OpenSpiel type of ``spec``'s game: sequential, imperfect information, chance
    drawn inside the engine (sampled), zero-sum (a solo game: general-sum), paid at the
    end, with observation and information-state strings and tensors."""
    counts = spec.capabilities.player_counts
    kind = pyspiel.GameType
    return kind(
        short_name=SHORT_NAMES[spec.name],
        long_name=f"eurotable {spec.title}",
        dynamics=kind.Dynamics.SEQUENTIAL,
        chance_mode=kind.ChanceMode.SAMPLED_STOCHASTIC,
        information=kind.Information.IMPERFECT_INFORMATION,
        utility=kind.Utility.GENERAL_SUM if solo else kind.Utility.ZERO_SUM,
        reward_model=kind.RewardModel.TERMINAL,
        max_num_players=max(counts),
        min_num_players=min(counts),
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameter_specification(spec),
    )


def game_info(setup: Setup) -> Any:
    """Actions, players, utility bounds and the longest game of ``setup``."""
    bound = 1.0 if setup.utility == "versus" and not setup.solo else float(MOST_POINTS)
    return pyspiel.GameInfo(
        num_distinct_actions=len(setup.layout.actions),
        max_chance_outcomes=0,
        num_players=setup.players,
        min_utility=-bound,
        max_utility=bound,
        utility_sum=None if setup.solo else 0.0,
        max_game_length=LONGEST[setup.spec.name],
    )


def game_seed(seed: int, number: int) -> int:
    """The engine seed of the ``number``-th state (from 0) a game seeded ``seed`` starts."""
    return random.Random(f"openspiel:{seed}:{number}").getrandbits(63)


class EurotableGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel ships no types
    """One title with its parameters (``players``, ``seed``, ``utility`` and the title's
    options) as an OpenSpiel Python game."""

    def __init__(self, game: str, params: Mapping[str, object] | None = None) -> None:
        spec = games.get(game)
        given = {**parameter_specification(spec), **(params or {})}
        setup = read_setup(game, given)
        super().__init__(game_type(spec, setup.solo), game_info(setup), given)
        self.setup = setup
        self.started = 0
        """How many of its new initial states have set up their game."""

    def new_initial_state(self, position: str | dict[str, Any] | None = None) -> EurotableState:
        """A new game (its seed drawn when it is first used: the game's ``seed``
        parameter gives the sequence), or the game at ``position`` (eurotable's position
        of a game of this set-up, docs/positions.md, as JSON text or data) with an empty
        recall. Bad positions raise ``BadPosition``."""
        if position is None:
            return EurotableState(self)
        engine = serialization.read_position(self.setup, position)
        return EurotableState(self, _Table(self.setup, engine, Recall([])))

    def start(self) -> GameState:
        """Set up the next game of the seed sequence."""
        setup = self.setup
        seed = game_seed(setup.seed, self.started)
        self.started += 1
        return setup.spec.new_game(setup.players, setup.options, seed=seed)

    def make_py_observer(
        self, iig_obs_type: Any | None = None, params: Mapping[str, Any] | None = None
    ) -> ObservationObserver | InformationStateObserver:
        if params:
            raise ValueError(f"eurotable observers take no parameters (given: {dict(params)})")
        return make_observer(self.setup, iig_obs_type)

    def deserialize_state(self, text: str) -> EurotableState:
        """The state ``EurotableState.serialize`` wrote (for a game with these
        parameters); raises ``BadPosition`` for anything else."""
        engine, moves = serialization.load(self.setup, str(self), text)
        return EurotableState(self, _Table(self.setup, engine, Recall(moves)))


class PuertoRicoGame(EurotableGame):
    """``eurotable_puerto_rico``: Puerto Rico, 2 to 5 players."""

    def __init__(self, params: Mapping[str, object] | None = None) -> None:
        super().__init__("puerto-rico", params)


class RussianRailroadsGame(EurotableGame):
    """``eurotable_russian_railroads``: Russian Railroads, 2 to 4 players."""

    def __init__(self, params: Mapping[str, object] | None = None) -> None:
        super().__init__("russian-railroads", params)


class ShipyardGame(EurotableGame):
    """``eurotable_shipyard``: Shipyard, 2nd edition 1 to 4 players, 1st edition 2 to 4."""

    def __init__(self, params: Mapping[str, object] | None = None) -> None:
        super().__init__("shipyard", params)


GAMES: dict[str, type[EurotableGame]] = {
    "puerto-rico": PuertoRicoGame,
    "russian-railroads": RussianRailroadsGame,
    "shipyard": ShipyardGame,
}
"""The OpenSpiel game class of each title. OpenSpiel keeps the class it registers until
the process ends, after Python has shut down: a class outlives that, a function would
be freed without the interpreter and crash the exit."""


def register() -> None:
    """Register every title with OpenSpiel (once; registering again does nothing)."""
    known = set(pyspiel.registered_names())
    for name, cls in GAMES.items():
        if SHORT_NAMES[name] not in known:
            pyspiel.register_game(game_type(games.get(name)), cls)
