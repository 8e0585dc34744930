"""Shipyard as a game of the registry: both editions, 1–4 players (the 1st edition 2–4)."""

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
from eurotable.games.shipyard import invariants, log, sentences, text, view, words
from eurotable.games.shipyard.components import components
from eurotable.games.shipyard.data import EDITIONS, raw_entries
from eurotable.games.shipyard.determinize import determinize
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.notation import SYAction, Verb, parse
from eurotable.games.shipyard.setup import new_state
from eurotable.games.shipyard.state import Step
from eurotable.i18n import N_, _, join_list, tr

OPTIONS: Final = (
    OptionSpec(
        "edition",
        "choice",
        "second",
        N_("rules edition"),
        tuple(EDITIONS),
        player_counts=tuple((name, ed.player_counts) for name, ed in EDITIONS.items()),
        label=N_("Edition"),
        choice_labels=(
            ("second", N_("2nd edition (Delicious Games)")),
            ("first", N_("1st edition (2009)")),
        ),
    ),
    OptionSpec(
        "contracts",
        "choice",
        "beginner",
        N_(
            "beginner: a fixed set of 2 red + 2 blue; advanced: 3 + 3 at random "
            "(the 1st edition always deals 3 green + 3 blue: the default stands for that)"
        ),
        ("beginner", "advanced"),
        label=N_("Contracts"),
        choice_labels=(("beginner", N_("beginner")), ("advanced", N_("advanced"))),
    ),
    OptionSpec(
        "employees",
        "choice",
        "fixed",
        N_(
            "fixed: the starting layout; starters: one recruiter or engineer per group at "
            "random; random: every employee at random (the 1st edition lays them at random: "
            "the default stands for that)"
        ),
        ("fixed", "starters", "random"),
        label=N_("Employees"),
        choice_labels=(
            ("fixed", N_("fixed")),
            ("starters", N_("starters")),
            ("random", N_("random")),
        ),
    ),
    OptionSpec(
        "bonus",
        "choice",
        "ask",
        N_(
            "ask: offer a bonus action, once a turn, whenever one is affordable; "
            "off: never offer one"
        ),
        ("ask", "off"),
        label=N_("Bonus actions"),
        choice_labels=(("ask", N_("ask")), ("off", N_("off"))),
    ),
)
SCORE_LABELS: Final = (
    N_("Crew"),
    N_("Cannons and cranes"),
    N_("Speed"),
    N_("Officials and Blue Ribands"),
    N_("Traders"),
)
"""The labels of ``components.score_labels`` (the contracts' are ``words``), marked here
for the translators."""
PLAYER_COUNTS: Final = (1, 2, 3, 4)


def edition_options(options: Options) -> Options:
    """Options an edition restricts: the game's default value stands for the edition's own
    (the 1st edition deals 3 + 3 contracts and lays the employees at random); any other
    value it does not have is refused."""
    ed = EDITIONS[str(options["edition"])]
    defaults = {spec.name: spec.default for spec in OPTIONS}
    for name, allowed in ed.option_values.items():
        if options[name] in allowed:
            continue
        if options[name] != defaults[name]:
            raise BadOption(
                _(
                    "the {edition} edition allows option {name} only as {allowed} (got {value})",
                    edition=ed.name,
                    name=name,
                    allowed=join_list(list(allowed)),
                    value=repr(options[name]),
                )
            )
        options[name] = allowed[0]
    return options


class ShipyardSpec(GameSpec):
    name = "shipyard"
    title = N_("Shipyard")
    capabilities = Capabilities(
        player_counts=PLAYER_COUNTS,
        options=OPTIONS,
        hidden_information=True,
        solo=True,
        editions=tuple(EDITIONS),
        notes=(
            N_("1 player: the solo game against two automata (2nd edition)"),
            N_("edition=first: the 1st edition (2009), 2 to 4 players"),
        ),
    )

    def new_game(
        self, players: int, options: Mapping[str, object] | None = None, seed: int = 0
    ) -> Shipyard:
        resolved = edition_options(resolve_options(OPTIONS, options))
        counts = EDITIONS[str(resolved["edition"])].player_counts
        if players not in counts:
            if players == 1:
                raise BadOption(
                    _(
                        "Shipyard ({edition} edition) is played by {low} to {high} players, "
                        "not {n} (this edition has no solo game)",
                        edition=resolved["edition"],
                        low=counts[0],
                        high=counts[-1],
                        n=players,
                    )
                )
            raise BadOption(
                _(
                    "Shipyard ({edition} edition) is played by {low} to {high} players, not {n}",
                    edition=resolved["edition"],
                    low=counts[0],
                    high=counts[-1],
                    n=players,
                )
            )
        return new_state(players, resolved, seed)

    def parse_action(self, text: object) -> SYAction:
        return parse(text)

    def from_json(self, data: Any) -> Shipyard:
        """The position ``data`` (``to_json``), or ``BadPosition`` naming what is wrong:
        every field's type, range, length and id (``state.py``), the conservation laws
        (``invariants.broken``), the pending decision against the turn and the action
        (``invariants.unfit``), and a try of every legal action on a copy (docs/positions.md)."""
        return guarded(lambda: self._read(data))

    def _read(self, data: Any) -> Shipyard:
        return vetted(
            Shipyard.from_json(data),
            lambda options: edition_options(resolve_options(OPTIONS, options)),
            (invariants.broken, invariants.unfit, playable),
        )

    def render(
        self, state: GameState, seat: int | None = None, names: Sequence[str] | None = None
    ) -> str:
        assert isinstance(state, Shipyard)
        obs = state.observation(seat if seat is not None else 0)
        if seat is None:
            obs["boards"] = [view.full_board(state, player) for player in state.seats]
        return text.render(obs, names)

    def describe(self, event: Event, names: list[str]) -> str:
        return log.describe(event, names)

    def describe_action(self, state: GameState, action: Action, names: Sequence[str]) -> str:
        assert isinstance(state, Shipyard) and isinstance(action, SYAction)
        return sentences.describe_action(state, action, names)

    def prompt(self, state: GameState, names: Sequence[str]) -> str:
        assert isinstance(state, Shipyard)
        return sentences.prompt(state, names)

    def ends_early(self, state: GameState, action: Action) -> bool:
        """``pass`` (no more tiles, no last ship) and ``ready`` (the ship sails with room
        left for pieces; docs/notation/shipyard.md). At the turn's one bonus question
        ``pass`` is its answer "none this turn", a plain choice: it gives up no action of
        the turn, so it is not kept apart nor confirmed (ruling 52)."""
        assert isinstance(state, Shipyard)
        if not isinstance(action, SYAction):
            return False
        if action.verb is Verb.PASS:
            return state.step is not Step.BONUS
        return action.verb is Verb.READY

    def reveals(self, state: GameState, action: Action) -> bool:
        assert isinstance(state, Shipyard) and isinstance(action, SYAction)
        return view.reveals(state, action)

    def points(self, state: GameState) -> list[int]:
        assert isinstance(state, Shipyard)
        return [player.vp for player in state.seats]

    def components(self, options: Options) -> dict[str, Any]:
        """The component data (``components``), its names and labels translated."""
        data = components(str(resolve_options(OPTIONS, options)["edition"]))
        data["terms"] = {k: tr(v) for k, v in data["terms"].items()}
        for action in data["actions"]:
            action["name"] = tr(action["name"])
        for result in data["solo_results"]:
            result["name"] = words.solo_result(result["name"])
        # The contracts' labels are words.CONTRACT_LABELS, the others SCORE_LABELS.
        data["score_categories"] = {k: tr(v) for k, v in data["score_categories"].items()}
        return data

    def determinize(self, observation: dict[str, Any], rng: random.Random) -> Shipyard:
        return determinize(observation, rng)

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
