"""Ruling 12 (docs/rulings/puerto-rico.md): VP chips lie face down, but every chip comes
from a public shipment, and the log says each shipment's points as a table would. So a
player who watched the whole game knows every total: the face-down rule hides nothing
from memory. The public log (what a spectator reads) adds up to each seat's chips."""

from __future__ import annotations

import random

import pytest

from eurotable import games
from eurotable.games.puerto_rico.spec import PuertoRicoSpec


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_public_log_adds_up_to_every_seats_hidden_chips(players: int) -> None:
    spec = games.get("puerto-rico")
    assert isinstance(spec, PuertoRicoSpec)
    for seed in range(4):
        state = spec.new_game(players, {"open_vp": False}, seed)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            counted = [0] * players
            for event in state.events or []:
                if event.visible_to(None) and "vp" in event.data:
                    assert event.seat is not None
                    counted[event.seat] += event.data["vp"]
            chips = [seat.vp for seat in state.seats]
            assert counted == chips, (seed, len(state.events or []))
            if not state.is_over:
                hidden = state.observation(0)["boards"][1]["vp_chips"]
                assert hidden is None, "another seat's chips stay out of the observation"
