"""Labels and accuracy from the drop in the chance to win (chosen against best).

A decision's drop is the best action's chance to win minus the chosen action's, in
percentage points (0 to 100). Its accuracy is lichess's curve,
``103.1668 * exp(-0.04354 * drop) - 3.1669`` held within [0, 100]: 100 for the best
action, about 64 for a 10-point drop, 40 for 20, 25 for 30. A player's accuracy is the
mean of its decisions' accuracies (decisions with a single legal action are not
decisions and count for nothing).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Literal

from eurotable.analysis.settings import Thresholds

Label = Literal["inaccuracy", "mistake", "blunder"]

LABELS: tuple[Label, ...] = ("inaccuracy", "mistake", "blunder")


def label(drop: float, thresholds: Thresholds) -> Label | None:
    """The label of a drop of ``drop`` points: the worst whose threshold it reaches."""
    if drop >= thresholds.blunder:
        return "blunder"
    if drop >= thresholds.mistake:
        return "mistake"
    if drop >= thresholds.inaccuracy:
        return "inaccuracy"
    return None


def move_accuracy(drop: float) -> float:
    """The accuracy (0–100) of one decision that dropped ``drop`` points."""
    return min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * drop) - 3.1669))


def accuracy(drops: Sequence[float]) -> float | None:
    """A player's accuracy: the mean of its decisions' accuracies (None without any)."""
    if not drops:
        return None
    return sum(move_accuracy(drop) for drop in drops) / len(drops)
