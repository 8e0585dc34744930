"""A decision's analysis sees only what its seat saw (issue 49, "Security"): every secret
the seat cannot see (other seats' hidden holdings, the order of every face-down stack,
the random streams of future draws: each game's ``secrets``) changed in turn, the
analysis stays the same to the last bit."""

from __future__ import annotations

import json
import random

import pytest

from bot_checks import positions
from eurotable.analysis.decisions import Moment
from eurotable.analysis.report import judge
from eurotable.bots import decision_for
from eurotable.games import get


@pytest.mark.parametrize(
    ("game", "players", "options"),
    [
        ("puerto-rico", 2, None),
        ("puerto-rico", 4, None),
        ("russian-railroads", 2, None),
        ("shipyard", 2, None),
        ("shipyard", 3, {"edition": "first"}),
        ("shipyard", 1, None),
    ],
)
def test_no_secret_the_seat_cannot_see_changes_its_analysis(
    game: str, players: int, options: dict[str, object] | None
) -> None:
    spec = get(game)
    checked = 0
    for state in positions(spec, players, 17, 2, options):
        seat = state.current_player
        assert seat is not None
        decision = decision_for(state)
        chosen = str(decision.legal[-1])
        expected = judge(spec, Moment(5, seat, decision, chosen), 3, 1234)
        for secret, variant in spec.secrets(state, seat, random.Random(8)):
            assert not variant.equals(state), secret
            found = judge(spec, Moment(5, seat, decision_for(variant), chosen), 3, 1234)
            assert found == expected, secret
            assert json.dumps(found.to_json()) == json.dumps(expected.to_json()), secret
            checked += 1
    assert checked >= 2
