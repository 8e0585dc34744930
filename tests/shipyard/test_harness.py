"""The shared random-game harness on Shipyard, every player count and solo (issue 5), and
the 1st edition with 2, 3 and 4 players (issue 6).

After every action: clone == original, JSON position round trip, the record's texts
replay to the same state, observations survive the seat's sampler, refused actions
change nothing, and the conservation laws of ``invariants.py`` hold (crew and equipment
tokens, guilders, ship tiles, canals, goods tiles, employees, contracts, sound yards).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

import eurotable
from eurotable.core.actions import Action
from eurotable.core.harness import HarnessFailure, check_state, play_checked_game, run_harness
from eurotable.games import get
from eurotable.games.shipyard.game import Shipyard

from .positions import canal, new_game, pieces, token

SPEC = get("shipyard")
# These tests break the engine on purpose by patching its class, which a compiled build
# makes immutable: they run on the pure-Python build (``make test`` runs this file there).
PATCHES_THE_ENGINE = pytest.mark.skipif(
    eurotable.compiled(), reason="patches an engine class: run on the pure-Python build"
)
GAMES = {1: 3, 2: 3, 3: 2, 4: 2}


@pytest.mark.parametrize("players", sorted(GAMES))
def test_random_games_keep_every_contract(players: int) -> None:
    report = run_harness(SPEC, players, GAMES[players], seed=500 * players)
    assert report.games == GAMES[players]
    assert report.decisions > 60 * players * GAMES[players]


FIRST_GAMES = {2: 2, 3: 1, 4: 1}


@pytest.mark.parametrize("players", sorted(FIRST_GAMES))
def test_first_edition_games_keep_every_contract(players: int) -> None:
    """Issue 6: the 1st edition (option edition=first) under the same checks."""
    games = FIRST_GAMES[players]
    report = run_harness(SPEC, players, games, seed=900 + players, options={"edition": "first"})
    assert report.games == games
    assert report.decisions > 60 * players * games


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (4, {"contracts": "advanced", "employees": "random"}),
        (3, {"contracts": "advanced", "employees": "starters"}),
        (2, {"contracts": "advanced"}),
        (1, {"contracts": "advanced", "employees": "random"}),
    ],
)
def test_options_under_the_harness(players: int, options: dict[str, str]) -> None:
    assert play_checked_game(SPEC, players, seed=77, options=options) > 60 * players


@PATCHES_THE_ENGINE
def test_harness_catches_a_lost_guilder(monkeypatch: pytest.MonkeyPatch) -> None:
    """The harness is not vacuous: a guilder that vanishes is reported with seed and index."""
    original = Shipyard.play

    def leaky(self: Shipyard, action: object) -> None:
        original(self, action)  # type: ignore[arg-type]
        if str(action) == "action subsidy" and self.seats[self.actor].guilders:
            self.seats[self.actor].guilders -= 1

    monkeypatch.setattr(Shipyard, "play", leaky)
    with pytest.raises(HarnessFailure, match=r"seed \d+, after \d+ actions: .*guilders"):
        for seed in range(5):
            play_checked_game(SPEC, 4, seed=seed)


@PATCHES_THE_ENGINE
def test_harness_catches_a_leaking_observation(monkeypatch: pytest.MonkeyPatch) -> None:
    """An observation that shows the other players' contracts is reported."""
    honest = Shipyard.observation

    def leaky(self: Shipyard, seat: int) -> dict[str, object]:
        observed = honest(self, seat)
        observed["all_hands"] = [sorted(p.hand) for p in self.seats]
        return observed

    monkeypatch.setattr(Shipyard, "observation", leaky)
    with pytest.raises(HarnessFailure, match="reveals seat"):
        play_checked_game(SPEC, 3, seed=8)


WEIGHTS = {"add captain": 40, "action build": 5, "add": 6, "tile": 3, "pass": 1}


def _biased(rng: random.Random, legal: Sequence[Action]) -> Action:
    weights = [
        next((w for prefix, w in WEIGHTS.items() if str(a).startswith(prefix)), 1) for a in legal
    ]
    return rng.choices(list(legal), weights=weights)[0]


@pytest.mark.parametrize(
    ("players", "seed", "edition"), [(2, 4, "second"), (4, 7, "second"), (3, 5, "first")]
)
def test_cruise_heavy_games_keep_every_contract(players: int, seed: int, edition: str) -> None:
    """Uniform random players rarely finish a ship; here every player starts with crew,
    equipment and three canals and prefers building, so cruises, failed ships, used and
    cut-off canals all happen under the harness's per-position checks."""
    state = new_game(players, seed=seed, edition=edition)
    rng = random.Random(seed)
    drive = state.ed.pieces[3]  # the stoker, or the 1st edition's propeller
    for seat in range(players):
        pieces(state, seat, captain=6, sail=3, chimney=2, businessman=2, soldier=2, **{drive: 2})
        for y in range(3):
            canal_id = state.ed.canals[state.canal_stack[-1]].id
            canal(state, seat, canal_id, 0, y, rng.randrange(4))
        if state.ed.ship_token == "first-canal":
            first = state.ed.canals[state.seats[seat].canal_ids[0]]
            token(state, seat, first.id, first.names[0], None)
    index = 0
    while not state.is_over:
        check_state(SPEC, state, seed, index)
        state.apply(_biased(rng, state.legal_actions()))
        index += 1
    assert state.events is not None
    kinds = [e.kind for e in state.events]
    assert kinds.count("ship-scored") >= 3
    assert "canal-used" in kinds and "ship-failed" in kinds
