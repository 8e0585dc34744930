"""What an OpenSpiel game of eurotable is: a title, a player count, its options and how
a finished game is paid out, read from OpenSpiel's game parameters.

Each title is one OpenSpiel game whose parameters are ``players``, ``seed``, ``utility``
and every option the title accepts (``eurotable games`` lists them), with the title's
defaults: ``eurotable_shipyard(players=3,edition=first)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from eurotable import games
from eurotable.core.actions import Action
from eurotable.core.errors import BadOption
from eurotable.core.game import GameSpec
from eurotable.core.options import OptionValue
from eurotable.core.result import Result
from eurotable.i18n import _
from eurotable.rl.layout import Layout, layout
from eurotable.rl.rewards import final_rewards
from eurotable.rl.spaces import catalogue_text

SHORT_NAMES: Final = {
    "puerto-rico": "eurotable_puerto_rico",
    "russian-railroads": "eurotable_russian_railroads",
    "shipyard": "eurotable_shipyard",
}
"""The OpenSpiel name of each title."""

UTILITIES: Final = ("versus", "margin")
"""``versus``: the learning environments' reward (+1 for each other seat placed below,
−1 for each placed above, averaged); ``margin``: the seat's final score minus the mean
final score of the other seats. Both sum to zero over the seats. A solo game pays its
score, whichever is asked."""

DEFAULT_PLAYERS: Final = 2
"""The player count of a game loaded without ``players`` (every title allows two)."""

MOST_POINTS: Final = 1000
"""A bound on any final score of the three titles (the best games score about 60 in
Puerto Rico, 450 in Russian Railroads and 150 in Shipyard): the margin, and a solo
game's score, lie within ±``MOST_POINTS``."""

LONGEST: Final = {"puerto-rico": 2000, "russian-railroads": 1500, "shipyard": 1500}
"""A bound on the decisions of one game of each title (``max_game_length``), far above
the longest game measured: docs/openspiel.md gives the figures."""

BASE_PARAMETERS: Final = ("players", "seed", "utility")


def parameter_specification(spec: GameSpec) -> dict[str, OptionValue]:
    """The OpenSpiel parameters of ``spec`` with their defaults."""
    parameters: dict[str, OptionValue] = {
        "players": DEFAULT_PLAYERS,
        "seed": 0,
        "utility": UTILITIES[0],
    }
    for option in spec.capabilities.options:
        parameters[option.name] = option.default
    return parameters


@dataclass(frozen=True)
class Setup:
    """One game set-up: the engine, the player count, the options as played, the
    utility, and the fixed action catalogue and observation features of the set-up."""

    spec: GameSpec
    players: int
    options: Mapping[str, OptionValue]
    utility: str
    seed: int
    layout: Layout
    _parsed: dict[int, Action] = field(default_factory=dict, compare=False, repr=False)

    def action(self, index: int) -> Action:
        """The engine action of catalogue entry ``index`` (parsed once); raises
        ``IllegalAction`` for an index outside the catalogue."""
        found = self._parsed.get(index)
        if found is None:
            text = catalogue_text(self.layout, index)
            found = self._parsed[index] = self.spec.parse_action(text)
        return found

    @property
    def solo(self) -> bool:
        return self.players == 1

    def returns(self, result: Result) -> list[float]:
        """Each seat's utility for a finished game with ``result``."""
        if self.solo:
            return [float(result.scores[0])]
        if self.utility == "versus":
            return list(final_rewards(result, "versus"))
        total = sum(result.scores)
        others = self.players - 1
        return [score - (total - score) / others for score in result.scores]


def read_setup(game: str, parameters: Mapping[str, object]) -> Setup:
    """The set-up of ``game`` that OpenSpiel's ``parameters`` (defaults filled in) ask
    for; raises ``BadOption`` for a player count, option or utility the game refuses."""
    spec = games.get(game)
    utility = parameters.get("utility", UTILITIES[0])
    if utility not in UTILITIES:
        raise BadOption(
            _(
                "option {name} must be one of: {allowed} (got {value})",
                name="utility",
                allowed=", ".join(UTILITIES),
                value=repr(utility),
            )
        )
    players = _whole(parameters, "players", DEFAULT_PLAYERS)
    seed = _whole(parameters, "seed", 0)
    options = {k: v for k, v in parameters.items() if k not in BASE_PARAMETERS}
    played = layout(game, players, options)
    return Setup(
        spec=spec,
        players=players,
        options=played.options,
        utility=str(utility),
        seed=seed,
        layout=played,
    )


def _whole(parameters: Mapping[str, object], name: str, default: int) -> int:
    value = parameters.get(name, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise BadOption(_("option {name} must be a whole number", name=name))
    return value
