"""How each game is analysed: the playouts' length, the narrowing, the default budget and
the labels' thresholds (docs/analysis.md gives the reasons and the measurements)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Thresholds:
    """The least drop in the chance to win, in percentage points, of each label."""

    inaccuracy: float = 10.0
    mistake: float = 20.0
    blunder: float = 30.0

    def __post_init__(self) -> None:
        if not 0 < self.inaccuracy <= self.mistake <= self.blunder:
            raise ValueError("thresholds grow: 0 < inaccuracy <= mistake <= blunder")


@dataclass(frozen=True, slots=True)
class AnalysisSettings:
    """``depth``: decisions the rule policy plays after an action before the position is
    judged (None: to the end of the game); ``narrow``: draws before the worse half of the
    actions is first dropped; ``budget``: the default draws per decision."""

    depth: int | None
    narrow: int
    budget: int
    thresholds: Thresholds = Thresholds()

    def __post_init__(self) -> None:
        if self.depth is not None and self.depth < 0:
            raise ValueError("a playout's depth cannot be negative")
        if self.narrow < 1 or self.budget < 1:
            raise ValueError("narrowing and the budget count draws: at least one")


SETTINGS: dict[str, AnalysisSettings] = {
    # One move of Puerto Rico rarely swings a 2-player game as a chess blunder does: a
    # free plantation passed up, or the wrong role, costs 5 to 25 points of the chance to
    # win, so its labels start lower; its draws are cheap, so it gets twice as many.
    "puerto-rico": AnalysisSettings(
        depth=30, narrow=4, budget=64, thresholds=Thresholds(5.0, 10.0, 20.0)
    ),
    "russian-railroads": AnalysisSettings(depth=30, narrow=4, budget=32),
    "shipyard": AnalysisSettings(depth=30, narrow=4, budget=32),
}
"""Per game: why each is so is in docs/analysis.md, "Settings and thresholds"."""


def settings_for(game: str) -> AnalysisSettings:
    """The analysis settings of ``game``; KeyError for a game that has none."""
    return SETTINGS[game]
