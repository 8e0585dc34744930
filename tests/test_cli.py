"""The `eurotable` command, driven through Typer's test runner with the real Puerto Rico."""

from __future__ import annotations

import json
import math
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

import eurotable
from eurotable import games
from eurotable.core.game import DataEntry, GameSpec
from eurotable.core.record import Record, replay
from eurotable.display import solo_standing, solo_steps
from eurotable.i18n import speaking
from eurotable.terminal import HELP

GAME = "puerto-rico"


@pytest.fixture(scope="module")
def spec() -> GameSpec:
    return games.get(GAME)


def run(*args: str, input: str | None = None) -> Result:
    from eurotable.cli import app

    return CliRunner().invoke(app, list(args), input=input)


def ok(result: Result) -> Result:
    assert result.exit_code == 0, result.output
    assert result.exception is None, result.exception
    return result


def refused(result: Result) -> str:
    """The command failed cleanly: non-zero exit, no exception but the exit itself."""
    assert result.exit_code != 0, result.output
    assert isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result.output


def random_play(tmp_path: Path, seed: int, name: str = "game.json") -> tuple[Result, Path]:
    out = tmp_path / name
    seats = ["--seat", "random"] * 3
    result = run("play", GAME, "--players", "3", *seats, "--seed", str(seed), "--out", str(out))
    return ok(result), out


# play ------------------------------------------------------------------------------------


def test_play_with_random_seats_finishes_and_replay_reproduces_it(tmp_path: Path) -> None:
    result, out = random_play(tmp_path, seed=5)
    record = Record.load(out)
    assert record.game == GAME and record.seed == 5
    assert [seat.kind for seat in record.seats] == ["bot:random"] * 3
    final = replay(record)
    assert final.is_over
    names = [seat.name for seat in record.seats]
    winners = " and ".join(names[seat] for seat in final.result().winners)
    assert f"Winner: {winners}" in result.output
    assert f"Record saved to {out}" in result.output

    replayed = json.loads(ok(run("replay", str(out), "--json")).stdout)
    assert replayed == {
        "game": GAME,
        "players": 3,
        "actions": len(record.actions),
        "over": True,
        "result": final.result().to_json(),
    }
    shown = ok(run("replay", str(out))).output
    assert f"Winner: {winners}" in shown
    assert "Place" in shown and "Tie-break" in shown, "players are ranked in the result table"


def test_play_is_deterministic_for_a_seed(tmp_path: Path) -> None:
    _, first = random_play(tmp_path, seed=9, name="a.json")
    _, second = random_play(tmp_path, seed=9, name="b.json")
    _, other = random_play(tmp_path, seed=10, name="c.json")
    assert Record.load(first).actions == Record.load(second).actions
    assert Record.load(first).actions != Record.load(other).actions


def test_play_reads_human_input_from_stdin(tmp_path: Path, spec: GameSpec) -> None:
    seed = 3
    state = spec.new_game(3, None, seed)
    human = state.current_player
    assert human is not None
    first = state.legal_actions()[0]
    state.apply(first)
    # The player who takes a role acts on it first (settler: the chooser takes first).
    assert state.current_player == human
    second = state.legal_actions()[-1]
    seats = ["random"] * 3
    seats[human] = "human"
    out = tmp_path / "human.json"
    lines = ["1", str(second), "log", "help", "no such thing", "quit"]
    result = run(
        "play",
        GAME,
        "--players",
        "3",
        *(arg for kind in seats for arg in ("--seat", kind)),
        "--seed",
        str(seed),
        "--out",
        str(out),
        input="\n".join(lines) + "\n",
    )
    output = ok(result).output
    record = Record.load(out)
    assert record.actions[:2] == [str(first), str(second)]
    assert record.seats[human].kind == "human"
    assert HELP.splitlines()[0] in output
    assert output.count("error:") == 1
    assert "cannot read action 'no such thing'" in output
    names = [seat.name for seat in record.seats]
    logged = replay(Record(GAME, record.options, seed, record.seats, record.actions[:2]))
    assert logged.events
    for event in logged.events:
        assert spec.describe(event, names) in output
    assert "unfinished" in output
    assert not replay(record).is_over


def test_play_end_of_input_saves_like_quit(tmp_path: Path) -> None:
    out = tmp_path / "eof.json"
    seats = ["--seat", "human", "--seat", "human"]
    result = run("play", GAME, "--players", "2", *seats, "--seed", "1", "--out", str(out), input="")
    assert "unfinished after 0 actions" in ok(result).output
    record = Record.load(out)
    assert record.actions == []
    assert [seat.kind for seat in record.seats] == ["human", "human"]


def test_play_seats_one_human_and_greedy_bots_by_default(tmp_path: Path) -> None:
    # As the lobby's new seats: a first game against bots that play sensibly.
    out = tmp_path / "default.json"
    ok(run("play", GAME, "--players", "3", "--out", str(out), input=""))
    kinds = [seat.kind for seat in Record.load(out).seats]
    assert kinds == ["human", "bot:greedy", "bot:greedy"]


def test_play_refuses_a_folder_or_an_unwritable_out_before_the_first_move(
    tmp_path: Path,
) -> None:
    taken = tmp_path / "taken"
    taken.write_text("a file")
    seats = ["--seat", "random", "--seat", "random"]
    for out, message in [
        (tmp_path, f"error: {tmp_path} is a folder, not a file"),
        (taken / "game.json", f"error: {taken} is a file, not a folder"),
    ]:
        output = refused(run("play", GAME, "--players", "2", *seats, "--out", str(out)))
        assert output == message + "\n"  # one line, and no move was played
    assert sorted(tmp_path.iterdir()) == [taken] and taken.read_text() == "a file"


def play_in_a_process(out: Path) -> subprocess.Popen[str]:
    """Two thinking bots (a fifth of a second a decision), in a process of its own."""
    script = "from eurotable.cli import main; main()"
    seats = ["--seat", "ismcts:200ms", "--seat", "ismcts:200ms"]
    return subprocess.Popen(
        [sys.executable, "-c", script, "play", GAME, "--players", "2", *seats, "--out", str(out)],
        stdin=subprocess.DEVNULL,
        # As at a terminal, even when the suite itself was started with Ctrl-C ignored.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def wait_for_actions(out: Path, process: subprocess.Popen[str], count: int) -> None:
    """Until the record on disk holds ``count`` actions (read whole every time)."""
    while process.poll() is None:
        if out.exists() and len(Record.load(out).actions) >= count:
            return
        time.sleep(0.02)
    raise AssertionError(process.communicate())


def test_play_saves_the_record_as_the_game_goes(tmp_path: Path) -> None:
    """Killed mid-game (as by a crash): the record holds the actions so far and replays."""
    out = tmp_path / "crash.json"
    process = play_in_a_process(out)
    try:
        wait_for_actions(out, process, 3)
    finally:
        process.kill()
        process.communicate()
    record = Record.load(out)
    assert len(record.actions) >= 3
    assert not replay(record).is_over
    assert [path.name for path in tmp_path.iterdir()] == ["crash.json"]  # no temp files
    shown = ok(run("replay", str(out))).output
    assert f"Not finished after {len(record.actions)} actions" in shown


def test_play_ctrl_c_while_a_bot_thinks_saves_and_says_so(tmp_path: Path) -> None:
    out = tmp_path / "stopped.json"
    process = play_in_a_process(out)
    try:
        wait_for_actions(out, process, 2)
        process.send_signal(signal.SIGINT)
        stdout, stderr = process.communicate(timeout=20)
    finally:
        process.kill()
    assert process.returncode == 0, stderr
    record = Record.load(out)
    assert f"Record saved to {out} (unfinished after {len(record.actions)} actions)" in stdout
    assert "Traceback" not in stderr
    assert not replay(record).is_over


def test_play_refuses_numbers_out_of_range_and_illegal_actions(tmp_path: Path) -> None:
    out = tmp_path / "bad.json"
    lines = ["0", "999", "pass", "quit"]
    result = run(
        "play",
        GAME,
        "--players",
        "2",
        "--seat",
        "human",
        "--seat",
        "human",
        "--seed",
        "4",
        "--out",
        str(out),
        input="\n".join(lines) + "\n",
    )
    output = ok(result).output
    assert output.count("error:") == 3
    assert "there is no action 0" in output and "there is no action 999" in output
    assert Record.load(out).actions == []


# a solo game's result ----------------------------------------------------------------------


def shipyard_steps() -> list[tuple[int, str]]:
    shipyard = games.get("shipyard")
    return solo_steps(
        shipyard, {option.name: option.default for option in shipyard.capabilities.options}
    )


def test_the_solo_table_is_the_rulebooks() -> None:
    """Shipyard 2nd edition, solo rules, "Výsledky": 60 VP, 80 VP, 95+ VP."""
    assert shipyard_steps() == [(60, "beginner"), (80, "solid"), (95, "excellent")]
    with speaking("cs"):
        titles = [title for _start, title in shipyard_steps()]
    assert titles == ["Zámořský zelenáč", "Kvalitní konstruktér", "Impozantní inženýr"]


@pytest.mark.parametrize(
    ("points", "standing"),
    [
        (0, "0 VP, below the rulebook's table (it starts at 60 VP: beginner)."),
        (59, "59 VP, below the rulebook's table (it starts at 60 VP: beginner)."),
        (60, "60 VP, beginner on the rulebook's table (60–79 VP)."),
        (79, "79 VP, beginner on the rulebook's table (60–79 VP)."),
        (80, "80 VP, solid on the rulebook's table (80–94 VP)."),
        (95, "95 VP, excellent on the rulebook's table (95+ VP)."),
        (140, "140 VP, excellent on the rulebook's table (95+ VP)."),
    ],
)
def test_a_solo_score_is_placed_on_the_table(points: int, standing: str) -> None:
    assert solo_standing(points, shipyard_steps()) == f"Solo result: {standing}"


def test_a_solo_game_says_its_score_and_step_not_a_winner(tmp_path: Path) -> None:
    out = tmp_path / "solo.json"
    args = ("play", "shipyard", "--players", "1", "--seat", "greedy", "--seed", "3")
    played = ok(run(*args, "--out", str(out))).output
    result = replay(Record.load(out)).result()
    standing = solo_standing(result.scores[0], shipyard_steps())
    assert f"{standing}\nRecord saved to {out}" in played
    assert "Winner" not in played
    shown = ok(run("replay", str(out))).output
    assert shown.endswith(standing + "\n") and "Winner" not in shown
    for output in (played, shown):  # the result table ranks nobody: no place, no tie-break
        assert "Score" in output and "Place" not in output and "Tie-break" not in output
    czech = ok(run("replay", str(out), "--lang", "cs")).output
    assert "Zámořský zelenáč" in czech and standing not in czech


def test_selfplay_of_a_solo_game_counts_the_steps_reached(tmp_path: Path) -> None:
    args = ("selfplay", "shipyard", "--players", "1", "--bots", "greedy", "--games", "3")
    output = ok(run(*args, "--seed", "1", "--out", str(tmp_path))).output
    scores = [replay(Record.load(path)).result().scores[0] for path in tmp_path.iterdir()]
    below = sum(1 for score in scores if score < 60)
    beginners = sum(1 for score in scores if 60 <= score < 80)
    assert f"Below the rulebook's solo table (60 VP): {below} game" in output
    assert f"beginner (60–79 VP): {beginners} game" in output
    assert "excellent (95+ VP): " in output
    assert "Win rate" not in output and "Mean score" in output


# replay ----------------------------------------------------------------------------------


def test_replay_of_a_corrupted_record_reports_the_index(tmp_path: Path) -> None:
    _, out = random_play(tmp_path, seed=2)
    data = json.loads(out.read_text())
    data["actions"][7] = "build nothing-at-all"
    out.write_text(json.dumps(data))
    output = refused(run("replay", str(out)))
    assert "action #7" in output
    assert len(output.strip().splitlines()) == 1

    before = replay(Record.from_json({**data, "actions": data["actions"][:7]}))
    legal = {str(action) for action in before.legal_actions()}
    data["actions"][7] = next(text for text in data["actions"] if text not in legal)
    out.write_text(json.dumps(data))
    output = refused(run("replay", str(out), "--json"))
    assert "action #7" in output and "cannot read" not in output


def test_replay_of_an_unfinished_record_says_who_moves(tmp_path: Path) -> None:
    _, out = random_play(tmp_path, seed=2)
    data = json.loads(out.read_text())
    data["actions"] = data["actions"][:3]
    out.write_text(json.dumps(data))
    summary = json.loads(ok(run("replay", str(out), "--json")).stdout)
    assert summary["over"] is False and summary["result"] is None
    assert summary["actions"] == 3
    assert "Not finished after 3 actions" in ok(run("replay", str(out))).output


def test_replay_refuses_a_bad_header_and_a_file_that_is_not_json(tmp_path: Path) -> None:
    _, out = random_play(tmp_path, seed=2)
    data = json.loads(out.read_text())
    data["seats"] = data["seats"][:1]
    out.write_text(json.dumps(data))
    assert "record header" in refused(run("replay", str(out)))
    out.write_text("{not json")
    assert "cannot read" in refused(run("replay", str(out)))


# selfplay --------------------------------------------------------------------------------


def selfplay_json(*extra: str) -> dict[str, object]:
    args = ("selfplay", GAME, "--players", "3", "--games", "4", "--seed", "11", "--json")
    result = ok(run(*args, *extra))
    summary = json.loads(result.stdout)
    assert isinstance(summary, dict)
    return summary


def test_selfplay_json_fields(spec: GameSpec) -> None:
    summary = selfplay_json()
    assert list(summary) == [
        "game",
        "players",
        "options",
        "games",
        "wins",
        "mean_scores",
        "mean_decisions",
    ]
    assert summary["game"] == GAME and summary["players"] == 3 and summary["games"] == 4
    assert summary["options"] == {
        option.name: option.default for option in spec.capabilities.options
    }
    wins = summary["wins"]
    scores = summary["mean_scores"]
    assert isinstance(wins, list) and isinstance(scores, list)
    assert len(wins) == 3 and len(scores) == 3
    assert sum(wins) == pytest.approx(4)
    assert all(score > 0 for score in scores)
    decisions = summary["mean_decisions"]
    assert isinstance(decisions, float) and decisions > 0


def test_selfplay_is_deterministic() -> None:
    assert selfplay_json() == selfplay_json()
    assert selfplay_json() != selfplay_json("--seed", "12")


def test_selfplay_writes_records_that_replay(tmp_path: Path) -> None:
    summary = selfplay_json("--out", str(tmp_path), "--bots", "random")
    paths = sorted(tmp_path.iterdir())
    assert [path.name for path in paths] == [f"{GAME}-{seed}.json" for seed in range(11, 15)]
    wins = [0.0, 0.0, 0.0]
    for path in paths:
        result = replay(Record.load(path)).result()
        for seat in result.winners:
            wins[seat] += 1 / len(result.winners)
    assert summary["wins"] == pytest.approx(wins)


def test_selfplay_table() -> None:
    args = ("selfplay", GAME, "--players", "2", "--games", "2", "--bots", "random")
    output = ok(run(*args, "--bots", "random")).output
    assert "puerto-rico, 2 players, 2 games" in output
    assert "mean decisions per game" in output


def test_selfplay_failure_names_the_game_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    from eurotable import bots
    from eurotable.bots import Bot, Decision
    from eurotable.core.actions import Action

    class Stubborn(Bot):
        """Plays its first choice again and again, until the rules refuse it."""

        name = "stubborn"

        def __init__(self, seed: int) -> None:
            self.first: Action | None = None

        def choose(self, decision: Decision) -> Action:
            self.first = self.first or decision.legal[0]
            return self.first

    def stubborn(seed: int, spec: GameSpec, params: list[str]) -> Bot:
        return Stubborn(seed)

    monkeypatch.setitem(bots._FACTORIES, "stubborn", stubborn)
    args = ("selfplay", GAME, "--players", "2", "--bots", "stubborn", "--seed", "21")
    assert "game with seed 21 failed" in refused(run(*args))


# bench -----------------------------------------------------------------------------------


def test_bench_json_keys_and_positive_rates() -> None:
    result = ok(run("bench", GAME, "--players", "3", "--seconds", "0.5", "--json"))
    report = json.loads(result.stdout)
    assert list(report) == [
        "game",
        "players",
        "options",
        "games_per_sec",
        "decisions_per_sec",
        "clones_per_sec",
        "ismcts_iterations_per_sec",
        "env_steps_per_sec",
        "compiled",
    ]
    assert report["game"] == GAME and report["players"] == 3
    assert report["compiled"] is eurotable.compiled()
    for key in (
        "games_per_sec",
        "decisions_per_sec",
        "clones_per_sec",
        "ismcts_iterations_per_sec",
        "env_steps_per_sec",
    ):
        assert isinstance(report[key], float) and report[key] > 0
    assert report["decisions_per_sec"] > report["games_per_sec"]


def test_bench_table() -> None:
    output = ok(run("bench", GAME, "--players", "2", "--seconds", "0.5")).output
    for measure in ("games", "decisions", "clones", "ismcts iterations", "environment steps"):
        assert measure in output
    assert ("compiled (mypyc)" if eurotable.compiled() else "pure Python") in output


# data report and games -------------------------------------------------------------------


def test_data_report_lists_only_unconfirmed_entries(
    monkeypatch: pytest.MonkeyPatch, spec: GameSpec
) -> None:
    confirmed = DataEntry(GAME, "confirmed/thing", 1, "confirmed", "the box")
    proposed = DataEntry(GAME, "proposed/thing", [2, 3], "proposed", "a guess [maybe]")
    monkeypatch.setattr(spec, "data_entries", lambda: [confirmed, proposed])
    listed = json.loads(ok(run("data", "report", GAME, "--json")).stdout)
    assert listed == [
        {
            "game": GAME,
            "key": "proposed/thing",
            "value": [2, 3],
            "confidence": "proposed",
            "source": "a guess [maybe]",
        }
    ]
    table = ok(run("data", "report", GAME)).output
    assert "proposed/thing" in table and "a guess [maybe]" in table
    assert "confirmed/thing" not in table
    assert "proposed/thing" in ok(run("data", "report")).output


def test_data_report_of_the_real_data() -> None:
    listed = json.loads(ok(run("data", "report", "--json")).stdout)
    expected = [
        (name, entry.key)
        for name in games.names()
        for entry in games.get(name).data_entries()
        if entry.confidence != "confirmed"
    ]
    assert [(item["game"], item["key"]) for item in listed] == expected
    assert all(item["confidence"] in ("inferred", "proposed") for item in listed)


def test_data_report_of_fully_confirmed_data(spec: GameSpec) -> None:
    """Puerto Rico's tables are all confirmed by the rulebook and the reference."""
    output = ok(run("data", "report", GAME)).output
    assert f"All {len(spec.data_entries())} data entries are confirmed." in output


def test_games_lists_capabilities() -> None:
    output = ok(run("games")).output
    assert "Puerto Rico (puerto-rico)" in output
    assert "2–5" in output
    assert "open_vp" in output


def test_games_json_lists_every_game_with_its_options() -> None:
    listed = json.loads(ok(run("games", "--json")).stdout)
    assert [game["name"] for game in listed] == games.names()
    for game in listed:
        spec = games.get(game["name"])
        caps = spec.capabilities
        assert list(game) == [
            "name",
            "title",
            "players",
            "hidden_information",
            "solo",
            "editions",
            "variants",
            "options",
            "notes",
        ]
        assert game["title"] == spec.title and game["players"] == list(caps.player_counts)
        assert game["solo"] is caps.solo and len(game["variants"]) == len(caps.variants)
        assert [option["name"] for option in game["options"]] == [o.name for o in caps.options]
        assert [option["default"] for option in game["options"]] == [
            o.default for o in caps.options
        ]
    by_name = {game["name"]: game for game in listed}
    (open_vp,) = by_name[GAME]["options"]
    assert open_vp == {
        "name": "open_vp",
        "kind": "bool",
        "values": [False, True],
        "default": False,
        "help": "show every player's VP chips (the rules keep them face down)",
        "players": {},
    }
    shipyard = by_name["shipyard"]
    edition = next(option for option in shipyard["options"] if option["name"] == "edition")
    assert edition["kind"] == "choice" and edition["default"] in edition["values"]
    assert 1 not in edition["players"]["first"]  # the 1st edition has no solo game
    assert shipyard["solo"] is True and 1 in shipyard["players"]
    czech = json.loads(ok(run("games", "--json", "--lang", "cs")).stdout)
    assert czech[0]["options"][0]["help"] != open_vp["help"]
    assert [game["name"] for game in czech] == games.names()


# bad arguments ---------------------------------------------------------------------------

BAD_ARGUMENTS = [
    (["play", "chess", "--players", "2"], "unknown game 'chess'"),
    (["selfplay", "chess", "--players", "2"], "unknown game 'chess'"),
    (["bench", "chess", "--players", "2"], "unknown game 'chess'"),
    (["data", "report", "chess"], "unknown game 'chess'"),
    (["play", GAME, "--players", "1"], "Puerto Rico is for 2–5 players, not 1"),
    (["selfplay", GAME, "--players", "6"], "Puerto Rico is for 2–5 players, not 6"),
    (["bench", GAME, "--players", "2", "--option", "open_vp"], "KEY=VALUE"),
    (["play", GAME, "--players", "2", "--option", "colour=red"], "unknown option 'colour'"),
    (["play", GAME, "--players", "2", "--option", "open_vp=maybe"], "true or false"),
    (["play", GAME, "--players", "2", "--seat", "human"], "give --seat once per player"),
    (["play", GAME, "--players", "2", "--seat", "human", "--seat", "alien"], "'alien'"),
    (["selfplay", GAME, "--players", "3", "--bots", "random", "--bots", "random"], "not 2"),
    (["selfplay", GAME, "--players", "2", "--bots", "genius"], "unknown bot 'genius'"),
    (["replay", "no-such-file.json"], "no-such-file.json"),
]


@pytest.mark.parametrize(("args", "message"), BAD_ARGUMENTS)
def test_bad_arguments_exit_with_one_line(args: list[str], message: str) -> None:
    output = refused(run(*args))
    assert output.startswith("error: ")
    assert message in output
    assert len(output.strip().splitlines()) == 1


USAGE_ERRORS = [
    (["play", GAME], "missing option '--players' / '-p' (see eurotable play --help)"),
    (["selfplay", GAME, "--players", "two"], "invalid value for '--players' / '-p'"),
    (["selfplay", GAME, "--players", "2", "--games", "0"], "invalid value for '--games'"),
    (["tournament", GAME, "--players", "2", "--bots", "random", "--games", "0"], "'--games'"),
    (["selfplay", GAME, "--players", "2", "--seed", "abc"], "invalid value for '--seed'"),
    (["play", GAME, "--players", "2", "--colour", "red"], "no such option: --colour"),
    (["chess"], "no such command 'chess' (see eurotable --help)"),
    (["--verbose"], "no such option: --verbose (see eurotable --help)"),
    (["data", "nothing"], "no such command 'nothing' (see eurotable data --help)"),
    (["replay"], "missing argument 'file' (see eurotable replay --help)"),
]


@pytest.mark.parametrize(("args", "message"), USAGE_ERRORS)
def test_usage_errors_are_one_line_with_exit_code_1(args: list[str], message: str) -> None:
    """Click's own refusals follow the README's promise like eurotable's."""
    result = run(*args)
    assert result.exit_code == 1, result.output
    assert result.output.startswith("error: ") and message in result.output
    assert len(result.output.strip().splitlines()) == 1, result.output


def test_help_is_still_help() -> None:
    for args in (["--help"], ["play", "--help"], ["data", "--help"]):
        shown = ok(run(*args)).output
        assert "Usage: eurotable" in shown and "error" not in shown
    assert "Usage: eurotable [OPTIONS] COMMAND" in run().output  # no arguments: the help


BAD_SECONDS = ["inf", "-inf", "nan", "0", "-1", "0.4"]


@pytest.mark.parametrize("seconds", BAD_SECONDS)
def test_bench_refuses_a_time_it_cannot_measure_in(seconds: str) -> None:
    output = refused(run("bench", GAME, "--players", "2", "--seconds", seconds))
    value = float(seconds)
    if math.isfinite(value):
        expected = "--seconds must be at least 0.5 (each of the four measures needs a tenth"
        assert output.startswith(f"error: {expected}") and output.endswith(f"not {value:g}\n")
    else:
        assert output == f"error: --seconds must be a finite number, not {value}\n"


def test_the_installed_command_prints_no_traceback() -> None:
    script = "from eurotable.cli import main; main()"
    done = subprocess.run(
        [sys.executable, "-c", script, "play", "chess", "--players", "2"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr.startswith("error: unknown game 'chess'")
    assert len(done.stderr.strip().splitlines()) == 1
