"""Bot-against-bot games: play them one by one and summarize wins and scores."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from eurotable.bots import bots_for_seats, decision_for, make_bot, seat_seed
from eurotable.core.errors import EurotableError
from eurotable.core.game import GameSpec
from eurotable.core.options import Options
from eurotable.core.record import Record, Seat
from eurotable.core.result import Result


class SelfplayFailure(EurotableError):
    """A game that could not be played to its end; names the game seed."""

    def __init__(self, seed: int, error: EurotableError) -> None:
        super().__init__(f"game with seed {seed} failed: {error}")
        self.seed = seed
        self.error = error

    def __reduce__(self) -> tuple[type[SelfplayFailure], tuple[int, EurotableError]]:
        # Rebuilt from its own arguments when it comes back from a worker process (the
        # default would call __init__ with the message alone).
        return SelfplayFailure, (self.seed, self.error)


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """One finished bot game: its record, its result and how many decisions it took."""

    record: Record
    result: Result

    @property
    def decisions(self) -> int:
        return len(self.record.actions)


@dataclass(frozen=True, slots=True)
class SelfplaySummary:
    """Per-seat wins (shared first places split) and mean scores over a series of games."""

    game: str
    players: int
    options: Options
    games: int
    wins: tuple[float, ...]
    mean_scores: tuple[float, ...]
    mean_decisions: float

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "games": self.games,
            "wins": list(self.wins),
            "mean_scores": list(self.mean_scores),
            "mean_decisions": self.mean_decisions,
        }


def play_bot_game(
    spec: GameSpec, players: int, options: Mapping[str, object], seed: int, bots: Sequence[str]
) -> GameOutcome:
    """One game seeded ``seed``; the bot in seat ``i`` is ``bots[i]``, seeded from the seat.

    Any ``EurotableError`` on the way is raised again as ``SelfplayFailure`` naming the seed.
    """
    try:
        names = bots_for_seats(bots, players, spec)
        state = spec.new_game(players, options, seed)
        seated = [make_bot(name, seat_seed(seed, seat), spec) for seat, name in enumerate(names)]
        record = Record(
            game=spec.name,
            options=dict(state.options),
            seed=seed,
            seats=[Seat(f"{name} {seat + 1}", f"bot:{name}") for seat, name in enumerate(names)],
        )
        state.events = None
        while not state.is_over:
            decision = decision_for(state)
            action = seated[decision.seat].choose(decision)
            state.apply(action)
            record.actions.append(str(action))
        return GameOutcome(record, state.result())
    except EurotableError as error:
        raise SelfplayFailure(seed, error) from error


def play_bot_games(
    spec: GameSpec,
    players: int,
    options: Mapping[str, object],
    bots: Sequence[str],
    games: int,
    seed: int,
) -> Iterator[GameOutcome]:
    """Games seeded ``seed``, ``seed + 1``, … one after the other.

    The bot list is checked first, so a bad list raises ``BadBot`` before any game starts.
    """
    names = bots_for_seats(bots, players, spec)
    for index in range(games):
        yield play_bot_game(spec, players, options, seed + index, names)


def summarize(
    game: str, players: int, options: Options, outcomes: Iterable[GameOutcome]
) -> SelfplaySummary:
    """Wins per seat (a first place shared by k seats counts 1/k each) and mean scores."""
    wins = [0.0] * players
    scores = [0.0] * players
    decisions = 0
    count = 0
    for outcome in outcomes:
        count += 1
        decisions += outcome.decisions
        winners = outcome.result.winners
        for seat in winners:
            wins[seat] += 1 / len(winners)
        for seat, score in enumerate(outcome.result.scores):
            scores[seat] += score
    per_game = max(count, 1)
    return SelfplaySummary(
        game=game,
        players=players,
        options=dict(options),
        games=count,
        wins=tuple(wins),
        mean_scores=tuple(total / per_game for total in scores),
        mean_decisions=decisions / per_game,
    )
