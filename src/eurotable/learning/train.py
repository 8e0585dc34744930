"""``eurotable train-eval``: learn a position evaluation from self-play.

1. Play self-play games with the tournament's back ends (local processes or Ray): the
   training seeds, then held-out validation seeds (which choose the ridge penalty) and
   test seeds (which are only reported), each range apart from the others.
2. Replay every game and, at every decision, encode the deciding seat's observation with
   the game's RL encoding (docs/rl.md: only what that seat may know); its target is what
   the game gave that seat in the end: its final score margin over the best other seat
   (alone: its final score), less the heuristics' lead of the position (``residual``,
   the default): the model learns what the hand-written value estimate misses.
3. Fit a ridge regression on the standardised vectors (from accumulated sums, so memory
   does not grow with the number of games), choose the penalty on the validation games,
   report the test games' error and how often the sign of the prediction told the winner,
   beside the same figures for the hand-written heuristics' lead.
4. Write the weights (standardisation folded in) to a versioned ``.npz`` file, merged with
   the models for other player counts already in it, with the command line and seeds.

Everything is determined by the seeds and bots (bots with time budgets excepted: use
``greedy`` or ``ismcts:Nit``).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from eurotable.bots.heuristics import heuristics_for, margins
from eurotable.core.game import GameState
from eurotable.core.options import Options, resolve_options
from eurotable.core.record import Record, start
from eurotable.games import get
from eurotable.learning import evaluation
from eurotable.learning.evaluation import LinearEvaluation
from eurotable.rl.layout import encoding_for
from eurotable.tournament.backends import run_jobs
from eurotable.tournament.jobs import Job, lineup

PENALTIES = (1e-4, 1e-3, 1e-2, 3e-2, 1e-1, 3e-1, 1.0, 3.0, 10.0)
"""Ridge penalties tried, relative to the number of positions (on standardised inputs)."""

_CONSTANT = 1e-10
"""Inputs whose variance over the training positions is below this are left out."""

SKIP = r"^(me|opp\d)\.canal\."
"""The canal systems cell by cell (about 1500 entries a seat, where each cell's meaning
depends on its neighbours): too many for a linear model and the few thousand outcomes of
a training run; the heuristics' lead already reads how far the canals reach."""

SCREEN = 20
"""Training games that choose the inputs: those that never vary in them are left out (an
observation vector has thousands of entries, most of them tile or card identities, and
the sums grow with the square of the inputs kept)."""

Matrix = npt.NDArray[np.float64]


@dataclass(frozen=True, slots=True)
class Plan:
    """What to train: the games, the bots and the three seed ranges."""

    game: str
    players: int
    options: Options
    bots: tuple[str, ...]
    games: int
    validation: int
    test: int
    seed: int
    backend: str = "local"
    workers: int = 1
    residual: bool = True
    """Learn the final margin less the heuristics' lead (else the final margin)."""
    skip: str = SKIP
    """Inputs whose names match this pattern are left out."""

    def seeds(self, part: str) -> range:
        """The seeds of ``train``, ``validation`` or ``test``, consecutive and apart."""
        first = self.seed
        for name, count in (("train", self.games), ("validation", self.validation)):
            if name == part:
                return range(first, first + count)
            first += count
        return range(first, first + self.test)

    @property
    def played(self) -> Options:
        """The options the games play (the given ones and the defaults)."""
        return resolve_options(get(self.game).capabilities.options, self.options)

    @property
    def name(self) -> str:
        """The name of the model this plan trains (``evaluation.key``)."""
        return evaluation.key(self.game, self.players, self.played)

    def command(self) -> str:
        """The command line that makes this plan."""
        words = ["eurotable", "train-eval", self.game, "--players", str(self.players)]
        for name, value in sorted(self.options.items()):
            words += ["--option", f"{name}={value}"]
        for bot in self.bots:
            words += ["--bots", bot]
        words += ["--games", str(self.games), "--validation", str(self.validation)]
        words += ["--test", str(self.test), "--seed", str(self.seed)]
        if not self.residual:
            words.append("--no-residual")
        return " ".join(words)


@dataclass(slots=True)
class _Sums:
    """Sums over positions, enough for a ridge regression on standardised inputs."""

    columns: npt.NDArray[np.intp]
    count: int = 0
    x: Matrix = field(init=False)
    xx: Matrix = field(init=False)
    xy: Matrix = field(init=False)
    y: float = 0.0
    yy: float = 0.0

    def __post_init__(self) -> None:
        size = len(self.columns)
        self.x = np.zeros(size)
        self.xx = np.zeros((size, size))
        self.xy = np.zeros(size)

    def add(self, inputs: Matrix, targets: Matrix) -> None:
        inputs = inputs[:, self.columns]
        self.count += len(targets)
        self.x += inputs.sum(axis=0)
        self.xx += inputs.T @ inputs
        self.xy += inputs.T @ targets
        self.y += float(targets.sum())
        self.yy += float(targets @ targets)


@dataclass(frozen=True, slots=True)
class Positions:
    """One game's decisions: the deciding seat's vectors, targets and heuristic leads."""

    inputs: Matrix
    targets: Matrix
    leads: Matrix


def _target(state: GameState, seat: int) -> float:
    scores = state.result().scores
    if len(scores) == 1:
        return float(scores[0])
    return float(scores[seat] - max(s for other, s in enumerate(scores) if other != seat))


def positions(record: Record) -> Positions:
    """Replay ``record``: each decision's seat vector, the seat's final target (margin or,
    alone, score) and the heuristics' lead of that seat then."""
    spec = get(record.game)
    state = start(record, spec)
    state.events = None
    encoding = encoding_for(record.game)
    heuristics = heuristics_for(record.game)
    assert heuristics is not None
    vectors: list[npt.NDArray[Any]] = []
    seats: list[int] = []
    leads: list[float] = []
    for text in record.actions:
        seat = state.current_player
        assert seat is not None
        vectors.append(encoding.encode(state.observation(seat)))
        seats.append(seat)
        leads.append(margins(heuristics, state)[seat])
        state.apply(spec.parse_action(text))
    finals = [_target(state, seat) for seat in range(state.players)]
    return Positions(
        np.asarray(vectors, dtype=np.float64),
        np.asarray([finals[seat] for seat in seats], dtype=np.float64),
        np.asarray(leads, dtype=np.float64),
    )


def _jobs(plan: Plan, seeds: range) -> list[Job]:
    seats = lineup(plan.bots, plan.players)
    jobs = []
    for index, seed in enumerate(seeds):
        turn = index % plan.players
        rotated = seats[-turn:] + seats[:-turn] if turn else seats
        jobs.append(Job(plan.game, plan.players, dict(plan.options), rotated, seed))
    return jobs


def play(plan: Plan, seeds: range) -> Iterator[Record]:
    """The records of the games of ``seeds`` (the lineup rotated from seed to seed)."""
    for played in run_jobs(_jobs(plan, seeds), plan.backend, plan.workers):
        yield played.record


@dataclass(frozen=True, slots=True)
class Fit:
    """A ridge fit: which inputs it uses, their means and spreads, and its solutions."""

    used: npt.NDArray[np.intp]
    mean: Matrix
    spread: Matrix
    target_mean: float
    count: int
    correlation: Matrix
    covariance: Matrix

    columns: npt.NDArray[np.intp]
    """Where the sums' inputs are in the whole vector."""

    def model(self, penalty: float, size: int, residual: bool) -> LinearEvaluation:
        """The model for one relative penalty, in raw-input terms."""
        system = self.correlation + penalty * np.eye(len(self.used))
        beta = np.linalg.solve(system, self.covariance)
        weights = np.zeros(size)
        where = self.columns[self.used]
        weights[where] = beta / self.spread
        bias = self.target_mean - float(weights[where] @ self.mean)
        return LinearEvaluation(weights, bias, residual)


def fit(sums: _Sums) -> Fit:
    n = max(sums.count, 1)
    mean = sums.x / n
    variance = np.diag(sums.xx) / n - mean * mean
    used = np.flatnonzero(variance > _CONSTANT)
    m, s = mean[used], np.sqrt(variance[used])
    centred = sums.xx[np.ix_(used, used)] / n - np.outer(m, m)
    y_mean = sums.y / n
    cross = sums.xy[used] / n - m * y_mean
    return Fit(used, m, s, y_mean, n, centred / np.outer(s, s), cross / s, sums.columns)


@dataclass(frozen=True, slots=True)
class Score:
    """How well predictions met the targets of held-out positions."""

    positions: int
    rmse: float
    r2: float
    sign: float | None
    """Share of positions (2+ players) where the prediction's sign told win or loss."""

    def to_json(self) -> dict[str, Any]:
        return {
            "positions": self.positions,
            "rmse": round(self.rmse, 4),
            "r2": round(self.r2, 4),
            "sign": None if self.sign is None else round(self.sign, 4),
        }


def score(predictions: Matrix, targets: Matrix, solo: bool) -> Score:
    errors = predictions - targets
    spread = float(np.var(targets)) if len(targets) else 0.0
    mse = float(np.mean(errors * errors)) if len(targets) else 0.0
    decided = targets != 0
    sign = None
    if not solo and decided.any():
        sign = float(np.mean((predictions[decided] > 0) == (targets[decided] > 0)))
    r2 = 1.0 - mse / spread if spread > 0 else 0.0
    return Score(len(targets), math.sqrt(mse), r2, sign)


@dataclass(frozen=True, slots=True)
class Report:
    """What training found: the chosen penalty, each penalty's validation error, the test
    figures of the model and of the heuristics' lead, and the model itself."""

    model: LinearEvaluation
    penalty: float
    validation: dict[str, Score]
    test: Score
    heuristic: Score
    train_positions: int
    inputs_used: int

    def to_json(self) -> dict[str, Any]:
        return {
            "penalty": self.penalty,
            "validation": {name: s.to_json() for name, s in self.validation.items()},
            "test": self.test.to_json(),
            "heuristic_test": self.heuristic.to_json(),
            "train_positions": self.train_positions,
            "inputs_used": self.inputs_used,
        }


Progress = Callable[[str], None]


def _quiet(message: str) -> None:
    pass


def _learned(plan: Plan, found: Positions) -> Matrix:
    """What the model learns of a game's positions."""
    return found.targets - found.leads if plan.residual else found.targets


def _predicted(plan: Plan, model: LinearEvaluation, inputs: Matrix, leads: Matrix) -> Matrix:
    """The final margins (scores) the model foresees."""
    found = inputs @ model.weights + model.bias
    return found + leads if plan.residual else found


def _allowed(plan: Plan) -> npt.NDArray[np.bool_]:
    names = encoding_for(plan.game).feature_names(plan.players, plan.played)
    pattern = re.compile(plan.skip)
    return np.array([not pattern.search(name) for name in names])


def _stack(found: list[Positions], size: int) -> tuple[Matrix, Matrix, Matrix]:
    if not found:
        return np.zeros((0, size)), np.zeros(0), np.zeros(0)
    return (
        np.concatenate([p.inputs for p in found]),
        np.concatenate([p.targets for p in found]),
        np.concatenate([p.leads for p in found]),
    )


def train(plan: Plan, progress: Progress = _quiet) -> Report:
    """Play, fit, validate and test as the module says; nothing is written."""
    solo = plan.players == 1
    allowed = _allowed(plan)
    size = len(allowed)
    screened: list[Positions] = []
    sums: _Sums | None = None
    for count, record in enumerate(play(plan, plan.seeds("train")), 1):
        found = positions(record)
        if sums is None:
            screened.append(found)
            if len(screened) < min(SCREEN, plan.games):
                continue
            varied = np.concatenate([p.inputs for p in screened]).std(axis=0) > 0
            sums = _Sums(np.flatnonzero(varied & allowed))
            for early in screened:
                sums.add(early.inputs, _learned(plan, early))
            screened.clear()
        else:
            sums.add(found.inputs, _learned(plan, found))
        progress(f"train game {count}/{plan.games}: {sums.count} positions")
    if sums is None:
        raise ValueError("train on at least one game")
    fitted = fit(sums)
    models = {p: fitted.model(p, size, plan.residual) for p in PENALTIES}
    held = [positions(r) for r in play(plan, plan.seeds("validation"))]
    inputs, targets, leads = _stack(held, size)
    progress(f"validation: {len(targets)} positions")
    validation: dict[str, Score] = {}
    for penalty, model in models.items():
        predicted = _predicted(plan, model, inputs, leads)
        validation[str(penalty)] = score(predicted, targets, solo)
    if held:
        penalty = min(PENALTIES, key=lambda p: validation[str(p)].rmse)
    else:
        penalty = PENALTIES[len(PENALTIES) // 2]
    model = models[penalty]
    tested = [positions(r) for r in play(plan, plan.seeds("test"))]
    inputs, targets, leads = _stack(tested, size)
    progress(f"test: {len(targets)} positions")
    return Report(
        model,
        penalty,
        validation if held else {},
        score(_predicted(plan, model, inputs, leads), targets, solo),
        score(leads, targets, solo),
        sums.count,
        len(fitted.used),
    )


def write(plan: Plan, report: Report, path: Path) -> None:
    """Write the model into ``path``, keeping the file's models for other keys."""
    models: dict[str, LinearEvaluation] = {}
    described: dict[str, Any] = {}
    if path.exists():
        old = evaluation.load(path)
        models.update(old.models)
        described.update(old.meta.get("models", {}))
    name = plan.name
    models[name] = report.model
    described[name] = {
        "command": plan.command(),
        "game": plan.game,
        "players": plan.players,
        "options": dict(plan.options),
        "bots": list(plan.bots),
        "seeds": {
            part: [plan.seeds(part).start, plan.seeds(part).stop - 1]
            for part in ("train", "validation", "test")
        },
        "target": ("final score" if plan.players == 1 else "final score margin")
        + (" less the heuristic lead" if plan.residual else ""),
        "inputs": "observation vector of the deciding seat (rl encoding)",
        "vectors": evaluation.vectors(plan.game, plan.players, plan.played),
        **report.to_json(),
    }
    evaluation.save(path, models, {"game": plan.game, "models": described})


def bots_of(names: Sequence[str]) -> tuple[str, ...]:
    return tuple(names) if names else ("greedy",)
