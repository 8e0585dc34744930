"""The shortcuts of the "performed in full" check against plain searches (ZÁSADY STAVBY
KOLEJÍ; POPIS JEDNOHO TAHU HRÁČE: an action must be performed completely).

``tracks.fits`` says yes only where some order of the steps works, ``tracks.short_for_good``
says no only where none does, and ``tracks.feasible`` always agrees with trying every
order. The decisions tried on ``RussianRailroadsState.trial`` copies never touch the
position they are tried from.
"""

from __future__ import annotations

import json
import random

import pytest

from eurotable.games.russian_railroads import frames, tracks
from eurotable.games.russian_railroads.data import BLACK, KIND_COLOURS, SPACES
from eurotable.games.russian_railroads.state import S_FRAME, S_MAIN, S_NOTCH, S_PUT

from .positions import SPEC, RussianRailroads, new_game

Board = tuple[int, ...]


def _every_order(
    board: Board, kinds: tuple[int, ...], seen: dict[tuple[Board, Board], bool]
) -> bool:
    """Try each remaining step first, on every track it may take (memoised)."""
    if not kinds:
        return True
    key = (board, tuple(sorted(kinds)))
    if key not in seen:
        seen[key] = False
        rooms = tracks.step_rooms(list(board))
        for index, kind in enumerate(kinds):
            rest = kinds[:index] + kinds[index + 1 :]
            for colour in KIND_COLOURS[kind]:
                for route in range(3):
                    if rooms[colour * 3 + route] > 0:
                        trial = list(board)
                        tracks.advance(trial, colour, route)
                        if _every_order(tuple(trial), rest, seen):
                            seen[key] = True
                            return True
    return seen[key]


def _boards(count: int, rng: random.Random) -> list[list[int]]:
    """Boards reached by random legal steps from a new board."""
    start = new_game().seats[0].tracks
    found = []
    for _ in range(count):
        board = start[:]
        for _ in range(rng.randrange(40)):
            rooms = tracks.step_rooms(board)
            open_tracks = [index for index, room in enumerate(rooms) if room > 0]
            if not open_tracks:
                break
            colour, route = divmod(rng.choice(open_tracks), 3)
            tracks.advance(board, colour, route)
        found.append(board)
    return found


def test_the_shortcuts_agree_with_trying_every_order() -> None:
    """Steps that fit the rooms of their colours can all be done; steps of colours whose
    room no order can make are refused; everything else is searched."""
    rng = random.Random(4)
    seen: dict[tuple[Board, Board], bool] = {}
    outcomes = {"fits": 0, "short": 0, "searched": 0}
    for board in _boards(300, rng):
        for _ in range(8):
            colours = (1, 2, 3, 4) if rng.random() < 0.6 else tuple(range(len(KIND_COLOURS)))
            kinds = [rng.choice(colours) for _ in range(rng.randrange(1, 4))]
            possible = _every_order(tuple(board), tuple(kinds), seen)
            assert tracks.feasible(board[:], kinds) == possible, (board, kinds)
            rooms = tracks.colour_rooms(board)
            if tracks.fits(rooms, kinds):
                assert possible, (board, kinds)
                outcomes["fits"] += 1
            elif not any(BLACK in KIND_COLOURS[k] for k in kinds) and tracks.short_for_good(
                board, rooms, kinds
            ):
                assert not possible, (board, kinds)
                outcomes["short"] += 1
            else:
                outcomes["searched"] += 1
    assert min(outcomes.values()) > 50, outcomes


def _unchanged(state: RussianRailroads) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


@pytest.mark.parametrize("seed", range(4))
def test_decisions_tried_on_trial_copies_leave_the_position_alone(seed: int) -> None:
    """Every decision of the pending effects, and every board space's action, tried to
    the end on ``trial`` copies: the position is the same afterwards, and a trial copy
    is the same position to begin with."""
    chooser = random.Random(seed)
    state = SPEC.new_game(2 + seed % 3, seed=60 + seed)
    assert isinstance(state, RussianRailroads)
    tried = 0
    while not state.is_over:
        before = _unchanged(state)
        assert _unchanged(state.trial(state.actor)) == before
        if state.step in (S_FRAME, S_PUT, S_NOTCH):
            frames.keep_finishable(state, frames.choices(state))
            tried += 1
        elif state.step == S_MAIN and not state.stack:
            for space in SPACES:
                frames.effect_finishable(state, state.actor, space.effect)
            tried += 1
        assert _unchanged(state) == before
        legal = state.legal_actions()
        state.apply(legal[chooser.randrange(len(legal))])
    assert tried > 50
