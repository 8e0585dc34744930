"""benchmarks/compare.py (issue 52): eurotable's random playouts timed against a peer
command in interleaved rounds, each a whole process, and the ratios of the same rounds."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).parents[1] / "benchmarks" / "compare.py"


def compare(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *arguments], capture_output=True, text=True, timeout=300
    )


def test_a_peer_is_timed_in_rounds_beside_eurotable() -> None:
    peer = f"{sys.executable} {SCRIPT} --playouts shipyard 2 {{games}}"
    done = compare(
        "shipyard", "2", "--games", "3", "--rounds", "2", "--peer", f"twin={peer}", "--json"
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert set(report["commands"]) == {"eurotable", "twin"}
    for figures in report["commands"].values():
        assert len(figures["runs"]) == 2 and figures["games_per_cpu_s"] > 0
        assert all(
            run["cpu_s"] > 0 and run["wall_s"] >= run["cpu_s"] / 2 for run in figures["runs"]
        )
    assert report["ratios"]["twin"] > 0 and set(report["ratios"]) == {"twin"}


def test_a_peer_that_fails_or_a_bad_peer_is_said_plainly() -> None:
    failing = compare("shipyard", "2", "--games", "1", "--rounds", "1", "--peer", "bad=false")
    assert failing.returncode != 0 and "false failed" in failing.stderr
    missing = compare("shipyard", "2", "--games", "1", "--peer", "gone=/no/such/engine {games}")
    assert missing.returncode != 0 and "cannot start" in missing.stderr
    unnamed = compare("shipyard", "2", "--peer", "no equals sign")
    assert unnamed.returncode == 2 and "NAME=COMMAND" in unnamed.stderr
