"""eurotable's random playouts against any other engine's, interleaved (issue 52).

Each command runs as a whole process, in rounds (eurotable, then each peer, the order
turning every round), pinned to one processor, and is timed by the operating system's
own accounting of the finished process (user + system CPU time, and wall time). A peer is
any command that plays ``{games}`` uniformly random games of the same set-up and exits;
``{games}`` in it is replaced by the count. The figures are games per second of CPU time
(start-up included: give enough games that it does not matter), the median over the
rounds, and eurotable's rate over each peer's, the median of the ratios of the same round
(so a machine whose speed drifts still compares like with like).

    python benchmarks/compare.py puerto-rico 4 --games 2000 --rounds 6 \\
        --peer 'cpp=./puerto-rico-bot --games {games} --players 4' \\
        --peer 'node=node bench.js {games} 4'

With ``--json`` one object: ``{"game", "players", "games", "rounds", "cpu", "commands":
{name: {"games_per_cpu_s", "games_per_wall_s", "runs"}}, "ratios": {peer: median}}``.
``--playouts GAME PLAYERS N`` is eurotable's side itself (what the rounds run).
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass

EUROTABLE = "eurotable"


@dataclass(frozen=True)
class Run:
    cpu_seconds: float
    wall_seconds: float


def timed(command: list[str], cpu: int | None) -> Run:
    """Run ``command`` to its end (its output thrown away), pinned to ``cpu``; its times."""

    def pin() -> None:
        if cpu is not None:
            os.sched_setaffinity(0, {cpu})

    started = time.perf_counter()
    try:
        process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=pin
        )
    except OSError as error:
        raise SystemExit(f"cannot start {shlex.join(command)}: {error}") from None
    assert process.stderr is not None
    errors = process.stderr.read()
    _pid, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        said = errors.decode(errors="replace").strip().splitlines()[-1:] or ["no message"]
        raise SystemExit(f"{shlex.join(command)} failed: {said[0]}")
    return Run(usage.ru_utime + usage.ru_stime, wall)


def play(game: str, players: int, games: int) -> None:
    """eurotable's side: ``games`` random playouts."""
    from eurotable import games as engines
    from eurotable.bench import playouts

    playouts(engines.get(game), players, {}, games)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=(__doc__ or "").splitlines()[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("game", nargs="?")
    parser.add_argument("players", nargs="?", type=int)
    parser.add_argument("--games", type=int, default=1000, help="games per run")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--cpu", type=int, default=0, help="the processor to pin runs to")
    parser.add_argument("--peer", action="append", default=[], metavar="NAME=COMMAND")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--playouts", nargs=3, metavar=("GAME", "PLAYERS", "N"))
    asked = parser.parse_args()
    if asked.playouts:
        game, players, count = asked.playouts
        play(game, int(players), int(count))
        return
    if asked.game is None or asked.players is None:
        parser.error("give GAME and PLAYERS")
    if asked.games < 1 or asked.rounds < 1:
        parser.error("--games and --rounds must be at least 1")
    commands = {
        EUROTABLE: [
            sys.executable,
            os.path.abspath(__file__),
            "--playouts",
            asked.game,
            str(asked.players),
            str(asked.games),
        ]
    }
    for peer in asked.peer:
        name, equals, text = peer.partition("=")
        if not equals or not name or not text or name in commands:
            parser.error(f"--peer takes NAME=COMMAND with a new name, not {peer!r}")
        commands[name] = shlex.split(text.replace("{games}", str(asked.games)))
    cpu = asked.cpu if hasattr(os, "sched_setaffinity") else None
    runs: dict[str, list[Run]] = {name: [] for name in commands}
    names = list(commands)
    for round_number in range(asked.rounds):
        turn = round_number % len(names)
        for name in names[turn:] + names[:turn]:
            runs[name].append(timed(commands[name], cpu))
    report = {
        "game": asked.game,
        "players": asked.players,
        "games": asked.games,
        "rounds": asked.rounds,
        "cpu": cpu,
        "commands": {
            name: {
                "games_per_cpu_s": statistics.median(asked.games / r.cpu_seconds for r in done),
                "games_per_wall_s": statistics.median(asked.games / r.wall_seconds for r in done),
                "runs": [{"cpu_s": r.cpu_seconds, "wall_s": r.wall_seconds} for r in done],
            }
            for name, done in runs.items()
        },
        "ratios": {
            name: statistics.median(
                peer.cpu_seconds / ours.cpu_seconds
                for ours, peer in zip(runs[EUROTABLE], runs[name], strict=True)
            )
            for name in names[1:]
        },
    }
    if asked.json:
        print(json.dumps(report, indent=2))
        return
    print(
        f"{asked.game}, {asked.players} players, {asked.games} games a run, {asked.rounds} rounds"
    )
    for name, figures in report["commands"].items():
        ratio = report["ratios"].get(name)
        versus = "" if ratio is None else f"; eurotable's rate / this one's: {ratio:.2f}"
        print(
            f"  {name}: {figures['games_per_cpu_s']:,.0f} games per CPU second "
            f"({figures['games_per_wall_s']:,.0f} per wall second){versus}"
        )


if __name__ == "__main__":
    main()
