"""The game interface every eurotable game implements.

A ``GameSpec`` describes a game (name, capabilities, notation, rendering) and creates
states; a ``GameState`` is one position of one game with the whole rules behind it.
Flow: ``current_player`` decides among ``legal_actions()``; ``apply`` performs the chosen
action or raises ``IllegalAction`` without changing anything.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Self

from eurotable.core.actions import Action
from eurotable.core.errors import IllegalAction
from eurotable.core.events import Event
from eurotable.core.options import Options, OptionSpec
from eurotable.core.result import Result
from eurotable.i18n import _

Json = Any


@dataclass(frozen=True, slots=True)
class Capabilities:
    """What a game supports, as data (read by the CLI, the server and the test harness)."""

    player_counts: tuple[int, ...]
    options: tuple[OptionSpec, ...]
    hidden_information: bool
    solo: bool = False
    editions: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default=())


class GameState(ABC):
    """One position of a game. Subclasses keep plain data so clones are cheap."""

    players: int
    options: Options
    events: list[Event] | None

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that must decide now, or ``None`` when the game is over."""

    @abstractmethod
    def legal_actions(self) -> Sequence[Action]:
        """Every legal action, in a fixed deterministic order (empty when over).

        The sequence may be shared with the state's cache: read it, never change it.
        """

    @abstractmethod
    def apply(self, action: object) -> None:
        """Perform ``action``; raise ``IllegalAction`` and change nothing if it is not legal,
        also when it is no action of this game at all (a text, ``None``: read a text with
        ``GameSpec.parse_action``). Both builds refuse alike: the parameter is typed
        ``object``, so the compiled build checks no type before the rules do."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def result(self) -> Result:
        """Scores, breakdown, tie-break and places; only for a finished game."""

    @abstractmethod
    def observation(self, seat: int) -> dict[str, Json]:
        """Everything ``seat`` may know, as JSON-ready data, and nothing more."""

    @abstractmethod
    def sample(self, seat: int, rng: random.Random) -> Self:
        """A full state consistent with ``seat``'s observation, hidden parts redrawn."""

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy (the event log is not carried over: it starts empty)."""

    @abstractmethod
    def to_json(self) -> dict[str, Json]:
        """The full position (hidden parts and random streams included)."""

    @abstractmethod
    def equals(self, other: object) -> bool:
        """True when ``other`` is the same position (the event log is ignored)."""


class GameSpec(ABC):
    """A game of the registry: its capabilities, and how to create and read its states."""

    name: str
    title: str
    capabilities: Capabilities

    @abstractmethod
    def new_game(
        self, players: int, options: Mapping[str, object] | None = None, seed: int = 0
    ) -> GameState:
        """Set up a new game; raises ``BadOption`` for bad options or player counts."""

    @abstractmethod
    def parse_action(self, text: object) -> Action:
        """The action whose canonical notation is ``text``; raises ``BadNotation``."""

    @abstractmethod
    def from_json(self, data: Json) -> GameState:
        """A state from ``GameState.to_json`` output; raises ``BadPosition``."""

    @abstractmethod
    def render(
        self, state: GameState, seat: int | None = None, names: Sequence[str] | None = None
    ) -> str:
        """The board as text; with a seat, only what that seat may see."""

    @abstractmethod
    def describe(self, event: Event, names: list[str]) -> str:
        """One line of game log for an event, in the current language, as a sentence
        (``eurotable.i18n.sentence``: a capital first, unless a player's name is)."""

    @abstractmethod
    def describe_action(self, state: GameState, action: Action, names: Sequence[str]) -> str:
        """One sentence (English) saying what ``action``, legal in ``state``, does for the
        seat that decides there ("Take the Settler and the 2 doubloons on it"), so that no
        player needs the notation. It may name that seat's own secrets, nobody else's."""

    @abstractmethod
    def prompt(self, state: GameState, names: Sequence[str]) -> str:
        """What the seat to move must decide now, in words ("Choose a role"); empty when
        the game is over. Every viewer is shown it, so it names public facts only."""

    @abstractmethod
    def reveals(self, state: GameState, action: Action) -> bool:
        """Whether performing ``action`` (legal in ``state``) shows anybody something that
        was hidden (a tile or card drawn from a face-down stack, a secret shown, a shuffle).
        Such an action closes the undo window: it cannot be taken back."""

    def arrangement(self, state: GameState) -> Json | None:
        """The arrangement the seat to move makes now, if its decision is one
        (``core.arrangement``): the places with what each holds and can hold, as
        JSON-ready data in the current language; ``None`` (the default) otherwise."""
        return None

    def arrange(self, state: GameState, placed: Mapping[str, int]) -> list[Action]:
        """The actions, legal one after the other from ``state``, that make the
        arrangement ``placed`` (how many pieces each place holds); raises
        ``BadArrangement`` (``core.arrangement``) with a reason per refused place."""
        raise IllegalAction("no-arrangement", _("there is no arrangement to make now"))

    def mid_decision(self, state: GameState) -> bool:
        """Whether the seat to move in ``state`` is finishing a decision its previous
        action began (an arrangement made one piece at a time): an undo takes such a
        decision back whole. ``False`` by default."""
        return False

    def ends_early(self, state: GameState, action: Action) -> bool:
        """Whether ``action`` (legal in ``state``) stops short: the seat passes, declines or
        is done, and leaves unused whatever else it could do now (the web page keeps such
        an action apart from the others and asks to confirm it when it gives up more than
        one other). By default no action does; each game names its own from its notation's
        verbs."""
        return False

    @abstractmethod
    def points(self, state: GameState) -> list[int]:
        """Each seat's points as they stand in ``state``, from the whole state (for the
        score chart of a finished game; end-of-game bonuses count only in ``result``)."""

    @abstractmethod
    def components(self, options: Options) -> Json:
        """The component data a drawing of the board and its tooltips need, from the
        game's data file (names, costs, effects, score categories), for these options."""

    @abstractmethod
    def determinize(self, observation: dict[str, Json], rng: random.Random) -> GameState:
        """A full state consistent with a seat's observation, drawing what it cannot see.

        This is how bots imagine the game: they hold observations, never states;
        ``sample`` on a state must agree with it.
        """

    @abstractmethod
    def secrets(
        self, state: GameState, seat: int, rng: random.Random
    ) -> Sequence[tuple[str, GameState]]:
        """The game's secrets for ``seat``, each as (name, a copy of ``state`` in which only
        that secret was changed). ``seat``'s observation must be the same in every copy."""

    @abstractmethod
    def invariants(self, state: GameState) -> list[str]:
        """Broken invariants of ``state`` (components conserved, …); empty when sound."""

    @abstractmethod
    def data_entries(self) -> list[DataEntry]:
        """Every component datum with its confidence (for ``eurotable data report``)."""


@dataclass(frozen=True, slots=True)
class DataEntry:
    """One datum of a component table and how sure we are of it."""

    game: str
    key: str
    value: Json
    confidence: str
    source: str
