"""Russian Railroads as a game of the registry."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Final

from eurotable.core.actions import Action
from eurotable.core.errors import BadOption
from eurotable.core.events import Event
from eurotable.core.game import Capabilities, DataEntry, GameSpec, GameState
from eurotable.core.options import Options, OptionSpec, resolve_options
from eurotable.core.positions import guarded, playable, vetted
from eurotable.games.russian_railroads import invariants, scoring, sentences, text, view, words
from eurotable.games.russian_railroads.components import components
from eurotable.games.russian_railroads.data import BONUS_IDS, ROUTE_IDS, SETUPS, raw_entries
from eurotable.games.russian_railroads.game import RussianRailroads
from eurotable.games.russian_railroads.notation import DONE, PASS, RRAction, parse
from eurotable.games.russian_railroads.setup import new_state
from eurotable.i18n import N_, _, join_list, tr

OPTIONS: Final[tuple[OptionSpec, ...]] = ()

SCORE_LABELS: Final = (
    N_("Trans-Siberian Railroad"),
    N_("Moscow–St Petersburg line"),
    N_("Moscow–Kiev line"),
    N_("Kiev bonuses and medal"),
    N_("Industry track"),
    N_("End stations"),
    N_("Turn-order cards (passing)"),
    N_("Engineers' points"),
    N_("Factories' points"),
    N_("Points instead of end-bonus cards"),
    N_("End-bonus cards"),
    N_("Most engineers"),
)
"""The labels of ``components.SCORE_LABELS``, marked here for the translators."""


def _asks(state: RussianRailroads) -> list[str]:
    """A pending decision must offer a choice: one with a single choice is taken without
    asking (docs/positions.md)."""
    if not state.is_over and len(state.legal_actions()) < 2:
        return ["a decision with a single choice is taken without asking"]
    return []


class RussianRailroadsSpec(GameSpec):
    name = "russian-railroads"
    title = N_("Russian Railroads")
    capabilities = Capabilities(
        player_counts=tuple(sorted(SETUPS)),
        options=OPTIONS,
        hidden_information=True,
        editions=(N_("Hans im Glück 2013 (base game)"),),
        notes=(N_("2 players use the back of the board (reference §2.8)."),),
    )

    def new_game(
        self, players: int, options: Mapping[str, object] | None = None, seed: int = 0
    ) -> RussianRailroads:
        if players not in SETUPS:
            counts = join_list([str(n) for n in sorted(SETUPS)])
            raise BadOption(
                _(
                    "Russian Railroads is played by {counts} players, not {n}",
                    counts=counts,
                    n=players,
                )
            )
        return new_state(players, resolve_options(OPTIONS, options), seed)

    def parse_action(self, text: object) -> RRAction:
        return parse(text)

    def from_json(self, data: Any) -> RussianRailroads:
        """The position ``data`` (``to_json``), or ``BadPosition`` naming what is wrong:
        every field's type, range and length (``state.py``), the conservation laws
        (``invariants.broken``), the pending decision against the phase and the turn
        (``invariants.unfit``), and a try of every legal action on a copy (docs/positions.md)."""
        return guarded(lambda: self._read(data))

    def _read(self, data: Any) -> RussianRailroads:
        return vetted(
            RussianRailroads.from_json(data),
            lambda options: resolve_options(OPTIONS, options),
            (invariants.broken, invariants.unfit, playable, _asks),
        )

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

    def ends_early(self, state: GameState, action: Action) -> bool:
        """``pass`` (leave the round, or leave the claim worker where it is) and ``done``
        (the rest of an optional action unused; docs/notation/russian-railroads.md)."""
        return isinstance(action, RRAction) and action.verb in (PASS, DONE)

    def reveals(self, state: GameState, action: Action) -> bool:
        assert isinstance(state, RussianRailroads) and isinstance(action, RRAction)
        return view.reveals(state, action)

    def points(self, state: GameState) -> list[int]:
        assert isinstance(state, RussianRailroads)
        return [scoring.points_so_far(player) for player in state.seats]

    def components(self, options: Options) -> dict[str, Any]:
        """The component data (``components``), its names and labels translated."""
        data = components()
        for route in data["routes"]:
            route["name"] = words.route_name(ROUTE_IDS.index(route["id"]))
        data["score_categories"] = {k: tr(v) for k, v in data["score_categories"].items()}
        return data

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
