"""OpenSpiel's information-set MCTS against eurotable's bots, measured as ``eurotable
tournament`` measures bots: paired seeds with every seat rotation, win rates with 95%
Wilson intervals and mean scores (``tournament.standings``).

``python -m eurotable.openspiel.match puerto-rico --players 2 --games 20 --seed 0
--simulations 100 greedy`` plays OpenSpiel's Python ``ISMCTSBot`` (UCT, random-rollout
evaluator, ``--simulations`` per decision, a world resampled through the game's
determinization for every simulation) in the first seat of the line-up and the named
eurotable bots (the last filling the other seats), rotated through the seats; job ``i``
plays the game of seed ``--seed + i // players``. Everything is seeded: the same command
plays the same games. Games run one after the other in this process. It prints one JSON
object; ``--log FILE`` writes one JSON line per game as it ends.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final, TextIO

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from eurotable import games
from eurotable.bots import Bot, decision_for, make_bot, seat_seed
from eurotable.core.options import Options, parse_option_texts
from eurotable.core.record import Record, Seat
from eurotable.core.rng import derive_seed
from eurotable.openspiel.game import EurotableGame, game_seed
from eurotable.openspiel.setups import SHORT_NAMES
from eurotable.openspiel.state import EurotableState
from eurotable.tournament.jobs import Job, Played, log_line, schedule
from eurotable.tournament.standings import standings

UCT_C: Final = 2.0
"""The exploration constant of OpenSpiel's ``ISMCTSBot`` (its examples' value)."""


def ismcts_name(simulations: int) -> str:
    """The line-up name of OpenSpiel's IS-MCTS with ``simulations`` per decision."""
    return f"openspiel-ismcts:{simulations}"


def load(game: str, players: int, options: Options, seed: int) -> EurotableGame:
    """The OpenSpiel game of ``game`` for ``players`` with ``options``, seeded ``seed``."""
    loaded = pyspiel.load_game(SHORT_NAMES[game], {"players": players, "seed": seed, **options})
    assert isinstance(loaded, EurotableGame)
    return loaded


def openspiel_ismcts(game: EurotableGame, simulations: int, seed: int, uct_c: float = UCT_C) -> Any:
    """OpenSpiel's ``ISMCTSBot`` for ``game``, all its randomness seeded from ``seed``
    (its choices, its rollouts and the worlds it resamples)."""
    rollouts = np.random.RandomState(derive_seed(seed, "rollouts") % 2**32)
    bot = ismcts.ISMCTSBot(
        game,
        mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rollouts),
        uct_c,
        simulations,
        random_state=np.random.RandomState(derive_seed(seed, "search") % 2**32),
    )
    worlds = random.Random(derive_seed(seed, "worlds"))
    bot.set_resampler(lambda state, player: state.resample_from_infostate(player, worlds.random))
    return bot


def eurotable_move(bot: Bot, state: EurotableState) -> int:
    """The catalogue index of what the eurotable ``bot`` plays in ``state`` (it decides
    from the seat's observation and the legal actions, as in any eurotable game)."""
    action = bot.choose(decision_for(state.engine))
    return int(state.get_game().setup.layout.action_index(action))


@dataclass(slots=True)
class Clock:
    """CPU seconds spent deciding and decisions taken, by line-up name."""

    seconds: dict[str, float] = field(default_factory=dict)
    decisions: dict[str, int] = field(default_factory=dict)

    def add(self, name: str, seconds: float) -> None:
        self.seconds[name] = self.seconds.get(name, 0.0) + seconds
        self.decisions[name] = self.decisions.get(name, 0) + 1


def play(job: Job, simulations: int, clock: Clock, uct_c: float = UCT_C) -> Played:
    """One game of ``job``: the seats named ``ismcts_name(simulations)`` are OpenSpiel's
    IS-MCTS, the others eurotable bots by name. The game is the first of an OpenSpiel
    game seeded ``job.seed``."""
    spec = games.get(job.game)
    game = load(job.game, job.players, job.options, job.seed)
    searcher = ismcts_name(simulations)
    players: list[Any] = [
        openspiel_ismcts(game, simulations, seat_seed(job.seed, seat), uct_c)
        if name == searcher
        else make_bot(name, seat_seed(job.seed, seat), spec)
        for seat, name in enumerate(job.lineup)
    ]
    state = game.new_initial_state()
    record = Record(
        game=spec.name,
        options=dict(game.setup.options),
        seed=game_seed(job.seed, 0),
        seats=[Seat(f"{name} {seat + 1}", f"bot:{name}") for seat, name in enumerate(job.lineup)],
    )
    while not state.is_terminal():
        seat = state.current_player()
        player = players[seat]
        started = time.thread_time()
        if isinstance(player, Bot):
            action = eurotable_move(player, state)
        else:
            action = int(player.step(state))
        clock.add(job.lineup[seat], time.thread_time() - started)
        record.actions.append(state.action_to_string(seat, action))
        state.apply_action(action)
    return Played(job, record, state.engine.result())


def run(
    game: str,
    players: int,
    options: Options,
    bots: Sequence[str],
    games_played: int,
    seed: int,
    simulations: int,
    uct_c: float = UCT_C,
    log: TextIO | None = None,
) -> dict[str, Any]:
    """The standings of ``games_played`` games of IS-MCTS against ``bots``."""
    spec = games.get(game)
    for name in bots:
        make_bot(name, 0, spec)
    lineup = [ismcts_name(simulations), *bots]
    jobs = schedule(game, players, options, lineup, games_played, seed)
    clock = Clock()
    played = []
    started = time.monotonic()
    for job in jobs:
        outcome = play(job, simulations, clock, uct_c)
        played.append(outcome)
        if log is not None:
            log.write(log_line(job, outcome.result) + "\n")
            log.flush()
    table = {row.bot: row.to_json() for row in standings(played)}
    for name, seconds in clock.seconds.items():
        table[name]["cpu_seconds_per_decision"] = seconds / clock.decisions[name]
    return {
        "game": game,
        "players": players,
        "options": dict(options),
        "games": len(played),
        "seed": seed,
        "simulations": simulations,
        "uct_c": uct_c,
        "wall_seconds_per_game": (time.monotonic() - started) / max(1, len(played)),
        "bots": table,
    }


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("game", choices=games.names())
    parser.add_argument("bots", nargs="+", help="eurotable bots (the last fills the seats left)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--simulations", type=int, default=100)
    parser.add_argument("--uct-c", type=float, default=UCT_C)
    parser.add_argument("--option", action="append", default=[], help="KEY=VALUE")
    parser.add_argument("--log", help="File for one JSON line per finished game.")
    args = parser.parse_args(argv)
    options = parse_option_texts(games.get(args.game).capabilities.options, args.option)
    common = (args.game, args.players, options, args.bots, args.games, args.seed)
    if args.log is None:
        print(json.dumps(run(*common, args.simulations, args.uct_c)))
        return
    with open(args.log, "w", encoding="utf-8") as log:
        print(json.dumps(run(*common, args.simulations, args.uct_c, log)))


if __name__ == "__main__":
    main()
