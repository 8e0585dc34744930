"""Puerto Rico as a game of the registry."""

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
from eurotable.games.puerto_rico import arrangement, invariants, scoring, sentences, text, view
from eurotable.games.puerto_rico.data import SETUPS, components, raw_entries
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.notation import PRAction, Verb, parse
from eurotable.games.puerto_rico.setup import new_state
from eurotable.games.puerto_rico.state import Step
from eurotable.i18n import N_, _, join_list

OPTIONS: Final = (
    OptionSpec(
        "open_vp",
        "bool",
        False,
        N_("show every player's VP chips (the rules keep them face down)"),
        label=N_("Open VP chips"),
    ),
)


class PuertoRicoSpec(GameSpec):
    name = "puerto-rico"
    title = N_("Puerto Rico")
    capabilities = Capabilities(
        player_counts=tuple(sorted(SETUPS)),
        options=OPTIONS,
        hidden_information=True,
        variants=(N_("2-player (official alea variant, chosen by playing with 2)"),),
    )

    def new_game(
        self, players: int, options: Mapping[str, object] | None = None, seed: int = 0
    ) -> PuertoRico:
        if players not in SETUPS:
            counts = join_list([str(n) for n in sorted(SETUPS)])
            raise BadOption(
                _("Puerto Rico is played by {counts} players, not {n}", counts=counts, n=players)
            )
        return new_state(players, resolve_options(OPTIONS, options), seed)

    def parse_action(self, text: object) -> PRAction:
        return parse(text)

    def from_json(self, data: Any) -> PuertoRico:
        """The position ``data`` (``to_json``), or ``BadPosition`` naming what is wrong:
        every field's type, range and length (``state.py``), the conservation laws
        (``invariants.broken``), the pending decision against the round and the phase
        (``invariants.unfit``), and a try of every legal action on a copy (docs/positions.md)."""
        return guarded(lambda: self._read(data))

    def _read(self, data: Any) -> PuertoRico:
        return vetted(
            PuertoRico.from_json(data),
            lambda options: resolve_options(OPTIONS, options),
            (invariants.broken, invariants.unfit, playable),
        )

    def render(
        self, state: GameState, seat: int | None = None, names: Sequence[str] | None = None
    ) -> str:
        assert isinstance(state, PuertoRico)
        if seat is None:
            obs = state.observation(0)
            obs["boards"] = [
                {**board, "vp_chips": player.vp}
                for board, player in zip(obs["boards"], state.seats, strict=True)
            ]
        else:
            obs = state.observation(seat)
        return text.render(obs, names)

    def describe(self, event: Event, names: list[str]) -> str:
        return text.describe(event, names)

    def describe_action(self, state: GameState, action: Action, names: Sequence[str]) -> str:
        assert isinstance(state, PuertoRico) and isinstance(action, PRAction)
        return sentences.describe_action(state, action, names)

    def prompt(self, state: GameState, names: Sequence[str]) -> str:
        assert isinstance(state, PuertoRico)
        return sentences.prompt(state, names)

    def arrangement(self, state: GameState) -> dict[str, Any] | None:
        """The mayor's arrangement of his colonists (``arrangement.problem``)."""
        assert isinstance(state, PuertoRico)
        return arrangement.problem(state)

    def arrange(self, state: GameState, placed: Mapping[str, int]) -> list[Action]:
        assert isinstance(state, PuertoRico)
        return list(arrangement.sequence(state, placed))

    def mid_decision(self, state: GameState) -> bool:
        """A mayor placing his colonists one at a time after the first."""
        assert isinstance(state, PuertoRico)
        return state.step is Step.MAYOR and state.placing

    def ends_early(self, state: GameState, action: Action) -> bool:
        """Passing (take, build, sell nothing; leave the Wharf unused) and declining the
        Hospice's or University's colonist (docs/notation/puerto-rico.md). ``keep`` is a
        whole choice (the arrangement as it stands), not a stop."""
        return isinstance(action, PRAction) and action.verb in (Verb.PASS, Verb.DECLINE)

    def reveals(self, state: GameState, action: Action) -> bool:
        """An action reveals when it draws from the face-down plantation stack (the
        Hacienda, the refill after the last pick of a settler phase) or reshuffles the
        discards into it, and when it ends the game (every VP chip is turned up)."""
        assert isinstance(state, PuertoRico) and isinstance(action, PRAction)
        trial = state.clone()
        trial.play(action)
        return trial.stack != state.stack or trial.streams != state.streams or trial.is_over

    def points(self, state: GameState) -> list[int]:
        assert isinstance(state, PuertoRico)
        return [scoring.points_so_far(player) for player in state.seats]

    def components(self, options: Options) -> dict[str, Any]:
        return components()

    def determinize(self, observation: dict[str, Any], rng: random.Random) -> PuertoRico:
        return view.determinize(observation, rng)

    def secrets(
        self, state: GameState, seat: int, rng: random.Random
    ) -> Sequence[tuple[str, GameState]]:
        assert isinstance(state, PuertoRico)
        return view.secrets(state, seat, rng)

    def invariants(self, state: GameState) -> list[str]:
        assert isinstance(state, PuertoRico)
        return invariants.broken(state)

    def data_entries(self) -> list[DataEntry]:
        return [
            DataEntry(self.name, key, value, confidence, source)
            for key, value, confidence, source in raw_entries()
        ]
