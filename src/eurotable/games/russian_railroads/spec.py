"""Russian Railroads as a game of the registry."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from eurotable.core.actions import Action
from eurotable.core.errors import BadOption, BadPosition
from eurotable.core.events import Event
from eurotable.core.game import Capabilities, DataEntry, GameSpec, GameState
from eurotable.core.options import Options, OptionSpec, resolve_options
from eurotable.games.russian_railroads import invariants, scoring, sentences, text, view
from eurotable.games.russian_railroads.components import components
from eurotable.games.russian_railroads.data import BONUS_IDS, SETUPS, raw_entries
from eurotable.games.russian_railroads.game import RussianRailroads
from eurotable.games.russian_railroads.notation import RRAction, parse
from eurotable.games.russian_railroads.setup import new_state

OPTIONS: tuple[OptionSpec, ...] = ()


class RussianRailroadsSpec(GameSpec):
    name = "russian-railroads"
    title = "Russian Railroads"
    capabilities = Capabilities(
        player_counts=tuple(sorted(SETUPS)),
        options=OPTIONS,
        hidden_information=True,
        editions=("Hans im Glück 2013 (base game)",),
        notes=("2 players use the back of the board (reference §2.8).",),
    )

    def new_game(
        self, players: int, options: Mapping[str, object] | None = None, seed: int = 0
    ) -> RussianRailroads:
        if players not in SETUPS:
            counts = ", ".join(str(n) for n in sorted(SETUPS))
            raise BadOption(f"Russian Railroads is played by {counts} players, not {players}")
        return new_state(players, resolve_options(OPTIONS, options), seed)

    def parse_action(self, text: str) -> RRAction:
        return parse(text)

    def from_json(self, data: Any) -> RussianRailroads:
        state = RussianRailroads.from_json(data)
        if state.players not in SETUPS:
            raise BadPosition(f"Russian Railroads has no {state.players}-player game")
        try:
            state.options = resolve_options(OPTIONS, state.options)
        except BadOption as error:
            raise BadPosition(str(error)) from None
        problems = invariants.broken(state)
        if problems:
            raise BadPosition("; ".join(problems))
        return state

    def render(
        self, state: GameState, seat: int | None = None, names: Sequence[str] | None = None
    ) -> str:
        assert isinstance(state, RussianRailroads)
        obs = state.observation(0 if seat is None else seat)
        if seat is None:
            obs["end_bonus"]["shown"] = [
                [BONUS_IDS[c] for c, w in enumerate(state.bonus_where) if w == s]
                for s in range(state.players)
            ]
        return text.render(obs, names)

    def describe_action(self, state: GameState, action: Action, names: Sequence[str]) -> str:
        assert isinstance(state, RussianRailroads) and isinstance(action, RRAction)
        return sentences.describe_action(state, action, names)

    def prompt(self, state: GameState, names: Sequence[str]) -> str:
        assert isinstance(state, RussianRailroads)
        return sentences.prompt(state, names)

    def reveals(self, state: GameState, action: Action) -> bool:
        assert isinstance(state, RussianRailroads) and isinstance(action, RRAction)
        return view.reveals(state, action)

    def points(self, state: GameState) -> list[int]:
        assert isinstance(state, RussianRailroads)
        return [scoring.points_so_far(player) for player in state.seats]

    def components(self, options: Options) -> dict[str, Any]:
        return components()

    def determinize(self, observation: dict[str, Any], rng: random.Random) -> RussianRailroads:
        return view.determinize(observation, rng)

    def describe(self, event: Event, names: list[str]) -> str:
        return text.describe(event, names)

    def secrets(
        self, state: GameState, seat: int, rng: random.Random
    ) -> Sequence[tuple[str, GameState]]:
        assert isinstance(state, RussianRailroads)
        return view.secrets(state, seat, rng)

    def invariants(self, state: GameState) -> list[str]:
        assert isinstance(state, RussianRailroads)
        return invariants.broken(state)

    def data_entries(self) -> list[DataEntry]:
        return [
            DataEntry(self.name, key, value, confidence, source)
            for key, value, confidence, source in raw_entries()
        ]
