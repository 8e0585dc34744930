"""The log entries of seats that go quiet (core.timeline): ``timeout SEAT BOT``,
``resign SEAT BOT`` and ``abandon``, replayed like actions by every record reader, and
refused with a reason when they cannot be there."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from eurotable import games
from eurotable.cli import app
from eurotable.core.errors import BadRecord, IllegalAction
from eurotable.core.record import Record, Seat, replay
from eurotable.core.timeline import ABANDON, CONFIRM, RESIGN, TIMEOUT, UNDO, Timeline, seat_entry

SPEC = games.get("puerto-rico")


def timeline(seed: int = 8) -> Timeline:
    return Timeline(SPEC, SPEC.new_game(2, {}, seed))


def first_action(line: Timeline) -> str:
    return str(line.state.legal_actions()[0])


def test_a_timeout_hands_one_action_to_the_stand_in_and_closes_the_undo_window() -> None:
    line = timeline()
    seat = line.state.current_player
    assert seat is not None
    line.mark(f"timeout {seat} greedy")
    assert line.substitute(seat) == "greedy" and line.stand_in == (seat, "greedy")
    assert line.state.events and line.state.events[-1].kind == TIMEOUT
    line.play(first_action(line))
    assert line.substitute(seat) is None, "the stand-in plays one action only"
    assert line.undoer() is None, "nobody takes back the stand-in's move"


def test_a_timeout_is_only_for_the_seat_to_move_and_once() -> None:
    line = timeline()
    seat = line.state.current_player
    assert seat is not None
    with pytest.raises(IllegalAction):
        line.mark(f"timeout {1 - seat} greedy")
    line.mark(f"timeout {seat} greedy")
    with pytest.raises(IllegalAction):
        line.mark(f"timeout {seat} greedy")
    assert line.entries == [f"timeout {seat} greedy"]


def test_a_resigned_seat_is_played_by_its_bot_which_never_undoes() -> None:
    line = timeline()
    line.mark("resign 0 random")
    assert line.resigned == {0: "random"} and line.state.events[-1].kind == RESIGN  # type: ignore[index]
    while line.state.current_player != 0:
        line.play(first_action(line))
    line.play(first_action(line))
    assert line.undoer() is None
    with pytest.raises(IllegalAction):
        line.mark("resign 0 greedy")


def test_nothing_follows_abandon() -> None:
    line = timeline()
    line.play(first_action(line))
    line.mark(ABANDON)
    assert line.abandoned and line.undoer() is None
    for entry in (first_action(line), ABANDON, "resign 1 greedy"):
        with pytest.raises(IllegalAction):
            line.extend([entry])


def test_records_replay_the_entries_and_refuse_misplaced_ones() -> None:
    line = timeline()
    seat = line.state.current_player
    line.extend([f"timeout {seat} greedy", first_action(line), "resign 1 random", ABANDON])
    record = Record("puerto-rico", {}, 8, [Seat("Ann", "human"), Seat("Bob", "human")])
    record.actions = list(line.entries)
    assert replay(Record.from_json(record.to_json())).events == line.state.events
    record.actions = [*line.entries, UNDO]
    with pytest.raises(BadRecord) as refused:
        replay(record)
    assert refused.value.index == len(line.entries)


@pytest.mark.parametrize(
    "text", ["timeout", "timeout 0", "timeout x greedy", "resign 0  greedy", "resign -1 random"]
)
def test_text_that_is_no_entry_is_not_read_as_one(text: str) -> None:
    assert seat_entry(text) is None


def test_eurotable_replay_says_that_a_record_was_abandoned(tmp_path: Path) -> None:
    line = timeline()
    line.extend([first_action(line), "resign 1 greedy", ABANDON])
    record = Record("puerto-rico", {}, 8, [Seat("Ann", "human"), Seat("Bob", "human")])
    record.actions = list(line.entries)
    record.save(tmp_path / "game.json")
    shown = CliRunner().invoke(app, ["replay", str(tmp_path / "game.json")])
    assert shown.exit_code == 0, shown.output
    assert "Abandoned by the host after 3 entries, without a result." in shown.output


def test_confirm_ends_the_turn_of_the_seat_that_passed_it_and_replays() -> None:
    line = timeline(seed=4)  # seat 0 chooses the first role
    with pytest.raises(IllegalAction, match="no turn of yours"):
        line.confirm(0)
    line.play("role prospector")
    assert line.state.current_player == 1 and line.confirmer() == 0
    with pytest.raises(IllegalAction):
        line.confirm(1)
    line.confirm(0)
    assert line.undoer() is None, "an ended turn is not taken back"
    assert line.state.events and line.state.events[-1].kind == CONFIRM
    assert line.entries == ["role prospector", CONFIRM]
    again = Timeline(SPEC, SPEC.new_game(2, {}, 4))
    again.extend(line.entries)
    assert again.state.to_json() == line.state.to_json() and again.undoer() is None
    with pytest.raises(IllegalAction, match="no turn to end"):
        again.extend([CONFIRM])
