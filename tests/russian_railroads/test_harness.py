"""The shared random-game harness on Russian Railroads, every player count (issue 4).

After every action: clone == original, JSON position round trip, the record's texts
replay to the same state, observations survive the seat's sampler and every listed
secret, refused actions change nothing, and the conservation laws of ``invariants.py``
hold (workers, coins, tracks and track order, doublers, locomotives and factories,
engineers, "?" cards and tokens, end-bonus cards and each seat's knowledge of them).
"""

from __future__ import annotations

import pytest

import eurotable
from eurotable.core.harness import HarnessFailure, play_checked_game, run_harness
from eurotable.games import get
from eurotable.games.russian_railroads.game import RussianRailroads
from eurotable.games.russian_railroads.notation import RRAction

SPEC = get("russian-railroads")
# These tests break the engine on purpose by patching its class, which a compiled build
# makes immutable: they run on the pure-Python build (``make test`` runs this file there).
PATCHES_THE_ENGINE = pytest.mark.skipif(
    eurotable.compiled(), reason="patches an engine class: run on the pure-Python build"
)
GAMES = {2: 16, 3: 12, 4: 10}


@pytest.mark.parametrize("block", range(2))
@pytest.mark.parametrize("players", sorted(GAMES))
def test_random_games_keep_every_contract(players: int, block: int) -> None:
    games = GAMES[players] // 2
    report = run_harness(SPEC, players, games, seed=100 * players + block * games)
    assert report.games == games
    assert report.decisions > 40 * players * games


@PATCHES_THE_ENGINE
def test_harness_catches_a_broken_invariant(monkeypatch: pytest.MonkeyPatch) -> None:
    """The harness is not vacuous: a doubler that vanishes is reported with the seed."""
    original = RussianRailroads.play

    def leaky(self: RussianRailroads, action: RRAction) -> None:
        original(self, action)
        if action.text == "place doubler" and self.doubler_supply:
            self.doubler_supply -= 1

    monkeypatch.setattr(RussianRailroads, "play", leaky)
    with pytest.raises(HarnessFailure, match=r"seed \d+, after \d+ actions: .*doublers"):
        run_harness(SPEC, 4, 4, seed=7)


@PATCHES_THE_ENGINE
def test_harness_catches_a_leaking_observation(monkeypatch: pytest.MonkeyPatch) -> None:
    """An observation that shows where the end-bonus cards lie is reported."""
    honest = RussianRailroads.observation

    def leaky(self: RussianRailroads, seat: int) -> dict[str, object]:
        observed = honest(self, seat)
        observed["where"] = self.bonus_where[:]
        return observed

    monkeypatch.setattr(RussianRailroads, "observation", leaky)
    with pytest.raises(HarnessFailure, match="end-bonus cards"):
        play_checked_game(SPEC, 3, seed=8)
