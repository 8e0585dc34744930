"""``ismcts``: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Every iteration draws a determinization of the bot's own observation with the game's
sampler (never the hidden truth), walks the tree by UCB among the actions available in
that determinization (availability counts), adds one node, plays a rollout to the end and
backs up every seat's reward (a win is 1, a first place shared by k seats 1/k; in a solo
game the score, scaled).

Progressive widening: a node visited n times holds at most ceil(k * n ** alpha) children,
so the many small steps of a compound turn (one colonist, one track step at a time) are
searched deep before they are searched wide. New children are tried in the order of the
rollout policy's preference when the game has heuristics, else at random.

Rollouts are uniformly random or, with ``greedy``, follow the game's fast policy. With a
cut-off, a rollout stops after a number of decisions (``depth``) or once the player to
move has changed a number of times (``turns``: 1 finishes the turn being played) and each
seat's reward is estimated from its heuristic lead over the best other seat, or the
heuristics' own judgement of it where they have one (``SeatsJudgement``: a learned
evaluation), through a logistic with the game's ``lead_scale``: far more iterations fit
in a time budget. The move
played is the most visited child of the root; equal visits are decided by the mean reward.

A ``flat`` search (``SearchSettings.flat``, opt-in per game) builds no tree: every
iteration draws one determinization and one rollout seed, plays every legal action on a
copy of it, finishes the seat's turn by the rule policy (with a ``horizon``, the other
seats' turns and the seat's own next turns too, up to the start of one of its later
turns; with ``greedy_turns`` each of those turns begins with the greedy choice) and adds
the seat's heuristic lead; the action with the best total is played.
Judging all actions on the same draws (common random numbers) keeps what a seat cannot
know, such as the other seats' hidden cards, from drowning the small differences between
moves. Alone, with ``solo_playouts`` and a time budget that large (or ``solo_draws`` and
a budget of that many iterations), it searches only where the seat's turn starts and
judges each action by the final score of the game played to its end by the greedy
choice, which also makes every other decision; with ``solo_cut``, the playout stops that
many turns on and the heuristics estimate the final score there; with
``solo_draws_look_ahead`` and a budget in draws, each turn a playout starts is begun by the
heuristics' ``look_ahead`` instead of the greedy choice (and cut at ``solo_draws_cut``,
if given); with ``solo_draws_in_turn`` too, the decisions inside the seat's turn are
searched the same way instead of being the greedy choice.
With ``solo_look_ahead`` and a shorter budget that is still that large, alone, it draws
nothing: every decision is the heuristics' ``look_ahead`` on one determinization, given
the decision's deadline.
"""

from __future__ import annotations

import math
import random
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass

from eurotable.bots.base import Bot, Decision
from eurotable.bots.greedy import greedy_choice, offered
from eurotable.bots.heuristics import (
    Heuristics,
    LookAhead,
    PlayoutJudgement,
    SearchSettings,
    TurnHeuristics,
    judgement_of,
    look_ahead_of,
    margins,
    playout_judgement_of,
    seats_judgement_of,
)
from eurotable.core.actions import Action
from eurotable.core.game import GameSpec, GameState


@dataclass(frozen=True, slots=True)
class Budget:
    """How long one decision may think: a number of iterations, milliseconds of the
    thinking thread's CPU time (not wall-clock time, so a busy machine or other games run
    side by side do not weaken the bot; on an idle core the two are the same), or both, when
    the search stops at whichever runs out first. A time budget always allows one
    iteration."""

    iterations: int | None = None
    milliseconds: float | None = None

    def __post_init__(self) -> None:
        if self.iterations is None and self.milliseconds is None:
            raise ValueError("a budget is iterations, milliseconds or both")
        if (self.iterations or 0) < 0 or (self.milliseconds or 0) < 0:
            raise ValueError("a budget cannot be negative")
        if self.iterations == 0:
            raise ValueError("a budget of iterations allows at least one")


LEVELS: dict[str, Budget] = {
    "easy": Budget(iterations=100, milliseconds=50),
    "medium": Budget(milliseconds=200),
    "hard": Budget(milliseconds=1000),
    "expert": Budget(milliseconds=5000),
}
"""Difficulty levels and their budgets per decision. Every level bounds a decision's CPU
time: ``easy``'s 100 iterations take about 10 ms in Puerto Rico and Russian Railroads, and
far longer in Shipyard, whose search begins the other seats' turns by the greedy choice."""


def parse_budget(text: str) -> Budget | None:
    """The budget a bot name gives with ``text``: a level (``LEVELS``), ``Nms`` or ``Nit``;
    None when ``text`` is none of these. A budget that allows nothing raises ValueError."""
    if text in LEVELS:
        return LEVELS[text]
    match = re.fullmatch(r"(\d+)(ms|it)", text)
    if match is None:
        return None
    amount = int(match.group(1))
    return Budget(milliseconds=amount) if match.group(2) == "ms" else Budget(iterations=amount)


PLAIN = SearchSettings()
"""Rollouts to the end of the game, exploration 0.7: the search of a game without
heuristics."""

_REPLY_LIMIT = 400
"""Decisions the other seats may play before a flat search judges an action."""

SOLO_SCALE = 150.0
"""Points that count as a perfect solo game for the search's reward."""


class _Node:
    __slots__ = ("available", "children", "reward", "visits")

    def __init__(self, players: int) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = [0.0] * players


def win_shares(state: GameState) -> list[float]:
    """1 for a sole winner, 1/k for each of k seats sharing first place, else 0. Alone
    (a solo game) the score itself is the reward, scaled into [0, 1]."""
    result = state.result()
    if state.players == 1:
        return [_solo_reward(float(result.scores[0]))]
    winners = result.places.count(1)
    return [1.0 / winners if place == 1 else 0.0 for place in result.places]


def _solo_reward(points: float) -> float:
    return min(1.0, max(0.0, points / SOLO_SCALE))


def _playout(
    state: GameState,
    seat: int,
    heuristics: TurnHeuristics,
    rng: random.Random,
    cut: tuple[int, PlayoutJudgement] | None,
    begin: tuple[LookAhead, int] | None,
) -> float:
    """``seat``'s final score once the game is played to its end by the greedy choice; with
    a ``cut`` (turns, judgement), the score the judgement expects where the seat's turn
    starts for the turns + 1-th time (the rest of the move's turn and that many whole turns
    played). With ``begin`` (look-ahead, seeds), each turn the seat starts is begun by the
    look-ahead on that many seeds instead."""
    turns = 0
    while not state.is_over:
        starts = heuristics.turn_starts(state, seat)
        if cut is not None and starts:
            if turns == cut[0]:
                return cut[1].judge_playout(state, seat)
            turns += 1
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
        elif starts and begin is not None:
            state.apply(begin[0].look_ahead(state, rng, None, begin[1]))
        else:
            state.apply(heuristics.choose(state, rng))
    return float(state.result().scores[seat])


class ISMCTSBot(Bot):
    name = "ismcts"

    def __init__(
        self,
        spec: GameSpec,
        seed: int = 0,
        budget: Budget = LEVELS["medium"],
        heuristics: Heuristics | None = None,
        greedy_rollouts: bool = False,
        settings: SearchSettings = PLAIN,
        widening: tuple[float, float] = (2.0, 0.5),
    ) -> None:
        cut = settings.depth is not None or settings.turns is not None
        if (greedy_rollouts or cut) and heuristics is None:
            raise ValueError(f"{spec.name} has no heuristics for greedy or cut-off rollouts")
        if settings.flat and not isinstance(heuristics, TurnHeuristics):
            raise ValueError(f"{spec.name} has no heuristics that know where turns end")
        if settings.flat and not greedy_rollouts:
            raise ValueError("a flat search plays on by the game's rule policy, not at random")
        self._cut: tuple[int, PlayoutJudgement] | None = None
        # Where the playouts the look-ahead begins are cut: ``solo_cut`` unless given.
        self._looked_cut: tuple[int, PlayoutJudgement] | None = None
        if settings.solo_cut is not None or settings.solo_draws_cut is not None:
            judge = playout_judgement_of(heuristics)
            if judge is None:
                raise ValueError(f"{spec.name} has no heuristics that judge a playout cut short")
            if settings.solo_cut is not None:
                self._cut = (settings.solo_cut, judge)
            looked = settings.solo_draws_cut
            self._looked_cut = self._cut if looked is None else (looked, judge)
        self._look_ahead = look_ahead_of(heuristics)
        looks = settings.solo_look_ahead is not None or settings.solo_draws_look_ahead is not None
        if looks and self._look_ahead is None:
            raise ValueError(f"{spec.name} has no heuristics that look ahead alone")
        self._begin: tuple[LookAhead, int] | None = None
        if self._look_ahead is not None and settings.solo_draws_look_ahead is not None:
            self._begin = (self._look_ahead, settings.solo_draws_look_ahead)
        self._spec = spec
        self._rng = random.Random(seed)
        self.budget = budget
        """How long a decision may think."""
        self._heuristics = heuristics
        self._greedy_rollouts = greedy_rollouts
        self.settings = settings
        """The search's cut-off and exploration."""
        self._exploration = settings.exploration
        self._widening = widening
        self._depth = settings.depth
        self._turns = settings.turns
        self._judgement = judgement_of(heuristics)
        self._seats_judgement = seats_judgement_of(heuristics)
        self.last_iterations = 0
        """Iterations run for the last searched decision (for benchmarks)."""

    def choose(self, decision: Decision) -> Action:
        if len(decision.legal) == 1:
            return decision.legal[0]
        if self.settings.flat and isinstance(self._heuristics, TurnHeuristics):
            return self._choose_flat(decision, self._heuristics)
        root = _Node(decision.players)
        iterations = 0
        deadline = self._deadline()
        while self._thinking(iterations, deadline):
            self._iterate(root, decision)
            iterations += 1
        self.last_iterations = iterations
        seat = decision.seat
        ranked = [
            (child.visits, child.reward[seat] / child.visits, -i)
            for i, a in enumerate(decision.legal)
            if (child := root.children.get(str(a))) is not None
        ]
        return decision.legal[-max(ranked)[2]]

    def _deadline(self) -> float | None:
        if self.budget.milliseconds is None:
            return None
        return time.thread_time() + self.budget.milliseconds / 1000

    def _reaches(self, least: float | None) -> bool:
        """Whether the budget is a time of at least ``least`` milliseconds (None: never)."""
        budget = self.budget.milliseconds
        return least is not None and budget is not None and budget >= least

    def _plays_out(self) -> bool:
        """Whether the budget is enough for solo playouts: a time of at least
        ``solo_playouts`` milliseconds, or, without a time, at least ``solo_draws``
        iterations."""
        return self._reaches(self.settings.solo_playouts) or self._draws_reach()

    def _draws_reach(self) -> bool:
        """Whether the budget is one in draws alone (no time) of at least ``solo_draws``."""
        least, draws = self.settings.solo_draws, self.budget.iterations
        timeless = self.budget.milliseconds is None
        return timeless and least is not None and draws is not None and draws >= least

    def _thinking(self, iterations: int, deadline: float | None) -> bool:
        limit = self.budget.iterations
        if limit is not None and iterations >= limit:
            return False
        return deadline is None or iterations == 0 or time.thread_time() < deadline

    def _choose_flat(self, decision: Decision, heuristics: TurnHeuristics) -> Action:
        alone = decision.players == 1
        # Alone, a budget enough for playouts (time or draws); else, time enough for the
        # look-ahead.
        playouts = alone and self._plays_out()
        begin = self._begin if playouts and self._draws_reach() else None
        cut = self._cut if begin is None else self._looked_cut
        in_turn = begin is not None and self.settings.solo_draws_in_turn
        if alone and not playouts and self._reaches(self.settings.solo_look_ahead):
            assert self._look_ahead is not None
            self.last_iterations = 0
            deadline = self._deadline()
            world = self._spec.determinize(decision.observation, self._rng)
            world.events = None
            return offered(decision, self._look_ahead.look_ahead(world, self._rng, deadline))
        texts = [str(a) for a in decision.legal]
        totals = [0.0] * len(texts)
        judged = list(range(len(texts)))
        seat = decision.seat
        narrow = self.settings.narrow
        iterations = 0
        deadline = self._deadline()
        # Alone, a draw plays long playouts: one that would end past the deadline, judging by
        # the CPU time the last draw took per action judged, is not begun.
        per_action = 0.0
        while self._thinking(iterations, deadline) and not (
            iterations
            and deadline is not None
            and time.thread_time() + per_action * len(judged) > deadline
        ):
            began = time.thread_time()
            state = self._spec.determinize(decision.observation, self._rng)
            state.events = None
            if playouts and not in_turn and not heuristics.turn_starts(state, seat):
                self.last_iterations = 0
                return greedy_choice(heuristics, state, decision, self._rng)
            seed = self._rng.getrandbits(64)
            actions = {str(a): a for a in state.legal_actions()}
            for index in judged:
                child = state.clone()
                child.apply(actions[texts[index]])
                rng = random.Random(seed)
                if playouts:
                    totals[index] += _playout(child, seat, heuristics, rng, cut, begin)
                else:
                    totals[index] += self._judge(child, seat, heuristics, rng)
            iterations += 1
            if playouts:
                per_action = (time.thread_time() - began) / len(judged)
            if narrow is not None and iterations == narrow and len(judged) > 2:
                # Every action still judged has seen the same draws: totals compare.
                judged.sort(key=lambda i: -totals[i])
                del judged[max(2, (len(judged) + 1) // 2) :]
                narrow *= 2
        self.last_iterations = iterations
        return decision.legal[max(judged, key=totals.__getitem__)]

    def _judge(
        self, state: GameState, seat: int, heuristics: TurnHeuristics, rng: random.Random
    ) -> float:
        """``seat``'s heuristic lead once its turn, and as many turns more as the
        ``horizon`` says (the other seats' turns included), are played by the rule
        policy."""
        heuristics.finish_turn(state, seat, rng)
        for turn in range(self.settings.horizon):
            if state.is_over:
                break
            if turn:
                state.apply(self._horizon_action(state, heuristics, rng))
                heuristics.finish_turn(state, seat, rng)
            for _ in range(_REPLY_LIMIT):
                if heuristics.turn_starts(state, seat):
                    break
                state.apply(self._horizon_action(state, heuristics, rng))
        if self._judgement is not None:
            return self._judgement.judge(state, seat)
        return margins(heuristics, state)[seat]

    def _horizon_action(
        self, state: GameState, heuristics: TurnHeuristics, rng: random.Random
    ) -> Action:
        """The action played in the horizon: the rule policy's, or with ``greedy_turns``
        the greedy choice where a turn starts."""
        mover = state.current_player
        if (
            self.settings.greedy_turns
            and mover is not None
            and heuristics.turn_starts(state, mover)
        ):
            return heuristics.choose(state, rng)
        return heuristics.rollout_action(state, rng)

    def _iterate(self, root: _Node, decision: Decision) -> None:
        state = self._spec.determinize(decision.observation, self._rng)
        state.events = None
        path = [root]
        node = root
        k, alpha = self._widening
        while not state.is_over:
            actions = state.legal_actions()
            mover = state.current_player
            assert mover is not None
            texts = [str(a) for a in actions]
            untried = [i for i, text in enumerate(texts) if text not in node.children]
            available = [(node.children[t], i) for i, t in enumerate(texts) if t in node.children]
            if untried and (not available or len(node.children) < k * max(node.visits, 1) ** alpha):
                pick = self._first_try(state, actions, untried)
                child = _Node(len(root.reward))
                node.children[texts[pick]] = child
                state.apply(actions[pick])
                path.append(child)
                break
            best, best_index, best_score = node, -1, -math.inf
            for child, index in available:
                child.available += 1
                score = child.reward[mover] / child.visits + self._exploration * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best_score:
                    best, best_index, best_score = child, index, score
            state.apply(actions[best_index])
            node = best
            path.append(node)
        rewards = self._rollout(state)
        for visited in path:
            visited.visits += 1
            for seat, reward in enumerate(rewards):
                visited.reward[seat] += reward

    def _first_try(self, state: GameState, actions: Sequence[Action], untried: list[int]) -> int:
        if self._heuristics is not None and len(untried) > 1:
            preferred = str(self._heuristics.rollout_action(state, self._rng))
            for index in untried:
                if str(actions[index]) == preferred:
                    return index
        return untried[self._rng.randrange(len(untried))]

    def _rollout(self, state: GameState) -> list[float]:
        policy = self._heuristics if self._greedy_rollouts else None
        rng = self._rng
        steps = changes = 0
        mover = state.current_player
        while not state.is_over:
            if state.current_player != mover:
                mover = state.current_player
                changes += 1
            if (self._depth is not None and steps >= self._depth) or (
                self._turns is not None and changes >= self._turns
            ):
                return self._estimate(state)
            if policy is not None:
                state.apply(policy.rollout_action(state, rng))
            else:
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])
            steps += 1
        return win_shares(state)

    def _estimate(self, state: GameState) -> list[float]:
        """Each seat's chance to win, guessed from its heuristic lead, or the heuristics'
        own judgement where they have one (a logistic curve)."""
        assert self._heuristics is not None
        if state.players == 1:
            return [_solo_reward(self._heuristics.values(state)[0])]
        scale = self._heuristics.lead_scale
        if self._seats_judgement is not None:
            leads = self._seats_judgement.judge_seats(state)
        else:
            leads = margins(self._heuristics, state)
        return [1.0 / (1.0 + math.exp(-lead / scale)) for lead in leads]
