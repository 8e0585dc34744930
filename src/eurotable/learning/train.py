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
   does not grow with the number of games) and choose the penalty on the validation
   games; or (``--model trees``) boost regression trees on the vectors and the lead,
   which keeps every training position in memory (4 bytes an input), and keep the number
   of trees the validation games choose. Report the test games' error and how often the
   sign of the prediction told the winner, beside the same figures for the hand-written
   heuristics' lead.
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
from eurotable.learning import evaluation, trees
from eurotable.learning.evaluation import Evaluation, LinearEvaluation, TreeEvaluation
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

MODELS = ("linear", "trees")
"""The kinds of model ``train-eval`` fits: a ridge regression on the inputs, or
gradient-boosted trees on the inputs and the lead (``eurotable.learning.trees``)."""

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
    model: str = "linear"
    """The kind of model: ``linear`` (ridge regression) or ``trees`` (``MODELS``)."""

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
        if self.model != "linear":
            words += ["--model", self.model]
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
    """What training found: the chosen ridge penalty (a linear model) or number of trees,
    the validation error of each choice tried (trees: of the one kept), the test figures
    of the model and of the heuristics' lead, and the model itself."""

    model: Evaluation
    choice: float | int
    validation: dict[str, Score]
    test: Score
    heuristic: Score
    train_positions: int
    inputs_used: int

    def to_json(self) -> dict[str, Any]:
        chosen = "trees" if isinstance(self.model, TreeEvaluation) else "penalty"
        return {
            chosen: self.choice,
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


def _predicted(plan: Plan, model: Evaluation, inputs: Matrix, leads: Matrix) -> Matrix:
    """The final margins (scores) the model foresees."""
    if isinstance(model, LinearEvaluation):
        found = inputs @ model.weights + model.bias
    else:
        pairs = zip(inputs, leads, strict=True)
        found = np.array([model.predict(row, lead) for row, lead in pairs])
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


def _screened(plan: Plan, progress: Progress) -> Iterator[tuple[npt.NDArray[np.intp], Positions]]:
    """The training games' positions, each with the inputs the model may use: those the
    first ``SCREEN`` games varied in and ``plan.skip`` allows."""
    allowed = _allowed(plan)
    early: list[Positions] = []
    columns: npt.NDArray[np.intp] | None = None
    for count, record in enumerate(play(plan, plan.seeds("train")), 1):
        found = positions(record)
        progress(f"train game {count}/{plan.games}")
        if columns is not None:
            yield columns, found
            continue
        early.append(found)
        if len(early) < min(SCREEN, plan.games):
            continue
        varied = np.concatenate([p.inputs for p in early]).std(axis=0) > 0
        columns = np.flatnonzero(varied & allowed)
        for screened in early:
            yield columns, screened
        early.clear()


@dataclass(frozen=True, slots=True)
class _Fitted:
    model: Evaluation
    choice: float | int
    validation: dict[str, Score]
    positions: int
    inputs: int


def _fit_linear(plan: Plan, size: int, held: list[Positions], progress: Progress) -> _Fitted:
    sums: _Sums | None = None
    for columns, found in _screened(plan, progress):
        sums = sums or _Sums(columns)
        sums.add(found.inputs, _learned(plan, found))
    if sums is None:
        raise ValueError("train on at least one game")
    fitted = fit(sums)
    models = {p: fitted.model(p, size, plan.residual) for p in PENALTIES}
    inputs, targets, leads = _stack(held, size)
    validation = {
        str(penalty): score(_predicted(plan, model, inputs, leads), targets, plan.players == 1)
        for penalty, model in models.items()
    }
    if held:
        penalty = min(PENALTIES, key=lambda p: validation[str(p)].rmse)
    else:
        penalty, validation = PENALTIES[len(PENALTIES) // 2], {}
    return _Fitted(models[penalty], penalty, validation, sums.count, len(fitted.used))


def _rows(found: Positions, columns: npt.NDArray[np.intp]) -> npt.NDArray[np.float32]:
    """The trees' inputs of a game's positions: the chosen entries, then the lead."""
    return np.column_stack([found.inputs[:, columns], found.leads]).astype(np.float32)


def _fit_trees(plan: Plan, size: int, held: list[Positions], progress: Progress) -> _Fitted:
    rows: list[npt.NDArray[np.float32]] = []
    learned: list[Matrix] = []
    columns = np.zeros(0, dtype=np.intp)
    for columns, found in _screened(plan, progress):
        rows.append(_rows(found, columns))
        learned.append(_learned(plan, found))
    if not rows:
        raise ValueError("train on at least one game")
    inputs = np.concatenate(rows)
    rows.clear()
    targets = np.concatenate(learned)
    held_rows = np.concatenate([_rows(p, columns) for p in held]) if held else inputs[:0]
    held_targets = np.concatenate([_learned(plan, p) for p in held]) if held else targets[:0]
    progress(f"boosting trees on {len(targets)} positions")
    model, rounds = trees.fit(
        inputs, targets, held_rows, held_targets, columns, size, plan.seed, plan.residual
    )
    validation: dict[str, Score] = {}
    if held:
        vectors, truth, leads = _stack(held, size)
        predicted = _predicted(plan, model, vectors, leads)
        validation[str(rounds)] = score(predicted, truth, plan.players == 1)
    return _Fitted(model, rounds, validation, len(targets), len(columns) + 1)


def train(plan: Plan, progress: Progress = _quiet) -> Report:
    """Play, fit, validate and test as the module says; nothing is written."""
    size = len(_allowed(plan))
    held = [positions(r) for r in play(plan, plan.seeds("validation"))]
    progress(f"validation: {sum(len(p.targets) for p in held)} positions")
    fitting = _fit_trees if plan.model == "trees" else _fit_linear
    fitted = fitting(plan, size, held, progress)
    tested = [positions(r) for r in play(plan, plan.seeds("test"))]
    inputs, targets, leads = _stack(tested, size)
    progress(f"test: {len(targets)} positions")
    solo = plan.players == 1
    return Report(
        fitted.model,
        fitted.choice,
        fitted.validation,
        score(_predicted(plan, fitted.model, inputs, leads), targets, solo),
        score(leads, targets, solo),
        fitted.positions,
        fitted.inputs,
    )


def write(plan: Plan, report: Report, path: Path) -> None:
    """Write the model into ``path``, keeping the file's models for other keys."""
    models: dict[str, Evaluation] = {}
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
