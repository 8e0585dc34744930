"""The tournament table: wins (shared first places split), win rates with 95% confidence
intervals, mean scores and an OpenSkill (Plackett-Luce) rating per bot."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

from eurotable.tournament.jobs import Played

_Z95 = 1.959963984540054


@dataclass(slots=True)
class Standing:
    """One bot's record over every seat it held; a game with k seats counts k times."""

    bot: str
    games: int = 0
    wins: float = 0.0
    score_total: int = 0
    rating_mu: float = 0.0
    rating_sigma: float = 0.0
    wins_by_game: list[float] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def mean_score(self) -> float:
        return self.score_total / self.games if self.games else 0.0

    @property
    def standard_error(self) -> float:
        """Of the win rate, from the spread of the per-seat wins."""
        n = len(self.wins_by_game)
        if n < 2:
            return 0.0
        mean = self.win_rate
        variance = sum((w - mean) ** 2 for w in self.wins_by_game) / (n - 1)
        return math.sqrt(variance / n)

    @property
    def interval(self) -> tuple[float, float]:
        """The Wilson score 95% interval of the win rate (sound also at 0% and 100%)."""
        n = self.games
        if n == 0:
            return 0.0, 1.0
        p, z2 = self.win_rate, _Z95**2
        centre = (p + z2 / (2 * n)) / (1 + z2 / n)
        half = _Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
        return max(0.0, centre - half), min(1.0, centre + half)

    def to_json(self) -> dict[str, Any]:
        low, high = self.interval
        return {
            "games": self.games,
            "wins": self.wins,
            "win_rate": self.win_rate,
            "win_rate_ci95": [low, high],
            "mean_score": self.mean_score,
            "rating": {"mu": self.rating_mu, "sigma": self.rating_sigma},
        }


def standings(outcomes: Iterable[Played]) -> list[Standing]:
    """Every bot's standing, best win rate first (ties: by name)."""
    table: dict[str, Standing] = {}
    model = PlackettLuce()
    ratings: dict[str, Any] = {}
    for played in outcomes:
        result = played.result
        winners = result.places.count(1)
        places: dict[str, list[int]] = {}
        for seat, bot in enumerate(played.job.lineup):
            standing = table.setdefault(bot, Standing(bot))
            share = 1.0 / winners if result.places[seat] == 1 else 0.0
            standing.games += 1
            standing.wins += share
            standing.wins_by_game.append(share)
            standing.score_total += result.scores[seat]
            places.setdefault(bot, []).append(result.places[seat])
        if len(places) > 1:
            bots = sorted(places)
            teams = [[ratings.setdefault(bot, model.rating(name=bot))] for bot in bots]
            ranks = [sum(places[bot]) / len(places[bot]) for bot in bots]
            for bot, (rated,) in zip(bots, model.rate(teams, ranks=ranks), strict=True):
                ratings[bot] = rated
    for bot, rated in ratings.items():
        table[bot].rating_mu = rated.mu
        table[bot].rating_sigma = rated.sigma
    return sorted(table.values(), key=lambda s: (-s.win_rate, s.bot))
