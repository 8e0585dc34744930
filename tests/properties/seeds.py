"""Real material for the property tests: positions, records and action texts taken from
seeded random games of every game, player count and edition."""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass
from functools import cache
from typing import Any

from eurotable import games
from eurotable.core.game import GameSpec, GameState
from eurotable.core.record import Record, Seat

THOROUGH = os.environ.get("EUROTABLE_HYPOTHESIS") == "thorough"


def examples(count: int) -> int:
    """A test's example budget (fifty times more in the thorough profile)."""
    return count * 50 if THOROUGH else count


@dataclass(frozen=True, slots=True)
class Config:
    """One game set-up: a game, a player count and its options."""

    game: str
    players: int
    options: tuple[tuple[str, str], ...] = ()

    @property
    def spec(self) -> GameSpec:
        return games.get(self.game)

    def __str__(self) -> str:
        extra = "".join(f"-{value}" for _, value in self.options)
        return f"{self.game}-{self.players}{extra}"


CONFIGS: tuple[Config, ...] = (
    *(Config("puerto-rico", n) for n in (2, 3, 4, 5)),
    *(Config("russian-railroads", n) for n in (2, 3, 4)),
    *(Config("shipyard", n) for n in (1, 2, 3, 4)),
    *(Config("shipyard", n, (("edition", "first"),)) for n in (2, 3, 4)),
    Config("shipyard", 3, (("contracts", "advanced"), ("employees", "random"))),
)
GAMES: tuple[str, ...] = ("puerto-rico", "russian-railroads", "shipyard")
GAMES_SEEDS = (1, 2)
SAMPLES_PER_GAME = 24


def new_game(config: Config, seed: int) -> GameState:
    return config.spec.new_game(config.players, dict(config.options), seed)


@cache
def played(config: Config, seed: int) -> tuple[str, ...]:
    """The action texts of a seeded random game, to its end."""
    state = new_game(config, seed)
    chooser = random.Random(seed * 1009 + config.players)
    texts = []
    while not state.is_over:
        legal = state.legal_actions()
        action = legal[chooser.randrange(len(legal))]
        texts.append(str(action))
        state.apply(action)
    return tuple(texts)


@cache
def _positions(config: Config) -> tuple[str, ...]:
    found = []
    for seed in GAMES_SEEDS:
        texts = played(config, seed)
        state = new_game(config, seed)
        every = max(1, len(texts) // SAMPLES_PER_GAME)
        for index, text in enumerate(texts):
            if index % every == 0:
                found.append(json.dumps(state.to_json()))
            state.apply(config.spec.parse_action(text))
        found.append(json.dumps(state.to_json()))  # the game is over
    return tuple(found)


def positions(config: Config) -> list[dict[str, Any]]:
    """Real positions (JSON) along two seeded random games, the final ones included."""
    return [json.loads(text) for text in _positions(config)]


def record(config: Config, seed: int) -> dict[str, Any]:
    """The record (JSON) of a seeded random game."""
    state = new_game(config, seed)
    return Record(
        game=config.game,
        options=dict(state.options),
        seed=seed,
        seats=[Seat(f"p{i}", "bot:random") for i in range(config.players)],
        actions=list(played(config, seed)),
    ).to_json()


@cache
def vocabulary(game: str) -> tuple[str, ...]:
    """Every action text seen in the seeded games of ``game`` (sorted)."""
    texts: set[str] = set()
    for config in CONFIGS:
        if config.game == game:
            for seed in GAMES_SEEDS:
                texts.update(played(config, seed))
    return tuple(sorted(texts))


@cache
def words(game: str) -> tuple[str, ...]:
    """Every word of those action texts."""
    return tuple(sorted({w for text in vocabulary(game) for w in text.split(" ")}))
