"""The analysis as tables for people (``eurotable analyze`` without ``--json``), in the
current language: each player's accuracy and labels, then every labelled decision."""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from rich.text import Text

from eurotable.analysis.labels import Label
from eurotable.analysis.report import Analysis
from eurotable.i18n import N_, _, n_

_LABEL_NAMES: dict[str, str] = {
    "inaccuracy": N_("inaccuracy"),
    "mistake": N_("mistake"),
    "blunder": N_("blunder"),
}


def label_name(label: Label | None) -> str:
    """A label in the current language (empty for none)."""
    return "" if label is None else _(_LABEL_NAMES[label])


def _percent(chance: float) -> str:
    return f"{100 * chance:.0f}%"


def players_table(analysis: Analysis) -> Table:
    """One row per player: accuracy, decisions judged, inaccuracies, mistakes, blunders."""
    title = n_("Analysis ({n} draw a decision)", "Analysis ({n} draws a decision)", analysis.budget)
    table = Table(title=title)
    table.add_column(_("Player"))
    table.add_column(_("Accuracy"), justify="right")
    table.add_column(_("Decisions"), justify="right")
    table.add_column(_("Inaccuracies"), justify="right")
    table.add_column(_("Mistakes"), justify="right")
    table.add_column(_("Blunders"), justify="right")
    for player in analysis.players:
        shown = "–" if player.accuracy is None else f"{player.accuracy:.1f}"
        counts = [str(player.counts[kind]) for kind in ("inaccuracy", "mistake", "blunder")]
        table.add_row(Text(player.name), shown, str(player.decisions), *counts)
    return table


def decisions_table(analysis: Analysis, names: Sequence[str]) -> Table:
    """Every labelled decision: its entry, player, the action and its chance to win, the
    best action found and its chance, the drop and the label."""
    table = Table(title=_("Inaccuracies, mistakes and blunders"))
    table.add_column("#", justify="right")
    table.add_column(_("Player"))
    table.add_column(_("Move played"))
    table.add_column(_("Chance to win"), justify="right")
    table.add_column(_("Best found"))
    table.add_column(_("Its chance"), justify="right")
    table.add_column(_("Label"))
    for decision in analysis.decisions:
        if decision.label is None:
            continue
        table.add_row(
            str(decision.index),
            Text(names[decision.seat]),
            Text(decision.action),
            _percent(decision.win_chance_after),
            Text(decision.best),
            _percent(decision.best_win_chance),
            label_name(decision.label),
        )
    return table
