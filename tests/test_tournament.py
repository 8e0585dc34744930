"""Tournaments (issue 7): schedule, standings, and both back ends giving the same results."""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner
from typer.testing import Result as Invocation

from eurotable.bots import BadBot
from eurotable.core.errors import EurotableError
from eurotable.core.record import Record, replay
from eurotable.core.result import Result, make_result
from eurotable.tournament import Job, Played, play_tournament, run_jobs, schedule, standings
from eurotable.tournament.archive import MANIFEST, TournamentFolderError, record_path

GAME = "puerto-rico"


def test_each_seed_is_played_once_per_seat_rotation() -> None:
    jobs = schedule(GAME, 3, {}, ["ismcts", "greedy"], 7, seed=40)
    assert [job.lineup for job in jobs[:3]] == [
        ("ismcts", "greedy", "greedy"),
        ("greedy", "ismcts", "greedy"),
        ("greedy", "greedy", "ismcts"),
    ]
    assert [job.seed for job in jobs] == [40, 40, 40, 41, 41, 41, 42]


@pytest.mark.parametrize(("bots", "message"), [([], "at least one"), (["a", "b", "c"], "fit 2")])
def test_lineups_must_fit_the_table(bots: list[str], message: str) -> None:
    with pytest.raises(BadBot, match=message):
        schedule(GAME, 2, {}, bots, 2, 0)


def _played(lineup: tuple[str, ...], scores: list[int], tiebreak: list[int]) -> Played:
    result: Result = make_result([{"points": s} for s in scores], tiebreak)
    job = Job(GAME, len(lineup), {}, lineup, 0)
    return Played(job, Record(GAME, {}, 0, []), result)


def test_standings_split_shared_wins_and_count_every_seat() -> None:
    rows = standings(
        [
            _played(("a", "b", "b"), [10, 10, 5], [0, 0, 0]),  # a and one b share first
            _played(("b", "a", "b"), [3, 9, 1], [0, 0, 0]),  # a wins
            _played(("b", "b", "a"), [8, 2, 1], [0, 0, 0]),  # b wins
        ]
    )
    table = {row.bot: row for row in rows}
    assert table["a"].games == 3 and table["b"].games == 6
    assert table["a"].wins == pytest.approx(1.5)
    assert table["b"].wins == pytest.approx(1.5)
    assert table["a"].mean_score == pytest.approx(20 / 3)
    assert rows[0].bot == "a"  # 50% per seat against 25% per seat
    low, high = table["a"].interval
    assert 0.0 < low < table["a"].win_rate < high < 1.0
    assert table["a"].rating_mu > table["b"].rating_mu


def test_a_perfect_record_still_has_an_honest_interval() -> None:
    rows = standings([_played(("a", "b"), [9, 1], [0, 0]) for _ in range(8)])
    low, high = rows[0].interval
    assert rows[0].win_rate == 1.0 and high == 1.0 and 0.6 < low < 0.75


def _summary(backend: str, workers: int) -> list[tuple[str, list[str], tuple[int, ...]]]:
    jobs = schedule(GAME, 2, {"open_vp": False}, ["ismcts:20it", "greedy"], 4, seed=5)
    return [
        (p.job.lineup[0], p.record.actions, p.result.scores)
        for p in run_jobs(jobs, backend, workers)
    ]


def test_local_processes_give_the_same_games_as_one_process() -> None:
    assert _summary("local", 2) == _summary("local", 1)


def test_ray_gives_the_same_games_as_local_processes() -> None:
    """A real local Ray instance, started and stopped by the back end."""
    assert _summary("ray", 2) == _summary("local", 1)


def test_unknown_back_end_is_refused() -> None:
    with pytest.raises(EurotableError, match="unknown back end 'spark'"):
        list(run_jobs([], "spark", 1))


def test_tournament_command_writes_records_and_prints_the_table(tmp_path: Path) -> None:
    from eurotable.cli import app

    out = tmp_path / "records"
    args = ["tournament", GAME, "--players", "2", "--bots", "greedy", "--bots", "random"]
    args += ["--games", "4", "--seed", "3", "--workers", "1", "--out", str(out), "--json"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["games"] == 4
    assert set(summary["bots"]) == {"greedy", "random"}
    bot = summary["bots"]["greedy"]
    assert set(bot) >= {"games", "wins", "win_rate", "mean_score"}
    assert bot["games"] == 4 and 0 <= bot["win_rate"] <= 1
    assert summary["bots"]["random"]["wins"] + bot["wins"] == pytest.approx(4)
    saved = sorted(out.glob("*.json"))
    assert [path.name for path in saved] == [
        "00000-seed3.json",
        "00001-seed3.json",
        "00002-seed4.json",
        "00003-seed4.json",
        MANIFEST,
    ]
    assert replay(Record.load(saved[0])).is_over


def test_tournament_command_refuses_unknown_bots() -> None:
    from eurotable.cli import app

    args = ["tournament", GAME, "--players", "2", "--bots", "oracle", "--games", "2"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 1
    assert "unknown bot 'oracle'" in result.output


def test_a_resumed_tournament_equals_an_uninterrupted_one(tmp_path: Path) -> None:
    jobs = schedule(GAME, 2, {"open_vp": False}, ["greedy", "random"], 6, seed=9)
    whole = play_tournament(jobs, tmp_path / "whole", "local", 1)
    folder = tmp_path / "resumed"
    play_tournament(jobs, folder, "local", 1)
    for index in (1, 4, 5):  # as if stopped after game 3, and game 1 lost
        record_path(folder, index, jobs[index]).unlink()
    counted: list[int] = []
    resumed = play_tournament(
        jobs, folder, "local", 1, resume=True, on_game=lambda: counted.append(1)
    )
    assert len(counted) == 6
    assert [p.record.actions for p in resumed] == [p.record.actions for p in whole]
    assert [r.to_json() for r in standings(resumed)] == [r.to_json() for r in standings(whole)]


def test_resume_refuses_another_tournament_naming_what_differs(tmp_path: Path) -> None:
    jobs = schedule(GAME, 2, {"open_vp": False}, ["greedy", "random"], 2, seed=9)
    play_tournament(jobs, tmp_path, "local", 1)
    before = {path.name: path.read_text() for path in tmp_path.iterdir()}
    other = schedule(GAME, 2, {"open_vp": False}, ["random", "random"], 4, seed=10)
    with pytest.raises(TournamentFolderError) as refused:
        play_tournament(other, tmp_path, "local", 1, resume=True)
    message = str(refused.value)
    assert message.startswith(f"{tmp_path} holds another tournament (")
    assert '--bots ["greedy", "random"] there, ["random", "random"] here' in message
    assert "--seed 9 there, 10 here" in message and "--games 2 there, 4 here" in message
    assert "--players" not in message and "--option" not in message
    assert {path.name: path.read_text() for path in tmp_path.iterdir()} == before


def test_resume_of_a_folder_without_manifest_checks_every_record(tmp_path: Path) -> None:
    """A folder from before the manifest: each record must be one of this schedule's."""
    jobs = schedule(GAME, 2, {"open_vp": False}, ["greedy", "random"], 2, seed=9)
    play_tournament(jobs, tmp_path, "local", 1)
    (tmp_path / MANIFEST).unlink()
    other = schedule(GAME, 2, {"open_vp": False}, ["random", "random"], 2, seed=9)
    with pytest.raises(TournamentFolderError, match="is not game 00000-seed9 of this tournament"):
        play_tournament(other, tmp_path, "local", 1, resume=True)
    reseeded = schedule(GAME, 2, {"open_vp": False}, ["greedy", "random"], 2, seed=10)
    stray = str(tmp_path / "00000-seed9.json")
    with pytest.raises(TournamentFolderError, match=f"^{re.escape(stray)} is not one of this"):
        play_tournament(reseeded, tmp_path, "local", 1, resume=True)
    assert not (tmp_path / MANIFEST).exists()
    resumed = play_tournament(jobs, tmp_path, "local", 1, resume=True)
    assert len(resumed) == 2 and (tmp_path / MANIFEST).exists()


def test_a_bad_record_in_a_resume_folder_is_named(tmp_path: Path) -> None:
    jobs = schedule(GAME, 2, {"open_vp": False}, ["greedy", "random"], 2, seed=9)
    play_tournament(jobs, tmp_path, "local", 1)
    path = record_path(tmp_path, 1, jobs[1])
    data = json.loads(path.read_text())
    data["actions"][3] = "build nothing-at-all"
    path.write_text(json.dumps(data))
    with pytest.raises(TournamentFolderError, match=f"^{re.escape(str(path))}: action #3: "):
        play_tournament(jobs, tmp_path, "local", 1, resume=True)
    path.write_text("{not json")
    with pytest.raises(TournamentFolderError, match=f"^{re.escape(str(path))}: .*cannot read"):
        play_tournament(jobs, tmp_path, "local", 1, resume=True)
    data["actions"] = data["actions"][:3]
    path.write_text(json.dumps(data))
    with pytest.raises(
        TournamentFolderError, match=f"^{re.escape(str(path))} holds an unfinished game"
    ):
        play_tournament(jobs, tmp_path, "local", 1, resume=True)


def test_a_folder_holding_a_tournament_is_refused_unless_resumed_or_forced(
    tmp_path: Path,
) -> None:
    jobs = schedule(GAME, 2, {"open_vp": False}, ["greedy", "random"], 2, seed=9)
    first = play_tournament(jobs, tmp_path, "local", 1)
    notes = tmp_path / "notes.txt"
    notes.write_text("mine")
    before = {path.name: path.read_text() for path in tmp_path.iterdir()}
    with pytest.raises(TournamentFolderError) as refused:
        play_tournament(jobs, tmp_path, "local", 1)
    assert str(refused.value) == (
        f"{tmp_path} already holds 2 games of a tournament: add --resume to play the rest, "
        "or --force to delete its records and start afresh"
    )
    assert {path.name: path.read_text() for path in tmp_path.iterdir()} == before

    other = schedule(GAME, 2, {"open_vp": False}, ["random", "random"], 1, seed=3)
    again = play_tournament(other, tmp_path, "local", 1, force=True)
    assert sorted(path.name for path in tmp_path.iterdir()) == [
        "00000-seed3.json",
        "notes.txt",
        MANIFEST,
    ]
    assert notes.read_text() == "mine"
    assert json.loads((tmp_path / MANIFEST).read_text()) == {
        "game": GAME,
        "players": 2,
        "options": {"open_vp": False},
        "bots": ["random", "random"],
        "seed": 3,
        "games": 1,
    }
    assert again[0].record.actions != first[0].record.actions


# the command line: folders, Ctrl-C, Ray addresses ----------------------------------------

TOURNAMENT = ["tournament", GAME, "--players", "2", "--bots", "greedy", "--bots", "random"]


def cli(*args: str) -> Invocation:
    from eurotable.cli import app

    return CliRunner().invoke(app, list(args))


def one_line_error(result: Invocation) -> str:
    assert result.exit_code == 1, result.output
    assert result.output.startswith("error: ")
    assert len(result.output.strip().splitlines()) == 1, result.output
    return result.output


def test_tournament_refuses_an_out_folder_in_use_and_force_starts_afresh(tmp_path: Path) -> None:
    out = tmp_path / "t"
    args = [*TOURNAMENT, "--games", "2", "--workers", "1", "--out", str(out), "--json"]
    first = json.loads(cli(*args).stdout)
    before = {path.name: path.read_text() for path in out.iterdir()}
    message = one_line_error(cli(*args))
    assert "already holds 2 games of a tournament" in message
    assert "--resume" in message and "--force" in message
    assert {path.name: path.read_text() for path in out.iterdir()} == before

    assert "give one of them" in one_line_error(cli(*args, "--resume", "--force"))
    reseeded = one_line_error(cli(*args, "--seed", "5", "--resume"))
    assert "holds another tournament (--seed 0 there, 5 here)" in reseeded

    forced = cli(*args, "--seed", "5", "--force")
    assert forced.exit_code == 0, forced.output
    assert json.loads(forced.stdout)["bots"] != first["bots"]
    assert sorted(path.name for path in out.glob("0*.json")) == [
        "00000-seed5.json",
        "00001-seed5.json",
    ]


def test_tournament_and_selfplay_refuse_a_file_as_out_folder(tmp_path: Path) -> None:
    file = tmp_path / "taken"
    file.write_text("not a folder")
    expected = f"error: {file} is a file, not a folder\n"
    assert one_line_error(cli(*TOURNAMENT, "--games", "1", "--out", str(file))) == expected
    selfplay = cli("selfplay", GAME, "--players", "2", "--games", "1", "--out", str(file))
    assert one_line_error(selfplay) == expected
    assert file.read_text() == "not a folder"


def test_ctrl_c_stops_the_local_back_end_at_once_and_resume_finishes(tmp_path: Path) -> None:
    """A real Ctrl-C (SIGINT to the whole process group, as a terminal sends it) while two
    worker processes play: the command stops within seconds, says how to resume, and the
    resumed tournament equals one never stopped. Enough games that the two workers cannot
    finish them all before the interrupt arrives on a loaded machine (24 could)."""
    out = tmp_path / "stopped"
    games = 96
    args = [*TOURNAMENT, "--games", str(games), "--seed", "7", "--workers", "2", "--out", str(out)]
    script = "from eurotable.cli import main; main()"
    process = subprocess.Popen(
        [sys.executable, "-c", script, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        # As at a terminal, even when the suite itself was started with Ctrl-C ignored.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        while not list(out.glob("0*.json")) and process.poll() is None:
            time.sleep(0.01)
        os.killpg(process.pid, signal.SIGINT)
        stdout, stderr = process.communicate(timeout=20)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 130, stderr
    assert stdout == ""
    saved = sorted(out.glob("0*.json"))
    assert 1 <= len(saved) < games
    assert not [path for path in out.iterdir() if path.name.startswith(".")]  # no temp files
    (line,) = stderr.splitlines()
    assert line.startswith(
        f"Stopped: {len(saved)} of {games} games saved in {out}; to play the rest: "
    )
    command = shlex.split(line.split("to play the rest: ", 1)[1])
    assert command[:2] == ["eurotable", "tournament"] and command[-1] == "--resume"

    resumed = cli(*command[1:], "--workers", "1", "--json")
    assert resumed.exit_code == 0, resumed.output
    whole = cli(*args[:-1], str(tmp_path / "whole"), "--workers", "1", "--json")
    finished, expected = json.loads(resumed.stdout), json.loads(whole.stdout)
    assert finished["games"] == expected["games"] == games
    assert finished["bots"] == expected["bots"]


def test_an_unreachable_ray_address_is_one_line(tmp_path: Path) -> None:
    """Nothing listens on the port: refused at once, without Ray's minutes of retries; the
    --out folder stays free for the command with a good address."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    address = f"127.0.0.1:{port}"
    args = [*TOURNAMENT, "--games", "2", "--out", str(tmp_path), "--backend", "ray"]
    message = one_line_error(cli(*args, "--address", address))
    assert message.startswith(f"error: no Ray cluster answers at {address}: ")
    assert "refused" in message.lower()
    assert "must be auto or HOST:PORT, not 'nowhere'" in one_line_error(
        cli(*args, "--address", "nowhere")
    )
    assert list(tmp_path.iterdir()) == []


def test_address_auto_follows_ray_address(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``auto`` finds the cluster as Ray does (here: RAY_ADDRESS), then checks it answers."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setenv("RAY_ADDRESS", f"127.0.0.1:{port}")
    args = [*TOURNAMENT, "--games", "2", "--out", str(tmp_path), "--backend", "ray"]
    message = one_line_error(cli(*args, "--address", "auto"))
    assert message.startswith("error: no Ray cluster answers at auto: ")
