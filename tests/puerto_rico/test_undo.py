"""Undo as an entry of the append-only log (core.timeline), on Puerto Rico positions.

A seat may take back its own latest actions while no other seat has acted since and
nothing hidden was revealed by them; replaying the log (undos included) rebuilds the
very same game.
"""

from __future__ import annotations

import random

import pytest

from eurotable import games
from eurotable.core.errors import BadRecord, IllegalAction
from eurotable.core.record import Record, Seat, replay
from eurotable.core.timeline import UNDO, Timeline, undone_events
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.state import Step

from .positions import building, new_game, start_role, tiles

SPEC = games.get("puerto-rico")


def mayor_position() -> PuertoRico:
    """Seat 0, the mayor, arranges two colonists (his privilege and one from the ship) over
    a corn and an indigo plantation and a small market."""
    state = new_game()
    tiles(state, 0, "corn", 1)
    tiles(state, 0, "indigo", 1)
    building(state, 0, "small-market")
    start_role(state, 0, "mayor")
    assert state.step is Step.MAYOR and state.actor == 0
    return state


def test_a_mayor_placement_is_taken_back() -> None:
    timeline = Timeline(SPEC, mayor_position())
    before = timeline.state.clone()
    timeline.play("place corn")
    assert timeline.state.seats[0].occupied[0] == 1 and timeline.state.placing
    assert timeline.undoer() == 0
    assert timeline.undo(0) == "place corn"
    assert timeline.state.equals(before)
    assert timeline.entries == ["place corn", UNDO]
    assert [str(a) for a in timeline.state.legal_actions()] == [
        str(a) for a in before.legal_actions()
    ]


def test_several_own_actions_are_taken_back_one_by_one() -> None:
    timeline = Timeline(SPEC, mayor_position())
    start = timeline.state.clone()
    timeline.play("place corn")
    middle = timeline.state.clone()
    timeline.play("place indigo")
    timeline.undo(0)
    assert timeline.state.equals(middle)
    timeline.undo(0)
    assert timeline.state.equals(start)
    assert timeline.undoer() is None


def test_undo_is_refused_once_another_seat_has_acted() -> None:
    state = new_game(blank=False)
    timeline = Timeline(SPEC, state)
    timeline.play("role builder")  # seat 0 picks; seat 0 then builds or passes first
    while timeline.state.current_player == 0:
        timeline.play("pass")
    assert timeline.undoer() == 0, "nobody else has acted yet"
    other = timeline.state.current_player
    assert other is not None and other != 0
    timeline.play("pass")
    assert timeline.undoer() == other
    with pytest.raises(IllegalAction, match="another seat has acted since"):
        timeline.undo(0)
    timeline.undo(other)
    assert timeline.undoer() is None, "seat 0's actions were answered: closed for good"
    with pytest.raises(IllegalAction, match="another seat has acted or something was revealed"):
        timeline.undo(0)


def test_undo_is_refused_after_a_draw_from_the_plantation_stack() -> None:
    """The Hacienda draws a face-down plantation (Pravidla: Hacienda): it reveals the top
    of the stack, so it cannot be taken back, nor anything before it."""
    state = new_game()
    building(state, 0, "hacienda", 1)
    timeline = Timeline(SPEC, state)
    timeline.play("role settler")
    assert timeline.undoer() == 0
    assert SPEC.reveals(timeline.state, SPEC.parse_action("hacienda"))
    timeline.play("hacienda")
    assert timeline.undoer() is None
    with pytest.raises(IllegalAction):
        timeline.undo(0)


def test_the_last_settler_pick_reveals_the_new_face_up_plantations() -> None:
    """Pravidla: OSADNÍK: after the last pick new plantations are turned face up."""
    state = new_game()
    timeline = Timeline(SPEC, state)
    timeline.play("role settler")
    picks = []
    while timeline.state.step is Step.SETTLE:
        action = timeline.state.legal_actions()[0]
        picks.append(SPEC.reveals(timeline.state, action))
        timeline.play(str(action))
    assert picks[:-1] == [False] * (len(picks) - 1) and picks[-1] is True


def test_undone_events_are_kept_and_marked() -> None:
    timeline = Timeline(SPEC, mayor_position())
    events = timeline.state.events
    assert events is not None
    start = len(events)
    timeline.play("place corn")
    timeline.play("place indigo")  # the last colonist is placed without asking
    placed = len(events)
    assert placed > start
    timeline.undo(0)
    undo = events[-1]
    assert undo.kind == UNDO and undo.seat == 0 and undo.data["action"] == "place indigo"
    assert undone_events(events) == set(range(int(undo.data["from"]), placed))


def test_a_record_with_undos_replays_to_the_same_game() -> None:
    rng = random.Random(3)
    timeline = Timeline(SPEC, SPEC.new_game(3, {}, 11))
    undos = 0
    while not timeline.state.is_over:
        seat = timeline.state.current_player
        assert seat is not None
        if timeline.undoer() == seat and rng.random() < 0.2:
            timeline.undo(seat)
            undos += 1
            continue
        timeline.play(str(rng.choice(timeline.state.legal_actions())))
    assert undos > 10
    record = Record("puerto-rico", {}, 11, [Seat(f"P{n}", "human") for n in range(3)])
    record.actions = list(timeline.entries)
    assert replay(record).equals(timeline.state)


def test_a_record_with_an_undo_that_cannot_be_made_is_refused() -> None:
    record = Record("puerto-rico", {}, 1, [Seat(f"P{n}", "human") for n in range(3)])
    record.actions = [UNDO]
    with pytest.raises(BadRecord, match="nothing can be taken back") as caught:
        replay(record)
    assert caught.value.index == 0


def test_nothing_is_taken_back_once_the_game_is_over() -> None:
    rng = random.Random(5)
    timeline = Timeline(SPEC, SPEC.new_game(2, {}, 5))
    while not timeline.state.is_over:
        timeline.play(str(rng.choice(timeline.state.legal_actions())))
    assert timeline.undoer() is None
    with pytest.raises(IllegalAction, match="the game is over"):
        timeline.undo(0)
