"""Terminal play without the command line: scripted input, captured output."""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest
from rich.console import Console

from eurotable import games
from eurotable.core.record import Record, replay
from eurotable.terminal import TerminalGame

SPEC = games.get("puerto-rico")


def table(kinds: list[str], answer: Callable[[TerminalGame], str | None]) -> TerminalGame:
    console = Console(file=io.StringIO(), width=120)
    holder: list[TerminalGame] = []
    game = TerminalGame(SPEC, len(kinds), {}, 6, kinds, console, lambda _: answer(holder[0]))
    holder.append(game)
    return game


def output(game: TerminalGame) -> str:
    stream = game.console.file
    assert isinstance(stream, io.StringIO)
    return stream.getvalue()


def test_humans_answering_by_number_play_a_whole_game() -> None:
    game = table(["random", "human", "human"], lambda game: "1")
    assert game.viewer == 1
    assert game.run() is True
    assert game.state.is_over
    assert replay(game.record).equals(game.state)
    assert [seat.name for seat in game.record.seats] == ["Random 1", "Human 2", "Human 3"]


def test_humans_answering_by_notation_see_their_own_view() -> None:
    seen: list[str] = []

    def answer(game: TerminalGame) -> str:
        seat = game.state.current_player
        assert seat is not None and seat in (0, 1)
        seen.append(SPEC.render(game.state, seat, game.names))
        return str(game.state.legal_actions()[-1])

    game = table(["human", "human", "random"], answer)
    assert game.run() is True
    shown = output(game)
    assert seen and all(view in shown for view in seen[:5])
    assert replay(game.record).equals(game.state)


def test_quit_and_end_of_input_stop_the_game_with_its_record() -> None:
    for answer in ("quit", None):
        game = table(["human", "human", "human"], lambda game, answer=answer: answer)
        assert game.run() is False
        assert game.record.actions == []
        assert not game.state.is_over


def test_seat_kinds_must_match_the_player_count() -> None:
    with pytest.raises(ValueError, match="3 players need 3 seat kinds, not 2"):
        TerminalGame(SPEC, 3, {}, 0, ["human", "random"], Console(), lambda _: None)


def test_no_human_seat_means_no_viewer() -> None:
    game = table(["random", "random"], lambda game: None)
    assert game.viewer is None
    assert game.run() is True


def test_every_action_is_handed_on_with_the_record_so_far() -> None:
    """What ``play`` saves after each action: a record that replays to the game so far."""
    console = Console(file=io.StringIO(), width=120)
    lengths: list[int] = []
    positions: list[bool] = []

    def on_action(record: Record) -> None:
        lengths.append(len(record.actions))
        positions.append(replay(record).equals(game.state))

    game = TerminalGame(SPEC, 2, {}, 6, ["random", "random"], console, lambda _: None, on_action)
    assert game.run() is True
    assert lengths == list(range(1, len(game.record.actions) + 1))
    assert all(positions)
