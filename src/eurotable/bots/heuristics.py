"""What a game offers its bots: a value estimate, a fast rollout policy, a greedy choice.

All three work on full states, which bots only ever build by determinizing their own
observation (``GameSpec.determinize``), so they see nothing the seat could not.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from importlib import import_module
from typing import Protocol, runtime_checkable

from eurotable.core.actions import Action
from eurotable.core.game import GameState


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How ``ismcts`` searches a game by default: a tree, or ``flat`` (below). For the
    tree: where its rollouts stop to let the heuristics judge the position (after
    ``depth`` decisions, or once the player to move has changed ``turns`` times; neither:
    at the end of the game) and its UCB exploration constant; a flat search keeps them for
    the tree it can be switched back to (``ismcts:tree``). Each game keeps the settings
    that measured best (docs/bots.md)."""

    depth: int | None = None
    turns: int | None = None
    exploration: float = 0.7
    flat: bool = False
    """Search the root only (no tree): every iteration draws one determinization and one
    rollout seed and judges every legal action on them (common random numbers), each
    played by the rule policy to the end of the seat's turn, or further (``horizon``); the
    best mean lead is played. Needs heuristics that know where turns end
    (``TurnHeuristics``)."""
    horizon: int = 0
    """With ``flat``: the turns of the seat that start before an action is judged. 0
    judges at the end of the seat's turn; 1 at the start of its next turn, once the other
    seats have played their turns by the rule policy; 2 at the start of the turn after,
    its next turn played by the rule policy too; and so on."""
    greedy_turns: bool = False
    """With ``flat`` and a ``horizon``: every turn played in the horizon (the other seats'
    and the seat's own later ones) begins with the greedy choice (``choose``) instead of
    the rule policy's action, the rest of it by the rule policy: the search expects each
    seat to choose its turn's action as ``greedy`` would."""
    narrow: int | None = None
    """With ``flat``: after this many draws, and again each time the draws double, stop
    judging the worse half of the actions still judged (keeping at least two), so the
    draws go to the moves that compete."""
    solo_playouts: float | None = None
    """With ``flat``, alone (a solo game), with a time budget of at least this many
    milliseconds: search only where the seat's turn starts (``turn_starts``), judging
    each action by the final score of the game played on to its end by the greedy choice
    (``choose``) on each draw; every other decision is the greedy choice (unless
    ``solo_draws_in_turn`` searches it, on a budget in draws). Alone nobody replies, so
    the end of the game is the one judgement that needs no heuristic guess; but a draw of
    whole games is long, and below this budget (or with a budget in iterations short of
    ``solo_draws``) the search judges at its horizon as with other seats."""
    solo_draws: int | None = None
    """With ``solo_playouts``: a budget in iterations alone (no time) of at least this many
    draws also plays out, each decision on exactly that many draws, so that the search
    repeats move for move whatever the machine's speed; None: only time budgets play
    out."""
    solo_cut: int | None = None
    """With ``solo_playouts``: a playout plays the rest of the move's turn and this many
    whole turns more, then the heuristics' ``judge_playout`` (``PlayoutJudgement``)
    estimates the final score there; None plays to the end of the game. Shorter playouts
    make more draws in the same time."""
    solo_look_ahead: float | None = None
    """With ``flat``, alone, with a time budget of at least this many milliseconds (and
    below ``solo_playouts``): no draws; every decision is the heuristics' ``look_ahead``
    (``LookAhead``) on one determinization of the observation, by the budget's deadline."""
    solo_draws_look_ahead: int | None = None
    """With ``solo_draws``: on a budget in draws, each playout begins the seat's turns after
    the move's own by the heuristics' ``look_ahead`` (``LookAhead``) on this many seeds,
    not by the greedy choice; None: the greedy choice. Time budgets keep the greedy
    choice: the look-ahead makes a playout about three times as long, and a better
    policy that costs draws measured no stronger at the same time, where at the same
    draws it scored more (docs/bots.md)."""
    solo_draws_cut: int | None = None
    """With ``solo_draws_look_ahead``: the look-ahead's playouts are cut after this many
    whole turns (as ``solo_cut``, which time budgets keep); None: at ``solo_cut``. Turns
    begun by the look-ahead can be judged after fewer of them: each costs a look-ahead
    (docs/bots.md)."""
    solo_draws_in_turn: bool = False
    """With ``solo_draws_look_ahead``: on a budget in draws, every decision inside the
    seat's turn (the tile, slot, canal, piece, hire, discard…) is searched as the turn's
    action is, each choice judged on the same draws by the same playouts, instead of
    being the greedy choice. Time budgets keep the greedy choice inside turns: searched
    so at 1 s and 2 s a decision it scored less, each searched decision taking draws from
    the others (docs/bots.md)."""

    def __post_init__(self) -> None:
        if self.depth is not None and self.turns is not None:
            raise ValueError("a rollout stops after a number of decisions or of turns, not both")
        if self.horizon and not self.flat:
            raise ValueError("the horizon is a setting of the flat search")
        if self.horizon < 0:
            raise ValueError("the horizon counts turns: it cannot be negative")
        if self.greedy_turns and not self.horizon:
            raise ValueError("greedy turns are a setting of the flat search's horizon")
        if self.narrow is not None and (not self.flat or self.narrow < 1):
            raise ValueError("narrowing is a setting of the flat search, after at least one draw")
        if self.solo_playouts is not None and (not self.flat or self.solo_playouts < 0):
            raise ValueError("solo playouts are a setting of the flat search, from a budget >= 0")
        if self.solo_cut is not None and (self.solo_playouts is None or self.solo_cut < 0):
            raise ValueError("a playout's cut is a setting of solo playouts, after 0 turns or more")
        if self.solo_draws is not None and (self.solo_playouts is None or self.solo_draws < 1):
            raise ValueError("solo draws are a setting of solo playouts, from one draw or more")
        if self.solo_look_ahead is not None and (not self.flat or self.solo_look_ahead < 0):
            raise ValueError(
                "the solo look-ahead is a setting of the flat search, from a budget >= 0"
            )
        if self.solo_draws_look_ahead is not None and (
            self.solo_draws is None or self.solo_draws_look_ahead < 1
        ):
            raise ValueError(
                "the playouts' look-ahead is a setting of solo draws, on one seed or more"
            )
        if self.solo_draws_cut is not None and (
            self.solo_draws_look_ahead is None or self.solo_draws_cut < 0
        ):
            raise ValueError(
                "the look-ahead's cut is a setting of the playouts' look-ahead, after 0 turns"
                " or more"
            )
        if self.solo_draws_in_turn and self.solo_draws_look_ahead is None:
            raise ValueError("searching inside turns is a setting of the playouts' look-ahead")

    def without_solo(self) -> SearchSettings:
        """The same settings with a solo game searched as any other: judged at the horizon,
        no playouts, no look-ahead."""
        return replace(
            self,
            solo_playouts=None,
            solo_cut=None,
            solo_draws=None,
            solo_look_ahead=None,
            solo_draws_look_ahead=None,
            solo_draws_cut=None,
            solo_draws_in_turn=False,
        )


class Heuristics(Protocol):
    search: SearchSettings
    """The game's default search settings."""

    lead_scale: float
    """Points of lead over the best other seat that make a win about 73% likely (a
    logistic's scale): how cut-off searches turn a heuristic lead into a win chance."""

    def values(self, state: GameState) -> list[float]:
        """How good ``state`` is for each seat, in the game's points (higher is better)."""

    def rollout_action(self, state: GameState, rng: random.Random) -> Action:
        """A quick, sensible action for the player to move (used inside searches)."""

    def choose(self, state: GameState, rng: random.Random) -> Action:
        """The greedy bot's action for the player to move (slower, better)."""


@runtime_checkable
class TurnHeuristics(Heuristics, Protocol):
    """Heuristics that also know where a seat's turn ends (what a flat search needs)."""

    def finish_turn(self, state: GameState, seat: int, rng: random.Random) -> None:
        """Play the rest of ``seat``'s turn by the rule policy."""

    def turn_starts(self, state: GameState, seat: int) -> bool:
        """Whether ``seat`` is about to begin a turn (or the game is over)."""


@runtime_checkable
class Judgement(Protocol):
    """Heuristics with their own judgement of where a flat search stops (e.g. a learned
    evaluation of the seat's observation); without it the search takes the heuristic
    lead (``margins``)."""

    def judge(self, state: GameState, seat: int) -> float:
        """How far ``seat`` is expected to finish ahead of the best other seat (alone:
        its final score), in the game's points."""


@runtime_checkable
class PlayoutJudgement(Protocol):
    """Heuristics that can judge where a solo playout is cut short
    (``SearchSettings.solo_cut``)."""

    def judge_playout(self, state: GameState, seat: int) -> float:
        """The final score ``seat`` is expected to reach from ``state``, played on by the
        greedy choice."""


@runtime_checkable
class LookAhead(Protocol):
    """Heuristics with a solo choice of their own for budgets too short for playouts
    (``SearchSettings.solo_look_ahead``), and to begin the turns of playouts on a budget
    in draws (``SearchSettings.solo_draws_look_ahead``)."""

    def look_ahead(
        self,
        state: GameState,
        rng: random.Random,
        deadline: float | None,
        seeds: int | None = None,
    ) -> Action:
        """The action for the seat to move, alone, chosen by the ``time.thread_time()``
        ``deadline`` if there is one (None: no limit), on ``seeds`` seeds (None: the
        heuristics' own number)."""


@runtime_checkable
class SeatsJudgement(Protocol):
    """Heuristics with their own judgement of where a tree search's rollout stops (e.g. a
    learned evaluation of each seat's observation); without it the tree takes the
    heuristic lead (``margins``)."""

    def judge_seats(self, state: GameState) -> list[float]:
        """How far each seat is expected to finish ahead of the best other seat, in the
        game's points."""


def judgement_of(heuristics: object) -> Judgement | None:
    """The heuristics' own judgement, if they have one.

    Takes ``object``: narrowed from ``Heuristics``, mypy finds the two protocols'
    intersection empty and mypyc would compile the result as always None.
    """
    return heuristics if isinstance(heuristics, Judgement) else None


def seats_judgement_of(heuristics: object) -> SeatsJudgement | None:
    """The heuristics' judgement of every seat where a rollout stops, if they have one
    (``object``: as ``judgement_of``)."""
    return heuristics if isinstance(heuristics, SeatsJudgement) else None


def playout_judgement_of(heuristics: object) -> PlayoutJudgement | None:
    """The heuristics' judgement of a playout cut short, if they have one (``object``: as
    ``judgement_of``)."""
    return heuristics if isinstance(heuristics, PlayoutJudgement) else None


def look_ahead_of(heuristics: object) -> LookAhead | None:
    """The heuristics' solo look-ahead, if they have one (``object``: as
    ``judgement_of``)."""
    return heuristics if isinstance(heuristics, LookAhead) else None


_MODULES = {
    "puerto-rico": "eurotable.bots.puerto_rico",
    "russian-railroads": "eurotable.bots.russian_railroads",
    "shipyard": "eurotable.bots.shipyard",
}


def heuristics_for(game: str) -> Heuristics | None:
    """The heuristics of ``game``, or None when it has none yet."""
    module = _MODULES.get(game)
    if module is None:
        return None
    found: Heuristics = import_module(module).HEURISTICS
    return found


def margins(heuristics: Heuristics, state: GameState) -> list[float]:
    """Each seat's value minus the best other seat's (what a competitor maximises)."""
    values = heuristics.values(state)
    if len(values) == 1:
        return values
    ranked = sorted(values, reverse=True)
    return [v - (ranked[1] if v == ranked[0] else ranked[0]) for v in values]
