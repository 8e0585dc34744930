"""One decision evaluated from its seat's observation: every legal action judged on the
same determinized draws (common random numbers), the chosen one always among them.

An iteration is a *draw*: one determinization of the seat's observation by the game's
sampler (``GameSpec.determinize``, never the hidden truth) and one seed for the rule
policy. On that draw every action still in the running is played on a copy, the game is
played on by the game's fast rule policy (``Heuristics.rollout_action``) for the game's
``depth`` decisions (``settings``) or to its end, and every seat's outcome is read there:
its chance to win (1, 1/k for a first place shared by k, 0 at the end; where the playout
stops, the logistic of its heuristic lead over the best other seat, or of the
heuristics' own judgement of it (``SeatsJudgement``), by the game's ``lead_scale``) and
its margin (final score minus the best other seat's, or that lead; alone, the score
itself, and a chance of score / ``SOLO_SCALE``, as the bots' search scales a solo game).

The search: after ``narrow`` draws, and again each time the draws double, the worse
half of the actions still in the running is dropped (at least two stay), except the
chosen action, which is judged on every draw. The action with the highest mean chance
to win among those judged on every draw is the search's best (ties: the higher mean
margin, then the earlier legal action). Then the chosen action and that best are judged
again, on as many fresh draws, both on the same ones: the best of many noisy means
flatters itself, and figures from draws that did not pick it do not. The figures
reported are those of the fresh draws; where the chosen action scores at least as well
there, it is the best (its drop is 0).

Everything is a function of the decision, the chosen action, the budget and the seed:
the same on any machine, and blind to what the seat cannot see.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from eurotable.analysis.settings import AnalysisSettings
from eurotable.bots.base import Decision
from eurotable.bots.heuristics import Heuristics, margins, seats_judgement_of
from eurotable.bots.ismcts import SOLO_SCALE
from eurotable.core.game import GameSpec, GameState


@dataclass(frozen=True, slots=True)
class ActionValue:
    """What the draws say of one action: the deciding seat's mean chance to win and mean
    margin after it, every seat's mean chance to win, and on how many draws."""

    action: str
    win_chance: float
    margin: float
    seat_chances: tuple[float, ...]
    draws: int


@dataclass(frozen=True, slots=True)
class Evaluation:
    """One decision's chosen action and the best one found, and how many were legal."""

    chosen: ActionValue
    best: ActionValue
    legal: int


class _Totals:
    __slots__ = ("chances", "draws", "margin")

    def __init__(self, players: int) -> None:
        self.chances = [0.0] * players
        self.margin = 0.0
        self.draws = 0

    def record(self, chances: list[float], margin: float) -> None:
        self.draws += 1
        self.margin += margin
        for seat, chance in enumerate(chances):
            self.chances[seat] += chance

    def add(self, other: _Totals) -> None:
        self.draws += other.draws
        self.margin += other.margin
        for seat, chance in enumerate(other.chances):
            self.chances[seat] += chance


def evaluate(
    spec: GameSpec,
    heuristics: Heuristics,
    settings: AnalysisSettings,
    decision: Decision,
    chosen: str,
    draws: int,
    seed: int,
) -> Evaluation:
    """The chosen action (its notation, one of ``decision.legal``) and the best legal
    action of ``decision`` judged on ``draws`` draws seeded by ``seed``."""
    if draws < 1:
        raise ValueError("an evaluation needs at least one draw")
    texts = [str(action) for action in decision.legal]
    if chosen not in texts:
        raise ValueError(f"{chosen!r} is not a legal action of this decision")
    seat = decision.seat
    rng = random.Random(seed)
    keep = texts.index(chosen)
    found = _search(spec, heuristics, settings, decision, keep, draws, rng)
    # Fresh draws for the two compared: the search's best is the best of noisy means,
    # which flatter it; judged again on draws that did not choose it, they do not.
    pair = sorted({keep, found})
    totals = _judge(spec, heuristics, settings, decision, pair, draws, rng)
    best = found if _mean(totals[found], seat) > _mean(totals[keep], seat) else keep
    return Evaluation(
        _value(texts[keep], totals[keep], seat),
        _value(texts[best], totals[best], seat),
        len(texts),
    )


def _search(
    spec: GameSpec,
    heuristics: Heuristics,
    settings: AnalysisSettings,
    decision: Decision,
    keep: int,
    draws: int,
    rng: random.Random,
) -> int:
    """The best legal action's index after ``draws`` draws, narrowing as it goes but
    always judging the action ``keep``."""
    seat = decision.seat
    running = list(range(len(decision.legal)))
    totals: dict[int, _Totals] = {}
    narrow = settings.narrow
    done = 0
    while done < draws:
        step = min(draws, narrow) - done if len(running) > 2 else draws - done
        for index, total in _judge(
            spec, heuristics, settings, decision, running, step, rng
        ).items():
            totals.setdefault(index, _Totals(decision.players)).add(total)
        done += step
        if done == narrow and len(running) > 2:
            running.sort(key=lambda i: (-_mean(totals[i], seat), i))
            kept = running[: max(2, (len(running) + 1) // 2)]
            running = sorted(kept if keep in kept else [*kept, keep])
            narrow *= 2
    return min(running, key=lambda i: (-_mean(totals[i], seat), -totals[i].margin, i))


def _judge(
    spec: GameSpec,
    heuristics: Heuristics,
    settings: AnalysisSettings,
    decision: Decision,
    indices: list[int],
    draws: int,
    rng: random.Random,
) -> dict[int, _Totals]:
    """The legal actions at ``indices`` judged on the same ``draws`` draws."""
    texts = [str(action) for action in decision.legal]
    totals = {index: _Totals(decision.players) for index in indices}
    for _ in range(draws):
        world = spec.determinize(decision.observation, rng)
        world.events = None
        policy_seed = rng.getrandbits(64)
        actions = {str(action): action for action in world.legal_actions()}
        for index in indices:
            state = world.clone()
            state.apply(actions[texts[index]])
            chances, margin = _play_out(state, decision.seat, heuristics, settings, policy_seed)
            totals[index].record(chances, margin)
    return totals


def _mean(total: _Totals, seat: int) -> float:
    return total.chances[seat] / total.draws


def _value(action: str, total: _Totals, seat: int) -> ActionValue:
    n = total.draws
    return ActionValue(
        action, total.chances[seat] / n, total.margin / n, tuple(c / n for c in total.chances), n
    )


def _play_out(
    state: GameState,
    seat: int,
    heuristics: Heuristics,
    settings: AnalysisSettings,
    policy_seed: int,
) -> tuple[list[float], float]:
    """Every seat's chance to win and ``seat``'s margin once the rule policy has played
    ``settings.depth`` decisions on (or to the end)."""
    rng = random.Random(policy_seed)
    steps = 0
    while not state.is_over:
        if settings.depth is not None and steps >= settings.depth:
            return _estimate(state, seat, heuristics)
        state.apply(heuristics.rollout_action(state, rng))
        steps += 1
    return _final(state, seat)


def _final(state: GameState, seat: int) -> tuple[list[float], float]:
    result = state.result()
    scores = [float(score) for score in result.scores]
    if state.players == 1:
        return [_solo_chance(scores[0])], scores[0]
    winners = result.places.count(1)
    chances = [1.0 / winners if place == 1 else 0.0 for place in result.places]
    return chances, _leads(scores)[seat]


def _estimate(state: GameState, seat: int, heuristics: Heuristics) -> tuple[list[float], float]:
    if state.players == 1:
        value = heuristics.values(state)[0]
        return [_solo_chance(value)], value
    judgement = seats_judgement_of(heuristics)
    leads = judgement.judge_seats(state) if judgement is not None else margins(heuristics, state)
    scale = heuristics.lead_scale
    return [1.0 / (1.0 + math.exp(-lead / scale)) for lead in leads], leads[seat]


def _leads(scores: list[float]) -> list[float]:
    ranked = sorted(scores, reverse=True)
    return [s - (ranked[1] if s == ranked[0] else ranked[0]) for s in scores]


def _solo_chance(points: float) -> float:
    return min(1.0, max(0.0, points / SOLO_SCALE))
