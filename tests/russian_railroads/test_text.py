"""Text rendering of the board and the player boards, and one log line per event."""

from __future__ import annotations

import random

from eurotable.games import get
from eurotable.games.russian_railroads.game import RussianRailroads
from eurotable.games.russian_railroads.text import _LINES

SPEC = get("russian-railroads")
NAMES = ["Ann", "Bob", "Cy", "Dee"]


def played(players: int, seed: int, actions: int | None = None) -> RussianRailroads:
    state = SPEC.new_game(players, seed=seed)
    assert isinstance(state, RussianRailroads)
    rng = random.Random(seed)
    while not state.is_over and (actions is None or actions > 0):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        actions = None if actions is None else actions - 1
    return state


def test_every_event_has_an_english_line() -> None:
    """Events build the log: each kind the engine emits has its own sentence."""
    seen: set[str] = set()
    for seed in range(12):
        state = played(2 + seed % 3, seed)
        assert state.events is not None
        for event in state.events:
            seen.add(event.kind)
            line = SPEC.describe(event, NAMES)
            assert line and "{" not in line and event.kind not in ("", None)
    assert seen <= set(_LINES)
    assert {"step", "place", "pass", "round-scoring", "game-over"} <= seen


def test_board_renders_for_each_seat_and_in_full() -> None:
    state = played(4, 3, actions=120)
    full = SPEC.render(state, None, NAMES)
    assert "Trans-Siberian Railroad" in full and "Engineers:" in full
    for seat in range(4):
        text = SPEC.render(state, seat, NAMES)
        assert "End-bonus cards:" in text
        assert text.count("End-bonus cards:") == 1  # only the seat's own cards
    over = played(3, 4)
    assert "End-bonus cards:" in SPEC.render(over, 1, NAMES[:3])
    assert SPEC.render(over, 1, NAMES[:3]).count("End-bonus cards:") == 3
