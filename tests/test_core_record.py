"""core.record: records survive JSON, refuse every malformed field and replay checked."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from eurotable import games
from eurotable.core.errors import BadRecord
from eurotable.core.record import FORMAT, Record, Seat, replay


def good() -> dict[str, Any]:
    return Record(
        game="puerto-rico",
        options={"open_vp": False},
        seed=8,
        seats=[Seat("Ann", "human"), Seat("Bob", "bot:random")],
        actions=["role settler"],
    ).to_json()


def test_json_round_trip() -> None:
    data = good()
    record = Record.from_json(json.loads(json.dumps(data)))
    assert record.to_json() == data
    assert record.format == FORMAT
    assert record.seats[1] == Seat("Bob", "bot:random")


def test_save_and_load(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    record = Record.from_json(good())
    record.save(path)
    assert Record.load(path) == record


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("format", 2, "unsupported record format 2"),
        ("format", None, "unsupported record format"),
        ("game", 5, "'game' must be a game name"),
        ("seed", "8", "'seed' must be an integer"),
        ("seed", True, "'seed' must be an integer"),
        ("seed", 8.0, "'seed' must be an integer"),
        ("options", [], "'options' must be an object"),
        ("engine_version", None, "'engine_version' must be text"),
        ("seats", {"name": "Ann"}, "'seats' must be a list"),
        ("seats", [{"name": "Ann"}], "'seats' must be a list"),
        ("seats", [{"name": 1, "kind": "human"}], "'seats' must be a list"),
        ("seats", ["Ann"], "'seats' must be a list"),
        ("actions", "role settler", "'actions' must be a list of action texts"),
        ("actions", ["role settler", 3], "'actions' must be a list of action texts"),
    ],
)
def test_from_json_refuses_each_malformed_field(field: str, value: object, message: str) -> None:
    data = good()
    data[field] = value
    with pytest.raises(BadRecord, match=message) as raised:
        Record.from_json(data)
    assert raised.value.index is None


@pytest.mark.parametrize("field", ["format", "game", "seed", "options", "seats", "actions"])
def test_from_json_refuses_a_missing_field(field: str) -> None:
    data = good()
    del data[field]
    with pytest.raises(BadRecord):
        Record.from_json(data)


def test_from_json_refuses_what_is_not_an_object() -> None:
    with pytest.raises(BadRecord, match="must be a JSON object"):
        Record.from_json([good()])


def test_load_refuses_missing_and_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(BadRecord, match="cannot read"):
        Record.load(tmp_path / "missing.json")
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(BadRecord, match="cannot read"):
        Record.load(broken)


def test_replay_names_the_first_bad_action() -> None:
    spec = games.get("puerto-rico")
    state = spec.new_game(2, None, 8)
    texts = []
    for _ in range(4):
        action = state.legal_actions()[0]
        state.apply(action)
        texts.append(str(action))
    record = Record.from_json(good())
    record.actions = [*texts[:2], "fly to the moon", *texts[2:]]
    with pytest.raises(BadRecord, match="action #2: 'fly to the moon'") as raised:
        replay(record)
    assert raised.value.index == 2
    record.actions = texts
    assert replay(record).equals(state)


def test_replay_refuses_an_unknown_game_and_a_bad_header() -> None:
    record = Record.from_json({**good(), "game": "chess"})
    with pytest.raises(BadRecord, match="unknown game 'chess'") as raised:
        replay(record)
    assert raised.value.index is None
    record = Record.from_json({**good(), "options": {"open_vp": "yes"}})
    with pytest.raises(BadRecord, match=r"record header: .*open_vp"):
        replay(record)


def test_private_events_show_only_in_their_seats_log() -> None:
    from eurotable.core.events import Event, log_for

    public = Event("build", 0, {"building": 3})
    secret = Event("contract-discarded", 1, {"contract": 7}, private_to=1)
    assert log_for([public, secret], 1) == [public, secret]
    assert log_for([public, secret], 0) == [public]
    assert log_for([public, secret], None) == [public]
    assert secret.to_json()["private_to"] == 1
