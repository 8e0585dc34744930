"""Shipyard as a game of the registry."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from eurotable.core.errors import BadOption, BadPosition
from eurotable.core.events import Event
from eurotable.core.game import Capabilities, DataEntry, GameSpec, GameState
from eurotable.core.options import OptionSpec, resolve_options
from eurotable.games.shipyard import invariants, text, view
from eurotable.games.shipyard.data import EDITIONS, raw_entries
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.notation import SYAction, parse
from eurotable.games.shipyard.setup import new_state

OPTIONS = (
    OptionSpec("edition", "choice", "second", "rules edition", tuple(EDITIONS)),
    OptionSpec(
        "contracts",
        "choice",
        "beginner",
        "beginner: a fixed set of 2 red + 2 blue; advanced: 3 + 3 at random",
        ("beginner", "advanced"),
    ),
    OptionSpec(
        "employees",
        "choice",
        "fixed",
        "fixed: the starting layout; starters: one recruiter or engineer per group at "
        "random; random: every employee at random",
        ("fixed", "starters", "random"),
    ),
)
PLAYER_COUNTS = (1, 2, 3, 4)


class ShipyardSpec(GameSpec):
    name = "shipyard"
    title = "Shipyard"
    capabilities = Capabilities(
        player_counts=PLAYER_COUNTS,
        options=OPTIONS,
        hidden_information=True,
        solo=True,
        editions=tuple(EDITIONS),
        notes=("1 player: the solo game against two automata",),
    )

    def new_game(
        self, players: int, options: Mapping[str, object] | None = None, seed: int = 0
    ) -> Shipyard:
        if players not in PLAYER_COUNTS:
            raise BadOption(f"Shipyard is played by 1 to 4 players, not {players}")
        return new_state(players, resolve_options(OPTIONS, options), seed)

    def parse_action(self, text: str) -> SYAction:
        return parse(text)

    def from_json(self, data: Any) -> Shipyard:
        state = Shipyard.from_json(data)
        if state.players not in PLAYER_COUNTS:
            raise BadPosition(f"Shipyard has no {state.players}-player game")
        try:
            state.options = resolve_options(OPTIONS, state.options)
        except BadOption as error:
            raise BadPosition(str(error)) from None
        try:
            problems = invariants.broken(state)
        except (IndexError, KeyError, ValueError) as error:
            raise BadPosition(f"inconsistent position: {error}") from None
        if problems:
            raise BadPosition("; ".join(problems))
        return state

    def render(
        self, state: GameState, seat: int | None = None, names: Sequence[str] | None = None
    ) -> str:
        assert isinstance(state, Shipyard)
        obs = state.observation(seat if seat is not None else 0)
        if seat is None:
            obs["boards"] = [view.full_board(state, player) for player in state.seats]
        return text.render(obs, names)

    def describe(self, event: Event, names: list[str]) -> str:
        return text.describe(event, names)

    def secrets(
        self, state: GameState, seat: int, rng: random.Random
    ) -> Sequence[tuple[str, GameState]]:
        assert isinstance(state, Shipyard)
        return view.secrets(state, seat, rng)

    def invariants(self, state: GameState) -> list[str]:
        assert isinstance(state, Shipyard)
        return invariants.broken(state)

    def data_entries(self) -> list[DataEntry]:
        return [
            DataEntry(self.name, key, value, confidence, source)
            for edition in EDITIONS.values()
            for key, value, confidence, source in raw_entries(edition)
        ]
