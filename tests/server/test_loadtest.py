"""The server benchmark runs a real server process and real client processes: a short run
plays actions, receives pushes and reports no errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from eurotable.server.loadtest import TRANSPORTS, LoadSpec, bench_server, clock_choice


@pytest.mark.parametrize("act", TRANSPORTS)
def test_a_short_closed_loop_run_plays_and_measures(act: str) -> None:
    load = LoadSpec(games=2, think=0.0, seconds=2.0, warmup=1.0, clients=1, act=act)
    figures = bench_server(load)
    assert figures["database"] == "sqlite" and figures["act"] == act
    assert figures["errors"] == []
    assert figures["actions_per_s"] > 5
    latency = figures["latency_ms"]
    assert 0 < latency["p50"] <= latency["p95"] <= latency["p99"]
    assert figures["pushes_per_s"] >= figures["actions_per_s"], "every action pushes to its seats"
    assert figures["bytes_per_push"] > 100


def test_a_run_beside_an_attacker_reports_what_the_attacker_did() -> None:
    load = LoadSpec(
        games=2, think=0.2, seconds=3.0, warmup=1.0, clients=1, attack=("slow", "replay")
    )
    figures = bench_server(load)
    assert figures["attack"] == ["slow", "replay"]
    assert figures["errors"] == [] and figures["actions_per_s"] > 1
    attacker = figures["attacker"]
    assert attacker["slow opened"] > 100, attacker
    assert attacker["replay answered"] > 0, attacker


@pytest.mark.parametrize("act", ["socket", "http"])
def test_a_run_with_every_seat_signed_in_plays_by_sessions_alone(act: str) -> None:
    load = LoadSpec(games=2, think=0.0, seconds=2.0, warmup=1.0, clients=1, act=act, accounts=True)
    figures = bench_server(load)
    assert figures["accounts"] is True and figures["pace_lifted"] is True
    assert figures["errors"] == [] and figures["refused"] == 0
    assert figures["actions_per_s"] > 5


def test_a_run_with_a_clock_plays_every_game_on_it(tmp_path: Path) -> None:
    clock = clock_choice("live:30+10")
    assert clock == {"kind": "live", "minutes": 30.0, "increment": 10}
    assert clock_choice("turn:2") == {"kind": "turn", "days": 2}
    with pytest.raises(ValueError, match="live:MINUTES"):
        clock_choice("blitz")
    load = LoadSpec(games=2, think=0.0, seconds=2.0, warmup=1.0, clients=1, clock=clock)
    url = f"sqlite:///{tmp_path / 'clocked.db'}"
    figures = bench_server(load, url)
    assert figures["clock"] == clock
    assert figures["errors"] == [] and figures["actions_per_s"] > 5
    engine = create_engine(url)
    with engine.connect() as connection:
        rows = connection.execute(text("SELECT clock FROM games")).scalars()
        stored = [json.loads(c) for c in rows]
    engine.dispose()
    assert stored and all(c["kind"] == "live" and c["ms"] == 30 * 60_000 for c in stored)
