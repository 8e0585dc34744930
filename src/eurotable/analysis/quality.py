"""Measurements of the analysis (docs/analysis.md, "Quality"), each printed as JSON:

- ``time``: CPU seconds to analyse whole 2-player bot games at a budget;
- ``planted``: bot games with one decision replaced by the action the game's heuristics
  rank last (by far), played on by the bots: the label that decision gets;
- ``agreement``: the best action at a budget against ten times that budget;
- ``calibration``: every decision's chance to win against the game's outcome (Brier
  score, reliability table).

``python -m eurotable.analysis.quality KIND GAME [--games N] [--seed S] [--budget B]``.
Games are played by ``greedy`` in every seat, seeded ``seed``, ``seed + 1``, …
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from eurotable.analysis.decisions import finished_spec, moments
from eurotable.analysis.report import analyse, analyse_decision, decision_seed, judge
from eurotable.analysis.settings import settings_for
from eurotable.bots import decision_for, make_bot, seat_seed
from eurotable.bots.heuristics import Heuristics, heuristics_for, margins
from eurotable.core.game import GameSpec, GameState
from eurotable.core.options import resolve_options
from eurotable.core.record import Record, Seat
from eurotable.games import get
from eurotable.selfplay import play_bot_game

PLAYERS = 2
BOT = "greedy"
PLANT_FROM = 0.25
"""Where in a game (share of its decisions) a planted blunder may begin."""
PLANT_STEPS = 20
PLANT_SEEDS = 4


def _options(spec: GameSpec) -> dict[str, object]:
    return dict(resolve_options(spec.capabilities.options, {}))


def _record(spec: GameSpec, seed: int) -> Record:
    return play_bot_game(spec, PLAYERS, _options(spec), seed, [BOT]).record


def measure_time(game: str, games: int, seed: int, budget: int | None) -> dict[str, Any]:
    spec = get(game)
    runs = []
    for number in range(games):
        record = _record(spec, seed + number)
        began = time.process_time()
        analysis = analyse(record, budget)
        runs.append(
            {
                "seed": seed + number,
                "decisions": len(analysis.decisions),
                "actions": len(record.actions),
                "cpu_seconds": round(time.process_time() - began, 2),
            }
        )
    seconds = [run["cpu_seconds"] for run in runs]
    return {
        "budget": budget or settings_for(game).budget,
        "games": runs,
        "mean_cpu_seconds": round(sum(seconds) / len(seconds), 2),
        "max_cpu_seconds": max(seconds),
    }


def _heuristic_values(
    heuristics: Heuristics, state: GameState, seat: int, seed: int
) -> list[float]:
    """Each legal action's margin for ``seat`` after it and ``PLANT_STEPS`` decisions of
    the rule policy, averaged over ``PLANT_SEEDS`` seeds (on the true state: the planter
    is no player and may look)."""
    found = []
    for action in state.legal_actions():
        total = 0.0
        for number in range(PLANT_SEEDS):
            rng = random.Random(seed * 100 + number)
            child = state.clone()
            child.events = None
            child.apply(action)
            for _ in range(PLANT_STEPS):
                if child.is_over:
                    break
                child.apply(heuristics.rollout_action(child, rng))
            total += margins(heuristics, child)[seat]
        found.append(total / PLANT_SEEDS)
    return found


def _play(spec: GameSpec, seed: int, plant: tuple[int, str] | None) -> tuple[Record, list[int]]:
    """A greedy game seeded ``seed``, the entry ``plant[0]`` replaced by ``plant[1]``;
    the record and the entries whose decisions had more than two legal actions."""
    state = spec.new_game(PLAYERS, _options(spec), seed)
    state.events = None
    bots = [make_bot(BOT, seat_seed(seed, seat), spec) for seat in range(PLAYERS)]
    seats = [Seat(f"{BOT} {seat + 1}", f"bot:{BOT}") for seat in range(PLAYERS)]
    record = Record(spec.name, dict(state.options), seed, seats)
    wide = []
    while not state.is_over:
        decision = decision_for(state)
        action = bots[decision.seat].choose(decision)
        if len(decision.legal) > 2:
            wide.append(len(record.actions))
        if plant is not None and plant[0] == len(record.actions):
            action = spec.parse_action(plant[1])
        state.apply(action)
        record.actions.append(str(action))
    return record, wide


def _planted_game(spec: GameSpec, seed: int) -> tuple[Record, int, str, float]:
    """A greedy game with one decision replaced: of the decisions with three legal
    actions or more between ``PLANT_FROM`` and ``1 - PLANT_FROM`` of the way, the one where
    the action the heuristics rank last trails their best the most, by that action; the
    record, the entry's index, the action and the gap (in the game's points)."""
    heuristics = heuristics_for(spec.name)
    assert heuristics is not None
    record, wide = _play(spec, seed, None)
    length = len(record.actions)
    state = spec.new_game(PLAYERS, _options(spec), seed)
    state.events = None
    worst: tuple[float, int, str] = (-1.0, -1, "")
    for index, text in enumerate(record.actions):
        if index in wide and PLANT_FROM * length <= index <= (1 - PLANT_FROM) * length:
            seat = state.current_player
            assert seat is not None
            values = _heuristic_values(heuristics, state, seat, seed)
            gap = max(values) - min(values)
            if gap > worst[0]:
                worst = (gap, index, str(state.legal_actions()[values.index(min(values))]))
        state.apply(spec.parse_action(text))
    gap, index, action = worst
    planted, _ = _play(spec, seed, (index, action))
    return planted, index, action, gap


def measure_planted(game: str, games: int, seed: int, budget: int | None) -> dict[str, Any]:
    spec = get(game)
    draws = budget or settings_for(game).budget
    runs: list[dict[str, Any]] = []
    for number in range(games):
        record, index, action, gap = _planted_game(spec, seed + number)
        judged = analyse_decision(record, index, draws, 0)
        assert judged is not None
        runs.append(
            {
                "seed": seed + number,
                "index": index,
                "action": action,
                "heuristic_gap": round(gap, 2),
                "best": judged.best,
                "drop": round(judged.drop, 1),
                "label": judged.label,
            }
        )
    labelled = [r for r in runs if r["label"] in ("mistake", "blunder")]
    return {
        "budget": draws,
        "planted": len(runs),
        "mistake_or_blunder": len(labelled),
        "games": runs,
    }


def measure_agreement(game: str, games: int, seed: int, budget: int | None) -> dict[str, Any]:
    """Every tenth decision of each game at ``budget`` and at ten times it."""
    spec = get(game)
    draws = budget or settings_for(game).budget
    same = total = 0
    drops: list[float] = []
    for number in range(games):
        record = _record(spec, seed + number)
        spec = finished_spec(record)
        for moment in list(moments(record, spec))[::10]:
            key = decision_seed(record, moment.index, 0)
            small = judge(spec, moment, draws, key)
            # The larger search judges the small one's best as if it had been chosen: it
            # agrees when it finds nothing better, else says how much that best gives up.
            large = judge(spec, replace(moment, chosen=small.best), 10 * draws, key)
            total += 1
            same += large.best == small.best
            drops.append(large.drop)
    return {
        "budget": draws,
        "large_budget": 10 * draws,
        "positions": total,
        "same_best": same,
        "agreement": round(same / total, 3),
        "mean_drop_of_the_small_best": round(sum(drops) / len(drops), 2),
        "small_best_labelled_by_the_large": sum(1 for d in drops if d >= 10),
    }


def measure_calibration(game: str, games: int, seed: int, budget: int | None) -> dict[str, Any]:
    """Every decision's chance to win after the chosen action against the deciding seat's
    share of the win (1, 1/k for a shared first place, 0)."""
    spec = get(game)
    pairs: list[tuple[float, float]] = []
    for number in range(games):
        outcome = play_bot_game(spec, PLAYERS, _options(spec), seed + number, [BOT])
        places = outcome.result.places
        won = [1.0 / places.count(1) if place == 1 else 0.0 for place in places]
        for decision in analyse(outcome.record, budget).decisions:
            pairs.append((decision.win_chance_after, won[decision.seat]))
    brier = sum((p - o) ** 2 for p, o in pairs) / len(pairs)
    base = sum(o for _, o in pairs) / len(pairs)
    bins: list[dict[str, Any]] = []
    for low in range(10):
        inside = [
            (p, o) for p, o in pairs if low / 10 <= p < (low + 1) / 10 or (low == 9 and p == 1)
        ]
        if inside:
            bins.append(
                {
                    "bin": f"{low / 10:.1f}-{(low + 1) / 10:.1f}",
                    "decisions": len(inside),
                    "mean_estimate": round(sum(p for p, _ in inside) / len(inside), 3),
                    "won": round(sum(o for _, o in inside) / len(inside), 3),
                }
            )
    return {
        "budget": budget or settings_for(game).budget,
        "games": games,
        "decisions": len(pairs),
        "brier": round(brier, 4),
        "brier_of_a_constant_guess": round(sum((base - o) ** 2 for _, o in pairs) / len(pairs), 4),
        "reliability": bins,
    }


KINDS = {
    "time": measure_time,
    "planted": measure_planted,
    "agreement": measure_agreement,
    "calibration": measure_calibration,
}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m eurotable.analysis.quality")
    parser.add_argument("kind", choices=list(KINDS))
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=500000)
    parser.add_argument("--budget", type=int, default=None)
    args = parser.parse_args(argv)
    found = KINDS[args.kind](args.game, args.games, args.seed, args.budget)
    print(json.dumps({"kind": args.kind, "game": args.game, "seed": args.seed, **found}, indent=1))


if __name__ == "__main__":
    main()
