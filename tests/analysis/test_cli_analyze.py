"""``eurotable analyze``: its JSON's shape (docs/analysis.md, "JSON"), its table, and
one-line refusals with exit code 1 as the other commands."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from analysis.games import greedy_record
from eurotable.cli import app
from eurotable.core.record import Record

DECISION_KEYS = {
    "index",
    "seat",
    "action",
    "best",
    "win_chance_before",
    "win_chance_after",
    "label",
    "margin_after",
    "best_win_chance",
    "best_margin",
    "drop",
    "accuracy",
    "win_chances",
    "legal",
    "draws",
}


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("records") / "game.json"
    greedy_record("puerto-rico", 12).save(path)
    return path


def test_json_shape_and_determinism(record_file: Path) -> None:
    result = run("analyze", str(record_file), "--json", "--budget", "2", "--seed", "3")
    assert result.exit_code == 0, result.output
    found = json.loads(result.stdout)
    assert set(found) == {"game", "budget", "seed", "decisions", "players", "key_moments", "chart"}
    assert (found["game"], found["budget"], found["seed"]) == ("puerto-rico", 2, 3)
    for decision in found["decisions"]:
        assert set(decision) == DECISION_KEYS
        assert decision["label"] in (None, "inaccuracy", "mistake", "blunder")
        assert 0 <= decision["win_chance_after"] <= decision["win_chance_before"] <= 1
    assert [p["seat"] for p in found["players"]] == [0, 1]
    for player in found["players"]:
        assert set(player) == {
            "seat",
            "name",
            "accuracy",
            "decisions",
            "inaccuracies",
            "mistakes",
            "blunders",
        }
        assert 0 <= player["accuracy"] <= 100
    assert len(found["chart"]) == len(found["decisions"])
    again = run("analyze", str(record_file), "--json", "--budget", "2", "--seed", "3")
    assert again.stdout == result.stdout


def test_the_table_names_the_players(record_file: Path) -> None:
    result = run("analyze", str(record_file), "--budget", "1")
    assert result.exit_code == 0, result.output
    assert "Accuracy" in result.output and "greedy 1" in result.output


def refused(result: Result) -> str:
    assert result.exit_code == 1, result.output
    assert isinstance(result.exception, SystemExit)
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.output
    return lines[0]


def test_bad_input_is_one_line(record_file: Path, tmp_path: Path) -> None:
    assert "at least 1" in refused(run("analyze", str(record_file), "--budget", "0"))
    junk = tmp_path / "junk.json"
    junk.write_text("not json", encoding="utf-8")
    assert "cannot read" in refused(run("analyze", str(junk)))
    record = Record.load(record_file)
    record.actions = record.actions[:10]
    short = tmp_path / "short.json"
    record.save(short)
    assert "not finished" in refused(run("analyze", str(short)))
    assert "No such file" in refused(run("analyze", str(tmp_path / "missing.json")))
