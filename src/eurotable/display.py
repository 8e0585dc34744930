"""Rich tables for the command line: results, games, data entries, selfplay and bench;
a solo result's place on the rulebook's table.

Text that comes from games or users goes in as ``Text``, so brackets are never markup.
The tables players read (results, games) are in the current language; the tables of the
research tools (data, selfplay, bench, tournaments) stay English.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from rich.markup import escape
from rich.table import Table
from rich.text import Text

from eurotable.bench import BenchReport
from eurotable.core.game import DataEntry, GameSpec
from eurotable.core.options import Options, OptionSpec, OptionValue
from eurotable.core.result import Result
from eurotable.i18n import _, join_list, join_or, n_, tr
from eurotable.selfplay import SelfplaySummary
from eurotable.tournament.standings import Standing


def player_counts(counts: Sequence[int]) -> str:
    """``2–5`` for a run of three or more counts, ``2 or 4``, ``2, 4 or 6`` otherwise."""
    ordered = sorted(counts)
    if len(ordered) > 2 and ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"{ordered[0]}–{ordered[-1]}"
    return join_or([str(count) for count in ordered])


def result_table(
    result: Result, names: Sequence[str], labels: Mapping[str, str] | None = None
) -> Table:
    """One column per player, best place first; rows: place, score, its parts (named by
    ``labels``, the game's score categories), tie-break. Alone there are no place and no
    tie-break rows: they only rank players against each other."""
    labels = labels or {}
    order = sorted(range(len(names)), key=lambda seat: (result.places[seat], seat))
    parts: dict[str, None] = {}
    for breakdown in result.breakdown:
        parts.update(dict.fromkeys(breakdown))
    table = Table(title=_("Result"))
    table.add_column("")
    for seat in order:
        table.add_column(Text(names[seat]), justify="right")
    ranked = len(names) > 1
    if ranked:
        table.add_row(_("Place"), *(str(result.places[seat]) for seat in order), style="bold")
    table.add_row(_("Score"), *(str(result.scores[seat]) for seat in order), style="bold")
    for part in parts:
        label = Text(labels.get(part, part))
        table.add_row(label, *(str(result.breakdown[seat].get(part, 0)) for seat in order))
    if ranked:
        table.add_row(_("Tie-break"), *(str(result.tiebreak[seat]) for seat in order))
    return table


SoloStep = tuple[int, str]
"""A step of a rulebook's solo table: the points it starts at and its title."""


def solo_steps(spec: GameSpec, options: Options) -> list[SoloStep]:
    """The rulebook's solo table (``solo_results`` in the game's components), lowest step
    first, titles in the current language; ``[]`` when the game has none."""
    rows = spec.components(options).get("solo_results", [])
    return sorted((int(row["vp"]), str(row["name"])) for row in rows)


def _step(points: int, steps: Sequence[SoloStep]) -> int | None:
    """The index of the highest step ``points`` reach, or ``None`` below the table."""
    reached = [index for index, (start, _title) in enumerate(steps) if points >= start]
    return reached[-1] if reached else None


def _band(steps: Sequence[SoloStep], index: int) -> str:
    """``60–79`` up to the next step, ``95+`` for the last."""
    start = steps[index][0]
    return f"{start}–{steps[index + 1][0] - 1}" if index + 1 < len(steps) else f"{start}+"


def solo_standing(points: int, steps: Sequence[SoloStep]) -> str:
    """A solo game's result in one sentence: the score and where it stands on the table."""
    if not steps:
        return _("Solo result: {points} points.", points=points)
    index = _step(points, steps)
    if index is None:
        start, title = steps[0]
        return _(
            "Solo result: {points} VP, below the rulebook's table (it starts at {start} VP: "
            "{title}).",
            points=points,
            start=start,
            title=title,
        )
    return _(
        "Solo result: {points} VP, {title} on the rulebook's table ({band} VP).",
        points=points,
        title=steps[index][1],
        band=_band(steps, index),
    )


def solo_tally(points: Sequence[int], steps: Sequence[SoloStep]) -> list[str]:
    """How many of these solo scores reached each step of the table, one line per step
    (the first line for those below it)."""
    if not steps:
        return []
    reached = [_step(score, steps) for score in points]
    below = reached.count(None)
    lines = [
        n_(
            "Below the rulebook's solo table ({start} VP): {n} game",
            "Below the rulebook's solo table ({start} VP): {n} games",
            below,
            start=steps[0][0],
        )
    ]
    for index, (_start, title) in enumerate(steps):
        lines.append(
            n_(
                "{title} ({band} VP): {n} game",
                "{title} ({band} VP): {n} games",
                reached.count(index),
                title=title,
                band=_band(steps, index),
            )
        )
    return lines


def _values(option: OptionSpec) -> list[OptionValue] | None:
    """The values an option takes (``None``: any integer)."""
    if option.kind == "choice":
        return list(option.choices)
    return [False, True] if option.kind == "bool" else None


def game_json(spec: GameSpec) -> dict[str, Any]:
    """What ``game_table`` shows, as data: names and values as the CLI takes them, texts
    for people in the current language."""
    caps = spec.capabilities
    return {
        "name": spec.name,
        "title": tr(spec.title),
        "players": list(caps.player_counts),
        "hidden_information": caps.hidden_information,
        "solo": caps.solo,
        "editions": [tr(edition) for edition in caps.editions],
        "variants": [tr(variant) for variant in caps.variants],
        "options": [
            {
                "name": option.name,
                "kind": option.kind,
                "values": _values(option),
                "default": option.default,
                "help": tr(option.help),
                "players": {value: list(counts) for value, counts in option.player_counts},
            }
            for option in caps.options
        ],
        "notes": [tr(note) for note in caps.notes],
    }


def game_table(spec: GameSpec) -> Table:
    """One game's capabilities, one per row."""
    caps = spec.capabilities
    table = Table(title=Text(f"{tr(spec.title)} ({spec.name})"), show_header=False)
    table.add_column(_("Capability"), style="bold")
    table.add_column(_("Value"))
    yes, no = _("yes"), _("no")
    table.add_row(_("Players"), player_counts(caps.player_counts))
    table.add_row(_("Hidden information"), yes if caps.hidden_information else no)
    table.add_row(_("Solo"), yes if caps.solo else no)
    table.add_row(_("Editions"), Text(join_list([tr(e) for e in caps.editions]) or "-"))
    table.add_row(_("Variants"), Text("\n".join(tr(v) for v in caps.variants) or "-"))
    options = [
        f"{option.name}={json.dumps(option.default)} ({option.kind}): {tr(option.help)}"
        for option in caps.options
    ]
    table.add_row(_("Options"), Text("\n".join(options) or "-"))
    if caps.notes:
        table.add_row(_("Notes"), Text("\n".join(tr(note) for note in caps.notes)))
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
    """Wins, win rate and mean score per seat (a solo game: the mean score only)."""
    table = Table(
        title=escape(f"{summary.game}, {summary.players} players, {summary.games} games"),
        caption=f"mean decisions per game: {summary.mean_decisions:.1f}",
    )
    solo = summary.players == 1
    columns = (
        ("Seat", "Bot", "Mean score") if solo else ("Seat", "Bot", "Wins", "Win rate", "Mean score")
    )
    for column in columns:
        table.add_column(column, justify="left" if column == "Bot" else "right")
    games = max(summary.games, 1)
    for seat, bot in enumerate(bots):
        wins = [f"{summary.wins[seat]:g}", f"{summary.wins[seat] / games:.1%}"]
        mean = f"{summary.mean_scores[seat]:.2f}"
        table.add_row(str(seat + 1), Text(bot), *([] if solo else wins), mean)
    return table


def bench_table(report: BenchReport) -> Table:
    """Counts, times and rates of a benchmark run."""
    build = "compiled (mypyc)" if report.compiled else "pure Python"
    table = Table(title=escape(f"{report.game}, {report.players} players, {build}"))
    for column in ("Measure", "Count", "Seconds", "Per second"):
        table.add_column(column, justify="left" if column == "Measure" else "right")
    rows = (
        ("games", report.games, report.playout_seconds, report.games_per_sec),
        ("decisions", report.decisions, report.playout_seconds, report.decisions_per_sec),
        ("clones", report.clones, report.clone_seconds, report.clones_per_sec),
        ("environment steps", report.env_steps, report.env_seconds, report.env_steps_per_sec),
    )
    for measure, count, seconds, rate in rows:
        table.add_row(measure, str(count), f"{seconds:.2f}", f"{rate:,.1f}")
    if report.ismcts_iterations_per_sec is not None:
        table.add_row("ismcts iterations", "", "", f"{report.ismcts_iterations_per_sec:,.1f}")
    return table


def standings_table(rows: Sequence[Standing], title: str) -> Table:
    """The tournament table: one row per bot."""
    table = Table(title=title)
    for header in ("Bot", "Games", "Wins", "Win rate", "95% interval", "Mean score", "Rating"):
        table.add_column(header, justify="left" if header == "Bot" else "right")
    for row in rows:
        low, high = row.interval
        table.add_row(
            Text(row.bot),
            str(row.games),
            f"{row.wins:g}",
            f"{row.win_rate:.1%}",
            f"{low:.1%} – {high:.1%}",
            f"{row.mean_score:.1f}",
            f"{row.rating_mu:.1f} ± {row.rating_sigma:.1f}",
        )
    return table
