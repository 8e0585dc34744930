"""Rich tables for the command line: results, games, data entries, selfplay and bench.

Text that comes from games or users goes in as ``Text``, so brackets are never markup.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from rich.markup import escape
from rich.table import Table
from rich.text import Text

from eurotable.bench import BenchReport
from eurotable.core.game import DataEntry, GameSpec
from eurotable.core.result import Result
from eurotable.selfplay import SelfplaySummary


def player_counts(counts: Sequence[int]) -> str:
    """``2–5`` for a run of three or more counts, ``2 or 4``, ``2, 4 or 6`` otherwise."""
    ordered = sorted(counts)
    if len(ordered) > 2 and ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"{ordered[0]}–{ordered[-1]}"
    texts = [str(count) for count in ordered]
    return " or ".join([", ".join(texts[:-1]), texts[-1]] if len(texts) > 1 else texts)


def result_table(result: Result, names: Sequence[str]) -> Table:
    """Places, scores, every breakdown part and the tie-break, best place first."""
    parts: dict[str, None] = {}
    for breakdown in result.breakdown:
        parts.update(dict.fromkeys(breakdown))
    table = Table(title="Result")
    table.add_column("Place", justify="right")
    table.add_column("Player")
    table.add_column("Score", justify="right", style="bold")
    for part in parts:
        table.add_column(Text(part), justify="right")
    table.add_column("Tie-break", justify="right")
    for seat in sorted(range(len(names)), key=lambda seat: (result.places[seat], seat)):
        breakdown = result.breakdown[seat]
        table.add_row(
            str(result.places[seat]),
            Text(names[seat]),
            str(result.scores[seat]),
            *(str(breakdown.get(part, 0)) for part in parts),
            str(result.tiebreak[seat]),
        )
    return table


def games_table(specs: Sequence[GameSpec]) -> Table:
    """Every registered game with its capabilities."""
    table = Table(title="Games")
    for column in ("Name", "Title", "Players", "Hidden info", "Options", "Editions", "Variants"):
        table.add_column(column)
    for spec in specs:
        caps = spec.capabilities
        options = "\n".join(
            f"{option.name}={json.dumps(option.default)}: {option.help}" for option in caps.options
        )
        table.add_row(
            Text(spec.name),
            Text(spec.title),
            player_counts(caps.player_counts),
            "yes" if caps.hidden_information else "no",
            Text(options or "-"),
            Text(", ".join(caps.editions) or "-"),
            Text(", ".join(caps.variants) or "-"),
        )
    return table


def data_table(entries: Sequence[DataEntry]) -> Table:
    """Component data with its confidence and source."""
    table = Table(title="Component data not confirmed")
    for column in ("Game", "Key", "Value", "Confidence", "Source"):
        table.add_column(column)
    for entry in entries:
        cells = (entry.game, entry.key, json.dumps(entry.value), entry.confidence, entry.source)
        table.add_row(*(Text(cell) for cell in cells))
    return table


def selfplay_table(summary: SelfplaySummary, bots: Sequence[str]) -> Table:
    """Wins, win rate and mean score per seat."""
    table = Table(
        title=escape(f"{summary.game}, {summary.players} players, {summary.games} games"),
        caption=f"mean decisions per game: {summary.mean_decisions:.1f}",
    )
    for column in ("Seat", "Bot", "Wins", "Win rate", "Mean score"):
        table.add_column(column, justify="left" if column == "Bot" else "right")
    games = max(summary.games, 1)
    for seat, bot in enumerate(bots):
        table.add_row(
            str(seat + 1),
            Text(bot),
            f"{summary.wins[seat]:g}",
            f"{summary.wins[seat] / games:.1%}",
            f"{summary.mean_scores[seat]:.2f}",
        )
    return table


def bench_table(report: BenchReport) -> Table:
    """Counts, times and rates of a benchmark run."""
    table = Table(title=escape(f"{report.game}, {report.players} players"))
    for column in ("Measure", "Count", "Seconds", "Per second"):
        table.add_column(column, justify="left" if column == "Measure" else "right")
    rows = (
        ("games", report.games, report.playout_seconds, report.games_per_sec),
        ("decisions", report.decisions, report.playout_seconds, report.decisions_per_sec),
        ("clones", report.clones, report.clone_seconds, report.clones_per_sec),
    )
    for measure, count, seconds, rate in rows:
        table.add_row(measure, str(count), f"{seconds:.2f}", f"{rate:,.1f}")
    return table
