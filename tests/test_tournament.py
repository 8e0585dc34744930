"""Tournaments (issue 7): schedule, standings, and both back ends giving the same results."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from eurotable.bots import BadBot
from eurotable.core.errors import EurotableError
from eurotable.core.record import Record, replay
from eurotable.core.result import Result, make_result
from eurotable.tournament import Job, Played, run_jobs, schedule, standings

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
    assert len(saved) == 4
    assert replay(Record.load(saved[0])).is_over


def test_tournament_command_refuses_unknown_bots() -> None:
    from eurotable.cli import app

    args = ["tournament", GAME, "--players", "2", "--bots", "oracle", "--games", "2"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 1
    assert "unknown bot 'oracle'" in result.output


def test_a_resumed_tournament_equals_an_uninterrupted_one(tmp_path: Path) -> None:
    from eurotable.tournament import play_tournament
    from eurotable.tournament.archive import record_path

    jobs = schedule(GAME, 2, {"open_vp": False}, ["greedy", "random"], 6, seed=9)
    whole = play_tournament(jobs, tmp_path / "whole", "local", 1)
    folder = tmp_path / "resumed"
    play_tournament(jobs[:4], folder, "local", 1)
    record_path(folder, 1, jobs[1]).unlink()
    played_again: list[int] = []
    resumed = play_tournament(
        jobs, folder, "local", 1, resume=True, on_game=lambda: played_again.append(1)
    )
    assert len(played_again) == 6
    assert [p.record.actions for p in resumed] == [p.record.actions for p in whole]
    assert [r.to_json() for r in standings(resumed)] == [r.to_json() for r in standings(whole)]


def test_resume_refuses_a_record_of_another_tournament(tmp_path: Path) -> None:
    from eurotable.tournament import play_tournament

    jobs = schedule(GAME, 2, {"open_vp": False}, ["greedy", "random"], 2, seed=9)
    play_tournament(jobs, tmp_path, "local", 1)
    other = schedule(GAME, 2, {"open_vp": False}, ["random", "random"], 2, seed=9)
    with pytest.raises(EurotableError, match="is not game 00000-seed9 of this tournament"):
        play_tournament(other, tmp_path, "local", 1, resume=True)
