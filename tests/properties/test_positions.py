"""Property: a position read from JSON is either refused with ``BadPosition`` (the input
left as it was) or a sound state that plays to the end (docs/positions.md).

The inputs are real positions of seeded random games of every game, player count and
edition, damaged by one to three mutations (``mutations.py``), and random JSON.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from eurotable import games
from eurotable.core.errors import BadPosition
from eurotable.games.puerto_rico.state import Step as PRStep
from eurotable.games.russian_railroads.state import PHASES, STEPS
from eurotable.games.shipyard.state import Mode, Stage
from eurotable.games.shipyard.state import Step as SYStep

from .mutations import JSON, mutated
from .outcomes import play_out
from .seeds import CONFIGS, GAMES, Config, examples, positions

NAMES: dict[str, dict[str, list[str]]] = {
    "puerto-rico": {"step": [s.name.lower() for s in PRStep]},
    "russian-railroads": {"step": list(STEPS), "phase": list(PHASES)},
    "shipyard": {
        "step": [s.name.lower() for s in SYStep],
        "stage": [s.name.lower() for s in Stage],
        "mode": [s.name.lower() for s in Mode],
    },
}


def read(game: str, data: Any, seed: int) -> bool:
    """The property for one input; True when the position was accepted."""
    spec = games.get(game)
    original = copy.deepcopy(data)
    try:
        state = spec.from_json(data)
    except BadPosition as error:
        assert data == original, "from_json changed its input"
        assert str(error), "a BadPosition must say what is wrong"
        return False
    assert data == original, "from_json changed its input"
    play_out(spec, state, seed)
    return True


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_real_positions_are_accepted_and_play_to_the_end(config: Config) -> None:
    for index, data in enumerate(positions(config)):
        assert read(config.game, data, index), f"position {index} was refused"


@pytest.mark.parametrize("config", CONFIGS, ids=str)
@settings(max_examples=examples(250))
@given(data=st.data())
def test_mutated_positions_are_refused_or_sound(config: Config, data: st.DataObject) -> None:
    damaged, done = data.draw(mutated(positions(config), NAMES[config.game]))
    note(done)
    read(config.game, damaged, data.draw(st.integers(0, 2**16)))


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=examples(100))
@given(value=JSON, fields=st.dictionaries(st.text(max_size=12), JSON, max_size=8))
def test_random_json_is_refused(game: str, value: Any, fields: dict[str, Any]) -> None:
    for data in (value, {**fields, "game": game}):
        assert not read(game, data, 0)
