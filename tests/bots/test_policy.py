"""Trained policies as bots (issue 20): ``policy:PATH`` plays a policy file and
``policy:MODULE:CALLABLE`` a Python callable, from the seat's observation vector and mask
only; a file made for another set-up, or an answer that is not legal, is refused with a
message naming the bot; local and Ray tournaments with them give the same games."""

from __future__ import annotations

import importlib
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from bot_checks import assert_moves_ignore_secrets, positions
from eurotable import games, rl
from eurotable.bots import BadBot, bot_kind, bots_for_seats, decision_for, make_bot
from eurotable.core.record import Record, replay
from eurotable.learning import policy as files
from eurotable.learning.policy import LinearPolicy, draw
from eurotable.learning.reinforce import Plan, train, write
from eurotable.selfplay import SelfplayFailure, play_bot_game
from eurotable.tournament import run_jobs, schedule, standings

SPEC = games.get("puerto-rico")
MODULE = "policy_bot_callables"
CALLABLES = """
import numpy as np

CALLS = []


def first_legal(vector, mask):
    CALLS.append((vector, mask))
    return int(np.flatnonzero(mask)[0])


def last_legal(vector, mask):
    return np.flatnonzero(mask)[-1]  # a numpy integer is an index too


def illegal(vector, mask):
    return int(np.flatnonzero(mask == 0)[0])


def beyond(vector, mask):
    return len(mask)


def vague(vector, mask):
    return 1.5


class Holder:
    @staticmethod
    def pick(vector, mask):
        return int(np.flatnonzero(mask)[1 if mask.sum() > 1 else 0])


NOT_CALLABLE = 3
"""


@pytest.fixture(scope="module")
def shelf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with a briefly trained Puerto Rico 2-player policy (``trained.npz``) and a
    module of policy callables."""
    folder = tmp_path_factory.mktemp("policies")
    plan = Plan(episodes=24, seed=3)
    write(plan, train(plan), folder / "trained.npz")
    (folder / f"{MODULE}.py").write_text(CALLABLES, encoding="utf-8")
    return folder


@pytest.fixture
def here(shelf: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The shelf as the current folder and on the import path (as ``PYTHONPATH=.``)."""
    monkeypatch.chdir(shelf)
    monkeypatch.syspath_prepend(str(shelf))
    yield shelf
    sys.modules.pop(MODULE, None)


def test_a_policy_file_plays_whole_games_reproducibly(here: Path) -> None:
    names = bots_for_seats(["policy:trained.npz", "random"], 2, SPEC)
    first = play_bot_game(SPEC, 2, {}, 8, names)
    again = play_bot_game(SPEC, 2, {}, 8, names)
    assert first.result.places and first.record.actions == again.record.actions
    assert first.record.seats[0].kind == "bot:policy:trained.npz"


def test_the_file_bot_draws_from_the_policy_with_its_own_seeded_generator(here: Path) -> None:
    trained = files.load(here / "trained.npz").policy
    table = rl.layout("puerto-rico", 2)
    states = positions(SPEC, 2, 4, 8)
    picks: dict[int, list[str]] = {}
    for seed in (5, 6):
        bot = make_bot("policy:trained.npz", seed, SPEC)
        rng = random.Random(seed)
        picks[seed] = []
        for state in states:
            decision = decision_for(state)
            vector, mask = table.vector(decision.observation), table.mask(decision.legal)
            expected = table.actions[draw(trained.probabilities(vector, mask), rng)]
            picks[seed].append(str(bot.choose(decision)))
            assert picks[seed][-1] == expected
    assert picks[5] != picks[6], "another seed, other draws"


def test_changing_what_the_seat_cannot_see_does_not_change_the_move(tmp_path: Path) -> None:
    """A policy with random weights reads every entry of the vector: the stack order, the
    random streams and other seats' chips are secrets, and change nothing."""
    table = rl.layout("puerto-rico", 4)
    weights = np.random.default_rng(1).normal(size=(len(table.actions), len(table.features)))
    files.save(tmp_path / "p4.npz", LinearPolicy(weights, np.zeros(len(table.actions))), table, {})
    name = f"policy:{tmp_path / 'p4.npz'}"
    assert assert_moves_ignore_secrets(SPEC, name, positions(SPEC, 4, 7, 6)) >= 12


def test_a_callable_gets_the_seats_vector_and_mask_and_answers_an_index(here: Path) -> None:
    table = rl.layout("puerto-rico", 2)
    bot = make_bot(f"policy:{MODULE}:first_legal", 0, SPEC)
    calls = importlib.import_module(MODULE).CALLS
    for state in positions(SPEC, 2, 9, 4):
        decision = decision_for(state)
        action = bot.choose(decision)
        vector, mask = calls[-1]
        assert vector.dtype == np.float32 and mask.dtype == np.int8
        assert np.array_equal(vector, table.vector(decision.observation))
        assert np.array_equal(mask, table.mask(decision.legal))
        assert str(action) == table.actions[int(np.flatnonzero(mask)[0])]
        assert action in decision.legal
    dotted = make_bot(f"policy:{MODULE}:Holder.pick", 0, SPEC)
    numpy_index = make_bot(f"policy:{MODULE}:last_legal", 0, SPEC)
    decision = decision_for(positions(SPEC, 2, 9, 1)[0])
    mask = table.mask(decision.legal)
    assert str(dotted.choose(decision)) == table.actions[int(np.flatnonzero(mask)[1])]
    assert str(numpy_index.choose(decision)) == table.actions[int(np.flatnonzero(mask)[-1])]


BAD_NAMES = [
    ("policy", "'policy' takes a policy file (policy:PATH) or a Python entry point"),
    ("policy:", "'policy' takes a policy file"),
    ("policy:a:b:c", "'policy' takes a policy file"),
    ("policy:nowhere.npz", "there is no policy file 'nowhere.npz'"),
    ("policy:.", "cannot read the policy file '.': Is a directory"),
    ("policy:notes.txt", "'notes.txt' is not a policy file (a .npz written by"),
    ("policy:old.npz", "the policy file 'old.npz' has format 0; this eurotable reads format 1"),
    ("policy:no_such_module_here:act", "cannot import 'no_such_module_here' for the policy"),
    (f"policy:{MODULE}:missing", f"'{MODULE}' has no callable 'missing' for the policy"),
    (f"policy:{MODULE}:NOT_CALLABLE", "has no callable 'NOT_CALLABLE'"),
]


@pytest.mark.parametrize(("name", "says"), BAD_NAMES, ids=[n for n, _ in BAD_NAMES])
def test_a_policy_that_cannot_be_loaded_is_refused_in_one_line(
    here: Path, name: str, says: str
) -> None:
    (here / "notes.txt").write_text("not weights", encoding="utf-8")
    good = files.load(here / "trained.npz")
    header = {"format": 0, "setup": good.setup.to_json(), "meta": {}}
    with (here / "old.npz").open("wb") as handle:
        np.savez(handle, header=np.array(json.dumps(header)), weights=good.policy.weights)
    with pytest.raises(BadBot) as refused:
        bots_for_seats([name], 2, SPEC)
    message = str(refused.value)
    assert says in message and "\n" not in message


def test_a_name_tells_its_kind_without_building_the_bot(tmp_path: Path) -> None:
    assert bot_kind("ismcts:hard") == "ismcts"
    assert bot_kind(f"policy:{tmp_path / 'nowhere.npz'}") == "policy"
    assert bot_kind("policy:no_such_module_here:act") == "policy"
    assert "no_such_module_here" not in sys.modules
    with pytest.raises(BadBot, match="unknown bot 'oracle'"):
        bot_kind("oracle:deep")


def test_a_policy_for_another_set_up_is_refused_naming_the_mismatch(here: Path) -> None:
    with pytest.raises(BadBot, match=r"'policy:trained\.npz' was trained for the game puerto-rico"):
        make_bot("policy:trained.npz", 0, games.get("shipyard"))
    three = decision_for(positions(SPEC, 3, 2, 1)[0])
    with pytest.raises(BadBot, match="was trained for 2 players, not 3"):
        make_bot("policy:trained.npz", 0, SPEC).choose(three)
    with pytest.raises(SelfplayFailure, match=r"game with seed 4 failed: .* for 2 players, not 3"):
        play_bot_game(SPEC, 3, {}, 4, ["policy:trained.npz", "random", "random"])
    open_vp = decision_for(positions(SPEC, 2, 2, 1, {"open_vp": True})[0])
    with pytest.raises(
        BadBot, match=r'trained with the options \{"open_vp": false\}, not \{"open_vp": true\}'
    ):
        make_bot("policy:trained.npz", 0, SPEC).choose(open_vp)
    good = files.load(here / "trained.npz")
    header = {"format": 1, "setup": {**good.setup.to_json(), "fingerprint": "0" * 64}, "meta": {}}
    with (here / "older.npz").open("wb") as handle:
        np.savez(
            handle,
            header=np.array(json.dumps(header)),
            weights=good.policy.weights,
            bias=good.policy.bias,
        )
    with pytest.raises(BadBot, match="another version of the puerto-rico encoding"):
        make_bot("policy:older.npz", 0, SPEC).choose(decision_for(positions(SPEC, 2, 2, 1)[0]))


@pytest.mark.parametrize(
    ("callable_name", "says"),
    [
        (
            "illegal",
            r"'policy:policy_bot_callables:illegal' chose '.+' \(catalogue index \d+\), "
            "which is not legal now",
        ),
        ("beyond", r"answered 106, which is not an index of its action catalogue \(0 to 105\)"),
        ("vague", r"answered 1\.5, which is not an index"),
    ],
)
def test_an_answer_that_is_not_a_legal_index_is_an_error_naming_the_bot(
    here: Path, callable_name: str, says: str
) -> None:
    bot = make_bot(f"policy:{MODULE}:{callable_name}", 0, SPEC)
    with pytest.raises(BadBot, match=says):
        bot.choose(decision_for(positions(SPEC, 2, 9, 1)[0]))


def _games(backend: str, workers: int) -> tuple[list[tuple[object, ...]], list[object]]:
    jobs = schedule("puerto-rico", 2, {}, ["policy:trained.npz", "random"], 4, seed=20)
    jobs += schedule("puerto-rico", 2, {}, [f"policy:{MODULE}:Holder.pick", "random"], 2, seed=30)
    played = list(run_jobs(jobs, backend, workers))
    table = [row.to_json() for row in standings(played)]
    return [(p.job.lineup, p.record.actions, p.result.scores) for p in played], table


def test_local_and_ray_tournaments_with_policy_bots_give_the_same_games(here: Path) -> None:
    """A real local Ray instance; its workers start in the current folder, so the relative
    path and the module beside it are found there as here."""
    local = _games("local", 1)
    assert local == _games("local", 2)
    assert local == _games("ray", 2)


def test_play_selfplay_and_tournament_seat_policy_bots(here: Path) -> None:
    from eurotable.cli import app

    runner = CliRunner()
    both = ["--bots", "policy:trained.npz", "--bots", f"policy:{MODULE}:first_legal"]
    selfplay = runner.invoke(
        app, ["selfplay", "puerto-rico", "-p", "2", *both, "--games", "2", "--json"]
    )
    assert selfplay.exit_code == 0, selfplay.output
    assert json.loads(selfplay.stdout)["games"] == 2
    args = ["tournament", "puerto-rico", "-p", "2", *both, "--games", "2", "--workers", "1"]
    tournament = runner.invoke(app, [*args, "--out", "records", "--json"])
    assert tournament.exit_code == 0, tournament.output
    table = json.loads(tournament.stdout.strip().splitlines()[-1])["bots"]
    assert set(table) == {"policy:trained.npz", f"policy:{MODULE}:first_legal"}
    seats = ["--seat", "policy:trained.npz", "--seat", "random"]
    play = runner.invoke(
        app, ["play", "puerto-rico", "-p", "2", *seats, "--seed", "3", "--out", "game.json"]
    )
    assert play.exit_code == 0, play.output
    record = Record.load(here / "game.json")
    assert record.seats[0].kind == "bot:policy:trained.npz" and replay(record).is_over
    refused = runner.invoke(
        app, ["tournament", "puerto-rico", "-p", "2", "--bots", "policy:nowhere.npz"]
    )
    assert refused.exit_code == 1
    assert "there is no policy file 'nowhere.npz'" in refused.output


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_policy_failing_in_a_tournament_is_one_line_on_any_number_of_workers(
    here: Path, workers: str
) -> None:
    """The failure of a game played in a worker process comes back whole (it once could
    not be unpickled there, and the tournament ended in a BrokenProcessPool traceback)."""
    from eurotable.cli import app

    bots = ["--bots", f"policy:{MODULE}:illegal", "--bots", "random"]
    args = ["tournament", "puerto-rico", "-p", "2", *bots, "--games", "2", "--out", "failing"]
    failed = CliRunner().invoke(app, [*args, "--workers", workers])
    assert failed.exit_code == 1, failed.output
    lines = failed.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: game with seed"), lines
    assert "which is not legal now" in lines[0]
