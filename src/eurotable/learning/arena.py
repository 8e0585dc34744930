"""Matches between search variants that have no bot name (Shipyard's and Russian
Railroads'), measured as ``eurotable tournament`` measures bots: paired seeds with every
seat rotation, CPU-time budgets, win rates with 95% Wilson intervals
(``tournament.standings``), mean scores, and each search's draws per decision it drew for.

``python -m eurotable.learning.arena --players 2 --games 20 --seed 7000 \\
    learned:200ms old:200ms`` — names are any bot name (``greedy``, ``ismcts:200ms``) or:

- ``old:BUDGET``: the search judging by the heuristic lead alone. Shipyard's flat search
  also plays its horizon's turns by the rule policy alone (the ``ismcts`` of before the
  learned evaluation and ``greedy_turns``, and alone before the playouts);
- ``learned:BUDGET[:bX]``: the search judging by the learned evaluation, blended with the
  heuristic lead (share X of the learned evaluation; default 1: the whole correction;
  Shipyard's default ``ismcts`` takes ``shipyard.BLENDS`` for its edition and player
  count, else ``shipyard.BLEND``). Shipyard's judge where the horizon ends in a solo game
  too; Russian Railroads' tree search judges where its rollouts stop.

``BUDGET`` is as in ``ismcts``'s names: a level, ``Nms`` or ``Nit``. The last name fills the
seats left, as in a tournament. Games run one after the other in this process (nothing
in parallel). ``--game`` is ``shipyard`` (the default) or ``russian-railroads``.
``--evaluation FILE`` judges with the models of ``FILE`` (as ``eurotable train-eval --out
FILE`` writes it) instead of the shipped ones, the default ``ismcts`` included: a trained
file is measured in play before it ships.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
from collections.abc import Sequence
from contextlib import nullcontext
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TextIO

from eurotable.bots import BadBot, Bot, decision_for, make_bot, seat_seed
from eurotable.bots import russian_railroads as railroads
from eurotable.bots import shipyard as heuristics
from eurotable.bots.ismcts import ISMCTSBot, parse_budget
from eurotable.core.game import GameSpec
from eurotable.core.options import Options
from eurotable.core.record import Record, Seat
from eurotable.games import get
from eurotable.learning import evaluation
from eurotable.tournament.jobs import Job, Played, lineup, log_line, schedule
from eurotable.tournament.standings import standings

GAMES = ("shipyard", "russian-railroads")
"""The games whose searches the arena's ``old:`` and ``learned:`` name."""


def make(name: str, seed: int, spec: GameSpec) -> Bot:
    """A bot by name: ``old:…`` and ``learned:…`` as the module says, else ``make_bot``."""
    match = re.fullmatch(r"(old|learned):([^:]+)(?::b(\d+(?:\.\d+)?))?", name)
    if match is None:
        return make_bot(name, seed, spec)
    if spec.name not in GAMES:
        raise BadBot(f"{name!r}: the arena's searches are for {', '.join(GAMES)}")
    try:
        budget = parse_budget(match.group(2))
    except ValueError as error:
        raise BadBot(f"{name!r}: {error}") from None
    if budget is None:
        raise BadBot(f"{name!r}: {match.group(2)!r} is not a budget (a level, Nms or Nit)")
    old = match.group(1) == "old"
    blend = 1.0 if match.group(3) is None else float(match.group(3))
    if spec.name == "russian-railroads":
        found: Any = railroads.HANDWRITTEN if old else railroads.with_blend(blend)
        settings = railroads.HANDWRITTEN.search
        return ISMCTSBot(spec, seed, budget, found, greedy_rollouts=True, settings=settings)
    chosen: Any = heuristics.HANDWRITTEN if old else heuristics.with_blend(blend)
    # Judged at the horizon in every game: alone, not by the default's playouts; ``old``
    # plays the horizon's turns by the rule policy alone, as the search of before did.
    settings = heuristics.HEURISTICS.search.without_solo()
    if old:
        settings = replace(settings, greedy_turns=False)
    return ISMCTSBot(spec, seed, budget, chosen, greedy_rollouts=True, settings=settings)


@dataclass(slots=True)
class Tally:
    """Draws per decision the search drew for, by bot name: alone, Shipyard's search plays
    the decisions inside a turn by the greedy choice on a time budget and may look ahead
    without draws, and those decisions (no draws) are left out."""

    draws: dict[str, list[int]] = field(default_factory=dict)


def play(job: Job, tally: Tally) -> Played:
    """One game of ``job`` with the bots of ``make``."""
    spec = get(job.game)
    state = spec.new_game(job.players, job.options, job.seed)
    state.events = None
    seated = [make(name, seat_seed(job.seed, seat), spec) for seat, name in enumerate(job.lineup)]
    record = Record(
        game=spec.name,
        options=dict(state.options),
        seed=job.seed,
        seats=[Seat(f"{name} {seat + 1}", f"bot:{name}") for seat, name in enumerate(job.lineup)],
    )
    while not state.is_over:
        decision = decision_for(state)
        bot = seated[decision.seat]
        action = bot.choose(decision)
        if isinstance(bot, ISMCTSBot) and len(decision.legal) > 1 and bot.last_iterations:
            tally.draws.setdefault(job.lineup[decision.seat], []).append(bot.last_iterations)
        state.apply(action)
        record.actions.append(str(action))
    return Played(job, record, state.result())


def run(
    players: int,
    options: Options,
    bots: Sequence[str],
    games: int,
    seed: int,
    log: TextIO | None = None,
    game: str = "shipyard",
) -> dict[str, Any]:
    """The standings (and solo: every score) of ``games`` games of ``game`` from ``seed``;
    with ``log``, one JSON line per game as it ends (seed, lineup, scores, places)."""
    spec = get(game)
    for name in bots:
        make(name, 0, spec)
    if players == 1:
        jobs = [Job(spec.name, 1, dict(options), lineup(bots, 1), seed + i) for i in range(games)]
    else:
        jobs = schedule(spec.name, players, options, bots, games, seed)
    tally = Tally()
    played = []
    for job in jobs:
        finished = play(job, tally)
        played.append(finished)
        if log is not None:
            log.write(log_line(job, finished.result) + "\n")
            log.flush()
    table = {row.bot: row.to_json() for row in standings(played)}
    for name, draws in tally.draws.items():
        table[name]["draws_per_decision_median"] = statistics.median(draws)
    summary: dict[str, Any] = {
        "players": players,
        "options": dict(options),
        "games": len(played),
        "seed": seed,
        "bots": table,
    }
    if players == 1:
        scores = [p.result.scores[0] for p in played]
        summary["scores"] = scores
        summary["mean"] = statistics.fmean(scores)
        summary["se"] = statistics.stdev(scores) / len(scores) ** 0.5 if len(scores) > 1 else 0.0
        summary["share_95"] = sum(s >= 95 for s in scores) / len(scores)
        summary["share_80"] = sum(s >= 80 for s in scores) / len(scores)
    else:
        # Paired seeds: the first bot's wins seed by seed, against the others'.
        summary["first_bot_wins_by_seed"] = _by_seed(played, bots[0])
    return summary


def _by_seed(played: Sequence[Played], bot: str) -> dict[int, float]:
    wins: dict[int, float] = {}
    for game in played:
        result = game.result
        winners = result.places.count(1)
        for seat, name in enumerate(game.job.lineup):
            if name == bot and result.places[seat] == 1:
                wins[game.job.seed] = wins.get(game.job.seed, 0.0) + 1.0 / winners
            wins.setdefault(game.job.seed, 0.0)
    return wins


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("bots", nargs="+")
    parser.add_argument("--game", choices=GAMES, default="shipyard")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[])
    parser.add_argument("--log", help="File for one JSON line per finished game.")
    parser.add_argument(
        "--evaluation",
        type=Path,
        help="Judge with this file's models (eurotable train-eval --out) instead of the "
        "shipped ones.",
    )
    args = parser.parse_args(argv)
    options = dict(text.split("=", 1) for text in args.option)
    if args.evaluation is not None:
        try:
            evaluation.use(args.game, evaluation.load(args.evaluation))
        except (OSError, ValueError) as error:
            parser.error(f"--evaluation: {error}")
    try:
        with open(args.log, "w", encoding="utf-8") if args.log else nullcontext() as log:
            summary = run(args.players, options, args.bots, args.games, args.seed, log, args.game)
        print(json.dumps(summary))
    finally:
        if args.evaluation is not None:
            evaluation.use(args.game, None)  # the shipped models again, as before the run


if __name__ == "__main__":
    main()
