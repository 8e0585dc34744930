"""What must hold of a state an engine accepted: sound, playable to the end, and every
refused action refused cleanly."""

from __future__ import annotations

import json
import random

from eurotable.core.errors import BadNotation, IllegalAction
from eurotable.core.game import GameSpec, GameState

from .seeds import vocabulary

MOST_ACTIONS = 5000
"""More decisions than any game takes: a game still running after them never ends."""


def snapshot(state: GameState) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def refuse_cleanly(spec: GameSpec, state: GameState, text: str) -> bool:
    """Apply ``text``; if it is refused, the state must be exactly as it was. True when
    the action was accepted."""
    try:
        action = spec.parse_action(text)
    except BadNotation:
        return False
    before = snapshot(state)
    try:
        state.apply(action)
    except IllegalAction:
        after = snapshot(state)
        assert after == before, f"the refused action {text!r} changed the state"
        return False
    return True


def check_sound(spec: GameSpec, state: GameState) -> None:
    """Invariants hold, somebody can act (or the game is over), the position round-trips."""
    broken = spec.invariants(state)
    assert not broken, f"an accepted state breaks invariants: {broken}"
    if state.is_over:
        assert state.current_player is None
        assert not state.legal_actions()
        state.result()
    else:
        seat = state.current_player
        assert seat is not None and 0 <= seat < state.players, f"the actor is {seat!r}"
        assert state.legal_actions(), "the game is not over but there is no legal action"
    again = spec.from_json(json.loads(json.dumps(state.to_json())))
    assert again.equals(state) and state.equals(again), "the position does not round-trip"


def play_out(spec: GameSpec, state: GameState, seed: int, probes: int = 3) -> None:
    """Check ``state``, then play it to the end with random legal moves, trying a few
    illegal ones on the way (they must be refused with nothing changed)."""
    check_sound(spec, state)
    chooser = random.Random(seed)
    known = vocabulary(spec.name)
    every = max(1, chooser.randrange(5, 40))
    for index in range(MOST_ACTIONS):
        if state.is_over:
            state.result()
            assert not spec.invariants(state), "the finished game breaks invariants"
            return
        legal = state.legal_actions()
        assert legal, f"no legal action after {index} moves of the playout"
        texts = {str(a) for a in legal}
        if probes and index % every == 0:
            probes -= 1
            text = known[chooser.randrange(len(known))]
            if text not in texts:
                assert not refuse_cleanly(spec, state, text), f"{text!r} accepted, not listed"
        state.apply(legal[chooser.randrange(len(legal))])
        if index % every == 0:
            broken = spec.invariants(state)
            assert not broken, f"invariants broken after {index + 1} moves: {broken}"
    raise AssertionError(f"the game did not end in {MOST_ACTIONS} decisions")
