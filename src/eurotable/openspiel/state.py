"""An OpenSpiel state over a eurotable engine state.

OpenSpiel copies a Python state by making a new initial state and deep-copying the old
one's attributes into it. Everything of a state is therefore one attribute, its
``_Table``: the engine state, the recall of the moves played and, until the state is
first used, the way to set up its game. A new initial state draws its game seed only
when it is first used, so the throw-away initial states of copies draw nothing and a
game's sequence of seeds does not depend on how often its states were copied.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
import pyspiel

from eurotable.core.game import GameState
from eurotable.openspiel import serialization
from eurotable.openspiel.recall import Move, Recall
from eurotable.openspiel.setups import Setup
from eurotable.rl.spaces import catalogue_text

if TYPE_CHECKING:
    from eurotable.openspiel.game import EurotableGame

Starter = Callable[[], GameState]
"""Sets up the engine game of a new initial state (drawing its seed)."""


class _Table:
    """The engine state of one OpenSpiel state and its recall."""

    __slots__ = ("_engine", "_starter", "recall", "setup")

    def __init__(
        self,
        setup: Setup,
        engine: GameState | None,
        recall: Recall,
        starter: Starter | None = None,
    ) -> None:
        self.setup = setup
        self._engine = engine
        self._starter = starter
        self.recall = recall

    @property
    def engine(self) -> GameState:
        engine = self._engine
        return engine if engine is not None else self.start()

    def start(self) -> GameState:
        """The engine state, its game set up first if it was not yet (its set-up then
        opens the recall)."""
        engine = self._engine
        if engine is None:
            assert self._starter is not None
            engine = self._engine = self._starter()
            self._starter = None
            if engine.events:
                self.recall.moves.append(Move(None, None, tuple(engine.events)))
            engine.events = []
        return engine

    def __deepcopy__(self, memo: dict[int, Any]) -> _Table:
        engine = self.engine.clone()
        engine.events = []
        return _Table(self.setup, engine, self.recall.copy())


class EurotableState(pyspiel.State):  # type: ignore[misc]  # pyspiel ships no types
    """One position of a eurotable game, seen by OpenSpiel: sequential moves by seat,
    actions as indices into the set-up's catalogue, chance drawn inside the engine."""

    def __init__(self, game: EurotableGame, table: _Table | None = None) -> None:
        super().__init__(game)
        if table is None:
            table = _Table(game.setup, None, Recall([]), game.start)
        self._table = table

    # What eurotable adds ----------------------------------------------------------------

    @property
    def engine(self) -> GameState:
        """The engine state (to read: changing it bypasses the recall)."""
        return self._table.engine

    @property
    def recall(self) -> tuple[Move, ...]:
        """Every move played since the state's game began (or since its position)."""
        table = self._table
        table.start()
        return tuple(table.recall.moves)

    def recall_text(self, seat: int) -> str:
        """What ``seat`` saw and did, one line per move and per event it saw."""
        table = self._table
        table.start()
        return table.recall.text(seat, table.setup.layout.actions)

    def own_action_counts(self, seat: int) -> npt.NDArray[np.float32]:
        """How often ``seat`` chose each catalogue action."""
        table = self._table
        table.start()
        return table.recall.own_action_counts(seat, len(table.setup.layout.actions))

    # OpenSpiel's state API --------------------------------------------------------------

    def current_player(self) -> int:
        seat = self._table.engine.current_player
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        # OpenSpiel asks only for the seat to move (any other seat has none).
        index = self._table.setup.layout.index
        return sorted(index[action.text] for action in self._table.engine.legal_actions())

    def _apply_action(self, action: int) -> None:
        table = self._table
        engine = table.engine
        seat = engine.current_player
        assert seat is not None, "OpenSpiel applies no action to a finished game"
        setup = table.setup
        engine.apply(setup.action(action))
        events = engine.events or []
        engine.events = []
        table.recall.moves.append(Move(seat, action, tuple(events)))

    def _action_to_string(self, player: int, action: int) -> str:
        return catalogue_text(self._table.setup.layout, action)

    def is_terminal(self) -> bool:
        return self._table.engine.is_over

    def returns(self) -> list[float]:
        table = self._table
        if not table.engine.is_over:
            return [0.0] * table.setup.players
        return table.setup.returns(table.engine.result())

    def __str__(self) -> str:
        """The position (eurotable's JSON form, docs/positions.md)."""
        return json.dumps(self._table.engine.to_json(), sort_keys=True)

    def resample_from_infostate(
        self, player_id: int, probability_sampler: Callable[[], float]
    ) -> EurotableState:
        """A state ``player_id`` cannot tell from this one: its observation
        determinized by the game's sampler (seeded from two draws of
        ``probability_sampler``), with the seat's own recall. The other seats' recall in
        it is what they shared with the seat: the public events."""
        table = self._table
        seat = int(player_id)
        if not 0 <= seat < table.setup.players:
            raise ValueError(f"a game of {table.setup.players} has no seat {player_id}")
        rng = random.Random(f"{probability_sampler()!r}:{probability_sampler()!r}")
        engine = table.setup.spec.determinize(table.engine.observation(seat), rng)
        engine.events = []
        return EurotableState(
            self.get_game(), _Table(table.setup, engine, table.recall.seen_by(seat))
        )

    def serialize(self) -> str:
        """The state as JSON text: the game with its parameters, the position and the
        recall (read back by ``EurotableGame.deserialize_state``)."""
        table = self._table
        return serialization.dump(str(self.get_game()), table.engine, table.recall.moves)
