"""A finished game's analysis: every decision judged (``analyse_decision``, a pure
function of the record, the decision's index, the budget and the seed, which a worker
process can run alone), and the whole game's summary (``analyse``): labels, accuracy
per player, key moments and each seat's chance to win decision by decision."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from eurotable.analysis.decisions import CannotAnalyse, Moment, finished_spec, moments
from eurotable.analysis.labels import LABELS, Label, accuracy, label, move_accuracy
from eurotable.analysis.search import evaluate
from eurotable.analysis.settings import settings_for
from eurotable.bots.heuristics import heuristics_for
from eurotable.core.game import GameSpec
from eurotable.core.record import Record
from eurotable.core.rng import derive_seed
from eurotable.i18n import _

KEY_MOMENTS = 3
"""Key moments per player: its largest drops."""


@dataclass(frozen=True, slots=True)
class DecisionAnalysis:
    """One decision: its entry's index in the record's actions, the seat, the chosen and
    the best action with the seat's chance to win (0–1) and margin after each, the drop
    (percentage points), its label and accuracy, every seat's chance to win after the
    chosen action (as the deciding seat sees it), the legal actions' count and the
    draws each figure stands on."""

    index: int
    seat: int
    action: str
    best: str
    win_chance_after: float
    margin_after: float
    best_win_chance: float
    best_margin: float
    drop: float
    label: Label | None
    accuracy: float
    win_chances: tuple[float, ...]
    legal: int
    draws: int

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "seat": self.seat,
            "action": self.action,
            "best": self.best,
            "win_chance_before": self.best_win_chance,
            "win_chance_after": self.win_chance_after,
            "label": self.label,
            "margin_after": self.margin_after,
            "best_win_chance": self.best_win_chance,
            "best_margin": self.best_margin,
            "drop": self.drop,
            "accuracy": self.accuracy,
            "win_chances": list(self.win_chances),
            "legal": self.legal,
            "draws": self.draws,
        }


_PLURALS = {"inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders"}


@dataclass(frozen=True, slots=True)
class PlayerAnalysis:
    """A player's accuracy (None without a decision), decisions and labels' counts."""

    seat: int
    name: str
    accuracy: float | None
    decisions: int
    counts: dict[str, int]

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "name": self.name,
            "accuracy": self.accuracy,
            "decisions": self.decisions,
            **{_PLURALS[kind]: self.counts[kind] for kind in LABELS},
        }


@dataclass(frozen=True, slots=True)
class Analysis:
    """A whole game's analysis, with the budget (draws per decision) and seed it used."""

    game: str
    budget: int
    seed: int
    decisions: tuple[DecisionAnalysis, ...]
    players: tuple[PlayerAnalysis, ...]
    key_moments: tuple[DecisionAnalysis, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "budget": self.budget,
            "seed": self.seed,
            "decisions": [d.to_json() for d in self.decisions],
            "players": [p.to_json() for p in self.players],
            "key_moments": [
                {"index": d.index, "seat": d.seat, "action": d.action, "best": d.best}
                | {"drop": d.drop, "label": d.label}
                for d in self.key_moments
            ],
            "chart": [
                {"index": d.index, "win_chances": list(d.win_chances)} for d in self.decisions
            ],
        }


def decision_seed(record: Record, index: int, seed: int) -> int:
    """The seed of the analysis of the decision at entry ``index`` of ``record``."""
    return derive_seed(record.seed, f"analysis:{seed}:{index}")


def default_budget(game: str) -> int:
    """The draws per decision an analysis of ``game`` makes when none is given."""
    return settings_for(game).budget


def judge(spec: GameSpec, moment: Moment, budget: int, seed: int) -> DecisionAnalysis:
    """``moment`` judged on ``budget`` draws seeded by ``seed``."""
    heuristics = heuristics_for(spec.name)
    if heuristics is None:
        raise CannotAnalyse(_("{game} cannot be analysed yet", game=spec.title))
    settings = settings_for(spec.name)
    found = evaluate(spec, heuristics, settings, moment.decision, moment.chosen, budget, seed)
    drop = 100.0 * (found.best.win_chance - found.chosen.win_chance)
    return DecisionAnalysis(
        index=moment.index,
        seat=moment.seat,
        action=found.chosen.action,
        best=found.best.action,
        win_chance_after=found.chosen.win_chance,
        margin_after=found.chosen.margin,
        best_win_chance=found.best.win_chance,
        best_margin=found.best.margin,
        drop=drop,
        label=label(drop, settings.thresholds),
        accuracy=move_accuracy(drop),
        win_chances=found.chosen.seat_chances,
        legal=found.legal,
        draws=found.chosen.draws,
    )


def _check_budget(budget: int) -> None:
    if budget < 1:
        raise CannotAnalyse(_("the budget is a number of draws: at least 1, not {n}", n=budget))


def analyse_decision(record: Record, index: int, budget: int, seed: int) -> DecisionAnalysis | None:
    """The analysis of the decision at entry ``index`` of the finished ``record`` (None
    where that entry is no decision: forced, undone, or no action)."""
    _check_budget(budget)
    spec = finished_spec(record)
    for moment in moments(record, spec):
        if moment.index == index:
            return judge(spec, moment, budget, decision_seed(record, index, seed))
        if moment.index > index:
            break
    return None


def analyse(
    record: Record,
    budget: int | None = None,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> Analysis:
    """Every decision of the finished ``record`` judged on ``budget`` draws (default: the
    game's), and the summary. ``progress(done, total)`` is told after each decision."""
    spec = finished_spec(record)
    draws = default_budget(record.game) if budget is None else budget
    _check_budget(draws)
    found = list(moments(record, spec))
    judged: list[DecisionAnalysis] = []
    for moment in found:
        judged.append(judge(spec, moment, draws, decision_seed(record, moment.index, seed)))
        if progress is not None:
            progress(len(judged), len(found))
    names = [seat.name for seat in record.seats]
    return Analysis(
        record.game, draws, seed, tuple(judged), _players(names, judged), _key_moments(judged)
    )


def _players(
    names: Sequence[str], judged: Sequence[DecisionAnalysis]
) -> tuple[PlayerAnalysis, ...]:
    summaries = []
    for seat, name in enumerate(names):
        own = [d for d in judged if d.seat == seat]
        counts: dict[str, int] = {kind: sum(1 for d in own if d.label == kind) for kind in LABELS}
        summaries.append(
            PlayerAnalysis(seat, name, accuracy([d.drop for d in own]), len(own), counts)
        )
    return tuple(summaries)


def _key_moments(judged: Sequence[DecisionAnalysis]) -> tuple[DecisionAnalysis, ...]:
    """Each seat's largest drops (at most ``KEY_MOMENTS``, none of 0), in game order."""
    chosen: list[DecisionAnalysis] = []
    for seat in sorted({d.seat for d in judged}):
        own = sorted((d for d in judged if d.seat == seat and d.drop > 0), key=lambda d: -d.drop)
        chosen.extend(own[:KEY_MOMENTS])
    return tuple(sorted(chosen, key=lambda d: d.index))
