"""The shared random-game harness on Puerto Rico, every player count (issue 3, design.md).

After every action: clone == original, JSON position round trip, the record's texts
replay to the same state, observations survive the seat's sampler, refused actions
change nothing, and the conservation laws of ``invariants.py`` hold (colonists, barrels,
plantations and quarries, buildings, VP chips).
"""

from __future__ import annotations

import pytest

import eurotable
from eurotable.core.harness import HarnessFailure, play_checked_game, run_harness
from eurotable.games import get
from eurotable.games.puerto_rico.game import PuertoRico

SPEC = get("puerto-rico")
# These tests break the engine on purpose by patching its class, which a compiled build
# makes immutable: they run on the pure-Python build (``make test`` runs this file there).
PATCHES_THE_ENGINE = pytest.mark.skipif(
    eurotable.compiled(), reason="patches an engine class: run on the pure-Python build"
)
GAMES = {2: 12, 3: 10, 4: 8, 5: 6}


@pytest.mark.parametrize("block", range(2))
@pytest.mark.parametrize("players", sorted(GAMES))
def test_random_games_keep_every_contract(players: int, block: int) -> None:
    games = GAMES[players] // 2
    report = run_harness(SPEC, players, games, seed=1000 * players + block * games)
    assert report.games == games
    assert report.decisions > 150 * games


def test_open_vp_option_under_the_harness() -> None:
    decisions = play_checked_game(SPEC, 3, seed=77, options={"open_vp": True})
    assert decisions > 150


@PATCHES_THE_ENGINE
def test_harness_catches_a_broken_invariant(monkeypatch: pytest.MonkeyPatch) -> None:
    """The harness is not vacuous: a lost colonist is reported with seed and index."""
    original = PuertoRico.play

    def leaky(self: PuertoRico, action: object) -> None:
        original(self, action)  # type: ignore[arg-type]
        if self.colonists > 0 and str(action).startswith("role mayor"):
            self.colonists -= 1

    monkeypatch.setattr(PuertoRico, "play", leaky)
    with pytest.raises(HarnessFailure, match=r"seed 5, after \d+ actions: .*colonists"):
        play_checked_game(SPEC, 3, seed=5)


@PATCHES_THE_ENGINE
def test_harness_catches_a_leaking_observation(monkeypatch: pytest.MonkeyPatch) -> None:
    """An observation that shows other players' face-down VP chips is reported."""
    honest = PuertoRico.observation

    def leaky(self: PuertoRico, seat: int) -> dict[str, object]:
        observed = honest(self, seat)
        observed["all_vp"] = [p.vp for p in self.seats]
        return observed

    monkeypatch.setattr(PuertoRico, "observation", leaky)
    with pytest.raises(HarnessFailure, match="reveals another player's VP chips"):
        play_checked_game(SPEC, 4, seed=8)
