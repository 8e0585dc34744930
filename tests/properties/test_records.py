"""Property: a game record (JSON) is either refused with ``BadRecord`` (the input left as
it was) or replays to a sound state that plays to the end (core/record.py).

The inputs are the records of seeded random games of every game, player count and
edition, with damaged headers (``mutations.py``) and damaged action lists: actions
dropped, repeated, swapped, replaced by other real texts or by ``undo``.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from eurotable import games
from eurotable.core.errors import BadRecord
from eurotable.core.record import Record, replay

from .mutations import JSON, mutation
from .outcomes import play_out
from .seeds import CONFIGS, GAMES_SEEDS, Config, examples, record, vocabulary


@st.composite
def damaged_actions(draw: st.DrawFn, actions: list[str], game: str) -> str:
    """Change the action list in place once; returns what was done."""
    known = vocabulary(game)
    index = draw(st.integers(0, max(len(actions) - 1, 0)))
    how = draw(st.sampled_from(["insert", "replace", "undo", "drop", "swap", "cut", "extend"]))
    if how == "insert":
        actions.insert(index, draw(st.sampled_from(known)))
    elif how == "replace" and actions:
        actions[index] = draw(st.sampled_from(known))
    elif how == "undo":
        actions.insert(index, "undo")
    elif how == "drop" and actions:
        del actions[index]
    elif how == "swap" and index + 1 < len(actions):
        actions[index], actions[index + 1] = actions[index + 1], actions[index]
    elif how == "cut":
        del actions[index:]
    else:
        actions.append(draw(st.sampled_from([*known, "undo"])))
    return f"{how} at {index}"


def read(data: Any, seed: int) -> bool:
    """The property for one record; True when it replayed."""
    original = copy.deepcopy(data)
    try:
        parsed = Record.from_json(data)
        assert data == original, "Record.from_json changed its input"
        state = replay(parsed)
    except BadRecord as error:
        assert data == original, "reading the record changed its input"
        assert str(error)
        return False
    play_out(games.get(parsed.game), state, seed)
    return True


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_real_records_replay(config: Config) -> None:
    for seed in GAMES_SEEDS:
        assert read(record(config, seed), seed)


@pytest.mark.parametrize("config", CONFIGS, ids=str)
@settings(max_examples=examples(80))
@given(data=st.data())
def test_damaged_records_are_refused_or_replay_soundly(config: Config, data: st.DataObject) -> None:
    seeds = [record(config, seed) for seed in GAMES_SEEDS]
    damaged = copy.deepcopy(seeds[data.draw(st.integers(0, len(seeds) - 1))])
    done = []
    for _ in range(data.draw(st.integers(1, 3))):
        actions = damaged.get("actions")
        if data.draw(st.integers(0, 3)) == 0 or not isinstance(actions, list):
            done.append(data.draw(mutation(damaged, seeds, {})))
        else:
            done.append(data.draw(damaged_actions(actions, config.game)))
    note(done)
    read(damaged, data.draw(st.integers(0, 2**16)))


@settings(max_examples=examples(100))
@given(value=JSON, fields=st.dictionaries(st.text(max_size=10), JSON, max_size=8))
def test_random_records_are_refused(value: Any, fields: dict[str, Any]) -> None:
    for data in (value, {"format": 1, **fields}):
        try:
            Record.from_json(data)
        except BadRecord:
            continue
        raise AssertionError(f"{data!r} was read as a record")
